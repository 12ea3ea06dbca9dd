//! Run-time errors rendered as the compiler renders its own diagnostics (`dialect::diag::render`):
//! a first line `file:line:col: error[CODE]: message` that editors and scripts parse, then the
//! source line with a caret label, drawn by `ariadne` with the compiler's settings.
//!
//! A `.vmfb` records each instruction's location and the source file's path, not the source text
//! (`runtime::diag` says why). So `irvm` reads the file at the recorded path when it reports an
//! error; when the file is not there (moved, another machine, `<stdin>`) or has no such line, only
//! the `file:line:col` line is printed. An edited file shows its current line.

use std::path::Path;

use runtime::diag::token_at;
use runtime::vm::{ErrorKind, SourceLoc, VmError};

/// The largest source file read to show a line (a location in a bigger file prints no line).
pub const MAX_SOURCE_BYTES: u64 = 64 << 20;

/// The text of the source file `path`, when it is a regular UTF-8 file of at most
/// [`MAX_SOURCE_BYTES`] (a FIFO or device is never opened).
pub fn read_source_file(path: &str) -> Option<String> {
    let len = crate::io::regular_file_len(Path::new(path), "a source file").ok()?;
    if len > MAX_SOURCE_BYTES {
        return None;
    }
    std::fs::read_to_string(path).ok()
}

/// `file:line:col: error[CODE]: message`, then (when `read_source` has the file and the line
/// exists) the source line with `label` under the token at the location.
pub fn render(
    code: &str,
    message: &str,
    label: &str,
    loc: &SourceLoc,
    read_source: &dyn Fn(&str) -> Option<String>,
    color: bool,
) -> String {
    use ariadne::{Config, Label, Report, ReportKind, Source};
    let mut out = format!("{loc}: error[{code}]: {message}\n");
    let Some(src) = read_source(&loc.file) else {
        return out;
    };
    let Some(span) = token_at(&src, loc) else {
        return out;
    };
    let file = loc.file.as_str();
    let mut bytes = Vec::new();
    let written = Report::build(ReportKind::Error, (file, span.clone()))
        .with_config(
            Config::default()
                .with_color(color)
                .with_index_type(ariadne::IndexType::Byte),
        )
        .with_code(code)
        .with_message(message)
        .with_label(Label::new((file, span)).with_message(label))
        .finish()
        .write((file, Source::from(src.as_str())), &mut bytes);
    if written.is_ok() {
        out.push_str(&String::from_utf8_lossy(&bytes));
    }
    out
}

/// The error `e` as `irvm` prints it. With a source location: a first line
/// `file:line:col: error[CODE]: message (in @function)` as the compiler's diagnostics have it,
/// then the source line with a caret when `read_source` returns the file's text (the module
/// records the path, not the text); without one: `PROGRAM: error[CODE]: message`.
pub fn render_vm_error(
    e: &VmError,
    program: &str,
    read_source: &dyn Fn(&str) -> Option<String>,
    color: bool,
) -> String {
    let Some((site, loc)) = e.site.as_ref().and_then(|s| Some((s, s.loc.as_ref()?))) else {
        return format!("{program}: error[{}]: {e}\n", e.code());
    };
    let (context, label) = match e.kind {
        ErrorKind::Check => (format!("in @{}", site.function), "this check failed"),
        ErrorKind::Argument
        | ErrorKind::Memory
        | ErrorKind::Invalid
        | ErrorKind::Limit
        | ErrorKind::Collective
        | ErrorKind::Observe => (
            format!("in @{}, instruction {}", site.function, site.pc),
            "while running this",
        ),
    };
    let message = format!("{} ({context})", e.message);
    render(e.code(), &message, label, loc, read_source, color)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loc(line: u32, col: u32) -> SourceLoc {
        SourceLoc {
            file: "x.mlir".into(),
            line,
            col,
        }
    }

    #[test]
    fn renders_location_code_and_source_line_or_only_the_location() {
        let src = "func.func @f() {\n  check.expect_eq %a, %b\n}\n";
        let read = |p: &str| (p == "x.mlir").then(|| src.to_string());
        let s = render(
            "E0601",
            "it failed",
            "this check failed",
            &loc(2, 3),
            &read,
            false,
        );
        assert!(
            s.starts_with("x.mlir:2:3: error[E0601]: it failed\n"),
            "{s}"
        );
        assert!(s.contains("check.expect_eq %a, %b"), "{s}");
        assert!(s.contains("this check failed"), "{s}");
        let none = |_: &str| None;
        let s = render(
            "E0601",
            "it failed",
            "this check failed",
            &loc(2, 3),
            &none,
            false,
        );
        assert_eq!(s, "x.mlir:2:3: error[E0601]: it failed\n");
        // A line the file does not have: only the location.
        let s = render("E0703", "bad", "here", &loc(9, 1), &read, false);
        assert_eq!(s, "x.mlir:9:1: error[E0703]: bad\n");
    }
}
