// RUN: not irc opt --split-input-file --color=never --pass-pipeline=abi-output-to-alias %s 2>&1 | FileCheck %s
// The verifier checks the annotations, so `irc opt` with no pass reports them too.
// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// CHECK: abi_output_errors.mlir:6:32: error[E0501]: `abi.output = 2` on argument 0 of `@out_of_range`, which has 1 result(s)
func.func public @out_of_range(%a: tensor<4xf32> {abi.output = 2 : index}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// CHECK: abi_output_errors.mlir:13:69: error[E0502]: arguments 0 and 1 of `@twice` both name result 0
func.func public @twice(%a: tensor<4xf32> {abi.output = 0 : index}, %b: tensor<4xf32> {iree.abi.output = 0 : index}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// CHECK: abi_output_errors.mlir:20:28: error[E0503]: argument 0 is tensor<4xf32> but result 0 is tensor<8xf32>
func.func public @mismatch(%a: tensor<4xf32> {tf.aliasing_output = 0 : i32}, %b: tensor<8xf32>) -> tensor<8xf32> {
  return %b : tensor<8xf32>
}

// -----

// CHECK: abi_output_errors.mlir:27:25: error[E0504]: `abi.output` on an argument of private function `@priv`
func.func private @priv(%a: tensor<4xf32> {abi.output = 0 : index}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// CHECK: abi_output_errors.mlir:34:26: error[E0505]: `abi.output` must be a result index, found `"x"`
func.func public @notint(%a: tensor<4xf32> {abi.output = "x"}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
// Locations (counted by hand): the argument that carries the bad annotation; for E0502 the second claim.
