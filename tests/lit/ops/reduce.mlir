// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s
// RUN: irc opt %s | FileCheck %s --check-prefix=WS --strict-whitespace

// reduce prints compactly (`applies OP`) when its body is a single commutative
// binary stablehlo op applied to the block arguments in order; otherwise it
// prints the region form, with the reducer's arguments given after `reducer`
// in (element, accumulator) pairs. Block arguments continue the function's
// %argN numbering and body values continue after the function's last value.

// CHECK-LABEL: func.func @compact(
// CHECK-SAME: %[[X:[^:]+]]: tensor<4x8xf32>, %[[INIT:[^:]+]]: tensor<f32>, %[[I:[^:]+]]: tensor<4x8xi32>, %[[II:[^:]+]]: tensor<i32>, %[[P:[^:]+]]: tensor<4x8xi1>, %[[PI:[^:]+]]: tensor<i1>)
func.func @compact(%x: tensor<4x8xf32>, %init: tensor<f32>, %i: tensor<4x8xi32>, %ii: tensor<i32>, %p: tensor<4x8xi1>, %pi: tensor<i1>) -> (tensor<4xf32>, tensor<f32>, tensor<8xi32>, tensor<4xi32>, tensor<4xi1>, tensor<8xi1>) {
  // CHECK-NEXT: %[[R0:.+]] = stablehlo.reduce(%[[X]] init: %[[INIT]]) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK-NEXT: %[[R1:.+]] = stablehlo.reduce(%[[X]] init: %[[INIT]]) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
  %1 = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: %[[R2:.+]] = stablehlo.reduce(%[[I]] init: %[[II]]) applies stablehlo.multiply across dimensions = [0] : (tensor<4x8xi32>, tensor<i32>) -> tensor<8xi32>
  %2 = stablehlo.reduce(%i init: %ii) applies stablehlo.multiply across dimensions = [0] : (tensor<4x8xi32>, tensor<i32>) -> tensor<8xi32>
  // CHECK-NEXT: %[[R3:.+]] = stablehlo.reduce(%[[I]] init: %[[II]]) applies stablehlo.minimum across dimensions = [1] : (tensor<4x8xi32>, tensor<i32>) -> tensor<4xi32>
  %3 = stablehlo.reduce(%i init: %ii) applies stablehlo.minimum across dimensions = [1] : (tensor<4x8xi32>, tensor<i32>) -> tensor<4xi32>
  // CHECK-NEXT: %[[R4:.+]] = stablehlo.reduce(%[[P]] init: %[[PI]]) applies stablehlo.and across dimensions = [1] : (tensor<4x8xi1>, tensor<i1>) -> tensor<4xi1>
  %4 = stablehlo.reduce(%p init: %pi) applies stablehlo.and across dimensions = [1] : (tensor<4x8xi1>, tensor<i1>) -> tensor<4xi1>
  // CHECK-NEXT: %[[R5:.+]] = stablehlo.reduce(%[[P]] init: %[[PI]]) applies stablehlo.or across dimensions = [0] : (tensor<4x8xi1>, tensor<i1>) -> tensor<8xi1>
  %5 = stablehlo.reduce(%p init: %pi) applies stablehlo.or across dimensions = [0] : (tensor<4x8xi1>, tensor<i1>) -> tensor<8xi1>
  // CHECK-NEXT: return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]] :
  return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<f32>, tensor<8xi32>, tensor<4xi32>, tensor<4xi1>, tensor<8xi1>
}

// A non-commutative body keeps the region form.
// CHECK-LABEL: func.func @region_form(
// CHECK-NEXT:    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>) {
// CHECK-NEXT:      %1 = stablehlo.subtract %arg2, %arg3 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %1 : tensor<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tensor<4xf32>
// CHECK-NEXT:  }
// StableHLO prints `) ` after each pair and then another space before the
// region, and indents ` reducer` by the op's indentation.
// WS-LABEL: func.func @region_form(
// WS-NEXT: {{^}}    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
// WS-NEXT: {{^}}     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
// WS-NEXT: {{^}}      %1 = stablehlo.subtract %arg2, %arg3 : tensor<f32>
// WS-NEXT: {{^}}      stablehlo.return %1 : tensor<f32>
// WS-NEXT: {{^}}    }
func.func @region_form(%x: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %1 = stablehlo.subtract %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// A region-form input whose body qualifies prints compactly.
// CHECK-LABEL: func.func @region_to_compact(
// CHECK-NEXT:    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT:    return %0 : tensor<8xf32>
func.func @region_to_compact(%x: tensor<4x8xf32>, %init: tensor<f32>) -> tensor<8xf32> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<8xf32>
}

// Two inputs reduced together (an argmax): the pairs are (input element,
// accumulator) for each input, and the results form a group %0:2.
// CHECK-LABEL: func.func @variadic(
// CHECK-NEXT:    %0:2 = stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
// CHECK-NEXT:     reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>) {
// CHECK-NEXT:      %1 = stablehlo.compare GE, %arg4, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:      %2 = stablehlo.select %1, %arg4, %arg6 : tensor<i1>, tensor<f32>
// CHECK-NEXT:      %3 = stablehlo.select %1, %arg5, %arg7 : tensor<i1>, tensor<i32>
// CHECK-NEXT:      stablehlo.return %2, %3 : tensor<f32>, tensor<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#1 : tensor<4xi32>
// WS-LABEL: func.func @variadic(
// WS: {{^}}     reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
func.func @variadic(%v: tensor<4x8xf32>, %idx: tensor<4x8xi32>, %vi: tensor<f32>, %ii: tensor<i32>) -> tensor<4xi32> {
  %0:2 = stablehlo.reduce(%v init: %vi), (%idx init: %ii) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<i32>, %d: tensor<i32>) {
    %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %m = stablehlo.select %ge, %a, %b : tensor<i1>, tensor<f32>
    %n = stablehlo.select %ge, %c, %d : tensor<i1>, tensor<i32>
    stablehlo.return %m, %n : tensor<f32>, tensor<i32>
  }
  return %0#1 : tensor<4xi32>
}
