//! `plan-memory`: packs each function's transients into one arena (see [`crate::memory`]) and records
//! the plan: `arena_offset` (one entry per result, -1 where the result is not in the arena) on the ops
//! that write transients, and `arena_bytes` on the function. In debug builds it asserts invariant I1.

use dialect::attrs::Attribute;
use dialect::diag::Diagnostic;
use dialect::ir::Module;
use dialect::types::ElemType;

use super::Pass;
use crate::memory::{check_i1, plan_function, Storage};

/// The pass.
pub struct PlanMemory;

impl Pass for PlanMemory {
    fn name(&self) -> &'static str {
        "plan-memory"
    }
    fn description(&self) -> &'static str {
        "pack transients into one 64-byte-aligned arena per function with in-place reuse; record offsets"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        for f in m.functions().collect::<Vec<_>>() {
            let Some(plan) = plan_function(m, f) else {
                continue;
            };
            debug_assert!(check_i1(&plan).is_ok());
            let Some(block) = m.entry_block(f) else {
                continue;
            };
            for op in crate::memory::storage_writers(m, block) {
                let d = &m.ops[op];
                let offsets: Vec<Attribute> = d
                    .results
                    .iter()
                    .map(|r| match plan.storage.get(r) {
                        Some(Storage::Transient(t)) => Attribute::Int {
                            value: plan.buffers[*t].offset as i64,
                            ty: ElemType::I64,
                        },
                        _ => Attribute::Int {
                            value: -1,
                            ty: ElemType::I64,
                        },
                    })
                    .collect();
                m.ops[op]
                    .attrs
                    .insert("arena_offset".into(), Attribute::Array(offsets));
            }
            m.ops[f].attrs.insert(
                "arena_bytes".into(),
                Attribute::Int {
                    value: plan.arena_bytes as i64,
                    ty: ElemType::I64,
                },
            );
        }
        vec![]
    }
}
