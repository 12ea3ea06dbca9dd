// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0104: a value used with a type other than the one it was defined with,
// reported at the use.

// CHECK: {{.*}}e0104_use_type_mismatch.mlir:9:22: error[E0104]:
// CHECK-SAME: %arg0
func.func @pretty(%arg0: tensor<4xf32>) -> tensor<8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// CHECK: {{.*}}e0104_use_type_mismatch.mlir:18:24: error[E0104]:
// CHECK-SAME: %v
func.func @generic(%v: tensor<4xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.abs"(%v) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// The element type matters too.
// CHECK: {{.*}}e0104_use_type_mismatch.mlir:28:10: error[E0104]:
// CHECK-SAME: %i
func.func @element_type(%i: tensor<3xi32>) -> tensor<3xi64> {
  return %i : tensor<3xi64>
}
