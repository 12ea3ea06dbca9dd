// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0413: an op the compiler does not know; the generic form parses it and the
// verifier rejects it (without --allow-unregistered-dialect), at the op. Every
// unknown op of a case is reported.

// CHECK: {{.*}}e0413_unknown_op.mlir:12:3: error[E0413]:
// CHECK-SAME: mydialect.frob
// CHECK: {{.*}}e0413_unknown_op.mlir:13:3: error[E0413]:
// CHECK-SAME: mydialect.sink
func.func @unknown_dialect(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mydialect.frob"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  "mydialect.sink"(%0) : (tensor<4xf32>) -> ()
  return %0 : tensor<4xf32>
}

// -----

// An op name in a known dialect that does not exist.
// CHECK: {{.*}}e0413_unknown_op.mlir:23:3: error[E0413]:
// CHECK-SAME: stablehlo.frobnicate
func.func @unknown_stablehlo(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %1 = "stablehlo.frobnicate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
