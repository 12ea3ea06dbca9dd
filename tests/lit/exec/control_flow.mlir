// RUN: irc run-reference --function=collatz --input=i64=6 %s | FileCheck %s --check-prefix=C6
// RUN: irc run-reference --function=collatz --input=i64=1 %s | FileCheck %s --check-prefix=C1
// RUN: irc run-reference --function=collatz --input=i64=27 %s | FileCheck %s --check-prefix=C27
// RUN: irc run-reference --function=fib %s | FileCheck %s --check-prefix=FIB
// RUN: irc run-reference --function=nested %s | FileCheck %s --check-prefix=NESTED
// RUN: irc run-reference --function=branch --input=i1=true --input="2xf32=1 -3" %s | FileCheck %s --check-prefix=IFT
// RUN: irc run-reference --function=branch --input=i1=false --input="2xf32=1 -3" %s | FileCheck %s --check-prefix=IFF
// RUN: irc run-reference --function=switch --input=i32=-1 %s | FileCheck %s --check-prefix=SWM1
// RUN: irc run-reference --function=switch --input=i32=0 %s | FileCheck %s --check-prefix=SW0
// RUN: irc run-reference --function=switch --input=i32=1 %s | FileCheck %s --check-prefix=SW1
// RUN: irc run-reference --function=switch --input=i32=7 %s | FileCheck %s --check-prefix=SWM1
// RUN: irc run-reference --function=swap %s | FileCheck %s --check-prefix=SWAP
// RUN: irc compile %s -o %t.vmfb --memory-report | FileCheck %s --check-prefix=PLAN
// RUN: irvm run %t.vmfb --function=nested --trace %t.trace.json
// RUN: FileCheck %s --check-prefix=TRACE --input-file=%t.trace.json
// RUN: irvm run %t.vmfb --function=swap | FileCheck %s --check-prefix=SWAP
// RUN: irvm run %t.vmfb --jit=off --function=swap | FileCheck %s --check-prefix=SWAP
// RUN: irvm run %t.vmfb --function=swap --memory-stats 2>&1 | FileCheck %s --check-prefix=SWAPMEM
// RUN: irvm run %t.vmfb --function=collatz --input=i64=6 | FileCheck %s --check-prefix=C6
// RUN: irvm run %t.vmfb --jit=off --function=collatz --input=i64=6 | FileCheck %s --check-prefix=C6
// RUN: irvm run %t.vmfb --function=collatz --input=i64=1 | FileCheck %s --check-prefix=C1
// RUN: irvm run %t.vmfb --jit=off --function=collatz --input=i64=1 | FileCheck %s --check-prefix=C1
// RUN: irvm run %t.vmfb --function=collatz --input=i64=27 | FileCheck %s --check-prefix=C27
// RUN: irvm run %t.vmfb --jit=off --function=collatz --input=i64=27 | FileCheck %s --check-prefix=C27
// RUN: irvm run %t.vmfb --function=fib | FileCheck %s --check-prefix=FIB
// RUN: irvm run %t.vmfb --jit=off --function=fib | FileCheck %s --check-prefix=FIB
// RUN: irvm run %t.vmfb --function=nested | FileCheck %s --check-prefix=NESTED
// RUN: irvm run %t.vmfb --jit=off --function=nested | FileCheck %s --check-prefix=NESTED
// RUN: irvm run %t.vmfb --function=branch --input=i1=true --input="2xf32=1 -3" | FileCheck %s --check-prefix=IFT
// RUN: irvm run %t.vmfb --jit=off --function=branch --input=i1=true --input="2xf32=1 -3" | FileCheck %s --check-prefix=IFT
// RUN: irvm run %t.vmfb --function=branch --input=i1=false --input="2xf32=1 -3" | FileCheck %s --check-prefix=IFF
// RUN: irvm run %t.vmfb --jit=off --function=branch --input=i1=false --input="2xf32=1 -3" | FileCheck %s --check-prefix=IFF
// RUN: irvm run %t.vmfb --function=switch --input=i32=-1 | FileCheck %s --check-prefix=SWM1
// RUN: irvm run %t.vmfb --jit=off --function=switch --input=i32=-1 | FileCheck %s --check-prefix=SWM1
// RUN: irvm run %t.vmfb --function=switch --input=i32=0 | FileCheck %s --check-prefix=SW0
// RUN: irvm run %t.vmfb --jit=off --function=switch --input=i32=0 | FileCheck %s --check-prefix=SW0
// RUN: irvm run %t.vmfb --function=switch --input=i32=1 | FileCheck %s --check-prefix=SW1
// RUN: irvm run %t.vmfb --jit=off --function=switch --input=i32=1 | FileCheck %s --check-prefix=SW1
// RUN: irvm run %t.vmfb --function=switch --input=i32=7 | FileCheck %s --check-prefix=SWM1
// RUN: irvm run %t.vmfb --jit=off --function=switch --input=i32=7 | FileCheck %s --check-prefix=SWM1

// Control flow on the reference interpreter and on the VM (JIT on and off):
// while loops with zero and
// data-dependent trip counts, a body that reads its old carried values after
// computing new ones, nested loops, and if/case branches that read values of the
// enclosing block. Expected values by hand.

// Collatz steps: 6 -> 3 -> 10 -> 5 -> 16 -> 8 -> 4 -> 2 -> 1 is 8 steps; 1 is
// 0 steps (the loop runs zero times); 27 takes 111 steps.
// C6: i64=8
// C1: i64=0
// C27: i64=111
func.func @collatz(%n: tensor<i64>) -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %two = stablehlo.constant dense<2> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %r:2 = stablehlo.while(%iterArg = %n, %iterArg_0 = %zero) : tensor<i64>, tensor<i64>
   cond {
    %c = stablehlo.compare NE, %iterArg, %one : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %rem = stablehlo.remainder %iterArg, %two : tensor<i64>
    %odd = stablehlo.compare EQ, %rem, %one : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %half = stablehlo.divide %iterArg, %two : tensor<i64>
    %t = stablehlo.multiply %iterArg, %three : tensor<i64>
    %t1 = stablehlo.add %t, %one : tensor<i64>
    %next = stablehlo.select %odd, %t1, %half : tensor<i1>, tensor<i64>
    %steps = stablehlo.add %iterArg_0, %one : tensor<i64>
    stablehlo.return %next, %steps : tensor<i64>, tensor<i64>
  }
  return %r#1 : tensor<i64>
}

// (a, b) -> (b, a + b) ten times from (0, 1): (55, 89). The counter is computed in
// place; b is not (the old b is still read as the next a), nor is a.
// PLAN: function @fib
// PLAN: carried %0#0 (in place), %0#1 (copied), %0#2 (copied)
// (a, b) -> (b, a + b) ten times from (0, 1): (55, 89).
// FIB: i32=55
// FIB-NEXT: result[1]
// FIB-NEXT: i32=89
func.func @fib() -> (tensor<i32>, tensor<i32>) {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %a0 = stablehlo.constant dense<0> : tensor<i32>
  %b0 = stablehlo.constant dense<1> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:3 = stablehlo.while(%i = %i0, %a = %a0, %b = %b0) : tensor<i32>, tensor<i32>, tensor<i32>
   cond {
    %c = stablehlo.compare LT, %i, %ten : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = stablehlo.add %a, %b : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %b, %s : tensor<i32>, tensor<i32>, tensor<i32>
  }
  return %r#1, %r#2 : tensor<i32>, tensor<i32>
}

// sum over i < 3, j < 4 of i * j = (0 + 1 + 2) * (0 + 1 + 2 + 3) = 18.
// NESTED: i32=18
// The trace has a span per run of each loop with its iteration count: the inner
// loop runs three times, 4 iterations each, then the outer loop ends after 3.
// TRACE-COUNT-3: "name":"@nested instruction {{[0-9]+}} ({{[0-9]+}}:5 stablehlo.while)","cat":"loop",{{.*}}"args":{"iterations":4}}
// TRACE: "name":"@nested instruction {{[0-9]+}} ({{[0-9]+}}:3 stablehlo.while)","cat":"loop",{{.*}}"args":{"iterations":3}}
func.func @nested() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i32>, tensor<i32>
   cond {
    %c = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %inner:2 = stablehlo.while(%j = %zero, %acc2 = %acc) : tensor<i32>, tensor<i32>
     cond {
      %c = stablehlo.compare LT, %j, %four : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %p = stablehlo.multiply %i, %j : tensor<i32>
      %s = stablehlo.add %acc2, %p : tensor<i32>
      %j1 = stablehlo.add %j, %one : tensor<i32>
      stablehlo.return %j1, %s : tensor<i32>, tensor<i32>
    }
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %inner#1 : tensor<i32>, tensor<i32>
  }
  return %r#1 : tensor<i32>
}

// IFT: 2xf32=2 -6
// IFF: 2xf32=2 -2
func.func @branch(%p: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.if"(%p) ({
    %d = stablehlo.add %x, %x : tensor<2xf32>
    stablehlo.return %d : tensor<2xf32>
  }, {
    %one = stablehlo.constant dense<1.0> : tensor<2xf32>
    %s = stablehlo.add %x, %one : tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// An index out of range (negative or too large) takes the last branch.
// SW0: i32=10
// SW1: i32=11
// SWM1: i32=12
func.func @switch(%i: tensor<i32>) -> tensor<i32> {
  %r = "stablehlo.case"(%i) ({
    %c = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<11> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }, {
    %c = stablehlo.constant dense<12> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// Carried values that trade places: the VM's copies at the end of the body form a
// cycle, broken with a saved copy. (a, b) = (b, a) three times, where each is a
// reshape (a view) of the other: from ([1 2], [[3 4]]) to ([3 4], [[1 2]]).
// The saved copies live in the loop's room in the arena: three allocations in
// all (the arena and the two results), none per iteration.
// SWAPMEM: allocations 3, system allocations 3
// SWAP: 2xf32=3 4
// SWAP-NEXT: result[1]
// SWAP-NEXT: 1x2xf32=[1 2]
func.func @swap() -> (tensor<2xf32>, tensor<1x2xf32>) {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %a0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b0 = stablehlo.constant dense<[[3.0, 4.0]]> : tensor<1x2xf32>
  %r:3 = stablehlo.while(%i = %i0, %a = %a0, %b = %b0) : tensor<i32>, tensor<2xf32>, tensor<1x2xf32>
   cond {
    %c = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %na = stablehlo.reshape %b : (tensor<1x2xf32>) -> tensor<2xf32>
    %nb = stablehlo.reshape %a : (tensor<2xf32>) -> tensor<1x2xf32>
    stablehlo.return %i1, %na, %nb : tensor<i32>, tensor<2xf32>, tensor<1x2xf32>
  }
  return %r#1, %r#2 : tensor<2xf32>, tensor<1x2xf32>
}
