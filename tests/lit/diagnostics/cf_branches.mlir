// RUN: not irc opt --split-input-file --color=never %s 2>&1 | FileCheck %s

// The rules of `cf.br` and `cf.cond_br` (MLIR's ControlFlowOps.td and its SSA dominance), one
// case each.

// CHECK: cf_branches.mlir:[[@LINE+2]]:9: error[E0107]: reference to an undefined block `^bb7`
func.func @undefined_successor(%a: tensor<i32>) -> tensor<i32> {
  cf.br ^bb7(%a : tensor<i32>)
^bb1(%b: tensor<i32>):
  return %b : tensor<i32>
}

// -----

// CHECK: cf_branches.mlir:[[@LINE+2]]:3: error[E0301]: successor #0 of `cf.br` takes (tensor<i32>, tensor<i32>) but is passed (tensor<i32>)
func.func @arity(%a: tensor<i32>) -> tensor<i32> {
  cf.br ^bb1(%a : tensor<i32>)
^bb1(%b: tensor<i32>, %c: tensor<i32>):
  return %b : tensor<i32>
}

// -----

// CHECK: cf_branches.mlir:[[@LINE+3]]:3: error[E0301]: successor #1 of `cf.cond_br` takes (tensor<f32>) but is passed (tensor<i32>)
func.func @types(%a: tensor<i32>, %t: tensor<i1>) -> tensor<i32> {
  %p = tensor.extract %t[] : tensor<i1>
  cf.cond_br %p, ^bb1(%a : tensor<i32>), ^bb2(%a : tensor<i32>)
^bb1(%b: tensor<i32>):
  return %b : tensor<i32>
^bb2(%c: tensor<f32>):
  return %a : tensor<i32>
}

// -----

// CHECK: cf_branches.mlir:[[@LINE+4]]:3: error[E0301]: block must end with `func.return`
func.func @no_terminator(%a: tensor<i32>) -> tensor<i32> {
  cf.br ^bb1
^bb1:
  %b = stablehlo.add %a, %a : tensor<i32>
}

// -----

// A value of one branch of a diamond is not defined in the other, nor where they meet.
// CHECK: cf_branches.mlir:[[@LINE+10]]:3: error[E0103]: `func.return` uses a value that is not defined before it
func.func @not_dominated(%a: tensor<i32>, %t: tensor<i1>) -> tensor<i32> {
  %p = tensor.extract %t[] : tensor<i1>
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %x = stablehlo.add %a, %a : tensor<i32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return %x : tensor<i32>
}

// -----

// CHECK: cf_branches.mlir:[[@LINE+2]]:3: error[E0402]: `cf.cond_br`'s condition must be an `i1`, found tensor<i1>
func.func @tensor_condition(%a: tensor<i32>, %t: tensor<i1>) -> tensor<i32> {
  "cf.cond_br"(%t)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<i1>) -> ()
^bb1:
  return %a : tensor<i32>
}

// -----

// CHECK: cf_branches.mlir:[[@LINE+4]]:5: error[E0301]: successor #0 of `cf.br` is the entry block, which takes no branches
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>) -> tensor<i32>, sym_name = "to_entry"}> ({
  ^bb0(%a: tensor<i32>):
    "cf.br"(%a)[^bb0] : (tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: cf_branches.mlir:[[@LINE+3]]:5: error[E0301]: `cf.br` is supported only in a function's body
func.func @in_while(%a: tensor<i32>) -> tensor<i32> {
  %r = "stablehlo.case"(%a) ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// CHECK: cf_branches.mlir:[[@LINE+2]]:3: error[E0414]: `tensor.extract` of a tensor of rank 1 or more is not supported yet
func.func @extract_rank1(%a: tensor<2xi32>, %i: index) -> i32 {
  %e = tensor.extract %a[%i] : tensor<2xi32>
  return %e : i32
}

// -----

// CHECK: cf_branches.mlir:[[@LINE+3]]:3: error[E0403]: `cf.cond_br` needs `operandSegmentSizes = array<i32: 1, T, F>` with T + F the successors' operands (1 after the condition)
func.func @segments(%a: tensor<i32>, %t: tensor<i1>) -> tensor<i32> {
  %p = tensor.extract %t[] : tensor<i1>
  "cf.cond_br"(%p, %a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1, tensor<i32>) -> ()
^bb1:
  return %a : tensor<i32>
}
