// RUN: irc opt --time-passes %s -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t.out

// --time-passes prints MLIR's execution time report on stderr, with a line for
// the verify pass; the IR is unaffected.

// CHECK: Execution time report
// CHECK: Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK: verify

// OUT:      func.func @timed(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// OUT-NEXT:   return %arg0 : tensor<4xf32>
// OUT-NOT:  Execution time
func.func @timed(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
