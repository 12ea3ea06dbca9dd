// RUN: irc run-reference %s --function=cholesky --input=@%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --expected_output=@%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=cholesky --input=@%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --expected_output=@%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy | FileCheck %s
// RUN: irvm run %t.vmfb --function=cholesky --jit=off --input=@%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --input=+%S/Inputs/linalg/cholesky.in.npy --expected_output=@%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy --expected_output=+%S/Inputs/linalg/cholesky.out.npy | FileCheck %s
// CHECK: [SUCCESS] all function outputs matched their expected values.
// RUN: irc run-reference %s --function=not_positive_definite --input="2x2x2xf32=4 2 2 5 1 2 2 1" | FileCheck %s --check-prefix=NAN
// RUN: irvm run %t.vmfb --function=not_positive_definite --input="2x2x2xf32=4 2 2 5 1 2 2 1" | FileCheck %s --check-prefix=NAN
// RUN: irvm run %t.vmfb --function=not_positive_definite --jit=off --input="2x2x2xf32=4 2 2 5 1 2 2 1" | FileCheck %s --check-prefix=NAN

// Lower and upper factors of batches of Hermitian positive definite matrices in f32, f64,
// complex<f32>, complex<f64>, f16 and bf16 (computed in f64, rounded once); the triangle that must not be read holds garbage, and the other triangle
// of the result is zero. Inputs and JAX's expected outputs: Inputs/linalg/export.py.
func.func public @cholesky(%a: tensor<2x3x3xf32>, %b: tensor<3x3xf64>, %c: tensor<2x2xcomplex<f32>>,
                           %d: tensor<2x3x3xcomplex<f64>>, %e: tensor<3x3xf16>, %f: tensor<2x2x2xbf16>)
    -> (tensor<2x3x3xf32>, tensor<3x3xf64>, tensor<2x2xcomplex<f32>>, tensor<2x3x3xcomplex<f64>>,
        tensor<3x3xf16>, tensor<2x2x2xbf16>) {
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x3x3xf32>
  %1 = stablehlo.cholesky %b : tensor<3x3xf64>
  %2 = stablehlo.cholesky %c, lower = true : tensor<2x2xcomplex<f32>>
  %3 = "stablehlo.cholesky"(%d) {lower = false} : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
  %4 = stablehlo.cholesky %e, lower = true : tensor<3x3xf16>
  %5 = stablehlo.cholesky %f : tensor<2x2x2xbf16>
  return %0, %1, %2, %3, %4, %5 : tensor<2x3x3xf32>, tensor<3x3xf64>, tensor<2x2xcomplex<f32>>, tensor<2x3x3xcomplex<f64>>, tensor<3x3xf16>, tensor<2x2x2xbf16>
}

// A matrix that is not positive definite gives NaNs, as XLA's (the spec leaves it undefined);
// its neighbour in the batch, [[4, 2], [2, 5]], is factored as usual: [[2, 0], [1, 2]].
// NAN: 2x2x2xf32={{\[\[}}2 0][1 2]]{{\[\[}}NAN NAN][NAN NAN]]
func.func public @not_positive_definite(%a: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
