// RUN: printf 'func.func @f() {\n  \377\n}\n' > %t.mlir
// RUN: not irc opt %t.mlir 2>&1 | FileCheck %s

// A file that is not UTF-8 is rejected with the line and column of the first bad byte.
// CHECK: {{.*}}.mlir:2:3: error[E0901]: the input is not UTF-8 text (byte 0xFF at offset 19)
