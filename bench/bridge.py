"""The Python bridge's own cost per call (issue: a bridge a JAX user does not notice).

    target/pyenv/bin/python bench/bridge.py [--leaves 117] [--calls 2000] [--repeat 5]

A train-state-like pytree of LEAVES small leaves (parameters, two optimizer moments, a step and
an optimizer count and a scale, as a Flax TrainState with optax Adam has them; 117 by default) goes through a donated update step:

- `irvm.jax.jit`, end to end (flatten, cache lookup, argument conversion, the VM call, wrapping
  every result as a JAX array, unflatten);
- the same loaded module called directly with the flat list of irvm arrays (`Function.call_list`):
  the VM's share of the call;
- jaxlib's DLPack import of that call's results alone (what making each result a `jax.Array`
  without a copy costs inside jaxlib, which the bridge cannot go below);
- `jax.jit` of the same function, for its own dispatch cost.

The bridge's cost is the first minus the second; the script prints it per call and per leaf, and
what is left of it without jaxlib's import.
Timings on a shared machine are evidence for a human, never assertions: it prints, it does not
judge. Needs the wheel installed in the environment (`python/build.sh` does that for target/pyenv).
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--leaves", type=int, default=117, help="leaves of the state pytree (117)")
    ap.add_argument("--calls", type=int, default=2000, help="calls per timed round (2000)")
    ap.add_argument("--repeat", type=int, default=5, help="rounds; the best is reported (5)")
    a = ap.parse_args()

    import jax
    import jax.numpy as jnp

    import irvm
    import irvm.jax

    jax.config.update("jax_platforms", "cpu")
    n = max((a.leaves - 3) // 3, 1)
    rng = np.random.default_rng(0)
    shapes = [(8,), (4, 4), (16,), (2, 3)]
    params = {f"p{i}": rng.standard_normal(shapes[i % 4]).astype(np.float32) for i in range(n)}
    state = {
        "params": params,
        "mu": {k: np.zeros_like(v) for k, v in params.items()},
        "nu": {k: np.zeros_like(v) for k, v in params.items()},
        "step": np.zeros((), np.int32),
        "count": np.zeros((), np.int32),
        "scale": np.ones((), np.float32),
    }
    leaves = len(jax.tree_util.tree_leaves(state))

    def update(s, lr):
        g = jax.tree.map(lambda p: 0.01 * p, s["params"])
        mu = jax.tree.map(lambda m, x: 0.9 * m + 0.1 * x, s["mu"], g)
        nu = jax.tree.map(lambda v, x: 0.999 * v + 0.001 * x * x, s["nu"], g)
        p = jax.tree.map(lambda p, m, v: p - lr * m / (jnp.sqrt(v) + 1e-8), s["params"], mu, nu)
        return {
            "params": p,
            "mu": mu,
            "nu": nu,
            "step": s["step"] + 1,
            "count": s["count"] + 1,
            "scale": s["scale"] * 0.999,
        }

    lr = np.float32(1e-3)
    ours = irvm.jax.jit(update, donate_argnums=0, instance=irvm.Instance(threads=1))
    theirs = jax.jit(update, donate_argnums=0)

    def time_loop(step, s):
        best = float("inf")
        for _ in range(a.repeat):
            t = time.perf_counter()
            for _ in range(a.calls):
                s = step(s, lr)
            jax.block_until_ready(s)
            best = min(best, (time.perf_counter() - t) / a.calls)
        return best, s

    s_ours = ours(state, lr)
    t_ours, s_ours = time_loop(ours, s_ours)
    (compiled,) = ours._cache.values()

    # The VM alone: the same module on flat irvm arrays (donated, fed back as a loop does).
    instance = ours.instance
    flat = [instance.put(np.asarray(x)) for x in jax.tree_util.tree_leaves(s_ours)]
    flat.append(instance.put(np.asarray(lr)))
    fn = compiled.function
    best_vm = float("inf")
    for _ in range(a.repeat):
        t = time.perf_counter()
        for _ in range(a.calls):
            flat = fn.call_list(*flat) + [flat[-1]]
        best_vm = min(best_vm, (time.perf_counter() - t) / a.calls)

    # jaxlib's DLPack import of the results alone (the arrays made are dropped at once).
    to_buffer, device = irvm.jax._direct_importer()
    results = flat[:-1]
    best_import = float("inf")
    for _ in range(a.repeat):
        t = time.perf_counter()
        for _ in range(a.calls):
            for d in results:
                to_buffer(d.__dlpack__(), device, None, None, 1)
        best_import = min(best_import, (time.perf_counter() - t) / a.calls)

    s_jax = theirs(jax.tree.map(jnp.asarray, state), lr)
    t_jax, _ = time_loop(theirs, s_jax)

    bridge = t_ours - best_vm
    print(f"leaves: {leaves}; calls per round: {a.calls}; best of {a.repeat} rounds")
    print(f"irvm.jax.jit, end to end : {t_ours * 1e6:9.1f} us per call")
    print(f"  VM call alone          : {best_vm * 1e6:9.1f} us per call")
    print(f"  bridge                 : {bridge * 1e6:9.1f} us per call, {bridge * 1e6 / leaves:.2f} us per leaf")
    print(f"    jaxlib's DLPack import: {best_import * 1e6:9.1f} us per call, {best_import * 1e6 / leaves:.2f} us per leaf")
    rest = bridge - best_import
    print(f"    the rest              : {rest * 1e6:9.1f} us per call, {rest * 1e6 / leaves:.2f} us per leaf")
    print(f"jax.jit                  : {t_jax * 1e6:9.1f} us per call (irvm.jax.jit / jax.jit: {t_ours / t_jax:.2f}x)")
    print(f"compilations: {ours.compilations}")


if __name__ == "__main__":
    main()
