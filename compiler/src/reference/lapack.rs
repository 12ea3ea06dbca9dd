//! The LAPACK `stablehlo.custom_call` targets JAX emits on CPU (`views::LapackCall`), as LAPACK's
//! unblocked reference routines compute them (`dpotf2`, `dtrsm`, `dgetf2`, `dgeqr2`, `dorg2r`),
//! written by hand as textbook loops, and the eigen- and singular value decompositions by the
//! Jacobi methods (cyclic Jacobi on the real symmetric embedding of a Hermitian matrix, one-sided
//! Hestenes Jacobi for the SVD): nothing here is shared with the `faer` kernels of the compiled
//! path, so each path checks the other. Eigenvectors and singular vectors are unique only up to a
//! sign or phase per column (and, for repeated values or the completed columns of a full `U`, up
//! to a basis), so tests compare what is unique.
//!
//! Every value is computed in `f64` (complex numbers as two `f64`s) and rounded to the result
//! type once at the end. Matrices are read and written by their logical (row, column) indices:
//! the column-major layouts of the call (checked by the verifier) are the layout the LAPACK kernel
//! sees, not a different meaning.
//!
//! Where LAPACK leaves a result unspecified, both paths write the same thing: a `potrf` that
//! fails (`info > 0`) returns its operand unchanged (LAPACK leaves a partial factor, which JAX
//! replaces with NaNs); the triangle `potrf` does not factor keeps the operand's values.

use super::linalg::{complex_values, float_values, substitute};
use super::tensor::{Tensor, C};
use super::EvalError;
use dialect::types::ElemType;
use dialect::views::{LapackCall, LapackRoutine, SvdMode, TransposeA};
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
    /// `re + i im` (`re` alone for reals).
    fn from_parts(re: f64, im: f64) -> Self;
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
    fn from_parts(re: f64, _im: f64) -> f64 {
        re
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
    fn from_parts(re: f64, im: f64) -> C {
        C::new(re, im)
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
        substitute(&m, n, op_lower == left, r);
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

/// The unit complex number of `x`'s phase (1 for zero).
fn phase<T: Num>(x: T) -> T {
    let a = x.abs();
    if a == 0.0 {
        one()
    } else {
        x / T::real(a)
    }
}

/// Rotates columns `p` and `q` of the row-major `rows x cols` matrix `a`:
/// `(a_p, a_q) := (c a_p - s a_q, s a_p + c a_q)`.
fn rotate<T: Num>(a: &mut [T], rows: usize, cols: usize, p: usize, q: usize, c: f64, s: f64) {
    for k in 0..rows.min(a.len() / cols.max(1)) {
        let (x, y) = (a[k * cols + p], a[k * cols + q]);
        a[k * cols + p] = T::real(c) * x - T::real(s) * y;
        a[k * cols + q] = T::real(s) * x + T::real(c) * y;
    }
}

/// The rotation `(c, s)` that makes two columns with squared norms `alpha`, `beta` and real inner
/// product `g` orthogonal (Golub and Van Loan's symmetric Schur step).
fn jacobi_rotation(alpha: f64, beta: f64, g: f64) -> (f64, f64) {
    let zeta = (beta - alpha) / (2.0 * g);
    let t = zeta.signum() / (zeta.abs() + (1.0 + zeta * zeta).sqrt());
    let c = 1.0 / (1.0 + t * t).sqrt();
    (c, c * t)
}

/// Orthonormal columns (each of length `dim`) extending `cols` to `want` columns, by
/// Gram-Schmidt (applied twice) on the unit vectors.
fn complete<T: Num>(mut cols: Vec<Vec<T>>, dim: usize, want: usize) -> Vec<Vec<T>> {
    let mut e = 0;
    while cols.len() < want && e < dim {
        let mut v: Vec<T> = (0..dim)
            .map(|i| if i == e { one() } else { zero() })
            .collect();
        for _ in 0..2 {
            for c in &cols {
                let d = c
                    .iter()
                    .zip(&v)
                    .fold(zero::<T>(), |a, (x, y)| a + x.conj() * *y);
                for (vi, ci) in v.iter_mut().zip(c) {
                    *vi = *vi - d * *ci;
                }
            }
        }
        let norm = v.iter().map(|x| x.abs() * x.abs()).sum::<f64>().sqrt();
        if norm > 1e-6 {
            cols.push(v.into_iter().map(|x| x / T::real(norm)).collect());
        }
        e += 1;
    }
    cols
}

/// The one-sided (Hestenes) Jacobi SVD of the row-major `m x n` matrix `a` with `m >= n`:
/// singular values (descending), the `n` left singular vectors and the `n x n` right ones, as
/// columns. Each column pair is first given a real inner product by a phase, then rotated.
#[allow(clippy::type_complexity)]
fn jacobi_svd<T: Num>(mut a: Vec<T>, m: usize, n: usize) -> (Vec<f64>, Vec<Vec<T>>, Vec<Vec<T>>) {
    let mut v: Vec<T> = (0..n * n)
        .map(|i| if i / n == i % n { one() } else { zero() })
        .collect();
    let col_dot = |a: &[T], p: usize, q: usize| -> T {
        (0..m).fold(zero::<T>(), |s, k| s + a[k * n + p].conj() * a[k * n + q])
    };
    for _sweep in 0..60 {
        let mut rotated = false;
        for p in 0..n {
            for q in p + 1..n {
                let alpha = col_dot(&a, p, p).re();
                let beta = col_dot(&a, q, q).re();
                let g = col_dot(&a, p, q);
                if g.abs() <= 1e-15 * (alpha * beta).sqrt() || g.abs() == 0.0 {
                    continue;
                }
                rotated = true;
                let ph = phase(g).conj();
                for k in 0..m {
                    a[k * n + q] = a[k * n + q] * ph;
                }
                for k in 0..n {
                    v[k * n + q] = v[k * n + q] * ph;
                }
                let (c, s) = jacobi_rotation(alpha, beta, g.abs());
                rotate(&mut a, m, n, p, q, c, s);
                rotate(&mut v, n, n, p, q, c, s);
            }
        }
        if !rotated {
            break;
        }
    }
    let mut order: Vec<(f64, usize)> = (0..n).map(|j| (col_dot(&a, j, j).re().sqrt(), j)).collect();
    order.sort_by(|x, y| y.0.total_cmp(&x.0));
    let sigma: Vec<f64> = order.iter().map(|o| o.0).collect();
    let mut u = Vec::new();
    for &(sj, j) in &order {
        if sj > 0.0 {
            u.push((0..m).map(|k| a[k * n + j] / T::real(sj)).collect());
        }
    }
    let u = complete(u, m, n);
    let vcols = order
        .iter()
        .map(|&(_, j)| (0..n).map(|k| v[k * n + j]).collect())
        .collect();
    (sigma, u, vcols)
}

/// `gesdd`: singular values, `U` (`m x ucols`) and `V^H` (`vrows x n`), row-major.
#[allow(clippy::type_complexity)]
fn gesdd<T: Num>(a: &Mat<T>, ucols: usize, vrows: usize) -> (Vec<f64>, Vec<T>, Vec<T>) {
    let (m, n) = (a.rows, a.cols);
    // For a wide matrix, the SVD of A^H = U' S V'^H gives A = V' S U'^H.
    let (s, ul, vl) = if m >= n {
        jacobi_svd(a.v.clone(), m, n)
    } else {
        let ah: Vec<T> = (0..n * m).map(|i| a.at(i % m, i / m).conj()).collect();
        let (s, u2, v2) = jacobi_svd(ah, n, m);
        (s, v2, u2)
    };
    let ul = complete(ul, m, ucols);
    let vl = complete(vl, n, vrows);
    let u = (0..m * ucols).map(|i| ul[i % ucols][i / ucols]).collect();
    let vh = (0..vrows * n).map(|i| vl[i / n][i % n].conj()).collect();
    (s, u, vh)
}

/// `syevd`/`heevd`: ascending eigenvalues and eigenvectors (columns, row-major) of the Hermitian
/// matrix read from the `lower` (else upper) triangle, by the cyclic Jacobi method on its real
/// symmetric embedding `[[Re, -Im], [Im, Re]]` (each eigenvalue twice; `x + i y` of an
/// eigenvector `[x; y]` is an eigenvector of the matrix).
fn syevd<T: Num>(a: &Mat<T>, lower: bool) -> (Vec<f64>, Vec<T>) {
    let n = a.rows;
    let h = |i: usize, j: usize| -> T {
        if (i >= j) == lower || i == j {
            a.at(i, j)
        } else {
            a.at(j, i).conj()
        }
    };
    let complex = (0..n * n).any(|i| h(i / n, i % n).im() != 0.0);
    let d = if complex { 2 * n } else { n };
    let mut s: Vec<f64> = vec![0.0; d * d];
    for i in 0..n {
        for j in 0..n {
            let x = h(i, j);
            // The diagonal's imaginary part is ignored, as LAPACK does.
            let im = if i == j { 0.0 } else { x.im() };
            s[i * d + j] = x.re();
            if complex {
                s[i * d + j + n] = -im;
                s[(i + n) * d + j] = im;
                s[(i + n) * d + j + n] = x.re();
            }
        }
    }
    let mut v: Vec<f64> = (0..d * d)
        .map(|i| if i / d == i % d { 1.0 } else { 0.0 })
        .collect();
    for _sweep in 0..60 {
        let off: f64 = (0..d * d)
            .filter(|i| i / d != i % d)
            .map(|i| s[i] * s[i])
            .sum();
        let total: f64 = s.iter().map(|x| x * x).sum();
        if off <= 1e-30 * total || off == 0.0 {
            break;
        }
        for p in 0..d {
            for q in p + 1..d {
                let g = s[p * d + q];
                if g == 0.0 {
                    continue;
                }
                let (c, sn) = jacobi_rotation(s[p * d + p], s[q * d + q], g);
                // S := J^T S J with the rotation of columns (and then rows) p and q.
                rotate(&mut s, d, d, p, q, c, sn);
                for k in 0..d {
                    let (x, y) = (s[p * d + k], s[q * d + k]);
                    s[p * d + k] = c * x - sn * y;
                    s[q * d + k] = sn * x + c * y;
                }
                rotate(&mut v, d, d, p, q, c, sn);
            }
        }
    }
    let mut order: Vec<usize> = (0..d).collect();
    order.sort_by(|&x, &y| s[x * d + x].total_cmp(&s[y * d + y]));
    // With the embedding, each eigenvalue comes twice: one of each pair.
    let picked: Vec<usize> = if complex {
        order.iter().copied().step_by(2).collect()
    } else {
        order
    };
    let w = picked.iter().map(|&j| s[j * d + j]).collect();
    let mut vecs = vec![zero::<T>(); n * n];
    for (c, &j) in picked.iter().enumerate() {
        for i in 0..n {
            let x = v[i * d + j];
            let y = if complex { v[(i + n) * d + j] } else { 0.0 };
            vecs[i * n + c] = T::real(x) + T::real(y) * imag_unit::<T>();
        }
    }
    (w, vecs)
}

/// `i` for complex numbers (0 for reals, where it is never needed).
fn imag_unit<T: Num>() -> T {
    T::from_parts(0.0, 1.0)
}

/// A call's float results (of the call's type or its real type) and its integer results, each
/// concatenated over the batch, in the call's order.
type Computed<T> = (Vec<Vec<T>>, Vec<Vec<i64>>);

/// The results of one call on its batch of matrices (`T` the computing type).
fn run_typed<T: Num>(
    call: &LapackCall,
    x: &[Vec<T>],
    shapes: &[(usize, usize)],
    shapes_u: (usize, usize),
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
            LapackRoutine::Syevd { lower, vectors } => {
                let a = mat(0, b, n, n);
                let (w, v) = syevd(&a, lower);
                push(&mut fl, 0, if vectors { v } else { a.v });
                push(&mut fl, 1, w.into_iter().map(T::real).collect());
                push_i(&mut it, 0, vec![0]);
            }
            LapackRoutine::Gesdd { mode } => {
                let a = mat(0, b, m, n);
                let (ucols, vrows) = (shapes_u.0, shapes_u.1);
                let (s, u, vh) = gesdd(&a, ucols, vrows);
                push(&mut fl, 0, a.v);
                push(&mut fl, 1, s.into_iter().map(T::real).collect());
                if mode == SvdMode::None {
                    push(&mut fl, 2, vec![zero(); m * ucols]);
                    push(&mut fl, 3, vec![zero(); vrows * n]);
                } else {
                    push(&mut fl, 2, u);
                    push(&mut fl, 3, vh);
                }
                push_i(&mut it, 0, vec![0]);
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
    // gesdd's `U` columns and `V^H` rows, from its result types.
    let dim = |i: usize, from_end: usize| -> usize {
        results
            .get(i)
            .and_then(|(s, _)| s.len().checked_sub(from_end).map(|j| s[j]))
            .unwrap_or(0)
    };
    let shapes_u = (dim(2, 1), dim(3, 2));
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
        let (fl, it) = run_typed::<C>(call, &xs, &shapes, shapes_u, batch)?;
        build(fl, it)
    } else {
        let xs = x
            .iter()
            .map(|t| float_values(t))
            .collect::<Result<Vec<_>, _>>()?;
        let (fl, it) = run_typed::<f64>(call, &xs, &shapes, shapes_u, batch)?;
        let fl = fl
            .into_iter()
            .map(|v| v.into_iter().map(|x| C::new(x, 0.0)).collect())
            .collect();
        build(fl, it)
    }
}
