#!/usr/bin/env python3
"""`irvm benchmark` of a lone all_reduce (f32 sum) against MPI_Allreduce from C.

Issue 26's check: at >= 1 MiB, at np 2 and 4, ours within 10% of C's, measured in the same run;
the 4 B latency beside C's. The C program is `bench/dist/allreduce_bench.c` (the probe of the
distributed-execution notes, built with `mpicc -O2`): 3 warm-up calls, then 5 repetitions of
`iters` calls between barriers, each repetition timed by the slowest rank; it reports the best
repetition. Ours: a module of one `stablehlo.all_reduce` over every process, compiled by
`irc compile`, timed by `irvm benchmark --repetitions=5` under the same `mpirun` (the same
method: a barrier before each repetition, the slowest process's time; `per call: min`).

The machine is shared, so the two alternate, C then ours, for several rounds; the table keeps
each one's best round (the least disturbed) and prints the load average before and after.

    bench/dist.py [--rounds N] [--np 2,4] [--bytes 4,1048576,4194304]

Needs `cargo build --release --workspace --features runtime/mpi` first (target/release/irc and
irvm) and Open MPI's mpicc and mpirun.
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "bench_dist")
MPIRUN = ["mpirun", "--allow-run-as-root", "--oversubscribe", "--mca", "pml", "ob1",
          "--mca", "btl", "self,vader", "--mca", "oob_tcp_if_include", "lo"]


def module(np, n):
    ids = ", ".join(str(i) for i in range(np))
    return f"""module @allreduce attributes {{mhlo.num_replicas = {np} : i32}} {{
  func.func @main(%x: tensor<{n}xf32>) -> tensor<{n}xf32> {{
    %s = "stablehlo.all_reduce"(%x) ({{
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %t = stablehlo.add %p, %q : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }}) {{replica_groups = dense<[[{ids}]]> : tensor<1x{np}xi64>}} : (tensor<{n}xf32>) -> tensor<{n}xf32>
    return %s : tensor<{n}xf32>
  }}
}}
"""


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({r.returncode}):\n{r.stdout}\n{r.stderr}")
    return r.stdout


def c_round(binary, np):
    """{bytes: best repetition in us} of one run of the C sweep."""
    out = {}
    for line in run(MPIRUN + ["-np", str(np), binary]).splitlines():
        f = line.split()
        if len(f) == 7 and f[0] == f"np={np}" and f[1].isdigit():
            out[int(f[1])] = float(f[4])  # us_min
    return out


def ours_round(vmfb, np, n, min_rep_ms):
    out = run(MPIRUN + ["-np", str(np), os.path.join(ROOT, "target", "release", "irvm"),
                        "benchmark", vmfb, "--function=main", f"--input={n}xf32=1",
                        "--repetitions=5", f"--min-rep-ms={min_rep_ms}"])
    m = re.search(r"per call: min ([0-9.]+) ms", out)
    if not m:
        sys.exit(f"no `per call` line in:\n{out}")
    return float(m.group(1)) * 1e3


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--np", default="2,4")
    ap.add_argument("--bytes", default="4,1048576,4194304")
    ap.add_argument("--min-rep-ms", type=float, default=100.0)
    a = ap.parse_args()
    nps = [int(x) for x in a.np.split(",")]
    sizes = [int(x) for x in a.bytes.split(",")]
    os.makedirs(OUT, exist_ok=True)
    cbin = os.path.join(OUT, "allreduce_bench")
    run(["mpicc", "-O2", "-o", cbin, os.path.join(ROOT, "bench", "dist", "allreduce_bench.c")])
    vmfbs = {}
    for np in nps:
        for b in sizes:
            src = os.path.join(OUT, f"allreduce_{np}_{b}.mlir")
            with open(src, "w") as f:
                f.write(module(np, b // 4))
            vmfbs[np, b] = src[:-5] + ".vmfb"
            run([os.path.join(ROOT, "target", "release", "irc"), "compile", src, "-o", vmfbs[np, b]])
    before = loadavg()
    best_c, best_ours = {}, {}
    for r in range(a.rounds):
        for np in nps:
            c = c_round(cbin, np)
            for b in sizes:
                key = (np, b)
                best_c[key] = min(best_c.get(key, float("inf")), c[b])
                us = ours_round(vmfbs[key], np, b // 4, a.min_rep_ms)
                best_ours[key] = min(best_ours.get(key, float("inf")), us)
                print(f"round {r + 1} np {np} {b:>8} B: C {c[b]:10.2f} us, ours {us:10.2f} us",
                      file=sys.stderr)
    after = loadavg()
    print(f"all_reduce f32 sum, best of {a.rounds} interleaved rounds; load average {before} "
          f"before, {after} after")
    print()
    print("| bytes | np | ours (us) | C (us) | ours / C |")
    print("|---:|---:|---:|---:|---:|")
    for np in nps:
        for b in sizes:
            o, c = best_ours[np, b], best_c[np, b]
            print(f"| {b} | {np} | {o:.2f} | {c:.2f} | {o / c:.2f} |")


if __name__ == "__main__":
    main()
