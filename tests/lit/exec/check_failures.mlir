// RUN: not irc run-reference %s --split-input-file --all-functions 2>&1 | FileCheck %s
// RUN: irc run-reference --help | FileCheck %s --check-prefix=HELP
// The compiled path: each case compiles to its own module; the VM prints the same failures.
// RUN: not irc compile %s --split-input-file -o %t.vmfb 2>&1 | FileCheck %s --check-prefix=COMPILE
// RUN: not irvm run %t.0.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM0
// RUN: not irvm run %t.1.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM1
// RUN: irvm run %t.2.vmfb --function='*' | FileCheck %s --check-prefix=VM2
// RUN: irvm run %t.4.vmfb --function='*' --jit=off | FileCheck %s --check-prefix=VM4

// Each case runs on its own: a failed check is an error at the check's location with the first
// failing index, both values (and the ULP distance for expect_close); the other cases and
// functions still run, and the exit status is 1. Expected values by hand.

// HELP: --all-functions
// HELP: --split-input-file

// CHECK-DAG: check_failures.mlir:[[@LINE+6]]:3: error[E0601]: check.expect_eq_const failed at index [1]: 3 (actual) vs 4 (expected); 1 of 2 element(s) differ
// VM0: check_failures.mlir:[[@LINE+5]]:3: error[E0601]: check.expect_eq_const failed at index [1]: 3 (actual) vs 4 (expected); 1 of 2 element(s) differ (in @wrong_sum)
func.func @wrong_sum() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[1, 1]> : tensor<2xi32>
  %s = stablehlo.add %a, %b : tensor<2xi32>
  check.expect_eq_const %s, dense<[2, 4]> : tensor<2xi32>
  func.return
}

func.func @right_sum() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %s = stablehlo.add %a, %a : tensor<2xi32>
  check.expect_eq_const %s, dense<[2, 4]> : tensor<2xi32>
  func.return
}

// -----

// 1.0 and the float 8 ULP above it (0x3F800008) are not within 3 ULP.
// CHECK-DAG: check_failures.mlir:[[@LINE+6]]:3: error[E0601]: custom_call @check.expect_close failed within 0..=3 ULP at index [0, 0]: {{.*}} (actual) vs {{.*}} (expected), ULP difference 8; 1 of 2 element(s) differ
// VM1: check_failures.mlir:[[@LINE+5]]:3: error[E0601]: custom_call @check.expect_close failed within 0..=3 ULP at index [0, 0]: 1.000000e+00 (actual) vs 1.00000095 (expected), ULP difference 8; 1 of 2 element(s) differ (in @main)
func.func public @main() -> tensor<1x2xf32> {
  %a = stablehlo.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %b = stablehlo.constant dense<[[0x3F800008, 2.0]]> : tensor<1x2xf32>
  %c = stablehlo.add %a, %a : tensor<1x2xf32>
  stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<1x2xf32>, tensor<1x2xf32>) -> ()
  return %c : tensor<1x2xf32>
}

// -----

// check.eq returns true as an i1 tensor when the values agree (floats within 1e-4).
// CHECK-DAG: EXEC @eq_passes
// VM2: EXEC @eq_passes
// VM2-NEXT: result[0]: hal.buffer_view
// VM2-NEXT: i1=1
func.func public @eq_passes() -> tensor<i1> {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.00001, 2.0]> : tensor<2xf32>
  %r = stablehlo.custom_call @check.eq(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  return %r : tensor<i1>
}

// -----

// An unknown custom_call target is not supported.
// CHECK-DAG: check_failures.mlir:[[@LINE+4]]:3: error[E0414]: `stablehlo.custom_call @my.kernel` is not supported; the supported targets are
// COMPILE: check_failures.mlir:[[@LINE+3]]:3: error[E0414]: `stablehlo.custom_call @my.kernel` is not supported; the supported targets are
func.func public @unknown_target() -> tensor<2xf32> {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r = stablehlo.custom_call @my.kernel(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// CHLO ops are legalized before the interpreter runs: chlo.square of 3 is 9.
// CHECK-DAG: EXEC @chlo_square
// VM4: EXEC @chlo_square
// VM4: f32=9
func.func public @chlo_square() -> tensor<f32> {
  %a = stablehlo.constant dense<3.0> : tensor<f32>
  %r = chlo.square %a : tensor<f32> -> tensor<f32>
  check.expect_eq_const %r, dense<9.0> : tensor<f32>
  return %r : tensor<f32>
}

// CHECK: irc: 6 function(s) ran in 5 case(s): 3 passed, 3 failed (case 1 (line 1) @wrong_sum, case 2 (line {{[0-9]+}}) @main, case 4 (line {{[0-9]+}}) @unknown_target)
