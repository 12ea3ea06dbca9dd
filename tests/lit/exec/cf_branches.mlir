// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM

// Functions of several blocks with MLIR's `cf.br` and `cf.cond_br`: the reference interpreter runs
// the blocks; the compiled path runs them after `lift-cf-to-stablehlo`. Expected values are
// computed by hand beside each check.
// CHECK: irc: 5 function(s) ran in 1 case(s): 5 passed, 0 failed
// VM-NOT: error
// VM: EXEC @loop

// A loop written with branches: acc <- acc * 2 + step, five times. After n rounds
// acc = 2^n a + (2^n - 1) s: with a = [1, 2, 3], s = [0.5, 1, 2], 32 a + 31 s = [47.5, 95, 158].
// %step and %n live across the back edge; %twice is defined in the loop header and read after
// the loop (its last definition: 2 acc = [95, 190, 316]).
func.func @loop() {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = util.unfoldable_constant dense<5> : tensor<i32>
  %init = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %step = util.unfoldable_constant dense<[0.5, 1.0, 2.0]> : tensor<3xf32>
  %two = stablehlo.constant dense<2.0> : tensor<3xf32>
  cf.br ^bb1(%c0, %init : tensor<i32>, tensor<3xf32>)
^bb1(%i: tensor<i32>, %acc: tensor<3xf32>):
  %twice = stablehlo.add %acc, %acc : tensor<3xf32>
  %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p = tensor.extract %lt[] : tensor<i1>
  cf.cond_br %p, ^bb2, ^bb3
^bb2:
  %m = stablehlo.multiply %acc, %two : tensor<3xf32>
  %a = stablehlo.add %m, %step : tensor<3xf32>
  %i1 = stablehlo.add %i, %one : tensor<i32>
  cf.br ^bb1(%i1, %a : tensor<i32>, tensor<3xf32>)
^bb3:
  check.expect_eq_const %acc, dense<[47.5, 95.0, 158.0]> : tensor<3xf32>
  check.expect_eq_const %twice, dense<[95.0, 190.0, 316.0]> : tensor<3xf32>
  check.expect_eq_const %i, dense<5> : tensor<i32>
  return
}

// |x| by a diamond: x < 0 goes to the negating block, else the value passes as it is; both meet
// in a block that adds 1. |-4| + 1 = 5 and |3| + 1 = 4.
func.func private @abs_plus_one(%x: tensor<i32>) -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %neg = stablehlo.compare LT, %x, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p = tensor.extract %neg[] : tensor<i1>
  cf.cond_br %p, ^bb1, ^bb2(%x : tensor<i32>)
^bb1:
  %y = stablehlo.negate %x : tensor<i32>
  cf.br ^bb2(%y : tensor<i32>)
^bb2(%r: tensor<i32>):
  %s = stablehlo.add %r, %one : tensor<i32>
  return %s : tensor<i32>
}

func.func @diamond() {
  %a = util.unfoldable_constant dense<-4> : tensor<i32>
  %b = util.unfoldable_constant dense<3> : tensor<i32>
  %ra = call @abs_plus_one(%a) : (tensor<i32>) -> tensor<i32>
  %rb = call @abs_plus_one(%b) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %ra, dense<5> : tensor<i32>
  check.expect_eq_const %rb, dense<4> : tensor<i32>
  return
}

// Both successors are one block, passed different values: max(x, y) of [1, 7] and [5, 2] by
// element 0's comparison picks the first pair's order... here: x0 = 1 < y0 = 5, so the block gets
// (y, x) = ([5, 2], [1, 7]) and returns first - second = [4, -5].
func.func private @same_successor(%x: tensor<2xi32>, %y: tensor<2xi32>) -> tensor<2xi32> {
  %x0 = stablehlo.slice %x [0:1] : (tensor<2xi32>) -> tensor<1xi32>
  %y0 = stablehlo.slice %y [0:1] : (tensor<2xi32>) -> tensor<1xi32>
  %xs = stablehlo.reshape %x0 : (tensor<1xi32>) -> tensor<i32>
  %ys = stablehlo.reshape %y0 : (tensor<1xi32>) -> tensor<i32>
  %lt = stablehlo.compare LT, %xs, %ys : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p = tensor.extract %lt[] : tensor<i1>
  cf.cond_br %p, ^bb1(%y, %x : tensor<2xi32>, tensor<2xi32>), ^bb1(%x, %y : tensor<2xi32>, tensor<2xi32>)
^bb1(%u: tensor<2xi32>, %v: tensor<2xi32>):
  %d = stablehlo.subtract %u, %v : tensor<2xi32>
  return %d : tensor<2xi32>
}

func.func @same_block_twice() {
  %x = util.unfoldable_constant dense<[1, 7]> : tensor<2xi32>
  %y = util.unfoldable_constant dense<[5, 2]> : tensor<2xi32>
  %r = call @same_successor(%x, %y) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const %r, dense<[4, -5]> : tensor<2xi32>
  // Swapped: x0 = 5 is not < 1, so the block gets (x, y) = ([5, 2], [1, 7]): [4, -5] again.
  %s = call @same_successor(%y, %x) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const %s, dense<[4, -5]> : tensor<2xi32>
  return
}

// Early returns from two blocks, and a block no path reaches (never run, dropped): the sign of
// x as -1, 0 or 1 (-3 -> -1, 0 -> 0, 9 -> 1).
func.func private @sign(%x: tensor<i32>) -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %lt = stablehlo.compare LT, %x, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p = tensor.extract %lt[] : tensor<i1>
  cf.cond_br %p, ^neg, ^nonneg
^nonneg:
  %gt = stablehlo.compare GT, %x, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %q = tensor.extract %gt[] : tensor<i1>
  cf.cond_br %q, ^pos, ^zero
^neg:
  %m = stablehlo.constant dense<-1> : tensor<i32>
  return %m : tensor<i32>
^unreachable:
  %u = stablehlo.constant dense<100> : tensor<i32>
  return %u : tensor<i32>
^pos:
  %o = stablehlo.constant dense<1> : tensor<i32>
  return %o : tensor<i32>
^zero:
  return %zero : tensor<i32>
}

func.func @early_returns() {
  %a = util.unfoldable_constant dense<-3> : tensor<i32>
  %b = util.unfoldable_constant dense<0> : tensor<i32>
  %c = util.unfoldable_constant dense<9> : tensor<i32>
  %ra = call @sign(%a) : (tensor<i32>) -> tensor<i32>
  %rb = call @sign(%b) : (tensor<i32>) -> tensor<i32>
  %rc = call @sign(%c) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %ra, dense<-1> : tensor<i32>
  check.expect_eq_const %rb, dense<0> : tensor<i32>
  check.expect_eq_const %rc, dense<1> : tensor<i32>
  return
}

// Nested loops with branches: the sum over i < 3, j < 4 of (i + j) = 4 (0 + 1 + 2) + 3 (0 + 1 +
// 2 + 3) = 12 + 18 = 30; the inner loop's counter is reset in the outer loop's body.
func.func @nested_loops() {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %ni = util.unfoldable_constant dense<3> : tensor<i32>
  %nj = util.unfoldable_constant dense<4> : tensor<i32>
  cf.br ^outer(%c0, %c0 : tensor<i32>, tensor<i32>)
^outer(%i: tensor<i32>, %sum: tensor<i32>):
  %ci = stablehlo.compare LT, %i, %ni : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %pi = tensor.extract %ci[] : tensor<i1>
  cf.cond_br %pi, ^inner(%c0, %sum : tensor<i32>, tensor<i32>), ^done
^inner(%j: tensor<i32>, %s: tensor<i32>):
  %cj = stablehlo.compare LT, %j, %nj : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %pj = tensor.extract %cj[] : tensor<i1>
  cf.cond_br %pj, ^body, ^next
^body:
  %ij = stablehlo.add %i, %j : tensor<i32>
  %s2 = stablehlo.add %s, %ij : tensor<i32>
  %j2 = stablehlo.add %j, %c1 : tensor<i32>
  cf.br ^inner(%j2, %s2 : tensor<i32>, tensor<i32>)
^next:
  %i2 = stablehlo.add %i, %c1 : tensor<i32>
  cf.br ^outer(%i2, %s : tensor<i32>, tensor<i32>)
^done:
  check.expect_eq_const %sum, dense<30> : tensor<i32>
  return
}
