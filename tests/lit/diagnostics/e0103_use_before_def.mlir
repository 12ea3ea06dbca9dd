// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0103: a value used before its definition in the same block (it does not
// dominate the use), reported at the use.

// CHECK: {{.*}}e0103_use_before_def.mlir:9:22: error[E0103]:
// CHECK-SAME: %later
func.func @forward(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %later, %arg0 : tensor<4xf32>
  %later = stablehlo.abs %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An op may not use its own result.
// CHECK: {{.*}}e0103_use_before_def.mlir:20:32: error[E0103]:
// CHECK-SAME: %self
func.func @self_use(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %self = stablehlo.add %arg0, %self : tensor<2xi32>
  return %self : tensor<2xi32>
}
