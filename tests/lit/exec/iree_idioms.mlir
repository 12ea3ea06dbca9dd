// IREE's test idioms, written as IREE's end-to-end StableHLO tests write them: operands from
// `util.unfoldable_constant` (constants the compiler must not fold, so the ops run as kernels),
// `util.optimization_barrier`, and IREE's form of the check ops, `check.expect_eq(%a, %b) : T`,
// `check.expect_eq_const(%a, dense<..> : T) : T` and `check.expect_almost_eq(_const)` with IREE's
// `atol`/`rtol` (|actual - expected| <= atol + rtol * |expected|; atol 1e-4 and rtol 0 when left
// out, as in IREE). Every expected value is computed by hand. Run on the reference interpreter and
// on the VM with the JIT on and off.
// RUN: irc run-reference %s --all-functions | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' | FileCheck %s
// RUN: irvm run %t.vmfb --function='*' --jit=off | FileCheck %s
// The unfoldable constants are not folded: the additions and the reduction are dispatched.
// RUN: irvm dump %t.vmfb | FileCheck %s --check-prefix=DUMP
// DUMP-LABEL: func public @add()
// DUMP: dispatch add_dispatch_0
// DUMP-LABEL: func public @reduce_sum_dim1()
// DUMP: dispatch reduce_sum_dim1_dispatch_0
// DUMP-LABEL: func public @two_tensors()
// DUMP: dispatch two_tensors_dispatch_0
// A deliberately wrong expectation in IREE's form fails, with IREE's tolerance in the message.
// RUN: not irc run-reference %S/Inputs/iree_idioms_wrong.mlir --all-functions 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: irc compile %S/Inputs/iree_idioms_wrong.mlir -o %t.wrong.vmfb
// RUN: not irvm run %t.wrong.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not irvm run %t.wrong.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=WRONG
// WRONG: error[E0601]: check.expect_almost_eq_const failed with atol 0.01, rtol 0.001 at index [1]: 1.003500e+03 (actual) vs 1.002000e+03 (expected); 1 of 2 element(s) differ
// WRONG: error[E0601]: check.expect_eq failed at index [2]: 7 (actual) vs 6 (expected); 1 of 3 element(s) differ

// CHECK-NOT: error

func.func @add() {
  %0 = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = util.unfoldable_constant dense<[5.0, 6.0, 7.0, 8.0]> : tensor<4xf32>
  %result = "stablehlo.add"(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%result, dense<[6.0, 8.0, 10.0, 12.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @reduce_sum_dim1() {
  %0 = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %1 = util.unfoldable_constant dense<0> : tensor<i32>
  %res = "stablehlo.reduce"(%0, %1) ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
    %3 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%3) : (tensor<i32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const(%res, dense<[6, 15]> : tensor<2xi32>) : tensor<2xi32>
  return
}

func.func @two_tensors() {
  %0 = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = util.unfoldable_constant dense<[2, 4, 6]> : tensor<3xi32>
  %2 = stablehlo.add %0, %0 : tensor<3xi32>
  check.expect_eq(%2, %1) : tensor<3xi32>
  return
}

// A relative tolerance: |1003.5 - 1002| = 1.5 <= 0.01 + 0.002 * 1002 = 2.014.
func.func @relative_tolerance() {
  %0 = util.unfoldable_constant dense<[1.0, 1003.0]> : tensor<2xf32>
  %1 = util.unfoldable_constant dense<[0.0, 0.5]> : tensor<2xf32>
  %2 = stablehlo.add %0, %1 : tensor<2xf32>
  check.expect_almost_eq_const(%2, dense<[1.005, 1002.0]> : tensor<2xf32>, atol 1.0e-2, rtol 2.0e-3) : tensor<2xf32>
  %3 = util.unfoldable_constant dense<[1.0, 1002.0]> : tensor<2xf32>
  check.expect_almost_eq(%2, %3, atol 1.0e-2, rtol 2.0e-3) : tensor<2xf32>
  return
}

func.func @barrier() {
  %0 = util.unfoldable_constant dense<[1.5, -2.0]> : tensor<2xf32>
  %1 = util.unfoldable_constant dense<3> : tensor<i32>
  %2, %3 = util.optimization_barrier %0, %1 : tensor<2xf32>, tensor<i32>
  %4 = stablehlo.negate %2 : tensor<2xf32>
  check.expect_almost_eq_const(%4, dense<[-1.5, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  check.expect_eq_const(%3, dense<3> : tensor<i32>) : tensor<i32>
  return
}
