// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// Malformed pretty forms are coded syntax errors at the offending token: E0002
// for a token the grammar does not expect (or types that do not match the
// values), E0007 for a wrong keyword, E0006 for an unknown enum case or struct
// field, E0004 for a malformed dense element.

// A while with one loop value and two types.
// CHECK: {{.*}}pretty_form_errors.mlir:12:35: error[E0002]:
// CHECK-SAME: stablehlo.while
func.func @w(%a: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.while(%x = %a) : tensor<i64>, tensor<i64>
   cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %x : tensor<i64>
  }
  return %0 : tensor<i64>
}

// -----

// `cond` misspelled.
// CHECK: {{.*}}pretty_form_errors.mlir:29:4: error[E0007]:
// CHECK-SAME: cond
func.func @w(%a: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.while(%x = %a) : tensor<i64>
   cnd {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %x : tensor<i64>
  }
  return %0 : tensor<i64>
}

// -----

// fft's keyword is `type`.
// CHECK: {{.*}}pretty_form_errors.mlir:44:26: error[E0007]:
// CHECK-SAME: type
func.func @f(%a: tensor<4xf32>) -> tensor<4xcomplex<f32>> {
  %0 = stablehlo.fft %a, kind = RFFT, length = [4] : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// Not an fft type.
// CHECK: {{.*}}pretty_form_errors.mlir:54:33: error[E0006]:
// CHECK-SAME: FAST
func.func @f(%a: tensor<4xf32>) -> tensor<3xcomplex<f32>> {
  %0 = stablehlo.fft %a, type = FAST, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}

// -----

// A tuple of two values with a one-element tuple type.
// CHECK: {{.*}}pretty_form_errors.mlir:64:33: error[E0002]:
// CHECK-SAME: stablehlo.tuple
func.func @t(%a: tensor<f32>) -> tuple<tensor<f32>> {
  %0 = stablehlo.tuple %a, %a : tuple<tensor<f32>>
  return %0 : tuple<tensor<f32>>
}

// -----

// A complex tensor's elements are pairs.
// CHECK: {{.*}}pretty_form_errors.mlir:74:29: error[E0004]:
// CHECK-SAME: (real, imaginary)
func.func @c() -> tensor<2xcomplex<f32>> {
  %cst = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xcomplex<f32>>
  return %cst : tensor<2xcomplex<f32>>
}

// -----

// A pair is not an f32 element.
// CHECK: {{.*}}pretty_form_errors.mlir:84:29: error[E0004]:
// CHECK-SAME: (real, imaginary)
func.func @c() -> tensor<2xf32> {
  %cst = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xf32>
  return %cst : tensor<2xf32>
}

// -----

// top_k's keyword is `k`.
// CHECK: {{.*}}pretty_form_errors.mlir:94:27: error[E0007]:
// CHECK-SAME: k
func.func @k(%a: tensor<4xf32>) {
  %v, %i = chlo.top_k(%a, n = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)
  return
}

// -----

// Not an rng algorithm.
// CHECK: {{.*}}pretty_form_errors.mlir:104:56: error[E0006]:
// CHECK-SAME: FOUR_FRY
func.func @r(%a: tensor<2xui64>) {
  %s, %o = stablehlo.rng_bit_generator %a, algorithm = FOUR_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return
}

// -----

// A channel handle without its `type`.
// CHECK: {{.*}}pretty_form_errors.mlir:113:32: error[E0006]:
// CHECK-SAME: type
func.func @h() attributes {x = #stablehlo.channel_handle<handle = 1>} {
  return
}

// -----

// An unknown field of a channel handle.
// CHECK: {{.*}}pretty_form_errors.mlir:122:32: error[E0006]:
// CHECK-SAME: typ
func.func @h() attributes {x = #stablehlo.channel_handle<handle = 1, typ = 2>} {
  return
}

// -----

// A while argument without `=`.
// CHECK: {{.*}}pretty_form_errors.mlir:132:27: error[E0002]:
// CHECK-SAME: %a
func.func @w(%a: tensor<i64>) {
  %0 = stablehlo.while(%x %a) : tensor<i64>
   cond {
  } do {
  }
  return
}

// -----

// get_tuple_element takes an integer index.
// CHECK: {{.*}}pretty_form_errors.mlir:145:39: error[E0002]:
// CHECK-SAME: x
func.func @g(%t: tuple<tensor<f32>>) -> tensor<f32> {
  %0 = stablehlo.get_tuple_element %t[x] : (tuple<tensor<f32>>) -> tensor<f32>
  return %0 : tensor<f32>
}
// CHECK-NOT: error[
