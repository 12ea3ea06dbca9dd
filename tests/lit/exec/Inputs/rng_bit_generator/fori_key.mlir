module @jit_fori_key attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui64>) -> (tensor<2xui64> {jax.result_info = "result[0]"}, tensor<3xui32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %arg0, %iterArg_2 = %0) : tensor<i64>, tensor<2xui64>, tensor<3xui32>
    cond {
      %c_3 = stablehlo.constant dense<4> : tensor<i64>
      %2 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<2xui64>, tensor<3xui32>) -> (tensor<2xui64>, tensor<3xui32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %3 = stablehlo.add %iterArg, %c_3 : tensor<i64>
      stablehlo.return %3, %2#0, %2#1 : tensor<i64>, tensor<2xui64>, tensor<3xui32>
    }
    return %1#1, %1#2 : tensor<2xui64>, tensor<3xui32>
  }
  func.func private @closed_call(%arg0: tensor<2xui64>, %arg1: tensor<3xui32>) -> (tensor<2xui64>, tensor<3xui32>) {
    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
    %0 = stablehlo.xor %arg1, %output : tensor<3xui32>
    return %output_state, %0 : tensor<2xui64>, tensor<3xui32>
  }
}
