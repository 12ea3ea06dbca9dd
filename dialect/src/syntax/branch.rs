//! MLIR's `cf` branches: `cf.br ^bb1(%a, %b : T, U)` and `cf.cond_br %c, ^bb1(%a : T), ^bb2`
//! (`ControlFlowOps.td`'s assembly formats). A successor's operands are the op's operands: all of
//! them for `cf.br`; for `cf.cond_br` the condition, then the true successor's, then the false
//! one's, their counts kept in `operandSegmentSizes` as the generic form writes it.

use std::fmt::Write;

use crate::ast::{ActionError, AstOp, Use};
use crate::attrs::{AttrDict, Attribute};
use crate::diag::{self, Diagnostic};
use crate::ir::{Op, Span};
use crate::printer::Printer;
use crate::types::{write_type_list, ElemType, Type};

/// A successor as written: its label with where it is, and the operands with their types.
pub type AstSuccessor = ((String, Span), Vec<Use>, Vec<Type>);

/// Checks that a successor lists one type per operand.
fn successor_types(s: &AstSuccessor) -> Result<(), ActionError> {
    let ((label, span), operands, types) = s;
    if operands.len() != types.len() {
        return Err(Diagnostic::error(
            diag::OPERAND_COUNT,
            *span,
            format!(
                "the successor `{label}` is passed {} operand(s) but {} type(s)",
                operands.len(),
                types.len()
            ),
            "operands and types disagree",
        ));
    }
    Ok(())
}

/// Builds `cf.br ^bb1(%a : T) {attrs}`.
pub fn build_br(
    span: Span,
    dest: AstSuccessor,
    attrs: Option<AttrDict>,
) -> Result<AstOp, ActionError> {
    successor_types(&dest)?;
    let (label, operands, types) = dest;
    let mut op = AstOp::new("cf.br", operands, span).with_attrs(attrs);
    op.operand_types = types;
    op.successors = vec![label];
    Ok(op)
}

/// Builds `cf.cond_br %c (weights([a, b]))?, ^t(...), ^f(...) {attrs}`.
pub fn build_cond_br(
    span: Span,
    cond: Use,
    weights: Option<Vec<i64>>,
    (t, f): (AstSuccessor, AstSuccessor),
    attrs: Option<AttrDict>,
) -> Result<AstOp, ActionError> {
    successor_types(&t)?;
    successor_types(&f)?;
    let (tl, to, tt) = t;
    let (fl, fo, ft) = f;
    let sizes = vec![1, to.len() as i64, fo.len() as i64];
    let mut operands = vec![cond];
    operands.extend(to);
    operands.extend(fo);
    let mut op = AstOp::new("cf.cond_br", operands, span)
        .prop(
            "operandSegmentSizes",
            Attribute::DenseArray {
                elem: ElemType::I32,
                values: sizes,
            },
        )
        .with_attrs(attrs);
    if let Some(w) = weights {
        op = op.prop(
            "branch_weights",
            Attribute::DenseArray {
                elem: ElemType::I32,
                values: w,
            },
        );
    }
    op.operand_types = vec![Type::Scalar(ElemType::I1)];
    op.operand_types.extend(tt);
    op.operand_types.extend(ft);
    op.successors = vec![tl, fl];
    Ok(op)
}

/// Builds `tensor.extract %t[%i, ...] : T` (the result is `T`'s element type; the indices are
/// `index` values).
pub fn build_extract(
    span: Span,
    t: Use,
    indices: Vec<Use>,
    attrs: Option<AttrDict>,
    ty: Type,
) -> AstOp {
    let elem = ty.elem().unwrap_or(ElemType::F32);
    let mut operand_types = vec![ty];
    operand_types.extend(indices.iter().map(|_| Type::Scalar(ElemType::Index)));
    let mut operands = vec![t];
    operands.extend(indices);
    let mut op = AstOp::new("tensor.extract", operands, span).with_attrs(attrs);
    op.operand_types = operand_types;
    op.result_types = vec![Type::Scalar(elem)];
    op
}

impl Printer<'_> {
    /// `tensor.extract %t[%i] : T`.
    pub(crate) fn print_extract(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let (&t, idx) = d.operands.split_first()?;
        if d.results.len() != 1
            || idx
                .iter()
                .any(|&i| *self.ty(i) != Type::Scalar(ElemType::Index))
            || self.ty(t).elem().map(Type::Scalar).as_ref() != Some(self.ty(d.results[0]))
        {
            return None;
        }
        Some(format!(
            "tensor.extract {}[{}]{} : {}",
            self.v(t),
            self.operand_list(idx),
            self.attr_dict(op, &[]),
            self.ty(t)
        ))
    }

    /// `^bb1(%a, %b : T, U)` or `^bb1`.
    fn successor(&self, op: Op, i: usize) -> Option<String> {
        let b = *self.m.ops[op].successors.get(i)?;
        let mut s = self.block_name(b);
        let vals = self.m.successor_operands(op, i);
        if !vals.is_empty() {
            let _ = write!(s, "({} : ", self.operand_list(vals));
            let _ = write_type_list(&mut s, &self.types_of(vals));
            s.push(')');
        }
        Some(s)
    }

    /// `cf.br ^bb1(%a : T)`.
    pub(crate) fn print_br(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        if d.successors.len() != 1 || !d.results.is_empty() {
            return None;
        }
        Some(format!(
            "cf.br {}{}",
            self.successor(op, 0)?,
            self.attr_dict(op, &[])
        ))
    }

    /// `cf.cond_br %c, ^bb1(%a : T), ^bb2`, with `weights([..])` when the op has them.
    pub(crate) fn print_cond_br(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        if d.successors.len() != 2 || !d.results.is_empty() {
            return None;
        }
        // The segments must cover the operands exactly, or the pretty form would drop some.
        let (&c, rest) = d.operands.split_first()?;
        match d.attr("operandSegmentSizes") {
            Some(Attribute::DenseArray { values, .. })
                if values.len() == 3
                    && values[0] == 1
                    && values[1] >= 0
                    && values[2] >= 0
                    && (values[1] + values[2]) as usize == rest.len() => {}
            _ => return None,
        }
        let mut s = format!("cf.cond_br {}", self.v(c));
        match d.attr("branch_weights") {
            None => {}
            Some(Attribute::DenseArray { values, .. }) => {
                let _ = write!(s, " weights({})", Printer::i64_list(values));
            }
            Some(_) => return None,
        }
        let _ = write!(
            s,
            ", {}, {}{}",
            self.successor(op, 0)?,
            self.successor(op, 1)?,
            self.attr_dict(op, &["operandSegmentSizes", "branch_weights"])
        );
        Some(s)
    }
}
