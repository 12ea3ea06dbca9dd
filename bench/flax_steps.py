#!/usr/bin/env python3
"""What a JAX user sees: Flax and optax programs, written the way their users write them, timed per
step through `irvm.jax.jit` beside `jax.jit` in one run (issue 27 item 2), bridge included.

    target/pyenv/bin/python bench/flax_steps.py [--programs a,b] [--steps 20] [--repeat 3]

(`target/pyenv` is the environment the README's test command makes, with the wheel, jax 0.10.2,
flax and optax installed.) Each program's state is built twice from one seed; both jits run the
same batches, warm (the first call, which compiles, is not timed), with the state donated as a
training loop does; a step's time is the best of `--repeat` runs of `--steps` steps, each ended
with `block_until_ready`. The last step's metrics of the two must agree (within float32 rounding
grown over the steps), or the row says MISMATCH. It measures and never fails: not part of CI.

  transformer: a decoder-only LM (vocabulary 256, d 128, 2 layers, 4 heads, sequence 64, batch 8),
               AdamW with clip_by_global_norm and a warmup-cosine schedule;
  cnn:         conv + BatchNorm + ReLU + max pool, conv + ReLU + avg pool, Dropout, dense, on 32
               28x28 images, SGD with momentum;
  lstm:        nn.RNN over an LSTMCell (64) on 16 sequences of 32 steps, regression, Adam;
  sampler:     a lax.scan of 32 steps drawing tokens with top-k (k 40) from a vocabulary of 1,024
               with jax.random.categorical, batch 8.
"""

import argparse
import os
import sys
import time

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import optax  # noqa: E402
from flax import linen as nn  # noqa: E402
from flax.training import train_state  # noqa: E402

import irvm.jax  # noqa: E402


# --- programs ------------------------------------------------------------------------------
class Block(nn.Module):
    d: int
    heads: int

    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=self.heads, qkv_features=self.d,
                                            use_bias=False)(h, mask=mask)
        x = x + h
        h = nn.LayerNorm()(x)
        return x + nn.Dense(self.d)(nn.gelu(nn.Dense(4 * self.d)(h)))


class LM(nn.Module):
    vocab: int = 256
    d: int = 128
    layers: int = 2

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.d)(tokens)
        x = x + self.param("pos", nn.initializers.normal(0.02), (tokens.shape[1], self.d))
        mask = nn.make_causal_mask(tokens)
        for _ in range(self.layers):
            x = Block(self.d, 4)(x, mask)
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


def transformer():
    model = LM()
    schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-3, warmup_steps=10, decay_steps=1000)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=0.01))

    @jax.jit
    def init():
        params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 64), jnp.int32))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def step(state, tokens):
        def loss_fn(params):
            logits = state.apply_fn({"params": params}, tokens[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    r = np.random.default_rng(1)
    batch = lambda: (r.integers(0, 256, (8, 65)).astype(np.int32),)  # noqa: E731
    return init, step, batch


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.max_pool(nn.relu(x), (2, 2), strides=(2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), strides=(2, 2)).reshape((x.shape[0], -1))
        x = nn.Dropout(0.25, deterministic=not train)(x)
        return nn.Dense(10)(x)


class BNState(train_state.TrainState):
    batch_stats: object
    key: jax.Array


def cnn():
    model = CNN()
    tx = optax.sgd(0.05, momentum=0.9)

    @jax.jit
    def init():
        v = model.init(jax.random.PRNGKey(0), jnp.ones((1, 28, 28, 1)), train=False)
        return BNState.create(apply_fn=model.apply, params=v["params"], tx=tx,
                              batch_stats=v["batch_stats"], key=jax.random.PRNGKey(42))

    def step(state, x, y):
        key = jax.random.fold_in(state.key, state.step)

        def loss_fn(params):
            logits, upd = state.apply_fn({"params": params, "batch_stats": state.batch_stats}, x,
                                         train=True, rngs={"dropout": key}, mutable=["batch_stats"])
            return optax.softmax_cross_entropy(logits, jax.nn.one_hot(y, 10)).mean(), upd

        (loss, upd), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=grads, batch_stats=upd["batch_stats"]), loss

    r = np.random.default_rng(2)
    batch = lambda: (r.standard_normal((32, 28, 28, 1)).astype(np.float32),  # noqa: E731
                     r.integers(0, 10, (32,)).astype(np.int32))
    return init, step, batch


class Recurrent(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.RNN(nn.LSTMCell(64))(x)[:, -1])


def lstm():
    model = Recurrent()
    tx = optax.adam(1e-3)

    @jax.jit
    def init():
        params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32, 8)))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def step(state, x, y):
        def loss_fn(params):
            return jnp.mean((state.apply_fn({"params": params}, x)[:, 0] - y) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    r = np.random.default_rng(3)

    def batch():
        x = r.standard_normal((16, 32, 8)).astype(np.float32)
        return x, (x.sum(axis=(1, 2)) * 0.05).astype(np.float32)

    return init, step, batch


def sampler():
    vocab, d, k_top, length = 1024, 64, 40, 32
    r = np.random.default_rng(4)
    params = (r.standard_normal((vocab, d)).astype(np.float32),
              (r.standard_normal((d, d)) * 0.2).astype(np.float32),
              r.standard_normal((d, vocab)).astype(np.float32))

    def init():
        return jax.random.PRNGKey(7)

    def step(key, params, first):
        emb, w, out = params

        def body(carry, _):
            h, tok, key = carry
            key, sub = jax.random.split(key)
            h = jnp.tanh(h @ w + emb[tok])
            top_vals, top_idx = jax.lax.top_k(h @ out / 0.8, k_top)
            choice = jax.random.categorical(sub, top_vals, axis=-1)
            tok = jnp.take_along_axis(top_idx, choice[:, None], axis=-1)[:, 0]
            return (h, tok, key), (tok, jax.nn.logsumexp(top_vals, axis=-1))

        h0 = jnp.zeros((first.shape[0], d))
        (_, _, key), (toks, lse) = jax.lax.scan(body, (h0, first, key), None, length=length)
        return key, jnp.mean(lse)

    params = tuple(jnp.asarray(p) for p in params)
    batch = lambda: (params, np.arange(8, dtype=np.int32))  # noqa: E731
    return init, step, batch


PROGRAMS = {"transformer": transformer, "cnn": cnn, "lstm": lstm, "sampler": sampler}


# --- timing --------------------------------------------------------------------------------
def timed(jitted, init, batches, repeat):
    state = init()
    state, metric = jitted(state, *batches[0])  # compiles
    jax.block_until_ready(metric)
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for b in batches:
            state, metric = jitted(state, *b)
        jax.block_until_ready((state, metric))
        best = min(best, (time.perf_counter() - t0) / len(batches))
    return best, float(metric)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--programs", default=",".join(PROGRAMS), help="comma-separated program names")
    ap.add_argument("--steps", type=int, default=20, help="steps per timed run (default 20)")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per jit; the best is shown")
    a = ap.parse_args()
    names = a.programs.split(",")
    for n in names:
        if n not in PROGRAMS:
            sys.exit(f"bench/flax_steps.py: unknown program {n!r} (known: {', '.join(PROGRAMS)})")
    rows = []
    for n in names:
        init, step, batch = PROGRAMS[n]()
        batches = [batch() for _ in range(a.steps)]
        ours_s, ours_m = timed(irvm.jax.jit(step, donate_argnums=0), init, batches, a.repeat)
        jax_s, jax_m = timed(jax.jit(step, donate_argnums=0), init, batches, a.repeat)
        ok = abs(ours_m - jax_m) <= 1e-3 * max(abs(jax_m), 1e-3)
        rows.append((n, ours_s * 1e3, jax_s * 1e3, ours_s / jax_s, "ok" if ok else
                     f"MISMATCH ({ours_m:.6g} vs {jax_m:.6g})"))
        print(f"{n}: irvm {ours_s * 1e3:.3f} ms/step, jax.jit {jax_s * 1e3:.3f} ms/step", flush=True)
    print()
    print(f"{'program':12} {'irvm.jax.jit ms':>16} {'jax.jit ms':>11} {'ours/JAX':>9}  check")
    for n, o, j, ratio, ok in rows:
        print(f"{n:12} {o:16.3f} {j:11.3f} {ratio:8.2f}x  {ok}")


if __name__ == "__main__":
    main()
