// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// compare prints `DIRECTION, %lhs, %rhs[, TYPE] : functional-type`; select
// prints `pred-type, result-type` when both branches have the result's type.

// CHECK-LABEL: func.func @compare(
// CHECK-SAME: %[[A:[^:]+]]: tensor<4xf32>, %[[B:[^:]+]]: tensor<4xf32>, %[[I:[^:]+]]: tensor<4xi32>, %[[J:[^:]+]]: tensor<4xi32>, %[[U:[^:]+]]: tensor<4xui8>)
func.func @compare(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>, %j: tensor<4xi32>, %u: tensor<4xui8>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  // CHECK-NEXT: %[[C0:.+]] = stablehlo.compare LT, %[[A]], %[[B]], FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %0 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: %[[C1:.+]] = stablehlo.compare GE, %[[I]], %[[J]], SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %1 = stablehlo.compare GE, %i, %j, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  // Without a comparison type nothing is printed after the operands.
  // CHECK-NEXT: %[[C2:.+]] = stablehlo.compare EQ, %[[A]], %[[B]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.compare EQ, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: %[[C3:.+]] = stablehlo.compare NE, %[[C0]], %[[C2]], UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %3 = stablehlo.compare NE, %0, %2, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  // CHECK-NEXT: %[[C4:.+]] = stablehlo.compare GT, %[[A]], %[[B]], TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: %[[C5:.+]] = stablehlo.compare LE, %[[U]], %[[U]], UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %5 = stablehlo.compare LE, %u, %u, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  // CHECK-NEXT: return %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[C4]], %[[C5]] :
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// CHECK-LABEL: func.func @select(
// CHECK-SAME: %[[P:[^:]+]]: tensor<32x16xi1>, %[[X:[^:]+]]: tensor<32x16xi32>, %[[Y:[^:]+]]: tensor<32x16xi32>, %[[Q:[^:]+]]: tensor<i1>)
func.func @select(%p: tensor<32x16xi1>, %x: tensor<32x16xi32>, %y: tensor<32x16xi32>, %q: tensor<i1>) -> (tensor<32x16xi32>, tensor<32x16xi32>, tensor<32x16xi32>) {
  // CHECK-NEXT: %[[S0:.+]] = stablehlo.select %[[P]], %[[X]], %[[Y]] : tensor<32x16xi1>, tensor<32x16xi32>
  %0 = stablehlo.select %p, %x, %y : tensor<32x16xi1>, tensor<32x16xi32>
  // A scalar predicate selects whole tensors.
  // CHECK-NEXT: %[[S1:.+]] = stablehlo.select %[[Q]], %[[S0]], %[[Y]] : tensor<i1>, tensor<32x16xi32>
  %1 = stablehlo.select %q, %0, %y : tensor<i1>, tensor<32x16xi32>
  // The functional form with equal branch types prints the short form.
  // CHECK-NEXT: %[[S2:.+]] = stablehlo.select %[[P]], %[[S1]], %[[X]] : tensor<32x16xi1>, tensor<32x16xi32>
  %2 = stablehlo.select %p, %1, %x : (tensor<32x16xi1>, tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi32>
  // CHECK-NEXT: return %[[S0]], %[[S1]], %[[S2]] : tensor<32x16xi32>, tensor<32x16xi32>, tensor<32x16xi32>
  return %0, %1, %2 : tensor<32x16xi32>, tensor<32x16xi32>, tensor<32x16xi32>
}
