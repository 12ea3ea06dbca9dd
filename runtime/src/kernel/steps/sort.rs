//! The [`Sort`] step.

use crate::kernel::ir::*;

/// The spec's `sort`: the 1-D slices along `dim` of `inputs` (row-major over `shape`) are
/// sorted together, stably, by `comparator`, and written to `outputs`. The comparator's
/// parameters are `lhs0, rhs0, lhs1, rhs1, ...` (one pair per input) and its one result is an
/// i1: whether the left element comes before the right one.
#[derive(Clone, Debug, PartialEq)]
pub struct Sort {
    /// Shape of every input and output.
    pub shape: Vec<u64>,
    /// Sorted dimension.
    pub dim: u32,
    /// Inputs.
    pub inputs: Vec<Buf>,
    /// Outputs (one per input, none of them an input).
    pub outputs: Vec<Buf>,
    /// The comparator.
    pub comparator: Body,
}

wire!(Sort { shape, dim, inputs, outputs, comparator });
