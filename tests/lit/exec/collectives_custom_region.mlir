// RUN: irc run-reference %s --function=main | FileCheck %s
// RUN: not irc compile %s -o %t.vmfb 2>&1 | FileCheck %s --check-prefix=COMPILED
// CHECK-NOT: error
// COMPILED: error[E0414]: `stablehlo.all_reduce` with a reduction region other than one binary op of its two arguments is not supported on the compiled path yet

// A custom reduction body, a * 2 + b (not commutative), folded left in group order [[2, 0, 1]]
// on 3 replicas with operands [p + 1, 10 (p + 1)] on process p. By hand, first element:
// f(f(3, 1), 2) = f(7, 2) = 16; second: f(f(30, 10), 20) = f(70, 20) = 160. The reference runs
// it; the compiled path's collectives take one binary op (a custom body is later work).
module @custom {
  func.func @f(%i: tensor<2xi64>) -> tensor<2xi64> {
    %custom = "stablehlo.all_reduce"(%i) ({
      ^bb0(%x: tensor<i64>, %y: tensor<i64>):
        %two = stablehlo.constant dense<2> : tensor<i64>
        %x2 = stablehlo.multiply %x, %two : tensor<i64>
        %z = stablehlo.add %x2, %y : tensor<i64>
        stablehlo.return %z : tensor<i64>
    }) {replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    return %custom : tensor<2xi64>
  }
  func.func @main() {
    %i0 = stablehlo.constant dense<[1, 10]> : tensor<2xi64>
    %i1 = stablehlo.constant dense<[2, 20]> : tensor<2xi64>
    %i2 = stablehlo.constant dense<[3, 30]> : tensor<2xi64>
    %o:3 = "interpreter.run_parallel"(%i0, %i1, %i2) {
      programs = [[@f], [@f], [@f]]
    } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
    check.expect_eq_const %o#0, dense<[16, 160]> : tensor<2xi64>
    check.expect_eq_const %o#1, dense<[16, 160]> : tensor<2xi64>
    check.expect_eq_const %o#2, dense<[16, 160]> : tensor<2xi64>
    func.return
  }
}
