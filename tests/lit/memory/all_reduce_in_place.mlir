// RUN: irc compile %s --memory-report | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=main 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function=main --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irc run-reference %s --function=main | FileCheck %s --check-prefix=REF
// VM-NOT: error
// VM: EXEC @main
// REF-NOT: error

// An all_reduce writes its result over its operand where the operand dies there (MPI_IN_PLACE
// on MPI; the VM runs it in place when the plan gives both the same bytes). In @f, %d = x * 2
// (1024 x f32, 4 KiB) dies at the all_reduce, whose result dies at the returned %r = %s + x.
// Without the in-place all_reduce, %d and %s are both live at the all_reduce: an arena of
// 4096 bytes for %d (%s is held in the result's buffer). In place, %d, %s and %r are one buffer,
// the result's: the arena is empty.
// CHECK: function @f
// CHECK: arena bytes: 0
// CHECK: in-place reuses: 2
// CHECK: collectives: 1 (4096 bytes of results, planned as any op's)
// CHECK: t0 %{{[0-9]+}}: in result 0 size 4096

// Values by hand, 2 processes with x = p + 1 in every element: %d = 2, 4; the sum 6 on both;
// %r = 6 + 1 = 7 on process 0 and 6 + 2 = 8 on process 1.
module @in_place {
  func.func @f(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %two = stablehlo.constant dense<2.0> : tensor<1024xf32>
    %d = stablehlo.multiply %x, %two : tensor<1024xf32>
    %s = "stablehlo.all_reduce"(%d) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1024xf32>) -> tensor<1024xf32>
    %r = stablehlo.add %s, %x : tensor<1024xf32>
    return %r : tensor<1024xf32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<1.0> : tensor<1024xf32>
    %x1 = stablehlo.constant dense<2.0> : tensor<1024xf32>
    %o:2 = "interpreter.run_parallel"(%x0, %x1) {programs = [[@f], [@f]]} : (tensor<1024xf32>, tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>)
    check.expect_eq_const %o#0, dense<7.0> : tensor<1024xf32>
    check.expect_eq_const %o#1, dense<8.0> : tensor<1024xf32>
    return
  }
}
