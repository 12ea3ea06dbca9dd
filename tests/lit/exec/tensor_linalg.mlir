// MLIR's `tensor` and `linalg` ops that IREE's tests build inputs with, run by `stablehlo-decompose`'s
// rewrites: `tensor.empty` (its contents are unspecified in MLIR; here zeros), `tensor.expand_shape`
// and `tensor.collapse_shape` (row-major reshapes; `expand_shape` in the current form with
// `output_shape` and in the older form without), and `linalg.generic` with parallel loops:
// `linalg.index` (an iota), `arith.index_cast` (a convert), `arith` ops, scalar constants from inside
// and outside the body, inputs read through transposing and broadcasting maps, an output written
// through a transposing map, the init read by the body, two results. Every expected value is
// computed by hand (beside each function). Run on the reference interpreter and on the VM with the
// JIT on and off.
// RUN: irc run-reference %s --all-functions | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' | FileCheck %s
// RUN: irvm run %t.vmfb --function='*' --jit=off | FileCheck %s
// CHECK-NOT: error

#identity = affine_map<(d0, d1) -> (d0, d1)>

// tensor.empty is zeros, read directly and as a linalg.generic's init:
// [[1, 2, 3], [4, 5, 6]] + 0 = [[1, 2, 3], [4, 5, 6]].
func.func @empty_is_zeros() {
  %e = tensor.empty() : tensor<2x3xi32>
  check.expect_eq_const(%e, dense<0> : tensor<2x3xi32>) : tensor<2x3xi32>
  %a = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = linalg.generic {indexing_maps = [#identity, #identity], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x3xi32>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.addi %in, %out : i32
    linalg.yield %s : i32
  } -> tensor<2x3xi32>
  check.expect_eq_const(%r, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

// out[i][j] = i * 10 + j over a 2x3 loop space: [[0, 1, 2], [10, 11, 12]].
func.func @loop_indices() {
  %init = tensor.empty() : tensor<2x3xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%init : tensor<2x3xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c10 = arith.constant 10 : index
    %m = arith.muli %i, %c10 : index
    %s = arith.addi %m, %j : index
    %v = arith.index_cast %s : index to i32
    linalg.yield %v : i32
  } -> tensor<2x3xi32>
  check.expect_eq_const(%r, dense<[[0, 1, 2], [10, 11, 12]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

// Loops d0 (3) and d1 (2); a is read transposed, b broadcast along d1, and the constant 2.0 comes
// from outside the body: out[i][j] = (a[j][i] + b[i]) * 2 with a = [[1, 2, 3], [4, 5, 6]],
// b = [10, 20, 30]: [[22, 28], [44, 50], [66, 72]].
func.func @transposed_and_broadcast_inputs() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = util.unfoldable_constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %two = arith.constant 2.0 : f32
  %init = tensor.empty() : tensor<3x2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, #identity],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<2x3xf32>, tensor<3xf32>) outs(%init : tensor<3x2xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.mulf %s, %two : f32
    linalg.yield %t : f32
  } -> tensor<3x2xf32>
  check.expect_eq_const(%r, dense<[[22.0, 28.0], [44.0, 50.0], [66.0, 72.0]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}

// The output's map transposes: out[j][i] = a[i][j] + 1 with a = [[1, 2, 3], [4, 5, 6]]:
// [[2, 5], [3, 6], [4, 7]].
func.func @transposed_output() {
  %a = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %init = tensor.empty() : tensor<3x2xi32>
  %r = linalg.generic {indexing_maps = [#identity, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x3xi32>) outs(%init : tensor<3x2xi32>) {
  ^bb0(%in: i32, %out: i32):
    %one = arith.constant 1 : i32
    %s = arith.addi %in, %one : i32
    linalg.yield %s : i32
  } -> tensor<3x2xi32>
  check.expect_eq_const(%r, dense<[[2, 5], [3, 6], [4, 7]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  return
}

// The body reads its init: [10, 20, 30] + [1, 2, 3] = [11, 22, 33].
func.func @reads_init() {
  %a = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi64>
  %init = util.unfoldable_constant dense<[10, 20, 30]> : tensor<3xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<3xi64>) outs(%init : tensor<3xi64>) {
  ^bb0(%in: i64, %out: i64):
    %s = arith.addi %in, %out : i64
    linalg.yield %s : i64
  } -> tensor<3xi64>
  check.expect_eq_const(%r, dense<[11, 22, 33]> : tensor<3xi64>) : tensor<3xi64>
  return
}

// Two results: max(a, 0) and a > 0, for a = [-1.5, 0.0, 2.5, -4.0]: [0, 0, 2.5, 0] and
// [false, false, true, false]; the select picks 1 where a > 0 else -1: [-1, -1, 1, -1].
func.func @two_results() {
  %a = util.unfoldable_constant dense<[-1.5, 0.0, 2.5, -4.0]> : tensor<4xf32>
  %i0 = tensor.empty() : tensor<4xf32>
  %i1 = tensor.empty() : tensor<4xi1>
  %i2 = tensor.empty() : tensor<4xi32>
  %r:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%i0, %i1, %i2 : tensor<4xf32>, tensor<4xi1>, tensor<4xi32>) {
  ^bb0(%in: f32, %o0: f32, %o1: i1, %o2: i32):
    %zero = arith.constant 0.0 : f32
    %m = arith.maximumf %in, %zero : f32
    %p = arith.cmpf ogt, %in, %zero : f32
    %one = arith.constant 1 : i32
    %minus = arith.constant -1 : i32
    %s = arith.select %p, %one, %minus : i32
    linalg.yield %m, %p, %s : f32, i1, i32
  } -> (tensor<4xf32>, tensor<4xi1>, tensor<4xi32>)
  check.expect_eq_const(%r#0, dense<[0.0, 0.0, 2.5, 0.0]> : tensor<4xf32>) : tensor<4xf32>
  check.expect_eq_const(%r#1, dense<[false, false, true, false]> : tensor<4xi1>) : tensor<4xi1>
  check.expect_eq_const(%r#2, dense<[-1, -1, 1, -1]> : tensor<4xi32>) : tensor<4xi32>
  return
}

// Reshapes keep the row-major order: [1..6] as 2x3 is [[1, 2, 3], [4, 5, 6]]; as 2x3x1 it is
// [[[1], [2], [3]], [[4], [5], [6]]]; collapsing either gives [1..6] back; a 1x1 tensor collapses
// to rank 0 with no groups.
func.func @expand_and_collapse() {
  %x = util.unfoldable_constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %e = tensor.expand_shape %x [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  check.expect_eq_const(%e, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  // MLIR's older form, without output_shape.
  %e3 = tensor.expand_shape %e [[0], [1, 2]] : tensor<2x3xi32> into tensor<2x3x1xi32>
  check.expect_eq_const(%e3, dense<[[[1], [2], [3]], [[4], [5], [6]]]> : tensor<2x3x1xi32>) : tensor<2x3x1xi32>
  %c = tensor.collapse_shape %e3 [[0, 1, 2]] : tensor<2x3x1xi32> into tensor<6xi32>
  check.expect_eq_const(%c, dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>) : tensor<6xi32>
  %y = util.unfoldable_constant dense<[[7]]> : tensor<1x1xi32>
  %s = tensor.collapse_shape %y [] : tensor<1x1xi32> into tensor<i32>
  check.expect_eq_const(%s, dense<7> : tensor<i32>) : tensor<i32>
  return
}

// IREE's scatter.mlir idiom at a small size: indices 0..4 built by linalg.generic and expanded to
// 5x1, then a scatter that overwrites every element: [9, 9, 9, 9, 9].
func.func @scatter_with_generated_indices() {
  %original = util.unfoldable_constant dense<1> : tensor<5xi32>
  %update = util.unfoldable_constant dense<9> : tensor<5xi32>
  %init = tensor.empty() : tensor<5xi32>
  %indices = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%init : tensor<5xi32>) {
  ^bb0(%arg0: i32):
    %0 = linalg.index 0 : index
    %1 = arith.index_cast %0 : index to i32
    linalg.yield %1 : i32
  } -> tensor<5xi32>
  check.expect_eq_const(%indices, dense<[0, 1, 2, 3, 4]> : tensor<5xi32>) : tensor<5xi32>
  %reshaped = tensor.expand_shape %indices [[0, 1]] output_shape [5, 1] : tensor<5xi32> into tensor<5x1xi32>
  %result = "stablehlo.scatter"(%original, %reshaped, %update) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    "stablehlo.return"(%b) : (tensor<i32>) -> ()
  }) {indices_are_sorted = false,
      scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      unique_indices = true} : (tensor<5xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<5xi32>
  check.expect_eq_const(%result, dense<9> : tensor<5xi32>) : tensor<5xi32>
  return
}
