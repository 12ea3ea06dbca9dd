//! The [`Lapack`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{buf_bytes, Access, Cost, StepKind};
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

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

wire!(Lapack {
    routine,
    operands,
    results,
    batch,
    m,
    n,
    k,
    work
});

impl StepKind for Lapack {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Lapack {
            routine,
            operands,
            results,
            batch,
            m,
            n,
            k,
            work,
        } = self;
        let first = operands
            .first()
            .ok_or_else(|| v.err("a LAPACK step without operands"))?;
        let t = v.decl(*first)?.dtype;
        // Bounds every extent (so the sizes below and `faer`'s scratch sizes stay small).
        v.shape(&[*batch, *m, *n])?;
        v.shape(&[*batch, *k, (*m).max(*n)])?;
        v.cubic((*m).max(*n), (*m).max(*n).max(*k))?;
        let (want_ops, want_res) =
            crate::kernel::lapack::signature(*routine, t, *batch, *m, *n, *k)
                .map_err(|e| v.err(e))?;
        if want_ops.len() != operands.len() || want_res.len() != results.len() {
            return Err(v.err(format!(
                "a LAPACK step {routine:?} with {} operands and {} results, expected {} and {}",
                operands.len(),
                results.len(),
                want_ops.len(),
                want_res.len()
            )));
        }
        for (b, (wt, elems)) in operands.iter().zip(&want_ops) {
            v.whole(*b, *wt, *elems, false)?;
        }
        for (b, (wt, elems)) in results.iter().zip(&want_res) {
            v.whole(*b, *wt, *elems, true)?;
        }
        let need = crate::kernel::lapack::work_len(*routine, t, *m, *n, *k)
            .ok_or_else(|| v.err("LAPACK work too large"))?;
        let others: Vec<Buf> = operands.iter().chain(results).copied().collect();
        v.work(*work, v.work_type(t)?, need, &others)?;

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let Lapack {
            batch, m, n: c, k, ..
        } = self;
        let x = (*m).max(*c).max(*k);
        prod(&[*batch, x, x, x])
    }

    fn host_bytes(&self) -> (u64, u64) {
        let Lapack { m, n: c, k, .. } = self;
        (prod(&[2 * LANE, sum(&[*m, *c, *k])]), small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Lapack {
            operands,
            results,
            batch,
            m,
            n: c,
            k: depth,
            ..
        } = self;
        // Every routine (QR, SVD, eigen, LU) is of the order of x^3 for its largest extent x: an
        // order of magnitude, not a count.
        let x = (*m).max(*c).max(*depth);
        let bytes = operands
            .iter()
            .chain(results)
            .map(|b| buf_bytes(k, *b))
            .fold(0, u64::saturating_add);
        Cost {
            flops: prod(&[*batch, x, x, x]),
            bytes,
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        let t = ty(*self
            .operands
            .first()
            .ok_or("internal: a LAPACK step without operands")?);
        crate::kernel::lapack::run(
            ctx,
            self.routine,
            t,
            &self.operands,
            &self.results,
            self.batch,
            self.m,
            self.n,
            self.k,
            self.work,
        )
    }

    fn dump(&self) -> String {
        let Lapack {
            routine,
            batch,
            m,
            n,
            k,
            ..
        } = self;
        format!(
            "lapack {routine:?} ({}) -> ({}) batch {batch} m {m} n {n} k {k} (work {})",
            self.operands.iter().map(buf).collect::<Vec<_>>().join(", "),
            self.results.iter().map(buf).collect::<Vec<_>>().join(", "),
            buf(&self.work)
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        for &b in &self.operands {
            f(b, Access::Read);
        }
        for &b in &self.results {
            f(b, Access::Write);
        }
        f(self.work, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        self.operands.iter_mut().for_each(&mut *f);
        self.results.iter_mut().for_each(&mut *f);
        f(&mut self.work);
    }
}
