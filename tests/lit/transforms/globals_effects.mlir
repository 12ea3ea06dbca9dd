// Loads and stores of globals are effects: canonicalize does not fold a load of a mutable global
// (nor of an immutable one), cse does not merge two loads across a store, dce keeps a store whose
// function returns nothing, and licm keeps a load and a store inside the loop that runs them.
// RUN: irc opt --pass-pipeline=stablehlo-decompose,canonicalize,cse,dce,loop-invariant-code-motion %s | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK:      %[[A:.+]] = ml_program.global_load @v : tensor<i32>
// CHECK:      ml_program.global_store @v = %{{.+}} : tensor<i32>
// CHECK:      %[[B:.+]] = ml_program.global_load @v : tensor<i32>
// CHECK:      %[[K:.+]] = ml_program.global_load @k : tensor<i32>
// CHECK:      stablehlo.add %[[A]], %[[B]]
util.global private mutable @v = dense<1> : tensor<i32>
util.global private @k = dense<5> : tensor<i32>
func.func @f() -> tensor<i32> {
  %a = util.global.load @v : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %x = stablehlo.multiply %a, %two : tensor<i32>
  util.global.store %x, @v : tensor<i32>
  %b = util.global.load @v : tensor<i32>
  %k = util.global.load immutable @k : tensor<i32>
  %s = stablehlo.add %a, %b : tensor<i32>
  %r = stablehlo.add %s, %k : tensor<i32>
  return %r : tensor<i32>
}

// CHECK-LABEL: func.func @g
// CHECK:      stablehlo.while
// CHECK:      ml_program.global_store @v
// CHECK:      ml_program.global_load @v
// CHECK:      return
func.func @g() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %r = stablehlo.while(%i = %zero) : tensor<i32>
    cond {
      %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %c = stablehlo.constant dense<7> : tensor<i32>
      util.global.store %c, @v : tensor<i32>
      %l = util.global.load @v : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1 : tensor<i32>
    }
  return
}
