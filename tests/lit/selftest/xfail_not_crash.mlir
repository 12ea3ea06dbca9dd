// XFAIL: *
// Self-test of the lit runner: `not` succeeds only on a non-zero exit; a crash (here
// SIGKILL) is still a failure, so this test fails as XFAIL expects. Never fed to irc.
// RUN: not sh -c 'kill -9 $$'
