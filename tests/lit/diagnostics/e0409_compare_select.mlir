// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0409: invalid compare or select operand types, reported at the op.

// Compared values of different types.
// CHECK: {{.*}}e0409_compare_select.mlir:8:3: error[E0409]:
func.func @operand_types(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %0 = stablehlo.compare LT, %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// A compare produces i1.
// CHECK: {{.*}}e0409_compare_select.mlir:17:3: error[E0409]:
func.func @result_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  %1 = stablehlo.compare LT, %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// SIGNED does not apply to floats.
// CHECK: {{.*}}e0409_compare_select.mlir:27:3: error[E0409]:
// CHECK-SAME: SIGNED
func.func @compare_type(%a: tensor<4xf32>) -> tensor<4xi1> {
  %2 = stablehlo.compare LT, %a, %a, SIGNED : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %2 : tensor<4xi1>
}

// -----

// A predicate must be i1.
// CHECK: {{.*}}e0409_compare_select.mlir:36:3: error[E0409]:
func.func @predicate(%p: tensor<4xi32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %3 = stablehlo.select %p, %a, %a : tensor<4xi32>, tensor<4xf32>
  return %3 : tensor<4xf32>
}

// -----

// Both branches must have the result's type.
// CHECK: {{.*}}e0409_compare_select.mlir:45:3: error[E0409]:
func.func @branches(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf64>) -> tensor<4xf32> {
  %4 = stablehlo.select %p, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return %4 : tensor<4xf32>
}

// -----

// A non-scalar predicate must have the branches' shape.
// CHECK: {{.*}}e0409_compare_select.mlir:54:3: error[E0409]:
func.func @predicate_shape(%p: tensor<2xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %5 = stablehlo.select %p, %a, %a : tensor<2xi1>, tensor<4xf32>
  return %5 : tensor<4xf32>
}
