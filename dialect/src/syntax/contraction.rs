//! The contractions: `stablehlo.dot_general` with its `batching_dims`/`contracting_dims`,
//! `precision` and `algorithm`, the legacy `stablehlo.dot`, and `stablehlo.convolution` with its
//! `dim_numbers` and `window = {..}` (syntax families `DotGeneral`, `Dot`, `Convolution`).
//!
//! This file holds both directions of these forms: the printer's half (methods on the printer)
//! and the parser's half (what the grammar's rules in `grammar.lalrpop` call to build the op).

use std::fmt::Write;

use super::{expect, Spanned, Word};
use crate::ast::{
    enum_attr, err, struct_fields, ActionError, AstOp, FieldValue, Use, STRUCT_SCHEMAS,
};
use crate::attrs::{AttrDict, Attribute, ConvDims};
use crate::diag;
use crate::ir::{Op, Span};
use crate::printer::Printer;
use crate::types::{ElemType, Type};

impl Printer<'_> {
    /// `stablehlo.dot_general %a, %b, batching_dims = .., contracting_dims = .. : ..`.
    pub(crate) fn print_dot_general(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `stablehlo.convolution(%a, %b) dim_numbers = .., window = {..} : ..`.
    pub(crate) fn print_convolution(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
        let dense = |k: &str| d.attr(k).and_then(|a| a.as_dense_array());
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

    /// `stablehlo.dot %a, %b(, precision = [..])? : (T, U) -> R`.
    pub(crate) fn print_dot(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let n_res = d.results.len();
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

    /// `[DEFAULT, HIGH]` from a `precision_config` array of enum cases.
    pub(crate) fn precision_list(config: &Attribute) -> Option<String> {
        let Attribute::Array(items) = config else {
            return None;
        };
        let names: Option<Vec<&str>> = items.iter().map(|a| a.as_enum()).collect();
        Some(format!("[{}]", names?.join(", ")))
    }
}

// The parser's half.

/// The value of a `dot_general` pretty-syntax item.
#[derive(Clone, Debug)]
pub enum DotValue<'a> {
    /// `[..] x [..]`
    Pair(Vec<i64>, Vec<i64>),
    /// `[DEFAULT, HIGH]` with each name's span.
    Names(Vec<(usize, &'a str, usize)>),
    /// `<key = value, ...>`: a dot algorithm written without its `#stablehlo.dot_algorithm` name.
    Struct(Vec<(String, FieldValue)>),
}

/// The `precision_config` of `precision = [DEFAULT, HIGH]`.
pub fn precision_config(names: Vec<(usize, &str, usize)>) -> Result<Attribute, ActionError> {
    let mut cfg = Vec::new();
    for (l, name, r) in names {
        cfg.push(enum_attr("#stablehlo", "precision", name, l, r)?);
    }
    Ok(Attribute::Array(cfg))
}

/// An item of `dot_general`'s pretty form as written: its keyword, where the keyword is, and its
/// value.
pub type DotItem<'a> = (&'a str, usize, usize, DotValue<'a>);

/// Builds `stablehlo.dot_general %a, %b, batching_dims = [..] x [..], contracting_dims = [..] x
/// [..](, precision = [..])?(, algorithm = <..>)? {..}? : ..`.
pub fn build_dot_general(
    span: Span,
    operands: Vec<Use>,
    items: Vec<DotItem<'_>>,
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    let mut dims = crate::attrs::DotDims::default();
    let mut op = AstOp::new("stablehlo.dot_general", operands, span);
    for (k, kl, kr, v) in items {
        match (k, v) {
            ("batching_dims", DotValue::Pair(x, y)) => {
                dims.lhs_batch = x;
                dims.rhs_batch = y;
            }
            ("contracting_dims", DotValue::Pair(x, y)) => {
                dims.lhs_contract = x;
                dims.rhs_contract = y;
            }
            ("precision", DotValue::Names(names)) => {
                op = op.prop("precision_config", precision_config(names)?);
            }
            ("algorithm", DotValue::Struct(fields)) => {
                let schema = STRUCT_SCHEMAS
                    .iter()
                    .find(|s| s.0 == "stablehlo.dot_algorithm")
                    .map(|s| s.1)
                    .unwrap_or(&[]);
                let fields = struct_fields("stablehlo.dot_algorithm", schema, fields, kl, kr)?;
                op = op.prop(
                    "algorithm",
                    Attribute::Struct {
                        name: "stablehlo.dot_algorithm".into(),
                        fields,
                    },
                );
            }
            (k, _) => return Err(err(
                diag::BAD_SYNTAX_KEYWORD,
                kl,
                kr,
                format!("unexpected `{k}` in dot_general"),
                "expected `batching_dims = [..] x [..]`, `contracting_dims = [..] x [..]`, `precision = [..]` or `algorithm = <..>`",
            )),
        }
    }
    Ok(op
        .prop("dot_dimension_numbers", Attribute::Dot(dims))
        .with_fn_type(ty, Span::new(tl, tr), "stablehlo.dot_general")?
        .with_attrs(attrs))
}

/// Builds `stablehlo.dot %a, %b(, precision = [..])? {..}? : (T, U) -> R`.
pub fn build_dot(
    span: Span,
    operands: Vec<Use>,
    items: Vec<DotItem<'_>>,
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    let mut op = AstOp::new("stablehlo.dot", operands, span);
    for (k, kl, kr, v) in items {
        match (k, v) {
            ("precision", DotValue::Names(names)) => {
                op = op.prop("precision_config", precision_config(names)?);
            }
            (k, _) => {
                return Err(err(
                    diag::BAD_SYNTAX_KEYWORD,
                    kl,
                    kr,
                    format!("unexpected `{k}` in dot"),
                    "expected `precision = [..]`",
                ))
            }
        }
    }
    Ok(op
        .with_fn_type(ty, Span::new(tl, tr), "stablehlo.dot")?
        .with_attrs(attrs))
}

fn int_list_of(a: &Attribute) -> Option<Vec<i64>> {
    match a {
        Attribute::Array(items) => items.iter().map(|i| i.as_int()).collect(),
        _ => None,
    }
}

/// Maps an entry of a convolution's pretty `window = {...}` to its property.
pub fn window_entry(
    name: &str,
    value: Attribute,
    start: usize,
    end: usize,
) -> Result<(&'static str, Attribute), ActionError> {
    let bad = |what: &str| {
        err(
            diag::BAD_ATTRIBUTE,
            start,
            end,
            format!("`{name}` in a convolution window takes {what}"),
            "here",
        )
    };
    match name {
        "stride" | "lhs_dilate" | "rhs_dilate" => {
            let v = int_list_of(&value).ok_or_else(|| bad("a list of integers"))?;
            let prop = match name {
                "stride" => "window_strides",
                "lhs_dilate" => "lhs_dilation",
                _ => "rhs_dilation",
            };
            Ok((prop, Attribute::i64_array(&v)))
        }
        "pad" => {
            let Attribute::Array(rows) = &value else {
                return Err(bad("a list of [low, high] pairs"));
            };
            let mut flat = Vec::new();
            for row in rows {
                match int_list_of(row) {
                    Some(p) if p.len() == 2 => flat.extend(p),
                    _ => return Err(bad("a list of [low, high] pairs")),
                }
            }
            let ty = Type::tensor(vec![rows.len() as i64, 2], ElemType::I64);
            Ok((
                "padding",
                Attribute::Dense(crate::attrs::DenseElements::new(
                    ty,
                    crate::attrs::DenseValues::Int(flat),
                )),
            ))
        }
        "reverse" => {
            let Attribute::Array(items) = &value else {
                return Err(bad("a list of booleans"));
            };
            let v: Option<Vec<i64>> = items
                .iter()
                .map(|i| i.as_bool().map(|b| b as i64))
                .collect();
            let v = v.ok_or_else(|| bad("a list of booleans"))?;
            Ok((
                "window_reversal",
                Attribute::DenseArray {
                    elem: ElemType::I1,
                    values: v,
                },
            ))
        }
        _ => Err(err(
            diag::BAD_SYNTAX_KEYWORD,
            start,
            end,
            format!("unknown convolution window entry `{name}`"),
            "expected stride, pad, lhs_dilate, rhs_dilate or reverse",
        )),
    }
}

/// An entry of a convolution's `window = {..}` as written: where its name is, the name, and its
/// value.
pub type WindowEntry<'a> = (usize, &'a str, usize, Attribute);

/// Builds `stablehlo.convolution(%a, %b) dim_numbers = LAYOUTS(, window = {..})? {..}? : ..`.
pub fn build_convolution(
    span: Span,
    operands: Vec<Use>,
    (kw, layouts): (Word<'_>, ConvDims),
    window: Option<(usize, &str, usize, Vec<WindowEntry<'_>>)>,
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    expect(kw, "dim_numbers")?;
    let mut op = AstOp::new("stablehlo.convolution", operands, span)
        .with_fn_type(ty, Span::new(tl, tr), "stablehlo.convolution")?
        .prop("dimension_numbers", Attribute::Conv(layouts));
    if let Some((wl, w, wr, entries)) = window {
        expect((wl, w, wr), "window")?;
        for (el, name, er, value) in entries {
            let (prop, attr) = window_entry(name, value, el, er)?;
            op = op.prop(prop, attr);
        }
    }
    Ok(op.with_attrs(attrs))
}
