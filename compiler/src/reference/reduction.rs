//! Reductions: `reduce` and `reduce_window`, running any body through a [`Body`].

use super::tensor::{for_each_index, strides, Tensor};
use super::{Body, EvalError, Scalar};

fn scalar_at(t: &Tensor, i: usize) -> Scalar {
    Scalar::at(t, i)
}

fn build(templates: &[&Tensor], shape: &[usize], values: Vec<Vec<Scalar>>) -> Vec<Tensor> {
    templates
        .iter()
        .enumerate()
        .map(|(k, t)| {
            let col: Vec<Scalar> = values.iter().map(|row| row[k]).collect();
            Scalar::to_tensor(shape.to_vec(), t.elem, &col)
        })
        .collect()
}

/// `reduce` over `dims` of N inputs with N initial values.
pub fn reduce(
    inputs: &[&Tensor],
    inits: &[&Tensor],
    dims: &[usize],
    body: &mut dyn Body,
) -> Result<Vec<Tensor>, EvalError> {
    let shape = &inputs[0].shape;
    let kept: Vec<usize> = (0..shape.len()).filter(|d| !dims.contains(d)).collect();
    let out_shape: Vec<usize> = kept.iter().map(|&d| shape[d]).collect();
    let red_shape: Vec<usize> = dims.iter().map(|&d| shape[d]).collect();
    let st = strides(shape);
    let mut red_offsets = Vec::new();
    for_each_index(&red_shape, |_, ri| {
        red_offsets.push(ri.iter().zip(dims).map(|(&i, &d)| i * st[d]).sum::<usize>())
    });
    if red_shape.is_empty() {
        red_offsets.push(0);
    }
    let init: Vec<Scalar> = inits.iter().map(|t| scalar_at(t, 0)).collect();
    let mut rows = Vec::with_capacity(out_shape.iter().product());
    let mut failure = None;
    for_each_index(&out_shape, |_, oi| {
        if failure.is_some() {
            return;
        }
        let base: usize = oi.iter().zip(&kept).map(|(&i, &d)| i * st[d]).sum();
        let mut acc = init.clone();
        for &off in &red_offsets {
            let xs: Vec<Scalar> = inputs.iter().map(|t| scalar_at(t, base + off)).collect();
            match body.apply(&acc, &xs) {
                Ok(r) => acc = r,
                Err(e) => {
                    failure = Some(e);
                    return;
                }
            }
        }
        rows.push(acc);
    });
    if let Some(e) = failure {
        return Err(e);
    }
    if out_shape.iter().product::<usize>() == 0 {
        rows.clear();
    }
    Ok(build(inputs, &out_shape, rows))
}

/// Window parameters of `reduce_window`, one entry per dimension.
pub struct Window {
    /// `window_dimensions`.
    pub dims: Vec<usize>,
    /// `window_strides`.
    pub strides: Vec<usize>,
    /// `base_dilations`.
    pub base_dilations: Vec<usize>,
    /// `window_dilations`.
    pub window_dilations: Vec<usize>,
    /// `padding` as (low, high).
    pub padding: Vec<(i64, i64)>,
}

/// `reduce_window`: pads the (base-dilated) inputs with the initial values, as the specification
/// defines, and reduces each window.
pub fn reduce_window(
    inputs: &[&Tensor],
    inits: &[&Tensor],
    w: &Window,
    out_shape: Vec<usize>,
    body: &mut dyn Body,
) -> Result<Vec<Tensor>, EvalError> {
    let shape = &inputs[0].shape;
    let rank = shape.len();
    let st = strides(shape);
    let init: Vec<Scalar> = inits.iter().map(|t| scalar_at(t, 0)).collect();
    let mut positions = Vec::new();
    for_each_index(&w.dims, |_, wi| positions.push(wi.to_vec()));
    if rank == 0 {
        positions.push(vec![]);
    }
    let mut rows = Vec::with_capacity(out_shape.iter().product());
    let mut failure = None;
    for_each_index(&out_shape, |_, oi| {
        if failure.is_some() {
            return;
        }
        let mut acc = init.clone();
        for wi in &positions {
            let mut src = Some(0usize);
            for d in 0..rank {
                let q =
                    (oi[d] * w.strides[d] + wi[d] * w.window_dilations[d]) as i64 - w.padding[d].0;
                let bd = w.base_dilations[d] as i64;
                if q < 0 || q % bd != 0 || q / bd >= shape[d] as i64 {
                    src = None;
                    break;
                }
                src = src.map(|s| s + (q / bd) as usize * st[d]);
            }
            let xs: Vec<Scalar> = match src {
                Some(s) => inputs.iter().map(|t| scalar_at(t, s)).collect(),
                None => init.clone(),
            };
            match body.apply(&acc, &xs) {
                Ok(r) => acc = r,
                Err(e) => {
                    failure = Some(e);
                    return;
                }
            }
        }
        rows.push(acc);
    });
    if let Some(e) = failure {
        return Err(e);
    }
    if out_shape.iter().product::<usize>() == 0 {
        rows.clear();
    }
    Ok(build(inputs, &out_shape, rows))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference::tensor::Data;
    use dialect::types::ElemType;

    struct Max;
    impl Body for Max {
        fn apply(&mut self, acc: &[Scalar], xs: &[Scalar]) -> Result<Vec<Scalar>, EvalError> {
            Ok(match (acc[0], xs[0]) {
                (Scalar::F(a), Scalar::F(b)) => vec![Scalar::F(a.max(b))],
                (Scalar::I(a), Scalar::I(b)) => vec![Scalar::I(a.max(b))],
                _ => unreachable!("test bodies see one type"),
            })
        }
    }

    #[test]
    fn reduce_keeps_the_other_dimensions() {
        let x = Tensor::ints(vec![2, 3], ElemType::I32, vec![1, 5, 2, 7, 0, 3]);
        let init = Tensor::ints(vec![], ElemType::I32, vec![i32::MIN as i64]);
        assert_eq!(
            reduce(&[&x], &[&init], &[1], &mut Max).unwrap()[0].data,
            Data::I(vec![5, 7])
        );
        assert_eq!(
            reduce(&[&x], &[&init], &[0], &mut Max).unwrap()[0].data,
            Data::I(vec![7, 5, 3])
        );
        // Reducing a size-0 dimension gives the initial value.
        let e = Tensor::ints(vec![2, 0], ElemType::I32, vec![]);
        assert_eq!(
            reduce(&[&e], &[&init], &[1], &mut Max).unwrap()[0].data,
            Data::I(vec![i32::MIN as i64; 2])
        );
    }

    #[test]
    fn reduce_window_with_padding_and_stride() {
        // [1, 3, 2, 5], window 2, stride 2, padding (1, 1) with init 0:
        // padded [0, 1, 3, 2, 5, 0] -> windows [0,1] [3,2] [5,0] -> 1, 3, 5.
        let x = Tensor::ints(vec![4], ElemType::I32, vec![1, 3, 2, 5]);
        let init = Tensor::ints(vec![], ElemType::I32, vec![0]);
        let w = Window {
            dims: vec![2],
            strides: vec![2],
            base_dilations: vec![1],
            window_dilations: vec![1],
            padding: vec![(1, 1)],
        };
        assert_eq!(
            reduce_window(&[&x], &[&init], &w, vec![3], &mut Max).unwrap()[0].data,
            Data::I(vec![1, 3, 5])
        );
        // Window dilation 2 with window 2 and no padding: pairs (0,2), (1,3) -> 2, 5.
        let w = Window {
            dims: vec![2],
            strides: vec![1],
            base_dilations: vec![1],
            window_dilations: vec![2],
            padding: vec![(0, 0)],
        };
        assert_eq!(
            reduce_window(&[&x], &[&init], &w, vec![2], &mut Max).unwrap()[0].data,
            Data::I(vec![2, 5])
        );
    }
}
