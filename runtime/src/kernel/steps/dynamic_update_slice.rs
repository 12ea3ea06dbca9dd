//! The [`DynamicUpdateSlice`] step.

use crate::kernel::ir::*;

/// `out[starts .. starts + update_shape] = update` in place, `out` already holding the operand;
/// starts clamped as for [`Step::DynamicSlice`] (the spec's `dynamic_update_slice`).
#[derive(Clone, Debug, PartialEq)]
pub struct DynamicUpdateSlice {
    /// The update.
    pub update: Buf,
    /// Update shape.
    pub update_shape: Vec<u64>,
    /// One start index buffer per dimension.
    pub starts: Vec<Buf>,
    /// Destination (holds the operand).
    pub out: Buf,
    /// Destination shape.
    pub out_shape: Vec<u64>,
}

wire!(DynamicUpdateSlice { update, update_shape, starts, out, out_shape });
