//! The runner of a copied conformance suite (`tests/stablehlo-interpret/`, `tests/iree-e2e/`):
//! every `.mlir` file under the suite's directory, split at `// -----` lines as
//! `--split-input-file` does, runs on three paths: `ref` (the reference interpreter, after
//! `chlo-legalize-to-stablehlo`), and the compiled path (`irc compile`'s pipeline and lowering, then
//! the VM through the embedding API) with the JIT (`jit`) and without it (`nojit`).
//!
//! A case runs in one of two forms:
//! - **check tests** (the StableHLO interpreter suite, IREE's `iree_check_test`s): every public
//!   function without arguments runs, and passes when it runs to the end with every check in it
//!   (`check.expect_*` in either syntax, `stablehlo.custom_call @check.*`) holding;
//! - **`iree-run-mlir` tests** (IREE's lit tests, a file whose `// RUN:` lines run `iree-run-mlir`
//!   and pipe it to FileCheck): each distinct RUN line (those differing only in IREE's backend are
//!   one) runs in a fresh module instance, as each is a process: the `--function=` it names, or
//!   every public function, with its `--input=` values (IREE's grammar); the results are printed as
//!   `iree-run-mlir` prints them (`EXEC @f`, then each `result[i]: hal.buffer_view` and its value,
//!   at most 1024 elements) and matched against the file's check lines (the RUN line's
//!   `--check-prefix`, else `CHECK`) with FileCheck (litcheck-filecheck). A function's entry fails
//!   when one of its runs fails or FileCheck rejects a run's output.
//!
//! A case that does not compile on a path fails as a whole (`file.mlir :LINE`, LINE being the
//! case's first line).
//!
//! The suite's `NOT_PASSING` file lists what does not pass, each entry with its paths and the
//! reason. There is one trial per file and path; it fails when a listed entry passes (the list
//! only shrinks: delete the line) or an entry that is not listed fails (a regression, or a new
//! failure to fix or, with a reason, to list). Setting the suite's list variable prints the
//! entries that fail today in the list's format, and the counts per path, instead of failing.

use std::collections::{BTreeMap, BTreeSet};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use compiler::pass_manager::legalize_for_reference;
use compiler::reference::{io::runnable_functions, Interpreter};
use libtest_mimic::{Arguments, Failed, Trial};
use runtime::host_tensor::HostTensor;

/// The three paths, as the list names them.
pub const PATHS: [&str; 3] = ["ref", "jit", "nojit"];

/// One copied suite.
pub struct Suite {
    /// The suite's directory, relative to the repository root (`tests/iree-e2e`).
    pub dir: &'static str,
    /// The environment variable that prints today's failures instead of testing.
    pub list_env: &'static str,
}

/// An entry of the not-passing list: `file.mlir @function` or `file.mlir :LINE` (a whole case).
pub type Entry = String;

/// The not-passing list: entry -> the paths it fails on.
pub type List = BTreeMap<Entry, BTreeSet<String>>;

/// What one path did with one file: each entry that ran, and its error if it failed.
pub type Outcome = BTreeMap<Entry, Option<String>>;

fn first_line(s: &str) -> String {
    s.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim()
        .to_string()
}

fn panic_text(p: Box<dyn std::any::Any + Send>) -> String {
    let s = p
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "a panic".into());
    format!("panic: {s}")
}

impl Suite {
    /// The suite's directory on disk.
    pub fn root(&self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(self.dir)
    }

    /// The suite's files, relative to its directory (`abs.mlir`, `chlo/scan.mlir`).
    pub fn files(&self) -> Vec<String> {
        fn walk(dir: &Path, rel: &str, out: &mut Vec<String>) {
            let Ok(rd) = std::fs::read_dir(dir) else {
                return;
            };
            let mut entries: Vec<_> = rd.filter_map(Result::ok).collect();
            entries.sort_by_key(|e| e.file_name());
            for e in entries {
                let name = e.file_name().to_string_lossy().into_owned();
                let rel_name = if rel.is_empty() {
                    name.clone()
                } else {
                    format!("{rel}/{name}")
                };
                if e.path().is_dir() {
                    walk(&e.path(), &rel_name, out);
                } else if name.ends_with(".mlir") {
                    out.push(rel_name);
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.root(), "", &mut out);
        out
    }

    /// Reads the suite's `NOT_PASSING`.
    pub fn read_list(&self) -> Result<List, String> {
        let path = self.root().join("NOT_PASSING");
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let mut list = BTreeMap::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = || {
                format!(
                    "NOT_PASSING:{}: expected `FILE ENTRY PATHS -- REASON`",
                    i + 1
                )
            };
            let (head, reason) = line.split_once(" -- ").ok_or_else(bad)?;
            if reason.trim().is_empty() {
                return Err(format!("NOT_PASSING:{}: the reason is empty", i + 1));
            }
            let parts: Vec<&str> = head.split_whitespace().collect();
            let [file, what, paths] = parts[..] else {
                return Err(bad());
            };
            if !(what.starts_with('@') || what.starts_with(':')) {
                return Err(format!(
                    "NOT_PASSING:{}: expected `@function` or `:LINE`, found `{what}`",
                    i + 1
                ));
            }
            let entry = format!("{file} {what}");
            let mut set = BTreeSet::new();
            for p in paths.split(',') {
                if !PATHS.contains(&p) {
                    return Err(format!(
                        "NOT_PASSING:{}: unknown path `{p}` (expected ref, jit or nojit)",
                        i + 1
                    ));
                }
                set.insert(p.to_string());
            }
            if list.insert(entry.clone(), set).is_some() {
                return Err(format!("NOT_PASSING:{}: `{entry}` is listed twice", i + 1));
            }
        }
        Ok(list)
    }

    /// Runs one file of the suite on one path.
    pub fn run_file(&self, file: &str, path: &str) -> Result<Outcome, String> {
        let full = self.root().join(file);
        let text = std::fs::read_to_string(&full)
            .map_err(|e| format!("cannot read {}: {e}", full.display()))?;
        Ok(run_text(&text, file, path))
    }

    /// Compares one file's outcome on one path with the list.
    pub fn judge(
        &self,
        file: &str,
        path: &str,
        outcome: &Outcome,
        list: &List,
    ) -> Result<(), String> {
        let dir = self.dir;
        let mut problems = Vec::new();
        for (entry, err) in outcome {
            let listed = list.get(entry).is_some_and(|p| p.contains(path));
            match (err, listed) {
                (Some(e), false) => problems.push(format!("fails but is not listed: {entry}: {e}")),
                (None, true) => problems.push(format!(
                    "passes now: remove `{entry}` ({path}) from {dir}/NOT_PASSING"
                )),
                (Some(_), true) | (None, false) => {}
            }
        }
        // A listed entry of this file that did not run at all (renamed, or its case now fails
        // whole).
        for (entry, paths) in list {
            let of_file = entry
                .strip_prefix(file)
                .is_some_and(|rest| rest.starts_with(" @") || rest.starts_with(" :"));
            if of_file && paths.contains(path) && !outcome.contains_key(entry) {
                problems.push(format!(
                    "`{entry}` ({path}) is listed but did not run: update {dir}/NOT_PASSING"
                ));
            }
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems.join("\n"))
        }
    }

    /// Prints today's failures in the list's format, and the counts per path.
    pub fn print_list(&self) {
        let mut by_entry: BTreeMap<Entry, (Vec<&str>, String)> = BTreeMap::new();
        // Per path: functions that ran, functions that passed, cases that did not compile.
        let mut counts: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
        let files = self.files();
        for file in &files {
            for path in PATHS {
                let outcome = self
                    .run_file(file, path)
                    .unwrap_or_else(|e| BTreeMap::from([(format!("{file} :1"), Some(e))]));
                let c = counts.entry(path).or_default();
                for (entry, err) in &outcome {
                    let is_case = entry.contains(" :");
                    c[0] += usize::from(!is_case);
                    c[1] += usize::from(!is_case && err.is_none());
                    c[2] += usize::from(is_case);
                }
                for (entry, err) in outcome {
                    if let Some(e) = err {
                        let slot = by_entry.entry(entry).or_insert((vec![], e));
                        slot.0.push(path);
                    }
                }
            }
        }
        for (entry, (paths, e)) in by_entry {
            println!("{entry} {} -- {e}", paths.join(","));
        }
        eprintln!("{} files", files.len());
        for (path, [ran, passed, cases]) in counts {
            eprintln!(
                "{path}: {passed} of {ran} test functions pass; {cases} case(s) do not compile"
            );
        }
    }

    /// One trial per file and path, judged against the list, plus `extra` trials.
    pub fn main(&self, extra: Vec<Trial>) {
        if std::env::var_os(self.list_env).is_some() {
            self.print_list();
            return;
        }
        let args = Arguments::from_args();
        let list = match self.read_list() {
            Ok(l) => l,
            Err(e) => {
                let trial = Trial::test("NOT_PASSING", move || Err(Failed::from(e.clone())));
                libtest_mimic::run(&args, vec![trial]).exit();
            }
        };
        let list = std::sync::Arc::new(list);
        let suite: &'static Suite = Box::leak(Box::new(Suite {
            dir: self.dir,
            list_env: self.list_env,
        }));
        let mut trials = extra;
        for file in self.files() {
            for path in PATHS {
                let (file, list) = (file.clone(), list.clone());
                trials.push(Trial::test(format!("{file} [{path}]"), move || {
                    let outcome = suite.run_file(&file, path)?;
                    suite
                        .judge(&file, path, &outcome, &list)
                        .map_err(Failed::from)
                }));
            }
        }
        libtest_mimic::run(&args, trials).exit();
    }
}

/// Runs every case of a file's `text` (named `file` in messages) on one path.
pub fn run_text(text: &str, file: &str, path: &str) -> Outcome {
    let mut out = Outcome::new();
    let runs = RunLine::all(text);
    for chunk in dialect::parser::split_input(text) {
        let line = text[..chunk.offset].matches('\n').count() + 1;
        let case = format!("{file} :{line}");
        let r = catch_unwind(AssertUnwindSafe(|| {
            run_case(text, file, chunk, path, &runs)
        }))
        .unwrap_or_else(|p| Err(panic_text(p)));
        match r {
            Ok(functions) => {
                for (f, err) in functions {
                    out.insert(format!("{file} @{f}"), err);
                }
            }
            Err(e) => {
                out.insert(case, Some(e));
            }
        }
    }
    out
}

/// One `iree-run-mlir` RUN line of a model test: which function it runs, with which inputs, and
/// which FileCheck prefix checks its output. The RUN lines that differ only in the IREE backend
/// (`vmvx`, `llvm-cpu`) are one run here.
#[derive(Clone, Debug, PartialEq)]
pub struct RunLine {
    /// `--function=`: the one function it runs; `None` runs every public function.
    pub function: Option<String>,
    /// The `--input=` values, unquoted.
    pub inputs: Vec<String>,
    /// FileCheck's `--check-prefix` (`CHECK` when not given).
    pub prefix: String,
}

impl RunLine {
    /// The file's distinct `iree-run-mlir` RUN lines (none for a check test).
    pub fn all(text: &str) -> Vec<RunLine> {
        let mut out: Vec<RunLine> = Vec::new();
        for line in text
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix("// RUN:"))
            .filter(|l| l.trim_start().starts_with("iree-run-mlir"))
        {
            // These files' RUN lines are `iree-run-mlir FLAGS %s [--input=...] | FileCheck %s
            // [--check-prefix=P]`, with no spaces inside unquoted values.
            let (command, check) = line.split_once(" | ").unwrap_or((line, ""));
            let words = |s: &str| -> Vec<String> {
                let mut v = Vec::new();
                let mut rest = s.trim_start();
                while !rest.is_empty() {
                    let mut w = String::new();
                    let mut quoted = false;
                    let mut end = rest.len();
                    for (k, c) in rest.char_indices() {
                        match c {
                            '"' => quoted = !quoted,
                            c if c.is_whitespace() && !quoted => {
                                end = k;
                                break;
                            }
                            c => w.push(c),
                        }
                    }
                    v.push(w);
                    rest = rest[end..].trim_start();
                }
                v
            };
            let mut run = RunLine {
                function: None,
                inputs: vec![],
                prefix: "CHECK".into(),
            };
            for w in words(command) {
                if let Some(v) = w.strip_prefix("--input=") {
                    run.inputs.push(v.to_string());
                } else if let Some(v) = w.strip_prefix("--function=") {
                    run.function = Some(v.to_string());
                }
            }
            for w in words(check) {
                if let Some(v) = w.strip_prefix("--check-prefix=") {
                    run.prefix = v.to_string();
                }
            }
            if !out.contains(&run) {
                out.push(run);
            }
        }
        out
    }
}

/// The public functions of `m` with a body, in order (what `iree-run-mlir` runs when no
/// `--function` is given).
fn public_functions(m: &dialect::Module) -> Vec<String> {
    m.functions()
        .filter(|&f| {
            let private = m.ops[f]
                .attr("sym_visibility")
                .and_then(|a| a.as_str())
                .is_some_and(|v| v != "public");
            !private && m.entry_block(f).is_some()
        })
        .filter_map(|f| m.func_name(f).map(str::to_string))
        .collect()
}

/// Parses a model test's inputs for `function` of `m`, by its signature.
fn parse_inputs(
    m: &dialect::Module,
    function: &str,
    specs: &[String],
) -> Result<Vec<HostTensor>, String> {
    use dialect::types::Type;
    let f = m
        .lookup_function(function)
        .ok_or_else(|| format!("no function @{function}"))?;
    let ft = m
        .func_type(f)
        .ok_or_else(|| format!("@{function} has no type"))?;
    if specs.len() != ft.inputs.len() {
        return Err(format!(
            "@{function} takes {} input(s), the RUN line gives {}",
            ft.inputs.len(),
            specs.len()
        ));
    }
    let mut cursors = runtime_cli::io::NpyCursors::default();
    let mut out = Vec::new();
    for (i, (spec, ty)) in specs.iter().zip(&ft.inputs).enumerate() {
        let (shape, elem) = match ty {
            Type::Tensor { shape, elem } => (shape.clone(), *elem),
            Type::Scalar(e) => (vec![], *e),
            other => {
                return Err(format!(
                    "input {i}: arguments of type {other} are not supported"
                ))
            }
        };
        let dtype = compiler::reference::io::dtype_of(elem)
            .ok_or_else(|| format!("input {i}: element type {elem} is not supported"))?;
        let shape: Vec<usize> = shape.iter().map(|&d| d.max(0) as usize).collect();
        let v =
            runtime_cli::io::parse_input_as(spec, i, Path::new("."), &mut cursors, (dtype, &shape))
                .map_err(|e| e.0)?;
        out.push(v.tensor().clone());
    }
    Ok(out)
}

/// A compiled case, ready to be instantiated afresh for each run (as each RUN line is a process).
enum Compiled {
    /// The reference path: the legalized module.
    Ref(dialect::Module),
    /// The compiled path: the module's bytes, and whether the JIT is on.
    Vm(Vec<u8>, bool),
}

/// One function's result: its values (looked at only by a model test), or its error.
type Results = Result<Vec<HostTensor>, String>;

/// One call: the function and its inputs (or why they could not be read).
type Call = (String, Result<Vec<HostTensor>, String>);

impl Compiled {
    /// Calls each `(function, inputs)` in order in one fresh instance of the module; `want`
    /// says whether the results are read back (a check test's are not).
    fn run(&self, calls: &[Call], want: bool) -> Result<Vec<Results>, String> {
        let mut results = Vec::new();
        match self {
            Compiled::Ref(lm) => {
                let interp = Interpreter::new(lm);
                for (f, args) in calls {
                    let r = catch_unwind(AssertUnwindSafe(|| -> Results {
                        let args = args
                            .clone()?
                            .iter()
                            .map(|t| {
                                compiler::reference::io::from_host(t).ok_or_else(|| {
                                    format!("input of type {} not supported", t.mlir_type())
                                })
                            })
                            .collect::<Result<Vec<_>, String>>()?;
                        let out = interp.call(f, args).map_err(|e| e.to_string())?;
                        if !want {
                            return Ok(vec![]);
                        }
                        out.iter()
                            .map(|t| {
                                compiler::reference::io::to_host(t).ok_or_else(|| {
                                    format!("a result of type {} cannot be printed", t.ty())
                                })
                            })
                            .collect()
                    }))
                    .unwrap_or_else(|p| Err(panic_text(p)));
                    results.push(r);
                }
            }
            Compiled::Vm(bytes, jit) => {
                let instance = runtime::api::Instance::builder()
                    .threads(1)
                    .jit(*jit)
                    .leak_check_on_drop(false)
                    .build()
                    .map_err(|e| e.to_string())?;
                let module = runtime::api::Module::from_bytes(&instance, bytes)
                    .map_err(|e| e.to_string())?;
                for (f, args) in calls {
                    let r = catch_unwind(AssertUnwindSafe(|| -> Results {
                        let args = args
                            .clone()?
                            .iter()
                            .map(|t| runtime::api::Tensor::from_host(&instance, t))
                            .collect::<Result<Vec<_>, _>>()
                            .map_err(|e| first_line(&e.to_string()))?;
                        let out = module
                            .function(f)
                            .and_then(|func| {
                                func.call(args.into_iter().map(runtime::api::Arg::from))
                            })
                            .map_err(|e| first_line(&e.to_string()))?;
                        if !want {
                            return Ok(vec![]);
                        }
                        out.iter()
                            .map(|t| t.to_host().map_err(|e| first_line(&e.to_string())))
                            .collect()
                    }))
                    .unwrap_or_else(|p| Err(panic_text(p)));
                    results.push(r);
                }
            }
        }
        Ok(results)
    }
}

/// Runs one case: `Err` when it does not compile on this path, else each function's outcome.
fn run_case(
    text: &str,
    file: &str,
    chunk: dialect::parser::Chunk<'_>,
    path: &str,
    runs: &[RunLine],
) -> Result<Vec<(String, Option<String>)>, String> {
    let opts = dialect::verifier::VerifyOptions::default();
    let mut diags = Vec::new();
    let m = compiler::driver::parse_and_verify(chunk.text, chunk.offset, &opts, &mut diags)
        .ok_or_else(|| first_line(&dialect::diag::render(&diags, file, text, false)))?;
    let public = public_functions(&m);
    // The runs: a check test is one run of its functions without arguments; a model test runs
    // each RUN line.
    let plan: Vec<(Vec<Call>, Option<&RunLine>)> = if runs.is_empty() {
        let calls = runnable_functions(&m)
            .into_iter()
            .map(|f| (f, Ok(vec![])))
            .collect();
        vec![(calls, None)]
    } else {
        runs.iter()
            .map(|r| {
                let fs = match &r.function {
                    Some(f) => vec![f.clone()],
                    None => public.clone(),
                };
                let calls = fs
                    .into_iter()
                    .map(|f| {
                        let args = parse_inputs(&m, &f, &r.inputs);
                        (f, args)
                    })
                    .collect();
                (calls, Some(r))
            })
            .collect()
    };
    let compiled = if path == "ref" {
        Compiled::Ref(legalize_for_reference(&m)?)
    } else {
        let mut m = m;
        let pipeline = compiler::driver::phase_pipeline("plan").ok_or("no `plan` phase")?;
        let passes = compiler::pass_manager::parse_pipeline(&pipeline)?;
        let rep = compiler::pass_manager::run_pipeline(
            &mut m,
            &passes,
            &compiler::pass_manager::Instrumentation::default(),
        );
        if rep.failed {
            return Err(first_line(&dialect::diag::render(
                &rep.diagnostics,
                file,
                text,
                false,
            )));
        }
        let (def, data) = compiler::backend::lower_module(&m, text, file).map_err(|errs| {
            first_line(&compiler::backend::render_errors(&errs, file, text, false))
        })?;
        Compiled::Vm(
            runtime::vm::format::write_module(&def, &data),
            path == "jit",
        )
    };
    // Each function's first failure over all runs.
    let mut outcome: Vec<(String, Option<String>)> = Vec::new();
    for (calls, run) in plan {
        let results = compiled.run(&calls, run.is_some())?;
        let verdict = run.and_then(|r| {
            // Print what ran, as iree-run-mlir does, and FileCheck it.
            let mut printed = String::new();
            for ((f, _), res) in calls.iter().zip(&results) {
                match res {
                    Ok(values) => {
                        printed.push_str(&runtime_cli::io::format_results(f, values, 1024))
                    }
                    Err(e) => printed.push_str(&format!("EXEC @{f}\nerror: {e}\n")),
                }
            }
            filecheck(text, file, &r.prefix, &printed).err()
        });
        for ((f, _), res) in calls.into_iter().zip(results) {
            let err = res.err().or_else(|| verdict.clone());
            match outcome.iter_mut().find(|(g, _)| *g == f) {
                Some((_, slot)) => {
                    if slot.is_none() {
                        *slot = err;
                    }
                }
                None => outcome.push((f, err)),
            }
        }
    }
    Ok(outcome)
}

/// Matches `input` against the `prefix` lines of `check_text` (with LLVM FileCheck's whitespace
/// canonicalization).
pub fn filecheck(check_text: &str, file: &str, prefix: &str, input: &str) -> Result<(), String> {
    use clap::Parser;
    use litcheck_filecheck::litcheck::diagnostics::{FileName, SourceLanguage};
    use litcheck_filecheck::{Config, Options, Test};
    fn canonicalize(text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut last_space = false;
        for c in text.chars().filter(|&c| c != '\r') {
            let space = c == ' ' || c == '\t';
            if !(space && last_space) {
                out.push(if space { ' ' } else { c });
            }
            last_space = space;
        }
        out
    }
    let options = Options::try_parse_from(["--check-prefix", prefix])
        .map_err(|e| format!("FileCheck options: {e}"))?;
    let config = Config {
        options,
        ..Config::default()
    };
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let match_file = config.source_manager.load(
            SourceLanguage::Unknown,
            FileName::from(PathBuf::from(file)),
            canonicalize(check_text),
        );
        let input = config.source_manager.load(
            SourceLanguage::Unknown,
            FileName::Stdin,
            canonicalize(input),
        );
        Test::new(match_file, &config).verify(input)
    }))
    .map_err(panic_text)?;
    outcome.map(|_| ()).map_err(|report| {
        let shown: String = input.chars().take(400).collect();
        format!(
            "FileCheck: {}; the output was: {}",
            first_line(&format!("{report}")),
            shown.replace('\n', " | ")
        )
    })
}
