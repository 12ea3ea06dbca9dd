// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0308: a load or store that names no global of the module (a function's name is not a
// global's).

// CHECK: e0308_undefined_global.mlir:[[# @LINE + 3]]:3: error[E0308]: `ml_program.global_load` names @missing, which is not a global of this module
ml_program.global private mutable @present(dense<0> : tensor<i32>) : tensor<i32>
func.func @f() -> tensor<i32> {
  %0 = ml_program.global_load @missing : tensor<i32>
  return %0 : tensor<i32>
}

// -----

// CHECK: e0308_undefined_global.mlir:[[# @LINE + 3]]:3: error[E0308]: `util.global.store` names @g, which is not a global of this module
func.func @g(%x: tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  util.global.store %c, @g : tensor<i32>
  return
}
