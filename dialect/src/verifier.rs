//! The verifier (being written).
use crate::diag::Diagnostic;
use crate::ir::Module;
/// Verifies a module, returning every error found.
pub fn verify(_m: &Module) -> Vec<Diagnostic> {
    vec![]
}
