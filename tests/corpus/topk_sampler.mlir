module @jit_topk_sampler attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x2048xf32>, %arg1: tensor<16x40xf32>) -> (tensor<16xi32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 40) : tensor<16x2048xf32> -> (tensor<16x40xf32>, tensor<16x40xi32>)
    %cst = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x40xf32>
    %1 = stablehlo.divide %values, %0 : tensor<16x40xf32>
    %2 = call @log_softmax(%1) : (tensor<16x40xf32>) -> tensor<16x40xf32>
    %3 = stablehlo.log %arg1 : tensor<16x40xf32>
    %4 = stablehlo.negate %3 : tensor<16x40xf32>
    %5 = stablehlo.log %4 : tensor<16x40xf32>
    %6 = stablehlo.negate %5 : tensor<16x40xf32>
    %7 = stablehlo.add %2, %6 : tensor<16x40xf32>
    %8 = call @argmax(%7) : (tensor<16x40xf32>) -> tensor<16xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %10 = call @take_along_axis(%indices, %9) : (tensor<16x40xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %11 = stablehlo.reshape %10 : (tensor<16x1xi32>) -> tensor<16xi32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %13 = call @take_along_axis_0(%2, %12) : (tensor<16x40xf32>, tensor<16x1xi32>) -> tensor<16x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x1xf32>) -> tensor<16xf32>
    %15 = stablehlo.exponential %14 : tensor<16xf32>
    return %11, %15 : tensor<16xi32>, tensor<16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x40xf32>) -> tensor<16x40xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x40xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x40xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x40xf32>
    %6 = stablehlo.exponential %5 : tensor<16x40xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x40xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.log %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x40xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x40xf32>
    return %11 : tensor<16x40xf32>
  }
  func.func private @argmax(%arg0: tensor<16x40xf32>) -> tensor<16xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<16x40xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<16x40xf32>, tensor<16x40xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<16xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x40xi32>, %arg1: tensor<16x1xi32>) -> tensor<16x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_0 = stablehlo.constant dense<40> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x1xi1>, tensor<16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %c_1 = stablehlo.constant dense<39> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x40xi32>, tensor<16x1x1xi32>) -> tensor<16x1xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x1xi1>, tensor<16x1xi32>
    return %15 : tensor<16x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<16x40xf32>, %arg1: tensor<16x1xi32>) -> tensor<16x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_0 = stablehlo.constant dense<40> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x1xi1>, tensor<16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %c_1 = stablehlo.constant dense<39> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x40xf32>, tensor<16x1x1xi32>) -> tensor<16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x1xi1>, tensor<16x1xf32>
    return %15 : tensor<16x1xf32>
  }
}
