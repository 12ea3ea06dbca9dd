//! Type rules of the linear-algebra ops: `fft`, `cholesky`, `triangular_solve` and the LAPACK
//! custom calls.

use super::*;
use crate::diag;
use crate::ir::Op;
use crate::types::{ElemType, Type};
use crate::views;

impl Verifier<'_> {
    /// `stablehlo.fft` (the spec's C1-C5, with XLA's rule that the transformed dimensions of
    /// the complex side match `fft_length` too, the last one halved plus one for RFFT's result and
    /// IRFFT's operand).
    pub(super) fn fft(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let v = self.view(op, views::Fft::read(m, op))?;
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let ((ishape, ie), (rshape, re)) = (t[0].clone(), t[1].clone());
        let n = v.fft_length.len();
        if !(1..=3).contains(&n) || n > ishape.len() || v.fft_length.iter().any(|&l| l < 0) {
            return self.err(
                diag::BAD_ATTRIBUTE,
                op,
                format!(
                    "`stablehlo.fft` needs 1 to 3 non-negative `fft_length` entries, at most the operand's rank {}, found {:?}",
                    ishape.len(),
                    v.fft_length
                ),
                "bad fft_length",
            );
        }
        use views::FftType;
        let types_ok = match v.fft_type {
            FftType::Fft | FftType::Ifft => ie.is_complex() && re == ie,
            FftType::Rfft => ie.is_float() && ie.complex_of() == Some(re),
            FftType::Irfft => ie.is_complex() && ie.complex_component() == Some(re),
        };
        if !types_ok {
            let want = match v.fft_type {
                FftType::Fft | FftType::Ifft => "a complex operand and a result of its type",
                FftType::Rfft => "an f32 or f64 operand and a complex result of its precision",
                FftType::Irfft => "a complex operand and a float result of its precision",
            };
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`stablehlo.fft` of type {} needs {want}, found {ie} -> {re}",
                    v.fft_type.name()
                ),
                "wrong element types",
            );
        }
        // The transformed (trailing) dimensions of the operand and of the result.
        let half = |l: i64| if l == 0 { 0 } else { l / 2 + 1 };
        let mut want_in = ishape[..ishape.len() - n].to_vec();
        want_in.extend(&v.fft_length);
        let mut want_out = want_in.clone();
        let last = want_in.len() - 1;
        match v.fft_type {
            FftType::Fft | FftType::Ifft => {}
            FftType::Rfft => want_out[last] = half(want_in[last]),
            FftType::Irfft => want_in[last] = half(want_in[last]),
        }
        if ishape != want_in {
            let want = Type::tensor(want_in, ie);
            let got = self.ty(d.operands[0]).clone();
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!(
                    "`stablehlo.fft` with fft_length {:?} needs an operand of type {want}, found {got}",
                    v.fft_length
                ),
                format!("expected {want}"),
            );
        }
        if rshape != want_out {
            return self.result_shape_is(op, diag::SHAPE_MISMATCH, &want_out, re);
        }
        Some(())
    }

    /// The batch of square matrices `shape` (rank >= 2): `None` after an error naming `what`.
    pub(super) fn square_batch(&mut self, op: Op, what: &str, shape: &[i64]) -> Option<()> {
        let r = shape.len();
        if r < 2 || shape[r - 1] != shape[r - 2] {
            let name = self.name(op);
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!("`{name}` needs {what} of rank 2 or more whose last two dimensions are equal (square matrices), found shape {shape:?}"),
                "not a batch of square matrices",
            );
        }
        Some(())
    }

    /// `stablehlo.cholesky` (C1-C3): a batch of square float or complex matrices, result of the
    /// operand's type.
    pub(super) fn cholesky(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        self.view(op, views::Cholesky::read(m, op))?;
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let (shape, e) = t[0].clone();
        if !(e.is_float() || e.is_complex()) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`stablehlo.cholesky` takes a float or complex tensor, found element type {e}"
                ),
                "wrong element type",
            );
        }
        self.square_batch(op, "an operand", &shape)?;
        if t[1] != t[0] {
            return self.result_shape_is(op, diag::TYPE_CONSTRAINT, &shape, e);
        }
        Some(())
    }

    /// A `stablehlo.custom_call` to a LAPACK target: the operand and result counts and types the
    /// routine takes (`views::LapackCall::signature`), and the layouts JAX gives them (column-major
    /// matrices, batch dimensions outermost); another layout is E0414.
    pub(super) fn lapack(&mut self, op: Op, call: &views::LapackCall) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let target = &call.target;
        let ops = self.tensors(op, &d.operands)?;
        let res = self.tensors(op, &d.results)?;
        let shapes = |v: &[(Shape, ElemType)]| -> Vec<Vec<i64>> {
            v.iter().map(|(s, _)| s.clone()).collect()
        };
        let sig = match call.signature(&shapes(&ops), &shapes(&res)) {
            Ok(s) => s,
            Err(e) => return self.err(diag::TYPE_CONSTRAINT, op, e, "wrong operand shape"),
        };
        if ops.len() != sig.operands.len() || res.len() != sig.results.len() {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "`custom_call @{target}` takes {} operand(s) and gives {} result(s), found {} and {}",
                    sig.operands.len(),
                    sig.results.len(),
                    ops.len(),
                    res.len()
                ),
                "wrong number of operands or results",
            );
        }
        for (what, want, got) in [
            ("operand", &sig.operands, &ops),
            ("result", &sig.results, &res),
        ] {
            for (i, (w, (s, e))) in want.iter().zip(got.iter()).enumerate() {
                if *s != w.shape || *e != w.elem {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!(
                            "`custom_call @{target}` needs {what} {i} of type {}, found {}",
                            w.describe(),
                            views::describe_tensor(s, *e)
                        ),
                        "wrong type",
                    );
                }
            }
        }
        if let Some(nb) = call.num_batch_dims {
            if nb != sig.batch.len() as i64 {
                return self.err(
                    diag::SHAPE_MISMATCH,
                    op,
                    format!(
                        "`custom_call @{target}`: num_batch_dims = {nb}, but the operands have {} batch dimension(s)",
                        sig.batch.len()
                    ),
                    "wrong num_batch_dims",
                );
            }
        }
        for (key, given, want) in [
            ("operand_layouts", &call.operand_layouts, &sig.operands),
            ("result_layouts", &call.result_layouts, &sig.results),
        ] {
            let Some(given) = given else {
                if target == views::HOUSEHOLDER_PRODUCT {
                    // XLA's target takes logical tensors: no layouts to check.
                    continue;
                }
                return self.err(
                    diag::MISSING_ATTRIBUTE,
                    op,
                    format!("`custom_call @{target}` requires `{key}` (the LAPACK kernels read column-major matrices)"),
                    "missing layouts",
                );
            };
            let expected: Vec<Vec<i64>> = want.iter().map(|v| v.layout()).collect();
            if *given != expected {
                return self.err(
                    diag::NOT_SUPPORTED_YET,
                    op,
                    format!(
                        "`custom_call @{target}` with {key} {given:?} is not supported: only the layouts JAX emits, {expected:?} (column-major matrices, batch dimensions outermost), are"
                    ),
                    "layout not supported",
                );
            }
        }
        Some(())
    }

    /// `stablehlo.triangular_solve` (C1-C4): `a` a batch of square matrices, `b` of the same
    /// element type and batch with `a`'s size on the side `left_side` names, result of `b`'s type.
    pub(super) fn triangular_solve(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let v = self.view(op, views::TriangularSolve::read(m, op))?;
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        let ((ashape, ae), (bshape, be)) = (t[0].clone(), t[1].clone());
        if !(ae.is_float() || ae.is_complex()) || ae != be {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.triangular_solve` takes `a` and `b` of one float or complex element type, found {ae} and {be}"),
                "wrong element types",
            );
        }
        self.square_batch(op, "`a`", &ashape)?;
        let r = ashape.len();
        let side = if v.left_side { r - 2 } else { r - 1 };
        if bshape.len() != r || bshape[..r - 2] != ashape[..r - 2] || bshape[side] != ashape[r - 1]
        {
            let which = if v.left_side { "rows" } else { "columns" };
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!(
                    "`stablehlo.triangular_solve` needs `b` of `a`'s rank and batch dimensions with {} {which} (left_side = {}), found a: {ashape:?}, b: {bshape:?}",
                    ashape[r - 1], v.left_side
                ),
                "shapes of a and b do not fit",
            );
        }
        if t[2] != t[1] {
            return self.result_shape_is(op, diag::TYPE_CONSTRAINT, &bshape, be);
        }
        Some(())
    }
}
