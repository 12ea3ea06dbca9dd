//! `loop-invariant-code-motion`: moves pure ops out of `stablehlo.while` regions when nothing they
//! read changes from one iteration to the next (MLIR's pass of the same name). JAX's scan bodies are
//! full of such ops: constants, broadcasts of them, and computations on values from outside the loop.
//!
//! An op is invariant when it is pure (with everything in its regions) and every value it reads —
//! its operands and what its regions read from outside — is defined outside the loop. Loops are
//! visited innermost first, so an op leaves a nest of loops one level per visit until it reaches the
//! outermost level it is invariant in. Ops of the condition region move too: it runs at least once.
//! Pure ops have no traps here (division by zero and out-of-range indices have defined results), so
//! an op moved out of a body that runs zero times computes a value nobody reads, and nothing else.

use std::collections::HashSet;

use dialect::diag::Diagnostic;
use dialect::ir::{Module, Op, Value};
use dialect::ops::OpKind;

use super::Pass;

/// The pass.
pub struct LoopInvariantCodeMotion;

impl Pass for LoopInvariantCodeMotion {
    fn name(&self) -> &'static str {
        "loop-invariant-code-motion"
    }
    fn description(&self) -> &'static str {
        "move pure ops that read nothing the loop changes out of while loops"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        run_licm(m);
        vec![]
    }
}

/// Moves invariant ops out of every loop; returns how many were moved.
pub fn run_licm(m: &mut Module) -> usize {
    let mut loops = Vec::new();
    let top = m.top;
    m.walk(top, &mut |op| {
        if m.ops[op].is(OpKind::While) {
            loops.push(op);
        }
    });
    // The walk lists an op before the ops in its regions: reversed, inner loops come first.
    loops.reverse();
    let mut moved = 0;
    for w in loops {
        moved += hoist_from(m, w);
    }
    moved
}

/// Every value `op` defines: its results and, in its regions, block arguments and results.
fn defined_in(m: &Module, op: Op) -> HashSet<Value> {
    let mut out: HashSet<Value> = m.ops[op].results.iter().copied().collect();
    let add_regions = |o: Op, out: &mut HashSet<Value>| {
        for &r in &m.ops[o].regions {
            for &b in &m.regions[r].blocks {
                out.extend(m.blocks[b].args.iter().copied());
            }
        }
    };
    add_regions(op, &mut out);
    m.walk(op, &mut |o| {
        out.extend(m.ops[o].results.iter().copied());
        add_regions(o, &mut out);
    });
    out
}

/// The values `op` reads from outside itself: its operands and its regions' captures.
fn reads(m: &Module, op: Op) -> Vec<Value> {
    let own = defined_in(m, op);
    let mut out = m.ops[op].operands.clone();
    m.walk(op, &mut |o| {
        out.extend(m.ops[o].operands.iter().filter(|v| !own.contains(v)));
    });
    out
}

/// Moves the invariant ops of loop `w` in front of it; returns how many moved.
fn hoist_from(m: &mut Module, w: Op) -> usize {
    let Some(parent) = m.ops[w].parent else {
        return 0;
    };
    let mut inside = defined_in(m, w);
    let mut moved = 0;
    for r in m.ops[w].regions.clone() {
        for b in m.regions[r].blocks.clone() {
            for o in m.blocks[b].ops.clone() {
                let d = &m.ops[o];
                if d.kind().is_some_and(|k| k.is_terminator()) || !m.is_pure(o) {
                    continue;
                }
                if reads(m, o).iter().any(|v| inside.contains(v)) {
                    continue;
                }
                m.blocks[b].ops.retain(|&x| x != o);
                let at = m.index_in_block(w).unwrap_or(0);
                m.insert_op(parent, at, o);
                for v in defined_in(m, o) {
                    inside.remove(&v);
                }
                moved += 1;
            }
        }
    }
    moved
}
