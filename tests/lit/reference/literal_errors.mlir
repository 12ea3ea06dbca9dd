// Every bad --input names the input, the offending token and what was expected.
// RUN: not irc run-reference %s --input=2xi4=8,0 --input=2xf16 --input=@%S/Inputs/f64.npy 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not irc run-reference %s --input=2xi4 --input=2xf16=1,70000 --input=@%S/Inputs/f64.npy 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not irc run-reference %s --input=2xi4 --input=2xf16=1,x1 --input=@%S/Inputs/f64.npy 2>&1 | FileCheck %s --check-prefix=TOKEN
// RUN: not irc run-reference %s --input=2xi4 --input=2xf16 --input=@%S/Inputs/f32.npy 2>&1 | FileCheck %s --check-prefix=NPYTYPE
// RUN: not irc run-reference %s --function=wide --input=@%S/Inputs/float8_e4m3fn.npy 2>&1 | FileCheck %s --check-prefix=NPYV1
// RUN: not irc run-reference %s --input=2xi4 --input=2xf16 --input=@%S/Inputs/fortran.npy 2>&1 | FileCheck %s --check-prefix=FORTRAN
// RUN: not irc run-reference %s --input=2xi4 --input=2xf16 --input=@%S/Inputs/strings.npy 2>&1 | FileCheck %s --check-prefix=STRINGS
// RUN: not irc run-reference %s --function=cplx --input="2xcomplex<f32>=(1,2" 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not irc run-reference %s --function=cplx --input="2xcomplex<f32>=1,2" 2>&1 | FileCheck %s --check-prefix=BARE
// RUN: not irc run-reference %s --function=f8 --input=f8E4M3FN=inf 2>&1 | FileCheck %s --check-prefix=NOINF
// RUN: not irc run-reference %s --function=tf32 --input=@%S/Inputs/f32.npy 2>&1 | FileCheck %s --check-prefix=TF32

// RANGE:    error[E0602]: input 0 (`2xi4=8,0`): `8` is out of range for i4 (-8..=7) (element 0)
// OVERFLOW: error[E0602]: input 1 (`2xf16=1,70000`): `70000` is out of range for f16, whose largest finite value is 65504 (element 1)
// TOKEN:    error[E0602]: input 1 (`2xf16=1,x1`): `x1` is not a valid f16 value (expected a decimal number, a C hex float such as 0x1.8p1, inf or nan) (element 1)
// NPYTYPE:  error[E0602]: input 2 (`@{{.*}}f32.npy`): `{{.*}}Inputs/f32.npy` (array 0) holds a tensor<3xf32> (dtype `<f4`), but argument 2 is tensor<3xf64>
// NPYV1:    error[E0602]: input 0 (`@{{.*}}float8_e4m3fn.npy`): `{{.*}}float8_e4m3fn.npy` (array 0): dtype `<V1` is one of ml_dtypes' one-byte types ({{.*}}), and which one is not known here (the argument is i32, which is not one of them)
// FORTRAN:  error[E0602]: input 2 ({{.*}}): `{{.*}}fortran.npy` (array 0 at byte 0): Fortran-order arrays are not supported; save numpy.ascontiguousarray(a) instead
// STRINGS:  error[E0602]: input 2 ({{.*}}): `{{.*}}strings.npy` (array 0 at byte 0): unsupported .npy dtype `<U2`
// PAREN:    error[E0602]: input 0 (`2xcomplex<f32>=(1,2`): `(1,2` has no closing `)`
// BARE:     error[E0602]: input 0 (`2xcomplex<f32>=1,2`): `1` is not a valid complex<f32> value (expected `(re,im)` such as (1,-2.5), or the element's 8 bytes as 16 hex digits as IREE prints them) (element 0)
// NOINF:    error[E0602]: input 0 (`f8E4M3FN=inf`): `inf` is not a value of f8E4M3FN, which has no infinities (element 0)
// TF32:     error[E0602]: input 0 ({{.*}}): `{{.*}}f32.npy` (array 0): element 0 (0.1) is not a tf32 value
func.func @main(%a: tensor<2xi4>, %b: tensor<2xf16>, %c: tensor<3xf64>) -> tensor<2xf16> {
  return %b : tensor<2xf16>
}
func.func @cplx(%a: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  return %a : tensor<2xcomplex<f32>>
}
func.func @f8(%a: tensor<f8E4M3FN>) -> tensor<f8E4M3FN> {
  return %a : tensor<f8E4M3FN>
}
func.func @tf32(%a: tensor<3xtf32>) -> tensor<3xtf32> {
  return %a : tensor<3xtf32>
}
func.func @wide(%a: tensor<3xi32>) -> tensor<3xi32> {
  return %a : tensor<3xi32>
}
