// RUN: irc compile %s --memory-report | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --input="4x3xf32=1 2 3 4 5 6 7 8 9 10 11 12" --expected_output="4x3xf32=2 4 6 6 9 12 13 17 21 23 28 33" | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --jit=off --input="4x3xf32=1 2 3 4 5 6 7 8 9 10 11 12" --expected_output="4x3xf32=2 4 6 6 9 12 13 17 21 23 28 33" | FileCheck %s --check-prefix=VM

// A scan writing its output one row per iteration (the shape of JAX's lax.scan): the stacked
// output is a carried value whose next value is a dynamic_update_slice of it. It is updated in
// place in its one buffer for the whole loop; no iteration copies the whole output (the region
// arena holds only the row and the counter, not a second 4x3 output).
// Expected by hand: row i of the result is x[i] plus the previous row (x[0] + x[0] for i = 0:
// the carry starts as x[0]).
// The input %xs, which the body passes through unchanged, is no longer carried (canonicalize reads
// it from outside the loop), so the loop carries the counter, the output and the carry, each in
// place.
// CHECK: stablehlo.while at {{[0-9]+}}: region arena offset {{[0-9]+}} size 64; carried %2#0 (in place), %2#1 (in place), %2#2 (in place) (one buffer each
// VM-NOT: error
// VM: [SUCCESS]
func.func @main(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %zero = stablehlo.constant dense<0.0> : tensor<4x3xf32>
  %first = stablehlo.slice %x [0:1, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
  %carry0 = stablehlo.reshape %first : (tensor<1x3xf32>) -> tensor<3xf32>
  %r:4 = stablehlo.while(%i = %c0, %xs = %x, %acc = %zero, %carry = %carry0) : tensor<i64>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>
   cond {
    %n = stablehlo.constant dense<4> : tensor<i64>
    %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %row = stablehlo.dynamic_slice %xs, %i, %z, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
    %row1 = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
    %next = stablehlo.add %carry, %row1 : tensor<3xf32>
    %next2 = stablehlo.reshape %next : (tensor<3xf32>) -> tensor<1x3xf32>
    %acc2 = stablehlo.dynamic_update_slice %acc, %next2, %i, %z : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x3xf32>
    %i2 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i2, %xs, %acc2, %next : tensor<i64>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>
  }
  return %r#2 : tensor<4x3xf32>
}
