// IREE's test idioms print back in IREE's form: `util.unfoldable_constant`,
// `util.optimization_barrier`, and the check ops with `atol`/`rtol` (the check ops without them
// print in the StableHLO suite's form, which means the same).
// RUN: irc opt %s | FileCheck %s --strict-whitespace
// RUN: irc opt %s | irc opt - | FileCheck %s --strict-whitespace

// CHECK: {{^}}    %0 = util.unfoldable_constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}    %1:2 = util.optimization_barrier %0, %arg2 : tensor<2xf32>, tensor<3xi32>{{$}}
// CHECK-NEXT: {{^}}    check.expect_almost_eq(%arg0, %arg1, atol 1.000000e-02, rtol 1.000000e-03) : tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}    check.expect_almost_eq_const(%arg0, dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, rtol 5.000000e-01) : tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}    check.expect_almost_eq %arg0, %arg1 : tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}    check.expect_eq %arg2, %1#1 : tensor<3xi32>{{$}}
// CHECK-NEXT: {{^}}    check.expect_eq_const %arg2, dense<[1, 2, 3]> : tensor<3xi32>{{$}}
func.func @f(%a: tensor<2xf32>, %b: tensor<2xf32>, %i: tensor<3xi32>) {
  %0 = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1, %2 = util.optimization_barrier %0, %i : tensor<2xf32>, tensor<3xi32>
  check.expect_almost_eq(%a, %b, atol 1.0e-2, rtol 1.0e-3) : tensor<2xf32>
  check.expect_almost_eq_const(%a, dense<[1.0, 2.0]> : tensor<2xf32>, rtol 0.5) : tensor<2xf32>
  check.expect_almost_eq(%a, %b) : tensor<2xf32>
  check.expect_eq(%i, %2) : tensor<3xi32>
  check.expect_eq_const(%i, dense<[1, 2, 3]> : tensor<3xi32>) : tensor<3xi32>
  return
}
