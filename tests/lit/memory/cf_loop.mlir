// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --input=i32=3 --input="4xf32=1 2 3 4" --input="4xf32=0.5 0.25 -1 2" --memory-stats 2>&1 | FileCheck %s --check-prefix=THREE
// RUN: irvm run %t.vmfb --input=i32=1000 --input="4xf32=1 2 3 4" --input="4xf32=0.5 0.25 -1 2" --memory-stats 2>&1 | FileCheck %s --check-prefixes=THOUSAND,STATS
// RUN: irvm run %t.vmfb --jit=off --input=i32=1000 --input="4xf32=1 2 3 4" --input="4xf32=0.5 0.25 -1 2" 2>&1 | FileCheck %s --check-prefix=THOUSAND
// RUN: irc run-reference %s --input=i32=1000 --input="4xf32=1 2 3 4" --input="4xf32=0.5 0.25 -1 2" 2>&1 | FileCheck %s --check-prefix=THOUSAND
// RUN: irc compile %s --memory-report | FileCheck %s --check-prefix=REPORT

// A loop written with `cf.br` that accumulates: acc <- acc + step, n times, so acc = init + n *
// step. %step is read in every round: its buffer lives across the back edge (and %init's too,
// a caller-owned argument). n = 3: [2.5, 2.75, 0, 10]; n = 1000: [501, 252, -997, 2004] (exact
// in f32). The loop allocates nothing per round: the same number of allocations for 3 rounds
// and for 1000.
// THREE: 4xf32=2.5 2.75 0 10
// THREE: allocations 5,
// THOUSAND: 4xf32=501 252 -997 2004
// THOUSAND-NOT: error
// STATS: allocations 5,
// REPORT: @main

func.func @main(%n: tensor<i32>, %init: tensor<4xf32>, %step: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  cf.br ^bb1(%c0, %init : tensor<i32>, tensor<4xf32>)
^bb1(%i: tensor<i32>, %acc: tensor<4xf32>):
  %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p = tensor.extract %lt[] : tensor<i1>
  cf.cond_br %p, ^bb2, ^bb3
^bb2:
  %a = stablehlo.add %acc, %step : tensor<4xf32>
  %i1 = stablehlo.add %i, %c1 : tensor<i32>
  cf.br ^bb1(%i1, %a : tensor<i32>, tensor<4xf32>)
^bb3:
  return %acc : tensor<4xf32>
}
