//! The [`TopK`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{buf_bytes, Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

/// The first `k` positions of a stable sort of each 1-D slice along `dim` of `input` (`f32`,
/// row-major over `shape`) by `compare GT` (or `LT`, `descending` false) under `TOTALORDER`, and
/// their positions in the slice: what `chlo.top_k` computes, and what the `sort` of a value and an
/// iota of its positions followed by slices of the first `k` (StableHLO's decomposition of it)
/// reads. `values` (`f32`) and `indices` (`i32`) have `shape` with `k` along `dim`. Equal keys keep
/// their order (the lower position first), so the result is the full stable sort's prefix, bit for
/// bit. Each slice is keyed once, and only the elements at or below a bound that at least `k`
/// keys meet are sorted (see `run`).
#[derive(Clone, Debug, PartialEq)]
pub struct TopK {
    /// Shape of the input.
    pub shape: Vec<u64>,
    /// The dimension the slices run along.
    pub dim: u32,
    /// How many leading positions of each sorted slice are written.
    pub k: u64,
    /// Whether the order is `GT` (largest first) rather than `LT`.
    pub descending: bool,
    /// The input (`f32`).
    pub input: Buf,
    /// The first `k` values of each sorted slice (`f32`).
    pub values: Buf,
    /// Their positions in the input's slice (`i32`).
    pub indices: Buf,
}

wire!(TopK {
    shape,
    dim,
    k,
    descending,
    input,
    values,
    indices
});

impl TopK {
    /// The elements of each output: `shape` with `k` along `dim` (0 for an empty input).
    fn out_elements(&self) -> u64 {
        let len = self.shape.get(self.dim as usize).copied().unwrap_or(0);
        prod(&self.shape)
            .checked_div(len)
            .map_or(0, |slices| prod(&[slices, self.k]))
    }
}

impl StepKind for TopK {
    fn validate(&self, v: &V) -> Result<(), String> {
        let TopK {
            shape,
            dim,
            k,
            input,
            values,
            indices,
            ..
        } = self;
        let n = v.shape(shape)?;
        let Some(&len) = shape.get(*dim as usize) else {
            return Err(v.err("malformed top_k: its dimension is out of range"));
        };
        if *k > len || (*k == 0 && n > 0) {
            return Err(v.err(format!(
                "a top_k keeps {k} positions of a dimension of {len}"
            )));
        }
        // Positions are written as `i32`.
        if len > i32::MAX as u64 + 1 {
            return Err(v.err(format!(
                "a top_k along a dimension of {len}, above i32's positions"
            )));
        }
        let m = self.out_elements();
        v.whole(*input, ElemType::F32, n, false)?;
        v.whole(*values, ElemType::F32, m, true)?;
        v.whole(*indices, ElemType::I32, m, true)?;
        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        // Every element is keyed and folded into its block's least key; at worst (keys all
        // equal) every element is a candidate and the slice is sorted, log2(len) moves each.
        let len = self.shape.get(self.dim as usize).copied().unwrap_or(0);
        prod(&[prod(&self.shape), log2(len).saturating_add(2)])
    }

    fn host_bytes(&self) -> (u64, u64) {
        // Per worker, reused across its slices: a slice's keys (4 bytes each), its blocks'
        // least keys twice, and at worst every position as a candidate word (8 bytes).
        let len = self.shape.get(self.dim as usize).copied().unwrap_or(0);
        (0, prod(&[len, 16]).saturating_add(small()))
    }

    fn cost(&self, k: &Kernel) -> Cost {
        // One comparison per element; the input read once, both outputs written.
        Cost {
            flops: prod(&self.shape),
            bytes: [self.input, self.values, self.indices]
                .iter()
                .map(|&b| buf_bytes(k, b))
                .fold(0, u64::saturating_add),
        }
    }

    fn run(&self, _k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let TopK {
            shape,
            dim,
            k,
            descending,
            input,
            values,
            indices,
        } = self;
        let (dim, k) = (*dim as usize, *k as usize);
        let total = num_elements(shape) as usize;
        let len = shape[dim] as usize;
        if total == 0 || k == 0 {
            return Ok(());
        }
        let stride = row_major_strides(shape)[dim] as usize;
        let slices = total / len;
        let (x, vo, io) = (ctx.buf(*input), ctx.buf(*values), ctx.buf(*indices));
        // Keys are reversed for GT (the least `k` words are kept either way).
        let flip = if *descending { u32::MAX } else { 0 };
        // A run of slices, with its scratch reused across them. Each slice's elements are keyed
        // ([`key_of`]); the slice's blocks of [`BLOCK`] keys give a bound: the `k`-th least of
        // the blocks' least keys, `t`, has at least `k` keys at or below it (one in each of `k`
        // blocks), so the `k` least words (key, position) all have keys at or below `t`. Those
        // candidates (a few more than `k` for keys in random order) are gathered in position
        // order from the blocks whose least key is at most `t`, and sorted: their first `k`
        // are the `k` least words of the slice, that is the stable sort's prefix.
        let run_slices = |range: std::ops::Range<usize>| -> KernelResult {
            let mut keys: Vec<u32> = Vec::with_capacity(len);
            let mut least: Vec<u32> = Vec::with_capacity(len.div_ceil(BLOCK));
            let mut order: Vec<u32> = Vec::with_capacity(len.div_ceil(BLOCK));
            // (At most `len` candidates: allocated once, so it never grows past the bound.)
            let mut words: Vec<u64> = Vec::with_capacity(len);
            for s in range {
                // The slice's first element in the input and in the outputs (the dimensions
                // after `dim` have the same strides in both).
                let (outer, inner) = (s / stride, s % stride);
                let base = outer * stride * len + inner;
                let obase = outer * stride * k + inner;
                keys.clear();
                if stride == 1 {
                    // SAFETY: `TopK::validate` above proved the input holds `shape`'s `total`
                    // f32 elements, and positions `0..len` of slice `s` are the `len` consecutive
                    // elements from `base`; nothing writes the input during the step (the
                    // outputs are other buffers: a step that writes a buffer it also reads is
                    // refused, `steps::sharing`).
                    let row = unsafe {
                        std::slice::from_raw_parts((x.as_f32() as *const f32).add(base), len)
                    };
                    keys.extend(row.iter().map(|v| key_of(v.to_bits()) ^ flip));
                } else {
                    keys.extend((0..len).map(|j| {
                        // SAFETY: as above; `base + j * stride` is position `j < len` of slice
                        // `s`.
                        let b = unsafe { (x.as_f32() as *const f32).add(base + j * stride).read() }
                            .to_bits();
                        key_of(b) ^ flip
                    }));
                }
                least.clear();
                least.extend(
                    keys.chunks(BLOCK)
                        .map(|c| c.iter().fold(u32::MAX, |m, &q| m.min(q))),
                );
                // Fewer blocks than `k`: every element is a candidate.
                let bound = if least.len() >= k {
                    order.clear();
                    order.extend_from_slice(&least);
                    *order.select_nth_unstable(k - 1).1
                } else {
                    u32::MAX
                };
                words.clear();
                for (b, (c, &m)) in keys.chunks(BLOCK).zip(&least).enumerate() {
                    if m > bound {
                        continue;
                    }
                    for (t, &q) in c.iter().enumerate() {
                        if q <= bound {
                            words.push((q as u64) << 32 | (b * BLOCK + t) as u64);
                        }
                    }
                }
                if words.len() < k {
                    return Err("internal: a top_k bound left fewer than k candidates".into());
                }
                words.sort_unstable();
                for (i, &w) in words[..k].iter().enumerate() {
                    let j = w as u32 as usize;
                    let (from, to) = (base + j * stride, obase + i * stride);
                    // SAFETY: `TopK::validate` above proved `values` and `indices` hold `shape`
                    // with `k` along `dim` (`to` is position `i < k` of slice `s` there) and the
                    // input `shape`'s elements (`from` is position `j < len` of slice `s`); each
                    // slice writes only its own positions, and the outputs are apart from the
                    // input and from each other (`steps::sharing`).
                    unsafe {
                        (vo.as_f32())
                            .add(to)
                            .write((x.as_f32() as *const f32).add(from).read());
                        (io.as_f32() as *mut i32).add(to).write(j as i32);
                    }
                }
            }
            Ok(())
        };
        // Whole runs of slices per task, each at least `PER_TASK` elements: a slice alone is a
        // few microseconds of work.
        const PER_TASK: usize = 1 << 15;
        let per_task = PER_TASK.div_ceil(len).max(1);
        if ctx.threads > 1 && slices > per_task {
            use rayon::prelude::*;
            (0..slices.div_ceil(per_task))
                .into_par_iter()
                .try_for_each(|t| run_slices(t * per_task..((t + 1) * per_task).min(slices)))
        } else {
            run_slices(0..slices)
        }
    }

    fn dump(&self) -> String {
        let TopK {
            shape,
            dim,
            k,
            descending,
            ..
        } = self;
        format!(
            "top_k {} {shape:?} along {dim} first {k} by {} -> {}, {}",
            buf(&self.input),
            if *descending { "GT" } else { "LT" },
            buf(&self.values),
            buf(&self.indices)
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.input, Access::Read);
        f(self.values, Access::Write);
        f(self.indices, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.input);
        f(&mut self.values);
        f(&mut self.indices);
    }
}

/// Keys per block of a slice whose least key bounds the candidates ([`TopK`]'s run).
const BLOCK: usize = 16;

/// An `f32`'s bits as a key whose unsigned order is TOTALORDER's: a negative float's bits all
/// reversed, a non-negative one's with the sign bit set (negative floats below positive ones,
/// NaNs by their bits beyond the infinities). Branch-free, so a slice's keys vectorize.
fn key_of(b: u32) -> u32 {
    let sign = ((b as i32) >> 31) as u32;
    b ^ (sign | 1 << 31)
}
