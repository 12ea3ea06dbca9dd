//! The portable kernel executor: runs every [`Step`] of a [`ValidatedKernel`].
//!
//! Elementwise expressions are evaluated a chunk of [`CHUNK`] elements at a time, node by node, so
//! each node is a tight loop the compiler vectorizes; intermediates never reach memory. The JIT
//! ([`super::jit`]) replaces this for the steps it compiles; this executor is the semantics both
//! must agree on, and the fallback for everything else.
//!
//! Values are [`element::Lane`]s in the domain of their element type ([`storage::domain`]): `f32`
//! computes natively, every other float in `f64` rounded to its format after each node, integers in
//! `i64` wrapped to their width, complex numbers as two `f64`s; the ops are the element crate's
//! ([`element::lane`]), except for the `f32` fast paths (vectorized arithmetic and `exp`, `log`,
//! `tanh`, `logistic`, row and column reductions, GEMM, convolution). Buffers are read and written
//! only through [`storage`], the one place that knows each type's bytes.
//!
//! Memory safety rests on validation: [`run_kernel`] takes a [`ValidatedKernel`], which only
//! [`super::validate::validate_kernel`] makes, having proved every access of every step inside
//! its buffer's declared size; [`run_kernel`] checks each buffer's length against that
//! declaration ([`Ctx::fits`]) before the first step runs. Bindings may overlap (in-place
//! updates), so buffers are accessed through raw pointers, except in the fast paths, which make
//! typed slices of them and hand them to GEMM; [`Ctx::fits`] makes those sound as well: every
//! buffer starts at a multiple of its element type's alignment, and no step writes a buffer whose
//! bytes it also reaches through another buffer, except the very same bytes where the step allows
//! it (an elementwise map reading element `i` to write element `i`, an update in place; see
//! `steps::sharing`). The validator rejects one buffer named in two roles that a step
//! needs apart; the guard-page build checks each slice at run time ([`super::borrows`]).

use element::lane::{self, Lane};
use element::wrap_int;

use super::ir::*;
use super::steps;
use super::storage::{self, Domain};
use super::validate::ValidatedKernel;
use super::wide;
use crate::host_tensor::ElemType;

/// Elements per evaluation chunk.
pub const CHUNK: usize = 1024;

/// A buffer passed to a kernel: a pointer and its length in bytes.
#[derive(Clone, Copy, Debug)]
pub struct RawBuf {
    /// First byte.
    pub ptr: *mut u8,
    /// Length in bytes.
    pub len: usize,
}

impl RawBuf {
    /// The first byte as an `f32` pointer (a method, so closures capture the whole `RawBuf`).
    pub fn as_f32(self) -> *mut f32 {
        self.ptr as *mut f32
    }
}

// SAFETY: a RawBuf is a plain address range; the VM guarantees the memory outlives the dispatch and
// the kernel's tiles write disjoint elements, so it may be shared across the worker threads.
unsafe impl Send for RawBuf {}
// SAFETY: as above.
unsafe impl Sync for RawBuf {}

/// What a kernel runs against: its buffers, as raw pointers (bindings may overlap, for in-place
/// updates, so the executor never makes Rust references to them), and its worker count. Made by
/// the `unsafe` [`Ctx::new`], whose caller vouches for the pointers; every run checks the lengths
/// against the kernel's declarations ([`Ctx::fits`]).
pub struct Ctx<'a> {
    /// Binding buffers, one per [`Kernel::bindings`] entry.
    pub(crate) bindings: &'a [RawBuf],
    /// Scratch buffers, one per [`Kernel::scratch`] entry.
    pub(crate) scratch: &'a [RawBuf],
    /// Worker threads available (1 = run on the caller).
    pub(crate) threads: usize,
}

impl<'a> Ctx<'a> {
    /// A context over `bindings` and `scratch` with `threads` workers (1: run on the caller).
    ///
    /// # Safety
    /// For as long as the context lives, each buffer's `ptr` is valid for reads of `len` bytes,
    /// and for writes of them where the kernel may write (a writable binding, every scratch
    /// buffer), and nothing else reads or writes those bytes while a kernel runs on the context.
    /// (Buffers may overlap one another: the kernel's steps were validated for the aliasing the
    /// compiler plans.) Lengths need no promise: a run checks them against the kernel.
    pub unsafe fn new(bindings: &'a [RawBuf], scratch: &'a [RawBuf], threads: usize) -> Self {
        Ctx {
            bindings,
            scratch,
            threads,
        }
    }

    pub(super) fn buf(&self, b: Buf) -> RawBuf {
        match b {
            Buf::Binding(i) => self.bindings[i as usize],
            Buf::Scratch(i) => self.scratch[i as usize],
        }
    }

    /// Checks that the context has one buffer per declaration of `k`, each at least as long as
    /// declared and starting at a multiple of its element type's alignment
    /// ([`storage::align`]), and that no step writes bytes it also reaches through another
    /// buffer other than as the step allows (`Ctx::disjoint`): with validation's proof that
    /// every access lies inside the declared sizes, what makes the unchecked accesses, typed
    /// slices and threads of a run sound.
    pub fn fits(&self, k: &Kernel) -> KernelResult {
        self.fits_decls(k)?;
        self.disjoint(k)
    }

    /// The declarations' part of [`Ctx::fits`]: counts, lengths and alignment.
    fn fits_decls(&self, k: &Kernel) -> KernelResult {
        for (what, bufs, decls) in [
            ("binding", self.bindings, &k.bindings),
            ("scratch buffer", self.scratch, &k.scratch),
        ] {
            if bufs.len() != decls.len() {
                return Err(format!(
                    "{} {what}s given, kernel '{}' declares {}",
                    bufs.len(),
                    k.name,
                    decls.len()
                ));
            }
            for (i, (b, d)) in bufs.iter().zip(decls).enumerate() {
                if (b.len as u64) < d.bytes() {
                    return Err(format!(
                        "{what} {i} of kernel '{}' is {} bytes, the kernel declares {}",
                        k.name,
                        b.len,
                        d.bytes()
                    ));
                }
                let align = storage::align(d.dtype).unwrap_or(1);
                if d.elements > 0 && !(b.ptr as usize).is_multiple_of(align) {
                    return Err(format!(
                        "{what} {i} of kernel '{}' ({}) starts at an address that is not a \
                         multiple of {align}, the alignment of its element type (a view at a \
                         misaligned byte offset)",
                        k.name,
                        d.dtype.name()
                    ));
                }
            }
        }
        Ok(())
    }

    /// The guard-page build's registration of all the declared bytes of `b`, aligned for its
    /// element type, for as long as the guard lives ([`super::borrows`]; a no-op otherwise): for
    /// the steps that hand whole buffers to a routine that forbids overlap.
    pub(crate) fn borrow(
        &self,
        k: &Kernel,
        b: Buf,
        exclusive: bool,
        what: &'static str,
    ) -> super::borrows::Borrow {
        let (start, end) = self.range(k, b);
        let dtype = match b {
            Buf::Binding(i) => k.bindings[i as usize].dtype,
            Buf::Scratch(i) => k.scratch[i as usize].dtype,
        };
        super::borrows::range(
            start as *const u8,
            end - start,
            storage::align(dtype).unwrap_or(1),
            exclusive,
            what,
        )
    }

    /// The byte range a run may touch of `b`: its declared bytes from its first byte (empty for
    /// a buffer of no elements).
    fn range(&self, k: &Kernel, b: Buf) -> (usize, usize) {
        let decl = match b {
            Buf::Binding(i) => &k.bindings[i as usize],
            Buf::Scratch(i) => &k.scratch[i as usize],
        };
        let p = self.buf(b).ptr as usize;
        (p, p.saturating_add(decl.bytes() as usize))
    }

    /// Checks that no step of `k` writes a buffer whose bytes it also reaches through another
    /// buffer of this context (a binding's view overlapping another's, or a scratch slot), unless
    /// the step allows that buffer to be the very same bytes and it is (`steps::sharing`). The
    /// fast paths hold Rust references into buffers, run on several threads and call routines
    /// (`copy_nonoverlapping`, GEMM) that forbid overlap, so without this a module could make
    /// them undefined behaviour. Lists the pairs first ([`overlap_pairs`]); a validated kernel
    /// has them listed once ([`Ctx::fits_validated`]).
    fn disjoint(&self, k: &Kernel) -> KernelResult {
        self.disjoint_pairs(k, &overlap_pairs(k))
    }

    /// [`Ctx::fits`] for a validated kernel, whose pairs of buffers to keep apart were listed
    /// once at load ([`overlap_pairs`]): no allocation and no walk of its steps per run.
    pub fn fits_validated(&self, k: &super::validate::ValidatedKernel) -> KernelResult {
        self.fits_decls(k)?;
        self.disjoint_pairs(k, k.overlaps())
    }

    /// [`Ctx::disjoint`] over `pairs` (of `k`).
    fn disjoint_pairs(&self, k: &Kernel, pairs: &[Overlap]) -> KernelResult {
        let overlap =
            |a: (usize, usize), b: (usize, usize)| a.0 < a.1 && b.0 < b.1 && a.0 < b.1 && b.0 < a.1;
        let size = |b: Buf| match b {
            Buf::Binding(i) => k.bindings[i as usize].dtype.byte_size(),
            Buf::Scratch(i) => k.scratch[i as usize].dtype.byte_size(),
        };
        for &Overlap {
            step,
            w,
            x,
            exact_ok,
        } in pairs
        {
            let (rw, rx) = (self.range(k, w), self.range(k, x));
            if !overlap(rw, rx) || exact_ok && rw.0 == rx.0 && size(w) == size(x) {
                continue;
            }
            return Err(format!(
                "step {step} of kernel '{}' writes {w:?}, whose bytes overlap those of {x:?} \
                 (views sharing bytes{})",
                k.name,
                if exact_ok {
                    " other than exactly: the step allows only the same first byte and element size"
                } else {
                    ": the step needs them apart"
                }
            ));
        }
        Ok(())
    }
}

/// A pair of distinct buffers of a kernel that a run must keep apart: step `step` writes `w`
/// and reaches `x` too (reading or writing it); `exact_ok` when the step allows the two to be
/// exactly the same bytes ([`steps::sharing`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overlap {
    /// The first step that needs the pair apart.
    pub step: u32,
    /// The written buffer.
    pub w: Buf,
    /// The other buffer.
    pub x: Buf,
    /// Whether the same bytes exactly are allowed.
    pub exact_ok: bool,
}

/// Every pair of distinct buffers of `k` that some step writes one of and reaches the other
/// through ([`steps::sharing`]), once each ([`note_overlap`]).
pub fn overlap_pairs(k: &Kernel) -> Vec<Overlap> {
    let mut pairs: Vec<Overlap> = Vec::new();
    for (si, s) in k.steps.iter().enumerate() {
        // The closure never fails: it only collects.
        let _ = steps::sharing(s, &steps::visits(s), &mut |w, x, exact_ok| {
            note_overlap(&mut pairs, si, w, x, exact_ok);
            Ok(())
        });
    }
    pairs
}

/// Adds the pair `(w, x, exact_ok)` of step `step` to `pairs` when the two are distinct buffers
/// and the pair is not listed yet (the first step's is kept; a pair one step allows exactly and
/// another not is kept in both forms, so the stricter decides).
pub(crate) fn note_overlap(pairs: &mut Vec<Overlap>, step: usize, w: Buf, x: Buf, exact_ok: bool) {
    if w != x
        && !pairs
            .iter()
            .any(|p| p.w == w && p.x == x && p.exact_ok == exact_ok)
    {
        pairs.push(Overlap {
            step: step as u32,
            w,
            x,
            exact_ok,
        });
    }
}

/// What went wrong while running a kernel. Validation rules these out; the executor still reports
/// them instead of assuming, so a bug is an error message rather than undefined behaviour.
pub type KernelResult = Result<(), String>;

pub(crate) fn type_err(e: lane::TypeError) -> String {
    format!("internal: {e}")
}

/// Fills `offs[..n]` with `map`'s element offsets for the linear indices `start..start + n` of
/// `shape`; returns false when they are simply `base..base + n` (contiguous).
pub(crate) fn offsets(
    shape: &[u64],
    map: &IndexMap,
    start: u64,
    n: usize,
    offs: &mut [i64],
) -> bool {
    let rank = shape.len();
    let rm = row_major_strides(shape);
    if map.strides == rm {
        return false;
    }
    let mut idx = vec![0u64; rank];
    let mut r = start;
    for d in (0..rank).rev() {
        if shape[d] > 0 {
            idx[d] = r % shape[d];
            r /= shape[d];
        }
    }
    let mut off = map.offset
        + idx
            .iter()
            .zip(&map.strides)
            .map(|(&i, &s)| i as i64 * s)
            .sum::<i64>();
    for o in offs.iter_mut().take(n) {
        *o = off;
        let mut d = rank;
        while d > 0 {
            d -= 1;
            idx[d] += 1;
            off += map.strides[d];
            if idx[d] < shape[d] {
                break;
            }
            off -= map.strides[d] * shape[d] as i64;
            idx[d] = 0;
        }
    }
    true
}

fn iota_values(shape: &[u64], dim: usize, scale: i64, add: i64, start: u64, n: usize) -> Vec<i64> {
    let inner: u64 = shape[dim + 1..].iter().product();
    let size = shape[dim].max(1);
    (0..n as u64)
        .map(|k| {
            ((((start + k) / inner.max(1)) % size) as i64)
                .wrapping_mul(scale)
                .wrapping_add(add)
        })
        .collect()
}

/// Iota values (integers) as a lane of type `t`: converted as the spec's `convert` converts an
/// `i64`, so floats round once and complex numbers get a zero imaginary part.
fn iota_lane(t: ElemType, v: Vec<i64>) -> Result<Lane, String> {
    match storage::domain(t) {
        Domain::F32 => Ok(Lane::F32(v.into_iter().map(|x| x as f32).collect())),
        Domain::I => Ok(Lane::I(v.into_iter().map(|x| wrap_int(x, t)).collect())),
        Domain::F | Domain::C => Ok(storage::fit(
            t,
            lane::convert(ElemType::I64, t, &Lane::I(v)).map_err(type_err)?,
        )),
    }
}

/// Which nodes of `expr` the values of `roots` depend on (themselves included).
pub(crate) fn closure(expr: &Expr, roots: &[u32]) -> Vec<bool> {
    let mut need = vec![false; expr.nodes.len()];
    for &r in roots {
        if let Some(x) = need.get_mut(r as usize) {
            *x = true;
        }
    }
    for i in (0..expr.nodes.len()).rev() {
        if need[i] {
            for o in expr.nodes[i].operands() {
                if let Some(x) = need.get_mut(o as usize) {
                    *x = true;
                }
            }
        }
    }
    need
}

/// Evaluates `expr` over the linear indices `start..start + n` of `shape`: `lanes[i]` holds node
/// `i`'s `n` values. `params` supplies [`Node::Param`] values. With `only`, nodes it marks false
/// are skipped (an empty lane stands for them).
#[allow(clippy::too_many_arguments)]
pub fn eval_expr(
    expr: &Expr,
    shape: &[u64],
    start: u64,
    n: usize,
    ctx: &Ctx,
    params: &[Lane],
    lanes: &mut Vec<Lane>,
    only: Option<&[bool]>,
) -> KernelResult {
    lanes.clear();
    let mut offs = Vec::new();
    for (i, node) in expr.nodes.iter().enumerate() {
        if only.is_some_and(|o| !o.get(i).copied().unwrap_or(false)) {
            lanes.push(Lane::I(vec![]));
            continue;
        }
        let t = expr.types[i];
        let arg = |j: &u32| -> Result<&Lane, String> {
            lanes
                .get(*j as usize)
                .ok_or_else(|| format!("internal: node {i} reads node {j}"))
        };
        let ty = |j: &u32| expr.types[*j as usize];
        let lane = match node {
            Node::Load { buf, map } => {
                let b = ctx.buf(*buf);
                if map.strides.iter().all(|&s| s == 0) {
                    // SAFETY: validation proved `map.offset` is inside the buffer.
                    let one = unsafe { storage::load_with(b, t, 1, |_| map.offset as usize) }?;
                    storage::splat(one, n)
                } else {
                    offs.resize(n, 0);
                    if !offsets(shape, map, start, n, &mut offs) {
                        let base = map.offset as usize + start as usize;
                        // SAFETY: validation proved the map's range inside the buffer.
                        unsafe { storage::load_contiguous(b, t, base, n) }?
                    } else {
                        // SAFETY: validation proved every offset of the map inside the buffer.
                        unsafe { storage::load_with(b, t, n, |k| offs[k] as usize) }?
                    }
                }
            }
            Node::Const(bits) => storage::splat_bits(t, *bits, n),
            Node::Iota { dim, scale, offset } => iota_lane(
                t,
                iota_values(shape, *dim as usize, *scale, *offset, start, n),
            )?,
            Node::Param(p) => {
                let l = params
                    .get(*p as usize)
                    .ok_or_else(|| format!("internal: parameter {p} is not given"))?
                    .clone();
                if l.len() < n {
                    storage::splat(l, n)
                } else {
                    l
                }
            }
            Node::Unary(op, x) => unary(*op, ty(x), t, arg(x)?)?,
            Node::Binary(op, a, b) => binary(*op, ty(a), t, arg(a)?, arg(b)?)?,
            Node::Compare { dir, ty: ct, a, b } => {
                lane::compare(*dir, *ct, ty(a), arg(a)?, arg(b)?).map_err(type_err)?
            }
            Node::Select(c, a, b) => lane::select(arg(c)?, arg(a)?, arg(b)?).map_err(type_err)?,
            Node::Clamp(lo, x, hi) => {
                let m = binary(BinaryOp::Maximum, t, t, arg(x)?, arg(lo)?)?;
                binary(BinaryOp::Minimum, t, t, &m, arg(hi)?)?
            }
            Node::Convert(x) => convert(ty(x), t, arg(x)?)?,
            Node::Bitcast(x) => {
                storage::fit(t, lane::bitcast(ty(x), t, arg(x)?).map_err(type_err)?)
            }
            Node::ReducePrecision {
                x,
                exponent_bits,
                mantissa_bits,
            } => storage::fit(
                t,
                lane::reduce_precision(t, *exponent_bits, *mantissa_bits, arg(x)?)
                    .map_err(type_err)?,
            ),
        };
        lanes.push(lane);
    }
    Ok(())
}

/// `op` on `x` (type `xt`), giving type `t`. `exp`, `log`, `tanh` and `logistic` use the
/// vectorized `f32` polynomials the JIT emits too ([`super::fastmath`]), so the two agree to the
/// bit: on `f32`, and on `bf16` and `f16` (whose values `f32` holds exactly) with the `f32` result
/// rounded once to the format, as XLA computes them; everything else is the element crate's
/// semantics.
fn unary(op: UnaryOp, xt: ElemType, t: ElemType, x: &Lane) -> Result<Lane, String> {
    let fast = super::fast_paths::unary(op).exec_f32;
    if let (Some(f), Lane::F32(v)) = (fast, x) {
        return Ok(Lane::F32(wide::unary_f32(f, v)));
    }
    let half = match t {
        ElemType::BF16 => Some(element::float::formats::BF16),
        ElemType::F16 => Some(element::float::formats::F16),
        _ => None, // f32 above; other types take the element crate's semantics below
    };
    if let (Some(f), Lane::F(v), Some(format)) = (fast, x, half) {
        if xt == t {
            let v32: Vec<f32> = v.iter().map(|&a| a as f32).collect();
            let r = wide::unary_f32(f, &v32);
            return Ok(Lane::F(
                r.into_iter().map(|y| format.round(f64::from(y))).collect(),
            ));
        }
    }
    Ok(storage::fit(t, lane::unary(op, xt, x).map_err(type_err)?))
}

/// `op` on `x` and `y` (type `xt`), giving type `t`; `f32` arithmetic and max/min run in the wide
/// loops ([`super::wide`]), everything else is the element crate's semantics.
fn binary(op: BinaryOp, xt: ElemType, t: ElemType, x: &Lane, y: &Lane) -> Result<Lane, String> {
    let fast = super::fast_paths::binary(op).wide;
    if let (Some(f), Lane::F32(a), Lane::F32(b)) = (fast, x, y) {
        if a.len() == b.len() {
            return Ok(Lane::F32(wide::binary_f32(f, a, b)));
        }
    }
    Ok(storage::fit(
        t,
        lane::binary(op, xt, x, y).map_err(type_err)?,
    ))
}

/// The spec's `convert` from `from` to `to`; `f32` to `f32` and the `f32`/integer conversions the
/// JIT also emits stay in the `f32` domain.
fn convert(from: ElemType, to: ElemType, x: &Lane) -> Result<Lane, String> {
    if from == to {
        return Ok(x.clone());
    }
    Ok(storage::fit(
        to,
        lane::convert(from, to, x).map_err(type_err)?,
    ))
}

/// The spec's `maximum` of two `f32`s: a NaN operand gives `a + b` (a NaN), `max(-0, +0)` is
/// `+0`. Written with selects only (equal operands give the AND of their bits, which differs
/// from either only for `-0` and `+0`), so loops over it vectorize.
macro_rules! fmax {
    ($a:expr, $b:expr) => {{
        let (a, b): (f32, f32) = ($a, $b);
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
    }};
}

/// The spec's `minimum` of two `f32`s: a NaN operand gives `a + b` (a NaN), `min(-0, +0)` is
/// `-0`. Selects only, as [`fmax`] (equal operands give the OR of their bits).
macro_rules! fmin {
    ($a:expr, $b:expr) => {{
        let (a, b): (f32, f32) = ($a, $b);
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
    }};
}
pub(crate) use {fmax, fmin};

/// Elements per parallel tile of a map.
pub(crate) const TILE: u64 = 16 * 1024;

/// Runs one Map step over `[lo, hi)`.
pub(crate) fn map_range(
    shape: &[u64],
    expr: &Expr,
    outputs: &[(Buf, u32)],
    ctx: &Ctx,
    lo: u64,
    hi: u64,
) -> KernelResult {
    let mut lanes = Vec::with_capacity(expr.nodes.len());
    let mut start = lo;
    while start < hi {
        let n = ((hi - start) as usize).min(CHUNK);
        eval_expr(expr, shape, start, n, ctx, &[], &mut lanes, None)?;
        for &(buf, node) in outputs {
            let b = ctx.buf(buf);
            let t = expr.types[node as usize];
            // SAFETY: validation proved the output holds `shape`'s elements; the lane is a fresh
            // Vec.
            unsafe { storage::store_contiguous(b, t, start as usize, &lanes[node as usize], n) }?;
        }
        start += n as u64;
    }
    Ok(())
}

/// Runs `f` over `[0, total)` split into tiles of [`TILE`] elements on the worker threads; the first
/// error any tile reports is the result.
pub(crate) fn parallel_tiles(
    total: u64,
    threads: usize,
    f: &(dyn Fn(u64, u64) -> KernelResult + Sync),
) -> KernelResult {
    parallel_tiles_of(total, TILE, threads, f)
}

/// [`parallel_tiles`] with tiles of `tile` items (rows of a reduction, say) instead of [`TILE`]
/// elements.
pub(crate) fn parallel_tiles_of(
    total: u64,
    tile: u64,
    threads: usize,
    f: &(dyn Fn(u64, u64) -> KernelResult + Sync),
) -> KernelResult {
    if threads <= 1 || total <= tile {
        return f(0, total);
    }
    let tiles = total.div_ceil(tile);
    let first_error = std::sync::Mutex::new(None);
    rayon::scope(|s| {
        for t in 0..tiles {
            let lo = t * tile;
            let hi = (lo + tile).min(total);
            let first_error = &first_error;
            s.spawn(move |_| {
                if let Err(e) = f(lo, hi) {
                    if let Ok(mut slot) = first_error.lock() {
                        slot.get_or_insert(e);
                    }
                }
            });
        }
    });
    match first_error.into_inner() {
        Ok(Some(e)) => Err(e),
        Ok(None) => Ok(()),
        Err(_) => Err("internal: a worker failed".into()),
    }
}

/// Runs a validated kernel on the portable executor, after checking `ctx`'s buffers against its
/// declarations ([`Ctx::fits`]).
pub fn run_kernel(k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
    ctx.fits_validated(k)?;
    for step in &k.steps {
        step.run(k, ctx)?;
    }
    Ok(())
}

/// The start indices of a dynamic slice of `sizes` out of `shape`, each read from its one-element
/// integer buffer and clamped to `0 ..= shape[d] - sizes[d]`.
pub(crate) fn clamped_starts(
    ctx: &Ctx,
    k: &Kernel,
    starts: &[Buf],
    shape: &[u64],
    sizes: &[u64],
) -> Result<Vec<i64>, String> {
    let mut v = Vec::with_capacity(starts.len());
    for (d, &b) in starts.iter().enumerate() {
        let t = k_dtype_of(k, b);
        // SAFETY: validation proved each start buffer holds one integer element.
        let l = unsafe { storage::load_with(ctx.buf(b), t, 1, |_| 0) }?;
        let Lane::I(x) = l else {
            return Err("internal: a start index is not an integer".into());
        };
        let i = if t == ElemType::UI64 {
            (x[0] as u64).min(i64::MAX as u64) as i64
        } else {
            x[0]
        };
        let max = shape[d] as i64 - sizes[d] as i64;
        v.push(i.clamp(0, max.max(0)));
    }
    Ok(v)
}

/// Calls `copy(offset, j, len)` for each contiguous run of a row-major box of `shape` placed in a
/// row-major space of strides `st`: `offset` is the run's element offset in that space (relative
/// to the box's corner), `j` its first linear index in the box.
pub(crate) fn copy_box(shape: &[u64], st: &[i64], mut copy: impl FnMut(i64, usize, usize)) {
    let total = num_elements(shape) as usize;
    if total == 0 {
        return;
    }
    let rank = shape.len();
    let row = if rank == 0 {
        1
    } else {
        shape[rank - 1] as usize
    };
    let mut idx = vec![0u64; rank];
    let mut j = 0usize;
    while j < total {
        unravel(j as u64, shape, &mut idx);
        let o: i64 = idx.iter().zip(st).map(|(&i, &s)| i as i64 * s).sum();
        copy(o, j, row);
        j += row;
    }
}

pub(crate) fn k_dtype_of(k: &Kernel, b: Buf) -> ElemType {
    match b {
        Buf::Binding(i) => k.bindings[i as usize].dtype,
        Buf::Scratch(i) => k.scratch[i as usize].dtype,
    }
}

pub(crate) fn k_elems_of(k: &Kernel, b: Buf) -> u64 {
    match b {
        Buf::Binding(i) => k.bindings[i as usize].elements,
        Buf::Scratch(i) => k.scratch[i as usize].elements,
    }
}

/// Recognizes a body that is one binary op `acc OP x` (or `x OP acc` for an op whose operands may
/// be exchanged).
pub(crate) fn simple_body(body: &Body) -> Option<BinaryOp> {
    if body.results.len() != 1 || body.expr.nodes.len() != 3 {
        return None;
    }
    match (
        &body.expr.nodes[0],
        &body.expr.nodes[1],
        &body.expr.nodes[2],
    ) {
        (Node::Param(0), Node::Param(1), Node::Binary(op, 0, 1)) if body.results[0] == 2 => {
            Some(*op)
        }
        (Node::Param(0), Node::Param(1), Node::Binary(op, 1, 0))
            if body.results[0] == 2 && op.is_commutative() =>
        {
            Some(*op)
        }
        _ => None,
    }
}

/// Sets `dst[k]` to `src[j]`.
pub(crate) fn lane_set(dst: &mut Lane, k: usize, src: &Lane, j: usize) -> KernelResult {
    fn set<T: Copy>(d: &mut [T], k: usize, s: &[T], j: usize) -> KernelResult {
        match (d.get_mut(k), s.get(j)) {
            (Some(x), Some(&y)) => {
                *x = y;
                Ok(())
            }
            _ => Err("internal: a reduction index is out of range".into()),
        }
    }
    match (dst, src) {
        (Lane::F32(a), Lane::F32(b)) => set(a, k, b, j),
        (Lane::F(a), Lane::F(b)) => set(a, k, b, j),
        (Lane::I(a), Lane::I(b)) => set(a, k, b, j),
        (Lane::C(a), Lane::C(b)) => set(a, k, b, j),
        _ => Err("internal: a reduction body changes its accumulator's domain".into()),
    }
}

/// Applies a general body to one element: `acc[i] = body(acc.., x..)`.
pub(crate) fn apply_body(
    body: &Body,
    accs: &mut [Lane],
    ai: usize,
    xs: &[Lane],
    xi: usize,
    ctx: &Ctx,
) -> KernelResult {
    let mut params: Vec<Lane> = accs.iter().map(|a| a.pick(std::iter::once(ai))).collect();
    params.extend(xs.iter().map(|x| x.pick(std::iter::once(xi))));
    let mut lanes = Vec::new();
    eval_expr(&body.expr, &[1], 0, 1, ctx, &params, &mut lanes, None)?;
    for (a, &r) in accs.iter_mut().zip(&body.results) {
        let v = lanes
            .get(r as usize)
            .ok_or("internal: a body result is out of range")?;
        lane_set(a, ai, v, 0)?;
    }
    Ok(())
}

/// `acc[offs[k]] = op(acc[offs[k]], x[k])` for every `k`, in order (several `k` may share an
/// accumulator), with the element crate's semantics of `op` on type `t`.
pub(crate) fn combine_into(
    op: BinaryOp,
    t: ElemType,
    acc: &mut Lane,
    x: &Lane,
    offs: &[i64],
) -> KernelResult {
    let bad = || -> String { "internal: a reduction accumulator is out of range".into() };
    match (acc, x) {
        (Lane::F32(a), Lane::F32(v)) => {
            let f: Option<fn(f32, f32) -> f32> = match op {
                BinaryOp::Add => Some(|p, q| p + q),
                BinaryOp::Multiply => Some(|p, q| p * q),
                BinaryOp::Maximum => Some(|p, q| fmax!(p, q)),
                BinaryOp::Minimum => Some(|p, q| fmin!(p, q)),
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
            for (&o, &q) in offs.iter().zip(v) {
                let p = a.get_mut(o as usize).ok_or_else(bad)?;
                *p = match f {
                    Some(f) => f(*p, q),
                    None => scalar_f32(op, t, *p, q)?,
                };
            }
        }
        (Lane::F(a), Lane::F(v)) => {
            let fmt = t
                .float_format()
                .ok_or("internal: a float lane of a non-float type")?;
            let f: Option<fn(f64, f64) -> f64> = match op {
                BinaryOp::Add => Some(|p, q| p + q),
                BinaryOp::Multiply => Some(|p, q| p * q),
                BinaryOp::Maximum => Some(lane::fmax),
                BinaryOp::Minimum => Some(lane::fmin),
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
            for (&o, &q) in offs.iter().zip(v) {
                let p = a.get_mut(o as usize).ok_or_else(bad)?;
                *p = match f {
                    // Computed in f64 and rounded to the type, as the element crate does.
                    Some(f) => fmt.round(f(*p, q)),
                    None => match lane::binary(op, t, &Lane::F(vec![*p]), &Lane::F(vec![q]))
                        .map_err(type_err)?
                    {
                        Lane::F(r) if r.len() == 1 => r[0],
                        _ => return Err("internal: a reduction changes its type".into()),
                    },
                };
            }
        }
        (Lane::I(a), Lane::I(v)) => {
            for (&o, &q) in offs.iter().zip(v) {
                let p = a.get_mut(o as usize).ok_or_else(bad)?;
                *p = wrap_int(lane::int_binary_scalar(op, t, *p, q).map_err(type_err)?, t);
            }
        }
        (Lane::C(a), Lane::C(v)) => {
            for (&o, &q) in offs.iter().zip(v) {
                let p = a.get_mut(o as usize).ok_or_else(bad)?;
                *p = match lane::binary(op, t, &Lane::C(vec![*p]), &Lane::C(vec![q]))
                    .map_err(type_err)?
                {
                    Lane::C(r) if r.len() == 1 => r[0],
                    _ => return Err("internal: a reduction changes its type".into()),
                };
            }
        }
        _ => return Err("internal: a reduction mixes value domains".into()),
    }
    Ok(())
}

/// One `f32` binary op outside the fast set, with the element crate's semantics.
fn scalar_f32(op: BinaryOp, t: ElemType, p: f32, q: f32) -> Result<f32, String> {
    match lane::binary(op, t, &Lane::F32(vec![p]), &Lane::F32(vec![q])).map_err(type_err)? {
        Lane::F32(r) if r.len() == 1 => Ok(r[0]),
        _ => Err("internal: a reduction changes its type".into()),
    }
}

/// The folds the `f32` fast paths of reductions and windows run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fold {
    Add,
    Max,
    Min,
}

impl Fold {
    /// The fold of a binary op, if it is one of the fast ones.
    pub(crate) fn of(op: BinaryOp) -> Option<Fold> {
        match op {
            BinaryOp::Add => Some(Fold::Add),
            BinaryOp::Maximum => Some(Fold::Max),
            BinaryOp::Minimum => Some(Fold::Min),
            BinaryOp::And
            | BinaryOp::Atan2
            | BinaryOp::Complex
            | BinaryOp::Divide
            | BinaryOp::Multiply
            | BinaryOp::Or
            | BinaryOp::Power
            | BinaryOp::Remainder
            | BinaryOp::ShiftLeft
            | BinaryOp::ShiftRightArithmetic
            | BinaryOp::ShiftRightLogical
            | BinaryOp::Subtract
            | BinaryOp::Xor => None,
        }
    }
}

pub(crate) fn unravel(mut lin: u64, shape: &[u64], idx: &mut [u64]) {
    for d in (0..shape.len()).rev() {
        let s = shape[d].max(1);
        idx[d] = lin % s;
        lin /= s;
    }
}

#[cfg(test)]
#[path = "exec_tests.rs"]
mod tests;
