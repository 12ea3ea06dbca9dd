// Malformed stablehlo.rng ops (the checks are in ../rng.mlir).
func.func @bounds_type(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3xi32> {
  %shape = stablehlo.constant dense<[3]> : tensor<1xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xi32>
  return %result : tensor<3xi32>
}

// -----

func.func @normal_of_integers(%a: tensor<i32>, %b: tensor<i32>) -> tensor<3xi32> {
  %shape = stablehlo.constant dense<[3]> : tensor<1xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<3xi32>
  return %result : tensor<3xi32>
}

// -----

func.func @shape_rank(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<1xi64>) -> tensor<3x3xf32> {
  %result = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3x3xf32>
  return %result : tensor<3x3xf32>
}

// -----

func.func @shape_values(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3x3xf32> {
  %shape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %result = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x3xf32>
  return %result : tensor<3x3xf32>
}
