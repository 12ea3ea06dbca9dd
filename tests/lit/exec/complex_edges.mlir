// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// The compiled path runs the same checks, with the JIT and without:
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// VM-NOT: error
// VM: irvm: 3 of 3 functions passed

// complex<f32> and complex<f64> built from their parts (stablehlo.complex), and taken apart with
// real and imag. Expected values by hand.
// CHECK: irc: 3 function(s) ran in 1 case(s): 3 passed, 0 failed

// (1 + 2i)(3 + 4i) = -5 + 10i; |3 + 4i| = 5; (1 + 2i) + (3 + 4i) = 4 + 6i.
func.func @arithmetic() {
  %re = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf32>
  %im = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %c = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>
  %a = stablehlo.slice %c [0:1] : (tensor<2xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  %b = stablehlo.slice %c [1:2] : (tensor<2xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  %p = stablehlo.multiply %a, %b : tensor<1xcomplex<f32>>
  %pr = stablehlo.real %p : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
  %pi = stablehlo.imag %p : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
  check.expect_eq_const %pr, dense<-5.0> : tensor<1xf32>
  check.expect_eq_const %pi, dense<10.0> : tensor<1xf32>
  %m = stablehlo.abs %b : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
  check.expect_eq_const %m, dense<5.0> : tensor<1xf32>
  %s = stablehlo.add %a, %b : tensor<1xcomplex<f32>>
  %sr = stablehlo.real %s : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
  check.expect_eq_const %sr, dense<4.0> : tensor<1xf32>
  func.return
}

// complex<f32> parts are f32 values: 1/3 rounds to f32 (0x3EAAAAAB), while complex<f64> keeps
// the f64 value.
func.func @component_rounding() {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %three = stablehlo.constant dense<3.0> : tensor<f32>
  %a = stablehlo.complex %one, %zero : tensor<complex<f32>>
  %b = stablehlo.complex %three, %zero : tensor<complex<f32>>
  %q = stablehlo.divide %a, %b : tensor<complex<f32>>
  %qr = stablehlo.real %q : (tensor<complex<f32>>) -> tensor<f32>
  check.expect_eq_const %qr, dense<0x3EAAAAAB> : tensor<f32>
  %one64 = stablehlo.constant dense<1.0> : tensor<f64>
  %zero64 = stablehlo.constant dense<0.0> : tensor<f64>
  %three64 = stablehlo.constant dense<3.0> : tensor<f64>
  %a64 = stablehlo.complex %one64, %zero64 : tensor<complex<f64>>
  %b64 = stablehlo.complex %three64, %zero64 : tensor<complex<f64>>
  %q64 = stablehlo.divide %a64, %b64 : tensor<complex<f64>>
  %qr64 = stablehlo.real %q64 : (tensor<complex<f64>>) -> tensor<f64>
  check.expect_eq_const %qr64, dense<0x3FD5555555555555> : tensor<f64>
  func.return
}

// EQ and NE compare both parts; a complex tensor moves like any other (transpose, concatenate).
func.func @compare_and_move() {
  %re = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %im = stablehlo.constant dense<[2.0, -2.0]> : tensor<2xf64>
  %c = stablehlo.complex %re, %im : tensor<2xcomplex<f64>>
  %r = stablehlo.reverse %c, dims = [0] : tensor<2xcomplex<f64>>
  %eq = stablehlo.compare EQ, %c, %r : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xi1>
  check.expect_eq_const %eq, dense<false> : tensor<2xi1>
  %cc = stablehlo.concatenate %c, %r, dim = 0 : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  %ci = stablehlo.imag %cc : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  check.expect_eq_const %ci, dense<[2.0, -2.0, -2.0, 2.0]> : tensor<4xf64>
  func.return
}
