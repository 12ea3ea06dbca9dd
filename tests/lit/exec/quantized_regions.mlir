// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM

// Quantized constants, the quantized ops with a body (reduce, reduce_window, sort, map, scatter,
// select_and_scatter) and the storage range of 32-bit and f16 types, on both paths. The spec types
// these bodies with the quantized element types: each op in a body is itself quantized (an `add`
// there is dequantize, add, quantize), and an operand whose body argument has a wider storage type
// is first converted to it (`to_destination_type`, a requantization). Expected values by hand:
//   quantize(x)   = convert(round_nearest_even(clamp(min, x / scale + zero_point, max)))
//   dequantize(q) = (q - zero_point) * scale
// Every partial result below is exact in its type, so the (implementation-defined) order of a
// reduction does not matter.
// CHECK: irc: 8 function(s) ran in 1 case(s): 8 passed, 0 failed
// VM-NOT: error
// VM: EXEC @reduce_constant

func.func @reduce_constant() {
  // A quantized constant holds storage values: 10, 20, 30, 41 at scale 0.5, zero point 2 are
  // 4, 9, 14, 19.5; the init 2 is 0.0. Sums 4, 13, 27, 46.5, each quantized: 46.5 / 0.5 + 2 = 95.
  %x = stablehlo.constant dense<[10, 20, 30, 41]> : tensor<4x!quant.uniform<i8:f32, 0.5:2>>
  %i = stablehlo.constant dense<2> : tensor<!quant.uniform<i8:f32, 0.5:2>>
  %r = "stablehlo.reduce"(%x, %i) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:2>>, %b: tensor<!quant.uniform<i8:f32, 0.5:2>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5:2>>
      stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5:2>>
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5:2>>, tensor<!quant.uniform<i8:f32, 0.5:2>>) -> tensor<!quant.uniform<i8:f32, 0.5:2>>
  %rs = stablehlo.bitcast_convert %r : (tensor<!quant.uniform<i8:f32, 0.5:2>>) -> tensor<i8>
  check.expect_eq_const %rs, dense<95> : tensor<i8>
  func.return
}

func.func @reduce_promoted() {
  // is_promotable: an i8 input reduced in an i16 body. 100, 120, -128, 127 at 0.5:2 are 49, 59,
  // -65, 62.5, requantized to i16 at 0.25: 196, 236, -260, 250 (init 0). The sum 105.5 is 422 at
  // 0.25 (in the i8 type it would pass 127 and clamp: 105.5 / 0.5 + 2 = 213).
  %x = stablehlo.constant dense<[100, 120, -128, 127]> : tensor<4x!quant.uniform<i8:f32, 0.5:2>>
  %i = stablehlo.constant dense<2> : tensor<!quant.uniform<i8:f32, 0.5:2>>
  %r = "stablehlo.reduce"(%x, %i) ({
    ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
      stablehlo.return %s : tensor<!quant.uniform<i16:f32, 0.25>>
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5:2>>, tensor<!quant.uniform<i8:f32, 0.5:2>>) -> tensor<!quant.uniform<i16:f32, 0.25>>
  %rs = stablehlo.bitcast_convert %r : (tensor<!quant.uniform<i16:f32, 0.25>>) -> tensor<i16>
  check.expect_eq_const %rs, dense<422> : tensor<i16>
  func.return
}

func.func @reduce_window_max() {
  // 3, -1, 7, 2 at 0.5:-1 are 2, 0, 4, 1.5; the init -128 is -63.5. Windows of 2, stride 1:
  // max 2, 4, 4, quantized 2 / 0.5 - 1 = 3, 7, 7.
  %x = stablehlo.constant dense<[3, -1, 7, 2]> : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  %i = stablehlo.constant dense<-128> : tensor<!quant.uniform<i8:f32, 0.5:-1>>
  %r = "stablehlo.reduce_window"(%x, %i) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:-1>>, %b: tensor<!quant.uniform<i8:f32, 0.5:-1>>):
      %m = stablehlo.maximum %a, %b : tensor<!quant.uniform<i8:f32, 0.5:-1>>
      stablehlo.return %m : tensor<!quant.uniform<i8:f32, 0.5:-1>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>} : (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
  %rs = stablehlo.bitcast_convert %r : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3xi8>
  check.expect_eq_const %rs, dense<[3, 7, 7]> : tensor<3xi8>
  func.return
}

func.func @sort_by_value() {
  // 5, -3, 9, 0 at 0.25:1 are 1, -1, 2, -0.25; ascending: -1, -0.25, 1, 2, that is storage -3,
  // 0, 5, 9, carrying the indices 1, 3, 0, 2.
  %x = stablehlo.constant dense<[5, -3, 9, 0]> : tensor<4x!quant.uniform<i8:f32, 0.25:1>>
  %n = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %r:2 = "stablehlo.sort"(%x, %n) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25:1>>, %b: tensor<!quant.uniform<i8:f32, 0.25:1>>, %c: tensor<i32>, %d: tensor<i32>):
      %lt = stablehlo.compare LT, %a, %b : (tensor<!quant.uniform<i8:f32, 0.25:1>>, tensor<!quant.uniform<i8:f32, 0.25:1>>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4x!quant.uniform<i8:f32, 0.25:1>>, tensor<4xi32>) -> (tensor<4x!quant.uniform<i8:f32, 0.25:1>>, tensor<4xi32>)
  %rs = stablehlo.bitcast_convert %r#0 : (tensor<4x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<4xi8>
  check.expect_eq_const %rs, dense<[-3, 0, 5, 9]> : tensor<4xi8>
  check.expect_eq_const %r#1, dense<[1, 3, 0, 2]> : tensor<4xi32>
  func.return
}

func.func @map_multiply() {
  // 4, 6 and 2, 10 at scale 0.5 are 2, 3 and 1, 5; products 2, 15 at scale 0.25: 8, 60.
  %a = stablehlo.constant dense<[4, 6]> : tensor<2x!quant.uniform<i8:f32, 0.5>>
  %b = stablehlo.constant dense<[2, 10]> : tensor<2x!quant.uniform<i8:f32, 0.5>>
  %r = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<!quant.uniform<i8:f32, 0.5>>, %y: tensor<!quant.uniform<i8:f32, 0.5>>):
      %p = stablehlo.multiply %x, %y : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<!quant.uniform<i8:f32, 0.25>>
      stablehlo.return %p : tensor<!quant.uniform<i8:f32, 0.25>>
  }) {dimensions = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.25>>
  %rs = stablehlo.bitcast_convert %r : (tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2xi8>
  check.expect_eq_const %rs, dense<[8, 60]> : tensor<2xi8>
  func.return
}

func.func @scatter_add() {
  // The input 1, 1, 1, 1 at 0.5:1 is all 0.0; the updates 7, 9 are 3.0, 4.0, added at indices 1
  // and 3: 0, 3, 0, 4, quantized 1, 7, 1, 9.
  %x = stablehlo.constant dense<1> : tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %idx = stablehlo.constant dense<[[1], [3]]> : tensor<2x1xi64>
  %u = stablehlo.constant dense<[7, 9]> : tensor<2x!quant.uniform<i8:f32, 0.5:1>>
  %r = "stablehlo.scatter"(%x, %idx, %u) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<!quant.uniform<i8:f32, 0.5:1>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5:1>>
      stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5:1>>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x1xi64>, tensor<2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %rs = stablehlo.bitcast_convert %r : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xi8>
  check.expect_eq_const %rs, dense<[1, 7, 1, 9]> : tensor<4xi8>
  func.return
}

func.func @select_and_scatter_add() {
  // The operand 1, 5, 3, 2 at 0.5 is 0.5, 2.5, 1.5, 1.0; windows of 2, stride 2, `GE` selects
  // index 1 (2.5) and index 2 (1.5). The source 4, 6 (2.0, 3.0) goes there onto the init 0:
  // 0, 2, 3, 0, quantized 0, 4, 6, 0.
  %x = stablehlo.constant dense<[1, 5, 3, 2]> : tensor<4x!quant.uniform<i8:f32, 0.5>>
  %src = stablehlo.constant dense<[4, 6]> : tensor<2x!quant.uniform<i8:f32, 0.5>>
  %i = stablehlo.constant dense<0> : tensor<!quant.uniform<i8:f32, 0.5>>
  %r = "stablehlo.select_and_scatter"(%x, %src, %i) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
      %ge = stablehlo.compare GE, %a, %b : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<i1>
      stablehlo.return %ge : tensor<i1>
  }, {
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5>>
      stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %rs = stablehlo.bitcast_convert %r : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4xi8>
  check.expect_eq_const %rs, dense<[0, 4, 6, 0]> : tensor<4xi8>
  func.return
}

func.func @storage_bounds_not_exact() {
  // i32 storage, f32 expressed, scale 1: 2^31 - 1 is 2147483648.0 in f32, so a clamp in f32 alone
  // lets 3e9 through as 2^31, which does not fit i32. The result is the storage bound:
  // 3e9 -> 2147483647, -3e9 -> -2147483648, 2147483520 (exact in f32) stays, 100.5 rounds to
  // even: 100.
  %x = stablehlo.constant dense<[3.0e9, -3.0e9, 2147483520.0, 100.5]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i32:f32, 1.0>>
  %s = stablehlo.bitcast_convert %q : (tensor<4x!quant.uniform<i32:f32, 1.0>>) -> tensor<4xi32>
  check.expect_eq_const %s, dense<[2147483647, -2147483648, 2147483520, 100]> : tensor<4xi32>
  // A narrowed range: -2147483647 is -2147483648.0 in f32 too; -3e9 -> -2147483647.
  %n = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i32<-2147483647:2147483647>:f32, 1.0>>
  %ns = stablehlo.bitcast_convert %n : (tensor<4x!quant.uniform<i32<-2147483647:2147483647>:f32, 1.0>>) -> tensor<4xi32>
  check.expect_eq_const %ns, dense<[2147483647, -2147483647, 2147483520, 100]> : tensor<4xi32>
  // i16 storage, f16 expressed: 32767 is 32768.0 in f16; 40000 (exact in f16) -> 32767,
  // -40000 -> -32768 (exact), 1000 -> 1000.
  %h = stablehlo.constant dense<[40000.0, -40000.0, 1000.0]> : tensor<3xf16>
  %hq = stablehlo.uniform_quantize %h : (tensor<3xf16>) -> tensor<3x!quant.uniform<i16:f16, 1.0>>
  %hs = stablehlo.bitcast_convert %hq : (tensor<3x!quant.uniform<i16:f16, 1.0>>) -> tensor<3xi16>
  check.expect_eq_const %hs, dense<[32767, -32768, 1000]> : tensor<3xi16>
  func.return
}
