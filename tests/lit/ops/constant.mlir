// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// stablehlo.constant: values print with MLIR's float formatting, equal
// elements collapse to a splat, more than 100 elements print as a hex blob,
// and results are named %cst (floats) or %c (integers and booleans), with
// _N suffixes from one shared counter on conflicts.

// CHECK-LABEL: func.func @special_floats()
func.func @special_floats() -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f64>, tensor<bf16>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  // CHECK-NEXT: %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %ninf = stablehlo.constant dense<-inf> : tensor<f32>
  // CHECK-NEXT: %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %nan = stablehlo.constant dense<nan> : tensor<f32>
  // The bit pattern of a finite value prints in decimal.
  // CHECK-NEXT: %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %one = stablehlo.constant dense<0x3F800000> : tensor<f32>
  // CHECK-NEXT: %cst_3 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
  %negzero = stablehlo.constant dense<-0.0> : tensor<f32>
  // CHECK-NEXT: %cst_4 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %ninf64 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  // CHECK-NEXT: %cst_5 = stablehlo.constant dense<0x7F80> : tensor<bf16>
  %infbf16 = stablehlo.constant dense<0x7F80> : tensor<bf16>
  // CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f64>, tensor<bf16>
  return %inf, %ninf, %nan, %one, %negzero, %ninf64, %infbf16 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f64>, tensor<bf16>
}

// CHECK-LABEL: func.func @decimal_floats()
func.func @decimal_floats() -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f64>, tensor<2xf32>, tensor<2x2xf32>, tensor<2xf16>, tensor<3xf32>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
  %0 = stablehlo.constant dense<0.1> : tensor<f32>
  // Six digits do not read back to the same f32: the shortest exact form is used.
  // CHECK-NEXT: %cst_0 = stablehlo.constant dense<3.14159274> : tensor<f32>
  %1 = stablehlo.constant dense<3.14159265> : tensor<f32>
  // CHECK-NEXT: %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
  %2 = stablehlo.constant dense<1.0e-05> : tensor<f32>
  // CHECK-NEXT: %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f64>
  %3 = stablehlo.constant dense<128.0> : tensor<f64>
  // CHECK-NEXT: %cst_3 = stablehlo.constant dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>
  %4 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  // CHECK-NEXT: %cst_4 = stablehlo.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  %5 = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  // CHECK-NEXT: %cst_5 = stablehlo.constant dense<[5.000000e-01, 1.000000e+00]> : tensor<2xf16>
  %6 = stablehlo.constant dense<[0.5, 1.0]> : tensor<2xf16>
  // A splat written out element by element collapses.
  // CHECK-NEXT: %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<3xf32>
  %7 = stablehlo.constant dense<[0.25, 0.25, 0.25]> : tensor<3xf32>
  // CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 :
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f64>, tensor<2xf32>, tensor<2x2xf32>, tensor<2xf16>, tensor<3xf32>
}

// CHECK-LABEL: func.func @integer_and_bool_constants()
func.func @integer_and_bool_constants() -> (tensor<2x2xi32>, tensor<2xi32>, tensor<i64>, tensor<i1>, tensor<4xi1>, tensor<2xi1>, tensor<ui8>, tensor<2x3xi64>) {
  // CHECK-NEXT: %c = stablehlo.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
  %0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  // CHECK-NEXT: %c_0 = stablehlo.constant dense<1> : tensor<2xi32>
  %1 = stablehlo.constant dense<[1, 1]> : tensor<2xi32>
  // CHECK-NEXT: %c_1 = stablehlo.constant dense<-7> : tensor<i64>
  %2 = stablehlo.constant dense<-7> : tensor<i64>
  // CHECK-NEXT: %c_2 = stablehlo.constant dense<true> : tensor<i1>
  %3 = stablehlo.constant dense<true> : tensor<i1>
  // CHECK-NEXT: %c_3 = stablehlo.constant dense<false> : tensor<4xi1>
  %4 = stablehlo.constant dense<false> : tensor<4xi1>
  // CHECK-NEXT: %c_4 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %5 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  // CHECK-NEXT: %c_5 = stablehlo.constant dense<255> : tensor<ui8>
  %6 = stablehlo.constant dense<255> : tensor<ui8>
  // CHECK-NEXT: %c_6 = stablehlo.constant dense<0> : tensor<2x3xi64>
  %7 = stablehlo.constant dense<[[0, 0, 0], [0, 0, 0]]> : tensor<2x3xi64>
  // CHECK-NEXT: return %c, %c_0, %c_1, %c_2, %c_3, %c_4, %c_5, %c_6 :
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x2xi32>, tensor<2xi32>, tensor<i64>, tensor<i1>, tensor<4xi1>, tensor<2xi1>, tensor<ui8>, tensor<2x3xi64>
}

// %cst and %c share one conflict counter.
// CHECK-LABEL: func.func @name_conflicts()
func.func @name_conflicts() -> (tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>) {
  // CHECK-NEXT: %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  // CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<i32>
  %b = stablehlo.constant dense<1> : tensor<i32>
  // CHECK-NEXT: %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
  %c = stablehlo.constant dense<2.0> : tensor<f32>
  // CHECK-NEXT: %c_1 = stablehlo.constant dense<2> : tensor<i32>
  %d = stablehlo.constant dense<2> : tensor<i32>
  // CHECK-NEXT: %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
  %e = stablehlo.constant dense<3.0> : tensor<f32>
  // CHECK-NEXT: return %cst, %c, %cst_0, %c_1, %cst_2 : tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>
  return %a, %b, %c, %d, %e : tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>
}

// Up to 100 elements print as a list; above that as a little-endian hex blob,
// unless all elements are equal.
// CHECK-LABEL: func.func @large_constants()
func.func @large_constants() -> (tensor<100xi32>, tensor<101xi32>, tensor<101xi32>, tensor<2xf32>, tensor<0xf32>) {
  // CHECK-NEXT: %c = stablehlo.constant dense<[0, 1, 2, {{.*}}, 97, 98, 99]> : tensor<100xi32>
  %0 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi32>
  // CHECK-NEXT: %c_0 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F0000006000000061000000620000006300000064000000"> : tensor<101xi32>
  %1 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi32>
  // CHECK-NEXT: %c_1 = stablehlo.constant dense<7> : tensor<101xi32>
  %2 = stablehlo.constant dense<[7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]> : tensor<101xi32>
  // A small hex blob reads back as a list.
  // CHECK-NEXT: %cst = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %3 = stablehlo.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  // CHECK-NEXT: %cst_2 = stablehlo.constant dense<> : tensor<0xf32>
  %4 = stablehlo.constant dense<> : tensor<0xf32>
  // CHECK-NEXT: return %c, %c_0, %c_1, %cst, %cst_2 : tensor<100xi32>, tensor<101xi32>, tensor<101xi32>, tensor<2xf32>, tensor<0xf32>
  return %0, %1, %2, %3, %4 : tensor<100xi32>, tensor<101xi32>, tensor<101xi32>, tensor<2xf32>, tensor<0xf32>
}
