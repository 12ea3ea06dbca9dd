//! The [`TriangularSolve`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{buf_bytes, Access, Cost, StepKind};
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

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

wire!(TriangularSolve {
    a,
    b,
    out,
    work,
    batch,
    n,
    rows,
    cols,
    left_side,
    lower,
    unit_diagonal,
    transpose
});

impl StepKind for TriangularSolve {
    fn validate(&self, v: &V) -> Result<(), String> {
        let TriangularSolve {
            a,
            b,
            out,
            batch,
            n,
            rows,
            cols,
            left_side,
            work,
            ..
        } = self;
        let t = v.decl(*b)?.dtype;
        if (if *left_side { rows } else { cols }) != n {
            return Err(v.err("triangular_solve: b does not fit a"));
        }
        v.whole(*a, t, v.shape(&[*batch, *n, *n])?, false)?;
        let elems = v.shape(&[*batch, *rows, *cols])?;
        v.whole(*b, t, elems, false)?;
        v.whole(*out, t, elems, true)?;
        v.cubic(*n, (*rows).max(*cols))?;
        let need = v
            .shape(&[*n, *n])?
            .checked_add(v.shape(&[*rows, *cols])?)
            .ok_or_else(|| v.err("triangular_solve work too large"))?;
        v.work(*work, v.work_type(t)?, need, &[*a, *b, *out])?;

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let TriangularSolve {
            batch,
            n: m,
            rows,
            cols,
            ..
        } = self;
        prod(&[*batch, *m, *m, (*rows).max(*cols)])
    }

    fn host_bytes(&self) -> (u64, u64) {
        let TriangularSolve {
            n: m, rows, cols, ..
        } = self;
        (prod(&[LANE, sum(&[*m, *rows, *cols])]), small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let TriangularSolve {
            a,
            b,
            out,
            batch,
            n,
            rows,
            cols,
            left_side,
            ..
        } = self;
        // n^2 multiply-adds per right-hand side.
        let rhs = if *left_side { *cols } else { *rows };
        Cost {
            flops: prod(&[*batch, *n, *n, rhs]),
            bytes: sum(&[buf_bytes(k, *a), buf_bytes(k, *b), buf_bytes(k, *out)]),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        crate::kernel::linalg::triangular_solve(
            ctx,
            ty(self.out),
            self.a,
            self.b,
            self.out,
            self.batch,
            self.n,
            self.rows,
            self.cols,
            (
                self.left_side,
                self.lower,
                self.unit_diagonal,
                self.transpose,
            ),
            self.work,
        )
    }

    fn dump(&self) -> String {
        let TriangularSolve {
            batch,
            n,
            rows,
            cols,
            transpose,
            ..
        } = self;
        format!(
                "triangular_solve a {} b {} -> {} batch {batch} n {n} b {rows}x{cols} {} {}{} op {transpose:?} (work {})",
                buf(&self.a), buf(&self.b), buf(&self.out),
                if self.left_side { "left" } else { "right" },
                if self.lower { "lower" } else { "upper" },
                if self.unit_diagonal { " unit_diagonal" } else { "" },
                buf(&self.work)
            )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.a, Access::Read);
        f(self.b, Access::Read);
        f(self.out, Access::Write);
        f(self.work, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.a);
        f(&mut self.b);
        f(&mut self.out);
        f(&mut self.work);
    }
}
