// RUN: not irc opt --color=never %s 2>&1 | FileCheck %s

// E0009: an alias defined twice, reported at the second definition with the first.

#d = dense<1.0> : tensor<f32>
// CHECK: {{.*}}e0009_redefined_alias.mlir:[[@LINE+3]]:1: error[E0009]: alias `#d` is defined twice
// CHECK: second definition
// CHECK: first definition
#d = dense<2.0> : tensor<f32>
func.func @f() -> tensor<f32> {
  %0 = stablehlo.constant #d
  return %0 : tensor<f32>
}
