// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// Shardy's ops: an `sdy.sharding_constraint` returns its operand's type (E0402) and its sharding
// names an `sdy.mesh` of the module (E0006); an `sdy.mesh` is a module-level symbol (E0301). The
// other sdy ops describe distributed execution, which a one-device compiler does not do yet: a
// syntax error (E0002) whose note says so.

// CHECK: {{.*}}sdy.mlir:11:3: error[E0402]: `sdy.sharding_constraint` returns its operand's type tensor<2xui32>, but the result type is tensor<2xi32>
sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
func.func @result_type(%arg0: tensor<2xui32>) -> tensor<2xi32> {
  %0 = "sdy.sharding_constraint"(%arg0) <{sharding = #sdy.sharding<@empty_mesh, [{}]>}> : (tensor<2xui32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// CHECK: {{.*}}sdy.mlir:20:3: error[E0006]: the sharding names `@mesh`, which is not an `sdy.mesh` of the module
sdy.mesh @empty_mesh = <[]>
func.func @unknown_mesh(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK: {{.*}}sdy.mlir:28:3: error[E0301]: `sdy.mesh` must appear at module level
func.func @nested_mesh(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  sdy.mesh @mesh = <["x"=1]>
  return %arg0 : tensor<2xf32>
}

// -----

// CHECK: {{.*}}sdy.mlir:38:8: error[E0002]: unexpected `sdy.manual_computation`
// CHECK: `sdy.manual_computation` is not supported: a later issue: Shardy's ops other than `sdy.mesh` and `sdy.sharding_constraint` describe distributed execution
sdy.mesh @mesh = <["x"=1]>
func.func @manual(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    sdy.return %arg1 : tensor<2xf32>
  } : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
