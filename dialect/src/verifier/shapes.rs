//! Type rules of the ops that move or compare elements of their operands: `broadcast_in_dim`,
//! `transpose`, `compare`, `select`, `slice`, `concatenate`, `pad`, and the ops whose operands and
//! result share one type.

use super::*;
use crate::diag;
use crate::ir::Op;
use crate::ops::{CompareDirection, CompareType};
use crate::types::{ElemType, Type};
use crate::views;

impl Verifier<'_> {
    pub(super) fn same_types(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let r = self.ty(*d.results.first()?);
        for &o in &d.operands {
            if self.ty(o) != r {
                let name = self.name(op);
                let ot = self.ty(o).clone();
                let r = r.clone();
                return self.err_note(
                    diag::TYPE_CONSTRAINT,
                    op,
                    format!("`{name}` needs operands and result of one type, found {ot} and {r}"),
                    "types differ",
                    "insert a broadcast_in_dim or convert to make the types agree",
                );
            }
        }
        Some(())
    }

    pub(super) fn broadcast(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 1, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let ((ins, ie), (outs, oe)) = (&t[0], &t[1]);
        let dims = self.view(op, views::Dims::read(self.m, op))?.dims;
        let code = diag::BROADCAST_DIMS;
        if ie != oe {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "broadcast_in_dim keeps the element type",
                "element types differ",
            );
        }
        if dims.len() != ins.len() {
            return self.err_note(
                code,
                op,
                format!(
                    "broadcast_in_dim has {} dims for an operand of rank {}",
                    dims.len(),
                    ins.len()
                ),
                format!("dims = {}", fmt_dims(&dims)),
                "give one result dimension per operand dimension",
            );
        }
        if !in_range(&dims, outs.len()) || !is_unique(&dims) {
            return self.err(
                code,
                op,
                format!(
                    "broadcast dims {} must be unique and less than the result rank {}",
                    fmt_dims(&dims),
                    outs.len()
                ),
                "bad dims",
            );
        }
        for (i, &dd) in dims.iter().enumerate() {
            let (a, b) = (ins[i], outs[dd as usize]);
            if a != 1 && a != b {
                return self.err_note(
                    code,
                    op,
                    format!("operand dimension {i} has size {a}, which cannot broadcast to result dimension {dd} of size {b}"),
                    "incompatible sizes",
                    "a dimension broadcasts when its size is 1 or equal to the target's",
                );
            }
        }
        Some(())
    }

    /// `stablehlo.broadcast`: the result is `broadcast_sizes` followed by the operand's shape,
    /// of the operand's element type.
    pub(super) fn legacy_broadcast(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 1, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let Some(sizes) = d.attr("broadcast_sizes").and_then(|a| a.as_dense_array()) else {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                "`stablehlo.broadcast` requires `broadcast_sizes` (`sizes = [..]`)",
                "missing sizes",
            );
        };
        if sizes.iter().any(|&s| s < 0) {
            return self.err(
                diag::BROADCAST_DIMS,
                op,
                format!(
                    "`stablehlo.broadcast`'s sizes {} must be non-negative",
                    fmt_dims(sizes)
                ),
                "negative size",
            );
        }
        let out: Vec<i64> = sizes.iter().chain(&t[0].0).copied().collect();
        self.result_shape_is(op, diag::BROADCAST_DIMS, &out, t[0].1)
    }

    pub(super) fn transpose(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 1, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let perm = self.view(op, views::Dims::read(self.m, op))?.dims;
        let rank = t[0].0.len();
        if perm.len() != rank || !in_range(&perm, rank) || !is_unique(&perm) {
            return self.err_note(
                diag::TRANSPOSE_PERM,
                op,
                format!(
                    "{} is not a permutation of the operand's {rank} dimensions",
                    fmt_dims(&perm)
                ),
                "bad permutation",
                format!("list each of 0..{rank} exactly once"),
            );
        }
        let expected: Vec<i64> = perm.iter().map(|&p| t[0].0[p as usize]).collect();
        self.result_shape_is(op, diag::TRANSPOSE_PERM, &expected, t[0].1)
    }

    pub(super) fn compare(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        if t[0] != t[1] {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                format!(
                    "compared tensors must have one type, found {} and {}",
                    self.ty(d.operands[0]),
                    self.ty(d.operands[1])
                ),
                "types differ",
            );
        }
        if t[2].0 != t[0].0 || t[2].1 != ElemType::I1 {
            let want = Type::tensor(t[0].0.clone(), ElemType::I1);
            return self.err(
                diag::COMPARE_SELECT,
                op,
                format!("compare produces {want}"),
                "wrong result type",
            );
        }
        let c = self.view(op, views::Compare::read(self.m, op))?;
        let e = t[0].1;
        let ok = match c.compare_type {
            CompareType::Float | CompareType::TotalOrder => e.is_float() || e.is_complex(),
            CompareType::Signed => e.is_signed_int(),
            CompareType::Unsigned => e.is_unsigned() || e.is_bool(),
        };
        if !ok {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                format!(
                    "compare type {} does not fit element type {e}",
                    c.compare_type.name()
                ),
                "wrong compare type",
            );
        }
        let ordered = !matches!(c.direction, CompareDirection::Eq | CompareDirection::Ne);
        if e.is_complex() && ordered {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                format!(
                    "complex numbers compare only for EQ and NE, not {}",
                    c.direction.name()
                ),
                "complex values are not ordered",
            );
        }
        Some(())
    }

    pub(super) fn select(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 3, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(
            op,
            &[d.operands[0], d.operands[1], d.operands[2], d.results[0]],
        )?;
        if t[0].1 != ElemType::I1 {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                "select's predicate must have element type i1",
                "not a predicate",
            );
        }
        if t[1] != t[2] || t[1] != t[3] {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                "select's branches and result must have one type",
                "types differ",
            );
        }
        if !t[0].0.is_empty() && t[0].0 != t[1].0 {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                "select's predicate must be a scalar or have the branches' shape",
                "shape mismatch",
            );
        }
        Some(())
    }

    pub(super) fn slice(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 1, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let (shape, e) = t[0].clone();
        let sl = self.view(op, views::Slice::read(self.m, op))?;
        let (st, li, sr) = (sl.start, sl.limit, sl.strides);
        let rank = shape.len();
        if st.len() != rank || li.len() != rank || sr.len() != rank {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!("slice needs {rank} start, limit and stride values"),
                "wrong length",
            );
        }
        let mut out = Vec::new();
        for i in 0..rank {
            if !(0 <= st[i] && st[i] <= li[i] && li[i] <= shape[i]) || sr[i] <= 0 {
                return self.err_note(
                    diag::SHAPE_MISMATCH,
                    op,
                    format!(
                        "slice range {}:{}:{} is invalid for dimension {i} of size {}",
                        st[i], li[i], sr[i], shape[i]
                    ),
                    "out of bounds",
                    "a slice needs 0 <= start <= limit <= size and a positive stride",
                );
            }
            out.push((li[i] - st[i] + sr[i] - 1) / sr[i]);
        }
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &out, e)
    }

    pub(super) fn concatenate(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        if d.operands.is_empty() || d.results.len() != 1 {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "concatenate takes at least one operand and one result",
                "wrong arity",
            );
        }
        let t = self.tensors(op, &d.operands)?;
        let dim = self
            .view(op, views::Concatenate::read(self.m, op))?
            .dimension;
        let rank = t[0].0.len();
        if dim < 0 || dim as usize >= rank {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!("concatenate dimension {dim} is out of range for rank {rank}"),
                "bad dimension",
            );
        }
        let mut out = t[0].0.clone();
        out[dim as usize] = 0;
        for (s, e) in &t {
            if s.len() != rank
                || *e != t[0].1
                || (0..rank).any(|i| i != dim as usize && s[i] != t[0].0[i])
            {
                return self.err(diag::SHAPE_MISMATCH, op, "concatenated tensors must agree in rank, element type and every dimension but the concatenated one", "shape mismatch");
            }
            out[dim as usize] += s[dim as usize];
        }
        let e = t[0].1;
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &out, e)
    }

    pub(super) fn pad(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1]])?;
        if !t[1].0.is_empty() || t[1].1 != t[0].1 {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                "the padding value must be a rank-0 tensor of the operand's element type",
                "bad padding value",
            );
        }
        let p = self.view(op, views::Pad::read(self.m, op))?;
        let (lo, hi, int) = (p.low, p.high, p.interior);
        let rank = t[0].0.len();
        if lo.len() != rank || hi.len() != rank || int.len() != rank || int.iter().any(|&x| x < 0) {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!("pad needs {rank} low, high and (non-negative) interior values"),
                "bad padding",
            );
        }
        let out: Vec<i64> = (0..rank)
            .map(|i| {
                let s = t[0].0[i];
                lo[i] + hi[i] + s + if s > 0 { (s - 1) * int[i] } else { 0 }
            })
            .collect();
        if out.iter().any(|&x| x < 0) {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                "negative padding removes more than the dimension has",
                "negative size",
            );
        }
        let e = t[0].1;
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &out, e)
    }
}
