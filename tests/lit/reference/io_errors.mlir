// RUN: not irc run-reference %s --input=2x2xf32=1,2,3 --input=2x2xf32 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not irc run-reference %s --input=4xf32=1 --input=2x2xf32 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not irc run-reference %s --input=2x2xi32=1 --input=2x2xf32 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not irc run-reference %s --input=2x2xf32=1 --input=2x2xf32=1,x,3,4 2>&1 | FileCheck %s --check-prefix=NUMBER
// RUN: not irc run-reference %s --input=@%t.missing.npy --input=2x2xf32 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not irc run-reference %s --input=@%s --input=2x2xf32 2>&1 | FileCheck %s --check-prefix=NOTNPY
// RUN: not irc run-reference %s --input=2x2xf32 2>&1 | FileCheck %s --check-prefix=FEWER
// RUN: not irc run-reference %s --input=2x2xf32 --input=2x2xf32 --input=f32=1 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not irc run-reference %s --input=2x2xq7=1 --input=2x2xf32 2>&1 | FileCheck %s --check-prefix=ELEM
// RUN: not irc run-reference %s --function=nope --input=2x2xf32 --input=2x2xf32 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: not irc run-reference %s --input=2x2xf32 --input=2x2xf32 --output=file.npy 2>&1 | FileCheck %s --check-prefix=OUT

// COUNT:   input 0 (`2x2xf32=1,2,3`): 4 elements expected from shape 2x2, 3 given
// SHAPE:   input 0: expected tensor<2x2xf32>, got tensor<4xf32>
// DTYPE:   input 0: expected tensor<2x2xf32>, got tensor<2x2xi32>
// NUMBER:  input 1 (`2x2xf32=1,x,3,4`): `x` is not a valid f32 value
// MISSING: input 0 ({{.*}}): cannot read `{{.*}}missing.npy`
// NOTNPY:  input 0 ({{.*}}): `{{.*}}io_errors.mlir` is not an .npy file
// FEWER:   @main takes 2 input(s), 1 given (missing input 1: tensor<2x2xf32>)
// EXTRA:   @main takes 2 input(s), 3 given (input 2 (`f32=1`) is extra)
// ELEM:    input 0 (`2x2xq7=1`): unknown element type `q7`
// FUNC:    no function `@nope` in the module (it has @main)
// OUT:     output 0 (`file.npy`): expected `@file.npy` (write), `+file.npy` (append), `@file.npz` (every result), `-` (print) or empty (ignore)
func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.add %a, %b : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
