#!/usr/bin/env python3
"""Serialized `jax.export` artifacts of the corpus (tests/corpus/jaxexport/), which the round-trip
test (compiler/tests/jax_export_roundtrip.rs) compiles from MLIR bytecode and compares with the
text form.

    PYTHONPATH=DIR_WITH_flatbuffers target/pyenv/bin/python tests/corpus/export_jax_artifacts.py

(JAX 0.10.2, offline; `Exported.serialize` needs the `flatbuffers` package.)

Two kinds, both written by JAX's own serializer (`Exported.serialize()`, a flatbuffer whose
`mlir_module_serialized` field holds the module as MLIR bytecode of VHLO, the portable artifact
`jax.export` writes with `serialize_portable_artifact` at its 4-week compatibility target):

- NAME.jaxexport for every workload of manifest.json: the committed text module NAME.mlir, parsed
  by JAX's MLIR and serialized as `jax.export` serializes the module it lowers, inside the
  `Exported` of a function with the workload's signature. Its program is exactly the text form's,
  so the test also compares the printed IR.
- NAME.traced.jaxexport for the workloads whose Python function is in this directory (the
  control-flow programs and the structured ones): `jax.export.export(jax.jit(f))(*specs)
  .serialize()`, JAX's own trace (its module differs from `jax.jit(f).lower()`'s text: constants
  hoisted and deduplicated), checked by running against JAX's outputs.
- NAME.deserialized.mlir for a few workloads that hold every op the converter treats specially
  (convolution, reduce_window, select_and_scatter, gather, scatter, sort, composite, while,
  dot_general, compare): JAX's own reading of the artifact's bytecode
  (`deserialize_portable_artifact`, StableHLO's `vhlo-legalize-to-stablehlo`), the expected IR of
  the converter.
"""

import dataclasses
import json
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np

jax.config.update("jax_platforms", "cpu")
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "jaxexport")
sys.path.insert(0, HERE)

from jax._src.export import _export  # noqa: E402
from jax._src.interpreters import mlir as jmlir  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402


def spec(d):
    return jax.ShapeDtypeStruct(tuple(d["shape"]), np.dtype(d["dtype"]))


def from_text(w):
    """The `Exported` of the workload's committed text module."""
    ins = [spec(d) for d in w["inputs"]]
    outs = [spec(d) for d in w["outputs"]]

    def signature(*args):
        return tuple(jnp.zeros(o.shape, o.dtype) for o in outs)

    shell = jax.export.export(jax.jit(signature))(*ins)
    text = open(os.path.join(HERE, w["files"]["mlir"])).read()
    with jmlir.make_ir_context():
        module = ir.Module.parse(text)
        bytecode = _export._module_to_bytecode(module)
    return dataclasses.replace(
        shell,
        fun_name=w["name"],
        mlir_module_serialized=bytecode,
        module_kept_var_idx=tuple(range(len(ins))),
    )


def traced():
    """(name, function, specs) of the workloads whose Python source is here."""
    import export_control_flow as cf
    import export_structured as st

    manifest = {w["name"]: w for w in json.load(open(os.path.join(HERE, "manifest.json")))["workloads"]}
    fns = {
        "rnn_scan": cf.rnn_scan,
        "train_fori": cf.train_fori,
        "cnn_maxpool_train": st.cnn_maxpool_train,
        "topk_sampler": st.topk_sampler,
    }
    return [(n, f, [spec(d) for d in manifest[n]["inputs"]]) for n, f in fns.items()]


DESERIALIZED = ["cnn_maxpool_train", "topk_sampler", "embedding_train_step", "rnn_scan", "conv_small"]


def deserialized(bytecode):
    from jax._src.lib import _jax

    with jmlir.make_ir_context():
        return _jax.mlir.deserialize_portable_artifact(bytecode)


def main():
    os.makedirs(OUT, exist_ok=True)
    manifest = json.load(open(os.path.join(HERE, "manifest.json")))
    for w in manifest["workloads"]:
        data = from_text(w).serialize()
        back = jax.export.deserialize(data)
        assert back.mlir_module_serialized == from_text(w).mlir_module_serialized
        with open(os.path.join(OUT, f"{w['name']}.jaxexport"), "wb") as f:
            f.write(data)
        print(w["name"], len(data))
        if w["name"] in DESERIALIZED:
            text = deserialized(back.mlir_module_serialized)
            text = text.decode() if isinstance(text, bytes) else str(text)
            with open(os.path.join(OUT, f"{w['name']}.deserialized.mlir"), "w") as f:
                f.write(text)
    for name, fn, specs in traced():
        exp = jax.export.export(jax.jit(fn))(*specs)
        data = exp.serialize()
        # The artifact runs in JAX and gives the outputs recorded beside the text form.
        w = next(w for w in manifest["workloads"] if w["name"] == name)
        args = [np.load(os.path.join(HERE, p)) for p in w["files"]["inputs"]]
        got = jax.tree_util.tree_leaves(jax.export.deserialize(data).call(*args))
        for k, g in enumerate(got):
            want = np.load(os.path.join(HERE, w["files"]["outputs"][k]))
            np.testing.assert_allclose(np.asarray(g), want, rtol=1e-5, atol=1e-5)
        with open(os.path.join(OUT, f"{name}.traced.jaxexport"), "wb") as f:
            f.write(data)
        print(name, "traced", len(data))


if __name__ == "__main__":
    main()
