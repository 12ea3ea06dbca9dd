// RUN: irc compile %s --compile-to=plan | FileCheck %s
// RUN: irc compile %s --memory-report | FileCheck %s --check-prefix=REPORT

// Contiguous slices (leading rows), reshapes and same-width bitcasts are views: they run no kernel and
// allocate nothing. A slice of columns is not contiguous, so it is a kernel of its own. A returned
// view of part of a transient is materialized in the result's own storage (results never live in the
// arena). The column slice dies in the negate that writes result 1, of its type, so it is computed
// into result 1's buffer and negated in place.

// CHECK-LABEL: func.func public @main
// CHECK:      %[[E:.+]] = flow.dispatch.region -> (tensor<4x8xf32>)
// CHECK:      %[[ROWS:.+]] = stablehlo.slice %[[E]] [1:3, 0:8]
// CHECK-NEXT: %[[FLAT:.+]] = stablehlo.reshape %[[ROWS]]
// CHECK:      flow.dispatch.region
// CHECK-NEXT:   stablehlo.slice %[[E]] [0:4, 0:2]
// CHECK:      return

// The arena holds exp(x) (4x8xf32 = 128 bytes); the row slice and the reshape allocate nothing, the
// column slice (4x2xf32) lives in result 1's buffer, and both sums are results (96 bytes).
// REPORT-LABEL: function @main
// REPORT:       arena bytes:          128
// REPORT:       output bytes:         96
// REPORT:       in-place reuses:      1
// REPORT:       t0 %0: offset 0 size 128
// REPORT:       t1 %3: in result 1 size 32 live 3..=6
func.func public @main(%x: tensor<4x8xf32>) -> (tensor<16xf32>, tensor<4x2xf32>) {
  %e = stablehlo.exponential %x : tensor<4x8xf32>
  %rows = stablehlo.slice %e [1:3, 0:8] : (tensor<4x8xf32>) -> tensor<2x8xf32>
  %flat = stablehlo.reshape %rows : (tensor<2x8xf32>) -> tensor<16xf32>
  %cols = stablehlo.slice %e [0:4, 0:2] : (tensor<4x8xf32>) -> tensor<4x2xf32>
  %s = stablehlo.add %flat, %flat : tensor<16xf32>
  %c = stablehlo.negate %cols : tensor<4x2xf32>
  return %s, %c : tensor<16xf32>, tensor<4x2xf32>
}
