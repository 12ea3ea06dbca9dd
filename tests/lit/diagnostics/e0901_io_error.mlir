// RUN: not irc opt %t.does-not-exist.mlir 2>&1 | FileCheck %s
// RUN: not irc compile %t.does-not-exist.mlir --compile-to=input 2>&1 | FileCheck %s

// E0901: the input file cannot be read. The message names the file; there is
// no source location.

// CHECK: irc: error[E0901]: cannot read {{.*}}does-not-exist.mlir
