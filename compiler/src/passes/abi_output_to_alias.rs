//! `abi-output-to-alias`: turns the ABI annotations that ask for an in-place output into
//! `hal.tensor.alias %result : T to %arg` before the return, after checking them and removing
//! read-after-write hazards.
//!
//! Accepted spellings on a public function's argument: `{abi.output = N : index}`,
//! `{iree.abi.output = N : index}` (IREE's) and `{tf.aliasing_output = N : i32}` (what JAX prints for
//! donated arguments). `{abi.consume}` is checked here and acted on by the dealloc-hint pass.
//!
//! A hazard is a read of the argument's old contents (directly or through a view) after the op that
//! computes the new contents, since that op will write straight into the argument's storage. It is
//! removed by moving the producer after the last reader when nothing needs the new value earlier;
//! otherwise the new value is computed into temporary storage and a `flow.tensor.clone` placed after
//! the last reader writes it into the argument (with a warning naming both places).

use std::collections::HashSet;

use dialect::attrs::AttrDict;
use dialect::diag::{self, Diagnostic};
use dialect::ir::{Block, Module, Op, Value};
use dialect::ops::{ArithOp, OpKind};

use super::Pass;

/// The pass.
pub struct AbiOutputToAlias;

pub use dialect::abi::{arg_attrs, OUTPUT_ATTRS};

impl Pass for AbiOutputToAlias {
    fn name(&self) -> &'static str {
        "abi-output-to-alias"
    }
    fn description(&self) -> &'static str {
        "check abi.output/iree.abi.output/tf.aliasing_output and rewrite them into hal.tensor.alias, fixing hazards"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        let mut diags = Vec::new();
        for f in m.functions().collect::<Vec<_>>() {
            // The verifier reports bad annotations; a module that reaches this pass has none, but
            // a module built by hand may not have been verified.
            if let Some(pairs) =
                dialect::abi::check(m, f, &mut diags).filter(|_| m.entry_block(f).is_some())
            {
                let targets: Vec<usize> = pairs.iter().map(|&(arg, _)| arg).collect();
                for (arg, result) in pairs {
                    rewrite(m, f, arg, result, &targets, &mut diags);
                }
            }
        }
        diags
    }
}

/// Ops that give another name to (part of) their operand's storage: reading them reads the operand.
pub fn is_view(m: &Module, op: Op) -> bool {
    crate::memory::is_view_op(m, op)
}

/// Whether `op` reads the values of `args` only elementwise (element `i` read only to compute element
/// `i`), so that it may write its result over them: an elementwise op, or a dispatch region whose
/// reads of them are all by elementwise ops (for example a contraction whose epilogue subtracts from
/// the argument). **Contract with the kernels:** a dispatch that writes over an input computes each
/// output element (or tile) completely, reading its elementwise operands, before storing it; a
/// contraction never accumulates partial sums in a destination that aliases one of its operands.
fn writes_safely_over(m: &Module, op: Op, args: &HashSet<Value>, result: Value) -> bool {
    let elementwise = |o: Op| m.ops[o].kind().is_some_and(|k| k.is_elementwise());
    if m.ops[op].is(OpKind::While) {
        // A loop may carry the argument in its own storage when the old contents enter the loop
        // only as the initial value of that carried slot: the loop reads them through the slot
        // and writes the slot after every read of an iteration (its parallel copy).
        let d = &m.ops[op];
        let Some(k) = d.results.iter().position(|&r| r == result) else {
            return false;
        };
        let others_read = d
            .operands
            .iter()
            .enumerate()
            .any(|(i, v)| i != k && args.contains(v));
        let mut captured = false;
        m.walk(op, &mut |o| {
            captured |= m.ops[o].operands.iter().any(|v| args.contains(v));
        });
        return !others_read && !captured;
    }
    if !m.ops[op].is(OpKind::DispatchRegion) {
        return elementwise(op);
    }
    let mut ok = true;
    m.walk(op, &mut |o| {
        let reads = m.ops[o].operands.iter().any(|v| args.contains(v));
        // Any op of the region that reads the argument must be elementwise.
        if reads && !elementwise(o) {
            ok = false;
        }
    });
    ok
}

/// Values that share `v`'s storage through views defined in `block`.
fn view_closure(m: &Module, block: Block, v: Value) -> HashSet<Value> {
    let mut set = HashSet::from([v]);
    for &op in &m.blocks[block].ops {
        if is_view(m, op) && m.ops[op].operands.first().is_some_and(|o| set.contains(o)) {
            set.extend(m.ops[op].results.iter().copied());
        }
    }
    set
}

/// `v` followed back through whole views defined in `block` to the value that owns the storage.
fn whole_root(m: &Module, block: Block, mut v: Value) -> Value {
    while let Some(p) = m.def_op(v) {
        if crate::memory::is_whole_view(m, p) && m.ops[p].parent == Some(block) {
            v = m.ops[p].operands[0];
        } else {
            break;
        }
    }
    v
}

/// Position in `block` of the top-level op that contains `op` (itself, or an ancestor).
fn top_position(m: &Module, block: Block, mut op: Op) -> Option<usize> {
    loop {
        if m.ops[op].parent == Some(block) {
            return m.blocks[block].ops.iter().position(|&o| o == op);
        }
        op = m.parent_op(op)?;
    }
}

/// Inserts `flow.tensor.clone %v` at position `at` of `block`; returns the copy.
fn insert_clone(
    m: &mut Module,
    block: Block,
    at: usize,
    v: Value,
    span: dialect::ir::Span,
) -> Value {
    let clone = m.create_op(
        OpKind::Clone,
        vec![v],
        vec![m.ty(v).clone()],
        AttrDict::new(),
        span,
    );
    m.insert_op(block, at, clone);
    m.ops[clone].results[0]
}

/// Rewrites the output of `result` into argument `arg`; `targets` are all the arguments that receive
/// an output.
fn rewrite(
    m: &mut Module,
    f: Op,
    arg: usize,
    result: usize,
    targets: &[usize],
    diags: &mut Vec<Diagnostic>,
) {
    let Some(block) = m.entry_block(f) else {
        return;
    };
    let Some(&ret) = m.blocks[block].ops.last() else {
        return;
    };
    if !m.ops[ret].is(OpKind::Return) {
        return;
    }
    let a = m.blocks[block].args[arg];
    let r = m.ops[ret].operands[result];
    let uses = m.uses();
    let readers_of_arg = view_closure(m, block, a);

    // The op that materializes r: follow views back to the root.
    let mut chain = Vec::new();
    let mut root = r;
    while let Some(p) = m.def_op(root) {
        if crate::memory::is_whole_view(m, p) && m.ops[p].parent == Some(block) {
            chain.push(p);
            root = m.ops[p].operands[0];
        } else {
            break;
        }
    }
    // A value already written in place into another argument (one value returned as two results,
    // each the output of its own argument) is copied into this one.
    let taken = m.blocks[block]
        .ops
        .iter()
        .any(|&o| m.ops[o].is(OpKind::Alias) && whole_root(m, block, m.ops[o].operands[0]) == root);
    // Only an op that writes storage can write it into the argument: a constant (in the data
    // segment) or a view of another buffer writes nothing, so such a result is copied in below, as
    // another argument is.
    let producer = m.def_op(root).filter(|&p| {
        !taken
            && m.ops[p].parent == Some(block)
            && !is_view(m, p)
            && !matches!(
                m.ops[p].kind(),
                Some(OpKind::Constant | OpKind::Iota | OpKind::Arith(ArithOp::Constant))
            )
    });
    let pos = |m: &Module, op: Op| top_position(m, block, op);

    // The last op (other than the producer and the return) that reads the old contents.
    let mut last_reader: Option<(usize, Op)> = None;
    for v in &readers_of_arg {
        for &u in uses.get(v).into_iter().flatten() {
            // Reads inside a dispatch region count as reads by the region.
            let Some(p) = pos(m, u) else { continue };
            let top = m.blocks[block].ops[p];
            if Some(top) == producer || chain.contains(&top) || top == ret {
                continue;
            }
            if is_view(m, top) {
                continue; // Views read nothing; their own readers are in the closure.
            }
            if last_reader.is_none_or(|(lp, _)| p > lp) {
                last_reader = Some((p, top));
            }
        }
    }
    let producer_reads_arg = producer.is_some_and(|p| {
        let mut reads = m.ops[p].operands.iter().any(|o| readers_of_arg.contains(o));
        m.walk(p, &mut |o| {
            reads |= m.ops[o].operands.iter().any(|v| readers_of_arg.contains(v))
        });
        reads
    });
    let needs_copy_for_self_read = producer
        .is_some_and(|p| producer_reads_arg && !writes_safely_over(m, p, &readers_of_arg, root));

    let mut value = r;
    let producer_pos = producer.and_then(|p| pos(m, p));
    let late_reader = last_reader.filter(|&(lp, _)| producer_pos.is_some_and(|pp| pp < lp));
    match producer {
        Some(p) if late_reader.is_some() || needs_copy_for_self_read => {
            // Hazard. Can the producer (with its view chain) move after the last reader? Moving an op
            // later keeps its inputs defined; its results must not be needed before the new place.
            let lp = late_reader.map_or(0, |(lp, _)| lp);
            let moving: Vec<Op> = std::iter::once(p)
                .chain(chain.iter().rev().copied())
                .collect();
            // Nor may an op that reads another output's argument move: that argument may be
            // overwritten in place between the two places.
            let overwritten: HashSet<Value> = targets
                .iter()
                .filter(|&&i| i != arg)
                .flat_map(|&i| view_closure(m, block, m.blocks[block].args[i]))
                .collect();
            let reads_overwritten = moving.iter().any(|&op| {
                let mut reads = m.ops[op].operands.iter().any(|v| overwritten.contains(v));
                m.walk(op, &mut |o| {
                    reads |= m.ops[o].operands.iter().any(|v| overwritten.contains(v))
                });
                reads
            });
            let movable = !needs_copy_for_self_read
                && !reads_overwritten
                && moving.iter().all(|&op| {
                    m.ops[op].results.iter().all(|res| {
                        uses.get(res).into_iter().flatten().all(|&u| {
                            moving.contains(&u) || u == ret || pos(m, u).is_some_and(|up| up > lp)
                        })
                    })
                });
            let anchor = match late_reader {
                Some((lp, reader)) if lp > producer_pos.unwrap_or(0) => reader,
                _ => p,
            };
            if movable {
                for &op in &moving {
                    m.erase_op(op);
                }
                let insert_at = m.blocks[block]
                    .ops
                    .iter()
                    .position(|&o| o == anchor)
                    .map_or(0, |i| i + 1);
                for (k, &op) in moving.iter().enumerate() {
                    m.insert_op(block, insert_at + k, op);
                }
            } else {
                // Compute the new contents in temporary storage and copy them into the argument
                // after the producer and after every read of the old contents.
                let span = m.ops[p].span;
                let after = |m: &Module, op: Op| {
                    m.blocks[block]
                        .ops
                        .iter()
                        .position(|&o| o == op)
                        .map_or(0, |i| i + 1)
                };
                let mut insert_at = after(m, p);
                for &c in &chain {
                    insert_at = insert_at.max(after(m, c));
                }
                if let Some((_, reader)) = last_reader {
                    insert_at = insert_at.max(after(m, reader));
                }
                let insert_at = insert_at.min(m.blocks[block].ops.len() - 1);
                value = insert_clone(m, block, insert_at, r, span);
                let reader_span = last_reader.map_or(span, |(_, rd)| m.ops[rd].span);
                let why = if needs_copy_for_self_read && late_reader.is_none() {
                    "the op computing it reads the old contents other than elementwise"
                } else {
                    "its old contents are read later"
                };
                diags.push(
                    Diagnostic::warning(
                        diag::ALIAS_COPY,
                        span,
                        format!("result {result} cannot be computed in place in argument {arg}: {why}"),
                        "the new contents are computed here",
                    )
                    .with_secondary(reader_span, "the old contents are still read here")
                    .note("the compiler inserts a copy after the last read; reorder the program to avoid it"),
                );
            }
        }
        None if root != a => {
            // The result is another argument or a constant: copy it into the argument's storage after
            // every read of the old contents.
            let span = m.ops[ret].span;
            let at = m.blocks[block].ops.len() - 1;
            value = insert_clone(m, block, at, r, span);
        }
        _ => {}
    }
    // Other results that return the argument's old contents (the argument itself or a view of it)
    // must not see the new ones: copy them out before anything writes the argument.
    if root != a {
        for k in 0..m.ops[ret].operands.len() {
            let v = m.ops[ret].operands[k];
            if k == result || !readers_of_arg.contains(&v) {
                continue;
            }
            let at = match m.def_op(v) {
                Some(d) => {
                    // A view defined after the new contents are written would copy those: move
                    // its chain of views (which reads only the argument) to the start, and copy
                    // there.
                    let mut chain = vec![d];
                    while let Some(p) = m.def_op(m.ops[chain[chain.len() - 1]].operands[0]) {
                        chain.push(p);
                    }
                    let from_args_only = chain.iter().all(|&op| {
                        m.ops[op]
                            .operands
                            .iter()
                            .all(|&o| m.def_op(o).is_none_or(|p| chain.contains(&p)))
                    });
                    if from_args_only {
                        for &op in &chain {
                            m.erase_op(op);
                        }
                        for (k, &op) in chain.iter().rev().enumerate() {
                            m.insert_op(block, k, op);
                        }
                        chain.len()
                    } else {
                        m.blocks[block]
                            .ops
                            .iter()
                            .position(|&o| o == d)
                            .map_or(0, |i| i + 1)
                    }
                }
                None => 0,
            };
            let span = m.ops[ret].span;
            m.ops[ret].operands[k] = insert_clone(m, block, at, v, span);
        }
    }
    let span = m.ops[ret].span;
    let alias = m.create_op(
        OpKind::Alias,
        vec![value, a],
        vec![m.ty(r).clone()],
        AttrDict::new(),
        span,
    );
    let at = m.blocks[block].ops.len() - 1;
    m.insert_op(block, at, alias);
    let av = m.ops[alias].results[0];
    m.ops[ret].operands[result] = av;
}
