#!/usr/bin/env python3
"""Benchmark irc/irvm against IREE 3.13 and JAX 0.10.2 (XLA:CPU) on the corpus, in one run.

    python3 bench/run.py [--models a,b] [--repeat N] [--skip-iree] [--skip-jax] [--threads N]
                         [--baseline DIR] [--quick] [--peak-gflops G --peak-gbs B]

The machine's peak (`irvm peak`: an FMA loop and a 64 MiB copy on the bench's threads) is measured
once per run; each workload's FLOPs and bytes per call come from `irvm benchmark --profile` (its
kernels' step costs), and the table shows our achieved fraction of that peak on the roofline, and
each runtime's peak memory for one call (ours: the allocator's peak; IREE: its allocator
statistics; XLA: the compiled executable's memory analysis).

With --baseline DIR (a directory holding an earlier build's irc and irvm), the earlier build
compiles and runs every model too, and the table gains its times and the ratio ours/before:
the check that a change made no workload slower.

On first run this creates bench/.venv, installs the peers' pinned packages from PyPI and
re-executes itself inside it. Everything it writes goes to bench/build/ (compiled modules,
generated inputs, outputs, results.md). See bench/README.md for what is measured and how.
"""
import argparse
import datetime
import json
import math
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time
import venv

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV = os.path.join(HERE, ".venv")
VENV_PY = os.path.join(VENV, "bin", "python")
BUILD = os.path.join(HERE, "build")
CORPUS = os.path.join(ROOT, "tests", "corpus")
PACKAGES = [
    "iree-base-compiler==3.13.0",
    "iree-base-runtime==3.13.0",
    "jax[cpu]==0.10.2",
    "numpy",
]
STAMP = os.path.join(VENV, ".bench-installed")

# Timing protocol, the same for every runtime: REPS repetitions, each of enough calls to
# last at least MIN_REP_S; the figure of a round is the median of the per-repetition means.
REPS = 10
MIN_REP_S = 0.2
# Compile timing: median of 3 runs, or 1 run when the first takes longer than this.
SLOW_COMPILE_S = 20.0
# Correctness: max |ours - ref| <= max(REL_TOL * max|ref|, ABS_FLOOR), per output.
REL_TOL = 1e-4
ABS_FLOOR = 1e-5
# The floor: a model slower than this multiple of IREE local-task is listed.
FLOOR_X = 3.0
# With --baseline: a model slower than this multiple of the earlier build is listed (noise on a
# shared 2-core machine is a few percent).
BEFORE_X = 1.10
SUBPROCESS_TIMEOUT_S = 900

IREE_COMPILE_FLAGS = [
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=host",
]


# ----------------------------------------------------------------------------------------
# Bootstrap: the venv with the pinned peers
# ----------------------------------------------------------------------------------------
def ensure_venv():
    """Create bench/.venv with the peers' packages on first run, then re-exec inside it."""
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    want = "\n".join(PACKAGES)
    have = open(STAMP).read() if os.path.exists(STAMP) else None
    if have != want:
        print(f"[bench] creating {VENV} and installing: {' '.join(PACKAGES)}", flush=True)
        if not os.path.exists(VENV_PY):
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        subprocess.run([VENV_PY, "-m", "pip", "install", "--quiet", *PACKAGES], check=True)
        with open(STAMP, "w") as f:
            f.write(want)
    os.execv(VENV_PY, [VENV_PY, os.path.abspath(__file__), *sys.argv[1:]])


def log(msg):
    print(f"[bench {time.strftime('%H:%M:%S')}] {msg}", flush=True)


def run(cmd, **kw):
    """Run a command, return (seconds, CompletedProcess). Never raises on a non-zero exit."""
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=SUBPROCESS_TIMEOUT_S, **kw)
    return time.perf_counter() - t0, p


def first_error_line(p):
    text = (p.stderr or "") + (p.stdout or "")
    lines = [l for l in text.splitlines() if l.strip()]
    for l in lines:
        if "error" in l.lower():
            return l.strip()[:200]
    return (lines[-1].strip()[:200] if lines else f"exit {p.returncode}")


# ----------------------------------------------------------------------------------------
# Inputs and reference outputs
# ----------------------------------------------------------------------------------------
def _stream(seed, name):
    # The corpus generator's per-workload stream: fixed seed + a stable hash of the name,
    # so a generated float input equals the corpus's when it was drawn as a standard normal.
    import numpy as np
    h = sum((i + 1) * ord(c) for i, c in enumerate(name))
    return np.random.default_rng([seed, h])


_GEN_SEED = [None]  # manifest.json's gen_seed, set by main


def input_paths(w, seed):
    """Paths of the model's inputs: the corpus's .npy files, or seeded ones in bench/build."""
    import numpy as np
    paths = []
    rng = None
    gen_dir = os.path.join(BUILD, "inputs")
    if "expect" in w["files"]:
        # A workload whose inputs tests/corpus/gen_inputs.py generates (see its docstring).
        sys.path.insert(0, CORPUS)
        from gen_inputs import generate
        os.makedirs(gen_dir, exist_ok=True)
        for k, spec in enumerate(w["inputs"]):
            g = os.path.join(gen_dir, f"{w['name']}.in.{k}.npy")
            if not os.path.exists(g):
                np.save(g, generate(_GEN_SEED[0], w["name"], k, tuple(spec["shape"]), spec["dtype"],
                                    spec["gen"]))
            paths.append(g)
        return paths
    for k, (fname, spec) in enumerate(zip(w["files"]["inputs"], w["inputs"])):
        p = os.path.join(CORPUS, fname)
        if os.path.exists(p):
            paths.append(p)
            continue
        g = os.path.join(gen_dir, fname)
        if rng is None:
            rng = _stream(seed, w["name"])
        shape, dtype = tuple(spec["shape"]), np.dtype(spec["dtype"])
        if dtype.kind == "f":
            arr = rng.standard_normal(shape).astype(dtype)
        else:
            arr = rng.integers(0, 10, size=shape).astype(dtype)
        if not os.path.exists(g):
            os.makedirs(gen_dir, exist_ok=True)
            np.save(g, arr)
        paths.append(g)
    return paths


def _elementwise_chain_ref(x, y):
    # The corpus's elementwise_chain in float64 (the 20 ops of tests/corpus/elementwise_chain.mlir).
    import numpy as np
    x, y = x.astype(np.float64), y.astype(np.float64)
    a = np.tanh(x * 0.5 + y) * y
    a = np.log(np.sqrt(np.abs(a) + 1.0)) - x
    a = np.exp(-np.abs(a)) / (1.0 + np.abs(y))
    a = np.minimum(np.maximum(a, 0.1), y + 2.0)
    a = 1.0 / (1.0 + np.exp(-a))
    return a * a


def reference_outputs(w, in_paths):
    """Expected outputs: the corpus's .out.K.npy (JAX's results), or for the models whose
    data is not in the repository, a float64 numpy computation on the generated inputs."""
    import numpy as np
    if "expect" in w["files"]:
        # Samples of JAX's outputs (tests/corpus/export_user.py): compare() takes them as
        # (sample count, values) and picks the same elements of ours.
        flat = np.load(os.path.join(CORPUS, w["files"]["expect"])).astype(np.float64)
        refs, off = [], 0
        for o in w["outputs"]:
            refs.append(Sampled(flat[off: off + o["sample"]]))
            off += o["sample"]
        return refs, "corpus (samples)"
    files = [os.path.join(CORPUS, f) for f in w["files"]["outputs"]]
    if all(os.path.exists(f) for f in files):
        return [np.load(f) for f in files], "corpus"
    ins = [np.load(p) for p in in_paths]
    name = w["name"]
    if name.startswith("matmul_"):
        return [ins[0].astype(np.float64) @ ins[1].astype(np.float64)], "numpy f64"
    if name == "elementwise_chain":
        return [_elementwise_chain_ref(*ins)], "numpy f64"
    return None, "none"


class Sampled:
    """Some evenly spaced elements of a reference output (tests/corpus/gen_inputs.py's
    sample_indices): compare() checks the same elements of ours."""

    def __init__(self, values):
        self.values = values


def compare(outs, refs):
    """(ok, worst relative error) with max|d| <= max(REL_TOL*max|ref|, ABS_FLOOR) per output."""
    import numpy as np
    ok, worst = True, 0.0
    if len(outs) != len(refs):
        return False, float("inf")
    for o, r in zip(outs, refs):
        if isinstance(r, Sampled):
            if o.dtype.kind == "V" and o.dtype.itemsize == 2:  # bf16 as numpy saves it
                import ml_dtypes
                o = o.view(ml_dtypes.bfloat16)
            sys.path.insert(0, CORPUS)
            from gen_inputs import sample_indices
            flat = o.reshape(-1)
            o, r = flat[sample_indices(flat.size, len(r.values))], r.values
        if o.shape != r.shape:
            return False, float("inf")
        o64, r64 = o.astype(np.float64), r.astype(np.float64)
        d = float(np.max(np.abs(o64 - r64))) if o.size else 0.0
        if not math.isfinite(d):
            return False, float("inf")
        scale = float(np.max(np.abs(r64))) if r.size else 0.0
        # A bf16 or f16 result may round to the neighbouring value where the two runtimes
        # accumulate in f32 in different orders: one unit in the last place, relative.
        rel = {"bfloat16": 2.0**-8, "float16": 2.0**-11}.get(str(o.dtype), REL_TOL)
        tol = max(rel * scale, ABS_FLOOR)
        ok &= d <= tol
        worst = max(worst, d / scale if scale > 0 else d)
    return ok, worst


# ----------------------------------------------------------------------------------------
# Our tools
# ----------------------------------------------------------------------------------------
def snapshot_binaries():
    """Copy irc and irvm into bench/build/bin, so a rebuild during the run changes nothing."""
    bindir = os.path.join(BUILD, "bin")
    os.makedirs(bindir, exist_ok=True)
    out = {}
    for tool in ("irc", "irvm"):
        src = os.path.join(ROOT, "target", "release", tool)
        if not os.path.exists(src):
            sys.exit(f"[bench] {src} not found: run `cargo build --release` first")
        dst = os.path.join(bindir, tool)
        shutil.copy2(src, dst + ".tmp")
        os.replace(dst + ".tmp", dst)
        out[tool] = (dst, datetime.datetime.fromtimestamp(os.path.getmtime(src)).strftime("%Y-%m-%d %H:%M:%S"))
    return out


def time_compile(cmd):
    """Median wall time of the compile command (3 runs; 1 if the first exceeds SLOW_COMPILE_S)."""
    times = []
    for i in range(3):
        t, p = run(cmd)
        if p.returncode != 0:
            return None, first_error_line(p)
        times.append(t)
        if i == 0 and t > SLOW_COMPILE_S:
            break
    return statistics.median(times), None


def ours_bench(irvm, vmfb, ins, threads):
    cmd = [irvm, "benchmark", vmfb, "--function=main", *[f"--input=@{p}" for p in ins],
           f"--threads={threads}", f"--repetitions={REPS}", f"--min-rep-ms={int(MIN_REP_S * 1000)}"]
    _, p = run(cmd)
    if p.returncode != 0:
        return None, first_error_line(p)
    lines = [l for l in p.stdout.splitlines() if l.strip()]
    m = re.match(r"median_ms=([0-9.eE+-]+)\s+calls=(\d+)", lines[-1] if lines else "")
    if not m:
        return None, f"unparsed irvm output: {lines[-1] if lines else ''!r}"
    return float(m.group(1)), None


def machine_peak(irvm, threads):
    """(GFLOP/s, GB/s) of `irvm peak` on the bench's threads, or (None, error)."""
    _, p = run([irvm, "peak", f"--threads={threads}"])
    m = re.search(r"peak_gflops=([0-9.eE+-]+)\s+peak_gbs=([0-9.eE+-]+)", p.stdout or "")
    if p.returncode != 0 or not m:
        return None, first_error_line(p)
    return (float(m.group(1)), float(m.group(2))), None


def ours_profile(irvm, vmfb, ins, threads, peak, name):
    """FLOPs and bytes per call from `irvm benchmark --profile` (a short run; its table is kept
    in bench/build/profile/NAME.txt), or (None, error)."""
    cmd = [irvm, "benchmark", vmfb, "--function=main", *[f"--input=@{p}" for p in ins],
           f"--threads={threads}", "--repetitions=1", "--min-rep-ms=20", "--profile",
           f"--peak-gflops={peak[0]}", f"--peak-gbs={peak[1]}"]
    _, p = run(cmd)
    if p.returncode != 0:
        return None, first_error_line(p)
    pdir = os.path.join(BUILD, "profile")
    os.makedirs(pdir, exist_ok=True)
    with open(os.path.join(pdir, name + ".txt"), "w") as f:
        f.write(p.stdout)
    m = re.search(r"flops_per_call=(\d+)\s+bytes_per_call=(\d+)\s+accounted=([0-9.]+)", p.stdout)
    if not m:
        return None, "no profile summary in irvm's output"
    return {"flops": float(m.group(1)), "bytes": float(m.group(2)), "accounted": float(m.group(3))}, None


def roofline(prof, ms, peak):
    """Our achieved fraction of the machine's peak at `ms` per call, and what bounds it: 'F'
    (FLOP/s) when the workload has at least the machine's flops per byte, else 'B' (bytes/s)."""
    if prof is None or ms is None or peak is None or ms <= 0:
        return None, ""
    s = ms * 1e-3
    flop_frac = prof["flops"] / s / (peak[0] * 1e9)
    byte_frac = prof["bytes"] / s / (peak[1] * 1e9)
    compute = prof["flops"] > 0 and prof["flops"] * peak[1] >= prof["bytes"] * peak[0]
    return max(flop_frac, byte_frac), ("F" if compute else "B")


def ours_check(irvm, vmfb, ins, w, refs, threads):
    import numpy as np
    odir = os.path.join(BUILD, "out")
    os.makedirs(odir, exist_ok=True)
    opaths = [os.path.join(odir, f"{w['name']}.ours.out.{k}.npy") for k in range(len(w["outputs"]))]
    for o in opaths:
        if os.path.exists(o):
            os.remove(o)
    cmd = [irvm, "run", vmfb, "--function=main", *[f"--input=@{p}" for p in ins],
           *[f"--output=@{o}" for o in opaths], f"--threads={threads}", "--memory-stats"]
    _, p = run(cmd)
    if p.returncode != 0:
        return "FAIL", first_error_line(p), None
    # The allocator's peak over the one call: inputs, the arena (transients and kernel
    # scratch) and results.
    m = re.search(r"memory: live \d+ B, peak (\d+) B", p.stderr or "")
    mem = int(m.group(1)) if m else None
    if refs is None:
        return "no ref", "", mem
    ok, rel = compare([np.load(o) for o in opaths], refs)
    return ("ok" if ok else "MISMATCH"), f"max rel err {rel:.1e}", mem


# ----------------------------------------------------------------------------------------
# IREE
# ----------------------------------------------------------------------------------------
def venv_tool(name):
    return os.path.join(os.path.dirname(sys.executable), name)


def iree_bench(vmfb, ins, device, threads):
    cmd = [venv_tool("iree-benchmark-module"), f"--module={vmfb}", f"--device={device}",
           "--function=main", *[f"--input=@{p}" for p in ins],
           f"--benchmark_repetitions={REPS}", "--benchmark_format=json",
           f"--benchmark_min_time={MIN_REP_S}s"]
    if device == "local-task":
        cmd.append(f"--task_topology_max_group_count={threads}")
    _, p = run(cmd)
    if p.returncode != 0:
        return None, first_error_line(p)
    try:
        data = json.loads(p.stdout)
    except json.JSONDecodeError:
        return None, "unparsed iree-benchmark-module output"
    unit = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}
    times = [b["real_time"] * unit[b.get("time_unit", "ns")]
             for b in data.get("benchmarks", []) if b.get("run_type") == "iteration"]
    if not times:
        return None, "no iterations in iree-benchmark-module output"
    return statistics.median(times), None


def iree_memory(vmfb, ins):
    """IREE's peak bytes for one call: `iree-run-module --print_statistics` on local-sync, the
    sum of its allocator's per-heap peaks (HOST_LOCAL, DEVICE_LOCAL; an upper bound when the
    heaps peak at different times), inputs included. (On local-task its transients do not show
    in these statistics, so local-sync it is.)"""
    cmd = [venv_tool("iree-run-module"), f"--module={vmfb}", "--device=local-sync",
           "--function=main", *[f"--input=@{p}" for p in ins], "--print_statistics",
           "--output_max_element_count=0"]
    _, p = run(cmd)
    if p.returncode != 0:
        return None, first_error_line(p)
    peaks = re.findall(r"^\s*[A-Z_|]+:\s+(\d+)B peak", (p.stderr or "") + (p.stdout or ""), re.M)
    if not peaks:
        return None, "no allocator statistics in iree-run-module's output"
    return sum(int(x) for x in peaks), None


# ----------------------------------------------------------------------------------------
# JAX: the same StableHLO text compiled by XLA:CPU through jaxlib's client, in a fresh
# process per model and round (run.py --jax-worker).
# ----------------------------------------------------------------------------------------
def aliasing(mlir_text):
    """{arg index: result index} from `tf.aliasing_output = N` on @main's arguments."""
    m = re.search(r"func\.func\s+public\s+@main\((.*?)\)\s*->", mlir_text, re.S)
    out = {}
    if not m:
        return out
    for am in re.finditer(r"%arg(\d+):\s*tensor<[^>]*>\s*(\{[^}]*\})?", m.group(1)):
        attrs = am.group(2) or ""
        a = re.search(r"tf\.aliasing_output\s*=\s*(\d+)", attrs)
        if a:
            out[int(am.group(1))] = int(a.group(1))
    return out


def jax_worker(spec):
    """Compile the module text with XLA:CPU and time it. Prints one JSON line."""
    threads = spec["threads"]
    if threads == 1:
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                                   " --xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import numpy as np
    import jax
    from jax.extend import backend as jex_backend
    from jaxlib import _jax as xc

    text = open(spec["mlir"]).read()
    client = jex_backend.get_backend("cpu")
    t0 = time.perf_counter()
    exe = client.compile_and_load(text, client.devices()[:1], xc.CompileOptions())
    compile_s = time.perf_counter() - t0
    # What `jax.jit(f).lower(...).compile().memory_analysis()` reports: arguments, outputs and
    # temporaries, less the outputs that alias (donated) arguments.
    st = exe.get_compiled_memory_stats()
    mem = (st.argument_size_in_bytes + st.output_size_in_bytes + st.temp_size_in_bytes
           - st.alias_size_in_bytes)
    if spec.get("memory_only"):
        print(json.dumps({"ms": None, "compile_s": compile_s, "mem": mem}), flush=True)
        return
    reps, min_rep_s = spec.get("reps", REPS), spec.get("min_rep_s", MIN_REP_S)
    host = [np.load(p) for p in spec["inputs"]]
    # numpy saves bfloat16 as two opaque bytes ('<V2'); XLA needs the type back.
    import ml_dtypes
    host = [a.view(ml_dtypes.bfloat16) if a.dtype.kind == "V" and a.dtype.itemsize == 2 else a
            for a in host]
    alias = aliasing(text)

    def fresh():
        return [jax.device_put(a, client.devices()[0]) for a in host]

    args = fresh()
    outs = exe.execute(args)
    jax.block_until_ready(outs)
    if spec.get("out_dir"):
        for k, o in enumerate(outs):
            np.save(os.path.join(spec["out_dir"], f"{spec['name']}.jax.out.{k}.npy"), np.asarray(o))

    def call(args):
        outs = exe.execute(args)
        jax.block_until_ready(outs)
        if alias:  # donated parameters: feed the new ones back in, as a training loop does
            args = list(args)
            for a, r in alias.items():
                args[a] = outs[r]
        return args

    args = call(fresh()) if alias else args
    for _ in range(5):
        args = call(args)
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < min_rep_s / 4:
        args = call(args)
        n += 1
    per_call = (time.perf_counter() - t0) / n
    k = max(1, math.ceil(min_rep_s / per_call))
    means = []
    for _ in range(reps):
        t0 = time.perf_counter()
        for _ in range(k):
            args = call(args)
        means.append((time.perf_counter() - t0) / k * 1e3)
    print(json.dumps({"ms": statistics.median(means), "compile_s": compile_s,
                      "calls": k * reps, "donated": sorted(alias), "mem": mem}), flush=True)


def jax_bench(w, mlir, ins, threads, out_dir=None, memory_only=False):
    spec = {"name": w["name"], "mlir": mlir, "inputs": ins, "threads": threads, "out_dir": out_dir,
            "reps": REPS, "min_rep_s": MIN_REP_S, "memory_only": memory_only}
    _, p = run([sys.executable, os.path.abspath(__file__), "--jax-worker", json.dumps(spec)])
    if p.returncode != 0:
        return None, first_error_line(p)
    for line in reversed(p.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line), None
    return None, "no result from the JAX worker"


# ----------------------------------------------------------------------------------------
# Table
# ----------------------------------------------------------------------------------------
COLUMNS = ["model", "irc compile s", "iree-compile s", "ours ms", "IREE task ms", "IREE sync ms",
           "JAX ms", "ours/IREE-task", "ours/IREE-sync", "ours/JAX", "ours % peak", "ours mem",
           "IREE mem", "XLA mem", "mem ours/IREE", "mem ours/XLA", "check"]
BASELINE_COLUMNS = ["before ms", "ours/before"]
PEAK_NOTE = ("ours % peak: our achieved fraction of the machine's peak ({peak}) on the roofline: "
             "the workload's FLOPs and bytes per call (the sum of its kernels' step costs over the "
             "dispatches of a call, from `irvm benchmark --profile`, kept in bench/build/profile/) over "
             "our time, as a fraction of peak FLOP/s (F: the workload has at least the machine's flops "
             "per byte) or of peak bandwidth (B).")
MEM_NOTE = ("Memory: each runtime's peak for one call, inputs, outputs and temporaries included, "
            "constants not: ours, the allocator's peak live bytes (`irvm run --memory-stats`; kernels' "
            "host working memory such as GEMM packing is not in it); IREE, the sum of its allocator's "
            "per-heap peaks (`iree-run-module --print_statistics`, local-sync; an upper bound if the heaps "
            "peak apart); XLA, the compiled "
            "executable's memory analysis (arguments + outputs + temporaries - aliased).")


def fmt_s(v):
    if v is None:
        return "-"
    return f"{v:.2g}" if v < 0.01 else (f"{v:.3f}" if v < 10 else f"{v:.1f}")


def fmt_ms(v):
    if v is None:
        return "-"
    if v >= 100:
        return f"{v:.0f}"
    if v >= 1:
        return f"{v:.3g}" if v < 10 else f"{v:.1f}"
    return f"{v:.3g}"


def fmt_x(a, b):
    if a is None or b is None or b == 0:
        return "-"
    x = a / b
    return f"{x:.2g}x" if x < 0.1 else f"{x:.2f}x"


def fmt_bytes(v):
    if v is None:
        return "-"
    if v >= 1 << 20:
        return f"{v / (1 << 20):.3g} MiB"
    return f"{v / 1024:.3g} KiB"


def fmt_mem_x(a, b):
    # Three decimals: a few hundred bytes on a megabyte is a difference the goal (at or below
    # every peer) cares about.
    if a is None or b is None or b == 0:
        return "-"
    return f"{a / b:.3f}x"


def fmt_peak(frac, bound):
    if frac is None:
        return "-"
    return f"{100 * frac:.3g}% {bound}"


def table_rows(results, baseline, peak):
    rows = []
    for r in results:
        frac, bound = roofline(r["prof"], r["ours"], peak)
        row = [r["name"], fmt_s(r["irc_s"]), fmt_s(r["iree_s"]), fmt_ms(r["ours"]),
               fmt_ms(r["task"]), fmt_ms(r["sync"]), fmt_ms(r["jax"]),
               fmt_x(r["ours"], r["task"]), fmt_x(r["ours"], r["sync"]), fmt_x(r["ours"], r["jax"]),
               fmt_peak(frac, bound), fmt_bytes(r["mem_ours"]), fmt_bytes(r["mem_iree"]),
               fmt_bytes(r["mem_xla"]), fmt_mem_x(r["mem_ours"], r["mem_iree"]),
               fmt_mem_x(r["mem_ours"], r["mem_xla"]), r["check"]]
        if baseline:
            row += [fmt_ms(r["before"]), fmt_x(r["ours"], r["before"])]
        rows.append(row)
    return rows


def columns(baseline):
    return COLUMNS + (BASELINE_COLUMNS if baseline else [])


def render_text(rows, baseline):
    cols = columns(baseline)
    widths = [max(len(c), *(len(row[i]) for row in rows)) for i, c in enumerate(cols)]
    line = lambda cells: "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))
    return "\n".join([line(cols), line(["-" * w for w in widths])] + [line(r) for r in rows])


def render_md(rows, baseline):
    cols = columns(baseline)
    align = ["---" if c == "model" else ":---:" if c == "check" else "---:" for c in cols]
    out = ["| " + " | ".join(cols) + " |", "|" + "|".join(align) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


def slow_models(results):
    return [f"{r['name']} ({r['ours'] / r['task']:.1f}x)" for r in results
            if r["ours"] is not None and r["task"] and r["ours"] > FLOOR_X * r["task"]]


# ----------------------------------------------------------------------------------------
# Main
# ----------------------------------------------------------------------------------------
def git_info():
    def g(*a):
        p = subprocess.run(["git", "-C", ROOT, *a], capture_output=True, text=True)
        return p.stdout.strip()
    dirty = g("status", "--porcelain", "--untracked-files=no")
    return g("rev-parse", "--short", "HEAD") + (" (+ uncommitted changes)" if dirty else "")


def main():
    global REPS, MIN_REP_S
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", help="comma-separated model names (default: every corpus model)")
    ap.add_argument("--repeat", type=int, default=3,
                    help="rounds of run-time measurements; each figure is the best round's median (default 3)")
    ap.add_argument("--skip-iree", action="store_true", help="do not compile or run IREE")
    ap.add_argument("--skip-jax", action="store_true", help="do not run JAX")
    ap.add_argument("--threads", type=int, default=2,
                    help="threads for irvm and IREE local-task (and JAX pinned to 1 core when 1) (default 2)")
    ap.add_argument("--baseline", metavar="DIR",
                    help="a directory with an earlier build's irc and irvm, timed alongside (ours/before)")
    ap.add_argument("--quick", action="store_true",
                    help=f"a quick look, not a measurement: 3 repetitions of at least 50 ms per round "
                         f"(default {REPS} of {MIN_REP_S:g} s)")
    ap.add_argument("--peak-gflops", type=float, metavar="G",
                    help="the machine's peak f32 GFLOP/s (default: measured once with `irvm peak`)")
    ap.add_argument("--peak-gbs", type=float, metavar="B",
                    help="the machine's peak memory bandwidth in GB/s (default: measured once with `irvm peak`)")
    ap.add_argument("--memory-only", action="store_true",
                    help="measure each runtime's peak memory for one call (and check the results), no "
                         "timing: memory does not depend on the machine's load, so this runs anywhere")
    ap.add_argument("--jax-worker", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.jax_worker:
        return jax_worker(json.loads(a.jax_worker))
    if a.quick:
        REPS, MIN_REP_S = 3, 0.05
    for flag, v in (("--peak-gflops", a.peak_gflops), ("--peak-gbs", a.peak_gbs)):
        if v is not None and not (math.isfinite(v) and v > 0):
            sys.exit(f"[bench] {flag}={v}: expected a finite number above 0")

    import numpy as np
    t_start = time.perf_counter()
    started = datetime.datetime.now()
    manifest = json.load(open(os.path.join(CORPUS, "manifest.json")))
    _GEN_SEED[0] = manifest.get("gen_seed")
    workloads = {w["name"]: w for w in manifest["workloads"]}
    names = [w["name"] for w in manifest["workloads"]]
    if a.models:
        names = [n.strip() for n in a.models.split(",") if n.strip()]
        unknown = [n for n in names if n not in workloads]
        if unknown:
            sys.exit(f"[bench] unknown model(s): {', '.join(unknown)}; known: {', '.join(workloads)}")
    os.makedirs(BUILD, exist_ok=True)
    for d in ("ours", "iree", "out"):
        os.makedirs(os.path.join(BUILD, d), exist_ok=True)
    bins = snapshot_binaries()
    irc, irvm = bins["irc"][0], bins["irvm"][0]
    if a.baseline:
        base_irc, base_irvm = (os.path.join(a.baseline, t) for t in ("irc", "irvm"))
        for t in (base_irc, base_irvm):
            if not os.access(t, os.X_OK):
                sys.exit(f"[bench] --baseline {a.baseline}: {t} is not an executable")
        os.makedirs(os.path.join(BUILD, "before"), exist_ok=True)
    load_before = os.getloadavg()
    commit = git_info()
    built = f"irc built {bins['irc'][1]}, irvm built {bins['irvm'][1]}"
    log(f"{len(names)} models, threads={a.threads}, repeat={a.repeat}, {built}, work tree at {commit}")
    peak, peak_how = None, ""
    if a.memory_only:
        a.repeat = 0
        peak_how = "not measured (--memory-only)"
    elif a.peak_gflops is None or a.peak_gbs is None:
        measured, err = machine_peak(irvm, a.threads)
        if err:
            log(f"irvm peak failed: {err}; no fraction of peak")
        else:
            peak = (a.peak_gflops or measured[0], a.peak_gbs or measured[1])
            peak_how = f"measured by `irvm peak --threads={a.threads}` at the start"
            if a.peak_gflops or a.peak_gbs:
                peak_how += " (partly given)"
    else:
        peak, peak_how = (a.peak_gflops, a.peak_gbs), "given (--peak-gflops, --peak-gbs)"
    if peak:
        log(f"machine peak: {peak[0]:.1f} GFLOP/s, {peak[1]:.1f} GB/s, {peak_how}")

    results = []
    for name in names:
        w = workloads[name]
        mlir = os.path.join(CORPUS, w["files"]["mlir"])
        ins = input_paths(w, manifest["seed"])
        refs, ref_src = reference_outputs(w, ins)
        r = {"name": name, "ins": ins, "mlir": mlir, "irc_s": None, "iree_s": None, "ours": None,
             "task": None, "sync": None, "jax": None, "before": None, "before_ok": False, "xla_s": None, "check": "-", "notes": [],
             "prof": None, "mem_ours": None, "mem_iree": None, "mem_xla": None,
             "ref": ref_src, "vmfb": os.path.join(BUILD, "ours", name + ".vmfb"),
             "iree_vmfb": os.path.join(BUILD, "iree", name + ".vmfb")}
        results.append(r)

        r["irc_s"], err = time_compile([irc, "compile", mlir, "-o", r["vmfb"]])
        if err:
            r["check"] = "FAIL"
            r["notes"].append(f"irc compile: {err}")
        else:
            r["check"], detail, r["mem_ours"] = ours_check(irvm, r["vmfb"], ins, w, refs, a.threads)
            if r["check"] not in ("ok", "no ref") or ref_src != "corpus":
                r["notes"].append(f"check vs {ref_src} reference: {detail}")
            if peak:
                r["prof"], err = ours_profile(irvm, r["vmfb"], ins, a.threads, peak, name)
                if err:
                    r["notes"].append(f"irvm benchmark --profile: {err}")
        if a.baseline:
            bv = os.path.join(BUILD, "before", name + ".vmfb")
            p = subprocess.run([base_irc, "compile", mlir, "-o", bv], capture_output=True, text=True)
            r["before_ok"] = p.returncode == 0
            if not r["before_ok"]:
                r["notes"].append(f"baseline irc compile: {first_error_line(p)}")
        if not a.skip_iree:
            r["iree_s"], err = time_compile([venv_tool("iree-compile"), mlir, "-o", r["iree_vmfb"], *IREE_COMPILE_FLAGS])
            if err:
                r["notes"].append(f"iree-compile: {err}")
            else:
                r["mem_iree"], err = iree_memory(r["iree_vmfb"], ins)
                if err:
                    r["notes"].append(f"iree-run-module --print_statistics: {err}")
        if a.memory_only and not a.skip_jax:
            res, err = jax_bench(r, r["mlir"], r["ins"], a.threads, memory_only=True)
            if err:
                r["notes"].append(f"jax: {err}")
            else:
                r["mem_xla"], r["xla_s"] = res["mem"], res["compile_s"]
        log(f"{name}: irc compile {fmt_s(r['irc_s'])} s, iree-compile {fmt_s(r['iree_s'])} s, "
            f"ours {r['check']}" + (f" ({'; '.join(r['notes'])})" if r["notes"] else ""))

    for rnd in range(a.repeat):
        for r in results:
            got = {}
            if r["irc_s"] is not None:
                got["ours"], err = ours_bench(irvm, r["vmfb"], r["ins"], a.threads)
                if err:
                    r["notes"].append(f"irvm benchmark: {err}")
            if a.baseline and r["before_ok"]:
                got["before"], err = ours_bench(base_irvm, os.path.join(BUILD, "before", r["name"] + ".vmfb"),
                                                r["ins"], a.threads)
                if err:
                    r["notes"].append(f"baseline irvm benchmark: {err}")
            if not a.skip_iree and r["iree_s"] is not None:
                for dev, key in (("local-task", "task"), ("local-sync", "sync")):
                    got[key], err = iree_bench(r["iree_vmfb"], r["ins"], dev, a.threads)
                    if err:
                        r["notes"].append(f"iree-benchmark-module {dev}: {err}")
            if not a.skip_jax:
                res, err = jax_bench(r, r["mlir"], r["ins"], a.threads)
                if err:
                    r["notes"].append(f"jax: {err}")
                else:
                    got["jax"] = res["ms"]
                    r["mem_xla"] = res.get("mem")
                    r["xla_s"] = res["compile_s"] if r["xla_s"] is None else min(r["xla_s"], res["compile_s"])
            for key, v in got.items():
                if v is not None:
                    r[key] = v if r[key] is None else min(r[key], v)
            log(f"round {rnd + 1}/{a.repeat} {r['name']}: " +
                ", ".join(f"{k} {fmt_ms(v)} ms" for k, v in got.items()))

    rows = table_rows(results, bool(a.baseline), peak)
    slow = slow_models(results)
    slow_line = (f"slower than {FLOOR_X:g}x IREE local-task: " + (", ".join(slow) if slow else "none")
                 if not a.skip_iree else f"slower than {FLOOR_X:g}x IREE local-task: not measured (--skip-iree)")
    if a.baseline:
        regress = [f"{r['name']} ({r['ours'] / r['before']:.2f}x)" for r in results
                   if r["ours"] is not None and r["before"] and r["ours"] > BEFORE_X * r["before"]]
        slow_line += (f"\nslower than {BEFORE_X:g}x the baseline ({a.baseline}): "
                      + (", ".join(regress) if regress else "none"))
    total = time.perf_counter() - t_start
    print()
    if peak:
        print(f"machine peak: {peak[0]:.1f} GFLOP/s (f32), {peak[1]:.1f} GB/s, {peak_how}")
    print(render_text(rows, bool(a.baseline)))
    print()
    print(slow_line)
    notes = [f"- {r['name']}: {n}" for r in results for n in dict.fromkeys(r["notes"])]
    if notes:
        print("notes:")
        print("\n".join(notes))
    print(f"total time {total:.0f} s")

    md = [
        f"# bench results, {started.strftime('%Y-%m-%d %H:%M')}",
        "",
        f"Work tree at {commit} when the run started; {built} (copied to bench/build/bin at the start); threads={a.threads} (irvm, IREE local-task"
        f"{', JAX' if a.threads != 1 else ''}); repeat={a.repeat}; {platform.node()} with {os.cpu_count()} CPUs, "
        f"load average {load_before[0]:.2f} at start, {os.getloadavg()[0]:.2f} at end; total {total:.0f} s.",
        "Times: best round's median, milliseconds per call; compile: median of 3 runs, seconds.",
        PEAK_NOTE.format(peak=(f"{peak[0]:.1f} GFLOP/s and {peak[1]:.1f} GB/s, {peak_how}" if peak else "not measured")),
        MEM_NOTE,
        *(["--quick: 3 repetitions of at least 50 ms per round; a quick look, not a measurement."] if a.quick else []),
        "",
        render_md(rows, bool(a.baseline)),
        "",
        slow_line,
    ]
    xla = [f"{r['name']} {r['xla_s']:.2f}" for r in results if r["xla_s"] is not None]
    if xla:
        md += ["", "XLA compile s of the same module text (best round): " + ", ".join(xla) + "."]
    if notes:
        md += ["", "Notes:", *notes]
    with open(os.path.join(BUILD, "results.md"), "w") as f:
        f.write("\n".join(md) + "\n")
    log(f"wrote {os.path.join(BUILD, 'results.md')}")


if __name__ == "__main__":
    if "--jax-worker" not in sys.argv:
        ensure_venv()
    main()
