// RUN: not irc run-reference --color=never %s --input="3x3xf32=1" 2>&1 | FileCheck %s --check-prefix=REF
// RUN: not irc compile --color=never %s -o %t.vmfb 2>&1 | FileCheck %s --check-prefix=COMPILE

// A custom_call target that is not one of the LAPACK routines we run (here `lapack_sgeev_ffi`,
// the nonsymmetric eigensolver of jnp.linalg.eig) is E0414 on both paths, saying it is a LAPACK
// routine not supported yet, which JAX function emits it, and which targets are supported.

// REF: error[E0414]: `stablehlo.custom_call @lapack_sgeev_ffi` is a LAPACK routine that is not supported yet (JAX emits it for jnp.linalg.eig / eigvals (a general, non-symmetric eigensolver)); the supported targets are check.expect_eq, check.expect_close, check.expect_almost_eq and check.eq (the `check` dialect's tests), and the LAPACK routines JAX emits on CPU, lapack_<s|d|c|z><routine>_ffi for potrf (jnp.linalg.cholesky), trsm (jax.scipy.linalg.solve_triangular), getrf (jnp.linalg.solve, inv, det, jax.scipy.linalg.lu), geqrf with orgqr/ungqr (jnp.linalg.qr), syevd/heevd (jnp.linalg.eigh) and gesdd (jnp.linalg.svd)
// COMPILE: error[E0414]: `stablehlo.custom_call @lapack_sgeev_ffi` is a LAPACK routine that is not supported yet (JAX emits it for jnp.linalg.eig / eigvals (a general, non-symmetric eigensolver)); the supported targets are
func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.custom_call @lapack_sgeev_ffi(%a) : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
