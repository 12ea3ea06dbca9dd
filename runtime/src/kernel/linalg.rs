//! The executor of the linear-algebra library steps: [`Step::Fft`] (through `rustfft`),
//! [`Step::Cholesky`] and [`Step::TriangularSolve`].
//!
//! Each step works on one volume or matrix at a time in its `work` scratch slot, in `f64` (complex
//! numbers as two `f64`s) whatever the element type, and rounds to the result type when it stores.
//! Loads and stores go through [`storage`] a chunk of at most [`CHUNK`] elements at a time. Beyond
//! the scratch slot, the only memory a step takes is `rustfft`'s plans and their scratch (a few
//! times the longest transform length), held for the duration of the step.
//!
//! Memory safety rests on validation ([`super::validate`]): the operands and results hold the
//! elements the step reads and writes, and `work` is a scratch slot of its own of the computing
//! type, large enough, which no other buffer of the step reaches; so it may be held as a Rust slice
//! while the step runs.

use element::lane::{self, Lane, C};
use rustfft::FftPlanner;
use std::ops::{Add, Div, Mul, Neg, Sub};

use super::exec::{Ctx, KernelResult, RawBuf, CHUNK};
use super::ir::*;
use super::storage::{self, Domain};
use crate::host_tensor::ElemType;

/// The working storage `b` as a slice of `n` values of `T` (`f64` or [`C`]).
///
/// # Safety
/// `b` must be a scratch slot that validation checked holds `n` elements of a type laid out as
/// `T` (`f64` for an `f64` slot, two `f64`s for a `c128` one) and that no other buffer of the
/// running step reaches; nothing else may touch it while the slice lives.
pub(super) unsafe fn work_slice<'a, T>(ctx: &Ctx, b: Buf, n: usize) -> Result<&'a mut [T], String> {
    if n == 0 {
        return Ok(&mut []);
    }
    let raw = ctx.buf(b);
    let bytes = n
        .checked_mul(std::mem::size_of::<T>())
        .ok_or("internal: work size")?;
    if raw.len < bytes || !(raw.ptr as usize).is_multiple_of(std::mem::align_of::<T>()) {
        return Err("internal: working storage too small or misaligned".into());
    }
    // SAFETY: the caller's contract: `raw` is `n` properly laid out values of `T` that nothing
    // else touches; size and alignment were checked above.
    Ok(unsafe { std::slice::from_raw_parts_mut(raw.ptr as *mut T, n) })
}

/// Reads elements `start .. start + dst.len()` of `b` (type `t`) into `dst` as complex numbers.
pub(super) fn load_c(b: RawBuf, t: ElemType, start: usize, dst: &mut [C]) -> KernelResult {
    let mut at = 0;
    while at < dst.len() {
        let n = (dst.len() - at).min(CHUNK);
        // SAFETY: the callers read ranges that validation proved inside `b`.
        let l = unsafe { storage::load_contiguous(b, t, start + at, n) }?;
        let d = &mut dst[at..at + n];
        match l {
            Lane::C(v) => d.copy_from_slice(&v[..n]),
            Lane::F(v) => d.iter_mut().zip(v).for_each(|(o, x)| *o = C::new(x, 0.0)),
            Lane::F32(v) => d
                .iter_mut()
                .zip(v)
                .for_each(|(o, x)| *o = C::new(x as f64, 0.0)),
            Lane::I(_) => return Err(format!("internal: {t} in a linear-algebra step")),
        }
        at += n;
    }
    Ok(())
}

/// Reads elements `start .. start + dst.len()` of the float buffer `b` (type `t`) into `dst`.
pub(super) fn load_f(b: RawBuf, t: ElemType, start: usize, dst: &mut [f64]) -> KernelResult {
    let mut at = 0;
    while at < dst.len() {
        let n = (dst.len() - at).min(CHUNK);
        // SAFETY: the callers read ranges that validation proved inside `b`.
        let l = unsafe { storage::load_contiguous(b, t, start + at, n) }?;
        let d = &mut dst[at..at + n];
        match l {
            Lane::F(v) => d.copy_from_slice(&v[..n]),
            Lane::F32(v) => d.iter_mut().zip(v).for_each(|(o, x)| *o = x as f64),
            Lane::C(_) | Lane::I(_) => return Err(format!("internal: {t} read as a float")),
        }
        at += n;
    }
    Ok(())
}

/// Writes `n` values made by `value(i)` (complex numbers; only the real part for a float type)
/// rounded to `t` to elements `start .. start + n` of `b`.
pub(super) fn store(
    b: RawBuf,
    t: ElemType,
    start: usize,
    n: usize,
    value: impl Fn(usize) -> C,
) -> KernelResult {
    let mut at = 0;
    while at < n {
        let m = (n - at).min(CHUNK);
        let mut l = match storage::domain(t) {
            Domain::C => Lane::C((at..at + m).map(&value).collect()),
            Domain::F | Domain::F32 => Lane::F((at..at + m).map(|i| value(i).re).collect()),
            Domain::I => return Err(format!("internal: {t} in a linear-algebra step")),
        };
        lane::narrow(t, &mut l);
        let l = storage::fit(t, l);
        // SAFETY: the callers write ranges that validation proved inside `b`, a writable buffer.
        unsafe { storage::store_contiguous(b, t, start + at, &l, m) }?;
        at += m;
    }
    Ok(())
}

/// Runs a [`Step::Fft`].
#[allow(clippy::too_many_arguments)]
pub fn fft(
    ctx: &Ctx,
    kind: FftKind,
    input: Buf,
    it: ElemType,
    out: Buf,
    ot: ElemType,
    batch: u64,
    lengths: &[u64],
    work: Buf,
) -> KernelResult {
    let dims: Vec<usize> = lengths.iter().map(|&l| l as usize).collect();
    let volume: usize = dims.iter().product();
    if batch == 0 || volume == 0 {
        return Ok(());
    }
    let longest = dims.iter().copied().max().unwrap_or(0);
    let rank = dims.len();
    let last = dims[rank - 1];
    let half = last / 2 + 1;
    let (in_len, out_len) = match kind {
        FftKind::Fft | FftKind::Ifft => (volume, volume),
        FftKind::Rfft => (volume, volume / last * half),
        FftKind::Irfft => (volume / last * half, volume),
    };
    // SAFETY: validation proved `work` a scratch slot of its own of `c128`, `volume + longest`
    // elements.
    let w: &mut [C] = unsafe { work_slice(ctx, work, volume + longest) }?;
    // The guard-page build's check that nothing else reaches the slot while the slice lives.
    let _work = super::borrows::exclusive(w.as_ptr(), w.len(), "linalg work");
    let (vol, line) = w.split_at_mut(volume);
    let mut planner = FftPlanner::<f64>::new();
    let plans: Vec<_> = dims
        .iter()
        .map(|&l| {
            let inverse = matches!(kind, FftKind::Ifft | FftKind::Irfft);
            if inverse {
                planner.plan_fft_inverse(l)
            } else {
                planner.plan_fft_forward(l)
            }
        })
        .collect();
    let scratch_len = plans
        .iter()
        .map(|p| p.get_inplace_scratch_len())
        .max()
        .unwrap_or(0);
    let mut scratch = vec![C::new(0.0, 0.0); scratch_len];
    // Transforms every line along `axis` (of `dims`) of `vol`, in place; only the first `cols`
    // positions of the last axis are transformed when `axis` is not the last (IRFFT's half
    // spectrum).
    let mut along = |vol: &mut [C], axis: usize, cols: usize| {
        let len = dims[axis];
        let inner: usize = dims[axis + 1..].iter().product();
        let outer: usize = dims[..axis].iter().product();
        let scale = if matches!(kind, FftKind::Ifft | FftKind::Irfft) {
            1.0 / len as f64
        } else {
            1.0
        };
        let p = &plans[axis];
        let scratch = &mut scratch[..p.get_inplace_scratch_len()];
        if axis == rank - 1 {
            for l in vol.chunks_exact_mut(len) {
                p.process_with_scratch(l, scratch);
                l.iter_mut().for_each(|x| *x *= scale);
            }
            return;
        }
        for o in 0..outer {
            for i in 0..inner {
                if i % last >= cols {
                    continue;
                }
                let base = o * len * inner + i;
                for (k, x) in line[..len].iter_mut().enumerate() {
                    *x = vol[base + k * inner];
                }
                p.process_with_scratch(&mut line[..len], scratch);
                for (k, x) in line[..len].iter().enumerate() {
                    vol[base + k * inner] = *x * scale;
                }
            }
        }
    };
    let (ib, ob) = (ctx.buf(input), ctx.buf(out));
    for b in 0..batch as usize {
        match kind {
            FftKind::Fft | FftKind::Rfft => {
                load_c(ib, it, b * in_len, vol)?;
                for axis in (0..rank).rev() {
                    along(vol, axis, last);
                }
            }
            FftKind::Ifft => {
                load_c(ib, it, b * in_len, vol)?;
                for axis in 0..rank {
                    along(vol, axis, last);
                }
            }
            FftKind::Irfft => {
                // Each last-axis line of the operand holds X[0 ..= L/2] of a real signal's
                // spectrum: placed at the start of its line, transformed along the outer axes,
                // completed with X[L - k] = conj(X[k]), then transformed along the last axis.
                for l in 0..volume / last {
                    load_c(
                        ib,
                        it,
                        b * in_len + l * half,
                        &mut vol[l * last..l * last + half],
                    )?;
                }
                for axis in 0..rank - 1 {
                    along(vol, axis, half);
                }
                for l in vol.chunks_exact_mut(last) {
                    for k in half..last {
                        l[k] = l[last - k].conj();
                    }
                }
                along(vol, rank - 1, last);
            }
        }
        let v: &[C] = vol;
        match kind {
            FftKind::Fft | FftKind::Ifft | FftKind::Irfft => {
                store(ob, ot, b * out_len, out_len, |i| v[i])?
            }
            FftKind::Rfft => store(ob, ot, b * out_len, out_len, |i| {
                v[i / half * last + i % half]
            })?,
        }
    }
    Ok(())
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
    const ZERO: Self;
    const ONE: Self;
    const NAN: Self;
    fn conj(self) -> Self;
    fn abs2(self) -> f64;
    fn re(self) -> f64;
    fn real(x: f64) -> Self;
    fn to_c(self) -> C;
    fn load(b: RawBuf, t: ElemType, start: usize, dst: &mut [Self]) -> KernelResult;
}

impl Field for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
    const NAN: f64 = f64::NAN;
    fn conj(self) -> f64 {
        self
    }
    fn abs2(self) -> f64 {
        self * self
    }
    fn re(self) -> f64 {
        self
    }
    fn real(x: f64) -> f64 {
        x
    }
    fn to_c(self) -> C {
        C::new(self, 0.0)
    }
    fn load(b: RawBuf, t: ElemType, start: usize, dst: &mut [f64]) -> KernelResult {
        load_f(b, t, start, dst)
    }
}

impl Field for C {
    const ZERO: C = C::new(0.0, 0.0);
    const ONE: C = C::new(1.0, 0.0);
    const NAN: C = C::new(f64::NAN, f64::NAN);
    fn conj(self) -> C {
        C::conj(&self)
    }
    fn abs2(self) -> f64 {
        self.norm_sqr()
    }
    fn re(self) -> f64 {
        self.re
    }
    fn real(x: f64) -> C {
        C::new(x, 0.0)
    }
    fn to_c(self) -> C {
        self
    }
    fn load(b: RawBuf, t: ElemType, start: usize, dst: &mut [C]) -> KernelResult {
        load_c(b, t, start, dst)
    }
}

/// Runs a [`Step::Cholesky`] on element type `t`.
#[allow(clippy::too_many_arguments)]
pub fn cholesky(
    ctx: &Ctx,
    input: Buf,
    out: Buf,
    t: ElemType,
    batch: u64,
    n: u64,
    lower: bool,
    work: Buf,
) -> KernelResult {
    match storage::domain(t) {
        Domain::C => cholesky_in::<C>(ctx, input, out, t, batch, n, lower, work),
        Domain::F | Domain::F32 => cholesky_in::<f64>(ctx, input, out, t, batch, n, lower, work),
        Domain::I => Err(format!("internal: cholesky of {t}")),
    }
}

#[allow(clippy::too_many_arguments)]
fn cholesky_in<T: Field>(
    ctx: &Ctx,
    input: Buf,
    out: Buf,
    t: ElemType,
    batch: u64,
    n: u64,
    lower: bool,
    work: Buf,
) -> KernelResult {
    let n = n as usize;
    let per = n * n;
    // SAFETY: validation proved `work` a scratch slot of its own of the computing type (`f64`,
    // `c128` for complex types) with `n * n` elements.
    let a: &mut [T] = unsafe { work_slice(ctx, work, per) }?;
    // The guard-page build's check that nothing else reaches the slot while the slice lives.
    let _work = super::borrows::exclusive(a.as_ptr(), a.len(), "linalg work");
    let (ib, ob) = (ctx.buf(input), ctx.buf(out));
    for b in 0..batch as usize {
        T::load(ib, t, b * per, a)?;
        // The lower triangle of the Hermitian matrix: the upper one mirrored when that is read.
        if !lower {
            for i in 0..n {
                for j in 0..i {
                    a[i * n + j] = a[j * n + i].conj();
                }
            }
        }
        // Column by column (left-looking), in place in the lower triangle.
        let mut ok = true;
        for j in 0..n {
            let mut d = a[j * n + j].re();
            for k in 0..j {
                d -= a[j * n + k].abs2();
            }
            // Not positive, or NaN.
            if d.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
                ok = false;
                break;
            }
            let djj = d.sqrt();
            a[j * n + j] = T::real(djj);
            for i in j + 1..n {
                let mut s = a[i * n + j];
                for k in 0..j {
                    s = s - a[i * n + k] * a[j * n + k].conj();
                }
                a[i * n + j] = s / T::real(djj);
            }
        }
        let a: &[T] = a;
        store(ob, t, b * per, per, |e| {
            let (i, j) = (e / n, e % n);
            if !ok {
                T::NAN.to_c()
            } else if lower && j <= i {
                a[i * n + j].to_c()
            } else if !lower && i <= j {
                a[j * n + i].conj().to_c()
            } else {
                C::new(0.0, 0.0)
            }
        })?;
    }
    Ok(())
}

/// Runs a [`Step::TriangularSolve`] on element type `t`.
#[allow(clippy::too_many_arguments)]
pub fn triangular_solve(
    ctx: &Ctx,
    t: ElemType,
    a: Buf,
    b: Buf,
    out: Buf,
    batch: u64,
    n: u64,
    rows: u64,
    cols: u64,
    flags: (bool, bool, bool, Transpose),
    work: Buf,
) -> KernelResult {
    let shape = (batch, n, rows, cols);
    match storage::domain(t) {
        Domain::C => solve_in::<C>(ctx, t, a, b, out, shape, flags, work),
        Domain::F | Domain::F32 => solve_in::<f64>(ctx, t, a, b, out, shape, flags, work),
        Domain::I => Err(format!("internal: triangular_solve of {t}")),
    }
}

#[allow(clippy::too_many_arguments)]
fn solve_in<T: Field>(
    ctx: &Ctx,
    t: ElemType,
    a: Buf,
    b: Buf,
    out: Buf,
    (batch, n, rows, cols): (u64, u64, u64, u64),
    (left_side, lower, unit_diagonal, transpose): (bool, bool, bool, Transpose),
    work: Buf,
) -> KernelResult {
    let (n, rows, cols) = (n as usize, rows as usize, cols as usize);
    let (pa, pb) = (n * n, rows * cols);
    // SAFETY: validation proved `work` a scratch slot of its own of the computing type with
    // `n * n + rows * cols` elements.
    let w: &mut [T] = unsafe { work_slice(ctx, work, pa + pb) }?;
    // The guard-page build's check that nothing else reaches the slot while the slice lives.
    let _work = super::borrows::exclusive(w.as_ptr(), w.len(), "linalg work");
    let (ma, x) = w.split_at_mut(pa);
    let (ab, bb, ob) = (ctx.buf(a), ctx.buf(b), ctx.buf(out));
    // op(a) is lower triangular when `a`'s triangle is lower and it is not transposed, or upper
    // and transposed.
    let op_lower = lower == (transpose == Transpose::No);
    for k in 0..batch as usize {
        T::load(ab, t, k * pa, ma)?;
        T::load(bb, t, k * pb, x)?;
        // op(a)(i, j), zero outside its triangle, read from the loaded `a`.
        let m: &[T] = ma;
        let op = |i: usize, j: usize| -> T {
            if i == j && unit_diagonal {
                return T::ONE;
            }
            if i != j && (i > j) != op_lower {
                return T::ZERO;
            }
            match transpose {
                Transpose::No => m[i * n + j],
                Transpose::Transpose => m[j * n + i],
                Transpose::Adjoint => m[j * n + i].conj(),
            }
        };
        if left_side {
            // op(a) x = b, row by row of x: x[i, :] = (b[i, :] - sum_j op(i, j) x[j, :]) / op(i, i).
            let order: Vec<usize> = if op_lower {
                (0..n).collect()
            } else {
                (0..n).rev().collect()
            };
            for (p, &i) in order.iter().enumerate() {
                for &j in &order[..p] {
                    let f = op(i, j);
                    for c in 0..cols {
                        x[i * cols + c] = x[i * cols + c] - f * x[j * cols + c];
                    }
                }
                let d = op(i, i);
                for c in 0..cols {
                    x[i * cols + c] = x[i * cols + c] / d;
                }
            }
        } else {
            // x op(a) = b, column by column of x: x[:, j] = (b[:, j] - sum_i x[:, i] op(i, j)) /
            // op(j, j), from the first column for an upper op(a), from the last for a lower one.
            let order: Vec<usize> = if op_lower {
                (0..n).rev().collect()
            } else {
                (0..n).collect()
            };
            for (p, &j) in order.iter().enumerate() {
                for &i in &order[..p] {
                    let f = op(i, j);
                    for r in 0..rows {
                        x[r * cols + j] = x[r * cols + j] - x[r * cols + i] * f;
                    }
                }
                let d = op(j, j);
                for r in 0..rows {
                    x[r * cols + j] = x[r * cols + j] / d;
                }
            }
        }
        let xs: &[T] = x;
        store(ob, t, k * pb, pb, |e| xs[e].to_c())?;
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

    fn fft_kernel() -> Kernel {
        Kernel {
            name: "fft".into(),
            bindings: vec![decl(ElemType::C64, 8, false), decl(ElemType::C64, 8, true)],
            scratch: vec![decl(ElemType::C128, 16, true)],
            steps: vec![Step::Fft(steps::Fft {
                kind: FftKind::Fft,
                input: Buf::Binding(0),
                out: Buf::Binding(1),
                batch: 1,
                lengths: vec![8],
                work: Buf::Scratch(0),
            })],
        }
    }

    /// The transform of a unit impulse is all ones; of ones, 8 at frequency 0.
    #[test]
    fn fft_of_an_impulse_and_of_ones() {
        let k = validate_kernel(fft_kernel()).unwrap();
        for (input, want) in [
            ([1.0f32, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [1.0f32; 8]),
            ([1.0f32; 8], [8.0f32, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]),
        ] {
            let mut i: Vec<[f32; 2]> = input.iter().map(|&x| [x, 0.0]).collect();
            let mut o = vec![[0f32; 2]; 8];
            let mut w = vec![[0f64; 2]; 16];
            let raw = |p: *mut u8, len: usize| RawBuf { ptr: p, len };
            let ctx = Ctx {
                bindings: &[
                    raw(i.as_mut_ptr() as *mut u8, 64),
                    raw(o.as_mut_ptr() as *mut u8, 64),
                ],
                scratch: &[raw(w.as_mut_ptr() as *mut u8, 256)],
                threads: 1,
            };
            run_kernel(&k, &ctx).unwrap();
            let got: Vec<[f32; 2]> = o.clone();
            let want: Vec<[f32; 2]> = want.iter().map(|&x| [x, 0.0]).collect();
            assert_eq!(got, want);
        }
    }

    /// A tampered step is rejected before it runs: its working storage must be a scratch slot of
    /// its own, of the computing type, large enough; its operands must hold what it reads.
    #[test]
    fn tampered_steps_are_rejected() {
        let with = |f: &dyn Fn(&mut Kernel)| {
            let mut k = fft_kernel();
            f(&mut k);
            validate_kernel(k)
        };
        let set = |k: &mut Kernel, g: &dyn Fn(&mut Step)| g(&mut k.steps[0]);
        assert!(with(
            &|k| set(k, &|s| if let Step::Fft(steps::Fft { work, .. }) = s {
                *work = Buf::Binding(1)
            })
        )
        .is_err());
        assert!(with(&|k| k.scratch[0].elements = 15).is_err());
        assert!(with(&|k| k.scratch[0].dtype = ElemType::F64).is_err());
        assert!(with(
            &|k| set(k, &|s| if let Step::Fft(steps::Fft { lengths, .. }) = s {
                *lengths = vec![16]
            })
        )
        .is_err());
        assert!(with(
            &|k| set(k, &|s| if let Step::Fft(steps::Fft { kind, .. }) = s {
                *kind = FftKind::Rfft
            })
        )
        .is_err());
        assert!(with(
            &|k| set(k, &|s| if let Step::Fft(steps::Fft { lengths, .. }) = s {
                *lengths = vec![2, 2, 1, 2]
            })
        )
        .is_err());
        assert!(with(&|k| k.bindings[1].writable = false).is_err());

        let chol = |work_elems: u64, batch: u64| Kernel {
            name: "cholesky".into(),
            bindings: vec![
                decl(ElemType::F32, 18, false),
                decl(ElemType::F32, 18, true),
            ],
            scratch: vec![decl(ElemType::F64, work_elems, true)],
            steps: vec![Step::Cholesky(steps::Cholesky {
                input: Buf::Binding(0),
                out: Buf::Binding(1),
                batch,
                n: 3,
                lower: true,
                work: Buf::Scratch(0),
            })],
        };
        assert!(validate_kernel(chol(9, 2)).is_ok());
        assert!(validate_kernel(chol(8, 2)).is_err());
        assert!(validate_kernel(chol(9, 3)).is_err());

        let solve = |rows: u64, left_side: bool| Kernel {
            name: "triangular_solve".into(),
            bindings: vec![
                decl(ElemType::C64, 9, false),
                decl(ElemType::C64, 6, false),
                decl(ElemType::C64, 6, true),
            ],
            scratch: vec![decl(ElemType::C128, 15, true)],
            steps: vec![Step::TriangularSolve(steps::TriangularSolve {
                a: Buf::Binding(0),
                b: Buf::Binding(1),
                out: Buf::Binding(2),
                batch: 1,
                n: 3,
                rows,
                cols: 6 / rows,
                left_side,
                lower: true,
                unit_diagonal: false,
                transpose: Transpose::Adjoint,
                work: Buf::Scratch(0),
            })],
        };
        assert!(validate_kernel(solve(3, true)).is_ok());
        assert!(validate_kernel(solve(2, false)).is_ok());
        assert!(validate_kernel(solve(2, true)).is_err());
        assert!(validate_kernel(solve(3, false)).is_err());
    }
}
