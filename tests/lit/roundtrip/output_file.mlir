// RUN: irc opt %s -o %t > %t.stdout
// RUN: FileCheck %s --input-file=%t
// RUN: FileCheck %s --check-prefix=STDOUT --allow-empty --input-file=%t.stdout
// RUN: irc opt %s -o - | FileCheck %s

// `-o FILE` writes the IR to FILE and nothing to standard output; `-o -` is
// standard output.

// CHECK-LABEL: func.func @written(
// CHECK-NEXT:   %0 = stablehlo.negate %arg0 : tensor<4xf32>
// CHECK-NEXT:   return %0 : tensor<4xf32>
// STDOUT-NOT: {{.}}
func.func @written(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
