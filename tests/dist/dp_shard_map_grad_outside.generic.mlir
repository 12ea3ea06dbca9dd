"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["batch"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "batch", size = 4 : i64}]}} : () -> ()
  "func.func"() <{function_type = (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<64x784xf32>, tensor<64xi32>) -> (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<784x256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256x10xf32>, %arg17: tensor<10xf32>, %arg18: tensor<64x784xf32>, %arg19: tensor<64xi32>):
    %38:9 = "sdy.manual_computation"(%arg14, %arg15, %arg16, %arg17, %arg18, %arg19) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}]>]>, manual_axes = #sdy<manual_axes{"batch"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}]>, <@mesh, [{}]>, <@mesh, []>]>}> ({
    ^bb0(%arg46: tensor<784x256xf32>, %arg47: tensor<256xf32>, %arg48: tensor<256x10xf32>, %arg49: tensor<10xf32>, %arg50: tensor<16x784xf32>, %arg51: tensor<16xi32>):
      %96 = "stablehlo.dot_general"(%arg50, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x784xf32>, tensor<784x256xf32>) -> tensor<16x256xf32>
      %97 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<1x256xf32>
      %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x256xf32>) -> tensor<16x256xf32>
      %99 = "stablehlo.add"(%96, %98) : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
      %100 = "func.call"(%99) <{callee = @relu}> : (tensor<16x256xf32>) -> tensor<16x256xf32>
      %101 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x256xf32>
      %103 = "stablehlo.compare"(%99, %102) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xi1>
      %104 = "stablehlo.dot_general"(%100, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x256xf32>, tensor<256x10xf32>) -> tensor<16x10xf32>
      %105 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
      %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<16x10xf32>
      %107 = "stablehlo.add"(%104, %106) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %108:3 = "func.call"(%107) <{callee = @log_softmax}> : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>)
      %109 = "func.call"(%arg51) <{callee = @_one_hot}> : (tensor<16xi32>) -> tensor<16x10xf32>
      %110 = "stablehlo.multiply"(%109, %108#0) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %111 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %112 = "stablehlo.reduce"(%110, %111) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
        %126 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%126) : (tensor<f32>) -> ()
      }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
      %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %114 = "stablehlo.reduce"(%112, %113) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
        %125 = "stablehlo.add"(%arg54, %arg55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%125) : (tensor<f32>) -> ()
      }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
      %115 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %116 = "stablehlo.divide"(%114, %115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %117 = "stablehlo.negate"(%116) : (tensor<f32>) -> tensor<f32>
      %118 = "stablehlo.all_reduce"(%117) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
        %124 = "stablehlo.add"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%124) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %119 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %120 = "stablehlo.divide"(%118, %119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %121 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %122 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      "sdy.return"(%103, %arg48, %100, %108#1, %108#2, %109, %121, %123, %120) : (tensor<16x256xi1>, tensor<256x10xf32>, tensor<16x256xf32>, tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>, tensor<1xf32>, tensor<1xf32>, tensor<f32>) -> ()
    }) : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<64x784xf32>, tensor<64xi32>) -> (tensor<64x256xi1>, tensor<1024x10xf32>, tensor<64x256xf32>, tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>, tensor<4xf32>, tensor<1xf32>, tensor<f32>)
    %39 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40:4 = "sdy.manual_computation"(%39, %arg18, %38#0, %38#1, %38#2, %38#3, %38#4, %38#5, %38#6, %38#7) <{in_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}]>, <@mesh, [{}]>]>, manual_axes = #sdy<manual_axes{"batch"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>]>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<16x784xf32>, %arg22: tensor<16x256xi1>, %arg23: tensor<256x10xf32>, %arg24: tensor<16x256xf32>, %arg25: tensor<16x10xf32>, %arg26: tensor<16x1xf32>, %arg27: tensor<16x10xf32>, %arg28: tensor<1xf32>, %arg29: tensor<1xf32>):
      %57 = "stablehlo.reshape"(%arg28) : (tensor<1xf32>) -> tensor<f32>
      %58 = "stablehlo.reshape"(%arg29) : (tensor<1xf32>) -> tensor<f32>
      %59 = "stablehlo.divide"(%arg20, %58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %60 = "stablehlo.negate"(%59) : (tensor<f32>) -> tensor<f32>
      %61 = "stablehlo.divide"(%60, %57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x10xf32>
      %64 = "stablehlo.multiply"(%arg27, %63) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %65 = "func.call"(%arg25, %arg26, %64) <{callee = @log_softmax_0}> : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %66 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %67 = "stablehlo.reduce"(%65, %66) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %95 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%95) : (tensor<f32>) -> ()
      }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
      %68 = "stablehlo.reshape"(%67) : (tensor<10xf32>) -> tensor<1x10xf32>
      %69 = "stablehlo.all_reduce"(%68) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
        %94 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%94) : (tensor<f32>) -> ()
      }) : (tensor<1x10xf32>) -> tensor<1x10xf32>
      %70 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %71 = "stablehlo.reduce"(%69, %70) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
        %93 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%93) : (tensor<f32>) -> ()
      }) : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
      %72 = "stablehlo.dot_general"(%65, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x10xf32>, tensor<16x256xf32>) -> tensor<10x256xf32>
      %73 = "stablehlo.transpose"(%72) <{permutation = array<i64: 1, 0>}> : (tensor<10x256xf32>) -> tensor<256x10xf32>
      %74 = "stablehlo.dot_general"(%65, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x10xf32>, tensor<256x10xf32>) -> tensor<16x256xf32>
      %75 = "stablehlo.all_reduce"(%73) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
        %92 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%92) : (tensor<f32>) -> ()
      }) : (tensor<256x10xf32>) -> tensor<256x10xf32>
      %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x256xf32>
      %78 = "stablehlo.select"(%arg22, %74, %77) : (tensor<16x256xi1>, tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
      %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %80 = "stablehlo.reduce"(%78, %79) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
        %91 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%91) : (tensor<f32>) -> ()
      }) : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
      %81 = "stablehlo.reshape"(%80) : (tensor<256xf32>) -> tensor<1x256xf32>
      %82 = "stablehlo.all_reduce"(%81) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
        %90 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%90) : (tensor<f32>) -> ()
      }) : (tensor<1x256xf32>) -> tensor<1x256xf32>
      %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %84 = "stablehlo.reduce"(%82, %83) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
        %89 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%89) : (tensor<f32>) -> ()
      }) : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %85 = "stablehlo.dot_general"(%78, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x256xf32>, tensor<16x784xf32>) -> tensor<256x784xf32>
      %86 = "stablehlo.transpose"(%85) <{permutation = array<i64: 1, 0>}> : (tensor<256x784xf32>) -> tensor<784x256xf32>
      %87 = "stablehlo.all_reduce"(%86) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        %88 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%88) : (tensor<f32>) -> ()
      }) : (tensor<784x256xf32>) -> tensor<784x256xf32>
      "sdy.return"(%87, %84, %75, %71) : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
    }) : (tensor<f32>, tensor<64x784xf32>, tensor<64x256xi1>, tensor<1024x10xf32>, tensor<64x256xf32>, tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>, tensor<4xf32>, tensor<1xf32>) -> (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
    %41 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<784x256xf32>
    %43 = "stablehlo.multiply"(%42, %40#0) : (tensor<784x256xf32>, tensor<784x256xf32>) -> tensor<784x256xf32>
    %44 = "stablehlo.subtract"(%arg14, %43) : (tensor<784x256xf32>, tensor<784x256xf32>) -> tensor<784x256xf32>
    %45 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %47 = "stablehlo.multiply"(%46, %40#1) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %48 = "stablehlo.subtract"(%arg15, %47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %49 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x10xf32>
    %51 = "stablehlo.multiply"(%50, %40#2) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
    %52 = "stablehlo.subtract"(%arg16, %51) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
    %53 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %55 = "stablehlo.multiply"(%54, %40#3) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %56 = "stablehlo.subtract"(%arg17, %55) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%38#8, %44, %48, %52, %56) : (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x256xf32>) -> tensor<16x256xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<16x256xf32>):
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x256xf32>
    %37 = "stablehlo.maximum"(%arg13, %36) : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    "func.return"(%37) : (tensor<16x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>), sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<16x10xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%arg8, %18) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %34 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %20 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %22 = "stablehlo.maximum"(%21, %19) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %25 = "stablehlo.subtract"(%arg8, %24) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %26 = "stablehlo.exponential"(%25) : (tensor<16x10xf32>) -> tensor<16x10xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %33 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %30 = "stablehlo.log"(%29) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %32 = "stablehlo.subtract"(%25, %31) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    "func.return"(%32, %26, %29) : (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xi32>) -> tensor<16x10xf32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<16xi32>):
    %12 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %13 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x10xi32>
    %14 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xi32>) -> tensor<16x10xi32>
    %15 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xi32>) -> tensor<16x10xi32>
    %16 = "stablehlo.compare"(%14, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16x10xi32>, tensor<16x10xi32>) -> tensor<16x10xi1>
    %17 = "stablehlo.convert"(%16) : (tensor<16x10xi1>) -> tensor<16x10xf32>
    "func.return"(%17) : (tensor<16x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>, sym_name = "log_softmax_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x10xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<16x10xf32>) -> tensor<16x10xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x10xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    "func.return"(%9) : (tensor<16x10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
