// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0303: a call whose operand or result types differ from the callee's
// signature, reported at the call.

// CHECK: {{.*}}e0303_call_mismatch.mlir:9:3: error[E0303]:
// CHECK-SAME: @callee
func.func @operand_type(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  %0 = call @callee(%arg0) : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @callee(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

// CHECK: {{.*}}e0303_call_mismatch.mlir:21:3: error[E0303]:
// CHECK-SAME: @two
func.func @result_count(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %1 = call @two(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @two(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK: {{.*}}e0303_call_mismatch.mlir:33:3: error[E0303]:
// CHECK-SAME: @sink
func.func @operand_count(%arg0: tensor<4xf32>) {
  call @sink(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}
func.func private @sink(%arg0: tensor<4xf32>) {
  return
}
