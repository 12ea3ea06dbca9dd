//! `sort` and `select_and_scatter`: ops whose regions decide where values go, run with the
//! specification's semantics and any region.

use std::rc::Rc;

use dialect::ir::Region;

use super::tensor::{for_each_index, strides, Scalar, Tensor};
use super::{Env, EvalError, Interpreter};
use element::sort::merge_sort;

impl Interpreter<'_> {
    /// `stablehlo.sort` along `dim` of every input together, ordered by the comparator region.
    /// The sort is always stable, which `is_stable = false` allows too.
    pub(super) fn eval_sort(
        &self,
        comparator: Region,
        x: &[Rc<Tensor>],
        dim: i64,
        env: &Env<'_>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let shape = x[0].shape.clone();
        let rank = shape.len() as i64;
        let dim = if dim < 0 { dim + rank } else { dim };
        let dim = usize::try_from(dim)
            .ok()
            .filter(|&d| d < shape.len())
            .ok_or_else(|| EvalError::Internal(format!("sort dimension {dim} out of range")))?;
        let st = strides(&shape);
        let n = shape[dim];
        let mut outer = shape.clone();
        outer[dim] = 1;
        // One scalar rank-0 tensor per element, made once.
        let scalars: Vec<Vec<Rc<Tensor>>> = x
            .iter()
            .map(|t| {
                (0..t.len())
                    .map(|i| Rc::new(Scalar::to_tensor(vec![], t.elem, &[Scalar::at(t, i)])))
                    .collect()
            })
            .collect();
        let mut order: Vec<usize> = vec![0; x[0].len()];
        let mut failure = None;
        for_each_index(&outer, |_, oi| {
            if failure.is_some() {
                return;
            }
            let base: usize = oi.iter().zip(&st).map(|(i, s)| i * s).sum();
            let mut idx: Vec<usize> = (0..n).map(|k| base + k * st[dim]).collect();
            let mut less = |a: usize, b: usize| -> Result<bool, EvalError> {
                let mut args = Vec::with_capacity(2 * x.len());
                for s in &scalars {
                    args.push(s[a].clone());
                    args.push(s[b].clone());
                }
                let r = self.run_region(Some(comparator), args, env)?;
                Ok(r.first().is_some_and(|t| t.get_index(0) != 0))
            };
            if let Err(e) = merge_sort(&mut idx, &mut less) {
                failure = Some(e);
                return;
            }
            for (k, &src) in idx.iter().enumerate() {
                order[base + k * st[dim]] = src;
            }
        });
        if let Some(e) = failure {
            return Err(e);
        }
        Ok(x.iter()
            .map(|t| Rc::new(t.gather_from(shape.clone(), |i| order[i])))
            .collect())
    }

    /// `stablehlo.select_and_scatter`: in each window (row-major, padding skipped) the element the
    /// select region prefers is chosen (the first one, replaced by a later one whenever
    /// `select(chosen, other)` is false), and the window's source value is combined into the
    /// result at the chosen position with the scatter region, in source order, starting from the
    /// init value everywhere.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn eval_select_and_scatter(
        &self,
        select: Region,
        scatter: Region,
        x: &[Rc<Tensor>],
        window: &[usize],
        window_strides: &[usize],
        padding: &[(i64, i64)],
        env: &Env<'_>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let (operand, source, init) = (&x[0], &x[1], &x[2]);
        let e = operand.elem;
        let shape = operand.shape.clone();
        let rank = shape.len();
        let st = strides(&shape);
        let scalar = |s: Scalar| Rc::new(Scalar::to_tensor(vec![], e, &[s]));
        let init_v = Scalar::at(init, 0);
        let mut result = vec![init_v; operand.len()];
        let mut positions = Vec::new();
        for_each_index(window, |_, wi| positions.push(wi.to_vec()));
        if rank == 0 {
            positions.push(vec![]);
        }
        let mut failure = None;
        for_each_index(&source.shape.clone(), |si_lin, si| {
            if failure.is_some() {
                return;
            }
            let mut chosen: Option<(usize, Scalar)> = None;
            for wi in &positions {
                let mut at = Some(0usize);
                for d in 0..rank {
                    let q = (si[d] * window_strides[d] + wi[d]) as i64 - padding[d].0;
                    if q < 0 || q >= shape[d] as i64 {
                        at = None;
                        break;
                    }
                    at = at.map(|a| a + q as usize * st[d]);
                }
                let Some(a) = at else { continue };
                let v = Scalar::at(operand, a);
                chosen = match chosen {
                    None => Some((a, v)),
                    Some((ca, cv)) => {
                        let keep =
                            match self.run_region(Some(select), vec![scalar(cv), scalar(v)], env) {
                                Ok(r) => r.first().is_some_and(|t| t.get_index(0) != 0),
                                Err(err) => {
                                    failure = Some(err);
                                    return;
                                }
                            };
                        if keep {
                            Some((ca, cv))
                        } else {
                            Some((a, v))
                        }
                    }
                };
            }
            if let Some((a, _)) = chosen {
                let src = Scalar::at(source, si_lin);
                match self.run_region(Some(scatter), vec![scalar(result[a]), scalar(src)], env) {
                    Ok(r) => match r.first() {
                        Some(t) => result[a] = Scalar::at(t, 0),
                        None => failure = Some(EvalError::Internal("empty scatter".into())),
                    },
                    Err(err) => failure = Some(err),
                }
            }
        });
        if let Some(err) = failure {
            return Err(err);
        }
        Ok(vec![Rc::new(Scalar::to_tensor(shape, e, &result))])
    }
}
