module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
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
    %12:9 = call @shmap_body(%1, %3, %5, %7, %9, %11) : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<16x784xf32>, tensor<16xi32>) -> (tensor<16x256xi1>, tensor<256x10xf32>, tensor<16x256xf32>, tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>, tensor<1xf32>, tensor<1xf32>, tensor<f32>)
    %13 = stablehlo.custom_call @Sharding(%12#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x256xi1>) -> tensor<16x256xi1>
    %14 = stablehlo.custom_call @SPMDShardToFullShape(%13) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x256xi1>) -> tensor<64x256xi1>
    %15 = stablehlo.custom_call @Sharding(%12#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %16 = stablehlo.custom_call @SPMDShardToFullShape(%15) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x10xf32>) -> tensor<1024x10xf32>
    %17 = stablehlo.custom_call @Sharding(%12#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x256xf32>) -> tensor<16x256xf32>
    %18 = stablehlo.custom_call @SPMDShardToFullShape(%17) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x256xf32>) -> tensor<64x256xf32>
    %19 = stablehlo.custom_call @Sharding(%12#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x10xf32>) -> tensor<16x10xf32>
    %20 = stablehlo.custom_call @SPMDShardToFullShape(%19) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x10xf32>) -> tensor<64x10xf32>
    %21 = stablehlo.custom_call @Sharding(%12#4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %22 = stablehlo.custom_call @SPMDShardToFullShape(%21) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x1xf32>) -> tensor<64x1xf32>
    %23 = stablehlo.custom_call @Sharding(%12#5) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x10xf32>) -> tensor<16x10xf32>
    %24 = stablehlo.custom_call @SPMDShardToFullShape(%23) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x10xf32>) -> tensor<64x10xf32>
    %25 = stablehlo.custom_call @Sharding(%12#6) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %26 = stablehlo.custom_call @SPMDShardToFullShape(%25) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1xf32>) -> tensor<4xf32>
    %27 = stablehlo.custom_call @Sharding(%12#7) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %28 = stablehlo.custom_call @SPMDShardToFullShape(%27) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %29 = stablehlo.custom_call @Sharding(%12#8) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %30 = stablehlo.custom_call @SPMDShardToFullShape(%29) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.custom_call @Sharding(%cst) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %32 = stablehlo.custom_call @SPMDFullToShardShape(%31) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %33 = stablehlo.custom_call @Sharding(%arg4) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x784xf32>) -> tensor<64x784xf32>
    %34 = stablehlo.custom_call @SPMDFullToShardShape(%33) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x784xf32>) -> tensor<16x784xf32>
    %35 = stablehlo.custom_call @Sharding(%14) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x256xi1>) -> tensor<64x256xi1>
    %36 = stablehlo.custom_call @SPMDFullToShardShape(%35) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x256xi1>) -> tensor<16x256xi1>
    %37 = stablehlo.custom_call @Sharding(%16) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x10xf32>) -> tensor<1024x10xf32>
    %38 = stablehlo.custom_call @SPMDFullToShardShape(%37) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024x10xf32>) -> tensor<256x10xf32>
    %39 = stablehlo.custom_call @Sharding(%18) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %40 = stablehlo.custom_call @SPMDFullToShardShape(%39) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<16x256xf32>
    %41 = stablehlo.custom_call @Sharding(%20) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %42 = stablehlo.custom_call @SPMDFullToShardShape(%41) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x10xf32>) -> tensor<16x10xf32>
    %43 = stablehlo.custom_call @Sharding(%22) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %44 = stablehlo.custom_call @SPMDFullToShardShape(%43) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x1xf32>) -> tensor<16x1xf32>
    %45 = stablehlo.custom_call @Sharding(%24) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %46 = stablehlo.custom_call @SPMDFullToShardShape(%45) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x10xf32>) -> tensor<16x10xf32>
    %47 = stablehlo.custom_call @Sharding(%26) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4xf32>) -> tensor<4xf32>
    %48 = stablehlo.custom_call @SPMDFullToShardShape(%47) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<1xf32>
    %49 = stablehlo.custom_call @Sharding(%28) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %50 = stablehlo.custom_call @SPMDFullToShardShape(%49) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %51:4 = call @shmap_body_0(%32, %34, %36, %38, %40, %42, %44, %46, %48, %50) : (tensor<f32>, tensor<16x784xf32>, tensor<16x256xi1>, tensor<256x10xf32>, tensor<16x256xf32>, tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
    %52 = stablehlo.custom_call @Sharding(%51#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<784x256xf32>) -> tensor<784x256xf32>
    %53 = stablehlo.custom_call @SPMDShardToFullShape(%52) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<784x256xf32>) -> tensor<784x256xf32>
    %54 = stablehlo.custom_call @Sharding(%51#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %55 = stablehlo.custom_call @SPMDShardToFullShape(%54) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %56 = stablehlo.custom_call @Sharding(%51#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %57 = stablehlo.custom_call @SPMDShardToFullShape(%56) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %58 = stablehlo.custom_call @Sharding(%51#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<10xf32>) -> tensor<10xf32>
    %59 = stablehlo.custom_call @SPMDShardToFullShape(%58) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<10xf32>) -> tensor<10xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %61 = stablehlo.multiply %60, %53 : tensor<784x256xf32>
    %62 = stablehlo.subtract %arg0, %61 : tensor<784x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %64 = stablehlo.multiply %63, %55 : tensor<256xf32>
    %65 = stablehlo.subtract %arg1, %64 : tensor<256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %67 = stablehlo.multiply %66, %57 : tensor<256x10xf32>
    %68 = stablehlo.subtract %arg2, %67 : tensor<256x10xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %70 = stablehlo.multiply %69, %59 : tensor<10xf32>
    %71 = stablehlo.subtract %arg3, %70 : tensor<10xf32>
    return %30, %62, %65, %68, %71 : tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
  }
  func.func private @shmap_body(%arg0: tensor<784x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<16x784xf32>, %arg5: tensor<16xi32>) -> (tensor<16x256xi1> {jax.result_info = "[('batch',), None]"}, tensor<256x10xf32> {jax.result_info = "[('batch',), None]"}, tensor<16x256xf32> {jax.result_info = "[('batch',), None]"}, tensor<16x10xf32> {jax.result_info = "[('batch',), None]"}, tensor<16x1xf32> {jax.result_info = "[('batch',), None]"}, tensor<16x10xf32> {jax.result_info = "[('batch',), None]"}, tensor<1xf32> {jax.result_info = "[('batch',)]"}, tensor<1xf32> {jax.result_info = "[None]"}, tensor<f32> {jax.result_info = "[]"}) {
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
    %18 = "stablehlo.all_reduce"(%17) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %22 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %19 = stablehlo.divide %18, %cst_3 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    return %6, %arg2, %4, %11#1, %11#2, %12, %20, %21, %19 : tensor<16x256xi1>, tensor<256x10xf32>, tensor<16x256xf32>, tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>, tensor<1xf32>, tensor<1xf32>, tensor<f32>
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
  func.func private @shmap_body_0(%arg0: tensor<f32>, %arg1: tensor<16x784xf32>, %arg2: tensor<16x256xi1>, %arg3: tensor<256x10xf32>, %arg4: tensor<16x256xf32>, %arg5: tensor<16x10xf32>, %arg6: tensor<16x1xf32>, %arg7: tensor<16x10xf32>, %arg8: tensor<1xf32>, %arg9: tensor<1xf32>) -> (tensor<784x256xf32> {jax.result_info = "[None, None]"}, tensor<256xf32> {jax.result_info = "[None]"}, tensor<256x10xf32> {jax.result_info = "[None, None]"}, tensor<10xf32> {jax.result_info = "[None]"}) {
    %0 = stablehlo.reshape %arg8 : (tensor<1xf32>) -> tensor<f32>
    %1 = stablehlo.reshape %arg9 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.divide %arg0, %1 : tensor<f32>
    %3 = stablehlo.negate %2 : tensor<f32>
    %4 = stablehlo.divide %3, %0 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
    %7 = stablehlo.multiply %arg7, %6 : tensor<16x10xf32>
    %8 = call @log_softmax_1(%arg5, %arg6, %7) : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.reshape %9 : (tensor<10xf32>) -> tensor<1x10xf32>
    %11 = "stablehlo.all_reduce"(%10) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %26 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<1x10xf32>) -> tensor<1x10xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %13 = stablehlo.dot_general %8, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x256xf32>) -> tensor<10x256xf32>
    %14 = stablehlo.transpose %13, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %15 = stablehlo.dot_general %8, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<256x10xf32>) -> tensor<16x256xf32>
    %16 = "stablehlo.all_reduce"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %26 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<256x10xf32>) -> tensor<256x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %18 = stablehlo.select %arg2, %15, %17 : tensor<16x256xi1>, tensor<16x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %20 = stablehlo.reshape %19 : (tensor<256xf32>) -> tensor<1x256xf32>
    %21 = "stablehlo.all_reduce"(%20) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %26 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<1x256xf32>) -> tensor<1x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %23 = stablehlo.dot_general %18, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<16x784xf32>) -> tensor<256x784xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<256x784xf32>) -> tensor<784x256xf32>
    %25 = "stablehlo.all_reduce"(%24) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %26 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<784x256xf32>) -> tensor<784x256xf32>
    return %25, %22, %16, %12 : tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x10xf32>) -> tensor<16x10xf32> {
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
