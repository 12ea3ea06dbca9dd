//! `canonicalize`: local simplifications that make later passes simpler.
//!
//! - Folds pure ops whose operands are all constants, by evaluating them with the reference
//!   interpreter (so folding has exactly the reference semantics). A broadcast of a splat constant
//!   becomes a splat constant of the result shape. Folds that would create a non-splat constant of
//!   more than [`MAX_FOLDED_ELEMENTS`] elements are skipped, to keep modules small.
//! - Collapses `reshape(reshape(x))` and `transpose(transpose(x))` chains.
//! - Removes identity ops: a reshape, convert, or broadcast to the operand's own type, a transpose
//!   by the identity permutation, a slice of the whole operand.
//! - Removes `optimization_barrier`s whose operands are constants (they order nothing), except
//!   the one an `util.unfoldable_constant` became (marked `irc.unfoldable`).
//! - Control flow on constants: an `if` or `case` whose predicate or index is a constant is replaced
//!   by the branch it takes; a `while` whose condition is false for its initial values (the
//!   condition reads only constants, so the loop provably runs zero times) is replaced by its
//!   operands.
//! - A `while`'s carried values that its body returns unchanged are dropped from the loop: the
//!   loop reads their initial values instead (loop-invariant carried values, as `scan` makes).
//! - A one-input `reduce` over dimensions of extent 1 only, whose body is one commutative binary
//!   op of its arguments (JAX's bounds checks of `take` make them), becomes that op of the
//!   broadcast init and the reshaped input: an elementwise op that fuses with its neighbours.
//! - Finally removes ops left dead.

use std::collections::HashMap;

use dialect::attrs::{AttrDict, Attribute, DenseElements};
use dialect::diag::Diagnostic;
use dialect::ir::{Module, Op, Value, ValueDef};
use dialect::ops::{BinaryOp, OpKind};

use super::stablehlo_decompose::UNFOLDABLE;
use super::Pass;
use crate::reference::tensor::Tensor;
use crate::reference::Interpreter;

/// Largest non-splat constant a fold may create.
pub const MAX_FOLDED_ELEMENTS: usize = 1024;

/// The pass.
pub struct Canonicalize;

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }
    fn description(&self) -> &'static str {
        "fold constants and splat broadcasts, collapse reshape/transpose chains, remove identity ops"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        for _ in 0..8 {
            let changed = simplify(m) + fold_constants(m) + fold_control_flow(m);
            super::dce::run_dce(m);
            if changed == 0 {
                break;
            }
        }
        vec![]
    }
}

fn constant_tensor(m: &Module, v: Value) -> Option<Tensor> {
    let op = m.def_op(v)?;
    let d = &m.ops[op];
    if !d.is(OpKind::Constant) {
        return None;
    }
    match d.attr("value")? {
        Attribute::Dense(de) => Tensor::from_dense(de),
        _ => None,
    }
}

fn splat_of(m: &Module, v: Value) -> Option<DenseElements> {
    let op = m.def_op(v)?;
    match m.ops[op].attr("value")? {
        Attribute::Dense(de) if m.ops[op].is(OpKind::Constant) && de.values.len() == 1 => {
            Some(de.clone())
        }
        _ => None,
    }
}

fn all_ops(m: &Module) -> Vec<Op> {
    let mut ops = Vec::new();
    let top = m.top;
    m.walk(top, &mut |op| ops.push(op));
    ops
}

/// Replaces `op`'s single result by a new constant inserted before it.
fn replace_with_constant(
    m: &mut Module,
    op: Op,
    value: DenseElements,
    map: &mut HashMap<Value, Value>,
) {
    let Some(block) = m.ops[op].parent else {
        return;
    };
    let Some(pos) = m.index_in_block(op) else {
        return;
    };
    let ty = value.ty.clone();
    let mut props = AttrDict::new();
    props.insert("value".into(), Attribute::Dense(value));
    let span = m.ops[op].span;
    let c = m.create_op(OpKind::Constant, vec![], vec![ty], props, span);
    m.insert_op(block, pos, c);
    map.insert(m.ops[op].results[0], m.ops[c].results[0]);
}

fn fold_constants(m: &mut Module) -> usize {
    let mut map = HashMap::new();
    let mut folded = 0;
    for op in all_ops(m) {
        let d = &m.ops[op];
        if d.parent.is_none()
            || !super::is_pure(m, op)
            || d.results.len() != 1
            || !d.regions.is_empty()
            || d.is(OpKind::Constant)
            || d.operands.is_empty()
        {
            continue;
        }
        let result_ty = m.ty(d.results[0]).clone();
        // Cheap path: broadcasting a splat gives a splat.
        if d.is(OpKind::BroadcastInDim) {
            if let Some(s) = splat_of(m, d.operands[0]) {
                let de = DenseElements::new(result_ty, s.values.clone());
                replace_with_constant(m, op, de, &mut map);
                folded += 1;
                continue;
            }
        }
        let n = result_ty.num_elements().unwrap_or(u64::MAX);
        let all_splat = d.operands.iter().all(|&v| splat_of(m, v).is_some());
        // Splat operands may fold into a splat result, but evaluating one still touches every element.
        let big_operand = d
            .operands
            .iter()
            .any(|&v| m.ty(v).num_elements().unwrap_or(u64::MAX) > 1 << 20);
        // Ops whose work grows faster than their size (the reference's direct Fourier sums,
        // factorizations and solves) fold only small results, splat operands or not.
        let costly = matches!(
            d.kind(),
            Some(OpKind::Fft | OpKind::Cholesky | OpKind::TriangularSolve)
        );
        if n as usize > MAX_FOLDED_ELEMENTS && (!all_splat || costly) || n > 1 << 20 || big_operand
        {
            continue;
        }
        let operands: Option<Vec<Tensor>> =
            d.operands.iter().map(|&v| constant_tensor(m, v)).collect();
        let Some(operands) = operands else { continue };
        let Ok(mut out) = Interpreter::new(m).eval_single(op, operands) else {
            continue;
        };
        let Some(t) = out.pop() else { continue };
        let de = t.to_dense();
        if de.values.len() > MAX_FOLDED_ELEMENTS {
            continue;
        }
        replace_with_constant(m, op, de, &mut map);
        folded += 1;
    }
    m.replace_uses(&map);
    folded
}

/// Replaces `if`/`case` on a constant selector by the taken branch, and a `while` that provably
/// runs zero times by its operands; returns how many ops were replaced.
fn fold_control_flow(m: &mut Module) -> usize {
    let mut changed = 0;
    for op in all_ops(m) {
        let d = &m.ops[op];
        let Some(block) = d.parent else { continue };
        if !is_attached(m, op) {
            continue;
        }
        match d.kind() {
            Some(OpKind::If | OpKind::Case) => {
                let Some(sel) = constant_tensor(m, d.operands[0]) else {
                    continue;
                };
                let n = d.regions.len();
                let i = sel.get_index(0);
                let taken = if d.is(OpKind::If) {
                    usize::from(i == 0)
                } else {
                    usize::try_from(i)
                        .ok()
                        .filter(|&i| i < n)
                        .unwrap_or(n.wrapping_sub(1))
                };
                let Some(&b) = d
                    .regions
                    .get(taken)
                    .and_then(|&r| m.regions[r].blocks.first())
                else {
                    continue;
                };
                let Some((&ret, body)) = m.blocks[b]
                    .ops
                    .clone()
                    .split_last()
                    .map(|(r, b)| (r, b.to_vec()))
                else {
                    continue;
                };
                // The branch's ops move in front of the op; its returned values replace the results.
                let at = m.index_in_block(op).unwrap_or(0);
                for (k, o) in body.into_iter().enumerate() {
                    m.blocks[b].ops.retain(|&x| x != o);
                    m.insert_op(block, at + k, o);
                }
                let map: HashMap<Value, Value> = m.ops[op]
                    .results
                    .iter()
                    .copied()
                    .zip(m.ops[ret].operands.iter().copied())
                    .collect();
                m.replace_uses(&map);
                m.erase_op(op);
                changed += 1;
            }
            Some(OpKind::While) if drop_invariant_carried(m, op) => changed += 1,
            Some(OpKind::While) if runs_zero_times(m, op) == Some(true) => {
                let d = &m.ops[op];
                let map: HashMap<Value, Value> = d
                    .results
                    .iter()
                    .copied()
                    .zip(d.operands.iter().copied())
                    .collect();
                m.replace_uses(&map);
                m.erase_op(op);
                changed += 1;
            }
            _ => {}
        }
    }
    changed
}

/// Drops the carried values of a `while` that its body returns unchanged (JAX's `scan` threads
/// its closed-over weights and inputs through the loop this way): their uses in the condition, the
/// body and after the loop read the initial value instead, so the loop no longer keeps a buffer
/// (and a copy per iteration) for each. XLA's while-loop simplifier removes them the same way.
/// Returns whether anything was dropped. A loop whose every value is invariant is left alone (it
/// runs zero times or forever; the condition decides).
fn drop_invariant_carried(m: &mut Module, op: Op) -> bool {
    let d = &m.ops[op];
    let (Some(&cr), Some(&br)) = (d.regions.first(), d.regions.get(1)) else {
        return false;
    };
    let (&[cb], &[bb]) = (
        m.regions[cr].blocks.as_slice(),
        m.regions[br].blocks.as_slice(),
    ) else {
        return false;
    };
    let Some(&ret) = m.blocks[bb].ops.last() else {
        return false;
    };
    let n = d.operands.len();
    if m.blocks[cb].args.len() != n
        || m.blocks[bb].args.len() != n
        || m.ops[ret].operands.len() != n
        || d.results.len() != n
    {
        return false;
    }
    let invariant: Vec<bool> = (0..n)
        .map(|i| m.ops[ret].operands[i] == m.blocks[bb].args[i])
        .collect();
    let dropped = invariant.iter().filter(|&&x| x).count();
    if dropped == 0 || dropped == n {
        return false;
    }
    let mut map = HashMap::new();
    for i in (0..n).filter(|&i| invariant[i]) {
        let init = m.ops[op].operands[i];
        map.insert(m.blocks[cb].args[i], init);
        map.insert(m.blocks[bb].args[i], init);
        map.insert(m.ops[op].results[i], init);
    }
    m.replace_uses(&map);
    let keep = |v: &Vec<Value>| -> Vec<Value> {
        v.iter()
            .zip(&invariant)
            .filter(|(_, &inv)| !inv)
            .map(|(&x, _)| x)
            .collect()
    };
    let operands = keep(&m.ops[op].operands);
    let results = keep(&m.ops[op].results);
    let ret_operands = keep(&m.ops[ret].operands);
    let cargs = keep(&m.blocks[cb].args);
    let bargs = keep(&m.blocks[bb].args);
    m.ops[op].operands = operands;
    m.ops[ret].operands = ret_operands;
    for (j, &v) in results.iter().enumerate() {
        m.values[v].def = ValueDef::Result(op, j as u32);
    }
    m.ops[op].results = results;
    for (b, args) in [(cb, cargs), (bb, bargs)] {
        for (j, &v) in args.iter().enumerate() {
            m.values[v].def = ValueDef::BlockArg(b, j as u32);
        }
        m.blocks[b].args = args;
    }
    true
}

/// True when `block` lies in `region`, directly or in a region nested in it.
fn in_region(m: &Module, block: dialect::ir::Block, region: dialect::ir::Region) -> bool {
    let mut r = m.blocks[block].parent;
    while let Some(cur) = r {
        if cur == region {
            return true;
        }
        r = m.regions[cur]
            .parent
            .and_then(|o| m.ops[o].parent)
            .and_then(|blk| m.blocks[blk].parent);
    }
    false
}

/// True when `op` is still in the module (its block chain reaches the top).
fn is_attached(m: &Module, mut op: Op) -> bool {
    loop {
        if op == m.top {
            return true;
        }
        match m.ops[op].parent.and_then(|b| m.block_owner(b)) {
            Some(p)
                if m.ops[op]
                    .parent
                    .is_some_and(|b| m.blocks[b].ops.contains(&op)) =>
            {
                op = p
            }
            _ => return false,
        }
    }
}

/// Whether a `while` runs zero times, when its condition can be decided at compile time: the cond
/// region is pure and reads only constants (operands of the loop that are constants, or constants
/// defined outside). `None` when it cannot be decided.
fn runs_zero_times(m: &Module, op: Op) -> Option<bool> {
    let d = &m.ops[op];
    let &cond = d.regions.first()?;
    let &b = m.regions[cond].blocks.first()?;
    // Every value defined in the cond region: its arguments, and the results and block arguments
    // of the ops in it.
    let mut defined: std::collections::HashSet<Value> = m.blocks[b].args.iter().copied().collect();
    let mut inside = Vec::new();
    m.walk(op, &mut |o| {
        if m.ops[o].parent.is_some_and(|blk| in_region(m, blk, cond)) {
            inside.push(o);
        }
    });
    for &o in &inside {
        defined.extend(m.ops[o].results.iter().copied());
        for &r in &m.ops[o].regions {
            for &blk in &m.regions[r].blocks {
                defined.extend(m.blocks[blk].args.iter().copied());
            }
        }
    }
    let args = &m.blocks[b].args;
    let mut arg_values: Vec<Option<Tensor>> = Vec::new();
    for i in 0..args.len() {
        arg_values.push(constant_tensor(m, *d.operands.get(i)?));
    }
    let mut captures = HashMap::new();
    for &o in &inside {
        let od = &m.ops[o];
        if !od.kind().is_some_and(|k| k.is_pure() || k.is_terminator()) {
            return None;
        }
        for &v in &od.operands {
            if let Some(i) = args.iter().position(|&a| a == v) {
                arg_values[i].as_ref()?;
            } else if !defined.contains(&v) {
                captures.insert(v, constant_tensor(m, v)?);
            }
        }
    }
    // Unused arguments get a placeholder of their type (the condition does not read them).
    let args: Vec<Tensor> = arg_values
        .into_iter()
        .zip(args)
        .map(|(t, &a)| t.or_else(|| Tensor::from_dense(&DenseElements::zeros(m.ty(a).clone()))))
        .collect::<Option<_>>()?;
    let out = Interpreter::new(m).eval_region(cond, args, captures).ok()?;
    let p = out.first()?;
    Some(p.get_index(0) == 0)
}

/// The dot_general defining `x` when it is a plain matrix product (rank 2, no batching, one
/// contracting dimension each side) used only by this transpose `[1, 0]`.
fn swappable_dot(m: &Module, x: Value, perm: &[i64], uses: &HashMap<Value, Vec<Op>>) -> Option<Op> {
    let dot = m.def_op(x)?;
    let d = &m.ops[dot];
    if !d.is(OpKind::DotGeneral) || perm != [1, 0] || uses.get(&x).map_or(0, |u| u.len()) != 1 {
        return None;
    }
    let Some(Attribute::Dot(dd)) = d.attr("dot_dimension_numbers") else {
        return None;
    };
    let rank2 = d.operands.iter().all(|&o| m.ty(o).rank() == Some(2));
    (rank2 && dd.lhs_batch.is_empty() && dd.lhs_contract.len() == 1 && dd.rhs_contract.len() == 1)
        .then_some(dot)
}

fn dense_array(m: &Module, op: Op, key: &str) -> Option<Vec<i64>> {
    m.ops[op]
        .attr(key)
        .and_then(|a| a.as_dense_array())
        .map(|v| v.to_vec())
}

/// A one-input `reduce` over dimensions that are all of extent 1 whose body is one commutative
/// binary op of its two arguments (`add`, `multiply`, `maximum`, `minimum`, `and`, `or`, `xor`),
/// rewritten as that op of the broadcast init and the reshaped input, inserted before the reduce:
/// each result element combines the init with its single input element, which an elementwise op
/// does without a reduction kernel (and fuses with its neighbours). `None` leaves it as it is.
fn reduce_of_ones(m: &mut Module, op: Op) -> Option<Value> {
    let d = &m.ops[op];
    let (&[x, init], &[r]) = (d.operands.as_slice(), d.results.as_slice()) else {
        return None;
    };
    let dims = dense_array(m, op, "dimensions")?;
    let shape = m.ty(x).shape()?.to_vec();
    if dims
        .iter()
        .any(|&k| usize::try_from(k).ok().and_then(|k| shape.get(k)) != Some(&1))
    {
        return None;
    }
    let body = m.entry_block(op)?;
    let args = m.blocks[body].args.clone();
    let (&[comb, ret], &[a, b]) = (m.blocks[body].ops.as_slice(), args.as_slice()) else {
        return None;
    };
    let bin = match m.ops[comb].kind() {
        Some(OpKind::Binary(
            k @ (BinaryOp::Add
            | BinaryOp::Multiply
            | BinaryOp::Maximum
            | BinaryOp::Minimum
            | BinaryOp::And
            | BinaryOp::Or
            | BinaryOp::Xor),
        )) => k,
        _ => return None,
    };
    let c = &m.ops[comb];
    let uses_args = c.operands == [a, b] || c.operands == [b, a];
    if !uses_args
        || !m.ops[ret].is(OpKind::StablehloReturn)
        || m.ops[ret].operands != c.results
        || m.ty(init).shape().is_none_or(|s| !s.is_empty())
    {
        return None;
    }
    let ty = m.ty(r).clone();
    let (span, block) = (m.ops[op].span, m.ops[op].parent?);
    let at = m.index_in_block(op)?;
    let reshape = m.create_op(
        OpKind::Reshape,
        vec![x],
        vec![ty.clone()],
        AttrDict::new(),
        span,
    );
    let mut p = AttrDict::new();
    p.insert("broadcast_dimensions".into(), Attribute::i64_array(&[]));
    let bcast = m.create_op(
        OpKind::BroadcastInDim,
        vec![init],
        vec![ty.clone()],
        p,
        span,
    );
    let (xr, ib) = (m.ops[reshape].results[0], m.ops[bcast].results[0]);
    // The body's own operand order: the accumulator (the init) first.
    let operands = if m.ops[comb].operands == [a, b] {
        vec![ib, xr]
    } else {
        vec![xr, ib]
    };
    let new = m.create_op(
        OpKind::Binary(bin),
        operands,
        vec![ty],
        AttrDict::new(),
        span,
    );
    for (i, o) in [reshape, bcast, new].into_iter().enumerate() {
        m.insert_op(block, at + i, o);
    }
    Some(m.ops[new].results[0])
}

fn simplify(m: &mut Module) -> usize {
    let mut map: HashMap<Value, Value> = HashMap::new();
    let mut changed = 0;
    let uses = m.uses();
    for op in all_ops(m) {
        let d = m.ops[op].clone();
        if d.parent.is_none() || d.results.len() != 1 {
            if d.is(OpKind::OptimizationBarrier)
                && !d.attrs.contains_key(UNFOLDABLE)
                && d.operands
                    .iter()
                    .all(|&v| splat_of(m, v).is_some() || constant_tensor(m, v).is_some())
            {
                for (&r, &o) in d.results.iter().zip(&d.operands) {
                    map.insert(r, o);
                }
                changed += 1;
            }
            continue;
        }
        let (x, r) = match d.operands.first() {
            Some(&x) => (x, d.results[0]),
            None => continue,
        };
        let same_type = m.ty(x) == m.ty(r);
        match d.kind() {
            Some(OpKind::OptimizationBarrier)
                if !d.attrs.contains_key(UNFOLDABLE)
                    && (splat_of(m, x).is_some() || constant_tensor(m, x).is_some()) =>
            {
                map.insert(r, x);
                changed += 1;
            }
            Some(OpKind::Reshape | OpKind::Convert) if same_type => {
                map.insert(r, x);
                changed += 1;
            }
            Some(OpKind::Reshape) => {
                // reshape(reshape(y)) -> reshape(y)
                if let Some(p) = m.def_op(x).filter(|&p| m.ops[p].is(OpKind::Reshape)) {
                    let y = m.ops[p].operands[0];
                    m.ops[op].operands[0] = y;
                    if m.ty(y) == m.ty(r) {
                        map.insert(r, y);
                    }
                    changed += 1;
                }
            }
            Some(OpKind::BroadcastInDim) => {
                let rank = m.ty(r).rank().unwrap_or(0) as i64;
                if same_type
                    && dense_array(m, op, "broadcast_dimensions") == Some((0..rank).collect())
                {
                    map.insert(r, x);
                    changed += 1;
                }
            }
            Some(OpKind::Transpose) => {
                let Some(perm) = dense_array(m, op, "permutation") else {
                    continue;
                };
                if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
                    map.insert(r, x);
                    changed += 1;
                } else if let Some(dot) = swappable_dot(m, x, &perm, &uses) {
                    // transpose(dot(a, b)) of a matrix product is dot(b, a): the transposed product is
                    // computed directly, and the untransposed one is never materialized.
                    let Some(Attribute::Dot(dd)) =
                        m.ops[dot].attr("dot_dimension_numbers").cloned()
                    else {
                        continue;
                    };
                    let swapped = dialect::attrs::DotDims {
                        lhs_contract: dd.rhs_contract.clone(),
                        rhs_contract: dd.lhs_contract.clone(),
                        ..Default::default()
                    };
                    let (a, b) = (m.ops[dot].operands[0], m.ops[dot].operands[1]);
                    let mut props = m.ops[dot].props.clone();
                    props.insert("dot_dimension_numbers".into(), Attribute::Dot(swapped));
                    let ty = m.ty(r).clone();
                    let span = m.ops[dot].span;
                    let new = m.create_op(OpKind::DotGeneral, vec![b, a], vec![ty], props, span);
                    let Some(block) = m.ops[op].parent else {
                        continue;
                    };
                    let at = m.index_in_block(op).unwrap_or(0);
                    m.insert_op(block, at, new);
                    map.insert(r, m.ops[new].results[0]);
                    changed += 1;
                } else if let Some(p) = m.def_op(x).filter(|&p| m.ops[p].is(OpKind::Transpose)) {
                    let Some(inner) = dense_array(m, p, "permutation") else {
                        continue;
                    };
                    // result[k] = x[perm[k]] = y[inner[perm[k]]]
                    let composed: Vec<i64> = perm.iter().map(|&k| inner[k as usize]).collect();
                    let y = m.ops[p].operands[0];
                    m.ops[op].operands[0] = y;
                    m.ops[op]
                        .props
                        .insert("permutation".into(), Attribute::i64_array(&composed));
                    changed += 1;
                }
            }
            Some(OpKind::Reduce) => {
                if let Some(v) = reduce_of_ones(m, op) {
                    map.insert(r, v);
                    changed += 1;
                }
            }
            Some(OpKind::Slice) => {
                let full = m.ty(x).shape().map(|s| s.to_vec());
                if same_type
                    && dense_array(m, op, "start_indices")
                        .is_some_and(|s| s.iter().all(|&v| v == 0))
                    && dense_array(m, op, "strides").is_some_and(|s| s.iter().all(|&v| v == 1))
                    && dense_array(m, op, "limit_indices") == full
                {
                    map.insert(r, x);
                    changed += 1;
                }
            }
            _ => {}
        }
    }
    m.replace_uses(&map);
    changed
}
