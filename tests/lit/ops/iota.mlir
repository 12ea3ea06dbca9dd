// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// iota prints `stablehlo.iota dim = N : result-type`.

// CHECK-LABEL: func.func @iota()
func.func @iota() -> (tensor<4xi32>, tensor<2x3xf32>, tensor<128x128xi32>, tensor<8xui32>, tensor<1x10xi64>) {
  // CHECK-NEXT: %[[I0:.+]] = stablehlo.iota dim = 0 : tensor<4xi32>
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  // CHECK-NEXT: %[[I1:.+]] = stablehlo.iota dim = 1 : tensor<2x3xf32>
  %1 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  // CHECK-NEXT: %[[I2:.+]] = stablehlo.iota dim = 0 : tensor<128x128xi32>
  %2 = stablehlo.iota dim = 0 : tensor<128x128xi32>
  // CHECK-NEXT: %[[I3:.+]] = stablehlo.iota dim = 0 : tensor<8xui32>
  %3 = stablehlo.iota dim = 0 : tensor<8xui32>
  // The generic form prints the same way.
  // CHECK-NEXT: %[[I4:.+]] = stablehlo.iota dim = 1 : tensor<1x10xi64>
  %4 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x10xi64>
  // CHECK-NEXT: return %[[I0]], %[[I1]], %[[I2]], %[[I3]], %[[I4]] : tensor<4xi32>, tensor<2x3xf32>, tensor<128x128xi32>, tensor<8xui32>, tensor<1x10xi64>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<2x3xf32>, tensor<128x128xi32>, tensor<8xui32>, tensor<1x10xi64>
}
