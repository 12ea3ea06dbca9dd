// RUN: irc opt --pass-pipeline=rematerialize %s | FileCheck %s

// `rematerialize` recomputes a big elementwise value beside its late users when every leaf of the
// recomputed tree is live there anyway (tests/lit/transforms: rules in
// compiler/src/passes/rematerialize.rs). The fillers are 40 negates: a gap over MIN_GAP = 32 ops.
// Each tensor is 128x128xf32 = 16384 elements (MIN_ELEMENTS) = 65536 bytes.

// The tanh is read early and late; %x is read by the late op too, so the tanh is recomputed
// just before it and the late op reads the copy.
// CHECK-LABEL: func.func @late_use
// CHECK:       %[[T:.+]] = stablehlo.tanh %arg0
// CHECK:       stablehlo.add %[[T]], %arg0
// CHECK:       %[[T2:.+]] = stablehlo.tanh %arg0
// CHECK-NEXT:  stablehlo.multiply %[[T2]], %arg0
// CHECK-NOT:   stablehlo.tanh
// CHECK:       return
func.func @late_use(%x: tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>) {
  %t = stablehlo.tanh %x : tensor<128x128xf32>
  %u = stablehlo.add %t, %x : tensor<128x128xf32>
  %f0 = stablehlo.negate %x : tensor<128x128xf32>
  %f1 = stablehlo.negate %f0 : tensor<128x128xf32>
  %f2 = stablehlo.negate %f1 : tensor<128x128xf32>
  %f3 = stablehlo.negate %f2 : tensor<128x128xf32>
  %f4 = stablehlo.negate %f3 : tensor<128x128xf32>
  %f5 = stablehlo.negate %f4 : tensor<128x128xf32>
  %f6 = stablehlo.negate %f5 : tensor<128x128xf32>
  %f7 = stablehlo.negate %f6 : tensor<128x128xf32>
  %f8 = stablehlo.negate %f7 : tensor<128x128xf32>
  %f9 = stablehlo.negate %f8 : tensor<128x128xf32>
  %f10 = stablehlo.negate %f9 : tensor<128x128xf32>
  %f11 = stablehlo.negate %f10 : tensor<128x128xf32>
  %f12 = stablehlo.negate %f11 : tensor<128x128xf32>
  %f13 = stablehlo.negate %f12 : tensor<128x128xf32>
  %f14 = stablehlo.negate %f13 : tensor<128x128xf32>
  %f15 = stablehlo.negate %f14 : tensor<128x128xf32>
  %f16 = stablehlo.negate %f15 : tensor<128x128xf32>
  %f17 = stablehlo.negate %f16 : tensor<128x128xf32>
  %f18 = stablehlo.negate %f17 : tensor<128x128xf32>
  %f19 = stablehlo.negate %f18 : tensor<128x128xf32>
  %f20 = stablehlo.negate %f19 : tensor<128x128xf32>
  %f21 = stablehlo.negate %f20 : tensor<128x128xf32>
  %f22 = stablehlo.negate %f21 : tensor<128x128xf32>
  %f23 = stablehlo.negate %f22 : tensor<128x128xf32>
  %f24 = stablehlo.negate %f23 : tensor<128x128xf32>
  %f25 = stablehlo.negate %f24 : tensor<128x128xf32>
  %f26 = stablehlo.negate %f25 : tensor<128x128xf32>
  %f27 = stablehlo.negate %f26 : tensor<128x128xf32>
  %f28 = stablehlo.negate %f27 : tensor<128x128xf32>
  %f29 = stablehlo.negate %f28 : tensor<128x128xf32>
  %f30 = stablehlo.negate %f29 : tensor<128x128xf32>
  %f31 = stablehlo.negate %f30 : tensor<128x128xf32>
  %f32 = stablehlo.negate %f31 : tensor<128x128xf32>
  %f33 = stablehlo.negate %f32 : tensor<128x128xf32>
  %f34 = stablehlo.negate %f33 : tensor<128x128xf32>
  %f35 = stablehlo.negate %f34 : tensor<128x128xf32>
  %f36 = stablehlo.negate %f35 : tensor<128x128xf32>
  %f37 = stablehlo.negate %f36 : tensor<128x128xf32>
  %f38 = stablehlo.negate %f37 : tensor<128x128xf32>
  %f39 = stablehlo.negate %f38 : tensor<128x128xf32>
  %late = stablehlo.multiply %t, %x : tensor<128x128xf32>
  return %u, %f39, %late : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
}

// %e = exp(%x) dies early, and %x with it: recomputing the tanh would keep %x live longer, so
// nothing changes.
// CHECK-LABEL: func.func @leaf_dies
// CHECK-COUNT-1: stablehlo.tanh
// CHECK-NOT:   stablehlo.tanh
// CHECK:       return
func.func @leaf_dies(%x: tensor<128x128xf32>, %y: tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>) {
  %e = stablehlo.exponential %x : tensor<128x128xf32>
  %t = stablehlo.tanh %e : tensor<128x128xf32>
  %u = stablehlo.add %t, %e : tensor<128x128xf32>
  %f0 = stablehlo.negate %y : tensor<128x128xf32>
  %f1 = stablehlo.negate %f0 : tensor<128x128xf32>
  %f2 = stablehlo.negate %f1 : tensor<128x128xf32>
  %f3 = stablehlo.negate %f2 : tensor<128x128xf32>
  %f4 = stablehlo.negate %f3 : tensor<128x128xf32>
  %f5 = stablehlo.negate %f4 : tensor<128x128xf32>
  %f6 = stablehlo.negate %f5 : tensor<128x128xf32>
  %f7 = stablehlo.negate %f6 : tensor<128x128xf32>
  %f8 = stablehlo.negate %f7 : tensor<128x128xf32>
  %f9 = stablehlo.negate %f8 : tensor<128x128xf32>
  %f10 = stablehlo.negate %f9 : tensor<128x128xf32>
  %f11 = stablehlo.negate %f10 : tensor<128x128xf32>
  %f12 = stablehlo.negate %f11 : tensor<128x128xf32>
  %f13 = stablehlo.negate %f12 : tensor<128x128xf32>
  %f14 = stablehlo.negate %f13 : tensor<128x128xf32>
  %f15 = stablehlo.negate %f14 : tensor<128x128xf32>
  %f16 = stablehlo.negate %f15 : tensor<128x128xf32>
  %f17 = stablehlo.negate %f16 : tensor<128x128xf32>
  %f18 = stablehlo.negate %f17 : tensor<128x128xf32>
  %f19 = stablehlo.negate %f18 : tensor<128x128xf32>
  %f20 = stablehlo.negate %f19 : tensor<128x128xf32>
  %f21 = stablehlo.negate %f20 : tensor<128x128xf32>
  %f22 = stablehlo.negate %f21 : tensor<128x128xf32>
  %f23 = stablehlo.negate %f22 : tensor<128x128xf32>
  %f24 = stablehlo.negate %f23 : tensor<128x128xf32>
  %f25 = stablehlo.negate %f24 : tensor<128x128xf32>
  %f26 = stablehlo.negate %f25 : tensor<128x128xf32>
  %f27 = stablehlo.negate %f26 : tensor<128x128xf32>
  %f28 = stablehlo.negate %f27 : tensor<128x128xf32>
  %f29 = stablehlo.negate %f28 : tensor<128x128xf32>
  %f30 = stablehlo.negate %f29 : tensor<128x128xf32>
  %f31 = stablehlo.negate %f30 : tensor<128x128xf32>
  %f32 = stablehlo.negate %f31 : tensor<128x128xf32>
  %f33 = stablehlo.negate %f32 : tensor<128x128xf32>
  %f34 = stablehlo.negate %f33 : tensor<128x128xf32>
  %f35 = stablehlo.negate %f34 : tensor<128x128xf32>
  %f36 = stablehlo.negate %f35 : tensor<128x128xf32>
  %f37 = stablehlo.negate %f36 : tensor<128x128xf32>
  %f38 = stablehlo.negate %f37 : tensor<128x128xf32>
  %f39 = stablehlo.negate %f38 : tensor<128x128xf32>
  %late = stablehlo.multiply %t, %f39 : tensor<128x128xf32>
  return %u, %f39, %late : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
}

// 64x64 = 4096 elements is below MIN_ELEMENTS: kept live.
// CHECK-LABEL: func.func @small
// CHECK-COUNT-1: stablehlo.tanh
// CHECK-NOT:   stablehlo.tanh
// CHECK:       return
func.func @small(%x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
  %t = stablehlo.tanh %x : tensor<64x64xf32>
  %u = stablehlo.add %t, %x : tensor<64x64xf32>
  %f0 = stablehlo.negate %x : tensor<64x64xf32>
  %f1 = stablehlo.negate %f0 : tensor<64x64xf32>
  %f2 = stablehlo.negate %f1 : tensor<64x64xf32>
  %f3 = stablehlo.negate %f2 : tensor<64x64xf32>
  %f4 = stablehlo.negate %f3 : tensor<64x64xf32>
  %f5 = stablehlo.negate %f4 : tensor<64x64xf32>
  %f6 = stablehlo.negate %f5 : tensor<64x64xf32>
  %f7 = stablehlo.negate %f6 : tensor<64x64xf32>
  %f8 = stablehlo.negate %f7 : tensor<64x64xf32>
  %f9 = stablehlo.negate %f8 : tensor<64x64xf32>
  %f10 = stablehlo.negate %f9 : tensor<64x64xf32>
  %f11 = stablehlo.negate %f10 : tensor<64x64xf32>
  %f12 = stablehlo.negate %f11 : tensor<64x64xf32>
  %f13 = stablehlo.negate %f12 : tensor<64x64xf32>
  %f14 = stablehlo.negate %f13 : tensor<64x64xf32>
  %f15 = stablehlo.negate %f14 : tensor<64x64xf32>
  %f16 = stablehlo.negate %f15 : tensor<64x64xf32>
  %f17 = stablehlo.negate %f16 : tensor<64x64xf32>
  %f18 = stablehlo.negate %f17 : tensor<64x64xf32>
  %f19 = stablehlo.negate %f18 : tensor<64x64xf32>
  %f20 = stablehlo.negate %f19 : tensor<64x64xf32>
  %f21 = stablehlo.negate %f20 : tensor<64x64xf32>
  %f22 = stablehlo.negate %f21 : tensor<64x64xf32>
  %f23 = stablehlo.negate %f22 : tensor<64x64xf32>
  %f24 = stablehlo.negate %f23 : tensor<64x64xf32>
  %f25 = stablehlo.negate %f24 : tensor<64x64xf32>
  %f26 = stablehlo.negate %f25 : tensor<64x64xf32>
  %f27 = stablehlo.negate %f26 : tensor<64x64xf32>
  %f28 = stablehlo.negate %f27 : tensor<64x64xf32>
  %f29 = stablehlo.negate %f28 : tensor<64x64xf32>
  %f30 = stablehlo.negate %f29 : tensor<64x64xf32>
  %f31 = stablehlo.negate %f30 : tensor<64x64xf32>
  %f32 = stablehlo.negate %f31 : tensor<64x64xf32>
  %f33 = stablehlo.negate %f32 : tensor<64x64xf32>
  %f34 = stablehlo.negate %f33 : tensor<64x64xf32>
  %f35 = stablehlo.negate %f34 : tensor<64x64xf32>
  %f36 = stablehlo.negate %f35 : tensor<64x64xf32>
  %f37 = stablehlo.negate %f36 : tensor<64x64xf32>
  %f38 = stablehlo.negate %f37 : tensor<64x64xf32>
  %f39 = stablehlo.negate %f38 : tensor<64x64xf32>
  %late = stablehlo.multiply %t, %x : tensor<64x64xf32>
  return %u, %f39, %late : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
}

// Read only late: the chain (tanh, then a scale by a constant) is computed where it is used
// and the early copy is gone.
// CHECK-LABEL: func.func @all_late
// CHECK:       stablehlo.negate
// CHECK-NOT:   stablehlo.tanh
// CHECK:       %[[T:.+]] = stablehlo.tanh %arg0
// CHECK-NEXT:  %[[S:.+]] = stablehlo.multiply %[[T]], %{{.+}}
// CHECK-NEXT:  stablehlo.add %[[S]], %arg0
// CHECK-NOT:   stablehlo.tanh
// CHECK:       return
func.func @all_late(%x: tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>) {
  %c = stablehlo.constant dense<2.0> : tensor<128x128xf32>
  %t = stablehlo.tanh %x : tensor<128x128xf32>
  %s = stablehlo.multiply %t, %c : tensor<128x128xf32>
  %f0 = stablehlo.negate %x : tensor<128x128xf32>
  %f1 = stablehlo.negate %f0 : tensor<128x128xf32>
  %f2 = stablehlo.negate %f1 : tensor<128x128xf32>
  %f3 = stablehlo.negate %f2 : tensor<128x128xf32>
  %f4 = stablehlo.negate %f3 : tensor<128x128xf32>
  %f5 = stablehlo.negate %f4 : tensor<128x128xf32>
  %f6 = stablehlo.negate %f5 : tensor<128x128xf32>
  %f7 = stablehlo.negate %f6 : tensor<128x128xf32>
  %f8 = stablehlo.negate %f7 : tensor<128x128xf32>
  %f9 = stablehlo.negate %f8 : tensor<128x128xf32>
  %f10 = stablehlo.negate %f9 : tensor<128x128xf32>
  %f11 = stablehlo.negate %f10 : tensor<128x128xf32>
  %f12 = stablehlo.negate %f11 : tensor<128x128xf32>
  %f13 = stablehlo.negate %f12 : tensor<128x128xf32>
  %f14 = stablehlo.negate %f13 : tensor<128x128xf32>
  %f15 = stablehlo.negate %f14 : tensor<128x128xf32>
  %f16 = stablehlo.negate %f15 : tensor<128x128xf32>
  %f17 = stablehlo.negate %f16 : tensor<128x128xf32>
  %f18 = stablehlo.negate %f17 : tensor<128x128xf32>
  %f19 = stablehlo.negate %f18 : tensor<128x128xf32>
  %f20 = stablehlo.negate %f19 : tensor<128x128xf32>
  %f21 = stablehlo.negate %f20 : tensor<128x128xf32>
  %f22 = stablehlo.negate %f21 : tensor<128x128xf32>
  %f23 = stablehlo.negate %f22 : tensor<128x128xf32>
  %f24 = stablehlo.negate %f23 : tensor<128x128xf32>
  %f25 = stablehlo.negate %f24 : tensor<128x128xf32>
  %f26 = stablehlo.negate %f25 : tensor<128x128xf32>
  %f27 = stablehlo.negate %f26 : tensor<128x128xf32>
  %f28 = stablehlo.negate %f27 : tensor<128x128xf32>
  %f29 = stablehlo.negate %f28 : tensor<128x128xf32>
  %f30 = stablehlo.negate %f29 : tensor<128x128xf32>
  %f31 = stablehlo.negate %f30 : tensor<128x128xf32>
  %f32 = stablehlo.negate %f31 : tensor<128x128xf32>
  %f33 = stablehlo.negate %f32 : tensor<128x128xf32>
  %f34 = stablehlo.negate %f33 : tensor<128x128xf32>
  %f35 = stablehlo.negate %f34 : tensor<128x128xf32>
  %f36 = stablehlo.negate %f35 : tensor<128x128xf32>
  %f37 = stablehlo.negate %f36 : tensor<128x128xf32>
  %f38 = stablehlo.negate %f37 : tensor<128x128xf32>
  %f39 = stablehlo.negate %f38 : tensor<128x128xf32>
  %late = stablehlo.add %s, %x : tensor<128x128xf32>
  return %f39, %late : tensor<128x128xf32>, tensor<128x128xf32>
}
