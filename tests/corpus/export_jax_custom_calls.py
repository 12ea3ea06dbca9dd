#!/usr/bin/env python3
"""`jax.export` artifacts with a LAPACK custom call and with collectives (tests/corpus/jaxexport/),
which compiler/tests/jax_export_roundtrip.rs reads from MLIR bytecode of VHLO:

    PYTHONPATH=DIR_WITH_flatbuffers target/pyenv/bin/python tests/corpus/export_jax_custom_calls.py

(JAX 0.10.2, offline, 4 host devices.) For each program P:

- P.traced.jaxexport: `jax.export.export(jax.jit(f))(*specs).serialize()`;
- P.mlir: the module JAX serialized, as JAX prints it (`Exported.mlir_module()`, without
  locations), the text form the conversion is compared with;
- P.deserialized.mlir: JAX's own reading of the artifact's bytecode
  (`deserialize_portable_artifact`), the IR the converter must build.

`linalg` is jnp.linalg.cholesky and jnp.linalg.eigh of a 4 x 4 f32 matrix (LAPACK's potrf and
syevd as typed-FFI custom calls); its input linalg.in.0.npy is symmetric positive definite.
`psum_shard_map` is a shard_map over a 4-device mesh whose body is a psum (an all_reduce with a
channel handle and use_global_device_ids, between GSPMD's sharding custom calls).
"""

import os

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

jax.config.update("jax_platforms", "cpu")
# These artifacts are exported with the GSPMD partitioner (export_jax_shardy.py makes the Shardy
# ones), whose shardings are `mhlo.sharding` strings and `@Sharding`,
# `@SPMDFullToShardShape` and `@SPMDShardToFullShape` custom calls.
jax.config.update("jax_use_shardy_partitioner", False)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "jaxexport")

from jax._src.interpreters import mlir as jmlir  # noqa: E402
from jax._src.lib import _jax  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402


def linalg(a):
    return jnp.linalg.cholesky(a), jnp.linalg.eigh(a)[0]


def psum_shard_map(mesh):
    def f(x):
        return jax.shard_map(
            lambda b: jax.lax.psum(b, "x"), mesh=mesh, in_specs=P("x"), out_specs=P()
        )(x)

    return f


def without_locations(text):
    with jmlir.make_ir_context():
        return ir.Module.parse(text).operation.get_asm(enable_debug_info=False)


def save(name, exp):
    data = exp.serialize()
    with open(os.path.join(OUT, f"{name}.traced.jaxexport"), "wb") as f:
        f.write(data)
    with open(os.path.join(OUT, f"{name}.mlir"), "w") as f:
        f.write(without_locations(exp.mlir_module()))
    with jmlir.make_ir_context():
        back = _jax.mlir.deserialize_portable_artifact(
            jax.export.deserialize(data).mlir_module_serialized
        )
        back = back.decode() if isinstance(back, bytes) else str(back)
    with open(os.path.join(OUT, f"{name}.deserialized.mlir"), "w") as f:
        f.write(back)
    print(name, len(data))


def main():
    m = np.arange(16, dtype=np.float32).reshape(4, 4) % 5 - 2
    a = (m @ m.T + 4 * np.eye(4, dtype=np.float32)).astype(np.float32)
    np.save(os.path.join(OUT, "linalg.in.0.npy"), a)
    exp = jax.export.export(jax.jit(linalg))(jax.ShapeDtypeStruct((4, 4), np.float32))
    save("linalg", exp)
    mesh = jax.make_mesh((4,), ("x",))
    spec = jax.ShapeDtypeStruct((8,), np.float32, sharding=NamedSharding(mesh, P("x")))
    save("psum_shard_map", jax.export.export(jax.jit(psum_shard_map(mesh)))(spec))


if __name__ == "__main__":
    main()
