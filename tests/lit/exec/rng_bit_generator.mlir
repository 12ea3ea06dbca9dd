// stablehlo.rng_bit_generator on both paths, against XLA:CPU's values (Inputs/rng_bit_generator/
// export.py, jax 0.10.2): THREE_FRY, PHILOX (states of 2 and 3) and DEFAULT (PHILOX, as XLA:CPU
// has it), u8/u16/u32/u64, i4/i16/i64 and f16/f32/f64 outputs (floats checked as their bits), scalar,
// odd and even element counts, size-1 dimensions and a counter that wraps around.
// RUN: not irc run-reference %S/Inputs/rng_bit_generator/bits.mlir --all-functions 2>&1 | FileCheck %s --check-prefix=REF
// RUN: irc compile %S/Inputs/rng_bit_generator/bits.mlir -o %t.bits.vmfb
// RUN: irvm run %t.bits.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.bits.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm dump %t.bits.vmfb | FileCheck %s --check-prefix=DUMP
// VM-NOT: error
// VM: irvm: 20 of 20 functions passed
// DUMP: step 0: rng_bit_generator THREE_FRY state b0 -> b1, bits b2 [2, 2]
// DUMP: rng_bit_generator PHILOX state
// DUMP: rng_bit_generator DEFAULT state

// The reference interpreter holds float values, not their bits: a NaN among the outputs becomes
// the type's canonical NaN there (XLA's f16 NaN 0xFEF0 reads back as 0x7E00), the one case where
// it differs from XLA; the compiled path stores the bits as generated.
// REF: [FAILED] @default_f16_5_18: check.expect_eq_const failed at index [0]: 32256 (actual) vs 65264 (expected); 1 of 5 element(s) differ
// REF: irc: 20 function(s) ran in 1 case(s): 19 passed, 1 failed (@default_f16_5_18)

// JAX programs with jax_default_prng_impl = unsafe_rbg (jax.random.normal(key(0), (4,))) and rbg
// (a key split in a fori_loop, uniform floats, 64-bit random bits and randint), and
// lax.rng_bit_generator in a fori_loop that carries its state, compared with JAX's outputs.
// RUN: irc run-reference %S/Inputs/rng_bit_generator/unsafe_rbg_normal.mlir --expected_output=@%S/Inputs/rng_bit_generator/unsafe_rbg_normal.out.0.npy | FileCheck %s
// RUN: irc compile %S/Inputs/rng_bit_generator/unsafe_rbg_normal.mlir -o %t.normal.vmfb
// RUN: irvm run %t.normal.vmfb --expected_output=@%S/Inputs/rng_bit_generator/unsafe_rbg_normal.out.0.npy | FileCheck %s
// RUN: irvm run %t.normal.vmfb --jit=off --expected_output=@%S/Inputs/rng_bit_generator/unsafe_rbg_normal.out.0.npy | FileCheck %s
// RUN: irc run-reference %S/Inputs/rng_bit_generator/rbg_loop.mlir --expected_output=@%S/Inputs/rng_bit_generator/rbg_loop.out.0.npy --expected_output=@%S/Inputs/rng_bit_generator/rbg_loop.out.1.npy --expected_output=@%S/Inputs/rng_bit_generator/rbg_loop.out.2.npy | FileCheck %s
// RUN: irc compile %S/Inputs/rng_bit_generator/rbg_loop.mlir -o %t.loop.vmfb
// RUN: irvm run %t.loop.vmfb --expected_output=@%S/Inputs/rng_bit_generator/rbg_loop.out.0.npy --expected_output=@%S/Inputs/rng_bit_generator/rbg_loop.out.1.npy --expected_output=@%S/Inputs/rng_bit_generator/rbg_loop.out.2.npy | FileCheck %s
// RUN: irvm run %t.loop.vmfb --jit=off --expected_output=@%S/Inputs/rng_bit_generator/rbg_loop.out.0.npy --expected_output=@%S/Inputs/rng_bit_generator/rbg_loop.out.1.npy --expected_output=@%S/Inputs/rng_bit_generator/rbg_loop.out.2.npy | FileCheck %s
// RUN: irc run-reference %S/Inputs/rng_bit_generator/fori_key.mlir --input=@%S/Inputs/rng_bit_generator/fori_key.in.0.npy --expected_output=@%S/Inputs/rng_bit_generator/fori_key.out.0.npy --expected_output=@%S/Inputs/rng_bit_generator/fori_key.out.1.npy | FileCheck %s
// RUN: irc compile %S/Inputs/rng_bit_generator/fori_key.mlir -o %t.fori.vmfb --memory-report | FileCheck %s --check-prefix=LOOP
// RUN: irvm run %t.fori.vmfb --input=@%S/Inputs/rng_bit_generator/fori_key.in.0.npy --expected_output=@%S/Inputs/rng_bit_generator/fori_key.out.0.npy --expected_output=@%S/Inputs/rng_bit_generator/fori_key.out.1.npy | FileCheck %s
// RUN: irvm run %t.fori.vmfb --jit=off --input=@%S/Inputs/rng_bit_generator/fori_key.in.0.npy --expected_output=@%S/Inputs/rng_bit_generator/fori_key.out.0.npy --expected_output=@%S/Inputs/rng_bit_generator/fori_key.out.1.npy | FileCheck %s
// CHECK: [SUCCESS] all function outputs matched their expected values.

// In fori_key the loop carries the state: its next value is not computed into the slot it reads
// (the op reads the state other than elementwise), it is copied at the end of each iteration.
// LOOP: carried {{.*}}%0#1 (copied)

// The state result never shares the initial state's storage: the state is read whole before the
// step writes, and an in-place output (`tf.aliasing_output`, as JAX marks a donated key) that the
// op reads other than elementwise gets its own buffer and a copy.
// RUN: irc compile %s -o %t.alias.vmfb 2>&1 | FileCheck %s --check-prefix=ALIAS
// RUN: irvm run %t.alias.vmfb --input="2xui64=1 2" | FileCheck %s --check-prefix=NEXT
// RUN: irvm run %t.alias.vmfb --jit=off --input="2xui64=1 2" | FileCheck %s --check-prefix=NEXT
// RUN: irc run-reference %s --input="2xui64=1 2" | FileCheck %s --check-prefix=NEXT
// ALIAS: warning[W0506]: result 0 cannot be computed in place in argument 0: the op computing it reads the old contents other than elementwise
// NEXT: 2xui64=1 6
// NEXT: 2x2xui64=[9236835810183407956 16087790271692313299][18212823393184779219 2658481902456610144]
func.func @main(%key: tensor<2xui64> {tf.aliasing_output = 0 : i32}) -> (tensor<2xui64>, tensor<2x2xui64>) {
  %output_state, %output = stablehlo.rng_bit_generator %key, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  return %output_state, %output : tensor<2xui64>, tensor<2x2xui64>
}
