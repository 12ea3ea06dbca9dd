//! The printer: writes the pretty form, with value names chosen as MLIR chooses them.
//!
//! Names are not kept from the source. They are assigned the way MLIR's `SSANameState` does it:
//! function arguments `%argN`, constants `%cst`/`%c` with `_N` suffixes on conflicts, other results
//! numbered `%N` in order, nested regions continuing the numbering of their parent, and multi-result
//! groups printed `%N:K` and used as `%N#i`. So a module that JAX printed prints back byte for byte, and
//! the generic and pretty forms of one module print the same text.

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use crate::attrs::{write_dict, write_symbol, AttrDict, Attribute};
use crate::ir::{Block, Module, Op, Region, Value, ValueDef};
use crate::ops::{OpKind, Syntax};
use crate::types::{write_type_list, Type};

/// Prints a module in the pretty form.
pub fn print_module(m: &Module) -> String {
    let names = assign_names(m);
    let mut p = Printer {
        m,
        names,
        out: String::new(),
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
/// `chlo.scan`'s are `%input`.. for the inputs and `%carry`.. for the carries.
fn block_arg_hint(m: &Module, op: Op, i: usize) -> Option<&'static str> {
    match m.ops[op].kind()? {
        OpKind::While => Some("iterArg"),
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

struct Printer<'a> {
    m: &'a Module,
    names: Names,
    out: String,
}

fn indent(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n));
}

impl Printer<'_> {
    fn v(&self, v: Value) -> String {
        match self.names.values.get(&v) {
            Some(n) => format!("%{n}"),
            None => format!("%<<unnamed {v}>>"),
        }
    }

    fn ty(&self, v: Value) -> &Type {
        self.m.ty(v)
    }

    fn operand_list(&self, ops: &[Value]) -> String {
        ops.iter()
            .map(|&v| self.v(v))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn types_of(&self, vals: &[Value]) -> Vec<Type> {
        vals.iter().map(|&v| self.ty(v).clone()).collect()
    }

    fn fn_type(&self, op: Op) -> String {
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
    fn same_or_fn_type(&self, op: Op) -> String {
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
    fn attr_dict(&self, op: Op, elided: &[&str]) -> String {
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

    fn display_name(&self, op: Op) -> String {
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

    fn print_region(&self, r: Region, ind: usize, print_entry_args: bool) -> String {
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
                out.push_str(":\n");
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
        let body = self
            .pretty(op, ind)
            .unwrap_or_else(|| self.generic(op, ind));
        prefix + &body
    }

    fn generic(&self, op: Op, ind: usize) -> String {
        let d = &self.m.ops[op];
        let mut s = String::new();
        let _ = crate::attrs::write_string(&mut s, d.name.as_str());
        let _ = write!(s, "({})", self.operand_list(&d.operands));
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

    fn i64_list(values: &[i64]) -> String {
        let items: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        format!("[{}]", items.join(", "))
    }

    /// The pretty form of ops that have one, or `None` to fall back to the generic form.
    fn pretty(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let kind = d.kind()?;
        let name = kind.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
        let dense = |k: &str| d.attr(k).and_then(|a| a.as_dense_array());
        match kind.syntax() {
            Syntax::Generic => None,
            Syntax::Module => {
                let mut s = String::from("module");
                if let Some(n) = d.attr("sym_name").and_then(|a| a.as_str()) {
                    s.push(' ');
                    let _ = write_symbol(&mut s, n);
                }
                let rest = self.attr_dict(op, &["sym_name"]);
                if !rest.is_empty() {
                    s.push_str(" attributes");
                    s.push_str(&rest);
                }
                if d.regions.len() != 1 || !d.operands.is_empty() || n_res != 0 {
                    return None;
                }
                s.push(' ');
                s.push_str(&self.print_region(d.regions[0], ind, false));
                Some(s)
            }
            Syntax::Func => self.pretty_func(op, ind),
            Syntax::Dispatch => {
                if !d.operands.is_empty() || d.regions.len() != 1 {
                    return None;
                }
                let mut s = format!("{name} -> (");
                let _ = write_type_list(&mut s, &self.types_of(&d.results));
                s.push(')');
                let attrs = self.attr_dict(op, &[]);
                if !attrs.is_empty() {
                    s.push_str(" attributes");
                    s.push_str(&attrs);
                }
                s.push(' ');
                s.push_str(&self.print_region(d.regions[0], ind, false));
                Some(s)
            }
            Syntax::List => {
                if n_res != 0 {
                    return None;
                }
                let mut s = self.display_name(op);
                if n_ops > 0 {
                    let _ = write!(s, " {}", self.operand_list(&d.operands));
                }
                s.push_str(&self.attr_dict(op, &[]));
                if n_ops > 0 {
                    s.push_str(" : ");
                    let _ = write_type_list(&mut s, &self.types_of(&d.operands));
                }
                Some(s)
            }
            Syntax::Alias => {
                if n_ops != 2 || n_res != 1 {
                    return None;
                }
                let (a, b, r) = (d.operands[0], d.operands[1], d.results[0]);
                if self.ty(a) != self.ty(r) || self.ty(b) != self.ty(r) {
                    return None;
                }
                Some(format!(
                    "{name} {}{} : {} to {}",
                    self.v(a),
                    self.attr_dict(op, &[]),
                    self.ty(r),
                    self.v(b)
                ))
            }
            Syntax::Barrier => {
                if self.types_of(&d.operands) != self.types_of(&d.results) {
                    return None;
                }
                if n_ops == 0 {
                    return Some(format!("{name}{}()", self.attr_dict(op, &[])));
                }
                let mut s = format!("{name} {}", self.operand_list(&d.operands));
                s.push_str(&self.attr_dict(op, &[]));
                s.push_str(" : ");
                let _ = write_type_list(&mut s, &self.types_of(&d.operands));
                Some(s)
            }
            Syntax::Call => {
                let callee = match d.attr("callee")? {
                    Attribute::SymbolRef(s) => s.clone(),
                    _ => return None,
                };
                let mut s = self.display_name(op);
                s.push(' ');
                let _ = write_symbol(&mut s, &callee);
                let _ = write!(s, "({})", self.operand_list(&d.operands));
                s.push_str(&self.attr_dict(op, &["callee"]));
                let _ = write!(s, " : {}", self.fn_type(op));
                Some(s)
            }
            Syntax::Constant => {
                if n_ops != 0 || n_res != 1 {
                    return None;
                }
                let v = d.attr("value")?;
                let vty = match v {
                    Attribute::Dense(de) => de.ty.clone(),
                    Attribute::Int { ty, .. } | Attribute::Float { ty, .. } => Type::Scalar(*ty),
                    Attribute::Bool(_) => Type::Scalar(crate::types::ElemType::I1),
                    _ => return None,
                };
                if &vty != self.ty(d.results[0]) {
                    return None;
                }
                Some(format!("{name}{} {v}", self.attr_dict(op, &["value"])))
            }
            Syntax::Dims(key, keyword, shorten) => {
                let dims = dense(key)?;
                if n_ops == 0 || n_res != 1 {
                    return None;
                }
                let ty = if shorten && n_ops == 1 {
                    self.same_or_fn_type(op)
                } else {
                    self.fn_type(op)
                };
                Some(format!(
                    "{name} {}, {keyword} = {}{} : {ty}",
                    self.operand_list(&d.operands),
                    Self::i64_list(dims),
                    self.attr_dict(op, &[key])
                ))
            }
            Syntax::Iota => {
                let dim = d.attr("iota_dimension")?.as_int()?;
                if n_ops != 0 || n_res != 1 {
                    return None;
                }
                Some(format!(
                    "{name} dim = {dim}{} : {}",
                    self.attr_dict(op, &["iota_dimension"]),
                    self.ty(d.results[0])
                ))
            }
            Syntax::Compare => {
                let dir = d.attr("comparison_direction")?.as_enum()?;
                if n_ops != 2 || n_res != 1 {
                    return None;
                }
                let mut s = format!(
                    "{name} {dir}, {}, {}",
                    self.v(d.operands[0]),
                    self.v(d.operands[1])
                );
                if let Some(ct) = d.attr("compare_type") {
                    let _ = write!(s, ", {}", ct.as_enum()?);
                }
                s.push_str(&self.attr_dict(op, &["comparison_direction", "compare_type"]));
                let _ = write!(s, " : {}", self.fn_type(op));
                Some(s)
            }
            Syntax::Select => {
                if n_ops != 3 || n_res != 1 {
                    return None;
                }
                let (p, a, b, r) = (d.operands[0], d.operands[1], d.operands[2], d.results[0]);
                let same = self.ty(a) == self.ty(r) && self.ty(b) == self.ty(r);
                let ty = if !same {
                    self.fn_type(op)
                } else if matches!(kind, OpKind::Arith(_))
                    && *self.ty(p) == Type::Scalar(crate::types::ElemType::I1)
                {
                    format!("{}", self.ty(r))
                } else {
                    format!("{}, {}", self.ty(p), self.ty(r))
                };
                Some(format!(
                    "{name} {}{} : {ty}",
                    self.operand_list(&d.operands),
                    self.attr_dict(op, &[])
                ))
            }
            Syntax::Slice => {
                let (st, li, sr) = (
                    dense("start_indices")?,
                    dense("limit_indices")?,
                    dense("strides")?,
                );
                if st.len() != li.len() || st.len() != sr.len() || n_ops != 1 || n_res != 1 {
                    return None;
                }
                let ranges: Vec<String> = (0..st.len())
                    .map(|i| {
                        if sr[i] == 1 {
                            format!("{}:{}", st[i], li[i])
                        } else {
                            format!("{}:{}:{}", st[i], li[i], sr[i])
                        }
                    })
                    .collect();
                Some(format!(
                    "{name} {} [{}]{} : {}",
                    self.v(d.operands[0]),
                    ranges.join(", "),
                    self.attr_dict(op, &["start_indices", "limit_indices", "strides"]),
                    self.fn_type(op)
                ))
            }
            Syntax::DotGeneral => {
                let Attribute::Dot(dd) = d.attr("dot_dimension_numbers")? else {
                    return None;
                };
                if n_ops != 2 || n_res != 1 {
                    return None;
                }
                let mut s = format!(
                    "{name} {}, {}",
                    self.v(d.operands[0]),
                    self.v(d.operands[1])
                );
                if !dd.lhs_batch.is_empty() || !dd.rhs_batch.is_empty() {
                    let _ = write!(
                        s,
                        ", batching_dims = {} x {}",
                        Self::i64_list(&dd.lhs_batch),
                        Self::i64_list(&dd.rhs_batch)
                    );
                }
                let _ = write!(
                    s,
                    ", contracting_dims = {} x {}",
                    Self::i64_list(&dd.lhs_contract),
                    Self::i64_list(&dd.rhs_contract)
                );
                if let Some(p) = d.attr("precision_config") {
                    let _ = write!(s, ", precision = {}", Self::precision_list(p)?);
                }
                if let Some(a) = d.attr("algorithm") {
                    let Attribute::Struct { name, fields } = a else {
                        return None;
                    };
                    if name != "stablehlo.dot_algorithm" {
                        return None;
                    }
                    s.push_str(", algorithm = ");
                    crate::attrs::write_struct_body(&mut s, fields).ok()?;
                }
                s.push_str(&self.attr_dict(
                    op,
                    &["dot_dimension_numbers", "precision_config", "algorithm"],
                ));
                let _ = write!(s, " : {}", self.fn_type(op));
                Some(s)
            }
            Syntax::Reduce => self.pretty_reduce(op, ind),
            Syntax::Convolution => {
                let Attribute::Conv(c) = d.attr("dimension_numbers")? else {
                    return None;
                };
                if n_ops != 2 || n_res != 1 {
                    return None;
                }
                let mut layouts = String::new();
                c.write_layouts(&mut layouts).ok()?;
                let mut win = Vec::new();
                let mut elided = vec!["dimension_numbers"];
                if let Some(v) = dense("window_strides") {
                    win.push(format!("stride = {}", Self::i64_list(v)));
                    elided.push("window_strides");
                }
                if let Some(a) = d.attr("padding") {
                    let Attribute::Dense(de) = a else { return None };
                    let shape = de.ty.shape()?;
                    if shape.len() != 2 || shape[1] != 2 {
                        return None;
                    }
                    let crate::attrs::DenseValues::Int(vals) = &de.values else {
                        return None;
                    };
                    let rows: Vec<String> = (0..shape[0] as usize)
                        .map(|i| {
                            let at = |k: usize| {
                                if vals.len() == 1 {
                                    vals[0]
                                } else {
                                    vals[2 * i + k]
                                }
                            };
                            format!("[{}, {}]", at(0), at(1))
                        })
                        .collect();
                    win.push(format!("pad = [{}]", rows.join(", ")));
                    elided.push("padding");
                }
                if let Some(v) = dense("lhs_dilation") {
                    win.push(format!("lhs_dilate = {}", Self::i64_list(v)));
                    elided.push("lhs_dilation");
                }
                if let Some(v) = dense("rhs_dilation") {
                    win.push(format!("rhs_dilate = {}", Self::i64_list(v)));
                    elided.push("rhs_dilation");
                }
                if let Some(v) = dense("window_reversal") {
                    let items: Vec<&str> = v
                        .iter()
                        .map(|&b| if b != 0 { "true" } else { "false" })
                        .collect();
                    win.push(format!("reverse = [{}]", items.join(", ")));
                    elided.push("window_reversal");
                }
                Some(format!(
                    "{name}({}, {}) dim_numbers = {layouts}, window = {{{}}}{} : {}",
                    self.v(d.operands[0]),
                    self.v(d.operands[1]),
                    win.join(", "),
                    self.attr_dict(op, &elided),
                    self.fn_type(op)
                ))
            }
            Syntax::OperandsDim(key) => {
                let dim = d.attr(key)?.as_int()?;
                if n_ops == 0 || n_res != 1 {
                    return None;
                }
                Some(format!(
                    "{name} {}, dim = {dim}{} : {}",
                    self.operand_list(&d.operands),
                    self.attr_dict(op, &[key]),
                    self.fn_type(op)
                ))
            }
            Syntax::Pad => {
                let (lo, hi, int) = (
                    dense("edge_padding_low")?,
                    dense("edge_padding_high")?,
                    dense("interior_padding")?,
                );
                if n_ops != 2 || n_res != 1 {
                    return None;
                }
                Some(format!(
                    "{name} {}, {}, low = {}, high = {}, interior = {}{} : {}",
                    self.v(d.operands[0]),
                    self.v(d.operands[1]),
                    Self::i64_list(lo),
                    Self::i64_list(hi),
                    Self::i64_list(int),
                    self.attr_dict(
                        op,
                        &["edge_padding_low", "edge_padding_high", "interior_padding"]
                    ),
                    self.fn_type(op)
                ))
            }
            Syntax::Variadic(shorten) => {
                if n_ops == 0 || n_res != 1 {
                    return None;
                }
                let ty = if shorten {
                    self.same_or_fn_type(op)
                } else {
                    self.fn_type(op)
                };
                Some(format!(
                    "{name} {}{} : {ty}",
                    self.operand_list(&d.operands),
                    self.attr_dict(op, &[])
                ))
            }
            Syntax::Cast => {
                if n_ops != 1 || n_res != 1 {
                    return None;
                }
                Some(format!(
                    "{name} {}{} : {}",
                    self.v(d.operands[0]),
                    self.attr_dict(op, &[]),
                    self.fn_type(op)
                ))
            }
            Syntax::ArithCompare => {
                let pred = d.attr("predicate")?.as_enum()?;
                if n_ops != 2 || n_res != 1 || self.ty(d.operands[0]) != self.ty(d.operands[1]) {
                    return None;
                }
                Some(format!(
                    "{name} {pred}, {}, {}{} : {}",
                    self.v(d.operands[0]),
                    self.v(d.operands[1]),
                    self.attr_dict(op, &["predicate"]),
                    self.ty(d.operands[0])
                ))
            }
            Syntax::ChloUnary => {
                if n_ops != 1 || n_res != 1 {
                    return None;
                }
                Some(format!(
                    "{name} {}{} : {} -> {}",
                    self.v(d.operands[0]),
                    self.attr_dict(op, &[]),
                    self.ty(d.operands[0]),
                    self.ty(d.results[0])
                ))
            }
            Syntax::ArithCast => {
                if n_ops != 1 || n_res != 1 {
                    return None;
                }
                Some(format!(
                    "{name} {}{} : {} to {}",
                    self.v(d.operands[0]),
                    self.attr_dict(op, &[]),
                    self.ty(d.operands[0]),
                    self.ty(d.results[0])
                ))
            }
            Syntax::Unary | Syntax::Binary => {
                let want = if kind.syntax() == Syntax::Binary {
                    2
                } else {
                    1
                };
                if n_ops != want || n_res != 1 || !d.regions.is_empty() {
                    return None;
                }
                let ty = if kind == OpKind::Binary(crate::ops::BinaryOp::Complex)
                    && self.ty(d.operands[0]) == self.ty(d.operands[1])
                    && self.ty(d.operands[0]).elem()
                        == self
                            .ty(d.results[0])
                            .elem()
                            .and_then(|e| e.complex_component())
                {
                    // MLIR's custom<ComplexOpType>: the result type alone.
                    format!("{}", self.ty(d.results[0]))
                } else {
                    self.same_or_fn_type(op)
                };
                Some(format!(
                    "{name} {}{} : {ty}",
                    self.operand_list(&d.operands),
                    self.attr_dict(op, &[]),
                ))
            }
            Syntax::ChloBinary => {
                if n_ops != 2 || n_res != 1 {
                    return None;
                }
                Some(format!(
                    "{name} {}{} : {}, {} -> {}",
                    self.operand_list(&d.operands),
                    self.attr_dict(op, &[]),
                    self.ty(d.operands[0]),
                    self.ty(d.operands[1]),
                    self.ty(d.results[0])
                ))
            }
            Syntax::ReducePrecision => {
                let e = d.attr("exponent_bits")?.as_int()?;
                let m = d.attr("mantissa_bits")?.as_int()?;
                if n_ops != 1 || n_res != 1 {
                    return None;
                }
                Some(format!(
                    "{name} {}, format = e{e}m{m}{} : {}",
                    self.v(d.operands[0]),
                    self.attr_dict(op, &["exponent_bits", "mantissa_bits"]),
                    self.same_or_fn_type(op)
                ))
            }
            Syntax::CustomCall => {
                let target = d.attr("call_target_name")?.as_str()?;
                let mut s = format!("{name} ");
                let _ = write_symbol(&mut s, target);
                let _ = write!(s, "({})", self.operand_list(&d.operands));
                s.push_str(&self.attr_dict(op, &["call_target_name"]));
                let _ = write!(s, " : {}", self.fn_type(op));
                Some(s)
            }
            Syntax::Check => self.pretty_check(op),
            Syntax::Dot => {
                if n_ops != 2 || n_res != 1 {
                    return None;
                }
                let mut s = format!("{name} {}", self.operand_list(&d.operands));
                if let Some(p) = d.attr("precision_config") {
                    let _ = write!(s, ", precision = {}", Self::precision_list(p)?);
                }
                s.push_str(&self.attr_dict(op, &["precision_config"]));
                let _ = write!(s, " : {}", self.fn_type(op));
                Some(s)
            }
            Syntax::SameVariadic => {
                if n_res != 1 {
                    return None;
                }
                let mut s = name.to_string();
                if n_ops > 0 {
                    let _ = write!(s, " {}", self.operand_list(&d.operands));
                }
                s.push_str(&self.attr_dict(op, &[]));
                let _ = write!(s, " : {}", self.same_or_fn_type(op));
                Some(s)
            }
            Syntax::Tuple => {
                if n_res != 1 {
                    return None;
                }
                let ty = self.ty(d.results[0]);
                match ty {
                    Type::Tuple(items) if *items == self.types_of(&d.operands) => {}
                    _ => return None,
                }
                let mut s = name.to_string();
                if n_ops > 0 {
                    let _ = write!(s, " {}", self.operand_list(&d.operands));
                }
                s.push_str(&self.attr_dict(op, &[]));
                let _ = write!(s, " : {ty}");
                Some(s)
            }
            Syntax::GetTupleElement => {
                let index = d.attr("index")?.as_int()?;
                if n_ops != 1 || n_res != 1 {
                    return None;
                }
                Some(format!(
                    "{name} {}[{index}]{} : {}",
                    self.v(d.operands[0]),
                    self.attr_dict(op, &["index"]),
                    self.fn_type(op)
                ))
            }
            Syntax::EnumKeyword(key, keyword, enum_kind) => {
                let case = match d.attr(key)? {
                    Attribute::Enum { kind, value, .. } if kind == enum_kind => value,
                    _ => return None,
                };
                if n_ops == 0 {
                    return None;
                }
                Some(format!(
                    "{name} {}, {keyword} = {case}{} : {}",
                    self.operand_list(&d.operands),
                    self.attr_dict(op, &[key]),
                    self.fn_type(op)
                ))
            }
            Syntax::Fft => {
                let fft_type = match d.attr("fft_type")? {
                    Attribute::Enum { kind, value, .. } if kind == "fft_type" => value,
                    _ => return None,
                };
                let length = dense("fft_length")?;
                if n_ops != 1 || n_res != 1 {
                    return None;
                }
                Some(format!(
                    "{name} {}, type = {fft_type}, length = {}{} : {}",
                    self.v(d.operands[0]),
                    Self::i64_list(length),
                    self.attr_dict(op, &["fft_type", "fft_length"]),
                    self.fn_type(op)
                ))
            }
            Syntax::Einsum => {
                let config = d.attr("einsum_config")?.as_str()?;
                if n_ops == 0 || n_res != 1 {
                    return None;
                }
                let mut s = format!("{name} {}, config = ", self.operand_list(&d.operands));
                let _ = crate::attrs::write_string(&mut s, config);
                s.push_str(&self.attr_dict(op, &["einsum_config"]));
                let _ = write!(s, " : {}", self.fn_type(op));
                Some(s)
            }
            Syntax::Cholesky => {
                if n_ops != 1 || n_res != 1 {
                    return None;
                }
                let mut s = format!("{name} {}", self.v(d.operands[0]));
                // `lower` is printed only when it is not its default, false (MLIR's
                // DefaultValuedOptionalAttr).
                match d.attr("lower") {
                    Some(Attribute::Bool(true)) => s.push_str(", lower = true"),
                    Some(Attribute::Bool(false)) | None => {}
                    Some(_) => return None,
                }
                s.push_str(&self.attr_dict(op, &["lower"]));
                let _ = write!(s, " : {}", self.same_or_fn_type(op));
                Some(s)
            }
            Syntax::Composite => {
                let composite = d.attr("name")?.as_str()?;
                let mut s = format!("{name} ");
                let _ = crate::attrs::write_string(&mut s, composite);
                if n_ops > 0 {
                    let _ = write!(s, " {}", self.operand_list(&d.operands));
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
                s.push_str(&self.attr_dict(op, &["name"]));
                let _ = write!(s, " : {}", self.fn_type(op));
                Some(s)
            }
            Syntax::While => self.pretty_while(op, ind),
            Syntax::Scan => self.pretty_scan(op, ind),
            Syntax::TopK => {
                let k = d.attr("k")?.as_int()?;
                if n_ops != 1 || n_res != 2 {
                    return None;
                }
                let mut s = format!("{name}({}, k = {k}", self.v(d.operands[0]));
                match d.attr("is_stable") {
                    Some(Attribute::Bool(true)) => s.push_str(", is_stable = true"),
                    Some(Attribute::Bool(false)) | None => {}
                    Some(_) => return None,
                }
                s.push(')');
                s.push_str(&self.attr_dict(op, &["k", "is_stable"]));
                let _ = write!(
                    s,
                    " : {} -> ({}, {})",
                    self.ty(d.operands[0]),
                    self.ty(d.results[0]),
                    self.ty(d.results[1])
                );
                Some(s)
            }
        }
    }

    /// `[DEFAULT, HIGH]` from a `precision_config` array of enum cases.
    fn precision_list(config: &Attribute) -> Option<String> {
        let Attribute::Array(items) = config else {
            return None;
        };
        let names: Option<Vec<&str>> = items.iter().map(|a| a.as_enum()).collect();
        Some(format!("[{}]", names?.join(", ")))
    }

    /// `stablehlo.while(%iterArg = %0, ...) : T, ... attributes {...}` and, on the next lines,
    /// `cond { ... } do { ... }`: the regions print without their entry block arguments, which are
    /// named in the header (StableHLO's `printWhileOp`).
    fn pretty_while(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        if d.regions.len() != 2 {
            return None;
        }
        let operand_types = self.types_of(&d.operands);
        if self.types_of(&d.results) != operand_types {
            return None;
        }
        // Both regions take the loop values as their entry block's arguments; the header names
        // the body's (the two print alike, since both are named from the same state).
        let mut entry_args = Vec::new();
        for &r in &d.regions {
            let &b = self.m.regions[r].blocks.first()?;
            let args = &self.m.blocks[b].args;
            if self.types_of(args) != operand_types {
                return None;
            }
            entry_args.push(args.clone());
        }
        let names: Vec<String> = entry_args[0].iter().map(|&a| self.v(a)).collect();
        if entry_args[1].iter().map(|&a| self.v(a)).collect::<Vec<_>>() != names {
            return None;
        }
        let mut s = format!("{}(", OpKind::While.name());
        for (i, (&arg, &init)) in entry_args[1].iter().zip(&d.operands).enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            let _ = write!(s, "{} = {}", self.v(arg), self.v(init));
        }
        s.push(')');
        if !d.operands.is_empty() {
            s.push_str(" : ");
            let _ = write_type_list(&mut s, &operand_types);
        }
        let attrs = self.attr_dict(op, &[]);
        if !attrs.is_empty() {
            s.push_str(" attributes");
            s.push_str(&attrs);
        }
        s.push('\n');
        indent(&mut s, ind);
        s.push_str("cond ");
        s.push_str(&self.print_region(d.regions[0], ind, false));
        s.push_str(" do ");
        s.push_str(&self.print_region(d.regions[1], ind, false));
        Some(s)
    }

    /// `chlo.scan(%a) inits (%c) dimension=0  {\n^bb0(...): ...} : (T, U) -> (R, S)`, spaced as
    /// ChloOps.cpp's `ScanOp::print` spaces it (two spaces before the region when there are no
    /// attributes); the segment sizes are implied by the operand lists and the type.
    fn pretty_scan(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let v = crate::views::Scan::read(self.m, op).ok()?;
        let (n_in, n_init, n_out, n_carry, dim) =
            (v.inputs, v.inits, v.outputs, v.carries, v.dimension);
        if n_in + n_init != d.operands.len() || n_out + n_carry != d.results.len() {
            return None;
        }
        if n_carry != n_init || d.regions.len() != 1 {
            return None;
        }
        let mut s = format!(
            "{}({}) inits ({}) dimension={dim} ",
            OpKind::Chlo(crate::ops::ChloOp::Scan).name(),
            self.operand_list(&d.operands[..n_in]),
            self.operand_list(&d.operands[n_in..]),
        );
        let attrs = self.attr_dict(
            op,
            &["dimension", "operandSegmentSizes", "resultSegmentSizes"],
        );
        if !attrs.is_empty() {
            s.push_str(" attributes");
            s.push_str(&attrs);
        }
        s.push(' ');
        s.push_str(&self.print_region(d.regions[0], ind, true));
        s.push_str(" : ");
        s.push_str(&self.fn_type(op));
        Some(s)
    }

    /// `check.expect_eq %a, %b : T`, `check.expect_close %a, %b, max_ulp_difference = 3 : T, T`,
    /// `check.expect_eq_const %a, dense<..> : T`.
    fn pretty_check(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.name.as_str();
        if !d.results.is_empty() {
            return None;
        }
        let mut s = format!("{name} {}", self.operand_list(&d.operands));
        let mut elided = Vec::new();
        let konst = match (d.operands.len(), d.attr("value")) {
            (1, Some(v @ Attribute::Dense(_))) => {
                let _ = write!(s, ", {v}");
                elided.push("value");
                true
            }
            (2, None) => false,
            _ => return None,
        };
        for key in ["max_ulp_difference", "min_ulp_difference", "tolerance"] {
            match d.props.get(key) {
                Some(Attribute::Int { value, .. }) => {
                    let _ = write!(s, ", {key} = {value}");
                    elided.push(key);
                }
                Some(Attribute::Float { value, .. }) => {
                    let _ = write!(
                        s,
                        ", {key} = {}",
                        crate::attrs::format_float(*value, crate::types::ElemType::F64)
                    );
                    elided.push(key);
                }
                Some(_) => return None,
                None => {}
            }
        }
        s.push_str(&self.attr_dict(op, &elided));
        if !konst {
            let (a, b) = (self.ty(d.operands[0]), self.ty(d.operands[1]));
            if a == b && !d.props.contains_key("max_ulp_difference") {
                let _ = write!(s, " : {a}");
            } else {
                let _ = write!(s, " : {a}, {b}");
            }
        }
        Some(s)
    }

    fn pretty_func(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.attr("sym_name")?.as_str()?;
        let ft = self.m.func_type(op)?;
        let dicts = |key: &str, n: usize| -> Option<Vec<AttrDict>> {
            match d.attr(key) {
                None => Some(vec![AttrDict::new(); n]),
                Some(Attribute::Array(items)) if items.len() == n => items
                    .iter()
                    .map(|a| match a {
                        Attribute::Dict(x) => Some(x.clone()),
                        _ => None,
                    })
                    .collect(),
                _ => None,
            }
        };
        let arg_attrs = dicts("arg_attrs", ft.inputs.len())?;
        let res_attrs = dicts("res_attrs", ft.results.len())?;
        let entry = self.m.entry_block(op);
        if let Some(b) = entry {
            let args = &self.m.blocks[b].args;
            if args.len() != ft.inputs.len()
                || args.iter().zip(&ft.inputs).any(|(&a, t)| self.ty(a) != t)
            {
                return None;
            }
        }
        if d.regions.len() > 1 || !d.operands.is_empty() || !d.results.is_empty() {
            return None;
        }
        let mut s = format!("{} ", OpKind::Func.name());
        if let Some(v) = d.attr("sym_visibility") {
            let v = v
                .as_str()
                .filter(|v| matches!(*v, "public" | "private" | "nested"))?;
            s.push_str(v);
            s.push(' ');
        }
        let _ = write_symbol(&mut s, name);
        s.push('(');
        for (i, t) in ft.inputs.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            if let Some(b) = entry {
                let _ = write!(s, "{}: ", self.v(self.m.blocks[b].args[i]));
            }
            let _ = write!(s, "{t}");
            if !arg_attrs[i].is_empty() {
                s.push(' ');
                let _ = write_dict(&mut s, &arg_attrs[i]);
            }
        }
        s.push(')');
        let any_res_attr = res_attrs.iter().any(|a| !a.is_empty());
        if !ft.results.is_empty() {
            s.push_str(" -> ");
            if ft.results.len() == 1 && !any_res_attr && !matches!(ft.results[0], Type::Function(_))
            {
                let _ = write!(s, "{}", ft.results[0]);
            } else {
                s.push('(');
                for (i, t) in ft.results.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    let _ = write!(s, "{t}");
                    if !res_attrs[i].is_empty() {
                        s.push(' ');
                        let _ = write_dict(&mut s, &res_attrs[i]);
                    }
                }
                s.push(')');
            }
        }
        let rest = self.attr_dict(
            op,
            &[
                "sym_name",
                "function_type",
                "sym_visibility",
                "arg_attrs",
                "res_attrs",
            ],
        );
        if !rest.is_empty() {
            s.push_str(" attributes");
            s.push_str(&rest);
        }
        if let Some(&r) = d.regions.first() {
            s.push(' ');
            s.push_str(&self.print_region(r, ind, false));
        }
        Some(s)
    }

    fn pretty_reduce(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let dims = d.attr("dimensions")?.as_dense_array()?;
        let n = d.operands.len() / 2;
        if n == 0
            || !d.operands.len().is_multiple_of(2)
            || d.results.len() != n
            || d.regions.len() != 1
        {
            return None;
        }
        let region = d.regions[0];
        let blocks = &self.m.regions[region].blocks;
        if blocks.len() != 1 || self.m.blocks[blocks[0]].args.len() != 2 * n {
            return None;
        }
        let block = blocks[0];
        let inits: Vec<String> = (0..n)
            .map(|i| {
                format!(
                    "({} init: {})",
                    self.v(d.operands[i]),
                    self.v(d.operands[n + i])
                )
            })
            .collect();
        let mut s = format!("{}{}", OpKind::Reduce.name(), inits.join(", "));
        let tail = format!(
            " across dimensions = {}{} : {}",
            Self::i64_list(dims),
            self.attr_dict(op, &["dimensions"]),
            self.fn_type(op)
        );
        if let Some(inner) = self.compact_reducer(op, block) {
            let _ = write!(s, " applies {inner}{tail}");
            return Some(s);
        }
        s.push_str(&tail);
        s.push('\n');
        indent(&mut s, ind);
        s.push_str(" reducer");
        let args = &self.m.blocks[block].args;
        for i in 0..n {
            let (a, b) = (args[i], args[n + i]);
            let _ = write!(
                s,
                "({}: {}, {}: {}) ",
                self.v(a),
                self.ty(a),
                self.v(b),
                self.ty(b)
            );
        }
        // StableHLO writes ") " after each pair and then " " before the region.
        s.push(' ');
        s.push_str(&self.print_region(region, ind, false));
        Some(s)
    }

    /// The inner op's name when a reduce body is a single commutative binary stablehlo op applied to the
    /// two block arguments in order (the conditions under which StableHLO prints `applies OP`).
    fn compact_reducer(&self, op: Op, block: Block) -> Option<String> {
        let d = &self.m.ops[op];
        if d.operands.len() != 2 {
            return None;
        }
        let bd = &self.m.blocks[block];
        if bd.ops.len() != 2 {
            return None;
        }
        let (inner, ret) = (bd.ops[0], bd.ops[1]);
        let id = &self.m.ops[inner];
        let rd = &self.m.ops[ret];
        let kind = id.kind()?;
        let elem = self.ty(d.operands[0]).elem()?;
        let ok = matches!(kind, OpKind::Binary(_))
            && kind.is_commutative()
            && id.operands == bd.args
            && id.results.len() == 1
            && id.regions.is_empty()
            && id.props.is_empty()
            && id.attrs.is_empty()
            && *self.ty(id.operands[0]) == Type::tensor(vec![], elem)
            && self.ty(id.operands[1]) == self.ty(id.operands[0])
            && self.ty(id.results[0]) == self.ty(id.operands[0])
            && rd.is(OpKind::StablehloReturn)
            && rd.operands == id.results
            && rd.props.is_empty()
            && rd.attrs.is_empty();
        ok.then(|| id.name.to_string())
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
