// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// Value names inside nested regions, as MLIR assigns them: a region continues
// from the state its parent region ended in (values, %argN, and the conflict
// counter of %cst/%c), sibling regions each start from that same state, and
// names used outside are visible as conflicts inside.

// CHECK-LABEL: func.func @siblings(
// CHECK-SAME: %arg0: tensor<4x8xf32>, %arg1: tensor<f32>) -> (tensor<4xf32>, tensor<8xf32>) {
// CHECK-NEXT:    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>) {
// CHECK-NEXT:      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:      %3 = stablehlo.multiply %arg2, %cst_0 : tensor<f32>
// CHECK-NEXT:      %4 = stablehlo.add %3, %arg3 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %4 : tensor<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = stablehlo.reduce(%arg0 init: %cst) across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT:     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>) {
// CHECK-NEXT:      %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
// CHECK-NEXT:      %3 = stablehlo.subtract %arg2, %arg3 : tensor<f32>
// CHECK-NEXT:      %4 = stablehlo.multiply %3, %cst_0 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %4 : tensor<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = stablehlo.negate %0 : tensor<4xf32>
// CHECK-NEXT:    return %2, %1 : tensor<4xf32>, tensor<8xf32>
// CHECK-NEXT:  }
func.func @siblings(%x: tensor<4x8xf32>, %init: tensor<f32>) -> (tensor<4xf32>, tensor<8xf32>) {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %two = stablehlo.constant dense<2.0> : tensor<f32>
    %m = stablehlo.multiply %a, %two : tensor<f32>
    %s = stablehlo.add %m, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %1 = stablehlo.reduce(%x init: %one) across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %three = stablehlo.constant dense<3.0> : tensor<f32>
    %d = stablehlo.subtract %a, %b : tensor<f32>
    %p = stablehlo.multiply %d, %three : tensor<f32>
    stablehlo.return %p : tensor<f32>
  }
  %2 = stablehlo.negate %0 : tensor<4xf32>
  return %2, %1 : tensor<4xf32>, tensor<8xf32>
}

// A body may use values of the enclosing function. Every function starts
// again at %arg0, %0 and %cst.
// CHECK-LABEL: func.func @captures(
// CHECK-SAME: %arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT:    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT:    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT:     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>) {
// CHECK-NEXT:      %1 = stablehlo.multiply %arg2, %cst : tensor<f32>
// CHECK-NEXT:      %2 = stablehlo.add %1, %arg3 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %2 : tensor<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tensor<f32>
func.func @captures(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %half = stablehlo.constant dense<0.5> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %m = stablehlo.multiply %a, %half : tensor<f32>
    %s = stablehlo.add %m, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %0 : tensor<f32>
}

// Regions of different ops in one function are siblings: the reduce body and
// the scatter body both start at %arg3 and at the value after the function's
// last one (%4).
// CHECK-LABEL: func.func @two_kinds(
// CHECK:         %0 = stablehlo.reduce(%arg0 init: %arg2) across dimensions = [1]
// CHECK-NEXT:     reducer(%arg3: tensor<f32>, %arg4: tensor<f32>) {
// CHECK-NEXT:      %4 = stablehlo.divide %arg3, %arg4 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %4 : tensor<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %2 = "stablehlo.scatter"(%arg0, %arg1, %1)
// CHECK-NEXT:    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
// CHECK-NEXT:      stablehlo.return %arg4 : tensor<f32>
// CHECK-NEXT:    })
// CHECK-NEXT:    %3 = stablehlo.add %2, %2 : tensor<4x8xf32>
// CHECK-NEXT:    return %3 : tensor<4x8xf32>
func.func @two_kinds(%x: tensor<4x8xf32>, %i: tensor<2x1xi32>, %init: tensor<f32>) -> tensor<4x8xf32> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %q = stablehlo.divide %a, %b : tensor<f32>
    stablehlo.return %q : tensor<f32>
  }
  %upd = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %1 = "stablehlo.scatter"(%x, %i, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    stablehlo.return %new : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<4x8xf32>
  %2 = stablehlo.add %1, %1 : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// The whole parent region is named before any nested region: constants that
// come after the reduce take %cst and %cst_0, and the body's constant gets the
// next suffix.
// CHECK-LABEL: func.func @later_constants(
// CHECK-NEXT:    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT:     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>) {
// CHECK-NEXT:      %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:      %1 = stablehlo.multiply %arg2, %cst_1 : tensor<f32>
// CHECK-NEXT:      %2 = stablehlo.add %1, %arg3 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %2 : tensor<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
// CHECK-NEXT:    return %0, %cst, %cst_0 : tensor<f32>, tensor<f32>, tensor<f32>
func.func @later_constants(%x: tensor<4xf32>, %init: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %k = stablehlo.constant dense<2.0> : tensor<f32>
    %m = stablehlo.multiply %a, %k : tensor<f32>
    %s = stablehlo.add %m, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %late = stablehlo.constant dense<1.0> : tensor<f32>
  %late2 = stablehlo.constant dense<3.0> : tensor<f32>
  return %0, %late, %late2 : tensor<f32>, tensor<f32>, tensor<f32>
}
