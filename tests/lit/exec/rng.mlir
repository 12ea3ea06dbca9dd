// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// The numbers are the implementation's (stablehlo-decompose: THREE_FRY bits, see its doc), so the
// same on every path and every run: the reference interpreter and the VM print the same values.
// RUN: irc run-reference %s --function=draws > %t.ref
// RUN: irvm run %t.vmfb --function=draws > %t.vm
// RUN: irvm run %t.vmfb --function=draws --jit=off > %t.nojit
// RUN: diff %t.ref %t.vm
// RUN: diff %t.ref %t.nojit
// RUN: irvm run %t.vmfb --function=draws | diff %t.vm -

// stablehlo.rng: the specification leaves the numbers to the implementation, so these checks are
// the distributions' properties: every draw in its range, means and deviations within 6 standard
// errors of the distribution's (4096 draws), both ends of a small integer range drawn, and two rng
// ops giving different streams.
// CHECK: irc: 6 function(s) ran in 1 case(s): 6 passed, 0 failed
// VM-NOT: error
// VM-COUNT-6: EXEC @
// VM-NOT: error

// UNIFORM f32 on [-1, 3): min >= -1, max < 3, mean 1 (standard error 4/sqrt(12)/64 = 0.018).
func.func @uniform_f32() {
  %a = stablehlo.constant dense<-1.0> : tensor<f32>
  %b = stablehlo.constant dense<3.0> : tensor<f32>
  %shape = stablehlo.constant dense<[64, 64]> : tensor<2xi64>
  %r = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<64x64xf32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %min = stablehlo.reduce(%r init: %inf) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
  %max = stablehlo.reduce(%r init: %ninf) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
  %ge = stablehlo.compare GE, %min, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %lt = stablehlo.compare LT, %max, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %in = stablehlo.and %ge, %lt : tensor<i1>
  check.expect_eq_const %in, dense<true> : tensor<i1>
  %n = stablehlo.constant dense<4096.0> : tensor<f32>
  %mean = stablehlo.divide %sum, %n : tensor<f32>
  check.expect_almost_eq_const %mean, dense<1.0> : tensor<f32> {tolerance = 0.11 : f64}
  func.return
}

// NORMAL f64 with mean 10 and deviation 2: sample mean within 6 * 2/64, sample variance within
// 6 standard errors of 4 (sqrt(2) * 4 / 64 = 0.088).
func.func @normal_f64() {
  %a = stablehlo.constant dense<10.0> : tensor<f64>
  %b = stablehlo.constant dense<2.0> : tensor<f64>
  %shape = stablehlo.constant dense<[4096]> : tensor<1xi64>
  %r = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<1xi64>) -> tensor<4096xf64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %sum = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4096xf64>, tensor<f64>) -> tensor<f64>
  %n = stablehlo.constant dense<4096.0> : tensor<f64>
  %mean = stablehlo.divide %sum, %n : tensor<f64>
  check.expect_almost_eq_const %mean, dense<10.0> : tensor<f64> {tolerance = 0.19 : f64}
  %m = stablehlo.broadcast_in_dim %mean, dims = [] : (tensor<f64>) -> tensor<4096xf64>
  %dev = stablehlo.subtract %r, %m : tensor<4096xf64>
  %sq = stablehlo.multiply %dev, %dev : tensor<4096xf64>
  %ss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4096xf64>, tensor<f64>) -> tensor<f64>
  %var = stablehlo.divide %ss, %n : tensor<f64>
  check.expect_almost_eq_const %var, dense<4.0> : tensor<f64> {tolerance = 0.53 : f64}
  func.return
}

// UNIFORM i32 on [-5, 5): the minimum is -5 and the maximum 4 (each value has 4096 chances at
// 1/10), and the mean is -0.5 (standard error 2.87/64 = 0.045).
func.func @uniform_i32() {
  %a = stablehlo.constant dense<-5> : tensor<i32>
  %b = stablehlo.constant dense<5> : tensor<i32>
  %shape = stablehlo.constant dense<[4096]> : tensor<1xi64>
  %r = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<4096xi32>
  %big = stablehlo.constant dense<2147483647> : tensor<i32>
  %small = stablehlo.constant dense<-2147483648> : tensor<i32>
  %min = stablehlo.reduce(%r init: %big) applies stablehlo.minimum across dimensions = [0] : (tensor<4096xi32>, tensor<i32>) -> tensor<i32>
  %max = stablehlo.reduce(%r init: %small) applies stablehlo.maximum across dimensions = [0] : (tensor<4096xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %min, dense<-5> : tensor<i32>
  check.expect_eq_const %max, dense<4> : tensor<i32>
  %f = stablehlo.convert %r : (tensor<4096xi32>) -> tensor<4096xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%f init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
  %n = stablehlo.constant dense<4096.0> : tensor<f32>
  %mean = stablehlo.divide %sum, %n : tensor<f32>
  check.expect_almost_eq_const %mean, dense<-0.5> : tensor<f32> {tolerance = 0.27 : f64}
  func.return
}

// UNIFORM ui8 on [250, 255) near the top of the type, bf16 on [0, 1) (rounding up to 1 is
// replaced by the lower bound), and an empty range (b <= a) that gives a.
func.func @edges() {
  %ua = stablehlo.constant dense<250> : tensor<ui8>
  %ub = stablehlo.constant dense<255> : tensor<ui8>
  %shape = stablehlo.constant dense<[4096]> : tensor<1xi64>
  %u = stablehlo.rng %ua, %ub, %shape, distribution = UNIFORM : (tensor<ui8>, tensor<ui8>, tensor<1xi64>) -> tensor<4096xui8>
  %umax0 = stablehlo.constant dense<0> : tensor<ui8>
  %umin0 = stablehlo.constant dense<255> : tensor<ui8>
  %umin = stablehlo.reduce(%u init: %umin0) applies stablehlo.minimum across dimensions = [0] : (tensor<4096xui8>, tensor<ui8>) -> tensor<ui8>
  %umax = stablehlo.reduce(%u init: %umax0) applies stablehlo.maximum across dimensions = [0] : (tensor<4096xui8>, tensor<ui8>) -> tensor<ui8>
  check.expect_eq_const %umin, dense<250> : tensor<ui8>
  check.expect_eq_const %umax, dense<254> : tensor<ui8>
  %ba = stablehlo.constant dense<0.0> : tensor<bf16>
  %bb = stablehlo.constant dense<1.0> : tensor<bf16>
  %h = stablehlo.rng %ba, %bb, %shape, distribution = UNIFORM : (tensor<bf16>, tensor<bf16>, tensor<1xi64>) -> tensor<4096xbf16>
  %hinit = stablehlo.constant dense<0.0> : tensor<bf16>
  %hmax = stablehlo.reduce(%h init: %hinit) applies stablehlo.maximum across dimensions = [0] : (tensor<4096xbf16>, tensor<bf16>) -> tensor<bf16>
  %below = stablehlo.compare LT, %hmax, %bb : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
  check.expect_eq_const %below, dense<true> : tensor<i1>
  %ea = stablehlo.constant dense<7> : tensor<i64>
  %eb = stablehlo.constant dense<3> : tensor<i64>
  %s3 = stablehlo.constant dense<[3]> : tensor<1xi64>
  %e = stablehlo.rng %ea, %eb, %s3, distribution = UNIFORM : (tensor<i64>, tensor<i64>, tensor<1xi64>) -> tensor<3xi64>
  check.expect_eq_const %e, dense<7> : tensor<3xi64>
  func.return
}

// Two rng ops with the same operands draw different numbers.
func.func @streams_differ() {
  %a = stablehlo.constant dense<0.0> : tensor<f32>
  %b = stablehlo.constant dense<1.0> : tensor<f32>
  %shape = stablehlo.constant dense<[16]> : tensor<1xi64>
  %x = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<16xf32>
  %y = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<16xf32>
  %eq = stablehlo.compare EQ, %x, %y : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %any = stablehlo.reduce(%eq init: %f) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
  check.expect_eq_const %any, dense<false> : tensor<i1>
  func.return
}

func.func @draws() -> (tensor<6xf32>, tensor<6xi32>, tensor<4xf64>) {
  %a = stablehlo.constant dense<-1.0> : tensor<f32>
  %b = stablehlo.constant dense<3.0> : tensor<f32>
  %s = stablehlo.constant dense<[6]> : tensor<1xi64>
  %r = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<6xf32>
  %ia = stablehlo.constant dense<-5> : tensor<i32>
  %ib = stablehlo.constant dense<5> : tensor<i32>
  %ri = stablehlo.rng %ia, %ib, %s, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<6xi32>
  %da = stablehlo.constant dense<10.0> : tensor<f64>
  %db = stablehlo.constant dense<2.0> : tensor<f64>
  %s4 = stablehlo.constant dense<[4]> : tensor<1xi64>
  %rn = stablehlo.rng %da, %db, %s4, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<1xi64>) -> tensor<4xf64>
  return %r, %ri, %rn : tensor<6xf32>, tensor<6xi32>, tensor<4xf64>
}
