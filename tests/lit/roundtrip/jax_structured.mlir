// Structured ops as JAX 0.10.2 prints them (sort with its NaN-aware comparators, chlo.top_k,
// scatter for segment ops, select_and_scatter for max-pooling gradients, the LAPACK custom calls
// of jnp.linalg with their Shardy `sdy.sharding_rule` attributes) print back byte for byte.
// RUN: irc opt %S/../exec/Inputs/jax_structured/sorting.mlir -o %t.sorting
// RUN: diff %S/../exec/Inputs/jax_structured/sorting.mlir %t.sorting
// RUN: irc opt %S/../exec/Inputs/jax_structured/top_k.mlir -o %t.top_k
// RUN: diff %S/../exec/Inputs/jax_structured/top_k.mlir %t.top_k
// RUN: irc opt %S/../exec/Inputs/jax_structured/segments.mlir -o %t.segments
// RUN: diff %S/../exec/Inputs/jax_structured/segments.mlir %t.segments
// RUN: irc opt %S/../exec/Inputs/jax_structured/maxpool_grad.mlir -o %t.maxpool_grad
// RUN: diff %S/../exec/Inputs/jax_structured/maxpool_grad.mlir %t.maxpool_grad
// RUN: irc opt %S/../exec/Inputs/jax_structured/cnn_step.mlir -o %t.cnn_step
// RUN: diff %S/../exec/Inputs/jax_structured/cnn_step.mlir %t.cnn_step
// RUN: irc opt %S/../exec/Inputs/lapack/potrf.mlir -o %t.potrf
// RUN: diff %S/../exec/Inputs/lapack/potrf.mlir %t.potrf
// RUN: irc opt %S/../exec/Inputs/lapack/trsm.mlir -o %t.trsm
// RUN: diff %S/../exec/Inputs/lapack/trsm.mlir %t.trsm
// RUN: irc opt %S/../exec/Inputs/lapack/getrf.mlir -o %t.getrf
// RUN: diff %S/../exec/Inputs/lapack/getrf.mlir %t.getrf
// RUN: irc opt %S/../exec/Inputs/lapack/qr.mlir -o %t.qr
// RUN: diff %S/../exec/Inputs/lapack/qr.mlir %t.qr
// RUN: irc opt %S/../exec/Inputs/lapack/eigh.mlir -o %t.eigh
// RUN: diff %S/../exec/Inputs/lapack/eigh.mlir %t.eigh
// RUN: irc opt %S/../exec/Inputs/lapack/svd.mlir -o %t.svd
// RUN: diff %S/../exec/Inputs/lapack/svd.mlir %t.svd
