// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s
// RUN: irc opt --pass-pipeline=cse %s | FileCheck %s --check-prefix=CSE
// RUN: irc opt --pass-pipeline=dce %s | FileCheck %s --check-prefix=DCE

// A LAPACK custom call as JAX prints it (less its `sdy.sharding_rule`) prints back as it was. It
// is pure: CSE merges two identical calls and DCE removes one whose results are unused, which it
// does not do for a check custom call.

// CHECK-LABEL: func.func @potrf(
// CHECK-NEXT: %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>)
// CSE-LABEL: func.func @potrf(
// CSE: stablehlo.custom_call @lapack_spotrf_ffi
// CSE-NOT: stablehlo.custom_call @lapack_spotrf_ffi
// CSE: return
func.func @potrf(%a: tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>, tensor<2x3x3xf32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>)
  %1:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>)
  return %0#0, %0#1, %1#0 : tensor<2x3x3xf32>, tensor<2xi32>, tensor<2x3x3xf32>
}

// CHECK-LABEL: func.func @gesdd_unused(
// CHECK: stablehlo.custom_call @lapack_zgesdd_ffi
// DCE-LABEL: func.func @gesdd_unused(
// DCE-NOT: lapack_zgesdd_ffi
// DCE: stablehlo.custom_call @check.expect_eq
// DCE: return
func.func @gesdd_unused(%a: tensor<3x2xcomplex<f64>>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0:5 = stablehlo.custom_call @lapack_zgesdd_ffi(%a) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x2xcomplex<f64>>) -> (tensor<3x2xcomplex<f64>>, tensor<2xf64>, tensor<3x2xcomplex<f64>>, tensor<2x2xcomplex<f64>>, tensor<i32>)
  %1 = stablehlo.custom_call @check.expect_eq(%b, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<i1>
  return %b : tensor<2xi32>
}
