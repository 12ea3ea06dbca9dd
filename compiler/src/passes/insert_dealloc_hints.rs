//! `insert-dealloc-hints`: puts a `hal.buffer.dealloc %v` right after the last reader of each
//! transient buffer (a view's readers count for its root) and of each `{abi.consume}` argument. No
//! hint is placed for results, caller-owned arguments, constants or storage written in place.

use dialect::attrs::AttrDict;
use dialect::diag::Diagnostic;
use dialect::ir::Module;
use dialect::ops::OpKind;

use super::Pass;
use crate::memory::{dealloc_points, plan_function};

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
            let mut region_blocks = Vec::new();
            m.walk(f, &mut |op| {
                if crate::memory::is_control_flow(m, op) {
                    for &r in &m.ops[op].regions {
                        region_blocks.extend(m.regions[r].blocks.iter().copied());
                    }
                }
            });
            for b in region_blocks {
                hint_region_block(m, b);
            }
            let Some(plan) = plan_function(m, f) else {
                continue;
            };
            let anchors: Vec<_> = m.blocks[block].ops.clone();
            let mut points = dealloc_points(m, f, &plan);
            points.sort_by_key(|&(p, _)| std::cmp::Reverse(p));
            for (pos, v) in points {
                let anchor = anchors[pos];
                let at = m.index_in_block(anchor).map_or(0, |i| i + 1);
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

/// Dealloc hints inside a control-flow region's block: each value the block's ops write (kernel and
/// call results) is dropped after its last use in the block. Values the block returns are not:
/// the op that owns the region reads them after the block (a loop's copy into its carried buffers,
/// a branch's into the results).
fn hint_region_block(m: &mut Module, block: dialect::ir::Block) {
    for op in m.blocks[block].ops.clone() {
        if m.ops[op].is(OpKind::Dealloc) {
            m.erase_op(op);
        }
    }
    let ops = m.blocks[block].ops.clone();
    let Some(&ret) = ops.last() else {
        return;
    };
    let returned: std::collections::HashSet<_> = m.ops[ret].operands.iter().copied().collect();
    let pos: std::collections::HashMap<_, _> =
        ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let uses = m.uses();
    let mut points: Vec<(usize, dialect::ir::Value)> = Vec::new();
    for &op in &ops {
        let d = &m.ops[op];
        let writes = d.is(OpKind::DispatchRegion)
            || d.is(OpKind::Call)
            || d.kind().is_some_and(OpKind::is_distributed);
        if !writes {
            continue;
        }
        for &r in &d.results {
            // A value read through views is kept alive by them; leave those to the arena.
            let mut last = pos[&op];
            let mut escapes = returned.contains(&r);
            for &u in uses.get(&r).into_iter().flatten() {
                let mut top = u;
                while m.ops[top].parent != Some(block) {
                    match m.parent_op(top) {
                        Some(p) => top = p,
                        None => break,
                    }
                }
                match pos.get(&top) {
                    Some(&p) if crate::memory::is_view_op(m, top) => {
                        escapes = true;
                        last = last.max(p);
                    }
                    Some(&p) => last = last.max(p),
                    None => escapes = true,
                }
            }
            if !escapes && last < ops.len() - 1 {
                points.push((last, r));
            }
        }
    }
    points.sort_by_key(|&(p, _)| std::cmp::Reverse(p));
    for (p, v) in points {
        let anchor = ops[p];
        let at = m.index_in_block(anchor).map_or(0, |i| i + 1);
        let span = m.ops[anchor].span;
        let d = m.create_op(OpKind::Dealloc, vec![v], vec![], AttrDict::new(), span);
        m.insert_op(block, at, d);
    }
}
