module @jit_bf16_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x10xbf16>, %arg4: tensor<10xbf16>) -> (tensor<8x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xbf16>, tensor<32x64xbf16>) -> tensor<8x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<8x64xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<8x64xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<8x64xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<8x64xf32>
    %9 = stablehlo.add %4, %8 : tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<8x64xf32>
    %12 = stablehlo.tanh %11 : tensor<8x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %14 = stablehlo.add %13, %12 : tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<8x64xf32>
    %17 = stablehlo.multiply %4, %16 : tensor<8x64xf32>
    %18 = stablehlo.convert %17 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %19 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xbf16>, tensor<64x10xbf16>) -> tensor<8x10xf32>
    %20 = stablehlo.convert %arg4 : (tensor<10xbf16>) -> tensor<10xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %23 = stablehlo.add %19, %22 : tensor<8x10xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.maximum %25, %24 : tensor<8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %29 = stablehlo.subtract %23, %28 : tensor<8x10xf32>
    %30 = stablehlo.exponential %29 : tensor<8x10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %34 = stablehlo.divide %30, %33 : tensor<8x10xf32>
    return %34 : tensor<8x10xf32>
  }
}
