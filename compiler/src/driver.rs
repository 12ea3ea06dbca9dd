//! The driver behind `irc`: reads input (a file or `-` for stdin), splits it into cases, parses,
//! verifies, runs a pipeline, and collects the printed IR and the rendered diagnostics.

use std::io::Read;

use dialect::diag::{self, Diagnostic, Severity};
use dialect::parser::{parse_chunk, split_input};
use dialect::Module;

use crate::pass_manager::{run_pipeline, Instrumentation, Pass};

/// A source text and the name diagnostics call it by.
pub struct Input {
    /// The file name as given, or `<stdin>`.
    pub name: String,
    /// Its text.
    pub text: String,
}

/// Reads `path`, or standard input for `-`. The error names the file and the reason.
///
/// The input's form is decided by its content, not its name: MLIR text, MLIR bytecode (StableHLO
/// or VHLO, starting with `ML\xEFR`) or a serialized `jax.export` artifact; the last two are
/// converted to StableHLO text ([`dialect::bytecode`]), which diagnostics then quote.
pub fn read_input(path: &str) -> Result<Input, String> {
    let (name, bytes) = if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("error[{}]: cannot read standard input: {e}", diag::IO_ERROR))?;
        ("<stdin>".to_string(), bytes)
    } else {
        let bytes = std::fs::read(path)
            .map_err(|e| format!("error[{}]: cannot read `{path}`: {e}", diag::IO_ERROR))?;
        (path.to_string(), bytes)
    };
    let text = input_text(&name, bytes)?;
    Ok(Input { name, text })
}

/// The MLIR text of an input's bytes (see [`read_input`]); the error starts with `name`.
pub fn input_text(name: &str, bytes: Vec<u8>) -> Result<String, String> {
    use dialect::bytecode::{self, InputKind};
    let kind = bytecode::classify(&bytes);
    if kind == InputKind::Text {
        return String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            let good = String::from_utf8_lossy(&e.as_bytes()[..at]).into_owned();
            let (line, col) = diag::line_col(&good, at);
            let byte = e.as_bytes().get(at).copied().unwrap_or(0);
            format!(
                "{name}:{line}:{col}: error[{}]: the input is not UTF-8 text (byte 0x{byte:02X} at offset {at})",
                diag::IO_ERROR
            )
        });
    }
    let what = match kind {
        InputKind::JaxExport => "jax.export artifact",
        _ => "MLIR bytecode",
    };
    bytecode::input_text(bytes)
        .map(|(_, text)| text)
        .map_err(|e| format!("{name}: {what}: {e}"))
}

/// The result of processing one input.
pub struct Outcome {
    /// The printed IR (all cases, separated by `// -----`).
    pub output: String,
    /// Rendered diagnostics and pass-manager logs, for stderr.
    pub errors: String,
    /// False when any case had an error.
    pub ok: bool,
}

/// Parses and verifies one case; returns the module when it has no errors. Diagnostics (including
/// warnings) go to `diags`.
pub fn parse_and_verify(
    text: &str,
    offset: usize,
    opts: &dialect::verifier::VerifyOptions,
    diags: &mut Vec<Diagnostic>,
) -> Option<Module> {
    let (m, parse_diags) = parse_chunk(text, offset);
    let had_errors = parse_diags.iter().any(|d| d.severity == Severity::Error);
    diags.extend(parse_diags);
    let mut m = m?;
    m.allow_unregistered = opts.allow_unregistered;
    if had_errors {
        return None;
    }
    let refine = crate::passes::refine_shapes::refine_shapes(&mut m);
    if !refine.is_empty() {
        diags.extend(refine);
        return None;
    }
    let errs = dialect::verifier::verify_with(&m, opts);
    let bad = !errs.is_empty();
    diags.extend(errs);
    if bad {
        None
    } else {
        Some(m)
    }
}

/// Runs `passes` over each case of `input` (one case unless `split`), printing each resulting module
/// with `print` (the pretty or the generic form).
pub fn process(
    input: &Input,
    split: bool,
    passes: &dyn Fn() -> Vec<Box<dyn Pass>>,
    inst: &Instrumentation,
    opts: &dialect::verifier::VerifyOptions,
    print: fn(&dialect::Module) -> String,
    color: bool,
) -> Outcome {
    let chunks = if split {
        split_input(&input.text)
    } else {
        vec![dialect::parser::Chunk {
            offset: 0,
            text: &input.text,
        }]
    };
    let mut outputs = Vec::new();
    let mut errors = String::new();
    let mut ok = true;
    for c in chunks {
        let mut diags = Vec::new();
        let module = parse_and_verify(c.text, c.offset, opts, &mut diags);
        let mut log = String::new();
        let mut case_ok = module.is_some();
        if let Some(mut m) = module {
            let rep = run_pipeline(&mut m, &passes(), inst);
            diags.extend(rep.diagnostics);
            log = rep.log;
            if rep.failed {
                case_ok = false;
            } else {
                outputs.push(print(&m));
            }
        }
        if !case_ok {
            // Like mlir-opt, a failed case still takes its place between the separators.
            outputs.push(String::new());
        }
        errors.push_str(&log);
        errors.push_str(&diag::render(&diags, &input.name, &input.text, color));
        ok &= case_ok;
    }
    Outcome {
        output: outputs.join("// -----\n"),
        errors,
        ok,
    }
}

/// The passes of each `irc compile` phase, cumulatively: a phase runs every pass of the phases
/// before it too.
pub const PHASES: &[(&str, &str)] = &[
    ("input", ""),
    (
        "flow",
        "localize-manual,quant-to-math,chlo-legalize-to-stablehlo,stablehlo-decompose,lift-cf-to-stablehlo,inline,canonicalize,loop-invariant-code-motion,cse,rematerialize,dce,form-dispatches,abi-output-to-alias",
    ),
    ("buffers", "bufferize,insert-dealloc-hints"),
    ("plan", "plan-memory"),
];

/// The pipeline that stops after `phase`.
pub fn phase_pipeline(phase: &str) -> Option<String> {
    let idx = PHASES.iter().position(|(p, _)| *p == phase)?;
    let parts: Vec<&str> = PHASES[..=idx]
        .iter()
        .map(|(_, p)| *p)
        .filter(|p| !p.is_empty())
        .collect();
    Some(parts.join(","))
}

/// Result of compiling one input.
pub struct Compiled {
    /// The module after the pipeline, when it succeeded.
    pub module: Option<Module>,
    /// Rendered diagnostics (errors and warnings) and pass logs, for stderr.
    pub errors: String,
}

/// Parses, verifies and runs `passes` over the whole input (no `// -----` splitting).
pub fn compile(
    input: &Input,
    passes: &[Box<dyn Pass>],
    inst: &Instrumentation,
    opts: &dialect::verifier::VerifyOptions,
    color: bool,
) -> Compiled {
    let mut diags = Vec::new();
    let mut module = parse_and_verify(&input.text, 0, opts, &mut diags);
    let mut log = String::new();
    if let Some(m) = module.as_mut() {
        let rep = run_pipeline(m, passes, inst);
        diags.extend(rep.diagnostics);
        log = rep.log;
        if rep.failed {
            module = None;
        }
    }
    let errors = log + &diag::render(&diags, &input.name, &input.text, color);
    Compiled { module, errors }
}
