//! Wide f32 maps: an all-f32 (or all-`bf16`) elementwise expression whose loads are contiguous
//! (row-major, any offset) or broadcast scalars, evaluated a chunk of [`CHUNK`] elements at a time
//! through a few reused, L1-resident slabs, with every loop compiled for AVX-512, AVX2 or the
//! baseline ISA and the widest one picked at run time.
//!
//! A `bf16` expression is computed as the executor and the JIT compute it: each load widened to
//! the `f32` of the same value (into a slab), each op computed in `f32` and its result rounded to
//! `bf16` (to nearest even) before the next op reads it, and the outputs stored as `bf16`. The
//! ops taken are exact or correctly rounded in `f32`, and a correctly rounded `f32` result rounded
//! again to `bf16` is the exact result rounded once (24 >= 2 x 8 + 2 bits); `exp`, `log`, `tanh`
//! and `logistic` are the `f32` polynomials rounded once, as on the other paths. `rsqrt` (two
//! roundings in `f32`) is declined on `bf16`.
//!
//! Cranelift emits 128-bit SIMD only, so for transcendental-heavy bodies this is the faster path
//! on wide machines: 16 lanes instead of 4. Results are bit-identical to the executor and the
//! JIT: the same [`fastmath`] polynomials, IEEE `+ - * / sqrt`, XLA's NaN-propagating max/min,
//! and no contraction into fused multiply-adds (Rust never contracts).
//!
//! Planned once at load: operands that are the same for every element (constants, broadcast
//! loads and ops on them only) are computed once per call; every other node gets a slab, and a
//! slab is reused after its value's last use, so a 30-node chain runs in a handful of slabs.
//! Steady state allocates nothing: slabs live in a per-thread buffer.

use super::exec::{Ctx, RawBuf};
use super::fastmath;
use super::ir::{row_major_strides, BinaryOp, Buf, Expr, Node, UnaryOp};
use super::wide::Arith as BinOp;
use crate::host_tensor::ElemType;

/// Elements per chunk: eight 4 KiB slabs stay within a 48 KiB L1 data cache.
const CHUNK: usize = 1024;
/// Elements per parallel tile.
const TILE: u64 = 16 * 1024;

/// Where an operand's values come from.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Src {
    /// A slab of computed values.
    Slab(u16),
    /// A contiguous load: `loads[i]`, at element `offset + index`.
    Load(u16),
    /// One value for every element: `scalars[i]`.
    Scalar(u16),
}

#[derive(Clone, Copy, Debug)]
enum Op {
    Un(UnOp, u16, Src),
    Bin(BinOp, u16, Src, Src),
    /// A `bf16` load widened into a slab: `loads[i]` into slab `d`.
    Widen(u16, u16),
}

/// How a scalar is obtained at the start of a call.
#[derive(Clone, Debug)]
enum ScalarDef {
    Const(f32),
    /// The element at `offset + outer index · strides` of the buffer (a load that is constant
    /// along a row).
    Read(Buf, i64, Vec<i64>),
    Un(UnOp, u16),
    Bin(BinOp, u16, u16),
}

/// A planned wide map.
#[derive(Debug)]
pub struct WideMap {
    /// The outer dimensions' sizes: one row per outer index.
    outer: Vec<u64>,
    /// Elements per row (the collapsed inner dimensions).
    inner: u64,
    /// Contiguous within a row: buffer, offset, strides over the outer dimensions.
    loads: Vec<(Buf, i64, Vec<i64>)>,
    scalars: Vec<ScalarDef>,
    ops: Vec<Op>,
    slabs: usize,
    outputs: Vec<(Buf, Src)>,
    /// The expression is all `bf16` (see the module doc): loads, scalars read from buffers and
    /// outputs are `bf16` elements, and every op's result is rounded to `bf16`.
    bf16: bool,
}

thread_local! {
    static SLABS: std::cell::Cell<Vec<f32>> = const { std::cell::Cell::new(Vec::new()) };
}

/// The unary `f32` ops of the wide loops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UnOp {
    Neg,
    Abs,
    Exp,
    Log,
    Tanh,
    Logistic,
    Sqrt,
    Rsqrt,
}

/// The wide loop of a unary op, if it has one.
fn un_supported(op: UnaryOp) -> Option<UnOp> {
    super::fast_paths::unary(op).wide
}

/// The wide loop of a binary op, if it has one.
fn bin_supported(op: BinaryOp) -> Option<BinOp> {
    super::fast_paths::binary(op).wide
}

impl WideMap {
    /// Plans `expr` over `shape` writing `outputs`; None when some node is not an f32 node (or,
    /// in an all-`bf16` expression, a `bf16` node) this path supports or a load is neither
    /// contiguous nor a broadcast scalar.
    pub fn plan(shape: &[u64], expr: &Expr, outputs: &[(Buf, u32)]) -> Option<WideMap> {
        if outputs.is_empty() {
            return None;
        }
        let bf16 = if expr.types.iter().all(|&t| t == ElemType::F32) {
            false
        } else if expr.types.iter().all(|&t| t == ElemType::BF16) {
            true
        } else {
            return None;
        };
        // The inner dimensions: the longest suffix of the shape over which every load is either
        // contiguous (row-major) or constant (stride 0), ignoring extent-1 dimensions.
        let rank = shape.len();
        let rm = row_major_strides(shape);
        let fits = |first: usize| {
            expr.nodes.iter().all(|node| match node {
                Node::Load { map, .. } => {
                    let dims = (first..rank).filter(|&d| shape[d] > 1);
                    dims.clone().all(|d| map.strides[d] == rm[d])
                        || dims.clone().all(|d| map.strides[d] == 0)
                }
                _ => true,
            })
        };
        let mut first = rank;
        while first > 0 && fits(first - 1) {
            first -= 1;
        }
        if first == rank && rank > 0 {
            return None;
        }
        let inner: u64 = shape[first..].iter().product();
        let outer = shape[..first].to_vec();
        let constant_in_row =
            |map: &super::ir::IndexMap| (first..rank).all(|d| shape[d] <= 1 || map.strides[d] == 0);
        let n = expr.nodes.len();
        // Last use of each node (outputs count as a use after every op).
        let mut last = vec![0usize; n];
        for (i, node) in expr.nodes.iter().enumerate() {
            for x in node.operands() {
                last[x as usize] = i;
            }
        }
        for &(_, o) in outputs {
            last[o as usize] = usize::MAX;
        }
        let mut src: Vec<Src> = Vec::with_capacity(n);
        let mut loads = vec![];
        let mut scalars = vec![];
        let mut ops = vec![];
        let mut free: Vec<u16> = vec![];
        let mut slabs = 0u16;
        let mut slab_of = |free: &mut Vec<u16>| {
            free.pop().unwrap_or_else(|| {
                slabs += 1;
                slabs - 1
            })
        };
        for (i, node) in expr.nodes.iter().enumerate() {
            let s = match *node {
                Node::Const(bits) => {
                    scalars.push(ScalarDef::Const(if bf16 {
                        fastmath::widen_bf16(bits as u16)
                    } else {
                        f32::from_bits(bits as u32)
                    }));
                    Src::Scalar(scalars.len() as u16 - 1)
                }
                Node::Load { buf, ref map } => {
                    let outer_strides = map.strides[..first].to_vec();
                    if constant_in_row(map) {
                        scalars.push(ScalarDef::Read(buf, map.offset, outer_strides));
                        Src::Scalar(scalars.len() as u16 - 1)
                    } else if bf16 {
                        loads.push((buf, map.offset, outer_strides));
                        let d = slab_of(&mut free);
                        ops.push(Op::Widen(loads.len() as u16 - 1, d));
                        Src::Slab(d)
                    } else {
                        loads.push((buf, map.offset, outer_strides));
                        Src::Load(loads.len() as u16 - 1)
                    }
                }
                Node::Unary(op, x) => {
                    let op = un_supported(op).filter(|&o| !(bf16 && o == UnOp::Rsqrt))?;
                    match src[x as usize] {
                        Src::Scalar(a) => {
                            scalars.push(ScalarDef::Un(op, a));
                            Src::Scalar(scalars.len() as u16 - 1)
                        }
                        xs => {
                            let d = slab_of(&mut free);
                            ops.push(Op::Un(op, d, xs));
                            Src::Slab(d)
                        }
                    }
                }
                Node::Binary(op, a, b) => {
                    let op = bin_supported(op)?;
                    match (src[a as usize], src[b as usize]) {
                        (Src::Scalar(x), Src::Scalar(y)) => {
                            scalars.push(ScalarDef::Bin(op, x, y));
                            Src::Scalar(scalars.len() as u16 - 1)
                        }
                        (xa, xb) => {
                            let d = slab_of(&mut free);
                            ops.push(Op::Bin(op, d, xa, xb));
                            Src::Slab(d)
                        }
                    }
                }
                // Everything else runs in the JIT or the executor.
                Node::Iota { .. }
                | Node::Param(_)
                | Node::Compare { .. }
                | Node::Select(..)
                | Node::Clamp(..)
                | Node::Convert(_)
                | Node::Bitcast(_)
                | Node::ReducePrecision { .. } => return None,
            };
            src.push(s);
            // Operands whose last use this was give their slabs back (after the destination
            // was chosen, so a destination never aliases its operands).
            let operands = node.operands();
            for (k, &x) in operands.iter().enumerate() {
                if operands[..k].contains(&x) {
                    continue;
                }
                if last[x as usize] == i {
                    if let Src::Slab(sl) = src[x as usize] {
                        free.push(sl);
                    }
                }
            }
            if last[i] == 0 && !outputs.iter().any(|&(_, o)| o as usize == i) {
                // Never used: its slab is free again at once.
                if let Src::Slab(sl) = src[i] {
                    free.push(sl);
                }
            }
        }
        Some(WideMap {
            outer,
            inner,
            loads,
            scalars,
            ops,
            slabs: slabs as usize,
            outputs: outputs.iter().map(|&(b, o)| (b, src[o as usize])).collect(),
            bf16,
        })
    }

    /// Elements per row.
    pub fn row_len(&self) -> u64 {
        self.inner
    }

    /// Runs the map, split into tiles over `ctx.threads` workers.
    pub fn run(&self, ctx: &Ctx) {
        let rows: u64 = self.outer.iter().product();
        if rows == 0 || self.inner == 0 {
            return;
        }
        let load_bases: Vec<*const f32> = self
            .loads
            .iter()
            .map(|(b, _, _)| buf(ctx, *b).ptr as *const f32)
            .collect();
        let scalar_bases: Vec<*const f32> = self
            .scalars
            .iter()
            .map(|d| match d {
                ScalarDef::Read(b, _, _) => buf(ctx, *b).ptr as *const f32,
                _ => std::ptr::null(),
            })
            .collect();
        let out_bases: Vec<*mut f32> = self
            .outputs
            .iter()
            .map(|&(b, _)| buf(ctx, b).ptr as *mut f32)
            .collect();
        let bases = Bases {
            loads: &load_bases,
            scalars: &scalar_bases,
            outs: &out_bases,
        };
        let bases = &bases;
        // Rows `[r0, r1)`, and within each the elements `[j0, j1)`.
        let range = |r0: u64, r1: u64, j0: u64, j1: u64| {
            super::with_scratch(&SLABS, self.slabs * CHUNK, |slabs| {
                let mut idx = vec![0u64; self.outer.len()];
                let mut sc: Vec<f32> = Vec::with_capacity(self.scalars.len());
                let mut loads: Vec<*const f32> = Vec::with_capacity(self.loads.len());
                let mut outs: Vec<*mut f32> = Vec::with_capacity(self.outputs.len());
                for row in r0..r1 {
                    let mut r = row;
                    for d in (0..self.outer.len()).rev() {
                        idx[d] = r % self.outer[d];
                        r /= self.outer[d];
                    }
                    let at = |offset: i64, strides: &[i64]| {
                        offset
                            + idx
                                .iter()
                                .zip(strides)
                                .map(|(&i, &s)| i as i64 * s)
                                .sum::<i64>()
                    };
                    sc.clear();
                    for (k, d) in self.scalars.iter().enumerate() {
                        let v = match *d {
                            ScalarDef::Const(c) => c,
                            // SAFETY: validation proved every element the load reads inside its
                            // buffer; this is the one of this row.
                            ScalarDef::Read(_, off, ref st) if self.bf16 => unsafe {
                                fastmath::widen_bf16(
                                    (bases.scalars[k] as *const u16)
                                        .offset(at(off, st) as isize)
                                        .read_unaligned(),
                                )
                            },
                            // SAFETY: as above.
                            ScalarDef::Read(_, off, ref st) => unsafe {
                                bases.scalars[k]
                                    .offset(at(off, st) as isize)
                                    .read_unaligned()
                            },
                            ScalarDef::Un(op, a) => round_if(self.bf16, un(op, sc[a as usize])),
                            ScalarDef::Bin(op, a, b) => {
                                round_if(self.bf16, bin(op, sc[a as usize], sc[b as usize]))
                            }
                        };
                        sc.push(v);
                    }
                    loads.clear();
                    for (k, (_, off, st)) in self.loads.iter().enumerate() {
                        // Only an address: the loops read the row's elements from it, which
                        // validation proved inside the buffer.
                        loads.push(elem_offset(
                            bases.loads[k],
                            self.bf16,
                            at(*off, st) as isize,
                        ));
                    }
                    outs.clear();
                    for &o in bases.outs {
                        let row_start = (row * self.inner) as isize;
                        outs.push(elem_offset(o, self.bf16, row_start) as *mut f32);
                    }
                    let env = Env {
                        loads: &loads,
                        outs: &outs,
                        scalars: &sc,
                    };
                    // SAFETY: `env` points at this row of the step's validated buffers (each
                    // load is contiguous and each output row-major over the row's `inner`
                    // elements), `[j0, j1)` is inside the row, and the slabs hold
                    // `self.slabs * CHUNK` elements.
                    unsafe { self.run_range(&env, slabs, j0 as usize, j1 as usize) }
                }
            })
        };
        let total = rows * self.inner;
        if ctx.threads <= 1 || total <= TILE {
            range(0, rows, 0, self.inner);
            return;
        }
        let range = &range;
        if rows == 1 {
            let tiles = self.inner.div_ceil(TILE);
            rayon::scope(|s| {
                for t in 0..tiles {
                    let lo = t * TILE;
                    let hi = (lo + TILE).min(self.inner);
                    s.spawn(move |_| range(0, 1, lo, hi));
                }
            });
        } else {
            let per = (TILE / self.inner).max(1);
            let tiles = rows.div_ceil(per);
            rayon::scope(|s| {
                for t in 0..tiles {
                    let lo = t * per;
                    let hi = (lo + per).min(rows);
                    s.spawn(move |_| range(lo, hi, 0, self.inner));
                }
            });
        }
    }

    /// # Safety
    /// As in [`WideMap::run`]: `env`'s pointers are valid for `[lo, hi)` and `slabs` is large
    /// enough.
    unsafe fn run_range(&self, env: &Env, slabs: &mut [f32], lo: usize, hi: usize) {
        match (super::wide::isa_level(), self.bf16) {
            // SAFETY: the CPU supports AVX-512F (detected); the rest is the caller's contract.
            #[cfg(target_arch = "x86_64")]
            (2, false) => unsafe { range_avx512::<false>(self, env, slabs, lo, hi) },
            // SAFETY: as above.
            #[cfg(target_arch = "x86_64")]
            (2, true) => unsafe { range_avx512::<true>(self, env, slabs, lo, hi) },
            // SAFETY: the CPU supports AVX2 (detected); the rest is the caller's contract.
            #[cfg(target_arch = "x86_64")]
            (1, false) => unsafe { range_avx2::<false>(self, env, slabs, lo, hi) },
            // SAFETY: as above.
            #[cfg(target_arch = "x86_64")]
            (1, true) => unsafe { range_avx2::<true>(self, env, slabs, lo, hi) },
            // SAFETY: the caller's contract.
            (_, false) => unsafe { range_body::<false>(self, env, slabs, lo, hi) },
            // SAFETY: the caller's contract.
            (_, true) => unsafe { range_body::<true>(self, env, slabs, lo, hi) },
        }
    }
}

// Buffer base addresses, shared by the workers.
struct Bases<'a> {
    loads: &'a [*const f32],
    scalars: &'a [*const f32],
    outs: &'a [*mut f32],
}

// SAFETY: plain addresses of buffers the call keeps alive until every worker is done; workers
// write disjoint rows (or disjoint parts of the one row).
unsafe impl Sync for Bases<'_> {}

// One row's pointers into buffers the VM keeps alive (and validated) for the whole call.
struct Env<'a> {
    loads: &'a [*const f32],
    outs: &'a [*mut f32],
    scalars: &'a [f32],
}

/// `p` moved by `n` elements of the map's element type: `f32`, or `bf16` when `bf16` (an address
/// only; the pointer keeps the `f32` type of the plain map's loops).
fn elem_offset(p: *const f32, bf16: bool, n: isize) -> *const f32 {
    if bf16 {
        (p as *const u16).wrapping_offset(n) as *const f32
    } else {
        p.wrapping_offset(n)
    }
}

/// `x` rounded to `bf16` when `bf16`, else `x`.
#[inline(always)]
fn round_if(bf16: bool, x: f32) -> f32 {
    if bf16 {
        fastmath::round_bf16(x)
    } else {
        x
    }
}

fn buf(ctx: &Ctx, b: Buf) -> RawBuf {
    match b {
        Buf::Binding(i) => ctx.bindings[i as usize],
        Buf::Scratch(i) => ctx.scratch[i as usize],
    }
}

#[inline(always)]
fn un(op: UnOp, a: f32) -> f32 {
    match op {
        UnOp::Neg => -a,
        UnOp::Abs => a.abs(),
        UnOp::Exp => fastmath::exp(a),
        UnOp::Log => fastmath::log(a),
        UnOp::Tanh => fastmath::tanh(a),
        UnOp::Logistic => fastmath::logistic(a),
        UnOp::Sqrt => a.sqrt(),
        UnOp::Rsqrt => 1.0 / a.sqrt(),
    }
}

/// XLA's maximum: NaN if either is NaN, +0 over -0, written as selects so it vectorizes.
#[inline(always)]
fn fmax(a: f32, b: f32) -> f32 {
    let m = if a > b { a } else { b };
    let m = if a == b {
        f32::from_bits(a.to_bits() & b.to_bits())
    } else {
        m
    };
    if a.is_nan() || b.is_nan() {
        a + b
    } else {
        m
    }
}

/// XLA's minimum: NaN if either is NaN, -0 under +0.
#[inline(always)]
fn fmin(a: f32, b: f32) -> f32 {
    let m = if a < b { a } else { b };
    let m = if a == b {
        f32::from_bits(a.to_bits() | b.to_bits())
    } else {
        m
    };
    if a.is_nan() || b.is_nan() {
        a + b
    } else {
        m
    }
}

#[inline(always)]
fn bin(op: BinOp, a: f32, b: f32) -> f32 {
    match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div => a / b,
        BinOp::Max => fmax(a, b),
        BinOp::Min => fmin(a, b),
    }
}

/// A resolved operand for one chunk.
#[derive(Clone, Copy)]
enum Val {
    V(*const f32),
    S(f32),
}

macro_rules! unary_loop {
    ($op:expr, $d:expr, $x:expr, $bf:expr) => {{
        let (d, x) = ($d, $x);
        unary_ops!($op, &mut *d, x);
        if $bf {
            d.iter_mut().for_each(|o| *o = fastmath::round_bf16(*o));
        }
    }};
}

macro_rules! unary_ops {
    ($op:expr, $d:expr, $x:expr) => {{
        let (d, x) = ($d, $x);
        match $op {
            UnOp::Neg => d.iter_mut().zip(x).for_each(|(o, &a)| *o = -a),
            UnOp::Abs => d.iter_mut().zip(x).for_each(|(o, &a)| *o = a.abs()),
            UnOp::Exp => d
                .iter_mut()
                .zip(x)
                .for_each(|(o, &a)| *o = fastmath::exp(a)),
            UnOp::Log => d
                .iter_mut()
                .zip(x)
                .for_each(|(o, &a)| *o = fastmath::log(a)),
            UnOp::Tanh => d
                .iter_mut()
                .zip(x)
                .for_each(|(o, &a)| *o = fastmath::tanh(a)),
            UnOp::Logistic => d
                .iter_mut()
                .zip(x)
                .for_each(|(o, &a)| *o = fastmath::logistic(a)),
            UnOp::Sqrt => d.iter_mut().zip(x).for_each(|(o, &a)| *o = a.sqrt()),
            UnOp::Rsqrt => d.iter_mut().zip(x).for_each(|(o, &a)| *o = 1.0 / a.sqrt()),
        }
    }};
}

macro_rules! binary_loops {
    ($d:expr, $a:expr, $b:expr, $f:expr) => {{
        let d: &mut [f32] = $d;
        let f = $f;
        match ($a, $b) {
            (Val::V(a), Val::V(b)) => {
                // SAFETY: (caller) both operands hold `d.len()` elements and do not overlap `d`.
                let (a, b) = unsafe {
                    (
                        std::slice::from_raw_parts(a, d.len()),
                        std::slice::from_raw_parts(b, d.len()),
                    )
                };
                d.iter_mut()
                    .zip(a.iter().zip(b))
                    .for_each(|(o, (&x, &y))| *o = f(x, y))
            }
            (Val::V(a), Val::S(y)) => {
                // SAFETY: as above.
                let a = unsafe { std::slice::from_raw_parts(a, d.len()) };
                d.iter_mut().zip(a).for_each(|(o, &x)| *o = f(x, y))
            }
            (Val::S(x), Val::V(b)) => {
                // SAFETY: as above.
                let b = unsafe { std::slice::from_raw_parts(b, d.len()) };
                d.iter_mut().zip(b).for_each(|(o, &y)| *o = f(x, y))
            }
            (Val::S(x), Val::S(y)) => d.fill(f(x, y)),
        }
    }};
}

/// `op` over a chunk into `d`; with `BF`, each result rounded to `bf16` in the same loop.
#[inline(always)]
fn binary_loop<const BF: bool>(op: BinOp, d: &mut [f32], a: Val, b: Val) {
    let r = |x: f32| round_if(BF, x);
    match op {
        BinOp::Add => binary_loops!(d, a, b, |x: f32, y: f32| r(x + y)),
        BinOp::Sub => binary_loops!(d, a, b, |x: f32, y: f32| r(x - y)),
        BinOp::Mul => binary_loops!(d, a, b, |x: f32, y: f32| r(x * y)),
        BinOp::Div => binary_loops!(d, a, b, |x: f32, y: f32| r(x / y)),
        BinOp::Max => binary_loops!(d, a, b, fmax),
        BinOp::Min => binary_loops!(d, a, b, fmin),
    }
}

/// # Safety
/// See [`WideMap::run_range`].
#[inline(always)]
unsafe fn range_body<const BF: bool>(
    m: &WideMap,
    env: &Env,
    slabs: &mut [f32],
    lo: usize,
    hi: usize,
) {
    let base = slabs.as_mut_ptr();
    let mut start = lo;
    while start < hi {
        let n = (hi - start).min(CHUNK);
        let val = |s: Src| -> Val {
            match s {
                // SAFETY: slab `i` is inside `slabs` (the caller sized it).
                Src::Slab(i) => Val::V(unsafe { base.add(i as usize * CHUNK) }),
                // Only an address: the loops read `n` elements from it, inside the load's range.
                Src::Load(i) => Val::V(env.loads[i as usize].wrapping_add(start)),
                Src::Scalar(i) => Val::S(env.scalars[i as usize]),
            }
        };
        // The guard-page build's check that the loads' bytes are aligned and written by no
        // one while they are read (no-ops otherwise).
        let reading: Vec<super::borrows::Borrow> = env
            .loads
            .iter()
            .map(|&p| {
                if BF {
                    let p = (p as *const u16).wrapping_add(start);
                    super::borrows::shared(p, n, "widemap load")
                } else {
                    super::borrows::shared(p.wrapping_add(start), n, "widemap load")
                }
            })
            .collect();
        for op in &m.ops {
            match *op {
                Op::Un(o, d, x) => {
                    // SAFETY: slab `d` is inside `slabs` and differs from the operand's slab (the
                    // plan picks a destination before freeing operands); a load operand points at
                    // `n` elements of a validated buffer, which never overlaps a slab.
                    let dst =
                        unsafe { std::slice::from_raw_parts_mut(base.add(d as usize * CHUNK), n) };
                    match val(x) {
                        Val::V(p) => {
                            // SAFETY: as above.
                            let x = unsafe { std::slice::from_raw_parts(p, n) };
                            unary_loop!(o, dst, x, BF)
                        }
                        Val::S(a) => dst.fill(round_if(BF, un(o, a))),
                    }
                }
                Op::Widen(l, d) => {
                    // SAFETY: as for unary ops; the load (a `bf16` map's, `BF`) points at `n`
                    // `bf16` elements of this chunk of a validated buffer.
                    let (dst, x) = unsafe {
                        (
                            std::slice::from_raw_parts_mut(base.add(d as usize * CHUNK), n),
                            std::slice::from_raw_parts(
                                (env.loads[l as usize] as *const u16).add(start),
                                n,
                            ),
                        )
                    };
                    dst.iter_mut()
                        .zip(x)
                        .for_each(|(o, &b)| *o = fastmath::widen_bf16(b));
                }
                Op::Bin(o, d, a, b) => {
                    // SAFETY: as for unary ops.
                    let dst =
                        unsafe { std::slice::from_raw_parts_mut(base.add(d as usize * CHUNK), n) };
                    binary_loop::<BF>(o, dst, val(a), val(b));
                }
            }
        }
        drop(reading);
        for (k, &(_, s)) in m.outputs.iter().enumerate() {
            if BF {
                // SAFETY: as below, in `bf16` elements; every value of a `bf16` map is already
                // rounded (its low 16 bits zero), so its top half is the `bf16` element.
                let out = unsafe { (env.outs[k] as *mut u16).add(start) };
                let _writing = super::borrows::exclusive(out, n, "widemap output");
                match val(s) {
                    // A slab (a `bf16` map's loads are widened into slabs): never the output's
                    // bytes, so a slice is fine.
                    Val::V(p) => {
                        // SAFETY: a slab of `n` values and this worker's `n` output elements.
                        let (x, o) = unsafe {
                            (
                                std::slice::from_raw_parts(p, n),
                                std::slice::from_raw_parts_mut(out, n),
                            )
                        };
                        o.iter_mut()
                            .zip(x)
                            .for_each(|(o, &v)| *o = (v.to_bits() >> 16) as u16);
                    }
                    Val::S(x) => {
                        for i in 0..n {
                            // SAFETY: element `i < n` of this worker's part.
                            unsafe { out.add(i).write((x.to_bits() >> 16) as u16) };
                        }
                    }
                }
                continue;
            }
            // SAFETY: every output holds the step's `total` elements and `[start, start + n)` is
            // this worker's own part of them.
            let out = unsafe { env.outs[k].add(start) };
            let _writing = super::borrows::exclusive(out, n, "widemap output");
            // Written through the raw pointer, never a `&mut` slice: the source may be a load of
            // the very same bytes (an in-place map, which `Ctx::fits` allows only exactly).
            match val(s) {
                // SAFETY: a slab or a load of `n` elements; a load that is also an output is the
                // same element range, and `copy` allows the overlap.
                Val::V(p) => unsafe { std::ptr::copy(p, out, n) },
                Val::S(x) => {
                    for i in 0..n {
                        // SAFETY: as above, element `i < n` of this worker's part.
                        unsafe { out.add(i).write(x) };
                    }
                }
            }
        }
        start += n;
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vl,avx2,fma")]
unsafe fn range_avx512<const BF: bool>(
    m: &WideMap,
    env: &Env,
    slabs: &mut [f32],
    lo: usize,
    hi: usize,
) {
    // SAFETY: the caller's contract.
    unsafe { range_body::<BF>(m, env, slabs, lo, hi) }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn range_avx2<const BF: bool>(
    m: &WideMap,
    env: &Env,
    slabs: &mut [f32],
    lo: usize,
    hi: usize,
) {
    // SAFETY: the caller's contract.
    unsafe { range_body::<BF>(m, env, slabs, lo, hi) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::exec::run_kernel;
    use crate::kernel::ir::{BufDecl, IndexMap, Kernel, Step};
    use crate::kernel::steps;

    fn raw(v: &mut [f32]) -> RawBuf {
        RawBuf {
            ptr: v.as_mut_ptr() as *mut u8,
            len: std::mem::size_of_val(v),
        }
    }

    /// A small deterministic generator (no dependency needed for this).
    struct Lcg(u64);
    impl Lcg {
        fn next(&mut self) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            self.0 >> 33
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    fn values(n: usize, seed: u64) -> Vec<f32> {
        let special = [
            0.0,
            -0.0,
            1.0,
            -1.0,
            f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            1e-40,
            88.8,
            -104.5,
            3.5,
        ];
        let mut g = Lcg(seed);
        (0..n)
            .map(|i| {
                if i % 17 == 0 {
                    special[g.below(special.len())]
                } else {
                    (g.next() % 20_000) as f32 / 100.0 - 100.0
                }
            })
            .collect()
    }

    /// An in-place map (the planner's reuse of an input that dies at an elementwise kernel): the
    /// output is the very bytes of the input, passed as two bindings or named once in both roles,
    /// on 1 and 2 threads through the wide map and the executor; each element is `2 x + 1` of its
    /// own old value. (Before, the wide map's output stage held a `&mut` slice over the bytes it
    /// copied from.)
    #[test]
    fn in_place_maps_compute_element_for_element() {
        let n = 2 * CHUNK + 5;
        for (out, writable) in [(Buf::Binding(1), false), (Buf::Binding(0), true)] {
            let mut e = Expr::default();
            let x = e.push(
                ElemType::F32,
                Node::Load {
                    buf: Buf::Binding(0),
                    map: IndexMap {
                        offset: 0,
                        strides: vec![1],
                    },
                },
            );
            let two = e.push(ElemType::F32, Node::Const(2f32.to_bits() as u128));
            let one = e.push(ElemType::F32, Node::Const(1f32.to_bits() as u128));
            let y = e.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, x, two));
            let z = e.push(ElemType::F32, Node::Binary(BinaryOp::Add, y, one));
            let outputs = vec![(out, z)];
            let decl = |writable| BufDecl {
                dtype: ElemType::F32,
                elements: n as u64,
                writable,
            };
            let k = Kernel {
                name: "in_place".into(),
                bindings: vec![decl(writable), decl(true)],
                scratch: vec![],
                steps: vec![Step::Map(steps::Map {
                    shape: vec![n as u64],
                    expr: e.clone(),
                    outputs: outputs.clone(),
                })],
            };
            let k = crate::kernel::validate::validate_kernel(k).expect("a valid kernel");
            let w = WideMap::plan(&[n as u64], &e, &outputs).expect("supported");
            let want: Vec<f32> = (0..n).map(|i| 2.0 * i as f32 + 1.0).collect();
            for threads in [1, 2] {
                for wide in [true, false] {
                    let mut v: Vec<f32> = (0..n).map(|i| i as f32).collect();
                    let b = raw(&mut v);
                    let bind = [b, b];
                    let ctx = Ctx {
                        bindings: &bind,
                        scratch: &[],
                        threads,
                    };
                    if wide {
                        ctx.fits(&k).unwrap();
                        w.run(&ctx);
                    } else {
                        run_kernel(&k, &ctx).unwrap();
                    }
                    assert_eq!(v, want, "{out:?} threads {threads} wide {wide}");
                }
            }
        }
    }

    /// Random all-f32 DAGs of the supported ops over contiguous, offset and broadcast loads and
    /// constants, with several outputs (including a load and a scalar as outputs), run through the
    /// wide map on 1 and 2 threads and through the executor: bit-identical (NaNs as NaNs).
    #[test]
    fn random_dags_match_the_executor_bit_for_bit() {
        use BinaryOp::*;
        use UnaryOp::*;
        let uns = [Negate, Abs, Exponential, Log, Tanh, Logistic, Sqrt, Rsqrt];
        let bins = [Add, Subtract, Multiply, Divide, Maximum, Minimum];
        let mut g = Lcg(7);
        for case in 0..60 {
            let shape: Vec<u64> = match case % 5 {
                0 => vec![37_003],
                1 => vec![3, 1021],
                2 => vec![4, 3, 70],
                3 => vec![40, 1000],
                _ => vec![5],
            };
            let n: u64 = shape.iter().product();
            let rm = row_major_strides(&shape);
            let mut e = Expr::default();
            let load = |buf: u32, offset: i64, strides: Vec<i64>| Node::Load {
                buf: Buf::Binding(buf),
                map: IndexMap { offset, strides },
            };
            let mut nodes = vec![
                e.push(ElemType::F32, load(0, 0, rm.clone())),
                e.push(ElemType::F32, load(1, 3, rm.clone())),
                e.push(ElemType::F32, load(0, 7, vec![0; shape.len()])),
                e.push(ElemType::F32, Node::Const(0.5f32.to_bits() as u128)),
            ];
            // Loads that repeat across rows (contiguous inside a row, outer stride 0) and loads
            // constant along a row (one value per row).
            match shape.len() {
                2 => {
                    nodes.push(e.push(ElemType::F32, load(1, 1, vec![0, 1])));
                    nodes.push(e.push(ElemType::F32, load(0, 2, vec![1, 0])));
                }
                3 => {
                    nodes.push(e.push(ElemType::F32, load(1, 1, vec![0, 70, 1])));
                    nodes.push(e.push(ElemType::F32, load(0, 2, vec![1, 0, 0])));
                }
                _ => {}
            }
            for _ in 0..(4 + g.below(24)) {
                let a = nodes[g.below(nodes.len())];
                let node = if g.below(3) == 0 {
                    Node::Unary(uns[g.below(uns.len())], a)
                } else {
                    Node::Binary(bins[g.below(bins.len())], a, nodes[g.below(nodes.len())])
                };
                nodes.push(e.push(ElemType::F32, node));
            }
            let last = *nodes.last().unwrap();
            let outputs = vec![
                (Buf::Binding(2), last),
                (Buf::Binding(3), nodes[g.below(nodes.len())]),
                (Buf::Binding(4), nodes[2 + g.below(nodes.len().min(6) - 2)]),
            ];
            let w = WideMap::plan(&shape, &e, &outputs).expect("supported");
            let want_row: u64 = match shape.len() {
                2 => shape[1],
                3 => 210,
                _ => n,
            };
            assert_eq!(w.row_len(), want_row, "{shape:?}");
            let k = Kernel {
                name: format!("case{case}"),
                bindings: vec![
                    BufDecl {
                        dtype: ElemType::F32,
                        elements: n + 7,
                        writable: false,
                    },
                    BufDecl {
                        dtype: ElemType::F32,
                        elements: n + 3,
                        writable: false,
                    },
                    BufDecl {
                        dtype: ElemType::F32,
                        elements: n,
                        writable: true,
                    },
                    BufDecl {
                        dtype: ElemType::F32,
                        elements: n,
                        writable: true,
                    },
                    BufDecl {
                        dtype: ElemType::F32,
                        elements: n,
                        writable: true,
                    },
                ],
                scratch: vec![],
                steps: vec![Step::Map(steps::Map {
                    shape: shape.clone(),
                    expr: e.clone(),
                    outputs: outputs.clone(),
                })],
            };
            let k = crate::kernel::validate::validate_kernel(k).expect("a valid kernel");
            let mut a = values(n as usize + 7, case);
            let mut b = values(n as usize + 3, case + 1000);
            let mut want: Vec<Vec<f32>> = vec![vec![0.0; n as usize]; 3];
            {
                let [w0, w1, w2] = &mut want[..] else {
                    unreachable!()
                };
                let bind = [raw(&mut a), raw(&mut b), raw(w0), raw(w1), raw(w2)];
                let ctx = Ctx {
                    bindings: &bind,
                    scratch: &[],
                    threads: 1,
                };
                run_kernel(&k, &ctx).unwrap();
            }
            for threads in [1, 2] {
                let mut got: Vec<Vec<f32>> = vec![vec![1.0; n as usize]; 3];
                let [g0, g1, g2] = &mut got[..] else {
                    unreachable!()
                };
                let bind = [raw(&mut a), raw(&mut b), raw(g0), raw(g1), raw(g2)];
                let ctx = Ctx {
                    bindings: &bind,
                    scratch: &[],
                    threads,
                };
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap()
                    .install(|| w.run(&ctx));
                for (o, (gv, wv)) in got.iter().zip(&want).enumerate() {
                    for (i, (x, y)) in gv.iter().zip(wv).enumerate() {
                        assert!(
                            x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()),
                            "case {case}, output {o}, element {i}: wide {x:e} vs executor {y:e}\n{e:?}"
                        );
                    }
                }
            }
        }
    }

    fn raw16(v: &mut [u16]) -> RawBuf {
        RawBuf {
            ptr: v.as_mut_ptr() as *mut u8,
            len: std::mem::size_of_val(v),
        }
    }

    /// A `bf16` map rounds after every op, as the executor does. By hand: x = 1 + 3 x 2^-7
    /// (0x3f83); x * x = 1 + 6 x 2^-7 + 9 x 2^-14 rounds to 1 + 6 x 2^-7 (0x3f86); minus 1 (a
    /// broadcast constant) is 6 x 2^-7 = 0.046875 (0x3d40). Without the rounding between the ops
    /// the difference would be 6 x 2^-7 + 9 x 2^-14 = 194.25 x 2^-12, which rounds to 194 x 2^-12
    /// (0x3d42). Every element, 1 and 2 threads, whole chunks plus a tail.
    #[test]
    fn bf16_maps_round_after_every_op() {
        let n = 2 * CHUNK + 9;
        let mut e = Expr::default();
        let t = ElemType::BF16;
        let x = e.push(
            t,
            Node::Load {
                buf: Buf::Binding(0),
                map: IndexMap {
                    offset: 0,
                    strides: vec![1],
                },
            },
        );
        let one = e.push(t, Node::Const(0x3f80));
        let sq = e.push(t, Node::Binary(BinaryOp::Multiply, x, x));
        let r = e.push(t, Node::Binary(BinaryOp::Subtract, sq, one));
        let outputs = vec![(Buf::Binding(1), r), (Buf::Binding(2), sq)];
        let w = WideMap::plan(&[n as u64], &e, &outputs).expect("supported");
        for threads in [1, 2] {
            let mut a = vec![0x3f83u16; n];
            let mut o = vec![0u16; n];
            let mut o2 = vec![0u16; n];
            let bind = [raw16(&mut a), raw16(&mut o), raw16(&mut o2)];
            let ctx = Ctx {
                bindings: &bind,
                scratch: &[],
                threads,
            };
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| w.run(&ctx));
            assert!(
                o.iter().all(|&v| v == 0x3d40),
                "threads {threads}: {:#06x}",
                o[0]
            );
            assert!(
                o2.iter().all(|&v| v == 0x3f86),
                "threads {threads}: {:#06x}",
                o2[0]
            );
        }
        // `rsqrt` rounds twice in f32: declined on bf16.
        let mut e = Expr::default();
        let c = e.push(t, Node::Const(0x3f80));
        let f = e.push(t, Node::Unary(UnaryOp::Rsqrt, c));
        assert!(WideMap::plan(&[4], &e, &[(Buf::Binding(1), f)]).is_none());
    }

    /// Random all-`bf16` DAGs (every op the wide map takes on bf16, contiguous, offset and
    /// broadcast loads, constants, several outputs including a scalar one), through the wide map
    /// on 1 and 2 threads and through the executor: bit-identical (NaNs as NaNs).
    #[test]
    fn random_bf16_dags_match_the_executor_bit_for_bit() {
        use BinaryOp::*;
        use UnaryOp::*;
        let uns = [Negate, Abs, Exponential, Log, Tanh, Logistic, Sqrt];
        let bins = [Add, Subtract, Multiply, Divide, Maximum, Minimum];
        let t = ElemType::BF16;
        let mut g = Lcg(11);
        for case in 0..40 {
            let shape: Vec<u64> = match case % 4 {
                0 => vec![9_001],
                1 => vec![3, 1021],
                2 => vec![40, 1000],
                _ => vec![5],
            };
            let n: u64 = shape.iter().product();
            let rm = row_major_strides(&shape);
            let mut e = Expr::default();
            let load = |buf: u32, offset: i64, strides: Vec<i64>| Node::Load {
                buf: Buf::Binding(buf),
                map: IndexMap { offset, strides },
            };
            let mut nodes = vec![
                e.push(t, load(0, 0, rm.clone())),
                e.push(t, load(1, 3, rm.clone())),
                e.push(t, load(0, 7, vec![0; shape.len()])),
                e.push(t, Node::Const(0x3f00)),
            ];
            if shape.len() == 2 {
                nodes.push(e.push(t, load(1, 1, vec![0, 1])));
                nodes.push(e.push(t, load(0, 2, vec![1, 0])));
            }
            for _ in 0..(4 + g.below(20)) {
                let a = nodes[g.below(nodes.len())];
                let node = if g.below(3) == 0 {
                    Node::Unary(uns[g.below(uns.len())], a)
                } else {
                    Node::Binary(bins[g.below(bins.len())], a, nodes[g.below(nodes.len())])
                };
                nodes.push(e.push(t, node));
            }
            let last = *nodes.last().unwrap();
            let outputs = vec![
                (Buf::Binding(2), last),
                (Buf::Binding(3), nodes[g.below(nodes.len())]),
                (Buf::Binding(4), nodes[2 + g.below(2)]),
            ];
            let w = WideMap::plan(&shape, &e, &outputs).expect("supported");
            let decl = |elements, writable| BufDecl {
                dtype: t,
                elements,
                writable,
            };
            let k = Kernel {
                name: format!("case{case}"),
                bindings: vec![
                    decl(n + 7, false),
                    decl(n + 3, false),
                    decl(n, true),
                    decl(n, true),
                    decl(n, true),
                ],
                scratch: vec![],
                steps: vec![Step::Map(steps::Map {
                    shape: shape.clone(),
                    expr: e.clone(),
                    outputs: outputs.clone(),
                })],
            };
            let k = crate::kernel::validate::validate_kernel(k).expect("a valid kernel");
            let to16 = |v: Vec<f32>| -> Vec<u16> {
                v.into_iter()
                    .map(|x| half::bf16::from_f32(x / 8.0).to_bits())
                    .collect()
            };
            let mut a = to16(values(n as usize + 7, case));
            let mut b = to16(values(n as usize + 3, case + 1000));
            let mut want: Vec<Vec<u16>> = vec![vec![0; n as usize]; 3];
            {
                let [w0, w1, w2] = &mut want[..] else {
                    unreachable!()
                };
                let bind = [
                    raw16(&mut a),
                    raw16(&mut b),
                    raw16(w0),
                    raw16(w1),
                    raw16(w2),
                ];
                let ctx = Ctx {
                    bindings: &bind,
                    scratch: &[],
                    threads: 1,
                };
                run_kernel(&k, &ctx).unwrap();
            }
            let is_nan = |x: u16| x & 0x7fff > 0x7f80;
            for threads in [1, 2] {
                let mut got: Vec<Vec<u16>> = vec![vec![1; n as usize]; 3];
                let [g0, g1, g2] = &mut got[..] else {
                    unreachable!()
                };
                let bind = [
                    raw16(&mut a),
                    raw16(&mut b),
                    raw16(g0),
                    raw16(g1),
                    raw16(g2),
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
                    .install(|| w.run(&ctx));
                for (o, (gv, wv)) in got.iter().zip(&want).enumerate() {
                    for (i, (&x, &y)) in gv.iter().zip(wv).enumerate() {
                        assert!(
                            x == y || (is_nan(x) && is_nan(y)),
                            "case {case}, output {o}, element {i}: wide {x:#06x} vs executor {y:#06x}\n{e:?}"
                        );
                    }
                }
            }
        }
    }

    /// `round_bf16` is `half`'s rounding, bit for bit, over a sweep of f32 patterns (ties,
    /// overflow, NaNs with payloads, subnormals, both signs).
    #[test]
    fn bf16_rounding_is_halfs() {
        let mut g = Lcg(3);
        let mut pats: Vec<u32> = (0..200_000)
            .map(|_| g.next() as u32 ^ ((g.next() as u32) << 16))
            .collect();
        pats.extend([
            0x3f80_8000,
            0x3f81_8000,
            0x7f7f_ffff,
            0xff7f_8000,
            0x7f80_0001,
            0xffc1_2345,
            0x0000_8000,
            0x8000_7fff,
        ]);
        for b in pats {
            let x = f32::from_bits(b);
            assert_eq!(
                fastmath::round_bf16(x).to_bits() >> 16,
                half::bf16::from_f32(x).to_bits() as u32,
                "{b:#010x}"
            );
        }
    }

    #[test]
    fn max_and_min_follow_xla() {
        assert!(fmax(f32::NAN, 1.0).is_nan() && fmin(1.0, f32::NAN).is_nan());
        assert!(fmax(-0.0, 0.0).is_sign_positive() && fmax(0.0, -0.0).is_sign_positive());
        assert!(fmin(0.0, -0.0).is_sign_negative() && fmin(-0.0, 0.0).is_sign_negative());
        assert_eq!((fmax(2.0, 3.0), fmin(2.0, 3.0)), (3.0, 2.0));
    }

    #[test]
    fn unsupported_nodes_and_strided_loads_are_declined() {
        let mut e = Expr::default();
        let a = e.push(
            ElemType::F32,
            Node::Load {
                buf: Buf::Binding(0),
                map: IndexMap {
                    offset: 0,
                    strides: vec![1, 4],
                },
            },
        );
        assert!(WideMap::plan(&[4, 4], &e, &[(Buf::Binding(1), a)]).is_none());
        let mut e = Expr::default();
        let a = e.push(ElemType::F32, Node::Const(0));
        let f = e.push(ElemType::F32, Node::Unary(UnaryOp::Floor, a));
        assert!(WideMap::plan(&[4], &e, &[(Buf::Binding(1), f)]).is_none());
    }
}
