// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0412: a result shape that does not follow from the operands and attributes
// (slice, iota, concatenate, pad, dynamic_slice), reported at the op.

// [0:4:2] of 4 elements gives 2, not 4.
// CHECK: {{.*}}e0412_result_shape.mlir:10:3: error[E0412]:
// CHECK-SAME: tensor<2xf32>
func.func @slice_result(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.slice %arg0 [0:4:2] : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A limit beyond the dimension.
// CHECK: {{.*}}e0412_result_shape.mlir:19:3: error[E0412]:
func.func @slice_bounds(%arg0: tensor<4xf32>) -> tensor<5xf32> {
  %1 = stablehlo.slice %arg0 [0:5] : (tensor<4xf32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}

// -----

// CHECK: {{.*}}e0412_result_shape.mlir:27:3: error[E0412]:
func.func @iota() -> tensor<4xi32> {
  %2 = stablehlo.iota dim = 1 : tensor<4xi32>
  return %2 : tensor<4xi32>
}

// -----

// 2 + 3 rows make 5, not 6.
// CHECK: {{.*}}e0412_result_shape.mlir:37:3: error[E0412]:
// CHECK-SAME: tensor<5x2xf32>
func.func @concatenate(%a: tensor<2x2xf32>, %b: tensor<3x2xf32>) -> tensor<6x2xf32> {
  %3 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  return %3 : tensor<6x2xf32>
}

// -----

// 1 + 4 + 2 + 3 * 1 = 10 elements, not 7.
// CHECK: {{.*}}e0412_result_shape.mlir:47:3: error[E0412]:
// CHECK-SAME: tensor<10xf32>
func.func @pad(%x: tensor<4xf32>, %v: tensor<f32>) -> tensor<7xf32> {
  %4 = stablehlo.pad %x, %v, low = [1], high = [2], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<7xf32>
  return %4 : tensor<7xf32>
}

// -----

// A slice size larger than the dimension.
// CHECK: {{.*}}e0412_result_shape.mlir:56:3: error[E0412]:
func.func @dynamic_slice(%m: tensor<4x4xf32>, %i: tensor<i32>) -> tensor<5x1xf32> {
  %5 = stablehlo.dynamic_slice %m, %i, %i, sizes = [5, 1] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
  return %5 : tensor<5x1xf32>
}
