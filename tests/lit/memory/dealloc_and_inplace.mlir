// RUN: irc compile %s --compile-to=buffers | FileCheck %s
// RUN: irc compile %s --memory-report | FileCheck %s --check-prefix=REPORT

// A reduction splits the elementwise chain into dispatches. exp(x) dies in the divide's dispatch, and
// the divide's output is the function's result: results never live in the arena (I3), but a
// transient that dies in an elementwise dispatch writing a result of its type is stored in that
// result's buffer instead, so exp(x) is computed into result0 and the divide runs in place over it.
// The arena keeps only the row sums (8xf32 = 32 bytes, one 64-byte slot); it had exp(x)'s 256 bytes
// too before. Every transient gets a dealloc right after its last reader; values stored in a result
// and the argument get none. In @inplace the divide's output is a transient, so it reuses exp(x)'s
// bytes in the arena.

// CHECK-LABEL: func.func public @main
// CHECK:      %[[E:.+]] = flow.dispatch.region -> (tensor<8x8xf32>) attributes {storage = ["result0"]}
// CHECK:      %[[S:.+]] = flow.dispatch.region -> (tensor<8xf32>) attributes {storage = ["t1"]}
// CHECK:      %[[D:.+]] = flow.dispatch.region -> (tensor<8x8xf32>) attributes {storage = ["result0"]}
// CHECK-NEXT:   stablehlo.broadcast_in_dim %[[S]]
// CHECK:      hal.buffer.dealloc %[[S]]
// CHECK-NOT:  hal.buffer.dealloc
// CHECK:      return

// REPORT-LABEL: function @main
// REPORT: arena bytes:          64
// REPORT-NEXT: liveness lower bound: 64
// REPORT: in-place reuses:      1
// REPORT-LABEL: function @inplace
// REPORT: in-place reuses:      1
func.func public @main(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = stablehlo.exponential %x : tensor<8x8xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
  %d = stablehlo.divide %e, %b : tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}

func.func public @inplace(%x: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = stablehlo.exponential %x : tensor<8x8xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
  %d = stablehlo.divide %e, %b : tensor<8x8xf32>
  %m = stablehlo.reduce(%d init: %zero) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  %n = stablehlo.reduce(%d init: %zero) applies stablehlo.minimum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %m, %n : tensor<8xf32>, tensor<8xf32>
}
