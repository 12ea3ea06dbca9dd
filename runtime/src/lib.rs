//! The runtime: what a compiled program needs to run, independent of the compiler.
//!
//! - [`host_tensor`] and [`cli_io`]: host tensors and the command-line I/O of `iree-run-module`
//!   (`--input`/`--output` grammar, `.npy` files, the printed result format), shared by
//!   `irc run-reference` and `irvm run`;
//! - [`diag`]: run-time errors rendered as the compiler's diagnostics (code, location, source line);
//! - [`hal`]: the pooled, caching, ref-counted allocator;
//! - [`kernel`]: the kernel IR, its validation, the portable executor and the cranelift JIT;
//! - [`vm`]: the `.vmfb` format, the loader that validates it, and the bytecode interpreter;
//! - [`api`]: the embedding API ([`Instance`], [`Module`], [`Function::call`] with borrowed or
//!   donated arguments, ref-counted [`Tensor`] handles, [`Scope`], [`LeakReport`]), re-exported here.
//!
//! **Architecture Invariant:** `runtime` depends on neither `dialect` nor `compiler`, so it deploys
//! alone.

#![deny(missing_docs)]

pub mod api;
pub mod cli_io;
pub mod diag;
pub mod hal;
pub mod host_tensor;
pub mod kernel;
pub mod vm;

pub use api::{
    Arg, Element, Error, Function, Instance, InstanceBuilder, LeakReport, LiveBuffer, Module,
    Scope, Tensor,
};
pub use host_tensor::{ElemType, HostTensor};
