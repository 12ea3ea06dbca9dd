// RUN: irc run-reference %s --function=escape --input="2x3xf32=1 2 3 4 5 6" | FileCheck %s --check-prefix=ESC
// RUN: irc run-reference %s --function=branches --input=i32=0 --input="4xf32=1 2 3 4" | FileCheck %s --check-prefix=B0
// RUN: irc run-reference %s --function=branches --input=i32=1 --input="4xf32=1 2 3 4" | FileCheck %s --check-prefix=B1
// RUN: irc compile %s -o %t.vmfb --memory-report | FileCheck %s --check-prefix=PLAN
// RUN: irvm run %t.vmfb --function=escape --input="2x3xf32=1 2 3 4 5 6" | FileCheck %s --check-prefix=ESC
// RUN: irvm run %t.vmfb --jit=off --function=escape --input="2x3xf32=1 2 3 4 5 6" | FileCheck %s --check-prefix=ESC
// RUN: irvm run %t.vmfb --function=branches --input=i32=0 --input="4xf32=1 2 3 4" | FileCheck %s --check-prefix=B0
// RUN: irvm run %t.vmfb --jit=off --function=branches --input=i32=1 --input="4xf32=1 2 3 4" | FileCheck %s --check-prefix=B1

// Memory scenarios for control flow (the memory-scenario
// classes, inside regions): a carried value that is returned and also viewed
// after the loop (whole and partial views share its buffer, nothing is
// clobbered); a case whose branches need different transient storage (the
// region arena is the larger branch's, not the sum). By hand: x doubled twice;
// branch 0 computes a = x*x, b = a + x, concatenates [b, a] and takes
// elements 2..6; branch 1 returns x.

// PLAN: function @escape
// PLAN: stablehlo.while at {{[0-9]+}}: region arena offset {{[0-9]+}} size 64; carried %0#0 (in place), %0#1 (in place)
// PLAN: function @branches
// PLAN: stablehlo.case at 0: region arena offset 0 size 192
// ESC: 2x3xf32=[4 8 12][16 20 24]
// ESC: 6xf32=4 8 12 16 20 24
// ESC: 3xf32=16 20 24
// B0: 4xf32=12 20 1 4
// B1: 4xf32=1 2 3 4
func.func @escape(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<3xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i32>, tensor<2x3xf32>
   cond {
    %c = stablehlo.compare LT, %i, %two : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %d = stablehlo.add %v, %v : tensor<2x3xf32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %d : tensor<i32>, tensor<2x3xf32>
  }
  %flat = stablehlo.reshape %r#1 : (tensor<2x3xf32>) -> tensor<6xf32>
  %row = stablehlo.slice %r#1 [1:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %row1 = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
  return %r#1, %flat, %row1 : tensor<2x3xf32>, tensor<6xf32>, tensor<3xf32>
}
func.func @branches(%i: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.case"(%i) ({
    %a = stablehlo.multiply %x, %x : tensor<4xf32>
    %b = stablehlo.add %a, %x : tensor<4xf32>
    %c = stablehlo.concatenate %b, %a, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %d = stablehlo.slice %c [2:6] : (tensor<8xf32>) -> tensor<4xf32>
    stablehlo.return %d : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
