// `irc opt --mlir-print-op-generic` prints every op in MLIR's generic form, the module and the
// function included (properties in `<{...}>`, regions with their entry block's arguments,
// discardable attributes in `{...}`, the function type); it parses back to the same module.
// RUN: irc opt --mlir-print-op-generic %s | FileCheck %s --strict-whitespace
// RUN: irc opt --mlir-print-op-generic %s | irc opt - | FileCheck %s --check-prefix=PRETTY

// CHECK: {{^}}"builtin.module"() ({{[{]$}}
// CHECK-NEXT: {{^}}  "func.func"() <{arg_attrs = [{}, {jax.arg_info = "y"}], function_type = (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>, sym_name = "main"}> ({{[{]$}}
// CHECK-NEXT: {{^}}  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>):{{$}}
// CHECK-NEXT: {{^}}    %0 = "stablehlo.multiply"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}    %cst = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>{{$}}
// CHECK-NEXT: {{^}}    %1 = "stablehlo.reduce"(%0, %cst) <{dimensions = array<i64: 0>}> ({{[{]$}}
// CHECK-NEXT: {{^}}    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):{{$}}
// CHECK-NEXT: {{^}}      %2 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>{{$}}
// CHECK-NEXT: {{^}}      "stablehlo.return"(%2) : (tensor<f32>) -> (){{$}}
// CHECK-NEXT: {{^}}    }) {mhlo.frontend_attributes = {x = "1"}} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>{{$}}
// CHECK-NEXT: {{^}}    "func.return"(%1) : (tensor<f32>) -> (){{$}}
// CHECK-NEXT: {{^}}  }) : () -> (){{$}}
// CHECK-NEXT: {{^}}}) : () -> (){{$}}

// PRETTY: func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2xf32> {jax.arg_info = "y"}) -> tensor<f32> {
// PRETTY-NEXT: %0 = stablehlo.multiply %arg0, %arg1 : tensor<2xf32>
// PRETTY: stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] {mhlo.frontend_attributes = {x = "1"}} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32> {jax.arg_info = "y"}) -> tensor<f32> {
  %0 = stablehlo.multiply %x, %y : tensor<2xf32>
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.add across dimensions = [0] {mhlo.frontend_attributes = {x = "1"}} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}
