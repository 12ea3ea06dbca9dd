// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0106: `%x#N` names a result that the op does not have, reported at the use.

// CHECK: {{.*}}e0106_bad_result_index.mlir:9:10: error[E0106]:
// CHECK-SAME: {{%0.*#2}}
func.func @out_of_range(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = call @pair(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#2 : tensor<4xf32>
}
func.func private @pair(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}

// -----

// A single result only has #0.
// CHECK: {{.*}}e0106_bad_result_index.mlir:22:10: error[E0106]:
// CHECK-SAME: {{%1.*#1}}
func.func @single(%a: tensor<4xf32>) -> tensor<4xf32> {
  %1 = stablehlo.abs %a : tensor<4xf32>
  return %1#1 : tensor<4xf32>
}
