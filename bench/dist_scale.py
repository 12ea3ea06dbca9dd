#!/usr/bin/env python3
"""Scaling of JAX's data-parallel MLP train step over MPI processes (issue 26's table).

The step of `tests/dist/export_dist.py` (784-256-10 MLP, softmax cross-entropy, SGD) at a global
batch of 1024 (`--batch`), exported by JAX 0.10.2 (target/pyenv, made by python/build.sh) as:
- one process: `jax.jit(step)` on global shapes, run by `irvm benchmark` at 1 and 2 threads;
- N processes: `jax.jit(jax.shard_map(step_local, ...))` over a mesh of N devices (the batch
  split, one `lax.pmean` of loss and gradients), run by `mpirun -np N irvm benchmark` (each rank
  its default threads: the host's cores shared among its ranks).
Every run reads the same global inputs; each rank takes its block of the batch. The time per
step is `irvm benchmark`'s best repetition (`per call: min`; under mpirun, the slowest rank's).
Efficiency is T1 / (N x TN), T1 the better single-process time. This machine has 2 cores, so
no speedup is promised beyond 2 processes: the table says what it measured, with the load.

    bench/dist_scale.py [--np 2,4] [--batch 1024] [--repetitions 5]

Needs `cargo build --release --workspace --features runtime/mpi` and python/build.sh first.
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "bench_dist_scale")
PYTHON = os.path.join(ROOT, "target", "pyenv", "bin", "python")
IRC = os.path.join(ROOT, "target", "release", "irc")
IRVM = os.path.join(ROOT, "target", "release", "irvm")
MPIRUN = ["mpirun", "--allow-run-as-root", "--oversubscribe", "--mca", "pml", "ob1",
          "--mca", "btl", "self,vader", "--mca", "oob_tcp_if_include", "lo"]

EXPORT = r'''
import os, sys
import jax
jax.config.update("jax_num_cpu_devices", max(NPS))
import jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
LR = 0.1
rng = np.random.default_rng([0, 7])
args = ((rng.standard_normal((784, 256)) * np.sqrt(2 / 1040)).astype(np.float32),
        (rng.standard_normal((256,)) * 0.01).astype(np.float32),
        (rng.standard_normal((256, 10)) * np.sqrt(2 / 266)).astype(np.float32),
        (rng.standard_normal((10,)) * 0.01).astype(np.float32),
        rng.random((BATCH, 784), dtype=np.float32),
        rng.integers(0, 10, size=(BATCH,), dtype=np.int32))
def loss_fn(params, x, labels):
    w1, b1, w2, b2 = params
    h = jax.nn.relu(x @ w1 + b1)
    logp = jax.nn.log_softmax(h @ w2 + b2, axis=-1)
    return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 10, dtype=jnp.float32) * logp, axis=-1))
def step(w1, b1, w2, b2, x, labels, pmean=False):
    p = (w1, b1, w2, b2)
    loss, grads = jax.value_and_grad(loss_fn)(p, x, labels)
    if pmean:
        loss, grads = jax.lax.pmean((loss, grads), "batch")
    return (loss,) + tuple(a - LR * g for a, g in zip(p, grads))
for k, a in enumerate(args):
    np.save(os.path.join(OUT, f"in.{k}.npy"), a)
with open(os.path.join(OUT, "step_1.mlir"), "w") as f:
    f.write(jax.jit(step).lower(*args).as_text())
for n in NPS:
    mesh = Mesh(np.array(jax.devices()[:n]), ("batch",))
    sm = jax.shard_map(lambda *a: step(*a, pmean=True), mesh=mesh,
                       in_specs=(P(),) * 4 + (P("batch"), P("batch")), out_specs=(P(),) * 5,
                       check_vma=False)
    with open(os.path.join(OUT, f"step_{n}.mlir"), "w") as f:
        f.write(jax.jit(sm).lower(*args).as_text())
'''


def run(cmd, env=None):
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=1800, env=env)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({r.returncode}):\n{r.stdout}\n{r.stderr}")
    return r.stdout + r.stderr


def per_call_ms(out):
    m = re.search(r"per call: min ([0-9.]+) ms", out)
    if not m:
        sys.exit(f"no `per call` line in:\n{out}")
    return float(m.group(1))


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--np", default="2,4")
    ap.add_argument("--batch", type=int, default=1024)
    ap.add_argument("--repetitions", type=int, default=5)
    a = ap.parse_args()
    nps = [int(x) for x in a.np.split(",")]
    if any(a.batch % n for n in nps):
        sys.exit(f"--batch {a.batch} must be divisible by every --np ({a.np})")
    os.makedirs(OUT, exist_ok=True)
    script = EXPORT.replace("NPS", repr(nps)).replace("BATCH", str(a.batch))
    script = script.replace("OUT", repr(OUT))
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    run([PYTHON, "-c", script], env=env)
    inputs = [f"--input=@{os.path.join(OUT, f'in.{k}.npy')}" for k in range(6)]
    for n in [1] + nps:
        src = os.path.join(OUT, f"step_{n}.mlir")
        run([IRC, "compile", src, "-o", src[:-5] + ".vmfb"])
    bench = ["benchmark", "--function=main", f"--repetitions={a.repetitions}"] + inputs
    before = loadavg()
    rows = []
    for threads in (1, 2):
        out = run([IRVM] + bench + [os.path.join(OUT, "step_1.vmfb"), f"--threads={threads}"])
        rows.append((1, threads, per_call_ms(out)))
    for n in nps:
        out = run(MPIRUN + ["-np", str(n), IRVM] + bench + [os.path.join(OUT, f"step_{n}.vmfb")])
        threads = max(1, (os.cpu_count() or 1) // n)
        rows.append((n, threads, per_call_ms(out)))
    after = loadavg()
    t1 = min(ms for n, _, ms in rows if n == 1)
    print(f"dp MLP step, global batch {a.batch}, {os.cpu_count()} cores; best of "
          f"{a.repetitions} repetitions; load average {before} before, {after} after")
    print()
    print("| processes | threads each | ms per step | speedup over T1 | efficiency T1/(N x TN) |")
    print("|---:|---:|---:|---:|---:|")
    for n, threads, ms in rows:
        print(f"| {n} | {threads} | {ms:.3f} | {t1 / ms:.2f} | {t1 / (n * ms):.2f} |")


if __name__ == "__main__":
    main()
