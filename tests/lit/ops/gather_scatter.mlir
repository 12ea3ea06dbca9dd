// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// gather and scatter have no pretty form: they print generically, with their
// properties in `<{...}>` sorted by name, dimension numbers as
// #stablehlo.gather / #stablehlo.scatter (empty fields left out), and the
// scatter's update region with its entry block arguments.

// CHECK-LABEL: func.func @gather(
// CHECK-SAME: %[[T:[^:]+]]: tensor<100x64xf32>, %[[IDX:[^:]+]]: tensor<32x1xi32>)
func.func @gather(%table: tensor<100x64xf32>, %idx: tensor<32x1xi32>) -> tensor<32x64xf32> {
  // CHECK-NEXT: %[[G:.+]] = "stablehlo.gather"(%[[T]], %[[IDX]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<100x64xf32>, tensor<32x1xi32>) -> tensor<32x64xf32>
  %0 = "stablehlo.gather"(%table, %idx) <{slice_sizes = array<i64: 1, 64>, indices_are_sorted = false, dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<100x64xf32>, tensor<32x1xi32>) -> tensor<32x64xf32>
  // CHECK-NEXT: return %[[G]] : tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}

// Batching dimensions (take_along_axis), as JAX exports it.
// CHECK-LABEL: func.func @gather_batched(
func.func @gather_batched(%x: tensor<32x4xf32>, %i: tensor<32x1x1xi32>) -> tensor<32x1xf32> {
  // CHECK-NEXT: %[[G:.+]] = "stablehlo.gather"(%{{.+}}, %{{.+}}) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x4xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x4xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
  // CHECK-NEXT: return %[[G]] : tensor<32x1xf32>
  return %0 : tensor<32x1xf32>
}

// CHECK-LABEL: func.func @scatter(
// CHECK-SAME: %arg0: tensor<100x64xf32>, %arg1: tensor<32x1xi32>, %arg2: tensor<32x64xf32>) -> tensor<100x64xf32> {
// CHECK-NEXT:    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<100x64xf32>
// CHECK-NEXT:    %1 = "stablehlo.scatter"(%0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
// CHECK-NEXT:    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
// CHECK-NEXT:      %2 = stablehlo.add %arg3, %arg4 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %2 : tensor<f32>
// CHECK-NEXT:    }) : (tensor<100x64xf32>, tensor<32x1xi32>, tensor<32x64xf32>) -> tensor<100x64xf32>
// CHECK-NEXT:    return %1 : tensor<100x64xf32>
// CHECK-NEXT:  }
func.func @scatter(%base: tensor<100x64xf32>, %idx: tensor<32x1xi32>, %upd: tensor<32x64xf32>) -> tensor<100x64xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<100x64xf32>
  %0 = "stablehlo.scatter"(%b, %idx, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %s = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<100x64xf32>, tensor<32x1xi32>, tensor<32x64xf32>) -> tensor<100x64xf32>
  return %0 : tensor<100x64xf32>
}

// Inherent attributes written in the trailing dictionary (the form before
// properties existed) are stored and printed as properties.
// CHECK-LABEL: func.func @gather_old_syntax(
func.func @gather_old_syntax(%table: tensor<100x64xf32>, %idx: tensor<32x1xi32>) -> tensor<32x64xf32> {
  // CHECK-NEXT: %[[G:.+]] = "stablehlo.gather"(%{{.+}}, %{{.+}}) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<100x64xf32>, tensor<32x1xi32>) -> tensor<32x64xf32>
  %0 = "stablehlo.gather"(%table, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>} : (tensor<100x64xf32>, tensor<32x1xi32>) -> tensor<32x64xf32>
  // CHECK-NEXT: return %[[G]] : tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}
