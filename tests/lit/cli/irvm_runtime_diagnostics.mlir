// A run-time error at an instruction is reported as the compiler reports its diagnostics: the
// first line `file:line:col: error[CODE]: message (in @function)`, then the source line (read
// from the path the .vmfb records) with a caret label. Without the source file, only the first line.
// RUN: cp %s %t.src.mlir
// RUN: irc compile %t.src.mlir -o %t.vmfb
// RUN: not irvm run %t.vmfb 2>&1 | FileCheck %s --check-prefix=SRC
// RUN: not irvm run %t.vmfb --jit=off 2>&1 | FileCheck %s --check-prefix=SRC
// RUN: rm %t.src.mlir
// RUN: not irvm run %t.vmfb 2>&1 | FileCheck %s --check-prefix=NOSRC
// An error with no instruction: one line, the program's name and the code.
// RUN: not irvm run %t.vmfb --function=nope 2>&1 | FileCheck %s --check-prefix=NOFUNC
// RUN: not irvm run %t.vmfb --device-memory-limit=1 2>&1 | FileCheck %s --check-prefix=FRAME
// RUN: not irvm benchmark %t.vmfb 2>&1 | FileCheck %s --check-prefix=SRCLINE
// RUN: not irvm run %t.missing.vmfb 2>&1 | FileCheck %s --check-prefix=NOFILE
// A flag that makes no sense: no code.
// RUN: not irvm run %t.vmfb --iterations=0 2>&1 | FileCheck %s --check-prefix=USAGE

// SRC: src.mlir:[[@LINE+16]]:3: error[E0601]: check.expect_eq_const failed at index [2]: 6 (actual) vs 7 (expected); 1 of 3 element(s) differ (in @main)
// SRC-NEXT: [E0601] Error: check.expect_eq_const failed at index [2]
// SRC: [[@LINE+14]] │   check.expect_eq_const %s, dense<[2, 4, 7]> : tensor<3xi32>
// SRC-NEXT: │   ──────────┬──────────
// SRC-NEXT: │             ╰──────────── this check failed
// NOSRC: src.mlir:[[@LINE+11]]:3: error[E0601]: check.expect_eq_const failed at index [2]
// NOSRC-NOT: Error
// NOSRC-NOT: │
// NOFUNC: irvm: error[E0701]: --function: the module has no function @nope (it has: @main)
// FRAME: irvm: error[E0702]: @main: the call frame of @main ({{[0-9]+}} registers): device memory limit exceeded
// SRCLINE: src.mlir:[[@LINE+6]]:3: error[E0601]: check.expect_eq_const
// NOFILE: irvm: error[E0901]: cannot load module: cannot read `{{.*}}missing.vmfb`
// USAGE: irvm: error: --iterations must be at least 1
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %s = stablehlo.add %a, %a : tensor<3xi32>
  check.expect_eq_const %s, dense<[2, 4, 7]> : tensor<3xi32>
  func.return
}
