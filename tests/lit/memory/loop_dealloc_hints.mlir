// RUN: irc compile %S/../../corpus/train_fori.mlir -o %t.vmfb
// RUN: irvm dump %t.vmfb | FileCheck %s

// Dealloc hints inside a loop body: in JAX's fori_loop training loop (20 SGD
// steps), the body's intermediate values (activations, gradients) are dropped
// after their last use in the body, between the loop's branch and its back
// edge; values the body returns are not (the loop copies them afterwards).

// CHECK: branch to [[EXIT:[0-9]+]] if %r{{[0-9]+}} is false
// CHECK: dealloc %r{{[0-9]+}} {{ *}}// {{[0-9]+}}:5 hal.buffer.dealloc
// CHECK: jump {{[0-9]+}}
// CHECK-NEXT: {{^ *}}[[EXIT]]: 
