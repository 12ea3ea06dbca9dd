// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0201: dynamic dimensions (`?`) are not supported.

// An op result with a dynamic dimension is reported at the op.
// CHECK: {{.*}}e0201_dynamic_shape.mlir:9:3: error[E0201]:
// CHECK-SAME: tensor<?xf32>
func.func @result(%arg0: tensor<4xf32>) {
  %0 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

// A function argument with a dynamic dimension is reported at the argument.
// CHECK: {{.*}}e0201_dynamic_shape.mlir:18:21: error[E0201]:
// CHECK-SAME: tensor<?x4xf32>
func.func @argument(%arg0: tensor<?x4xf32>) {
  return
}
