// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0309: a load or store whose type is not its global's, and a global whose initial value has
// another type.

// CHECK: e0309_global_mismatch.mlir:[[# @LINE + 3]]:3: error[E0309]: `util.global.load` of @x gives `tensor<2xf32>`, but the global has type `tensor<2xi32>`
util.global private mutable @x = dense<[1, 2]> : tensor<2xi32>
func.func @load() -> tensor<2xf32> {
  %0 = util.global.load @x : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK: e0309_global_mismatch.mlir:[[# @LINE + 4]]:3: error[E0309]: `ml_program.global_store` stores `tensor<3xf32>` to @y, which has type `tensor<2xf32>`
ml_program.global private mutable @y(dense<0.0> : tensor<2xf32>) : tensor<2xf32>
func.func @store() {
  %c = stablehlo.constant dense<1.0> : tensor<3xf32>
  ml_program.global_store @y = %c : tensor<3xf32>
  return
}

// -----

// CHECK: e0309_global_mismatch.mlir:[[# @LINE + 1]]:1: error[E0309]: global @z of type `tensor<4xi32>` has an initial value of type `tensor<2xi32>`
util.global private @z : tensor<4xi32> = dense<[1, 2]> : tensor<2xi32>
