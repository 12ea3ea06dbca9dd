// RUN: irc compile %S/../../corpus/mlp_train_step_donated.mlir --memory-report | FileCheck %s
// RUN: irc compile %S/../../corpus/mlp_train_step_inplace.mlir --memory-report | FileCheck %s

// The MLP train step with its four parameters donated (JAX's tf.aliasing_output, and IREE's
// iree.abi.output spelling): the new parameters are written into the old ones' storage. Only the loss
// (4 bytes) is allocated for the caller; the parameters' 784*256*4 + 256*4 + 256*10*4 + 10*4 =
// 814,120 bytes are aliased, and no copy is needed (no warning).
// CHECK-NOT: warning
// CHECK:     output bytes:         4
// CHECK-NEXT: aliased bytes:        814120
