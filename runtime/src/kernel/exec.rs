//! The portable kernel executor: runs every [`Step`] of a validated [`Kernel`].
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
//! Memory safety rests on validation: [`super::validate::validate_kernel`] proved every access of
//! every step inside its buffer's declared size, and the VM checked each buffer's length against
//! that declaration before calling [`run_kernel`]. Buffers are accessed through raw pointers only,
//! never through Rust references, because bindings may overlap (in-place updates).

use element::lane::{self, Lane, C};
use element::wrap_int;

use super::ir::*;
use super::lapack;
use super::linalg;
use super::steps;
use super::storage::{self, Domain};
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

/// What a kernel runs against.
pub struct Ctx<'a> {
    /// Binding buffers, one per [`Kernel::bindings`] entry.
    pub bindings: &'a [RawBuf],
    /// Scratch buffers, one per [`Kernel::scratch`] entry.
    pub scratch: &'a [RawBuf],
    /// Worker threads available (1 = run on the caller).
    pub threads: usize,
}

impl Ctx<'_> {
    pub(super) fn buf(&self, b: Buf) -> RawBuf {
        match b {
            Buf::Binding(i) => self.bindings[i as usize],
            Buf::Scratch(i) => self.scratch[i as usize],
        }
    }
}

/// What went wrong while running a kernel. Validation rules these out; the executor still reports
/// them instead of assuming, so a bug is an error message rather than undefined behaviour.
pub type KernelResult = Result<(), String>;

fn type_err(e: lane::TypeError) -> String {
    format!("internal: {e}")
}

/// Fills `offs[..n]` with `map`'s element offsets for the linear indices `start..start + n` of
/// `shape`; returns false when they are simply `base..base + n` (contiguous).
fn offsets(shape: &[u64], map: &IndexMap, start: u64, n: usize, offs: &mut [i64]) -> bool {
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
fn closure(expr: &Expr, roots: &[u32]) -> Vec<bool> {
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

/// `op` on `x` (type `xt`), giving type `t`. `f32`'s `exp`, `log`, `tanh` and `logistic` use the
/// vectorized polynomials the JIT emits too ([`super::fastmath`]), so the two agree to the bit;
/// everything else is the element crate's semantics.
fn unary(op: UnaryOp, xt: ElemType, t: ElemType, x: &Lane) -> Result<Lane, String> {
    let fast = match op {
        UnaryOp::Exponential => Some(wide::Transcendental::Exp),
        UnaryOp::Log => Some(wide::Transcendental::Log),
        UnaryOp::Tanh => Some(wide::Transcendental::Tanh),
        UnaryOp::Logistic => Some(wide::Transcendental::Logistic),
        UnaryOp::Abs
        | UnaryOp::Cbrt
        | UnaryOp::Ceil
        | UnaryOp::CountLeadingZeros
        | UnaryOp::Cosine
        | UnaryOp::ExponentialMinusOne
        | UnaryOp::Floor
        | UnaryOp::Imag
        | UnaryOp::IsFinite
        | UnaryOp::LogPlusOne
        | UnaryOp::Negate
        | UnaryOp::Not
        | UnaryOp::Popcnt
        | UnaryOp::Real
        | UnaryOp::RoundNearestAfz
        | UnaryOp::RoundNearestEven
        | UnaryOp::Rsqrt
        | UnaryOp::Sign
        | UnaryOp::Sine
        | UnaryOp::Sqrt
        | UnaryOp::Tan => None,
    };
    if let (Some(f), Lane::F32(v)) = (fast, x) {
        return Ok(Lane::F32(wide::unary_f32(f, v)));
    }
    Ok(storage::fit(t, lane::unary(op, xt, x).map_err(type_err)?))
}

/// `op` on `x` and `y` (type `xt`), giving type `t`; `f32` arithmetic and max/min run in the wide
/// loops ([`super::wide`]), everything else is the element crate's semantics.
fn binary(op: BinaryOp, xt: ElemType, t: ElemType, x: &Lane, y: &Lane) -> Result<Lane, String> {
    let fast = match op {
        BinaryOp::Add => Some(wide::Arith::Add),
        BinaryOp::Subtract => Some(wide::Arith::Sub),
        BinaryOp::Multiply => Some(wide::Arith::Mul),
        BinaryOp::Divide => Some(wide::Arith::Div),
        BinaryOp::Maximum => Some(wide::Arith::Max),
        BinaryOp::Minimum => Some(wide::Arith::Min),
        BinaryOp::And
        | BinaryOp::Atan2
        | BinaryOp::Complex
        | BinaryOp::Or
        | BinaryOp::Power
        | BinaryOp::Remainder
        | BinaryOp::ShiftLeft
        | BinaryOp::ShiftRightArithmetic
        | BinaryOp::ShiftRightLogical
        | BinaryOp::Xor => None,
    };
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

macro_rules! fmax {
    ($a:expr, $b:expr) => {{
        let (a, b) = ($a, $b);
        if a.is_nan() || b.is_nan() {
            a + b
        } else if a == 0.0 && b == 0.0 {
            if a.is_sign_negative() && b.is_sign_negative() {
                a
            } else {
                a.abs()
            }
        } else if a > b {
            a
        } else {
            b
        }
    }};
}

macro_rules! fmin {
    ($a:expr, $b:expr) => {{
        let (a, b) = ($a, $b);
        if a.is_nan() || b.is_nan() {
            a + b
        } else if a == 0.0 && b == 0.0 {
            if a.is_sign_negative() || b.is_sign_negative() {
                -(a.abs())
            } else {
                a
            }
        } else if a < b {
            a
        } else {
            b
        }
    }};
}

/// Elements per parallel tile of a map.
const TILE: u64 = 16 * 1024;

/// Runs one Map step over `[lo, hi)`.
fn map_range(
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
fn parallel_tiles(
    total: u64,
    threads: usize,
    f: &(dyn Fn(u64, u64) -> KernelResult + Sync),
) -> KernelResult {
    if threads <= 1 || total <= TILE {
        return f(0, total);
    }
    let tiles = total.div_ceil(TILE);
    let first_error = std::sync::Mutex::new(None);
    rayon::scope(|s| {
        for t in 0..tiles {
            let lo = t * TILE;
            let hi = (lo + TILE).min(total);
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

/// Runs a validated kernel.
pub fn run_kernel(k: &Kernel, ctx: &Ctx) -> KernelResult {
    for step in &k.steps {
        run_step(k, step, ctx)?;
    }
    Ok(())
}

/// Runs one step (exposed for the JIT's fallback).
pub fn run_step(k: &Kernel, step: &Step, ctx: &Ctx) -> KernelResult {
    let ty = |b: Buf| k_dtype_of(k, b);
    match step {
        Step::Map(steps::Map {
            shape,
            expr,
            outputs,
        }) => {
            let total = num_elements(shape);
            parallel_tiles(total, ctx.threads, &|lo, hi| {
                map_range(shape, expr, outputs, ctx, lo, hi)
            })
        }
        Step::Reduce(steps::Reduce {
            in_shape,
            dims,
            expr,
            inputs,
            inits,
            body,
            outputs,
        }) => run_reduce(in_shape, dims, expr, inputs, inits, body, outputs, ctx),
        Step::Dot(steps::Dot {
            dtype,
            m,
            n,
            k: kk,
            batch,
            lhs,
            rhs,
            out,
            accumulate,
        }) => run_dot(*dtype, *m, *n, *kk, batch, lhs, rhs, out, *accumulate, ctx),
        Step::Conv(steps::Conv {
            dtype,
            lhs,
            rhs,
            out,
            desc,
        }) => {
            if num_elements(&desc.out_shape) == 0 {
                // No output element: nothing to compute (the loops' per-feature accumulators
                // would still be sized by the dimensions that are not empty).
                return Ok(());
            }
            let (l, r, o) = (ctx.buf(*lhs), ctx.buf(*rhs), ctx.buf(*out));
            match storage::domain(*dtype) {
                Domain::F32 => {
                    if !conv_im2col_f32(l, r, o, desc, ctx.threads) {
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
        Step::ReduceWindow(steps::ReduceWindow {
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
        }) => reduce_window(
            ctx,
            (inputs, in_shape),
            (outputs, out_shape),
            (window, strides, base_dil, win_dil, pad_lo),
            (init, inits),
            body,
            &inputs.iter().map(|&b| ty(b)).collect::<Vec<_>>(),
        ),
        Step::Gather(steps::Gather {
            operand,
            indices,
            out,
            desc,
        }) => gather(
            ctx,
            *operand,
            ty(*operand),
            *indices,
            ty(*indices),
            *out,
            desc,
        ),
        Step::Scatter(steps::Scatter {
            indices,
            updates,
            out,
            more,
            desc,
            body,
        }) if !more.is_empty() => scatter_several(
            ctx,
            (*indices, ty(*indices)),
            &std::iter::once((*updates, *out))
                .chain(more.iter().copied())
                .map(|(u, o)| (u, o, ty(o)))
                .collect::<Vec<_>>(),
            desc,
            body,
        ),
        Step::Scatter(steps::Scatter {
            indices,
            updates,
            out,
            more: _,
            desc,
            body,
        }) => scatter(
            ctx,
            *indices,
            ty(*indices),
            *updates,
            *out,
            ty(*out),
            desc,
            body,
        ),
        Step::Copy(steps::Copy {
            src,
            src_offset,
            dst,
            dst_offset,
            count,
        }) => {
            let es = ty(*src).byte_size();
            let s = ctx.buf(*src);
            let d = ctx.buf(*dst);
            // SAFETY: validation proved both ranges inside their buffers; `copy` allows overlap.
            unsafe {
                std::ptr::copy(
                    s.ptr.add(*src_offset as usize * es),
                    d.ptr.add(*dst_offset as usize * es),
                    *count as usize * es,
                )
            };
            Ok(())
        }
        Step::CopyBytes(steps::CopyBytes { src, dst, bytes }) => {
            let (s, d) = (ctx.buf(*src), ctx.buf(*dst));
            // SAFETY: validation proved `bytes` inside both declarations, and the VM checked the
            // buffers against them; `copy` allows overlap.
            unsafe { std::ptr::copy(s.ptr, d.ptr, *bytes as usize) };
            Ok(())
        }
        Step::Fill(steps::Fill { dst, value }) => {
            let t = ty(*dst);
            let d = ctx.buf(*dst);
            let elems = k_elems_of(k, *dst) as usize;
            let one = storage::splat_bits(t, *value, CHUNK.min(elems.max(1)));
            let mut at = 0usize;
            while at < elems {
                let n = (elems - at).min(CHUNK);
                // SAFETY: `at..at + n` is below the declared element count, which validation and
                // the VM checked against the buffer length.
                unsafe { storage::store_contiguous(d, t, at, &one, n) }?;
                at += n;
            }
            Ok(())
        }
        Step::RngBitGenerator(steps::RngBitGenerator {
            algorithm,
            state,
            out_state,
            out,
            shape,
        }) => super::rng::run(k, ctx, *algorithm, *state, *out_state, *out, shape),
        Step::Place(steps::Place {
            src,
            src_shape,
            dst,
            dst_offset,
            dst_strides,
        }) => {
            let t = ty(*src);
            let es = t.byte_size();
            let s = ctx.buf(*src);
            let d = ctx.buf(*dst);
            let total = num_elements(src_shape) as usize;
            let map = IndexMap {
                offset: *dst_offset,
                strides: dst_strides.clone(),
            };
            let mut offs = vec![0i64; CHUNK];
            let mut start = 0usize;
            while start < total {
                let n = (total - start).min(CHUNK);
                if !offsets(src_shape, &map, start as u64, n, &mut offs) {
                    for (k, o) in offs.iter_mut().enumerate().take(n) {
                        *o = *dst_offset + (start + k) as i64;
                    }
                }
                for (k, &o) in offs.iter().enumerate().take(n) {
                    // SAFETY: validation proved the placement inside `dst` and the source range
                    // inside `src`.
                    unsafe {
                        std::ptr::copy(s.ptr.add((start + k) * es), d.ptr.add(o as usize * es), es)
                    }
                }
                start += n;
            }
            Ok(())
        }
        Step::Sort(steps::Sort {
            shape,
            dim,
            inputs,
            outputs,
            comparator,
        }) => run_sort(k, shape, *dim as usize, inputs, outputs, comparator, ctx),
        Step::SelectAndScatter(steps::SelectAndScatter {
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
        }) => select_and_scatter(
            ctx,
            ty(*operand),
            (*operand, *source, *out),
            (shape, source_shape),
            (window, strides, pad_lo),
            select,
            scatter,
        ),
        Step::DynamicSlice(steps::DynamicSlice {
            operand,
            operand_shape,
            starts,
            out,
            sizes,
        }) => {
            let es = ty(*operand).byte_size();
            let first = clamped_starts(ctx, k, starts, operand_shape, sizes)?;
            let (s, d) = (ctx.buf(*operand), ctx.buf(*out));
            let ost = row_major_strides(operand_shape);
            let base: i64 = first.iter().zip(&ost).map(|(&i, &st)| i * st).sum();
            copy_box(sizes, &ost, |o, j, len| {
                // SAFETY: the box `first .. first + sizes` lies inside the operand (the starts
                // are clamped to it) and `j .. j + len` inside the result, whose declarations
                // validation checked.
                unsafe {
                    std::ptr::copy(
                        s.ptr.add((base + o) as usize * es),
                        d.ptr.add(j * es),
                        len * es,
                    )
                }
            });
            Ok(())
        }
        Step::DynamicUpdateSlice(steps::DynamicUpdateSlice {
            update,
            update_shape,
            starts,
            out,
            out_shape,
        }) => {
            let es = ty(*out).byte_size();
            let first = clamped_starts(ctx, k, starts, out_shape, update_shape)?;
            let (s, d) = (ctx.buf(*update), ctx.buf(*out));
            let ost = row_major_strides(out_shape);
            let base: i64 = first.iter().zip(&ost).map(|(&i, &st)| i * st).sum();
            copy_box(update_shape, &ost, |o, j, len| {
                // SAFETY: as for DynamicSlice, with the roles of the buffers exchanged.
                unsafe {
                    std::ptr::copy(
                        s.ptr.add(j * es),
                        d.ptr.add((base + o) as usize * es),
                        len * es,
                    )
                }
            });
            Ok(())
        }
        Step::Fft(steps::Fft {
            kind,
            input,
            out,
            batch,
            lengths,
            work,
        }) => linalg::fft(
            ctx,
            *kind,
            *input,
            ty(*input),
            *out,
            ty(*out),
            *batch,
            lengths,
            *work,
        ),
        Step::Cholesky(steps::Cholesky {
            input,
            out,
            batch,
            n,
            lower,
            work,
        }) => linalg::cholesky(ctx, *input, *out, ty(*out), *batch, *n, *lower, *work),
        Step::TriangularSolve(steps::TriangularSolve {
            a,
            b,
            out,
            batch,
            n,
            rows,
            cols,
            left_side,
            lower,
            unit_diagonal,
            transpose,
            work,
        }) => linalg::triangular_solve(
            ctx,
            ty(*out),
            *a,
            *b,
            *out,
            *batch,
            *n,
            *rows,
            *cols,
            (*left_side, *lower, *unit_diagonal, *transpose),
            *work,
        ),
        Step::Lapack(steps::Lapack {
            routine,
            operands,
            results,
            batch,
            m,
            n,
            k,
            work,
        }) => {
            let t = ty(*operands
                .first()
                .ok_or("internal: a LAPACK step without operands")?);
            lapack::run(
                ctx, *routine, t, operands, results, *batch, *m, *n, *k, *work,
            )
        }
    }
}

/// The start indices of a dynamic slice of `sizes` out of `shape`, each read from its one-element
/// integer buffer and clamped to `0 ..= shape[d] - sizes[d]`.
fn clamped_starts(
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
fn copy_box(shape: &[u64], st: &[i64], mut copy: impl FnMut(i64, usize, usize)) {
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

fn k_dtype_of(k: &Kernel, b: Buf) -> ElemType {
    match b {
        Buf::Binding(i) => k.bindings[i as usize].dtype,
        Buf::Scratch(i) => k.scratch[i as usize].dtype,
    }
}

fn k_elems_of(k: &Kernel, b: Buf) -> u64 {
    match b {
        Buf::Binding(i) => k.bindings[i as usize].elements,
        Buf::Scratch(i) => k.scratch[i as usize].elements,
    }
}

/// Recognizes a body that is one binary op `acc OP x` (or `x OP acc` for an op whose operands may
/// be exchanged).
fn simple_body(body: &Body) -> Option<BinaryOp> {
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
fn lane_set(dst: &mut Lane, k: usize, src: &Lane, j: usize) -> KernelResult {
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
fn apply_body(
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
fn combine_into(op: BinaryOp, t: ElemType, acc: &mut Lane, x: &Lane, offs: &[i64]) -> KernelResult {
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
    let inner: u64 = last_reduced.map_or(1, |d| in_shape[d + 1..].iter().product());
    if let (Some(op), [input], Lane::F32(acc)) = (simple, inputs, &mut accs[0]) {
        if inner >= 8
            && expr.types[*input as usize] == ElemType::F32
            && expr.types[inits[0] as usize] == ElemType::F32
            && matches!(
                op,
                BinaryOp::Add | BinaryOp::Maximum | BinaryOp::Minimum | BinaryOp::Multiply
            )
        {
            let runs_per_chunk = (CHUNK as u64 / inner).max(1);
            let mut run_off = [0i64; 1];
            let mut start = 0u64;
            while start < total {
                let n = (runs_per_chunk * inner).min(total - start);
                eval_expr(
                    expr,
                    in_shape,
                    start,
                    n as usize,
                    ctx,
                    &[],
                    &mut lanes,
                    None,
                )?;
                let Lane::F32(x) = &lanes[*input as usize] else {
                    return Err("internal: an f32 input outside the f32 domain".into());
                };
                for (ri, run) in x.chunks(inner as usize).enumerate() {
                    let at = start + ri as u64 * inner;
                    if !offsets(in_shape, &omap, at, 1, &mut run_off) {
                        run_off[0] = at as i64;
                    }
                    let o = run_off[0] as usize;
                    let dst = acc
                        .get_mut(o..o + run.len())
                        .ok_or("internal: a reduction run is out of range")?;
                    match op {
                        BinaryOp::Add => dst.iter_mut().zip(run).for_each(|(a, &b)| *a += b),
                        BinaryOp::Multiply => dst.iter_mut().zip(run).for_each(|(a, &b)| *a *= b),
                        BinaryOp::Maximum => dst
                            .iter_mut()
                            .zip(run)
                            .for_each(|(a, &b)| *a = fmax!(*a, b)),
                        BinaryOp::Minimum => dst
                            .iter_mut()
                            .zip(run)
                            .for_each(|(a, &b)| *a = fmin!(*a, b)),
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
                        | BinaryOp::Xor => {
                            return Err("internal: an op outside the column fast path".into())
                        }
                    }
                }
                start += n;
            }
            let b = ctx.buf(outputs[0]);
            // SAFETY: validation proved the output holds the reduced shape's elements, and the
            // accumulators are `out_elems.max(1)` values.
            unsafe { std::ptr::copy_nonoverlapping(acc.as_ptr(), b.as_f32(), out_elems) };
            return Ok(());
        }
    }
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
        match simple {
            Some(op) => combine_into(op, t, &mut accs[0], &lanes[inputs[0] as usize], &offs[..n])?,
            None => {
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
        // SAFETY: validation proved the output holds the reduced shape's elements.
        unsafe { storage::store_contiguous(b, t, 0, &accs[i], out_elems) }?;
    }
    Ok(())
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
    let run = |lo: u64, hi: u64| -> KernelResult {
        let mut lanes = Vec::new();
        let mut part = [0f32; 8];
        for o in lo..hi {
            let mut acc = init;
            let mut start = o * row;
            let end = start + row;
            while start < end {
                let n = ((end - start) as usize).min(CHUNK);
                let x: &[f32] = match direct {
                    // SAFETY: validation proved the load's elements `offset + [0, total)` inside
                    // its buffer, and `[start, start + n)` is inside `[0, total)`.
                    Some((b, off)) => unsafe {
                        std::slice::from_raw_parts(b.as_f32().add(off as usize + start as usize), n)
                    },
                    None => {
                        eval_expr(expr, shape, start, n, ctx, &[], &mut lanes, None)?;
                        let Lane::F32(x) = &lanes[input as usize] else {
                            return Err("internal: an f32 input outside the f32 domain".into());
                        };
                        x
                    }
                };
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
            // SAFETY: validation proved the output holds the reduced shape's `outs` elements.
            unsafe { *out.as_f32().add(o as usize) = acc };
        }
        Ok(())
    };
    let tiles = (outs as u64).div_ceil(rows_per_tile);
    if ctx.threads <= 1 || tiles <= 1 {
        return run(0, outs as u64);
    }
    let first_error = std::sync::Mutex::new(None);
    rayon::scope(|s| {
        for t in 0..tiles {
            let lo = t * rows_per_tile;
            let hi = (lo + rows_per_tile).min(outs as u64);
            let (run, first_error) = (&run, &first_error);
            s.spawn(move |_| {
                if let Err(e) = run(lo, hi) {
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

/// The folds the `f32` fast paths of reductions and windows run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fold {
    Add,
    Max,
    Min,
}

impl Fold {
    /// The fold of a binary op, if it is one of the fast ones.
    fn of(op: BinaryOp) -> Option<Fold> {
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
                            // SAFETY: validation proved every (i, j) of the output inside its buffer.
                            unsafe {
                                let p = o.offset(i * out.rs as isize + j * out.cs as isize);
                                *p = if accumulate.is_some() { *p * alpha as $t } else { 0.0 };
                            }
                        }
                    }
                } else {
                    // SAFETY: validation proved every element addressed by (offset, rs, cs) over
                    // m x k, k x n and m x n inside the three buffers; the compiler never lets the
                    // destination overlap an operand (it uses scratch instead).
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
        // SAFETY: validation proved every element addressed by (offset, rs, cs) over m x k, k x n
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

/// Floats the library kernels compute in.
trait Float: Copy + std::ops::Add<Output = Self> + std::ops::Mul<Output = Self> + Default {}
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

fn conv_im2col_f32(lhs: RawBuf, rhs: RawBuf, out: RawBuf, d: &ConvDesc, threads: usize) -> bool {
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
    let corner = |r: usize, osp: &mut [u64], base: &mut [i64]| -> (i64, bool) {
        let (b, op) = (r / n_out_sp, r % n_out_sp);
        unravel(op as u64, &out_sp, osp);
        let mut off0 = b as i64 * ls[0];
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
    if kdim <= 16 && cout <= 64 {
        // A short reduction (one or two input features): accumulate each output pixel's `cout`
        // features directly, tap by tap, instead of packing an im2col matrix for a GEMM whose
        // inner dimension would be a handful of elements.
        // SAFETY: the output holds `rows * cout` elements (validation checked the declared shape)
        // and nothing else refers to it during the step.
        let outs = unsafe { std::slice::from_raw_parts_mut(out.as_f32(), rows * cout) };
        // SAFETY: the kernel holds `kdim * cout` elements, as above.
        let k = unsafe { std::slice::from_raw_parts(rhs.ptr as *const f32, kdim * cout) };
        let direct = |r0: usize, chunk: &mut [f32]| {
            let mut osp = vec![0u64; nsp];
            let mut base = vec![0i64; nsp];
            for (ri, acc) in chunk.chunks_mut(cout).enumerate() {
                let (off0, inside_all) = corner(r0 + ri, &mut osp, &mut base);
                acc.fill(0.0);
                for (w, kpos) in wins.iter().enumerate() {
                    let inside = inside_all || tap_inside(&base, kpos);
                    if !inside {
                        continue;
                    }
                    for ci in 0..cin {
                        // SAFETY: as in the im2col fill below: the tap's position is inside the
                        // input and `ci < cin` indexes its contiguous features.
                        let x = unsafe {
                            *lhs.as_f32()
                                .offset((off0 + tap_off[w]) as isize + ci as isize)
                        };
                        let krow = &k[(w * cin + ci) * cout..(w * cin + ci + 1) * cout];
                        acc.iter_mut().zip(krow).for_each(|(a, &kv)| *a += x * kv);
                    }
                }
            }
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
    super::with_scratch(&IM2COL, rows * kdim, |buf| {
        let fill = |r0: usize, chunk: &mut [f32]| {
            let mut osp = vec![0u64; nsp];
            let mut base = vec![0i64; nsp];
            for (ri, row) in chunk.chunks_mut(kdim).enumerate() {
                let (off0, inside_all) = corner(r0 + ri, &mut osp, &mut base);
                for (w, kpos) in wins.iter().enumerate() {
                    let dst = &mut row[w * cin..(w + 1) * cin];
                    let inside = inside_all || tap_inside(&base, kpos);
                    if inside {
                        // SAFETY: the position is inside the input's spatial shape and the `cin`
                        // features are its innermost, contiguous dimension; validation checked
                        // the buffer against the declared shape.
                        let src = unsafe {
                            std::slice::from_raw_parts(
                                lhs.as_f32().offset((off0 + tap_off[w]) as isize),
                                cin,
                            )
                        };
                        if cin < 16 {
                            // A few features: a plain loop beats a memcpy call per tap.
                            dst.iter_mut().zip(src).for_each(|(o, &v)| *o = v);
                        } else {
                            dst.copy_from_slice(src);
                        }
                    } else {
                        dst.fill(0.0);
                    }
                }
            }
        };
        let rows_per_task = (16 * 1024 / kdim.max(1)).max(16);
        if threads > 1 && rows > rows_per_task {
            use rayon::prelude::*;
            buf.par_chunks_mut(rows_per_task * kdim)
                .enumerate()
                .for_each(|(i, c)| fill(i * rows_per_task, c));
        } else {
            fill(0, buf);
        }
        let par = if threads > 1 && rows * kdim * cout >= 64 * 64 * 64 {
            gemm::Parallelism::Rayon(threads)
        } else {
            gemm::Parallelism::None
        };
        // SAFETY: the im2col matrix is rows x kdim (row stride kdim), the kernel is kdim x cout
        // row-major and the output rows x cout row-major, all inside their buffers (validation
        // checked the declared shapes, whose element counts these are); the output does not
        // overlap the kernel or the thread-local im2col matrix.
        unsafe {
            gemm::gemm::<f32>(
                rows,
                cout,
                kdim,
                out.as_f32(),
                1,
                cout as isize,
                false,
                buf.as_ptr(),
                1,
                kdim as isize,
                rhs.ptr as *const f32,
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
    });
    true
}

fn conv<T: Float>(lhs: RawBuf, rhs: RawBuf, out: RawBuf, d: &ConvDesc) {
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

fn unravel(mut lin: u64, shape: &[u64], idx: &mut [u64]) {
    for d in (0..shape.len()).rev() {
        let s = shape[d].max(1);
        idx[d] = lin % s;
        lin /= s;
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
    // SAFETY: validation proved the three buffers hold their declared shapes; the operands are
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

/// The index vector of one batch position of a gather or scatter, read from the integer buffer
/// `b` (of `shape`, vector along `ivd`) into `out`; an element outside the buffer reads as 0.
fn index_vector(
    b: RawBuf,
    t: ElemType,
    shape: &[u64],
    batch: &[u64],
    ivd: usize,
    out: &mut Vec<i64>,
) -> KernelResult {
    out.clear();
    let st = row_major_strides(shape);
    let rank = shape.len();
    let mut base = 0i64;
    let mut bi = batch.iter();
    for (d, &std) in st.iter().enumerate().take(rank) {
        if d != ivd {
            base += *bi.next().unwrap_or(&0) as i64 * std;
        }
    }
    let elems = (b.len / t.byte_size().max(1)) as i64;
    let read = |i: i64| -> Result<i64, String> {
        if !(0..elems).contains(&i) {
            return Ok(0);
        }
        // SAFETY: `i` was just checked against the buffer's length.
        let v = unsafe { storage::load_int(b, t, i as usize) }?;
        // A `ui64` index beyond `i64::MAX` is out of every range; saturate it there.
        Ok(if t == ElemType::UI64 && v < 0 {
            i64::MAX
        } else {
            v
        })
    };
    if ivd >= rank {
        out.push(read(base)?);
        return Ok(());
    }
    for k in 0..shape[ivd] {
        out.push(read(base + k as i64 * st[ivd])?);
    }
    Ok(())
}

fn gather(
    ctx: &Ctx,
    operand: Buf,
    et: ElemType,
    indices: Buf,
    it: ElemType,
    out: Buf,
    g: &GatherDesc,
) -> KernelResult {
    let es = et.byte_size();
    let (ob, ib, rb) = (ctx.buf(operand), ctx.buf(indices), ctx.buf(out));
    let ivd = g.index_vector_dim as usize;
    let ost = row_major_strides(&g.operand_shape);
    let orank = g.operand_shape.len();
    let offset_dims: Vec<usize> = g.offset_dims.iter().map(|&d| d as usize).collect();
    let batch_dims: Vec<usize> = (0..g.out_shape.len())
        .filter(|d| !offset_dims.contains(d))
        .collect();
    let skipped: Vec<usize> = g
        .collapsed
        .iter()
        .chain(&g.operand_batching)
        .map(|&d| d as usize)
        .collect();
    let offset_operand_dims: Vec<usize> = (0..orank).filter(|d| !skipped.contains(d)).collect();
    let n = num_elements(&g.out_shape);
    let mut ri = vec![0u64; g.out_shape.len()];
    let mut start = Vec::new();
    let mut full = vec![0i64; orank];
    let mut batch = vec![0u64; batch_dims.len()];
    // Whole rows at a time when the result's last dimension walks the operand's last dimension.
    let rlast = g.out_shape.len().wrapping_sub(1);
    let row = match offset_dims.iter().position(|&d| d == rlast) {
        Some(k) if orank > 0 && offset_operand_dims.get(k) == Some(&(orank - 1)) => {
            g.out_shape[rlast] as usize
        }
        _ => 1,
    };
    let operand_elems = num_elements(&g.operand_shape) as usize;
    if operand_elems == 0 && n > 0 {
        // Validation rules this out (an empty operand gives an empty result); every coordinate
        // below is clamped into the operand, which needs one element.
        return Err("internal: a gather from an empty operand into a non-empty result".into());
    }
    let mut lin = 0u64;
    while lin < n {
        unravel(lin, &g.out_shape, &mut ri);
        for (k, &d) in batch_dims.iter().enumerate() {
            batch[k] = ri[d];
        }
        index_vector(ib, it, &g.indices_shape, &batch, ivd, &mut start)?;
        full.iter_mut().for_each(|x| *x = 0);
        for (k, &od) in g.start_index_map.iter().enumerate() {
            let od = od as usize;
            let max = g.operand_shape[od] as i64 - g.slice_sizes[od] as i64;
            full[od] = start.get(k).copied().unwrap_or(0).clamp(0, max.max(0));
        }
        for (&od, &sd) in g.operand_batching.iter().zip(&g.indices_batching) {
            let pos = if (sd as usize) < ivd {
                sd as usize
            } else {
                sd as usize - 1
            };
            full[od as usize] += batch.get(pos).copied().unwrap_or(0) as i64;
        }
        for (k, &od) in offset_operand_dims.iter().enumerate() {
            if let Some(&rd) = offset_dims.get(k) {
                full[od] += ri[rd] as i64;
            }
        }
        let mut src = 0i64;
        for d in 0..orank {
            // Validation bounds the shapes; clamp anyway so a malformed index cannot escape.
            let i = full[d].clamp(0, g.operand_shape[d].saturating_sub(1) as i64);
            src += i * ost[d];
        }
        let len = if row > 1
            && ri[rlast] == 0
            && src as usize + row <= operand_elems
            && lin as usize + row <= n as usize
        {
            row
        } else {
            1
        };
        // SAFETY: `src .. src + len` indexes inside the operand (clamped above, and checked against
        // its element count for rows) and `lin .. lin + len` inside the output; both were checked
        // against the buffers.
        unsafe {
            std::ptr::copy_nonoverlapping(
                ob.ptr.add(src as usize * es),
                rb.ptr.add(lin as usize * es),
                es * len,
            )
        };
        lin += len as u64;
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn scatter(
    ctx: &Ctx,
    indices: Buf,
    it: ElemType,
    updates: Buf,
    out: Buf,
    et: ElemType,
    s: &ScatterDesc,
    body: &Body,
) -> KernelResult {
    let (ib, ub, ob) = (ctx.buf(indices), ctx.buf(updates), ctx.buf(out));
    let shape = &s.operand_shape;
    let rank = shape.len();
    let mut sx = ScatterIndex::new(s);
    let simple = simple_body(body);
    let replace = body.results.len() == 1
        && matches!(
            body.expr.nodes.get(body.results[0] as usize),
            Some(Node::Param(1))
        );
    let n = num_elements(&s.updates_shape);
    let ulast = s.updates_shape.len().wrapping_sub(1);
    let row = match sx.uwd.iter().position(|&d| d == ulast) {
        Some(k) if rank > 0 && sx.window_operand_dims.get(k) == Some(&(rank - 1)) => {
            s.updates_shape[ulast] as usize
        }
        _ => 1,
    };
    let add_f32 = simple == Some(BinaryOp::Add) && et == ElemType::F32;
    let mut ui = vec![0u64; s.updates_shape.len()];
    let mut pos = 0u64;
    while pos < n {
        let ulin = pos;
        pos += 1;
        unravel(ulin, &s.updates_shape, &mut ui);
        let Some(dst) = sx.target(s, &ui, (ib, it))? else {
            continue;
        };
        // A whole row of f32 additions when the row stays inside the operand.
        if add_f32
            && row > 1
            && ui[ulast] == 0
            && sx.full[rank - 1] + row as i64 <= shape[rank - 1] as i64
            && ulin + row as u64 <= n
        {
            let (d, u) = (ob.ptr as *mut f32, ub.ptr as *const f32);
            for j in 0..row {
                // SAFETY: the row's elements are inside the operand (checked just above) and
                // inside the updates (`ulin + row <= n`).
                unsafe { *d.add(dst + j) += *u.add(ulin as usize + j) };
            }
            pos = ulin + row as u64;
            continue;
        }
        // SAFETY: `dst` is inside the operand shape (checked just above) and `ulin` inside the
        // updates shape; both were checked against the buffers.
        let x = unsafe { storage::load_with(ub, et, 1, |_| ulin as usize) }?;
        if replace {
            // SAFETY: as above.
            unsafe { storage::store_with(ob, et, &x, 1, |_| dst) }?;
            continue;
        }
        // SAFETY: as above.
        let mut acc = [unsafe { storage::load_with(ob, et, 1, |_| dst) }?];
        match simple {
            Some(op) => combine_into(op, et, &mut acc[0], &x, &[0])?,
            None => apply_body(body, &mut acc, 0, std::slice::from_ref(&x), 0, ctx)?,
        }
        // SAFETY: as above.
        unsafe { storage::store_with(ob, et, &acc[0], 1, |_| dst) }?;
    }
    Ok(())
}

/// Where a scatter's update elements go: the dimension bookkeeping of one scatter, computed once,
/// and the scratch of one element's position.
struct ScatterIndex {
    uwd: Vec<usize>,
    scatter_dims: Vec<usize>,
    window_operand_dims: Vec<usize>,
    ost: Vec<i64>,
    batch: Vec<u64>,
    start: Vec<i64>,
    /// The operand index of the last [`ScatterIndex::target`].
    full: Vec<i64>,
}

impl ScatterIndex {
    fn new(s: &ScatterDesc) -> ScatterIndex {
        let rank = s.operand_shape.len();
        let uwd: Vec<usize> = s.update_window_dims.iter().map(|&d| d as usize).collect();
        let scatter_dims: Vec<usize> = (0..s.updates_shape.len())
            .filter(|d| !uwd.contains(d))
            .collect();
        let skipped: Vec<usize> = s
            .inserted
            .iter()
            .chain(&s.input_batching)
            .map(|&d| d as usize)
            .collect();
        ScatterIndex {
            window_operand_dims: (0..rank).filter(|d| !skipped.contains(d)).collect(),
            batch: vec![0; scatter_dims.len()],
            uwd,
            scatter_dims,
            ost: row_major_strides(&s.operand_shape),
            start: Vec::new(),
            full: vec![0; rank],
        }
    }

    /// The operand position update element `ui` goes to, or `None` when it falls outside the
    /// operand (then it is dropped, as the spec says).
    fn target(
        &mut self,
        s: &ScatterDesc,
        ui: &[u64],
        (ib, it): (RawBuf, ElemType),
    ) -> Result<Option<usize>, String> {
        let ivd = s.index_vector_dim as usize;
        for (k, &d) in self.scatter_dims.iter().enumerate() {
            self.batch[k] = ui[d];
        }
        index_vector(ib, it, &s.indices_shape, &self.batch, ivd, &mut self.start)?;
        self.full.iter_mut().for_each(|x| *x = 0);
        for (k, &od) in s.to_operand.iter().enumerate() {
            self.full[od as usize] = self.start.get(k).copied().unwrap_or(0);
        }
        for (&od, &sd) in s.input_batching.iter().zip(&s.indices_batching) {
            let pos = if (sd as usize) < ivd {
                sd as usize
            } else {
                sd as usize - 1
            };
            self.full[od as usize] += self.batch.get(pos).copied().unwrap_or(0) as i64;
        }
        for (k, &od) in self.window_operand_dims.iter().enumerate() {
            if let Some(&wd) = self.uwd.get(k) {
                self.full[od] += ui[wd] as i64;
            }
        }
        if self
            .full
            .iter()
            .zip(&s.operand_shape)
            .any(|(&i, &d)| i < 0 || i >= d as i64)
        {
            return Ok(None);
        }
        Ok(Some(
            self.full
                .iter()
                .zip(&self.ost)
                .map(|(&i, &s)| i * s)
                .sum::<i64>() as usize,
        ))
    }
}

/// A scatter of several operands: each update element's position is computed once and the body
/// combines every operand's element there with every update's, in update order.
fn scatter_several(
    ctx: &Ctx,
    (indices, it): (Buf, ElemType),
    io: &[(Buf, Buf, ElemType)],
    s: &ScatterDesc,
    body: &Body,
) -> KernelResult {
    let ib = ctx.buf(indices);
    let n = num_elements(&s.updates_shape);
    let mut ui = vec![0u64; s.updates_shape.len()];
    let mut sx = ScatterIndex::new(s);
    for ulin in 0..n {
        unravel(ulin, &s.updates_shape, &mut ui);
        let Some(dst) = sx.target(s, &ui, (ib, it))? else {
            continue;
        };
        let mut accs = Vec::with_capacity(io.len());
        let mut xs = Vec::with_capacity(io.len());
        for &(u, o, t) in io {
            // SAFETY: `dst` is inside the operand shape (`target` checked it); validation
            // checked the operand shape against the buffer.
            accs.push(unsafe { storage::load_with(ctx.buf(o), t, 1, |_| dst) }?);
            // SAFETY: `ulin` is inside the updates shape, which validation checked against the
            // updates buffer.
            xs.push(unsafe { storage::load_with(ctx.buf(u), t, 1, |_| ulin as usize) }?);
        }
        apply_body(body, &mut accs, 0, &xs, 0, ctx)?;
        for (a, &(_, o, t)) in accs.iter().zip(io) {
            // SAFETY: as above.
            unsafe { storage::store_with(ctx.buf(o), t, a, 1, |_| dst) }?;
        }
    }
    Ok(())
}

/// An f32 reduce_window with a one-op body and no base dilation: each output element walks a
/// precomputed table of window offsets (windows that cross the padding check each position),
/// with the outputs split across the workers.
struct WindowF32<'a> {
    in_shape: &'a [u64],
    ist: &'a [i64],
    out_shape: &'a [u64],
    window: &'a [u64],
    strides: &'a [i64],
    win_dil: &'a [i64],
    pad_lo: &'a [i64],
    op: Fold,
    init: f32,
}

impl WindowF32<'_> {
    fn run(&self, ib: RawBuf, ob: RawBuf, threads: usize) {
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
            for row in lo..hi {
                unravel(row, &self.out_shape[..outer], &mut oi[..outer]);
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
                        let x = unsafe {
                            std::slice::from_raw_parts(
                                ib.as_f32().offset((off0 + off) as isize),
                                run_len,
                            )
                        };
                        combine(&mut acc, Some(x));
                    } else {
                        combine(&mut acc, None);
                    }
                }
                // SAFETY: the run `[row * run_len, (row + 1) * run_len)` is inside the output
                // shape, and each worker writes its own rows.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        acc.as_ptr(),
                        ob.as_f32().add(row as usize * run_len),
                        run_len,
                    )
                }
            }
        };
        let tiles = rows.div_ceil(per_tile);
        if threads <= 1 || tiles <= 1 {
            run(0, rows);
            return;
        }
        rayon::scope(|s| {
            for t in 0..tiles {
                let lo = t * per_tile;
                let hi = (lo + per_tile).min(rows);
                let run = &run;
                s.spawn(move |_| run(lo, hi));
            }
        });
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
fn native_comparator(c: &Body) -> Option<(CompareDirection, CompareType, bool)> {
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

/// [`Step::Sort`]: every input is read whole, each slice's positions are merge-sorted (the one
/// sort of `element::sort`, as the reference interpreter does), and the outputs are the inputs
/// permuted. A comparator that is one `compare` of the first input runs natively; any other is
/// evaluated per comparison.
fn run_sort(
    k: &Kernel,
    shape: &[u64],
    dim: usize,
    inputs: &[Buf],
    outputs: &[Buf],
    comparator: &Body,
    ctx: &Ctx,
) -> KernelResult {
    let total = num_elements(shape) as usize;
    let len = shape[dim] as usize;
    if total == 0 {
        return Ok(());
    }
    let types: Vec<ElemType> = inputs.iter().map(|&b| k_dtype_of(k, b)).collect();
    let vals: Vec<Lane> = inputs
        .iter()
        .zip(&types)
        // SAFETY: validation proved each input holds `shape`'s elements.
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
        let sort_slice = |slice: usize| -> Vec<usize> {
            let base = slice_base(slice);
            let mut idx: Vec<usize> = (0..len).map(|j| base + j * stride).collect();
            if desc {
                idx.sort_by(|&a, &b| key[b].cmp(&key[a]));
            } else {
                idx.sort_by_key(|&a| key[a]);
            }
            idx
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
        // SAFETY: validation proved each output holds `shape`'s elements.
        unsafe { storage::store_contiguous(ctx.buf(out), t, 0, &permuted, total) }?;
    }
    Ok(())
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
    // SAFETY: validation proved the operand holds `shape`'s `n` elements.
    let x = unsafe { storage::load_with(ctx.buf(operand), t, n, |i| i) }?;
    // SAFETY: validation proved the source holds `source_shape`'s `ns` elements.
    let src = unsafe { storage::load_with(ctx.buf(source), t, ns, |i| i) }?;
    // SAFETY: validation proved `out` holds `shape`'s `n` elements.
    let mut acc = unsafe { storage::load_with(ctx.buf(out), t, n, |i| i) }?;
    let st = row_major_strides(shape);
    let positions = num_elements(window) as usize;
    let native = native_comparator(select).filter(|&(dir, _, swapped)| {
        !swapped && matches!(dir, CompareDirection::Ge | CompareDirection::Gt)
    });
    let add = simple_body(scatter) == Some(BinaryOp::Add);
    if let (Some((dir, CompareType::Float, _)), true, Lane::F32(xv), Lane::F32(sv), Lane::F32(av)) =
        (native, add, &x, &src, &mut acc)
    {
        let geometry = (shape, source_shape, window, strides, pad_lo);
        max_pool_grad_f32(xv, sv, av, geometry, dir == CompareDirection::Ge)?;
        // SAFETY: validation proved `out` holds `shape`'s elements.
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
    // SAFETY: validation proved `out` holds `shape`'s elements.
    unsafe { storage::store_contiguous(ctx.buf(out), t, 0, &acc, n) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(v: &mut [f32]) -> RawBuf {
        raw_of(v)
    }

    fn raw_of<T>(v: &mut [T]) -> RawBuf {
        RawBuf {
            ptr: v.as_mut_ptr() as *mut u8,
            len: std::mem::size_of_val(v),
        }
    }

    fn load(buf: u32, strides: &[i64]) -> Node {
        Node::Load {
            buf: Buf::Binding(buf),
            map: IndexMap {
                offset: 0,
                strides: strides.to_vec(),
            },
        }
    }

    fn ctx<'a>(binds: &'a [RawBuf]) -> Ctx<'a> {
        Ctx {
            bindings: binds,
            scratch: &[],
            threads: 1,
        }
    }

    /// A kernel of one Map step over `shape` storing node `out` (of type `t`) to the binding after
    /// the expression's loads.
    fn one_map(shape: Vec<u64>, e: Expr, out: u32, t: ElemType) -> Kernel {
        let loads = e
            .nodes
            .iter()
            .filter_map(|n| match n {
                Node::Load {
                    buf: Buf::Binding(b),
                    ..
                } => Some(*b),
                _ => None,
            })
            .max()
            .map_or(0, |b| b + 1);
        let n = num_elements(&shape);
        let mut bindings: Vec<BufDecl> = (0..loads)
            .map(|b| BufDecl {
                dtype: e
                    .nodes
                    .iter()
                    .zip(&e.types)
                    .find_map(|(nd, &t)| match nd {
                        Node::Load {
                            buf: Buf::Binding(x),
                            ..
                        } if *x == b => Some(t),
                        _ => None,
                    })
                    .unwrap_or(t),
                elements: n,
                writable: false,
            })
            .collect();
        bindings.push(BufDecl {
            dtype: t,
            elements: n,
            writable: true,
        });
        Kernel {
            name: "test".into(),
            bindings,
            scratch: vec![],
            steps: vec![Step::Map(steps::Map {
                shape,
                expr: e,
                outputs: vec![(Buf::Binding(loads), out)],
            })],
        }
    }

    /// The f32 fast paths (direct accumulation for short reductions, im2col + GEMM otherwise)
    /// against the generic convolution loop on NHWC/HWIO layouts with strides,
    /// kernel dilation, asymmetric padding and few or many features (the in-window fast path and
    /// the padded border rows), on 1 and 2 threads.
    /// An im2col matrix beyond IM2COL_MAX_ELEMENTS (or whose size overflows) is never asked for:
    /// the fast path declines before touching a buffer, and the direct loop runs instead.
    #[test]
    fn im2col_declines_matrices_beyond_its_bound() {
        let mut one = [0f32; 1];
        for (rows_h, win_h, cin) in [(1024u64, 512u64, 1u64), (1 << 31, 1 << 31, 1 << 40)] {
            let d = ConvDesc::nhwc_2d(
                vec![1, rows_h, 1024, cin],
                vec![win_h, 1024, cin, 64],
                vec![1, rows_h, 1024, 64],
            );
            let b = raw(&mut one);
            assert!(!conv_im2col_f32(b, b, b, &d, 1), "{rows_h} {win_h} {cin}");
        }
    }

    #[test]
    fn im2col_convolution_matches_the_direct_loop() {
        // (input NHWC, kernel HW, cout, strides, dilation, pad_lo, pad_hi)
        type Case = (
            [u64; 4],
            [u64; 2],
            u64,
            [i64; 2],
            [i64; 2],
            [i64; 2],
            [i64; 2],
        );
        let cases: [Case; 4] = [
            ([2, 9, 8, 1], [3, 3], 4, [1, 1], [1, 1], [1, 1], [1, 1]),
            ([1, 11, 10, 3], [3, 2], 5, [2, 1], [2, 1], [2, 0], [1, 1]),
            ([2, 7, 7, 20], [2, 2], 3, [1, 2], [1, 1], [0, 1], [0, 0]),
            ([1, 6, 9, 2], [1, 3], 2, [1, 1], [1, 3], [0, 3], [0, 3]),
        ];
        for (ci, (ins, win, cout, strides, dil, pad_lo, pad_hi)) in cases.into_iter().enumerate() {
            let out_sp: Vec<u64> = (0..2)
                .map(|s| {
                    let span = (win[s] as i64 - 1) * dil[s] + 1;
                    ((ins[s + 1] as i64 + pad_lo[s] + pad_hi[s] - span) / strides[s] + 1) as u64
                })
                .collect();
            let d = ConvDesc {
                strides: strides.to_vec(),
                pad_lo: pad_lo.to_vec(),
                rhs_dil: dil.to_vec(),
                ..ConvDesc::nhwc_2d(
                    ins.to_vec(),
                    vec![win[0], win[1], ins[3], cout],
                    vec![ins[0], out_sp[0], out_sp[1], cout],
                )
            };
            let n = |v: &[u64]| v.iter().product::<u64>() as usize;
            let mut x: Vec<f32> = (0..n(&d.lhs_shape))
                .map(|i| ((i * 13 % 29) as f32 - 14.0) * 0.125)
                .collect();
            let mut k: Vec<f32> = (0..n(&d.rhs_shape))
                .map(|i| ((i * 7 % 11) as f32 - 5.0) * 0.25)
                .collect();
            let mut want = vec![0f32; n(&d.out_shape)];
            conv::<f32>(raw(&mut x), raw(&mut k), raw(&mut want), &d);
            for threads in [1, 2] {
                let mut got = vec![f32::NAN; want.len()];
                let (xb, kb, ob) = (raw(&mut x), raw(&mut k), raw(&mut got));
                let done = rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap()
                    .install(|| conv_im2col_f32(xb, kb, ob, &d, threads));
                assert!(done, "case {ci}: im2col declined");
                for (i, (g, e)) in got.iter().zip(&want).enumerate() {
                    // Values are multiples of 1/32 summed over at most 80 terms: exact in f32
                    // in any order.
                    assert_eq!(g, e, "case {ci}, threads {threads}, element {i}");
                }
            }
        }
    }

    /// The f32 window table path (with and without contiguous innermost runs, with padding,
    /// strides and window dilation, on 1 and 2 threads) against a direct loop over the
    /// definition: out[o] = fold(op, init, x[o * stride + w * dil - pad_lo] or init if outside).
    #[test]
    fn f32_windows_match_the_definition() {
        // (input shape, window, strides, window dilation, padding on both sides)
        type Case<'a> = (&'a [u64], &'a [u64], &'a [i64], &'a [i64], &'a [i64]);
        let cases: [Case; 4] = [
            (
                &[2, 9, 7, 5],
                &[1, 3, 2, 1],
                &[1, 2, 2, 1],
                &[1, 1, 1, 1],
                &[0, 1, 0, 0],
            ),
            (
                &[2, 8, 8, 3],
                &[1, 2, 2, 1],
                &[1, 2, 2, 1],
                &[1, 1, 1, 1],
                &[0, 0, 0, 0],
            ),
            (&[3, 10, 6], &[1, 3, 2], &[1, 1, 2], &[1, 2, 1], &[0, 2, 1]),
            (&[40, 33], &[2, 1], &[1, 1], &[1, 1], &[1, 0]),
        ];
        for (ci, &(in_shape, window, strides, win_dil, pad_lo)) in cases.iter().enumerate() {
            let rank = in_shape.len();
            let ist = row_major_strides(in_shape);
            let pad_hi: Vec<i64> = pad_lo.to_vec();
            let out_shape: Vec<u64> = (0..rank)
                .map(|d| {
                    let span = (window[d] as i64 - 1) * win_dil[d] + 1;
                    ((in_shape[d] as i64 + pad_lo[d] + pad_hi[d] - span) / strides[d] + 1) as u64
                })
                .collect();
            let n_in = num_elements(in_shape) as usize;
            let n_out = num_elements(&out_shape) as usize;
            let mut x: Vec<f32> = (0..n_in)
                .map(|i| ((i * 37 % 101) as f32 - 50.0) * 0.25)
                .collect();
            x[5] = f32::NAN;
            x[n_in / 2] = -0.0;
            for (op, init) in [
                (Fold::Add, 0.0f32),
                (Fold::Max, f32::NEG_INFINITY),
                (Fold::Min, f32::INFINITY),
            ] {
                let mut want = vec![0f32; n_out];
                let mut oi = vec![0u64; rank];
                let mut wi = vec![0u64; rank];
                for (o, w_out) in want.iter_mut().enumerate() {
                    unravel(o as u64, &out_shape, &mut oi);
                    let mut acc = init;
                    for w in 0..num_elements(window) {
                        unravel(w, window, &mut wi);
                        let mut off = 0i64;
                        let mut inside = true;
                        for d in 0..rank {
                            let p =
                                oi[d] as i64 * strides[d] + wi[d] as i64 * win_dil[d] - pad_lo[d];
                            inside &= p >= 0 && p < in_shape[d] as i64;
                            off += p * ist[d];
                        }
                        let v = if inside { x[off as usize] } else { init };
                        acc = match op {
                            Fold::Add => acc + v,
                            Fold::Max => fmax!(acc, v),
                            Fold::Min => fmin!(acc, v),
                        };
                    }
                    *w_out = acc;
                }
                for threads in [1, 2] {
                    let mut got = vec![7f32; n_out];
                    let w = WindowF32 {
                        in_shape,
                        ist: &ist,
                        out_shape: &out_shape,
                        window,
                        strides,
                        win_dil,
                        pad_lo,
                        op,
                        init,
                    };
                    let (ib, ob) = (raw(&mut x), raw(&mut got));
                    rayon::ThreadPoolBuilder::new()
                        .num_threads(threads)
                        .build()
                        .unwrap()
                        .install(|| w.run(ib, ob, threads));
                    for (i, (g, e)) in got.iter().zip(&want).enumerate() {
                        assert!(
                            g.to_bits() == e.to_bits() || (g.is_nan() && e.is_nan()),
                            "case {ci} {op:?} threads {threads}: out[{i}] = {g} vs {e}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn map_with_broadcast_and_transpose_maps() {
        // out[i][j] = a[j][i] * 2 + b[j]  (a is 3x2, b is 3, out is 2x3)
        let mut a = [1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0];
        let mut b = [10.0f32, 20.0, 30.0];
        let mut out = [0.0f32; 6];
        let mut e = Expr::default();
        let x = e.push(
            ElemType::F32,
            Node::Load {
                buf: Buf::Binding(0),
                map: IndexMap {
                    offset: 0,
                    strides: vec![1, 2],
                },
            },
        );
        let two = e.push(ElemType::F32, Node::Const(2.0f32.to_bits() as u128));
        let m = e.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, x, two));
        let y = e.push(
            ElemType::F32,
            Node::Load {
                buf: Buf::Binding(1),
                map: IndexMap {
                    offset: 0,
                    strides: vec![0, 1],
                },
            },
        );
        let s = e.push(ElemType::F32, Node::Binary(BinaryOp::Add, m, y));
        let k = Kernel {
            name: "t".into(),
            bindings: vec![],
            scratch: vec![],
            steps: vec![Step::Map(steps::Map {
                shape: vec![2, 3],
                expr: e,
                outputs: vec![(Buf::Binding(2), s)],
            })],
        };
        let binds = [raw(&mut a), raw(&mut b), raw(&mut out)];
        run_kernel(
            &k,
            &Ctx {
                bindings: &binds,
                scratch: &[],
                threads: 1,
            },
        )
        .unwrap();
        // Hand-computed: out[0] = [1,3,5]*2 + [10,20,30]; out[1] = [2,4,6]*2 + [10,20,30].
        assert_eq!(out, [12.0, 26.0, 40.0, 14.0, 28.0, 42.0]);
    }

    /// One binary op over two i32 bindings (the executor's integer path: wrapping, XLA's division
    /// by zero), on hand-computed cases.
    #[test]
    fn integer_semantics_follow_xla() {
        let cases = [
            (BinaryOp::Divide, 7, 0, -1),
            (BinaryOp::Remainder, 7, 0, 7),
            (BinaryOp::Add, i32::MAX, 1, i32::MIN),
            (BinaryOp::Divide, i32::MIN, -1, i32::MIN),
            (BinaryOp::ShiftLeft, 1, 32, 0),
            (BinaryOp::ShiftRightArithmetic, -8, 40, -1),
        ];
        for (op, a, b, want) in cases {
            let mut e = Expr::default();
            let x = e.push(ElemType::I32, load(0, &[1]));
            let y = e.push(ElemType::I32, load(1, &[1]));
            let r = e.push(ElemType::I32, Node::Binary(op, x, y));
            let k = one_map(vec![1], e, r, ElemType::I32);
            let (mut xa, mut ya, mut out) = ([a], [b], [0i32]);
            let binds = [raw_of(&mut xa), raw_of(&mut ya), raw_of(&mut out)];
            run_kernel(&k, &ctx(&binds)).unwrap();
            assert_eq!(out[0], want, "{op:?}({a}, {b})");
        }
    }

    #[test]
    fn reduce_rows_with_max() {
        let mut a = [1.0f32, 5.0, 3.0, -1.0, -7.0, -2.0];
        let mut out = [0.0f32; 2];
        let mut e = Expr::default();
        let x = e.push(
            ElemType::F32,
            Node::Load {
                buf: Buf::Binding(0),
                map: IndexMap {
                    offset: 0,
                    strides: vec![3, 1],
                },
            },
        );
        let init = e.push(
            ElemType::F32,
            Node::Const(f32::NEG_INFINITY.to_bits() as u128),
        );
        let mut body = Body::default();
        let p0 = body.expr.push(ElemType::F32, Node::Param(0));
        let p1 = body.expr.push(ElemType::F32, Node::Param(1));
        let r = body
            .expr
            .push(ElemType::F32, Node::Binary(BinaryOp::Maximum, p0, p1));
        body.results = vec![r];
        let k = Kernel {
            steps: vec![Step::Reduce(steps::Reduce {
                in_shape: vec![2, 3],
                dims: vec![1],
                expr: e,
                inputs: vec![x],
                inits: vec![init],
                body,
                outputs: vec![Buf::Binding(1)],
            })],
            ..Default::default()
        };
        let binds = [raw(&mut a), raw(&mut out)];
        run_kernel(
            &k,
            &Ctx {
                bindings: &binds,
                scratch: &[],
                threads: 1,
            },
        )
        .unwrap();
        assert_eq!(out, [5.0, -1.0]);
    }

    /// Column sums (kept dimensions innermost) against direct sums.
    #[test]
    fn column_reductions_match_direct_computation() {
        let (a0, a1, a2) = (3usize, 5usize, 19usize);
        let mut a: Vec<f32> = (0..a0 * a1 * a2).map(|i| (i % 17) as f32 - 8.0).collect();
        let mut e = Expr::default();
        let x = e.push(
            ElemType::F32,
            Node::Load {
                buf: Buf::Binding(0),
                map: IndexMap {
                    offset: 0,
                    strides: vec![(a1 * a2) as i64, a2 as i64, 1],
                },
            },
        );
        let init_n = e.push(ElemType::F32, Node::Const(1.5f32.to_bits() as u128));
        let mut body = Body::default();
        let p0 = body.expr.push(ElemType::F32, Node::Param(0));
        let p1 = body.expr.push(ElemType::F32, Node::Param(1));
        let r = body
            .expr
            .push(ElemType::F32, Node::Binary(BinaryOp::Add, p0, p1));
        body.results = vec![r];
        let k = Kernel {
            steps: vec![Step::Reduce(steps::Reduce {
                in_shape: vec![a0 as u64, a1 as u64, a2 as u64],
                dims: vec![1],
                expr: e,
                inputs: vec![x],
                inits: vec![init_n],
                body,
                outputs: vec![Buf::Binding(1)],
            })],
            ..Default::default()
        };
        let mut out = vec![0.0f32; a0 * a2];
        let binds = [raw(&mut a), raw(&mut out)];
        run_kernel(
            &k,
            &Ctx {
                bindings: &binds,
                scratch: &[],
                threads: 1,
            },
        )
        .unwrap();
        for i in 0..a0 {
            for kk in 0..a2 {
                let want: f32 = 1.5 + (0..a1).map(|j| a[(i * a1 + j) * a2 + kk]).sum::<f32>();
                assert_eq!(out[i * a2 + kk], want, "({i}, {kk})");
            }
        }
    }

    /// Row sums and maxima over long and odd-length rows (several chunks, tails), 1 and 2 threads,
    /// against sums in f64 and maxima computed directly; a NaN in a row makes its max NaN.
    #[test]
    fn row_reductions_match_direct_computation() {
        for (rows, len) in [(3usize, 2500usize), (50, 37), (1, 1), (700, 64)] {
            for (op, init) in [
                (BinaryOp::Add, 0.0f32),
                (BinaryOp::Maximum, f32::NEG_INFINITY),
            ] {
                let mut a: Vec<f32> = (0..rows * len)
                    .map(|i| ((i * 7919) % 1000) as f32 / 100.0 - 5.0)
                    .collect();
                if rows > 2 {
                    a[len + 3] = f32::NAN;
                }
                let mut e = Expr::default();
                let x = e.push(
                    ElemType::F32,
                    Node::Load {
                        buf: Buf::Binding(0),
                        map: IndexMap {
                            offset: 0,
                            strides: vec![len as i64, 1],
                        },
                    },
                );
                let init_n = e.push(ElemType::F32, Node::Const(init.to_bits() as u128));
                let mut body = Body::default();
                let p0 = body.expr.push(ElemType::F32, Node::Param(0));
                let p1 = body.expr.push(ElemType::F32, Node::Param(1));
                let r = body.expr.push(ElemType::F32, Node::Binary(op, p0, p1));
                body.results = vec![r];
                let k = Kernel {
                    steps: vec![Step::Reduce(steps::Reduce {
                        in_shape: vec![rows as u64, len as u64],
                        dims: vec![1],
                        expr: e,
                        inputs: vec![x],
                        inits: vec![init_n],
                        body,
                        outputs: vec![Buf::Binding(1)],
                    })],
                    ..Default::default()
                };
                for threads in [1, 2] {
                    let mut out = vec![0.0f32; rows];
                    let binds = [raw(&mut a), raw(&mut out)];
                    run_kernel(
                        &k,
                        &Ctx {
                            bindings: &binds,
                            scratch: &[],
                            threads,
                        },
                    )
                    .unwrap();
                    for (ri, got) in out.iter().enumerate() {
                        let row = &a[ri * len..(ri + 1) * len];
                        if op == BinaryOp::Add {
                            let want: f64 = row.iter().map(|&v| v as f64).sum();
                            if want.is_nan() {
                                assert!(got.is_nan());
                            } else {
                                assert!(
                                    (*got as f64 - want).abs() <= 1e-4 * want.abs().max(1.0),
                                    "{rows}x{len} row {ri}: {got} vs {want}"
                                );
                            }
                        } else if row.iter().any(|v| v.is_nan()) {
                            assert!(got.is_nan(), "max of a row with NaN: {got}");
                        } else {
                            let want = row.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
                            assert_eq!(*got, want, "{rows}x{len} row {ri}");
                        }
                    }
                }
            }
        }
    }
}
