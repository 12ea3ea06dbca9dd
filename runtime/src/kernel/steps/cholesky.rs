//! The [`Cholesky`] step.

use crate::kernel::ir::*;

/// The spec's `cholesky` of `batch` row-major `n x n` matrices of one float or complex type,
/// read from the lower (`lower`) or upper triangle; the other triangle of the result is zero,
/// and a matrix that is not positive definite gives NaNs (as XLA). Computed in `f64` (complex
/// in two `f64`s) in `work` and rounded to the type.
#[derive(Clone, Debug, PartialEq)]
pub struct Cholesky {
    /// Operand.
    pub input: Buf,
    /// Result (the operand's type).
    pub out: Buf,
    /// Number of matrices.
    pub batch: u64,
    /// Matrix size.
    pub n: u64,
    /// Lower (else upper) triangular factor.
    pub lower: bool,
    /// Working storage: scratch of `f64` (`c128` for complex types), `n * n` elements.
    pub work: Buf,
}

wire!(Cholesky { input, out, work, pad, batch, n, lower });
