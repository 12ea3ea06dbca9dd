//! The [`CopyBytes`] step.

use crate::kernel::ir::*;

/// Copies the first `bytes` bytes of `src` to `dst`, whatever their element types: a
/// `bitcast_convert` between element types of different widths (the result's bytes are the
/// operand's, little-endian).
#[derive(Clone, Debug, PartialEq)]
pub struct CopyBytes {
    /// Source.
    pub src: Buf,
    /// Destination.
    pub dst: Buf,
    /// Bytes.
    pub bytes: u64,
}

wire!(CopyBytes { src, dst, bytes });
