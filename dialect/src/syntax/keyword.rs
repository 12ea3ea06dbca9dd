//! The forms that write an attribute as `KEYWORD = value` (or as a small syntax of its own) after
//! the operands: `dims = [..]`, `dim = N`, `distribution = CASE`, `type = FFT, length = [..]`,
//! `config = ".."`, `lower = true`, `low = .., high = .., interior = ..`, `[a:b:c]`, `%t[N]`,
//! `@target(..)`, `k = N` (syntax families `Dims`, `OperandsDim`, `EnumKeyword`, `Fft`, `Einsum`,
//! `Cholesky`, `Pad`, `Slice`, `Tuple`, `GetTupleElement`, `CustomCall`, `TopK`).
//!
//! This file holds both directions of these forms: the printer's half (methods on the printer)
//! and the parser's half (what the grammar's rules in `grammar.lalrpop` call to build the op).

use std::fmt::Write;

use super::{expect, Spanned, Word};
use crate::ast::{enum_attr, err, int_attr, unescape, ActionError, AstOp, Use};
use crate::attrs::{write_symbol, AttrDict, Attribute};
use crate::diag::{self, Diagnostic};
use crate::ir::{Op, Span};
use crate::ops::{OpKind, Syntax};
use crate::printer::Printer;
use crate::types::{ElemType, Type};

impl Printer<'_> {
    /// `op %x, dims = [..] : T` (or `sizes = [..]`), see [`Syntax::Dims`].
    pub(crate) fn print_dims(
        &self,
        op: Op,
        key: &str,
        keyword: &str,
        shorten: bool,
    ) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
        let dense = |k: &str| d.attr(k).and_then(|a| a.as_dense_array());
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

    /// `stablehlo.slice %x [a:b:c, ...] : (T) -> R`.
    pub(crate) fn print_slice(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
        let dense = |k: &str| d.attr(k).and_then(|a| a.as_dense_array());
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

    /// `op %a, %b, dim = N : (T, U) -> R`.
    pub(crate) fn print_operands_dim(&self, op: Op, key: &str) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `stablehlo.pad %x, %v, low = [..], high = [..], interior = [..] : ..`.
    pub(crate) fn print_pad(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
        let dense = |k: &str| d.attr(k).and_then(|a| a.as_dense_array());
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

    /// `stablehlo.custom_call @target(%a) {..} : (T) -> R`.
    pub(crate) fn print_custom_call(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let target = d.attr("call_target_name")?.as_str()?;
        let mut s = format!("{name} ");
        let _ = write_symbol(&mut s, target);
        let _ = write!(s, "({})", self.operand_list(&d.operands));
        s.push_str(&self.attr_dict(op, &["call_target_name"]));
        let _ = write!(s, " : {}", self.fn_type(op));
        Some(s)
    }

    /// `stablehlo.tuple %a, %b : tuple<T, U>`.
    pub(crate) fn print_tuple(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `stablehlo.get_tuple_element %t[N] : (tuple<..>) -> T`.
    pub(crate) fn print_get_tuple_element(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `op %a, %b, KW = CASE : ..`, see [`Syntax::EnumKeyword`].
    pub(crate) fn print_enum_keyword(
        &self,
        op: Op,
        key: &str,
        keyword: &str,
        enum_kind: &str,
    ) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
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

    /// `stablehlo.fft %x, type = FFT, length = [..] : ..`.
    pub(crate) fn print_fft(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
        let dense = |k: &str| d.attr(k).and_then(|a| a.as_dense_array());
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

    /// `op %a, %b, config = "..." : ..`.
    pub(crate) fn print_einsum(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `stablehlo.cholesky %a(, lower = true)? : T`.
    pub(crate) fn print_cholesky(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `chlo.top_k(%x, k = N(, is_stable = true)?) : T -> (T, I)`.
    pub(crate) fn print_top_k(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

// The parser's half.

/// Builds an op of the `Dims` family from `op %x, .., KW = [..] {..}? : T`: the keyword and the
/// attribute it sets are the op's (see [`Syntax::Dims`]).
pub fn build_dims(
    name: &str,
    span: Span,
    operands: Vec<Use>,
    kw: Word<'_>,
    dims: Vec<i64>,
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    let (prop, keyword) = match OpKind::from_name(name).map(|k| k.syntax()) {
        Some(Syntax::Dims(key, keyword, _)) => (key, keyword),
        _ => {
            return Err(Diagnostic::error(
                diag::SYNTAX_ERROR,
                span,
                format!("`{name}` takes no `dims =`"),
                "here",
            ))
        }
    };
    expect(kw, keyword)?;
    Ok(AstOp::new(name, operands, span)
        .with_same_or_fn_type(ty)
        .prop(prop, Attribute::i64_array(&dims))
        .with_attrs(attrs))
}

/// Builds an op of the `OperandsDim` family from `op %a, .., dim = N {..}? : ..`.
pub fn build_operands_dim(
    name: &str,
    span: Span,
    operands: Vec<Use>,
    kw: Word<'_>,
    dim: i64,
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    expect(kw, "dim")?;
    let prop = match OpKind::from_name(name).map(|k| k.syntax()) {
        Some(Syntax::OperandsDim(key)) => key,
        _ => {
            return Err(Diagnostic::error(
                diag::SYNTAX_ERROR,
                span,
                format!("`{name}` takes no `dim =`"),
                "here",
            ))
        }
    };
    Ok(AstOp::new(name, operands, span)
        .with_same_or_fn_type(ty)
        .prop(
            prop,
            Attribute::Int {
                value: dim,
                ty: ElemType::I64,
            },
        )
        .with_attrs(attrs))
}

/// Builds an op of the `EnumKeyword` family from `op %a, .., KW = CASE {..}? : (..) -> ..` (see
/// [`Syntax::EnumKeyword`]).
pub fn build_enum_keyword(
    name: &str,
    span: Span,
    operands: Vec<Use>,
    (kw, (vl, v, vr)): (Word<'_>, Word<'_>),
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    let (prop, keyword, kind) = match OpKind::from_name(name).map(|k| k.syntax()) {
        Some(Syntax::EnumKeyword(prop, keyword, kind)) => (prop, keyword, kind),
        _ => {
            return Err(Diagnostic::error(
                diag::SYNTAX_ERROR,
                span,
                format!("`{name}` takes no keyword"),
                "here",
            ))
        }
    };
    expect(kw, keyword)?;
    Ok(AstOp::new(name, operands, span)
        .prop(prop, enum_attr("#stablehlo", kind, v, vl, vr)?)
        .with_fn_type(ty, Span::new(tl, tr), name)?
        .with_attrs(attrs))
}

/// Builds `stablehlo.slice %x [a:b(:c)?, ..] {..}? : ..`.
pub fn build_slice(
    span: Span,
    a: Use,
    ranges: Vec<(i64, i64, i64)>,
    attrs: Option<AttrDict>,
    ty: Type,
) -> AstOp {
    let start: Vec<i64> = ranges.iter().map(|x| x.0).collect();
    let limit: Vec<i64> = ranges.iter().map(|x| x.1).collect();
    let strides: Vec<i64> = ranges.iter().map(|x| x.2).collect();
    AstOp::new("stablehlo.slice", vec![a], span)
        .with_same_or_fn_type(ty)
        .prop("limit_indices", Attribute::i64_array(&limit))
        .prop("start_indices", Attribute::i64_array(&start))
        .prop("strides", Attribute::i64_array(&strides))
        .with_attrs(attrs)
}

/// Builds `stablehlo.pad %x, %v, low = [..], high = [..], interior = [..] {..}? : ..`.
pub fn build_pad(
    span: Span,
    operands: Vec<Use>,
    [(k1, low), (k2, high), (k3, interior)]: [(Word<'_>, Vec<i64>); 3],
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    expect(k1, "low")?;
    expect(k2, "high")?;
    expect(k3, "interior")?;
    Ok(AstOp::new("stablehlo.pad", operands, span)
        .with_same_or_fn_type(ty)
        .prop("edge_padding_high", Attribute::i64_array(&high))
        .prop("edge_padding_low", Attribute::i64_array(&low))
        .prop("interior_padding", Attribute::i64_array(&interior))
        .with_attrs(attrs))
}

/// Builds `stablehlo.tuple %a, %b {..}? : tuple<T, U>`.
pub fn build_tuple(
    span: Span,
    operands: Vec<Use>,
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    let mut op = AstOp::new("stablehlo.tuple", operands, span).with_attrs(attrs);
    match &ty {
        Type::Tuple(items) if items.len() == op.operands.len() => {
            op.operand_types = items.clone();
            op.result_types = vec![ty];
            Ok(op)
        }
        _ => Err(err(
            diag::SYNTAX_ERROR,
            tl,
            tr,
            format!(
                "`stablehlo.tuple` of {} value(s) expects a tuple type with as many elements, found `{ty}`",
                op.operands.len()
            ),
            "expected `tuple<...>`",
        )),
    }
}

/// Builds `stablehlo.get_tuple_element %t[N] {..}? : (tuple<..>) -> T`.
pub fn build_get_tuple_element(
    span: Span,
    a: Use,
    (il, i, ir): Spanned<i128>,
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    Ok(AstOp::new("stablehlo.get_tuple_element", vec![a], span)
        .prop("index", int_attr(i, ElemType::I32, il, ir)?)
        .with_fn_type(ty, Span::new(tl, tr), "stablehlo.get_tuple_element")?
        .with_attrs(attrs))
}

/// Builds `stablehlo.fft %x, type = FFT, length = [..] {..}? : ..`.
pub fn build_fft(
    span: Span,
    a: Use,
    (k1, (vl, v, vr)): (Word<'_>, Word<'_>),
    (k2, len): (Word<'_>, Vec<i64>),
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    expect(k1, "type")?;
    expect(k2, "length")?;
    Ok(AstOp::new("stablehlo.fft", vec![a], span)
        .prop("fft_type", enum_attr("#stablehlo", "fft_type", v, vl, vr)?)
        .prop("fft_length", Attribute::i64_array(&len))
        .with_fn_type(ty, Span::new(tl, tr), "stablehlo.fft")?
        .with_attrs(attrs))
}

/// Builds an einsum from `op %a, .., config = ".." {..}? : ..`.
pub fn build_einsum(
    name: &str,
    span: Span,
    operands: Vec<Use>,
    (kw, (cl, c, cr)): (Word<'_>, Word<'_>),
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    expect(kw, "config")?;
    Ok(AstOp::new(name, operands, span)
        .prop("einsum_config", Attribute::String(unescape(c, cl, cr)?))
        .with_fn_type(ty, Span::new(tl, tr), name)?
        .with_attrs(attrs))
}

/// Builds `stablehlo.cholesky %a(, lower = B)? {..}? : T`.
pub fn build_cholesky(
    span: Span,
    a: Use,
    lower: Option<(usize, &str, usize, bool)>,
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    let mut op = AstOp::new("stablehlo.cholesky", vec![a], span).with_same_or_fn_type(ty);
    if let Some((kl, k, kr, b)) = lower {
        expect((kl, k, kr), "lower")?;
        op = op.prop("lower", Attribute::Bool(b));
    }
    Ok(op.with_attrs(attrs))
}

/// Builds `stablehlo.custom_call @target(%a, ..) {..}? : (..) -> ..`.
pub fn build_custom_call(
    span: Span,
    callee: String,
    operands: Vec<Use>,
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    Ok(AstOp::new("stablehlo.custom_call", operands, span)
        .prop("call_target_name", Attribute::String(callee))
        .with_fn_type(ty, Span::new(tl, tr), "stablehlo.custom_call")?
        .with_attrs(attrs))
}

/// Builds `chlo.top_k(%x, k = N(, is_stable = B)?) {..}? : T -> (T, I)`.
pub fn build_top_k(
    span: Span,
    a: Use,
    (kw, (vl, v, vr)): (Word<'_>, Spanned<i128>),
    stable: Option<(usize, &str, usize, bool)>,
    attrs: Option<AttrDict>,
    t: Type,
    (t1, t2): (Type, Type),
) -> Result<AstOp, ActionError> {
    expect(kw, "k")?;
    let mut op =
        AstOp::new("chlo.top_k", vec![a], span).prop("k", int_attr(v, ElemType::I64, vl, vr)?);
    if let Some((sl, s, sr, b)) = stable {
        expect((sl, s, sr), "is_stable")?;
        op = op.prop("is_stable", Attribute::Bool(b));
    }
    op.operand_types = vec![t];
    op.result_types = vec![t1, t2];
    Ok(op.with_attrs(attrs))
}
