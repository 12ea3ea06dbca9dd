//! The [`Dot`] step.

use crate::host_tensor::ElemType;
use crate::kernel::ir::*;

/// `out[b] = lhs[b] x rhs[b]` for each batch index, `m x k` times `k x n`, all three in
/// `dtype`: f32 and f64 through the GEMM library, integers (wrapping) and complex numbers
/// through a direct loop. (Other float types are converted to f32 by the compiler.)
#[derive(Clone, Debug, PartialEq)]
pub struct Dot {
    /// Element type of the operands and the result.
    pub dtype: ElemType,
    /// Rows.
    pub m: u64,
    /// Columns.
    pub n: u64,
    /// Contraction length.
    pub k: u64,
    /// Batch dimensions: size and lhs, rhs, out strides.
    pub batch: Vec<(u64, i64, i64, i64)>,
    /// Left matrix.
    pub lhs: MatRef,
    /// Right matrix.
    pub rhs: MatRef,
    /// Destination.
    pub out: MatRef,
    /// `Some((alpha, beta))` (f64 bit patterns): `out = alpha * out + beta * lhs x rhs`, reading
    /// the destination's old values (an in-place update such as `w - lr * grad`); `None`:
    /// `out = lhs x rhs`. Floats only.
    pub accumulate: Option<(u64, u64)>,
}

wire!(Dot { dtype, m, n, k, pad, batch, lhs, rhs, out, accumulate });
