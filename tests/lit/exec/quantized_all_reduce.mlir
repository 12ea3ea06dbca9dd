// RUN: irc run-reference %s --function=main | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=main | FileCheck %s
// RUN: irvm run %t.vmfb --function=main --jit=off | FileCheck %s
// CHECK-NOT: error
// CHECK: EXEC @main
// CHECK-NOT: FAILED

// A quantized all_reduce on 2 processes, on every path (its body, dequantize-add-quantize after
// quant-to-math, is a custom reduction region: on the compiled path an all_gather and a left fold
// in group order). Each process passes storage values seen as
// !quant.uniform<i8:f32, 0.5:2>: process 0 [10, 20] (4.0, 9.0), process 1 [-10, 127] (-6.0, 62.5).
// The body is i16 at scale 0.25 (is_promotable: each operand is requantized to the body's type
// first, 16, 36 and -24, 250): sums -2.0 and 71.5, storage -8 and 286 on both processes (in the
// operand's i8 type 71.5 / 0.5 + 2 = 145 would clamp to 127).
module @qallreduce {
  func.func @f(%s: tensor<2xi8>) -> tensor<2xi16> {
    %q = stablehlo.bitcast_convert %s : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5:2>>
    %sum = "stablehlo.all_reduce"(%q) ({
      ^bb0(%a: tensor<!quant.uniform<i16:f32, 0.25>>, %b: tensor<!quant.uniform<i16:f32, 0.25>>):
        %c = stablehlo.add %a, %b : tensor<!quant.uniform<i16:f32, 0.25>>
        stablehlo.return %c : tensor<!quant.uniform<i16:f32, 0.25>>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<2x!quant.uniform<i16:f32, 0.25>>
    %s0 = stablehlo.bitcast_convert %sum : (tensor<2x!quant.uniform<i16:f32, 0.25>>) -> tensor<2xi16>
    func.return %s0 : tensor<2xi16>
  }
  func.func @main() {
    %p0 = stablehlo.constant dense<[10, 20]> : tensor<2xi8>
    %p1 = stablehlo.constant dense<[-10, 127]> : tensor<2xi8>
    %o:2 = "interpreter.run_parallel"(%p0, %p1) {
      programs = [[@f], [@f]]
    } : (tensor<2xi8>, tensor<2xi8>) -> (tensor<2xi16>, tensor<2xi16>)
    check.expect_eq_const %o#0, dense<[-8, 286]> : tensor<2xi16>
    check.expect_eq_const %o#1, dense<[-8, 286]> : tensor<2xi16>
    func.return
  }
}
