module @jit_gpt_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf32> {tf.aliasing_output = 1 : i32}, %arg1: tensor<128x256xf32> {tf.aliasing_output = 2 : i32}, %arg2: tensor<256xf32> {tf.aliasing_output = 3 : i32}, %arg3: tensor<256xf32> {tf.aliasing_output = 4 : i32}, %arg4: tensor<256x768xf32> {tf.aliasing_output = 5 : i32}, %arg5: tensor<256x256xf32> {tf.aliasing_output = 6 : i32}, %arg6: tensor<256xf32> {tf.aliasing_output = 7 : i32}, %arg7: tensor<256xf32> {tf.aliasing_output = 8 : i32}, %arg8: tensor<256x1024xf32> {tf.aliasing_output = 9 : i32}, %arg9: tensor<1024xf32> {tf.aliasing_output = 10 : i32}, %arg10: tensor<1024x256xf32> {tf.aliasing_output = 11 : i32}, %arg11: tensor<256xf32> {tf.aliasing_output = 12 : i32}, %arg12: tensor<256xf32> {tf.aliasing_output = 13 : i32}, %arg13: tensor<256xf32> {tf.aliasing_output = 14 : i32}, %arg14: tensor<256x768xf32> {tf.aliasing_output = 15 : i32}, %arg15: tensor<256x256xf32> {tf.aliasing_output = 16 : i32}, %arg16: tensor<256xf32> {tf.aliasing_output = 17 : i32}, %arg17: tensor<256xf32> {tf.aliasing_output = 18 : i32}, %arg18: tensor<256x1024xf32> {tf.aliasing_output = 19 : i32}, %arg19: tensor<1024xf32> {tf.aliasing_output = 20 : i32}, %arg20: tensor<1024x256xf32> {tf.aliasing_output = 21 : i32}, %arg21: tensor<256xf32> {tf.aliasing_output = 22 : i32}, %arg22: tensor<256xf32> {tf.aliasing_output = 23 : i32}, %arg23: tensor<256xf32> {tf.aliasing_output = 24 : i32}, %arg24: tensor<256x256xf32> {tf.aliasing_output = 25 : i32}, %arg25: tensor<128x256xf32> {tf.aliasing_output = 26 : i32}, %arg26: tensor<256xf32> {tf.aliasing_output = 27 : i32}, %arg27: tensor<256xf32> {tf.aliasing_output = 28 : i32}, %arg28: tensor<256x768xf32> {tf.aliasing_output = 29 : i32}, %arg29: tensor<256x256xf32> {tf.aliasing_output = 30 : i32}, %arg30: tensor<256xf32> {tf.aliasing_output = 31 : i32}, %arg31: tensor<256xf32> {tf.aliasing_output = 32 : i32}, %arg32: tensor<256x1024xf32> {tf.aliasing_output = 33 : i32}, %arg33: tensor<1024xf32> {tf.aliasing_output = 34 : i32}, %arg34: tensor<1024x256xf32> {tf.aliasing_output = 35 : i32}, %arg35: tensor<256xf32> {tf.aliasing_output = 36 : i32}, %arg36: tensor<256xf32> {tf.aliasing_output = 37 : i32}, %arg37: tensor<256xf32> {tf.aliasing_output = 38 : i32}, %arg38: tensor<256x768xf32> {tf.aliasing_output = 39 : i32}, %arg39: tensor<256x256xf32> {tf.aliasing_output = 40 : i32}, %arg40: tensor<256xf32> {tf.aliasing_output = 41 : i32}, %arg41: tensor<256xf32> {tf.aliasing_output = 42 : i32}, %arg42: tensor<256x1024xf32> {tf.aliasing_output = 43 : i32}, %arg43: tensor<1024xf32> {tf.aliasing_output = 44 : i32}, %arg44: tensor<1024x256xf32> {tf.aliasing_output = 45 : i32}, %arg45: tensor<256xf32> {tf.aliasing_output = 46 : i32}, %arg46: tensor<256xf32> {tf.aliasing_output = 47 : i32}, %arg47: tensor<256xf32> {tf.aliasing_output = 48 : i32}, %arg48: tensor<256x256xf32> {tf.aliasing_output = 49 : i32}, %arg49: tensor<128x256xf32> {tf.aliasing_output = 50 : i32}, %arg50: tensor<256xf32> {tf.aliasing_output = 51 : i32}, %arg51: tensor<256xf32> {tf.aliasing_output = 52 : i32}, %arg52: tensor<256x768xf32> {tf.aliasing_output = 53 : i32}, %arg53: tensor<256x256xf32> {tf.aliasing_output = 54 : i32}, %arg54: tensor<256xf32> {tf.aliasing_output = 55 : i32}, %arg55: tensor<256xf32> {tf.aliasing_output = 56 : i32}, %arg56: tensor<256x1024xf32> {tf.aliasing_output = 57 : i32}, %arg57: tensor<1024xf32> {tf.aliasing_output = 58 : i32}, %arg58: tensor<1024x256xf32> {tf.aliasing_output = 59 : i32}, %arg59: tensor<256xf32> {tf.aliasing_output = 60 : i32}, %arg60: tensor<256xf32> {tf.aliasing_output = 61 : i32}, %arg61: tensor<256xf32> {tf.aliasing_output = 62 : i32}, %arg62: tensor<256x768xf32> {tf.aliasing_output = 63 : i32}, %arg63: tensor<256x256xf32> {tf.aliasing_output = 64 : i32}, %arg64: tensor<256xf32> {tf.aliasing_output = 65 : i32}, %arg65: tensor<256xf32> {tf.aliasing_output = 66 : i32}, %arg66: tensor<256x1024xf32> {tf.aliasing_output = 67 : i32}, %arg67: tensor<1024xf32> {tf.aliasing_output = 68 : i32}, %arg68: tensor<1024x256xf32> {tf.aliasing_output = 69 : i32}, %arg69: tensor<256xf32> {tf.aliasing_output = 70 : i32}, %arg70: tensor<256xf32> {tf.aliasing_output = 71 : i32}, %arg71: tensor<256xf32> {tf.aliasing_output = 72 : i32}, %arg72: tensor<i32> {tf.aliasing_output = 73 : i32}, %arg73: tensor<8x128xi32>, %arg74: tensor<8x128xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<256x256xf32> {jax.result_info = "result[1]"}, tensor<128x256xf32> {jax.result_info = "result[2]"}, tensor<256xf32> {jax.result_info = "result[3]"}, tensor<256xf32> {jax.result_info = "result[4]"}, tensor<256x768xf32> {jax.result_info = "result[5]"}, tensor<256x256xf32> {jax.result_info = "result[6]"}, tensor<256xf32> {jax.result_info = "result[7]"}, tensor<256xf32> {jax.result_info = "result[8]"}, tensor<256x1024xf32> {jax.result_info = "result[9]"}, tensor<1024xf32> {jax.result_info = "result[10]"}, tensor<1024x256xf32> {jax.result_info = "result[11]"}, tensor<256xf32> {jax.result_info = "result[12]"}, tensor<256xf32> {jax.result_info = "result[13]"}, tensor<256xf32> {jax.result_info = "result[14]"}, tensor<256x768xf32> {jax.result_info = "result[15]"}, tensor<256x256xf32> {jax.result_info = "result[16]"}, tensor<256xf32> {jax.result_info = "result[17]"}, tensor<256xf32> {jax.result_info = "result[18]"}, tensor<256x1024xf32> {jax.result_info = "result[19]"}, tensor<1024xf32> {jax.result_info = "result[20]"}, tensor<1024x256xf32> {jax.result_info = "result[21]"}, tensor<256xf32> {jax.result_info = "result[22]"}, tensor<256xf32> {jax.result_info = "result[23]"}, tensor<256xf32> {jax.result_info = "result[24]"}, tensor<256x256xf32> {jax.result_info = "result[25]"}, tensor<128x256xf32> {jax.result_info = "result[26]"}, tensor<256xf32> {jax.result_info = "result[27]"}, tensor<256xf32> {jax.result_info = "result[28]"}, tensor<256x768xf32> {jax.result_info = "result[29]"}, tensor<256x256xf32> {jax.result_info = "result[30]"}, tensor<256xf32> {jax.result_info = "result[31]"}, tensor<256xf32> {jax.result_info = "result[32]"}, tensor<256x1024xf32> {jax.result_info = "result[33]"}, tensor<1024xf32> {jax.result_info = "result[34]"}, tensor<1024x256xf32> {jax.result_info = "result[35]"}, tensor<256xf32> {jax.result_info = "result[36]"}, tensor<256xf32> {jax.result_info = "result[37]"}, tensor<256xf32> {jax.result_info = "result[38]"}, tensor<256x768xf32> {jax.result_info = "result[39]"}, tensor<256x256xf32> {jax.result_info = "result[40]"}, tensor<256xf32> {jax.result_info = "result[41]"}, tensor<256xf32> {jax.result_info = "result[42]"}, tensor<256x1024xf32> {jax.result_info = "result[43]"}, tensor<1024xf32> {jax.result_info = "result[44]"}, tensor<1024x256xf32> {jax.result_info = "result[45]"}, tensor<256xf32> {jax.result_info = "result[46]"}, tensor<256xf32> {jax.result_info = "result[47]"}, tensor<256xf32> {jax.result_info = "result[48]"}, tensor<256x256xf32> {jax.result_info = "result[49]"}, tensor<128x256xf32> {jax.result_info = "result[50]"}, tensor<256xf32> {jax.result_info = "result[51]"}, tensor<256xf32> {jax.result_info = "result[52]"}, tensor<256x768xf32> {jax.result_info = "result[53]"}, tensor<256x256xf32> {jax.result_info = "result[54]"}, tensor<256xf32> {jax.result_info = "result[55]"}, tensor<256xf32> {jax.result_info = "result[56]"}, tensor<256x1024xf32> {jax.result_info = "result[57]"}, tensor<1024xf32> {jax.result_info = "result[58]"}, tensor<1024x256xf32> {jax.result_info = "result[59]"}, tensor<256xf32> {jax.result_info = "result[60]"}, tensor<256xf32> {jax.result_info = "result[61]"}, tensor<256xf32> {jax.result_info = "result[62]"}, tensor<256x768xf32> {jax.result_info = "result[63]"}, tensor<256x256xf32> {jax.result_info = "result[64]"}, tensor<256xf32> {jax.result_info = "result[65]"}, tensor<256xf32> {jax.result_info = "result[66]"}, tensor<256x1024xf32> {jax.result_info = "result[67]"}, tensor<1024xf32> {jax.result_info = "result[68]"}, tensor<1024x256xf32> {jax.result_info = "result[69]"}, tensor<256xf32> {jax.result_info = "result[70]"}, tensor<256xf32> {jax.result_info = "result[71]"}, tensor<256xf32> {jax.result_info = "result[72]"}, tensor<i32> {jax.result_info = "result[73]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %1 = stablehlo.compare LT, %arg73, %0, SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %3 = stablehlo.add %arg73, %2 : tensor<8x128xi32>
    %4 = stablehlo.select %1, %3, %arg73 : tensor<8x128xi1>, tensor<8x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<256x256xf32>, tensor<8x128x1xi32>) -> tensor<8x128x256xf32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x128x256xf32>) -> tensor<8x128x256xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x128x256xf32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %11 = call @tril(%10) : (tensor<128x128xi1>) -> tensor<128x128xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<8x128x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %17 = stablehlo.subtract %9, %16 : tensor<8x128x256xf32>
    %18 = chlo.square %17 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<8x128x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%18 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<8x128x1xf32>
    %25 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %26 = stablehlo.subtract %9, %25 : tensor<8x128x256xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %28 = stablehlo.add %24, %27 : tensor<8x128x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<8x128x1xf32>
    %30 = stablehlo.divide %29, %28 : tensor<8x128x1xf32>
    %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<8x128x1xf32>
    %33 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %34 = stablehlo.multiply %26, %33 : tensor<8x128x256xf32>
    %35 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<8x128x256xf32>
    %38 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %40 = stablehlo.add %37, %39 : tensor<8x128x256xf32>
    %41 = stablehlo.dot_general %40, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %42 = stablehlo.slice %41 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %43 = stablehlo.slice %41 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %44 = stablehlo.slice %41 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %45 = stablehlo.reshape %42 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %46 = stablehlo.transpose %45, dims = [0, 2, 1, 3] : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %47 = stablehlo.reshape %43 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1, 3] : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %49 = stablehlo.reshape %44 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %50 = stablehlo.transpose %49, dims = [0, 2, 1, 3] : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %51 = stablehlo.transpose %48, dims = [0, 1, 3, 2] : (tensor<8x4x128x64xf32>) -> tensor<8x4x64x128xf32>
    %52 = stablehlo.dot_general %46, %51, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x64xf32>, tensor<8x4x64x128xf32>) -> tensor<8x4x128x128xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %54 = stablehlo.divide %52, %53 : tensor<8x4x128x128xf32>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %55:2 = call @_where(%11, %54, %cst_9) : (tensor<128x128xi1>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = stablehlo.reduce(%55#0 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %58 = stablehlo.maximum %57, %56 : tensor<8x4x128xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %61 = stablehlo.subtract %55#0, %60 : tensor<8x4x128x128xf32>
    %62 = stablehlo.exponential %61 : tensor<8x4x128x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %66 = stablehlo.divide %62, %65 : tensor<8x4x128x128xf32>
    %67 = stablehlo.multiply %64, %64 : tensor<8x4x128x1xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %69 = stablehlo.divide %68, %67 : tensor<8x4x128x1xf32>
    %70 = stablehlo.dot_general %66, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x64xf32>
    %71 = stablehlo.transpose %70, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %72 = stablehlo.reshape %71 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %73 = stablehlo.dot_general %72, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %74 = stablehlo.add %9, %73 : tensor<8x128x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_15 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %78 = stablehlo.divide %76, %77 : tensor<8x128x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<8x128x256xf32>
    %81 = chlo.square %80 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %83 = stablehlo.multiply %82, %80 : tensor<8x128x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%81 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_18 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<8x128x1xf32>
    %88 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %89 = stablehlo.subtract %74, %88 : tensor<8x128x256xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %91 = stablehlo.add %87, %90 : tensor<8x128x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<8x128x1xf32>
    %93 = stablehlo.divide %92, %91 : tensor<8x128x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<8x128x1xf32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %97 = stablehlo.multiply %89, %96 : tensor<8x128x256xf32>
    %98 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<8x128x256xf32>
    %101 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %103 = stablehlo.add %100, %102 : tensor<8x128x256xf32>
    %104 = stablehlo.dot_general %103, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %105 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %107 = stablehlo.add %104, %106 : tensor<8x128x1024xf32>
    %108 = stablehlo.multiply %107, %107 : tensor<8x128x1024xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<8x128x1024xf32>
    %110 = stablehlo.multiply %107, %107 : tensor<8x128x1024xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<8x128x1024xf32>
    %cst_22 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %114 = stablehlo.multiply %113, %109 : tensor<8x128x1024xf32>
    %115 = stablehlo.add %107, %114 : tensor<8x128x1024xf32>
    %cst_23 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<8x128x1024xf32>
    %118 = stablehlo.tanh %117 : tensor<8x128x1024xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %120 = stablehlo.subtract %119, %118 : tensor<8x128x1024xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %122 = stablehlo.add %121, %118 : tensor<8x128x1024xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<8x128x1024xf32>
    %125 = stablehlo.multiply %107, %124 : tensor<8x128x1024xf32>
    %126 = stablehlo.dot_general %125, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %127 = stablehlo.add %74, %126 : tensor<8x128x256xf32>
    %128 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %130 = stablehlo.add %127, %129 : tensor<8x128x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_28 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %134 = stablehlo.divide %132, %133 : tensor<8x128x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %136 = stablehlo.subtract %130, %135 : tensor<8x128x256xf32>
    %137 = chlo.square %136 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %139 = stablehlo.multiply %138, %136 : tensor<8x128x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%137 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_31 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %143 = stablehlo.divide %141, %142 : tensor<8x128x1xf32>
    %144 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %145 = stablehlo.subtract %130, %144 : tensor<8x128x256xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %147 = stablehlo.add %143, %146 : tensor<8x128x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<8x128x1xf32>
    %149 = stablehlo.divide %148, %147 : tensor<8x128x1xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<8x128x1xf32>
    %152 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %153 = stablehlo.multiply %145, %152 : tensor<8x128x256xf32>
    %154 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %156 = stablehlo.multiply %153, %155 : tensor<8x128x256xf32>
    %157 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %159 = stablehlo.add %156, %158 : tensor<8x128x256xf32>
    %160 = stablehlo.dot_general %159, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %161 = stablehlo.slice %160 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %162 = stablehlo.slice %160 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %163 = stablehlo.slice %160 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %164 = stablehlo.reshape %161 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %166 = stablehlo.reshape %162 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %167 = stablehlo.transpose %166, dims = [0, 2, 1, 3] : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %168 = stablehlo.reshape %163 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %169 = stablehlo.transpose %168, dims = [0, 2, 1, 3] : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %170 = stablehlo.transpose %167, dims = [0, 1, 3, 2] : (tensor<8x4x128x64xf32>) -> tensor<8x4x64x128xf32>
    %171 = stablehlo.dot_general %165, %170, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x64xf32>, tensor<8x4x64x128xf32>) -> tensor<8x4x128x128xf32>
    %cst_34 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %173 = stablehlo.divide %171, %172 : tensor<8x4x128x128xf32>
    %cst_35 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %174:2 = call @_where(%11, %173, %cst_35) : (tensor<128x128xi1>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %175 = stablehlo.reduce(%174#0 init: %cst_36) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %177 = stablehlo.maximum %176, %175 : tensor<8x4x128xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %180 = stablehlo.subtract %174#0, %179 : tensor<8x4x128x128xf32>
    %181 = stablehlo.exponential %180 : tensor<8x4x128x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %185 = stablehlo.divide %181, %184 : tensor<8x4x128x128xf32>
    %186 = stablehlo.multiply %183, %183 : tensor<8x4x128x1xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %188 = stablehlo.divide %187, %186 : tensor<8x4x128x1xf32>
    %189 = stablehlo.dot_general %185, %169, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x64xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %191 = stablehlo.reshape %190 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %192 = stablehlo.dot_general %191, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %193 = stablehlo.add %130, %192 : tensor<8x128x256xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_41 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %197 = stablehlo.divide %195, %196 : tensor<8x128x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %199 = stablehlo.subtract %193, %198 : tensor<8x128x256xf32>
    %200 = chlo.square %199 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %202 = stablehlo.multiply %201, %199 : tensor<8x128x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%200 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_44 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %206 = stablehlo.divide %204, %205 : tensor<8x128x1xf32>
    %207 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %208 = stablehlo.subtract %193, %207 : tensor<8x128x256xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %210 = stablehlo.add %206, %209 : tensor<8x128x1xf32>
    %211 = stablehlo.rsqrt %210 : tensor<8x128x1xf32>
    %212 = stablehlo.divide %211, %210 : tensor<8x128x1xf32>
    %cst_46 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<8x128x1xf32>
    %215 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %216 = stablehlo.multiply %208, %215 : tensor<8x128x256xf32>
    %217 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %219 = stablehlo.multiply %216, %218 : tensor<8x128x256xf32>
    %220 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %222 = stablehlo.add %219, %221 : tensor<8x128x256xf32>
    %223 = stablehlo.dot_general %222, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %224 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %226 = stablehlo.add %223, %225 : tensor<8x128x1024xf32>
    %227 = stablehlo.multiply %226, %226 : tensor<8x128x1024xf32>
    %228 = stablehlo.multiply %227, %226 : tensor<8x128x1024xf32>
    %229 = stablehlo.multiply %226, %226 : tensor<8x128x1024xf32>
    %cst_47 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<8x128x1024xf32>
    %cst_48 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %233 = stablehlo.multiply %232, %228 : tensor<8x128x1024xf32>
    %234 = stablehlo.add %226, %233 : tensor<8x128x1024xf32>
    %cst_49 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<8x128x1024xf32>
    %237 = stablehlo.tanh %236 : tensor<8x128x1024xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %239 = stablehlo.subtract %238, %237 : tensor<8x128x1024xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %241 = stablehlo.add %240, %237 : tensor<8x128x1024xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<8x128x1024xf32>
    %244 = stablehlo.multiply %226, %243 : tensor<8x128x1024xf32>
    %245 = stablehlo.dot_general %244, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %246 = stablehlo.add %193, %245 : tensor<8x128x256xf32>
    %247 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %249 = stablehlo.add %246, %248 : tensor<8x128x256xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%249 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_54 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %253 = stablehlo.divide %251, %252 : tensor<8x128x1xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %255 = stablehlo.subtract %249, %254 : tensor<8x128x256xf32>
    %256 = chlo.square %255 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %258 = stablehlo.multiply %257, %255 : tensor<8x128x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%256 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_57 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %262 = stablehlo.divide %260, %261 : tensor<8x128x1xf32>
    %263 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %264 = stablehlo.subtract %249, %263 : tensor<8x128x256xf32>
    %cst_58 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %266 = stablehlo.add %262, %265 : tensor<8x128x1xf32>
    %267 = stablehlo.rsqrt %266 : tensor<8x128x1xf32>
    %268 = stablehlo.divide %267, %266 : tensor<8x128x1xf32>
    %cst_59 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<8x128x1xf32>
    %271 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %272 = stablehlo.multiply %264, %271 : tensor<8x128x256xf32>
    %273 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %275 = stablehlo.multiply %272, %274 : tensor<8x128x256xf32>
    %276 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %278 = stablehlo.add %275, %277 : tensor<8x128x256xf32>
    %279 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %280 = stablehlo.dot_general %278, %279, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %281:3 = call @log_softmax(%280) : (tensor<8x128x256xf32>) -> (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x1xf32>)
    %282 = stablehlo.broadcast_in_dim %arg74, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %283:2 = call @take_along_axis(%281#0, %282) : (tensor<8x128x256xf32>, tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>)
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283#0 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %285 = stablehlo.divide %284, %cst_61 : tensor<f32>
    %286 = stablehlo.negate %285 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.negate %cst_62 : tensor<f32>
    %cst_63 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %288 = stablehlo.divide %287, %cst_63 : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %290 = call @take_along_axis_0(%283#1, %289) : (tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %291 = call @log_softmax_1(%281#1, %281#2, %290) : (tensor<8x128x256xf32>, tensor<8x128x1xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %292 = stablehlo.dot_general %291, %278, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %293 = stablehlo.transpose %292, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %294 = stablehlo.dot_general %291, %279, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %295 = stablehlo.transpose %293, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.reduce(%294 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %297 = stablehlo.reshape %296 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %299 = stablehlo.multiply %272, %294 : tensor<8x128x256xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%299 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %301 = stablehlo.reshape %300 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %302 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %303 = stablehlo.multiply %294, %302 : tensor<8x128x256xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%301 init: %cst_67) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %305 = stablehlo.multiply %264, %303 : tensor<8x128x256xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%305 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %307 = stablehlo.reshape %306 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %308 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %309 = stablehlo.multiply %303, %308 : tensor<8x128x256xf32>
    %310 = stablehlo.multiply %307, %270 : tensor<8x128x1xf32>
    %311 = stablehlo.negate %309 : tensor<8x128x256xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %313 = stablehlo.reshape %312 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_70 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %315 = stablehlo.divide %310, %314 : tensor<8x128x1xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %318 = stablehlo.multiply %317, %258 : tensor<8x128x256xf32>
    %319 = stablehlo.negate %318 : tensor<8x128x256xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %321 = stablehlo.reshape %320 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %322 = stablehlo.add %309, %318 : tensor<8x128x256xf32>
    %323 = stablehlo.add %313, %321 : tensor<8x128x1xf32>
    %cst_73 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %325 = stablehlo.divide %323, %324 : tensor<8x128x1xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %328 = stablehlo.add %322, %327 : tensor<8x128x256xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.reduce(%328 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %330 = stablehlo.reshape %329 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %332 = stablehlo.dot_general %328, %244, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %333 = stablehlo.transpose %332, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %334 = stablehlo.dot_general %328, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %335 = stablehlo.multiply %226, %334 : tensor<8x128x1024xf32>
    %336 = stablehlo.multiply %334, %243 : tensor<8x128x1024xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %338 = stablehlo.multiply %337, %335 : tensor<8x128x1024xf32>
    %339 = stablehlo.multiply %338, %239 : tensor<8x128x1024xf32>
    %340 = stablehlo.multiply %339, %237 : tensor<8x128x1024xf32>
    %341 = stablehlo.add %339, %340 : tensor<8x128x1024xf32>
    %cst_78 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<8x128x1024xf32>
    %344 = stablehlo.add %336, %343 : tensor<8x128x1024xf32>
    %cst_79 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %346 = stablehlo.multiply %345, %343 : tensor<8x128x1024xf32>
    %347 = stablehlo.multiply %346, %231 : tensor<8x128x1024xf32>
    %348 = stablehlo.add %344, %347 : tensor<8x128x1024xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %350 = stablehlo.reshape %349 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%350 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %352 = stablehlo.dot_general %348, %222, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %353 = stablehlo.transpose %352, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %354 = stablehlo.dot_general %348, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_82) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %356 = stablehlo.reshape %355 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_83) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %358 = stablehlo.multiply %216, %354 : tensor<8x128x256xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %360 = stablehlo.reshape %359 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %361 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %362 = stablehlo.multiply %354, %361 : tensor<8x128x256xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%360 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %364 = stablehlo.multiply %208, %362 : tensor<8x128x256xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %366 = stablehlo.reshape %365 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %367 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %368 = stablehlo.multiply %362, %367 : tensor<8x128x256xf32>
    %369 = stablehlo.multiply %366, %214 : tensor<8x128x1xf32>
    %370 = stablehlo.negate %368 : tensor<8x128x256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%370 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %372 = stablehlo.reshape %371 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %373 = stablehlo.add %328, %368 : tensor<8x128x256xf32>
    %cst_88 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %375 = stablehlo.divide %369, %374 : tensor<8x128x1xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %378 = stablehlo.multiply %377, %202 : tensor<8x128x256xf32>
    %379 = stablehlo.negate %378 : tensor<8x128x256xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%379 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %381 = stablehlo.reshape %380 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %382 = stablehlo.add %373, %378 : tensor<8x128x256xf32>
    %383 = stablehlo.add %372, %381 : tensor<8x128x1xf32>
    %cst_91 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %385 = stablehlo.divide %383, %384 : tensor<8x128x1xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %388 = stablehlo.add %382, %387 : tensor<8x128x256xf32>
    %389 = stablehlo.dot_general %388, %191, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %390 = stablehlo.transpose %389, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %391 = stablehlo.dot_general %388, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %392 = stablehlo.reshape %391 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %393 = stablehlo.transpose %392, dims = [0, 2, 1, 3] : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %394 = stablehlo.dot_general %393, %185, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %395 = stablehlo.transpose %394, dims = [0, 1, 3, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %396 = stablehlo.dot_general %393, %169, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x64xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x128xf32>
    %397 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %398 = stablehlo.multiply %396, %397 : tensor<8x4x128x128xf32>
    %399 = stablehlo.multiply %398, %181 : tensor<8x4x128x128xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_93) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %401 = stablehlo.reshape %400 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %402 = stablehlo.negate %401 : tensor<8x4x128x1xf32>
    %403 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %404 = stablehlo.divide %396, %403 : tensor<8x4x128x128xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%402 init: %cst_94) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %407 = stablehlo.add %404, %406 : tensor<8x4x128x128xf32>
    %408 = stablehlo.multiply %407, %181 : tensor<8x4x128x128xf32>
    %409 = call @_where_2(%174#1, %408) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %cst_95 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %411 = stablehlo.divide %409, %410 : tensor<8x4x128x128xf32>
    %412 = stablehlo.dot_general %411, %165, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x64xf32>
    %413 = stablehlo.transpose %412, dims = [0, 1, 3, 2] : (tensor<8x4x128x64xf32>) -> tensor<8x4x64x128xf32>
    %414 = stablehlo.dot_general %411, %170, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %415 = stablehlo.transpose %413, dims = [0, 1, 3, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %416 = stablehlo.transpose %395, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %417 = stablehlo.reshape %416 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %418 = stablehlo.transpose %415, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %419 = stablehlo.reshape %418 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %420 = stablehlo.transpose %414, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %421 = stablehlo.reshape %420 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %422 = stablehlo.concatenate %421, %419, %417, dim = 2 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %423 = stablehlo.dot_general %422, %159, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %424 = stablehlo.transpose %423, dims = [1, 0] : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %425 = stablehlo.dot_general %422, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %427 = stablehlo.reshape %426 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.reduce(%427 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %429 = stablehlo.multiply %153, %425 : tensor<8x128x256xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %431 = stablehlo.reshape %430 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %432 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %433 = stablehlo.multiply %425, %432 : tensor<8x128x256xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%431 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %435 = stablehlo.multiply %145, %433 : tensor<8x128x256xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%435 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %437 = stablehlo.reshape %436 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %438 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %439 = stablehlo.multiply %433, %438 : tensor<8x128x256xf32>
    %440 = stablehlo.multiply %437, %151 : tensor<8x128x1xf32>
    %441 = stablehlo.negate %439 : tensor<8x128x256xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%441 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %443 = stablehlo.reshape %442 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %444 = stablehlo.add %388, %439 : tensor<8x128x256xf32>
    %cst_102 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %446 = stablehlo.divide %440, %445 : tensor<8x128x1xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %449 = stablehlo.multiply %448, %139 : tensor<8x128x256xf32>
    %450 = stablehlo.negate %449 : tensor<8x128x256xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.reduce(%450 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %452 = stablehlo.reshape %451 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %453 = stablehlo.add %444, %449 : tensor<8x128x256xf32>
    %454 = stablehlo.add %443, %452 : tensor<8x128x1xf32>
    %cst_105 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %456 = stablehlo.divide %454, %455 : tensor<8x128x1xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %459 = stablehlo.add %453, %458 : tensor<8x128x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.reduce(%459 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %461 = stablehlo.reshape %460 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.reduce(%461 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %463 = stablehlo.dot_general %459, %125, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %464 = stablehlo.transpose %463, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %465 = stablehlo.dot_general %459, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %466 = stablehlo.multiply %107, %465 : tensor<8x128x1024xf32>
    %467 = stablehlo.multiply %465, %124 : tensor<8x128x1024xf32>
    %cst_109 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %469 = stablehlo.multiply %468, %466 : tensor<8x128x1024xf32>
    %470 = stablehlo.multiply %469, %120 : tensor<8x128x1024xf32>
    %471 = stablehlo.multiply %470, %118 : tensor<8x128x1024xf32>
    %472 = stablehlo.add %470, %471 : tensor<8x128x1024xf32>
    %cst_110 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %474 = stablehlo.multiply %473, %472 : tensor<8x128x1024xf32>
    %475 = stablehlo.add %467, %474 : tensor<8x128x1024xf32>
    %cst_111 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %477 = stablehlo.multiply %476, %474 : tensor<8x128x1024xf32>
    %478 = stablehlo.multiply %477, %112 : tensor<8x128x1024xf32>
    %479 = stablehlo.add %475, %478 : tensor<8x128x1024xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%479 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %481 = stablehlo.reshape %480 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%481 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %483 = stablehlo.dot_general %479, %103, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %484 = stablehlo.transpose %483, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %485 = stablehlo.dot_general %479, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%485 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %487 = stablehlo.reshape %486 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%487 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %489 = stablehlo.multiply %97, %485 : tensor<8x128x256xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %491 = stablehlo.reshape %490 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %492 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %493 = stablehlo.multiply %485, %492 : tensor<8x128x256xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%491 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %495 = stablehlo.multiply %89, %493 : tensor<8x128x256xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%495 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %497 = stablehlo.reshape %496 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %498 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %499 = stablehlo.multiply %493, %498 : tensor<8x128x256xf32>
    %500 = stablehlo.multiply %497, %95 : tensor<8x128x1xf32>
    %501 = stablehlo.negate %499 : tensor<8x128x256xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%501 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %504 = stablehlo.add %459, %499 : tensor<8x128x256xf32>
    %cst_120 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %506 = stablehlo.divide %500, %505 : tensor<8x128x1xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.reduce(%506 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %509 = stablehlo.multiply %508, %83 : tensor<8x128x256xf32>
    %510 = stablehlo.negate %509 : tensor<8x128x256xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %512 = stablehlo.reshape %511 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %513 = stablehlo.add %504, %509 : tensor<8x128x256xf32>
    %514 = stablehlo.add %503, %512 : tensor<8x128x1xf32>
    %cst_123 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %516 = stablehlo.divide %514, %515 : tensor<8x128x1xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.reduce(%516 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %519 = stablehlo.add %513, %518 : tensor<8x128x256xf32>
    %520 = stablehlo.dot_general %519, %72, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %521 = stablehlo.transpose %520, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %522 = stablehlo.dot_general %519, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %523 = stablehlo.reshape %522 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] : (tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %525 = stablehlo.dot_general %524, %66, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %526 = stablehlo.transpose %525, dims = [0, 1, 3, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %527 = stablehlo.dot_general %524, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x64xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x128xf32>
    %528 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %529 = stablehlo.multiply %527, %528 : tensor<8x4x128x128xf32>
    %530 = stablehlo.multiply %529, %62 : tensor<8x4x128x128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%530 init: %cst_125) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %532 = stablehlo.reshape %531 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %533 = stablehlo.negate %532 : tensor<8x4x128x1xf32>
    %534 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %535 = stablehlo.divide %527, %534 : tensor<8x4x128x128xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%533 init: %cst_126) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %538 = stablehlo.add %535, %537 : tensor<8x4x128x128xf32>
    %539 = stablehlo.multiply %538, %62 : tensor<8x4x128x128xf32>
    %540 = call @_where_2(%55#1, %539) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %cst_127 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %542 = stablehlo.divide %540, %541 : tensor<8x4x128x128xf32>
    %543 = stablehlo.dot_general %542, %46, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x4x128x64xf32>) -> tensor<8x4x128x64xf32>
    %544 = stablehlo.transpose %543, dims = [0, 1, 3, 2] : (tensor<8x4x128x64xf32>) -> tensor<8x4x64x128xf32>
    %545 = stablehlo.dot_general %542, %51, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %546 = stablehlo.transpose %544, dims = [0, 1, 3, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x4x128x64xf32>
    %547 = stablehlo.transpose %526, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %548 = stablehlo.reshape %547 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %549 = stablehlo.transpose %546, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %550 = stablehlo.reshape %549 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %551 = stablehlo.transpose %545, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %552 = stablehlo.reshape %551 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %553 = stablehlo.concatenate %552, %550, %548, dim = 2 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %554 = stablehlo.dot_general %553, %40, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %555 = stablehlo.transpose %554, dims = [1, 0] : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %556 = stablehlo.dot_general %553, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%556 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %558 = stablehlo.reshape %557 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %560 = stablehlo.multiply %34, %556 : tensor<8x128x256xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.reduce(%560 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %562 = stablehlo.reshape %561 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %563 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %564 = stablehlo.multiply %556, %563 : tensor<8x128x256xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.reduce(%562 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %566 = stablehlo.multiply %26, %564 : tensor<8x128x256xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%566 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %568 = stablehlo.reshape %567 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %569 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %570 = stablehlo.multiply %564, %569 : tensor<8x128x256xf32>
    %571 = stablehlo.multiply %568, %32 : tensor<8x128x1xf32>
    %572 = stablehlo.negate %570 : tensor<8x128x256xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %574 = stablehlo.reshape %573 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %575 = stablehlo.add %519, %570 : tensor<8x128x256xf32>
    %cst_134 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %577 = stablehlo.divide %571, %576 : tensor<8x128x1xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.reduce(%577 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %580 = stablehlo.multiply %579, %20 : tensor<8x128x256xf32>
    %581 = stablehlo.negate %580 : tensor<8x128x256xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%581 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %583 = stablehlo.reshape %582 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %584 = stablehlo.add %575, %580 : tensor<8x128x256xf32>
    %585 = stablehlo.add %574, %583 : tensor<8x128x1xf32>
    %cst_137 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %587 = stablehlo.divide %585, %586 : tensor<8x128x1xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%587 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %590 = stablehlo.add %584, %589 : tensor<8x128x256xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.reduce(%590 init: %cst_139) applies stablehlo.add across dimensions = [0] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %592 = stablehlo.reshape %591 : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%592 init: %cst_140) applies stablehlo.add across dimensions = [0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %595 = "stablehlo.scatter"(%594, %5, %590) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %1420 = stablehlo.add %arg75, %arg76 : tensor<f32>
      stablehlo.return %1420 : tensor<f32>
    }) : (tensor<256x256xf32>, tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %596 = stablehlo.add %295, %595 : tensor<256x256xf32>
    %597 = chlo.square %596 : tensor<256x256xf32> -> tensor<256x256xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%597 init: %cst_142) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.add %cst_143, %598 : tensor<f32>
    %600 = chlo.square %593 : tensor<128x256xf32> -> tensor<128x256xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<f32>
    %602 = stablehlo.add %599, %601 : tensor<f32>
    %603 = chlo.square %565 : tensor<256xf32> -> tensor<256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %604 = stablehlo.reduce(%603 init: %cst_145) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %605 = stablehlo.add %602, %604 : tensor<f32>
    %606 = chlo.square %559 : tensor<256xf32> -> tensor<256xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%606 init: %cst_146) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %608 = stablehlo.add %605, %607 : tensor<f32>
    %609 = chlo.square %555 : tensor<256x768xf32> -> tensor<256x768xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.reduce(%609 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x768xf32>, tensor<f32>) -> tensor<f32>
    %611 = stablehlo.add %608, %610 : tensor<f32>
    %612 = chlo.square %521 : tensor<256x256xf32> -> tensor<256x256xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%612 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %614 = stablehlo.add %611, %613 : tensor<f32>
    %615 = chlo.square %494 : tensor<256xf32> -> tensor<256xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.reduce(%615 init: %cst_149) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %617 = stablehlo.add %614, %616 : tensor<f32>
    %618 = chlo.square %488 : tensor<256xf32> -> tensor<256xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.reduce(%618 init: %cst_150) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %620 = stablehlo.add %617, %619 : tensor<f32>
    %621 = chlo.square %484 : tensor<256x1024xf32> -> tensor<256x1024xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.reduce(%621 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %623 = stablehlo.add %620, %622 : tensor<f32>
    %624 = chlo.square %482 : tensor<1024xf32> -> tensor<1024xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%624 init: %cst_152) applies stablehlo.add across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %626 = stablehlo.add %623, %625 : tensor<f32>
    %627 = chlo.square %464 : tensor<1024x256xf32> -> tensor<1024x256xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%627 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %629 = stablehlo.add %626, %628 : tensor<f32>
    %630 = chlo.square %462 : tensor<256xf32> -> tensor<256xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_154) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %632 = stablehlo.add %629, %631 : tensor<f32>
    %633 = chlo.square %434 : tensor<256xf32> -> tensor<256xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %634 = stablehlo.reduce(%633 init: %cst_155) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %635 = stablehlo.add %632, %634 : tensor<f32>
    %636 = chlo.square %428 : tensor<256xf32> -> tensor<256xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.reduce(%636 init: %cst_156) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %638 = stablehlo.add %635, %637 : tensor<f32>
    %639 = chlo.square %424 : tensor<256x768xf32> -> tensor<256x768xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%639 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x768xf32>, tensor<f32>) -> tensor<f32>
    %641 = stablehlo.add %638, %640 : tensor<f32>
    %642 = chlo.square %390 : tensor<256x256xf32> -> tensor<256x256xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%642 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %644 = stablehlo.add %641, %643 : tensor<f32>
    %645 = chlo.square %363 : tensor<256xf32> -> tensor<256xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%645 init: %cst_159) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %647 = stablehlo.add %644, %646 : tensor<f32>
    %648 = chlo.square %357 : tensor<256xf32> -> tensor<256xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.reduce(%648 init: %cst_160) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %650 = stablehlo.add %647, %649 : tensor<f32>
    %651 = chlo.square %353 : tensor<256x1024xf32> -> tensor<256x1024xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.reduce(%651 init: %cst_161) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %653 = stablehlo.add %650, %652 : tensor<f32>
    %654 = chlo.square %351 : tensor<1024xf32> -> tensor<1024xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.reduce(%654 init: %cst_162) applies stablehlo.add across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %656 = stablehlo.add %653, %655 : tensor<f32>
    %657 = chlo.square %333 : tensor<1024x256xf32> -> tensor<1024x256xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%657 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %659 = stablehlo.add %656, %658 : tensor<f32>
    %660 = chlo.square %331 : tensor<256xf32> -> tensor<256xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%660 init: %cst_164) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %662 = stablehlo.add %659, %661 : tensor<f32>
    %663 = chlo.square %304 : tensor<256xf32> -> tensor<256xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.reduce(%663 init: %cst_165) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %665 = stablehlo.add %662, %664 : tensor<f32>
    %666 = chlo.square %298 : tensor<256xf32> -> tensor<256xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%666 init: %cst_166) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %668 = stablehlo.add %665, %667 : tensor<f32>
    %669 = stablehlo.sqrt %668 : tensor<f32>
    %cst_167 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %670 = stablehlo.maximum %669, %cst_167 : tensor<f32>
    %cst_168 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %671 = stablehlo.divide %cst_168, %670 : tensor<f32>
    %cst_169 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %672 = stablehlo.minimum %cst_169, %671 : tensor<f32>
    %c_170 = stablehlo.constant dense<1> : tensor<i32>
    %673 = stablehlo.add %arg72, %c_170 : tensor<i32>
    %674 = stablehlo.convert %673 : (tensor<i32>) -> tensor<f32>
    %675 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %676 = stablehlo.multiply %596, %675 : tensor<256x256xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %678 = stablehlo.multiply %677, %arg24 : tensor<256x256xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %680 = stablehlo.multiply %679, %676 : tensor<256x256xf32>
    %681 = stablehlo.add %678, %680 : tensor<256x256xf32>
    %cst_173 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %683 = stablehlo.multiply %682, %arg48 : tensor<256x256xf32>
    %684 = chlo.square %676 : tensor<256x256xf32> -> tensor<256x256xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %686 = stablehlo.multiply %685, %684 : tensor<256x256xf32>
    %687 = stablehlo.add %683, %686 : tensor<256x256xf32>
    %cst_175 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %688 = stablehlo.power %cst_175, %674 : tensor<f32>
    %cst_176 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %689 = stablehlo.subtract %cst_176, %688 : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %689, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %691 = stablehlo.divide %681, %690 : tensor<256x256xf32>
    %cst_177 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %692 = stablehlo.power %cst_177, %674 : tensor<f32>
    %cst_178 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %693 = stablehlo.subtract %cst_178, %692 : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %695 = stablehlo.divide %687, %694 : tensor<256x256xf32>
    %696 = stablehlo.sqrt %695 : tensor<256x256xf32>
    %cst_179 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %698 = stablehlo.add %696, %697 : tensor<256x256xf32>
    %699 = stablehlo.divide %691, %698 : tensor<256x256xf32>
    %cst_180 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %701 = stablehlo.multiply %700, %arg0 : tensor<256x256xf32>
    %702 = stablehlo.add %699, %701 : tensor<256x256xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %704 = stablehlo.multiply %703, %702 : tensor<256x256xf32>
    %705 = stablehlo.subtract %arg0, %704 : tensor<256x256xf32>
    %706 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %707 = stablehlo.multiply %593, %706 : tensor<128x256xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %709 = stablehlo.multiply %708, %arg25 : tensor<128x256xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %711 = stablehlo.multiply %710, %707 : tensor<128x256xf32>
    %712 = stablehlo.add %709, %711 : tensor<128x256xf32>
    %cst_184 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %714 = stablehlo.multiply %713, %arg49 : tensor<128x256xf32>
    %715 = chlo.square %707 : tensor<128x256xf32> -> tensor<128x256xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %717 = stablehlo.multiply %716, %715 : tensor<128x256xf32>
    %718 = stablehlo.add %714, %717 : tensor<128x256xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %719 = stablehlo.power %cst_186, %674 : tensor<f32>
    %cst_187 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %720 = stablehlo.subtract %cst_187, %719 : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %722 = stablehlo.divide %712, %721 : tensor<128x256xf32>
    %cst_188 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %723 = stablehlo.power %cst_188, %674 : tensor<f32>
    %cst_189 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %724 = stablehlo.subtract %cst_189, %723 : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %726 = stablehlo.divide %718, %725 : tensor<128x256xf32>
    %727 = stablehlo.sqrt %726 : tensor<128x256xf32>
    %cst_190 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %729 = stablehlo.add %727, %728 : tensor<128x256xf32>
    %730 = stablehlo.divide %722, %729 : tensor<128x256xf32>
    %cst_191 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %732 = stablehlo.multiply %731, %arg1 : tensor<128x256xf32>
    %733 = stablehlo.add %730, %732 : tensor<128x256xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %735 = stablehlo.multiply %734, %733 : tensor<128x256xf32>
    %736 = stablehlo.subtract %arg1, %735 : tensor<128x256xf32>
    %737 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %738 = stablehlo.multiply %565, %737 : tensor<256xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %740 = stablehlo.multiply %739, %arg26 : tensor<256xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %742 = stablehlo.multiply %741, %738 : tensor<256xf32>
    %743 = stablehlo.add %740, %742 : tensor<256xf32>
    %cst_195 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %745 = stablehlo.multiply %744, %arg50 : tensor<256xf32>
    %746 = chlo.square %738 : tensor<256xf32> -> tensor<256xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %748 = stablehlo.multiply %747, %746 : tensor<256xf32>
    %749 = stablehlo.add %745, %748 : tensor<256xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %750 = stablehlo.power %cst_197, %674 : tensor<f32>
    %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %751 = stablehlo.subtract %cst_198, %750 : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %753 = stablehlo.divide %743, %752 : tensor<256xf32>
    %cst_199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %754 = stablehlo.power %cst_199, %674 : tensor<f32>
    %cst_200 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %755 = stablehlo.subtract %cst_200, %754 : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %757 = stablehlo.divide %749, %756 : tensor<256xf32>
    %758 = stablehlo.sqrt %757 : tensor<256xf32>
    %cst_201 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %760 = stablehlo.add %758, %759 : tensor<256xf32>
    %761 = stablehlo.divide %753, %760 : tensor<256xf32>
    %cst_202 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %763 = stablehlo.multiply %762, %arg2 : tensor<256xf32>
    %764 = stablehlo.add %761, %763 : tensor<256xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %766 = stablehlo.multiply %765, %764 : tensor<256xf32>
    %767 = stablehlo.subtract %arg2, %766 : tensor<256xf32>
    %768 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %769 = stablehlo.multiply %559, %768 : tensor<256xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %771 = stablehlo.multiply %770, %arg27 : tensor<256xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %773 = stablehlo.multiply %772, %769 : tensor<256xf32>
    %774 = stablehlo.add %771, %773 : tensor<256xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %776 = stablehlo.multiply %775, %arg51 : tensor<256xf32>
    %777 = chlo.square %769 : tensor<256xf32> -> tensor<256xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %779 = stablehlo.multiply %778, %777 : tensor<256xf32>
    %780 = stablehlo.add %776, %779 : tensor<256xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %781 = stablehlo.power %cst_208, %674 : tensor<f32>
    %cst_209 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %782 = stablehlo.subtract %cst_209, %781 : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %782, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %784 = stablehlo.divide %774, %783 : tensor<256xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %785 = stablehlo.power %cst_210, %674 : tensor<f32>
    %cst_211 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %786 = stablehlo.subtract %cst_211, %785 : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %788 = stablehlo.divide %780, %787 : tensor<256xf32>
    %789 = stablehlo.sqrt %788 : tensor<256xf32>
    %cst_212 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %791 = stablehlo.add %789, %790 : tensor<256xf32>
    %792 = stablehlo.divide %784, %791 : tensor<256xf32>
    %cst_213 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %794 = stablehlo.multiply %793, %arg3 : tensor<256xf32>
    %795 = stablehlo.add %792, %794 : tensor<256xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %797 = stablehlo.multiply %796, %795 : tensor<256xf32>
    %798 = stablehlo.subtract %arg3, %797 : tensor<256xf32>
    %799 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %800 = stablehlo.multiply %555, %799 : tensor<256x768xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %802 = stablehlo.multiply %801, %arg28 : tensor<256x768xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %804 = stablehlo.multiply %803, %800 : tensor<256x768xf32>
    %805 = stablehlo.add %802, %804 : tensor<256x768xf32>
    %cst_217 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %807 = stablehlo.multiply %806, %arg52 : tensor<256x768xf32>
    %808 = chlo.square %800 : tensor<256x768xf32> -> tensor<256x768xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %810 = stablehlo.multiply %809, %808 : tensor<256x768xf32>
    %811 = stablehlo.add %807, %810 : tensor<256x768xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %812 = stablehlo.power %cst_219, %674 : tensor<f32>
    %cst_220 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %813 = stablehlo.subtract %cst_220, %812 : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %815 = stablehlo.divide %805, %814 : tensor<256x768xf32>
    %cst_221 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %816 = stablehlo.power %cst_221, %674 : tensor<f32>
    %cst_222 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %817 = stablehlo.subtract %cst_222, %816 : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %817, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %819 = stablehlo.divide %811, %818 : tensor<256x768xf32>
    %820 = stablehlo.sqrt %819 : tensor<256x768xf32>
    %cst_223 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %822 = stablehlo.add %820, %821 : tensor<256x768xf32>
    %823 = stablehlo.divide %815, %822 : tensor<256x768xf32>
    %cst_224 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %825 = stablehlo.multiply %824, %arg4 : tensor<256x768xf32>
    %826 = stablehlo.add %823, %825 : tensor<256x768xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %828 = stablehlo.multiply %827, %826 : tensor<256x768xf32>
    %829 = stablehlo.subtract %arg4, %828 : tensor<256x768xf32>
    %830 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %831 = stablehlo.multiply %521, %830 : tensor<256x256xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %833 = stablehlo.multiply %832, %arg29 : tensor<256x256xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %835 = stablehlo.multiply %834, %831 : tensor<256x256xf32>
    %836 = stablehlo.add %833, %835 : tensor<256x256xf32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %838 = stablehlo.multiply %837, %arg53 : tensor<256x256xf32>
    %839 = chlo.square %831 : tensor<256x256xf32> -> tensor<256x256xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %841 = stablehlo.multiply %840, %839 : tensor<256x256xf32>
    %842 = stablehlo.add %838, %841 : tensor<256x256xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %843 = stablehlo.power %cst_230, %674 : tensor<f32>
    %cst_231 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %844 = stablehlo.subtract %cst_231, %843 : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %844, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %846 = stablehlo.divide %836, %845 : tensor<256x256xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %847 = stablehlo.power %cst_232, %674 : tensor<f32>
    %cst_233 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %848 = stablehlo.subtract %cst_233, %847 : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %848, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %850 = stablehlo.divide %842, %849 : tensor<256x256xf32>
    %851 = stablehlo.sqrt %850 : tensor<256x256xf32>
    %cst_234 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %853 = stablehlo.add %851, %852 : tensor<256x256xf32>
    %854 = stablehlo.divide %846, %853 : tensor<256x256xf32>
    %cst_235 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %856 = stablehlo.multiply %855, %arg5 : tensor<256x256xf32>
    %857 = stablehlo.add %854, %856 : tensor<256x256xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %859 = stablehlo.multiply %858, %857 : tensor<256x256xf32>
    %860 = stablehlo.subtract %arg5, %859 : tensor<256x256xf32>
    %861 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %862 = stablehlo.multiply %494, %861 : tensor<256xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %864 = stablehlo.multiply %863, %arg30 : tensor<256xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %866 = stablehlo.multiply %865, %862 : tensor<256xf32>
    %867 = stablehlo.add %864, %866 : tensor<256xf32>
    %cst_239 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %869 = stablehlo.multiply %868, %arg54 : tensor<256xf32>
    %870 = chlo.square %862 : tensor<256xf32> -> tensor<256xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %872 = stablehlo.multiply %871, %870 : tensor<256xf32>
    %873 = stablehlo.add %869, %872 : tensor<256xf32>
    %cst_241 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %874 = stablehlo.power %cst_241, %674 : tensor<f32>
    %cst_242 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %875 = stablehlo.subtract %cst_242, %874 : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %877 = stablehlo.divide %867, %876 : tensor<256xf32>
    %cst_243 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %878 = stablehlo.power %cst_243, %674 : tensor<f32>
    %cst_244 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %879 = stablehlo.subtract %cst_244, %878 : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %879, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %881 = stablehlo.divide %873, %880 : tensor<256xf32>
    %882 = stablehlo.sqrt %881 : tensor<256xf32>
    %cst_245 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %884 = stablehlo.add %882, %883 : tensor<256xf32>
    %885 = stablehlo.divide %877, %884 : tensor<256xf32>
    %cst_246 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %887 = stablehlo.multiply %886, %arg6 : tensor<256xf32>
    %888 = stablehlo.add %885, %887 : tensor<256xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %890 = stablehlo.multiply %889, %888 : tensor<256xf32>
    %891 = stablehlo.subtract %arg6, %890 : tensor<256xf32>
    %892 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %893 = stablehlo.multiply %488, %892 : tensor<256xf32>
    %cst_248 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %895 = stablehlo.multiply %894, %arg31 : tensor<256xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %897 = stablehlo.multiply %896, %893 : tensor<256xf32>
    %898 = stablehlo.add %895, %897 : tensor<256xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %900 = stablehlo.multiply %899, %arg55 : tensor<256xf32>
    %901 = chlo.square %893 : tensor<256xf32> -> tensor<256xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %903 = stablehlo.multiply %902, %901 : tensor<256xf32>
    %904 = stablehlo.add %900, %903 : tensor<256xf32>
    %cst_252 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %905 = stablehlo.power %cst_252, %674 : tensor<f32>
    %cst_253 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %906 = stablehlo.subtract %cst_253, %905 : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %906, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %908 = stablehlo.divide %898, %907 : tensor<256xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %909 = stablehlo.power %cst_254, %674 : tensor<f32>
    %cst_255 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %910 = stablehlo.subtract %cst_255, %909 : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %912 = stablehlo.divide %904, %911 : tensor<256xf32>
    %913 = stablehlo.sqrt %912 : tensor<256xf32>
    %cst_256 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %915 = stablehlo.add %913, %914 : tensor<256xf32>
    %916 = stablehlo.divide %908, %915 : tensor<256xf32>
    %cst_257 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %918 = stablehlo.multiply %917, %arg7 : tensor<256xf32>
    %919 = stablehlo.add %916, %918 : tensor<256xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %921 = stablehlo.multiply %920, %919 : tensor<256xf32>
    %922 = stablehlo.subtract %arg7, %921 : tensor<256xf32>
    %923 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %924 = stablehlo.multiply %484, %923 : tensor<256x1024xf32>
    %cst_259 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %926 = stablehlo.multiply %925, %arg32 : tensor<256x1024xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %928 = stablehlo.multiply %927, %924 : tensor<256x1024xf32>
    %929 = stablehlo.add %926, %928 : tensor<256x1024xf32>
    %cst_261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %931 = stablehlo.multiply %930, %arg56 : tensor<256x1024xf32>
    %932 = chlo.square %924 : tensor<256x1024xf32> -> tensor<256x1024xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %934 = stablehlo.multiply %933, %932 : tensor<256x1024xf32>
    %935 = stablehlo.add %931, %934 : tensor<256x1024xf32>
    %cst_263 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %936 = stablehlo.power %cst_263, %674 : tensor<f32>
    %cst_264 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %937 = stablehlo.subtract %cst_264, %936 : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %937, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %939 = stablehlo.divide %929, %938 : tensor<256x1024xf32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %940 = stablehlo.power %cst_265, %674 : tensor<f32>
    %cst_266 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %941 = stablehlo.subtract %cst_266, %940 : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %941, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %943 = stablehlo.divide %935, %942 : tensor<256x1024xf32>
    %944 = stablehlo.sqrt %943 : tensor<256x1024xf32>
    %cst_267 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %946 = stablehlo.add %944, %945 : tensor<256x1024xf32>
    %947 = stablehlo.divide %939, %946 : tensor<256x1024xf32>
    %cst_268 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %949 = stablehlo.multiply %948, %arg8 : tensor<256x1024xf32>
    %950 = stablehlo.add %947, %949 : tensor<256x1024xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %952 = stablehlo.multiply %951, %950 : tensor<256x1024xf32>
    %953 = stablehlo.subtract %arg8, %952 : tensor<256x1024xf32>
    %954 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %955 = stablehlo.multiply %482, %954 : tensor<1024xf32>
    %cst_270 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %957 = stablehlo.multiply %956, %arg33 : tensor<1024xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %959 = stablehlo.multiply %958, %955 : tensor<1024xf32>
    %960 = stablehlo.add %957, %959 : tensor<1024xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %962 = stablehlo.multiply %961, %arg57 : tensor<1024xf32>
    %963 = chlo.square %955 : tensor<1024xf32> -> tensor<1024xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %965 = stablehlo.multiply %964, %963 : tensor<1024xf32>
    %966 = stablehlo.add %962, %965 : tensor<1024xf32>
    %cst_274 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %967 = stablehlo.power %cst_274, %674 : tensor<f32>
    %cst_275 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %968 = stablehlo.subtract %cst_275, %967 : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %968, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %970 = stablehlo.divide %960, %969 : tensor<1024xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %971 = stablehlo.power %cst_276, %674 : tensor<f32>
    %cst_277 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %972 = stablehlo.subtract %cst_277, %971 : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %972, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %974 = stablehlo.divide %966, %973 : tensor<1024xf32>
    %975 = stablehlo.sqrt %974 : tensor<1024xf32>
    %cst_278 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %977 = stablehlo.add %975, %976 : tensor<1024xf32>
    %978 = stablehlo.divide %970, %977 : tensor<1024xf32>
    %cst_279 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %980 = stablehlo.multiply %979, %arg9 : tensor<1024xf32>
    %981 = stablehlo.add %978, %980 : tensor<1024xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %983 = stablehlo.multiply %982, %981 : tensor<1024xf32>
    %984 = stablehlo.subtract %arg9, %983 : tensor<1024xf32>
    %985 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %986 = stablehlo.multiply %464, %985 : tensor<1024x256xf32>
    %cst_281 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %988 = stablehlo.multiply %987, %arg34 : tensor<1024x256xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %990 = stablehlo.multiply %989, %986 : tensor<1024x256xf32>
    %991 = stablehlo.add %988, %990 : tensor<1024x256xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %993 = stablehlo.multiply %992, %arg58 : tensor<1024x256xf32>
    %994 = chlo.square %986 : tensor<1024x256xf32> -> tensor<1024x256xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %996 = stablehlo.multiply %995, %994 : tensor<1024x256xf32>
    %997 = stablehlo.add %993, %996 : tensor<1024x256xf32>
    %cst_285 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %998 = stablehlo.power %cst_285, %674 : tensor<f32>
    %cst_286 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %999 = stablehlo.subtract %cst_286, %998 : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1001 = stablehlo.divide %991, %1000 : tensor<1024x256xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1002 = stablehlo.power %cst_287, %674 : tensor<f32>
    %cst_288 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1003 = stablehlo.subtract %cst_288, %1002 : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %1003, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1005 = stablehlo.divide %997, %1004 : tensor<1024x256xf32>
    %1006 = stablehlo.sqrt %1005 : tensor<1024x256xf32>
    %cst_289 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1008 = stablehlo.add %1006, %1007 : tensor<1024x256xf32>
    %1009 = stablehlo.divide %1001, %1008 : tensor<1024x256xf32>
    %cst_290 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1011 = stablehlo.multiply %1010, %arg10 : tensor<1024x256xf32>
    %1012 = stablehlo.add %1009, %1011 : tensor<1024x256xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1014 = stablehlo.multiply %1013, %1012 : tensor<1024x256xf32>
    %1015 = stablehlo.subtract %arg10, %1014 : tensor<1024x256xf32>
    %1016 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1017 = stablehlo.multiply %462, %1016 : tensor<256xf32>
    %cst_292 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1019 = stablehlo.multiply %1018, %arg35 : tensor<256xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1021 = stablehlo.multiply %1020, %1017 : tensor<256xf32>
    %1022 = stablehlo.add %1019, %1021 : tensor<256xf32>
    %cst_294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1024 = stablehlo.multiply %1023, %arg59 : tensor<256xf32>
    %1025 = chlo.square %1017 : tensor<256xf32> -> tensor<256xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1027 = stablehlo.multiply %1026, %1025 : tensor<256xf32>
    %1028 = stablehlo.add %1024, %1027 : tensor<256xf32>
    %cst_296 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1029 = stablehlo.power %cst_296, %674 : tensor<f32>
    %cst_297 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1030 = stablehlo.subtract %cst_297, %1029 : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %1030, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1032 = stablehlo.divide %1022, %1031 : tensor<256xf32>
    %cst_298 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1033 = stablehlo.power %cst_298, %674 : tensor<f32>
    %cst_299 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1034 = stablehlo.subtract %cst_299, %1033 : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1036 = stablehlo.divide %1028, %1035 : tensor<256xf32>
    %1037 = stablehlo.sqrt %1036 : tensor<256xf32>
    %cst_300 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<256xf32>
    %1040 = stablehlo.divide %1032, %1039 : tensor<256xf32>
    %cst_301 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1042 = stablehlo.multiply %1041, %arg11 : tensor<256xf32>
    %1043 = stablehlo.add %1040, %1042 : tensor<256xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1045 = stablehlo.multiply %1044, %1043 : tensor<256xf32>
    %1046 = stablehlo.subtract %arg11, %1045 : tensor<256xf32>
    %1047 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1048 = stablehlo.multiply %434, %1047 : tensor<256xf32>
    %cst_303 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1050 = stablehlo.multiply %1049, %arg36 : tensor<256xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1052 = stablehlo.multiply %1051, %1048 : tensor<256xf32>
    %1053 = stablehlo.add %1050, %1052 : tensor<256xf32>
    %cst_305 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1055 = stablehlo.multiply %1054, %arg60 : tensor<256xf32>
    %1056 = chlo.square %1048 : tensor<256xf32> -> tensor<256xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1058 = stablehlo.multiply %1057, %1056 : tensor<256xf32>
    %1059 = stablehlo.add %1055, %1058 : tensor<256xf32>
    %cst_307 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1060 = stablehlo.power %cst_307, %674 : tensor<f32>
    %cst_308 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1061 = stablehlo.subtract %cst_308, %1060 : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %1061, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1063 = stablehlo.divide %1053, %1062 : tensor<256xf32>
    %cst_309 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1064 = stablehlo.power %cst_309, %674 : tensor<f32>
    %cst_310 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1065 = stablehlo.subtract %cst_310, %1064 : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %1065, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1067 = stablehlo.divide %1059, %1066 : tensor<256xf32>
    %1068 = stablehlo.sqrt %1067 : tensor<256xf32>
    %cst_311 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1070 = stablehlo.add %1068, %1069 : tensor<256xf32>
    %1071 = stablehlo.divide %1063, %1070 : tensor<256xf32>
    %cst_312 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1073 = stablehlo.multiply %1072, %arg12 : tensor<256xf32>
    %1074 = stablehlo.add %1071, %1073 : tensor<256xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1076 = stablehlo.multiply %1075, %1074 : tensor<256xf32>
    %1077 = stablehlo.subtract %arg12, %1076 : tensor<256xf32>
    %1078 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1079 = stablehlo.multiply %428, %1078 : tensor<256xf32>
    %cst_314 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1081 = stablehlo.multiply %1080, %arg37 : tensor<256xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1083 = stablehlo.multiply %1082, %1079 : tensor<256xf32>
    %1084 = stablehlo.add %1081, %1083 : tensor<256xf32>
    %cst_316 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1086 = stablehlo.multiply %1085, %arg61 : tensor<256xf32>
    %1087 = chlo.square %1079 : tensor<256xf32> -> tensor<256xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1089 = stablehlo.multiply %1088, %1087 : tensor<256xf32>
    %1090 = stablehlo.add %1086, %1089 : tensor<256xf32>
    %cst_318 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1091 = stablehlo.power %cst_318, %674 : tensor<f32>
    %cst_319 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1092 = stablehlo.subtract %cst_319, %1091 : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %1092, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1094 = stablehlo.divide %1084, %1093 : tensor<256xf32>
    %cst_320 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1095 = stablehlo.power %cst_320, %674 : tensor<f32>
    %cst_321 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1096 = stablehlo.subtract %cst_321, %1095 : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %1096, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1098 = stablehlo.divide %1090, %1097 : tensor<256xf32>
    %1099 = stablehlo.sqrt %1098 : tensor<256xf32>
    %cst_322 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1101 = stablehlo.add %1099, %1100 : tensor<256xf32>
    %1102 = stablehlo.divide %1094, %1101 : tensor<256xf32>
    %cst_323 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1104 = stablehlo.multiply %1103, %arg13 : tensor<256xf32>
    %1105 = stablehlo.add %1102, %1104 : tensor<256xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1107 = stablehlo.multiply %1106, %1105 : tensor<256xf32>
    %1108 = stablehlo.subtract %arg13, %1107 : tensor<256xf32>
    %1109 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1110 = stablehlo.multiply %424, %1109 : tensor<256x768xf32>
    %cst_325 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1112 = stablehlo.multiply %1111, %arg38 : tensor<256x768xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1114 = stablehlo.multiply %1113, %1110 : tensor<256x768xf32>
    %1115 = stablehlo.add %1112, %1114 : tensor<256x768xf32>
    %cst_327 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1117 = stablehlo.multiply %1116, %arg62 : tensor<256x768xf32>
    %1118 = chlo.square %1110 : tensor<256x768xf32> -> tensor<256x768xf32>
    %cst_328 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1120 = stablehlo.multiply %1119, %1118 : tensor<256x768xf32>
    %1121 = stablehlo.add %1117, %1120 : tensor<256x768xf32>
    %cst_329 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1122 = stablehlo.power %cst_329, %674 : tensor<f32>
    %cst_330 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1123 = stablehlo.subtract %cst_330, %1122 : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %1123, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1125 = stablehlo.divide %1115, %1124 : tensor<256x768xf32>
    %cst_331 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1126 = stablehlo.power %cst_331, %674 : tensor<f32>
    %cst_332 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1127 = stablehlo.subtract %cst_332, %1126 : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %1127, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1129 = stablehlo.divide %1121, %1128 : tensor<256x768xf32>
    %1130 = stablehlo.sqrt %1129 : tensor<256x768xf32>
    %cst_333 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1132 = stablehlo.add %1130, %1131 : tensor<256x768xf32>
    %1133 = stablehlo.divide %1125, %1132 : tensor<256x768xf32>
    %cst_334 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1134 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1135 = stablehlo.multiply %1134, %arg14 : tensor<256x768xf32>
    %1136 = stablehlo.add %1133, %1135 : tensor<256x768xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1138 = stablehlo.multiply %1137, %1136 : tensor<256x768xf32>
    %1139 = stablehlo.subtract %arg14, %1138 : tensor<256x768xf32>
    %1140 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1141 = stablehlo.multiply %390, %1140 : tensor<256x256xf32>
    %cst_336 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1143 = stablehlo.multiply %1142, %arg39 : tensor<256x256xf32>
    %cst_337 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1145 = stablehlo.multiply %1144, %1141 : tensor<256x256xf32>
    %1146 = stablehlo.add %1143, %1145 : tensor<256x256xf32>
    %cst_338 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1148 = stablehlo.multiply %1147, %arg63 : tensor<256x256xf32>
    %1149 = chlo.square %1141 : tensor<256x256xf32> -> tensor<256x256xf32>
    %cst_339 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1151 = stablehlo.multiply %1150, %1149 : tensor<256x256xf32>
    %1152 = stablehlo.add %1148, %1151 : tensor<256x256xf32>
    %cst_340 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1153 = stablehlo.power %cst_340, %674 : tensor<f32>
    %cst_341 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1154 = stablehlo.subtract %cst_341, %1153 : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %1154, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1156 = stablehlo.divide %1146, %1155 : tensor<256x256xf32>
    %cst_342 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1157 = stablehlo.power %cst_342, %674 : tensor<f32>
    %cst_343 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1158 = stablehlo.subtract %cst_343, %1157 : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1160 = stablehlo.divide %1152, %1159 : tensor<256x256xf32>
    %1161 = stablehlo.sqrt %1160 : tensor<256x256xf32>
    %cst_344 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1163 = stablehlo.add %1161, %1162 : tensor<256x256xf32>
    %1164 = stablehlo.divide %1156, %1163 : tensor<256x256xf32>
    %cst_345 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1166 = stablehlo.multiply %1165, %arg15 : tensor<256x256xf32>
    %1167 = stablehlo.add %1164, %1166 : tensor<256x256xf32>
    %cst_346 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1169 = stablehlo.multiply %1168, %1167 : tensor<256x256xf32>
    %1170 = stablehlo.subtract %arg15, %1169 : tensor<256x256xf32>
    %1171 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1172 = stablehlo.multiply %363, %1171 : tensor<256xf32>
    %cst_347 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1174 = stablehlo.multiply %1173, %arg40 : tensor<256xf32>
    %cst_348 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1176 = stablehlo.multiply %1175, %1172 : tensor<256xf32>
    %1177 = stablehlo.add %1174, %1176 : tensor<256xf32>
    %cst_349 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1179 = stablehlo.multiply %1178, %arg64 : tensor<256xf32>
    %1180 = chlo.square %1172 : tensor<256xf32> -> tensor<256xf32>
    %cst_350 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1182 = stablehlo.multiply %1181, %1180 : tensor<256xf32>
    %1183 = stablehlo.add %1179, %1182 : tensor<256xf32>
    %cst_351 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1184 = stablehlo.power %cst_351, %674 : tensor<f32>
    %cst_352 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1185 = stablehlo.subtract %cst_352, %1184 : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %1185, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1187 = stablehlo.divide %1177, %1186 : tensor<256xf32>
    %cst_353 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1188 = stablehlo.power %cst_353, %674 : tensor<f32>
    %cst_354 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1189 = stablehlo.subtract %cst_354, %1188 : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %1189, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1191 = stablehlo.divide %1183, %1190 : tensor<256xf32>
    %1192 = stablehlo.sqrt %1191 : tensor<256xf32>
    %cst_355 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1194 = stablehlo.add %1192, %1193 : tensor<256xf32>
    %1195 = stablehlo.divide %1187, %1194 : tensor<256xf32>
    %cst_356 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1197 = stablehlo.multiply %1196, %arg16 : tensor<256xf32>
    %1198 = stablehlo.add %1195, %1197 : tensor<256xf32>
    %cst_357 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1199 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1200 = stablehlo.multiply %1199, %1198 : tensor<256xf32>
    %1201 = stablehlo.subtract %arg16, %1200 : tensor<256xf32>
    %1202 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1203 = stablehlo.multiply %357, %1202 : tensor<256xf32>
    %cst_358 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1204 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1205 = stablehlo.multiply %1204, %arg41 : tensor<256xf32>
    %cst_359 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1207 = stablehlo.multiply %1206, %1203 : tensor<256xf32>
    %1208 = stablehlo.add %1205, %1207 : tensor<256xf32>
    %cst_360 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1210 = stablehlo.multiply %1209, %arg65 : tensor<256xf32>
    %1211 = chlo.square %1203 : tensor<256xf32> -> tensor<256xf32>
    %cst_361 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1212 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1213 = stablehlo.multiply %1212, %1211 : tensor<256xf32>
    %1214 = stablehlo.add %1210, %1213 : tensor<256xf32>
    %cst_362 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1215 = stablehlo.power %cst_362, %674 : tensor<f32>
    %cst_363 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1216 = stablehlo.subtract %cst_363, %1215 : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %1216, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1218 = stablehlo.divide %1208, %1217 : tensor<256xf32>
    %cst_364 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1219 = stablehlo.power %cst_364, %674 : tensor<f32>
    %cst_365 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1220 = stablehlo.subtract %cst_365, %1219 : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1222 = stablehlo.divide %1214, %1221 : tensor<256xf32>
    %1223 = stablehlo.sqrt %1222 : tensor<256xf32>
    %cst_366 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1224 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1225 = stablehlo.add %1223, %1224 : tensor<256xf32>
    %1226 = stablehlo.divide %1218, %1225 : tensor<256xf32>
    %cst_367 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1227 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1228 = stablehlo.multiply %1227, %arg17 : tensor<256xf32>
    %1229 = stablehlo.add %1226, %1228 : tensor<256xf32>
    %cst_368 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1230 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1231 = stablehlo.multiply %1230, %1229 : tensor<256xf32>
    %1232 = stablehlo.subtract %arg17, %1231 : tensor<256xf32>
    %1233 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1234 = stablehlo.multiply %353, %1233 : tensor<256x1024xf32>
    %cst_369 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1236 = stablehlo.multiply %1235, %arg42 : tensor<256x1024xf32>
    %cst_370 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1238 = stablehlo.multiply %1237, %1234 : tensor<256x1024xf32>
    %1239 = stablehlo.add %1236, %1238 : tensor<256x1024xf32>
    %cst_371 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1241 = stablehlo.multiply %1240, %arg66 : tensor<256x1024xf32>
    %1242 = chlo.square %1234 : tensor<256x1024xf32> -> tensor<256x1024xf32>
    %cst_372 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1244 = stablehlo.multiply %1243, %1242 : tensor<256x1024xf32>
    %1245 = stablehlo.add %1241, %1244 : tensor<256x1024xf32>
    %cst_373 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1246 = stablehlo.power %cst_373, %674 : tensor<f32>
    %cst_374 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1247 = stablehlo.subtract %cst_374, %1246 : tensor<f32>
    %1248 = stablehlo.broadcast_in_dim %1247, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1249 = stablehlo.divide %1239, %1248 : tensor<256x1024xf32>
    %cst_375 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1250 = stablehlo.power %cst_375, %674 : tensor<f32>
    %cst_376 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1251 = stablehlo.subtract %cst_376, %1250 : tensor<f32>
    %1252 = stablehlo.broadcast_in_dim %1251, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1253 = stablehlo.divide %1245, %1252 : tensor<256x1024xf32>
    %1254 = stablehlo.sqrt %1253 : tensor<256x1024xf32>
    %cst_377 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1256 = stablehlo.add %1254, %1255 : tensor<256x1024xf32>
    %1257 = stablehlo.divide %1249, %1256 : tensor<256x1024xf32>
    %cst_378 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1258 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1259 = stablehlo.multiply %1258, %arg18 : tensor<256x1024xf32>
    %1260 = stablehlo.add %1257, %1259 : tensor<256x1024xf32>
    %cst_379 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1262 = stablehlo.multiply %1261, %1260 : tensor<256x1024xf32>
    %1263 = stablehlo.subtract %arg18, %1262 : tensor<256x1024xf32>
    %1264 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1265 = stablehlo.multiply %351, %1264 : tensor<1024xf32>
    %cst_380 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1266 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1267 = stablehlo.multiply %1266, %arg43 : tensor<1024xf32>
    %cst_381 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1268 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1269 = stablehlo.multiply %1268, %1265 : tensor<1024xf32>
    %1270 = stablehlo.add %1267, %1269 : tensor<1024xf32>
    %cst_382 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1272 = stablehlo.multiply %1271, %arg67 : tensor<1024xf32>
    %1273 = chlo.square %1265 : tensor<1024xf32> -> tensor<1024xf32>
    %cst_383 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1274 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1275 = stablehlo.multiply %1274, %1273 : tensor<1024xf32>
    %1276 = stablehlo.add %1272, %1275 : tensor<1024xf32>
    %cst_384 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1277 = stablehlo.power %cst_384, %674 : tensor<f32>
    %cst_385 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1278 = stablehlo.subtract %cst_385, %1277 : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %1278, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1280 = stablehlo.divide %1270, %1279 : tensor<1024xf32>
    %cst_386 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1281 = stablehlo.power %cst_386, %674 : tensor<f32>
    %cst_387 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1282 = stablehlo.subtract %cst_387, %1281 : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %1282, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1284 = stablehlo.divide %1276, %1283 : tensor<1024xf32>
    %1285 = stablehlo.sqrt %1284 : tensor<1024xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1286 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1287 = stablehlo.add %1285, %1286 : tensor<1024xf32>
    %1288 = stablehlo.divide %1280, %1287 : tensor<1024xf32>
    %cst_389 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1290 = stablehlo.multiply %1289, %arg19 : tensor<1024xf32>
    %1291 = stablehlo.add %1288, %1290 : tensor<1024xf32>
    %cst_390 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1292 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1293 = stablehlo.multiply %1292, %1291 : tensor<1024xf32>
    %1294 = stablehlo.subtract %arg19, %1293 : tensor<1024xf32>
    %1295 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1296 = stablehlo.multiply %333, %1295 : tensor<1024x256xf32>
    %cst_391 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1297 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1298 = stablehlo.multiply %1297, %arg44 : tensor<1024x256xf32>
    %cst_392 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1299 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1300 = stablehlo.multiply %1299, %1296 : tensor<1024x256xf32>
    %1301 = stablehlo.add %1298, %1300 : tensor<1024x256xf32>
    %cst_393 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1302 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1303 = stablehlo.multiply %1302, %arg68 : tensor<1024x256xf32>
    %1304 = chlo.square %1296 : tensor<1024x256xf32> -> tensor<1024x256xf32>
    %cst_394 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1305 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1306 = stablehlo.multiply %1305, %1304 : tensor<1024x256xf32>
    %1307 = stablehlo.add %1303, %1306 : tensor<1024x256xf32>
    %cst_395 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1308 = stablehlo.power %cst_395, %674 : tensor<f32>
    %cst_396 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1309 = stablehlo.subtract %cst_396, %1308 : tensor<f32>
    %1310 = stablehlo.broadcast_in_dim %1309, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1311 = stablehlo.divide %1301, %1310 : tensor<1024x256xf32>
    %cst_397 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1312 = stablehlo.power %cst_397, %674 : tensor<f32>
    %cst_398 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1313 = stablehlo.subtract %cst_398, %1312 : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1315 = stablehlo.divide %1307, %1314 : tensor<1024x256xf32>
    %1316 = stablehlo.sqrt %1315 : tensor<1024x256xf32>
    %cst_399 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1317 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1318 = stablehlo.add %1316, %1317 : tensor<1024x256xf32>
    %1319 = stablehlo.divide %1311, %1318 : tensor<1024x256xf32>
    %cst_400 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1320 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1321 = stablehlo.multiply %1320, %arg20 : tensor<1024x256xf32>
    %1322 = stablehlo.add %1319, %1321 : tensor<1024x256xf32>
    %cst_401 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1324 = stablehlo.multiply %1323, %1322 : tensor<1024x256xf32>
    %1325 = stablehlo.subtract %arg20, %1324 : tensor<1024x256xf32>
    %1326 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1327 = stablehlo.multiply %331, %1326 : tensor<256xf32>
    %cst_402 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1329 = stablehlo.multiply %1328, %arg45 : tensor<256xf32>
    %cst_403 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1331 = stablehlo.multiply %1330, %1327 : tensor<256xf32>
    %1332 = stablehlo.add %1329, %1331 : tensor<256xf32>
    %cst_404 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1334 = stablehlo.multiply %1333, %arg69 : tensor<256xf32>
    %1335 = chlo.square %1327 : tensor<256xf32> -> tensor<256xf32>
    %cst_405 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1337 = stablehlo.multiply %1336, %1335 : tensor<256xf32>
    %1338 = stablehlo.add %1334, %1337 : tensor<256xf32>
    %cst_406 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1339 = stablehlo.power %cst_406, %674 : tensor<f32>
    %cst_407 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1340 = stablehlo.subtract %cst_407, %1339 : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %1340, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1342 = stablehlo.divide %1332, %1341 : tensor<256xf32>
    %cst_408 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1343 = stablehlo.power %cst_408, %674 : tensor<f32>
    %cst_409 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1344 = stablehlo.subtract %cst_409, %1343 : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %1344, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1346 = stablehlo.divide %1338, %1345 : tensor<256xf32>
    %1347 = stablehlo.sqrt %1346 : tensor<256xf32>
    %cst_410 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1349 = stablehlo.add %1347, %1348 : tensor<256xf32>
    %1350 = stablehlo.divide %1342, %1349 : tensor<256xf32>
    %cst_411 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1352 = stablehlo.multiply %1351, %arg21 : tensor<256xf32>
    %1353 = stablehlo.add %1350, %1352 : tensor<256xf32>
    %cst_412 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1355 = stablehlo.multiply %1354, %1353 : tensor<256xf32>
    %1356 = stablehlo.subtract %arg21, %1355 : tensor<256xf32>
    %1357 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1358 = stablehlo.multiply %304, %1357 : tensor<256xf32>
    %cst_413 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1360 = stablehlo.multiply %1359, %arg46 : tensor<256xf32>
    %cst_414 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1362 = stablehlo.multiply %1361, %1358 : tensor<256xf32>
    %1363 = stablehlo.add %1360, %1362 : tensor<256xf32>
    %cst_415 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1364 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1365 = stablehlo.multiply %1364, %arg70 : tensor<256xf32>
    %1366 = chlo.square %1358 : tensor<256xf32> -> tensor<256xf32>
    %cst_416 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1368 = stablehlo.multiply %1367, %1366 : tensor<256xf32>
    %1369 = stablehlo.add %1365, %1368 : tensor<256xf32>
    %cst_417 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1370 = stablehlo.power %cst_417, %674 : tensor<f32>
    %cst_418 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1371 = stablehlo.subtract %cst_418, %1370 : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %1371, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1373 = stablehlo.divide %1363, %1372 : tensor<256xf32>
    %cst_419 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1374 = stablehlo.power %cst_419, %674 : tensor<f32>
    %cst_420 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1375 = stablehlo.subtract %cst_420, %1374 : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %1375, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1377 = stablehlo.divide %1369, %1376 : tensor<256xf32>
    %1378 = stablehlo.sqrt %1377 : tensor<256xf32>
    %cst_421 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1380 = stablehlo.add %1378, %1379 : tensor<256xf32>
    %1381 = stablehlo.divide %1373, %1380 : tensor<256xf32>
    %cst_422 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1382 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1383 = stablehlo.multiply %1382, %arg22 : tensor<256xf32>
    %1384 = stablehlo.add %1381, %1383 : tensor<256xf32>
    %cst_423 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1386 = stablehlo.multiply %1385, %1384 : tensor<256xf32>
    %1387 = stablehlo.subtract %arg22, %1386 : tensor<256xf32>
    %1388 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1389 = stablehlo.multiply %298, %1388 : tensor<256xf32>
    %cst_424 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1391 = stablehlo.multiply %1390, %arg47 : tensor<256xf32>
    %cst_425 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1393 = stablehlo.multiply %1392, %1389 : tensor<256xf32>
    %1394 = stablehlo.add %1391, %1393 : tensor<256xf32>
    %cst_426 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1396 = stablehlo.multiply %1395, %arg71 : tensor<256xf32>
    %1397 = chlo.square %1389 : tensor<256xf32> -> tensor<256xf32>
    %cst_427 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1399 = stablehlo.multiply %1398, %1397 : tensor<256xf32>
    %1400 = stablehlo.add %1396, %1399 : tensor<256xf32>
    %cst_428 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1401 = stablehlo.power %cst_428, %674 : tensor<f32>
    %cst_429 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1402 = stablehlo.subtract %cst_429, %1401 : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %1402, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1404 = stablehlo.divide %1394, %1403 : tensor<256xf32>
    %cst_430 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1405 = stablehlo.power %cst_430, %674 : tensor<f32>
    %cst_431 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1406 = stablehlo.subtract %cst_431, %1405 : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %1406, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1408 = stablehlo.divide %1400, %1407 : tensor<256xf32>
    %1409 = stablehlo.sqrt %1408 : tensor<256xf32>
    %cst_432 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1411 = stablehlo.add %1409, %1410 : tensor<256xf32>
    %1412 = stablehlo.divide %1404, %1411 : tensor<256xf32>
    %cst_433 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1414 = stablehlo.multiply %1413, %arg23 : tensor<256xf32>
    %1415 = stablehlo.add %1412, %1414 : tensor<256xf32>
    %cst_434 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1417 = stablehlo.multiply %1416, %1415 : tensor<256xf32>
    %1418 = stablehlo.subtract %arg23, %1417 : tensor<256xf32>
    %c_435 = stablehlo.constant dense<1> : tensor<i32>
    %1419 = stablehlo.add %arg72, %c_435 : tensor<i32>
    return %286, %705, %736, %767, %798, %829, %860, %891, %922, %953, %984, %1015, %1046, %1077, %1108, %1139, %1170, %1201, %1232, %1263, %1294, %1325, %1356, %1387, %1418, %681, %712, %743, %774, %805, %836, %867, %898, %929, %960, %991, %1022, %1053, %1084, %1115, %1146, %1177, %1208, %1239, %1270, %1301, %1332, %1363, %1394, %687, %718, %749, %780, %811, %842, %873, %904, %935, %966, %997, %1028, %1059, %1090, %1121, %1152, %1183, %1214, %1245, %1276, %1307, %1338, %1369, %1400, %1419 : tensor<f32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i32>
  }
  func.func private @tril(%arg0: tensor<128x128xi1>) -> tensor<128x128xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %2 = stablehlo.add %0, %1 : tensor<128x128xi32>
    %3 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<128x128xi1>, tensor<128x128xi1>
    return %6 : tensor<128x128xi1>
  }
  func.func private @_where(%arg0: tensor<128x128xi1>, %arg1: tensor<8x4x128x128xf32>, %arg2: tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    return %2, %0 : tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>
  }
  func.func private @log_softmax(%arg0: tensor<8x128x256xf32>) -> (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x128x256xf32>
    %6 = stablehlo.exponential %5 : tensor<8x128x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %9 = stablehlo.log %8 : tensor<8x128x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x128x256xf32>
    return %11, %6, %8 : tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x128x256xf32>, %arg1: tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x128x1xi32>, tensor<8x128x1xi32>) -> tensor<8x128x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x128x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x128x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x128x1xi1>, tensor<8x128x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x128x1xi32>) -> tensor<8x128x1x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x128x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x128x1x1xi32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x128x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x128x1x1xi32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x128x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x128x1x1xi1>, tensor<i1>) -> tensor<8x128x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x128x256xf32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x128x1xi1>, tensor<8x128x1xf32>
    return %15, %5 : tensor<8x128x1xf32>, tensor<8x128x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<8x128x1x1xi32>, %arg1: tensor<8x128x1xf32>) -> tensor<8x128x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x128x256xf32>, tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    return %1 : tensor<8x128x256xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<8x128x256xf32>, %arg1: tensor<8x128x1xf32>, %arg2: tensor<8x128x256xf32>) -> tensor<8x128x256xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x128x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x128x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x128x256xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x128x256xf32>
    return %7 : tensor<8x128x256xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x4x128x128xi1>, %arg1: tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    return %1 : tensor<8x4x128x128xf32>
  }
}
