"builtin.module"() <{sym_name = "jit_train_fori"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<32x64xf32>, tensor<32x10xf32>) -> (tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<64x128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128x10xf32>, %arg17: tensor<10xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<32x10xf32>):
    %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %60:7 = "stablehlo.while"(%arg18, %arg19, %59, %arg14, %arg15, %arg16, %arg17) ({
    ^bb0(%arg29: tensor<32x64xf32>, %arg30: tensor<32x10xf32>, %arg31: tensor<i32>, %arg32: tensor<64x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128x10xf32>, %arg35: tensor<10xf32>):
      %80 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
      %81 = "stablehlo.compare"(%arg31, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%81) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg22: tensor<32x64xf32>, %arg23: tensor<32x10xf32>, %arg24: tensor<i32>, %arg25: tensor<64x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128x10xf32>, %arg28: tensor<10xf32>):
      %77:4 = "func.call"(%arg22, %arg23, %arg25, %arg26, %arg27, %arg28) <{callee = @closed_call}> : (tensor<32x64xf32>, tensor<32x10xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>) -> (tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>)
      %78 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %79 = "stablehlo.add"(%arg24, %78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg22, %arg23, %79, %77#0, %77#1, %77#2, %77#3) : (tensor<32x64xf32>, tensor<32x10xf32>, tensor<i32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>) -> ()
    }) : (tensor<32x64xf32>, tensor<32x10xf32>, tensor<i32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>) -> (tensor<32x64xf32>, tensor<32x10xf32>, tensor<i32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>)
    %61 = "stablehlo.dot_general"(%arg18, %60#3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %62 = "stablehlo.broadcast_in_dim"(%60#4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<1x128xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x128xf32>) -> tensor<32x128xf32>
    %64 = "stablehlo.add"(%61, %63) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %65 = "stablehlo.tanh"(%64) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %66 = "stablehlo.dot_general"(%65, %60#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x128xf32>, tensor<128x10xf32>) -> tensor<32x10xf32>
    %67 = "stablehlo.broadcast_in_dim"(%60#6) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<32x10xf32>
    %69 = "stablehlo.add"(%66, %68) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %70 = "stablehlo.subtract"(%69, %arg19) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %71 = "stablehlo.multiply"(%70, %70) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.reduce"(%71, %72) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %76 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%76) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.constant"() <{value = dense<3.200000e+02> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.divide"(%73, %74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%60#3, %60#4, %60#5, %60#6, %75) : (tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x64xf32>, tensor<32x10xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>) -> (tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>), res_attrs = [{}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<32x64xf32>, %arg1: tensor<32x10xf32>, %arg2: tensor<64x128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<128x10xf32>, %arg5: tensor<10xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<1x128xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x128xf32>) -> tensor<32x128xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %4 = "stablehlo.tanh"(%3) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %7 = "stablehlo.subtract"(%6, %4) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %8 = "stablehlo.dot_general"(%4, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x128xf32>, tensor<128x10xf32>) -> tensor<32x10xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<32x10xf32>
    %11 = "stablehlo.add"(%8, %10) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %12 = "stablehlo.subtract"(%11, %arg1) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %13 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %15 = "stablehlo.multiply"(%14, %12) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %16 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.constant"() <{value = dense<3.200000e+02> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.divide"(%16, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %20 = "stablehlo.multiply"(%19, %15) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %58 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%58) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<10xf32>) -> tensor<1x10xf32>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23, %24) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %57 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%57) : (tensor<f32>) -> ()
    }) : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %26 = "stablehlo.dot_general"(%20, %4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x10xf32>, tensor<32x128xf32>) -> tensor<10x128xf32>
    %27 = "stablehlo.transpose"(%26) <{permutation = array<i64: 1, 0>}> : (tensor<10x128xf32>) -> tensor<128x10xf32>
    %28 = "stablehlo.dot_general"(%20, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x10xf32>, tensor<128x10xf32>) -> tensor<32x128xf32>
    %29 = "stablehlo.multiply"(%28, %7) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %30 = "stablehlo.multiply"(%29, %4) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %56 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%56) : (tensor<f32>) -> ()
    }) : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<128xf32>) -> tensor<1x128xf32>
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %55 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %37 = "stablehlo.dot_general"(%31, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x128xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %38 = "stablehlo.transpose"(%37) <{permutation = array<i64: 1, 0>}> : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %39 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
    %41 = "stablehlo.multiply"(%40, %38) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %42 = "stablehlo.subtract"(%arg2, %41) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %43 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %45 = "stablehlo.multiply"(%44, %36) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %46 = "stablehlo.subtract"(%arg3, %45) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %47 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x10xf32>
    %49 = "stablehlo.multiply"(%48, %27) : (tensor<128x10xf32>, tensor<128x10xf32>) -> tensor<128x10xf32>
    %50 = "stablehlo.subtract"(%arg4, %49) : (tensor<128x10xf32>, tensor<128x10xf32>) -> tensor<128x10xf32>
    %51 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %53 = "stablehlo.multiply"(%52, %25) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %54 = "stablehlo.subtract"(%arg5, %53) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%42, %46, %50, %54) : (tensor<64x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
