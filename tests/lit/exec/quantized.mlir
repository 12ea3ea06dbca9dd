// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM

// Quantized types (rewritten by quant-to-math on both paths). Every expected value is computed by
// hand beside it from the specification's formulas:
//   quantize(x)   = convert(round_nearest_even(clamp(min, x / scale + zero_point, max)))
//   dequantize(q) = (q - zero_point) * scale
// CHECK: irc: 10 function(s) ran in 1 case(s): 10 passed, 0 failed
// VM-NOT: error
// VM: EXEC @per_tensor

func.func @per_tensor() {
  // x / 0.5 + 3: 5, 7, 2, 203 (clamped to 127), 3.5 (rounds to even: 4).
  %x = stablehlo.constant dense<[1.0, 2.0, -0.5, 100.0, 0.25]> : tensor<5xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<5xf32>) -> tensor<5x!quant.uniform<i8:f32, 0.5:3>>
  %s = stablehlo.bitcast_convert %q : (tensor<5x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<5xi8>
  check.expect_eq_const %s, dense<[5, 7, 2, 127, 4]> : tensor<5xi8>
  // (q - 3) * 0.5: 1.0, 2.0, -0.5, 62.0, 0.5.
  %d = stablehlo.uniform_dequantize %q : (tensor<5x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<5xf32>
  check.expect_eq_const %d, dense<[1.0, 2.0, -0.5, 62.0, 0.5]> : tensor<5xf32>
  func.return
}

func.func @storage_range_and_unsigned() {
  // Storage range [-127, 127], scale 1: -200 clamps to -127; 2.5 and -2.5 round to even.
  %x = stablehlo.constant dense<[-200.0, 2.5, -2.5]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8<-127:127>:f32, 1.0>>
  %s = stablehlo.bitcast_convert %q : (tensor<3x!quant.uniform<i8<-127:127>:f32, 1.0>>) -> tensor<3xi8>
  check.expect_eq_const %s, dense<[-127, 2, -2]> : tensor<3xi8>
  // Unsigned storage, x / 0.25 + 10: 14, -10 (clamped to 0), 290 (clamped to 255).
  %y = stablehlo.constant dense<[1.0, -5.0, 70.0]> : tensor<3xf32>
  %u = stablehlo.uniform_quantize %y : (tensor<3xf32>) -> tensor<3x!quant.uniform<u8:f32, 0.25:10>>
  %us = stablehlo.bitcast_convert %u : (tensor<3x!quant.uniform<u8:f32, 0.25:10>>) -> tensor<3xui8>
  check.expect_eq_const %us, dense<[14, 0, 255]> : tensor<3xui8>
  func.return
}

func.func @per_axis() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  // Along dimension 0: row 0 x / 0.5 + 1 = 3, 5, 7; row 1 x / 2 - 1 = 1, 1.5 (to even: 2), 2.
  %q0 = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1,2.0:-1}>>
  %s0 = stablehlo.bitcast_convert %q0 : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1,2.0:-1}>>) -> tensor<2x3xi8>
  check.expect_eq_const %s0, dense<[[3, 5, 7], [1, 2, 2]]> : tensor<2x3xi8>
  // Along dimension 1: column 0 x / 1 = 1, 4; column 1 x / 0.5 + 2 = 6, 12; column 2
  // x / 0.25 - 4 = 8, 20.
  %q1 = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {1.0,0.5:2,0.25:-4}>>
  %s1 = stablehlo.bitcast_convert %q1 : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0,0.5:2,0.25:-4}>>) -> tensor<2x3xi8>
  check.expect_eq_const %s1, dense<[[1, 6, 8], [4, 12, 20]]> : tensor<2x3xi8>
  // Dequantized along dimension 0: (3-1)*0.5, (5-1)*0.5, (7-1)*0.5; (1+1)*2, (2+1)*2, (2+1)*2.
  %d0 = stablehlo.uniform_dequantize %q0 : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1,2.0:-1}>>) -> tensor<2x3xf32>
  check.expect_eq_const %d0, dense<[[1.0, 2.0, 3.0], [4.0, 6.0, 6.0]]> : tensor<2x3xf32>
  func.return
}

func.func @requantize() {
  // Storage 10 and -20 at scale 0.5 are 5.0 and -10.0; at scale 0.25, zero point 4: 24, -36.
  %s = stablehlo.constant dense<[10, -20]> : tensor<2xi8>
  %q = stablehlo.bitcast_convert %s : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %r = stablehlo.uniform_quantize %q : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %rs = stablehlo.bitcast_convert %r : (tensor<2x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<2xi8>
  check.expect_eq_const %rs, dense<[24, -36]> : tensor<2xi8>
  // Per axis to per axis: 10 at {0.1:-30} is 4.0 -> 4.0 / 0.1 - 20 = 20; 10 at {0.5:-20} is
  // 15.0 -> 15.0 / 0.2 - 30 = 45 (the spec's own example).
  %p = stablehlo.constant dense<[10, 10]> : tensor<2xi8>
  %pq = stablehlo.bitcast_convert %p : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %pr = stablehlo.uniform_quantize %pq : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>
  %ps = stablehlo.bitcast_convert %pr : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>) -> tensor<2xi8>
  check.expect_eq_const %ps, dense<[20, 45]> : tensor<2xi8>
  func.return
}

func.func @add() {
  // lhs (10 - 0) * 0.5 = 5, (20 - 0) * 0.5 = 10; rhs (4 - 2) * 0.25 = 0.5, (-6 - 2) * 0.25 = -2;
  // sums 5.5 and 8; at scale 1, zero point -1: 4.5 (to even: 4) and 7.
  %a = stablehlo.constant dense<[10, 20]> : tensor<2xi8>
  %b = stablehlo.constant dense<[4, -6]> : tensor<2xi8>
  %qa = stablehlo.bitcast_convert %a : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %qb = stablehlo.bitcast_convert %b : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.25:2>>
  %sum = stablehlo.add %qa, %qb : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:2>>) -> tensor<2x!quant.uniform<i8:f32, 1.0:-1>>
  %s = stablehlo.bitcast_convert %sum : (tensor<2x!quant.uniform<i8:f32, 1.0:-1>>) -> tensor<2xi8>
  check.expect_eq_const %s, dense<[4, 7]> : tensor<2xi8>
  func.return
}

func.func @dot_general() {
  // lhs storage [[3, 5], [1, -1]] at 0.5:1 is [[1, 2], [0, -1]]; rhs storage [[4, 8], [-4, 12]]
  // at 0.25 is [[1, 2], [-1, 3]]. The product is [[-1, 8], [1, -3]]; at scale 0.5 in i32:
  // [[-2, 16], [2, -6]].
  %a = stablehlo.constant dense<[[3, 5], [1, -1]]> : tensor<2x2xi8>
  %b = stablehlo.constant dense<[[4, 8], [-4, 12]]> : tensor<2x2xi8>
  %qa = stablehlo.bitcast_convert %a : (tensor<2x2xi8>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>
  %qb = stablehlo.bitcast_convert %b : (tensor<2x2xi8>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25>>
  %p = stablehlo.dot_general %qa, %qb, contracting_dims = [1] x [0] : (tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x!quant.uniform<i32:f32, 0.5>>
  %ps = stablehlo.bitcast_convert %p : (tensor<2x2x!quant.uniform<i32:f32, 0.5>>) -> tensor<2x2xi32>
  check.expect_eq_const %ps, dense<[[-2, 16], [2, -6]]> : tensor<2x2xi32>
  // Hybrid: a float lhs times the dequantized rhs, a float result.
  %f = stablehlo.constant dense<[[1.0, 2.0], [0.0, -1.0]]> : tensor<2x2xf32>
  %h = stablehlo.dot_general %f, %qb, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2xf32>
  check.expect_eq_const %h, dense<[[-1.0, 8.0], [1.0, -3.0]]> : tensor<2x2xf32>
  // A per-axis rhs (along its non-contracting dimension 1: [[4, 4], [-4, 6]] at {0.25, 0.5} is
  // the same [[1, 2], [-1, 3]]) and a per-axis result {0.5, 1.0}: [[-2, 8], [2, -3]].
  %c = stablehlo.constant dense<[[4, 4], [-4, 6]]> : tensor<2x2xi8>
  %qc = stablehlo.bitcast_convert %c : (tensor<2x2xi8>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.25,0.5}>>
  %pc = stablehlo.dot_general %qa, %qc, contracting_dims = [1] x [0] : (tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.25,0.5}>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {0.5,1.0}>>
  %pcs = stablehlo.bitcast_convert %pc : (tensor<2x2x!quant.uniform<i32:f32:1, {0.5,1.0}>>) -> tensor<2x2xi32>
  check.expect_eq_const %pcs, dense<[[-2, 8], [2, -3]]> : tensor<2x2xi32>
  func.return
}

func.func @transpose_moves_storage() {
  // The storage of @per_axis's %q0 transposed, its quantization dimension moving from 0 to 1:
  // dequantized column by column, (3-1)*0.5, (5-1)*0.5, (7-1)*0.5 and (1+1)*2, (2+1)*2, (2+1)*2.
  %s = stablehlo.constant dense<[[3, 5, 7], [1, 2, 2]]> : tensor<2x3xi8>
  %q = stablehlo.bitcast_convert %s : (tensor<2x3xi8>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1,2.0:-1}>>
  %t = stablehlo.transpose %q, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1,2.0:-1}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1,2.0:-1}>>
  %d = stablehlo.uniform_dequantize %t : (tensor<3x2x!quant.uniform<i8:f32:1, {0.5:1,2.0:-1}>>) -> tensor<3x2xf32>
  check.expect_eq_const %d, dense<[[1.0, 4.0], [2.0, 6.0], [3.0, 6.0]]> : tensor<3x2xf32>
  func.return
}

func.func private @negate(%x: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>> {
  %n = stablehlo.negate %x : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return %n : tensor<2x!quant.uniform<i8:f32, 0.5:3>>
}

func.func @call_with_quantized_types() {
  // (5 - 3) * 0.5 = 1 and (1 - 3) * 0.5 = -1, negated -1 and 1, quantized -2 + 3 = 1, 2 + 3 = 5.
  %s = stablehlo.constant dense<[5, 1]> : tensor<2xi8>
  %q = stablehlo.bitcast_convert %s : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %n = func.call @negate(%q) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  %ns = stablehlo.bitcast_convert %n : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi8>
  check.expect_eq_const %ns, dense<[1, 5]> : tensor<2xi8>
  func.return
}

func.func @compare_and_select() {
  // (q - 0) * 0.5 against (q - 4) * 0.25: 1 vs 0.5, 2 vs 2, -1 vs -2; GT: true, false, true.
  %a = stablehlo.constant dense<[2, 4, -2]> : tensor<3xi8>
  %b = stablehlo.constant dense<[6, 12, -4]> : tensor<3xi8>
  %qa = stablehlo.bitcast_convert %a : (tensor<3xi8>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  %qb = stablehlo.bitcast_convert %b : (tensor<3xi8>) -> tensor<3x!quant.uniform<i8:f32, 0.25:4>>
  %gt = stablehlo.compare GT, %qa, %qb : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<3x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<3xi1>
  check.expect_eq_const %gt, dense<[true, false, true]> : tensor<3xi1>
  // select picks 1 and -1 from %qa, 2 from %qb; at scale 0.5 with no zero point: 2, 4, -2.
  %m = "stablehlo.select"(%gt, %qa, %qb) : (tensor<3xi1>, tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<3x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  %ms = stablehlo.bitcast_convert %m : (tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3xi8>
  check.expect_eq_const %ms, dense<[2, 4, -2]> : tensor<3xi8>
  func.return
}

func.func @convolution() {
  // lhs storage [2, 4, 6] at 0.5 is [1, 2, 3]; the kernel [2, 4] at 0.5 is [1, 2]; the valid
  // 1-D convolution is [1 + 4, 2 + 6] = [5, 8]; at scale 0.25 in i32: [20, 32]. With a float lhs
  // (hybrid) the result stays float: [5.0, 8.0].
  %a = stablehlo.constant dense<[[[2], [4], [6]]]> : tensor<1x3x1xi8>
  %k = stablehlo.constant dense<[[[2]], [[4]]]> : tensor<2x1x1xi8>
  %qa = stablehlo.bitcast_convert %a : (tensor<1x3x1xi8>) -> tensor<1x3x1x!quant.uniform<i8:f32, 0.5>>
  %qk = stablehlo.bitcast_convert %k : (tensor<2x1x1xi8>) -> tensor<2x1x1x!quant.uniform<i8:f32, 0.5>>
  %c = stablehlo.convolution(%qa, %qk) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1x!quant.uniform<i8:f32, 0.5>>, tensor<2x1x1x!quant.uniform<i8:f32, 0.5>>) -> tensor<1x2x1x!quant.uniform<i32:f32, 0.25>>
  %cs = stablehlo.bitcast_convert %c : (tensor<1x2x1x!quant.uniform<i32:f32, 0.25>>) -> tensor<1x2x1xi32>
  check.expect_eq_const %cs, dense<[[[20], [32]]]> : tensor<1x2x1xi32>
  %f = stablehlo.constant dense<[[[1.0], [2.0], [3.0]]]> : tensor<1x3x1xf32>
  %h = stablehlo.convolution(%f, %qk) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf32>, tensor<2x1x1x!quant.uniform<i8:f32, 0.5>>) -> tensor<1x2x1xf32>
  check.expect_eq_const %h, dense<[[[5.0], [8.0]]]> : tensor<1x2x1xf32>
  func.return
}
