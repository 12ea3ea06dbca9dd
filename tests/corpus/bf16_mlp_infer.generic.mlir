"builtin.module"() <{sym_name = "jit_bf16_mlp_infer"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}], function_type = (tensor<128x512xbf16>, tensor<512x1024xbf16>, tensor<1024xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024x256xbf16>, tensor<256xbf16>) -> tensor<128x256xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<128x512xbf16>, %arg1: tensor<512x1024xbf16>, %arg2: tensor<1024xbf16>, %arg3: tensor<1024x1024xbf16>, %arg4: tensor<1024xbf16>, %arg5: tensor<1024x256xbf16>, %arg6: tensor<256xbf16>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<128x512xbf16>, tensor<512x1024xbf16>) -> tensor<128x1024xf32>
    %1 = "stablehlo.convert"(%arg2) : (tensor<1024xbf16>) -> tensor<1024xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %4 = "stablehlo.add"(%0, %3) : (tensor<128x1024xf32>, tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %5 = "stablehlo.convert"(%4) : (tensor<128x1024xf32>) -> tensor<128x1024xbf16>
    %6 = "stablehlo.multiply"(%5, %5) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %7 = "stablehlo.multiply"(%6, %5) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %8 = "stablehlo.constant"() <{value = dense<4.467770e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<128x1024xbf16>
    %10 = "stablehlo.multiply"(%9, %7) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %11 = "stablehlo.add"(%5, %10) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %12 = "stablehlo.constant"() <{value = dense<7.968750e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<128x1024xbf16>
    %14 = "stablehlo.multiply"(%13, %11) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %15 = "stablehlo.tanh"(%14) : (tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %16 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<128x1024xbf16>
    %18 = "stablehlo.add"(%17, %15) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %19 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<128x1024xbf16>
    %21 = "stablehlo.multiply"(%20, %18) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %22 = "stablehlo.multiply"(%5, %21) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %23 = "stablehlo.dot_general"(%22, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<128x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<128x1024xf32>
    %24 = "stablehlo.convert"(%arg4) : (tensor<1024xbf16>) -> tensor<1024xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %27 = "stablehlo.add"(%23, %26) : (tensor<128x1024xf32>, tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %28 = "stablehlo.convert"(%27) : (tensor<128x1024xf32>) -> tensor<128x1024xbf16>
    %29 = "stablehlo.multiply"(%28, %28) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %30 = "stablehlo.multiply"(%29, %28) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %31 = "stablehlo.constant"() <{value = dense<4.467770e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<128x1024xbf16>
    %33 = "stablehlo.multiply"(%32, %30) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %34 = "stablehlo.add"(%28, %33) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %35 = "stablehlo.constant"() <{value = dense<7.968750e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<128x1024xbf16>
    %37 = "stablehlo.multiply"(%36, %34) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %38 = "stablehlo.tanh"(%37) : (tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %39 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<128x1024xbf16>
    %41 = "stablehlo.add"(%40, %38) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %42 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<128x1024xbf16>
    %44 = "stablehlo.multiply"(%43, %41) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %45 = "stablehlo.multiply"(%28, %44) : (tensor<128x1024xbf16>, tensor<128x1024xbf16>) -> tensor<128x1024xbf16>
    %46 = "stablehlo.dot_general"(%45, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<128x1024xbf16>, tensor<1024x256xbf16>) -> tensor<128x256xf32>
    %47 = "stablehlo.convert"(%arg6) : (tensor<256xbf16>) -> tensor<256xf32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<1x256xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %50 = "stablehlo.add"(%46, %49) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %51 = "stablehlo.convert"(%50) : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    "func.return"(%51) : (tensor<128x256xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
