// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// dot_general prints `batching_dims = [..] x [..]` only when there are
// batching dimensions, always prints `contracting_dims`, and prints
// `precision = [..]` only when a precision config is present.

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A:[^:]+]]: tensor<2x3xf32>, %[[B:[^:]+]]: tensor<3x4xf32>)
func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  // CHECK-NEXT: %[[D0:.+]] = stablehlo.dot_general %[[A]], %[[B]], contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %[[D1:.+]] = stablehlo.dot_general %[[A]], %[[B]], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %[[D2:.+]] = stablehlo.dot_general %[[A]], %[[B]], contracting_dims = [1] x [0], precision = [HIGHEST, HIGH] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %2 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [HIGHEST, HIGH] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: return %[[D0]], %[[D1]], %[[D2]] :
  return %0, %1, %2 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}

// CHECK-LABEL: func.func @batched(
// CHECK-SAME: %[[Q:[^:]+]]: tensor<1x4x128x32xf32>, %[[K:[^:]+]]: tensor<1x4x128x32xf32>)
func.func @batched(%q: tensor<1x4x128x32xf32>, %k: tensor<1x4x128x32xf32>) -> tensor<1x4x128x128xf32> {
  // CHECK-NEXT: %[[S:.+]] = stablehlo.dot_general %[[Q]], %[[K]], batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x128x32xf32>, tensor<1x4x128x32xf32>) -> tensor<1x4x128x128xf32>
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x128x32xf32>, tensor<1x4x128x32xf32>) -> tensor<1x4x128x128xf32>
  // CHECK-NEXT: return %[[S]] : tensor<1x4x128x128xf32>
  return %0 : tensor<1x4x128x128xf32>
}

// An outer product has no contracting dimensions; the empty lists still print.
// CHECK-LABEL: func.func @outer(
func.func @outer(%x: tensor<2xf32>, %y: tensor<3xf32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %[[O:.+]] = stablehlo.dot_general %{{.+}}, %{{.+}}, contracting_dims = [] x [] : (tensor<2xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %0 = stablehlo.dot_general %x, %y, contracting_dims = [] x [] : (tensor<2xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: return %[[O]] : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// The generic form with #stablehlo.dot prints in the pretty form.
// CHECK-LABEL: func.func @generic(
// CHECK-SAME: %[[L:[^:]+]]: tensor<5x2x3xf32>, %[[R:[^:]+]]: tensor<5x3x4xf32>)
func.func @generic(%l: tensor<5x2x3xf32>, %r: tensor<5x3x4xf32>) -> tensor<5x2x4xf32> {
  // CHECK-NEXT: %[[G:.+]] = stablehlo.dot_general %[[L]], %[[R]], batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<5x2x4xf32>
  %0 = "stablehlo.dot_general"(%l, %r) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<5x2x4xf32>
  // CHECK-NEXT: return %[[G]] : tensor<5x2x4xf32>
  return %0 : tensor<5x2x4xf32>
}
