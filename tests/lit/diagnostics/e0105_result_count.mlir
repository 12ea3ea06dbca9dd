// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0105: the number of result names differs from the number of results the op
// has; reported at the op.

// CHECK: {{.*}}e0105_result_count.mlir:8:3: error[E0105]:
func.func @two_names(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0, %1 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: {{.*}}e0105_result_count.mlir:16:3: error[E0105]:
func.func @group_too_large(%a: tensor<4xf32>, %b: tensor<i32>) -> tensor<4xf32> {
  %0:3 = stablehlo.optimization_barrier %a, %b : tensor<4xf32>, tensor<i32>
  return %0#0 : tensor<4xf32>
}

// -----

// CHECK: {{.*}}e0105_result_count.mlir:24:3: error[E0105]:
func.func @one_name_two_results(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @pair(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0 : tensor<4xf32>
}
func.func private @pair(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}
