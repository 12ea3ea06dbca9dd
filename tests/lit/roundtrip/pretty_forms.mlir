// RUN: irc opt %s | FileCheck %s --strict-whitespace
// RUN: irc opt %s | irc opt - | FileCheck %s --strict-whitespace

// The pretty forms of the ops that print one besides the corpus ops, each as
// MLIR prints it (StableHLO's assemblyFormat and custom printers; the lines are
// those of StableHLO's print_stablehlo.mlir and of JAX's exports), read and
// printed back byte for byte: while with its %iterArg names and `cond`/`do`
// regions, the multi-result ops whose results MLIR names (%output_state,
// %values), enum keywords (algorithm, distribution, type), tuples and tokens,
// `dim =`/`sizes =`/`config =` ops, CHLO's top_k and broadcasting ops,
// composite, complex constants, and the struct attributes result_accuracy,
// output_operand_alias and dot_algorithm; a constant's attribute dictionary
// before its value, and an optimization_barrier without operands.

// CHECK: {{^}}module {{\{$}}
// CHECK-NEXT: {{^}}  func.func @while_loop(%arg0: tensor<i64>, %arg1: tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>) {{\{$}}
// CHECK-NEXT: {{^}}    %c = stablehlo.constant dense<1> : tensor<i64>{{$}}
// CHECK-NEXT: {{^}}    %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i64>, tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}    cond {{\{$}}
// CHECK-NEXT: {{^}}      %c_1 = stablehlo.constant dense<10> : tensor<i64>{{$}}
// CHECK-NEXT: {{^}}      %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>{{$}}
// CHECK-NEXT: {{^}}      stablehlo.return %1 : tensor<i1>{{$}}
// CHECK-NEXT: {{^}}    } do {{\{$}}
// CHECK-NEXT: {{^}}      %1 = stablehlo.add %iterArg, %c : tensor<i64>{{$}}
// CHECK-NEXT: {{^}}      stablehlo.return %1, %iterArg_0 : tensor<i64>, tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}    return %0#0, %0#1 : tensor<i64>, tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}  func.func @misc(%arg0: tensor<2xui64>, %arg1: tensor<f32>, %arg2: tensor<3xi64>, %arg3: tensor<16xcomplex<f32>>, %arg4: tensor<2x2xf32>, %arg5: tensor<3xi64>) {{\{$}}
// CHECK-NEXT: {{^}}    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10xui32>){{$}}
// CHECK-NEXT: {{^}}    %0 = stablehlo.rng %arg1, %arg1, %arg2, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x5xf32>{{$}}
// CHECK-NEXT: {{^}}    %1 = stablehlo.fft %arg3, type = FFT, length = [16] : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>{{$}}
// CHECK-NEXT: {{^}}    %2 = stablehlo.cholesky %arg4 : tensor<2x2xf32>{{$}}
// CHECK-NEXT: {{^}}    %3 = stablehlo.cholesky %arg4, lower = true : tensor<2x2xf32>{{$}}
// CHECK-NEXT: {{^}}    %4 = stablehlo.dot %arg5, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>{{$}}
// CHECK-NEXT: {{^}}    %5 = stablehlo.dot %arg5, %arg5, precision = [] : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>{{$}}
// CHECK-NEXT: {{^}}    %6 = stablehlo.dot %arg5, %arg5 : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>{{$}}
// CHECK-NEXT: {{^}}    %7 = stablehlo.einsum %arg4, %arg4, config = "ab,bc->ac" : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>{{$}}
// CHECK-NEXT: {{^}}    %8 = stablehlo.unary_einsum %arg4, config = "ab->a" : (tensor<2x2xf32>) -> tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}    %9 = stablehlo.replica_id : tensor<ui32>{{$}}
// CHECK-NEXT: {{^}}    %10 = stablehlo.partition_id : tensor<ui32>{{$}}
// CHECK-NEXT: {{^}}    %11 = stablehlo.create_token : !stablehlo.token{{$}}
// CHECK-NEXT: {{^}}    %12 = stablehlo.after_all %11, %11 : !stablehlo.token{{$}}
// CHECK-NEXT: {{^}}    %13 = stablehlo.after_all : !stablehlo.token{{$}}
// CHECK-NEXT: {{^}}    %14 = stablehlo.tuple %arg1, %arg2 : tuple<tensor<f32>, tensor<3xi64>>{{$}}
// CHECK-NEXT: {{^}}    %15 = stablehlo.tuple : tuple<>{{$}}
// CHECK-NEXT: {{^}}    %16 = stablehlo.get_tuple_element %14[1] : (tuple<tensor<f32>, tensor<3xi64>>) -> tensor<3xi64>{{$}}
// CHECK-NEXT: {{^}}    %17 = stablehlo.get_dimension_size %arg4, dim = 1 : (tensor<2x2xf32>) -> tensor<i32>{{$}}
// CHECK-NEXT: {{^}}    %18 = stablehlo.set_dimension_size %arg4, %17, dim = 1 : (tensor<2x2xf32>, tensor<i32>) -> tensor<2x2xf32>{{$}}
// CHECK-NEXT: {{^}}    %19 = stablehlo.dynamic_iota %arg2, dim = 0 : (tensor<3xi64>) -> tensor<4x5x6xi32>{{$}}
// CHECK-NEXT: {{^}}    %20 = stablehlo.broadcast %arg2, sizes = [1, 2] : (tensor<3xi64>) -> tensor<1x2x3xi64>{{$}}
// CHECK-NEXT: {{^}}    %21 = stablehlo.dynamic_broadcast_in_dim %arg1, %arg2, dims = [] : (tensor<f32>, tensor<3xi64>) -> tensor<4x5x6xf32>{{$}}
// CHECK-NEXT: {{^}}    %22 = stablehlo.dynamic_reshape %arg4, %arg2 : (tensor<2x2xf32>, tensor<3xi64>) -> tensor<4x1x1xf32>{{$}}
// CHECK-NEXT: {{^}}    %values, %indices = chlo.top_k(%arg4, k = 1) : tensor<2x2xf32> -> (tensor<2x1xf32>, tensor<2x1xi32>){{$}}
// CHECK-NEXT: {{^}}    %values_0, %indices_1 = chlo.top_k(%arg4, k = 1, is_stable = true) : tensor<2x2xf32> -> (tensor<2x1xf32>, tensor<2x1xi32>){{$}}
// CHECK-NEXT: {{^}}    %23 = chlo.broadcast_add %arg4, %arg1 {broadcast_dimensions = array<i64>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>{{$}}
// CHECK-NEXT: {{^}}    %24 = stablehlo.composite "my.op" %arg1, %arg4 {composite_attributes = {n = 2 : i64}, decomposition = @my_op_impl} : (tensor<f32>, tensor<2x2xf32>) -> tensor<f32>{{$}}
// CHECK-NEXT: {{^}}    %cst = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (-3.000000e+00,4.500000e+00)]> : tensor<2xcomplex<f32>>{{$}}
// CHECK-NEXT: {{^}}    %cst_2 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>{{$}}
// CHECK-NEXT: {{^}}    %25 = stablehlo.exponential %arg4 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2x2xf32>{{$}}
// CHECK-NEXT: {{^}}    %26 = stablehlo.custom_call @foo(%arg4) {api_version = 2 : i32, backend_config = "", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x2xf32>) -> tensor<2x2xf32>{{$}}
// CHECK-NEXT: {{^}}    %27 = stablehlo.dot_general %arg4, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>{{$}}
// CHECK-NEXT: {{^}}    return{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}  func.func @attrs_and_empty_barrier(%arg0: tensor<4xf32>) -> tensor<2xi64> {{\{$}}
// CHECK-NEXT: {{^}}    %c = stablehlo.constant {attr = 1 : i32} dense<[-2, 4]> : tensor<2xi64>{{$}}
// CHECK-NEXT: {{^}}    %cst = arith.constant {foo} 1.000000e+00 : f32{{$}}
// CHECK-NEXT: {{^}}    stablehlo.optimization_barrier(){{$}}
// CHECK-NEXT: {{^}}    stablehlo.optimization_barrier {x = 1 : i32}(){{$}}
// CHECK-NEXT: {{^}}    %0 = stablehlo.optimization_barrier %arg0 : tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}    return %c : tensor<2xi64>{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}  func.func private @my_op_impl(%arg0: tensor<f32>, %arg1: tensor<2x2xf32>) -> tensor<f32> {{\{$}}
// CHECK-NEXT: {{^}}    return %arg0 : tensor<f32>{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NOT: {{.}}

func.func @while_loop(%arg0: tensor<i64>, %arg1: tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>) {
  %c = stablehlo.constant dense<1> : tensor<i64>
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i64>, tensor<4xf32>
   cond {
    %c_1 = stablehlo.constant dense<10> : tensor<i64>
    %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.add %iterArg, %c : tensor<i64>
    stablehlo.return %1, %iterArg_0 : tensor<i64>, tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<i64>, tensor<4xf32>
}
func.func @misc(%arg0: tensor<2xui64>, %arg1: tensor<f32>, %arg2: tensor<3xi64>, %arg3: tensor<16xcomplex<f32>>, %arg4: tensor<2x2xf32>, %arg5: tensor<3xi64>) {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10xui32>)
  %0 = stablehlo.rng %arg1, %arg1, %arg2, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x5xf32>
  %1 = stablehlo.fft %arg3, type = FFT, length = [16] : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
  %2 = stablehlo.cholesky %arg4 : tensor<2x2xf32>
  %3 = stablehlo.cholesky %arg4, lower = true : tensor<2x2xf32>
  %4 = stablehlo.dot %arg5, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  %5 = stablehlo.dot %arg5, %arg5, precision = [] : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  %6 = stablehlo.dot %arg5, %arg5 : (tensor<3xi64>, tensor<3xi64>) -> tensor<i64>
  %7 = stablehlo.einsum %arg4, %arg4, config = "ab,bc->ac" : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %8 = stablehlo.unary_einsum %arg4, config = "ab->a" : (tensor<2x2xf32>) -> tensor<2xf32>
  %9 = stablehlo.replica_id : tensor<ui32>
  %10 = stablehlo.partition_id : tensor<ui32>
  %11 = stablehlo.create_token : !stablehlo.token
  %12 = stablehlo.after_all %11, %11 : !stablehlo.token
  %13 = stablehlo.after_all : !stablehlo.token
  %14 = stablehlo.tuple %arg1, %arg2 : tuple<tensor<f32>, tensor<3xi64>>
  %15 = stablehlo.tuple : tuple<>
  %16 = stablehlo.get_tuple_element %14[1] : (tuple<tensor<f32>, tensor<3xi64>>) -> tensor<3xi64>
  %17 = stablehlo.get_dimension_size %arg4, dim = 1 : (tensor<2x2xf32>) -> tensor<i32>
  %18 = stablehlo.set_dimension_size %arg4, %17, dim = 1 : (tensor<2x2xf32>, tensor<i32>) -> tensor<2x2xf32>
  %19 = stablehlo.dynamic_iota %arg2, dim = 0 : (tensor<3xi64>) -> tensor<4x5x6xi32>
  %20 = stablehlo.broadcast %arg2, sizes = [1, 2] : (tensor<3xi64>) -> tensor<1x2x3xi64>
  %21 = stablehlo.dynamic_broadcast_in_dim %arg1, %arg2, dims = [] : (tensor<f32>, tensor<3xi64>) -> tensor<4x5x6xf32>
  %22 = stablehlo.dynamic_reshape %arg4, %arg2 : (tensor<2x2xf32>, tensor<3xi64>) -> tensor<4x1x1xf32>
  %values, %indices = chlo.top_k(%arg4, k = 1) : tensor<2x2xf32> -> (tensor<2x1xf32>, tensor<2x1xi32>)
  %values_0, %indices_1 = chlo.top_k(%arg4, k = 1, is_stable = true) : tensor<2x2xf32> -> (tensor<2x1xf32>, tensor<2x1xi32>)
  %23 = chlo.broadcast_add %arg4, %arg1 {broadcast_dimensions = array<i64>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  %24 = stablehlo.composite "my.op" %arg1, %arg4 {composite_attributes = {n = 2 : i64}, decomposition = @my_op_impl} : (tensor<f32>, tensor<2x2xf32>) -> tensor<f32>
  %cst = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (-3.000000e+00,4.500000e+00)]> : tensor<2xcomplex<f32>>
  %cst_2 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
  %25 = stablehlo.exponential %arg4 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2x2xf32>
  %26 = stablehlo.custom_call @foo(%arg4) {api_version = 2 : i32, backend_config = "", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %27 = stablehlo.dot_general %arg4, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}
func.func @attrs_and_empty_barrier(%arg0: tensor<4xf32>) -> tensor<2xi64> {
  %c = stablehlo.constant {attr = 1 : i32} dense<[-2, 4]> : tensor<2xi64>
  %cst = arith.constant {foo} 1.000000e+00 : f32
  stablehlo.optimization_barrier()
  stablehlo.optimization_barrier {x = 1 : i32}()
  %0 = stablehlo.optimization_barrier %arg0 : tensor<4xf32>
  return %c : tensor<2xi64>
}
func.func private @my_op_impl(%arg0: tensor<f32>, %arg1: tensor<2x2xf32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
