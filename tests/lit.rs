//! The lit test runner: one libtest-mimic trial per `.mlir` file under `tests/lit/` (recursive,
//! sorted, named by the path relative to `tests/lit`; `Output` directories and the names in
//! `config.excludes` of `tests/lit/lit.cfg.py` are skipped).
//!
//! Each file's `RUN:` lines (`\` continues one onto the next) run, one after another, in a small
//! shell that follows LLVM lit's internal shell: `|` pipelines with pipefail, `&&`, `||`, `;`,
//! single and double quotes, backslash escapes, the redirections `<`, `>`, `>>`, `2>`, `2>>`,
//! `2>&1`, `1>&2`, `&>`, and lit's substitutions (`%s`, `%S`, `%p`, `%t`, `%T`, `%basename_t`,
//! `%{s:basename}`, `%{s:stem}`, `%{t:stem}`, `%{s:real}`, `%{pathsep}`, `%(line)`, `%%`). `%t` is
//! `<target>/tmp/lit/<name>.d/<file>.tmp` and `%T` its directory, made afresh for each test. The
//! first failing RUN line fails the test; its report shows the line, its expansion, and the
//! status, stdout and stderr of the stages.
//!
//! Commands: `irc` is the binary cargo built for this test; `irvm` is looked for next to it.
//! `FileCheck` runs in-process on litcheck-filecheck, with LLVM's whitespace canonicalization
//! and exit codes (1: a check failed, 2: bad usage or check file). `not [--crash]`, `!`, `env`,
//! `echo`, `cat`, `count`, `true`, `false`, `:`, `diff`, `cmp`, `rm` and `mkdir` are built in;
//! any other command is a process found on `PATH` (with irc's directory first), run in the
//! test's directory with `IRC_TEST=1`. As with LLVM's `not`, a crash (a signal, or a panic of
//! irc or irvm) fails `not` unless it is `not --crash`.
//!
//! `XFAIL:`, `REQUIRES:` and `UNSUPPORTED:` take lit's boolean expressions over an empty set of
//! features, so only `true` (and `*` in `XFAIL:`) holds. An unsupported test is reported as
//! ignored. `IRC_LIT_TIMEOUT` (seconds; default 600, 0 for none) bounds each process.
//!
//! The same files run under LLVM's `lit` with `tests/lit/lit.cfg.py`.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::io::{self, Read, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Completion, Failed, Trial};

const IRC: &str = env!("CARGO_BIN_EXE_irc");
const MANIFEST_DIR: &str = env!("CARGO_MANIFEST_DIR");
const TARGET_TMPDIR: &str = env!("CARGO_TARGET_TMPDIR");

/// At most this many bytes of a captured stream are shown in a failure report.
const DUMP_LIMIT: usize = 16 * 1024;

fn main() {
    let args = Arguments::from_args();
    let trials = build_trials();
    libtest_mimic::run(&args, trials).exit();
}

// ---------------------------------------------------------------------------------------------
// Discovery
// ---------------------------------------------------------------------------------------------

/// What every trial shares: where the tools are and where temporary files go.
struct Ctx {
    irc: PathBuf,
    bin_dir: PathBuf,
    tmp_root: PathBuf,
    path_env: OsString,
    timeout: Option<Duration>,
}

impl Ctx {
    fn new() -> Ctx {
        let irc = PathBuf::from(IRC);
        let bin_dir = irc
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| PathBuf::from("."));
        let mut paths = vec![bin_dir.clone()];
        if let Some(path) = std::env::var_os("PATH") {
            paths.extend(std::env::split_paths(&path));
        }
        let path_env = std::env::join_paths(paths)
            .unwrap_or_else(|_| std::env::var_os("PATH").unwrap_or_default());
        let timeout = match std::env::var("IRC_LIT_TIMEOUT") {
            Ok(v) => match v.trim().parse::<u64>() {
                Ok(0) => None,
                Ok(secs) => Some(Duration::from_secs(secs)),
                Err(_) => Some(Duration::from_secs(600)),
            },
            Err(_) => Some(Duration::from_secs(600)),
        };
        Ctx {
            irc,
            bin_dir,
            tmp_root: Path::new(TARGET_TMPDIR).join("lit"),
            path_env,
            timeout,
        }
    }
}

fn build_trials() -> Vec<Trial> {
    let root = Path::new(MANIFEST_DIR).join("..").join("tests").join("lit");
    let root = root.canonicalize().unwrap_or(root);
    let excludes = read_excludes(&root.join("lit.cfg.py"));
    let mut files = Vec::new();
    let mut errors = Vec::new();
    walk(&root, "", &excludes, &mut files, &mut errors);
    files.sort();
    let ctx = Arc::new(Ctx::new());
    let mut trials: Vec<Trial> = files
        .into_iter()
        .map(|(name, path)| {
            let ctx = Arc::clone(&ctx);
            let trial_name = name.clone();
            Trial::ignorable_test(trial_name, move || run_file(&ctx, &name, &path))
        })
        .collect();
    for (i, error) in errors.into_iter().enumerate() {
        trials.push(Trial::test(format!("<discovery error {i}>"), move || {
            Err(error.into())
        }));
    }
    trials
}

/// Collects `.mlir` files below `dir`, naming each by its path relative to the suite root.
fn walk(
    dir: &Path,
    rel: &str,
    excludes: &[String],
    files: &mut Vec<(String, PathBuf)>,
    errors: &mut Vec<String>,
) {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            errors.push(format!("cannot read directory {}: {e}", dir.display()));
            return;
        }
    };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let name = entry.file_name().to_string_lossy().into_owned();
        if excludes.contains(&name) || name.starts_with('.') {
            continue;
        }
        let path = entry.path();
        let rel_name = if rel.is_empty() {
            name.clone()
        } else {
            format!("{rel}/{name}")
        };
        let Ok(meta) = fs::metadata(&path) else {
            continue;
        };
        if meta.is_dir() {
            if name != "Output" {
                walk(&path, &rel_name, excludes, files, errors);
            }
        } else if name.ends_with(".mlir") {
            files.push((rel_name, path));
        }
    }
}

/// The names in `config.excludes = [...]` of lit.cfg.py, if there is one.
fn read_excludes(cfg: &Path) -> Vec<String> {
    let mut out = vec!["lit.cfg.py".to_string(), "Output".to_string()];
    let Ok(text) = fs::read_to_string(cfg) else {
        return out;
    };
    let mut rest = text.as_str();
    while let Some(pos) = rest.find("config.excludes") {
        rest = &rest[pos + "config.excludes".len()..];
        let Some(open) = rest.find('[') else {
            break;
        };
        let Some(close) = rest[open..].find(']') else {
            break;
        };
        let list = &rest[open + 1..open + close];
        let mut chars = list.chars();
        while let Some(c) = chars.next() {
            if c == '\'' || c == '"' {
                let s: String = chars.by_ref().take_while(|&d| d != c).collect();
                out.push(s);
            } else if c == '#' {
                // A comment runs to the end of its line.
                for d in chars.by_ref() {
                    if d == '\n' {
                        break;
                    }
                }
            }
        }
        rest = &rest[open + close..];
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Test scripts
// ---------------------------------------------------------------------------------------------

struct RunLine {
    line: usize,
    text: String,
}

#[derive(Default)]
struct Script {
    run: Vec<RunLine>,
    xfail: Vec<String>,
    requires: Vec<String>,
    unsupported: Vec<String>,
}

const KEYWORDS: &[&str] = &[
    "RUN:",
    "XFAIL:",
    "REQUIRES:",
    "UNSUPPORTED:",
    "ALLOW_RETRIES:",
    "END.",
    "DEFINE:",
    "REDEFINE:",
];

/// The leftmost lit keyword on a line and the text after it (lit's `(KW1|KW2|..)(.*)\n`).
fn find_keyword(line: &str) -> Option<(&'static str, &str)> {
    let mut best: Option<(usize, &'static str)> = None;
    for kw in KEYWORDS {
        if let Some(pos) = line.find(kw) {
            if best.is_none_or(|(b, _)| pos < b) {
                best = Some((pos, kw));
            }
        }
    }
    best.map(|(pos, kw)| (kw, &line[pos + kw.len()..]))
}

fn parse_script(text: &str) -> Result<Script, String> {
    let mut script = Script::default();
    for (idx, raw) in text.split('\n').enumerate() {
        let lineno = idx + 1;
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        let Some((kw, rest)) = find_keyword(line) else {
            continue;
        };
        match kw {
            "RUN:" => {
                let cmd = substitute_line_numbers(rest, lineno);
                let cmd = cmd.trim_end();
                match script.run.last_mut() {
                    Some(prev) if prev.text.ends_with('\\') => {
                        prev.text.pop();
                        prev.text.push_str(cmd);
                    }
                    _ => script.run.push(RunLine {
                        line: lineno,
                        text: cmd.to_string(),
                    }),
                }
            }
            "XFAIL:" => push_bool_list(&mut script.xfail, rest),
            "REQUIRES:" => push_bool_list(&mut script.requires, rest),
            "UNSUPPORTED:" => push_bool_list(&mut script.unsupported, rest),
            "END." if rest.trim().is_empty() => break,
            "DEFINE:" | "REDEFINE:" => {
                return Err(format!(
                    "line {lineno}: `{kw}` is not supported by this runner"
                ));
            }
            _ => {} // ALLOW_RETRIES: has no effect here.
        }
    }
    if let Some(last) = script.run.last() {
        if last.text.ends_with('\\') {
            return Err(format!(
                "Test has unterminated 'RUN:' directive (with '\\') starting at line {}",
                last.line
            ));
        }
    }
    for (kw, list) in [
        ("XFAIL:", &script.xfail),
        ("REQUIRES:", &script.requires),
        ("UNSUPPORTED:", &script.unsupported),
    ] {
        if list.last().is_some_and(|s| s.ends_with('\\')) {
            return Err(format!("Test has unterminated '{kw}' lines (with '\\')"));
        }
    }
    Ok(script)
}

/// lit's BOOLEAN_EXPR keyword parser: a comma-separated list, `\` continuing the last item.
fn push_bool_list(list: &mut Vec<String>, rest: &str) {
    let mut parts: Vec<String> = rest
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    if let Some(last) = list.last_mut() {
        if last.ends_with('\\') && !parts.is_empty() {
            last.pop();
            let first = parts.remove(0);
            last.push_str(&first);
        }
    }
    list.extend(parts);
}

/// `%(line)`, `%(line+N)` and `%(line-N)`.
fn substitute_line_numbers(text: &str, lineno: usize) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(pos) = rest.find("%(line") {
        out.push_str(&rest[..pos]);
        let after = &rest[pos + "%(line".len()..];
        let Some(close) = after.find(')') else {
            out.push_str("%(line");
            rest = after;
            continue;
        };
        let inner: String = after[..close]
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        let value = if inner.is_empty() {
            Some(lineno as i64)
        } else if let Some(n) = inner.strip_prefix('+') {
            n.parse::<i64>().ok().map(|n| lineno as i64 + n)
        } else if let Some(n) = inner.strip_prefix('-') {
            n.parse::<i64>().ok().map(|n| lineno as i64 - n)
        } else {
            None
        };
        match value {
            Some(v) => {
                out.push_str(&v.to_string());
                rest = &after[close + 1..];
            }
            None => {
                out.push_str("%(line");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Evaluates one of lit's boolean feature expressions. No feature is available, so an
/// identifier (or `{{regex}}`) is false, except the literal `true`.
fn eval_feature_expr(expr: &str) -> Result<bool, String> {
    let tokens = lex_feature_expr(expr)?;
    let mut pos = 0;
    let value = parse_or(&tokens, &mut pos)?;
    if pos != tokens.len() {
        return Err(format!("unexpected `{}` in `{expr}`", tokens[pos]));
    }
    Ok(value)
}

fn lex_feature_expr(expr: &str) -> Result<Vec<String>, String> {
    let mut tokens = Vec::new();
    let bytes = expr.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'(' || c == b')' || c == b'!' {
            tokens.push((c as char).to_string());
            i += 1;
        } else if expr[i..].starts_with("&&") || expr[i..].starts_with("||") {
            tokens.push(expr[i..i + 2].to_string());
            i += 2;
        } else {
            let start = i;
            loop {
                if i < bytes.len()
                    && (bytes[i].is_ascii_alphanumeric() || b"-+=._".contains(&bytes[i]))
                {
                    i += 1;
                } else if expr[i..].starts_with("{{") {
                    match expr[i + 2..].find("}}") {
                        Some(end) if end > 0 => i += end + 4,
                        _ => return Err(format!("unterminated `{{{{` in `{expr}`")),
                    }
                } else {
                    break;
                }
            }
            if i == start {
                return Err(format!(
                    "unexpected character `{}` in feature expression `{expr}`",
                    &expr[i..].chars().next().unwrap_or(' ')
                ));
            }
            tokens.push(expr[start..i].to_string());
        }
    }
    Ok(tokens)
}

fn parse_or(tokens: &[String], pos: &mut usize) -> Result<bool, String> {
    let mut value = parse_and(tokens, pos)?;
    while tokens.get(*pos).is_some_and(|t| t == "||") {
        *pos += 1;
        let rhs = parse_and(tokens, pos)?;
        value = value || rhs;
    }
    Ok(value)
}

fn parse_and(tokens: &[String], pos: &mut usize) -> Result<bool, String> {
    let mut value = parse_not(tokens, pos)?;
    while tokens.get(*pos).is_some_and(|t| t == "&&") {
        *pos += 1;
        let rhs = parse_not(tokens, pos)?;
        value = value && rhs;
    }
    Ok(value)
}

fn parse_not(tokens: &[String], pos: &mut usize) -> Result<bool, String> {
    match tokens.get(*pos).map(String::as_str) {
        Some("!") => {
            *pos += 1;
            Ok(!parse_not(tokens, pos)?)
        }
        Some("(") => {
            *pos += 1;
            let value = parse_or(tokens, pos)?;
            if tokens.get(*pos).map(String::as_str) != Some(")") {
                return Err("expected `)` in feature expression".to_string());
            }
            *pos += 1;
            Ok(value)
        }
        Some(t) if t != ")" && t != "&&" && t != "||" => {
            *pos += 1;
            Ok(t == "true")
        }
        Some(t) => Err(format!("unexpected `{t}` in feature expression")),
        None => Err("feature expression ends unexpectedly".to_string()),
    }
}

// ---------------------------------------------------------------------------------------------
// Running one file
// ---------------------------------------------------------------------------------------------

/// lit's default substitutions for one test, as (text after `%`, replacement).
struct Subst(Vec<(&'static str, String)>);

impl Subst {
    fn new(source: &Path, tmp_dir: &Path, file_name: &str) -> Subst {
        let show = |p: &Path| p.display().to_string();
        let real = |p: &Path| match (p.parent(), p.file_name()) {
            (Some(dir), Some(name)) => dir
                .canonicalize()
                .map(|d| show(&d.join(name)))
                .unwrap_or_else(|_| show(p)),
            _ => show(p),
        };
        let source_dir = source.parent().unwrap_or(Path::new("/"));
        let tmp = tmp_dir.join(format!("{file_name}.tmp"));
        let stem = source
            .file_stem()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Subst(vec![
            ("%", "%".to_string()),
            ("{pathsep}", ":".to_string()),
            ("{fs-sep}", "/".to_string()),
            ("{fs-src-root}", "/".to_string()),
            ("{fs-tmp-root}", "/".to_string()),
            ("basename_t", file_name.to_string()),
            ("{s:basename}", file_name.to_string()),
            ("{s:stem}", stem),
            ("{t:stem}", file_name.to_string()),
            ("{s:real}", real(source)),
            ("{S:real}", real(source_dir)),
            ("{p:real}", real(source_dir)),
            ("{t:real}", real(&tmp)),
            ("/s", show(source)),
            ("/S", show(source_dir)),
            ("/p", show(source_dir)),
            ("/t", show(&tmp)),
            ("/T", show(tmp_dir)),
            ("s", show(source)),
            ("S", show(source_dir)),
            ("p", show(source_dir)),
            ("t", show(&tmp)),
            // Older lit only (LLVM's lit dropped %T): the test's own temporary directory.
            ("T", show(tmp_dir)),
        ])
    }

    /// Applies the substitutions left to right in one pass (so `%%s` is `%s`); an unknown
    /// `%x` is left alone, as lit does.
    fn apply(&self, cmd: &str) -> String {
        let mut out = String::with_capacity(cmd.len());
        let mut rest = cmd;
        while let Some(pos) = rest.find('%') {
            out.push_str(&rest[..pos]);
            let after = &rest[pos + 1..];
            match self.0.iter().find(|(key, _)| after.starts_with(key)) {
                Some((key, value)) => {
                    out.push_str(value);
                    rest = &after[key.len()..];
                }
                None => {
                    out.push('%');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

fn run_file(ctx: &Ctx, name: &str, path: &Path) -> Result<Completion, Failed> {
    let bytes = fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let text = String::from_utf8_lossy(&bytes);
    let script = parse_script(&text).map_err(|e| format!("{name}: {e}"))?;

    for expr in &script.requires {
        if expr == "*" {
            return Err(format!("{name}: `*` is not valid in REQUIRES: (lit rejects it)").into());
        }
        if !eval_feature_expr(expr).map_err(|e| format!("{name}: REQUIRES: {e}"))? {
            return Ok(Completion::ignored_with(format!(
                "UNSUPPORTED (REQUIRES: {expr})"
            )));
        }
    }
    for expr in &script.unsupported {
        if expr == "*" {
            return Err(format!(
                "{name}: `*` is not valid in UNSUPPORTED: (lit rejects it); use `true`"
            )
            .into());
        }
        if eval_feature_expr(expr).map_err(|e| format!("{name}: UNSUPPORTED: {e}"))? {
            return Ok(Completion::ignored_with(format!("UNSUPPORTED: {expr}")));
        }
    }
    let mut xfail = false;
    for expr in &script.xfail {
        if expr == "*" || eval_feature_expr(expr).map_err(|e| format!("{name}: XFAIL: {e}"))? {
            xfail = true;
        }
    }
    if script.run.is_empty() {
        return Err(format!("{name}: Test has no 'RUN:' line").into());
    }

    // A fresh directory per test: %T is it, %t a path inside it.
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "test".to_string());
    let tmp_dir = ctx.tmp_root.join(format!("{name}.d"));
    let _ = fs::remove_dir_all(&tmp_dir);
    fs::create_dir_all(&tmp_dir)
        .map_err(|e| format!("cannot create {}: {e}", tmp_dir.display()))?;
    let cwd = path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."));
    let sub = Subst::new(path, &tmp_dir, &file_name);

    let shell = Shell { ctx, cwd: &cwd };
    let mut result = Ok(());
    for (i, run) in script.run.iter().enumerate() {
        let expanded = sub.apply(&run.text);
        let failure = match parse_command_line(&expanded) {
            Err(e) => Some(format!("malformed RUN line: {e}\n")),
            Ok(list) => {
                let (ok, executed) = shell.run_list(&list);
                (!ok).then(|| describe_pipelines(&executed))
            }
        };
        if let Some(details) = failure {
            let mut msg = String::new();
            let _ = writeln!(msg, "{name}: RUN line at line {} failed", run.line);
            let _ = writeln!(msg, "  RUN:      {}", run.text.trim());
            let _ = writeln!(msg, "  expanded: {}", expanded.trim());
            let _ = writeln!(msg, "  cwd:      {}", cwd.display());
            if i > 0 {
                let _ = writeln!(msg, "  ({i} earlier RUN line(s) passed)");
            }
            msg.push('\n');
            msg.push_str(&details);
            result = Err(msg);
            break;
        }
    }
    match (result, xfail) {
        (Ok(()), false) | (Err(_), true) => Ok(Completion::Completed),
        (Err(msg), false) => Err(msg.into()),
        (Ok(()), true) => {
            Err(format!("{name}: XPASS: marked XFAIL but every RUN line passed").into())
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Shell syntax
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Word(String),
    Pipe,
    AndAnd,
    OrOr,
    Semi,
    /// A redirection operator (`<`, `>`, `>>`, `>&`, `&>`) with its explicit fd, if any.
    Redir(&'static str, Option<u32>),
}

fn lex(line: &str) -> Result<Vec<Tok>, String> {
    let chars: Vec<char> = line.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        match c {
            ';' => {
                tokens.push(Tok::Semi);
                i += 1;
            }
            '|' => {
                if chars.get(i + 1) == Some(&'|') {
                    tokens.push(Tok::OrOr);
                    i += 2;
                } else {
                    tokens.push(Tok::Pipe);
                    i += 1;
                }
            }
            '&' => match chars.get(i + 1) {
                Some('&') => {
                    tokens.push(Tok::AndAnd);
                    i += 2;
                }
                Some('>') => {
                    tokens.push(Tok::Redir("&>", None));
                    i += 2;
                }
                _ => return Err("background jobs (`&`) are not supported".to_string()),
            },
            '>' | '<' => {
                let (op, len) = redirect_op(&chars[i..])?;
                tokens.push(Tok::Redir(op, None));
                i += len;
            }
            _ => {
                // A word, possibly made of quoted and unquoted parts.
                let mut word = String::new();
                let mut only_digits = true;
                let mut became_redirect = false;
                while let Some(&c) = chars.get(i) {
                    if c.is_whitespace() || c == '|' || c == '&' || c == ';' {
                        break;
                    }
                    if c == '>' || c == '<' {
                        if only_digits && !word.is_empty() {
                            let fd: u32 = word
                                .parse()
                                .map_err(|_| format!("bad file descriptor `{word}`"))?;
                            let (op, len) = redirect_op(&chars[i..])?;
                            tokens.push(Tok::Redir(op, Some(fd)));
                            i += len;
                            became_redirect = true;
                        }
                        break;
                    }
                    match c {
                        '\'' => {
                            only_digits = false;
                            i += 1;
                            loop {
                                match chars.get(i) {
                                    None => return Err("missing closing `'`".to_string()),
                                    Some('\'') => break,
                                    Some(&d) => word.push(d),
                                }
                                i += 1;
                            }
                            i += 1;
                        }
                        '"' => {
                            only_digits = false;
                            i += 1;
                            loop {
                                match chars.get(i) {
                                    None => return Err("missing closing `\"`".to_string()),
                                    Some('"') => break,
                                    Some('\\') => match chars.get(i + 1) {
                                        Some(&d @ ('"' | '\\' | '$')) => {
                                            word.push(d);
                                            i += 1;
                                        }
                                        Some(_) => word.push('\\'),
                                        None => {
                                            return Err("missing closing `\"`".to_string());
                                        }
                                    },
                                    Some(&d) => word.push(d),
                                }
                                i += 1;
                            }
                            i += 1;
                        }
                        '\\' => {
                            only_digits = false;
                            match chars.get(i + 1) {
                                Some(&d) => word.push(d),
                                None => return Err("`\\` at the end of the line".to_string()),
                            }
                            i += 2;
                        }
                        _ => {
                            if !c.is_ascii_digit() {
                                only_digits = false;
                            }
                            word.push(c);
                            i += 1;
                        }
                    }
                }
                // `2>` became a redirection; anything else is a word (`''` is an empty one).
                if !became_redirect {
                    tokens.push(Tok::Word(word));
                }
            }
        }
    }
    Ok(tokens)
}

fn redirect_op(chars: &[char]) -> Result<(&'static str, usize), String> {
    match (chars.first(), chars.get(1)) {
        (Some('>'), Some('&')) => Ok((">&", 2)),
        (Some('>'), Some('>')) => Ok((">>", 2)),
        (Some('>'), _) => Ok((">", 1)),
        (Some('<'), Some('&' | '<')) => Err("`<&` and `<<` are not supported".to_string()),
        (Some('<'), _) => Ok(("<", 1)),
        _ => Err("expected a redirection".to_string()),
    }
}

#[derive(Debug, Clone)]
enum Redir {
    /// `< FILE`
    In(String),
    /// `N> FILE` / `N>> FILE` for N = 1 or 2.
    Out {
        fd: usize,
        path: String,
        append: bool,
    },
    /// `N>&M`
    Dup { fd: usize, to: usize },
    /// `&> FILE` / `>& FILE`
    Both(String),
}

#[derive(Debug, Clone, Default)]
struct Cmd {
    args: Vec<String>,
    redirs: Vec<Redir>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Connector {
    Always,
    And,
    Or,
}

/// A RUN line: pipelines joined by `&&`, `||` and `;`.
type CmdList = Vec<(Connector, Vec<Cmd>)>;

fn parse_command_line(line: &str) -> Result<CmdList, String> {
    let tokens = lex(line)?;
    let mut list: CmdList = Vec::new();
    if tokens.is_empty() {
        return Ok(list);
    }
    let mut connector = Connector::Always;
    let mut pipeline: Vec<Cmd> = Vec::new();
    let mut cmd = Cmd::default();
    let mut iter = tokens.into_iter();
    while let Some(tok) = iter.next() {
        match tok {
            Tok::Word(w) => cmd.args.push(w),
            Tok::Redir(op, fd) => {
                let target = match iter.next() {
                    Some(Tok::Word(w)) => w,
                    _ => return Err(format!("`{op}` needs a file name")),
                };
                cmd.redirs.push(make_redir(op, fd, target)?);
            }
            Tok::Pipe | Tok::AndAnd | Tok::OrOr | Tok::Semi => {
                if cmd.args.is_empty() {
                    return Err("syntax error: missing command".to_string());
                }
                pipeline.push(std::mem::take(&mut cmd));
                if tok != Tok::Pipe {
                    list.push((connector, std::mem::take(&mut pipeline)));
                    connector = match tok {
                        Tok::AndAnd => Connector::And,
                        Tok::OrOr => Connector::Or,
                        _ => Connector::Always,
                    };
                }
            }
        }
    }
    if cmd.args.is_empty() {
        return Err("syntax error: missing command at the end of the line".to_string());
    }
    pipeline.push(cmd);
    list.push((connector, pipeline));
    Ok(list)
}

fn make_redir(op: &str, fd: Option<u32>, target: String) -> Result<Redir, String> {
    let fd_num = |n: u32| -> Result<usize, String> {
        match n {
            1 | 2 => Ok(n as usize),
            _ => Err(format!("redirecting file descriptor {n} is not supported")),
        }
    };
    match (op, fd) {
        ("<", None | Some(0)) => Ok(Redir::In(target)),
        ("<", Some(n)) => Err(format!("`{n}<` is not supported")),
        (">" | ">>", fd) => Ok(Redir::Out {
            fd: fd_num(fd.unwrap_or(1))?,
            path: target,
            append: op == ">>",
        }),
        (">&", Some(n)) => {
            let to: u32 = target
                .parse()
                .map_err(|_| format!("`{n}>&` needs a file descriptor, got `{target}`"))?;
            Ok(Redir::Dup {
                fd: fd_num(n)?,
                to: fd_num(to)?,
            })
        }
        (">&", None) => match target.parse::<u32>() {
            Ok(to) => Ok(Redir::Dup {
                fd: 1,
                to: fd_num(to)?,
            }),
            Err(_) => Ok(Redir::Both(target)),
        },
        ("&>", None) => Ok(Redir::Both(target)),
        _ => Err(format!("unsupported redirection `{op}`")),
    }
}

fn shell_quote(arg: &str) -> String {
    if !arg.is_empty()
        && arg
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_=+./,:@%{}[]^*?".contains(c))
    {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', "'\\''"))
    }
}

fn display_cmd(cmd: &Cmd) -> String {
    let mut s: Vec<String> = cmd.args.iter().map(|a| shell_quote(a)).collect();
    for r in &cmd.redirs {
        s.push(match r {
            Redir::In(p) => format!("< {}", shell_quote(p)),
            Redir::Out { fd, path, append } => format!(
                "{}{} {}",
                if *fd == 1 { "" } else { "2" },
                if *append { ">>" } else { ">" },
                shell_quote(path)
            ),
            Redir::Dup { fd, to } => format!("{fd}>&{to}"),
            Redir::Both(p) => format!("&> {}", shell_quote(p)),
        });
    }
    s.join(" ")
}

// ---------------------------------------------------------------------------------------------
// Execution
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone)]
enum Status {
    Exited(i32),
    Signaled(i32),
    /// A Rust panic in one of our binaries (exit code 101).
    Panicked,
    TimedOut(Duration),
    /// The command could not be run at all.
    Error(String),
}

impl Status {
    fn describe(&self) -> String {
        match self {
            Status::Exited(c) => format!("exit code {c}"),
            Status::Signaled(s) => format!("killed by signal {s}"),
            Status::Panicked => "panicked (exit code 101)".to_string(),
            Status::TimedOut(d) => format!("timed out after {}s and was killed", d.as_secs()),
            Status::Error(e) => e.clone(),
        }
    }
}

struct StageOutcome {
    display: String,
    status: Status,
    /// The `not` wrappers, outermost first; `true` for `not --crash`.
    nots: Vec<bool>,
    success: bool,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    piped: bool,
}

/// Where a command's fd 1 or fd 2 goes.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Sink {
    Out,
    Err,
    File(usize),
}

struct Shell<'a> {
    ctx: &'a Ctx,
    cwd: &'a Path,
}

impl Shell<'_> {
    fn run_list(&self, list: &CmdList) -> (bool, Vec<Vec<StageOutcome>>) {
        let mut ok = true;
        let mut executed = Vec::new();
        for (connector, pipeline) in list {
            let run = match connector {
                Connector::Always => true,
                Connector::And => ok,
                Connector::Or => !ok,
            };
            if !run {
                continue;
            }
            let outcomes = self.run_pipeline(pipeline);
            ok = outcomes.iter().all(|o| o.success);
            executed.push(outcomes);
        }
        (ok, executed)
    }

    /// Runs the stages one after another, each reading what the previous one wrote.
    fn run_pipeline(&self, pipeline: &[Cmd]) -> Vec<StageOutcome> {
        let mut input = Vec::new();
        let mut outcomes = Vec::with_capacity(pipeline.len());
        for (i, cmd) in pipeline.iter().enumerate() {
            let mut outcome = self.run_stage(cmd, std::mem::take(&mut input));
            if i + 1 < pipeline.len() {
                input = outcome.stdout.clone();
                outcome.piped = true;
            }
            outcomes.push(outcome);
        }
        outcomes
    }

    fn path(&self, p: &str) -> PathBuf {
        self.cwd.join(p)
    }

    fn run_stage(&self, cmd: &Cmd, input: Vec<u8>) -> StageOutcome {
        let mut outcome = StageOutcome {
            display: display_cmd(cmd),
            status: Status::Exited(0),
            nots: Vec::new(),
            success: false,
            stdout: Vec::new(),
            stderr: Vec::new(),
            piped: false,
        };

        // Redirections, left to right like sh.
        let mut sinks = [Sink::Out, Sink::Err];
        let mut file_paths: Vec<(PathBuf, bool)> = Vec::new();
        let mut stdin_file = None;
        for r in &cmd.redirs {
            match r {
                Redir::In(p) => stdin_file = Some(self.path(p)),
                Redir::Out { fd, path, append } => {
                    file_paths.push((self.path(path), *append));
                    sinks[fd - 1] = Sink::File(file_paths.len() - 1);
                }
                Redir::Dup { fd, to } => sinks[fd - 1] = sinks[to - 1],
                Redir::Both(p) => {
                    file_paths.push((self.path(p), false));
                    sinks = [Sink::File(file_paths.len() - 1); 2];
                }
            }
        }
        let mut files: Vec<Option<fs::File>> = Vec::with_capacity(file_paths.len());
        for (i, (path, append)) in file_paths.iter().enumerate() {
            if !sinks.contains(&Sink::File(i)) {
                files.push(None);
                continue;
            }
            let opened = fs::OpenOptions::new()
                .write(true)
                .create(true)
                .append(*append)
                .truncate(!*append)
                .open(path);
            match opened {
                Ok(f) => files.push(Some(f)),
                Err(e) => {
                    outcome.status = Status::Error(format!("cannot open {}: {e}", path.display()));
                    return outcome;
                }
            }
        }
        let stdin = match stdin_file {
            Some(path) => match fs::read(&path) {
                Ok(bytes) => bytes,
                Err(e) => {
                    outcome.status = Status::Error(format!("cannot read {}: {e}", path.display()));
                    return outcome;
                }
            },
            None => input,
        };

        // `not`, `!` and `env` prefixes.
        let mut args: &[String] = &cmd.args;
        let mut env: Vec<(String, Option<String>)> = Vec::new();
        loop {
            match args.first().map(String::as_str) {
                Some("not") => {
                    args = &args[1..];
                    let crash = args.first().is_some_and(|a| a == "--crash");
                    if crash {
                        args = &args[1..];
                    }
                    outcome.nots.push(crash);
                }
                Some("!") => {
                    args = &args[1..];
                    outcome.nots.push(false);
                }
                Some("env") => {
                    args = &args[1..];
                    loop {
                        match args.first().map(String::as_str) {
                            Some("-u") if args.len() >= 2 => {
                                env.push((args[1].clone(), None));
                                args = &args[2..];
                            }
                            Some(a) if !a.starts_with('-') && a.contains('=') => {
                                let (k, v) = a.split_once('=').unwrap_or((a, ""));
                                env.push((k.to_string(), Some(v.to_string())));
                                args = &args[1..];
                            }
                            _ => break,
                        }
                    }
                }
                _ => break,
            }
        }
        let Some(program) = args.first() else {
            outcome.status = Status::Error("`not`/`env` needs a command to run".to_string());
            return outcome;
        };

        let status = match self.builtin(program, &args[1..], &stdin) {
            Some((code, out, err)) => {
                for (bytes, sink) in [(out, sinks[0]), (err, sinks[1])] {
                    let written = match sink {
                        Sink::Out => {
                            outcome.stdout.extend_from_slice(&bytes);
                            Ok(())
                        }
                        Sink::Err => {
                            outcome.stderr.extend_from_slice(&bytes);
                            Ok(())
                        }
                        Sink::File(i) => match files[i].as_mut() {
                            Some(f) => f.write_all(&bytes),
                            None => Ok(()),
                        },
                    };
                    if let Err(e) = written {
                        outcome.status = Status::Error(format!("cannot write output: {e}"));
                        return outcome;
                    }
                }
                Status::Exited(code)
            }
            None => {
                let (exe, own) = match self.resolve(program) {
                    Ok(found) => found,
                    Err(e) => {
                        outcome.status = Status::Error(e);
                        return outcome;
                    }
                };
                match self.spawn(&exe, &args[1..], &env, sinks, &files, stdin) {
                    Ok((status, out, err)) => {
                        outcome.stdout = out;
                        outcome.stderr = err;
                        match status {
                            Status::Exited(101) if own => Status::Panicked,
                            s => s,
                        }
                    }
                    Err(e) => Status::Error(format!("cannot run {}: {e}", exe.display())),
                }
            }
        };

        // LLVM's `not`: success only on a non-zero exit; a crash fails unless `--crash`.
        let hard_error = matches!(status, Status::Error(_) | Status::TimedOut(_));
        let mut success = matches!(status, Status::Exited(0));
        let mut crashed = matches!(status, Status::Signaled(_) | Status::Panicked);
        for &crash in outcome.nots.iter().rev() {
            success = if crash { crashed } else { !success && !crashed };
            crashed = false;
        }
        outcome.success = success && !hard_error;
        outcome.status = status;
        outcome
    }

    /// Finds the executable for a command name: our binaries first, then `PATH`.
    fn resolve(&self, program: &str) -> Result<(PathBuf, bool), String> {
        match program {
            "irc" => return Ok((self.ctx.irc.clone(), true)),
            "irvm" => {
                let exe = self
                    .ctx
                    .bin_dir
                    .join(format!("irvm{}", std::env::consts::EXE_SUFFIX));
                return if exe.is_file() {
                    Ok((exe, true))
                } else {
                    Err(format!(
                        "irvm: not found at {} (it is looked for next to irc; build it first, \
                         e.g. `cargo build --release`)",
                        exe.display()
                    ))
                };
            }
            "cd" | "export" | "pushd" | "popd" | "ulimit" | "umask" => {
                return Err(format!("`{program}` is not supported by this runner"));
            }
            _ => {}
        }
        if program.contains('/') {
            let exe = self.path(program);
            return if exe.is_file() {
                Ok((exe, false))
            } else {
                Err(format!("{program}: no such file"))
            };
        }
        for dir in std::env::split_paths(&self.ctx.path_env) {
            let exe = dir.join(program);
            if is_executable(&exe) {
                return Ok((exe, false));
            }
        }
        Err(format!("{program}: command not found"))
    }

    fn spawn(
        &self,
        exe: &Path,
        args: &[String],
        env: &[(String, Option<String>)],
        sinks: [Sink; 2],
        files: &[Option<fs::File>],
        stdin: Vec<u8>,
    ) -> io::Result<(Status, Vec<u8>, Vec<u8>)> {
        let mut command = Command::new(exe);
        command
            .args(args)
            .current_dir(self.cwd)
            .env("PATH", &self.ctx.path_env)
            .env("IRC_TEST", "1");
        for (k, v) in env {
            match v {
                Some(v) => command.env(k, v),
                None => command.env_remove(k),
            };
        }
        let out_pipe = if sinks.contains(&Sink::Out) {
            Some(io::pipe()?)
        } else {
            None
        };
        let err_pipe = if sinks.contains(&Sink::Err) {
            Some(io::pipe()?)
        } else {
            None
        };
        let stdio = |sink: Sink| -> io::Result<Stdio> {
            let missing = || io::Error::other("internal error: missing pipe");
            Ok(match sink {
                Sink::Out => Stdio::from(out_pipe.as_ref().ok_or_else(missing)?.1.try_clone()?),
                Sink::Err => Stdio::from(err_pipe.as_ref().ok_or_else(missing)?.1.try_clone()?),
                Sink::File(i) => match files.get(i).and_then(Option::as_ref) {
                    Some(f) => Stdio::from(f.try_clone()?),
                    None => Stdio::null(),
                },
            })
        };
        command.stdout(stdio(sinks[0])?);
        command.stderr(stdio(sinks[1])?);
        command.stdin(if stdin.is_empty() {
            Stdio::null()
        } else {
            Stdio::piped()
        });
        let spawned = command.spawn();
        // Close every write end we hold, so the readers see EOF when the child exits.
        drop(command);
        let out_reader = out_pipe.map(|(r, _w)| r);
        let err_reader = err_pipe.map(|(r, _w)| r);
        let mut child = spawned?;

        let writer = child.stdin.take().map(|mut pipe| {
            thread::spawn(move || {
                // The child may exit without reading everything: ignore EPIPE.
                let _ = pipe.write_all(&stdin);
            })
        });
        let read = |r: Option<io::PipeReader>| {
            r.map(|mut r| {
                thread::spawn(move || {
                    let mut buf = Vec::new();
                    let _ = r.read_to_end(&mut buf);
                    buf
                })
            })
        };
        let out_thread = read(out_reader);
        let err_thread = read(err_reader);

        let status = wait(&mut child, self.ctx.timeout);
        if let Some(t) = writer {
            let _ = t.join();
        }
        let join = |t: Option<thread::JoinHandle<Vec<u8>>>| {
            t.map(|t| t.join().unwrap_or_default()).unwrap_or_default()
        };
        let out = join(out_thread);
        let err = join(err_thread);
        Ok((status, out, err))
    }

    /// Runs a built-in command; `None` if `program` is not one.
    fn builtin(
        &self,
        program: &str,
        args: &[String],
        stdin: &[u8],
    ) -> Option<(i32, Vec<u8>, Vec<u8>)> {
        Some(match program {
            "FileCheck" => filecheck(args, stdin, self.cwd),
            "true" | ":" => (0, Vec::new(), Vec::new()),
            "false" => (1, Vec::new(), Vec::new()),
            "echo" => builtin_echo(args),
            "cat" => self.builtin_cat(args, stdin),
            "count" => builtin_count(args, stdin),
            "diff" => self.builtin_diff(args, stdin),
            "cmp" => self.builtin_cmp(args, stdin),
            "rm" => self.builtin_rm(args),
            "mkdir" => self.builtin_mkdir(args),
            _ => return None,
        })
    }

    fn read_operand(&self, name: &str, stdin: &[u8]) -> io::Result<Vec<u8>> {
        if name == "-" {
            Ok(stdin.to_vec())
        } else {
            fs::read(self.path(name))
        }
    }

    fn builtin_cat(&self, args: &[String], stdin: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
        let mut out = Vec::new();
        if args.is_empty() {
            return (0, stdin.to_vec(), Vec::new());
        }
        for a in args {
            if a.starts_with('-') && a != "-" {
                return (
                    2,
                    out,
                    format!("cat: unsupported option {a}\n").into_bytes(),
                );
            }
            match self.read_operand(a, stdin) {
                Ok(bytes) => out.extend_from_slice(&bytes),
                Err(e) => return (1, out, format!("cat: {a}: {e}\n").into_bytes()),
            }
        }
        (0, out, Vec::new())
    }

    fn builtin_diff(&self, args: &[String], stdin: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
        let mut ignore_space_change = false;
        let mut ignore_all_space = false;
        let mut strip_cr = false;
        let mut quiet = false;
        let mut operands = Vec::new();
        let mut iter = args.iter();
        while let Some(a) = iter.next() {
            match a.as_str() {
                "-u" | "--unified" => {}
                "-U" => {
                    iter.next();
                }
                "-b" | "--ignore-space-change" => ignore_space_change = true,
                "-w" | "--ignore-all-space" => ignore_all_space = true,
                "--strip-trailing-cr" => strip_cr = true,
                "-q" | "--brief" => quiet = true,
                _ if a.starts_with("-U") => {}
                _ if a.starts_with('-') && a != "-" => {
                    return (
                        2,
                        Vec::new(),
                        format!("diff: unsupported option {a}\n").into_bytes(),
                    )
                }
                _ => operands.push(a),
            }
        }
        if operands.len() != 2 {
            return (2, Vec::new(), b"diff: expected two files\n".to_vec());
        }
        let mut texts = Vec::new();
        for name in &operands {
            match self.read_operand(name, stdin) {
                Ok(b) => texts.push(String::from_utf8_lossy(&b).into_owned()),
                Err(e) => return (2, Vec::new(), format!("diff: {name}: {e}\n").into_bytes()),
            }
        }
        let norm = |line: &str| -> String {
            let mut l = line.to_string();
            if strip_cr && l.ends_with('\r') {
                l.pop();
            }
            if ignore_all_space {
                l.retain(|c| !c.is_whitespace());
            } else if ignore_space_change {
                l = l.split_whitespace().collect::<Vec<_>>().join(" ");
            }
            l
        };
        let a: Vec<&str> = texts[0].lines().collect();
        let b: Vec<&str> = texts[1].lines().collect();
        let na: Vec<String> = a.iter().map(|l| norm(l)).collect();
        let nb: Vec<String> = b.iter().map(|l| norm(l)).collect();
        let same_ending = texts[0].ends_with('\n') == texts[1].ends_with('\n')
            || ignore_all_space
            || ignore_space_change;
        if na == nb && same_ending {
            return (0, Vec::new(), Vec::new());
        }
        if quiet {
            let msg = format!("Files {} and {} differ\n", operands[0], operands[1]);
            return (1, msg.into_bytes(), Vec::new());
        }
        let mut out = format!("--- {}\n+++ {}\n", operands[0], operands[1]);
        out.push_str(&unified_diff(&a, &b, &na, &nb));
        if na == nb {
            out.push_str("\\ the files differ only in the final newline\n");
        }
        (1, out.into_bytes(), Vec::new())
    }

    fn builtin_cmp(&self, args: &[String], stdin: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
        let silent = args
            .iter()
            .any(|a| a == "-s" || a == "--silent" || a == "--quiet");
        let operands: Vec<&String> = args
            .iter()
            .filter(|a| !a.starts_with('-') || *a == "-")
            .collect();
        if operands.len() != 2
            || args
                .iter()
                .any(|a| a.starts_with('-') && a != "-" && !silent)
        {
            return (
                2,
                Vec::new(),
                b"cmp: usage: cmp [-s] FILE1 FILE2\n".to_vec(),
            );
        }
        let mut data = Vec::new();
        for name in &operands {
            match self.read_operand(name, stdin) {
                Ok(b) => data.push(b),
                Err(e) => return (2, Vec::new(), format!("cmp: {name}: {e}\n").into_bytes()),
            }
        }
        let (a, b) = (&data[0], &data[1]);
        if a == b {
            return (0, Vec::new(), Vec::new());
        }
        if silent {
            return (1, Vec::new(), Vec::new());
        }
        let pos = a.iter().zip(b.iter()).take_while(|(x, y)| x == y).count();
        let msg = if pos == a.len().min(b.len()) {
            let shorter = if a.len() < b.len() {
                operands[0]
            } else {
                operands[1]
            };
            format!("cmp: EOF on {shorter} after byte {pos}\n")
        } else {
            let line = a[..pos].iter().filter(|&&c| c == b'\n').count() + 1;
            format!(
                "{} {} differ: byte {}, line {line}\n",
                operands[0],
                operands[1],
                pos + 1
            )
        };
        (1, msg.into_bytes(), Vec::new())
    }

    fn builtin_rm(&self, args: &[String]) -> (i32, Vec<u8>, Vec<u8>) {
        let mut force = false;
        let mut recursive = false;
        let mut paths = Vec::new();
        for a in args {
            if a.starts_with('-') && a.len() > 1 {
                for c in a[1..].chars() {
                    match c {
                        'f' => force = true,
                        'r' | 'R' => recursive = true,
                        'v' => {}
                        _ => {
                            return (
                                2,
                                Vec::new(),
                                format!("rm: unsupported option {a}\n").into_bytes(),
                            )
                        }
                    }
                }
            } else {
                paths.push(a);
            }
        }
        let mut err = String::new();
        for p in paths {
            let path = self.path(p);
            if path.parent().is_none() {
                let _ = writeln!(err, "rm: refusing to remove {}", path.display());
                continue;
            }
            let result = match fs::symlink_metadata(&path) {
                Err(e) if e.kind() == io::ErrorKind::NotFound && force => Ok(()),
                Err(e) => Err(e),
                Ok(m) if m.is_dir() => {
                    if recursive {
                        fs::remove_dir_all(&path)
                    } else {
                        Err(io::Error::other("is a directory"))
                    }
                }
                Ok(_) => fs::remove_file(&path),
            };
            if let Err(e) = result {
                let _ = writeln!(err, "rm: {p}: {e}");
            }
        }
        (i32::from(!err.is_empty()), Vec::new(), err.into_bytes())
    }

    fn builtin_mkdir(&self, args: &[String]) -> (i32, Vec<u8>, Vec<u8>) {
        let parents = args.iter().any(|a| a == "-p");
        let mut err = String::new();
        for a in args.iter().filter(|a| *a != "-p") {
            if a.starts_with('-') {
                return (
                    2,
                    Vec::new(),
                    format!("mkdir: unsupported option {a}\n").into_bytes(),
                );
            }
            let path = self.path(a);
            let result = if parents {
                fs::create_dir_all(&path)
            } else {
                fs::create_dir(&path)
            };
            if let Err(e) = result {
                let _ = writeln!(err, "mkdir: {a}: {e}");
            }
        }
        (i32::from(!err.is_empty()), Vec::new(), err.into_bytes())
    }
}

fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

/// Waits for the child, killing it once `timeout` has passed.
fn wait(child: &mut std::process::Child, timeout: Option<Duration>) -> Status {
    let start = Instant::now();
    let mut nap = Duration::from_millis(1);
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return exit_status(status),
            Ok(None) => {}
            Err(e) => return Status::Error(format!("cannot wait for the process: {e}")),
        }
        if let Some(limit) = timeout {
            if start.elapsed() >= limit {
                let _ = child.kill();
                let _ = child.wait();
                return Status::TimedOut(limit);
            }
        }
        thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(20));
    }
}

fn exit_status(status: ExitStatus) -> Status {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return Status::Signaled(signal);
        }
    }
    match status.code() {
        Some(code) => Status::Exited(code),
        None => Status::Error(format!("terminated abnormally ({status})")),
    }
}

fn builtin_echo(args: &[String]) -> (i32, Vec<u8>, Vec<u8>) {
    let mut newline = true;
    let mut escapes = false;
    let mut rest = args;
    while let Some(first) = rest.first() {
        let flags = first.strip_prefix('-').unwrap_or("");
        if flags.is_empty() || !flags.chars().all(|c| "neE".contains(c)) {
            break;
        }
        for c in flags.chars() {
            match c {
                'n' => newline = false,
                'e' => escapes = true,
                _ => escapes = false,
            }
        }
        rest = &rest[1..];
    }
    let mut text = rest.join(" ");
    if escapes {
        text = unescape_echo(&text);
    }
    if newline {
        text.push('\n');
    }
    (0, text.into_bytes(), Vec::new())
}

fn unescape_echo(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some('0') => out.push('\0'),
            Some(d) => {
                out.push('\\');
                out.push(d);
            }
            None => out.push('\\'),
        }
    }
    out
}

fn builtin_count(args: &[String], stdin: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
    let expected = match args {
        [n] => match n.parse::<usize>() {
            Ok(n) => n,
            Err(_) => {
                return (
                    2,
                    Vec::new(),
                    format!("count: bad line count `{n}`\n").into_bytes(),
                )
            }
        },
        _ => {
            return (
                2,
                Vec::new(),
                b"usage: count <expected line count>\n".to_vec(),
            )
        }
    };
    let got = stdin.iter().filter(|&&c| c == b'\n').count();
    if got == expected {
        (0, Vec::new(), Vec::new())
    } else {
        let msg = format!("Expected {expected} lines, got {got}.\n");
        (1, Vec::new(), msg.into_bytes())
    }
}

/// A unified diff (3 lines of context) from a longest-common-subsequence edit script.
fn unified_diff(a: &[&str], b: &[&str], na: &[String], nb: &[String]) -> String {
    let (n, m) = (a.len(), b.len());
    if n.saturating_mul(m) > 16_000_000 {
        let first = na.iter().zip(nb).take_while(|(x, y)| x == y).count();
        return format!(
            "(files too large for a full diff; first difference at line {})\n",
            first + 1
        );
    }
    // lcs[i][j]: LCS length of a[i..] and b[j..].
    let mut lcs = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if na[i] == nb[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    // (kind, a index, b index) with kind ' ', '-', '+'.
    let mut ops: Vec<(char, usize, usize)> = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && na[i] == nb[j] {
            ops.push((' ', i, j));
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
            ops.push(('+', i, j));
            j += 1;
        } else {
            ops.push(('-', i, j));
            i += 1;
        }
    }
    const CONTEXT: usize = 3;
    let mut out = String::new();
    let mut k = 0;
    while k < ops.len() {
        if ops[k].0 == ' ' {
            k += 1;
            continue;
        }
        // A hunk: from CONTEXT lines before this change to CONTEXT lines after the last change
        // that is no more than 2 * CONTEXT equal lines away.
        let start = k.saturating_sub(CONTEXT);
        let mut end = k;
        let mut equal_run = 0;
        let mut e = k;
        while e < ops.len() {
            if ops[e].0 == ' ' {
                equal_run += 1;
                if equal_run > 2 * CONTEXT {
                    break;
                }
            } else {
                equal_run = 0;
                end = e;
            }
            e += 1;
        }
        let stop = (end + 1 + CONTEXT).min(ops.len());
        let hunk = &ops[start..stop];
        let a_start = hunk[0].1;
        let b_start = hunk[0].2;
        let a_len = hunk.iter().filter(|o| o.0 != '+').count();
        let b_len = hunk.iter().filter(|o| o.0 != '-').count();
        let _ = writeln!(
            out,
            "@@ -{},{a_len} +{},{b_len} @@",
            a_start + usize::from(a_len > 0),
            b_start + usize::from(b_len > 0)
        );
        for &(kind, ai, bj) in hunk {
            let text = if kind == '+' { b[bj] } else { a[ai] };
            let _ = writeln!(out, "{kind}{text}");
        }
        k = stop;
    }
    out
}

// ---------------------------------------------------------------------------------------------
// FileCheck on litcheck-filecheck
// ---------------------------------------------------------------------------------------------

/// LLVM FileCheck options that take a value, for the `--opt VALUE` spelling.
const FILECHECK_VALUE_OPTIONS: &[&str] = &[
    "--check-prefix",
    "--check-prefixes",
    "--comment-prefix",
    "--comment-prefixes",
    "--implicit-check-not",
    "--dump-input",
    "--dump-input-filter",
    "--dump-input-context",
    "--input-file",
    "--define",
];

/// Runs FileCheck in-process; returns (exit code, stdout, stderr) like LLVM's FileCheck:
/// 0 on success, 1 when a check fails, 2 on a usage error or an invalid check file.
fn filecheck(args: &[String], stdin: &[u8], cwd: &Path) -> (i32, Vec<u8>, Vec<u8>) {
    use clap::Parser;
    use litcheck_filecheck::litcheck::diagnostics::{FileName, SourceLanguage};
    use litcheck_filecheck::{Config, Dump, Options, Test, TestFailed};

    let usage = |msg: String| (2, Vec::new(), format!("FileCheck: {msg}\n").into_bytes());

    let mut options: Vec<String> = Vec::new();
    let mut positional: Vec<String> = Vec::new();
    let mut input_file: Option<String> = None;
    let mut i = 0;
    while i < args.len() {
        let raw = &args[i];
        i += 1;
        if !raw.starts_with('-') || raw == "-" {
            positional.push(raw.clone());
            continue;
        }
        if let Some(def) = raw.strip_prefix("-D") {
            let value = if def.is_empty() {
                match args.get(i) {
                    Some(v) => {
                        i += 1;
                        v.clone()
                    }
                    None => return usage("-D needs NAME=VALUE".to_string()),
                }
            } else {
                def.to_string()
            };
            options.push("-D".to_string());
            options.push(value);
            continue;
        }
        // LLVM accepts `-check-prefix=X` as well as `--check-prefix=X`.
        let arg = if raw.starts_with("--") || raw.len() == 2 || raw == "-vv" {
            raw.clone()
        } else {
            format!("-{raw}")
        };
        let (name, mut value) = match arg.split_once('=') {
            Some((n, v)) => (n.to_string(), Some(v.to_string())),
            None => (arg.clone(), None),
        };
        if value.is_none() && FILECHECK_VALUE_OPTIONS.contains(&name.as_str()) {
            match args.get(i) {
                Some(v) => {
                    value = Some(v.clone());
                    i += 1;
                }
                None => return usage(format!("{name} needs a value")),
            }
        }
        match name.as_str() {
            "--input-file" => input_file = value,
            // LLVM options with no litcheck equivalent that do not change the verdict.
            "--dump-input-context" | "--allow-deprecated-dag-overlap" => {}
            "--vv" => options.push("-vv".to_string()),
            _ => options.push(match value {
                Some(v) => format!("{name}={v}"),
                None => name,
            }),
        }
    }

    let options = match Options::try_parse_from(&options) {
        Ok(o) => o,
        Err(e) => return usage(e.to_string().trim_end().to_string()),
    };
    if options.dump_input == Dump::Help {
        return (0, Dump::HELP.as_bytes().to_vec(), Vec::new());
    }
    if let Err(e) = options.validate() {
        return usage(e.to_string());
    }
    let check_file = match positional.as_slice() {
        [one] => cwd.join(one),
        [] => return usage("no check file given".to_string()),
        more => return usage(format!("expected one check file, got {}", more.join(" "))),
    };
    let check_text = match fs::read(&check_file) {
        Ok(b) => String::from_utf8_lossy(&b).into_owned(),
        Err(e) => {
            return usage(format!(
                "could not open check file '{}': {e}",
                check_file.display()
            ))
        }
    };
    let (input_name, input_text) = match input_file.as_deref() {
        None | Some("-") => (FileName::Stdin, String::from_utf8_lossy(stdin).into_owned()),
        Some(f) => {
            let path = cwd.join(f);
            match fs::read(&path) {
                Ok(b) => (
                    FileName::from(path),
                    String::from_utf8_lossy(&b).into_owned(),
                ),
                Err(e) => {
                    return usage(format!(
                        "could not open input file '{}': {e}",
                        path.display()
                    ))
                }
            }
        }
    };
    if input_text.is_empty() && !options.allow_empty {
        let name = match &input_name {
            FileName::Stdin => "<stdin>".to_string(),
            other => other.to_string(),
        };
        return (
            2,
            Vec::new(),
            format!("FileCheck error: '{name}' is empty.\n").into_bytes(),
        );
    }

    // Like LLVM's FileCheck (and unlike litcheck on its own), collapse every run of spaces and
    // tabs in both files to one space unless --strict-whitespace; CRLF is always LF.
    let strict = options.strict_whitespace;
    let check_text = canonicalize(&check_text, strict);
    let input_text = canonicalize(&input_text, strict);
    let config = Config {
        options,
        ..Config::default()
    };
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let match_file = config.source_manager.load(
            SourceLanguage::Unknown,
            FileName::from(check_file.clone()),
            check_text,
        );
        let input = config
            .source_manager
            .load(SourceLanguage::Unknown, input_name, input_text);
        Test::new(match_file, &config).verify(input)
    }));
    match outcome {
        Ok(Ok(_)) => (0, Vec::new(), Vec::new()),
        Ok(Err(report)) => {
            let code = if report.downcast_ref::<TestFailed>().is_some() {
                1
            } else {
                2
            };
            (code, Vec::new(), render_report(&report).into_bytes())
        }
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".to_string());
            usage(format!(
                "internal error: litcheck-filecheck panicked: {msg}"
            ))
        }
    }
}

/// LLVM FileCheck's `CanonicalizeFile`.
fn canonicalize(text: &str, strict_whitespace: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' && chars.peek() == Some(&'\n') {
            continue;
        }
        if strict_whitespace || (c != ' ' && c != '\t') {
            out.push(c);
            continue;
        }
        out.push(' ');
        while matches!(chars.peek(), Some(' ' | '\t')) {
            chars.next();
        }
    }
    out
}

fn render_report(report: &litcheck_filecheck::litcheck::diagnostics::Report) -> String {
    use litcheck_filecheck::litcheck::diagnostics::Diagnostic;
    use litcheck_filecheck::litcheck::reporting::{GraphicalReportHandler, GraphicalTheme};

    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(120)
        .with_links(false);
    let diagnostic: &dyn Diagnostic = &**report;
    let mut out = String::new();
    match handler.render_report(&mut out, diagnostic) {
        Ok(()) => out,
        Err(_) => format!("{report:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// Failure reports
// ---------------------------------------------------------------------------------------------

fn describe_pipelines(executed: &[Vec<StageOutcome>]) -> String {
    let mut out = String::new();
    for (p, stages) in executed.iter().enumerate() {
        if executed.len() > 1 {
            let _ = writeln!(out, "pipeline {}:", p + 1);
        }
        for (s, stage) in stages.iter().enumerate() {
            let mut status = stage.status.describe();
            if !stage.nots.is_empty() {
                let nots: Vec<&str> = stage
                    .nots
                    .iter()
                    .map(|&crash| if crash { "not --crash" } else { "not" })
                    .collect();
                let _ = write!(status, ", under `{}`", nots.join(" "));
            }
            let verdict = if stage.success { "ok" } else { "FAILED" };
            let _ = writeln!(
                out,
                "[stage {}] {}\n    {verdict}: {status}",
                s + 1,
                stage.display
            );
            if !stage.success {
                let label = if stage.piped {
                    "stdout (piped to the next stage)"
                } else {
                    "stdout"
                };
                dump(&mut out, label, &stage.stdout);
            }
            dump(&mut out, "stderr", &stage.stderr);
        }
    }
    out
}

fn dump(out: &mut String, label: &str, bytes: &[u8]) {
    if bytes.is_empty() {
        return;
    }
    let shown = &bytes[..bytes.len().min(DUMP_LIMIT)];
    let _ = writeln!(out, "--- {label} ---");
    out.push_str(&String::from_utf8_lossy(shown));
    if !out.ends_with('\n') {
        out.push('\n');
    }
    if bytes.len() > shown.len() {
        let _ = writeln!(out, "... ({} more bytes)", bytes.len() - shown.len());
    }
    let _ = writeln!(out, "--- end of {label} ---");
}
