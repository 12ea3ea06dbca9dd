// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0302: a call to a function that does not exist, reported at the call. Each
// such call is reported.

// CHECK: {{.*}}e0302_undefined_function.mlir:11:3: error[E0302]:
// CHECK-SAME: @missing
// CHECK: {{.*}}e0302_undefined_function.mlir:12:3: error[E0302]:
// CHECK-SAME: @also_missing
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @missing(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  call @also_missing(%0) : (tensor<4xf32>) -> ()
  return %0 : tensor<4xf32>
}

// -----

// Functions of another `// -----` case do not exist here.
// CHECK: {{.*}}e0302_undefined_function.mlir:22:3: error[E0302]:
// CHECK-SAME: @main
func.func @other_case(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %1 = call @main(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
