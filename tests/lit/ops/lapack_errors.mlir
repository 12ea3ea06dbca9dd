// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// The verifier's rules for the LAPACK custom calls (views::LapackCall): counts, types and shapes
// from the routine's signature, its backend_config options, the layouts JAX gives (column-major
// matrices, batch outermost; another layout is E0414) and num_batch_dims.

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0401]: `custom_call @lapack_spotrf_ffi` takes 1 operand(s) and gives 2 result(s), found 1 and 1
func.func @potrf_one_result(%a: tensor<3x3xf32>) {
  %0 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `custom_call @lapack_spotrf_ffi` needs result 1 of type tensor<i32>, found tensor<i64>
func.func @potrf_info_i64(%a: tensor<3x3xf32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i64>)
  return
}

// -----

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `custom_call @lapack_spotrf_ffi` needs operand 0 of type tensor<3x3xf32>, found tensor<3x3xf64>
func.func @potrf_letter_type(%a: tensor<3x3xf64>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<i32>)
  return
}

// -----

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `custom_call @lapack_dpotrf_ffi` takes square matrices, found shape [3, 4]
func.func @potrf_not_square(%a: tensor<3x4xf64>) {
  %0:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x4xf64>) -> (tensor<3x4xf64>, tensor<i32>)
  return
}

// -----

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0403]: `stablehlo.custom_call`: `uplo` must be one of 76 ('L'), 85 ('U') (in `mhlo.backend_config`)
func.func @potrf_bad_uplo(%a: tensor<3x3xf32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 88 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
  return
}

// -----

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0403]: `stablehlo.custom_call`: `lapack_strsm_ffi` requires `diag`
func.func @trsm_missing_diag(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) {
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) {mhlo.backend_config = {side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return
}

// -----

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `custom_call @lapack_strsm_ffi` needs operand 1 of type tensor<3x3xf32>, found tensor<2x3xf32>
func.func @trsm_b_does_not_fit(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>) {
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0403]: `custom_call @lapack_spotrf_ffi` requires `operand_layouts` (the LAPACK kernels read column-major matrices)
func.func @potrf_no_layouts(%a: tensor<3x3xf32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
  return
}

// -----

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0414]: `custom_call @lapack_spotrf_ffi` with operand_layouts {{\[\[}}1, 0{{\]\]}} is not supported: only the layouts JAX emits, {{\[\[}}0, 1{{\]\]}} (column-major matrices, batch dimensions outermost), are
func.func @potrf_row_major(%a: tensor<3x3xf32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
  return
}

// -----

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0412]: `custom_call @lapack_spotrf_ffi`: num_batch_dims = 1, but the operands have 0 batch dimension(s)
func.func @potrf_batch_dims(%a: tensor<3x3xf32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
  return
}

// -----

// CHECK: lapack_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: `custom_call @lapack_sorgqr_ffi` needs m >= n >= k (rows, columns, reflectors), found 2, 3, 2
func.func @orgqr_wide(%a: tensor<2x3xf32>, %t: tensor<2xf32>) {
  %0 = stablehlo.custom_call @lapack_sorgqr_ffi(%a, %t) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return
}
