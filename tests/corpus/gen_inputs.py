"""Seeded inputs for the corpus workloads whose data is too large to keep in the repository.

A workload's input spec in manifest.json may carry `"gen"`; its values are then a pure function of
(the manifest's `gen_seed`, the workload's name, the input's position, the element's index), the
same in numpy (here, read by the export script and bench/run.py) and in Rust
(compiler/tests/vm_corpus_user.rs):

    base = fnv1a64("NAME.K") ^ gen_seed
    z_i  = splitmix64_mix(base + (i + 1) * 0x9E3779B97F4A7C15)   (all arithmetic mod 2^64)

  - `{"dist": "sym", "log2_scale": s}`: a float, 2^s * (-1 + 2 u / 2^b), u = z_i >> (64 - b), where
    b is the significand width of the element type (f32 24, f16 11, bf16 8): every value is exact in
    its type, so no rounding is involved anywhere;
  - `{"dist": "pos", "log2_scale": s}`: 2^s * u / 2^b, in [0, 2^s);
  - `{"dist": "int", "high": n}`: an integer (z_i >> 33) % n, in [0, n).
"""

import numpy as np

MASK = (1 << 64) - 1
GOLDEN = np.uint64(0x9E3779B97F4A7C15)
SIGNIFICAND = {"float32": 24, "float16": 11, "bfloat16": 8}


def fnv1a64(text):
    h = 0xCBF29CE484222325
    for byte in text.encode():
        h = ((h ^ byte) * 0x100000001B3) & MASK
    return h


def mix(z):
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def generate(seed, name, k, shape, dtype, gen):
    """The values of input `k` of workload `name` (see the module's docstring)."""
    import ml_dtypes  # noqa: F401  (registers bfloat16 with numpy)

    n = int(np.prod(shape, dtype=np.int64))
    base = np.uint64(fnv1a64(f"{name}.{k}") ^ seed)
    with np.errstate(over="ignore"):
        i = np.arange(1, n + 1, dtype=np.uint64)
        z = mix(base + i * GOLDEN)
    dt = np.dtype(dtype)
    if gen["dist"] == "int":
        vals = (z >> np.uint64(33)) % np.uint64(gen["high"])
        return vals.astype(dt).reshape(shape)
    b = SIGNIFICAND[dt.name]
    u = (z >> np.uint64(64 - b)).astype(np.float64)
    scale = 2.0 ** gen["log2_scale"]
    if gen["dist"] == "sym":
        vals = scale * (-1.0 + 2.0 * u / 2.0**b)
    elif gen["dist"] == "pos":
        vals = scale * u / 2.0**b
    else:
        raise ValueError(f"{name} input {k}: unknown gen dist {gen['dist']!r}")
    out = vals.astype(dt)
    assert np.array_equal(out.astype(np.float64), vals), f"{name} input {k}: inexact values"
    return out.reshape(shape)


def sample_indices(n, m):
    """The indices of the `m` elements of an `n`-element output that the corpus keeps:
    floor(j * n / m) for j < m (all of them when m == n)."""
    return (np.arange(m, dtype=np.int64) * n) // m
