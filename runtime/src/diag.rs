//! Where a run-time error happened. A `.vmfb` records each instruction's location
//! (`LINE:COL op.name`) and the source file's path, not the source text: embedding the text would
//! grow every module by its source (a module is mostly kernels and constants, and the source of a
//! large model is megabytes), and the location line is what scripts read. A [`VmError`] at an
//! instruction carries that location ([`VmError::location`]), its class a stable code
//! ([`ErrorKind::code`]: E0701 argument, E0702 memory, E0703 invalid module, E0704 work limit,
//! E0601 check), and its `Display` shows no source line. [`token_at`] finds the token a location
//! names in the source text.
//!
//! Rendering an error as the compiler renders its own diagnostics (`dialect::diag::render`: the
//! `file:line:col: error[CODE]: message` line, then the source line with a caret label, drawn by
//! `ariadne`) is the command line's: `runtime_cli::diag`, which `irvm` uses. It reads the file at
//! the recorded path; when the file is not there (moved, another machine, `<stdin>`) or has no
//! such line, only the `file:line:col` line is printed.
//!
//! [`VmError`]: crate::vm::VmError
//! [`VmError::location`]: crate::vm::VmError::location
//! [`ErrorKind::code`]: crate::vm::ErrorKind::code

use crate::vm::SourceLoc;

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
    fn every_run_time_code_is_in_the_compiler_code_list() {
        use crate::vm::ErrorKind::*;
        let listed: Vec<&str> = dialect::diag::CODES.iter().map(|(c, _)| c.0).collect();
        for kind in [Argument, Memory, Invalid, Limit, Check, Collective] {
            assert!(listed.contains(&kind.code()), "{kind:?} {}", kind.code());
        }
        for code in [
            "E0701", "E0702", "E0703", "E0704", "E0705", "E0601", "E0901", "E0902",
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
