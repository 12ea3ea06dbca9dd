//! Kernels: the IR of a dispatch region ([`ir`]), its validation ([`validate`]), the portable
//! executor ([`exec`], and [`linalg`] for fft, cholesky and triangular_solve) with its one load/store layer ([`storage`]) and the cranelift JIT ([`jit`]).

pub mod bf16dot;
pub mod borrows;
pub mod exec;
mod fast_paths;
pub mod fastmath;
pub mod ir;
pub mod jit;
pub mod lapack;
pub mod linalg;
mod pick;
pub mod rng;
pub mod smallgemm;
pub mod steps;
pub mod storage;
pub mod validate;
pub mod wide;
pub mod widemap;

pub use ir::*;

/// Runs `f` on a per-thread `f32` scratch vector of at least `len` elements, kept in `key` between
/// uses (grown only, up to [`SCRATCH_KEPT`] elements) so a steady loop does not allocate.
///
/// The vector is taken out of the thread-local for the use and put back after (the larger one is
/// kept), never borrowed across `f`: a kernel that waits inside a parallel region may run another
/// caller's kernel on the same thread (rayon lets a waiting worker steal work, and one `Instance`
/// serves many caller threads), and that nested use then gets a vector of its own instead of
/// finding the thread-local borrowed.
pub(crate) fn with_scratch<R>(
    key: &'static std::thread::LocalKey<std::cell::Cell<Vec<f32>>>,
    len: usize,
    f: impl FnOnce(&mut [f32]) -> R,
) -> R {
    let mut v = key.with(|c| c.take());
    if v.len() < len {
        v.resize(len, 0.0);
    }
    let r = f(&mut v[..len]);
    if v.len() > SCRATCH_KEPT {
        // Working memory the dispatch's charge covered: given back, so what a thread keeps
        // between dispatches stays a small constant outside the device memory limit.
        v = Vec::new();
    }
    key.with(|c| {
        let kept = c.take();
        c.set(if kept.len() > v.len() { kept } else { v });
    });
    r
}

/// Most `f32` elements a thread keeps in one [`with_scratch`] vector between uses (4 MiB): larger
/// scratch is allocated for the dispatch that needs it (and charged against the device memory
/// limit with the dispatch, see `validate::kernel_host_bytes`) and freed after it.
pub(crate) const SCRATCH_KEPT: usize = 1 << 20;
