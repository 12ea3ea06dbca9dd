//! `form-dispatches`: groups the ops of each function into dispatch regions, each a future kernel.
//!
//! A region is a `flow.dispatch.region` op whose body holds the grouped ops (reading values from the
//! enclosing function directly, as IREE's `flow.dispatch.region` does) and ends in `flow.return` of
//! the values used outside. The grouping, decided once per function in program order:
//!
//! - a contraction (`dot_general`, `convolution`) takes the chain of elementwise ops that consume it
//!   alone as an epilogue;
//! - a reduction (`reduce`, `reduce_window`) takes the elementwise ops (and broadcasts) that feed only
//!   it;
//! - an elementwise op roots a region that takes the elementwise ops and broadcasts feeding only it,
//!   and elementwise producers whose other readers all come after the region (their values leave
//!   the region as further results: a multi-output kernel, as XLA's multi-output fusion makes for
//!   an optimizer's moments and parameter update);
//! - data movement (transpose, slice, concatenate, pad, gather, scatter, ...) and the linear-algebra
//!   library ops (fft, cholesky, triangular_solve) get a region of their own;
//! - a `broadcast_in_dim` of a rank-0 value is duplicated into every region that reads it, so a splat
//!   is never materialized.
//!
//! Constants, views (`reshape`), calls, barriers, aliases and returns stay outside regions, except
//! a one-value `optimization_barrier` read only by a region, which that region takes as an identity
//! (the passes whose work it orders, `cse`, `loop-invariant-code-motion` and `rematerialize`, have
//! all run before this one).
//!
//! Before grouping, a `sort` whose results are read only by `slice`s is marked with
//! [`SORTED_PREFIX`]: the largest of the slices' limits along the sorted dimension (the slice of
//! the first `k` that `chlo.top_k` becomes), so its kernel selects and sorts only that prefix.
//! A sort that is exactly `top_k`'s (`memory::top_k_form`) gets a region with those slices and
//! its iota of positions, whose kernel writes only the `k`-wide slices.

use std::collections::{HashMap, HashSet};

use dialect::attrs::{AttrDict, Attribute};
use dialect::diag::Diagnostic;
use dialect::ir::{Block, Module, Op, Value};
use dialect::ops::{ArithSemantics, CoreOp, OpKind, Staged};
use dialect::types::ElemType;
use dialect::views;

use super::Pass;
use crate::memory::FusionStats;

/// The pass.
pub struct FormDispatches;

impl Pass for FormDispatches {
    fn name(&self) -> &'static str {
        "form-dispatches"
    }
    fn description(&self) -> &'static str {
        "group ops into dispatch regions (elementwise chains, reductions with producers, contractions with epilogues)"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        mark_sorted_prefixes(m);
        for f in m.functions().collect::<Vec<_>>() {
            if let Some(b) = m.entry_block(f) {
                form_in_block(m, b);
            }
        }
        // The blocks of control-flow regions (loop bodies, branches) run in the function's frame:
        // their ops are grouped the same way.
        let mut blocks = Vec::new();
        let top = m.top;
        m.walk(top, &mut |op| {
            if crate::memory::is_control_flow(m, op) {
                for &r in &m.ops[op].regions {
                    blocks.extend(m.regions[r].blocks.iter().copied());
                }
            }
        });
        for b in blocks {
            form_in_block(m, b);
        }
        vec![]
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Elementwise,
    Broadcast,
    Contraction,
    Reduction,
    Movement,
    Outside,
}

/// The attribute on a `sort` that gives how many leading positions along its dimension are read
/// (an `i64` below the dimension's length); the positions after it are never read.
pub const SORTED_PREFIX: &str = "irc.sorted_prefix";

/// Marks every `sort` whose results are all read by `slice`s only (and by nothing else: no return,
/// no region, no other op) with [`SORTED_PREFIX`], the largest `limit_indices` of those slices
/// along the sorted dimension, when that is below the dimension's length.
fn mark_sorted_prefixes(m: &mut Module) {
    let uses = m.uses();
    let mut sorts = Vec::new();
    let top = m.top;
    m.walk(top, &mut |op| {
        if m.ops[op].is(OpKind::Sort) {
            sorts.push(op);
        }
    });
    for op in sorts {
        let d = &m.ops[op];
        let Some(first) = d.results.first() else {
            continue;
        };
        let shape = match m.ty(*first).shape() {
            Some(s) => s.to_vec(),
            None => continue,
        };
        let Ok(v) = views::Sort::read(m, op) else {
            continue;
        };
        let rank = shape.len() as i64;
        let dim = if v.dimension < 0 {
            v.dimension + rank
        } else {
            v.dimension
        };
        let Some(&len) = usize::try_from(dim).ok().and_then(|d| shape.get(d)) else {
            continue;
        };
        let mut keep: Option<i64> = Some(0);
        for r in &d.results {
            for &u in uses.get(r).map(Vec::as_slice).unwrap_or(&[]) {
                let limit = if m.ops[u].is(OpKind::Slice) && m.ops[u].operands.first() == Some(r) {
                    views::Slice::read(m, u)
                        .ok()
                        .and_then(|s| s.limit.get(dim as usize).copied())
                } else {
                    None
                };
                keep = keep.zip(limit).map(|(k, l)| k.max(l));
            }
        }
        if let Some(k) = keep.filter(|&k| k >= 1 && k < len) {
            m.ops[op].attrs.insert(
                SORTED_PREFIX.into(),
                Attribute::Int {
                    value: k,
                    ty: ElemType::I64,
                },
            );
        }
    }
}

fn kind(m: &Module, op: Op) -> Kind {
    let Some(k) = m.ops[op].kind() else {
        return Kind::Outside;
    };
    if k == OpKind::BroadcastInDim {
        return Kind::Broadcast;
    }
    if crate::memory::is_view_op(m, op) {
        return Kind::Outside; // Views allocate nothing and run no kernel.
    }
    // A LAPACK custom call is a library step reading whole matrices: a region of its own, as the
    // linear-algebra ops. Other custom calls (checks) stay outside.
    if k == OpKind::CustomCall && views::LapackCall::read(m, op).ok().flatten().is_some() {
        return Kind::Movement;
    }
    match k.split() {
        Staged::Core(c) => fusion_kind(c),
        // Ops a pass decomposes earlier, and ops not supported yet, never reach fusion; should one
        // be left, it stays outside and the lowering reports it.
        Staged::Decomposed(..) | Staged::NotYet(_) => Kind::Outside,
    }
}

/// How each op that reaches fusion fuses. Every core op is listed, so a new one must be placed here.
fn fusion_kind(k: CoreOp) -> Kind {
    match k {
        CoreOp::Unary(_)
        | CoreOp::Binary(_)
        | CoreOp::Compare
        | CoreOp::Select
        | CoreOp::Clamp
        | CoreOp::Convert
        | CoreOp::BitcastConvert
        | CoreOp::ReducePrecision => Kind::Elementwise,
        CoreOp::Arith(a) => match a.semantics() {
            ArithSemantics::Constant => Kind::Outside,
            ArithSemantics::FloatBinary(_)
            | ArithSemantics::SignedBinary(_)
            | ArithSemantics::UnsignedBinary(_)
            | ArithSemantics::NumBinary(_)
            | ArithSemantics::Negate
            | ArithSemantics::Compare
            | ArithSemantics::Select
            | ArithSemantics::Convert(_)
            | ArithSemantics::Bitcast => Kind::Elementwise,
        },
        CoreOp::BroadcastInDim => Kind::Broadcast,
        CoreOp::DotGeneral | CoreOp::Convolution => Kind::Contraction,
        CoreOp::Reduce | CoreOp::ReduceWindow => Kind::Reduction,
        CoreOp::Iota
        | CoreOp::Reshape
        | CoreOp::TensorExtract
        | CoreOp::Transpose
        | CoreOp::Reverse
        | CoreOp::Slice
        | CoreOp::DynamicSlice
        | CoreOp::DynamicUpdateSlice
        | CoreOp::Concatenate
        | CoreOp::Pad
        | CoreOp::Gather
        | CoreOp::Scatter
        | CoreOp::Sort
        | CoreOp::SelectAndScatter
        | CoreOp::RngBitGenerator => Kind::Movement,
        // Library steps that read whole matrices or volumes: a region of their own, as movement.
        CoreOp::Fft | CoreOp::Cholesky | CoreOp::TriangularSolve => Kind::Movement,
        // Structure, constants, checks, calls, control flow and globals stay outside dispatch
        // regions.
        CoreOp::Module
        | CoreOp::Func
        | CoreOp::Call
        | CoreOp::Return
        | CoreOp::Alias
        | CoreOp::Dealloc
        | CoreOp::DispatchRegion
        | CoreOp::DispatchReturn
        | CoreOp::Clone
        | CoreOp::StablehloReturn
        | CoreOp::Constant
        | CoreOp::OptimizationBarrier
        | CoreOp::CustomCall
        | CoreOp::Check(_)
        | CoreOp::Print
        | CoreOp::Probe
        | CoreOp::While
        | CoreOp::If
        | CoreOp::Case
        | CoreOp::Br
        | CoreOp::CondBr
        | CoreOp::MlGlobal
        | CoreOp::GlobalLoad
        | CoreOp::GlobalStore => Kind::Outside,
        // Distributed ops talk to other processes: each stays outside, in program order.
        dialect::distributed_core_ops!() => Kind::Outside,
    }
}

/// True for an op `form-dispatches` fuses as elementwise work or a broadcast (what
/// `rematerialize` may recompute).
pub(crate) fn is_fusible_elementwise(m: &Module, op: Op) -> bool {
    matches!(kind(m, op), Kind::Elementwise | Kind::Broadcast)
}

/// An `optimization_barrier` of exactly one value (what `form-dispatches` may fuse through).
fn is_single_barrier(m: &Module, op: Op) -> bool {
    let d = &m.ops[op];
    d.is(OpKind::OptimizationBarrier) && d.operands.len() == 1 && d.results.len() == 1
}

/// Cheap producers that are duplicated into every region that reads them instead of being
/// materialized: broadcasts of rank-0 values and splat constants.
fn is_scalar_broadcast(m: &Module, op: Op) -> bool {
    let d = &m.ops[op];
    match d.kind() {
        Some(OpKind::BroadcastInDim) => m.ty(d.operands[0]).rank() == Some(0),
        Some(OpKind::Constant) => matches!(
            d.attr("value"),
            Some(dialect::attrs::Attribute::Dense(de)) if de.values.len() == 1 && m.ty(d.results[0]).rank() != Some(0)
        ),
        _ => false,
    }
}

/// Computes the fusion statistics of a module whose functions already hold dispatch regions.
pub fn stats(m: &Module) -> FusionStats {
    let mut s = FusionStats::default();
    let top = m.top;
    m.walk(top, &mut |op| {
        if m.ops[op].is(OpKind::DispatchRegion) {
            s.dispatches += 1;
            if let Some(b) = m.entry_block(op) {
                let ops = &m.blocks[b].ops;
                s.fused_ops += ops.len().saturating_sub(1);
                let has = |k: Kind| ops.iter().any(|&o| kind(m, o) == k);
                let n_elem = ops
                    .iter()
                    .filter(|&&o| kind(m, o) == Kind::Elementwise)
                    .count();
                if has(Kind::Contraction) {
                    s.epilogues += n_elem;
                }
                if has(Kind::Reduction) {
                    s.reduction_producers += n_elem;
                }
                s.duplicated_broadcasts +=
                    ops.iter().filter(|&&o| is_scalar_broadcast(m, o)).count();
            }
        }
    });
    s
}

fn form_in_block(m: &mut Module, block: Block) {
    let ops = m.blocks[block].ops.clone();
    let position: HashMap<Op, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let uses = m.uses();
    // Users of a value at the top level of this block (uses nested in regions count as their op).
    let users = |v: Value| -> Vec<Op> {
        let mut out: Vec<Op> = Vec::new();
        for &u in uses.get(&v).into_iter().flatten() {
            let mut top = u;
            while m.ops[top].parent != Some(block) {
                match m.parent_op(top) {
                    Some(p) => top = p,
                    None => break,
                }
            }
            if !out.contains(&top) {
                out.push(top);
            }
        }
        out
    };
    let mut group_of: HashMap<Op, usize> = HashMap::new();
    let mut groups: Vec<Vec<Op>> = Vec::new();

    // Pulls producers of `op` into group `g` when every user of the producer is in the group, or,
    // for an elementwise producer, reads it after the group's region (`escape_to`: the producer's
    // result then leaves the region too, a multi-output kernel: an optimizer's new moments, which
    // the parameter update reads and the function returns, are computed with the update in one
    // dispatch instead of three).
    #[allow(clippy::too_many_arguments)] // A local helper; bundling its state would hide the recursion.
    fn pull_producers(
        m: &Module,
        g: usize,
        op: Op,
        groups: &mut [Vec<Op>],
        group_of: &mut HashMap<Op, usize>,
        users: &dyn Fn(Value) -> Vec<Op>,
        block: Block,
        allow: &dyn Fn(Kind) -> bool,
        escape_to: &dyn Fn(Op) -> bool,
    ) {
        for &o in &m.ops[op].operands.clone() {
            let Some(p) = m.def_op(o) else { continue };
            if m.ops[p].parent != Some(block)
                || group_of.contains_key(&p)
                || is_scalar_broadcast(m, p)
            {
                continue;
            }
            let k = kind(m, p);
            // A one-value `optimization_barrier` between two elementwise ops is an identity on
            // that value: the region takes it (and then its operand's producer) when it alone
            // reads it. Fusing through it computes the same values in the same dependence order
            // and merges nothing: every pass that could move or merge work across it (`cse`,
            // `loop-invariant-code-motion`, `rematerialize`) has run already.
            let through_barrier = is_single_barrier(m, p) && allow(Kind::Elementwise);
            if !(allow(k) || through_barrier) || m.ops[p].results.len() != 1 {
                continue;
            }
            let inside = |u: &Op| group_of.get(u) == Some(&g);
            let us = users(o);
            if us.iter().all(inside)
                || k == Kind::Elementwise && us.iter().all(|u| inside(u) || escape_to(*u))
            {
                group_of.insert(p, g);
                groups[g].push(p);
                pull_producers(m, g, p, groups, group_of, users, block, allow, escape_to);
            }
        }
    }
    let elementwise_or_broadcast = |k: Kind| matches!(k, Kind::Elementwise | Kind::Broadcast);

    // Contractions with their epilogues (forward chains of single-use elementwise consumers).
    for &op in &ops {
        if kind(m, op) != Kind::Contraction || group_of.contains_key(&op) {
            continue;
        }
        let g = groups.len();
        groups.push(vec![op]);
        group_of.insert(op, g);
        let mut cur = op;
        loop {
            let res = m.ops[cur].results[0];
            let us = users(res);
            if us.len() != 1 {
                break;
            }
            let u = us[0];
            if kind(m, u) != Kind::Elementwise
                || group_of.contains_key(&u)
                || m.ops[u].results.len() != 1
            {
                break;
            }
            group_of.insert(u, g);
            groups[g].push(u);
            // The epilogue's other operands may come from broadcasts that feed only it.
            pull_producers(
                m,
                g,
                u,
                &mut groups,
                &mut group_of,
                &users,
                block,
                &|k| k == Kind::Broadcast,
                &|_| false,
            );
            cur = u;
        }
    }
    // A top-k (`memory::top_k_form`): the sort, the slices of its first `k` positions and the iota
    // of its positions when only the sort reads it, one region, whose kernel writes the slices
    // directly (`k` wide) and never the sort's full-width results.
    for &op in &ops {
        if group_of.contains_key(&op) {
            continue;
        }
        let Some(t) = crate::memory::top_k_form(m, op, &uses) else {
            continue;
        };
        let g = groups.len();
        let mut members = vec![op];
        members.extend(t.slices.iter().flatten().copied());
        let iota = m.ops[op].operands[1];
        if let Some(i) = m.def_op(iota) {
            if m.ops[i].parent == Some(block) && users(iota) == [op] && !group_of.contains_key(&i) {
                members.push(i);
            }
        }
        if members.iter().any(|o| group_of.contains_key(o)) {
            continue;
        }
        for &o in &members {
            group_of.insert(o, g);
        }
        groups.push(members);
    }
    // Reductions with their producers, then elementwise roots with theirs; consumers first, so a
    // producer joins the region of its only consumer.
    for &op in ops.iter().rev() {
        if group_of.contains_key(&op) {
            continue;
        }
        match kind(m, op) {
            k @ (Kind::Reduction | Kind::Elementwise) => {
                let g = groups.len();
                groups.push(vec![op]);
                group_of.insert(op, g);
                // The region sits at `op` (its last member): a user after it may read what
                // leaves it.
                let at = position[&op];
                let after =
                    |u: Op| k == Kind::Elementwise && position.get(&u).is_some_and(|&p| p > at);
                pull_producers(
                    m,
                    g,
                    op,
                    &mut groups,
                    &mut group_of,
                    &users,
                    block,
                    &elementwise_or_broadcast,
                    &after,
                );
            }
            Kind::Movement => {
                group_of.insert(op, groups.len());
                groups.push(vec![op]);
            }
            // A splat broadcast is duplicated into the regions that read it, but a reader that
            // runs no kernel (a return, a view, a call) needs it materialized by a region of its
            // own: left outside, the backend could not lower it.
            Kind::Broadcast
                if !is_scalar_broadcast(m, op)
                    || m.ops[op]
                        .results
                        .iter()
                        .any(|&r| users(r).iter().any(|&u| kind(m, u) == Kind::Outside)) =>
            {
                group_of.insert(op, groups.len());
                groups.push(vec![op]);
            }
            _ => {}
        }
    }

    // Build the regions, each at the position of its last member.
    let mut region_at: HashMap<usize, usize> = HashMap::new();
    for (g, members) in groups.iter_mut().enumerate() {
        members.sort_by_key(|o| position[o]);
        region_at.insert(g, position[members.last().expect("groups are never empty")]);
    }
    // Values that leave each region, decided before the IR changes.
    let escaping_of: Vec<Vec<Value>> = groups
        .iter()
        .map(|members| {
            let member_set: HashSet<Op> = members.iter().copied().collect();
            let mut escaping = Vec::new();
            for &op in members {
                for &r in &m.ops[op].results {
                    if users(r).iter().any(|u| !member_set.contains(u)) {
                        escaping.push(r);
                    }
                }
            }
            escaping
        })
        .collect();
    let mut order: Vec<usize> = (0..groups.len()).collect();
    order.sort_by_key(|g| region_at[g]);
    let mut replace: HashMap<Value, Value> = HashMap::new();
    let mut duplicated: HashSet<Op> = HashSet::new();
    for g in order {
        let members = groups[g].clone();
        let escaping = escaping_of[g].clone();
        let last = *members.last().expect("non-empty");
        // The region is located at the op that computes its (first) result, for diagnostics.
        let span = escaping
            .first()
            .and_then(|&v| m.def_op(v))
            .map_or(m.ops[last].span, |d| m.ops[d].span);
        let types = escaping.iter().map(|&v| m.ty(v).clone()).collect();
        let region_op = m.create_op(OpKind::DispatchRegion, vec![], types, AttrDict::new(), span);
        let r = m.add_region(region_op);
        let body = m.add_block(r);
        // Splat broadcasts read by the members are duplicated inside.
        let mut local: HashMap<Value, Value> = HashMap::new();
        for &op in &members {
            for &o in &m.ops[op].operands.clone() {
                if let Some(p) = m.def_op(o) {
                    if m.ops[p].parent == Some(block)
                        && is_scalar_broadcast(m, p)
                        && !local.contains_key(&o)
                    {
                        let mut map = HashMap::new();
                        let c = m.clone_op(p, &mut map);
                        m.append_op(body, c);
                        local.insert(o, m.ops[c].results[0]);
                        duplicated.insert(p);
                    }
                }
            }
        }
        let at = m.blocks[block]
            .ops
            .iter()
            .position(|&o| o == last)
            .expect("member is in the block");
        m.insert_op(block, at + 1, region_op);
        for &op in &members {
            m.erase_op(op);
            m.append_op(body, op);
            for o in m.ops[op].operands.iter_mut() {
                if let Some(&l) = local.get(o) {
                    *o = l;
                }
            }
        }
        let ret = m.create_op(
            OpKind::DispatchReturn,
            escaping.clone(),
            vec![],
            AttrDict::new(),
            span,
        );
        m.append_op(body, ret);
        for (i, &v) in escaping.iter().enumerate() {
            replace.insert(v, m.ops[region_op].results[i]);
        }
    }
    // Uses outside the regions now read the regions' results; uses inside keep the original values.
    let inside: HashSet<Op> = {
        let mut s = HashSet::new();
        for &op in &m.blocks[block].ops {
            if m.ops[op].is(OpKind::DispatchRegion) {
                m.walk(op, &mut |o| {
                    s.insert(o);
                });
            }
        }
        s
    };
    let outside_ops: Vec<Op> = {
        let mut v = Vec::new();
        for &op in &m.blocks[block].ops.clone() {
            if !m.ops[op].is(OpKind::DispatchRegion) {
                v.push(op);
                m.walk(op, &mut |o| v.push(o));
            }
        }
        v
    };
    for op in outside_ops {
        if inside.contains(&op) {
            continue;
        }
        for o in m.ops[op].operands.iter_mut() {
            if let Some(&n) = replace.get(o) {
                *o = n;
            }
        }
    }
    // Uses inside other regions of values produced by an earlier region.
    for &op in &m.blocks[block].ops.clone() {
        if !m.ops[op].is(OpKind::DispatchRegion) {
            continue;
        }
        let mut nested = Vec::new();
        m.walk(op, &mut |o| nested.push(o));
        let own: HashSet<Value> = nested
            .iter()
            .flat_map(|&o| m.ops[o].results.clone())
            .collect();
        for o in nested {
            for v in m.ops[o].operands.iter_mut() {
                if !own.contains(v) {
                    if let Some(&n) = replace.get(v) {
                        *v = n;
                    }
                }
            }
        }
    }
    for p in duplicated {
        let res = m.ops[p].results[0];
        if m.uses().get(&res).is_none_or(|u| u.is_empty()) {
            m.erase_op(p);
        }
    }
}
