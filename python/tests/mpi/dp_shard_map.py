"""A data-parallel training loop through irvm.jax.jit, run by examples/tests/python_package.rs:

    mpirun -np 2 python dp_shard_map.py          # each rank: 5 steps, compared with jax.jit
    python dp_shard_map.py alone                  # the same program without mpirun: E0705

The step is written as JAX users write data parallelism: ``jax.shard_map`` over a mesh of 2
devices, the local batch's loss and gradients, one ``lax.pmean`` over the batch axis, the same
SGD update on every device. ``jax.jit`` of the same function (on 2 virtual CPU devices) gives the
expected values; irvm runs it as 2 MPI processes, each its half of the batch. Every rank checks
its parameters after every step against JAX's within 1e-5 relative, and prints ``rank R of N ok``.
"""

import sys

import jax

jax.config.update("jax_num_cpu_devices", 2)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, PartitionSpec as P  # noqa: E402

import irvm  # noqa: E402
import irvm.distributed  # noqa: E402
import irvm.jax  # noqa: E402

LR = 0.1
rng = np.random.default_rng([0, 26])
params = (
    (rng.standard_normal((64, 32)) * 0.2).astype(np.float32),
    np.zeros(32, np.float32),
    (rng.standard_normal((32, 10)) * 0.2).astype(np.float32),
    np.zeros(10, np.float32),
)
batches = [
    (rng.random((16, 64), dtype=np.float32), rng.integers(0, 10, size=16, dtype=np.int32))
    for _ in range(5)
]


def loss_fn(params, x, labels):
    w1, b1, w2, b2 = params
    h = jax.nn.relu(x @ w1 + b1)
    logp = jax.nn.log_softmax(h @ w2 + b2, axis=-1)
    return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 10, dtype=jnp.float32) * logp, axis=-1))


def local_step(w1, b1, w2, b2, x, labels):
    p = (w1, b1, w2, b2)
    loss, grads = jax.value_and_grad(loss_fn)(p, x, labels)
    loss, grads = jax.lax.pmean((loss, grads), "batch")
    return (loss,) + tuple(a - LR * g for a, g in zip(p, grads))


mesh = Mesh(np.array(jax.devices()[:2]), ("batch",))
step = jax.shard_map(
    local_step,
    mesh=mesh,
    in_specs=(P(), P(), P(), P(), P("batch"), P("batch")),
    out_specs=(P(), P(), P(), P(), P()),
    check_vma=False,
)
ours, theirs = irvm.jax.jit(step), jax.jit(step)

if sys.argv[1:] == ["alone"]:
    assert not irvm.distributed.is_launched()
    assert (irvm.distributed.rank(), irvm.distributed.size()) == (0, 1)
    try:
        ours(*params, *batches[0])
    except irvm.RunError as e:
        assert e.code == "E0705" and "mpirun -np 2" in str(e), str(e)
        print("alone: E0705 ok")
        sys.exit(0)
    sys.exit("alone: the 2-process program ran without mpirun")

rank, size = irvm.distributed.rank(), irvm.distributed.size()
assert irvm.distributed.is_launched() and size == 2, (rank, size)
mine, want = params, params
worst = 0.0
for k, (x, labels) in enumerate(batches):
    loss, *mine = ours(*mine, x, labels)
    wloss, *want = theirs(*want, x, labels)
    for name, a, b in zip(("loss", "w1", "b1", "w2", "b2"), (loss, *mine), (wloss, *want)):
        a, b = np.asarray(a), np.asarray(b)
        err = float(np.max(np.abs(a - b))) / max(float(np.max(np.abs(b))), 1e-30)
        assert err <= 1e-5, f"rank {rank} step {k} {name}: relative error {err:.3g}"
        worst = max(worst, err)
print(f"rank {rank} of {size} ok: 5 steps, loss {float(loss):.6f}, max relative error {worst:.2g}")
