// RUN: irc opt --pass-pipeline=form-dispatches %s | FileCheck %s --check-prefix=FUSE
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=main --input=4xf32=1,2,3,4 --input=4xf32=0,1,2,3 --input=4xf32=10,10,10,10 | FileCheck %s --check-prefix=OUT
// RUN: irvm run %t.vmfb --function=main --jit=off --input=4xf32=1,2,3,4 --input=4xf32=0,1,2,3 --input=4xf32=10,10,10,10 | FileCheck %s --check-prefix=OUT
// RUN: irvm run %t.vmfb --function=early --input=4xf32=1,2,3,4 --input=4xf32=1,1,1,1 | FileCheck %s --check-prefix=EARLY

// An optimizer step: the new moment `m2` is returned and read by the parameter update. The
// update's region takes it as a second result (one kernel, not two); both are written in place
// of their donated arguments. Hand-computed: m2 = 0.9 m + 0.1 g = [1, 1.9, 2.8, 3.7];
// p2 = p - 0.5 m2 = [0.5, 1.05, 1.6, 2.15].
// FUSE-LABEL: func.func public @main
// FUSE:       flow.dispatch.region -> (tensor<4xf32>, tensor<4xf32>) {
// FUSE-NOT:   flow.dispatch.region
// FUSE:       return
// OUT: result[0]: hal.buffer_view
// OUT-NEXT: 4xf32=0.5 1.05 1.6 2.15
// OUT: result[1]: hal.buffer_view
// OUT-NEXT: 4xf32=1 1.9 2.8 3.7
func.func public @main(%p: tensor<4xf32> {tf.aliasing_output = 0 : i32}, %m: tensor<4xf32> {tf.aliasing_output = 1 : i32}, %g: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c09 = stablehlo.constant dense<9.000000e-01> : tensor<4xf32>
  %c01 = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
  %c05 = stablehlo.constant dense<5.000000e-01> : tensor<4xf32>
  %a = stablehlo.multiply %c09, %m : tensor<4xf32>
  %b = stablehlo.multiply %c01, %g : tensor<4xf32>
  %m2 = stablehlo.add %a, %b : tensor<4xf32>
  %s = stablehlo.multiply %c05, %m2 : tensor<4xf32>
  %p2 = stablehlo.subtract %p, %s : tensor<4xf32>
  return %p2, %m2 : tensor<4xf32>, tensor<4xf32>
}

// A value that a reduction reads before the elementwise root stays a region of its own: the
// root's region sits after the reduction, which could not read it from there.
// Hand-computed: s = x + y = [2, 3, 4, 5]; sum(s) = 14; s * s = [4, 9, 16, 25].
// FUSE-LABEL: func.func public @early
// FUSE:       %[[S:.+]] = flow.dispatch.region -> (tensor<4xf32>) {
// FUSE-NEXT:    stablehlo.add
// FUSE:       flow.dispatch.region -> (tensor<f32>) {
// FUSE-NEXT:    stablehlo.reduce
// FUSE:       flow.dispatch.region -> (tensor<4xf32>) {
// FUSE-NEXT:    stablehlo.multiply %[[S]], %[[S]]
// EARLY: result[0]: hal.buffer_view
// EARLY-NEXT: f32=14
// EARLY: result[1]: hal.buffer_view
// EARLY-NEXT: 4xf32=4 9 16 25
func.func public @early(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) {
  %s = stablehlo.add %x, %y : tensor<4xf32>
  %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r = stablehlo.reduce(%s init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %q = stablehlo.multiply %s, %s : tensor<4xf32>
  return %r, %q : tensor<f32>, tensor<4xf32>
}
