// A comparison threshold must be a finite number >= 0: a NaN one made every comparison pass.
// RUN: not irc run-reference %s --input=f32=1 --expected_output=f32=5 --expected_f32_threshold=nan 2>&1 | FileCheck %s --check-prefix=NAN
// RUN: not irc run-reference %s --input=f32=1 --expected_output=f32=5 --expected_f64_threshold=-1 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not irc run-reference %s --input=f32=1 --expected_output=f32=5 --expected_bf16_threshold=inf 2>&1 | FileCheck %s --check-prefix=INF
// RUN: not irc run-reference %s --input=f32=1 --expected_output=f32=5 --expected_f16_threshold=x 2>&1 | FileCheck %s --check-prefix=NUM
// RUN: not irc run-reference %s --input=f32=1 --expected_output=f32=5 --expected_f32_threshold=0 2>&1 | FileCheck %s --check-prefix=ZERO

// NAN: invalid value 'nan' for '--expected_f32_threshold <T>': `nan` is not a usable tolerance (expected a finite value >= 0
// NEG: invalid value '-1' for '--expected_f64_threshold <T>': `-1` is not a usable tolerance
// INF: invalid value 'inf' for '--expected_bf16_threshold <T>': `inf` is not a usable tolerance
// NUM: invalid value 'x' for '--expected_f16_threshold <T>': `x` is not a number
// ZERO: [FAILED] result[0]: element 0 is 2 but 5 was expected
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %x, %x : tensor<f32>
  return %0 : tensor<f32>
}
