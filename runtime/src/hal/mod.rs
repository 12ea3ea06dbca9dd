//! The hardware abstraction layer: buffers and the pooled allocator; channels for collectives
//! between processes ([`channel`]: one process, threads, MPI with the `mpi` feature) and the
//! launcher detection that picks one ([`launch`]).

pub mod allocator;
pub mod channel;
#[cfg(test)]
mod channel_tests;
pub mod launch;
#[cfg(feature = "mpi")]
pub mod mpi;
mod thread_channel;

pub use allocator::*;
