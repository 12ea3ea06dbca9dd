#!/usr/bin/env python3
"""Add the workloads that look like what JAX users run (issue 27) to the corpus: a GPT training
step, a ResNet block training step, a bf16 MLP and an Adam update over 100 small tensors, exported
from JAX 0.10.2 with `jax.jit(f, donate_argnums=...)`.

    bench/.venv/bin/python tests/corpus/export_user.py

Their inputs are too large for the repository (the GPT's state is 20 MB), so they are generated from
a seed (tests/corpus/gen_inputs.py: the same values in numpy and in Rust, every one exact in its
type), and of each of JAX's outputs the corpus keeps at most 256 elements, evenly spaced, in one
float32 file per workload (`NAME.expect.npy`; the script checks that float32 holds them exactly).
manifest.json lists each input's generator and each output's sample count.

gpt_train_step: a decoder-only transformer (vocabulary 256, 2 layers, d_model 256, 4 heads,
  sequence 128, batch 8, causal mask, pre-LayerNorm, GELU, tied embeddings), cross-entropy, global
  norm clipping to 1 and AdamW (lr 1e-3, weight decay 0.01); parameters, moments and step donated.
resnet_block_train: a residual block (conv 3x3 + batch norm + ReLU, conv 3x3 + batch norm, + input,
  ReLU) on a batch of 16 32x32x64, global average pooling, a dense 64->10 head, cross-entropy, SGD with
  momentum 0.9 (lr 0.01), the batch norms' running statistics updated; all state donated.
bf16_mlp_infer: a 512-1024-1024-256 MLP with GELU on a batch of 128, bf16 weights and activations,
  every dot accumulating in f32 (`preferred_element_type`), the output bf16.
adam_many_params: Adam (lr 1e-3, bias-corrected) over a pytree of 100 parameter tensors of 7 to 128
  elements, gradients given; parameters, moments and step donated (per-dispatch and per-call cost).
"""

import os
import sys

import jax
import jax.numpy as jnp
import ml_dtypes  # noqa: F401
import numpy as np
from jax import lax

jax.config.update("jax_platforms", "cpu")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from corpus_export import add_to_manifest  # noqa: E402
from gen_inputs import generate, sample_indices  # noqa: E402

GEN_SEED = 20261126
SAMPLES = 256

F32 = "float32"
I32 = "int32"
BF16 = "bfloat16"


def sym(s):
    return {"dist": "sym", "log2_scale": s}


def pos(s):
    return {"dist": "pos", "log2_scale": s}


def ints(n):
    return {"dist": "int", "high": n}


def layer_norm(x, g, b):
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mu), axis=-1, keepdims=True)
    return (x - mu) * lax.rsqrt(var + 1e-5) * g + b


def cross_entropy(logits, labels):
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, labels[..., None], axis=-1))


# --- gpt_train_step ------------------------------------------------------------------------
V, D, NH, T, B, L, FF = 256, 256, 4, 128, 8, 2, 1024


def gpt_specs():
    """(name, shape, gen) of each parameter, in the flat order the step takes them."""
    specs = [("embed", (V, D), sym(-3)), ("pos", (T, D), sym(-4))]
    for i in range(L):
        specs += [
            (f"l{i}.ln1.g", (D,), pos(1)), (f"l{i}.ln1.b", (D,), sym(-5)),
            (f"l{i}.wqkv", (D, 3 * D), sym(-3)), (f"l{i}.wo", (D, D), sym(-4)),
            (f"l{i}.ln2.g", (D,), pos(1)), (f"l{i}.ln2.b", (D,), sym(-5)),
            (f"l{i}.w1", (D, FF), sym(-3)), (f"l{i}.b1", (FF,), sym(-5)),
            (f"l{i}.w2", (FF, D), sym(-4)), (f"l{i}.b2", (D,), sym(-5)),
        ]
    specs += [("lnf.g", (D,), pos(1)), ("lnf.b", (D,), sym(-5))]
    return specs


def gpt_loss(flat, tokens, targets):
    embed, posn = flat[0], flat[1]
    x = embed[tokens] + posn[None]
    mask = jnp.tril(jnp.ones((T, T), dtype=bool))
    dh = D // NH
    for i in range(L):
        ln1g, ln1b, wqkv, wo, ln2g, ln2b, w1, b1, w2, b2 = flat[2 + 10 * i: 12 + 10 * i]
        h = layer_norm(x, ln1g, ln1b)
        q, k, v = jnp.split(h @ wqkv, 3, axis=-1)
        q, k, v = (a.reshape(B, T, NH, dh).transpose(0, 2, 1, 3) for a in (q, k, v))
        att = (q @ k.transpose(0, 1, 3, 2)) / np.sqrt(dh).astype(np.float32)
        att = jax.nn.softmax(jnp.where(mask, att, jnp.finfo(jnp.float32).min), axis=-1)
        o = (att @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
        x = x + o @ wo
        h = layer_norm(x, ln2g, ln2b)
        x = x + jax.nn.gelu(h @ w1 + b1) @ w2 + b2
    x = layer_norm(x, flat[-2], flat[-1])
    return cross_entropy(x @ embed.T, targets)


def gpt_train_step(*args):
    p = len(gpt_specs())
    params, m, v = list(args[:p]), list(args[p: 2 * p]), list(args[2 * p: 3 * p])
    step, tokens, targets = args[3 * p:]
    loss, grads = jax.value_and_grad(gpt_loss)(params, tokens, targets)
    norm = jnp.sqrt(sum(jnp.sum(jnp.square(g)) for g in grads))
    clip = jnp.minimum(1.0, 1.0 / jnp.maximum(norm, 1e-6))
    t = (step + 1).astype(jnp.float32)
    lr, b1, b2, eps, wd = 1e-3, 0.9, 0.999, 1e-8, 0.01
    new_p, new_m, new_v = [], [], []
    for pi, gi, mi, vi in zip(params, grads, m, v):
        gi = gi * clip
        mi = b1 * mi + (1 - b1) * gi
        vi = b2 * vi + (1 - b2) * jnp.square(gi)
        mhat = mi / (1 - b1**t)
        vhat = vi / (1 - b2**t)
        new_p.append(pi - lr * (mhat / (jnp.sqrt(vhat) + eps) + wd * pi))
        new_m.append(mi)
        new_v.append(vi)
    return (loss, *new_p, *new_m, *new_v, step + 1)


def gpt_inputs():
    specs = gpt_specs()
    ins = [(n, s, F32, g) for n, s, g in specs]
    ins += [(f"m.{n}", s, F32, sym(-10)) for n, s, _ in specs]
    ins += [(f"v.{n}", s, F32, pos(-16)) for n, s, _ in specs]
    ins += [("step", (), I32, ints(100)), ("tokens", (B, T), I32, ints(V)),
            ("targets", (B, T), I32, ints(V))]
    return ins, list(range(3 * len(specs) + 1))


# --- resnet_block_train --------------------------------------------------------------------
RN, RS, RC = 16, 32, 64


def conv3(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))


def batch_norm(x, g, b):
    mean = jnp.mean(x, axis=(0, 1, 2))
    var = jnp.mean(jnp.square(x - mean), axis=(0, 1, 2))
    return (x - mean) * lax.rsqrt(var + 1e-5) * g + b, mean, var


def resnet_loss(params, x, labels):
    w1, g1, b1, w2, g2, b2, wd, bd = params
    h, m1, v1 = batch_norm(conv3(x, w1), g1, b1)
    h, m2, v2 = batch_norm(conv3(jax.nn.relu(h), w2), g2, b2)
    y = jax.nn.relu(h + x)
    logits = jnp.mean(y, axis=(1, 2)) @ wd + bd
    return cross_entropy(logits, labels), (m1, v1, m2, v2)


def resnet_block_train(*args):
    params, mom, running = list(args[:8]), list(args[8:16]), list(args[16:20])
    x, labels = args[20:]
    (loss, stats), grads = jax.value_and_grad(resnet_loss, has_aux=True)(params, x, labels)
    new_mom = [0.9 * mi + gi for mi, gi in zip(mom, grads)]
    new_p = [pi - 0.01 * mi for pi, mi in zip(params, new_mom)]
    new_r = [0.9 * r + 0.1 * s for r, s in zip(running, stats)]
    return (loss, *new_p, *new_mom, *new_r)


def resnet_inputs():
    specs = [("w1", (3, 3, RC, RC), sym(-4)), ("g1", (RC,), pos(1)), ("b1", (RC,), sym(-5)),
             ("w2", (3, 3, RC, RC), sym(-4)), ("g2", (RC,), pos(1)), ("b2", (RC,), sym(-5)),
             ("wd", (RC, 10), sym(-3)), ("bd", (10,), sym(-5))]
    ins = [(n, s, F32, g) for n, s, g in specs]
    ins += [(f"mom.{n}", s, F32, sym(-8)) for n, s, _ in specs]
    ins += [("rmean1", (RC,), F32, sym(-4)), ("rvar1", (RC,), F32, pos(0)),
            ("rmean2", (RC,), F32, sym(-4)), ("rvar2", (RC,), F32, pos(0))]
    ins += [("x", (RN, RS, RS, RC), F32, sym(0)), ("labels", (RN,), I32, ints(10))]
    return ins, list(range(20))


# --- bf16_mlp_infer ------------------------------------------------------------------------
def bf16_mlp_infer(x, w1, b1, w2, b2, w3, b3):
    def dense(h, w, b):
        acc = lax.dot_general(h, w, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
        return (acc + b.astype(jnp.float32)).astype(jnp.bfloat16)

    h = jax.nn.gelu(dense(x, w1, b1))
    h = jax.nn.gelu(dense(h, w2, b2))
    return dense(h, w3, b3)


def bf16_inputs():
    return [("x", (128, 512), BF16, sym(0)), ("w1", (512, 1024), BF16, sym(-4)),
            ("b1", (1024,), BF16, sym(-5)), ("w2", (1024, 1024), BF16, sym(-5)),
            ("b2", (1024,), BF16, sym(-5)), ("w3", (1024, 256), BF16, sym(-5)),
            ("b3", (256,), BF16, sym(-5))], []


# --- adam_many_params ----------------------------------------------------------------------
ADAM_SHAPES = [(16,), (8, 8), (4, 16), (32,), (3, 5), (64,), (2, 3, 4), (128,), (10, 10), (7,)] * 10


def adam_many_params(*args):
    n = len(ADAM_SHAPES)
    params, grads, m, v = (list(args[k * n: (k + 1) * n]) for k in range(4))
    step = args[4 * n]
    t = (step + 1).astype(jnp.float32)
    lr, b1, b2, eps = 1e-3, 0.9, 0.999, 1e-8
    new_p, new_m, new_v = [], [], []
    for pi, gi, mi, vi in zip(params, grads, m, v):
        mi = b1 * mi + (1 - b1) * gi
        vi = b2 * vi + (1 - b2) * jnp.square(gi)
        new_p.append(pi - lr * (mi / (1 - b1**t)) / (jnp.sqrt(vi / (1 - b2**t)) + eps))
        new_m.append(mi)
        new_v.append(vi)
    return (*new_p, *new_m, *new_v, step + 1)


def adam_inputs():
    n = len(ADAM_SHAPES)
    ins = [(f"p{i}", s, F32, sym(-2)) for i, s in enumerate(ADAM_SHAPES)]
    ins += [(f"g{i}", s, F32, sym(-4)) for i, s in enumerate(ADAM_SHAPES)]
    ins += [(f"m{i}", s, F32, sym(-8)) for i, s in enumerate(ADAM_SHAPES)]
    ins += [(f"v{i}", s, F32, pos(-12)) for i, s in enumerate(ADAM_SHAPES)]
    ins += [("step", (), I32, ints(100))]
    donate = list(range(n)) + list(range(2 * n, 4 * n + 1))
    return ins, donate


# --- export --------------------------------------------------------------------------------
def export(name, note, fn, inputs):
    specs, donate = inputs
    args = [generate(GEN_SEED, name, k, s, dt, g) for k, (_, s, dt, g) in enumerate(specs)]
    jitted = jax.jit(fn, donate_argnums=tuple(donate))
    lowered = jitted.lower(*args)
    text = lowered.as_text()
    with open(os.path.join(HERE, f"{name}.mlir"), "w") as f:
        f.write(text)
    generic = lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
    with open(os.path.join(HERE, f"{name}.generic.mlir"), "w") as f:
        f.write(generic)
    outs = [np.asarray(o) for o in jax.tree_util.tree_leaves(jax.jit(fn)(*args))]
    samples, out_specs = [], []
    for k, o in enumerate(outs):
        flat = o.reshape(-1)
        m = min(flat.size, SAMPLES)
        s = flat[sample_indices(flat.size, m)].astype(np.float64)
        assert np.array_equal(s.astype(np.float32).astype(np.float64), s), f"{name} out {k}"
        assert np.all(np.isfinite(s)), f"{name} out {k} is not finite"
        samples.append(s.astype(np.float32))
        out_specs.append({"shape": list(o.shape), "dtype": str(o.dtype), "sample": m})
    np.save(os.path.join(HERE, f"{name}.expect.npy"), np.concatenate(samples))
    print(f"{name}: {len(args)} inputs, {len(outs)} outputs, {len(text)} bytes of MLIR")
    return {
        "name": name,
        "note": note,
        "function": "main",
        "inputs": [{"name": n, "shape": list(s), "dtype": dt, "gen": g} for n, s, dt, g in specs],
        "outputs": out_specs,
        "files": {"mlir": f"{name}.mlir", "generic": f"{name}.generic.mlir",
                  "expect": f"{name}.expect.npy"},
    }


def main():
    import json

    entries = [
        export("gpt_train_step", "GPT (2 layers, d 256, 4 heads, seq 128, batch 8) step, AdamW, donated",
               gpt_train_step, gpt_inputs()),
        export("resnet_block_train", "conv3x3+BN+ReLU residual block, batch 16 32x32x64, SGD momentum",
               resnet_block_train, resnet_inputs()),
        export("bf16_mlp_infer", "bf16 MLP 512-1024-1024-256, batch 128, f32 accumulation",
               bf16_mlp_infer, bf16_inputs()),
        export("adam_many_params", "Adam over 100 small tensors (per-call and per-dispatch cost)",
               adam_many_params, adam_inputs()),
    ]
    add_to_manifest(entries)
    path = os.path.join(HERE, "manifest.json")
    manifest = json.load(open(path))
    manifest["gen_seed"] = GEN_SEED
    with open(path, "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
