// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// func.func: visibility, argument and result attributes (dictionaries print
// with their keys sorted), `attributes {...}`, declarations without a body,
// quoted symbol names and functions without arguments or results.

// CHECK: module @funcs {
module @funcs {
  // CHECK-NEXT: func.func public @main(%arg0: tensor<2xf32> {jax.arg_info = "x", mhlo.sharding = "{replicated}"}, %arg1: tensor<f32>) -> (tensor<2xf32> {jax.result_info = "result"}) {
  func.func public @main(%x: tensor<2xf32> {mhlo.sharding = "{replicated}", jax.arg_info = "x"}, %y: tensor<f32>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    // CHECK-NEXT: %0 = call @"quoted name"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    %0 = call @"quoted name"(%x) : (tensor<2xf32>) -> tensor<2xf32>
    // CHECK-NEXT: return %0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  // CHECK-NEXT: }
  }

  // Several results, some with attributes.
  // CHECK-NEXT: func.func @two(%arg0: tensor<i32>) -> (tensor<i32>, tensor<i32> {jax.result_info = "[1]"}) {
  func.func @two(%a: tensor<i32>) -> (tensor<i32>, tensor<i32> {jax.result_info = "[1]"}) {
    // CHECK-NEXT: return %arg0, %arg0 : tensor<i32>, tensor<i32>
    return %a, %a : tensor<i32>, tensor<i32>
  // CHECK-NEXT: }
  }

  // An empty `attributes {}` prints nothing; a non-empty one prints sorted, with
  // unit attributes by their bare name.
  // CHECK-NEXT: func.func @no_attrs() {
  func.func @no_attrs() attributes {} {
    // CHECK-NEXT: return
    return
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: func.func @attrs() attributes {foo = 3 : i32, llvm.emit_c_interface} {
  func.func @attrs() attributes {llvm.emit_c_interface, foo = 3 : i32} {
    // CHECK-NEXT: return
    return
  // CHECK-NEXT: }
  }

  // A declaration names no arguments; argument attributes still print.
  // CHECK-NEXT: func.func private @decl(tensor<2xf32>, tensor<i32> {my.attr}) -> tensor<2xf32>{{$}}
  func.func private @decl(tensor<2xf32>, tensor<i32> {my.attr}) -> tensor<2xf32>

  // CHECK-NEXT: func.func private @"quoted name"(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  func.func private @"quoted name"(%v: tensor<2xf32>) -> tensor<2xf32> {
    // CHECK-NEXT: return %arg0 : tensor<2xf32>
    return %v : tensor<2xf32>
  // CHECK-NEXT: }
  }

  // A single result written in parentheses prints without them.
  // CHECK-NEXT: func.func @paren_result(%arg0: tensor<f32>) -> tensor<f32> {
  func.func @paren_result(%v: tensor<f32>) -> (tensor<f32>) {
    // CHECK-NEXT: return %arg0 : tensor<f32>
    return %v : tensor<f32>
  // CHECK-NEXT: }
  }
// CHECK-NEXT: }
}
