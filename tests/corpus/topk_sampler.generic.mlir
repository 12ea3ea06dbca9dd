"builtin.module"() <{sym_name = "jit_topk_sampler"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x2048xf32>, tensor<16x40xf32>) -> (tensor<16xi32>, tensor<16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg18: tensor<16x2048xf32>, %arg19: tensor<16x40xf32>):
    %76:2 = "chlo.top_k"(%arg18) <{k = 40 : i64}> : (tensor<16x2048xf32>) -> (tensor<16x40xf32>, tensor<16x40xi32>)
    %77 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x40xf32>
    %79 = "stablehlo.divide"(%76#0, %78) : (tensor<16x40xf32>, tensor<16x40xf32>) -> tensor<16x40xf32>
    %80 = "func.call"(%79) <{callee = @log_softmax}> : (tensor<16x40xf32>) -> tensor<16x40xf32>
    %81 = "stablehlo.log"(%arg19) : (tensor<16x40xf32>) -> tensor<16x40xf32>
    %82 = "stablehlo.negate"(%81) : (tensor<16x40xf32>) -> tensor<16x40xf32>
    %83 = "stablehlo.log"(%82) : (tensor<16x40xf32>) -> tensor<16x40xf32>
    %84 = "stablehlo.negate"(%83) : (tensor<16x40xf32>) -> tensor<16x40xf32>
    %85 = "stablehlo.add"(%80, %84) : (tensor<16x40xf32>, tensor<16x40xf32>) -> tensor<16x40xf32>
    %86 = "func.call"(%85) <{callee = @argmax}> : (tensor<16x40xf32>) -> tensor<16xi32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %88 = "func.call"(%76#1, %87) <{callee = @take_along_axis}> : (tensor<16x40xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %89 = "stablehlo.reshape"(%88) : (tensor<16x1xi32>) -> tensor<16xi32>
    %90 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %91 = "func.call"(%80, %90) <{callee = @take_along_axis_0}> : (tensor<16x40xf32>, tensor<16x1xi32>) -> tensor<16x1xf32>
    %92 = "stablehlo.reshape"(%91) : (tensor<16x1xf32>) -> tensor<16xf32>
    %93 = "stablehlo.exponential"(%92) : (tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%89, %93) : (tensor<16xi32>, tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x40xf32>) -> tensor<16x40xf32>, res_attrs = [{}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<16x40xf32>):
    %59 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.reduce"(%arg13, %59) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %75 = "stablehlo.maximum"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%75) : (tensor<f32>) -> ()
    }) : (tensor<16x40xf32>, tensor<f32>) -> tensor<16xf32>
    %61 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %63 = "stablehlo.maximum"(%62, %60) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x40xf32>
    %66 = "stablehlo.subtract"(%arg13, %65) : (tensor<16x40xf32>, tensor<16x40xf32>) -> tensor<16x40xf32>
    %67 = "stablehlo.exponential"(%66) : (tensor<16x40xf32>) -> tensor<16x40xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%67, %68) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %74 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%74) : (tensor<f32>) -> ()
    }) : (tensor<16x40xf32>, tensor<f32>) -> tensor<16xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %71 = "stablehlo.log"(%70) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x40xf32>
    %73 = "stablehlo.subtract"(%66, %72) : (tensor<16x40xf32>, tensor<16x40xf32>) -> tensor<16x40xf32>
    "func.return"(%73) : (tensor<16x40xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x40xf32>) -> tensor<16xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<16x40xf32>):
    %46 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x40xi32>
    %47 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49:2 = "stablehlo.reduce"(%arg8, %46, %47, %48) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<i32>, %arg11: tensor<f32>, %arg12: tensor<i32>):
      %50 = "stablehlo.compare"(%arg9, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %51 = "stablehlo.compare"(%arg9, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %52 = "stablehlo.or"(%50, %51) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %53 = "stablehlo.compare"(%arg9, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %54 = "stablehlo.compare"(%arg10, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %55 = "stablehlo.and"(%53, %54) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %56 = "stablehlo.or"(%52, %55) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %57 = "stablehlo.select"(%52, %arg9, %arg11) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %58 = "stablehlo.select"(%56, %arg10, %arg12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%57, %58) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<16x40xf32>, tensor<16x40xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
    "func.return"(%49#1) : (tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x40xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>, res_attrs = [{}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<16x40xi32>, %arg5: tensor<16x1xi32>):
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %25 = "stablehlo.compare"(%arg5, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %26 = "stablehlo.constant"() <{value = dense<40> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %28 = "stablehlo.add"(%arg5, %27) : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %29 = "stablehlo.select"(%25, %28, %arg5) : (tensor<16x1xi1>, tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %30 = "stablehlo.reshape"(%29) : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %31 = "stablehlo.constant"() <{value = dense<39> : tensor<1xi32>}> : () -> tensor<1xi32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1x1xi32>
    %34 = "stablehlo.compare"(%30, %33) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %35 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %37 = "stablehlo.compare"(%30, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %38 = "stablehlo.and"(%34, %37) : (tensor<16x1x1xi1>, tensor<16x1x1xi1>) -> tensor<16x1x1xi1>
    %39 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %40 = "stablehlo.reduce"(%38, %39) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg6: tensor<i1>, %arg7: tensor<i1>):
      %45 = "stablehlo.and"(%arg6, %arg7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%45) : (tensor<i1>) -> ()
    }) : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %41 = "stablehlo.gather"(%arg4, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x40xi32>, tensor<16x1x1xi32>) -> tensor<16x1xi32>
    %42 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %44 = "stablehlo.select"(%40, %41, %43) : (tensor<16x1xi1>, tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    "func.return"(%44) : (tensor<16x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x40xf32>, tensor<16x1xi32>) -> tensor<16x1xf32>, res_attrs = [{}], sym_name = "take_along_axis_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x40xf32>, %arg1: tensor<16x1xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %2 = "stablehlo.compare"(%arg1, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %3 = "stablehlo.constant"() <{value = dense<40> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<16x1xi1>, tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %7 = "stablehlo.reshape"(%6) : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %8 = "stablehlo.constant"() <{value = dense<39> : tensor<1xi32>}> : () -> tensor<1xi32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1x1xi32>
    %11 = "stablehlo.compare"(%7, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %12 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %14 = "stablehlo.compare"(%7, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %15 = "stablehlo.and"(%11, %14) : (tensor<16x1x1xi1>, tensor<16x1x1xi1>) -> tensor<16x1x1xi1>
    %16 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %22 = "stablehlo.and"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %18 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x40xf32>, tensor<16x1x1xi32>) -> tensor<16x1xf32>
    %19 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %21 = "stablehlo.select"(%17, %18, %20) : (tensor<16x1xi1>, tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    "func.return"(%21) : (tensor<16x1xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
