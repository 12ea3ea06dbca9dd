module @jit_bf16_mlp_infer attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x512xbf16>, %arg1: tensor<512x1024xbf16>, %arg2: tensor<1024xbf16>, %arg3: tensor<1024x1024xbf16>, %arg4: tensor<1024xbf16>, %arg5: tensor<1024x256xbf16>, %arg6: tensor<256xbf16>) -> (tensor<128x256xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x512xbf16>, tensor<512x1024xbf16>) -> tensor<128x1024xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %4 = stablehlo.add %0, %3 : tensor<128x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<128x1024xf32>) -> tensor<128x1024xbf16>
    %6 = stablehlo.multiply %5, %5 : tensor<128x1024xbf16>
    %7 = stablehlo.multiply %6, %5 : tensor<128x1024xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x1024xbf16>
    %9 = stablehlo.multiply %8, %7 : tensor<128x1024xbf16>
    %10 = stablehlo.add %5, %9 : tensor<128x1024xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<128x1024xbf16>
    %12 = stablehlo.multiply %11, %10 : tensor<128x1024xbf16>
    %13 = stablehlo.tanh %12 : tensor<128x1024xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<128x1024xbf16>
    %15 = stablehlo.add %14, %13 : tensor<128x1024xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<128x1024xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<128x1024xbf16>
    %18 = stablehlo.multiply %5, %17 : tensor<128x1024xbf16>
    %19 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<128x1024xf32>
    %20 = stablehlo.convert %arg4 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %23 = stablehlo.add %19, %22 : tensor<128x1024xf32>
    %24 = stablehlo.convert %23 : (tensor<128x1024xf32>) -> tensor<128x1024xbf16>
    %25 = stablehlo.multiply %24, %24 : tensor<128x1024xbf16>
    %26 = stablehlo.multiply %25, %24 : tensor<128x1024xbf16>
    %cst_3 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<128x1024xbf16>
    %28 = stablehlo.multiply %27, %26 : tensor<128x1024xbf16>
    %29 = stablehlo.add %24, %28 : tensor<128x1024xbf16>
    %cst_4 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<128x1024xbf16>
    %31 = stablehlo.multiply %30, %29 : tensor<128x1024xbf16>
    %32 = stablehlo.tanh %31 : tensor<128x1024xbf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<128x1024xbf16>
    %34 = stablehlo.add %33, %32 : tensor<128x1024xbf16>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<128x1024xbf16>
    %36 = stablehlo.multiply %35, %34 : tensor<128x1024xbf16>
    %37 = stablehlo.multiply %24, %36 : tensor<128x1024xbf16>
    %38 = stablehlo.dot_general %37, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xbf16>, tensor<1024x256xbf16>) -> tensor<128x256xf32>
    %39 = stablehlo.convert %arg6 : (tensor<256xbf16>) -> tensor<256xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %42 = stablehlo.add %38, %41 : tensor<128x256xf32>
    %43 = stablehlo.convert %42 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    return %43 : tensor<128x256xbf16>
  }
}
