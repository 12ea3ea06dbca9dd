// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// Quantized types: the specification's constraints on quantized element types (checked as the
// type is read, E0005) and on each op's quantized operands and results (E0402), each message
// naming the constraint; forms the specification defines but the compiler does not run yet are
// E0414.

// CHECK: quantized.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error[E0005]: zero point 200 outside the storage range [-128, 127] (C7)
func.func @zero_point(%a: tensor<2x!quant.uniform<i8:f32, 1.0:200>>) {
  func.return
}

// -----

// CHECK: quantized.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error[E0005]: scale -1.000000e+00 is not positive and finite (C5, C6)
func.func @scale(%a: tensor<2x!quant.uniform<i8:f32, -1.0>>) {
  func.return
}

// -----

// CHECK: quantized.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error[E0005]: illegal storage type minimum: -129 (C3
func.func @range(%a: tensor<2x!quant.uniform<i8<-129:127>:f32, 1.0>>) {
  func.return
}

// -----

// CHECK: quantized.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error[E0005]: dimension 0 of `tensor<3x!quant.uniform<i8:f32:0, {1.0,2.0}>>` has size 3 but the type has 2 scales (C13)
func.func @scales_count(%a: tensor<3x!quant.uniform<i8:f32:0, {1.0,2.0}>>) {
  func.return
}

// -----

// CHECK: quantized.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error[E0005]: quantization dimension 1 is not below the rank 1
func.func @axis(%a: tensor<3x!quant.uniform<i8:f32:1, {1.0,2.0,3.0}>>) {
  func.return
}

// -----

func.func @quantize(%x: tensor<2xf32>, %h: tensor<2xf16>, %q: tensor<2x!quant.uniform<i8:f32, 1.0>>) {
  // CHECK: quantized.mlir:[[# @LINE + 1]]:3: error[E0402]: the result's expressed type f16 is not the operand's f32 (C2 of stablehlo.uniform_quantize)
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f16, 1.0>>
  // CHECK: quantized.mlir:[[# @LINE + 1]]:3: error[E0402]: shapes of `tensor<2xf32>` and `tensor<3x!quant.uniform<i8:f32, 1.000000e+00>>` differ (C1 of stablehlo.uniform_quantize)
  %1 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<3x!quant.uniform<i8:f32, 1.0>>
  // CHECK: quantized.mlir:[[# @LINE + 1]]:3: error[E0402]: the result `tensor<2xf32>` is not a quantized tensor (I1 of stablehlo.uniform_quantize)
  %2 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2xf32>
  // CHECK: quantized.mlir:[[# @LINE + 1]]:3: error[E0402]: the result `tensor<2xf16>` is not a tensor of the expressed type f32 (C2 of stablehlo.uniform_dequantize)
  %3 = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2xf16>
  func.return
}

// -----

func.func @ops(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>, %b: tensor<2x!quant.uniform<i16:f32, 1.0>>, %f: tensor<2xf32>, %w: tensor<2x2x!quant.uniform<i8:f32, 1.0:3>>, %v: tensor<2x2x!quant.uniform<i8:f32:1, {1.0,1.0}>>) {
  // CHECK: quantized.mlir:[[# @LINE + 1]]:3: error[E0402]: storage types of `tensor<2x!quant.uniform<i16:f32, 1.000000e+00>>` and the first quantized operand differ (C3 of stablehlo.add)
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2x!quant.uniform<i16:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  // CHECK: quantized.mlir:[[# @LINE + 1]]:3: error[E0402]: `tensor<2xf32>` is not quantized while another operand or result is (C2 of stablehlo.add)
  %1 = stablehlo.add %a, %f : (tensor<2x!quant.uniform<i8:f32, 1.0>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  // CHECK: quantized.mlir:[[# @LINE + 1]]:3: error[E0402]: `stablehlo.and` does not take quantized tensors
  %2 = stablehlo.and %a, %a : tensor<2x!quant.uniform<i8:f32, 1.0>>
  // CHECK: quantized.mlir:[[# @LINE + 1]]:3: error[E0402]: the rhs `tensor<2x2x!quant.uniform<i8:f32, 1.000000e+00:3>>` has a non-zero zero point (C15 of stablehlo.dot_general)
  %3 = stablehlo.dot_general %f, %w, contracting_dims = [0] x [0] : (tensor<2xf32>, tensor<2x2x!quant.uniform<i8:f32, 1.0:3>>) -> tensor<2xf32>
  // CHECK: quantized.mlir:[[# @LINE + 1]]:3: error[E0402]: the rhs is quantized along a contracting dimension (1) (C16 of stablehlo.dot_general)
  %4 = stablehlo.dot_general %f, %v, contracting_dims = [0] x [1] : (tensor<2xf32>, tensor<2x2x!quant.uniform<i8:f32:1, {1.0,1.0}>>) -> tensor<2xf32>
  // CHECK: quantized.mlir:[[# @LINE + 1]]:3: error[E0402]: element types of `tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>` and the result `tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>` differ
  %5 = stablehlo.reverse %a, dims = [0] : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  func.return
}
