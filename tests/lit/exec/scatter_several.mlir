// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM

// A scatter of two operands whose body combines them (a running arg-max: the larger value and
// its index win; on a tie the smaller index), with repeated and out-of-range indices. The
// operands are arguments of a public function, so nothing folds at compile time. Expected values
// by hand: index 0 starts as (1, 0) and receives (5, 10) then (7, 11): 7 wins; index 2 starts as
// (3, 2) and receives (3, 12) and (3, 13): ties, and 2 is the smaller index; index 9 is out of
// range and dropped.
// CHECK: irc: 1 function(s) ran in 1 case(s): 1 passed, 0 failed
// VM-NOT: error
// VM: EXEC @main
func.func @main() {
  %v = stablehlo.constant dense<[1.0, 4.0, 3.0, 0.0]> : tensor<4xf32>
  %i = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %r:2 = call @argmax_scatter(%v, %i) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  check.expect_eq_const %r#0, dense<[7.0, 4.0, 3.0, 0.0]> : tensor<4xf32>
  check.expect_eq_const %r#1, dense<[11, 1, 2, 3]> : tensor<4xi32>
  func.return
}
func.func public @argmax_scatter(%v: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %idx = stablehlo.constant dense<[[0], [2], [0], [2], [9]]> : tensor<5x1xi32>
  %uv = stablehlo.constant dense<[5.0, 3.0, 7.0, 3.0, 100.0]> : tensor<5xf32>
  %ui = stablehlo.constant dense<[10, 12, 11, 13, 14]> : tensor<5xi32>
  %r:2 = "stablehlo.scatter"(%v, %i, %idx, %uv, %ui) ({
  ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
    %gt = stablehlo.compare GT, %b, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %b, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %bi, %ai : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %take = stablehlo.or %gt, %tie : tensor<i1>
    %nv = stablehlo.select %take, %b, %a : tensor<i1>, tensor<f32>
    %ni = stablehlo.select %take, %bi, %ai : tensor<i1>, tensor<i32>
    stablehlo.return %nv, %ni : tensor<f32>, tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xf32>, tensor<4xi32>, tensor<5x1xi32>, tensor<5xf32>, tensor<5xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
}
