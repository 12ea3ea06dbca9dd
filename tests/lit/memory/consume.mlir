// RUN: irc compile %s --compile-to=buffers | FileCheck %s

// {abi.consume} hands the argument's storage to the callee: it is deallocated right after its last
// reader. A caller-owned argument gets no dealloc.

// CHECK-LABEL: func.func public @main
// CHECK:      %[[E:.+]] = flow.dispatch.region
// CHECK:      stablehlo.exponential %arg0
// CHECK:      hal.buffer.dealloc %arg0 : tensor<16xf32>
// CHECK-NOT:  hal.buffer.dealloc %arg1
// CHECK:      return
func.func public @main(%a: tensor<16xf32> {abi.consume}, %b: tensor<16xf32>) -> tensor<f32> {
  %e = stablehlo.exponential %a : tensor<16xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
  %t = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
  %r = stablehlo.add %s, %t : tensor<f32>
  return %r : tensor<f32>
}
