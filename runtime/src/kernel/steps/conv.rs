//! The [`Conv`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{elem_bytes, Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::storage::{self, Domain};
use crate::kernel::validate::*;
use crate::vm::dump::buf;
use element::lane::{self, Lane, C};
use element::wrap_int;

/// A StableHLO convolution, row-major buffers, all three in `dtype` (the element types
/// [`Step::Dot`] takes).
#[derive(Clone, Debug, PartialEq)]
pub struct Conv {
    /// Element type of the operands and the result.
    pub dtype: ElemType,
    /// Input.
    pub lhs: Buf,
    /// Kernel.
    pub rhs: Buf,
    /// Output.
    pub out: Buf,
    /// Layout and window.
    pub desc: ConvDesc,
}

wire!(Conv {
    dtype,
    lhs,
    rhs,
    out,
    pad,
    desc
});

impl StepKind for Conv {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Conv {
            dtype,
            lhs,
            rhs,
            out,
            desc: d,
        } = self;
        if !supported(*dtype) {
            return Err(v.err(format!("convolution on {dtype}")));
        }
        let r = d.lhs_shape.len();
        let nsp = r.checked_sub(2).ok_or_else(|| v.err("convolution rank"))?;
        let ok = d.rhs_shape.len() == r
            && d.out_shape.len() == r
            && [&d.lhs_sp, &d.rhs_sp, &d.out_sp]
                .iter()
                .all(|v| v.len() == nsp && v.iter().all(|&x| (x as usize) < r))
            && [
                d.strides.len(),
                d.pad_lo.len(),
                d.lhs_dil.len(),
                d.rhs_dil.len(),
                d.reverse.len(),
            ]
            .iter()
            .all(|&l| l == nsp)
            && [d.lhs_b, d.lhs_f, d.rhs_i, d.rhs_o, d.out_b, d.out_f]
                .iter()
                .all(|&x| (x as usize) < r)
            && d.batch_groups == 1
            && d.feature_groups >= 1;
        // Each operand's dimension numbers name every dimension once.
        let permutation = |b: u32, f: u32, sp: &[u32]| {
            let mut seen = vec![false; r];
            std::iter::once(b)
                .chain(std::iter::once(f))
                .chain(sp.iter().copied())
                .all(|x| !std::mem::replace(&mut seen[x as usize], true))
        };
        if !ok
            || !permutation(d.lhs_b, d.lhs_f, &d.lhs_sp)
            || !permutation(d.rhs_i, d.rhs_o, &d.rhs_sp)
            || !permutation(d.out_b, d.out_f, &d.out_sp)
        {
            return Err(v.err("malformed convolution"));
        }
        let win: Vec<u64> = d.rhs_sp.iter().map(|&x| d.rhs_shape[x as usize]).collect();
        v.window(&win)?;
        let g = d.feature_groups;
        let cin = d.lhs_shape[d.lhs_f as usize];
        let cout = d.out_shape[d.out_f as usize];
        if cin % g != 0
            || cout % g != 0
            || d.rhs_shape[d.rhs_i as usize] < cin / g
            || d.rhs_shape[d.rhs_o as usize] < cout
            || d.lhs_shape[d.lhs_b as usize] < d.out_shape[d.out_b as usize]
            || d.strides
                .iter()
                .chain(&d.lhs_dil)
                .chain(&d.rhs_dil)
                .any(|&x| !(1..=1 << 20).contains(&x))
            || d.pad_lo.iter().any(|&p| p.unsigned_abs() > 1 << 40)
        {
            return Err(v.err("inconsistent convolution shapes"));
        }
        v.whole(*lhs, *dtype, v.shape(&d.lhs_shape)?, false)?;
        v.whole(*rhs, *dtype, v.shape(&d.rhs_shape)?, false)?;
        v.whole(*out, *dtype, v.shape(&d.out_shape)?, true)?;

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        // A multiply-add per tap and output, at the weight of the element type's lanes.
        let Conv { dtype, desc: d, .. } = self;
        let win: Vec<u64> = d
            .rhs_sp
            .iter()
            .map(|&x| d.rhs_shape.get(x as usize).copied().unwrap_or(0))
            .collect();
        let cin = d.rhs_shape.get(d.rhs_i as usize).copied().unwrap_or(0);
        prod(&[
            prod(&d.out_shape),
            prod(&win),
            cin.max(1),
            lane_weight(*dtype),
        ])
        .saturating_add(prod(&d.lhs_shape))
    }

    fn host_bytes(&self) -> (u64, u64) {
        let Conv { dtype, desc: d, .. } = self;
        let dim = |shape: &[u64], i: u32| shape.get(i as usize).copied().unwrap_or(0);
        let win: Vec<u64> = d.rhs_sp.iter().map(|&x| dim(&d.rhs_shape, x)).collect();
        let (cin, cout) = (dim(&d.rhs_shape, d.rhs_i), dim(&d.rhs_shape, d.rhs_o));
        let taps = prod(&[prod(&win), 8 * (d.rhs_sp.len() as u64 + 2)]);
        // Output rows (positions; a weight gradient's taps and features): the im2col matrices'
        // rows.
        let rows = prod(&d.out_shape) / dim(&d.out_shape, d.out_f).max(1);
        let once = match dtype {
            // The weight-gradient path's partial sums (its output `rows x cout` some times).
            ElemType::F32 => 4 * wgrad_partial_elements(prod(&[rows, cout])),
            ElemType::F64 => 0,
            // Operands and result in lanes.
            _ => prod(&[
                2 * LANE,
                sum(&[prod(&d.lhs_shape), prod(&d.rhs_shape), prod(&d.out_shape)]),
            ]),
        };
        // Each thread's block of an im2col matrix (`rows x window x cin` floats in all, at most
        // `IM2COL_BLOCK` or 64 rows at once, capped where the direct loop runs instead).
        let block = match dtype {
            ElemType::F32 => 4 * im2col_block_elements(rows, prod(&[prod(&win), cin])),
            _ => 0,
        };
        (
            once.saturating_add(taps),
            sum(&[prod(&[LANE, cout]), block, small()]),
        )
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Conv {
            lhs,
            rhs,
            out,
            desc: d,
            ..
        } = self;
        let dim = |shape: &[u64], i: u32| shape.get(i as usize).copied().unwrap_or(0);
        let win: Vec<u64> = d.rhs_sp.iter().map(|&x| dim(&d.rhs_shape, x)).collect();
        let cin = dim(&d.rhs_shape, d.rhs_i);
        // A multiply-add per output element, window tap and input feature (of its group).
        Cost {
            flops: prod(&[2, prod(&d.out_shape), prod(&win), cin]),
            bytes: sum(&[
                prod(&[elem_bytes(k, *lhs), prod(&d.lhs_shape)]),
                prod(&[elem_bytes(k, *rhs), prod(&d.rhs_shape)]),
                prod(&[elem_bytes(k, *out), prod(&d.out_shape)]),
            ]),
        }
    }

    fn run(&self, _k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let Conv {
            dtype,
            lhs,
            rhs,
            out,
            desc,
        } = self;
        if num_elements(&desc.out_shape) == 0 {
            // No output element: nothing to compute (the loops' per-feature accumulators
            // would still be sized by the dimensions that are not empty).
            return Ok(());
        }
        let (l, r, o) = (ctx.buf(*lhs), ctx.buf(*rhs), ctx.buf(*out));
        match storage::domain(*dtype) {
            Domain::F32 => {
                if !conv_im2col_f32(l, r, o, desc, ctx.threads)
                    && !conv_weight_grad_f32(l, r, o, desc, ctx.threads)
                {
                    conv::<f32>(l, r, o, desc)
                }
                Ok(())
            }
            Domain::F if *dtype == ElemType::F64 => {
                conv::<f64>(l, r, o, desc);
                Ok(())
            }
            Domain::F | Domain::I | Domain::C => conv_generic(*dtype, l, r, o, desc),
        }
    }

    fn dump(&self) -> String {
        let desc = &self.desc;
        format!(
            "convolution {} {} x {} -> {} ({:?} x {:?} -> {:?}, strides {:?}, pad_lo {:?})",
            self.dtype.name(),
            buf(&self.lhs),
            buf(&self.rhs),
            buf(&self.out),
            desc.lhs_shape,
            desc.rhs_shape,
            desc.out_shape,
            desc.strides,
            desc.pad_lo
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.lhs, Access::Read);
        f(self.rhs, Access::Read);
        f(self.out, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.lhs);
        f(&mut self.rhs);
        f(&mut self.out);
    }
}

/// Floats the library kernels compute in.
pub(crate) trait Float:
    Copy + std::ops::Add<Output = Self> + std::ops::Mul<Output = Self> + Default
{
}
impl Float for f32 {}
impl Float for f64 {}

thread_local! {
    /// The im2col matrix of the last convolution on this thread, reused so a steady loop does
    /// not allocate.
    static IM2COL: std::cell::Cell<Vec<f32>> = const { std::cell::Cell::new(Vec::new()) };
}

/// An f32 convolution in the common layout (batch, spatial..., features row-major for input and
/// output; kernel spatial..., in, out row-major; one group, no input dilation, no reversal) as
/// im2col plus one packed GEMM: `[batch * positions, window * cin] x [window * cin, cout]`.
/// Returns false (doing nothing) for any other layout.
/// Largest im2col matrix (elements, 256 MiB of `f32`) of one convolution.
pub(crate) const IM2COL_MAX_ELEMENTS: usize = 1 << 26;

pub(crate) fn conv_im2col_f32(
    lhs: RawBuf,
    rhs: RawBuf,
    out: RawBuf,
    d: &ConvDesc,
    threads: usize,
) -> bool {
    let nsp = d.out_sp.len();
    let row_major_in = |shape: &[u64], b: u32, sp: &[u32], f: u32| {
        let mut order = vec![b];
        order.extend_from_slice(sp);
        order.push(f);
        order.iter().enumerate().all(|(i, &x)| x as usize == i) && shape.len() == nsp + 2
    };
    let mut korder: Vec<u32> = d.rhs_sp.clone();
    korder.extend([d.rhs_i, d.rhs_o]);
    if d.feature_groups > 1
        || d.batch_groups > 1
        || d.lhs_dil.iter().any(|&x| x != 1)
        || d.reverse.iter().any(|&r| r)
        || !row_major_in(&d.lhs_shape, d.lhs_b, &d.lhs_sp, d.lhs_f)
        || !row_major_in(&d.out_shape, d.out_b, &d.out_sp, d.out_f)
        || korder.iter().enumerate().any(|(i, &x)| x as usize != i)
    {
        return false;
    }
    let cin = d.lhs_shape[nsp + 1] as usize;
    let cout = d.out_shape[nsp + 1] as usize;
    if d.rhs_shape[nsp] as usize != cin || d.rhs_shape[nsp + 1] as usize != cout {
        return false;
    }
    let batch = d.out_shape[0] as usize;
    let out_sp: Vec<u64> = d.out_shape[1..=nsp].to_vec();
    let in_sp: Vec<u64> = d.lhs_shape[1..=nsp].to_vec();
    let win: Vec<u64> = d.rhs_shape[..nsp].to_vec();
    let n_out_sp = num_elements(&out_sp) as usize;
    let n_win = num_elements(&win) as usize;
    let (Some(rows), Some(kdim)) = (batch.checked_mul(n_out_sp), n_win.checked_mul(cin)) else {
        return false;
    };
    if rows == 0 || cout == 0 {
        return true;
    }
    // The guard-page build's check that the output is aligned and apart from both operands,
    // which are read through slices and GEMM while it is written (no-ops otherwise).
    let _writing = crate::kernel::borrows::exclusive(out.as_f32(), rows * cout, "conv output");
    let _kernel = crate::kernel::borrows::shared(rhs.ptr as *const f32, kdim * cout, "conv kernel");
    let _input = crate::kernel::borrows::shared(
        lhs.ptr as *const f32,
        num_elements(&d.lhs_shape) as usize,
        "conv input",
    );
    // The im2col matrix is `rows x kdim` floats of host memory the buffers do not bound: above
    // IM2COL_MAX_ELEMENTS the direct loop runs instead.
    if rows
        .checked_mul(kdim)
        .is_none_or(|e| e > IM2COL_MAX_ELEMENTS)
    {
        return false;
    }
    let ls = row_major_strides(&d.lhs_shape);
    let mut wpos = vec![0u64; nsp];
    let wins: Vec<Vec<i64>> = (0..n_win as u64)
        .map(|w| {
            unravel(w, &win, &mut wpos);
            (0..nsp).map(|s| wpos[s] as i64 * d.rhs_dil[s]).collect()
        })
        .collect();
    // Each tap's offset from the window's corner, for rows whose window lies inside.
    let tap_off: Vec<i64> = wins
        .iter()
        .map(|k| (0..nsp).map(|s| k[s] * ls[s + 1]).sum())
        .collect();
    // Output row `r`'s window corner in the input (per spatial dimension, in `base`), the input
    // offset of that corner, and whether the whole window lies inside the input.
    // Rows are visited in order: the first row of a task computes its batch index `b` and
    // spatial position `osp` (`Some(r)`), each later one advances them (`None`) without a
    // division.
    let corner =
        |first: Option<usize>, b: &mut usize, osp: &mut [u64], base: &mut [i64]| -> (i64, bool) {
            match first {
                Some(r) => {
                    *b = r / n_out_sp;
                    unravel((r % n_out_sp) as u64, &out_sp, osp);
                }
                None => {
                    let mut s = nsp;
                    loop {
                        if s == 0 {
                            *b += 1;
                            break;
                        }
                        s -= 1;
                        osp[s] += 1;
                        if osp[s] < out_sp[s] {
                            break;
                        }
                        osp[s] = 0;
                    }
                }
            }
            let mut off0 = *b as i64 * ls[0];
            let mut inside_all = true;
            for s in 0..nsp {
                base[s] = osp[s] as i64 * d.strides[s] - d.pad_lo[s];
                let last = base[s] + (win[s] as i64 - 1) * d.rhs_dil[s];
                inside_all &= base[s] >= 0 && last < in_sp[s] as i64;
                off0 += base[s] * ls[s + 1];
            }
            (off0, inside_all)
        };
    // Whether one tap of a window that crosses the border is inside the input.
    let tap_inside = |base: &[i64], kpos: &[i64]| {
        (0..nsp).all(|s| {
            let pos = base[s] + kpos[s];
            pos >= 0 && pos < in_sp[s] as i64
        })
    };
    // Calls `f(run)` for the rows `r0 .. r0 + nrows` in order, a run of consecutive rows along
    // the innermost spatial dimension at a time ([`Run`]): one `corner` per run, and a row of
    // the run is its first one stepped by the stride.
    let walk = |r0: usize, nrows: usize, f: &mut dyn FnMut(&Run)| {
        let mut osp = vec![0u64; nsp];
        let mut base = vec![0i64; nsp];
        let mut b = 0usize;
        let mut ri = 0;
        while ri < nrows {
            let first = (ri == 0).then_some(r0);
            let (off0, inside_all) = corner(first, &mut b, &mut osp, &mut base);
            let Some(last) = nsp.checked_sub(1) else {
                // No spatial dimension: one row per batch element.
                f(&Run {
                    first: ri,
                    len: 1,
                    off0,
                    step_off: 0,
                    outer_inside: inside_all,
                    x0: 0,
                    step: 0,
                    span: 0,
                    extent: 1,
                    base: &base,
                });
                ri += 1;
                continue;
            };
            let len = ((out_sp[last] - osp[last]) as usize).min(nrows - ri);
            f(&Run {
                first: ri,
                len,
                off0,
                step_off: d.strides[last] * ls[nsp],
                outer_inside: (0..last).all(|s| {
                    base[s] >= 0 && base[s] + (win[s] as i64 - 1) * d.rhs_dil[s] < in_sp[s] as i64
                }),
                x0: base[last],
                step: d.strides[last],
                span: (win[last] as i64 - 1) * d.rhs_dil[last],
                extent: in_sp[last] as i64,
                base: &base,
            });
            // The odometer at the run's last row: the next `corner` advances past it.
            osp[last] += len as u64 - 1;
            ri += len;
        }
    };
    if kdim <= 16 && cout <= 64 {
        // A short reduction (one or two input features): accumulate each output pixel's `cout`
        // features directly, tap by tap, instead of packing an im2col matrix for a GEMM whose
        // inner dimension would be a handful of elements.
        // SAFETY: the output holds `rows * cout` elements (validation checked the declared shape)
        // and nothing else refers to it during the step.
        let outs = unsafe { std::slice::from_raw_parts_mut(out.as_f32(), rows * cout) };
        // SAFETY: the kernel holds `kdim * cout` elements, as above.
        let k = unsafe { std::slice::from_raw_parts(rhs.ptr as *const f32, kdim * cout) };
        // Each (tap, input feature) pair of the window as (input offset from the window's
        // corner, kernel row), in the reduction's order; rows whose window lies inside the
        // input use all of them.
        let all_taps: Vec<(isize, usize)> = (0..n_win)
            .flat_map(|w| (0..cin).map(move |ci| (w, ci)))
            .map(|(w, ci)| ((tap_off[w] + ci as i64) as isize, w * cin + ci))
            .collect();
        let direct = |r0: usize, chunk: &mut [f32]| {
            let nrows = chunk.len() / cout;
            let x = lhs.as_f32() as *const f32;
            let mut border_taps: Vec<(isize, usize)> = Vec::with_capacity(all_taps.len());
            let mut tb = vec![0i64; nsp];
            walk(r0, nrows, &mut |run| {
                let mut t = 0;
                while t < run.len {
                    let ri = run.first + t;
                    let off = run.off0 + t as i64 * run.step_off;
                    // The rows whose windows lie inside are consecutive along the run: when
                    // this one and the one DIRECT_PIXELS - 1 on are inside, so are those between,
                    // and the group's accumulators are held in registers together.
                    if run.inside(t + DIRECT_PIXELS - 1) && run.inside(t) {
                        let group: [isize; DIRECT_PIXELS] =
                            std::array::from_fn(|i| (off + i as i64 * run.step_off) as isize);
                        let out = &mut chunk[ri * cout..(ri + DIRECT_PIXELS) * cout];
                        direct_rows(x, &group, &all_taps, k, cout, out);
                        t += DIRECT_PIXELS;
                        continue;
                    }
                    let out = &mut chunk[ri * cout..(ri + 1) * cout];
                    if run.inside(t) {
                        direct_rows(x, &[off as isize], &all_taps, k, cout, out);
                    } else {
                        // A window across the border: the taps inside only.
                        run.corner_of(t, &mut tb);
                        border_taps.clear();
                        for (w, kpos) in wins.iter().enumerate() {
                            if tap_inside(&tb, kpos) {
                                border_taps.extend_from_slice(&all_taps[w * cin..(w + 1) * cin]);
                            }
                        }
                        direct_rows(x, &[off as isize], &border_taps, k, cout, out);
                    }
                    t += 1;
                }
            });
        };
        let rows_per_task = (TILE as usize / (kdim * cout).max(1)).max(64);
        if threads > 1 && rows > rows_per_task {
            use rayon::prelude::*;
            outs.par_chunks_mut(rows_per_task * cout)
                .enumerate()
                .for_each(|(i, c)| direct(i * rows_per_task, c));
        } else {
            direct(0, outs);
        }
        return true;
    }
    let fill = |r0: usize, chunk: &mut [f32]| {
        let mut tb = vec![0i64; nsp];
        walk(r0, chunk.len() / kdim, &mut |run| {
            for t in 0..run.len {
                let ri = run.first + t;
                let off0 = run.off0 + t as i64 * run.step_off;
                let inside_all = run.inside(t);
                if !inside_all {
                    run.corner_of(t, &mut tb);
                }
                let row = &mut chunk[ri * kdim..(ri + 1) * kdim];
                for (w, kpos) in wins.iter().enumerate() {
                    let dst = &mut row[w * cin..(w + 1) * cin];
                    let inside = inside_all || tap_inside(&tb, kpos);
                    if inside {
                        // SAFETY: the position is inside the input's spatial shape and the
                        // `cin` features are its innermost, contiguous dimension; validation
                        // checked the buffer against the declared shape.
                        let src = unsafe {
                            std::slice::from_raw_parts(
                                lhs.as_f32().offset((off0 + tap_off[w]) as isize),
                                cin,
                            )
                        };
                        if cin < 64 {
                            // A few features: fixed-size copies of 8 (vector moves) beat a
                            // memcpy call per tap.
                            copy_short(dst, src);
                        } else {
                            dst.copy_from_slice(src);
                        }
                    } else {
                        dst.fill(0.0);
                    }
                }
            }
        });
    };
    // The im2col matrix is made and multiplied a block of rows at a time (at most
    // `IM2COL_BLOCK` floats, so it stays in the cache between being written and read and the
    // thread-local scratch is kept between dispatches instead of being faulted in afresh), the
    // blocks on the worker threads. The blocks do not depend on the thread count, nor does the
    // result.
    let rb = block_rows(rows, kdim);
    // SAFETY: the output holds `rows * cout` elements (validation checked the declared shape)
    // and nothing else refers to it during the step (checked above in the guard-page build).
    let outs = unsafe { std::slice::from_raw_parts_mut(out.as_f32(), rows * cout) };
    let single = rows <= rb;
    let block = |bi: usize, chunk: &mut [f32]| {
        let n = chunk.len() / cout;
        crate::kernel::with_scratch(&IM2COL, n * kdim, |buf| {
            fill(bi * rb, buf);
            let par = if single && threads > 1 && n * kdim * cout >= 64 * 64 * 64 {
                gemm::Parallelism::Rayon(threads)
            } else {
                gemm::Parallelism::None
            };
            // SAFETY: the block's im2col matrix is n x kdim (row stride kdim), the kernel is
            // kdim x cout row-major and the output block n x cout row-major, all inside their
            // buffers (validation checked the declared shapes, whose element counts these
            // are); the output does not overlap the kernel or the thread-local im2col matrix.
            unsafe {
                gemm::gemm::<f32>(
                    n,
                    cout,
                    kdim,
                    chunk.as_mut_ptr(),
                    1,
                    cout as isize,
                    false,
                    buf.as_ptr(),
                    1,
                    kdim as isize,
                    rhs.as_f32() as *const f32,
                    1,
                    cout as isize,
                    0.0,
                    1.0,
                    false,
                    false,
                    false,
                    par,
                )
            };
        })
    };
    if threads > 1 && !single {
        use rayon::prelude::*;
        outs.par_chunks_mut(rb * cout)
            .enumerate()
            .for_each(|(i, c)| block(i, c));
    } else {
        outs.chunks_mut(rb * cout)
            .enumerate()
            .for_each(|(i, c)| block(i, c));
    }
    true
}

/// A run of consecutive output rows of a convolution along the innermost spatial dimension
/// (rows `first .. first + len` of a task): row `first + t` has its window corner at input offset
/// `off0 + t * step_off` and at position `x0 + t * step` along that dimension.
struct Run<'a> {
    first: usize,
    len: usize,
    off0: i64,
    step_off: i64,
    /// Whether the window lies inside the input along every other spatial dimension.
    outer_inside: bool,
    x0: i64,
    step: i64,
    /// The window's extent along the innermost spatial dimension, less one (dilated).
    span: i64,
    /// The input's extent along it.
    extent: i64,
    /// The run's first corner, per spatial dimension.
    base: &'a [i64],
}

impl Run<'_> {
    /// Whether row `t` of the run (if it is one) has its whole window inside the input.
    fn inside(&self, t: usize) -> bool {
        let x = self.x0 + t as i64 * self.step;
        t < self.len && self.outer_inside && x >= 0 && x + self.span < self.extent
    }

    /// Row `t`'s window corner, per spatial dimension, into `out`.
    fn corner_of(&self, t: usize, out: &mut [i64]) {
        out.copy_from_slice(self.base);
        if let Some(last) = out.last_mut() {
            *last = self.x0 + t as i64 * self.step;
        }
    }
}

/// Copies `src` into `dst` (the same length) 8 elements at a time, the rest one at a time.
#[inline(always)]
fn copy_short(dst: &mut [f32], src: &[f32]) {
    let mut d8 = dst.chunks_exact_mut(8);
    let mut s8 = src.chunks_exact(8);
    for (d, s) in (&mut d8).zip(&mut s8) {
        let d: &mut [f32; 8] = d.try_into().expect("a chunk of 8");
        let s: &[f32; 8] = s.try_into().expect("a chunk of 8");
        *d = *s;
    }
    d8.into_remainder()
        .iter_mut()
        .zip(s8.remainder())
        .for_each(|(o, &v)| *o = v);
}

/// Output rows (pixels) the short-reduction direct path computes at once.
const DIRECT_PIXELS: usize = 4;

/// The short-reduction direct path's output rows `out` (`pixels.len() x cout`, row-major): row
/// `p` is the sum over `taps` (input offset from the pixel's corner `pixels[p]`, kernel row) of
/// input times kernel row, in the order of `taps`, each feature's sum starting at 0. Features are
/// taken 8 at a time with the pixels' accumulators in registers, the rest one at a time; every
/// output element is the same sum in the same order either way.
fn direct_rows(
    x: *const f32,
    pixels: &[isize],
    taps: &[(isize, usize)],
    k: &[f32],
    cout: usize,
    out: &mut [f32],
) {
    match pixels.len() {
        DIRECT_PIXELS => {
            let px: &[isize; DIRECT_PIXELS] = pixels.try_into().expect("DIRECT_PIXELS pixels");
            direct_block::<DIRECT_PIXELS>(x, px, taps, k, cout, out)
        }
        _ => {
            for (p, &o) in pixels.iter().enumerate() {
                direct_block::<1>(x, &[o], taps, k, cout, &mut out[p * cout..(p + 1) * cout]);
            }
        }
    }
}

/// [`direct_rows`] for `P` pixels.
#[inline(always)]
fn direct_block<const P: usize>(
    x: *const f32,
    pixels: &[isize; P],
    taps: &[(isize, usize)],
    k: &[f32],
    cout: usize,
    out: &mut [f32],
) {
    let mut cb = 0;
    while cb + 8 <= cout {
        let mut acc = [[0f32; 8]; P];
        for &(to, kr) in taps {
            let kv: &[f32; 8] = k[kr * cout + cb..kr * cout + cb + 8]
                .try_into()
                .expect("8 kernel features");
            for (a, &px) in acc.iter_mut().zip(pixels) {
                // SAFETY: the caller passes pixels and taps whose input positions are inside
                // the input (the taps of a pixel whose window crosses the border are only those
                // inside), and the input buffer holds the declared shape (validation).
                let xv = unsafe { *x.offset(px + to) };
                for (aj, &kj) in a.iter_mut().zip(kv) {
                    *aj += xv * kj;
                }
            }
        }
        for (p, a) in acc.iter().enumerate() {
            out[p * cout + cb..p * cout + cb + 8].copy_from_slice(a);
        }
        cb += 8;
    }
    for c in cb..cout {
        let mut acc = [0f32; P];
        for &(to, kr) in taps {
            let kv = k[kr * cout + c];
            for (a, &px) in acc.iter_mut().zip(pixels) {
                // SAFETY: as above.
                let xv = unsafe { *x.offset(px + to) };
                *a += xv * kv;
            }
        }
        for (p, a) in acc.iter().enumerate() {
            out[p * cout + c] = *a;
        }
    }
}

/// Floats of one block of an im2col matrix (1 MiB): the forward path makes and multiplies the
/// matrix this many floats at a time (at least 64 rows), the weight-gradient path as many rows of
/// its matrix.
pub(crate) const IM2COL_BLOCK: usize = 1 << 18;

/// Rows of the forward im2col matrix (`rows x kdim`) in one block: `IM2COL_BLOCK` floats, a
/// multiple of 64 rows (the GEMM's register tile) and at least 64, at most `rows`.
fn block_rows(rows: usize, kdim: usize) -> usize {
    let rb = IM2COL_BLOCK / kdim.max(1);
    let rb = if rb > 64 { rb / 64 * 64 } else { 64 };
    rb.min(rows).max(1)
}

/// Floats of the im2col block one thread holds at once, on either path, for a convolution with
/// `rows` output rows (positions, or for a weight gradient its `m` rows) and `kdim` reduced
/// elements per row: at most the whole matrix, `IM2COL_BLOCK`, 64 rows or one row of the
/// weight gradient's matrix.
pub(crate) fn im2col_block_elements(rows: u64, kdim: u64) -> u64 {
    let block = (IM2COL_BLOCK as u64).max(64 * kdim).max(rows);
    block
        .min(rows.saturating_mul(kdim))
        .min(IM2COL_MAX_ELEMENTS as u64)
}

/// An f32 convolution in the layout of a weight gradient as JAX's autodiff writes it (input
/// `[f, spatial..., b]`, kernel `[spatial..., i, o]` or `[i, spatial..., o]`, output
/// `[spatial..., b, f]`, all row-major;
/// one group, no input dilation, no reversal: the forward input's channels are the batch, its
/// batch the reduced features, the output gradient the kernel) as one packed GEMM:
/// `out[(pos, b), f] = Σ_(w, i) A[(w, i), (pos, b)] · kernel[(w, i), f]`, where `A` holds, for
/// each kernel tap `w` and feature `i`, the input's `b` contiguous elements at each output
/// position's tap (zero in the padding). Returns false (doing nothing) for any other layout.
pub(crate) fn conv_weight_grad_f32(
    lhs: RawBuf,
    rhs: RawBuf,
    out: RawBuf,
    d: &ConvDesc,
    threads: usize,
) -> bool {
    let nsp = d.out_sp.len();
    let r = nsp + 2;
    let identity = |order: Vec<u32>| order.iter().enumerate().all(|(i, &x)| x as usize == i);
    let in_order: Vec<u32> = std::iter::once(d.lhs_f)
        .chain(d.lhs_sp.iter().copied())
        .chain(std::iter::once(d.lhs_b))
        .collect();
    let out_order: Vec<u32> = d.out_sp.iter().copied().chain([d.out_b, d.out_f]).collect();
    let k_order: Vec<u32> = d.rhs_sp.iter().copied().chain([d.rhs_i, d.rhs_o]).collect();
    // The kernel (the output gradient) as `[spatial..., i, o]` or as `[i, spatial..., o]`, the
    // layout JAX's autodiff gives it (the forward output, NHWC): the reduced rows `(w, i)` or
    // `(i, w)` of `A` in the kernel's order, each a row of `o` contiguous.
    let i_major = identity(
        std::iter::once(d.rhs_i)
            .chain(d.rhs_sp.iter().copied())
            .chain(std::iter::once(d.rhs_o))
            .collect(),
    );
    if nsp == 0
        || d.feature_groups > 1
        || d.batch_groups > 1
        || d.lhs_dil.iter().any(|&x| x != 1)
        || d.reverse.iter().any(|&r| r)
        || [d.lhs_shape.len(), d.rhs_shape.len(), d.out_shape.len()] != [r; 3]
        || !identity(in_order)
        || !identity(out_order)
        || !(identity(k_order) || i_major)
    {
        return false;
    }
    let cin = d.lhs_shape[0] as usize;
    let bsz = d.lhs_shape[r - 1] as usize;
    let cout = d.rhs_shape[d.rhs_o as usize] as usize;
    if d.rhs_shape[d.rhs_i as usize] as usize != cin
        || d.out_shape[nsp] as usize != bsz
        || d.out_shape[nsp + 1] as usize != cout
    {
        return false;
    }
    let in_sp = &d.lhs_shape[1..=nsp];
    let win: &[u64] = &d
        .rhs_sp
        .iter()
        .map(|&x| d.rhs_shape[x as usize])
        .collect::<Vec<u64>>();
    let out_sp = &d.out_shape[..nsp];
    let n_win = num_elements(win) as usize;
    let n_pos = num_elements(out_sp) as usize;
    let (Some(kdim), Some(m)) = (n_win.checked_mul(cin), n_pos.checked_mul(bsz)) else {
        return false;
    };
    if m == 0 || cout == 0 {
        return true;
    }
    // A small output whose innermost row is short: `A` would be built a few elements at a time
    // (`out_row` per tap and feature), so each output element is summed straight from the input
    // and the kernel instead.
    let out_row = out_sp[nsp - 1] as usize * bsz;
    if nsp <= 8 && out_row < WGRAD_DIRECT_SEG && m.saturating_mul(cout) <= WGRAD_DIRECT_OUTPUT {
        let g = WgradGeom {
            nsp,
            cin,
            bsz,
            cout,
            n_win,
            i_major,
            in_sp: in_sp.iter().map(|&x| x as i64).collect(),
            win: win.to_vec(),
            out_sp: out_sp.to_vec(),
            ls: row_major_strides(&d.lhs_shape),
            strides: d.strides.clone(),
            pad_lo: d.pad_lo.clone(),
            dil: d.rhs_dil.clone(),
        };
        // SAFETY: the output holds `m * cout` elements (validation checked the declared shape)
        // and nothing else refers to it during the step.
        let outs = unsafe { std::slice::from_raw_parts_mut(out.as_f32(), m * cout) };
        // The guard-page build's checks that the output is aligned and apart from both
        // operands, read while it is written (no-ops otherwise).
        let _writing = crate::kernel::borrows::exclusive(out.as_f32(), m * cout, "conv output");
        let _kernel =
            crate::kernel::borrows::shared(rhs.as_f32() as *const f32, kdim * cout, "conv kernel");
        let _input = crate::kernel::borrows::shared(
            lhs.as_f32() as *const f32,
            num_elements(&d.lhs_shape) as usize,
            "conv input",
        );
        let rows = |r0: usize, chunk: &mut [f32]| {
            for (j, row) in chunk.chunks_mut(cout).enumerate() {
                // SAFETY: the geometry is the validated layout's (checked above: input
                // `[cin, in_sp..., bsz]`, kernel `[cin, win..., cout]` or `[win..., cin, cout]`,
                // output `[out_sp..., bsz, cout]`, all row-major and inside their buffers).
                unsafe { wgrad_direct_row(&g, lhs.as_f32(), rhs.as_f32(), r0 + j, row) };
            }
        };
        if threads > 1 && m > 1 && kdim.saturating_mul(m).saturating_mul(cout) >= 1 << 18 {
            use rayon::prelude::*;
            let per = m.div_ceil(threads * 4).max(1);
            outs.par_chunks_mut(per * cout)
                .enumerate()
                .for_each(|(c, chunk)| rows(c * per, chunk));
        } else {
            rows(0, outs);
        }
        return true;
    }
    // `A` is `kdim x m` floats of host memory, the forward im2col's size (`host_bytes` bounds
    // both alike): above IM2COL_MAX_ELEMENTS the direct loop runs instead.
    if kdim.checked_mul(m).is_none_or(|e| e > IM2COL_MAX_ELEMENTS) {
        return false;
    }
    if kdim == 0 {
        // An empty sum: every output element is zero.
        // SAFETY: the output holds `m * cout` elements (validation checked the declared shape).
        unsafe { std::ptr::write_bytes(out.as_f32(), 0, m * cout) };
        return true;
    }
    let ls = row_major_strides(&d.lhs_shape);
    // A row of `A` is, for each output position outside the innermost spatial dimension, a
    // segment of `out_sp[last] * bsz` elements: along the innermost dimension the positions that
    // fall inside the input are one range, copied (one contiguous span when the stride is 1), and
    // the padding around it zeros.
    let last = nsp - 1;
    let outer_sp = &out_sp[..last];
    let n_outer = num_elements(outer_sp) as usize;
    let seg = out_sp[last] as usize * bsz;
    let mut p = vec![0u64; last];
    let corners: Vec<i64> = (0..n_outer as u64)
        .flat_map(|q| {
            unravel(q, outer_sp, &mut p);
            (0..last)
                .map(|s| p[s] as i64 * d.strides[s] - d.pad_lo[s])
                .collect::<Vec<_>>()
        })
        .collect();
    let (st_l, in_l, n_l) = (d.strides[last], in_sp[last] as i64, out_sp[last] as i64);
    let fill = |r0: usize, chunk: &mut [f32]| {
        let mut wpos = vec![0u64; nsp];
        for (ri, row) in chunk.chunks_mut(m).enumerate() {
            let k = r0 + ri;
            let (w, i) = if i_major {
                (k % n_win, k / n_win)
            } else {
                (k / cin, k % cin)
            };
            unravel(w as u64, win, &mut wpos);
            // The innermost position `q` reads input position `q * st_l + c`: inside for
            // `q` in `[lo, hi)`.
            let c = wpos[last] as i64 * d.rhs_dil[last] - d.pad_lo[last];
            let ceil = |a: i64| if a <= 0 { 0 } else { (a + st_l - 1) / st_l };
            let lo = ceil(-c).min(n_l);
            let hi = ceil(in_l - c).clamp(lo, n_l);
            for (q, dst) in row.chunks_mut(seg).enumerate() {
                let mut off = i as i64 * ls[0];
                let mut inside = true;
                for s in 0..last {
                    let pos = corners[q * last + s] + wpos[s] as i64 * d.rhs_dil[s];
                    inside &= pos >= 0 && pos < in_sp[s] as i64;
                    off += pos * ls[s + 1];
                }
                if !inside || lo == hi {
                    dst.fill(0.0);
                    continue;
                }
                let (lo, hi) = (lo as usize, hi as usize);
                dst[..lo * bsz].fill(0.0);
                dst[hi * bsz..].fill(0.0);
                let first = off + (lo as i64 * st_l + c) * ls[last + 1];
                if st_l == 1 {
                    // SAFETY: positions `lo * st_l + c .. hi * st_l + c` of the innermost
                    // spatial dimension are inside the input (by the choice of `lo` and
                    // `hi`), as are the outer positions (checked above) and `i`; with stride
                    // 1 their `bsz` features each are one contiguous span; validation
                    // checked the buffer against the declared shape.
                    let src = unsafe {
                        std::slice::from_raw_parts(
                            lhs.as_f32().offset(first as isize),
                            (hi - lo) * bsz,
                        )
                    };
                    dst[lo * bsz..hi * bsz].copy_from_slice(src);
                } else {
                    for (k, q) in (lo..hi).enumerate() {
                        let at = first + k as i64 * st_l * ls[last + 1];
                        // SAFETY: as above, position `q * st_l + c` is inside the input
                        // and its `bsz` features are contiguous.
                        let src = unsafe {
                            std::slice::from_raw_parts(lhs.as_f32().offset(at as isize), bsz)
                        };
                        dst[q * bsz..(q + 1) * bsz].copy_from_slice(src);
                    }
                }
            }
        }
    };
    // The sum over the `kdim` rows of `A` is cut into chunks of `kc` rows (at most
    // `IM2COL_BLOCK` floats of `A`, made and multiplied while in the cache), and the chunks into
    // `groups` consecutive runs, one per task: the first writes the output, each other its own
    // partial sum, added to the output in group order afterwards. Chunks and groups depend only
    // on the shapes, so the result does not depend on the thread count.
    let kc = (IM2COL_BLOCK / m).clamp(1, kdim);
    let n_chunks = kdim.div_ceil(kc);
    let mc = m * cout;
    let groups = n_chunks.min(WGRAD_GROUPS).min(WGRAD_PARTIALS / mc + 1);
    let mut partials = vec![0f32; (groups - 1) * mc];
    // The guard-page build's check that the output is aligned and apart from both operands,
    // which are read through slices and GEMM while it is written (no-ops otherwise).
    let _writing = crate::kernel::borrows::exclusive(out.as_f32(), mc, "conv output");
    let _kernel =
        crate::kernel::borrows::shared(rhs.as_f32() as *const f32, kdim * cout, "conv kernel");
    let _input = crate::kernel::borrows::shared(
        lhs.as_f32() as *const f32,
        num_elements(&d.lhs_shape) as usize,
        "conv input",
    );
    // SAFETY: the output holds `m * cout` elements (validation checked the declared shape) and
    // nothing else refers to it during the step (the guard-page build checks it just above).
    let outs = unsafe { std::slice::from_raw_parts_mut(out.as_f32(), mc) };
    let mut dsts: Vec<&mut [f32]> = std::iter::once(outs)
        .chain(partials.chunks_mut(mc))
        .collect();
    let par = if groups == 1 && threads > 1 && kdim * mc >= 64 * 64 * 64 {
        gemm::Parallelism::Rayon(threads)
    } else {
        gemm::Parallelism::None
    };
    let group = |g: usize, dst: &mut [f32]| {
        let (c0, c1) = (g * n_chunks / groups, (g + 1) * n_chunks / groups);
        for c in c0..c1 {
            let (k0, k1) = (c * kc, ((c + 1) * kc).min(kdim));
            crate::kernel::with_scratch(&IM2COL, (k1 - k0) * m, |a| {
                fill(k0, a);
                // SAFETY: this chunk of `A` is (k1 - k0) x m row-major, read as its transpose
                // (m x (k1 - k0): row stride 1, column stride m); rows k0..k1 of the kernel are
                // (k1 - k0) x cout row-major and `dst` m x cout row-major, all inside their
                // buffers (validation checked the declared shapes, whose element counts these
                // are); `dst` overlaps neither the kernel nor the thread-local matrix.
                unsafe {
                    gemm::gemm::<f32>(
                        m,
                        cout,
                        k1 - k0,
                        dst.as_mut_ptr(),
                        1,
                        cout as isize,
                        c > c0,
                        a.as_ptr(),
                        m as isize,
                        1,
                        (rhs.as_f32() as *const f32).add(k0 * cout),
                        1,
                        cout as isize,
                        1.0,
                        1.0,
                        false,
                        false,
                        false,
                        par,
                    )
                };
            })
        }
    };
    if threads > 1 && groups > 1 {
        use rayon::prelude::*;
        dsts.par_iter_mut()
            .enumerate()
            .for_each(|(g, dst)| group(g, dst));
    } else {
        dsts.iter_mut()
            .enumerate()
            .for_each(|(g, dst)| group(g, dst));
    }
    let (outs, rest) = dsts
        .split_first_mut()
        .expect("the output is the first group");
    for part in rest {
        outs.iter_mut().zip(part.iter()).for_each(|(o, &p)| *o += p);
    }
    true
}

/// The weight-gradient path sums without `A` when an output row along the innermost spatial
/// dimension (its positions x the forward input's channels) is shorter than this...
const WGRAD_DIRECT_SEG: usize = 16;
/// ... and the output has at most this many elements.
const WGRAD_DIRECT_OUTPUT: usize = 4096;

/// The geometry of a weight gradient summed directly ([`wgrad_direct_row`]), in the layout
/// [`conv_weight_grad_f32`] takes, with at most 8 spatial dimensions.
struct WgradGeom {
    nsp: usize,
    cin: usize,
    bsz: usize,
    cout: usize,
    n_win: usize,
    /// The kernel is `[cin, win..., cout]` (else `[win..., cin, cout]`).
    i_major: bool,
    in_sp: Vec<i64>,
    win: Vec<u64>,
    out_sp: Vec<u64>,
    /// The input's row-major strides (`[cin, in_sp..., bsz]`).
    ls: Vec<i64>,
    strides: Vec<i64>,
    pad_lo: Vec<i64>,
    dil: Vec<i64>,
}

/// Row `r` (output position `r / bsz`, input channel `r % bsz`) of a weight gradient: for each
/// feature `f`, `Σ_i Σ_w in[i, pos·stride + w·dil - pad, b] · kernel[(i, w), f]` over the taps
/// inside the input, in the order `i`, then the window row-major, each 8 features summed in four
/// interleaved partial sums (by the tap's place mod 4 in its run of innermost taps inside the
/// input) added as `(s0 + s1) + (s2 + s3)` at the end: an order fixed by the shapes, whatever the thread count.
///
/// # Safety
/// `lhs` and `rhs` hold the input and the kernel of `g`'s layout, and `row` is `g.cout` long.
unsafe fn wgrad_direct_row(
    g: &WgradGeom,
    lhs: *const f32,
    rhs: *const f32,
    r: usize,
    row: &mut [f32],
) {
    #[cfg(target_arch = "x86_64")]
    if crate::kernel::wide::isa_level() >= 1 {
        // SAFETY: the CPU has AVX2 (checked at run time); the caller's contract.
        return unsafe { wgrad_direct_row_avx2(g, lhs, rhs, r, row) };
    }
    // SAFETY: the caller's contract.
    unsafe { wgrad_direct_row_body(g, lhs, rhs, r, row) }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn wgrad_direct_row_avx2(
    g: &WgradGeom,
    lhs: *const f32,
    rhs: *const f32,
    r: usize,
    row: &mut [f32],
) {
    // SAFETY: the caller's contract.
    unsafe { wgrad_direct_row_body(g, lhs, rhs, r, row) }
}

#[inline(always)]
unsafe fn wgrad_direct_row_body(
    g: &WgradGeom,
    lhs: *const f32,
    rhs: *const f32,
    r: usize,
    row: &mut [f32],
) {
    let nsp = g.nsp;
    let last = nsp - 1;
    let (pos, b) = (r / g.bsz, r % g.bsz);
    // The output position's corner in the input, per spatial dimension.
    let mut corner = [0i64; 8];
    let mut p = pos as u64;
    for s in (0..nsp).rev() {
        corner[s] = (p % g.out_sp[s]) as i64 * g.strides[s] - g.pad_lo[s];
        p /= g.out_sp[s];
    }
    let win_l = g.win[last] as usize;
    let n_outer = g.n_win / win_l.max(1);
    let (c0, dil_l, in_l) = (corner[last], g.dil[last], g.in_sp[last]);
    // The innermost taps inside the input: `c0 + wx * dil_l` in `[0, in_l)`.
    let ceil = |a: i64| if a <= 0 { 0 } else { (a + dil_l - 1) / dil_l };
    let lo = ceil(-c0).min(win_l as i64) as usize;
    let hi = (ceil(in_l - c0).clamp(lo as i64, win_l as i64)) as usize;
    // Kernel rows of consecutive innermost taps are this many floats apart.
    let kstep = if g.i_major { g.cout } else { g.cin * g.cout };
    let in_step = dil_l * g.ls[last + 1];
    let mut wpos = [0u64; 8];
    for f0 in (0..g.cout).step_by(8) {
        let fw = (g.cout - f0).min(8);
        let mut acc = [[0f32; 8]; 4];
        for i in 0..g.cin {
            for wo in 0..n_outer {
                let mut q = wo as u64;
                for s in (0..last).rev() {
                    wpos[s] = q % g.win[s];
                    q /= g.win[s];
                }
                let mut off = i as i64 * g.ls[0] + b as i64;
                let mut inside = true;
                for s in 0..last {
                    let at = corner[s] + wpos[s] as i64 * g.dil[s];
                    inside &= at >= 0 && at < g.in_sp[s];
                    off += at * g.ls[s + 1];
                }
                if !inside || lo == hi {
                    continue;
                }
                let first_in = off + (c0 + lo as i64 * dil_l) * g.ls[last + 1];
                let w0 = wo * win_l + lo;
                let k0 = if g.i_major {
                    i * g.n_win + w0
                } else {
                    w0 * g.cin + i
                };
                let kp = k0 * g.cout + f0;
                // SAFETY: taps `lo .. hi` are inside the input (by `lo`, `hi` and the outer
                // check), so are the elements `first_in + t * in_step` for `t < hi - lo`;
                // kernel rows `(i, w0 + t)` hold `cout` floats from `kp - f0 + t * kstep`, of
                // which `f0 .. f0 + fw` are read (the caller's contract).
                unsafe {
                    let tap = |t: usize| *lhs.offset((first_in + t as i64 * in_step) as isize);
                    let krow = |t: usize| rhs.add(kp + t * kstep);
                    let n = hi - lo;
                    if fw == 8 {
                        let k8 = |t: usize| *(krow(t) as *const [f32; 8]);
                        let mut t = 0;
                        while t + 4 <= n {
                            let (a0, a1, a2, a3) = (tap(t), tap(t + 1), tap(t + 2), tap(t + 3));
                            let (k0, k1, k2, k3) = (k8(t), k8(t + 1), k8(t + 2), k8(t + 3));
                            for j in 0..8 {
                                acc[0][j] += a0 * k0[j];
                                acc[1][j] += a1 * k1[j];
                                acc[2][j] += a2 * k2[j];
                                acc[3][j] += a3 * k3[j];
                            }
                            t += 4;
                        }
                        while t < n {
                            let (a, k) = (tap(t), k8(t));
                            for j in 0..8 {
                                acc[t & 3][j] += a * k[j];
                            }
                            t += 1;
                        }
                    } else {
                        for t in 0..n {
                            let a = tap(t);
                            let kr = std::slice::from_raw_parts(krow(t), fw);
                            for j in 0..fw {
                                acc[t & 3][j] += a * kr[j];
                            }
                        }
                    }
                }
            }
        }
        for j in 0..fw {
            row[f0 + j] = (acc[0][j] + acc[1][j]) + (acc[2][j] + acc[3][j]);
        }
    }
}

/// Most groups (tasks) the weight-gradient path splits its sum into.
const WGRAD_GROUPS: usize = 8;

/// Most floats of the weight-gradient path's partial sums (4 MiB): fewer groups when the output
/// is large.
const WGRAD_PARTIALS: usize = 1 << 20;

/// Floats of the weight-gradient path's partial sums for an output of `mc` elements (at most
/// `WGRAD_PARTIALS`).
pub(crate) fn wgrad_partial_elements(mc: u64) -> u64 {
    let groups = WGRAD_PARTIALS as u64 / mc.max(1) + 1;
    (groups.min(WGRAD_GROUPS as u64) - 1).saturating_mul(mc)
}

pub(crate) fn conv<T: Float>(lhs: RawBuf, rhs: RawBuf, out: RawBuf, d: &ConvDesc) {
    let ls = row_major_strides(&d.lhs_shape);
    let rs = row_major_strides(&d.rhs_shape);
    let os = row_major_strides(&d.out_shape);
    let nsp = d.out_sp.len();
    let cin = d.lhs_shape[d.lhs_f as usize];
    let cout = d.out_shape[d.out_f as usize];
    let g = d.feature_groups.max(1);
    let cin_g = cin / g;
    let cout_g = cout / g;
    let batch = d.out_shape[d.out_b as usize];
    let out_sp: Vec<u64> = d.out_sp.iter().map(|&x| d.out_shape[x as usize]).collect();
    let win: Vec<u64> = d.rhs_sp.iter().map(|&x| d.rhs_shape[x as usize]).collect();
    let in_sp: Vec<u64> = d.lhs_sp.iter().map(|&x| d.lhs_shape[x as usize]).collect();
    let (l, r, o) = (lhs.ptr as *const T, rhs.ptr as *const T, out.ptr as *mut T);
    let mut acc = vec![T::default(); cout as usize];
    let n_out_sp = num_elements(&out_sp);
    let n_win = num_elements(&win);
    let mut osp = vec![0u64; nsp];
    let mut wsp = vec![0u64; nsp];
    let rso = rs[d.rhs_o as usize] as isize;
    let rsi = rs[d.rhs_i as usize] as isize;
    let lsf = ls[d.lhs_f as usize] as isize;
    // Window positions and their kernel offsets, computed once.
    let wins: Vec<(Vec<i64>, i64)> = (0..n_win)
        .map(|w| {
            unravel(w, &win, &mut wsp);
            let roff = (0..nsp)
                .map(|s| {
                    let k = wsp[s] as i64;
                    let kk = if d.reverse[s] {
                        win[s] as i64 - 1 - k
                    } else {
                        k
                    };
                    kk * rs[d.rhs_sp[s] as usize]
                })
                .sum();
            (wsp.iter().map(|&x| x as i64).collect(), roff)
        })
        .collect();
    // The common layout (features innermost, kernel [.., i, o] row-major, no input dilation, one
    // group): each window position is a (1 x cin) x (cin x cout) product on contiguous rows.
    let dense = g == 1
        && ls[d.lhs_f as usize] == 1
        && rso == 1
        && rsi == cout as isize
        && os[d.out_f as usize] == 1
        && d.rhs_shape[d.rhs_i as usize] == cin
        && d.lhs_dil.iter().all(|&x| x == 1);
    if dense {
        for b in 0..batch {
            for op in 0..n_out_sp {
                unravel(op, &out_sp, &mut osp);
                acc.iter_mut().for_each(|a| *a = T::default());
                'dwin: for (kpos, roff) in &wins {
                    let mut loff = b as i64 * ls[d.lhs_b as usize];
                    for s in 0..nsp {
                        let pos =
                            osp[s] as i64 * d.strides[s] - d.pad_lo[s] + kpos[s] * d.rhs_dil[s];
                        if pos < 0 || pos >= in_sp[s] as i64 {
                            continue 'dwin;
                        }
                        loff += pos * ls[d.lhs_sp[s] as usize];
                    }
                    for i in 0..cin as usize {
                        // SAFETY: the input position and feature, and the kernel row (window,
                        // feature i, all outputs) lie inside the declared shapes, which validation
                        // checked against the buffers; kernels never write their inputs.
                        let (a, w) = unsafe {
                            (
                                *l.offset(loff as isize + i as isize),
                                std::slice::from_raw_parts(
                                    r.offset(*roff as isize + (i * cout as usize) as isize),
                                    cout as usize,
                                ),
                            )
                        };
                        for (x, &wv) in acc.iter_mut().zip(w) {
                            *x = *x + a * wv;
                        }
                    }
                }
                let mut ooff = b as i64 * os[d.out_b as usize];
                for s in 0..nsp {
                    ooff += osp[s] as i64 * os[d.out_sp[s] as usize];
                }
                // SAFETY: the output row is inside the declared output shape.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        acc.as_ptr(),
                        o.offset(ooff as isize),
                        cout as usize,
                    )
                };
            }
        }
        return;
    }
    for b in 0..batch {
        for op in 0..n_out_sp {
            unravel(op, &out_sp, &mut osp);
            acc.iter_mut().for_each(|a| *a = T::default());
            'win: for w in 0..n_win {
                unravel(w, &win, &mut wsp);
                let mut loff = b as i64 * ls[d.lhs_b as usize];
                let mut roff = 0i64;
                for s in 0..nsp {
                    let kpos = wsp[s] as i64;
                    let pos = osp[s] as i64 * d.strides[s] - d.pad_lo[s] + kpos * d.rhs_dil[s];
                    let dil = d.lhs_dil[s].max(1);
                    if pos < 0 || pos % dil != 0 {
                        continue 'win;
                    }
                    let pos = pos / dil;
                    if pos >= in_sp[s] as i64 {
                        continue 'win;
                    }
                    loff += pos * ls[d.lhs_sp[s] as usize];
                    let kk = if d.reverse[s] {
                        win[s] as i64 - 1 - kpos
                    } else {
                        kpos
                    };
                    roff += kk * rs[d.rhs_sp[s] as usize];
                }
                for grp in 0..g {
                    for i in 0..cin_g {
                        // SAFETY: (b, pos, feature) and (window, i, o) index inside the declared
                        // shapes, which validation checked against the buffers.
                        let a = unsafe {
                            *l.offset(loff as isize + ((grp * cin_g + i) as isize) * lsf)
                        };
                        let rrow = roff as isize + i as isize * rsi;
                        let obase = (grp * cout_g) as usize;
                        for (oc, x) in acc[obase..obase + cout_g as usize].iter_mut().enumerate() {
                            // SAFETY: as above.
                            let wv = unsafe { *r.offset(rrow + (obase + oc) as isize * rso) };
                            *x = *x + a * wv;
                        }
                    }
                }
            }
            let mut ooff = b as i64 * os[d.out_b as usize];
            for s in 0..nsp {
                ooff += osp[s] as i64 * os[d.out_sp[s] as usize];
            }
            for (oc, &v) in acc.iter().enumerate() {
                // SAFETY: the output index is inside the declared output shape.
                unsafe { *o.offset((ooff + oc as i64 * os[d.out_f as usize]) as isize) = v };
            }
        }
    }
}

/// A convolution in the domain of `t` (integers wrapping, `i1` as or-of-ands, other floats in
/// `f64`, complex numbers in `f64` parts; each rounded once to `t`): the operands are read into
/// lanes and the spec's definition runs directly.
fn conv_generic(t: ElemType, lhs: RawBuf, rhs: RawBuf, out: RawBuf, d: &ConvDesc) -> KernelResult {
    let (nl, nr, no) = (
        num_elements(&d.lhs_shape) as usize,
        num_elements(&d.rhs_shape) as usize,
        num_elements(&d.out_shape) as usize,
    );
    // SAFETY: `Conv::validate` above proved the three buffers hold their declared shapes; the operands are
    // copied into lanes before the result is written.
    let (a, b) = unsafe {
        (
            storage::load_with(lhs, t, nl, |k| k)?,
            storage::load_with(rhs, t, nr, |k| k)?,
        )
    };
    let mut c = match (a, b) {
        (Lane::I(a), Lane::I(b)) => {
            let v = conv_loop(&a, &b, d, 0i64, |s, x, y| s.wrapping_add(x.wrapping_mul(y)));
            Lane::I(
                v.into_iter()
                    .map(|s| {
                        if t.is_bool() {
                            (s != 0) as i64
                        } else {
                            wrap_int(s, t)
                        }
                    })
                    .collect(),
            )
        }
        (Lane::F(a), Lane::F(b)) => Lane::F(conv_loop(&a, &b, d, 0.0, |s, x, y| s + x * y)),
        (Lane::C(a), Lane::C(b)) => {
            Lane::C(conv_loop(&a, &b, d, C::new(0.0, 0.0), |s, x, y| s + x * y))
        }
        _ => return Err(format!("internal: a convolution on {t} outside its domain")),
    };
    lane::narrow(t, &mut c);
    // SAFETY: as above.
    unsafe { storage::store_with(out, t, &c, no, |k| k) }
}

/// The spec's convolution over row-major slices (one feature group per `feature_groups`, no batch
/// groups), accumulating with `mac(sum, x, w)`.
fn conv_loop<T: Copy>(
    l: &[T],
    r: &[T],
    d: &ConvDesc,
    zero: T,
    mac: impl Fn(T, T, T) -> T,
) -> Vec<T> {
    let ls = row_major_strides(&d.lhs_shape);
    let rs = row_major_strides(&d.rhs_shape);
    let os = row_major_strides(&d.out_shape);
    let nsp = d.out_sp.len();
    let cin = d.lhs_shape[d.lhs_f as usize];
    let cout = d.out_shape[d.out_f as usize];
    let g = d.feature_groups.max(1);
    let (cin_g, cout_g) = (cin / g, cout / g);
    let batch = d.out_shape[d.out_b as usize];
    let out_sp: Vec<u64> = d.out_sp.iter().map(|&x| d.out_shape[x as usize]).collect();
    let win: Vec<u64> = d.rhs_sp.iter().map(|&x| d.rhs_shape[x as usize]).collect();
    let in_sp: Vec<u64> = d.lhs_sp.iter().map(|&x| d.lhs_shape[x as usize]).collect();
    let mut out = vec![zero; num_elements(&d.out_shape) as usize];
    let (mut osp, mut wsp) = (vec![0u64; nsp], vec![0u64; nsp]);
    for b in 0..batch {
        for op in 0..num_elements(&out_sp) {
            unravel(op, &out_sp, &mut osp);
            let mut ooff = b as i64 * os[d.out_b as usize];
            for s in 0..nsp {
                ooff += osp[s] as i64 * os[d.out_sp[s] as usize];
            }
            'win: for w in 0..num_elements(&win) {
                unravel(w, &win, &mut wsp);
                let mut loff = b as i64 * ls[d.lhs_b as usize];
                let mut roff = 0i64;
                for s in 0..nsp {
                    let kpos = wsp[s] as i64;
                    let pos = osp[s] as i64 * d.strides[s] - d.pad_lo[s] + kpos * d.rhs_dil[s];
                    let dil = d.lhs_dil[s].max(1);
                    if pos < 0 || pos % dil != 0 || pos / dil >= in_sp[s] as i64 {
                        continue 'win;
                    }
                    loff += (pos / dil) * ls[d.lhs_sp[s] as usize];
                    let kk = if d.reverse[s] {
                        win[s] as i64 - 1 - kpos
                    } else {
                        kpos
                    };
                    roff += kk * rs[d.rhs_sp[s] as usize];
                }
                for grp in 0..g {
                    for i in 0..cin_g {
                        let x =
                            l[(loff + ((grp * cin_g + i) as i64) * ls[d.lhs_f as usize]) as usize];
                        for oc in 0..cout_g {
                            let o = grp * cout_g + oc;
                            let wv = r[(roff
                                + i as i64 * rs[d.rhs_i as usize]
                                + o as i64 * rs[d.rhs_o as usize])
                                as usize];
                            let at = (ooff + o as i64 * os[d.out_f as usize]) as usize;
                            out[at] = mac(out[at], x, wv);
                        }
                    }
                }
            }
        }
    }
    out
}
