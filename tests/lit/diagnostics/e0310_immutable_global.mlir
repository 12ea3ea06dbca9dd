// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0310: a store to a global that is not `mutable`, and a constant load of a mutable one.

// CHECK: e0310_immutable_global.mlir:[[# @LINE + 4]]:3: error[E0310]: `util.global.store` stores to @k, which is not mutable
util.global private @k = dense<1> : tensor<i32>
func.func @store() {
  %c = stablehlo.constant dense<2> : tensor<i32>
  util.global.store %c, @k : tensor<i32>
  return
}

// -----

// CHECK: e0310_immutable_global.mlir:[[# @LINE + 3]]:3: error[E0310]: `ml_program.global_store` stores to @t, which is not mutable
ml_program.global private @t(dense<1.0> : tensor<f32>) : tensor<f32>
func.func @store_ml(%x: tensor<f32>) {
  ml_program.global_store @t = %x : tensor<f32>
  return
}

// -----

// CHECK: e0310_immutable_global.mlir:[[# @LINE + 3]]:3: error[E0310]: `ml_program.global_load_const` reads @m as a constant, but the global is mutable
ml_program.global private mutable @m(dense<1.0> : tensor<f32>) : tensor<f32>
func.func @load_const() -> tensor<f32> {
  %0 = ml_program.global_load_const @m : tensor<f32>
  return %0 : tensor<f32>
}
