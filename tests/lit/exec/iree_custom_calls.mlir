// The two custom calls IREE's end-to-end StableHLO tests use beside the checks:
// XLA's `ProductOfElementaryHouseholderReflectors(a, tau)` (orgqr on logical tensors, no layouts:
// Q = H1 H2 with H_i = I - tau_i v_i v_i^T, v_i = e_i + a's column i below the diagonal; the
// expected Q's first two columns are worked by hand in binary fractions, so they are exact), and
// JAX's `shape_assertion`, which both paths drop as IREE does (here its operand is false and the
// function still runs to the end).
// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// CHECK: irc: 2 function(s) ran in 1 case(s): 2 passed, 0 failed
// VM-NOT: error
// VM: EXEC @householder
// VM-NOT: error
// VM: EXEC @shape_assertion_dropped
// VM-NOT: error

func.func @householder() {
  %a = util.unfoldable_constant dense<[[2.0, 0.5], [0.25, 3.0], [-1.0, 0.75]]> : tensor<3x2xf32>
  %tau = util.unfoldable_constant dense<[1.5, 0.5]> : tensor<2xf32>
  %q = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%a, %tau) : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const(%q, dense<[[-0.5, -0.75], [-0.375, 0.3125], [1.5, 0.375]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}

func.func @shape_assertion_dropped() {
  %x = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %y = util.unfoldable_constant dense<[3, 4]> : tensor<2xi32>
  %ok = stablehlo.compare EQ, %x, %y : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  stablehlo.custom_call @shape_assertion(%ok) {error_message = "never holds", has_side_effect = true} : (tensor<2xi1>) -> ()
  %s = stablehlo.add %x, %y : tensor<2xi32>
  check.expect_eq_const(%s, dense<[4, 6]> : tensor<2xi32>) : tensor<2xi32>
  return
}
