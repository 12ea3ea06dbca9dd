// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0306: a malformed function.

// A visibility that is not public, private or nested.
// CHECK: {{.*}}e0306_bad_function.mlir:8:1: error[E0306]:
// CHECK-SAME: sym_visibility
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "publik"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The entry block's arguments disagree with the signature.
// CHECK: {{.*}}e0306_bad_function.mlir:17:1: error[E0306]:
// CHECK-SAME: @g
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "g"}> ({
^bb0(%arg0: tensor<8xf32>):
  %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// A function with a body must name its arguments.
// CHECK: {{.*}}e0306_bad_function.mlir:27:20: error[E0306]:
func.func @unnamed(tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.constant dense<0.0> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// The entry block of a pretty function takes no label.
// CHECK: {{.*}}e0306_bad_function.mlir:37:1: error[E0306]:
func.func @labelled() {
^bb0:
  return
}
