//! Shardy's (`sdy`) ops that JAX prints for one device and their pretty forms: `sdy.mesh` and
//! `sdy.sharding_constraint` (syntax families `Mesh`, `ShardingConstraint`).
//!
//! Both are kept as written so that a module prints back byte for byte, and carry their Shardy
//! attributes as opaque text: the mesh as `#sdy.mesh<...>`, the sharding as `#sdy.sharding<...>`
//! (what the generic form writes; the pretty forms leave the mnemonic out). On one device they mean
//! nothing: `stablehlo-decompose` forwards each constraint's operand and removes the meshes.
//!
//! This file holds both directions of these forms: the printer's half (methods on the printer)
//! and the parser's half (what the grammar's rules in `grammar.lalrpop` call to build the op).

use std::fmt::Write;

use super::{expect, Spanned, Word};
use crate::ast::{ActionError, AstOp, Use};
use crate::attrs::{write_symbol, AttrDict, Attribute};
use crate::ir::{Op, Span};
use crate::printer::Printer;
use crate::types::Type;

/// The mnemonic of a mesh attribute, which the pretty form of `sdy.mesh` leaves out.
const MESH: &str = "#sdy.mesh";
/// The mnemonic of a sharding attribute, which the pretty form of `sdy.sharding_constraint`
/// leaves out.
const SHARDING: &str = "#sdy.sharding";

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
    use super::sharding_mesh;

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
