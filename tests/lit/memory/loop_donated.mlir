// RUN: irc compile %s --memory-report -o %t.vmfb 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: irvm run %t.vmfb --function=carried --input="1024xf32=10" --input="1024xf32=1" --memory-stats --print_max_element_count=3 2>&1 | FileCheck %s --check-prefix=CARRIED
// RUN: irvm run %t.vmfb --jit=off --function=captured --input="1024xf32=10" --print_max_element_count=3 2>&1 | FileCheck %s --check-prefix=CAPTURED
// RUN: irc run-reference %s --function=captured --input="1024xf32=10" --print_max_element_count=3 | FileCheck %s --check-prefix=CAPTURED

// A donated argument threaded through a loop is updated in place: the loop
// carries it in the argument's own storage (no copy into it afterwards, no
// warning). When the body also reads the argument's old contents directly (a
// capture), writing in place would clobber them, so the compiler warns and
// computes the loop in the arena, copying the result in afterwards.
// (A loop-invariant read of the argument is not such a capture: LICM computes
// it before the loop.) By hand: 10 - 10 x (1 x 0.5) = 5; and p = w - p ten
// times from 10 alternates 0, 10, ... and ends at 10 (clobbered reads of w would
// give 0).

// PLAN-NOT: warning{{.*}}carried
// PLAN: loop_donated.mlir:{{.*}}warning[W0506]: result 0 cannot be computed in place in argument 0
// PLAN: function @carried
// PLAN: aliased bytes:        4096
// PLAN-NOT: flow.tensor.clone
// PLAN: regions:
// CARRIED: 1024xf32=5 5 5...
// CARRIED: memory: {{.*}}in place 4096 B)
// CAPTURED: 1024xf32=10 10 10...
func.func public @carried(%w: tensor<1024xf32> {tf.aliasing_output = 0 : i32}, %g: tensor<1024xf32>) -> tensor<1024xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<10> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %lr = stablehlo.constant dense<0.5> : tensor<1024xf32>
  %r:2 = stablehlo.while(%i = %zero, %p = %w) : tensor<i32>, tensor<1024xf32>
   cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = stablehlo.multiply %g, %lr : tensor<1024xf32>
    %p1 = stablehlo.subtract %p, %s : tensor<1024xf32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %p1 : tensor<i32>, tensor<1024xf32>
  }
  return %r#1 : tensor<1024xf32>
}

func.func public @captured(%w: tensor<1024xf32> {tf.aliasing_output = 0 : i32}) -> tensor<1024xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<10> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %p = %w) : tensor<i32>, tensor<1024xf32>
   cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %p1 = stablehlo.subtract %w, %p : tensor<1024xf32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %p1 : tensor<i32>, tensor<1024xf32>
  }
  return %r#1 : tensor<1024xf32>
}
