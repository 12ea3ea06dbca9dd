//! `bufferize`: decides where each value lives (see [`crate::memory`]) and records it on the ops that
//! write storage as a `storage` attribute, one entry per result: `argN` (written in place into
//! argument N), `resultK` (allocated for the caller), `tM` (transient buffer M, an arena slot after
//! `plan-memory`), or `external` (allocated by a callee). Views (reshape, optimization_barrier,
//! hal.tensor.alias) and constants allocate nothing and are not annotated.

use dialect::attrs::Attribute;
use dialect::diag::Diagnostic;
use dialect::ir::Module;

use super::Pass;
use crate::memory::{plan_function, Storage};

/// The pass.
pub struct Bufferize;

/// The text of a storage class as the `storage` attribute writes it.
pub fn storage_name(s: &Storage) -> String {
    match s {
        Storage::Arg(i) => format!("arg{i}"),
        Storage::Const => "const".into(),
        Storage::Transient(t) => format!("t{t}"),
        Storage::Result(k) => format!("result{k}"),
        Storage::External => "external".into(),
    }
}

impl Pass for Bufferize {
    fn name(&self) -> &'static str {
        "bufferize"
    }
    fn description(&self) -> &'static str {
        "assign storage to every value: arguments, results, constants, views of their root, transients"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        for f in m.functions().collect::<Vec<_>>() {
            let Some(plan) = plan_function(m, f) else {
                continue;
            };
            let Some(block) = m.entry_block(f) else {
                continue;
            };
            for op in crate::memory::storage_writers(m, block) {
                let d = &m.ops[op];
                let names: Vec<Attribute> = d
                    .results
                    .iter()
                    .map(|r| {
                        Attribute::String(
                            plan.storage.get(r).map_or("external".into(), storage_name),
                        )
                    })
                    .collect();
                m.ops[op]
                    .attrs
                    .insert("storage".into(), Attribute::Array(names));
            }
        }
        vec![]
    }
}
