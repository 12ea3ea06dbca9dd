#!/usr/bin/env python3
"""Export the train_mlp example: scikit-learn's handwritten digits, an MLP, and its train step.

Run once (from anywhere) with the project's JAX environment; it rewrites every file beside it:

    /work/jaxenv/bin/python examples/train_mlp/export.py

Deterministic: re-running with jax 0.10.2, scikit-learn 1.9.1 and numpy 2 writes identical files. The
Rust example and test read only what this writes; they need neither Python nor a network.

Data (`data/`):
  x_train.npy (1440x64 f32), y_train.npy (1440 i32), x_test.npy (357x64 f32), y_test.npy (357 i32):
    `sklearn.datasets.load_digits()` (1797 8x8 images, 10 classes; ships with scikit-learn), pixels
    divided by 16 so they lie in [0, 1], shuffled with a fixed seed and split 1440 / 357. 1440 is 45
    batches of 32, so an epoch sees every training sample and no batch is partial.
  params.{w1,b1,w2,b2}.npy: the initial parameters of a 64 -> 64 (relu) -> 10 MLP (He-normal
    weights from a fixed seed, zero biases).
  ref_losses.npy: JAX's losses of the first REF_STEPS train steps (batches 0, 1, 2, ... in order,
    each step on the parameters the previous one produced).

Modules (StableHLO text exactly as `jax.jit(f).lower(...).as_text()` prints it, except for the
argument attributes added by `add_arg_attrs` below; the function is `@main` in each):
  train_step.mlir: (w1, b1, w2, b2, x, y) -> (w1', b1', w2', b2', loss). One SGD step on the mean
    softmax cross-entropy, gradients by `jax.value_and_grad`. Lowered with `donate_argnums=(0, 1,
    2, 3)`, so JAX itself prints `{tf.aliasing_output = N : i32}` on the parameters: their buffers
    receive the new parameters.
  forward.mlir: (w1, b1, w2, b2, x, y) -> (loss, h, p): the loss and the activations the backward
    pass needs: h = relu(x w1 + b1) (32x64) and p = softmax(h w2 + b2) (32x10).
  backward.mlir: (h {abi.consume}, p {abi.consume}, w2, x, y) -> (dw1, db1, dw2, db2). The saved
    activations are handed over: the callee may reuse their memory after its last read of them.
    Written out by hand (the chain rule of forward) and checked here against `jax.grad`.
  update.mlir: (w1 {abi.output = 0 : index}, b1 {abi.output = 1 : index}, ..., dw1, db1, dw2, db2)
    -> (w1', b1', w2', b2'): p' = p - LR * dp, written into p's buffer.
  predict.mlir: (w1, b1, w2, b2, x_test) -> int32 class of each test image (argmax of the logits).

Batch size BATCH = 32, learning rate LR = 0.1.
"""

import os
import re

import jax
import jax.numpy as jnp
import numpy as np
from sklearn.datasets import load_digits

jax.config.update("jax_platforms", "cpu")

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")

SEED = 20240606
N_TRAIN = 1440
BATCH = 32
HIDDEN = 64
CLASSES = 10
LR = np.float32(0.1)
REF_STEPS = 3


# ------------------------------------------------------------------------------------------------
# Data and initial parameters


def load_data():
    digits = load_digits()
    x = (digits.data / 16.0).astype(np.float32)
    y = digits.target.astype(np.int32)
    perm = np.random.default_rng(SEED).permutation(len(x))
    x, y = x[perm], y[perm]
    return x[:N_TRAIN], y[:N_TRAIN], x[N_TRAIN:], y[N_TRAIN:]


def init_params():
    rng = np.random.default_rng(SEED + 1)
    features = 64
    w1 = (rng.standard_normal((features, HIDDEN)) * np.sqrt(2.0 / features)).astype(np.float32)
    b1 = np.zeros((HIDDEN,), np.float32)
    w2 = (rng.standard_normal((HIDDEN, CLASSES)) * np.sqrt(2.0 / HIDDEN)).astype(np.float32)
    b2 = np.zeros((CLASSES,), np.float32)
    return w1, b1, w2, b2


# ------------------------------------------------------------------------------------------------
# The model


def loss_fn(params, x, y):
    w1, b1, w2, b2 = params
    h = jax.nn.relu(x @ w1 + b1)
    logp = jax.nn.log_softmax(h @ w2 + b2, axis=-1)
    onehot = jax.nn.one_hot(y, CLASSES, dtype=jnp.float32)
    return -jnp.mean(jnp.sum(onehot * logp, axis=-1))


def train_step(w1, b1, w2, b2, x, y):
    params = (w1, b1, w2, b2)
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    new = tuple(p - LR * g for p, g in zip(params, grads))
    return new + (loss,)


def forward(w1, b1, w2, b2, x, y):
    h = jax.nn.relu(x @ w1 + b1)
    logp = jax.nn.log_softmax(h @ w2 + b2, axis=-1)
    onehot = jax.nn.one_hot(y, CLASSES, dtype=jnp.float32)
    loss = -jnp.mean(jnp.sum(onehot * logp, axis=-1))
    return loss, h, jnp.exp(logp)


def backward(h, p, w2, x, y):
    # d loss / d logits of the mean cross-entropy: (softmax - onehot) / batch.
    dlogits = (p - jax.nn.one_hot(y, CLASSES, dtype=jnp.float32)) / x.shape[0]
    dw2 = h.T @ dlogits
    db2 = jnp.sum(dlogits, axis=0)
    # relu'(pre) = [pre > 0] = [h > 0] (JAX's relu has derivative 0 at 0 too).
    dpre = (dlogits @ w2.T) * (h > 0).astype(jnp.float32)
    dw1 = x.T @ dpre
    db1 = jnp.sum(dpre, axis=0)
    return dw1, db1, dw2, db2


def update(w1, b1, w2, b2, dw1, db1, dw2, db2):
    return w1 - LR * dw1, b1 - LR * db1, w2 - LR * dw2, b2 - LR * db2


def predict(w1, b1, w2, b2, x):
    h = jax.nn.relu(x @ w1 + b1)
    return jnp.argmax(h @ w2 + b2, axis=-1).astype(jnp.int32)


# ------------------------------------------------------------------------------------------------
# Argument attributes


def add_arg_attrs(text, attrs):
    """Adds attributes to arguments of the public `@main`: `attrs` maps an argument index to the
    attribute text, e.g. {0: "abi.consume", 1: "abi.output = 0 : index"}.

    JAX prints `%argN: tensor<...>` with no attribute dictionary for an argument it does not donate;
    this appends ` {ATTR}` after the type (or adds ATTR to an existing dictionary). Only the line of
    `func.func public @main(` is touched: private helper functions have no ABI, and the compiler
    rejects ABI attributes on them.
    """
    lines = text.split("\n")
    (k,) = [i for i, line in enumerate(lines) if "func.func public @main(" in line]
    line = lines[k]
    for index, attr in attrs.items():
        pattern = re.compile(r"(%arg" + str(index) + r": tensor<[^>]*>)( \{([^}]*)\})?(?=[,)])")
        m = pattern.search(line)
        assert m, f"argument {index} not found in {line!r}"
        if m.group(2):
            new = f"{m.group(1)} {{{m.group(3)}, {attr}}}"
        else:
            new = f"{m.group(1)} {{{attr}}}"
        line = line[: m.start()] + new + line[m.end() :]
    lines[k] = line
    return "\n".join(lines)


# ------------------------------------------------------------------------------------------------


def write(name, text):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(text)


def main():
    os.makedirs(DATA, exist_ok=True)
    x_train, y_train, x_test, y_test = load_data()
    params = init_params()
    for name, a in [("x_train", x_train), ("y_train", y_train), ("x_test", x_test), ("y_test", y_test)]:
        np.save(os.path.join(DATA, f"{name}.npy"), a)
    for name, a in zip(["w1", "b1", "w2", "b2"], params):
        np.save(os.path.join(DATA, f"params.{name}.npy"), a)

    xb, yb = x_train[:BATCH], y_train[:BATCH]
    h = np.zeros((BATCH, HIDDEN), np.float32)
    p = np.zeros((BATCH, CLASSES), np.float32)

    # (a) The donated train step: JAX's own spelling of donation.
    text = jax.jit(train_step, donate_argnums=(0, 1, 2, 3)).lower(*params, xb, yb).as_text()
    for i in range(4):
        assert f"tf.aliasing_output = {i} : i32" in text, f"parameter {i} not donated"
    write("train_step.mlir", text)

    # (b) forward / backward / update, annotated for the compiler's ABI.
    write("forward.mlir", jax.jit(forward).lower(*params, xb, yb).as_text())
    text = jax.jit(backward).lower(h, p, params[2], xb, yb).as_text()
    write("backward.mlir", add_arg_attrs(text, {0: "abi.consume", 1: "abi.consume"}))
    text = jax.jit(update).lower(*params, *params).as_text()
    write("update.mlir", add_arg_attrs(text, {i: f"abi.output = {i} : index" for i in range(4)}))
    write("predict.mlir", jax.jit(predict).lower(*params, x_test).as_text())

    # The hand-written backward is the gradient JAX computes.
    _, h0, p0 = forward(*params, xb, yb)
    want = jax.grad(loss_fn)(params, xb, yb)
    for g, w in zip(backward(h0, p0, params[2], xb, yb), want):
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=1e-5, atol=1e-6)

    # Reference losses: JAX's train step on batches 0, 1, 2, ...
    step = jax.jit(train_step)
    ps, losses = params, []
    for k in range(REF_STEPS):
        s = slice(k * BATCH, (k + 1) * BATCH)
        *ps, loss = step(*ps, x_train[s], y_train[s])
        losses.append(float(loss))
    np.save(os.path.join(DATA, "ref_losses.npy"), np.array(losses, np.float32))

    # For the record: what JAX reaches in 2000 steps (the Rust test's run), batches in order.
    ps = params
    for k in range(2000):
        b = k % (N_TRAIN // BATCH)
        s = slice(b * BATCH, (b + 1) * BATCH)
        *ps, loss = step(*ps, x_train[s], y_train[s])
    accuracy = float(np.mean(np.asarray(jax.jit(predict)(*ps, x_test)) == y_test))
    print(f"reference losses of the first {REF_STEPS} steps: {losses}")
    print(f"JAX after 2000 steps: loss {float(loss):.6f}, test accuracy {accuracy:.4f}")


if __name__ == "__main__":
    main()
