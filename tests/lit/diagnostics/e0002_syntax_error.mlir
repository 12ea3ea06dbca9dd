// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0002: a token where the grammar expects something else. The error points
// at the unexpected token.

// Missing comma between operands.
// CHECK: {{.*}}e0002_syntax_error.mlir:10:28: error[E0002]:
// CHECK-SAME: unexpected `%arg0`
func.func @missing_comma(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0 %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Missing colon between an argument and its type.
// CHECK: {{.*}}e0002_syntax_error.mlir:18:32: error[E0002]:
func.func @missing_colon(%arg0 tensor<2xf32>) -> tensor<2xf32> {
  return %arg0 : tensor<2xf32>
}

// -----

// Missing colon before the types of a return.
// CHECK: {{.*}}e0002_syntax_error.mlir:27:16: error[E0002]:
func.func @return_types(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  return %arg0 tensor<3xf32>
}

// -----

// The pretty form of a unary op does not take parentheses.
// CHECK: {{.*}}e0002_syntax_error.mlir:36:21: error[E0002]:
// CHECK-SAME: unexpected `(`
func.func @parens(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.abs(%arg0) : tensor<5xf32>
  return %0 : tensor<5xf32>
}
