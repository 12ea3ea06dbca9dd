//! Type rules of the ops of the smaller dialects: `chlo`, `check`, `arith` and Shardy's `sdy`.

use super::*;
use crate::attrs::Attribute;
use crate::diag;
use crate::ir::{Op, Value};
use crate::ops::{ArithOp, ArithSemantics, CheckOp, ChloOp, OpKind};
use crate::types::{ElemType, Type};

impl Verifier<'_> {
    pub(super) fn chlo(&mut self, op: Op, c: ChloOp) -> Option<()> {
        let d = &self.m.ops[op];
        let name = c.name();
        match c {
            ChloOp::Constant => Some(()),
            ChloOp::ConstantLike => {
                if d.attr("value").is_none() {
                    return self.err(
                        diag::MISSING_ATTRIBUTE,
                        op,
                        "`chlo.constant_like` requires a `value` attribute",
                        "missing value",
                    );
                }
                Some(())
            }
            ChloOp::Scan => self.scan(op),
            ChloOp::TopK => self.top_k(op),
            ChloOp::RaggedDot => self.ragged_dot(op),
            ChloOp::AsinAcosKernel => Some(()),
            ChloOp::BroadcastSelect => {
                let t = self.tensors(op, &d.operands)?;
                if t[0].1 != ElemType::I1 || t[1].1 != t[2].1 {
                    return self.err(
                        diag::COMPARE_SELECT,
                        op,
                        "chlo.broadcast_select takes an i1 predicate and two values of one element type",
                        "wrong types",
                    );
                }
                Some(())
            }
            _ => {
                let vals: Vec<Value> = d.operands.iter().chain(&d.results).copied().collect();
                let t = self.tensors(op, &vals)?;
                let e = t[0].1;
                if t[..d.operands.len()].iter().any(|x| x.1 != e) {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!("`{name}` needs operands of one element type"),
                        "element types differ",
                    );
                }
                let Some(rt) = c.result_type(e) else {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!("`{name}` does not take element type {e}"),
                        "wrong element type",
                    );
                };
                let broadcasting = c.syntax_is_broadcasting();
                let r = &t[d.operands.len()];
                if r.1 != rt || (!broadcasting && t.iter().any(|x| x.0 != r.0)) {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!(
                            "`{name}` produces {} here, but the result is {}",
                            Type::tensor(t[0].0.clone(), rt),
                            self.ty(d.results[0])
                        ),
                        "wrong result type",
                    );
                }
                Some(())
            }
        }
    }

    /// `interpreter.print`, `interpreter.probe` and `check.expect_serialized_eq`: a tensor operand
    /// (a probe's result of its type), a `probe_id` string where the op takes one, and an
    /// `iteration` that is a `ui32`.
    pub(super) fn instrument(&mut self, op: Op, kind: OpKind) -> Option<()> {
        let d = &self.m.ops[op];
        let name = kind.name();
        self.tensors(op, &d.operands)?;
        if kind == OpKind::Probe {
            self.same_types(op)?;
        }
        if kind != OpKind::Print {
            match d.attr("probe_id") {
                Some(Attribute::String(_)) => {}
                Some(other) => {
                    return self.err(
                        diag::BAD_ATTRIBUTE,
                        op,
                        format!("`{name}`: `probe_id` must be a string, found `{other}`"),
                        "not a string",
                    )
                }
                None => {
                    return self.err(
                        diag::MISSING_ATTRIBUTE,
                        op,
                        format!("`{name}` requires a `probe_id`"),
                        "missing probe_id",
                    )
                }
            }
        }
        match d.attr("iteration") {
            None => {}
            Some(Attribute::Int { value, .. })
                if kind == OpKind::Check(CheckOp::ExpectSerializedEq)
                    && u32::try_from(*value).is_ok() => {}
            Some(other) => {
                return self.err(
                    diag::BAD_ATTRIBUTE,
                    op,
                    format!("`{name}`: `iteration` must be a ui32 on `check.expect_serialized_eq`, found `{other}`"),
                    "bad iteration",
                )
            }
        }
        Some(())
    }

    /// IREE's `expect_true(%x) : i32` and `expect_false` (a scalar integer) and
    /// `expect_all_true(%x) : tensor<..xiN>` (an integer tensor).
    fn truth_check(&mut self, op: Op, c: CheckOp) -> Option<()> {
        let d = &self.m.ops[op];
        let ty = self.m.ty(d.operands[0]).clone();
        let (scalar, elem) = match &ty {
            Type::Scalar(e) => (true, *e),
            Type::Tensor { elem, .. } => (false, *elem),
            _ => (false, ElemType::F32),
        };
        let int = elem.is_integer() || elem.is_bool();
        let ok = match c {
            CheckOp::ExpectAllTrue => !scalar && int && matches!(ty, Type::Tensor { .. }),
            _ => scalar && int,
        };
        if !ok {
            let want = if c == CheckOp::ExpectAllTrue {
                "a tensor of integers"
            } else {
                "an integer scalar such as i32"
            };
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{}` takes {want}, found {ty}", c.name()),
                "wrong type",
            );
        }
        Some(())
    }

    pub(super) fn check_op(&mut self, op: Op, c: CheckOp) -> Option<()> {
        if matches!(
            c,
            CheckOp::ExpectTrue | CheckOp::ExpectFalse | CheckOp::ExpectAllTrue
        ) {
            return self.truth_check(op, c);
        }
        let d = &self.m.ops[op];
        let name = c.name();
        let lhs = self.tensors(op, &d.operands[..1])?.remove(0);
        let rhs = match c {
            CheckOp::ExpectEq | CheckOp::ExpectAlmostEq | CheckOp::ExpectClose => {
                self.tensors(op, &d.operands[1..2])?.remove(0)
            }
            CheckOp::ExpectEqConst | CheckOp::ExpectAlmostEqConst => match d.attr("value") {
                Some(Attribute::Dense(de)) => match &de.ty {
                    Type::Tensor { shape, elem } => (shape.clone(), *elem),
                    _ => {
                        return self.err(
                            diag::BAD_ATTRIBUTE,
                            op,
                            format!("`{name}` needs a tensor constant"),
                            "not a tensor",
                        )
                    }
                },
                _ => {
                    return self.err(
                        diag::MISSING_ATTRIBUTE,
                        op,
                        format!("`{name}` requires a dense `value`"),
                        "missing value",
                    )
                }
            },
            CheckOp::ExpectSerializedEq => return self.instrument(op, OpKind::Check(c)),
            // Checked above; here for the match to be whole.
            CheckOp::ExpectTrue | CheckOp::ExpectFalse | CheckOp::ExpectAllTrue => {
                return self.truth_check(op, c)
            }
        };
        if lhs != rhs {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{name}` compares values of one type, found {} and {}",
                    Type::tensor(lhs.0.clone(), lhs.1),
                    Type::tensor(rhs.0.clone(), rhs.1)
                ),
                "types differ",
            );
        }
        let almost = matches!(c, CheckOp::ExpectAlmostEq | CheckOp::ExpectAlmostEqConst);
        for key in ["tolerance", "atol", "rtol"] {
            let value = match d.attr(key) {
                None => continue,
                Some(Attribute::Float { value, .. }) => *value,
                Some(Attribute::Int { value, .. }) => *value as f64,
                Some(other) => {
                    return self.err(
                        diag::BAD_ATTRIBUTE,
                        op,
                        format!("`{name}`: `{key}` must be a number, found `{other}`"),
                        "not a number",
                    )
                }
            };
            if !almost {
                return self.err(
                    diag::BAD_ATTRIBUTE,
                    op,
                    format!("`{name}` takes no `{key}` (only `check.expect_almost_eq` and `check.expect_almost_eq_const` do)"),
                    "unexpected tolerance",
                );
            }
            if value.is_nan() || value < 0.0 {
                return self.err(
                    diag::BAD_ATTRIBUTE,
                    op,
                    format!("`{name}`: `{key}` must be a non-negative number, found {value}"),
                    "bad tolerance",
                );
            }
        }
        if d.attr("tolerance").is_some() && (d.attr("atol").is_some() || d.attr("rtol").is_some()) {
            return self.err(
                diag::BAD_ATTRIBUTE,
                op,
                format!("`{name}` takes either `tolerance` (StableHLO's form) or `atol`/`rtol` (IREE's), not both"),
                "conflicting tolerances",
            );
        }
        let needs_float = matches!(
            c,
            CheckOp::ExpectAlmostEq | CheckOp::ExpectAlmostEqConst | CheckOp::ExpectClose
        );
        if needs_float && !(lhs.1.is_float() || lhs.1.is_complex()) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{name}` compares floating-point or complex values, found {}",
                    lhs.1
                ),
                "use check.expect_eq for exact types",
            );
        }
        Some(())
    }

    pub(super) fn arith(&mut self, op: Op, a: ArithOp) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = a.name();
        match a.semantics() {
            ArithSemantics::Constant => Some(()),
            ArithSemantics::FloatBinary(_)
            | ArithSemantics::SignedBinary(_)
            | ArithSemantics::UnsignedBinary(_)
            | ArithSemantics::NumBinary(_)
            | ArithSemantics::Negate => {
                self.same_types(op)?;
                let e = m.ty(d.results[0]).elem()?;
                let float = matches!(
                    a.semantics(),
                    ArithSemantics::FloatBinary(_)
                        | ArithSemantics::NumBinary(_)
                        | ArithSemantics::Negate
                );
                if float != e.is_float() {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!(
                            "`{name}` takes {} values, found element type {e}",
                            if float { "floating-point" } else { "integer" }
                        ),
                        "wrong element type",
                    );
                }
                Some(())
            }
            ArithSemantics::Compare => {
                let (x, y) = (m.ty(d.operands[0]), m.ty(d.operands[1]));
                if x != y {
                    return self.err(
                        diag::COMPARE_SELECT,
                        op,
                        "compared values must have one type",
                        "types differ",
                    );
                }
                let preds = crate::syntax::compare::arith_predicates(name);
                let pred = d.attr("predicate").and_then(|p| p.as_enum());
                if !pred.is_some_and(|p| preds.contains(&p)) {
                    return self.err(
                        diag::MISSING_ATTRIBUTE,
                        op,
                        format!(
                            "`{name}` requires a `predicate`: one of {} (or its number, 0 to {})",
                            preds.join(", "),
                            preds.len() - 1
                        ),
                        "bad predicate",
                    );
                }
                let float = x.elem().is_some_and(|e| e.is_float());
                if float != (a == ArithOp::CmpF) {
                    return self.err(
                        diag::COMPARE_SELECT,
                        op,
                        format!(
                            "`{name}` compares {}",
                            if a == ArithOp::CmpF {
                                "floats"
                            } else {
                                "integers"
                            }
                        ),
                        "wrong element type",
                    );
                }
                Some(())
            }
            ArithSemantics::Select => {
                let (p, x, y, r) = (
                    m.ty(d.operands[0]),
                    m.ty(d.operands[1]),
                    m.ty(d.operands[2]),
                    m.ty(d.results[0]),
                );
                if x != y || x != r || p.elem() != Some(ElemType::I1) {
                    return self.err(
                        diag::COMPARE_SELECT,
                        op,
                        "arith.select takes an i1 condition and two values of the result's type",
                        "type mismatch",
                    );
                }
                Some(())
            }
            ArithSemantics::Convert(_) | ArithSemantics::Bitcast => {
                let (x, r) = (m.ty(d.operands[0]), m.ty(d.results[0]));
                if x.shape() != r.shape() {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!("`{name}` keeps the shape"),
                        "shapes differ",
                    );
                }
                Some(())
            }
        }
    }

    /// `sdy.mesh`: a symbol at module level with its mesh.
    pub(super) fn sdy_mesh(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        if d.parent != Some(m.body()) {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                "`sdy.mesh` must appear at module level",
                "nested here",
            );
        }
        if d.attr("sym_name").and_then(|a| a.as_str()).is_none() {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                "`sdy.mesh` requires a `sym_name` attribute",
                "missing name",
            );
        }
        match d.attr("mesh") {
            Some(Attribute::Opaque(t)) if t.starts_with("#sdy.mesh<") => Some(()),
            _ => self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                "`sdy.mesh` requires a `mesh` attribute (`#sdy.mesh<...>`)",
                "missing mesh",
            ),
        }
    }

    /// `sdy.sharding_constraint`: the result has the operand's type, and the sharding names an
    /// `sdy.mesh` of the module.
    pub(super) fn sdy_sharding_constraint(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let (x, r) = (m.ty(d.operands[0]), m.ty(d.results[0]));
        if x != r {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`sdy.sharding_constraint` returns its operand's type {x}, but the result type is {r}"),
                "result type differs from the operand's",
            );
        }
        let mesh = match d.attr("sharding") {
            Some(Attribute::Opaque(t)) => crate::syntax::sdy::sharding_mesh(t),
            _ => None,
        };
        let Some(mesh) = mesh else {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                "`sdy.sharding_constraint` requires a `sharding` attribute (`#sdy.sharding<@mesh, [...]>`)",
                "missing sharding",
            );
        };
        let found = m.blocks[m.body()]
            .ops
            .iter()
            .any(|&o| m.ops[o].is(OpKind::SdyMesh) && m.func_name(o) == Some(mesh));
        if !found {
            return self.err(
                diag::BAD_ATTRIBUTE,
                op,
                format!("the sharding names `@{mesh}`, which is not an `sdy.mesh` of the module"),
                "unknown mesh",
            );
        }
        Some(())
    }
}
