"builtin.module"() <{sym_name = "jit_rnn_scan"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32x8x32xf32>, tensor<8x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>) -> (tensor<8x128xf32>, tensor<32x8x128xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<32x8x32xf32>, %arg14: tensor<8x128xf32>, %arg15: tensor<32x128xf32>, %arg16: tensor<128x128xf32>, %arg17: tensor<32x128xf32>, %arg18: tensor<128x128xf32>, %arg19: tensor<32x128xf32>, %arg20: tensor<128x128xf32>):
    %41 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8x128xf32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44:10 = "stablehlo.while"(%arg13, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %43, %arg14, %42) ({
    ^bb0(%arg31: tensor<32x8x32xf32>, %arg32: tensor<32x128xf32>, %arg33: tensor<128x128xf32>, %arg34: tensor<32x128xf32>, %arg35: tensor<128x128xf32>, %arg36: tensor<32x128xf32>, %arg37: tensor<128x128xf32>, %arg38: tensor<i32>, %arg39: tensor<8x128xf32>, %arg40: tensor<32x8x128xf32>):
      %50 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
      %51 = "stablehlo.compare"(%arg38, %50) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg21: tensor<32x8x32xf32>, %arg22: tensor<32x128xf32>, %arg23: tensor<128x128xf32>, %arg24: tensor<32x128xf32>, %arg25: tensor<128x128xf32>, %arg26: tensor<32x128xf32>, %arg27: tensor<128x128xf32>, %arg28: tensor<i32>, %arg29: tensor<8x128xf32>, %arg30: tensor<32x8x128xf32>):
      %45 = "func.call"(%arg21, %arg28) <{callee = @dynamic_index_in_dim}> : (tensor<32x8x32xf32>, tensor<i32>) -> tensor<8x32xf32>
      %46:2 = "func.call"(%arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg29, %45) <{callee = @closed_call}> : (tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x32xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
      %47 = "func.call"(%arg30, %46#1, %arg28) <{callee = @dynamic_update_index_in_dim}> : (tensor<32x8x128xf32>, tensor<8x128xf32>, tensor<i32>) -> tensor<32x8x128xf32>
      %48 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %49 = "stablehlo.add"(%arg28, %48) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %49, %46#0, %47) : (tensor<32x8x32xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<8x128xf32>, tensor<32x8x128xf32>) -> ()
    }) : (tensor<32x8x32xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<8x128xf32>, tensor<32x8x128xf32>) -> (tensor<32x8x32xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<8x128xf32>, tensor<32x8x128xf32>)
    "func.return"(%44#8, %44#9) : (tensor<8x128xf32>, tensor<32x8x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x8x32xf32>, tensor<i32>) -> tensor<8x32xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<32x8x32xf32>, %arg12: tensor<i32>):
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.dynamic_slice"(%arg11, %arg12, %37, %38) <{slice_sizes = array<i64: 1, 8, 32>}> : (tensor<32x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%40) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x32xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<32x128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<32x128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<32x128xf32>, %arg8: tensor<128x128xf32>, %arg9: tensor<8x128xf32>, %arg10: tensor<8x32xf32>):
    %4 = "stablehlo.dot_general"(%arg10, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
    %5 = "stablehlo.dot_general"(%arg9, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %7 = "stablehlo.negate"(%6) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %9 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
    %11 = "stablehlo.add"(%10, %8) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %12 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
    %14 = "stablehlo.divide"(%13, %11) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %15 = "stablehlo.dot_general"(%arg10, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
    %16 = "stablehlo.dot_general"(%arg9, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %18 = "stablehlo.negate"(%17) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %19 = "stablehlo.exponential"(%18) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %20 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
    %22 = "stablehlo.add"(%21, %19) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %23 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
    %25 = "stablehlo.divide"(%24, %22) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %26 = "stablehlo.dot_general"(%arg10, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
    %27 = "stablehlo.multiply"(%25, %arg9) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %28 = "stablehlo.dot_general"(%27, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %29 = "stablehlo.add"(%26, %28) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %30 = "stablehlo.tanh"(%29) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %31 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
    %33 = "stablehlo.subtract"(%32, %14) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %34 = "stablehlo.multiply"(%33, %arg9) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %35 = "stablehlo.multiply"(%14, %30) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %36 = "stablehlo.add"(%34, %35) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    "func.return"(%36, %36) : (tensor<8x128xf32>, tensor<8x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<32x8x128xf32>, tensor<8x128xf32>, tensor<i32>) -> tensor<32x8x128xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<32x8x128xf32>, %arg1: tensor<8x128xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<32x8x128xf32>, tensor<1x8x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x8x128xf32>
    "func.return"(%3) : (tensor<32x8x128xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
