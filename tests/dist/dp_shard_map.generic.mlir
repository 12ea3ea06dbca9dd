"builtin.module"() <{sym_name = "jit_step_local"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["batch"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "batch", size = 4 : i64}]}} : () -> ()
  "func.func"() <{function_type = (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<64x784xf32>, tensor<64xi32>) -> (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<784x256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256x10xf32>, %arg17: tensor<10xf32>, %arg18: tensor<64x784xf32>, %arg19: tensor<64xi32>):
    %38:5 = "sdy.manual_computation"(%arg14, %arg15, %arg16, %arg17, %arg18, %arg19) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}]>]>, manual_axes = #sdy<manual_axes{"batch"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>]>}> ({
    ^bb0(%arg20: tensor<784x256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<256x10xf32>, %arg23: tensor<10xf32>, %arg24: tensor<16x784xf32>, %arg25: tensor<16xi32>):
      %39 = "stablehlo.dot_general"(%arg24, %arg20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x784xf32>, tensor<784x256xf32>) -> tensor<16x256xf32>
      %40 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<1x256xf32>
      %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x256xf32>) -> tensor<16x256xf32>
      %42 = "stablehlo.add"(%39, %41) : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
      %43 = "func.call"(%42) <{callee = @relu}> : (tensor<16x256xf32>) -> tensor<16x256xf32>
      %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x256xf32>
      %46 = "stablehlo.compare"(%42, %45) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xi1>
      %47 = "stablehlo.dot_general"(%43, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x256xf32>, tensor<256x10xf32>) -> tensor<16x10xf32>
      %48 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
      %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<16x10xf32>
      %50 = "stablehlo.add"(%47, %49) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %51:3 = "func.call"(%50) <{callee = @log_softmax}> : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>)
      %52 = "func.call"(%arg25) <{callee = @_one_hot}> : (tensor<16xi32>) -> tensor<16x10xf32>
      %53 = "stablehlo.multiply"(%52, %51#0) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %55 = "stablehlo.reduce"(%53, %54) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
        %132 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%132) : (tensor<f32>) -> ()
      }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
      %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %57 = "stablehlo.reduce"(%55, %56) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %131 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%131) : (tensor<f32>) -> ()
      }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
      %58 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %59 = "stablehlo.divide"(%57, %58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %60 = "stablehlo.negate"(%59) : (tensor<f32>) -> tensor<f32>
      %61 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %62 = "stablehlo.negate"(%61) : (tensor<f32>) -> tensor<f32>
      %63 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %64 = "stablehlo.divide"(%62, %63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x10xf32>
      %67 = "stablehlo.multiply"(%52, %66) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %68 = "func.call"(%51#1, %51#2, %67) <{callee = @log_softmax_0}> : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %70 = "stablehlo.reduce"(%68, %69) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
        %130 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%130) : (tensor<f32>) -> ()
      }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
      %71 = "stablehlo.reshape"(%70) : (tensor<10xf32>) -> tensor<1x10xf32>
      %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %73 = "stablehlo.reduce"(%71, %72) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
        %129 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%129) : (tensor<f32>) -> ()
      }) : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
      %74 = "stablehlo.dot_general"(%68, %43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x10xf32>, tensor<16x256xf32>) -> tensor<10x256xf32>
      %75 = "stablehlo.transpose"(%74) <{permutation = array<i64: 1, 0>}> : (tensor<10x256xf32>) -> tensor<256x10xf32>
      %76 = "stablehlo.dot_general"(%68, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x10xf32>, tensor<256x10xf32>) -> tensor<16x256xf32>
      %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x256xf32>
      %79 = "stablehlo.select"(%46, %76, %78) : (tensor<16x256xi1>, tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
      %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %81 = "stablehlo.reduce"(%79, %80) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
        %128 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%128) : (tensor<f32>) -> ()
      }) : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
      %82 = "stablehlo.reshape"(%81) : (tensor<256xf32>) -> tensor<1x256xf32>
      %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %84 = "stablehlo.reduce"(%82, %83) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
        %127 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%127) : (tensor<f32>) -> ()
      }) : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %85 = "stablehlo.dot_general"(%79, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x256xf32>, tensor<16x784xf32>) -> tensor<256x784xf32>
      %86 = "stablehlo.transpose"(%85) <{permutation = array<i64: 1, 0>}> : (tensor<256x784xf32>) -> tensor<784x256xf32>
      %87 = "stablehlo.all_reduce"(%60) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
        %126 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%126) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %88 = "stablehlo.all_reduce"(%86) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
        %125 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%125) : (tensor<f32>) -> ()
      }) : (tensor<784x256xf32>) -> tensor<784x256xf32>
      %89 = "stablehlo.all_reduce"(%84) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        %124 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%124) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %90 = "stablehlo.all_reduce"(%75) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
        %123 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%123) : (tensor<f32>) -> ()
      }) : (tensor<256x10xf32>) -> tensor<256x10xf32>
      %91 = "stablehlo.all_reduce"(%73) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
        %122 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%122) : (tensor<f32>) -> ()
      }) : (tensor<10xf32>) -> tensor<10xf32>
      %92 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %93 = "stablehlo.divide"(%87, %92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %94 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<784x256xf32>
      %96 = "stablehlo.divide"(%88, %95) : (tensor<784x256xf32>, tensor<784x256xf32>) -> tensor<784x256xf32>
      %97 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %99 = "stablehlo.divide"(%89, %98) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %100 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x10xf32>
      %102 = "stablehlo.divide"(%90, %101) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
      %103 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
      %105 = "stablehlo.divide"(%91, %104) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
      %106 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<784x256xf32>
      %108 = "stablehlo.multiply"(%107, %96) : (tensor<784x256xf32>, tensor<784x256xf32>) -> tensor<784x256xf32>
      %109 = "stablehlo.subtract"(%arg20, %108) : (tensor<784x256xf32>, tensor<784x256xf32>) -> tensor<784x256xf32>
      %110 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %112 = "stablehlo.multiply"(%111, %99) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %113 = "stablehlo.subtract"(%arg21, %112) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %114 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x10xf32>
      %116 = "stablehlo.multiply"(%115, %102) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
      %117 = "stablehlo.subtract"(%arg22, %116) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
      %118 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
      %120 = "stablehlo.multiply"(%119, %105) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
      %121 = "stablehlo.subtract"(%arg23, %120) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
      "sdy.return"(%93, %109, %113, %117, %121) : (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
    }) : (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<64x784xf32>, tensor<64xi32>) -> (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
    "func.return"(%38#0, %38#1, %38#2, %38#3, %38#4) : (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
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
