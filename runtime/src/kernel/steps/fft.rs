//! The [`Fft`] step.

use crate::kernel::ir::*;

/// The spec's `fft` over the trailing `lengths.len()` (1 to 3) dimensions of `batch`
/// row-major volumes: `input` holds `batch x lengths` elements (the last length halved plus
/// one for IRFFT), `out` `batch x lengths` (the last halved plus one for RFFT). Complex types
/// are `c64`/`c128`, the real side of RFFT/IRFFT `f32`/`f64` of the same precision. Each
/// volume is transformed in `f64` in `work` and rounded to the result type.
#[derive(Clone, Debug, PartialEq)]
pub struct Fft {
    /// Which transform.
    pub kind: FftKind,
    /// Operand.
    pub input: Buf,
    /// Result.
    pub out: Buf,
    /// Number of volumes (the product of the leading dimensions).
    pub batch: u64,
    /// `fft_length`.
    pub lengths: Vec<u64>,
    /// Working storage: scratch of `c128`, `product(lengths) + max(lengths)` elements.
    pub work: Buf,
}

wire!(Fft { kind, input, out, work, pad, batch, lengths });
