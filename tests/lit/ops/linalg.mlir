// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// fft prints in its pretty form; cholesky prints `lower` only when true (its default is false);
// triangular_solve has no pretty form and prints generically, properties sorted by name.

// CHECK-LABEL: func.func @fft(
func.func @fft(%c: tensor<2x4xcomplex<f32>>, %r: tensor<3x8xf64>, %h: tensor<2x3x5xcomplex<f64>>)
    -> (tensor<2x4xcomplex<f32>>, tensor<3x5xcomplex<f64>>, tensor<2x3x8xf64>) {
  // CHECK-NEXT: %0 = stablehlo.fft %arg0, type = IFFT, length = [2, 4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  %0 = "stablehlo.fft"(%c) {fft_type = #stablehlo<fft_type IFFT>, fft_length = array<i64: 2, 4>} : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  // CHECK-NEXT: %1 = stablehlo.fft %arg1, type = RFFT, length = [8] : (tensor<3x8xf64>) -> tensor<3x5xcomplex<f64>>
  %1 = stablehlo.fft %r, type = RFFT, length = [8] : (tensor<3x8xf64>) -> tensor<3x5xcomplex<f64>>
  // CHECK-NEXT: %2 = stablehlo.fft %arg2, type = IRFFT, length = [3, 8] : (tensor<2x3x5xcomplex<f64>>) -> tensor<2x3x8xf64>
  %2 = stablehlo.fft %h, type = IRFFT, length = [3, 8] : (tensor<2x3x5xcomplex<f64>>) -> tensor<2x3x8xf64>
  return %0, %1, %2 : tensor<2x4xcomplex<f32>>, tensor<3x5xcomplex<f64>>, tensor<2x3x8xf64>
}

// CHECK-LABEL: func.func @cholesky(
func.func @cholesky(%a: tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.cholesky %arg0 : tensor<2x3x3xcomplex<f32>>
  %0 = "stablehlo.cholesky"(%a) {lower = false} : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
  // CHECK-NEXT: %1 = stablehlo.cholesky %arg0, lower = true : tensor<2x3x3xcomplex<f32>>
  %1 = stablehlo.cholesky %a, lower = true : tensor<2x3x3xcomplex<f32>>
  return %0, %1 : tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>
}

// CHECK-LABEL: func.func @triangular_solve(
func.func @triangular_solve(%a: tensor<4x3x3xf32>, %b: tensor<4x5x3xf32>) -> tensor<4x5x3xf32> {
  // CHECK-NEXT: %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = true}> : (tensor<4x3x3xf32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<4x3x3xf32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
  return %0 : tensor<4x5x3xf32>
}
