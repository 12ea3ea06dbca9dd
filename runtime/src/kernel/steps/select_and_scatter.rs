//! The [`SelectAndScatter`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::sort::native_comparator;
use super::{arith_nodes, buf_bytes, Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::storage;
use crate::kernel::validate::*;
use crate::vm::dump::buf;
use element::lane::{self, Lane};

/// The spec's `select_and_scatter` into `out` (already holding the init value everywhere):
/// in each window of `operand` the element `select` prefers is chosen, and the window's
/// `source` element is combined into `out` at that position with `scatter`, in source order.
#[derive(Clone, Debug, PartialEq)]
pub struct SelectAndScatter {
    /// Operand.
    pub operand: Buf,
    /// Operand (and result) shape.
    pub shape: Vec<u64>,
    /// Source: one element per window.
    pub source: Buf,
    /// Source shape (the window counts).
    pub source_shape: Vec<u64>,
    /// Destination.
    pub out: Buf,
    /// Window dimensions.
    pub window: Vec<u64>,
    /// Window strides.
    pub strides: Vec<u64>,
    /// Low padding (windows start at `index * stride - pad_lo`).
    pub pad_lo: Vec<i64>,
    /// `select(chosen, candidate)`: one i1 result, true to keep the chosen element.
    pub select: Body,
    /// `scatter(accumulator, source element)`: the new accumulator.
    pub scatter: Body,
}

wire!(SelectAndScatter {
    operand,
    shape,
    source,
    source_shape,
    out,
    window,
    strides,
    pad_lo,
    select,
    scatter
});

impl StepKind for SelectAndScatter {
    fn validate(&self, v: &V) -> Result<(), String> {
        let SelectAndScatter {
            operand,
            shape,
            source,
            source_shape,
            out,
            window,
            strides,
            pad_lo,
            select,
            scatter,
        } = self;
        let r = shape.len();
        if [
            source_shape.len(),
            window.len(),
            strides.len(),
            pad_lo.len(),
        ]
        .iter()
        .any(|&l| l != r)
        {
            return Err(v.err("malformed select_and_scatter"));
        }
        v.window(window)?;
        if strides.iter().any(|&x| !(1..=1 << 20).contains(&x))
            || pad_lo.iter().any(|&p| p.unsigned_abs() > 1 << 40)
        {
            return Err(v.err("select_and_scatter strides or padding out of range"));
        }
        let t = v.decl(*operand)?.dtype;
        let n = v.shape(shape)?;
        v.whole(*operand, t, n, false)?;
        v.whole(*source, t, v.shape(source_shape)?, false)?;
        v.whole(*out, t, n, true)?;
        v.predicate(select, &[t, t])?;
        v.body(scatter, &[t], &[t])?;

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let SelectAndScatter {
            shape,
            source_shape,
            window,
            select,
            scatter,
            ..
        } = self;
        prod(&[
            prod(source_shape),
            prod(window).max(1),
            body_work(select) + body_work(scatter),
        ])
        .saturating_add(prod(shape))
    }

    fn host_bytes(&self) -> (u64, u64) {
        let SelectAndScatter {
            shape,
            source_shape,
            window,
            ..
        } = self;
        let (select, scatter) = (&self.select, &self.scatter);
        (
            // Operand, source and result in lanes; the pooling gradient's tap offsets.
            prod(&[LANE, sum(&[prod(shape), prod(shape), prod(source_shape)])])
                .saturating_add(prod(&[8, prod(window)])),
            chunked(host_nodes(&select.expr) + host_nodes(&scatter.expr)),
        )
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let SelectAndScatter {
            operand,
            source,
            source_shape,
            out,
            window,
            select,
            scatter,
            ..
        } = self;
        // The selection over each source element's window, and one scatter per source element.
        let s = prod(source_shape);
        Cost {
            flops: sum(&[
                prod(&[s, prod(window), arith_nodes(&select.expr)]),
                prod(&[s, arith_nodes(&scatter.expr)]),
            ]),
            bytes: sum(&[
                buf_bytes(k, *operand),
                buf_bytes(k, *source),
                buf_bytes(k, *out),
            ]),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        select_and_scatter(
            ctx,
            ty(self.operand),
            (self.operand, self.source, self.out),
            (&self.shape, &self.source_shape),
            (&self.window, &self.strides, &self.pad_lo),
            &self.select,
            &self.scatter,
        )
    }

    fn dump(&self) -> String {
        let SelectAndScatter {
            operand,
            shape,
            source,
            out,
            window,
            strides,
            ..
        } = self;
        format!(
            "select_and_scatter {} into {} over {} {shape:?} window {window:?} strides {strides:?}",
            buf(source),
            buf(out),
            buf(operand)
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.operand, Access::Read);
        f(self.source, Access::Read);
        f(self.out, Access::Read);
        f(self.out, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.operand);
        f(&mut self.source);
        f(&mut self.out);
    }

    fn may_share(&self, w: usize, x: usize) -> bool {
        // Visits: operand, source, `out` read, `out` written: `out` accumulates in place.
        (w, x) == (3, 2)
    }
}

/// Evaluates a one-result body on scalar parameters.
fn eval_scalar_body(
    body: &Body,
    params: &[Lane],
    ctx: &Ctx,
    lanes: &mut Vec<Lane>,
) -> Result<Lane, String> {
    eval_expr(&body.expr, &[1], 0, 1, ctx, params, lanes, None)?;
    lanes
        .get(body.results[0] as usize)
        .cloned()
        .ok_or_else(|| "internal: a body result is out of range".to_string())
}

/// Operand shape, source shape, window, strides and low padding of a `select_and_scatter`.
type PoolGeometry<'a> = (&'a [u64], &'a [u64], &'a [u64], &'a [u64], &'a [i64]);

/// Channels per step of max pooling's gradient over a run of channels.
const LANES: usize = 8;

/// The chosen tap of each of the `L` channels `c0..c0 + L` of a window position whose taps
/// inside the operand start at `offs` (in window order, every `offset + c0 + L` within `x`,
/// checked by the caller), as its position in `offs`: the first tap's value, replaced by each
/// later one that `chosen >= candidate` (GE) or `chosen > candidate` (GT) rejects.
fn choose_lanes<const L: usize>(x: &[f32], offs: &[usize], c0: usize, ge: bool) -> [u32; L] {
    let mut bv = [0f32; L];
    let a0 = offs[0];
    bv.copy_from_slice(&x[a0 + c0..a0 + c0 + L]);
    let mut bk = [0u32; L];
    for (i, &a) in offs.iter().enumerate().skip(1) {
        let xs = &x[a + c0..a + c0 + L];
        for l in 0..L {
            let (b, v) = (bv[l], xs[l]);
            let keep = if ge { b >= v } else { b > v };
            bv[l] = if keep { b } else { v };
            // `offs` has at most `taps` entries, which fit in u32 (the caller checked).
            bk[l] = if keep { bk[l] } else { i as u32 };
        }
    }
    bk
}

/// Max pooling's gradient on f32 (select `GE` or `GT` as floats, scatter `add`): the generic
/// loop's semantics, with window taps at precomputed offsets and no per-element lanes.
fn max_pool_grad_f32(
    x: &[f32],
    src: &[f32],
    acc: &mut [f32],
    (shape, source_shape, window, strides, pad_lo): PoolGeometry,
    ge: bool,
) -> KernelResult {
    let rank = shape.len();
    let st = row_major_strides(shape);
    let taps = num_elements(window) as usize;
    let mut coords = vec![0i64; taps * rank];
    let mut offs = vec![0i64; taps];
    let mut wi = vec![0u64; rank];
    for k in 0..taps {
        unravel(k as u64, window, &mut wi);
        for d in 0..rank {
            coords[k * rank + d] = wi[d] as i64;
            offs[k] += wi[d] as i64 * st[d];
        }
    }
    let range = || "internal: a pooling window left its operand".to_string();
    // When the innermost dimension passes through (window 1, stride 1, no padding, the same
    // extent: the channels of NHWC pooling), each outer window position handles a whole run of
    // it at once, [`LANES`] channels at a time with their choices in registers: the same
    // comparisons in the same order per element, and the source elements added in source order.
    // A choice is kept as its tap's number (u32, as wide as the f32 values, so the
    // compare-and-select loops vectorize).
    let last = rank.wrapping_sub(1);
    if rank >= 1
        && window[last] == 1
        && strides[last] == 1
        && pad_lo[last] == 0
        && source_shape[last] == shape[last]
        && shape[last] > 1
        && u32::try_from(taps).is_ok()
    {
        let run = shape[last] as usize;
        let outer = &source_shape[..last];
        let rows = num_elements(outer) as usize;
        let mut si = vec![0u64; last];
        let mut base = vec![0i64; last];
        // The first elements' offsets of the row's taps inside the operand, in window order.
        let mut inside_taps: Vec<usize> = Vec::with_capacity(taps);
        for row in 0..rows {
            let mut corner = 0i64;
            let mut inside = true;
            for d in 0..last {
                base[d] = si[d] as i64 * strides[d] as i64 - pad_lo[d];
                inside &= base[d] >= 0 && base[d] + window[d] as i64 <= shape[d] as i64;
                corner += base[d] * st[d];
            }
            inside_taps.clear();
            for k in 0..taps {
                if !inside {
                    let c = &coords[k * rank..k * rank + last];
                    if (0..last).any(|d| base[d] + c[d] < 0 || base[d] + c[d] >= shape[d] as i64) {
                        continue;
                    }
                }
                let a = usize::try_from(corner + offs[k]).map_err(|_| range())?;
                if x.get(a..a + run).is_none() {
                    return Err(range());
                }
                inside_taps.push(a);
            }
            if !inside_taps.is_empty() {
                let g = src.get(row * run..(row + 1) * run).ok_or_else(range)?;
                let mut scatter = |bk: &[u32], c0: usize| -> KernelResult {
                    for (l, &i) in bk.iter().enumerate() {
                        let at = inside_taps[i as usize];
                        *acc.get_mut(at + c0 + l).ok_or_else(range)? += g[c0 + l];
                    }
                    Ok(())
                };
                // Whole groups of LANES channels, then the rest one at a time.
                let mut c0 = 0;
                while c0 + LANES <= run {
                    scatter(&choose_lanes::<LANES>(x, &inside_taps, c0, ge), c0)?;
                    c0 += LANES;
                }
                for c in c0..run {
                    scatter(&choose_lanes::<1>(x, &inside_taps, c, ge), c)?;
                }
            }
            // The next row's source position (an odometer over the outer dimensions).
            for d in (0..last).rev() {
                si[d] += 1;
                if si[d] < outer[d] {
                    break;
                }
                si[d] = 0;
            }
        }
        return Ok(());
    }
    let mut si = vec![0u64; rank];
    let mut base = vec![0i64; rank];
    for (s, &g) in src.iter().enumerate() {
        unravel(s as u64, source_shape, &mut si);
        let mut corner = 0i64;
        let mut inside = true;
        for d in 0..rank {
            base[d] = si[d] as i64 * strides[d] as i64 - pad_lo[d];
            inside &= base[d] >= 0 && base[d] + window[d] as i64 <= shape[d] as i64;
            corner += base[d] * st[d];
        }
        let mut best: Option<(usize, f32)> = None;
        for k in 0..taps {
            if !inside {
                let c = &coords[k * rank..(k + 1) * rank];
                if (0..rank).any(|d| base[d] + c[d] < 0 || base[d] + c[d] >= shape[d] as i64) {
                    continue;
                }
            }
            let a = usize::try_from(corner + offs[k]).map_err(|_| range())?;
            let v = *x.get(a).ok_or_else(range)?;
            best = match best {
                Some((c, cv)) if (ge && cv >= v) || (!ge && cv > v) => Some((c, cv)),
                _ => Some((a, v)),
            };
        }
        if let Some((c, _)) = best {
            *acc.get_mut(c).ok_or_else(range)? += g;
        }
    }
    Ok(())
}

/// [`Step::SelectAndScatter`]: operand and source are read whole; for each window (row-major,
/// positions in the padding skipped) the first element is chosen and replaced by each later one
/// that `select(chosen, candidate)` rejects; the source element is then combined into `out` at the
/// chosen position. Max pooling's gradient (select `GE`/`GT`, scatter `add`) on f32 runs natively.
fn select_and_scatter(
    ctx: &Ctx,
    t: ElemType,
    (operand, source, out): (Buf, Buf, Buf),
    (shape, source_shape): (&[u64], &[u64]),
    (window, strides, pad_lo): (&[u64], &[u64], &[i64]),
    select: &Body,
    scatter: &Body,
) -> KernelResult {
    let n = num_elements(shape) as usize;
    let ns = num_elements(source_shape) as usize;
    let rank = shape.len();
    let native = native_comparator(select).filter(|&(dir, _, swapped)| {
        !swapped && matches!(dir, CompareDirection::Ge | CompareDirection::Gt)
    });
    let add = simple_body(scatter) == Some(BinaryOp::Add);
    let (ob, xb, sb) = (ctx.buf(out), ctx.buf(operand), ctx.buf(source));
    let apart = |a: RawBuf, alen: usize, b: RawBuf, blen: usize| {
        let (a0, b0) = (a.ptr as usize, b.ptr as usize);
        a0 + alen <= b0 || b0 + blen <= a0
    };
    if let (Some((dir, CompareType::Float, _)), true, ElemType::F32) = (native, add, t) {
        if apart(ob, 4 * n, xb, 4 * n) && apart(ob, 4 * n, sb, 4 * ns) {
            // Max pooling's gradient with the output apart from both inputs: read and update the
            // buffers in place instead of copying them into lanes and back.
            // SAFETY: `SelectAndScatter::validate` above proved the operand and `out` hold
            // `shape`'s `n` elements and the source `source_shape`'s `ns`; `out`'s bytes overlap
            // neither input's (checked just above), so the mutable slice aliases nothing, and
            // nothing else touches the buffers while the step runs (`Ctx::new`'s contract).
            let (xv, sv, av) = unsafe {
                (
                    std::slice::from_raw_parts(xb.as_f32() as *const f32, n),
                    std::slice::from_raw_parts(sb.as_f32() as *const f32, ns),
                    std::slice::from_raw_parts_mut(ob.as_f32(), n),
                )
            };
            let geometry = (shape, source_shape, window, strides, pad_lo);
            return max_pool_grad_f32(xv, sv, av, geometry, dir == CompareDirection::Ge);
        }
    }
    // SAFETY: `SelectAndScatter::validate` above proved the operand holds `shape`'s `n` elements.
    let x = unsafe { storage::load_with(ctx.buf(operand), t, n, |i| i) }?;
    // SAFETY: `SelectAndScatter::validate` above proved the source holds `source_shape`'s `ns` elements.
    let src = unsafe { storage::load_with(ctx.buf(source), t, ns, |i| i) }?;
    // SAFETY: `SelectAndScatter::validate` above proved `out` holds `shape`'s `n` elements.
    let mut acc = unsafe { storage::load_with(ctx.buf(out), t, n, |i| i) }?;
    let st = row_major_strides(shape);
    let positions = num_elements(window) as usize;
    if let (Some((dir, CompareType::Float, _)), true, Lane::F32(xv), Lane::F32(sv), Lane::F32(av)) =
        (native, add, &x, &src, &mut acc)
    {
        let geometry = (shape, source_shape, window, strides, pad_lo);
        max_pool_grad_f32(xv, sv, av, geometry, dir == CompareDirection::Ge)?;
        // SAFETY: `SelectAndScatter::validate` above proved `out` holds `shape`'s elements.
        return unsafe { storage::store_contiguous(ctx.buf(out), t, 0, &acc, n) };
    }
    let mut si = vec![0u64; rank];
    let mut wi = vec![0u64; rank];
    let mut lanes = Vec::new();
    for s_lin in 0..ns {
        unravel(s_lin as u64, source_shape, &mut si);
        let mut chosen: Option<usize> = None;
        for w_lin in 0..positions {
            unravel(w_lin as u64, window, &mut wi);
            let mut at = 0i64;
            let mut inside = true;
            for d in 0..rank {
                let q = (si[d] * strides[d] + wi[d]) as i64 - pad_lo[d];
                if q < 0 || q >= shape[d] as i64 {
                    inside = false;
                    break;
                }
                at += q * st[d];
            }
            if !inside {
                continue;
            }
            let a = at as usize;
            chosen = Some(match chosen {
                None => a,
                Some(c) => {
                    let keep = match native {
                        Some((dir, ct, _)) => {
                            lane::compare_at(dir, ct, t, (&x, c), (&x, a)).map_err(type_err)?
                        }
                        None => {
                            let p = [x.pick(std::iter::once(c)), x.pick(std::iter::once(a))];
                            matches!(eval_scalar_body(select, &p, ctx, &mut lanes)?, Lane::I(v) if v.first().is_some_and(|&b| b != 0))
                        }
                    };
                    if keep {
                        c
                    } else {
                        a
                    }
                }
            });
        }
        let Some(c) = chosen else { continue };
        if let (true, Lane::F32(a), Lane::F32(v)) = (add, &mut acc, &src) {
            a[c] += v[s_lin];
            continue;
        }
        let p = [
            acc.pick(std::iter::once(c)),
            src.pick(std::iter::once(s_lin)),
        ];
        let r = eval_scalar_body(scatter, &p, ctx, &mut lanes)?;
        lane_set(&mut acc, c, &r, 0)?;
    }
    // SAFETY: `SelectAndScatter::validate` above proved `out` holds `shape`'s elements.
    unsafe { storage::store_contiguous(ctx.buf(out), t, 0, &acc, n) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The spec's loop, written out: for each source element (row-major), the window's positions
    /// row-major with the padding skipped; the first is chosen and replaced by each later one the
    /// select (`chosen >= candidate` for GE, `>` for GT) rejects; the source element is added at
    /// the chosen position.
    fn spec(
        x: &[f32],
        src: &[f32],
        init: f32,
        (shape, source_shape, window, strides, pad_lo): PoolGeometry,
        ge: bool,
    ) -> Vec<f32> {
        let rank = shape.len();
        let mut out = vec![init; x.len()];
        let mut si = vec![0u64; rank];
        let mut wi = vec![0u64; rank];
        for (s, &g) in src.iter().enumerate() {
            unravel(s as u64, source_shape, &mut si);
            let mut chosen: Option<usize> = None;
            for w in 0..num_elements(window) {
                unravel(w, window, &mut wi);
                let mut at = 0usize;
                let mut inside = true;
                for d in 0..rank {
                    let q = (si[d] * strides[d] + wi[d]) as i64 - pad_lo[d];
                    inside &= q >= 0 && q < shape[d] as i64;
                    at = at * shape[d] as usize + q.max(0) as usize;
                }
                if !inside {
                    continue;
                }
                chosen = match chosen {
                    Some(c) if (ge && x[c] >= x[at]) || (!ge && x[c] > x[at]) => Some(c),
                    _ => Some(at),
                };
            }
            if let Some(c) = chosen {
                out[c] += g;
            }
        }
        out
    }

    /// Max pooling's gradient over NHWC with the channels passing through (the run path) and
    /// without (the per-window path): non-overlapping 2x2 windows, overlapping 3x3 windows with
    /// stride 1 and padding, a window over the channels too, GE (the first maximum) and GT (the
    /// last), on values with many ties, NaNs and signed zeros; sums of small integers, exact in
    /// any order, so the results must match bit for bit.
    #[test]
    fn max_pool_grad_matches_the_spec_loop() {
        type Case = (Vec<u64>, Vec<u64>, Vec<u64>, Vec<i64>);
        let cases: Vec<Case> = vec![
            (
                vec![2, 6, 6, 16],
                vec![1, 2, 2, 1],
                vec![1, 2, 2, 1],
                vec![0, 0, 0, 0],
            ),
            (
                vec![2, 5, 7, 3],
                vec![1, 3, 3, 1],
                vec![1, 1, 1, 1],
                vec![0, 1, 1, 0],
            ),
            (
                vec![1, 4, 5, 33],
                vec![1, 3, 2, 1],
                vec![1, 2, 1, 1],
                vec![0, 1, 0, 0],
            ),
            (
                vec![2, 4, 4, 6],
                vec![1, 2, 2, 2],
                vec![1, 2, 2, 2],
                vec![0, 0, 0, 0],
            ),
        ];
        for (shape, window, strides, pad_lo) in &cases {
            let rank = shape.len();
            // Padded extent `shape + pad_lo` (no high padding), windows that fit in it.
            let source_shape: Vec<u64> = (0..rank)
                .map(|d| (shape[d] + pad_lo[d] as u64 - window[d]) / strides[d] + 1)
                .collect();
            let n = num_elements(shape) as usize;
            let ns = num_elements(&source_shape) as usize;
            let mut x: Vec<f32> = (0..n).map(|i| ((i * 7919) % 5) as f32 - 2.0).collect();
            for (j, v) in [f32::NAN, -0.0, 0.0, f32::NAN].into_iter().enumerate() {
                x[(j * 131 + 3) % n] = v;
            }
            let src: Vec<f32> = (0..ns).map(|i| ((i * 31) % 9) as f32 - 4.0).collect();
            for ge in [true, false] {
                let geometry = (
                    &shape[..],
                    &source_shape[..],
                    &window[..],
                    &strides[..],
                    &pad_lo[..],
                );
                let want = spec(&x, &src, 0.5, geometry, ge);
                let mut got = vec![0.5f32; n];
                max_pool_grad_f32(&x, &src, &mut got, geometry, ge).unwrap();
                for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                    assert_eq!(
                        g.to_bits(),
                        w.to_bits(),
                        "{shape:?} window {window:?} strides {strides:?} ge {ge}, element {i}: \
                         {g} vs {w}"
                    );
                }
            }
        }
    }
}
