//! The cranelift JIT for kernel steps.
//!
//! Each elementwise [`Step::Map`] whose values are `f32`, `i32` or `i1` (and whose loads and stores
//! are `f32`/`i32`, or `i1` loads) is compiled at load time into a *row function*: a loop over one
//! contiguous run of the innermost (collapsed) iteration dimension, evaluating the whole expression
//! in registers, four lanes at a time (`f32x4`/`i32x4`, comparisons as lane masks) with a scalar
//! tail. Loop-invariant nodes (constants, broadcast loads, iotas over outer dimensions and what
//! depends only on them) are computed once per call, before the loop. `exp`, `log`, `tanh` and
//! `logistic` are the branch-free polynomials of [`super::fastmath`], emitted as IR with the same
//! operation order, so the JIT and the executor agree to the bit on them.
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
                    | JitUnary::Not,
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
    inner_stride: i64,
}

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
                c.fits(&r.kernel)?;
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
        ctx.fits(k)?;
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
        let bufs: Vec<RawBuf> = p.loads.iter().map(|l| ctx_buf(ctx, l.buf)).collect();
        let outs: Vec<RawBuf> = p.outputs.iter().map(|o| ctx_buf(ctx, o.0)).collect();
        let mut at = lo;
        while at < hi {
            let row = at / p.inner;
            let j0 = at % p.inner;
            let n = (p.inner - j0).min(hi - at);
            let mut r = row;
            for (d, &(_, size)) in p.outer.iter().enumerate().rev() {
                idx[d] = r % size;
                r /= size;
            }
            for (i, l) in p.loads.iter().enumerate() {
                let off = l.offset
                    + j0 as i64 * l.inner_stride
                    + l.outer_strides
                        .iter()
                        .enumerate()
                        .map(|(d, &s)| idx[d] as i64 * s)
                        .sum::<i64>();
                // Only an address is formed here; validation proved every element the row function
                // reads from it in bounds.
                ptrs[i] = bufs[i].ptr.wrapping_offset(off as isize * l.esize as isize);
            }
            for (i, o) in p.outputs.iter().enumerate() {
                ptrs[p.loads.len() + i] = outs[i]
                    .ptr
                    .wrapping_add((row * p.inner + j0) as usize * o.1);
            }
            for (i, &(d, scale, offset)) in p.iotas.iter().enumerate() {
                iotas[i] = idx[d] as i64 * scale + offset;
            }
            // SAFETY: the row function reads load `i` at `ptrs[i] + (j0 + j) * stride * esize` and
            // writes output `o` at `ptrs[o] + (j0 + j) * esize` for `j < n`, which are the step's
            // elements `at..at + n`; the loader validated every access of the step against the
            // declared buffer sizes and the VM checked the bound buffers against them.
            unsafe { (self.code.func)(ptrs.as_ptr(), n as i64, iotas.as_ptr(), j0 as i64) };
            at += n;
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
    for (_, buf, map) in &loads {
        let dt = decl_dtype(k, **buf);
        if !matches!(dt, ElemType::F32 | ElemType::I32 | ElemType::I1) {
            return None;
        }
        load_types.push(dt);
        inner_strides.push(innermost.map_or(0, |d| map.strides[d]));
        load_slots.push(LoadSlot {
            buf: **buf,
            esize: dt.byte_size(),
            offset: map.offset,
            outer_strides: outer.iter().map(|&(d, _)| map.strides[d]).collect(),
            inner_stride: innermost.map_or(0, |d| map.strides[d]),
        });
    }
    let mut outs = Vec::new();
    for &(buf, node) in outputs {
        let dt = decl_dtype(k, buf);
        if !matches!(dt, ElemType::F32 | ElemType::I32 | ElemType::I1)
            || expr.types[node as usize] != dt
        {
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
            if limit.is_none_or(|v| v.abs() >= 1 << 30) || offset.abs() >= 1 << 30 {
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

/// Large bodies with transcendental functions run faster in the wide loops ([`WideMap`],
/// AVX-512/AVX2) than in 4-lane JIT code, when their loads are contiguous or constant along rows
/// of at least 64 elements.
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
    heavy >= 1 && num_elements(shape) >= 16 * 1024
}

/// Whether the JIT compiles every node of `expr`: `f32`, `i32` and `i1` values only, and of
/// those the ops [`jit_unary`] and [`jit_binary`] list; anything else (other types, reductions'
/// parameters, total-order or unsigned comparisons, `reduce_precision`) declines the step, which
/// the executor then runs.
fn supported(expr: &Expr) -> bool {
    expr.nodes.iter().enumerate().all(|(i, n)| {
        let t = expr.types[i];
        let ty = |j: &u32| expr.types[*j as usize];
        if !matches!(t, ElemType::F32 | ElemType::I32 | ElemType::I1) {
            return false;
        }
        match n {
            Node::Load { .. } | Node::Const(_) => true,
            Node::Iota { .. } => t != ElemType::I1,
            Node::Param(_) => false,
            Node::Unary(op, x) => ty(x) == t && jit_unary(t, *op),
            Node::Binary(op, a, _) => ty(a) == t && jit_binary(t, *op),
            Node::Compare { ty: ct, a, .. } => matches!(
                (ty(a), ct),
                (ElemType::F32, CompareType::Float) | (ElemType::I32, CompareType::Signed)
            ),
            Node::Select(_, _, _) => true,
            Node::Clamp(_, _, _) => t != ElemType::I1,
            Node::Convert(x) => matches!(ty(x), ElemType::F32 | ElemType::I32 | ElemType::I1),
            Node::Bitcast(x) => matches!(
                (ty(x), t),
                (ElemType::F32, ElemType::I32) | (ElemType::I32, ElemType::F32)
            ),
            Node::ReducePrecision { .. } => false,
        }
    })
}

/// Whether the JIT emits unary `op` on values of type `t` (`f32`, `i32` or `i1`).
fn jit_unary(t: ElemType, op: UnaryOp) -> bool {
    fast_paths::unary(op).jit.is_some_and(|j| j.takes(t))
}

/// Whether the JIT emits binary `op` on values of type `t` (`f32`, `i32` or `i1`).
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
    /// The representation of `t`'s values.
    fn ty_of(&self, t: ElemType) -> Type {
        match t {
            ElemType::F32 => self.fty(),
            ElemType::I32 => self.ity(),
            _ if self.w == 4 => types::I32X4,
            _ => types::I8,
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
        let lo = self.fc(-104.0);
        let hi = self.fc(88.75);
        // The clamp as compare-and-select: cheaper than fmax/fmin's NaN-exact sequences on x64; a
        // NaN passes through and is restored by the last select.
        let m = self.fcmp(FloatCC::LessThan, x, lo);
        let xc = self.sel(m, lo, x);
        let m = self.fcmp(FloatCC::GreaterThan, xc, hi);
        let xc = self.sel(m, hi, xc);
        let l2e = self.fc(std::f32::consts::LOG2_E);
        let t = self.b.ins().fmul(xc, l2e);
        let magic = self.fc(12_582_912.0);
        let n = self.b.ins().fadd(t, magic);
        let n = self.b.ins().fsub(n, magic);
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
        let ity = self.ity();
        let ni = self.b.ins().fcvt_to_sint_sat(ity, n);
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
        let small = self.fc(-103.972_08);
        let m = self.fcmp(FloatCC::LessThan, x, small);
        let zero = self.fc(0.0);
        let v = self.sel(m, zero, v);
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
        let xb = self.f2i(x);
        let sign = self.ic(0x8000_0000_u32 as i32);
        let sb = self.b.ins().band(xb, sign);
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
        let nx = self.b.ins().fneg(x);
        let e = self.exp(nx);
        let one = self.fc(1.0);
        let d = self.b.ins().fadd(one, e);
        self.b.ins().fdiv(one, d)
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

fn int_cc(d: CompareDirection) -> IntCC {
    match d {
        CompareDirection::Eq => IntCC::Equal,
        CompareDirection::Ne => IntCC::NotEqual,
        CompareDirection::Lt => IntCC::SignedLessThan,
        CompareDirection::Le => IntCC::SignedLessThanOrEqual,
        CompareDirection::Gt => IntCC::SignedGreaterThan,
        CompareDirection::Ge => IntCC::SignedGreaterThanOrEqual,
    }
}

/// Values the generated loop body needs from outside it.
struct Env {
    ptrs: Value,
    iotas: Value,
    j0: Value,
    /// Current inner index `j` (relative to the segment start).
    j: Value,
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
    let v = |j: &u32| vals[*j as usize];
    let w = g.w;
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
            let scalar_ty = match lt {
                ElemType::F32 => types::F32,
                ElemType::I32 => types::I32,
                _ => types::I8,
            };
            let flags = MemFlagsData::new().with_notrap();
            let load_at = |g: &mut Gen, k: i64| -> Value {
                // Address of element `j + k` of the row: base + (j + k) * stride * esize.
                let jk = g.b.ins().iadd_imm_s(env.j, k);
                let off = g.b.ins().imul_imm_s(jk, stride * esize);
                let addr = g.b.ins().iadd(base, off);
                g.b.ins().load(scalar_ty, flags, addr, 0)
            };
            let to_bool_scalar = |g: &mut Gen, x: Value| -> Value {
                // i1 is stored as a byte 0/1; any nonzero byte is true.
                g.b.ins().icmp_imm_s(IntCC::NotEqual, x, 0)
            };
            if w == 1 {
                let x = load_at(g, 0);
                return Some(if lt == ElemType::I1 {
                    to_bool_scalar(g, x)
                } else {
                    x
                });
            }
            if stride == 1 && lt != ElemType::I1 {
                let off = g.b.ins().imul_imm_s(env.j, esize);
                let addr = g.b.ins().iadd(base, off);
                let vt = g.ty_of(lt);
                return Some(g.b.ins().load(vt, flags, addr, 0));
            }
            if stride == 0 {
                let x = load_at(g, 0);
                return Some(if lt == ElemType::I1 {
                    let x = g.b.ins().uextend(types::I32, x);
                    let x = g.b.ins().splat(types::I32X4, x);
                    let z = g.ic(0);
                    g.b.ins().icmp(IntCC::NotEqual, x, z)
                } else {
                    g.widen(x)
                });
            }
            let mut acc = if lt == ElemType::F32 {
                g.fc(0.0)
            } else {
                g.ic(0)
            };
            for k in 0..4 {
                let x = load_at(g, k);
                let x = if lt == ElemType::I1 {
                    g.b.ins().uextend(types::I32, x)
                } else {
                    x
                };
                acc = g.b.ins().insertlane(acc, x, k as u8);
            }
            if lt == ElemType::I1 {
                let z = g.ic(0);
                g.b.ins().icmp(IntCC::NotEqual, acc, z)
            } else {
                acc
            }
        }
        Node::Const(bits) => match t {
            ElemType::F32 => g.fc(f32::from_bits(*bits as u32)),
            ElemType::I32 => g.ic(*bits as i32),
            ElemType::I1 => {
                let on = *bits & 1 != 0;
                if w == 4 {
                    g.ic(if on { -1 } else { 0 })
                } else {
                    g.b.ins().iconst(types::I8, on as i64)
                }
            }
            _ => return None,
        },
        Node::Iota { dim, scale, offset } => {
            let slot = sh.iota_slot[i];
            let val64 = if slot != usize::MAX {
                let x = g.b.ins().load(
                    types::I64,
                    MemFlagsData::trusted(),
                    env.iotas,
                    (slot * 8) as i32,
                );
                g.b.ins().ireduce(types::I32, x)
            } else {
                debug_assert_eq!(sh.inner_dim, Some(*dim as usize));
                let jj = g.b.ins().iadd(env.j0, env.j);
                let x = g.b.ins().imul_imm_s(jj, *scale);
                let x = g.b.ins().iadd_imm_s(x, *offset);
                g.b.ins().ireduce(types::I32, x)
            };
            let mut iv = g.widen(val64);
            if w == 4 && slot == usize::MAX {
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
            if t == ElemType::F32 {
                let fty = g.fty();
                g.b.ins().fcvt_from_sint(fty, iv)
            } else {
                iv
            }
        }
        Node::Param(_) => return None,
        Node::Unary(op, x) => {
            let x = v(x);
            let f = t == ElemType::F32;
            let j = fast_paths::unary(*op).jit.filter(|j| j.takes(t))?;
            match j {
                JitUnary::Negate if f => g.b.ins().fneg(x),
                JitUnary::Negate => g.b.ins().ineg(x),
                JitUnary::Abs if f => g.b.ins().fabs(x),
                JitUnary::Abs => g.b.ins().iabs(x),
                JitUnary::Sqrt => g.b.ins().sqrt(x),
                JitUnary::Rsqrt => {
                    let s = g.b.ins().sqrt(x);
                    let one = g.fc(1.0);
                    g.b.ins().fdiv(one, s)
                }
                JitUnary::Exponential => g.exp(x),
                JitUnary::Log => g.log(x),
                JitUnary::Tanh => g.tanh(x),
                JitUnary::Logistic => g.logistic(x),
                JitUnary::Floor => g.b.ins().floor(x),
                JitUnary::Ceil => g.b.ins().ceil(x),
                JitUnary::RoundNearestEven => g.b.ins().nearest(x),
                JitUnary::Not if t == ElemType::I1 && w != 4 => g.b.ins().bxor_imm_s(x, 1),
                JitUnary::Not => g.b.ins().bnot(x),
            }
        }
        Node::Binary(op, a, b) => {
            let (a, b) = (v(a), v(b));
            let f = t == ElemType::F32;
            let j = fast_paths::binary(*op).jit.filter(|j| j.takes(t))?;
            match j {
                JitBinary::Add if f => g.b.ins().fadd(a, b),
                JitBinary::Subtract if f => g.b.ins().fsub(a, b),
                JitBinary::Multiply if f => g.b.ins().fmul(a, b),
                JitBinary::Divide => g.b.ins().fdiv(a, b),
                JitBinary::Maximum if f => g.b.ins().fmax(a, b),
                JitBinary::Minimum if f => g.b.ins().fmin(a, b),
                JitBinary::Add => g.b.ins().iadd(a, b),
                JitBinary::Subtract => g.b.ins().isub(a, b),
                JitBinary::Multiply => g.b.ins().imul(a, b),
                JitBinary::Maximum => g.b.ins().smax(a, b),
                JitBinary::Minimum => g.b.ins().smin(a, b),
                JitBinary::And => g.b.ins().band(a, b),
                JitBinary::Or => g.b.ins().bor(a, b),
                JitBinary::Xor => g.b.ins().bxor(a, b),
            }
        }
        Node::Compare { dir, a, b, .. } => {
            let at = expr.types[*a as usize];
            let (a, b) = (v(a), v(b));
            if at == ElemType::F32 {
                g.b.ins().fcmp(float_cc(*dir), a, b)
            } else {
                g.b.ins().icmp(int_cc(*dir), a, b)
            }
        }
        Node::Select(c, a, b) => {
            let (c, a, b) = (v(c), v(a), v(b));
            g.sel(c, a, b)
        }
        Node::Clamp(lo, x, hi) => {
            let (lo, x, hi) = (v(lo), v(x), v(hi));
            if t == ElemType::F32 {
                let m = g.b.ins().fmax(x, lo);
                g.b.ins().fmin(m, hi)
            } else {
                let m = g.b.ins().smax(x, lo);
                g.b.ins().smin(m, hi)
            }
        }
        Node::Convert(x) => {
            let from = expr.types[*x as usize];
            let x = v(x);
            let fty = g.fty();
            let ity = g.ity();
            match (from, t) {
                (a, b) if a == b => x,
                (ElemType::F32, ElemType::I32) => g.b.ins().fcvt_to_sint_sat(ity, x),
                (ElemType::I32, ElemType::F32) => g.b.ins().fcvt_from_sint(fty, x),
                (ElemType::F32, ElemType::I1) => {
                    let z = g.fc(0.0);
                    g.b.ins().fcmp(FloatCC::NotEqual, x, z)
                }
                (ElemType::I32, ElemType::I1) => {
                    let z = g.ic(0);
                    g.b.ins().icmp(IntCC::NotEqual, x, z)
                }
                (ElemType::I1, ElemType::F32) => {
                    let one = g.fc(1.0);
                    let zero = g.fc(0.0);
                    g.sel(x, one, zero)
                }
                (ElemType::I1, ElemType::I32) => {
                    if w == 4 {
                        let one = g.ic(1);
                        g.b.ins().band(x, one)
                    } else {
                        g.b.ins().uextend(types::I32, x)
                    }
                }
                _ => return None,
            }
        }
        Node::Bitcast(x) => {
            let x = v(x);
            if t == ElemType::F32 {
                g.i2f(x)
            } else {
                g.f2i(x)
            }
        }
        Node::ReducePrecision { .. } => return None,
    })
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
        };
        // Invariant nodes at both widths, once.
        let mut pre4: Vec<Option<Value>> = vec![None; expr.nodes.len()];
        let mut pre1: Vec<Option<Value>> = vec![None; expr.nodes.len()];
        {
            let mut v4 = Vec::with_capacity(expr.nodes.len());
            let mut v1 = Vec::with_capacity(expr.nodes.len());
            for i in 0..expr.nodes.len() {
                if inv[i] {
                    let mut g = Gen { b: &mut b, w: 4 };
                    let x4 = emit_node(&mut g, expr, sh, &load_index, i, &v4, &env)?;
                    let mut g = Gen { b: &mut b, w: 1 };
                    let x1 = emit_node(&mut g, expr, sh, &load_index, i, &v1, &env)?;
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
        let vhead = b.create_block();
        let vbody = b.create_block();
        let shead = b.create_block();
        let sbody = b.create_block();
        let exit = b.create_block();
        b.ins().jump(vhead, &[]);

        // Vector loop: while j + 4 * UNROLL <= n, UNROLL independent vectors per iteration with
        // their instructions interleaved node by node, so the long dependency chains of the
        // polynomials overlap.
        b.switch_to_block(vhead);
        let j = b.use_var(jvar);
        let j4 = b.ins().iadd_imm_s(j, 4 * UNROLL as i64);
        let more = b.ins().icmp(IntCC::SignedLessThanOrEqual, j4, n);
        b.ins().brif(more, vbody, &[], shead, &[]);
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
        let mut vals: Vec<Vec<Value>> = (0..UNROLL)
            .map(|_| Vec::with_capacity(expr.nodes.len()))
            .collect();
        for (i, &pre) in pre4.iter().enumerate().take(expr.nodes.len()) {
            for u in 0..UNROLL {
                let x = match pre {
                    Some(x) => x,
                    None => {
                        env.j = js[u];
                        let mut g = Gen { b: &mut b, w: 4 };
                        emit_node(&mut g, expr, sh, &load_index, i, &vals[u], &env)?
                    }
                };
                vals[u].push(x);
            }
        }
        for (o, &node) in outputs.iter().enumerate() {
            let is_mask = expr.types[node as usize] == ElemType::I1;
            for u in 0..UNROLL {
                let (off, x) = if is_mask {
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
        let jn = b.ins().iadd_imm_s(j, 4 * UNROLL as i64);
        b.def_var(jvar, jn);
        b.ins().jump(vhead, &[]);

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
            // Masks are i8 0/1 in scalar code, stored as one byte each.
            let esize = if expr.types[node as usize] == ElemType::I1 {
                1
            } else {
                4
            };
            let off = b.ins().imul_imm_s(j, esize);
            let addr = b.ins().iadd(out_bases[o], off);
            b.ins().store(
                MemFlagsData::new().with_notrap(),
                vals[node as usize],
                addr,
                0,
            );
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

    /// One unary op over `n` (not a multiple of 4, so the scalar tail runs) elements.
    #[test]
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

    #[test]
    fn unsupported_steps_fall_back() {
        let mut e = Expr::default();
        let a = e.push(ElemType::F64, Node::Const(1f64.to_bits() as u128));
        let k = Kernel {
            name: "f64".into(),
            bindings: vec![decl(ElemType::F64, 4, true)],
            scratch: vec![],
            steps: vec![Step::Map(steps::Map {
                shape: vec![4],
                expr: e,
                outputs: vec![(Buf::Binding(0), a)],
            })],
        };
        let k = validate_kernel(k).expect("a valid kernel");
        assert!(ModuleJit::new().compile(&k).is_none());
    }

    /// A reduction over a middle dimension whose producer (a masked select of an exp) is
    /// JIT-compiled: same results as the executor, with 1 and 2 threads.
    #[test]
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
}
