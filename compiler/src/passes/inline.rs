//! `inline`: replaces calls to private functions by the callee's body, as JAX's `jit` emits helper
//! functions (`@relu`, `@_where`, ...), then removes private functions nothing calls any more.
//! Recursive calls are left alone.

use std::collections::{HashMap, HashSet};

use dialect::attrs::Attribute;
use dialect::diag::Diagnostic;
use dialect::ir::{Module, Op, Value};
use dialect::ops::OpKind;

use super::Pass;

/// The pass.
pub struct Inline;

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "inline"
    }
    fn description(&self) -> &'static str {
        "inline calls to private functions and drop the functions no longer called"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        run_inline(m);
        vec![]
    }
}

fn callee(m: &Module, call: Op) -> Option<Op> {
    match m.ops[call].attr("callee") {
        Some(Attribute::SymbolRef(s)) => m.lookup_function(s),
        _ => None,
    }
}

fn is_private(m: &Module, f: Op) -> bool {
    m.ops[f].attr("sym_visibility").and_then(|a| a.as_str()) == Some("private")
}

/// Whether `f` can reach itself through calls.
fn recursive(m: &Module, f: Op) -> bool {
    let mut stack = vec![f];
    let mut seen = HashSet::new();
    while let Some(g) = stack.pop() {
        let mut calls = Vec::new();
        m.walk(g, &mut |op| {
            if m.ops[op].is(OpKind::Call) {
                calls.push(op);
            }
        });
        for c in calls {
            if let Some(h) = callee(m, c) {
                if h == f {
                    return true;
                }
                if seen.insert(h) {
                    stack.push(h);
                }
            }
        }
    }
    false
}

/// Inlines every call to a private, non-recursive function; returns how many calls were inlined.
pub fn run_inline(m: &mut Module) -> usize {
    let mut count = 0;
    let funcs: Vec<Op> = m.functions().collect();
    let inlinable: HashSet<Op> = funcs
        .iter()
        .copied()
        .filter(|&f| is_private(m, f) && m.entry_block(f).is_some() && !recursive(m, f))
        .collect();
    for f in funcs {
        let Some(entry) = m.entry_block(f) else {
            continue;
        };
        // Every block of the function, nested regions included (a reduction body may call a
        // helper, as JAX prints `cumlogsumexp`); a block's nested blocks are queued when the scan
        // reaches their op, so calls inside inlined code are found too.
        let mut blocks = vec![entry];
        while let Some(body) = blocks.pop() {
            let mut i = 0;
            while i < m.blocks[body].ops.len() {
                let call = m.blocks[body].ops[i];
                let target = (m.ops[call].is(OpKind::Call))
                    .then(|| callee(m, call))
                    .flatten()
                    .filter(|g| inlinable.contains(g) && *g != f);
                let Some((g, gbody)) = target.and_then(|g| Some((g, m.entry_block(g)?))) else {
                    for &r in &m.ops[call].regions {
                        blocks.extend(m.regions[r].blocks.iter().copied());
                    }
                    i += 1;
                    continue;
                };
                debug_assert_ne!(g, f);
                let mut map: HashMap<Value, Value> = HashMap::new();
                for (&a, &o) in m.blocks[gbody]
                    .args
                    .clone()
                    .iter()
                    .zip(&m.ops[call].operands.clone())
                {
                    map.insert(a, o);
                }
                let mut at = i;
                let mut returned = Vec::new();
                for op in m.blocks[gbody].ops.clone() {
                    if m.ops[op].is(OpKind::Return) {
                        returned = m.ops[op]
                            .operands
                            .iter()
                            .map(|v| *map.get(v).unwrap_or(v))
                            .collect();
                        continue;
                    }
                    let c = m.clone_op(op, &mut map);
                    m.insert_op(body, at, c);
                    at += 1;
                }
                let results = m.ops[call].results.clone();
                let repl: HashMap<Value, Value> = results.into_iter().zip(returned).collect();
                m.replace_uses(&repl);
                m.erase_op(call);
                count += 1;
                // Continue at the first inlined op: it may itself be a call to inline.
            }
        }
    }
    // Drop private functions that nothing calls any more.
    let mut called = HashSet::new();
    let top = m.top;
    m.walk(top, &mut |op| {
        if m.ops[op].is(OpKind::Call) {
            if let Some(Attribute::SymbolRef(s)) = m.ops[op].attr("callee") {
                called.insert(s.clone());
            }
        }
    });
    for f in m.functions().collect::<Vec<_>>() {
        if is_private(m, f) && !called.contains(m.func_name(f).unwrap_or_default()) {
            m.erase_op(f);
        }
    }
    count
}
