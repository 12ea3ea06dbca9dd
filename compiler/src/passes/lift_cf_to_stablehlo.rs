//! `lift-cf-to-stablehlo`: a function of several blocks (MLIR's unstructured control flow,
//! `cf.br` and `cf.cond_br`) becomes a function of one block, so that every later pass, the memory
//! plan and the lowering meet only the structured control flow they already handle.
//!
//! The function's blocks become the branches of a `stablehlo.case` inside a `stablehlo.while`
//! (a dispatch loop, the general form of structurizing, which takes any control-flow graph,
//! irreducible ones too). The loop carries the index of the block to run next (`tensor<i32>`; the
//! number of blocks means "returned"), and one value per *slot*: each argument of a block other
//! than the entry, each value defined in one block and used in another, and each function result.
//! A branch runs its block's ops on the slots it reads and returns the next block's index with the
//! slots updated: the successor's arguments get the branch's operands, the values the block defines
//! get their new values, every other slot passes through. That is the SSA meaning: a value used
//! in a block is defined in a block that dominates it, so its latest definition is the one read.
//! Blocks no path reaches are dropped (they never run). Function arguments are read directly.
//!
//! The cost is a copy of the carried slots on each jump where the memory plan cannot compute a
//! slot in place (`memory::carried_in_place`); a loop written with `cf.br` runs as a
//! `stablehlo.while` would. The reference interpreter runs the blocks themselves (it is the
//! check on this rewrite), so this pass is in `irc compile`'s pipeline only.
//!
//! A slot holds a tensor; a scalar (`i1`, `index`) that crosses blocks is E0414 (take it as a
//! rank-0 tensor across the jump instead).

use std::collections::HashMap;

use dialect::attrs::{AttrDict, Attribute, DenseElements, DenseValues};
use dialect::diag::{self, Diagnostic};
use dialect::ir::{Block, Module, Op, Region, Span, Value, ValueDef};
use dialect::ops::OpKind;
use dialect::types::{ElemType, Type};

use super::Pass;

/// The pass.
pub struct LiftCfToStablehlo;

impl Pass for LiftCfToStablehlo {
    fn name(&self) -> &'static str {
        "lift-cf-to-stablehlo"
    }
    fn description(&self) -> &'static str {
        "turn a function of several blocks (`cf.br`, `cf.cond_br`) into one block: a `stablehlo.while` over the index of the next block whose body is a `stablehlo.case` of the blocks"
    }
    fn handles_blocks(&self) -> bool {
        true
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        let funcs: Vec<Op> = m
            .functions()
            .filter(|&f| {
                m.ops[f]
                    .regions
                    .first()
                    .is_some_and(|&r| m.regions[r].blocks.len() > 1)
            })
            .collect();
        let mut diags = Vec::new();
        for f in funcs {
            if let Err(d) = lift(m, f) {
                diags.push(*d);
            }
        }
        diags
    }
}

type Fallible<T> = Result<T, Box<Diagnostic>>;

/// The zero of a slot's type, the slot's value before any block writes it (never read: a slot is
/// read only in blocks that its writer dominates, or that are entered by a jump that sets it).
fn zero(m: &mut Module, block: Block, ty: &Type, span: Span, what: &str) -> Fallible<Value> {
    let Type::Tensor { elem, .. } = ty else {
        return Err(Box::new(
            Diagnostic::error(
                diag::NOT_SUPPORTED_YET,
                span,
                format!("{what} of type {ty} crosses from one block to another, which the compiled path does not support yet"),
                "crosses blocks",
            )
            .note("carry it as a tensor (a rank-0 tensor for a scalar) across the jump; `tensor.extract` just before the use"),
        ));
    };
    let values = if elem.is_float() {
        DenseValues::Float(vec![0.0])
    } else if elem.is_complex() {
        DenseValues::Complex(vec![(0.0, 0.0)])
    } else {
        DenseValues::Int(vec![0])
    };
    Ok(constant(m, block, ty.clone(), values, span))
}

fn constant(m: &mut Module, block: Block, ty: Type, values: DenseValues, span: Span) -> Value {
    let mut p = AttrDict::new();
    p.insert(
        "value".into(),
        Attribute::Dense(DenseElements::new(ty.clone(), values)),
    );
    let op = m.create_op(OpKind::Constant, vec![], vec![ty], p, span);
    m.append_op(block, op);
    m.ops[op].results[0]
}

fn index_const(m: &mut Module, block: Block, i: usize, span: Span) -> Value {
    constant(
        m,
        block,
        Type::tensor(vec![], ElemType::I32),
        DenseValues::Int(vec![i as i64]),
        span,
    )
}

/// A region of `owner` with one block taking `args`.
fn region_block(
    m: &mut Module,
    owner: Op,
    args: &[Type],
    span: Span,
) -> (Region, Block, Vec<Value>) {
    let r = m.add_region(owner);
    let b = m.add_block(r);
    let vals = args
        .iter()
        .map(|t| m.add_block_arg(b, t.clone(), span))
        .collect();
    (r, b, vals)
}

fn ret(m: &mut Module, block: Block, vals: Vec<Value>, span: Span) {
    let op = m.create_op(OpKind::StablehloReturn, vals, vec![], AttrDict::new(), span);
    m.append_op(block, op);
}

/// `c ? a : b` for values of any one type: a `stablehlo.case` on `c ? 0 : 1`.
fn choose(
    m: &mut Module,
    block: Block,
    c: Value,
    a: &[Value],
    b: &[Value],
    span: Span,
) -> Vec<Value> {
    let i32t = Type::tensor(vec![], ElemType::I32);
    let (zero, one) = (
        index_const(m, block, 0, span),
        index_const(m, block, 1, span),
    );
    let sel = m.create_op(
        OpKind::Arith(dialect::ops::ArithOp::Select),
        vec![c, zero, one],
        vec![i32t],
        AttrDict::new(),
        span,
    );
    m.append_op(block, sel);
    let idx = m.ops[sel].results[0];
    let types: Vec<Type> = a.iter().map(|&v| m.ty(v).clone()).collect();
    let case = m.create_op(OpKind::Case, vec![idx], types, AttrDict::new(), span);
    for vals in [a, b] {
        let (_, rb, _) = region_block(m, case, &[], span);
        ret(m, rb, vals.to_vec(), span);
    }
    m.append_op(block, case);
    m.ops[case].results.clone()
}

fn lift(m: &mut Module, f: Op) -> Fallible<()> {
    let span = m.ops[f].span;
    let region = m.ops[f].regions[0];
    let all_blocks = m.regions[region].blocks.clone();
    let idom = m.region_idoms(region);
    // The blocks a path reaches, in order; the entry is 0.
    let blocks: Vec<Block> = all_blocks
        .iter()
        .zip(&idom)
        .filter(|(_, d)| d.is_some())
        .map(|(&b, _)| b)
        .collect();
    let index: HashMap<Block, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let exit = blocks.len();
    let entry = blocks[0];
    // What the verifier guarantees and the rewrite relies on (the pass may run without it):
    // every block ends with a return or a branch to blocks of the region other than the entry.
    for &b in &blocks {
        let ok = m.blocks[b].ops.last().is_some_and(|&t| {
            let d = &m.ops[t];
            let n = match d.kind() {
                Some(OpKind::Return) => 0,
                Some(OpKind::Br) => 1,
                Some(OpKind::CondBr) => 2,
                _ => return false,
            };
            d.successors.len() == n
                && d.successors.iter().enumerate().all(|(i, s)| {
                    *s != entry
                        && index.contains_key(s)
                        && m.successor_operands(t, i).len() == m.blocks[*s].args.len()
                })
        });
        if !ok {
            return Err(Box::new(Diagnostic::error(
                diag::INTERNAL,
                m.blocks[b].span,
                "a block that does not end with `func.return` or a well-formed branch reached lift-cf-to-stablehlo (run `verify` first)",
                "this block",
            )));
        }
    }
    let results = m
        .func_type(f)
        .map(|ft| ft.results.clone())
        .unwrap_or_default();

    // Which block defines each value of the body's top level.
    let mut def_block: HashMap<Value, usize> = HashMap::new();
    for (i, &b) in blocks.iter().enumerate() {
        if i > 0 {
            for &a in &m.blocks[b].args {
                def_block.insert(a, i);
            }
        }
        for &o in &m.blocks[b].ops {
            for &r in &m.ops[o].results {
                def_block.insert(r, i);
            }
        }
    }
    // The slots: block arguments, then values used outside their block, in definition order.
    let mut slots: Vec<Value> = Vec::new();
    let mut slot_of: HashMap<Value, usize> = HashMap::new();
    for &b in &blocks[1..] {
        for &a in &m.blocks[b].args {
            slot_of.insert(a, slots.len());
            slots.push(a);
        }
    }
    let mut crossing: Vec<Value> = Vec::new();
    for (i, &b) in blocks.iter().enumerate() {
        for &o in &m.blocks[b].ops {
            let mut nested = vec![o];
            m.walk(o, &mut |x| nested.push(x));
            for x in nested {
                for &v in &m.ops[x].operands {
                    if def_block.get(&v).is_some_and(|&d| d != i) && !slot_of.contains_key(&v) {
                        slot_of.insert(v, usize::MAX);
                        crossing.push(v);
                    }
                }
            }
        }
    }
    crossing.sort_by_key(|&v| match m.values[v].def {
        ValueDef::Result(op, k) => (def_block[&v], m.index_in_block(op).unwrap_or(0), k),
        ValueDef::BlockArg(_, k) => (def_block[&v], 0, k),
    });
    for v in crossing {
        slot_of.insert(v, slots.len());
        slots.push(v);
    }
    let first_result = slots.len();
    // Carried: the next block's index, the slots, the results.
    let i32t = Type::tensor(vec![], ElemType::I32);
    let mut carried: Vec<Type> = vec![i32t.clone()];
    carried.extend(slots.iter().map(|&v| m.ty(v).clone()));
    carried.extend(results.iter().cloned());

    // Take the old ops out of every block; the entry block becomes the whole body.
    let old_ops: Vec<Vec<Op>> = blocks
        .iter()
        .map(|&b| std::mem::take(&mut m.blocks[b].ops))
        .collect();
    for &b in &all_blocks {
        if !index.contains_key(&b) {
            for o in std::mem::take(&mut m.blocks[b].ops) {
                m.ops[o].parent = None;
            }
        }
    }
    for ops in &old_ops {
        for &o in ops {
            m.ops[o].parent = None;
        }
    }
    m.regions[region].blocks = vec![entry];

    let mut inits = vec![index_const(m, entry, 0, span)];
    for (k, ty) in carried.iter().enumerate().skip(1) {
        let what = if k - 1 < first_result {
            let v = slots[k - 1];
            if matches!(m.values[v].def, ValueDef::BlockArg(..)) {
                "a block argument"
            } else {
                "a value"
            }
        } else {
            "a function result"
        };
        let vspan = if k - 1 < first_result {
            m.values[slots[k - 1]].span
        } else {
            span
        };
        inits.push(zero(m, entry, ty, vspan, what)?);
    }
    let w = m.create_op(OpKind::While, inits, carried.clone(), AttrDict::new(), span);
    // cond: the next block is not "returned".
    let (_, cb, cargs) = region_block(m, w, &carried, span);
    let ex = index_const(m, cb, exit, span);
    let mut p = AttrDict::new();
    p.insert(
        "comparison_direction".into(),
        Attribute::stablehlo_enum("comparison_direction", "NE"),
    );
    let cmp = m.create_op(
        OpKind::Compare,
        vec![cargs[0], ex],
        vec![Type::tensor(vec![], ElemType::I1)],
        p,
        span,
    );
    m.append_op(cb, cmp);
    let c = m.ops[cmp].results[0];
    ret(m, cb, vec![c], span);
    // body: a case over the blocks.
    let (_, bb, bargs) = region_block(m, w, &carried, span);
    let case = m.create_op(
        OpKind::Case,
        vec![bargs[0]],
        carried.clone(),
        AttrDict::new(),
        span,
    );
    for (i, ops) in old_ops.iter().enumerate() {
        let (_, rb, _) = region_block(m, case, &[], span);
        let mut map: HashMap<Value, Value> = HashMap::new();
        for (k, &v) in slots.iter().enumerate() {
            map.insert(v, bargs[1 + k]);
        }
        let Some((&term, body)) = ops.split_last() else {
            return Err(Box::new(Diagnostic::error(
                diag::INTERNAL,
                span,
                "a block without a terminator reached lift-cf-to-stablehlo",
                "here",
            )));
        };
        for &o in body {
            let c = m.clone_op(o, &mut map);
            m.append_op(rb, c);
        }
        let get = |map: &HashMap<Value, Value>, v: Value| *map.get(&v).unwrap_or(&v);
        // Every slot this block defines takes its new value; the others pass through.
        let mut outs: Vec<Value> = bargs.clone();
        for (k, &v) in slots.iter().enumerate() {
            if def_block.get(&v) == Some(&i) && !matches!(m.values[v].def, ValueDef::BlockArg(..)) {
                outs[1 + k] = get(&map, v);
            }
        }
        let td = m.ops[term].clone();
        let set_args = |m: &Module, outs: &mut Vec<Value>, s: Block, vals: &[Value]| {
            for (&a, &v) in m.blocks[s].args.iter().zip(vals) {
                outs[1 + slot_of[&a]] = v;
            }
        };
        match td.kind() {
            Some(OpKind::Return) => {
                outs[0] = index_const(m, rb, exit, td.span);
                for (k, &v) in td.operands.iter().enumerate() {
                    outs[1 + first_result + k] = get(&map, v);
                }
            }
            Some(OpKind::Br) => {
                let s = td.successors[0];
                outs[0] = index_const(m, rb, index[&s], td.span);
                let vals: Vec<Value> = m.successor_operands(term, 0).iter().map(|&v| get(&map, v)).collect();
                set_args(m, &mut outs, s, &vals);
            }
            Some(OpKind::CondBr) => {
                let (t, e) = (td.successors[0], td.successors[1]);
                let c = get(&map, td.operands[0]);
                let tv: Vec<Value> = m.successor_operands(term, 0).iter().map(|&v| get(&map, v)).collect();
                let ev: Vec<Value> = m.successor_operands(term, 1).iter().map(|&v| get(&map, v)).collect();
                let (ti, ei) = (index_const(m, rb, index[&t], td.span), index_const(m, rb, index[&e], td.span));
                let sel = m.create_op(
                    OpKind::Arith(dialect::ops::ArithOp::Select),
                    vec![c, ti, ei],
                    vec![i32t.clone()],
                    AttrDict::new(),
                    td.span,
                );
                m.append_op(rb, sel);
                outs[0] = m.ops[sel].results[0];
                if t == e {
                    if !tv.is_empty() {
                        let picked = choose(m, rb, c, &tv, &ev, td.span);
                        set_args(m, &mut outs, t, &picked);
                    }
                } else {
                    set_args(m, &mut outs, t, &tv);
                    set_args(m, &mut outs, e, &ev);
                }
            }
            _ => {
                return Err(Box::new(Diagnostic::error(
                    diag::INTERNAL,
                    td.span,
                    format!("`{}` ends a block of a function; the verifier admits only `func.return`, `cf.br` and `cf.cond_br`", td.name),
                    "here",
                )))
            }
        }
        ret(m, rb, outs, span);
    }
    m.append_op(bb, case);
    let case_results = m.ops[case].results.clone();
    ret(m, bb, case_results, span);
    m.append_op(entry, w);
    let finals: Vec<Value> = m.ops[w].results[1 + first_result..].to_vec();
    let r = m.create_op(OpKind::Return, finals, vec![], AttrDict::new(), span);
    m.append_op(entry, r);
    Ok(())
}
