// `stablehlo.torch_index_select`, which `stablehlo-decompose` rewrites to a gather (MHLO's
// `legalize-torch-index-select-to-gather`): the first three functions are IREE's e2e test
// (tests/e2e/stablehlo_ops/torch_index_select.mlir) as written; the expected values select rows by
// hand. The reference interpreter and the VM with the JIT on and off.
// RUN: irc run-reference %s --all-functions | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' | FileCheck %s
// RUN: irvm run %t.vmfb --function='*' --jit=off | FileCheck %s
// RUN: irc opt --pass-pipeline=stablehlo-decompose %s | FileCheck %s --check-prefix=IR
// CHECK-NOT: error
// IR-NOT: torch_index_select
// IR: "stablehlo.gather"(%0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<5x1x5xi32>, tensor<2xi32>) -> tensor<2x1x5xi32>

func.func @torch_select_index_0() {
  %input = util.unfoldable_constant dense<[
    [[01, 02, 03, 04, 05]],
    [[06, 07, 08, 09, 10]],
    [[11, 12, 13, 14, 15]],
    [[16, 17, 18, 19, 20]],
    [[21, 22, 23, 24, 25]]]> : tensor<5x1x5xi32>
  %indices = util.unfoldable_constant dense<[0, 2]> : tensor<2xi32>
  %res = "stablehlo.torch_index_select"(%input, %indices) {
    dim = 0 : i64,
    batch_dims = 0 : i64
  } : (tensor<5x1x5xi32>, tensor<2xi32>) -> tensor<2x1x5xi32>
  check.expect_eq_const(%res, dense<[[[01, 02, 03, 04, 05]], [[11, 12, 13, 14, 15]]]> : tensor<2x1x5xi32>) : tensor<2x1x5xi32>
  return
}

func.func @torch_select_index_1() {
  %input = util.unfoldable_constant dense<[
    [[ 1,  2],[ 3,  4]],
    [[ 5,  6],[ 7,  8]],
    [[ 9, 10],[11, 12]]]> : tensor<3x2x2xi32>
  %indices = util.unfoldable_constant dense<[0, 1]> : tensor<2xi32>
  %res = "stablehlo.torch_index_select"(%input, %indices) {
    dim = 1 : i64,
    batch_dims = 0 : i64
  } : (tensor<3x2x2xi32>, tensor<2xi32>) -> tensor<3x2x2xi32>
  check.expect_eq_const(%res, dense<[[[1,  2], [3,  4]], [[5,  6], [7,  8]],[[9, 10], [11, 12]]]> : tensor<3x2x2xi32>) : tensor<3x2x2xi32>
  return
}

func.func @torch_select_index_2() {
  %input = util.unfoldable_constant dense<[
    [[01, 02, 03, 04, 05]],
    [[06, 07, 08, 09, 10]],
    [[11, 12, 13, 14, 15]],
    [[16, 17, 18, 19, 20]],
    [[21, 22, 23, 24, 25]]]> : tensor<5x1x5xi32>
  %indices = util.unfoldable_constant dense<0> : tensor<i32>
  %res = "stablehlo.torch_index_select"(%input, %indices) {
    dim = 0 : i64,
    batch_dims = 0 : i64
  } : (tensor<5x1x5xi32>, tensor<i32>) -> tensor<1x5xi32>
  check.expect_eq_const(%res, dense<[[01, 02, 03, 04, 05]]> : tensor<1x5xi32>) : tensor<1x5xi32>
  return
}

// Along the last dimension, with repeated and reordered indices: columns 2, 0, 2.
func.func @last_dim_repeated() {
  %input = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %indices = util.unfoldable_constant dense<[2, 0, 2]> : tensor<3xi64>
  %res = "stablehlo.torch_index_select"(%input, %indices) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<2x3xf32>
  check.expect_eq_const(%res, dense<[[3.0, 1.0, 3.0], [6.0, 4.0, 6.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

// batch_dims = 1: row b of the input is indexed by row b of the indices: row 0 takes columns
// [0, 2] of [1, 2, 3], row 1 takes columns [1, 1] of [4, 5, 6].
func.func @batch_dims() {
  %input = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %indices = util.unfoldable_constant dense<[[0, 2], [1, 1]]> : tensor<2x2xi32>
  %res = "stablehlo.torch_index_select"(%input, %indices) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const(%res, dense<[[1, 3], [5, 5]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}
