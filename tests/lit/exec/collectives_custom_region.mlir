// RUN: irc run-reference %s --function=main | FileCheck %s
// The compiled path runs the same checks, with the JIT and without:
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=main 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function=main --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// CHECK-NOT: error
// VM-NOT: error
// VM: EXEC @main

// A custom reduction body, f(a, b) = a * 2 + b (not commutative), folded left in group order on
// 3 replicas. The compiled path runs it as an all_gather over the same groups and a left fold
// of the region applied elementwise (stablehlo-decompose). By hand:
// - all_reduce over [[2, 0, 1]] of [p + 1, 10 (p + 1)] on process p: the parts in group order
//   are [3, 30], [1, 10], [2, 20]; first element f(f(3, 1), 2) = f(7, 2) = 16, second
//   f(f(30, 10), 20) = f(70, 20) = 160, on every process.
// - reduce_scatter over [[2, 0, 1]] (scatter_dimension 0) of [p + 1, 10 (p + 1), 100 (p + 1)]:
//   the fold is [16, 160, f(f(300, 100), 200) = f(700, 200) = 1600]; process 2 is first in its
//   group and keeps block 0 ([16]), process 0 block 1 ([160]), process 1 block 2 ([1600]).
// - collective_reduce over [[1, 0, 2]] of [p + 1]: the parts in group order are 2, 1, 3, and
//   f(f(2, 1), 3) = f(5, 3) = 13 stays on the root, process 1; processes 0 and 2 get [0].
module @custom {
  func.func @f(%i: tensor<2xi64>, %s: tensor<3xi64>, %c: tensor<1xi64>) -> (tensor<2xi64>, tensor<1xi64>, tensor<1xi64>) {
    %custom = "stablehlo.all_reduce"(%i) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %two = stablehlo.constant dense<2> : tensor<i64>
        %x2 = stablehlo.multiply %x, %two : tensor<i64>
        %z = stablehlo.add %x2, %y : tensor<i64>
        stablehlo.return %z : tensor<i64>
    }) {replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    %scattered = "stablehlo.reduce_scatter"(%s) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %two = stablehlo.constant dense<2> : tensor<i64>
        %x2 = stablehlo.multiply %x, %two : tensor<i64>
        %z = stablehlo.add %x2, %y : tensor<i64>
        stablehlo.return %z : tensor<i64>
    }) {scatter_dimension = 0 : i64, replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<3xi64>) -> tensor<1xi64>
    %rooted = "stablehlo.collective_reduce"(%c) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %two = stablehlo.constant dense<2> : tensor<i64>
        %x2 = stablehlo.multiply %x, %two : tensor<i64>
        %z = stablehlo.add %x2, %y : tensor<i64>
        stablehlo.return %z : tensor<i64>
    }) {replica_groups = dense<[[1, 0, 2]]> : tensor<1x3xi64>} : (tensor<1xi64>) -> tensor<1xi64>
    return %custom, %scattered, %rooted : tensor<2xi64>, tensor<1xi64>, tensor<1xi64>
  }
  func.func @main() {
    %i0 = stablehlo.constant dense<[1, 10]> : tensor<2xi64>
    %i1 = stablehlo.constant dense<[2, 20]> : tensor<2xi64>
    %i2 = stablehlo.constant dense<[3, 30]> : tensor<2xi64>
    %s0 = stablehlo.constant dense<[1, 10, 100]> : tensor<3xi64>
    %s1 = stablehlo.constant dense<[2, 20, 200]> : tensor<3xi64>
    %s2 = stablehlo.constant dense<[3, 30, 300]> : tensor<3xi64>
    %c0 = stablehlo.constant dense<[1]> : tensor<1xi64>
    %c1 = stablehlo.constant dense<[2]> : tensor<1xi64>
    %c2 = stablehlo.constant dense<[3]> : tensor<1xi64>
    %o:9 = "interpreter.run_parallel"(%i0, %s0, %c0, %i1, %s1, %c1, %i2, %s2, %c2) {
      programs = [[@f], [@f], [@f]]
    } : (tensor<2xi64>, tensor<3xi64>, tensor<1xi64>, tensor<2xi64>, tensor<3xi64>, tensor<1xi64>, tensor<2xi64>, tensor<3xi64>, tensor<1xi64>) -> (tensor<2xi64>, tensor<1xi64>, tensor<1xi64>, tensor<2xi64>, tensor<1xi64>, tensor<1xi64>, tensor<2xi64>, tensor<1xi64>, tensor<1xi64>)
    check.expect_eq_const %o#0, dense<[16, 160]> : tensor<2xi64>
    check.expect_eq_const %o#3, dense<[16, 160]> : tensor<2xi64>
    check.expect_eq_const %o#6, dense<[16, 160]> : tensor<2xi64>
    check.expect_eq_const %o#1, dense<[160]> : tensor<1xi64>
    check.expect_eq_const %o#4, dense<[1600]> : tensor<1xi64>
    check.expect_eq_const %o#7, dense<[16]> : tensor<1xi64>
    check.expect_eq_const %o#2, dense<[0]> : tensor<1xi64>
    check.expect_eq_const %o#5, dense<[13]> : tensor<1xi64>
    check.expect_eq_const %o#8, dense<[0]> : tensor<1xi64>
    func.return
  }
}
