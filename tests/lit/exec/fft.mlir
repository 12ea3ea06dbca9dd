// RUN: irc run-reference %s --function=fft --input=@%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --expected_output=@%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=fft --input=@%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --expected_output=@%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy | FileCheck %s
// RUN: irvm run %t.vmfb --function=fft --jit=off --input=@%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --input=+%S/Inputs/linalg/fft.in.npy --expected_output=@%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy --expected_output=+%S/Inputs/linalg/fft.out.npy | FileCheck %s
// CHECK: [SUCCESS] all function outputs matched their expected values.
// Every fft_type, fft_length of rank 1 to 3, batch dimensions, odd and even lengths, every element
// type the spec allows (complex<f32>, complex<f64>; f32 and f64 on the real side). Inputs and
// JAX's expected outputs: Inputs/linalg/export.py (JAX in f64, rounded to each result type).
func.func public @fft(%a: tensor<2x5xcomplex<f32>>, %b: tensor<3x4xcomplex<f64>>, %c: tensor<2x6xf32>,
                      %d: tensor<2x3x3xcomplex<f64>>, %e: tensor<2x3xcomplex<f32>>, %f: tensor<4x5xf64>,
                      %g: tensor<1x2x3x2xcomplex<f32>>)
    -> (tensor<2x5xcomplex<f32>>, tensor<3x4xcomplex<f64>>, tensor<2x4xcomplex<f32>>, tensor<2x3x4xf64>,
        tensor<2x5xf32>, tensor<4x3xcomplex<f64>>, tensor<1x2x3x2xcomplex<f32>>) {
  %0 = stablehlo.fft %a, type = FFT, length = [5] : (tensor<2x5xcomplex<f32>>) -> tensor<2x5xcomplex<f32>>
  %1 = stablehlo.fft %b, type = IFFT, length = [3, 4] : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
  %2 = stablehlo.fft %c, type = RFFT, length = [6] : (tensor<2x6xf32>) -> tensor<2x4xcomplex<f32>>
  %3 = stablehlo.fft %d, type = IRFFT, length = [2, 3, 4] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x4xf64>
  %4 = stablehlo.fft %e, type = IRFFT, length = [5] : (tensor<2x3xcomplex<f32>>) -> tensor<2x5xf32>
  %5 = stablehlo.fft %f, type = RFFT, length = [4, 5] : (tensor<4x5xf64>) -> tensor<4x3xcomplex<f64>>
  %6 = stablehlo.fft %g, type = IFFT, length = [2, 3, 2] : (tensor<1x2x3x2xcomplex<f32>>) -> tensor<1x2x3x2xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x5xcomplex<f32>>, tensor<3x4xcomplex<f64>>, tensor<2x4xcomplex<f32>>, tensor<2x3x4xf64>, tensor<2x5xf32>, tensor<4x3xcomplex<f64>>, tensor<1x2x3x2xcomplex<f32>>
}
