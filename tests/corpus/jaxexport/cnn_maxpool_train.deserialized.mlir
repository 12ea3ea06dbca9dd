module @jit_cnn_maxpool_train attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x1x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<3x3x8x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<784x10xf32>, %arg5: tensor<10xf32>, %arg6: tensor<16x28x28x1xf32>, %arg7: tensor<16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x3x1x8xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<3x3x8x16xf32> {jax.result_info = "result[3]"}, tensor<16xf32> {jax.result_info = "result[4]"}, tensor<784x10xf32> {jax.result_info = "result[5]"}, tensor<10xf32> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg6, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<16x28x28x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<16x28x28x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x28x28x8xf32>
    %4 = call @relu(%3) : (tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xf32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x28x28x8xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<16x28x28x8xf32>, tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xi1>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%4, %7) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %81 = stablehlo.maximum %arg8, %arg9 : tensor<f32>
      stablehlo.return %81 : tensor<f32>
    }) : (tensor<16x28x28x8xf32>, tensor<f32>) -> tensor<16x14x14x8xf32>
    %9 = stablehlo.convolution(%8, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x14x14x8xf32>, tensor<3x3x8x16xf32>) -> tensor<16x14x14x16xf32>
    %10 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<16x14x14x16xf32>
    %12 = stablehlo.add %9, %11 : tensor<16x14x14x16xf32>
    %13 = call @relu_0(%12) : (tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xf32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x14x14x16xf32>
    %15 = stablehlo.compare GT, %12, %14, FLOAT : (tensor<16x14x14x16xf32>, tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xi1>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.reduce_window"(%13, %16) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %81 = stablehlo.maximum %arg8, %arg9 : tensor<f32>
      stablehlo.return %81 : tensor<f32>
    }) : (tensor<16x14x14x16xf32>, tensor<f32>) -> tensor<16x7x7x16xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x7x7x16xf32>) -> tensor<16x784xf32>
    %19 = stablehlo.dot_general %18, %arg4, contracting_dims = [1] x [0] : (tensor<16x784xf32>, tensor<784x10xf32>) -> tensor<16x10xf32>
    %20 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<16x10xf32>
    %22 = stablehlo.add %19, %21 : tensor<16x10xf32>
    %23:3 = call @log_softmax(%22) : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>)
    %24 = call @_one_hot(%arg7) : (tensor<16xi32>) -> tensor<16x10xf32>
    %25 = stablehlo.multiply %23#0, %24 : tensor<16x10xf32>
    %26 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.divide %27, %cst_1 : tensor<f32>
    %29 = stablehlo.negate %28 : tensor<f32>
    %30 = stablehlo.negate %cst_0 : tensor<f32>
    %31 = stablehlo.divide %30, %cst_1 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
    %34 = stablehlo.multiply %33, %24 : tensor<16x10xf32>
    %35 = call @log_softmax_1(%23#1, %23#2, %34) : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %36 = stablehlo.reduce(%35 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %37 = stablehlo.reshape %36 : (tensor<10xf32>) -> tensor<1x10xf32>
    %38 = stablehlo.reduce(%37 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %39 = stablehlo.dot_general %35, %18, contracting_dims = [0] x [0] : (tensor<16x10xf32>, tensor<16x784xf32>) -> tensor<10x784xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<10x784xf32>) -> tensor<784x10xf32>
    %41 = stablehlo.dot_general %35, %arg4, contracting_dims = [1] x [1] : (tensor<16x10xf32>, tensor<784x10xf32>) -> tensor<16x784xf32>
    %42 = stablehlo.reshape %41 : (tensor<16x784xf32>) -> tensor<16x7x7x16xf32>
    %43 = stablehlo.pad %13, %cst_2, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x14x14x16xf32>, tensor<f32>) -> tensor<16x14x14x16xf32>
    %44 = "stablehlo.select_and_scatter"(%43, %42, %cst_3) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %81 = stablehlo.compare GE, %arg8, %arg9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %81 : tensor<i1>
    }, {
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %81 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %81 : tensor<f32>
    }) : (tensor<16x14x14x16xf32>, tensor<16x7x7x16xf32>, tensor<f32>) -> tensor<16x14x14x16xf32>
    %45 = stablehlo.slice %44 [0:16, 0:14, 0:14, 0:16] : (tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xf32>
    %46 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x14x14x16xf32>
    %47 = stablehlo.select %15, %45, %46 : tensor<16x14x14x16xi1>, tensor<16x14x14x16xf32>
    %48 = stablehlo.reduce(%47 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x14x14x16xf32>, tensor<f32>) -> tensor<16xf32>
    %49 = stablehlo.reshape %48 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %50 = stablehlo.reduce(%49 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.convolution(%8, %47) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x14x14x8xf32>, tensor<16x14x14x16xf32>) -> tensor<3x3x8x16xf32>
    %52 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x8x16xf32>
    %53 = stablehlo.convolution(%47, %52) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x14x14x16xf32>, tensor<3x3x8x16xf32>) -> tensor<16x14x14x8xf32>
    %54 = stablehlo.pad %4, %cst_2, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x28x28x8xf32>, tensor<f32>) -> tensor<16x28x28x8xf32>
    %55 = "stablehlo.select_and_scatter"(%54, %53, %cst_3) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %81 = stablehlo.compare GE, %arg8, %arg9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %81 : tensor<i1>
    }, {
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %81 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %81 : tensor<f32>
    }) : (tensor<16x28x28x8xf32>, tensor<16x14x14x8xf32>, tensor<f32>) -> tensor<16x28x28x8xf32>
    %56 = stablehlo.slice %55 [0:16, 0:28, 0:28, 0:8] : (tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xf32>
    %57 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x28x28x8xf32>
    %58 = stablehlo.select %6, %56, %57 : tensor<16x28x28x8xi1>, tensor<16x28x28x8xf32>
    %59 = stablehlo.reduce(%58 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x28x28x8xf32>, tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.reshape %59 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %61 = stablehlo.reduce(%60 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.convolution(%arg6, %58) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x28x28x1xf32>, tensor<16x28x28x8xf32>) -> tensor<3x3x1x8xf32>
    %63 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<3x3x1x8xf32>
    %65 = stablehlo.subtract %arg0, %64 : tensor<3x3x1x8xf32>
    %66 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.multiply %66, %61 : tensor<8xf32>
    %68 = stablehlo.subtract %arg1, %67 : tensor<8xf32>
    %69 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %70 = stablehlo.multiply %69, %51 : tensor<3x3x8x16xf32>
    %71 = stablehlo.subtract %arg2, %70 : tensor<3x3x8x16xf32>
    %72 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %73 = stablehlo.multiply %72, %50 : tensor<16xf32>
    %74 = stablehlo.subtract %arg3, %73 : tensor<16xf32>
    %75 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<784x10xf32>
    %76 = stablehlo.multiply %75, %40 : tensor<784x10xf32>
    %77 = stablehlo.subtract %arg4, %76 : tensor<784x10xf32>
    %78 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %79 = stablehlo.multiply %78, %38 : tensor<10xf32>
    %80 = stablehlo.subtract %arg5, %79 : tensor<10xf32>
    return %29, %65, %68, %71, %74, %77, %80 : tensor<f32>, tensor<3x3x1x8xf32>, tensor<8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<784x10xf32>, tensor<10xf32>
  }
  func.func private @relu(%arg0: tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x28x28x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x28x28x8xf32>
    return %1 : tensor<16x28x28x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x14x14x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x14x14x16xf32>
    return %1 : tensor<16x14x14x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x10xf32>
    %6 = stablehlo.exponential %5 : tensor<16x10xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.log %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x10xf32>
    return %11, %6, %8 : tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<16xi32>) -> tensor<16x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<16x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<16x10xi32>, tensor<16x10xi32>) -> tensor<16x10xi1>
    %5 = stablehlo.convert %4 : (tensor<16x10xi1>) -> tensor<16x10xf32>
    return %5 : tensor<16x10xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x10xf32>) -> tensor<16x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg2 : tensor<16x10xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x10xf32>
    return %7 : tensor<16x10xf32>
  }
}
