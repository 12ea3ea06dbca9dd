// RUN: not irc run-reference --color=never %s --input="3x3xf32=1" 2>&1 | FileCheck %s --check-prefix=REF
// RUN: not irc compile --color=never %s -o %t.vmfb 2>&1 | FileCheck %s --check-prefix=COMPILE

// A custom_call target that is not one of the LAPACK routines JAX emits (here `lapack_sgeev_ffi`,
// the nonsymmetric eigensolver of jnp.linalg.eig) is E0414 naming it, on both paths.

// REF: error[E0414]: `stablehlo.custom_call @lapack_sgeev_ffi` with 1 operand(s) is not supported
// COMPILE: error[E0414]: `stablehlo.custom_call @lapack_sgeev_ffi` is not supported by the compiled path (only the @check.* and the LAPACK targets are)
func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.custom_call @lapack_sgeev_ffi(%a) : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
