// RUN: irc run-reference %s --function=consts | FileCheck %s
// RUN: irc run-reference %s --function=args --input=2xf32=1,2 --input=3xf32=1,10,100 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=consts | FileCheck %s
// RUN: irvm run %t.vmfb --function=args --input=2xf32=1,2 --input=3xf32=1,10,100 | FileCheck %s

// A dot_general without contracting or batching dimensions is an outer product: each pair is
// multiplied once. [1, 2] (x) [1, 10, 100] computed by hand. With constant operands, canonicalize
// folds it with the reference semantics, so both paths must agree on the same values.
// CHECK: 2x3xf32=[1 10 100][2 20 200]

func.func @consts() -> tensor<2x3xf32> {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 10.0, 100.0]> : tensor<3xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [] x [] : (tensor<2xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @args(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [] x [] : (tensor<2xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
