// RUN: not irc compile --color=never --split-input-file %s -o %t.vmfb 2>&1 | FileCheck %s

// The compiled path passes ranked tensors in and out: a token or tuple in a public signature is a
// coded error at the argument (or the function), rendered as the frontend renders its errors.

// CHECK: backend_signature.mlir:[[# @LINE + 2]]:41: error[E0414]: argument 1 of @token_arg is a `!stablehlo.token`: the compiled path passes ranked tensors only
// CHECK: [[# @LINE + 1]] │ func.func @token_arg
func.func @token_arg(%a: tensor<4xf32>, %t: !stablehlo.token) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// CHECK: backend_signature.mlir:[[# @LINE + 1]]:1: error[E0414]: result 0 of @tuple_result is a `tuple<tensor<4xf32>>`: the compiled path returns ranked tensors only
func.func @tuple_result(%a: tensor<4xf32>) -> tuple<tensor<4xf32>> {
  %t = stablehlo.tuple %a : tuple<tensor<4xf32>>
  return %t : tuple<tensor<4xf32>>
}
