// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// optimization_barrier prints `%a, %b : t1, t2`; several operands give a
// result group %N:K whose members are used as %N#i.

// CHECK-LABEL: func.func @barrier(
// CHECK-SAME: %[[A:[^:]+]]: tensor<4xf32>, %[[B:[^:]+]]: tensor<i32>)
func.func @barrier(%a: tensor<4xf32>, %b: tensor<i32>) -> (tensor<4xf32>, tensor<i32>, tensor<4xf32>) {
  // CHECK-NEXT: %0 = stablehlo.optimization_barrier %[[A]] : tensor<4xf32>
  %0 = stablehlo.optimization_barrier %a : tensor<4xf32>
  // CHECK-NEXT: %1:2 = stablehlo.optimization_barrier %0, %[[B]] : tensor<4xf32>, tensor<i32>
  %1:2 = stablehlo.optimization_barrier %0, %b : tensor<4xf32>, tensor<i32>
  // CHECK-NEXT: %2 = stablehlo.add %1#0, %1#0 : tensor<4xf32>
  %2 = stablehlo.add %1#0, %1#0 : tensor<4xf32>
  // The generic form prints pretty.
  // CHECK-NEXT: %3 = stablehlo.optimization_barrier %2 : tensor<4xf32>
  %3 = "stablehlo.optimization_barrier"(%2) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: return %1#0, %1#1, %3 : tensor<4xf32>, tensor<i32>, tensor<4xf32>
  return %1#0, %1#1, %3 : tensor<4xf32>, tensor<i32>, tensor<4xf32>
}
