// Calls three deep, public and private, without a cycle (see ../e0307_recursion.mlir).
func.func @main(%n: tensor<i32>) -> tensor<i32> {
  %r = func.call @a(%n) : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func @a(%n: tensor<i32>) -> tensor<i32> {
  %r = func.call @b(%n) : (tensor<i32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %s = stablehlo.add %r, %one : tensor<i32>
  return %s : tensor<i32>
}
func.func private @b(%n: tensor<i32>) -> tensor<i32> {
  %r = func.call @c(%n) : (tensor<i32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %s = stablehlo.add %r, %one : tensor<i32>
  return %s : tensor<i32>
}
func.func private @c(%n: tensor<i32>) -> tensor<i32> {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %s = stablehlo.add %n, %one : tensor<i32>
  return %s : tensor<i32>
}
