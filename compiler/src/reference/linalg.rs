//! `fft`, `cholesky` and `triangular_solve` as the specification defines them, written for
//! obviousness: the Fourier transform is the direct O(n^2) sum (no fast algorithm, so it shares
//! nothing with the `rustfft` plan the compiled path runs), the factorization and the solve are the
//! textbook loops over explicitly built matrices.
//!
//! Every value is computed in `f64` (complex numbers as two `f64`s), whatever the element type, and
//! rounded to the result type once at the end, as StableHLO's interpreter computes in `double`.

use super::tensor::{Lane, Tensor, C};
use super::EvalError;
use dialect::types::ElemType;
use dialect::views::{FftType, TransposeA, TriangularSolve};
use std::ops::{Add, Div, Mul, Neg, Sub};

/// The elements of `t` as complex numbers (floats with a zero imaginary part).
pub(super) fn complex_values(t: &Tensor) -> Result<Vec<C>, EvalError> {
    match &t.data {
        Lane::C(v) => Ok(v.clone()),
        Lane::F(v) => Ok(v.iter().map(|&x| C::new(x, 0.0)).collect()),
        Lane::F32(v) => Ok(v.iter().map(|&x| C::new(x as f64, 0.0)).collect()),
        Lane::I(_) => Err(EvalError::unsupported("linear algebra", t.elem)),
    }
}

/// The elements of the float tensor `t`.
pub(super) fn float_values(t: &Tensor) -> Result<Vec<f64>, EvalError> {
    match &t.data {
        Lane::F(v) => Ok(v.clone()),
        Lane::F32(v) => Ok(v.iter().map(|&x| x as f64).collect()),
        Lane::I(_) | Lane::C(_) => Err(EvalError::unsupported("linear algebra", t.elem)),
    }
}

/// The discrete Fourier transform of `x` (`inverse`: the inverse transform, divided by the length).
fn dft(x: &[C], inverse: bool) -> Vec<C> {
    let n = x.len();
    let sign = if inverse { 1.0 } else { -1.0 };
    let mut y: Vec<C> = (0..n)
        .map(|k| {
            x.iter().enumerate().fold(C::new(0.0, 0.0), |acc, (j, &v)| {
                // The angle from the exact residue of j * k, so large indices lose nothing.
                let r = ((j as u128 * k as u128) % n as u128) as f64;
                let a = sign * 2.0 * std::f64::consts::PI * r / n as f64;
                acc + v * C::new(a.cos(), a.sin())
            })
        })
        .collect();
    if inverse {
        for v in &mut y {
            *v /= n as f64;
        }
    }
    y
}

/// Applies `f` to every line along axis `axis` of the row-major `shape` volume `v`.
fn along(v: &mut [C], shape: &[usize], axis: usize, f: &dyn Fn(&[C]) -> Vec<C>) {
    let len = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let outer: usize = shape[..axis].iter().product();
    if len == 0 || inner == 0 {
        return;
    }
    for o in 0..outer {
        for i in 0..inner {
            let at = |k: usize| o * len * inner + k * inner + i;
            let line: Vec<C> = (0..len).map(|k| v[at(k)]).collect();
            for (k, y) in f(&line).into_iter().enumerate() {
                v[at(k)] = y;
            }
        }
    }
}

/// `stablehlo.fft` of `x` with `fft_length` `lengths` into a result of `out_shape` and `out_elem`
/// (shapes and types as the verifier checked them).
pub fn fft(
    x: &Tensor,
    fft_type: FftType,
    lengths: &[usize],
    out_shape: Vec<usize>,
    out_elem: ElemType,
) -> Result<Tensor, EvalError> {
    let rank = x.shape.len();
    let n = lengths.len();
    if n == 0 || n > rank || out_shape.len() != rank {
        return Err(EvalError::Internal("`stablehlo.fft` shapes".into()));
    }
    let batch: usize = x.shape[..rank - n].iter().product();
    let in_inner: Vec<usize> = x.shape[rank - n..].to_vec();
    let out_inner: Vec<usize> = out_shape[rank - n..].to_vec();
    let (in_len, out_len) = (
        in_inner.iter().product::<usize>(),
        out_inner.iter().product::<usize>(),
    );
    let input = complex_values(x)?;
    let mut out: Vec<C> = Vec::with_capacity(batch * out_len);
    let forward = |l: &[C]| dft(l, false);
    let inverse = |l: &[C]| dft(l, true);
    for b in 0..batch {
        let mut v = input[b * in_len..(b + 1) * in_len].to_vec();
        match fft_type {
            // The last axis first, then outwards (the spec's order).
            FftType::Fft | FftType::Rfft => {
                for axis in (0..n).rev() {
                    along(&mut v, &in_inner, axis, &forward);
                }
                if fft_type == FftType::Rfft {
                    // Keep the first L/2 + 1 entries of each last-axis line.
                    let (l, h) = (in_inner[n - 1], out_inner[n - 1]);
                    v = (0..out_len)
                        .map(|i| v[(i / h.max(1)) * l + i % h.max(1)])
                        .collect();
                }
            }
            // The outer axes first, then the last.
            FftType::Ifft => {
                for axis in 0..n {
                    along(&mut v, &in_inner, axis, &inverse);
                }
            }
            FftType::Irfft => {
                for axis in 0..n - 1 {
                    along(&mut v, &in_inner, axis, &inverse);
                }
                // Each last-axis line holds X[0 ..= L/2]; the rest of the spectrum of a real
                // signal is X[L - k] = conj(X[k]). The result is the real part of its inverse.
                let (h, l) = (in_inner[n - 1], out_inner[n - 1]);
                let lines = in_len.checked_div(h).unwrap_or(0);
                let mut full = Vec::with_capacity(lines * l);
                for line in 0..lines {
                    let x = &v[line * h..(line + 1) * h];
                    let spectrum: Vec<C> = (0..l)
                        .map(|k| if k < h { x[k] } else { x[l - k].conj() })
                        .collect();
                    full.extend(dft(&spectrum, true).into_iter().map(|z| C::new(z.re, 0.0)));
                }
                v = full;
            }
        }
        if v.len() != out_len {
            return Err(EvalError::Internal("`stablehlo.fft` result size".into()));
        }
        out.extend(v);
    }
    Ok(if out_elem.is_complex() {
        Tensor::complex(out_shape, out_elem, out)
    } else {
        Tensor::floats(out_shape, out_elem, out.into_iter().map(|z| z.re).collect())
    })
}

/// The arithmetic the factorization and the solve need, on `f64` and on complex numbers.
trait Field:
    Copy
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    fn zero() -> Self;
    fn one() -> Self;
    fn nan() -> Self;
    fn conj(self) -> Self;
    /// The real part (a Hermitian matrix's diagonal is real).
    fn re(self) -> f64;
    fn real(x: f64) -> Self;
}

impl Field for f64 {
    fn zero() -> f64 {
        0.0
    }
    fn one() -> f64 {
        1.0
    }
    fn nan() -> f64 {
        f64::NAN
    }
    fn conj(self) -> f64 {
        self
    }
    fn re(self) -> f64 {
        self
    }
    fn real(x: f64) -> f64 {
        x
    }
}

impl Field for C {
    fn zero() -> C {
        C::new(0.0, 0.0)
    }
    fn one() -> C {
        C::new(1.0, 0.0)
    }
    fn nan() -> C {
        C::new(f64::NAN, f64::NAN)
    }
    fn conj(self) -> C {
        C::conj(&self)
    }
    fn re(self) -> f64 {
        self.re
    }
    fn real(x: f64) -> C {
        C::new(x, 0.0)
    }
}

/// The Cholesky factor of the `n x n` Hermitian matrix `a` (row-major), read from its lower
/// triangle (`lower`) or its upper one: `L` with `a = L L^H` when `lower`, else `U = L^H` with
/// `a = U^H U`. The other triangle is zero. A matrix that is not positive definite (a pivot that
/// is not positive, or NaN) gives a matrix of NaNs, as XLA does.
fn cholesky_one<T: Field>(a: &[T], n: usize, lower: bool) -> Vec<T> {
    // The Hermitian matrix from the triangle that is read.
    let h = |i: usize, j: usize| -> T {
        if (i >= j) == lower || i == j {
            a[i * n + j]
        } else {
            a[j * n + i].conj()
        }
    };
    let mut l = vec![T::zero(); n * n];
    for j in 0..n {
        let mut d = h(j, j).re();
        for k in 0..j {
            let x = l[j * n + k];
            d -= (x * x.conj()).re();
        }
        // Not positive, or NaN.
        if d.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
            return vec![T::nan(); n * n];
        }
        let djj = d.sqrt();
        l[j * n + j] = T::real(djj);
        for i in j + 1..n {
            let mut s = h(i, j);
            for k in 0..j {
                s = s - l[i * n + k] * l[j * n + k].conj();
            }
            l[i * n + j] = s / T::real(djj);
        }
    }
    if lower {
        l
    } else {
        let mut u = vec![T::zero(); n * n];
        for i in 0..n {
            for j in i..n {
                u[i * n + j] = l[j * n + i].conj();
            }
        }
        u
    }
}

/// `stablehlo.cholesky` of the batch of square matrices `a`.
pub fn cholesky(a: &Tensor, lower: bool) -> Result<Tensor, EvalError> {
    let r = a.shape.len();
    if r < 2 {
        return Err(EvalError::Internal(
            "`stablehlo.cholesky` of rank < 2".into(),
        ));
    }
    let n = a.shape[r - 1];
    let per = n * n;
    let batch = a.len().checked_div(per).unwrap_or(0);
    if a.elem.is_complex() {
        let v = complex_values(a)?;
        let mut out = Vec::with_capacity(v.len());
        for b in 0..batch {
            out.extend(cholesky_one(&v[b * per..(b + 1) * per], n, lower));
        }
        Ok(Tensor::complex(a.shape.clone(), a.elem, out))
    } else {
        let v = float_values(a)?;
        let mut out = Vec::with_capacity(v.len());
        for b in 0..batch {
            out.extend(cholesky_one(&v[b * per..(b + 1) * per], n, lower));
        }
        Ok(Tensor::floats(a.shape.clone(), a.elem, out))
    }
}

/// Solves `m x = r` in place for the `n x n` triangular matrix `m(i, j)` (lower or upper): forward
/// or back substitution (also the LAPACK `trsm` of the reference).
pub(super) fn substitute<T>(m: &dyn Fn(usize, usize) -> T, n: usize, lower: bool, r: &mut [T])
where
    T: Copy + Sub<Output = T> + Mul<Output = T> + Div<Output = T>,
{
    let order: Vec<usize> = if lower {
        (0..n).collect()
    } else {
        (0..n).rev().collect()
    };
    for (pos, &i) in order.iter().enumerate() {
        let mut s = r[i];
        for &j in &order[..pos] {
            s = s - m(i, j) * r[j];
        }
        r[i] = s / m(i, i);
    }
}

/// One `triangular_solve`: `a` is `n x n`, `b` (and the result) `rows x cols`.
fn solve_one<T: Field>(
    a: &[T],
    b: &[T],
    n: usize,
    rows: usize,
    cols: usize,
    v: &TriangularSolve,
) -> Vec<T> {
    // The triangle of `a` that is read, with ones on the diagonal for `unit_diagonal`.
    let t = |i: usize, j: usize| -> T {
        if i == j && v.unit_diagonal {
            T::one()
        } else if (i >= j) == v.lower || i == j {
            a[i * n + j]
        } else {
            T::zero()
        }
    };
    // op(a) and whether it is lower triangular.
    let (op, op_lower): (Box<dyn Fn(usize, usize) -> T>, bool) = match v.transpose_a {
        TransposeA::NoTranspose => (Box::new(t), v.lower),
        TransposeA::Transpose => (Box::new(move |i, j| t(j, i)), !v.lower),
        TransposeA::Adjoint => (Box::new(move |i, j| t(j, i).conj()), !v.lower),
    };
    let mut x = b.to_vec();
    if v.left_side {
        // op(a) x = b, one column of b at a time.
        for c in 0..cols {
            let mut col: Vec<T> = (0..rows).map(|r| x[r * cols + c]).collect();
            substitute(&*op, n, op_lower, &mut col);
            for (r, y) in col.into_iter().enumerate() {
                x[r * cols + c] = y;
            }
        }
    } else {
        // x op(a) = b, i.e. op(a)^T x^T = b^T, one row of b at a time.
        let opt = |i: usize, j: usize| op(j, i);
        for r in 0..rows {
            substitute(&opt, n, !op_lower, &mut x[r * cols..(r + 1) * cols]);
        }
    }
    x
}

/// `stablehlo.triangular_solve` of the batches `a` and `b`.
pub fn triangular_solve(a: &Tensor, b: &Tensor, v: &TriangularSolve) -> Result<Tensor, EvalError> {
    let r = b.shape.len();
    if r < 2 || a.shape.len() != r {
        return Err(EvalError::Internal(
            "`stablehlo.triangular_solve` of rank < 2".into(),
        ));
    }
    let n = a.shape[r - 1];
    let (rows, cols) = (b.shape[r - 2], b.shape[r - 1]);
    let batch: usize = b.shape[..r - 2].iter().product();
    let (pa, pb) = (n * n, rows * cols);
    if b.elem.is_complex() {
        let (av, bv) = (complex_values(a)?, complex_values(b)?);
        let mut out = Vec::with_capacity(bv.len());
        for k in 0..batch {
            out.extend(solve_one(
                &av[k * pa..(k + 1) * pa],
                &bv[k * pb..(k + 1) * pb],
                n,
                rows,
                cols,
                v,
            ));
        }
        Ok(Tensor::complex(b.shape.clone(), b.elem, out))
    } else {
        let (av, bv) = (float_values(a)?, float_values(b)?);
        let mut out = Vec::with_capacity(bv.len());
        for k in 0..batch {
            out.extend(solve_one(
                &av[k * pa..(k + 1) * pa],
                &bv[k * pb..(k + 1) * pb],
                n,
                rows,
                cols,
                v,
            ));
        }
        Ok(Tensor::floats(b.shape.clone(), b.elem, out))
    }
}
