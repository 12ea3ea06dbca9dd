// RUN: irc run-reference %s --all-functions 2>&1 | FileCheck %s
// RUN: irc compile %s -o %t.vmfb
// RUN: irvm run %t.vmfb --function='*' 2>&1 | FileCheck %s --check-prefix=VM
// RUN: irvm run %t.vmfb --function='*' --jit=off 2>&1 | FileCheck %s --check-prefix=VM

// batch_norm_training, _inference and _grad (decomposed by stablehlo-decompose as the spec
// defines them), checked against values computed independently with numpy (training, inference)
// and with jax.grad of the training formula (grad: mean and variance are the batch's own).
// CHECK: irc: 1 function(s) ran in 1 case(s): 1 passed, 0 failed
// VM-NOT: error
// VM: EXEC @main
func.func @main() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 7.0]]> : tensor<3x2xf64>
  %scale = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %offset = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf64>
  %y, %mean, %var = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.5 : f32, feature_index = 1 : i64} : (tensor<3x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<3x2xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_almost_eq_const %y, dense<[[-1.1239029738980328, -1.1475019687726369], [0.0, 0.6932140044610522], [1.1239029738980328, 3.4542879643115856]]> : tensor<3x2xf64>
  check.expect_almost_eq_const %mean, dense<[3.0, 4.333333333333333]> : tensor<2xf64>
  check.expect_almost_eq_const %var, dense<[2.6666666666666665, 4.222222222222222]> : tensor<2xf64>
  %z = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) {epsilon = 0.5 : f32, feature_index = 1 : i64} : (tensor<3x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq %z, %y : tensor<3x2xf64>
  %dy = stablehlo.constant dense<[[0.5, -1.0], [2.0, 0.25], [-1.0, 1.0]]> : tensor<3x2xf64>
  %gx, %gs, %go = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %dy) {epsilon = 0.5 : f32, feature_index = 1 : i64} : (tensor<3x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<3x2xf64>) -> (tensor<3x2xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_almost_eq_const %gx, dense<[[-0.3549167285993788, -0.25174497869225426], [0.8429272304235247, 0.2598657844565209], [-0.48801050182414574, -0.008120805764266617]]> : tensor<3x2xf64>
  check.expect_almost_eq_const %gs, dense<[-1.6858544608470494, 2.262546717099743]> : tensor<2xf64>
  check.expect_almost_eq_const %go, dense<[1.5, 0.25]> : tensor<2xf64>
  func.return
}
