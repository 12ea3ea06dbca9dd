//! The cranelift JIT for kernel steps.
//!
//! Each elementwise [`Step::Map`] whose values are of the types [`rep`] takes (`f32`, `f64`,
//! `bf16`, `f16`, the 8- to 64-bit integers signed and unsigned, `i1`) and whose ops it emits is
//! compiled at load time into a *row function*: a loop over one contiguous run of the innermost
//! (collapsed) iteration dimension, evaluating the whole expression in registers. When every value
//! fits a 32-bit lane (`f32`, `bf16`, `f16`, `i32`, `ui32`, `i1`) the loop runs four lanes at a
//! time (`f32x4`/`i32x4`, comparisons as lane masks) with a scalar tail; otherwise it is scalar.
//! Loop-invariant nodes (constants, broadcast loads, iotas over outer dimensions and what depends
//! only on them) are computed once per call, before the loop. `exp`, `log`, `tanh` and `logistic`
//! are the branch-free polynomials of [`super::fastmath`], emitted as IR with the same operation
//! order, so the JIT and the executor agree to the bit on them.
//!
//! Every result is the executor's to the bit (the tests compare bytes, NaN payloads included):
//! integers wrap at their width and shift as StableHLO says (an amount of at least the width
//! gives 0, or the sign for `shift_right_arithmetic`); `bf16` and `f16` values are loaded from
//! their 16 bits into `f32`, each op is computed in `f32` and its result rounded to the format
//! (to nearest even, NaNs quieted) as the executor rounds its `f64` result after each op. That is
//! the same value only for ops that are exact or correctly rounded (a correctly rounded `f32`
//! result rounded again to a format of at most 11 significant bits is the exact result rounded
//! once), so only those are taken on `bf16`/`f16` (`+ - * /`, `sqrt`, max/min, negate, abs,
//! floor, ceil, rounding, compare, select, clamp, and conversions that round once); the rest
//! (`exp` and the other transcendentals, conversions that would round twice) leave the step to the
//! executor.
//!
//! A Map that stores only the constant 0 (a splat of zeros: a scatter's operand) compiles to no
//! code: its output's bytes are cleared ([`zero_fill`]).
//!
//! The driver ([`RowKernel::run`]) splits the step's elements into tiles for the worker threads and
//! each tile into row segments; for each segment it computes every operand's start address from
//! the index maps and calls the row function. Everything else (reductions, contractions,
//! convolutions, windows, gathers, scatters, copies) runs on the portable executor's library
//! kernels, which are already specialized native code.
//!
//! Compiling is bounded, because a module is untrusted input and code generation is not linear
//! (the register allocator's time grows faster than the number of values live at once): a row
//! function's expression costs [`row_cost`] units, at most [`MAX_ROW_COST`], and the row functions
//! of one module at most [`MAX_MODULE_COST`] in all and [`MAX_MODULE_CODE_BYTES`] of machine code.
//! A step over a bound runs on the portable executor, which computes the same values (as for a
//! step the JIT does not support). Loading a module therefore spends at most a fixed compile time
//! and memory, whatever its size.
//!
//! The compiled code belongs to the module that asked for it: each row function owns its
//! `JITModule`, and the code memory is unmapped when the last kernel holding it is dropped (that
//! is, with the [`crate::vm::loader::LoadedModule`]). Within one module ([`ModuleJit`]), steps
//! with the same body (the same expression, inner strides and output nodes, compared whole)
//! share one compiled function; nothing is cached across modules.

use std::collections::HashMap;
use std::sync::Arc;

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    types, AbiParam, Endianness, InstBuilder, MemFlagsData, Type, UserFuncName, Value,
};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module};

use super::exec::{Ctx, KernelResult, RawBuf};
use super::fast_paths::{self, JitBinary, JitUnary};
use super::ir::*;
use super::steps;
use super::validate::{validate_kernel, ValidatedKernel};
use super::widemap::WideMap;
use crate::host_tensor::ElemType;

/// Most operands (loads plus stores) a row function takes.
const MAX_PTRS: usize = 64;
/// Most outer-dimension iotas a row function takes.
const MAX_IOTAS: usize = 16;
/// Independent 4-lane vectors per iteration of a row function's main loop.
const UNROLL: usize = 2;
/// Elements per parallel tile.
const TILE: u64 = 16 * 1024;

type RowFn = unsafe extern "C" fn(*const *mut u8, i64, *const i64, i64);

/// The most a row function's expression may cost ([`row_cost`]); a costlier step runs on the
/// executor. Register allocation grows about 3x per doubling of an expression that keeps its
/// values live (1,024 nodes: 0.35 s and 14 MB, 2,048: 1.3 s, 16,384: 3 minutes, measured on a
/// loaded 2-core machine), so the bound is low: just above the largest fused body of the corpus
/// (1,002 nodes, `many_small_ops`).
pub const MAX_ROW_COST: u64 = 1024;
/// The most the row functions of one module may cost in all (16 row functions at the bound, a few
/// seconds at the worst); the steps after that run on the executor.
pub const MAX_MODULE_COST: u64 = 16 * 1024;
/// The most machine code the row functions of one module may take; once it is reached, the
/// module's remaining steps run on the executor.
pub const MAX_MODULE_CODE_BYTES: u64 = 16 << 20;
/// What one row function's `JITModule` holds besides its code (the target description, symbol
/// tables, the page its constants are on), counted in [`Compiled::jit_bytes`].
const MODULE_OVERHEAD_BYTES: u64 = 16 << 10;

/// The compile cost of an expression: one unit per node, and [`HEAVY_NODE_COST`] for the
/// transcendental functions the JIT expands into polynomials (tens of instructions each).
pub fn row_cost(expr: &Expr) -> u64 {
    expr.nodes
        .iter()
        .map(|n| match n {
            Node::Unary(op, _) => match fast_paths::unary(*op).jit {
                Some(
                    JitUnary::Exponential | JitUnary::Log | JitUnary::Tanh | JitUnary::Logistic,
                ) => HEAVY_NODE_COST,
                Some(
                    JitUnary::Negate
                    | JitUnary::Abs
                    | JitUnary::Sqrt
                    | JitUnary::Rsqrt
                    | JitUnary::Floor
                    | JitUnary::Ceil
                    | JitUnary::RoundNearestEven
                    | JitUnary::Not
                    | JitUnary::Popcnt,
                )
                | None => 1,
            },
            Node::Load { .. }
            | Node::Const(_)
            | Node::Iota { .. }
            | Node::Param(_)
            | Node::Binary(..)
            | Node::Compare { .. }
            | Node::Select(..)
            | Node::Clamp(..)
            | Node::Convert(_)
            | Node::Bitcast(_)
            | Node::ReducePrecision { .. } => 1,
        })
        .sum()
}

/// The cost of a node the JIT expands into a polynomial.
const HEAVY_NODE_COST: u64 = 8;

/// A compiled row function and the `JITModule` that owns its code memory.
struct Code {
    func: RowFn,
    /// Unmapped on drop; `None` only while dropping.
    module: Option<JITModule>,
    /// Machine code bytes plus the module's overhead.
    bytes: u64,
}

impl Drop for Code {
    fn drop(&mut self) {
        if let Some(m) = self.module.take() {
            // SAFETY: `func` is the only pointer into this module's code and it is dropped with
            // `self`; a call through it borrows the kernel that holds this `Code` (via its
            // `Arc`), so no call is running or can start once the last `Arc` is gone.
            unsafe { m.free_memory() };
        }
    }
}

// SAFETY: the code is immutable after `finalize_definitions` and the function reads only what its
// arguments point at, so it may be called from any thread. The `JITModule` is never used after
// it is finalized except to free it, which `Drop` does with exclusive access.
unsafe impl Send for Code {}
// SAFETY: as above: shared references only call `func`.
unsafe impl Sync for Code {}

/// A load operand of a row function.
#[derive(Clone, Debug)]
struct LoadSlot {
    buf: Buf,
    esize: usize,
    offset: i64,
    outer_strides: Vec<i64>,
    /// Bytes the row start moves when outer dimension `d` advances by one and every outer
    /// dimension after it wraps to 0 (the odometer's carry into `d`), per outer dimension.
    carry: Vec<i64>,
    inner_stride: i64,
    /// A load that reads the same `(elements, stride)` on every row of the step's original
    /// shape (a per-channel bias under NHWC): when rows were merged into longer ones
    /// ([`MERGED_ROW`]), it reads a copy of that run repeated to the row's length instead, with
    /// stride 1 ([`RowKernel::run_range`] fills it).
    period: Option<(u64, i64)>,
}

/// Longest row (elements) that rows of a periodic load ([`LoadSlot::period`]) are merged into;
/// the repeated copy is that many elements.
const MERGED_ROW: u64 = 2048;

/// Rows shorter than this are merged into longer ones when a load repeats per row.
const SHORT_ROW: u64 = 256;

/// How a Map step's iteration space maps onto row-function calls.
#[derive(Clone, Debug)]
struct RowPlan {
    /// Original dimensions kept as outer dimensions, with their sizes.
    outer: Vec<(usize, u64)>,
    /// Elements per row (the collapsed inner extent).
    inner: u64,
    loads: Vec<LoadSlot>,
    outputs: Vec<(Buf, usize)>,
    /// `(outer position, scale, offset)` per outer iota, in slot order.
    iotas: Vec<(usize, i64, i64)>,
}

/// A compiled Map step.
struct RowKernel {
    code: Arc<Code>,
    plan: RowPlan,
}

/// A compiled Reduce step: its producer expression runs as a row function into a per-thread
/// buffer, and the executor reduces that contiguous buffer with `reduce`.
struct ReduceKernel {
    producer: RowKernel,
    /// The kernel's declarations with `Scratch(temp)` added, and two steps: the producer (a Map
    /// into `Scratch(temp)`, which `producer` runs) and the executor's Reduce over that
    /// materialized input, same dims and body. Validated when compiled, like any kernel the
    /// executor runs.
    kernel: ValidatedKernel,
    elements: usize,
    temp: usize,
}

enum JitStep {
    Map(RowKernel),
    /// A Map that stores only the constant 0 to one output ([`zero_fill`]): its bytes are
    /// cleared (the bits the row function would store), a tile per worker.
    Zero {
        buf: Buf,
        bytes: usize,
    },
    Reduce(Box<ReduceKernel>),
    /// Planned for the wide executor loops instead of 4-lane code ([`WideMap`]).
    Wide(WideMap),
}

thread_local! {
    /// The materialized input of the last JIT-produced reduction on this thread, reused.
    static PRODUCED: std::cell::Cell<Vec<f32>> = const { std::cell::Cell::new(Vec::new()) };
}

impl JitStep {
    fn run(&self, ctx: &Ctx) -> KernelResult {
        match self {
            JitStep::Map(rk) => {
                rk.run(ctx);
                Ok(())
            }
            JitStep::Wide(w) => {
                w.run(ctx);
                Ok(())
            }
            JitStep::Zero { buf, bytes } => {
                // Tiles of `TILE` four-byte elements' worth of bytes.
                let tile = TILE as usize * 4;
                let clear = |lo: usize, hi: usize| {
                    let base = ctx_buf(ctx, *buf).ptr;
                    // SAFETY: `lo..hi` is inside the output's `bytes` (its elements times their
                    // size), which the loader validated against the declared buffer (`whole`,
                    // written) and the VM checked the bound buffer against; each tile writes
                    // only its own bytes.
                    unsafe { std::ptr::write_bytes(base.add(lo), 0, hi - lo) };
                };
                if ctx.threads <= 1 || *bytes <= tile {
                    clear(0, *bytes);
                } else {
                    rayon::scope(|s| {
                        for lo in (0..*bytes).step_by(tile) {
                            let clear = &clear;
                            let hi = (lo + tile).min(*bytes);
                            s.spawn(move |_| clear(lo, hi));
                        }
                    });
                }
                Ok(())
            }
            JitStep::Reduce(r) => super::with_scratch(&PRODUCED, r.elements, |v| {
                let mut scratch: Vec<RawBuf> = ctx.scratch.to_vec();
                scratch.resize(
                    r.temp + 1,
                    RawBuf {
                        ptr: std::ptr::null_mut(),
                        len: 0,
                    },
                );
                scratch[r.temp] = RawBuf {
                    ptr: v.as_mut_ptr() as *mut u8,
                    len: r.elements * 4,
                };
                let c = Ctx {
                    bindings: ctx.bindings,
                    scratch: &scratch,
                    threads: ctx.threads,
                };
                c.fits_validated(&r.kernel)?;
                r.producer.run(&c);
                r.kernel.steps[1].run(&r.kernel, &c)
            }),
        }
    }
}

/// A compiled kernel: a row function per Map step (and per Reduce producer) the JIT supports.
pub struct Compiled {
    steps: Vec<Option<JitStep>>,
    /// Host bytes of the code this kernel compiled (shared code is counted where it was
    /// compiled first).
    jit_bytes: u64,
}

impl Compiled {
    /// Runs the kernel: compiled steps through their row functions, the rest on the executor.
    /// `k` must be the kernel this was compiled from (the loader keeps the two together); `ctx` is
    /// checked against it ([`Ctx::fits`]).
    pub(crate) fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        ctx.fits_validated(k)?;
        for (step, jit) in k.steps.iter().zip(&self.steps) {
            match jit {
                Some(js) => js.run(ctx)?,
                None => step.run(k, ctx)?,
            }
        }
        Ok(())
    }

    /// How many of the kernel's steps run as JIT-compiled code.
    pub fn compiled_steps(&self) -> usize {
        // (Reductions count when their producer is compiled.)
        self.steps.iter().filter(|s| s.is_some()).count()
    }

    /// Host bytes this kernel's compiled code holds (machine code and its `JITModule`s), freed
    /// when the kernel is dropped.
    pub fn jit_bytes(&self) -> u64 {
        self.jit_bytes
    }
}

fn ctx_buf(ctx: &Ctx, b: Buf) -> RawBuf {
    match b {
        Buf::Binding(i) => ctx.bindings[i as usize],
        Buf::Scratch(i) => ctx.scratch[i as usize],
    }
}

impl RowKernel {
    fn run(&self, ctx: &Ctx) {
        let p = &self.plan;
        let rows: u64 = p.outer.iter().map(|&(_, s)| s).product();
        let total = rows * p.inner;
        if total == 0 {
            return;
        }
        let seg = |lo: u64, hi: u64| self.run_range(ctx, lo, hi);
        if ctx.threads <= 1 || total <= TILE {
            seg(0, total);
            return;
        }
        let tiles = total.div_ceil(TILE);
        rayon::scope(|s| {
            for t in 0..tiles {
                let lo = t * TILE;
                let hi = (lo + TILE).min(total);
                let seg = &seg;
                s.spawn(move |_| seg(lo, hi));
            }
        });
    }

    /// Runs the elements `[lo, hi)` of the collapsed `[rows, inner]` space.
    fn run_range(&self, ctx: &Ctx, lo: u64, hi: u64) {
        let p = &self.plan;
        let mut ptrs = [std::ptr::null_mut::<u8>(); MAX_PTRS];
        let mut iotas = [0i64; MAX_IOTAS];
        let mut idx = [0u64; 16];
        // Each load's and each output's buffer start, in `ptrs`' order (no allocation per run,
        // but for a repeating load's copy: a small kernel's run is a few hundred nanoseconds).
        let mut bases = [std::ptr::null_mut::<u8>(); MAX_PTRS];
        for (i, l) in p.loads.iter().enumerate() {
            bases[i] = ctx_buf(ctx, l.buf).ptr;
        }
        for (i, o) in p.outputs.iter().enumerate() {
            bases[p.loads.len() + i] = ctx_buf(ctx, o.0).ptr;
        }
        // A repeating load reads its run repeated to the row's length (at most MERGED_ROW
        // elements), copied here once.
        let mut repeated: Vec<Vec<u64>> = Vec::new();
        for (l, b) in p.loads.iter().zip(bases.iter_mut()) {
            let Some((period, stride)) = l.period else {
                continue;
            };
            // (Held as u64 words, so the copy is aligned for any element type.)
            let bytes = p.inner as usize * l.esize;
            let mut copy = vec![0u64; bytes.div_ceil(8)];
            // SAFETY: `copy` holds at least `bytes` bytes, and only this slice refers to them
            // until the row function reads them.
            let copy_bytes =
                unsafe { std::slice::from_raw_parts_mut(copy.as_mut_ptr() as *mut u8, bytes) };
            for (j, dst) in copy_bytes.chunks_exact_mut(l.esize).enumerate() {
                let e = l.offset + (j as u64 % period) as i64 * stride;
                // SAFETY: element `e` is one the step reads on every row (the load's strides are
                // 0 over the outer dimensions of the step's shape, and `j % period` indexes its
                // original rows), which the loader validated inside the buffer.
                let src = unsafe {
                    std::slice::from_raw_parts(b.offset(e as isize * l.esize as isize), l.esize)
                };
                dst.copy_from_slice(src);
            }
            // The row function reads this copy from element j0 on, with offset 0 and stride 1.
            *b = copy.as_mut_ptr() as *mut u8;
            repeated.push(copy);
        }
        // The first row's outer index is unravelled once; each later row advances it by one
        // (an odometer), so a step of short rows pays no division per row, and each load's row
        // start moves by its precomputed carry for the dimension the odometer advanced
        // ([`LoadSlot::carry`]) instead of being recomputed from every outer index.
        let row = lo / p.inner;
        let mut j0 = lo % p.inner;
        let mut r = row;
        for (d, &(_, size)) in p.outer.iter().enumerate().rev() {
            idx[d] = r % size;
            r /= size;
        }
        let nl = p.loads.len();
        // Each load's address at element 0 of the current row.
        let mut starts = [std::ptr::null_mut::<u8>(); MAX_PTRS];
        for (i, l) in p.loads.iter().enumerate() {
            let base = if l.period.is_some() { 0 } else { l.offset };
            let off = base
                + l.outer_strides
                    .iter()
                    .enumerate()
                    .map(|(d, &s)| idx[d] as i64 * s)
                    .sum::<i64>();
            // Only an address is formed here; validation proved every element the row function
            // reads from it in bounds.
            starts[i] = bases[i].wrapping_offset(off as isize * l.esize as isize);
        }
        let mut at = lo;
        while at < hi {
            let n = (p.inner - j0).min(hi - at);
            for (i, l) in p.loads.iter().enumerate() {
                ptrs[i] = starts[i]
                    .wrapping_offset(j0 as isize * (l.inner_stride * l.esize as i64) as isize);
            }
            // Outputs are row-major over the step's elements: element `at` is the segment's first.
            for (i, o) in p.outputs.iter().enumerate() {
                ptrs[nl + i] = bases[nl + i].wrapping_add(at as usize * o.1);
            }
            for (i, &(d, scale, offset)) in p.iotas.iter().enumerate() {
                iotas[i] = idx[d] as i64 * scale + offset;
            }
            // SAFETY: the row function reads load `i` at `ptrs[i] + j * stride * esize` and
            // writes output `o` at `ptrs[o] + j * esize` for `j < n` (`j0` only places the inner
            // iotas), which are the step's elements `at..at + n`; the loader validated every
            // access of the step against the declared buffer sizes and the VM checked the bound
            // buffers against them.
            unsafe { (self.code.func)(ptrs.as_ptr(), n as i64, iotas.as_ptr(), j0 as i64) };
            at += n;
            j0 = 0;
            if at >= hi {
                break;
            }
            let mut d = p.outer.len();
            while d > 0 {
                d -= 1;
                idx[d] += 1;
                if idx[d] < p.outer[d].1 {
                    break;
                }
                idx[d] = 0;
            }
            // (`at < hi` means a next row exists, so the odometer stopped at a dimension `d`
            // that did not wrap.)
            for (i, l) in p.loads.iter().enumerate() {
                starts[i] = starts[i].wrapping_offset(l.carry[d] as isize);
            }
        }
    }
}

/// The JIT of one module while it loads: the budget its row functions may still spend and the
/// functions compiled so far (for steps with the same body).
pub struct ModuleJit {
    cache: HashMap<String, Arc<Code>>,
    /// Cost units ([`row_cost`]) left of [`MAX_MODULE_COST`].
    cost_left: u64,
    /// Machine code and `JITModule` bytes compiled so far.
    code_bytes: u64,
}

impl Default for ModuleJit {
    fn default() -> Self {
        ModuleJit::new()
    }
}

impl ModuleJit {
    /// A fresh budget for one module.
    pub fn new() -> ModuleJit {
        ModuleJit {
            cache: HashMap::new(),
            cost_left: MAX_MODULE_COST,
            code_bytes: 0,
        }
    }

    /// Compiles what the JIT supports of `k` within the module's budget; None when no step is
    /// compiled (none is supported, the budget is spent, or the host has no usable ISA), in which
    /// case the executor runs the whole kernel.
    pub fn compile(&mut self, k: &ValidatedKernel) -> Option<Compiled> {
        let before = self.code_bytes;
        let steps: Vec<Option<JitStep>> = k
            .steps
            .iter()
            .map(|s| match s {
                Step::Reduce(steps::Reduce { .. }) => {
                    compile_reduce(self, k, s).map(|r| JitStep::Reduce(Box::new(r)))
                }
                Step::Map(steps::Map {
                    shape,
                    expr,
                    outputs,
                }) if prefer_wide_executor(expr, shape) => {
                    // Rows shorter than 64 spend more on per-row set-up than wide loops save.
                    match WideMap::plan(shape, expr, outputs).filter(|w| w.row_len() >= 64) {
                        Some(w) => Some(JitStep::Wide(w)),
                        None => self.compile_step(k, s).map(JitStep::Map),
                    }
                }
                Step::Map(m) if zero_fill(k, m).is_some() => zero_fill(k, m),
                _ => self.compile_step(k, s).map(JitStep::Map),
            })
            .collect();
        if steps.iter().all(|s| s.is_none()) {
            return None;
        }
        Some(Compiled {
            steps,
            jit_bytes: self.code_bytes - before,
        })
    }

    /// The row function of a Map step, from the cache or compiled within the budget.
    fn compile_step(&mut self, k: &Kernel, step: &Step) -> Option<RowKernel> {
        let Step::Map(steps::Map {
            shape,
            expr,
            outputs,
        }) = step
        else {
            return None;
        };
        if !supported(expr) {
            return None;
        }
        let cost = row_cost(expr);
        if cost > MAX_ROW_COST {
            return None;
        }
        let (plan, sh) = plan_map(k, shape, expr, outputs)?;
        let out_nodes: Vec<u32> = outputs.iter().map(|o| o.1).collect();
        // The whole description is the key (not a hash of it): two bodies share code only
        // when the code is the same.
        let key = format!("{expr:?}|{sh:?}|{out_nodes:?}");
        if let Some(code) = self.cache.get(&key) {
            return Some(RowKernel {
                code: code.clone(),
                plan,
            });
        }
        if cost > self.cost_left || self.code_bytes >= MAX_MODULE_CODE_BYTES {
            return None;
        }
        self.cost_left -= cost;
        let code = Arc::new(codegen(expr, &sh, &out_nodes)?);
        self.code_bytes += code.bytes;
        self.cache.insert(key, code.clone());
        Some(RowKernel { code, plan })
    }
}
fn decl_dtype(k: &Kernel, b: Buf) -> ElemType {
    match b {
        Buf::Binding(i) => k.bindings[i as usize].dtype,
        Buf::Scratch(i) => k.scratch[i as usize].dtype,
    }
}

/// The inner-loop description the code generator needs besides the expression.
#[derive(Debug)]
struct Shape {
    /// Inner stride of each load, in elements.
    inner_strides: Vec<i64>,
    /// Element type of each load's buffer.
    load_types: Vec<ElemType>,
    /// The original dimension that is the inner one, if a single dimension (for iotas over it).
    inner_dim: Option<usize>,
    /// Outer iota slot per node (`usize::MAX`: not an outer iota).
    iota_slot: Vec<usize>,
}

fn plan_map(
    k: &Kernel,
    shape: &[u64],
    expr: &Expr,
    outputs: &[(Buf, u32)],
) -> Option<(RowPlan, Shape)> {
    let rank = shape.len();
    if rank > 16 {
        return None;
    }
    let loads: Vec<(usize, &Buf, &IndexMap)> = expr
        .nodes
        .iter()
        .enumerate()
        .filter_map(|(i, n)| match n {
            Node::Load { buf, map } => Some((i, buf, map)),
            _ => None,
        })
        .collect();
    let iota_dims: Vec<usize> = expr
        .nodes
        .iter()
        .filter_map(|n| match n {
            Node::Iota { dim, .. } => Some(*dim as usize),
            _ => None,
        })
        .collect();
    // Dimensions of size > 1, innermost last; merge trailing ones while every load (and the
    // row-major output) walks them contiguously and no iota looks at them.
    let dims: Vec<usize> = (0..rank).filter(|&d| shape[d] > 1).collect();
    let mut inner_dims: Vec<usize> = Vec::new();
    if let Some(&last) = dims.last() {
        inner_dims.push(last);
        let mut pos = dims.len() - 1;
        while pos > 0 {
            let d = dims[pos - 1];
            let below = inner_dims[inner_dims.len() - 1];
            let extent: u64 = inner_dims.iter().map(|&x| shape[x]).product();
            let mergeable = !iota_dims.contains(&d)
                && !iota_dims.contains(&below)
                && loads
                    .iter()
                    .all(|(_, _, m)| m.strides[d] == m.strides[inner_dims[0]] * extent as i64);
            // `inner_dims[0]` is the innermost dimension (its stride is the collapsed stride).
            if !mergeable {
                break;
            }
            inner_dims.push(d);
            pos -= 1;
        }
    }
    // Short rows that some load repeats on every row (strides 0 over every outer dimension, as
    // a per-channel bias under NHWC has): merge further whole outer dimensions (up to
    // MERGED_ROW elements) while every other load walks them contiguously; the repeating loads
    // then read a copy of their run repeated to the merged length. No iota may look at the rows.
    let short: u64 = inner_dims.iter().map(|&d| shape[d]).product();
    let repeats: Vec<bool> = loads
        .iter()
        .map(|(_, _, m)| {
            dims.iter()
                .filter(|d| !inner_dims.contains(d))
                .all(|&d| m.strides[d] == 0)
        })
        .collect();
    let mut periodic = false;
    if iota_dims.is_empty()
        && short > 0
        && short < SHORT_ROW
        && repeats.iter().any(|&r| r)
        && !shape.contains(&0)
    {
        let mut pos = dims.len() - inner_dims.len();
        while pos > 0 {
            let d = dims[pos - 1];
            let extent: u64 = inner_dims.iter().map(|&x| shape[x]).product();
            let mergeable = extent.saturating_mul(shape[d]) <= MERGED_ROW
                && loads.iter().zip(&repeats).all(|((_, _, m), &rep)| {
                    rep || m.strides[d] == m.strides[inner_dims[0]] * extent as i64
                });
            if !mergeable {
                break;
            }
            inner_dims.push(d);
            periodic = true;
            pos -= 1;
        }
    }
    // A step with no elements (an extent of 0, which `dims` leaves out with the extents of 1)
    // runs no rows: an inner extent of 0 makes the total 0.
    let inner: u64 = if shape.contains(&0) {
        0
    } else {
        inner_dims.iter().map(|&d| shape[d]).product::<u64>().max(1)
    };
    let innermost = inner_dims.first().copied();
    let outer: Vec<(usize, u64)> = dims
        .iter()
        .filter(|d| !inner_dims.contains(d))
        .map(|&d| (d, shape[d]))
        .collect();
    let mut load_slots = Vec::new();
    let mut inner_strides = Vec::new();
    let mut load_types = Vec::new();
    for ((node, buf, map), &rep_row) in loads.iter().zip(&repeats) {
        let dt = decl_dtype(k, **buf);
        if rep(dt).is_none() || expr.types[*node] != dt {
            return None;
        }
        load_types.push(dt);
        let stride = innermost.map_or(0, |d| map.strides[d]);
        let period = (periodic && rep_row).then_some((short, stride));
        let stride = if period.is_some() { 1 } else { stride };
        inner_strides.push(stride);
        load_slots.push(LoadSlot {
            buf: **buf,
            esize: dt.byte_size(),
            offset: map.offset,
            outer_strides: outer.iter().map(|&(d, _)| map.strides[d]).collect(),
            carry: carry_bytes(&outer, map, dt.byte_size()),
            inner_stride: stride,
            period,
        });
    }
    let mut outs = Vec::new();
    for &(buf, node) in outputs {
        let dt = decl_dtype(k, buf);
        if rep(dt).is_none() || expr.types[node as usize] != dt {
            return None;
        }
        outs.push((buf, dt.byte_size()));
    }
    if load_slots.len() + outs.len() > MAX_PTRS {
        return None;
    }
    let inner_dim = if inner_dims.len() == 1 {
        innermost
    } else {
        None
    };
    let mut iotas = Vec::new();
    let mut iota_slot = vec![usize::MAX; expr.nodes.len()];
    for (i, n) in expr.nodes.iter().enumerate() {
        if let Node::Iota { dim, scale, offset } = n {
            let d = *dim as usize;
            let limit = scale
                .checked_mul(shape[d] as i64)
                .and_then(|v| v.checked_add(*offset));
            // Values stay exact in `f32` (`bf16` and `f16` then round once) and in 32-bit lanes.
            let bound = match rep(expr.types[i]) {
                Some(Rep::F32(Half::Bf16 | Half::F16)) => 1 << 24,
                Some(Rep::F32(Half::No) | Rep::F64 | Rep::Int { .. } | Rep::Bool) | None => 1 << 30,
            };
            if limit.is_none_or(|v| v.abs() >= bound) || offset.abs() >= bound {
                return None;
            }
            if Some(d) == inner_dim {
                continue;
            }
            if shape[d] <= 1 {
                // A constant: index 0 of a size-1 dimension.
                iota_slot[i] = iotas.len();
                iotas.push((usize::MAX, 0, *offset));
                continue;
            }
            let pos = outer.iter().position(|&(od, _)| od == d)?;
            iota_slot[i] = iotas.len();
            iotas.push((pos, *scale, *offset));
        }
    }
    if iotas.len() > MAX_IOTAS {
        return None;
    }
    // Size-1 iotas read index 0: give them an outer position that always holds 0.
    let plan = RowPlan {
        outer,
        inner,
        loads: load_slots,
        outputs: outs,
        iotas: iotas
            .into_iter()
            .map(|(p, s, o)| {
                if p == usize::MAX {
                    (0, 0, o)
                } else {
                    (p, s, o)
                }
            })
            .collect(),
    };
    Some((
        plan,
        Shape {
            inner_strides,
            load_types,
            inner_dim,
            iota_slot,
        },
    ))
}

/// A Map step whose only output is the constant 0 of a type the row functions store as its plain
/// bits ([`rep`]: floats, integers, `i1` as a byte), with no other node: a splat of zeros (a
/// scatter's or a pad's operand). Its elements' bytes are all zero, so they are cleared instead
/// of stored lane by lane. None for any other step.
fn zero_fill(k: &Kernel, m: &steps::Map) -> Option<JitStep> {
    let steps::Map {
        shape,
        expr,
        outputs,
    } = m;
    let ([(buf, 0)], [Node::Const(0)]) = (outputs.as_slice(), expr.nodes.as_slice()) else {
        return None;
    };
    let dt = decl_dtype(k, *buf);
    if rep(dt).is_none() || expr.types.first() != Some(&dt) {
        return None;
    }
    let elements = usize::try_from(shape.iter().product::<u64>()).ok()?;
    Some(JitStep::Zero {
        buf: *buf,
        bytes: elements.checked_mul(dt.byte_size())?,
    })
}

/// [`LoadSlot::carry`] of a load through `map` over the outer dimensions `outer`: advancing
/// outer dimension `i` moves `strides[i]` elements, and the dimensions after it wrapping from
/// their last index to 0 move back `(size - 1) * stride` each. (Wrapping arithmetic: only the
/// sums along the odometer's path are addresses, and those the loader validated.)
fn carry_bytes(outer: &[(usize, u64)], map: &IndexMap, esize: usize) -> Vec<i64> {
    (0..outer.len())
        .map(|i| {
            let back = outer[i + 1..].iter().fold(0i64, |acc, &(d, size)| {
                acc.wrapping_add((size as i64 - 1).wrapping_mul(map.strides[d]))
            });
            map.strides[outer[i].0]
                .wrapping_sub(back)
                .wrapping_mul(esize as i64)
        })
        .collect()
}

/// A single-input, single-output reduction whose producer expression the JIT supports (and is
/// more than a plain load) and whose init is a constant or a scalar load.
fn compile_reduce(jit: &mut ModuleJit, k: &Kernel, step: &Step) -> Option<ReduceKernel> {
    let Step::Reduce(steps::Reduce {
        in_shape,
        dims,
        expr,
        inputs,
        inits,
        body,
        outputs,
    }) = step
    else {
        return None;
    };
    let ([input], [init], [_]) = (inputs.as_slice(), inits.as_slice(), outputs.as_slice()) else {
        return None;
    };
    if expr.types[*input as usize] != ElemType::F32 || expr.nodes.len() < 3 {
        return None;
    }
    let init_node = match &expr.nodes[*init as usize] {
        n @ Node::Const(_) => n.clone(),
        n @ Node::Load { map, .. } if map.strides.iter().all(|&x| x == 0) => n.clone(),
        _ => return None,
    };
    let elements = num_elements(in_shape);
    // The producer is materialized in a thread-local f32 buffer (at most 64 MiB; larger inputs
    // are reduced by the executor, which evaluates them a chunk at a time).
    if elements == 0 || elements > 1 << 24 {
        return None;
    }
    let temp = k.scratch.len();
    let mut kk = Kernel {
        name: k.name.clone(),
        bindings: k.bindings.clone(),
        scratch: k.scratch.clone(),
        steps: vec![],
    };
    kk.scratch.push(BufDecl {
        dtype: ElemType::F32,
        elements,
        writable: true,
    });
    let producer_step = Step::Map(steps::Map {
        shape: in_shape.clone(),
        expr: expr.clone(),
        outputs: vec![(Buf::Scratch(temp as u32), *input)],
    });
    let producer = jit.compile_step(&kk, &producer_step)?;
    let mut re = Expr::default();
    let x = re.push(
        ElemType::F32,
        Node::Load {
            buf: Buf::Scratch(temp as u32),
            map: IndexMap {
                offset: 0,
                strides: row_major_strides(in_shape),
            },
        },
    );
    let i = re.push(expr.types[*init as usize], init_node);
    let reduce = Step::Reduce(steps::Reduce {
        in_shape: in_shape.clone(),
        dims: dims.clone(),
        expr: re,
        inputs: vec![x],
        inits: vec![i],
        body: body.clone(),
        outputs: outputs.clone(),
    });
    kk.steps = vec![producer_step, reduce];
    // Both derived steps access less than the step they replace, which passed; should one not
    // validate, the step stays on the executor.
    let kernel = validate_kernel(kk).ok()?;
    Some(ReduceKernel {
        producer,
        kernel,
        elements: elements as usize,
        temp,
    })
}

/// Elements of a step below which the 4-lane JIT code is kept for a transcendental body (a
/// `bf16` one without any keeps its earlier bound, 16 Ki). Since `fastmath::exp` stopped
/// scalarizing its float-to-int conversion, the wide loops win from about a thousand elements (`rnn_scan`'s 8x128 sigmoid and tanh steps 3.1 -> 1.2 µs,
/// `train_fori`'s 32x128 GEMM+tanh epilogue 12.5 -> 5-9 µs); below that a row's set-up costs
/// about what the wider vectors save.
const WIDE_MIN_ELEMENTS: u64 = 1024;

/// Large bodies with transcendental functions, and large `bf16` bodies (whose every op also
/// rounds), run faster in the wide loops ([`WideMap`], AVX-512/AVX2) than in 4-lane JIT code,
/// when their loads are contiguous or constant along rows of at least 64 elements.
fn prefer_wide_executor(expr: &Expr, shape: &[u64]) -> bool {
    if !super::wide::wider_than_jit() || std::env::var_os("IRVM_JIT_ALL").is_some() {
        return false;
    }
    let heavy = expr
        .nodes
        .iter()
        .filter(|n| {
            matches!(
                n,
                Node::Unary(
                    UnaryOp::Exponential | UnaryOp::Log | UnaryOp::Tanh | UnaryOp::Logistic,
                    _
                )
            )
        })
        .count();
    let bf16 = expr.types.contains(&ElemType::BF16);
    let n = num_elements(shape);
    (heavy >= 1 && n >= WIDE_MIN_ELEMENTS) || (bf16 && n >= 16 * 1024)
}

/// How a row function holds the values of an element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rep {
    /// `f32`; and `bf16` and `f16` values held as the `f32` of the same value, each op computed
    /// in `f32` and its result rounded to the format (to nearest even) as the executor rounds its
    /// `f64` result.
    F32(Half),
    /// `f64` (scalar code only).
    F64,
    /// A two's-complement integer of `bits` (8 to 64) with wrap-around; vector code holds only
    /// 32-bit ones (an `i32x4` lane each).
    Int {
        /// Width.
        bits: u8,
        /// Signed (else unsigned).
        signed: bool,
    },
    /// `i1`: a lane mask (all ones or zero) in vector code, a byte 0 or 1 in scalar code.
    Bool,
}

/// The storage format of a float held as `f32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Half {
    /// `f32` itself.
    No,
    /// `bf16`.
    Bf16,
    /// `f16`.
    F16,
}

/// How the JIT holds `t`'s values; `None` for a type it does not compile (the executor runs a
/// step with one).
fn rep(t: ElemType) -> Option<Rep> {
    let int = |bits, signed| Some(Rep::Int { bits, signed });
    match t {
        ElemType::F32 => Some(Rep::F32(Half::No)),
        ElemType::BF16 => Some(Rep::F32(Half::Bf16)),
        ElemType::F16 => Some(Rep::F32(Half::F16)),
        ElemType::F64 => Some(Rep::F64),
        ElemType::I1 => Some(Rep::Bool),
        ElemType::I8 => int(8, true),
        ElemType::I16 => int(16, true),
        ElemType::I32 => int(32, true),
        ElemType::I64 => int(64, true),
        ElemType::UI8 => int(8, false),
        ElemType::UI16 => int(16, false),
        ElemType::UI32 => int(32, false),
        ElemType::UI64 => int(64, false),
        ElemType::I2
        | ElemType::I4
        | ElemType::UI2
        | ElemType::UI4
        | ElemType::F4E2M1FN
        | ElemType::F6E2M3FN
        | ElemType::F6E3M2FN
        | ElemType::F8E3M4
        | ElemType::F8E4M3
        | ElemType::F8E4M3FN
        | ElemType::F8E4M3FNUZ
        | ElemType::F8E4M3B11FNUZ
        | ElemType::F8E5M2
        | ElemType::F8E5M2FNUZ
        | ElemType::F8E8M0FNU
        | ElemType::TF32
        | ElemType::C64
        | ElemType::C128
        | ElemType::Index => None,
    }
}

/// Whether vector code holds `t`'s values (four lanes of 32 bits).
fn in_vectors(t: ElemType) -> bool {
    matches!(
        rep(t),
        Some(Rep::F32(_) | Rep::Int { bits: 32, .. } | Rep::Bool)
    )
}

/// Whether the JIT compiles every node of `expr`: the types [`rep`] gives, the ops [`jit_unary`]
/// and [`jit_binary`] list on them, and the comparisons, selects, clamps, conversions and bitcasts
/// [`emit_node`] emits; anything else (other types, reductions' parameters, total-order
/// comparisons, `reduce_precision`, conversions that would round twice) declines the step, which
/// the executor then runs.
fn supported(expr: &Expr) -> bool {
    expr.nodes.iter().enumerate().all(|(i, n)| {
        let t = expr.types[i];
        let ty = |j: &u32| expr.types[*j as usize];
        let Some(r) = rep(t) else {
            return false;
        };
        match n {
            Node::Load { .. } | Node::Const(_) => true,
            Node::Iota { .. } => r != Rep::Bool,
            Node::Param(_) => false,
            Node::Unary(op, x) => ty(x) == t && jit_unary(t, *op),
            Node::Binary(op, a, b) => ty(a) == t && ty(b) == t && jit_binary(t, *op),
            Node::Compare { ty: ct, a, b, .. } => {
                ty(a) == ty(b)
                    && match (rep(ty(a)), ct) {
                        (Some(Rep::F32(_) | Rep::F64), CompareType::Float) => true,
                        (Some(Rep::Int { .. } | Rep::Bool), CompareType::Signed)
                        | (Some(Rep::Int { .. } | Rep::Bool), CompareType::Unsigned) => true,
                        (Some(_), _) | (None, _) => false,
                    }
            }
            Node::Select(c, a, b) => ty(c) == ElemType::I1 && ty(a) == t && ty(b) == t,
            Node::Clamp(lo, x, hi) => r != Rep::Bool && ty(lo) == t && ty(x) == t && ty(hi) == t,
            Node::Convert(x) => convert_ok(ty(x), t),
            Node::Bitcast(x) => bitcast_ok(ty(x), t),
            Node::ReducePrecision { .. } => false,
        }
    })
}

/// Whether the JIT emits `convert` from `from` to `to`: each rounds once, as the spec's (and the
/// executor's) conversion does. Conversions that would round twice (a 32- or 64-bit integer to
/// `bf16`/`f16` through `f32`, `f64` to `bf16`/`f16`) are left to the executor.
fn convert_ok(from: ElemType, to: ElemType) -> bool {
    let (Some(f), Some(t)) = (rep(from), rep(to)) else {
        return false;
    };
    match (f, t) {
        (Rep::F64, Rep::F32(h)) => h == Half::No,
        (Rep::Int { bits, .. }, Rep::F32(h)) => h == Half::No || bits <= 16,
        (Rep::F32(_) | Rep::F64 | Rep::Int { .. } | Rep::Bool, _) => true,
    }
}

/// Whether the JIT emits `bitcast_convert` from `from` to `to` (one width, not `i1`).
fn bitcast_ok(from: ElemType, to: ElemType) -> bool {
    let (Some(f), Some(t)) = (rep(from), rep(to)) else {
        return false;
    };
    from.bits() == to.bits() && f != Rep::Bool && t != Rep::Bool
}

/// Whether the JIT emits unary `op` on values of type `t`.
fn jit_unary(t: ElemType, op: UnaryOp) -> bool {
    fast_paths::unary(op).jit.is_some_and(|j| j.takes(t))
}

/// Whether the JIT emits binary `op` on values of type `t`.
fn jit_binary(t: ElemType, op: BinaryOp) -> bool {
    fast_paths::binary(op).jit.is_some_and(|j| j.takes(t))
}

/// Builds IR for one lane width: 4 (vectors) or 1 (scalars).
struct Gen<'a, 'b> {
    b: &'a mut FunctionBuilder<'b>,
    w: u8,
}

const LE: MemFlagsData = MemFlagsData::new().with_endianness(Endianness::Little);

impl Gen<'_, '_> {
    fn fty(&self) -> Type {
        if self.w == 4 {
            types::F32X4
        } else {
            types::F32
        }
    }
    fn ity(&self) -> Type {
        if self.w == 4 {
            types::I32X4
        } else {
            types::I32
        }
    }
    /// The scalar type of an integer of `bits`.
    fn int_ty(bits: u8) -> Type {
        match bits {
            8 => types::I8,
            16 => types::I16,
            32 => types::I32,
            _ => types::I64,
        }
    }
    fn fc(&mut self, v: f32) -> Value {
        let s = self.b.ins().f32const(v);
        self.widen(s)
    }
    fn ic(&mut self, v: i32) -> Value {
        let s = self.b.ins().iconst(types::I32, v as i64);
        self.widen(s)
    }
    /// A float constant of representation `r` (`f32` or `f64`).
    fn float_const(&mut self, r: Rep, v: f64) -> Value {
        if r == Rep::F64 {
            self.b.ins().f64const(v)
        } else {
            self.fc(v as f32)
        }
    }
    /// An integer constant of `bits` (32-bit lanes in vector code).
    fn int_const(&mut self, bits: u8, v: i64) -> Value {
        if self.w == 4 {
            self.ic(v as i32)
        } else {
            self.b.ins().iconst(Self::int_ty(bits), v)
        }
    }
    fn widen(&mut self, s: Value) -> Value {
        if self.w == 4 {
            let t = self.b.func.dfg.value_type(s);
            let vt = if t == types::F32 {
                types::F32X4
            } else {
                types::I32X4
            };
            self.b.ins().splat(vt, s)
        } else {
            s
        }
    }
    fn f2i(&mut self, x: Value) -> Value {
        let t = self.ity();
        self.b.ins().bitcast(t, LE, x)
    }
    fn i2f(&mut self, x: Value) -> Value {
        let t = self.fty();
        self.b.ins().bitcast(t, LE, x)
    }
    /// `c ? x : y` for a mask/boolean `c` and float or int `x`, `y`.
    fn sel(&mut self, c: Value, x: Value, y: Value) -> Value {
        if self.w == 4 {
            let xt = self.b.func.dfg.value_type(x);
            let c = if xt == types::F32X4 {
                self.b.ins().bitcast(types::F32X4, LE, c)
            } else {
                c
            };
            self.b.ins().bitselect(c, x, y)
        } else {
            self.b.ins().select(c, x, y)
        }
    }
    fn fcmp(&mut self, cc: FloatCC, x: Value, y: Value) -> Value {
        self.b.ins().fcmp(cc, x, y)
    }
    /// `x & m` for 32-bit lanes.
    fn and_c(&mut self, x: Value, m: u32) -> Value {
        let c = self.ic(m as i32);
        self.b.ins().band(x, c)
    }
    /// `x | m` for 32-bit lanes.
    fn or_c(&mut self, x: Value, m: u32) -> Value {
        let c = self.ic(m as i32);
        self.b.ins().bor(x, c)
    }
    /// Whether the 32-bit lanes `x`, read as non-negative, exceed `c` (a mask or a boolean).
    fn gt_c(&mut self, x: Value, c: u32) -> Value {
        let c = self.ic(c as i32);
        self.b.ins().icmp(IntCC::SignedGreaterThan, x, c)
    }

    /// The `f32` of `bf16` bits (in the low half of 32-bit lanes), a NaN quieted as the executor's
    /// `half::bf16::to_f64` quiets it.
    fn bf16_decode(&mut self, bits: Value) -> Value {
        let x = self.b.ins().ishl_imm_s(bits, 16);
        let mag = self.and_c(x, 0x7fff_ffff);
        let nan = self.gt_c(mag, 0x7f80_0000);
        let q = self.or_c(x, 0x0040_0000);
        let r = self.sel(nan, q, x);
        self.i2f(r)
    }
    /// `x` rounded to `bf16` (to nearest even; a NaN keeps its sign and leading payload bits and
    /// is quieted, as `half::bf16::from_f32` does), as an `f32`.
    fn bf16_round(&mut self, x: Value) -> Value {
        let b = self.f2i(x);
        let mag = self.and_c(b, 0x7fff_ffff);
        let nan = self.gt_c(mag, 0x7f80_0000);
        let lsb = self.b.ins().ushr_imm_s(b, 16);
        let lsb = self.and_c(lsb, 1);
        let half = self.ic(0x7fff);
        let r = self.b.ins().iadd(b, half);
        let r = self.b.ins().iadd(r, lsb);
        let r = self.and_c(r, 0xffff_0000);
        let q = self.or_c(b, 0x0040_0000);
        let q = self.and_c(q, 0xffff_0000);
        let r = self.sel(nan, q, r);
        self.i2f(r)
    }
    /// The `f16` bits (in 32-bit lanes) nearest to `x` (ties to even), a NaN quieted with its
    /// leading payload bits, as the F16C conversion (which the executor's `half` uses) gives them.
    fn f16_encode(&mut self, x: Value) -> Value {
        let b = self.f2i(x);
        let sign = self.and_c(b, 0x8000_0000);
        let a = self.b.ins().bxor(b, sign);
        // Normal results: rebias, round to nearest even at bit 13.
        let odd = self.b.ins().ushr_imm_s(a, 13);
        let odd = self.and_c(odd, 1);
        let bias = self.ic(((15 - 127) << 23) + 0xfff);
        let n = self.b.ins().iadd(a, bias);
        let n = self.b.ins().iadd(n, odd);
        let n = self.b.ins().ushr_imm_s(n, 13);
        // Subnormal results and zero: the float addition of 0.5 rounds at the right bit.
        let magic = self.ic(126 << 23);
        let af = self.i2f(a);
        let mf = self.i2f(magic);
        let d = self.b.ins().fadd(af, mf);
        let d = self.f2i(d);
        let d = self.b.ins().isub(d, magic);
        // Infinity (also from overflow) and NaN.
        let m = self.b.ins().ushr_imm_s(a, 13);
        let m = self.and_c(m, 0x3ff);
        let nan = self.or_c(m, 0x7e00);
        let inf = self.ic(0x7c00);
        let is_nan = self.gt_c(a, 0x7f80_0000);
        let big = self.sel(is_nan, nan, inf);
        let small = self.ic(113 << 23);
        let is_small = self.b.ins().icmp(IntCC::SignedLessThan, a, small);
        let r = self.sel(is_small, d, n);
        let limit = self.ic((127 + 16) << 23);
        let is_big = self.b.ins().icmp(IntCC::SignedGreaterThanOrEqual, a, limit);
        let r = self.sel(is_big, big, r);
        let s = self.b.ins().ushr_imm_s(sign, 16);
        self.b.ins().bor(r, s)
    }
    /// The `f32` of `f16` bits (in the low half of 32-bit lanes), exactly; a NaN quieted.
    fn f16_decode(&mut self, h: Value) -> Value {
        let m = self.and_c(h, 0x7fff);
        let o = self.b.ins().ishl_imm_s(m, 13);
        let e = self.and_c(o, 0x0f80_0000);
        let bias = self.ic((127 - 15) << 23);
        let o = self.b.ins().iadd(o, bias);
        // Infinity and NaN: the largest exponent; a NaN gets the quiet bit.
        let inf_adj = self.ic((128 - 16) << 23);
        let oi = self.b.ins().iadd(o, inf_adj);
        let nan = self.gt_c(m, 0x7c00);
        let q = self.or_c(oi, 0x0040_0000);
        let oi = self.sel(nan, q, oi);
        // Zero and subnormals: renormalize by a float subtraction.
        let one = self.ic(1 << 23);
        let od = self.b.ins().iadd(o, one);
        let odf = self.i2f(od);
        let magic = self.fc(f32::from_bits(113 << 23));
        let od = self.b.ins().fsub(odf, magic);
        let od = self.f2i(od);
        let emax = self.ic(0x0f80_0000);
        let is_inf = self.b.ins().icmp(IntCC::Equal, e, emax);
        let zero = self.ic(0);
        let is_den = self.b.ins().icmp(IntCC::Equal, e, zero);
        let r = self.sel(is_inf, oi, o);
        let r = self.sel(is_den, od, r);
        let s = self.and_c(h, 0x8000);
        let s = self.b.ins().ishl_imm_s(s, 16);
        let r = self.b.ins().bor(r, s);
        self.i2f(r)
    }
    /// `x` rounded to `h`'s format, as an `f32`.
    fn round_to(&mut self, h: Half, x: Value) -> Value {
        match h {
            Half::No => x,
            Half::Bf16 => self.bf16_round(x),
            Half::F16 => {
                let bits = self.f16_encode(x);
                self.f16_decode(bits)
            }
        }
    }
    /// The storage bits (16 in 32-bit lanes) of `x`, a value of `h`'s format held as `f32`.
    fn half_bits(&mut self, h: Half, x: Value) -> Value {
        match h {
            Half::Bf16 => {
                let b = self.f2i(x);
                self.b.ins().ushr_imm_s(b, 16)
            }
            Half::F16 | Half::No => self.f16_encode(x),
        }
    }
    /// The value of storage bits (16 in 32-bit lanes) of `h`'s format, as `f32`.
    fn half_value(&mut self, h: Half, bits: Value) -> Value {
        match h {
            Half::Bf16 => self.bf16_decode(bits),
            Half::F16 | Half::No => self.f16_decode(bits),
        }
    }
    /// IEEE `maximum` (or `minimum`) with the executor's NaN: the first NaN operand, quieted,
    /// else the larger (smaller), `+0` above `-0` (`element::lane::fmax`).
    fn fmax_exact(&mut self, a: Value, b: Value, max: bool) -> Value {
        let m = if max {
            self.b.ins().fmax(a, b)
        } else {
            self.b.ins().fmin(a, b)
        };
        let nan_b = self.b.ins().fcmp(FloatCC::Unordered, b, b);
        let qb = self.b.ins().fadd(b, b);
        let m = self.sel(nan_b, qb, m);
        let nan_a = self.b.ins().fcmp(FloatCC::Unordered, a, a);
        let qa = self.b.ins().fadd(a, a);
        self.sel(nan_a, qa, m)
    }
    /// `y`, or `x` itself where `x` is a NaN: the executor's `floor` and `ceil` (libm's)
    /// return a NaN operand as it is, where the instructions quiet a signalling one.
    fn keep_nan(&mut self, x: Value, y: Value) -> Value {
        let nan = self.b.ins().fcmp(FloatCC::Unordered, x, x);
        self.sel(nan, x, y)
    }
    /// A shift of `x` by `y` (one integer type of `bits`) with StableHLO's semantics: the amount
    /// read as unsigned; at least `bits` gives 0 (left, logical right) or the sign (arithmetic).
    /// Vector code takes a scalar amount `y1` when the amount is loop-invariant, else shifts lane
    /// by lane.
    fn shift(&mut self, op: JitBinary, bits: u8, x: Value, y: Value, y1: Option<Value>) -> Value {
        if self.w == 1 {
            return self.shift_scalar(op, bits, x, y);
        }
        if let Some(s) = y1 {
            let ok = self
                .b
                .ins()
                .icmp_imm_s(IntCC::UnsignedLessThan, s, bits as i64);
            let zero = self.ic(0);
            return match op {
                JitBinary::ShiftLeft => {
                    let r = self.b.ins().ishl(x, s);
                    self.b.ins().select(ok, r, zero)
                }
                JitBinary::ShiftRightLogical => {
                    let r = self.b.ins().ushr(x, s);
                    self.b.ins().select(ok, r, zero)
                }
                _ => {
                    let top = self.b.ins().iconst(types::I32, bits as i64 - 1);
                    let s = self.b.ins().umin(s, top);
                    self.b.ins().sshr(x, s)
                }
            };
        }
        let mut acc = self.ic(0);
        for k in 0..4u8 {
            let xk = self.b.ins().extractlane(x, k);
            let yk = self.b.ins().extractlane(y, k);
            let mut g = Gen { b: self.b, w: 1 };
            let r = g.shift_scalar(op, bits, xk, yk);
            acc = self.b.ins().insertlane(acc, r, k);
        }
        acc
    }
    fn shift_scalar(&mut self, op: JitBinary, bits: u8, x: Value, y: Value) -> Value {
        let ok = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedLessThan, y, bits as i64);
        let zero = self.b.ins().iconst(Self::int_ty(bits), 0);
        match op {
            JitBinary::ShiftLeft => {
                let r = self.b.ins().ishl(x, y);
                self.b.ins().select(ok, r, zero)
            }
            JitBinary::ShiftRightLogical => {
                let r = self.b.ins().ushr(x, y);
                self.b.ins().select(ok, r, zero)
            }
            _ => {
                let top = self.b.ins().iconst(Self::int_ty(bits), bits as i64 - 1);
                let s = self.b.ins().umin(y, top);
                self.b.ins().sshr(x, s)
            }
        }
    }
    fn madd(&mut self, p: Value, r: Value, c: f32) -> Value {
        let m = self.b.ins().fmul(p, r);
        let c = self.fc(c);
        self.b.ins().fadd(m, c)
    }
    fn msub(&mut self, p: Value, r: Value, c: f32) -> Value {
        let m = self.b.ins().fmul(p, r);
        let c = self.fc(c);
        self.b.ins().fsub(m, c)
    }
    fn pow2i(&mut self, n: Value) -> Value {
        let c = self.ic(127);
        let e = self.b.ins().iadd(n, c);
        let e = self.b.ins().ishl_imm_s(e, 23);
        self.i2f(e)
    }

    /// [`super::fastmath::exp`], operation for operation.
    fn exp(&mut self, x: Value) -> Value {
        let hi = self.fc(88.75);
        // The upper clamp as compare-and-select: cheaper than fmin's NaN-exact sequence on x64; a
        // NaN passes through and is restored by the last select.
        let m = self.fcmp(FloatCC::GreaterThan, x, hi);
        let xc = self.sel(m, hi, x);
        // Lanes set to 0 at the end compute e^0 (no subnormal intermediates), as in fastmath:
        // no lower clamp is needed.
        let small = self.fc(-103.972_08);
        let tiny = self.fcmp(FloatCC::LessThan, x, small);
        let zero = self.fc(0.0);
        let xc = self.sel(tiny, zero, xc);
        let l2e = self.fc(std::f32::consts::LOG2_E);
        let t = self.b.ins().fmul(xc, l2e);
        let magic = self.fc(12_582_912.0);
        let shifted = self.b.ins().fadd(t, magic);
        let n = self.b.ins().fsub(shifted, magic);
        let c1 = self.fc(0.693_359_4);
        let c2 = self.fc(-2.121_944_4e-4);
        let a = self.b.ins().fmul(n, c1);
        let r = self.b.ins().fsub(xc, a);
        let a = self.b.ins().fmul(n, c2);
        let r = self.b.ins().fsub(r, a);
        let mut p = self.fc(1.987_569_1e-4);
        for c in [
            1.398_199_9e-3,
            8.333_452e-3,
            4.166_579_6e-2,
            1.666_666_5e-1,
            0.5,
        ] {
            p = self.madd(p, r, c);
        }
        let pr = self.b.ins().fmul(p, r);
        let prr = self.b.ins().fmul(pr, r);
        let y = self.b.ins().fadd(prr, r);
        let one = self.fc(1.0);
        let y = self.b.ins().fadd(y, one);
        // `n` as an integer from `shifted`'s bits, as fastmath::exp reads it (no conversion).
        let sb = self.f2i(shifted);
        let mb = self.ic(12_582_912f32.to_bits() as i32);
        let ni = self.b.ins().isub(sb, mb);
        let n1 = self.b.ins().sshr_imm_s(ni, 1);
        let n2 = self.b.ins().isub(ni, n1);
        let s1 = self.pow2i(n1);
        let s2 = self.pow2i(n2);
        let v = self.b.ins().fmul(y, s1);
        let v = self.b.ins().fmul(v, s2);
        let big = self.fc(88.722_84);
        let m = self.fcmp(FloatCC::GreaterThan, x, big);
        let inf = self.fc(f32::INFINITY);
        let v = self.sel(m, inf, v);
        let v = self.sel(tiny, zero, v);
        let m = self.fcmp(FloatCC::Unordered, x, x);
        self.sel(m, x, v)
    }

    /// [`super::fastmath::log`], operation for operation.
    fn log(&mut self, x: Value) -> Value {
        let minpos = self.fc(f32::MIN_POSITIVE);
        let den = self.fcmp(FloatCC::LessThan, x, minpos);
        let scale = self.fc(8_388_608.0);
        let xm = self.b.ins().fmul(x, scale);
        let xs = self.sel(den, xm, x);
        let bits = self.f2i(xs);
        let e = self.b.ins().ushr_imm_s(bits, 23);
        let ff = self.ic(0xff);
        let e = self.b.ins().band(e, ff);
        let c126 = self.ic(126);
        let e = self.b.ins().isub(e, c126);
        let c23 = self.ic(23);
        let c0 = self.ic(0);
        let dadj = if self.w == 4 {
            self.b.ins().bitselect(den, c23, c0)
        } else {
            self.b.ins().select(den, c23, c0)
        };
        let e = self.b.ins().isub(e, dadj);
        let mm = self.ic(0x807f_ffff_u32 as i32);
        let m0 = self.b.ins().band(bits, mm);
        let half = self.ic(0x3f00_0000);
        let m0 = self.b.ins().bor(m0, half);
        let m0 = self.i2f(m0);
        let s2 = self.fc(std::f32::consts::FRAC_1_SQRT_2);
        let small = self.fcmp(FloatCC::LessThan, m0, s2);
        let e = if self.w == 4 {
            self.b.ins().iadd(e, small)
        } else {
            let s = self.b.ins().uextend(types::I32, small);
            self.b.ins().isub(e, s)
        };
        let one = self.fc(1.0);
        let twice = self.b.ins().fadd(m0, m0);
        let a = self.b.ins().fsub(twice, one);
        let bb = self.b.ins().fsub(m0, one);
        let m = self.sel(small, a, bb);
        let z = self.b.ins().fmul(m, m);
        let mut y = self.fc(7.037_683_6e-2);
        y = self.msub(y, m, 1.151_461e-1);
        y = self.madd(y, m, 1.167_699_9e-1);
        y = self.msub(y, m, 1.242_014_1e-1);
        y = self.madd(y, m, 1.424_932_3e-1);
        y = self.msub(y, m, 1.666_805_8e-1);
        y = self.madd(y, m, 2.000_071_4e-1);
        y = self.msub(y, m, 2.499_999_4e-1);
        y = self.madd(y, m, 3.333_333e-1);
        let fty = self.fty();
        let ef = self.b.ins().fcvt_from_sint(fty, e);
        let ym = self.b.ins().fmul(y, m);
        let r = self.b.ins().fmul(ym, z);
        let c = self.fc(-2.121_944_4e-4);
        let t = self.b.ins().fmul(c, ef);
        let r = self.b.ins().fadd(r, t);
        let c = self.fc(-0.5);
        let t = self.b.ins().fmul(c, z);
        let r = self.b.ins().fadd(r, t);
        let v = self.b.ins().fadd(m, r);
        let c = self.fc(0.693_359_4);
        let t = self.b.ins().fmul(c, ef);
        let v = self.b.ins().fadd(v, t);
        let inf = self.fc(f32::INFINITY);
        let isinf = self.fcmp(FloatCC::Equal, x, inf);
        let v = self.sel(isinf, x, v);
        let zero = self.fc(0.0);
        let iszero = self.fcmp(FloatCC::Equal, x, zero);
        let ninf = self.fc(f32::NEG_INFINITY);
        let v = self.sel(iszero, ninf, v);
        let bad = self.fcmp(FloatCC::UnorderedOrLessThan, x, zero);
        let nan = self.fc(f32::NAN);
        self.sel(bad, nan, v)
    }

    /// [`super::fastmath::tanh`], operation for operation.
    fn tanh(&mut self, x: Value) -> Value {
        let a = self.b.ins().fabs(x);
        let z = self.b.ins().fmul(x, x);
        let mut p = self.fc(-5.704_988_7e-3);
        p = self.madd(p, z, 2.063_909e-2);
        p = self.msub(p, z, 5.373_971_6e-2);
        p = self.madd(p, z, 1.333_144_2e-1);
        p = self.msub(p, z, 3.333_328e-1);
        let xz = self.b.ins().fmul(x, z);
        let xzp = self.b.ins().fmul(xz, p);
        let small = self.b.ins().fadd(x, xzp);
        // x's sign OR-ed in: tanh(-0) = -0, as in fastmath::tanh.
        let xb = self.f2i(x);
        let sign = self.ic(0x8000_0000_u32 as i32);
        let sb = self.b.ins().band(xb, sign);
        let smallb = self.f2i(small);
        let smallb = self.b.ins().bor(smallb, sb);
        let small = self.i2f(smallb);
        let nine = self.fc(9.0);
        let m = self.fcmp(FloatCC::LessThan, a, nine);
        let am = self.sel(m, a, nine);
        let two = self.fc(2.0);
        let a2 = self.b.ins().fmul(two, am);
        let e = self.exp(a2);
        let one = self.fc(1.0);
        let d = self.b.ins().fadd(e, one);
        let q = self.b.ins().fdiv(two, d);
        let big = self.b.ins().fsub(one, q);
        let bigb = self.f2i(big);
        let bigb = self.b.ins().bor(bigb, sb);
        let big = self.i2f(bigb);
        let c = self.fc(0.625);
        let m = self.fcmp(FloatCC::LessThan, a, c);
        let v = self.sel(m, small, big);
        let m = self.fcmp(FloatCC::GreaterThanOrEqual, a, nine);
        // copysign(1, x) from bits: fcopysign has no f32x4 lowering on x64.
        let ob = self.f2i(one);
        let sx = self.b.ins().bor(ob, sb);
        let s = self.i2f(sx);
        let v = self.sel(m, s, v);
        let m = self.fcmp(FloatCC::Unordered, x, x);
        self.sel(m, x, v)
    }

    fn logistic(&mut self, x: Value) -> Value {
        let a = self.b.ins().fabs(x);
        let na = self.b.ins().fneg(a);
        let e = self.exp(na);
        let one = self.fc(1.0);
        let d = self.b.ins().fadd(one, e);
        let pos = self.b.ins().fdiv(one, d);
        let neg = self.b.ins().fdiv(e, d);
        let zero = self.fc(0.0);
        let m = self.fcmp(FloatCC::LessThan, x, zero);
        self.sel(m, neg, pos)
    }
}

fn float_cc(d: CompareDirection) -> FloatCC {
    match d {
        CompareDirection::Eq => FloatCC::Equal,
        CompareDirection::Ne => FloatCC::NotEqual,
        CompareDirection::Lt => FloatCC::LessThan,
        CompareDirection::Le => FloatCC::LessThanOrEqual,
        CompareDirection::Gt => FloatCC::GreaterThan,
        CompareDirection::Ge => FloatCC::GreaterThanOrEqual,
    }
}

fn int_cc(d: CompareDirection, signed: bool) -> IntCC {
    match (d, signed) {
        (CompareDirection::Eq, _) => IntCC::Equal,
        (CompareDirection::Ne, _) => IntCC::NotEqual,
        (CompareDirection::Lt, true) => IntCC::SignedLessThan,
        (CompareDirection::Le, true) => IntCC::SignedLessThanOrEqual,
        (CompareDirection::Gt, true) => IntCC::SignedGreaterThan,
        (CompareDirection::Ge, true) => IntCC::SignedGreaterThanOrEqual,
        (CompareDirection::Lt, false) => IntCC::UnsignedLessThan,
        (CompareDirection::Le, false) => IntCC::UnsignedLessThanOrEqual,
        (CompareDirection::Gt, false) => IntCC::UnsignedGreaterThan,
        (CompareDirection::Ge, false) => IntCC::UnsignedGreaterThanOrEqual,
    }
}

/// Values the generated loop body needs from outside it.
struct Env {
    ptrs: Value,
    iotas: Value,
    j0: Value,
    /// Current inner index `j` (relative to the segment start).
    j: Value,
    /// Scalar values of the loop-invariant nodes computed so far (vector shifts take their
    /// amount from here).
    inv1: Vec<Option<Value>>,
}

/// The scalar value of a constant of type `t` with bit pattern `bits`, as the executor reads it
/// (`storage::splat_bits`): a float as `f64` (a NaN as the executor decodes it), an integer wrapped
/// to its type, a boolean as 0 or 1.
fn const_value(t: ElemType, bits: u128) -> Option<(f64, i64)> {
    match super::storage::splat_bits(t, bits, 1) {
        element::Lane::F32(v) => Some((*v.first()? as f64, 0)),
        element::Lane::F(v) => Some((*v.first()?, 0)),
        element::Lane::I(v) => Some((0.0, *v.first()?)),
        element::Lane::C(_) => None,
    }
}

/// Loads the storage bits or value of one element of type `lt` at `addr` in scalar form: floats
/// held as `f32` widened from their 16 bits into an `i32` (`raw`) or decoded (else), other types
/// as stored (`i1` as a byte 0/1).
fn load_scalar(g: &mut Gen, lt: ElemType, addr: Value, raw: bool) -> Option<Value> {
    let flags = MemFlagsData::new().with_notrap();
    Some(match rep(lt)? {
        Rep::F32(Half::No) => {
            let x = g.b.ins().load(types::F32, flags, addr, 0);
            if raw {
                g.b.ins().bitcast(types::I32, LE, x)
            } else {
                x
            }
        }
        Rep::F32(h) => {
            let x = g.b.ins().load(types::I16, flags, addr, 0);
            let x = g.b.ins().uextend(types::I32, x);
            if raw {
                x
            } else {
                g.half_value(h, x)
            }
        }
        Rep::F64 => g.b.ins().load(types::F64, flags, addr, 0),
        Rep::Int { bits, .. } => g.b.ins().load(Gen::int_ty(bits), flags, addr, 0),
        Rep::Bool => {
            let x = g.b.ins().load(types::I8, flags, addr, 0);
            if raw {
                g.b.ins().uextend(types::I32, x)
            } else {
                // i1 is stored as a byte 0/1; any nonzero byte is true.
                g.b.ins().icmp_imm_s(IntCC::NotEqual, x, 0)
            }
        }
    })
}

/// Vector code's value of type `lt` from four lanes of its raw storage bits (`i32x4`).
fn decode_vec(g: &mut Gen, lt: ElemType, raw: Value) -> Option<Value> {
    Some(match rep(lt)? {
        Rep::F32(Half::No) => g.i2f(raw),
        Rep::F32(h) => g.half_value(h, raw),
        Rep::Int { bits: 32, .. } => raw,
        Rep::Bool => {
            let z = g.ic(0);
            g.b.ins().icmp(IntCC::NotEqual, raw, z)
        }
        Rep::Int { .. } | Rep::F64 => return None,
    })
}

/// Emits node `i` at width `g.w`. `vals` holds earlier nodes' values at the same width.
fn emit_node(
    g: &mut Gen,
    expr: &Expr,
    sh: &Shape,
    load_index: &[usize],
    i: usize,
    vals: &[Value],
    env: &Env,
) -> Option<Value> {
    let t = expr.types[i];
    let r = rep(t)?;
    let v = |j: &u32| vals[*j as usize];
    let w = g.w;
    let round = |g: &mut Gen, x: Value| match r {
        Rep::F32(h) => g.round_to(h, x),
        Rep::F64 | Rep::Int { .. } | Rep::Bool => x,
    };
    Some(match &expr.nodes[i] {
        Node::Load { .. } => {
            let li = load_index[i];
            let base = g.b.ins().load(
                types::I64,
                MemFlagsData::trusted(),
                env.ptrs,
                (li * 8) as i32,
            );
            let stride = sh.inner_strides[li];
            let lt = sh.load_types[li];
            let esize = lt.byte_size() as i64;
            let flags = MemFlagsData::new().with_notrap();
            let addr_at = |g: &mut Gen, k: i64| -> Value {
                // Address of element `j + k` of the row: base + (j + k) * stride * esize.
                let jk = g.b.ins().iadd_imm_s(env.j, k);
                let off = g.b.ins().imul_imm_s(jk, stride * esize);
                g.b.ins().iadd(base, off)
            };
            if w == 1 || stride == 0 {
                let addr = addr_at(g, 0);
                let x = load_scalar(g, lt, addr, false)?;
                if w == 1 {
                    return Some(x);
                }
                return Some(match r {
                    Rep::Bool => {
                        let x = g.b.ins().uextend(types::I32, x);
                        let x = g.b.ins().splat(types::I32X4, x);
                        let z = g.ic(0);
                        g.b.ins().icmp(IntCC::NotEqual, x, z)
                    }
                    Rep::F32(_) | Rep::Int { .. } | Rep::F64 => g.widen(x),
                });
            }
            if stride == 1 {
                let off = g.b.ins().imul_imm_s(env.j, esize);
                let addr = g.b.ins().iadd(base, off);
                match r {
                    Rep::F32(Half::No) => {
                        return Some(g.b.ins().load(types::F32X4, flags, addr, 0))
                    }
                    Rep::Int { bits: 32, .. } => {
                        return Some(g.b.ins().load(types::I32X4, flags, addr, 0))
                    }
                    Rep::F32(h) => {
                        let raw = g.b.ins().uload16x4(flags, addr, 0);
                        return Some(g.half_value(h, raw));
                    }
                    Rep::Bool | Rep::Int { .. } | Rep::F64 => {}
                }
            }
            let mut acc = g.ic(0);
            for k in 0..4 {
                let addr = addr_at(g, k);
                let x = load_scalar(g, lt, addr, true)?;
                acc = g.b.ins().insertlane(acc, x, k as u8);
            }
            decode_vec(g, lt, acc)?
        }
        Node::Const(bits) => {
            let (f, n) = const_value(t, *bits)?;
            match r {
                Rep::F32(_) => g.fc(f as f32),
                Rep::F64 => g.b.ins().f64const(f),
                Rep::Int { bits, .. } => g.int_const(bits, n),
                Rep::Bool if w == 4 => g.ic(if n != 0 { -1 } else { 0 }),
                Rep::Bool => g.b.ins().iconst(types::I8, (n != 0) as i64),
            }
        }
        Node::Iota { dim, scale, offset } => {
            let slot = sh.iota_slot[i];
            let val64 = if slot != usize::MAX {
                g.b.ins().load(
                    types::I64,
                    MemFlagsData::trusted(),
                    env.iotas,
                    (slot * 8) as i32,
                )
            } else {
                debug_assert_eq!(sh.inner_dim, Some(*dim as usize));
                let jj = g.b.ins().iadd(env.j0, env.j);
                let x = g.b.ins().imul_imm_s(jj, *scale);
                g.b.ins().iadd_imm_s(x, *offset)
            };
            if w == 1 {
                // |value| < 2^30 (the plan checks), so every conversion below is exact or wraps
                // as the executor wraps.
                return Some(match r {
                    Rep::F32(h) => {
                        let x = g.b.ins().fcvt_from_sint(types::F32, val64);
                        g.round_to(h, x)
                    }
                    Rep::F64 => g.b.ins().fcvt_from_sint(types::F64, val64),
                    Rep::Int { bits: 64, .. } => val64,
                    Rep::Int { bits, .. } => g.b.ins().ireduce(Gen::int_ty(bits), val64),
                    Rep::Bool => return None,
                });
            }
            let v32 = g.b.ins().ireduce(types::I32, val64);
            let mut iv = g.widen(v32);
            if slot == usize::MAX {
                let s = *scale as i32;
                let lanes = g.b.func.dfg.constants.insert(
                    [0, s, 2 * s, 3 * s]
                        .iter()
                        .flat_map(|x| x.to_le_bytes())
                        .collect::<Vec<u8>>()
                        .into(),
                );
                let c = g.b.ins().vconst(types::I32X4, lanes);
                iv = g.b.ins().iadd(iv, c);
            }
            match r {
                Rep::F32(h) => {
                    let x = g.b.ins().fcvt_from_sint(types::F32X4, iv);
                    g.round_to(h, x)
                }
                Rep::Int { bits: 32, .. } => iv,
                Rep::Int { .. } | Rep::F64 | Rep::Bool => return None,
            }
        }
        Node::Param(_) => return None,
        Node::Unary(op, x) => {
            let x = v(x);
            let j = fast_paths::unary(*op).jit.filter(|j| j.takes(t))?;
            match (j, r) {
                (JitUnary::Negate, Rep::F32(_) | Rep::F64) => {
                    let y = g.b.ins().fneg(x);
                    round(g, y)
                }
                (JitUnary::Negate, _) => g.b.ins().ineg(x),
                (JitUnary::Abs, Rep::F32(_) | Rep::F64) => {
                    let y = g.b.ins().fabs(x);
                    round(g, y)
                }
                (JitUnary::Abs, Rep::Int { signed: false, .. }) => x,
                (JitUnary::Abs, _) => g.b.ins().iabs(x),
                (JitUnary::Sqrt, _) => {
                    let y = g.b.ins().sqrt(x);
                    round(g, y)
                }
                (JitUnary::Rsqrt, _) => {
                    let s = g.b.ins().sqrt(x);
                    let one = g.float_const(r, 1.0);
                    g.b.ins().fdiv(one, s)
                }
                (JitUnary::Exponential, _) => {
                    let y = g.exp(x);
                    round(g, y)
                }
                (JitUnary::Log, _) => {
                    let y = g.log(x);
                    round(g, y)
                }
                (JitUnary::Tanh, _) => {
                    let y = g.tanh(x);
                    round(g, y)
                }
                (JitUnary::Logistic, _) => {
                    let y = g.logistic(x);
                    round(g, y)
                }
                (JitUnary::Floor, _) => {
                    let y = g.b.ins().floor(x);
                    let y = g.keep_nan(x, y);
                    round(g, y)
                }
                (JitUnary::Ceil, _) => {
                    let y = g.b.ins().ceil(x);
                    let y = g.keep_nan(x, y);
                    round(g, y)
                }
                (JitUnary::RoundNearestEven, _) => {
                    // (The executor's rounds through arithmetic, which quiets a NaN, as this does.)
                    let y = g.b.ins().nearest(x);
                    round(g, y)
                }
                (JitUnary::Not, Rep::Bool) if w != 4 => g.b.ins().bxor_imm_s(x, 1),
                (JitUnary::Not, _) => g.b.ins().bnot(x),
                (JitUnary::Popcnt, Rep::Int { .. }) if w == 4 => {
                    // No lane-wise popcount on x64 before AVX-512: lane by lane.
                    let mut acc = g.ic(0);
                    for k in 0..4u8 {
                        let xk = g.b.ins().extractlane(x, k);
                        let c = g.b.ins().popcnt(xk);
                        acc = g.b.ins().insertlane(acc, c, k);
                    }
                    acc
                }
                (JitUnary::Popcnt, _) => g.b.ins().popcnt(x),
            }
        }
        Node::Binary(op, a, b) => {
            let (av, bv) = (v(a), v(b));
            let j = fast_paths::binary(*op).jit.filter(|j| j.takes(t))?;
            match r {
                Rep::F32(_) | Rep::F64 => {
                    let y = match j {
                        JitBinary::Add => g.b.ins().fadd(av, bv),
                        JitBinary::Subtract => g.b.ins().fsub(av, bv),
                        JitBinary::Multiply => g.b.ins().fmul(av, bv),
                        JitBinary::Divide => g.b.ins().fdiv(av, bv),
                        JitBinary::Maximum => g.fmax_exact(av, bv, true),
                        JitBinary::Minimum => g.fmax_exact(av, bv, false),
                        JitBinary::And
                        | JitBinary::Or
                        | JitBinary::Xor
                        | JitBinary::ShiftLeft
                        | JitBinary::ShiftRightLogical
                        | JitBinary::ShiftRightArithmetic => return None,
                    };
                    round(g, y)
                }
                Rep::Int { bits, signed } => match j {
                    JitBinary::Add => g.b.ins().iadd(av, bv),
                    JitBinary::Subtract => g.b.ins().isub(av, bv),
                    JitBinary::Multiply => g.b.ins().imul(av, bv),
                    JitBinary::Maximum if signed => g.b.ins().smax(av, bv),
                    JitBinary::Minimum if signed => g.b.ins().smin(av, bv),
                    JitBinary::Maximum => g.b.ins().umax(av, bv),
                    JitBinary::Minimum => g.b.ins().umin(av, bv),
                    JitBinary::And => g.b.ins().band(av, bv),
                    JitBinary::Or => g.b.ins().bor(av, bv),
                    JitBinary::Xor => g.b.ins().bxor(av, bv),
                    JitBinary::ShiftLeft
                    | JitBinary::ShiftRightLogical
                    | JitBinary::ShiftRightArithmetic => {
                        let y1 = env.inv1.get(*b as usize).copied().flatten();
                        g.shift(j, bits, av, bv, y1)
                    }
                    JitBinary::Divide => return None,
                },
                Rep::Bool => match j {
                    JitBinary::And => g.b.ins().band(av, bv),
                    JitBinary::Or => g.b.ins().bor(av, bv),
                    JitBinary::Xor => g.b.ins().bxor(av, bv),
                    JitBinary::Add
                    | JitBinary::Subtract
                    | JitBinary::Multiply
                    | JitBinary::Divide
                    | JitBinary::Maximum
                    | JitBinary::Minimum
                    | JitBinary::ShiftLeft
                    | JitBinary::ShiftRightLogical
                    | JitBinary::ShiftRightArithmetic => return None,
                },
            }
        }
        Node::Compare { dir, ty: ct, a, b } => {
            let at = expr.types[*a as usize];
            let (av, bv) = (v(a), v(b));
            match (rep(at)?, ct) {
                (Rep::F32(_) | Rep::F64, CompareType::Float) => {
                    g.b.ins().fcmp(float_cc(*dir), av, bv)
                }
                // The executor holds integers sign- or zero-extended by their type and compares
                // them as signed `i64`s under SIGNED, as unsigned bits under UNSIGNED; an `i1` is
                // 0 or 1 (a mask of all ones in vectors, which unsigned order keeps above 0).
                (Rep::Int { signed: true, .. }, CompareType::Signed) => {
                    g.b.ins().icmp(int_cc(*dir, true), av, bv)
                }
                (Rep::Int { .. } | Rep::Bool, CompareType::Signed | CompareType::Unsigned) => {
                    g.b.ins().icmp(int_cc(*dir, false), av, bv)
                }
                (Rep::F32(_) | Rep::F64 | Rep::Int { .. } | Rep::Bool, _) => return None,
            }
        }
        Node::Select(c, a, b) => {
            let (c, a, b) = (v(c), v(a), v(b));
            g.sel(c, a, b)
        }
        Node::Clamp(lo, x, hi) => {
            let (lo, x, hi) = (v(lo), v(x), v(hi));
            match r {
                Rep::F32(_) | Rep::F64 => {
                    let m = g.fmax_exact(x, lo, true);
                    let m = round(g, m);
                    let m = g.fmax_exact(m, hi, false);
                    round(g, m)
                }
                Rep::Int { signed: true, .. } => {
                    let m = g.b.ins().smax(x, lo);
                    g.b.ins().smin(m, hi)
                }
                Rep::Int { signed: false, .. } => {
                    let m = g.b.ins().umax(x, lo);
                    g.b.ins().umin(m, hi)
                }
                Rep::Bool => return None,
            }
        }
        Node::Convert(x) => {
            let from = expr.types[*x as usize];
            emit_convert(g, from, t, v(x))?
        }
        Node::Bitcast(x) => {
            let from = expr.types[*x as usize];
            let x = v(x);
            match (rep(from)?, r) {
                (Rep::F32(Half::No), Rep::Int { .. }) => g.f2i(x),
                (Rep::Int { .. }, Rep::F32(Half::No)) => g.i2f(x),
                (Rep::F64, Rep::Int { .. }) => g.b.ins().bitcast(types::I64, LE, x),
                (Rep::Int { .. }, Rep::F64) => g.b.ins().bitcast(types::F64, LE, x),
                (Rep::Int { .. }, Rep::Int { .. }) => x,
                (Rep::F32(h), Rep::F32(k)) => {
                    let bits = g.half_bits(h, x);
                    g.half_value(k, bits)
                }
                (Rep::F32(h), Rep::Int { .. }) if w == 1 => {
                    let bits = g.half_bits(h, x);
                    g.b.ins().ireduce(types::I16, bits)
                }
                (Rep::Int { .. }, Rep::F32(k)) if w == 1 => {
                    let bits = g.b.ins().uextend(types::I32, x);
                    g.half_value(k, bits)
                }
                (Rep::F32(_) | Rep::F64 | Rep::Int { .. } | Rep::Bool, _) => return None,
            }
        }
        Node::ReducePrecision { .. } => return None,
    })
}

/// `convert` from `from` to `to` of `x` at `g`'s width, as the executor converts: floats to
/// integers truncated and saturated (NaN is 0), integers to floats and floats to narrower floats
/// rounded once to nearest even, integers wrapped, anything to `i1` as `!= 0`.
fn emit_convert(g: &mut Gen, from: ElemType, to: ElemType, x: Value) -> Option<Value> {
    if from == to {
        return Some(x);
    }
    if !convert_ok(from, to) {
        return None;
    }
    let w = g.w;
    Some(match (rep(from)?, rep(to)?) {
        (Rep::F32(_), Rep::F32(h)) => g.round_to(h, x),
        (Rep::F32(_), Rep::F64) => g.b.ins().fpromote(types::F64, x),
        (Rep::F64, Rep::F32(_)) => g.b.ins().fdemote(types::F32, x),
        (Rep::F64, Rep::F64) => x,
        (Rep::F32(_) | Rep::F64, Rep::Bool) => {
            let z = g.float_const(rep(from)?, 0.0);
            g.b.ins().fcmp(FloatCC::NotEqual, x, z)
        }
        (Rep::F32(_) | Rep::F64, Rep::Int { bits, signed }) => {
            if w == 4 {
                let ity = g.ity();
                if signed {
                    g.b.ins().fcvt_to_sint_sat(ity, x)
                } else {
                    g.b.ins().fcvt_to_uint_sat(ity, x)
                }
            } else if bits >= 32 {
                let it = Gen::int_ty(bits);
                if signed {
                    g.b.ins().fcvt_to_sint_sat(it, x)
                } else {
                    g.b.ins().fcvt_to_uint_sat(it, x)
                }
            } else {
                // Saturate to the narrow type's range in 32 bits, then narrow.
                let y = g.b.ins().fcvt_to_sint_sat(types::I32, x);
                let (lo, hi) = if signed {
                    (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
                } else {
                    (0, (1i64 << bits) - 1)
                };
                let lo = g.b.ins().iconst(types::I32, lo);
                let hi = g.b.ins().iconst(types::I32, hi);
                let y = g.b.ins().smax(y, lo);
                let y = g.b.ins().smin(y, hi);
                g.b.ins().ireduce(Gen::int_ty(bits), y)
            }
        }
        (Rep::Int { bits, signed }, Rep::F32(h)) => {
            let fty = g.fty();
            let y = if w == 4 {
                if signed {
                    g.b.ins().fcvt_from_sint(fty, x)
                } else {
                    g.b.ins().fcvt_from_uint(fty, x)
                }
            } else {
                let x = widen_int(g, x, bits, signed, 32);
                if signed {
                    g.b.ins().fcvt_from_sint(types::F32, x)
                } else {
                    g.b.ins().fcvt_from_uint(types::F32, x)
                }
            };
            // Exact for the 8- and 16-bit integers `convert_ok` allows into bf16 and f16.
            g.round_to(h, y)
        }
        (Rep::Int { bits, signed }, Rep::F64) => {
            let x = widen_int(g, x, bits, signed, 32);
            if signed {
                g.b.ins().fcvt_from_sint(types::F64, x)
            } else {
                g.b.ins().fcvt_from_uint(types::F64, x)
            }
        }
        (Rep::Int { bits, signed }, Rep::Int { bits: tb, .. }) => {
            if w == 4 || bits == tb {
                x
            } else if tb < bits {
                g.b.ins().ireduce(Gen::int_ty(tb), x)
            } else {
                widen_int(g, x, bits, signed, tb)
            }
        }
        (Rep::Int { bits, .. }, Rep::Bool) => {
            let z = g.int_const(bits, 0);
            g.b.ins().icmp(IntCC::NotEqual, x, z)
        }
        (Rep::Bool, Rep::F32(_) | Rep::F64) => {
            let r = rep(to)?;
            let one = g.float_const(r, 1.0);
            let zero = g.float_const(r, 0.0);
            g.sel(x, one, zero)
        }
        (Rep::Bool, Rep::Int { bits, .. }) => {
            if w == 4 {
                g.and_c(x, 1)
            } else if bits == 8 {
                x
            } else {
                g.b.ins().uextend(Gen::int_ty(bits), x)
            }
        }
        (Rep::Bool, Rep::Bool) => x,
    })
}

/// Scalar integer `x` of `bits` extended (by its signedness) to at least `to` bits.
fn widen_int(g: &mut Gen, x: Value, bits: u8, signed: bool, to: u8) -> Value {
    if bits >= to {
        return x;
    }
    let t = Gen::int_ty(to);
    if signed {
        g.b.ins().sextend(t, x)
    } else {
        g.b.ins().uextend(t, x)
    }
}

/// Which nodes are the same for every element of a row segment.
fn invariant(expr: &Expr, sh: &Shape, load_index: &[usize]) -> Vec<bool> {
    let mut inv = vec![false; expr.nodes.len()];
    for i in 0..expr.nodes.len() {
        let o = |j: &u32| inv[*j as usize];
        inv[i] = match &expr.nodes[i] {
            Node::Load { .. } => sh.inner_strides[load_index[i]] == 0,
            Node::Const(_) => true,
            Node::Iota { .. } => sh.iota_slot[i] != usize::MAX,
            Node::Param(_) => false,
            Node::Unary(_, x)
            | Node::Convert(x)
            | Node::Bitcast(x)
            | Node::ReducePrecision { x, .. } => o(x),
            Node::Binary(_, a, b) | Node::Compare { a, b, .. } => o(a) && o(b),
            Node::Select(a, b, c) | Node::Clamp(a, b, c) => o(a) && o(b) && o(c),
        };
    }
    inv
}

/// Emits `js.len()` independent 4-lane vectors of a row function's body, at inner indices `js`,
/// with their instructions interleaved node by node (so the long dependency chains of the
/// polynomials overlap), and stores each output's vectors.
#[allow(clippy::too_many_arguments)] // The codegen's state, passed as the caller holds it.
fn emit_vectors(
    b: &mut FunctionBuilder,
    expr: &Expr,
    sh: &Shape,
    load_index: &[usize],
    env: &mut Env,
    pre4: &[Option<Value>],
    outputs: &[u32],
    out_bases: &[Value],
    js: &[Value],
) -> Option<()> {
    let mut vals: Vec<Vec<Value>> = js
        .iter()
        .map(|_| Vec::with_capacity(expr.nodes.len()))
        .collect();
    for (i, &pre) in pre4.iter().enumerate().take(expr.nodes.len()) {
        for u in 0..js.len() {
            let x = match pre {
                Some(x) => x,
                None => {
                    env.j = js[u];
                    let mut g = Gen { b: &mut *b, w: 4 };
                    emit_node(&mut g, expr, sh, load_index, i, &vals[u], env)?
                }
            };
            vals[u].push(x);
        }
    }
    for (o, &node) in outputs.iter().enumerate() {
        let ot = expr.types[node as usize];
        let is_mask = ot == ElemType::I1;
        let half = match rep(ot) {
            Some(Rep::F32(h @ (Half::Bf16 | Half::F16))) => Some(h),
            Some(Rep::F32(Half::No) | Rep::F64 | Rep::Int { .. } | Rep::Bool) | None => None,
        };
        for u in 0..js.len() {
            let (off, x) = if let Some(h) = half {
                // Four 16-bit patterns in 32-bit lanes, packed (they fit: no saturation)
                // into the low 64 bits.
                let mut g = Gen { b: &mut *b, w: 4 };
                let bits = g.half_bits(h, vals[u][node as usize]);
                let p = b.ins().unarrow(bits, bits);
                let p = b.ins().bitcast(types::I64X2, LE, p);
                let word = b.ins().extractlane(p, 0);
                (b.ins().imul_imm_s(js[u], 2), word)
            } else if is_mask {
                // A lane mask (-1/0 per i32 lane) stored as four bytes 0/1: keep bit 0 of
                // each lane, narrow i32x4 -> i16x8 -> i8x16 and store the low 32 bits.
                let one = {
                    let c = b.ins().iconst(types::I32, 1);
                    b.ins().splat(types::I32X4, c)
                };
                let bits = b.ins().band(vals[u][node as usize], one);
                let h = b.ins().snarrow(bits, bits);
                let q = b.ins().snarrow(h, h);
                let q = b.ins().bitcast(types::I32X4, LE, q);
                let word = b.ins().extractlane(q, 0);
                (js[u], word)
            } else {
                (b.ins().imul_imm_s(js[u], 4), vals[u][node as usize])
            };
            let addr = b.ins().iadd(out_bases[o], off);
            b.ins().store(MemFlagsData::new().with_notrap(), x, addr, 0);
        }
    }
    Some(())
}

fn codegen(expr: &Expr, sh: &Shape, outputs: &[u32]) -> Option<Code> {
    let mut flags = settings::builder();
    flags.set("opt_level", "speed").ok()?;
    flags.set("is_pic", "false").ok()?;
    let isa = cranelift_native::builder()
        .ok()?
        .finish(settings::Flags::new(flags))
        .ok()?;
    let frontend = isa.frontend_config();
    let mut module = JITModule::new(JITBuilder::with_isa(isa, default_libcall_names()));
    let mut ctx = module.make_context();
    let ptr = types::I64;
    for _ in 0..4 {
        ctx.func.signature.params.push(AbiParam::new(ptr));
    }
    ctx.func.name = UserFuncName::user(0, 0);
    let mut load_index = vec![usize::MAX; expr.nodes.len()];
    let mut nl = 0;
    for (i, n) in expr.nodes.iter().enumerate() {
        if matches!(n, Node::Load { .. }) {
            load_index[i] = nl;
            nl += 1;
        }
    }
    let inv = invariant(expr, sh, &load_index);
    // Vector code holds 32-bit lanes; a step with another type runs the scalar loop alone.
    let vector = expr.types.iter().all(|&t| in_vectors(t));
    let mut fbc = FunctionBuilderContext::new();
    {
        let mut b = FunctionBuilder::new(&mut ctx.func, &mut fbc);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let params = b.block_params(entry).to_vec();
        let (ptrs, n, iotas, j0) = (params[0], params[1], params[2], params[3]);
        let zero = b.ins().iconst(types::I64, 0);
        let mut env = Env {
            ptrs,
            iotas,
            j0,
            j: zero,
            inv1: vec![None; expr.nodes.len()],
        };
        // Invariant nodes at both widths, once.
        let mut pre4: Vec<Option<Value>> = vec![None; expr.nodes.len()];
        let mut pre1: Vec<Option<Value>> = vec![None; expr.nodes.len()];
        {
            let mut v4 = Vec::with_capacity(expr.nodes.len());
            let mut v1 = Vec::with_capacity(expr.nodes.len());
            for i in 0..expr.nodes.len() {
                if inv[i] {
                    let mut g = Gen { b: &mut b, w: 1 };
                    let x1 = emit_node(&mut g, expr, sh, &load_index, i, &v1, &env)?;
                    env.inv1[i] = Some(x1);
                    let x4 = if vector {
                        let mut g = Gen { b: &mut b, w: 4 };
                        emit_node(&mut g, expr, sh, &load_index, i, &v4, &env)?
                    } else {
                        zero
                    };
                    pre4[i] = Some(x4);
                    pre1[i] = Some(x1);
                    v4.push(x4);
                    v1.push(x1);
                } else {
                    // Placeholders: an invariant node never reads a variant one.
                    v4.push(zero);
                    v1.push(zero);
                }
            }
        }
        let out_bases: Vec<Value> = (0..outputs.len())
            .map(|o| {
                b.ins().load(
                    types::I64,
                    MemFlagsData::trusted(),
                    ptrs,
                    ((nl + o) * 8) as i32,
                )
            })
            .collect();
        let jvar: Variable = b.declare_var(types::I64);
        b.def_var(jvar, zero);
        let shead = b.create_block();
        let sbody = b.create_block();
        let exit = b.create_block();
        if vector {
            let vhead = b.create_block();
            let vbody = b.create_block();
            let v1head = b.create_block();
            let v1body = b.create_block();
            b.ins().jump(vhead, &[]);

            // Vector loop: while j + 4 * UNROLL <= n, UNROLL independent vectors per iteration with
            // their instructions interleaved node by node, so the long dependency chains of the
            // polynomials overlap.
            b.switch_to_block(vhead);
            let j = b.use_var(jvar);
            let j4 = b.ins().iadd_imm_s(j, 4 * UNROLL as i64);
            let more = b.ins().icmp(IntCC::SignedLessThanOrEqual, j4, n);
            b.ins().brif(more, vbody, &[], v1head, &[]);

            // One more vector when at least 4 elements are left (fewer than 4 * UNROLL are): a
            // row of 4 to 7 elements runs as a vector, not element by element.
            b.switch_to_block(v1head);
            let j = b.use_var(jvar);
            let j1 = b.ins().iadd_imm_s(j, 4);
            let one = b.ins().icmp(IntCC::SignedLessThanOrEqual, j1, n);
            b.ins().brif(one, v1body, &[], shead, &[]);
            b.switch_to_block(v1body);
            let j = b.use_var(jvar);
            emit_vectors(
                &mut b,
                expr,
                sh,
                &load_index,
                &mut env,
                &pre4,
                outputs,
                &out_bases,
                &[j],
            )?;
            let jn = b.ins().iadd_imm_s(j, 4);
            b.def_var(jvar, jn);
            b.ins().jump(shead, &[]);

            b.switch_to_block(vbody);
            let j = b.use_var(jvar);
            let js: Vec<Value> = (0..UNROLL)
                .map(|u| {
                    if u == 0 {
                        j
                    } else {
                        b.ins().iadd_imm_s(j, 4 * u as i64)
                    }
                })
                .collect();
            emit_vectors(
                &mut b,
                expr,
                sh,
                &load_index,
                &mut env,
                &pre4,
                outputs,
                &out_bases,
                &js,
            )?;
            let jn = b.ins().iadd_imm_s(j, 4 * UNROLL as i64);
            b.def_var(jvar, jn);
            b.ins().jump(vhead, &[]);
        } else {
            b.ins().jump(shead, &[]);
        }

        // Scalar tail: while j < n.
        b.switch_to_block(shead);
        let j = b.use_var(jvar);
        let more = b.ins().icmp(IntCC::SignedLessThan, j, n);
        b.ins().brif(more, sbody, &[], exit, &[]);
        b.switch_to_block(sbody);
        let j = b.use_var(jvar);
        env.j = j;
        let mut vals = Vec::with_capacity(expr.nodes.len());
        for (i, &pre) in pre1.iter().enumerate().take(expr.nodes.len()) {
            let x = match pre {
                Some(x) => x,
                None => {
                    let mut g = Gen { b: &mut b, w: 1 };
                    emit_node(&mut g, expr, sh, &load_index, i, &vals, &env)?
                }
            };
            vals.push(x);
        }
        for (o, &node) in outputs.iter().enumerate() {
            // Masks are i8 0/1 in scalar code, stored as one byte each; bf16 and f16 as their
            // 16-bit patterns; the rest as they are held.
            let ot = expr.types[node as usize];
            let x = match rep(ot) {
                Some(Rep::F32(h @ (Half::Bf16 | Half::F16))) => {
                    let mut g = Gen { b: &mut b, w: 1 };
                    let bits = g.half_bits(h, vals[node as usize]);
                    b.ins().ireduce(types::I16, bits)
                }
                Some(Rep::F32(Half::No) | Rep::F64 | Rep::Int { .. } | Rep::Bool) | None => {
                    vals[node as usize]
                }
            };
            let off = b.ins().imul_imm_s(j, ot.byte_size() as i64);
            let addr = b.ins().iadd(out_bases[o], off);
            b.ins().store(MemFlagsData::new().with_notrap(), x, addr, 0);
        }
        let jn = b.ins().iadd_imm_s(j, 1);
        b.def_var(jvar, jn);
        b.ins().jump(shead, &[]);

        b.switch_to_block(exit);
        b.ins().return_(&[]);
        b.seal_all_blocks();
        b.finalize(frontend);
    }
    let id = module
        .declare_function("row", Linkage::Export, &ctx.func.signature)
        .ok()?;
    let disasm = std::env::var_os("IRVM_JIT_DISASM").is_some();
    ctx.set_disasm(disasm);
    if let Err(e) = module.define_function(id, &mut ctx) {
        // Not a user error: the executor runs the step instead. Visible when debugging the JIT.
        if disasm {
            eprintln!("irvm: JIT declined a step: {e:?}");
        }
        // SAFETY: nothing of this module's code was handed out.
        unsafe { module.free_memory() };
        return None;
    }
    let code_len = ctx.compiled_code().map_or(0, |c| c.code_buffer().len()) as u64;
    if disasm {
        if let Some(c) = ctx.compiled_code() {
            eprintln!("{}", c.vcode.as_deref().unwrap_or(""));
        }
    }
    module.clear_context(&mut ctx);
    if module.finalize_definitions().is_err() {
        // SAFETY: nothing of this module's code was handed out.
        unsafe { module.free_memory() };
        return None;
    }
    let p = module.get_finalized_function(id);
    // SAFETY: `p` is the entry of the function just compiled with the signature
    // (i64 ptrs, i64 n, i64 iotas, i64 j0) -> (), which is `RowFn` under the host's C ABI; the
    // module that owns its memory moves into the `Code` with it and is freed only with it.
    let func = unsafe { std::mem::transmute::<*const u8, RowFn>(p) };
    Some(Code {
        func,
        module: Some(module),
        bytes: code_len + MODULE_OVERHEAD_BYTES,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::exec::run_kernel;

    fn raw<T>(v: &mut [T]) -> RawBuf {
        RawBuf {
            ptr: v.as_mut_ptr() as *mut u8,
            len: std::mem::size_of_val(v),
        }
    }

    fn decl(dtype: ElemType, elements: u64, writable: bool) -> BufDecl {
        BufDecl {
            dtype,
            elements,
            writable,
        }
    }

    fn load(buf: u32, offset: i64, strides: &[i64]) -> Node {
        Node::Load {
            buf: Buf::Binding(buf),
            map: IndexMap {
                offset,
                strides: strides.to_vec(),
            },
        }
    }

    fn same_f32(a: &[f32], b: &[f32]) -> Result<(), String> {
        for (i, (x, y)) in a.iter().zip(b).enumerate() {
            if !(x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())) {
                return Err(format!("element {i}: jit {x:e} vs executor {y:e}"));
            }
        }
        Ok(())
    }

    /// Interesting f32 inputs: specials, denormals, huge and tiny magnitudes, a sweep.
    fn inputs(n: usize) -> Vec<f32> {
        let mut v = vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            1e-40,
            -1e-40,
            f32::MIN_POSITIVE,
            88.7,
            88.8,
            -87.5,
            -103.9,
            -104.5,
            -1e9,
            1e30,
            9.0,
            -9.0,
            0.625,
            -0.624,
            3.5,
        ];
        let mut x = 0.37f32;
        while v.len() < n {
            x = (x * 7.31 + 0.113).fract();
            v.push((x - 0.5) * 200.0);
        }
        v.truncate(n);
        v
    }

    /// Selects between masks (the causal-mask pattern JAX emits: `select(i >= j, true, false)`,
    /// and mask-by-mask selects), stored as i1, over an odd extent so the scalar tail runs.
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn mask_selects_compile_and_store_bytes() {
        let (r, c) = (9u64, 13u64);
        let n = (r * c) as usize;
        let mut e = Expr::default();
        let a = e.push(ElemType::I32, load(0, 0, &[c as i64, 1]));
        let z = e.push(ElemType::I32, Node::Const(0));
        let a = e.push(ElemType::I32, Node::Binary(BinaryOp::Add, a, z));
        let b = e.push(ElemType::I32, load(1, 0, &[c as i64, 1]));
        let ge = e.push(
            ElemType::I1,
            Node::Compare {
                dir: CompareDirection::Ge,
                ty: CompareType::Signed,
                a,
                b,
            },
        );
        let t = e.push(ElemType::I1, Node::Const(1));
        let f = e.push(ElemType::I1, Node::Const(0));
        let causal = e.push(ElemType::I1, Node::Select(ge, t, f));
        let m = e.push(ElemType::I1, load(2, 0, &[0, 1]));
        let inv = e.push(ElemType::I1, Node::Select(m, f, causal));
        let k = Kernel {
            name: "masks".into(),
            bindings: vec![
                decl(ElemType::I32, n as u64, false),
                decl(ElemType::I32, n as u64, false),
                decl(ElemType::I1, c, false),
                decl(ElemType::I1, n as u64, true),
                decl(ElemType::I1, n as u64, true),
            ],
            scratch: vec![],
            steps: vec![Step::Map(steps::Map {
                shape: vec![r, c],
                expr: e,
                outputs: vec![(Buf::Binding(3), causal), (Buf::Binding(4), inv)],
            })],
        };
        let k = validate_kernel(k).expect("a valid kernel");
        let comp = ModuleJit::new().compile(&k).expect("compiles");
        assert_eq!(comp.compiled_steps(), 1);
        let mut ia: Vec<i32> = (0..n as i32).map(|i| i / c as i32).collect();
        let mut ib: Vec<i32> = (0..n as i32).map(|i| i % c as i32).collect();
        let mut mask: Vec<u8> = (0..c).map(|i| (i % 4 == 1) as u8).collect();
        for threads in [1, 2] {
            let (mut o1, mut o2) = (vec![7u8; n], vec![7u8; n]);
            let bind = [
                raw(&mut ia),
                raw(&mut ib),
                raw(&mut mask),
                raw(&mut o1),
                raw(&mut o2),
            ];
            comp.run(
                &k,
                &Ctx {
                    bindings: &bind,
                    scratch: &[],
                    threads,
                },
            )
            .unwrap();
            for i in 0..n {
                let causal = (i / c as usize) >= (i % c as usize);
                let masked = (i % c as usize) % 4 == 1;
                assert_eq!(o1[i], causal as u8, "causal, element {i}");
                assert_eq!(o2[i], (causal && !masked) as u8, "masked, element {i}");
            }
        }
    }

    /// Rows of every length from 1 to 12 (the unrolled loop, the single vector after it and the
    /// scalar tail, each alone and together), with an `f32`, an `i1` and a `bf16` output, against
    /// hand-computed values. Every output element is written exactly once: the buffers start
    /// filled with a value no result takes, and each is checked.
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn every_row_length_runs_the_loops_and_the_tail() {
        let rows = 3u64;
        for c in 1..=12u64 {
            let n = (rows * c) as usize;
            let mut e = Expr::default();
            let x = e.push(ElemType::F32, load(0, 0, &[c as i64, 1]));
            let bias = e.push(ElemType::F32, load(1, 0, &[1, 0]));
            let two = e.push(ElemType::F32, Node::Const(2f32.to_bits() as u128));
            let t = e.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, x, two));
            let y = e.push(ElemType::F32, Node::Binary(BinaryOp::Add, t, bias));
            let ten = e.push(ElemType::F32, Node::Const(10f32.to_bits() as u128));
            let big = e.push(
                ElemType::I1,
                Node::Compare {
                    dir: CompareDirection::Gt,
                    ty: CompareType::Float,
                    a: y,
                    b: ten,
                },
            );
            let h = e.push(ElemType::BF16, Node::Convert(y));
            let k = Kernel {
                name: format!("rows_of_{c}"),
                bindings: vec![
                    decl(ElemType::F32, n as u64, false),
                    decl(ElemType::F32, rows, false),
                    decl(ElemType::F32, n as u64, true),
                    decl(ElemType::I1, n as u64, true),
                    decl(ElemType::BF16, n as u64, true),
                ],
                scratch: vec![],
                steps: vec![Step::Map(steps::Map {
                    shape: vec![rows, c],
                    expr: e,
                    outputs: vec![
                        (Buf::Binding(2), y),
                        (Buf::Binding(3), big),
                        (Buf::Binding(4), h),
                    ],
                })],
            };
            let k = validate_kernel(k).expect("a valid kernel");
            let comp = ModuleJit::new().compile(&k).expect("compiles");
            assert_eq!(comp.compiled_steps(), 1);
            // x = element index, bias = 100 * row: every sum exact in f32.
            let mut xs: Vec<f32> = (0..n).map(|i| i as f32).collect();
            let mut bs: Vec<f32> = (0..rows).map(|r| 100.0 * r as f32).collect();
            for threads in [1, 2] {
                let mut ys = vec![-7f32; n];
                let mut ms = vec![7u8; n];
                let mut hs = vec![0xFFFFu16; n];
                let bind = [
                    raw(&mut xs),
                    raw(&mut bs),
                    raw(&mut ys),
                    raw(&mut ms),
                    raw(&mut hs),
                ];
                comp.run(
                    &k,
                    &Ctx {
                        bindings: &bind,
                        scratch: &[],
                        threads,
                    },
                )
                .unwrap();
                for i in 0..n {
                    let want = 2.0 * i as f32 + 100.0 * (i as u64 / c) as f32;
                    assert_eq!(ys[i], want, "rows of {c}: y[{i}]");
                    assert_eq!(ms[i], (want > 10.0) as u8, "rows of {c}: mask[{i}]");
                    // bf16: `want` (an integer up to 270) rounded to nearest even by hand.
                    let bits = want.to_bits();
                    let rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16;
                    assert_eq!(hs[i], rounded as u16, "rows of {c}: bf16[{i}]");
                }
            }
        }
    }

    /// One unary op over `n` (not a multiple of 4, so the scalar tail runs) elements.
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn unary_ops_match_the_executor_bit_for_bit() {
        use UnaryOp::*;
        let n = 4099usize;
        let x = inputs(n);
        for op in [
            Negate,
            Abs,
            Exponential,
            Log,
            Sqrt,
            Rsqrt,
            Tanh,
            Logistic,
            Floor,
            Ceil,
            RoundNearestEven,
        ] {
            let mut expr = Expr::default();
            let a = expr.push(ElemType::F32, load(0, 0, &[1]));
            let r = expr.push(ElemType::F32, Node::Unary(op, a));
            let k = Kernel {
                name: format!("{op:?}"),
                bindings: vec![
                    decl(ElemType::F32, n as u64, false),
                    decl(ElemType::F32, n as u64, true),
                ],
                scratch: vec![],
                steps: vec![Step::Map(steps::Map {
                    shape: vec![n as u64],
                    expr,
                    outputs: vec![(Buf::Binding(1), r)],
                })],
            };
            let k = validate_kernel(k).expect("a valid kernel");
            let c = ModuleJit::new()
                .compile(&k)
                .unwrap_or_else(|| panic!("{op:?} did not compile"));
            assert_eq!(c.compiled_steps(), 1);
            let mut inp = x.clone();
            let (mut o1, mut o2) = (vec![0f32; n], vec![0f32; n]);
            for threads in [1, 2] {
                let b1 = [raw(&mut inp), raw(&mut o1)];
                c.run(
                    &k,
                    &Ctx {
                        bindings: &b1,
                        scratch: &[],
                        threads,
                    },
                )
                .unwrap();
                let b2 = [raw(&mut inp), raw(&mut o2)];
                run_kernel(
                    &k,
                    &Ctx {
                        bindings: &b2,
                        scratch: &[],
                        threads: 1,
                    },
                )
                .unwrap();
                same_f32(&o1, &o2).unwrap_or_else(|e| panic!("{op:?}: {e}"));
            }
        }
    }

    /// Broadcast, transposed and strided loads, i1 masks, iotas over inner and outer dimensions,
    /// integer ops, comparisons, selects, clamps and conversions, with an odd inner extent.
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn strided_loads_iotas_masks_and_integers_match_the_executor() {
        let (r, c) = (7u64, 13u64);
        let n = (r * c) as usize;
        let mut e = Expr::default();
        let a = e.push(ElemType::F32, load(0, 0, &[c as i64, 1])); // row-major
        let at = e.push(ElemType::F32, load(0, 0, &[1, r as i64])); // transposed read of a c x r view
        let row = e.push(ElemType::F32, load(1, 0, &[1, 0])); // per-row broadcast
        let m = e.push(ElemType::I1, load(2, 0, &[0, 1])); // per-column mask
        let ii = e.push(
            ElemType::I32,
            Node::Iota {
                dim: 1,
                scale: 3,
                offset: -5,
            },
        );
        let io = e.push(
            ElemType::F32,
            Node::Iota {
                dim: 0,
                scale: 2,
                offset: 1,
            },
        );
        let ints = e.push(ElemType::I32, load(3, 0, &[c as i64, 1]));
        let s = e.push(ElemType::F32, Node::Binary(BinaryOp::Subtract, a, at));
        let s = e.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, s, row));
        let s = e.push(ElemType::F32, Node::Binary(BinaryOp::Add, s, io));
        let lo = e.push(ElemType::F32, Node::Const((-2.5f32).to_bits() as u128));
        let hi = e.push(ElemType::F32, Node::Const(4.0f32.to_bits() as u128));
        let cl = e.push(ElemType::F32, Node::Clamp(lo, s, hi));
        let sel = e.push(ElemType::F32, Node::Select(m, cl, a));
        let k3 = e.push(ElemType::I32, Node::Binary(BinaryOp::Multiply, ints, ii));
        let k4 = e.push(ElemType::I32, Node::Binary(BinaryOp::Maximum, k3, ii));
        let kf = e.push(ElemType::F32, Node::Convert(k4));
        let gt = e.push(
            ElemType::I1,
            Node::Compare {
                dir: CompareDirection::Gt,
                ty: CompareType::Float,
                a: sel,
                b: kf,
            },
        );
        let gi = e.push(
            ElemType::I1,
            Node::Compare {
                dir: CompareDirection::Le,
                ty: CompareType::Signed,
                a: k4,
                b: ii,
            },
        );
        let both = e.push(ElemType::I1, Node::Binary(BinaryOp::Xor, gt, gi));
        let bf = e.push(ElemType::F32, Node::Convert(both));
        let out_f = e.push(ElemType::F32, Node::Binary(BinaryOp::Add, sel, bf));
        let fi = e.push(ElemType::I32, Node::Convert(out_f));
        let bits = e.push(ElemType::I32, Node::Bitcast(at));
        let out_i = e.push(ElemType::I32, Node::Binary(BinaryOp::Xor, fi, bits));
        let k = Kernel {
            name: "mixed".into(),
            bindings: vec![
                decl(ElemType::F32, n as u64, false),
                decl(ElemType::F32, r, false),
                decl(ElemType::I1, c, false),
                decl(ElemType::I32, n as u64, false),
                decl(ElemType::F32, n as u64, true),
                decl(ElemType::I32, n as u64, true),
            ],
            scratch: vec![],
            steps: vec![Step::Map(steps::Map {
                shape: vec![r, c],
                expr: e,
                outputs: vec![(Buf::Binding(4), out_f), (Buf::Binding(5), out_i)],
            })],
        };
        let k = validate_kernel(k).expect("a valid kernel");
        let comp = ModuleJit::new().compile(&k).expect("compiles");
        let mut a = inputs(n);
        a[0] = 1.5; // keep a NaN out of the integer conversion's xor for a readable failure
        let mut rowv: Vec<f32> = (0..r).map(|i| i as f32 * 0.75 - 2.0).collect();
        let mut mask: Vec<u8> = (0..c).map(|i| (i % 3 == 0) as u8).collect();
        let mut ints: Vec<i32> = (0..n as i32).map(|i| (i * 37) % 101 - 50).collect();
        let (mut f1, mut f2) = (vec![0f32; n], vec![0f32; n]);
        let (mut i1, mut i2) = (vec![0i32; n], vec![0i32; n]);
        for threads in [1, 2] {
            let b1 = [
                raw(&mut a),
                raw(&mut rowv),
                raw(&mut mask),
                raw(&mut ints),
                raw(&mut f1),
                raw(&mut i1),
            ];
            comp.run(
                &k,
                &Ctx {
                    bindings: &b1,
                    scratch: &[],
                    threads,
                },
            )
            .unwrap();
            let b2 = [
                raw(&mut a),
                raw(&mut rowv),
                raw(&mut mask),
                raw(&mut ints),
                raw(&mut f2),
                raw(&mut i2),
            ];
            run_kernel(
                &k,
                &Ctx {
                    bindings: &b2,
                    scratch: &[],
                    threads: 1,
                },
            )
            .unwrap();
            same_f32(&f1, &f2).unwrap();
            assert_eq!(i1, i2);
        }
        // Hand check of one element: row 2, column 3 (mask set): clamp((a - at) * row + 5).
        let (ri, ci) = (2usize, 3usize);
        let x = (a[ri * 13 + ci] - a[ci * 7 + ri]) * rowv[ri] + 5.0;
        let sel = x.clamp(-2.5, 4.0);
        let ii = 3 * ci as i32 - 5;
        let k4 = (ints[ri * 13 + ci] * ii).max(ii);
        let flag = (sel > k4 as f32) ^ (k4 <= ii);
        assert_eq!(f1[ri * 13 + ci], sel + flag as i32 as f32);
    }

    /// A Map of the constant 0 alone (a scatter's operand) clears its output's bytes, on 1 and 2
    /// threads, for an f32 output longer than one tile (and not a multiple of it) and for `i1`
    /// and `f64` ones; the output held other bytes before.
    #[test]
    fn zero_splats_clear_their_outputs() {
        for (t, n, esize) in [
            (ElemType::F32, 70_001u64, 4usize),
            (ElemType::I1, 15, 1),
            (ElemType::F64, 9, 8),
        ] {
            let mut e = Expr::default();
            let z = e.push(t, Node::Const(0));
            let k = Kernel {
                name: "zeros".into(),
                bindings: vec![decl(t, n, true)],
                scratch: vec![],
                steps: vec![Step::Map(steps::Map {
                    shape: vec![n],
                    expr: e,
                    outputs: vec![(Buf::Binding(0), z)],
                })],
            };
            let k = validate_kernel(k).expect("a valid kernel");
            let comp = ModuleJit::new().compile(&k).expect("compiles");
            assert_eq!(comp.compiled_steps(), 1, "{t:?}");
            for threads in [1, 2] {
                let mut out = vec![0xA5u8; n as usize * esize];
                let binds = [raw(&mut out)];
                comp.run(
                    &k,
                    &Ctx {
                        bindings: &binds,
                        scratch: &[],
                        threads,
                    },
                )
                .unwrap();
                assert!(out.iter().all(|&b| b == 0), "{t:?} threads {threads}");
            }
        }
    }

    /// Three outer dimensions (a permuted load keeps every dimension apart) and rows of 1,000,
    /// so the row starts move by each load's carry ([`LoadSlot::carry`]) as the odometer wraps
    /// one, two and three dimensions, and with 2 threads the 16,384-element tiles start mid-row;
    /// every element against the definition computed here.
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn row_starts_follow_the_odometer_over_outer_dimensions() {
        let shape = [2u64, 3, 5, 1000];
        let n = shape.iter().product::<u64>() as usize;
        let mut e = Expr::default();
        // a: row-major; b: a transposed [1000, 5, 3, 2] buffer; c: a [3, 5] table broadcast
        // over the first and last dimensions, read at an offset.
        let a = e.push(ElemType::F32, load(0, 0, &[15000, 5000, 1000, 1]));
        let b = e.push(ElemType::F32, load(1, 0, &[1, 2, 6, 30]));
        let c = e.push(ElemType::F32, load(2, 1, &[0, 5, 1, 0]));
        let p = e.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, a, b));
        let out = e.push(ElemType::F32, Node::Binary(BinaryOp::Add, p, c));
        let k = Kernel {
            name: "odometer".into(),
            bindings: vec![
                decl(ElemType::F32, n as u64, false),
                decl(ElemType::F32, n as u64, false),
                decl(ElemType::F32, 16, false),
                decl(ElemType::F32, n as u64, true),
            ],
            scratch: vec![],
            steps: vec![Step::Map(steps::Map {
                shape: shape.to_vec(),
                expr: e,
                outputs: vec![(Buf::Binding(3), out)],
            })],
        };
        let k = validate_kernel(k).expect("a valid kernel");
        let comp = ModuleJit::new().compile(&k).expect("compiles");
        let mut av: Vec<f32> = (0..n).map(|i| (i % 97) as f32 * 0.25).collect();
        let mut bv: Vec<f32> = (0..n).map(|i| (i % 89) as f32 - 40.0).collect();
        let mut cv: Vec<f32> = (0..16).map(|i| i as f32 * 1000.0).collect();
        for threads in [1, 2] {
            let mut o = vec![f32::NAN; n];
            let binds = [raw(&mut av), raw(&mut bv), raw(&mut cv), raw(&mut o)];
            comp.run(
                &k,
                &Ctx {
                    bindings: &binds,
                    scratch: &[],
                    threads,
                },
            )
            .unwrap();
            for i in 0..2usize {
                for j in 0..3usize {
                    for l in 0..5usize {
                        for m in 0..1000usize {
                            let at = i * 15000 + j * 5000 + l * 1000 + m;
                            let want = av[at] * bv[i + 2 * j + 6 * l + 30 * m] + cv[1 + 5 * j + l];
                            assert_eq!(o[at], want, "threads {threads} at {:?}", (i, j, l, m));
                        }
                    }
                }
            }
        }
    }

    /// A per-channel bias and mask over NHWC (loads with strides 0 over every dimension but
    /// the innermost): the short rows are merged into longer ones that read a repeated copy of
    /// the channel run, including when a thread's segment starts mid-row; every element
    /// against the definition computed here.
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn repeating_channel_loads_merge_short_rows() {
        let shape = [4u64, 40, 30, 6];
        let c = shape[3] as usize;
        let n = shape.iter().product::<u64>() as usize;
        let mut e = Expr::default();
        let x = e.push(ElemType::F32, load(0, 0, &[7200, 180, 6, 1]));
        // The bias starts at element 2 of its buffer.
        let b = e.push(ElemType::F32, load(1, 2, &[0, 0, 0, 1]));
        let m = e.push(ElemType::I1, load(2, 0, &[0, 0, 0, 1]));
        let s = e.push(ElemType::F32, Node::Binary(BinaryOp::Add, x, b));
        let zero = e.push(ElemType::F32, Node::Const(0f32.to_bits() as u128));
        let relu = e.push(ElemType::F32, Node::Binary(BinaryOp::Maximum, s, zero));
        let prod = e.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, x, b));
        let out = e.push(ElemType::F32, Node::Select(m, relu, prod));
        let k = Kernel {
            name: "bias".into(),
            bindings: vec![
                decl(ElemType::F32, n as u64, false),
                decl(ElemType::F32, c as u64 + 2, false),
                decl(ElemType::I1, c as u64, false),
                decl(ElemType::F32, n as u64, true),
            ],
            scratch: vec![],
            steps: vec![Step::Map(steps::Map {
                shape: shape.to_vec(),
                expr: e,
                outputs: vec![(Buf::Binding(3), out)],
            })],
        };
        let k = validate_kernel(k).expect("a valid kernel");
        let comp = ModuleJit::new().compile(&k).expect("compiles");
        // Rows of 6 merged up to 30 x 6 = 180 elements (one more dimension would pass
        // MERGED_ROW), the two outer dimensions kept.
        let Some(Some(JitStep::Map(rk))) = comp.steps.first() else {
            panic!("the map is not compiled as rows");
        };
        assert_eq!((rk.plan.inner, rk.plan.outer.len()), (180, 2));
        let mut xs: Vec<f32> = (0..n)
            .map(|i| ((i * 37 % 23) as f32 - 11.0) * 0.5)
            .collect();
        let mut bias = vec![9.0f32, 9.0, -3.0, 1.5, 0.0, 2.0, -0.5, 4.0];
        let mut mask: Vec<u8> = vec![1, 0, 1, 1, 0, 1];
        // (28800 elements: two tiles of at most 16384 on 2 threads, the second from mid-row.)
        for threads in [1, 2] {
            let mut got = vec![f32::NAN; n];
            let bufs = [raw(&mut xs), raw(&mut bias), raw(&mut mask), raw(&mut got)];
            comp.run(
                &k,
                &Ctx {
                    bindings: &bufs,
                    scratch: &[],
                    threads,
                },
            )
            .unwrap();
            for (i, &g) in got.iter().enumerate() {
                let (xv, bv) = (xs[i], bias[2 + i % c]);
                let want = if mask[i % c] != 0 {
                    (xv + bv).max(0.0)
                } else {
                    xv * bv
                };
                assert_eq!(g, want, "threads {threads}, element {i}");
            }
        }
    }

    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn unsupported_steps_fall_back() {
        // A type the JIT does not hold (f8E5M2), and a bf16 op it cannot compute to the
        // executor's bits (rsqrt, which would round twice through f32).
        let mut e = Expr::default();
        let a = e.push(ElemType::F8E5M2, Node::Const(0x3c));
        let k = Kernel {
            name: "f8".into(),
            bindings: vec![decl(ElemType::F8E5M2, 4, true)],
            scratch: vec![],
            steps: vec![Step::Map(steps::Map {
                shape: vec![4],
                expr: e,
                outputs: vec![(Buf::Binding(0), a)],
            })],
        };
        let k = validate_kernel(k).expect("a valid kernel");
        assert!(ModuleJit::new().compile(&k).is_none());
        let k = map_kernel("bf16 rsqrt", ElemType::BF16, 4, |e, a, _| {
            vec![e.push(ElemType::BF16, Node::Unary(UnaryOp::Rsqrt, a))]
        });
        let k = validate_kernel(k).expect("a valid kernel");
        assert!(ModuleJit::new().compile(&k).is_none());
    }

    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn reduce_with_compiled_producer_matches_the_executor() {
        let (a0, a1, a2) = (6u64, 16u64, 40u64);
        let n = (a0 * a1 * a2) as usize;
        let mut e = Expr::default();
        let m = e.push(ElemType::I1, load(0, 0, &[a1 as i64, 1, 0]));
        let x = e.push(ElemType::F32, load(1, 0, &[(a1 * a2) as i64, a2 as i64, 1]));
        let ex = e.push(ElemType::F32, Node::Unary(UnaryOp::Exponential, x));
        let z = e.push(ElemType::F32, Node::Const(0.0f32.to_bits() as u128));
        let sel = e.push(ElemType::F32, Node::Select(m, ex, z));
        let init = e.push(ElemType::F32, load(2, 0, &[0, 0, 0]));
        let mut body = Body::default();
        let p0 = body.expr.push(ElemType::F32, Node::Param(0));
        let p1 = body.expr.push(ElemType::F32, Node::Param(1));
        let r = body
            .expr
            .push(ElemType::F32, Node::Binary(BinaryOp::Add, p0, p1));
        body.results = vec![r];
        let k = Kernel {
            name: "masked_sum".into(),
            bindings: vec![
                decl(ElemType::I1, a0 * a1, false),
                decl(ElemType::F32, n as u64, false),
                decl(ElemType::F32, 1, false),
                decl(ElemType::F32, a0 * a2, true),
            ],
            scratch: vec![],
            steps: vec![Step::Reduce(steps::Reduce {
                in_shape: vec![a0, a1, a2],
                dims: vec![1],
                expr: e,
                inputs: vec![sel],
                inits: vec![init],
                body,
                outputs: vec![Buf::Binding(3)],
            })],
        };
        let k = validate_kernel(k).expect("a valid kernel");
        let c = ModuleJit::new().compile(&k).expect("the producer compiles");
        assert_eq!(c.compiled_steps(), 1);
        let mut mask: Vec<u8> = (0..a0 * a1).map(|i| (i % 3 != 1) as u8).collect();
        let mut xs = inputs(n);
        for v in xs.iter_mut() {
            if !v.is_finite() || v.abs() > 20.0 {
                *v = 0.5;
            }
        }
        let mut init_v = [2.0f32];
        for threads in [1, 2] {
            let (mut o1, mut o2) = (
                vec![0f32; (a0 * a2) as usize],
                vec![0f32; (a0 * a2) as usize],
            );
            let b1 = [raw(&mut mask), raw(&mut xs), raw(&mut init_v), raw(&mut o1)];
            c.run(
                &k,
                &Ctx {
                    bindings: &b1,
                    scratch: &[],
                    threads,
                },
            )
            .unwrap();
            let b2 = [raw(&mut mask), raw(&mut xs), raw(&mut init_v), raw(&mut o2)];
            run_kernel(
                &k,
                &Ctx {
                    bindings: &b2,
                    scratch: &[],
                    threads: 1,
                },
            )
            .unwrap();
            same_f32(&o1, &o2).unwrap();
            // One column by hand.
            let want: f32 = 2.0
                + (0..a1 as usize)
                    .filter(|j| mask[*j] != 0)
                    .map(|j| crate::kernel::fastmath::exp(xs[j * a2 as usize]))
                    .sum::<f32>();
            assert!(
                (o1[0] - want).abs() <= 1e-5 * want.abs(),
                "{} vs {want}",
                o1[0]
            );
        }
    }

    /// Runs `k` (whose bindings `0..inputs.len()` are the inputs and the rest outputs) with the
    /// JIT on 1 and 2 threads and on the executor; every output must be equal byte for byte, and
    /// every step JIT-compiled. Returns the outputs.
    fn same_bytes(k: &Kernel, inputs: &[Vec<u8>]) -> Vec<Vec<u8>> {
        let k = &validate_kernel(k.clone()).expect("a valid kernel");
        let c = ModuleJit::new()
            .compile(k)
            .unwrap_or_else(|| panic!("{} did not compile", k.name));
        assert_eq!(c.compiled_steps(), k.steps.len(), "{}", k.name);
        let outs: Vec<usize> = (inputs.len()..k.bindings.len()).collect();
        let fresh = || -> Vec<Vec<u8>> {
            outs.iter()
                .map(|&o| vec![0xa5u8; k.bindings[o].bytes() as usize])
                .collect()
        };
        let mut ins: Vec<Vec<u8>> = inputs.to_vec();
        let mut want = fresh();
        {
            let bind: Vec<RawBuf> = ins
                .iter_mut()
                .chain(want.iter_mut())
                .map(|v| raw(v))
                .collect();
            run_kernel(
                k,
                &Ctx {
                    bindings: &bind,
                    scratch: &[],
                    threads: 1,
                },
            )
            .unwrap();
        }
        for threads in [1, 2] {
            let mut got = fresh();
            let bind: Vec<RawBuf> = ins
                .iter_mut()
                .chain(got.iter_mut())
                .map(|v| raw(v))
                .collect();
            c.run(
                k,
                &Ctx {
                    bindings: &bind,
                    scratch: &[],
                    threads,
                },
            )
            .unwrap();
            for (o, (g, w)) in got.iter().zip(&want).enumerate() {
                let t = k.bindings[outs[o]].dtype;
                let es = t.byte_size();
                for e in 0..g.len() / es {
                    assert_eq!(
                        &g[e * es..(e + 1) * es],
                        &w[e * es..(e + 1) * es],
                        "{}: output {o} ({t}) element {e}, {threads} threads: jit vs executor",
                        k.name
                    );
                }
            }
        }
        want
    }

    fn bytes_of(t: ElemType, v: impl IntoIterator<Item = u64>) -> Vec<u8> {
        v.into_iter()
            .flat_map(|x| x.to_le_bytes()[..t.byte_size()].to_vec())
            .collect()
    }

    fn elem(t: ElemType, b: &[u8], i: usize) -> u64 {
        let w = t.byte_size();
        let mut x = [0u8; 8];
        x[..w].copy_from_slice(&b[i * w..(i + 1) * w]);
        u64::from_le_bytes(x)
    }

    /// A map of `n` elements over loads `a` and `b` (bindings 0 and 1, type `t`) computing
    /// `ops(expr, a, b)`'s outputs, each into its own binding.
    fn map_kernel(
        name: &str,
        t: ElemType,
        n: u64,
        ops: impl Fn(&mut Expr, u32, u32) -> Vec<u32>,
    ) -> Kernel {
        let mut e = Expr::default();
        let a = e.push(t, load(0, 0, &[1]));
        let b = e.push(t, load(1, 0, &[1]));
        let outs = ops(&mut e, a, b);
        let mut bindings = vec![decl(t, n, false), decl(t, n, false)];
        let mut outputs = vec![];
        for (i, &o) in outs.iter().enumerate() {
            bindings.push(decl(e.types[o as usize], n, true));
            outputs.push((Buf::Binding(2 + i as u32), o));
        }
        Kernel {
            name: name.into(),
            bindings,
            scratch: vec![],
            steps: vec![Step::Map(steps::Map {
                shape: vec![n],
                expr: e,
                outputs,
            })],
        }
    }

    /// Shifts with StableHLO's out-of-range amounts, wrap-around and unsigned compares, by hand,
    /// in vector code (32-bit types, varying and loop-invariant amounts) and scalar code.
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn integer_shifts_wrap_and_unsigned_compares_by_hand() {
        use BinaryOp::*;
        let amounts: [u64; 9] = [0, 1, 31, 32, 33, 0xffff_ffff, 7, 64, 0x8000_0000];
        let n = amounts.len() as u64;
        for t in [ElemType::UI32, ElemType::I32, ElemType::I64, ElemType::UI8] {
            let bits = t.bits() as u64;
            let mask = if bits == 64 {
                u64::MAX
            } else {
                (1 << bits) - 1
            };
            let k = map_kernel(&format!("shifts {t}"), t, n, |e, a, b| {
                let shl = e.push(t, Node::Binary(ShiftLeft, a, b));
                let shr = e.push(t, Node::Binary(ShiftRightLogical, a, b));
                let sra = e.push(t, Node::Binary(ShiftRightArithmetic, a, b));
                let c = e.push(t, Node::Const(33));
                let shc = e.push(t, Node::Binary(ShiftLeft, a, c));
                let c5 = e.push(t, Node::Const(5));
                let src = e.push(t, Node::Binary(ShiftRightArithmetic, a, c5));
                let add = e.push(t, Node::Binary(Add, a, b));
                let lt = e.push(
                    ElemType::I1,
                    Node::Compare {
                        dir: CompareDirection::Lt,
                        ty: CompareType::Unsigned,
                        a,
                        b,
                    },
                );
                vec![shl, shr, sra, shc, src, add, lt]
            });
            let a: Vec<u64> = (0..n)
                .map(|_| 0x8000_0001u64 & mask | (1 << (bits - 1)))
                .collect();
            let b: Vec<u64> = amounts.iter().map(|&x| x & mask).collect();
            let out = same_bytes(&k, &[bytes_of(t, a.clone()), bytes_of(t, b.clone())]);
            for i in 0..n as usize {
                let (x, s) = (a[i], b[i]);
                let neg = x >> (bits - 1) & 1 == 1;
                let want_shl = if s >= bits { 0 } else { (x << s) & mask };
                let want_shr = if s >= bits { 0 } else { x >> s };
                let sext = if neg { x | !mask } else { x };
                let want_sra = if s >= bits {
                    if neg {
                        mask
                    } else {
                        0
                    }
                } else {
                    ((sext as i64) >> s) as u64 & mask
                };
                assert_eq!(elem(t, &out[0], i), want_shl, "{t} {x:#x} << {s}");
                assert_eq!(elem(t, &out[1], i), want_shr, "{t} {x:#x} >>> {s}");
                assert_eq!(elem(t, &out[2], i), want_sra, "{t} {x:#x} >> {s}");
                let want_c = if 33 >= bits { 0 } else { (x << 33) & mask };
                assert_eq!(elem(t, &out[3], i), want_c, "{t} {x:#x} << 33");
                assert_eq!(elem(t, &out[4], i), ((sext as i64) >> 5) as u64 & mask);
                assert_eq!(elem(t, &out[5], i), x.wrapping_add(s) & mask, "wraps");
                assert_eq!(elem(ElemType::I1, &out[6], i), (x < s) as u64, "unsigned <");
            }
        }
    }

    /// `bf16` and `f16` ops round after every op, as the executor rounds: a product of two
    /// `1 + 2^-7` (`1 + 2^-6 + 2^-14` exactly) is `1 + 2^-6` in `bf16` before the next op adds
    /// to it; and every 16-bit pattern through each unary op and against a scrambled operand.
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn half_floats_round_after_every_op() {
        use BinaryOp::*;
        let n = 65536u64;
        for t in [ElemType::BF16, ElemType::F16] {
            let k = map_kernel(&format!("halves {t}"), t, n, |e, a, b| {
                let mut outs = vec![];
                for op in [Add, Subtract, Multiply, Divide, Maximum, Minimum] {
                    outs.push(e.push(t, Node::Binary(op, a, b)));
                }
                for op in [
                    UnaryOp::Negate,
                    UnaryOp::Abs,
                    UnaryOp::Sqrt,
                    UnaryOp::Floor,
                    UnaryOp::Ceil,
                    UnaryOp::RoundNearestEven,
                ] {
                    outs.push(e.push(t, Node::Unary(op, a)));
                }
                let m = outs[2];
                outs.push(e.push(t, Node::Binary(Add, m, a)));
                let f = e.push(ElemType::F32, Node::Convert(m));
                outs.push(f);
                let lt = e.push(
                    ElemType::I1,
                    Node::Compare {
                        dir: CompareDirection::Lt,
                        ty: CompareType::Float,
                        a,
                        b,
                    },
                );
                outs.push(e.push(t, Node::Select(lt, a, b)));
                outs.push(e.push(t, Node::Clamp(b, a, m)));
                outs
            });
            let a: Vec<u64> = (0..n).collect();
            let b: Vec<u64> = (0..n).map(|i| (i * 40503 + 12345) & 0xffff).collect();
            same_bytes(&k, &[bytes_of(t, a), bytes_of(t, b)]);
        }
        // By hand, bf16: (1 + 2^-7)^2 = 1 + 2^-6 + 2^-14 rounds to 1 + 2^-6 (0x3f82); plus
        // 2^-7 (bf16 0x3c00) that is exactly 1 + 2^-6 + 2^-7 (0x3f83); (1 + 2^-7) * 3 (0x4040)
        // = 3 + 1.5 ulp of 3, a tie, rounds to the even 3 + 2 ulp (0x4042).
        let t = ElemType::BF16;
        let k = map_kernel("bf16 chain", t, 4, |e, a, b| {
            let m = e.push(t, Node::Binary(Multiply, a, a));
            let s = e.push(t, Node::Binary(Add, m, b));
            let three = e.push(t, Node::Const(0x4040));
            let p = e.push(t, Node::Binary(Multiply, a, three));
            let x = e.push(ElemType::F32, load(2, 0, &[1]));
            let r = e.push(t, Node::Convert(x));
            vec![m, s, p, r]
        });
        let mut k = k;
        // Binding 2 is an f32 input; move the outputs after it.
        k.bindings.insert(2, decl(ElemType::F32, 4, false));
        if let Step::Map(m) = &mut k.steps[0] {
            for o in m.outputs.iter_mut() {
                if let Buf::Binding(i) = &mut o.0 {
                    *i += 1;
                }
            }
        }
        // f32 -> bf16: 1 + 2^-8 + 2^-23 is above the tie (up); 1 + 2^-8 is a tie (to even, 1).
        let xs: Vec<u64> = [0x3f80_8001u64, 0x3f80_8000, 0x3f81_8000, 0x7fa0_0000]
            .into_iter()
            .collect();
        let out = same_bytes(
            &k,
            &[
                bytes_of(t, [0x3f81; 4]),
                bytes_of(t, [0x3c00; 4]),
                bytes_of(ElemType::F32, xs),
            ],
        );
        assert_eq!(elem(t, &out[0], 0), 0x3f82);
        assert_eq!(elem(t, &out[1], 0), 0x3f83);
        assert_eq!(elem(t, &out[2], 0), 0x4042);
        let conv: Vec<u64> = (0..4).map(|i| elem(t, &out[3], i)).collect();
        // The signalling NaN is quieted, keeping its payload's leading bits.
        assert_eq!(conv, [0x3f81, 0x3f80, 0x3f82, 0x7fe0]);
    }

    /// `exp`, `log`, `tanh` and `logistic` on `bf16` and `f16`: every 16-bit pattern gives the
    /// executor's bits (the `f32` polynomial rounded once to the format), and each result is
    /// within one unit in the last place of libm's `f64` value rounded to the format (by hand:
    /// how far apart two patterns of one sign are).
    #[test]
    fn half_float_transcendentals_match_the_executor_and_libm() {
        let n = 65536u64;
        let ops = [
            (UnaryOp::Exponential, f64::exp as fn(f64) -> f64),
            (UnaryOp::Log, f64::ln),
            (UnaryOp::Tanh, f64::tanh),
            (UnaryOp::Logistic, |x: f64| 1.0 / (1.0 + (-x).exp())),
        ];
        for t in [ElemType::BF16, ElemType::F16] {
            let format = t.float_format().expect("a float type");
            let k = map_kernel(&format!("transcendentals {t}"), t, n, |e, a, _| {
                ops.iter()
                    .map(|&(op, _)| e.push(t, Node::Unary(op, a)))
                    .collect()
            });
            let a: Vec<u64> = (0..n).collect();
            let out = same_bytes(&k, &[bytes_of(t, a.clone()), bytes_of(t, a)]);
            for (o, &(op, libm)) in ops.iter().enumerate() {
                let mut off_by_one = 0;
                for i in 0..n as usize {
                    let x = format.decode(i as u64);
                    let want = format.round(libm(x));
                    let got_bits = elem(t, &out[o], i);
                    let got = format.decode(got_bits);
                    if want.is_nan() {
                        assert!(got.is_nan(), "{t} {op:?}({x}): {got}, not NaN");
                        continue;
                    }
                    let want_bits = format.encode(want);
                    if got_bits != want_bits {
                        let same_sign = (got_bits ^ want_bits) >> (t.bits() - 1) & 1 == 0;
                        assert!(
                            same_sign && got_bits.abs_diff(want_bits) == 1,
                            "{t} {op:?}({x}): {got} ({got_bits:#x}), libm's {want} ({want_bits:#x})"
                        );
                        off_by_one += 1;
                    }
                }
                // The f32 polynomials are within a few f32 ulps: a 16-bit result differs from
                // the correctly rounded one only near a rounding boundary.
                assert!(
                    off_by_one < n / 64,
                    "{t} {op:?}: {off_by_one} of {n} off by one ulp"
                );
            }
        }
    }

    /// The 4-lane `exp`, `tanh` and `logistic` (a step under [`WIDE_MIN_ELEMENTS`], so the
    /// row code and not the wide loops) agree bit for bit with [`super::super::fastmath`] on
    /// every binade, both ends of `exp`'s range (the lanes below -103.97 that compute e^0 and
    /// are set to 0), the subnormal results just above it, infinities and NaNs.
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn f32_transcendentals_match_fastmath_bit_for_bit() {
        use crate::kernel::fastmath;
        let mut vals: Vec<u32> = [
            0.0f32,
            -0.0,
            1.0,
            -1.0,
            88.75,
            88.722_84,
            88.73,
            -104.0,
            -103.972_08,
            -103.98,
            -103.9,
            -95.0,
            -87.5,
            -1e9,
            1e9,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            f32::MIN_POSITIVE,
            1e-45,
            0.625,
            -0.625,
            9.0,
            -9.0,
        ]
        .iter()
        .map(|x| x.to_bits())
        .collect();
        vals.push(0xffc0_1234); // a negative NaN with a payload
        vals.extend((0..6000u32).map(|i| i.wrapping_mul(715_827_883)));
        vals.extend((0..2000u32).map(|i| (-110.0f32 + i as f32 * 0.1).to_bits()));
        let t = ElemType::F32;
        let fs: [fn(f32) -> f32; 3] = [fastmath::exp, fastmath::tanh, fastmath::logistic];
        for chunk in vals.chunks(1000) {
            let n = chunk.len() as u64;
            assert!(n < WIDE_MIN_ELEMENTS);
            let k = map_kernel("f32 transcendentals", t, n, |e, a, _| {
                [UnaryOp::Exponential, UnaryOp::Tanh, UnaryOp::Logistic]
                    .iter()
                    .map(|&op| e.push(t, Node::Unary(op, a)))
                    .collect()
            });
            let a = bytes_of(t, chunk.iter().map(|&b| b as u64));
            let out = same_bytes(&k, &[a.clone(), a]);
            for (o, f) in fs.iter().enumerate() {
                for (i, &b) in chunk.iter().enumerate() {
                    let (got, want) = (elem(t, &out[o], i) as u32, f(f32::from_bits(b)).to_bits());
                    assert_eq!(got, want, "op {o} of {:e}", f32::from_bits(b));
                }
            }
        }
    }

    /// `f64` maps run in `f64` (scalar code), with conversions to and from `f32` and integers.
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot run JIT-compiled code")]
    fn f64_maps_match_the_executor() {
        use BinaryOp::*;
        let vals: Vec<f64> = [
            0.0,
            -0.0,
            1.0,
            -1.5,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            1e-310,
            1e300,
            -7.25e-5,
            0.1,
            2.5,
            3.5,
            -2.5,
            9.007_199_254_740_993e15,
        ]
        .into_iter()
        .collect();
        let n = vals.len() as u64;
        let t = ElemType::F64;
        let k = map_kernel("f64", t, n, |e, a, b| {
            let mut outs = vec![];
            for op in [Add, Subtract, Multiply, Divide, Maximum, Minimum] {
                outs.push(e.push(t, Node::Binary(op, a, b)));
            }
            for op in [
                UnaryOp::Negate,
                UnaryOp::Sqrt,
                UnaryOp::Rsqrt,
                UnaryOp::RoundNearestEven,
            ] {
                outs.push(e.push(t, Node::Unary(op, a)));
            }
            outs.push(e.push(ElemType::F32, Node::Convert(a)));
            outs.push(e.push(ElemType::I64, Node::Convert(a)));
            outs.push(e.push(ElemType::UI32, Node::Convert(a)));
            outs.push(e.push(ElemType::I64, Node::Bitcast(a)));
            outs
        });
        let b: Vec<f64> = vals.iter().rev().copied().collect();
        let out = same_bytes(
            &k,
            &[
                bytes_of(t, vals.iter().map(|v| v.to_bits())),
                bytes_of(t, b.iter().map(|v| v.to_bits())),
            ],
        );
        // By hand: the sums in f64 (0.1 + -0.0 stays 0.1, not its f32 rounding).
        for i in 0..n as usize {
            let got = f64::from_bits(elem(t, &out[0], i));
            let want = vals[i] + b[i];
            assert!(got.to_bits() == want.to_bits() || got.is_nan() && want.is_nan());
        }
    }
}
