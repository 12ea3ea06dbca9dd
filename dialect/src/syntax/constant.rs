//! The ops that make a value from attributes alone: `stablehlo.constant dense<..> : T`,
//! `arith.constant 1.0 : f32` and `stablehlo.iota dim = N : T` (syntax families `Constant`,
//! `Iota`).
//!
//! This file holds both directions of these forms: the printer's half (methods on the printer)
//! and the parser's half (what the grammar's rules in `grammar.lalrpop` call to build the op).

use super::{expect, Spanned, Word};
use crate::ast::{err, ActionError, AstOp};
use crate::attrs::{AttrDict, Attribute};
use crate::diag;
use crate::ir::{Op, Span};
use crate::printer::Printer;
use crate::types::{ElemType, Type};

impl Printer<'_> {
    /// `stablehlo.constant dense<..> : T`, `arith.constant 1.0 : f32`.
    pub(crate) fn print_constant(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `stablehlo.iota dim = N : T`.
    pub(crate) fn print_iota(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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
}

// The parser's half.

/// Builds a constant from `op {..}? VALUE`: a `dense<..> : T` or a typed number, whose type is the
/// result's (MLIR prints the attribute dictionary first).
pub fn build_constant(
    name: &str,
    span: Span,
    attrs: Option<AttrDict>,
    (al, value, ar): Spanned<Attribute>,
) -> Result<AstOp, ActionError> {
    let ty = match &value {
        Attribute::Dense(d) => d.ty.clone(),
        Attribute::Int { ty, .. } | Attribute::Float { ty, .. } => Type::Scalar(*ty),
        Attribute::Bool(_) => Type::Scalar(ElemType::I1),
        other => {
            return Err(err(
                diag::BAD_ATTRIBUTE,
                al,
                ar,
                format!(
                "a constant's value must be `dense<...> : type` or a typed number, found `{other}`"
            ),
                "expected a typed value",
            ))
        }
    };
    let mut op = AstOp::new(name, vec![], span)
        .prop("value", value)
        .with_attrs(attrs);
    op.result_types = vec![ty];
    Ok(op)
}

/// Builds `flow.tensor.dynamic_constant {..}? dense<..> : T -> D`: IREE's constant whose result
/// type `D` hides sizes of the value's type `T` (only that op takes the `-> D`).
pub fn build_constant_as(
    name: &str,
    span: Span,
    attrs: Option<AttrDict>,
    value: Spanned<Attribute>,
    (tl, to, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    if name != "flow.tensor.dynamic_constant" {
        return Err(err(
            diag::SYNTAX_ERROR,
            tl,
            tr,
            format!(
                "`{name}` has no result type after `->` (only `flow.tensor.dynamic_constant` does)"
            ),
            "unexpected result type",
        ));
    }
    let mut op = build_constant(name, span, attrs, value)?;
    op.result_types = vec![to];
    Ok(op)
}

/// Builds `stablehlo.iota dim = N {..}? : T`.
pub fn build_iota(
    span: Span,
    kw: Word<'_>,
    dim: i64,
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    expect(kw, "dim")?;
    let mut op = AstOp::new("stablehlo.iota", vec![], span)
        .prop(
            "iota_dimension",
            Attribute::Int {
                value: dim,
                ty: ElemType::I64,
            },
        )
        .with_attrs(attrs);
    op.result_types = vec![ty];
    Ok(op)
}
