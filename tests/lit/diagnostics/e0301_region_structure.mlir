// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0301: a region or block that breaks its op's structure.

// A block without a terminator is reported at its last op.
// CHECK: {{.*}}e0301_region_structure.mlir:9:3: error[E0301]:
// CHECK-SAME: func.return
func.func @no_terminator(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
}

// -----

// A terminator in the middle of a block.
// CHECK: {{.*}}e0301_region_structure.mlir:19:3: error[E0301]:
// CHECK-SAME: last
func.func @early_return(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %1 = stablehlo.abs %arg0 : tensor<4xf32>
  return %1 : tensor<4xf32>
  %2 = stablehlo.negate %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// An empty body is reported at the function.
// CHECK: {{.*}}e0301_region_structure.mlir:28:1: error[E0301]:
func.func @empty() {
}

// -----

// A reducer body must end with stablehlo.return.
// CHECK: {{.*}}e0301_region_structure.mlir:39:5: error[E0301]:
// CHECK-SAME: stablehlo.return
func.func @reducer(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %3 = stablehlo.add %a, %b : tensor<f32>
  }
  return %0 : tensor<f32>
}
