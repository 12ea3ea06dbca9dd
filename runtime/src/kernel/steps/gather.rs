//! The [`Gather`] step.

use crate::kernel::ir::*;

/// A StableHLO gather (indices converted to i64 on load).
#[derive(Clone, Debug, PartialEq)]
pub struct Gather {
    /// Operand.
    pub operand: Buf,
    /// Start indices.
    pub indices: Buf,
    /// Output.
    pub out: Buf,
    /// Dimension numbers and shapes.
    pub desc: GatherDesc,
}

wire!(Gather { operand, indices, out, pad, desc });
