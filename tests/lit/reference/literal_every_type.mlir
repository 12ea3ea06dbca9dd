// The --input literal grammar for every kind of element type, and --expected_output with IREE's
// per-type thresholds. Expected values are the inputs rounded to each format by hand (ties to even).
// RUN: irc run-reference %s --function=half --input=2xf16=0.1,65504 --input="2xbf16=[0.1 -inf]" | FileCheck %s --check-prefix=HALF
// RUN: irc run-reference %s --function=f8 --input=3xf8E4M3FN=0.1,448,nan --input=3xf8E5M2=0x1p-16,57344,-inf | FileCheck %s --check-prefix=F8
// RUN: irc run-reference %s --function=small --input=3xf4E2M1FN=2.5,-6,0.25 --input=4xi4=-8,7,0x7,-0x8 --input=ui2=3 | FileCheck %s --check-prefix=SMALL
// RUN: irc run-reference %s --function=ints --input=3xi1=true,false,1 --input=2xui64=18446744073709551615,0 --input=si8=-128 | FileCheck %s --check-prefix=INTS
// RUN: irc run-reference %s --function=tf32 --input=2xtf32=0.1,1.0009765625 | FileCheck %s --check-prefix=TF32
// Splat and zeros.
// RUN: irc run-reference %s --function=half --input=2xf16=1.5 --input=2xbf16 | FileCheck %s --check-prefix=SPLAT

// HALF:      result[0]: hal.buffer_view
// HALF-NEXT: 2xf16=0.0999756 65504
// HALF-NEXT: result[1]: hal.buffer_view
// HALF-NEXT: 2xbf16=0.100098 -INF
// F8:      3xf8E4M3FN=0.101562 448 NAN
// F8:      3xf8E5M2=1.52588E-05 57344 -INF
// f4E2M1FN holds 0, 0.5, 1, 1.5, 2, 3, 4, 6: 2.5 is a tie and goes to 2, 0.25 to 0.
// SMALL:      3xf4E2M1FN=2 -6 0
// SMALL-NEXT: result[1]: hal.buffer_view
// SMALL-NEXT: 4xi4=-8 7 7 -8
// SMALL-NEXT: result[2]: hal.buffer_view
// SMALL-NEXT: ui2=3
// INTS:      3xi1=1 0 1
// INTS:      2xui64=18446744073709551615 0
// INTS:      i8=-128
// TF32: 2xtf32=0.0999756 1.00098
// SPLAT: 2xf16=1.5 1.5
// SPLAT: 2xbf16=0 0

// f16 passes within IREE's f16 threshold 0.001 (1.5 vs 1.5009765625), fails past it, and passes
// with a looser --expected_f16_threshold.
// RUN: irc run-reference %s --function=half --input=2xf16=1.5 --input=2xbf16=1 --expected_output=2xf16=1.5,1.5009765625 --expected_output=2xbf16=1 | FileCheck %s --check-prefix=OK
// RUN: not irc run-reference %s --function=half --input=2xf16=1.5 --input=2xbf16=1 --expected_output=2xf16=1.5,1.50390625 --expected_output=2xbf16=1 2>&1 | FileCheck %s --check-prefix=F16BAD
// RUN: irc run-reference %s --function=half --input=2xf16=1.5 --input=2xbf16=1 --expected_output=2xf16=1.5,1.50390625 --expected_output=2xbf16=1 --expected_f16_threshold=0.01 | FileCheck %s --check-prefix=OK
// f8 values compare exactly.
// RUN: not irc run-reference %s --function=f8 --input=3xf8E4M3FN=1 --input=3xf8E5M2=1 --expected_output=3xf8E4M3FN=1,1,1.125 --expected_output=3xf8E5M2=1 2>&1 | FileCheck %s --check-prefix=F8BAD
// OK: [SUCCESS] all function outputs matched their expected values.
// F16BAD: [FAILED] result[0]: element 1 is 1.5 but 1.50391 was expected (difference 0.00390625 exceeds the threshold 0.001)
// F8BAD: [FAILED] result[0]: element 2 is 1 but 1.125 was expected (f8E4M3FN values compare exactly)
func.func @half(%a: tensor<2xf16>, %b: tensor<2xbf16>) -> (tensor<2xf16>, tensor<2xbf16>) {
  return %a, %b : tensor<2xf16>, tensor<2xbf16>
}
func.func @f8(%a: tensor<3xf8E4M3FN>, %b: tensor<3xf8E5M2>) -> (tensor<3xf8E4M3FN>, tensor<3xf8E5M2>) {
  return %a, %b : tensor<3xf8E4M3FN>, tensor<3xf8E5M2>
}
func.func @small(%a: tensor<3xf4E2M1FN>, %b: tensor<4xi4>, %c: tensor<ui2>) -> (tensor<3xf4E2M1FN>, tensor<4xi4>, tensor<ui2>) {
  return %a, %b, %c : tensor<3xf4E2M1FN>, tensor<4xi4>, tensor<ui2>
}
func.func @ints(%a: tensor<3xi1>, %b: tensor<2xui64>, %c: tensor<i8>) -> (tensor<3xi1>, tensor<2xui64>, tensor<i8>) {
  return %a, %b, %c : tensor<3xi1>, tensor<2xui64>, tensor<i8>
}
func.func @tf32(%a: tensor<2xtf32>) -> tensor<2xtf32> {
  return %a : tensor<2xtf32>
}
