module @jit_eigh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xf32>, %arg1: tensor<4x4xf64>, %arg2: tensor<3x3xcomplex<f32>>, %arg3: tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<2x3x3xf32> {jax.result_info = "result[1]"}, tensor<2x3x3xf32> {jax.result_info = "result[2]"}, tensor<4xf64> {jax.result_info = "result[3]"}, tensor<4x4xf64> {jax.result_info = "result[4]"}, tensor<4x4xf64> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}, tensor<3x3xf32> {jax.result_info = "result[7]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<2x3xf64> {jax.result_info = "result[9]"}, tensor<2x3x3xf64> {jax.result_info = "result[10]"}, tensor<2x3x3xcomplex<f64>> {jax.result_info = "result[11]"}, tensor<4xf64> {jax.result_info = "result[12]"}) {
    %0:2 = call @eigh(%arg0) : (tensor<2x3x3xf32>) -> (tensor<2x3xf32>, tensor<2x3x3xf32>)
    %1 = stablehlo.broadcast_in_dim %0#0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x3x3xf32>
    %3 = stablehlo.multiply %0#1, %2 : tensor<2x3x3xf32>
    %4 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %5 = stablehlo.dot_general %3, %4, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %6 = stablehlo.abs %0#1 : tensor<2x3x3xf32>
    %7:2 = call @eigh_0(%arg1) : (tensor<4x4xf64>) -> (tensor<4xf64>, tensor<4x4xf64>)
    %8 = stablehlo.broadcast_in_dim %7#0, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x4xf64>) -> tensor<4x4xf64>
    %10 = stablehlo.multiply %7#1, %9 : tensor<4x4xf64>
    %11 = stablehlo.transpose %7#1, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %13 = stablehlo.abs %7#1 : tensor<4x4xf64>
    %14:2 = call @eigh_1(%arg2) : (tensor<3x3xcomplex<f32>>) -> (tensor<3xf32>, tensor<3x3xcomplex<f32>>)
    %15 = stablehlo.broadcast_in_dim %14#0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %16 = stablehlo.convert %15 : (tensor<1x3xf32>) -> tensor<1x3xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %18 = stablehlo.multiply %14#1, %17 : tensor<3x3xcomplex<f32>>
    %19 = stablehlo.transpose %14#1, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %20 = stablehlo.real %19 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %21 = stablehlo.imag %19 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %22 = stablehlo.negate %21 : tensor<3x3xf32>
    %23 = stablehlo.complex %20, %22 : tensor<3x3xcomplex<f32>>
    %24 = stablehlo.dot_general %18, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %25 = stablehlo.abs %14#1 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %26:2 = call @eigh_2(%arg3) : (tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>)
    %27 = stablehlo.broadcast_in_dim %26#0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %28 = stablehlo.convert %27 : (tensor<2x1x3xf64>) -> tensor<2x1x3xcomplex<f64>>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x1x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %30 = stablehlo.multiply %26#1, %29 : tensor<2x3x3xcomplex<f64>>
    %31 = stablehlo.transpose %26#1, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %32 = stablehlo.real %31 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %33 = stablehlo.imag %31 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %34 = stablehlo.negate %33 : tensor<2x3x3xf64>
    %35 = stablehlo.complex %32, %34 : tensor<2x3x3xcomplex<f64>>
    %36 = stablehlo.dot_general %30, %35, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %37 = stablehlo.abs %26#1 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %38 = call @eigvalsh(%arg1) : (tensor<4x4xf64>) -> tensor<4xf64>
    return %0#0, %6, %5, %7#0, %13, %12, %14#0, %25, %24, %26#0, %37, %36, %38 : tensor<2x3xf32>, tensor<2x3x3xf32>, tensor<2x3x3xf32>, tensor<4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xcomplex<f32>>, tensor<2x3xf64>, tensor<2x3x3xf64>, tensor<2x3x3xcomplex<f64>>, tensor<4xf64>
  }
  func.func private @eigh(%arg0: tensor<2x3x3xf32>) -> (tensor<2x3xf32>, tensor<2x3x3xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x3x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x3x3xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3xf32>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<2x3xi1>, tensor<2x3xf32>
    return %14, %10 : tensor<2x3xf32>, tensor<2x3x3xf32>
  }
  func.func private @eigh_0(%arg0: tensor<4x4xf64>) -> (tensor<4xf64>, tensor<4x4xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x4xi1>, tensor<4x4xf64>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<4xi1>, tensor<4xf64>
    return %14, %10 : tensor<4xf64>, tensor<4x4xf64>
  }
  func.func private @eigh_1(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<3xf32>, tensor<3x3xcomplex<f32>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %2 = stablehlo.imag %0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %3 = stablehlo.negate %2 : tensor<3x3xf32>
    %4 = stablehlo.complex %1, %3 : tensor<3x3xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<3x3xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<3x3xcomplex<f32>>
    %8:3 = stablehlo.custom_call @lapack_cheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<3xi1>, tensor<3xf32>
    return %18, %14 : tensor<3xf32>, tensor<3x3xcomplex<f32>>
  }
  func.func private @eigh_2(%arg0: tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %2 = stablehlo.imag %0 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %3 = stablehlo.negate %2 : tensor<2x3x3xf64>
    %4 = stablehlo.complex %1, %3 : tensor<2x3x3xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x3x3xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<2x3x3xcomplex<f64>>
    %8:3 = stablehlo.custom_call @lapack_zheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3x3xcomplex<f64>>, tensor<2x3xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<2x3xi1>, tensor<2x3xf64>
    return %18, %14 : tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>
  }
  func.func private @eigvalsh(%arg0: tensor<4x4xf64>) -> tensor<4xf64> {
    %0 = call @eigh_3(%arg0) : (tensor<4x4xf64>) -> tensor<4xf64>
    return %0 : tensor<4xf64>
  }
  func.func private @eigh_3(%arg0: tensor<4x4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x4xi1>, tensor<4x4xf64>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<4xi1>, tensor<4xf64>
    return %14 : tensor<4xf64>
  }
}
