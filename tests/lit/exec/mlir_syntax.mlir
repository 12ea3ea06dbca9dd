// MLIR's textual syntax beyond what JAX prints, on both paths: attribute and type aliases (a
// location alias defined after its use, as MLIR prints them), whitespace inside a tensor type
// (MLIR lexes `2 x 3 x f32` as separate tokens), `loc(...)` after ops, arguments and block
// arguments, `dense_resource` with its `{-# dialect_resources #-}` blob, and the generic form of
// convolution dimension numbers (`#stablehlo.conv<raw ...>`). Expected values by hand.
// RUN: irc run-reference %s --all-functions | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' | FileCheck %s
// RUN: irvm run %t.vmfb --function='*' --jit=off | FileCheck %s
// RUN: irc opt %s | FileCheck %s --check-prefix=IR
// CHECK-NOT: error
// IR-NOT: #map
// IR-NOT: !t2
// IR-NOT: loc(
// IR-NOT: dense_resource
// IR-LABEL: func.func @aliases
// IR: stablehlo.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// IR: util.optimization_barrier %cst : tensor<2x3xf32>
// IR: stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
// IR-LABEL: func.func @resource
// IR: stablehlo.constant dense<[1, 2, -1]> : tensor<3xi32>
// IR-LABEL: func.func @raw_conv
// IR: dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f]

#dn = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>
!t2 = tensor <2 x 3 x f32>
!row = tensor<3xf32>
#six = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : !t2
#loc0 = loc("mlir_syntax.py":1:1)

// [[1, 2, 3], [4, 5, 6]] . [1, 1, 1] = [6, 15]
func.func @aliases() {
  %c = stablehlo.constant #six
  %x = util.optimization_barrier %c : !t2 loc(#loc1)
  %o = util.unfoldable_constant dense<1.0> : !row
  %y = "stablehlo.dot_general"(%x, %o) <{dot_dimension_numbers = #dn}> : (!t2, !row) -> tensor<2xf32> loc("dot"(#loc0))
  check.expect_eq_const(%y, dense<[6.0, 15.0]> : tensor < 2xf32 >) : tensor<2 x f32>
  return loc(unknown)
} loc(#loc0)

func.func @resource() {
  %c = stablehlo.constant dense_resource<blob_i32> : tensor<3xi32>
  %x = util.optimization_barrier %c : tensor<3xi32>
  check.expect_eq_const(%x, dense<[1, 2, -1]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// A 1-D convolution of [1, 2, 3, 4] with the kernel [1, -1] (batch 1, one feature): [-1, -1, -1].
func.func @raw_conv() {
  %x = util.unfoldable_constant dense<[[[1.0], [2.0], [3.0], [4.0]]]> : tensor<1x4x1xf32>
  %k = util.unfoldable_constant dense<[[[1.0]], [[-1.0]]]> : tensor<2x1x1xf32>
  %y = "stablehlo.convolution"(%x, %k) {
    dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2,
      input_spatial_dimensions = [1], kernel_input_feature_dimension = 1,
      kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0],
      output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>,
    feature_group_count = 1 : i64, batch_group_count = 1 : i64
  } : (tensor<1x4x1xf32>, tensor<2x1x1xf32>) -> tensor<1x3x1xf32>
  check.expect_almost_eq_const(%y, dense<[[[-1.0], [-1.0], [-1.0]]]> : tensor<1x3x1xf32>) : tensor<1x3x1xf32>
  return
}

// A reduce whose block arguments carry locations.
func.func @block_arg_locs() {
  %x = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32> loc(#loc0)
  %z = stablehlo.constant dense<0> : tensor<i32>
  %s = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%a: tensor<i32> loc(#loc0), %b: tensor<i32> loc("b")):
    %t = stablehlo.add %a, %b : tensor<i32> loc(#loc1)
    stablehlo.return %t : tensor<i32> loc(#loc1)
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const(%s, dense<6> : tensor<i32>) : tensor<i32>
  return
}
#loc1 = loc("mlir_syntax.py":2:3)

{-#
  dialect_resources: {
    builtin: {
      blob_i32: "0x040000000100000002000000FFFFFFFF"
    }
  }
#-}
