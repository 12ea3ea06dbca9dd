// RUN: irc opt --print-ir-before=verify %s -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: irc opt --pass-pipeline=verify,verify --print-ir-before=verify --print-ir-after=verify %s -o %t.out2 2> %t.err2
// RUN: FileCheck %s --check-prefix=BOTH --input-file=%t.err2
// RUN: not irc opt --print-ir-before=nope %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// --print-ir-before=verify dumps the module before the pass runs. With two
// verify passes and both options, the dumps alternate before/after.

// CHECK:      // -----// IR Dump Before verify //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @before(%arg0: tensor<i32>) -> tensor<i32> {
// CHECK-NEXT:     %0 = stablehlo.negate %arg0 : tensor<i32>
// CHECK-NEXT:     return %0 : tensor<i32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT:  IR Dump After

// BOTH:      IR Dump Before verify
// BOTH:      IR Dump After verify
// BOTH:      IR Dump Before verify
// BOTH:      IR Dump After verify
// BOTH-NOT:  IR Dump

// A pass name that does not exist is an error that names it and the known
// passes.
// UNKNOWN: nope
// UNKNOWN-SAME: verify
func.func @before(%x: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.negate %x : tensor<i32>
  return %0 : tensor<i32>
}
