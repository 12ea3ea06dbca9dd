// RUN: not irc opt --pass-pipeline=chlo-legalize-to-stablehlo --split-input-file --color=never %s 2>&1 | FileCheck %s

// CHLO ops without a decomposition yet are coded E0414 errors that name the work bringing them.

// An element type the decomposition does not take.
// CHECK: error[E0414]: `chlo.erf` on element type f8E5M2 is not supported yet; its decomposition takes f16, bf16, f32 or f64
func.func @erf_f8(%x: tensor<4xf8E5M2>) -> tensor<4xf8E5M2> {
  %0 = chlo.erf %x : tensor<4xf8E5M2> -> tensor<4xf8E5M2>
  return %0 : tensor<4xf8E5M2>
}
