#!/usr/bin/env python3
"""Export the structured-op programs of tests/lit/exec/jax_structured.mlir from JAX.

Run once in a Python environment with `jax[cpu]==0.10.2` (`bench/.venv`, which `bench/run.py`
creates, has it); it rewrites every file beside it:

    bench/.venv/bin/python tests/lit/exec/Inputs/jax_structured/export.py

Deterministic (jax 0.10.2, numpy 2): inputs come from a fixed seed. Each module is the StableHLO
text exactly as `jax.jit(f).lower(...).as_text()` prints it; `NAME.in.K.npy` are its inputs and
`NAME.out.K.npy` JAX's outputs on CPU.

sorting: `jnp.sort` along the last axis (with NaNs, infinities, -0.0 and ties), `jnp.argsort`
  along the first, a two-operand `lax.sort` (values carried by integer keys, stable) and `jnp.sort`
  descending of integers.
top_k: `lax.top_k` of a matrix with ties and a NaN (values and indices).
segments: `jax.ops.segment_sum` and `segment_max` with unsorted, repeated segment ids.
maxpool_grad: the gradient of a 2x2/stride-2 max pooling (`select_and_scatter`) with ties inside
  windows, and of a 3x3/stride-2 pooling with padding (windows overlap).
cnn_step: one SGD step of a small CNN (conv, relu, 2x2 max pooling, dense, softmax cross-entropy):
  the loss and the new parameters.
"""

import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261125


def sorting(x, keys, vals, ints):
    a = jnp.sort(x, axis=-1)
    b = jnp.argsort(x, axis=0)
    k2, v2 = lax.sort((keys, vals), num_keys=1, is_stable=True)
    d = -jnp.sort(-ints)
    return a, b, k2, v2, d


def top_k(x):
    return lax.top_k(x, 3)


def segments(data, ids):
    return (
        jax.ops.segment_sum(data, ids, num_segments=4),
        jax.ops.segment_max(data, ids, num_segments=4),
    )


def maxpool(x, window, stride, padding):
    return lax.reduce_window(x, -jnp.inf, lax.max, window, stride, padding)


def maxpool_grad(x, y):
    g1 = jax.grad(lambda v: jnp.sum(maxpool(v, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") ** 2))(x)
    g2 = jax.grad(lambda v: jnp.sum(maxpool(v, (1, 3, 3, 1), (1, 2, 2, 1), "SAME") * 1.5))(y)
    return g1, g2


def cnn_loss(params, x, labels):
    w1, b1, w2, b2 = params
    h = lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    h = jax.nn.relu(h + b1)
    h = maxpool(h, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    h = h.reshape(h.shape[0], -1)
    logits = h @ w2 + b2
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.sum(logp * jax.nn.one_hot(labels, logits.shape[-1]), axis=-1))


def cnn_step(w1, b1, w2, b2, x, labels):
    params = (w1, b1, w2, b2)
    loss, grads = jax.value_and_grad(cnn_loss)(params, x, labels)
    new = tuple(p - 0.1 * g for p, g in zip(params, grads))
    return (loss,) + new


def export(name, fn, args):
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
    f32 = lambda *s: rng.standard_normal(s).astype(np.float32)
    x = np.round(f32(5, 7) * 2) / 2  # halves: plenty of ties
    x[0, 1] = np.nan
    x[1, 2] = np.inf
    x[2, 3] = -np.inf
    x[3, 0] = -0.0
    x[3, 1] = 0.0
    x[4, 5] = -np.nan
    keys = rng.integers(0, 4, size=(3, 9)).astype(np.int32)
    vals = f32(3, 9)
    ints = rng.integers(-50, 50, size=(11,)).astype(np.int32)
    export("sorting", sorting, (x, keys, vals, ints))
    t = np.round(f32(4, 10) * 2) / 2
    t[1, 4] = np.nan
    export("top_k", top_k, (t,))
    ids = np.array([3, 0, 1, 3, 3, 0, 2, 1, 0], np.int32)
    export("segments", segments, (f32(9, 5), ids))
    px = np.round(f32(2, 6, 6, 3) * 2) / 2
    export("maxpool_grad", maxpool_grad, (px, f32(1, 7, 7, 2)))
    export(
        "cnn_step",
        cnn_step,
        (
            0.3 * f32(3, 3, 1, 4),
            np.zeros(4, np.float32),
            0.1 * f32(4 * 4 * 4, 10),
            np.zeros(10, np.float32),
            f32(8, 8, 8, 1),
            rng.integers(0, 10, size=(8,)).astype(np.int32),
        ),
    )


if __name__ == "__main__":
    main()
