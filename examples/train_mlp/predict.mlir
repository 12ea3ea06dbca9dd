module @jit_predict attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<357x64xf32>) -> (tensor<357xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<357x64xf32>, tensor<64x64xf32>) -> tensor<357x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<357x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<357x64xf32>
    %4 = call @relu(%3) : (tensor<357x64xf32>) -> tensor<357x64xf32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<357x64xf32>, tensor<64x10xf32>) -> tensor<357x10xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<357x10xf32>
    %8 = stablehlo.add %5, %7 : tensor<357x10xf32>
    %9 = call @argmax(%8) : (tensor<357x10xf32>) -> tensor<357xi32>
    return %9 : tensor<357xi32>
  }
  func.func private @relu(%arg0: tensor<357x64xf32>) -> tensor<357x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<357x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<357x64xf32>
    return %1 : tensor<357x64xf32>
  }
  func.func private @argmax(%arg0: tensor<357x10xf32>) -> tensor<357xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<357x10xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<357x10xf32>, tensor<357x10xi32>, tensor<f32>, tensor<i32>) -> (tensor<357xf32>, tensor<357xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<357xi32>
  }
}
