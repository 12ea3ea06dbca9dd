"""irvm.jax.jit against jax.jit: the train_mlp example's SGD step, trained from Python."""

import pathlib

import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="irvm.jax needs jax (the test environment installs it)")
import jax.numpy as jnp  # noqa: E402

import irvm  # noqa: E402
import irvm.jax  # noqa: E402

jax.config.update("jax_platforms", "cpu")

DATA = pathlib.Path(__file__).resolve().parents[2] / "examples/train_mlp/data"
BATCH = 32
CLASSES = 10
LR = np.float32(0.1)


# The model and step of examples/train_mlp/export.py.
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


def load():
    params = [np.load(DATA / f"params.{n}.npy") for n in ("w1", "b1", "w2", "b2")]
    return params, np.load(DATA / "x_train.npy"), np.load(DATA / "y_train.npy")


def test_train_step_reproduces_jax_losses_step_for_step():
    params, x, y = load()
    steps = 60
    instance = irvm.Instance(threads=1)
    step = irvm.jax.jit(train_step, donate_argnums=(0, 1, 2, 3), instance=instance)
    ref_step = jax.jit(train_step, donate_argnums=(0, 1, 2, 3))

    ours = [instance.put(p) for p in params]
    theirs = [jnp.asarray(p) for p in params]
    addresses = [p.unsafe_buffer_pointer() for p in ours]
    our_losses, ref_losses = [], []
    for k in range(steps):
        i = (k * BATCH) % len(x)
        xb, yb = x[i : i + BATCH], y[i : i + BATCH]
        *new, loss = step(*ours, xb, yb)
        # Donated: the old parameters are consumed, the new ones live in their memory.
        assert all(p.is_deleted() for p in ours)
        assert [p.unsafe_buffer_pointer() for p in new] == addresses
        ours = new
        our_losses.append(float(np.asarray(loss)))
        *theirs, ref_loss = ref_step(*theirs, xb, yb)
        ref_losses.append(float(ref_loss))
    assert step.cache_size() == 1  # one signature, compiled once
    np.testing.assert_allclose(our_losses, ref_losses, rtol=1e-4)
    # It trained: the loss fell.
    assert np.mean(our_losses[-10:]) < 0.6 * np.mean(our_losses[:10])
    for p, q in zip(ours, theirs):
        np.testing.assert_allclose(np.asarray(p), np.asarray(q), rtol=1e-3, atol=1e-5)
    # The first losses are also those export.py recorded with JAX for the Rust example.
    ref_file = np.load(DATA / "ref_losses.npy")
    np.testing.assert_allclose(our_losses[: len(ref_file)], ref_file, rtol=1e-4)


def test_jit_caches_per_signature_and_matches_jax():
    def f(a, b):
        return {"sum": a + b, "dot": a @ b.T, "scaled": 2.0 * a}

    jf = irvm.jax.jit(f)
    rng = np.random.default_rng(1)
    for shape in [(3, 4), (3, 4), (5, 2)]:
        a = rng.standard_normal(shape).astype(np.float32)
        b = rng.standard_normal(shape).astype(np.float32)
        out = jf(a, b)
        ref = jax.jit(f)(a, b)
        assert set(out) == {"sum", "dot", "scaled"}
        for k in out:
            assert isinstance(out[k], jax.Array)
            np.testing.assert_allclose(np.asarray(out[k]), np.asarray(ref[k]), rtol=1e-5)
    assert jf.cache_size() == 2  # (3, 4) twice, then (5, 2)


def test_jit_takes_jax_arrays_and_python_scalars():
    jf = irvm.jax.jit(lambda x, s: x * s)
    x = jnp.arange(6, dtype=jnp.float32).reshape(2, 3)
    out = jf(x, 3.0)
    np.testing.assert_allclose(np.asarray(out), np.arange(6).reshape(2, 3) * 3.0)
    # Results feed JAX back through DLPack, without a copy.
    back = jnp.from_dlpack(out)
    np.testing.assert_allclose(np.asarray(back), np.asarray(out))


def test_jit_donation_consumes_device_arrays():
    instance = irvm.Instance(threads=1)
    jf = irvm.jax.jit(lambda w, g: w - 0.5 * g, donate_argnums=0, instance=instance)
    w = instance.put(np.ones(8, np.float32))
    address = w.unsafe_buffer_pointer()
    w2 = jf(w, np.ones(8, np.float32))
    assert w2.unsafe_buffer_pointer() == address
    np.testing.assert_array_equal(np.asarray(w2), np.full(8, 0.5, np.float32))
    with pytest.raises(irvm.ConsumedArrayError):
        jf(w, np.ones(8, np.float32))


def test_jit_converts_float64_numpy_inputs_as_jax_does():
    # Without jax_enable_x64, JAX lowers float64 numpy arguments as float32; so does irvm.jax.jit.
    f = lambda x: jnp.sin(x) * 2  # noqa: E731
    x = np.linspace(0, 1, 5)  # float64
    out = irvm.jax.jit(f)(x)
    assert out.dtype == np.float32
    np.testing.assert_allclose(np.asarray(out), np.asarray(jax.jit(f)(x)), rtol=1e-6)


def test_jit_static_argnums_as_jax_does():
    # A static argument reaches the function as a Python value (here a loop count and an axis),
    # is part of the cache key, and is not an array argument of the compiled module.
    def f(x, n, axis):
        for _ in range(n):
            x = jnp.tanh(x) + 0.5
        return jnp.sum(x, axis=axis)

    jf = irvm.jax.jit(f, static_argnums=(1, 2))
    ref = jax.jit(f, static_argnums=(1, 2))
    x = np.random.default_rng(2).standard_normal((3, 5)).astype(np.float32)
    for n, axis in [(2, 0), (2, 0), (3, 1), (2, 1)]:
        np.testing.assert_allclose(
            np.asarray(jf(x, n, axis)), np.asarray(ref(x, n, axis)), rtol=1e-5
        )
    assert jf.cache_size() == 3
    # Negative positions count from the end, as in JAX; donation still applies to the others.
    instance = irvm.Instance(threads=1)
    g = irvm.jax.jit(
        lambda w, k: w * k, donate_argnums=0, static_argnums=-1, instance=instance
    )
    w = instance.put(np.ones(4, np.float32))
    np.testing.assert_array_equal(np.asarray(g(w, 3)), np.full(4, 3.0, np.float32))
    with pytest.raises(irvm.ConsumedArrayError):
        g(w, 3)
    # Errors name what is wrong.
    with pytest.raises(TypeError, match="must be hashable"):
        jf(x, [2], 0)
    with pytest.raises(TypeError, match="static_argnums names argument 2"):
        jf(x, 2)
    with pytest.raises(ValueError, match="cannot contain the same argument"):
        irvm.jax.jit(f, donate_argnums=0, static_argnums=0)


def test_results_are_jax_arrays_and_ordinary_jax_code_runs_on_them():
    # What logging and evaluation code does with a step's results, each checked against jax.jit's.
    def step(params, x):
        w, b = params["w"], params["b"]
        y = jnp.tanh(x @ w + b)
        loss = jnp.mean(y * y)
        return {"w": w - 0.1 * x.T @ y, "b": b - 0.1 * jnp.sum(y, axis=0)}, loss

    rng = np.random.default_rng(3)
    params = {
        "w": rng.standard_normal((4, 3)).astype(np.float32),
        "b": rng.standard_normal(3).astype(np.float32),
    }
    x = rng.standard_normal((5, 4)).astype(np.float32)
    new, loss = irvm.jax.jit(step)(params, x)
    ref_new, ref_loss = jax.jit(step)(params, x)

    assert isinstance(loss, jax.Array) and isinstance(new["w"], jax.Array)
    assert abs(float(loss) - float(ref_loss)) <= 1e-6 * abs(float(ref_loss))
    assert f"{loss:.3f}" == f"{ref_loss:.3f}"
    assert loss.item() == pytest.approx(ref_loss.item(), rel=1e-6)
    assert str(loss) == str(np.float32(loss.item()))  # JAX prints a scalar as numpy does
    assert loss.block_until_ready() is loss
    np.testing.assert_allclose(np.asarray(new["w"] * 2), np.asarray(ref_new["w"] * 2), rtol=1e-5)
    doubled = jax.tree.map(lambda a: a * 2, new)
    np.testing.assert_allclose(np.asarray(doubled["b"]), 2 * np.asarray(ref_new["b"]), rtol=1e-5)
    assert float(jnp.mean(new["w"])) == pytest.approx(float(jnp.mean(ref_new["w"])), rel=1e-5)
    # Results go into JAX's own jit, and into another step (the "apply with new params" pattern).
    again = jax.jit(step)(new, x)[1]
    ref_again = jax.jit(step)(ref_new, x)[1]
    assert float(again) == pytest.approx(float(ref_again), rel=1e-5)


def test_a_training_loop_compiles_once_and_donates_in_place():
    # numpy in on the first step, our results after: one signature, one compile.
    def sgd(w, g):
        return w - 0.25 * g, jnp.sum(w * w)

    jf = irvm.jax.jit(sgd, donate_argnums=0, instance=irvm.Instance(threads=1))
    w = np.arange(8, dtype=np.float32)
    g = np.ones(8, np.float32)
    w, _ = jf(w, g)
    address = w.unsafe_buffer_pointer()
    want = np.arange(8, dtype=np.float32) - 0.25
    for _ in range(9):
        old = w
        w, norm = jf(w, g)
        want = want - 0.25
        # Donated as jax.jit donates: the old array is deleted, the new one is in its bytes.
        assert old.is_deleted()
        assert w.unsafe_buffer_pointer() == address
        assert float(norm) == pytest.approx(float(np.sum((want + 0.25) ** 2)))
    np.testing.assert_array_equal(np.asarray(w), want)
    assert jf.compilations == 1 and jf.cache_size() == 1
    with pytest.raises(RuntimeError, match="deleted"):
        jf(old, g)
    # Not donated: a result passed back is read in place and stays usable.
    add = irvm.jax.jit(lambda a, b: a + b)
    r = add(np.ones(3, np.float32), np.ones(3, np.float32))
    r2 = add(r, r)
    assert not r.is_deleted()
    np.testing.assert_array_equal(np.asarray(r2), np.full(3, 4.0, np.float32))
    assert add.compilations == 1
    # A Python scalar is a weakly typed scalar to JAX: the same signature as a weak JAX scalar,
    # and a result JAX types weakly (a Python int step plus one) is returned weakly typed, as
    # jax.jit returns it, so a loop that starts from `step = 0` compiles once.
    inc = irvm.jax.jit(lambda s: s + 1)
    ref = jax.jit(lambda s: s + 1)
    assert inc(1).weak_type and ref(1).weak_type
    assert not inc(np.int32(1)).weak_type and not ref(np.int32(1)).weak_type
    assert int(inc(inc(1))) == 3 and int(inc(jnp.asarray(5))) == 6
    assert inc.compilations == 2  # weak int32 (1, inc(1), jnp.asarray(5)) and int32
    state = {"step": 0, "w": np.ones(4, np.float32)}
    step = irvm.jax.jit(lambda s: {"step": s["step"] + 1, "w": s["w"] * 0.5}, donate_argnums=0)
    state = step(state)
    address = state["step"].unsafe_buffer_pointer()
    for _ in range(9):
        state = step(state)
    assert int(state["step"]) == 10 and state["step"].weak_type and step.compilations == 1
    assert state["step"].unsafe_buffer_pointer() == address  # donated in place, weak or not


def test_keyword_arguments_argnames_and_the_decorator_form():
    def f(x, y, *, scale, n=1):
        for _ in range(n):
            x = x * scale + y
        return x

    x = np.arange(4, dtype=np.float32)
    y = np.ones(4, np.float32)
    jf = irvm.jax.jit(f, static_argnames="n")
    ref = jax.jit(f, static_argnames="n")
    for kw in [dict(scale=2.0), dict(scale=2.0, n=3), dict(scale=np.float32(0.5), n=3)]:
        np.testing.assert_allclose(np.asarray(jf(x, y=y, **kw)), np.asarray(ref(x, y=y, **kw)))
    # n=1 and n=3 with a Python float (weakly typed, as in JAX), then n=3 with an np.float32.
    assert jf.cache_size() == 3

    @irvm.jax.jit(donate_argnames="w")
    def update(w, g):
        return w - g

    w = update(np.ones(4, np.float32), g=np.ones(4, np.float32))  # fresh memory for numpy input
    w2 = update(w, g=np.ones(4, np.float32))
    assert w.is_deleted()
    np.testing.assert_array_equal(np.asarray(w2), np.full(4, -1.0, np.float32))
    assert update.donate_argnums == (0,)  # names give numbers, as in jax.jit

    # Shardings on one device are accepted; what is not a sharding is a TypeError naming it.
    one = jax.sharding.SingleDeviceSharding(jax.devices()[0])
    js = irvm.jax.jit(lambda a: a + 1, in_shardings=one, out_shardings=one)
    np.testing.assert_array_equal(np.asarray(js(x)), x + 1)
    with pytest.raises(TypeError, match="in_shardings"):
        irvm.jax.jit(lambda a: a, in_shardings="cpu")
    with pytest.raises(ValueError, match="static_argnames names 'm'"):
        irvm.jax.jit(f, static_argnames="m")
    with pytest.raises(ValueError, match=r"cannot contain the same argument: \[1\]"):
        irvm.jax.jit(f, static_argnames="y", donate_argnames="y")


def test_lower_compile_and_memory_analysis_from_the_plan():
    def f(a, b):
        return jnp.tanh(a @ b) + 1.0

    a = np.ones((8, 16), np.float32)
    b = np.ones((16, 4), np.float32)
    jf = irvm.jax.jit(f)
    lowered = jf.lower(a, b)
    text = lowered.as_text()
    assert "stablehlo.dot_general" in text
    compiled = lowered.compile()
    np.testing.assert_allclose(np.asarray(compiled(a, b)), np.asarray(jax.jit(f)(a, b)), rtol=1e-6)
    assert jf.compilations == 1
    jf(a, b)  # the call reuses the module .compile() made
    assert jf.compilations == 1
    with pytest.raises(TypeError, match="compiled for other argument types"):
        compiled(a[:4], b)
    mem = compiled.memory_analysis()
    plan = irvm.memory_report(text)["functions"]["main"]
    assert mem.argument_size_in_bytes == (8 * 16 + 16 * 4) * 4
    assert mem.output_size_in_bytes == 8 * 4 * 4
    assert mem.temp_size_in_bytes == plan["arena_bytes"]
    assert mem.alias_size_in_bytes == 0
    assert mem.peak_memory_in_bytes == (
        mem.argument_size_in_bytes + mem.output_size_in_bytes + plan["arena_bytes"]
        + plan["constant_bytes"]
    )
    cost = compiled.cost_analysis()
    assert cost["flops"] == jax.jit(f).lower(a, b).cost_analysis()["flops"]
    assert cost["dispatches"] == plan["dispatches"]


def test_bfloat16_results_are_jax_arrays_too():
    f = lambda x: (x * 2).astype(jnp.bfloat16)  # noqa: E731
    x = np.linspace(-1, 1, 6, dtype=np.float32)
    out = irvm.jax.jit(f)(x)
    assert isinstance(out, jax.Array) and out.dtype == jnp.bfloat16
    np.testing.assert_array_equal(np.asarray(out), np.asarray(jax.jit(f)(x)))


def test_dlpack_export_is_zero_copy_bfloat16_included_and_releases_its_handle():
    import ml_dtypes

    instance = irvm.Instance(threads=1)
    live = instance.stats().live_buffers
    for dtype in [np.float32, np.int8, np.bool_, np.complex64, ml_dtypes.bfloat16]:
        host = np.arange(6).reshape(2, 3).astype(dtype)
        d = instance.put(host)
        j = jax.dlpack.from_dlpack(d)
        assert j.dtype == host.dtype and j.shape == (2, 3)
        assert j.unsafe_buffer_pointer() == d.unsafe_buffer_pointer()
        np.testing.assert_array_equal(np.asarray(j), host)
        del d, j
    # A capsule nobody consumed frees its handle too.
    d = instance.put(np.ones(4, np.float32))
    cap = d.__dlpack__()
    del cap, d
    assert instance.stats().live_buffers == live
    # Types DLPack has no code for are a BufferError, not a wrong array.
    to_f8 = instance.load(
        irvm.compile(
            "func.func public @main(%x: tensor<4xf32>) -> tensor<4xf8E4M3FN> {\n"
            "  %y = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xf8E4M3FN>\n"
            "  return %y : tensor<4xf8E4M3FN>\n}"
        )
    ).main
    f8 = to_f8(np.zeros(4, np.float32))
    assert f8.dtype == ml_dtypes.float8_e4m3fn
    with pytest.raises(BufferError, match="no type code for f8E4M3FN"):
        f8.__dlpack__()
    # Donating an array whose bytes a consumer still holds writes the result elsewhere.
    jf = irvm.jax.jit(lambda w: w * 2, donate_argnums=0, instance=instance)
    w = instance.put(np.ones(4, np.float32))
    held = jax.dlpack.from_dlpack(w)
    out = jf(w)
    np.testing.assert_array_equal(np.asarray(held), np.ones(4, np.float32))
    np.testing.assert_array_equal(np.asarray(out), np.full(4, 2.0, np.float32))


def test_typed_prng_keys_in_and_out_as_jax_lowers_them():
    # jax.random.key makes JAX add Shardy's sdy.mesh and sdy.sharding_constraint to the lowering,
    # even on one device; keys cross as their key data and come back as typed keys.
    def noisy(key, x):
        k1, k2 = jax.random.split(key)
        return x + jax.random.normal(k1, x.shape), k2

    key = jax.random.key(0)
    x = np.linspace(-1, 1, 8, dtype=np.float32)
    jf = irvm.jax.jit(noisy)
    assert "sdy.sharding_constraint" in jf.lower_text(key, x)
    ours_y, ours_key = jf(key, x)
    ref_y, ref_key = jax.jit(noisy)(key, x)
    np.testing.assert_allclose(np.asarray(ours_y), np.asarray(ref_y), rtol=1e-6, atol=1e-6)
    assert jax.dtypes.issubdtype(ours_key.dtype, jax.dtypes.prng_key)
    np.testing.assert_array_equal(jax.random.key_data(ours_key), jax.random.key_data(ref_key))
    # The returned key feeds the next step, and the loop compiles once.
    y2, _ = jf(ours_key, x)
    np.testing.assert_allclose(np.asarray(y2), np.asarray(jax.jit(noisy)(ref_key, x)[0]), rtol=1e-6, atol=1e-6)
    assert jf.compilations == 1


def test_compile_takes_a_jax_export_exported_and_its_bytecode(tmp_path):
    """irvm.compile(exported) for a jax.export.Exported (its module is MLIR bytecode of VHLO),
    and the same module as bytecode bytes and as a .mlirbc path: all run like JAX."""

    def f(x, w):
        return jnp.tanh(x @ w + 1.0), jnp.sum(x, axis=0)

    rng = np.random.default_rng(7)
    x = rng.standard_normal((4, 3)).astype(np.float32)
    w = rng.standard_normal((3, 5)).astype(np.float32)
    exported = jax.export.export(jax.jit(f))(
        jax.ShapeDtypeStruct(x.shape, x.dtype), jax.ShapeDtypeStruct(w.shape, w.dtype)
    )
    want = [np.asarray(a) for a in jax.jit(f)(x, w)]
    path = tmp_path / "f.mlirbc"
    path.write_bytes(exported.mlir_module_serialized)
    inst = irvm.Instance(threads=1)
    for source in [exported, exported.mlir_module_serialized, path]:
        module = inst.load(irvm.compile(source))
        got = module.main(x, w)
        for g, e in zip(got, want):
            np.testing.assert_allclose(np.asarray(g), e, rtol=1e-5, atol=1e-6)
    # A corrupt module is a CompileError naming the byte offset.
    with pytest.raises(irvm.CompileError, match="E0011"):
        irvm.compile(exported.mlir_module_serialized[:40])
