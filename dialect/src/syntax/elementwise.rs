//! The operand-list forms of the elementwise ops and their kin: `op %x : T`, `op %a, %b : T`, CHLO's
//! `op %a, %b : T, T -> R`, `arith`'s casts, `select`, the variadic forms and
//! `reduce_precision` (syntax families `Unary`, `Binary`, `ChloUnary`, `ChloBinary`, `Cast`,
//! `ArithCast`, `Select`, `Variadic`, `SameVariadic`, `ReducePrecision`).
//!
//! This file holds both directions of these forms: the printer's half (methods on the printer)
//! and the parser's half (what the grammar's rules in `grammar.lalrpop` call to build the op).

use std::fmt::Write;

use super::{expect, Word};
use crate::ast::{err, ActionError, AstOp, Use};
use crate::attrs::{AttrDict, Attribute};
use crate::diag;
use crate::ir::{Op, Span};
use crate::ops::{OpKind, Syntax};
use crate::printer::Printer;
use crate::types::{ElemType, Type};

impl Printer<'_> {
    /// `op %c, %a, %b : T` (arith), `: C, T` (stablehlo), or the functional type.
    pub(crate) fn print_select(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let kind = d.kind()?;
        let name = kind.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `op %a, %b, %c : (types) -> type`, or `: type` when they agree and `shorten` is set.
    pub(crate) fn print_variadic(&self, op: Op, shorten: bool) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `op %x : (T) -> R`.
    pub(crate) fn print_cast(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// CHLO's `op %x : T -> R`.
    pub(crate) fn print_chlo_unary(&self, op: Op) -> Option<String> {
        self.print_one_to_one(op, "->")
    }

    /// `arith.OP %x : T to R`.
    pub(crate) fn print_arith_cast(&self, op: Op) -> Option<String> {
        self.print_one_to_one(op, "to")
    }

    /// `op %x : T SEP R` for an op of one operand and one result.
    fn print_one_to_one(&self, op: Op, sep: &str) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        if d.operands.len() != 1 || d.results.len() != 1 {
            return None;
        }
        Some(format!(
            "{name} {}{} : {} {sep} {}",
            self.v(d.operands[0]),
            self.attr_dict(op, &[]),
            self.ty(d.operands[0]),
            self.ty(d.results[0])
        ))
    }

    /// `op %x : T` / `op %a, %b : T`, or the functional type; `stablehlo.complex` prints its result type alone.
    pub(crate) fn print_unary_binary(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let kind = d.kind()?;
        let name = kind.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// CHLO's `op %a, %b : T, T -> R`.
    pub(crate) fn print_chlo_binary(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `stablehlo.reduce_precision %x, format = eNmM : T`.
    pub(crate) fn print_reduce_precision(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `op %a, %b : T` when every operand and the result have type `T`, else the functional type.
    pub(crate) fn print_same_variadic(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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
}

// The parser's half.

impl AstOp {
    /// Sets the types of a binary op: a function type, or one type for operands and result, except
    /// for `stablehlo.complex`, whose single type is the result's (the operands are its parts).
    pub fn with_binary_type(mut self, ty: Type) -> AstOp {
        let complex =
            OpKind::from_name(&self.name) == Some(OpKind::Binary(crate::ops::BinaryOp::Complex));
        match (complex, ty) {
            (true, Type::Tensor { shape, elem }) if elem.complex_component().is_some() => {
                let part = Type::Tensor {
                    shape: shape.clone(),
                    elem: elem.complex_component().unwrap_or(elem),
                };
                self.operand_types = vec![part.clone(), part];
                self.result_types = vec![Type::Tensor { shape, elem }];
                self
            }
            (_, ty) => self.with_same_or_fn_type(ty),
        }
    }
}

/// Parses `reduce_precision`'s `format = eNmM` into exponent and mantissa bits.
pub fn parse_precision_format(
    s: &str,
    start: usize,
    end: usize,
) -> Result<(i64, i64), ActionError> {
    let bad = || {
        err(
            diag::BAD_ATTRIBUTE,
            start,
            end,
            format!("`{s}` is not a precision format"),
            "expected `eNmM`, e.g. `e5m10`",
        )
    };
    let rest = s.strip_prefix('e').ok_or_else(bad)?;
    let (e, m) = rest.split_once('m').ok_or_else(bad)?;
    let e: i64 = e.parse().map_err(|_| bad())?;
    let m: i64 = m.parse().map_err(|_| bad())?;
    Ok((e, m))
}

/// Builds `stablehlo.reduce_precision %x, format = eNmM {..}? : T`.
pub fn build_reduce_precision(
    span: Span,
    a: Use,
    (kw, format): (Word<'_>, Word<'_>),
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    expect(kw, "format")?;
    let (e, m) = parse_precision_format(format.1, format.0, format.2)?;
    Ok(AstOp::new("stablehlo.reduce_precision", vec![a], span)
        .with_same_or_fn_type(ty)
        .prop(
            "exponent_bits",
            Attribute::Int {
                value: e,
                ty: ElemType::I32,
            },
        )
        .prop(
            "mantissa_bits",
            Attribute::Int {
                value: m,
                ty: ElemType::I32,
            },
        )
        .with_attrs(attrs))
}

/// Builds a CHLO unary op from `op %x {..}? : T -> R`.
pub fn build_chlo_unary(
    name: &str,
    span: Span,
    a: Use,
    attrs: Option<AttrDict>,
    t1: Type,
    t2: Type,
) -> AstOp {
    let mut op = AstOp::new(name, vec![a], span).with_attrs(attrs);
    op.operand_types = vec![t1];
    op.result_types = vec![t2];
    op
}

/// Builds a CHLO binary op from `op %a, %b {..}? : T, U -> R`.
pub fn build_chlo_binary(
    name: &str,
    span: Span,
    operands: Vec<Use>,
    attrs: Option<AttrDict>,
    [t1, t2]: [Type; 2],
    t3: Type,
) -> AstOp {
    let mut op = AstOp::new(name, operands, span).with_attrs(attrs);
    op.operand_types = vec![t1, t2];
    op.result_types = vec![t3];
    op
}

/// Builds an `arith` cast from `op %x {..}? : T to R`.
pub fn build_arith_cast(
    name: &str,
    span: Span,
    a: Use,
    attrs: Option<AttrDict>,
    t1: Type,
    to: Word<'_>,
    t2: Type,
) -> Result<AstOp, ActionError> {
    expect(to, "to")?;
    let mut op = AstOp::new(name, vec![a], span).with_attrs(attrs);
    op.operand_types = vec![t1];
    op.result_types = vec![t2];
    Ok(op)
}

/// Builds a select from `op %c, %a, %b {..}? : T` (an `i1` condition), `: C, T`, or the
/// functional type.
pub fn build_select(
    name: &str,
    span: Span,
    operands: Vec<Use>,
    attrs: Option<AttrDict>,
    t1: Type,
    t2: Option<Type>,
) -> AstOp {
    let mut op = AstOp::new(name, operands, span).with_attrs(attrs);
    match (t1, t2) {
        (pred, Some(t)) => {
            op.operand_types = vec![pred, t.clone(), t.clone()];
            op.result_types = vec![t];
        }
        (Type::Function(ft), None) => {
            op.operand_types = ft.inputs;
            op.result_types = ft.results;
        }
        (t, None) => {
            op.operand_types = vec![Type::Scalar(ElemType::I1), t.clone(), t.clone()];
            op.result_types = vec![t];
        }
    }
    op
}
