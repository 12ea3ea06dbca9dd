// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0411: invalid convolution dimension numbers, window or group counts,
// reported at the op.

// Two spatial dimensions in the layouts, rank-3 operands.
// CHECK: {{.*}}e0411_conv_dims.mlir:9:3: error[E0411]:
func.func @rank(%in: tensor<1x8x3xf32>, %k: tensor<3x3x4xf32>) -> tensor<1x6x4xf32> {
  %0 = stablehlo.convolution(%in, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x3xf32>, tensor<3x3x4xf32>) -> tensor<1x6x4xf32>
  return %0 : tensor<1x6x4xf32>
}

// -----

// The kernel's input features (2) differ from the input's features (3).
// CHECK: {{.*}}e0411_conv_dims.mlir:18:3: error[E0411]:
func.func @features(%in: tensor<1x8x8x3xf32>, %k: tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32> {
  %1 = stablehlo.convolution(%in, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  return %1 : tensor<1x6x6x4xf32>
}

// -----

// Window strides for three spatial dimensions, the layout has two.
// CHECK: {{.*}}e0411_conv_dims.mlir:27:3: error[E0411]:
func.func @window(%in: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  %2 = stablehlo.convolution(%in, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return %2 : tensor<1x6x6x4xf32>
}

// -----

// An 8x8 input and a 3x3 kernel without padding give 6x6, not 8x8.
// CHECK: {{.*}}e0411_conv_dims.mlir:36:3: error[E0411]:
func.func @result(%in: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
  %3 = stablehlo.convolution(%in, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  return %3 : tensor<1x8x8x4xf32>
}
