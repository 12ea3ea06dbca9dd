//! The [`Map`] step.

use crate::kernel::ir::*;

/// For every index of `shape` (row-major), evaluate `expr` and store node `n` to `buf` at the
/// linear index, for each `(buf, n)` of `outputs`.
#[derive(Clone, Debug, PartialEq)]
pub struct Map {
    /// Iteration space.
    pub shape: Vec<u64>,
    /// The expression (loads are over `shape`).
    pub expr: Expr,
    /// Stores.
    pub outputs: Vec<(Buf, u32)>,
}

wire!(Map { shape, expr, outputs });
