//! The interpreter's tensor: a shape, an element type and the elements in row-major order.
//!
//! Floats of every width are held as `f64` and rounded to their type after each op (f64 holds f16,
//! bf16 and f32 values exactly, and for +, -, *, / and sqrt rounding the f64 result to f32 gives the
//! correctly rounded f32 result). Integers of every width are held as `i64` and wrapped to their
//! width after each op; `i1` is 0 or 1. This keeps one code path per op for all element types.

use dialect::attrs::{DenseElements, DenseValues};
use dialect::float_format::round_to;
use dialect::types::{ElemType, Type};

/// Element storage.
#[derive(Clone, Debug, PartialEq)]
pub enum Data {
    /// Float elements, already rounded to the element type.
    F(Vec<f64>),
    /// Integer and boolean elements, already wrapped to the element type's width.
    I(Vec<i64>),
}

/// A tensor value.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    /// Dimension sizes.
    pub shape: Vec<usize>,
    /// Element type.
    pub elem: ElemType,
    /// Elements, row-major.
    pub data: Data,
}

/// Wraps an integer to the width and signedness of `ty`.
pub fn wrap_int(v: i64, ty: ElemType) -> i64 {
    match ty {
        ElemType::I1 => (v != 0) as i64,
        ElemType::I8 => v as i8 as i64,
        ElemType::I16 => v as i16 as i64,
        ElemType::I32 => v as i32 as i64,
        ElemType::UI8 => v as u8 as i64,
        ElemType::UI16 => v as u16 as i64,
        ElemType::UI32 => v as u32 as i64,
        _ => v,
    }
}

/// Row-major strides of a shape.
pub fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// Calls `f(linear, index)` for every multi-index of `shape` in row-major order.
pub fn for_each_index(shape: &[usize], mut f: impl FnMut(usize, &[usize])) {
    let n: usize = shape.iter().product();
    if n == 0 {
        return;
    }
    let mut idx = vec![0usize; shape.len()];
    for lin in 0..n {
        f(lin, &idx);
        for d in (0..shape.len()).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

/// Linear offset of `index` with `strides`.
pub fn offset(index: &[usize], strides: &[usize]) -> usize {
    index.iter().zip(strides).map(|(i, s)| i * s).sum()
}

impl Tensor {
    /// A tensor of float elements (rounded to `elem`).
    pub fn floats(shape: Vec<usize>, elem: ElemType, values: Vec<f64>) -> Tensor {
        let values = values.into_iter().map(|v| round_to(v, elem)).collect();
        Tensor {
            shape,
            elem,
            data: Data::F(values),
        }
    }

    /// A tensor of integer elements (wrapped to `elem`).
    pub fn ints(shape: Vec<usize>, elem: ElemType, values: Vec<i64>) -> Tensor {
        let values = values.into_iter().map(|v| wrap_int(v, elem)).collect();
        Tensor {
            shape,
            elem,
            data: Data::I(values),
        }
    }

    /// A tensor filled with `f(i)` converted to `elem`.
    pub fn from_fn(shape: Vec<usize>, elem: ElemType, mut f: impl FnMut(usize) -> f64) -> Tensor {
        let n: usize = shape.iter().product();
        if elem.is_float() {
            Tensor::floats(shape, elem, (0..n).map(&mut f).collect())
        } else {
            Tensor::ints(shape, elem, (0..n).map(|i| f(i) as i64).collect())
        }
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        match &self.data {
            Data::F(v) => v.len(),
            Data::I(v) => v.len(),
        }
    }

    /// True for a tensor without elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The MLIR type of this tensor.
    pub fn ty(&self) -> Type {
        Type::tensor(self.shape.iter().map(|&d| d as i64).collect(), self.elem)
    }

    /// Element `i` as a float (integers converted; unsigned 64-bit by their unsigned value).
    pub fn get_f(&self, i: usize) -> f64 {
        match &self.data {
            Data::F(v) => v[i],
            Data::I(v) => {
                if self.elem == ElemType::UI64 {
                    v[i] as u64 as f64
                } else {
                    v[i] as f64
                }
            }
        }
    }

    /// Element `i` as an integer (floats truncated).
    pub fn get_i(&self, i: usize) -> i64 {
        match &self.data {
            Data::F(v) => v[i] as i64,
            Data::I(v) => v[i],
        }
    }

    /// A tensor with the same element type and the given shape, filled by picking elements of `self`
    /// (`pick(i)` gives the source index for destination `i`).
    pub fn gather_from(&self, shape: Vec<usize>, mut pick: impl FnMut(usize) -> usize) -> Tensor {
        let n: usize = shape.iter().product();
        let data = match &self.data {
            Data::F(v) => Data::F((0..n).map(|i| v[pick(i)]).collect()),
            Data::I(v) => Data::I((0..n).map(|i| v[pick(i)]).collect()),
        };
        Tensor {
            shape,
            elem: self.elem,
            data,
        }
    }

    /// A tensor like `self` where `pick(i)` returns `Some(src)` to take element `src` of `self` and
    /// `None` to take element 0 of `fill` (a scalar).
    pub fn gather_or(
        &self,
        shape: Vec<usize>,
        fill: &Tensor,
        mut pick: impl FnMut(usize) -> Option<usize>,
    ) -> Tensor {
        let n: usize = shape.iter().product();
        let data = match (&self.data, &fill.data) {
            (Data::F(v), Data::F(f)) => {
                Data::F((0..n).map(|i| pick(i).map_or(f[0], |s| v[s])).collect())
            }
            (Data::I(v), Data::I(f)) => {
                Data::I((0..n).map(|i| pick(i).map_or(f[0], |s| v[s])).collect())
            }
            (Data::F(v), Data::I(f)) => Data::F(
                (0..n)
                    .map(|i| pick(i).map_or(f[0] as f64, |s| v[s]))
                    .collect(),
            ),
            (Data::I(v), Data::F(f)) => Data::I(
                (0..n)
                    .map(|i| pick(i).map_or(f[0] as i64, |s| v[s]))
                    .collect(),
            ),
        };
        Tensor {
            shape,
            elem: self.elem,
            data,
        }
    }

    /// Converts a dense attribute into a tensor.
    pub fn from_dense(d: &DenseElements) -> Option<Tensor> {
        let elem = d.ty.elem()?;
        let shape: Vec<usize> =
            d.ty.shape()
                .map(|s| s.iter().map(|&x| x.max(0) as usize).collect())
                .unwrap_or_default();
        let n: usize = shape.iter().product();
        if n as u64 > super::MAX_ELEMENTS {
            return None;
        }
        Some(match &d.values {
            DenseValues::Float(v) => {
                let values = if v.len() == 1 {
                    vec![v[0]; n]
                } else {
                    v.clone()
                };
                Tensor::floats(shape, elem, values)
            }
            DenseValues::Int(v) => {
                let values = if v.len() == 1 {
                    vec![v[0]; n]
                } else {
                    v.clone()
                };
                Tensor::ints(shape, elem, values)
            }
            // The reference interpreter has no complex tensors yet; the interpreter reports a
            // complex constant as unsupported before it gets here, and constant folding skips it.
            DenseValues::Complex(_) => return None,
        })
    }

    /// The elements as f64 (for comparisons in tests and printing).
    pub fn to_f64(&self) -> Vec<f64> {
        (0..self.len()).map(|i| self.get_f(i)).collect()
    }
}
