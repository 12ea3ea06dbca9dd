// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0406: invalid reduce (or reduce_window) dimensions or body, reported at the
// op (or at the body's return).

// A dimension beyond the rank.
// CHECK: {{.*}}e0406_reduce_dims.mlir:9:3: error[E0406]:
func.func @range(%x: tensor<4x8xf32>, %i: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce(%x init: %i) applies stablehlo.add across dimensions = [2] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A dimension listed twice.
// CHECK: {{.*}}e0406_reduce_dims.mlir:18:3: error[E0406]:
func.func @duplicate(%x: tensor<4x8xf32>, %i: tensor<f32>) -> tensor<4xf32> {
  %1 = stablehlo.reduce(%x init: %i) applies stablehlo.add across dimensions = [1, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Reducing dimension 1 of 4x8 gives 4 elements, not 8.
// CHECK: {{.*}}e0406_reduce_dims.mlir:27:3: error[E0406]:
func.func @result(%x: tensor<4x8xf32>, %i: tensor<f32>) -> tensor<8xf32> {
  %2 = stablehlo.reduce(%x init: %i) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----

// The body returns a value of the wrong type.
// CHECK: {{.*}}e0406_reduce_dims.mlir:39:5: error[E0406]:
func.func @body(%x: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %3 = stablehlo.reduce(%x init: %i) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }
  return %3 : tensor<f32>
}

// -----

// reduce_window needs one window dimension per operand dimension.
// CHECK: {{.*}}e0406_reduce_dims.mlir:49:3: error[E0406]:
func.func @window(%x: tensor<4x6xf32>, %i: tensor<f32>) -> tensor<4x6xf32> {
  %4 = "stablehlo.reduce_window"(%x, %i) <{window_dimensions = array<i64: 1, 3, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %4 : tensor<4x6xf32>
}

// -----

// The compact form only names commutative binary ops (StableHLO rejects
// `applies` with any other op); the error points at the op name.
// CHECK: {{.*}}e0406_reduce_dims.mlir:64:46: error[E0406]:
// CHECK-SAME: stablehlo.subtract
func.func @compact_not_commutative(%x: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %5 = stablehlo.reduce(%x init: %i) applies stablehlo.subtract across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %5 : tensor<f32>
}
