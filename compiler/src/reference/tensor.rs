//! The interpreter's tensor: a shape, an element type and the elements in row-major order, held in
//! an [`element::lane::Lane`] in the domain of their type.
//!
//! Floats of every format are held as `f64` values the type represents exactly (every op rounds its
//! result to the result type), integers of every width as `i64` wrapped to their width (`i1` is 0 or
//! 1, unsigned types zero-extended, `ui64` by its bits), complex numbers as two `f64`s. The scalar
//! semantics of every elementwise op live in `element::lane`, shared with the runtime, so the
//! interpreter and the compiled path cannot disagree about what an op computes on one element.

use super::EvalError;
use dialect::attrs::{DenseElements, DenseValues};
use dialect::types::{ElemType, Type};
pub use element::lane::{Lane, C};
use element::types::{wrap_int, Domain};

/// Element storage: a lane of values in the domain of the element type.
pub type Data = Lane;

/// A tensor value.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    /// Dimension sizes.
    pub shape: Vec<usize>,
    /// Element type.
    pub elem: ElemType,
    /// Elements, row-major, in `elem`'s domain and already rounded or wrapped to `elem`.
    pub data: Lane,
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

/// The multi-index of linear position `lin` in `shape` (row-major).
pub fn unravel(shape: &[usize], lin: usize) -> Vec<usize> {
    let st = strides(shape);
    (0..shape.len())
        .map(|d| (lin / st[d]) % shape[d].max(1))
        .collect()
}

/// The values of `lanes` one after another; `None` when they are of different domains.
pub fn append_lanes(lanes: &[&Lane]) -> Option<Lane> {
    let first: Lane = (*lanes.first()?).clone();
    let mut out = match first.widen() {
        Lane::F(_) => Lane::F(Vec::new()),
        Lane::I(_) => Lane::I(Vec::new()),
        Lane::C(_) => Lane::C(Vec::new()),
        Lane::F32(_) => return None,
    };
    for l in lanes {
        match (&mut out, (*l).clone().widen()) {
            (Lane::F(o), Lane::F(v)) => o.extend(v),
            (Lane::I(o), Lane::I(v)) => o.extend(v),
            (Lane::C(o), Lane::C(v)) => o.extend(v),
            _ => return None,
        }
    }
    Some(out)
}

/// One element of a tensor, for reduction bodies and checks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// A float element.
    F(f64),
    /// A boolean or integer element.
    I(i64),
    /// A complex element.
    C(C),
}

impl Scalar {
    /// Element `i` of `t`.
    pub fn at(t: &Tensor, i: usize) -> Scalar {
        match &t.data {
            Lane::F32(v) => Scalar::F(v[i] as f64),
            Lane::F(v) => Scalar::F(v[i]),
            Lane::I(v) => Scalar::I(v[i]),
            Lane::C(v) => Scalar::C(v[i]),
        }
    }

    /// A tensor of these elements, which must be in `elem`'s domain (as a body of that type
    /// computes them); values of another domain are converted with `convert`'s semantics.
    pub fn to_tensor(shape: Vec<usize>, elem: ElemType, values: &[Scalar]) -> Tensor {
        let lane = match elem.domain() {
            Domain::Float => Lane::F(
                values
                    .iter()
                    .map(|s| match s {
                        Scalar::F(x) => *x,
                        Scalar::I(x) => *x as f64,
                        Scalar::C(z) => z.re,
                    })
                    .collect(),
            ),
            Domain::Int => Lane::I(
                values
                    .iter()
                    .map(|s| match s {
                        Scalar::F(x) => *x as i64,
                        Scalar::I(x) => *x,
                        Scalar::C(z) => z.re as i64,
                    })
                    .collect(),
            ),
            Domain::Complex => Lane::C(
                values
                    .iter()
                    .map(|s| match s {
                        Scalar::F(x) => C::new(*x, 0.0),
                        Scalar::I(x) => C::new(*x as f64, 0.0),
                        Scalar::C(z) => *z,
                    })
                    .collect(),
            ),
        };
        Tensor::new(shape, elem, lane)
    }
}

impl Tensor {
    /// A tensor of `data`, rounded or wrapped to `elem`. The lane must be in `elem`'s domain (an
    /// `F32` lane is widened to the generic float domain).
    pub fn new(shape: Vec<usize>, elem: ElemType, data: Lane) -> Tensor {
        let mut data = data.widen();
        element::lane::narrow(elem, &mut data);
        Tensor { shape, elem, data }
    }

    /// A tensor of `values` converted to `elem` (floats rounded; for an integer type truncated
    /// toward zero as `from_fn` does; for a complex type the real parts).
    pub fn floats(shape: Vec<usize>, elem: ElemType, values: Vec<f64>) -> Tensor {
        let lane = match elem.domain() {
            Domain::Float => Lane::F(values),
            Domain::Int => Lane::I(values.into_iter().map(|v| v as i64).collect()),
            Domain::Complex => Lane::C(values.into_iter().map(|v| C::new(v, 0.0)).collect()),
        };
        Tensor::new(shape, elem, lane)
    }

    /// A tensor of integer `values` wrapped to `elem` (converted to the nearest value for a float
    /// or complex type).
    pub fn ints(shape: Vec<usize>, elem: ElemType, values: Vec<i64>) -> Tensor {
        let lane = match elem.domain() {
            Domain::Int => Lane::I(values.into_iter().map(|v| wrap_int(v, elem)).collect()),
            Domain::Float => Lane::F(values.into_iter().map(|v| v as f64).collect()),
            Domain::Complex => Lane::C(values.into_iter().map(|v| C::new(v as f64, 0.0)).collect()),
        };
        Tensor::new(shape, elem, lane)
    }

    /// A tensor of complex `values` rounded to the complex type `elem`.
    pub fn complex(shape: Vec<usize>, elem: ElemType, values: Vec<C>) -> Tensor {
        Tensor::new(shape, elem, Lane::C(values))
    }

    /// A tensor filled with `f(i)` converted to `elem` (see [`Tensor::floats`]).
    pub fn from_fn(shape: Vec<usize>, elem: ElemType, f: impl FnMut(usize) -> f64) -> Tensor {
        let n: usize = shape.iter().product();
        let values = (0..n).map(f).collect();
        Tensor::floats(shape, elem, values)
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// True for a tensor without elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The MLIR type of this tensor.
    pub fn ty(&self) -> Type {
        Type::tensor(self.shape.iter().map(|&d| d as i64).collect(), self.elem)
    }

    /// Element `i` as a float (integers converted, `ui64` by its unsigned value, complex numbers
    /// by their real part).
    pub fn get_f(&self, i: usize) -> f64 {
        self.data.get_f64(i, self.elem)
    }

    /// Element `i` as an integer (floats truncated, complex numbers by their real part).
    pub fn get_i(&self, i: usize) -> i64 {
        match &self.data {
            Lane::F32(v) => v[i] as i64,
            Lane::F(v) => v[i] as i64,
            Lane::I(v) => v[i],
            Lane::C(v) => v[i].re as i64,
        }
    }

    /// Element `i` as an index: its exact integer value (`ui64` beyond `i64::MAX` saturates).
    pub fn get_index(&self, i: usize) -> i64 {
        match &self.data {
            Lane::I(v) if self.elem == ElemType::UI64 && v[i] < 0 => i64::MAX,
            _ => self.get_i(i),
        }
    }

    /// A tensor with the same element type and the given shape, filled by picking elements of `self`
    /// (`pick(i)` gives the source index for destination `i`).
    pub fn gather_from(&self, shape: Vec<usize>, mut pick: impl FnMut(usize) -> usize) -> Tensor {
        let n: usize = shape.iter().product();
        Tensor {
            data: self.data.pick((0..n).map(&mut pick)),
            shape,
            elem: self.elem,
        }
    }

    /// A tensor like `self` where `pick(i)` returns `Some(src)` to take element `src` of `self` and
    /// `None` to take element 0 of `fill` (a scalar of the same element type).
    pub fn gather_or(
        &self,
        shape: Vec<usize>,
        fill: &Tensor,
        mut pick: impl FnMut(usize) -> Option<usize>,
    ) -> Result<Tensor, EvalError> {
        let n: usize = shape.iter().product();
        fn take<T: Copy>(
            v: &[T],
            f: &[T],
            n: usize,
            pick: &mut dyn FnMut(usize) -> Option<usize>,
        ) -> Vec<T> {
            (0..n).map(|i| pick(i).map_or(f[0], |s| v[s])).collect()
        }
        // The verifier gives the fill value the operand's element type, so the domains agree.
        let data = match (&self.data.clone().widen(), &fill.data.clone().widen()) {
            (Lane::F(v), Lane::F(f)) => Lane::F(take(v, f, n, &mut pick)),
            (Lane::I(v), Lane::I(f)) => Lane::I(take(v, f, n, &mut pick)),
            (Lane::C(v), Lane::C(f)) => Lane::C(take(v, f, n, &mut pick)),
            _ => {
                return Err(EvalError::Internal(format!(
                    "fill value of type {} for a tensor of type {}",
                    fill.elem, self.elem
                )))
            }
        };
        Ok(Tensor {
            shape,
            elem: self.elem,
            data,
        })
    }

    /// Converts a dense attribute into a tensor (a splat fills every element). `None` when the
    /// attribute's type is not a static tensor, its values do not fit its type, or it is larger
    /// than the interpreter handles.
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
        fn fill<T: Clone>(v: &[T], n: usize) -> Vec<T> {
            if v.len() == 1 {
                vec![v[0].clone(); n]
            } else {
                v.to_vec()
            }
        }
        let lane = match (&d.values, elem.domain()) {
            (DenseValues::Float(v), Domain::Float) => Lane::F(fill(v, n)),
            (DenseValues::Int(v), Domain::Int) => Lane::I(fill(v, n)),
            (DenseValues::Complex(v), Domain::Complex) => Lane::C(
                fill(v, n)
                    .into_iter()
                    .map(|(re, im)| C::new(re, im))
                    .collect(),
            ),
            (DenseValues::Float(_), _)
            | (DenseValues::Int(_), _)
            | (DenseValues::Complex(_), _) => return None,
        };
        if lane.len() != n {
            return None;
        }
        Some(Tensor::new(shape, elem, lane))
    }

    /// The tensor as a dense attribute (for constant folding).
    pub fn to_dense(&self) -> DenseElements {
        let values = match &self.data {
            Lane::F32(v) => DenseValues::Float(v.iter().map(|&x| x as f64).collect()),
            Lane::F(v) => DenseValues::Float(v.clone()),
            Lane::I(v) => DenseValues::Int(v.clone()),
            Lane::C(v) => DenseValues::Complex(v.iter().map(|z| (z.re, z.im)).collect()),
        };
        DenseElements::new(self.ty(), values)
    }

    /// The elements as f64 (for comparisons in tests and printing).
    pub fn to_f64(&self) -> Vec<f64> {
        (0..self.len()).map(|i| self.get_f(i)).collect()
    }

    /// The elements as little-endian bytes of the element type, `byte_size` bytes each (sub-byte
    /// types take a byte each; complex numbers the real part first), as host tensors and buffers
    /// hold them.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        let w = self.elem.byte_size();
        let mut out = Vec::with_capacity(self.len() * w);
        for i in 0..self.len() {
            let bits = element::lane::to_bits(self.elem, &self.data, i);
            out.extend_from_slice(&bits.to_le_bytes()[..w]);
        }
        out
    }

    /// A tensor from bytes laid out as [`Tensor::to_le_bytes`] writes them; `None` when the byte
    /// count does not match the shape.
    pub fn from_le_bytes(bytes: &[u8], shape: Vec<usize>, elem: ElemType) -> Option<Tensor> {
        let n: usize = shape.iter().product();
        let w = elem.byte_size();
        if bytes.len() != n * w {
            return None;
        }
        let mask = if elem.bits() >= 128 {
            u128::MAX
        } else {
            (1u128 << elem.bits()) - 1
        };
        let bits: Vec<u128> = bytes
            .chunks(w)
            .map(|c| {
                let mut b = [0u8; 16];
                b[..w].copy_from_slice(c);
                u128::from_le_bytes(b) & mask
            })
            .collect();
        Some(Tensor::new(
            shape,
            elem,
            element::lane::from_bits(elem, &bits),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_held_in_their_type() {
        // 1/3 rounds to bf16 once (by hand: 0x3EAB = 0.333984375), 300 wraps in i8 to 44.
        let f = Tensor::floats(vec![1], ElemType::BF16, vec![1.0 / 3.0]);
        assert_eq!(f.to_f64(), vec![0.333984375]);
        let i = Tensor::ints(vec![2], ElemType::I8, vec![300, -129]);
        assert_eq!(i.data, Lane::I(vec![44, 127]));
        let u = Tensor::ints(vec![1], ElemType::UI4, vec![-1]);
        assert_eq!(u.data, Lane::I(vec![15]));
    }

    #[test]
    fn bytes_round_trip_for_every_domain() {
        let c = Tensor::complex(vec![1], ElemType::C64, vec![C::new(1.0, -2.0)]);
        let b = c.to_le_bytes();
        assert_eq!(&b[..4], &1.0f32.to_le_bytes());
        assert_eq!(&b[4..], &(-2.0f32).to_le_bytes());
        assert_eq!(Tensor::from_le_bytes(&b, vec![1], ElemType::C64), Some(c));
        let h = Tensor::floats(vec![2], ElemType::F16, vec![-0.0, 1.0]);
        assert_eq!(h.to_le_bytes(), vec![0x00, 0x80, 0x00, 0x3c]);
        let s = Tensor::ints(vec![1], ElemType::I16, vec![-2]);
        assert_eq!(
            Tensor::from_le_bytes(&s.to_le_bytes(), vec![1], ElemType::I16),
            Some(s)
        );
    }
}
