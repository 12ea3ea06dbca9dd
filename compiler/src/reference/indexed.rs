//! Indexed reads and writes: `gather` and `scatter`, following the index arithmetic of the StableHLO
//! specification step by step (start index, batching index, offset/window index).

use dialect::attrs::{GatherDims, ScatterDims};

use super::tensor::{for_each_index, offset, strides, Lane, Tensor};
use super::{Body, EvalError, Scalar};

/// Reads the index vector of `indices` at the batch position `batch` (the indices' dimensions other
/// than `index_vector_dim`, in order).
fn index_vector(indices: &Tensor, batch: &[usize], ivd: usize) -> Vec<i64> {
    let st = strides(&indices.shape);
    let rank = indices.shape.len();
    let mut idx = Vec::with_capacity(rank);
    let mut b = batch.iter();
    for d in 0..rank {
        if d == ivd {
            idx.push(0);
        } else {
            idx.push(*b.next().unwrap_or(&0));
        }
    }
    if ivd >= rank {
        return vec![indices.get_index(offset(&idx, &st))];
    }
    (0..indices.shape[ivd])
        .map(|k| {
            idx[ivd] = k;
            indices.get_index(offset(&idx, &st))
        })
        .collect()
}

/// `gather`. Start indices are clamped so each slice stays inside the operand, as the spec says.
pub fn gather(
    operand: &Tensor,
    indices: &Tensor,
    g: &GatherDims,
    slice_sizes: &[usize],
    result_shape: Vec<usize>,
) -> Tensor {
    let ivd = g.index_vector_dim as usize;
    let ost = strides(&operand.shape);
    let orank = operand.shape.len();
    let offset_dims: Vec<usize> = g.offset_dims.iter().map(|&d| d as usize).collect();
    let batch_dims: Vec<usize> = (0..result_shape.len())
        .filter(|d| !offset_dims.contains(d))
        .collect();
    let skipped: Vec<usize> = g
        .collapsed_slice_dims
        .iter()
        .chain(&g.operand_batching_dims)
        .map(|&d| d as usize)
        .collect();
    let offset_operand_dims: Vec<usize> = (0..orank).filter(|d| !skipped.contains(d)).collect();
    let mut srcs = Vec::with_capacity(result_shape.iter().product());
    for_each_index(&result_shape, |_, ri| {
        let batch: Vec<usize> = batch_dims.iter().map(|&d| ri[d]).collect();
        let start = index_vector(indices, &batch, ivd);
        let mut full = vec![0i64; orank];
        for (k, &od) in g.start_index_map.iter().enumerate() {
            let od = od as usize;
            let max = operand.shape[od] as i64 - slice_sizes[od] as i64;
            full[od] = start.get(k).copied().unwrap_or(0).clamp(0, max.max(0));
        }
        for (&od, &sd) in g
            .operand_batching_dims
            .iter()
            .zip(&g.start_indices_batching_dims)
        {
            let pos = if (sd as usize) < ivd {
                sd as usize
            } else {
                sd as usize - 1
            };
            full[od as usize] += batch.get(pos).copied().unwrap_or(0) as i64;
        }
        for (k, &od) in offset_operand_dims.iter().enumerate() {
            full[od] += ri[offset_dims[k]] as i64;
        }
        let idx: Vec<usize> = full.iter().map(|&x| x as usize).collect();
        srcs.push(offset(&idx, &ost));
    });
    let mut it = srcs.into_iter();
    operand.gather_from(result_shape, |_| it.next().unwrap_or(0))
}

/// `scatter` of N inputs. Updates whose target falls outside the operand are skipped; several updates
/// to one element are combined in update order, so duplicate indices accumulate.
pub fn scatter(
    inputs: &[&Tensor],
    indices: &Tensor,
    updates: &[&Tensor],
    s: &ScatterDims,
    body: &mut dyn Body,
) -> Result<Vec<Tensor>, EvalError> {
    let ivd = s.index_vector_dim as usize;
    let shape = inputs[0].shape.clone();
    let rank = shape.len();
    let ost = strides(&shape);
    let mut results: Vec<Tensor> = inputs.iter().map(|t| (*t).clone()).collect();
    let uwd: Vec<usize> = s.update_window_dims.iter().map(|&d| d as usize).collect();
    let ushape = updates[0].shape.clone();
    let scatter_dims: Vec<usize> = (0..ushape.len()).filter(|d| !uwd.contains(d)).collect();
    let skipped: Vec<usize> = s
        .inserted_window_dims
        .iter()
        .chain(&s.input_batching_dims)
        .map(|&d| d as usize)
        .collect();
    let window_operand_dims: Vec<usize> = (0..rank).filter(|d| !skipped.contains(d)).collect();
    let mut failure = None;
    for_each_index(&ushape, |ulin, ui| {
        if failure.is_some() {
            return;
        }
        let batch: Vec<usize> = scatter_dims.iter().map(|&d| ui[d]).collect();
        let start = index_vector(indices, &batch, ivd);
        let mut full = vec![0i64; rank];
        for (k, &od) in s.scatter_dims_to_operand_dims.iter().enumerate() {
            full[od as usize] = start.get(k).copied().unwrap_or(0);
        }
        for (&od, &sd) in s
            .input_batching_dims
            .iter()
            .zip(&s.scatter_indices_batching_dims)
        {
            let pos = if (sd as usize) < ivd {
                sd as usize
            } else {
                sd as usize - 1
            };
            full[od as usize] += batch.get(pos).copied().unwrap_or(0) as i64;
        }
        for (k, &od) in window_operand_dims.iter().enumerate() {
            if let Some(&wd) = uwd.get(k) {
                full[od] += ui[wd] as i64;
            }
        }
        if full
            .iter()
            .zip(&shape)
            .any(|(&i, &d)| i < 0 || i >= d as i64)
        {
            return;
        }
        let idx: Vec<usize> = full.iter().map(|&x| x as usize).collect();
        let dst = offset(&idx, &ost);
        let acc: Vec<Scalar> = results.iter().map(|t| Scalar::at(t, dst)).collect();
        let xs: Vec<Scalar> = updates.iter().map(|t| Scalar::at(t, ulin)).collect();
        match body.apply(&acc, &xs) {
            Ok(r) => {
                for (t, v) in results.iter_mut().zip(r) {
                    match (&mut t.data, v) {
                        (Lane::F(d), Scalar::F(x)) => d[dst] = x,
                        (Lane::I(d), Scalar::I(x)) => d[dst] = x,
                        (Lane::C(d), Scalar::C(x)) => d[dst] = x,
                        (data, v) => {
                            failure = Some(EvalError::Internal(format!(
                                "scatter body returned {v:?} for a {} operand",
                                match data {
                                    Lane::F32(_) | Lane::F(_) => "float",
                                    Lane::I(_) => "integer",
                                    Lane::C(_) => "complex",
                                }
                            )));
                            return;
                        }
                    }
                }
            }
            Err(e) => failure = Some(e),
        }
    });
    match failure {
        Some(e) => Err(e),
        None => Ok(results),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference::tensor::Data;
    use dialect::types::ElemType;

    struct Add;
    impl Body for Add {
        fn apply(&mut self, acc: &[Scalar], xs: &[Scalar]) -> Result<Vec<Scalar>, EvalError> {
            Ok(match (acc[0], xs[0]) {
                (Scalar::F(a), Scalar::F(b)) => vec![Scalar::F(a + b)],
                (Scalar::I(a), Scalar::I(b)) => vec![Scalar::I(a + b)],
                _ => unreachable!("test bodies see one type"),
            })
        }
    }

    fn rows() -> Tensor {
        // 3x2: [[0, 1], [10, 11], [20, 21]]
        Tensor::ints(vec![3, 2], ElemType::I32, vec![0, 1, 10, 11, 20, 21])
    }

    #[test]
    fn gather_rows_and_clamps_out_of_bounds_starts() {
        let g = GatherDims {
            offset_dims: vec![1],
            collapsed_slice_dims: vec![0],
            start_index_map: vec![0],
            index_vector_dim: 1,
            ..Default::default()
        };
        let idx = Tensor::ints(vec![4, 1], ElemType::I32, vec![2, 0, 7, -3]);
        let out = gather(&rows(), &idx, &g, &[1, 2], vec![4, 2]);
        // Index 7 clamps to 2 (the last row), -3 clamps to 0.
        assert_eq!(out.data, Data::I(vec![20, 21, 0, 1, 20, 21, 0, 1]));
    }

    #[test]
    fn gather_with_batching_dims_is_take_along_axis() {
        // For each row r, pick column idx[r].
        let g = GatherDims {
            collapsed_slice_dims: vec![1],
            operand_batching_dims: vec![0],
            start_indices_batching_dims: vec![0],
            start_index_map: vec![1],
            index_vector_dim: 1,
            ..Default::default()
        };
        let idx = Tensor::ints(vec![3, 1], ElemType::I32, vec![1, 0, 1]);
        let out = gather(&rows(), &idx, &g, &[1, 1], vec![3]);
        assert_eq!(out.data, Data::I(vec![1, 10, 21]));
    }

    #[test]
    fn scatter_add_accumulates_duplicates_and_skips_out_of_bounds() {
        let s = ScatterDims {
            update_window_dims: vec![1],
            inserted_window_dims: vec![0],
            scatter_dims_to_operand_dims: vec![0],
            index_vector_dim: 1,
            ..Default::default()
        };
        let base = Tensor::ints(vec![3, 2], ElemType::I32, vec![0; 6]);
        let idx = Tensor::ints(vec![4, 1], ElemType::I32, vec![1, 1, 5, 0]);
        let upd = Tensor::ints(
            vec![4, 2],
            ElemType::I32,
            vec![1, 2, 10, 20, 100, 200, 7, 8],
        );
        let out = scatter(&[&base], &idx, &[&upd], &s, &mut Add).unwrap();
        assert_eq!(out[0].data, Data::I(vec![7, 8, 11, 22, 0, 0]));
    }
}
