// RUN: irc opt --pass-pipeline=form-dispatches %s | FileCheck %s --check-prefix=FUSE
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=chain --input=4xf32=1,2,3,4 --input=4xf32=10,20,30,40 | FileCheck %s --check-prefix=CHAIN
// RUN: irvm run %t.vmfb --function=chain --jit=off --input=4xf32=1,2,3,4 --input=4xf32=10,20,30,40 | FileCheck %s --check-prefix=CHAIN
// RUN: irvm run %t.vmfb --function=kept --input=4xf32=1,2,3,4 | FileCheck %s --check-prefix=KEPT

// A chain of elementwise ops with a one-value optimization_barrier between each (what JAX prints
// for a loop it was told not to fuse): one region takes the ops and the barriers, whose results
// are read only inside it. Hand-computed: x + y = [11, 22, 33, 44]; + y = [21, 42, 63, 84];
// * x = [21, 84, 189, 336].
// FUSE-LABEL: func.func public @chain
// FUSE:       flow.dispatch.region -> (tensor<4xf32>) {
// FUSE-NEXT:    stablehlo.add
// FUSE-NEXT:    stablehlo.optimization_barrier
// FUSE-NEXT:    stablehlo.add
// FUSE-NEXT:    stablehlo.optimization_barrier
// FUSE-NEXT:    stablehlo.multiply
// FUSE-NEXT:    flow.return
// FUSE-NEXT:  }
// FUSE-NEXT:  return
// CHAIN: result[0]: hal.buffer_view
// CHAIN-NEXT: 4xf32=21 84 189 336
func.func public @chain(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %y : tensor<4xf32>
  %1 = stablehlo.optimization_barrier %0 : tensor<4xf32>
  %2 = stablehlo.add %1, %y : tensor<4xf32>
  %3 = stablehlo.optimization_barrier %2 : tensor<4xf32>
  %4 = stablehlo.multiply %3, %x : tensor<4xf32>
  return %4 : tensor<4xf32>
}

// A barrier whose value is also returned, and a barrier of two values, stay outside regions (the
// first is read outside the region; the second is not a single identity): two regions.
// Hand-computed: a = x + x = [2, 4, 6, 8]; b = a * a = [4, 16, 36, 64]; c = b - x = [3, 14, 33, 60].
// FUSE-LABEL: func.func public @kept
// FUSE:       %[[A:.+]] = flow.dispatch.region
// FUSE:       %[[B:.+]] = stablehlo.optimization_barrier %[[A]] :
// FUSE:       %[[P:.+]]:2 = stablehlo.optimization_barrier %[[B]], %{{.+}} :
// FUSE:       flow.dispatch.region
// FUSE:       return
// KEPT: result[0]: hal.buffer_view
// KEPT-NEXT: 4xf32=2 4 6 8
// KEPT: result[1]: hal.buffer_view
// KEPT-NEXT: 4xf32=3 14 33 60
func.func public @kept(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.add %x, %x : tensor<4xf32>
  %b = stablehlo.optimization_barrier %a : tensor<4xf32>
  %p:2 = stablehlo.optimization_barrier %b, %x : tensor<4xf32>, tensor<4xf32>
  %m = stablehlo.multiply %p#0, %p#0 : tensor<4xf32>
  %c = stablehlo.subtract %m, %p#1 : tensor<4xf32>
  return %b, %c : tensor<4xf32>, tensor<4xf32>
}
