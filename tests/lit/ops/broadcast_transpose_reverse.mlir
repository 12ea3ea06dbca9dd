// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// broadcast_in_dim and transpose always print a functional type; reverse
// prints one type. All three print their dimensions as `dims = [...]`.

// CHECK-LABEL: func.func @broadcast(
// CHECK-SAME: %[[V:[^:]+]]: tensor<3xf32>, %[[S:[^:]+]]: tensor<f32>, %[[U:[^:]+]]: tensor<1x3xi32>)
func.func @broadcast(%v: tensor<3xf32>, %s: tensor<f32>, %u: tensor<1x3xi32>) -> (tensor<2x3xf32>, tensor<4x3xf32>, tensor<5x3xi32>, tensor<f32>, tensor<3x2xf32>) {
  // CHECK-NEXT: %[[B0:.+]] = stablehlo.broadcast_in_dim %[[V]], dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %0 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %[[B1:.+]] = stablehlo.broadcast_in_dim %[[S]], dims = [] : (tensor<f32>) -> tensor<4x3xf32>
  %1 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
  // CHECK-NEXT: %[[B2:.+]] = stablehlo.broadcast_in_dim %[[U]], dims = [0, 1] : (tensor<1x3xi32>) -> tensor<5x3xi32>
  %2 = stablehlo.broadcast_in_dim %u, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<5x3xi32>
  // A broadcast to the operand's own type still prints the functional type.
  // CHECK-NEXT: %[[B3:.+]] = stablehlo.broadcast_in_dim %[[S]], dims = [] : (tensor<f32>) -> tensor<f32>
  %3 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: %[[B4:.+]] = stablehlo.broadcast_in_dim %[[V]], dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
  %4 = stablehlo.broadcast_in_dim %v, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
  // CHECK-NEXT: return %[[B0]], %[[B1]], %[[B2]], %[[B3]], %[[B4]] :
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<4x3xf32>, tensor<5x3xi32>, tensor<f32>, tensor<3x2xf32>
}

// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %[[M:[^:]+]]: tensor<2x3xf32>, %[[T:[^:]+]]: tensor<2x3x4xi8>)
func.func @transpose(%m: tensor<2x3xf32>, %t: tensor<2x3x4xi8>) -> (tensor<3x2xf32>, tensor<4x2x3xi8>, tensor<2x3xf32>) {
  // CHECK-NEXT: %[[T0:.+]] = stablehlo.transpose %[[M]], dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %0 = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // CHECK-NEXT: %[[T1:.+]] = stablehlo.transpose %[[T]], dims = [2, 0, 1] : (tensor<2x3x4xi8>) -> tensor<4x2x3xi8>
  %1 = stablehlo.transpose %t, dims = [2, 0, 1] : (tensor<2x3x4xi8>) -> tensor<4x2x3xi8>
  // CHECK-NEXT: %[[T2:.+]] = stablehlo.transpose %[[M]], dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.transpose %m, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: return %[[T0]], %[[T1]], %[[T2]] : tensor<3x2xf32>, tensor<4x2x3xi8>, tensor<2x3xf32>
  return %0, %1, %2 : tensor<3x2xf32>, tensor<4x2x3xi8>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @reverse(
// CHECK-SAME: %[[M:[^:]+]]: tensor<2x3xf32>)
func.func @reverse(%m: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  // CHECK-NEXT: %[[R0:.+]] = stablehlo.reverse %[[M]], dims = [0, 1] : tensor<2x3xf32>
  %0 = stablehlo.reverse %m, dims = [0, 1] : tensor<2x3xf32>
  // CHECK-NEXT: %[[R1:.+]] = stablehlo.reverse %[[R0]], dims = [1] : tensor<2x3xf32>
  %1 = stablehlo.reverse %0, dims = [1] : tensor<2x3xf32>
  // CHECK-NEXT: return %[[R0]], %[[R1]] : tensor<2x3xf32>, tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}
