// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// Inside a function, func.call and func.return print without their dialect
// prefix. A call with several results defines a group %N:K used as %N#i and
// takes a single number, so the next value is %N+1.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // CHECK-NEXT: %0:2 = call @pair(%arg0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %p:2 = call @pair(%x) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  // CHECK-NEXT: %1 = call @id(%0#1) : (tensor<2xf32>) -> tensor<2xf32>
  %y = func.call @id(%p#1) : (tensor<2xf32>) -> tensor<2xf32>
  // CHECK-NEXT: call @sink(%1) : (tensor<2xf32>) -> ()
  call @sink(%y) : (tensor<2xf32>) -> ()
  // CHECK-NEXT: %2 = call @decl(%0#0, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %z = call @decl(%p#0, %y) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  // CHECK-NEXT: %3:3 = call @three() : () -> (tensor<i32>, tensor<i32>, tensor<2xf32>)
  %t:3 = call @three() : () -> (tensor<i32>, tensor<i32>, tensor<2xf32>)
  // CHECK-NEXT: %4 = stablehlo.add %3#2, %2 : tensor<2xf32>
  %s = stablehlo.add %t#2, %z : tensor<2xf32>
  // CHECK-NEXT: return %4, %0#0 : tensor<2xf32>, tensor<2xf32>
  func.return %s, %p#0 : tensor<2xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func private @pair(
// CHECK-SAME: %arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
// CHECK-NEXT: %0 = stablehlo.negate %arg0 : tensor<2xf32>
// CHECK-NEXT: return %arg0, %0 : tensor<2xf32>, tensor<2xf32>
// CHECK-NEXT: }
func.func private @pair(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %n = stablehlo.negate %a : tensor<2xf32>
  return %a, %n : tensor<2xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func private @id(
// CHECK-NEXT: return %arg0 : tensor<2xf32>
func.func private @id(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// A function without results ends with a bare `return`.
// CHECK-LABEL: func.func private @sink(
// CHECK-SAME: %arg0: tensor<2xf32>) {
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }
func.func private @sink(%a: tensor<2xf32>) {
  return
}

// CHECK-LABEL: func.func private @decl(tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>{{$}}
func.func private @decl(tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>

// CHECK-LABEL: func.func private @three() -> (tensor<i32>, tensor<i32>, tensor<2xf32>) {
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %cst = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: return %c, %c, %cst : tensor<i32>, tensor<i32>, tensor<2xf32>
func.func private @three() -> (tensor<i32>, tensor<i32>, tensor<2xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1.0> : tensor<2xf32>
  return %zero, %zero, %one : tensor<i32>, tensor<i32>, tensor<2xf32>
}
