// RUN: irc opt %s --pass-pipeline=lift-cf-to-stablehlo | FileCheck %s
// RUN: not irc opt %s --pass-pipeline=cse --color=never 2>&1 | FileCheck %s --check-prefix=REFUSED

// A function of two blocks becomes one: a while over the index of the next block (0, 1; 2 means
// returned) whose body is a case of the blocks. The loop carries the index, the argument of ^bb1
// and the result; the function argument is read directly. Block 0 jumps to 1 passing %a; block 1
// returns its argument, so the result slot gets it and the index becomes 2.
// CHECK-LABEL: func.func @f(%arg0: tensor<i32>) -> tensor<i32> {
// CHECK: %[[W:.+]]:3 = stablehlo.while(%[[PC:iterArg]] = %c, %[[ARG:iterArg_[0-9]+]] = %c_0, %[[RES:iterArg_[0-9]+]] = %c_1)
// CHECK: cond {
// CHECK: %[[EXIT:.+]] = stablehlo.constant dense<2> : tensor<i32>
// CHECK: stablehlo.compare NE, %[[PC]], %[[EXIT]]
// CHECK: } do {
// CHECK: "stablehlo.case"(%[[PC]]) ({
// CHECK: %[[ONE:.+]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: stablehlo.return %[[ONE]], %arg0, %[[RES]]
// CHECK: }, {
// CHECK: %[[TWO:.+]] = stablehlo.constant dense<2> : tensor<i32>
// CHECK-NEXT: stablehlo.return %[[TWO]], %[[ARG]], %[[ARG]]
// CHECK: return %[[W]]#2 : tensor<i32>
// CHECK-NOT: ^bb1

// A pass that assumes one block per function stops instead of acting on several.
// REFUSED: error[E0414]: `cse` works on functions of one block, and `@f` has several
// REFUSED: run `lift-cf-to-stablehlo` before it

func.func @f(%a: tensor<i32>) -> tensor<i32> {
  cf.br ^bb1(%a : tensor<i32>)
^bb1(%b: tensor<i32>):
  return %b : tensor<i32>
}
