//! The [`Cholesky`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{buf_bytes, Access, Cost, StepKind};
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

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

wire!(Cholesky {
    input,
    out,
    work,
    pad,
    batch,
    n,
    lower
});

impl StepKind for Cholesky {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Cholesky {
            input,
            out,
            batch,
            n,
            work,
            ..
        } = self;
        let t = v.decl(*input)?.dtype;
        let elems = v.shape(&[*batch, *n, *n])?;
        v.whole(*input, t, elems, false)?;
        v.whole(*out, t, elems, true)?;
        v.cubic(*n, *n)?;
        let need = v.shape(&[*n, *n])?;
        v.work(*work, v.work_type(t)?, need, &[*input, *out])?;

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let Cholesky { batch, n: m, .. } = self;
        prod(&[*batch, *m, *m, *m])
    }

    fn host_bytes(&self) -> (u64, u64) {
        let Cholesky { n: m, .. } = self;
        (prod(&[LANE, *m]), small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Cholesky {
            input,
            out,
            batch,
            n,
            ..
        } = self;
        // n^3 / 3 multiply-adds per matrix.
        Cost {
            flops: prod(&[*batch, *n, *n, *n]) / 3,
            bytes: sum(&[buf_bytes(k, *input), buf_bytes(k, *out)]),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        crate::kernel::linalg::cholesky(
            ctx,
            self.input,
            self.out,
            ty(self.out),
            self.batch,
            self.n,
            self.lower,
            self.work,
        )
    }

    fn dump(&self) -> String {
        let Cholesky { batch, n, .. } = self;
        format!(
            "cholesky {} -> {} batch {batch} n {n} {} (work {})",
            buf(&self.input),
            buf(&self.out),
            if self.lower { "lower" } else { "upper" },
            buf(&self.work)
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.input, Access::Read);
        f(self.out, Access::Write);
        f(self.work, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.input);
        f(&mut self.out);
        f(&mut self.work);
    }
}
