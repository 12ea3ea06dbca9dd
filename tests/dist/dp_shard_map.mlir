module @jit_step_local attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["batch"=4]> {stablehlo.mesh = {axes = [{name = "batch", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<784x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<64x784xf32>, %arg5: tensor<64xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<784x256xf32> {jax.result_info = "result[1]"}, tensor<256xf32> {jax.result_info = "result[2]"}, tensor<256x10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}) {
    %0:5 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}]>] out_shardings=[<@mesh, []>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>] manual_axes={"batch"} (%arg6: tensor<784x256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<256x10xf32>, %arg9: tensor<10xf32>, %arg10: tensor<16x784xf32>, %arg11: tensor<16xi32>) {
      %1 = stablehlo.dot_general %arg10, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x784xf32>, tensor<784x256xf32>) -> tensor<16x256xf32>
      %2 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<16x256xf32>
      %4 = stablehlo.add %1, %3 : tensor<16x256xf32>
      %5 = func.call @relu(%4) : (tensor<16x256xf32>) -> tensor<16x256xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xi1>
      %8 = stablehlo.dot_general %5, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x10xf32>) -> tensor<16x10xf32>
      %9 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<16x10xf32>
      %11 = stablehlo.add %8, %10 : tensor<16x10xf32>
      %12:3 = func.call @log_softmax(%11) : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>)
      %13 = func.call @_one_hot(%arg11) : (tensor<16xi32>) -> tensor<16x10xf32>
      %14 = stablehlo.multiply %13, %12#0 : tensor<16x10xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.reduce(%14 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %17 = stablehlo.divide %16, %cst_2 : tensor<f32>
      %18 = stablehlo.negate %17 : tensor<f32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %19 = stablehlo.negate %cst_3 : tensor<f32>
      %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %20 = stablehlo.divide %19, %cst_4 : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
      %23 = stablehlo.multiply %13, %22 : tensor<16x10xf32>
      %24 = func.call @log_softmax_0(%12#1, %12#2, %23) : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
      %26 = stablehlo.reshape %25 : (tensor<10xf32>) -> tensor<1x10xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
      %28 = stablehlo.dot_general %24, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x256xf32>) -> tensor<10x256xf32>
      %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
      %30 = stablehlo.dot_general %24, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<256x10xf32>) -> tensor<16x256xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %32 = stablehlo.select %7, %30, %31 : tensor<16x256xi1>, tensor<16x256xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.reduce(%32 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
      %34 = stablehlo.reshape %33 : (tensor<256xf32>) -> tensor<1x256xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.reduce(%34 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %36 = stablehlo.dot_general %32, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<16x784xf32>) -> tensor<256x784xf32>
      %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<256x784xf32>) -> tensor<784x256xf32>
      %38 = "stablehlo.all_reduce"(%18) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %64 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %64 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %39 = "stablehlo.all_reduce"(%37) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %64 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %64 : tensor<f32>
      }) : (tensor<784x256xf32>) -> tensor<784x256xf32>
      %40 = "stablehlo.all_reduce"(%35) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %64 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %64 : tensor<f32>
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %41 = "stablehlo.all_reduce"(%29) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %64 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %64 : tensor<f32>
      }) : (tensor<256x10xf32>) -> tensor<256x10xf32>
      %42 = "stablehlo.all_reduce"(%27) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %64 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %64 : tensor<f32>
      }) : (tensor<10xf32>) -> tensor<10xf32>
      %cst_10 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %43 = stablehlo.divide %38, %cst_10 : tensor<f32>
      %cst_11 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
      %45 = stablehlo.divide %39, %44 : tensor<784x256xf32>
      %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256xf32>
      %47 = stablehlo.divide %40, %46 : tensor<256xf32>
      %cst_13 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
      %49 = stablehlo.divide %41, %48 : tensor<256x10xf32>
      %cst_14 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %51 = stablehlo.divide %42, %50 : tensor<10xf32>
      %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
      %53 = stablehlo.multiply %52, %45 : tensor<784x256xf32>
      %54 = stablehlo.subtract %arg6, %53 : tensor<784x256xf32>
      %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256xf32>
      %56 = stablehlo.multiply %55, %47 : tensor<256xf32>
      %57 = stablehlo.subtract %arg7, %56 : tensor<256xf32>
      %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
      %59 = stablehlo.multiply %58, %49 : tensor<256x10xf32>
      %60 = stablehlo.subtract %arg8, %59 : tensor<256x10xf32>
      %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %62 = stablehlo.multiply %61, %51 : tensor<10xf32>
      %63 = stablehlo.subtract %arg9, %62 : tensor<10xf32>
      sdy.return %43, %54, %57, %60, %63 : tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
    } : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<64x784xf32>, tensor<64xi32>) -> (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
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
