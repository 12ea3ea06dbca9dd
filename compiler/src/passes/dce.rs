//! `dce`: removes pure ops whose results are never used. Ops with effects (calls, returns, barriers,
//! and later writes through aliases) are never removed.

use dialect::diag::Diagnostic;
use dialect::ir::{Block, Module};

use super::Pass;

/// The pass.
pub struct Dce;

impl Pass for Dce {
    fn name(&self) -> &'static str {
        "dce"
    }
    fn description(&self) -> &'static str {
        "remove pure ops whose results are unused"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        run_dce(m);
        vec![]
    }
}

/// Removes dead pure ops until none is left; returns how many were removed.
pub fn run_dce(m: &mut Module) -> usize {
    let mut removed = 0;
    loop {
        let uses = m.uses();
        let mut blocks: Vec<Block> = Vec::new();
        let top = m.top;
        m.walk(top, &mut |op| {
            if let Some(b) = m.ops[op].parent {
                if !blocks.contains(&b) {
                    blocks.push(b);
                }
            }
        });
        let mut dead = Vec::new();
        for b in blocks {
            for &op in m.blocks[b].ops.iter().rev() {
                let unused = m.ops[op].results.iter().all(|r| !uses.contains_key(r));
                if unused && super::is_pure(m, op) {
                    dead.push(op);
                }
            }
        }
        if dead.is_empty() {
            return removed;
        }
        removed += dead.len();
        for op in dead {
            m.erase_op(op);
        }
    }
}
