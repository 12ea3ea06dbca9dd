// RUN: irc opt %s | FileCheck %s --strict-whitespace
// RUN: irc opt %s | irc opt - | FileCheck %s --strict-whitespace

// Printing is exact, down to whitespace: two spaces of indentation per level,
// a space after each comma, generic regions with `({` and `})`. A module in
// the form JAX prints reads back byte for byte.

// CHECK: {{^}}module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {{\{$}}
// CHECK-NEXT: {{^}}  func.func public @main(%arg0: tensor<2x4x4x1xf32>, %arg1: tensor<4xf32>) -> (tensor<2x2x2x1xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {{\{$}}
// CHECK-NEXT: {{^}}    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>{{$}}
// CHECK-NEXT: {{^}}    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({{\{$}}
// CHECK-NEXT: {{^}}    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):{{$}}
// CHECK-NEXT: {{^}}      %5 = stablehlo.maximum %arg2, %arg3 : tensor<f32>{{$}}
// CHECK-NEXT: {{^}}      stablehlo.return %5 : tensor<f32>{{$}}
// CHECK-NEXT: {{^}}    }) : (tensor<2x4x4x1xf32>, tensor<f32>) -> tensor<2x2x2x1xf32>{{$}}
// CHECK-NEXT: {{^}}    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>{{$}}
// CHECK-NEXT: {{^}}    %1 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>{{$}}
// CHECK-NEXT: {{^}}    %2 = call @relu(%0) : (tensor<2x2x2x1xf32>) -> tensor<2x2x2x1xf32>{{$}}
// CHECK-NEXT: {{^}}    %3:2 = stablehlo.optimization_barrier %2, %1 : tensor<2x2x2x1xf32>, tensor<f32>{{$}}
// CHECK-NEXT: {{^}}    %4 = stablehlo.compare GT, %3#1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>{{$}}
// CHECK-NEXT: {{^}}    return %3#0, %3#1 : tensor<2x2x2x1xf32>, tensor<f32>{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}  func.func private @relu(%arg0: tensor<2x2x2x1xf32>) -> tensor<2x2x2x1xf32> {{\{$}}
// CHECK-NEXT: {{^}}    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>{{$}}
// CHECK-NEXT: {{^}}    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x1xf32>{{$}}
// CHECK-NEXT: {{^}}    %1 = stablehlo.maximum %arg0, %0 : tensor<2x2x2x1xf32>{{$}}
// CHECK-NEXT: {{^}}    return %1 : tensor<2x2x2x1xf32>{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}}{{$}}
//  CHECK-NOT:{{.}}
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4x1xf32>, %arg1: tensor<4xf32>) -> (tensor<2x2x2x1xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %5 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<2x4x4x1xf32>, tensor<f32>) -> tensor<2x2x2x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %2 = call @relu(%0) : (tensor<2x2x2x1xf32>) -> tensor<2x2x2x1xf32>
    %3:2 = stablehlo.optimization_barrier %2, %1 : tensor<2x2x2x1xf32>, tensor<f32>
    %4 = stablehlo.compare GT, %3#1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %3#0, %3#1 : tensor<2x2x2x1xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<2x2x2x1xf32>) -> tensor<2x2x2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x1xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x2x2x1xf32>
    return %1 : tensor<2x2x2x1xf32>
  }
}
