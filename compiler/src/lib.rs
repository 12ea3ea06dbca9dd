//! The compiler: the pass manager, the passes, and the driver behind the `irc` command.
//!
//! Passes transform a [`dialect::Module`]; [`driver`] turns command-line requests (files, `-` for
//! stdin, `--split-input-file`, pipelines, phases) into runs of the pass manager and renders the
//! diagnostics with ariadne.
//!
//! **Architecture Invariant:** `compiler` depends on `dialect` (and, for host tensors and the module
//! format, on `runtime`), never the other way round.
//!
//! **Architecture Invariant:** the modules are layered, and each uses only the ones above it in
//! this list (no module cycle):
//!
//! 1. [`reference`]: the reference interpreter; no other module of this crate.
//! 2. [`memory`]: liveness, the arena plan and the memory report; its plan executor runs the
//!    interpreter.
//! 3. [`passes`]: the [`passes::Pass`] trait and one file per pass; the bufferization passes use
//!    `memory`, `canonicalize` folds constants with `reference`.
//! 4. [`pass_manager`]: the pass registry, pipelines, instrumentation, and
//!    [`pass_manager::legalize_for_reference`], the pipeline the interpreter's input goes through.
//! 5. [`driver`]: what `irc` does with files, pipelines and diagnostics.
//! 6. [`backend`]: lowering to kernels and VM bytecode, and the `.vmfb`.
//!
//! A type that a lower module needs and a higher one produces lives in the lower one
//! ([`memory::FusionStats`] is filled by `form-dispatches` and printed by the memory report).

pub mod backend;
pub mod driver;
pub mod memory;
pub mod pass_manager;
pub mod passes;
pub mod reference;
