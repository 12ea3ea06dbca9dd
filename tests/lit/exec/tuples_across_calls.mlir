// RUN: irc run-reference %s --input=2xf32=1,2 --input=i32=7 --input=3xi32=4,5,6 --input=3xi32=10,20,30 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --input=2xf32=1,2 --input=i32=7 --input=3xi32=4,5,6 --input=3xi32=10,20,30 | FileCheck %s
// RUN: irvm run %t.vmfb --jit=off --input=2xf32=1,2 --input=i32=7 --input=3xi32=4,5,6 --input=3xi32=10,20,30 | FileCheck %s
// RUN: irc opt %s --pass-pipeline=stablehlo-decompose | FileCheck %s --check-prefix=FLAT

// Tuples and tokens across calls (stablehlo-decompose's first step): every signature is
// flattened to its leaves, depth first, tokens left out, on both paths. The public ABI of @main
// is (2xf32, i32, 3xi32, 3xi32) -> (i32, 2xf32, 3xi32), as IREE runs a tuple-typed entry point;
// the donation to old result 1 now names flattened result 2.
// Expected values by hand: x = [1, 2], p = (7, [4, 5, 6]), w = [10, 20, 30]:
// result (7, x + x = [2, 4]) and z + w = [14, 25, 36].

// FLAT: func.func private @swap(%arg0: tensor<2xf32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<2xf32>)
// FLAT: func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<i32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32> {tf.aliasing_output = 2 : i32}) -> (tensor<i32>, tensor<2xf32>, tensor<3xi32>)
// FLAT-NOT: tuple
// FLAT-NOT: token

// CHECK: EXEC @main
// CHECK-NEXT: result[0]: hal.buffer_view
// CHECK-NEXT: i32=7
// CHECK-NEXT: result[1]: hal.buffer_view
// CHECK-NEXT: 2xf32=2 4
// CHECK-NEXT: result[2]: hal.buffer_view
// CHECK-NEXT: 3xi32=14 25 36
func.func private @swap(%t: tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>, %tok: !stablehlo.token) -> (!stablehlo.token, tuple<tensor<i32>, tensor<2xf32>>) {
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tensor<2xf32>
  %inner = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tuple<tensor<i32>, !stablehlo.token>
  %b = stablehlo.get_tuple_element %inner[0] : (tuple<tensor<i32>, !stablehlo.token>) -> tensor<i32>
  %a2 = stablehlo.add %a, %a : tensor<2xf32>
  %tok2 = stablehlo.after_all %tok : !stablehlo.token
  %r = stablehlo.tuple %b, %a2 : tuple<tensor<i32>, tensor<2xf32>>
  return %tok2, %r : !stablehlo.token, tuple<tensor<i32>, tensor<2xf32>>
}
func.func @main(%x: tensor<2xf32>, %p: tuple<tensor<i32>, tensor<3xi32>>, %w: tensor<3xi32> {tf.aliasing_output = 1 : i32}) -> (tuple<tensor<i32>, tensor<2xf32>>, tensor<3xi32>) {
  %y = stablehlo.get_tuple_element %p[0] : (tuple<tensor<i32>, tensor<3xi32>>) -> tensor<i32>
  %z = stablehlo.get_tuple_element %p[1] : (tuple<tensor<i32>, tensor<3xi32>>) -> tensor<3xi32>
  %tk = stablehlo.create_token : !stablehlo.token
  %inner = stablehlo.tuple %y, %tk : tuple<tensor<i32>, !stablehlo.token>
  %t = stablehlo.tuple %x, %inner : tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>
  %tok2, %r = func.call @swap(%t, %tk) : (tuple<tensor<2xf32>, tuple<tensor<i32>, !stablehlo.token>>, !stablehlo.token) -> (!stablehlo.token, tuple<tensor<i32>, tensor<2xf32>>)
  %s = stablehlo.add %z, %w : tensor<3xi32>
  return %r, %s : tuple<tensor<i32>, tensor<2xf32>>, tensor<3xi32>
}
