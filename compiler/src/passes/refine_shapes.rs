//! `refine-shapes`: makes a function with dynamic sizes (`?`) static when every one of them is
//! determined by constants, as StableHLO's `stablehlo-refine-shapes` does for the ops it knows,
//! before the verifier (which takes static shapes only) sees the module. It runs only on modules
//! that hold a `?`.
//!
//! IREE's tests hide static sizes behind `flow.tensor.dynamic_constant dense<..> : T -> D`; this
//! pass makes each such op the `stablehlo.constant` of type `T` it is, then walks every function
//! in order and gives each result the type its operands determine: elementwise ops and
//! `optimization_barrier` their operands' shapes, `stablehlo.dot`, `reduce`, `scatter` and
//! `torch_index_select` the shapes their rules give, `linalg.generic` its inits' shapes,
//! `tensor.collapse_shape` the products of its groups, `dynamic_iota`, `dynamic_broadcast_in_dim`
//! and `dynamic_reshape` the sizes their shape operand holds when constants determine them
//! (`stablehlo.constant`, `get_dimension_size` of a static size, `reshape`, `convert` and
//! `concatenate` of those), `tensor.empty` and `tensor.expand_shape` the sizes their `index`
//! operands hold (`arith.constant`, `tensor.dim` of a static size; the operands are then dropped,
//! and a `tensor.dim` left without users is removed), and `tensor.cast` is forwarded (its operand
//! replaces its result) once the operand is static and agrees with every static size of the
//! cast's type. A declared static size that disagrees with the inferred one is kept as declared
//! (the verifier then names the mismatch). A `?` left after the walk is error E0201 naming the value
//! and the op that defines it.

use std::collections::HashMap;

use dialect::attrs::{Attribute, DenseValues};
use dialect::diag::{self, Diagnostic};
use dialect::ir::{Op, Value, ValueDef};
use dialect::ops::{ArithOp, OpKind, OpName};
use dialect::types::{Type, DYNAMIC};
use dialect::views::K_DYNAMIC;
use dialect::Module;

fn is_dynamic(t: &Type) -> bool {
    t.shape().is_some_and(|s| s.contains(&DYNAMIC))
}

/// `declared` with its `?` sizes taken from `inferred` when both have one rank.
fn refine(declared: &Type, inferred: &[i64]) -> Option<Type> {
    let shape = declared.shape()?;
    if shape.len() != inferred.len() {
        return None;
    }
    let new: Vec<i64> = shape
        .iter()
        .zip(inferred)
        .map(|(&d, &i)| if d == DYNAMIC { i } else { d })
        .collect();
    Some(match declared {
        Type::Tensor { elem, .. } => Type::Tensor {
            shape: new,
            elem: *elem,
        },
        Type::QuantTensor { quant, .. } => Type::QuantTensor {
            shape: new,
            quant: quant.clone(),
        },
        _ => return None,
    })
}

/// The shapes `op`'s results have given its operands' shapes, where the op's rule is known.
fn inferred_shapes(m: &Module, op: Op) -> Option<Vec<Vec<i64>>> {
    let d = &m.ops[op];
    let kind = d.kind()?;
    let shape = |v: Value| -> Option<Vec<i64>> {
        let s = m.ty(v).shape()?;
        (!s.contains(&DYNAMIC)).then(|| s.to_vec())
    };
    Some(match kind {
        OpKind::OptimizationBarrier | OpKind::UtilOptimizationBarrier => d
            .operands
            .iter()
            .map(|&v| shape(v))
            .collect::<Option<_>>()?,
        OpKind::Dot => {
            let [a, b] = d.operands[..] else {
                return None;
            };
            let (l, r) = (shape(a)?, shape(b)?);
            let mut s = l[..l.len().saturating_sub(1)].to_vec();
            if r.len() == 2 {
                s.push(r[1]);
            }
            vec![s]
        }
        OpKind::Reduce => {
            let n = d.operands.len() / 2;
            let dims = dialect::views::Dims::read(m, op).ok()?.dims;
            (0..n)
                .map(|i| {
                    let s = shape(d.operands[i])?;
                    Some(
                        (0..s.len())
                            .filter(|k| !dims.contains(&(*k as i64)))
                            .map(|k| s[k])
                            .collect(),
                    )
                })
                .collect::<Option<_>>()?
        }
        OpKind::Scatter => {
            let n = d.operands.len().saturating_sub(1) / 2;
            (0..n)
                .map(|i| shape(d.operands[i]))
                .collect::<Option<_>>()?
        }
        OpKind::TorchIndexSelect => {
            let [a, b] = d.operands[..] else {
                return None;
            };
            let (input, index) = (shape(a)?, shape(b)?);
            let v = dialect::views::TorchIndexSelect::read(m, op).ok()?;
            let (dim, batch) = (v.dim, v.batch_dims);
            let (dim, batch) = (usize::try_from(dim).ok()?, usize::try_from(batch).ok()?);
            if dim >= input.len() || batch > index.len() {
                return None;
            }
            let mut s = input[..dim].to_vec();
            s.extend_from_slice(&index[batch..]);
            s.extend_from_slice(&input[dim + 1..]);
            vec![s]
        }
        // Each result has its init's type.
        OpKind::LinalgGeneric => {
            let n = d.results.len();
            let outs = d.operands.len().checked_sub(n)?;
            d.operands[outs..]
                .iter()
                .map(|&v| shape(v))
                .collect::<Option<_>>()?
        }
        // Each result dimension is the product of its group of operand sizes.
        OpKind::TensorCollapseShape => {
            let src = shape(d.operands[0])?;
            let groups = dialect::views::Reassociation::read(m, op).ok()?.groups;
            let dims = groups
                .iter()
                .map(|g| {
                    g.iter()
                        .map(|&k| usize::try_from(k).ok().and_then(|k| src.get(k).copied()))
                        .product::<Option<i64>>()
                })
                .collect::<Option<Vec<i64>>>()?;
            vec![dims]
        }
        // The sizes the shape operand holds (constants, `get_dimension_size` of static sizes).
        OpKind::DynamicIota => vec![int_values(m, d.operands[0])?],
        OpKind::DynamicBroadcastInDim | OpKind::DynamicReshape => {
            vec![int_values(m, *d.operands.get(1)?)?]
        }
        k if k.is_elementwise() => {
            let r = m.ty(*d.results.first()?).rank()?;
            let from = d
                .operands
                .iter()
                .filter_map(|&v| shape(v))
                .find(|s| s.len() == r)?;
            vec![from; d.results.len()]
        }
        _ => return None,
    })
}

/// The value of an `index` scalar that constants determine: an `arith.constant`, a `tensor.dim`
/// of a static size (with a constant index), an `arith.index_cast` of one.
fn index_value(m: &Module, v: Value) -> Option<i64> {
    let op = m.def_op(v)?;
    let d = &m.ops[op];
    match d.kind()? {
        OpKind::Arith(ArithOp::Constant) => d.attr("value")?.as_int(),
        OpKind::Arith(ArithOp::IndexCast) => index_value(m, d.operands[0]),
        OpKind::TensorDim => {
            let i = usize::try_from(index_value(m, d.operands[1])?).ok()?;
            let size = *m.ty(d.operands[0]).shape()?.get(i)?;
            (size != DYNAMIC).then_some(size)
        }
        _ => None,
    }
}

/// The elements of a small integer tensor that constants determine: a `stablehlo.constant`, a
/// `get_dimension_size` of a static size, and `reshape`, `convert` and `concatenate` of those
/// (the shape operands JAX builds for the dynamic ops).
fn int_values(m: &Module, v: Value) -> Option<Vec<i64>> {
    let op = m.def_op(v)?;
    let d = &m.ops[op];
    match d.kind()? {
        OpKind::Constant => {
            let Some(Attribute::Dense(de)) = d.attr("value") else {
                return None;
            };
            let n = m.ty(v).num_elements()? as usize;
            match &de.values {
                DenseValues::Int(vals) if vals.len() == 1 => Some(vec![vals[0]; n]),
                DenseValues::Int(vals) => Some(vals.clone()),
                _ => None,
            }
        }
        OpKind::GetDimensionSize => {
            let dim = usize::try_from(d.attr("dimension")?.as_int()?).ok()?;
            let size = *m.ty(d.operands[0]).shape()?.get(dim)?;
            (size != DYNAMIC).then(|| vec![size])
        }
        OpKind::Reshape | OpKind::Convert => int_values(m, d.operands[0]),
        OpKind::Concatenate => d
            .operands
            .iter()
            .map(|&o| int_values(m, o))
            .collect::<Option<Vec<_>>>()
            .map(|parts| parts.concat()),
        _ => None,
    }
}

/// `tensor.empty` and `tensor.expand_shape` whose `?` sizes are given by operands that constants
/// determine: the sizes go into the type (and `static_output_shape`) and the operands go, as
/// MLIR's canonicalization folds them. An `expand_shape` without sizes it can read takes a
/// group's one `?` from the operand's static size.
fn fold_size_operands(m: &mut Module, op: Op) {
    let d = m.ops[op].clone();
    let Some(&r) = d.results.first() else {
        return;
    };
    let Some(shape) = m.ty(r).shape().map(<[i64]>::to_vec) else {
        return;
    };
    match d.kind() {
        Some(OpKind::TensorEmpty) => {
            let sizes: Option<Vec<i64>> = d.operands.iter().map(|&v| index_value(m, v)).collect();
            let Some(sizes) = sizes else {
                return;
            };
            if sizes.len() != shape.iter().filter(|&&s| s == DYNAMIC).count() {
                return;
            }
            let mut it = sizes.into_iter();
            let new: Vec<i64> = shape
                .iter()
                .map(|&s| {
                    if s == DYNAMIC {
                        it.next().unwrap_or(s)
                    } else {
                        s
                    }
                })
                .collect();
            if let Some(t) = refine(m.ty(r), &new) {
                m.values[r].ty = t;
                m.ops[op].operands.clear();
            }
        }
        Some(OpKind::TensorExpandShape) => {
            let Ok(v) = dialect::views::Reassociation::read(m, op) else {
                return;
            };
            let Some(stated) = v.output_shape else {
                return;
            };
            let mut dynamic = d.operands[1..].iter();
            let mut sizes = Vec::with_capacity(stated.len());
            for &s in &stated {
                if s == K_DYNAMIC {
                    sizes.push(dynamic.next().and_then(|&o| index_value(m, o)));
                } else {
                    sizes.push(Some(s));
                }
            }
            // A group with one unknown size: the operand's size over the others'.
            if let Some(src) = m.ty(d.operands[0]).shape() {
                for (i, g) in v.groups.iter().enumerate() {
                    let unknown: Vec<usize> = g
                        .iter()
                        .filter_map(|&k| usize::try_from(k).ok())
                        .filter(|&k| sizes.get(k).is_some_and(Option::is_none))
                        .collect();
                    let known: i64 = g
                        .iter()
                        .filter_map(|&k| sizes.get(usize::try_from(k).ok()?).copied().flatten())
                        .product();
                    if let ([k], Some(&total)) = (&unknown[..], src.get(i)) {
                        if total != DYNAMIC && known > 0 && total % known == 0 {
                            sizes[*k] = Some(total / known);
                        }
                    }
                }
            }
            let Some(sizes) = sizes.into_iter().collect::<Option<Vec<i64>>>() else {
                return;
            };
            if let Some(t) = refine(m.ty(r), &sizes) {
                m.values[r].ty = t;
                m.ops[op].operands.truncate(1);
                m.ops[op]
                    .props
                    .insert("static_output_shape".into(), Attribute::i64_array(&sizes));
            }
        }
        _ => {}
    }
}

/// Refines the module's dynamic sizes; the errors name each value left dynamic.
pub fn refine_shapes(m: &mut Module) -> Vec<Diagnostic> {
    if !m.values.values().any(|v| is_dynamic(&v.ty)) {
        return vec![];
    }
    let mut order = vec![];
    m.walk(m.top, &mut |op| order.push(op));
    let mut forward: HashMap<Value, Value> = HashMap::new();
    let mut casts = vec![];
    for &op in &order {
        if !forward.is_empty() {
            for v in m.ops[op].operands.iter_mut() {
                if let Some(&to) = forward.get(v) {
                    *v = to;
                }
            }
        }
        let d = &m.ops[op];
        if d.is(OpKind::FlowDynamicConstant) {
            let Some(dialect::attrs::Attribute::Dense(value)) = d.attr("value") else {
                continue;
            };
            let [r] = d.results[..] else {
                continue;
            };
            let vty = value.ty.clone();
            let ok = refine(m.ty(r), vty.shape().unwrap_or(&[])).is_some_and(|t| t == vty);
            if ok {
                m.values[r].ty = vty;
                m.ops[op].name = OpName::Known(OpKind::Constant);
            }
            continue;
        }
        if d.is(OpKind::TensorCast) {
            let ([a], [r]) = (&d.operands[..], &d.results[..]) else {
                continue;
            };
            let (a, r) = (*a, *r);
            let from = m.ty(a).clone();
            if from.is_static_tensor() && refine(m.ty(r), from.shape().unwrap_or(&[])) == Some(from)
            {
                forward.insert(r, a);
                casts.push(op);
            }
            continue;
        }
        if !d.results.iter().any(|&v| is_dynamic(m.ty(v))) {
            continue;
        }
        if d.is(OpKind::TensorEmpty) || d.is(OpKind::TensorExpandShape) {
            fold_size_operands(m, op);
            continue;
        }
        let Some(shapes) = inferred_shapes(m, op) else {
            continue;
        };
        let results = m.ops[op].results.clone();
        if shapes.len() != results.len() {
            continue;
        }
        for (v, s) in results.into_iter().zip(shapes) {
            if let Some(t) = refine(m.ty(v), &s) {
                m.values[v].ty = t;
            }
        }
    }
    if !forward.is_empty() {
        m.replace_uses(&forward);
    }
    for op in casts {
        m.erase_op(op);
    }
    // The `tensor.dim`s that only gave sizes now folded into types are dead.
    let uses = m.uses();
    let mut dims = vec![];
    m.walk(m.top, &mut |op| {
        let d = &m.ops[op];
        if d.is(OpKind::TensorDim) && d.results.iter().all(|r| !uses.contains_key(r)) {
            dims.push(op);
        }
    });
    for op in dims {
        m.erase_op(op);
    }
    let mut errs = vec![];
    let note = "shape refinement makes `?` sizes static when constants determine them (`flow.tensor.dynamic_constant`, ops whose result shape follows from their operands'); give this value static sizes";
    for (_, v) in m.values.iter() {
        let ValueDef::BlockArg(b, i) = v.def else {
            continue;
        };
        if !is_dynamic(&v.ty) {
            continue;
        }
        let owner = m.block_owner(b);
        let what = match owner.and_then(|f| m.func_name(f)) {
            Some(f) => format!("argument {i} of `@{f}`"),
            None => format!("block argument {i}"),
        };
        errs.push(
            Diagnostic::error(
                diag::DYNAMIC_SHAPE,
                v.span,
                format!("{what} has dynamic sizes: `{}`", v.ty),
                "not refined to a static shape",
            )
            .note(note),
        );
    }
    let mut order = vec![];
    m.walk(m.top, &mut |op| order.push(op));
    for op in order {
        let d = &m.ops[op];
        for (i, &v) in d.results.iter().enumerate() {
            let t = m.ty(v);
            if is_dynamic(t) {
                errs.push(
                    Diagnostic::error(
                        diag::DYNAMIC_SHAPE,
                        m.values[v].span,
                        format!(
                            "result {i} of `{}` has dynamic sizes that no constant determines: `{t}`",
                            d.name.as_str()
                        ),
                        "not refined to a static shape",
                    )
                    .note(note),
                );
            }
        }
    }
    errs
}
