// Structured ops as JAX 0.10.2 prints them (sort with its NaN-aware comparators, chlo.top_k,
// scatter for segment ops, select_and_scatter for max-pooling gradients) print back byte for byte.
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
