// RUN: not irc compile %s 2>&1 | FileCheck %s --check-prefix=NOOUT
// RUN: not irc compile --compile-to=bogus %s 2>&1 | FileCheck %s --check-prefix=BADPHASE
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=main --input=4xf32=1,2,3,4 | FileCheck %s --check-prefix=EXEC
// RUN: irvm dump %t.vmfb | FileCheck %s --check-prefix=DUMP
// RUN: not irc compile %s -o %t.no-such-dir/out.vmfb 2>&1 | FileCheck %s --check-prefix=NOWRITE
// RUN: not irvm run %t.vmfb --input=4xf32=1,2,3,4 --output=@%t.no-such-dir/out.npy 2>&1 | FileCheck %s --check-prefix=NOWRITE-IRVM

// `irc compile` writes a .vmfb only when asked where: without -o (or --compile-to) it is an error
// that names both options.
// NOOUT: irc: error: no output file
// An output that cannot be written is E0902, naming the file.
// NOWRITE: irc: error[E0902]: cannot write `{{.*}}no-such-dir/out.vmfb`
// NOWRITE-IRVM: irvm: error[E0902]: {{.*}}no-such-dir/out.npy
// NOOUT-SAME: -o
// NOOUT-SAME: --compile-to=PHASE

// An unknown phase is a usage error that names the bad value and lists valid ones.
// BADPHASE: bogus
// BADPHASE: input

// The compiled module runs: x + x on [1 2 3 4].
// EXEC: EXEC @main
// EXEC-NEXT: result[0]: hal.buffer_view
// EXEC-NEXT: 4xf32=2 4 6 8

// DUMP: @main
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
