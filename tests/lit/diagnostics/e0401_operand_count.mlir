// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0401: an op with the wrong number of operands or results, reported at the
// op. The verifier reports every such op of a case.

// CHECK: {{.*}}e0401_operand_count.mlir:11:3: error[E0401]:
// CHECK-SAME: stablehlo.add
// CHECK: {{.*}}e0401_operand_count.mlir:12:3: error[E0401]:
// CHECK-SAME: stablehlo.abs
func.func @two_bad_ops(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.add"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.abs"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %arg0 : tensor<4xf32>
}

// -----

// Too many results.
// CHECK: {{.*}}e0401_operand_count.mlir:21:3: error[E0401]:
func.func @two_results(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %2:2 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %2#0 : tensor<4xf32>
}

// -----

// select takes three operands.
// CHECK: {{.*}}e0401_operand_count.mlir:30:3: error[E0401]:
func.func @select(%p: tensor<4xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %3 = "stablehlo.select"(%p, %a) : (tensor<4xi1>, tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
