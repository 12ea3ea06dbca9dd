// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0003: the input (or a `// -----` case) ends in the middle of a construct.
// As in MLIR, the error is reported right after the last token.

// A function without its closing brace.
// CHECK: {{.*}}e0003_unexpected_eof.mlir:11:28: error[E0003]:
// CHECK-SAME: end of input
func.func @no_close(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>

// -----

// A type missing after the colon.
// CHECK: {{.*}}e0003_unexpected_eof.mlir:18:29: error[E0003]:
func.func @no_type(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %1 = stablehlo.abs %arg0 :

// -----

// The file ends inside a signature.
// CHECK: {{.*}}e0003_unexpected_eof.mlir:24:42: error[E0003]:
func.func @truncated(%arg0: tensor<4xf32>
