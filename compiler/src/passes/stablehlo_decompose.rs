//! `stablehlo-decompose`: rewrites the StableHLO ops that have an exact equivalent in simpler
//! StableHLO ops into those ops, so that the reference interpreter and the backend need one meaning
//! for them. It runs on both paths, right after `chlo-legalize-to-stablehlo`.
//!
//! - `composite` becomes a `func.call` of its `decomposition` (StableHLO's
//!   `stablehlo-legalize-composite-to-call`); `inline` then inlines it on the compiled path.
//! - The dynamic-shape ops with a static result type become their static twins
//!   (StableHLO's `stablehlo-canonicalize-dynamism`): `dynamic_iota`, `dynamic_broadcast_in_dim` and
//!   `dynamic_reshape` take their shape from the result type; `dynamic_pad`, `dynamic_gather`,
//!   `dynamic_conv` and `real_dynamic_slice` need their shape operands to be constants, and
//!   `get_dimension_size` becomes a constant. A shape operand whose constant disagrees with the
//!   result type is an error at the op, found by verifying the static op that replaces it.
//! - `batch_norm_inference`, `batch_norm_training` and `batch_norm_grad` become the elementwise ops
//!   and reductions the specification defines them by (XLA's `BatchNormExpander`).
//! - `map` (over all dimensions, the only form the specification has) becomes its body's
//!   elementwise ops applied to whole tensors; a body with an op that is not elementwise is an
//!   error naming the op.
//! - `rng` becomes a `rng_bit_generator` (THREE_FRY) from a constant state, and the arithmetic
//!   that turns its bits into the distribution (see [`rng`]). The specification leaves the numbers
//!   to the implementation; these are deterministic, as IREE's are: the same program gives the
//!   same numbers on every run and every execution of the op (XLA's differ from run to run).
//! - The ops StableHLO keeps for other frontends: `dot` becomes the `dot_general` that contracts
//!   the lhs's last dimension with the rhs's first, `broadcast` a `broadcast_in_dim` onto
//!   `broadcast_sizes` followed by the operand's shape, `einsum` and `unary_einsum` sums, a
//!   `dot_general` and a transpose (see [`einsum`]), `torch_index_select` a `gather`.
//! - `rng_bit_generator` with the states IREE and XLA accept beside the spec's `ui64` (`i64`
//!   words, four 32-bit words) runs on the `ui64` state those words make (see [`wide_state`]).
//! - IREE's test idioms: `util.optimization_barrier` becomes `stablehlo.optimization_barrier`, and
//!   `util.unfoldable_constant` a `stablehlo.constant` behind a barrier marked [`UNFOLDABLE`].
//! - MLIR's `tensor` and `linalg` ops that IREE's tests build inputs with: `tensor.empty` (whose
//!   contents MLIR leaves unspecified) becomes a zero constant, `tensor.dim` the constant size, `tensor.expand_shape` and
//!   `tensor.collapse_shape` a `reshape`, and `linalg.generic` with parallel loops and
//!   projected-permutation maps its body on whole tensors (see [`linalg_generic`]).
//! - IREE's `util.global`, `util.global.load`, `util.global.store` and MLIR's
//!   `ml_program.global_load_const`: `ml_program.global`, `global_load`, `global_store`.
//! - Shardy's ops, which JAX prints even for one device: each `sdy.sharding_constraint` becomes
//!   its operand and each `sdy.mesh` is removed.
//! - First, tuples and tokens across calls: every function's arguments and results are flattened
//!   to their leaves and tokens dropped (see [`super::expand_tuples`]).
//! - `get_tuple_element` of a `tuple` becomes the tuple's operand; `tuple`, `get_tuple_element`,
//!   `after_all` and `create_token` left without users are removed. Tuples and tokens that remain
//!   (carried by a loop or a conditional, read by an op that takes a tuple) are the backend's
//!   error.

use std::collections::HashMap;

use dialect::attrs::{AttrDict, Attribute, DenseElements, DenseValues, DotDims, GatherDims};
use dialect::diag::{self, Diagnostic};
use dialect::ir::{Block, Module, Op, Span, Value};
use dialect::ops::{ArithOp, BinaryOp, OpKind, OpName, Traits, UnaryOp};
use dialect::types::{ElemType, Type};
use dialect::views::{self, ProcessGrid};

use super::Pass;

/// The discardable attribute that marks the optimization barrier an `util.unfoldable_constant`
/// became: `canonicalize` keeps it (other barriers of constants order nothing and go), so the
/// constant is not folded into its users and they run as kernels, as IREE's tests intend.
pub const UNFOLDABLE: &str = "irc.unfoldable";

/// The pass.
pub struct StablehloDecompose;

impl Pass for StablehloDecompose {
    fn name(&self) -> &'static str {
        "stablehlo-decompose"
    }
    fn description(&self) -> &'static str {
        "composite to calls, dynamic ops with static shapes to static ops, batch_norm and map to elementwise ops and reductions, tensor.empty to zeros, tensor.expand_shape/collapse_shape to reshapes, linalg.generic to whole-tensor ops, the legacy ops (dot, broadcast, einsum, torch_index_select) to their core twins, tuples and tokens flattened out of signatures and calls, tuples and sharding constraints forwarded, meshes and JAX's shape assertions removed"
    }
    // Each op is rewritten in its own block, its uses replaced wherever they are; the dead tuple
    // and token ops are found from the module's uses, across blocks.
    fn handles_blocks(&self) -> bool {
        true
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        let (mut rewrote, diags) = super::expand_tuples::run(m);
        if !diags.is_empty() {
            return diags;
        }
        let mut ops = Vec::new();
        let top = m.top;
        m.walk(top, &mut |op| ops.push(op));
        let mut diags = Vec::new();
        let mut rngs = 0u64;
        // The process grid of each function (for the groups of a collective with a custom
        // reduction region); a function on two grids is the lowering's error.
        let grids = crate::backend::function_grids(m).unwrap_or_default();
        for op in ops {
            // An op inside a map body that was already rewritten is detached: skip it.
            if m.ops[op].parent.is_none() {
                continue;
            }
            match decompose(m, op, &mut rngs, &grids) {
                Ok(true) => rewrote = true,
                Ok(false) => {}
                Err(d) => diags.push(*d),
            }
        }
        remove_dead_structure(m);
        if rewrote && diags.is_empty() {
            // The static ops that replaced dynamic ones carry the constants the program gave:
            // verifying them finds shape operands that disagree with the result types.
            diags.extend(
                dialect::verifier::verify(m)
                    .into_iter()
                    .filter(|d| d.severity == diag::Severity::Error),
            );
        }
        diags
    }
}

type Fallible<T> = Result<T, Box<Diagnostic>>;

fn error(m: &Module, op: Op, code: diag::Code, msg: String, label: &str) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(code, m.ops[op].span, msg, label).at_loc(m.ops[op].loc.as_deref()))
}

/// Rewrites `op` if it is one of this pass's ops; `Ok(true)` when it did.
/// Decomposes `op` if it is one of the pass's ops; `rngs` counts the `rng` ops seen so far, each
/// of which gets a stream of its own.
fn decompose(
    m: &mut Module,
    op: Op,
    rngs: &mut u64,
    grids: &HashMap<String, ProcessGrid>,
) -> Fallible<bool> {
    let Some(kind) = m.ops[op].kind() else {
        return Ok(false);
    };
    let new: Vec<Value> = match kind {
        OpKind::AllReduce | OpKind::ReduceScatter | OpKind::CollectiveReduce
            if crate::backend::reduction_op(m, op).is_err() =>
        {
            custom_reduction(m, op, grids)?
        }
        OpKind::Composite => composite(m, op)?,
        OpKind::GetDimensionSize => get_dimension_size(m, op)?,
        OpKind::DynamicIota => {
            let dim = int_attr(m, op, "iota_dimension")?;
            vec![replace_with(m, op, OpKind::Iota, vec![], iota_props(dim))?]
        }
        OpKind::DynamicBroadcastInDim => {
            let mut p = AttrDict::new();
            let dims = m.ops[op]
                .attr("broadcast_dimensions")
                .cloned()
                .ok_or_else(|| missing(m, op, "broadcast_dimensions"))?;
            p.insert("broadcast_dimensions".into(), dims);
            let x = m.ops[op].operands[0];
            vec![replace_with(m, op, OpKind::BroadcastInDim, vec![x], p)?]
        }
        // A refined dynamic reshape, and a reassociation, which only groups dimensions in
        // order: a row-major reshape.
        OpKind::DynamicReshape | OpKind::TensorExpandShape | OpKind::TensorCollapseShape => {
            let x = m.ops[op].operands[0];
            vec![replace_with(
                m,
                op,
                OpKind::Reshape,
                vec![x],
                AttrDict::new(),
            )?]
        }
        OpKind::DynamicPad => {
            let d = m.ops[op].clone();
            let lo = const_ints(m, op, d.operands[2], "edge_padding_low")?;
            let hi = const_ints(m, op, d.operands[3], "edge_padding_high")?;
            let interior = const_ints(m, op, d.operands[4], "interior_padding")?;
            let mut p = AttrDict::new();
            p.insert("edge_padding_low".into(), Attribute::i64_array(&lo));
            p.insert("edge_padding_high".into(), Attribute::i64_array(&hi));
            p.insert("interior_padding".into(), Attribute::i64_array(&interior));
            vec![replace_with(
                m,
                op,
                OpKind::Pad,
                vec![d.operands[0], d.operands[1]],
                p,
            )?]
        }
        OpKind::RealDynamicSlice => {
            let d = m.ops[op].clone();
            let start = const_ints(m, op, d.operands[1], "start_indices")?;
            let limit = const_ints(m, op, d.operands[2], "limit_indices")?;
            let strides = const_ints(m, op, d.operands[3], "strides")?;
            let mut p = AttrDict::new();
            p.insert("start_indices".into(), Attribute::i64_array(&start));
            p.insert("limit_indices".into(), Attribute::i64_array(&limit));
            p.insert("strides".into(), Attribute::i64_array(&strides));
            vec![replace_with(m, op, OpKind::Slice, vec![d.operands[0]], p)?]
        }
        OpKind::DynamicGather => {
            let d = m.ops[op].clone();
            let sizes = const_ints(m, op, d.operands[2], "slice_sizes")?;
            let mut p = d.props.clone();
            p.insert("slice_sizes".into(), Attribute::i64_array(&sizes));
            vec![replace_with(
                m,
                op,
                OpKind::Gather,
                vec![d.operands[0], d.operands[1]],
                p,
            )?]
        }
        OpKind::DynamicConv => {
            let d = m.ops[op].clone();
            let pad = const_ints(m, op, d.operands[2], "padding")?;
            let n = pad.len() / 2;
            let mut p = d.props.clone();
            p.insert(
                "padding".into(),
                Attribute::Dense(DenseElements::new(
                    Type::tensor(vec![n as i64, 2], ElemType::I64),
                    DenseValues::Int(pad),
                )),
            );
            vec![replace_with(
                m,
                op,
                OpKind::Convolution,
                vec![d.operands[0], d.operands[1]],
                p,
            )?]
        }
        OpKind::BatchNormInference => batch_norm_inference(m, op)?,
        OpKind::BatchNormTraining => batch_norm_training(m, op)?,
        OpKind::BatchNormGrad => batch_norm_grad(m, op)?,
        OpKind::Map => map(m, op)?,
        OpKind::Rng => {
            *rngs += 1;
            vec![rng(m, op, *rngs - 1)?]
        }
        // The legacy `dot`: the lhs's last dimension contracted with the rhs's first.
        OpKind::Dot => {
            let d = m.ops[op].clone();
            let rank = rank_of(m, op, d.operands[0])?;
            let mut p = AttrDict::new();
            p.insert(
                "dot_dimension_numbers".into(),
                Attribute::Dot(DotDims {
                    lhs_batch: vec![],
                    rhs_batch: vec![],
                    lhs_contract: vec![rank as i64 - 1],
                    rhs_contract: vec![0],
                }),
            );
            if let Some(pc) = d.props.get("precision_config") {
                p.insert("precision_config".into(), pc.clone());
            }
            vec![replace_with(
                m,
                op,
                OpKind::DotGeneral,
                d.operands.clone(),
                p,
            )?]
        }
        // `broadcast`: the operand's dimensions go last.
        OpKind::Broadcast => {
            let d = m.ops[op].clone();
            let rank = rank_of(m, op, d.operands[0])? as i64;
            let sizes = d
                .attr("broadcast_sizes")
                .and_then(|a| a.as_dense_array())
                .ok_or_else(|| missing(m, op, "broadcast_sizes"))?
                .len() as i64;
            let mut p = AttrDict::new();
            let dims: Vec<i64> = (sizes..sizes + rank).collect();
            p.insert("broadcast_dimensions".into(), Attribute::i64_array(&dims));
            vec![replace_with(
                m,
                op,
                OpKind::BroadcastInDim,
                vec![d.operands[0]],
                p,
            )?]
        }
        OpKind::Einsum | OpKind::UnaryEinsum => vec![einsum(m, op)?],
        // `tensor.empty`'s contents are unspecified: zeros, so that a program reading them reads
        // one defined value on both paths.
        OpKind::TensorEmpty => {
            let ty = m.ty(m.ops[op].results[0]).clone();
            let e = ty.elem().ok_or_else(|| internal(m, op))?;
            let mut b = Builder::before(m, op)?;
            vec![b.constant(ty, zeros(e))]
        }
        OpKind::LinalgGeneric => linalg_generic(m, op)?,
        // `tensor.dim` of a size (every size is static once the module verifies): the constant.
        OpKind::TensorDim => {
            let d = m.ops[op].clone();
            let shape = m
                .ty(d.operands[0])
                .shape()
                .map(<[i64]>::to_vec)
                .ok_or_else(|| internal(m, op))?;
            let size = m
                .def_op(d.operands[1])
                .filter(|&c| m.ops[c].is(OpKind::Arith(ArithOp::Constant)))
                .and_then(|c| m.ops[c].attr("value").and_then(|a| a.as_int()))
                .and_then(|i| usize::try_from(i).ok())
                .and_then(|i| shape.get(i).copied());
            let Some(size) = size else {
                return Err(error(
                    m,
                    op,
                    diag::NOT_SUPPORTED_YET,
                    format!(
                        "`tensor.dim` with an index that is not an `arith.constant` below the rank {} is not supported",
                        shape.len()
                    ),
                    "computed or out-of-range index",
                ));
            };
            let mut p = AttrDict::new();
            p.insert(
                "value".into(),
                Attribute::Int {
                    value: size,
                    ty: ElemType::Index,
                },
            );
            let mut b = Builder::before(m, op)?;
            vec![b.op(
                OpKind::Arith(ArithOp::Constant),
                vec![],
                Type::Scalar(ElemType::Index),
                p,
            )]
        }
        OpKind::TorchIndexSelect => vec![torch_index_select(m, op)?],
        // A state of other than `ui64` (IREE's and XLA's 32-bit states): the same generator on
        // the `ui64` state those words make.
        OpKind::RngBitGenerator => match wide_state(m, op)? {
            Some(v) => v,
            None => return Ok(false),
        },
        // IREE's barrier is StableHLO's: same operands, results and meaning.
        OpKind::UtilOptimizationBarrier => {
            m.ops[op].name = OpName::Known(OpKind::OptimizationBarrier);
            return Ok(true);
        }
        // IREE's globals and MLIR's constant load are `ml_program`'s global, load and store: the
        // same symbol, type, mutability and initial value (IREE's inlining policy means nothing
        // here; `immutable` on a load was checked by the verifier).
        OpKind::UtilGlobal => {
            let d = &mut m.ops[op];
            d.name = OpName::Known(OpKind::MlGlobal);
            if let Some(v) = d.props.shift_remove("initial_value") {
                d.props.insert("value".into(), v);
            }
            d.props.shift_remove("inlining_policy");
            return Ok(true);
        }
        OpKind::UtilGlobalLoad | OpKind::GlobalLoadConst => {
            let d = &mut m.ops[op];
            d.name = OpName::Known(OpKind::GlobalLoad);
            d.props.shift_remove("is_immutable");
            return Ok(true);
        }
        OpKind::UtilGlobalStore => {
            m.ops[op].name = OpName::Known(OpKind::GlobalStore);
            return Ok(true);
        }
        OpKind::UtilUnfoldableConstant => {
            let d = m.ops[op].clone();
            let ty = m.ty(d.results[0]).clone();
            let mut b = Builder::before(m, op)?;
            let c = b.op(OpKind::Constant, vec![], ty.clone(), d.props.clone());
            let mut attrs = AttrDict::new();
            attrs.insert(UNFOLDABLE.into(), Attribute::Unit);
            let barrier = b.m.create_op(
                OpKind::OptimizationBarrier,
                vec![c],
                vec![ty],
                AttrDict::new(),
                b.span,
            );
            b.m.ops[barrier].attrs = attrs;
            b.m.insert_op(b.block, b.at, barrier);
            vec![b.m.ops[barrier].results[0]]
        }
        // On one device a sharding constraint is its operand, and a mesh describes nothing.
        OpKind::SdyShardingConstraint => vec![m.ops[op].operands[0]],
        OpKind::SdyMesh => vec![],
        // JAX's shape assertion says nothing on static shapes: dropped, as IREE drops it.
        OpKind::CustomCall
            if m.ops[op].attr("call_target_name").and_then(|a| a.as_str())
                == Some(dialect::views::SHAPE_ASSERTION)
                && m.ops[op].results.is_empty() =>
        {
            vec![]
        }
        OpKind::GetTupleElement => {
            let d = m.ops[op].clone();
            let index = int_attr(m, op, "index")?;
            let Some(t) = m
                .def_op(d.operands[0])
                .filter(|&t| m.ops[t].is(OpKind::Tuple))
            else {
                return Ok(false);
            };
            let Some(&v) = usize::try_from(index)
                .ok()
                .and_then(|i| m.ops[t].operands.get(i))
            else {
                return Err(error(
                    m,
                    op,
                    diag::TYPE_CONSTRAINT,
                    format!("get_tuple_element index {index} is out of range"),
                    "bad index",
                ));
            };
            vec![v]
        }
        _ => return Ok(false),
    };
    let results = m.ops[op].results.clone();
    let map: HashMap<Value, Value> = results.into_iter().zip(new).collect();
    m.replace_uses(&map);
    m.erase_op(op);
    Ok(true)
}

/// The rank of tensor `v`, an operand of `op` (the verifier made sure it is a ranked tensor).
fn rank_of(m: &Module, op: Op, v: Value) -> Fallible<usize> {
    m.ty(v).rank().ok_or_else(|| {
        error(
            m,
            op,
            diag::TYPE_CONSTRAINT,
            format!(
                "`{}` takes a ranked tensor, found {}",
                m.ops[op].name.as_str(),
                m.ty(v)
            ),
            "expected a tensor",
        )
    })
}

fn missing(m: &Module, op: Op, attr: &str) -> Box<Diagnostic> {
    error(
        m,
        op,
        diag::MISSING_ATTRIBUTE,
        format!("`{}` needs the attribute `{attr}`", m.ops[op].name),
        "missing attribute",
    )
}

/// The properties of a `stablehlo.iota` along `dim`.
fn iota_props(dim: i64) -> AttrDict {
    let mut p = AttrDict::new();
    p.insert(
        "iota_dimension".into(),
        Attribute::Int {
            value: dim,
            ty: ElemType::I64,
        },
    );
    p
}

fn int_attr(m: &Module, op: Op, name: &str) -> Fallible<i64> {
    m.ops[op]
        .attr(name)
        .and_then(|a| a.as_int())
        .ok_or_else(|| missing(m, op, name))
}

fn float_attr(m: &Module, op: Op, name: &str) -> Fallible<f64> {
    match m.ops[op].attr(name) {
        Some(Attribute::Float { value, .. }) => Ok(*value),
        Some(Attribute::Int { value, .. }) => Ok(*value as f64),
        _ => Err(missing(m, op, name)),
    }
}

/// The values of an integer constant operand (a splat expanded to the operand's element count).
fn const_ints(m: &Module, op: Op, v: Value, what: &str) -> Fallible<Vec<i64>> {
    let not_const = || {
        error(
            m,
            op,
            diag::NOT_SUPPORTED_YET,
            format!(
                "`{}` with a `{what}` that is not a constant is not supported: shapes must be known when the program is compiled",
                m.ops[op].name
            ),
            "computed shape operand",
        )
    };
    let def = m.def_op(v).ok_or_else(not_const)?;
    let d = &m.ops[def];
    if !d.is(OpKind::Constant) {
        return Err(not_const());
    }
    let Some(Attribute::Dense(de)) = d.attr("value") else {
        return Err(not_const());
    };
    let n = m.ty(v).num_elements().unwrap_or(0) as usize;
    match &de.values {
        DenseValues::Int(vals) if vals.len() == 1 => Ok(vec![vals[0]; n]),
        DenseValues::Int(vals) => Ok(vals.clone()),
        _ => Err(not_const()),
    }
}

/// Replaces `op` by a new op of `kind` with `op`'s result type and span, inserted where it stands.
fn replace_with(
    m: &mut Module,
    op: Op,
    kind: OpKind,
    operands: Vec<Value>,
    props: AttrDict,
) -> Fallible<Value> {
    let ty = m.ty(m.ops[op].results[0]).clone();
    let mut b = Builder::before(m, op)?;
    Ok(b.op(kind, operands, ty, props))
}

fn composite(m: &mut Module, op: Op) -> Fallible<Vec<Value>> {
    let d = m.ops[op].clone();
    let callee = match d.attr("decomposition") {
        Some(Attribute::SymbolRef(s)) => s.clone(),
        _ => return Err(missing(m, op, "decomposition")),
    };
    if m.lookup_function(&callee).is_none() {
        return Err(error(
            m,
            op,
            diag::UNDEFINED_FUNCTION,
            format!(
                "the decomposition `@{callee}` of `{}` is not a function of the module",
                d.name
            ),
            "no such function",
        ));
    }
    let types: Vec<Type> = d.results.iter().map(|&r| m.ty(r).clone()).collect();
    let mut p = AttrDict::new();
    p.insert("callee".into(), Attribute::SymbolRef(callee));
    let call = m.create_op(OpKind::Call, d.operands.clone(), types, p, d.span);
    let at = m.index_in_block(op).unwrap_or(0);
    let block = d.parent.ok_or_else(|| internal(m, op))?;
    m.insert_op(block, at, call);
    Ok(m.ops[call].results.clone())
}

fn internal(m: &Module, op: Op) -> Box<Diagnostic> {
    error(
        m,
        op,
        diag::TYPE_CONSTRAINT,
        format!(
            "`{}` is malformed (the verifier should have rejected it)",
            m.ops[op].name
        ),
        "malformed op",
    )
}

fn get_dimension_size(m: &mut Module, op: Op) -> Fallible<Vec<Value>> {
    let dim = int_attr(m, op, "dimension")?;
    let x = m.ops[op].operands[0];
    let size = m
        .ty(x)
        .shape()
        .and_then(|s| usize::try_from(dim).ok().and_then(|d| s.get(d)).copied())
        .ok_or_else(|| internal(m, op))?;
    let ty = m.ty(m.ops[op].results[0]).clone();
    let mut b = Builder::before(m, op)?;
    Ok(vec![b.constant(ty, DenseValues::Int(vec![size]))])
}

fn tensor_of(m: &Module, v: Value) -> Option<(Vec<i64>, ElemType)> {
    match m.ty(v) {
        Type::Tensor { shape, elem } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

/// The pieces of a batch norm op: operand shape and type, feature index, epsilon.
fn batch_norm_common(m: &Module, op: Op) -> Fallible<(Vec<i64>, ElemType, usize, f64)> {
    let x = m.ops[op].operands[0];
    let (shape, e) = tensor_of(m, x).ok_or_else(|| internal(m, op))?;
    let f = int_attr(m, op, "feature_index")?;
    let f = usize::try_from(f)
        .ok()
        .filter(|&f| f < shape.len())
        .ok_or_else(|| internal(m, op))?;
    if !e.is_float() {
        return Err(internal(m, op));
    }
    Ok((shape, e, f, float_attr(m, op, "epsilon")?))
}

fn batch_norm_inference(m: &mut Module, op: Op) -> Fallible<Vec<Value>> {
    let (shape, e, f, eps) = batch_norm_common(m, op)?;
    let o = m.ops[op].operands.clone();
    let mut b = Builder::before(m, op)?;
    let r = b.normalize(o[0], o[1], o[2], o[3], o[4], &shape, e, f, eps);
    Ok(vec![r])
}

fn batch_norm_training(m: &mut Module, op: Op) -> Fallible<Vec<Value>> {
    let (shape, e, f, eps) = batch_norm_common(m, op)?;
    let o = m.ops[op].operands.clone();
    let mut b = Builder::before(m, op)?;
    let mean = b.feature_mean(o[0], &shape, e, f);
    let mean_b = b.broadcast(mean, &shape, e, &[f as i64]);
    let centered = b.binary(BinaryOp::Subtract, o[0], mean_b);
    let sq = b.binary(BinaryOp::Multiply, centered, centered);
    let var = b.feature_mean(sq, &shape, e, f);
    let out = b.normalize(o[0], o[1], o[2], mean, var, &shape, e, f, eps);
    Ok(vec![out, mean, var])
}

fn batch_norm_grad(m: &mut Module, op: Op) -> Fallible<Vec<Value>> {
    let (shape, e, f, eps) = batch_norm_common(m, op)?;
    let o = m.ops[op].operands.clone();
    let (x, scale, mean, var, dy) = (o[0], o[1], o[2], o[3], o[4]);
    let fi = [f as i64];
    let mut b = Builder::before(m, op)?;
    let scale_b = b.broadcast(scale, &shape, e, &fi);
    let mean_b = b.broadcast(mean, &shape, e, &fi);
    let var_b = b.broadcast(var, &shape, e, &fi);
    let eps_b = b.splat(&shape, e, eps);
    let centered = b.binary(BinaryOp::Subtract, x, mean_b);
    let var_eps = b.binary(BinaryOp::Add, var_b, eps_b);
    let stddev = b.unary(UnaryOp::Sqrt, var_eps);
    let normalized = b.binary(BinaryOp::Divide, centered, stddev);
    let n = per_feature(&shape, f);
    let count = b.splat(&shape, e, n);
    let i1 = b.binary(BinaryOp::Multiply, dy, count);
    let sum_dy = b.feature_sum(dy, &shape, e, f);
    let i2 = b.broadcast(sum_dy, &shape, e, &fi);
    let dy_c = b.binary(BinaryOp::Multiply, dy, centered);
    let sum_dy_c = b.feature_sum(dy_c, &shape, e, f);
    let i3 = b.broadcast(sum_dy_c, &shape, e, &fi);
    let i4 = b.binary(BinaryOp::Multiply, i3, centered);
    let i5 = b.binary(BinaryOp::Divide, i4, var_eps);
    let i12 = b.binary(BinaryOp::Subtract, i1, i2);
    let i6 = b.binary(BinaryOp::Subtract, i12, i5);
    let s1 = b.binary(BinaryOp::Divide, scale_b, stddev);
    let s2 = b.binary(BinaryOp::Divide, s1, count);
    let grad_operand = b.binary(BinaryOp::Multiply, s2, i6);
    let dy_n = b.binary(BinaryOp::Multiply, dy, normalized);
    let grad_scale = b.feature_sum(dy_n, &shape, e, f);
    Ok(vec![grad_operand, grad_scale, sum_dy])
}

/// Elements per feature: the operand's size over its feature dimension.
fn per_feature(shape: &[i64], f: usize) -> f64 {
    shape
        .iter()
        .enumerate()
        .filter(|&(d, _)| d != f)
        .map(|(_, &s)| s as f64)
        .product()
}

/// `map` over all dimensions: each op of the body applied to whole tensors of the map's shape.
fn map(m: &mut Module, op: Op) -> Fallible<Vec<Value>> {
    let d = m.ops[op].clone();
    let (shape, _) = tensor_of(m, d.results[0]).ok_or_else(|| internal(m, op))?;
    let block = d
        .regions
        .first()
        .and_then(|&r| m.regions[r].blocks.first().copied())
        .ok_or_else(|| internal(m, op))?;
    let mut vals: HashMap<Value, Value> = HashMap::new();
    for (&a, &x) in m.blocks[block].args.clone().iter().zip(&d.operands) {
        vals.insert(a, x);
    }
    let at = m.index_in_block(op).ok_or_else(|| internal(m, op))?;
    let parent = d.parent.ok_or_else(|| internal(m, op))?;
    let mut b = Builder {
        m,
        block: parent,
        at,
        span: d.span,
    };
    for o in b.m.blocks[block].ops.clone() {
        let od = b.m.ops[o].clone();
        if od.is(OpKind::StablehloReturn) {
            let r = *od.operands.first().ok_or_else(|| internal(b.m, op))?;
            return Ok(vec![b.whole(r, &shape, &mut vals)]);
        }
        let kind = od.kind();
        let elementwise = kind.is_some_and(|k| k.info().traits.has(Traits::ELEMENTWISE));
        let constant = kind == Some(OpKind::Constant);
        if !(elementwise || constant) || !od.regions.is_empty() {
            return Err(error(
                b.m,
                o,
                diag::NOT_SUPPORTED_YET,
                format!(
                    "`{}` in the body of `stablehlo.map` is not supported: only elementwise ops and constants are",
                    od.name
                ),
                "not elementwise",
            ));
        }
        if constant {
            // A rank-0 constant: broadcast where it is used.
            let c = b.m.clone_op(o, &mut HashMap::new());
            b.m.insert_op(b.block, b.at, c);
            b.at += 1;
            vals.insert(od.results[0], b.m.ops[c].results[0]);
            continue;
        }
        let operands: Vec<Value> = od
            .operands
            .iter()
            .map(|&v| b.whole(v, &shape, &mut vals))
            .collect();
        let types: Vec<Type> = od
            .results
            .iter()
            .map(|&r| Type::tensor(shape.clone(), b.m.ty(r).elem().unwrap_or(ElemType::F32)))
            .collect();
        let new =
            b.m.create_op(od.name.clone(), operands, types, od.props.clone(), od.span);
        b.m.ops[new].attrs = od.attrs.clone();
        b.m.insert_op(b.block, b.at, new);
        b.at += 1;
        for (&r, &nr) in od.results.iter().zip(&b.m.ops[new].results.clone()) {
            vals.insert(r, nr);
        }
    }
    Err(internal(b.m, op))
}

/// A splat zero of element type `e`.
fn zeros(e: ElemType) -> DenseValues {
    if e.is_complex() {
        DenseValues::Complex(vec![(0.0, 0.0)])
    } else if e.is_float() {
        DenseValues::Float(vec![0.0])
    } else {
        DenseValues::Int(vec![0])
    }
}

/// The element type a `linalg.generic` body's `index` values take on whole tensors: MLIR's
/// `index` is 64-bit on this target, and the compiled path stores it as `i64` anyway.
fn lowered_elem(e: ElemType) -> ElemType {
    if e == ElemType::Index {
        ElemType::I64
    } else {
        e
    }
}

/// What `linalg.generic`'s lowering knows while it walks the body.
struct GenericLowering {
    op: Op,
    operands: Vec<Value>,
    /// The body's arguments, one per operand.
    args: Vec<Value>,
    /// For each operand, the loop of each of its dimensions (its indexing map's results).
    loops_of: Vec<Vec<usize>>,
    /// The size of each loop.
    loop_shape: Vec<i64>,
    /// Each body value's whole-tensor twin over the loops.
    vals: HashMap<Value, Value>,
}

impl GenericLowering {
    fn unsupported(m: &Module, at: Op, what: String, label: &str) -> Box<Diagnostic> {
        error(
            m,
            at,
            diag::NOT_SUPPORTED_YET,
            format!(
                "{what} is not supported: `linalg.generic` runs with `parallel` loops, indexing maps whose results are distinct loops (every loop, for an output), and a body of `arith` ops, `linalg.index` and `linalg.yield` on its arguments and on constants"
            ),
            label,
        )
    }

    fn loop_ty(&self, e: ElemType) -> Type {
        Type::tensor(self.loop_shape.clone(), lowered_elem(e))
    }

    /// `v` (a body argument, a value the body computed, or a scalar constant from outside) as a
    /// tensor over the loops; `user` is the body op that reads it (where an error points).
    fn value(&mut self, b: &mut Builder<'_>, v: Value, user: Op) -> Fallible<Value> {
        if let Some(&x) = self.vals.get(&v) {
            return Ok(x);
        }
        let x = if let Some(k) = self.args.iter().position(|&a| a == v) {
            // Operand k over the loops: its dimension j is loop `loops_of[k][j]`.
            let mut x = self.operands[k];
            let (shape, e) = tensor_of(b.m, x).ok_or_else(|| internal(b.m, self.op))?;
            if e == ElemType::Index {
                x = b.op(
                    OpKind::Convert,
                    vec![x],
                    Type::tensor(shape, ElemType::I64),
                    AttrDict::new(),
                );
            }
            let n = self.loop_shape.len();
            if self.loops_of[k].iter().copied().eq(0..n) {
                x
            } else {
                let dims: Vec<i64> = self.loops_of[k].iter().map(|&l| l as i64).collect();
                let shape = self.loop_shape.clone();
                b.broadcast(x, &shape, lowered_elem(e), &dims)
            }
        } else {
            let def = b.m.def_op(v);
            let constant = def.filter(|&c| {
                b.m.ops[c].is(OpKind::Arith(ArithOp::Constant))
                    && matches!(b.m.ty(v), Type::Scalar(_))
            });
            let Some(c) = constant else {
                let what = match def {
                    Some(c) => format!(
                        "a value from outside the body of `linalg.generic` (a result of `{}`)",
                        b.m.ops[c].name
                    ),
                    None => {
                        "a block argument from outside the body of `linalg.generic`".to_string()
                    }
                };
                return Err(Self::unsupported(
                    b.m,
                    user,
                    what,
                    "value from outside the body",
                ));
            };
            self.splat(b, c)?
        };
        self.vals.insert(v, x);
        Ok(x)
    }

    /// A scalar `arith.constant` as a splat over the loops.
    fn splat(&self, b: &mut Builder<'_>, c: Op) -> Fallible<Value> {
        let e =
            b.m.ty(b.m.ops[c].results[0])
                .elem()
                .ok_or_else(|| internal(b.m, c))?;
        let values = match b.m.ops[c].attr("value") {
            Some(Attribute::Int { value, .. }) => DenseValues::Int(vec![*value]),
            Some(Attribute::Bool(v)) => DenseValues::Int(vec![*v as i64]),
            Some(Attribute::Float { value, .. }) => DenseValues::Float(vec![*value]),
            _ => return Err(Self::unsupported(
                b.m,
                c,
                "an `arith.constant` that is not a scalar number in the body of `linalg.generic`"
                    .into(),
                "not a scalar constant",
            )),
        };
        let ty = self.loop_ty(e);
        Ok(b.constant(ty, values))
    }
}

/// `linalg.generic` whose loops are all parallel and whose indexing maps are projected
/// permutations: the body applied to whole tensors over the loop space. Each input becomes a
/// `broadcast_in_dim` of itself along its map's loops (itself when its map is the identity),
/// `linalg.index` an `iota` along its loop, `arith.index_cast` a `convert`, every other `arith`
/// op itself on tensors (`index` values as `i64`), a scalar constant a splat, and each yielded
/// value a `transpose` into its output's order (whose map must name every loop). A reduction
/// loop, another map, another op in the body, or a value from outside it other than a scalar
/// constant is E0414 naming it.
fn linalg_generic(m: &mut Module, op: Op) -> Fallible<Vec<Value>> {
    let d = m.ops[op].clone();
    let v = views::LinalgGeneric::read(m, op).map_err(|_| internal(m, op))?;
    if let Some(l) = v
        .iterators
        .iter()
        .position(|&i| i != views::IteratorType::Parallel)
    {
        return Err(GenericLowering::unsupported(
            m,
            op,
            format!("`linalg.generic` with a `reduction` iterator (loop d{l})"),
            "reduction loop",
        ));
    }
    let n = v.iterators.len();
    let mut loops_of = Vec::with_capacity(v.maps.len());
    for (k, map) in v.maps.iter().enumerate() {
        let output = k >= v.inputs;
        match map.projected_permutation() {
            Some(p) if !output || p.len() == n => loops_of.push(p),
            _ => {
                let role = if output {
                    format!("output {}", k - v.inputs)
                } else {
                    format!("input {k}")
                };
                return Err(GenericLowering::unsupported(
                    m,
                    op,
                    format!("the indexing map `{map}` of {role} of `linalg.generic`"),
                    "unsupported indexing map",
                ));
            }
        }
    }
    let mut loop_shape = vec![-1i64; n];
    for (k, &x) in d.operands.iter().enumerate() {
        let (shape, _) = tensor_of(m, x).ok_or_else(|| internal(m, op))?;
        for (j, &l) in loops_of[k].iter().enumerate() {
            loop_shape[l] = shape[j];
        }
    }
    if loop_shape.contains(&-1) {
        return Err(internal(m, op));
    }
    let block = d
        .regions
        .first()
        .and_then(|&r| m.regions[r].blocks.first().copied())
        .ok_or_else(|| internal(m, op))?;
    let mut low = GenericLowering {
        op,
        operands: d.operands.clone(),
        args: m.blocks[block].args.clone(),
        loops_of,
        loop_shape,
        vals: HashMap::new(),
    };
    let mut b = Builder::before(m, op)?;
    for o in b.m.blocks[block].ops.clone() {
        let od = b.m.ops[o].clone();
        let kind = od.kind().filter(|_| od.regions.is_empty());
        match kind {
            Some(OpKind::LinalgYield) => {
                let mut out = Vec::with_capacity(od.operands.len());
                for (i, &y) in od.operands.iter().enumerate() {
                    let k = v.inputs + i;
                    let mut r = low.value(&mut b, y, o)?;
                    let &res = d.results.get(i).ok_or_else(|| internal(b.m, op))?;
                    let (oshape, oe) = tensor_of(b.m, res).ok_or_else(|| internal(b.m, op))?;
                    if !low.loops_of[k].iter().copied().eq(0..n) {
                        let perm: Vec<i64> = low.loops_of[k].iter().map(|&l| l as i64).collect();
                        let mut p = AttrDict::new();
                        p.insert("permutation".into(), Attribute::i64_array(&perm));
                        r = b.op(
                            OpKind::Transpose,
                            vec![r],
                            Type::tensor(oshape.clone(), lowered_elem(oe)),
                            p,
                        );
                    }
                    if oe == ElemType::Index {
                        r = b.op(
                            OpKind::Convert,
                            vec![r],
                            Type::tensor(oshape, oe),
                            AttrDict::new(),
                        );
                    }
                    out.push(r);
                }
                return Ok(out);
            }
            Some(OpKind::LinalgIndex) => {
                let dim = int_attr(b.m, o, "dim")?;
                let ty = low.loop_ty(ElemType::I64);
                let iota = b.op(OpKind::Iota, vec![], ty, iota_props(dim));
                low.vals.insert(od.results[0], iota);
            }
            Some(OpKind::Arith(ArithOp::Constant)) => {
                let c = low.splat(&mut b, o)?;
                low.vals.insert(od.results[0], c);
            }
            Some(OpKind::Arith(a)) => {
                let mut operands = Vec::with_capacity(od.operands.len());
                for &x in &od.operands {
                    operands.push(low.value(&mut b, x, o)?);
                }
                let mut types = Vec::with_capacity(od.results.len());
                for &r in &od.results {
                    let e = b.m.ty(r).elem().ok_or_else(|| internal(b.m, o))?;
                    types.push(low.loop_ty(e));
                }
                // `index_cast` between `index` (now `i64`) and an integer type is a conversion.
                let (name, props) = if a == ArithOp::IndexCast {
                    (OpName::Known(OpKind::Convert), AttrDict::new())
                } else {
                    (od.name.clone(), od.props.clone())
                };
                let new = b.m.create_op(name, operands, types, props, od.span);
                b.m.ops[new].attrs = od.attrs.clone();
                b.m.insert_op(b.block, b.at, new);
                b.at += 1;
                for (&r, &nr) in od.results.iter().zip(&b.m.ops[new].results.clone()) {
                    low.vals.insert(r, nr);
                }
            }
            _ => {
                return Err(GenericLowering::unsupported(
                    b.m,
                    o,
                    format!("`{}` in the body of `linalg.generic`", od.name),
                    "op not supported in the body",
                ))
            }
        }
    }
    Err(internal(b.m, op))
}

/// The name of the function `op` is in.
fn function_of(m: &Module, op: Op) -> Option<String> {
    m.functions().find_map(|f| {
        let mut found = false;
        m.walk(f, &mut |o| found |= o == op);
        found.then(|| m.func_name(f).map(str::to_string)).flatten()
    })
}

/// An `all_reduce`, `reduce_scatter` or `collective_reduce` whose reduction region is not one
/// binary op of its two arguments (which the VM's collectives apply themselves, through MPI
/// where it has the op): the spec's result as the reference computes it, an `all_gather` of the
/// operand over the same groups and a left fold in group order, each step the region applied
/// elementwise to whole tensors (as a `map`). `reduce_scatter` then keeps this process's block of
/// the fold, `collective_reduce` keeps the fold on each group's first process and zeros on the
/// others (the process's place in its group is a constant table indexed by `replica_id` and
/// `partition_id`). One operand, and groups of one size covering the grid (E0414 else).
fn custom_reduction(
    m: &mut Module,
    op: Op,
    grids: &HashMap<String, ProcessGrid>,
) -> Fallible<Vec<Value>> {
    let d = m.ops[op].clone();
    let kind = d.kind().ok_or_else(|| internal(m, op))?;
    let not_yet = |m: &Module, why: String| {
        error(
            m,
            op,
            diag::NOT_SUPPORTED_YET,
            format!(
                "`{}` with a custom reduction region {why} is not supported on the compiled path yet",
                d.name
            ),
            "custom reduction region",
        )
    };
    if d.operands.len() != 1 || d.results.len() != 1 {
        return Err(not_yet(m, "over several operands".into()));
    }
    let grid = match function_of(m, op).and_then(|f| grids.get(&f).copied()) {
        Some(g) => g,
        None => ProcessGrid::of_module(m).map_err(|e| not_yet(m, format!("({e})")))?,
    };
    let c = views::Collective::read(m, op).map_err(|e| not_yet(m, format!("({e})")))?;
    let groups = c
        .process_groups(grid)
        .map_err(|e| not_yet(m, format!("({e})")))?;
    let n = groups.first().map_or(0, Vec::len);
    let covered: usize = groups.iter().map(Vec::len).sum();
    if n == 0 || groups.iter().any(|g| g.len() != n) || covered as u64 != grid.size() {
        return Err(not_yet(
            m,
            "on process groups of different sizes, or not covering the grid,".into(),
        ));
    }
    let x = d.operands[0];
    let (shape, e) = tensor_of(m, x).ok_or_else(|| internal(m, op))?;
    let (out_shape, _) = tensor_of(m, d.results[0]).ok_or_else(|| internal(m, op))?;
    let rank = shape.len();
    let mut one = vec![1i64];
    one.extend(&shape);
    let mut gathered = vec![n as i64];
    gathered.extend(&shape);
    // Every process's operand, in group order.
    let parts: Vec<Value> = {
        let mut b = Builder::before(m, op)?;
        let x1 = b.op(
            OpKind::Reshape,
            vec![x],
            Type::tensor(one.clone(), e),
            AttrDict::new(),
        );
        let mut p = AttrDict::new();
        for key in ["replica_groups", "channel_handle", "use_global_device_ids"] {
            if let Some(a) = d.attr(key) {
                p.insert(key.into(), a.clone());
            }
        }
        p.insert(
            "all_gather_dim".into(),
            Attribute::Int {
                value: 0,
                ty: ElemType::I64,
            },
        );
        let g = b.op(OpKind::AllGather, vec![x1], Type::tensor(gathered, e), p);
        (0..n as i64)
            .map(|j| {
                let mut start = vec![0i64; rank + 1];
                start[0] = j;
                let mut limit = one.clone();
                limit[0] = j + 1;
                let mut p = AttrDict::new();
                p.insert("start_indices".into(), Attribute::i64_array(&start));
                p.insert("limit_indices".into(), Attribute::i64_array(&limit));
                p.insert("strides".into(), Attribute::i64_array(&vec![1; rank + 1]));
                let s = b.op(OpKind::Slice, vec![g], Type::tensor(one.clone(), e), p);
                b.op(
                    OpKind::Reshape,
                    vec![s],
                    Type::tensor(shape.clone(), e),
                    AttrDict::new(),
                )
            })
            .collect()
    };
    // The left fold: each step a `map` of the region, decomposed at once.
    let mut acc = parts[0];
    for &part in &parts[1..] {
        let step = m.clone_op(op, &mut HashMap::new());
        let at = m.index_in_block(op).ok_or_else(|| internal(m, op))?;
        let block = d.parent.ok_or_else(|| internal(m, op))?;
        let dims: Vec<i64> = (0..rank as i64).collect();
        let r = m.ops[step].results[0];
        m.values[r].ty = Type::tensor(shape.clone(), e);
        let sd = &mut m.ops[step];
        sd.name = OpName::Known(OpKind::Map);
        sd.operands = vec![acc, part];
        sd.props = AttrDict::new();
        sd.props
            .insert("dimensions".into(), Attribute::i64_array(&dims));
        sd.attrs = AttrDict::new();
        m.insert_op(block, at, step);
        acc = *map(m, step)?.first().ok_or_else(|| internal(m, op))?;
        m.erase_op(step);
    }
    if kind == OpKind::AllReduce {
        return Ok(vec![acc]);
    }
    // This process's place in its group: a table over the grid, indexed by its ids.
    let (nr, np) = (grid.num_replicas as usize, grid.num_partitions as usize);
    let mut table = vec![0i64; nr * np];
    for g in &groups {
        for (pos, id) in g.iter().enumerate() {
            table[id.replica as usize * np + id.partition as usize] = pos as i64;
        }
    }
    let mut b = Builder::before(m, op)?;
    let scalar = Type::tensor(vec![], ElemType::I64);
    let t = b.constant(
        Type::tensor(vec![nr as i64, np as i64], ElemType::I64),
        DenseValues::Int(table),
    );
    let ui32 = Type::tensor(vec![], ElemType::UI32);
    let rid = b.op(OpKind::ReplicaId, vec![], ui32.clone(), AttrDict::new());
    let pid = b.op(OpKind::PartitionId, vec![], ui32, AttrDict::new());
    let rid = b.op(OpKind::Convert, vec![rid], scalar.clone(), AttrDict::new());
    let pid = b.op(OpKind::Convert, vec![pid], scalar.clone(), AttrDict::new());
    let mut p = AttrDict::new();
    p.insert("slice_sizes".into(), Attribute::i64_array(&[1, 1]));
    let pos = b.op(
        OpKind::DynamicSlice,
        vec![t, rid, pid],
        Type::tensor(vec![1, 1], ElemType::I64),
        p,
    );
    let pos = b.op(OpKind::Reshape, vec![pos], scalar.clone(), AttrDict::new());
    if kind == OpKind::CollectiveReduce {
        let zero_i = b.constant(scalar, DenseValues::Int(vec![0]));
        let mut p = AttrDict::new();
        p.insert(
            "comparison_direction".into(),
            Attribute::stablehlo_enum("comparison_direction", "EQ"),
        );
        let root = b.op(
            OpKind::Compare,
            vec![pos, zero_i],
            Type::tensor(vec![], ElemType::I1),
            p,
        );
        let root = b.broadcast(root, &shape, ElemType::I1, &[]);
        let zero = if e.is_float() {
            DenseValues::Float(vec![0.0])
        } else if e.is_complex() {
            DenseValues::Complex(vec![(0.0, 0.0)])
        } else {
            DenseValues::Int(vec![0])
        };
        let zeros = b.constant(Type::tensor(shape.clone(), e), zero);
        let out = b.op(
            OpKind::Select,
            vec![root, acc, zeros],
            Type::tensor(shape, e),
            AttrDict::new(),
        );
        return Ok(vec![out]);
    }
    // reduce_scatter: block `pos` along the scatter dimension.
    let dim = int_attr(b.m, op, "scatter_dimension")? as usize;
    let block = *out_shape.get(dim).ok_or_else(|| internal(b.m, op))?;
    let size = b.constant(
        Type::tensor(vec![], ElemType::I64),
        DenseValues::Int(vec![block]),
    );
    let offset = b.binary(BinaryOp::Multiply, pos, size);
    let zero_i = b.constant(
        Type::tensor(vec![], ElemType::I64),
        DenseValues::Int(vec![0]),
    );
    let starts: Vec<Value> = (0..rank)
        .map(|k| if k == dim { offset } else { zero_i })
        .collect();
    let mut operands = vec![acc];
    operands.extend(starts);
    let mut p = AttrDict::new();
    p.insert("slice_sizes".into(), Attribute::i64_array(&out_shape));
    let out = b.op(
        OpKind::DynamicSlice,
        operands,
        Type::tensor(out_shape.clone(), e),
        p,
    );
    Ok(vec![out])
}

/// `stablehlo.rng` number `index` of the program (in program order), as deterministic arithmetic
/// on the bits of a `rng_bit_generator` (THREE_FRY, state `[0x2545F4914F6CDD1D + index, 0]`):
/// - UNIFORM floats: 23 (f64: 52) random mantissa bits make `u` in [0, 1) in f32 (f64); the result
///   is `a + (b - a) * u` in that type, rounded to the result's type, and `a` where the rounding
///   reaches `b`, so it stays in [a, b).
/// - NORMAL floats: Box-Muller on two such `u`: `a + b * sqrt(-2 log(1 - u1)) * cos(2 pi u2)`.
/// - UNIFORM integers and booleans: `a + bits mod (b - a)` in 64-bit unsigned arithmetic (which
///   wraps, so signed bounds work), converted back; `a` when `b <= a` (the spec leaves that case
///   undefined).
fn rng(m: &mut Module, op: Op, index: u64) -> Fallible<Value> {
    let d = m.ops[op].clone();
    let normal = dialect::views::Rng::read(m, op)
        .map_err(|e| {
            error(
                m,
                op,
                diag::MISSING_ATTRIBUTE,
                e.message,
                "bad rng_distribution",
            )
        })?
        .normal;
    let (shape, e) = tensor_of(m, d.results[0]).ok_or_else(|| internal(m, op))?;
    let (a, b) = (d.operands[0], d.operands[1]);
    let mut bd = Builder::before(m, op)?;
    let float = e.is_float();
    let wide = e == ElemType::F64 || !float;
    let bits_e = if wide { ElemType::UI64 } else { ElemType::UI32 };
    // Two draws per element for Box-Muller.
    let mut bits_shape = shape.clone();
    if normal {
        bits_shape.insert(0, 2);
    }
    let state_ty = Type::tensor(vec![2], ElemType::UI64);
    let seed = 0x2545_F491_4F6C_DD1Du64.wrapping_add(index);
    let state = bd.constant(state_ty.clone(), DenseValues::Int(vec![seed as i64, 0]));
    let mut p = AttrDict::new();
    p.insert(
        "rng_algorithm".into(),
        Attribute::stablehlo_enum("rng_algorithm", "THREE_FRY"),
    );
    let gen = bd.m.create_op(
        OpKind::RngBitGenerator,
        vec![state],
        vec![state_ty, Type::tensor(bits_shape.clone(), bits_e)],
        p,
        bd.span,
    );
    bd.m.insert_op(bd.block, bd.at, gen);
    bd.at += 1;
    let bits = bd.m.ops[gen].results[1];
    let int_splat = |bd: &mut Builder, shape: &[i64], e: ElemType, v: u64| {
        bd.constant(
            Type::tensor(shape.to_vec(), e),
            DenseValues::Int(vec![v as i64]),
        )
    };
    let convert = |bd: &mut Builder, x: Value, shape: &[i64], e: ElemType| {
        bd.op(
            OpKind::Convert,
            vec![x],
            Type::tensor(shape.to_vec(), e),
            AttrDict::new(),
        )
    };
    let compare = |bd: &mut Builder, x: Value, y: Value, shape: &[i64], dir: &str| {
        let mut p = AttrDict::new();
        p.insert(
            "comparison_direction".into(),
            Attribute::stablehlo_enum("comparison_direction", dir),
        );
        bd.op(
            OpKind::Compare,
            vec![x, y],
            Type::tensor(shape.to_vec(), ElemType::I1),
            p,
        )
    };
    let select = |bd: &mut Builder, c: Value, x: Value, y: Value| {
        let ty = bd.m.ty(x).clone();
        bd.op(OpKind::Select, vec![c, x, y], ty, AttrDict::new())
    };
    if !float {
        let u = ElemType::UI64;
        let au = convert(&mut bd, a, &[], u);
        let bu = convert(&mut bd, b, &[], u);
        let au = bd.broadcast(au, &shape, u, &[]);
        let bu = bd.broadcast(bu, &shape, u, &[]);
        let range = bd.binary(BinaryOp::Subtract, bu, au);
        // In the bounds' own type: wrapped to 64 bits, a negative `a` would compare above `b`.
        let empty = compare(&mut bd, b, a, &[], "LE");
        let empty = bd.broadcast(empty, &shape, ElemType::I1, &[]);
        let one = int_splat(&mut bd, &shape, u, 1);
        let range = select(&mut bd, empty, one, range);
        let off = bd.binary(BinaryOp::Remainder, bits, range);
        let r = bd.binary(BinaryOp::Add, au, off);
        return Ok(convert(&mut bd, r, &shape, e));
    }
    // A uniform draw in [0, 1) of the compute type from random mantissa bits.
    let (ct, mant, one_bits) = if wide {
        (ElemType::F64, 52u64, 0x3FF0_0000_0000_0000u64)
    } else {
        (ElemType::F32, 23, 0x3F80_0000)
    };
    let width = if wide { 64 } else { 32 };
    let shift = int_splat(&mut bd, &bits_shape, bits_e, width - mant);
    let mantissa = bd.binary(BinaryOp::ShiftRightLogical, bits, shift);
    let exponent = int_splat(&mut bd, &bits_shape, bits_e, one_bits);
    let in_one_two = bd.binary(BinaryOp::Or, mantissa, exponent);
    let in_one_two = bd.op(
        OpKind::BitcastConvert,
        vec![in_one_two],
        Type::tensor(bits_shape.clone(), ct),
        AttrDict::new(),
    );
    let one = bd.splat(&bits_shape, ct, 1.0);
    let u = bd.binary(BinaryOp::Subtract, in_one_two, one);
    let ac = convert(&mut bd, a, &[], ct);
    let bc = convert(&mut bd, b, &[], ct);
    let ac = bd.broadcast(ac, &shape, ct, &[]);
    let bc = bd.broadcast(bc, &shape, ct, &[]);
    if normal {
        let n = shape.len();
        let half = |bd: &mut Builder, i: i64| {
            let mut start = vec![0; n + 1];
            start[0] = i;
            let mut limit = bits_shape.clone();
            limit[0] = i + 1;
            let mut p = AttrDict::new();
            p.insert("start_indices".into(), Attribute::i64_array(&start));
            p.insert("limit_indices".into(), Attribute::i64_array(&limit));
            p.insert("strides".into(), Attribute::i64_array(&vec![1; n + 1]));
            let mut one = shape.clone();
            one.insert(0, 1);
            let s = bd.op(OpKind::Slice, vec![u], Type::tensor(one, ct), p);
            bd.op(
                OpKind::Reshape,
                vec![s],
                Type::tensor(shape.clone(), ct),
                AttrDict::new(),
            )
        };
        let (u1, u2) = (half(&mut bd, 0), half(&mut bd, 1));
        let one = bd.splat(&shape, ct, 1.0);
        let u1 = bd.binary(BinaryOp::Subtract, one, u1);
        let log = bd.unary(UnaryOp::Log, u1);
        let minus_two = bd.splat(&shape, ct, -2.0);
        let r2 = bd.binary(BinaryOp::Multiply, minus_two, log);
        let radius = bd.unary(UnaryOp::Sqrt, r2);
        let two_pi = bd.splat(&shape, ct, 2.0 * std::f64::consts::PI);
        let angle = bd.binary(BinaryOp::Multiply, two_pi, u2);
        let cos = bd.unary(UnaryOp::Cosine, angle);
        let z = bd.binary(BinaryOp::Multiply, radius, cos);
        let scaled = bd.binary(BinaryOp::Multiply, bc, z);
        let r = bd.binary(BinaryOp::Add, ac, scaled);
        return Ok(if ct == e {
            r
        } else {
            convert(&mut bd, r, &shape, e)
        });
    }
    let span = bd.binary(BinaryOp::Subtract, bc, ac);
    let scaled = bd.binary(BinaryOp::Multiply, span, u);
    let r = bd.binary(BinaryOp::Add, ac, scaled);
    let r = if ct == e {
        r
    } else {
        convert(&mut bd, r, &shape, e)
    };
    let ae = bd.broadcast(a, &shape, e, &[]);
    let be = bd.broadcast(b, &shape, e, &[]);
    let below = compare(&mut bd, r, be, &shape, "LT");
    Ok(select(&mut bd, below, r, ae))
}

/// `einsum` and `unary_einsum` as IREE's `EinsumToDotGeneral` and XLA's einsum lower them: each
/// operand first summed over the labels that neither the result nor the other operand has; then,
/// for two operands, a `dot_general` whose batch dimensions are the labels both operands and the
/// result have and whose contracting dimensions are the labels both operands have and the result
/// lacks (its result is batch, lhs-only, rhs-only labels in operand order); last, a transpose
/// into the result's label order.
fn einsum(m: &mut Module, op: Op) -> Fallible<Value> {
    let cfg = dialect::views::Einsum::read(m, op).map_err(|e| {
        error(
            m,
            op,
            diag::MISSING_ATTRIBUTE,
            e.message,
            "bad einsum_config",
        )
    })?;
    let d = m.ops[op].clone();
    let (_, out_e) = tensor_of(m, d.results[0]).ok_or_else(|| internal(m, op))?;
    let mut size = HashMap::new();
    for (labels, &x) in cfg.inputs.iter().zip(&d.operands) {
        let (shape, _) = tensor_of(m, x).ok_or_else(|| internal(m, op))?;
        for (&c, &n) in labels.iter().zip(&shape) {
            size.insert(c, n);
        }
    }
    let shape_of = |labels: &[char]| -> Vec<i64> { labels.iter().map(|c| size[c]).collect() };
    let mut b = Builder::before(m, op)?;
    let mut xs = Vec::new();
    let mut labels: Vec<Vec<char>> = Vec::new();
    for (i, &x) in d.operands.iter().enumerate() {
        let l = &cfg.inputs[i];
        let used = |c: &char| {
            cfg.output.contains(c)
                || cfg
                    .inputs
                    .iter()
                    .enumerate()
                    .any(|(j, o)| j != i && o.contains(c))
        };
        let dims: Vec<i64> = (0..l.len() as i64)
            .filter(|&k| !used(&l[k as usize]))
            .collect();
        let kept: Vec<char> = l.iter().copied().filter(used).collect();
        let x = if dims.is_empty() {
            x
        } else {
            let e = b.m.ty(x).elem().ok_or_else(|| internal(b.m, op))?;
            b.sum(x, &shape_of(&kept), e, &dims)
        };
        xs.push(x);
        labels.push(kept);
    }
    let (v, vl) = if xs.len() == 2 {
        let (l, r) = (&labels[0], &labels[1]);
        let pos = |v: &[char], c: char| v.iter().position(|&x| x == c).unwrap_or(0) as i64;
        let shared: Vec<char> = l.iter().copied().filter(|c| r.contains(c)).collect();
        let batch: Vec<char> = shared
            .iter()
            .copied()
            .filter(|c| cfg.output.contains(c))
            .collect();
        let contract: Vec<char> = shared
            .iter()
            .copied()
            .filter(|c| !cfg.output.contains(c))
            .collect();
        let dims = DotDims {
            lhs_batch: batch.iter().map(|&c| pos(l, c)).collect(),
            rhs_batch: batch.iter().map(|&c| pos(r, c)).collect(),
            lhs_contract: contract.iter().map(|&c| pos(l, c)).collect(),
            rhs_contract: contract.iter().map(|&c| pos(r, c)).collect(),
        };
        let mut vl = batch.clone();
        vl.extend(l.iter().copied().filter(|c| !r.contains(c)));
        vl.extend(r.iter().copied().filter(|c| !l.contains(c)));
        let mut p = AttrDict::new();
        p.insert("dot_dimension_numbers".into(), Attribute::Dot(dims));
        let ty = Type::tensor(shape_of(&vl), out_e);
        (b.op(OpKind::DotGeneral, xs, ty, p), vl)
    } else {
        (xs[0], labels.swap_remove(0))
    };
    if vl == cfg.output {
        return Ok(v);
    }
    let perm: Vec<i64> = cfg
        .output
        .iter()
        .map(|c| vl.iter().position(|x| x == c).unwrap_or(0) as i64)
        .collect();
    let mut p = AttrDict::new();
    p.insert("permutation".into(), Attribute::i64_array(&perm));
    let e = b.m.ty(v).elem().ok_or_else(|| internal(b.m, op))?;
    Ok(b.op(
        OpKind::Transpose,
        vec![v],
        Type::tensor(shape_of(&cfg.output), e),
        p,
    ))
}

/// `torch_index_select(x, idx, dim, batch_dims)` as MHLO's `legalize-torch-index-select-to-gather`
/// writes it: a `gather` whose start indices are `idx` with an implicit index vector, mapped to
/// `dim`, that collapses `dim` and takes every other dimension whole; the leading `batch_dims`
/// dimensions are the operand's and the indices' batching dimensions.
fn torch_index_select(m: &mut Module, op: Op) -> Fallible<Value> {
    let v = dialect::views::TorchIndexSelect::read(m, op)
        .map_err(|e| error(m, op, diag::MISSING_ATTRIBUTE, e.message, "bad attribute"))?;
    let d = m.ops[op].clone();
    let (x, _) = tensor_of(m, d.operands[0]).ok_or_else(|| internal(m, op))?;
    let (idx, _) = tensor_of(m, d.operands[1]).ok_or_else(|| internal(m, op))?;
    let (dim, nb) = (v.dim, v.batch_dims);
    let (rank, idx_rank) = (x.len() as i64, idx.len() as i64);
    let batch: Vec<i64> = (0..nb).collect();
    let offset_dims: Vec<i64> = (nb..dim)
        .chain((dim + 1..rank).map(|k| k - 1 + idx_rank - nb))
        .collect();
    let mut slice_sizes = x.clone();
    for k in batch.iter().chain([&dim]) {
        slice_sizes[*k as usize] = 1;
    }
    let mut p = AttrDict::new();
    p.insert(
        "dimension_numbers".into(),
        Attribute::Gather(GatherDims {
            offset_dims,
            collapsed_slice_dims: vec![dim],
            operand_batching_dims: batch.clone(),
            start_indices_batching_dims: batch,
            start_index_map: vec![dim],
            index_vector_dim: idx_rank,
        }),
    );
    p.insert("slice_sizes".into(), Attribute::i64_array(&slice_sizes));
    replace_with(m, op, OpKind::Gather, d.operands.clone(), p)
}

/// `rng_bit_generator` with a state the specification does not name, which IREE and XLA accept:
/// `tensor<2xi64>`/`tensor<3xi64>` (the same bits as `ui64`) and `tensor<4xi32>`/`tensor<4xui32>`,
/// read as IREE's `StableHLOToLinalgRandom` reads it: words 0 and 1 the key (low word first),
/// words 2 and 3 the counter (high word first), and the new counter written back low word
/// first (IREE's `setState64`). `None` for a `ui64` state (the core form).
fn wide_state(m: &mut Module, op: Op) -> Fallible<Option<Vec<Value>>> {
    let d = m.ops[op].clone();
    let (n, e) = match tensor_of(m, d.operands[0]) {
        Some((s, e)) if s.len() == 1 => (s[0], e),
        _ => return Ok(None),
    };
    if e == ElemType::UI64 {
        return Ok(None);
    }
    let bits_ty = m.ty(d.results[1]).clone();
    let state_ty = m.ty(d.operands[0]).clone();
    let u64s = if e == ElemType::I64 { n } else { 2 };
    let wide_ty = Type::tensor(vec![u64s], ElemType::UI64);
    let mut b = Builder::before(m, op)?;
    let slice = |b: &mut Builder, x: Value, lo: i64, hi: i64, e: ElemType| {
        let mut p = AttrDict::new();
        p.insert("start_indices".into(), Attribute::i64_array(&[lo]));
        p.insert("limit_indices".into(), Attribute::i64_array(&[hi]));
        p.insert("strides".into(), Attribute::i64_array(&[1]));
        b.op(OpKind::Slice, vec![x], Type::tensor(vec![hi - lo], e), p)
    };
    let bitcast = |b: &mut Builder, x: Value, ty: Type| {
        b.op(OpKind::BitcastConvert, vec![x], ty, AttrDict::new())
    };
    let concat = |b: &mut Builder, xs: Vec<Value>, n: i64, e: ElemType| {
        let mut p = AttrDict::new();
        p.insert(
            "dimension".into(),
            Attribute::Int {
                value: 0,
                ty: ElemType::I64,
            },
        );
        b.op(OpKind::Concatenate, xs, Type::tensor(vec![n], e), p)
    };
    let wide = if e == ElemType::I64 {
        bitcast(&mut b, d.operands[0], wide_ty.clone())
    } else {
        // [k0, k1, c_hi, c_lo] -> [k0, k1, c_lo, c_hi] -> two little-endian 64-bit words.
        let words = bitcast(&mut b, d.operands[0], Type::tensor(vec![4], ElemType::UI32));
        let key = slice(&mut b, words, 0, 2, ElemType::UI32);
        let hi = slice(&mut b, words, 2, 3, ElemType::UI32);
        let lo = slice(&mut b, words, 3, 4, ElemType::UI32);
        let swapped = concat(&mut b, vec![key, lo, hi], 4, ElemType::UI32);
        let pairs = b.op(
            OpKind::Reshape,
            vec![swapped],
            Type::tensor(vec![2, 2], ElemType::UI32),
            AttrDict::new(),
        );
        bitcast(&mut b, pairs, wide_ty.clone())
    };
    let gen = b.m.create_op(
        OpKind::RngBitGenerator,
        vec![wide],
        vec![wide_ty, bits_ty],
        d.props.clone(),
        b.span,
    );
    b.m.insert_op(b.block, b.at, gen);
    b.at += 1;
    let (new_state, bits) = (b.m.ops[gen].results[0], b.m.ops[gen].results[1]);
    let state = if e == ElemType::I64 {
        bitcast(&mut b, new_state, state_ty)
    } else {
        let words = bitcast(&mut b, d.operands[0], Type::tensor(vec![4], ElemType::UI32));
        let key = slice(&mut b, words, 0, 2, ElemType::UI32);
        let counter = slice(&mut b, new_state, 1, 2, ElemType::UI64);
        let halves = bitcast(&mut b, counter, Type::tensor(vec![1, 2], ElemType::UI32));
        let halves = b.op(
            OpKind::Reshape,
            vec![halves],
            Type::tensor(vec![2], ElemType::UI32),
            AttrDict::new(),
        );
        let s = concat(&mut b, vec![key, halves], 4, ElemType::UI32);
        if e == ElemType::UI32 {
            s
        } else {
            bitcast(&mut b, s, state_ty)
        }
    };
    Ok(Some(vec![state, bits]))
}

/// Removes `tuple`, `get_tuple_element`, `after_all` and `create_token` ops nobody uses, until none
/// is left.
fn remove_dead_structure(m: &mut Module) {
    loop {
        let uses = m.uses();
        let mut dead = Vec::new();
        let top = m.top;
        m.walk(top, &mut |op| {
            let d = &m.ops[op];
            let structural = matches!(
                d.kind(),
                Some(
                    OpKind::Tuple
                        | OpKind::GetTupleElement
                        | OpKind::AfterAll
                        | OpKind::CreateToken
                )
            );
            if structural && d.results.iter().all(|r| !uses.contains_key(r)) {
                dead.push(op);
            }
        });
        if dead.is_empty() {
            return;
        }
        for op in dead {
            m.erase_op(op);
        }
    }
}

/// Inserts ops before a position of a block.
struct Builder<'m> {
    m: &'m mut Module,
    block: Block,
    at: usize,
    span: Span,
}

impl<'m> Builder<'m> {
    /// A builder inserting before `op` (which `run` made sure is in a block).
    fn before(m: &'m mut Module, op: Op) -> Fallible<Builder<'m>> {
        let (Some(block), Some(at)) = (m.ops[op].parent, m.index_in_block(op)) else {
            return Err(internal(m, op));
        };
        let span = m.ops[op].span;
        Ok(Builder { m, block, at, span })
    }

    fn op(&mut self, kind: OpKind, operands: Vec<Value>, ty: Type, props: AttrDict) -> Value {
        let new = self.m.create_op(kind, operands, vec![ty], props, self.span);
        self.m.insert_op(self.block, self.at, new);
        self.at += 1;
        self.m.ops[new].results[0]
    }

    fn constant(&mut self, ty: Type, values: DenseValues) -> Value {
        let mut p = AttrDict::new();
        p.insert(
            "value".into(),
            Attribute::Dense(DenseElements::new(ty.clone(), values)),
        );
        self.op(OpKind::Constant, vec![], ty, p)
    }

    fn splat(&mut self, shape: &[i64], e: ElemType, v: f64) -> Value {
        let v = dialect::float_format::round_to(v, e);
        self.constant(Type::tensor(shape.to_vec(), e), DenseValues::Float(vec![v]))
    }

    fn unary(&mut self, u: UnaryOp, x: Value) -> Value {
        let ty = self.m.ty(x).clone();
        self.op(OpKind::Unary(u), vec![x], ty, AttrDict::new())
    }

    fn binary(&mut self, op: BinaryOp, x: Value, y: Value) -> Value {
        let ty = self.m.ty(x).clone();
        self.op(OpKind::Binary(op), vec![x, y], ty, AttrDict::new())
    }

    fn broadcast(&mut self, x: Value, shape: &[i64], e: ElemType, dims: &[i64]) -> Value {
        let mut p = AttrDict::new();
        p.insert("broadcast_dimensions".into(), Attribute::i64_array(dims));
        self.op(
            OpKind::BroadcastInDim,
            vec![x],
            Type::tensor(shape.to_vec(), e),
            p,
        )
    }

    /// `x` as a tensor of `shape`: a value of the map's body mapped to its whole-tensor twin, or a
    /// rank-0 value (a body constant, a value from outside) broadcast.
    fn whole(&mut self, v: Value, shape: &[i64], vals: &mut HashMap<Value, Value>) -> Value {
        let x = *vals.get(&v).unwrap_or(&v);
        match self.m.ty(x).clone() {
            Type::Tensor { shape: s, elem } if s.is_empty() && !shape.is_empty() => {
                let b = self.broadcast(x, shape, elem, &[]);
                vals.insert(v, b);
                b
            }
            _ => x,
        }
    }

    /// The sum of `x` over `dims`, a tensor of `shape` (the dimensions kept).
    fn sum(&mut self, x: Value, shape: &[i64], e: ElemType, dims: &[i64]) -> Value {
        let zero = if e.is_float() {
            DenseValues::Float(vec![0.0])
        } else if e.is_complex() {
            DenseValues::Complex(vec![(0.0, 0.0)])
        } else {
            DenseValues::Int(vec![0])
        };
        let zero = self.constant(Type::tensor(vec![], e), zero);
        self.reduce_add(x, zero, Type::tensor(shape.to_vec(), e), dims, e)
    }

    /// The sum over every dimension but `f`: a rank-1 tensor of `shape[f]` elements.
    fn feature_sum(&mut self, x: Value, shape: &[i64], e: ElemType, f: usize) -> Value {
        let zero = self.constant(Type::tensor(vec![], e), DenseValues::Float(vec![0.0]));
        let dims: Vec<i64> = (0..shape.len() as i64).filter(|&d| d != f as i64).collect();
        self.reduce_add(x, zero, Type::tensor(vec![shape[f]], e), &dims, e)
    }

    /// A `reduce` of `x` over `dims` with `add`, from `zero`, to `ty`.
    fn reduce_add(&mut self, x: Value, zero: Value, ty: Type, dims: &[i64], e: ElemType) -> Value {
        let mut p = AttrDict::new();
        p.insert("dimensions".into(), Attribute::i64_array(dims));
        let red = self
            .m
            .create_op(OpKind::Reduce, vec![x, zero], vec![ty], p, self.span);
        let region = self.m.add_region(red);
        let body = self.m.add_block(region);
        let scalar = Type::tensor(vec![], e);
        let a = self.m.add_block_arg(body, scalar.clone(), self.span);
        let c = self.m.add_block_arg(body, scalar.clone(), self.span);
        let add = self.m.create_op(
            OpKind::Binary(BinaryOp::Add),
            vec![a, c],
            vec![scalar],
            AttrDict::new(),
            self.span,
        );
        self.m.append_op(body, add);
        let sum = self.m.ops[add].results[0];
        let ret = self.m.create_op(
            OpKind::StablehloReturn,
            vec![sum],
            vec![],
            AttrDict::new(),
            self.span,
        );
        self.m.append_op(body, ret);
        self.m.insert_op(self.block, self.at, red);
        self.at += 1;
        self.m.ops[red].results[0]
    }

    fn feature_mean(&mut self, x: Value, shape: &[i64], e: ElemType, f: usize) -> Value {
        let sum = self.feature_sum(x, shape, e, f);
        let n = self.splat(&[shape[f]], e, per_feature(shape, f));
        self.binary(BinaryOp::Divide, sum, n)
    }

    /// `scale * (x - mean) / sqrt(variance + epsilon) + offset`, the rank-1 operands broadcast
    /// along the feature dimension.
    #[allow(clippy::too_many_arguments)]
    fn normalize(
        &mut self,
        x: Value,
        scale: Value,
        offset: Value,
        mean: Value,
        var: Value,
        shape: &[i64],
        e: ElemType,
        f: usize,
        eps: f64,
    ) -> Value {
        let fi = [f as i64];
        let scale_b = self.broadcast(scale, shape, e, &fi);
        let offset_b = self.broadcast(offset, shape, e, &fi);
        let mean_b = self.broadcast(mean, shape, e, &fi);
        let var_b = self.broadcast(var, shape, e, &fi);
        let eps_b = self.splat(shape, e, eps);
        let centered = self.binary(BinaryOp::Subtract, x, mean_b);
        let var_eps = self.binary(BinaryOp::Add, var_b, eps_b);
        let stddev = self.unary(UnaryOp::Sqrt, var_eps);
        let normalized = self.binary(BinaryOp::Divide, centered, stddev);
        let scaled = self.binary(BinaryOp::Multiply, scale_b, normalized);
        self.binary(BinaryOp::Add, scaled, offset_b)
    }
}
