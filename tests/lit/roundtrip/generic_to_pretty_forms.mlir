// RUN: irc opt %s | FileCheck %s --strict-whitespace
// RUN: irc opt %s | irc opt - | FileCheck %s --strict-whitespace

// The generic forms of ops with a pretty form print in the pretty form, with
// the names MLIR gives: a while's region arguments are %iterArg (both regions
// name them alike), rng_bit_generator's results %output_state and %output,
// top_k's %values and %indices; values in nested regions continue the
// numbering of the enclosing region. A reduce with two inputs and a body that is
// not one op keeps its region, with the arguments paired per input.

// CHECK: {{^}}module {{\{$}}
// CHECK-NEXT: {{^}}  func.func @main(%arg0: tensor<i64>, %arg1: tensor<2xui64>, %arg2: tensor<4xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<2x3xi32>, %arg5: tensor<f32>, %arg6: tensor<i32>) -> tensor<i64> {{\{$}}
// CHECK-NEXT: {{^}}    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i64>{{$}}
// CHECK-NEXT: {{^}}    cond {{\{$}}
// CHECK-NEXT: {{^}}      %c = stablehlo.constant dense<3> : tensor<i64>{{$}}
// CHECK-NEXT: {{^}}      %5 = stablehlo.compare LT, %iterArg, %c : (tensor<i64>, tensor<i64>) -> tensor<i1>{{$}}
// CHECK-NEXT: {{^}}      stablehlo.return %5 : tensor<i1>{{$}}
// CHECK-NEXT: {{^}}    } do {{\{$}}
// CHECK-NEXT: {{^}}      %5 = stablehlo.add %iterArg, %iterArg : tensor<i64>{{$}}
// CHECK-NEXT: {{^}}      stablehlo.return %5 : tensor<i64>{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}    %output_state, %output = stablehlo.rng_bit_generator %arg1, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>){{$}}
// CHECK-NEXT: {{^}}    %values, %indices = chlo.top_k(%arg2, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>){{$}}
// CHECK-NEXT: {{^}}    %1 = stablehlo.fft %arg2, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>{{$}}
// CHECK-NEXT: {{^}}    %2 = stablehlo.tuple %arg0, %arg2 : tuple<tensor<i64>, tensor<4xf32>>{{$}}
// CHECK-NEXT: {{^}}    %3 = stablehlo.get_tuple_element %2[0] : (tuple<tensor<i64>, tensor<4xf32>>) -> tensor<i64>{{$}}
// CHECK-NEXT: {{^}}    %4:2 = stablehlo.reduce(%arg3 init: %arg5), (%arg4 init: %arg6) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>){{$}}
// CHECK-NEXT: {{^}}     reducer(%arg7: tensor<f32>, %arg9: tensor<f32>) (%arg8: tensor<i32>, %arg10: tensor<i32>)  {{\{$}}
// CHECK-NEXT: {{^}}      %5 = stablehlo.maximum %arg7, %arg9 : tensor<f32>{{$}}
// CHECK-NEXT: {{^}}      %6 = stablehlo.minimum %arg8, %arg10 : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}      stablehlo.return %5, %6 : tensor<f32>, tensor<i32>{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}    return %3 : tensor<i64>{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NOT: {{.}}

func.func @main(%arg0: tensor<i64>, %arg1: tensor<2xui64>, %arg2: tensor<4xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<2x3xi32>, %arg5: tensor<f32>, %arg6: tensor<i32>) -> tensor<i64> {
  %0 = "stablehlo.while"(%arg0) ({
  ^bb0(%a: tensor<i64>):
    %c = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%a, %c) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%b: tensor<i64>):
    %s = "stablehlo.add"(%b, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<i64>) -> tensor<i64>
  %1:2 = "stablehlo.rng_bit_generator"(%arg1) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  %2:2 = "chlo.top_k"(%arg2) <{k = 2 : i64}> : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>)
  %3 = "stablehlo.fft"(%arg2) <{fft_length = array<i64: 4>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  %4 = "stablehlo.tuple"(%arg0, %arg2) : (tensor<i64>, tensor<4xf32>) -> tuple<tensor<i64>, tensor<4xf32>>
  %5 = "stablehlo.get_tuple_element"(%4) <{index = 0 : i32}> : (tuple<tensor<i64>, tensor<4xf32>>) -> tensor<i64>
  %6:2 = "stablehlo.reduce"(%arg3, %arg4, %arg5, %arg6) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<i32>, %y0: tensor<f32>, %y1: tensor<i32>):
    %m = "stablehlo.maximum"(%x0, %y0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %n = "stablehlo.minimum"(%x1, %y1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%m, %n) : (tensor<f32>, tensor<i32>) -> ()
  }) : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %5 : tensor<i64>
}
