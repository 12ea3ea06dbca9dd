#!/usr/bin/env python3
"""Add the control-flow workloads to the corpus: a scan-based RNN and a training loop written with
fori_loop inside jax.jit, exported from JAX 0.10.2 with their inputs and JAX's outputs, and listed in
manifest.json (which bench/run.py and the corpus tests read).

    bench/.venv/bin/python tests/corpus/export_control_flow.py

rnn_scan: a GRU over 32 steps (batch 8, 32 inputs, 128 hidden) with lax.scan; outputs the last
  hidden state and every step's.
train_fori: 20 SGD steps of a 64->128->10 tanh MLP on a fixed batch of 32 (mean squared error),
  the whole loop inside one jit with lax.fori_loop and jax.grad in the body; outputs the trained
  parameters and the final loss.
"""

import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from corpus_export import add_to_manifest, export  # noqa: E402
SEED = 20261124


def rnn_scan(xs, h0, wz, uz, wr, ur, wh, uh):
    def step(h, x):
        z = jax.nn.sigmoid(x @ wz + h @ uz)
        r = jax.nn.sigmoid(x @ wr + h @ ur)
        hh = jnp.tanh(x @ wh + (r * h) @ uh)
        h = (1 - z) * h + z * hh
        return h, h

    return lax.scan(step, h0, xs)


def train_fori(w1, b1, w2, b2, x, y):
    def loss(p):
        w1, b1, w2, b2 = p
        out = jnp.tanh(x @ w1 + b1) @ w2 + b2
        return jnp.mean((out - y) ** 2)

    def body(_, p):
        g = jax.grad(loss)(p)
        return tuple(a - 0.05 * d for a, d in zip(p, g))

    p = lax.fori_loop(0, 20, body, (w1, b1, w2, b2))
    return p + (loss(p),)


def main():
    rng = np.random.default_rng(SEED)
    f32 = lambda *s, scale=1.0: (scale * rng.standard_normal(s)).astype(np.float32)
    entries = [
        export(
            "rnn_scan",
            "GRU over 32 steps with lax.scan, batch 8, 32 inputs, 128 hidden (a stablehlo.while)",
            rnn_scan,
            (f32(32, 8, 32), np.zeros((8, 128), np.float32))
            + tuple(f32(*s, scale=0.2) for s in [(32, 128), (128, 128)] * 3),
            ["xs", "h0", "wz", "uz", "wr", "ur", "wh", "uh"],
        ),
        export(
            "train_fori",
            "20 SGD steps of a 64->128->10 tanh MLP inside one jit with lax.fori_loop and jax.grad",
            train_fori,
            (f32(64, 128, scale=0.1), np.zeros(128, np.float32), f32(128, 10, scale=0.1),
             np.zeros(10, np.float32), f32(32, 64), f32(32, 10)),
            ["w1", "b1", "w2", "b2", "x", "y"],
        ),
    ]
    add_to_manifest(entries)

if __name__ == "__main__":
    main()
