// RUN: irc opt --split-input-file %s | FileCheck %s
// RUN: irc opt --split-input-file %s | irc opt --split-input-file - | FileCheck %s

// builtin.module: a name, `attributes {...}` (sorted, typed), the empty module,
// and the implicit module around top-level functions.

// CHECK-LABEL: module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
// CHECK-NEXT:    func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
// CHECK-NEXT:      return %arg0 : tensor<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
module @jit_f attributes {mhlo.num_replicas = 1 : i32, mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    return %arg0 : tensor<4xf32>
  }
}

// -----

// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
module {
}

// -----

// CHECK: // -----
// CHECK-NEXT: module @named {
// CHECK-NEXT: }
module @named attributes {} {
}

// -----

// Functions at the top level get an implicit, unnamed module.
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @a() {
  return
}
func.func @b() {
  return
}

// -----

// The generic form of a module prints pretty.
// CHECK: // -----
// CHECK-NEXT: module @generic attributes {foo.bar = "baz"} {
// CHECK-NEXT:   func.func @c() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
"builtin.module"() <{sym_name = "generic"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "c"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) {foo.bar = "baz"} : () -> ()
