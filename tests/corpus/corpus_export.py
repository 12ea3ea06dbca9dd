"""The export of one corpus workload, shared by the corpus's export scripts: the module as
`jax.jit(f).lower(...)` prints it (pretty and generic), its inputs and JAX's outputs (.npy), and its
manifest.json entry."""

import os

import jax
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def export(name, note, fn, args, arg_names):
    lowered = jax.jit(fn).lower(*args)
    with open(os.path.join(HERE, f"{name}.mlir"), "w") as f:
        f.write(lowered.as_text())
    generic = lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
    with open(os.path.join(HERE, f"{name}.generic.mlir"), "w") as f:
        f.write(generic)
    outs = jax.tree_util.tree_leaves(jax.jit(fn)(*args))
    files_in, files_out = [], []
    for k, a in enumerate(args):
        files_in.append(f"{name}.in.{k}.npy")
        np.save(os.path.join(HERE, files_in[-1]), np.asarray(a))
    for k, o in enumerate(outs):
        files_out.append(f"{name}.out.{k}.npy")
        np.save(os.path.join(HERE, files_out[-1]), np.asarray(o))
    return {
        "name": name,
        "note": note,
        "function": "main",
        "inputs": [
            {"name": n, "shape": list(np.shape(a)), "dtype": str(np.asarray(a).dtype)}
            for n, a in zip(arg_names, args)
        ],
        "outputs": [{"shape": list(np.shape(o)), "dtype": str(np.asarray(o).dtype)} for o in outs],
        "files": {
            "mlir": f"{name}.mlir",
            "generic": f"{name}.generic.mlir",
            "inputs": files_in,
            "outputs": files_out,
        },
    }


def add_to_manifest(entries):
    """Replaces (or adds) `entries` in manifest.json, by name."""
    import json

    path = os.path.join(HERE, "manifest.json")
    manifest = json.load(open(path))
    names = {e["name"] for e in entries}
    manifest["workloads"] = [w for w in manifest["workloads"] if w["name"] not in names] + entries
    with open(path, "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")
