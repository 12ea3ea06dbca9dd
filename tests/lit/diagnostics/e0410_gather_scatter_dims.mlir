// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// E0410: invalid gather or scatter dimension numbers, reported at the op.

// slice_sizes needs one entry per operand dimension.
// CHECK: {{.*}}e0410_gather_scatter_dims.mlir:9:3: error[E0410]:
// CHECK-SAME: slice_sizes
func.func @slice_sizes(%t: tensor<100x64xf32>, %i: tensor<32x1xi32>) -> tensor<32x64xf32> {
  %0 = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 1>}> : (tensor<100x64xf32>, tensor<32x1xi32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}

// -----

// A collapsed dimension must have slice size 1.
// CHECK: {{.*}}e0410_gather_scatter_dims.mlir:18:3: error[E0410]:
func.func @collapsed(%t: tensor<100x64xf32>, %i: tensor<32x1xi32>) -> tensor<32x64xf32> {
  %1 = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 64>}> : (tensor<100x64xf32>, tensor<32x1xi32>) -> tensor<32x64xf32>
  return %1 : tensor<32x64xf32>
}

// -----

// scatter_dims_to_operand_dims must have one entry per index vector element
// (the index vectors here have 1 element).
// CHECK: {{.*}}e0410_gather_scatter_dims.mlir:29:3: error[E0410]:
// CHECK-SAME: scatter_dims_to_operand_dims
func.func @scatter(%base: tensor<100x64xf32>, %i: tensor<32x1xi32>, %u: tensor<32x64xf32>) -> tensor<100x64xf32> {
  %2 = "stablehlo.scatter"(%base, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<100x64xf32>, tensor<32x1xi32>, tensor<32x64xf32>) -> tensor<100x64xf32>
  return %2 : tensor<100x64xf32>
}
