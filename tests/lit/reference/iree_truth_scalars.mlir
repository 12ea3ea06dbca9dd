// RUN: irc run-reference %s --function=scalars 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not irc run-reference %s --function=true_fails 2>&1 | FileCheck %s --check-prefix=TRUE
// RUN: not irc run-reference %s --function=false_fails 2>&1 | FileCheck %s --check-prefix=FALSE
// RUN: not irc compile %s -o %t.vmfb 2>&1 | FileCheck %s --check-prefix=COMPILE

// IREE's expect_true and expect_false: a scalar integer is nonzero (zero), on the reference
// path. The compiled path holds tensors only: E0414 naming the check.

// OK-NOT: error
// OK: EXEC @scalars
// COMPILE: error[E0414]: `check.expect_true` of a scalar `i32`
func.func @scalars() {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  check.expect_true(%one) : i32
  check.expect_false(%zero) : i32
  return
}

// TRUE: error[E0601]: check.expect_true failed (the values must differ) at index []: 0 (actual) vs 0 (expected)
func.func @true_fails() {
  %zero = arith.constant 0 : i32
  check.expect_true(%zero) : i32
  return
}

// FALSE: error[E0601]: check.expect_false failed at index []: 7 (actual) vs 0 (expected)
func.func @false_fails() {
  %seven = arith.constant 7 : i32
  check.expect_false(%seven) : i32
  return
}
