// RUN: irc --help | FileCheck %s
// RUN: irc opt --help | FileCheck %s --check-prefix=OPT
// RUN: irc compile --help | FileCheck %s --check-prefix=COMPILE

// --help describes the subcommands and their options.

// CHECK: Usage: irc
// CHECK-DAG: {{^ +}}opt{{ }}
// CHECK-DAG: {{^ +}}compile{{ }}

// OPT: Usage: irc opt
// OPT-DAG: --split-input-file
// OPT-DAG: --pass-pipeline
// OPT-DAG: --print-ir-after-all
// OPT-DAG: --print-ir-before
// OPT-DAG: --print-ir-after
// OPT-DAG: --verify-each
// OPT-DAG: --time-passes
// OPT-DAG: --allow-unregistered-dialect
// OPT-DAG: -o

// COMPILE: Usage: irc compile
// COMPILE-DAG: --compile-to
// COMPILE-DAG: input
