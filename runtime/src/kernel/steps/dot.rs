//! The [`Dot`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::bf16dot;
use crate::kernel::exec::*;
use crate::kernel::fastmath::widen_bf16;
use crate::kernel::ir::*;
use crate::kernel::smallgemm;
use crate::kernel::storage::{self, Domain};
use crate::kernel::validate::*;
use crate::vm::dump::buf;
use element::lane::{self, Lane, C};
use element::wrap_int;

/// `out[b] = lhs[b] x rhs[b]` for each batch index, `m x k` times `k x n`, all three in
/// `dtype`: f32 and f64 through the GEMM library, integers (wrapping) and complex numbers
/// through a direct loop. With `dtype` f32, an operand may be `bf16` or `f16` (its buffer's
/// declared type): it is converted to f32 a panel at a time (rows of the left operand, columns of
/// the right one, whole along `k`) just before the GEMM reads it, never as a whole copy, with the
/// products and sums of the f32 GEMM on the converted values. (Other float types are converted to
/// f32 by the compiler.) When both operands are `bf16` and the CPU has AVX512_BF16
/// ([`bf16dot::available`]), the product runs on its `bf16` dot-product instruction instead
/// ([`bf16dot`]: `f32` sums of exact products, in its own order, subnormals flushed): the route
/// is the CPU's, the same for every call of the process.
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
            if d.dtype != *dtype && (w || !narrow_operand(*dtype, d.dtype)) {
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

    fn host_bytes_in(&self, kernel: &Kernel) -> (u64, u64) {
        let Dot {
            dtype, m, n: c, k, ..
        } = self;
        // A `bf16` or `f16` operand's panel in f32 ([`panel_len`]), for each operand stored so.
        let narrow = |mat: &MatRef| decl_of(kernel, mat.buf).is_some_and(|d| d.dtype != *dtype);
        let panels = sum(&[
            if narrow(&self.lhs) {
                prod(&[4, *k, panel_len(*m, *k)])
            } else {
                0
            },
            if narrow(&self.rhs) {
                prod(&[4, *k, panel_len(*c, *k)])
            } else {
                0
            },
        ]);
        if bf16_route(
            *dtype,
            decl_of(kernel, self.lhs.buf),
            decl_of(kernel, self.rhs.buf),
        ) {
            // The packed operands of [`bf16dot::gemm`] instead of panels and the GEMM's packing.
            return bf16dot::host_bytes(*m, *k);
        }
        let (once, per_thread) = self.host_bytes();
        (once.saturating_add(panels), per_thread)
    }

    fn cost(&self, kernel: &Kernel) -> Cost {
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
        // Each operand at its own element size (a `bf16` operand is read as such).
        let size = |mat: &MatRef| {
            decl_of(kernel, mat.buf).map_or(dtype.byte_size(), |d| d.dtype.byte_size()) as u64
        };
        Cost {
            flops: prod(&[2, b, *m, *cols, *k]),
            bytes: prod(&[
                b,
                sum(&[
                    prod(&[size(&self.lhs), *m, *k]),
                    prod(&[size(&self.rhs), *k, *cols]),
                    prod(&[dtype.byte_size() as u64, reads_out, *m, *cols]),
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
        let (lt, rt) = (k_dtype_of(k, self.lhs.buf), k_dtype_of(k, self.rhs.buf));
        if self.dtype == ElemType::F32
            && lt == ElemType::BF16
            && rt == ElemType::BF16
            && bf16dot::available()
        {
            return dot_bf16(self, ctx);
        }
        if lt != self.dtype || rt != self.dtype {
            return dot_narrow(self, lt, rt, ctx);
        }
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

/// Whether a dot in `dtype` with operands declared as `l` and `r` runs on the `bf16` dot-product
/// instruction ([`dot_bf16`]): both `bf16`, `dtype` f32, and the CPU has it.
fn bf16_route(dtype: ElemType, l: Option<&BufDecl>, r: Option<&BufDecl>) -> bool {
    dtype == ElemType::F32
        && l.is_some_and(|d| d.dtype == ElemType::BF16)
        && r.is_some_and(|d| d.dtype == ElemType::BF16)
        && bf16dot::available()
}

/// A [`Dot`] in f32 of two `bf16` operands on the CPU's `bf16` dot-product instruction
/// ([`bf16dot::gemm`], which the caller checked is [`bf16dot::available`]), one call per batch
/// element.
fn dot_bf16(d: &Dot, ctx: &Ctx) -> KernelResult {
    let (m, n, k) = (d.m as usize, d.n as usize, d.k as usize);
    if m == 0 || n == 0 || k == 0 {
        // Nothing to multiply: the f32 path writes the zeros (or scales the old values) without
        // reading an operand.
        return run_dot(
            d.dtype,
            d.m,
            d.n,
            d.k,
            &d.batch,
            &d.lhs,
            &d.rhs,
            &d.out,
            d.accumulate,
            ctx,
        );
    }
    let acc = d
        .accumulate
        .map(|(a, b)| (f64::from_bits(a) as f32, f64::from_bits(b) as f32));
    let bsizes: Vec<u64> = d.batch.iter().map(|b| b.0).collect();
    let nb = num_elements(&bsizes);
    let mut idx = vec![0u64; d.batch.len()];
    let (lb, rb, ob) = (ctx.buf(d.lhs.buf), ctx.buf(d.rhs.buf), ctx.buf(d.out.buf));
    for _ in 0..nb {
        let (mut lo, mut ro, mut oo) = (d.lhs.offset, d.rhs.offset, d.out.offset);
        for (j, &i) in idx.iter().enumerate() {
            lo += i as i64 * d.batch[j].1;
            ro += i as i64 * d.batch[j].2;
            oo += i as i64 * d.batch[j].3;
        }
        let mat = |p: *mut u8, off: i64, mr: &MatRef| bf16dot::Strided {
            ptr: (p as *const u16).wrapping_offset(off as isize),
            rs: mr.rs as isize,
            cs: mr.cs as isize,
        };
        let out = bf16dot::Strided {
            ptr: (ob.ptr as *mut f32).wrapping_offset(oo as isize),
            rs: d.out.rs as isize,
            cs: d.out.cs as isize,
        };
        // SAFETY: the caller checked `bf16dot::available()`; `m, n, k > 0`; `Dot::validate`
        // above proved every element addressed by (offset, rs, cs) over m x k, k x n and m x n,
        // with this batch element's offsets, inside the three buffers, the operands declared
        // `bf16` and the result f32 (aligned: `Ctx::fits`), and the result's strides injective;
        // the destination does not overlap an operand (`Ctx::fits` checked the views, the
        // validator the buffers named), and nothing else runs on them during the step.
        unsafe {
            bf16dot::gemm(
                m,
                n,
                k,
                mat(lb.ptr, lo, &d.lhs),
                mat(rb.ptr, ro, &d.rhs),
                out,
                acc,
                ctx.threads,
            )
        };
        // Next batch index.
        let mut j = idx.len();
        while j > 0 {
            j -= 1;
            idx[j] += 1;
            if idx[j] < bsizes[j] {
                break;
            }
            idx[j] = 0;
        }
    }
    Ok(())
}

/// Whether a dot computing in `dtype` takes an operand stored as `t` and converts it panel by
/// panel ([`Dot`]).
fn narrow_operand(dtype: ElemType, t: ElemType) -> bool {
    dtype == ElemType::F32 && matches!(t, ElemType::BF16 | ElemType::F16)
}

/// The elements of a converted panel the dot aims at: 256 Ki f32 (1 MiB). Larger panels mean
/// fewer GEMM calls, each a hand-off to the workers (which a loaded machine makes costly).
const PANEL: u64 = 1 << 18;

/// The rows (of the left operand) or columns (of the right one) of one converted panel, out of
/// `total`, with contraction length `k`: all of them when they fit in [`PANEL`] elements or are
/// at most 128; else `PANEL / k` but at least 128 (the last panel takes the remainder, so it
/// has fewer than twice that). At least 128, so that each GEMM call takes the same blocking
/// along `k` as one call over the whole product (the GEMM library picks a smaller depth block
/// for products of at most 64 x 64): the sums are the same, bit for bit.
fn panel_len(total: u64, k: u64) -> u64 {
    let p = (PANEL / k.max(1)).max(128);
    if total <= p {
        total
    } else {
        // The last of the `total / p` panels has `p` plus the remainder, below `2p`.
        (2 * p).min(total)
    }
}

/// The starts and lengths of the panels of `total` rows or columns ([`panel_len`]).
fn panels(total: usize, k: usize) -> Vec<(usize, usize)> {
    let p = (PANEL as usize / k.max(1)).max(128);
    if total <= p {
        return vec![(0, total)];
    }
    let count = total / p;
    (0..count)
        .map(|i| (i * p, if i + 1 == count { total - i * p } else { p }))
        .collect()
}

/// A [`Dot`] in f32 with a `bf16` or `f16` operand (types `lt`, `rt`): for each batch element,
/// each panel of the left operand's rows and each of the right one's columns is converted to
/// f32 (in the operand's orientation: row-major when its columns are its nearer elements) and
/// multiplied by the GEMM into its block of the result. Each GEMM call has the whole `k` and at
/// least 128 rows or columns ([`panel_len`]), so every result element is the same sum, in the
/// same order, as one f32 GEMM over whole converted operands gives.
fn dot_narrow(d: &Dot, lt: ElemType, rt: ElemType, ctx: &Ctx) -> KernelResult {
    let (m, n, k) = (d.m as usize, d.n as usize, d.k as usize);
    if m == 0 || n == 0 || k == 0 {
        // Nothing to convert: the f32 path writes the zeros (or scales the old values) without
        // reading an operand.
        return run_dot(
            d.dtype,
            d.m,
            d.n,
            d.k,
            &d.batch,
            &d.lhs,
            &d.rhs,
            &d.out,
            d.accumulate,
            ctx,
        );
    }
    let (alpha, beta) = d
        .accumulate
        .map_or((0.0, 1.0), |(a, b)| (f64::from_bits(a), f64::from_bits(b)));
    let bsizes: Vec<u64> = d.batch.iter().map(|b| b.0).collect();
    let nb = num_elements(&bsizes);
    let mut idx = vec![0u64; d.batch.len()];
    let (lb, rb, ob) = (ctx.buf(d.lhs.buf), ctx.buf(d.rhs.buf), ctx.buf(d.out.buf));
    let (rows, cols) = (panels(m, k), panels(n, k));
    let mut lpanel: Vec<f32> = Vec::new();
    let mut rpanel: Vec<f32> = Vec::new();
    // Converts the `len` rows (`along_rows`) or columns from `first` of the operand at `base`
    // (strides `rs`, `cs`, type `t`) into `buf`, and gives the panel's f32 strides.
    let threads = ctx.threads;
    let convert = |buf: &mut Vec<f32>,
                   b: RawBuf,
                   t: ElemType,
                   mat: &MatRef,
                   base: i64,
                   along_rows: bool,
                   first: usize,
                   len: usize|
     -> (isize, isize) {
        // The panel is `len x k` (rows of the left operand) or `k x len` (columns of the right),
        // written line by line along its contiguous direction: rows when the operand's columns
        // are its nearer elements, else columns.
        let (pr, pc) = if along_rows { (len, k) } else { (k, len) };
        let (r0, c0) = if along_rows { (first, 0) } else { (0, first) };
        let row_major = mat.cs.abs() <= mat.rs.abs();
        let (srs, scs, line_len, step) = if row_major {
            (pc as isize, 1, pc, mat.cs)
        } else {
            (1, pr as isize, pr, mat.rs)
        };
        let line_start = |l: usize| -> i64 {
            if row_major {
                base + (r0 + l) as i64 * mat.rs + c0 as i64 * mat.cs
            } else {
                base + r0 as i64 * mat.rs + (c0 + l) as i64 * mat.cs
            }
        };
        buf.clear();
        buf.resize(pr * pc, 0.0);
        let fill = |(l, dst): (usize, &mut [f32])| {
            let at = line_start(l);
            // The line's first element (a method call, so the closure holds the whole `RawBuf`,
            // which may cross threads).
            let first = (b.as_f32() as *const u16).wrapping_offset(at as isize);
            if step == 1 {
                // SAFETY: `Dot::validate` above proved every element addressed by (offset, rs,
                // cs) over the operand's rows and columns, with every batch offset, inside its
                // buffer, whose type (2 bytes: `bf16` or `f16`, `narrow_operand`) and alignment
                // (`Ctx::fits`) were checked; this line's `dst.len()` elements are consecutive
                // ones of them, and nothing writes the operand during the step.
                let src = unsafe { std::slice::from_raw_parts(first, dst.len()) };
                if t == ElemType::BF16 {
                    for (d, &x) in dst.iter_mut().zip(src) {
                        *d = widen_bf16(x);
                    }
                } else {
                    for (d, &x) in dst.iter_mut().zip(src) {
                        *d = half::f16::from_bits(x).to_f32();
                    }
                }
                return;
            }
            for (x, d) in dst.iter_mut().enumerate() {
                // SAFETY: as above: element `x` of this line, `step` apart, is one the validator
                // proved inside the operand's buffer.
                let bits = unsafe { first.offset(x as isize * step as isize).read_unaligned() };
                *d = if t == ElemType::BF16 {
                    widen_bf16(bits)
                } else {
                    half::f16::from_bits(bits).to_f32()
                };
            }
        };
        if threads > 1 && pr * pc >= 1 << 17 {
            use rayon::prelude::*;
            buf.par_chunks_mut(line_len).enumerate().for_each(fill);
        } else {
            buf.chunks_mut(line_len).enumerate().for_each(fill);
        }
        (srs, scs)
    };
    let par = if ctx.threads > 1 && m * n * k >= 64 * 64 * 64 {
        gemm::Parallelism::Rayon(ctx.threads)
    } else {
        gemm::Parallelism::None
    };
    for _ in 0..nb {
        let (mut lo, mut ro, mut oo) = (d.lhs.offset, d.rhs.offset, d.out.offset);
        for (j, &i) in idx.iter().enumerate() {
            lo += i as i64 * d.batch[j].1;
            ro += i as i64 * d.batch[j].2;
            oo += i as i64 * d.batch[j].3;
        }
        for &(r0, rl) in &rows {
            // The left operand's rows `r0 .. r0 + rl`: converted, or read in place.
            let (l, lrs, lcs) = if lt == ElemType::F32 {
                let at = lo + r0 as i64 * d.lhs.rs;
                (
                    (lb.ptr as *const f32).wrapping_offset(at as isize),
                    d.lhs.rs as isize,
                    d.lhs.cs as isize,
                )
            } else {
                let (rs, cs) = convert(&mut lpanel, lb, lt, &d.lhs, lo, true, r0, rl);
                (lpanel.as_ptr(), rs, cs)
            };
            for &(c0, cl) in &cols {
                let (r, rrs, rcs) = if rt == ElemType::F32 {
                    let at = ro + c0 as i64 * d.rhs.cs;
                    (
                        (rb.ptr as *const f32).wrapping_offset(at as isize),
                        d.rhs.rs as isize,
                        d.rhs.cs as isize,
                    )
                } else {
                    let (rs, cs) = convert(&mut rpanel, rb, rt, &d.rhs, ro, false, c0, cl);
                    (rpanel.as_ptr(), rs, cs)
                };
                let o = (ob.ptr as *mut f32)
                    .wrapping_offset((oo + r0 as i64 * d.out.rs + c0 as i64 * d.out.cs) as isize);
                // SAFETY: `Dot::validate` above proved every element of the m x n result
                // (offset, rs, cs, batch strides) inside its buffer, so the block at (r0, c0)
                // of rl x cl is too, and every addressed element of an f32 operand inside its
                // buffer; the panels hold `rl x k` and `k x cl` f32 at the strides `convert`
                // gave. The destination does not overlap an operand (`Ctx::fits` checked the
                // views, the validator the buffers named) nor a panel (the step's own memory).
                unsafe {
                    gemm::gemm::<f32>(
                        rl,
                        cl,
                        k,
                        o,
                        d.out.cs as isize,
                        d.out.rs as isize,
                        d.accumulate.is_some(),
                        l,
                        lcs,
                        lrs,
                        r,
                        rcs,
                        rrs,
                        alpha as f32,
                        beta as f32,
                        false,
                        false,
                        false,
                        par,
                    )
                }
            }
        }
        // Next batch index.
        let mut j = idx.len();
        while j > 0 {
            j -= 1;
            idx[j] += 1;
            if idx[j] < bsizes[j] {
                break;
            }
            idx[j] = 0;
        }
    }
    Ok(())
}

/// The batch elements of a product one worker each takes, when the product runs element by
/// element across the workers instead of each element's GEMM split across them: with at least
/// as many elements as workers, in equal shares (or at least four each), the workers start once
/// per step rather than once per element (`attention_block`'s four heads of 128x128x32 and
/// 128x32x128: 46 and 18 µs at 2 threads, no faster than at 1). `None`: the elements one after
/// another.
fn batch_share(nb: u64, threads: usize) -> Option<u64> {
    let t = threads as u64;
    (t > 1 && nb >= t && (nb.is_multiple_of(t) || nb >= 4 * t)).then(|| nb.div_ceil(t))
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
    let (lb, rb, ob) = (ctx.buf(lhs.buf), ctx.buf(rhs.buf), ctx.buf(out.buf));
    let work = m * n * k;
    // Large enough to split: across the batch elements when there are enough of them (each
    // element's GEMM then on one worker), else each element's GEMM across the workers. Either
    // way every element is the same sums in the same order (the GEMM library splits rows and
    // columns, never the contraction).
    let split = ctx.threads > 1 && work >= 64 * 64 * 64;
    let share = if split {
        batch_share(nb, ctx.threads)
    } else {
        None
    };
    let par = if split && share.is_none() {
        gemm::Parallelism::Rayon(ctx.threads)
    } else {
        gemm::Parallelism::None
    };
    // A small f32 product on one thread skips the GEMM library's set-up, with its results
    // ([`smallgemm`]: the same sums in the same order, where `applies`).
    let small = dtype == ElemType::F32
        && matches!(par, gemm::Parallelism::None)
        && smallgemm::applies(
            m,
            n,
            k,
            [lhs.rs, lhs.cs],
            [rhs.rs, rhs.cs],
            accumulate.is_some(),
        )
        && smallgemm::available();
    // Batch element `e` (row-major over the batch dimensions).
    // (Buffers through methods, so the closure holds each whole `RawBuf`, which may cross
    // threads, not its raw pointer field.)
    let one = |e: u64| {
        let (mut lo, mut ro, mut oo) = (lhs.offset, rhs.offset, out.offset);
        let mut rest = e;
        for (d, b) in batch.iter().enumerate().rev() {
            let i = (rest % bsizes[d]) as i64;
            rest /= bsizes[d];
            lo += i * b.1;
            ro += i * b.2;
            oo += i * b.3;
        }
        macro_rules! call {
            ($t:ty) => {{
                let (l, r, o) = (
                    (lb.as_f32() as *const $t).wrapping_offset(lo as isize),
                    (rb.as_f32() as *const $t).wrapping_offset(ro as isize),
                    (ob.as_f32() as *mut $t).wrapping_offset(oo as isize),
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
                    // buffers named; the compiler uses scratch instead), and batch elements'
                    // results are apart (the validator's injectivity check over the batch).
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
        if small {
            let mat = |p: *mut f32, off: i64, mr: &MatRef| smallgemm::Strided {
                ptr: (p as *const f32).wrapping_offset(off as isize),
                rs: mr.rs as isize,
                cs: mr.cs as isize,
            };
            // SAFETY: `small` checked `smallgemm::available()`, `k <= MAX_K`, `m, n >= 2` and a
            // contiguous right row or left column (`applies`);
            // `Dot::validate` above proved every element addressed by (offset, rs, cs) over
            // m x k, k x n and m x n, with this batch element's offsets, inside the three f32
            // buffers (aligned: `Ctx::fits`), and the result's strides injective (over the
            // batch too); the destination does not overlap an operand (`Ctx::fits` checked the
            // views, the validator the buffers named), and nothing else writes them during the
            // step.
            unsafe {
                smallgemm::gemm(
                    m as usize,
                    n as usize,
                    k as usize,
                    mat(lb.as_f32(), lo, lhs),
                    mat(rb.as_f32(), ro, rhs),
                    mat(ob.as_f32(), oo, out),
                )
            };
        } else if dtype == ElemType::F64 {
            call!(f64)
        } else {
            call!(f32)
        }
    };
    match share {
        Some(per) => parallel_tiles_of(nb, per, ctx.threads, &|lo, hi| {
            (lo..hi).for_each(one);
            Ok(())
        }),
        None => {
            (0..nb).for_each(one);
            Ok(())
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The branch-free widening is `half`'s (which the executor's and the JIT's conversions
    /// match), bit for bit, for every `bf16` pattern: NaNs quieted, signed zeros, subnormals.
    #[test]
    fn bf16_widening_is_halfs() {
        for bits in 0..=u16::MAX {
            assert_eq!(
                widen_bf16(bits).to_bits(),
                half::bf16::from_bits(bits).to_f32().to_bits(),
                "{bits:#06x}"
            );
        }
    }

    /// Runs one f32 `Dot` of two `bf16` operands on the route `route` ("hw": the dot-product
    /// instruction, "panels": converted panels into the f32 GEMM, "step": `Dot::run`, which picks
    /// by CPU), with `threads` workers in a pool of that size; gives the result buffer.
    #[allow(clippy::too_many_arguments)]
    fn run_route(
        route: &str,
        d: &Dot,
        lhs: &[f32],
        rhs: &[f32],
        out0: &[f32],
        threads: usize,
    ) -> Vec<f32> {
        use crate::kernel::ir::{BufDecl, Kernel, Step};
        let bf = |v: &[f32]| -> Vec<u16> {
            v.iter()
                .map(|&x| half::bf16::from_f32(x).to_bits())
                .collect()
        };
        let (mut l, mut r, mut o) = (bf(lhs), bf(rhs), out0.to_vec());
        let decl = |dtype, n: usize, writable| BufDecl {
            dtype,
            elements: n as u64,
            writable,
        };
        let k = Kernel {
            name: "dot".into(),
            bindings: vec![
                decl(ElemType::BF16, l.len(), false),
                decl(ElemType::BF16, r.len(), false),
                decl(ElemType::F32, o.len(), true),
            ],
            scratch: vec![],
            steps: vec![Step::Dot(d.clone())],
        };
        let k = crate::kernel::validate::validate_kernel(k).expect("a valid kernel");
        let raw = |p: *mut u8, len| RawBuf { ptr: p, len };
        let bind = [
            raw(l.as_mut_ptr() as *mut u8, l.len() * 2),
            raw(r.as_mut_ptr() as *mut u8, r.len() * 2),
            raw(o.as_mut_ptr() as *mut u8, o.len() * 4),
        ];
        let ctx = Ctx {
            bindings: &bind,
            scratch: &[],
            threads,
        };
        ctx.fits(&k).unwrap();
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
            .install(|| match route {
                "hw" => dot_bf16(d, &ctx),
                "panels" => dot_narrow(d, ElemType::BF16, ElemType::BF16, &ctx),
                _ => d.run(&k, &ctx),
            })
            .unwrap();
        o
    }

    fn mat(buf: u32, offset: i64, rs: i64, cs: i64) -> MatRef {
        MatRef {
            buf: Buf::Binding(buf),
            offset,
            rs,
            cs,
        }
    }

    fn dot(m: u64, n: u64, k: u64, lhs: MatRef, rhs: MatRef, out: MatRef) -> Dot {
        Dot {
            dtype: ElemType::F32,
            m,
            n,
            k,
            batch: vec![],
            lhs,
            rhs,
            out,
            accumulate: None,
        }
    }

    /// The routes a `bf16` product can take on this CPU: both when it has the dot-product
    /// instruction, else the panels alone.
    fn routes() -> Vec<&'static str> {
        if bf16dot::available() {
            vec!["hw", "panels", "step"]
        } else {
            vec!["panels", "step"]
        }
    }

    /// By hand: [[1, 2, 3], [4, 5, 6]] x [[7, 8], [9, 10], [11, 12]] = [[58, 64], [139, 154]]
    /// (an odd `k`, whose last pair the instruction route pads with zero), on every route.
    #[test]
    fn bf16_dot_by_hand_on_every_route() {
        let d = dot(2, 2, 3, mat(0, 0, 3, 1), mat(1, 0, 2, 1), mat(2, 0, 2, 1));
        let a = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
        let b = [7.0, 8.0, 9.0, 10.0, 11.0, 12.0];
        for route in routes() {
            for threads in [1, 2] {
                let o = run_route(route, &d, &a, &b, &[0.0; 4], threads);
                assert_eq!(o, [58.0, 64.0, 139.0, 154.0], "{route} threads {threads}");
            }
        }
    }

    /// Small integers (exact in `bf16`, and every partial sum exact in f32, so every summation
    /// order gives the same bits), against a plain triple loop in f64: edges that are not whole
    /// microkernel blocks (`m` 100 = 8 x 12 + 4, `n` 200 = 6 x 32 + 8), an odd `k`, a transposed
    /// right operand and a transposed, offset result, a batch of two, an accumulating product
    /// (`0.5 * old + 2 * product`), on 1 and 2 threads (large enough to run in parallel).
    #[test]
    fn bf16_dot_matches_a_plain_loop_on_every_route() {
        let (m, n, k) = (100usize, 200usize, 63usize);
        let val = |i: usize, s: usize| ((i * 7 + s * 13) % 17) as f32 - 8.0;
        let a: Vec<f32> = (0..2 * m * k).map(|i| val(i, 1)).collect();
        let b: Vec<f32> = (0..2 * k * n).map(|i| val(i, 2)).collect();
        // lhs row-major (rs k, cs 1); rhs stored transposed (element (p, j) at j * k + p);
        // out transposed with an offset of 3 (element (i, j) at 3 + j * m + i).
        let mut d = dot(
            m as u64,
            n as u64,
            k as u64,
            mat(0, 0, k as i64, 1),
            mat(1, 0, 1, k as i64),
            mat(2, 3, 1, m as i64),
        );
        d.batch = vec![(2, (m * k) as i64, (k * n) as i64, (3 + m * n) as i64)];
        let olen = 2 * (3 + m * n);
        let old: Vec<f32> = (0..olen).map(|i| (i % 5) as f32).collect();
        for accumulate in [false, true] {
            d.accumulate = accumulate.then_some((0.5f64.to_bits(), 2f64.to_bits()));
            let mut want = old.clone();
            for bi in 0..2 {
                for i in 0..m {
                    for j in 0..n {
                        let s: f64 = (0..k)
                            .map(|p| {
                                a[bi * m * k + i * k + p] as f64 * b[bi * k * n + j * k + p] as f64
                            })
                            .sum();
                        let at = bi * (3 + m * n) + 3 + j * m + i;
                        want[at] = if accumulate {
                            (0.5 * old[at] as f64 + 2.0 * s) as f32
                        } else {
                            s as f32
                        };
                    }
                }
            }
            for route in routes() {
                for threads in [1, 2] {
                    let o = run_route(route, &d, &a, &b, &old, threads);
                    assert!(
                        o == want,
                        "{route} threads {threads} accumulate {accumulate}"
                    );
                }
            }
        }
    }

    /// The routes differ where the instruction flushes subnormals: 2^-100 x 2^-30 is 2^-130, a
    /// subnormal f32, which the converted panels' f32 GEMM keeps and `vdpbf16ps` flushes to
    /// zero; `Dot::run` takes the instruction exactly when the CPU has it.
    #[test]
    fn the_route_is_the_cpus() {
        let d = dot(1, 1, 1, mat(0, 0, 1, 1), mat(1, 0, 1, 1), mat(2, 0, 1, 1));
        let (a, b) = ([2f32.powi(-100)], [2f32.powi(-30)]);
        let panels = run_route("panels", &d, &a, &b, &[1.0], 1);
        assert_eq!(panels, [2f32.powi(-130)]);
        let step = run_route("step", &d, &a, &b, &[1.0], 1);
        if bf16dot::available() {
            assert_eq!(run_route("hw", &d, &a, &b, &[1.0], 1), [0.0]);
            assert_eq!(step, [0.0]);
        } else {
            assert_eq!(step, panels);
        }
    }

    /// Panels: one when the rows or columns fit (or are at most 128), else panels of at least
    /// 128 covering every row once, the last below twice the others.
    #[test]
    fn panels_cover_every_row_once() {
        for (total, k) in [
            (1, 1),
            (128, 1 << 20),
            (129, 1024),
            (1000, 1024),
            (70000, 3),
            (300, 600),
        ] {
            let ps = panels(total, k);
            let mut next = 0;
            for &(start, len) in &ps {
                assert_eq!(start, next, "{total} {k}");
                assert!(len >= 128.min(total) && len as u64 <= panel_len(total as u64, k as u64));
                next += len;
            }
            assert_eq!(next, total, "{total} {k}");
        }
    }
}
