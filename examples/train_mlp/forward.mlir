module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<32x64xf32> {jax.result_info = "result[1]"}, tensor<32x10xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x64xf32>
    %4 = call @relu(%3) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x10xf32>) -> tensor<32x10xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<32x10xf32>
    %8 = stablehlo.add %5, %7 : tensor<32x10xf32>
    %9 = call @log_softmax(%8) : (tensor<32x10xf32>) -> tensor<32x10xf32>
    %10 = call @_one_hot(%arg5) : (tensor<32xi32>) -> tensor<32x10xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<32x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %14 = stablehlo.divide %13, %cst_1 : tensor<f32>
    %15 = stablehlo.negate %14 : tensor<f32>
    %16 = stablehlo.exponential %9 : tensor<32x10xf32>
    return %15, %4, %16 : tensor<f32>, tensor<32x64xf32>, tensor<32x10xf32>
  }
  func.func private @relu(%arg0: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @log_softmax(%arg0: tensor<32x10xf32>) -> tensor<32x10xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x10xf32>
    %6 = stablehlo.exponential %5 : tensor<32x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %9 = stablehlo.log %8 : tensor<32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x10xf32>
    return %11 : tensor<32x10xf32>
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
