"""Inputs and JAX's expected outputs for tests/lit/exec/{fft,cholesky,triangular_solve}.mlir.

    bench/.venv/bin/python tests/lit/exec/Inputs/linalg/export.py

Each test function takes several inputs and returns several results; `<fn>.in.npy` holds its
inputs one array after another (read with `@file` then `+file`), `<fn>.out.npy` its expected
results. The expected values are JAX's (jax.numpy.fft / lax.fft, lax.linalg.cholesky,
lax.linalg.triangular_solve on CPU: ducc and LAPACK) computed in float64/complex128 from the
inputs and rounded to each result type, which is what the compiler's semantics promise (every
path computes in f64 and rounds once). The triangle of `a` that an op must not read holds
garbage, so reading it would change the result.
"""
import os

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(13)


def save(name, arrays):
    with open(os.path.join(HERE, name), "wb") as f:
        for a in arrays:
            np.save(f, np.ascontiguousarray(a))


def cplx(shape, dtype):
    return (rng.normal(size=shape) + 1j * rng.normal(size=shape)).astype(dtype)


def real(shape, dtype):
    return rng.normal(size=shape).astype(dtype)


def wide(x):
    """x in float64 or complex128."""
    return np.asarray(x).astype(np.complex128 if np.iscomplexobj(x) else np.float64)


# fft: (input, fft_type, lengths, result dtype)
F = lax.FftType
fft_cases = [
    (cplx((2, 5), np.complex64), F.FFT, (5,), np.complex64),
    (cplx((3, 4), np.complex128), F.IFFT, (3, 4), np.complex128),
    (real((2, 6), np.float32), F.RFFT, (6,), np.complex64),
    (cplx((2, 3, 3), np.complex128), F.IRFFT, (2, 3, 4), np.float64),
    (cplx((2, 3), np.complex64), F.IRFFT, (5,), np.float32),
    (real((4, 5), np.float64), F.RFFT, (4, 5), np.complex128),
    (cplx((1, 2, 3, 2), np.complex64), F.IFFT, (2, 3, 2), np.complex64),
]
ins, outs = [], []
for x, t, lengths, rt in fft_cases:
    ins.append(x)
    outs.append(np.asarray(lax.fft(jnp.asarray(wide(x)), t, lengths)).astype(rt))
save("fft.in.npy", ins)
save("fft.out.npy", outs)


def spd(n, batch, dtype):
    """Hermitian positive definite matrices with garbage in the strict upper (lower=True) or lower
    triangle: the true matrix is returned too."""
    c = np.iscomplexobj(np.zeros((), dtype))
    m = cplx(batch + (n, n), np.complex128) if c else real(batch + (n, n), np.float64)
    h = m @ np.conj(np.swapaxes(m, -1, -2)) + n * np.eye(n)
    return h.astype(dtype)


def garble(h, keep_lower):
    """h with the triangle that is not read replaced by other values."""
    junk = 7.5 + np.zeros_like(h)
    mask = np.tril(np.ones(h.shape[-2:], bool)) if keep_lower else np.triu(np.ones(h.shape[-2:], bool))
    return np.where(mask, h, junk).astype(h.dtype)


# cholesky: (matrix, lower, dtype)
chol_cases = [
    (spd(3, (2,), np.float32), True),
    (spd(3, (), np.float64), False),
    (spd(2, (), np.complex64), True),
    (spd(3, (2,), np.complex128), False),
    (spd(3, (), np.float16), True),
    (spd(2, (2,), ml_dtypes.bfloat16), False),
]
ins, outs = [], []
for h, lower in chol_cases:
    ins.append(garble(h, lower))
    hw = h.astype(np.complex128 if np.iscomplexobj(h) else np.float64)
    l = np.asarray(lax.linalg.cholesky(jnp.asarray(hw), symmetrize_input=False))
    l = np.tril(l)
    r = l if lower else np.conj(np.swapaxes(l, -1, -2))
    outs.append(r.astype(h.dtype))
save("cholesky.in.npy", ins)
save("cholesky.out.npy", outs)


def tri(n, batch, dtype, lower):
    c = np.iscomplexobj(np.zeros((), dtype))
    m = cplx(batch + (n, n), np.complex128) if c else real(batch + (n, n), np.float64)
    m = m + 3 * np.eye(n)
    return garble(m.astype(dtype), lower)


# triangular_solve: (a, b, left_side, lower, transpose ('N', 'T', 'C'), unit_diagonal)
ts_cases = [
    (tri(3, (2,), np.float32, True), real((2, 3, 2), np.float32), True, True, "N", False),
    (tri(4, (), np.float64, False), real((3, 4), np.float64), False, False, "T", False),
    (tri(3, (), np.complex64, False), cplx((3, 2), np.complex64), True, False, "C", True),
    (tri(3, (2,), np.complex128, True), cplx((2, 2, 3), np.complex128), False, True, "C", False),
    (tri(3, (), np.float16, True), real((3, 1), np.float16), True, True, "T", False),
    (tri(3, (), ml_dtypes.bfloat16, False), real((2, 3), ml_dtypes.bfloat16), False, False, "N", True),
]
ins, outs = [], []
for a, b, left, lower, tr, unit in ts_cases:
    ins += [a, b]
    # The triangle that is read (and ones on the diagonal for unit_diagonal), in f64.
    aw = a.astype(np.complex128 if np.iscomplexobj(a) else np.float64)
    x = lax.linalg.triangular_solve(
        jnp.asarray(aw),
        jnp.asarray(b.astype(aw.dtype)),
        left_side=left,
        lower=lower,
        transpose_a=tr != "N",
        conjugate_a=tr == "C",
        unit_diagonal=unit,
    )
    outs.append(np.asarray(x).astype(b.dtype))
save("triangular_solve.in.npy", ins)
save("triangular_solve.out.npy", outs)
