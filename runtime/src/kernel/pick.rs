//! Bodies that only compare their parameters and pick among them ([`PickBody`]): JAX's
//! argmax/argmin combiner over `(value, index)` pairs, and any other compare-select body of that
//! shape. Such a body is evaluated per element without building lanes: each comparison is the
//! element crate's [`lane::compare_at`] on the parameters' own values (so NaNs, signed zeros and
//! compare types behave exactly as the body computes them), the boolean ops are exact on `i1`,
//! and a result is a copy of the parameter its selects picked. The result is the same as
//! evaluating the body with [`super::exec::apply_body`], bit for bit.

use element::lane::{self, Lane};

use super::exec::{lane_set, type_err, KernelResult};
use super::ir::*;
use crate::host_tensor::ElemType;

/// One node of a [`PickBody`]: a value (a parameter, or a select between values) or a boolean.
#[derive(Clone, Debug, PartialEq)]
enum PickNode {
    /// Body parameter `p`: accumulator `p` for `p < n`, else input `p - n`.
    Param(u32),
    /// `compare(dir, ty)` of two value nodes of element type `t`.
    Compare {
        dir: CompareDirection,
        ty: CompareType,
        t: ElemType,
        a: u32,
        b: u32,
    },
    /// Boolean ops on `i1` nodes.
    And(u32, u32),
    Or(u32, u32),
    Xor(u32, u32),
    Not(u32),
    /// `c ? a : b` over value nodes.
    Select(u32, u32, u32),
}

/// A reduction body of `n` accumulators and `n` inputs (parameters `0..n` and `n..2n`) in which
/// every node is a parameter, a comparison, a boolean op on `i1` or a select between values, and
/// result `j` can only be accumulator `j`'s or input `j`'s value.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PickBody {
    nodes: Vec<PickNode>,
    results: Vec<u32>,
    n: usize,
}

impl PickBody {
    /// Recognizes a pick body of `n` accumulators; `None` for any other body.
    pub(crate) fn of(body: &Body, n: usize) -> Option<PickBody> {
        let e = &body.expr;
        if n == 0 || body.results.len() != n || e.nodes.len() != e.types.len() {
            return None;
        }
        // For each value node, the parameters it may be; booleans are `None`.
        let mut may: Vec<Option<Vec<u32>>> = Vec::with_capacity(e.nodes.len());
        let mut nodes = Vec::with_capacity(e.nodes.len());
        let earlier = |j: u32, i: usize| (j as usize) < i;
        for (i, node) in e.nodes.iter().enumerate() {
            let t = e.types[i];
            let is_bool = |j: &u32| earlier(*j, i) && may[*j as usize].is_none();
            let is_value = |j: &u32| earlier(*j, i) && may[*j as usize].is_some();
            let (pn, m) = match node {
                Node::Param(p) if (*p as usize) < 2 * n => (PickNode::Param(*p), Some(vec![*p])),
                Node::Compare { dir, ty, a, b }
                    if t == ElemType::I1
                        && is_value(a)
                        && is_value(b)
                        && e.types[*a as usize] == e.types[*b as usize] =>
                {
                    let node = PickNode::Compare {
                        dir: *dir,
                        ty: *ty,
                        t: e.types[*a as usize],
                        a: *a,
                        b: *b,
                    };
                    (node, None)
                }
                Node::Binary(op, a, b) if t == ElemType::I1 && is_bool(a) && is_bool(b) => {
                    let node = match op {
                        BinaryOp::And => PickNode::And(*a, *b),
                        BinaryOp::Or => PickNode::Or(*a, *b),
                        BinaryOp::Xor => PickNode::Xor(*a, *b),
                        BinaryOp::Add
                        | BinaryOp::Atan2
                        | BinaryOp::Complex
                        | BinaryOp::Divide
                        | BinaryOp::Maximum
                        | BinaryOp::Minimum
                        | BinaryOp::Multiply
                        | BinaryOp::Power
                        | BinaryOp::Remainder
                        | BinaryOp::ShiftLeft
                        | BinaryOp::ShiftRightArithmetic
                        | BinaryOp::ShiftRightLogical
                        | BinaryOp::Subtract => return None,
                    };
                    (node, None)
                }
                Node::Unary(UnaryOp::Not, x) if t == ElemType::I1 && is_bool(x) => {
                    (PickNode::Not(*x), None)
                }
                Node::Select(c, a, b)
                    if e.types[*c as usize] == ElemType::I1
                        && is_bool(c)
                        && is_value(a)
                        && is_value(b)
                        && e.types[*a as usize] == t
                        && e.types[*b as usize] == t =>
                {
                    let mut m = may[*a as usize].clone().unwrap_or_default();
                    m.extend(may[*b as usize].iter().flatten().copied());
                    (PickNode::Select(*c, *a, *b), Some(m))
                }
                _ => return None,
            };
            nodes.push(pn);
            may.push(m);
        }
        for (j, &r) in body.results.iter().enumerate() {
            let ps = may.get(r as usize)?.as_ref()?;
            if ps.iter().any(|&p| p as usize != j && p as usize != j + n) {
                return None;
            }
        }
        Some(PickBody {
            nodes,
            results: body.results.clone(),
            n,
        })
    }

    /// `accs[j][ai] = body(accs..[ai], inputs..[xi])[j]` for every `j`, where input `j` is
    /// `lanes[inputs[j]]`. `picked` is working memory (one entry per node), reused across calls.
    pub(crate) fn apply(
        &self,
        accs: &mut [Lane],
        ai: usize,
        lanes: &[Lane],
        inputs: &[u32],
        xi: usize,
        picked: &mut Vec<u32>,
    ) -> KernelResult {
        let n = self.n;
        let input = |j: usize| -> Result<&Lane, String> {
            inputs
                .get(j)
                .and_then(|&i| lanes.get(i as usize))
                .ok_or_else(|| "internal: a reduction input is missing".to_string())
        };
        // A value node holds the parameter it is; a boolean holds 0 or 1.
        picked.clear();
        picked.resize(self.nodes.len(), 0);
        for (i, node) in self.nodes.iter().enumerate() {
            let v = match *node {
                PickNode::Param(p) => p,
                PickNode::Compare { dir, ty, t, a, b } => {
                    let (pa, pb) = (picked[a as usize] as usize, picked[b as usize] as usize);
                    let side = |p: usize| -> Result<(&Lane, usize), String> {
                        if p < n {
                            Ok((&accs[p], ai))
                        } else {
                            Ok((input(p - n)?, xi))
                        }
                    };
                    compare(dir, ty, t, side(pa)?, side(pb)?)? as u32
                }
                PickNode::And(a, b) => picked[a as usize] & picked[b as usize],
                PickNode::Or(a, b) => picked[a as usize] | picked[b as usize],
                PickNode::Xor(a, b) => picked[a as usize] ^ picked[b as usize],
                PickNode::Not(a) => picked[a as usize] ^ 1,
                PickNode::Select(c, a, b) => {
                    if picked[c as usize] != 0 {
                        picked[a as usize]
                    } else {
                        picked[b as usize]
                    }
                }
            };
            picked[i] = v;
        }
        // Result j is accumulator j (unchanged) or input j (copied): `of` made sure of it, so
        // no result reads an accumulator another result has already written.
        for (j, &r) in self.results.iter().enumerate() {
            let p = picked[r as usize] as usize;
            if p == j + n {
                lane_set(&mut accs[j], ai, input(j)?, xi)?;
            } else if p != j {
                return Err("internal: a pick body's result is another parameter".into());
            }
        }
        Ok(())
    }
}

/// [`lane::compare_at`], with the common cases (f32 under FLOAT, integers under SIGNED) inline:
/// the same comparisons `compare_at` makes for them.
#[inline(always)]
fn compare(
    dir: CompareDirection,
    ty: CompareType,
    t: ElemType,
    (a, i): (&Lane, usize),
    (b, j): (&Lane, usize),
) -> Result<bool, String> {
    fn holds<T: PartialOrd>(dir: CompareDirection, p: T, q: T) -> bool {
        match dir {
            CompareDirection::Eq => p == q,
            CompareDirection::Ne => p != q,
            CompareDirection::Ge => p >= q,
            CompareDirection::Gt => p > q,
            CompareDirection::Le => p <= q,
            CompareDirection::Lt => p < q,
        }
    }
    let range = || format!("internal: a pick body's comparison reads {i} or {j}, out of range");
    match (a, b, ty) {
        (Lane::F32(x), Lane::F32(y), CompareType::Float) => {
            let (p, q) = (x.get(i).ok_or_else(range)?, y.get(j).ok_or_else(range)?);
            Ok(holds(dir, *p, *q))
        }
        (Lane::I(x), Lane::I(y), CompareType::Signed) => {
            let (p, q) = (x.get(i).ok_or_else(range)?, y.get(j).ok_or_else(range)?);
            Ok(holds(dir, *p, *q))
        }
        _ => lane::compare_at(dir, ty, t, (a, i), (b, j)).map_err(type_err),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::exec::{apply_body, Ctx};

    /// JAX's argmax (`dir` = GT) or argmin (LT) combiner over (f32 value, i32 index), node for
    /// node as `jnp.argmax` lowers it.
    fn arg_body(dir: CompareDirection) -> Body {
        let mut e = Expr::default();
        let a = e.push(ElemType::F32, Node::Param(0));
        let b = e.push(ElemType::F32, Node::Param(2));
        let gt = e.push(
            ElemType::I1,
            Node::Compare {
                dir,
                ty: CompareType::Float,
                a,
                b,
            },
        );
        let nan = e.push(
            ElemType::I1,
            Node::Compare {
                dir: CompareDirection::Ne,
                ty: CompareType::Float,
                a,
                b: a,
            },
        );
        let take = e.push(ElemType::I1, Node::Binary(BinaryOp::Or, gt, nan));
        let v = e.push(ElemType::F32, Node::Select(take, a, b));
        let eq = e.push(
            ElemType::I1,
            Node::Compare {
                dir: CompareDirection::Eq,
                ty: CompareType::Float,
                a,
                b,
            },
        );
        let ai = e.push(ElemType::I32, Node::Param(1));
        let bi = e.push(ElemType::I32, Node::Param(3));
        let lt = e.push(
            ElemType::I1,
            Node::Compare {
                dir: CompareDirection::Lt,
                ty: CompareType::Signed,
                a: ai,
                b: bi,
            },
        );
        let tie = e.push(ElemType::I1, Node::Binary(BinaryOp::And, eq, lt));
        let take_i = e.push(ElemType::I1, Node::Binary(BinaryOp::Or, take, tie));
        let i = e.push(ElemType::I32, Node::Select(take_i, ai, bi));
        Body {
            expr: e,
            results: vec![v, i],
        }
    }

    /// Folds `(xs[k], is[k])` into one accumulator in order, with the pick body and with the
    /// general body evaluation, and returns both results' bits.
    fn fold_both(body: &Body, init: (f32, i64), xs: &[f32], is: &[i64]) -> [(u32, i64); 2] {
        let pick = PickBody::of(body, 2).expect("a pick body");
        // SAFETY: no buffers; the bodies read only their parameters.
        let ctx = unsafe { Ctx::new(&[], &[], 1) };
        let lanes = vec![Lane::F32(xs.to_vec()), Lane::I(is.to_vec())];
        let mut out = [(0, 0); 2];
        for (w, slot) in out.iter_mut().enumerate() {
            let mut accs = vec![Lane::F32(vec![init.0]), Lane::I(vec![init.1])];
            let mut picked = Vec::new();
            for k in 0..xs.len() {
                if w == 0 {
                    pick.apply(&mut accs, 0, &lanes, &[0, 1], k, &mut picked)
                        .unwrap();
                } else {
                    apply_body(body, &mut accs, 0, &lanes, k, &ctx).unwrap();
                }
            }
            let (Lane::F32(v), Lane::I(i)) = (&accs[0], &accs[1]) else {
                panic!("domains changed")
            };
            *slot = (v[0].to_bits(), i[0]);
        }
        out
    }

    #[test]
    fn argmax_and_argmin_match_the_body_on_nans_ties_and_zeros() {
        let nan = f32::NAN;
        let other_nan = f32::from_bits(0x7fc0_0001);
        let cases: Vec<(Vec<f32>, Vec<i64>)> = vec![
            (vec![1.0, 3.0, 2.0, 3.0], vec![0, 1, 2, 3]),
            (vec![1.0, nan, 5.0, other_nan], vec![0, 1, 2, 3]),
            (vec![0.0, -0.0, 0.0, -0.0], vec![3, 2, 1, 0]),
            (vec![-0.0, 0.0], vec![0, 1]),
            (vec![2.0, 2.0, 2.0], vec![2, 0, 1]),
            (vec![f32::NEG_INFINITY, f32::INFINITY, -1.0], vec![0, 1, 2]),
            (vec![other_nan, nan], vec![5, 4]),
            (vec![], vec![]),
        ];
        for dir in [CompareDirection::Gt, CompareDirection::Lt] {
            let body = arg_body(dir);
            for (xs, is) in &cases {
                for init in [(f32::NEG_INFINITY, 0), (f32::INFINITY, 0), (nan, -1)] {
                    let [fast, slow] = fold_both(&body, init, xs, is);
                    assert_eq!(fast, slow, "{dir:?} {xs:?} {is:?} from {init:?}");
                }
            }
        }
        // By hand: argmax of [1, 3, 2, 3] is the first 3 (index 1); a NaN wins and stays.
        let body = arg_body(CompareDirection::Gt);
        let [fast, _] = fold_both(
            &body,
            (f32::NEG_INFINITY, 0),
            &[1.0, 3.0, 2.0, 3.0],
            &[0, 1, 2, 3],
        );
        assert_eq!(fast, (3.0f32.to_bits(), 1));
        let [fast, _] = fold_both(&body, (f32::NEG_INFINITY, 0), &[1.0, nan, 5.0], &[0, 1, 2]);
        assert_eq!(fast.1, 1);
        assert!(f32::from_bits(fast.0).is_nan());
    }

    #[test]
    fn other_bodies_are_not_pick_bodies() {
        // A sum is not a pick body.
        let mut e = Expr::default();
        let a = e.push(ElemType::F32, Node::Param(0));
        let b = e.push(ElemType::F32, Node::Param(1));
        let s = e.push(ElemType::F32, Node::Binary(BinaryOp::Add, a, b));
        assert_eq!(
            PickBody::of(
                &Body {
                    expr: e,
                    results: vec![s]
                },
                1
            ),
            None
        );
        // A body whose first result may be the second accumulator's value.
        let mut body = arg_body(CompareDirection::Gt);
        body.results.swap(0, 1);
        assert_eq!(PickBody::of(&body, 2), None);
        // A select on a non-boolean, and a parameter past the body's arity.
        let mut e = Expr::default();
        let a = e.push(ElemType::I1, Node::Param(0));
        let b = e.push(ElemType::I1, Node::Param(1));
        let s = e.push(ElemType::I1, Node::Select(a, a, b));
        assert_eq!(
            PickBody::of(
                &Body {
                    expr: e.clone(),
                    results: vec![s]
                },
                1
            ),
            None
        );
        let mut e = Expr::default();
        let p = e.push(ElemType::F32, Node::Param(2));
        assert_eq!(
            PickBody::of(
                &Body {
                    expr: e,
                    results: vec![p]
                },
                1
            ),
            None
        );
    }
}
