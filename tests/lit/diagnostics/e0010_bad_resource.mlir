// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0010: a `dense_resource` whose blob the file does not hold (MLIR elides large blobs when
// asked to), or a malformed resource block.

// CHECK: {{.*}}e0010_bad_resource.mlir:[[@LINE+3]]:42: error[E0010]: resource `__elided__` is not in the file's `dialect_resources` block
// CHECK: MLIR printed this constant without its bytes
func.func @f() -> tensor<2xf32> {
  %0 = stablehlo.constant dense_resource<__elided__> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK: {{.*}}e0010_bad_resource.mlir:[[@LINE+8]]:10: error[E0010]: resource `b` is not a hex blob
func.func @g() -> tensor<2xf32> {
  %0 = stablehlo.constant dense_resource<b> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      b: "0x12"
    }
  }
#-}
