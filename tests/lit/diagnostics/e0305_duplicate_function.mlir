// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0305: two functions with one name, reported at the second.

// CHECK: {{.*}}e0305_duplicate_function.mlir:10:1: error[E0305]:
// CHECK-SAME: @twice
func.func @twice() {
  return
}
func.func @twice() {
  return
}

// -----

// Inside an explicit module; visibility does not matter.
// CHECK: {{.*}}e0305_duplicate_function.mlir:23:3: error[E0305]:
// CHECK-SAME: @dup
module {
  func.func public @dup(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func private @dup(%arg0: tensor<i32>) -> tensor<i32> {
    return %arg0 : tensor<i32>
  }
}
