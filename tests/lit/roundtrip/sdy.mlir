// Shardy's ops as JAX 0.10 prints them on one device (a typed PRNG key argument, a NamedSharding
// with with_sharding_constraint) print back byte for byte, and so do the other forms of Shardy's
// mesh and sharding syntax; the generic form prints in the pretty one.
// RUN: irc opt %S/../exec/Inputs/jax_sdy/typed_key.mlir -o %t.typed_key
// RUN: diff %S/../exec/Inputs/jax_sdy/typed_key.mlir %t.typed_key
// RUN: irc opt %S/../exec/Inputs/jax_sdy/named_sharding.mlir -o %t.named_sharding
// RUN: diff %S/../exec/Inputs/jax_sdy/named_sharding.mlir %t.named_sharding
// RUN: irc opt %s | FileCheck %s --strict-whitespace
// RUN: irc opt %s | irc opt - | FileCheck %s --strict-whitespace

// CHECK: {{^}}module {{\{$}}
// CHECK-NEXT: {{^}}  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}{{$}}
// CHECK-NEXT: {{^}}  sdy.mesh @mesh = <["x"=2, "y"=4]>{{$}}
// CHECK-NEXT: {{^}}  sdy.mesh @ids = <["x"=2, "y"=2], device_ids=[3, 2, 1, 0]>{{$}}
// CHECK-NEXT: {{^}}  sdy.mesh @maximal = <device_id=0>{{$}}
// CHECK-NEXT: {{^}}  sdy.mesh @one = <[], device_ids=[0]>{{$}}
// CHECK-NEXT: {{^}}  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}], replicated={"y"}>}) {{\{$}}
// CHECK-NEXT: {{^}}    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", ?}, {?}], replicated={"y"}> : tensor<8x4xf32>{{$}}
// CHECK-NEXT: {{^}}    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {"y"}]> : tensor<8x4xf32>{{$}}
// CHECK-NEXT: {{^}}    %2 = sdy.sharding_constraint %1 <@empty_mesh, [{}, {}]> {jax.note = "kept"} : tensor<8x4xf32>{{$}}
// CHECK-NEXT: {{^}}    %3 = sdy.sharding_constraint %2 <@maximal, []> : tensor<8x4xf32>{{$}}
// CHECK-NEXT: {{^}}    return %3 : tensor<8x4xf32>{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}}{{$}}
sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
sdy.mesh @mesh = <["x"=2, "y"=4]>
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2], device_ids=[3, 2, 1, 0]>, sym_name = "ids"}> : () -> ()
sdy.mesh @maximal = <device_id=0>
sdy.mesh @one = <[], device_ids=[0]>
func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}], replicated={"y"}>}) {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", ?}, {?}], replicated={"y"}> : tensor<8x4xf32>
  %1 = "sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %2 = sdy.sharding_constraint %1 <@empty_mesh, [{}, {}]> {jax.note = "kept"} : tensor<8x4xf32>
  %3 = sdy.sharding_constraint %2 <@maximal, []> : tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}
