// RUN: irc compile %s --memory-report | FileCheck %s
// RUN: irc compile %s --compile-to=plan | FileCheck %s --check-prefix=IR

// An SGD update with the parameter donated as JAX prints it: the new value is written into the
// argument's storage, so no fresh bytes are planned for it (4x4xf32 = 64 bytes aliased).

// CHECK-LABEL: function @main
// CHECK-NEXT:   arena bytes:          0
// CHECK:        output bytes:         0
// CHECK-NEXT:   aliased bytes:        64

// IR: %[[NEW:.+]] = flow.dispatch.region -> (tensor<4x4xf32>) attributes {arena_offset = [-1 : i64], storage = ["arg0"]}
// IR: %[[A:.+]] = hal.tensor.alias %[[NEW]] : tensor<4x4xf32> to %arg0
// IR: return %[[A]] : tensor<4x4xf32>
func.func public @main(%w: tensor<4x4xf32> {tf.aliasing_output = 0 : i32}, %g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %lr = stablehlo.constant dense<1.000000e-01> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
  %s = stablehlo.multiply %b, %g : tensor<4x4xf32>
  %n = stablehlo.subtract %w, %s : tensor<4x4xf32>
  return %n : tensor<4x4xf32>
}
