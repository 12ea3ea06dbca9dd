// A typed PRNG key as an argument (jax.random.key, as in all of Flax NNX), exported from JAX 0.10
// on one device: JAX adds Shardy's `sdy.mesh @empty_mesh` and an `sdy.sharding_constraint` on the
// key's data as it enters and as the new key leaves. The program splits the key, adds
// `jax.random.normal` noise drawn from one half to its second argument and returns the other
// half: `typed_key.in.0.npy` is the key's uint32 data, `typed_key.out.1.npy` the new key's. On one
// device the Shardy ops mean nothing (`stablehlo-decompose` forwards the constraints and removes
// the mesh); the outputs are compared with JAX's on the reference interpreter and on the VM with
// the JIT on and off.
// RUN: irc run-reference %S/Inputs/jax_sdy/typed_key.mlir --input=@%S/Inputs/jax_sdy/typed_key.in.0.npy --input=@%S/Inputs/jax_sdy/typed_key.in.1.npy --expected_output=@%S/Inputs/jax_sdy/typed_key.out.0.npy --expected_output=@%S/Inputs/jax_sdy/typed_key.out.1.npy | FileCheck %s
// RUN: irc compile %S/Inputs/jax_sdy/typed_key.mlir -o %t.typed_key.vmfb
// RUN: irvm run %t.typed_key.vmfb --input=@%S/Inputs/jax_sdy/typed_key.in.0.npy --input=@%S/Inputs/jax_sdy/typed_key.in.1.npy --expected_output=@%S/Inputs/jax_sdy/typed_key.out.0.npy --expected_output=@%S/Inputs/jax_sdy/typed_key.out.1.npy | FileCheck %s
// RUN: irvm run %t.typed_key.vmfb --jit=off --input=@%S/Inputs/jax_sdy/typed_key.in.0.npy --input=@%S/Inputs/jax_sdy/typed_key.in.1.npy --expected_output=@%S/Inputs/jax_sdy/typed_key.out.0.npy --expected_output=@%S/Inputs/jax_sdy/typed_key.out.1.npy | FileCheck %s
// CHECK: [SUCCESS] all function outputs matched their expected values.
