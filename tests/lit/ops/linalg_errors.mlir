// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0006]: `stablehlo.fft` needs 1 to 3 non-negative `fft_length` entries, at most the operand's rank 4, found [2, 2, 2, 2]
func.func @fft_too_many_lengths(%x: tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [2, 2, 2, 2] : (tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>>
  return %0 : tensor<2x2x2x2xcomplex<f32>>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `stablehlo.fft` of type FFT needs a complex operand and a result of its type, found f32 -> complex<f32>
func.func @fft_real_operand(%x: tensor<4xf32>) -> tensor<4xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `stablehlo.fft` of type RFFT needs an f32 or f64 operand and a complex result of its precision, found f32 -> complex<f64>
func.func @rfft_precision(%x: tensor<4xf32>) -> tensor<3xcomplex<f64>> {
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f64>>
  return %0 : tensor<3xcomplex<f64>>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0412]: `stablehlo.fft` should produce tensor<3xcomplex<f32>>, but its result type is tensor<4xcomplex<f32>>
func.func @rfft_result_not_halved(%x: tensor<4xf32>) -> tensor<4xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0412]: `stablehlo.fft` with fft_length [8] needs an operand of type tensor<5xcomplex<f32>>, found tensor<8xcomplex<f32>>
func.func @irfft_operand(%x: tensor<8xcomplex<f32>>) -> tensor<8xf32> {
  %0 = stablehlo.fft %x, type = IRFFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0412]: `stablehlo.fft` with fft_length [5] needs an operand of type tensor<3x5xcomplex<f64>>, found tensor<3x4xcomplex<f64>>
func.func @fft_length_mismatch(%x: tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>> {
  %0 = stablehlo.fft %x, type = FFT, length = [5] : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
  return %0 : tensor<3x4xcomplex<f64>>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0412]: `stablehlo.cholesky` needs an operand of rank 2 or more whose last two dimensions are equal (square matrices), found shape [2, 3]
func.func @cholesky_not_square(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.cholesky %a : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `stablehlo.cholesky` takes a float or complex tensor, found element type i32
func.func @cholesky_integer(%a: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = stablehlo.cholesky %a : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `stablehlo.cholesky` should produce tensor<2x2xf32>, but its result type is tensor<2x2xf64>
func.func @cholesky_result(%a: tensor<2x2xf32>) -> tensor<2x2xf64> {
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2xf32>) -> tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0412]: `stablehlo.triangular_solve` needs `b` of `a`'s rank and batch dimensions with 3 rows (left_side = true), found a: [3, 3], b: [2, 3]
func.func @solve_left_rows(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0412]: `stablehlo.triangular_solve` needs `b` of `a`'s rank and batch dimensions with 3 rows (left_side = true), found a: [2, 3, 3], b: [4, 3, 1]
func.func @solve_batch(%a: tensor<2x3x3xf32>, %b: tensor<4x3x1xf32>) -> tensor<4x3x1xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<4x3x1xf32>) -> tensor<4x3x1xf32>
  return %0 : tensor<4x3x1xf32>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `stablehlo.triangular_solve` takes `a` and `b` of one float or complex element type, found f32 and f64
func.func @solve_types(%a: tensor<3x3xf32>, %b: tensor<3x1xf64>) -> tensor<3x1xf64> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x1xf64>) -> tensor<3x1xf64>
  return %0 : tensor<3x1xf64>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:3: error[E0403]: `stablehlo.triangular_solve`: `stablehlo.triangular_solve` requires `unit_diagonal`
func.func @solve_missing_attribute(%a: tensor<3x3xf32>, %b: tensor<3x1xf32>) -> tensor<3x1xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

// CHECK: linalg_errors.mlir:[[# @LINE + 2]]:115: error[E0006]: `TRANSPOSE_INVALID` is not a case of stablehlo transpose
func.func @solve_bad_transpose(%a: tensor<3x3xf32>, %b: tensor<3x1xf32>) -> tensor<3x1xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>} : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}
