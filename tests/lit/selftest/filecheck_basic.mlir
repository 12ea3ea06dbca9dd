// Self-test of the lit runner (tests/lit.rs) and its in-process FileCheck. The same
// file passes under LLVM's lit with LLVM's FileCheck. It is never fed to irc, so it
// holds only comments: RUN lines and the check lines they use.

// Plain matches, -NEXT, -SAME, -NOT and {{regex}}.
// RUN: printf 'alpha\nbeta gamma\ndelta 42\n' | FileCheck %s --check-prefix=BASIC
// BASIC:      alpha
// BASIC-NEXT: beta
// BASIC-SAME: gamma
// BASIC-NOT:  zeta
// BASIC-NEXT: delta {{[0-9]+}}{{$}}

// Pattern variables: [[NAME:regex]] defines one, [[NAME]] uses it; -D defines one too.
// RUN: printf 'def @x0 = 42\nuse @x0 and 42\n' | FileCheck %s --check-prefix=VAR -DKW=use
// VAR:      def [[NAME:@[a-z0-9]+]] = [[VAL:[0-9]+]]
// VAR-NEXT: [[KW]] [[NAME]] and [[VAL]]

// -LABEL splits the input into blocks; -DAG matches in any order.
// RUN: printf 'func @a\n  three\n  one\n  two\nfunc @b\n  x = 2\n' | FileCheck %s --check-prefix=BLK
// BLK-LABEL: func @a
// BLK-DAG:   one
// BLK-DAG:   three
// BLK:       two
// BLK-LABEL: func @b
// BLK-NEXT:  x = 2

// -EMPTY and -COUNT.
// RUN: printf 'top\n\nx\nx\nx\nbottom\n' | FileCheck %s --check-prefix=CNT
// CNT:         top
// CNT-EMPTY:
// CNT-COUNT-3: x
// CNT-NEXT:    bottom

// Several prefixes at once, and --implicit-check-not.
// RUN: printf 'ok 1\nok 2\n' | FileCheck %s --check-prefixes=ONE,TWO --implicit-check-not=error
// ONE: ok 1
// TWO: ok 2

// --match-full-lines; whitespace runs compare equal unless --strict-whitespace.
// RUN: printf 'whole line\n  indented\n' | FileCheck %s --check-prefix=FULL --match-full-lines
// FULL:      whole line
// FULL-NEXT: indented
// RUN: printf 'a  b\n' | FileCheck %s --check-prefix=STRICT --strict-whitespace
// STRICT: {{^}}a  b{{$}}
// RUN: printf 'a  b\n' | FileCheck %s --check-prefix=LOOSE
// LOOSE: {{^}}a b{{$}}

// --input-file (both spellings, and LLVM's single-dash options), stdin redirection.
// RUN: printf 'from a file\n' > %t.txt
// RUN: FileCheck %s --check-prefix=INFILE --input-file=%t.txt
// RUN: FileCheck %s --check-prefix=INFILE --input-file %t.txt
// RUN: FileCheck -check-prefix=INFILE -input-file=%t.txt %s
// RUN: FileCheck %s --check-prefix=INFILE < %t.txt
// INFILE: from a file

// Empty input is an error unless --allow-empty.
// RUN: true | FileCheck %s --check-prefix=NOTHING --allow-empty
// RUN: true | not FileCheck %s --check-prefix=NOTHING
// NOTHING-NOT: {{.}}

// The file checks itself: each pattern first occurs on its own line.
// RUN: cat %s | FileCheck %s --check-prefix=SELF
// RUN: FileCheck %s --check-prefix=SELF --input-file=%s
// SELF:      self-match-line-one
// SELF-NEXT: self-match-line-two
// SELF-NOT:  self{{-}}match{{-}}line{{-}}three

// Failing checks make FileCheck exit non-zero; its diagnostic shows the pattern.
// RUN: printf 'alpha\n' | not FileCheck %s --check-prefix=MISSING 2> %t.diag
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.diag
// MISSING: omega-pattern
// DIAG: omega-pattern
// RUN: printf 'a\nb\nc\n' | not FileCheck %s --check-prefix=BADNEXT
// BADNEXT:      a
// BADNEXT-NEXT: c
// RUN: printf 'a\nerror\nb\n' | not FileCheck %s --check-prefix=BADNOT
// BADNOT:     a
// BADNOT-NOT: error
// BADNOT:     b
// RUN: printf 'ok 1\nerror\nok 2\n' | not FileCheck %s --check-prefixes=ONE,TWO --implicit-check-not=error
// RUN: printf 'a  b\n' | not FileCheck %s --check-prefix=LOOSE --strict-whitespace
// A prefix with no check lines is an error too.
// RUN: printf 'x\n' | not FileCheck %s --check-prefix=NOSUCHPREFIX
