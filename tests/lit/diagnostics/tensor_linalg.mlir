// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s
// RUN: not irc compile --split-input-file --color=never %s -o %t.vmfb 2>&1 | FileCheck %s --check-prefix=COMPILE

// MLIR's tensor and linalg ops that IREE's tests use: the verifier's rules (MLIR's: a reassociation
// lists the dimensions in order and its sizes multiply out, E0416; indexing maps, loops, body and
// yield agree, E0417; syntax errors E0002/E0006), and what `stablehlo-decompose` does not run
// (a reduction loop, a map that is not a projected permutation, another op in the body, a value
// from outside the body that is not a scalar constant: E0414 naming it, on the compiled path).

// A reassociation out of order.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:3: error[E0416]: `tensor.collapse_shape`'s reassociation {{.*}} does not list the operand's dimensions 0..2 in order, each once, in non-empty groups
func.func @out_of_order(%x: tensor<2x3xf32>) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %x [[1, 0]] : tensor<2x3xf32> into tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// One group per dimension of the lower-rank side.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:3: error[E0416]: `tensor.expand_shape`'s reassociation {{.*}} has 2 group(s), but its operand has rank 1
func.func @group_count(%x: tensor<6xf32>) -> tensor<2x3xf32> {
  %0 = tensor.expand_shape %x [[0], [1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A group whose sizes do not multiply to the operand's size.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:3: error[E0416]: group 0 of `tensor.expand_shape` ([0, 1]) has the result sizes [2, 4] whose product 8 is not the operand's size 6 in dimension 0
func.func @product(%x: tensor<6xf32>) -> tensor<2x4xf32> {
  %0 = tensor.expand_shape %x [[0, 1]] output_shape [2, 4] : tensor<6xf32> into tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// output_shape disagrees with the result type.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:3: error[E0416]: `tensor.expand_shape`'s output_shape [3, 2] is not its result type's shape [2, 3]
func.func @output_shape(%x: tensor<6xf32>) -> tensor<2x3xf32> {
  %0 = tensor.expand_shape %x [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// collapse_shape has no output_shape.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:42: error[E0002]: `tensor.collapse_shape` takes no `output_shape` (only `tensor.expand_shape` does)
func.func @collapse_output_shape(%x: tensor<2x3xf32>) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %x [[0, 1]] output_shape [6] : tensor<2x3xf32> into tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// An iterator type that is neither parallel nor reduction.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:23: error[E0006]: unexpected iterator_type (window): expected "parallel" or "reduction"
func.func @iterator_name(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["window"]} outs(%x : tensor<3xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A map over another number of loops.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:3: error[E0417]: indexing map 0 of `linalg.generic`, `affine_map<(d0) -> (d0)>`, takes 1 dimension(s), but the op has 2 loop(s)
func.func @map_dims(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel", "parallel"]} outs(%x : tensor<3xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Two operands give one loop two sizes.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:3: error[E0417]: loop d0 of `linalg.generic` has size 3 by operand 0 but 4 by operand 1
func.func @loop_sizes(%a: tensor<3xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<3xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// linalg.index past the loops.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+4]]:5: error[E0417]: `linalg.index 1` names no loop of its `linalg.generic`, which has 1 loop(s)
func.func @index_range(%x: tensor<3xi64>) -> tensor<3xi64> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : tensor<3xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

// A yield of another type than the output's element type.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+5]]:5: error[E0402]: `linalg.yield` yields (i32) but its `linalg.generic`'s outputs take (f32)
func.func @yield_type(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : tensor<3xf32>) {
  ^bb0(%out: f32):
    %c = arith.constant 1 : i32
    linalg.yield %c : i32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A malformed affine map.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:41: error[E0006]: `d1` is not a dimension or symbol of the affine map
func.func @bad_map(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d1)>], iterator_types = ["parallel"]} outs(%x : tensor<3xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Body arguments of other types than the operands' elements.
// CHECK: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:3: error[E0301]: `linalg.generic`'s body must be one block taking the operands' element types (f32)
func.func @body_args(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : tensor<3xf32>) {
  ^bb0(%out: i32):
    %c = arith.constant 1.0 : f32
    linalg.yield %c : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A reduction loop is not supported (yet).
// COMPILE: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:3: error[E0414]: `linalg.generic` with a `reduction` iterator (loop d1) is not supported: `linalg.generic` runs with `parallel` loops, indexing maps whose results are distinct loops (every loop, for an output), and a body of `arith` ops, `linalg.index` and `linalg.yield` on its arguments and on constants
func.func @reduction(%a: tensor<2x3xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<2x3xf32>) outs(%x : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A map result that is not a loop (d0 + d1) is not supported.
// COMPILE: {{.*}}tensor_linalg.mlir:[[@LINE+2]]:3: error[E0414]: the indexing map `affine_map<(d0, d1) -> (d0 + d1)>` of input 0 of `linalg.generic` is not supported: `linalg.generic` runs with `parallel` loops, indexing maps whose results are distinct loops (every loop, for an output), and a body of `arith` ops, `linalg.index` and `linalg.yield` on its arguments and on constants
func.func @sum_map(%a: tensor<4xf32>, %x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%x : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// An op in the body other than arith, linalg.index and linalg.yield.
// COMPILE: {{.*}}tensor_linalg.mlir:[[@LINE+4]]:5: error[E0414]: `stablehlo.constant` in the body of `linalg.generic` is not supported: `linalg.generic` runs with `parallel` loops, indexing maps whose results are distinct loops (every loop, for an output), and a body of `arith` ops, `linalg.index` and `linalg.yield` on its arguments and on constants
func.func @body_op(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : tensor<3xf32>) {
  ^bb0(%out: f32):
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    linalg.yield %out : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A value from outside the body other than a scalar constant.
// COMPILE: {{.*}}tensor_linalg.mlir:[[@LINE+5]]:5: error[E0414]: a value from outside the body of `linalg.generic` (a result of `tensor.extract`) is not supported: `linalg.generic` runs with `parallel` loops, indexing maps whose results are distinct loops (every loop, for an output), and a body of `arith` ops, `linalg.index` and `linalg.yield` on its arguments and on constants
func.func @outside_value(%t: tensor<f32>, %x: tensor<3xf32>) -> tensor<3xf32> {
  %v = tensor.extract %t[] : tensor<f32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : tensor<3xf32>) {
  ^bb0(%out: f32):
    %s = arith.addf %out, %v : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
