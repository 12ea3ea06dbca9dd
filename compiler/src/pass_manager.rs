//! The pass manager: named passes run in order over a module, with MLIR's instrumentation options
//! (`--print-ir-after-all`, `--print-ir-after=NAME`, `--print-ir-before=NAME`, `--verify-each`,
//! `--time-passes`).

use std::collections::HashSet;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use dialect::diag::Diagnostic;
use dialect::Module;

pub use crate::passes::Pass;

/// `verify`: checks the module (structure, symbols, op type rules) and changes nothing.
pub struct VerifyPass;

impl Pass for VerifyPass {
    fn name(&self) -> &'static str {
        "verify"
    }
    fn description(&self) -> &'static str {
        "check structure, symbols and every op's type rules; change nothing"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        dialect::verifier::verify(m)
    }
    fn handles_blocks(&self) -> bool {
        true
    }
}

/// Every pass `irc` knows: `verify`, then the others in the order `irc compile` runs them (the
/// README and `irc --help` list them in this order).
pub fn all_passes() -> Vec<Box<dyn Pass>> {
    use crate::passes::*;
    vec![
        Box::new(VerifyPass),
        Box::new(localize_manual::LocalizeManual),
        Box::new(quant_to_math::QuantToMath),
        Box::new(chlo_legalize_to_stablehlo::ChloLegalizeToStablehlo),
        Box::new(stablehlo_decompose::StablehloDecompose),
        Box::new(lift_cf_to_stablehlo::LiftCfToStablehlo),
        Box::new(inline::Inline),
        Box::new(canonicalize::Canonicalize),
        Box::new(licm::LoopInvariantCodeMotion),
        Box::new(cse::Cse),
        Box::new(rematerialize::Rematerialize),
        Box::new(dce::Dce),
        Box::new(form_dispatches::FormDispatches),
        Box::new(abi_output_to_alias::AbiOutputToAlias),
        Box::new(bufferize::Bufferize),
        Box::new(insert_dealloc_hints::InsertDeallocHints),
        Box::new(plan_memory::PlanMemory),
    ]
}

/// Looks a pass up by name.
pub fn pass_by_name(name: &str) -> Option<Box<dyn Pass>> {
    all_passes().into_iter().find(|p| p.name() == name)
}

/// Parses a pipeline: a comma-separated list of pass names, optionally wrapped as MLIR writes it
/// (`builtin.module(a,b)` or `any(a,b)`). Returns the passes or a message naming the unknown one.
pub fn parse_pipeline(text: &str) -> Result<Vec<Box<dyn Pass>>, String> {
    let mut t = text.trim();
    for wrapper in ["builtin.module(", "any("] {
        if let Some(inner) = t.strip_prefix(wrapper).and_then(|s| s.strip_suffix(')')) {
            t = inner.trim();
        }
    }
    let mut passes = Vec::new();
    for name in t.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match pass_by_name(name) {
            Some(p) => passes.push(p),
            None => {
                let known: Vec<&str> = all_passes().iter().map(|p| p.name()).collect();
                return Err(format!(
                    "unknown pass `{name}` in the pipeline; known passes: {}",
                    known.join(", ")
                ));
            }
        }
    }
    Ok(passes)
}

/// Instrumentation options.
#[derive(Clone, Debug, Default)]
pub struct Instrumentation {
    /// Print the IR after every pass.
    pub print_after_all: bool,
    /// Print the IR after these passes.
    pub print_after: HashSet<String>,
    /// Print the IR before these passes.
    pub print_before: HashSet<String>,
    /// Verify after every pass.
    pub verify_each: bool,
    /// Report each pass's time.
    pub time_passes: bool,
}

/// What a pipeline run produced besides the module.
#[derive(Default)]
pub struct RunReport {
    /// All diagnostics (errors stop the run; warnings do not).
    pub diagnostics: Vec<Diagnostic>,
    /// IR dumps and timing, in MLIR's format, for stderr.
    pub log: String,
    /// Whether the run stopped on an error.
    pub failed: bool,
}

/// Runs `passes` over `m`.
pub fn run_pipeline(m: &mut Module, passes: &[Box<dyn Pass>], inst: &Instrumentation) -> RunReport {
    let mut rep = RunReport::default();
    let mut times: Vec<(&'static str, Duration)> = Vec::new();
    for p in passes {
        if inst.print_before.contains(p.name()) {
            let _ = write!(
                rep.log,
                "// -----// IR Dump Before {} //----- //\n{}\n",
                p.name(),
                dialect::printer::print_module(m)
            );
        }
        if !p.handles_blocks() {
            let multi = crate::passes::multi_block_functions(m);
            if !multi.is_empty() {
                for f in multi {
                    rep.diagnostics.push(
                        Diagnostic::error(
                            dialect::diag::NOT_SUPPORTED_YET,
                            m.ops[f].span,
                            format!(
                                "`{}` works on functions of one block, and `@{}` has several",
                                p.name(),
                                m.func_name(f).unwrap_or("?")
                            ),
                            "a function of several blocks",
                        )
                        .note("run `lift-cf-to-stablehlo` before it (`irc compile` does)"),
                    );
                }
                rep.failed = true;
                break;
            }
        }
        let start = Instant::now();
        let diags = p.run(m);
        times.push((p.name(), start.elapsed()));
        let failed = diags
            .iter()
            .any(|d| d.severity == dialect::diag::Severity::Error);
        rep.diagnostics.extend(diags);
        if failed {
            rep.failed = true;
            break;
        }
        if inst.verify_each && p.name() != "verify" {
            let errs = dialect::verifier::verify(m);
            if !errs.is_empty() {
                rep.diagnostics.extend(errs);
                rep.failed = true;
                let _ = writeln!(rep.log, "// verification failed after pass `{}`", p.name());
                break;
            }
        }
        if inst.print_after_all || inst.print_after.contains(p.name()) {
            let _ = write!(
                rep.log,
                "// -----// IR Dump After {} //----- //\n{}\n",
                p.name(),
                dialect::printer::print_module(m)
            );
        }
    }
    if inst.time_passes {
        let total: Duration = times.iter().map(|t| t.1).sum();
        let _ = writeln!(
            rep.log,
            "===-------------------------------------------------------------------------==="
        );
        let _ = writeln!(
            rep.log,
            "                         ... Execution time report ..."
        );
        let _ = writeln!(
            rep.log,
            "===-------------------------------------------------------------------------==="
        );
        let _ = writeln!(
            rep.log,
            "  Total Execution Time: {:.4} seconds",
            total.as_secs_f64()
        );
        for (name, t) in &times {
            let _ = writeln!(rep.log, "  {:>10.4}s  {name}", t.as_secs_f64());
        }
    }
    rep
}

/// The passes a module goes through before the reference interpreter runs it (`irc
/// run-reference` and [`legalize_for_reference`]): quantized types, CHLO and the ops
/// `stablehlo-decompose` rewrites have one meaning, their rewrite.
pub const REFERENCE_PIPELINE: &str = "quant-to-math,chlo-legalize-to-stablehlo,stablehlo-decompose";

/// A copy of `m` after [`REFERENCE_PIPELINE`], ready for the interpreter (which runs StableHLO
/// only, so that CHLO and the decomposed ops have one meaning: their decomposition). The error
/// lists the passes' diagnostics.
///
/// It lives here, not in `reference`, so that the interpreter depends on no pass: the
/// `canonicalize` pass folds constants with it.
pub fn legalize_for_reference(m: &Module) -> Result<Module, String> {
    let mut out = m.clone();
    let passes = parse_pipeline(REFERENCE_PIPELINE)?;
    let rep = run_pipeline(&mut out, &passes, &Instrumentation::default());
    if rep.failed {
        let why: Vec<String> = rep
            .diagnostics
            .iter()
            .map(|d| format!("error[{}]: {}", d.code, d.message))
            .collect();
        return Err(format!("{REFERENCE_PIPELINE} failed: {}", why.join("; ")));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipelines_parse_and_reject_unknown_passes() {
        assert_eq!(parse_pipeline("verify").unwrap().len(), 1);
        assert_eq!(
            parse_pipeline("builtin.module(verify, verify)")
                .unwrap()
                .len(),
            2
        );
        assert_eq!(parse_pipeline("").unwrap().len(), 0);
        let e = parse_pipeline("verify,frobnicate").err().unwrap();
        assert!(
            e.contains("unknown pass `frobnicate`") && e.contains("verify"),
            "{e}"
        );
    }
}
