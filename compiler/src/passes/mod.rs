//! The passes, one file each. Every pass is registered in [`crate::pass_manager::all_passes`].

pub mod abi_output_to_alias;
pub mod bufferize;
pub mod canonicalize;
pub mod chlo_legalize_to_stablehlo;
pub mod cse;
pub mod dce;
pub mod form_dispatches;
pub mod inline;
pub mod insert_dealloc_hints;
pub mod licm;
pub mod plan_memory;
pub mod stablehlo_decompose;

use dialect::ir::{Module, Op};

/// True for ops without side effects whose results depend only on their operands (safe to remove when
/// unused, to merge when identical, and to fold when their operands are constant): the op table's
/// trait, for the op and everything in its regions.
pub fn is_pure(m: &Module, op: Op) -> bool {
    m.is_pure(op)
}
