//! The compiler: the pass manager, the passes, and the driver behind the `irc` command.
//!
//! Passes transform a [`dialect::Module`]; [`driver`] turns command-line requests (files, `-` for
//! stdin, `--split-input-file`, pipelines, phases) into runs of the pass manager and renders the
//! diagnostics with ariadne.
//!
//! **Architecture Invariant:** `compiler` depends on `dialect` (and, for host tensors and the module
//! format, on `runtime`), never the other way round.

pub mod backend;
pub mod driver;
pub mod memory;
pub mod pass_manager;
pub mod passes;
pub mod reference;
