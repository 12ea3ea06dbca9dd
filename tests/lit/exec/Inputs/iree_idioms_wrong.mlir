// Deliberately wrong expectations in IREE's form (used by ../iree_idioms.mlir): each must fail.

// |1003.5 - 1002| = 1.5 > 0.01 + 0.001 * 1002 = 1.012.
func.func @wrong_relative() {
  %0 = util.unfoldable_constant dense<[1.0, 1003.5]> : tensor<2xf32>
  check.expect_almost_eq_const(%0, dense<[1.0, 1002.0]> : tensor<2xf32>, atol 1.0e-2, rtol 1.0e-3) : tensor<2xf32>
  return
}

func.func @wrong_exact() {
  %0 = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = util.unfoldable_constant dense<[1, 2, 4]> : tensor<3xi32>
  %2 = stablehlo.add %0, %1 : tensor<3xi32>
  %3 = util.unfoldable_constant dense<[2, 4, 6]> : tensor<3xi32>
  check.expect_eq(%2, %3) : tensor<3xi32>
  return
}
