// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// The compiled path runs the same checks, with the JIT and without:
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// VM-NOT: error
// VM: irvm: 4 of 4 functions passed

// dot_general and convolution whose result type differs from the operands' (JAX's
// preferred_element_type): the operands are converted to the result type first, and the sum is
// computed in it. Expected values by hand.
// CHECK: irc: 4 function(s) ran in 1 case(s): 4 passed, 0 failed

// [256, 1] . [1, 1] = 257, which f32 holds; bf16 does not (its neighbours are 256 and 258, and
// the tie rounds to the even 256).
func.func @bf16_dot_to_f32() {
  %a = stablehlo.constant dense<[256.0, 1.0]> : tensor<2xbf16>
  %b = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xbf16>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<f32>
  check.expect_eq_const %r, dense<257.0> : tensor<f32>
  %n = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<bf16>
  check.expect_eq_const %n, dense<256.0> : tensor<bf16>
  func.return
}

// i8 x i8 -> i32: 100 * 100 + 100 * 100 = 20000 (in i8 it wraps to 20000 mod 256 = 32).
func.func @i8_dot_to_i32() {
  %a = stablehlo.constant dense<[[100, 100], [-128, -128]]> : tensor<2x2xi8>
  %b = stablehlo.constant dense<[100, 100]> : tensor<2xi8>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xi8>, tensor<2xi8>) -> tensor<2xi32>
  check.expect_eq_const %r, dense<[20000, -25600]> : tensor<2xi32>
  %w = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xi8>, tensor<2xi8>) -> tensor<2xi8>
  check.expect_eq_const %w, dense<[32, 0]> : tensor<2xi8>
  func.return
}

// A batched i8 matmul to i32: batch 0 is [[1, 2], [3, 4]] x [[5, 6], [7, 8]] = [[19, 22], [43, 50]],
// batch 1 is 127 * I x 127 * I = 16129 * I.
func.func @batched_i8_to_i32() {
  %a = stablehlo.constant dense<[[[1, 2], [3, 4]], [[127, 0], [0, 127]]]> : tensor<2x2x2xi8>
  %b = stablehlo.constant dense<[[[5, 6], [7, 8]], [[127, 0], [0, 127]]]> : tensor<2x2x2xi8>
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x2xi8>, tensor<2x2x2xi8>) -> tensor<2x2x2xi32>
  check.expect_eq_const %r, dense<[[[19, 22], [43, 50]], [[16129, 0], [0, 16129]]]> : tensor<2x2x2xi32>
  func.return
}

// A 1-D convolution of i8 to i32: input [100, 100, 100] (N=1, W=3, C=1), kernel [100, 100]
// (W=2, I=1, O=1): each output is 100 * 100 * 2 = 20000.
func.func @i8_conv_to_i32() {
  %x = stablehlo.constant dense<100> : tensor<1x3x1xi8>
  %k = stablehlo.constant dense<100> : tensor<2x1x1xi8>
  %r = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi8>, tensor<2x1x1xi8>) -> tensor<1x2x1xi32>
  check.expect_eq_const %r, dense<20000> : tensor<1x2x1xi32>
  func.return
}
