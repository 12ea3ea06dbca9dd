// RUN: irc run-reference %s | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb | FileCheck %s
// RUN: irvm run %t.vmfb --jit=off | FileCheck %s
// RUN: irc opt %s --pass-pipeline=inline | FileCheck %s --check-prefix=INLINE

// A reduction body that calls a private helper, as JAX prints `cumlogsumexp` (reduce_window whose
// body calls @logaddexp): `inline` inlines calls inside nested regions too, so the compiled path
// sees a plain body (it reported "`func.call` inside a dispatch region" as an internal error).
// Expected values by hand: running maxima of [3, 1, 4, 1, 5] over windows of 2 with one padded
// -inf in front: [3, 3, 4, 4, 5].

// INLINE-LABEL: func.func @main
// INLINE-NOT: func.call
// INLINE: stablehlo.maximum
// INLINE-NOT: @helper
// CHECK: 5xf32=3 3 4 4 5
func.func @main() -> tensor<5xf32> {
  %x = stablehlo.constant dense<[3.0, 1.0, 4.0, 1.0, 5.0]> : tensor<5xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = func.call @helper(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}
func.func private @helper(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %m = stablehlo.maximum %a, %b : tensor<f32>
  return %m : tensor<f32>
}
