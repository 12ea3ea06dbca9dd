"builtin.module"() <{sym_name = "jit_resnet_block_train"}> ({
  "func.func"() <{arg_attrs = [{tf.aliasing_output = 1 : i32}, {tf.aliasing_output = 2 : i32}, {tf.aliasing_output = 3 : i32}, {tf.aliasing_output = 4 : i32}, {tf.aliasing_output = 5 : i32}, {tf.aliasing_output = 6 : i32}, {tf.aliasing_output = 7 : i32}, {tf.aliasing_output = 8 : i32}, {tf.aliasing_output = 9 : i32}, {tf.aliasing_output = 10 : i32}, {tf.aliasing_output = 11 : i32}, {tf.aliasing_output = 12 : i32}, {tf.aliasing_output = 13 : i32}, {tf.aliasing_output = 14 : i32}, {tf.aliasing_output = 15 : i32}, {tf.aliasing_output = 16 : i32}, {tf.aliasing_output = 17 : i32}, {tf.aliasing_output = 18 : i32}, {tf.aliasing_output = 19 : i32}, {tf.aliasing_output = 20 : i32}, {}, {}], function_type = (tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x32x32x64xf32>, tensor<16xi32>) -> (tensor<f32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg21: tensor<3x3x64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<3x3x64x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x10xf32>, %arg28: tensor<10xf32>, %arg29: tensor<3x3x64x64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<3x3x64x64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x10xf32>, %arg36: tensor<10xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<16x32x32x64xf32>, %arg42: tensor<16xi32>):
    %59 = "stablehlo.convolution"(%arg41, %arg21) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<16x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<16x32x32x64xf32>
    %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.reduce"(%59, %60) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %401 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%401) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %62 = "stablehlo.constant"() <{value = dense<1.638400e+04> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %64 = "stablehlo.divide"(%61, %63) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %67 = "stablehlo.subtract"(%59, %66) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %68 = "chlo.square"(%67) : (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %69 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %71 = "stablehlo.multiply"(%70, %67) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.reduce"(%68, %72) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %400 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%400) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %74 = "stablehlo.constant"() <{value = dense<1.638400e+04> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %76 = "stablehlo.divide"(%73, %75) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %77 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %79 = "stablehlo.subtract"(%59, %78) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %80 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %82 = "stablehlo.add"(%76, %81) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %83 = "stablehlo.rsqrt"(%82) : (tensor<64xf32>) -> tensor<64xf32>
    %84 = "stablehlo.divide"(%83, %82) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %85 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %87 = "stablehlo.multiply"(%86, %84) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %88 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %90 = "stablehlo.multiply"(%79, %89) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %91 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %93 = "stablehlo.multiply"(%90, %92) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %94 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %96 = "stablehlo.add"(%93, %95) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %97 = "func.call"(%96) <{callee = @relu}> : (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %100 = "stablehlo.compare"(%96, %99) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xi1>
    %101 = "stablehlo.convolution"(%97, %arg24) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<16x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<16x32x32x64xf32>
    %102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.reduce"(%101, %102) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %399 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%399) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %104 = "stablehlo.constant"() <{value = dense<1.638400e+04> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %106 = "stablehlo.divide"(%103, %105) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %109 = "stablehlo.subtract"(%101, %108) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %110 = "chlo.square"(%109) : (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %111 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %113 = "stablehlo.multiply"(%112, %109) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.reduce"(%110, %114) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %398 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%398) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %116 = "stablehlo.constant"() <{value = dense<1.638400e+04> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %118 = "stablehlo.divide"(%115, %117) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %119 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %121 = "stablehlo.subtract"(%101, %120) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %122 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %124 = "stablehlo.add"(%118, %123) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %125 = "stablehlo.rsqrt"(%124) : (tensor<64xf32>) -> tensor<64xf32>
    %126 = "stablehlo.divide"(%125, %124) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %127 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %129 = "stablehlo.multiply"(%128, %126) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %130 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %132 = "stablehlo.multiply"(%121, %131) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %133 = "stablehlo.broadcast_in_dim"(%arg25) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %135 = "stablehlo.multiply"(%132, %134) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %136 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %138 = "stablehlo.add"(%135, %137) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %139 = "stablehlo.add"(%138, %arg41) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %140 = "func.call"(%139) <{callee = @relu}> : (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %141 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %143 = "stablehlo.compare"(%139, %142) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xi1>
    %144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.reduce"(%140, %144) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %397 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%397) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %146 = "stablehlo.constant"() <{value = dense<1.024000e+03> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %148 = "stablehlo.divide"(%145, %147) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %149 = "stablehlo.dot_general"(%148, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x64xf32>, tensor<64x10xf32>) -> tensor<16x10xf32>
    %150 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1x10xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<16x10xf32>
    %152 = "stablehlo.add"(%149, %151) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %153:3 = "func.call"(%152) <{callee = @log_softmax}> : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>)
    %154 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %155:2 = "func.call"(%153#0, %154) <{callee = @take_along_axis}> : (tensor<16x10xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>)
    %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.reduce"(%155#0, %156) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %396 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%396) : (tensor<f32>) -> ()
    }) : (tensor<16x1xf32>, tensor<f32>) -> tensor<f32>
    %158 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.divide"(%157, %158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %160 = "stablehlo.negate"(%159) : (tensor<f32>) -> tensor<f32>
    %161 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.negate"(%161) : (tensor<f32>) -> tensor<f32>
    %163 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.divide"(%162, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %166 = "func.call"(%155#1, %165) <{callee = @take_along_axis_0}> : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>
    %167 = "func.call"(%153#1, %153#2, %166) <{callee = @log_softmax_1}> : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.reduce"(%167, %168) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %395 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%395) : (tensor<f32>) -> ()
    }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %170 = "stablehlo.reshape"(%169) : (tensor<10xf32>) -> tensor<1x10xf32>
    %171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.reduce"(%170, %171) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %394 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%394) : (tensor<f32>) -> ()
    }) : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %173 = "stablehlo.dot_general"(%167, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x10xf32>, tensor<16x64xf32>) -> tensor<10x64xf32>
    %174 = "stablehlo.transpose"(%173) <{permutation = array<i64: 1, 0>}> : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %175 = "stablehlo.dot_general"(%167, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x10xf32>, tensor<64x10xf32>) -> tensor<16x64xf32>
    %176 = "stablehlo.constant"() <{value = dense<1.024000e+03> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %178 = "stablehlo.divide"(%175, %177) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<16x64xf32>) -> tensor<16x32x32x64xf32>
    %180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %182 = "stablehlo.select"(%143, %179, %181) : (tensor<16x32x32x64xi1>, tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.reduce"(%182, %183) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %393 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%393) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %185 = "stablehlo.reshape"(%184) : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %186 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.reduce"(%185, %186) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %392 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%392) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %188 = "stablehlo.multiply"(%132, %182) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.reduce"(%188, %189) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %391 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%391) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %191 = "stablehlo.reshape"(%190) : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %192 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %193 = "stablehlo.multiply"(%182, %192) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %194 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.reduce"(%191, %194) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %390 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%390) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %196 = "stablehlo.multiply"(%121, %193) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %197 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.reduce"(%196, %197) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %389 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%389) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %199 = "stablehlo.reshape"(%198) : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %200 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %201 = "stablehlo.multiply"(%193, %200) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %202 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.reduce"(%199, %202) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %388 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%388) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %204 = "stablehlo.multiply"(%203, %129) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %205 = "stablehlo.negate"(%201) : (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %206 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.reduce"(%205, %206) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %387 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%387) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %208 = "stablehlo.reshape"(%207) : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.reduce"(%208, %209) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %386 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%386) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %211 = "stablehlo.constant"() <{value = dense<1.638400e+04> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %213 = "stablehlo.divide"(%204, %212) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<16x32x32x64xf32>
    %215 = "stablehlo.multiply"(%214, %113) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %216 = "stablehlo.negate"(%215) : (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %217 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.reduce"(%216, %217) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %385 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%385) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %219 = "stablehlo.reshape"(%218) : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %220 = "stablehlo.add"(%201, %215) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %221 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.reduce"(%219, %221) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %384 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%384) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %223 = "stablehlo.add"(%210, %222) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %224 = "stablehlo.constant"() <{value = dense<1.638400e+04> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %226 = "stablehlo.divide"(%223, %225) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<16x32x32x64xf32>
    %228 = "stablehlo.add"(%220, %227) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %229 = "stablehlo.convolution"(%97, %228) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %230 = "stablehlo.reverse"(%arg24) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %231 = "stablehlo.convolution"(%228, %230) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<16x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<16x32x32x64xf32>
    %232 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %234 = "stablehlo.select"(%100, %231, %233) : (tensor<16x32x32x64xi1>, tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.reduce"(%234, %235) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %383 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%383) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %238 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.reduce"(%237, %238) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %382 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%382) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %240 = "stablehlo.multiply"(%90, %234) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.reduce"(%240, %241) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %381 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%381) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %243 = "stablehlo.reshape"(%242) : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %244 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %245 = "stablehlo.multiply"(%234, %244) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %246 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.reduce"(%243, %246) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %380 = "stablehlo.add"(%arg55, %arg56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%380) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %248 = "stablehlo.multiply"(%79, %245) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.reduce"(%248, %249) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %379 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%379) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %251 = "stablehlo.reshape"(%250) : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %252 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<16x32x32x64xf32>
    %253 = "stablehlo.multiply"(%245, %252) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.reduce"(%251, %254) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %378 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%378) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %256 = "stablehlo.multiply"(%255, %87) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %257 = "stablehlo.negate"(%253) : (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %258 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.reduce"(%257, %258) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %377 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%377) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %260 = "stablehlo.reshape"(%259) : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %261 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.reduce"(%260, %261) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %376 = "stablehlo.add"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%376) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %263 = "stablehlo.constant"() <{value = dense<1.638400e+04> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %265 = "stablehlo.divide"(%256, %264) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<16x32x32x64xf32>
    %267 = "stablehlo.multiply"(%266, %71) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %268 = "stablehlo.negate"(%267) : (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %269 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.reduce"(%268, %269) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %375 = "stablehlo.add"(%arg45, %arg46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%375) : (tensor<f32>) -> ()
    }) : (tensor<16x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %271 = "stablehlo.reshape"(%270) : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %272 = "stablehlo.add"(%253, %267) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %273 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.reduce"(%271, %273) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %374 = "stablehlo.add"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%374) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %275 = "stablehlo.add"(%262, %274) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %276 = "stablehlo.constant"() <{value = dense<1.638400e+04> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %278 = "stablehlo.divide"(%275, %277) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64: 3>}> : (tensor<64xf32>) -> tensor<16x32x32x64xf32>
    %280 = "stablehlo.add"(%272, %279) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    %281 = "stablehlo.convolution"(%arg41, %280) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %282 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %284 = "stablehlo.multiply"(%283, %arg29) : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %285 = "stablehlo.add"(%284, %281) : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %286 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %288 = "stablehlo.multiply"(%287, %arg30) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %289 = "stablehlo.add"(%288, %247) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %290 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %292 = "stablehlo.multiply"(%291, %arg31) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %293 = "stablehlo.add"(%292, %239) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %294 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %296 = "stablehlo.multiply"(%295, %arg32) : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %297 = "stablehlo.add"(%296, %229) : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %298 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %300 = "stablehlo.multiply"(%299, %arg33) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %301 = "stablehlo.add"(%300, %195) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %302 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %304 = "stablehlo.multiply"(%303, %arg34) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %305 = "stablehlo.add"(%304, %187) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %306 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x10xf32>
    %308 = "stablehlo.multiply"(%307, %arg35) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %309 = "stablehlo.add"(%308, %174) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %310 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %312 = "stablehlo.multiply"(%311, %arg36) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %313 = "stablehlo.add"(%312, %172) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %314 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %316 = "stablehlo.multiply"(%315, %285) : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %317 = "stablehlo.subtract"(%arg21, %316) : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %318 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %320 = "stablehlo.multiply"(%319, %289) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %321 = "stablehlo.subtract"(%arg22, %320) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %322 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %324 = "stablehlo.multiply"(%323, %293) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %325 = "stablehlo.subtract"(%arg23, %324) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %328 = "stablehlo.multiply"(%327, %297) : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %329 = "stablehlo.subtract"(%arg24, %328) : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %330 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %332 = "stablehlo.multiply"(%331, %301) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %333 = "stablehlo.subtract"(%arg25, %332) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %334 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %336 = "stablehlo.multiply"(%335, %305) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %337 = "stablehlo.subtract"(%arg26, %336) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %338 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x10xf32>
    %340 = "stablehlo.multiply"(%339, %309) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %341 = "stablehlo.subtract"(%arg27, %340) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %342 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %344 = "stablehlo.multiply"(%343, %313) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %345 = "stablehlo.subtract"(%arg28, %344) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %346 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %348 = "stablehlo.multiply"(%347, %arg37) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %349 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %351 = "stablehlo.multiply"(%350, %64) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %352 = "stablehlo.add"(%348, %351) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %353 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %355 = "stablehlo.multiply"(%354, %arg38) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %356 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %358 = "stablehlo.multiply"(%357, %76) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %359 = "stablehlo.add"(%355, %358) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %360 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %362 = "stablehlo.multiply"(%361, %arg39) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %363 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %365 = "stablehlo.multiply"(%364, %106) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %366 = "stablehlo.add"(%362, %365) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %367 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %369 = "stablehlo.multiply"(%368, %arg40) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %370 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %372 = "stablehlo.multiply"(%371, %118) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %373 = "stablehlo.add"(%369, %372) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    "func.return"(%160, %317, %321, %325, %329, %333, %337, %341, %345, %285, %289, %293, %297, %301, %305, %309, %313, %352, %359, %366, %373) : (tensor<f32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x10xf32>, tensor<10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<16x32x32x64xf32>):
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32x32x64xf32>
    %58 = "stablehlo.maximum"(%arg20, %57) : (tensor<16x32x32x64xf32>, tensor<16x32x32x64xf32>) -> tensor<16x32x32x64xf32>
    "func.return"(%58) : (tensor<16x32x32x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<16x10xf32>):
    %39 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.reduce"(%arg15, %39) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %55 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %41 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %43 = "stablehlo.maximum"(%42, %40) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %46 = "stablehlo.subtract"(%arg15, %45) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %47 = "stablehlo.exponential"(%46) : (tensor<16x10xf32>) -> tensor<16x10xf32>
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.reduce"(%47, %48) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %54 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %51 = "stablehlo.log"(%50) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %53 = "stablehlo.subtract"(%46, %52) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    "func.return"(%53, %47, %50) : (tensor<16x10xf32>, tensor<16x10xf32>, tensor<16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x10xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<16x10xf32>, %arg12: tensor<16x1xi32>):
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %18 = "stablehlo.compare"(%arg12, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %19 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %21 = "stablehlo.add"(%arg12, %20) : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %22 = "stablehlo.select"(%18, %21, %arg12) : (tensor<16x1xi1>, tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %23 = "stablehlo.reshape"(%22) : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %24 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1x1xi32>
    %27 = "stablehlo.compare"(%23, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %28 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %30 = "stablehlo.compare"(%23, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %31 = "stablehlo.and"(%27, %30) : (tensor<16x1x1xi1>, tensor<16x1x1xi1>) -> tensor<16x1x1xi1>
    %32 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      %38 = "stablehlo.and"(%arg13, %arg14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%38) : (tensor<i1>) -> ()
    }) : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %34 = "stablehlo.gather"(%arg11, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x10xf32>, tensor<16x1x1xi32>) -> tensor<16x1xf32>
    %35 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %37 = "stablehlo.select"(%33, %34, %36) : (tensor<16x1xi1>, tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    "func.return"(%37, %23) : (tensor<16x1xf32>, tensor<16x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>, res_attrs = [{}], sym_name = "take_along_axis_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<16x1x1xi32>, %arg8: tensor<16x1xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %14 = "stablehlo.scatter"(%13, %arg7, %arg8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %15 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<16x10xf32>, tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>
    "func.return"(%14) : (tensor<16x10xf32>) -> ()
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
