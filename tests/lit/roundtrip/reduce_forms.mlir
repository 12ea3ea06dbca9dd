// RUN: irc opt --split-input-file %s | FileCheck %s

// Which generic reduce bodies print as `applies OP` and which keep the region
// form. The compact form needs exactly one stablehlo op, commutative, taking
// the block arguments in order and returned as is.

// CHECK-LABEL: func.func @add_in_order(
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
func.func @add_in_order(%x: tensor<5xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Arguments swapped: not eligible.
// CHECK-LABEL: func.func @add_swapped(
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT:  reducer(%arg2: tensor<f32>, %arg3: tensor<f32>) {
// CHECK-NEXT:   %1 = stablehlo.add %arg3, %arg2 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %1 : tensor<f32>
// CHECK-NEXT: }
func.func @add_swapped(%x: tensor<5xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%b, %a) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Not commutative: not eligible.
// CHECK-LABEL: func.func @divide(
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT:  reducer(%arg2: tensor<f32>, %arg3: tensor<f32>) {
// CHECK-NEXT:   %1 = stablehlo.divide %arg2, %arg3 : tensor<f32>
func.func @divide(%x: tensor<2x5xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  %0 = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.divide"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Two ops in the body: not eligible.
// CHECK-LABEL: func.func @two_ops(
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
// CHECK-NEXT:  reducer(%arg2: tensor<i32>, %arg3: tensor<i32>) {
// CHECK-NEXT:   %1 = stablehlo.add %arg2, %arg3 : tensor<i32>
// CHECK-NEXT:   %2 = stablehlo.abs %1 : tensor<i32>
// CHECK-NEXT:   stablehlo.return %2 : tensor<i32>
// CHECK-NEXT: }
func.func @two_ops(%x: tensor<5xi32>, %init: tensor<i32>) -> tensor<i32> {
  %0 = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %t = "stablehlo.abs"(%s) : (tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%t) : (tensor<i32>) -> ()
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// Returning a block argument directly: not eligible.
// CHECK-LABEL: func.func @return_arg(
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT:  reducer(%arg2: tensor<f32>, %arg3: tensor<f32>) {
// CHECK-NEXT:   %1 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %arg3 : tensor<f32>
// CHECK-NEXT: }
func.func @return_arg(%x: tensor<5xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%b) : (tensor<f32>) -> ()
  }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Every commutative binary op qualifies: multiply, minimum, and, or, xor.
// CHECK-LABEL: func.func @commutative_ops(
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.xor across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
// CHECK-NEXT: %1 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.minimum across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
func.func @commutative_ops(%x: tensor<5xi32>, %init: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %0 = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = "stablehlo.xor"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
  %1 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    %m = stablehlo.minimum %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }
  return %0, %1 : tensor<i32>, tensor<i32>
}
