module @jit_f16_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf16>, %arg1: tensor<16xf16>, %arg2: tensor<16xf16>, %arg3: tensor<16x16xf16>) -> (tensor<4x16xf16> {jax.result_info = "result[0]"}, tensor<4xf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4x16xf16>) -> tensor<4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x16xf32>
    %7 = chlo.square %6 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<4x1xf32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<4x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<4x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<4x16xf32>
    %19 = stablehlo.convert %18 : (tensor<4x16xf32>) -> tensor<4x16xf16>
    %20 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf16>) -> tensor<1x16xf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x16xf16>) -> tensor<4x16xf16>
    %22 = stablehlo.multiply %19, %21 : tensor<4x16xf16>
    %23 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf16>) -> tensor<1x16xf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x16xf16>) -> tensor<4x16xf16>
    %25 = stablehlo.add %22, %24 : tensor<4x16xf16>
    %26 = stablehlo.dot_general %25, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf16>, tensor<16x16xf16>) -> tensor<4x16xf32>
    %27 = stablehlo.convert %26 : (tensor<4x16xf32>) -> tensor<4x16xf16>
    %28 = stablehlo.multiply %27, %27 : tensor<4x16xf16>
    %29 = stablehlo.multiply %28, %27 : tensor<4x16xf16>
    %cst_4 = stablehlo.constant dense<4.470830e-02> : tensor<f16>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f16>) -> tensor<4x16xf16>
    %31 = stablehlo.multiply %30, %29 : tensor<4x16xf16>
    %32 = stablehlo.add %27, %31 : tensor<4x16xf16>
    %cst_5 = stablehlo.constant dense<7.978520e-01> : tensor<f16>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f16>) -> tensor<4x16xf16>
    %34 = stablehlo.multiply %33, %32 : tensor<4x16xf16>
    %35 = stablehlo.tanh %34 : tensor<4x16xf16>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f16>) -> tensor<4x16xf16>
    %37 = stablehlo.add %36, %35 : tensor<4x16xf16>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f16>) -> tensor<4x16xf16>
    %39 = stablehlo.multiply %38, %37 : tensor<4x16xf16>
    %40 = stablehlo.multiply %27, %39 : tensor<4x16xf16>
    %41 = stablehlo.add %arg0, %40 : tensor<4x16xf16>
    %cst_8 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %42 = stablehlo.reduce(%41 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16xf16>, tensor<f16>) -> tensor<4xf16>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<4xf16>) -> tensor<4x1xf16>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<4x1xf16>) -> tensor<4x16xf16>
    %45 = stablehlo.subtract %41, %44 : tensor<4x16xf16>
    %46 = stablehlo.exponential %45 : tensor<4x16xf16>
    %47 = stablehlo.convert %46 : (tensor<4x16xf16>) -> tensor<4x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %49 = stablehlo.convert %48 : (tensor<4xf32>) -> tensor<4xf16>
    %50 = stablehlo.log %49 : tensor<4xf16>
    return %41, %50 : tensor<4x16xf16>, tensor<4xf16>
  }
}
