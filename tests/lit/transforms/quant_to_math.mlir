// RUN: irc opt --pass-pipeline=quant-to-math --split-input-file %s | FileCheck %s

// quant-to-math: quantized tensors become their storage type (in the signature too); quantize is
// x / scale + zero_point, clamped to the storage range, rounded to even, converted; per-axis
// parameters are broadcast along the quantization dimension.

// CHECK-LABEL: func.func @per_axis(%arg0: tensor<2x3xf32>) -> tensor<2x3xi8>
// CHECK: %[[S:.+]] = stablehlo.constant dense<[5.000000e-01, 2.000000e+00]> : tensor<2xf32>
// CHECK: %[[SB:.+]] = stablehlo.broadcast_in_dim %[[S]], dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
// CHECK: %[[D:.+]] = stablehlo.divide %arg0, %[[SB]] : tensor<2x3xf32>
// CHECK: %[[Z:.+]] = stablehlo.constant dense<[1.000000e+00, -1.000000e+00]> : tensor<2xf32>
// CHECK: %[[ZB:.+]] = stablehlo.broadcast_in_dim %[[Z]], dims = [0]
// CHECK: %[[A:.+]] = stablehlo.add %[[D]], %[[ZB]]
// CHECK: %[[LO:.+]] = stablehlo.constant dense<-1.280000e+02> : tensor<f32>
// CHECK: %[[HI:.+]] = stablehlo.constant dense<1.270000e+02> : tensor<f32>
// CHECK: %[[C:.+]] = stablehlo.clamp %[[LO]], %[[A]], %[[HI]]
// CHECK: %[[R:.+]] = stablehlo.round_nearest_even %[[C]]
// CHECK: %[[Q:.+]] = stablehlo.convert %[[R]] : (tensor<2x3xf32>) -> tensor<2x3xi8>
// CHECK: return %[[Q]] : tensor<2x3xi8>
func.func @per_axis(%x: tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1,2.0:-1}>> {
  %q = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1,2.0:-1}>>
  func.return %q : tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1,2.0:-1}>>
}

// -----

// Dequantize subtracts the zero point in i32 and scales in the expressed type; a bitcast to the
// storage type and a data movement op leave the integers as they are.
// CHECK-LABEL: func.func @dequantize(%arg0: tensor<2xi8>) -> (tensor<2xf32>, tensor<2xi8>)
// CHECK: %[[W:.+]] = stablehlo.convert %arg0 : (tensor<2xi8>) -> tensor<2xi32>
// CHECK: %[[Z:.+]] = stablehlo.constant dense<3> : tensor<2xi32>
// CHECK: %[[S:.+]] = stablehlo.subtract %[[W]], %[[Z]] : tensor<2xi32>
// CHECK: %[[F:.+]] = stablehlo.convert %[[S]] : (tensor<2xi32>) -> tensor<2xf32>
// CHECK: %[[SC:.+]] = stablehlo.constant dense<5.000000e-01> : tensor<2xf32>
// CHECK: %[[M:.+]] = stablehlo.multiply %[[F]], %[[SC]] : tensor<2xf32>
// CHECK: %[[REV:.+]] = stablehlo.reverse %arg0, dims = [0] : tensor<2xi8>
// CHECK: return %[[M]], %[[REV]] : tensor<2xf32>, tensor<2xi8>
func.func @dequantize(%x: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> (tensor<2xf32>, tensor<2xi8>) {
  %d = stablehlo.uniform_dequantize %x : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32>
  %r = stablehlo.reverse %x, dims = [0] : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %b = stablehlo.bitcast_convert %r : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi8>
  func.return %d, %b : tensor<2xf32>, tensor<2xi8>
}
