// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// The verifier's rules for while, if and case (the spec's constraints).

// CHECK: control_flow_errors.mlir:[[# @LINE + 4]]:5: error[E0402]: the cond region of `stablehlo.while` must return (tensor<i1>), not (tensor<i32>)
func.func @cond_not_i1(%x: tensor<i32>) -> tensor<i32> {
  %r = stablehlo.while(%i = %x) : tensor<i32>
   cond {
    stablehlo.return %i : tensor<i32>
  } do {
    stablehlo.return %i : tensor<i32>
  }
  return %r : tensor<i32>
}

// -----

// CHECK: control_flow_errors.mlir:[[# @LINE + 7]]:5: error[E0402]: the body region of `stablehlo.while` must return (tensor<i32>, tensor<f32>), not (tensor<i32>)
func.func @body_drops_a_value(%x: tensor<i32>, %y: tensor<f32>) -> tensor<i32> {
  %r:2 = stablehlo.while(%i = %x, %f = %y) : tensor<i32>, tensor<f32>
   cond {
    %c = stablehlo.compare LT, %i, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %i : tensor<i32>
  }
  return %r#0 : tensor<i32>
}

// -----

// CHECK: control_flow_errors.mlir:[[# @LINE + 2]]:3: error[E0301]: the cond region of `stablehlo.while` takes (tensor<f32>) but the loop values are (tensor<i32>)
func.func @region_arguments(%x: tensor<i32>) -> tensor<i32> {
  %r = "stablehlo.while"(%x) ({
  ^bb0(%a: tensor<f32>):
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// CHECK: control_flow_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: the predicate of `stablehlo.if` must be a tensor<i1>, found tensor<2xi1>
func.func @predicate(%p: tensor<2xi1>, %x: tensor<f32>) -> tensor<f32> {
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<2xi1>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// CHECK: control_flow_errors.mlir:[[# @LINE + 5]]:5: error[E0402]: branch 1 of `stablehlo.if` returns (tensor<i32>) but the op's results are (tensor<f32>)
func.func @branch_types(%p: tensor<i1>, %x: tensor<f32>, %y: tensor<i32>) -> tensor<f32> {
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<f32>
  }, {
    stablehlo.return %y : tensor<i32>
  }) : (tensor<i1>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// CHECK: control_flow_errors.mlir:[[# @LINE + 2]]:3: error[E0402]: the index of `stablehlo.case` must be a tensor<i32>, found tensor<i64>
func.func @case_index(%i: tensor<i64>, %x: tensor<f32>) -> tensor<f32> {
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i64>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// CHECK: control_flow_errors.mlir:[[# @LINE + 2]]:3: error[E0301]: `stablehlo.case` needs at least one branch
func.func @no_branches(%i: tensor<i32>) {
  "stablehlo.case"(%i) : (tensor<i32>) -> ()
  return
}

// -----

// CHECK: control_flow_errors.mlir:[[# @LINE + 2]]:3: error[E0301]: branch 0 of `stablehlo.case` takes arguments; branches take none
func.func @branch_arguments(%i: tensor<i32>, %x: tensor<f32>) -> tensor<f32> {
  %r = "stablehlo.case"(%i) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %r : tensor<f32>
}
