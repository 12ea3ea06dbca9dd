//! MLIR's `tensor` and `linalg` ops that IREE's tests use to build inputs: `tensor.empty() : T`,
//! `tensor.dim %t, %i : T`, `tensor.expand_shape`/`tensor.collapse_shape` (`TensorOps.td`'s
//! assembly formats; an
//! `expand_shape` without `output_shape`, MLIR's form before 2024, is read too and prints in the
//! current form), and `linalg.generic` with `linalg.index` (`LinalgOps.cpp`'s `GenericOp::print`
//! and `parse`: the trait attributes as a dictionary with the iterator types as strings, `ins`,
//! `outs`, `attrs = {..}`, the region, the result types after `->`).

use std::fmt::Write;

use crate::ast::{err, expect_kw, ActionError, AstOp, AstRegion, Use};
use crate::attrs::{AttrDict, Attribute};
use crate::diag;
use crate::ir::{Op, Span};
use crate::ops::OpKind;
use crate::printer::Printer;
use crate::syntax::{Spanned, Word};
use crate::types::{write_type_list, ElemType, Type};
use crate::views::K_DYNAMIC;

/// One entry of `output_shape [..]`: a static size or an `index` value.
#[derive(Clone, Debug)]
pub enum SizeEntry {
    /// A size written as a number.
    Static(i64),
    /// A size given by a value.
    Dynamic(Use),
}

/// A clause of `linalg.generic` after its trait dictionary: `ins(%a : T)`, `outs(%b : U)` or
/// `attrs = {..}`.
#[derive(Clone, Debug)]
pub enum LinalgPart<'a> {
    /// `ins(..)` or `outs(..)`: the keyword, the operands and their types.
    Operands(Word<'a>, Vec<Use>, Vec<Type>),
    /// `attrs = {..}`.
    Attrs(Word<'a>, AttrDict),
}

/// The attributes `linalg.generic` prints in its leading dictionary (`linalgTraitAttrNames`).
const TRAITS: &[&str] = &["doc", "indexing_maps", "iterator_types", "library_call"];

/// Builds `tensor.empty(%d, ..) {attrs}? : T`.
pub fn build_empty(span: Span, sizes: Vec<Use>, attrs: Option<AttrDict>, ty: Type) -> AstOp {
    let n = sizes.len();
    let mut op = AstOp::new(OpKind::TensorEmpty.name(), sizes, span).with_attrs(attrs);
    op.operand_types = vec![Type::Scalar(ElemType::Index); n];
    op.result_types = vec![ty];
    op
}

/// Builds `tensor.dim {attrs}? %t, %i : T` (the index is an `index`, so is the result).
pub fn build_tensor_dim(span: Span, attrs: Option<AttrDict>, t: Use, i: Use, ty: Type) -> AstOp {
    let mut op = AstOp::new(OpKind::TensorDim.name(), vec![t, i], span).with_attrs(attrs);
    op.operand_types = vec![ty, Type::Scalar(ElemType::Index)];
    op.result_types = vec![Type::Scalar(ElemType::Index)];
    op
}

/// Builds `tensor.expand_shape %x [[..]] (output_shape [..])? {attrs}? : T into R` and
/// `tensor.collapse_shape %x [[..]] {attrs}? : T into R`.
#[allow(clippy::too_many_arguments)]
pub fn build_reassociative(
    name: &str,
    span: Span,
    x: Use,
    groups: Vec<Vec<i64>>,
    shape: Option<(Word<'_>, Vec<SizeEntry>)>,
    attrs: Option<AttrDict>,
    (from, into, to): (Type, Word<'_>, Type),
) -> Result<AstOp, ActionError> {
    expect_kw(into.1, "into", into.0, into.2)?;
    let reassociation = Attribute::Array(
        groups
            .into_iter()
            .map(|g| {
                Attribute::Array(
                    g.into_iter()
                        .map(|value| Attribute::Int {
                            value,
                            ty: ElemType::I64,
                        })
                        .collect(),
                )
            })
            .collect(),
    );
    let mut operands = vec![x];
    let mut operand_types = vec![from];
    let mut op_props = AttrDict::new();
    op_props.insert("reassociation".into(), reassociation);
    let expand = name == OpKind::TensorExpandShape.name();
    match (expand, shape) {
        (true, Some((kw, entries))) => {
            expect_kw(kw.1, "output_shape", kw.0, kw.2)?;
            let mut sizes = Vec::with_capacity(entries.len());
            for e in entries {
                match e {
                    SizeEntry::Static(v) => sizes.push(v),
                    SizeEntry::Dynamic(u) => {
                        sizes.push(K_DYNAMIC);
                        operands.push(u);
                        operand_types.push(Type::Scalar(ElemType::Index));
                    }
                }
            }
            op_props.insert("static_output_shape".into(), Attribute::i64_array(&sizes));
        }
        // MLIR's form before `output_shape` (2024): the sizes are the result type's.
        (true, None) => {
            let sizes: Vec<i64> = to
                .shape()
                .unwrap_or(&[])
                .iter()
                .map(|&d| if d < 0 { K_DYNAMIC } else { d })
                .collect();
            op_props.insert("static_output_shape".into(), Attribute::i64_array(&sizes));
        }
        (false, Some((kw, _))) => {
            return Err(err(
                diag::SYNTAX_ERROR,
                kw.0,
                kw.2,
                format!(
                    "`{name}` takes no `{}` (only `tensor.expand_shape` does)",
                    kw.1
                ),
                "unexpected clause",
            ))
        }
        (false, None) => {}
    }
    let mut op = AstOp::new(name, operands, span).with_attrs(attrs);
    op.props = op_props;
    op.operand_types = operand_types;
    op.result_types = vec![to];
    Ok(op)
}

/// Builds `linalg.generic {traits} ins(..)? outs(..)? (attrs = {..})? {region} (-> types)?`: the
/// iterator types written as strings become `#linalg.iterator_type<..>` (as `GenericOp::parse`
/// converts them), and `operandSegmentSizes` counts the inputs and outputs.
pub fn build_linalg_generic(
    span: Span,
    traits: Spanned<AttrDict>,
    parts: Vec<LinalgPart<'_>>,
    body: AstRegion,
    results: Vec<Type>,
) -> Result<AstOp, ActionError> {
    let (tl, mut traits, tr) = traits;
    if let Some(Attribute::Array(items)) = traits.get_mut("iterator_types") {
        for item in items.iter_mut() {
            if let Attribute::String(s) = item {
                if !matches!(s.as_str(), "parallel" | "reduction") {
                    return Err(err(
                        diag::BAD_ATTRIBUTE,
                        tl,
                        tr,
                        format!("unexpected iterator_type ({s}): expected \"parallel\" or \"reduction\""),
                        "in these traits",
                    ));
                }
                *item = Attribute::Enum {
                    dialect: "linalg".into(),
                    kind: "iterator_type".into(),
                    value: s.clone(),
                };
            }
        }
    }
    let mut ins: Option<(Vec<Use>, Vec<Type>)> = None;
    let mut outs: Option<(Vec<Use>, Vec<Type>)> = None;
    let mut extra: Option<AttrDict> = None;
    // The clauses come in this order, each at most once.
    let mut stage = 0;
    for part in parts {
        let (kw, at) = match &part {
            LinalgPart::Operands(kw, ..) => (
                kw.1,
                match kw.1 {
                    "ins" => 1,
                    "outs" => 2,
                    _ => 0,
                },
            ),
            LinalgPart::Attrs(kw, _) => (kw.1, if kw.1 == "attrs" { 3 } else { 0 }),
        };
        let word = match &part {
            LinalgPart::Operands(w, ..) | LinalgPart::Attrs(w, _) => *w,
        };
        if at == 0 || at <= stage {
            let expected = match stage {
                0 => "`ins`, `outs` or `attrs`",
                1 => "`outs` or `attrs`",
                2 => "`attrs`",
                _ => "the body",
            };
            return Err(err(
                diag::BAD_SYNTAX_KEYWORD,
                word.0,
                word.2,
                format!("expected {expected} in `linalg.generic`, found `{kw}`"),
                format!("expected {expected} here"),
            ));
        }
        stage = at;
        match part {
            LinalgPart::Operands(w, uses, types) => {
                if uses.len() != types.len() {
                    return Err(err(
                        diag::OPERAND_COUNT,
                        w.0,
                        w.2,
                        format!(
                            "`{}` lists {} operand(s) but {} type(s)",
                            w.1,
                            uses.len(),
                            types.len()
                        ),
                        "operands and types disagree",
                    ));
                }
                if at == 1 {
                    ins = Some((uses, types));
                } else {
                    outs = Some((uses, types));
                }
            }
            LinalgPart::Attrs(_, d) => extra = Some(d),
        }
    }
    let (iu, it) = ins.unwrap_or_default();
    let (ou, ot) = outs.unwrap_or_default();
    traits.insert(
        "operandSegmentSizes".into(),
        Attribute::DenseArray {
            elem: ElemType::I32,
            values: vec![iu.len() as i64, ou.len() as i64],
        },
    );
    let mut operands = iu;
    operands.extend(ou);
    let mut operand_types = it;
    operand_types.extend(ot);
    let mut op = AstOp::new(OpKind::LinalgGeneric.name(), operands, span).with_attrs(extra);
    op.props = traits;
    op.operand_types = operand_types;
    op.result_types = results;
    op.regions = vec![body];
    Ok(op)
}

/// Builds `linalg.index N {attrs}? : index`.
pub fn build_linalg_index(
    span: Span,
    (dl, dim, dr): Spanned<i128>,
    attrs: Option<AttrDict>,
    ty: Type,
) -> Result<AstOp, ActionError> {
    let dim = i64::try_from(dim).map_err(|_| {
        err(
            diag::BAD_LITERAL,
            dl,
            dr,
            "loop index does not fit in i64",
            "out of range",
        )
    })?;
    let mut op = AstOp::new(OpKind::LinalgIndex.name(), vec![], span)
        .prop(
            "dim",
            Attribute::Int {
                value: dim,
                ty: ElemType::I64,
            },
        )
        .with_attrs(attrs);
    op.result_types = vec![ty];
    Ok(op)
}

/// The integer lists of a reassociation attribute (`None` when it is not one).
fn groups(a: &Attribute) -> Option<Vec<Vec<i64>>> {
    let Attribute::Array(groups) = a else {
        return None;
    };
    groups
        .iter()
        .map(|g| match g {
            Attribute::Array(items) => items.iter().map(Attribute::as_int).collect(),
            _ => None,
        })
        .collect()
}

impl Printer<'_> {
    /// `tensor.empty() : T`.
    pub(crate) fn print_empty(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        if d.results.len() != 1
            || d.operands
                .iter()
                .any(|&v| *self.ty(v) != Type::Scalar(ElemType::Index))
        {
            return None;
        }
        Some(format!(
            "tensor.empty({}){} : {}",
            self.operand_list(&d.operands),
            self.attr_dict(op, &[]),
            self.ty(d.results[0])
        ))
    }

    /// `tensor.dim %t, %i : T` (the attribute dictionary, if any, before the operands).
    pub(crate) fn print_tensor_dim(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let [t, i] = d.operands[..] else {
            return None;
        };
        let index = Type::Scalar(ElemType::Index);
        if d.results.len() != 1 || *self.ty(i) != index || *self.ty(d.results[0]) != index {
            return None;
        }
        Some(format!(
            "tensor.dim{} {}, {} : {}",
            self.attr_dict(op, &[]),
            self.v(t),
            self.v(i),
            self.ty(t)
        ))
    }

    /// `tensor.expand_shape %x [[0, 1]] output_shape [4, %d] : T into R` and
    /// `tensor.collapse_shape %x [[0, 1]] : T into R`.
    pub(crate) fn print_reassociative(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let kind = d.kind()?;
        let (&x, sizes) = d.operands.split_first()?;
        if d.results.len() != 1 {
            return None;
        }
        let groups = groups(d.attr("reassociation")?)?;
        let list: Vec<String> = groups.iter().map(|g| Printer::i64_list(g)).collect();
        let mut s = format!("{} {} [{}]", kind.name(), self.v(x), list.join(", "));
        if kind == OpKind::TensorExpandShape {
            let Some(Attribute::DenseArray { values, .. }) = d.attr("static_output_shape") else {
                return None;
            };
            if values.iter().filter(|&&v| v == K_DYNAMIC).count() != sizes.len() {
                return None;
            }
            let mut dynamic = sizes.iter();
            let mut entries = Vec::with_capacity(values.len());
            for &v in values {
                if v == K_DYNAMIC {
                    entries.push(self.v(*dynamic.next()?));
                } else {
                    entries.push(v.to_string());
                }
            }
            let _ = write!(s, " output_shape [{}]", entries.join(", "));
        } else if !sizes.is_empty() {
            return None;
        }
        let _ = write!(
            s,
            "{} : {} into {}",
            self.attr_dict(op, &["reassociation", "static_output_shape"]),
            self.ty(x),
            self.ty(d.results[0])
        );
        Some(s)
    }

    /// `linalg.generic {indexing_maps = [..], iterator_types = ["parallel"]} ins(%a : T)
    /// outs(%b : U) { ^bb0(%in: t, %out: u): .. } -> R`.
    pub(crate) fn print_linalg_generic(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let [region] = d.regions[..] else {
            return None;
        };
        let Some(Attribute::DenseArray { values, .. }) = d.attr("operandSegmentSizes") else {
            return None;
        };
        let [n_in, n_out] = values[..] else {
            return None;
        };
        let (n_in, n_out) = (usize::try_from(n_in).ok()?, usize::try_from(n_out).ok()?);
        if n_in + n_out != d.operands.len() {
            return None;
        }
        let mut traits = AttrDict::new();
        for (k, v) in d.props.iter().chain(d.attrs.iter()) {
            if !TRAITS.contains(&k.as_str()) {
                continue;
            }
            let v = match (k.as_str(), v) {
                ("iterator_types", Attribute::Array(items)) => Attribute::Array(
                    items
                        .iter()
                        .map(|i| match i {
                            Attribute::Enum {
                                dialect,
                                kind,
                                value,
                            } if dialect == "linalg" && kind == "iterator_type" => {
                                Some(Attribute::String(value.clone()))
                            }
                            _ => None,
                        })
                        .collect::<Option<_>>()?,
                ),
                (_, v) => v.clone(),
            };
            traits.insert(k.clone(), v);
        }
        traits.sort_keys();
        let mut s = String::from("linalg.generic ");
        let _ = crate::attrs::write_dict(&mut s, &traits);
        for (kw, vals) in [("ins", &d.operands[..n_in]), ("outs", &d.operands[n_in..])] {
            if !vals.is_empty() {
                let _ = write!(s, " {kw}({} : ", self.operand_list(vals));
                let _ = write_type_list(&mut s, &self.types_of(vals));
                s.push(')');
            }
        }
        let mut elided: Vec<&str> = TRAITS.to_vec();
        elided.push("operandSegmentSizes");
        let extra = self.attr_dict(op, &elided);
        // MLIR writes ` attrs = ` and then the dictionary with its own leading space.
        if !extra.is_empty() {
            let _ = write!(s, " attrs = {extra}");
        }
        s.push(' ');
        s.push_str(&self.print_region(region, ind, true));
        let res = self.types_of(&d.results);
        match res.len() {
            0 => {}
            1 => {
                let _ = write!(s, " -> {}", res[0]);
            }
            _ => {
                s.push_str(" -> (");
                let _ = write_type_list(&mut s, &res);
                s.push(')');
            }
        }
        Some(s)
    }

    /// `linalg.index 0 : index`.
    pub(crate) fn print_linalg_index(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let dim = d.attr("dim")?.as_int()?;
        if d.results.len() != 1 || !d.operands.is_empty() {
            return None;
        }
        Some(format!(
            "linalg.index {dim}{} : {}",
            self.attr_dict(op, &["dim"]),
            self.ty(d.results[0])
        ))
    }
}
