//! The executor of [`Step::Lapack`]: the LAPACK routines of the `stablehlo.custom_call
//! @lapack_*_ffi` targets JAX emits on CPU, computed by `faer` (Cholesky, triangular solves, LU
//! with partial pivoting, Householder QR and its `Q`, the self-adjoint eigendecomposition and the
//! SVD), with LAPACK's conventions for what each routine returns (1-based pivot swaps, `info`,
//! `tau`, `V^H`).
//!
//! Each matrix is loaded from storage (row-major, the logical order; the call's column-major
//! layouts are what LAPACK would see, not a different meaning) into the step's `work` scratch slot
//! in `f64` (complex numbers as two `f64`s), factored there with `faer` running sequentially, and
//! rounded to the result type when stored. The rest of the slot is `faer`'s stack (its
//! [`MemStack`]), sized by `faer`'s own scratch functions through [`work_len`], which both the
//! lowering and the validator call. Beyond the slot a step takes only the small lanes of the
//! chunked loads and stores, a row of `potrf`'s result and `getrf`'s pivot bookkeeping.
//!
//! Where LAPACK leaves a result unspecified, this writes what the reference interpreter writes
//! (`compiler/src/reference/lapack.rs`): a failed `potrf` returns its operand unchanged, the
//! triangle `potrf` does not factor keeps the operand's values, `gesdd`'s first result (LAPACK's
//! destroyed `A`) is the operand, the vectors `gesdd`'s mode `'N'` does not compute are zeros, and
//! `syevd`'s first result in mode `'N'` is the operand. JAX's `output_operand_aliases` are not
//! used: every result is written to a buffer of its own (value semantics need no aliasing).
//!
//! One deliberate difference from LAPACK: for complex types `faer`'s Householder reflectors
//! (`I - v v^H / t`, `t` real) leave a complex diagonal in `geqrf`'s `R` where LAPACK's `zlarfg`
//! makes it real. The factors are a valid QR and `orgqr` of them gives the matching `Q`, but they
//! differ from JAX's (and the reference interpreter's) by a phase per column.

use std::mem::MaybeUninit;

use element::lane::{Lane, C};
use faer::dyn_stack::{MemStack, StackReq};
use faer::linalg::{cholesky, evd, householder, lu, qr, svd, triangular_solve};
use faer::reborrow::{Reborrow, ReborrowMut};
use faer::traits::ComplexField;
use faer::{Conj, MatMut, MatRef, Par};

use super::exec::{Ctx, KernelResult, RawBuf};
use super::ir::*;
use super::linalg::{load_c, load_f, store, work_slice};
use super::storage;
use crate::host_tensor::ElemType;

/// The element types of a step's operands and results, and their element counts for `batch`
/// matrices; `Err` names what does not fit. Every count is computed with checked arithmetic.
#[allow(clippy::type_complexity)]
pub fn signature(
    routine: LapackRoutine,
    t: ElemType,
    batch: u64,
    m: u64,
    n: u64,
    k: u64,
) -> Result<(Vec<(ElemType, u64)>, Vec<(ElemType, u64)>), String> {
    let real = match t {
        ElemType::F32 | ElemType::F64 => t,
        ElemType::C64 => ElemType::F32,
        ElemType::C128 => ElemType::F64,
        _ => return Err(format!("a LAPACK step on element type {}", t.name())),
    };
    let count = |dims: &[u64]| -> Result<u64, String> {
        dims.iter()
            .try_fold(batch, |a, &d| a.checked_mul(d))
            .ok_or_else(|| "a LAPACK step's sizes overflow".to_string())
    };
    let mn = m.min(n);
    let info = (ElemType::I32, count(&[])?);
    let a = (t, count(&[m, n])?);
    Ok(match routine {
        LapackRoutine::Potrf { .. } => {
            square(m, n)?;
            (vec![a], vec![a, info])
        }
        LapackRoutine::Trsm { .. } => {
            square(m, n)?;
            // `b` is `n x k` on the left side and `k x n` on the right: `n * k` elements either way.
            let b = (t, count(&[n, k])?);
            (vec![a, b], vec![b])
        }
        LapackRoutine::Getrf => (vec![a], vec![a, (ElemType::I32, count(&[mn])?), info]),
        LapackRoutine::Geqrf => (vec![a], vec![a, (t, count(&[mn])?)]),
        LapackRoutine::Orgqr => {
            if n > m || k > n {
                return Err(format!("orgqr with m {m}, n {n}, k {k}: needs m >= n >= k"));
            }
            (vec![a, (t, count(&[k])?)], vec![a])
        }
        LapackRoutine::Syevd { .. } => {
            square(m, n)?;
            (vec![a], vec![a, (real, count(&[n])?), info])
        }
        LapackRoutine::Gesdd { full, .. } => {
            let (uc, vr) = if full { (m, n) } else { (mn, mn) };
            (
                vec![a],
                vec![
                    a,
                    (real, count(&[mn])?),
                    (t, count(&[m, uc])?),
                    (t, count(&[vr, n])?),
                    info,
                ],
            )
        }
    })
}

fn square(m: u64, n: u64) -> Result<(), String> {
    if m == n {
        Ok(())
    } else {
        Err(format!(
            "a LAPACK step needing square matrices on {m} x {n}"
        ))
    }
}

/// Values of the computing type (`f64`, or complex `f64` for complex element types) in the matrices
/// one matrix of the step needs in `work`, before `faer`'s stack.
fn matrices_len(routine: LapackRoutine, m: usize, n: usize, k: usize) -> Option<usize> {
    let mn = m.min(n);
    match routine {
        LapackRoutine::Potrf { .. } => n.checked_mul(n),
        LapackRoutine::Trsm { .. } => n.checked_mul(n)?.checked_add(n.checked_mul(k)?),
        LapackRoutine::Getrf => m.checked_mul(n),
        LapackRoutine::Geqrf => m.checked_mul(n)?.checked_add(mn),
        // The packed factors, `tau`, and `Q`.
        LapackRoutine::Orgqr => m.checked_mul(n)?.checked_mul(2)?.checked_add(k),
        // The matrix, its eigenvectors and eigenvalues.
        LapackRoutine::Syevd { .. } => n.checked_mul(n)?.checked_mul(2)?.checked_add(n),
        // The matrix, `U` (`m x m`), `V` (`n x n`) and the singular values.
        LapackRoutine::Gesdd { .. } => m
            .checked_mul(n)?
            .checked_add(m.checked_mul(m)?)?
            .checked_add(n.checked_mul(n)?)?
            .checked_add(mn),
    }
}

/// `faer`'s stack for one matrix of the step, computing in `T`.
fn stack_req<T: ComplexField>(routine: LapackRoutine, m: usize, n: usize) -> StackReq {
    let par = Par::Seq;
    match routine {
        LapackRoutine::Potrf { .. } => {
            cholesky::llt::factor::cholesky_in_place_scratch::<T>(n, par, Default::default())
        }
        LapackRoutine::Trsm { .. } => StackReq::EMPTY,
        LapackRoutine::Getrf => StackReq::all_of(&[
            lu::partial_pivoting::factor::lu_in_place_scratch::<usize, T>(
                m,
                n,
                par,
                Default::default(),
            ),
            StackReq::new::<usize>(m),
            StackReq::new::<usize>(m),
        ]),
        LapackRoutine::Geqrf => {
            qr::no_pivoting::factor::qr_in_place_scratch::<T>(m, n, 1, par, Default::default())
        }
        LapackRoutine::Orgqr => {
            householder::apply_block_householder_sequence_on_the_left_in_place_scratch::<T>(m, 1, n)
        }
        LapackRoutine::Syevd { vectors, .. } => evd::self_adjoint_evd_scratch::<T>(
            n,
            if vectors {
                evd::ComputeEigenvectors::Yes
            } else {
                evd::ComputeEigenvectors::No
            },
            par,
            Default::default(),
        ),
        LapackRoutine::Gesdd { vectors, full } => {
            let job = match (vectors, full) {
                (false, _) => svd::ComputeSvdVectors::No,
                (true, true) => svd::ComputeSvdVectors::Full,
                (true, false) => svd::ComputeSvdVectors::Thin,
            };
            svd::svd_scratch::<T>(m, n, job, job, par, Default::default())
        }
    }
}

/// Elements of the `work` slot (of `f64`, or `c128` for complex `t`) a step needs: the matrices
/// of one batch entry and `faer`'s stack. `None` when it overflows. The caller bounds `m`, `n` and
/// `k` first (the validator's work limit), so `faer`'s scratch functions see sensible sizes.
pub fn work_len(routine: LapackRoutine, t: ElemType, m: u64, n: u64, k: u64) -> Option<u64> {
    let (m, n, k) = (
        usize::try_from(m).ok()?,
        usize::try_from(n).ok()?,
        usize::try_from(k).ok()?,
    );
    let (req, size) = if matches!(t, ElemType::C64 | ElemType::C128) {
        (stack_req::<C>(routine, m, n), std::mem::size_of::<C>())
    } else {
        (stack_req::<f64>(routine, m, n), std::mem::size_of::<f64>())
    };
    let stack = req.unaligned_bytes_required().div_ceil(size);
    u64::try_from(matrices_len(routine, m, n, k)?.checked_add(stack)?).ok()
}

/// The computing types: `f64` and complex `f64`, loaded from and stored to any float or complex
/// storage type of their domain.
trait Work: ComplexField + Copy + Default {
    fn load(b: RawBuf, t: ElemType, start: usize, dst: &mut [Self]) -> KernelResult;
    fn to_c(self) -> C;
    fn conj_(self) -> Self;
    fn from_re(x: f64) -> Self;
    fn re_(self) -> f64;
}

impl Work for f64 {
    fn load(b: RawBuf, t: ElemType, start: usize, dst: &mut [f64]) -> KernelResult {
        load_f(b, t, start, dst)
    }
    fn to_c(self) -> C {
        C::new(self, 0.0)
    }
    fn conj_(self) -> f64 {
        self
    }
    fn from_re(x: f64) -> f64 {
        x
    }
    fn re_(self) -> f64 {
        self
    }
}

impl Work for C {
    fn load(b: RawBuf, t: ElemType, start: usize, dst: &mut [C]) -> KernelResult {
        load_c(b, t, start, dst)
    }
    fn to_c(self) -> C {
        self
    }
    fn conj_(self) -> C {
        self.conj()
    }
    fn from_re(x: f64) -> C {
        C::new(x, 0.0)
    }
    fn re_(self) -> f64 {
        self.re
    }
}

/// Writes the integers `v` to elements `start ..` of the `i32` buffer `b`.
fn store_ints(b: RawBuf, start: usize, v: &[i64]) -> KernelResult {
    if v.is_empty() {
        return Ok(());
    }
    // SAFETY: the callers write ranges that validation proved inside `b`, a writable `i32` buffer.
    unsafe { storage::store_contiguous(b, ElemType::I32, start, &Lane::I(v.to_vec()), v.len()) }
}

/// A row-major `rows x cols` view of `v`.
fn view<T: Work>(v: &mut [T], rows: usize, cols: usize) -> MatMut<'_, T> {
    MatMut::from_row_major_slice_mut(v, rows, cols)
}

/// Runs a [`Step::Lapack`] whose operands have element type `t`.
#[allow(clippy::too_many_arguments)]
pub fn run(
    ctx: &Ctx,
    routine: LapackRoutine,
    t: ElemType,
    operands: &[Buf],
    results: &[Buf],
    batch: u64,
    m: u64,
    n: u64,
    k: u64,
    work: Buf,
) -> KernelResult {
    let len = work_len(routine, t, m, n, k).ok_or("internal: LAPACK work size")?;
    let dims = (m as usize, n as usize, k as usize);
    if matches!(t, ElemType::C64 | ElemType::C128) {
        run_in::<C>(ctx, routine, t, operands, results, batch, dims, work, len)
    } else {
        run_in::<f64>(ctx, routine, t, operands, results, batch, dims, work, len)
    }
}

#[allow(clippy::too_many_arguments)]
fn run_in<T: Work>(
    ctx: &Ctx,
    routine: LapackRoutine,
    t: ElemType,
    operands: &[Buf],
    results: &[Buf],
    batch: u64,
    (m, n, k): (usize, usize, usize),
    work: Buf,
    len: u64,
) -> KernelResult {
    let len = usize::try_from(len).map_err(|_| "internal: LAPACK work size")?;
    // SAFETY: validation proved `work` a scratch slot of its own of the computing type (`f64`, or
    // `c128` laid out as two `f64`s like `C`) holding `work_len` elements.
    let w: &mut [T] = unsafe { work_slice(ctx, work, len) }?;
    // The guard-page build's check that nothing else reaches the slot while the slice lives.
    let _work = super::borrows::exclusive(w.as_ptr(), w.len(), "lapack work");
    let mats = matrices_len(routine, m, n, k).ok_or("internal: LAPACK work size")?;
    let (w, rest) = w.split_at_mut(mats);
    let rest_bytes = std::mem::size_of_val(rest);
    // SAFETY: `rest` is initialized memory of the slot, exclusively borrowed here; viewing it as
    // bytes that `faer` may leave uninitialized is sound (every byte pattern is a valid `f64`).
    let bytes: &mut [MaybeUninit<u8>] = unsafe {
        std::slice::from_raw_parts_mut(rest.as_mut_ptr() as *mut MaybeUninit<u8>, rest_bytes)
    };
    let stack = MemStack::new(bytes);
    let buf = |b: Buf| ctx.buf(b);
    let op = |i: usize| -> Result<RawBuf, String> {
        operands
            .get(i)
            .map(|&b| buf(b))
            .ok_or_else(|| "internal: LAPACK operand".to_string())
    };
    let res = |i: usize| -> Result<RawBuf, String> {
        results
            .get(i)
            .map(|&b| buf(b))
            .ok_or_else(|| "internal: LAPACK result".to_string())
    };
    let real = match t {
        ElemType::C64 => ElemType::F32,
        ElemType::C128 => ElemType::F64,
        other => other,
    };
    let par = Par::Seq;
    let mn = m.min(n);
    for b in 0..batch as usize {
        match routine {
            LapackRoutine::Potrf { lower } => {
                let a = &mut w[..n * n];
                T::load(op(0)?, t, b * n * n, a)?;
                // The lower factor of the Hermitian matrix the chosen triangle holds.
                let mut l = view(a, n, n);
                if !lower {
                    for i in 0..n {
                        for j in 0..i {
                            let v = l[(j, i)].conj_();
                            l[(i, j)] = v;
                        }
                    }
                }
                let result = cholesky::llt::factor::cholesky_in_place(
                    l.rb_mut(),
                    Default::default(),
                    par,
                    stack,
                    Default::default(),
                );
                let info = match result {
                    Ok(_) => 0,
                    Err(cholesky::llt::factor::LltError::NonPositivePivot { index }) => {
                        index as i64 + 1
                    }
                };
                // The operand again, with the factor written over the chosen triangle.
                let out = res(0)?;
                let l: &[T] = a;
                store_factor(op(0)?, out, t, b * n * n, n, lower, info == 0, l)?;
                store_ints(res(1)?, b, &[info])?;
            }
            LapackRoutine::Trsm {
                left_side,
                lower,
                transpose,
                unit_diagonal,
            } => {
                let (rows, cols) = if left_side { (n, k) } else { (k, n) };
                let (a, x) = w.split_at_mut(n * n);
                let x = &mut x[..rows * cols];
                T::load(op(0)?, t, b * n * n, a)?;
                T::load(op(1)?, t, b * rows * cols, x)?;
                // Only the chosen triangle of `a` is read (ones on the diagonal for a unit one).
                for i in 0..n {
                    for j in 0..n {
                        if (i != j && (i > j) != lower) || (i == j && unit_diagonal) {
                            a[i * n + j] = if i == j {
                                T::from_re(1.0)
                            } else {
                                T::default()
                            };
                        }
                    }
                }
                let a = MatRef::from_row_major_slice(a, n, n);
                // op(a) as a view, whether it is lower triangular, and whether to conjugate.
                let (opa, op_lower, conj) = match transpose {
                    Transpose::No => (a, lower, Conj::No),
                    Transpose::Transpose => (a.transpose(), !lower, Conj::No),
                    Transpose::Adjoint => (a.transpose(), !lower, Conj::Yes),
                };
                let x = view(x, rows, cols);
                // x op(a) = b is op(a)^T x^T = b^T.
                let (mat, mat_lower, rhs) = if left_side {
                    (opa, op_lower, x)
                } else {
                    (opa.transpose(), !op_lower, x.transpose_mut())
                };
                use triangular_solve as ts;
                match (mat_lower, unit_diagonal) {
                    (true, false) => {
                        ts::solve_lower_triangular_in_place_with_conj(mat, conj, rhs, par)
                    }
                    (true, true) => {
                        ts::solve_unit_lower_triangular_in_place_with_conj(mat, conj, rhs, par)
                    }
                    (false, false) => {
                        ts::solve_upper_triangular_in_place_with_conj(mat, conj, rhs, par)
                    }
                    (false, true) => {
                        ts::solve_unit_upper_triangular_in_place_with_conj(mat, conj, rhs, par)
                    }
                }
                let (_, x) = w.split_at(n * n);
                store(res(0)?, t, b * rows * cols, rows * cols, |i| x[i].to_c())?;
            }
            LapackRoutine::Getrf => {
                let a = &mut w[..m * n];
                T::load(op(0)?, t, b * m * n, a)?;
                let (mut perm, stack) = stack.make_with(m, |i| i);
                let (mut perm_inv, stack) = stack.make_with(m, |i| i);
                let (_, p) = lu::partial_pivoting::factor::lu_in_place(
                    view(a, m, n),
                    &mut perm[..],
                    &mut perm_inv[..],
                    par,
                    stack,
                    Default::default(),
                );
                // LAPACK's pivots: the row swapped with row j at step j (1-based), the sequence of
                // swaps that reorders the rows as `faer`'s permutation does.
                let fwd = p.arrays().0;
                let mut rows: Vec<usize> = (0..m).collect();
                let mut at: Vec<usize> = (0..m).collect();
                let mut ipiv = Vec::with_capacity(mn);
                for (j, &want) in fwd.iter().enumerate().take(mn) {
                    let i = at[want];
                    ipiv.push(i as i64 + 1);
                    let other = rows[j];
                    rows.swap(i, j);
                    at[want] = j;
                    at[other] = i;
                }
                let info = (0..mn)
                    .find(|&j| a[j * n + j] == T::default())
                    .map_or(0, |j| j as i64 + 1);
                store(res(0)?, t, b * m * n, m * n, |i| a[i].to_c())?;
                store_ints(res(1)?, b * mn, &ipiv)?;
                store_ints(res(2)?, b, &[info])?;
            }
            LapackRoutine::Geqrf => {
                let (a, tau) = w.split_at_mut(m * n);
                let tau = &mut tau[..mn];
                T::load(op(0)?, t, b * m * n, a)?;
                qr::no_pivoting::factor::qr_in_place(
                    view(a, m, n),
                    MatMut::from_row_major_slice_mut(tau, 1, mn),
                    par,
                    stack,
                    Default::default(),
                );
                // faer's reflectors are I - v v^H / t; LAPACK's I - tau v v^H.
                let one = T::from_re(1.0);
                for x in tau.iter_mut() {
                    *x = if x.re_().is_infinite() {
                        T::default()
                    } else {
                        one / *x
                    };
                }
                store(res(0)?, t, b * m * n, m * n, |i| a[i].to_c())?;
                store(res(1)?, t, b * mn, mn, |i| tau[i].to_c())?;
            }
            LapackRoutine::Orgqr => {
                let (a, rest) = w.split_at_mut(m * n);
                let (q, rest) = rest.split_at_mut(m * n);
                let tau = &mut rest[..k];
                T::load(op(0)?, t, b * m * n, a)?;
                T::load(op(1)?, t, b * k, tau)?;
                let one = T::from_re(1.0);
                for x in tau.iter_mut() {
                    // LAPACK's tau = 0 (no reflection) is faer's infinite factor.
                    *x = if *x == T::default() {
                        T::from_re(f64::INFINITY)
                    } else {
                        one / *x
                    };
                }
                let mut qm = view(q, m, n);
                for i in 0..m {
                    for j in 0..n {
                        qm[(i, j)] = if i == j { one } else { T::default() };
                    }
                }
                let basis = MatRef::from_row_major_slice(a, m, n);
                householder::apply_block_householder_sequence_on_the_left_in_place_with_conj(
                    basis.get(.., ..k),
                    MatRef::from_row_major_slice(tau, 1, k),
                    Conj::No,
                    qm,
                    par,
                    stack,
                );
                store(res(0)?, t, b * m * n, m * n, |i| q[i].to_c())?;
            }
            LapackRoutine::Syevd { lower, vectors } => {
                let (a, rest) = w.split_at_mut(n * n);
                let (u, s) = rest.split_at_mut(n * n);
                let s = &mut s[..n];
                T::load(op(0)?, t, b * n * n, a)?;
                let mut am = view(a, n, n);
                if !lower {
                    for i in 0..n {
                        for j in 0..i {
                            let v = am[(j, i)].conj_();
                            am[(i, j)] = v;
                        }
                    }
                }
                let ok = evd::self_adjoint_evd(
                    am.rb(),
                    faer::diag::DiagMut::from_slice_mut(s),
                    if vectors { Some(view(u, n, n)) } else { None },
                    par,
                    stack,
                    Default::default(),
                )
                .is_ok();
                if vectors {
                    store(res(0)?, t, b * n * n, n * n, |i| u[i].to_c())?;
                } else {
                    copy(op(0)?, res(0)?, t, b * n * n, n * n, &mut *a)?;
                }
                store(res(1)?, real, b * n, n, |i| s[i].to_c())?;
                store_ints(res(2)?, b, &[if ok { 0 } else { 1 }])?;
            }
            LapackRoutine::Gesdd { vectors, full } => {
                let (a, rest) = w.split_at_mut(m * n);
                let (u, rest) = rest.split_at_mut(m * m);
                let (v, s) = rest.split_at_mut(n * n);
                let s = &mut s[..mn];
                T::load(op(0)?, t, b * m * n, a)?;
                let (uc, vr) = if full { (m, n) } else { (mn, mn) };
                let u = &mut u[..m * uc];
                let v = &mut v[..n * vr];
                let (um, vm) = if vectors {
                    (Some(view(u, m, uc)), Some(view(v, n, vr)))
                } else {
                    (None, None)
                };
                let ok = svd::svd(
                    MatRef::from_row_major_slice(a, m, n),
                    faer::diag::DiagMut::from_slice_mut(s),
                    um,
                    vm,
                    par,
                    stack,
                    Default::default(),
                )
                .is_ok();
                copy(op(0)?, res(0)?, t, b * m * n, m * n, a)?;
                store(res(1)?, real, b * mn, mn, |i| s[i].to_c())?;
                if vectors {
                    store(res(2)?, t, b * m * uc, m * uc, |i| u[i].to_c())?;
                    // V^H: row r, column c is conj(V[c, r]).
                    store(res(3)?, t, b * vr * n, vr * n, |i| {
                        v[(i % n) * vr + i / n].conj_().to_c()
                    })?;
                } else {
                    store(res(2)?, t, b * m * uc, m * uc, |_| C::new(0.0, 0.0))?;
                    store(res(3)?, t, b * vr * n, vr * n, |_| C::new(0.0, 0.0))?;
                }
                store_ints(res(4)?, b, &[if ok { 0 } else { 1 }])?;
            }
        }
    }
    Ok(())
}

/// Copies elements `start .. start + len` of `from` to `to` (both of type `t`) through `tmp`.
fn copy<T: Work>(
    from: RawBuf,
    to: RawBuf,
    t: ElemType,
    start: usize,
    len: usize,
    tmp: &mut [T],
) -> KernelResult {
    let tmp = &mut tmp[..len];
    T::load(from, t, start, tmp)?;
    store(to, t, start, len, |i| tmp[i].to_c())
}

/// Writes `potrf`'s result for one `n x n` matrix at `start`: the operand with the factor `l`
/// (the lower factor, row-major) over the chosen triangle when it succeeded, else the operand.
#[allow(clippy::too_many_arguments)]
fn store_factor<T: Work>(
    operand: RawBuf,
    out: RawBuf,
    t: ElemType,
    start: usize,
    n: usize,
    lower: bool,
    ok: bool,
    l: &[T],
) -> KernelResult {
    // Row by row: the operand's row, then the factor's entries of the chosen triangle.
    let mut row = vec![T::default(); n];
    for i in 0..n {
        T::load(operand, t, start + i * n, &mut row)?;
        if ok {
            for (j, x) in row.iter_mut().enumerate() {
                if lower && j <= i {
                    *x = l[i * n + j];
                } else if !lower && j >= i {
                    *x = l[j * n + i].conj_();
                }
            }
        }
        store(out, t, start + i * n, n, |j| row[j].to_c())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::exec::run_kernel;
    use super::super::validate::validate_kernel;
    use super::*;
    use crate::kernel::steps;

    fn decl(dtype: ElemType, elements: u64, writable: bool) -> BufDecl {
        BufDecl {
            dtype,
            elements,
            writable,
        }
    }

    /// `routine` on one `f64` matrix of `m x n` elements, results declared from the signature.
    fn kernel(routine: LapackRoutine, m: u64, n: u64) -> Kernel {
        let (ops, res) = signature(routine, ElemType::F64, 1, m, n, 0).unwrap();
        let mut bindings: Vec<BufDecl> = ops.iter().map(|&(t, e)| decl(t, e, false)).collect();
        bindings.extend(res.iter().map(|&(t, e)| decl(t, e, true)));
        let work = work_len(routine, ElemType::F64, m, n, 0).unwrap();
        Kernel {
            name: "lapack".into(),
            bindings,
            scratch: vec![decl(ElemType::F64, work, true)],
            steps: vec![Step::Lapack(steps::Lapack {
                routine,
                operands: (0..ops.len() as u32).map(Buf::Binding).collect(),
                results: (ops.len() as u32..(ops.len() + res.len()) as u32)
                    .map(Buf::Binding)
                    .collect(),
                batch: 1,
                m,
                n,
                k: 0,
                work: Buf::Scratch(0),
            })],
        }
    }

    /// Runs `k` on the `f64` matrix `a`; the float result and the integer results.
    fn run(k: &Kernel, a: &[f64]) -> (Vec<f64>, Vec<Vec<i32>>) {
        let k = &validate_kernel(k.clone()).unwrap();
        let mut a = a.to_vec();
        let mut out = vec![0f64; a.len()];
        let mut ints: Vec<Vec<i32>> = k.bindings[2..]
            .iter()
            .map(|d| vec![0; d.elements as usize])
            .collect();
        let mut w = vec![0f64; k.scratch[0].elements as usize];
        let raw = |p: *mut u8, len: usize| RawBuf { ptr: p, len };
        let mut bindings = vec![
            raw(a.as_mut_ptr() as *mut u8, a.len() * 8),
            raw(out.as_mut_ptr() as *mut u8, out.len() * 8),
        ];
        for v in &mut ints {
            bindings.push(raw(v.as_mut_ptr() as *mut u8, v.len() * 4));
        }
        let ctx = Ctx {
            bindings: &bindings,
            scratch: &[raw(w.as_mut_ptr() as *mut u8, w.len() * 8)],
            threads: 1,
        };
        run_kernel(k, &ctx).unwrap();
        (out, ints)
    }

    /// By hand: [[4, 2], [2, 5]] = L L^T with L = [[2, 0], [1, 2]]; the upper triangle keeps the
    /// operand's 2. [[1, 2], [2, 1]] is not positive definite at column 2: info 2, the operand.
    #[test]
    fn potrf_by_hand() {
        let k = kernel(LapackRoutine::Potrf { lower: true }, 2, 2);
        assert_eq!(
            run(&k, &[4.0, 2.0, 2.0, 5.0]),
            (vec![2.0, 2.0, 1.0, 2.0], vec![vec![0]])
        );
        assert_eq!(
            run(&k, &[1.0, 2.0, 2.0, 1.0]),
            (vec![1.0, 2.0, 2.0, 1.0], vec![vec![2]])
        );
    }

    /// By hand: [[1, 2], [3, 4]] pivots on row 2 (ipiv [2, 2]): L = [[1, 0], [1/3, 1]],
    /// U = [[3, 4], [0, 2/3]]; a zero column gives info 1.
    #[test]
    fn getrf_by_hand() {
        let k = kernel(LapackRoutine::Getrf, 2, 2);
        let (lu, ints) = run(&k, &[1.0, 2.0, 3.0, 4.0]);
        assert_eq!(ints, vec![vec![2, 2], vec![0]]);
        let want = [3.0, 4.0, 1.0 / 3.0, 2.0 - 4.0 / 3.0];
        assert!(
            lu.iter().zip(want).all(|(x, y)| (x - y).abs() < 1e-15),
            "{lu:?}"
        );
        assert_eq!(run(&k, &[0.0, 2.0, 0.0, 4.0]).1[1], vec![1]);
    }

    /// A tampered step is rejected before it runs.
    #[test]
    fn tampered_lapack_steps_are_rejected() {
        let with = |f: &dyn Fn(&mut Kernel)| {
            let mut k = kernel(LapackRoutine::Getrf, 3, 3);
            f(&mut k);
            validate_kernel(k)
        };
        let set = |k: &mut Kernel, g: &dyn Fn(&mut Step)| g(&mut k.steps[0]);
        assert!(with(&|_| ()).is_ok());
        assert!(with(&|k| k.scratch[0].elements -= 1).is_err());
        assert!(with(&|k| k.scratch[0].dtype = ElemType::C128).is_err());
        assert!(with(&|k| k.bindings[2].writable = false).is_err());
        assert!(with(&|k| k.bindings[2].dtype = ElemType::I64).is_err());
        assert!(with(&|k| k.bindings[0].elements = 8).is_err());
        assert!(with(&|k| set(
            k,
            &|s| if let Step::Lapack(steps::Lapack { work, .. }) = s {
                *work = Buf::Binding(1)
            }
        ))
        .is_err());
        assert!(with(&|k| set(
            k,
            &|s| if let Step::Lapack(steps::Lapack { results, .. }) = s {
                results.pop();
            }
        ))
        .is_err());
        assert!(with(
            &|k| set(k, &|s| if let Step::Lapack(steps::Lapack { m, .. }) = s {
                *m = u64::MAX
            })
        )
        .is_err());
        assert!(with(&|k| set(
            k,
            &|s| if let Step::Lapack(steps::Lapack { routine, .. }) = s {
                *routine = LapackRoutine::Potrf { lower: true }
            }
        ))
        .is_err());
        assert!(with(&|k| set(
            k,
            &|s| if let Step::Lapack(steps::Lapack { batch, .. }) = s {
                *batch = 2
            }
        ))
        .is_err());
    }
}
