module @jit_resnet_block_train attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x64x64xf32> {tf.aliasing_output = 1 : i32}, %arg1: tensor<64xf32> {tf.aliasing_output = 2 : i32}, %arg2: tensor<64xf32> {tf.aliasing_output = 3 : i32}, %arg3: tensor<3x3x64x64xf32> {tf.aliasing_output = 4 : i32}, %arg4: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg6: tensor<64x10xf32> {tf.aliasing_output = 7 : i32}, %arg7: tensor<10xf32> {tf.aliasing_output = 8 : i32}, %arg8: tensor<3x3x64x64xf32> {tf.aliasing_output = 9 : i32}, %arg9: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg10: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg11: tensor<3x3x64x64xf32> {tf.aliasing_output = 12 : i32}, %arg12: tensor<64xf32> {tf.aliasing_output = 13 : i32}, %arg13: tensor<64xf32> {tf.aliasing_output = 14 : i32}, %arg14: tensor<64x10xf32> {tf.aliasing_output = 15 : i32}, %arg15: tensor<10xf32> {tf.aliasing_output = 16 : i32}, %arg16: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %arg17: tensor<64xf32> {tf.aliasing_output = 18 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %arg19: tensor<64xf32> {tf.aliasing_output = 20 : i32}, %arg20: tensor<16x32x32x64xf32>, %arg21: tensor<16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x3x64x64xf32> {jax.result_info = "result[1]"}, tensor<64xf32> {jax.result_info = "result[2]"}, tensor<64xf32> {jax.result_info = "result[3]"}, tensor<3x3x64x64xf32> {jax.result_info = "result[4]"}, tensor<64xf32> {jax.result_info = "result[5]"}, tensor<64xf32> {jax.result_info = "result[6]"}, tensor<64x10xf32> {jax.result_info = "result[7]"}, tensor<10xf32> {jax.result_info = "result[8]"}, tensor<3x3x64x64xf32> {jax.result_info = "result[9]"}, tensor<64xf32> {jax.result_info = "result[10]"}, tensor<64xf32> {jax.result_info = "result[11]"}, tensor<3x3x64x64xf32> {jax.result_info = "result[12]"}, tensor<64xf32> {jax.result_info = "result[13]"}, tensor<64xf32> {jax.result_info = "result[14]"}, tensor<64x10xf32> {jax.result_info = "result[15]"}, tensor<10xf32> {jax.result_info = "result[16]"}, tensor<64xf32> {jax.result_info = "result[17]"}, tensor<64xf32> {jax.result_info = "result[18]"}, tensor<64xf32> {jax.result_info = "result[19]"}, tensor<64xf32> {jax.result_info = "result[20]"}) {
    %0 = stablehlo.convolution(%arg20, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<16x32x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<16x32x32x64xf32>
    %7 = chlo.square %6 : tensor<16x32x32x64xf32> -> tensor<16x32x32x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<16x32x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.divide %10, %11 : tensor<64xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %15 = stablehlo.subtract %0, %14 : tensor<16x32x32x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %17 = stablehlo.add %12, %16 : tensor<64xf32>
    %18 = stablehlo.rsqrt %17 : tensor<64xf32>
    %19 = stablehlo.divide %18, %17 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<64xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %24 = stablehlo.multiply %15, %23 : tensor<16x32x32x64xf32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<16x32x32x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<16x32x32x64xf32>
    %31 = call @relu(%30) : (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %33 = stablehlo.compare GT, %30, %32, FLOAT : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xi1>
    %34 = stablehlo.convolution(%31, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<16x32x32x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_8 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %37 = stablehlo.divide %35, %36 : tensor<64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %40 = stablehlo.subtract %34, %39 : tensor<16x32x32x64xf32>
    %41 = chlo.square %40 : tensor<16x32x32x64xf32> -> tensor<16x32x32x64xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %43 = stablehlo.multiply %42, %40 : tensor<16x32x32x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%41 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_11 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %46 = stablehlo.divide %44, %45 : tensor<64xf32>
    %47 = stablehlo.broadcast_in_dim %37, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %49 = stablehlo.subtract %34, %48 : tensor<16x32x32x64xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %51 = stablehlo.add %46, %50 : tensor<64xf32>
    %52 = stablehlo.rsqrt %51 : tensor<64xf32>
    %53 = stablehlo.divide %52, %51 : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<64xf32>
    %56 = stablehlo.broadcast_in_dim %52, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %58 = stablehlo.multiply %49, %57 : tensor<16x32x32x64xf32>
    %59 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<16x32x32x64xf32>
    %62 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %64 = stablehlo.add %61, %63 : tensor<16x32x32x64xf32>
    %65 = stablehlo.add %64, %arg20 : tensor<16x32x32x64xf32>
    %66 = call @relu(%65) : (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %68 = stablehlo.compare GT, %65, %67, FLOAT : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%66 init: %cst_15) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %cst_16 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %71 = stablehlo.divide %69, %70 : tensor<16x64xf32>
    %72 = stablehlo.dot_general %71, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x10xf32>) -> tensor<16x10xf32>
    %73 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<16x10xf32>
    %75 = stablehlo.add %72, %74 : tensor<16x10xf32>
    %76:3 = call @log_softmax(%75) : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>)
    %77 = stablehlo.broadcast_in_dim %arg21, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %78:2 = call @take_along_axis(%76#0, %77) : (tensor<16x10xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>)
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78#0 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %80 = stablehlo.divide %79, %cst_18 : tensor<f32>
    %81 = stablehlo.negate %80 : tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.negate %cst_19 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %83 = stablehlo.divide %82, %cst_20 : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %85 = call @take_along_axis_0(%78#1, %84) : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>
    %86 = call @log_softmax_1(%76#1, %76#2, %85) : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %88 = stablehlo.reshape %87 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %90 = stablehlo.dot_general %86, %71, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x64xf32>) -> tensor<10x64xf32>
    %91 = stablehlo.transpose %90, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %92 = stablehlo.dot_general %86, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<64x10xf32>) -> tensor<16x64xf32>
    %cst_23 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %94 = stablehlo.divide %92, %93 : tensor<16x64xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 3] : (tensor<16x64xf32>) -> tensor<16x32x32x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %97 = stablehlo.select %68, %95, %96 : tensor<16x32x32x64xi1>, tensor<16x32x32x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %99 = stablehlo.reshape %98 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %101 = stablehlo.multiply %58, %97 : tensor<16x32x32x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %103 = stablehlo.reshape %102 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %104 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %105 = stablehlo.multiply %97, %104 : tensor<16x32x32x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%103 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %107 = stablehlo.multiply %49, %105 : tensor<16x32x32x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %109 = stablehlo.reshape %108 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %110 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %111 = stablehlo.multiply %105, %110 : tensor<16x32x32x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%109 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %113 = stablehlo.multiply %112, %55 : tensor<64xf32>
    %114 = stablehlo.negate %111 : tensor<16x32x32x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %116 = stablehlo.reshape %115 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_32) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_33 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %119 = stablehlo.divide %113, %118 : tensor<64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [3] : (tensor<64xf32>) -> tensor<16x32x32x64xf32>
    %121 = stablehlo.multiply %120, %43 : tensor<16x32x32x64xf32>
    %122 = stablehlo.negate %121 : tensor<16x32x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %124 = stablehlo.reshape %123 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %125 = stablehlo.add %111, %121 : tensor<16x32x32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%124 init: %cst_35) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %127 = stablehlo.add %117, %126 : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %129 = stablehlo.divide %127, %128 : tensor<64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [3] : (tensor<64xf32>) -> tensor<16x32x32x64xf32>
    %131 = stablehlo.add %125, %130 : tensor<16x32x32x64xf32>
    %132 = stablehlo.convolution(%31, %131) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %133 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x64x64xf32>
    %134 = stablehlo.convolution(%131, %133) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<16x32x32x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %136 = stablehlo.select %33, %134, %135 : tensor<16x32x32x64xi1>, tensor<16x32x32x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %138 = stablehlo.reshape %137 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %140 = stablehlo.multiply %24, %136 : tensor<16x32x32x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_40) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %142 = stablehlo.reshape %141 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %143 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %144 = stablehlo.multiply %136, %143 : tensor<16x32x32x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%142 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %146 = stablehlo.multiply %15, %144 : tensor<16x32x32x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %148 = stablehlo.reshape %147 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %149 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %150 = stablehlo.multiply %144, %149 : tensor<16x32x32x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%148 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %152 = stablehlo.multiply %151, %21 : tensor<64xf32>
    %153 = stablehlo.negate %150 : tensor<16x32x32x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %155 = stablehlo.reshape %154 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_46 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %158 = stablehlo.divide %152, %157 : tensor<64xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [3] : (tensor<64xf32>) -> tensor<16x32x32x64xf32>
    %160 = stablehlo.multiply %159, %9 : tensor<16x32x32x64xf32>
    %161 = stablehlo.negate %160 : tensor<16x32x32x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %163 = stablehlo.reshape %162 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %164 = stablehlo.add %150, %160 : tensor<16x32x32x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%163 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %166 = stablehlo.add %156, %165 : tensor<64xf32>
    %cst_49 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %168 = stablehlo.divide %166, %167 : tensor<64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [3] : (tensor<64xf32>) -> tensor<16x32x32x64xf32>
    %170 = stablehlo.add %164, %169 : tensor<16x32x32x64xf32>
    %171 = stablehlo.convolution(%arg20, %170) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %173 = stablehlo.multiply %172, %arg8 : tensor<3x3x64x64xf32>
    %174 = stablehlo.add %173, %171 : tensor<3x3x64x64xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %176 = stablehlo.multiply %175, %arg9 : tensor<64xf32>
    %177 = stablehlo.add %176, %145 : tensor<64xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %179 = stablehlo.multiply %178, %arg10 : tensor<64xf32>
    %180 = stablehlo.add %179, %139 : tensor<64xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %182 = stablehlo.multiply %181, %arg11 : tensor<3x3x64x64xf32>
    %183 = stablehlo.add %182, %132 : tensor<3x3x64x64xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %185 = stablehlo.multiply %184, %arg12 : tensor<64xf32>
    %186 = stablehlo.add %185, %106 : tensor<64xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %188 = stablehlo.multiply %187, %arg13 : tensor<64xf32>
    %189 = stablehlo.add %188, %100 : tensor<64xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %191 = stablehlo.multiply %190, %arg14 : tensor<64x10xf32>
    %192 = stablehlo.add %191, %91 : tensor<64x10xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %194 = stablehlo.multiply %193, %arg15 : tensor<10xf32>
    %195 = stablehlo.add %194, %89 : tensor<10xf32>
    %cst_58 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %197 = stablehlo.multiply %196, %174 : tensor<3x3x64x64xf32>
    %198 = stablehlo.subtract %arg0, %197 : tensor<3x3x64x64xf32>
    %cst_59 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %200 = stablehlo.multiply %199, %177 : tensor<64xf32>
    %201 = stablehlo.subtract %arg1, %200 : tensor<64xf32>
    %cst_60 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %203 = stablehlo.multiply %202, %180 : tensor<64xf32>
    %204 = stablehlo.subtract %arg2, %203 : tensor<64xf32>
    %cst_61 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %206 = stablehlo.multiply %205, %183 : tensor<3x3x64x64xf32>
    %207 = stablehlo.subtract %arg3, %206 : tensor<3x3x64x64xf32>
    %cst_62 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %209 = stablehlo.multiply %208, %186 : tensor<64xf32>
    %210 = stablehlo.subtract %arg4, %209 : tensor<64xf32>
    %cst_63 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %212 = stablehlo.multiply %211, %189 : tensor<64xf32>
    %213 = stablehlo.subtract %arg5, %212 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %215 = stablehlo.multiply %214, %192 : tensor<64x10xf32>
    %216 = stablehlo.subtract %arg6, %215 : tensor<64x10xf32>
    %cst_65 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %218 = stablehlo.multiply %217, %195 : tensor<10xf32>
    %219 = stablehlo.subtract %arg7, %218 : tensor<10xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %221 = stablehlo.multiply %220, %arg16 : tensor<64xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %223 = stablehlo.multiply %222, %3 : tensor<64xf32>
    %224 = stablehlo.add %221, %223 : tensor<64xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %226 = stablehlo.multiply %225, %arg17 : tensor<64xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %228 = stablehlo.multiply %227, %12 : tensor<64xf32>
    %229 = stablehlo.add %226, %228 : tensor<64xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %231 = stablehlo.multiply %230, %arg18 : tensor<64xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %233 = stablehlo.multiply %232, %37 : tensor<64xf32>
    %234 = stablehlo.add %231, %233 : tensor<64xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %236 = stablehlo.multiply %235, %arg19 : tensor<64xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %238 = stablehlo.multiply %237, %46 : tensor<64xf32>
    %239 = stablehlo.add %236, %238 : tensor<64xf32>
    return %81, %198, %201, %204, %207, %210, %213, %216, %219, %174, %177, %180, %183, %186, %189, %192, %195, %224, %229, %234, %239 : tensor<f32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
  func.func private @relu(%arg0: tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32x32x64xf32>
    return %1 : tensor<16x32x32x64xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x10xf32>
    %6 = stablehlo.exponential %5 : tensor<16x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.log %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x10xf32>
    return %11, %6, %8 : tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x1xi1>, tensor<16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x10xf32>, tensor<16x1x1xi32>) -> tensor<16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x1xi1>, tensor<16x1xf32>
    return %15, %5 : tensor<16x1xf32>, tensor<16x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<16x1x1xi32>, %arg1: tensor<16x1xf32>) -> tensor<16x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x10xf32>, tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>
    return %1 : tensor<16x10xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x10xf32>) -> tensor<16x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x10xf32>
    return %7 : tensor<16x10xf32>
  }
}
