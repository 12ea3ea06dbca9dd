// RUN: irc run-reference %s --function=all_true 2>&1 | FileCheck %s --check-prefix=OK
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=all_true 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not irc run-reference %s --function=all_true_fails 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not irvm run %t.vmfb --function=all_true_fails 2>&1 | FileCheck %s --check-prefix=ALL

// IREE's expect_all_true as IREE's e2e tests write it (every element of an integer tensor
// nonzero), on both paths; a wrong expectation fails with E0601. The scalar checks
// (expect_true, expect_false) are in ../reference/iree_truth_scalars.mlir.

// OK-NOT: error
// OK: EXEC @all_true
func.func @all_true() {
  %a = util.unfoldable_constant dense<[[1, -2], [3, 4]]> : tensor<2x2xi32>
  check.expect_all_true(%a) : tensor<2x2xi32>
  %b = util.unfoldable_constant dense<true> : tensor<3xi1>
  check.expect_all_true(%b) : tensor<3xi1>
  return
}

// ALL: error[E0601]: check.expect_all_true failed (the values must differ) at index [1, 0]: 0 (actual) vs 0 (expected); 1 of 4 element(s) equal the expected value
func.func @all_true_fails() {
  %a = util.unfoldable_constant dense<[[1, 2], [0, 4]]> : tensor<2x2xi32>
  check.expect_all_true(%a) : tensor<2x2xi32>
  return
}
