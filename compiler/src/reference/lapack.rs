//! The LAPACK `stablehlo.custom_call` targets JAX emits on CPU (`views::LapackCall`), as LAPACK's
//! unblocked reference routines compute them (`dpotf2`, `dtrsm`, `dgetf2`, `dgeqr2`, `dorg2r`),
//! written by hand as textbook loops: nothing here is shared with the `faer` kernels of the
//! compiled path, so each path checks the other.
//!
//! Every value is computed in `f64` (complex numbers as two `f64`s) and rounded to the result
//! type once at the end. Matrices are read and written by their logical (row, column) indices:
//! the column-major layouts of the call (checked by the verifier) are the layout the LAPACK kernel
//! sees, not a different meaning.
//!
//! Where LAPACK leaves a result unspecified, both paths write the same thing: a `potrf` that
//! fails (`info > 0`) returns its operand unchanged (LAPACK leaves a partial factor, which JAX
//! replaces with NaNs); the triangle `potrf` does not factor keeps the operand's values.

use super::linalg::{complex_values, float_values};
use super::tensor::{Tensor, C};
use super::EvalError;
use dialect::types::ElemType;
use dialect::views::{LapackCall, LapackRoutine, TransposeA};
use std::ops::{Add, Div, Mul, Neg, Sub};

/// The arithmetic the routines need, on `f64` and on complex numbers.
trait Num:
    Copy
    + PartialEq
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    fn real(x: f64) -> Self;
    fn re(self) -> f64;
    fn im(self) -> f64;
    fn conj(self) -> Self;
    /// `|re| + |im|`, LAPACK's pivot measure (`dcabs1`).
    fn abs1(self) -> f64;
    /// The modulus.
    fn abs(self) -> f64;
}

impl Num for f64 {
    fn real(x: f64) -> f64 {
        x
    }
    fn re(self) -> f64 {
        self
    }
    fn im(self) -> f64 {
        0.0
    }
    fn conj(self) -> f64 {
        self
    }
    fn abs1(self) -> f64 {
        self.abs()
    }
    fn abs(self) -> f64 {
        f64::abs(self)
    }
}

impl Num for C {
    fn real(x: f64) -> C {
        C::new(x, 0.0)
    }
    fn re(self) -> f64 {
        self.re
    }
    fn im(self) -> f64 {
        self.im
    }
    fn conj(self) -> C {
        C::conj(&self)
    }
    fn abs1(self) -> f64 {
        self.re.abs() + self.im.abs()
    }
    fn abs(self) -> f64 {
        self.norm()
    }
}

fn zero<T: Num>() -> T {
    T::real(0.0)
}

fn one<T: Num>() -> T {
    T::real(1.0)
}

/// A row-major `rows x cols` matrix.
#[derive(Clone)]
struct Mat<T> {
    rows: usize,
    cols: usize,
    v: Vec<T>,
}

impl<T: Num> Mat<T> {
    fn at(&self, i: usize, j: usize) -> T {
        self.v[i * self.cols + j]
    }
    fn set(&mut self, i: usize, j: usize, x: T) {
        self.v[i * self.cols + j] = x;
    }
}

/// `potrf`: the factor in the chosen triangle (the other keeps the operand's values) and `info`.
fn potrf<T: Num>(a: &Mat<T>, lower: bool) -> (Mat<T>, i64) {
    let n = a.rows;
    // The Hermitian matrix read from the chosen triangle, as the lower factor's columns need it.
    let h = |i: usize, j: usize| -> T {
        if (i >= j) == lower || i == j {
            a.at(i, j)
        } else {
            a.at(j, i).conj()
        }
    };
    let mut l = vec![zero::<T>(); n * n];
    for j in 0..n {
        let mut d = h(j, j).re();
        for k in 0..j {
            let x = l[j * n + k];
            d -= (x * x.conj()).re();
        }
        if d.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
            return (a.clone(), j as i64 + 1);
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
    let mut out = a.clone();
    for i in 0..n {
        for j in 0..=i {
            if lower {
                out.set(i, j, l[i * n + j]);
            } else {
                out.set(j, i, l[i * n + j].conj());
            }
        }
    }
    (out, 0)
}

/// `trsm` with `alpha = 1`: `x` with `op(a) x = b` (`left_side`) or `x op(a) = b`.
fn trsm<T: Num>(
    a: &Mat<T>,
    b: &Mat<T>,
    left_side: bool,
    lower: bool,
    transpose: TransposeA,
    unit: bool,
) -> Mat<T> {
    let n = a.rows;
    let tri = |i: usize, j: usize| -> T {
        if i == j && unit {
            one()
        } else if (i >= j) == lower || i == j {
            a.at(i, j)
        } else {
            zero()
        }
    };
    // op(a) and whether it is lower triangular.
    let op = |i: usize, j: usize| -> T {
        match transpose {
            TransposeA::NoTranspose => tri(i, j),
            TransposeA::Transpose => tri(j, i),
            TransposeA::Adjoint => tri(j, i).conj(),
        }
    };
    let op_lower = lower == (transpose == TransposeA::NoTranspose);
    let mut x = b.clone();
    // Solves op(a) y = r (`left`) or y op(a) = r, i.e. op(a)^T y = r, in place.
    let solve = |r: &mut [T], left: bool| {
        let m = |i: usize, j: usize| if left { op(i, j) } else { op(j, i) };
        let fwd = op_lower == left;
        let order: Vec<usize> = if fwd {
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
    };
    if left_side {
        for c in 0..b.cols {
            let mut col: Vec<T> = (0..b.rows).map(|r| b.at(r, c)).collect();
            solve(&mut col, true);
            for (r, v) in col.into_iter().enumerate() {
                x.set(r, c, v);
            }
        }
    } else {
        for r in 0..b.rows {
            let row = &mut x.v[r * b.cols..(r + 1) * b.cols];
            solve(row, false);
        }
    }
    x
}

/// `getrf` (`dgetf2`): the packed factors, 1-based pivots and `info`.
fn getrf<T: Num>(a: &Mat<T>) -> (Mat<T>, Vec<i64>, i64) {
    let (m, n) = (a.rows, a.cols);
    let k = m.min(n);
    let mut a = a.clone();
    let mut ipiv = Vec::with_capacity(k);
    let mut info = 0;
    for j in 0..k {
        // The first row with the largest |re| + |im| in column j (LAPACK's `idamax`/`izamax`).
        let mut p = j;
        for i in j + 1..m {
            if a.at(i, j).abs1() > a.at(p, j).abs1() {
                p = i;
            }
        }
        ipiv.push(p as i64 + 1);
        if a.at(p, j) != zero() {
            if p != j {
                for c in 0..n {
                    let t = a.at(j, c);
                    a.set(j, c, a.at(p, c));
                    a.set(p, c, t);
                }
            }
            let d = a.at(j, j);
            for i in j + 1..m {
                a.set(i, j, a.at(i, j) / d);
            }
        } else if info == 0 {
            info = j as i64 + 1;
        }
        for i in j + 1..m {
            let l = a.at(i, j);
            for c in j + 1..n {
                a.set(i, c, a.at(i, c) - l * a.at(j, c));
            }
        }
    }
    (a, ipiv, info)
}

/// LAPACK's `dlarfg`/`zlarfg` on `x` (`x[0]` is alpha): makes `H^H x = beta e1` with
/// `H = I - tau v v^H`, `v[0] = 1`; leaves `beta` in `x[0]` and `v[1..]` in `x[1..]`; returns tau.
fn larfg<T: Num>(x: &mut [T]) -> T {
    let alpha = x[0];
    let xnorm = x[1..].iter().map(|v| v.abs() * v.abs()).sum::<f64>().sqrt();
    if xnorm == 0.0 && alpha.im() == 0.0 {
        return zero();
    }
    let norm = (alpha.re() * alpha.re() + alpha.im() * alpha.im() + xnorm * xnorm).sqrt();
    let beta = if alpha.re() >= 0.0 { -norm } else { norm };
    let tau = (T::real(beta) - alpha) / T::real(beta);
    let scale = one::<T>() / (alpha - T::real(beta));
    for v in &mut x[1..] {
        *v = *v * scale;
    }
    x[0] = T::real(beta);
    tau
}

/// `geqrf` (`dgeqr2`): `R` in the upper triangle, the reflectors below it, and their `tau`.
fn geqrf<T: Num>(a: &Mat<T>) -> (Mat<T>, Vec<T>) {
    let (m, n) = (a.rows, a.cols);
    let mut a = a.clone();
    let mut taus = Vec::with_capacity(m.min(n));
    for i in 0..m.min(n) {
        let mut x: Vec<T> = (i..m).map(|r| a.at(r, i)).collect();
        let tau = larfg(&mut x);
        for (r, v) in x.iter().enumerate() {
            a.set(i + r, i, *v);
        }
        taus.push(tau);
        // A[i.., i+1..] := H^H A[i.., i+1..] = A - conj(tau) v (v^H A).
        let mut v = x;
        v[0] = one();
        for c in i + 1..n {
            let mut s = zero::<T>();
            for (r, vr) in v.iter().enumerate() {
                s = s + vr.conj() * a.at(i + r, c);
            }
            let s = tau.conj() * s;
            for (r, vr) in v.iter().enumerate() {
                a.set(i + r, c, a.at(i + r, c) - *vr * s);
            }
        }
    }
    (a, taus)
}

/// `orgqr`/`ungqr` (`dorg2r`): the first `n` columns of `Q = H(1) ... H(k)`.
fn orgqr<T: Num>(a: &Mat<T>, tau: &[T]) -> Mat<T> {
    let (m, n, k) = (a.rows, a.cols, tau.len());
    let mut a = a.clone();
    for j in k..n {
        for r in 0..m {
            a.set(r, j, if r == j { one() } else { zero() });
        }
    }
    for i in (0..k).rev() {
        if i + 1 < n {
            a.set(i, i, one());
            // A[i.., i+1..] := H(i) A = A - tau v (v^H A).
            let v: Vec<T> = (i..m).map(|r| a.at(r, i)).collect();
            for c in i + 1..n {
                let mut s = zero::<T>();
                for (r, vr) in v.iter().enumerate() {
                    s = s + vr.conj() * a.at(i + r, c);
                }
                let s = tau[i] * s;
                for (r, vr) in v.iter().enumerate() {
                    a.set(i + r, c, a.at(i + r, c) - *vr * s);
                }
            }
        }
        for r in i + 1..m {
            a.set(r, i, -(tau[i] * a.at(r, i)));
        }
        a.set(i, i, one::<T>() - tau[i]);
        for r in 0..i {
            a.set(r, i, zero());
        }
    }
    a
}

/// A call's float results (of the call's type or its real type) and its integer results, each
/// concatenated over the batch, in the call's order.
type Computed<T> = (Vec<Vec<T>>, Vec<Vec<i64>>);

/// The results of one call on its batch of matrices (`T` the computing type).
fn run_typed<T: Num>(
    call: &LapackCall,
    x: &[Vec<T>],
    shapes: &[(usize, usize)],
    batch: usize,
) -> Result<Computed<T>, EvalError> {
    let (m, n) = shapes[0];
    let mat = |i: usize, b: usize, rows: usize, cols: usize| Mat {
        rows,
        cols,
        v: x[i][b * rows * cols..(b + 1) * rows * cols].to_vec(),
    };
    // Float results and integer results, each concatenated over the batch.
    let mut fl: Vec<Vec<T>> = Vec::new();
    let mut it: Vec<Vec<i64>> = Vec::new();
    let push = |v: &mut Vec<Vec<T>>, i: usize, data: Vec<T>| {
        if v.len() <= i {
            v.resize(i + 1, Vec::new());
        }
        v[i].extend(data);
    };
    let push_i = |v: &mut Vec<Vec<i64>>, i: usize, data: Vec<i64>| {
        if v.len() <= i {
            v.resize(i + 1, Vec::new());
        }
        v[i].extend(data);
    };
    for b in 0..batch {
        match call.routine {
            LapackRoutine::Potrf { lower } => {
                let (f, info) = potrf(&mat(0, b, n, n), lower);
                push(&mut fl, 0, f.v);
                push_i(&mut it, 0, vec![info]);
            }
            LapackRoutine::Trsm {
                left_side,
                lower,
                transpose,
                unit_diagonal,
            } => {
                let (rows, cols) = shapes[1];
                let x = trsm(
                    &mat(0, b, n, n),
                    &mat(1, b, rows, cols),
                    left_side,
                    lower,
                    transpose,
                    unit_diagonal,
                );
                push(&mut fl, 0, x.v);
            }
            LapackRoutine::Getrf => {
                let (f, ipiv, info) = getrf(&mat(0, b, m, n));
                push(&mut fl, 0, f.v);
                push_i(&mut it, 0, ipiv);
                push_i(&mut it, 1, vec![info]);
            }
            LapackRoutine::Geqrf => {
                let (f, tau) = geqrf(&mat(0, b, m, n));
                push(&mut fl, 0, f.v);
                push(&mut fl, 1, tau);
            }
            LapackRoutine::Orgqr => {
                let k = shapes[1].1;
                let tau = x[1][b * k..(b + 1) * k].to_vec();
                push(&mut fl, 0, orgqr(&mat(0, b, m, n), &tau).v);
            }
            LapackRoutine::Syevd { .. } | LapackRoutine::Gesdd { .. } => {
                return Err(EvalError::NotSupportedYet(format!(
                    "`stablehlo.custom_call @{}` is not supported by the reference interpreter yet (issue #13)",
                    call.target
                )))
            }
        }
    }
    Ok((fl, it))
}

/// Runs a LAPACK call on its operands; the results in the call's order.
pub fn run(
    call: &LapackCall,
    x: &[&Tensor],
    results: &[(Vec<usize>, ElemType)],
) -> Result<Vec<Tensor>, EvalError> {
    let internal = |m: &str| EvalError::Internal(format!("`custom_call @{}`: {m}", call.target));
    let mat_shape = |t: &Tensor| -> Result<(usize, usize), EvalError> {
        let r = t.shape.len();
        match r {
            0 => Err(internal("a scalar operand")),
            1 => Ok((1, t.shape[0])),
            _ => Ok((t.shape[r - 2], t.shape[r - 1])),
        }
    };
    let a = x.first().ok_or_else(|| internal("no operand"))?;
    let r = a.shape.len();
    if r < 2 {
        return Err(internal("an operand of rank < 2"));
    }
    let batch: usize = a.shape[..r - 2].iter().product();
    let shapes = x
        .iter()
        .map(|t| mat_shape(t))
        .collect::<Result<Vec<_>, _>>()?;
    // Splits the computed values into the results: the results of the call's element type (or
    // its real type) take `fl` in order, the `i32` results take `it` in order.
    let build = |fl: Vec<Vec<C>>, it: Vec<Vec<i64>>| -> Result<Vec<Tensor>, EvalError> {
        let (mut fl, mut it) = (fl.into_iter(), it.into_iter());
        results
            .iter()
            .map(|(shape, elem)| {
                if *elem == ElemType::I32 {
                    let v = it.next().ok_or_else(|| internal("result count"))?;
                    Ok(Tensor::ints(shape.clone(), *elem, v))
                } else {
                    let v = fl.next().ok_or_else(|| internal("result count"))?;
                    Ok(if elem.is_complex() {
                        Tensor::complex(shape.clone(), *elem, v)
                    } else {
                        Tensor::floats(shape.clone(), *elem, v.into_iter().map(|z| z.re).collect())
                    })
                }
            })
            .collect()
    };
    if call.elem.is_complex() {
        let xs = x
            .iter()
            .map(|t| complex_values(t))
            .collect::<Result<Vec<_>, _>>()?;
        let (fl, it) = run_typed::<C>(call, &xs, &shapes, batch)?;
        build(fl, it)
    } else {
        let xs = x
            .iter()
            .map(|t| float_values(t))
            .collect::<Result<Vec<_>, _>>()?;
        let (fl, it) = run_typed::<f64>(call, &xs, &shapes, batch)?;
        let fl = fl
            .into_iter()
            .map(|v| v.into_iter().map(|x| C::new(x, 0.0)).collect())
            .collect();
        build(fl, it)
    }
}
