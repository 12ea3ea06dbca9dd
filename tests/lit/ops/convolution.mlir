// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// convolution prints `(%lhs, %rhs) dim_numbers = LAYOUTS, window = {...}`
// followed by the remaining attributes and a functional type. The window
// entries print in the order stride, pad, lhs_dilate, rhs_dilate, reverse, and
// only those present; `window = {}` prints even when none is.

// CHECK-LABEL: func.func @nhwc(
// CHECK-SAME: %[[IN:[^:]+]]: tensor<8x28x28x1xf32>, %[[K:[^:]+]]: tensor<3x3x1x8xf32>)
func.func @nhwc(%in: tensor<8x28x28x1xf32>, %k: tensor<3x3x1x8xf32>) -> tensor<8x28x28x8xf32> {
  // CHECK-NEXT: %[[C:.+]] = stablehlo.convolution(%[[IN]], %[[K]]) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<8x28x28x8xf32>
  %0 = stablehlo.convolution(%in, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<8x28x28x8xf32>
  // CHECK-NEXT: return %[[C]] : tensor<8x28x28x8xf32>
  return %0 : tensor<8x28x28x8xf32>
}

// NCHW with a strided window and no padding entry.
// CHECK-LABEL: func.func @nchw_strided(
func.func @nchw_strided(%in: tensor<1x3x8x8xf32>, %k: tensor<16x3x3x3xf32>) -> tensor<1x16x3x3xf32> {
  // CHECK-NEXT: %[[C:.+]] = stablehlo.convolution(%{{.+}}, %{{.+}}) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x3x3xf32>
  %0 = stablehlo.convolution(%in, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x3x3xf32>
  // CHECK-NEXT: return %[[C]] : tensor<1x16x3x3xf32>
  return %0 : tensor<1x16x3x3xf32>
}

// A 1x1 convolution with no window attributes at all, written without the
// window clause.
// CHECK-LABEL: func.func @pointwise(
func.func @pointwise(%in: tensor<1x4x4x2xf32>, %k: tensor<1x1x2x5xf32>) -> tensor<1x4x4x5xf32> {
  // CHECK-NEXT: %[[C:.+]] = stablehlo.convolution(%{{.+}}, %{{.+}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<1x1x2x5xf32>) -> tensor<1x4x4x5xf32>
  %0 = stablehlo.convolution(%in, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f] {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<1x1x2x5xf32>) -> tensor<1x4x4x5xf32>
  // CHECK-NEXT: return %[[C]] : tensor<1x4x4x5xf32>
  return %0 : tensor<1x4x4x5xf32>
}

// One spatial dimension, asymmetric padding and a dilated kernel.
// CHECK-LABEL: func.func @conv1d(
func.func @conv1d(%in: tensor<2x10x4xf32>, %k: tensor<3x4x6xf32>) -> tensor<2x7x6xf32> {
  // CHECK-NEXT: %[[C:.+]] = stablehlo.convolution(%{{.+}}, %{{.+}}) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = {{\[\[}}0, 1]], rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x4xf32>, tensor<3x4x6xf32>) -> tensor<2x7x6xf32>
  %0 = stablehlo.convolution(%in, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 1]], rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x4xf32>, tensor<3x4x6xf32>) -> tensor<2x7x6xf32>
  // CHECK-NEXT: return %[[C]] : tensor<2x7x6xf32>
  return %0 : tensor<2x7x6xf32>
}

// The generic form, with #stablehlo.conv and dense attributes, prints pretty.
// CHECK-LABEL: func.func @generic(
func.func @generic(%in: tensor<1x5x5x1xf32>, %k: tensor<2x2x1x1xf32>) -> tensor<1x5x5x1xf32> {
  // CHECK-NEXT: %[[C:.+]] = stablehlo.convolution(%{{.+}}, %{{.+}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}0, 1], [1, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x5x5x1xf32>
  %0 = "stablehlo.convolution"(%in, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<1x5x5x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x5x5x1xf32>
  // CHECK-NEXT: return %[[C]] : tensor<1x5x5x1xf32>
  return %0 : tensor<1x5x5x1xf32>
}
