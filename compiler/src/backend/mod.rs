//! `lower-to-vm`: planned functions to register bytecode, dispatch regions to kernels, constants to
//! the data segment, and all of it to a `.vmfb` ([`runtime::vm::format`]).
//!
//! Registers: arguments are registers `0..n`; the call's arena is one register and every transient
//! is a view of it at its planned offset; results are pooled allocations; a value written in place
//! into an argument is a view of that argument's register; views (reshape, barrier, contiguous
//! slice, bitcast) are views of their source register. Checks (`check.expect_*` and
//! `stablehlo.custom_call @check.*`) become [`Instr::Check`]s that the VM evaluates.
//!
//! Every op is matched exhaustively on [`OpKind`]. Ops the op table marks not supported yet, CHLO
//! ops that `chlo-legalize-to-stablehlo` left, custom calls other than checks and element types the
//! compiled path does not store are coded errors (E0414) at the op that has them, found by one walk
//! over the module before anything is lowered ([`unsupported`]).

pub mod kernel;

use std::collections::HashMap;

use dialect::attrs::{DenseElements, DenseValues};
use dialect::diag::{self, Diagnostic};
use dialect::ir::{Module, Op, Value};
use dialect::ops::{ArithSemantics, CoreOp, OpKind, Pass, Staged};
use dialect::types::Type;
use dialect::views;
use runtime::vm::bytecode::*;

use crate::memory::{self, FunctionPlan, Storage};
pub use kernel::LowerError;
use kernel::{constant_attr, dense_bytes, dtype, lower_region, Place};

/// Renders lowering errors as the frontend renders its diagnostics: the unsupported ones as E0414,
/// internal ones (a compiler bug) as E0999, each at its op.
pub fn render_errors(errors: &[LowerError], file: &str, text: &str, color: bool) -> String {
    let mut s = String::new();
    for e in errors {
        let span = e.span.unwrap_or(dialect::ir::Span::new(0, 0));
        let d = if e.unsupported {
            Diagnostic::error(
                diag::NOT_SUPPORTED_YET,
                span,
                e.message.clone(),
                "not supported by the compiled path",
            )
        } else {
            let message = e.message.strip_prefix("internal: ").unwrap_or(&e.message);
            Diagnostic::error(
                diag::INTERNAL,
                span,
                format!("internal error: {message}"),
                "while lowering this",
            )
            .note("this is a compiler bug; please report it with the input")
        };
        s.push_str(&diag::render(&[d], file, text, color));
    }
    s
}

/// The errors of the ops and element types of `m` the compiled path does not take, one per op,
/// at the op.
pub fn unsupported(m: &Module) -> Vec<LowerError> {
    let mut errs = Vec::new();
    for f in m.functions() {
        let name = m.func_name(f).unwrap_or("?");
        if let Some(b) = m.entry_block(f) {
            for (i, &a) in m.blocks[b].args.iter().enumerate() {
                let span = m.values[a].span;
                match m.ty(a) {
                    Type::Tensor { elem, .. } => {
                        if let Err(why) = dtype(*elem) {
                            errs.push(LowerError::unsupported(
                                span,
                                format!("argument {i} of @{name}: {why}"),
                            ));
                        }
                    }
                    other => errs.push(LowerError::unsupported(
                        span,
                        format!(
                            "argument {i} of @{name} is a `{other}`: the compiled path passes \
                             ranked tensors only (tokens and tuples are removed by \
                             stablehlo-decompose where nothing reads them)"
                        ),
                    )),
                }
            }
        }
        if let Some(ft) = m.func_type(f) {
            for (i, t) in ft.results.iter().enumerate() {
                if !matches!(t, Type::Tensor { .. }) {
                    errs.push(LowerError::unsupported(
                        m.ops[f].span,
                        format!(
                            "result {i} of @{name} is a `{t}`: the compiled path returns ranked \
                             tensors only"
                        ),
                    ));
                }
            }
        }
        m.walk(f, &mut |op| {
            if let Err(e) = supported_op(m, op) {
                errs.push(e);
            }
        });
    }
    errs
}

/// The op at `op` as the compiled path takes it: the one place that says which ops it does not
/// take (those a pass decomposes earlier, those not supported yet, unknown ones), by the table's
/// stage column. The lowering narrows every op through it, after [`unsupported`] has reported all
/// of them up front.
pub(crate) fn core_op(m: &Module, op: Op) -> Result<CoreOp, LowerError> {
    let d = &m.ops[op];
    let err = |msg: String| Err(LowerError::unsupported(d.span, msg));
    let Some(kind) = d.kind() else {
        return err(format!("`{}` is not an op the compiled path knows", d.name));
    };
    let name = kind.name();
    match kind.split() {
        Staged::Core(c) => Ok(c),
        Staged::NotYet(why) => err(format!(
            "`{name}` is not supported by the compiled path yet: {why}"
        )),
        Staged::Decomposed(_, how) => match how.by {
            Pass::ChloLegalize => err(format!(
                "`{name}` is not supported by the compiled path: chlo-legalize-to-stablehlo does not decompose it yet"
            )),
            Pass::StablehloDecompose => err(format!(
                "`{name}` is not supported by the compiled path yet"
            )),
            Pass::QuantToMath => err(format!(
                "`{name}` is rewritten by quant-to-math before this layer (quantized types never reach the backend)"
            )),
        },
    }
}

fn supported_op(m: &Module, op: Op) -> Result<(), LowerError> {
    let d = &m.ops[op];
    let err = |msg: String| Err(LowerError::unsupported(d.span, msg));
    if makes_token(m, op) {
        return Ok(());
    }
    let kind = core_op(m, op)?;
    if kind.kind().is_distributed() {
        return distributed_supported(m, op, kind);
    }
    if kind == CoreOp::CustomCall
        && views::Check::read(m, op).ok().flatten().is_none()
        && views::LapackCall::read(m, op).ok().flatten().is_none()
    {
        let target = match d.attr("call_target_name") {
            Some(dialect::attrs::Attribute::String(t)) => t.clone(),
            _ => "?".into(),
        };
        return err(views::unsupported_custom_call(&target));
    }
    if let (CoreOp::Check(_), Some(&x)) = (kind, d.operands.first()) {
        if let Type::Scalar(t) = m.ty(x) {
            return err(format!(
                "`{}` of a scalar `{t}`: the compiled path holds tensors only (check a rank-0 \
                 tensor, e.g. with check.expect_all_true); the reference path (irc run-reference) \
                 runs it",
                kind.name()
            ));
        }
    }
    for &v in d.results.iter().chain(&d.operands) {
        if let Some(e) = m.ty(v).elem() {
            if let Err(why) = dtype(e) {
                return err(format!("`{}`: {why}", kind.name()));
            }
        }
    }
    Ok(())
}

/// Whether `v` is a `!stablehlo.token`: it carries no data and gets no register (the VM runs
/// instructions in program order, which is all a token orders).
fn is_token(m: &Module, v: Value) -> bool {
    matches!(m.ty(v), Type::Opaque(s) if s == "!stablehlo.token")
}

/// Whether `op` is an `after_all` or `create_token` that `stablehlo-decompose` kept because a
/// transfer (send, recv, infeed, outfeed) reads its token: it lowers to nothing.
fn makes_token(m: &Module, op: Op) -> bool {
    matches!(
        m.ops[op].kind(),
        Some(OpKind::AfterAll | OpKind::CreateToken)
    )
}

/// Which distributed ops the compiled path takes: the collectives whose reduction (if any) is
/// one binary op of its two arguments, and every other: `collective_broadcast` (from a dynamic
/// root too), `replica_id`, `partition_id`, `interpreter.run_parallel` (with an infeed too),
/// send/recv and infeed/outfeed (they run in a process of a `run_parallel`).
fn distributed_supported(m: &Module, op: Op, kind: CoreOp) -> Result<(), LowerError> {
    match kind {
        CoreOp::Send | CoreOp::Recv | CoreOp::Infeed | CoreOp::Outfeed => Ok(()),
        CoreOp::AllReduce | CoreOp::ReduceScatter | CoreOp::CollectiveReduce => {
            reduction_op(m, op).map(|_| ())
        }
        CoreOp::CollectiveBroadcast => Ok(()),
        CoreOp::RunParallel => views::RunParallel::read(m, op)
            .map(|_| ())
            .map_err(Into::into),
        CoreOp::AllGather
        | CoreOp::AllToAll
        | CoreOp::CollectivePermute
        | CoreOp::ReplicaId
        | CoreOp::PartitionId => Ok(()),
        other => Err(LowerError::from(format!(
            "internal: `{}` is not a distributed op",
            other.name()
        ))),
    }
}

/// The reduction of a collective's region: one elementwise binary op of the region's two
/// arguments (either order for a commutative op), returned. Any other region is E0414 here;
/// `stablehlo-decompose` has rewritten every such collective it can as an all_gather and a fold
/// ([`crate::passes::stablehlo_decompose`]).
pub(crate) fn reduction_op(m: &Module, op: Op) -> Result<element::ops::BinaryOp, LowerError> {
    let d = &m.ops[op];
    let custom = || {
        LowerError::unsupported(
            d.span,
            format!(
                "`{}` with a reduction region other than one binary op of its two arguments is \
                 not supported on the compiled path yet",
                d.name
            ),
        )
    };
    let block = d
        .regions
        .first()
        .and_then(|&r| m.regions[r].blocks.first().copied())
        .ok_or_else(custom)?;
    let args = &m.blocks[block].args;
    let ops = &m.blocks[block].ops;
    let [body, ret] = ops[..] else {
        return Err(custom());
    };
    let (bd, rd) = (&m.ops[body], &m.ops[ret]);
    let Some(OpKind::Binary(b)) = bd.kind() else {
        return Err(custom());
    };
    let in_order = bd.operands[..] == args[..];
    let swapped = args.len() == 2 && bd.operands[..] == [args[1], args[0]];
    if args.len() != 2
        || !(in_order || swapped && OpKind::Binary(b).is_commutative())
        || rd.operands[..] != bd.results[..]
    {
        return Err(custom());
    }
    Ok(b)
}

/// The process grid each function runs on: a program of an `interpreter.run_parallel` (and
/// every function it calls) on the grid of the `programs`, every other function on the module's
/// (`mhlo.num_replicas` x `mhlo.num_partitions`). A function reached on two grids is E0414.
pub(crate) fn function_grids(
    m: &Module,
) -> Result<HashMap<String, views::ProcessGrid>, LowerError> {
    let module_grid = views::ProcessGrid::of_module(m)?;
    let mut grids: HashMap<String, views::ProcessGrid> = HashMap::new();
    let mut parallels = Vec::new();
    for f in m.functions() {
        m.walk(f, &mut |op| {
            if m.ops[op].is(OpKind::RunParallel) {
                parallels.push(op);
            }
        });
    }
    for p in parallels {
        let v = views::RunParallel::read(m, p)?;
        let grid = v.grid();
        let mut todo: Vec<String> = v.programs.iter().flatten().cloned().collect();
        while let Some(name) = todo.pop() {
            match grids.get(&name) {
                Some(g) if *g == grid => continue,
                Some(g) => {
                    return Err(LowerError::unsupported(
                        m.ops[p].span,
                        format!(
                            "@{name} runs on a {}x{} grid and on a {}x{} grid: the compiled path \
                             gives each function one grid",
                            g.num_replicas,
                            g.num_partitions,
                            grid.num_replicas,
                            grid.num_partitions
                        ),
                    ))
                }
                None => {}
            }
            grids.insert(name.clone(), grid);
            if let Some(f) = m.lookup_function(&name) {
                m.walk(f, &mut |op| {
                    if m.ops[op].is(OpKind::Call) {
                        if let Some(dialect::attrs::Attribute::SymbolRef(s)) =
                            m.ops[op].attr("callee")
                        {
                            todo.push(s.clone());
                        }
                    }
                });
            }
        }
    }
    for f in m.functions() {
        if let Some(name) = m.func_name(f) {
            grids.entry(name.to_string()).or_insert(module_grid);
        }
    }
    Ok(grids)
}

/// Lowers a planned module (after the `plan` phase) to a module definition and its constant
/// data. `text` is the source the module was parsed from and `file` its name (for locations).
pub fn lower_module(
    m: &Module,
    text: &str,
    file: &str,
) -> Result<(ModuleDef, Vec<u8>), Vec<LowerError>> {
    let errs = unsupported(m);
    if !errs.is_empty() {
        return Err(errs);
    }
    let mut out = ModuleDef {
        name: m
            .ops
            .iter()
            .find(|(_, d)| d.is(OpKind::Module))
            .and_then(|(_, d)| {
                d.attr("sym_name")
                    .and_then(|a| a.as_str().map(str::to_string))
            })
            .unwrap_or_else(|| "module".into()),
        source: file.to_string(),
        ..Default::default()
    };
    let mut data = Vec::new();
    let funcs: Vec<Op> = m
        .functions()
        .filter(|&f| m.entry_block(f).is_some())
        .collect();
    let index: HashMap<String, u32> = funcs
        .iter()
        .enumerate()
        .map(|(i, &f)| (m.func_name(f).unwrap_or("?").to_string(), i as u32))
        .collect();
    let mut const_cache: HashMap<Vec<u8>, u32> = HashMap::new();
    let grids = function_grids(m).map_err(|e| vec![e])?;
    let module_grid = views::ProcessGrid::of_module(m).map_err(|e| vec![e.into()])?;
    // A declared grid makes the module one of several processes only when something in it
    // differs between them: a collective, a process id, send/recv, or a `dist.shard` mark
    // (`localize-manual`'s). JAX's `jit` + `NamedSharding` exports declare their
    // mesh (`mhlo.num_partitions = 4`) but compute on global shapes with no collective: one
    // process runs them whole, with the same results (README, Distributed).
    let mut differs = false;
    for &f in &funcs {
        m.walk(f, &mut |op| {
            differs |= m.ops[op].kind().is_some_and(OpKind::is_distributed);
        });
    }
    // A function with `dist.shard` marks: one of the declared grid's processes, each with its
    // block, even without a collective (a 1 x 1 grid when none is declared).
    out.placement = placement(m, &funcs).map_err(|e| vec![e])?;
    if (module_grid != views::ProcessGrid::SINGLE && differs) || out.placement.is_some() {
        out.grid = Some(GridDef {
            replicas: module_grid.num_replicas,
            partitions: module_grid.num_partitions,
            groups: vec![],
        });
    }
    lower_globals(m, &mut out, &mut data, &mut const_cache).map_err(|e| vec![e])?;
    for &f in &funcs {
        let src = Source { text, file };
        let grid = grids
            .get(m.func_name(f).unwrap_or("?"))
            .copied()
            .unwrap_or(module_grid);
        let fd = lower_function(
            m,
            f,
            src,
            &index,
            &mut out,
            &mut data,
            &mut const_cache,
            grid,
        )
        .map_err(|e| vec![e.at(m.ops[f].span)])?;
        out.functions.push(fd);
    }
    Ok((out, data))
}

/// The module's globals (`ml_program.global`; `util.global` was rewritten into one), in module
/// order, into the globals section: each one's name, type, mutability and initial value (a
/// constant of the data segment; none for a global that starts as zeros).
fn lower_globals(
    m: &Module,
    out: &mut ModuleDef,
    data: &mut Vec<u8>,
    const_cache: &mut HashMap<Vec<u8>, u32>,
) -> Result<(), LowerError> {
    for &g in &m.blocks[m.body()].ops {
        let d = &m.ops[g];
        if !d.is(OpKind::MlGlobal) {
            continue;
        }
        let span = d.span;
        let at = |e: String| LowerError::from(e).at(span);
        let name = m
            .func_name(g)
            .ok_or_else(|| at("a global without a name".into()))?;
        let Some(dialect::attrs::Attribute::Type(t)) = d.attr("type") else {
            return Err(at(format!("global @{name} has no type")));
        };
        let elem = t
            .elem()
            .ok_or_else(|| at(format!("global @{name}: {t} has no element type")))?;
        let ty = TensorType {
            dtype: dtype(elem).map_err(at)?,
            shape: t
                .shape()
                .ok_or_else(|| at(format!("global @{name}: {t} is not a tensor type")))?
                .iter()
                .map(|&n| n as u64)
                .collect(),
        };
        let init = match d.attr("value") {
            None => NO_INITIAL_VALUE,
            Some(dialect::attrs::Attribute::Dense(de)) => {
                let bytes = dense_bytes(de, ty.dtype, ty.elements() as usize).map_err(at)?;
                add_constant(out, data, const_cache, bytes, ty.clone())
            }
            Some(other) => {
                return Err(at(format!(
                    "global @{name}: the initial value {other} is not a dense tensor"
                )))
            }
        };
        out.globals.push(GlobalDef {
            name: name.to_string(),
            ty,
            mutable: d.attr("is_mutable").is_some(),
            init,
        });
    }
    Ok(())
}

/// The `.vmfb` placement section: the `dist.shard` marks `localize-manual` wrote on the
/// arguments and results of `funcs` (in their order in the module), with the module's
/// `dist.mesh`; `None` when no function has a mark.
fn placement(m: &Module, funcs: &[Op]) -> Result<Option<PlacementDef>, LowerError> {
    let mut mesh = vec![];
    let mut functions = vec![];
    let shard = |s: &Option<views::Shard>| {
        s.map(|s| ShardDef {
            dim: s.dim as u32,
            axis: s.axis as u32,
        })
    };
    for (i, &f) in funcs.iter().enumerate() {
        let p = views::Placement::read(m, f).map_err(|e| LowerError::from(e).at(m.ops[f].span))?;
        if p.args.iter().chain(&p.results).all(Option::is_none) {
            continue;
        }
        mesh = p.mesh.clone();
        functions.push(FunctionPlacementDef {
            function: i as u32,
            args: p.args.iter().map(shard).collect(),
            results: p.results.iter().map(shard).collect(),
        });
    }
    Ok((!functions.is_empty()).then_some(PlacementDef { mesh, functions }))
}

/// The source text and the file name locations refer to.
#[derive(Clone, Copy)]
struct Source<'a> {
    text: &'a str,
    file: &'a str,
}

/// Adds a constant's bytes to the data segment (once per distinct bytes and type) and returns its
/// index.
fn add_constant(
    out: &mut ModuleDef,
    data: &mut Vec<u8>,
    cache: &mut HashMap<Vec<u8>, u32>,
    bytes: Vec<u8>,
    ty: TensorType,
) -> u32 {
    match cache.get(&bytes) {
        Some(&i) if out.constants[i as usize].ty == ty => i,
        _ => {
            let off = data.len().div_ceil(64) * 64;
            data.resize(off, 0);
            data.extend_from_slice(&bytes);
            out.constants.push(ConstDef {
                ty,
                offset: off as u64,
                bytes: bytes.len() as u64,
            });
            let i = (out.constants.len() - 1) as u32;
            cache.insert(bytes, i);
            i
        }
    }
}

fn ty_of(m: &Module, v: Value) -> Result<TensorType, String> {
    let t = m.ty(v);
    let e = t.elem().ok_or("a value without an element type")?;
    Ok(TensorType {
        dtype: dtype(e)?,
        shape: t
            .shape()
            .ok_or("an unranked value")?
            .iter()
            .map(|&d| d.max(0) as u64)
            .collect(),
    })
}

fn loc(m: &Module, op: Op, source: &str) -> String {
    let s = m.ops[op].span;
    let (line, col) = diag::line_col(source, s.start as usize);
    format!("{line}:{col} {}", m.ops[op].name)
}

struct FnBuilder<'a> {
    m: &'a Module,
    plan: FunctionPlan,
    regs: HashMap<Value, Reg>,
    next: Reg,
    code: Vec<Instr>,
    locs: Vec<String>,
    arena: Reg,
    uses_arena: bool,
    scratch: u64,
    /// The process grid the function runs on (for its collectives' groups).
    grid: views::ProcessGrid,
    /// For each result buffer already allocated, the register that holds the whole buffer (the
    /// plan may store transients and a chain of in-place values in a result's buffer).
    result_regs: HashMap<usize, Reg>,
    /// Bytes of each result of the function.
    result_bytes: Vec<u64>,
}

impl FnBuilder<'_> {
    fn reg(&mut self) -> Reg {
        self.next += 1;
        self.next - 1
    }
    fn emit(&mut self, i: Instr, l: &str) {
        self.code.push(i);
        self.locs.push(l.to_string());
    }
    fn get(&self, v: Value) -> Result<Reg, String> {
        self.regs
            .get(&v)
            .copied()
            .ok_or_else(|| "internal: a value without a register".into())
    }
    fn bytes(&self, v: Value) -> u64 {
        memory::type_bytes(self.m.ty(v))
    }

    /// Where `v`'s bytes live, for kernel overlap checks.
    fn place(&self, v: Value) -> Place {
        let root = self.plan.view_root.get(&v).copied().unwrap_or(v);
        let off = self.plan.view_offset.get(&v).copied().unwrap_or(0);
        let len = self.bytes(v);
        let st = self
            .plan
            .storage
            .get(&v)
            .or_else(|| self.plan.storage.get(&root));
        if let Some(&o) = self.plan.nested_offset.get(&root) {
            return Place {
                key: "arena".to_string(),
                start: o + off,
                len,
            };
        }
        let (key, start) = match st {
            Some(Storage::Arg(i)) => (format!("arg{i}"), off),
            Some(Storage::Result(k)) => (format!("result{k}"), off),
            Some(Storage::Transient(t)) => {
                ("arena".to_string(), self.plan.buffers[*t].offset + off)
            }
            Some(Storage::Const) => (format!("const{root:?}"), off),
            Some(Storage::External) | None => (format!("value{root:?}"), off),
        };
        Place { key, start, len }
    }

    /// `dst` = bytes `offset..offset + bytes` of the function's arena.
    fn arena_view(&mut self, dst: Reg, offset: u64, bytes: u64, l: &str) {
        self.uses_arena = true;
        let src = self.arena;
        self.emit(
            Instr::View {
                dst,
                src,
                offset,
                bytes,
            },
            l,
        );
    }

    /// Emits what gives the value `r` (defined by a writing op) its register.
    fn define(&mut self, r: Value, l: &str) -> Result<Reg, String> {
        if let Some(res) = self.plan.carried_in_place.get(&r) {
            // The next value of a loop-carried slot, computed straight into the slot's buffer.
            let reg = self.get(*res)?;
            self.regs.insert(r, reg);
            return Ok(reg);
        }
        let bytes = self.bytes(r);
        let dst = self.reg();
        if let Some(&offset) = self.plan.nested_offset.get(&r) {
            // A transient of a control-flow region: a slot of its op's region arena.
            self.arena_view(dst, offset, bytes, l);
            self.regs.insert(r, dst);
            return Ok(dst);
        }
        match self.plan.storage.get(&r).cloned() {
            Some(Storage::Transient(t)) => {
                let off = self.plan.buffers[t].offset;
                self.arena_view(dst, off, bytes, l);
            }
            Some(Storage::Result(k)) => {
                // The plan may store transients in a result's buffer before the result is written
                // (and a chain of in-place values ending in it): the first value written there
                // allocates the whole result, the others are views of it.
                let full = self.result_bytes.get(k).copied().unwrap_or(bytes);
                match self.result_regs.get(&k) {
                    Some(&src) => self.emit(
                        Instr::View {
                            dst,
                            src,
                            offset: 0,
                            bytes,
                        },
                        l,
                    ),
                    None if bytes == full => {
                        self.emit(Instr::Alloc { dst, bytes }, l);
                        self.result_regs.insert(k, dst);
                    }
                    None => {
                        let base = self.reg();
                        self.emit(
                            Instr::Alloc {
                                dst: base,
                                bytes: full,
                            },
                            l,
                        );
                        self.emit(
                            Instr::View {
                                dst,
                                src: base,
                                offset: 0,
                                bytes,
                            },
                            l,
                        );
                        self.result_regs.insert(k, base);
                    }
                }
            }
            Some(Storage::External) | None => {
                self.emit(Instr::Alloc { dst, bytes }, l);
            }
            Some(Storage::Arg(i)) => {
                self.emit(
                    Instr::View {
                        dst,
                        src: i as Reg,
                        offset: 0,
                        bytes,
                    },
                    l,
                );
            }
            Some(Storage::Const) => return Err("internal: a constant written by an op".into()),
        }
        self.regs.insert(r, dst);
        Ok(dst)
    }
}

#[allow(clippy::too_many_arguments)]
fn lower_function(
    m: &Module,
    f: Op,
    src: Source,
    index: &HashMap<String, u32>,
    out: &mut ModuleDef,
    data: &mut Vec<u8>,
    const_cache: &mut HashMap<Vec<u8>, u32>,
    grid: views::ProcessGrid,
) -> Result<FunctionDef, LowerError> {
    let source = src.text;
    let name = m.func_name(f).unwrap_or("?").to_string();
    let block = m.entry_block(f).ok_or("a declaration")?;
    let plan = memory::plan_function(m, f).ok_or_else(|| format!("@{name}: cannot plan memory"))?;
    let attrs = crate::passes::abi_output_to_alias::arg_attrs(m, f);
    let mut args = vec![];
    for (i, &a) in m.blocks[block].args.iter().enumerate() {
        let d = attrs.get(i).cloned().unwrap_or_default();
        let output = crate::passes::abi_output_to_alias::OUTPUT_ATTRS
            .iter()
            .find_map(|k| d.get(*k).and_then(|a| a.as_int()))
            .map(|x| x as u32);
        let printed = d
            .iter()
            .map(|(k, v)| format!("{k} = {v}"))
            .collect::<Vec<_>>()
            .join(", ");
        args.push(ArgDef {
            ty: ty_of(m, a).map_err(|e| format!("@{name} argument {i}: {e}"))?,
            output,
            consume: d.contains_key("abi.consume"),
            attrs: printed,
        });
    }
    let ret = *m.blocks[block].ops.last().ok_or("an empty function")?;
    let mut results = vec![];
    for &v in &m.ops[ret].operands {
        results.push(ResultDef {
            ty: ty_of(m, v)?,
            attrs: String::new(),
        });
    }
    let nargs = args.len() as Reg;
    let mut b = FnBuilder {
        m,
        plan,
        regs: HashMap::new(),
        next: nargs + 1,
        code: vec![],
        locs: vec![],
        arena: nargs,
        uses_arena: false,
        scratch: 0,
        grid,
        result_regs: HashMap::new(),
        result_bytes: m.ops[ret]
            .operands
            .iter()
            .map(|&v| memory::type_bytes(m.ty(v)))
            .collect(),
    };
    for (i, &a) in m.blocks[block].args.iter().enumerate() {
        b.regs.insert(a, i as Reg);
    }
    let floc = loc(m, f, source);
    b.emit(Instr::Arena { dst: nargs }, &floc);
    let mut kcount = 0usize;
    for &op in &m.blocks[block].ops {
        let span = m.ops[op].span;
        lower_top_op(
            m,
            op,
            src,
            &name,
            index,
            out,
            data,
            const_cache,
            &mut b,
            &mut kcount,
        )
        .map_err(|e| e.at(span))?;
    }
    if !b.uses_arena && b.plan.arena_bytes == 0 {
        // No arena: drop the Arena instruction (branch targets move up by one).
        b.code.remove(0);
        b.locs.remove(0);
        for ins in b.code.iter_mut() {
            match ins {
                Instr::Jump { target } | Instr::BranchFalse { target, .. } => *target -= 1,
                Instr::Switch { targets, .. } => targets.iter_mut().for_each(|t| *t -= 1),
                _ => {}
            }
        }
    }
    let slots = b
        .plan
        .buffers
        .iter()
        .map(|x| PlanSlot {
            offset: x.offset,
            size: x.size,
            def: x.def as u32,
            last_use: x.last_use as u32,
        })
        .collect();
    Ok(FunctionDef {
        name,
        public: m.ops[f]
            .attr("sym_visibility")
            .and_then(|a| a.as_str())
            .is_none_or(|v| v == "public"),
        args,
        results,
        num_regs: b.next,
        plan: MemoryPlan {
            arena_bytes: b.plan.arena_bytes,
            scratch_bytes: b.scratch,
            lower_bound_bytes: b.plan.lower_bound_bytes,
            output_bytes: b.plan.output_bytes,
            aliased_bytes: b.plan.aliased_bytes,
            constant_bytes: b.plan.constant_bytes,
            slots,
        },
        code: b.code,
        locs: b.locs,
    })
}

/// Lowers one op of a function body (after `form-dispatches`): structure, constants, calls,
/// aliases, copies, views, dispatch regions and checks; anything else is an error naming the op.
#[allow(clippy::too_many_arguments)]
fn lower_top_op(
    m: &Module,
    op: Op,
    src: Source,
    fname: &str,
    index: &HashMap<String, u32>,
    out: &mut ModuleDef,
    data: &mut Vec<u8>,
    const_cache: &mut HashMap<Vec<u8>, u32>,
    b: &mut FnBuilder,
    kcount: &mut usize,
) -> Result<(), LowerError> {
    let d = &m.ops[op];
    let l = loc(m, op, src.text);
    if makes_token(m, op) {
        return Ok(());
    }
    let kind = core_op(m, op)?;
    if memory::is_view_op(m, op) {
        for (i, &r) in d.results.iter().enumerate() {
            let src_v = d.operands.get(i).copied().unwrap_or(d.operands[0]);
            let src = b.get(src_v)?;
            let off = memory::view_offset_of(m, op).unwrap_or(0);
            let bytes = b.bytes(r);
            let materialize = !b.plan.view_root.contains_key(&r);
            let dst = b.reg();
            b.emit(
                Instr::View {
                    dst,
                    src,
                    offset: off,
                    bytes,
                },
                &l,
            );
            if materialize {
                // A returned or in-place partial view gets its own storage.
                let own = b.define(r, &l)?;
                b.emit(Instr::Copy { dst: own, src: dst }, &l);
            } else {
                b.regs.insert(r, dst);
            }
        }
        return Ok(());
    }
    let constant = matches!(kind, CoreOp::Constant)
        || matches!(kind, CoreOp::Arith(a) if a.semantics() == ArithSemantics::Constant);
    match kind {
        // A load copies the global's current value into the result's planned buffer, a store
        // copies the operand into the global: neither is a view, so a loaded value is never
        // changed by a later store, and the global (which lives in the module instance, outside
        // every arena) is never an arena slot.
        CoreOp::GlobalLoad | CoreOp::GlobalStore => {
            let name = match d.attr("global") {
                Some(dialect::attrs::Attribute::SymbolRef(s)) => s.clone(),
                _ => return Err("a global load or store without a global".into()),
            };
            let global = out
                .globals
                .iter()
                .position(|g| g.name == name)
                .ok_or_else(|| format!("a global load or store of @{name}, which is no global"))?
                as u32;
            if kind == CoreOp::GlobalLoad {
                let dst = b.define(d.results[0], &l)?;
                b.emit(Instr::GlobalLoad { dst, global }, &l);
            } else {
                let src = b.get(d.operands[0])?;
                b.emit(Instr::GlobalStore { global, src }, &l);
            }
        }
        CoreOp::MlGlobal => return Err("a global inside a function".into()),
        CoreOp::Return => {
            let regs = d
                .operands
                .iter()
                .map(|&v| b.get(v))
                .collect::<Result<Vec<_>, _>>()?;
            b.emit(Instr::Return { regs }, &l);
        }
        CoreOp::Dealloc => {
            for &v in &d.operands {
                let r = b.get(v)?;
                b.emit(Instr::Dealloc { reg: r }, &l);
            }
        }
        _ if constant => {
            let ty = ty_of(m, d.results[0])?;
            let de = constant_attr(m, op)?;
            let bytes = dense_bytes(&de, ty.dtype, ty.elements() as usize)?;
            let idx = add_constant(out, data, const_cache, bytes, ty);
            let dst = b.reg();
            b.emit(Instr::Const { dst, index: idx }, &l);
            b.regs.insert(d.results[0], dst);
        }
        CoreOp::Call => {
            let callee = d
                .attr("callee")
                .and_then(|a| match a {
                    dialect::attrs::Attribute::SymbolRef(s) => Some(s.clone()),
                    _ => None,
                })
                .ok_or("a call without a callee")?;
            let fi = *index
                .get(&callee)
                .ok_or_else(|| format!("a call of @{callee}, which has no body"))?;
            let a = d
                .operands
                .iter()
                .map(|&v| b.get(v))
                .collect::<Result<Vec<_>, _>>()?;
            let mut rs = vec![];
            for &r in &d.results {
                let dst = b.reg();
                b.regs.insert(r, dst);
                rs.push(dst);
            }
            b.emit(
                Instr::Call {
                    func: fi,
                    args: a,
                    results: rs,
                },
                &l,
            );
        }
        CoreOp::Alias => {
            let src = b.get(d.operands[1])?;
            let dst = b.reg();
            b.emit(Instr::Alias { dst, src }, &l);
            b.regs.insert(d.results[0], dst);
        }
        CoreOp::Clone => {
            let src = b.get(d.operands[0])?;
            let dst = b.define(d.results[0], &l)?;
            b.emit(Instr::Copy { dst, src }, &l);
        }
        CoreOp::DispatchRegion => {
            for &r in &d.results {
                b.define(r, &l)?;
            }
            let kname = format!("{fname}_dispatch_{kcount}");
            *kcount += 1;
            let lowered = {
                let bref = &*b;
                lower_region(m, op, &kname, &|v| bref.place(v))?
            };
            let mut binds = vec![];
            for bi in &lowered.bindings {
                // Outer values always have registers.
                binds.push(
                    *b.regs
                        .get(&bi.value)
                        .ok_or("a binding without a register")?,
                );
            }
            b.scratch = b.scratch.max(lowered.kernel.scratch_bytes());
            if lowered.kernel.scratch_bytes() > 0 {
                b.uses_arena = true;
            }
            out.kernels.push(lowered.kernel);
            b.emit(
                Instr::Dispatch {
                    kernel: (out.kernels.len() - 1) as u32,
                    bindings: binds,
                },
                &l,
            );
        }
        CoreOp::Check(dialect::ops::CheckOp::ExpectSerializedEq)
        | CoreOp::Print
        | CoreOp::Probe => lower_instrument(m, op, kind, src, b)?,
        CoreOp::Check(_) | CoreOp::CustomCall => {
            lower_check(m, op, src, out, data, const_cache, b)?
        }
        CoreOp::Unary(_)
        | CoreOp::Binary(_)
        | CoreOp::Arith(_)
        | CoreOp::Module
        | CoreOp::Func
        | CoreOp::DispatchReturn
        | CoreOp::StablehloReturn
        | CoreOp::Constant
        | CoreOp::Iota
        | CoreOp::Compare
        | CoreOp::Select
        | CoreOp::Clamp
        | CoreOp::Convert
        | CoreOp::BitcastConvert
        | CoreOp::ReducePrecision
        | CoreOp::BroadcastInDim
        | CoreOp::Reshape
        | CoreOp::TensorExtract
        | CoreOp::Transpose
        | CoreOp::Reverse
        | CoreOp::Slice
        | CoreOp::DynamicSlice
        | CoreOp::DynamicUpdateSlice
        | CoreOp::Concatenate
        | CoreOp::Pad
        | CoreOp::DotGeneral
        | CoreOp::Convolution
        | CoreOp::Reduce
        | CoreOp::ReduceWindow
        | CoreOp::Gather
        | CoreOp::Scatter
        | CoreOp::Sort
        | CoreOp::SelectAndScatter
        | CoreOp::RngBitGenerator
        | CoreOp::Fft
        | CoreOp::Cholesky
        | CoreOp::TriangularSolve
        | CoreOp::OptimizationBarrier => {
            return Err(format!("`{}` outside a dispatch region", kind.name()).into())
        }
        CoreOp::While | CoreOp::If | CoreOp::Case => {
            lower_control_flow(m, op, src, fname, index, out, data, const_cache, b, kcount)?
        }
        CoreOp::AllReduce
        | CoreOp::AllGather
        | CoreOp::AllToAll
        | CoreOp::ReduceScatter
        | CoreOp::CollectiveBroadcast
        | CoreOp::CollectiveReduce
        | CoreOp::CollectivePermute => lower_collective(m, op, kind, &l, out, b)?,
        CoreOp::ReplicaId | CoreOp::PartitionId => {
            let dst = b.define(d.results[0], &l)?;
            b.emit(
                Instr::ProcessId {
                    dst,
                    partition: kind == CoreOp::PartitionId,
                },
                &l,
            );
        }
        CoreOp::RunParallel => {
            let v = views::RunParallel::read(m, op)?;
            let grid = v.grid();
            let mut programs = Vec::new();
            for p in grid.processes() {
                let name = &v.programs[p.replica as usize][p.partition as usize];
                programs.push(
                    *index
                        .get(name)
                        .ok_or_else(|| format!("a parallel program @{name}, which has no body"))?,
                );
            }
            let args = d
                .operands
                .iter()
                .map(|&v| b.get(v))
                .collect::<Result<Vec<_>, _>>()?;
            // The infeed queue: each `infeed` function called in turn, its results queued.
            let mut infeed = vec![];
            for name in &v.infeed {
                let func = *index
                    .get(name)
                    .ok_or_else(|| format!("an infeed function @{name}, which has no body"))?;
                let f = m
                    .lookup_function(name)
                    .and_then(|f| m.func_type(f))
                    .ok_or_else(|| format!("an infeed function @{name} without a type"))?;
                let mut rs = vec![];
                for _ in &f.results {
                    rs.push(b.reg());
                }
                infeed.extend(&rs);
                b.emit(
                    Instr::Call {
                        func,
                        args: vec![],
                        results: rs,
                    },
                    &l,
                );
            }
            let mut results = vec![];
            for &r in &d.results {
                let dst = b.reg();
                b.regs.insert(r, dst);
                results.push(dst);
            }
            b.emit(
                Instr::Parallel(Box::new(ParallelDef {
                    replicas: grid.num_replicas,
                    partitions: grid.num_partitions,
                    programs,
                    args,
                    results,
                    infeed,
                })),
                &l,
            );
        }
        CoreOp::Send | CoreOp::Recv | CoreOp::Infeed | CoreOp::Outfeed => {
            lower_transfer(m, op, kind, &l, b)?
        }
        // `lift-cf-to-stablehlo` turns a function of several blocks into one block first.
        CoreOp::Br | CoreOp::CondBr => {
            return Err(format!(
                "`{}` reached the lowering; `lift-cf-to-stablehlo` runs before it",
                kind.name()
            )
            .into())
        }
    }
    Ok(())
}

/// A `send`, `recv`, `infeed` or `outfeed`: one [`Instr::Transfer`] of its data (its tokens
/// left out: they get no register).
fn lower_transfer(
    m: &Module,
    op: Op,
    kind: CoreOp,
    l: &str,
    b: &mut FnBuilder,
) -> Result<(), LowerError> {
    let d = &m.ops[op];
    let (tkind, channel) = match kind {
        CoreOp::Send => (
            TransferKind::Send,
            views::Collective::read(m, op)?.channel_id,
        ),
        CoreOp::Recv => (
            TransferKind::Recv,
            views::Collective::read(m, op)?.channel_id,
        ),
        CoreOp::Infeed => (TransferKind::Infeed, 0),
        CoreOp::Outfeed => (TransferKind::Outfeed, 0),
        other => return Err(format!("internal: `{}` is not a transfer", other.name()).into()),
    };
    let data: Vec<Value> = if tkind.receives() {
        d.results
            .iter()
            .copied()
            .filter(|&v| !is_token(m, v))
            .collect()
    } else {
        d.operands
            .iter()
            .copied()
            .filter(|&v| !is_token(m, v))
            .collect()
    };
    let mut types = Vec::new();
    let mut regs = Vec::new();
    for &v in &data {
        types.push(ty_of(m, v)?);
        regs.push(if tkind.receives() {
            b.define(v, l)?
        } else {
            b.get(v)?
        });
    }
    b.emit(
        Instr::Transfer(Box::new(TransferDef {
            kind: tkind,
            channel,
            types,
            regs,
        })),
        l,
    );
    Ok(())
}

/// A collective: its group table (the op's process groups on the function's grid as ranks,
/// ragged rows padded with -1; for `collective_permute`, the rows its pairs index), added to the
/// module's grid section once, its results defined as any op's, and one
/// [`Instr::Collective`] (a dispatch of its own, in program order).
fn lower_collective(
    m: &Module,
    op: Op,
    kind: CoreOp,
    l: &str,
    out: &mut ModuleDef,
    b: &mut FnBuilder,
) -> Result<(), LowerError> {
    let d = &m.ops[op];
    let c = views::Collective::read(m, op)?;
    let grid = b.grid;
    let ckind = match kind {
        CoreOp::AllReduce => CollectiveKind::AllReduce,
        CoreOp::AllGather => CollectiveKind::AllGather,
        CoreOp::AllToAll => CollectiveKind::AllToAll,
        CoreOp::ReduceScatter => CollectiveKind::ReduceScatter,
        CoreOp::CollectiveBroadcast => CollectiveKind::CollectiveBroadcast,
        CoreOp::CollectiveReduce => CollectiveKind::CollectiveReduce,
        CoreOp::CollectivePermute => CollectiveKind::CollectivePermute,
        other => return Err(format!("internal: `{}` is not a collective", other.name()).into()),
    };
    let flat = |r: u32, p: u32| {
        grid.flat(views::ProcessId {
            replica: r,
            partition: p,
        }) as i64
    };
    let (rows, pairs): (Vec<Vec<i64>>, Vec<(u32, u32)>) =
        if ckind == CollectiveKind::CollectivePermute {
            // Pairs name replicas within each partition (no channel) or partitions within each
            // replica (a channel): one row per such line of the grid, the pairs its positions.
            let rows = if c.channel_id > 0 {
                (0..grid.num_replicas)
                    .map(|r| (0..grid.num_partitions).map(|p| flat(r, p)).collect())
                    .collect()
            } else {
                (0..grid.num_partitions)
                    .map(|p| (0..grid.num_replicas).map(|r| flat(r, p)).collect())
                    .collect()
            };
            let mut pairs = Vec::new();
            for pair in &c.groups {
                match pair[..] {
                    [s, t] if s >= 0 && t >= 0 => pairs.push((s as u32, t as u32)),
                    _ => return Err(format!("a source-target pair {pair:?}").into()),
                }
            }
            (rows, pairs)
        } else {
            let groups = c
                .process_groups(grid)
                .map_err(|e| LowerError::unsupported(d.span, format!("`{}`: {e}", d.name)))?;
            let width = groups.iter().map(Vec::len).max().unwrap_or(0);
            let rows = groups
                .iter()
                .map(|g| {
                    let mut row: Vec<i64> = g.iter().map(|p| grid.flat(*p) as i64).collect();
                    row.resize(width, -1);
                    row
                })
                .collect();
            (rows, vec![])
        };
    let table = GroupTableDef {
        world: grid.size() as u32,
        rows,
    };
    let section = out.grid.get_or_insert_with(|| GridDef {
        replicas: 1,
        partitions: 1,
        groups: vec![],
    });
    let group = match section.groups.iter().position(|t| *t == table) {
        Some(i) => i,
        None => {
            section.groups.push(table);
            section.groups.len() - 1
        }
    } as u32;
    let op_ = if ckind.reduces() {
        Some(reduction_op(m, op)?)
    } else {
        None
    };
    let (dim, concat_dim) = match ckind {
        CollectiveKind::AllGather | CollectiveKind::ReduceScatter | CollectiveKind::AllToAll => {
            let v = views::CollectiveDims::read(m, op)?;
            (v.dim as u32, v.concat_dim as u32)
        }
        CollectiveKind::AllReduce
        | CollectiveKind::CollectiveBroadcast
        | CollectiveKind::CollectiveReduce
        | CollectiveKind::CollectivePermute => (0, 0),
    };
    let mut types = Vec::new();
    let mut operands = Vec::new();
    let mut data = &d.operands[..];
    let mut root = None;
    if ckind == CollectiveKind::CollectiveBroadcast && views::broadcast_has_dynamic_root(m, op)? {
        // The last operand holds each data operand's root.
        let (&r, rest) = d
            .operands
            .split_last()
            .ok_or("a broadcast without operands")?;
        root = Some((b.get(r)?, ty_of(m, r)?.dtype));
        data = rest;
    }
    for &v in data {
        types.push(ty_of(m, v)?);
        operands.push(b.get(v)?);
    }
    let mut results = Vec::new();
    for &r in &d.results {
        results.push(b.define(r, l)?);
    }
    b.emit(
        Instr::Collective(Box::new(CollectiveDef {
            kind: ckind,
            group,
            op: op_,
            dim,
            concat_dim,
            pairs,
            types,
            operands,
            results,
            root,
        })),
        l,
    );
    Ok(())
}

/// A check op, or a `custom_call` of a `check.*` target: the expected value, the check, and the
/// `true` results a `check.eq` call returns.
fn lower_check(
    m: &Module,
    op: Op,
    src: Source,
    out: &mut ModuleDef,
    data: &mut Vec<u8>,
    const_cache: &mut HashMap<Vec<u8>, u32>,
    b: &mut FnBuilder,
) -> Result<(), LowerError> {
    let d = &m.ops[op];
    let l = loc(m, op, src.text);
    let c = views::Check::read(m, op)?
        .ok_or_else(|| LowerError::unsupported(d.span, format!("`{}` is not a check", d.name)))?;
    let actual = *d.operands.first().ok_or("a check without operands")?;
    let ty = ty_of(m, actual)?;
    let expected = match (&c.expected, d.operands.get(1)) {
        (Some(de), _) => {
            let bytes = dense_bytes(de, ty.dtype, ty.elements() as usize)?;
            let idx = add_constant(out, data, const_cache, bytes, ty.clone());
            let dst = b.reg();
            b.emit(Instr::Const { dst, index: idx }, &l);
            dst
        }
        (None, Some(&e)) => {
            if ty_of(m, e)? != ty {
                return Err("a check of values of two types".into());
            }
            b.get(e)?
        }
        (None, None) => return Err("a check without an expected value".into()),
    };
    let (line, col) = diag::line_col(src.text, d.span.start as usize);
    let rule = c.rule;
    let actual = b.get(actual)?;
    b.emit(
        Instr::Check {
            actual,
            expected,
            check: Box::new(CheckDef {
                ty,
                rule,
                spelling: c.spelling,
                loc: format!("{}:{line}:{col}", src.file),
            }),
        },
        &l,
    );
    // `custom_call @check.eq` returns `true` (as i1 tensors): reaching here means the
    // check passed, as in StableHLO's interpreter.
    for &r in &d.results {
        let rty = ty_of(m, r)?;
        let de = DenseElements::new(m.ty(r).clone(), DenseValues::Int(vec![1]));
        let bytes = dense_bytes(&de, rty.dtype, rty.elements() as usize)?;
        let idx = add_constant(out, data, const_cache, bytes, rty);
        let dst = b.reg();
        b.emit(Instr::Const { dst, index: idx }, &l);
        b.regs.insert(r, dst);
    }
    Ok(())
}

/// `interpreter.print`, `interpreter.probe` and `check.expect_serialized_eq`: an
/// [`Instr::Probe`] of the operand's register. A probe's result is a copy of its operand in a
/// buffer of its own (the op "does not modify its input in any way"; the copy keeps the memory
/// plan's rule that each value is one buffer).
fn lower_instrument(
    m: &Module,
    op: Op,
    kind: CoreOp,
    src: Source,
    b: &mut FnBuilder,
) -> Result<(), LowerError> {
    use dialect::attrs::Attribute;
    let d = &m.ops[op];
    let l = loc(m, op, src.text);
    let x = *d
        .operands
        .first()
        .ok_or("an instrumentation op without an operand")?;
    let ty = ty_of(m, x)?;
    let id = || match d.attr("probe_id") {
        Some(Attribute::String(s)) => Ok(s.clone()),
        _ => Err(format!("`{}` without a string probe_id", d.name)),
    };
    let action = match kind {
        CoreOp::Print => ProbeAction::Print {
            name: m.source_name(x, src.text).unwrap_or_default().to_string(),
        },
        CoreOp::Probe => ProbeAction::Record { id: id()? },
        _ => ProbeAction::Expect {
            id: id()?,
            iteration: match d.attr("iteration") {
                None => 0,
                Some(Attribute::Int { value, .. }) => u32::try_from(*value)
                    .map_err(|_| format!("probe iteration {value} is not a ui32"))?,
                Some(other) => {
                    return Err(format!("probe iteration `{other}` is not an integer").into())
                }
            },
        },
    };
    let (line, col) = diag::line_col(src.text, d.span.start as usize);
    let reg = b.get(x)?;
    b.emit(
        Instr::Probe(Box::new(ProbeDef {
            src: reg,
            ty,
            action,
            loc: format!("{}:{line}:{col}", src.file),
        })),
        &l,
    );
    if kind == CoreOp::Probe {
        let dst = b.define(d.results[0], &l)?;
        b.emit(Instr::Copy { dst, src: reg }, &l);
    }
    Ok(())
}

/// `stablehlo.while`, `if` and `case`: their regions' ops in the function's frame, with jumps
/// and branches between them, and the results' buffers written on every path.
#[allow(clippy::too_many_arguments)]
fn lower_control_flow(
    m: &Module,
    op: Op,
    src: Source,
    fname: &str,
    index: &HashMap<String, u32>,
    out: &mut ModuleDef,
    data: &mut Vec<u8>,
    const_cache: &mut HashMap<Vec<u8>, u32>,
    b: &mut FnBuilder,
    kcount: &mut usize,
) -> Result<(), LowerError> {
    let d = &m.ops[op];
    let l = loc(m, op, src.text);
    let is_while = d.is(OpKind::While);
    let is_if = d.is(OpKind::If);
    let mut lower_ops = |b: &mut FnBuilder, blk: dialect::ir::Block| {
        for &o in &m.blocks[blk].ops {
            if m.ops[o].is(OpKind::StablehloReturn) {
                continue;
            }
            lower_top_op(m, o, src, fname, index, out, data, const_cache, b, kcount)
                .map_err(|e| e.at(m.ops[o].span))?;
        }
        Ok::<(), LowerError>(())
    };
    let block_of = |i: usize| -> Result<dialect::ir::Block, LowerError> {
        d.regions
            .get(i)
            .and_then(|&r| m.regions[r].blocks.first().copied())
            .ok_or_else(|| LowerError::from("a control-flow op without its region"))
    };
    let returned = |blk: dialect::ir::Block| -> Vec<Value> {
        m.blocks[blk]
            .ops
            .last()
            .map(|&t| m.ops[t].operands.clone())
            .unwrap_or_default()
    };
    // The results' buffers, written by every path.
    let mut res = Vec::new();
    for &r in &d.results {
        res.push(b.define(r, &l)?);
    }
    if is_while {
        for (&dst, &init) in res.iter().zip(&d.operands) {
            let src = b.get(init)?;
            b.emit(Instr::Copy { dst, src }, &l);
        }
        let (cond, body) = (block_of(0)?, block_of(1)?);
        for blk in [cond, body] {
            for (&a, &r) in m.blocks[blk].args.iter().zip(&res) {
                b.regs.insert(a, r);
            }
        }
        let top = b.code.len() as u32;
        lower_ops(b, cond)?;
        let p = *returned(cond)
            .first()
            .ok_or("a loop condition without a value")?;
        let p = b.get(p)?;
        let exit = b.code.len();
        b.emit(Instr::BranchFalse { cond: p, target: 0 }, &l);
        lower_ops(b, body)?;
        let next: Vec<Reg> = returned(body)
            .iter()
            .map(|&v| b.get(v))
            .collect::<Result<_, _>>()?;
        let sizes: Vec<u64> = d.results.iter().map(|&r| b.bytes(r)).collect();
        // Which carried buffer each next value's storage lies in (block arguments
        // are views of the carried buffers).
        let root = |v: Value| b.plan.view_root.get(&v).copied().unwrap_or(v);
        let carried_roots: Vec<Value> = d.results.iter().map(|&r| root(r)).collect();
        let reads: Vec<Option<usize>> = returned(body)
            .iter()
            .map(|&v| carried_roots.iter().position(|&c| c == root(v)))
            .collect();
        let room = b.plan.swap_room.get(&op).copied();
        parallel_copy(b, &res, &next, &reads, &sizes, room, &l);
        b.emit(Instr::Jump { target: top }, &l);
        let end = b.code.len() as u32;
        b.code[exit] = Instr::BranchFalse {
            cond: p,
            target: end,
        };
    } else {
        let sel = b.get(d.operands[0])?;
        let n = d.regions.len();
        let head = b.code.len();
        // A placeholder, patched once the branches' starts are known.
        b.emit(Instr::Jump { target: 0 }, &l);
        let mut starts = Vec::new();
        let mut ends = Vec::new();
        for i in 0..n {
            starts.push(b.code.len() as u32);
            let blk = block_of(i)?;
            lower_ops(b, blk)?;
            for (&dst, &v) in res.iter().zip(&returned(blk)) {
                let src = b.get(v)?;
                if src != dst {
                    b.emit(Instr::Copy { dst, src }, &l);
                }
            }
            ends.push(b.code.len());
            b.emit(Instr::Jump { target: 0 }, &l);
        }
        let end = b.code.len() as u32;
        for e in ends {
            b.code[e] = Instr::Jump { target: end };
        }
        b.code[head] = if is_if {
            // The true branch follows; the false branch is the second.
            Instr::BranchFalse {
                cond: sel,
                target: starts[1],
            }
        } else {
            Instr::Switch {
                index: sel,
                targets: starts,
            }
        };
    }
    Ok(())
}

/// Copies the loop's next values into its carried buffers, as if all at once. `reads[i]` is the
/// carried buffer that `next[i]`'s storage lies in, if any. A carried buffer is written only after
/// every copy that reads it; a cycle of them (a loop that swaps two values) goes through a fresh
/// buffer, and so does a next value that is a view into another carried buffer.
fn parallel_copy(
    b: &mut FnBuilder,
    carried: &[Reg],
    next: &[Reg],
    reads: &[Option<usize>],
    sizes: &[u64],
    room: Option<(u64, u64)>,
    l: &str,
) {
    // A saved copy goes in the loop's swap room in the arena, or, should the room run out, in a
    // pool buffer.
    let mut used = 0u64;
    let mut save = |b: &mut FnBuilder, bytes: u64| -> (Reg, bool) {
        let dst = b.reg();
        match room {
            Some((offset, size)) if used + bytes <= size => {
                b.arena_view(dst, offset + used, bytes, l);
                used += bytes.div_ceil(64) * 64;
                (dst, false)
            }
            _ => {
                b.emit(Instr::Alloc { dst, bytes }, l);
                (dst, true)
            }
        }
    };
    // (destination index, source register, carried buffer the source lies in)
    let mut pending: Vec<(usize, Reg, Option<usize>)> = Vec::new();
    // Saved copies, dropped once every copy has run.
    let mut temps: Vec<Reg> = Vec::new();
    for (i, (&src, &alias)) in next.iter().zip(reads).enumerate() {
        if src == carried[i] {
            continue;
        }
        match alias {
            Some(j) if j != i && src != carried[j] => {
                // A view into another carried buffer: save it before any carried buffer changes.
                let (tmp, pooled) = save(b, sizes[i]);
                b.emit(Instr::Copy { dst: tmp, src }, l);
                pending.push((i, tmp, None));
                if pooled {
                    temps.push(tmp);
                }
            }
            _ => pending.push((i, src, alias.filter(|&j| j != i))),
        }
    }
    while !pending.is_empty() {
        // A copy whose destination no other pending copy reads can go now.
        let ready = pending
            .iter()
            .position(|&(d, _, _)| !pending.iter().any(|&(_, _, r)| r == Some(d)));
        match ready {
            Some(k) => {
                let (d, src, _) = pending.remove(k);
                b.emit(
                    Instr::Copy {
                        dst: carried[d],
                        src,
                    },
                    l,
                );
            }
            None => {
                // Every destination is still read: save one of them first.
                let d0 = pending[0].0;
                let (tmp, pooled) = save(b, sizes[d0]);
                b.emit(
                    Instr::Copy {
                        dst: tmp,
                        src: carried[d0],
                    },
                    l,
                );
                for p in pending.iter_mut() {
                    if p.2 == Some(d0) {
                        p.1 = tmp;
                        p.2 = None;
                    }
                }
                if pooled {
                    temps.push(tmp);
                }
            }
        }
    }
    for tmp in temps {
        b.emit(Instr::Dealloc { reg: tmp }, l);
    }
}

/// Compiles program text to `.vmfb` bytes with the full pipeline (what `irc compile -o` writes).
/// Errors are rendered diagnostics naming `name`.
pub fn compile_to_vmfb(text: &str, name: &str) -> Result<Vec<u8>, String> {
    let input = crate::driver::Input {
        name: name.to_string(),
        text: text.to_string(),
    };
    let pipeline = crate::driver::phase_pipeline("plan").unwrap_or_default();
    let passes = crate::pass_manager::parse_pipeline(&pipeline)?;
    let compiled = crate::driver::compile(
        &input,
        &passes,
        &crate::pass_manager::Instrumentation::default(),
        &dialect::verifier::VerifyOptions::default(),
        false,
    );
    let m = compiled.module.ok_or(compiled.errors)?;
    let (def, data) =
        lower_module(&m, text, name).map_err(|e| render_errors(&e, name, text, false))?;
    Ok(runtime::vm::format::write_module(&def, &data))
}
