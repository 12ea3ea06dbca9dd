// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// Shardy's ops: an `sdy.sharding_constraint` returns its operand's type (E0402) and its sharding
// names an `sdy.mesh` of the module (E0006); an `sdy.mesh` is a module-level symbol (E0301). The
// sdy ops other than those and `sdy.manual_computation`/`sdy.return` describe SPMD partitioning,
// which this compiler does not do: a syntax error (E0002) whose note says so.

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

// CHECK: {{.*}}sdy.mlir:38:8: error[E0002]: unexpected `sdy.all_gather`
// CHECK: `sdy.all_gather` is not supported: a later issue: Shardy's ops other than `sdy.mesh`, `sdy.sharding_constraint`, `sdy.manual_computation` and `sdy.return` describe SPMD partitioning
sdy.mesh @mesh = <["x"=1]>
func.func @gather(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = sdy.all_gather [{"x"}] %arg0 out_sharding=<@mesh, [{}]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
