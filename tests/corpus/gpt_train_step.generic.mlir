"builtin.module"() <{sym_name = "jit_gpt_train_step"}> ({
  "func.func"() <{arg_attrs = [{tf.aliasing_output = 1 : i32}, {tf.aliasing_output = 2 : i32}, {tf.aliasing_output = 3 : i32}, {tf.aliasing_output = 4 : i32}, {tf.aliasing_output = 5 : i32}, {tf.aliasing_output = 6 : i32}, {tf.aliasing_output = 7 : i32}, {tf.aliasing_output = 8 : i32}, {tf.aliasing_output = 9 : i32}, {tf.aliasing_output = 10 : i32}, {tf.aliasing_output = 11 : i32}, {tf.aliasing_output = 12 : i32}, {tf.aliasing_output = 13 : i32}, {tf.aliasing_output = 14 : i32}, {tf.aliasing_output = 15 : i32}, {tf.aliasing_output = 16 : i32}, {tf.aliasing_output = 17 : i32}, {tf.aliasing_output = 18 : i32}, {tf.aliasing_output = 19 : i32}, {tf.aliasing_output = 20 : i32}, {tf.aliasing_output = 21 : i32}, {tf.aliasing_output = 22 : i32}, {tf.aliasing_output = 23 : i32}, {tf.aliasing_output = 24 : i32}, {tf.aliasing_output = 25 : i32}, {tf.aliasing_output = 26 : i32}, {tf.aliasing_output = 27 : i32}, {tf.aliasing_output = 28 : i32}, {tf.aliasing_output = 29 : i32}, {tf.aliasing_output = 30 : i32}, {tf.aliasing_output = 31 : i32}, {tf.aliasing_output = 32 : i32}, {tf.aliasing_output = 33 : i32}, {tf.aliasing_output = 34 : i32}, {tf.aliasing_output = 35 : i32}, {tf.aliasing_output = 36 : i32}, {tf.aliasing_output = 37 : i32}, {tf.aliasing_output = 38 : i32}, {tf.aliasing_output = 39 : i32}, {tf.aliasing_output = 40 : i32}, {tf.aliasing_output = 41 : i32}, {tf.aliasing_output = 42 : i32}, {tf.aliasing_output = 43 : i32}, {tf.aliasing_output = 44 : i32}, {tf.aliasing_output = 45 : i32}, {tf.aliasing_output = 46 : i32}, {tf.aliasing_output = 47 : i32}, {tf.aliasing_output = 48 : i32}, {tf.aliasing_output = 49 : i32}, {tf.aliasing_output = 50 : i32}, {tf.aliasing_output = 51 : i32}, {tf.aliasing_output = 52 : i32}, {tf.aliasing_output = 53 : i32}, {tf.aliasing_output = 54 : i32}, {tf.aliasing_output = 55 : i32}, {tf.aliasing_output = 56 : i32}, {tf.aliasing_output = 57 : i32}, {tf.aliasing_output = 58 : i32}, {tf.aliasing_output = 59 : i32}, {tf.aliasing_output = 60 : i32}, {tf.aliasing_output = 61 : i32}, {tf.aliasing_output = 62 : i32}, {tf.aliasing_output = 63 : i32}, {tf.aliasing_output = 64 : i32}, {tf.aliasing_output = 65 : i32}, {tf.aliasing_output = 66 : i32}, {tf.aliasing_output = 67 : i32}, {tf.aliasing_output = 68 : i32}, {tf.aliasing_output = 69 : i32}, {tf.aliasing_output = 70 : i32}, {tf.aliasing_output = 71 : i32}, {tf.aliasing_output = 72 : i32}, {tf.aliasing_output = 73 : i32}, {}, {}], function_type = (tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i32>, tensor<8x128xi32>, tensor<8x128xi32>) -> (tensor<f32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}, {jax.result_info = "result[25]"}, {jax.result_info = "result[26]"}, {jax.result_info = "result[27]"}, {jax.result_info = "result[28]"}, {jax.result_info = "result[29]"}, {jax.result_info = "result[30]"}, {jax.result_info = "result[31]"}, {jax.result_info = "result[32]"}, {jax.result_info = "result[33]"}, {jax.result_info = "result[34]"}, {jax.result_info = "result[35]"}, {jax.result_info = "result[36]"}, {jax.result_info = "result[37]"}, {jax.result_info = "result[38]"}, {jax.result_info = "result[39]"}, {jax.result_info = "result[40]"}, {jax.result_info = "result[41]"}, {jax.result_info = "result[42]"}, {jax.result_info = "result[43]"}, {jax.result_info = "result[44]"}, {jax.result_info = "result[45]"}, {jax.result_info = "result[46]"}, {jax.result_info = "result[47]"}, {jax.result_info = "result[48]"}, {jax.result_info = "result[49]"}, {jax.result_info = "result[50]"}, {jax.result_info = "result[51]"}, {jax.result_info = "result[52]"}, {jax.result_info = "result[53]"}, {jax.result_info = "result[54]"}, {jax.result_info = "result[55]"}, {jax.result_info = "result[56]"}, {jax.result_info = "result[57]"}, {jax.result_info = "result[58]"}, {jax.result_info = "result[59]"}, {jax.result_info = "result[60]"}, {jax.result_info = "result[61]"}, {jax.result_info = "result[62]"}, {jax.result_info = "result[63]"}, {jax.result_info = "result[64]"}, {jax.result_info = "result[65]"}, {jax.result_info = "result[66]"}, {jax.result_info = "result[67]"}, {jax.result_info = "result[68]"}, {jax.result_info = "result[69]"}, {jax.result_info = "result[70]"}, {jax.result_info = "result[71]"}, {jax.result_info = "result[72]"}, {jax.result_info = "result[73]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg26: tensor<256x256xf32>, %arg27: tensor<128x256xf32>, %arg28: tensor<256xf32>, %arg29: tensor<256xf32>, %arg30: tensor<256x768xf32>, %arg31: tensor<256x256xf32>, %arg32: tensor<256xf32>, %arg33: tensor<256xf32>, %arg34: tensor<256x1024xf32>, %arg35: tensor<1024xf32>, %arg36: tensor<1024x256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<256x768xf32>, %arg41: tensor<256x256xf32>, %arg42: tensor<256xf32>, %arg43: tensor<256xf32>, %arg44: tensor<256x1024xf32>, %arg45: tensor<1024xf32>, %arg46: tensor<1024x256xf32>, %arg47: tensor<256xf32>, %arg48: tensor<256xf32>, %arg49: tensor<256xf32>, %arg50: tensor<256x256xf32>, %arg51: tensor<128x256xf32>, %arg52: tensor<256xf32>, %arg53: tensor<256xf32>, %arg54: tensor<256x768xf32>, %arg55: tensor<256x256xf32>, %arg56: tensor<256xf32>, %arg57: tensor<256xf32>, %arg58: tensor<256x1024xf32>, %arg59: tensor<1024xf32>, %arg60: tensor<1024x256xf32>, %arg61: tensor<256xf32>, %arg62: tensor<256xf32>, %arg63: tensor<256xf32>, %arg64: tensor<256x768xf32>, %arg65: tensor<256x256xf32>, %arg66: tensor<256xf32>, %arg67: tensor<256xf32>, %arg68: tensor<256x1024xf32>, %arg69: tensor<1024xf32>, %arg70: tensor<1024x256xf32>, %arg71: tensor<256xf32>, %arg72: tensor<256xf32>, %arg73: tensor<256xf32>, %arg74: tensor<256x256xf32>, %arg75: tensor<128x256xf32>, %arg76: tensor<256xf32>, %arg77: tensor<256xf32>, %arg78: tensor<256x768xf32>, %arg79: tensor<256x256xf32>, %arg80: tensor<256xf32>, %arg81: tensor<256xf32>, %arg82: tensor<256x1024xf32>, %arg83: tensor<1024xf32>, %arg84: tensor<1024x256xf32>, %arg85: tensor<256xf32>, %arg86: tensor<256xf32>, %arg87: tensor<256xf32>, %arg88: tensor<256x768xf32>, %arg89: tensor<256x256xf32>, %arg90: tensor<256xf32>, %arg91: tensor<256xf32>, %arg92: tensor<256x1024xf32>, %arg93: tensor<1024xf32>, %arg94: tensor<1024x256xf32>, %arg95: tensor<256xf32>, %arg96: tensor<256xf32>, %arg97: tensor<256xf32>, %arg98: tensor<i32>, %arg99: tensor<8x128xi32>, %arg100: tensor<8x128xi32>):
    %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x128xi32>
    %73 = "stablehlo.compare"(%arg99, %72) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %74 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x128xi32>
    %76 = "stablehlo.add"(%arg99, %75) : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi32>
    %77 = "stablehlo.select"(%73, %76, %arg99) : (tensor<8x128xi1>, tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %79 = "stablehlo.gather"(%arg26, %78) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<256x256xf32>, tensor<8x128x1xi32>) -> tensor<8x128x256xf32>
    %80 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x256xf32>) -> tensor<8x128x256xf32>
    %82 = "stablehlo.add"(%79, %81) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %83 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %85 = "func.call"(%84) <{callee = @tril}> : (tensor<128x128xi1>) -> tensor<128x128xi1>
    %86 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.reduce"(%82, %86) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg297: tensor<f32>, %arg298: tensor<f32>):
      %2027 = "stablehlo.add"(%arg297, %arg298) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2027) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %89 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %91 = "stablehlo.divide"(%88, %90) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %93 = "stablehlo.subtract"(%82, %92) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %94 = "chlo.square"(%93) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %95 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x256xf32>
    %97 = "stablehlo.multiply"(%96, %93) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.reduce"(%94, %98) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg295: tensor<f32>, %arg296: tensor<f32>):
      %2026 = "stablehlo.add"(%arg295, %arg296) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2026) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %101 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %103 = "stablehlo.divide"(%100, %102) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %104 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %105 = "stablehlo.subtract"(%82, %104) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %106 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %108 = "stablehlo.add"(%103, %107) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %109 = "stablehlo.rsqrt"(%108) : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %110 = "stablehlo.divide"(%109, %108) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %111 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %113 = "stablehlo.multiply"(%112, %110) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %114 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %115 = "stablehlo.multiply"(%105, %114) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %116 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %118 = "stablehlo.multiply"(%115, %117) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %119 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %121 = "stablehlo.add"(%118, %120) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %122 = "stablehlo.dot_general"(%121, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %123 = "stablehlo.slice"(%122) <{limit_indices = array<i64: 8, 128, 256>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %124 = "stablehlo.slice"(%122) <{limit_indices = array<i64: 8, 128, 512>, start_indices = array<i64: 0, 0, 256>, strides = array<i64: 1, 1, 1>}> : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %125 = "stablehlo.slice"(%122) <{limit_indices = array<i64: 8, 128, 768>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %126 = "stablehlo.reshape"(%123) : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %127 = "stablehlo.transpose"(%126) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %128 = "stablehlo.reshape"(%124) : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %129 = "stablehlo.transpose"(%128) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %130 = "stablehlo.reshape"(%125) : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %131 = "stablehlo.transpose"(%130) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %132 = "stablehlo.transpose"(%129) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<8x4x128x64xf32>) -> tensor<8x4x64x128xf32>
    %133 = "stablehlo.dot_general"(%127, %132) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x64xf32>, tensor<8x4x64x128xf32>) -> tensor<8x4x128x128xf32>
    %134 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %136 = "stablehlo.divide"(%133, %135) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %137 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %138:2 = "func.call"(%85, %136, %137) <{callee = @_where}> : (tensor<128x128xi1>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %139 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.reduce"(%138#0, %139) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg293: tensor<f32>, %arg294: tensor<f32>):
      %2025 = "stablehlo.maximum"(%arg293, %arg294) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2025) : (tensor<f32>) -> ()
    }) : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %141 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x128xf32>
    %143 = "stablehlo.maximum"(%142, %140) : (tensor<8x4x128xf32>, tensor<8x4x128xf32>) -> tensor<8x4x128xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %146 = "stablehlo.subtract"(%138#0, %145) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %147 = "stablehlo.exponential"(%146) : (tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.reduce"(%147, %148) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg291: tensor<f32>, %arg292: tensor<f32>):
      %2024 = "stablehlo.add"(%arg291, %arg292) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2024) : (tensor<f32>) -> ()
    }) : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %152 = "stablehlo.divide"(%147, %151) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %153 = "stablehlo.multiply"(%150, %150) : (tensor<8x4x128x1xf32>, tensor<8x4x128x1xf32>) -> tensor<8x4x128x1xf32>
    %154 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %156 = "stablehlo.divide"(%155, %153) : (tensor<8x4x128x1xf32>, tensor<8x4x128x1xf32>) -> tensor<8x4x128x1xf32>
    %157 = "stablehlo.dot_general"(%152, %131) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x128xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x64xf32>
    %158 = "stablehlo.transpose"(%157) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %159 = "stablehlo.reshape"(%158) : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %160 = "stablehlo.dot_general"(%159, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %161 = "stablehlo.add"(%82, %160) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %162 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.reduce"(%161, %162) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg289: tensor<f32>, %arg290: tensor<f32>):
      %2023 = "stablehlo.add"(%arg289, %arg290) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2023) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %165 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %167 = "stablehlo.divide"(%164, %166) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %169 = "stablehlo.subtract"(%161, %168) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %170 = "chlo.square"(%169) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %171 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x256xf32>
    %173 = "stablehlo.multiply"(%172, %169) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.reduce"(%170, %174) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg287: tensor<f32>, %arg288: tensor<f32>):
      %2022 = "stablehlo.add"(%arg287, %arg288) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2022) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %177 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %179 = "stablehlo.divide"(%176, %178) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %180 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %181 = "stablehlo.subtract"(%161, %180) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %182 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %184 = "stablehlo.add"(%179, %183) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %185 = "stablehlo.rsqrt"(%184) : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %186 = "stablehlo.divide"(%185, %184) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %187 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %189 = "stablehlo.multiply"(%188, %186) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %190 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %191 = "stablehlo.multiply"(%181, %190) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %192 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %194 = "stablehlo.multiply"(%191, %193) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %195 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %197 = "stablehlo.add"(%194, %196) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %198 = "stablehlo.dot_general"(%197, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %199 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %201 = "stablehlo.add"(%198, %200) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %202 = "stablehlo.multiply"(%201, %201) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %203 = "stablehlo.multiply"(%202, %201) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %204 = "stablehlo.multiply"(%201, %201) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %205 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %207 = "stablehlo.multiply"(%206, %204) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %208 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %210 = "stablehlo.multiply"(%209, %203) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %211 = "stablehlo.add"(%201, %210) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %212 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %214 = "stablehlo.multiply"(%213, %211) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %215 = "stablehlo.tanh"(%214) : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %216 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %218 = "stablehlo.subtract"(%217, %215) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %219 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %221 = "stablehlo.add"(%220, %215) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %222 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %224 = "stablehlo.multiply"(%223, %221) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %225 = "stablehlo.multiply"(%201, %224) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %226 = "stablehlo.dot_general"(%225, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %227 = "stablehlo.add"(%161, %226) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %228 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %230 = "stablehlo.add"(%227, %229) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %231 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.reduce"(%230, %231) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg285: tensor<f32>, %arg286: tensor<f32>):
      %2021 = "stablehlo.add"(%arg285, %arg286) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2021) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %234 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %236 = "stablehlo.divide"(%233, %235) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %238 = "stablehlo.subtract"(%230, %237) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %239 = "chlo.square"(%238) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %240 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x256xf32>
    %242 = "stablehlo.multiply"(%241, %238) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.reduce"(%239, %243) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg283: tensor<f32>, %arg284: tensor<f32>):
      %2020 = "stablehlo.add"(%arg283, %arg284) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2020) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %246 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %248 = "stablehlo.divide"(%245, %247) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %249 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %250 = "stablehlo.subtract"(%230, %249) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %251 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %253 = "stablehlo.add"(%248, %252) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %254 = "stablehlo.rsqrt"(%253) : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %255 = "stablehlo.divide"(%254, %253) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %256 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %258 = "stablehlo.multiply"(%257, %255) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %259 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %260 = "stablehlo.multiply"(%250, %259) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %261 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %263 = "stablehlo.multiply"(%260, %262) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %264 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %266 = "stablehlo.add"(%263, %265) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %267 = "stablehlo.dot_general"(%266, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %268 = "stablehlo.slice"(%267) <{limit_indices = array<i64: 8, 128, 256>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %269 = "stablehlo.slice"(%267) <{limit_indices = array<i64: 8, 128, 512>, start_indices = array<i64: 0, 0, 256>, strides = array<i64: 1, 1, 1>}> : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %270 = "stablehlo.slice"(%267) <{limit_indices = array<i64: 8, 128, 768>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %271 = "stablehlo.reshape"(%268) : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %272 = "stablehlo.transpose"(%271) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %273 = "stablehlo.reshape"(%269) : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %274 = "stablehlo.transpose"(%273) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %275 = "stablehlo.reshape"(%270) : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %276 = "stablehlo.transpose"(%275) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %277 = "stablehlo.transpose"(%274) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<8x4x128x64xf32>) -> tensor<8x4x64x128xf32>
    %278 = "stablehlo.dot_general"(%272, %277) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x64xf32>, tensor<8x4x64x128xf32>) -> tensor<8x4x128x128xf32>
    %279 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %281 = "stablehlo.divide"(%278, %280) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %282 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %283:2 = "func.call"(%85, %281, %282) <{callee = @_where}> : (tensor<128x128xi1>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %284 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.reduce"(%283#0, %284) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg281: tensor<f32>, %arg282: tensor<f32>):
      %2019 = "stablehlo.maximum"(%arg281, %arg282) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2019) : (tensor<f32>) -> ()
    }) : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %286 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x128xf32>
    %288 = "stablehlo.maximum"(%287, %285) : (tensor<8x4x128xf32>, tensor<8x4x128xf32>) -> tensor<8x4x128xf32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %291 = "stablehlo.subtract"(%283#0, %290) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %292 = "stablehlo.exponential"(%291) : (tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.reduce"(%292, %293) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg279: tensor<f32>, %arg280: tensor<f32>):
      %2018 = "stablehlo.add"(%arg279, %arg280) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2018) : (tensor<f32>) -> ()
    }) : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %297 = "stablehlo.divide"(%292, %296) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %298 = "stablehlo.multiply"(%295, %295) : (tensor<8x4x128x1xf32>, tensor<8x4x128x1xf32>) -> tensor<8x4x128x1xf32>
    %299 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %301 = "stablehlo.divide"(%300, %298) : (tensor<8x4x128x1xf32>, tensor<8x4x128x1xf32>) -> tensor<8x4x128x1xf32>
    %302 = "stablehlo.dot_general"(%297, %276) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x128xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x64xf32>
    %303 = "stablehlo.transpose"(%302) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %304 = "stablehlo.reshape"(%303) : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %305 = "stablehlo.dot_general"(%304, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %306 = "stablehlo.add"(%230, %305) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %307 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.reduce"(%306, %307) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg277: tensor<f32>, %arg278: tensor<f32>):
      %2017 = "stablehlo.add"(%arg277, %arg278) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2017) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %310 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %312 = "stablehlo.divide"(%309, %311) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %314 = "stablehlo.subtract"(%306, %313) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %315 = "chlo.square"(%314) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %316 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x256xf32>
    %318 = "stablehlo.multiply"(%317, %314) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %319 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %320 = "stablehlo.reduce"(%315, %319) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg275: tensor<f32>, %arg276: tensor<f32>):
      %2016 = "stablehlo.add"(%arg275, %arg276) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2016) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %322 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %324 = "stablehlo.divide"(%321, %323) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %325 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %326 = "stablehlo.subtract"(%306, %325) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %327 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %329 = "stablehlo.add"(%324, %328) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %330 = "stablehlo.rsqrt"(%329) : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %331 = "stablehlo.divide"(%330, %329) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %332 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %334 = "stablehlo.multiply"(%333, %331) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %335 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %336 = "stablehlo.multiply"(%326, %335) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %337 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %339 = "stablehlo.multiply"(%336, %338) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %340 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %342 = "stablehlo.add"(%339, %341) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %343 = "stablehlo.dot_general"(%342, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %344 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %346 = "stablehlo.add"(%343, %345) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %347 = "stablehlo.multiply"(%346, %346) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %348 = "stablehlo.multiply"(%347, %346) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %349 = "stablehlo.multiply"(%346, %346) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %350 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %352 = "stablehlo.multiply"(%351, %349) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %353 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %355 = "stablehlo.multiply"(%354, %348) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %356 = "stablehlo.add"(%346, %355) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %357 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %359 = "stablehlo.multiply"(%358, %356) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %360 = "stablehlo.tanh"(%359) : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %361 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %363 = "stablehlo.subtract"(%362, %360) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %364 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %366 = "stablehlo.add"(%365, %360) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %367 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %369 = "stablehlo.multiply"(%368, %366) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %370 = "stablehlo.multiply"(%346, %369) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %371 = "stablehlo.dot_general"(%370, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %372 = "stablehlo.add"(%306, %371) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %373 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %375 = "stablehlo.add"(%372, %374) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %376 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %377 = "stablehlo.reduce"(%375, %376) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg273: tensor<f32>, %arg274: tensor<f32>):
      %2015 = "stablehlo.add"(%arg273, %arg274) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2015) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %379 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %381 = "stablehlo.divide"(%378, %380) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %383 = "stablehlo.subtract"(%375, %382) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %384 = "chlo.square"(%383) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %385 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x256xf32>
    %387 = "stablehlo.multiply"(%386, %383) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %388 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %389 = "stablehlo.reduce"(%384, %388) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg271: tensor<f32>, %arg272: tensor<f32>):
      %2014 = "stablehlo.add"(%arg271, %arg272) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2014) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %391 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %393 = "stablehlo.divide"(%390, %392) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %394 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %395 = "stablehlo.subtract"(%375, %394) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %396 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %398 = "stablehlo.add"(%393, %397) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %399 = "stablehlo.rsqrt"(%398) : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %400 = "stablehlo.divide"(%399, %398) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %401 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %403 = "stablehlo.multiply"(%402, %400) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %404 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %405 = "stablehlo.multiply"(%395, %404) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %406 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %408 = "stablehlo.multiply"(%405, %407) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %409 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %411 = "stablehlo.add"(%408, %410) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %412 = "stablehlo.transpose"(%arg26) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %413 = "stablehlo.dot_general"(%411, %412) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %414:3 = "func.call"(%413) <{callee = @log_softmax}> : (tensor<8x128x256xf32>) -> (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x1xf32>)
    %415 = "stablehlo.broadcast_in_dim"(%arg100) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %416:2 = "func.call"(%414#0, %415) <{callee = @take_along_axis}> : (tensor<8x128x256xf32>, tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>)
    %417 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %418 = "stablehlo.reduce"(%416#0, %417) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg269: tensor<f32>, %arg270: tensor<f32>):
      %2013 = "stablehlo.add"(%arg269, %arg270) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2013) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<f32>
    %419 = "stablehlo.constant"() <{value = dense<1.024000e+03> : tensor<f32>}> : () -> tensor<f32>
    %420 = "stablehlo.divide"(%418, %419) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %421 = "stablehlo.negate"(%420) : (tensor<f32>) -> tensor<f32>
    %422 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %423 = "stablehlo.negate"(%422) : (tensor<f32>) -> tensor<f32>
    %424 = "stablehlo.constant"() <{value = dense<1.024000e+03> : tensor<f32>}> : () -> tensor<f32>
    %425 = "stablehlo.divide"(%423, %424) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %427 = "func.call"(%416#1, %426) <{callee = @take_along_axis_0}> : (tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %428 = "func.call"(%414#1, %414#2, %427) <{callee = @log_softmax_1}> : (tensor<8x128x256xf32>, tensor<8x128x1xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %429 = "stablehlo.dot_general"(%428, %411) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %430 = "stablehlo.transpose"(%429) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %431 = "stablehlo.dot_general"(%428, %412) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %432 = "stablehlo.transpose"(%430) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %433 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %434 = "stablehlo.reduce"(%431, %433) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg267: tensor<f32>, %arg268: tensor<f32>):
      %2012 = "stablehlo.add"(%arg267, %arg268) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2012) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %435 = "stablehlo.reshape"(%434) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %436 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.reduce"(%435, %436) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg265: tensor<f32>, %arg266: tensor<f32>):
      %2011 = "stablehlo.add"(%arg265, %arg266) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2011) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %438 = "stablehlo.multiply"(%405, %431) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %439 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %440 = "stablehlo.reduce"(%438, %439) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg263: tensor<f32>, %arg264: tensor<f32>):
      %2010 = "stablehlo.add"(%arg263, %arg264) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2010) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %441 = "stablehlo.reshape"(%440) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %442 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %443 = "stablehlo.multiply"(%431, %442) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %444 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %445 = "stablehlo.reduce"(%441, %444) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg261: tensor<f32>, %arg262: tensor<f32>):
      %2009 = "stablehlo.add"(%arg261, %arg262) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2009) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %446 = "stablehlo.multiply"(%395, %443) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %447 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.reduce"(%446, %447) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg259: tensor<f32>, %arg260: tensor<f32>):
      %2008 = "stablehlo.add"(%arg259, %arg260) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2008) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %449 = "stablehlo.reshape"(%448) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %450 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %451 = "stablehlo.multiply"(%443, %450) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %452 = "stablehlo.multiply"(%449, %403) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %453 = "stablehlo.negate"(%451) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %454 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %455 = "stablehlo.reduce"(%453, %454) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg257: tensor<f32>, %arg258: tensor<f32>):
      %2007 = "stablehlo.add"(%arg257, %arg258) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2007) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %456 = "stablehlo.reshape"(%455) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %457 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %459 = "stablehlo.divide"(%452, %458) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %460 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %461 = "stablehlo.reduce"(%459, %460) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg255: tensor<f32>, %arg256: tensor<f32>):
      %2006 = "stablehlo.add"(%arg255, %arg256) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2006) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %462 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %463 = "stablehlo.multiply"(%462, %387) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %464 = "stablehlo.negate"(%463) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %465 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %466 = "stablehlo.reduce"(%464, %465) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg253: tensor<f32>, %arg254: tensor<f32>):
      %2005 = "stablehlo.add"(%arg253, %arg254) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2005) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %467 = "stablehlo.reshape"(%466) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %468 = "stablehlo.add"(%451, %463) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %469 = "stablehlo.add"(%456, %467) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %470 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %472 = "stablehlo.divide"(%469, %471) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %473 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %474 = "stablehlo.reduce"(%472, %473) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg251: tensor<f32>, %arg252: tensor<f32>):
      %2004 = "stablehlo.add"(%arg251, %arg252) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2004) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %476 = "stablehlo.add"(%468, %475) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %477 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %478 = "stablehlo.reduce"(%476, %477) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg249: tensor<f32>, %arg250: tensor<f32>):
      %2003 = "stablehlo.add"(%arg249, %arg250) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2003) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %479 = "stablehlo.reshape"(%478) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %480 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %481 = "stablehlo.reduce"(%479, %480) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg247: tensor<f32>, %arg248: tensor<f32>):
      %2002 = "stablehlo.add"(%arg247, %arg248) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2002) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %482 = "stablehlo.dot_general"(%476, %370) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %483 = "stablehlo.transpose"(%482) <{permutation = array<i64: 1, 0>}> : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %484 = "stablehlo.dot_general"(%476, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %485 = "stablehlo.multiply"(%346, %484) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %486 = "stablehlo.multiply"(%484, %369) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %487 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %489 = "stablehlo.multiply"(%488, %485) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %490 = "stablehlo.multiply"(%489, %363) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %491 = "stablehlo.multiply"(%490, %360) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %492 = "stablehlo.add"(%490, %491) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %493 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %495 = "stablehlo.multiply"(%494, %492) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %496 = "stablehlo.add"(%486, %495) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %497 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %499 = "stablehlo.multiply"(%498, %495) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %500 = "stablehlo.multiply"(%499, %352) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %501 = "stablehlo.add"(%496, %500) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %502 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.reduce"(%501, %502) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg245: tensor<f32>, %arg246: tensor<f32>):
      %2001 = "stablehlo.add"(%arg245, %arg246) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2001) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %504 = "stablehlo.reshape"(%503) : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %505 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.reduce"(%504, %505) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg243: tensor<f32>, %arg244: tensor<f32>):
      %2000 = "stablehlo.add"(%arg243, %arg244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2000) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %507 = "stablehlo.dot_general"(%501, %342) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %508 = "stablehlo.transpose"(%507) <{permutation = array<i64: 1, 0>}> : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %509 = "stablehlo.dot_general"(%501, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %510 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %511 = "stablehlo.reduce"(%509, %510) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg241: tensor<f32>, %arg242: tensor<f32>):
      %1999 = "stablehlo.add"(%arg241, %arg242) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1999) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %512 = "stablehlo.reshape"(%511) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %513 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %514 = "stablehlo.reduce"(%512, %513) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg239: tensor<f32>, %arg240: tensor<f32>):
      %1998 = "stablehlo.add"(%arg239, %arg240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1998) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %515 = "stablehlo.multiply"(%336, %509) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %516 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.reduce"(%515, %516) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
      %1997 = "stablehlo.add"(%arg237, %arg238) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1997) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %518 = "stablehlo.reshape"(%517) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %519 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %520 = "stablehlo.multiply"(%509, %519) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %521 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.reduce"(%518, %521) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg235: tensor<f32>, %arg236: tensor<f32>):
      %1996 = "stablehlo.add"(%arg235, %arg236) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1996) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %523 = "stablehlo.multiply"(%326, %520) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %524 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %525 = "stablehlo.reduce"(%523, %524) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg233: tensor<f32>, %arg234: tensor<f32>):
      %1995 = "stablehlo.add"(%arg233, %arg234) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1995) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %526 = "stablehlo.reshape"(%525) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %527 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %528 = "stablehlo.multiply"(%520, %527) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %529 = "stablehlo.multiply"(%526, %334) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %530 = "stablehlo.negate"(%528) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %531 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %532 = "stablehlo.reduce"(%530, %531) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg231: tensor<f32>, %arg232: tensor<f32>):
      %1994 = "stablehlo.add"(%arg231, %arg232) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1994) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %533 = "stablehlo.reshape"(%532) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %534 = "stablehlo.add"(%476, %528) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %535 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %537 = "stablehlo.divide"(%529, %536) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %538 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %539 = "stablehlo.reduce"(%537, %538) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg229: tensor<f32>, %arg230: tensor<f32>):
      %1993 = "stablehlo.add"(%arg229, %arg230) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1993) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %541 = "stablehlo.multiply"(%540, %318) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %542 = "stablehlo.negate"(%541) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %543 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.reduce"(%542, %543) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg227: tensor<f32>, %arg228: tensor<f32>):
      %1992 = "stablehlo.add"(%arg227, %arg228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1992) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %545 = "stablehlo.reshape"(%544) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %546 = "stablehlo.add"(%534, %541) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %547 = "stablehlo.add"(%533, %545) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %548 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %550 = "stablehlo.divide"(%547, %549) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %551 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.reduce"(%550, %551) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg225: tensor<f32>, %arg226: tensor<f32>):
      %1991 = "stablehlo.add"(%arg225, %arg226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1991) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %554 = "stablehlo.add"(%546, %553) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %555 = "stablehlo.dot_general"(%554, %304) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %556 = "stablehlo.transpose"(%555) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %557 = "stablehlo.dot_general"(%554, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %558 = "stablehlo.reshape"(%557) : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %559 = "stablehlo.transpose"(%558) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %560 = "stablehlo.dot_general"(%559, %297) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %561 = "stablehlo.transpose"(%560) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %562 = "stablehlo.dot_general"(%559, %276) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x64xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x128xf32>
    %563 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %564 = "stablehlo.multiply"(%562, %563) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %565 = "stablehlo.multiply"(%564, %292) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %566 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %567 = "stablehlo.reduce"(%565, %566) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg223: tensor<f32>, %arg224: tensor<f32>):
      %1990 = "stablehlo.add"(%arg223, %arg224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1990) : (tensor<f32>) -> ()
    }) : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %568 = "stablehlo.reshape"(%567) : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %569 = "stablehlo.negate"(%568) : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x1xf32>
    %570 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %571 = "stablehlo.divide"(%562, %570) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %572 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %573 = "stablehlo.reduce"(%569, %572) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg221: tensor<f32>, %arg222: tensor<f32>):
      %1989 = "stablehlo.add"(%arg221, %arg222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1989) : (tensor<f32>) -> ()
    }) : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %574 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %575 = "stablehlo.add"(%571, %574) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %576 = "stablehlo.multiply"(%575, %292) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %577 = "func.call"(%283#1, %576) <{callee = @_where_2}> : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %578 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %580 = "stablehlo.divide"(%577, %579) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %581 = "stablehlo.dot_general"(%580, %272) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x128xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x64xf32>
    %582 = "stablehlo.transpose"(%581) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<8x4x128x64xf32>) -> tensor<8x4x64x128xf32>
    %583 = "stablehlo.dot_general"(%580, %277) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x128xf32>, tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %584 = "stablehlo.transpose"(%582) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %585 = "stablehlo.transpose"(%561) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %586 = "stablehlo.reshape"(%585) : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %587 = "stablehlo.transpose"(%584) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %588 = "stablehlo.reshape"(%587) : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %589 = "stablehlo.transpose"(%583) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %590 = "stablehlo.reshape"(%589) : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %591 = "stablehlo.concatenate"(%590, %588, %586) <{dimension = 2 : i64}> : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %592 = "stablehlo.dot_general"(%591, %266) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %593 = "stablehlo.transpose"(%592) <{permutation = array<i64: 1, 0>}> : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %594 = "stablehlo.dot_general"(%591, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %595 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %596 = "stablehlo.reduce"(%594, %595) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg219: tensor<f32>, %arg220: tensor<f32>):
      %1988 = "stablehlo.add"(%arg219, %arg220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1988) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %597 = "stablehlo.reshape"(%596) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %598 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %599 = "stablehlo.reduce"(%597, %598) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg217: tensor<f32>, %arg218: tensor<f32>):
      %1987 = "stablehlo.add"(%arg217, %arg218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1987) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %600 = "stablehlo.multiply"(%260, %594) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %601 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.reduce"(%600, %601) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg215: tensor<f32>, %arg216: tensor<f32>):
      %1986 = "stablehlo.add"(%arg215, %arg216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1986) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %603 = "stablehlo.reshape"(%602) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %604 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %605 = "stablehlo.multiply"(%594, %604) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %606 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %607 = "stablehlo.reduce"(%603, %606) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg213: tensor<f32>, %arg214: tensor<f32>):
      %1985 = "stablehlo.add"(%arg213, %arg214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1985) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %608 = "stablehlo.multiply"(%250, %605) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.reduce"(%608, %609) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg211: tensor<f32>, %arg212: tensor<f32>):
      %1984 = "stablehlo.add"(%arg211, %arg212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1984) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %611 = "stablehlo.reshape"(%610) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %612 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %613 = "stablehlo.multiply"(%605, %612) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %614 = "stablehlo.multiply"(%611, %258) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %615 = "stablehlo.negate"(%613) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %616 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %617 = "stablehlo.reduce"(%615, %616) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg209: tensor<f32>, %arg210: tensor<f32>):
      %1983 = "stablehlo.add"(%arg209, %arg210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1983) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %618 = "stablehlo.reshape"(%617) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %619 = "stablehlo.add"(%554, %613) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %620 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %622 = "stablehlo.divide"(%614, %621) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %623 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.reduce"(%622, %623) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg207: tensor<f32>, %arg208: tensor<f32>):
      %1982 = "stablehlo.add"(%arg207, %arg208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1982) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %626 = "stablehlo.multiply"(%625, %242) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %627 = "stablehlo.negate"(%626) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %628 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %629 = "stablehlo.reduce"(%627, %628) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg205: tensor<f32>, %arg206: tensor<f32>):
      %1981 = "stablehlo.add"(%arg205, %arg206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1981) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %630 = "stablehlo.reshape"(%629) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %631 = "stablehlo.add"(%619, %626) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %632 = "stablehlo.add"(%618, %630) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %633 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %635 = "stablehlo.divide"(%632, %634) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %636 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.reduce"(%635, %636) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg203: tensor<f32>, %arg204: tensor<f32>):
      %1980 = "stablehlo.add"(%arg203, %arg204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1980) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %638 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %639 = "stablehlo.add"(%631, %638) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %640 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.reduce"(%639, %640) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
      %1979 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1979) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %642 = "stablehlo.reshape"(%641) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %643 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %644 = "stablehlo.reduce"(%642, %643) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %1978 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1978) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %645 = "stablehlo.dot_general"(%639, %225) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %646 = "stablehlo.transpose"(%645) <{permutation = array<i64: 1, 0>}> : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %647 = "stablehlo.dot_general"(%639, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %648 = "stablehlo.multiply"(%201, %647) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %649 = "stablehlo.multiply"(%647, %224) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %650 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %651 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %652 = "stablehlo.multiply"(%651, %648) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %653 = "stablehlo.multiply"(%652, %218) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %654 = "stablehlo.multiply"(%653, %215) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %655 = "stablehlo.add"(%653, %654) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %656 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %658 = "stablehlo.multiply"(%657, %655) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %659 = "stablehlo.add"(%649, %658) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %660 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1024xf32>
    %662 = "stablehlo.multiply"(%661, %658) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %663 = "stablehlo.multiply"(%662, %207) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %664 = "stablehlo.add"(%659, %663) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %665 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %666 = "stablehlo.reduce"(%664, %665) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
      %1977 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1977) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %667 = "stablehlo.reshape"(%666) : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %668 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %669 = "stablehlo.reduce"(%667, %668) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
      %1976 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1976) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %670 = "stablehlo.dot_general"(%664, %197) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %671 = "stablehlo.transpose"(%670) <{permutation = array<i64: 1, 0>}> : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %672 = "stablehlo.dot_general"(%664, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %673 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %674 = "stablehlo.reduce"(%672, %673) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
      %1975 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1975) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %675 = "stablehlo.reshape"(%674) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %676 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %677 = "stablehlo.reduce"(%675, %676) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %1974 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1974) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %678 = "stablehlo.multiply"(%191, %672) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %679 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %680 = "stablehlo.reduce"(%678, %679) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %1973 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1973) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %681 = "stablehlo.reshape"(%680) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %682 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %683 = "stablehlo.multiply"(%672, %682) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %684 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %685 = "stablehlo.reduce"(%681, %684) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
      %1972 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1972) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %686 = "stablehlo.multiply"(%181, %683) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %688 = "stablehlo.reduce"(%686, %687) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %1971 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1971) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %689 = "stablehlo.reshape"(%688) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %690 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %691 = "stablehlo.multiply"(%683, %690) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %692 = "stablehlo.multiply"(%689, %189) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %693 = "stablehlo.negate"(%691) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %694 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %695 = "stablehlo.reduce"(%693, %694) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %1970 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1970) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %696 = "stablehlo.reshape"(%695) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %697 = "stablehlo.add"(%639, %691) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %698 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %699 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %700 = "stablehlo.divide"(%692, %699) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %701 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %702 = "stablehlo.reduce"(%700, %701) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1969 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1969) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %703 = "stablehlo.broadcast_in_dim"(%702) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %704 = "stablehlo.multiply"(%703, %173) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %705 = "stablehlo.negate"(%704) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %706 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %707 = "stablehlo.reduce"(%705, %706) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1968 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1968) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %708 = "stablehlo.reshape"(%707) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %709 = "stablehlo.add"(%697, %704) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %710 = "stablehlo.add"(%696, %708) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %711 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %712 = "stablehlo.broadcast_in_dim"(%711) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %713 = "stablehlo.divide"(%710, %712) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %714 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %715 = "stablehlo.reduce"(%713, %714) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1967 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1967) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %716 = "stablehlo.broadcast_in_dim"(%715) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %717 = "stablehlo.add"(%709, %716) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %718 = "stablehlo.dot_general"(%717, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %719 = "stablehlo.transpose"(%718) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %720 = "stablehlo.dot_general"(%717, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %721 = "stablehlo.reshape"(%720) : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %722 = "stablehlo.transpose"(%721) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %723 = "stablehlo.dot_general"(%722, %152) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %724 = "stablehlo.transpose"(%723) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %725 = "stablehlo.dot_general"(%722, %131) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x64xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x128xf32>
    %726 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %727 = "stablehlo.multiply"(%725, %726) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %728 = "stablehlo.multiply"(%727, %147) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %729 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %730 = "stablehlo.reduce"(%728, %729) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1966 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1966) : (tensor<f32>) -> ()
    }) : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %731 = "stablehlo.reshape"(%730) : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %732 = "stablehlo.negate"(%731) : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x1xf32>
    %733 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %734 = "stablehlo.divide"(%725, %733) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %736 = "stablehlo.reduce"(%732, %735) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1965 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1965) : (tensor<f32>) -> ()
    }) : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %737 = "stablehlo.broadcast_in_dim"(%736) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %738 = "stablehlo.add"(%734, %737) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %739 = "stablehlo.multiply"(%738, %147) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %740 = "func.call"(%138#1, %739) <{callee = @_where_2}> : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %741 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.broadcast_in_dim"(%741) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %743 = "stablehlo.divide"(%740, %742) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %744 = "stablehlo.dot_general"(%743, %127) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x128xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x64xf32>
    %745 = "stablehlo.transpose"(%744) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<8x4x128x64xf32>) -> tensor<8x4x64x128xf32>
    %746 = "stablehlo.dot_general"(%743, %132) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4x128x128xf32>, tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %747 = "stablehlo.transpose"(%745) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %748 = "stablehlo.transpose"(%724) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %749 = "stablehlo.reshape"(%748) : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %750 = "stablehlo.transpose"(%747) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %751 = "stablehlo.reshape"(%750) : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %752 = "stablehlo.transpose"(%746) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %753 = "stablehlo.reshape"(%752) : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %754 = "stablehlo.concatenate"(%753, %751, %749) <{dimension = 2 : i64}> : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %755 = "stablehlo.dot_general"(%754, %121) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %756 = "stablehlo.transpose"(%755) <{permutation = array<i64: 1, 0>}> : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %757 = "stablehlo.dot_general"(%754, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %758 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %759 = "stablehlo.reduce"(%757, %758) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1964 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1964) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %760 = "stablehlo.reshape"(%759) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %761 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %762 = "stablehlo.reduce"(%760, %761) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1963 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1963) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %763 = "stablehlo.multiply"(%115, %757) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %764 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %765 = "stablehlo.reduce"(%763, %764) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1962 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1962) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %766 = "stablehlo.reshape"(%765) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %767 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %768 = "stablehlo.multiply"(%757, %767) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %769 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %770 = "stablehlo.reduce"(%766, %769) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1961 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1961) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %771 = "stablehlo.multiply"(%105, %768) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %772 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %773 = "stablehlo.reduce"(%771, %772) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1960 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1960) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %774 = "stablehlo.reshape"(%773) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %775 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %776 = "stablehlo.multiply"(%768, %775) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %777 = "stablehlo.multiply"(%774, %113) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %778 = "stablehlo.negate"(%776) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %779 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %780 = "stablehlo.reduce"(%778, %779) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1959 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1959) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %781 = "stablehlo.reshape"(%780) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %782 = "stablehlo.add"(%717, %776) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %783 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %784 = "stablehlo.broadcast_in_dim"(%783) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %785 = "stablehlo.divide"(%777, %784) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %786 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %787 = "stablehlo.reduce"(%785, %786) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1958 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1958) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %788 = "stablehlo.broadcast_in_dim"(%787) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %789 = "stablehlo.multiply"(%788, %97) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %790 = "stablehlo.negate"(%789) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %791 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %792 = "stablehlo.reduce"(%790, %791) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1957 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1957) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %793 = "stablehlo.reshape"(%792) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %794 = "stablehlo.add"(%782, %789) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %795 = "stablehlo.add"(%781, %793) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %796 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %797 = "stablehlo.broadcast_in_dim"(%796) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %798 = "stablehlo.divide"(%795, %797) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %799 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.reduce"(%798, %799) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1956 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1956) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %801 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %802 = "stablehlo.add"(%794, %801) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %803 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %804 = "stablehlo.reduce"(%802, %803) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1955 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1955) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %805 = "stablehlo.reshape"(%804) : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %806 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %807 = "stablehlo.reduce"(%805, %806) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1954 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1954) : (tensor<f32>) -> ()
    }) : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %808 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %809 = "stablehlo.broadcast_in_dim"(%808) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %810 = "stablehlo.scatter"(%809, %78, %802) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1953 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1953) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>, tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %811 = "stablehlo.add"(%432, %810) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %812 = "chlo.square"(%811) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %813 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %814 = "stablehlo.reduce"(%812, %813) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1952 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1952) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %815 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %816 = "stablehlo.add"(%815, %814) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %817 = "chlo.square"(%807) : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %818 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %819 = "stablehlo.reduce"(%817, %818) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1951 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1951) : (tensor<f32>) -> ()
    }) : (tensor<128x256xf32>, tensor<f32>) -> tensor<f32>
    %820 = "stablehlo.add"(%816, %819) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %821 = "chlo.square"(%770) : (tensor<256xf32>) -> tensor<256xf32>
    %822 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %823 = "stablehlo.reduce"(%821, %822) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1950 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1950) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %824 = "stablehlo.add"(%820, %823) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %825 = "chlo.square"(%762) : (tensor<256xf32>) -> tensor<256xf32>
    %826 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %827 = "stablehlo.reduce"(%825, %826) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1949 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1949) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %828 = "stablehlo.add"(%824, %827) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %829 = "chlo.square"(%756) : (tensor<256x768xf32>) -> tensor<256x768xf32>
    %830 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %831 = "stablehlo.reduce"(%829, %830) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1948 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1948) : (tensor<f32>) -> ()
    }) : (tensor<256x768xf32>, tensor<f32>) -> tensor<f32>
    %832 = "stablehlo.add"(%828, %831) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %833 = "chlo.square"(%719) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %834 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %835 = "stablehlo.reduce"(%833, %834) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1947 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1947) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %836 = "stablehlo.add"(%832, %835) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %837 = "chlo.square"(%685) : (tensor<256xf32>) -> tensor<256xf32>
    %838 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %839 = "stablehlo.reduce"(%837, %838) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1946 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1946) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %840 = "stablehlo.add"(%836, %839) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %841 = "chlo.square"(%677) : (tensor<256xf32>) -> tensor<256xf32>
    %842 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %843 = "stablehlo.reduce"(%841, %842) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1945 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1945) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %844 = "stablehlo.add"(%840, %843) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %845 = "chlo.square"(%671) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %846 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %847 = "stablehlo.reduce"(%845, %846) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1944 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1944) : (tensor<f32>) -> ()
    }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %848 = "stablehlo.add"(%844, %847) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %849 = "chlo.square"(%669) : (tensor<1024xf32>) -> tensor<1024xf32>
    %850 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %851 = "stablehlo.reduce"(%849, %850) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1943 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1943) : (tensor<f32>) -> ()
    }) : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %852 = "stablehlo.add"(%848, %851) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %853 = "chlo.square"(%646) : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %854 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %855 = "stablehlo.reduce"(%853, %854) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1942 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1942) : (tensor<f32>) -> ()
    }) : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %856 = "stablehlo.add"(%852, %855) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %857 = "chlo.square"(%644) : (tensor<256xf32>) -> tensor<256xf32>
    %858 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %859 = "stablehlo.reduce"(%857, %858) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1941 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1941) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %860 = "stablehlo.add"(%856, %859) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %861 = "chlo.square"(%607) : (tensor<256xf32>) -> tensor<256xf32>
    %862 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %863 = "stablehlo.reduce"(%861, %862) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1940 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1940) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %864 = "stablehlo.add"(%860, %863) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %865 = "chlo.square"(%599) : (tensor<256xf32>) -> tensor<256xf32>
    %866 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %867 = "stablehlo.reduce"(%865, %866) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1939 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1939) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %868 = "stablehlo.add"(%864, %867) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %869 = "chlo.square"(%593) : (tensor<256x768xf32>) -> tensor<256x768xf32>
    %870 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %871 = "stablehlo.reduce"(%869, %870) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1938 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1938) : (tensor<f32>) -> ()
    }) : (tensor<256x768xf32>, tensor<f32>) -> tensor<f32>
    %872 = "stablehlo.add"(%868, %871) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %873 = "chlo.square"(%556) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %874 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %875 = "stablehlo.reduce"(%873, %874) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1937 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1937) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %876 = "stablehlo.add"(%872, %875) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %877 = "chlo.square"(%522) : (tensor<256xf32>) -> tensor<256xf32>
    %878 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %879 = "stablehlo.reduce"(%877, %878) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1936 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1936) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %880 = "stablehlo.add"(%876, %879) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %881 = "chlo.square"(%514) : (tensor<256xf32>) -> tensor<256xf32>
    %882 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.reduce"(%881, %882) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1935 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1935) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %884 = "stablehlo.add"(%880, %883) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %885 = "chlo.square"(%508) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %886 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %887 = "stablehlo.reduce"(%885, %886) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1934 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1934) : (tensor<f32>) -> ()
    }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %888 = "stablehlo.add"(%884, %887) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %889 = "chlo.square"(%506) : (tensor<1024xf32>) -> tensor<1024xf32>
    %890 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %891 = "stablehlo.reduce"(%889, %890) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1933 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1933) : (tensor<f32>) -> ()
    }) : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %892 = "stablehlo.add"(%888, %891) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %893 = "chlo.square"(%483) : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %894 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %895 = "stablehlo.reduce"(%893, %894) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1932 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1932) : (tensor<f32>) -> ()
    }) : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %896 = "stablehlo.add"(%892, %895) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %897 = "chlo.square"(%481) : (tensor<256xf32>) -> tensor<256xf32>
    %898 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %899 = "stablehlo.reduce"(%897, %898) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1931 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1931) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %900 = "stablehlo.add"(%896, %899) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %901 = "chlo.square"(%445) : (tensor<256xf32>) -> tensor<256xf32>
    %902 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.reduce"(%901, %902) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1930 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1930) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %904 = "stablehlo.add"(%900, %903) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %905 = "chlo.square"(%437) : (tensor<256xf32>) -> tensor<256xf32>
    %906 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %907 = "stablehlo.reduce"(%905, %906) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1929 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1929) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %908 = "stablehlo.add"(%904, %907) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %909 = "stablehlo.sqrt"(%908) : (tensor<f32>) -> tensor<f32>
    %910 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %911 = "stablehlo.maximum"(%909, %910) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %912 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %913 = "stablehlo.divide"(%912, %911) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %914 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %915 = "stablehlo.minimum"(%914, %913) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %916 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %917 = "stablehlo.add"(%arg98, %916) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %918 = "stablehlo.convert"(%917) : (tensor<i32>) -> tensor<f32>
    %919 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %920 = "stablehlo.multiply"(%811, %919) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %921 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %923 = "stablehlo.multiply"(%922, %arg50) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %924 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %925 = "stablehlo.broadcast_in_dim"(%924) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %926 = "stablehlo.multiply"(%925, %920) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %927 = "stablehlo.add"(%923, %926) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %928 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %929 = "stablehlo.broadcast_in_dim"(%928) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %930 = "stablehlo.multiply"(%929, %arg74) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %931 = "chlo.square"(%920) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %932 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %933 = "stablehlo.broadcast_in_dim"(%932) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %934 = "stablehlo.multiply"(%933, %931) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %935 = "stablehlo.add"(%930, %934) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %936 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %937 = "stablehlo.power"(%936, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %938 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %939 = "stablehlo.subtract"(%938, %937) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %940 = "stablehlo.broadcast_in_dim"(%939) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %941 = "stablehlo.divide"(%927, %940) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %942 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %943 = "stablehlo.power"(%942, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %944 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %945 = "stablehlo.subtract"(%944, %943) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %946 = "stablehlo.broadcast_in_dim"(%945) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %947 = "stablehlo.divide"(%935, %946) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %948 = "stablehlo.sqrt"(%947) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %949 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %950 = "stablehlo.broadcast_in_dim"(%949) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %951 = "stablehlo.add"(%948, %950) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %952 = "stablehlo.divide"(%941, %951) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %953 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %954 = "stablehlo.broadcast_in_dim"(%953) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %955 = "stablehlo.multiply"(%954, %arg26) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %956 = "stablehlo.add"(%952, %955) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %957 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %958 = "stablehlo.broadcast_in_dim"(%957) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %959 = "stablehlo.multiply"(%958, %956) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %960 = "stablehlo.subtract"(%arg26, %959) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %961 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %962 = "stablehlo.multiply"(%807, %961) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %963 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %964 = "stablehlo.broadcast_in_dim"(%963) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %965 = "stablehlo.multiply"(%964, %arg51) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %966 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %967 = "stablehlo.broadcast_in_dim"(%966) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %968 = "stablehlo.multiply"(%967, %962) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %969 = "stablehlo.add"(%965, %968) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %970 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %971 = "stablehlo.broadcast_in_dim"(%970) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %972 = "stablehlo.multiply"(%971, %arg75) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %973 = "chlo.square"(%962) : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %974 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %975 = "stablehlo.broadcast_in_dim"(%974) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %976 = "stablehlo.multiply"(%975, %973) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %977 = "stablehlo.add"(%972, %976) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %978 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %979 = "stablehlo.power"(%978, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %980 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %981 = "stablehlo.subtract"(%980, %979) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %982 = "stablehlo.broadcast_in_dim"(%981) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %983 = "stablehlo.divide"(%969, %982) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %984 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %985 = "stablehlo.power"(%984, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %986 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %987 = "stablehlo.subtract"(%986, %985) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %988 = "stablehlo.broadcast_in_dim"(%987) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %989 = "stablehlo.divide"(%977, %988) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %990 = "stablehlo.sqrt"(%989) : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %991 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %992 = "stablehlo.broadcast_in_dim"(%991) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %993 = "stablehlo.add"(%990, %992) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %994 = "stablehlo.divide"(%983, %993) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %995 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %996 = "stablehlo.broadcast_in_dim"(%995) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %997 = "stablehlo.multiply"(%996, %arg27) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %998 = "stablehlo.add"(%994, %997) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %999 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1000 = "stablehlo.broadcast_in_dim"(%999) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %1001 = "stablehlo.multiply"(%1000, %998) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %1002 = "stablehlo.subtract"(%arg27, %1001) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %1003 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1004 = "stablehlo.multiply"(%770, %1003) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1005 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1006 = "stablehlo.broadcast_in_dim"(%1005) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1007 = "stablehlo.multiply"(%1006, %arg52) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1008 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1009 = "stablehlo.broadcast_in_dim"(%1008) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1010 = "stablehlo.multiply"(%1009, %1004) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1011 = "stablehlo.add"(%1007, %1010) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1012 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1013 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1014 = "stablehlo.multiply"(%1013, %arg76) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1015 = "chlo.square"(%1004) : (tensor<256xf32>) -> tensor<256xf32>
    %1016 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1017 = "stablehlo.broadcast_in_dim"(%1016) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1018 = "stablehlo.multiply"(%1017, %1015) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1019 = "stablehlo.add"(%1014, %1018) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1020 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1021 = "stablehlo.power"(%1020, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1022 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1023 = "stablehlo.subtract"(%1022, %1021) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1024 = "stablehlo.broadcast_in_dim"(%1023) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1025 = "stablehlo.divide"(%1011, %1024) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1026 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1027 = "stablehlo.power"(%1026, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1028 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1029 = "stablehlo.subtract"(%1028, %1027) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1030 = "stablehlo.broadcast_in_dim"(%1029) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1031 = "stablehlo.divide"(%1019, %1030) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1032 = "stablehlo.sqrt"(%1031) : (tensor<256xf32>) -> tensor<256xf32>
    %1033 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1034 = "stablehlo.broadcast_in_dim"(%1033) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1035 = "stablehlo.add"(%1032, %1034) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1036 = "stablehlo.divide"(%1025, %1035) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1037 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1038 = "stablehlo.broadcast_in_dim"(%1037) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1039 = "stablehlo.multiply"(%1038, %arg28) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1040 = "stablehlo.add"(%1036, %1039) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1041 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1042 = "stablehlo.broadcast_in_dim"(%1041) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1043 = "stablehlo.multiply"(%1042, %1040) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1044 = "stablehlo.subtract"(%arg28, %1043) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1045 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1046 = "stablehlo.multiply"(%762, %1045) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1047 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1049 = "stablehlo.multiply"(%1048, %arg53) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1050 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1051 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1052 = "stablehlo.multiply"(%1051, %1046) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1053 = "stablehlo.add"(%1049, %1052) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1054 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1055 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1056 = "stablehlo.multiply"(%1055, %arg77) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1057 = "chlo.square"(%1046) : (tensor<256xf32>) -> tensor<256xf32>
    %1058 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1059 = "stablehlo.broadcast_in_dim"(%1058) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1060 = "stablehlo.multiply"(%1059, %1057) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1061 = "stablehlo.add"(%1056, %1060) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1062 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1063 = "stablehlo.power"(%1062, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1064 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1065 = "stablehlo.subtract"(%1064, %1063) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1066 = "stablehlo.broadcast_in_dim"(%1065) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1067 = "stablehlo.divide"(%1053, %1066) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1068 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1069 = "stablehlo.power"(%1068, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1070 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1071 = "stablehlo.subtract"(%1070, %1069) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1072 = "stablehlo.broadcast_in_dim"(%1071) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1073 = "stablehlo.divide"(%1061, %1072) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1074 = "stablehlo.sqrt"(%1073) : (tensor<256xf32>) -> tensor<256xf32>
    %1075 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1076 = "stablehlo.broadcast_in_dim"(%1075) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1077 = "stablehlo.add"(%1074, %1076) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1078 = "stablehlo.divide"(%1067, %1077) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1079 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1080 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1081 = "stablehlo.multiply"(%1080, %arg29) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1082 = "stablehlo.add"(%1078, %1081) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1083 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1084 = "stablehlo.broadcast_in_dim"(%1083) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1085 = "stablehlo.multiply"(%1084, %1082) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1086 = "stablehlo.subtract"(%arg29, %1085) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1087 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1088 = "stablehlo.multiply"(%756, %1087) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1089 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1090 = "stablehlo.broadcast_in_dim"(%1089) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1091 = "stablehlo.multiply"(%1090, %arg54) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1092 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1093 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1094 = "stablehlo.multiply"(%1093, %1088) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1095 = "stablehlo.add"(%1091, %1094) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1096 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1097 = "stablehlo.broadcast_in_dim"(%1096) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1098 = "stablehlo.multiply"(%1097, %arg78) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1099 = "chlo.square"(%1088) : (tensor<256x768xf32>) -> tensor<256x768xf32>
    %1100 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1101 = "stablehlo.broadcast_in_dim"(%1100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1102 = "stablehlo.multiply"(%1101, %1099) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1103 = "stablehlo.add"(%1098, %1102) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1104 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1105 = "stablehlo.power"(%1104, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1106 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1107 = "stablehlo.subtract"(%1106, %1105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1109 = "stablehlo.divide"(%1095, %1108) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1110 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1111 = "stablehlo.power"(%1110, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1112 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1113 = "stablehlo.subtract"(%1112, %1111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1114 = "stablehlo.broadcast_in_dim"(%1113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1115 = "stablehlo.divide"(%1103, %1114) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1116 = "stablehlo.sqrt"(%1115) : (tensor<256x768xf32>) -> tensor<256x768xf32>
    %1117 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1118 = "stablehlo.broadcast_in_dim"(%1117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1119 = "stablehlo.add"(%1116, %1118) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1120 = "stablehlo.divide"(%1109, %1119) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1121 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1122 = "stablehlo.broadcast_in_dim"(%1121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1123 = "stablehlo.multiply"(%1122, %arg30) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1124 = "stablehlo.add"(%1120, %1123) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1125 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1126 = "stablehlo.broadcast_in_dim"(%1125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1127 = "stablehlo.multiply"(%1126, %1124) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1128 = "stablehlo.subtract"(%arg30, %1127) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1129 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1130 = "stablehlo.multiply"(%719, %1129) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1131 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1132 = "stablehlo.broadcast_in_dim"(%1131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1133 = "stablehlo.multiply"(%1132, %arg55) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1134 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1135 = "stablehlo.broadcast_in_dim"(%1134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1136 = "stablehlo.multiply"(%1135, %1130) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1137 = "stablehlo.add"(%1133, %1136) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1138 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1139 = "stablehlo.broadcast_in_dim"(%1138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1140 = "stablehlo.multiply"(%1139, %arg79) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1141 = "chlo.square"(%1130) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1142 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1143 = "stablehlo.broadcast_in_dim"(%1142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1144 = "stablehlo.multiply"(%1143, %1141) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1145 = "stablehlo.add"(%1140, %1144) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1146 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1147 = "stablehlo.power"(%1146, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1148 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1149 = "stablehlo.subtract"(%1148, %1147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1150 = "stablehlo.broadcast_in_dim"(%1149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1151 = "stablehlo.divide"(%1137, %1150) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1152 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1153 = "stablehlo.power"(%1152, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1154 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1155 = "stablehlo.subtract"(%1154, %1153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1156 = "stablehlo.broadcast_in_dim"(%1155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1157 = "stablehlo.divide"(%1145, %1156) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1158 = "stablehlo.sqrt"(%1157) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1159 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1160 = "stablehlo.broadcast_in_dim"(%1159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1161 = "stablehlo.add"(%1158, %1160) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1162 = "stablehlo.divide"(%1151, %1161) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1163 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1164 = "stablehlo.broadcast_in_dim"(%1163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1165 = "stablehlo.multiply"(%1164, %arg31) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1166 = "stablehlo.add"(%1162, %1165) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1167 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1168 = "stablehlo.broadcast_in_dim"(%1167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1169 = "stablehlo.multiply"(%1168, %1166) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1170 = "stablehlo.subtract"(%arg31, %1169) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1171 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1172 = "stablehlo.multiply"(%685, %1171) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1173 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1174 = "stablehlo.broadcast_in_dim"(%1173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1175 = "stablehlo.multiply"(%1174, %arg56) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1176 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1177 = "stablehlo.broadcast_in_dim"(%1176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1178 = "stablehlo.multiply"(%1177, %1172) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1179 = "stablehlo.add"(%1175, %1178) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1180 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1182 = "stablehlo.multiply"(%1181, %arg80) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1183 = "chlo.square"(%1172) : (tensor<256xf32>) -> tensor<256xf32>
    %1184 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1185 = "stablehlo.broadcast_in_dim"(%1184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1186 = "stablehlo.multiply"(%1185, %1183) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1187 = "stablehlo.add"(%1182, %1186) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1188 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1189 = "stablehlo.power"(%1188, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1190 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1191 = "stablehlo.subtract"(%1190, %1189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1192 = "stablehlo.broadcast_in_dim"(%1191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1193 = "stablehlo.divide"(%1179, %1192) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1194 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1195 = "stablehlo.power"(%1194, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1196 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1197 = "stablehlo.subtract"(%1196, %1195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1198 = "stablehlo.broadcast_in_dim"(%1197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1199 = "stablehlo.divide"(%1187, %1198) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1200 = "stablehlo.sqrt"(%1199) : (tensor<256xf32>) -> tensor<256xf32>
    %1201 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1202 = "stablehlo.broadcast_in_dim"(%1201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1203 = "stablehlo.add"(%1200, %1202) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1204 = "stablehlo.divide"(%1193, %1203) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1205 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1206 = "stablehlo.broadcast_in_dim"(%1205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1207 = "stablehlo.multiply"(%1206, %arg32) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1208 = "stablehlo.add"(%1204, %1207) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1209 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1210 = "stablehlo.broadcast_in_dim"(%1209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1211 = "stablehlo.multiply"(%1210, %1208) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1212 = "stablehlo.subtract"(%arg32, %1211) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1213 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1214 = "stablehlo.multiply"(%677, %1213) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1215 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1216 = "stablehlo.broadcast_in_dim"(%1215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1217 = "stablehlo.multiply"(%1216, %arg57) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1218 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1219 = "stablehlo.broadcast_in_dim"(%1218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1220 = "stablehlo.multiply"(%1219, %1214) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1221 = "stablehlo.add"(%1217, %1220) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1222 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1223 = "stablehlo.broadcast_in_dim"(%1222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1224 = "stablehlo.multiply"(%1223, %arg81) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1225 = "chlo.square"(%1214) : (tensor<256xf32>) -> tensor<256xf32>
    %1226 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1227 = "stablehlo.broadcast_in_dim"(%1226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1228 = "stablehlo.multiply"(%1227, %1225) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1229 = "stablehlo.add"(%1224, %1228) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1230 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1231 = "stablehlo.power"(%1230, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1232 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1233 = "stablehlo.subtract"(%1232, %1231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1234 = "stablehlo.broadcast_in_dim"(%1233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1235 = "stablehlo.divide"(%1221, %1234) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1236 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1237 = "stablehlo.power"(%1236, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1238 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1239 = "stablehlo.subtract"(%1238, %1237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1240 = "stablehlo.broadcast_in_dim"(%1239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1241 = "stablehlo.divide"(%1229, %1240) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1242 = "stablehlo.sqrt"(%1241) : (tensor<256xf32>) -> tensor<256xf32>
    %1243 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1244 = "stablehlo.broadcast_in_dim"(%1243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1245 = "stablehlo.add"(%1242, %1244) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1246 = "stablehlo.divide"(%1235, %1245) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1247 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1248 = "stablehlo.broadcast_in_dim"(%1247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1249 = "stablehlo.multiply"(%1248, %arg33) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1250 = "stablehlo.add"(%1246, %1249) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1251 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1252 = "stablehlo.broadcast_in_dim"(%1251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1253 = "stablehlo.multiply"(%1252, %1250) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1254 = "stablehlo.subtract"(%arg33, %1253) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1255 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1256 = "stablehlo.multiply"(%671, %1255) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1257 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1258 = "stablehlo.broadcast_in_dim"(%1257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1259 = "stablehlo.multiply"(%1258, %arg58) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1260 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1262 = "stablehlo.multiply"(%1261, %1256) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1263 = "stablehlo.add"(%1259, %1262) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1264 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1265 = "stablehlo.broadcast_in_dim"(%1264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1266 = "stablehlo.multiply"(%1265, %arg82) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1267 = "chlo.square"(%1256) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1268 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1270 = "stablehlo.multiply"(%1269, %1267) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1271 = "stablehlo.add"(%1266, %1270) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1272 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1273 = "stablehlo.power"(%1272, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1274 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1275 = "stablehlo.subtract"(%1274, %1273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1276 = "stablehlo.broadcast_in_dim"(%1275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1277 = "stablehlo.divide"(%1263, %1276) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1278 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1279 = "stablehlo.power"(%1278, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1280 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1281 = "stablehlo.subtract"(%1280, %1279) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1282 = "stablehlo.broadcast_in_dim"(%1281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1283 = "stablehlo.divide"(%1271, %1282) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1284 = "stablehlo.sqrt"(%1283) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1285 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1286 = "stablehlo.broadcast_in_dim"(%1285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1287 = "stablehlo.add"(%1284, %1286) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1288 = "stablehlo.divide"(%1277, %1287) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1289 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1290 = "stablehlo.broadcast_in_dim"(%1289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1291 = "stablehlo.multiply"(%1290, %arg34) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1292 = "stablehlo.add"(%1288, %1291) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1293 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1294 = "stablehlo.broadcast_in_dim"(%1293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1295 = "stablehlo.multiply"(%1294, %1292) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1296 = "stablehlo.subtract"(%arg34, %1295) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1297 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1298 = "stablehlo.multiply"(%669, %1297) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1299 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1300 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1301 = "stablehlo.multiply"(%1300, %arg59) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1302 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1303 = "stablehlo.broadcast_in_dim"(%1302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1304 = "stablehlo.multiply"(%1303, %1298) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1305 = "stablehlo.add"(%1301, %1304) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1306 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1307 = "stablehlo.broadcast_in_dim"(%1306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1308 = "stablehlo.multiply"(%1307, %arg83) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1309 = "chlo.square"(%1298) : (tensor<1024xf32>) -> tensor<1024xf32>
    %1310 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1311 = "stablehlo.broadcast_in_dim"(%1310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1312 = "stablehlo.multiply"(%1311, %1309) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1313 = "stablehlo.add"(%1308, %1312) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1314 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1315 = "stablehlo.power"(%1314, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1316 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1317 = "stablehlo.subtract"(%1316, %1315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1318 = "stablehlo.broadcast_in_dim"(%1317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1319 = "stablehlo.divide"(%1305, %1318) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1320 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1321 = "stablehlo.power"(%1320, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1322 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1323 = "stablehlo.subtract"(%1322, %1321) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1324 = "stablehlo.broadcast_in_dim"(%1323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1325 = "stablehlo.divide"(%1313, %1324) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1326 = "stablehlo.sqrt"(%1325) : (tensor<1024xf32>) -> tensor<1024xf32>
    %1327 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1328 = "stablehlo.broadcast_in_dim"(%1327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1329 = "stablehlo.add"(%1326, %1328) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1330 = "stablehlo.divide"(%1319, %1329) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1331 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1332 = "stablehlo.broadcast_in_dim"(%1331) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1333 = "stablehlo.multiply"(%1332, %arg35) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1334 = "stablehlo.add"(%1330, %1333) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1335 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1336 = "stablehlo.broadcast_in_dim"(%1335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1337 = "stablehlo.multiply"(%1336, %1334) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1338 = "stablehlo.subtract"(%arg35, %1337) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1339 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1340 = "stablehlo.multiply"(%646, %1339) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1341 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1342 = "stablehlo.broadcast_in_dim"(%1341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1343 = "stablehlo.multiply"(%1342, %arg60) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1344 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1345 = "stablehlo.broadcast_in_dim"(%1344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1346 = "stablehlo.multiply"(%1345, %1340) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1347 = "stablehlo.add"(%1343, %1346) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1348 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1349 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1350 = "stablehlo.multiply"(%1349, %arg84) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1351 = "chlo.square"(%1340) : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1352 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1353 = "stablehlo.broadcast_in_dim"(%1352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1354 = "stablehlo.multiply"(%1353, %1351) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1355 = "stablehlo.add"(%1350, %1354) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1356 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1357 = "stablehlo.power"(%1356, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1358 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1359 = "stablehlo.subtract"(%1358, %1357) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1360 = "stablehlo.broadcast_in_dim"(%1359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1361 = "stablehlo.divide"(%1347, %1360) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1362 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1363 = "stablehlo.power"(%1362, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1364 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1365 = "stablehlo.subtract"(%1364, %1363) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1366 = "stablehlo.broadcast_in_dim"(%1365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1367 = "stablehlo.divide"(%1355, %1366) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1368 = "stablehlo.sqrt"(%1367) : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1369 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1370 = "stablehlo.broadcast_in_dim"(%1369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1371 = "stablehlo.add"(%1368, %1370) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1372 = "stablehlo.divide"(%1361, %1371) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1373 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1374 = "stablehlo.broadcast_in_dim"(%1373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1375 = "stablehlo.multiply"(%1374, %arg36) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1376 = "stablehlo.add"(%1372, %1375) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1377 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1378 = "stablehlo.broadcast_in_dim"(%1377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1379 = "stablehlo.multiply"(%1378, %1376) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1380 = "stablehlo.subtract"(%arg36, %1379) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1381 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1382 = "stablehlo.multiply"(%644, %1381) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1383 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1384 = "stablehlo.broadcast_in_dim"(%1383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1385 = "stablehlo.multiply"(%1384, %arg61) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1386 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1387 = "stablehlo.broadcast_in_dim"(%1386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1388 = "stablehlo.multiply"(%1387, %1382) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1389 = "stablehlo.add"(%1385, %1388) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1390 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1391 = "stablehlo.broadcast_in_dim"(%1390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1392 = "stablehlo.multiply"(%1391, %arg85) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1393 = "chlo.square"(%1382) : (tensor<256xf32>) -> tensor<256xf32>
    %1394 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1395 = "stablehlo.broadcast_in_dim"(%1394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1396 = "stablehlo.multiply"(%1395, %1393) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1397 = "stablehlo.add"(%1392, %1396) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1398 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1399 = "stablehlo.power"(%1398, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1400 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1401 = "stablehlo.subtract"(%1400, %1399) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1402 = "stablehlo.broadcast_in_dim"(%1401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1403 = "stablehlo.divide"(%1389, %1402) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1404 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1405 = "stablehlo.power"(%1404, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1406 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1407 = "stablehlo.subtract"(%1406, %1405) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1408 = "stablehlo.broadcast_in_dim"(%1407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1409 = "stablehlo.divide"(%1397, %1408) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1410 = "stablehlo.sqrt"(%1409) : (tensor<256xf32>) -> tensor<256xf32>
    %1411 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1412 = "stablehlo.broadcast_in_dim"(%1411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1413 = "stablehlo.add"(%1410, %1412) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1414 = "stablehlo.divide"(%1403, %1413) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1415 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1417 = "stablehlo.multiply"(%1416, %arg37) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1418 = "stablehlo.add"(%1414, %1417) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1419 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1420 = "stablehlo.broadcast_in_dim"(%1419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1421 = "stablehlo.multiply"(%1420, %1418) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1422 = "stablehlo.subtract"(%arg37, %1421) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1423 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1424 = "stablehlo.multiply"(%607, %1423) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1425 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1426 = "stablehlo.broadcast_in_dim"(%1425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1427 = "stablehlo.multiply"(%1426, %arg62) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1428 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1429 = "stablehlo.broadcast_in_dim"(%1428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1430 = "stablehlo.multiply"(%1429, %1424) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1431 = "stablehlo.add"(%1427, %1430) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1432 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1433 = "stablehlo.broadcast_in_dim"(%1432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1434 = "stablehlo.multiply"(%1433, %arg86) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1435 = "chlo.square"(%1424) : (tensor<256xf32>) -> tensor<256xf32>
    %1436 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1437 = "stablehlo.broadcast_in_dim"(%1436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1438 = "stablehlo.multiply"(%1437, %1435) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1439 = "stablehlo.add"(%1434, %1438) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1440 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1441 = "stablehlo.power"(%1440, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1442 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1443 = "stablehlo.subtract"(%1442, %1441) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1444 = "stablehlo.broadcast_in_dim"(%1443) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1445 = "stablehlo.divide"(%1431, %1444) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1446 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1447 = "stablehlo.power"(%1446, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1448 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1449 = "stablehlo.subtract"(%1448, %1447) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1450 = "stablehlo.broadcast_in_dim"(%1449) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1451 = "stablehlo.divide"(%1439, %1450) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1452 = "stablehlo.sqrt"(%1451) : (tensor<256xf32>) -> tensor<256xf32>
    %1453 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1454 = "stablehlo.broadcast_in_dim"(%1453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1455 = "stablehlo.add"(%1452, %1454) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1456 = "stablehlo.divide"(%1445, %1455) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1457 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1458 = "stablehlo.broadcast_in_dim"(%1457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1459 = "stablehlo.multiply"(%1458, %arg38) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1460 = "stablehlo.add"(%1456, %1459) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1461 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1462 = "stablehlo.broadcast_in_dim"(%1461) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1463 = "stablehlo.multiply"(%1462, %1460) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1464 = "stablehlo.subtract"(%arg38, %1463) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1465 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1466 = "stablehlo.multiply"(%599, %1465) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1467 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1468 = "stablehlo.broadcast_in_dim"(%1467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1469 = "stablehlo.multiply"(%1468, %arg63) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1470 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1471 = "stablehlo.broadcast_in_dim"(%1470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1472 = "stablehlo.multiply"(%1471, %1466) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1473 = "stablehlo.add"(%1469, %1472) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1474 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1475 = "stablehlo.broadcast_in_dim"(%1474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1476 = "stablehlo.multiply"(%1475, %arg87) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1477 = "chlo.square"(%1466) : (tensor<256xf32>) -> tensor<256xf32>
    %1478 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1479 = "stablehlo.broadcast_in_dim"(%1478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1480 = "stablehlo.multiply"(%1479, %1477) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1481 = "stablehlo.add"(%1476, %1480) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1482 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1483 = "stablehlo.power"(%1482, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1484 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1485 = "stablehlo.subtract"(%1484, %1483) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1486 = "stablehlo.broadcast_in_dim"(%1485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1487 = "stablehlo.divide"(%1473, %1486) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1488 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1489 = "stablehlo.power"(%1488, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1490 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1491 = "stablehlo.subtract"(%1490, %1489) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1492 = "stablehlo.broadcast_in_dim"(%1491) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1493 = "stablehlo.divide"(%1481, %1492) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1494 = "stablehlo.sqrt"(%1493) : (tensor<256xf32>) -> tensor<256xf32>
    %1495 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1496 = "stablehlo.broadcast_in_dim"(%1495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1497 = "stablehlo.add"(%1494, %1496) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1498 = "stablehlo.divide"(%1487, %1497) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1499 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1500 = "stablehlo.broadcast_in_dim"(%1499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1501 = "stablehlo.multiply"(%1500, %arg39) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1502 = "stablehlo.add"(%1498, %1501) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1503 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1504 = "stablehlo.broadcast_in_dim"(%1503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1505 = "stablehlo.multiply"(%1504, %1502) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1506 = "stablehlo.subtract"(%arg39, %1505) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1507 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1508 = "stablehlo.multiply"(%593, %1507) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1509 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1510 = "stablehlo.broadcast_in_dim"(%1509) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1511 = "stablehlo.multiply"(%1510, %arg64) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1512 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1513 = "stablehlo.broadcast_in_dim"(%1512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1514 = "stablehlo.multiply"(%1513, %1508) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1515 = "stablehlo.add"(%1511, %1514) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1516 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1517 = "stablehlo.broadcast_in_dim"(%1516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1518 = "stablehlo.multiply"(%1517, %arg88) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1519 = "chlo.square"(%1508) : (tensor<256x768xf32>) -> tensor<256x768xf32>
    %1520 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1521 = "stablehlo.broadcast_in_dim"(%1520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1522 = "stablehlo.multiply"(%1521, %1519) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1523 = "stablehlo.add"(%1518, %1522) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1524 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1525 = "stablehlo.power"(%1524, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1526 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1527 = "stablehlo.subtract"(%1526, %1525) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1528 = "stablehlo.broadcast_in_dim"(%1527) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1529 = "stablehlo.divide"(%1515, %1528) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1530 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1531 = "stablehlo.power"(%1530, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1532 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1533 = "stablehlo.subtract"(%1532, %1531) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1534 = "stablehlo.broadcast_in_dim"(%1533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1535 = "stablehlo.divide"(%1523, %1534) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1536 = "stablehlo.sqrt"(%1535) : (tensor<256x768xf32>) -> tensor<256x768xf32>
    %1537 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1538 = "stablehlo.broadcast_in_dim"(%1537) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1539 = "stablehlo.add"(%1536, %1538) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1540 = "stablehlo.divide"(%1529, %1539) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1541 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1542 = "stablehlo.broadcast_in_dim"(%1541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1543 = "stablehlo.multiply"(%1542, %arg40) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1544 = "stablehlo.add"(%1540, %1543) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1545 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1546 = "stablehlo.broadcast_in_dim"(%1545) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x768xf32>
    %1547 = "stablehlo.multiply"(%1546, %1544) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1548 = "stablehlo.subtract"(%arg40, %1547) : (tensor<256x768xf32>, tensor<256x768xf32>) -> tensor<256x768xf32>
    %1549 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1550 = "stablehlo.multiply"(%556, %1549) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1551 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1552 = "stablehlo.broadcast_in_dim"(%1551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1553 = "stablehlo.multiply"(%1552, %arg65) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1554 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1555 = "stablehlo.broadcast_in_dim"(%1554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1556 = "stablehlo.multiply"(%1555, %1550) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1557 = "stablehlo.add"(%1553, %1556) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1558 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1559 = "stablehlo.broadcast_in_dim"(%1558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1560 = "stablehlo.multiply"(%1559, %arg89) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1561 = "chlo.square"(%1550) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1562 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1563 = "stablehlo.broadcast_in_dim"(%1562) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1564 = "stablehlo.multiply"(%1563, %1561) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1565 = "stablehlo.add"(%1560, %1564) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1566 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1567 = "stablehlo.power"(%1566, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1568 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1569 = "stablehlo.subtract"(%1568, %1567) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1570 = "stablehlo.broadcast_in_dim"(%1569) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1571 = "stablehlo.divide"(%1557, %1570) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1572 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1573 = "stablehlo.power"(%1572, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1574 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1575 = "stablehlo.subtract"(%1574, %1573) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1576 = "stablehlo.broadcast_in_dim"(%1575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1577 = "stablehlo.divide"(%1565, %1576) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1578 = "stablehlo.sqrt"(%1577) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1579 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1580 = "stablehlo.broadcast_in_dim"(%1579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1581 = "stablehlo.add"(%1578, %1580) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1582 = "stablehlo.divide"(%1571, %1581) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1583 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1584 = "stablehlo.broadcast_in_dim"(%1583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1585 = "stablehlo.multiply"(%1584, %arg41) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1586 = "stablehlo.add"(%1582, %1585) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1587 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1588 = "stablehlo.broadcast_in_dim"(%1587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %1589 = "stablehlo.multiply"(%1588, %1586) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1590 = "stablehlo.subtract"(%arg41, %1589) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %1591 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1592 = "stablehlo.multiply"(%522, %1591) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1593 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1594 = "stablehlo.broadcast_in_dim"(%1593) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1595 = "stablehlo.multiply"(%1594, %arg66) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1596 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1597 = "stablehlo.broadcast_in_dim"(%1596) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1598 = "stablehlo.multiply"(%1597, %1592) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1599 = "stablehlo.add"(%1595, %1598) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1600 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1601 = "stablehlo.broadcast_in_dim"(%1600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1602 = "stablehlo.multiply"(%1601, %arg90) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1603 = "chlo.square"(%1592) : (tensor<256xf32>) -> tensor<256xf32>
    %1604 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1605 = "stablehlo.broadcast_in_dim"(%1604) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1606 = "stablehlo.multiply"(%1605, %1603) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1607 = "stablehlo.add"(%1602, %1606) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1608 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1609 = "stablehlo.power"(%1608, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1610 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1611 = "stablehlo.subtract"(%1610, %1609) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1612 = "stablehlo.broadcast_in_dim"(%1611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1613 = "stablehlo.divide"(%1599, %1612) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1614 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1615 = "stablehlo.power"(%1614, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1616 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1617 = "stablehlo.subtract"(%1616, %1615) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1618 = "stablehlo.broadcast_in_dim"(%1617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1619 = "stablehlo.divide"(%1607, %1618) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1620 = "stablehlo.sqrt"(%1619) : (tensor<256xf32>) -> tensor<256xf32>
    %1621 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1622 = "stablehlo.broadcast_in_dim"(%1621) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1623 = "stablehlo.add"(%1620, %1622) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1624 = "stablehlo.divide"(%1613, %1623) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1625 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1626 = "stablehlo.broadcast_in_dim"(%1625) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1627 = "stablehlo.multiply"(%1626, %arg42) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1628 = "stablehlo.add"(%1624, %1627) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1629 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1630 = "stablehlo.broadcast_in_dim"(%1629) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1631 = "stablehlo.multiply"(%1630, %1628) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1632 = "stablehlo.subtract"(%arg42, %1631) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1633 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1634 = "stablehlo.multiply"(%514, %1633) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1635 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1636 = "stablehlo.broadcast_in_dim"(%1635) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1637 = "stablehlo.multiply"(%1636, %arg67) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1638 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1639 = "stablehlo.broadcast_in_dim"(%1638) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1640 = "stablehlo.multiply"(%1639, %1634) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1641 = "stablehlo.add"(%1637, %1640) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1642 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1643 = "stablehlo.broadcast_in_dim"(%1642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1644 = "stablehlo.multiply"(%1643, %arg91) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1645 = "chlo.square"(%1634) : (tensor<256xf32>) -> tensor<256xf32>
    %1646 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1647 = "stablehlo.broadcast_in_dim"(%1646) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1648 = "stablehlo.multiply"(%1647, %1645) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1649 = "stablehlo.add"(%1644, %1648) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1650 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1651 = "stablehlo.power"(%1650, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1652 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1653 = "stablehlo.subtract"(%1652, %1651) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1654 = "stablehlo.broadcast_in_dim"(%1653) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1655 = "stablehlo.divide"(%1641, %1654) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1656 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1657 = "stablehlo.power"(%1656, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1658 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1659 = "stablehlo.subtract"(%1658, %1657) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1660 = "stablehlo.broadcast_in_dim"(%1659) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1661 = "stablehlo.divide"(%1649, %1660) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1662 = "stablehlo.sqrt"(%1661) : (tensor<256xf32>) -> tensor<256xf32>
    %1663 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1664 = "stablehlo.broadcast_in_dim"(%1663) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1665 = "stablehlo.add"(%1662, %1664) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1666 = "stablehlo.divide"(%1655, %1665) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1667 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1668 = "stablehlo.broadcast_in_dim"(%1667) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1669 = "stablehlo.multiply"(%1668, %arg43) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1670 = "stablehlo.add"(%1666, %1669) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1671 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1672 = "stablehlo.broadcast_in_dim"(%1671) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1673 = "stablehlo.multiply"(%1672, %1670) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1674 = "stablehlo.subtract"(%arg43, %1673) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1675 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1676 = "stablehlo.multiply"(%508, %1675) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1677 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1678 = "stablehlo.broadcast_in_dim"(%1677) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1679 = "stablehlo.multiply"(%1678, %arg68) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1680 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1681 = "stablehlo.broadcast_in_dim"(%1680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1682 = "stablehlo.multiply"(%1681, %1676) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1683 = "stablehlo.add"(%1679, %1682) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1684 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1685 = "stablehlo.broadcast_in_dim"(%1684) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1686 = "stablehlo.multiply"(%1685, %arg92) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1687 = "chlo.square"(%1676) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1688 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1689 = "stablehlo.broadcast_in_dim"(%1688) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1690 = "stablehlo.multiply"(%1689, %1687) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1691 = "stablehlo.add"(%1686, %1690) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1692 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1693 = "stablehlo.power"(%1692, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1694 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1695 = "stablehlo.subtract"(%1694, %1693) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1696 = "stablehlo.broadcast_in_dim"(%1695) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1697 = "stablehlo.divide"(%1683, %1696) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1698 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1699 = "stablehlo.power"(%1698, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1700 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1701 = "stablehlo.subtract"(%1700, %1699) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1702 = "stablehlo.broadcast_in_dim"(%1701) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1703 = "stablehlo.divide"(%1691, %1702) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1704 = "stablehlo.sqrt"(%1703) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1705 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1706 = "stablehlo.broadcast_in_dim"(%1705) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1707 = "stablehlo.add"(%1704, %1706) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1708 = "stablehlo.divide"(%1697, %1707) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1709 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1710 = "stablehlo.broadcast_in_dim"(%1709) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1711 = "stablehlo.multiply"(%1710, %arg44) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1712 = "stablehlo.add"(%1708, %1711) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1713 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1714 = "stablehlo.broadcast_in_dim"(%1713) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
    %1715 = "stablehlo.multiply"(%1714, %1712) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1716 = "stablehlo.subtract"(%arg44, %1715) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1717 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1718 = "stablehlo.multiply"(%506, %1717) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1719 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1720 = "stablehlo.broadcast_in_dim"(%1719) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1721 = "stablehlo.multiply"(%1720, %arg69) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1722 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1723 = "stablehlo.broadcast_in_dim"(%1722) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1724 = "stablehlo.multiply"(%1723, %1718) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1725 = "stablehlo.add"(%1721, %1724) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1726 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1727 = "stablehlo.broadcast_in_dim"(%1726) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1728 = "stablehlo.multiply"(%1727, %arg93) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1729 = "chlo.square"(%1718) : (tensor<1024xf32>) -> tensor<1024xf32>
    %1730 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1731 = "stablehlo.broadcast_in_dim"(%1730) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1732 = "stablehlo.multiply"(%1731, %1729) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1733 = "stablehlo.add"(%1728, %1732) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1734 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1735 = "stablehlo.power"(%1734, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1736 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1737 = "stablehlo.subtract"(%1736, %1735) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1738 = "stablehlo.broadcast_in_dim"(%1737) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1739 = "stablehlo.divide"(%1725, %1738) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1740 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1741 = "stablehlo.power"(%1740, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1742 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1743 = "stablehlo.subtract"(%1742, %1741) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1744 = "stablehlo.broadcast_in_dim"(%1743) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1745 = "stablehlo.divide"(%1733, %1744) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1746 = "stablehlo.sqrt"(%1745) : (tensor<1024xf32>) -> tensor<1024xf32>
    %1747 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1748 = "stablehlo.broadcast_in_dim"(%1747) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1749 = "stablehlo.add"(%1746, %1748) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1750 = "stablehlo.divide"(%1739, %1749) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1751 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1752 = "stablehlo.broadcast_in_dim"(%1751) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1753 = "stablehlo.multiply"(%1752, %arg45) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1754 = "stablehlo.add"(%1750, %1753) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1755 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1756 = "stablehlo.broadcast_in_dim"(%1755) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    %1757 = "stablehlo.multiply"(%1756, %1754) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1758 = "stablehlo.subtract"(%arg45, %1757) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1759 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1760 = "stablehlo.multiply"(%483, %1759) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1761 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1762 = "stablehlo.broadcast_in_dim"(%1761) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1763 = "stablehlo.multiply"(%1762, %arg70) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1764 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1765 = "stablehlo.broadcast_in_dim"(%1764) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1766 = "stablehlo.multiply"(%1765, %1760) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1767 = "stablehlo.add"(%1763, %1766) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1768 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1769 = "stablehlo.broadcast_in_dim"(%1768) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1770 = "stablehlo.multiply"(%1769, %arg94) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1771 = "chlo.square"(%1760) : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1772 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1773 = "stablehlo.broadcast_in_dim"(%1772) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1774 = "stablehlo.multiply"(%1773, %1771) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1775 = "stablehlo.add"(%1770, %1774) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1776 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1777 = "stablehlo.power"(%1776, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1778 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1779 = "stablehlo.subtract"(%1778, %1777) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1780 = "stablehlo.broadcast_in_dim"(%1779) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1781 = "stablehlo.divide"(%1767, %1780) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1782 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1783 = "stablehlo.power"(%1782, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1784 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1785 = "stablehlo.subtract"(%1784, %1783) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1786 = "stablehlo.broadcast_in_dim"(%1785) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1787 = "stablehlo.divide"(%1775, %1786) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1788 = "stablehlo.sqrt"(%1787) : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1789 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1790 = "stablehlo.broadcast_in_dim"(%1789) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1791 = "stablehlo.add"(%1788, %1790) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1792 = "stablehlo.divide"(%1781, %1791) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1793 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1794 = "stablehlo.broadcast_in_dim"(%1793) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1795 = "stablehlo.multiply"(%1794, %arg46) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1796 = "stablehlo.add"(%1792, %1795) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1797 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1798 = "stablehlo.broadcast_in_dim"(%1797) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024x256xf32>
    %1799 = "stablehlo.multiply"(%1798, %1796) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1800 = "stablehlo.subtract"(%arg46, %1799) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1801 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1802 = "stablehlo.multiply"(%481, %1801) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1803 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1804 = "stablehlo.broadcast_in_dim"(%1803) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1805 = "stablehlo.multiply"(%1804, %arg71) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1806 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1807 = "stablehlo.broadcast_in_dim"(%1806) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1808 = "stablehlo.multiply"(%1807, %1802) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1809 = "stablehlo.add"(%1805, %1808) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1810 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1811 = "stablehlo.broadcast_in_dim"(%1810) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1812 = "stablehlo.multiply"(%1811, %arg95) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1813 = "chlo.square"(%1802) : (tensor<256xf32>) -> tensor<256xf32>
    %1814 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1815 = "stablehlo.broadcast_in_dim"(%1814) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1816 = "stablehlo.multiply"(%1815, %1813) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1817 = "stablehlo.add"(%1812, %1816) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1818 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1819 = "stablehlo.power"(%1818, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1820 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1821 = "stablehlo.subtract"(%1820, %1819) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1822 = "stablehlo.broadcast_in_dim"(%1821) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1823 = "stablehlo.divide"(%1809, %1822) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1824 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1825 = "stablehlo.power"(%1824, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1826 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1827 = "stablehlo.subtract"(%1826, %1825) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1828 = "stablehlo.broadcast_in_dim"(%1827) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1829 = "stablehlo.divide"(%1817, %1828) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1830 = "stablehlo.sqrt"(%1829) : (tensor<256xf32>) -> tensor<256xf32>
    %1831 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1832 = "stablehlo.broadcast_in_dim"(%1831) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1833 = "stablehlo.add"(%1830, %1832) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1834 = "stablehlo.divide"(%1823, %1833) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1835 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1836 = "stablehlo.broadcast_in_dim"(%1835) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1837 = "stablehlo.multiply"(%1836, %arg47) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1838 = "stablehlo.add"(%1834, %1837) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1839 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1840 = "stablehlo.broadcast_in_dim"(%1839) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1841 = "stablehlo.multiply"(%1840, %1838) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1842 = "stablehlo.subtract"(%arg47, %1841) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1843 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1844 = "stablehlo.multiply"(%445, %1843) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1845 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1846 = "stablehlo.broadcast_in_dim"(%1845) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1847 = "stablehlo.multiply"(%1846, %arg72) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1848 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1849 = "stablehlo.broadcast_in_dim"(%1848) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1850 = "stablehlo.multiply"(%1849, %1844) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1851 = "stablehlo.add"(%1847, %1850) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1852 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1853 = "stablehlo.broadcast_in_dim"(%1852) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1854 = "stablehlo.multiply"(%1853, %arg96) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1855 = "chlo.square"(%1844) : (tensor<256xf32>) -> tensor<256xf32>
    %1856 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1857 = "stablehlo.broadcast_in_dim"(%1856) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1858 = "stablehlo.multiply"(%1857, %1855) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1859 = "stablehlo.add"(%1854, %1858) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1860 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1861 = "stablehlo.power"(%1860, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1862 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1863 = "stablehlo.subtract"(%1862, %1861) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1864 = "stablehlo.broadcast_in_dim"(%1863) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1865 = "stablehlo.divide"(%1851, %1864) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1866 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1867 = "stablehlo.power"(%1866, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1868 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1869 = "stablehlo.subtract"(%1868, %1867) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1870 = "stablehlo.broadcast_in_dim"(%1869) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1871 = "stablehlo.divide"(%1859, %1870) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1872 = "stablehlo.sqrt"(%1871) : (tensor<256xf32>) -> tensor<256xf32>
    %1873 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1874 = "stablehlo.broadcast_in_dim"(%1873) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1875 = "stablehlo.add"(%1872, %1874) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1876 = "stablehlo.divide"(%1865, %1875) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1877 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1878 = "stablehlo.broadcast_in_dim"(%1877) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1879 = "stablehlo.multiply"(%1878, %arg48) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1880 = "stablehlo.add"(%1876, %1879) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1881 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1882 = "stablehlo.broadcast_in_dim"(%1881) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1883 = "stablehlo.multiply"(%1882, %1880) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1884 = "stablehlo.subtract"(%arg48, %1883) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1885 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1886 = "stablehlo.multiply"(%437, %1885) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1887 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1888 = "stablehlo.broadcast_in_dim"(%1887) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1889 = "stablehlo.multiply"(%1888, %arg73) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1890 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1891 = "stablehlo.broadcast_in_dim"(%1890) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1892 = "stablehlo.multiply"(%1891, %1886) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1893 = "stablehlo.add"(%1889, %1892) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1894 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1895 = "stablehlo.broadcast_in_dim"(%1894) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1896 = "stablehlo.multiply"(%1895, %arg97) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1897 = "chlo.square"(%1886) : (tensor<256xf32>) -> tensor<256xf32>
    %1898 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1899 = "stablehlo.broadcast_in_dim"(%1898) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1900 = "stablehlo.multiply"(%1899, %1897) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1901 = "stablehlo.add"(%1896, %1900) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1902 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1903 = "stablehlo.power"(%1902, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1904 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1905 = "stablehlo.subtract"(%1904, %1903) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1906 = "stablehlo.broadcast_in_dim"(%1905) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1907 = "stablehlo.divide"(%1893, %1906) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1908 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1909 = "stablehlo.power"(%1908, %918) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1910 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1911 = "stablehlo.subtract"(%1910, %1909) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1912 = "stablehlo.broadcast_in_dim"(%1911) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1913 = "stablehlo.divide"(%1901, %1912) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1914 = "stablehlo.sqrt"(%1913) : (tensor<256xf32>) -> tensor<256xf32>
    %1915 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1916 = "stablehlo.broadcast_in_dim"(%1915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1917 = "stablehlo.add"(%1914, %1916) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1918 = "stablehlo.divide"(%1907, %1917) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1919 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1920 = "stablehlo.broadcast_in_dim"(%1919) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1921 = "stablehlo.multiply"(%1920, %arg49) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1922 = "stablehlo.add"(%1918, %1921) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1923 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1924 = "stablehlo.broadcast_in_dim"(%1923) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %1925 = "stablehlo.multiply"(%1924, %1922) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1926 = "stablehlo.subtract"(%arg49, %1925) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1927 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1928 = "stablehlo.add"(%arg98, %1927) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%421, %960, %1002, %1044, %1086, %1128, %1170, %1212, %1254, %1296, %1338, %1380, %1422, %1464, %1506, %1548, %1590, %1632, %1674, %1716, %1758, %1800, %1842, %1884, %1926, %927, %969, %1011, %1053, %1095, %1137, %1179, %1221, %1263, %1305, %1347, %1389, %1431, %1473, %1515, %1557, %1599, %1641, %1683, %1725, %1767, %1809, %1851, %1893, %935, %977, %1019, %1061, %1103, %1145, %1187, %1229, %1271, %1313, %1355, %1397, %1439, %1481, %1523, %1565, %1607, %1649, %1691, %1733, %1775, %1817, %1859, %1901, %1928) : (tensor<f32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<128x128xi1>) -> tensor<128x128xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<128x128xi1>):
    %62 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128x128xi32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128x128xi32>
    %65 = "stablehlo.add"(%62, %64) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %66 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<128x128xi32>
    %67 = "stablehlo.compare"(%65, %66) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %68 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %70 = "stablehlo.select"(%67, %arg25, %69) : (tensor<128x128xi1>, tensor<128x128xi1>, tensor<128x128xi1>) -> tensor<128x128xi1>
    "func.return"(%70) : (tensor<128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<128x128xi1>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>), res_attrs = [{}, {}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<128x128xi1>, %arg23: tensor<8x4x128x128xf32>, %arg24: tensor<f32>):
    %59 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %60 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %61 = "stablehlo.select"(%59, %arg23, %60) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    "func.return"(%61, %59) : (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x128x256xf32>) -> (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<8x128x256xf32>):
    %42 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.reduce"(%arg17, %42) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %58 = "stablehlo.maximum"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%58) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %44 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
    %46 = "stablehlo.maximum"(%45, %43) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %49 = "stablehlo.subtract"(%arg17, %48) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %50 = "stablehlo.exponential"(%49) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %51 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.reduce"(%50, %51) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %57 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%57) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %54 = "stablehlo.log"(%53) : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %56 = "stablehlo.subtract"(%49, %55) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    "func.return"(%56, %50, %53) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x128x256xf32>, tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<8x128x256xf32>, %arg14: tensor<8x128x1xi32>):
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x128x1xi32>
    %21 = "stablehlo.compare"(%arg14, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x128x1xi32>, tensor<8x128x1xi32>) -> tensor<8x128x1xi1>
    %22 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x128x1xi32>
    %24 = "stablehlo.add"(%arg14, %23) : (tensor<8x128x1xi32>, tensor<8x128x1xi32>) -> tensor<8x128x1xi32>
    %25 = "stablehlo.select"(%21, %24, %arg14) : (tensor<8x128x1xi1>, tensor<8x128x1xi32>, tensor<8x128x1xi32>) -> tensor<8x128x1xi32>
    %26 = "stablehlo.reshape"(%25) : (tensor<8x128x1xi32>) -> tensor<8x128x1x1xi32>
    %27 = "stablehlo.constant"() <{value = dense<255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x128x1x1xi32>
    %30 = "stablehlo.compare"(%26, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x128x1x1xi32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xi1>
    %31 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<8x128x1x1xi32>
    %33 = "stablehlo.compare"(%26, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8x128x1x1xi32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xi1>
    %34 = "stablehlo.and"(%30, %33) : (tensor<8x128x1x1xi1>, tensor<8x128x1x1xi1>) -> tensor<8x128x1x1xi1>
    %35 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg15: tensor<i1>, %arg16: tensor<i1>):
      %41 = "stablehlo.and"(%arg15, %arg16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%41) : (tensor<i1>) -> ()
    }) : (tensor<8x128x1x1xi1>, tensor<i1>) -> tensor<8x128x1xi1>
    %37 = "stablehlo.gather"(%arg13, %26) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x128x256xf32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1xf32>
    %38 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %40 = "stablehlo.select"(%36, %37, %39) : (tensor<8x128x1xi1>, tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    "func.return"(%40, %26) : (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x256xf32>, res_attrs = [{}], sym_name = "take_along_axis_0", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<8x128x1x1xi32>, %arg10: tensor<8x128x1xf32>):
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x256xf32>
    %17 = "stablehlo.scatter"(%16, %arg9, %arg10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %18 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    "func.return"(%17) : (tensor<8x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x128x256xf32>, tensor<8x128x1xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>, res_attrs = [{}], sym_name = "log_softmax_1", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<8x128x256xf32>, %arg3: tensor<8x128x1xf32>, %arg4: tensor<8x128x256xf32>):
    %3 = "stablehlo.negate"(%arg4) : (tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %14 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %7 = "stablehlo.divide"(%6, %arg3) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%7, %8) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %13 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %11 = "stablehlo.multiply"(%10, %arg2) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %12 = "stablehlo.add"(%arg4, %11) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    "func.return"(%12) : (tensor<8x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x4x128x128xi1>, %arg1: tensor<8x4x128x128xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    "func.return"(%2) : (tensor<8x4x128x128xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
