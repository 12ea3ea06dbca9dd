// RUN: irc run-reference %s --input=4x2x0x5xf32 --input=5x2xf32=1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --input=4x2x0x5xf32 --input=5x2xf32=1 | FileCheck %s
// RUN: irvm run %t.vmfb --input=4x2x0x5xf32 --input=5x2xf32=1 --threads=1 | FileCheck %s
// RUN: irvm run %t.vmfb --input=4x2x0x5xf32 --input=5x2xf32=1 --jit=off | FileCheck %s

// A dot_general whose lhs has an extent of 0 among its free dimensions: the result has no
// elements. Its operand is copied into a contraction layout in kernel scratch of no bytes; the VM
// gave such a kernel no scratch buffers at all (the executor and the JIT indexed past them), and
// the JIT's row plan dropped the extent of 0 with the extents of 1 and copied 40 elements out of
// an empty buffer (a segfault). Found by vm_differential's contraction programs.

// CHECK: result[0]: hal.buffer_view
// CHECK-NEXT: 4x0xf32=[][][][]
// CHECK-NEXT: result[1]: hal.buffer_view
// CHECK-NEXT: 4x0xf32=[][][][]
func.func public @main(%a0: tensor<4x2x0x5xf32>, %a1: tensor<5x2xf32>) -> (tensor<4x0xf32>, tensor<4x0xf32>) {
  %c = stablehlo.constant dense<[[1.0, 2.0], [-0.25, -0.25], [-1.75, -0.5], [1.75, -1.25], [-1.25, -1.5]]> : tensor<5x2xf32>
  %r = stablehlo.dot_general %a0, %a1, contracting_dims = [3, 1] x [0, 1] : (tensor<4x2x0x5xf32>, tensor<5x2xf32>) -> tensor<4x0xf32>
  %s = stablehlo.dot_general %a0, %c, contracting_dims = [3, 1] x [0, 1] : (tensor<4x2x0x5xf32>, tensor<5x2xf32>) -> tensor<4x0xf32>
  return %r, %s : tensor<4x0xf32>, tensor<4x0xf32>
}
