"""A held-out set of Flax / optax / JAX programs, written the way their users write them, run for
several steps through ``irvm.jax.jit`` and through ``jax.jit``: every step's metrics and the final
state must agree, each loop compiles once, and the ordinary logging and evaluation idioms
(``float(loss)``, f-strings, ``.item()``, ``jax.tree.map`` over results, ``jax.device_get``,
``model.apply`` with the returned parameters, passing results to ``jnp`` and to ``jax.jit``) run
on our results unchanged (issue 28, "Checked by").

Each program builds its state twice from the same seed (once per path: donation deletes what it
is given), runs the same batches through both and compares leaf by leaf. Tolerances are float32
rounding grown over a few steps; the bf16 program's are bf16's.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Sequence

import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="the programs need jax")
flax = pytest.importorskip("flax", reason="the held-out programs are Flax programs")
optax = pytest.importorskip("optax", reason="the held-out programs train with optax")
import jax.numpy as jnp  # noqa: E402
from flax import linen as nn  # noqa: E402
from flax import nnx  # noqa: E402
from flax.training import train_state  # noqa: E402

import irvm.jax  # noqa: E402

jax.config.update("jax_platforms", "cpu")

# XLA compilations, counted as JAX reports them (jax.jit's own cache size counts a Python scalar
# and a JAX array of the same type as two entries that share one executable).
_xla_compiles = [0]


def _count_compile(event: str, _duration: float, **_kw: Any) -> None:
    if event == "/jax/core/compile/backend_compile_duration":
        _xla_compiles[0] += 1


jax.monitoring.register_event_duration_secs_listener(_count_compile)


# ---------------------------------------------------------------------------------------------
# The harness


def _leaves_with_paths(tree: Any) -> list[tuple[str, Any]]:
    flat, _ = jax.tree_util.tree_flatten_with_path(tree)
    return [(jax.tree_util.keystr(p), x) for p, x in flat]


def _host(x: Any) -> np.ndarray:
    if jax.dtypes.issubdtype(x.dtype, jax.dtypes.prng_key):
        return np.asarray(jax.random.key_data(x))
    a = np.asarray(x)
    if a.dtype.kind == "V" or a.dtype.name == "bfloat16":
        return a.astype(np.float32)
    return a


def assert_trees_close(ours: Any, ref: Any, *, rtol: float, atol: float, what: str) -> None:
    """Same paths, shapes and dtypes; values within tolerance; every array leaf of ours a jax.Array."""
    a, b = _leaves_with_paths(ours), _leaves_with_paths(ref)
    assert [p for p, _ in a] == [p for p, _ in b], f"{what}: pytree paths differ"
    for (path, x), (_, y) in zip(a, b):
        if isinstance(y, jax.Array):
            assert isinstance(x, jax.Array), f"{what}{path}: {type(x).__name__}, not a jax.Array"
            assert x.shape == y.shape and x.dtype == y.dtype, (
                f"{what}{path}: {x.dtype}{list(x.shape)} vs jax.jit's {y.dtype}{list(y.shape)}"
            )
        hx, hy = _host(x), _host(y)
        if hx.dtype.kind in "biu":
            np.testing.assert_array_equal(hx, hy, err_msg=f"{what}{path}")
        else:
            np.testing.assert_allclose(hx, hy, rtol=rtol, atol=atol, err_msg=f"{what}{path}")


def train_both(
    step: Callable,
    init: Callable[[], Any],
    batches: Sequence[tuple],
    *,
    rtol: float = 2e-4,
    atol: float = 2e-5,
    donate_argnums: Any = 0,
    static_argnums: Any = (),
    static_args: tuple = (),
    compilations: int = 1,
) -> tuple[Any, Any, list, list]:
    """``state, metrics = step(*static_args, state, *batch)`` for every batch through both jits;
    metrics compared at every step, the state at the end; as many compilations as jax.jit's
    (``compilations``). Returns (our state, jax.jit's state, our metrics per step, jax.jit's)."""
    ours = irvm.jax.jit(step, donate_argnums=donate_argnums, static_argnums=static_argnums)
    ref = jax.jit(step, donate_argnums=donate_argnums, static_argnums=static_argnums)
    s_ours, s_ref = init(), init()
    m_ours, m_ref = [], []
    ref_compiles = 0
    for k, batch in enumerate(batches):
        s_ours, mo = ours(*static_args, s_ours, *batch)
        before = _xla_compiles[0]
        s_ref, mr = ref(*static_args, s_ref, *batch)
        ref_compiles += _xla_compiles[0] - before
        assert_trees_close(mo, mr, rtol=rtol, atol=atol, what=f"step {k} metrics")
        m_ours.append(mo)
        m_ref.append(mr)
    assert_trees_close(s_ours, s_ref, rtol=rtol * 10, atol=atol * 10, what="final state")
    assert ref_compiles == compilations, f"jax.jit compiled {ref_compiles} times"
    assert ours.compilations == compilations, f"{ours.compilations} compilations, not {compilations}"
    return s_ours, s_ref, m_ours, m_ref


def check_logging(
    loss: Any, ref_loss: Any, params: Any, ref_params: Any, rtol: float = 1e-4, msgpack=True
):
    """What a training loop's logging and evaluation code does with a step's results."""
    assert float(loss) == pytest.approx(float(ref_loss), rel=rtol, abs=1e-6)
    assert f"step loss {loss:.2f}" == f"step loss {ref_loss:.2f}" or abs(
        float(loss) - float(ref_loss)
    ) < 1e-2
    assert loss.item() == pytest.approx(ref_loss.item(), rel=rtol, abs=1e-6)
    assert isinstance(str(loss), str) and "DeviceArray" not in repr(loss)
    assert loss.block_until_ready() is loss
    # Eager JAX on the results (each op compiles once per shape, so few and cheap ones).
    halved = jax.tree.map(lambda p: p * 0.5, params)
    # (atol: a few parameters have a zero gradient in exact arithmetic, the attention's key bias
    # for one, and Adam scales the rounding noise there up to the learning rate.)
    assert_trees_close(
        halved, jax.tree.map(lambda p: _host(p) * 0.5, ref_params), rtol=rtol * 10, atol=1e-3,
        what="jax.tree.map",
    )
    host = jax.device_get(params)
    assert all(isinstance(h, np.ndarray) for h in jax.tree_util.tree_leaves(host))
    ref_norm = np.sqrt(sum(np.sum(_host(p).astype(np.float64) ** 2) for p in jax.tree_util.tree_leaves(ref_params)))
    assert float(jax.jit(optax.tree.norm)(params)) == pytest.approx(ref_norm, rel=1e-3)
    # Results go into another jax.jit function, and serialize as Flax checkpoints do.
    doubled = jax.jit(lambda t: jax.tree.map(lambda a: a * 2, t))(params)
    assert_trees_close(
        doubled, jax.tree.map(lambda a: _host(a) * 2, ref_params), rtol=rtol * 10, atol=1e-3,
        what="2x",
    )
    if msgpack:
        restored = flax.serialization.from_bytes(params, flax.serialization.to_bytes(params))
        assert_trees_close(restored, host, rtol=0, atol=0, what="msgpack round trip")


def rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def classification_batches(seed, n, batch, shape, classes):
    r = rng(seed)
    return [
        (
            r.standard_normal((batch, *shape)).astype(np.float32),
            r.integers(0, classes, batch).astype(np.int32),
        )
        for _ in range(n)
    ]


# ---------------------------------------------------------------------------------------------
# 1. Flax Linen MLP, TrainState, Adam


class MLP(nn.Module):
    features: Sequence[int]

    @nn.compact
    def __call__(self, x):
        for f in self.features[:-1]:
            x = nn.relu(nn.Dense(f)(x))
        return nn.Dense(self.features[-1])(x)


def test_linen_mlp_trainstate_adam():
    model = MLP([32, 32, 10])
    tx = optax.adam(1e-2)

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16)))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def train_step(state, x, y):
        def loss_fn(params):
            logits = state.apply_fn({"params": params}, x)
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
            return loss, logits

        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        state = state.apply_gradients(grads=grads)
        acc = jnp.mean(jnp.argmax(logits, -1) == y)
        return state, {"loss": loss, "accuracy": acc}

    batches = classification_batches(1, 6, 32, (16,), 10)
    s, s_ref, m, m_ref = train_both(train_step, init, batches)
    assert int(s.step) == 6 and s.step.dtype == s_ref.step.dtype
    check_logging(m[-1]["loss"], m_ref[-1]["loss"], s.params, s_ref.params)
    print(f"step {int(s.step)}: loss {m[-1]['loss']:.4f} acc {m[-1]['accuracy']:.2%}")
    # Evaluation with the returned parameters, outside any jit.
    x = batches[0][0]
    np.testing.assert_allclose(
        model.apply({"params": s.params}, x), model.apply({"params": s_ref.params}, x),
        rtol=1e-3, atol=1e-4,
    )
    assert float(m[-1]["loss"]) < float(m[0]["loss"])


# ---------------------------------------------------------------------------------------------
# 2. CNN with BatchNorm (mutable batch_stats) and Dropout


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = nn.Conv(16, (3, 3))(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dropout(0.25, deterministic=not train)(x)
        return nn.Dense(10)(x)


class BNState(train_state.TrainState):
    batch_stats: Any
    key: jax.Array


def test_cnn_batchnorm_dropout():
    model = CNN()
    tx = optax.sgd(0.05, momentum=0.9)

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 12, 12, 1)), train=False)
        return BNState.create(
            apply_fn=model.apply, params=variables["params"], tx=tx,
            batch_stats=variables["batch_stats"], key=jax.random.PRNGKey(42),
        )

    def train_step(state, x, y):
        dropout_key = jax.random.fold_in(state.key, state.step)

        def loss_fn(params):
            logits, updates = state.apply_fn(
                {"params": params, "batch_stats": state.batch_stats}, x, train=True,
                rngs={"dropout": dropout_key}, mutable=["batch_stats"],
            )
            loss = optax.softmax_cross_entropy(logits, jax.nn.one_hot(y, 10)).mean()
            return loss, (logits, updates)

        (loss, (logits, updates)), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        state = state.apply_gradients(grads=grads, batch_stats=updates["batch_stats"])
        return state, {"loss": loss, "correct": jnp.sum(jnp.argmax(logits, -1) == y)}

    batches = classification_batches(2, 5, 16, (12, 12, 1), 10)
    s, s_ref, m, m_ref = train_both(train_step, init, batches, rtol=1e-3, atol=1e-4)
    check_logging(m[-1]["loss"], m_ref[-1]["loss"], s.params, s_ref.params, rtol=1e-3)
    assert m[-1]["correct"].dtype == jnp.int32 and int(m[-1]["correct"]) == int(m_ref[-1]["correct"])
    # Evaluation mode with the returned running statistics.
    x = batches[0][0]
    evaluate = jax.jit(model.apply, static_argnames="train")
    ev = evaluate({"params": s.params, "batch_stats": s.batch_stats}, x, train=False)
    ev_ref = evaluate({"params": s_ref.params, "batch_stats": s_ref.batch_stats}, x, train=False)
    np.testing.assert_allclose(ev, ev_ref, rtol=1e-2, atol=1e-3)


# ---------------------------------------------------------------------------------------------
# 3. A small Transformer: AdamW, clip_by_global_norm, warmup-cosine schedule


class Block(nn.Module):
    d: int
    heads: int

    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        # No biases in the attention (as in most current LMs; the key bias would have a zero
        # gradient in exact arithmetic, which AdamW turns into learning-rate-sized noise).
        h = nn.MultiHeadDotProductAttention(
            num_heads=self.heads, qkv_features=self.d, use_bias=False
        )(h, mask=mask)
        x = x + h
        h = nn.LayerNorm()(x)
        h = nn.Dense(self.d)(nn.gelu(nn.Dense(4 * self.d)(h)))
        return x + h


class TinyLM(nn.Module):
    vocab: int = 32
    d: int = 16
    layers: int = 2

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.d)(tokens)
        pos = self.param("pos", nn.initializers.normal(0.02), (tokens.shape[1], self.d))
        x = x + pos
        mask = nn.make_causal_mask(tokens)
        for _ in range(self.layers):
            x = Block(self.d, 2)(x, mask)
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


def test_transformer_adamw_clipping_warmup_cosine():
    model = TinyLM()
    schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=2, decay_steps=10)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=0.01))

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8), jnp.int32))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def train_step(state, tokens):
        def loss_fn(params):
            logits = state.apply_fn({"params": params}, tokens[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), {
            "loss": loss, "grad_norm": optax.tree.norm(grads), "lr": schedule(state.step),
        }

    r = rng(3)
    batches = [(r.integers(0, 32, (4, 9)).astype(np.int32),) for _ in range(5)]
    s, s_ref, m, m_ref = train_both(train_step, init, batches, rtol=1e-3, atol=1e-4)
    check_logging(m[-1]["loss"], m_ref[-1]["loss"], s.params, s_ref.params, rtol=1e-3)
    assert [f"{x['lr']:.2e}" for x in m] == [f"{x['lr']:.2e}" for x in m_ref]
    evaluate = jax.jit(model.apply)
    logits = evaluate({"params": s.params}, batches[0][0][:, :-1])
    ref_logits = evaluate({"params": s_ref.params}, batches[0][0][:, :-1])
    np.testing.assert_allclose(logits, ref_logits, rtol=1e-2, atol=1e-3)


# ---------------------------------------------------------------------------------------------
# 4. nn.RNN with LSTM and GRU cells


class Recurrent(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.RNN(nn.LSTMCell(16))(x)
        x = nn.RNN(nn.GRUCell(12))(x)
        return nn.Dense(1)(x[:, -1])


def test_rnn_lstm_and_gru_cells():
    model = Recurrent()
    tx = optax.rmsprop(3e-3)

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 7, 3)))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def train_step(state, x, y):
        def loss_fn(params):
            return jnp.mean((state.apply_fn({"params": params}, x)[:, 0] - y) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    r = rng(4)
    batches = []
    for _ in range(5):
        x = r.standard_normal((8, 7, 3)).astype(np.float32)
        batches.append((x, x.sum(axis=(1, 2)).astype(np.float32) * 0.1))
    s, s_ref, m, m_ref = train_both(train_step, init, batches, rtol=1e-3, atol=1e-4)
    check_logging(m[-1], m_ref[-1], s.params, s_ref.params, rtol=1e-3)
    assert [round(float(v), 4) for v in m] == pytest.approx([round(float(v), 4) for v in m_ref], abs=2e-4)


# ---------------------------------------------------------------------------------------------
# 5. optax.MultiSteps (gradient accumulation)


def test_optax_multisteps_gradient_accumulation():
    model = MLP([16, 4])
    tx = optax.MultiSteps(optax.adam(1e-2), every_k_schedule=3)

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        params = model.init(jax.random.PRNGKey(1), jnp.ones((1, 8)))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def train_step(state, x, y):
        def loss_fn(params):
            logits = state.apply_fn({"params": params}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        state = state.apply_gradients(grads=grads)
        return state, {"loss": loss, "mini_step": state.opt_state.mini_step}

    batches = classification_batches(5, 7, 8, (8,), 4)
    s, s_ref, m, m_ref = train_both(train_step, init, batches)
    # The parameters change every third step only.
    assert [int(x["mini_step"]) for x in m] == [1, 2, 0, 1, 2, 0, 1]
    check_logging(m[-1]["loss"], m_ref[-1]["loss"], s.params, s_ref.params)
    assert int(s.opt_state.gradient_step) == 2


# ---------------------------------------------------------------------------------------------
# 6. A lax.scan top-k sampler with jax.random


def test_scan_topk_sampler():
    vocab, d, k_top, length = 24, 8, 5, 12
    r = rng(6)
    emb = r.standard_normal((vocab, d)).astype(np.float32)
    w = (r.standard_normal((d, d)) * 0.5).astype(np.float32)
    out = r.standard_normal((d, vocab)).astype(np.float32)

    def sample(params, key, first, temperature):
        emb, w, out = params

        def body(carry, _):
            h, tok, key = carry
            key, sub = jax.random.split(key)
            h = jnp.tanh(h @ w + emb[tok])
            logits = (h @ out) / temperature
            top_vals, top_idx = jax.lax.top_k(logits, k_top)
            choice = jax.random.categorical(sub, top_vals, axis=-1)
            tok = jnp.take_along_axis(top_idx, choice[:, None], axis=-1)[:, 0]
            return (h, tok, key), (tok, jax.nn.logsumexp(top_vals, axis=-1))

        h0 = jnp.zeros((first.shape[0], d))
        (_, _, key), (toks, lse) = jax.lax.scan(body, (h0, first, key), None, length=length)
        return key, toks.T, lse.T

    ours, ref = irvm.jax.jit(sample), jax.jit(sample)
    first = np.arange(4, dtype=np.int32)
    key_o = key_r = jax.random.PRNGKey(7)
    for _ in range(4):
        key_o, toks, lse = ours((emb, w, out), key_o, first, 0.8)
        key_r, toks_r, lse_r = ref((emb, w, out), key_r, first, 0.8)
        np.testing.assert_array_equal(np.asarray(key_o), np.asarray(key_r))
        np.testing.assert_array_equal(toks, toks_r)
        np.testing.assert_allclose(lse, lse_r, rtol=1e-5, atol=1e-5)
        first = toks[:, -1]
    assert ours.compilations == 1
    assert toks.dtype == jnp.int32 and toks.shape == (4, length)
    text = " ".join(str(int(t)) for t in toks[0])  # decoding a sample, token by token
    assert text == " ".join(str(int(t)) for t in toks_r[0])
    assert jnp.all((toks >= 0) & (toks < vocab))


# ---------------------------------------------------------------------------------------------
# 7. Gaussian-process regression with jnp.linalg / jax.scipy.linalg


def test_gp_regression_cholesky_solve_triangular():
    r = rng(7)
    x = np.sort(r.uniform(-3, 3, 24)).astype(np.float32)
    y = (np.sin(x) + 0.1 * r.standard_normal(24)).astype(np.float32)
    xs = np.linspace(-3, 3, 9, dtype=np.float32)

    def kernel(a, b, log_ls, log_var):
        d = (a[:, None] - b[None, :]) / jnp.exp(log_ls)
        return jnp.exp(log_var) * jnp.exp(-0.5 * d * d)

    def nll(hp, x, y):
        k = kernel(x, x, hp["log_ls"], hp["log_var"]) + (jnp.exp(hp["log_noise"]) + 1e-4) * jnp.eye(
            x.shape[0]
        )
        chol = jnp.linalg.cholesky(k)
        alpha = jax.scipy.linalg.solve_triangular(chol, y, lower=True)
        return 0.5 * alpha @ alpha + jnp.sum(jnp.log(jnp.diag(chol))) + 0.5 * x.shape[0] * jnp.log(
            2 * jnp.pi
        )

    tx = optax.adam(0.05)

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        # jnp.asarray(-2.0) is weakly typed, the update's result is not: jax.jit compiles the
        # step for the first state and again for the next two (Adam's moments follow a step
        # behind), and so must we.
        hp = {"log_ls": jnp.zeros(()), "log_var": jnp.zeros(()), "log_noise": jnp.asarray(-2.0)}
        return hp, tx.init(hp)

    def step(state, x, y):
        hp, opt = state
        loss, g = jax.value_and_grad(nll)(hp, x, y)
        updates, opt = tx.update(g, opt, hp)
        return (optax.apply_updates(hp, updates), opt), loss

    def predict(hp, x, y, xs):
        k = kernel(x, x, hp["log_ls"], hp["log_var"]) + (jnp.exp(hp["log_noise"]) + 1e-4) * jnp.eye(
            x.shape[0]
        )
        chol = jnp.linalg.cholesky(k)
        ks = kernel(xs, x, hp["log_ls"], hp["log_var"])
        alpha = jax.scipy.linalg.cho_solve((chol, True), y)
        v = jax.scipy.linalg.solve_triangular(chol, ks.T, lower=True)
        return ks @ alpha, jnp.exp(hp["log_var"]) - jnp.sum(v * v, axis=0)

    (hp, _), (hp_ref, _), m, m_ref = train_both(
        step, init, [(x, y)] * 6, rtol=1e-3, atol=1e-4, compilations=3
    )
    check_logging(m[-1], m_ref[-1], hp, hp_ref, rtol=1e-3)
    mean, var = irvm.jax.jit(predict)(hp, x, y, xs)
    mean_r, var_r = jax.jit(predict)(hp_ref, x, y, xs)
    np.testing.assert_allclose(mean, mean_r, rtol=1e-3, atol=1e-3)
    np.testing.assert_allclose(var, var_r, rtol=1e-2, atol=1e-3)
    assert float(jnp.max(jnp.abs(mean - jnp.sin(xs)))) < 0.5
    print({k: f"{float(v):.3f}" for k, v in hp.items()})


# ---------------------------------------------------------------------------------------------
# 8. An FFT spectral convolution (a one-layer Fourier neural operator)


class SpectralConv1d(nn.Module):
    channels: int
    modes: int

    @nn.compact
    def __call__(self, x):  # x: (batch, length, channels)
        scale = 1.0 / (self.channels * self.channels)
        wr = self.param("w_re", nn.initializers.uniform(scale), (self.modes, self.channels, self.channels))
        wi = self.param("w_im", nn.initializers.uniform(scale), (self.modes, self.channels, self.channels))
        xf = jnp.fft.rfft(x, axis=1)
        low = jnp.einsum("bmi,mio->bmo", xf[:, : self.modes], wr + 1j * wi)
        out = jnp.zeros_like(xf).at[:, : self.modes].set(low)
        return jnp.fft.irfft(out, n=x.shape[1], axis=1)


class FNO(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(6)(x)
        x = nn.gelu(SpectralConv1d(6, 5)(x) + nn.Dense(6)(x))
        return nn.Dense(1)(x)


def test_fft_spectral_convolution():
    model = FNO()
    tx = optax.adam(3e-3)

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 1)))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def train_step(state, u, v):
        def loss_fn(params):
            return jnp.mean((state.apply_fn({"params": params}, u) - v) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    r = rng(8)
    grid = np.linspace(0, 2 * np.pi, 16, endpoint=False, dtype=np.float32)
    batches = []
    k = np.arange(1, 7, dtype=np.float32)
    for _ in range(5):
        # Random fields over the first six modes (every mode the layer keeps gets a gradient),
        # mapped to their derivative.
        a, b = (r.standard_normal((8, 1, 6)).astype(np.float32) / k for _ in range(2))
        kx = k * grid[:, None]
        u = np.sum(a * np.sin(kx) + b * np.cos(kx), axis=-1, keepdims=True)
        v = np.sum(k * (a * np.cos(kx) - b * np.sin(kx)), axis=-1, keepdims=True)
        batches.append((u.astype(np.float32), v.astype(np.float32)))
    s, s_ref, m, m_ref = train_both(train_step, init, batches, rtol=1e-3, atol=1e-4)
    check_logging(m[-1], m_ref[-1], s.params, s_ref.params, rtol=1e-3)
    evaluate = jax.jit(model.apply)
    np.testing.assert_allclose(
        evaluate({"params": s.params}, batches[0][0]),
        evaluate({"params": s_ref.params}, batches[0][0]), rtol=1e-2, atol=1e-3,
    )


# ---------------------------------------------------------------------------------------------
# 9. bf16 mixed precision: bf16 compute, f32 master parameters and loss


class MixedMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x.astype(jnp.bfloat16)
        x = nn.relu(nn.Dense(32, dtype=jnp.bfloat16, param_dtype=jnp.float32)(x))
        x = nn.Dense(10, dtype=jnp.bfloat16, param_dtype=jnp.float32)(x)
        return x.astype(jnp.float32)


def test_bf16_mixed_precision():
    model = MixedMLP()
    tx = optax.adam(1e-2)

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16)))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def train_step(state, x, y):
        def loss_fn(params):
            logits = state.apply_fn({"params": params}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=grads), {
            "loss": loss, "logits": logits.astype(jnp.bfloat16),
        }

    batches = classification_batches(9, 4, 16, (16,), 10)
    s, s_ref, m, m_ref = train_both(train_step, init, batches, rtol=2e-2, atol=2e-2)
    assert m[-1]["logits"].dtype == jnp.bfloat16
    assert all(p.dtype == jnp.float32 for p in jax.tree_util.tree_leaves(s.params))
    check_logging(m[-1]["loss"], m_ref[-1]["loss"], s.params, s_ref.params, rtol=2e-2)


# ---------------------------------------------------------------------------------------------
# 10. Flax NNX: split/merge, dropout rngs, donation


class NNXModel(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        # No bias before BatchNorm (its gradient is zero: Adam would amplify rounding noise).
        self.l1 = nnx.Linear(12, 24, use_bias=False, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.bn = nnx.BatchNorm(24, rngs=rngs)
        self.l2 = nnx.Linear(24, 3, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.bn(self.l1(x)))))


def test_flax_nnx_split_merge_dropout_donation():
    def make():
        model = NNXModel(nnx.Rngs(params=0, dropout=1))
        optimizer = nnx.Optimizer(model, optax.adamw(5e-3), wrt=nnx.Param)
        return model, optimizer

    graphdef, _ = nnx.split(make())

    def init():
        return nnx.split(make())[1]

    def train_step(graphdef, state, x, y):
        model, optimizer = nnx.merge(graphdef, state)

        def loss_fn(model):
            logits = model(x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

        (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
        optimizer.update(model, grads)
        _, state = nnx.split((model, optimizer))
        return state, {"loss": loss, "acc": jnp.mean(jnp.argmax(logits, -1) == y)}

    batches = classification_batches(10, 5, 16, (12,), 3)
    state, ref_state, m, m_ref = train_both(
        train_step, init, batches, donate_argnums=1, static_argnums=0, static_args=(graphdef,),
        rtol=1e-3, atol=1e-4,
    )
    model, optimizer = nnx.merge(graphdef, state)
    ref_model, _ = nnx.merge(graphdef, ref_state)
    params, ref_params = nnx.state(model, nnx.Param), nnx.state(ref_model, nnx.Param)
    check_logging(m[-1]["loss"], m_ref[-1]["loss"], params, ref_params, rtol=1e-3, msgpack=False)
    pure = nnx.to_pure_dict(params)  # NNX's checkpointing form
    restored = flax.serialization.msgpack_restore(flax.serialization.msgpack_serialize(pure))
    assert_trees_close(restored, jax.device_get(pure), rtol=0, atol=0, what="NNX pure dict")
    # The merged model evaluates eagerly, outside any jit.
    model.eval()
    ref_model.eval()
    x = batches[0][0]
    np.testing.assert_allclose(model(x), ref_model(x), rtol=1e-2, atol=1e-3)
    assert int(optimizer.step[...]) == len(batches)


# ---------------------------------------------------------------------------------------------
# 11. lax.cond and lax.while_loop inside a model


def test_cond_and_while_loop_in_a_model():
    def solve(w, b, x):
        # A fixed point h = tanh(x @ w + 0.5 h) + b by iteration, to a tolerance, at most 50
        # times, without gradient; then one differentiable step from it (as deep equilibrium
        # models train: reverse-mode through a while_loop is not defined).
        w0, b0 = jax.lax.stop_gradient((w, b))

        def cond(c):
            i, h, delta = c
            return (i < 50) & (delta > 1e-5)

        def body(c):
            i, h, _ = c
            new = jnp.tanh(x @ w0 + 0.5 * h) + b0
            return i + 1, new, jnp.max(jnp.abs(new - h))

        i, h, _ = jax.lax.while_loop(cond, body, (0, jnp.zeros((x.shape[0], w.shape[1])), jnp.inf))
        return jnp.tanh(x @ w + 0.5 * h) + b, i

    def loss_fn(params, x, y, step):
        h, iters = solve(params["w"], params["b"], x)
        # Every other step a hinge loss, else squared error.
        err = jax.lax.cond(
            step % 2 == 0,
            lambda: jnp.mean((h.sum(-1) - y) ** 2),
            lambda: jnp.mean(jax.nn.relu(1.0 - h.sum(-1) * y)),
        )
        return err, iters

    tx = optax.sgd(0.05)

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        r = rng(11)
        params = {
            "w": jnp.asarray(r.standard_normal((5, 4)) * 0.3, jnp.float32),
            "b": jnp.zeros(4, jnp.float32),
        }
        return params, tx.init(params), jnp.zeros((), jnp.int32)

    def step(state, x, y):
        params, opt, k = state
        (loss, iters), g = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y, k)
        updates, opt = tx.update(g, opt)
        return (optax.apply_updates(params, updates), opt, k + 1), {"loss": loss, "iters": iters}

    r = rng(12)
    batches = [
        (r.standard_normal((6, 5)).astype(np.float32), np.sign(r.standard_normal(6)).astype(np.float32))
        for _ in range(6)
    ]
    (p, _, k), (p_ref, _, _), m, m_ref = train_both(step, init, batches, rtol=1e-3, atol=1e-4)
    assert int(k) == 6
    assert [int(x["iters"]) for x in m] == [int(x["iters"]) for x in m_ref]
    check_logging(m[-1]["loss"], m_ref[-1]["loss"], p, p_ref, rtol=1e-3)


# ---------------------------------------------------------------------------------------------
# 12. jax.vmap'd per-example gradients (DP-SGD style clipping)


def test_vmap_per_example_gradients():
    model = MLP([16, 2])
    tx = optax.sgd(0.1)

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        params = model.init(jax.random.PRNGKey(3), jnp.ones((1, 6)))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def train_step(state, x, y):
        def example_loss(params, xi, yi):
            logits = state.apply_fn({"params": params}, xi[None])[0]
            return optax.softmax_cross_entropy_with_integer_labels(logits, yi)

        grads = jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(state.params, x, y)
        norms = jax.vmap(optax.tree.norm)(grads)
        factor = jnp.minimum(1.0, 0.5 / (norms + 1e-6))
        clipped = jax.tree.map(lambda g: jnp.mean(g * factor.reshape((-1,) + (1,) * (g.ndim - 1)), 0), grads)
        losses = jax.vmap(example_loss, in_axes=(None, 0, 0))(state.params, x, y)
        return state.apply_gradients(grads=clipped), {"loss": losses.mean(), "norms": norms}

    batches = classification_batches(13, 5, 10, (6,), 2)
    s, s_ref, m, m_ref = train_both(train_step, init, batches)
    assert m[-1]["norms"].shape == (10,)
    check_logging(m[-1]["loss"], m_ref[-1]["loss"], s.params, s_ref.params)


# ---------------------------------------------------------------------------------------------
# 13. optax.chain with a weight-decay mask; jnp.einsum attention; one_hot cross-entropy; accuracy


class EinsumAttention(nn.Module):
    d: int = 16
    heads: int = 2

    @nn.compact
    def __call__(self, x):
        b, t, _ = x.shape
        qkv = nn.Dense(3 * self.d, use_bias=False)(x).reshape(b, t, 3, self.heads, self.d // self.heads)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        att = jnp.einsum("bthd,bshd->bhts", q, k) / jnp.sqrt(self.d // self.heads)
        att = jax.nn.softmax(att, axis=-1)
        h = jnp.einsum("bhts,bshd->bthd", att, v).reshape(b, t, self.d)
        h = nn.LayerNorm()(h + x)
        return nn.Dense(5)(h.mean(axis=1))


def test_chain_weight_decay_mask_einsum_attention_one_hot():
    model = EinsumAttention()

    def decay_mask(params):  # no decay on biases and LayerNorm scales
        return jax.tree_util.tree_map_with_path(
            lambda path, p: p.ndim > 1 and "LayerNorm" not in jax.tree_util.keystr(path), params
        )

    tx = optax.chain(
        optax.clip(1.0),
        optax.add_decayed_weights(1e-2, mask=decay_mask),
        optax.scale_by_adam(),
        optax.scale_by_schedule(optax.exponential_decay(1e-2, 2, 0.9)),
        optax.scale(-1.0),
    )

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        params = model.init(jax.random.PRNGKey(4), jnp.ones((1, 6, 16)))["params"]
        return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    def train_step(state, x, y):
        def loss_fn(params):
            logits = state.apply_fn({"params": params}, x)
            onehot = jax.nn.one_hot(y, 5)
            return -jnp.mean(jnp.sum(onehot * jax.nn.log_softmax(logits), axis=-1)), logits

        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        preds = jnp.argmax(logits, axis=-1)
        return state.apply_gradients(grads=grads), {
            "loss": loss, "accuracy": jnp.mean(preds == y), "preds": preds,
        }

    batches = classification_batches(14, 5, 8, (6, 16), 5)
    s, s_ref, m, m_ref = train_both(train_step, init, batches, rtol=1e-3, atol=1e-4)
    assert m[-1]["preds"].dtype == jnp.int32
    accs = [float(x["accuracy"]) for x in m]
    assert accs == [float(x["accuracy"]) for x in m_ref]
    check_logging(m[-1]["loss"], m_ref[-1]["loss"], s.params, s_ref.params, rtol=1e-3)
    print(" ".join(f"{a:.0%}" for a in accs))


# ---------------------------------------------------------------------------------------------
# 14. An inner optimizer in lax.fori_loop (MAML-style), the outer step by optax


def test_fori_loop_inner_optimizer():
    def predict(p, x):
        return jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"]

    def inner_adapt(p, x, y, steps=3, lr=0.1):
        def body(_, p):
            g = jax.grad(lambda q: jnp.mean((predict(q, x) - y) ** 2))(p)
            return jax.tree.map(lambda a, b: a - lr * b, p, g)

        return jax.lax.fori_loop(0, steps, body, p)

    def meta_loss(p, xs, ys, xq, yq):
        adapted = inner_adapt(p, xs, ys)
        return jnp.mean((predict(adapted, xq) - yq) ** 2)

    tx = optax.adam(3e-3)

    @jax.jit  # one XLA compile, not one per eager op (as Flax's examples do it)
    def init():
        r = rng(15)
        p = {
            "w1": jnp.asarray(r.standard_normal((1, 16)), jnp.float32),
            "b1": jnp.zeros(16, jnp.float32),
            "w2": jnp.asarray(r.standard_normal((16, 1)) * 0.3, jnp.float32),
        }
        return p, tx.init(p)

    def step(state, xs, ys, xq, yq):
        p, opt = state
        loss, g = jax.value_and_grad(meta_loss)(p, xs, ys, xq, yq)
        updates, opt = tx.update(g, opt, p)
        return (optax.apply_updates(p, updates), opt), loss

    r = rng(16)
    batches = []
    for _ in range(5):
        amp, phase = r.uniform(0.5, 2.0), r.uniform(0, np.pi)
        xs, xq = (r.uniform(-3, 3, (10, 1)).astype(np.float32) for _ in range(2))
        batches.append((xs, amp * np.sin(xs + phase), xq, amp * np.sin(xq + phase)))
    batches = [tuple(np.asarray(a, np.float32) for a in b) for b in batches]
    (p, _), (p_ref, _), m, m_ref = train_both(step, init, batches, rtol=1e-3, atol=1e-4)
    check_logging(m[-1], m_ref[-1], p, p_ref, rtol=1e-3)
