//! The [`Conv`] step.

use crate::host_tensor::ElemType;
use crate::kernel::ir::*;

/// A StableHLO convolution, row-major buffers, all three in `dtype` (the element types
/// [`Step::Dot`] takes).
#[derive(Clone, Debug, PartialEq)]
pub struct Conv {
    /// Element type of the operands and the result.
    pub dtype: ElemType,
    /// Input.
    pub lhs: Buf,
    /// Kernel.
    pub rhs: Buf,
    /// Output.
    pub out: Buf,
    /// Layout and window.
    pub desc: ConvDesc,
}

wire!(Conv { dtype, lhs, rhs, out, pad, desc });
