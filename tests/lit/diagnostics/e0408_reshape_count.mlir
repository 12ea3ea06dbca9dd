// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0408: a reshape that changes the number of elements, reported at the op.

// CHECK: {{.*}}e0408_reshape_count.mlir:9:3: error[E0408]:
// CHECK-SAME: 6
// CHECK-SAME: 5
func.func @fewer(%arg0: tensor<2x3xf32>) -> tensor<5xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// CHECK: {{.*}}e0408_reshape_count.mlir:18:3: error[E0408]:
// CHECK-SAME: 9
func.func @more(%arg0: tensor<2x3xi32>) -> tensor<3x3xi32> {
  %1 = "stablehlo.reshape"(%arg0) : (tensor<2x3xi32>) -> tensor<3x3xi32>
  return %1 : tensor<3x3xi32>
}
