//! The [`ReduceWindow`] step.

use crate::kernel::ir::*;

/// A StableHLO reduce_window of one or more inputs (arg-max pooling reduces values and
/// indices together), row-major buffers.
#[derive(Clone, Debug, PartialEq)]
pub struct ReduceWindow {
    /// Inputs, one shape.
    pub inputs: Vec<Buf>,
    /// Input shape.
    pub in_shape: Vec<u64>,
    /// Outputs, one per input.
    pub outputs: Vec<Buf>,
    /// Output shape.
    pub out_shape: Vec<u64>,
    /// Window dimensions.
    pub window: Vec<u64>,
    /// Window strides.
    pub strides: Vec<i64>,
    /// Base dilations.
    pub base_dil: Vec<i64>,
    /// Window dilations.
    pub win_dil: Vec<i64>,
    /// Low padding.
    pub pad_lo: Vec<i64>,
    /// The initial values: an expression that loads only one-element buffers.
    pub init: Expr,
    /// The nodes of `init` holding each input's initial value.
    pub inits: Vec<u32>,
    /// The combiner: accumulators `0..n`, elements `n..2n`.
    pub body: Body,
}

wire!(ReduceWindow { inputs, in_shape, outputs, out_shape, window, strides, base_dil, win_dil, pad_lo, init, inits, body });
