//! The [`Reduce`] step.

use crate::kernel::ir::*;

/// Reduce `inputs` (nodes of `expr`, evaluated over `in_shape`) across `dims` with `body`,
/// starting from `inits` (nodes of `expr` that do not load), into `outputs` (row-major over the
/// kept dimensions).
#[derive(Clone, Debug, PartialEq)]
pub struct Reduce {
    /// Input iteration space.
    pub in_shape: Vec<u64>,
    /// Reduced dimensions.
    pub dims: Vec<u32>,
    /// Producer expression over `in_shape`.
    pub expr: Expr,
    /// Input nodes.
    pub inputs: Vec<u32>,
    /// Initial value nodes.
    pub inits: Vec<u32>,
    /// The combiner.
    pub body: Body,
    /// Destination buffers.
    pub outputs: Vec<Buf>,
}

wire!(Reduce { in_shape, dims, expr, inputs, inits, body, outputs });
