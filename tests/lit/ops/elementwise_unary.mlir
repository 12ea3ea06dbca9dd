// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// Unary elementwise ops print as `op %x : type`; ops whose result type differs
// from the operand's (convert, is_finite, reshape, bitcast_convert) print a
// functional type.

// CHECK-LABEL: func.func @float_unary(
// CHECK-SAME: %[[X:[^:]+]]: tensor<8xf32>) -> tensor<8xf32>
func.func @float_unary(%x: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NEXT: %[[V0:.+]] = stablehlo.abs %[[X]] : tensor<8xf32>
  %0 = stablehlo.abs %x : tensor<8xf32>
  // CHECK-NEXT: %[[V1:.+]] = stablehlo.negate %[[V0]] : tensor<8xf32>
  %1 = stablehlo.negate %0 : tensor<8xf32>
  // CHECK-NEXT: %[[V2:.+]] = stablehlo.exponential %[[V1]] : tensor<8xf32>
  %2 = stablehlo.exponential %1 : tensor<8xf32>
  // CHECK-NEXT: %[[V3:.+]] = stablehlo.exponential_minus_one %[[V2]] : tensor<8xf32>
  %3 = stablehlo.exponential_minus_one %2 : tensor<8xf32>
  // CHECK-NEXT: %[[V4:.+]] = stablehlo.log %[[V3]] : tensor<8xf32>
  %4 = stablehlo.log %3 : tensor<8xf32>
  // CHECK-NEXT: %[[V5:.+]] = stablehlo.log_plus_one %[[V4]] : tensor<8xf32>
  %5 = stablehlo.log_plus_one %4 : tensor<8xf32>
  // CHECK-NEXT: %[[V6:.+]] = stablehlo.logistic %[[V5]] : tensor<8xf32>
  %6 = stablehlo.logistic %5 : tensor<8xf32>
  // CHECK-NEXT: %[[V7:.+]] = stablehlo.tanh %[[V6]] : tensor<8xf32>
  %7 = stablehlo.tanh %6 : tensor<8xf32>
  // CHECK-NEXT: %[[V8:.+]] = stablehlo.sqrt %[[V7]] : tensor<8xf32>
  %8 = stablehlo.sqrt %7 : tensor<8xf32>
  // CHECK-NEXT: %[[V9:.+]] = stablehlo.rsqrt %[[V8]] : tensor<8xf32>
  %9 = stablehlo.rsqrt %8 : tensor<8xf32>
  // CHECK-NEXT: %[[V10:.+]] = stablehlo.cbrt %[[V9]] : tensor<8xf32>
  %10 = stablehlo.cbrt %9 : tensor<8xf32>
  // CHECK-NEXT: %[[V11:.+]] = stablehlo.sign %[[V10]] : tensor<8xf32>
  %11 = stablehlo.sign %10 : tensor<8xf32>
  // CHECK-NEXT: %[[V12:.+]] = stablehlo.floor %[[V11]] : tensor<8xf32>
  %12 = stablehlo.floor %11 : tensor<8xf32>
  // CHECK-NEXT: %[[V13:.+]] = stablehlo.ceil %[[V12]] : tensor<8xf32>
  %13 = stablehlo.ceil %12 : tensor<8xf32>
  // CHECK-NEXT: %[[V14:.+]] = stablehlo.round_nearest_even %[[V13]] : tensor<8xf32>
  %14 = stablehlo.round_nearest_even %13 : tensor<8xf32>
  // CHECK-NEXT: %[[V15:.+]] = stablehlo.round_nearest_afz %[[V14]] : tensor<8xf32>
  %15 = stablehlo.round_nearest_afz %14 : tensor<8xf32>
  // CHECK-NEXT: %[[V16:.+]] = stablehlo.sine %[[V15]] : tensor<8xf32>
  %16 = stablehlo.sine %15 : tensor<8xf32>
  // CHECK-NEXT: %[[V17:.+]] = stablehlo.cosine %[[V16]] : tensor<8xf32>
  %17 = stablehlo.cosine %16 : tensor<8xf32>
  // CHECK-NEXT: %[[V18:.+]] = stablehlo.tan %[[V17]] : tensor<8xf32>
  %18 = stablehlo.tan %17 : tensor<8xf32>
  // CHECK-NEXT: return %[[V18]] : tensor<8xf32>
  return %18 : tensor<8xf32>
}

// CHECK-LABEL: func.func @integer_unary(
// CHECK-SAME: %[[I:[^:]+]]: tensor<3xi32>, %[[B:[^:]+]]: tensor<3xi1>)
func.func @integer_unary(%i: tensor<3xi32>, %b: tensor<3xi1>) -> (tensor<3xi32>, tensor<3xi1>) {
  // CHECK-NEXT: %[[N0:.+]] = stablehlo.not %[[I]] : tensor<3xi32>
  %0 = stablehlo.not %i : tensor<3xi32>
  // CHECK-NEXT: %[[N1:.+]] = stablehlo.popcnt %[[N0]] : tensor<3xi32>
  %1 = stablehlo.popcnt %0 : tensor<3xi32>
  // CHECK-NEXT: %[[N2:.+]] = stablehlo.count_leading_zeros %[[N1]] : tensor<3xi32>
  %2 = stablehlo.count_leading_zeros %1 : tensor<3xi32>
  // CHECK-NEXT: %[[N3:.+]] = stablehlo.abs %[[N2]] : tensor<3xi32>
  %3 = stablehlo.abs %2 : tensor<3xi32>
  // CHECK-NEXT: %[[N4:.+]] = stablehlo.negate %[[N3]] : tensor<3xi32>
  %4 = stablehlo.negate %3 : tensor<3xi32>
  // CHECK-NEXT: %[[N5:.+]] = stablehlo.not %[[B]] : tensor<3xi1>
  %5 = stablehlo.not %b : tensor<3xi1>
  // CHECK-NEXT: return %[[N4]], %[[N5]] : tensor<3xi32>, tensor<3xi1>
  return %4, %5 : tensor<3xi32>, tensor<3xi1>
}

// CHECK-LABEL: func.func @type_changing(
// CHECK-SAME: %[[F:[^:]+]]: tensor<2x3xf32>, %[[I:[^:]+]]: tensor<2x3xi32>)
func.func @type_changing(%f: tensor<2x3xf32>, %i: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>, tensor<6xf32>, tensor<3x2xi32>, tensor<2x3xf64>) {
  // A convert to the same type keeps the short form.
  // CHECK-NEXT: %[[C0:.+]] = stablehlo.convert %[[F]] : tensor<2x3xf32>
  %0 = stablehlo.convert %f : tensor<2x3xf32>
  // CHECK-NEXT: %[[C1:.+]] = stablehlo.convert %[[I]] : (tensor<2x3xi32>) -> tensor<2x3xf32>
  %1 = stablehlo.convert %i : (tensor<2x3xi32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %[[FIN:.+]] = stablehlo.is_finite %[[F]] : (tensor<2x3xf32>) -> tensor<2x3xi1>
  %2 = stablehlo.is_finite %f : (tensor<2x3xf32>) -> tensor<2x3xi1>
  // CHECK-NEXT: %[[RS:.+]] = stablehlo.reshape %[[C1]] : (tensor<2x3xf32>) -> tensor<6xf32>
  %3 = stablehlo.reshape %1 : (tensor<2x3xf32>) -> tensor<6xf32>
  // CHECK-NEXT: %[[BC:.+]] = stablehlo.bitcast_convert %[[F]] : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %4 = stablehlo.bitcast_convert %f : (tensor<2x3xf32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %[[RS2:.+]] = stablehlo.reshape %[[BC]] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %5 = stablehlo.reshape %4 : (tensor<2x3xi32>) -> tensor<3x2xi32>
  // CHECK-NEXT: %[[WIDE:.+]] = stablehlo.convert %[[C0]] : (tensor<2x3xf32>) -> tensor<2x3xf64>
  %6 = stablehlo.convert %0 : (tensor<2x3xf32>) -> tensor<2x3xf64>
  // CHECK-NEXT: return %[[C0]], %[[C1]], %[[FIN]], %[[RS]], %[[RS2]], %[[WIDE]] :
  return %0, %1, %2, %3, %5, %6 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>, tensor<6xf32>, tensor<3x2xi32>, tensor<2x3xf64>
}
