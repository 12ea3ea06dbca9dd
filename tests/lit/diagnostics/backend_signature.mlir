// RUN: not irc compile --color=never --split-input-file %s -o %t.vmfb 2>&1 | FileCheck %s

// Tuples and tokens in signatures are flattened away (tests/lit/exec/tuples_across_calls.mlir),
// but only tensors have storage to donate: a donation annotation on a tuple or token argument
// is a coded error at the argument, even where the result it names has the same type.

// CHECK: backend_signature.mlir:[[# @LINE + 1]]:26: error[E0414]: argument 0 of @tuple_donated is a `tuple<tensor<4xf32>>` with a donation annotation: only tensors can be donated
func.func @tuple_donated(%t: tuple<tensor<4xf32>> {tf.aliasing_output = 0 : i32}) -> tuple<tensor<4xf32>> {
  return %t : tuple<tensor<4xf32>>
}

// -----

// CHECK: backend_signature.mlir:[[# @LINE + 1]]:26: error[E0414]: argument 0 of @token_donated is a `!stablehlo.token` with a donation annotation: only tensors can be donated
func.func @token_donated(%t: !stablehlo.token {iree.abi.output = 0 : index}, %a: tensor<4xf32>) -> (!stablehlo.token, tensor<4xf32>) {
  return %t, %a : !stablehlo.token, tensor<4xf32>
}
