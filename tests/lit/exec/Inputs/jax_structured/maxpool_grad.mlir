module @jit_maxpool_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x6x3xf32>, %arg1: tensor<1x7x7x2xf32>) -> (tensor<2x6x6x3xf32> {jax.result_info = "result[0]"}, tensor<1x7x7x2xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<2x6x6x3xf32>, tensor<f32>) -> tensor<2x3x3x3xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3x3x3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<2x3x3x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3x3x3xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<2x3x3x3xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.pad %arg0, %cst_2, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x6x6x3xf32>, tensor<f32>) -> tensor<2x6x6x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = "stablehlo.select_and_scatter"(%6, %5, %cst_3) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<2x6x6x3xf32>, tensor<2x3x3x3xf32>, tensor<f32>) -> tensor<2x6x6x3xf32>
    %8 = stablehlo.slice %7 [0:2, 0:6, 0:6, 0:3] : (tensor<2x6x6x3xf32>) -> tensor<2x6x6x3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x4x4x2xf32>
    %cst_5 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x4x4x2xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<1x4x4x2xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.pad %arg1, %cst_6, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x7x7x2xf32>, tensor<f32>) -> tensor<1x9x9x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = "stablehlo.select_and_scatter"(%12, %11, %cst_7) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<1x9x9x2xf32>, tensor<1x4x4x2xf32>, tensor<f32>) -> tensor<1x9x9x2xf32>
    %14 = stablehlo.slice %13 [0:1, 1:8, 1:8, 0:2] : (tensor<1x9x9x2xf32>) -> tensor<1x7x7x2xf32>
    return %8, %14 : tensor<2x6x6x3xf32>, tensor<1x7x7x2xf32>
  }
}
