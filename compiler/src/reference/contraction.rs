//! Contractions: `dot_general` and `convolution`, written as direct loops over the specification's
//! definitions.
//!
//! The result element type may differ from the operands' (JAX's `preferred_element_type`: bf16 x bf16
//! -> f32, i8 x i8 -> i32). As the specification says, both operands are first converted to the
//! result type; then every product and every partial sum is computed in the result type, in the
//! order of the contracting indices, as StableHLO's reference interpreter does (`resultElement +
//! convert(lhs) * convert(rhs)`): integers wrap (`i1` uses `and` and `or`), complex numbers round
//! each real operation to the component type, floats round each product and each sum to the result
//! type, except that types narrower than f32 accumulate in f32 and round once at the end (as XLA
//! does). Accumulating f32 in f64 and rounding once would be more accurate, but disagrees with the
//! JAX-exported test data by up to 128 ULP in sums that cancel.

use dialect::attrs::{ConvDims, DotDims};
use dialect::ops::OpKind;
use dialect::types::ElemType;
use element::lane::{Lane, C};

use super::tensor::{for_each_index, strides, Tensor};
use super::EvalError;

/// The multiply-accumulate of one domain: `acc + a * b` as the result type computes it.
trait Ring: Copy {
    const ZERO: Self;
    fn mul_add(self, a: Self, b: Self, t: ElemType) -> Self;
}

/// Floats: the product and the sum each rounded to the accumulation type (see [`accumulator`]).
impl Ring for f64 {
    const ZERO: f64 = 0.0;
    fn mul_add(self, a: f64, b: f64, t: ElemType) -> f64 {
        match accumulator(t).float_format() {
            Some(f) => f.round(self + f.round(a * b)),
            None => self + a * b,
        }
    }
}

/// The type float sums accumulate in: the result type, or `f32` for the narrower float types
/// (f16, bf16, tf32, the f8/f6/f4 types), whose sums are rounded to the result type once at the
/// end. This is what XLA does on CPU, and what the JAX-exported test data expect: rounding every
/// partial sum to f16 misses their f16 dots by up to 0.4%.
fn accumulator(t: ElemType) -> ElemType {
    if t.is_float() && t.bits() < 32 {
        ElemType::F32
    } else {
        t
    }
}

/// Complex numbers: each real operation rounded to the component type, as StableHLO's reference
/// interpreter multiplies and adds `complex<f32>` in f32.
impl Ring for C {
    const ZERO: C = C::new(0.0, 0.0);
    fn mul_add(self, a: C, b: C, t: ElemType) -> C {
        let r = |v: f64| {
            if t == ElemType::C64 {
                v as f32 as f64
            } else {
                v
            }
        };
        let re = r(r(a.re * b.re) - r(a.im * b.im));
        let im = r(r(a.re * b.im) + r(a.im * b.re));
        C::new(r(self.re + re), r(self.im + im))
    }
}

/// Integers of every width: wrapping arithmetic modulo 2^64, wrapped to the result type afterwards
/// (which is the same as wrapping in the result type at every step).
#[derive(Clone, Copy)]
struct Wrapping(i64);

impl Ring for Wrapping {
    const ZERO: Wrapping = Wrapping(0);
    fn mul_add(self, a: Wrapping, b: Wrapping, _: ElemType) -> Wrapping {
        Wrapping(self.0.wrapping_add(a.0.wrapping_mul(b.0)))
    }
}

/// `i1`: `+` is `or` and `*` is `and`, as StableHLO defines them on booleans.
#[derive(Clone, Copy)]
struct Bool(i64);

impl Ring for Bool {
    const ZERO: Bool = Bool(0);
    fn mul_add(self, a: Bool, b: Bool, _: ElemType) -> Bool {
        Bool(self.0 | (a.0 & b.0))
    }
}

/// Converts both operands to the result type and runs `kernel` in its domain.
fn in_result_domain(
    lhs: &Tensor,
    rhs: &Tensor,
    result: ElemType,
    op: &str,
    kernel: &mut dyn FnMut(Operands<'_>) -> Lane,
) -> Result<Lane, EvalError> {
    let conv = |t: &Tensor| {
        element::lane::convert(t.elem, result, &t.data)
            .map(Lane::widen)
            .map_err(|e| EvalError::Unsupported(format!("`{op}`: {e}")))
    };
    let (l, r) = (conv(lhs)?, conv(rhs)?);
    Ok(match (&l, &r) {
        (Lane::F(a), Lane::F(b)) => kernel(Operands::F(a, b)),
        (Lane::C(a), Lane::C(b)) => kernel(Operands::C(a, b)),
        (Lane::I(a), Lane::I(b)) if result.is_bool() => kernel(Operands::B(a, b)),
        (Lane::I(a), Lane::I(b)) => kernel(Operands::I(a, b)),
        _ => {
            return Err(EvalError::Internal(format!(
                "`{op}`: operands converted to {result} are in different domains"
            )))
        }
    })
}

/// Both operands in one domain.
enum Operands<'a> {
    F(&'a [f64], &'a [f64]),
    C(&'a [C], &'a [C]),
    I(&'a [i64], &'a [i64]),
    B(&'a [i64], &'a [i64]),
}

/// Runs a generic contraction over the operands' domain and returns the lane of results.
macro_rules! dispatch {
    ($ops:expr, $f:ident ( $($arg:expr),* )) => {
        match $ops {
            Operands::F(a, b) => Lane::F($f::<f64>(a, b, $($arg),*)),
            Operands::C(a, b) => Lane::C($f::<C>(a, b, $($arg),*)),
            Operands::I(a, b) => {
                let (a, b): (Vec<Wrapping>, Vec<Wrapping>) =
                    (a.iter().map(|&x| Wrapping(x)).collect(), b.iter().map(|&x| Wrapping(x)).collect());
                Lane::I($f::<Wrapping>(&a, &b, $($arg),*).into_iter().map(|w| w.0).collect())
            }
            Operands::B(a, b) => {
                let (a, b): (Vec<Bool>, Vec<Bool>) =
                    (a.iter().map(|&x| Bool(x)).collect(), b.iter().map(|&x| Bool(x)).collect());
                Lane::I($f::<Bool>(&a, &b, $($arg),*).into_iter().map(|w| w.0).collect())
            }
        }
    };
}

/// The index arithmetic of `dot_general`, computed once.
struct DotPlan {
    lb: Vec<usize>,
    rb: Vec<usize>,
    lfree: Vec<usize>,
    rfree: Vec<usize>,
    ls: Vec<usize>,
    rs: Vec<usize>,
    steps: Vec<(usize, usize)>,
    result_shape: Vec<usize>,
    elem: ElemType,
}

fn dot_kernel<T: Ring>(l: &[T], r: &[T], p: &DotPlan) -> Vec<T> {
    let nb = p.lb.len();
    let nlf = p.lfree.len();
    let mut out = Vec::with_capacity(p.result_shape.iter().product());
    for_each_index(&p.result_shape, |_, ri| {
        let mut lbase = 0;
        let mut rbase = 0;
        for (k, &i) in ri[..nb].iter().enumerate() {
            lbase += i * p.ls[p.lb[k]];
            rbase += i * p.rs[p.rb[k]];
        }
        for (k, &d) in p.lfree.iter().enumerate() {
            lbase += ri[nb + k] * p.ls[d];
        }
        for (k, &d) in p.rfree.iter().enumerate() {
            rbase += ri[nb + nlf + k] * p.rs[d];
        }
        let mut acc = T::ZERO;
        for &(lo, ro) in &p.steps {
            acc = acc.mul_add(l[lbase + lo], r[rbase + ro], p.elem);
        }
        out.push(acc);
    });
    out
}

/// `dot_general` with batching and contracting dimensions in any position; the result has
/// `result_shape` and element type `result_elem`.
pub fn dot_general(
    lhs: &Tensor,
    rhs: &Tensor,
    dd: &DotDims,
    result_shape: Vec<usize>,
    result_elem: ElemType,
) -> Result<Tensor, EvalError> {
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
    // Offsets of each contraction step in lhs and rhs. With no contracting dimensions the
    // contraction space has one (empty) index, which `for_each_index` visits once: an outer
    // product multiplies each pair exactly once.
    let mut steps = Vec::new();
    for_each_index(&contract_shape, |_, ci| {
        let lo: usize = ci.iter().zip(&lc).map(|(&i, &d)| i * ls[d]).sum();
        let ro: usize = ci.iter().zip(&rc).map(|(&i, &d)| i * rs[d]).sum();
        steps.push((lo, ro));
    });
    let plan = DotPlan {
        lb,
        rb,
        lfree,
        rfree,
        ls,
        rs,
        steps,
        result_shape: result_shape.clone(),
        elem: result_elem,
    };
    let lane = in_result_domain(
        lhs,
        rhs,
        result_elem,
        OpKind::DotGeneral.name(),
        &mut |ops| dispatch!(ops, dot_kernel(&plan)),
    )?;
    Ok(Tensor::new(result_shape, result_elem, lane))
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

impl ConvWindow {
    /// The window of a `dialect::views::Convolution`.
    pub fn of(v: &dialect::views::Convolution) -> ConvWindow {
        ConvWindow {
            strides: v.strides.clone(),
            padding: v.padding.clone(),
            lhs_dilation: v.lhs_dilation.clone(),
            rhs_dilation: v.rhs_dilation.clone(),
            reversal: v.reversal.clone(),
            feature_groups: v.feature_groups,
            batch_groups: v.batch_groups,
        }
    }
}

/// Everything a convolution kernel needs besides the operands.
struct ConvPlan<'a> {
    c: &'a ConvDims,
    w: &'a ConvWindow,
    lhs_shape: &'a [usize],
    ls: Vec<usize>,
    rs: Vec<usize>,
    k_in: usize,
    out_per_fg: usize,
    out_per_bg: usize,
    batch_per_bg: usize,
    kspatial: Vec<usize>,
    kernel_positions: Vec<Vec<usize>>,
    result_shape: Vec<usize>,
    elem: ElemType,
}

fn conv_kernel<T: Ring>(l: &[T], r: &[T], p: &ConvPlan<'_>) -> Vec<T> {
    let u = |x: i64| x as usize;
    let (c, w) = (p.c, p.w);
    let ns = c.input_spatial.len();
    let mut out = Vec::with_capacity(p.result_shape.iter().product());
    for_each_index(&p.result_shape, |_, ri| {
        let b_out = ri[u(c.output_batch)];
        let f_out = ri[u(c.output_feature)];
        let fgroup = f_out / p.out_per_fg.max(1);
        let bgroup = f_out / p.out_per_bg.max(1);
        let b_in = bgroup * p.batch_per_bg + b_out;
        let mut acc = T::ZERO;
        'kernel: for kpos in &p.kernel_positions {
            let mut lbase = b_in * p.ls[u(c.input_batch)];
            let mut rbase = f_out * p.rs[u(c.kernel_output_feature)];
            for s in 0..ns {
                let o = ri[u(c.output_spatial[s])] as i64;
                let k = kpos[s] as i64;
                let q = o * w.strides[s] + k * w.rhs_dilation[s] - w.padding[s].0;
                if q < 0 || q % w.lhs_dilation[s] != 0 {
                    continue 'kernel;
                }
                let i = q / w.lhs_dilation[s];
                if i >= p.lhs_shape[u(c.input_spatial[s])] as i64 {
                    continue 'kernel;
                }
                lbase += i as usize * p.ls[u(c.input_spatial[s])];
                let kk = if w.reversal.get(s).copied().unwrap_or(false) {
                    p.kspatial[s] - 1 - kpos[s]
                } else {
                    kpos[s]
                };
                rbase += kk * p.rs[u(c.kernel_spatial[s])];
            }
            for ci in 0..p.k_in {
                let fin = fgroup * p.k_in + ci;
                acc = acc.mul_add(
                    l[lbase + fin * p.ls[u(c.input_feature)]],
                    r[rbase + ci * p.rs[u(c.kernel_input_feature)]],
                    p.elem,
                );
            }
        }
        out.push(acc);
    });
    out
}

/// `convolution` per the specification: dilate and pad the input, slide the (dilated, possibly
/// reversed) kernel, split features and batches into groups. The result has `result_shape` and
/// element type `result_elem`.
pub fn convolution(
    lhs: &Tensor,
    rhs: &Tensor,
    c: &ConvDims,
    w: &ConvWindow,
    result_shape: Vec<usize>,
    result_elem: ElemType,
) -> Result<Tensor, EvalError> {
    let u = |x: i64| x as usize;
    let ns = c.input_spatial.len();
    let in_batch = lhs.shape[u(c.input_batch)];
    let k_out = rhs.shape[u(c.kernel_output_feature)];
    let fg = w.feature_groups.max(1) as usize;
    let bg = w.batch_groups.max(1) as usize;
    let kspatial: Vec<usize> = c.kernel_spatial.iter().map(|&d| rhs.shape[u(d)]).collect();
    let mut kernel_positions = Vec::new();
    for_each_index(&kspatial, |_, k| kernel_positions.push(k.to_vec()));
    if ns == 0 {
        kernel_positions.push(vec![]);
    }
    let plan = ConvPlan {
        c,
        w,
        lhs_shape: &lhs.shape,
        ls: strides(&lhs.shape),
        rs: strides(&rhs.shape),
        k_in: rhs.shape[u(c.kernel_input_feature)],
        out_per_fg: k_out / fg,
        out_per_bg: k_out / bg,
        batch_per_bg: in_batch / bg,
        kspatial,
        kernel_positions,
        result_shape: result_shape.clone(),
        elem: result_elem,
    };
    let lane = in_result_domain(
        lhs,
        rhs,
        result_elem,
        OpKind::Convolution.name(),
        &mut |ops| dispatch!(ops, conv_kernel(&plan)),
    )?;
    Ok(Tensor::new(result_shape, result_elem, lane))
}

#[cfg(test)]
mod tests {
    #[test]
    fn outer_product_multiplies_each_pair_once() {
        // [1, 2] (x) [1, 10, 100], computed by hand.
        use dialect::types::ElemType;
        let a = Tensor::floats(vec![2], ElemType::F32, vec![1.0, 2.0]);
        let b = Tensor::floats(vec![3], ElemType::F32, vec![1.0, 10.0, 100.0]);
        let r = dot_general(&a, &b, &DotDims::default(), vec![2, 3], ElemType::F32).unwrap();
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
            dot_general(&a, &b, &dd, vec![2, 2], ElemType::F32)
                .unwrap()
                .to_f64(),
            vec![19., 22., 43., 50.]
        );
        // Contract lhs dim 0 with rhs dim 1: a^T b^T.
        let dd = DotDims {
            lhs_contract: vec![0],
            rhs_contract: vec![1],
            ..Default::default()
        };
        assert_eq!(
            dot_general(&a, &b, &dd, vec![2, 2], ElemType::F32)
                .unwrap()
                .to_f64(),
            vec![23., 31., 34., 46.]
        );
        // Batch over dim 0: row-wise dot products.
        let dd = DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contract: vec![1],
            rhs_contract: vec![1],
        };
        assert_eq!(
            dot_general(&a, &b, &dd, vec![2], ElemType::F32)
                .unwrap()
                .to_f64(),
            vec![17., 53.]
        );
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
            convolution(
                &x,
                &k,
                &dims,
                &w(1, (0, 0), 1, 1, false),
                vec![1, 3, 1],
                ElemType::F32
            )
            .unwrap()
            .to_f64(),
            vec![21., 32., 43.]
        );
        assert_eq!(
            convolution(
                &x,
                &k,
                &dims,
                &w(2, (1, 0), 1, 1, false),
                vec![1, 2, 1],
                ElemType::F32
            )
            .unwrap()
            .to_f64(),
            vec![10., 32.]
        );
        assert_eq!(
            convolution(
                &x,
                &k,
                &dims,
                &w(1, (0, 0), 1, 2, false),
                vec![1, 2, 1],
                ElemType::F32
            )
            .unwrap()
            .to_f64(),
            vec![31., 42.]
        );
        assert_eq!(
            convolution(
                &x,
                &k,
                &dims,
                &w(1, (0, 0), 1, 1, true),
                vec![1, 3, 1],
                ElemType::F32
            )
            .unwrap()
            .to_f64(),
            vec![12., 23., 34.]
        );
        // lhs dilation 2: [1, 0, 2, 0, 3, 0, 4] -> windows of 2.
        assert_eq!(
            convolution(
                &x,
                &k,
                &dims,
                &w(1, (0, 0), 2, 1, false),
                vec![1, 6, 1],
                ElemType::F32
            )
            .unwrap()
            .to_f64(),
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
            convolution(&x, &k, &dims, &w, vec![1, 1, 2], ElemType::F32)
                .unwrap()
                .to_f64(),
            vec![6., 35.]
        );
    }

    #[test]
    fn result_type_may_be_wider_than_the_operands() {
        // i8 x i8 -> i32: 100 * 100 + 100 * 100 = 20000 does not wrap in i32 (it would in i8).
        let a = Tensor::ints(vec![2], ElemType::I8, vec![100, 100]);
        let dd = DotDims {
            lhs_contract: vec![0],
            rhs_contract: vec![0],
            ..Default::default()
        };
        let r = dot_general(&a, &a, &dd, vec![], ElemType::I32).unwrap();
        assert_eq!(r.data, Lane::I(vec![20000]));
        // In i8 the same sum wraps: 20000 mod 256 = 32.
        let r = dot_general(&a, &a, &dd, vec![], ElemType::I8).unwrap();
        assert_eq!(r.data, Lane::I(vec![32]));
        // bf16 x bf16 -> f32: 257 is not a bf16 value, but 256 + 1 accumulates exactly in f32;
        // in bf16 the sum rounds (to even) back to 256.
        let b = Tensor::floats(vec![2], ElemType::BF16, vec![256.0, 1.0]);
        let one = Tensor::floats(vec![2], ElemType::BF16, vec![1.0, 1.0]);
        let r = dot_general(&b, &one, &dd, vec![], ElemType::F32).unwrap();
        assert_eq!(r.to_f64(), vec![257.0]);
        let r = dot_general(&b, &one, &dd, vec![], ElemType::BF16).unwrap();
        assert_eq!(r.to_f64(), vec![256.0]);
        // i1: or of ands.
        let t = Tensor::ints(vec![2], ElemType::I1, vec![1, 1]);
        let r = dot_general(&t, &t, &dd, vec![], ElemType::I1).unwrap();
        assert_eq!(r.data, Lane::I(vec![1]));
    }
}
