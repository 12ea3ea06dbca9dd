//! Kernels: the IR of a dispatch region ([`ir`]), its validation ([`validate`]), the portable
//! executor ([`exec`], and [`linalg`] for fft, cholesky and triangular_solve) with its one load/store layer ([`storage`]) and the cranelift JIT ([`jit`]).

pub mod exec;
pub mod fastmath;
pub mod ir;
pub mod jit;
pub mod lapack;
pub mod linalg;
pub mod rng;
pub mod storage;
pub mod validate;
pub mod wide;
pub mod widemap;

pub use ir::*;
