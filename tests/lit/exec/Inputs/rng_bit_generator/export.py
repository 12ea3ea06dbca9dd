#!/usr/bin/env python3
"""Expected values of `stablehlo.rng_bit_generator`, computed by XLA:CPU through JAX.

Run once in a Python environment with `jax[cpu]==0.10.2` (`bench/.venv`, which `bench/run.py`
creates, has it); it rewrites its outputs (a second run writes the same bytes):

    bench/.venv/bin/python tests/lit/exec/Inputs/rng_bit_generator/export.py

- `element/tests/data/rng_xla_vectors.txt`: the unit-test vectors of `element::rng` (new state and
  every output element's bits for each algorithm, state, shape and element type).
- `bits.mlir` (beside this script): self-checking functions for both paths, one per case: a
  constant state, `rng_bit_generator`, `check.expect_eq_const` of the new state and the output
  (float outputs checked through `bitcast_convert` to the unsigned type of their width).
- `NAME.mlir`, `NAME.in.K.npy` and `NAME.out.K.npy`: JAX programs using `rng_bit_generator` as
  JAX prints it (`jax_default_prng_impl` set to `unsafe_rbg` or `rbg`; `lax.rng_bit_generator` in a
  `fori_loop` whose carry is the state), their inputs and JAX's outputs.

Each case is compiled by XLA from StableHLO text (not through `jax.lax.rng_bit_generator`, which
takes unsigned outputs only), so every element type the op takes is XLA's own answer. XLA returns
float and signed outputs as the unsigned type of their width: those are the bits.
"""

import os

import jax
import jax.extend
import jax.numpy as jnp
import numpy as np
from jax._src.interpreters import mlir
from jax._src.lib import xla_client as xc
from jax._src.lib.mlir import ir

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_enable_x64", True)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", "..", ".."))
BACKEND = jax.extend.backend.get_backend("cpu")
UNSIGNED = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def run_xla(text, *args):
    """Compiles StableHLO `text` with XLA:CPU and runs it on `args`."""
    with mlir.make_ir_context():
        module = ir.Module.parse(text)
        exe = BACKEND.compile_and_load(
            mlir.module_to_bytecode(module), BACKEND.devices()[:1], xc.CompileOptions()
        )
    bufs = [jax.device_put(a) for a in args]
    outs = exe.execute_sharded(bufs).disassemble_into_single_device_arrays()
    return [np.asarray(o[0]) for o in outs]


def tensor(shape, ty):
    return f"tensor<{'x'.join(map(str, shape))}x{ty}>" if shape else f"tensor<{ty}>"


def case(alg, state, shape, ty):
    """XLA's (new state, output bits) for one case."""
    ts, tt = tensor([len(state)], "ui64"), tensor(shape, ty)
    text = f"""func.func public @main(%arg0: {ts}) -> ({ts}, {tt}) {{
  %s, %o = stablehlo.rng_bit_generator %arg0, algorithm = {alg} : ({ts}) -> ({ts}, {tt})
  return %s, %o : {ts}, {tt}
}}"""
    s, o = run_xla(text, np.array(state, dtype=np.uint64))
    bits = o.view(UNSIGNED[o.dtype.itemsize]).ravel().astype(np.uint64)
    if ty in ("i2", "i4", "ui2", "ui4"):
        bits = bits & np.uint64((1 << int(ty.lstrip("ui"))) - 1)
    return [int(v) for v in s], [int(v) for v in bits]


def vectors():
    states = {
        2: [[1, 2], [0x123456789ABCDEF0, 0xFFFFFFFFFFFFFFFE], [0, 0]],
        3: [[7, 0xFFFFFFFFFFFFFFFF, 5], [1, 2, 3]],
    }
    shapes = [(), (2, 2), (5,), (3, 3), (3, 1, 5), (1, 4, 3), (2, 3, 2), (0, 3), (7,)]
    types = ["ui32", "ui64", "ui8", "ui16", "i4", "f32", "f64", "f16", "i64"]
    lines = [
        "# rng_bit_generator vectors computed by XLA:CPU (jaxlib of JAX 0.10.2) from StableHLO text, by",
        "# tests/lit/exec/Inputs/rng_bit_generator/export.py. One case a line:",
        "# ALGORITHM STATE SHAPE TYPE NEW_STATE OUTPUT_BITS (lists comma-separated, shape `x`-separated,",
        "# `-` for a scalar shape or an empty output). Output bits are each element's bit pattern.",
    ]
    join = lambda v, sep=",": sep.join(map(str, v)) or "-"
    for alg in ["THREE_FRY", "PHILOX", "DEFAULT"]:
        for n in [2] if alg == "THREE_FRY" else [2, 3]:
            for st in states[n]:
                for shape in shapes:
                    for ty in types:
                        if shape not in [(2, 2), (5,), (3, 1, 5)] and ty not in ["ui32", "ui64"]:
                            continue
                        if st != states[n][0] and ty not in ["ui32", "ui64"]:
                            continue
                        s, bits = case(alg, st, shape, ty)
                        lines.append(
                            " ".join([alg, join(st), join(shape, "x"), ty, join(s), join(bits)])
                        )
    path = os.path.join(ROOT, "element", "tests", "data", "rng_xla_vectors.txt")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def bits_module():
    """Self-checking functions: one per (algorithm, state, shape, type)."""
    cases = [
        ("THREE_FRY", [1, 2], (2, 2), "ui64"),  # the spec's example
        ("THREE_FRY", [1, 2], (5,), "ui32"),
        ("THREE_FRY", [1, 2], (3, 3), "ui32"),
        ("THREE_FRY", [1, 2], (), "ui32"),
        ("THREE_FRY", [0x123456789ABCDEF0, 0xFFFFFFFFFFFFFFFE], (3, 1, 5), "ui32"),
        ("THREE_FRY", [0x123456789ABCDEF0, 0xFFFFFFFFFFFFFFFE], (7,), "ui64"),
        ("THREE_FRY", [5, 9], (2, 3, 2), "ui8"),
        ("THREE_FRY", [5, 9], (5,), "i16"),
        ("THREE_FRY", [5, 9], (3,), "f32"),
        ("PHILOX", [1, 2], (5,), "ui32"),
        ("PHILOX", [1, 2], (3, 3), "ui64"),
        ("PHILOX", [7, 0xFFFFFFFFFFFFFFFF, 5], (9,), "ui32"),
        ("PHILOX", [7, 0xFFFFFFFFFFFFFFFF, 5], (3,), "ui64"),
        ("PHILOX", [5, 9], (2, 3), "i4"),
        ("PHILOX", [5, 9], (3,), "f64"),
        ("DEFAULT", [1, 2], (3, 3), "ui32"),
        ("DEFAULT", [1, 2], (5,), "ui64"),
        ("DEFAULT", [1, 2, 3], (1, 4, 3), "ui32"),
        ("DEFAULT", [5, 9], (5,), "f16"),
        ("DEFAULT", [5, 9], (4,), "i64"),
    ]
    out = [
        "// Generated by export.py (beside it): rng_bit_generator's new state and output as XLA:CPU",
        "// (jaxlib of JAX 0.10.2) computes them, checked on whatever path runs the functions.",
        "",
    ]
    for i, (alg, st, shape, ty) in enumerate(cases):
        s, bits = case(alg, st, shape, ty)
        ts, tt = tensor([len(st)], "ui64"), tensor(shape, ty)
        width = {"f16": 16, "f32": 32, "f64": 64}.get(ty)
        name = f"{alg.lower()}_{ty}_{'x'.join(map(str, shape)) or 'scalar'}_{i}"
        out.append(f"func.func @{name}() {{")
        out.append(f"  %state = stablehlo.constant dense<[{', '.join(map(str, st))}]> : {ts}")
        out.append(
            f"  %new_state, %output = stablehlo.rng_bit_generator %state, algorithm = {alg} : ({ts}) -> ({ts}, {tt})"
        )
        out.append(f"  check.expect_eq_const %new_state, dense<[{', '.join(map(str, s))}]> : {ts}")
        if width:
            tb = tensor(shape, f"ui{width}")
            out.append(f"  %bits = stablehlo.bitcast_convert %output : ({tt}) -> {tb}")
            value, tcheck = "%bits", tb
        else:
            value, tcheck = "%output", tt
        if ty.startswith("i") and not ty.startswith("ui"):
            w = int(ty[1:])
            bits = [b - (1 << w) if b >= 1 << (w - 1) else b for b in bits]
        flat = ", ".join(map(str, bits))
        out.append(f"  check.expect_eq_const {value}, dense<{dense(flat, shape)}> : {tcheck}")
        out.append("  func.return")
        out.append("}")
        out.append("")
    with open(os.path.join(HERE, "bits.mlir"), "w") as f:
        f.write("\n".join(out))
    return len(cases)


def dense(flat, shape):
    values = flat.split(", ")
    if not shape:
        return values[0]
    def nest(vals, dims):
        if len(dims) == 1:
            return "[" + ", ".join(vals) + "]"
        step = len(vals) // dims[0] if dims[0] else 0
        return "[" + ", ".join(nest(vals[i * step:(i + 1) * step], dims[1:]) for i in range(dims[0])) + "]"
    return nest(values, list(shape))


def export(name, fn, *args):
    text = jax.jit(fn).lower(*args).as_text()
    with open(os.path.join(HERE, f"{name}.mlir"), "w") as f:
        f.write(text)
    outs = jax.jit(fn)(*args)
    outs = outs if isinstance(outs, tuple) else (outs,)
    for k, a in enumerate(args):
        np.save(os.path.join(HERE, f"{name}.in.{k}.npy"), np.asarray(a))
    for k, o in enumerate(outs):
        np.save(os.path.join(HERE, f"{name}.out.{k}.npy"), np.asarray(o))


def rbg_normal():
    return jax.random.normal(jax.random.key(0), (4,))


def rbg_loop():
    """A key carried through a fori_loop, split each step; uniform floats and 64-bit ints."""

    def body(i, c):
        key, acc = c
        key, sub = jax.random.split(key)
        return key, (acc + jax.random.uniform(sub, (3, 5), jnp.float32) * i).astype(jnp.float32)

    key, acc = jax.lax.fori_loop(0, 6, body, (jax.random.key(42), jnp.zeros((3, 5), jnp.float32)))
    bits = jax.random.bits(key, (7,), jnp.uint64)
    ints = jax.random.randint(jax.random.fold_in(key, 3), (2, 3), 0, 100)
    return acc, bits, ints


def fori_key(key):
    """rng_bit_generator in a fori_loop body, its state carried by the loop."""

    def body(i, c):
        k, acc = c
        k, bits = jax.lax.rng_bit_generator(k, (3,), jnp.uint32, algorithm=jax.lax.RandomAlgorithm.RNG_PHILOX)
        return k, acc ^ bits

    return jax.lax.fori_loop(0, 4, body, (key, jnp.zeros(3, jnp.uint32)))


def main():
    vectors()
    n = bits_module()
    jax.config.update("jax_enable_x64", False)
    jax.config.update("jax_default_prng_impl", "unsafe_rbg")
    export("unsafe_rbg_normal", rbg_normal)
    jax.config.update("jax_enable_x64", True)
    jax.config.update("jax_default_prng_impl", "rbg")
    export("rbg_loop", rbg_loop)
    export("fori_key", fori_key, np.array([5, 7], np.uint64))
    print(f"wrote the vectors, {n} checked functions and 3 JAX programs")


if __name__ == "__main__":
    main()
