// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0102: an SSA name defined twice in one scope, reported at the second
// definition.

// CHECK: {{.*}}e0102_redefined_value.mlir:10:3: error[E0102]:
// CHECK-SAME: %0
func.func @twice(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
  %0 = stablehlo.negate %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A result may not reuse the name of a function argument.
// CHECK: {{.*}}e0102_redefined_value.mlir:20:3: error[E0102]:
// CHECK-SAME: %x
func.func @shadows_arg(%x: tensor<4xf32>) -> tensor<4xf32> {
  %x = stablehlo.abs %x : tensor<4xf32>
  return %x : tensor<4xf32>
}

// -----

// Two block arguments with one name.
// CHECK: {{.*}}e0102_redefined_value.mlir:31:29: error[E0102]:
// CHECK-SAME: %a
func.func @block_args(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %a: tensor<f32>) {
    %1 = stablehlo.subtract %a, %a : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}
