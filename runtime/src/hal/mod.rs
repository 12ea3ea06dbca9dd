//! The hardware abstraction layer: buffers and the pooled allocator.

pub mod allocator;

pub use allocator::*;
