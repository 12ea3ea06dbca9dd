//! Module state: `ml_program.global` and `util.global`, their loads and stores. A global is a
//! module-level symbol with a static tensor type and an initial value of that type (or none:
//! zeros); a load names a global and has its type; a store names a mutable global and stores a
//! value of its type; `global_load_const` reads only an immutable global.

use super::*;
use crate::attrs::Attribute;
use crate::diag;
use crate::ir::Op;
use crate::ops::OpKind;
use crate::syntax::globals::typed_attr_type;
use crate::types::Type;

/// The global of `m` named `name` (an `ml_program.global` or `util.global` at module level).
pub fn lookup_global(m: &crate::ir::Module, name: &str) -> Option<Op> {
    m.blocks[m.body()].ops.iter().copied().find(|&o| {
        (m.ops[o].is(OpKind::MlGlobal) || m.ops[o].is(OpKind::UtilGlobal))
            && m.func_name(o) == Some(name)
    })
}

impl Verifier<'_> {
    /// `ml_program.global` and `util.global`: at module level, a name, a static tensor type, an
    /// initial value of that type (when it has one).
    pub(super) fn global(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        if d.parent != Some(m.body()) {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                format!("`{name}` must appear at module level"),
                "nested here",
            );
        }
        let Some(sym) = d.attr("sym_name").and_then(|a| a.as_str()) else {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                format!("`{name}` requires a `sym_name` attribute"),
                "missing name",
            );
        };
        if let Some(v) = d.attr("sym_visibility") {
            if !matches!(v.as_str(), Some("public" | "private" | "nested")) {
                return self.err(
                    diag::MISSING_ATTRIBUTE,
                    op,
                    format!("`{name}` @{sym}: `sym_visibility` must be \"public\", \"private\" or \"nested\""),
                    "bad visibility",
                );
            }
        }
        if !matches!(d.attr("is_mutable"), None | Some(Attribute::Unit)) {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                format!("`{name}` @{sym}: `is_mutable` is a unit attribute"),
                "not a unit attribute",
            );
        }
        let Some(Attribute::Type(ty)) = d.attr("type") else {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                format!("`{name}` @{sym} requires a `type` attribute"),
                "missing type",
            );
        };
        let static_tensor =
            matches!(ty, Type::Tensor { shape, .. } if shape.iter().all(|&n| n >= 0));
        if !static_tensor {
            return self.err(
                diag::UNSUPPORTED_TYPE,
                op,
                format!("global @{sym} has type `{ty}`: only globals of static tensor types are supported"),
                "not a static tensor type",
            );
        }
        let key = if d.is(OpKind::UtilGlobal) {
            "initial_value"
        } else {
            "value"
        };
        match d.attr(key) {
            None => Some(()),
            Some(Attribute::Opaque(text)) if text.starts_with("#ml_program.extern") => self.err(
                diag::NOT_SUPPORTED_YET,
                op,
                format!("global @{sym}: an external initial value (`#ml_program.extern`) is not supported yet"),
                "external value",
            ),
            Some(v @ Attribute::Dense(_)) => {
                let vt = typed_attr_type(v);
                if vt.as_ref() != Some(ty) {
                    return self.err(
                        diag::GLOBAL_MISMATCH,
                        op,
                        format!(
                            "global @{sym} of type `{ty}` has an initial value of type `{}`",
                            vt.map_or_else(|| "?".to_string(), |t| t.to_string())
                        ),
                        "initial value of another type",
                    );
                }
                Some(())
            }
            Some(other) => self.err(
                diag::GLOBAL_MISMATCH,
                op,
                format!("global @{sym} of type `{ty}` has the initial value `{other}`: expected `dense<...> : {ty}`"),
                "not a dense tensor",
            ),
        }
    }

    /// The global a load or store names, with its type and mutability.
    fn named_global(&mut self, op: Op) -> Option<(Op, String, Type, bool)> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        let Some(Attribute::SymbolRef(sym)) = d.attr("global") else {
            self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                format!("`{name}` requires a `global` symbol attribute"),
                "missing global",
            );
            return None;
        };
        let Some(g) = lookup_global(m, sym) else {
            self.err(
                diag::UNDEFINED_GLOBAL,
                op,
                format!("`{name}` names @{sym}, which is not a global of this module"),
                "no `ml_program.global` or `util.global` with this name",
            );
            return None;
        };
        let Some(Attribute::Type(ty)) = m.ops[g].attr("type") else {
            return None;
        };
        let mutable = m.ops[g].attr("is_mutable").is_some();
        Some((g, sym.clone(), ty.clone(), mutable))
    }

    /// A load: the global exists and the result has its type (`global_load_const` and
    /// `util.global.load immutable` of an immutable one).
    pub(super) fn global_load(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        let (_, sym, ty, mutable) = self.named_global(op)?;
        let r = m.ty(d.results[0]);
        if r != &ty {
            return self.err(
                diag::GLOBAL_MISMATCH,
                op,
                format!("`{name}` of @{sym} gives `{r}`, but the global has type `{ty}`"),
                "type differs from the global's",
            );
        }
        let constant = d.is(OpKind::GlobalLoadConst) || d.attr("is_immutable").is_some();
        if constant && mutable {
            return self.err(
                diag::IMMUTABLE_GLOBAL,
                op,
                format!("`{name}` reads @{sym} as a constant, but the global is mutable"),
                "a mutable global",
            );
        }
        Some(())
    }

    /// A store: the global exists, is mutable, and the value has its type.
    pub(super) fn global_store(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        let (_, sym, ty, mutable) = self.named_global(op)?;
        let v = m.ty(d.operands[0]);
        if v != &ty {
            return self.err(
                diag::GLOBAL_MISMATCH,
                op,
                format!("`{name}` stores `{v}` to @{sym}, which has type `{ty}`"),
                "type differs from the global's",
            );
        }
        if !mutable {
            return self.err(
                diag::IMMUTABLE_GLOBAL,
                op,
                format!("`{name}` stores to @{sym}, which is not mutable"),
                "store to an immutable global",
            );
        }
        Some(())
    }
}
