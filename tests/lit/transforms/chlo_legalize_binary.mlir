// RUN: irc opt --pass-pipeline=chlo-legalize-to-stablehlo %s | FileCheck %s

// Binary and broadcasting CHLO ops, constants.

// CHECK-NOT: chlo.

// mulhi on i32: widen to i64, multiply, shift the high half down, narrow.
// CHECK-LABEL: func.func @mulhi(
// CHECK-SAME: %[[A:[^:]+]]: tensor<3xi32>, %[[B:[^:]+]]: tensor<3xi32>
// CHECK-NEXT: %[[WA:.+]] = stablehlo.convert %[[A]] : (tensor<3xi32>) -> tensor<3xi64>
// CHECK-NEXT: %[[WB:.+]] = stablehlo.convert %[[B]] : (tensor<3xi32>) -> tensor<3xi64>
// CHECK-NEXT: %[[P:.+]] = stablehlo.multiply %[[WA]], %[[WB]] : tensor<3xi64>
// CHECK-NEXT: %[[N:.+]] = stablehlo.constant dense<32> : tensor<3xi64>
// CHECK-NEXT: %[[H:.+]] = stablehlo.shift_right_arithmetic %[[P]], %[[N]] : tensor<3xi64>
// CHECK-NEXT: %[[R:.+]] = stablehlo.convert %[[H]] : (tensor<3xi64>) -> tensor<3xi32>
// CHECK-NEXT: return %[[R]]
func.func @mulhi(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %0 = chlo.mulhi %a, %b : tensor<3xi32>, tensor<3xi32> -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// next_after works on the bit patterns.
// CHECK-LABEL: func.func @next_after(
// CHECK: stablehlo.bitcast_convert %{{.+}} : (tensor<2xf32>) -> tensor<2xi32>
// CHECK: %[[R:.+]] = stablehlo.bitcast_convert %{{.+}} : (tensor<2xi32>) -> tensor<2xf32>
// CHECK-NEXT: return %[[R]]
func.func @next_after(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = chlo.next_after %a, %b : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// The lower-rank operand is broadcast along the trailing dimensions.
// CHECK-LABEL: func.func @broadcast_add(
// CHECK-SAME: %[[A:[^:]+]]: tensor<2x3xf32>, %[[B:[^:]+]]: tensor<3xf32>
// CHECK-NEXT: %[[BB:.+]] = stablehlo.broadcast_in_dim %[[B]], dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.+]] = stablehlo.add %[[A]], %[[BB]] : tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @broadcast_add(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "chlo.broadcast_add"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Explicit broadcast_dimensions are kept; degenerate dimensions expand.
// CHECK-LABEL: func.func @broadcast_dims(
// CHECK-SAME: %[[A:[^:]+]]: tensor<2x3xi32>, %[[B:[^:]+]]: tensor<2xi32>
// CHECK-NEXT: %[[BB:.+]] = stablehlo.broadcast_in_dim %[[B]], dims = [0] : (tensor<2xi32>) -> tensor<2x3xi32>
// CHECK-NEXT: %[[R:.+]] = stablehlo.shift_left %[[A]], %[[BB]] : tensor<2x3xi32>
func.func @broadcast_dims(%a: tensor<2x3xi32>, %b: tensor<2xi32>) -> tensor<2x3xi32> {
  %0 = "chlo.broadcast_shift_left"(%a, %b) {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// broadcast_compare keeps its direction and comparison type.
// CHECK-LABEL: func.func @broadcast_compare(
// CHECK-SAME: %[[A:[^:]+]]: tensor<1x3xf32>, %[[B:[^:]+]]: tensor<2x1xf32>
// CHECK-NEXT: %[[BA:.+]] = stablehlo.broadcast_in_dim %[[A]], dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[BB:.+]] = stablehlo.broadcast_in_dim %[[B]], dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[R:.+]] = stablehlo.compare GT, %[[BA]], %[[BB]], FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
func.func @broadcast_compare(%a: tensor<1x3xf32>, %b: tensor<2x1xf32>) -> tensor<2x3xi1> {
  %0 = "chlo.broadcast_compare"(%a, %b) {comparison_direction = #chlo<comparison_direction GT>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<1x3xf32>, tensor<2x1xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// A scalar predicate is broadcast too.
// CHECK-LABEL: func.func @broadcast_select(
// CHECK-SAME: %[[P:[^:]+]]: tensor<i1>, %[[A:[^:]+]]: tensor<2xf32>, %[[B:[^:]+]]: tensor<f32>
// CHECK-NEXT: %[[BP:.+]] = stablehlo.broadcast_in_dim %[[P]], dims = [] : (tensor<i1>) -> tensor<2xi1>
// CHECK-NEXT: %[[BB:.+]] = stablehlo.broadcast_in_dim %[[B]], dims = [] : (tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %[[R:.+]] = stablehlo.select %[[BP]], %[[A]], %[[BB]] : tensor<2xi1>, tensor<2xf32>
func.func @broadcast_select(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<f32>) -> tensor<2xf32> {
  %0 = "chlo.broadcast_select"(%p, %a, %b) : (tensor<i1>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @constants(
// CHECK-NEXT: %[[C:.+]] = stablehlo.constant dense<2.500000e+00> : tensor<2x3xf32>
// CHECK-NEXT: %[[D:.+]] = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: return %[[C]], %[[D]]
func.func @constants(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2xi32>) {
  %0 = "chlo.constant_like"(%a) {value = 2.5 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "chlo.constant"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  return %0, %1 : tensor<2x3xf32>, tensor<2xi32>
}
