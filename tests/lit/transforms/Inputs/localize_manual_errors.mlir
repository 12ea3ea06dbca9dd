// ERR: localize_manual_errors.mlir:8:5: error[E0414]: `stablehlo.negate` outside a manual computation reads a value split in dimension 0 along mesh axis "x": it needs SPMD partitioning; use shard_map
module {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
      sdy.return %arg1 : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.negate %0 : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}

// -----

// ERR: localize_manual_errors.mlir:19:5: error[E0414]: `sdy.manual_computation` leaves mesh axes "y"=2 of @mesh free: a computation over free axes needs SPMD partitioning; use shard_map over every axis
module {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
      sdy.return %arg1 : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
