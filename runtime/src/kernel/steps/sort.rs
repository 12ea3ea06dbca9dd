//! The [`Sort`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{arith_nodes, buf_bytes, Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::storage;
use crate::kernel::validate::*;
use crate::vm::dump::buf;
use element::lane::{self, Lane};

/// The spec's `sort`: the 1-D slices along `dim` of `inputs` (row-major over `shape`) are
/// sorted together, stably, by `comparator`, and written to `outputs`. The comparator's
/// parameters are `lhs0, rhs0, lhs1, rhs1, ...` (one pair per input) and its one result is an
/// i1: whether the left element comes before the right one.
///
/// `keep`: how many leading positions of each slice must hold the sorted order (the compiler sets
/// it below the slice's length when every reader of the outputs reads only that prefix, as the
/// slice after `chlo.top_k`'s sort does); the positions after it hold the slice's other elements
/// in an order the step does not define (deterministic: the same inputs give the same bytes).
#[derive(Clone, Debug, PartialEq)]
pub struct Sort {
    /// Shape of every input and output.
    pub shape: Vec<u64>,
    /// Sorted dimension.
    pub dim: u32,
    /// Inputs.
    pub inputs: Vec<Buf>,
    /// Outputs (one per input, none of them an input).
    pub outputs: Vec<Buf>,
    /// The comparator.
    pub comparator: Body,
    /// The leading positions along `dim` that must be in sorted order (`shape[dim]`: all of them).
    pub keep: u64,
}

wire!(Sort {
    shape,
    dim,
    inputs,
    outputs,
    comparator,
    keep
});

impl StepKind for Sort {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Sort {
            shape,
            dim,
            inputs,
            outputs,
            comparator,
            keep,
        } = self;
        let n = v.shape(shape)?;
        if inputs.is_empty() || inputs.len() != outputs.len() || *dim as usize >= shape.len() {
            return Err(v.err("malformed sort"));
        }
        if *keep > shape[*dim as usize] || (*keep == 0 && n > 0) {
            return Err(v.err(format!(
                "a sort keeps {keep} sorted positions of a dimension of {}",
                shape[*dim as usize]
            )));
        }
        let mut params = Vec::with_capacity(2 * inputs.len());
        for (&i, &o) in inputs.iter().zip(outputs) {
            let t = v.decl(i)?.dtype;
            v.whole(i, t, n, false)?;
            v.whole(o, t, n, true)?;
            params.extend([t, t]);
        }
        v.predicate(comparator, &params)?;

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let Sort {
            shape,
            dim,
            inputs,
            comparator,
            ..
        } = self;
        let len = shape.get(*dim as usize).copied().unwrap_or(0);
        prod(&[
            prod(shape),
            log2(len),
            work_nodes(&comparator.expr) + inputs.len() as u64,
        ])
    }

    fn host_bytes(&self) -> (u64, u64) {
        let Sort {
            shape,
            inputs,
            comparator,
            ..
        } = self;
        // Each input and each comparator node over the whole tensor in lanes, the keys, the
        // permutation and each slice's (key, position) pairs and indices.
        let lanes = inputs.len() as u64 + host_nodes(&comparator.expr) + 2;
        (prod(&[prod(shape), LANE * lanes + 48]), small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Sort {
            shape,
            dim,
            inputs,
            outputs,
            comparator,
            ..
        } = self;
        // About n log2(len) comparisons, each the comparator's nodes.
        let len = shape.get(*dim as usize).copied().unwrap_or(1);
        let log = 64u64.saturating_sub(len.max(1).leading_zeros() as u64);
        let bytes = inputs
            .iter()
            .chain(outputs)
            .map(|b| buf_bytes(k, *b))
            .fold(0, u64::saturating_add);
        Cost {
            flops: prod(&[prod(shape), log, arith_nodes(&comparator.expr).max(1)]),
            bytes,
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        run_sort(
            k,
            &self.shape,
            self.dim as usize,
            &self.inputs,
            &self.outputs,
            &self.comparator,
            self.keep as usize,
            ctx,
        )
    }

    fn dump(&self) -> String {
        let Sort {
            shape,
            dim,
            inputs,
            outputs,
            keep,
            ..
        } = self;
        let prefix = if shape.get(*dim as usize) == Some(keep) {
            String::new()
        } else {
            format!(" (first {keep} sorted)")
        };
        format!(
            "sort {} {shape:?} along {dim}{prefix} -> {}",
            inputs.iter().map(buf).collect::<Vec<_>>().join(", "),
            outputs.iter().map(buf).collect::<Vec<_>>().join(", ")
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        for &b in &self.inputs {
            f(b, Access::Read);
        }
        for &b in &self.outputs {
            f(b, Access::Write);
        }
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        self.inputs.iter_mut().for_each(&mut *f);
        self.outputs.iter_mut().for_each(&mut *f);
    }
}

/// Whether `compare(dir)` on order keys sorts descending (`GT`) or ascending (`LT`); `None` for
/// the directions that are no strict order (`LE`, `GE`, `EQ`, `NE`). `swapped`: the comparator
/// compares the right element with the left one.
fn strict(dir: CompareDirection, swapped: bool) -> Option<bool> {
    match dir {
        CompareDirection::Lt => Some(swapped),
        CompareDirection::Gt => Some(!swapped),
        CompareDirection::Le
        | CompareDirection::Ge
        | CompareDirection::Eq
        | CompareDirection::Ne => None,
    }
}

/// A comparator whose result is `compare(A, B)` where `A` reads only the left elements
/// (parameters `0, 2, 4, ...`) and `B` only the right ones (`1, 3, 5, ...`): JAX's comparators,
/// which canonicalize NaNs and zeros on each side and then compare. Gives the compare's direction,
/// type, operand type and the nodes `A` and `B`; each side is then a key computed once per element.
fn split_comparator(c: &Body) -> Option<(CompareDirection, CompareType, ElemType, u32, u32)> {
    let [r] = c.results[..] else { return None };
    let Some(&Node::Compare { dir, ty, a, b }) = c.expr.nodes.get(r as usize) else {
        return None;
    };
    // Bit 0: reads a left parameter; bit 1: reads a right one.
    let mut side = vec![0u8; c.expr.nodes.len()];
    for (i, n) in c.expr.nodes.iter().enumerate() {
        side[i] = match n {
            Node::Param(p) => 1 << (p % 2),
            Node::Load { .. } | Node::Iota { .. } => 3,
            _ => n
                .operands()
                .iter()
                .fold(0, |s, &o| s | side.get(o as usize).copied().unwrap_or(3)),
        };
    }
    let (sa, sb) = (*side.get(a as usize)?, *side.get(b as usize)?);
    (sa & 2 == 0 && sb & 1 == 0).then(|| (dir, ty, c.expr.types[a as usize], a, b))
}

/// A comparator that is one `compare` of the first input's two elements (the `sort` that
/// `chlo.top_k` becomes): the direction, the type, and whether its operands are exchanged.
pub(crate) fn native_comparator(c: &Body) -> Option<(CompareDirection, CompareType, bool)> {
    let [r] = c.results[..] else { return None };
    let Some(Node::Compare { dir, ty, a, b }) = c.expr.nodes.get(r as usize) else {
        return None;
    };
    match (c.expr.nodes.get(*a as usize), c.expr.nodes.get(*b as usize)) {
        (Some(Node::Param(0)), Some(Node::Param(1))) => Some((*dir, *ty, false)),
        (Some(Node::Param(1)), Some(Node::Param(0))) => Some((*dir, *ty, true)),
        _ => None,
    }
}

/// A sort by one `f32` key under a strict order (`compare LT` or `GT` of the first input, as
/// FLOAT without NaNs or TOTALORDER: `jnp.sort`, `lax.top_k`), with every output apart from every
/// input: each slice sorts 64-bit words of (the key's bits in an unsigned order, its position),
/// which are distinct, so the unstable sort gives the stable sort's permutation, and the inputs'
/// elements are copied straight to their places. With `keep` below the slice's length, the words
/// are partitioned around the `keep`-th (a selection, linear on average) and only the first `keep`
/// sorted. Returns false, having written nothing, for any other sort (or FLOAT keys with a NaN),
/// which then runs the general path.
#[allow(clippy::too_many_arguments)]
fn sort_f32_packed(
    shape: &[u64],
    dim: usize,
    inputs: &[Buf],
    outputs: &[Buf],
    types: &[ElemType],
    comparator: &Body,
    keep: usize,
    ctx: &Ctx,
) -> Result<bool, String> {
    let Some((dir, ct, swapped)) = native_comparator(comparator) else {
        return Ok(false);
    };
    let Some(desc) = strict(dir, swapped) else {
        return Ok(false);
    };
    let total = num_elements(shape) as usize;
    let len = shape[dim] as usize;
    if types.first() != Some(&ElemType::F32)
        || !matches!(ct, CompareType::Float | CompareType::TotalOrder)
        || len > u32::MAX as usize
        || len == 0
        || inputs.len() != outputs.len()
    {
        return Ok(false);
    }
    let range = |b: Buf, t: ElemType| {
        let r = ctx.buf(b);
        (r.ptr as usize, r.ptr as usize + total * t.byte_size())
    };
    for (&o, &t) in outputs.iter().zip(types) {
        let (o0, o1) = range(o, t);
        for (&i, &ti) in inputs.iter().zip(types) {
            let (i0, i1) = range(i, ti);
            if o0 < i1 && i0 < o1 {
                return Ok(false);
            }
        }
    }
    // SAFETY: `Sort::validate` above proved the first input holds `shape`'s `total` f32
    // elements; nothing writes it during the step (the outputs are apart from it, checked above).
    let x = unsafe { std::slice::from_raw_parts(ctx.buf(inputs[0]).as_f32() as *const f32, total) };
    let mut keys = Vec::with_capacity(total);
    for &v in x {
        if ct == CompareType::Float && v.is_nan() {
            return Ok(false);
        }
        // FLOAT orders -0 and +0 as equal; TOTALORDER puts -0 first.
        let v = if ct == CompareType::Float && v == 0.0 {
            0.0
        } else {
            v
        };
        let b = v.to_bits();
        // Negative floats reversed, positive ones above them: the unsigned order of these bits
        // is the total order of the floats (and, with zeros made one and no NaNs, FLOAT's).
        let key = if b >> 31 == 1 { !b } else { b | 1 << 31 };
        keys.push(if desc { !key } else { key });
    }
    let stride = row_major_strides(shape)[dim] as usize;
    let slices = total / len;
    let sizes: Vec<usize> = types.iter().map(|t| t.byte_size()).collect();
    let bufs: Vec<(RawBuf, RawBuf)> = inputs
        .iter()
        .zip(outputs)
        .map(|(&i, &o)| (ctx.buf(i), ctx.buf(o)))
        .collect();
    let sort_slice =
        |slice: usize| {
            let base = (slice / stride) * stride * len + slice % stride;
            let mut words: Vec<u64> = (0..len)
                .map(|j| (keys[base + j * stride] as u64) << 32 | j as u64)
                .collect();
            sort_prefix(&mut words, keep);
            for (&(ib, ob), &es) in bufs.iter().zip(&sizes) {
                for (j, &w) in words.iter().enumerate() {
                    let from = base + (w as u32 as usize) * stride;
                    let to = base + j * stride;
                    // SAFETY: `Sort::validate` above proved every input and output holds `shape`'s
                    // elements of its type (`es` bytes each), and `from` and `to` are positions of
                    // this slice; outputs are apart from inputs (checked above), and each slice
                    // writes only its own positions.
                    unsafe {
                        let (src, dst) = (ib.ptr.add(from * es), ob.ptr.add(to * es));
                        match es {
                            4 => (dst as *mut u32)
                                .write_unaligned((src as *const u32).read_unaligned()),
                            8 => (dst as *mut u64)
                                .write_unaligned((src as *const u64).read_unaligned()),
                            _ => std::ptr::copy_nonoverlapping(src, dst, es),
                        }
                    };
                }
            }
        };
    if ctx.threads > 1 && slices > 1 && total >= 4096 {
        use rayon::prelude::*;
        (0..slices).into_par_iter().for_each(sort_slice);
    } else {
        (0..slices).for_each(sort_slice);
    }
    Ok(true)
}

/// Sorts the first `keep` of `v`'s least elements into `v[..keep]` (all of `v` when `keep` is
/// its length or more): a selection of the `keep`-th least first, then a sort of the ones before
/// it. The elements after `keep` are the rest, in the selection's (deterministic) order. The
/// elements are distinct where this is used, so the prefix is exactly the full sort's.
fn sort_prefix<T: Ord>(v: &mut [T], keep: usize) {
    if keep > 0 && keep < v.len() {
        v.select_nth_unstable(keep - 1);
        v[..keep].sort_unstable();
    } else {
        v.sort_unstable();
    }
}

/// [`Step::Sort`]: every input is read whole, each slice's positions are merge-sorted (the one
/// sort of `element::sort`, as the reference interpreter does), and the outputs are the inputs
/// permuted. A comparator that is one `compare` of the first input runs natively; any other is
/// evaluated per comparison.
#[allow(clippy::too_many_arguments)]
fn run_sort(
    k: &Kernel,
    shape: &[u64],
    dim: usize,
    inputs: &[Buf],
    outputs: &[Buf],
    comparator: &Body,
    keep: usize,
    ctx: &Ctx,
) -> KernelResult {
    let total = num_elements(shape) as usize;
    let len = shape[dim] as usize;
    if total == 0 {
        return Ok(());
    }
    let types: Vec<ElemType> = inputs.iter().map(|&b| k_dtype_of(k, b)).collect();
    if sort_f32_packed(shape, dim, inputs, outputs, &types, comparator, keep, ctx)? {
        return Ok(());
    }
    let vals: Vec<Lane> = inputs
        .iter()
        .zip(&types)
        // SAFETY: `Sort::validate` above proved each input holds `shape`'s elements.
        .map(|(&b, &t)| unsafe { storage::load_with(ctx.buf(b), t, total, |i| i) })
        .collect::<Result<_, _>>()?;
    let stride = row_major_strides(shape)[dim] as usize;
    // A comparator of one key per side: evaluated once over every element (each input's whole
    // lane is both its left and its right parameter), then the keys are compared.
    // Only the nodes the keys need are evaluated, and only the parameters they read are given.
    let native = native_comparator(comparator);
    let mut lanes = Vec::new();
    let keys = match split_comparator(comparator).filter(|_| native.is_none()) {
        Some((dir, ct, kt, a, b)) => {
            let need = closure(&comparator.expr, &[a, b]);
            let mut params = vec![Lane::I(vec![]); 2 * vals.len()];
            for (i, n) in comparator.expr.nodes.iter().enumerate() {
                if let (true, Node::Param(p)) = (need[i], n) {
                    let p = *p as usize;
                    if let (Some(slot), Some(v)) = (params.get_mut(p), vals.get(p / 2)) {
                        *slot = v.clone();
                    }
                }
            }
            let shape = [total as u64];
            eval_expr(
                &comparator.expr,
                &shape,
                0,
                total,
                ctx,
                &params,
                &mut lanes,
                Some(&need),
            )?;
            drop(params);
            let mut key = |n: u32| -> Result<Lane, String> {
                lanes
                    .get_mut(n as usize)
                    .map(|l| std::mem::replace(l, Lane::I(vec![])))
                    .ok_or_else(|| "internal: a comparator key".to_string())
            };
            let kb = key(b)?;
            let ka = if a == b { kb.clone() } else { key(a)? };
            lanes.clear();
            Some((dir, ct, kt, ka, kb))
        }
        None => None,
    };
    let mut order = vec![0usize; total];
    // A strict order (LT or GT) on keys that order totally: any stable sort gives the one
    // permutation the merge sort gives, so the slices are sorted by key, in parallel.
    let keyed: Option<(Vec<i64>, bool)> = match (&keys, native) {
        (_, Some((dir, ct, swapped))) => strict(dir, swapped)
            .and_then(|desc| Some((lane::order_keys(&vals[0], types[0], ct)?, desc))),
        (Some((dir, ct, kt, ka, kb)), None) => strict(*dir, false).and_then(|desc| {
            let k = lane::order_keys(ka, *kt, *ct)?;
            (lane::order_keys(kb, *kt, *ct).as_ref() == Some(&k)).then_some((k, desc))
        }),
        (None, None) => None,
    };
    let slices = total / len;
    // A slice's first element: `slice` counts the other dimensions row-major.
    let slice_base = |slice: usize| (slice / stride) * stride * len + slice % stride;
    if let Some((key, desc)) = keyed {
        // Each slice sorts (key, position) pairs, the key's bits inverted for a descending
        // order: pairs are distinct, so the unstable sort's order is the stable sort's by key.
        let sort_slice = |slice: usize| -> Vec<usize> {
            let base = slice_base(slice);
            let mut pairs: Vec<(i64, usize)> = (0..len)
                .map(|j| {
                    let at = base + j * stride;
                    (if desc { !key[at] } else { key[at] }, at)
                })
                .collect();
            sort_prefix(&mut pairs, keep);
            pairs.into_iter().map(|(_, at)| at).collect()
        };
        let sorted: Vec<Vec<usize>> = if ctx.threads > 1 && slices > 1 && total >= 4096 {
            use rayon::prelude::*;
            (0..slices).into_par_iter().map(sort_slice).collect()
        } else {
            (0..slices).map(sort_slice).collect()
        };
        for (slice, idx) in sorted.iter().enumerate() {
            let base = slice_base(slice);
            for (j, &src) in idx.iter().enumerate() {
                order[base + j * stride] = src;
            }
        }
    } else {
        let mut idx = Vec::with_capacity(len);
        for slice in 0..slices {
            let base = slice_base(slice);
            idx.clear();
            idx.extend((0..len).map(|j| base + j * stride));
            match (&keys, native) {
                (Some((dir, ct, kt, ka, kb)), _) => {
                    element::sort::merge_sort(&mut idx, &mut |a, b| {
                        lane::compare_at(*dir, *ct, *kt, (ka, a), (kb, b)).map_err(type_err)
                    })?
                }
                (None, Some((dir, ct, swapped))) => {
                    let (l, t) = (&vals[0], types[0]);
                    element::sort::merge_sort(&mut idx, &mut |a, b| {
                        let (x, y) = if swapped { (b, a) } else { (a, b) };
                        lane::compare_at(dir, ct, t, (l, x), (l, y)).map_err(type_err)
                    })?
                }
                (None, None) => element::sort::merge_sort(&mut idx, &mut |a, b| {
                    let mut params = Vec::with_capacity(2 * vals.len());
                    for v in &vals {
                        params.push(v.pick(std::iter::once(a)));
                        params.push(v.pick(std::iter::once(b)));
                    }
                    eval_expr(&comparator.expr, &[1], 0, 1, ctx, &params, &mut lanes, None)?;
                    match lanes.get(comparator.results[0] as usize) {
                        Some(Lane::I(v)) => Ok(v.first().is_some_and(|&x| x != 0)),
                        _ => Err("internal: a comparator did not produce an i1".to_string()),
                    }
                })?,
            }
            for (j, &src) in idx.iter().enumerate() {
                order[base + j * stride] = src;
            }
        }
    }
    for ((v, &out), &t) in vals.iter().zip(outputs).zip(&types) {
        let permuted = v.pick(order.iter().copied());
        // SAFETY: `Sort::validate` above proved each output holds `shape`'s elements.
        unsafe { storage::store_contiguous(ctx.buf(out), t, 0, &permuted, total) }?;
    }
    Ok(())
}
