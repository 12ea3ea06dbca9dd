// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// The compiled path runs the same checks, with the JIT and without:
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// VM-NOT: error
// VM: irvm: 5 of 5 functions passed

// `convert` between element types: floats to integers round toward zero and saturate, NaN
// becomes 0 (APFloat's convertToInteger, as XLA does); to i1 anything nonzero (NaN too) is true;
// integers to floats round to nearest even; complex to real keeps the real part. By hand.
// CHECK: irc: 5 function(s) ran in 1 case(s): 5 passed, 0 failed

func.func @float_to_int_saturates() {
  %x = stablehlo.constant dense<[1.0e10, -1.0e10, 0x7FC00000, -3.7, 2.9, 0x7F800000]> : tensor<6xf32>
  %i = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xi32>
  check.expect_eq_const %i, dense<[2147483647, -2147483648, 0, -3, 2, 2147483647]> : tensor<6xi32>
  %u = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xui8>
  check.expect_eq_const %u, dense<[255, 0, 0, 0, 2, 255]> : tensor<6xui8>
  %b = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %b, dense<[true, true, true, true, true, true]> : tensor<6xi1>
  func.return
}

func.func @zero_to_bool() {
  %x = stablehlo.constant dense<[0.0, -0.0, 0.5]> : tensor<3xbf16>
  %b = stablehlo.convert %x : (tensor<3xbf16>) -> tensor<3xi1>
  check.expect_eq_const %b, dense<[false, false, true]> : tensor<3xi1>
  func.return
}

// 16777217 = 2^24 + 1 is a tie in f32 and rounds to the even 2^24; 65519 rounds to f16's 65504
// and 65520 overflows to inf.
func.func @int_to_float_rounds_to_even() {
  %a = stablehlo.constant dense<16777217> : tensor<i32>
  %f = stablehlo.convert %a : (tensor<i32>) -> tensor<f32>
  check.expect_eq_const %f, dense<16777216.0> : tensor<f32>
  %h = stablehlo.constant dense<[65519, 65520]> : tensor<2xi64>
  %hf = stablehlo.convert %h : (tensor<2xi64>) -> tensor<2xf16>
  check.expect_eq_const %hf, dense<[65504.0, 0x7C00]> : tensor<2xf16>
  func.return
}

// Narrowing integers wraps: 300 in i8 is 44, -1 in ui16 is 65535; ui8 255 widens to 255.
func.func @int_to_int() {
  %a = stablehlo.constant dense<[300, -1]> : tensor<2xi32>
  %n = stablehlo.convert %a : (tensor<2xi32>) -> tensor<2xi8>
  check.expect_eq_const %n, dense<[44, -1]> : tensor<2xi8>
  %u = stablehlo.convert %a : (tensor<2xi32>) -> tensor<2xui16>
  check.expect_eq_const %u, dense<[300, 65535]> : tensor<2xui16>
  %b = stablehlo.constant dense<255> : tensor<ui8>
  %w = stablehlo.convert %b : (tensor<ui8>) -> tensor<i32>
  check.expect_eq_const %w, dense<255> : tensor<i32>
  func.return
}

// complex -> float keeps the real part; float -> complex has a zero imaginary part.
func.func @complex_conversions() {
  %re = stablehlo.constant dense<[1.5, -2.25]> : tensor<2xf32>
  %im = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %c = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>
  %f = stablehlo.convert %c : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  check.expect_eq_const %f, dense<[1.5, -2.25]> : tensor<2xf64>
  %i = stablehlo.convert %c : (tensor<2xcomplex<f32>>) -> tensor<2xi8>
  check.expect_eq_const %i, dense<[1, -2]> : tensor<2xi8>
  %back = stablehlo.convert %re : (tensor<2xf32>) -> tensor<2xcomplex<f64>>
  %bi = stablehlo.imag %back : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  check.expect_eq_const %bi, dense<0.0> : tensor<2xf64>
  func.return
}
