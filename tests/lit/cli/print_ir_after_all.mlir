// RUN: irc opt --print-ir-after-all %s -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t.out
// RUN: irc opt --print-ir-after=verify %s -o %t.out2 2> %t.err2
// RUN: FileCheck %s --input-file=%t.err2

// --print-ir-after-all (and --print-ir-after=verify) dump the module to stderr
// after each pass, under MLIR's header; the result still goes to the output.

// CHECK:      // -----// IR Dump After verify //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dumped(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT:     %0 = stablehlo.sqrt %arg0 : tensor<2xf32>
// CHECK-NEXT:     return %0 : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT:  IR Dump

// OUT-NOT:   IR Dump
// OUT:       func.func @dumped
// OUT-NEXT:    %0 = stablehlo.sqrt %arg0 : tensor<2xf32>
func.func @dumped(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.sqrt %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
