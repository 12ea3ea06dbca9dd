//! Type rules of the reductions: `reduce`, `reduce_window` and their reducer bodies.

use super::*;
use crate::diag::{self, Code, Diagnostic};
use crate::ir::Op;
use crate::ops::OpKind;
use crate::types::{ElemType, Type};
use crate::views;

impl Verifier<'_> {
    /// Checks a reducer body: one block of 2N rank-0 tensor arguments of the given element types,
    /// ending in a `stablehlo.return` of N such tensors.
    pub(super) fn reducer_body(&mut self, op: Op, elems: &[ElemType], code: Code) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = self.name(op);
        if d.regions.len() != 1 {
            return self.err(
                code,
                op,
                format!("`{name}` needs one body region"),
                "missing body",
            );
        }
        let blocks = &m.regions[d.regions[0]].blocks;
        let Some(&b) = blocks.first() else {
            return self.err(code, op, format!("`{name}`'s body is empty"), "empty body");
        };
        if blocks.len() != 1 {
            return self.err(
                code,
                op,
                format!("`{name}`'s body has one block"),
                "several blocks",
            );
        }
        let n = elems.len();
        let want: Vec<Type> = elems
            .iter()
            .chain(elems)
            .map(|&e| Type::tensor(vec![], e))
            .collect();
        let got: Vec<Type> = m.blocks[b].args.iter().map(|&a| m.ty(a).clone()).collect();
        if got != want {
            let f = |v: &[Type]| {
                v.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return self.err_note(
                code,
                op,
                format!(
                    "`{name}`'s body takes ({}) but must take ({})",
                    f(&got),
                    f(&want)
                ),
                "wrong body signature",
                "the body combines two rank-0 tensors per input",
            );
        }
        if let Some(&last) = m.blocks[b].ops.last() {
            if m.ops[last].is(OpKind::StablehloReturn) {
                let rt: Vec<Type> = m.ops[last]
                    .operands
                    .iter()
                    .map(|&v| m.ty(v).clone())
                    .collect();
                if rt != want[..n] {
                    let dg = Diagnostic::error(code, m.ops[last].span, format!("the body of `{name}` must return {n} rank-0 tensor(s) of the input element types"), "wrong return");
                    self.diags.push(dg);
                    return None;
                }
            }
        }
        Some(())
    }

    /// Checks that each result of a reduction has the expected shape and its input's element type, and
    /// that the body fits.
    pub(super) fn reduction_results(
        &mut self,
        op: Op,
        code: Code,
        what: &str,
        ins: &[(Shape, ElemType)],
        outs: &[(Shape, ElemType)],
        expected: &[i64],
    ) -> Option<()> {
        for (i, o) in outs.iter().enumerate() {
            if o.0 != expected || o.1 != ins[i].1 {
                let want = Type::tensor(expected.to_vec(), ins[i].1);
                return self.err(
                    code,
                    op,
                    format!("{what} result {i} should be {want}"),
                    "wrong result type",
                );
            }
        }
        let elems: Vec<ElemType> = ins.iter().map(|t| t.1).collect();
        self.reducer_body(op, &elems, code)
    }

    pub(super) fn reduce(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let n = d.operands.len() / 2;
        if n == 0 || !d.operands.len().is_multiple_of(2) || d.results.len() != n {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "reduce takes N inputs, N init values and produces N results",
                "wrong arity",
            );
        }
        let ins = self.tensors(op, &d.operands)?;
        let outs = self.tensors(op, &d.results)?;
        let dims = self.view(op, views::Dims::read(self.m, op))?.dims;
        let shape = ins[0].0.clone();
        let code = diag::REDUCE_DIMS;
        if ins[..n].iter().any(|t| t.0 != shape) {
            return self.err(
                code,
                op,
                "all reduce inputs must have one shape",
                "shapes differ",
            );
        }
        if !in_range(&dims, shape.len()) || !is_unique(&dims) {
            return self.err_note(
                code,
                op,
                format!(
                    "reduce dimensions {} must be unique and less than rank {}",
                    fmt_dims(&dims),
                    shape.len()
                ),
                "bad dimensions",
                "list the dimensions to reduce away, each once",
            );
        }
        for i in 0..n {
            if !ins[n + i].0.is_empty() || ins[n + i].1 != ins[i].1 {
                return self.err(
                    code,
                    op,
                    format!(
                        "init value {i} must be a rank-0 tensor of the input's element type {}",
                        ins[i].1
                    ),
                    "bad init value",
                );
            }
        }
        let expected: Vec<i64> = (0..shape.len() as i64)
            .filter(|i| !dims.contains(i))
            .map(|i| shape[i as usize])
            .collect();
        self.reduction_results(op, code, "reduce", &ins[..n], &outs, &expected)
    }

    pub(super) fn reduce_window(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let n = d.operands.len() / 2;
        if n == 0 || !d.operands.len().is_multiple_of(2) || d.results.len() != n {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "reduce_window takes N inputs, N init values and produces N results",
                "wrong arity",
            );
        }
        let ins = self.tensors(op, &d.operands)?;
        let outs = self.tensors(op, &d.results)?;
        let shape = ins[0].0.clone();
        let rank = shape.len();
        let code = diag::REDUCE_DIMS;
        let w = self.view(op, views::ReduceWindow::read(self.m, op))?;
        let (win, strides, bdil, wdil) =
            (w.window, w.strides, w.base_dilations, w.window_dilations);
        let pad: Vec<i64> = w.padding.iter().flat_map(|&(l, h)| [l, h]).collect();
        if win.len() != rank
            || strides.len() != rank
            || bdil.len() != rank
            || wdil.len() != rank
            || pad.len() != 2 * rank
        {
            return self.err(code, op, format!("reduce_window attributes must have one entry per dimension ({rank}); padding one pair per dimension"), "wrong length");
        }
        if win
            .iter()
            .chain(&strides)
            .chain(&bdil)
            .chain(&wdil)
            .any(|&x| x <= 0)
        {
            return self.err(
                code,
                op,
                "window sizes, strides and dilations must be positive",
                "non-positive value",
            );
        }
        let mut expected = Vec::new();
        for i in 0..rank {
            let dilated = if shape[i] == 0 {
                0
            } else {
                (shape[i] - 1) * bdil[i] + 1
            };
            let padded = dilated + pad[2 * i] + pad[2 * i + 1];
            let wd = (win[i] - 1) * wdil[i] + 1;
            expected.push(if padded < wd {
                0
            } else {
                (padded - wd) / strides[i] + 1
            });
        }
        self.reduction_results(op, code, "reduce_window", &ins[..n], &outs, &expected)
    }
}
