module @jit_svd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<2x3x5xf64>, %arg2: tensor<2x4x3xcomplex<f32>>, %arg3: tensor<3x3xcomplex<f64>>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<4x3xf32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}, tensor<4x4xf32> {jax.result_info = "result[3]"}, tensor<4x3xf32> {jax.result_info = "result[4]"}, tensor<2x3xf64> {jax.result_info = "result[5]"}, tensor<2x3x3xf64> {jax.result_info = "result[6]"}, tensor<2x3x5xf64> {jax.result_info = "result[7]"}, tensor<2x3x3xf64> {jax.result_info = "result[8]"}, tensor<2x3x5xf64> {jax.result_info = "result[9]"}, tensor<2x3xf32> {jax.result_info = "result[10]"}, tensor<2x4x3xf32> {jax.result_info = "result[11]"}, tensor<2x3x3xf32> {jax.result_info = "result[12]"}, tensor<2x4x4xcomplex<f32>> {jax.result_info = "result[13]"}, tensor<2x4x3xcomplex<f32>> {jax.result_info = "result[14]"}, tensor<3xf64> {jax.result_info = "result[15]"}, tensor<3x3xf64> {jax.result_info = "result[16]"}, tensor<3x3xf64> {jax.result_info = "result[17]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[18]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[19]"}, tensor<3xf32> {jax.result_info = "result[20]"}) {
    %0:3 = call @svd(%arg0) : (tensor<4x3xf32>) -> (tensor<4x4xf32>, tensor<3xf32>, tensor<3x3xf32>)
    %1 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.dot_general %1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %3 = stablehlo.slice %0#0 [0:4, 0:3] : (tensor<4x4xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.broadcast_in_dim %0#1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x3xf32>
    %7 = stablehlo.dot_general %6, %0#2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %8 = stablehlo.slice %0#0 [0:4, 0:3] : (tensor<4x4xf32>) -> tensor<4x3xf32>
    %9 = stablehlo.abs %8 : tensor<4x3xf32>
    %10 = stablehlo.abs %0#2 : tensor<3x3xf32>
    %11:3 = call @svd_0(%arg1) : (tensor<2x3x5xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x3x5xf64>)
    %12 = stablehlo.transpose %11#0, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %13 = stablehlo.dot_general %12, %11#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %14 = stablehlo.broadcast_in_dim %11#1, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x1x3xf64>) -> tensor<2x3x3xf64>
    %16 = stablehlo.multiply %11#0, %15 : tensor<2x3x3xf64>
    %17 = stablehlo.dot_general %16, %11#2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %18 = stablehlo.abs %11#0 : tensor<2x3x3xf64>
    %19 = stablehlo.abs %11#2 : tensor<2x3x5xf64>
    %20:3 = call @svd_1(%arg2) : (tensor<2x4x3xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>)
    %21 = stablehlo.transpose %20#0, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %22 = stablehlo.real %21 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %23 = stablehlo.imag %21 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %24 = stablehlo.negate %23 : tensor<2x4x4xf32>
    %25 = stablehlo.complex %22, %24 : tensor<2x4x4xcomplex<f32>>
    %26 = stablehlo.dot_general %25, %20#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %27 = stablehlo.slice %20#0 [0:2, 0:4, 0:3] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %28 = stablehlo.broadcast_in_dim %20#1, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %29 = stablehlo.convert %28 : (tensor<2x1x3xf32>) -> tensor<2x1x3xcomplex<f32>>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x1x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %31 = stablehlo.multiply %27, %30 : tensor<2x4x3xcomplex<f32>>
    %32 = stablehlo.dot_general %31, %20#2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %33 = stablehlo.slice %20#0 [0:2, 0:4, 0:3] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %34 = stablehlo.abs %33 : (tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xf32>
    %35 = stablehlo.abs %20#2 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %36:3 = call @svd_2(%arg3) : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>)
    %37 = stablehlo.transpose %36#0, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %38 = stablehlo.real %37 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %39 = stablehlo.imag %37 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %40 = stablehlo.negate %39 : tensor<3x3xf64>
    %41 = stablehlo.complex %38, %40 : tensor<3x3xcomplex<f64>>
    %42 = stablehlo.dot_general %41, %36#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %43 = stablehlo.broadcast_in_dim %36#1, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %44 = stablehlo.convert %43 : (tensor<1x3xf64>) -> tensor<1x3xcomplex<f64>>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %46 = stablehlo.multiply %36#0, %45 : tensor<3x3xcomplex<f64>>
    %47 = stablehlo.dot_general %46, %36#2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %48 = stablehlo.abs %36#0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %49 = stablehlo.abs %36#2 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %50 = call @svd_3(%arg0) : (tensor<4x3xf32>) -> tensor<3xf32>
    return %0#1, %9, %10, %2, %7, %11#1, %18, %19, %13, %17, %20#1, %34, %35, %26, %32, %36#1, %48, %49, %42, %47, %50 : tensor<3xf32>, tensor<4x3xf32>, tensor<3x3xf32>, tensor<4x4xf32>, tensor<4x3xf32>, tensor<2x3xf64>, tensor<2x3x3xf64>, tensor<2x3x5xf64>, tensor<2x3x3xf64>, tensor<2x3x5xf64>, tensor<2x3xf32>, tensor<2x4x3xf32>, tensor<2x3x3xf32>, tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3xf32>
  }
  func.func private @svd(%arg0: tensor<4x3xf32>) -> (tensor<4x4xf32>, tensor<3xf32>, tensor<3x3xf32>) {
    %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xf32>
    return %10, %6, %14 : tensor<4x4xf32>, tensor<3xf32>, tensor<3x3xf32>
  }
  func.func private @svd_0(%arg0: tensor<2x3x5xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x3x5xf64>) {
    %0:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=5, l=3, m=5, n=3, o=3, p=3, q=3, r=5}, custom>} : (tensor<2x3x5xf64>) -> (tensor<2x3x5xf64>, tensor<2x3xf64>, tensor<2x3x3xf64>, tensor<2x3x5xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<2x3xi1>, tensor<2x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3x5xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x5xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<2x3x5xi1>, tensor<2x3x5xf64>
    return %10, %6, %14 : tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x3x5xf64>
  }
  func.func private @svd_1(%arg0: tensor<2x4x3xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=4, k=3, l=4, m=3, n=3, o=4, p=4, q=3, r=3}, custom>} : (tensor<2x4x3xcomplex<f32>>) -> (tensor<2x4x3xcomplex<f32>>, tensor<2x3xf32>, tensor<2x4x4xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<2x3xi1>, tensor<2x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %10, %6, %14 : tensor<2x4x4xcomplex<f32>>, tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>
  }
  func.func private @svd_2(%arg0: tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>) {
    %0:5 = stablehlo.custom_call @lapack_zgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %10, %6, %14 : tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>
  }
  func.func private @svd_3(%arg0: tensor<4x3xf32>) -> tensor<3xf32> {
    %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    return %6 : tensor<3xf32>
  }
}
