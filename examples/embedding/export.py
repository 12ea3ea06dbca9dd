#!/usr/bin/env python3
"""Export the embedding example: an id-embedding model, its donated train step, and JAX's losses.

Run once (from anywhere) with the project's JAX environment; it rewrites every file beside it:

    /work/jaxenv/bin/python examples/embedding/export.py

Deterministic: re-running with jax 0.10.2 and numpy 2 writes identical files. The Rust example and
test read only what this writes; they need neither Python nor a network.

The task: each of VOCAB = 512 ids must learn its own 9-bit binary code. An id is looked up in a
512x16 embedding table (a gather), its row goes through a shared 16 -> 9 linear layer, and the
output is regressed onto the id's bits written as +1/-1 (squared error, summed over the 9 outputs,
averaged over the batch). Reading the signs of the 9 outputs decodes an id back; the example
reports how many of the 512 ids decode to themselves. Every id's information lives only in its
table row, so the table must learn, and the gradient reaches it only through the scatter-add that
JAX writes for the gather's transpose.

Files:
  train_step.mlir: (table, w, b, ids, y) -> (table', w', b', loss). One SGD step (learning rate
    LR = 0.5) on the loss above, gradients by `jax.value_and_grad`; lowered with
    `donate_argnums=(0, 1, 2)`, so JAX itself prints `{tf.aliasing_output = N : i32}` on the
    table, w and b: their buffers receive the new values. Text exactly as
    `jax.jit(f).lower(...).as_text()` prints it.
  data/params.{table,w,b}.npy: the initial parameters (table N(0, 0.5^2), w N(0, 1/16), b = 0,
    from a fixed seed).
  data/ref_losses.npy: JAX's losses of all STEPS steps of the batches `batch_ids` below, each step
    on the parameters the previous one produced (the Rust driver draws the same batches).

The batches: BATCH = 64 ids a step, drawn uniformly with replacement (so a batch usually repeats a
few ids) by xorshift64 from BATCH_SEED: `s ^= s << 13; s ^= s >> 7; s ^= s << 17` (64-bit), id =
(s >> 32) % VOCAB. The targets are computed from the ids: y[i, k] = +1 if bit k of ids[i] is set,
else -1.
"""

import os

import jax
import jax.numpy as jnp
import numpy as np

jax.config.update("jax_platforms", "cpu")

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")

SEED = 20240607
BATCH_SEED = 0x05EE_D1D5
VOCAB = 512
DIM = 16
BITS = 9  # 2**9 == VOCAB
BATCH = 64
LR = np.float32(0.5)
STEPS = 1000
MASK = (1 << 64) - 1


def init_params():
    rng = np.random.default_rng(SEED)
    table = (rng.standard_normal((VOCAB, DIM)) * 0.5).astype(np.float32)
    w = (rng.standard_normal((DIM, BITS)) / np.sqrt(DIM)).astype(np.float32)
    b = np.zeros((BITS,), np.float32)
    return table, w, b


def batches(steps):
    """The ids of each step, as the Rust driver draws them."""
    s = BATCH_SEED
    out = []
    for _ in range(steps):
        ids = []
        for _ in range(BATCH):
            s ^= (s << 13) & MASK
            s ^= s >> 7
            s ^= (s << 17) & MASK
            ids.append((s >> 32) % VOCAB)
        out.append(np.array(ids, np.int32))
    return out


def targets(ids):
    bits = (ids[:, None] >> np.arange(BITS)[None, :]) & 1
    return (bits * 2 - 1).astype(np.float32)


def loss_fn(table, w, b, ids, y):
    pred = table[ids] @ w + b
    return jnp.mean(jnp.sum((pred - y) ** 2, axis=-1))


def train_step(table, w, b, ids, y):
    loss, (dt, dw, db) = jax.value_and_grad(loss_fn, argnums=(0, 1, 2))(table, w, b, ids, y)
    return table - LR * dt, w - LR * dw, b - LR * db, loss


def main():
    os.makedirs(DATA, exist_ok=True)
    params = init_params()
    for name, a in zip(["table", "w", "b"], params):
        np.save(os.path.join(DATA, f"params.{name}.npy"), a)

    all_ids = batches(STEPS)
    ids0 = all_ids[0]
    text = jax.jit(train_step, donate_argnums=(0, 1, 2)).lower(*params, ids0, targets(ids0)).as_text()
    for i in range(3):
        assert f"tf.aliasing_output = {i} : i32" in text, f"parameter {i} not donated"
    assert '"stablehlo.gather"' in text and '"stablehlo.scatter"' in text
    with open(os.path.join(HERE, "train_step.mlir"), "w") as f:
        f.write(text)

    step = jax.jit(train_step)
    ps, losses = params, []
    for ids in all_ids:
        *ps, loss = step(*ps, ids, targets(ids))
        losses.append(float(loss))
    np.save(os.path.join(DATA, "ref_losses.npy"), np.array(losses, np.float32))

    table, w, b = (np.asarray(p) for p in ps)
    pred = table @ w + b
    decoded = ((pred > 0).astype(np.int64) << np.arange(BITS)).sum(axis=1)
    right = int(np.sum(decoded == np.arange(VOCAB)))
    print(f"JAX: loss {losses[0]:.6f} -> {losses[-1]:.6f} in {STEPS} steps; {right} of {VOCAB} ids decode")


if __name__ == "__main__":
    main()
