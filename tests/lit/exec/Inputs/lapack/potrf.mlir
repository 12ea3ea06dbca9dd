module @jit_potrf attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>, %arg1: tensor<4x4xf64>, %arg2: tensor<2x3x3xcomplex<f32>>, %arg3: tensor<3x3xcomplex<f64>>) -> (tensor<2x3x3xf32> {jax.result_info = "result[0]"}, tensor<2x3x3xf32> {jax.result_info = "result[1]"}, tensor<4x4xf64> {jax.result_info = "result[2]"}, tensor<4x4xf64> {jax.result_info = "result[3]"}, tensor<2x3x3xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<2x3x3xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[6]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[7]"}) {
    %0 = call @cholesky(%arg0) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1 = call @_cholesky(%arg0) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2 = call @cholesky_0(%arg1) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %3 = call @_cholesky_1(%arg1) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %4 = call @cholesky_2(%arg2) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %5 = call @_cholesky_3(%arg2) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %6 = call @cholesky_4(%arg3) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %7 = call @_cholesky_5(%arg3) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x3x3xf32>, tensor<2x3x3xf32>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>
  }
  func.func private @cholesky(%arg0: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x3x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x3x3xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=2, j=3, k=3, l=3, m=3}, custom>} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    %11 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %11, %12 : tensor<3x3xi64>
    %14 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %18 = stablehlo.select %16, %10, %17 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    return %18 : tensor<2x3x3xf32>
  }
  func.func private @_cholesky(%arg0: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1:2 = stablehlo.custom_call @lapack_spotrf_ffi(%0) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=2, j=3, k=3, l=3, m=3}, custom>} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.compare EQ, %1#1, %2, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    %8 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %10 = stablehlo.add %8, %9 : tensor<3x3xi64>
    %11 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %15 = stablehlo.select %13, %7, %14 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    return %16 : tensor<2x3x3xf32>
  }
  func.func private @cholesky_0(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf64>
    %4:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x4xi1>, tensor<4x4xf64>
    %11 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %13 = stablehlo.add %11, %12 : tensor<4x4xi64>
    %14 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %17 = stablehlo.select %15, %10, %16 : tensor<4x4xi1>, tensor<4x4xf64>
    return %17 : tensor<4x4xf64>
  }
  func.func private @_cholesky_1(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%0) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<4x4xi1>, tensor<4x4xf64>
    %8 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %10 = stablehlo.add %8, %9 : tensor<4x4xi64>
    %11 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %14 = stablehlo.select %12, %7, %13 : tensor<4x4xi1>, tensor<4x4xf64>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    return %15 : tensor<4x4xf64>
  }
  func.func private @cholesky_2(%arg0: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %2 = stablehlo.imag %0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %3 = stablehlo.negate %2 : tensor<2x3x3xf32>
    %4 = stablehlo.complex %1, %3 : tensor<2x3x3xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x3x3xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<2x3x3xcomplex<f32>>
    %8:2 = stablehlo.custom_call @lapack_cpotrf_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=2, j=3, k=3, l=3, m=3}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %15 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %17 = stablehlo.add %15, %16 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %22 = stablehlo.select %20, %14, %21 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %22 : tensor<2x3x3xcomplex<f32>>
  }
  func.func private @_cholesky_3(%arg0: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %2 = stablehlo.imag %0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %3 = stablehlo.negate %2 : tensor<2x3x3xf32>
    %4 = stablehlo.complex %1, %3 : tensor<2x3x3xcomplex<f32>>
    %5:2 = stablehlo.custom_call @lapack_cpotrf_ffi(%4) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=2, j=3, k=3, l=3, m=3}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %7 = stablehlo.compare EQ, %5#1, %6, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %11 = stablehlo.select %10, %5#0, %9 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %14 = stablehlo.add %12, %13 : tensor<3x3xi64>
    %15 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %16 = stablehlo.compare GE, %14, %15, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %19 = stablehlo.select %17, %11, %18 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %21 = stablehlo.real %20 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %22 = stablehlo.imag %20 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %23 = stablehlo.negate %22 : tensor<2x3x3xf32>
    %24 = stablehlo.complex %21, %23 : tensor<2x3x3xcomplex<f32>>
    return %24 : tensor<2x3x3xcomplex<f32>>
  }
  func.func private @cholesky_4(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %2 = stablehlo.imag %0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %3 = stablehlo.negate %2 : tensor<3x3xf64>
    %4 = stablehlo.complex %1, %3 : tensor<3x3xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<3x3xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<3x3xcomplex<f64>>
    %8:2 = stablehlo.custom_call @lapack_zpotrf_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %15 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %17 = stablehlo.add %15, %16 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %21 = stablehlo.select %19, %14, %20 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %21 : tensor<3x3xcomplex<f64>>
  }
  func.func private @_cholesky_5(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %2 = stablehlo.imag %0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %3 = stablehlo.negate %2 : tensor<3x3xf64>
    %4 = stablehlo.complex %1, %3 : tensor<3x3xcomplex<f64>>
    %5:2 = stablehlo.custom_call @lapack_zpotrf_ffi(%4) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %7 = stablehlo.compare EQ, %5#1, %6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %11 = stablehlo.select %10, %5#0, %9 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %14 = stablehlo.add %12, %13 : tensor<3x3xi64>
    %15 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %16 = stablehlo.compare GE, %14, %15, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %18 = stablehlo.select %16, %11, %17 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %20 = stablehlo.real %19 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %21 = stablehlo.imag %19 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %22 = stablehlo.negate %21 : tensor<3x3xf64>
    %23 = stablehlo.complex %20, %22 : tensor<3x3xcomplex<f64>>
    return %23 : tensor<3x3xcomplex<f64>>
  }
}
