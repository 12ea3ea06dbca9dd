// RUN: irc opt %s | FileCheck %s
// RUN: irc opt --split-input-file %s | FileCheck %s --check-prefix=SPLIT

// A file with nothing but comments is an empty module. With
// --split-input-file an empty case (here, after the trailing separator) is an
// empty module too.

// CHECK:      module {
// CHECK-NEXT: }
// CHECK-NOT:  {{.}}

// SPLIT:      module {
// SPLIT-NEXT: }
// SPLIT-NEXT: // -----
// SPLIT-NEXT: module {
// SPLIT-NEXT: }
// SPLIT-NOT:  {{.}}

// -----
