// RUN: irc run-reference %s --function=main | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=main 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function=main --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// CHECK-NOT: error
// VM-NOT: error
// VM: EXEC @main

// Collectives on quantized tensors, on 2 processes. Each process passes storage values, seen as
// !quant.uniform<i8:f32, 0.5:2>: process 0 [10, 20] (4.0, 9.0), process 1 [-10, 127] (-6.0, 62.5).
// Expected values by hand:
// - all_reduce with an i16 body at scale 0.25 (is_promotable: each operand is requantized to the
//   body's type first): sums -2.0 and 71.5, storage -8 and 286 on both processes.
// - collective_permute [[0, 1]]: process 1 gets process 0's [10, 20]; process 0 receives nothing
//   and gets quantize(0) = the zero point 2 (not storage 0), as the spec says.
// - all_gather along dimension 0: [10, 20, -10, 127] on both.
module @qcoll {
  func.func @f(%s: tensor<2xi8>) -> (tensor<2xi16>, tensor<2xi8>, tensor<4xi8>) {
    %q = stablehlo.bitcast_convert %s : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5:2>>
    %sum = "stablehlo.all_reduce"(%q) ({
      ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
        %c = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
        stablehlo.return %c : tensor<!quant.uniform<i16:f32, 0.25>>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<2x!quant.uniform<i16:f32, 0.25>>
    %perm = "stablehlo.collective_permute"(%q) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:2>>
    %all = "stablehlo.all_gather"(%q) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:2>>
    %s0 = stablehlo.bitcast_convert %sum : (tensor<2x!quant.uniform<i16:f32, 0.25>>) -> tensor<2xi16>
    %s1 = stablehlo.bitcast_convert %perm : (tensor<2x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<2xi8>
    %s2 = stablehlo.bitcast_convert %all : (tensor<4x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<4xi8>
    func.return %s0, %s1, %s2 : tensor<2xi16>, tensor<2xi8>, tensor<4xi8>
  }
  func.func @main() {
    %p0 = stablehlo.constant dense<[10, 20]> : tensor<2xi8>
    %p1 = stablehlo.constant dense<[-10, 127]> : tensor<2xi8>
    %o:6 = "interpreter.run_parallel"(%p0, %p1) {
      programs = [[@f], [@f]]
    } : (tensor<2xi8>, tensor<2xi8>) -> (tensor<2xi16>, tensor<2xi8>, tensor<4xi8>, tensor<2xi16>, tensor<2xi8>, tensor<4xi8>)
    check.expect_eq_const %o#0, dense<[-8, 286]> : tensor<2xi16>
    check.expect_eq_const %o#1, dense<[2, 2]> : tensor<2xi8>
    check.expect_eq_const %o#2, dense<[10, 20, -10, 127]> : tensor<4xi8>
    check.expect_eq_const %o#3, dense<[-8, 286]> : tensor<2xi16>
    check.expect_eq_const %o#4, dense<[10, 20]> : tensor<2xi8>
    check.expect_eq_const %o#5, dense<[10, 20, -10, 127]> : tensor<4xi8>
    func.return
  }
}
