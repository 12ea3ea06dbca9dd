// XFAIL: *
// Self-test of the lit runner: a failing command anywhere in a pipeline fails the RUN
// line (lit's pipefail), so this test fails as XFAIL expects. Never fed to irc.
// RUN: false | true
