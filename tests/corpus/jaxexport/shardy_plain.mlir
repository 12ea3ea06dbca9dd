module @jit_plain attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.add %1, %2 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}
