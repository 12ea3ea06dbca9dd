#!/usr/bin/env python3
"""Add the structured-op workloads to the corpus: a CNN training step with max pooling (its
gradient is `select_and_scatter`) and a top-k sampler (`chlo.top_k`, a sort), exported from JAX
0.10.2 with their inputs and JAX's outputs, and listed in manifest.json (which bench/run.py and the
corpus tests read).

    bench/.venv/bin/python tests/corpus/export_structured.py

cnn_maxpool_train: one SGD step of a LeNet-like CNN on a batch of 16 28x28 images (conv 3x3x8,
  relu, 2x2 max pooling, conv 3x3x16, relu, 2x2 max pooling, dense 784->10, softmax
  cross-entropy); outputs the loss and the updated parameters.
topk_sampler: top-k sampling (k = 40) from logits of a batch of 32 over a 4096-token vocabulary:
  lax.top_k, temperature softmax over the k candidates, Gumbel-max with noise given as an input;
  outputs the sampled token ids and their probabilities.
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
SEED = 20261125


def maxpool(x):
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")


def conv(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))


def cnn_loss(params, x, labels):
    w1, b1, w2, b2, w3, b3 = params
    h = maxpool(jax.nn.relu(conv(x, w1) + b1))
    h = maxpool(jax.nn.relu(conv(h, w2) + b2))
    logits = h.reshape(h.shape[0], -1) @ w3 + b3
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.sum(logp * jax.nn.one_hot(labels, 10), axis=-1))


def cnn_maxpool_train(w1, b1, w2, b2, w3, b3, x, labels):
    params = (w1, b1, w2, b2, w3, b3)
    loss, grads = jax.value_and_grad(cnn_loss)(params, x, labels)
    return (loss,) + tuple(p - 0.05 * g for p, g in zip(params, grads))


def topk_sampler(logits, noise):
    vals, idx = lax.top_k(logits, 40)
    logp = jax.nn.log_softmax(vals / 0.8, axis=-1)
    gumbel = -jnp.log(-jnp.log(noise))
    choice = jnp.argmax(logp + gumbel, axis=-1)
    token = jnp.take_along_axis(idx, choice[:, None], axis=-1)[:, 0]
    prob = jnp.exp(jnp.take_along_axis(logp, choice[:, None], axis=-1)[:, 0])
    return token, prob


def main():
    rng = np.random.default_rng(SEED)
    f32 = lambda *s, scale=1.0: (scale * rng.standard_normal(s)).astype(np.float32)
    entries = [
        export(
            "cnn_maxpool_train",
            "one SGD step of a LeNet-like CNN with two 2x2 max poolings (select_and_scatter in the backward pass), batch 16, 28x28",
            cnn_maxpool_train,
            (f32(3, 3, 1, 8, scale=0.3), np.zeros(8, np.float32), f32(3, 3, 8, 16, scale=0.1),
             np.zeros(16, np.float32), f32(784, 10, scale=0.05), np.zeros(10, np.float32),
             f32(16, 28, 28, 1), rng.integers(0, 10, size=(16,)).astype(np.int32)),
            ["w1", "b1", "w2", "b2", "w3", "b3", "x", "labels"],
        ),
        export(
            "topk_sampler",
            "top-k sampling (k = 40, temperature 0.8, Gumbel-max) from logits of a batch of 16 over 2048 tokens",
            topk_sampler,
            (f32(16, 2048, scale=3.0),
             rng.uniform(1e-6, 1.0 - 1e-6, size=(16, 40)).astype(np.float32)),
            ["logits", "noise"],
        ),
    ]
    add_to_manifest(entries)

if __name__ == "__main__":
    main()
