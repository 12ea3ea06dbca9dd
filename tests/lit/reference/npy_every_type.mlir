// `.npy` files written by numpy and ml_dtypes (Inputs/make_npy.py) read for every element type,
// printed as iree-run-module prints them (floats as C's %G of the value numpy holds), and written
// back byte for byte as numpy and ml_dtypes write them.
// RUN: irc run-reference %s --function=bf16 --input=@%S/Inputs/bfloat16.npy | FileCheck %s --check-prefix=BF16
// RUN: irc run-reference %s --function=f16 --input=@%S/Inputs/f16.npy | FileCheck %s --check-prefix=F16
// RUN: irc run-reference %s --function=f64 --input=@%S/Inputs/f64.npy | FileCheck %s --check-prefix=F64
// RUN: irc run-reference %s --function=e4m3fn --input=@%S/Inputs/float8_e4m3fn.npy | FileCheck %s --check-prefix=E4M3FN
// RUN: irc run-reference %s --function=e5m2 --input=@%S/Inputs/float8_e5m2.npy | FileCheck %s --check-prefix=E5M2
// RUN: irc run-reference %s --function=e8m0 --input=@%S/Inputs/float8_e8m0fnu.npy | FileCheck %s --check-prefix=E8M0
// RUN: irc run-reference %s --function=f4 --input=@%S/Inputs/float4_e2m1fn.npy | FileCheck %s --check-prefix=F4
// RUN: irc run-reference %s --function=f6 --input=@%S/Inputs/float6_e3m2fn.npy | FileCheck %s --check-prefix=F6
// RUN: irc run-reference %s --function=i4 --input=@%S/Inputs/int4.npy | FileCheck %s --check-prefix=I4
// RUN: irc run-reference %s --function=ui2 --input=@%S/Inputs/uint2.npy | FileCheck %s --check-prefix=UI2
// RUN: irc run-reference %s --function=bool --input=@%S/Inputs/bool.npy | FileCheck %s --check-prefix=BOOL
// RUN: irc run-reference %s --function=ui64 --input=@%S/Inputs/u64.npy | FileCheck %s --check-prefix=UI64
// RUN: irc run-reference %s --function=i16 --input=@%S/Inputs/big_i16.npy | FileCheck %s --check-prefix=BIG
// RUN: irc run-reference %s --function=two --input=@%S/Inputs/appended.npy --input=+%S/Inputs/appended.npy | FileCheck %s --check-prefix=TWO

// Written back: the same bytes as the files numpy and ml_dtypes wrote.
// RUN: irc run-reference %s --function=bf16 --input=@%S/Inputs/bfloat16.npy --output=@%t.bf16.npy
// RUN: cmp %t.bf16.npy %S/Inputs/bfloat16.npy
// RUN: irc run-reference %s --function=e4m3fn --input=@%S/Inputs/float8_e4m3fn.npy --output=@%t.e4m3fn.npy
// RUN: cmp %t.e4m3fn.npy %S/Inputs/float8_e4m3fn.npy
// RUN: irc run-reference %s --function=i4 --input=@%S/Inputs/int4.npy --output=@%t.i4.npy
// RUN: cmp %t.i4.npy %S/Inputs/int4.npy
// RUN: irc run-reference %s --function=f16 --input=@%S/Inputs/f16.npy --output=@%t.f16.npy
// RUN: cmp %t.f16.npy %S/Inputs/f16.npy
// RUN: irc run-reference %s --function=bool --input=@%S/Inputs/bool.npy --output=@%t.bool.npy
// RUN: cmp %t.bool.npy %S/Inputs/bool.npy
// And read back: a one-byte ml_dtypes array this tool wrote reads as the argument's type.
// RUN: irc run-reference %s --function=e4m3fn --input=@%t.e4m3fn.npy --expected_output=@%S/Inputs/float8_e4m3fn.npy | FileCheck %s --check-prefix=OK

// numpy: [0.10009765625, -1.5, 3.0]
// BF16: 3xbf16=0.100098 -1.5 3
// F16: 4xf16=1.5 -2 65504 INF
// F64: 3xf64=0.1 -2.5 1E+300
// ml_dtypes: 0.1 -> 0.1015625 in float8_e4m3fn, 0.09375 in float8_e5m2 (saved as `<f1`).
// E4M3FN: 3xf8E4M3FN=0.101562 -1.5 3
// E5M2: 3xf8E5M2=0.09375 -1.5 3
// E8M0: 3xf8E8M0FNU=0.125 2 1024
// F4: 3xf4E2M1FN=0 -1.5 3
// F6: 3xf6E3M2FN=0.125 -1.5 3
// I4: 3xi4=-8 -1 7
// UI2: 3xui2=0 2 3
// BOOL: 3xi1=1 0 1
// UI64: 3xui64=0 7 18446744073709551615
// `>i2` (big-endian) [-2, 300].
// BIG: 2xi16=-2 300
// The file holds an f32 array [1 2 3], then an i32 array [4 5].
// TWO: 3xf32=1 2 3
// TWO: 2xi32=4 5
// OK: [SUCCESS] all function outputs matched their expected values.
func.func @bf16(%x: tensor<3xbf16>) -> tensor<3xbf16> {
  return %x : tensor<3xbf16>
}
func.func @f16(%x: tensor<4xf16>) -> tensor<4xf16> {
  return %x : tensor<4xf16>
}
func.func @f64(%x: tensor<3xf64>) -> tensor<3xf64> {
  return %x : tensor<3xf64>
}
func.func @e4m3fn(%x: tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN> {
  return %x : tensor<3xf8E4M3FN>
}
func.func @e5m2(%x: tensor<3xf8E5M2>) -> tensor<3xf8E5M2> {
  return %x : tensor<3xf8E5M2>
}
func.func @e8m0(%x: tensor<3xf8E8M0FNU>) -> tensor<3xf8E8M0FNU> {
  return %x : tensor<3xf8E8M0FNU>
}
func.func @f4(%x: tensor<3xf4E2M1FN>) -> tensor<3xf4E2M1FN> {
  return %x : tensor<3xf4E2M1FN>
}
func.func @f6(%x: tensor<3xf6E3M2FN>) -> tensor<3xf6E3M2FN> {
  return %x : tensor<3xf6E3M2FN>
}
func.func @i4(%x: tensor<3xi4>) -> tensor<3xi4> {
  return %x : tensor<3xi4>
}
func.func @ui2(%x: tensor<3xui2>) -> tensor<3xui2> {
  return %x : tensor<3xui2>
}
func.func @bool(%x: tensor<3xi1>) -> tensor<3xi1> {
  return %x : tensor<3xi1>
}
func.func @ui64(%x: tensor<3xui64>) -> tensor<3xui64> {
  return %x : tensor<3xui64>
}
func.func @i16(%x: tensor<2xi16>) -> tensor<2xi16> {
  return %x : tensor<2xi16>
}
func.func @two(%a: tensor<3xf32>, %b: tensor<2xi32>) -> (tensor<3xf32>, tensor<2xi32>) {
  return %a, %b : tensor<3xf32>, tensor<2xi32>
}
