// RUN: irc compile %s --compile-to=flow 2>&1 | FileCheck %s

// S11: an SGD step whose new weights are written in place, with a later read of the old weights
// (|w|^2). Fusion puts the reader (w*w) into the reduction's dispatch; the alias pass runs after fusion,
// so it sees that dispatch and moves the update after it instead of letting the in-place write clobber
// w before it is read (the ordering bug IREE 3.13 has on the donated train step).

// CHECK-NOT:  warning
// CHECK:      %[[N:.+]] = flow.dispatch.region -> (tensor<f32>)
// CHECK-NEXT:   stablehlo.multiply %arg0, %arg0
// CHECK:      %[[W2:.+]] = flow.dispatch.region -> (tensor<4xf32>)
// CHECK:        stablehlo.subtract %arg0
// CHECK:      %[[A:.+]] = hal.tensor.alias %[[W2]] : tensor<4xf32> to %arg0
// CHECK-NEXT: return %[[A]], %[[N]]
func.func public @main(%w: tensor<4xf32> {abi.output = 0 : index}, %g: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>) {
  %lr = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
  %s = stablehlo.multiply %lr, %g : tensor<4xf32>
  %w2 = stablehlo.subtract %w, %s : tensor<4xf32>
  %sq = stablehlo.multiply %w, %w : tensor<4xf32>
  %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %n = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %w2, %n : tensor<4xf32>, tensor<f32>
}
