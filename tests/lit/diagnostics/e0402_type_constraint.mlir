// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0402: operand or result types that break the op's type rules, reported at
// the op; every offending op of a case is reported.

// CHECK: {{.*}}e0402_type_constraint.mlir:13:3: error[E0402]:
// CHECK-SAME: stablehlo.exponential
// CHECK: {{.*}}e0402_type_constraint.mlir:14:3: error[E0402]:
// CHECK-SAME: stablehlo.and
// CHECK: {{.*}}e0402_type_constraint.mlir:15:3: error[E0402]:
// CHECK-SAME: stablehlo.add
func.func @element_types(%i: tensor<4xi32>, %f: tensor<4xf32>) {
  %0 = stablehlo.exponential %i : tensor<4xi32>
  %1 = stablehlo.and %f, %f : tensor<4xf32>
  %2 = stablehlo.add %f, %f : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

// A constant whose value type is not its result type.
// CHECK: {{.*}}e0402_type_constraint.mlir:24:3: error[E0402]:
func.func @constant() -> tensor<4xf32> {
  %3 = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<4xf32>
  return %3 : tensor<4xf32>
}

// -----

// Operand shapes of a binary op must agree.
// CHECK: {{.*}}e0402_type_constraint.mlir:33:3: error[E0402]:
func.func @shapes(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  %4 = stablehlo.subtract %a, %b : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %4 : tensor<4xf32>
}
