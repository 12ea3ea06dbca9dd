// Errors of stablehlo-decompose (run by transforms/stablehlo_decompose.mlir).

// ERR: stablehlo_decompose_errors.mlir:[[# @LINE + 2]]:3: error[E0414]: `stablehlo.dynamic_pad` with a `edge_padding_low` that is not a constant is not supported: shapes must be known when the program is compiled
func.func @computed_padding(%x: tensor<2xf32>, %p: tensor<f32>, %lo: tensor<1xi64>, %hi: tensor<1xi64>) -> tensor<3xf32> {
  %r = stablehlo.dynamic_pad %x, %p, %lo, %hi, %hi : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// A constant shape operand that disagrees with the result type: the static pad's rule reports it.
// ERR: stablehlo_decompose_errors.mlir:[[# @LINE + 4]]:3: error[E0412]: `stablehlo.pad` should produce tensor<7xf32>, but its result type is tensor<3xf32>
func.func @wrong_padding(%x: tensor<2xf32>, %p: tensor<f32>) -> tensor<3xf32> {
  %lo = stablehlo.constant dense<5> : tensor<1xi64>
  %z = stablehlo.constant dense<0> : tensor<1xi64>
  %r = stablehlo.dynamic_pad %x, %p, %lo, %z, %z : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// ERR: stablehlo_decompose_errors.mlir:[[# @LINE + 5]]:5: error[E0414]: `stablehlo.reduce` in the body of `stablehlo.map` is not supported: only elementwise ops and constants are
func.func @map_reduce(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
