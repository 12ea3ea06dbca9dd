// RUN: irc opt %s | FileCheck %s --strict-whitespace
// RUN: irc opt %s | irc opt - | FileCheck %s --strict-whitespace
// RUN: irc opt --mlir-print-op-generic %s | irc opt - | FileCheck %s --strict-whitespace

// Quantized element types print as MLIR prints them: scales as LLVM prints a double (`%e`), a
// zero point only when it is not 0, a storage range only when it is not the storage type's
// full one, `u8` for unsigned storage; per-axis parameters without spaces. What MLIR prints
// reads back byte for byte.

// CHECK-LABEL: func.func @types
// CHECK-SAME: (%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>, %arg1: tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:-30,5.000000e-01:-20}>>, %arg2: tensor<3x!quant.uniform<i8<-127:127>:f16, 2.000000e+02>>, %arg3: tensor<!quant.uniform<u8:bf16, 9.987200e-01:127>>, %arg4: tensor<1x2x!quant.uniform<i16:f32:1, {1.000000e+00,2.500000e-01:4}>>)
func.func @types(%a: tensor<2x!quant.uniform<i8:f32, 0.1:-30>>,
                 %b: tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.5:-20}>>,
                 %c: tensor<3x!quant.uniform<i8<-127:127>:f16, 2.0e+2>>,
                 %d: tensor<!quant.uniform<u8:bf16, 0.99872:127>>,
                 %e: tensor<1x2x!quant.uniform<si16<-32768:32767>:f32:1, {1.0:0,0.25:4}>>) {
  func.return
}

// CHECK-LABEL: func.func @ops
// CHECK-NEXT: {{^}}    %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>{{$}}
// CHECK-NEXT: {{^}}    %1 = stablehlo.add %0, %0 : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>{{$}}
// CHECK-NEXT: {{^}}    %2 = stablehlo.bitcast_convert %1 : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<2xi8>{{$}}
// CHECK-NEXT: {{^}}    %3 = stablehlo.uniform_dequantize %1 : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}    return %2, %3 : tensor<2xi8>, tensor<2xf32>{{$}}
func.func @ops(%x: tensor<2xf32>) -> (tensor<2xi8>, tensor<2xf32>) {
  %q = "stablehlo.uniform_quantize"(%x) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %s = "stablehlo.add"(%q, %q) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %b = "stablehlo.bitcast_convert"(%s) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi8>
  %d = "stablehlo.uniform_dequantize"(%s) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32>
  func.return %b, %d : tensor<2xi8>, tensor<2xf32>
}
