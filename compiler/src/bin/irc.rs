//! `irc`: the compiler's command line.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use clap::builder::PossibleValue;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use compiler::driver::{process, read_input};
use compiler::pass_manager::{all_passes, parse_pipeline, Instrumentation, Pass};

/// Compiles textual tensor programs (MLIR syntax: func, arith, chlo and the StableHLO that JAX prints).
#[derive(Parser)]
#[command(
    name = "irc",
    version,
    about = "Compiles tensor programs in MLIR syntax (func, arith, chlo and the StableHLO that JAX prints)."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// When to color diagnostics.
    #[arg(long, value_enum, default_value_t = Color::Auto, global = true)]
    color: Color,
}

/// The text after `irc --help`'s options: every pass, in the order `irc compile` runs them (the
/// registry's order, which a test keeps equal to the phases' pipelines), and the exit statuses.
fn pass_help() -> String {
    let names: Vec<&str> = all_passes().iter().map(|p| p.name()).collect();
    format!(
        "Passes (for `irc opt --pass-pipeline`, --print-ir-after and --print-ir-before): {}, then in the order `irc compile` \
runs them: {}.\n\
Exit status: 0 on success, 1 when the input has errors, 2 on a command-line error.",
        names[0],
        names[1..].join(", ")
    )
}

/// `a, b and c`.
fn english_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum Color {
    Auto,
    Always,
    Never,
}

/// Where `irc compile --compile-to` stops. Its help lists each phase's passes from
/// [`compiler::driver::PHASES`], in the order they run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    Input,
    Flow,
    Buffers,
    Plan,
    Vm,
}

impl ValueEnum for Phase {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            Phase::Input,
            Phase::Flow,
            Phase::Buffers,
            Phase::Plan,
            Phase::Vm,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let (value, help) = match self {
            Phase::Input => ("input", "The parsed and verified input program".to_string()),
            Phase::Vm => (
                "vm",
                "After lower-to-vm: the bytecode, kernels and plans, printed as `irvm dump` prints a .vmfb".to_string(),
            ),
            Phase::Flow | Phase::Buffers | Phase::Plan => {
                let passes = compiler::driver::PHASES
                    .iter()
                    .find(|(p, _)| *p == self.name())
                    .map(|(_, passes)| passes.split(',').collect::<Vec<_>>())
                    .unwrap_or_default();
                (self.name(), format!("After {}", english_list(&passes)))
            }
        };
        Some(PossibleValue::new(value).help(help))
    }
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
        /// Treat `// -----` lines as separators between independent cases; the outputs are joined
        /// by `// -----` lines.
        #[arg(long)]
        split_input_file: bool,
        /// Passes to run, comma-separated (default: `verify`); MLIR's `builtin.module(...)`
        /// wrapper is accepted.
        #[arg(long, value_name = "PIPELINE")]
        pass_pipeline: Option<String>,
        #[command(flatten)]
        passes: PassOptions,
        /// Print every op in MLIR's generic form (`"dialect.op"(%a) <{props}> ({regions})
        /// {attrs} : (T) -> R`), as `mlir-opt --mlir-print-op-generic` does.
        #[arg(long)]
        mlir_print_op_generic: bool,
        /// Write the IR here instead of standard output (`-` is standard output).
        #[arg(short = 'o', value_name = "OUT")]
        output: Option<String>,
    },
    /// Run functions on the reference interpreter (like iree-run-mlir, on the reference path).
    ///
    /// The program first goes through `quant-to-math`, `chlo-legalize-to-stablehlo` and `stablehlo-decompose`. Check ops (`check.expect_*`)
    /// and JAX's `stablehlo.custom_call @check.*` run as they are reached; a failed check prints its
    /// location, the first failing index and both values. The exit status is 1 when any function
    /// or case failed.
    RunReference {
        /// Input file (`.mlir` or `.ir`), or `-` for standard input.
        file: String,
        /// The function to call (repeatable: the functions run in order; `main` when none is named).
        #[arg(long, value_name = "NAME")]
        function: Vec<String>,
        /// Run every public function that takes no arguments, in order (the test functions of
        /// StableHLO's interpreter suite, each checking itself); replaces --function.
        #[arg(long, conflicts_with = "function")]
        all_functions: bool,
        /// Treat `// -----` lines as separators between independent cases: each case is compiled and
        /// run on its own, and a failing case does not stop the others.
        #[arg(long)]
        split_input_file: bool,
        /// An argument, in IREE's grammar: `2x2xf32=1,2,3,4`, `"2x2xf32=[1 2][3 4]"`, `4xf32=1`
        /// (splat), `4xf32` (zeros), `f32=1.5` (a scalar), `@file.npy` (its first array),
        /// `+file.npy` (the next array of the file), `@file.npz` (every array of the archive, as
        /// consecutive arguments), `@file.npz:NAME` (one array); repeat, one per argument in order.
        #[arg(long, value_name = "VALUE")]
        input: Vec<String>,
        /// Where each result goes, in order: `@file.npy` (write, truncating), `+file.npy`
        /// (append), `-` (print), empty (drop); or `@file.npz` alone, every result into one
        /// archive as arr_0.npy, arr_1.npy, ... Results without an --output are printed.
        #[arg(long, value_name = "DEST")]
        output: Vec<String>,
        /// Print at most this many elements of each result.
        #[arg(
            long = "print_max_element_count",
            alias = "print-max-element-count",
            value_name = "N",
            default_value_t = 1024
        )]
        print_max_element_count: usize,
        /// Write each value an `interpreter.probe` records to DIR/probeN.npy and list it in
        /// DIR/index.csv (probe_id,type,path), as the StableHLO interpreter's flag does;
        /// `check.expect_serialized_eq` reads the files back. Without it, probes are kept in
        /// memory (at most 256 MiB)
        #[arg(
            long = "probe-output-dir",
            alias = "probe_output_dir",
            value_name = "DIR"
        )]
        probe_output_dir: Option<std::path::PathBuf>,
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
            value_parser = runtime_cli::io::parse_threshold,
            value_name = "T",
            default_value_t = 0.0001
        )]
        expected_f32_threshold: f64,
        /// The same for f16 results.
        #[arg(
            long = "expected_f16_threshold",
            alias = "expected-f16-threshold",
            value_parser = runtime_cli::io::parse_threshold,
            value_name = "T",
            default_value_t = 0.001
        )]
        expected_f16_threshold: f64,
        /// The same for bf16 results.
        #[arg(
            long = "expected_bf16_threshold",
            alias = "expected-bf16-threshold",
            value_parser = runtime_cli::io::parse_threshold,
            value_name = "T",
            default_value_t = 0.01
        )]
        expected_bf16_threshold: f64,
        /// The same for f64 (and complex<f64>) results.
        #[arg(
            long = "expected_f64_threshold",
            alias = "expected-f64-threshold",
            value_parser = runtime_cli::io::parse_threshold,
            value_name = "T",
            default_value_t = 0.0001
        )]
        expected_f64_threshold: f64,
    },
    /// Compile a program to a .vmfb module, or stop after a phase and print its IR.
    Compile {
        /// Input file (`.mlir` or `.ir`), or `-` for standard input.
        file: String,
        /// Output file: the .vmfb, or with --compile-to the IR; `-` is standard output. Required
        /// unless --compile-to or --memory-report is given (with --compile-to and no -o the IR
        /// goes to standard output; with only --memory-report no module is written).
        #[arg(short = 'o', value_name = "OUT")]
        output: Option<String>,
        /// Stop after this phase and print its IR.
        #[arg(long, value_enum, value_name = "PHASE")]
        compile_to: Option<Phase>,
        /// Print the memory plan of every function on stdout (text or json).
        #[arg(long, value_enum, value_name = "FORMAT", num_args = 0..=1, default_missing_value = "text", require_equals = true)]
        memory_report: Option<ReportFormat>,
        /// Treat `// -----` lines as separators between independent cases (as the StableHLO test
        /// suite writes them): case K (from 0) is compiled to its own module, `OUT.K.vmfb` (a
        /// `.vmfb` suffix of OUT is kept last: `-o x.vmfb` writes `x.0.vmfb`, `x.1.vmfb`, ...), or
        /// with --compile-to its IR is printed between `// -----` lines. A case with errors is
        /// reported and skipped (any stale file of its number is removed); the others are still
        /// written, and the exit status is 1.
        #[arg(long)]
        split_input_file: bool,
        /// Not an option of `compile` (it runs its own pipeline): kept, hidden, to say so.
        #[arg(long, value_name = "PIPELINE", hide = true)]
        pass_pipeline: Option<String>,
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
                .map_err(|e| {
                    format!(
                        "error[{}]: cannot write to standard output: {e}",
                        dialect::diag::WRITE_ERROR
                    )
                })
        }
        Some(p) => std::fs::write(p, text).map_err(|e| {
            format!(
                "error[{}]: cannot write `{p}`: {e}",
                dialect::diag::WRITE_ERROR
            )
        }),
    }
}

/// What `irc run-reference` was asked to do.
struct RunOptions {
    functions: Vec<String>,
    all_functions: bool,
    split_input_file: bool,
    inputs: Vec<String>,
    outputs: Vec<String>,
    print_max_element_count: usize,
    probe_output_dir: Option<std::path::PathBuf>,
    expected_output: Vec<String>,
    tolerances: runtime_cli::io::Tolerances,
    color: bool,
}

/// `irc run-reference`: compiles each case through `pass_manager::REFERENCE_PIPELINE`, runs the chosen
/// functions on the reference interpreter, prints their results and reports every failure (a
/// failing function or case does not stop the others). `Ok(false)` when anything failed.
fn run_reference(file: &str, o: &RunOptions) -> Result<bool, String> {
    use compiler::reference::io;
    let several = o.all_functions || o.functions.len() > 1 || o.split_input_file;
    if several && (!o.outputs.is_empty() || !o.expected_output.is_empty()) {
        return Err(
            "--output and --expected_output need a single function and case; drop \
             --all-functions, --split-input-file and extra --function"
                .into(),
        );
    }
    if o.all_functions && !o.inputs.is_empty() {
        return Err(
            "--all-functions runs functions without arguments; --input does not apply".into(),
        );
    }
    let specs = o
        .outputs
        .iter()
        .enumerate()
        .map(|(i, s)| runtime_cli::io::parse_output(s, i).map_err(|e| e.0))
        .collect::<Result<Vec<_>, _>>()?;
    let src = read_input(file)?;
    // One observer for the whole run, as the StableHLO interpreter keeps one probe directory.
    let observer: std::sync::Arc<dyn runtime::probe::Observer> = match &o.probe_output_dir {
        Some(dir) => {
            std::sync::Arc::new(runtime_cli::probe_dir::ProbeDir::create(dir).map_err(|e| e.0)?)
        }
        None => std::sync::Arc::new(runtime::probe::Probes::new()),
    };
    let chunks = if o.split_input_file {
        dialect::parser::split_input(&src.text)
    } else {
        vec![dialect::parser::Chunk {
            offset: 0,
            text: &src.text,
        }]
    };
    let vopts = dialect::verifier::VerifyOptions::default();
    let mut failed: Vec<String> = Vec::new();
    let mut bad_cases: Vec<String> = Vec::new();
    let mut ran = 0usize;
    for (case, chunk) in chunks.iter().enumerate() {
        let (line, _) = dialect::diag::line_col(&src.text, chunk.offset);
        let where_ = if o.split_input_file {
            format!("case {} (line {line}) ", case + 1)
        } else {
            String::new()
        };
        let mut diags = Vec::new();
        let mut module =
            compiler::driver::parse_and_verify(chunk.text, chunk.offset, &vopts, &mut diags);
        if let Some(m) = module.as_mut() {
            let passes = parse_pipeline(compiler::pass_manager::REFERENCE_PIPELINE)?;
            let rep = compiler::pass_manager::run_pipeline(m, &passes, &Instrumentation::default());
            diags.extend(rep.diagnostics);
            if rep.failed {
                module = None;
            }
        }
        eprint!(
            "{}",
            dialect::diag::render(&diags, &src.name, &src.text, o.color)
        );
        let Some(m) = module else {
            bad_cases.push(format!("case {} (line {line})", case + 1));
            continue;
        };
        let names = if o.all_functions {
            io::runnable_functions(&m)
        } else if o.functions.is_empty() {
            vec!["main".to_string()]
        } else {
            o.functions.clone()
        };
        for name in names {
            ran += 1;
            let fallback = m
                .lookup_function(&name)
                .map_or(dialect::ir::Span::new(chunk.offset, chunk.offset), |f| {
                    m.ops[f].span
                });
            let interp = compiler::reference::Interpreter::new(&m)
                .with_source(&src.text)
                .with_observer(observer.clone());
            let results =
                match io::run_with_inputs(&interp, &name, &o.inputs, std::path::Path::new(".")) {
                    Ok(r) => r,
                    Err(e) => {
                        let d = e.to_diagnostic(fallback);
                        eprint!(
                            "{}",
                            dialect::diag::render(&[d], &src.name, &src.text, o.color)
                        );
                        eprintln!("[FAILED] {where_}@{name}: {e}");
                        failed.push(format!("{where_}@{name}"));
                        continue;
                    }
                };
            let text = runtime_cli::io::deliver_results(
                &name,
                &results,
                &specs,
                o.print_max_element_count,
            )
            .map_err(|e| e.0)?;
            write_output(None, &text)?;
            if o.expected_output.is_empty() {
                continue;
            }
            // `@file.npz`: one expected result per array of the archive.
            let expected_output =
                runtime_cli::io::expand_npz_inputs(&o.expected_output, std::path::Path::new("."))
                    .map_err(|e| e.0.replacen("input", "--expected_output", 1))?;
            if expected_output.len() != results.len() {
                return Err(format!(
                    "{} --expected_output given, but @{name} has {} result(s)",
                    expected_output.len(),
                    results.len()
                ));
            }
            let mut cursors = runtime_cli::io::NpyCursors::default();
            let mut mismatches = Vec::new();
            for (i, (spec, r)) in expected_output.iter().zip(&results).enumerate() {
                let e = runtime_cli::io::parse_input_hinted(
                    spec,
                    i,
                    std::path::Path::new("."),
                    &mut cursors,
                    Some(r.dtype),
                )
                .map_err(|e| e.0.replacen("input", "expected output", 1))?;
                if let Err(msg) =
                    runtime_cli::io::compare_expected_with(r, e.tensor(), i, &o.tolerances)
                {
                    mismatches.push(msg);
                }
            }
            if mismatches.is_empty() {
                write_output(
                    None,
                    "[SUCCESS] all function outputs matched their expected values.\n",
                )?;
            } else {
                for f in &mismatches {
                    eprintln!("[FAILED] {f}");
                }
                failed.push(format!("{where_}@{name}"));
            }
        }
    }
    if several {
        let mut summary = format!(
            "irc: {ran} function(s) ran in {} case(s): {} passed, {} failed",
            chunks.len(),
            ran - failed.len(),
            failed.len()
        );
        if !failed.is_empty() {
            summary.push_str(&format!(" ({})", failed.join(", ")));
        }
        if !bad_cases.is_empty() {
            summary.push_str(&format!(
                "; {} case(s) did not compile ({})",
                bad_cases.len(),
                bad_cases.join(", ")
            ));
        }
        eprintln!("{summary}");
    }
    Ok(failed.is_empty() && bad_cases.is_empty())
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
            pass_pipeline,
            passes,
            mlir_print_op_generic,
            output,
        } => {
            let inst = instrumentation(&passes)?;
            let pipeline = pass_pipeline.unwrap_or_else(|| "verify".into());
            parse_pipeline(&pipeline)?;
            let input = read_input(&file)?;
            let make = || -> Vec<Box<dyn Pass>> { parse_pipeline(&pipeline).unwrap_or_default() };
            let vopts = dialect::verifier::VerifyOptions {
                allow_unregistered: passes.allow_unregistered_dialect,
            };
            let print = if mlir_print_op_generic {
                dialect::printer::print_module_generic
            } else {
                dialect::printer::print_module
            };
            let outcome = process(&input, split_input_file, &make, &inst, &vopts, print, color);
            eprint!("{}", outcome.errors);
            write_output(output.as_deref(), &outcome.output)?;
            Ok(outcome.ok)
        }
        Command::RunReference {
            file,
            function,
            all_functions,
            split_input_file,
            input,
            output,
            print_max_element_count,
            probe_output_dir,
            expected_output,
            expected_f32_threshold,
            expected_f16_threshold,
            expected_bf16_threshold,
            expected_f64_threshold,
        } => {
            let opts = RunOptions {
                functions: function,
                all_functions,
                split_input_file,
                inputs: input,
                outputs: output,
                print_max_element_count,
                probe_output_dir,
                expected_output,
                tolerances: runtime_cli::io::Tolerances {
                    f16: expected_f16_threshold,
                    bf16: expected_bf16_threshold,
                    f32: expected_f32_threshold,
                    f64: expected_f64_threshold,
                },
                color,
            };
            run_reference(&file, &opts)
        }
        Command::Compile {
            file,
            output,
            compile_to,
            memory_report,
            split_input_file,
            pass_pipeline,
            passes,
        } => {
            let inst = instrumentation(&passes)?;
            if pass_pipeline.is_some() {
                return Err("`irc compile` runs its own pipeline; use --compile-to=PHASE to stop early, or `irc opt --pass-pipeline`".into());
            }
            let phase = compile_to.unwrap_or(Phase::Vm);
            if memory_report.is_some() && !matches!(phase, Phase::Plan | Phase::Vm) {
                return Err("--memory-report needs the plan phase; drop --compile-to or use --compile-to=plan".into());
            }
            if compile_to.is_none() && output.is_none() && memory_report.is_none() {
                return Err("no output file: use `irc compile FILE -o FILE.vmfb`, or --compile-to=PHASE to print IR".into());
            }
            if split_input_file
                && compile_to.is_none()
                && output.as_deref().is_none_or(|o| o == "-")
            {
                return Err("--split-input-file writes one module per case: give -o OUT (cases go to OUT.0.vmfb, OUT.1.vmfb, ...)".into());
            }
            let input = read_input(&file)?;
            let pipeline = compiler::driver::phase_pipeline(phase.name()).unwrap_or_default();
            parse_pipeline(&pipeline)?;
            let vopts = dialect::verifier::VerifyOptions {
                allow_unregistered: passes.allow_unregistered_dialect,
            };
            let chunks = if split_input_file {
                dialect::parser::split_input(&input.text)
            } else {
                vec![dialect::parser::Chunk {
                    offset: 0,
                    text: &input.text,
                }]
            };
            let mut ok = true;
            let mut printed = Vec::new();
            for (k, chunk) in chunks.iter().enumerate() {
                let case = CompileCase {
                    input: &input,
                    chunk,
                    phase,
                    compile_to,
                    memory_report,
                    inst: &inst,
                    pipeline: &pipeline,
                    vopts: &vopts,
                    color,
                };
                let target = if split_input_file {
                    output.as_deref().map(|o| case_path(o, k))
                } else {
                    output.clone()
                };
                match compile_case(&case, target.as_deref())? {
                    Some(text) => printed.push(text),
                    None => {
                        ok = false;
                        printed.push(String::new());
                        if split_input_file && compile_to.is_none() {
                            if let Some(t) = &target {
                                // A stale module of this case would pass for a fresh one.
                                let _ = std::fs::remove_file(t);
                            }
                        }
                    }
                }
            }
            if compile_to.is_some() {
                let text = printed.join(if split_input_file { "// -----\n" } else { "" });
                write_output(output.as_deref(), &text)?;
            }
            Ok(ok)
        }
    }
}

/// `OUT.K.vmfb` for case `k` of `--split-input-file` (a `.vmfb` suffix of `out` stays last).
fn case_path(out: &str, k: usize) -> String {
    match out.strip_suffix(".vmfb") {
        Some(stem) => format!("{stem}.{k}.vmfb"),
        None => format!("{out}.{k}.vmfb"),
    }
}

/// One case of `irc compile` and what to do with it.
struct CompileCase<'a> {
    input: &'a compiler::driver::Input,
    chunk: &'a dialect::parser::Chunk<'a>,
    phase: Phase,
    compile_to: Option<Phase>,
    memory_report: Option<ReportFormat>,
    inst: &'a Instrumentation,
    pipeline: &'a str,
    vopts: &'a dialect::verifier::VerifyOptions,
    color: bool,
}

/// Compiles one case: writes its `.vmfb` to `target` (a file, or `-` for standard output), or
/// returns the text to print (IR, a dump, a memory report). `Ok(None)` when the case has errors
/// (already reported on stderr).
fn compile_case(c: &CompileCase, target: Option<&str>) -> Result<Option<String>, String> {
    let input = c.input;
    let mut diags = Vec::new();
    let module =
        compiler::driver::parse_and_verify(c.chunk.text, c.chunk.offset, c.vopts, &mut diags);
    let mut log = String::new();
    let mut module = module;
    if let Some(m) = module.as_mut() {
        let passes = parse_pipeline(c.pipeline)?;
        let rep = compiler::pass_manager::run_pipeline(m, &passes, c.inst);
        diags.extend(rep.diagnostics);
        log = rep.log;
        if rep.failed {
            module = None;
        }
    }
    eprint!(
        "{log}{}",
        dialect::diag::render(&diags, &input.name, &input.text, c.color)
    );
    let Some(m) = module else {
        return Ok(None);
    };
    // The lowered module, once: the memory report's kernel bounds and the output both use it.
    let lowered = (c.phase == Phase::Vm)
        .then(|| compiler::backend::lower_module(&m, &input.text, &input.name));
    if let Some(fmt) = c.memory_report {
        let mut plans = compiler::memory::plan_module(&m);
        // The kernels' host working memory is known once the module is lowered (a lowering
        // error is reported below).
        if let Some(Ok((def, _))) = &lowered {
            compiler::memory::add_kernel_host_bounds(&mut plans, def);
        }
        let fusion = compiler::passes::form_dispatches::stats(&m);
        let report = match fmt {
            ReportFormat::Text => compiler::memory::report_text(&m, &plans, &fusion),
            ReportFormat::Json => compiler::memory::report_json(&m, &plans, &fusion),
        };
        write_output(None, &report)?;
        if c.compile_to.is_none() && target.is_none() {
            return Ok(Some(String::new()));
        }
    }
    let (def, data) = match lowered {
        None => return Ok(Some(dialect::printer::print_module(&m))),
        Some(Ok(x)) => x,
        Some(Err(errs)) => {
            eprint!(
                "{}",
                compiler::backend::render_errors(&errs, &input.name, &input.text, c.color)
            );
            return Ok(None);
        }
    };
    if c.compile_to == Some(Phase::Vm) {
        return Ok(Some(runtime::vm::dump::dump_module(
            &def,
            &def.kernels.iter().collect::<Vec<_>>(),
            data.len() as u64,
        )));
    }
    let bytes = runtime::vm::format::write_module(&def, &data);
    match target.unwrap_or_default() {
        "-" => {
            std::io::stdout().write_all(&bytes).map_err(|e| {
                format!(
                    "error[{}]: cannot write to standard output: {e}",
                    dialect::diag::WRITE_ERROR
                )
            })?;
        }
        o => std::fs::write(o, &bytes).map_err(|e| {
            format!(
                "error[{}]: cannot write `{o}`: {e}",
                dialect::diag::WRITE_ERROR
            )
        })?,
    }
    Ok(Some(String::new()))
}

fn main() -> ExitCode {
    let matches = Cli::command().after_help(pass_help()).get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
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
            // Otherwise `irc: error[CODE]: ...` for a coded error, `irc: error: ...` for a bad flag,
            // as `irvm` prints its own.
            if located {
                eprintln!("{msg}");
            } else if msg.starts_with("error[") {
                eprintln!("irc: {msg}");
            } else {
                eprintln!("irc: error: {msg}");
            }
            ExitCode::from(1)
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn help_lists_every_pass_in_the_order_compile_runs_them() {
        let help = super::pass_help();
        for p in compiler::pass_manager::all_passes() {
            assert!(
                help.contains(p.name()),
                "--help does not mention the pass `{}`",
                p.name()
            );
        }
        // The registry (which the help lists) is in the order of the phases' pipelines.
        let registry: Vec<String> = compiler::pass_manager::all_passes()
            .iter()
            .map(|p| p.name().to_string())
            .collect();
        let pipeline: Vec<String> = compiler::driver::phase_pipeline("plan")
            .unwrap()
            .split(',')
            .map(str::to_string)
            .collect();
        assert_eq!(registry[0], "verify");
        assert_eq!(registry[1..], pipeline[..]);
    }

    #[test]
    fn compile_to_help_lists_each_phase_in_pipeline_order() {
        use clap::ValueEnum;
        let flow = super::Phase::Flow.to_possible_value().unwrap();
        assert_eq!(
            flow.get_help().unwrap().to_string(),
            "After localize-manual, quant-to-math, chlo-legalize-to-stablehlo, stablehlo-decompose, \
lift-cf-to-stablehlo, inline, canonicalize, loop-invariant-code-motion, cse, rematerialize, dce, form-dispatches \
and abi-output-to-alias"
        );
        let plan = super::Phase::Plan.to_possible_value().unwrap();
        assert_eq!(plan.get_help().unwrap().to_string(), "After plan-memory");
    }
}
