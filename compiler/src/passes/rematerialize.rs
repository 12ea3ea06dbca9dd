//! `rematerialize`: recomputes cheap elementwise values beside their late users instead of keeping
//! them live across the program, as XLA's fusion duplicates cheap producers into their consumers.
//!
//! A training step computes activations in the forward pass and reads them again in the backward
//! pass, hundreds of ops later, across the point where the most buffers are live. When such a value
//! is an elementwise function of values that stay live until then anyway (GELU's
//! `0.5 * x * (1 + tanh(c * (x + k * x^3)))` of the pre-activation `x`, which the backward pass reads
//! itself), keeping it live costs a whole buffer at the peak for nothing: this pass clones the
//! elementwise tree that computes it just before its first late user, and points the late users at
//! the clone. `form-dispatches` then fuses the clones into the consumers' kernels.
//!
//! The rules, per block (function bodies and the blocks of control-flow regions):
//! - a candidate is a single-result elementwise op or broadcast (what `form-dispatches` fuses) at
//!   the top level of the block, with at least [`MIN_ELEMENTS`] elements;
//! - its users, in program order, are split at the largest gap between its definition and its first
//!   user or between two consecutive users; when that gap spans at least [`MIN_GAP`] ops of the
//!   block, the users after it are late (all of them when the gap is the first one: the value is
//!   then computed where it is used, and the original dies);
//! - the tree cloned for the late users has at most [`MAX_CLONED`] ops, and each of its leaves is a
//!   constant, a value defined outside the block, or a value that the block reads again at or after
//!   the insertion point anyway. So no value lives longer than before; the candidate lives shorter,
//!   and the clones live only from the insertion point to their last user.
//!
//! The recomputation costs elementwise work (the cloned ops run twice); the values are the same,
//! computed by the same ops on the same operands.

use std::collections::{HashMap, HashSet};

use dialect::diag::Diagnostic;
use dialect::ir::{Block, Module, Op, Value};
use dialect::ops::OpKind;

use super::Pass;

/// The smallest value (in elements) worth recomputing: below it a buffer costs less than the work.
pub const MIN_ELEMENTS: u64 = 16 * 1024;
/// The smallest gap (ops of the block between two uses) that a recomputation closes.
pub const MIN_GAP: usize = 32;
/// The most ops cloned for one value.
pub const MAX_CLONED: usize = 16;

/// The pass.
pub struct Rematerialize;

impl Pass for Rematerialize {
    fn name(&self) -> &'static str {
        "rematerialize"
    }
    fn description(&self) -> &'static str {
        "recompute cheap elementwise values beside their late users instead of keeping them live"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        let mut blocks = Vec::new();
        for f in m.functions().collect::<Vec<_>>() {
            if let Some(b) = m.entry_block(f) {
                blocks.push(b);
            }
        }
        let top = m.top;
        m.walk(top, &mut |op| {
            if crate::memory::is_control_flow(m, op) {
                for &r in &m.ops[op].regions {
                    blocks.extend(m.regions[r].blocks.iter().copied());
                }
            }
        });
        for b in blocks {
            rematerialize_block(m, b);
        }
        vec![]
    }
}

/// An op this pass may clone: what `form-dispatches` fuses as elementwise work or a broadcast.
fn clonable(m: &Module, op: Op) -> bool {
    m.ops[op].results.len() == 1
        && m.ops[op].regions.is_empty()
        && super::form_dispatches::is_fusible_elementwise(m, op)
}

/// The block's top-level ops in order, and for each value, its users as (position of the
/// top-level op that holds the use, the op that uses it), in program order.
struct Uses {
    position: HashMap<Op, usize>,
    users: HashMap<Value, Vec<(usize, Op)>>,
}

impl Uses {
    fn of(m: &Module, block: Block) -> Uses {
        let position: HashMap<Op, usize> = m.blocks[block]
            .ops
            .iter()
            .enumerate()
            .map(|(i, &o)| (o, i))
            .collect();
        let mut users: HashMap<Value, Vec<(usize, Op)>> = HashMap::new();
        for (&v, ops) in m.uses().iter() {
            for &u in ops {
                // The use's top-level op in this block, if it is in this block at all.
                let mut top = u;
                let at = loop {
                    if let Some(&p) = position.get(&top) {
                        break Some(p);
                    }
                    match m.parent_op(top) {
                        Some(p) => top = p,
                        None => break None,
                    }
                };
                if let Some(p) = at {
                    users.entry(v).or_default().push((p, u));
                }
            }
        }
        for us in users.values_mut() {
            us.sort_by_key(|&(p, _)| p);
            us.dedup();
        }
        Uses { position, users }
    }

    /// The position of the last top-level op of the block that reads `v` (None if none does).
    fn last_use(&self, v: Value) -> Option<usize> {
        self.users.get(&v).and_then(|us| us.last()).map(|&(p, _)| p)
    }
}

fn rematerialize_block(m: &mut Module, block: Block) {
    // Every application moves some uses strictly later or removes an op; the bound only guards
    // against a rule change that would loop.
    let mut budget = 4 * m.blocks[block].ops.len() + 16;
    'again: while budget > 0 {
        budget -= 1;
        sweep_dead(m, block);
        let uses = Uses::of(m, block);
        let ops = m.blocks[block].ops.clone();
        for &op in ops.iter().rev() {
            if !clonable(m, op) {
                continue;
            }
            let v = m.ops[op].results[0];
            if m.ty(v).num_elements().is_none_or(|n| n < MIN_ELEMENTS) {
                continue;
            }
            let Some(us) = uses.users.get(&v) else {
                continue;
            };
            // The largest gap, from the definition through each user.
            let mut prev = uses.position[&op];
            let (mut gap, mut split) = (0, 0);
            for (i, &(p, _)) in us.iter().enumerate() {
                if p - prev > gap {
                    (gap, split) = (p - prev, i);
                }
                prev = p;
            }
            if gap < MIN_GAP {
                continue;
            }
            let at = us[split].0;
            let mut plan = Vec::new();
            let mut seen = HashSet::new();
            if !plan_tree(m, block, &uses, v, at, true, &mut plan, &mut seen) {
                continue;
            }
            let late: Vec<Op> = us[split..].iter().map(|&(_, u)| u).collect();
            let mut map = HashMap::new();
            for (i, &o) in plan.iter().enumerate() {
                let c = m.clone_op(o, &mut map);
                m.insert_op(block, at + i, c);
            }
            let nv = map[&v];
            for u in late {
                for o in m.ops[u].operands.iter_mut() {
                    if *o == v {
                        *o = nv;
                    }
                }
            }
            continue 'again;
        }
        break;
    }
    sweep_dead(m, block);
}

/// Plans the clones that compute `v` at position `at`: appends the ops to clone to `plan` in an
/// order where each comes after its operands' clones. False when a leaf would have to live longer
/// or the tree is too big.
#[allow(clippy::too_many_arguments)] // A recursive helper over the pass's state.
fn plan_tree(
    m: &Module,
    block: Block,
    uses: &Uses,
    v: Value,
    at: usize,
    root: bool,
    plan: &mut Vec<Op>,
    seen: &mut HashSet<Value>,
) -> bool {
    if seen.contains(&v) {
        return true;
    }
    let live_at = |v: Value| uses.last_use(v).is_some_and(|p| p >= at);
    let Some(d) = m.def_op(v) else {
        // A block argument: of another block, it is live throughout this one; of this block, only
        // if it is read again at or after `at` (a dead argument's buffer may be reused).
        let own = m.blocks[block].args.contains(&v);
        return !own || live_at(v);
    };
    if m.ops[d].parent != Some(block) || m.ops[d].is(OpKind::Constant) {
        return true;
    }
    if !root && live_at(v) {
        return true;
    }
    if !clonable(m, d) || plan.len() >= MAX_CLONED {
        return false;
    }
    for &o in &m.ops[d].operands {
        if !plan_tree(m, block, uses, o, at, false, plan, seen) {
            return false;
        }
    }
    if plan.len() >= MAX_CLONED {
        return false;
    }
    seen.insert(v);
    plan.push(d);
    true
}

/// Erases the block's clonable ops whose results nobody reads (a value whose every user now reads
/// its clone), so that their reads do not count as keeping a leaf live.
fn sweep_dead(m: &mut Module, block: Block) {
    loop {
        let uses = m.uses();
        let dead: Vec<Op> = m.blocks[block]
            .ops
            .iter()
            .copied()
            .filter(|&op| clonable(m, op) && !uses.contains_key(&m.ops[op].results[0]))
            .collect();
        if dead.is_empty() {
            return;
        }
        for op in dead {
            m.erase_op(op);
        }
    }
}
