// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// The type rules of the ops kept for other frontends, checked before `stablehlo-decompose`
// rewrites them. `stablehlo.dot` (operands of rank 1 or 2 and one element type, the lhs's last
// dimension equal to the rhs's first, the result their other dimensions) and `stablehlo.broadcast`
// (the result is `sizes` followed by the operand's shape).

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0404]: `stablehlo.dot` contracts the lhs's last dimension (3) with the rhs's first (2), which differ
func.func @contracting_sizes(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0404]: `stablehlo.dot` takes operands of rank 1 or 2, found ranks 3 and 1
func.func @rank_three(%a: tensor<1x2x3xf32>, %b: tensor<3xf32>) -> tensor<1x2xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<1x2x3xf32>, tensor<3xf32>) -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0402]: `stablehlo.dot`'s operands must have one element type, found f32 and f16
func.func @element_types(%a: tensor<3xf32>, %b: tensor<3xf16>) -> tensor<f32> {
  %0 = stablehlo.dot %a, %b : (tensor<3xf32>, tensor<3xf16>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0404]: `stablehlo.dot` should produce tensor<2x4xf32>, but its result type is tensor<2x5xf32>
func.func @wrong_result(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x5xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0405]: `stablehlo.broadcast` should produce tensor<3x2xi32>, but its result type is tensor<2x3xi32>
func.func @broadcast_result(%x: tensor<2xi32>) -> tensor<2x3xi32> {
  %0 = stablehlo.broadcast %x, sizes = [3] : (tensor<2xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// The type rules of `einsum`: labels for every dimension, one size per label, the result shaped by
// its labels. A location (`loc(...)`, here through an alias) is kept and named in the note.
// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+3]]:3: error[E0404]: `stablehlo.einsum`'s label `b` has size 3 in one place and 4 in another
// CHECK: location: "model.py":12:7
func.func @einsum_sizes(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32> loc(#l)
  return %0 : tensor<2x5xf32>
}
#l = loc("jit(f)/dot"("model.py":12:7))

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0404]: `stablehlo.einsum` should produce tensor<2x5xf32>, but its result type is tensor<5x2xf32>
func.func @einsum_result(%a: tensor<2x3xf32>, %b: tensor<3x5xf32>) -> tensor<5x2xf32> {
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x5xf32>) -> tensor<5x2xf32>
  return %0 : tensor<5x2xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0403]: `stablehlo.unary_einsum`: `einsum_config` "aa->a": label `a` appears twice in operand 0 (a diagonal), which is not supported
func.func @einsum_diagonal(%a: tensor<3x3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.unary_einsum %a, config = "aa->a" : (tensor<3x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0403]: `stablehlo.einsum`: `einsum_config` "ab,bc": expected `->` between the operands' labels and the result's
func.func @einsum_no_arrow(%a: tensor<2x3xf32>, %b: tensor<3x5xf32>) -> tensor<2x5xf32> {
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc"} : (tensor<2x3xf32>, tensor<3x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0404]: `stablehlo.einsum`'s operand 1 has rank 2 but its labels "b" name 1 dimension(s)
func.func @einsum_rank(%a: tensor<2x3xf32>, %b: tensor<3x5xf32>) -> tensor<2xf32> {
  %0 = stablehlo.einsum %a, %b, config = "ab,b->a" : (tensor<2x3xf32>, tensor<3x5xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0410]: `stablehlo.torch_index_select` needs 0 <= batch_dims <= dim < 2 (the operand's rank)
func.func @torch_dim(%x: tensor<2x3xf32>, %i: tensor<2xi32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0412]: `stablehlo.torch_index_select` should produce tensor<2x4xf32>, but its result type is tensor<4x2xf32>
func.func @torch_result(%x: tensor<2x3xf32>, %i: tensor<4xi32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<2x3xf32>, tensor<4xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// A state of three 32-bit words is neither the spec's nor IREE's.
// CHECK: {{.*}}legacy_ops.mlir:[[@LINE+2]]:3: error[E0402]: `stablehlo.rng_bit_generator` with algorithm THREE_FRY takes an initial state of type tensor<2xui64> or tensor<4xui32>, found `tensor<3xi32>`
func.func @rng_state(%s: tensor<3xi32>) -> tensor<4xui32> {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xi32>) -> (tensor<3xi32>, tensor<4xui32>)
  return %0#1 : tensor<4xui32>
}
