module @jit_step_local attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<784x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<64x784xf32>, %arg5: tensor<64xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<784x256xf32> {jax.result_info = "result[1]"}, tensor<256xf32> {jax.result_info = "result[2]"}, tensor<256x10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<784x256xf32>) -> tensor<784x256xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<784x256xf32>) -> tensor<784x256xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %4 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %6 = stablehlo.custom_call @Sharding(%arg3) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<10xf32>) -> tensor<10xf32>
    %7 = stablehlo.custom_call @SPMDFullToShardShape(%6) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<10xf32>) -> tensor<10xf32>
    %8 = stablehlo.custom_call @Sharding(%arg4) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x784xf32>) -> tensor<64x784xf32>
    %9 = stablehlo.custom_call @SPMDFullToShardShape(%8) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x784xf32>) -> tensor<16x784xf32>
    %10 = stablehlo.custom_call @Sharding(%arg5) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<64xi32>) -> tensor<64xi32>
    %11 = stablehlo.custom_call @SPMDFullToShardShape(%10) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64xi32>) -> tensor<16xi32>
    %12:5 = call @shmap_body(%1, %3, %5, %7, %9, %11) : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<16x784xf32>, tensor<16xi32>) -> (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
    %13 = stablehlo.custom_call @Sharding(%12#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %14 = stablehlo.custom_call @SPMDShardToFullShape(%13) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %15 = stablehlo.custom_call @Sharding(%12#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<784x256xf32>) -> tensor<784x256xf32>
    %16 = stablehlo.custom_call @SPMDShardToFullShape(%15) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<784x256xf32>) -> tensor<784x256xf32>
    %17 = stablehlo.custom_call @Sharding(%12#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %18 = stablehlo.custom_call @SPMDShardToFullShape(%17) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %19 = stablehlo.custom_call @Sharding(%12#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %20 = stablehlo.custom_call @SPMDShardToFullShape(%19) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %21 = stablehlo.custom_call @Sharding(%12#4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<10xf32>) -> tensor<10xf32>
    %22 = stablehlo.custom_call @SPMDShardToFullShape(%21) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<10xf32>) -> tensor<10xf32>
    return %14, %16, %18, %20, %22 : tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
  }
  func.func private @shmap_body(%arg0: tensor<784x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<16x784xf32>, %arg5: tensor<16xi32>) -> (tensor<f32> {jax.result_info = "[]"}, tensor<784x256xf32> {jax.result_info = "[None, None]"}, tensor<256xf32> {jax.result_info = "[None]"}, tensor<256x10xf32> {jax.result_info = "[None, None]"}, tensor<10xf32> {jax.result_info = "[None]"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x784xf32>, tensor<784x256xf32>) -> tensor<16x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<16x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x256xf32>
    %4 = call @relu(%3) : (tensor<16x256xf32>) -> tensor<16x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xi1>
    %7 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x10xf32>) -> tensor<16x10xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<16x10xf32>
    %10 = stablehlo.add %7, %9 : tensor<16x10xf32>
    %11:3 = call @log_softmax(%10) : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>)
    %12 = call @_one_hot(%arg5) : (tensor<16xi32>) -> tensor<16x10xf32>
    %13 = stablehlo.multiply %12, %11#0 : tensor<16x10xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %16 = stablehlo.divide %15, %cst_2 : tensor<f32>
    %17 = stablehlo.negate %16 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.negate %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %19 = stablehlo.divide %18, %cst_4 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
    %22 = stablehlo.multiply %12, %21 : tensor<16x10xf32>
    %23 = call @log_softmax_0(%11#1, %11#2, %22) : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %25 = stablehlo.reshape %24 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %27 = stablehlo.dot_general %23, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x256xf32>) -> tensor<10x256xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %29 = stablehlo.dot_general %23, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<256x10xf32>) -> tensor<16x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %31 = stablehlo.select %6, %29, %30 : tensor<16x256xi1>, tensor<16x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %33 = stablehlo.reshape %32 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %35 = stablehlo.dot_general %31, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<16x784xf32>) -> tensor<256x784xf32>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<256x784xf32>) -> tensor<784x256xf32>
    %37 = "stablehlo.all_reduce"(%17) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %63 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %63 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %38 = "stablehlo.all_reduce"(%36) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %63 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %63 : tensor<f32>
    }) : (tensor<784x256xf32>) -> tensor<784x256xf32>
    %39 = "stablehlo.all_reduce"(%34) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %63 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %63 : tensor<f32>
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %40 = "stablehlo.all_reduce"(%28) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %63 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %63 : tensor<f32>
    }) : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %41 = "stablehlo.all_reduce"(%26) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %63 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %63 : tensor<f32>
    }) : (tensor<10xf32>) -> tensor<10xf32>
    %cst_10 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %42 = stablehlo.divide %37, %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %44 = stablehlo.divide %38, %43 : tensor<784x256xf32>
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %46 = stablehlo.divide %39, %45 : tensor<256xf32>
    %cst_13 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %48 = stablehlo.divide %40, %47 : tensor<256x10xf32>
    %cst_14 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %50 = stablehlo.divide %41, %49 : tensor<10xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %52 = stablehlo.multiply %51, %44 : tensor<784x256xf32>
    %53 = stablehlo.subtract %arg0, %52 : tensor<784x256xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %55 = stablehlo.multiply %54, %46 : tensor<256xf32>
    %56 = stablehlo.subtract %arg1, %55 : tensor<256xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %58 = stablehlo.multiply %57, %48 : tensor<256x10xf32>
    %59 = stablehlo.subtract %arg2, %58 : tensor<256x10xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %61 = stablehlo.multiply %60, %50 : tensor<10xf32>
    %62 = stablehlo.subtract %arg3, %61 : tensor<10xf32>
    return %42, %53, %56, %59, %62 : tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
  }
  func.func private @relu(%arg0: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x256xf32>
    return %1 : tensor<16x256xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x10xf32>
    %6 = stablehlo.exponential %5 : tensor<16x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.log %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x10xf32>
    return %11, %6, %8 : tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<16xi32>) -> tensor<16x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<16x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<16x10xi32>, tensor<16x10xi32>) -> tensor<16x10xi1>
    %5 = stablehlo.convert %4 : (tensor<16x10xi1>) -> tensor<16x10xf32>
    return %5 : tensor<16x10xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x10xf32>) -> tensor<16x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x10xf32>
    return %7 : tensor<16x10xf32>
  }
}
