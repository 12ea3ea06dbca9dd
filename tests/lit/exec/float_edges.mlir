// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// The compiled path runs the same checks, with the JIT and without:
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// VM-NOT: error
// VM: irvm: 7 of 7 functions passed

// Rounding, overflow, subnormals, signed zeros and NaN in f16, bf16 and f32. Every expected value
// is computed by hand from the formats (f16: 10 mantissa bits, largest finite 65504; bf16: 7
// mantissa bits), and each function checks itself.
// CHECK: irc: 7 function(s) ran in 1 case(s): 7 passed, 0 failed

// 65504 + 32 = 65536 lies beyond the overflow threshold 65520 of f16 and rounds to +inf
// (0x7C00); 65504 + 8 rounds back down to 65504.
func.func @f16_overflow() {
  %a = stablehlo.constant dense<[65504.0, 65504.0]> : tensor<2xf16>
  %b = stablehlo.constant dense<[32.0, 8.0]> : tensor<2xf16>
  %r = stablehlo.add %a, %b : tensor<2xf16>
  check.expect_eq_const %r, dense<[0x7C00, 65504.0]> : tensor<2xf16>
  func.return
}

// Half of the smallest f16 subnormal (2^-24) is a tie between 0 and 2^-24: it rounds to even, 0.
// Three quarters of it rounds up to 2^-24.
func.func @f16_subnormal_ties_to_even() {
  %a = stablehlo.constant dense<[0x0001, 0x0001]> : tensor<2xf16>
  %b = stablehlo.constant dense<[0.5, 0.75]> : tensor<2xf16>
  %r = stablehlo.multiply %a, %b : tensor<2xf16>
  check.expect_eq_const %r, dense<[0.0, 0x0001]> : tensor<2xf16>
  func.return
}

// 1 + 2^-8 is halfway between the bf16 neighbours 1 and 1 + 2^-7: ties to even gives 1.
// 1 + 3 * 2^-8 is halfway between 1 + 2^-7 and 1 + 2^-6: ties to even gives 1 + 2^-6.
func.func @bf16_ties_to_even() {
  %a = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xbf16>
  %b = stablehlo.constant dense<[0.00390625, 0.01171875]> : tensor<2xbf16>
  %r = stablehlo.add %a, %b : tensor<2xbf16>
  check.expect_eq_const %r, dense<[1.0, 1.015625]> : tensor<2xbf16>
  func.return
}

// negate(0) is -0 (bits 0x8000); maximum(-0, +0) is +0 and minimum is -0 (IEEE 754-2019).
func.func @signed_zeros() {
  %z = stablehlo.constant dense<0.0> : tensor<f16>
  %n = stablehlo.negate %z : tensor<f16>
  %nb = stablehlo.bitcast_convert %n : (tensor<f16>) -> tensor<i16>
  check.expect_eq_const %nb, dense<-32768> : tensor<i16>
  %mx = stablehlo.maximum %n, %z : tensor<f16>
  %mxb = stablehlo.bitcast_convert %mx : (tensor<f16>) -> tensor<i16>
  check.expect_eq_const %mxb, dense<0> : tensor<i16>
  %mn = stablehlo.minimum %z, %n : tensor<f16>
  %mnb = stablehlo.bitcast_convert %mn : (tensor<f16>) -> tensor<i16>
  check.expect_eq_const %mnb, dense<-32768> : tensor<i16>
  func.return
}

// NaN: maximum propagates it, it is not finite, it equals nothing under FLOAT comparison, and
// TOTALORDER puts -NaN below -inf and +NaN above +inf.
func.func @nan_semantics() {
  %nan = stablehlo.constant dense<[0x7FC00000, 0xFFC00000]> : tensor<2xf32>
  %inf = stablehlo.constant dense<[0x7F800000, 0xFF800000]> : tensor<2xf32>
  %one = stablehlo.constant dense<1.0> : tensor<2xf32>
  %m = stablehlo.maximum %nan, %one : tensor<2xf32>
  %fin = stablehlo.is_finite %m : (tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %fin, dense<false> : tensor<2xi1>
  %eq = stablehlo.compare EQ, %nan, %nan, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %eq, dense<false> : tensor<2xi1>
  %gt = stablehlo.compare GT, %nan, %inf, TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %gt, dense<[true, false]> : tensor<2xi1>
  %lt = stablehlo.compare LT, %nan, %inf, TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %lt, dense<[false, true]> : tensor<2xi1>
  func.return
}

// TOTALORDER orders -0 below +0; FLOAT calls them equal.
func.func @total_order_zeros() {
  %a = stablehlo.constant dense<-0.0> : tensor<bf16>
  %b = stablehlo.constant dense<0.0> : tensor<bf16>
  %t = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
  check.expect_eq_const %t, dense<true> : tensor<i1>
  %f = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
  check.expect_eq_const %f, dense<true> : tensor<i1>
  func.return
}

// clamp with scalar bounds: NaN stays NaN (maximum and minimum propagate it), the rest is
// clamped into [-1, 1].
func.func @clamp_scalar_bounds() {
  %lo = stablehlo.constant dense<-1.0> : tensor<f16>
  %hi = stablehlo.constant dense<1.0> : tensor<f16>
  %x = stablehlo.constant dense<[-5.0, 0.5, 7.0, 0x7E00]> : tensor<4xf16>
  %r = stablehlo.clamp %lo, %x, %hi : (tensor<f16>, tensor<4xf16>, tensor<f16>) -> tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[-1.0, 0.5, 1.0, 0x7E00]> : tensor<4xf16>
  func.return
}
