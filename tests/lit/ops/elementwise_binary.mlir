// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// Binary elementwise ops print as `op %lhs, %rhs : type` when both operands
// and the result share one type; extra attributes go before the colon.

// CHECK-LABEL: func.func @float_binary(
// CHECK-SAME: %[[A:[^:]+]]: tensor<2x3xf32>, %[[B:[^:]+]]: tensor<2x3xf32>) -> tensor<2x3xf32> {
func.func @float_binary(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %[[ADD:.+]] = stablehlo.add %[[A]], %[[B]] : tensor<2x3xf32>
  %0 = stablehlo.add %a, %b : tensor<2x3xf32>
  // CHECK-NEXT: %[[SUB:.+]] = stablehlo.subtract %[[ADD]], %[[B]] : tensor<2x3xf32>
  %1 = stablehlo.subtract %0, %b : tensor<2x3xf32>
  // CHECK-NEXT: %[[MUL:.+]] = stablehlo.multiply %[[SUB]], %[[SUB]] : tensor<2x3xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<2x3xf32>
  // CHECK-NEXT: %[[DIV:.+]] = stablehlo.divide %[[MUL]], %[[A]] : tensor<2x3xf32>
  %3 = stablehlo.divide %2, %a : tensor<2x3xf32>
  // CHECK-NEXT: %[[MAX:.+]] = stablehlo.maximum %[[DIV]], %[[B]] : tensor<2x3xf32>
  %4 = stablehlo.maximum %3, %b : tensor<2x3xf32>
  // CHECK-NEXT: %[[MIN:.+]] = stablehlo.minimum %[[MAX]], %[[A]] : tensor<2x3xf32>
  %5 = stablehlo.minimum %4, %a : tensor<2x3xf32>
  // CHECK-NEXT: %[[POW:.+]] = stablehlo.power %[[MIN]], %[[A]] : tensor<2x3xf32>
  %6 = stablehlo.power %5, %a : tensor<2x3xf32>
  // CHECK-NEXT: %[[REM:.+]] = stablehlo.remainder %[[POW]], %[[B]] : tensor<2x3xf32>
  %7 = stablehlo.remainder %6, %b : tensor<2x3xf32>
  // CHECK-NEXT: %[[ATAN:.+]] = stablehlo.atan2 %[[REM]], %[[A]] : tensor<2x3xf32>
  %8 = stablehlo.atan2 %7, %a : tensor<2x3xf32>
  // CHECK-NEXT: return %[[ATAN]] : tensor<2x3xf32>
  return %8 : tensor<2x3xf32>
}
// CHECK-NEXT: }

// CHECK-LABEL: func.func @integer_binary(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4xi32>, %[[Y:[^:]+]]: tensor<4xi32>, %[[P:[^:]+]]: tensor<4xi1>, %[[Q:[^:]+]]: tensor<4xi1>)
func.func @integer_binary(%x: tensor<4xi32>, %y: tensor<4xi32>, %p: tensor<4xi1>, %q: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xi1>) {
  // CHECK-NEXT: %[[AND:.+]] = stablehlo.and %[[X]], %[[Y]] : tensor<4xi32>
  %0 = stablehlo.and %x, %y : tensor<4xi32>
  // CHECK-NEXT: %[[OR:.+]] = stablehlo.or %[[AND]], %[[Y]] : tensor<4xi32>
  %1 = stablehlo.or %0, %y : tensor<4xi32>
  // CHECK-NEXT: %[[XOR:.+]] = stablehlo.xor %[[OR]], %[[X]] : tensor<4xi32>
  %2 = stablehlo.xor %1, %x : tensor<4xi32>
  // CHECK-NEXT: %[[SHL:.+]] = stablehlo.shift_left %[[XOR]], %[[Y]] : tensor<4xi32>
  %3 = stablehlo.shift_left %2, %y : tensor<4xi32>
  // CHECK-NEXT: %[[SRA:.+]] = stablehlo.shift_right_arithmetic %[[SHL]], %[[Y]] : tensor<4xi32>
  %4 = stablehlo.shift_right_arithmetic %3, %y : tensor<4xi32>
  // CHECK-NEXT: %[[SRL:.+]] = stablehlo.shift_right_logical %[[SRA]], %[[Y]] : tensor<4xi32>
  %5 = stablehlo.shift_right_logical %4, %y : tensor<4xi32>
  // CHECK-NEXT: %[[IADD:.+]] = stablehlo.add %[[SRL]], %[[X]] : tensor<4xi32>
  %6 = stablehlo.add %5, %x : tensor<4xi32>
  // CHECK-NEXT: %[[BAND:.+]] = stablehlo.and %[[P]], %[[Q]] : tensor<4xi1>
  %7 = stablehlo.and %p, %q : tensor<4xi1>
  // CHECK-NEXT: %[[BOR:.+]] = stablehlo.or %[[BAND]], %[[Q]] : tensor<4xi1>
  %8 = stablehlo.or %7, %q : tensor<4xi1>
  // CHECK-NEXT: return %[[IADD]], %[[BOR]] : tensor<4xi32>, tensor<4xi1>
  return %6, %8 : tensor<4xi32>, tensor<4xi1>
}

// A discardable attribute stays on the op, printed between the operands and
// the type.
// CHECK-LABEL: func.func @with_attribute(
func.func @with_attribute(%a: tensor<f32>) -> tensor<f32> {
  // CHECK-NEXT: %[[R:.+]] = stablehlo.add %{{.+}}, %{{.+}} {mhlo.frontend_attributes = {_xla_tag = "t"}} : tensor<f32>
  %0 = stablehlo.add %a, %a {mhlo.frontend_attributes = {_xla_tag = "t"}} : tensor<f32>
  // CHECK-NEXT: return %[[R]] : tensor<f32>
  return %0 : tensor<f32>
}
