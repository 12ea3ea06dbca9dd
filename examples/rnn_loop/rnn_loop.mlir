// A recurrent loop of 100,000 steps: h = tanh(W h + b), with W and b from outside the loop.
func.func @main(%w: tensor<64x64xf32>, %b: tensor<64xf32>, %h0: tensor<64xf32>) -> (tensor<64xf32>, tensor<i64>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %n = stablehlo.constant dense<100000> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %h = %h0) : tensor<i64>, tensor<64xf32>
   cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %wh = stablehlo.dot_general %w, %h, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %s = stablehlo.add %wh, %b : tensor<64xf32>
    %t = stablehlo.tanh %s : tensor<64xf32>
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %t : tensor<i64>, tensor<64xf32>
  }
  return %r#1, %r#0 : tensor<64xf32>, tensor<i64>
}
