// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// slice prints `[start:limit:stride, ...]`, leaving out strides of 1.

// CHECK-LABEL: func.func @slice(
// CHECK-SAME: %[[M:[^:]+]]: tensor<4x4xf32>, %[[S:[^:]+]]: tensor<f32>, %[[T:[^:]+]]: tensor<1x128x384xf32>)
func.func @slice(%m: tensor<4x4xf32>, %s: tensor<f32>, %t: tensor<1x128x384xf32>) -> (tensor<2x2xf32>, tensor<1x2xf32>, tensor<f32>, tensor<0x4xf32>, tensor<1x128x128xf32>, tensor<4x4xf32>) {
  // CHECK-NEXT: %[[S0:.+]] = stablehlo.slice %[[M]] [0:4:2, 1:3] : (tensor<4x4xf32>) -> tensor<2x2xf32>
  %0 = stablehlo.slice %m [0:4:2, 1:3] : (tensor<4x4xf32>) -> tensor<2x2xf32>
  // An explicit stride of 1 is dropped.
  // CHECK-NEXT: %[[S1:.+]] = stablehlo.slice %[[M]] [1:2, 0:4:3] : (tensor<4x4xf32>) -> tensor<1x2xf32>
  %1 = stablehlo.slice %m [1:2:1, 0:4:3] : (tensor<4x4xf32>) -> tensor<1x2xf32>
  // A rank-0 slice has an empty range list.
  // CHECK-NEXT: %[[S2:.+]] = stablehlo.slice %[[S]] [] : (tensor<f32>) -> tensor<f32>
  %2 = stablehlo.slice %s [] : (tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: %[[S3:.+]] = stablehlo.slice %[[M]] [2:2, 0:4] : (tensor<4x4xf32>) -> tensor<0x4xf32>
  %3 = stablehlo.slice %m [2:2, 0:4] : (tensor<4x4xf32>) -> tensor<0x4xf32>
  // CHECK-NEXT: %[[S4:.+]] = stablehlo.slice %[[T]] [0:1, 0:128, 256:384] : (tensor<1x128x384xf32>) -> tensor<1x128x128xf32>
  %4 = stablehlo.slice %t [0:1, 0:128, 256:384] : (tensor<1x128x384xf32>) -> tensor<1x128x128xf32>
  // The generic form with its three index arrays prints as ranges.
  // CHECK-NEXT: %[[S5:.+]] = stablehlo.slice %[[M]] [0:4, 0:4] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %5 = "stablehlo.slice"(%m) <{limit_indices = array<i64: 4, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK-NEXT: return %[[S0]], %[[S1]], %[[S2]], %[[S3]], %[[S4]], %[[S5]] :
  return %0, %1, %2, %3, %4, %5 : tensor<2x2xf32>, tensor<1x2xf32>, tensor<f32>, tensor<0x4xf32>, tensor<1x128x128xf32>, tensor<4x4xf32>
}
