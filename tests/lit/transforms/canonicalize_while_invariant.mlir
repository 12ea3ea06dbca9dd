// RUN: irc opt --pass-pipeline=canonicalize %s | FileCheck %s
// RUN: irc run-reference --function=main --input=f32=3 %s | FileCheck %s --check-prefix=VAL
// RUN: irc opt --pass-pipeline=canonicalize %s | irc run-reference --function=main --input=f32=3 - | FileCheck %s --check-prefix=VAL

// canonicalize drops the carried values of a `while` that its body returns unchanged (as JAX's
// `scan` threads its weights through the loop): the loop reads the initial value instead, and so
// does the code after it. Hand-computed for w = 3: four rounds of acc *= w from 1 give 81; the
// counter ends at 4; the pass-through result is w itself.

// CHECK-LABEL: func.func @main
// CHECK:       %[[R:.+]]:2 = stablehlo.while(%[[I:.+]] = %{{.+}}, %[[A:.+]] = %{{.+}}) : tensor<i32>, tensor<f32>
// CHECK:       stablehlo.multiply %[[A]], %arg0
// CHECK:       return %[[R]]#0, %arg0, %[[R]]#1
// VAL: i32=4
// VAL: f32=3
// VAL: f32=81
func.func @main(%w: tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<f32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %acc0 = stablehlo.constant dense<1.0> : tensor<f32>
  %r:3 = stablehlo.while(%i = %zero, %wk = %w, %acc = %acc0) : tensor<i32>, tensor<f32>, tensor<f32>
   cond {
    %lt = stablehlo.compare LT, %i, %four : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %a1 = stablehlo.multiply %acc, %wk : tensor<f32>
    stablehlo.return %i1, %wk, %a1 : tensor<i32>, tensor<f32>, tensor<f32>
  }
  return %r#0, %r#1, %r#2 : tensor<i32>, tensor<f32>, tensor<f32>
}
