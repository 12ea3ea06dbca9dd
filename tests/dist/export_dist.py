"""Exports data-parallel MLP train steps for 4 devices from JAX 0.10.2 (CPU) as StableHLO text.

Run:  XLA_FLAGS=--xla_force_host_platform_device_count=4 python export_dist.py [OUTDIR]
(the script sets XLA_FLAGS itself when it is unset). Writes, next to itself by default:

  dp_shard_map.mlir          (a) jax.jit(jax.shard_map(step, P(), P('batch'), check_vma=False)):
                                 value_and_grad inside, one lax.pmean of loss and grads: Shardy on
                                 (JAX's default)
  dp_shard_map_grad_outside.mlir (a2) the JAX docs' pattern: shard_map of the loss with pmean,
                                 value_and_grad outside (JAX inserts the grads' psum itself)
  dp_shard_map.gspmd.mlir    (a) the same with jax_use_shardy_partitioner=False (mhlo.sharding +
                                 @Sharding/@SPMDFullToShardShape custom calls)
  dp_named_sharding.mlir     (b) jax.jit(step, in_shardings=NamedSharding(mesh, P('batch')) for
                                 x/labels, replicated params): no collective, annotations only
  dp_named_sharding.gspmd.mlir (b) with Shardy off
  dp_named_sharding.compiled.hlo.txt  (b) after XLA's SPMD partitioner (HLO text, for reference:
                                 where the all-reduce appears)
  dp_pmap.mlir               (c) jax.pmap(step, axis_name='batch') with pmean
  dp_shard_map.np2.mlir      (a) on a mesh of 2 devices (for the 2-process tests)
  *.generic.mlir             the Shardy exports printed by MLIR itself with every op generic
                                 (jaxlib's bindings), the expected generic form
  inputs: dp.in.K.npy (w1, b1, w2, b2, x[64x784], labels[64]) and dp.out.K.npy (the single-device
  step on the global batch: loss, w1', b1', w2', b2')
"""
import os, sys
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
LR = 0.1
N = 4
rng = np.random.default_rng([0, 7])
w1 = (rng.standard_normal((784, 256)) * np.sqrt(2 / (784 + 256))).astype(np.float32)
b1 = (rng.standard_normal((256,)) * 0.01).astype(np.float32)
w2 = (rng.standard_normal((256, 10)) * np.sqrt(2 / 266)).astype(np.float32)
b2 = (rng.standard_normal((10,)) * 0.01).astype(np.float32)
x = rng.random((64, 784), dtype=np.float32)
labels = rng.integers(0, 10, size=(64,), dtype=np.int32)
args = (w1, b1, w2, b2, x, labels)


def loss_fn(params, x, labels):
    w1, b1, w2, b2 = params
    h = jax.nn.relu(x @ w1 + b1)
    logp = jax.nn.log_softmax(h @ w2 + b2, axis=-1)
    return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 10, dtype=jnp.float32) * logp, axis=-1))


def step_global(w1, b1, w2, b2, x, labels):
    params = (w1, b1, w2, b2)
    loss, grads = jax.value_and_grad(loss_fn)(params, x, labels)
    return (loss,) + tuple(p - LR * g for p, g in zip(params, grads))


def step_local(w1, b1, w2, b2, x, labels):
    # per device, written the pre-vma way (check_vma=False): the local batch's mean loss and
    # grads, then one explicit pmean over the 'batch' axis, then the same SGD update everywhere
    params = (w1, b1, w2, b2)
    loss, grads = jax.value_and_grad(loss_fn)(params, x, labels)
    loss, grads = jax.lax.pmean((loss, grads), "batch")
    return (loss,) + tuple(p - LR * g for p, g in zip(params, grads))


def make_step_canonical(mesh):
    # the JAX documentation's pattern: shard_map over the loss (pmean inside), grad outside;
    # JAX's transpose of the implicit pvary of the replicated params inserts the grads' psum
    def loss_local(params, x, labels):
        return jax.lax.pmean(loss_fn(params, x, labels), "batch")
    loss_dp = jax.shard_map(loss_local, mesh=mesh, in_specs=((P(), P(), P(), P()), P("batch"), P("batch")),
                            out_specs=P())
    def step(w1, b1, w2, b2, x, labels):
        params = (w1, b1, w2, b2)
        loss, grads = jax.value_and_grad(loss_dp)(params, x, labels)
        return (loss,) + tuple(p - LR * g for p, g in zip(params, grads))
    return step


def write(name, text):
    # XLA's compiled text names the source file in its stack frames: keep that path relative
    text = text.replace(os.path.dirname(os.path.abspath(__file__)) + os.sep, "")
    with open(os.path.join(OUT, name), "w") as f:
        f.write(text)
    print(f"wrote {name}: {len(text)} chars")


mesh = Mesh(np.array(jax.devices()[:N]), ("batch",))
specs_in = (P(), P(), P(), P(), P("batch"), P("batch"))
specs_out = (P(), P(), P(), P(), P())

for shardy in (True, False):
    jax.config.update("jax_use_shardy_partitioner", shardy)
    suffix = "" if shardy else ".gspmd"
    sm = jax.jit(jax.shard_map(step_local, mesh=mesh, in_specs=specs_in, out_specs=specs_out,
                               check_vma=False))
    write(f"dp_shard_map{suffix}.mlir", sm.lower(*args).as_text())
    canon = jax.jit(make_step_canonical(mesh))
    write(f"dp_shard_map_grad_outside{suffix}.mlir", canon.lower(*args).as_text())
    rep, bat = NamedSharding(mesh, P()), NamedSharding(mesh, P("batch"))
    ns = jax.jit(step_global, in_shardings=(rep,) * 4 + (bat, bat), out_shardings=(rep,) * 5)
    lowered = ns.lower(*args)
    write(f"dp_named_sharding{suffix}.mlir", lowered.as_text())
    if shardy:
        write("dp_named_sharding.compiled.hlo.txt", lowered.compile().as_text())
        write("dp_shard_map.compiled.hlo.txt", sm.lower(*args).compile().as_text())
        # check: the sharded runs agree with the single-device step on the global batch
        ref = jax.jit(step_global)(*args)
        for name, f in (("shard_map", sm), ("shard_map_grad_outside", canon), ("named_sharding", ns)):
            got = f(*args)
            err = max(float(np.max(np.abs(np.asarray(a) - np.asarray(b)))) for a, b in zip(got, ref))
            print(f"{name} on {N} devices vs 1 device: max abs diff {err:.3g}")
        for k, a in enumerate(args):
            np.save(os.path.join(OUT, f"dp.in.{k}.npy"), a)
        for k, a in enumerate(ref):
            np.save(os.path.join(OUT, f"dp.out.{k}.npy"), np.asarray(a))
jax.config.update("jax_use_shardy_partitioner", True)

mesh2 = Mesh(np.array(jax.devices()[:2]), ("batch",))
sm2 = jax.jit(jax.shard_map(step_local, mesh=mesh2, in_specs=specs_in, out_specs=specs_out,
                            check_vma=False))
write("dp_shard_map.np2.mlir", sm2.lower(*args).as_text())
got = sm2(*args)
err = max(float(np.max(np.abs(np.asarray(a) - np.asarray(b)))) for a, b in zip(got, ref))
print(f"shard_map on 2 devices vs 1 device: max abs diff {err:.3g}")

from jax._src.lib.mlir import ir
from jax._src.interpreters import mlir as jax_mlir
for name in ("dp_shard_map", "dp_shard_map.np2", "dp_shard_map_grad_outside", "dp_named_sharding"):
    with jax_mlir.make_ir_context():
        with open(os.path.join(OUT, name + ".mlir")) as f:
            text = f.read()
        module = ir.Module.parse(text)
        assert module.operation.get_asm() == text, name  # MLIR prints JAX's text back as it was
        write(name + ".generic.mlir", module.operation.get_asm(print_generic_op_form=True))

try:
    pm = jax.pmap(step_local, axis_name="batch", in_axes=(None, None, None, None, 0, 0))
    xs, ls = x.reshape(N, 64 // N, 784), labels.reshape(N, 64 // N)
    write("dp_pmap.mlir", pm.lower(w1, b1, w2, b2, xs, ls).as_text())
except Exception as e:  # pmap's lowering changes between versions
    print("pmap lowering failed:", type(e).__name__, e)
print("jax", jax.__version__, "devices", jax.devices())
