// UNSUPPORTED: true
// Self-test of the lit runner: an UNSUPPORTED test is skipped (ignored by cargo test).
// Never fed to irc.
// RUN: false
