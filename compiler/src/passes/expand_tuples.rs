//! Tuples and tokens across calls, the first step of `stablehlo-decompose`: every function's
//! signature is flattened, as XLA's `expand-hlo-tuples` and IREE's StableHLO input conversion
//! flatten them.
//!
//! - A `tuple<...>` argument or result becomes its leaves, depth first, in order (a nested tuple
//!   is flattened too). Inside the function the tuple is rebuilt from the leaves with
//!   `stablehlo.tuple`; at a `func.return` its leaves are taken with `get_tuple_element`; at a
//!   `func.call` both happen the other way round. The decomposition's forwarding of
//!   `get_tuple_element` of a `tuple` then removes every tuple that only crossed a call.
//! - A `!stablehlo.token` argument or result (alone or inside a tuple) is dropped: a token
//!   carries no data, and the VM and the interpreter run a function's side effects in program
//!   order, which is all a token orders. Where the function reads it, it reads a fresh
//!   `stablehlo.after_all` with no operands.
//!
//! The programs of an `interpreter.run_parallel` are flattened as any function, and the op as a
//! call of all of them (its operands and results are its programs' in turn). Public functions are flattened too: their ABI is the leaves in order, tokens left out, as IREE
//! runs a tuple-typed entry point and as `jax.jit` hides the tokens of ordered effects from its
//! caller. An argument's attributes stay with it; the leaves of a tuple get none. A donation
//! annotation (`abi.output` and its spellings) names results by their flattened index afterwards;
//! one on a tuple or token argument, or naming a tuple or token result, is E0414.

use std::collections::{HashMap, HashSet};

use dialect::abi::OUTPUT_ATTRS;
use dialect::attrs::{AttrDict, Attribute};
use dialect::diag::{self, Diagnostic};
use dialect::ir::{Block, Module, Op, Span, Value, ValueData, ValueDef};
use dialect::ops::OpKind;
use dialect::types::{FunctionType, Type};

/// Whether `t` is `!stablehlo.token`.
fn is_token(t: &Type) -> bool {
    matches!(t, Type::Opaque(s) if s == "!stablehlo.token")
}

/// Whether a value of type `t` crosses a call as something other than itself.
fn expands(t: &Type) -> bool {
    matches!(t, Type::Tuple(_)) || is_token(t)
}

/// The types a value of type `t` crosses a call as: its leaves, tokens left out.
fn leaves(t: &Type, out: &mut Vec<Type>) {
    match t {
        Type::Tuple(items) => items.iter().for_each(|i| leaves(i, out)),
        t if is_token(t) => {}
        t => out.push(t.clone()),
    }
}

fn flat(types: &[Type]) -> Vec<Type> {
    let mut out = Vec::new();
    types.iter().for_each(|t| leaves(t, &mut out));
    out
}

/// Flattens every function's signature, its returns and every call of it. Returns whether it
/// changed anything, and the errors (donation annotations on what has no storage of its own).
pub(crate) fn run(m: &mut Module) -> (bool, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let mut changed: HashSet<String> = HashSet::new();
    let funcs: Vec<Op> = m.functions().collect();
    for f in funcs {
        let Some(ft) = m.func_type(f).cloned() else {
            continue;
        };
        if !ft.inputs.iter().chain(&ft.results).any(expands) {
            continue;
        }
        if let Err(d) = signature(m, f, &ft) {
            diags.push(*d);
            continue;
        }
        if let Some(name) = m.func_name(f) {
            changed.insert(name.to_string());
        }
    }
    if changed.is_empty() {
        return (false, diags);
    }
    let mut calls = Vec::new();
    let top = m.top;
    m.walk(top, &mut |op| {
        if m.ops[op].is(OpKind::Call) || m.ops[op].is(OpKind::RunParallel) {
            calls.push(op);
        }
    });
    for call in calls {
        if m.ops[call].is(OpKind::RunParallel) {
            // Its operands and results are its programs' in turn: flattened as a call's, they
            // are the flattened programs' (each program's tuples and tokens are its own).
            let d = &m.ops[call];
            if d.operands
                .iter()
                .chain(&d.results)
                .any(|&v| expands(m.ty(v)))
            {
                call_site(m, call);
            }
            continue;
        }
        let callee = match m.ops[call].attr("callee") {
            Some(Attribute::SymbolRef(s)) => s.clone(),
            _ => continue,
        };
        if changed.contains(&callee) {
            call_site(m, call);
        }
    }
    (true, diags)
}

fn unsupported(span: Span, msg: String) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(
        diag::NOT_SUPPORTED_YET,
        span,
        msg,
        "tuple or token in a donation",
    ))
}

/// Flattens `f`'s signature (type, argument and result attributes, entry block arguments) and
/// its returns.
fn signature(m: &mut Module, f: Op, ft: &FunctionType) -> Result<(), Box<Diagnostic>> {
    let fname = m.func_name(f).unwrap_or("?").to_string();
    // Where each old result lands among the new ones (`None` for a tuple or a token).
    let mut result_index = Vec::new();
    let mut next = 0usize;
    for t in &ft.results {
        if expands(t) {
            result_index.push(None);
            let mut l = Vec::new();
            leaves(t, &mut l);
            next += l.len();
        } else {
            result_index.push(Some(next));
            next += 1;
        }
    }
    // Argument attributes: kept with their argument, donation indices renumbered.
    let entry = m.entry_block(f);
    let arg_span = |m: &Module, i: usize| {
        entry
            .and_then(|b| m.blocks[b].args.get(i))
            .map_or(m.ops[f].span, |&a| m.values[a].span)
    };
    if let Some(Attribute::Array(items)) = m.ops[f].attr("arg_attrs").cloned() {
        let mut out = Vec::new();
        for (i, (item, t)) in items.iter().zip(&ft.inputs).enumerate() {
            let mut dict = match item {
                Attribute::Dict(d) => d.clone(),
                other => {
                    out.push(other.clone());
                    continue;
                }
            };
            let donates = dict
                .keys()
                .any(|k| OUTPUT_ATTRS.contains(&k.as_str()) || k == "abi.consume");
            if expands(t) {
                if donates {
                    return Err(unsupported(
                        arg_span(m, i),
                        format!(
                            "argument {i} of @{fname} is a `{t}` with a donation annotation: only tensors can be donated"
                        ),
                    ));
                }
                let mut l = Vec::new();
                leaves(t, &mut l);
                out.extend(l.iter().map(|_| Attribute::Dict(AttrDict::new())));
                continue;
            }
            for key in OUTPUT_ATTRS {
                if let Some(Attribute::Int { value, ty }) = dict.get(*key).cloned() {
                    let Some(r) = usize::try_from(value)
                        .ok()
                        .and_then(|r| result_index.get(r))
                    else {
                        continue; // out of range: the ABI check reports it (E0501).
                    };
                    let Some(new) = r else {
                        return Err(unsupported(
                            arg_span(m, i),
                            format!(
                                "argument {i} of @{fname} donates to result {value}, a `{}`: only tensor results can receive a donation",
                                ft.results[value as usize]
                            ),
                        ));
                    };
                    dict.insert(
                        (*key).to_string(),
                        Attribute::Int {
                            value: *new as i64,
                            ty,
                        },
                    );
                }
            }
            out.push(Attribute::Dict(dict));
        }
        set_attr(m, f, "arg_attrs", Attribute::Array(out));
    }
    if let Some(Attribute::Array(items)) = m.ops[f].attr("res_attrs").cloned() {
        set_attr(
            m,
            f,
            "res_attrs",
            Attribute::Array(expand_attrs(&items, &ft.results)),
        );
    }
    set_attr(
        m,
        f,
        "function_type",
        Attribute::Type(Type::Function(FunctionType {
            inputs: flat(&ft.inputs),
            results: flat(&ft.results),
        })),
    );
    let Some(entry) = m.entry_block(f) else {
        return Ok(()); // a declaration: no body to rewrite.
    };
    // Entry block arguments: each tuple becomes its leaves, each token goes.
    let old_args = m.blocks[entry].args.clone();
    let mut new_args = Vec::new();
    let mut rebuild = Vec::new();
    for &a in &old_args {
        let t = m.ty(a).clone();
        if !expands(&t) {
            new_args.push(a);
            continue;
        }
        let mut l = Vec::new();
        leaves(&t, &mut l);
        let span = m.values[a].span;
        let vals: Vec<Value> = l
            .into_iter()
            .map(|ty| {
                m.values.push(ValueData {
                    ty,
                    def: ValueDef::BlockArg(entry, 0),
                    span,
                })
            })
            .collect();
        new_args.extend(&vals);
        rebuild.push((a, t, vals));
    }
    for (i, &v) in new_args.iter().enumerate() {
        m.values[v].def = ValueDef::BlockArg(entry, i as u32);
    }
    m.blocks[entry].args = new_args;
    let mut at = 0;
    let mut map = HashMap::new();
    for (old, t, vals) in rebuild {
        let mut it = vals.into_iter();
        let v = assemble(m, entry, &mut at, &t, &mut it, m.values[old].span);
        map.insert(old, v);
    }
    m.replace_uses(&map);
    // Returns: each tuple operand becomes its leaves, each token goes.
    let blocks: Vec<Block> = m.ops[f]
        .regions
        .iter()
        .flat_map(|&r| m.regions[r].blocks.clone())
        .collect();
    for b in blocks {
        let rets: Vec<Op> = m.blocks[b]
            .ops
            .iter()
            .copied()
            .filter(|&o| m.ops[o].is(OpKind::Return))
            .collect();
        for ret in rets {
            let operands = m.ops[ret].operands.clone();
            let mut out = Vec::new();
            let mut at = m.index_in_block(ret).unwrap_or(0);
            for v in operands {
                disassemble(m, b, &mut at, v, &mut out);
            }
            m.ops[ret].operands = out;
        }
    }
    Ok(())
}

/// `attrs` (one per value of `types`) for the flattened values: each leaf of a tuple gets an
/// empty dictionary, tokens none.
fn expand_attrs(attrs: &[Attribute], types: &[Type]) -> Vec<Attribute> {
    let mut out = Vec::new();
    for (a, t) in attrs.iter().zip(types) {
        if expands(t) {
            let mut l = Vec::new();
            leaves(t, &mut l);
            out.extend(l.iter().map(|_| Attribute::Dict(AttrDict::new())));
        } else {
            out.push(a.clone());
        }
    }
    out
}

/// Sets attribute `name` of `op` where it is (a property or a discardable attribute), else as a
/// property.
fn set_attr(m: &mut Module, op: Op, name: &str, value: Attribute) {
    let d = &mut m.ops[op];
    if d.attrs.contains_key(name) {
        d.attrs.insert(name.into(), value);
    } else {
        d.props.insert(name.into(), value);
    }
}

/// Builds a value of type `t` at `block[*at]` from the leaves `it` yields: a tuple of its
/// elements, a fresh token, or the next leaf.
fn assemble(
    m: &mut Module,
    block: Block,
    at: &mut usize,
    t: &Type,
    it: &mut impl Iterator<Item = Value>,
    span: Span,
) -> Value {
    let (kind, operands) = match t {
        Type::Tuple(items) => {
            let elems = items
                .iter()
                .map(|i| assemble(m, block, at, i, it, span))
                .collect();
            (OpKind::Tuple, elems)
        }
        t if is_token(t) => (OpKind::AfterAll, vec![]),
        _ => {
            return it
                .next()
                .expect("one leaf per non-tuple, non-token element (counted by `leaves`)")
        }
    };
    let op = m.create_op(kind, operands, vec![t.clone()], AttrDict::new(), span);
    m.insert_op(block, *at, op);
    *at += 1;
    m.ops[op].results[0]
}

/// Pushes the leaves of `v` onto `out`, taking a tuple's elements with `get_tuple_element` at
/// `block[*at]`; a token gives nothing.
fn disassemble(m: &mut Module, block: Block, at: &mut usize, v: Value, out: &mut Vec<Value>) {
    match m.ty(v).clone() {
        Type::Tuple(items) => {
            let span = m.values[v].span;
            for (i, t) in items.into_iter().enumerate() {
                let mut p = AttrDict::new();
                p.insert(
                    "index".into(),
                    Attribute::Int {
                        value: i as i64,
                        ty: dialect::types::ElemType::I32,
                    },
                );
                let op = m.create_op(OpKind::GetTupleElement, vec![v], vec![t], p, span);
                m.insert_op(block, *at, op);
                *at += 1;
                let e = m.ops[op].results[0];
                disassemble(m, block, at, e, out);
            }
        }
        t if is_token(&t) => {}
        _ => out.push(v),
    }
}

/// Rewrites a call of a flattened function: its operands flattened, a new call with the
/// flattened results, and the old results rebuilt from them.
fn call_site(m: &mut Module, call: Op) {
    let Some(block) = m.ops[call].parent else {
        return;
    };
    let Some(mut at) = m.index_in_block(call) else {
        return;
    };
    let d = m.ops[call].clone();
    let mut operands = Vec::new();
    for &v in &d.operands {
        disassemble(m, block, &mut at, v, &mut operands);
    }
    let old_types: Vec<Type> = d.results.iter().map(|&r| m.ty(r).clone()).collect();
    let new = m.create_op(
        d.name.clone(),
        operands,
        flat(&old_types),
        d.props.clone(),
        d.span,
    );
    m.ops[new].attrs = d.attrs.clone();
    m.ops[new].loc = d.loc.clone();
    let operand_types: Vec<Type> = d.operands.iter().map(|&v| m.ty(v).clone()).collect();
    for (name, types) in [("arg_attrs", &operand_types), ("res_attrs", &old_types)] {
        if let Some(Attribute::Array(items)) = m.ops[new].attr(name).cloned() {
            set_attr(m, new, name, Attribute::Array(expand_attrs(&items, types)));
        }
    }
    m.insert_op(block, at, new);
    at += 1;
    let mut it = m.ops[new].results.clone().into_iter();
    let mut map = HashMap::new();
    for (&old, t) in d.results.iter().zip(&old_types) {
        let v = assemble(m, block, &mut at, t, &mut it, d.span);
        map.insert(old, v);
    }
    m.erase_op(call);
    m.replace_uses(&map);
}
