// RUN: irc compile %s --memory-report | FileCheck %s
// RUN: irc compile %s --memory-report=json | FileCheck %s --check-prefix=JSON

// A collective's results are planned buffers like any op's, and the report counts them: an
// all_reduce of 4 x f32 (16 bytes, a transient read by the gather) and an all_gather of it over
// two replicas (8 x f32, 32 bytes, the returned result): 2 collectives, 48 bytes; the arena
// holds the transient (16 bytes, rounded to the 64-byte alignment), the output the gather.
// CHECK: function @main
// CHECK: arena bytes: 64
// CHECK: output bytes: 32
// CHECK: collectives: 2 (48 bytes of results, planned as any op's)
// JSON-DAG: "collective_bytes": 48
// JSON-DAG: "collectives": 2
module @report attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<4xf32>) -> tensor<8xf32> {
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    %g = "stablehlo.all_gather"(%s) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
}
