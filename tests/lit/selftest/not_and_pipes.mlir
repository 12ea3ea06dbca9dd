// Self-test of the lit runner's shell (tests/lit.rs): `not`, pipelines, quoting,
// redirections, substitutions and the built-in commands. The same file passes under
// LLVM's lit. It is never fed to irc, so it holds only comments.

// Exit codes, `not`, `&&` and `||`.
// RUN: true
// RUN: not false
// RUN: not not true
// RUN: true && not false
// RUN: false || true
// RUN: not sh -c 'exit 3'
// RUN: not --crash sh -c 'kill -9 $$'

// Pipelines and built-ins.
// RUN: echo hello world | FileCheck %s --check-prefix=ECHO
// ECHO: hello world
// RUN: printf 'a\nb\nc\n' | count 3
// RUN: echo one | cat | cat | count 1
// RUN: not sh -c 'echo failing-output; exit 1' | FileCheck %s --check-prefix=NOTPIPE
// NOTPIPE: failing-output

// Standard error: merged with 2>&1, dropped with 2>/dev/null, alone with 2>&1 >/dev/null.
// RUN: sh -c 'echo to-out; echo to-err 1>&2' 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH-DAG: to-out
// BOTH-DAG: to-err
// RUN: sh -c 'echo to-out; echo to-err 1>&2' 2>/dev/null | FileCheck %s --check-prefix=OUTONLY
// OUTONLY-NOT: to-err
// OUTONLY:     to-out
// OUTONLY-NOT: to-err
// RUN: sh -c 'echo to-out; echo to-err 1>&2' 2>&1 >/dev/null | FileCheck %s --check-prefix=ERRONLY
// ERRONLY-NOT: to-out
// ERRONLY:     to-err
// ERRONLY-NOT: to-out
// RUN: sh -c 'echo to-err 1>&2' 2> %t.err
// RUN: FileCheck %s --check-prefix=ERRFILE --input-file=%t.err
// ERRFILE: to-err

// Files: >, >>, <, cat, diff, cmp, mkdir, rm.
// RUN: echo first > %t.a
// RUN: echo second >> %t.a
// RUN: FileCheck %s --check-prefix=APPEND --input-file=%t.a
// RUN: cat < %t.a | FileCheck %s --check-prefix=APPEND
// APPEND:      first
// APPEND-NEXT: second
// RUN: cat %t.a %t.a | count 4
// RUN: diff %t.a %t.a
// RUN: cmp %t.a %t.a
// RUN: echo other > %t.b
// RUN: not diff %t.a %t.b
// RUN: not cmp %t.a %t.b
// RUN: rm -rf %t.dir
// RUN: mkdir -p %t.dir/sub
// RUN: echo inside > %t.dir/sub/file
// RUN: cat %t.dir/sub/file | FileCheck %s --check-prefix=INSIDE
// INSIDE: inside
// RUN: rm -r %t.dir
// RUN: not cat %t.dir/sub/file
// RUN: rm -f %t.dir/does-not-exist

// Quoting, line continuation, %% and the path substitutions.
// RUN: echo 'a | b' "c && d" 'e;f' | FileCheck %s --check-prefix=QUOTE
// QUOTE: a | b c && d e;f
// RUN: echo "double \"quoted\" \\ back" | FileCheck %s --check-prefix=DQ
// DQ: double "quoted" \ back
// RUN: echo continued \
// RUN:   over two lines | FileCheck %s --check-prefix=CONT
// CONT: continued over two lines
// RUN: echo 100%% | FileCheck %s --check-prefix=PCT
// PCT: 100%
// RUN: echo %s | FileCheck %s --check-prefix=SUBST -DFILE=%s
// RUN: echo %S/not_and_pipes.mlir | FileCheck %s --check-prefix=SUBST -DFILE=%s
// SUBST: {{^}}[[FILE]]{{$}}
// RUN: echo %t | FileCheck %s --check-prefix=TMP -DNAME=%basename_t
// TMP: {{^/.*/}}[[NAME]].tmp{{$}}

// The environment: `env`, and IRC_TEST=1 for every command.
// RUN: env IRC_SELFTEST=yes sh -c 'echo $IRC_SELFTEST' | FileCheck %s --check-prefix=ENV
// ENV: {{^yes$}}
// RUN: sh -c 'echo $IRC_TEST' | FileCheck %s --check-prefix=IRCTEST
// IRCTEST: {{^1$}}
