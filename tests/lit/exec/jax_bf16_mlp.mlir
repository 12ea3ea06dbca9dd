// Mixed-precision inference exported from JAX (Inputs/jax_mixed/export.py): a 2-layer MLP with
// bf16 weights and activations whose matmuls are bf16 x bf16 -> f32 (preferred_element_type), as
// JAX prints it. Inputs are bf16 .npy files as ml_dtypes saves them (`<V2`); the expected output is
// JAX's own on CPU. Measured: at most 6e-8 from JAX on every path.
// RUN: irc run-reference %S/Inputs/jax_mixed/bf16_mlp.mlir --input=@%S/Inputs/jax_mixed/bf16_mlp.in.0.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.1.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.2.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.3.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.4.npy --expected_output=@%S/Inputs/jax_mixed/bf16_mlp.out.0.npy --expected_f32_threshold=1e-6 | FileCheck %s
// RUN: irc compile %S/Inputs/jax_mixed/bf16_mlp.mlir -o %t.vmfb
// RUN: irvm run %t.vmfb --input=@%S/Inputs/jax_mixed/bf16_mlp.in.0.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.1.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.2.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.3.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.4.npy --expected_output=@%S/Inputs/jax_mixed/bf16_mlp.out.0.npy --expected_f32_threshold=1e-6 | FileCheck %s
// RUN: irvm run %t.vmfb --input=@%S/Inputs/jax_mixed/bf16_mlp.in.0.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.1.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.2.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.3.npy --input=@%S/Inputs/jax_mixed/bf16_mlp.in.4.npy --expected_output=@%S/Inputs/jax_mixed/bf16_mlp.out.0.npy --expected_f32_threshold=1e-6 --jit=off | FileCheck %s
// CHECK: [SUCCESS] all function outputs matched their expected values.
