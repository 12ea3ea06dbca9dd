// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// A module written entirely in the generic form prints in the pretty form:
// names are reassigned (%argN, %N, %cst/%c), properties move into the custom
// syntax, and func/builtin ops get their short spelling.

// CHECK-LABEL: module @jit_generic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
// CHECK-NEXT:   func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<4x3xi32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
// CHECK-NEXT:     %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT:     %1 = stablehlo.add %arg0, %0 : tensor<4x3xf32>
// CHECK-NEXT:     %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:     %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
// CHECK-NEXT:     %3 = stablehlo.compare GT, %1, %2, FLOAT : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
// CHECK-NEXT:     %4 = stablehlo.select %3, %1, %2 : tensor<4x3xi1>, tensor<4x3xf32>
// CHECK-NEXT:     %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
// CHECK-NEXT:     %6 = stablehlo.dot_general %4, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:     %8 = stablehlo.convert %arg2 : (tensor<4x3xi32>) -> tensor<4x3xf32>
// CHECK-NEXT:     %9 = stablehlo.reshape %8 : (tensor<4x3xf32>) -> tensor<12xf32>
// CHECK-NEXT:     %10 = stablehlo.slice %9 [0:12:3] : (tensor<12xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %11 = call @helper(%7, %10) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %11 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @helper(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %c = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
// CHECK-NEXT:     %0 = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT:     %1 = stablehlo.compare EQ, %c, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK-NEXT:     %2 = stablehlo.select %1, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT:     %3 = stablehlo.concatenate %2, %arg1, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %4 = stablehlo.slice %3 [2:6] : (tensor<8xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %4 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
"builtin.module"() <{sym_name = "jit_generic"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xi32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<4x3xi32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %4 = "stablehlo.compare"(%1, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %5 = "stablehlo.select"(%4, %1, %3) : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %6 = "stablehlo.transpose"(%5) <{permutation = array<i64: 1, 0>}> : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %7 = "stablehlo.dot_general"(%5, %6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x3xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %8 = "stablehlo.reduce"(%7, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %13 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %9 = "stablehlo.convert"(%arg2) : (tensor<4x3xi32>) -> tensor<4x3xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<4x3xf32>) -> tensor<12xf32>
    %11 = "stablehlo.slice"(%10) <{limit_indices = array<i64: 12>, start_indices = array<i64: 0>, strides = array<i64: 3>}> : (tensor<12xf32>) -> tensor<4xf32>
    %12 = "func.call"(%8, %11) <{callee = @helper}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%12) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<[0, 1, 2, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %2 = "stablehlo.compare"(%0, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %3 = "stablehlo.select"(%2, %arg0, %arg1) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.concatenate"(%3, %arg1) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %5 = "stablehlo.slice"(%4) <{limit_indices = array<i64: 6>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4xf32>
    "func.return"(%5) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
