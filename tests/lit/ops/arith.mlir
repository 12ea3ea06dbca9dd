// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// arith ops on scalars and tensors. arith.constant results are named from
// their value: %cN_TYPE for integers (keeping a minus sign), %cN for index,
// %true/%false for i1 and %cst for floats and dense values.

// CHECK-LABEL: func.func @float_ops(
// CHECK-SAME: %[[A:[^:]+]]: f32, %[[B:[^:]+]]: f32) -> f32 {
func.func @float_ops(%a: f32, %b: f32) -> f32 {
  // CHECK-NEXT: %[[ADD:.+]] = arith.addf %[[A]], %[[B]] : f32
  %0 = arith.addf %a, %b : f32
  // CHECK-NEXT: %[[SUB:.+]] = arith.subf %[[ADD]], %[[B]] : f32
  %1 = arith.subf %0, %b : f32
  // CHECK-NEXT: %[[MUL:.+]] = arith.mulf %[[SUB]], %[[A]] : f32
  %2 = arith.mulf %1, %a : f32
  // CHECK-NEXT: %[[DIV:.+]] = arith.divf %[[MUL]], %[[B]] : f32
  %3 = arith.divf %2, %b : f32
  // CHECK-NEXT: %[[MAX:.+]] = arith.maximumf %[[DIV]], %[[A]] : f32
  %4 = arith.maximumf %3, %a : f32
  // CHECK-NEXT: %[[MIN:.+]] = arith.minnumf %[[MAX]], %[[A]] : f32
  %5 = arith.minnumf %4, %a : f32
  // CHECK-NEXT: %[[NEG:.+]] = arith.negf %[[MIN]] : f32
  %6 = arith.negf %5 : f32
  // CHECK-NEXT: %[[CMP:.+]] = arith.cmpf olt, %[[NEG]], %[[A]] : f32
  %7 = arith.cmpf olt, %6, %a : f32
  // CHECK-NEXT: %[[SEL:.+]] = arith.select %[[CMP]], %[[NEG]], %[[A]] : f32
  %8 = arith.select %7, %6, %a : f32
  // CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
  %c = arith.constant 1.5 : f32
  // CHECK-NEXT: %[[R:.+]] = arith.addf %[[SEL]], %cst : f32
  %9 = arith.addf %8, %c : f32
  // CHECK-NEXT: return %[[R]] : f32
  return %9 : f32
}

// CHECK-LABEL: func.func @int_ops(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> (i64, i1, f32, i32) {
func.func @int_ops(%x: i32, %y: i32) -> (i64, i1, f32, i32) {
  // CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
  %c42 = arith.constant 42 : i32
  // CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
  %m1 = arith.constant -1 : i32
  // CHECK-NEXT: %c42_i32_0 = arith.constant 42 : i32
  %c42b = arith.constant 42 : i32
  // CHECK-NEXT: %true = arith.constant true
  %t = arith.constant true
  // CHECK-NEXT: %false = arith.constant false
  %f = arith.constant false
  // CHECK-NEXT: %c5 = arith.constant 5 : index
  %i5 = arith.constant 5 : index
  // CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
  %c7 = arith.constant 7 : i64
  // CHECK-NEXT: %[[ADD:.+]] = arith.addi %[[X]], %c42_i32 : i32
  %0 = arith.addi %x, %c42 : i32
  // CHECK-NEXT: %[[SUB:.+]] = arith.subi %[[ADD]], %c-1_i32 : i32
  %1 = arith.subi %0, %m1 : i32
  // CHECK-NEXT: %[[MUL:.+]] = arith.muli %[[SUB]], %c42_i32_0 : i32
  %2 = arith.muli %1, %c42b : i32
  // CHECK-NEXT: %[[DIV:.+]] = arith.divsi %[[MUL]], %[[Y]] : i32
  %3 = arith.divsi %2, %y : i32
  // CHECK-NEXT: %[[REM:.+]] = arith.remsi %[[DIV]], %[[Y]] : i32
  %4 = arith.remsi %3, %y : i32
  // CHECK-NEXT: %[[AND:.+]] = arith.andi %[[REM]], %[[X]] : i32
  %5 = arith.andi %4, %x : i32
  // CHECK-NEXT: %[[OR:.+]] = arith.ori %[[AND]], %[[X]] : i32
  %6 = arith.ori %5, %x : i32
  // CHECK-NEXT: %[[XOR:.+]] = arith.xori %[[OR]], %[[Y]] : i32
  %7 = arith.xori %6, %y : i32
  // CHECK-NEXT: %[[MAX:.+]] = arith.maxsi %[[XOR]], %[[Y]] : i32
  %8 = arith.maxsi %7, %y : i32
  // CHECK-NEXT: %[[CMP:.+]] = arith.cmpi slt, %[[MAX]], %[[Y]] : i32
  %9 = arith.cmpi slt, %8, %y : i32
  // CHECK-NEXT: %[[AND1:.+]] = arith.andi %[[CMP]], %true : i1
  %10 = arith.andi %9, %t : i1
  // CHECK-NEXT: %[[OR1:.+]] = arith.ori %[[AND1]], %false : i1
  %11 = arith.ori %10, %f : i1
  // CHECK-NEXT: %[[EXT:.+]] = arith.extsi %[[MAX]] : i32 to i64
  %12 = arith.extsi %8 : i32 to i64
  // CHECK-NEXT: %[[WIDE:.+]] = arith.addi %[[EXT]], %c7_i64 : i64
  %13 = arith.addi %12, %c7 : i64
  // CHECK-NEXT: %[[FP:.+]] = arith.sitofp %[[X]] : i32 to f32
  %14 = arith.sitofp %x : i32 to f32
  // CHECK-NEXT: %[[IDX:.+]] = arith.index_cast %c5 : index to i32
  %15 = arith.index_cast %i5 : index to i32
  // CHECK-NEXT: return %[[WIDE]], %[[OR1]], %[[FP]], %[[IDX]] : i64, i1, f32, i32
  return %13, %11, %14, %15 : i64, i1, f32, i32
}

// CHECK-LABEL: func.func @float_casts(
// CHECK-SAME: %[[H:[^:]+]]: f32) -> (f32, i32) {
func.func @float_casts(%h: f32) -> (f32, i32) {
  // CHECK-NEXT: %[[EXT:.+]] = arith.extf %[[H]] : f32 to f64
  %0 = arith.extf %h : f32 to f64
  // CHECK-NEXT: %[[TR:.+]] = arith.truncf %[[EXT]] : f64 to f32
  %1 = arith.truncf %0 : f64 to f32
  // CHECK-NEXT: %[[FI:.+]] = arith.fptosi %[[TR]] : f32 to i32
  %2 = arith.fptosi %1 : f32 to i32
  // CHECK-NEXT: return %[[TR]], %[[FI]] : f32, i32
  return %1, %2 : f32, i32
}

// CHECK-LABEL: func.func @tensor_ops(
// CHECK-SAME: %[[A:[^:]+]]: tensor<4xf32>, %[[B:[^:]+]]: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
func.func @tensor_ops(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  // CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : tensor<4xf32>
  %two = arith.constant dense<2.0> : tensor<4xf32>
  // A dense integer constant is not an integer attribute: it is named %cst too.
  // CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %ints = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  // CHECK-NEXT: %[[ADD:.+]] = arith.addf %[[A]], %cst : tensor<4xf32>
  %0 = arith.addf %a, %two : tensor<4xf32>
  // CHECK-NEXT: %[[CMP:.+]] = arith.cmpf ogt, %[[ADD]], %[[B]] : tensor<4xf32>
  %1 = arith.cmpf ogt, %0, %b : tensor<4xf32>
  // CHECK-NEXT: %[[SEL:.+]] = arith.select %[[CMP]], %[[ADD]], %[[B]] : tensor<4xi1>, tensor<4xf32>
  %2 = arith.select %1, %0, %b : tensor<4xi1>, tensor<4xf32>
  // CHECK-NEXT: return %[[SEL]], %cst_0 : tensor<4xf32>, tensor<4xi32>
  return %2, %ints : tensor<4xf32>, tensor<4xi32>
}
