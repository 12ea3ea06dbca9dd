// RUN: irc opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: irc opt --allow-unregistered-dialect %s | irc opt --allow-unregistered-dialect - | FileCheck %s
// RUN: not irc opt %s 2>&1 | FileCheck %s --check-prefix=NOFLAG

// With --allow-unregistered-dialect, ops of unknown dialects are accepted in
// the generic form and printed back in it, with their attributes and regions;
// the known ops around them still print pretty.

// CHECK-LABEL: func.func @mixed(
// CHECK-SAME: %arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:   %0 = "mydialect.frob"(%arg0) {level = 3 : i32, mode = "fast"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   %1 = stablehlo.add %0, %arg0 : tensor<4xf32>
// CHECK-NEXT:   "mydialect.effect"(%1) : (tensor<4xf32>) -> ()
// CHECK-NEXT:   %2:2 = "mydialect.split"(%1) : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK-NEXT:   %3 = "mydialect.join"(%2#1, %2#0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
// CHECK-NEXT:   "mydialect.region"() ({
// CHECK-NEXT:     %4 = stablehlo.negate %3 : tensor<4xf32>
// CHECK-NEXT:     "mydialect.yield"(%4) : (tensor<4xf32>) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return %3 : tensor<4xf32>
// CHECK-NEXT: }
// NOFLAG: unregistered_dialect.mlir:24:3: error[E0413]: unknown op `mydialect.frob`
func.func @mixed(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mydialect.frob"(%x) {mode = "fast", level = 3 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.add %0, %x : tensor<4xf32>
  "mydialect.effect"(%1) : (tensor<4xf32>) -> ()
  %2:2 = "mydialect.split"(%1) : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %3 = "mydialect.join"(%2#1, %2#0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  "mydialect.region"() ({
    %4 = stablehlo.negate %3 : tensor<4xf32>
    "mydialect.yield"(%4) : (tensor<4xf32>) -> ()
  }) : () -> ()
  return %3 : tensor<4xf32>
}
