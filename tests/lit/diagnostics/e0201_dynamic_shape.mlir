// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0201: a dynamic dimension (`?`) that shape refinement cannot make static.

// An op result whose dynamic dimension nothing determines is reported at the op.
// CHECK: {{.*}}e0201_dynamic_shape.mlir:9:3: error[E0201]:
// CHECK-SAME: tensor<?xf32>
func.func @result(%arg0: tensor<4xf32>) {
  %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<?xf32>
  return
}

// -----

// A function argument with a dynamic dimension is reported at the argument.
// CHECK: {{.*}}e0201_dynamic_shape.mlir:18:21: error[E0201]:
// CHECK-SAME: tensor<?x4xf32>
func.func @argument(%arg0: tensor<?x4xf32>) {
  return
}
