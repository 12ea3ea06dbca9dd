// RUN: irc compile %s -o %t.vmfb
// RUN: not irvm run %t.vmfb --function=main --input=2xi64=1,2 2>&1 | FileCheck %s
// CHECK: error[E0705]: send talks to other processes or the host; the VM runs it only in a process of `interpreter.run_parallel`

// A send outside `interpreter.run_parallel` compiles (its token is no register) and fails when
// it runs: alone, no process receives it (the reference interpreter refuses it alike).
func.func @main(%x: tensor<2xi64>) -> tensor<2xi64> {
  %t = stablehlo.after_all : !stablehlo.token
  %s = "stablehlo.send"(%x, %t) {
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
    is_host_transfer = true
  } : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return %x : tensor<2xi64>
}
