#!/usr/bin/env python3
"""Export the LAPACK programs of tests/lit/exec/lapack.mlir from JAX.

Run once in a Python environment with `jax[cpu]==0.10.2` (`bench/.venv` has it); it rewrites every
file beside it:

    bench/.venv/bin/python tests/lit/exec/Inputs/lapack/export.py

Deterministic (jax 0.10.2, numpy 2, x64 enabled): inputs come from a fixed seed. Each module is the
StableHLO text exactly as `jax.jit(f).lower(...).as_text()` prints it (JAX's
`stablehlo.custom_call @lapack_*_ffi` calls with their Shardy `sdy.sharding_rule` attributes,
which the parser keeps as written); `NAME.in.K.npy` are its inputs and `NAME.out.K.npy`
JAX's outputs on CPU. Every program takes f32, f64, complex64 and complex128 operands, some
batched.

potrf: `jnp.linalg.cholesky` (lower) and `jax.scipy.linalg.cholesky(lower=False)`; one matrix of
  a batch is not positive definite (JAX's result: NaNs for it, its neighbour factored).
trsm: `jax.scipy.linalg.solve_triangular` on the left (lower; upper with trans=1 and a unit
  diagonal; lower with trans=2, the adjoint) and `lax.linalg.triangular_solve` on the right; the
  triangle that must not be read holds garbage.
getrf: `jax.scipy.linalg.lu_factor` of square, tall and wide matrices (packed LU and pivots; the
  pivots are unique: no ties) and `jnp.linalg.det`.
qr: `jnp.linalg.qr` (geqrf + orgqr/ungqr), reduced and complete. Real types: Q and R as they are
  (LAPACK's Householder convention is unique). Complex types: only what every QR shares, Q @ R,
  |Q| and |R| (the phases of R's diagonal are a convention).
eigh: `jnp.linalg.eigh` (syevd/heevd): the eigenvalues, |eigenvectors| (unique up to a sign or
  phase per column; the eigenvalues are distinct) and V diag(w) V^H; `jnp.linalg.eigvalsh`.
svd: `jnp.linalg.svd` (gesdd): the singular values, |U[:, :k]|, |Vh[:k]| (k = min(m, n)), U^H U
  and U diag(s) Vh, for full and reduced matrices; `compute_uv=False`.
"""

import os

import jax
import jax.numpy as jnp
import jax.scipy.linalg as sl
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_enable_x64", True)

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261124
TYPES = (np.float32, np.float64, np.complex64, np.complex128)


def potrf(a32, a64, c64, c128):
    outs = []
    for a in (a32, a64, c64, c128):
        outs.append(jnp.linalg.cholesky(a))
        outs.append(sl.cholesky(a, lower=False))
    return tuple(outs)


def trsm(*args):
    outs = []
    for i in range(4):
        a, b, c = args[3 * i : 3 * i + 3]
        outs.append(sl.solve_triangular(a, b, lower=True))
        outs.append(sl.solve_triangular(a, b, lower=False, trans=1, unit_diagonal=True))
        outs.append(sl.solve_triangular(a, b, lower=True, trans=2))
        outs.append(lax.linalg.triangular_solve(a, c, left_side=False, lower=False))
    return tuple(outs)


def getrf(sq32, tall64, wide_c64, sq_c128):
    outs = []
    for a in (sq32, tall64, wide_c64, sq_c128):
        lu, piv = sl.lu_factor(a)
        outs += [lu, piv]
    outs.append(jnp.linalg.det(sq32))
    outs.append(jnp.linalg.det(sq_c128))
    return tuple(outs)


def qr(t32, w64, tc64, bc128):
    outs = []
    for a, mode in ((t32, "reduced"), (w64, "complete"), (tc64, "complete"), (bc128, "reduced")):
        q, r = jnp.linalg.qr(a, mode=mode)
        if jnp.iscomplexobj(a):
            outs += [q @ r, jnp.abs(q), jnp.abs(r)]
        else:
            outs += [q, r]
    return tuple(outs)


def eigh(a32, a64, c64, c128):
    outs = []
    for a in (a32, a64, c64, c128):
        w, v = jnp.linalg.eigh(a)
        rec = (v * w[..., None, :].astype(v.dtype)) @ jnp.conj(jnp.swapaxes(v, -1, -2))
        outs += [w, jnp.abs(v), rec]
    outs.append(jnp.linalg.eigvalsh(a64))
    return tuple(outs)


def svd(t32, w64, tc64, bc128):
    outs = []
    for a, full in ((t32, True), (w64, False), (tc64, True), (bc128, False)):
        u, s, vh = jnp.linalg.svd(a, full_matrices=full)
        k = s.shape[-1]
        uh_u = jnp.conj(jnp.swapaxes(u, -1, -2)) @ u
        rec = (u[..., :, :k] * s[..., None, :].astype(u.dtype)) @ vh[..., :k, :]
        outs += [s, jnp.abs(u[..., :, :k]), jnp.abs(vh[..., :k, :]), uh_u, rec]
    outs.append(jnp.linalg.svd(t32, compute_uv=False))
    return tuple(outs)


def export(name, fn, args):
    # As JAX printed it, Shardy's `sdy.sharding_rule` attributes included.
    text = jax.jit(fn).lower(*args).as_text()
    with open(os.path.join(HERE, f"{name}.mlir"), "w") as f:
        f.write(text)
    outs = jax.jit(fn)(*args)
    outs = tuple(outs) if isinstance(outs, (tuple, list)) else (outs,)
    for k, a in enumerate(args):
        np.save(os.path.join(HERE, f"{name}.in.{k}.npy"), np.asarray(a))
    for k, o in enumerate(outs):
        np.save(os.path.join(HERE, f"{name}.out.{k}.npy"), np.asarray(o))


def main():
    rng = np.random.default_rng(SEED)

    def mat(t, *shape):
        x = rng.standard_normal(shape)
        if np.issubdtype(t, np.complexfloating):
            x = x + 1j * rng.standard_normal(shape)
        return x.astype(t)

    def spd(t, *shape):
        x = mat(t, *shape)
        n = shape[-1]
        return (x @ np.conj(np.swapaxes(x, -1, -2)) + n * np.eye(n)).astype(t)

    def tri(t, *shape):
        # Well conditioned in both triangles (a strong diagonal), so every solve is accurate.
        x = 0.3 * mat(t, *shape)
        return (x + 2 * np.eye(shape[-1])).astype(t)

    # potrf: the f32 batch holds a matrix that is not positive definite.
    bad = spd(np.float32, 2, 3, 3)
    bad[1] = np.array([[1, 2, 0], [2, 1, 0], [0, 0, 1]], np.float32)
    export("potrf", potrf, (bad, spd(np.float64, 4, 4), spd(np.complex64, 2, 3, 3), spd(np.complex128, 3, 3)))

    targs = []
    for t, batch in zip(TYPES, ((), (2,), (2,), ())):
        targs += [tri(t, *batch, 3, 3), mat(t, *batch, 3, 2), mat(t, *batch, 2, 3)]
    export("trsm", trsm, tuple(targs))

    export(
        "getrf",
        getrf,
        (mat(np.float32, 2, 4, 4), mat(np.float64, 5, 3), mat(np.complex64, 3, 5), mat(np.complex128, 3, 3)),
    )
    export(
        "qr",
        qr,
        (mat(np.float32, 2, 4, 3), mat(np.float64, 3, 5), mat(np.complex64, 4, 3), mat(np.complex128, 2, 3, 3)),
    )
    export(
        "eigh",
        eigh,
        (spd(np.float32, 2, 3, 3), spd(np.float64, 4, 4), spd(np.complex64, 3, 3), spd(np.complex128, 2, 3, 3)),
    )
    export(
        "svd",
        svd,
        (mat(np.float32, 4, 3), mat(np.float64, 2, 3, 5), mat(np.complex64, 2, 4, 3), mat(np.complex128, 3, 3)),
    )


if __name__ == "__main__":
    main()
