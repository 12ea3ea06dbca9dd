// RUN: irc opt --pass-pipeline=loop-invariant-code-motion %s | FileCheck %s
// RUN: irc run-reference --function=main --input="3xf32=1 2 3" --input=f32=2 %s | FileCheck %s --check-prefix=VAL
// RUN: irc opt --pass-pipeline=loop-invariant-code-motion %s | irc run-reference --function=main --input="3xf32=1 2 3" --input=f32=2 - | FileCheck %s --check-prefix=VAL

// Loop-invariant ops leave the loop: the constants, the broadcast of the
// argument %s and the product that reads only them move in front of the outer
// loop; the inner loop's bound, which reads only outer values, leaves both
// loops; what reads a loop value (%v, %j, %k) stays. The condition region's
// constant leaves too (the condition always runs). Running before and after
// gives the same values. By hand: each outer step adds (2 * 2) + 1 = 5 to every
// element twice (inner loop of two), four outer steps: [1 2 3] + 40 = [41 42 43].

// CHECK-LABEL: func.func @main
// CHECK-DAG: stablehlo.constant dense<4> : tensor<i32>
// CHECK-DAG: stablehlo.constant dense<2> : tensor<i32>
// CHECK-DAG: %[[B:.+]] = stablehlo.broadcast_in_dim %arg1
// CHECK-DAG: %[[P:.+]] = stablehlo.multiply %[[B]], %[[B]]
// CHECK: stablehlo.while
// CHECK:  cond {
// CHECK-NEXT: stablehlo.compare
// CHECK-NEXT: stablehlo.return
// CHECK: } do {
// CHECK-NEXT: stablehlo.while
// CHECK:  cond {
// CHECK-NEXT: stablehlo.compare
// CHECK-NEXT: stablehlo.return
// CHECK: } do {
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.return
// VAL: 3xf32=41 42 43
func.func @main(%x: tensor<3xf32>, %s: tensor<f32>) -> tensor<3xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %zero, %v = %x) : tensor<i32>, tensor<3xf32>
   cond {
    %four = stablehlo.constant dense<4> : tensor<i32>
    %c = stablehlo.compare LT, %k, %four : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %bs = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %sq = stablehlo.multiply %bs, %bs : tensor<3xf32>
    %onef = stablehlo.constant dense<1.0> : tensor<3xf32>
    %step = stablehlo.add %sq, %onef : tensor<3xf32>
    %inner:2 = stablehlo.while(%j = %zero, %w = %v) : tensor<i32>, tensor<3xf32>
     cond {
      %two = stablehlo.constant dense<2> : tensor<i32>
      %c = stablehlo.compare LT, %j, %two : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %w1 = stablehlo.add %w, %step : tensor<3xf32>
      %j1 = stablehlo.add %j, %one : tensor<i32>
      stablehlo.return %j1, %w1 : tensor<i32>, tensor<3xf32>
    }
    %k1 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k1, %inner#1 : tensor<i32>, tensor<3xf32>
  }
  return %r#1 : tensor<3xf32>
}
