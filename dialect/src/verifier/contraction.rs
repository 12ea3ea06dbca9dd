//! Type rules of the contractions: `dot_general` and `convolution`.

use super::*;
use crate::diag;
use crate::ir::Op;
use crate::views;

impl Verifier<'_> {
    pub(super) fn dot_general(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        let dd = self.view(op, views::DotGeneral::read(self.m, op))?.dims;
        self.dot_dims(op, &dd, (&t[0], &t[1]), &[])?;
        let out = dot_result_shape(&dd, &t[0].0, &t[1].0, &[]);
        // The result's element type may differ from the operands' (JAX's preferred_element_type:
        // bf16 x bf16 -> f32, i8 x i8 -> i32); the spec leaves it free for non-quantized tensors.
        self.result_shape_is(op, diag::DOT_DIMS, &out, t[2].1)
    }

    /// `stablehlo.dot`: operands of rank 1 or 2 and one element type, the lhs's last dimension
    /// the rhs's first; the result is the lhs's other dimension, then the rhs's.
    pub(super) fn legacy_dot(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        let ((lhs, le), (rhs, re)) = (&t[0], &t[1]);
        if !(1..=2).contains(&lhs.len()) || !(1..=2).contains(&rhs.len()) {
            return self.err(
                diag::DOT_DIMS,
                op,
                format!(
                    "`stablehlo.dot` takes operands of rank 1 or 2, found ranks {} and {}",
                    lhs.len(),
                    rhs.len()
                ),
                "use dot_general",
            );
        }
        if le != re {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`stablehlo.dot`'s operands must have one element type, found {le} and {re}"
                ),
                "element types differ",
            );
        }
        let (k1, k2) = (lhs[lhs.len() - 1], rhs[0]);
        if k1 != k2 {
            return self.err(
                diag::DOT_DIMS,
                op,
                format!("`stablehlo.dot` contracts the lhs's last dimension ({k1}) with the rhs's first ({k2}), which differ"),
                "contracting sizes differ",
            );
        }
        let out: Vec<i64> = lhs[..lhs.len() - 1]
            .iter()
            .chain(&rhs[1..])
            .copied()
            .collect();
        self.result_shape_is(op, diag::DOT_DIMS, &out, t[2].1)
    }

    pub(super) fn convolution(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        let code = diag::CONV_DIMS;
        let w = self.view(op, views::Convolution::read(self.m, op))?;
        let c = &w.dims;
        let (lhs, rhs) = (&t[0].0, &t[1].0);
        let ns = c.input_spatial.len();
        let rank = ns + 2;
        if lhs.len() != rank || rhs.len() != rank || t[2].0.len() != rank {
            return self.err_note(code, op, format!("convolution dimension numbers describe rank-{rank} tensors, but the operands have ranks {}, {} and the result {}", lhs.len(), rhs.len(), t[2].0.len()), "rank mismatch", "input, kernel and output have the spatial dimensions plus two");
        }
        let (fgc, bgc) = (w.feature_groups, w.batch_groups);
        if fgc <= 0 || bgc <= 0 || (fgc != 1 && bgc != 1) {
            return self.err(code, op, "feature_group_count and batch_group_count must be positive, and at most one of them above 1", "bad group counts");
        }
        let u = |x: i64| x as usize;
        let in_feat = lhs[u(c.input_feature)];
        let k_in = rhs[u(c.kernel_input_feature)];
        let k_out = rhs[u(c.kernel_output_feature)];
        let in_batch = lhs[u(c.input_batch)];
        if in_feat % fgc != 0 || in_feat / fgc != k_in {
            return self.err_note(code, op, format!("input features ({in_feat}) / feature_group_count ({fgc}) must equal the kernel's input features ({k_in})"), "feature mismatch", "check the kernel layout in dim_numbers");
        }
        if k_out % fgc != 0 || k_out % bgc != 0 || in_batch % bgc != 0 {
            return self.err(code, op, "the kernel's output features must divide by the group counts, and the batch by batch_group_count", "group mismatch");
        }
        let strides = w.strides.clone();
        let pad: Vec<i64> = w.padding.iter().flat_map(|&(l, h)| [l, h]).collect();
        // (Lengths are checked below, before anything is indexed.)
        let (ldil, rdil) = (w.lhs_dilation.clone(), w.rhs_dilation.clone());
        if strides.len() != ns || pad.len() != 2 * ns || ldil.len() != ns || rdil.len() != ns {
            return self.err(
                code,
                op,
                format!("window attributes need one entry per spatial dimension ({ns})"),
                "wrong length",
            );
        }
        if strides.iter().chain(&ldil).chain(&rdil).any(|&x| x <= 0) {
            return self.err(
                code,
                op,
                "strides and dilations must be positive",
                "non-positive",
            );
        }
        if w.reversal.len() != ns {
            return self.err(
                code,
                op,
                "window_reversal needs one entry per spatial dimension",
                "wrong length",
            );
        }
        let mut out = vec![0i64; rank];
        out[u(c.output_batch)] = in_batch / bgc;
        out[u(c.output_feature)] = k_out;
        for i in 0..ns {
            let inp = lhs[u(c.input_spatial[i])];
            let k = rhs[u(c.kernel_spatial[i])];
            let dil_in = if inp == 0 { 0 } else { (inp - 1) * ldil[i] + 1 };
            let padded = dil_in + pad[2 * i] + pad[2 * i + 1];
            let dk = if k == 0 { 0 } else { (k - 1) * rdil[i] + 1 };
            out[u(c.output_spatial[i])] = if padded < dk {
                0
            } else {
                (padded - dk) / strides[i] + 1
            };
        }
        if t[0].1 != t[1].1 {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "convolution operands must have one element type",
                "element types differ",
            );
        }
        // As for dot_general, the result's element type may differ from the operands'.
        self.result_shape_is(op, code, &out, t[2].1)
    }

    /// Checks `dot_general`'s rules against operands `lhs` and `rhs` (shape, element type): one
    /// element type, the dimension numbers and `precision_config`. The rhs dimensions in
    /// `rhs_other` (a ragged dot's group dimension) are neither batching, contracting nor free.
    pub(super) fn dot_dims(
        &mut self,
        op: Op,
        dd: &DotDims,
        ((lhs, le), (rhs, re)): (&(Shape, ElemType), &(Shape, ElemType)),
        rhs_other: &[i64],
    ) -> Option<()> {
        let d = &self.m.ops[op];
        if le != re {
            let name = self.name(op);
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}`'s lhs and rhs must have one element type, found {le} and {re}"),
                "element types differ",
            );
        }
        let code = diag::DOT_DIMS;
        if dd.lhs_batch.len() != dd.rhs_batch.len() {
            return self.err(
                code,
                op,
                "lhs and rhs must have the same number of batching dimensions",
                "batching dims differ",
            );
        }
        if dd.lhs_contract.len() != dd.rhs_contract.len() {
            return self.err(
                code,
                op,
                "lhs and rhs must have the same number of contracting dimensions",
                "contracting dims differ",
            );
        }
        let lall: Vec<i64> = dd
            .lhs_batch
            .iter()
            .chain(&dd.lhs_contract)
            .copied()
            .collect();
        let rall: Vec<i64> = dd
            .rhs_batch
            .iter()
            .chain(&dd.rhs_contract)
            .chain(rhs_other)
            .copied()
            .collect();
        if !is_unique(&lall) || !in_range(&lall, lhs.len()) {
            return self.err_note(
                code,
                op,
                format!(
                    "lhs batching/contracting dims {} must be unique and less than rank {}",
                    fmt_dims(&lall),
                    lhs.len()
                ),
                "bad lhs dims",
                "each lhs dimension is batching, contracting or free, once",
            );
        }
        if !is_unique(&rall) || !in_range(&rall, rhs.len()) {
            let what = if rhs_other.is_empty() {
                "batching/contracting"
            } else {
                "batching/contracting/group"
            };
            return self.err_note(
                code,
                op,
                format!(
                    "rhs {what} dims {} must be unique and less than rank {}",
                    fmt_dims(&rall),
                    rhs.len()
                ),
                "bad rhs dims",
                format!("each rhs dimension is {what} or free, once"),
            );
        }
        for (&a, &b) in dd.lhs_batch.iter().zip(&dd.rhs_batch) {
            if lhs[a as usize] != rhs[b as usize] {
                return self.err(
                    code,
                    op,
                    format!(
                        "batching dimension sizes differ: lhs dim {a} is {} but rhs dim {b} is {}",
                        lhs[a as usize], rhs[b as usize]
                    ),
                    "size mismatch",
                );
            }
        }
        for (&a, &b) in dd.lhs_contract.iter().zip(&dd.rhs_contract) {
            if lhs[a as usize] != rhs[b as usize] {
                return self.err_note(
                    code,
                    op,
                    format!("contracting dimension sizes differ: lhs dim {a} is {} but rhs dim {b} is {}", lhs[a as usize], rhs[b as usize]),
                    "size mismatch",
                    "contracting dimensions are summed over and must have equal sizes",
                );
            }
        }
        // StableHLO's verifier (`verifyPrecisionConfig`) takes up to 2 entries, one per operand:
        // `stablehlo.dot %a, %b, precision = [DEFAULT]` is how StableHLO prints a dot with one.
        if let Some(Attribute::Array(p)) = d.attr("precision_config") {
            if p.len() > 2 {
                return self.err(
                    code,
                    op,
                    "precision_config has at most 2 entries (one per operand)",
                    "too many entries",
                );
            }
        }
        Some(())
    }
}

impl Verifier<'_> {
    /// `stablehlo.einsum` and `stablehlo.unary_einsum`: one label per operand dimension, a label's
    /// size the same wherever it appears, one element type for operands and result, and the
    /// result shaped by its labels.
    pub(super) fn einsum(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let n = d.operands.len();
        let name = self.name(op);
        if d.results.len() != 1 || !(1..=2).contains(&n) {
            return self.expect_counts(op, if name.ends_with("unary_einsum") { 1 } else { 2 }, 1);
        }
        let config = self.view(op, views::Einsum::read(self.m, op))?;
        let mut vals = d.operands.clone();
        vals.push(d.results[0]);
        let t = self.tensors(op, &vals)?;
        let elem = t[0].1;
        if t[..n].iter().any(|(_, e)| *e != elem) {
            let es: Vec<String> = t[..n].iter().map(|(_, e)| e.to_string()).collect();
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{name}`'s operands must have one element type, found {}",
                    es.join(" and ")
                ),
                "element types differ",
            );
        }
        let mut sizes: Vec<(char, i64)> = Vec::new();
        for (i, (labels, (shape, _))) in config.inputs.iter().zip(&t).enumerate() {
            if labels.len() != shape.len() {
                return self.err(
                    diag::DOT_DIMS,
                    op,
                    format!(
                        "`{name}`'s operand {i} has rank {} but its labels \"{}\" name {} dimension(s)",
                        shape.len(),
                        labels.iter().collect::<String>(),
                        labels.len()
                    ),
                    "rank differs from the config",
                );
            }
            for (&c, &s) in labels.iter().zip(shape) {
                match sizes.iter().find(|(l, _)| *l == c) {
                    Some(&(_, other)) if other != s => {
                        return self.err(
                            diag::DOT_DIMS,
                            op,
                            format!("`{name}`'s label `{c}` has size {other} in one place and {s} in another"),
                            "label sizes differ",
                        );
                    }
                    Some(_) => {}
                    None => sizes.push((c, s)),
                }
            }
        }
        let out: Vec<i64> = config
            .output
            .iter()
            .map(|c| sizes.iter().find(|(l, _)| l == c).map_or(0, |&(_, s)| s))
            .collect();
        self.result_shape_is(op, diag::DOT_DIMS, &out, elem)
    }
}
