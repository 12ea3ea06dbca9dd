// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// chlo.square prints `chlo.square %x : operand-type -> result-type`, even
// when both types are equal, and its generic form prints the same way.

// CHECK-LABEL: func.func @square(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x128x128xf32>, %[[S:[^:]+]]: tensor<f64>, %[[H:[^:]+]]: tensor<4xbf16>)
func.func @square(%x: tensor<1x128x128xf32>, %s: tensor<f64>, %h: tensor<4xbf16>) -> (tensor<1x128x128xf32>, tensor<f64>, tensor<4xbf16>) {
  // CHECK-NEXT: %[[SQ:.+]] = chlo.square %[[X]] : tensor<1x128x128xf32> -> tensor<1x128x128xf32>
  %0 = chlo.square %x : tensor<1x128x128xf32> -> tensor<1x128x128xf32>
  // CHECK-NEXT: %[[SQ2:.+]] = chlo.square %[[SQ]] : tensor<1x128x128xf32> -> tensor<1x128x128xf32>
  %1 = chlo.square %0 : tensor<1x128x128xf32> -> tensor<1x128x128xf32>
  // CHECK-NEXT: %[[SCALAR:.+]] = chlo.square %[[S]] : tensor<f64> -> tensor<f64>
  %2 = chlo.square %s : tensor<f64> -> tensor<f64>
  // CHECK-NEXT: %[[HALF:.+]] = chlo.square %[[H]] : tensor<4xbf16> -> tensor<4xbf16>
  %3 = chlo.square %h : tensor<4xbf16> -> tensor<4xbf16>
  // CHECK-NEXT: return %[[SQ2]], %[[SCALAR]], %[[HALF]] : tensor<1x128x128xf32>, tensor<f64>, tensor<4xbf16>
  return %1, %2, %3 : tensor<1x128x128xf32>, tensor<f64>, tensor<4xbf16>
}

// CHECK-LABEL: func.func @square_generic(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4xf32>
func.func @square_generic(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %[[R:.+]] = chlo.square %[[X]] : tensor<4xf32> -> tensor<4xf32>
  %0 = "chlo.square"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %[[R2:.+]] = stablehlo.multiply %[[R]], %[[X]] : tensor<4xf32>
  %1 = stablehlo.multiply %0, %x : tensor<4xf32>
  // CHECK-NEXT: return %[[R2]] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
