// RUN: not irc opt --split-input-file %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err

// A case with an error prints nothing and makes the run fail, but the other
// cases are still processed and printed. As in mlir-opt, the separator is
// written between every two cases, so a failed case leaves two separators in a
// row.

// CHECK-LABEL: func.func @ok_before
// CHECK:       // -----
// CHECK-NEXT:  // -----
// CHECK-NEXT:  module {
// CHECK-NEXT:    func.func @ok_after
// CHECK-NOT:   @broken
// ERR: split_input_file_errors.mlir:25:26: error[E0101]:
// ERR-SAME: %undefined
// ERR-NOT: error[
func.func @ok_before() {
  return
}

// -----

func.func @broken(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %undefined : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @ok_after() {
  return
}
