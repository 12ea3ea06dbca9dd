//! The runtime: what a compiled program needs to run, independent of the compiler.
//!
//! Today it owns host tensors ([`host_tensor`]) and the command-line I/O of `iree-run-module`
//! ([`cli_io`]: `--input`/`--output` grammar, `.npy` files, the printed result format), shared by
//! `irc run-reference` and, later, `irvm run`. The `.vmfb` loader, HAL, JIT and VM come next.
//!
//! **Architecture Invariant:** `runtime` depends on neither `dialect` nor `compiler`, so it deploys
//! alone.

#![deny(missing_docs)]

pub mod cli_io;
pub mod host_tensor;

pub use host_tensor::{DType, HostTensor};
