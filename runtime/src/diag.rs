//! Run-time diagnostics rendered as the compiler renders its own (`dialect::diag::render`): a
//! first line `file:line:col: error[CODE]: message` that editors and scripts parse, then the
//! source line with a caret label, drawn by `ariadne` with the compiler's settings.
//!
//! A `.vmfb` records each instruction's location (`LINE:COL op.name`) and the source file's path,
//! not the source text: embedding the text would grow every module by its source (a module is
//! mostly kernels and constants, and the source of a large model is megabytes), and the location
//! line is what scripts read. So `irvm` reads the file at the recorded path when it reports an
//! error; when the file is not there (moved, another machine, `<stdin>`) or has no such line,
//! only the `file:line:col` line is printed. An edited file shows its current line.

use std::path::Path;

use crate::vm::SourceLoc;

/// The largest source file read to show a line (a location in a bigger file prints no line).
pub const MAX_SOURCE_BYTES: u64 = 64 << 20;

/// The text of the source file `path`, when it is a regular UTF-8 file of at most
/// [`MAX_SOURCE_BYTES`] (a FIFO or device is never opened).
pub fn read_source_file(path: &str) -> Option<String> {
    let len = crate::cli_io::regular_file_len(Path::new(path), "a source file").ok()?;
    if len > MAX_SOURCE_BYTES {
        return None;
    }
    std::fs::read_to_string(path).ok()
}

/// The byte range of the token at `loc` in `src` (from the column to the next white space), or
/// `None` when `src` has no such line or column.
pub fn token_at(src: &str, loc: &SourceLoc) -> Option<std::ops::Range<usize>> {
    let line_start = if loc.line == 1 {
        0
    } else {
        src.match_indices('\n').nth(loc.line as usize - 2)?.0 + 1
    };
    let line = src[line_start..].split('\n').next()?;
    let (col_off, _) = line.char_indices().nth(loc.col as usize - 1)?;
    let rest = &line[col_off..];
    let len = rest.find(char::is_whitespace).unwrap_or(rest.len()).max(1);
    let start = line_start + col_off;
    Some(start..(start + len).min(line_start + line.len()))
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
    fn token_at_finds_the_token_by_line_and_character_column() {
        let src = "a\n  éb  stablehlo.add %x\n";
        // Line 2, column 7 (characters: ' ', ' ', 'é', 'b', ' ', ' ', 's'): `stablehlo.add`.
        let r = token_at(src, &loc(2, 7)).unwrap();
        assert_eq!(&src[r], "stablehlo.add");
        assert_eq!(&src[token_at(src, &loc(1, 1)).unwrap()], "a");
        assert_eq!(token_at(src, &loc(4, 1)), None);
        assert_eq!(token_at(src, &loc(2, 40)), None);
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

    #[test]
    fn every_run_time_code_is_in_the_compiler_code_list() {
        use crate::vm::ErrorKind::*;
        let listed: Vec<&str> = dialect::diag::CODES.iter().map(|(c, _)| c.0).collect();
        for kind in [Argument, Memory, Invalid, Limit, Check] {
            assert!(listed.contains(&kind.code()), "{kind:?} {}", kind.code());
        }
        for code in [
            "E0701", "E0702", "E0703", "E0704", "E0601", "E0901", "E0902",
        ] {
            assert!(listed.contains(&code), "{code}");
        }
    }

    #[test]
    fn parses_instruction_and_check_locations() {
        assert_eq!(
            SourceLoc::parse("12:5 stablehlo.add", "m.mlir"),
            Some(SourceLoc {
                file: "m.mlir".into(),
                line: 12,
                col: 5
            })
        );
        assert_eq!(
            SourceLoc::parse("dir/a:b.mlir:3:4", "m.mlir"),
            Some(SourceLoc {
                file: "dir/a:b.mlir".into(),
                line: 3,
                col: 4
            })
        );
        assert_eq!(SourceLoc::parse("?", "m.mlir"), None);
        assert_eq!(SourceLoc::parse("0:1 x", "m.mlir"), None);
        assert_eq!(
            SourceLoc::parse("my dir/m.mlir:7:2", "m.mlir").map(|l| l.to_string()),
            Some("my dir/m.mlir:7:2".into())
        );
    }
}
