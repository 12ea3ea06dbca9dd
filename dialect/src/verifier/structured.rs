//! Type rules of the structured ops of issue #13: `sort`, `select_and_scatter`, `map`, the batch
//! norm ops, tuples, `composite`, `get_dimension_size` and the dynamic-shape ops, each from the
//! specification's constraints.

use super::{fmt_dims, in_range, Shape, Verifier};
use crate::attrs::Attribute;
use crate::diag::{self, Code};
use crate::ir::{Op, Value};
use crate::ops::OpKind;
use crate::types::{ElemType, Type};
use crate::views;

fn list(v: &[Type]) -> String {
    v.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Verifier<'_> {
    /// Region `index` of `op` has one block taking `args` and returning `results`.
    fn region_signature(
        &mut self,
        op: Op,
        index: usize,
        what: &str,
        args: &[Type],
        results: &[Type],
        code: Code,
    ) -> Option<()> {
        let m = self.m;
        let name = self.name(op);
        let Some(&r) = m.ops[op].regions.get(index) else {
            return self.err(
                code,
                op,
                format!("`{name}` needs a {what} region"),
                "missing region",
            );
        };
        let blocks = &m.regions[r].blocks;
        let (Some(&b), 1) = (blocks.first(), blocks.len()) else {
            return self.err(
                code,
                op,
                format!("the {what} of `{name}` must have exactly one block"),
                "wrong block count",
            );
        };
        let got: Vec<Type> = m.blocks[b].args.iter().map(|&a| m.ty(a).clone()).collect();
        if got != args {
            return self.err(
                code,
                op,
                format!(
                    "the {what} of `{name}` takes ({}) but must take ({})",
                    list(&got),
                    list(args)
                ),
                "wrong region signature",
            );
        }
        if let Some(&last) = m.blocks[b].ops.last() {
            if m.ops[last].is(OpKind::StablehloReturn) {
                let rt: Vec<Type> = m.ops[last]
                    .operands
                    .iter()
                    .map(|&v| m.ty(v).clone())
                    .collect();
                if rt != results {
                    return self.err_at(
                        code,
                        m.ops[last].span,
                        format!(
                            "the {what} of `{name}` returns ({}) but must return ({})",
                            list(&rt),
                            list(results)
                        ),
                        "wrong return",
                    );
                }
            }
        }
        Some(())
    }

    /// `stablehlo.sort` (C1-C5).
    pub(super) fn sort(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let code = diag::TYPE_CONSTRAINT;
        if d.operands.is_empty() || d.operands.len() != d.results.len() {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "sort takes N > 0 inputs and produces N results",
                "wrong arity",
            );
        }
        let ins = self.tensors(op, &d.operands)?;
        let outs = self.tensors(op, &d.results)?;
        let shape = ins[0].0.clone();
        if ins.iter().chain(&outs).any(|t| t.0 != shape)
            || ins.iter().zip(&outs).any(|(i, o)| i != o)
        {
            return self.err(
                code,
                op,
                "sort inputs and results must all have one shape, each result the type of its input",
                "types differ",
            );
        }
        let v = self.view(op, views::Sort::read(self.m, op))?;
        let rank = shape.len() as i64;
        if v.dimension < -rank || v.dimension >= rank {
            return self.err(
                code,
                op,
                format!(
                    "sort dimension {} must be in [-{rank}, {rank})",
                    v.dimension
                ),
                "bad dimension",
            );
        }
        let args: Vec<Type> = ins
            .iter()
            .flat_map(|t| [Type::tensor(vec![], t.1), Type::tensor(vec![], t.1)])
            .collect();
        self.region_signature(
            op,
            0,
            "comparator",
            &args,
            &[Type::tensor(vec![], ElemType::I1)],
            code,
        )
    }

    /// `stablehlo.select_and_scatter` (C1-C12).
    pub(super) fn select_and_scatter(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let t = self.tensors(
            op,
            &[d.operands[0], d.operands[1], d.operands[2], d.results[0]],
        )?;
        let (shape, e) = t[0].clone();
        let rank = shape.len();
        let code = diag::REDUCE_DIMS;
        if t[1].1 != e || t[2].1 != e || !t[2].0.is_empty() {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("select_and_scatter's source and rank-0 init value must have the operand's element type {e}"),
                "type mismatch",
            );
        }
        let w = self.view(op, views::ReduceWindow::read(self.m, op))?;
        if w.window.len() != rank || w.strides.len() != rank || w.padding.len() != rank {
            return self.err(code, op, format!("select_and_scatter's window_dimensions, window_strides and padding must have one entry per dimension ({rank})"), "wrong length");
        }
        if w.window.iter().chain(&w.strides).any(|&x| x <= 0) {
            return self.err(
                code,
                op,
                "window dimensions and strides must be positive",
                "non-positive value",
            );
        }
        let mut windows = Vec::with_capacity(rank);
        for (i, &dim) in shape.iter().enumerate() {
            let padded = dim
                .checked_add(w.padding[i].0)
                .and_then(|x| x.checked_add(w.padding[i].1));
            let Some(padded) = padded else {
                return self.err(code, op, "padding overflows", "bad padding");
            };
            windows.push(if padded <= 0 || w.window[i] > padded {
                0
            } else {
                (padded - w.window[i]) / w.strides[i] + 1
            });
        }
        if t[1].0 != windows {
            return self.err(
                code,
                op,
                format!(
                    "select_and_scatter's source must have the shape of the windows, {}, found {}",
                    fmt_dims(&windows),
                    fmt_dims(&t[1].0)
                ),
                "wrong source shape",
            );
        }
        if t[3] != (shape.clone(), e) {
            return self.result_shape_is(op, diag::SHAPE_MISMATCH, &shape, e);
        }
        let s = Type::tensor(vec![], e);
        self.region_signature(
            op,
            0,
            "select",
            &[s.clone(), s.clone()],
            &[Type::tensor(vec![], ElemType::I1)],
            code,
        )?;
        self.region_signature(op, 1, "scatter", &[s.clone(), s.clone()], &[s], code)
    }

    /// `stablehlo.map` (C1-C4).
    pub(super) fn map(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let ins = self.tensors(op, &d.operands)?;
        let out = self.tensors(op, &d.results)?.remove(0);
        let shape = ins[0].0.clone();
        if ins.iter().any(|t| t.0 != shape) || out.0 != shape {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                "map's inputs and result must have one shape",
                "shapes differ",
            );
        }
        let dims = match self.m.ops[op].attr("dimensions") {
            Some(a) => a.as_dense_array().map(|v| v.to_vec()),
            None => None,
        };
        let all: Vec<i64> = (0..shape.len() as i64).collect();
        if dims.as_deref() != Some(&all[..]) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "map's dimensions must be {} (all of them, in order)",
                    fmt_dims(&all)
                ),
                "bad dimensions",
            );
        }
        let args: Vec<Type> = ins.iter().map(|t| Type::tensor(vec![], t.1)).collect();
        self.region_signature(
            op,
            0,
            "computation",
            &args,
            &[Type::tensor(vec![], out.1)],
            diag::TYPE_CONSTRAINT,
        )
    }

    /// The feature dimension and the feature count of a batch norm op, after checking that the
    /// operand is a float tensor and `feature_index` names one of its dimensions.
    fn feature(&mut self, op: Op) -> Option<(Shape, ElemType, i64)> {
        let x = self.m.ops[op].operands[0];
        let (shape, e) = self.tensors(op, &[x])?.remove(0);
        let name = self.name(op);
        if !e.is_float() {
            self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}` takes a floating-point operand, found {e}"),
                "not a float",
            );
            return None;
        }
        let f = self.m.ops[op]
            .attr("feature_index")
            .and_then(|a| a.as_int());
        let Some(f) = f.filter(|&f| f >= 0 && (f as usize) < shape.len()) else {
            self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                format!("`{name}` needs a feature_index within rank {}", shape.len()),
                "bad feature_index",
            );
            return None;
        };
        if !matches!(
            self.m.ops[op].attr("epsilon"),
            Some(Attribute::Float { .. })
        ) {
            self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                format!("`{name}` needs a float `epsilon`"),
                "missing epsilon",
            );
            return None;
        }
        let n = shape[f as usize];
        Some((shape, e, n))
    }

    /// The batch norm ops: operands and results of the operand's type or of the feature vector's.
    pub(super) fn batch_norm(&mut self, op: Op, kind: OpKind) -> Option<()> {
        let (shape, e, n) = self.feature(op)?;
        let full = Type::tensor(shape, e);
        let vec1 = Type::tensor(vec![n], e);
        let (ins, outs): (Vec<&Type>, Vec<&Type>) = match kind {
            OpKind::BatchNormInference => (vec![&full, &vec1, &vec1, &vec1, &vec1], vec![&full]),
            OpKind::BatchNormTraining => (vec![&full, &vec1, &vec1], vec![&full, &vec1, &vec1]),
            _ => (
                vec![&full, &vec1, &vec1, &vec1, &full],
                vec![&full, &vec1, &vec1],
            ),
        };
        let d = &self.m.ops[op];
        let got_in: Vec<Type> = d.operands.iter().map(|&v| self.m.ty(v).clone()).collect();
        let got_out: Vec<Type> = d.results.iter().map(|&v| self.m.ty(v).clone()).collect();
        let want_in: Vec<Type> = ins.into_iter().cloned().collect();
        let want_out: Vec<Type> = outs.into_iter().cloned().collect();
        if got_in != want_in || got_out != want_out {
            let name = self.name(op);
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{name}` must have type ({}) -> ({}), found ({}) -> ({})",
                    list(&want_in),
                    list(&want_out),
                    list(&got_in),
                    list(&got_out)
                ),
                "wrong types",
            );
        }
        Some(())
    }

    /// `stablehlo.tuple` and `stablehlo.get_tuple_element`.
    pub(super) fn tuple_ops(&mut self, op: Op, kind: OpKind) -> Option<()> {
        let d = &self.m.ops[op];
        let r = self.m.ty(d.results[0]).clone();
        if kind == OpKind::Tuple {
            let want = Type::Tuple(d.operands.iter().map(|&v| self.m.ty(v).clone()).collect());
            if r != want {
                return self.err(
                    diag::TYPE_CONSTRAINT,
                    op,
                    format!("tuple of its operands is {want}, but the result type is {r}"),
                    "wrong result type",
                );
            }
            return Some(());
        }
        let Type::Tuple(elems) = self.m.ty(d.operands[0]).clone() else {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "get_tuple_element takes a tuple",
                "not a tuple",
            );
        };
        let index = d.attr("index").and_then(|a| a.as_int());
        let Some(t) = index
            .and_then(|i| usize::try_from(i).ok())
            .and_then(|i| elems.get(i))
        else {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("get_tuple_element index must be in [0, {})", elems.len()),
                "bad index",
            );
        };
        if *t != r {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "element {} of the tuple is {t}, but the result type is {r}",
                    index.unwrap_or(0)
                ),
                "wrong result type",
            );
        }
        Some(())
    }

    /// `stablehlo.composite`: its decomposition is a function of the same type.
    pub(super) fn composite(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let name = match d.attr("decomposition") {
            Some(Attribute::SymbolRef(s)) => s.clone(),
            _ => {
                return self.err(
                    diag::MISSING_ATTRIBUTE,
                    op,
                    "composite needs a `decomposition = @function`",
                    "missing decomposition",
                )
            }
        };
        if d.attr("name").and_then(|a| a.as_str()).is_none() {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                "composite needs a `name` string",
                "missing name",
            );
        }
        let Some(f) = self.m.lookup_function(&name) else {
            return self.err(
                diag::UNDEFINED_FUNCTION,
                op,
                format!("the decomposition `@{name}` is not a function of the module"),
                "no such function",
            );
        };
        let Some(ft) = self.m.func_type(f) else {
            return Some(());
        };
        let ins: Vec<Type> = d.operands.iter().map(|&v| self.m.ty(v).clone()).collect();
        let outs: Vec<Type> = d.results.iter().map(|&v| self.m.ty(v).clone()).collect();
        if ft.inputs != ins || ft.results != outs {
            return self.err(
                diag::CALL_MISMATCH,
                op,
                format!(
                    "composite has type ({}) -> ({}) but its decomposition `@{name}` has ({}) -> ({})",
                    list(&ins),
                    list(&outs),
                    list(&ft.inputs),
                    list(&ft.results)
                ),
                "types differ",
            );
        }
        Some(())
    }

    /// `stablehlo.get_dimension_size`: a dimension of the operand, as a `tensor<i32>`.
    pub(super) fn get_dimension_size(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let (shape, _) = self.tensors(op, &[d.operands[0]])?.remove(0);
        let dim = d.attr("dimension").and_then(|a| a.as_int()).unwrap_or(-1);
        if !in_range(&[dim], shape.len()) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("dimension {dim} must be in [0, {})", shape.len()),
                "bad dimension",
            );
        }
        self.result_shape_is(op, diag::TYPE_CONSTRAINT, &[], ElemType::I32)
    }

    /// A 1-D integer tensor of `n` elements (a shape operand of a dynamic op).
    fn shape_operand(&mut self, op: Op, v: Value, n: Option<usize>, what: &str) -> Option<()> {
        let (s, e) = self.tensors(op, &[v])?.remove(0);
        let ok = s.len() == 1 && e.is_integer() && n.is_none_or(|n| s[0] == n as i64);
        if !ok {
            let want = n.map_or("a 1-D integer tensor".to_string(), |n| {
                format!("a 1-D integer tensor of {n} elements")
            });
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{}`'s {what} must be {want}, found {}",
                    self.name(op),
                    self.ty(v)
                ),
                "bad shape operand",
            );
        }
        Some(())
    }

    /// The dynamic-shape ops: their shape operands have the right types (`stablehlo-decompose`
    /// checks their values against the result type).
    pub(super) fn dynamic(&mut self, op: Op, kind: OpKind) -> Option<()> {
        let d = self.m.ops[op].clone();
        let rank_of = |v: &Verifier, x: Value| v.m.ty(x).rank();
        let out_rank = rank_of(self, d.results[0]);
        match kind {
            OpKind::DynamicIota => {
                self.shape_operand(op, d.operands[0], out_rank, "output_shape")?;
                let dim = d
                    .attr("iota_dimension")
                    .and_then(|a| a.as_int())
                    .unwrap_or(-1);
                if !in_range(&[dim], out_rank.unwrap_or(0)) {
                    return self.err(
                        diag::SHAPE_MISMATCH,
                        op,
                        format!("iota_dimension {dim} must be less than the result's rank"),
                        "bad dimension",
                    );
                }
                let e = self.tensors(op, &[d.results[0]])?[0].1;
                if !(e.is_integer() || e.is_float() || e.is_complex()) {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        "dynamic_iota makes numbers",
                        "bad type",
                    );
                }
                Some(())
            }
            OpKind::DynamicBroadcastInDim => {
                self.shape_operand(op, d.operands[1], out_rank, "output_dimensions")
            }
            OpKind::DynamicReshape => {
                self.shape_operand(op, d.operands[1], out_rank, "output_shape")?;
                let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
                let count = |s: &Shape| s.iter().product::<i64>();
                if count(&t[0].0) != count(&t[1].0) || t[0].1 != t[1].1 {
                    return self.err(
                        diag::RESHAPE_COUNT,
                        op,
                        "dynamic_reshape keeps the element type and the number of elements",
                        "wrong result type",
                    );
                }
                Some(())
            }
            OpKind::DynamicPad => {
                let r = rank_of(self, d.operands[0]);
                for (i, what) in [
                    (2, "edge_padding_low"),
                    (3, "edge_padding_high"),
                    (4, "interior_padding"),
                ] {
                    self.shape_operand(op, d.operands[i], r, what)?;
                }
                Some(())
            }
            OpKind::DynamicGather => {
                let r = rank_of(self, d.operands[0]);
                self.shape_operand(op, d.operands[2], r, "slice_sizes")
            }
            OpKind::DynamicConv => {
                let (s, e) = self.tensors(op, &[d.operands[2]])?.remove(0);
                if s.len() != 2 || s[1] != 2 || !e.is_integer() {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        "dynamic_conv's padding must be an integer tensor of shape [spatial dims, 2]",
                        "bad padding",
                    );
                }
                Some(())
            }
            OpKind::RealDynamicSlice => {
                let r = rank_of(self, d.operands[0]);
                for (i, what) in [(1, "start_indices"), (2, "limit_indices"), (3, "strides")] {
                    self.shape_operand(op, d.operands[i], r, what)?;
                }
                Some(())
            }
            _ => Some(()),
        }
    }

    /// `chlo.top_k`: the `k` largest of the last dimension, values and i32 indices.
    pub(super) fn top_k(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let (shape, e) = self.tensors(op, &[d.operands[0]])?.remove(0);
        let k = d.attr("k").and_then(|a| a.as_int());
        let Some(&last) = shape.last() else {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "chlo.top_k takes a tensor of rank 1 or more",
                "rank 0",
            );
        };
        let Some(k) = k.filter(|&k| k >= 0) else {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                "chlo.top_k needs a non-negative `k`",
                "bad k",
            );
        };
        let mut out = shape.clone();
        if let Some(l) = out.last_mut() {
            *l = k.min(last);
        }
        let want = [
            Type::tensor(out.clone(), e),
            Type::tensor(out, ElemType::I32),
        ];
        let got: Vec<Type> = d.results.iter().map(|&r| self.m.ty(r).clone()).collect();
        if got != want {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!(
                    "chlo.top_k with k = {k} produces ({}), found ({})",
                    list(&want),
                    list(&got)
                ),
                "wrong result types",
            );
        }
        Some(())
    }

    /// `chlo.ragged_dot` (`ChloOps.cpp`, `checkRaggedDotConstraints`): `dot_general`'s rules, one
    /// lhs ragged dimension, `group_sizes` of shape `[prefix..., g]` (or `[g]`), and in mode 1
    /// one rhs group dimension of size `g` (none in modes 2 and 3); the result is `dot_general`'s
    /// shape without the rhs group dimension, with `g` in front in mode 2.
    pub(super) fn ragged_dot(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 3, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(
            op,
            &[d.operands[0], d.operands[1], d.operands[2], d.results[0]],
        )?;
        let (lhs, rhs, gs) = (&t[0].0, &t[1].0, &t[2].0);
        let v = self.view(op, views::RaggedDot::read(self.m, op))?;
        let code = diag::DOT_DIMS;
        if !t[2].1.is_integer() {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "chlo.ragged_dot's group_sizes must be integers, found {}",
                    t[2].1
                ),
                "not an integer tensor",
            );
        }
        let [ragged] = v.lhs_ragged[..] else {
            return self.err(
                code,
                op,
                format!(
                    "chlo.ragged_dot needs exactly one lhs ragged dimension, found {}",
                    fmt_dims(&v.lhs_ragged)
                ),
                "bad lhs_ragged_dimensions",
            );
        };
        if !in_range(&[ragged], lhs.len()) {
            return self.err(
                code,
                op,
                format!(
                    "lhs ragged dimension {ragged} is out of range for an lhs of rank {}",
                    lhs.len()
                ),
                "bad lhs_ragged_dimensions",
            );
        }
        let Some(&g) = gs.last() else {
            return self.err(
                code,
                op,
                "chlo.ragged_dot's group_sizes must have rank 1 or more",
                "rank 0",
            );
        };
        if gs.len() != 1 {
            let prefix: Vec<i64> = v
                .group_prefix(ragged)
                .iter()
                .map(|&i| lhs[i as usize])
                .collect();
            if gs[..gs.len() - 1] != prefix[..] {
                let mut want = prefix;
                want.push(g);
                return self.err(
                    code,
                    op,
                    format!(
                        "group_sizes is expected to have shape {} (or [{g}]), found {}",
                        fmt_dims(&want),
                        fmt_dims(gs)
                    ),
                    "wrong group_sizes shape",
                );
            }
        }
        let mode = v.mode(ragged);
        match (mode, &v.rhs_group[..]) {
            (views::RaggedMode::NonContracting, &[group]) => {
                if !in_range(&[group], rhs.len()) || rhs[group as usize] != g {
                    return self.err(
                        code,
                        op,
                        format!(
                            "the rhs group dimension {group} must exist and have the {g} groups of group_sizes, rhs is {}",
                            fmt_dims(rhs)
                        ),
                        "bad rhs_group_dimensions",
                    );
                }
            }
            (views::RaggedMode::NonContracting, _) => {
                return self.err(
                    code,
                    op,
                    "with a non-contracting lhs ragged dimension the rhs needs exactly one group dimension",
                    "bad rhs_group_dimensions",
                )
            }
            (_, []) => {}
            (_, _) => {
                return self.err(
                    code,
                    op,
                    "with a batching or contracting ragged dimension the rhs has no group dimension",
                    "bad rhs_group_dimensions",
                )
            }
        }
        self.dot_dims(op, &v.dims, (&t[0], &t[1]), &v.rhs_group)?;
        let mut out = super::dot_result_shape(&v.dims, lhs, rhs, &v.rhs_group);
        if mode == views::RaggedMode::Contracting {
            out.insert(0, g);
        }
        self.result_shape_is(op, code, &out, t[3].1)
    }
}
