// RUN: not irc compile %s -o %t.vmfb 2>&1 | FileCheck %s
// RUN: irc run-reference %s | FileCheck %s --check-prefix=REF

// A public helper called from a reduction body is kept by `inline`; the reference path runs it and
// the compiled path says what it cannot do yet (E0414, not an internal error).
// REF: 5xf32=3 3 4 4 5
// CHECK: call_in_reduction_body_public.mlir:[[@LINE+6]]:5: error[E0414]: `func.call` inside a reduction or window body to a function that is not inlined (a public one) is not supported by the compiled path yet: issue #12 (calls)
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
func.func @helper(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %m = stablehlo.maximum %a, %b : tensor<f32>
  return %m : tensor<f32>
}
