// RUN: irc opt --pass-pipeline=stablehlo-decompose --split-input-file %s | FileCheck %s
// RUN: not irc opt --pass-pipeline=stablehlo-decompose --split-input-file --color=never %S/Inputs/stablehlo_decompose_errors.mlir 2>&1 | FileCheck %S/Inputs/stablehlo_decompose_errors.mlir --check-prefix=ERR

// Dynamic ops with static result types and constant shape operands become their static twins.
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: dynamic
// CHECK: stablehlo.iota dim = 1 : tensor<3x4xi64>
// CHECK: stablehlo.pad %arg0, %{{.*}}, low = [1, 0], high = [0, 2], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x7xf32>
// CHECK: stablehlo.constant dense<3> : tensor<i32>
func.func @dynamic(%x: tensor<2x3xf32>, %p: tensor<f32>) -> (tensor<3x4xi64>, tensor<3x7xf32>, tensor<i32>) {
  %s = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi64>) -> tensor<3x4xi64>
  %lo = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %hi = stablehlo.constant dense<[0, 2]> : tensor<2xi64>
  %in = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %1 = stablehlo.dynamic_pad %x, %p, %lo, %hi, %in : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x7xf32>
  %2 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
  return %0, %1, %2 : tensor<3x4xi64>, tensor<3x7xf32>, tensor<i32>
}

// -----

// batch_norm_inference is the spec's formula: (x - mean) / sqrt(var + eps) * scale + offset.
// CHECK-LABEL: func.func @bn
// CHECK-NOT: batch_norm
// CHECK: stablehlo.sqrt
// CHECK: stablehlo.divide
// CHECK: stablehlo.multiply
// CHECK: stablehlo.add
func.func @bn(%x: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = "stablehlo.batch_norm_inference"(%x, %v, %v, %v, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// map becomes its body's ops on whole tensors; a body constant is broadcast.
// CHECK-LABEL: func.func @map
// CHECK-NOT: stablehlo.map
// CHECK: %[[C:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK: %[[M:.*]] = stablehlo.multiply %arg0, %arg1 : tensor<2x2xf32>
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [] : (tensor<f32>) -> tensor<2x2xf32>
// CHECK: stablehlo.add %[[M]], %[[B]] : tensor<2x2xf32>
func.func @map(%x: tensor<2x2xf32>, %y: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<2.0> : tensor<f32>
    %m = stablehlo.multiply %a, %b : tensor<f32>
    %s = stablehlo.add %m, %c : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// -----

// A composite calls its decomposition; tuples are forwarded and tokens nobody reads disappear.
// CHECK-LABEL: func.func @composite
// CHECK-NEXT: %[[R:.*]] = call @impl(%arg0) : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %[[R]], %arg0 : tensor<f32>, tensor<f32>
func.func @composite(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %r = stablehlo.composite "my.op" %x {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  %t = stablehlo.tuple %r, %x : tuple<tensor<f32>, tensor<f32>>
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  %k = stablehlo.after_all : !stablehlo.token
  return %a, %b : tensor<f32>, tensor<f32>
}
func.func private @impl(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
