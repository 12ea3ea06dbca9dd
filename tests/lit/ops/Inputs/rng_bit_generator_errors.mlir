// Malformed stablehlo.rng_bit_generator ops (the checks are in ../rng_bit_generator.mlir).
func.func @three_fry_state_of_3(%s: tensor<3xui64>) -> tensor<4xui32> {
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return %output : tensor<4xui32>
}

// -----

func.func @philox_state_of_4(%s: tensor<4xui64>) -> tensor<4xui32> {
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>)
  return %output : tensor<4xui32>
}

// -----

func.func @two_i32_words(%s: tensor<2xi32>) -> tensor<4xui32> {
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xi32>) -> (tensor<2xi32>, tensor<4xui32>)
  return %output : tensor<4xui32>
}

// -----

func.func @state_types_differ(%s: tensor<3xui64>) -> tensor<4xui32> {
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return %output : tensor<4xui32>
}

// -----

func.func @bool_output(%s: tensor<2xui64>) -> tensor<4xi1> {
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xi1>)
  return %output : tensor<4xi1>
}

// -----

func.func @complex_output(%s: tensor<2xui64>) -> tensor<4xcomplex<f32>> {
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xcomplex<f32>>)
  return %output : tensor<4xcomplex<f32>>
}

// -----

func.func @no_algorithm(%s: tensor<2xui64>) -> tensor<4xui32> {
  %0:2 = "stablehlo.rng_bit_generator"(%s) : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return %0#1 : tensor<4xui32>
}

// -----

func.func @unknown_algorithm(%s: tensor<2xui64>) -> tensor<4xui32> {
  %0:2 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm MT19937>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return %0#1 : tensor<4xui32>
}

// -----

func.func @scalar_state(%s: tensor<ui64>) -> tensor<4xui32> {
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<ui64>) -> (tensor<ui64>, tensor<4xui32>)
  return %output : tensor<4xui32>
}
