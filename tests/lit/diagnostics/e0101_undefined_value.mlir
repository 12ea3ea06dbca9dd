// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0101: use of a value that is not defined in scope, reported at the use.
// Every undefined use of a case is reported.

// CHECK: {{.*}}e0101_undefined_value.mlir:11:29: error[E0101]:
// CHECK-SAME: %nope
// CHECK: {{.*}}e0101_undefined_value.mlir:12:22: error[E0101]:
// CHECK-SAME: %also_nope
func.func @two_uses(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %nope : tensor<4xf32>
  %1 = stablehlo.abs %also_nope : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// A function does not see the values of another function.
// CHECK: {{.*}}e0101_undefined_value.mlir:26:10: error[E0101]:
// CHECK-SAME: %hidden
func.func @defines() -> tensor<f32> {
  %hidden = stablehlo.constant dense<1.0> : tensor<f32>
  return %hidden : tensor<f32>
}
func.func @uses() -> tensor<f32> {
  return %hidden : tensor<f32>
}

// -----

// A reducer's block arguments are not visible after the reduce.
// CHECK: {{.*}}e0101_undefined_value.mlir:40:10: error[E0101]:
// CHECK-SAME: %acc
func.func @region_scope(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%elem: tensor<f32>, %acc: tensor<f32>) {
    %1 = stablehlo.subtract %acc, %elem : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %acc : tensor<f32>
}
