//! The StableHLO project's own interpreter test suite (`tests/stablehlo-interpret/`, copied from
//! openxla/stablehlo `stablehlo/tests/interpret/` with its Apache-2.0 licence), run on three paths:
//! `ref` (the reference interpreter, after `chlo-legalize-to-stablehlo`), and the compiled path
//! (`irc compile`'s pipeline and lowering, then the VM through the embedding API) with the JIT
//! (`jit`) and without it (`nojit`).
//!
//! Every file is split at `// -----` lines as `--split-input-file` does, and every public function
//! without arguments of every case runs; it passes when it runs to the end with every check in it
//! (`check.expect_*`, `stablehlo.custom_call @check.*`) holding. A case that does not compile on a
//! path fails as a whole (`file.mlir :LINE`, LINE being the case's first line).
//!
//! `tests/stablehlo-interpret/NOT_PASSING` lists what does not pass yet, each entry with its paths
//! and the reason. There is one trial per file and path; it fails when a listed entry passes (the
//! list only shrinks: delete the line) or an entry that is not listed fails (a regression, or a
//! new failure to fix or, with a reason, to list). `STABLEHLO_INTERPRET_LIST=1` prints the entries
//! that fail today in the list's format instead of failing, to start a list from.

use std::collections::{BTreeMap, BTreeSet};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use compiler::pass_manager::legalize_for_reference;
use compiler::reference::{io::runnable_functions, Interpreter};
use libtest_mimic::{Arguments, Failed, Trial};

/// The three paths, as the list names them.
const PATHS: [&str; 3] = ["ref", "jit", "nojit"];

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/stablehlo-interpret")
}

/// The suite's files, relative to the suite directory (`abs.mlir`, `chlo/scan.mlir`).
fn files() -> Vec<String> {
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
    walk(&suite_dir(), "", &mut out);
    out
}

/// An entry of the not-passing list: `file.mlir @function` or `file.mlir :LINE` (a whole case).
type Entry = String;

/// The not-passing list: entry -> the paths it fails on.
fn read_list() -> Result<BTreeMap<Entry, BTreeSet<String>>, String> {
    let path = suite_dir().join("NOT_PASSING");
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

/// What one path did with one file: each entry that ran, and its error if it failed.
type Outcome = BTreeMap<Entry, Option<String>>;

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

/// Runs one file on one path.
fn run_file(file: &str, path: &str) -> Result<Outcome, String> {
    let full = suite_dir().join(file);
    let text = std::fs::read_to_string(&full)
        .map_err(|e| format!("cannot read {}: {e}", full.display()))?;
    let mut out = Outcome::new();
    for chunk in dialect::parser::split_input(&text) {
        let line = text[..chunk.offset].matches('\n').count() + 1;
        let case = format!("{file} :{line}");
        let r = catch_unwind(AssertUnwindSafe(|| run_case(&text, file, chunk, path)))
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
    Ok(out)
}

/// Runs one case: `Err` when it does not compile on this path, else each function's outcome.
fn run_case(
    text: &str,
    file: &str,
    chunk: dialect::parser::Chunk<'_>,
    path: &str,
) -> Result<Vec<(String, Option<String>)>, String> {
    let opts = dialect::verifier::VerifyOptions::default();
    let mut diags = Vec::new();
    let m = compiler::driver::parse_and_verify(chunk.text, chunk.offset, &opts, &mut diags)
        .ok_or_else(|| first_line(&dialect::diag::render(&diags, file, text, false)))?;
    let functions = runnable_functions(&m);
    let mut results = Vec::new();
    if path == "ref" {
        let lm = legalize_for_reference(&m)?;
        let interp = Interpreter::new(&lm);
        for f in functions {
            let r = catch_unwind(AssertUnwindSafe(|| interp.call(&f, vec![])))
                .unwrap_or_else(|p| Err(compiler::reference::EvalError::Internal(panic_text(p))));
            results.push((f, r.err().map(|e| e.to_string())));
        }
        return Ok(results);
    }
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
    let (def, data) = compiler::backend::lower_module(&m, text, file)
        .map_err(|errs| first_line(&compiler::backend::render_errors(&errs, file, text, false)))?;
    let bytes = runtime::vm::format::write_module(&def, &data);
    let instance = runtime::api::Instance::builder()
        .threads(1)
        .jit(path == "jit")
        .leak_check_on_drop(false)
        .build()
        .map_err(|e| e.to_string())?;
    let module = runtime::api::Module::from_bytes(&instance, &bytes).map_err(|e| e.to_string())?;
    for f in functions {
        let r = catch_unwind(AssertUnwindSafe(|| {
            module
                .function(&f)
                .and_then(|func| func.call(std::iter::empty()))
                .map(|_| ())
                .map_err(|e| first_line(&e.to_string()))
        }))
        .unwrap_or_else(|p| Err(panic_text(p)));
        results.push((f, r.err()));
    }
    Ok(results)
}

/// Compares one file's outcome on one path with the list.
fn judge(
    file: &str,
    path: &str,
    outcome: &Outcome,
    list: &BTreeMap<Entry, BTreeSet<String>>,
) -> Result<(), String> {
    let mut problems = Vec::new();
    for (entry, err) in outcome {
        let listed = list.get(entry).is_some_and(|p| p.contains(path));
        match (err, listed) {
            (Some(e), false) => problems.push(format!("fails but is not listed: {entry}: {e}")),
            (None, true) => problems.push(format!(
                "passes now: remove `{entry}` ({path}) from tests/stablehlo-interpret/NOT_PASSING"
            )),
            (Some(_), true) | (None, false) => {}
        }
    }
    // A listed entry of this file that did not run at all (renamed, or its case now fails whole).
    for (entry, paths) in list {
        let of_file = entry
            .strip_prefix(file)
            .is_some_and(|rest| rest.starts_with(" @") || rest.starts_with(" :"));
        if of_file && paths.contains(path) && !outcome.contains_key(entry) {
            problems.push(format!(
                "`{entry}` ({path}) is listed but did not run: update tests/stablehlo-interpret/NOT_PASSING"
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// Prints today's failures in the list's format (`STABLEHLO_INTERPRET_LIST=1`).
fn print_list() {
    let mut by_entry: BTreeMap<Entry, (Vec<&str>, String)> = BTreeMap::new();
    // Per path: functions that ran, functions that passed, cases that did not compile.
    let mut counts: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
    for file in files() {
        for path in PATHS {
            let outcome = run_file(&file, path)
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
    for (path, [ran, passed, cases]) in counts {
        eprintln!("{path}: {passed} of {ran} test functions pass; {cases} case(s) do not compile");
    }
}

fn main() {
    if std::env::var_os("STABLEHLO_INTERPRET_LIST").is_some() {
        print_list();
        return;
    }
    let args = Arguments::from_args();
    let list = match read_list() {
        Ok(l) => l,
        Err(e) => {
            let trial = Trial::test("NOT_PASSING", move || Err(Failed::from(e.clone())));
            libtest_mimic::run(&args, vec![trial]).exit();
        }
    };
    let list = std::sync::Arc::new(list);
    let mut trials = Vec::new();
    for file in files() {
        for path in PATHS {
            let (file, list) = (file.clone(), list.clone());
            trials.push(Trial::test(format!("{file} [{path}]"), move || {
                let outcome = run_file(&file, path)?;
                judge(&file, path, &outcome, &list).map_err(Failed::from)
            }));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
