//! The printer: writes the pretty form, with value names chosen as MLIR chooses them.
//!
//! Names are not kept from the source. They are assigned the way MLIR's `SSANameState` does it:
//! function arguments `%argN`, constants `%cst`/`%c` with `_N` suffixes on conflicts, other results
//! numbered `%N` in order, nested regions continuing the numbering of their parent, and multi-result
//! groups printed `%N:K` and used as `%N#i`. So a module that JAX printed prints back byte for byte, and
//! the generic and pretty forms of one module print the same text.

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use crate::attrs::{write_dict, AttrDict, Attribute};
use crate::ir::{Block, Module, Op, Region, Value, ValueDef};
use crate::ops::OpKind;
use crate::types::{write_type_list, Type};

/// Prints a module in the pretty form.
pub fn print_module(m: &Module) -> String {
    let names = assign_names(m);
    let mut p = Printer {
        m,
        names,
        out: String::new(),
        generic: false,
    };
    p.print_op(m.top, 0);
    p.out.push('\n');
    p.out
}

/// Prints a module with every op in MLIR's generic form (`mlir-opt --mlir-print-op-generic`):
/// the quoted name, operands, `<{properties}>`, `({regions})` with every block's label and
/// arguments, `{attributes}` and the function type; the module and functions too.
pub fn print_module_generic(m: &Module) -> String {
    let names = assign_names(m);
    let mut p = Printer {
        m,
        names,
        out: String::new(),
        generic: true,
    };
    p.print_op(m.top, 0);
    p.out.push('\n');
    p.out
}

/// Prints one op (and its regions) in the pretty form, with names assigned over the whole module.
pub fn print_op(m: &Module, op: Op) -> String {
    let names = assign_names(m);
    let mut p = Printer {
        m,
        names,
        out: String::new(),
        generic: false,
    };
    p.print_op(op, 0);
    p.out
}

#[derive(Default)]
struct Names {
    /// Printed name of each value, without `%` (e.g. `0`, `cst_1`, `arg2`, `8#1`).
    values: HashMap<Value, String>,
    /// For each op with more than one result, the group name without `%`.
    groups: HashMap<Op, String>,
    /// Ops whose results are named one by one (`%values, %indices = chlo.top_k ...`).
    split: HashSet<Op>,
    /// Block labels (without `^`).
    blocks: HashMap<Block, String>,
}

fn name_hint(m: &Module, op: Op) -> Option<String> {
    let d = &m.ops[op];
    match d.kind()? {
        OpKind::Constant => {
            let e = d.results.first().and_then(|&r| m.ty(r).elem())?;
            Some(if e.is_integer() {
                "c".into()
            } else {
                "cst".into()
            })
        }
        // `tensor.extract`'s, `tensor.expand_shape`'s, `tensor.collapse_shape`'s and `tensor.dim`'s
        // `getAsmResultNames`.
        OpKind::TensorExtract => Some("extracted".into()),
        OpKind::TensorExpandShape => Some("expanded".into()),
        OpKind::TensorCollapseShape => Some("collapsed".into()),
        OpKind::TensorDim => Some("dim".into()),
        OpKind::Arith(crate::ops::ArithOp::Constant) => match d.attr("value")? {
            Attribute::Int { value, ty } => Some(if *ty == crate::types::ElemType::I1 {
                if *value != 0 {
                    "true".into()
                } else {
                    "false".into()
                }
            } else if *ty == crate::types::ElemType::Index {
                format!("c{value}")
            } else {
                format!("c{value}_{ty}")
            }),
            Attribute::Bool(b) => Some(if *b { "true".into() } else { "false".into() }),
            _ => Some("cst".into()),
        },
        _ => None,
    }
}

/// The names MLIR gives each result of an op whose declarative assembly format names several
/// results (ODS generates `getAsmResultNames` for them): `%output_state, %output =
/// stablehlo.rng_bit_generator ...`, `%values, %indices = chlo.top_k ...`.
fn result_hints(kind: OpKind) -> Option<&'static [&'static str]> {
    match kind {
        OpKind::RngBitGenerator => Some(&["output_state", "output"]),
        OpKind::Chlo(crate::ops::ChloOp::TopK) => Some(&["values", "indices"]),
        _ => None,
    }
}

/// The name MLIR gives entry block argument `i` of a region of `op` (its
/// `getAsmBlockArgumentNames`): `stablehlo.while`'s loop values are `%iterArg`, `%iterArg_N`;
/// `chlo.scan`'s are `%input`.. for the inputs and `%carry`.. for the carries; `linalg.generic`'s
/// `%in`.. for its inputs and `%out`.. for its outputs.
fn block_arg_hint(m: &Module, op: Op, i: usize) -> Option<&'static str> {
    match m.ops[op].kind()? {
        OpKind::While => Some("iterArg"),
        OpKind::LinalgGeneric => {
            let inputs = match m.ops[op].attr("operandSegmentSizes") {
                Some(Attribute::DenseArray { values, .. }) => values.first().copied()?,
                _ => return None,
            };
            Some(if (i as i64) < inputs { "in" } else { "out" })
        }
        OpKind::Chlo(crate::ops::ChloOp::Scan) => {
            let inputs = match m.ops[op].attr("operandSegmentSizes") {
                Some(Attribute::DenseArray { values, .. }) => values.first().copied()?,
                _ => return None,
            };
            Some(if (i as i64) < inputs {
                "input"
            } else {
                "carry"
            })
        }
        _ => None,
    }
}

struct Ctx {
    next_value: u64,
    next_arg: u64,
    next_conflict: u64,
    used: HashSet<String>,
}

impl Ctx {
    fn unique(&mut self, name: &str) -> String {
        let name = if name.is_empty() {
            "_".to_string()
        } else {
            name.to_string()
        };
        if !self.used.contains(&name) {
            self.used.insert(name.clone());
            return name;
        }
        loop {
            let probe = format!("{name}_{}", self.next_conflict);
            self.next_conflict += 1;
            if !self.used.contains(&probe) {
                self.used.insert(probe.clone());
                return probe;
            }
        }
    }
}

fn assign_names(m: &Module) -> Names {
    let mut names = Names::default();
    let mut stack: Vec<(Region, Ctx)> = Vec::new();
    for &r in m.ops[m.top].regions.iter().rev() {
        stack.push((
            r,
            Ctx {
                next_value: 0,
                next_arg: 0,
                next_conflict: 0,
                used: HashSet::new(),
            },
        ));
    }
    while let Some((region, mut ctx)) = stack.pop() {
        let parent = m.regions[region].parent;
        for (bi, &b) in m.regions[region].blocks.iter().enumerate() {
            names.blocks.insert(b, format!("bb{bi}"));
            for (ai, &arg) in m.blocks[b].args.iter().enumerate() {
                let hint = parent.and_then(|p| block_arg_hint(m, p, ai));
                let n = if let Some(hint) = hint.filter(|_| bi == 0) {
                    ctx.unique(hint)
                } else if bi == 0 {
                    let n = format!("arg{}", ctx.next_arg);
                    ctx.next_arg += 1;
                    ctx.unique(&n)
                } else {
                    let n = ctx.next_value.to_string();
                    ctx.next_value += 1;
                    n
                };
                names.values.insert(arg, n);
            }
            for &op in &m.blocks[b].ops {
                let results = &m.ops[op].results;
                if results.is_empty() {
                    continue;
                }
                let hints = m.ops[op]
                    .kind()
                    .and_then(result_hints)
                    .filter(|h| h.len() == results.len());
                if let Some(hints) = hints {
                    for (&r, hint) in results.iter().zip(hints) {
                        names.values.insert(r, ctx.unique(hint));
                    }
                    names.split.insert(op);
                    continue;
                }
                let base = match name_hint(m, op) {
                    Some(h) => ctx.unique(&h),
                    None => {
                        let n = ctx.next_value.to_string();
                        ctx.next_value += 1;
                        n
                    }
                };
                if results.len() > 1 {
                    names.groups.insert(op, base.clone());
                    for (i, &r) in results.iter().enumerate() {
                        names.values.insert(r, format!("{base}#{i}"));
                    }
                } else {
                    names.values.insert(results[0], base);
                }
            }
        }
        // Nested regions continue from where this region ended, each with its own copy of the names
        // used so far.
        let mut nested = Vec::new();
        for &b in &m.regions[region].blocks {
            for &op in &m.blocks[b].ops {
                for &r in &m.ops[op].regions {
                    nested.push(r);
                }
            }
        }
        for r in nested.into_iter().rev() {
            stack.push((
                r,
                Ctx {
                    next_value: ctx.next_value,
                    next_arg: ctx.next_arg,
                    next_conflict: ctx.next_conflict,
                    used: ctx.used.clone(),
                },
            ));
        }
    }
    names
}

/// The printer's state: the module, the names of its values and blocks, and the text so far. The
/// pretty form of each syntax family is a method on it in [`crate::syntax`].
pub(crate) struct Printer<'a> {
    pub(crate) m: &'a Module,
    names: Names,
    out: String,
    /// Every op in the generic form.
    generic: bool,
}

/// `n` spaces.
pub(crate) fn indent(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n));
}

impl Printer<'_> {
    pub(crate) fn v(&self, v: Value) -> String {
        match self.names.values.get(&v) {
            Some(n) => format!("%{n}"),
            None => format!("%<<unnamed {v}>>"),
        }
    }

    /// `^bbN`: a block's label.
    pub(crate) fn block_name(&self, b: Block) -> String {
        match self.names.blocks.get(&b) {
            Some(n) => format!("^{n}"),
            None => format!("^<<unknown {b}>>"),
        }
    }

    /// MLIR's comment after a block's label: `  // pred: ^bb0`, `  // 2 preds: ^bb0, ^bb2`
    /// (every branch edge, in block order), or `  // no predecessors`.
    fn preds_comment(&self, r: Region, b: Block) -> String {
        let blocks = &self.m.regions[r].blocks;
        let mut preds: Vec<(usize, Block)> = Vec::new();
        for (i, &p) in blocks.iter().enumerate() {
            for &s in self.m.block_successors(p) {
                if s == b {
                    preds.push((i, p));
                }
            }
        }
        match preds.as_slice() {
            [] => "  // no predecessors".to_string(),
            // Two edges from one block (a `cf.cond_br` with one successor twice) are two
            // predecessors, as MLIR's `Block::getSinglePredecessor` counts them.
            [(_, p)] => format!("  // pred: {}", self.block_name(*p)),
            _ => {
                let names: Vec<String> = preds.iter().map(|&(_, p)| self.block_name(p)).collect();
                format!("  // {} preds: {}", preds.len(), names.join(", "))
            }
        }
    }

    pub(crate) fn ty(&self, v: Value) -> &Type {
        self.m.ty(v)
    }

    pub(crate) fn operand_list(&self, ops: &[Value]) -> String {
        ops.iter()
            .map(|&v| self.v(v))
            .collect::<Vec<_>>()
            .join(", ")
    }

    pub(crate) fn types_of(&self, vals: &[Value]) -> Vec<Type> {
        vals.iter().map(|&v| self.ty(v).clone()).collect()
    }

    pub(crate) fn fn_type(&self, op: Op) -> String {
        let d = &self.m.ops[op];
        let mut s = String::from("(");
        let _ = write_type_list(&mut s, &self.types_of(&d.operands));
        s.push_str(") -> ");
        let res = self.types_of(&d.results);
        if res.len() == 1 && !matches!(res[0], Type::Function(_)) {
            let _ = write!(s, "{}", res[0]);
        } else {
            s.push('(');
            let _ = write_type_list(&mut s, &res);
            s.push(')');
        }
        s
    }

    /// `: T` when every operand and the result share one type, else the functional type.
    pub(crate) fn same_or_fn_type(&self, op: Op) -> String {
        let d = &self.m.ops[op];
        if d.results.len() == 1
            && d.operands
                .iter()
                .all(|&o| self.ty(o) == self.ty(d.results[0]))
        {
            format!("{}", self.ty(d.results[0]))
        } else {
            self.fn_type(op)
        }
    }

    /// ` {a = 1}` with every attribute except `elided`, or nothing.
    pub(crate) fn attr_dict(&self, op: Op, elided: &[&str]) -> String {
        let d = &self.m.ops[op];
        let mut all: AttrDict = d
            .props
            .iter()
            .chain(d.attrs.iter())
            .filter(|(k, _)| !elided.contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        if all.is_empty() {
            return String::new();
        }
        all.sort_keys();
        let mut s = String::from(" ");
        let _ = write_dict(&mut s, &all);
        s
    }

    fn result_prefix(&self, op: Op) -> String {
        let d = &self.m.ops[op];
        if self.names.split.contains(&op) {
            let list: Vec<String> = d.results.iter().map(|&r| self.v(r)).collect();
            return format!("{} = ", list.join(", "));
        }
        match d.results.len() {
            0 => String::new(),
            1 => format!("{} = ", self.v(d.results[0])),
            n => format!(
                "%{}:{n} = ",
                self.names.groups.get(&op).cloned().unwrap_or_default()
            ),
        }
    }

    pub(crate) fn display_name(&self, op: Op) -> String {
        let d = &self.m.ops[op];
        let name = d.name.as_str();
        // Inside a function, ops of the func dialect drop their prefix (MLIR's default dialect).
        if let Some(short) = name.strip_prefix("func.") {
            if !d.is(OpKind::Func)
                && self
                    .m
                    .parent_op(op)
                    .is_some_and(|p| self.m.ops[p].is(OpKind::Func))
            {
                return short.to_string();
            }
        }
        name.to_string()
    }

    fn print_op(&mut self, op: Op, ind: usize) {
        let text = self.op_text(op, ind);
        self.out.push_str(&text);
    }

    pub(crate) fn print_region(&self, r: Region, ind: usize, print_entry_args: bool) -> String {
        let mut out = String::from("{\n");
        let blocks = &self.m.regions[r].blocks;
        for (i, &b) in blocks.iter().enumerate() {
            let args = &self.m.blocks[b].args;
            if i > 0 || (print_entry_args && !args.is_empty()) {
                indent(&mut out, ind);
                let _ = write!(
                    out,
                    "^{}",
                    self.names.blocks.get(&b).cloned().unwrap_or_default()
                );
                if !args.is_empty() {
                    out.push('(');
                    for (k, &a) in args.iter().enumerate() {
                        if k > 0 {
                            out.push_str(", ");
                        }
                        let _ = write!(out, "{}: {}", self.v(a), self.ty(a));
                    }
                    out.push(')');
                }
                out.push(':');
                if i > 0 {
                    out.push_str(&self.preds_comment(r, b));
                }
                out.push('\n');
            }
            for &o in &self.m.blocks[b].ops {
                indent(&mut out, ind + 2);
                let text = self.op_text(o, ind + 2);
                out.push_str(&text);
                out.push('\n');
            }
        }
        indent(&mut out, ind);
        out.push('}');
        out
    }

    fn op_text(&self, op: Op, ind: usize) -> String {
        let prefix = self.result_prefix(op);
        let pretty = if self.generic {
            None
        } else {
            self.pretty(op, ind)
        };
        let body = pretty.unwrap_or_else(|| self.generic(op, ind));
        prefix + &body
    }

    fn generic(&self, op: Op, ind: usize) -> String {
        let d = &self.m.ops[op];
        let mut s = String::new();
        let _ = crate::attrs::write_string(&mut s, d.name.as_str());
        let _ = write!(s, "({})", self.operand_list(&d.operands));
        if !d.successors.is_empty() {
            let names: Vec<String> = d.successors.iter().map(|&b| self.block_name(b)).collect();
            let _ = write!(s, "[{}]", names.join(", "));
        }
        if !d.props.is_empty() {
            s.push_str(" <");
            let _ = write_dict(&mut s, &d.props);
            s.push('>');
        }
        if !d.regions.is_empty() {
            s.push_str(" (");
            for (i, &r) in d.regions.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                s.push_str(&self.print_region(r, ind, true));
            }
            s.push(')');
        }
        if !d.attrs.is_empty() {
            s.push(' ');
            let _ = write_dict(&mut s, &d.attrs);
        }
        let _ = write!(s, " : {}", self.fn_type(op));
        s
    }

    pub(crate) fn i64_list(values: &[i64]) -> String {
        let items: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        format!("[{}]", items.join(", "))
    }
}

/// The printed name of every value of a module (for diagnostics that want `%name`).
pub fn value_names(m: &Module) -> HashMap<Value, String> {
    assign_names(m)
        .values
        .into_iter()
        .map(|(k, v)| (k, format!("%{v}")))
        .collect()
}

/// Whether `v` is a block argument.
pub fn is_block_arg(m: &Module, v: Value) -> bool {
    matches!(m.values[v].def, ValueDef::BlockArg(..))
}
