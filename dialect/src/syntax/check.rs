//! The `check` dialect: `check.expect_eq %a, %b : T`, `check.expect_close %a, %b,
//! max_ulp_difference = 3 : T, T`, `check.expect_eq_const %a, dense<..> : T` (syntax family
//! `Check`, the StableHLO suite's forms), and IREE's forms of the same ops:
//! `check.expect_eq(%a, %b) : T`, `check.expect_almost_eq_const(%a, dense<..> : T, atol 1.0e-2,
//! rtol 1.0e-3) : T`, `check.expect_all_true(%a) : T`.
//!
//! This file holds both directions of these forms: the printer's half (methods on the printer)
//! and the parser's half (what the grammar's rules in `grammar.lalrpop` call to build the op).

use std::fmt::Write;

use super::Spanned;
use crate::ast::{err, ActionError, AstOp, Use};
use crate::attrs::{AttrDict, Attribute};
use crate::diag;
use crate::ir::{Op, Span};
use crate::printer::Printer;
use crate::types::Type;

impl Printer<'_> {
    /// `check.expect_eq %a, %b : T`, `check.expect_close %a, %b, max_ulp_difference = 3 : T, T`,
    /// `check.expect_eq_const %a, dense<..> : T`.
    pub(crate) fn print_check(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.name.as_str();
        if !d.results.is_empty() {
            return None;
        }
        if d.props.contains_key("atol") || d.props.contains_key("rtol") {
            return self.print_iree_check(op);
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
}

impl Printer<'_> {
    /// IREE's form, for a check with `atol` or `rtol`: `check.expect_almost_eq(%a, %b, atol X,
    /// rtol Y) : T`, `check.expect_almost_eq_const(%a, dense<..> : T, atol X) : T`.
    fn print_iree_check(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let mut s = format!("{}({}", d.name.as_str(), self.operand_list(&d.operands));
        let mut elided = vec![];
        match (d.operands.len(), d.props.get("value")) {
            (1, Some(v @ Attribute::Dense(_))) => {
                let _ = write!(s, ", {v}");
                elided.push("value");
            }
            (2, None) => {}
            _ => return None,
        }
        for key in ["atol", "rtol"] {
            match d.props.get(key) {
                Some(Attribute::Float { value, .. }) => {
                    let _ = write!(
                        s,
                        ", {key} {}",
                        crate::attrs::format_float(*value, crate::types::ElemType::F64)
                    );
                    elided.push(key);
                }
                Some(_) => return None,
                None => {}
            }
        }
        s.push(')');
        s.push_str(&self.attr_dict(op, &elided));
        let _ = write!(s, " : {}", self.ty(d.operands[0]));
        Some(s)
    }
}

// The parser's half.

/// One of IREE's tolerances, `atol X` or `rtol X`.
pub fn iree_tolerance(
    (l, key, r): Spanned<&str>,
    value: crate::ast::Lit,
) -> Result<(String, Attribute), ActionError> {
    if !matches!(key, "atol" | "rtol") {
        return Err(err(
            diag::SYNTAX_ERROR,
            l,
            r,
            format!("unknown check parameter `{key}`: IREE's checks take `atol` and `rtol`"),
            "expected `atol` or `rtol`",
        ));
    }
    Ok((
        key.to_string(),
        Attribute::Float {
            value: crate::ast::lit_float_value(&value),
            ty: crate::types::ElemType::F64,
        },
    ))
}

/// Builds IREE's `check.OP(%a, dense<..> : T(, atol X)?(, rtol Y)?) {..}? : T`: `T` is the
/// operand's type, which the verifier holds to the constant's.
pub fn build_iree_check_const(
    name: &str,
    span: Span,
    a: Use,
    value: Spanned<Attribute>,
    kws: Vec<(String, Attribute)>,
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    let mut op = build_check_const(name, span, a, value, kws, attrs)?;
    op.operand_types = vec![ty];
    Ok(op)
}

/// Builds IREE's one-operand form `check.OP(%a) {..}? : T`.
pub fn build_check_one(name: &str, span: Span, a: Use, attrs: Option<AttrDict>, ty: Type) -> AstOp {
    let mut op = AstOp::new(name, vec![a], span);
    op.operand_types = vec![ty];
    op.with_attrs(attrs)
}

/// Builds `check.OP %a, %b(, KEY = N)* {..}? : T(, U)?` (one type when both agree).
pub fn build_check(
    name: &str,
    span: Span,
    [a, b]: [Use; 2],
    kws: Vec<(String, Attribute)>,
    attrs: Option<AttrDict>,
    t1: Type,
    t2: Option<Type>,
) -> AstOp {
    let mut op = AstOp::new(name, vec![a, b], span);
    for (k, v) in kws {
        op = op.prop(&k, v);
    }
    let t2 = t2.unwrap_or_else(|| t1.clone());
    op.operand_types = vec![t1, t2];
    op.with_attrs(attrs)
}

/// Builds `check.OP %a, dense<..> : T(, KEY = N)* {..}?`: the operand's type is the constant's.
pub fn build_check_const(
    name: &str,
    span: Span,
    a: Use,
    (vl, value, vr): Spanned<Attribute>,
    kws: Vec<(String, Attribute)>,
    attrs: Option<AttrDict>,
) -> Result<AstOp, ActionError> {
    let ty = match &value {
        Attribute::Dense(d) => d.ty.clone(),
        other => {
            return Err(err(
                diag::BAD_ATTRIBUTE,
                vl,
                vr,
                format!("`{name}` compares with a `dense<...> : type` constant, found `{other}`"),
                "expected a dense constant",
            ))
        }
    };
    let mut op = AstOp::new(name, vec![a], span).prop("value", value);
    for (k, v) in kws {
        op = op.prop(&k, v);
    }
    op.operand_types = vec![ty];
    Ok(op.with_attrs(attrs))
}
