// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0001: a character that is not part of MLIR's syntax.

// CHECK: {{.*}}e0001_lex_error.mlir:8:28: error[E0001]:
// CHECK-SAME: unexpected character
func.func @backtick(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 ` : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A string literal must end on its line.
// CHECK: {{.*}}e0001_lex_error.mlir:17:8: error[E0001]:
func.func @unterminated(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.abs(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A C-style statement terminator.
// CHECK: {{.*}}e0001_lex_error.mlir:27:43: error[E0001]:
// CHECK-SAME: unexpected character ';'
func.func @semicolon(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>;
  return %0 : tensor<4xf32>
}
