// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// The verifier's rules for sort, select_and_scatter, map, the batch norm ops, tuples, composite,
// chlo.top_k and the dynamic-shape ops (the spec's constraints).

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
