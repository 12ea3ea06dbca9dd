//! Module state: MLIR's `ml_program` globals and IREE's `util` globals, with their loads and
//! stores (syntax families `MlGlobal`, `UtilGlobal`, `GlobalLoad`, `MlGlobalStore`,
//! `UtilGlobalStore`).
//!
//! The forms are the ones MLIR's `MLProgramOps.td` and IREE's `UtilOps.td` declare:
//!
//! ```text
//! ml_program.global private mutable @x(dense<0> : tensor<i32>) : tensor<i32>
//! %v = ml_program.global_load @x : tensor<i32>
//! %c = ml_program.global_load_const @k : tensor<4xf32>
//! ml_program.global_store @x = %v : tensor<i32>
//! util.global private mutable @y = dense<0> : tensor<i32>
//! %w = util.global.load @y : tensor<i32>
//! util.global.store %w, @y : tensor<i32>
//! ```
//!
//! A global's visibility prints always (`public` when it has none), as both dialects print it;
//! `mutable` is the unit attribute `is_mutable`; the type is the `type` attribute; the initial
//! value is `value` (`ml_program`) or `initial_value` (`util`). This file holds both directions of
//! these forms: the printer's half and the parser's half.

use std::fmt::Write;

use super::{Spanned, Word};
use crate::ast::{err, ActionError, AstOp, Use};
use crate::attrs::{write_symbol, AttrDict, Attribute};
use crate::diag;
use crate::ir::{Op, Span};
use crate::printer::Printer;
use crate::types::Type;

/// The visibility and `mutable` keywords before a global's name, as properties.
fn global_keywords(mut op: AstOp, kws: Vec<Word<'_>>, what: &str) -> Result<AstOp, ActionError> {
    let mut seen_vis = false;
    let mut seen_mut = false;
    for (l, k, r) in kws {
        match k {
            "public" | "private" | "nested" if !seen_vis && !seen_mut => {
                seen_vis = true;
                op = op.prop("sym_visibility", Attribute::String(k.to_string()));
            }
            "mutable" if !seen_mut => {
                seen_mut = true;
                op = op.prop("is_mutable", Attribute::Unit);
            }
            _ => {
                return Err(err(
                    diag::BAD_SYNTAX_KEYWORD,
                    l,
                    r,
                    format!("unexpected `{k}` in `{what}`"),
                    "expected `public`, `private` or `nested`, then `mutable`, before the name",
                ))
            }
        }
    }
    Ok(op)
}

/// Builds `ml_program.global (vis)? (mutable)? @name(init)? : T {attrs}?`.
pub fn build_ml_global(
    span: Span,
    kws: Vec<Word<'_>>,
    name: String,
    init: Option<Attribute>,
    ty: Type,
    attrs: Option<AttrDict>,
) -> Result<AstOp, ActionError> {
    let mut op = AstOp::new("ml_program.global", vec![], span)
        .prop("sym_name", Attribute::String(name))
        .prop("type", Attribute::Type(ty));
    if let Some(v) = init {
        op = op.prop("value", v);
    }
    Ok(global_keywords(op, kws, "ml_program.global")?.with_attrs(attrs))
}

/// Builds `util.global (vis)? (mutable)? @name {attrs}? (: T)? (= init)?`: the type is the
/// initial value's when it is not written.
pub fn build_util_global(
    span: Span,
    kws: Vec<Word<'_>>,
    name: String,
    attrs: Option<AttrDict>,
    ty: Option<Type>,
    init: Option<Spanned<Attribute>>,
) -> Result<AstOp, ActionError> {
    let ty = match (ty, &init) {
        (Some(t), _) => t,
        (None, Some((l, v, r))) => typed_attr_type(v).ok_or_else(|| {
            err(
                diag::SYNTAX_ERROR,
                *l,
                *r,
                "`util.global` needs a type: this initial value has none",
                "write `: T = value`",
            )
        })?,
        (None, None) => {
            return Err(err(
                diag::SYNTAX_ERROR,
                span.start as usize,
                span.end as usize,
                "`util.global` needs a type or an initial value",
                "write `: T` or `= value`",
            ))
        }
    };
    let mut op = AstOp::new("util.global", vec![], span)
        .prop("sym_name", Attribute::String(name))
        .prop("type", Attribute::Type(ty));
    if let Some((_, v, _)) = init {
        op = op.prop("initial_value", v);
    }
    Ok(global_keywords(op, kws, "util.global")?.with_attrs(attrs))
}

/// The type of a typed attribute (a dense tensor or a scalar), which a global's initial value
/// may stand for.
pub fn typed_attr_type(a: &Attribute) -> Option<Type> {
    match a {
        Attribute::Dense(d) => Some(d.ty.clone()),
        Attribute::Int { ty, .. } | Attribute::Float { ty, .. } => Some(Type::Scalar(*ty)),
        Attribute::Bool(_) => Some(Type::Scalar(crate::types::ElemType::I1)),
        _ => None,
    }
}

/// Builds `op (immutable)? @name {attrs}? : T` (the loads; only `util.global.load` takes
/// `immutable`).
pub fn build_global_load(
    name: &str,
    span: Span,
    kw: Option<Word<'_>>,
    global: String,
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    let mut op = AstOp::new(name, vec![], span).prop("global", Attribute::SymbolRef(global));
    if let Some((l, k, r)) = kw {
        if name != "util.global.load" || k != "immutable" {
            return Err(err(
                diag::BAD_SYNTAX_KEYWORD,
                l,
                r,
                format!("unexpected `{k}` in `{name}`"),
                "only `util.global.load` takes `immutable` here",
            ));
        }
        op = op.prop("is_immutable", Attribute::Unit);
    }
    op.result_types = vec![ty];
    Ok(op.with_attrs(attrs))
}

/// Builds `ml_program.global_store @name = %v {attrs}? : T`.
pub fn build_ml_global_store(
    span: Span,
    global: String,
    value: Use,
    attrs: Option<AttrDict>,
    ty: Type,
) -> AstOp {
    let mut op = AstOp::new("ml_program.global_store", vec![value], span)
        .prop("global", Attribute::SymbolRef(global));
    op.operand_types = vec![ty];
    op.with_attrs(attrs)
}

/// Builds `util.global.store %v, @name {attrs}? : T`.
pub fn build_util_global_store(
    span: Span,
    value: Use,
    global: String,
    attrs: Option<AttrDict>,
    ty: Type,
) -> AstOp {
    let mut op = AstOp::new("util.global.store", vec![value], span)
        .prop("global", Attribute::SymbolRef(global));
    op.operand_types = vec![ty];
    op.with_attrs(attrs)
}

impl Printer<'_> {
    /// The visibility, `mutable` and the name of a global, as both dialects print them.
    fn global_head(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        if !d.operands.is_empty() || !d.results.is_empty() || !d.regions.is_empty() {
            return None;
        }
        let vis = match d.attr("sym_visibility") {
            None => "public",
            Some(a) => a.as_str()?,
        };
        let mut s = format!("{name} {vis} ");
        match d.attr("is_mutable") {
            None => {}
            Some(Attribute::Unit) => s.push_str("mutable "),
            Some(_) => return None,
        }
        write_symbol(&mut s, d.attr("sym_name")?.as_str()?).ok()?;
        Some(s)
    }

    /// `ml_program.global private mutable @x(init) : T {attrs}`.
    pub(crate) fn print_ml_global(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let mut s = self.global_head(op)?;
        let Some(Attribute::Type(ty)) = d.attr("type") else {
            return None;
        };
        if let Some(v) = d.attr("value") {
            let _ = write!(s, "({v})");
        }
        let _ = write!(s, " : {ty}");
        s.push_str(&self.attr_dict(
            op,
            &["sym_visibility", "is_mutable", "sym_name", "type", "value"],
        ));
        Some(s)
    }

    /// `util.global private mutable @x {attrs} = init` (`: T = init` when the value's type
    /// differs, `: T` without one).
    pub(crate) fn print_util_global(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let mut s = self.global_head(op)?;
        let Some(Attribute::Type(ty)) = d.attr("type") else {
            return None;
        };
        s.push_str(&self.attr_dict(
            op,
            &[
                "sym_visibility",
                "is_mutable",
                "sym_name",
                "type",
                "initial_value",
            ],
        ));
        let init = d.attr("initial_value");
        if init.and_then(typed_attr_type).as_ref() != Some(ty) {
            let _ = write!(s, " : {ty}");
        }
        if let Some(v) = init {
            let _ = write!(s, " = {v}");
        }
        Some(s)
    }

    /// `op (immutable)? @x {attrs} : T` (the loads).
    pub(crate) fn print_global_load(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        if !d.operands.is_empty() || d.results.len() != 1 {
            return None;
        }
        let Some(Attribute::SymbolRef(g)) = d.attr("global") else {
            return None;
        };
        let mut s = format!("{name} ");
        match d.attr("is_immutable") {
            None => {}
            Some(Attribute::Unit) if name == "util.global.load" => s.push_str("immutable "),
            Some(_) => return None,
        }
        write_symbol(&mut s, g).ok()?;
        s.push_str(&self.attr_dict(op, &["global", "is_immutable"]));
        let _ = write!(s, " : {}", self.ty(d.results[0]));
        Some(s)
    }

    /// `ml_program.global_store @x = %v {attrs} : T`.
    pub(crate) fn print_ml_global_store(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        if d.operands.len() != 1 || !d.results.is_empty() {
            return None;
        }
        let Some(Attribute::SymbolRef(g)) = d.attr("global") else {
            return None;
        };
        let mut s = format!("{name} ");
        write_symbol(&mut s, g).ok()?;
        let _ = write!(s, " = {}", self.v(d.operands[0]));
        s.push_str(&self.attr_dict(op, &["global"]));
        let _ = write!(s, " : {}", self.ty(d.operands[0]));
        Some(s)
    }

    /// `util.global.store %v, @x {attrs} : T`.
    pub(crate) fn print_util_global_store(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        if d.operands.len() != 1 || !d.results.is_empty() {
            return None;
        }
        let Some(Attribute::SymbolRef(g)) = d.attr("global") else {
            return None;
        };
        let mut s = format!("{name} {}, ", self.v(d.operands[0]));
        write_symbol(&mut s, g).ok()?;
        s.push_str(&self.attr_dict(op, &["global"]));
        let _ = write!(s, " : {}", self.ty(d.operands[0]));
        Some(s)
    }
}
