// MLIR's tensor and linalg ops print back as MLIR prints them: `tensor.empty() : T`,
// `tensor.expand_shape .. output_shape [..] : T into R` (the older form without `output_shape`
// prints in the current one), `tensor.collapse_shape` (also to rank 0, with no groups),
// `linalg.generic {indexing_maps = [..], iterator_types = ["parallel", ..]} ins(..) outs(..)
// attrs = {..} { ^bb0(%in: .., %out: ..): .. } -> R` (affine maps through aliases print inline;
// block arguments named `%in`/`%out` as MLIR's `getAsmBlockArgumentNames` names them), and
// `linalg.index`; the generic form parses back to the same module.
// RUN: irc opt %s | FileCheck %s --strict-whitespace
// RUN: irc opt %s | irc opt - | FileCheck %s --strict-whitespace
// RUN: irc opt --mlir-print-op-generic %s | irc opt - | FileCheck %s --strict-whitespace
// RUN: irc opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// GENERIC: "linalg.generic"(%arg0, %arg1, %0) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "tensor.expand_shape"(%arg2) <{reassociation = {{\[\[}}0 : i64, 1 : i64{{\]\]}}, static_output_shape = array<i64: 2, 3>}> : (tensor<6xi32>) -> tensor<2x3xi32>
// GENERIC: "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC: "linalg.yield"(%6) : (i32) -> ()
// GENERIC: "tensor.collapse_shape"(%arg3) <{reassociation = []}> : (tensor<1x1xi32>) -> tensor<i32>

// CHECK: {{^}}  func.func @f(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<6xi32>, %arg3: tensor<1x1xi32>) -> (tensor<2x3xf32>, tensor<3x2xi32>, tensor<6xi32>, tensor<i32>) {{[{]}}{{$}}
// CHECK-NEXT: {{^}}    %0 = tensor.empty() : tensor<2x3xf32>{{$}}
// CHECK-NEXT: {{^}}    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3xf32>) outs(%0 : tensor<2x3xf32>) attrs =  {tag = "t"} {{[{]}}{{$}}
// CHECK-NEXT: {{^}}    ^bb0(%in: f32, %in_2: f32, %out: f32):{{$}}
// CHECK-NEXT: {{^}}      %4 = arith.addf %in, %in_2 : f32{{$}}
// CHECK-NEXT: {{^}}      linalg.yield %4 : f32{{$}}
// CHECK-NEXT: {{^}}    } -> tensor<2x3xf32>{{$}}
// CHECK-NEXT: {{^}}    %expanded = tensor.expand_shape %arg2 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>{{$}}
// CHECK-NEXT: {{^}}    %expanded_0 = tensor.expand_shape %arg2 {{\[\[}}0, 1{{\]\]}} output_shape [3, 2] : tensor<6xi32> into tensor<3x2xi32>{{$}}
// CHECK-NEXT: {{^}}    %2 = tensor.empty() : tensor<3x2xi32>{{$}}
// CHECK-NEXT: {{^}}    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<2x3xi32>) outs(%2 : tensor<3x2xi32>) {{[{]}}{{$}}
// CHECK-NEXT: {{^}}    ^bb0(%in: i32, %out: i32):{{$}}
// CHECK-NEXT: {{^}}      %4 = linalg.index 1 : index{{$}}
// CHECK-NEXT: {{^}}      %5 = arith.index_cast %4 : index to i32{{$}}
// CHECK-NEXT: {{^}}      %6 = arith.muli %in, %5 : i32{{$}}
// CHECK-NEXT: {{^}}      linalg.yield %6 : i32{{$}}
// CHECK-NEXT: {{^}}    } -> tensor<3x2xi32>{{$}}
// CHECK-NEXT: {{^}}    %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1{{\]\]}} : tensor<2x3xi32> into tensor<6xi32>{{$}}
// CHECK-NEXT: {{^}}    %collapsed_1 = tensor.collapse_shape %arg3 [] : tensor<1x1xi32> into tensor<i32>{{$}}
// CHECK-NEXT: {{^}}    return %1, %3, %collapsed, %collapsed_1 : tensor<2x3xf32>, tensor<3x2xi32>, tensor<6xi32>, tensor<i32>{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
#map = affine_map<(d0, d1) -> (d0, d1)>
#bcast = affine_map<(i, j) -> (j)>
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %x: tensor<6xi32>, %y: tensor<1x1xi32>) -> (tensor<2x3xf32>, tensor<3x2xi32>, tensor<6xi32>, tensor<i32>) {
  %init = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#map, #bcast, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<2x3xf32>, tensor<3xf32>) outs(%init : tensor<2x3xf32>) attrs = {tag = "t"} {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %e = tensor.expand_shape %x [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %old = tensor.expand_shape %x [[0, 1]] : tensor<6xi32> into tensor<3x2xi32>
  %i = tensor.empty() : tensor<3x2xi32>
  %t = linalg.generic {iterator_types = ["parallel", "parallel"], indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>]} ins(%e : tensor<2x3xi32>) outs(%i : tensor<3x2xi32>) {
  ^bb0(%in: i32, %out: i32):
    %k = linalg.index 1 : index
    %c = arith.index_cast %k : index to i32
    %m = arith.muli %in, %c : i32
    linalg.yield %m : i32
  } -> tensor<3x2xi32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  %z = tensor.collapse_shape %y [] : tensor<1x1xi32> into tensor<i32>
  return %r, %t, %c, %z : tensor<2x3xf32>, tensor<3x2xi32>, tensor<6xi32>, tensor<i32>
}
