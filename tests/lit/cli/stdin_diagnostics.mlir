// RUN: not irc opt --color=never - < %s 2> %t.err > %t.out
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=OUT --allow-empty --input-file=%t.out

// Diagnostics for standard input name it `<stdin>`, go to stderr, and nothing
// is printed to stdout when the input has errors.

// CHECK: <stdin>:12:26: error[E0101]:
// CHECK-SAME: %missing
// OUT-NOT: {{.}}
func.func @uses_missing(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %missing : tensor<2xf32>
  return %0 : tensor<2xf32>
}
