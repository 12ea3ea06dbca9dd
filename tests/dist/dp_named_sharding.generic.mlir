"builtin.module"() <{sym_name = "jit_step_global"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["batch"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "batch", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}]>}], function_type = (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, tensor<64x784xf32>, tensor<64xi32>) -> (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<784x256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256x10xf32>, %arg17: tensor<10xf32>, %arg18: tensor<64x784xf32>, %arg19: tensor<64xi32>):
    %38 = "stablehlo.dot_general"(%arg18, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x784xf32>, tensor<784x256xf32>) -> tensor<64x256xf32>
    %39 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<1x256xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %41 = "stablehlo.add"(%38, %40) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %42 = "func.call"(%41) <{callee = @relu}> : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
    %45 = "stablehlo.compare"(%41, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xi1>
    %46 = "stablehlo.dot_general"(%42, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x256xf32>, tensor<256x10xf32>) -> tensor<64x10xf32>
    %47 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<64x10xf32>
    %49 = "stablehlo.add"(%46, %48) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %50:3 = "func.call"(%49) <{callee = @log_softmax}> : (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>)
    %51 = "func.call"(%arg19) <{callee = @_one_hot}> : (tensor<64xi32>) -> tensor<64x10xf32>
    %52 = "stablehlo.multiply"(%51, %50#0) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.reduce"(%52, %53) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %107 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%107) : (tensor<f32>) -> ()
    }) : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.reduce"(%54, %55) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %106 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%106) : (tensor<f32>) -> ()
    }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %57 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.divide"(%56, %57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %59 = "stablehlo.negate"(%58) : (tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.negate"(%60) : (tensor<f32>) -> tensor<f32>
    %62 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.divide"(%61, %62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0>}> : (tensor<64xf32>) -> tensor<64x10xf32>
    %66 = "stablehlo.multiply"(%51, %65) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %67 = "func.call"(%50#1, %50#2, %66) <{callee = @log_softmax_0}> : (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%67, %68) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %105 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%105) : (tensor<f32>) -> ()
    }) : (tensor<64x10xf32>, tensor<f32>) -> tensor<10xf32>
    %70 = "stablehlo.reshape"(%69) : (tensor<10xf32>) -> tensor<1x10xf32>
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%70, %71) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %104 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%104) : (tensor<f32>) -> ()
    }) : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %73 = "stablehlo.dot_general"(%67, %42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x10xf32>, tensor<64x256xf32>) -> tensor<10x256xf32>
    %74 = "stablehlo.transpose"(%73) <{permutation = array<i64: 1, 0>}> : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %75 = "stablehlo.dot_general"(%67, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x10xf32>, tensor<256x10xf32>) -> tensor<64x256xf32>
    %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
    %78 = "stablehlo.select"(%45, %75, %77) : (tensor<64x256xi1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.reduce"(%78, %79) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %103 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%103) : (tensor<f32>) -> ()
    }) : (tensor<64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %81 = "stablehlo.reshape"(%80) : (tensor<256xf32>) -> tensor<1x256xf32>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.reduce"(%81, %82) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %102 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %84 = "stablehlo.dot_general"(%78, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x256xf32>, tensor<64x784xf32>) -> tensor<256x784xf32>
    %85 = "stablehlo.transpose"(%84) <{permutation = array<i64: 1, 0>}> : (tensor<256x784xf32>) -> tensor<784x256xf32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<784x256xf32>
    %88 = "stablehlo.multiply"(%87, %85) : (tensor<784x256xf32>, tensor<784x256xf32>) -> tensor<784x256xf32>
    %89 = "stablehlo.subtract"(%arg14, %88) : (tensor<784x256xf32>, tensor<784x256xf32>) -> tensor<784x256xf32>
    %90 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %92 = "stablehlo.multiply"(%91, %83) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %93 = "stablehlo.subtract"(%arg15, %92) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %94 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x10xf32>
    %96 = "stablehlo.multiply"(%95, %74) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
    %97 = "stablehlo.subtract"(%arg16, %96) : (tensor<256x10xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
    %98 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %100 = "stablehlo.multiply"(%99, %72) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %101 = "stablehlo.subtract"(%arg17, %100) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%59, %89, %93, %97, %101) : (tensor<f32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<64x256xf32>) -> tensor<64x256xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<64x256xf32>):
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
    %37 = "stablehlo.maximum"(%arg13, %36) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    "func.return"(%37) : (tensor<64x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>), sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<64x10xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%arg8, %18) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %34 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %20 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %22 = "stablehlo.maximum"(%21, %19) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<64xf32>) -> tensor<64x1xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %25 = "stablehlo.subtract"(%arg8, %24) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %26 = "stablehlo.exponential"(%25) : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %33 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0>}> : (tensor<64xf32>) -> tensor<64x1xf32>
    %30 = "stablehlo.log"(%29) : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %32 = "stablehlo.subtract"(%25, %31) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    "func.return"(%32, %26, %29) : (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<64xi32>) -> tensor<64x10xf32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<64xi32>):
    %12 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<64xi32>) -> tensor<64x1xi32>
    %13 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x10xi32>
    %14 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<64x1xi32>) -> tensor<64x10xi32>
    %15 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xi32>) -> tensor<64x10xi32>
    %16 = "stablehlo.compare"(%14, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<64x10xi32>, tensor<64x10xi32>) -> tensor<64x10xi1>
    %17 = "stablehlo.convert"(%16) : (tensor<64x10xi1>) -> tensor<64x10xf32>
    "func.return"(%17) : (tensor<64x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>, sym_name = "log_softmax_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<64x10xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x10xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<64xf32>) -> tensor<64x10xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    "func.return"(%9) : (tensor<64x10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
