module @jit_update attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32> {abi.output = 0 : index}, %arg1: tensor<64xf32> {abi.output = 1 : index}, %arg2: tensor<64x10xf32> {abi.output = 2 : index}, %arg3: tensor<10xf32> {abi.output = 3 : index}, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x10xf32>, %arg7: tensor<10xf32>) -> (tensor<64x64xf32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]"}, tensor<64x10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.multiply %0, %arg4 : tensor<64x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.multiply %3, %arg5 : tensor<64xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %7 = stablehlo.multiply %6, %arg6 : tensor<64x10xf32>
    %8 = stablehlo.subtract %arg2, %7 : tensor<64x10xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.multiply %9, %arg7 : tensor<10xf32>
    %11 = stablehlo.subtract %arg3, %10 : tensor<10xf32>
    return %2, %5, %8, %11 : tensor<64x64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>
  }
}
