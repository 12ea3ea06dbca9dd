// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// The verifier's rules for sort, select_and_scatter, map, the batch norm ops, tuples, composite,
// chlo.top_k, chlo.ragged_dot and the dynamic-shape ops (the spec's constraints).

// CHECK: structured_errors.mlir:[[# @LINE + 5]]:5: error[E0402]: the comparator of `stablehlo.sort` returns (tensor<f32>) but must return (tensor<i1>)
func.func @comparator_not_i1(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.subtract %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: the comparator of `stablehlo.sort` takes (tensor<f32>, tensor<f32>) but must take (tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>)
func.func @comparator_one_pair(%x: tensor<4xf32>, %i: tensor<4xi32>) -> tensor<4xf32> {
  %r:2 = "stablehlo.sort"(%x, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %r#0 : tensor<4xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: sort dimension 2 must be in [-2, 2)
func.func @sort_dimension(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 2 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0406]: select_and_scatter's source must have the shape of the windows, [2, 1], found [2, 2]
func.func @source_shape(%x: tensor<4x2xf32>, %s: tensor<2x2xf32>, %z: tensor<f32>) -> tensor<4x2xf32> {
  %r = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 1>} : (tensor<4x2xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: map's dimensions must be [0, 1] (all of them, in order)
func.func @map_dims(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    %c = stablehlo.abs %a : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `stablehlo.batch_norm_inference` must have type (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>)
func.func @batch_norm_scale(%x: tensor<2x3xf32>, %v: tensor<3xf32>, %w: tensor<2xf32>) -> tensor<2x3xf32> {
  %r = "stablehlo.batch_norm_inference"(%x, %w, %v, %v, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 3]]:3: error[E0402]: get_tuple_element index must be in [0, 2)
func.func @tuple_index(%x: tensor<f32>) -> tensor<f32> {
  %t = stablehlo.tuple %x, %x : tuple<tensor<f32>, tensor<f32>>
  %r = stablehlo.get_tuple_element %t[2] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0302]: the decomposition `@nowhere` is not a function of the module
func.func @composite_missing(%x: tensor<f32>) -> tensor<f32> {
  %r = stablehlo.composite "my.op" %x {decomposition = @nowhere} : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0412]: chlo.top_k with k = 2 produces (tensor<2xf32>, tensor<2xi32>), found (tensor<3xf32>, tensor<3xi32>)
func.func @top_k_shape(%x: tensor<8xf32>) -> tensor<3xf32> {
  %values, %indices = chlo.top_k(%x, k = 2) : tensor<8xf32> -> (tensor<3xf32>, tensor<3xi32>)
  return %values : tensor<3xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `stablehlo.dynamic_iota`'s output_shape must be a 1-D integer tensor of 2 elements, found tensor<3xi64>
func.func @dynamic_iota_shape(%s: tensor<3xi64>) -> tensor<3x4xi64> {
  %r = stablehlo.dynamic_iota %s, dim = 0 : (tensor<3xi64>) -> tensor<3x4xi64>
  return %r : tensor<3x4xi64>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0404]: chlo.ragged_dot needs exactly one lhs ragged dimension, found []
func.func @ragged_dot_no_ragged_dim(%l: tensor<4x3xf32>, %r: tensor<2x3x5xf32>, %g: tensor<2xi64>) -> tensor<4x5xf32> {
  %0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [], rhs_group_dimensions = [0]>} : (tensor<4x3xf32>, tensor<2x3x5xf32>, tensor<2xi64>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0404]: the rhs group dimension 0 must exist and have the 3 groups of group_sizes, rhs is [2, 3, 5]
func.func @ragged_dot_group_count(%l: tensor<4x3xf32>, %r: tensor<2x3x5xf32>, %g: tensor<3xi64>) -> tensor<4x5xf32> {
  %0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<4x3xf32>, tensor<2x3x5xf32>, tensor<3xi64>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0404]: with a batching or contracting ragged dimension the rhs has no group dimension
func.func @ragged_dot_contracting_with_group(%l: tensor<4x3xf32>, %r: tensor<2x3x5xf32>, %g: tensor<2xi64>) -> tensor<2x4x5xf32> {
  %0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<4x3xf32>, tensor<2x3x5xf32>, tensor<2xi64>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0404]: group_sizes is expected to have shape [2, 3] (or [3]), found [4, 3]
func.func @ragged_dot_group_sizes_shape(%l: tensor<2x4x3xf32>, %r: tensor<3x2x3x5xf32>, %g: tensor<4x3xi64>) -> tensor<2x4x5xf32> {
  %0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<2x4x3xf32>, tensor<3x2x3x5xf32>, tensor<4x3xi64>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0404]: rhs batching/contracting/group dims [1, 1] must be unique and less than rank 3
func.func @ragged_dot_group_is_contracting(%l: tensor<4x3xf32>, %r: tensor<2x3x5xf32>, %g: tensor<3xi64>) -> tensor<4x5xf32> {
  %0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [1]>} : (tensor<4x3xf32>, tensor<2x3x5xf32>, tensor<3xi64>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0404]: `chlo.ragged_dot` should produce tensor<4x5xf32>, but its result type is tensor<5x4xf32>
func.func @ragged_dot_result_shape(%l: tensor<4x3xf32>, %r: tensor<2x3x5xf32>, %g: tensor<2xi64>) -> tensor<5x4xf32> {
  %0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<4x3xf32>, tensor<2x3x5xf32>, tensor<2xi64>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// CHECK: structured_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: chlo.ragged_dot's group_sizes must be integers, found f32
func.func @ragged_dot_float_sizes(%l: tensor<4x3xf32>, %r: tensor<2x3x5xf32>, %g: tensor<2xf32>) -> tensor<4x5xf32> {
  %0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<4x3xf32>, tensor<2x3x5xf32>, tensor<2xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
