// RUN: irc opt %s | irc opt - | FileCheck %s --strict-whitespace
// RUN: not irc opt --split-input-file --color=never %S/Inputs/rng_errors.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// stablehlo.rng (the spec's example) parses, verifies (C1-C3) and prints back. Running it is
// exec/rng.mlir.

// CHECK-LABEL: func.func @main
// CHECK: {{^}}    %0 = stablehlo.rng %c, %c_0, %c_1, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>{{$}}
func.func @main() -> tensor<3x3xi32> {
  %a = stablehlo.constant dense<0> : tensor<i32>
  %b = stablehlo.constant dense<2> : tensor<i32>
  %shape = stablehlo.constant dense<[3, 3]> : tensor<2xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
  return %result : tensor<3x3xi32>
}

// ERR: rng_errors.mlir:4:3: error[E0402]: `stablehlo.rng` takes scalar bounds of the result's element type tensor<i32>, found `tensor<f32>` and `tensor<f32>`
// ERR: rng_errors.mlir:12:3: error[E0402]: `stablehlo.rng` produces a float type (NORMAL), found element type i32
// ERR: rng_errors.mlir:19:3: error[E0412]: `stablehlo.rng`'s shape must be a tensor<2xi64> for a result of rank 2, found `tensor<1xi64>`
// ERR: rng_errors.mlir:27:3: error[E0412]: `stablehlo.rng`'s shape [3, 4] differs from its result's [3, 3]
