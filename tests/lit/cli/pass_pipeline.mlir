// RUN: not irc opt --pass-pipeline=nope %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not irc opt '--pass-pipeline=builtin.module(verify,frobnicate)' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN2
// RUN: irc opt --pass-pipeline=verify %s | FileCheck %s
// RUN: irc opt '--pass-pipeline=builtin.module(verify)' %s | FileCheck %s
// RUN: irc opt '--pass-pipeline=builtin.module(verify,verify)' --verify-each %s | FileCheck %s

// --pass-pipeline takes a comma-separated list of pass names, optionally in
// MLIR's builtin.module(...) wrapper. An unknown pass is an error naming it and
// listing the known passes; nothing is printed.

// UNKNOWN: irc: error: {{.*}}unknown pass{{.*}}nope
// UNKNOWN-SAME: verify
// UNKNOWN-NOT: func.func
// UNKNOWN2: irc: error: {{.*}}unknown pass{{.*}}frobnicate
// UNKNOWN2-SAME: verify

// CHECK-LABEL: func.func @piped(
// CHECK-NEXT:   %0 = stablehlo.exponential %arg0 : tensor<3xf32>
// CHECK-NEXT:   return %0 : tensor<3xf32>
func.func @piped(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.exponential %x : tensor<3xf32>
  return %0 : tensor<3xf32>
}
