"""Writes tests/lit/exec/ragged_dot.mlir: chlo.ragged_dot in its three modes, with the expected
values computed here with numpy from the op's definition (ChloOps.td), row by row: a position of
the ragged dimension belongs to group j when start_j <= position < start_j + group_sizes[j]
(start_j the sum of the sizes before j); in mode 1 it multiplies group j of the rhs (or gives 0
outside every group), in mode 2 group j of the result sums only over its own positions, and mode 3
is a batched matmul. Run: python3 tests/lit/exec/Inputs/ragged_dot/make.py"""

import os

import numpy as np

rng = np.random.default_rng(7)


def ints(*shape):
    # Small integers, exact in f32 sums, so the checks can be exact.
    return rng.integers(-4, 5, size=shape).astype(np.float32)


def group_of(sizes, pos):
    start = 0
    for j, s in enumerate(sizes):
        if start <= pos < start + s:
            return j
        start += s
    return None


def lit(a):
    if a.ndim == 0:
        return repr(float(a))
    return "[" + ", ".join(lit(x) for x in a) + "]"


def ty(a, e="f32"):
    return "tensor<" + "".join(f"{d}x" for d in a.shape) + e + ">"


def dense(a, e="f32"):
    if e.startswith("i"):
        body = np.array2string(a, separator=", ").replace("\n", "")
        return f"dense<{body}> : {ty(a, e)}"
    return f"dense<{lit(a)}> : {ty(a, e)}"


cases = []


def case(name, doc, lhs, rhs, sizes, sizes_e, dims, result):
    dn = ",\n      ".join(f"{k} = [{', '.join(map(str, v))}]" for k, v in dims.items())
    cases.append(
        f"""// {doc}
func.func @{name}() {{
  %lhs = stablehlo.constant {dense(lhs)}
  %rhs = stablehlo.constant {dense(rhs)}
  %sizes = stablehlo.constant {dense(sizes, sizes_e)}
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {{
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      {dn}
    >,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]
  }} : ({ty(lhs)}, {ty(rhs)}, {ty(sizes, sizes_e)}) -> {ty(result)}
  check.expect_eq_const %r, {dense(result)}
  func.return
}}
"""
    )


def dims(lb=(), rb=(), lc=(), rc=(), lr=(), rg=()):
    return {
        "lhs_batching_dimensions": lb,
        "rhs_batching_dimensions": rb,
        "lhs_contracting_dimensions": lc,
        "rhs_contracting_dimensions": rc,
        "lhs_ragged_dimensions": lr,
        "rhs_group_dimensions": rg,
    }


# Mode 1, i32 sizes with an empty group and a last row outside every group.
lhs, rhs, sizes = ints(6, 3), ints(3, 3, 2), np.array([2, 0, 3], np.int32)
out = np.zeros((6, 2), np.float32)
for r in range(6):
    j = group_of(sizes, r)
    if j is not None:
        out[r] = lhs[r] @ rhs[j]
case("mode1_outside_rows", "mode 1: an empty group, and row 5 outside every group (zero)",
     lhs, rhs, sizes, "i32", dims(lc=[1], rc=[1], lr=[0], rg=[0]), out)

# Mode 1 with a batch dimension and sizes per batch entry; the rhs group dimension is not first.
lhs, rhs = ints(2, 4, 3), ints(2, 3, 2, 2)  # rhs: [b, k, g, n]
sizes = np.array([[1, 3], [4, 0]], np.int64)
out = np.zeros((2, 4, 2), np.float32)
for b in range(2):
    for r in range(4):
        j = group_of(sizes[b], r)
        if j is not None:
            out[b, r] = lhs[b, r] @ rhs[b, :, j, :]
case("mode1_batched_sizes", "mode 1: group sizes per batch entry, rhs group dimension 2",
     lhs, rhs, sizes, "i64", dims(lb=[0], rb=[0], lc=[2], rc=[1], lr=[1], rg=[2]), out)

# Mode 1 with a free lhs dimension before the ragged one (group_sizes [x, g]).
lhs, rhs = ints(2, 3, 2), ints(2, 2, 3)  # lhs [x, m, k], rhs [g, k, n]
sizes = np.array([[3, 0], [1, 1]], np.int64)
out = np.zeros((2, 3, 3), np.float32)
for x in range(2):
    for r in range(3):
        j = group_of(sizes[x], r)
        if j is not None:
            out[x, r] = lhs[x, r] @ rhs[j]
case("mode1_free_prefix", "mode 1: group sizes per entry of a free lhs dimension before the ragged one",
     lhs, rhs, sizes, "i64", dims(lc=[2], rc=[1], lr=[1], rg=[0]), out)

# Mode 2: the ragged dimension is contracting; one result per group; position 4 in no group.
lhs, rhs, sizes = ints(3, 5), ints(5, 2), np.array([2, 2], np.int64)
out = np.zeros((2, 3, 2), np.float32)
for j in range(2):
    ks = [k for k in range(5) if group_of(sizes, k) == j]
    out[j] = lhs[:, ks] @ rhs[ks, :]
case("mode2_contracting", "mode 2: each group sums over its own contracting positions",
     lhs, rhs, sizes, "i64", dims(lc=[1], rc=[0], lr=[1]), out)

# Mode 3: the ragged dimension is a batching one: a batched matmul.
lhs, rhs, sizes = ints(3, 2, 2), ints(3, 2, 2), np.array([1, 2], np.int64)
out = np.einsum("bmk,bkn->bmn", lhs, rhs)
case("mode3_batch", "mode 3: a batched matmul", lhs, rhs, sizes, "i64",
     dims(lb=[0], rb=[0], lc=[2], rc=[1], lr=[0]), out)

# No groups at all: every row is outside (zero).
lhs, rhs, sizes = ints(2, 3), np.zeros((0, 3, 2), np.float32), np.zeros((0,), np.int64)
case("mode1_no_groups", "mode 1 with no groups: zeros", lhs, rhs, sizes, "i64",
     dims(lc=[1], rc=[1], lr=[0], rg=[0]), np.zeros((2, 2), np.float32))

here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, "..", "..", "ragged_dot.mlir")
n = len(cases)
with open(path, "w") as f:
    f.write(f"""// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM

// chlo.ragged_dot in its three modes (decomposed by chlo-legalize-to-stablehlo). The expected
// values are computed by Inputs/ragged_dot/make.py with numpy from the op's definition, row by row,
// on small integers (exact in f32).
// CHECK: irc: {n} function(s) ran in 1 case(s): {n} passed, 0 failed
// VM-NOT: error
// VM-COUNT-{n}: EXEC @
// VM-NOT: error

""")
    f.write("\n".join(cases))
print("wrote", path)
