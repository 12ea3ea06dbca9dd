//! The [`DynamicSlice`] step.

use crate::kernel::ir::*;

/// `out = operand[starts .. starts + sizes]` (row-major), each start read from a one-element
/// integer buffer and clamped to `0 ..= operand_shape[d] - sizes[d]` (the spec's
/// `dynamic_slice`).
#[derive(Clone, Debug, PartialEq)]
pub struct DynamicSlice {
    /// Operand.
    pub operand: Buf,
    /// Operand shape.
    pub operand_shape: Vec<u64>,
    /// One start index buffer per dimension.
    pub starts: Vec<Buf>,
    /// Destination.
    pub out: Buf,
    /// Slice sizes (the result shape).
    pub sizes: Vec<u64>,
}

wire!(DynamicSlice { operand, operand_shape, starts, out, sizes });
