//! Type rules of the random-number ops: `rng_bit_generator` and `rng`.

use super::*;
use crate::attrs::{Attribute, DenseValues};
use crate::diag;
use crate::ir::Op;
use crate::ops::OpKind;
use crate::types::ElemType;
use crate::views;

impl Verifier<'_> {
    /// `stablehlo.rng_bit_generator` (spec C1, C2): the state is a `ui64` vector of a size the
    /// algorithm takes (THREE_FRY 2, PHILOX and DEFAULT 2 or 3; as IREE and XLA, also `i64` words
    /// or four `i32`/`ui32` words), the new state has its type, and
    /// the output holds integers of 2 to 64 bits or floats of 4 to 64 bits.
    pub(super) fn rng_bit_generator(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        if d.operands.len() != 1 || d.results.len() != 2 {
            return self.expect_counts(op, 1, 2);
        }
        let algorithm = self
            .view(op, views::RngBitGenerator::read(m, op))?
            .algorithm;
        let t = self.tensors(op, &[d.operands[0], d.results[0], d.results[1]])?;
        let sizes = algorithm.state_sizes();
        // Beside the specification's `ui64` state, the states IREE and XLA accept: `i64` words,
        // and four 32-bit words (`stablehlo-decompose` rewrites both to `ui64`).
        let size_ok = t[0].0.len() == 1 && sizes.iter().any(|&n| t[0].0[0] == n as i64);
        let wide = matches!(t[0].1, ElemType::UI64 | ElemType::I64) && size_ok;
        let narrow = matches!(t[0].1, ElemType::UI32 | ElemType::I32) && t[0].0 == [4];
        if !wide && !narrow {
            let want = sizes
                .iter()
                .map(|n| format!("tensor<{n}xui64>"))
                .chain(["tensor<4xui32>".to_string()])
                .collect::<Vec<_>>()
                .join(" or ");
            let got = self.ty(d.operands[0]).clone();
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`stablehlo.rng_bit_generator` with algorithm {} takes an initial state of type {want}, found `{got}`",
                    algorithm.name()
                ),
                "wrong state type",
            );
        }
        if t[1] != t[0] {
            let (a, b) = (
                self.ty(d.operands[0]).clone(),
                self.ty(d.results[0]).clone(),
            );
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.rng_bit_generator`'s output state must have the initial state's type `{a}`, found `{b}`"),
                "state types differ",
            );
        }
        if !element::rng::output_type_ok(t[2].1) {
            let e = t[2].1;
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.rng_bit_generator` fills integers of 2 to 64 bits or floats of 4 to 64 bits, found element type {e}"),
                "wrong output element type",
            );
        }
        Some(())
    }

    /// `stablehlo.rng` (spec C1-C3): scalar bounds of the result's element type (an integer, a
    /// boolean or a float; a float for NORMAL), a rank-1 `i64` shape (or, as IREE and XLA take
    /// it, `ui64`, `i32` or `ui32`) whose length is the result's
    /// rank and, when it is a constant, whose values are the result's shape.
    pub(super) fn rng_op(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        if d.operands.len() != 3 || d.results.len() != 1 {
            return self.expect_counts(op, 3, 1);
        }
        let normal = self.view(op, views::Rng::read(m, op))?.normal;
        let t = self.tensors(
            op,
            &[d.operands[0], d.operands[1], d.operands[2], d.results[0]],
        )?;
        let (a, b, shape, r) = (&t[0], &t[1], &t[2], &t[3]);
        if !a.0.is_empty() || !b.0.is_empty() || a.1 != r.1 || b.1 != r.1 {
            let (ta, tb) = (
                self.ty(d.operands[0]).clone(),
                self.ty(d.operands[1]).clone(),
            );
            let e = r.1;
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.rng` takes scalar bounds of the result's element type tensor<{e}>, found `{ta}` and `{tb}`"),
                "wrong bounds",
            );
        }
        if r.1.is_complex() || matches!(r.1, ElemType::Index) || (normal && !r.1.is_float()) {
            let e = r.1;
            let want = if normal {
                "a float type (NORMAL)"
            } else {
                "an integer, boolean or float type"
            };
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.rng` produces {want}, found element type {e}"),
                "wrong element type",
            );
        }
        // The specification's shape is `si64`; IREE and XLA take 32-bit shapes too.
        let shape_elem = matches!(
            shape.1,
            ElemType::I64 | ElemType::UI64 | ElemType::I32 | ElemType::UI32
        );
        if shape.0.len() != 1 || !shape_elem || shape.0[0] != r.0.len() as i64 {
            let ts = self.ty(d.operands[2]).clone();
            let rank = r.0.len();
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!("`stablehlo.rng`'s shape must be a tensor<{rank}xi64> for a result of rank {rank}, found `{ts}`"),
                "wrong shape operand",
            );
        }
        let constant = m
            .def_op(d.operands[2])
            .filter(|&p| m.ops[p].is(OpKind::Constant))
            .and_then(|p| match m.ops[p].attr("value") {
                Some(Attribute::Dense(de)) => match &de.values {
                    DenseValues::Int(v) if v.len() == r.0.len() => Some(v.clone()),
                    DenseValues::Int(v) if v.len() == 1 => Some(vec![v[0]; r.0.len()]),
                    _ => None,
                },
                _ => None,
            });
        if let Some(dims) = constant {
            if dims != r.0 {
                return self.err(
                    diag::SHAPE_MISMATCH,
                    op,
                    format!(
                        "`stablehlo.rng`'s shape {} differs from its result's {}",
                        fmt_dims(&dims),
                        fmt_dims(&r.0)
                    ),
                    "shape mismatch",
                );
            }
        }
        Some(())
    }
}
