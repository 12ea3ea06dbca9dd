// RUN: irc opt --pass-pipeline=cse %s | FileCheck %s --check-prefix=CSE
// RUN: irc opt --pass-pipeline=dce %s | FileCheck %s --check-prefix=DCE

// CSE-LABEL: func.func @f
// CSE:       %[[E:.+]] = stablehlo.exponential %arg0
// CSE-NOT:   stablehlo.exponential
// CSE:       %[[S:.+]] = stablehlo.add %[[E]], %[[E]]
// DCE-LABEL: func.func @f
// DCE-NOT:   stablehlo.negate
// DCE:       stablehlo.optimization_barrier
// DCE:       return
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.exponential %x : tensor<4xf32>
  %b = stablehlo.exponential %x : tensor<4xf32>
  %dead = stablehlo.negate %a : tensor<4xf32>
  %kept = stablehlo.optimization_barrier %b : tensor<4xf32>
  %s = stablehlo.add %a, %b : tensor<4xf32>
  return %s : tensor<4xf32>
}
