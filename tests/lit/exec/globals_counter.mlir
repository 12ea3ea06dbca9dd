// A step counter kept in the module instance between calls: `irvm run --iterations=N` calls @tick
// N times in one process and prints the last call's result, so the counter reads N (hand count:
// 0 + 1 per call). The memory report lists the global outside every arena.
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function=tick --iterations=1 | FileCheck %s --check-prefix=ONE
// RUN: irvm run %t.vmfb --function=tick --iterations=3 | FileCheck %s --check-prefix=THREE
// RUN: irvm run %t.vmfb --function=tick --iterations=3 --jit=off | FileCheck %s --check-prefix=THREE
// RUN: irc compile %s --memory-report | FileCheck %s --check-prefix=REPORT
// RUN: irc compile %s --memory-report=json | FileCheck %s --check-prefix=JSON
// RUN: irvm dump %t.vmfb | FileCheck %s --check-prefix=DUMP

// ONE: i32=1
// THREE: i32=3
// REPORT: globals: 36 bytes (in the module instance, kept between calls; outside every arena)
// REPORT-NEXT: @count: mutable tensor<i32>, 4 bytes
// REPORT-NEXT: @history: mutable tensor<8xf32>, 32 bytes
// JSON: "globals": [
// JSON: "name": "count"
// DUMP: global @count: mutable tensor<i32> (4 bytes), initial value constant
// DUMP: global @history: mutable tensor<8xf32> (32 bytes), initial value zeros
// DUMP: global_load @count -> %r
// DUMP: global_store %r{{[0-9]+}} -> @count

util.global private mutable @count = dense<0> : tensor<i32>
ml_program.global private mutable @history : tensor<8xf32>

func.func @tick() -> tensor<i32> {
  %c = util.global.load @count : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.add %c, %one : tensor<i32>
  util.global.store %n, @count : tensor<i32>
  %h = ml_program.global_load @history : tensor<8xf32>
  %f = stablehlo.convert %n : (tensor<i32>) -> tensor<f32>
  %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %h1 = stablehlo.add %h, %fb : tensor<8xf32>
  ml_program.global_store @history = %h1 : tensor<8xf32>
  return %n : tensor<i32>
}
