// RUN: irc run-reference %s --input=2xf32=1,2 --expected_output=2xf32=2,4 | FileCheck %s --check-prefix=OK
// RUN: not irc run-reference %s --input=2xf32=1,2 --expected_output=2xf32=2,4.5 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: irc run-reference %s --input=2xf32=1,2 --expected_output=2xf32=2,4.5 --expected_f32_threshold=0.6 | FileCheck %s --check-prefix=OK
// RUN: not irc run-reference %s --input=2xf32=1,2 --expected_output=3xf32=2 2>&1 | FileCheck %s --check-prefix=TYPE

// OK:   [SUCCESS] all function outputs matched their expected values.
// BAD:  [FAILED] result[0]: element 1 is 4 but 4.5 was expected (difference 0.5 exceeds the threshold 0.0001)
// TYPE: [FAILED] result[0]: expected tensor<3xf32>, got tensor<2xf32>
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
