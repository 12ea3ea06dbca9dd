//! The [`TriangularSolve`] step.

use crate::kernel::ir::*;

/// The spec's `triangular_solve`: for each of `batch` systems, `x` with `op(a) x = b`
/// (`left_side`) or `x op(a) = b`, `a` row-major `n x n` read from its lower (`lower`) or upper
/// triangle (ones on the diagonal for `unit_diagonal`), `b` and `out` row-major `rows x cols`,
/// all three of one float or complex type. Computed in `f64` (complex in two `f64`s) in
/// `work` and rounded to the type.
#[derive(Clone, Debug, PartialEq)]
pub struct TriangularSolve {
    /// The triangular matrices.
    pub a: Buf,
    /// The right-hand sides.
    pub b: Buf,
    /// Result (`b`'s type).
    pub out: Buf,
    /// Number of systems.
    pub batch: u64,
    /// Size of `a`.
    pub n: u64,
    /// Rows of `b`.
    pub rows: u64,
    /// Columns of `b`.
    pub cols: u64,
    /// Solve `op(a) x = b` (else `x op(a) = b`).
    pub left_side: bool,
    /// `a` is read from its lower triangle (else the upper).
    pub lower: bool,
    /// The diagonal of `a` is taken to be ones.
    pub unit_diagonal: bool,
    /// `op(a)`.
    pub transpose: Transpose,
    /// Working storage: scratch of `f64` (`c128` for complex types), `n * n + rows * cols`
    /// elements.
    pub work: Buf,
}

wire!(TriangularSolve { a, b, out, work, batch, n, rows, cols, left_side, lower, unit_diagonal, transpose });
