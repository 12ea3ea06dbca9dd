// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0405: invalid broadcast_in_dim dimensions, reported at the op.

// One dimension number per operand dimension.
// CHECK: {{.*}}e0405_broadcast_dims.mlir:8:3: error[E0405]:
func.func @count(%arg0: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A dimension beyond the result's rank.
// CHECK: {{.*}}e0405_broadcast_dims.mlir:17:3: error[E0405]:
func.func @range(%arg0: tensor<3xf32>) -> tensor<2x3xf32> {
  %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// Size 3 cannot broadcast to size 4.
// CHECK: {{.*}}e0405_broadcast_dims.mlir:26:3: error[E0405]:
func.func @sizes(%arg0: tensor<3xf32>) -> tensor<2x4xf32> {
  %2 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x4xf32>
  return %2 : tensor<2x4xf32>
}

// -----

// The same result dimension twice.
// CHECK: {{.*}}e0405_broadcast_dims.mlir:35:3: error[E0405]:
func.func @unique(%arg0: tensor<1x1xf32>) -> tensor<4x4xf32> {
  %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 0] : (tensor<1x1xf32>) -> tensor<4x4xf32>
  return %3 : tensor<4x4xf32>
}
