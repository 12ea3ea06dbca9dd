// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s
// RUN: irc run-reference --function=main --input=i32=3 %S/Inputs/calls_any_depth.mlir | FileCheck %s --check-prefix=DEPTH

// E0307: recursion, direct or through other functions, is an error at the call
// that closes the cycle. Calls without a cycle are fine at any depth, public or
// private (the second RUN line: main -> @a -> @b -> @c, each adding 1: 3 + 3 = 6).

// CHECK: e0307_recursion.mlir:[[# @LINE + 3]]:3: error[E0307]: recursive call: @fact -> @fact
func.func @fact(%n: tensor<i32>) -> tensor<i32> {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r = func.call @fact(%n) : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// CHECK: e0307_recursion.mlir:[[# @LINE + 10]]:3: error[E0307]: recursive call: @even -> @odd -> @helper -> @even
func.func @even(%n: tensor<i32>) -> tensor<i32> {
  %r = func.call @odd(%n) : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func private @odd(%n: tensor<i32>) -> tensor<i32> {
  %r = func.call @helper(%n) : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func private @helper(%n: tensor<i32>) -> tensor<i32> {
  %r = func.call @even(%n) : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// DEPTH: i32=6
