// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0005: a type that is not known, reported at the type.

// CHECK: {{.*}}e0005_unknown_type.mlir:7:31: error[E0005]:
// CHECK-SAME: foo
func.func @bad_element(%arg0: tensor<4xfoo>) {
  return
}

// -----

// CHECK: {{.*}}e0005_unknown_type.mlir:15:30: error[E0005]:
// CHECK-SAME: q32
func.func @bad_scalar(%arg0: q32) {
  return
}

// -----

// CHECK: {{.*}}e0005_unknown_type.mlir:24:52: error[E0005]:
// CHECK-SAME: bogus
func.func @bad_result(%arg0: tensor<4xf32>) {
  %0 = "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xbogus>
  return
}
