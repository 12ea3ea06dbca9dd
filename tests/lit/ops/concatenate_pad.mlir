// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// concatenate prints `%a, %b, ..., dim = N : functional-type`; pad prints
// `%x, %value, low = [..], high = [..], interior = [..] : functional-type`.

// CHECK-LABEL: func.func @concatenate(
// CHECK-SAME: %[[A:[^:]+]]: tensor<2x3xf32>, %[[B:[^:]+]]: tensor<1x3xf32>, %[[C:[^:]+]]: tensor<2x1xf32>)
func.func @concatenate(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %c: tensor<2x1xf32>) -> (tensor<3x3xf32>, tensor<2x5xf32>, tensor<2x3xf32>) {
  // CHECK-NEXT: %[[C0:.+]] = stablehlo.concatenate %[[A]], %[[B]], dim = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  // CHECK-NEXT: %[[C1:.+]] = stablehlo.concatenate %[[C]], %[[A]], %[[C]], dim = 1 : (tensor<2x1xf32>, tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
  %1 = stablehlo.concatenate %c, %a, %c, dim = 1 : (tensor<2x1xf32>, tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
  // A single operand still prints the functional type.
  // CHECK-NEXT: %[[C2:.+]] = stablehlo.concatenate %[[A]], dim = 0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.concatenate %a, dim = 0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: return %[[C0]], %[[C1]], %[[C2]] : tensor<3x3xf32>, tensor<2x5xf32>, tensor<2x3xf32>
  return %0, %1, %2 : tensor<3x3xf32>, tensor<2x5xf32>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @pad(
// CHECK-SAME: %[[X:[^:]+]]: tensor<2x3xf32>, %[[V:[^:]+]]: tensor<f32>, %[[Y:[^:]+]]: tensor<4xi32>, %[[W:[^:]+]]: tensor<i32>)
func.func @pad(%x: tensor<2x3xf32>, %v: tensor<f32>, %y: tensor<4xi32>, %w: tensor<i32>) -> (tensor<5x6xf32>, tensor<3xi32>, tensor<2x3xf32>) {
  // CHECK-NEXT: %[[P0:.+]] = stablehlo.pad %[[X]], %[[V]], low = [1, 0], high = [2, 1], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x6xf32>
  %0 = stablehlo.pad %x, %v, low = [1, 0], high = [2, 1], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x6xf32>
  // Negative edge padding removes elements.
  // CHECK-NEXT: %[[P1:.+]] = stablehlo.pad %[[Y]], %[[W]], low = [-1], high = [0], interior = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<3xi32>
  %1 = stablehlo.pad %y, %w, low = [-1], high = [0], interior = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<3xi32>
  // CHECK-NEXT: %[[P2:.+]] = stablehlo.pad %[[X]], %[[V]], low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %2 = "stablehlo.pad"(%x, %v) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  // CHECK-NEXT: return %[[P0]], %[[P1]], %[[P2]] : tensor<5x6xf32>, tensor<3xi32>, tensor<2x3xf32>
  return %0, %1, %2 : tensor<5x6xf32>, tensor<3xi32>, tensor<2x3xf32>
}
