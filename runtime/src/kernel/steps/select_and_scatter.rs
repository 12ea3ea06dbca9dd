//! The [`SelectAndScatter`] step.

use crate::kernel::ir::*;

/// The spec's `select_and_scatter` into `out` (already holding the init value everywhere):
/// in each window of `operand` the element `select` prefers is chosen, and the window's
/// `source` element is combined into `out` at that position with `scatter`, in source order.
#[derive(Clone, Debug, PartialEq)]
pub struct SelectAndScatter {
    /// Operand.
    pub operand: Buf,
    /// Operand (and result) shape.
    pub shape: Vec<u64>,
    /// Source: one element per window.
    pub source: Buf,
    /// Source shape (the window counts).
    pub source_shape: Vec<u64>,
    /// Destination.
    pub out: Buf,
    /// Window dimensions.
    pub window: Vec<u64>,
    /// Window strides.
    pub strides: Vec<u64>,
    /// Low padding (windows start at `index * stride - pad_lo`).
    pub pad_lo: Vec<i64>,
    /// `select(chosen, candidate)`: one i1 result, true to keep the chosen element.
    pub select: Body,
    /// `scatter(accumulator, source element)`: the new accumulator.
    pub scatter: Body,
}

wire!(SelectAndScatter { operand, shape, source, source_shape, out, window, strides, pad_lo, select, scatter });
