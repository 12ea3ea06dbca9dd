//! Type rules of the ops with regions that run them: `chlo.scan`, `stablehlo.while`, `if` and
//! `case`, and the `cf` blocks of a region.

use super::*;
use crate::diag;
use crate::ir::{Block, Op, Span};
use crate::ops::OpKind;
use crate::types::{ElemType, Type};
use crate::views;

impl Verifier<'_> {
    /// `chlo.scan` (ChloOps.cpp's `ScanOp::verify` and its result inference): the segment sizes
    /// split the operands into inputs and inits and the results into outputs and carries; every
    /// input has the scan dimension, of one size; the body takes each input without that
    /// dimension and then each init, and returns the outputs' slices and then the carries.
    pub(super) fn scan(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let code = diag::TYPE_CONSTRAINT;
        let v = self.view(op, views::Scan::read(m, op))?;
        let (n_in, n_init, n_out, n_carry) = (v.inputs, v.inits, v.outputs, v.carries);
        if n_in + n_init != d.operands.len()
            || n_out + n_carry != d.results.len()
            || n_carry != n_init
        {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "`chlo.scan`'s segment sizes ({n_in} inputs, {n_init} inits; {n_out} outputs, {n_carry} carries) do not fit its {} operand(s) and {} result(s), or carries differ from inits",
                    d.operands.len(),
                    d.results.len()
                ),
                "wrong segment sizes",
            );
        }
        if n_in == 0 && n_out == 0 {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "`chlo.scan` needs at least one input or output",
                "nothing to scan",
            );
        }
        let dim = v.dimension;
        let operands = self.tensors(op, &d.operands)?;
        let results = self.tensors(op, &d.results)?;
        let mut size = v.scan_dim_size;
        for (i, (shape, _)) in operands[..n_in].iter().enumerate() {
            let Some(&n) = shape.get(dim) else {
                return self.err(
                    code,
                    op,
                    format!(
                        "`chlo.scan`'s dimension {dim} is out of bounds for input {i} of rank {}",
                        shape.len()
                    ),
                    "dimension out of bounds",
                );
            };
            if size.is_some_and(|s| s != n) {
                return self.err(
                    code,
                    op,
                    format!(
                        "`chlo.scan`'s input {i} has {n} elements along dimension {dim}, not {}",
                        size.unwrap_or(n)
                    ),
                    "scan sizes differ",
                );
            }
            size = Some(n);
        }
        let Some(size) = size else {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                "`chlo.scan` without inputs needs `scan_dim_size`",
                "scan length unknown",
            );
        };
        if d.regions.len() != 1 || m.regions[d.regions[0]].blocks.len() != 1 {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                "`chlo.scan` has one body region of one block",
                "wrong body",
            );
        }
        let b = m.regions[d.regions[0]].blocks[0];
        let body_args: Vec<Type> = m.blocks[b].args.iter().map(|&a| m.ty(a).clone()).collect();
        let want_args: Vec<Type> = operands
            .iter()
            .enumerate()
            .map(|(i, (shape, e))| {
                let mut shape = shape.clone();
                if i < n_in {
                    shape.remove(dim);
                }
                Type::tensor(shape, *e)
            })
            .collect();
        let list = type_list;
        if body_args != want_args {
            return self.err_note(
                diag::REGION_STRUCTURE,
                op,
                format!(
                    "`chlo.scan`'s body takes ({}) but must take ({})",
                    list(&body_args),
                    list(&want_args)
                ),
                "wrong body signature",
                "the body takes one slice of each input (without the scan dimension), then each carry",
            );
        }
        let Some(&last) = m.blocks[b].ops.last() else {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                "`chlo.scan`'s body is empty",
                "empty body",
            );
        };
        let returned: Vec<Type> = m.ops[last]
            .operands
            .iter()
            .map(|&v| m.ty(v).clone())
            .collect();
        let want_results: Vec<Type> = returned
            .iter()
            .enumerate()
            .map(|(i, t)| match (t, i < n_out) {
                (Type::Tensor { shape, elem }, true) if dim <= shape.len() => {
                    let mut shape = shape.clone();
                    shape.insert(dim, size);
                    Type::tensor(shape, *elem)
                }
                _ => t.clone(),
            })
            .collect();
        let got_results: Vec<Type> = results
            .iter()
            .map(|(s, e)| Type::tensor(s.clone(), *e))
            .collect();
        if want_results != got_results || want_args[n_in..] != returned[returned.len().min(n_out)..]
        {
            return self.err_at(
                code,
                m.ops[last].span,
                format!(
                    "`chlo.scan`'s body returns ({}), which makes results ({}) and carries of the inits' types, but the op has results ({})",
                    list(&returned),
                    list(&want_results),
                    list(&got_results)
                ),
                "wrong return",
            );
        }
        Some(())
    }

    /// `cf.br` and `cf.cond_br` (MLIR's `ControlFlowOps.td`): in a function's body, one or two
    /// successors in the same region other than its entry block, each passed exactly its block's
    /// argument types; `cf.cond_br`'s condition is an `i1` and its `operandSegmentSizes` split
    /// the rest of the operands between the successors.
    pub(super) fn branch(&mut self, op: Op, kind: CoreOp) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = self.name(op);
        let region = d.parent.and_then(|b| m.blocks[b].parent);
        let in_func = region
            .and_then(|r| m.regions[r].parent)
            .is_some_and(|o| m.ops[o].is(OpKind::Func));
        if !in_func {
            return self.err_note(
                diag::REGION_STRUCTURE,
                op,
                format!("`{name}` is supported only in a function's body"),
                "branch outside a function body",
                "the regions of StableHLO's ops have one block each; use `stablehlo.if` or `stablehlo.while` there",
            );
        }
        let want = if kind == CoreOp::Br { 1 } else { 2 };
        if d.successors.len() != want {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                format!(
                    "`{name}` takes {want} successor(s), found {}",
                    d.successors.len()
                ),
                "wrong successor count",
            );
        }
        if kind == CoreOp::CondBr {
            let segments_ok = matches!(d.attr("operandSegmentSizes"),
                Some(Attribute::DenseArray { values, .. })
                    if values.len() == 3
                        && values[0] == 1
                        && values.iter().all(|&v| v >= 0)
                        && values.iter().sum::<i64>() == d.operands.len() as i64);
            if !segments_ok {
                return self.err(
                    diag::MISSING_ATTRIBUTE,
                    op,
                    format!(
                        "`{name}` needs `operandSegmentSizes = array<i32: 1, T, F>` with T + F the successors' operands ({} after the condition)",
                        d.operands.len().saturating_sub(1)
                    ),
                    "missing or malformed segments",
                );
            }
            let c = d.operands[0];
            if *m.ty(c) != Type::Scalar(ElemType::I1) {
                return self.err_note(
                    diag::TYPE_CONSTRAINT,
                    op,
                    format!("`{name}`'s condition must be an `i1`, found {}", m.ty(c)),
                    "wrong condition type",
                    "take the element of a `tensor<i1>` with `tensor.extract %t[] : tensor<i1>`",
                );
            }
        }
        let region = region?;
        for (i, &s) in d.successors.iter().enumerate() {
            if m.blocks[s].parent != Some(region) {
                return self.err(
                    diag::REGION_STRUCTURE,
                    op,
                    format!("successor #{i} of `{name}` is not a block of the branch's region"),
                    "branch leaves its region",
                );
            }
            if m.regions[region].blocks.first() == Some(&s) {
                return self.err(
                    diag::REGION_STRUCTURE,
                    op,
                    format!(
                        "successor #{i} of `{name}` is the entry block, which takes no branches"
                    ),
                    "branch to the entry block",
                );
            }
            let got: Vec<&Type> = m
                .successor_operands(op, i)
                .iter()
                .map(|&v| m.ty(v))
                .collect();
            let want: Vec<&Type> = m.blocks[s].args.iter().map(|&a| m.ty(a)).collect();
            if got != want {
                let fmt = |t: &[&Type]| {
                    t.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return self.err(
                    diag::REGION_STRUCTURE,
                    op,
                    format!(
                        "successor #{i} of `{name}` takes ({}) but is passed ({})",
                        fmt(&want),
                        fmt(&got)
                    ),
                    "successor operands differ from the block's arguments",
                );
            }
        }
        Some(())
    }

    /// `tensor.extract %t[...] : T`: one `index` per dimension of `T`, the result `T`'s element
    /// type; only a rank-0 tensor's element is supported (an element at run-time indices is a
    /// `stablehlo.dynamic_slice`).
    pub(super) fn tensor_extract(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let (&t, idx) = d.operands.split_first()?;
        let Some((shape, elem)) = self.tensor(t) else {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`tensor.extract` takes a ranked tensor, found {}", m.ty(t)),
                "not a tensor",
            );
        };
        if idx.len() != shape.len()
            || idx
                .iter()
                .any(|&i| *m.ty(i) != Type::Scalar(ElemType::Index))
            || *m.ty(d.results[0]) != Type::Scalar(elem)
        {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`tensor.extract` of a {} takes {} `index` operand(s) and gives an `{elem}`",
                    m.ty(t),
                    shape.len()
                ),
                "wrong indices or result type",
            );
        }
        if !shape.is_empty() {
            return self.err_note(
                diag::NOT_SUPPORTED_YET,
                op,
                "`tensor.extract` of a tensor of rank 1 or more is not supported yet",
                "not a rank-0 tensor",
                "take the element with `stablehlo.dynamic_slice` and `stablehlo.reshape`, or extract from a rank-0 tensor",
            );
        }
        Some(())
    }

    /// The single block of each region of a control-flow op, and what its `stablehlo.return`
    /// returns; `None` after reporting a region that breaks the structure.
    pub(super) fn cf_blocks(&mut self, op: Op) -> Option<Vec<(Block, Vec<Type>, Span)>> {
        let m = self.m;
        let name = self.name(op);
        let mut out = Vec::new();
        for (i, &r) in m.ops[op].regions.iter().enumerate() {
            let blocks = &m.regions[r].blocks;
            if blocks.len() != 1 {
                return self
                    .err(
                        diag::REGION_STRUCTURE,
                        op,
                        format!(
                            "region {i} of `{name}` must have one block, found {}",
                            blocks.len()
                        ),
                        "wrong block count",
                    )
                    .and(None);
            }
            let b = blocks[0];
            let last = m.blocks[b].ops.last().copied();
            let Some(last) = last.filter(|&l| m.ops[l].is(OpKind::StablehloReturn)) else {
                return self
                    .err(
                        diag::REGION_STRUCTURE,
                        op,
                        format!("region {i} of `{name}` must end with `stablehlo.return`"),
                        "missing terminator",
                    )
                    .and(None);
            };
            let returned = m.ops[last]
                .operands
                .iter()
                .map(|&v| m.ty(v).clone())
                .collect();
            out.push((b, returned, m.ops[last].span));
        }
        Some(out)
    }

    /// `stablehlo.while` (spec C1-C3): both regions take the loop values; `cond` returns a
    /// `tensor<i1>`, `body` returns values of the loop values' types, which are the results'.
    pub(super) fn while_op(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let list = type_list;
        let operands: Vec<Type> = d.operands.iter().map(|&v| m.ty(v).clone()).collect();
        let results: Vec<Type> = d.results.iter().map(|&v| m.ty(v).clone()).collect();
        if d.regions.len() != 2 {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                format!(
                    "`stablehlo.while` has a cond and a body region, found {} region(s)",
                    d.regions.len()
                ),
                "wrong region count",
            );
        }
        if results != operands {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`stablehlo.while` returns its loop values' types ({}), not ({})",
                    list(&operands),
                    list(&results)
                ),
                "result types differ from the operands'",
            );
        }
        let blocks = self.cf_blocks(op)?;
        for (i, (b, returned, ret_span)) in blocks.into_iter().enumerate() {
            let what = if i == 0 { "cond" } else { "body" };
            let args: Vec<Type> = m.blocks[b].args.iter().map(|&a| m.ty(a).clone()).collect();
            if args != operands {
                return self.err(
                    diag::REGION_STRUCTURE,
                    op,
                    format!("the {what} region of `stablehlo.while` takes ({}) but the loop values are ({})", list(&args), list(&operands)),
                    "wrong region arguments",
                );
            }
            let want = if i == 0 {
                vec![Type::tensor(vec![], ElemType::I1)]
            } else {
                operands.clone()
            };
            if returned != want {
                return self.err_at(
                    diag::TYPE_CONSTRAINT,
                    ret_span,
                    format!(
                        "the {what} region of `stablehlo.while` must return ({}), not ({})",
                        list(&want),
                        list(&returned)
                    ),
                    "wrong return",
                );
            }
        }
        Some(())
    }

    /// `stablehlo.if` (spec C1-C3) and `stablehlo.case` (C1-C4): a rank-0 `i1` predicate or `i32`
    /// index; branches without arguments, each returning the results' types.
    pub(super) fn branches(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = self.name(op);
        let list = type_list;
        let is_if = d.is(OpKind::If);
        let (want, what) = if is_if {
            (ElemType::I1, "predicate")
        } else {
            (ElemType::I32, "index")
        };
        let sel = m.ty(d.operands[0]).clone();
        if sel != Type::tensor(vec![], want) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("the {what} of `{name}` must be a tensor<{want}>, found {sel}"),
                format!("wrong {what} type"),
            );
        }
        let n = d.regions.len();
        if (is_if && n != 2) || n == 0 {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                if is_if {
                    format!("`stablehlo.if` has a true and a false branch, found {n} region(s)")
                } else {
                    "`stablehlo.case` needs at least one branch".to_string()
                },
                "wrong region count",
            );
        }
        let results: Vec<Type> = d.results.iter().map(|&v| m.ty(v).clone()).collect();
        for (i, (b, returned, ret_span)) in self.cf_blocks(op)?.into_iter().enumerate() {
            if !m.blocks[b].args.is_empty() {
                return self.err(
                    diag::REGION_STRUCTURE,
                    op,
                    format!("branch {i} of `{name}` takes arguments; branches take none"),
                    "branch with arguments",
                );
            }
            if returned != results {
                return self.err_at(
                    diag::TYPE_CONSTRAINT,
                    ret_span,
                    format!(
                        "branch {i} of `{name}` returns ({}) but the op's results are ({})",
                        list(&returned),
                        list(&results)
                    ),
                    "wrong return",
                );
            }
        }
        Some(())
    }
}
