// RUN: irc opt --pass-pipeline=canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @fold
// (2 + 3) * 4 = 20, folded with the reference semantics; the broadcast of a splat is a splat.
// CHECK-NEXT:  %[[C:.+]] = stablehlo.constant dense<2.000000e+01> : tensor<8xf32>
// CHECK-NEXT:  %[[R:.+]] = stablehlo.add %arg0, %[[C]]
// CHECK-NEXT:  return %[[R]]
func.func @fold(%x: tensor<8xf32>) -> tensor<8xf32> {
  %a = stablehlo.constant dense<2.000000e+00> : tensor<f32>
  %b = stablehlo.constant dense<3.000000e+00> : tensor<f32>
  %c = stablehlo.constant dense<4.000000e+00> : tensor<f32>
  %s = stablehlo.add %a, %b : tensor<f32>
  %p = stablehlo.multiply %s, %c : tensor<f32>
  %bc = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %r = stablehlo.add %x, %bc : tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @chains
// Two reshapes collapse into one; transposes compose ([1, 0] then [1, 0] is the identity); identity
// ops disappear.
// CHECK-NEXT:  %[[R:.+]] = stablehlo.reshape %arg0 : (tensor<2x6xf32>) -> tensor<12xf32>
// CHECK-NEXT:  return %[[R]], %arg1
func.func @chains(%x: tensor<2x6xf32>, %y: tensor<3x4xf32>) -> (tensor<12xf32>, tensor<3x4xf32>) {
  %0 = stablehlo.reshape %x : (tensor<2x6xf32>) -> tensor<3x4xf32>
  %1 = stablehlo.reshape %0 : (tensor<3x4xf32>) -> tensor<12xf32>
  %2 = stablehlo.transpose %y, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
  %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
  %4 = stablehlo.convert %3 : tensor<3x4xf32>
  %5 = stablehlo.slice %4 [0:3, 0:4] : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %1, %5 : tensor<12xf32>, tensor<3x4xf32>
}

// CHECK-LABEL: func.func @transposed_product
// transpose(a @ b) is computed as b @ a with swapped contracting dimensions.
// CHECK-NEXT:  %[[D:.+]] = stablehlo.dot_general %arg1, %arg0, contracting_dims = [0] x [1] : (tensor<3x5xf32>, tensor<4x3xf32>) -> tensor<5x4xf32>
// CHECK-NEXT:  return %[[D]]
func.func @transposed_product(%a: tensor<4x3xf32>, %b: tensor<3x5xf32>) -> tensor<5x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x5xf32>) -> tensor<5x4xf32>
  return %1 : tensor<5x4xf32>
}

// CHECK-LABEL: func.func @reduce_of_ones
// A reduce over extent-1 dimensions with a commutative binary body is that op of the broadcast
// init and the reshaped input (init first, as the body's accumulator); a body that is not one
// commutative op (subtract) keeps the reduce.
// CHECK:       %[[X:.+]] = stablehlo.reshape %arg0 : (tensor<4x1x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT:  %[[Z:.+]] = stablehlo.constant dense<0.000000e+00> : tensor<4x3xf32>
// CHECK-NEXT:  %[[S:.+]] = stablehlo.add %[[Z]], %[[X]] : tensor<4x3xf32>
// CHECK-NEXT:  %[[M:.+]] = stablehlo.reshape %arg1 : (tensor<5x1xi1>) -> tensor<5xi1>
// CHECK-NEXT:  %[[T:.+]] = stablehlo.constant dense<true> : tensor<5xi1>
// CHECK-NEXT:  %[[A:.+]] = stablehlo.and %[[T]], %[[M]] : tensor<5xi1>
// CHECK-NEXT:  %[[R:.+]] = stablehlo.reduce(%arg0 init: %{{.+}}) across dimensions = [1]
// CHECK:       return %[[S]], %[[A]], %[[R]]
func.func @reduce_of_ones(%x: tensor<4x1x3xf32>, %m: tensor<5x1xi1>) -> (tensor<4x3xf32>, tensor<5xi1>, tensor<4x3xf32>) {
  %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x1x3xf32>, tensor<f32>) -> tensor<4x3xf32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %1 = stablehlo.reduce(%m init: %t) applies stablehlo.and across dimensions = [1] : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
  %2 = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<4x1x3xf32>, tensor<f32>) -> tensor<4x3xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.subtract %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %0, %1, %2 : tensor<4x3xf32>, tensor<5xi1>, tensor<4x3xf32>
}
