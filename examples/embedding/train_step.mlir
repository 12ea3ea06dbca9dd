module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x16xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<16x9xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<9xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<64xi32>, %arg4: tensor<64x9xf32>) -> (tensor<512x16xf32> {jax.result_info = "result[0]"}, tensor<16x9xf32> {jax.result_info = "result[1]"}, tensor<9xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %1 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %3 = stablehlo.add %arg3, %2 : tensor<64xi32>
    %4 = stablehlo.select %1, %3, %arg3 : tensor<64xi1>, tensor<64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<512x16xf32>, tensor<64x1xi32>) -> tensor<64x16xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x9xf32>) -> tensor<64x9xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<9xf32>) -> tensor<1x9xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x9xf32>) -> tensor<64x9xf32>
    %10 = stablehlo.add %7, %9 : tensor<64x9xf32>
    %11 = stablehlo.subtract %10, %arg4 : tensor<64x9xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<64x9xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x9xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<64x9xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x9xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %17 = stablehlo.divide %16, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %18 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<64xf32>) -> tensor<64x9xf32>
    %21 = stablehlo.multiply %20, %14 : tensor<64x9xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<64x9xf32>, tensor<f32>) -> tensor<9xf32>
    %23 = stablehlo.reshape %22 : (tensor<9xf32>) -> tensor<1x9xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x9xf32>, tensor<f32>) -> tensor<9xf32>
    %25 = stablehlo.dot_general %21, %6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x9xf32>, tensor<64x16xf32>) -> tensor<9x16xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<9x16xf32>) -> tensor<16x9xf32>
    %27 = stablehlo.dot_general %21, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x9xf32>, tensor<16x9xf32>) -> tensor<64x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %29 = "stablehlo.scatter"(%28, %5, %27) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %39 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %39 : tensor<f32>
    }) : (tensor<512x16xf32>, tensor<64x1xi32>, tensor<64x16xf32>) -> tensor<512x16xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<512x16xf32>
    %32 = stablehlo.subtract %arg0, %31 : tensor<512x16xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
    %34 = stablehlo.multiply %33, %26 : tensor<16x9xf32>
    %35 = stablehlo.subtract %arg1, %34 : tensor<16x9xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %37 = stablehlo.multiply %36, %24 : tensor<9xf32>
    %38 = stablehlo.subtract %arg2, %37 : tensor<9xf32>
    return %32, %35, %38, %17 : tensor<512x16xf32>, tensor<16x9xf32>, tensor<9xf32>, tensor<f32>
  }
}
