// RUN: irc opt --pass-pipeline=form-dispatches %s | FileCheck %s --check-prefix=FUSE
// RUN: irc opt --pass-pipeline=form-dispatches,bufferize,insert-dealloc-hints,plan-memory %s | FileCheck %s --check-prefix=PLAN

// A matmul with a bias-add epilogue, a softmax-like reduction with its exp producer, and a transpose
// on its own.
// FUSE-LABEL: func.func public @main
// FUSE:       %[[MM:.+]] = flow.dispatch.region -> (tensor<4x8xf32>) {
// FUSE-NEXT:    stablehlo.dot_general
// FUSE-NEXT:    stablehlo.add
// FUSE-NEXT:    flow.return
// FUSE:       %[[SUM:.+]] = flow.dispatch.region -> (tensor<4xf32>) {
// FUSE-NEXT:    stablehlo.exponential %[[MM]]
// FUSE-NEXT:    stablehlo.reduce
// FUSE:       %[[T:.+]] = flow.dispatch.region -> (tensor<8x4xf32>) {
// FUSE-NEXT:    stablehlo.transpose %[[MM]]
// FUSE-NEXT:    flow.return

// The matmul result (4x8xf32 = 128 bytes) is a transient read by two dispatches: deallocated after the
// transpose. Both other values are results, outside the arena.
// PLAN:      func.func public @main({{.*}}) -> (tensor<4xf32>, tensor<8x4xf32>) attributes {arena_bytes = 128 : i64}
// PLAN:      %[[MM:.+]] = flow.dispatch.region -> (tensor<4x8xf32>) attributes {arena_offset = [0 : i64], storage = ["t0"]}
// PLAN:      attributes {arena_offset = [-1 : i64], storage = ["result0"]}
// PLAN:      attributes {arena_offset = [-1 : i64], storage = ["result1"]}
// PLAN:      hal.buffer.dealloc %[[MM]] : tensor<4x8xf32>
// PLAN-NEXT: return
func.func public @main(%a: tensor<4x3xf32>, %b: tensor<3x8xf32>, %bias: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<8x4xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x8xf32>) -> tensor<4x8xf32>
  %1 = stablehlo.add %0, %bias : tensor<4x8xf32>
  %2 = stablehlo.exponential %1 : tensor<4x8xf32>
  %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %3 = stablehlo.reduce(%2 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %4 = stablehlo.transpose %1, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  return %3, %4 : tensor<4xf32>, tensor<8x4xf32>
}
