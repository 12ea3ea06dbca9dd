// Shape refinement of the sizes MLIR's tensor ops and StableHLO's dynamic ops take as values:
// `tensor.dim` and `stablehlo.get_dimension_size` of a size that a constant determines (here
// IREE's `flow.tensor.dynamic_constant`, which hides the static size 6), fed to `tensor.empty`,
// `tensor.expand_shape`'s `output_shape`, and (through `reshape` and `concatenate`) to
// `dynamic_iota`, `dynamic_broadcast_in_dim` and `dynamic_reshape`; `linalg.generic` takes its
// init's shape and `tensor.collapse_shape` its groups' products. Values by hand: x = [1..6], its
// squares [1, 4, 9, 16, 25, 36] as 2x3 and back, iota [0..5], x as a 6x1 column twice.
// RUN: irc opt %s | FileCheck %s --check-prefix=IR
// RUN: irc run-reference %s --all-functions | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' | FileCheck %s
// RUN: irvm run %t.vmfb --function='*' --jit=off | FileCheck %s
// CHECK-NOT: error
// IR-NOT: ?
// IR-NOT: tensor.dim
// IR: tensor.empty() : tensor<6xi32>
// IR: tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>

func.func @dyn() {
  %x = flow.tensor.dynamic_constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32> -> tensor<?xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xi32>
  %init = tensor.empty(%d) : tensor<?xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<?xi32>) outs(%init : tensor<?xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.muli %in, %in : i32
    linalg.yield %s : i32
  } -> tensor<?xi32>
  %c2 = arith.constant 2 : index
  %e = tensor.expand_shape %r [[0, 1]] output_shape [%c2, 3] : tensor<?xi32> into tensor<?x3xi32>
  %f = tensor.collapse_shape %e [[0, 1]] : tensor<?x3xi32> into tensor<?xi32>
  %g = tensor.cast %e : tensor<?x3xi32> to tensor<2x3xi32>
  check.expect_eq_const(%g, dense<[[1, 4, 9], [16, 25, 36]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  %h = tensor.cast %f : tensor<?xi32> to tensor<6xi32>
  check.expect_eq_const(%h, dense<[1, 4, 9, 16, 25, 36]> : tensor<6xi32>) : tensor<6xi32>
  %sz = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xi32>) -> tensor<i32>
  %szr = stablehlo.reshape %sz : (tensor<i32>) -> tensor<1xi32>
  %io = stablehlo.dynamic_iota %szr, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  %ioc = tensor.cast %io : tensor<?xi32> to tensor<6xi32>
  check.expect_eq_const(%ioc, dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>) : tensor<6xi32>
  %c1 = stablehlo.constant dense<1> : tensor<1xi32>
  %shape = stablehlo.concatenate %szr, %c1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0] : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x?xi32>
  %bc = tensor.cast %b : tensor<?x?xi32> to tensor<6x1xi32>
  check.expect_eq_const(%bc, dense<[[1], [2], [3], [4], [5], [6]]> : tensor<6x1xi32>) : tensor<6x1xi32>
  %rs = stablehlo.dynamic_reshape %x, %shape : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x?xi32>
  %rsc = tensor.cast %rs : tensor<?x?xi32> to tensor<6x1xi32>
  check.expect_eq_const(%rsc, dense<[[1], [2], [3], [4], [5], [6]]> : tensor<6x1xi32>) : tensor<6x1xi32>
  return
}
