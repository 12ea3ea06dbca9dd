//! The passes, one file each. Every pass is registered in [`crate::pass_manager::all_passes`].

pub mod abi_output_to_alias;
pub mod bufferize;
pub mod canonicalize;
pub mod cse;
pub mod dce;
pub mod form_dispatches;
pub mod inline;
pub mod insert_dealloc_hints;
pub mod plan_memory;

use dialect::ir::{Module, Op};
use dialect::registry::{self, OpClass};

/// True for ops without side effects whose results depend only on their operands (safe to remove when
/// unused, to merge when identical, and to fold when their operands are constant).
pub fn is_pure(m: &Module, op: Op) -> bool {
    let d = &m.ops[op];
    match registry::lookup(&d.name) {
        Some(info) => info.class != OpClass::Structure,
        None => false,
    }
}
