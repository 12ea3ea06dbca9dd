// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0007: a custom op syntax with the wrong keyword, reported at the keyword.

// CHECK: {{.*}}e0007_bad_keyword.mlir:8:39: error[E0007]:
// CHECK-SAME: dims
func.func @broadcast(%x: tensor<3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dim = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// CHECK: {{.*}}e0007_bad_keyword.mlir:16:23: error[E0007]:
func.func @iota() -> tensor<4xi32> {
  %0 = stablehlo.iota dims = 0 : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: {{.*}}e0007_bad_keyword.mlir:24:67: error[E0007]:
func.func @reduce(%x: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%x init: %i) applies stablehlo.add across dims = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK: {{.*}}e0007_bad_keyword.mlir:33:53: error[E0007]:
// CHECK-SAME: interior
func.func @pad(%x: tensor<4xf32>, %v: tensor<f32>) -> tensor<6xf32> {
  %0 = stablehlo.pad %x, %v, low = [1], high = [1], inner = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// An unknown visibility word.
// CHECK: {{.*}}e0007_bad_keyword.mlir:42:11: error[E0007]:
// CHECK-SAME: publik
func.func publik @visibility() {
  return
}
