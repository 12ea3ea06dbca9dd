// The ops StableHLO keeps for other frontends, which `stablehlo-decompose` rewrites: the legacy
// `stablehlo.dot` (a dot_general contracting the lhs's last dimension with the rhs's first, for
// every rank-1/rank-2 pairing) and `stablehlo.broadcast` (a broadcast_in_dim onto `sizes` followed
// by the operand's shape). Expected values by hand; the reference interpreter and the VM with the
// JIT on and off.
// RUN: irc run-reference %s --all-functions | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' | FileCheck %s
// RUN: irvm run %t.vmfb --function='*' --jit=off | FileCheck %s
// RUN: irc opt --pass-pipeline=stablehlo-decompose %s | FileCheck %s --check-prefix=IR
// CHECK-NOT: error
// IR-NOT: stablehlo.dot {{.*}}:
// IR-NOT: stablehlo.broadcast {{.*}}sizes
// IR: stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
// IR: stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3xf32>
// IR: stablehlo.dot_general %0, %1, contracting_dims = [0] x [0] : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<3xf32>
// IR: stablehlo.dot_general %0, %1, contracting_dims = [0] x [0] : (tensor<3xi32>, tensor<3xi32>) -> tensor<i32>
// IR: stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
// IR: stablehlo.broadcast_in_dim %{{[0-9]+}}, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
// IR-NOT: stablehlo.dot {{.*}}:
// IR-NOT: stablehlo.broadcast {{.*}}sizes

// a = [[1, 2], [3, 4], [5, 6]], b = [[1, 0, -1], [2, 1, 0.5]]:
// a.b = [[5, 2, 0], [11, 4, -1], [17, 6, -2]]; a.[1, 2] = [5, 11, 17]; [1, 2].b = [5, 2, 0].
func.func @dot_matrix_matrix() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %b = util.unfoldable_constant dense<[[1.0, 0.0, -1.0], [2.0, 1.0, 0.5]]> : tensor<2x3xf32>
  %c = stablehlo.dot %a, %b, precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq_const(%c, dense<[[5.0, 2.0, 0.0], [11.0, 4.0, -1.0], [17.0, 6.0, -2.0]]> : tensor<3x3xf32>) : tensor<3x3xf32>
  return
}

func.func @dot_matrix_vector() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %v = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  %c = "stablehlo.dot"(%a, %v) : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%c, dense<[5.0, 11.0, 17.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @dot_vector_matrix() {
  %v = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = util.unfoldable_constant dense<[[1.0, 0.0, -1.0], [2.0, 1.0, 0.5]]> : tensor<2x3xf32>
  %c = stablehlo.dot %v, %b : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%c, dense<[5.0, 2.0, 0.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// [1, 2, 3].[4, 5, -6] = 4 + 10 - 18 = -4.
func.func @dot_vector_vector() {
  %u = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %v = util.unfoldable_constant dense<[4, 5, -6]> : tensor<3xi32>
  %c = stablehlo.dot %u, %v : (tensor<3xi32>, tensor<3xi32>) -> tensor<i32>
  check.expect_eq_const(%c, dense<-4> : tensor<i32>) : tensor<i32>
  return
}

func.func @broadcast() {
  %x = util.unfoldable_constant dense<[1, -2]> : tensor<2xi32>
  %y = stablehlo.broadcast %x, sizes = [3] : (tensor<2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const(%y, dense<[[1, -2], [1, -2], [1, -2]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  %s = util.unfoldable_constant dense<7.5> : tensor<f32>
  %t = "stablehlo.broadcast"(%s) {broadcast_sizes = array<i64: 2, 1>} : (tensor<f32>) -> tensor<2x1xf32>
  check.expect_eq_const(%t, dense<[[7.5], [7.5]]> : tensor<2x1xf32>) : tensor<2x1xf32>
  return
}
