// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0202: unranked tensors, and scalars where a stablehlo op requires ranked
// tensors, are not supported; reported at the op.

// CHECK: {{.*}}e0202_unsupported_type.mlir:9:3: error[E0202]:
// CHECK-SAME: tensor<*xf32>
func.func @unranked(%arg0: tensor<4xf32>) {
  %0 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<*xf32>
  return
}

// -----

// CHECK: {{.*}}e0202_unsupported_type.mlir:18:3: error[E0202]:
// CHECK-SAME: f32
func.func @scalar_transpose(%arg0: f32) -> f32 {
  %1 = stablehlo.transpose %arg0, dims = [] : (f32) -> f32
  return %1 : f32
}

// -----

// stablehlo elementwise ops take tensors; `f32` is not one.
// CHECK: {{.*}}e0202_unsupported_type.mlir:28:3: error[E0202]:
// CHECK-SAME: f32
func.func @scalar_add(%arg0: f32) -> f32 {
  %2 = stablehlo.add %arg0, %arg0 : f32
  return %2 : f32
}
