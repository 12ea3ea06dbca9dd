//! Contractions: `dot_general` and `convolution`, written as direct loops over the specification's
//! definitions. Sums accumulate in f64 and round once to the result type.

use dialect::attrs::{ConvDims, DotDims};

use super::tensor::{for_each_index, strides, Tensor};

/// `dot_general` with batching and contracting dimensions in any position.
pub fn dot_general(lhs: &Tensor, rhs: &Tensor, dd: &DotDims, result_shape: Vec<usize>) -> Tensor {
    let u = |v: &[i64]| v.iter().map(|&x| x as usize).collect::<Vec<usize>>();
    let (lb, rb, lc, rc) = (
        u(&dd.lhs_batch),
        u(&dd.rhs_batch),
        u(&dd.lhs_contract),
        u(&dd.rhs_contract),
    );
    let lfree: Vec<usize> = (0..lhs.shape.len())
        .filter(|d| !lb.contains(d) && !lc.contains(d))
        .collect();
    let rfree: Vec<usize> = (0..rhs.shape.len())
        .filter(|d| !rb.contains(d) && !rc.contains(d))
        .collect();
    let (ls, rs) = (strides(&lhs.shape), strides(&rhs.shape));
    let contract_shape: Vec<usize> = lc.iter().map(|&d| lhs.shape[d]).collect();
    // Offsets of each contraction step in lhs and rhs.
    // With no contracting dimensions the contraction space has one (empty) index, which
    // `for_each_index` visits once: an outer product multiplies each pair exactly once.
    let mut steps = Vec::new();
    for_each_index(&contract_shape, |_, ci| {
        let lo: usize = ci.iter().zip(&lc).map(|(&i, &d)| i * ls[d]).sum();
        let ro: usize = ci.iter().zip(&rc).map(|(&i, &d)| i * rs[d]).sum();
        steps.push((lo, ro));
    });
    let lhs_f = lhs.to_f64();
    let rhs_f = rhs.to_f64();
    let nb = lb.len();
    let nlf = lfree.len();
    let mut out = Vec::with_capacity(result_shape.iter().product());
    for_each_index(&result_shape, |_, ri| {
        let mut lbase = 0;
        let mut rbase = 0;
        for k in 0..nb {
            lbase += ri[k] * ls[lb[k]];
            rbase += ri[k] * rs[rb[k]];
        }
        for (k, &d) in lfree.iter().enumerate() {
            lbase += ri[nb + k] * ls[d];
        }
        for (k, &d) in rfree.iter().enumerate() {
            rbase += ri[nb + nlf + k] * rs[d];
        }
        let mut acc = 0.0f64;
        for &(lo, ro) in &steps {
            acc += lhs_f[lbase + lo] * rhs_f[rbase + ro];
        }
        out.push(acc);
    });
    if result_shape.iter().product::<usize>() == 0 {
        out.clear();
    }
    Tensor::from_fn(result_shape, lhs.elem, |i| out[i])
}

/// Window parameters of a convolution, one entry per spatial dimension.
pub struct ConvWindow {
    /// `window_strides`.
    pub strides: Vec<i64>,
    /// `padding` as (low, high) pairs.
    pub padding: Vec<(i64, i64)>,
    /// `lhs_dilation`.
    pub lhs_dilation: Vec<i64>,
    /// `rhs_dilation`.
    pub rhs_dilation: Vec<i64>,
    /// `window_reversal`.
    pub reversal: Vec<bool>,
    /// `feature_group_count`.
    pub feature_groups: i64,
    /// `batch_group_count`.
    pub batch_groups: i64,
}

/// `convolution` per the specification: dilate and pad the input, slide the (dilated, possibly
/// reversed) kernel, split features and batches into groups.
pub fn convolution(
    lhs: &Tensor,
    rhs: &Tensor,
    c: &ConvDims,
    w: &ConvWindow,
    result_shape: Vec<usize>,
) -> Tensor {
    let u = |x: i64| x as usize;
    let ns = c.input_spatial.len();
    let (ls, rs) = (strides(&lhs.shape), strides(&rhs.shape));
    let lhs_f = lhs.to_f64();
    let rhs_f = rhs.to_f64();
    let in_feat = lhs.shape[u(c.input_feature)];
    let in_batch = lhs.shape[u(c.input_batch)];
    let k_out = rhs.shape[u(c.kernel_output_feature)];
    let k_in = rhs.shape[u(c.kernel_input_feature)];
    let fg = w.feature_groups.max(1) as usize;
    let bg = w.batch_groups.max(1) as usize;
    let out_per_fg = k_out / fg;
    let out_per_bg = k_out / bg;
    let batch_per_bg = in_batch / bg;
    let kspatial: Vec<usize> = c.kernel_spatial.iter().map(|&d| rhs.shape[u(d)]).collect();
    let mut kernel_positions = Vec::new();
    for_each_index(&kspatial, |_, k| kernel_positions.push(k.to_vec()));
    if ns == 0 {
        kernel_positions.push(vec![]);
    }
    let mut out = Vec::with_capacity(result_shape.iter().product());
    let _ = in_feat;
    for_each_index(&result_shape, |_, ri| {
        let b_out = ri[u(c.output_batch)];
        let f_out = ri[u(c.output_feature)];
        let fgroup = f_out / out_per_fg.max(1);
        let bgroup = f_out / out_per_bg.max(1);
        let b_in = bgroup * batch_per_bg + b_out;
        let mut acc = 0.0f64;
        'kernel: for kpos in &kernel_positions {
            let mut lbase = b_in * ls[u(c.input_batch)];
            let mut rbase = f_out * rs[u(c.kernel_output_feature)];
            for s in 0..ns {
                let o = ri[u(c.output_spatial[s])] as i64;
                let k = kpos[s] as i64;
                let p = o * w.strides[s] + k * w.rhs_dilation[s] - w.padding[s].0;
                if p < 0 || p % w.lhs_dilation[s] != 0 {
                    continue 'kernel;
                }
                let i = p / w.lhs_dilation[s];
                if i >= lhs.shape[u(c.input_spatial[s])] as i64 {
                    continue 'kernel;
                }
                lbase += i as usize * ls[u(c.input_spatial[s])];
                let kk = if w.reversal.get(s).copied().unwrap_or(false) {
                    kspatial[s] - 1 - kpos[s]
                } else {
                    kpos[s]
                };
                rbase += kk * rs[u(c.kernel_spatial[s])];
            }
            for ci in 0..k_in {
                let fin = fgroup * k_in + ci;
                acc += lhs_f[lbase + fin * ls[u(c.input_feature)]]
                    * rhs_f[rbase + ci * rs[u(c.kernel_input_feature)]];
            }
        }
        out.push(acc);
    });
    Tensor::from_fn(result_shape, lhs.elem, |i| out[i])
}

#[cfg(test)]
mod tests {
    #[test]
    fn outer_product_multiplies_each_pair_once() {
        // [1, 2] (x) [1, 10, 100], computed by hand.
        use dialect::types::ElemType;
        let a = Tensor::floats(vec![2], ElemType::F32, vec![1.0, 2.0]);
        let b = Tensor::floats(vec![3], ElemType::F32, vec![1.0, 10.0, 100.0]);
        let r = dot_general(&a, &b, &DotDims::default(), vec![2, 3]);
        assert_eq!(r.to_f64(), vec![1.0, 10.0, 100.0, 2.0, 20.0, 200.0]);
    }

    use super::*;
    use dialect::types::ElemType;

    fn f(shape: &[usize], v: &[f64]) -> Tensor {
        Tensor::floats(shape.to_vec(), ElemType::F32, v.to_vec())
    }

    #[test]
    fn matmul_and_batched_dot() {
        let a = f(&[2, 2], &[1., 2., 3., 4.]);
        let b = f(&[2, 2], &[5., 6., 7., 8.]);
        let dd = DotDims {
            lhs_contract: vec![1],
            rhs_contract: vec![0],
            ..Default::default()
        };
        assert_eq!(
            dot_general(&a, &b, &dd, vec![2, 2]).to_f64(),
            vec![19., 22., 43., 50.]
        );
        // Contract lhs dim 0 with rhs dim 1: a^T b^T.
        let dd = DotDims {
            lhs_contract: vec![0],
            rhs_contract: vec![1],
            ..Default::default()
        };
        assert_eq!(
            dot_general(&a, &b, &dd, vec![2, 2]).to_f64(),
            vec![23., 31., 34., 46.]
        );
        // Batch over dim 0: row-wise dot products.
        let dd = DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contract: vec![1],
            rhs_contract: vec![1],
        };
        assert_eq!(dot_general(&a, &b, &dd, vec![2]).to_f64(), vec![17., 53.]);
    }

    #[test]
    fn conv_1d_with_padding_stride_and_dilation() {
        // Input [1, 2, 3, 4] (N=1, W=4, C=1), kernel [1, 10] (W=2, I=1, O=1).
        let x = f(&[1, 4, 1], &[1., 2., 3., 4.]);
        let k = f(&[2, 1, 1], &[1., 10.]);
        let dims = ConvDims {
            input_batch: 0,
            input_feature: 2,
            input_spatial: vec![1],
            kernel_input_feature: 1,
            kernel_output_feature: 2,
            kernel_spatial: vec![0],
            output_batch: 0,
            output_feature: 2,
            output_spatial: vec![1],
        };
        let w = |stride, pad: (i64, i64), ld, rd, rev| ConvWindow {
            strides: vec![stride],
            padding: vec![pad],
            lhs_dilation: vec![ld],
            rhs_dilation: vec![rd],
            reversal: vec![rev],
            feature_groups: 1,
            batch_groups: 1,
        };
        assert_eq!(
            convolution(&x, &k, &dims, &w(1, (0, 0), 1, 1, false), vec![1, 3, 1]).to_f64(),
            vec![21., 32., 43.]
        );
        assert_eq!(
            convolution(&x, &k, &dims, &w(2, (1, 0), 1, 1, false), vec![1, 2, 1]).to_f64(),
            vec![10., 32.]
        );
        assert_eq!(
            convolution(&x, &k, &dims, &w(1, (0, 0), 1, 2, false), vec![1, 2, 1]).to_f64(),
            vec![31., 42.]
        );
        assert_eq!(
            convolution(&x, &k, &dims, &w(1, (0, 0), 1, 1, true), vec![1, 3, 1]).to_f64(),
            vec![12., 23., 34.]
        );
        // lhs dilation 2: [1, 0, 2, 0, 3, 0, 4] -> windows of 2.
        assert_eq!(
            convolution(&x, &k, &dims, &w(1, (0, 0), 2, 1, false), vec![1, 6, 1]).to_f64(),
            vec![1., 20., 2., 30., 3., 40.]
        );
    }

    #[test]
    fn feature_groups_split_channels() {
        // Two channels, two groups: each output channel sees only its own input channel.
        let x = f(&[1, 1, 2], &[3., 5.]);
        let k = f(&[1, 1, 2], &[2., 7.]);
        let dims = ConvDims {
            input_batch: 0,
            input_feature: 2,
            input_spatial: vec![1],
            kernel_input_feature: 1,
            kernel_output_feature: 2,
            kernel_spatial: vec![0],
            output_batch: 0,
            output_feature: 2,
            output_spatial: vec![1],
        };
        let w = ConvWindow {
            strides: vec![1],
            padding: vec![(0, 0)],
            lhs_dilation: vec![1],
            rhs_dilation: vec![1],
            reversal: vec![false],
            feature_groups: 2,
            batch_groups: 1,
        };
        assert_eq!(
            convolution(&x, &k, &dims, &w, vec![1, 1, 2]).to_f64(),
            vec![6., 35.]
        );
    }
}
