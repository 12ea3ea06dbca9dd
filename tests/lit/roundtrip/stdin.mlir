// RUN: irc opt - < %s | FileCheck %s
// RUN: cat %s | irc opt - | FileCheck %s

// `-` reads the program from standard input.

// CHECK-LABEL: func.func @from_stdin(
// CHECK-SAME: %arg0: tensor<3xi32>) -> tensor<3xi32> {
// CHECK-NEXT:   %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xi32>
// CHECK-NEXT:   return %0 : tensor<3xi32>
func.func @from_stdin(%v: tensor<3xi32>) -> tensor<3xi32> {
  %sq = stablehlo.multiply %v, %v : tensor<3xi32>
  return %sq : tensor<3xi32>
}
