//! The [`Lapack`] step.

use crate::kernel::ir::*;

/// A LAPACK routine of the `stablehlo.custom_call @lapack_*_ffi` targets JAX emits on CPU,
/// over `batch` row-major matrices of one float or complex type, through `faer`
/// (`super::lapack`). `m x n` is the first operand's matrix; `k` is `trsm`'s other extent of
/// `b` (its columns on the left side, its rows on the right) and `orgqr`'s reflector count,
/// else 0. `operands` and `results` are the call's, in its order; their shapes and types
/// follow from the routine (`super::lapack::signature`).
#[derive(Clone, Debug, PartialEq)]
pub struct Lapack {
    /// The routine and its options.
    pub routine: LapackRoutine,
    /// Operands.
    pub operands: Vec<Buf>,
    /// Results.
    pub results: Vec<Buf>,
    /// Number of matrices.
    pub batch: u64,
    /// Rows of the first operand's matrices.
    pub m: u64,
    /// Columns of the first operand's matrices.
    pub n: u64,
    /// See above.
    pub k: u64,
    /// Working storage: scratch of `f64` (`c128` for complex types) of
    /// `super::lapack::work_len` elements: the matrices in the computing type and `faer`'s
    /// stack.
    pub work: Buf,
}

wire!(Lapack { routine, operands, results, batch, m, n, k, work });
