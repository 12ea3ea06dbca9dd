//! The passes, one file each, and the [`Pass`] trait they implement. Every pass is registered in
//! `pass_manager::all_passes`; the pass manager depends on this module, never the other way
//! round (see the layering in the crate's documentation).

pub mod abi_output_to_alias;
pub mod bufferize;
pub mod canonicalize;
pub mod chlo_legalize_to_stablehlo;
pub mod cse;
pub mod dce;
// A step of `stablehlo-decompose`, not a pass of its own.
mod expand_tuples;
pub mod form_dispatches;
pub mod inline;
pub mod insert_dealloc_hints;
pub mod licm;
pub mod lift_cf_to_stablehlo;
pub mod localize_manual;
pub mod plan_memory;
pub mod quant_to_math;
pub mod refine_shapes;
pub mod rematerialize;
pub mod stablehlo_decompose;

use dialect::diag::Diagnostic;
use dialect::ir::{Module, Op};

/// A transformation or analysis over a whole module.
pub trait Pass {
    /// The name used in `--pass-pipeline` and `--print-ir-after`.
    fn name(&self) -> &'static str;
    /// One line for `irc opt --help` and the README.
    fn description(&self) -> &'static str;
    /// Runs the pass; errors stop the pipeline, warnings are reported and the pipeline goes on.
    fn run(&self, m: &mut Module) -> Vec<Diagnostic>;
    /// Whether the pass is correct on functions of several blocks (`cf.br`, `cf.cond_br`). The
    /// passes that assume one block per function (CSE's and the memory plan's "earlier in the
    /// block" is not dominance across blocks; inlining and fusion splice within one block) say
    /// no, and the pass manager stops before running one on such a module, naming
    /// `lift-cf-to-stablehlo`, instead of letting it give a wrong result.
    fn handles_blocks(&self) -> bool {
        false
    }
}

/// The functions of `m` whose body has more than one block.
pub fn multi_block_functions(m: &Module) -> Vec<Op> {
    m.functions()
        .filter(|&f| {
            m.ops[f]
                .regions
                .first()
                .is_some_and(|&r| m.regions[r].blocks.len() > 1)
        })
        .collect()
}

/// True for ops without side effects whose results depend only on their operands (safe to remove when
/// unused, to merge when identical, and to fold when their operands are constant): the op table's
/// trait, for the op and everything in its regions.
pub fn is_pure(m: &Module, op: Op) -> bool {
    m.is_pure(op)
}
