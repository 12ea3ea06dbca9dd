//! Shardy's (`sdy`) ops that JAX prints and their pretty forms: `sdy.mesh`,
//! `sdy.sharding_constraint` and `sdy.manual_computation` (syntax families `Mesh`,
//! `ShardingConstraint`, `ManualComputation`; `sdy.return` is a `List` op).
//!
//! They are kept as written so that a module prints back byte for byte, and carry their Shardy
//! attributes as opaque text: the mesh as `#sdy.mesh<...>`, the sharding as `#sdy.sharding<...>`,
//! a manual computation's shardings as `#sdy.sharding_per_value<[...]>` and its axes as
//! `#sdy<manual_axes{...}>` (what the generic form writes; the pretty forms leave the mnemonics
//! out). On one device the first two mean nothing: `stablehlo-decompose` forwards each
//! constraint's operand and removes the meshes; `localize-manual` inlines manual computations
//! into the per-process program.
//!
//! This file holds both directions of these forms: the printer's half (methods on the printer)
//! and the parser's half (what the grammar's rules in `grammar.lalrpop` call to build the op).

use std::fmt::Write;

use super::{expect, Spanned, Word};
use crate::ast::{err, ActionError, AstBlock, AstOp, AstRegion, BlockArg, Use};
use crate::attrs::{write_symbol, AttrDict, Attribute};
use crate::diag;
use crate::ir::{Op, Span};
use crate::printer::Printer;
use crate::types::Type;

/// The mnemonic of a mesh attribute, which the pretty form of `sdy.mesh` leaves out.
const MESH: &str = "#sdy.mesh";
/// The mnemonic of a sharding attribute, which the pretty form of `sdy.sharding_constraint`
/// leaves out.
const SHARDING: &str = "#sdy.sharding";

/// The mnemonic of a per-value sharding list, which the pretty form of `sdy.manual_computation`
/// leaves out (`in_shardings=[<@mesh, [..]>, ..]`).
const PER_VALUE: &str = "#sdy.sharding_per_value";
/// How MLIR prints a manual-axes attribute in the generic form (`#sdy<manual_axes{"x"}>`); the
/// pretty form of `sdy.manual_computation` writes only the braces.
const MANUAL_AXES: &str = "#sdy<manual_axes";

/// The shardings of a `#sdy.sharding_per_value<[<@mesh, [..]>, ..]>` attribute's text, each as
/// the text of a `#sdy.sharding<..>` attribute; `None` when the text is not such a list.
pub fn per_value_shardings(text: &str) -> Option<Vec<String>> {
    let inner = text
        .strip_prefix(PER_VALUE)?
        .strip_prefix("<[")?
        .strip_suffix("]>")?;
    let mut out = Vec::new();
    let bytes = inner.as_bytes();
    let (mut depth, mut start, mut in_string, mut i) = (0usize, None, false, 0);
    while i < bytes.len() {
        let c = bytes[i];
        if in_string {
            match c {
                b'\\' => i += 1,
                b'"' => in_string = false,
                _ => {}
            }
        } else {
            match c {
                b'"' => in_string = true,
                b'<' => {
                    if depth == 0 {
                        start = Some(i);
                    }
                    depth += 1;
                }
                b'>' if i > 0 && bytes[i - 1] == b'-' => {}
                b'>' => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        out.push(format!("{SHARDING}{}", &inner[start?..=i]));
                    }
                }
                b',' | b' ' if depth == 0 => {}
                _ if depth == 0 => return None,
                _ => {}
            }
        }
        i += 1;
    }
    (depth == 0 && !in_string).then_some(out)
}

/// The axis names of a `#sdy<manual_axes{"x", "y"}>` attribute's text, without their quotes;
/// `None` when the text is not such an attribute.
pub fn manual_axes(text: &str) -> Option<Vec<String>> {
    let inner = text
        .strip_prefix(MANUAL_AXES)?
        .strip_prefix('{')?
        .strip_suffix("}>")?;
    if inner.trim().is_empty() {
        return Some(vec![]);
    }
    inner
        .split(',')
        .map(|a| {
            let a = a.trim();
            a.strip_prefix('"')?.strip_suffix('"').map(str::to_string)
        })
        .collect()
}

/// A mesh as its text says: `#sdy.mesh<["x"=2, "y"=4], device_ids=[..]>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeshSpec {
    /// The axes in order, names without quotes, with their sizes (empty for `<[]>` and for a
    /// maximal mesh `<device_id=N>`).
    pub axes: Vec<(String, i64)>,
    /// The explicit device order, when written.
    pub device_ids: Option<Vec<i64>>,
    /// True for a maximal mesh `<device_id=N>` (one device).
    pub maximal: bool,
}

/// Reads a `#sdy.mesh<..>` attribute's text; `None` when it is not one.
pub fn mesh_spec(text: &str) -> Option<MeshSpec> {
    let body = text
        .strip_prefix(MESH)?
        .strip_prefix('<')?
        .strip_suffix('>')?;
    if body.trim_start().starts_with("device_id") {
        return Some(MeshSpec {
            axes: vec![],
            device_ids: None,
            maximal: true,
        });
    }
    let body = body.strip_prefix('[')?;
    let close = body.find(']')?;
    let mut axes = Vec::new();
    for item in body[..close]
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        let (name, size) = item.rsplit_once('=')?;
        let name = name.trim().strip_prefix('"')?.strip_suffix('"')?;
        axes.push((name.to_string(), size.trim().parse().ok()?));
    }
    let rest = body[close + 1..].trim();
    let device_ids = if rest.is_empty() {
        None
    } else {
        let list = rest
            .strip_prefix(',')?
            .trim()
            .strip_prefix("device_ids")?
            .trim()
            .strip_prefix('=')?
            .trim()
            .strip_prefix('[')?
            .strip_suffix(']')?;
        Some(
            list.split(',')
                .map(|x| x.trim().parse().ok())
                .collect::<Option<Vec<i64>>>()?,
        )
    };
    Some(MeshSpec {
        axes,
        device_ids,
        maximal: false,
    })
}

/// A sharding as its text says: `#sdy.sharding<@mesh, [{"x"}, {}, {"y", ?}], replicated={"z"}>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardingSpec {
    /// The mesh symbol.
    pub mesh: String,
    /// Per dimension, the axes it is split along (names without quotes, major to minor), and
    /// whether the dimension is open (`?`) or names a sub-axis (`"x":(1)2`): forms only an SPMD
    /// partitioner gives meaning to.
    pub dims: Vec<(Vec<String>, bool)>,
    /// What follows the dimension list (`replicated={..}`, `unreduced={..}`), as written.
    pub rest: String,
}

/// Reads a `#sdy.sharding<..>` attribute's text; `None` when it is not one.
pub fn sharding_spec(text: &str) -> Option<ShardingSpec> {
    let mesh = sharding_mesh(text)?.to_string();
    let body = text
        .strip_prefix(SHARDING)?
        .strip_prefix('<')?
        .strip_suffix('>')?;
    let open = body.find('[')?;
    let close = body.rfind(']')?;
    let list = &body[open + 1..close];
    let mut dims = Vec::new();
    let mut rest_list = list.trim();
    while !rest_list.is_empty() {
        let inner_end = rest_list.strip_prefix('{')?.find('}')? + 1;
        let inner = &rest_list[1..inner_end];
        let mut axes = Vec::new();
        let mut odd = false;
        for item in inner.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            if item == "?" {
                odd = true;
                continue;
            }
            let name = item.strip_prefix('"')?;
            let end = name.find('"')?;
            if name[end + 1..].trim() != "" {
                odd = true;
            }
            axes.push(name[..end].to_string());
        }
        dims.push((axes, odd));
        rest_list = rest_list[inner_end + 1..].trim_start();
        if let Some(r) = rest_list.strip_prefix(',') {
            rest_list = r.trim_start();
        } else if !rest_list.is_empty() {
            return None;
        }
    }
    let rest = body[close + 1..]
        .trim()
        .trim_start_matches(',')
        .trim()
        .to_string();
    Some(ShardingSpec { mesh, dims, rest })
}

/// The body of a mesh literal as the grammar hands it over.
pub enum MeshBody<'a> {
    /// `["x"=2, "y"=4]` (axis names with their quotes, sizes), and `, device_ids=[..]`.
    Axes(Vec<(String, i128)>, Option<(Word<'a>, Vec<i64>)>),
    /// `device_id=N`: a maximal mesh (one device).
    Maximal(Word<'a>, Spanned<i128>),
}

/// The mesh symbol a sharding attribute's text (`#sdy.sharding<@mesh, [..]>`) names.
pub fn sharding_mesh(text: &str) -> Option<&str> {
    let rest = text.strip_prefix(SHARDING)?.strip_prefix("<@")?;
    if let Some(quoted) = rest.strip_prefix('"') {
        return quoted.split('"').next();
    }
    let end = rest.find([',', '>', ' '])?;
    Some(&rest[..end])
}

impl Printer<'_> {
    /// `sdy.mesh @name = <..> {attrs}`.
    pub(crate) fn print_mesh(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let sym = d.attr("sym_name")?.as_str()?;
        let Some(Attribute::Opaque(mesh)) = d.attr("mesh") else {
            return None;
        };
        let body = mesh.strip_prefix(MESH)?;
        if !d.operands.is_empty() || !d.results.is_empty() || !d.regions.is_empty() {
            return None;
        }
        // A mesh written in the generic form is kept as its text: it prints in the pretty form
        // only if it reads back in that form (else generically, as it was written).
        let (probe, diags) = crate::parser::parse(&format!("{name} @m = {body}"));
        if probe.is_none() || !diags.is_empty() {
            return None;
        }
        let mut s = format!("{name} ");
        let _ = write_symbol(&mut s, sym);
        let _ = write!(s, " = {body}");
        s.push_str(&self.attr_dict(op, &["sym_name", "mesh"]));
        Some(s)
    }

    /// `sdy.manual_computation(%a) in_shardings=[..] out_shardings=[..] manual_axes={..}
    /// (%arg: T) { .. } {attrs} : (T) -> R`.
    pub(crate) fn print_manual_computation(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        if d.regions.len() != 1 {
            return None;
        }
        let blocks = &self.m.regions[d.regions[0]].blocks;
        if blocks.len() != 1 {
            return None;
        }
        let mut s = format!("{name}({})", self.operand_list(&d.operands));
        for key in ["in_shardings", "out_shardings"] {
            let Some(Attribute::Opaque(t)) = d.attr(key) else {
                return None;
            };
            // Only a list that reads back as this text prints in the pretty form.
            let list = per_value_shardings(t)?;
            let stripped: Vec<&str> = list.iter().map(|x| &x[SHARDING.len()..]).collect();
            if format!("{PER_VALUE}<[{}]>", stripped.join(", ")) != *t {
                return None;
            }
            let _ = write!(s, " {key}=[{}]", stripped.join(", "));
        }
        let Some(Attribute::Opaque(t)) = d.attr("manual_axes") else {
            return None;
        };
        let axes = manual_axes(t)?;
        let quoted: Vec<String> = axes.iter().map(|a| format!("\"{a}\"")).collect();
        if format!("{MANUAL_AXES}{{{}}}>", quoted.join(", ")) != *t {
            return None;
        }
        let _ = write!(s, " manual_axes={{{}}} (", quoted.join(", "));
        for (k, &a) in self.m.blocks[blocks[0]].args.iter().enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            let _ = write!(s, "{}: {}", self.v(a), self.ty(a));
        }
        s.push_str(") ");
        s.push_str(&self.print_region(d.regions[0], ind, false));
        s.push_str(&self.attr_dict(op, &["in_shardings", "out_shardings", "manual_axes"]));
        let _ = write!(s, " : {}", self.fn_type(op));
        Some(s)
    }

    /// `sdy.sharding_constraint %x <@mesh, [..]> {attrs} : T`.
    pub(crate) fn print_sharding_constraint(&self, op: Op) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let Some(Attribute::Opaque(sharding)) = d.attr("sharding") else {
            return None;
        };
        let body = sharding.strip_prefix(SHARDING)?;
        if d.operands.len() != 1 || d.results.len() != 1 || !d.regions.is_empty() {
            return None;
        }
        let (x, r) = (d.operands[0], d.results[0]);
        if self.m.ty(x) != self.m.ty(r) {
            return None;
        }
        let mut s = format!("{name} {} {body}", self.v(x));
        s.push_str(&self.attr_dict(op, &["sharding"]));
        let _ = write!(s, " : {}", self.same_or_fn_type(op));
        Some(s)
    }
}

/// The keyword-and-list parts of `sdy.manual_computation`'s pretty form as the grammar hands them
/// over: `in_shardings=[..]` and `out_shardings=[..]`.
pub type ShardingList<'a> = (Spanned<&'a str>, Vec<&'a str>);

/// Builds `sdy.manual_computation(%a) in_shardings=[..] out_shardings=[..] manual_axes={..}
/// (%arg: T) { .. } {attrs}? : (T) -> R`, the region's entry block taking the arguments.
#[allow(clippy::too_many_arguments)]
pub fn build_manual_computation(
    span: Span,
    operands: Vec<Use>,
    lists: [ShardingList<'_>; 2],
    axes: (Spanned<&str>, Vec<&str>),
    args: Vec<BlockArg>,
    mut body: AstRegion,
    attrs: Option<AttrDict>,
    ty: Spanned<Type>,
) -> Result<AstOp, ActionError> {
    let mut op = AstOp::new("sdy.manual_computation", operands, span).with_fn_type(
        ty.1,
        Span::new(ty.0, ty.2),
        "sdy.manual_computation",
    )?;
    for (key, (kw, list)) in ["in_shardings", "out_shardings"].into_iter().zip(lists) {
        expect(kw, key)?;
        op = op.prop(
            key,
            Attribute::Opaque(format!("{PER_VALUE}<[{}]>", list.join(", "))),
        );
    }
    expect(axes.0, "manual_axes")?;
    op = op.prop(
        "manual_axes",
        Attribute::Opaque(format!("{MANUAL_AXES}{{{}}}>", axes.1.join(", "))),
    );
    if body.blocks.is_empty() {
        body.blocks.push(AstBlock {
            span: body.span,
            ..Default::default()
        });
    }
    if let Some((_, ls)) = &body.blocks[0].label {
        return Err(err(
            diag::SYNTAX_ERROR,
            ls.start as usize,
            ls.end as usize,
            "a manual computation's body takes its arguments from the list before it and has no label",
            "remove the label",
        ));
    }
    body.blocks[0].args = args;
    op.regions = vec![body];
    Ok(op.with_attrs(attrs))
}

/// Builds `sdy.mesh @name = <..> {..}?`; the mesh is kept as the text Shardy prints.
pub fn build_mesh(
    span: Span,
    name: String,
    mesh: MeshBody<'_>,
    attrs: Option<AttrDict>,
) -> Result<AstOp, ActionError> {
    let mut text = format!("{MESH}<");
    match mesh {
        MeshBody::Axes(axes, ids) => {
            text.push('[');
            for (i, (axis, size)) in axes.iter().enumerate() {
                if i > 0 {
                    text.push_str(", ");
                }
                let _ = write!(text, "{axis}={size}");
            }
            text.push(']');
            if let Some((kw, ids)) = ids {
                expect(kw, "device_ids")?;
                let ids: Vec<String> = ids.iter().map(i64::to_string).collect();
                let _ = write!(text, ", device_ids=[{}]", ids.join(", "));
            }
        }
        MeshBody::Maximal(kw, (_, id, _)) => {
            expect(kw, "device_id")?;
            let _ = write!(text, "device_id={id}");
        }
    }
    text.push('>');
    Ok(AstOp::new("sdy.mesh", vec![], span)
        .prop("sym_name", Attribute::String(name))
        .prop("mesh", Attribute::Opaque(text))
        .with_attrs(attrs))
}

/// Builds `sdy.sharding_constraint %x <@mesh, [..]> {..}? : T` (operand and result of type `T`).
pub fn build_sharding_constraint(
    span: Span,
    a: Use,
    sharding: &str,
    attrs: Option<AttrDict>,
    ty: Type,
) -> AstOp {
    AstOp::new("sdy.sharding_constraint", vec![a], span)
        .with_same_or_fn_type(ty)
        .prop(
            "sharding",
            Attribute::Opaque(format!("{SHARDING}{sharding}")),
        )
        .with_attrs(attrs)
}

#[cfg(test)]
mod tests {
    use super::{manual_axes, per_value_shardings, sharding_mesh};

    #[test]
    fn splits_per_value_shardings_and_axes() {
        assert_eq!(
            per_value_shardings(r#"#sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>, <@mesh, []>]>"#),
            Some(vec![
                r#"#sdy.sharding<@mesh, [{"b"}, {}]>"#.to_string(),
                "#sdy.sharding<@mesh, []>".to_string()
            ])
        );
        assert_eq!(
            per_value_shardings("#sdy.sharding_per_value<[]>"),
            Some(vec![])
        );
        assert_eq!(per_value_shardings("#sdy.sharding_per_value<[x]>"), None);
        assert_eq!(
            manual_axes(r#"#sdy<manual_axes{"a", "b"}>"#),
            Some(vec!["a".to_string(), "b".to_string()])
        );
        assert_eq!(manual_axes("#sdy<manual_axes{}>"), Some(vec![]));
    }

    #[test]
    fn reads_meshes_and_shardings() {
        let m = super::mesh_spec(r#"#sdy.mesh<["a"=2, "b"=4], device_ids=[7, 6]>"#).unwrap();
        assert_eq!(m.axes, vec![("a".to_string(), 2), ("b".to_string(), 4)]);
        assert_eq!(m.device_ids, Some(vec![7, 6]));
        assert!(super::mesh_spec("#sdy.mesh<device_id=3>").unwrap().maximal);
        let s = super::sharding_spec(
            r#"#sdy.sharding<@mesh, [{"a", "b"}, {}, {?}], replicated={"c"}>"#,
        )
        .unwrap();
        assert_eq!(s.mesh, "mesh");
        assert_eq!(
            s.dims,
            vec![
                (vec!["a".to_string(), "b".to_string()], false),
                (vec![], false),
                (vec![], true)
            ]
        );
        assert_eq!(s.rest, r#"replicated={"c"}"#);
        assert_eq!(
            super::sharding_spec("#sdy.sharding<@mesh, []>")
                .unwrap()
                .dims,
            vec![]
        );
    }

    #[test]
    fn finds_the_mesh_of_a_sharding() {
        assert_eq!(
            sharding_mesh(r#"#sdy.sharding<@mesh, [{"x"}, {}]>"#),
            Some("mesh")
        );
        assert_eq!(sharding_mesh(r#"#sdy.sharding<@"a b", []>"#), Some("a b"));
        assert_eq!(sharding_mesh("#sdy.mesh<[]>"), None);
    }
}
