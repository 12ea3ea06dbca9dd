module @jit_qr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x3xf32>, %arg1: tensor<3x5xf64>, %arg2: tensor<4x3xcomplex<f32>>, %arg3: tensor<2x3x3xcomplex<f64>>) -> (tensor<2x4x3xf32> {jax.result_info = "result[0]"}, tensor<2x3x3xf32> {jax.result_info = "result[1]"}, tensor<3x3xf64> {jax.result_info = "result[2]"}, tensor<3x5xf64> {jax.result_info = "result[3]"}, tensor<4x3xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<4x4xf32> {jax.result_info = "result[5]"}, tensor<4x3xf32> {jax.result_info = "result[6]"}, tensor<2x3x3xcomplex<f64>> {jax.result_info = "result[7]"}, tensor<2x3x3xf64> {jax.result_info = "result[8]"}, tensor<2x3x3xf64> {jax.result_info = "result[9]"}) {
    %0:2 = call @qr(%arg0) : (tensor<2x4x3xf32>) -> (tensor<2x4x3xf32>, tensor<2x3x3xf32>)
    %1:2 = call @qr_0(%arg1) : (tensor<3x5xf64>) -> (tensor<3x3xf64>, tensor<3x5xf64>)
    %2:2 = call @qr_1(%arg2) : (tensor<4x3xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>)
    %3 = stablehlo.dot_general %2#0, %2#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %4 = stablehlo.abs %2#0 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %5 = stablehlo.abs %2#1 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %6:2 = call @qr_2(%arg3) : (tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>)
    %7 = stablehlo.dot_general %6#0, %6#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %8 = stablehlo.abs %6#0 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %9 = stablehlo.abs %6#1 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    return %0#0, %0#1, %1#0, %1#1, %3, %4, %5, %7, %8, %9 : tensor<2x4x3xf32>, tensor<2x3x3xf32>, tensor<3x3xf64>, tensor<3x5xf64>, tensor<4x3xcomplex<f32>>, tensor<4x4xf32>, tensor<4x3xf32>, tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xf64>, tensor<2x3x3xf64>
  }
  func.func private @qr(%arg0: tensor<2x4x3xf32>) -> (tensor<2x4x3xf32>, tensor<2x3x3xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=3, l=4, m=3, n=3}, custom>} : (tensor<2x4x3xf32>) -> (tensor<2x4x3xf32>, tensor<2x3xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=3, l=3, m=4, n=3}, custom>} : (tensor<2x4x3xf32>, tensor<2x3xf32>) -> tensor<2x4x3xf32>
    %2 = stablehlo.slice %0#0 [0:2, 0:3, 0:3] : (tensor<2x4x3xf32>) -> tensor<2x3x3xf32>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %10 = stablehlo.select %8, %9, %2 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    return %1, %10 : tensor<2x4x3xf32>, tensor<2x3x3xf32>
  }
  func.func private @qr_0(%arg0: tensor<3x5xf64>) -> (tensor<3x3xf64>, tensor<3x5xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=5, k=3, l=5, m=3}, custom>} : (tensor<3x5xf64>) -> (tensor<3x5xf64>, tensor<3xf64>)
    %1 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<3x5xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>, tensor<3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.iota dim = 0 : tensor<3x5xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x5xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x5xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x5xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x5xf64>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x5xi1>, tensor<3x5xf64>
    return %2, %9 : tensor<3x3xf64>, tensor<3x5xf64>
  }
  func.func private @qr_1(%arg0: tensor<4x3xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>) {
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %2 = stablehlo.custom_call @lapack_cungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %3 = stablehlo.iota dim = 0 : tensor<4x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<4x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<4x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4x3xcomplex<f32>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<4x3xi1>, tensor<4x3xcomplex<f32>>
    return %2, %9 : tensor<4x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>
  }
  func.func private @qr_2(%arg0: tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) {
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>)
    %1 = stablehlo.custom_call @lapack_zungqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %2, %3 : tensor<3x3xi64>
    %5 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    return %1, %9 : tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>
  }
}
