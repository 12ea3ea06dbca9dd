// RUN: rm -f %t.npy %t.both.npy
// RUN: irc run-reference %s --input=3xf32=1,2,3 --output=@%t.npy | FileCheck %s --check-prefix=WRITE
// RUN: irc run-reference %s --input=@%t.npy | FileCheck %s --check-prefix=READ
// RUN: irc run-reference %s --input=3xf32=1,2,3 --output=@%t.both.npy
// RUN: irc run-reference %s --input=3xf32=10,20,30 --output=+%t.both.npy
// RUN: irc run-reference %s --function=two --input=@%t.both.npy --input=+%t.both.npy | FileCheck %s --check-prefix=PLUS

// Writing a result to .npy prints nothing for it; reading it back gives the doubled values again.
// WRITE:     EXEC @main
// WRITE-NOT: result[0]
// READ:      3xf32=4 8 12
// `@` reads a file's first array ([2 4 6]), `+` the next one ([20 40 60]).
// PLUS:      3xf32=22 44 66
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %x, %x : tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @two(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %a, %b : tensor<3xf32>
  return %0 : tensor<3xf32>
}
