// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0415: a collective whose process groups break the spec's rules, or whose dimensions do not
// fit them, reported at the op. Group types that do not follow are E0402; run_parallel's
// programs that do not fit its operands are E0303.

// A process in two groups (all_reduce C1).
// CHECK: {{.*}}e0415_bad_collective.mlir:10:3: error[E0415]: `stablehlo.all_reduce`'s `replica_groups` names id 1 twice
func.func @repeated(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// -1 pads ragged rows; no other negative id.
// CHECK: {{.*}}e0415_bad_collective.mlir:23:3: error[E0415]: `stablehlo.all_gather`'s `replica_groups` holds -2
func.func @negative(%x: tensor<2xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, -2]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Flattened ids need a channel (all_reduce C4).
// CHECK: {{.*}}e0415_bad_collective.mlir:32:3: error[E0415]: `stablehlo.all_reduce` has `use_global_device_ids` but channel id 0
func.func @global_without_channel(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A module that declares its grid (2 replicas) has replica ids 0 and 1 only (all_reduce C3).
// CHECK: {{.*}}e0415_bad_collective.mlir:46:5: error[E0415]: `stablehlo.all_reduce`: replica id 2 in the process groups is out of range: the 2x1 process grid has 2 replica ids (cross_replica)
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @out_of_grid(%x: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}

// -----

// With the grid declared, the group size under cross_replica_and_partition is known: 2 replicas
// x 2 partitions gather 4 x 2 = 8 rows, not 4 (all_gather C6).
// CHECK: {{.*}}e0415_bad_collective.mlir:62:5: error[E0402]: `stablehlo.all_gather` result 0 must be operand 0's type `tensor<2xf32>` with dimension 0 4 times it (the process group's size), found `tensor<4xf32>`
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @gather_size(%x: tensor<2xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// all_gather C1: the dimension within the rank.
// CHECK: {{.*}}e0415_bad_collective.mlir:73:3: error[E0415]: all_gather_dim 1 is out of range for operand 0 of rank 1
func.func @gather_dim(%x: tensor<2xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// reduce_scatter C1: a group of 2 does not split 3 elements.
// CHECK: {{.*}}e0415_bad_collective.mlir:82:3: error[E0415]: `stablehlo.reduce_scatter`'s scatter dimension 0 has size 3, which the process group's size 2 does not divide
func.func @scatter_split(%x: tensor<3xf32>) -> tensor<1xf32> {
  %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// all_to_all C8: groups of split_count processes.
// CHECK: {{.*}}e0415_bad_collective.mlir:95:3: error[E0415]: `stablehlo.all_to_all`'s replica groups have 3 ids each, but split_count is 2
func.func @a2a_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64,
      replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// collective_permute C3: one source per target.
// CHECK: {{.*}}e0415_bad_collective.mlir:105:3: error[E0415]: `stablehlo.collective_permute` names a target twice in source_target_pairs
func.func @permute_twice(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// run_parallel: the operands are each program's arguments in turn (here two programs of one
// tensor<2xf32> each, given one).
// CHECK: {{.*}}e0415_bad_collective.mlir:118:3: error[E0303]: `interpreter.run_parallel` has type (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>), but its programs, process after process, take and give (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
func.func @id(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
func.func @main(%x: tensor<2xf32>) {
  %0:2 = "interpreter.run_parallel"(%x) {programs = [[@id], [@id]]} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

// The declared grid: integers from 1 up (E0403, at the module).
// CHECK: {{.*}}e0415_bad_collective.mlir:126:1: error[E0403]: the module's process grid: `mhlo.num_partitions` must be an integer from 1 to 65536
module attributes {mhlo.num_partitions = 0 : i32} {
  func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
}
