#!/usr/bin/env python3
"""`jax.export` artifacts exported with JAX's default Shardy partitioner (tests/corpus/jaxexport/
shardy_*), which compiler/tests/jax_export_roundtrip.rs reads from MLIR bytecode:

    PYTHONPATH=DIR_WITH_flatbuffers target/pyenv/bin/python tests/corpus/export_jax_shardy.py

(JAX 0.10.2, offline, 4 host devices.) For each program P:

- P.traced.jaxexport: `jax.export.export(jax.jit(f))(*specs).serialize()`, Shardy on (JAX's
  default): Shardy's ops and attributes are in the bytecode in Shardy's own encoding, wrapped in
  `builtin.unrealized_conversion_cast`s between VHLO's and the builtin tensor types;
- P.mlir: the module as JAX prints it (`Exported.mlir_module()`, without locations);
- P.in.K.npy, P.out.K.npy: the inputs, and JAX's outputs for them (`jax.jit(f)` run by XLA on
  the CPU, 4 devices for the shard_map).

`shardy_plain` is an elementwise program (Shardy adds nothing to it); `shardy_key` takes a typed
PRNG key (`jax.random.key`), for which JAX adds `sdy.mesh @empty_mesh` and an
`sdy.sharding_constraint`; its input is the key's data (`jax.random.key_data`), the module's
`tensor<2xui32>` argument. `shardy_psum` is a `shard_map` over a 4-device mesh whose body is a
psum (`sdy.mesh`, `#sdy.sharding` on the arguments and results, `sdy.manual_computation`).
`shardy_linalg` is jnp.linalg.cholesky of a 4 x 4 f32 matrix: a LAPACK custom call that Shardy
gives an `sdy.sharding_rule`.
"""

import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

jax.config.update("jax_platforms", "cpu")
assert jax.config.jax_use_shardy_partitioner, "Shardy is JAX's default partitioner"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "jaxexport")

from jax._src.interpreters import mlir as jmlir  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402


def without_locations(text):
    with jmlir.make_ir_context():
        return ir.Module.parse(text).operation.get_asm(enable_debug_info=False)


def save(name, f, specs, inputs):
    exp = jax.export.export(jax.jit(f))(*specs)
    data = exp.serialize()
    with open(os.path.join(OUT, f"{name}.traced.jaxexport"), "wb") as fh:
        fh.write(data)
    with open(os.path.join(OUT, f"{name}.mlir"), "w") as fh:
        fh.write(without_locations(exp.mlir_module()))
    outs = jax.jit(f)(*inputs)
    outs = outs if isinstance(outs, (tuple, list)) else (outs,)
    for k, a in enumerate(inputs):
        a = jax.random.key_data(a) if jnp.issubdtype(a.dtype, jax.dtypes.prng_key) else a
        np.save(os.path.join(OUT, f"{name}.in.{k}.npy"), np.asarray(a))
    for k, o in enumerate(outs):
        np.save(os.path.join(OUT, f"{name}.out.{k}.npy"), np.asarray(o))
    print(name, len(data), [np.asarray(o).tolist() for o in outs])


def plain(x, y):
    return jnp.sin(x) * y + 1


def keyed(k, x):
    return jax.random.uniform(k, (4,)) + x


def main():
    f32 = np.float32
    x = np.array([0.5, -1.25, 2.0, 3.5], f32)
    y = np.array([2.0, 0.5, -1.0, 0.25], f32)
    spec4 = jax.ShapeDtypeStruct((4,), f32)
    save("shardy_plain", plain, (spec4, spec4), (x, y))

    key = jax.random.key(42)
    save("shardy_key", keyed, (key, spec4), (key, x))

    mesh = jax.make_mesh((4,), ("x",))

    def psum(v):
        return jax.shard_map(
            lambda b: jax.lax.psum(b, "x"), mesh=mesh, in_specs=P("x"), out_specs=P()
        )(v)

    spec8 = jax.ShapeDtypeStruct((8,), f32, sharding=NamedSharding(mesh, P("x")))
    v = jax.device_put(np.arange(8, dtype=f32) * 1.5, NamedSharding(mesh, P("x")))
    save("shardy_psum", psum, (spec8,), (v,))

    m = np.arange(16, dtype=f32).reshape(4, 4) % 5 - 2
    a = (m @ m.T + 4 * np.eye(4, dtype=f32)).astype(f32)
    save("shardy_linalg", jnp.linalg.cholesky, (jax.ShapeDtypeStruct((4, 4), f32),), (a,))


if __name__ == "__main__":
    main()
