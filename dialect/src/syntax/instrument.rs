//! Instrumentation of the StableHLO interpreter (syntax family `Instrument`):
//! `interpreter.print %x : T`, `%r = interpreter.probe %x, probe_id = "p" : T` and the check that
//! reads a probe back, `check.expect_serialized_eq %x, probe_id = "p", iter = 1 : T` (`iter`
//! printed only when it is not 0). One form: an operand, `key = value` keywords (a string or an
//! integer), an attribute dictionary and the operand's type, which is also the result's for
//! `probe`.
//!
//! This file holds both directions of the form: the printer's half and the parser's half.

use std::fmt::Write;

use super::Spanned;
use crate::ast::{err, ActionError, AstOp, Use};
use crate::attrs::{AttrDict, Attribute};
use crate::diag;
use crate::ir::{Op, Span};
use crate::ops::{CheckOp, OpKind};
use crate::printer::Printer;
use crate::types::{ElemType, Type};

/// A keyword of the family: how it is spelled, the attribute it sets, whether it is required.
type Keyword = (&'static str, &'static str, bool);

/// The keywords each op of the family takes, in printing order.
fn keywords(kind: OpKind) -> Option<&'static [Keyword]> {
    match kind {
        OpKind::Print => Some(&[]),
        OpKind::Probe => Some(&[("probe_id", "probe_id", true)]),
        OpKind::Check(CheckOp::ExpectSerializedEq) => {
            Some(&[("probe_id", "probe_id", true), ("iter", "iteration", false)])
        }
        _ => None,
    }
}

impl Printer<'_> {
    /// `interpreter.print %x : T`, `interpreter.probe %x, probe_id = "p" : T`,
    /// `check.expect_serialized_eq %x, probe_id = "p"(, iter = N)? : T`.
    pub(crate) fn print_instrument(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let kind = d.kind()?;
        let keys = keywords(kind)?;
        let results = usize::from(kind == OpKind::Probe);
        if d.operands.len() != 1 || d.results.len() != results {
            return None;
        }
        let t = self.ty(d.operands[0]);
        if results == 1 && self.ty(d.results[0]) != t {
            return None;
        }
        let mut s = format!("{} {}", kind.name(), self.v(d.operands[0]));
        let mut elided = vec![];
        for &(key, attr, required) in keys {
            match d.props.get(attr) {
                Some(v @ Attribute::String(_)) if attr == "probe_id" => {
                    let _ = write!(s, ", {key} = {v}");
                }
                // MLIR elides `iteration` when it is 0, its default.
                Some(Attribute::Int { value: 0, .. }) if attr == "iteration" => {}
                Some(Attribute::Int { value, .. }) if attr == "iteration" => {
                    let _ = write!(s, ", {key} = {value}");
                }
                None if !required => continue,
                _ => return None,
            }
            elided.push(attr);
        }
        let _ = write!(s, "{} : {t}", self.attr_dict(op, &elided));
        Some(s)
    }
}

// The parser's half.

/// A keyword's value: a string (`probe_id = "p"`) or an integer (`iter = 1`).
pub enum KeywordValue {
    /// A string literal, unescaped.
    Str(String),
    /// An integer literal.
    Int(i128),
}

/// Builds `interpreter.print %x {..}? : T`, `interpreter.probe %x, probe_id = "p" {..}? : T` or
/// `check.expect_serialized_eq %x, probe_id = "p"(, iter = N)? {..}? : T`.
pub fn build_instrument(
    name: &str,
    span: Span,
    a: Use,
    kws: Vec<(Spanned<&str>, KeywordValue)>,
    attrs: Option<AttrDict>,
    t: Type,
) -> Result<AstOp, ActionError> {
    let kind = OpKind::from_name(name);
    let keys = kind.and_then(keywords).unwrap_or(&[]);
    let mut op = AstOp::new(name, vec![a], span);
    for ((l, key, r), value) in kws {
        let allowed = || {
            let names: Vec<String> = keys.iter().map(|(k, ..)| format!("`{k}`")).collect();
            if names.is_empty() {
                format!("`{name}` takes no keywords")
            } else {
                format!("`{name}` takes {}", names.join(" and "))
            }
        };
        let Some(&(_, attr_name, _)) = keys.iter().find(|k| k.0 == key) else {
            return Err(err(
                diag::SYNTAX_ERROR,
                l,
                r,
                format!("unexpected keyword `{key}`"),
                allowed(),
            ));
        };
        let attr = match (key, value) {
            ("probe_id", KeywordValue::Str(s)) => Attribute::String(s),
            ("iter", KeywordValue::Int(i)) => {
                let value = u32::try_from(i).map_err(|_| {
                    err(
                        diag::BAD_LITERAL,
                        l,
                        r,
                        format!("`iter = {i}` is not a probe iteration"),
                        "expected an integer from 0 to 4294967295",
                    )
                })?;
                Attribute::Int {
                    value: i64::from(value),
                    ty: ElemType::UI32,
                }
            }
            _ => {
                let want = if key == "iter" {
                    "an integer"
                } else {
                    "a string"
                };
                return Err(err(
                    diag::BAD_ATTRIBUTE,
                    l,
                    r,
                    format!("`{key}` of `{name}` is {want}"),
                    format!("expected {want}"),
                ));
            }
        };
        op = op.prop(attr_name, attr);
    }
    op.operand_types = vec![t.clone()];
    if kind == Some(OpKind::Probe) {
        op.result_types = vec![t];
    }
    Ok(op.with_attrs(attrs))
}
