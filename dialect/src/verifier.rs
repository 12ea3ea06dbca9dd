//! The verifier: checks structure, symbols and every op's type rules (the StableHLO specification's
//! constraints), collecting all errors instead of stopping at the first.
//!
//! Name resolution, single definition and dominance within a block are checked while building the IR
//! (see [`crate::builder`]); everything else is checked here. The verifier never panics: every index it
//! reads from the IR or an attribute is bounds-checked, because the IR may come from any text.
//!
//! This file holds the walk over ops (`op`, `counts`) and the table of type rules (`op_rules`);
//! the rules of each group of ops are methods in a submodule: `symbols` (module, symbols,
//! recursion, dominance, regions, functions, calls), `shapes` (broadcast, transpose, compare,
//! select, slice, concatenate, pad), `contraction` (dot_general, convolution), `reduction`
//! (reduce, reduce_window), `indexing` (gather, scatter), `control_flow` (scan, while, if, case),
//! `linalg` (fft, cholesky, triangular_solve, LAPACK calls), `rng`, `dialects` (chlo, check,
//! arith), `structured` (sort, select_and_scatter, map, batch norm, tuples, composite, the
//! dynamic-shape ops) and `tensor_ops` (MLIR's `tensor.empty`, `tensor.dim`, `tensor.expand_shape`,
//! `tensor.collapse_shape`, `linalg.generic`, `linalg.index`, `linalg.yield`).

use std::collections::HashSet;

use crate::attrs::{Attribute, DotDims};
use crate::diag::{self, Code, Diagnostic};
use crate::ir::{Module, Op, Span, Value};
use crate::ops::{ArithOp, BinaryOp, ChloOp, CoreOp, DecomposedOp, OpKind, Staged, UnaryOp};
use crate::types::{ElemType, Type, DYNAMIC};
use crate::views::{self, AttrError};

mod collectives;
mod contraction;
mod control_flow;
mod dialects;
mod globals;
pub use globals::lookup_global;
mod indexing;
mod linalg;
mod quant;
mod reduction;
mod rng;
mod shapes;
mod structured;
mod symbols;
mod tensor_ops;

/// Verifies a module; an empty result means it is valid.
pub fn verify(m: &Module) -> Vec<Diagnostic> {
    verify_with(
        m,
        &VerifyOptions {
            allow_unregistered: m.allow_unregistered,
        },
    )
}

/// Verifier options.
#[derive(Clone, Copy, Debug, Default)]
pub struct VerifyOptions {
    /// Accept ops the registry does not know (MLIR's `--allow-unregistered-dialect`); their operands,
    /// results and regions are still checked structurally.
    pub allow_unregistered: bool,
}

/// Verifies a module with options.
pub fn verify_with(m: &Module, opts: &VerifyOptions) -> Vec<Diagnostic> {
    // With quantized types, the ops that compute on them (or move them) are also checked by
    // their ordinary rules on a twin of the module where each quantized tensor is its expressed
    // type: what `quant-to-math` makes them compute in (see `verifier/quant.rs`).
    let expressed = crate::quant::module_has_quant(m).then(|| {
        let mut e = m.clone();
        crate::quant::map_module_quant(&mut e, Type::expressed);
        e
    });
    let mut v = Verifier {
        m,
        expressed: expressed.as_ref(),
        opts: *opts,
        diags: Vec::new(),
        reported_types: HashSet::new(),
    };
    v.module();
    v.diags
}

struct Verifier<'a> {
    m: &'a Module,
    /// The module with every quantized tensor type replaced by its expressed type (only when the
    /// module has quantized types); same op and value ids as `m`.
    expressed: Option<&'a Module>,
    opts: VerifyOptions,
    diags: Vec<Diagnostic>,
    /// Values whose type problem was already reported (so one bad type is one error).
    reported_types: HashSet<Value>,
}

type Shape = Vec<i64>;

/// A function on the recursion search's stack: the function, its calls (call op, callee) and how
/// many of them were followed.
type Frame = (Op, Vec<(Op, Op)>, usize);

/// `tensor<2xf32>, tensor<i1>`: types as an op's type list prints them.
fn type_list(v: &[Type]) -> String {
    v.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn fmt_dims(d: &[i64]) -> String {
    format!(
        "[{}]",
        d.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

fn is_unique(v: &[i64]) -> bool {
    let mut s = HashSet::new();
    v.iter().all(|x| s.insert(*x))
}

fn in_range(v: &[i64], rank: usize) -> bool {
    v.iter().all(|&x| x >= 0 && (x as usize) < rank)
}

fn is_sorted(v: &[i64]) -> bool {
    v.windows(2).all(|w| w[0] < w[1])
}

impl<'a> Verifier<'a> {
    fn err(
        &mut self,
        code: Code,
        op: Op,
        msg: impl Into<String>,
        label: impl Into<String>,
    ) -> Option<()> {
        let span = self.m.ops[op].span;
        let d = Diagnostic::error(code, span, msg, label).at_loc(self.m.ops[op].loc.as_deref());
        self.diags.push(d);
        None
    }

    /// An error at `span` (a terminator or an argument rather than the op).
    fn err_at(
        &mut self,
        code: Code,
        span: Span,
        msg: impl Into<String>,
        label: impl Into<String>,
    ) -> Option<()> {
        self.diags.push(Diagnostic::error(code, span, msg, label));
        None
    }

    fn err_note(
        &mut self,
        code: Code,
        op: Op,
        msg: impl Into<String>,
        label: impl Into<String>,
        note: impl Into<String>,
    ) -> Option<()> {
        let d = Diagnostic::error(code, self.m.ops[op].span, msg, label)
            .note(note)
            .at_loc(self.m.ops[op].loc.as_deref());
        self.diags.push(d);
        None
    }

    fn name(&self, op: Op) -> &'a str {
        self.m.ops[op].name.as_str()
    }

    fn ty(&self, v: Value) -> &'a Type {
        self.m.ty(v)
    }

    /// Shape and element type of a ranked tensor value.
    fn tensor(&self, v: Value) -> Option<(Shape, ElemType)> {
        match self.ty(v) {
            Type::Tensor { shape, elem } => Some((shape.clone(), *elem)),
            _ => None,
        }
    }

    fn op(&mut self, op: Op) {
        let m = self.m;
        let d = &m.ops[op];
        for &r in &d.results {
            self.check_value_type(r, Some(op));
        }
        let name = d.name.as_str();
        let Some(kind) = d.kind() else {
            if self.opts.allow_unregistered {
                for &r in &d.regions {
                    self.region(r, None);
                }
                return;
            }
            self.err_note(
                diag::UNKNOWN_OP,
                op,
                format!("unknown op `{name}`"),
                "not a func, arith, chlo, check or stablehlo op the compiler knows",
                "`irc opt --allow-unregistered-dialect` parses and prints ops the compiler does not know; nothing runs them",
            );
            for &r in &d.regions {
                self.region(r, None);
            }
            return;
        };
        let symbol = kind.info().traits.has(crate::ops::Traits::SYMBOL);
        if !symbol && self.m.ops[op].parent == Some(self.m.body()) {
            self.err(
                diag::REGION_STRUCTURE,
                op,
                format!("`{name}` cannot appear at module level"),
                "expected `func.func`",
            );
        }
        // Types must be fully static before the op-specific rules can be checked.
        let all_ok = d
            .operands
            .iter()
            .chain(&d.results)
            .all(|&v| type_problem(self.ty(v)).is_none());
        if all_ok && self.counts(op, kind).is_some() {
            let quantized = d
                .operands
                .iter()
                .chain(&d.results)
                .any(|&v| self.ty(v).has_quant());
            match self.expressed {
                Some(ex) if quantized => {
                    use crate::quant::QuantForm;
                    let form = QuantForm::of(kind);
                    if self.quant_rules(op, kind).is_some() {
                        match form {
                            QuantForm::Compute | QuantForm::Move | QuantForm::Body => {
                                let orig = std::mem::replace(&mut self.m, ex);
                                self.op_rules(op, kind);
                                self.m = orig;
                            }
                            QuantForm::Carry | QuantForm::Constant => {
                                self.op_rules(op, kind);
                            }
                            QuantForm::Quantize
                            | QuantForm::Dequantize
                            | QuantForm::Bitcast
                            | QuantForm::Undefined => {}
                        }
                    }
                }
                _ => {
                    self.op_rules(op, kind);
                }
            }
        }
        if kind == OpKind::Func {
            self.func(op);
        } else if kind.has_regions() {
            let term = kind.region_terminator();
            for &r in &d.regions {
                self.region(r, term);
            }
            if kind == OpKind::DispatchRegion {
                if let Some(b) = self.m.entry_block(op) {
                    if let Some(&last) = self.m.blocks[b].ops.last() {
                        let got: Vec<&Type> = self.m.ops[last]
                            .operands
                            .iter()
                            .map(|&v| self.m.ty(v))
                            .collect();
                        let want: Vec<&Type> = d.results.iter().map(|&v| self.m.ty(v)).collect();
                        if self.m.ops[last].is(OpKind::DispatchReturn) && got != want {
                            self.err(
                                diag::REGION_STRUCTURE,
                                op,
                                "flow.return's operands must match the region's results",
                                "types differ",
                            );
                        }
                    }
                }
            }
        } else if !d.regions.is_empty() {
            self.err(
                diag::REGION_STRUCTURE,
                op,
                format!("`{name}` takes no regions"),
                "unexpected region",
            );
        }
    }

    /// Checks the operand and result counts the op table gives.
    fn counts(&mut self, op: Op, kind: OpKind) -> Option<()> {
        let d = &self.m.ops[op];
        let info = kind.info();
        if info.operands.admits(d.operands.len()) && info.results.admits(d.results.len()) {
            return Some(());
        }
        self.err(
            diag::OPERAND_COUNT,
            op,
            format!(
                "`{kind}` takes {} operand(s) and {} result(s), found {} and {}",
                info.operands,
                info.results,
                d.operands.len(),
                d.results.len()
            ),
            "wrong arity",
        )
    }

    fn expect_counts(&mut self, op: Op, operands: usize, results: usize) -> Option<()> {
        let d = &self.m.ops[op];
        if d.operands.len() != operands || d.results.len() != results {
            let name = self.name(op);
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "`{name}` takes {operands} operand(s) and {results} result(s), found {} and {}",
                    d.operands.len(),
                    d.results.len()
                ),
                "wrong arity",
            );
        }
        Some(())
    }

    fn tensors(&mut self, op: Op, vals: &[Value]) -> Option<Vec<(Shape, ElemType)>> {
        let mut out = Vec::new();
        for &v in vals {
            match self.tensor(v) {
                Some(t) => out.push(t),
                None => {
                    let name = self.name(op);
                    let t = self.ty(v).clone();
                    return self
                        .err(
                            diag::UNSUPPORTED_TYPE,
                            op,
                            format!("`{name}` takes ranked tensors, found `{t}`"),
                            "expected a tensor",
                        )
                        .and(None);
                }
            }
        }
        Some(out)
    }

    /// The value of an attribute view, or an E0403 error naming the attribute.
    fn view<T>(&mut self, op: Op, r: Result<T, AttrError>) -> Option<T> {
        match r {
            Ok(v) => Some(v),
            Err(e) => {
                let name = self.name(op);
                let label = if e.missing {
                    "missing attribute"
                } else {
                    "wrong attribute kind"
                };
                self.err(diag::MISSING_ATTRIBUTE, op, format!("`{name}`: {e}"), label);
                None
            }
        }
    }

    fn result_shape_is(
        &mut self,
        op: Op,
        code: Code,
        expected: &[i64],
        elem: ElemType,
    ) -> Option<()> {
        let r = *self.m.ops[op].results.first()?;
        let (shape, e) = self.tensor(r)?;
        if shape != expected || e != elem {
            let name = self.name(op);
            let want = Type::tensor(expected.to_vec(), elem);
            let got = self.ty(r).clone();
            return self.err(
                code,
                op,
                format!("`{name}` should produce {want}, but its result type is {got}"),
                format!("expected {want}"),
            );
        }
        Some(())
    }

    fn op_rules(&mut self, op: Op, kind: OpKind) -> Option<()> {
        match kind.split() {
            Staged::Core(c) => self.core_rules(op, c),
            Staged::Decomposed(d, _) => self.decomposed_rules(op, d),
            // Ops the compiler does not support yet: their counts and regions are checked, and so
            // is a probe's operand (a check op); their type rules come with their implementation.
            Staged::NotYet(_) => {
                if let OpKind::Check(c) = kind {
                    return self.check_op(op, c);
                }
                Some(())
            }
        }
    }

    /// The type rules of the ops that reach the interpreter and the backend.
    fn core_rules(&mut self, op: Op, kind: CoreOp) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        match kind {
            CoreOp::Module | CoreOp::Func => Some(()),
            CoreOp::Return
            | CoreOp::StablehloReturn
            | CoreOp::DispatchReturn
            | CoreOp::DispatchRegion
            | CoreOp::Dealloc => Some(()),
            CoreOp::Call => self.call(op),
            CoreOp::Br | CoreOp::CondBr => self.branch(op, kind),
            CoreOp::TensorExtract => self.tensor_extract(op),
            CoreOp::Alias | CoreOp::Clone => self.same_types(op),
            CoreOp::MlGlobal => self.global(op),
            CoreOp::GlobalLoad => self.global_load(op),
            CoreOp::GlobalStore => self.global_store(op),
            CoreOp::OptimizationBarrier => self.barrier(op),
            CoreOp::Print | CoreOp::Probe => self.instrument(op, kind.kind()),
            CoreOp::Constant | CoreOp::Arith(ArithOp::Constant) => self.constant(op),
            CoreOp::Iota => {
                let (shape, _) = self.tensors(op, &d.results)?.remove(0);
                let dim = self.view(op, views::Iota::read(m, op))?.dimension;
                if dim < 0 || dim as usize >= shape.len() {
                    return self.err(
                        diag::SHAPE_MISMATCH,
                        op,
                        format!(
                            "iota dimension {dim} is out of range for rank {}",
                            shape.len()
                        ),
                        "out of range",
                    );
                }
                Some(())
            }
            CoreOp::BroadcastInDim => self.broadcast(op),
            CoreOp::Transpose => self.transpose(op),
            CoreOp::Reshape => self.reshape(op),
            CoreOp::Compare => self.compare(op),
            CoreOp::Select => self.select(op),
            CoreOp::Slice => self.slice(op),
            CoreOp::DotGeneral => self.dot_general(op),
            CoreOp::Reduce => self.reduce(op),
            CoreOp::ReduceWindow => self.reduce_window(op),
            CoreOp::Convolution => self.convolution(op),
            CoreOp::Gather => self.gather(op),
            CoreOp::Scatter => self.scatter(op),
            CoreOp::Concatenate => self.concatenate(op),
            CoreOp::Pad => self.pad(op),
            CoreOp::Reverse => {
                let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
                let dims = self.view(op, views::Dims::read(m, op))?.dims;
                if !in_range(&dims, t[0].0.len()) || !is_unique(&dims) {
                    return self.err(
                        diag::SHAPE_MISMATCH,
                        op,
                        format!(
                            "reverse dimensions {} must be unique and within rank {}",
                            fmt_dims(&dims),
                            t[0].0.len()
                        ),
                        "bad dimensions",
                    );
                }
                self.same_types(op)
            }
            CoreOp::DynamicSlice => self.dynamic_slice(op),
            CoreOp::DynamicUpdateSlice => self.dynamic_update_slice(op),
            CoreOp::Clamp => {
                let t = self.tensors(op, &d.operands)?;
                let ok = |i: usize| t[i].1 == t[1].1 && (t[i].0.is_empty() || t[i].0 == t[1].0);
                if !ok(0) || !ok(2) {
                    return self.err(diag::TYPE_CONSTRAINT, op, "clamp's min and max must be scalars or have the operand's shape, with its element type", "type mismatch");
                }
                let (s, e) = t[1].clone();
                self.result_shape_is(op, diag::TYPE_CONSTRAINT, &s, e)
            }
            CoreOp::Convert => {
                let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
                if t[0].0 != t[1].0 {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!("`{name}` keeps the shape"),
                        "shapes differ",
                    );
                }
                Some(())
            }
            CoreOp::BitcastConvert => self.bitcast_convert(op),
            CoreOp::ReducePrecision => self.reduce_precision(op),
            CoreOp::Fft => self.fft(op),
            CoreOp::Cholesky => self.cholesky(op),
            CoreOp::TriangularSolve => self.triangular_solve(op),
            CoreOp::Unary(u) => self.unary(op, u),
            CoreOp::Binary(b) => self.binary(op, b),
            CoreOp::Check(c) => self.check_op(op, c),
            CoreOp::CustomCall => {
                if d.attr("call_target_name")
                    .and_then(|a| a.as_str())
                    .is_none()
                {
                    return self.err(
                        diag::MISSING_ATTRIBUTE,
                        op,
                        "`stablehlo.custom_call` requires a `call_target_name` string",
                        "missing target",
                    );
                }
                match self.view(op, views::LapackCall::read(self.m, op))? {
                    Some(call) => self.lapack(op, &call),
                    None => Some(()),
                }
            }
            CoreOp::Arith(a) => self.arith(op, a),
            CoreOp::While => self.while_op(op),
            CoreOp::If | CoreOp::Case => self.branches(op),
            CoreOp::RngBitGenerator => self.rng_bit_generator(op),
            CoreOp::Sort => self.sort(op),
            CoreOp::SelectAndScatter => self.select_and_scatter(op),
            crate::distributed_core_ops!() => self.distributed(op, kind.kind()),
        }
    }

    /// The type rules of the ops a pass decomposes later (they are checked before it runs).
    fn decomposed_rules(&mut self, op: Op, d: DecomposedOp) -> Option<()> {
        match d {
            DecomposedOp::Chlo(ChloOp::Constant) => self.constant(op),
            DecomposedOp::Chlo(c) => self.chlo(op, c),
            DecomposedOp::Rng => self.rng_op(op),
            DecomposedOp::Map => self.map(op),
            DecomposedOp::BatchNormGrad
            | DecomposedOp::BatchNormInference
            | DecomposedOp::BatchNormTraining => self.batch_norm(op, d.kind()),
            DecomposedOp::Tuple | DecomposedOp::GetTupleElement => self.tuple_ops(op, d.kind()),
            DecomposedOp::Composite => self.composite(op),
            // Reached only when neither side is quantized (else `op` checked the quantization
            // rules): the rules then say which side must be.
            DecomposedOp::UniformQuantize | DecomposedOp::UniformDequantize => {
                self.quant_rules(op, d.kind())
            }
            DecomposedOp::GetDimensionSize => self.get_dimension_size(op),
            DecomposedOp::DynamicBroadcastInDim
            | DecomposedOp::DynamicConv
            | DecomposedOp::DynamicGather
            | DecomposedOp::DynamicIota
            | DecomposedOp::DynamicPad
            | DecomposedOp::DynamicReshape
            | DecomposedOp::RealDynamicSlice => self.dynamic(op, d.kind()),
            // Tokens have no type rules beyond their counts.
            DecomposedOp::AfterAll | DecomposedOp::CreateToken => Some(()),
            DecomposedOp::SdyMesh => self.sdy_mesh(op),
            DecomposedOp::UtilGlobal => self.global(op),
            DecomposedOp::GlobalLoadConst | DecomposedOp::UtilGlobalLoad => self.global_load(op),
            DecomposedOp::UtilGlobalStore => self.global_store(op),
            DecomposedOp::SdyShardingConstraint => self.sdy_sharding_constraint(op),
            DecomposedOp::UtilUnfoldableConstant => self.constant(op),
            DecomposedOp::Dot => self.legacy_dot(op),
            DecomposedOp::Broadcast => self.legacy_broadcast(op),
            DecomposedOp::UtilOptimizationBarrier => self.barrier(op),
            DecomposedOp::FlowDynamicConstant | DecomposedOp::TensorCast => self.dynamic_shaped(op),
            DecomposedOp::Einsum | DecomposedOp::UnaryEinsum => self.einsum(op),
            DecomposedOp::TorchIndexSelect => self.torch_index_select(op),
            DecomposedOp::TensorEmpty => self.tensor_empty(op),
            DecomposedOp::TensorDim => self.tensor_dim(op),
            DecomposedOp::TensorExpandShape => self.reassociative(op, true),
            DecomposedOp::TensorCollapseShape => self.reassociative(op, false),
            DecomposedOp::LinalgGeneric => self.linalg_generic(op),
            DecomposedOp::LinalgIndex => self.linalg_index(op),
            DecomposedOp::LinalgYield => self.linalg_yield(op),
        }
    }

    /// `flow.tensor.dynamic_constant` and `tensor.cast` are left only where shape refinement
    /// (`refine-shapes`, run before verification) could not make every size static.
    fn dynamic_shaped(&mut self, op: Op) -> Option<()> {
        let name = self.m.ops[op].name.as_str().to_string();
        self.err_note(
            diag::DYNAMIC_SHAPE,
            op,
            format!("`{name}` left after shape refinement"),
            "not refined",
            "its operand and result sizes must be determined by constants",
        )
    }

    /// An optimization barrier's results have its operands' types.
    fn barrier(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let ins: Vec<&Type> = d.operands.iter().map(|&v| m.ty(v)).collect();
        let outs: Vec<&Type> = d.results.iter().map(|&v| m.ty(v)).collect();
        if ins != outs {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "optimization_barrier's results must have its operands' types",
                "type mismatch",
            );
        }
        Some(())
    }

    /// A constant's value has its result type.
    fn constant(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        let rt = m.ty(d.results[0]);
        let vt = match d.attr("value") {
            Some(Attribute::Dense(de)) => de.ty.clone(),
            Some(Attribute::Int { ty, .. } | Attribute::Float { ty, .. }) => Type::Scalar(*ty),
            Some(Attribute::Bool(_)) => Type::Scalar(ElemType::I1),
            _ => {
                return self.err(
                    diag::MISSING_ATTRIBUTE,
                    op,
                    format!("`{name}` requires a `value` attribute"),
                    "missing value",
                )
            }
        };
        if &vt != rt {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("constant value has type {vt} but the result is {rt}"),
                "type mismatch",
            );
        }
        Some(())
    }

    /// A reshape keeps the element count and type.
    fn reshape(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let n = |s: &[i64]| s.iter().product::<i64>();
        if n(&t[0].0) != n(&t[1].0) {
            return self.err_note(
                diag::RESHAPE_COUNT,
                op,
                format!(
                    "reshape from {} elements to {} elements",
                    n(&t[0].0),
                    n(&t[1].0)
                ),
                format!("{} -> {}", m.ty(d.operands[0]), m.ty(d.results[0])),
                "a reshape keeps the number of elements",
            );
        }
        if t[0].1 != t[1].1 {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "reshape cannot change the element type",
                "element types differ",
            );
        }
        Some(())
    }

    /// One rank-0 integer start index per dimension; sizes within the operand.
    fn dynamic_slice(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let n = d.operands.len();
        if n < 1 || d.results.len() != 1 {
            return self.expect_counts(op, 1, 1);
        }
        let t = self.tensors(op, &d.operands)?;
        let rank = t[0].0.len();
        if n != rank + 1 {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "dynamic_slice takes one start index per dimension ({rank}), found {}",
                    n - 1
                ),
                "wrong arity",
            );
        }
        if t[1..].iter().any(|(s, e)| !s.is_empty() || !e.is_integer()) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "dynamic_slice start indices must be rank-0 integer tensors",
                "bad index type",
            );
        }
        let sizes = self.view(op, views::DynamicSlice::read(m, op))?.sizes;
        if sizes.len() != rank || sizes.iter().zip(&t[0].0).any(|(&s, &dim)| s < 0 || s > dim) {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!(
                    "slice_sizes {} must give 0 <= size <= dim for each of the {rank} dimensions",
                    fmt_dims(&sizes)
                ),
                "bad sizes",
            );
        }
        let e = t[0].1;
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &sizes, e)
    }

    /// An update of the operand's rank that fits inside it, and one start index per dimension.
    fn dynamic_update_slice(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let n = d.operands.len();
        if n < 2 || d.results.len() != 1 {
            return self.expect_counts(op, 2, 1);
        }
        let t = self.tensors(op, &d.operands)?;
        let rank = t[0].0.len();
        if n != rank + 2 || t[1].0.len() != rank {
            return self.err(diag::OPERAND_COUNT, op, format!("dynamic_update_slice takes an operand, an update of the same rank and {rank} start indices"), "wrong arity");
        }
        if t[1].0.iter().zip(&t[0].0).any(|(u, o)| u > o) || t[0].1 != t[1].1 {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                "the update must fit inside the operand and share its element type",
                "update too large",
            );
        }
        let (s, e) = t[0].clone();
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &s, e)
    }

    /// A unary elementwise op takes its operand types and gives its result type.
    fn unary(&mut self, op: Op, u: UnaryOp) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let Some(rt) = u.result_type(t[0].1) else {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{name}` takes {} tensors, found element type {}",
                    u.operand_types().describe(),
                    t[0].1
                ),
                "wrong element type",
            );
        };
        self.elementwise_result(op, &t[0].0, rt)
    }

    /// A binary elementwise op takes two operands of one type and gives its result type.
    fn binary(&mut self, op: Op, b: BinaryOp) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        if t[0] != t[1] {
            let (a, c) = (
                self.ty(d.operands[0]).clone(),
                self.ty(d.operands[1]).clone(),
            );
            return self.err_note(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}` needs operands of one type, found {a} and {c}"),
                "types differ",
                "insert a broadcast_in_dim or convert to make the types agree",
            );
        }
        let Some(rt) = b.result_type(t[0].1) else {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{name}` takes {} tensors, found element type {}",
                    b.operand_types().describe(),
                    t[0].1
                ),
                "wrong element type",
            );
        };
        self.elementwise_result(op, &t[0].0, rt)
    }

    /// The result of an elementwise op must have the operands' shape and element type `rt`.
    fn elementwise_result(&mut self, op: Op, shape: &[i64], rt: ElemType) -> Option<()> {
        let d = &self.m.ops[op];
        let r = self.tensors(op, &[d.results[0]])?.remove(0);
        if r.0 != shape || r.1 != rt {
            let want = Type::tensor(shape.to_vec(), rt);
            let got = self.ty(d.results[0]).clone();
            let name = self.name(op);
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}` produces {want} here, but the result is {got}"),
                "wrong result type",
            );
        }
        Some(())
    }

    /// `bitcast_convert`: the same bits; between widths, the wider side has one dimension less,
    /// whose size the narrower side's last dimension gives.
    fn bitcast_convert(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let ((os, oe), (rs, re)) = (&t[0], &t[1]);
        let (ob, rb) = (oe.bits() as i64, re.bits() as i64);
        let ok = if ob == rb {
            os == rs
        } else if ob > rb {
            rs.len() == os.len() + 1 && rs[..os.len()] == os[..] && rs[os.len()] * rb == ob
        } else {
            os.len() == rs.len() + 1 && os[..rs.len()] == rs[..] && os[rs.len()] * ob == rb
        };
        // The spec's (C2): complex only to and from complex. `i1` is one bit wide, so 64 `i1`s make
        // an `i64` (StableHLO's suite bitcasts between them).
        let complex_mix = oe.is_complex() != re.is_complex();
        if !ok || complex_mix {
            return self.err_note(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "bitcast_convert from {} to {} does not keep the bits",
                    self.ty(d.operands[0]),
                    self.ty(d.results[0])
                ),
                "shapes or widths do not fit",
                "between widths, the wider type has one dimension less, sized by the width ratio",
            );
        }
        Some(())
    }

    fn reduce_precision(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        if !t[0].1.is_float() || t[0] != t[1] {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "reduce_precision takes a float tensor and returns its type",
                "wrong types",
            );
        }
        let e = d.attr("exponent_bits").and_then(|a| a.as_int());
        let mbits = d.attr("mantissa_bits").and_then(|a| a.as_int());
        match (e, mbits) {
            (Some(e), Some(mb)) if e >= 1 && mb >= 0 => Some(()),
            _ => self.err(
                diag::BAD_ATTRIBUTE,
                op,
                "reduce_precision needs exponent_bits >= 1 and mantissa_bits >= 0",
                "bad format",
            ),
        }
    }
}

/// The problem with a type that the compiler cannot take, if any.
fn type_problem(t: &Type) -> Option<Diagnostic> {
    let span = crate::ir::Span::default();
    match t {
        Type::Tensor { shape, .. } if shape.contains(&DYNAMIC) => Some(
            Diagnostic::error(
                diag::DYNAMIC_SHAPE,
                span,
                format!("dynamic shapes are not supported yet: `{t}`"),
                "dynamic dimension",
            )
            .note("give every dimension a static size; export from JAX with concrete shapes"),
        ),
        Type::Tensor { shape, .. } if shape.iter().any(|&d| d < 0) => Some(Diagnostic::error(
            diag::UNSUPPORTED_TYPE,
            span,
            format!("negative dimension in `{t}`"),
            "bad dimension",
        )),
        Type::QuantTensor { shape, .. } if shape.iter().any(|&d| d < 0) => Some(Diagnostic::error(
            diag::DYNAMIC_SHAPE,
            span,
            format!("dynamic shapes are not supported yet: `{t}`"),
            "dynamic dimension",
        )),
        Type::UnrankedTensor(_) => Some(
            Diagnostic::error(
                diag::UNSUPPORTED_TYPE,
                span,
                format!("unranked tensors are not supported: `{t}`"),
                "unranked",
            )
            .note("give the tensor a rank and static shape"),
        ),
        Type::Function(ft) => ft.inputs.iter().chain(&ft.results).find_map(type_problem),
        _ => None,
    }
}

/// The shape of a `dot_general` of `lhs` and `rhs` (checked by [`Verifier::dot_dims`]): batching
/// dimensions, then lhs free, then rhs free dimensions; the rhs dimensions in `rhs_other` are left
/// out.
pub(crate) fn dot_result_shape(
    dd: &DotDims,
    lhs: &[i64],
    rhs: &[i64],
    rhs_other: &[i64],
) -> Vec<i64> {
    let mut out: Vec<i64> = dd.lhs_batch.iter().map(|&i| lhs[i as usize]).collect();
    out.extend(
        (0..lhs.len() as i64)
            .filter(|i| !dd.lhs_batch.contains(i) && !dd.lhs_contract.contains(i))
            .map(|i| lhs[i as usize]),
    );
    out.extend(
        (0..rhs.len() as i64)
            .filter(|i| {
                !dd.rhs_batch.contains(i) && !dd.rhs_contract.contains(i) && !rhs_other.contains(i)
            })
            .map(|i| rhs[i as usize]),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(src: &str) -> Vec<&'static str> {
        let (m, mut d) = crate::parser::parse(src);
        if let Some(m) = m {
            d.extend(verify(&m));
        }
        d.iter().map(|x| x.code.0).collect()
    }

    #[test]
    fn valid_module_has_no_errors() {
        let src = "func.func @f(%a: tensor<2x3xf32>) -> tensor<3xf32> {
            %c = stablehlo.constant dense<0.0> : tensor<f32>
            %r = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
            return %r : tensor<3xf32>
        }";
        assert_eq!(codes(src), Vec::<&str>::new());
    }

    #[test]
    fn collects_several_errors() {
        let src = "func.func @f(%a: tensor<2x3xf32>) -> tensor<3xf32> {
            %t = stablehlo.transpose %a, dims = [0, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
            %r = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<7xf32>
            %b = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
            return %a : tensor<2x3xf32>
        }";
        assert_eq!(codes(src), vec!["E0407", "E0408", "E0405", "E0304"]);
    }

    #[test]
    fn dynamic_shapes_are_rejected() {
        let src =
            "func.func @f(%a: tensor<?x3xf32>) -> tensor<?x3xf32> { return %a : tensor<?x3xf32> }";
        assert!(codes(src).contains(&"E0201"));
    }
}
