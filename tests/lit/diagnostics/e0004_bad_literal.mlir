// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0004: a literal that does not fit its type. Errors in a dense literal are
// reported at `dense`, as MLIR does; a scalar literal at the number itself.

// CHECK: {{.*}}e0004_bad_literal.mlir:8:27: error[E0004]:
func.func @int_out_of_range() -> tensor<i8> {
  %0 = stablehlo.constant dense<300> : tensor<i8>
  return %0 : tensor<i8>
}

// -----

// CHECK: {{.*}}e0004_bad_literal.mlir:16:27: error[E0004]:
func.func @element_count() -> tensor<2xi32> {
  %0 = stablehlo.constant dense<[1, 2, 3]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// Nine hex digits are too wide for an f32 bit pattern.
// CHECK: {{.*}}e0004_bad_literal.mlir:25:27: error[E0004]:
func.func @hex_width() -> tensor<f32> {
  %0 = stablehlo.constant dense<0x7F8000000> : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK: {{.*}}e0004_bad_literal.mlir:33:23: error[E0004]:
func.func @scalar_out_of_range() -> i8 {
  %c = arith.constant 300 : i8
  return %c : i8
}

// -----

// CHECK: {{.*}}e0004_bad_literal.mlir:41:29: error[E0004]:
func.func @huge_dimension() -> tensor<4xi32> {
  %0 = stablehlo.iota dim = 99999999999999999999 : tensor<4xi32>
  return %0 : tensor<4xi32>
}
