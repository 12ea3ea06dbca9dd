//! Every corpus module (copied from JAX's exports into tests/corpus) parses without diagnostics, prints
//! to a fixpoint, prints the same from its pretty and generic forms, and prints exactly the text JAX
//! printed.

use std::path::{Path, PathBuf};

use dialect::parser::parse;
use dialect::printer::print_module;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

fn pretty_files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("tests/corpus exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            n.ends_with(".mlir") && !n.ends_with(".generic.mlir")
        })
        .collect();
    v.sort();
    assert!(
        v.len() >= 13,
        "expected the 13 corpus models, found {}",
        v.len()
    );
    v
}

fn print_file(path: &Path) -> String {
    let src = std::fs::read_to_string(path).expect("readable");
    let (m, diags) = parse(&src);
    assert!(diags.is_empty(), "{}: {:?}", path.display(), diags);
    print_module(&m.expect("module"))
}

#[test]
fn print_is_a_fixpoint() {
    for p in pretty_files() {
        let once = print_file(&p);
        let (m, d) = parse(&once);
        assert!(d.is_empty(), "{}: reparse failed: {d:?}", p.display());
        assert_eq!(print_module(&m.unwrap()), once, "{}", p.display());
    }
}

#[test]
fn generic_twin_prints_like_pretty() {
    for p in pretty_files() {
        let generic = p.with_extension("generic.mlir");
        assert_eq!(
            print_file(&generic),
            print_file(&p),
            "{}",
            generic.display()
        );
    }
}

#[test]
fn prints_exactly_what_jax_printed() {
    for p in pretty_files() {
        let src = std::fs::read_to_string(&p).unwrap();
        let printed = print_file(&p);
        if printed != src {
            let (a, b): (Vec<&str>, Vec<&str>) = (src.lines().collect(), printed.lines().collect());
            let first = a
                .iter()
                .zip(&b)
                .position(|(x, y)| x != y)
                .unwrap_or(a.len().min(b.len()));
            panic!(
                "{}: first difference at line {}:\n  jax: {}\n  us:  {}",
                p.display(),
                first + 1,
                a.get(first).unwrap_or(&"<eof>"),
                b.get(first).unwrap_or(&"<eof>")
            );
        }
    }
}

#[test]
fn every_corpus_module_verifies() {
    for p in pretty_files() {
        for f in [p.clone(), p.with_extension("generic.mlir")] {
            let src = std::fs::read_to_string(&f).unwrap();
            let (m, d) = parse(&src);
            assert!(d.is_empty(), "{}: {d:?}", f.display());
            let errs = dialect::verifier::verify(&m.unwrap());
            assert!(errs.is_empty(), "{}: {errs:?}", f.display());
        }
    }
}

#[test]
fn readme_lists_every_error_code() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md"))
            .unwrap();
    for (code, summary) in dialect::diag::CODES {
        let row = format!("| {code} | {summary} |");
        assert!(readme.contains(&row), "README's error table lacks `{row}`");
    }
}
