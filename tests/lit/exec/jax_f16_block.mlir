// A transformer-style block in f16 exported from JAX (Inputs/jax_mixed/export.py): layer norm with
// f32 statistics, an f16 x f16 -> f32 matmul rounded back to f16, tanh-gelu, a residual add and an
// f16 log-sum-exp. Expected outputs are JAX's own on CPU. Measured: equal to JAX bit for bit on
// every path; the threshold allows one f16 ULP at magnitudes below 2.
// RUN: irc run-reference %S/Inputs/jax_mixed/f16_block.mlir --input=@%S/Inputs/jax_mixed/f16_block.in.0.npy --input=@%S/Inputs/jax_mixed/f16_block.in.1.npy --input=@%S/Inputs/jax_mixed/f16_block.in.2.npy --input=@%S/Inputs/jax_mixed/f16_block.in.3.npy --expected_output=@%S/Inputs/jax_mixed/f16_block.out.0.npy --expected_output=@%S/Inputs/jax_mixed/f16_block.out.1.npy --expected_f16_threshold=1e-3 | FileCheck %s
// RUN: irc compile %S/Inputs/jax_mixed/f16_block.mlir -o %t.vmfb
// RUN: irvm run %t.vmfb --input=@%S/Inputs/jax_mixed/f16_block.in.0.npy --input=@%S/Inputs/jax_mixed/f16_block.in.1.npy --input=@%S/Inputs/jax_mixed/f16_block.in.2.npy --input=@%S/Inputs/jax_mixed/f16_block.in.3.npy --expected_output=@%S/Inputs/jax_mixed/f16_block.out.0.npy --expected_output=@%S/Inputs/jax_mixed/f16_block.out.1.npy --expected_f16_threshold=1e-3 | FileCheck %s
// RUN: irvm run %t.vmfb --input=@%S/Inputs/jax_mixed/f16_block.in.0.npy --input=@%S/Inputs/jax_mixed/f16_block.in.1.npy --input=@%S/Inputs/jax_mixed/f16_block.in.2.npy --input=@%S/Inputs/jax_mixed/f16_block.in.3.npy --expected_output=@%S/Inputs/jax_mixed/f16_block.out.0.npy --expected_output=@%S/Inputs/jax_mixed/f16_block.out.1.npy --expected_f16_threshold=1e-3 --jit=off | FileCheck %s
// CHECK: [SUCCESS] all function outputs matched their expected values.
