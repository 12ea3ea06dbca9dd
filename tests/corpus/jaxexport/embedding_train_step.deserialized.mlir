module @jit_embedding_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000x64xf32>, %arg1: tensor<64x4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<32x16xi32>, %arg4: tensor<32xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<1000x64xf32> {jax.result_info = "result[1]"}, tensor<64x4xf32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0:2 = call @_take(%arg0, %arg3) : (tensor<1000x64xf32>, tensor<32x16xi32>) -> (tensor<32x16x64xf32>, tensor<32x16x1xi32>)
    %1 = stablehlo.reduce(%0#0 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32x64xf32>
    %4 = stablehlo.dot_general %3, %arg1, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x4xf32>) -> tensor<32x4xf32>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<32x4xf32>
    %7 = stablehlo.add %4, %6 : tensor<32x4xf32>
    %8:3 = call @log_softmax(%7) : (tensor<32x4xf32>) -> (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x1xf32>)
    %9 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %10:2 = call @take_along_axis(%8#0, %9) : (tensor<32x4xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>)
    %11 = stablehlo.reshape %10#0 : (tensor<32x1xf32>) -> tensor<32xf32>
    %12 = stablehlo.negate %11 : tensor<32xf32>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.divide %13, %cst_1 : tensor<f32>
    %15 = stablehlo.divide %cst_0, %cst_1 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %17 = stablehlo.negate %16 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %19 = call @take_along_axis_0(%10#1, %18) : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x4xf32>
    %20 = call @log_softmax_1(%8#1, %8#2, %19) : (tensor<32x4xf32>, tensor<32x1xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<32x4xf32>, tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.reshape %21 : (tensor<4xf32>) -> tensor<1x4xf32>
    %23 = stablehlo.reduce(%22 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.dot_general %20, %3, contracting_dims = [0] x [0] : (tensor<32x4xf32>, tensor<32x64xf32>) -> tensor<4x64xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %26 = stablehlo.dot_general %20, %arg1, contracting_dims = [1] x [1] : (tensor<32x4xf32>, tensor<64x4xf32>) -> tensor<32x64xf32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %28 = stablehlo.divide %26, %27 : tensor<32x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 2] : (tensor<32x64xf32>) -> tensor<32x16x64xf32>
    %30 = call @_take_2(%0#1, %29) : (tensor<32x16x1xi32>, tensor<32x16x64xf32>) -> tensor<1000x64xf32>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1000x64xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<1000x64xf32>
    %33 = stablehlo.subtract %arg0, %32 : tensor<1000x64xf32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %35 = stablehlo.multiply %34, %25 : tensor<64x4xf32>
    %36 = stablehlo.subtract %arg1, %35 : tensor<64x4xf32>
    %37 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.multiply %37, %23 : tensor<4xf32>
    %39 = stablehlo.subtract %arg2, %38 : tensor<4xf32>
    return %14, %33, %36, %39 : tensor<f32>, tensor<1000x64xf32>, tensor<64x4xf32>, tensor<4xf32>
  }
  func.func private @_take(%arg0: tensor<1000x64xf32>, %arg1: tensor<32x16xi32>) -> (tensor<32x16x64xf32>, tensor<32x16x1xi32>) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<32x16xi1>, tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x16xi32>) -> tensor<32x16x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x16x1xi32>, tensor<32x16x1xi32>) -> tensor<32x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x16x1xi32>, tensor<32x16x1xi32>) -> tensor<32x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x16x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<32x16x1xi1>, tensor<i1>) -> tensor<32x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64>}> : (tensor<1000x64xf32>, tensor<32x16x1xi32>) -> tensor<32x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<32x16xi1>) -> tensor<32x16x64xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<32x16x64xi1>, tensor<32x16x64xf32>
    return %16, %5 : tensor<32x16x64xf32>, tensor<32x16x1xi32>
  }
  func.func private @_where(%arg0: tensor<32x16xi1>, %arg1: tensor<32x16xi32>, %arg2: tensor<32x16xi32>) -> tensor<32x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x16xi1>, tensor<32x16xi32>
    return %0 : tensor<32x16xi32>
  }
  func.func private @log_softmax(%arg0: tensor<32x4xf32>) -> (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x4xf32>
    %6 = stablehlo.exponential %5 : tensor<32x4xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %9 = stablehlo.log %8 : tensor<32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x4xf32>
    return %11, %6, %8 : tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<32x4xf32>, %arg1: tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x4xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x1xi1>, tensor<32x1xf32>
    return %15, %5 : tensor<32x1xf32>, tensor<32x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<32x1x1xi32>, %arg1: tensor<32x1xf32>) -> tensor<32x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x4xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x4xf32>
    return %1 : tensor<32x4xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<32x4xf32>, %arg1: tensor<32x1xf32>, %arg2: tensor<32x4xf32>) -> tensor<32x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg2 : tensor<32x4xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.reshape %1 : (tensor<32xf32>) -> tensor<32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<32x1xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<32x4xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<32x4xf32>
    return %7 : tensor<32x4xf32>
  }
  func.func private @_take_2(%arg0: tensor<32x16x1xi32>, %arg1: tensor<32x16x64xf32>) -> tensor<1000x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1000x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1000x64xf32>, tensor<32x16x1xi32>, tensor<32x16x64xf32>) -> tensor<1000x64xf32>
    return %1 : tensor<1000x64xf32>
  }
}
