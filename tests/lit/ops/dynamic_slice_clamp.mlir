// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// dynamic_slice prints `%x, %i, %j, sizes = [..] : functional-type`;
// dynamic_update_slice always prints a functional type; clamp prints one type
// when min, operand, max and result agree and a functional type otherwise.

// CHECK-LABEL: func.func @dynamic_slices(
// CHECK-SAME: %[[M:[^:]+]]: tensor<4x4xf32>, %[[U:[^:]+]]: tensor<2x2xf32>, %[[I:[^:]+]]: tensor<i32>, %[[J:[^:]+]]: tensor<i64>)
func.func @dynamic_slices(%m: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>, %j: tensor<i64>) -> (tensor<2x2xf32>, tensor<1x4xf32>, tensor<4x4xf32>) {
  // CHECK-NEXT: %[[D0:.+]] = stablehlo.dynamic_slice %[[M]], %[[I]], %[[I]], sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  %0 = stablehlo.dynamic_slice %m, %i, %i, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %[[D1:.+]] = stablehlo.dynamic_slice %[[M]], %[[J]], %[[J]], sizes = [1, 4] : (tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
  %1 = stablehlo.dynamic_slice %m, %j, %j, sizes = [1, 4] : (tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
  // CHECK-NEXT: %[[D2:.+]] = stablehlo.dynamic_update_slice %[[M]], %[[U]], %[[I]], %[[I]] : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  %2 = stablehlo.dynamic_update_slice %m, %u, %i, %i : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  // CHECK-NEXT: return %[[D0]], %[[D1]], %[[D2]] : tensor<2x2xf32>, tensor<1x4xf32>, tensor<4x4xf32>
  return %0, %1, %2 : tensor<2x2xf32>, tensor<1x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clamp(
// CHECK-SAME: %[[LO:[^:]+]]: tensor<4xf32>, %[[X:[^:]+]]: tensor<4xf32>, %[[HI:[^:]+]]: tensor<4xf32>, %[[SLO:[^:]+]]: tensor<f32>, %[[SHI:[^:]+]]: tensor<f32>)
func.func @clamp(%lo: tensor<4xf32>, %x: tensor<4xf32>, %hi: tensor<4xf32>, %slo: tensor<f32>, %shi: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NEXT: %[[C0:.+]] = stablehlo.clamp %[[LO]], %[[X]], %[[HI]] : tensor<4xf32>
  %0 = stablehlo.clamp %lo, %x, %hi : tensor<4xf32>
  // CHECK-NEXT: %[[C1:.+]] = stablehlo.clamp %[[SLO]], %[[C0]], %[[SHI]] : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.clamp %slo, %0, %shi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK-NEXT: return %[[C0]], %[[C1]] : tensor<4xf32>, tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
