// RUN: not irc compile %s 2>&1 | FileCheck %s
// RUN: not irc compile %s -o %t.vmfb 2>&1 | FileCheck %s
// RUN: not irc compile --compile-to=bogus %s 2>&1 | FileCheck %s --check-prefix=BADPHASE

// Code generation is not implemented: `irc compile` without --compile-to
// fails with a message that says so and points at --compile-to=input.

// CHECK: irc: {{.*}}not implemented
// CHECK-SAME: --compile-to=input

// An unknown phase is a usage error that lists the valid one.
// BADPHASE: bogus
// BADPHASE: input
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
