// RUN: irc opt %S/../../corpus/conv_small.generic.mlir -o %t.from_generic
// RUN: irc opt %S/../../corpus/conv_small.mlir -o %t.from_pretty
// RUN: diff %t.from_generic %t.from_pretty
// RUN: diff %S/../../corpus/conv_small.mlir %t.from_pretty
// RUN: irc opt %S/../../corpus/embedding_train_step.generic.mlir | FileCheck %s

// The generic and pretty exports of one JAX program print the same text, and
// that text is exactly what JAX printed.

// CHECK-LABEL: module @jit_embedding_train_step
// CHECK:       func.func public @main(
// CHECK:         %0:2 = call @_take(%arg0, %arg3) : (tensor<1000x64xf32>, tensor<32x16xi32>) -> (tensor<32x16x64xf32>, tensor<32x16x1xi32>)
// CHECK:         stablehlo.reduce(%0#0 init: %cst) applies stablehlo.add across dimensions = [1]
// CHECK-LABEL: func.func private @_take(
// CHECK:         "stablehlo.gather"(%arg0, %{{[0-9]+}}) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}>
// CHECK:         %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
// CHECK:       "stablehlo.scatter"
// CHECK-NEXT:    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
