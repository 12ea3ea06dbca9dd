// RUN: not irc run-reference --color=never %s --input="4xf32=1" 2>&1 | FileCheck %s --check-prefix=REF
// RUN: not irc compile --color=never %s -o %t.vmfb 2>&1 | FileCheck %s --check-prefix=COMPILE

// A custom_call target JAX emits for a Python callback (jax.pure_callback, io_callback,
// jax.debug.print) is E0414 on both paths, naming the JAX functions that emit it and the targets
// that are supported (custom_call_unknown_plain.mlir: a target nobody is known to emit).

// REF: error[E0414]: `stablehlo.custom_call @xla_ffi_python_cpu_callback` is not supported (JAX emits it for jax.pure_callback, jax.experimental.io_callback or jax.debug.print); the supported targets are check.expect_eq,
// COMPILE: error[E0414]: `stablehlo.custom_call @xla_ffi_python_cpu_callback` is not supported (JAX emits it for jax.pure_callback, jax.experimental.io_callback or jax.debug.print); the supported targets are check.expect_eq,
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%a) {has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

