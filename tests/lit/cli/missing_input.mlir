// RUN: not irc opt %t.nonexistent.mlir 2>&1 | FileCheck %s
// RUN: not irc opt 2>&1 | FileCheck %s --check-prefix=NOARG
// RUN: not irc opt %t.nonexistent.mlir -o %t.out 2>&1 | FileCheck %s

// A missing input file is reported with E0901 and the file's name; a missing
// argument is a usage error naming the argument.

// CHECK: irc: error[E0901]: cannot read {{.*}}nonexistent.mlir
// NOARG: {{[Rr]}}equired
// NOARG: FILE
