module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["batch"=4]> {stablehlo.mesh = {axes = [{name = "batch", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<784x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<64x784xf32>, %arg5: tensor<64xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<784x256xf32> {jax.result_info = "result[1]"}, tensor<256xf32> {jax.result_info = "result[2]"}, tensor<256x10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}) {
    %0:9 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}]>] out_shardings=[<@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}]>, <@mesh, [{}]>, <@mesh, []>] manual_axes={"batch"} (%arg6: tensor<784x256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<256x10xf32>, %arg9: tensor<10xf32>, %arg10: tensor<16x784xf32>, %arg11: tensor<16xi32>) {
      %14 = stablehlo.dot_general %arg10, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x784xf32>, tensor<784x256xf32>) -> tensor<16x256xf32>
      %15 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<16x256xf32>
      %17 = stablehlo.add %14, %16 : tensor<16x256xf32>
      %18 = func.call @relu(%17) : (tensor<16x256xf32>) -> tensor<16x256xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %20 = stablehlo.compare GT, %17, %19, FLOAT : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xi1>
      %21 = stablehlo.dot_general %18, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x10xf32>) -> tensor<16x10xf32>
      %22 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<16x10xf32>
      %24 = stablehlo.add %21, %23 : tensor<16x10xf32>
      %25:3 = func.call @log_softmax(%24) : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>)
      %26 = func.call @_one_hot(%arg11) : (tensor<16xi32>) -> tensor<16x10xf32>
      %27 = stablehlo.multiply %26, %25#0 : tensor<16x10xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
      %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %30 = stablehlo.divide %29, %cst_7 : tensor<f32>
      %31 = stablehlo.negate %30 : tensor<f32>
      %32 = "stablehlo.all_reduce"(%31) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %36 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %36 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %33 = stablehlo.divide %32, %cst_8 : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %cst_9 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1xf32>
      sdy.return %20, %arg8, %18, %25#1, %25#2, %26, %34, %35, %33 : tensor<16x256xi1>, tensor<256x10xf32>, tensor<16x256xf32>, tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>, tensor<1xf32>, tensor<1xf32>, tensor<f32>
    } : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<64x784xf32>, tensor<64xi32>) -> (tensor<64x256xi1>, tensor<1024x10xf32>, tensor<64x256xf32>, tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>, tensor<4xf32>, tensor<1xf32>, tensor<f32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1:4 = sdy.manual_computation(%cst, %arg4, %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7) in_shardings=[<@mesh, []>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>] manual_axes={"batch"} (%arg6: tensor<f32>, %arg7: tensor<16x784xf32>, %arg8: tensor<16x256xi1>, %arg9: tensor<256x10xf32>, %arg10: tensor<16x256xf32>, %arg11: tensor<16x10xf32>, %arg12: tensor<16x1xf32>, %arg13: tensor<16x10xf32>, %arg14: tensor<1xf32>, %arg15: tensor<1xf32>) {
      %14 = stablehlo.reshape %arg14 : (tensor<1xf32>) -> tensor<f32>
      %15 = stablehlo.reshape %arg15 : (tensor<1xf32>) -> tensor<f32>
      %16 = stablehlo.divide %arg6, %15 : tensor<f32>
      %17 = stablehlo.negate %16 : tensor<f32>
      %18 = stablehlo.divide %17, %14 : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
      %21 = stablehlo.multiply %arg13, %20 : tensor<16x10xf32>
      %22 = func.call @log_softmax_0(%arg11, %arg12, %21) : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
      %24 = stablehlo.reshape %23 : (tensor<10xf32>) -> tensor<1x10xf32>
      %25 = "stablehlo.all_reduce"(%24) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %40 = stablehlo.add %arg16, %arg17 : tensor<f32>
        stablehlo.return %40 : tensor<f32>
      }) : (tensor<1x10xf32>) -> tensor<1x10xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.reduce(%25 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
      %27 = stablehlo.dot_general %22, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x256xf32>) -> tensor<10x256xf32>
      %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
      %29 = stablehlo.dot_general %22, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<256x10xf32>) -> tensor<16x256xf32>
      %30 = "stablehlo.all_reduce"(%28) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %40 = stablehlo.add %arg16, %arg17 : tensor<f32>
        stablehlo.return %40 : tensor<f32>
      }) : (tensor<256x10xf32>) -> tensor<256x10xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %32 = stablehlo.select %arg8, %29, %31 : tensor<16x256xi1>, tensor<16x256xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
      %34 = stablehlo.reshape %33 : (tensor<256xf32>) -> tensor<1x256xf32>
      %35 = "stablehlo.all_reduce"(%34) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %40 = stablehlo.add %arg16, %arg17 : tensor<f32>
        stablehlo.return %40 : tensor<f32>
      }) : (tensor<1x256xf32>) -> tensor<1x256xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %36 = stablehlo.reduce(%35 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %37 = stablehlo.dot_general %32, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<16x784xf32>) -> tensor<256x784xf32>
      %38 = stablehlo.transpose %37, dims = [1, 0] : (tensor<256x784xf32>) -> tensor<784x256xf32>
      %39 = "stablehlo.all_reduce"(%38) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %40 = stablehlo.add %arg16, %arg17 : tensor<f32>
        stablehlo.return %40 : tensor<f32>
      }) : (tensor<784x256xf32>) -> tensor<784x256xf32>
      sdy.return %39, %36, %30, %26 : tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
    } : (tensor<f32>, tensor<64x784xf32>, tensor<64x256xi1>, tensor<1024x10xf32>, tensor<64x256xf32>, tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>, tensor<4xf32>, tensor<1xf32>) -> (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<784x256xf32>
    %3 = stablehlo.multiply %2, %1#0 : tensor<784x256xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<784x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %6 = stablehlo.multiply %5, %1#1 : tensor<256xf32>
    %7 = stablehlo.subtract %arg1, %6 : tensor<256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %9 = stablehlo.multiply %8, %1#2 : tensor<256x10xf32>
    %10 = stablehlo.subtract %arg2, %9 : tensor<256x10xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.multiply %11, %1#3 : tensor<10xf32>
    %13 = stablehlo.subtract %arg3, %12 : tensor<10xf32>
    return %0#8, %4, %7, %10, %13 : tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
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
