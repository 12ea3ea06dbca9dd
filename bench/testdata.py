#!/usr/bin/env python3
"""Run a directory of self-checking StableHLO programs (JAX's exported testdata) on every path.

    python3 bench/testdata.py DIR [--jobs 2] [--timeout 60] [--tsv failures.tsv]

Each `DIR/*.mlir` is a `@main` without arguments that checks its own results with
`stablehlo.custom_call @check.*` (StableHLO's `stablehlo/testdata` is such a set). Every file runs
on three paths with the release binaries: `irc run-reference FILE` (ref), and `irc compile FILE`
then `irvm run` with the JIT (jit) and with `--jit=off` (nojit). The table counts, per path, the
files that pass, fail a check (E0601), hit an op or type that is not supported yet (E0414), fail
otherwise (another error), crash (a signal or a panic) or time out; `--tsv` writes every failure
with its first error line. It measures and never fails: it is not part of CI.
"""
import argparse
import collections
import concurrent.futures
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IRC = os.path.join(ROOT, "target", "release", "irc")
IRVM = os.path.join(ROOT, "target", "release", "irvm")
PATHS = ("ref", "jit", "nojit")


def classify(p, timeout):
    if p is None:
        return "timeout", f"timed out after {timeout} s"
    text = (p.stderr or "") + (p.stdout or "")
    first = next((l.strip() for l in (p.stderr or "").splitlines() if l.strip()), "")
    if p.returncode == 0:
        return "pass", ""
    if p.returncode < 0 or "panicked" in text:
        return "crash", first or f"signal {-p.returncode}"
    if "E0601" in text:
        return "check", next((l for l in text.splitlines() if "E0601" in l), first)
    if "E0414" in text:
        return "not yet", next((l for l in text.splitlines() if "E0414" in l), first)
    return "error", first


def run(cmd, timeout):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None


def one(path, timeout, tmp):
    out = {}
    out["ref"] = classify(run([IRC, "run-reference", path], timeout), timeout)
    vmfb = os.path.join(tmp, os.path.basename(path) + ".vmfb")
    c = run([IRC, "compile", path, "-o", vmfb], timeout)
    if c is None or c.returncode != 0:
        r = classify(c, timeout)
        out["jit"] = out["nojit"] = r
    else:
        out["jit"] = classify(run([IRVM, "run", vmfb], timeout), timeout)
        out["nojit"] = classify(run([IRVM, "run", vmfb, "--jit=off"], timeout), timeout)
        os.remove(vmfb)
    return path, out


def family(name):
    # `abs_bfloat16_20_20.mlir` -> `abs`; `erf_inv_float32_...` -> `erf_inv`.
    parts = os.path.basename(name)[:-5].split("_")
    for i, p in enumerate(parts):
        if p in ("float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64",
                 "uint8", "uint16", "uint32", "uint64", "bool", "complex64", "complex128", "dtypes",
                 "shape", "dtype", "float8"):
            return "_".join(parts[:i]) or parts[0]
    return parts[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--tsv", help="write the failures here")
    a = ap.parse_args()
    for b in (IRC, IRVM):
        if not os.access(b, os.X_OK):
            sys.exit(f"testdata: {b} not found: run `cargo build --release` first")
    files = sorted(os.path.join(a.dir, f) for f in os.listdir(a.dir) if f.endswith(".mlir"))
    if not files:
        sys.exit(f"testdata: no .mlir files in {a.dir}")
    results = {}
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for i, (path, out) in enumerate(ex.map(lambda f: one(f, a.timeout, tmp), files)):
            results[path] = out
            if (i + 1) % 200 == 0:
                print(f"[testdata] {i + 1}/{len(files)}", file=sys.stderr)
    kinds = ("pass", "check", "not yet", "error", "crash", "timeout")
    print(f"{len(files)} files in {a.dir}")
    print("path    " + "".join(f"{k:>9}" for k in kinds))
    for p in PATHS:
        c = collections.Counter(results[f][p][0] for f in files)
        print(f"{p:8}" + "".join(f"{c[k]:>9}" for k in kinds))
    fam = collections.defaultdict(lambda: collections.Counter())
    for f in files:
        for p in PATHS:
            if results[f][p][0] != "pass":
                fam[family(f)][p] += 1
    if fam:
        print("\nfailures by op family (ref / jit / nojit):")
        for k, c in sorted(fam.items(), key=lambda kv: -sum(kv[1].values())):
            print(f"  {k:32} {c['ref']:5} {c['jit']:5} {c['nojit']:5}")
    if a.tsv:
        with open(a.tsv, "w") as t:
            for f in files:
                for p in PATHS:
                    kind, why = results[f][p]
                    if kind != "pass":
                        t.write(f"{os.path.basename(f)}\t{p}\t{kind}\t{why}\n")


if __name__ == "__main__":
    main()
