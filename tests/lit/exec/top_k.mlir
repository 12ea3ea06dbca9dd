// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// The compiled path runs the same checks, with the JIT and without:
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// VM-NOT: error
// VM: irvm: 7 of 7 functions passed
// Each `chlo.top_k` (a sort of the values and an iota of their positions, then slices of the first
// k) is one TopK step that writes the k-wide results; the sorts that are no top-k stay sorts.
// RUN: irc compile %s --compile-to=vm | FileCheck %s --check-prefix=STEP
// STEP-COUNT-5: step {{[0-9]+}}: top_k {{.*}} first {{[0-9]+}} by GT
// STEP-NOT: step {{[0-9]+}}: top_k
// STEP: step {{[0-9]+}}: sort

// chlo.top_k orders by TOTALORDER, largest first, and keeps equal elements in their order (the
// lower position first): NaN (0x7FC00000) above +inf, -NaN (0xFFC00000) below -inf, +0 above -0.
// Every expected value is written down by hand from that order.
// CHECK: irc: 7 function(s) ran in 1 case(s): 7 passed, 0 failed

// Ties: the three 2.0s come out in position order.
func.func @ties_in_position_order() {
  %c = stablehlo.constant dense<[[1.0, 2.0, 0.5, 2.0, 3.0, 2.0], [5.0, 5.0, 5.0, 5.0, 5.0, 5.0]]> : tensor<2x6xf32>
  %x = stablehlo.optimization_barrier %c : tensor<2x6xf32>
  %v, %i = chlo.top_k(%x, k = 4) : tensor<2x6xf32> -> (tensor<2x4xf32>, tensor<2x4xi32>)
  check.expect_eq_const %v, dense<[[3.0, 2.0, 2.0, 2.0], [5.0, 5.0, 5.0, 5.0]]> : tensor<2x4xf32>
  check.expect_eq_const %i, dense<[[4, 1, 3, 5], [0, 1, 2, 3]]> : tensor<2x4xi32>
  func.return
}

// NaNs, infinities and signed zeros in TOTALORDER (all but the least, -NaN, kept); the values
// come back with their bits.
func.func @nans_infinities_zeros() {
  %c = stablehlo.constant dense<[0.0, -0.0, 0xFFC00000, 0x7F800000, 0x7FC00000, 0xFF800000, -1.0, 0.0]> : tensor<8xf32>
  %x = stablehlo.optimization_barrier %c : tensor<8xf32>
  %v, %i = chlo.top_k(%x, k = 7) : tensor<8xf32> -> (tensor<7xf32>, tensor<7xi32>)
  %b = stablehlo.bitcast_convert %v : (tensor<7xf32>) -> tensor<7xi32>
  // 0x7FC00000, 0x7F800000, 0 (twice), 0x80000000, -1.0 = 0xBF800000, 0xFF800000.
  check.expect_eq_const %b, dense<[2143289344, 2139095040, 0, 0, -2147483648, -1082130432, -8388608]> : tensor<7xi32>
  check.expect_eq_const %i, dense<[4, 3, 0, 7, 1, 6, 5]> : tensor<7xi32>
  func.return
}

// A one-dimensional top-k (its slice of the first k is contiguous) with k = 1.
func.func @one_dimensional_k1() {
  %c = stablehlo.constant dense<[-3.0, 7.0, 7.0, -1.0, 6.5]> : tensor<5xf32>
  %x = stablehlo.optimization_barrier %c : tensor<5xf32>
  %v, %i = chlo.top_k(%x, k = 1) : tensor<5xf32> -> (tensor<1xf32>, tensor<1xi32>)
  check.expect_eq_const %v, dense<[7.0]> : tensor<1xf32>
  check.expect_eq_const %i, dense<[1]> : tensor<1xi32>
  func.return
}

// Only the values are read (the positions' slice is dropped): the step still writes both.
func.func @values_only() {
  %c = stablehlo.constant dense<[[4.0, -2.0, 9.0, 9.0], [0.25, 0.5, 0.125, 1.0]]> : tensor<2x4xf32>
  %x = stablehlo.optimization_barrier %c : tensor<2x4xf32>
  %v, %i = chlo.top_k(%x, k = 2) : tensor<2x4xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
  check.expect_eq_const %v, dense<[[9.0, 9.0], [1.0, 0.5]]> : tensor<2x2xf32>
  func.return
}

// A batch of rows (3-D, along the last dimension).
func.func @batched() {
  %c = stablehlo.constant dense<[[[1.0, 3.0, 2.0], [0.0, 0.0, -1.0]], [[6.0, 6.0, 7.0], [-5.0, -4.0, -6.0]]]> : tensor<2x2x3xf32>
  %x = stablehlo.optimization_barrier %c : tensor<2x2x3xf32>
  %v, %i = chlo.top_k(%x, k = 2) : tensor<2x2x3xf32> -> (tensor<2x2x2xf32>, tensor<2x2x2xi32>)
  check.expect_eq_const %v, dense<[[[3.0, 2.0], [0.0, 0.0]], [[7.0, 6.0], [-4.0, -5.0]]]> : tensor<2x2x2xf32>
  check.expect_eq_const %i, dense<[[[1, 2], [0, 1]], [[2, 0], [1, 0]]]> : tensor<2x2x2xi32>
  func.return
}

// A top-k in a loop's body (as in a `lax.scan` sampler): the iota of positions is the same every
// iteration, so it is hoisted out of the loop (and gets a dispatch region of its own there), and
// the sort with its sorted prefix runs instead of a TopK step. Two iterations, the second on the
// negated row:
// [1, 5, 3, 4] gives [5, 4] at [1, 3]; [-1, -5, -3, -4] gives [-1, -3] at [0, 2]; the sums are
// [4, 1] and [1, 5].
func.func @in_a_loop_body() {
  %c = stablehlo.constant dense<[[1.0, 5.0, 3.0, 4.0]]> : tensor<1x4xf32>
  %x0 = stablehlo.optimization_barrier %c : tensor<1x4xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %v0 = stablehlo.constant dense<0.0> : tensor<1x2xf32>
  %i0 = stablehlo.constant dense<0> : tensor<1x2xi32>
  %r:4 = stablehlo.while(%n = %zero, %x = %x0, %av = %v0, %ai = %i0) : tensor<i32>, tensor<1x4xf32>, tensor<1x2xf32>, tensor<1x2xi32>
  cond {
    %lt = stablehlo.compare LT, %n, %two, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %v, %i = chlo.top_k(%x, k = 2) : tensor<1x4xf32> -> (tensor<1x2xf32>, tensor<1x2xi32>)
    %sv = stablehlo.add %av, %v : tensor<1x2xf32>
    %si = stablehlo.add %ai, %i : tensor<1x2xi32>
    %nx = stablehlo.negate %x : tensor<1x4xf32>
    %nn = stablehlo.add %n, %one : tensor<i32>
    stablehlo.return %nn, %nx, %sv, %si : tensor<i32>, tensor<1x4xf32>, tensor<1x2xf32>, tensor<1x2xi32>
  }
  check.expect_eq_const %r#2, dense<[[4.0, 1.0]]> : tensor<1x2xf32>
  check.expect_eq_const %r#3, dense<[[1, 5]]> : tensor<1x2xi32>
  func.return
}

// An ascending sort with its positions under FLOAT (not TOTALORDER) is no top-k: it stays a sort,
// and its slice of the first two is still right.
func.func @float_order_stays_a_sort() {
  %c = stablehlo.constant dense<[3.0, 1.0, 2.0, 1.0]> : tensor<4xf32>
  %x = stablehlo.optimization_barrier %c : tensor<4xf32>
  %p = stablehlo.iota dim = 0 : tensor<4xi32>
  %s:2 = "stablehlo.sort"(%x, %p) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %ia: tensor<i32>, %ib: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  %v = stablehlo.slice %s#0 [0:2] : (tensor<4xf32>) -> tensor<2xf32>
  %i = stablehlo.slice %s#1 [0:2] : (tensor<4xi32>) -> tensor<2xi32>
  check.expect_eq_const %v, dense<[1.0, 1.0]> : tensor<2xf32>
  check.expect_eq_const %i, dense<[1, 3]> : tensor<2xi32>
  func.return
}
