#!/usr/bin/env python3
"""Export the control-flow programs of tests/lit/exec/jax_control_flow.mlir from JAX.

Run once in a Python environment with `jax[cpu]==0.10.2` (`bench/.venv`, which `bench/run.py`
creates, has it); it rewrites every file beside it:

    bench/.venv/bin/python tests/lit/exec/Inputs/jax_control/export.py

Deterministic (jax 0.10.2, numpy 2): inputs come from a fixed seed. Each module is the StableHLO
text exactly as `jax.jit(f).lower(...).as_text()` prints it; `NAME.in.K.npy` are its inputs and
`NAME.out.K.npy` JAX's outputs on CPU.

gru_scan: a GRU cell over a sequence with `lax.scan` (the loop carries the hidden state; the
  per-step outputs are stacked). Outputs: the last hidden state and every step's.
fori_jacobi: Jacobi iteration for a diagonally dominant system with `lax.fori_loop` (60 steps).
while_newton: Newton's square root with `lax.while_loop` until every element has converged (a
  data-dependent trip count), counting the steps.
cond_switch: `lax.cond` on the sign of a sum and `lax.switch` on an index argument.
dropout: a dropout layer: `jax.random.bernoulli` from a raw `uint32[2]` key (threefry, itself a
  loop), mask and rescale.
"""

import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261124


def gru_scan(xs, h0, wz, uz, wr, ur, wh, uh):
    def step(h, x):
        z = jax.nn.sigmoid(x @ wz + h @ uz)
        r = jax.nn.sigmoid(x @ wr + h @ ur)
        hh = jnp.tanh(x @ wh + (r * h) @ uh)
        h = (1 - z) * h + z * hh
        return h, h

    h, hs = lax.scan(step, h0, xs)
    return h, hs


def fori_jacobi(a, b):
    d = jnp.diag(a)
    r = a - jnp.diag(d)

    def body(_, x):
        return (b - r @ x) / d

    return lax.fori_loop(0, 60, body, jnp.zeros_like(b))


def while_newton(a):
    def cond(s):
        x, _ = s
        return jnp.any(jnp.abs(x * x - a) > 1e-5 * a)

    def body(s):
        x, n = s
        return 0.5 * (x + a / x), n + 1

    return lax.while_loop(cond, body, (a, jnp.int32(0)))


def cond_switch(x, i):
    y = lax.cond(jnp.sum(x) > 0, lambda v: v * 2.0, lambda v: -v, x)
    z = lax.switch(i, [jnp.sin, jnp.cos, lambda v: v * v], y)
    return y, z


def dropout(key, x):
    keep = jax.random.bernoulli(key, 0.75, x.shape)
    return jnp.where(keep, x / 0.75, 0.0)


def export(name, fn, args):
    text = jax.jit(fn).lower(*args).as_text()
    with open(os.path.join(HERE, f"{name}.mlir"), "w") as f:
        f.write(text)
    outs = jax.jit(fn)(*args)
    outs = outs if isinstance(outs, tuple) else (outs,)
    for k, a in enumerate(args):
        np.save(os.path.join(HERE, f"{name}.in.{k}.npy"), np.asarray(a))
    for k, o in enumerate(outs):
        np.save(os.path.join(HERE, f"{name}.out.{k}.npy"), np.asarray(o))


def main():
    rng = np.random.default_rng(SEED)
    f32 = lambda *s: rng.standard_normal(s).astype(np.float32)
    t, bsz, n_in, n_h = 8, 2, 4, 8
    export(
        "gru_scan",
        gru_scan,
        (f32(t, bsz, n_in), np.zeros((bsz, n_h), np.float32))
        + tuple(0.5 * f32(*s) for s in [(n_in, n_h), (n_h, n_h)] * 3),
    )
    a = f32(6, 6) + 8.0 * np.eye(6, dtype=np.float32)
    export("fori_jacobi", fori_jacobi, (a, f32(6)))
    export("while_newton", while_newton, (np.abs(f32(5)) * 10 + 0.5,))
    export("cond_switch", cond_switch, (f32(4), np.int32(2)))
    export("dropout", dropout, (np.asarray(jax.random.PRNGKey(7)), f32(4, 8)))


if __name__ == "__main__":
    main()
