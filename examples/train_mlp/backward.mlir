module @jit_backward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {abi.consume}, %arg1: tensor<32x10xf32> {abi.consume}, %arg2: tensor<64x10xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<32xi32>) -> (tensor<64x64xf32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]"}, tensor<64x10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}) {
    %0 = call @_one_hot(%arg4) : (tensor<32xi32>) -> tensor<32x10xf32>
    %1 = stablehlo.subtract %arg1, %0 : tensor<32x10xf32>
    %cst = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32x10xf32>
    %4 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %5 = stablehlo.dot_general %4, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x10xf32>) -> tensor<64x10xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<64x10xf32>) -> tensor<10x64xf32>
    %8 = stablehlo.dot_general %3, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<10x64xf32>) -> tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %10 = stablehlo.compare GT, %arg0, %9, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %11 = stablehlo.convert %10 : (tensor<32x64xi1>) -> tensor<32x64xf32>
    %12 = stablehlo.multiply %8, %11 : tensor<32x64xf32>
    %13 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %14 = stablehlo.dot_general %13, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %14, %15, %5, %6 : tensor<64x64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>
  }
  func.func private @_one_hot(%arg0: tensor<32xi32>) -> tensor<32x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<32x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x10xi32>, tensor<32x10xi32>) -> tensor<32x10xi1>
    %5 = stablehlo.convert %4 : (tensor<32x10xi1>) -> tensor<32x10xf32>
    return %5 : tensor<32x10xf32>
  }
}
