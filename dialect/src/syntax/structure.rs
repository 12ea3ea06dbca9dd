//! The structural ops and their pretty forms: `builtin.module`, `func.func`, `func.call`,
//! `func.return` and the other operand lists, `stablehlo.optimization_barrier`,
//! `flow.dispatch.region`, `hal.tensor.alias` (syntax families `Module`, `Func`, `Call`, `List`,
//! `Barrier`, `Dispatch`, `Alias`).
//!
//! This file holds both directions of these forms: the printer's half (methods on the printer)
//! and the parser's half (what the grammar's rules in `grammar.lalrpop` call to build the op).

use std::fmt::Write;

use super::{expect, Spanned, Word};
use crate::ast::{err, full_op_name, ActionError, AstBlock, AstOp, AstRegion, BlockArg, Use};
use crate::attrs::{write_dict, write_symbol, AttrDict, Attribute};
use crate::diag::{self, Diagnostic};
use crate::ir::{Op, Span};
use crate::ops::{OpKind, Syntax};
use crate::printer::Printer;
use crate::types::{write_type_list, FunctionType, Type};

impl Printer<'_> {
    /// `module @name attributes {..} { .. }`.
    pub(crate) fn print_module(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let n_res = d.results.len();
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

    /// `flow.dispatch.region -> (types) attributes {..} { .. }`.
    pub(crate) fn print_dispatch(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
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

    /// `return %a, %b : T, U` (nothing after a bare `return`).
    pub(crate) fn print_list(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `hal.tensor.alias %r : T to %storage`.
    pub(crate) fn print_alias(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `stablehlo.optimization_barrier %a, %b : T, U`, or `()` without operands.
    pub(crate) fn print_barrier(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
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

    /// `call @f(%a) : (T) -> R`.
    pub(crate) fn print_call(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
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

    pub(crate) fn print_func(&self, op: Op, ind: usize) -> Option<String> {
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
}

// The parser's half.

/// A function argument as written: its name (none in a declaration), type, attributes and where
/// it is.
pub type FuncArg = (Option<String>, Type, Option<AttrDict>, Span);

/// A function result as written: its type and attributes.
pub type FuncResult = (Type, Option<AttrDict>);

/// Builds `func.func` from `func VIS? @name(args) (-> results)? (attributes {..})? { body }?`:
/// the signature becomes `function_type`, `arg_attrs` and `res_attrs`, and the named arguments
/// the entry block's arguments.
pub fn build_func(
    span: Span,
    vis: Option<Word<'_>>,
    name: String,
    args: Vec<FuncArg>,
    results: Vec<FuncResult>,
    fattrs: Option<AttrDict>,
    body: Option<AstRegion>,
) -> Result<AstOp, ActionError> {
    let ft = FunctionType {
        inputs: args.iter().map(|a| a.1.clone()).collect(),
        results: results.iter().map(|r| r.0.clone()).collect(),
    };
    let mut op = AstOp::new("func.func", vec![], span)
        .prop("sym_name", Attribute::String(name))
        .prop("function_type", Attribute::Type(Type::Function(ft)));
    if let Some((vl, v, vr)) = vis {
        if v != "public" && v != "private" && v != "nested" {
            return Err(err(
                diag::BAD_SYNTAX_KEYWORD,
                vl,
                vr,
                format!("unknown visibility `{v}`"),
                "expected `public`, `private` or `nested`",
            ));
        }
        op = op.prop("sym_visibility", Attribute::String(v.to_string()));
    }
    if args
        .iter()
        .any(|a| a.2.as_ref().is_some_and(|d| !d.is_empty()))
    {
        op = op.prop(
            "arg_attrs",
            Attribute::Array(
                args.iter()
                    .map(|a| Attribute::Dict(a.2.clone().unwrap_or_default()))
                    .collect(),
            ),
        );
    }
    if results
        .iter()
        .any(|r| r.1.as_ref().is_some_and(|d| !d.is_empty()))
    {
        op = op.prop(
            "res_attrs",
            Attribute::Array(
                results
                    .iter()
                    .map(|r| Attribute::Dict(r.1.clone().unwrap_or_default()))
                    .collect(),
            ),
        );
    }
    op = op.with_attrs(fattrs);
    if let Some(mut body) = body {
        if body.blocks.is_empty() {
            body.blocks.push(AstBlock {
                span: body.span,
                ..Default::default()
            });
        }
        if let Some((_, ls)) = &body.blocks[0].label {
            return Err(err(
                diag::BAD_FUNCTION,
                ls.start as usize,
                ls.end as usize,
                "a function's entry block takes its arguments from the signature and has no label",
                "remove the label",
            ));
        }
        let mut block_args = Vec::new();
        for (name, ty, _, aspan) in &args {
            match name {
                Some(n) => block_args.push(BlockArg {
                    name: n.clone(),
                    ty: ty.clone(),
                    span: *aspan,
                }),
                None => {
                    return Err(err(
                        diag::BAD_FUNCTION,
                        aspan.start as usize,
                        aspan.end as usize,
                        "a function with a body must name its arguments",
                        "expected `%name: type`",
                    ))
                }
            }
        }
        body.blocks[0].args = block_args;
        op.regions = vec![body];
    }
    Ok(op)
}

/// Builds `func.call` from `call @f(%a, ..) {..}? : (T, ..) -> R`.
pub fn build_call(
    span: Span,
    callee: String,
    operands: Vec<Use>,
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    Ok(AstOp::new("func.call", operands, span)
        .prop("callee", Attribute::SymbolRef(callee))
        .with_fn_type(ty, Span::new(tl, tr), "func.call")?
        .with_attrs(attrs))
}

/// Builds an optimization barrier written `op {..}? ()`, without operands; any other op of the
/// list family takes operands.
pub fn build_empty_barrier(
    name: &str,
    span: Span,
    attrs: Option<AttrDict>,
) -> Result<AstOp, ActionError> {
    if !OpKind::from_name(name).is_some_and(|k| k.syntax() == Syntax::Barrier) {
        return Err(Diagnostic::error(
            diag::SYNTAX_ERROR,
            span,
            format!("`{name}` does not take `()`"),
            "here",
        ));
    }
    Ok(AstOp::new(name, vec![], span).with_attrs(attrs))
}

/// Builds an op of the list family from `op %a, %b {..}? : T, U` (`return` written without its
/// dialect; an optimization barrier's results have the operands' types).
pub fn build_list(
    name: &str,
    span: Span,
    operands: Vec<Use>,
    attrs: Option<AttrDict>,
    types: Vec<Type>,
) -> AstOp {
    let mut op = AstOp::new(full_op_name(name), operands, span).with_attrs(attrs);
    if OpKind::from_name(name).is_some_and(|k| k.syntax() == Syntax::Barrier) {
        op.result_types = types.clone();
    }
    op.operand_types = types;
    op
}

/// Builds `hal.tensor.alias %result {..}? : T to %storage`.
pub fn build_alias(
    span: Span,
    [a, b]: [Use; 2],
    attrs: Option<AttrDict>,
    ty: Type,
    to: Word<'_>,
) -> Result<AstOp, ActionError> {
    expect(to, "to")?;
    let mut op = AstOp::new("hal.tensor.alias", vec![a, b], span).with_attrs(attrs);
    op.operand_types = vec![ty.clone(), ty.clone()];
    op.result_types = vec![ty];
    Ok(op)
}

/// Builds `flow.dispatch.region -> (types) (attributes {..})? { .. }`.
pub fn build_dispatch(
    span: Span,
    types: Vec<Type>,
    attrs: Option<AttrDict>,
    body: AstRegion,
) -> AstOp {
    let mut op = AstOp::new("flow.dispatch.region", vec![], span).with_attrs(attrs);
    op.result_types = types;
    op.regions = vec![body];
    op
}

/// Builds `builtin.module` from `module @name? (attributes {..})? { .. }`.
pub fn build_module(
    span: Span,
    name: Option<String>,
    attrs: Option<AttrDict>,
    body: AstRegion,
) -> AstOp {
    let mut op = AstOp::new("builtin.module", vec![], span).with_attrs(attrs);
    if let Some(n) = name {
        op = op.prop("sym_name", Attribute::String(n));
    }
    op.regions = vec![body];
    op
}
