//! Type rules of MLIR's `tensor` and `linalg` ops that IREE's tests use to build inputs:
//! `tensor.empty`, `tensor.dim`, `tensor.expand_shape`, `tensor.collapse_shape` (their `verify` in
//! `TensorOps.cpp`: the reassociation groups the higher-rank side's dimensions in order and each
//! group's sizes multiply to the lower-rank side's size, E0416), and `linalg.generic` with
//! `linalg.index` and `linalg.yield` (`LinalgInterfaces.cpp`'s structured-op verifier: one map per
//! operand over one dimension per loop, results within each operand's rank, loop sizes that
//! agree, a body taking the operands' element types and yielding the outputs', E0417). Which
//! `linalg.generic` forms run is `stablehlo-decompose`'s to say (E0414 there): the rules here are
//! MLIR's, so a valid program verifies whether or not it runs.

use super::{fmt_dims, Verifier};
use crate::affine::AffineExpr;
use crate::diag;
use crate::ir::{Op, Value};
use crate::ops::OpKind;
use crate::types::{ElemType, Type};
use crate::views::{self, K_DYNAMIC};

impl Verifier<'_> {
    /// `tensor.empty(%d..) : T`: one `index` operand per dynamic size of `T`.
    pub(super) fn tensor_empty(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let r = self.tensors(op, &d.results)?.remove(0);
        let dynamic = r.0.iter().filter(|&&s| s < 0).count();
        if d.operands.len() != dynamic {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "`tensor.empty` takes one size per dynamic dimension of {} ({dynamic}), found {}",
                    m.ty(d.results[0]),
                    d.operands.len()
                ),
                "wrong number of sizes",
            );
        }
        self.all_index(op, &d.operands, "`tensor.empty`'s sizes are `index` values")
    }

    /// Every one of `values` is an `index` scalar, else a type-constraint error at `op` saying
    /// `what`.
    fn all_index(&mut self, op: Op, values: &[Value], what: &str) -> Option<()> {
        let m = self.m;
        if values
            .iter()
            .any(|&v| *m.ty(v) != Type::Scalar(ElemType::Index))
        {
            return self.err(diag::TYPE_CONSTRAINT, op, what, "not index");
        }
        Some(())
    }

    /// `tensor.dim %t, %i : T`: a ranked tensor and an `index`, giving an `index`.
    pub(super) fn tensor_dim(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        self.tensors(op, &d.operands[..1])?;
        let index = Type::Scalar(ElemType::Index);
        if *m.ty(d.operands[1]) != index || *m.ty(d.results[0]) != index {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "`tensor.dim` takes an `index` and gives an `index`",
                "not index",
            );
        }
        Some(())
    }

    /// `tensor.expand_shape` (`expand`) and `tensor.collapse_shape`.
    pub(super) fn reassociative(&mut self, op: Op, expand: bool) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = self.name(op);
        let v = self.view(op, views::Reassociation::read(m, op))?;
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let ((src, se), (res, re)) = (&t[0], &t[1]);
        if se != re {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}` keeps the element type, found {se} and {re}"),
                "element types differ",
            );
        }
        let (low, high) = if expand { (src, res) } else { (res, src) };
        let side = if expand { "result" } else { "operand" };
        let low_side = if expand { "operand" } else { "result" };
        let code = diag::REASSOCIATION;
        let groups = fmt_groups(&v.groups);
        if v.groups.len() != low.len() {
            return self.err_note(
                code,
                op,
                format!(
                    "`{name}`'s reassociation {groups} has {} group(s), but its {low_side} has rank {}",
                    v.groups.len(),
                    low.len()
                ),
                "one group per dimension of the lower rank",
                format!("each group lists the {side}'s dimensions that make one {low_side} dimension"),
            );
        }
        let flat: Vec<i64> = v.groups.iter().flatten().copied().collect();
        let in_order = flat.iter().copied().eq(0..high.len() as i64);
        // A rank-0 side has no groups: every dimension of the other side is 1.
        let empty_ok = low.is_empty() && high.iter().all(|&s| s == 1);
        if !(in_order || (empty_ok && flat.is_empty())) || v.groups.iter().any(|g| g.is_empty()) {
            return self.err_note(
                code,
                op,
                format!(
                    "`{name}`'s reassociation {groups} does not list the {side}'s dimensions 0..{} in order, each once, in non-empty groups",
                    high.len()
                ),
                "bad reassociation",
                format!(
                    "for a {side} of rank {}, the groups split {} in order, e.g. {}",
                    high.len(),
                    fmt_dims(&(0..high.len() as i64).collect::<Vec<_>>()),
                    fmt_groups(&[(0..high.len() as i64).collect()])
                ),
            );
        }
        if empty_ok && flat.is_empty() {
            return self.expand_output_shape(op, &v, res);
        }
        for (i, g) in v.groups.iter().enumerate() {
            let sizes: Vec<i64> = g.iter().map(|&k| high[k as usize]).collect();
            let product: i64 = sizes.iter().product();
            if product != low[i] {
                return self.err_note(
                    code,
                    op,
                    format!(
                        "group {i} of `{name}` ({}) has the {side} sizes {} whose product {product} is not the {low_side}'s size {} in dimension {i}",
                        fmt_dims(g),
                        fmt_dims(&sizes),
                        low[i]
                    ),
                    "sizes do not multiply out",
                    format!("{} into {}", m.ty(d.operands[0]), m.ty(d.results[0])),
                );
            }
        }
        self.expand_output_shape(op, &v, res)
    }

    /// `expand_shape`'s `static_output_shape` states the result's sizes, one `index` operand per
    /// dynamic entry.
    fn expand_output_shape(&mut self, op: Op, v: &views::Reassociation, res: &[i64]) -> Option<()> {
        let Some(shape) = &v.output_shape else {
            return Some(());
        };
        let m = self.m;
        let d = &m.ops[op];
        let dynamic = shape.iter().filter(|&&s| s == K_DYNAMIC).count();
        if dynamic + 1 != d.operands.len() {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "`tensor.expand_shape`'s output_shape has {dynamic} dynamic size(s) but the op has {} size operand(s)",
                    d.operands.len() - 1
                ),
                "wrong number of sizes",
            );
        }
        let agrees = shape.len() == res.len()
            && shape
                .iter()
                .zip(res)
                .all(|(&s, &r)| s == K_DYNAMIC || s == r);
        if !agrees {
            let shown: Vec<String> = shape
                .iter()
                .map(|&s| {
                    if s == K_DYNAMIC {
                        "?".into()
                    } else {
                        s.to_string()
                    }
                })
                .collect();
            return self.err(
                diag::REASSOCIATION,
                op,
                format!(
                    "`tensor.expand_shape`'s output_shape [{}] is not its result type's shape {}",
                    shown.join(", "),
                    fmt_dims(res)
                ),
                "output_shape differs from the result type",
            );
        }
        self.all_index(
            op,
            &d.operands[1..],
            "`tensor.expand_shape`'s output_shape values are `index` values",
        )
    }

    /// `linalg.generic`: maps, loops, operands, results and body agree.
    pub(super) fn linalg_generic(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let v = self.view(op, views::LinalgGeneric::read(m, op))?;
        let code = diag::INDEXING_MAPS;
        if v.inputs + v.outputs != d.operands.len() {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "`linalg.generic`'s operandSegmentSizes count {} input(s) and {} output(s), but it has {} operand(s)",
                    v.inputs,
                    v.outputs,
                    d.operands.len()
                ),
                "wrong operand count",
            );
        }
        let t = self.tensors(op, &d.operands)?;
        let outs: Vec<&Type> = d.operands[v.inputs..].iter().map(|&o| m.ty(o)).collect();
        let results: Vec<&Type> = d.results.iter().map(|&r| m.ty(r)).collect();
        if outs != results {
            let list = |ts: &[&Type]| {
                ts.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`linalg.generic`'s results ({}) must have its outputs' types ({})",
                    list(&results),
                    list(&outs)
                ),
                "results differ from outs",
            );
        }
        if v.maps.len() != d.operands.len() {
            return self.err(
                code,
                op,
                format!(
                    "`linalg.generic` has {} indexing map(s) for {} operand(s)",
                    v.maps.len(),
                    d.operands.len()
                ),
                "one map per operand",
            );
        }
        let loops = v.iterators.len();
        let mut sizes: Vec<Option<(i64, usize)>> = vec![None; loops];
        for (k, (map, (shape, _))) in v.maps.iter().zip(&t).enumerate() {
            if map.dims != loops {
                return self.err_note(
                    code,
                    op,
                    format!(
                        "indexing map {k} of `linalg.generic`, `{map}`, takes {} dimension(s), but the op has {loops} loop(s)",
                        map.dims
                    ),
                    "wrong number of dimensions",
                    "each map takes one dimension per entry of `iterator_types`",
                );
            }
            if map.results.len() != shape.len() {
                return self.err(
                    code,
                    op,
                    format!(
                        "indexing map {k} of `linalg.generic`, `{map}`, has {} result(s) for an operand of rank {}",
                        map.results.len(),
                        shape.len()
                    ),
                    "one result per operand dimension",
                );
            }
            for (j, e) in map.results.iter().enumerate() {
                let AffineExpr::Dim(l) = *e else {
                    continue;
                };
                match sizes[l] {
                    Some((s, from)) if s != shape[j] => {
                        return self.err(
                            code,
                            op,
                            format!(
                                "loop d{l} of `linalg.generic` has size {s} by operand {from} but {} by operand {k}",
                                shape[j]
                            ),
                            "loop sizes disagree",
                        );
                    }
                    Some(_) => {}
                    None => sizes[l] = Some((shape[j], k)),
                }
            }
        }
        if let Some(l) = sizes.iter().position(Option::is_none) {
            return self.err(
                code,
                op,
                format!("loop d{l} of `linalg.generic` is a result of no indexing map, so nothing gives its size"),
                "undetermined loop size",
            );
        }
        // The body takes each operand's element type.
        let Some(&region) = d.regions.first() else {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                "`linalg.generic` needs a body",
                "missing region",
            );
        };
        let blocks = &m.regions[region].blocks;
        let args: Vec<Type> = t.iter().map(|(_, e)| Type::Scalar(*e)).collect();
        let ok = blocks.len() == 1
            && m.blocks[blocks[0]]
                .args
                .iter()
                .map(|&a| m.ty(a))
                .eq(args.iter());
        if !ok {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                format!(
                    "`linalg.generic`'s body must be one block taking the operands' element types ({})",
                    args.iter()
                        .map(|t| t.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                "bad body",
            );
        }
        Some(())
    }

    /// The `linalg.generic` directly around `op`, or an error naming `op`'s place.
    fn enclosing_generic(&mut self, op: Op) -> Option<(Op, views::LinalgGeneric)> {
        let m = self.m;
        let name = self.name(op);
        let Some(parent) = m
            .parent_op(op)
            .filter(|&p| m.ops[p].is(OpKind::LinalgGeneric))
        else {
            self.err(
                diag::REGION_STRUCTURE,
                op,
                format!("`{name}` must be in the body of a `linalg.generic`"),
                "outside a linalg.generic",
            );
            return None;
        };
        // The parent's own rules report a malformed view.
        let v = views::LinalgGeneric::read(m, parent).ok()?;
        Some((parent, v))
    }

    /// `linalg.index N : index`, N below the enclosing `linalg.generic`'s loop count.
    pub(super) fn linalg_index(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let (_, v) = self.enclosing_generic(op)?;
        if *m.ty(d.results[0]) != Type::Scalar(ElemType::Index) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`linalg.index` gives an `index`, not {}",
                    m.ty(d.results[0])
                ),
                "expected index",
            );
        }
        let Some(dim) = d.attr("dim").and_then(|a| a.as_int()) else {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                "`linalg.index` requires an integer `dim`",
                "missing dim",
            );
        };
        if dim < 0 || dim as usize >= v.iterators.len() {
            return self.err(
                diag::INDEXING_MAPS,
                op,
                format!(
                    "`linalg.index {dim}` names no loop of its `linalg.generic`, which has {} loop(s)",
                    v.iterators.len()
                ),
                "loop index out of range",
            );
        }
        Some(())
    }

    /// `linalg.yield`: one value of each output's element type.
    pub(super) fn linalg_yield(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let (parent, v) = self.enclosing_generic(op)?;
        let want: Vec<Type> = m.ops[parent].operands[v.inputs..]
            .iter()
            .filter_map(|&o| m.ty(o).elem().map(Type::Scalar))
            .collect();
        let got: Vec<Type> = d.operands.iter().map(|&o| m.ty(o).clone()).collect();
        if got != want {
            let list = |ts: &[Type]| {
                ts.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`linalg.yield` yields ({}) but its `linalg.generic`'s outputs take ({})",
                    list(&got),
                    list(&want)
                ),
                "yield types differ",
            );
        }
        Some(())
    }
}

/// `[[0, 1], [2]]`.
fn fmt_groups(groups: &[Vec<i64>]) -> String {
    let g: Vec<String> = groups.iter().map(|g| fmt_dims(g)).collect();
    format!("[{}]", g.join(", "))
}
