// RUN: irc opt --split-input-file --pass-pipeline=localize-manual %s | FileCheck %s
// RUN: not irc opt --split-input-file --color=never --pass-pipeline=localize-manual %S/Inputs/localize_manual_errors.mlir 2>&1 | FileCheck %S/Inputs/localize_manual_errors.mlir --check-prefix=ERR

// A shard_map program (a mesh of 2, the vector split, the scalar replicated) becomes the program
// each process runs: the body inlined, the split argument and result in local type and marked
// `dist.shard = array<i64: dim, axis>`, the grid and the mesh recorded on the module; the
// collective keeps its replica_groups; the op after the manual computation reads a replicated
// value, so every process computes it.

// CHECK: module @m attributes {dist.mesh = array<i64: 2>, mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
// CHECK: func.func public @main(%arg0: tensor<2xf32> {dist.shard = array<i64: 0, 0>}, %arg1: tensor<f32>) -> (tensor<2xf32> {dist.shard = array<i64: 0, 0>}, tensor<f32>) {
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
// CHECK-NEXT: %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}>
// CHECK: %2 = stablehlo.abs %1 : tensor<f32>
// CHECK-NEXT: return %0, %2 : tensor<2xf32>, tensor<f32>
// CHECK-NOT: sdy.manual_computation
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, %arg1: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}]>, <@mesh, []>] out_shardings=[<@mesh, [{"x"}]>, <@mesh, []>] manual_axes={"x"} (%arg2: tensor<2xf32>, %arg3: tensor<f32>) {
      %1 = stablehlo.add %arg2, %arg2 : tensor<2xf32>
      %2 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      sdy.return %1, %2 : tensor<2xf32>, tensor<f32>
    } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
    %3 = stablehlo.abs %0#1 : tensor<f32>
    return %0#0, %3 : tensor<4xf32>, tensor<f32>
  }
}

// -----

// Annotations without a manual computation: left as they are (one process, global shapes).

// CHECK-LABEL: module @annotated {
// CHECK: func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
// CHECK-NEXT: %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<4xf32>
module @annotated {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
