// `stablehlo.einsum` and `stablehlo.unary_einsum`, which `stablehlo-decompose` rewrites as IREE's
// and XLA's einsum lowerings do: a sum over the labels only one operand has, a dot_general over
// the labels both have (batch if the result keeps them, contracting if not), a transpose into the
// result's order. Expected values by hand; the reference interpreter and the VM with the JIT on
// and off.
// RUN: irc run-reference %s --all-functions | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' | FileCheck %s
// RUN: irvm run %t.vmfb --function='*' --jit=off | FileCheck %s
// RUN: irc opt --pass-pipeline=stablehlo-decompose %s | FileCheck %s --check-prefix=IR
// CHECK-NOT: error
// IR-NOT: einsum
// IR-LABEL: func.func @matmul
// IR: stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
// IR-LABEL: func.func @transposed_result
// IR: %[[D:.+]] = stablehlo.dot_general %0, %1, contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
// IR: stablehlo.transpose %[[D]], dims = [1, 0]
// IR-LABEL: func.func @batched
// IR: batching_dims = [0] x [0], contracting_dims = [2] x [1]
// IR-LABEL: func.func @one_sided_labels
// IR: stablehlo.reduce
// IR: stablehlo.reduce
// IR: stablehlo.dot_general
// IR-NOT: einsum

// a = [[1, 2], [3, 4], [5, 6]], b = [[1, 0, -1], [2, 1, 0.5]]: a.b = [[5, 2, 0], [11, 4, -1], [17, 6, -2]].
func.func @matmul() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %b = util.unfoldable_constant dense<[[1.0, 0.0, -1.0], [2.0, 1.0, 0.5]]> : tensor<2x3xf32>
  %c = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq_const(%c, dense<[[5.0, 2.0, 0.0], [11.0, 4.0, -1.0], [17.0, 6.0, -2.0]]> : tensor<3x3xf32>) : tensor<3x3xf32>
  return
}

// out[k][i] = sum_j a[i][j] * b[k][j]: a = [[1, 2, 3], [4, 5, 6]], b = [[1, 0, 1], [0, 1, 0]]
// gives [[1 + 3, 4 + 6], [2, 5]].
func.func @transposed_result() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = util.unfoldable_constant dense<[[1.0, 0.0, 1.0], [0.0, 1.0, 0.0]]> : tensor<2x3xf32>
  %c = "stablehlo.einsum"(%a, %b) {einsum_config = "ij,kj->ki"} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const(%c, dense<[[4.0, 10.0], [2.0, 5.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

// Per batch b: [1, 2].[5, 6] = 17 and [3, 4].[7, 8] = 53.
func.func @batched() {
  %x = util.unfoldable_constant dense<[[[1.0, 2.0]], [[3.0, 4.0]]]> : tensor<2x1x2xf32>
  %y = util.unfoldable_constant dense<[[[5.0], [6.0]], [[7.0], [8.0]]]> : tensor<2x2x1xf32>
  %c = stablehlo.einsum %x, %y, config = "bij,bjk->bik" : (tensor<2x1x2xf32>, tensor<2x2x1xf32>) -> tensor<2x1x1xf32>
  check.expect_almost_eq_const(%c, dense<[[[17.0]], [[53.0]]]> : tensor<2x1x1xf32>) : tensor<2x1x1xf32>
  return
}

// An outer product: no label shared.
func.func @outer() {
  %u = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %v = util.unfoldable_constant dense<[3, 4, 5]> : tensor<3xi32>
  %c = stablehlo.einsum %u, %v, config = "i,j->ij" : (tensor<2xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const(%c, dense<[[3, 4, 5], [6, 8, 10]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

// j only in the lhs and k only in the rhs are summed first: row sums [3, 7] times 1 + 1 + 2 = 4.
func.func @one_sided_labels() {
  %x = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %y = util.unfoldable_constant dense<[1, 1, 2]> : tensor<3xi32>
  %c = stablehlo.einsum %x, %y, config = "ij,k->i" : (tensor<2x2xi32>, tensor<3xi32>) -> tensor<2xi32>
  check.expect_eq_const(%c, dense<[12, 28]> : tensor<2xi32>) : tensor<2xi32>
  return
}

// [1, 2, 3].[4, 5, -6] = 4 + 10 - 18 = -4: every label contracted, a rank-0 result.
func.func @dot_product() {
  %u = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %v = util.unfoldable_constant dense<[4, 5, -6]> : tensor<3xi32>
  %c = stablehlo.einsum %u, %v, config = "i,i->" : (tensor<3xi32>, tensor<3xi32>) -> tensor<i32>
  check.expect_eq_const(%c, dense<-4> : tensor<i32>) : tensor<i32>
  return
}

func.func @unary_transpose() {
  %x = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %c = stablehlo.unary_einsum %x, config = "ab->ba" : (tensor<2x3xf32>) -> tensor<3x2xf32>
  check.expect_eq_const(%c, dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}

// Summed over b, then out[c][a]: a = 0 gives [1 + 3, 2 + 4], a = 1 gives [5 + 7, 6 + 8].
func.func @unary_sum_transpose() {
  %x = util.unfoldable_constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %c = stablehlo.unary_einsum %x, config = "abc->ca" : (tensor<2x2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const(%c, dense<[[4, 12], [6, 14]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}

// MHLO's canonical form of a unary einsum's config has an empty lhs (",ab->a"): row sums.
func.func @unary_mhlo_config() {
  %x = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %c = "stablehlo.unary_einsum"(%x) {einsum_config = ",ab->a"} : (tensor<2x3xf32>) -> tensor<2xf32>
  check.expect_almost_eq_const(%c, dense<[6.0, 15.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}
