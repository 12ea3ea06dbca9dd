// RUN: irc opt --split-input-file %s | irc opt --split-input-file - | FileCheck %s --strict-whitespace
// RUN: not irc opt --split-input-file --color=never %S/Inputs/rng_bit_generator_errors.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// stablehlo.rng_bit_generator in the pretty form StableHLO prints (`algorithm = ...`, results
// named %output_state and %output) and in the generic form, which prints back pretty. Its values
// on both paths are in ../exec/rng_bit_generator.mlir.

// CHECK-LABEL: func.func @three_fry
// CHECK-NEXT: {{^}}    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>){{$}}
// CHECK-NEXT: {{^}}    return %output_state, %output : tensor<2xui64>, tensor<2x2xui64>{{$}}
func.func @three_fry(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>) {
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  return %output_state, %output : tensor<2xui64>, tensor<2x2xui64>
}

// -----

// CHECK-LABEL: func.func @philox_generic
// CHECK-NEXT: {{^}}    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xf32>){{$}}
func.func @philox_generic(%s: tensor<3xui64>) -> (tensor<3xui64>, tensor<5xf32>) {
  %0:2 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xf32>)
  return %0#0, %0#1 : tensor<3xui64>, tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @default_scalar
// CHECK-NEXT: {{^}}    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<i4>){{$}}
func.func @default_scalar(%s: tensor<2xui64>) -> tensor<i4> {
  %output_state, %output = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<i4>)
  return %output : tensor<i4>
}

// ERR: rng_bit_generator_errors.mlir:3:3: error[E0402]: `stablehlo.rng_bit_generator` with algorithm THREE_FRY takes an initial state of type tensor<2xui64> or tensor<4xui32>, found `tensor<3xui64>`
// ERR: rng_bit_generator_errors.mlir:10:3: error[E0402]: `stablehlo.rng_bit_generator` with algorithm PHILOX takes an initial state of type tensor<2xui64> or tensor<3xui64> or tensor<4xui32>, found `tensor<4xui64>`
// ERR: rng_bit_generator_errors.mlir:17:3: error[E0402]: `stablehlo.rng_bit_generator` with algorithm DEFAULT takes an initial state of type tensor<2xui64> or tensor<3xui64> or tensor<4xui32>, found `tensor<2xi32>`
// ERR: rng_bit_generator_errors.mlir:24:3: error[E0402]: `stablehlo.rng_bit_generator`'s output state must have the initial state's type `tensor<3xui64>`, found `tensor<2xui64>`
// ERR: rng_bit_generator_errors.mlir:31:3: error[E0402]: `stablehlo.rng_bit_generator` fills integers of 2 to 64 bits or floats of 4 to 64 bits, found element type i1
// ERR: rng_bit_generator_errors.mlir:38:3: error[E0402]: `stablehlo.rng_bit_generator` fills integers of 2 to 64 bits or floats of 4 to 64 bits, found element type complex<f32>
// ERR: rng_bit_generator_errors.mlir:45:3: error[E0403]: `stablehlo.rng_bit_generator`: `stablehlo.rng_bit_generator` requires `rng_algorithm`
// ERR: rng_bit_generator_errors.mlir:52:61: error[E0006]: `MT19937` is not a case of stablehlo rng_algorithm
// ERR: rng_bit_generator_errors.mlir:59:3: error[E0402]: `stablehlo.rng_bit_generator` with algorithm THREE_FRY takes an initial state of type tensor<2xui64> or tensor<4xui32>, found `tensor<ui64>`
