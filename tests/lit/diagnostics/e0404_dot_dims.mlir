// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0404: invalid dot_general dimension numbers, reported at the op.

// Contracting dimensions of different sizes (3 and 4).
// CHECK: {{.*}}e0404_dot_dims.mlir:8:3: error[E0404]:
func.func @sizes(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Batching dimensions on one side only.
// CHECK: {{.*}}e0404_dot_dims.mlir:18:3: error[E0404]:
// CHECK-SAME: batching
func.func @batch_count(%a: tensor<5x2x3xf32>, %b: tensor<5x3x4xf32>) -> tensor<5x2x5x4xf32> {
  %1 = stablehlo.dot_general %a, %b, batching_dims = [0] x [], contracting_dims = [2] x [1] : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<5x2x5x4xf32>
  return %1 : tensor<5x2x5x4xf32>
}

// -----

// A contracting dimension beyond the rank of the lhs.
// CHECK: {{.*}}e0404_dot_dims.mlir:27:3: error[E0404]:
func.func @out_of_range(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %2 = stablehlo.dot_general %a, %b, contracting_dims = [2] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %2 : tensor<2x4xf32>
}

// -----

// The result shape does not follow from the operands (should be 2x4).
// CHECK: {{.*}}e0404_dot_dims.mlir:36:3: error[E0404]:
func.func @result(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<4x2xf32> {
  %3 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<4x2xf32>
  return %3 : tensor<4x2xf32>
}
