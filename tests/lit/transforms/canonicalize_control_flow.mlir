// RUN: irc opt --pass-pipeline=canonicalize %s | FileCheck %s
// RUN: irc run-reference --function=main --input=f32=5 %s | FileCheck %s --check-prefix=VAL
// RUN: irc opt --pass-pipeline=canonicalize %s | irc run-reference --function=main --input=f32=5 - | FileCheck %s --check-prefix=VAL

// canonicalize decides control flow on constants: an `if` on a constant
// predicate and a `case` on a constant index become the branch they take (its
// ops move out, reading the enclosing values as before); a `while` whose
// condition is false for its constant initial values never runs and becomes its
// operands. A loop whose condition reads an argument, or whose initial value is
// not constant, stays. Running before and after gives the same values
// (hand-computed: 5 + 5 = 10, 5 * 5 = 25, the loop's 7, and 5 doubled until
// it is at least 100: 160).

// CHECK-LABEL: func.func @main
// CHECK-NOT: stablehlo.if
// CHECK-NOT: stablehlo.case
// CHECK: stablehlo.add %arg0, %arg0
// CHECK: stablehlo.multiply %arg0, %arg0
// CHECK: stablehlo.while
// CHECK-NOT: stablehlo.while
// CHECK: return
// VAL: f32=10
// VAL: f32=25
// VAL: i32=7
// VAL: f32=160
func.func @main(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>) {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %a = "stablehlo.if"(%t) ({
    %s = stablehlo.add %x, %x : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %i = stablehlo.constant dense<9> : tensor<i32>
  %b = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<f32>
  }, {
    %p = stablehlo.multiply %x, %x : tensor<f32>
    stablehlo.return %p : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  %seven = stablehlo.constant dense<7> : tensor<i32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %c = stablehlo.while(%k = %seven) : tensor<i32>
   cond {
    %lt = stablehlo.compare LT, %k, %five : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %k1 = stablehlo.add %k, %five : tensor<i32>
    stablehlo.return %k1 : tensor<i32>
  }
  %hundred = stablehlo.constant dense<100.0> : tensor<f32>
  %d = stablehlo.while(%v = %x) : tensor<f32>
   cond {
    %lt = stablehlo.compare LT, %v, %hundred : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %v2 = stablehlo.add %v, %v : tensor<f32>
    stablehlo.return %v2 : tensor<f32>
  }
  return %a, %b, %c, %d : tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>
}
