// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// reduce_window has no pretty form. Its body's block arguments continue the
// function's %argN numbering, and body values continue after the last value
// of the function body.

// CHECK-LABEL: func.func @max_pool(
// CHECK-SAME: %arg0: tensor<8x28x28x8xf32>) -> tensor<8x14x14x8xf32> {
// CHECK-NEXT:    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT:    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
// CHECK-NEXT:    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT:      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %2 : tensor<f32>
// CHECK-NEXT:    }) : (tensor<8x28x28x8xf32>, tensor<f32>) -> tensor<8x14x14x8xf32>
// CHECK-NEXT:    %1 = stablehlo.negate %0 : tensor<8x14x14x8xf32>
// CHECK-NEXT:    return %1 : tensor<8x14x14x8xf32>
// CHECK-NEXT:  }
func.func @max_pool(%x: tensor<8x28x28x8xf32>) -> tensor<8x14x14x8xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<8x28x28x8xf32>, tensor<f32>) -> tensor<8x14x14x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x14x14x8xf32>
  return %1 : tensor<8x14x14x8xf32>
}

// A padded sum window with only the required attributes; a non-splat padding
// prints as nested lists.
// CHECK-LABEL: func.func @padded_sum(
// CHECK-NEXT:    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{padding = dense<{{\[\[}}0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>}> ({
// CHECK-NEXT:    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
// CHECK-NEXT:      %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %1 : tensor<f32>
// CHECK-NEXT:    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
func.func @padded_sum(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %zero) <{window_dimensions = array<i64: 1, 3>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
