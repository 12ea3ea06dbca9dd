// RUN: irc run-reference %s --function=main | FileCheck %s
// The compiled path runs the same checks, with the JIT and without (the VM's Parallel: one
// thread per process over one in-process channel):
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=main 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function=main --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// CHECK-NOT: error
// VM-NOT: error
// VM: EXEC @main

// The spec's four process-group strategies on a 2 x 2 grid, run by `interpreter.run_parallel`
// (programs [[@f, @f], [@f, @f]]: rows are replicas, columns partitions). The operands are each
// process's in turn: (0,0) 1, (0,1) 2, (1,0) 10, (1,1) 20. Expected values by hand:
// - cross_replica (channel 0), replica_groups [[0, 1]]: within each partition, replicas 0 and 1:
//   partition 0 sums 1 + 10 = 11, partition 1 sums 2 + 20 = 22.
// - cross_replica_and_partition (channel 1), [[0, 1]]: replicas 0 and 1 of every partition, one
//   group of all four: 1 + 2 + 10 + 20 = 33.
// - flattened_ids (channel 1, use_global_device_ids), [[0, 3], [1, 2]]: flat id =
//   replica * 2 + partition, so {(0,0), (1,1)} sums 1 + 20 = 21 and {(0,1), (1,0)} 2 + 10 = 12.
// - cross_partition (collective_broadcast, channel 1), [[1, 0]]: within each replica, partitions
//   1 then 0; the root is the group's first, partition 1: replica 0 gets 2, replica 1 gets 20.
// - all_gather under cross_replica_and_partition gathers in the group's order, partition by
//   partition: (0,0), (1,0), (0,1), (1,1) = [1, 10, 2, 20].
// - replica_id * 10 + partition_id: 0, 1, 10, 11.
module @groups {
  func.func @f(%x: tensor<1xi64>) -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<4xi64>, tensor<ui32>) {
    %cr = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<1xi64>) -> tensor<1xi64>
    %crp = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<1xi64>) -> tensor<1xi64>
    %flat = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 3], [1, 2]]> : tensor<2x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        use_global_device_ids} : (tensor<1xi64>) -> tensor<1xi64>
    %cp = "stablehlo.collective_broadcast"(%x) {
        replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<1xi64>) -> tensor<1xi64>
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<1xi64>) -> tensor<4xi64>
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    %ten = stablehlo.constant dense<10> : tensor<ui32>
    %r10 = stablehlo.multiply %r, %ten : tensor<ui32>
    %id = stablehlo.add %r10, %p : tensor<ui32>
    return %cr, %crp, %flat, %cp, %g, %id : tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<4xi64>, tensor<ui32>
  }
  func.func @main() {
    %x00 = stablehlo.constant dense<[1]> : tensor<1xi64>
    %x01 = stablehlo.constant dense<[2]> : tensor<1xi64>
    %x10 = stablehlo.constant dense<[10]> : tensor<1xi64>
    %x11 = stablehlo.constant dense<[20]> : tensor<1xi64>
    %o:24 = "interpreter.run_parallel"(%x00, %x01, %x10, %x11) {
      programs = [[@f, @f], [@f, @f]]
    } : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) ->
        (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<4xi64>, tensor<ui32>,
         tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<4xi64>, tensor<ui32>,
         tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<4xi64>, tensor<ui32>,
         tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<4xi64>, tensor<ui32>)
    // Process (0, 0).
    check.expect_eq_const %o#0, dense<[11]> : tensor<1xi64>
    check.expect_eq_const %o#1, dense<[33]> : tensor<1xi64>
    check.expect_eq_const %o#2, dense<[21]> : tensor<1xi64>
    check.expect_eq_const %o#3, dense<[2]> : tensor<1xi64>
    check.expect_eq_const %o#4, dense<[1, 10, 2, 20]> : tensor<4xi64>
    check.expect_eq_const %o#5, dense<0> : tensor<ui32>
    // Process (0, 1).
    check.expect_eq_const %o#6, dense<[22]> : tensor<1xi64>
    check.expect_eq_const %o#7, dense<[33]> : tensor<1xi64>
    check.expect_eq_const %o#8, dense<[12]> : tensor<1xi64>
    check.expect_eq_const %o#9, dense<[2]> : tensor<1xi64>
    check.expect_eq_const %o#10, dense<[1, 10, 2, 20]> : tensor<4xi64>
    check.expect_eq_const %o#11, dense<1> : tensor<ui32>
    // Process (1, 0).
    check.expect_eq_const %o#12, dense<[11]> : tensor<1xi64>
    check.expect_eq_const %o#13, dense<[33]> : tensor<1xi64>
    check.expect_eq_const %o#14, dense<[12]> : tensor<1xi64>
    check.expect_eq_const %o#15, dense<[20]> : tensor<1xi64>
    check.expect_eq_const %o#16, dense<[1, 10, 2, 20]> : tensor<4xi64>
    check.expect_eq_const %o#17, dense<10> : tensor<ui32>
    // Process (1, 1).
    check.expect_eq_const %o#18, dense<[22]> : tensor<1xi64>
    check.expect_eq_const %o#19, dense<[33]> : tensor<1xi64>
    check.expect_eq_const %o#20, dense<[21]> : tensor<1xi64>
    check.expect_eq_const %o#21, dense<[20]> : tensor<1xi64>
    check.expect_eq_const %o#22, dense<[1, 10, 2, 20]> : tensor<4xi64>
    check.expect_eq_const %o#23, dense<11> : tensor<ui32>
    func.return
  }
}
