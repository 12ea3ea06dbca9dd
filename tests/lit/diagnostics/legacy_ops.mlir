// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// The type rules of `stablehlo.dot` (operands of rank 1 or 2 and one element type, the lhs's last
// dimension equal to the rhs's first, the result their other dimensions) and `stablehlo.broadcast`
// (the result is `sizes` followed by the operand's shape), checked before `stablehlo-decompose`
// rewrites them.

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0404]: `stablehlo.dot` contracts the lhs's last dimension (3) with the rhs's first (2), which differ
func.func @contracting_sizes(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0404]: `stablehlo.dot` takes operands of rank 1 or 2, found ranks 3 and 1
func.func @rank_three(%a: tensor<1x2x3xf32>, %b: tensor<3xf32>) -> tensor<1x2xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<1x2x3xf32>, tensor<3xf32>) -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0402]: `stablehlo.dot`'s operands must have one element type, found f32 and f16
func.func @element_types(%a: tensor<3xf32>, %b: tensor<3xf16>) -> tensor<f32> {
  %0 = stablehlo.dot %a, %b : (tensor<3xf32>, tensor<3xf16>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0404]: `stablehlo.dot` should produce tensor<2x4xf32>, but its result type is tensor<2x5xf32>
func.func @wrong_result(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x5xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0405]: `stablehlo.broadcast` should produce tensor<3x2xi32>, but its result type is tensor<2x3xi32>
func.func @broadcast_result(%x: tensor<2xi32>) -> tensor<2x3xi32> {
  %0 = stablehlo.broadcast %x, sizes = [3] : (tensor<2xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
