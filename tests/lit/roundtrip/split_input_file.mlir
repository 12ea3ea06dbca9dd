// RUN: irc opt --split-input-file %s | FileCheck %s
// RUN: irc opt --split-input-file %s | FileCheck %s --check-prefix=COUNT

// Each `// -----` case is parsed, verified and printed on its own, as its own
// module, and the printed cases are separated by `// -----` lines. Names do
// not leak from one case into the next.

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @first(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT:      %0 = stablehlo.abs %arg0 : tensor<2xf32>
// CHECK-NEXT:      return %0 : tensor<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  // -----
func.func @first(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.abs %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// The same function name in another case is no conflict.
// CHECK-NEXT:  module {
// CHECK-NEXT:    func.func @first(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT:      %cst = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:      %0 = stablehlo.add %arg0, %cst : tensor<2xf32>
// CHECK-NEXT:      return %0 : tensor<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  // -----
func.func @first(%y: tensor<2xf32>) -> tensor<2xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<2xf32>
  %1 = stablehlo.add %y, %c : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

// CHECK-NEXT:  module @third {
// CHECK-NEXT:    func.func @third() -> tensor<i32> {
// CHECK-NEXT:      %c = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT:      return %c : tensor<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NOT:   // -----
module @third {
  func.func @third() -> tensor<i32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    return %c : tensor<i32>
  }
}

// Three cases give three modules.
// COUNT: module
// COUNT: // -----
// COUNT: module
// COUNT: // -----
// COUNT: module
// COUNT-NOT: // -----
