// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0304: a return whose operands differ from the function's result types,
// reported at the return.

// CHECK: {{.*}}e0304_return_mismatch.mlir:10:3: error[E0304]:
// CHECK-SAME: @wrong_type
func.func @wrong_type(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// CHECK: {{.*}}e0304_return_mismatch.mlir:18:3: error[E0304]:
// CHECK-SAME: @missing_value
func.func @missing_value(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return
}

// -----

// CHECK: {{.*}}e0304_return_mismatch.mlir:26:3: error[E0304]:
// CHECK-SAME: @extra_value
func.func @extra_value(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
}
