//! The [`Fill`] step.

use crate::kernel::ir::*;

/// Writes `value` (a constant node's bits) to every element of `dst`.
#[derive(Clone, Debug, PartialEq)]
pub struct Fill {
    /// Destination.
    pub dst: Buf,
    /// Value bits (as [`Node::Const`]).
    pub value: u128,
}

wire!(Fill { dst, value });
