// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0403: a required attribute is missing or has the wrong kind, reported at
// the op; every offending op of a case is reported.

// CHECK: {{.*}}e0403_missing_attribute.mlir:11:3: error[E0403]:
// CHECK-SAME: broadcast_dimensions
// CHECK: {{.*}}e0403_missing_attribute.mlir:12:3: error[E0403]:
// CHECK-SAME: iota_dimension
func.func @missing(%arg0: tensor<f32>) {
  %0 = "stablehlo.broadcast_in_dim"(%arg0) : (tensor<f32>) -> tensor<4xf32>
  %1 = "stablehlo.iota"() : () -> tensor<4xi32>
  return
}

// -----

// CHECK: {{.*}}e0403_missing_attribute.mlir:21:3: error[E0403]:
// CHECK-SAME: permutation
func.func @wrong_kind(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %2 = "stablehlo.transpose"(%arg0) <{permutation = "1, 0"}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %2 : tensor<3x2xf32>
}

// -----

// CHECK: {{.*}}e0403_missing_attribute.mlir:30:3: error[E0403]:
// CHECK-SAME: dot_dimension_numbers
func.func @no_dims(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %3 = "stablehlo.dot_general"(%a, %b) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %3 : tensor<2x4xf32>
}
