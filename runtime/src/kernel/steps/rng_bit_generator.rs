//! The [`RngBitGenerator`] step.

use crate::kernel::ir::*;

/// A StableHLO `rng_bit_generator` with XLA's algorithms ([`element::rng`]): reads the whole
/// `ui64` state first, then writes the new state to `out_state` and the bits of every element
/// of `out` (row-major over `shape`, its type the buffer's).
#[derive(Clone, Debug, PartialEq)]
pub struct RngBitGenerator {
    /// The algorithm (DEFAULT is PHILOX).
    pub algorithm: RngAlgorithm,
    /// The initial state (`ui64`, 2 or 3 elements).
    pub state: Buf,
    /// The new state (`ui64`, as many elements).
    pub out_state: Buf,
    /// The random bits.
    pub out: Buf,
    /// The output shape (THREE_FRY's counters follow it).
    pub shape: Vec<u64>,
}

wire!(RngBitGenerator { algorithm, state, out_state, out, pad, shape });
