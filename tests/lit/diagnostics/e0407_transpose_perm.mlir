// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0407: a transpose permutation that is not a permutation of the operand's
// dimensions, or a result shape that does not follow it; reported at the op.

// CHECK: {{.*}}e0407_transpose_perm.mlir:9:3: error[E0407]:
// CHECK-SAME: [0, 0]
func.func @repeated(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.transpose %arg0, dims = [0, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK: {{.*}}e0407_transpose_perm.mlir:18:3: error[E0407]:
// CHECK-SAME: [1]
func.func @too_short(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %1 = stablehlo.transpose %arg0, dims = [1] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}

// -----

// [1, 0] of 2x3 is 3x2, not 2x3.
// CHECK: {{.*}}e0407_transpose_perm.mlir:28:3: error[E0407]:
// CHECK-SAME: tensor<3x2xf32>
func.func @result(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}
