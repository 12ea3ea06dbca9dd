// RUN: irc opt %s | FileCheck %s --strict-whitespace
// RUN: irc opt %s | irc opt - | FileCheck %s --strict-whitespace
// RUN: irc opt %s --mlir-print-op-generic | irc opt - | FileCheck %s --strict-whitespace
// RUN: irc opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace

// Functions of several blocks print as MLIR prints them, byte for byte: block labels with their
// arguments and the predecessor comment (`// pred:`, `// N preds:` counting every edge, `// no
// predecessors`), `cf.br` and `cf.cond_br` with their successors' operands, and `tensor.extract`
// named `%extracted`; the generic form lists successors in `[...]` and the segment sizes.

// CHECK: {{^}}module {{\{$}}
// CHECK-NEXT: {{^}}  func.func @loop(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {{\{$}}
// CHECK-NEXT: {{^}}    %c = stablehlo.constant dense<0> : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}    cf.br ^bb1(%c, %arg1 : tensor<i32>, tensor<4xf32>){{$}}
// CHECK-NEXT: {{^}}  ^bb1(%0: tensor<i32>, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2{{$}}
// CHECK-NEXT: {{^}}    %2 = stablehlo.compare LT, %0, %arg0 : (tensor<i32>, tensor<i32>) -> tensor<i1>{{$}}
// CHECK-NEXT: {{^}}    %extracted = tensor.extract %2[] : tensor<i1>{{$}}
// CHECK-NEXT: {{^}}    cf.cond_br %extracted weights([3, 1]), ^bb2, ^bb3(%1 : tensor<4xf32>){{$}}
// CHECK-NEXT: {{^}}  ^bb2:  // pred: ^bb1{{$}}
// CHECK-NEXT: {{^}}    %3 = stablehlo.add %1, %1 : tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}    %c_0 = stablehlo.constant dense<1> : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}    %4 = stablehlo.add %0, %c_0 : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}    cf.br ^bb1(%4, %3 : tensor<i32>, tensor<4xf32>){{$}}
// CHECK-NEXT: {{^}}  ^bb3(%5: tensor<4xf32>):  // pred: ^bb1{{$}}
// CHECK-NEXT: {{^}}    return %5 : tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}  ^bb4:  // no predecessors{{$}}
// CHECK-NEXT: {{^}}    return %arg1 : tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}  func.func @same(%arg0: i1, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {{\{$}}
// CHECK-NEXT: {{^}}    cf.cond_br %arg0, ^bb1(%arg1 : tensor<i32>), ^bb1(%arg2 : tensor<i32>){{$}}
// CHECK-NEXT: {{^}}  ^bb1(%0: tensor<i32>):  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT: {{^}}    return %0 : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// GENERIC: {{^}}    "cf.br"(%c, %arg1)[^bb1] : (tensor<i32>, tensor<4xf32>) -> (){{$}}
// GENERIC: {{^}}    %extracted = "tensor.extract"(%2) : (tensor<i1>) -> i1{{$}}
// GENERIC-NEXT: {{^}}    "cf.cond_br"(%extracted, %1)[^bb2, ^bb3] <{branch_weights = array<i32: 3, 1>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, tensor<4xf32>) -> (){{$}}
// GENERIC: {{^}}  ^bb4:  // no predecessors{{$}}
// GENERIC: {{^}}    "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, tensor<i32>, tensor<i32>) -> (){{$}}

module {
  func.func @loop(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    cf.br ^bb1(%c, %arg1 : tensor<i32>, tensor<4xf32>)
  ^bb1(%0: tensor<i32>, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
    %2 = stablehlo.compare LT, %0, %arg0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %extracted = tensor.extract %2[] : tensor<i1>
    cf.cond_br %extracted weights([3, 1]), ^bb2, ^bb3(%1 : tensor<4xf32>)
  ^bb2:  // pred: ^bb1
    %3 = stablehlo.add %1, %1 : tensor<4xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %0, %c_0 : tensor<i32>
    cf.br ^bb1(%4, %3 : tensor<i32>, tensor<4xf32>)
  ^bb3(%5: tensor<4xf32>):  // pred: ^bb1
    return %5 : tensor<4xf32>
  ^bb4:  // no predecessors
    return %arg1 : tensor<4xf32>
  }
  func.func @same(%arg0: i1, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    cf.cond_br %arg0, ^bb1(%arg1 : tensor<i32>), ^bb1(%arg2 : tensor<i32>)
  ^bb1(%0: tensor<i32>):  // 2 preds: ^bb0, ^bb0
    return %0 : tensor<i32>
  }
}
