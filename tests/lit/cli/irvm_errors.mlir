// Every bad input to `irvm run` is a clear error with a non-zero exit, never a crash.
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --input="2x2xf32=[1 2][3 4]" --input=2x2xf32=2 | FileCheck %s --check-prefix=OK
// RUN: not irvm run %t.vmfb --input=2x3xf32=1 --input=2x2xf32=2 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not irvm run %t.vmfb --input=2x2xf32=1 --input=2x2xi32=2 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not irvm run %t.vmfb --input=2x2xf32=1 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not irvm run %t.vmfb --input=2x2xf32=1 --input=2x2xf32=2 --input=2x2xf32=3 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not irvm run %t.vmfb --function=nope --input=2x2xf32=1 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: not irvm run %t.vmfb --input=2x2xf32=1,2 --input=2x2xf32=2 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not irvm run %t.vmfb --input=2x2xf32=abc --input=2x2xf32=2 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not irvm run %t.vmfb --input=2x2xf32=1 --input=2x2xf32=2 --device-memory-limit=24 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: not irvm run %t.vmfb --input=2x2xf32=1 --input=2x2xf32=2 --device-memory-limit=8 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not irvm run %t.missing.vmfb 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: head -c 100 %t.vmfb > %t.trunc.vmfb
// RUN: not irvm run %t.trunc.vmfb --input=2x2xf32=1 --input=2x2xf32=2 2>&1 | FileCheck %s --check-prefix=TRUNC
// RUN: cp %t.vmfb %t.corrupt.vmfb
// RUN: printf 'U' | dd of=%t.corrupt.vmfb bs=1 seek=200 conv=notrunc
// RUN: not irvm run %t.corrupt.vmfb --input=2x2xf32=1 --input=2x2xf32=2 2>&1 | FileCheck %s --check-prefix=CORRUPT
// RUN: cp %t.vmfb %t.version.vmfb
// RUN: printf '\007' | dd of=%t.version.vmfb bs=1 seek=8 conv=notrunc
// RUN: not irvm run %t.version.vmfb --input=2x2xf32=1 --input=2x2xf32=2 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not irvm dump %t.corrupt.vmfb 2>&1 | FileCheck %s --check-prefix=CORRUPT

// OK: 2x2xf32=[2 4][6 8]
// SHAPE: irvm: error[E0701]: input 0: expected tensor<2x2xf32>, got tensor<2x3xf32>
// DTYPE: irvm: error[E0701]: input 1: expected tensor<2x2xf32>, got tensor<2x2xi32>
// MISSING: irvm: error[E0701]: @main takes 2 input(s), 1 given (missing input 1: tensor<2x2xf32>)
// EXTRA: irvm: error[E0701]: @main takes 2 input(s), 3 given (input 2 (`2x2xf32=3`) is extra)
// FUNC: irvm: error[E0701]: --function: the module has no function @nope (it has: @main)
// COUNT: irvm: error[E0701]: input 0 (`2x2xf32=1,2`): 4 elements expected from shape 2x2, 2 given
// VALUE: irvm: error[E0701]: input 0 (`2x2xf32=abc`): `abc` is not a valid f32 value
// LIMIT: irvm: error[E0702]: input 1: device memory limit exceeded: requested 16 bytes, 8 available of the 24-byte limit
// BIG: irvm: error[E0701]: input 0 (`2x2xf32=1`): a tensor<2x2xf32> holds 16 bytes, more than the 8-byte limit for an input (the device memory limit)
// NOFILE: irvm: error[E0901]: cannot load module: cannot read `{{.*}}missing.vmfb`: No such file
// TRUNC: irvm: error[E0703]: cannot load module: {{.*}}: file is 100 bytes but its header says {{[0-9]+}} (truncated or extended)
// CORRUPT: irvm: error[E0703]: {{.*}}checksum mismatch (header says {{[0-9a-f]+}}, contents hash to {{[0-9a-f]+}}): the file is corrupt or was edited
// VERSION: irvm: error[E0703]: cannot load module: {{.*}}: module format version 7 is not supported: this irvm reads version 3
func.func @main(%x: tensor<2x2xf32>, %y: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
