// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// The compiled path runs the same checks, with the JIT and without:
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// VM-NOT: error
// VM: irvm: 4 of 4 functions passed

// bitcast_convert between widths: the wider side has one dimension more or less, and the bits are
// packed little-endian (the first narrow element holds the lowest bits), as the spec's example
// and StableHLO's bitcastConvertOneToMany/ManyToOne say. Expected values by hand.
// CHECK: irc: 4 function(s) ran in 1 case(s): 4 passed, 0 failed

// 1.0f is 0x3F800000: bytes 00 00 80 3F.
func.func @f32_to_bytes() {
  %x = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %b = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2x4xui8>
  check.expect_eq_const %b, dense<[[0, 0, 128, 63], [0, 0, 0, 192]]> : tensor<2x4xui8>
  %back = stablehlo.bitcast_convert %b : (tensor<2x4xui8>) -> tensor<2xf32>
  check.expect_eq_const %back, dense<[1.0, -2.0]> : tensor<2xf32>
  func.return
}

// The spec's example: f64 0x0123456789ABCDEF is [0xCDEF, 0x89AB, 0x4567, 0x0123] as 16-bit words.
func.func @f64_to_words() {
  %x = stablehlo.constant dense<0x0123456789ABCDEF> : tensor<f64>
  %w = stablehlo.bitcast_convert %x : (tensor<f64>) -> tensor<4xi16>
  check.expect_eq_const %w, dense<[-12817, -30293, 17767, 291]> : tensor<4xi16>
  func.return
}

// Two i16 words make one i32: 0x0002_0001 = 131073.
func.func @words_to_i32() {
  %w = stablehlo.constant dense<[[1, 2], [-1, -1]]> : tensor<2x2xi16>
  %x = stablehlo.bitcast_convert %w : (tensor<2x2xi16>) -> tensor<2xi32>
  check.expect_eq_const %x, dense<[131073, -1]> : tensor<2xi32>
  func.return
}

// i1 is one bit: 8 booleans make a byte, the first the lowest bit (0b00000101 = 5).
func.func @bits_to_byte() {
  %b = stablehlo.constant dense<[true, false, true, false, false, false, false, false]> : tensor<8xi1>
  %x = stablehlo.bitcast_convert %b : (tensor<8xi1>) -> tensor<ui8>
  check.expect_eq_const %x, dense<5> : tensor<ui8>
  %h = stablehlo.constant dense<1.0> : tensor<f16>
  %hb = stablehlo.bitcast_convert %h : (tensor<f16>) -> tensor<16xi1>
  // 1.0 in f16 is 0x3C00: bits 10 to 13 are set.
  check.expect_eq_const %hb, dense<[false, false, false, false, false, false, false, false, false, false, true, true, true, true, false, false]> : tensor<16xi1>
  func.return
}
