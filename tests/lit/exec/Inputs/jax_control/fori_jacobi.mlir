module @jit_fori_jacobi attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xf32>, %arg1: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %0 = call @_diag(%arg0) : (tensor<6x6xf32>) -> tensor<6xf32>
    %1 = call @_diag_0(%0) : (tensor<6xf32>) -> tensor<6x6xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %2, %iterArg_0 = %arg1, %iterArg_1 = %0, %iterArg_2 = %c, %iterArg_3 = %3) : tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6xf32>
    cond {
      %c_4 = stablehlo.constant dense<60> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_2, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5 = func.call @closed_call(%iterArg, %iterArg_0, %iterArg_1, %iterArg_3) : (tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_2, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %6, %5 : tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6xf32>
    }
    return %4#4 : tensor<6xf32>
  }
  func.func private @_diag(%arg0: tensor<6x6xf32>) -> tensor<6xf32> {
    %0 = call @diagonal(%arg0) : (tensor<6x6xf32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @diagonal(%arg0: tensor<6x6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %1 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %3 = stablehlo.add %0, %2 : tensor<6x6xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %5 = stablehlo.convert %4 : (tensor<6x6xi1>) -> tensor<6x6xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<6xi32>
      %9 = stablehlo.iota dim = 0 : tensor<6xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %c_2 = stablehlo.constant dense<6> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %13 = stablehlo.add %8, %12 : tensor<6xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<6xi1>, tensor<6xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %c_4 = stablehlo.constant dense<6> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %18 = stablehlo.add %9, %17 : tensor<6xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<6xi1>, tensor<6xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x6xf32>, tensor<6x2xi32>) -> tensor<6xf32>
      stablehlo.return %23 : tensor<6xf32>
    }) : (tensor<i32>) -> tensor<6xf32>
    return %7 : tensor<6xf32>
  }
  func.func private @_diag_0(%arg0: tensor<6xf32>) -> tensor<6x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %2 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %4 = stablehlo.add %1, %3 : tensor<6x6xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<6x6xi1>, tensor<6x1xf32>, tensor<f32>) -> tensor<6x6xf32>
    return %7 : tensor<6x6xf32>
  }
  func.func private @_where(%arg0: tensor<6x6xi1>, %arg1: tensor<6x1xf32>, %arg2: tensor<f32>) -> tensor<6x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<6x6xi1>, tensor<6x6xf32>
    return %2 : tensor<6x6xf32>
  }
  func.func private @closed_call(%arg0: tensor<6x6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %1 = stablehlo.subtract %arg1, %0 : tensor<6xf32>
    %2 = stablehlo.divide %1, %arg2 : tensor<6xf32>
    return %2 : tensor<6xf32>
  }
}
