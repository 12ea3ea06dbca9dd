//! The cranelift JIT for kernel steps.

use super::exec::{run_kernel, Ctx};
use super::ir::Kernel;

/// A compiled kernel.
pub struct Compiled;

impl Compiled {
    /// Runs the kernel.
    pub fn run(&self, k: &Kernel, ctx: &Ctx) {
        run_kernel(k, ctx)
    }
}

/// Compiles what the JIT supports of `k`.
pub fn compile(_k: &Kernel) -> Option<Compiled> {
    None
}
