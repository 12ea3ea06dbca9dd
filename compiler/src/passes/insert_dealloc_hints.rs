//! `insert-dealloc-hints`: puts a `hal.buffer.dealloc %v` right after the last reader of each
//! transient buffer (a view's readers count for its root) and of each `{abi.consume}` argument. No
//! hint is placed for results, caller-owned arguments, constants or storage written in place.

use dialect::attrs::AttrDict;
use dialect::diag::Diagnostic;
use dialect::ir::Module;
use dialect::ops::OpKind;

use crate::memory::{dealloc_points, plan_function};
use crate::pass_manager::Pass;

/// The pass.
pub struct InsertDeallocHints;

impl Pass for InsertDeallocHints {
    fn name(&self) -> &'static str {
        "insert-dealloc-hints"
    }
    fn description(&self) -> &'static str {
        "insert hal.buffer.dealloc after the last use of each transient and consumed argument"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        for f in m.functions().collect::<Vec<_>>() {
            let Some(block) = m.entry_block(f) else {
                continue;
            };
            // Drop hints of an earlier run so the pass can be repeated.
            for op in m.blocks[block].ops.clone() {
                if m.ops[op].is(OpKind::Dealloc) {
                    m.erase_op(op);
                }
            }
            let Some(plan) = plan_function(m, f) else {
                continue;
            };
            let anchors: Vec<_> = m.blocks[block].ops.clone();
            let mut points = dealloc_points(m, f, &plan);
            points.sort_by_key(|&(p, _)| std::cmp::Reverse(p));
            for (pos, v) in points {
                let anchor = anchors[pos];
                let at = m.blocks[block]
                    .ops
                    .iter()
                    .position(|&o| o == anchor)
                    .map_or(0, |i| i + 1);
                let span = m.ops[anchor].span;
                let ty = m.ty(v).clone();
                let d = m.create_op(OpKind::Dealloc, vec![v], vec![], AttrDict::new(), span);
                let _ = ty;
                m.insert_op(block, at, d);
            }
        }
        vec![]
    }
}
