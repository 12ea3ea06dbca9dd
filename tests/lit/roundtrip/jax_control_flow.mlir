// Control flow as JAX 0.10.2 prints it (while with `cond`/`do` regions aligned with the op, case
// with generic regions, scan and fori_loop bodies, threefry's loop) prints back byte for byte.
// RUN: irc opt %S/../exec/Inputs/jax_control/gru_scan.mlir -o %t.gru
// RUN: diff %S/../exec/Inputs/jax_control/gru_scan.mlir %t.gru
// RUN: irc opt %S/../exec/Inputs/jax_control/fori_jacobi.mlir -o %t.fori
// RUN: diff %S/../exec/Inputs/jax_control/fori_jacobi.mlir %t.fori
// RUN: irc opt %S/../exec/Inputs/jax_control/while_newton.mlir -o %t.newton
// RUN: diff %S/../exec/Inputs/jax_control/while_newton.mlir %t.newton
// RUN: irc opt %S/../exec/Inputs/jax_control/cond_switch.mlir -o %t.switch
// RUN: diff %S/../exec/Inputs/jax_control/cond_switch.mlir %t.switch
// RUN: irc opt %S/../exec/Inputs/jax_control/dropout.mlir -o %t.dropout
// RUN: diff %S/../exec/Inputs/jax_control/dropout.mlir %t.dropout
