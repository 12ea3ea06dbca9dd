// Malformed chlo.scan ops (the checks are in ../chlo_scan.mlir).
func.func @types_count(%x: tensor<4xi32>, %init: tensor<i32>) {
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @dimension_out_of_bounds(%x: tensor<4xi32>, %init: tensor<i32>) {
  %0:2 = chlo.scan(%x) inits(%init) dimension=1 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @sizes_differ(%x: tensor<4xi32>, %y: tensor<3xi32>, %init: tensor<i32>) {
  %0:3 = chlo.scan(%x, %y) inits(%init) dimension=0 {
  ^bb0(%a: tensor<i32>, %c: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %c, %b : tensor<i32>, tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<3xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @body_signature(%x: tensor<4xi32>, %init: tensor<i32>) {
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%a: tensor<4xi32>, %b: tensor<i32>):
    stablehlo.return %b, %b : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @result_types(%x: tensor<4xi32>, %init: tensor<i32>) {
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<5xi32>, tensor<i32>)
  func.return
}
