// RUN: not irc opt --split-input-file --allow-unregistered-dialect --color=never %s 2>&1 | FileCheck %s

// E0107: a block label defined twice in one region, reported at the second
// definition.

// CHECK: {{.*}}e0107_block_label.mlir:13:3: error[E0107]:
// CHECK-SAME: ^bb1
func.func @twice(%arg0: tensor<f32>) -> tensor<f32> {
  "test.region"() ({
    "test.op"() : () -> ()
  ^bb1:
    "test.op"() : () -> ()
  ^bb1:
    "test.op"() : () -> ()
  }) : () -> ()
  return %arg0 : tensor<f32>
}
