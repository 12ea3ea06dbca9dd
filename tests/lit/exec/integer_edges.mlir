// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// The compiled path runs the same checks, with the JIT and without:
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// VM-NOT: error
// VM: irvm: 4 of 4 functions passed

// Integer overflow wraps in the element type; division and shifts follow XLA (and StableHLO's
// interpreter) where the spec leaves them to the implementation. Expected values by hand.
// CHECK: irc: 4 function(s) ran in 1 case(s): 4 passed, 0 failed

// 127 + 1 wraps to -128 in i8; 0 - 1 wraps to 255 in ui8; 7 + 1 wraps to -8 in i4;
// 100 * 3 = 300 wraps to 44 in i8.
func.func @wrapping() {
  %a = stablehlo.constant dense<[127, 100]> : tensor<2xi8>
  %b = stablehlo.constant dense<[1, 3]> : tensor<2xi8>
  %s = stablehlo.add %a, %b : tensor<2xi8>
  check.expect_eq_const %s, dense<[-128, 103]> : tensor<2xi8>
  %p = stablehlo.multiply %a, %b : tensor<2xi8>
  check.expect_eq_const %p, dense<[127, 44]> : tensor<2xi8>
  %z = stablehlo.constant dense<0> : tensor<ui8>
  %o = stablehlo.constant dense<1> : tensor<ui8>
  %d = stablehlo.subtract %z, %o : tensor<ui8>
  check.expect_eq_const %d, dense<255> : tensor<ui8>
  %s4 = stablehlo.constant dense<7> : tensor<i4>
  %o4 = stablehlo.constant dense<1> : tensor<i4>
  %w4 = stablehlo.add %s4, %o4 : tensor<i4>
  check.expect_eq_const %w4, dense<-8> : tensor<i4>
  func.return
}

// x / 0 = -1 and x % 0 = x; INT_MIN / -1 = INT_MIN and INT_MIN % -1 = 0; remainder takes the
// sign of the dividend.
func.func @division() {
  %a = stablehlo.constant dense<[7, -2147483648, -7, -2147483648]> : tensor<4xi32>
  %b = stablehlo.constant dense<[0, -1, 2, -1]> : tensor<4xi32>
  %q = stablehlo.divide %a, %b : tensor<4xi32>
  check.expect_eq_const %q, dense<[-1, -2147483648, -3, -2147483648]> : tensor<4xi32>
  %r = stablehlo.remainder %a, %b : tensor<4xi32>
  check.expect_eq_const %r, dense<[7, 0, -1, 0]> : tensor<4xi32>
  func.return
}

// Shifts by the width or more give 0 (logical, left) or the sign (arithmetic).
func.func @shifts() {
  %a = stablehlo.constant dense<[1, -128, -128, 64]> : tensor<4xi8>
  %n = stablehlo.constant dense<[8, 9, 7, 1]> : tensor<4xi8>
  %l = stablehlo.shift_left %a, %n : tensor<4xi8>
  check.expect_eq_const %l, dense<[0, 0, 0, -128]> : tensor<4xi8>
  %ra = stablehlo.shift_right_arithmetic %a, %n : tensor<4xi8>
  check.expect_eq_const %ra, dense<[0, -1, -1, 32]> : tensor<4xi8>
  %rl = stablehlo.shift_right_logical %a, %n : tensor<4xi8>
  check.expect_eq_const %rl, dense<[0, 0, 1, 32]> : tensor<4xi8>
  func.return
}

// ui64 beyond i64::MAX compares as unsigned; the default compare_type of ui64 is UNSIGNED and
// SIGNED reads the same bits as negative.
func.func @unsigned_64() {
  %big = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %one = stablehlo.constant dense<1> : tensor<ui64>
  %gt = stablehlo.compare GT, %big, %one : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
  check.expect_eq_const %gt, dense<true> : tensor<i1>
  %mx = stablehlo.maximum %big, %one : tensor<ui64>
  check.expect_eq_const %mx, dense<18446744073709551615> : tensor<ui64>
  %sum = stablehlo.add %big, %one : tensor<ui64>
  check.expect_eq_const %sum, dense<0> : tensor<ui64>
  func.return
}
