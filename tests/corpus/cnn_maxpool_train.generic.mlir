"builtin.module"() <{sym_name = "jit_cnn_maxpool_train"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<3x3x1x8xf32>, tensor<8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<784x10xf32>, tensor<10xf32>, tensor<16x28x28x1xf32>, tensor<16xi32>) -> (tensor<f32>, tensor<3x3x1x8xf32>, tensor<8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<784x10xf32>, tensor<10xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg15: tensor<3x3x1x8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<3x3x8x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<784x10xf32>, %arg20: tensor<10xf32>, %arg21: tensor<16x28x28x1xf32>, %arg22: tensor<16xi32>):
    %41 = "stablehlo.convolution"(%arg21, %arg15) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<16x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<16x28x28x8xf32>
    %42 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<16x28x28x8xf32>
    %44 = "stablehlo.add"(%41, %43) : (tensor<16x28x28x8xf32>, tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xf32>
    %45 = "func.call"(%44) <{callee = @relu}> : (tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xf32>
    %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x28x28x8xf32>
    %48 = "stablehlo.compare"(%44, %47) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x28x28x8xf32>, tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xi1>
    %49 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %51 = "stablehlo.reduce_window"(%45, %50) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %162 = "stablehlo.maximum"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%162) : (tensor<f32>) -> ()
    }) : (tensor<16x28x28x8xf32>, tensor<f32>) -> tensor<16x14x14x8xf32>
    %52 = "stablehlo.convolution"(%51, %arg17) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<16x14x14x8xf32>, tensor<3x3x8x16xf32>) -> tensor<16x14x14x16xf32>
    %53 = "stablehlo.broadcast_in_dim"(%arg18) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<16x14x14x16xf32>
    %55 = "stablehlo.add"(%52, %54) : (tensor<16x14x14x16xf32>, tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xf32>
    %56 = "func.call"(%55) <{callee = @relu_0}> : (tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x14x14x16xf32>
    %59 = "stablehlo.compare"(%55, %58) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x14x14x16xf32>, tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xi1>
    %60 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %62 = "stablehlo.reduce_window"(%56, %61) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %161 = "stablehlo.maximum"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%161) : (tensor<f32>) -> ()
    }) : (tensor<16x14x14x16xf32>, tensor<f32>) -> tensor<16x7x7x16xf32>
    %63 = "stablehlo.reshape"(%62) : (tensor<16x7x7x16xf32>) -> tensor<16x784xf32>
    %64 = "stablehlo.dot_general"(%63, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x784xf32>, tensor<784x10xf32>) -> tensor<16x10xf32>
    %65 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<16x10xf32>
    %67 = "stablehlo.add"(%64, %66) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %68:3 = "func.call"(%67) <{callee = @log_softmax}> : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>)
    %69 = "func.call"(%arg22) <{callee = @_one_hot}> : (tensor<16xi32>) -> tensor<16x10xf32>
    %70 = "stablehlo.multiply"(%68#0, %69) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%70, %71) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %160 = "stablehlo.add"(%arg45, %arg46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%160) : (tensor<f32>) -> ()
    }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%72, %73) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %159 = "stablehlo.add"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%159) : (tensor<f32>) -> ()
    }) : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.divide"(%74, %75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %77 = "stablehlo.negate"(%76) : (tensor<f32>) -> tensor<f32>
    %78 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.negate"(%78) : (tensor<f32>) -> tensor<f32>
    %80 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.divide"(%79, %80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x10xf32>
    %84 = "stablehlo.multiply"(%83, %69) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %85 = "func.call"(%68#1, %68#2, %84) <{callee = @log_softmax_1}> : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %86 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.reduce"(%85, %86) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %158 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%158) : (tensor<f32>) -> ()
    }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %88 = "stablehlo.reshape"(%87) : (tensor<10xf32>) -> tensor<1x10xf32>
    %89 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.reduce"(%88, %89) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %157 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%157) : (tensor<f32>) -> ()
    }) : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %91 = "stablehlo.dot_general"(%85, %63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x10xf32>, tensor<16x784xf32>) -> tensor<10x784xf32>
    %92 = "stablehlo.transpose"(%91) <{permutation = array<i64: 1, 0>}> : (tensor<10x784xf32>) -> tensor<784x10xf32>
    %93 = "stablehlo.dot_general"(%85, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x10xf32>, tensor<784x10xf32>) -> tensor<16x784xf32>
    %94 = "stablehlo.reshape"(%93) : (tensor<16x784xf32>) -> tensor<16x7x7x16xf32>
    %95 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.pad"(%56, %95) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<16x14x14x16xf32>, tensor<f32>) -> tensor<16x14x14x16xf32>
    %97 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.select_and_scatter"(%96, %94, %97) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %156 = "stablehlo.compare"(%arg37, %arg38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%156) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %155 = "stablehlo.add"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%155) : (tensor<f32>) -> ()
    }) : (tensor<16x14x14x16xf32>, tensor<16x7x7x16xf32>, tensor<f32>) -> tensor<16x14x14x16xf32>
    %99 = "stablehlo.slice"(%98) <{limit_indices = array<i64: 16, 14, 14, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x14x14x16xf32>
    %102 = "stablehlo.select"(%59, %99, %101) : (tensor<16x14x14x16xi1>, tensor<16x14x14x16xf32>, tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xf32>
    %103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.reduce"(%102, %103) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %154 = "stablehlo.add"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%154) : (tensor<f32>) -> ()
    }) : (tensor<16x14x14x16xf32>, tensor<f32>) -> tensor<16xf32>
    %105 = "stablehlo.reshape"(%104) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.reduce"(%105, %106) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %153 = "stablehlo.add"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%153) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %108 = "stablehlo.convolution"(%51, %102) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<16x14x14x8xf32>, tensor<16x14x14x16xf32>) -> tensor<3x3x8x16xf32>
    %109 = "stablehlo.reverse"(%arg17) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %110 = "stablehlo.convolution"(%102, %109) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<16x14x14x16xf32>, tensor<3x3x8x16xf32>) -> tensor<16x14x14x8xf32>
    %111 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.pad"(%45, %111) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<16x28x28x8xf32>, tensor<f32>) -> tensor<16x28x28x8xf32>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.select_and_scatter"(%112, %110, %113) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %152 = "stablehlo.compare"(%arg29, %arg30) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%152) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %151 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%151) : (tensor<f32>) -> ()
    }) : (tensor<16x28x28x8xf32>, tensor<16x14x14x8xf32>, tensor<f32>) -> tensor<16x28x28x8xf32>
    %115 = "stablehlo.slice"(%114) <{limit_indices = array<i64: 16, 28, 28, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xf32>
    %116 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x28x28x8xf32>
    %118 = "stablehlo.select"(%48, %115, %117) : (tensor<16x28x28x8xi1>, tensor<16x28x28x8xf32>, tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.reduce"(%118, %119) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %150 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%150) : (tensor<f32>) -> ()
    }) : (tensor<16x28x28x8xf32>, tensor<f32>) -> tensor<8xf32>
    %121 = "stablehlo.reshape"(%120) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.reduce"(%121, %122) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %149 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%149) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %124 = "stablehlo.convolution"(%arg21, %118) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<16x28x28x1xf32>, tensor<16x28x28x8xf32>) -> tensor<3x3x1x8xf32>
    %125 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %127 = "stablehlo.multiply"(%126, %124) : (tensor<3x3x1x8xf32>, tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32>
    %128 = "stablehlo.subtract"(%arg15, %127) : (tensor<3x3x1x8xf32>, tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32>
    %129 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %131 = "stablehlo.multiply"(%130, %123) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %132 = "stablehlo.subtract"(%arg16, %131) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %133 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %135 = "stablehlo.multiply"(%134, %108) : (tensor<3x3x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %136 = "stablehlo.subtract"(%arg17, %135) : (tensor<3x3x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %137 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %139 = "stablehlo.multiply"(%138, %107) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %140 = "stablehlo.subtract"(%arg18, %139) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %141 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<784x10xf32>
    %143 = "stablehlo.multiply"(%142, %92) : (tensor<784x10xf32>, tensor<784x10xf32>) -> tensor<784x10xf32>
    %144 = "stablehlo.subtract"(%arg19, %143) : (tensor<784x10xf32>, tensor<784x10xf32>) -> tensor<784x10xf32>
    %145 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %147 = "stablehlo.multiply"(%146, %90) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %148 = "stablehlo.subtract"(%arg20, %147) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%77, %128, %132, %136, %140, %144, %148) : (tensor<f32>, tensor<3x3x1x8xf32>, tensor<8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<784x10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<16x28x28x8xf32>):
    %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x28x28x8xf32>
    %40 = "stablehlo.maximum"(%arg14, %39) : (tensor<16x28x28x8xf32>, tensor<16x28x28x8xf32>) -> tensor<16x28x28x8xf32>
    "func.return"(%40) : (tensor<16x28x28x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xf32>, res_attrs = [{}], sym_name = "relu_0", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<16x14x14x16xf32>):
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x14x14x16xf32>
    %37 = "stablehlo.maximum"(%arg13, %36) : (tensor<16x14x14x16xf32>, tensor<16x14x14x16xf32>) -> tensor<16x14x14x16xf32>
    "func.return"(%37) : (tensor<16x14x14x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
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
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xi32>) -> tensor<16x10xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<16xi32>):
    %12 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %13 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x10xi32>
    %14 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xi32>) -> tensor<16x10xi32>
    %15 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xi32>) -> tensor<16x10xi32>
    %16 = "stablehlo.compare"(%14, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16x10xi32>, tensor<16x10xi32>) -> tensor<16x10xi1>
    %17 = "stablehlo.convert"(%16) : (tensor<16x10xi1>) -> tensor<16x10xf32>
    "func.return"(%17) : (tensor<16x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>, res_attrs = [{}], sym_name = "log_softmax_1", sym_visibility = "private"}> ({
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
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
