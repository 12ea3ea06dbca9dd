//! The comparisons: `stablehlo.compare DIR, %a, %b(, TYPE)? : ..` and `arith.cmpi`/`arith.cmpf
//! PRED, %a, %b : T` (syntax families `Compare`, `ArithCompare`).
//!
//! This file holds both directions of these forms: the printer's half (methods on the printer)
//! and the parser's half (what the grammar's rules in `grammar.lalrpop` call to build the op).

use std::fmt::Write;

use super::Word;
use crate::ast::{enum_attr, err, ActionError, AstOp, Use};
use crate::attrs::{AttrDict, Attribute};
use crate::diag;
use crate::ir::{Op, Span};
use crate::printer::Printer;
use crate::types::{ElemType, Type};

impl Printer<'_> {
    /// `stablehlo.compare DIR, %a, %b(, TYPE)? : (T, T) -> R`.
    pub(crate) fn print_compare(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `arith.cmpf PRED, %a, %b : T`.
    pub(crate) fn print_arith_compare(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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
}

// The parser's half.

/// Builds `stablehlo.compare DIR, %a, %b(, TYPE)? {..}? : T` (or the functional type).
pub fn build_compare(
    span: Span,
    (dl, dir, dr): Word<'_>,
    operands: Vec<Use>,
    compare_type: Option<Word<'_>>,
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    let dir_attr = enum_attr("#stablehlo", "comparison_direction", dir, dl, dr)?;
    let mut op = AstOp::new("stablehlo.compare", operands, span)
        .with_same_or_fn_type(ty)
        .prop("comparison_direction", dir_attr)
        .with_attrs(attrs);
    if let Some((cl, c, cr)) = compare_type {
        let c = enum_attr("#stablehlo", "comparison_type", c, cl, cr)?;
        op = op.prop("compare_type", c);
    }
    Ok(op)
}

/// The predicates of `arith.cmpf` or `arith.cmpi`, in the order of their enum values (the
/// generic form prints a predicate as that number, `predicate = 4 : i64` for `olt`).
pub fn arith_predicates(name: &str) -> &'static [&'static str] {
    if name == "arith.cmpf" {
        &[
            "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
            "ule", "une", "uno", "true",
        ]
    } else {
        &[
            "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
        ]
    }
}

/// The generic form's `predicate = N : i64` of `arith.cmpf`/`arith.cmpi` as the predicate's name
/// (the form the pretty syntax gives); any other value is left for the verifier to refuse.
pub fn normalize_arith_predicate(name: &str, props: &mut AttrDict) {
    if let Some(Attribute::Int { value, .. }) = props.get("predicate") {
        let preds = arith_predicates(name);
        if let Some(p) = usize::try_from(*value).ok().and_then(|i| preds.get(i)) {
            props.insert(
                "predicate".into(),
                Attribute::Enum {
                    dialect: "arith".into(),
                    kind: "predicate".into(),
                    value: (*p).into(),
                },
            );
        }
    }
}

/// Builds `arith.cmpi`/`arith.cmpf` from `op PRED, %a, %b {..}? : T`; the result is `i1` (of the
/// operands' shape).
pub fn build_arith_compare(
    name: &str,
    span: Span,
    (pl, pred, pr): Word<'_>,
    operands: Vec<Use>,
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    let preds = arith_predicates(name);
    if !preds.contains(&pred) {
        return Err(err(
            diag::BAD_ATTRIBUTE,
            pl,
            pr,
            format!("`{pred}` is not a predicate of {name}"),
            format!("expected one of {}", preds.join(", ")),
        ));
    }
    let res_ty = match &ty {
        Type::Tensor { shape, .. } => Type::tensor(shape.clone(), ElemType::I1),
        _ => Type::Scalar(ElemType::I1),
    };
    let mut op = AstOp::new(name, operands, span)
        .prop(
            "predicate",
            Attribute::Enum {
                dialect: "arith".into(),
                kind: "predicate".into(),
                value: pred.into(),
            },
        )
        .with_attrs(attrs);
    op.operand_types = vec![ty.clone(), ty];
    op.result_types = vec![res_ty];
    Ok(op)
}
