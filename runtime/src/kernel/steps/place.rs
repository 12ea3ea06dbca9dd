//! The [`Place`] step.

use crate::kernel::ir::*;

/// Strided copy of `src` (a row-major `src_shape`) into `dst` at `dst_offset` with per-dimension
/// `dst_strides` (elements): concatenate, pad and interior padding are Fill plus this.
#[derive(Clone, Debug, PartialEq)]
pub struct Place {
    /// Source.
    pub src: Buf,
    /// Source shape.
    pub src_shape: Vec<u64>,
    /// Destination.
    pub dst: Buf,
    /// Destination element offset.
    pub dst_offset: i64,
    /// Destination strides.
    pub dst_strides: Vec<i64>,
}

wire!(Place { src, src_shape, dst, dst_offset, dst_strides });
