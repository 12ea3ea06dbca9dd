// RUN: irc run-reference %s --function=main | FileCheck %s
// The compiled path runs the same checks, with the JIT and without:
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=main 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function=main --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// CHECK-NOT: error
// VM-NOT: error
// VM: EXEC @main

// Every collective, on 3 replicas (programs [[@f], [@f], [@f]]), with ragged groups, several
// element types and a reduction that is not commutative (a custom region is in
// collectives_custom_region.mlir). Operands per process p:
// %i (i64) = [p + 1, 10 * (p + 1)], %b (i1), %h (bf16), %d (f64). Expected values by hand:
// - ragged all_reduce, replica_groups [[0, 2], [1, -1]]: {0, 2} sum [1 + 3, 10 + 30] = [4, 40];
//   process 1 alone keeps [2, 20].
// - subtract (not commutative), folded left in group order [[1, 2, 0]]: (2 - 3) - 1 = -2 and
//   (20 - 30) - 10 = -20 (in rank order it would be (1 - 2) - 3 = -4).

// - i1 `or` and `and` over [1,0,0], [0,0,0], [0,1,0]: or [1,1,0], and [0,0,0].
// - bf16 sum of 256, 1, 1 (processes 0, 1, 2) folded left with rounding at each step:
//   256 + 1 = 257 rounds to 256 (bf16 has 8 significant bits; ties to even), + 1 again 256.
//   A tree (1 + 1) + 256 would give 258.
// - f64 sum of 0.1, 0.2, 0.3 folded left: 0.30000000000000004 + 0.3 = 0.6000000000000001.
// - reduce_scatter over [[0, 1, 2]] of the 3 x 1 tensor [[p+1], [10(p+1)], [100(p+1)]]: sum
//   [[6], [60], [600]], process p keeps row p.
// - all_to_all over [[0, 1, 2]], split and concat dimension 0, split count 3, operand
//   [3p, 3p+1, 3p+2]: process p gets element p of each process: [p, 3+p, 6+p].
// - collective_permute [[0, 1], [1, 2]] (a chain, not a cycle): process 0 receives nothing
//   (zeros), 1 gets 0's [1, 10], 2 gets 1's [2, 20].
// - collective_reduce over [[1, 0], [2, -1]]: the root of {1, 0} is process 1, which gets
//   [2 + 1, 20 + 10] = [3, 30], and process 0 zeros; process 2 is its own group's root and keeps
//   [3, 30].
module @ops {
  func.func @f(%i: tensor<2xi64>, %b: tensor<3xi1>, %h: tensor<bf16>, %d: tensor<f64>, %s: tensor<3x1xi64>, %a: tensor<3xi64>)
      -> (tensor<2xi64>, tensor<2xi64>, tensor<3xi1>, tensor<3xi1>, tensor<bf16>, tensor<f64>, tensor<1x1xi64>, tensor<3xi64>, tensor<2xi64>, tensor<2xi64>) {
    %ragged = "stablehlo.all_reduce"(%i) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %z = stablehlo.add %x, %y : tensor<i64>
        stablehlo.return %z : tensor<i64>
    }) {replica_groups = dense<[[0, 2], [1, -1]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    %custom = "stablehlo.all_reduce"(%i) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %z = stablehlo.subtract %x, %y : tensor<i64>
        stablehlo.return %z : tensor<i64>
    }) {replica_groups = dense<[[1, 2, 0]]> : tensor<1x3xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    %or, %and = "stablehlo.all_reduce"(%b, %b) ({
      ^bb0(%x: tensor<i1>, %y: tensor<i1>):
        %z = stablehlo.or %x, %y : tensor<i1>
        stablehlo.return %z : tensor<i1>
    }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<3xi1>, tensor<3xi1>) -> (tensor<3xi1>, tensor<3xi1>)
    %all = "stablehlo.all_reduce"(%b) ({
      ^bb0(%x: tensor<i1>, %y: tensor<i1>):
        %z = stablehlo.and %x, %y : tensor<i1>
        stablehlo.return %z : tensor<i1>
    }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<3xi1>) -> tensor<3xi1>
    %hs = "stablehlo.all_reduce"(%h) ({
      ^bb0(%x: tensor<bf16>, %y: tensor<bf16>):
        %z = stablehlo.add %x, %y : tensor<bf16>
        stablehlo.return %z : tensor<bf16>
    }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<bf16>) -> tensor<bf16>
    %ds = "stablehlo.all_reduce"(%d) ({
      ^bb0(%x: tensor<f64>, %y: tensor<f64>):
        %z = stablehlo.add %x, %y : tensor<f64>
        stablehlo.return %z : tensor<f64>
    }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<f64>) -> tensor<f64>
    %rs = "stablehlo.reduce_scatter"(%s) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %z = stablehlo.add %x, %y : tensor<i64>
        stablehlo.return %z : tensor<i64>
    }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<3x1xi64>) -> tensor<1x1xi64>
    %a2a = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 3 : i64,
        replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<3xi64>) -> tensor<3xi64>
    %perm = "stablehlo.collective_permute"(%i) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    %cred = "stablehlo.collective_reduce"(%i) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %z = stablehlo.add %x, %y : tensor<i64>
        stablehlo.return %z : tensor<i64>
    }) {replica_groups = dense<[[1, 0], [2, -1]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    return %ragged, %custom, %or, %all, %hs, %ds, %rs, %a2a, %perm, %cred : tensor<2xi64>, tensor<2xi64>, tensor<3xi1>, tensor<3xi1>, tensor<bf16>, tensor<f64>, tensor<1x1xi64>, tensor<3xi64>, tensor<2xi64>, tensor<2xi64>
  }
  func.func @main() {
    %i0 = stablehlo.constant dense<[1, 10]> : tensor<2xi64>
    %i1 = stablehlo.constant dense<[2, 20]> : tensor<2xi64>
    %i2 = stablehlo.constant dense<[3, 30]> : tensor<2xi64>
    %b0 = stablehlo.constant dense<[true, false, false]> : tensor<3xi1>
    %b1 = stablehlo.constant dense<[false, false, false]> : tensor<3xi1>
    %b2 = stablehlo.constant dense<[false, true, false]> : tensor<3xi1>
    %h0 = stablehlo.constant dense<256.0> : tensor<bf16>
    %h1 = stablehlo.constant dense<1.0> : tensor<bf16>
    %d0 = stablehlo.constant dense<0.1> : tensor<f64>
    %d1 = stablehlo.constant dense<0.2> : tensor<f64>
    %d2 = stablehlo.constant dense<0.3> : tensor<f64>
    %s0 = stablehlo.constant dense<[[1], [10], [100]]> : tensor<3x1xi64>
    %s1 = stablehlo.constant dense<[[2], [20], [200]]> : tensor<3x1xi64>
    %s2 = stablehlo.constant dense<[[3], [30], [300]]> : tensor<3x1xi64>
    %a0 = stablehlo.constant dense<[0, 1, 2]> : tensor<3xi64>
    %a1 = stablehlo.constant dense<[3, 4, 5]> : tensor<3xi64>
    %a2 = stablehlo.constant dense<[6, 7, 8]> : tensor<3xi64>
    %o:30 = "interpreter.run_parallel"(%i0, %b0, %h0, %d0, %s0, %a0, %i1, %b1, %h1, %d1, %s1, %a1, %i2, %b2, %h1, %d2, %s2, %a2) {
      programs = [[@f], [@f], [@f]]
    } : (tensor<2xi64>, tensor<3xi1>, tensor<bf16>, tensor<f64>, tensor<3x1xi64>, tensor<3xi64>,
         tensor<2xi64>, tensor<3xi1>, tensor<bf16>, tensor<f64>, tensor<3x1xi64>, tensor<3xi64>,
         tensor<2xi64>, tensor<3xi1>, tensor<bf16>, tensor<f64>, tensor<3x1xi64>, tensor<3xi64>) ->
        (tensor<2xi64>, tensor<2xi64>, tensor<3xi1>, tensor<3xi1>, tensor<bf16>, tensor<f64>, tensor<1x1xi64>, tensor<3xi64>, tensor<2xi64>, tensor<2xi64>,
         tensor<2xi64>, tensor<2xi64>, tensor<3xi1>, tensor<3xi1>, tensor<bf16>, tensor<f64>, tensor<1x1xi64>, tensor<3xi64>, tensor<2xi64>, tensor<2xi64>,
         tensor<2xi64>, tensor<2xi64>, tensor<3xi1>, tensor<3xi1>, tensor<bf16>, tensor<f64>, tensor<1x1xi64>, tensor<3xi64>, tensor<2xi64>, tensor<2xi64>)
    // Process 0.
    check.expect_eq_const %o#0, dense<[4, 40]> : tensor<2xi64>
    check.expect_eq_const %o#1, dense<[-2, -20]> : tensor<2xi64>
    check.expect_eq_const %o#2, dense<[true, true, false]> : tensor<3xi1>
    check.expect_eq_const %o#3, dense<[false, false, false]> : tensor<3xi1>
    check.expect_eq_const %o#4, dense<256.0> : tensor<bf16>
    check.expect_eq_const %o#5, dense<0.6000000000000001> : tensor<f64>
    check.expect_eq_const %o#6, dense<[[6]]> : tensor<1x1xi64>
    check.expect_eq_const %o#7, dense<[0, 3, 6]> : tensor<3xi64>
    check.expect_eq_const %o#8, dense<[0, 0]> : tensor<2xi64>
    check.expect_eq_const %o#9, dense<[0, 0]> : tensor<2xi64>
    // Process 1.
    check.expect_eq_const %o#10, dense<[2, 20]> : tensor<2xi64>
    check.expect_eq_const %o#11, dense<[-2, -20]> : tensor<2xi64>
    check.expect_eq_const %o#12, dense<[true, true, false]> : tensor<3xi1>
    check.expect_eq_const %o#13, dense<[false, false, false]> : tensor<3xi1>
    check.expect_eq_const %o#14, dense<256.0> : tensor<bf16>
    check.expect_eq_const %o#15, dense<0.6000000000000001> : tensor<f64>
    check.expect_eq_const %o#16, dense<[[60]]> : tensor<1x1xi64>
    check.expect_eq_const %o#17, dense<[1, 4, 7]> : tensor<3xi64>
    check.expect_eq_const %o#18, dense<[1, 10]> : tensor<2xi64>
    check.expect_eq_const %o#19, dense<[3, 30]> : tensor<2xi64>
    // Process 2.
    check.expect_eq_const %o#20, dense<[4, 40]> : tensor<2xi64>
    check.expect_eq_const %o#21, dense<[-2, -20]> : tensor<2xi64>
    check.expect_eq_const %o#22, dense<[true, true, false]> : tensor<3xi1>
    check.expect_eq_const %o#23, dense<[false, false, false]> : tensor<3xi1>
    check.expect_eq_const %o#24, dense<256.0> : tensor<bf16>
    check.expect_eq_const %o#25, dense<0.6000000000000001> : tensor<f64>
    check.expect_eq_const %o#26, dense<[[600]]> : tensor<1x1xi64>
    check.expect_eq_const %o#27, dense<[2, 5, 8]> : tensor<3xi64>
    check.expect_eq_const %o#28, dense<[2, 20]> : tensor<2xi64>
    check.expect_eq_const %o#29, dense<[3, 30]> : tensor<2xi64>
    func.return
  }
}
