// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM

// Module state: `ml_program.global` and IREE's `util.global`, with their loads and stores. A
// global keeps its value between calls; a load is the value at that point (a later store does
// not change a loaded value); a store replaces it. Every expected value is computed by hand
// beside its check. Each function uses globals of its own, so the order in which
// `--all-functions` runs them does not matter.
// CHECK: irc: 6 function(s) ran in 1 case(s): 6 passed, 0 failed
// VM-NOT: error
// VM: EXEC @counter_three_calls
// VM: EXEC @uninitialized_is_zero

// A step counter: each call of @step adds one and returns the new count; three calls give 1, 2, 3
// and leave the counter at 3.
util.global private mutable @counter = dense<0> : tensor<i32>

func.func private @step() -> tensor<i32> {
  %c = util.global.load @counter : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.add %c, %one : tensor<i32>
  util.global.store %n, @counter : tensor<i32>
  return %n : tensor<i32>
}

func.func @counter_three_calls() {
  %a = func.call @step() : () -> tensor<i32>
  %b = func.call @step() : () -> tensor<i32>
  %c = func.call @step() : () -> tensor<i32>
  %now = util.global.load @counter : tensor<i32>
  check.expect_eq_const %a, dense<1> : tensor<i32>
  check.expect_eq_const %b, dense<2> : tensor<i32>
  check.expect_eq_const %c, dense<3> : tensor<i32>
  check.expect_eq_const %now, dense<3> : tensor<i32>
  return
}

// A cache updated by a store: [1, 2] + [10, 20] = [11, 22]; the value loaded before the store
// stays [1, 2].
ml_program.global private mutable @cache(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>

func.func @cache_update() {
  %old = ml_program.global_load @cache : tensor<2xf32>
  %x = util.unfoldable_constant dense<[10.0, 20.0]> : tensor<2xf32>
  %new = stablehlo.add %old, %x : tensor<2xf32>
  ml_program.global_store @cache = %new : tensor<2xf32>
  %again = ml_program.global_load @cache : tensor<2xf32>
  check.expect_eq_const %old, dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_eq_const %again, dense<[11.0, 22.0]> : tensor<2xf32>
  return
}

// Immutable globals as constants: [[1, 2], [3, 4]] * 3 = [[3, 6], [9, 12]].
ml_program.global private @table(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : tensor<2x2xi32>
util.global private @scale = dense<3> : tensor<i32>

func.func @immutable_constants() {
  %t = ml_program.global_load_const @table : tensor<2x2xi32>
  %s = util.global.load immutable @scale : tensor<i32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
  %r = stablehlo.multiply %t, %sb : tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[3, 6], [9, 12]]> : tensor<2x2xi32>
  return
}

// Load, store, load in one function: a = [5, 7]; the store of a + a = [10, 14] does not change
// a, which is read after it (c - a = [5, 7]); the last store puts [5, 7] back.
ml_program.global private mutable @v(dense<[5, 7]> : tensor<2xi32>) : tensor<2xi32>

func.func @load_store_load() {
  %a = ml_program.global_load @v : tensor<2xi32>
  %b = stablehlo.add %a, %a : tensor<2xi32>
  ml_program.global_store @v = %b : tensor<2xi32>
  %c = ml_program.global_load @v : tensor<2xi32>
  %d = stablehlo.subtract %c, %a : tensor<2xi32>
  ml_program.global_store @v = %d : tensor<2xi32>
  %e = ml_program.global_load @v : tensor<2xi32>
  check.expect_eq_const %a, dense<[5, 7]> : tensor<2xi32>
  check.expect_eq_const %c, dense<[10, 14]> : tensor<2xi32>
  check.expect_eq_const %d, dense<[5, 7]> : tensor<2xi32>
  check.expect_eq_const %e, dense<[5, 7]> : tensor<2xi32>
  return
}

// A global inside a while loop's body: total += i for i = 0, 1, 2, 3 gives 0 + 1 + 2 + 3 = 6.
util.global private mutable @total = dense<0> : tensor<i32>

func.func @global_in_while() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = util.unfoldable_constant dense<4> : tensor<i32>
  %r = stablehlo.while(%i = %zero) : tensor<i32>
    cond {
      %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %t = util.global.load @total : tensor<i32>
      %t1 = stablehlo.add %t, %i : tensor<i32>
      util.global.store %t1, @total : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1 : tensor<i32>
    }
  %final = util.global.load @total : tensor<i32>
  check.expect_eq_const %final, dense<6> : tensor<i32>
  check.expect_eq_const %r, dense<4> : tensor<i32>
  return
}

// A global without an initial value holds zeros until a store: 0 + [1.5, -2, 4] twice.
util.global private mutable @acc : tensor<3xf32>

func.func @uninitialized_is_zero() {
  %z = util.global.load @acc : tensor<3xf32>
  check.expect_eq_const %z, dense<0.0> : tensor<3xf32>
  %x = util.unfoldable_constant dense<[1.5, -2.0, 4.0]> : tensor<3xf32>
  %a1 = stablehlo.add %z, %x : tensor<3xf32>
  util.global.store %a1, @acc : tensor<3xf32>
  %l = util.global.load @acc : tensor<3xf32>
  %a2 = stablehlo.add %l, %x : tensor<3xf32>
  util.global.store %a2, @acc : tensor<3xf32>
  %f = util.global.load @acc : tensor<3xf32>
  check.expect_eq_const %f, dense<[3.0, -4.0, 8.0]> : tensor<3xf32>
  return
}
