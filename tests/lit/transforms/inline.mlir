// RUN: irc opt --pass-pipeline=inline %s | FileCheck %s
// RUN: irc opt --pass-pipeline=inline --print-ir-after=inline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP

// JAX's private helpers are inlined (multi-result calls included) and then deleted; a public callee
// stays. (Recursion is a verifier error, E0307: see diagnostics/e0307_recursion.mlir.)

// CHECK-LABEL: func.func public @main
// CHECK-NOT:   call @relu
// CHECK:       %[[Z:.+]] = stablehlo.constant dense<0.000000e+00>
// CHECK:       %[[R:.+]] = stablehlo.maximum %arg0, %[[Z]]
// CHECK:       %[[N:.+]] = stablehlo.negate %[[R]]
// CHECK:       %[[P:.+]] = stablehlo.add %[[R]], %[[N]]
// CHECK:       call @pub(%[[P]])
// CHECK-NOT:   func.func private @relu
// CHECK-NOT:   func.func private @pair
// CHECK:       func.func public @pub
// DUMP: // -----// IR Dump After inline //----- //
func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @relu(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1:2 = call @pair(%0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %2 = stablehlo.add %1#0, %1#1 : tensor<4xf32>
  %3 = call @pub(%2) : (tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
func.func private @relu(%a: tensor<4xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
  %m = stablehlo.maximum %a, %z : tensor<4xf32>
  return %m : tensor<4xf32>
}
func.func private @pair(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %n = stablehlo.negate %a : tensor<4xf32>
  return %a, %n : tensor<4xf32>, tensor<4xf32>
}
func.func public @pub(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
