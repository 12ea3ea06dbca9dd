// The 32-bit operands IREE and XLA accept where the specification is narrower: `rng`'s shape as
// `tensor<Nxi32>`, and `rng_bit_generator`'s state as four 32-bit words (read as IREE reads it:
// words 0 and 1 the key, low word first; words 2 and 3 the counter, high word first; the new
// counter written back low word first) or as `i64` words. The first two functions are IREE's e2e
// tests (tests/e2e/stablehlo_ops/philox.mlir and three_fry.mlir) as written, with IREE's numbers;
// the others check the mapping against the `ui64` state by hand
// ([1, 2, 3, 4] is the key 1 + 2 * 2^32 = 8589934593 and the counter 3 * 2^32 + 4 = 12884901892).
// The reference interpreter and the VM with the JIT on and off.
// RUN: irc run-reference %s --all-functions | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' | FileCheck %s
// RUN: irvm run %t.vmfb --function='*' --jit=off | FileCheck %s
// CHECK-NOT: error

func.func @philox_i32() {
  %inp = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0:2 = "stablehlo.rng_bit_generator"(%inp) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<4xi32>) -> (tensor<4xi32>, tensor<8xi32>)
  check.expect_eq_const(%0#1, dense<[-1788415499, 854201270, -855525523, 2043148971, 110723240, 146396481, -1258660138, -1968502964]> : tensor<8xi32>) : tensor<8xi32>
  return
}

func.func @three_fry_i32() {
  %inp = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0:2 = "stablehlo.rng_bit_generator"(%inp) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<4xi32>) -> (tensor<4xi32>, tensor<8xi32>)
  check.expect_eq_const(%0#1, dense<[-1997982863, -261361928, -1008514867, 1226850200, 1419974734, -277475325, 1033030661, -1926332264]> : tensor<8xi32>) : tensor<8xi32>
  return
}

// The same bits as from the ui64 state; the new state keeps the key and holds the new counter
// (the ui64 generator's second word) low word first: 12884901894 = 3 * 2^32 + 6 gives [.., 6, 3].
func.func @four_words_are_two_ui64() {
  %s32 = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xui32>
  %a:2 = stablehlo.rng_bit_generator %s32, algorithm = PHILOX : (tensor<4xui32>) -> (tensor<4xui32>, tensor<8xi32>)
  %s64 = util.unfoldable_constant dense<[8589934593, 12884901892]> : tensor<2xui64>
  %b:2 = stablehlo.rng_bit_generator %s64, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xi32>)
  check.expect_eq(%a#1, %b#1) : tensor<8xi32>
  check.expect_eq_const(%b#0, dense<[8589934593, 12884901894]> : tensor<2xui64>) : tensor<2xui64>
  check.expect_eq_const(%a#0, dense<[1, 2, 6, 3]> : tensor<4xui32>) : tensor<4xui32>
  return
}

// i64 words are the ui64 words' bits.
func.func @i64_state() {
  %s = util.unfoldable_constant dense<[-1, 5]> : tensor<2xi64>
  %a:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xi64>) -> (tensor<2xi64>, tensor<3xui32>)
  %u = util.unfoldable_constant dense<[18446744073709551615, 5]> : tensor<2xui64>
  %b:2 = stablehlo.rng_bit_generator %u, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  check.expect_eq(%a#1, %b#1) : tensor<3xui32>
  %c = stablehlo.bitcast_convert %b#0 : (tensor<2xui64>) -> tensor<2xi64>
  check.expect_eq(%a#0, %c) : tensor<2xi64>
  return
}

// IREE's rng_uniform with a tensor<2xi32> shape: the numbers are the implementation's (IREE's
// test expects IREE's own draws), so only their range is checked.
func.func @rng_uniform_i32_shape() {
  %min = util.unfoldable_constant dense<-10.0> : tensor<f32>
  %max = util.unfoldable_constant dense<10.0> : tensor<f32>
  %shape = util.unfoldable_constant dense<[3, 3]>  : tensor<2xi32>
  %res = "stablehlo.rng"(%min, %max, %shape) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<2xi32>) -> tensor<3x3xf32>
  %lo = stablehlo.broadcast_in_dim %min, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
  %hi = stablehlo.broadcast_in_dim %max, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
  %ge = stablehlo.compare GE, %res, %lo : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
  %lt = stablehlo.compare LT, %res, %hi : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
  %in = stablehlo.and %ge, %lt : tensor<3x3xi1>
  check.expect_eq_const(%in, dense<true> : tensor<3x3xi1>) : tensor<3x3xi1>
  return
}
