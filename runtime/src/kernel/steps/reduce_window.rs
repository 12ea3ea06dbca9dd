//! The [`ReduceWindow`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{arith_nodes, buf_bytes, visit_loads, visit_loads_mut, Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::storage;
use crate::kernel::validate::*;
use crate::vm::dump::buf;
use element::lane::Lane;

/// A StableHLO reduce_window of one or more inputs (arg-max pooling reduces values and
/// indices together), row-major buffers.
#[derive(Clone, Debug, PartialEq)]
pub struct ReduceWindow {
    /// Inputs, one shape.
    pub inputs: Vec<Buf>,
    /// Input shape.
    pub in_shape: Vec<u64>,
    /// Outputs, one per input.
    pub outputs: Vec<Buf>,
    /// Output shape.
    pub out_shape: Vec<u64>,
    /// Window dimensions.
    pub window: Vec<u64>,
    /// Window strides.
    pub strides: Vec<i64>,
    /// Base dilations.
    pub base_dil: Vec<i64>,
    /// Window dilations.
    pub win_dil: Vec<i64>,
    /// Low padding.
    pub pad_lo: Vec<i64>,
    /// The initial values: an expression that loads only one-element buffers.
    pub init: Expr,
    /// The nodes of `init` holding each input's initial value.
    pub inits: Vec<u32>,
    /// The combiner: accumulators `0..n`, elements `n..2n`.
    pub body: Body,
}

wire!(ReduceWindow {
    inputs,
    in_shape,
    outputs,
    out_shape,
    window,
    strides,
    base_dil,
    win_dil,
    pad_lo,
    init,
    inits,
    body
});

impl StepKind for ReduceWindow {
    fn validate(&self, v: &V) -> Result<(), String> {
        let ReduceWindow {
            inputs,
            in_shape,
            outputs,
            out_shape,
            window,
            strides,
            base_dil,
            win_dil,
            pad_lo,
            init,
            inits,
            body,
        } = self;
        let r = in_shape.len();
        if [
            out_shape.len(),
            window.len(),
            strides.len(),
            base_dil.len(),
            win_dil.len(),
            pad_lo.len(),
        ]
        .iter()
        .any(|&l| l != r)
        {
            return Err(v.err("malformed reduce_window"));
        }
        v.window(window)?;
        if strides
            .iter()
            .chain(base_dil)
            .chain(win_dil)
            .any(|&x| !(1..=1 << 20).contains(&x))
            || pad_lo.iter().any(|&p| p.unsigned_abs() > 1 << 40)
        {
            return Err(v.err("reduce_window strides and dilations must be positive"));
        }
        if inputs.is_empty() || inputs.len() != outputs.len() || inits.len() != inputs.len() {
            return Err(v.err("malformed reduce_window"));
        }
        v.expr(init, &[1], &[])?;
        let (n_in, n_out) = (v.shape(in_shape)?, v.shape(out_shape)?);
        let mut types = vec![];
        for ((&i, &o), &node) in inputs.iter().zip(outputs).zip(inits) {
            let t = v.decl(i)?.dtype;
            v.whole(i, t, n_in, false)?;
            v.whole(o, t, n_out, true)?;
            if init.types.get(node as usize) != Some(&t) {
                return Err(v.err("reduce_window init"));
            }
            types.push(t);
        }
        v.body(body, &types, &types)?;

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let ReduceWindow {
            in_shape,
            out_shape,
            window,
            body,
            inputs,
            ..
        } = self;
        prod(&[
            prod(out_shape),
            prod(window).max(1),
            body_work(body) + inputs.len() as u64,
        ])
        .saturating_add(prod(in_shape))
    }

    fn host_bytes(&self) -> (u64, u64) {
        let ReduceWindow {
            in_shape,
            window,
            body,
            inputs,
            ..
        } = self;
        (
            // The table of taps: an offset and a position per tap.
            prod(&[prod(window), 8 * (window.len() as u64 + 5)]),
            // A run of the innermost dimension's accumulators, and the body over a few lanes.
            prod(&[LANE, in_shape.last().copied().unwrap_or(1)])
                .saturating_add(chunked(host_nodes(&body.expr) + inputs.len() as u64)),
        )
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let ReduceWindow {
            inputs,
            outputs,
            out_shape,
            window,
            body,
            ..
        } = self;
        let bytes = inputs
            .iter()
            .chain(outputs)
            .map(|b| buf_bytes(k, *b))
            .fold(0, u64::saturating_add);
        Cost {
            flops: prod(&[prod(out_shape), prod(window), arith_nodes(&body.expr)]),
            bytes,
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        reduce_window(
            ctx,
            (&self.inputs, &self.in_shape),
            (&self.outputs, &self.out_shape),
            (
                &self.window,
                &self.strides,
                &self.base_dil,
                &self.win_dil,
                &self.pad_lo,
            ),
            (&self.init, &self.inits),
            &self.body,
            &self.inputs.iter().map(|&b| ty(b)).collect::<Vec<_>>(),
        )
    }

    fn dump(&self) -> String {
        let ReduceWindow {
            inputs,
            in_shape,
            outputs,
            out_shape,
            window,
            strides,
            ..
        } = self;
        format!(
                "reduce_window {} {in_shape:?} -> {} {out_shape:?} window {window:?} strides {strides:?}",
                inputs.iter().map(buf).collect::<Vec<_>>().join(", "),
                outputs.iter().map(buf).collect::<Vec<_>>().join(", ")
            )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        visit_loads(&self.init, &mut |b| f(b, Access::Read));
        for &b in &self.inputs {
            f(b, Access::Read);
        }
        for &b in &self.outputs {
            f(b, Access::Write);
        }
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        visit_loads_mut(&mut self.init, f);
        self.inputs.iter_mut().for_each(&mut *f);
        self.outputs.iter_mut().for_each(&mut *f);
    }
}

#[allow(clippy::too_many_arguments)]
/// A window's dimensions, strides, base and window dilations and low padding.
type WindowGeometry<'a> = (&'a [u64], &'a [i64], &'a [i64], &'a [i64], &'a [i64]);

fn reduce_window(
    ctx: &Ctx,
    (inputs, in_shape): (&[Buf], &[u64]),
    (outputs, out_shape): (&[Buf], &[u64]),
    (window, strides, base_dil, win_dil, pad_lo): WindowGeometry,
    (init, inits): (&Expr, &[u32]),
    body: &Body,
    elems: &[ElemType],
) -> KernelResult {
    let rank = in_shape.len();
    if num_elements(out_shape) == 0 {
        return Ok(());
    }
    let ist = row_major_strides(in_shape);
    let mut lanes = Vec::new();
    eval_expr(init, &[1], 0, 1, ctx, &[], &mut lanes, None)?;
    let init_lanes: Vec<Lane> = inits
        .iter()
        .map(|&i| lanes.get(i as usize).cloned())
        .collect::<Option<_>>()
        .ok_or("internal: a reduce_window without an initial value")?;
    let simple = simple_body(body).filter(|_| inputs.len() == 1);
    if let (&[input], &[out], &[ElemType::F32], Some(op), [Lane::F32(iv)]) = (
        inputs,
        outputs,
        elems,
        simple.and_then(Fold::of),
        &init_lanes[..],
    ) {
        let (ib, ob) = (ctx.buf(input), ctx.buf(out));
        if base_dil.iter().all(|&b| b <= 1) {
            let w = WindowF32 {
                in_shape,
                ist: &ist,
                out_shape,
                window,
                strides,
                win_dil,
                pad_lo,
                op,
                init: iv[0],
            };
            w.run(ib, ob, ctx.threads);
            return Ok(());
        }
    }
    let n_out = num_elements(out_shape);
    let n_win = num_elements(window);
    let mut oi = vec![0u64; rank];
    let mut wi = vec![0u64; rank];
    for o in 0..n_out {
        unravel(o, out_shape, &mut oi);
        let mut acc = init_lanes.clone();
        for w in 0..n_win {
            unravel(w, window, &mut wi);
            let mut off = 0i64;
            let mut inside = true;
            for d in 0..rank {
                let p = oi[d] as i64 * strides[d] + wi[d] as i64 * win_dil[d] - pad_lo[d];
                let bd = base_dil[d].max(1);
                if p < 0 || p % bd != 0 || p / bd >= in_shape[d] as i64 {
                    inside = false;
                    break;
                }
                off += (p / bd) * ist[d];
            }
            let xs: Vec<Lane> = if inside {
                inputs
                    .iter()
                    .zip(elems)
                    // SAFETY: the position is inside the input shape, checked against the buffer.
                    .map(|(&b, &t)| unsafe {
                        storage::load_with(ctx.buf(b), t, 1, |_| off as usize)
                    })
                    .collect::<Result<_, _>>()?
            } else {
                init_lanes.clone()
            };
            match simple {
                Some(op) => combine_into(op, elems[0], &mut acc[0], &xs[0], &[0])?,
                None => apply_body(body, &mut acc, 0, &xs, 0, ctx)?,
            }
        }
        for ((a, &b), &t) in acc.iter().zip(outputs).zip(elems) {
            // SAFETY: `o` is inside the output shape.
            unsafe { storage::store_with(ctx.buf(b), t, a, 1, |_| o as usize) }?;
        }
    }
    Ok(())
}

/// The rows [`WindowF32::rows_inside`] folds: each `run_len` contiguous elements along the
/// innermost dimension (which passes through), at positions over the first `outer` dimensions;
/// `offs`, each tap's input offset from the window's corner.
#[derive(Clone, Copy)]
struct Rows<'a> {
    offs: &'a [i64],
    run_len: usize,
    outer: usize,
    ib: RawBuf,
    ob: RawBuf,
}

/// Runs `f(lo, hi)` over rows `0 .. rows` in tiles of `per_tile` rows, split among the workers
/// when there are several of both.
fn in_tiles(rows: u64, per_tile: u64, threads: usize, f: &(dyn Fn(u64, u64) + Sync)) {
    let tiles = rows.div_ceil(per_tile);
    if threads <= 1 || tiles <= 1 {
        f(0, rows);
        return;
    }
    rayon::scope(|s| {
        for t in 0..tiles {
            let lo = t * per_tile;
            let hi = (lo + per_tile).min(rows);
            s.spawn(move |_| f(lo, hi));
        }
    });
}

/// An f32 reduce_window with a one-op body and no base dilation: each output element walks a
/// precomputed table of window offsets (windows that cross the padding check each position),
/// with the outputs split across the workers.
pub(crate) struct WindowF32<'a> {
    pub(crate) in_shape: &'a [u64],
    pub(crate) ist: &'a [i64],
    pub(crate) out_shape: &'a [u64],
    pub(crate) window: &'a [u64],
    pub(crate) strides: &'a [i64],
    pub(crate) win_dil: &'a [i64],
    pub(crate) pad_lo: &'a [i64],
    pub(crate) op: Fold,
    pub(crate) init: f32,
}

impl WindowF32<'_> {
    pub(crate) fn run(&self, ib: RawBuf, ob: RawBuf, threads: usize) {
        let rank = self.in_shape.len();
        let n_win = num_elements(self.window);
        let mut table = Vec::with_capacity(n_win as usize);
        let mut wi = vec![0u64; rank];
        for w in 0..n_win {
            unravel(w, self.window, &mut wi);
            let pos: Vec<i64> = (0..rank).map(|d| wi[d] as i64 * self.win_dil[d]).collect();
            let off: i64 = (0..rank).map(|d| pos[d] * self.ist[d]).sum();
            table.push((off, pos));
        }
        let n_out = num_elements(self.out_shape);
        // When the innermost dimension passes through (window 1, stride 1, no padding, same
        // extent), each outer position reduces whole contiguous runs of it at once: one index
        // computation per run instead of per element, and loops over the run that vectorize.
        let last = rank.saturating_sub(1);
        let run_len = if rank >= 1
            && self.window[last] == 1
            && self.strides[last] == 1
            && self.pad_lo[last] == 0
            && self.out_shape[last] == self.in_shape[last]
            && self.ist[last] == 1
        {
            self.out_shape[last].max(1) as usize
        } else {
            1
        };
        let outer = if run_len > 1 { last } else { rank };
        let rows = n_out / run_len as u64;
        let per_tile = (TILE / (n_win.max(1) * run_len as u64))
            .max(64 / run_len as u64)
            .max(1);
        let (op, init) = (self.op, self.init);
        // Every window inside the input (no padding reached: pooling): each row reads its taps
        // straight into the output, in vector registers, with no per-row bounds checks.
        let all_inside = (0..rank).all(|d| {
            self.pad_lo[d] <= 0 && {
                let first = -self.pad_lo[d];
                let last = first
                    + (self.out_shape[d] as i64 - 1) * self.strides[d]
                    + (self.window[d] as i64 - 1) * self.win_dil[d];
                first >= 0 && last < self.in_shape[d] as i64
            }
        });
        if run_len > 1 && all_inside && n_out > 0 {
            let offs: Vec<i64> = table.iter().map(|(off, _)| *off).collect();
            let rows_inside = |lo: u64, hi: u64| {
                // SAFETY: every window of every row is inside the input (`all_inside`), each
                // row's run of `run_len` is inside the output, and each worker writes its own
                // rows; validation checked both buffers against their shapes.
                unsafe {
                    self.rows_inside(
                        &Rows {
                            offs: &offs,
                            run_len,
                            outer,
                            ib,
                            ob,
                        },
                        lo,
                        hi,
                    )
                }
            };
            in_tiles(rows, per_tile, threads, &rows_inside);
            return;
        }
        let combine = move |acc: &mut [f32], x: Option<&[f32]>| match (op, x) {
            (Fold::Add, Some(x)) => acc.iter_mut().zip(x).for_each(|(a, &b)| *a += b),
            (Fold::Max, Some(x)) => acc.iter_mut().zip(x).for_each(|(a, &b)| *a = fmax!(*a, b)),
            (Fold::Min, Some(x)) => acc.iter_mut().zip(x).for_each(|(a, &b)| *a = fmin!(*a, b)),
            (Fold::Add, None) => acc.iter_mut().for_each(|a| *a += init),
            (Fold::Max, None) => acc.iter_mut().for_each(|a| *a = fmax!(*a, init)),
            (Fold::Min, None) => acc.iter_mut().for_each(|a| *a = fmin!(*a, init)),
        };
        let run = |lo: u64, hi: u64| {
            let mut oi = vec![0u64; rank];
            let mut base = vec![0i64; rank];
            let mut acc = vec![init; run_len];
            // The first row's position is unravelled once; each later row advances it by one
            // (an odometer), so short runs pay no division per row.
            unravel(lo, &self.out_shape[..outer], &mut oi[..outer]);
            for row in lo..hi {
                if row > lo {
                    for d in (0..outer).rev() {
                        oi[d] += 1;
                        if oi[d] < self.out_shape[d] {
                            break;
                        }
                        oi[d] = 0;
                    }
                }
                let mut inside = true;
                let mut off0 = 0i64;
                for d in 0..outer {
                    base[d] = oi[d] as i64 * self.strides[d] - self.pad_lo[d];
                    let last = base[d] + (self.window[d] as i64 - 1) * self.win_dil[d];
                    inside &= base[d] >= 0 && last < self.in_shape[d] as i64;
                    off0 += base[d] * self.ist[d];
                }
                acc.fill(init);
                for (off, pos) in &table {
                    if inside
                        || (0..outer).all(|d| {
                            let p = base[d] + pos[d];
                            p >= 0 && p < self.in_shape[d] as i64
                        })
                    {
                        // SAFETY: every coordinate of the run is inside the input shape (checked
                        // above, or the whole window is; the innermost dimension passes through
                        // when the run is longer than one), and validation checked the buffer
                        // against the shape.
                        let p = unsafe { ib.as_f32().offset((off0 + off) as isize) };
                        // The guard-page build's check (a no-op otherwise).
                        let _reading =
                            crate::kernel::borrows::shared(p, run_len, "reduce_window input");
                        // SAFETY: as above.
                        let x = unsafe { std::slice::from_raw_parts(p, run_len) };
                        combine(&mut acc, Some(x));
                    } else {
                        combine(&mut acc, None);
                    }
                }
                // SAFETY: the run `[row * run_len, (row + 1) * run_len)` is inside the output
                // shape, and each worker writes its own rows.
                let o = unsafe { ob.as_f32().add(row as usize * run_len) };
                let _writing =
                    crate::kernel::borrows::exclusive(o, run_len, "reduce_window output");
                // SAFETY: as above; `acc` is this worker's own vector.
                unsafe { std::ptr::copy_nonoverlapping(acc.as_ptr(), o, run_len) }
            }
        };
        in_tiles(rows, per_tile, threads, &run);
    }

    /// Rows `lo .. hi` (each `run_len` contiguous elements along the innermost dimension, which
    /// passes through; positions over the first `outer` dimensions) when every window is inside
    /// the input: `out = init`, then each tap at offset `offs[t]` in order, folded with the op,
    /// 8 elements at a time in registers (AVX2 when the CPU has it): the order and results of
    /// the general loop.
    ///
    /// # Safety
    /// Every window of these rows is inside the input, the rows inside the output, which
    /// nothing else reads or writes meanwhile; both buffers hold their shapes.
    unsafe fn rows_inside(&self, rows: &Rows, lo: u64, hi: u64) {
        #[cfg(target_arch = "x86_64")]
        if crate::kernel::wide::isa_level() >= 1 {
            // SAFETY: the CPU has AVX2 (checked at run time); the caller's contract.
            return unsafe { self.rows_inside_avx2(rows, lo, hi) };
        }
        // SAFETY: the caller's contract.
        unsafe { self.rows_inside_body(rows, lo, hi) }
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    unsafe fn rows_inside_avx2(&self, rows: &Rows, lo: u64, hi: u64) {
        // SAFETY: the caller's contract.
        unsafe { self.rows_inside_body(rows, lo, hi) }
    }

    #[inline(always)]
    unsafe fn rows_inside_body(&self, rows: &Rows, lo: u64, hi: u64) {
        match self.op {
            // SAFETY: the caller's contract.
            Fold::Add => unsafe { self.rows_folded(rows, lo, hi, |a, b| a + b) },
            // SAFETY: the caller's contract.
            Fold::Max => unsafe { self.rows_folded(rows, lo, hi, |a, b| fmax!(a, b)) },
            // SAFETY: the caller's contract.
            Fold::Min => unsafe { self.rows_folded(rows, lo, hi, |a, b| fmin!(a, b)) },
        }
    }

    /// [`Self::rows_inside`] with the op as `fold`.
    #[inline(always)]
    unsafe fn rows_folded(
        &self,
        rows: &Rows,
        lo: u64,
        hi: u64,
        fold: impl Fn(f32, f32) -> f32 + Copy,
    ) {
        let Rows {
            offs,
            run_len,
            outer,
            ib,
            ob,
        } = *rows;
        let init = self.init;
        let mut oi = vec![0u64; outer];
        unravel(lo, &self.out_shape[..outer], &mut oi);
        let input = ib.as_f32() as *const f32;
        for row in lo..hi {
            if row > lo {
                for d in (0..outer).rev() {
                    oi[d] += 1;
                    if oi[d] < self.out_shape[d] {
                        break;
                    }
                    oi[d] = 0;
                }
            }
            let off0: i64 = oi
                .iter()
                .enumerate()
                .map(|(d, &p)| (p as i64 * self.strides[d] - self.pad_lo[d]) * self.ist[d])
                .sum();
            // SAFETY: the row's run is inside the output (the caller's contract).
            let o = unsafe {
                std::slice::from_raw_parts_mut(ob.as_f32().add(row as usize * run_len), run_len)
            };
            let _writing =
                crate::kernel::borrows::exclusive(o.as_mut_ptr(), run_len, "reduce_window output");
            let mut j = 0;
            while j + 8 <= run_len {
                let mut acc = [init; 8];
                for &off in offs {
                    // SAFETY: the tap's run is inside the input (the caller's contract).
                    let x =
                        unsafe { *(input.offset((off0 + off) as isize).add(j) as *const [f32; 8]) };
                    for l in 0..8 {
                        acc[l] = fold(acc[l], x[l]);
                    }
                }
                o[j..j + 8].copy_from_slice(&acc);
                j += 8;
            }
            for (k, slot) in o.iter_mut().enumerate().skip(j) {
                let mut a = init;
                for &off in offs {
                    // SAFETY: as above.
                    a = fold(a, unsafe { *input.offset((off0 + off) as isize).add(k) });
                }
                *slot = a;
            }
        }
    }
}
