//! Data movement: ops that pick, reorder or place elements without arithmetic.

use dialect::types::ElemType;

use super::tensor::{for_each_index, offset, strides, Lane, Tensor};
use super::EvalError;

/// `iota` along `dim`.
pub fn iota(shape: Vec<usize>, elem: ElemType, dim: usize) -> Tensor {
    let st = strides(&shape);
    let size = shape.get(dim).copied().unwrap_or(1).max(1);
    let sd = st.get(dim).copied().unwrap_or(1);
    Tensor::from_fn(shape, elem, |i| ((i / sd) % size) as f64)
}

/// `broadcast_in_dim`: operand dimension `d` maps to result dimension `dims[d]`; size-1 dimensions
/// repeat.
pub fn broadcast_in_dim(x: &Tensor, shape: Vec<usize>, dims: &[usize]) -> Tensor {
    let xs = strides(&x.shape);
    let rs = strides(&shape);
    let src_shape = x.shape.clone();
    x.gather_from(shape.clone(), |lin| {
        let mut src = 0;
        for (d, &rd) in dims.iter().enumerate() {
            let idx = (lin / rs[rd]) % shape[rd];
            let i = if src_shape[d] == 1 { 0 } else { idx };
            src += i * xs[d];
        }
        src
    })
}

/// `transpose`: result dimension `k` is operand dimension `perm[k]`.
pub fn transpose(x: &Tensor, perm: &[usize]) -> Tensor {
    let shape: Vec<usize> = perm.iter().map(|&p| x.shape[p]).collect();
    let xs = strides(&x.shape);
    let rs = strides(&shape);
    let sh = shape.clone();
    x.gather_from(shape, |lin| {
        perm.iter()
            .enumerate()
            .map(|(k, &p)| ((lin / rs[k]) % sh[k]) * xs[p])
            .sum()
    })
}

/// `reshape`: the same elements in a new shape.
pub fn reshape(x: &Tensor, shape: Vec<usize>) -> Tensor {
    Tensor {
        shape,
        elem: x.elem,
        data: x.data.clone(),
    }
}

/// `slice` with start, limit and stride per dimension.
pub fn slice(x: &Tensor, start: &[usize], limit: &[usize], stride: &[usize]) -> Tensor {
    let shape: Vec<usize> = (0..x.shape.len())
        .map(|i| (limit[i] - start[i]).div_ceil(stride[i]))
        .collect();
    let xs = strides(&x.shape);
    let rs = strides(&shape);
    let sh = shape.clone();
    x.gather_from(shape, |lin| {
        (0..sh.len())
            .map(|d| (start[d] + ((lin / rs[d]) % sh[d]) * stride[d]) * xs[d])
            .sum()
    })
}

/// Clamps start indices as `dynamic_slice` and `dynamic_update_slice` do: into `[0, dim - size]`.
pub fn clamp_starts(starts: &[i64], dims: &[usize], sizes: &[usize]) -> Vec<usize> {
    starts
        .iter()
        .zip(dims.iter().zip(sizes))
        .map(|(&s, (&d, &z))| s.clamp(0, d.saturating_sub(z) as i64) as usize)
        .collect()
}

/// `dynamic_slice`.
pub fn dynamic_slice(x: &Tensor, starts: &[i64], sizes: &[usize]) -> Tensor {
    let st = clamp_starts(starts, &x.shape, sizes);
    let limit: Vec<usize> = st.iter().zip(sizes).map(|(a, b)| a + b).collect();
    slice(x, &st, &limit, &vec![1; sizes.len()])
}

/// `dynamic_update_slice`.
pub fn dynamic_update_slice(
    x: &Tensor,
    update: &Tensor,
    starts: &[i64],
) -> Result<Tensor, EvalError> {
    let st = clamp_starts(starts, &x.shape, &update.shape);
    let mut out = x.clone();
    let xs = strides(&x.shape);
    let mut writes = Vec::with_capacity(update.len());
    for_each_index(&update.shape, |lin, idx| {
        let dst: usize = idx
            .iter()
            .enumerate()
            .map(|(d, &i)| (st[d] + i) * xs[d])
            .sum();
        writes.push((dst, lin));
    });
    match (&mut out.data, &update.data) {
        (Lane::F(o), Lane::F(u)) => writes.iter().for_each(|&(d, s)| o[d] = u[s]),
        (Lane::I(o), Lane::I(u)) => writes.iter().for_each(|&(d, s)| o[d] = u[s]),
        (Lane::C(o), Lane::C(u)) => writes.iter().for_each(|&(d, s)| o[d] = u[s]),
        (Lane::F32(o), Lane::F32(u)) => writes.iter().for_each(|&(d, s)| o[d] = u[s]),
        (o, u) => {
            // The verifier gives the update the operand's element type, so both lanes share a
            // domain; anything else is a bug, reported rather than ignored.
            return Err(EvalError::Internal(format!(
                "dynamic_update_slice: update lane {u:?} does not match operand lane {o:?}"
            )));
        }
    }
    Ok(out)
}

/// `concatenate` along `dim`.
pub fn concatenate(parts: &[&Tensor], dim: usize) -> Result<Tensor, EvalError> {
    let mut shape = parts[0].shape.clone();
    shape[dim] = parts.iter().map(|p| p.shape[dim]).sum();
    let outer: usize = shape[..dim].iter().product();
    let lanes: Vec<&Lane> = parts.iter().map(|p| &p.data).collect();
    let all = super::tensor::append_lanes(&lanes).ok_or_else(|| {
        EvalError::Internal("concatenate: operands of different element types".into())
    })?;
    // The position of every part's first element in `all`.
    let mut base = Vec::with_capacity(parts.len());
    let mut at = 0;
    for p in parts {
        base.push(at);
        at += p.len();
    }
    let mut sources = Vec::with_capacity(shape.iter().product());
    for o in 0..outer {
        for (k, p) in parts.iter().enumerate() {
            let inner: usize = p.shape[dim..].iter().product();
            sources.extend((o * inner..(o + 1) * inner).map(|i| base[k] + i));
        }
    }
    Ok(Tensor {
        shape,
        elem: parts[0].elem,
        data: all.pick(sources.into_iter()),
    })
}

/// `pad` with low/high (possibly negative) edge padding and interior padding.
pub fn pad(
    x: &Tensor,
    value: &Tensor,
    low: &[i64],
    high: &[i64],
    interior: &[i64],
) -> Result<Tensor, EvalError> {
    let rank = x.shape.len();
    let shape: Vec<usize> = (0..rank)
        .map(|d| {
            let s = x.shape[d] as i64;
            let dilated = if s == 0 { 0 } else { s + (s - 1) * interior[d] };
            (low[d] + dilated + high[d]).max(0) as usize
        })
        .collect();
    let xs = strides(&x.shape);
    let rs = strides(&shape);
    let sh = shape.clone();
    x.gather_or(shape, value, |lin| {
        let mut src = 0;
        for d in 0..rank {
            let p = ((lin / rs[d]) % sh[d]) as i64 - low[d];
            let step = interior[d] + 1;
            if p < 0 || p % step != 0 {
                return None;
            }
            let i = p / step;
            if i >= x.shape[d] as i64 {
                return None;
            }
            src += i as usize * xs[d];
        }
        Some(src)
    })
}

/// `reverse` along `dims`.
pub fn reverse(x: &Tensor, dims: &[usize]) -> Tensor {
    let xs = strides(&x.shape);
    let shape = x.shape.clone();
    x.gather_from(shape.clone(), |lin| {
        let mut idx: Vec<usize> = (0..shape.len()).map(|d| (lin / xs[d]) % shape[d]).collect();
        for &d in dims {
            idx[d] = shape[d] - 1 - idx[d];
        }
        offset(&idx, &xs)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference::tensor::Data;

    fn t(shape: &[usize], v: &[i64]) -> Tensor {
        Tensor::ints(shape.to_vec(), ElemType::I32, v.to_vec())
    }

    #[test]
    fn hand_computed_movement() {
        let x = t(&[2, 3], &[1, 2, 3, 4, 5, 6]);
        assert_eq!(transpose(&x, &[1, 0]).data, Data::I(vec![1, 4, 2, 5, 3, 6]));
        assert_eq!(
            slice(&x, &[0, 1], &[2, 3], &[1, 2]).data,
            Data::I(vec![2, 5])
        );
        assert_eq!(reverse(&x, &[1]).data, Data::I(vec![3, 2, 1, 6, 5, 4]));
        let b = broadcast_in_dim(&t(&[3], &[7, 8, 9]), vec![2, 3], &[1]);
        assert_eq!(b.data, Data::I(vec![7, 8, 9, 7, 8, 9]));
        let b = broadcast_in_dim(&t(&[2, 1], &[1, 2]), vec![2, 3], &[0, 1]);
        assert_eq!(b.data, Data::I(vec![1, 1, 1, 2, 2, 2]));
        assert_eq!(
            iota(vec![2, 3], ElemType::I32, 1).data,
            Data::I(vec![0, 1, 2, 0, 1, 2])
        );
        let c = concatenate(&[&x, &t(&[2, 1], &[0, 0])], 1).unwrap();
        assert_eq!(c.data, Data::I(vec![1, 2, 3, 0, 4, 5, 6, 0]));
        let p = pad(&t(&[2], &[1, 2]), &t(&[], &[9]), &[1], &[-1], &[1]).unwrap();
        assert_eq!((p.shape.clone(), p.data), (vec![3], Data::I(vec![9, 1, 9])));
        // Start indices are clamped so the slice stays in bounds.
        assert_eq!(
            dynamic_slice(&x, &[5, -3], &[1, 2]).data,
            Data::I(vec![4, 5])
        );
        let u = dynamic_update_slice(&x, &t(&[1, 2], &[0, 0]), &[1, 5]).unwrap();
        assert_eq!(u.data, Data::I(vec![1, 2, 3, 4, 0, 0]));
    }

    #[test]
    fn size_zero_dimensions() {
        let x = t(&[0, 3], &[]);
        assert_eq!(transpose(&x, &[1, 0]).shape, vec![3, 0]);
        assert_eq!(
            broadcast_in_dim(&t(&[3], &[1, 2, 3]), vec![0, 3], &[1]).len(),
            0
        );
    }
}
