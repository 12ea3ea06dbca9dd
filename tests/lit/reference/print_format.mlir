// RUN: irc run-reference %s --function=main --input="2x2xf32=[1 2][3 4]" --input=2x2xf32=0.5 | FileCheck %s
// RUN: irc run-reference %s --function=scalars --input=f32=1.5 --input=i32=-7 | FileCheck %s --check-prefix=SCALAR
// RUN: irc run-reference %s --function=compare --input=4xi32=1,5,3,7 --input=4xi32=4 | FileCheck %s --check-prefix=BOOL

// IREE's printed format: EXEC line, one `result[i]: hal.buffer_view` per result, then the values.
// CHECK:      EXEC @main
// CHECK-NEXT: result[0]: hal.buffer_view
// CHECK-NEXT: 2x2xf32=[1.5 2.5][3.5 4.5]
// CHECK-NEXT: result[1]: hal.buffer_view
// CHECK-NEXT: 2x2xf32=[0.5 1][1.5 2]
func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %0 = stablehlo.add %a, %b : tensor<2x2xf32>
  %1 = stablehlo.multiply %a, %b : tensor<2x2xf32>
  return %0, %1 : tensor<2x2xf32>, tensor<2x2xf32>
}

// SCALAR:      EXEC @scalars
// SCALAR-NEXT: result[0]: hal.buffer_view
// SCALAR-NEXT: f32=2.25
// SCALAR-NEXT: result[1]: hal.buffer_view
// SCALAR-NEXT: i32=7
func.func @scalars(%x: tensor<f32>, %i: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %0 = stablehlo.multiply %x, %x : tensor<f32>
  %1 = stablehlo.abs %i : tensor<i32>
  return %0, %1 : tensor<f32>, tensor<i32>
}

// BOOL:      result[0]: hal.buffer_view
// BOOL-NEXT: 4xi1=1 0 1 0
func.func @compare(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %0 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
