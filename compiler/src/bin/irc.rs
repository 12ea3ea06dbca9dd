//! `irc`: the compiler's command line.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use compiler::driver::{process, read_input};
use compiler::pass_manager::{all_passes, parse_pipeline, Instrumentation, Pass};

/// Compiles textual tensor programs (MLIR syntax: func, arith, chlo and the StableHLO that JAX prints).
#[derive(Parser)]
#[command(
    name = "irc",
    version,
    about = "Compiles tensor programs in MLIR syntax (func, arith, chlo and the StableHLO that JAX prints).",
    after_help = PASS_HELP
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// When to color diagnostics.
    #[arg(long, value_enum, default_value_t = Color::Auto, global = true)]
    color: Color,
}

const PASS_HELP: &str =
    "Passes (for --pass-pipeline and --print-ir-after): verify, chlo-legalize-to-stablehlo, inline, \
canonicalize, cse, dce, form-dispatches, abi-output-to-alias, bufferize, insert-dealloc-hints, \
plan-memory.\n\
Exit status: 0 on success, 1 when the input has errors, 2 on a command-line error.";

#[derive(Clone, Copy, ValueEnum)]
enum Color {
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq, Debug)]
enum Phase {
    /// The parsed and verified input program.
    Input,
    /// After chlo-legalize-to-stablehlo, inline, canonicalize, cse, dce, form-dispatches and
    /// abi-output-to-alias.
    Flow,
    /// After bufferize and insert-dealloc-hints.
    Buffers,
    /// After plan-memory.
    Plan,
    /// After lower-to-vm: the bytecode, kernels and plans, printed as `irvm dump` prints a .vmfb.
    Vm,
}

impl Phase {
    fn name(self) -> &'static str {
        match self {
            Phase::Input => "input",
            Phase::Flow => "flow",
            Phase::Buffers => "buffers",
            Phase::Plan | Phase::Vm => "plan",
        }
    }
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq, Debug)]
enum ReportFormat {
    /// Human-readable text.
    Text,
    /// JSON (stable keys, see the README).
    Json,
}

#[derive(clap::Args)]
struct PassOptions {
    /// Passes to run, comma-separated (e.g. `verify`); MLIR's `builtin.module(...)` wrapper is accepted.
    #[arg(long, value_name = "PIPELINE")]
    pass_pipeline: Option<String>,
    /// Print the IR to stderr after every pass.
    #[arg(long)]
    print_ir_after_all: bool,
    /// Print the IR to stderr after the named pass (repeatable).
    #[arg(long, value_name = "PASS")]
    print_ir_after: Vec<String>,
    /// Print the IR to stderr before the named pass (repeatable).
    #[arg(long, value_name = "PASS")]
    print_ir_before: Vec<String>,
    /// Verify the IR after every pass.
    #[arg(long)]
    verify_each: bool,
    /// Print each pass's run time to stderr.
    #[arg(long)]
    time_passes: bool,
    /// Accept ops of dialects the compiler does not know (they parse in the generic form and are
    /// checked only structurally).
    #[arg(long)]
    allow_unregistered_dialect: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Parse, verify, run passes and print the IR (like mlir-opt).
    Opt {
        /// Input file (`.mlir` or `.ir`), or `-` for standard input.
        file: String,
        /// Treat `// -----` lines as separators between independent cases.
        #[arg(long)]
        split_input_file: bool,
        #[command(flatten)]
        passes: PassOptions,
        /// Write the IR here instead of standard output.
        #[arg(short = 'o', value_name = "OUT")]
        output: Option<String>,
    },
    /// Run a function on the reference interpreter (like iree-run-mlir, on the reference path).
    RunReference {
        /// Input file (`.mlir` or `.ir`), or `-` for standard input.
        file: String,
        /// The function to call.
        #[arg(long, default_value = "main")]
        function: String,
        /// An argument, in IREE's grammar: `2x2xf32=1,2,3,4`, `"2x2xf32=[1 2][3 4]"`, `4xf32=1`, `4xf32`,
        /// `f32=1.5`, `@file.npy`, `+file.npy` (repeat, in order).
        #[arg(long, value_name = "VALUE")]
        input: Vec<String>,
        /// Where each result goes, in order: `@file.npy`, `+file.npy` (append), `-` (print), empty (drop).
        #[arg(long, value_name = "DEST")]
        output: Vec<String>,
        /// Print at most this many elements of each result.
        #[arg(
            long = "print_max_element_count",
            alias = "print-max-element-count",
            default_value_t = 1024
        )]
        print_max_element_count: usize,
        /// An expected result, in the input grammar (repeat, in order); exits 1 on a mismatch.
        #[arg(
            long = "expected_output",
            alias = "expected-output",
            value_name = "VALUE"
        )]
        expected_output: Vec<String>,
        /// Largest absolute difference allowed between an f32 (or complex<f32>) result and its
        /// expected value.
        #[arg(
            long = "expected_f32_threshold",
            alias = "expected-f32-threshold",
            default_value_t = 0.0001
        )]
        expected_f32_threshold: f64,
        /// The same for f16 results.
        #[arg(
            long = "expected_f16_threshold",
            alias = "expected-f16-threshold",
            default_value_t = 0.001
        )]
        expected_f16_threshold: f64,
        /// The same for bf16 results.
        #[arg(
            long = "expected_bf16_threshold",
            alias = "expected-bf16-threshold",
            default_value_t = 0.01
        )]
        expected_bf16_threshold: f64,
        /// The same for f64 (and complex<f64>) results.
        #[arg(
            long = "expected_f64_threshold",
            alias = "expected-f64-threshold",
            default_value_t = 0.0001
        )]
        expected_f64_threshold: f64,
    },
    /// Compile a program to a .vmfb module, or stop after a phase and print its IR.
    Compile {
        /// Input file (`.mlir` or `.ir`), or `-` for standard input.
        file: String,
        /// Output file (the .vmfb, or the IR with --compile-to); standard output if omitted.
        #[arg(short = 'o', value_name = "OUT")]
        output: Option<String>,
        /// Stop after this phase and print its IR.
        #[arg(long, value_enum, value_name = "PHASE")]
        compile_to: Option<Phase>,
        /// Print the memory plan of every function on stdout (text or json).
        #[arg(long, value_enum, value_name = "FORMAT", num_args = 0..=1, default_missing_value = "text", require_equals = true)]
        memory_report: Option<ReportFormat>,
        #[command(flatten)]
        passes: PassOptions,
    },
}

fn instrumentation(p: &PassOptions) -> Result<Instrumentation, String> {
    let known: Vec<&str> = all_passes().iter().map(|p| p.name()).collect();
    for n in p.print_ir_after.iter().chain(&p.print_ir_before) {
        if !known.contains(&n.as_str()) {
            return Err(format!(
                "unknown pass `{n}` in --print-ir-after/--print-ir-before; known passes: {}",
                known.join(", ")
            ));
        }
    }
    Ok(Instrumentation {
        print_after_all: p.print_ir_after_all,
        print_after: p.print_ir_after.iter().cloned().collect(),
        print_before: p.print_ir_before.iter().cloned().collect(),
        verify_each: p.verify_each,
        time_passes: p.time_passes,
    })
}

fn write_output(path: Option<&str>, text: &str) -> Result<(), String> {
    match path {
        None | Some("-") => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())
                .and_then(|_| out.flush())
                .map_err(|e| format!("cannot write to standard output: {e}"))
        }
        Some(p) => std::fs::write(p, text).map_err(|e| format!("cannot write `{p}`: {e}")),
    }
}

fn run(cli: Cli) -> Result<bool, String> {
    let color = match cli.color {
        Color::Always => true,
        Color::Never => false,
        Color::Auto => std::io::stderr().is_terminal(),
    };
    match cli.command {
        Command::Opt {
            file,
            split_input_file,
            passes,
            output,
        } => {
            let inst = instrumentation(&passes)?;
            let pipeline = passes
                .pass_pipeline
                .clone()
                .unwrap_or_else(|| "verify".into());
            parse_pipeline(&pipeline)?;
            let input = read_input(&file)?;
            let make = || -> Vec<Box<dyn Pass>> { parse_pipeline(&pipeline).unwrap_or_default() };
            let vopts = dialect::verifier::VerifyOptions {
                allow_unregistered: passes.allow_unregistered_dialect,
            };
            let outcome = process(&input, split_input_file, &make, &inst, &vopts, color);
            eprint!("{}", outcome.errors);
            write_output(output.as_deref(), &outcome.output)?;
            Ok(outcome.ok)
        }
        Command::RunReference {
            file,
            function,
            input,
            output,
            print_max_element_count,
            expected_output,
            expected_f32_threshold,
            expected_f16_threshold,
            expected_bf16_threshold,
            expected_f64_threshold,
        } => {
            let specs = output
                .iter()
                .enumerate()
                .map(|(i, s)| runtime::cli_io::parse_output(s, i).map_err(|e| e.0))
                .collect::<Result<Vec<_>, _>>()?;
            let src = read_input(&file)?;
            let compiled = compiler::driver::compile(
                &src,
                &[],
                &Instrumentation::default(),
                &dialect::verifier::VerifyOptions::default(),
                color,
            );
            eprint!("{}", compiled.errors);
            let Some(m) = compiled.module else {
                return Ok(false);
            };
            let results = compiler::reference::io::run_with_inputs(
                &m,
                &function,
                &input,
                std::path::Path::new("."),
            )?;
            let text = runtime::cli_io::deliver_results(
                &function,
                &results,
                &specs,
                print_max_element_count,
            )
            .map_err(|e| e.0)?;
            write_output(None, &text)?;
            if expected_output.is_empty() {
                return Ok(true);
            }
            if expected_output.len() != results.len() {
                return Err(format!(
                    "{} --expected_output given, but @{function} has {} result(s)",
                    expected_output.len(),
                    results.len()
                ));
            }
            let mut cursors = runtime::cli_io::NpyCursors::default();
            let mut failures = Vec::new();
            let tolerances = runtime::cli_io::Tolerances {
                f16: expected_f16_threshold,
                bf16: expected_bf16_threshold,
                f32: expected_f32_threshold,
                f64: expected_f64_threshold,
            };
            for (i, (spec, r)) in expected_output.iter().zip(&results).enumerate() {
                let e = runtime::cli_io::parse_input_hinted(
                    spec,
                    i,
                    std::path::Path::new("."),
                    &mut cursors,
                    Some(r.dtype),
                )
                .map_err(|e| e.0.replacen("input", "expected output", 1))?;
                if let Err(msg) =
                    runtime::cli_io::compare_expected_with(r, e.tensor(), i, &tolerances)
                {
                    failures.push(msg);
                }
            }
            if failures.is_empty() {
                write_output(
                    None,
                    "[SUCCESS] all function outputs matched their expected values.\n",
                )?;
                Ok(true)
            } else {
                for f in &failures {
                    eprintln!("[FAILED] {f}");
                }
                Ok(false)
            }
        }
        Command::Compile {
            file,
            output,
            compile_to,
            memory_report,
            passes,
        } => {
            let inst = instrumentation(&passes)?;
            if passes.pass_pipeline.is_some() {
                return Err("`irc compile` runs its own pipeline; use --compile-to=PHASE to stop early, or `irc opt --pass-pipeline`".into());
            }
            let phase = compile_to.unwrap_or(Phase::Vm);
            if memory_report.is_some() && !matches!(phase, Phase::Plan | Phase::Vm) {
                return Err("--memory-report needs the plan phase; drop --compile-to or use --compile-to=plan".into());
            }
            if compile_to.is_none() && output.is_none() && memory_report.is_none() {
                return Err("no output file: use `irc compile FILE -o FILE.vmfb`, or --compile-to=PHASE to print IR".into());
            }
            let input = read_input(&file)?;
            let pipeline = compiler::driver::phase_pipeline(phase.name()).unwrap_or_default();
            let passes_list = parse_pipeline(&pipeline)?;
            let vopts = dialect::verifier::VerifyOptions {
                allow_unregistered: passes.allow_unregistered_dialect,
            };
            let compiled = compiler::driver::compile(&input, &passes_list, &inst, &vopts, color);
            eprint!("{}", compiled.errors);
            let Some(m) = compiled.module else {
                return Ok(false);
            };
            if let Some(fmt) = memory_report {
                let plans = compiler::memory::plan_module(&m);
                let fusion = compiler::passes::form_dispatches::stats(&m);
                let text = match fmt {
                    ReportFormat::Text => compiler::memory::report_text(&m, &plans, &fusion),
                    ReportFormat::Json => compiler::memory::report_json(&m, &plans, &fusion),
                };
                write_output(None, &text)?;
                if compile_to.is_none() && output.is_none() {
                    return Ok(true);
                }
            }
            if phase != Phase::Vm {
                write_output(output.as_deref(), &dialect::printer::print_module(&m))?;
                return Ok(true);
            }
            let (def, data) = compiler::backend::lower_module(&m, &input.text)
                .map_err(|e| format!("{}:{e}", input.name))?;
            if compile_to == Some(Phase::Vm) {
                write_output(
                    output.as_deref(),
                    &runtime::vm::dump::dump_module(&def, data.len() as u64),
                )?;
                return Ok(true);
            }
            let bytes = runtime::vm::format::write_module(&def, &data);
            let o = output.unwrap_or_default();
            if o == "-" {
                use std::io::Write;
                std::io::stdout()
                    .write_all(&bytes)
                    .map_err(|e| format!("cannot write to standard output: {e}"))?;
            } else {
                std::fs::write(&o, &bytes).map_err(|e| format!("cannot write `{o}`: {e}"))?;
            }
            Ok(true)
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(msg) => {
            // A message that already starts with `file:line:col:` is printed as is, like diagnostics.
            let located = msg.split_once(": error[").is_some_and(|(loc, _)| {
                let mut parts = loc.rsplitn(3, ':');
                let col = parts.next().unwrap_or("");
                let line = parts.next().unwrap_or("");
                !col.is_empty()
                    && !line.is_empty()
                    && col.chars().all(|c| c.is_ascii_digit())
                    && line.chars().all(|c| c.is_ascii_digit())
            });
            if located {
                eprintln!("{msg}");
            } else {
                eprintln!("irc: {msg}");
            }
            ExitCode::from(1)
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn help_lists_every_pass() {
        for p in compiler::pass_manager::all_passes() {
            assert!(
                super::PASS_HELP.contains(p.name()),
                "--help does not mention the pass `{}`",
                p.name()
            );
        }
    }
}
