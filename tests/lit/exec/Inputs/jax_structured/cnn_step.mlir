module @jit_cnn_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x1x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<64x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<8x8x8x1xf32>, %arg5: tensor<8xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x3x1x4xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<64x10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.convolution(%arg4, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x1xf32>, tensor<3x3x1x4xf32>) -> tensor<8x8x8x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x8x8x4xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x8x8x4xf32>
    %4 = call @relu(%3) : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x4xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x8x8x4xf32>, tensor<8x8x8x4xf32>) -> tensor<8x8x8x4xi1>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%4, %7) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %55 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
      stablehlo.return %55 : tensor<f32>
    }) : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x4x4x4xf32>
    %9 = stablehlo.reshape %8 : (tensor<8x4x4x4xf32>) -> tensor<8x64xf32>
    %10 = stablehlo.dot_general %9, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x10xf32>) -> tensor<8x10xf32>
    %11 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %13 = stablehlo.add %10, %12 : tensor<8x10xf32>
    %14:3 = call @log_softmax(%13) : (tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>)
    %15 = call @_one_hot(%arg5) : (tensor<8xi32>) -> tensor<8x10xf32>
    %16 = stablehlo.multiply %14#0, %15 : tensor<8x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %19 = stablehlo.divide %18, %cst_3 : tensor<f32>
    %20 = stablehlo.negate %19 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.negate %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_5 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %25 = stablehlo.multiply %24, %15 : tensor<8x10xf32>
    %26 = call @log_softmax_0(%14#1, %14#2, %25) : (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %28 = stablehlo.reshape %27 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %30 = stablehlo.dot_general %26, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x64xf32>) -> tensor<10x64xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %32 = stablehlo.dot_general %26, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<64x10xf32>) -> tensor<8x64xf32>
    %33 = stablehlo.reshape %32 : (tensor<8x64xf32>) -> tensor<8x4x4x4xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.pad %4, %cst_8, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x8x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = "stablehlo.select_and_scatter"(%34, %33, %cst_9) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %55 = stablehlo.compare GE, %arg6, %arg7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    }, {
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %55 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %55 : tensor<f32>
    }) : (tensor<8x8x8x4xf32>, tensor<8x4x4x4xf32>, tensor<f32>) -> tensor<8x8x8x4xf32>
    %36 = stablehlo.slice %35 [0:8, 0:8, 0:8, 0:4] : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x8x8x4xf32>
    %38 = stablehlo.select %6, %36, %37 : tensor<8x8x8x4xi1>, tensor<8x8x8x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %40 = stablehlo.reshape %39 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.convolution(%arg4, %38) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x1xf32>, tensor<8x8x8x4xf32>) -> tensor<3x3x1x4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x3x1x4xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<3x3x1x4xf32>
    %45 = stablehlo.subtract %arg0, %44 : tensor<3x3x1x4xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %47 = stablehlo.multiply %46, %41 : tensor<4xf32>
    %48 = stablehlo.subtract %arg1, %47 : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %50 = stablehlo.multiply %49, %31 : tensor<64x10xf32>
    %51 = stablehlo.subtract %arg2, %50 : tensor<64x10xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %53 = stablehlo.multiply %52, %29 : tensor<10xf32>
    %54 = stablehlo.subtract %arg3, %53 : tensor<10xf32>
    return %20, %45, %48, %51, %54 : tensor<f32>, tensor<3x3x1x4xf32>, tensor<4xf32>, tensor<64x10xf32>, tensor<10xf32>
  }
  func.func private @relu(%arg0: tensor<8x8x8x4xf32>) -> tensor<8x8x8x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x4xf32>
    return %1 : tensor<8x8x8x4xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x10xf32>
    %6 = stablehlo.exponential %5 : tensor<8x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x10xf32>
    return %11, %6, %8 : tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<8x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %5 = stablehlo.convert %4 : (tensor<8x10xi1>) -> tensor<8x10xf32>
    return %5 : tensor<8x10xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<8x10xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x10xf32>) -> tensor<8x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x10xf32>
    return %7 : tensor<8x10xf32>
  }
}
