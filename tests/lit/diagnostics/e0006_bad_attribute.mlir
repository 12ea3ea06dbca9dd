// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0006: a malformed attribute (unknown enum case, bad predicate, bad
// convolution layout).

// CHECK: {{.*}}e0006_bad_attribute.mlir:9:26: error[E0006]:
// CHECK-SAME: XX
func.func @direction(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare XX, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: {{.*}}e0006_bad_attribute.mlir:18:90: error[E0006]:
// CHECK-SAME: FASTEST
func.func @precision(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, FASTEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK: {{.*}}e0006_bad_attribute.mlir:27:19: error[E0006]:
// CHECK-SAME: foo
func.func @predicate(%a: f32, %b: f32) -> i1 {
  %0 = arith.cmpf foo, %a, %b : f32
  return %0 : i1
}

// -----

// CHECK: {{.*}}e0006_bad_attribute.mlir:36:61: error[E0006]:
// CHECK-SAME: BAD
func.func @generic_enum(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %0 = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction BAD>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// The input layout names spatial dimension 0 twice.
// CHECK: {{.*}}e0006_bad_attribute.mlir:46:53: error[E0006]:
// CHECK-SAME: spatial dimension 0
func.func @conv_layout(%in: tensor<1x4x4x1xf32>, %k: tensor<1x1x1x1xf32>) -> tensor<1x4x4x1xf32> {
  %0 = stablehlo.convolution(%in, %k) dim_numbers = [b, 0, 0, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x1xf32>
  return %0 : tensor<1x4x4x1xf32>
}
