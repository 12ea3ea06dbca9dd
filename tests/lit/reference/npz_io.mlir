// `.npz` archives (numpy's savez; Inputs/make_npz.py made the two used here).
// RUN: rm -f %t.npz
// RUN: irc run-reference %s --input=@Inputs/two.npz | FileCheck %s --check-prefix=ALL
// RUN: irc run-reference %s --input=@Inputs/two.npz --output=@%t.npz | FileCheck %s --check-prefix=WRITE
// RUN: irc run-reference %s --input=@%t.npz --expected_output=4xf32=6,-8,12,1 --expected_output="2x2xi32=[4 8][12 -16]" | FileCheck %s --check-prefix=BACK
// RUN: irc run-reference %s --input=4xf32=1.5,-2,3,0.25 --input=2x2xi32=1,2,3,-4 --expected_output=@%t.npz | FileCheck %s --check-prefix=EXPECT
// RUN: irc run-reference %s --input=@Inputs/named.npz:w --input=@Inputs/two.npz:arr_1 | FileCheck %s --check-prefix=NAMED
// RUN: not irc run-reference %s --input=@Inputs/named.npz 2>&1 | FileCheck %s --check-prefix=TYPE

// ALL: result[0]: hal.buffer_view
// ALL-NEXT: 4xf32=3 -4 6 0.5
// ALL-NEXT: result[1]: hal.buffer_view
// ALL-NEXT: 2x2xi32=[2 4][6 -8]
// WRITE: EXEC @main
// WRITE-NOT: result
// BACK: [SUCCESS]
// EXPECT: [SUCCESS]
// NAMED: 4xf32=2 6 10 14
// NAMED: 2x2xi32=[2 4][6 -8]
// TYPE: [FAILED] @main: input 1 (`@Inputs/named.npz:g`): `./Inputs/named.npz:g` (array 0) holds a tensor<4xf32> (dtype `<f4`), but argument 1 is tensor<2x2xi32>
func.func @main(%a: tensor<4xf32>, %b: tensor<2x2xi32>) -> (tensor<4xf32>, tensor<2x2xi32>) {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %1 = stablehlo.add %b, %b : tensor<2x2xi32>
  return %0, %1 : tensor<4xf32>, tensor<2x2xi32>
}
