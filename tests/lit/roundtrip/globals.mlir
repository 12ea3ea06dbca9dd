// Module state prints back in MLIR's and IREE's forms (`ml_program` as MLProgramOps.td declares
// it, `util` as UtilOps.td does: the visibility always written, `: T` only when the initial
// value's type is not the global's), and in the generic form with its properties.
// RUN: irc opt %s | FileCheck %s --strict-whitespace
// RUN: irc opt %s | irc opt - | FileCheck %s --strict-whitespace
// RUN: irc opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: irc opt --mlir-print-op-generic %s | irc opt - | FileCheck %s --strict-whitespace

// CHECK: {{^}}  ml_program.global private mutable @a(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}  ml_program.global public @b(dense<3> : tensor<i32>) : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}  ml_program.global private mutable @c : tensor<4xi8>{{$}}
// CHECK-NEXT: {{^}}  util.global private mutable @d = dense<0> : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}  util.global public @e : tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}  util.global private @f {inlining_policy = "never"} = dense<1> : tensor<i32>{{$}}
// CHECK: {{^}}    %0 = ml_program.global_load @a : tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}    %1 = ml_program.global_load_const @b : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}    %2 = util.global.load @d : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}    %3 = util.global.load immutable @f : tensor<i32>{{$}}
// CHECK-NEXT: {{^}}    ml_program.global_store @a = %0 : tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}    util.global.store %2, @d : tensor<i32>{{$}}

// GENERIC: "ml_program.global"() <{is_mutable, sym_name = "a", sym_visibility = "private", type = tensor<2xf32>, value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> ()
// GENERIC: "util.global"() <{initial_value = dense<0> : tensor<i32>, is_mutable, sym_name = "d", sym_visibility = "private", type = tensor<i32>}> : () -> ()
// GENERIC: %0 = "ml_program.global_load"() <{global = @a}> : () -> tensor<2xf32>
// GENERIC: %3 = "util.global.load"() <{global = @f, is_immutable}> : () -> tensor<i32>
// GENERIC: "ml_program.global_store"(%0) <{global = @a}> : (tensor<2xf32>) -> ()
// GENERIC: "util.global.store"(%2) <{global = @d}> : (tensor<i32>) -> ()
ml_program.global private mutable @a(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
ml_program.global @b(dense<3> : tensor<i32>) : tensor<i32>
ml_program.global private mutable @c : tensor<4xi8>
util.global private mutable @d = dense<0> : tensor<i32>
util.global @e : tensor<2xf32>
util.global private @f {inlining_policy = "never"} : tensor<i32> = dense<1> : tensor<i32>
func.func @use() {
  %0 = ml_program.global_load @a : tensor<2xf32>
  %1 = ml_program.global_load_const @b : tensor<i32>
  %2 = util.global.load @d : tensor<i32>
  %3 = util.global.load immutable @f : tensor<i32>
  ml_program.global_store @a = %0 : tensor<2xf32>
  util.global.store %2, @d : tensor<i32>
  return
}
