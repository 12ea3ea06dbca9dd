//! The [`Dot`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::storage::{self, Domain};
use crate::kernel::validate::*;
use crate::vm::dump::buf;
use element::lane::{self, Lane, C};
use element::wrap_int;

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

wire!(Dot {
    dtype,
    m,
    n,
    k,
    pad,
    batch,
    lhs,
    rhs,
    out,
    accumulate
});

impl StepKind for Dot {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Dot {
            dtype,
            m,
            n,
            k,
            batch,
            lhs,
            rhs,
            out,
            accumulate,
        } = self;
        let float = matches!(dtype, ElemType::F32 | ElemType::F64);
        if !supported(*dtype) || accumulate.is_some() && !float {
            return Err(v.err(format!(
                "dot on {dtype} (accumulating: {})",
                accumulate.is_some()
            )));
        }
        v.shape(&[*m, *n])?;
        if m.saturating_mul(*n).saturating_mul(*k) > MAX_DOT_WORK {
            return Err(v.err("contraction too large"));
        }
        if batch.len() > MAX_RANK {
            return Err(v.err("too many batch dimensions"));
        }
        let sizes: Vec<u64> = batch.iter().map(|b| b.0).collect();
        v.shape(&sizes)?;
        // The direct loop of the other types copies both operands of one batch element
        // into lanes: bounded here, since the operands' strides may repeat elements.
        if !float && (m.saturating_mul(*k) > MAX_DOT_COPY || k.saturating_mul(*n) > MAX_DOT_COPY) {
            return Err(v.err(format!(
                            "a dot on {dtype} of {m}x{k} by {k}x{n} exceeds the {MAX_DOT_COPY} elements of an operand"
                        )));
        }
        let mut odims = vec![(*m, out.rs), (*n, out.cs)];
        odims.extend(batch.iter().map(|b| (b.0, b.3)));
        if !injective(&odims) {
            return Err(v.err("the dot's result strides send two elements to one place"));
        }
        for (mat, rows, cols, bi, w) in [
            (lhs, *m, *k, 1, false),
            (rhs, *k, *n, 2, false),
            (out, *m, *n, 3, true),
        ] {
            let d = if w {
                v.writable(mat.buf)?
            } else {
                v.decl(mat.buf)?
            };
            if d.dtype != *dtype {
                return Err(v.err("dot operand type"));
            }
            let mut dims = vec![(rows, mat.rs), (cols, mat.cs)];
            for b in batch {
                dims.push((b.0, [b.1, b.2, b.3][bi - 1]));
            }
            v.range(mat.buf, mat.offset, &dims)?;
        }

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        // A multiply-add per product term, at the weight of the element type's lanes (the
        // direct loop of the types without a packed GEMM costs 3 to 5 ns per term).
        let Dot {
            dtype,
            m,
            n: cols,
            k,
            batch,
            ..
        } = self;
        let b: Vec<u64> = batch.iter().map(|b| b.0).collect();
        prod(&[prod(&b), *m, *cols, (*k).max(1), lane_weight(*dtype)])
    }

    fn host_bytes(&self) -> (u64, u64) {
        let Dot {
            dtype, m, n: c, k, ..
        } = self;
        match dtype {
            // The GEMM library packs the operands (`k x n`, and `k x m` when it prepacks the
            // left one, each padded to its register tiles) into the calling thread's packing
            // buffer, kept between calls up to a fixed size (`gemm_common::gemm::PACK_KEPT_MAX`).
            ElemType::F32 | ElemType::F64 => {
                let pad = |x: u64| x.saturating_add(64);
                (
                    prod(&[
                        dtype.byte_size() as u64,
                        pad(*k),
                        pad(*c).saturating_add(pad(*m)),
                    ]),
                    small(),
                )
            }
            // The direct loop copies both operands and its result into lanes (and narrows).
            _ => (
                prod(&[
                    2 * LANE,
                    sum(&[prod(&[*m, *k]), prod(&[*k, *c]), prod(&[*m, *c])]),
                ]),
                small(),
            ),
        }
    }

    fn cost(&self, _k: &Kernel) -> Cost {
        let Dot {
            dtype,
            m,
            n: cols,
            k,
            batch,
            accumulate,
            ..
        } = self;
        let b = prod(&batch.iter().map(|b| b.0).collect::<Vec<_>>());
        // An accumulating product reads its destination's old values too.
        let reads_out = 1 + accumulate.is_some() as u64;
        Cost {
            flops: prod(&[2, b, *m, *cols, *k]),
            bytes: prod(&[
                dtype.byte_size() as u64,
                b,
                sum(&[
                    prod(&[*m, *k]),
                    prod(&[*k, *cols]),
                    prod(&[reads_out, *m, *cols]),
                ]),
            ]),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        // The guard-page build's check that GEMM's destination is apart from its operands (no-ops
        // otherwise).
        let _writing = ctx.borrow(k, self.out.buf, true, "dot output");
        let _lhs = ctx.borrow(k, self.lhs.buf, false, "dot lhs");
        let _rhs = ctx.borrow(k, self.rhs.buf, false, "dot rhs");
        run_dot(
            self.dtype,
            self.m,
            self.n,
            self.k,
            &self.batch,
            &self.lhs,
            &self.rhs,
            &self.out,
            self.accumulate,
            ctx,
        )
    }

    fn dump(&self) -> String {
        let Dot { m, n, k, batch, .. } = self;
        let (lhs, rhs, out) = (&self.lhs, &self.rhs, &self.out);
        format!(
                "dot {} m={m} n={n} k={k} batch={batch:?} lhs={}+{} (rs {}, cs {}) rhs={}+{} (rs {}, cs {}) -> {}{}",
                self.dtype.name(),
                buf(&lhs.buf), lhs.offset, lhs.rs, lhs.cs,
                buf(&rhs.buf), rhs.offset, rhs.rs, rhs.cs,
                buf(&out.buf),
                self.accumulate.map_or(String::new(), |(a, b)| format!(" (= {} * old + {} * product)", f64::from_bits(a), f64::from_bits(b)))
            )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.lhs.buf, Access::Read);
        f(self.rhs.buf, Access::Read);
        f(self.out.buf, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.lhs.buf);
        f(&mut self.rhs.buf);
        f(&mut self.out.buf);
    }
}

#[allow(clippy::too_many_arguments)]
fn run_dot(
    dtype: ElemType,
    m: u64,
    n: u64,
    k: u64,
    batch: &[(u64, i64, i64, i64)],
    lhs: &MatRef,
    rhs: &MatRef,
    out: &MatRef,
    accumulate: Option<(u64, u64)>,
    ctx: &Ctx,
) -> KernelResult {
    match storage::domain(dtype) {
        Domain::F32 => {}
        Domain::F if dtype == ElemType::F64 => {}
        Domain::F | Domain::I | Domain::C => {
            return dot_generic(dtype, m, n, k, batch, lhs, rhs, out, ctx)
        }
    }
    let (alpha, beta) =
        accumulate.map_or((0.0, 1.0), |(a, b)| (f64::from_bits(a), f64::from_bits(b)));
    let bsizes: Vec<u64> = batch.iter().map(|b| b.0).collect();
    let nb = num_elements(&bsizes);
    let mut idx = vec![0u64; batch.len()];
    let (lb, rb, ob) = (ctx.buf(lhs.buf), ctx.buf(rhs.buf), ctx.buf(out.buf));
    let work = m * n * k;
    let par = if ctx.threads > 1 && work >= 64 * 64 * 64 {
        gemm::Parallelism::Rayon(ctx.threads)
    } else {
        gemm::Parallelism::None
    };
    for _ in 0..nb {
        let (mut lo, mut ro, mut oo) = (lhs.offset, rhs.offset, out.offset);
        for (d, &i) in idx.iter().enumerate() {
            lo += i as i64 * batch[d].1;
            ro += i as i64 * batch[d].2;
            oo += i as i64 * batch[d].3;
        }
        macro_rules! call {
            ($t:ty) => {{
                let (l, r, o) = (
                    (lb.ptr as *const $t).wrapping_offset(lo as isize),
                    (rb.ptr as *const $t).wrapping_offset(ro as isize),
                    (ob.ptr as *mut $t).wrapping_offset(oo as isize),
                );
                if k == 0 {
                    for i in 0..m as isize {
                        for j in 0..n as isize {
                            // SAFETY: `Dot::validate` above proved every (i, j) of the output inside its buffer.
                            unsafe {
                                let p = o.offset(i * out.rs as isize + j * out.cs as isize);
                                *p = if accumulate.is_some() { *p * alpha as $t } else { 0.0 };
                            }
                        }
                    }
                } else {
                    // SAFETY: `Dot::validate` above proved every element addressed by (offset, rs, cs) over
                    // m x k, k x n and m x n inside the three buffers; the destination does not
                    // overlap an operand (`Ctx::fits` checked the views, the validator the
                    // buffers named; the compiler uses scratch instead).
                    unsafe {
                        gemm::gemm::<$t>(
                            m as usize,
                            n as usize,
                            k as usize,
                            o,
                            out.cs as isize,
                            out.rs as isize,
                            accumulate.is_some(),
                            l,
                            lhs.cs as isize,
                            lhs.rs as isize,
                            r,
                            rhs.cs as isize,
                            rhs.rs as isize,
                            alpha as $t,
                            beta as $t,
                            false,
                            false,
                            false,
                            par,
                        )
                    }
                }
            }};
        }
        if dtype == ElemType::F64 {
            call!(f64)
        } else {
            call!(f32)
        }
        // Next batch index.
        let mut d = idx.len();
        while d > 0 {
            d -= 1;
            idx[d] += 1;
            if idx[d] < bsizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    Ok(())
}

/// A contraction in the domain of `dtype` (integers wrapping, `i1` as or-of-ands, complex numbers
/// in `f64` parts rounded once): the operands are read into lanes, multiplied and summed directly.
#[allow(clippy::too_many_arguments)]
fn dot_generic(
    dtype: ElemType,
    m: u64,
    n: u64,
    k: u64,
    batch: &[(u64, i64, i64, i64)],
    lhs: &MatRef,
    rhs: &MatRef,
    out: &MatRef,
    ctx: &Ctx,
) -> KernelResult {
    let bsizes: Vec<u64> = batch.iter().map(|b| b.0).collect();
    let nb = num_elements(&bsizes);
    let mut idx = vec![0u64; batch.len()];
    let (lb, rb, ob) = (ctx.buf(lhs.buf), ctx.buf(rhs.buf), ctx.buf(out.buf));
    let (m, n, k) = (m as usize, n as usize, k as usize);
    for _ in 0..nb {
        let (mut lo, mut ro, mut oo) = (lhs.offset, rhs.offset, out.offset);
        for (d, &i) in idx.iter().enumerate() {
            lo += i as i64 * batch[d].1;
            ro += i as i64 * batch[d].2;
            oo += i as i64 * batch[d].3;
        }
        let at = |off: i64, rs: i64, cs: i64, cols: usize| {
            move |e: usize| (off + (e / cols) as i64 * rs + (e % cols) as i64 * cs) as usize
        };
        // SAFETY: `Dot::validate` above proved every element addressed by (offset, rs, cs) over m x k, k x n
        // and m x n inside the three buffers; the operands are copied into lanes before the
        // result is written, so an overlap cannot be observed.
        let (a, b) = unsafe {
            (
                storage::load_with(lb, dtype, m * k, at(lo, lhs.rs, lhs.cs, k.max(1)))?,
                storage::load_with(rb, dtype, k * n, at(ro, rhs.rs, rhs.cs, n.max(1)))?,
            )
        };
        let c = match (a, b) {
            (Lane::I(a), Lane::I(b)) => Lane::I(
                (0..m * n)
                    .map(|e| {
                        let (i, j) = (e / n, e % n);
                        let s = (0..k).fold(0i64, |s, p| {
                            s.wrapping_add(a[i * k + p].wrapping_mul(b[p * n + j]))
                        });
                        if dtype.is_bool() {
                            (s != 0) as i64
                        } else {
                            wrap_int(s, dtype)
                        }
                    })
                    .collect(),
            ),
            (Lane::C(a), Lane::C(b)) => {
                let v = (0..m * n)
                    .map(|e| {
                        let (i, j) = (e / n, e % n);
                        (0..k).fold(C::new(0.0, 0.0), |s, p| s + a[i * k + p] * b[p * n + j])
                    })
                    .collect();
                let mut l = Lane::C(v);
                lane::narrow(dtype, &mut l);
                l
            }
            (Lane::F(a), Lane::F(b)) => {
                let v = (0..m * n)
                    .map(|e| {
                        let (i, j) = (e / n, e % n);
                        (0..k).fold(0.0, |s, p| s + a[i * k + p] * b[p * n + j])
                    })
                    .collect();
                let mut l = Lane::F(v);
                lane::narrow(dtype, &mut l);
                l
            }
            _ => {
                return Err(format!(
                    "internal: a dot_general on {dtype} outside its domain"
                ))
            }
        };
        // SAFETY: as above.
        unsafe { storage::store_with(ob, dtype, &c, m * n, at(oo, out.rs, out.cs, n.max(1))) }?;
        let mut d = idx.len();
        while d > 0 {
            d -= 1;
            idx[d] += 1;
            if idx[d] < bsizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    Ok(())
}
