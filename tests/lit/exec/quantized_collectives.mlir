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
// - collective_permute [[0, 1]]: process 1 gets process 0's [10, 20]; process 0 receives nothing
//   and gets quantize(0) = the zero point 2 (not storage 0), as the spec says.
// - all_gather along dimension 0: [10, 20, -10, 127] on both.
// (A quantized all_reduce is in quantized_all_reduce.mlir: its body, dequantize-add-quantize, is
// a custom reduction region, which the compiled path does not take yet.)
module @qcoll {
  func.func @f(%s: tensor<2xi8>) -> (tensor<2xi8>, tensor<4xi8>) {
    %q = stablehlo.bitcast_convert %s : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5:2>>
    %perm = "stablehlo.collective_permute"(%q) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:2>>
    %all = "stablehlo.all_gather"(%q) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:2>>
    %s1 = stablehlo.bitcast_convert %perm : (tensor<2x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<2xi8>
    %s2 = stablehlo.bitcast_convert %all : (tensor<4x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<4xi8>
    func.return %s1, %s2 : tensor<2xi8>, tensor<4xi8>
  }
  func.func @main() {
    %p0 = stablehlo.constant dense<[10, 20]> : tensor<2xi8>
    %p1 = stablehlo.constant dense<[-10, 127]> : tensor<2xi8>
    %o:4 = "interpreter.run_parallel"(%p0, %p1) {
      programs = [[@f], [@f]]
    } : (tensor<2xi8>, tensor<2xi8>) -> (tensor<2xi8>, tensor<4xi8>, tensor<2xi8>, tensor<4xi8>)
    check.expect_eq_const %o#0, dense<[2, 2]> : tensor<2xi8>
    check.expect_eq_const %o#1, dense<[10, 20, -10, 127]> : tensor<4xi8>
    check.expect_eq_const %o#2, dense<[10, 20]> : tensor<2xi8>
    check.expect_eq_const %o#3, dense<[10, 20, -10, 127]> : tensor<4xi8>
    func.return
  }
}
