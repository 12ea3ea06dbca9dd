// MLIR's generic op form (`mlir-opt --mlir-print-op-generic`: quoted names, `<{properties}>`,
// `({regions})`, `{attributes}`, a function type) for a representative op of every pretty-syntax
// family, the module and functions included. It verifies, runs on both paths with the expected
// values by hand, and prints in the pretty form, which parses back to the same text.
// RUN: irc run-reference %s --all-functions | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' | FileCheck %s
// RUN: irvm run %t.vmfb --function='*' --jit=off | FileCheck %s
// RUN: irc opt %s -o %t.pretty.mlir
// RUN: irc opt %t.pretty.mlir | FileCheck %s --check-prefix=IR
// CHECK-NOT: error
// CHECK-NOT: FAILED
// IR-NOT: "stablehlo.
// IR-LABEL: func.func @elementwise

"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=1]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "elementwise"}> ({
    %0 = "util.unfoldable_constant"() <{value = dense<[-1.5, 4.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
    // Unary, Binary, ChloUnary, ChloBinary, Cast, Compare, Select, Variadic (clamp).
    %1 = "stablehlo.abs"(%0) : (tensor<2xf32>) -> tensor<2xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %3 = "chlo.square"(%0) : (tensor<2xf32>) -> tensor<2xf32>
    %4 = "chlo.broadcast_add"(%3, %2) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %5 = "stablehlo.bitcast_convert"(%0) : (tensor<2xf32>) -> tensor<2xi32>
    %6 = "stablehlo.compare"(%0, %1) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %7 = "stablehlo.select"(%6, %0, %4) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %lo = "stablehlo.constant"() <{value = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
    %hi = "stablehlo.constant"() <{value = dense<20.0> : tensor<2xf32>}> : () -> tensor<2xf32>
    %8 = "stablehlo.clamp"(%lo, %7, %hi) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %9 = "stablehlo.reduce_precision"(%8) <{exponent_bits = 5 : i32, mantissa_bits = 2 : i32}> : (tensor<2xf32>) -> tensor<2xf32>
    %10 = "arith.cmpf"(%9, %hi) <{predicate = 4 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %11 = "arith.extui"(%10) : (tensor<2xi1>) -> tensor<2xi32>
    // [-1.5, 4]: abs [1.5, 4], add [0, 8], square [2.25, 16], broadcast_add [2.25, 24]; -1.5 < 1.5
    // selects -1.5 (clamped to 0), 4 < 4 is false: 24, clamped to 20, which e5m2 rounds to 20.
    // -1.5 and 4.0 as bits: 0xBFC00000 and 0x40800000. Predicate 4 is `olt`: [0 < 20, 20 < 20].
    "check.expect_eq_const"(%9) <{value = dense<[0.0, 20.0]> : tensor<2xf32>}> : (tensor<2xf32>) -> ()
    "check.expect_eq_const"(%5) <{value = dense<[-1077936128, 1082130432]> : tensor<2xi32>}> : (tensor<2xi32>) -> ()
    "check.expect_eq_const"(%11) <{value = dense<[1, 0]> : tensor<2xi32>}> : (tensor<2xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "shapes"}> ({
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xi32>
    // Dims, Slice, OperandsDim, Pad, Cast (reshape), Dot, DotGeneral, Einsum.
    %1 = "stablehlo.transpose"(%0) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xi32>) -> tensor<3x2xi32>
    %2 = "stablehlo.slice"(%1) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 2>, strides = array<i64: 1, 1>}> : (tensor<3x2xi32>) -> tensor<2x2xi32>
    %3 = "stablehlo.concatenate"(%2, %2) <{dimension = 0 : i64}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<4x2xi32>
    %z = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.pad"(%3, %z) <{edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x2xi32>, tensor<i32>) -> tensor<4x3xi32>
    %5 = "stablehlo.reshape"(%4) : (tensor<4x3xi32>) -> tensor<12xi32>
    %6 = "stablehlo.broadcast_in_dim"(%z) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %7 = "stablehlo.dot"(%0, %6) : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2xi32>
    %8 = "stablehlo.dot_general"(%0, %0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x2xi32>
    %9 = "stablehlo.einsum"(%0, %0) <{einsum_config = "ij,kj->ik"}> : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x2xi32>
    // iota [[0, 1, 2], [0, 1, 2]]; transposed rows 1..2: [[1, 1], [2, 2]], twice, padded on the left by 9.
    "check.expect_eq_const"(%5) <{value = dense<[9, 1, 1, 9, 2, 2, 9, 1, 1, 9, 2, 2]> : tensor<12xi32>}> : (tensor<12xi32>) -> ()
    "check.expect_eq_const"(%7) <{value = dense<[27, 27]> : tensor<2xi32>}> : (tensor<2xi32>) -> ()
    "check.expect_eq"(%8, %9) : (tensor<2x2xi32>, tensor<2x2xi32>) -> ()
    "check.expect_eq_const"(%9) <{value = dense<5> : tensor<2x2xi32>}> : (tensor<2x2xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "regions"}> ({
    %x = "stablehlo.constant"() <{value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %x0 = "util.optimization_barrier"(%x) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    // Reduce (a region), While, Cholesky, Fft, TopK, Call, Tuple/GetTupleElement, EnumKeyword (rng_bit_generator).
    %s = "stablehlo.reduce"(%x0, %z) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%t) : (tensor<f32>) -> ()
    }) : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %n = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %w:2 = "stablehlo.while"(%n, %s) ({
    ^bb0(%i: tensor<i32>, %v: tensor<2xf32>):
      %three = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %c = "stablehlo.compare"(%i, %three) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %v: tensor<2xf32>):
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %i1 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %v1 = "func.call"(%v) <{callee = @double}> : (tensor<2xf32>) -> tensor<2xf32>
      "stablehlo.return"(%i1, %v1) : (tensor<i32>, tensor<2xf32>) -> ()
    }) : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>)
    %spd = "stablehlo.constant"() <{value = dense<[[4.0, 2.0], [2.0, 5.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %l = "stablehlo.cholesky"(%spd) <{lower = true}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %f = "stablehlo.fft"(%s) <{fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 2>}> : (tensor<2xf32>) -> tensor<2xcomplex<f32>>
    %re = "stablehlo.real"(%f) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %k:2 = "chlo.top_k"(%w#1) <{k = 1 : i64}> : (tensor<2xf32>) -> (tensor<1xf32>, tensor<1xi32>)
    %tu = "stablehlo.tuple"(%k#0, %k#1) : (tensor<1xf32>, tensor<1xi32>) -> tuple<tensor<1xf32>, tensor<1xi32>>
    %g = "stablehlo.get_tuple_element"(%tu) <{index = 1 : i32}> : (tuple<tensor<1xf32>, tensor<1xi32>>) -> tensor<1xi32>
    %st = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xui64>}> : () -> tensor<2xui64>
    %r:2 = "stablehlo.rng_bit_generator"(%st) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
    // Row sums [3, 7], doubled three times: [24, 56]; cholesky of [[4, 2], [2, 5]] is [[2, 0], [1, 2]];
    // the real FFT of [3, 7] is [10, -4]; the largest of [24, 56] is at index 1.
    "check.expect_almost_eq_const"(%w#1) <{value = dense<[24.0, 56.0]> : tensor<2xf32>}> : (tensor<2xf32>) -> ()
    "check.expect_almost_eq_const"(%l) <{value = dense<[[2.0, 0.0], [1.0, 2.0]]> : tensor<2x2xf32>}> : (tensor<2x2xf32>) -> ()
    "check.expect_almost_eq_const"(%re) <{value = dense<[10.0, -4.0]> : tensor<2xf32>}> : (tensor<2xf32>) -> ()
    "check.expect_eq_const"(%g) <{value = dense<1> : tensor<1xi32>}> : (tensor<1xi32>) -> ()
    "check.expect_eq_const"(%r#0) <{value = dense<[1, 3]> : tensor<2xui64>}> : (tensor<2xui64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "structure"}> ({
    // ShardingConstraint and Mesh (Shardy's), Composite, SameVariadic (tokens), CustomCall.
    %x = "stablehlo.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %s = "sdy.sharding_constraint"(%x) <{sharding = #sdy.sharding<@mesh, [{}]>}> : (tensor<2xf32>) -> tensor<2xf32>
    %c = "stablehlo.composite"(%s) <{name = "my.double", decomposition = @double}> : (tensor<2xf32>) -> tensor<2xf32>
    %t = "stablehlo.create_token"() : () -> !stablehlo.token
    %t2 = "stablehlo.after_all"(%t) : (!stablehlo.token) -> !stablehlo.token
    %e = "stablehlo.constant"() <{value = dense<[2.0, 4.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
    "stablehlo.custom_call"(%c, %e) <{call_target_name = "check.expect_eq"}> {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "double", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "stablehlo.add"(%arg0, %arg0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
