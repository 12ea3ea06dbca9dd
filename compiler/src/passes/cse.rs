//! `cse`: merges identical pure ops (same name, operands, attributes and result types) within a block;
//! the later one's uses go to the earlier one.

use std::collections::HashMap;

use dialect::diag::Diagnostic;
use dialect::ir::{Block, Module, Value};

use super::Pass;

/// The pass.
pub struct Cse;

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }
    fn description(&self) -> &'static str {
        "merge identical pure ops within a block"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        let mut blocks = Vec::new();
        let top = m.top;
        m.walk(top, &mut |op| {
            for &r in &m.ops[op].regions {
                blocks.extend(m.regions[r].blocks.iter().copied());
            }
        });
        for &r in &m.ops[top].regions {
            blocks.extend(m.regions[r].blocks.iter().copied());
        }
        for b in blocks {
            cse_block(m, b);
        }
        vec![]
    }
}

fn cse_block(m: &mut Module, b: Block) {
    let mut seen: HashMap<String, Vec<Value>> = HashMap::new();
    let mut map: HashMap<Value, Value> = HashMap::new();
    let mut erase = Vec::new();
    for op in m.blocks[b].ops.clone() {
        let d = &m.ops[op];
        if !d.regions.is_empty() || !super::is_pure(m, op) {
            continue;
        }
        let operands: Vec<Value> = d
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
        let types: Vec<String> = d.results.iter().map(|&r| m.ty(r).to_string()).collect();
        let key = format!(
            "{}|{:?}|{:?}|{:?}|{:?}",
            d.name, operands, d.props, d.attrs, types
        );
        match seen.get(&key) {
            Some(prev) => {
                for (&r, &p) in d.results.iter().zip(prev) {
                    map.insert(r, p);
                }
                erase.push(op);
            }
            None => {
                seen.insert(key, d.results.clone());
            }
        }
    }
    m.replace_uses(&map);
    for op in erase {
        m.erase_op(op);
    }
}
