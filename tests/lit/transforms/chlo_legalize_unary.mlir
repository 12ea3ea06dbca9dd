// RUN: irc opt --pass-pipeline=chlo-legalize-to-stablehlo %s | FileCheck %s

// chlo-legalize-to-stablehlo rewrites each CHLO op into the StableHLO ops of StableHLO's own
// decomposition; no CHLO op is left.

// CHECK-NOT: chlo.

// CHECK-LABEL: func.func @square(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4xf32>
// CHECK-NEXT: %[[R:.+]] = stablehlo.multiply %[[X]], %[[X]] : tensor<4xf32>
// CHECK-NEXT: return %[[R]]
func.func @square(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.square %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// is_inf(x) = |x| == +inf.
// CHECK-LABEL: func.func @is_inf(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4xf32>
// CHECK-NEXT: %[[A:.+]] = stablehlo.abs %[[X]] : tensor<4xf32>
// CHECK-NEXT: %[[INF:.+]] = stablehlo.constant dense<0x7F800000> : tensor<4xf32>
// CHECK-NEXT: %[[R:.+]] = stablehlo.compare EQ, %[[A]], %[[INF]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: return %[[R]]
func.func @is_inf(%x: tensor<4xf32>) -> tensor<4xi1> {
  %0 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// The conjugate of a real tensor is the tensor; tan is StableHLO's tan.
// CHECK-LABEL: func.func @conj_tan(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4xf64>
// CHECK-NEXT: %[[T:.+]] = stablehlo.tan %[[X]] : tensor<4xf64>
// CHECK-NEXT: return %[[X]], %[[T]]
func.func @conj_tan(%x: tensor<4xf64>) -> (tensor<4xf64>, tensor<4xf64>) {
  %0 = chlo.conj %x : tensor<4xf64> -> tensor<4xf64>
  %1 = chlo.tan %x : tensor<4xf64> -> tensor<4xf64>
  return %0, %1 : tensor<4xf64>, tensor<4xf64>
}

// f16 is computed in f32 and converted back, as StableHLO's materializeWithUpcast does.
// CHECK-LABEL: func.func @erf_f16(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4xf16>
// CHECK-NEXT: %[[W:.+]] = stablehlo.convert %[[X]] : (tensor<4xf16>) -> tensor<4xf32>
// CHECK: stablehlo.clamp %{{[a-z0-9_]+}}, %[[W]], %{{[a-z0-9_]+}} : tensor<4xf32>
// CHECK: %[[E:.+]] = stablehlo.clamp
// CHECK-NEXT: %[[R:.+]] = stablehlo.convert %[[E]] : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-NEXT: return %[[R]]
func.func @erf_f16(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = chlo.erf %x : tensor<4xf16> -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// lgamma uses Lanczos' sum, log1p, floor and sine (the reflection), and selects +inf at +-inf.
// CHECK-LABEL: func.func @lgamma(
// CHECK: stablehlo.log_plus_one
// CHECK: stablehlo.floor
// CHECK: stablehlo.sine
// CHECK: stablehlo.select
// CHECK: return %{{.+}} : tensor<3xf64>
func.func @lgamma(%x: tensor<3xf64>) -> tensor<3xf64> {
  %0 = chlo.lgamma %x : tensor<3xf64> -> tensor<3xf64>
  return %0 : tensor<3xf64>
}

// Complex asin: the kernel's result is reassembled with stablehlo.complex.
// CHECK-LABEL: func.func @asin_complex(
// CHECK-SAME: %[[Z:[^:]+]]: tensor<2xcomplex<f32>>
// CHECK: stablehlo.real %[[Z]] : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK: stablehlo.atan2
// CHECK: %[[R:.+]] = stablehlo.complex {{.*}} : tensor<2xcomplex<f32>>
// CHECK-NEXT: return %[[R]]
func.func @asin_complex(%z: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = chlo.asin %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
