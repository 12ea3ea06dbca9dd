// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM

// chlo.ragged_dot in its three modes (decomposed by chlo-legalize-to-stablehlo). The expected
// values are computed by Inputs/ragged_dot/make.py with numpy from the op's definition, row by row,
// on small integers (exact in f32).
// CHECK: irc: 6 function(s) ran in 1 case(s): 6 passed, 0 failed
// VM-NOT: error
// VM-COUNT-6: EXEC @
// VM-NOT: error

// mode 1: an empty group, and row 5 outside every group (zero)
func.func @mode1_outside_rows() {
  %lhs = stablehlo.constant dense<[[4.0, 1.0, 2.0], [4.0, 1.0, 2.0], [3.0, -2.0, -4.0], [-2.0, -2.0, 3.0], [4.0, -4.0, 0.0], [3.0, -3.0, 3.0]]> : tensor<6x3xf32>
  %rhs = stablehlo.constant dense<[[[-3.0, 0.0], [3.0, -2.0], [-1.0, -2.0]], [[2.0, -2.0], [4.0, 0.0], [0.0, 0.0]], [[1.0, 0.0], [0.0, 4.0], [3.0, 3.0]]]> : tensor<3x3x2xf32>
  %sizes = stablehlo.constant dense<[2, 0, 3]> : tensor<3xi32>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [],
      rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1],
      rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0],
      rhs_group_dimensions = [0]
    >,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]
  } : (tensor<6x3xf32>, tensor<3x3x2xf32>, tensor<3xi32>) -> tensor<6x2xf32>
  check.expect_eq_const %r, dense<[[-11.0, -6.0], [-11.0, -6.0], [-9.0, -20.0], [7.0, 1.0], [4.0, -16.0], [0.0, 0.0]]> : tensor<6x2xf32>
  func.return
}

// mode 1: group sizes per batch entry, rhs group dimension 2
func.func @mode1_batched_sizes() {
  %lhs = stablehlo.constant dense<[[[2.0, 1.0, -1.0], [4.0, 0.0, -3.0], [3.0, -3.0, 3.0], [1.0, -3.0, -4.0]], [[0.0, -4.0, -3.0], [0.0, 4.0, 0.0], [3.0, 4.0, 3.0], [1.0, -1.0, 0.0]]]> : tensor<2x4x3xf32>
  %rhs = stablehlo.constant dense<[[[[-2.0, 0.0], [-1.0, -2.0]], [[4.0, -4.0], [-4.0, -3.0]], [[4.0, 2.0], [3.0, -3.0]]], [[[2.0, -1.0], [0.0, -4.0]], [[1.0, 3.0], [1.0, -3.0]], [[0.0, -2.0], [4.0, 3.0]]]]> : tensor<2x3x2x2xf32>
  %sizes = stablehlo.constant dense<[[1, 3], [4, 0]]> : tensor<2x2xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0],
      rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2],
      rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [1],
      rhs_group_dimensions = [2]
    >,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]
  } : (tensor<2x4x3xf32>, tensor<2x3x2x2xf32>, tensor<2x2xi64>) -> tensor<2x4x2xf32>
  check.expect_eq_const %r, dense<[[[-4.0, -6.0], [-13.0, 1.0], [18.0, -6.0], [-1.0, 19.0]], [[-4.0, -6.0], [4.0, 12.0], [10.0, 3.0], [1.0, -4.0]]]> : tensor<2x4x2xf32>
  func.return
}

// mode 1: group sizes per entry of a free lhs dimension before the ragged one
func.func @mode1_free_prefix() {
  %lhs = stablehlo.constant dense<[[[-3.0, 0.0], [4.0, 3.0], [2.0, 1.0]], [[-4.0, 2.0], [0.0, -4.0], [-2.0, 0.0]]]> : tensor<2x3x2xf32>
  %rhs = stablehlo.constant dense<[[[2.0, 0.0, 1.0], [3.0, 2.0, -1.0]], [[1.0, 1.0, -4.0], [-4.0, 1.0, -1.0]]]> : tensor<2x2x3xf32>
  %sizes = stablehlo.constant dense<[[3, 0], [1, 1]]> : tensor<2x2xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [],
      rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [2],
      rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [1],
      rhs_group_dimensions = [0]
    >,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]
  } : (tensor<2x3x2xf32>, tensor<2x2x3xf32>, tensor<2x2xi64>) -> tensor<2x3x3xf32>
  check.expect_eq_const %r, dense<[[[-6.0, 0.0, -3.0], [17.0, 6.0, 1.0], [7.0, 2.0, 1.0]], [[-2.0, 4.0, -6.0], [16.0, -4.0, 4.0], [0.0, 0.0, 0.0]]]> : tensor<2x3x3xf32>
  func.return
}

// mode 2: each group sums over its own contracting positions
func.func @mode2_contracting() {
  %lhs = stablehlo.constant dense<[[1.0, -2.0, -2.0, -3.0, -1.0], [3.0, -1.0, -1.0, 1.0, 4.0], [-1.0, 1.0, -1.0, 1.0, 0.0]]> : tensor<3x5xf32>
  %rhs = stablehlo.constant dense<[[1.0, 0.0], [2.0, 4.0], [-3.0, 1.0], [-1.0, -1.0], [-2.0, -4.0]]> : tensor<5x2xf32>
  %sizes = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [],
      rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1],
      rhs_contracting_dimensions = [0],
      lhs_ragged_dimensions = [1],
      rhs_group_dimensions = []
    >,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]
  } : (tensor<3x5xf32>, tensor<5x2xf32>, tensor<2xi64>) -> tensor<2x3x2xf32>
  check.expect_eq_const %r, dense<[[[-3.0, -8.0], [1.0, -4.0], [1.0, 4.0]], [[9.0, 1.0], [2.0, -2.0], [2.0, -2.0]]]> : tensor<2x3x2xf32>
  func.return
}

// mode 3: a batched matmul
func.func @mode3_batch() {
  %lhs = stablehlo.constant dense<[[[-1.0, 3.0], [-4.0, -1.0]], [[4.0, 4.0], [-3.0, -4.0]], [[2.0, -4.0], [-2.0, 0.0]]]> : tensor<3x2x2xf32>
  %rhs = stablehlo.constant dense<[[[3.0, -4.0], [1.0, 0.0]], [[-3.0, 3.0], [3.0, 0.0]], [[4.0, 1.0], [4.0, 4.0]]]> : tensor<3x2x2xf32>
  %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0],
      rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2],
      rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0],
      rhs_group_dimensions = []
    >,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]
  } : (tensor<3x2x2xf32>, tensor<3x2x2xf32>, tensor<2xi64>) -> tensor<3x2x2xf32>
  check.expect_eq_const %r, dense<[[[0.0, 4.0], [-13.0, 16.0]], [[0.0, 12.0], [-3.0, -9.0]], [[-8.0, -14.0], [-8.0, -2.0]]]> : tensor<3x2x2xf32>
  func.return
}

// mode 1 with no groups: zeros
func.func @mode1_no_groups() {
  %lhs = stablehlo.constant dense<[[1.0, -2.0, -3.0], [1.0, -3.0, 2.0]]> : tensor<2x3xf32>
  %rhs = stablehlo.constant dense<[]> : tensor<0x3x2xf32>
  %sizes = stablehlo.constant dense<[]> : tensor<0xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [],
      rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1],
      rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0],
      rhs_group_dimensions = [0]
    >,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]
  } : (tensor<2x3xf32>, tensor<0x3x2xf32>, tensor<0xi64>) -> tensor<2x2xf32>
  check.expect_eq_const %r, dense<[[0.0, 0.0], [0.0, 0.0]]> : tensor<2x2xf32>
  func.return
}
