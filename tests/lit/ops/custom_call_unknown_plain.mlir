// RUN: not irc compile --color=never %s -o %t.vmfb 2>&1 | FileCheck %s

// A custom_call target no JAX function is known to emit is E0414 naming the supported targets.

// CHECK: error[E0414]: `stablehlo.custom_call @my_kernel` is not supported; the supported targets are check.expect_eq, check.expect_close, check.expect_almost_eq and check.eq (the `check` dialect's tests), and the LAPACK routines JAX emits on CPU
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @my_kernel(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
