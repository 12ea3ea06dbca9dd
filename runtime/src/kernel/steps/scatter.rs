//! The [`Scatter`] step.

use crate::kernel::ir::*;

/// A StableHLO scatter into `out` (already holding the operand) with combiner `body`.
#[derive(Clone, Debug, PartialEq)]
pub struct Scatter {
    /// Indices.
    pub indices: Buf,
    /// Updates.
    pub updates: Buf,
    /// Destination (holds the operand's values).
    pub out: Buf,
    /// The further inputs of a scatter of several: (updates, destination) for each operand
    /// after the first, all of the first's shapes.
    pub more: Vec<(Buf, Buf)>,
    /// Dimension numbers and shapes.
    pub desc: ScatterDesc,
    /// The combiner: accumulators `0..n`, update elements `n..2n` (n = 1 + `more.len()`).
    pub body: Body,
}

wire!(Scatter { indices, updates, out, pad, more, desc, body });
