//! The [`Reduce`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{
    arith_nodes, buf_bytes, load_bytes, visit_loads, visit_loads_mut, Access, Cost, StepKind,
};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::pick::PickBody;
use crate::kernel::storage;
use crate::kernel::validate::*;
use crate::vm::dump::{buf, expr};
use element::lane::Lane;

/// Reduce `inputs` (nodes of `expr`, evaluated over `in_shape`) across `dims` with `body`,
/// starting from `inits` (nodes of `expr` that do not load), into `outputs` (row-major over the
/// kept dimensions).
#[derive(Clone, Debug, PartialEq)]
pub struct Reduce {
    /// Input iteration space.
    pub in_shape: Vec<u64>,
    /// Reduced dimensions.
    pub dims: Vec<u32>,
    /// Producer expression over `in_shape`.
    pub expr: Expr,
    /// Input nodes.
    pub inputs: Vec<u32>,
    /// Initial value nodes.
    pub inits: Vec<u32>,
    /// The combiner.
    pub body: Body,
    /// Destination buffers.
    pub outputs: Vec<Buf>,
}

wire!(Reduce {
    in_shape,
    dims,
    expr,
    inputs,
    inits,
    body,
    outputs
});

impl StepKind for Reduce {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Reduce {
            in_shape,
            dims,
            expr,
            inputs,
            inits,
            body,
            outputs,
        } = self;
        v.shape(in_shape)?;
        v.expr(expr, in_shape, &[])?;
        let mut seen = vec![false; in_shape.len()];
        for &d in dims {
            let slot = seen
                .get_mut(d as usize)
                .ok_or_else(|| v.err("reduce dimension out of range"))?;
            if *slot {
                return Err(v.err("repeated reduce dimension"));
            }
            *slot = true;
        }
        let out: Vec<u64> = (0..in_shape.len())
            .filter(|&d| !seen[d])
            .map(|d| in_shape[d])
            .collect();
        let n = v.shape(&out)?;
        if inputs.len() != inits.len() || inputs.len() != outputs.len() || inputs.is_empty() {
            return Err(v.err("reduce arity"));
        }
        let node_ty = |j: u32| {
            expr.types
                .get(j as usize)
                .copied()
                .ok_or_else(|| v.err("reduce node out of range"))
        };
        let xs = inputs
            .iter()
            .map(|&j| node_ty(j))
            .collect::<Result<Vec<_>, _>>()?;
        let accs = inits
            .iter()
            .map(|&j| node_ty(j))
            .collect::<Result<Vec<_>, _>>()?;
        v.body(body, &accs, &xs)?;
        for (&b, &t) in outputs.iter().zip(&accs) {
            v.whole(b, t, n, true)?;
        }
        // The inits are evaluated once, so they may read scalars only.
        let mut need = vec![false; expr.nodes.len()];
        for &j in inits {
            need[j as usize] = true;
        }
        for j in (0..expr.nodes.len()).rev() {
            if !need[j] {
                continue;
            }
            if let Node::Load { map, .. } = &expr.nodes[j] {
                if map.strides.iter().any(|&s| s != 0) {
                    return Err(v.err("a reduction init reads more than a scalar"));
                }
            }
            for o in expr.nodes[j].operands() {
                need[o as usize] = true;
            }
        }

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let Reduce {
            in_shape,
            expr,
            inputs,
            body,
            inits,
            ..
        } = self;
        // A one-op combiner of one input folds whole chunks; any other body is evaluated per
        // element.
        let combine = match simple_body(body) {
            Some(_) if inputs.len() == 1 => work_nodes(&body.expr),
            _ => body_work(body),
        };
        prod(&[
            prod(in_shape),
            work_nodes(expr) + combine + inits.len() as u64,
        ])
    }

    fn host_bytes(&self) -> (u64, u64) {
        let Reduce {
            in_shape,
            dims,
            expr,
            body,
            ..
        } = self;
        let kept: Vec<u64> = (0..in_shape.len())
            .filter(|&d| !dims.contains(&(d as u32)))
            .map(|d| in_shape[d])
            .collect();
        // The accumulators (and the body's results over them), the column path's partial
        // results (at most `COLUMN_BLOCKS` runs of kept elements), and the JIT's materialized
        // f32 input.
        let accs = prod(&[
            LANE,
            prod(&kept).saturating_add(1),
            2 * self.inits.len() as u64 + 1,
        ]);
        let partials = prod(&[4, COLUMN_BLOCKS, prod(&kept)]);
        let produced = prod(&[4, prod(in_shape)]);
        (
            sum(&[accs, partials, produced]),
            chunked(host_nodes(expr) + host_nodes(&body.expr) + self.inputs.len() as u64),
        )
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Reduce {
            in_shape,
            expr,
            body,
            outputs,
            ..
        } = self;
        // The input expression and the body at every input element.
        let n = prod(in_shape);
        let written = outputs
            .iter()
            .map(|b| buf_bytes(k, *b))
            .fold(0, u64::saturating_add);
        Cost {
            flops: prod(&[n, arith_nodes(expr) + arith_nodes(&body.expr)]),
            bytes: sum(&[load_bytes(k, expr, n), written]),
        }
    }

    fn run(&self, _k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        run_reduce(
            &self.in_shape,
            &self.dims,
            &self.expr,
            &self.inputs,
            &self.inits,
            &self.body,
            &self.outputs,
            ctx,
        )
    }

    fn dump(&self) -> String {
        let Reduce {
            in_shape,
            dims,
            expr: e,
            inputs,
            inits,
            body,
            outputs,
        } = self;
        format!(
                "reduce over {in_shape:?} dims {dims:?} inputs {inputs:?} inits {inits:?} -> {}\n{}      body (results {:?}):\n{}",
                outputs.iter().map(buf).collect::<Vec<_>>().join(", "),
                expr(e),
                body.results,
                expr(&body.expr)
            )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        visit_loads(&self.expr, &mut |b| f(b, Access::Read));
        for &b in &self.outputs {
            f(b, Access::Write);
        }
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        visit_loads_mut(&mut self.expr, f);
        self.outputs.iter_mut().for_each(&mut *f);
    }
}

#[allow(clippy::too_many_arguments)]
fn run_reduce(
    in_shape: &[u64],
    dims: &[u32],
    expr: &Expr,
    inputs: &[u32],
    inits: &[u32],
    body: &Body,
    outputs: &[Buf],
    ctx: &Ctx,
) -> KernelResult {
    let out_shape: Vec<u64> = (0..in_shape.len())
        .filter(|d| !dims.contains(&(*d as u32)))
        .map(|d| in_shape[d])
        .collect();
    let out_elems = num_elements(&out_shape) as usize;
    let ost = row_major_strides(&out_shape);
    let mut ostr = vec![0i64; in_shape.len()];
    let mut j = 0;
    for (d, s) in ostr.iter_mut().enumerate() {
        if !dims.contains(&(d as u32)) {
            *s = ost[j];
            j += 1;
        }
    }
    let omap = IndexMap {
        offset: 0,
        strides: ostr,
    };
    let total = num_elements(in_shape);
    let mut lanes = Vec::new();
    // The initial values, evaluated once (they do not depend on the element; validation made
    // sure they read nothing but scalars).
    let init_nodes = closure(expr, inits);
    eval_expr(
        expr,
        in_shape,
        0,
        1,
        ctx,
        &[],
        &mut lanes,
        Some(&init_nodes),
    )?;
    let mut accs: Vec<Lane> = inits
        .iter()
        .map(|&i| storage::splat(lanes[i as usize].clone(), out_elems.max(1)))
        .collect();
    let simple = simple_body(body).filter(|_| inputs.len() == 1);
    if let (Some(op), [out], [input]) = (simple.and_then(Fold::of), outputs, inputs) {
        if expr.types[*input as usize] == ElemType::F32
            && expr.types[inits[0] as usize] == ElemType::F32
            && reduces_trailing(in_shape, dims)
        {
            if let Lane::F32(init) = &accs[0] {
                let row = num_elements(in_shape) / (out_elems.max(1) as u64);
                return row_reduce(
                    expr,
                    in_shape,
                    *input,
                    op,
                    init[0],
                    row,
                    out_elems,
                    ctx.buf(*out),
                    ctx,
                );
            }
        }
    }
    // Kept dimensions innermost (column sums, middle-dimension reductions): each run of `inner`
    // consecutive input elements updates `inner` consecutive accumulators.
    let last_reduced = dims
        .iter()
        .map(|&d| d as usize)
        .filter(|&d| in_shape[d] > 1)
        .max();
    if let (Some(op), [input], Some(last)) = (simple, inputs, last_reduced) {
        let inner: u64 = in_shape[last + 1..].iter().product();
        let col = match op {
            BinaryOp::Add => Some(ColumnOp::Add),
            BinaryOp::Multiply => Some(ColumnOp::Mul),
            BinaryOp::Maximum => Some(ColumnOp::Max),
            BinaryOp::Minimum => Some(ColumnOp::Min),
            BinaryOp::And
            | BinaryOp::Atan2
            | BinaryOp::Complex
            | BinaryOp::Divide
            | BinaryOp::Or
            | BinaryOp::Power
            | BinaryOp::Remainder
            | BinaryOp::ShiftLeft
            | BinaryOp::ShiftRightArithmetic
            | BinaryOp::ShiftRightLogical
            | BinaryOp::Subtract
            | BinaryOp::Xor => None,
        };
        if let (Some(col), Lane::F32(acc)) = (col, &mut accs[0]) {
            if inner >= 8
                && expr.types[*input as usize] == ElemType::F32
                && expr.types[inits[0] as usize] == ElemType::F32
            {
                let outer: Vec<(u64, u64, i64)> = (0..=last)
                    .filter(|&d| omap.strides[d] != 0 && in_shape[d] > 1)
                    .map(|d| {
                        (
                            in_shape[d + 1..=last].iter().product(),
                            in_shape[d],
                            omap.strides[d],
                        )
                    })
                    .collect();
                let cr = ColumnReduce {
                    expr,
                    in_shape,
                    input: *input,
                    op: col,
                    inner,
                    outer: &outer,
                };
                cr.run(&mut acc[..out_elems], ctx)?;
                let b = ctx.buf(outputs[0]);
                let _writing =
                    crate::kernel::borrows::exclusive(b.as_f32(), out_elems, "reduce output");
                // SAFETY: `Reduce::validate` above proved the output holds the reduced shape's
                // elements, and the accumulators are `out_elems.max(1)` values.
                unsafe { std::ptr::copy_nonoverlapping(acc.as_ptr(), b.as_f32(), out_elems) };
                return Ok(());
            }
        }
    }
    // A compare-select body (argmax, argmin) is evaluated per element without lanes.
    let pick = match simple {
        Some(_) => None,
        None => PickBody::of(body, inputs.len()),
    };
    let mut picked = Vec::new();
    let mut offs = vec![0i64; CHUNK];
    let mut start = 0u64;
    while start < total {
        let n = ((total - start) as usize).min(CHUNK);
        eval_expr(expr, in_shape, start, n, ctx, &[], &mut lanes, None)?;
        if !offsets(in_shape, &omap, start, n, &mut offs) {
            for (k, o) in offs.iter_mut().enumerate().take(n) {
                *o = (start as i64) + k as i64;
            }
        }
        let t = expr.types[inputs[0] as usize];
        match (simple, &pick) {
            (Some(op), _) => {
                combine_into(op, t, &mut accs[0], &lanes[inputs[0] as usize], &offs[..n])?
            }
            (None, Some(pick)) => {
                for (k, &off) in offs.iter().enumerate().take(n) {
                    pick.apply(&mut accs, off as usize, &lanes, inputs, k, &mut picked)?;
                }
            }
            (None, None) => {
                let xs: Vec<Lane> = inputs.iter().map(|&i| lanes[i as usize].clone()).collect();
                for (k, &off) in offs.iter().enumerate().take(n) {
                    apply_body(body, &mut accs, off as usize, &xs, k, ctx)?;
                }
            }
        }
        start += n as u64;
    }
    for (i, &out) in outputs.iter().enumerate() {
        let b = ctx.buf(out);
        let t = expr.types[inits[i] as usize];
        // SAFETY: `Reduce::validate` above proved the output holds the reduced shape's elements.
        unsafe { storage::store_contiguous(b, t, 0, &accs[i], out_elems) }?;
    }
    Ok(())
}

/// The folds of the column path of an `f32` reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ColumnOp {
    Add,
    Mul,
    Max,
    Min,
}

impl ColumnOp {
    fn apply(self, a: f32, b: f32) -> f32 {
        match self {
            ColumnOp::Add => a + b,
            ColumnOp::Mul => a * b,
            ColumnOp::Max => fmax!(a, b),
            ColumnOp::Min => fmin!(a, b),
        }
    }

    /// Folds each run of `dst.len()` consecutive elements of `x` (whole runs) into `dst`, in order.
    fn fold_runs(self, dst: &mut [f32], x: &[f32]) {
        match self {
            ColumnOp::Add => fold_runs_with(dst, x, |a, b| a + b),
            ColumnOp::Mul => fold_runs_with(dst, x, |a, b| a * b),
            ColumnOp::Max => fold_runs_with(dst, x, |a, b| fmax!(a, b)),
            ColumnOp::Min => fold_runs_with(dst, x, |a, b| fmin!(a, b)),
        }
    }

    /// `dst[k] = dst[k] OP src[k]` for every `k` (a loop the compiler vectorizes).
    fn fold_into(self, dst: &mut [f32], src: &[f32]) {
        match self {
            ColumnOp::Add => dst.iter_mut().zip(src).for_each(|(a, &b)| *a += b),
            ColumnOp::Mul => dst.iter_mut().zip(src).for_each(|(a, &b)| *a *= b),
            ColumnOp::Max => dst
                .iter_mut()
                .zip(src)
                .for_each(|(a, &b)| *a = fmax!(*a, b)),
            ColumnOp::Min => dst
                .iter_mut()
                .zip(src)
                .for_each(|(a, &b)| *a = fmin!(*a, b)),
        }
    }
}

/// `dst[j] = fold(dst[j], run[j])` for each run of `dst.len()` consecutive elements of `x`, in
/// order (the runs of common widths with the accumulators in a fixed-size array, so the loop
/// vectorizes with no per-run setup).
fn fold_runs_with(dst: &mut [f32], x: &[f32], f: impl Fn(f32, f32) -> f32 + Copy) {
    fn fixed<const N: usize>(dst: &mut [f32], x: &[f32], f: impl Fn(f32, f32) -> f32) {
        let mut a = [0f32; N];
        a.copy_from_slice(&dst[..N]);
        for c in x.chunks_exact(N) {
            for j in 0..N {
                a[j] = f(a[j], c[j]);
            }
        }
        dst[..N].copy_from_slice(&a);
    }
    match dst.len() {
        8 => fixed::<8>(dst, x, f),
        16 => fixed::<16>(dst, x, f),
        32 => fixed::<32>(dst, x, f),
        64 => fixed::<64>(dst, x, f),
        w => {
            for c in x.chunks_exact(w) {
                dst.iter_mut().zip(c).for_each(|(a, &b)| *a = f(*a, b));
            }
        }
    }
}

/// Runs of at most this many per block of a column reduction's parallel split: blocks are fixed
/// by the shape alone (at most [`COLUMN_BLOCKS`] of them, about [`TILE`] elements each), so the
/// result does not depend on the number of threads.
const COLUMN_BLOCKS: u64 = 64;

/// An `f32` reduction whose kept dimensions include the innermost ones: the input is a sequence
/// of runs of `inner` consecutive elements, and run `r` folds into the `inner` consecutive
/// accumulators at `Σ ((r / div) % extent) * stride` over `outer`'s kept dimensions (none when
/// the reduced dimensions lead, as BatchNorm's channel sums over NHWC's `[0, 1, 2]` do).
struct ColumnReduce<'a> {
    expr: &'a Expr,
    in_shape: &'a [u64],
    input: u32,
    op: ColumnOp,
    inner: u64,
    /// `(runs per step, extent, accumulator stride)` of each kept dimension outside the runs.
    outer: &'a [(u64, u64, i64)],
}

impl ColumnReduce<'_> {
    fn run_offset(&self, run: u64) -> usize {
        self.outer
            .iter()
            .map(|&(div, extent, stride)| ((run / div) % extent) as i64 * stride)
            .sum::<i64>() as usize
    }

    /// Folds the input elements `[lo, hi)` (whole runs) into `acc`; with `fresh`, the first run
    /// of the range is copied into its accumulators instead of folded (a block's partial result
    /// starts from its first run).
    fn fold(&self, lo: u64, hi: u64, acc: &mut [f32], fresh: bool, ctx: &Ctx) -> KernelResult {
        let direct = match &self.expr.nodes[self.input as usize] {
            Node::Load { buf, map } if map.strides == row_major_strides(self.in_shape) => {
                Some((ctx.buf(*buf), map.offset as usize))
            }
            _ => None,
        };
        let mut lanes = Vec::new();
        let group = self
            .outer
            .iter()
            .map(|o| o.0)
            .min()
            .unwrap_or(u64::MAX)
            .max(1);
        let mut p = lo;
        while p < hi {
            let n = ((hi - p) as usize).min(CHUNK);
            let x: &[f32] = match direct {
                // SAFETY: `Reduce::validate` above proved the load's elements `offset + [0,
                // total)` inside its buffer, and `[p, p + n)` is inside `[0, total)`.
                Some((b, off)) => unsafe {
                    std::slice::from_raw_parts(b.as_f32().add(off + p as usize), n)
                },
                None => {
                    eval_expr(self.expr, self.in_shape, p, n, ctx, &[], &mut lanes, None)?;
                    let Lane::F32(x) = &lanes[self.input as usize] else {
                        return Err("internal: an f32 input outside the f32 domain".into());
                    };
                    x
                }
            };
            // Split the chunk where runs end.
            let mut k = 0usize;
            while k < n {
                let at = p + k as u64;
                let run = at / self.inner;
                let col = (at % self.inner) as usize;
                // Every run folds into the same accumulators (no kept dimension outside the
                // runs): the whole runs from here on fold in one loop, in the same order.
                let whole = (n - k) / self.inner as usize;
                if self.outer.is_empty()
                    && col == 0
                    && whole > 0
                    && !(fresh && run == lo / self.inner)
                {
                    let len = whole * self.inner as usize;
                    let dst = acc
                        .get_mut(..self.inner as usize)
                        .ok_or("internal: a reduction run is out of range")?;
                    self.op.fold_runs(dst, &x[k..k + len]);
                    k += len;
                    continue;
                }
                // Consecutive runs fold into the same accumulators while no kept dimension's
                // index changes: aligned groups of `group` runs (the least `runs per step` of
                // the kept dimensions, which the others' are multiples of). The group's whole
                // runs from here fold in one loop, in the same order.
                let end = (run / group + 1).saturating_mul(group);
                let same = (whole as u64).min(end - run) as usize;
                if col == 0 && same > 1 && !(fresh && run == lo / self.inner) {
                    let len = same * self.inner as usize;
                    let o = self.run_offset(run);
                    let dst = acc
                        .get_mut(o..o + self.inner as usize)
                        .ok_or("internal: a reduction run is out of range")?;
                    self.op.fold_runs(dst, &x[k..k + len]);
                    k += len;
                    continue;
                }
                let len = (self.inner as usize - col).min(n - k);
                let o = self.run_offset(run) + col;
                let dst = acc
                    .get_mut(o..o + len)
                    .ok_or("internal: a reduction run is out of range")?;
                let src = &x[k..k + len];
                if fresh && run == lo / self.inner {
                    dst.copy_from_slice(src);
                } else {
                    self.op.fold_into(dst, src);
                }
                k += len;
            }
            p += n as u64;
        }
        Ok(())
    }

    /// Folds every input element into `acc` (which holds the initial values). When the
    /// accumulators are the same for every run (reduced dimensions leading), fixed blocks of runs
    /// are folded on the workers into partial results, which are then folded in block order;
    /// otherwise the runs are folded in order on the calling thread.
    fn run(&self, acc: &mut [f32], ctx: &Ctx) -> KernelResult {
        let total = num_elements(self.in_shape);
        let runs = total / self.inner;
        let per_block = TILE
            .div_ceil(self.inner)
            .max(runs.div_ceil(COLUMN_BLOCKS))
            .max(1);
        let blocks = runs.div_ceil(per_block);
        if !self.outer.is_empty() || blocks <= 1 {
            return self.fold(0, total, acc, false, ctx);
        }
        let inner = self.inner as usize;
        let mut partials = vec![0f32; blocks as usize * inner];
        let block = |b: usize, part: &mut [f32]| -> KernelResult {
            let lo = b as u64 * per_block * self.inner;
            let hi = ((b as u64 + 1) * per_block).min(runs) * self.inner;
            self.fold(lo, hi, part, true, ctx)
        };
        if ctx.threads > 1 {
            use rayon::prelude::*;
            partials
                .par_chunks_mut(inner)
                .enumerate()
                .try_for_each(|(b, part)| block(b, part))?;
        } else {
            for (b, part) in partials.chunks_mut(inner).enumerate() {
                block(b, part)?;
            }
        }
        for part in partials.chunks(inner) {
            for (a, &q) in acc.iter_mut().zip(part) {
                *a = self.op.apply(*a, q);
            }
        }
        Ok(())
    }
}

fn reduces_trailing(shape: &[u64], dims: &[u32]) -> bool {
    let mut seen_kept = false;
    for d in (0..shape.len()).rev() {
        let reduced = dims.contains(&(d as u32));
        if shape[d] == 1 {
            continue;
        }
        if reduced && seen_kept {
            return false;
        }
        if !reduced {
            seen_kept = true;
        }
    }
    true
}

/// The maximum (or minimum) of `x` by plain comparisons, 16 independent lanes, when that is
/// the value the exact fold (`fmax!`/`fmin!`, which propagate NaN and order -0 below +0 whatever
/// the operands' order) gives: `x` holds no NaN and the extreme is not zero (of a set of
/// non-NaN floats the extreme is then one value, whichever order finds it). None otherwise, and
/// for sums: the caller folds exactly. The exact fold's chain of selects waits on its own
/// latency (attention's row max took 7x its row sum); these lanes are one compare and one
/// blend each.
#[inline]
fn fast_extreme(op: Fold, x: &[f32]) -> Option<f32> {
    let max = match op {
        Fold::Max => true,
        Fold::Min => false,
        Fold::Add => return None,
    };
    let first = *x.first()?;
    let mut part = [first; 16];
    let mut nan = [0u32; 16];
    let mut chunks = x.chunks_exact(16);
    for c in &mut chunks {
        for k in 0..16 {
            let v = c[k];
            let better = if max { v > part[k] } else { v < part[k] };
            part[k] = if better { v } else { part[k] };
            nan[k] |= v.is_nan() as u32;
        }
    }
    for &v in chunks.remainder() {
        let better = if max { v > part[0] } else { v < part[0] };
        part[0] = if better { v } else { part[0] };
        nan[0] |= v.is_nan() as u32;
    }
    if nan.iter().any(|&b| b != 0) {
        return None;
    }
    let mut t = part[0];
    for &v in &part[1..] {
        let better = if max { v > t } else { v < t };
        t = if better { v } else { t };
    }
    (t != 0.0).then_some(t)
}

/// Rows [`row_sums`] adds up at once.
const SUM_ROWS: usize = 4;

/// The sum of each of `R` rows of equal length as [`row_reduce`] adds up a row of at most
/// [`CHUNK`] elements: eight partial sums from +0 over the row's runs of eight, the remainder
/// into the first, then the partials in order; the rows' loops interleaved.
#[inline]
fn row_sums<const R: usize>(xs: [&[f32]; R]) -> [f32; R] {
    let n = xs[0].len();
    let full = n / 8 * 8;
    let mut part = [[0f32; 8]; R];
    let mut i = 0;
    while i < full {
        for r in 0..R {
            let c: &[f32; 8] = xs[r][i..i + 8].try_into().expect("a run of eight");
            for k in 0..8 {
                part[r][k] += c[k];
            }
        }
        i += 8;
    }
    std::array::from_fn(|r| {
        let mut p = part[r];
        for &v in &xs[r][full..] {
            p[0] += v;
        }
        let mut t = p[0];
        for &q in &p[1..] {
            t += q;
        }
        t
    })
}

/// Reduces each run of `row` consecutive elements of `expr`'s node `input` (f32) with `op` into
/// `out[o]`, starting from `init`. Rows are split across the workers; within a row, eight partial
/// results let the loop vectorize (sums are reassociated, as XLA's and IREE's are).
#[allow(clippy::too_many_arguments)]
fn row_reduce(
    expr: &Expr,
    shape: &[u64],
    input: u32,
    op: Fold,
    init: f32,
    row: u64,
    outs: usize,
    out: RawBuf,
    ctx: &Ctx,
) -> KernelResult {
    let combine = |a: f32, b: f32| match op {
        Fold::Add => a + b,
        Fold::Max => fmax!(a, b),
        Fold::Min => fmin!(a, b),
    };
    let rows_per_tile = (TILE / row.max(1)).max(1);
    // A plain row-major load is read in place instead of through the expression evaluator.
    let direct = match &expr.nodes[input as usize] {
        Node::Load { buf, map } if map.strides == row_major_strides(shape) => {
            Some((ctx.buf(*buf), map.offset))
        }
        _ => None,
    };
    // Rows `[lo, hi)` one at a time.
    let general = |lo: u64, hi: u64| -> KernelResult {
        let mut lanes = Vec::new();
        let mut part = [0f32; 8];
        for o in lo..hi {
            let mut acc = init;
            let mut start = o * row;
            let end = start + row;
            while start < end {
                let n = ((end - start) as usize).min(CHUNK);
                let mut _reading = None;
                let x: &[f32] = match direct {
                    // SAFETY: `Reduce::validate` above proved the load's elements `offset + [0, total)` inside
                    // its buffer, and `[start, start + n)` is inside `[0, total)`.
                    Some((b, off)) => unsafe {
                        let p = b.as_f32().add(off as usize + start as usize);
                        // The guard-page build's check (a no-op otherwise).
                        _reading = Some(crate::kernel::borrows::shared(p, n, "reduce input"));
                        std::slice::from_raw_parts(p, n)
                    },
                    None => {
                        eval_expr(expr, shape, start, n, ctx, &[], &mut lanes, None)?;
                        let Lane::F32(x) = &lanes[input as usize] else {
                            return Err("internal: an f32 input outside the f32 domain".into());
                        };
                        x
                    }
                };
                if let Some(t) = fast_extreme(op, x) {
                    acc = combine(acc, t);
                    start += n as u64;
                    continue;
                }
                let mut chunks = x.chunks_exact(8);
                part.fill(if op == Fold::Add { 0.0 } else { x[0] });
                for c in &mut chunks {
                    for k in 0..8 {
                        part[k] = combine(part[k], c[k]);
                    }
                }
                for &v in chunks.remainder() {
                    part[0] = combine(part[0], v);
                }
                let mut t = part[0];
                for &p in &part[1..] {
                    t = combine(t, p);
                }
                acc = combine(acc, t);
                start += n as u64;
            }
            // SAFETY: `Reduce::validate` above proved the output holds the reduced shape's `outs` elements.
            let p = unsafe { out.as_f32().add(o as usize) };
            let _writing = crate::kernel::borrows::exclusive(p, 1, "reduce output");
            // SAFETY: as above; aligned, since `Ctx::fits` checked the buffer's start.
            unsafe { *p = acc };
        }
        Ok(())
    };
    let run = |lo: u64, hi: u64| -> KernelResult {
        let mut lo = lo;
        if let (Fold::Add, Some((b, off))) = (op, direct) {
            if (8..=CHUNK as u64).contains(&row) {
                // Sums of short rows read in place, [`SUM_ROWS`] at a time: each row's partial
                // sums and their combination are the loop's below, in the same order (so the
                // same bits), but the rows' chains of additions interleave instead of each
                // waiting on its own latency.
                while lo + SUM_ROWS as u64 <= hi {
                    let mut readings = Vec::with_capacity(SUM_ROWS);
                    let xs: [&[f32]; SUM_ROWS] = std::array::from_fn(|r| {
                        let start = (lo + r as u64) * row;
                        // SAFETY: `Reduce::validate` above proved the load's elements
                        // `offset + [0, total)` inside its buffer, and this row's
                        // `[start, start + row)` is inside `[0, total)`.
                        unsafe {
                            let p = b.as_f32().add(off as usize + start as usize);
                            // The guard-page build's check (a no-op otherwise).
                            readings.push(crate::kernel::borrows::shared(
                                p,
                                row as usize,
                                "reduce input",
                            ));
                            std::slice::from_raw_parts(p, row as usize)
                        }
                    });
                    let sums = row_sums(xs);
                    drop(readings);
                    for (r, t) in sums.into_iter().enumerate() {
                        // SAFETY: `Reduce::validate` above proved the output holds the reduced
                        // shape's `outs` elements, and row `lo + r` is one of them.
                        let p = unsafe { out.as_f32().add((lo as usize) + r) };
                        let _writing = crate::kernel::borrows::exclusive(p, 1, "reduce output");
                        // SAFETY: as above; aligned, since `Ctx::fits` checked the buffer's start.
                        unsafe { *p = init + t };
                    }
                    lo += SUM_ROWS as u64;
                }
            }
        }
        general(lo, hi)
    };
    parallel_tiles_of(outs as u64, rows_per_tile, ctx.threads, &run)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Four rows summed at once: exact sums of small dyadic values (against an `f64` sum), and
    /// with rounding each row's bits as when summed alone; lengths with and without a remainder
    /// after the runs of eight, and a -0 row (the partials start at +0: +0).
    #[test]
    fn interleaved_row_sums() {
        for len in [8usize, 13, 128, 1024] {
            let rows: Vec<Vec<f32>> = (0..4)
                .map(|r| {
                    (0..len)
                        .map(|i| ((i * 7 + r * 5) % 19) as f32 / 16.0 - 0.5)
                        .collect()
                })
                .collect();
            let got = row_sums([&rows[0][..], &rows[1][..], &rows[2][..], &rows[3][..]]);
            for (r, row) in rows.iter().enumerate() {
                let exact: f64 = row.iter().map(|&v| v as f64).sum();
                assert_eq!(got[r] as f64, exact, "len {len} row {r}");
            }
            // Rounding: thirds.
            let rows: Vec<Vec<f32>> = (0..4)
                .map(|r| (0..len).map(|i| (i + r) as f32 / 3.0).collect())
                .collect();
            let got = row_sums([&rows[0][..], &rows[1][..], &rows[2][..], &rows[3][..]]);
            for (r, row) in rows.iter().enumerate() {
                assert_eq!(got[r].to_bits(), row_sums([&row[..]])[0].to_bits());
                let exact: f64 = row.iter().map(|&v| v as f64).sum();
                assert!((got[r] as f64 - exact).abs() <= 1e-6 * exact.abs());
            }
        }
        let z = [-0.0f32; 9];
        assert_eq!(row_sums([&z[..]])[0].to_bits(), 0f32.to_bits());
    }
}
