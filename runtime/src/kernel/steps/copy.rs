//! The [`Copy`] step.

use crate::kernel::ir::*;

/// Copies `count` elements from `src` (offset `src_offset`) to `dst` (offset `dst_offset`).
#[derive(Clone, Debug, PartialEq)]
pub struct Copy {
    /// Source.
    pub src: Buf,
    /// Source element offset.
    pub src_offset: u64,
    /// Destination.
    pub dst: Buf,
    /// Destination element offset.
    pub dst_offset: u64,
    /// Elements.
    pub count: u64,
}

wire!(Copy { src, src_offset, dst, dst_offset, count });
