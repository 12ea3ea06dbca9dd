// RUN: irc compile %s --memory-report | FileCheck %s
// RUN: irc compile %s --memory-report=json | FileCheck %s --check-prefix=JSON

// S1 (ggml #1151): r = (a@b)@c is returned and read again by the subtract; both results get their
// own storage. The only transient, a@b (64x64xf32 = 16384 bytes, live 0..=1), dies before the
// subtract writes result 1 (at 2), so it is stored in result 1's buffer (allocated when a@b is
// written) and the arena is empty: results are never overwritten while read (result 0 is its own
// buffer), and result 1's buffer is reused only before result 1 exists.
// CHECK-LABEL: function @main
// CHECK-NEXT:   arena bytes:          0
// CHECK-NEXT:   liveness lower bound: 0
// CHECK-NEXT:   output bytes:         32768
// CHECK-NEXT:   aliased bytes:        0
// CHECK:        dispatches:           3
// Kernel host memory (runtime/src/kernel/validate.rs, step_host_bytes): each 64x64x64 f32 dot
// packs (k + 64) x ((n + 64) + (m + 64)) f32 = 128 x 256 x 4 = 131072 bytes once; the subtract's
// map holds 16-byte lanes of 1024 elements for its 3 nodes + 2 + 1 output, plus 1024 8-byte load
// offsets, per worker: 16 x 1024 x 6 + 8192 = 106496.
// CHECK:        kernel host bytes:    131072 + 106496 per worker thread
// CHECK:        t0 %0: in result 1 size 16384 live 0..=1
// JSON: "main": {
// JSON-NEXT: "arena_bytes": 0,
// JSON-NEXT: "lower_bound_bytes": 0,
// JSON-NEXT: "output_bytes": 32768,
// JSON-NEXT: "aliased_bytes": 0,
// JSON-NEXT: "constant_bytes": 0,
// JSON-NEXT: "inplace_reuses": 0,
// JSON-NEXT: "dispatches": 3,
// JSON-NEXT: "buffers": [],
// JSON-NEXT: "in_result": [
// JSON-NEXT: {
// JSON-NEXT: "value": "%0",
// JSON-NEXT: "result": 1,
// JSON-NEXT: "size": 16384,
// JSON-NEXT: "live": [
// JSON-NEXT: 0,
// JSON-NEXT: 1
// JSON-NEXT: ]
// JSON-NEXT: }
// JSON-NEXT: ],
// JSON-NEXT: "working_bytes": 0,
// JSON-NEXT: "kernel_host_bytes": {
// JSON-NEXT: "once": 131072,
// JSON-NEXT: "per_thread": 106496
// JSON-NEXT: }
func.func public @main(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>, %x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %1 = stablehlo.dot_general %0, %c, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %2 = stablehlo.subtract %x, %1 : tensor<64x64xf32>
  return %1, %2 : tensor<64x64xf32>, tensor<64x64xf32>
}
