//! The runtime: what a compiled program needs to run, independent of the compiler.
//!
//! - [`host_tensor`]: host tensors (an element type, a shape and the elements' bytes);
//! - [`diag`]: where a run-time error happened: the source token its location names;
//! - [`hal`]: the pooled, caching, ref-counted allocator;
//! - [`kernel`]: the kernel IR, its validation, the portable executor and the cranelift JIT;
//! - [`probe`]: where `interpreter.print` and `interpreter.probe` send what they observe;
//! - [`vm`]: the `.vmfb` format, the loader that validates it, and the bytecode interpreter;
//! - [`api`]: the embedding API ([`Instance`], [`Module`], [`Function::call`] with borrowed or
//!   donated arguments, ref-counted [`Tensor`] handles, [`Scope`], [`LeakReport`]), re-exported here.
//!
//! **Architecture Invariant:** `runtime` depends on neither `dialect` nor `compiler`, so it deploys
//! alone. What only a command line needs lives in the `runtime-cli` crate: `irvm`, IREE's
//! `--input`/`--output` grammar, `.npy`/`.npz` files, the printed result format, and errors
//! rendered with their source line.

#![deny(missing_docs)]

pub mod api;
pub mod diag;
pub mod hal;
pub mod host_tensor;
pub mod kernel;
pub mod probe;
pub mod vm;

pub use api::{
    Arg, Element, Error, Function, Instance, InstanceBuilder, LeakReport, LiveBuffer, Module,
    Scope, Tensor,
};
pub use host_tensor::{ElemType, HostTensor};
