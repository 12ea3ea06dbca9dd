#!/usr/bin/env python3
"""Export the mixed-precision programs of tests/lit/exec/jax_*.mlir: JAX models in bf16 and f16.

Run once in a Python environment with `jax[cpu]==0.10.2` and `ml_dtypes` (`python3 -m venv env &&
env/bin/pip install "jax[cpu]==0.10.2" ml_dtypes`); it rewrites every file beside it:

    env/bin/python tests/lit/exec/Inputs/jax_mixed/export.py

Deterministic (jax 0.10.2, ml_dtypes 0.6, numpy 2): inputs come from a fixed seed. Each module is the
StableHLO text exactly as `jax.jit(f).lower(...).as_text()` prints it; `NAME.in.K.npy` are its
inputs (bf16 as ml_dtypes saves it, `<V2`; f16 as `<f2`) and `NAME.out.K.npy` JAX's outputs on CPU.

bf16_mlp: inference of a 2-layer MLP with bf16 weights and activations, as mixed-precision inference
  is written: both matmuls are bf16 x bf16 -> f32 (`preferred_element_type=jnp.float32`), bias, gelu
  (tanh form) and the second layer's input in bf16, softmax in f32. Output: f32 probabilities.
f16_block: a transformer-style block in f16: layer norm (statistics in f32, as flax computes
  them), an f16 x f16 -> f32 matmul rounded back to f16, tanh-gelu, a residual add and exp/log
  (log-sum-exp) in f16. Outputs: the f16 block output and its f16 log-sum-exp per row.
"""

import os

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np

jax.config.update("jax_platforms", "cpu")

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261124


def bf16_mlp(x, w1, b1, w2, b2):
    h = jnp.dot(x, w1, preferred_element_type=jnp.float32) + b1.astype(jnp.float32)
    h = jax.nn.gelu(h, approximate=True).astype(jnp.bfloat16)
    logits = jnp.dot(h, w2, preferred_element_type=jnp.float32) + b2.astype(jnp.float32)
    return jax.nn.softmax(logits, axis=-1)


def f16_block(x, gamma, beta, w):
    xf = x.astype(jnp.float32)
    mean = jnp.mean(xf, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(xf - mean), axis=-1, keepdims=True)
    norm = ((xf - mean) * jax.lax.rsqrt(var + 1e-5)).astype(jnp.float16) * gamma + beta
    y = jnp.dot(norm, w, preferred_element_type=jnp.float32).astype(jnp.float16)
    out = x + jax.nn.gelu(y, approximate=True)
    lse = jnp.log(jnp.sum(jnp.exp(out - jnp.max(out, axis=-1, keepdims=True)), axis=-1))
    return out, lse


def export(name, fn, args):
    text = jax.jit(fn).lower(*args).as_text()
    with open(os.path.join(HERE, f"{name}.mlir"), "w") as f:
        f.write(text)
    outs = fn(*args)
    outs = outs if isinstance(outs, tuple) else (outs,)
    for k, a in enumerate(args):
        np.save(os.path.join(HERE, f"{name}.in.{k}.npy"), np.asarray(a))
    for k, o in enumerate(outs):
        np.save(os.path.join(HERE, f"{name}.out.{k}.npy"), np.asarray(o))
    shapes = ", ".join(f"{np.asarray(o).dtype}{list(np.shape(o))}" for o in outs)
    print(f"{name}: {len(args)} inputs, outputs {shapes}")


def main():
    rng = np.random.default_rng(SEED)
    bf = ml_dtypes.bfloat16

    def normal(shape, scale, dtype):
        return (rng.standard_normal(shape) * scale).astype(dtype)

    export("bf16_mlp", bf16_mlp, (
        normal((8, 32), 1.0, bf),
        normal((32, 64), 32 ** -0.5, bf),
        normal((64,), 0.1, bf),
        normal((64, 10), 64 ** -0.5, bf),
        normal((10,), 0.1, bf),
    ))
    export("f16_block", f16_block, (
        normal((4, 16), 1.0, np.float16),
        (1.0 + normal((16,), 0.1, np.float32)).astype(np.float16),
        normal((16,), 0.1, np.float16),
        normal((16, 16), 16 ** -0.5, np.float16),
    ))


if __name__ == "__main__":
    main()
