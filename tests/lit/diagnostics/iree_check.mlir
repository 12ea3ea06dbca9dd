// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s
// RUN: not irc compile --split-input-file --color=never %s -o %t.vmfb 2>&1 | FileCheck %s --check-prefix=COMPILE

// IREE's forms of the check ops: tolerances are IREE's `atol` and `rtol` only, on the almost-equal
// checks only, non-negative; the operand's type is the constant's; IREE's truth checks take integers (a scalar
// for expect_true and expect_false, which only the reference path holds: E0414 on the compiled
// path).

// CHECK: {{.*}}iree_check.mlir:[[@LINE+2]]:47: error[E0002]: unknown check parameter `tolerance`: IREE's checks take `atol` and `rtol`
func.func @unknown_parameter(%a: tensor<2xf32>, %b: tensor<2xf32>) {
  check.expect_almost_eq(%a, %b, atol 1.0e-2, tolerance 1.0) : tensor<2xf32>
  return
}

// -----

// CHECK: {{.*}}iree_check.mlir:[[@LINE+2]]:3: error[E0006]: `check.expect_eq` takes no `atol` (only `check.expect_almost_eq` and `check.expect_almost_eq_const` do)
func.func @tolerance_on_exact(%a: tensor<2xi32>, %b: tensor<2xi32>) {
  check.expect_eq(%a, %b, atol 1.0) : tensor<2xi32>
  return
}

// -----

// CHECK: {{.*}}iree_check.mlir:[[@LINE+2]]:3: error[E0402]: `check.expect_eq_const` compares values of one type, found tensor<2xi32> and tensor<3xi32>
func.func @const_of_another_type(%a: tensor<2xi32>) {
  check.expect_eq_const(%a, dense<[1, 2, 3]> : tensor<3xi32>) : tensor<2xi32>
  return
}

// -----

// CHECK: {{.*}}iree_check.mlir:[[@LINE+2]]:3: error[E0402]: `check.expect_all_true` takes a tensor of integers, found tensor<2xf32>
func.func @all_true_of_floats(%a: tensor<2xf32>) {
  check.expect_all_true(%a) : tensor<2xf32>
  return
}

// -----

// CHECK: {{.*}}iree_check.mlir:[[@LINE+2]]:3: error[E0402]: `check.expect_true` takes an integer scalar such as i32, found tensor<i32>
func.func @true_of_a_tensor(%a: tensor<i32>) {
  check.expect_true(%a) : tensor<i32>
  return
}

// -----

// COMPILE: {{.*}}iree_check.mlir:[[@LINE+3]]:3: error[E0414]: `check.expect_true` of a scalar `i32`: the compiled path holds tensors only
func.func @true_of_scalar() {
  %c = arith.constant 1 : i32
  check.expect_true(%c) : i32
  return
}
