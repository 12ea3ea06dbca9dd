// RUN: irc opt --split-input-file %s | irc opt --split-input-file - | FileCheck %s --strict-whitespace
// RUN: not irc opt --split-input-file --color=never %S/Inputs/chlo_scan_errors.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: irc run-reference --function=cumsum --input="4xi32=1 2 3 4" --input="i32=0" %s | FileCheck %s --check-prefix=SUM
// RUN: irc run-reference --function=reverse_two_inputs --input="2x3xf32=[1 2 3][4 5 6]" --input="2x3xf32=[1 1 1][2 2 2]" --input="2xf32=0 0" %s | FileCheck %s --check-prefix=REV
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=cumsum --input="4xi32=1 2 3 4" --input="i32=0" | FileCheck %s --check-prefix=SUM
// RUN: irvm run %t.vmfb --jit=off --function=reverse_two_inputs --input="2x3xf32=[1 2 3][4 5 6]" --input="2x3xf32=[1 1 1][2 2 2]" --input="2xf32=0 0" | FileCheck %s --check-prefix=REV

// chlo.scan in the form ChloOps.cpp's ScanOp::print writes it (two spaces before
// the region when there are no attributes; `inits (`), with the block arguments
// MLIR names %input.. and %carry..; the generic form prints the same, and the
// segment sizes and `dimension` are implied. chlo-legalize-to-stablehlo turns it
// into a stablehlo.while, which both paths run (expected values by hand: prefix
// sums; a reverse scan of x * y accumulating from the last column).

// SUM: 4xi32=1 3 6 10
// SUM: i32=10
// REV: 2xf32=6 30

// CHECK-LABEL: func.func @cumsum
// CHECK-NEXT: {{^}}    %0:2 = chlo.scan(%arg0) inits (%arg1) dimension=0  {{\{$}}
// CHECK-NEXT: {{^}}    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):{{$}}
// CHECK-NEXT: {{^}}      %1 = stablehlo.add %input, %carry : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}      stablehlo.return %1, %1 : tensor<i32>, tensor<i32>{{$}}
// CHECK-NEXT: {{^}}    } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>){{$}}
func.func @cumsum(%x: tensor<4xi32>, %init: tensor<i32>) -> (tensor<4xi32>, tensor<i32>) {
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %1 = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<4xi32>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @reverse_two_inputs
// CHECK-NEXT: {{^}}    %0:3 = chlo.scan(%arg0, %arg1) inits (%arg2) dimension=1  attributes {is_associative = true, is_reverse = true} {{\{$}}
// CHECK-NEXT: {{^}}    ^bb0(%input: tensor<2xf32>, %input_0: tensor<2xf32>, %carry: tensor<2xf32>):{{$}}
// CHECK: {{^}}    } : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2xf32>){{$}}
func.func @reverse_two_inputs(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %0:3 = chlo.scan(%x, %y) inits(%init) dimension=1 attributes {is_reverse = true, is_associative = true} {
  ^bb0(%a: tensor<2xf32>, %b: tensor<2xf32>, %c: tensor<2xf32>):
    %1 = stablehlo.multiply %a, %b : tensor<2xf32>
    %2 = stablehlo.add %1, %c : tensor<2xf32>
    stablehlo.return %1, %2, %2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  } : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2xf32>)
  func.return %0#2 : tensor<2xf32>
}

// -----

// The generic form, as stablehlo-opt --mlir-print-op-generic writes it.
// CHECK-LABEL: func.func @generic
// CHECK-NEXT: {{^}}    %0:2 = chlo.scan(%arg0) inits (%arg1) dimension=0  {{\{$}}
// CHECK-NEXT: {{^}}    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):{{$}}
func.func @generic(%x: tensor<4xi32>, %init: tensor<i32>) -> tensor<4xi32> {
  %0:2 = "chlo.scan"(%x, %init) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %1 = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%1, %1) : (tensor<i32>, tensor<i32>) -> ()
  }) : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return %0#0 : tensor<4xi32>
}


// ERR: chlo_scan_errors.mlir:6:7: error[E0002]: `chlo.scan` has 1 input(s) and 1 init(s) but its type lists 1 operand type(s)
// ERR: chlo_scan_errors.mlir:13:3: error[E0402]: `chlo.scan`'s dimension 1 is out of bounds for input 0 of rank 1
// ERR: chlo_scan_errors.mlir:23:3: error[E0402]: `chlo.scan`'s input 1 has 3 elements along dimension 0, not 4
// ERR: chlo_scan_errors.mlir:33:3: error[E0301]: `chlo.scan`'s body takes (tensor<4xi32>, tensor<i32>) but must take (tensor<i32>, tensor<i32>)
// ERR: chlo_scan_errors.mlir:45:5: error[E0402]: `chlo.scan`'s body returns (tensor<i32>, tensor<i32>), which makes results (tensor<4xi32>, tensor<i32>) and carries of the inits' types, but the op has results (tensor<5xi32>, tensor<i32>)
