// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0008: an alias used but not defined, one that refers to itself, or one named like a
// dialect's attribute (with a `.`), each reported at the name.

// CHECK: {{.*}}e0008_undefined_alias.mlir:[[@LINE+1]]:36: error[E0008]: undefined type alias `!vec`
func.func @f(%x: tensor<2xf32>) -> !vec {
  return %x : tensor<2xf32>
}

// -----

// CHECK: {{.*}}e0008_undefined_alias.mlir:[[@LINE+2]]:65: error[E0008]: undefined attribute alias `#dims`
func.func @g(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #dims} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// CHECK: {{.*}}e0008_undefined_alias.mlir:[[@LINE+1]]:1: error[E0008]: `#stablehlo.mine` cannot name an alias
#stablehlo.mine = 1 : i64

// -----

// CHECK: error[E0008]: alias `!a` refers to itself through 64 aliases
!a = !b
!b = !a
func.func @h(%x: !a) {
  return
}

// -----

// A location alias that is never defined.
// CHECK: {{.*}}e0008_undefined_alias.mlir:[[@LINE+2]]:23: error[E0008]: undefined location alias `#loc9`
func.func @k() {
  return loc(callsite(#loc9 at "x.py":1:2))
}
