// RUN: irc compile %S/../../../examples/rnn_loop/rnn_loop.mlir -o %t.vmfb
// RUN: irvm run %t.vmfb --input="64x64xf32=0.01" --input="64xf32=0.1" --input="64xf32=0" --memory-stats --print_max_element_count=2 2>&1 | FileCheck %s

// A loop of 100,000 iterations runs in the footprint its plan states: the peak is
// the inputs (16384 + 256 + 256 bytes), the arena (256: the loop body's
// transients) and the results (256 + 8), and the allocation count is the same as
// for a loop of 10 iterations (6: three inputs, the arena, two results), so
// nothing is allocated per iteration. h converges to the fixed point of
// h = tanh(0.64 h + 0.1), about 0.2607.

// CHECK: 64xf32=0.260674 0.260674...
// CHECK: i64=100000
// CHECK: memory: live 16896 B, peak 17416 B, reserved 17472 B, allocations 6, system allocations 6, cache hits 0 (plan: arena 256 B + scratch 0 B, results 264 B, in place 0 B)
