// RUN: irc compile %s --compile-to=input -o %t
// RUN: FileCheck %s --input-file=%t
// RUN: irc compile %s --compile-to=input | FileCheck %s
// RUN: irc compile %s --compile-to=input -o %t.2 && irc opt %t.2 | FileCheck %s

// `irc compile --compile-to=input` stops after parsing and verification and
// prints the input program, in the same form as `irc opt`.

// CHECK-LABEL: module @jit_mlp attributes {mhlo.num_partitions = 1 : i32} {
// CHECK-NEXT:    func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<4x2xf32>) -> (tensor<8x2xf32> {jax.result_info = "result"}) {
// CHECK-NEXT:      %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT:      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
// CHECK-NEXT:      %2 = stablehlo.maximum %0, %1 : tensor<8x2xf32>
// CHECK-NEXT:      return %2 : tensor<8x2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
module @jit_mlp attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<4x2xf32>) -> (tensor<8x2xf32> {jax.result_info = "result"}) {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %2 = stablehlo.maximum %0, %1 : tensor<8x2xf32>
    return %2 : tensor<8x2xf32>
  }
}
