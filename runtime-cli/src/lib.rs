//! The runtime's command-line side, kept apart so that the `runtime` library deploys without it (as
//! `wasmtime-cli` stands apart from `wasmtime`): the `irvm` binary (`src/bin/irvm.rs`), and what it
//! shares with `irc run-reference`.
//!
//! - [`io`]: the command-line I/O of `iree-run-module` on host tensors ([`runtime::HostTensor`]):
//!   the `--input`/`--output` grammar, `.npy` and `.npz` files, the printed result format and the
//!   `--expected_output` comparison with its tolerances;
//! - [`diag`]: run-time errors rendered as the compiler's diagnostics (code, location, source line);
//! - [`probe_dir`]: `--probe-output-dir`, probes written as `.npy` files with an `index.csv`;
//! - [`profile`]: the table of `irvm benchmark --profile` (per kernel, per instruction kind).

#![deny(missing_docs)]

pub mod diag;
pub mod io;
pub mod probe_dir;
pub mod profile;
