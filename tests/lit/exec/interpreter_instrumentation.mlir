// RUN: irc run-reference %s --input="2x3xf32=1,2,3,4,5,6" --probe-output-dir %t.ref 2>&1 | FileCheck %s
// RUN: cat %t.ref/index.csv | FileCheck %s --check-prefix=INDEX
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --input="2x3xf32=1,2,3,4,5,6" --probe-output-dir %t.vm 2>&1 | FileCheck %s
// RUN: cat %t.vm/index.csv | FileCheck %s --check-prefix=INDEX
// RUN: irvm run %t.vmfb --input="2x3xf32=1,2,3,4,5,6" --jit=off 2>&1 | FileCheck %s
// RUN: irc run-reference %s --function=loop 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: irvm run %t.vmfb --function=loop 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: not irc run-reference %s --function=wrong 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not irvm run %t.vmfb --function=wrong 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not irvm run %t.vmfb --function=missing 2>&1 | FileCheck %s --check-prefix=MISSING

// The StableHLO interpreter's instrumentation (interpreter.print, interpreter.probe and
// check.expect_serialized_eq) on the reference path and the VM, with and without the JIT. The
// printed text is the StableHLO interpreter's format, as its suite's printing.mlir spells it;
// the values are hand-computed (x + x, a loop counting to 3).

// CHECK:      %sum = tensor<2x3xf32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [2.000000e+00, 4.000000e+00, 6.000000e+00],
// CHECK-NEXT:     [8.000000e+00, 1.000000e+01, 1.200000e+01]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// CHECK-NEXT: %flags = tensor<2xi1> {
// CHECK-NEXT:   [true, false]
// CHECK-NEXT: }
// CHECK-NEXT: %scalar = tensor<complex<f64>> {[1.500000e+00, -2.000000e+00]}
// CHECK:      2x3xf32=[2 4 6][8 10 12]
// INDEX:      {{^}}sum,tensor<2x3xf32>,{{.*}}probe1.npy{{$}}
// INDEX-NEXT: {{^}}"a,b",tensor<2xi1>,{{.*}}probe2.npy{{$}}
func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %sum = stablehlo.add %x, %x : tensor<2x3xf32>
  interpreter.print %sum : tensor<2x3xf32>
  %flags = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  interpreter.print %flags : tensor<2xi1>
  %scalar = stablehlo.constant dense<(1.5, -2.0)> : tensor<complex<f64>>
  interpreter.print %scalar : tensor<complex<f64>>
  %p = interpreter.probe %sum, probe_id = "sum" : tensor<2x3xf32>
  %q = interpreter.probe %flags, probe_id = "a,b" : tensor<2xi1>
  %twice = stablehlo.constant dense<[[2.0, 4.0, 6.0], [8.0, 10.0, 12.0]]> : tensor<2x3xf32>
  check.expect_serialized_eq %twice, probe_id = "sum" : tensor<2x3xf32>
  check.expect_serialized_eq %flags, probe_id = "a,b", iter = 0 : tensor<2xi1>
  // The probe's result is its operand, unchanged.
  check.expect_eq %p, %sum : tensor<2x3xf32>
  func.return %p : tensor<2x3xf32>
}

// LOOP-NOT: error
// LOOP: EXEC @loop
func.func @loop() {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %two = stablehlo.constant dense<2> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
  cond {
    %c = stablehlo.compare LT, %i, %three : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %i, %one : tensor<i64>
    %seen = interpreter.probe %n, probe_id = "count" : tensor<i64>
    stablehlo.return %seen : tensor<i64>
  }
  check.expect_eq_const %r, dense<3> : tensor<i64>
  check.expect_serialized_eq %one, probe_id = "count" : tensor<i64>
  check.expect_serialized_eq %two, probe_id = "count", iter = 1 : tensor<i64>
  check.expect_serialized_eq %three, probe_id = "count", iter = 2 : tensor<i64>
  func.return
}

// WRONG: error[E0601]: check.expect_serialized_eq failed at index [1]: 5 (actual) vs 6 (expected)
func.func @wrong() {
  %v = stablehlo.constant dense<[4, 5]> : tensor<2xi32>
  %p = interpreter.probe %v, probe_id = "v" : tensor<2xi32>
  %w = stablehlo.constant dense<[4, 6]> : tensor<2xi32>
  check.expect_serialized_eq %w, probe_id = "v" : tensor<2xi32>
  func.return
}

// MISSING: error[E0601]: check.expect_serialized_eq probe "nothing" recorded no value
func.func @missing() {
  %w = stablehlo.constant dense<[4, 6]> : tensor<2xi32>
  check.expect_serialized_eq %w, probe_id = "nothing" : tensor<2xi32>
  func.return
}
