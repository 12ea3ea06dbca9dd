//! Every corpus model, every module of the StableHLO interpreter suite and JAX's distributed
//! exports (tests/dist), printed in MLIR's
//! generic op form (`irc opt --mlir-print-op-generic`), parses back, verifies as the original
//! does, and prints in the pretty form exactly as the original (issue 24: "a test prints each
//! corpus and suite module in the generic form and parses it back").

use std::path::{Path, PathBuf};

use dialect::diag::Severity;
use dialect::parser::{parse_chunk, split_input};
use dialect::printer::{print_module, print_module_generic};

fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    v
}

fn errors(d: &[dialect::Diagnostic]) -> Vec<String> {
    d.iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| format!("{}: {}", d.code, d.message))
        .collect()
}

#[test]
fn corpus_and_suite_round_trip_through_the_generic_form() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = mlir_files(&root.join("tests/corpus"));
    files.extend(mlir_files(&root.join("tests/stablehlo-interpret")));
    files.extend(mlir_files(&root.join("tests/dist")));
    assert!(files.len() > 100, "found only {} files", files.len());
    let mut modules = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for chunk in split_input(&text) {
            let (Some(m), diags) = parse_chunk(chunk.text, 0) else {
                continue;
            };
            let before = errors(&diags);
            let mut verified = errors(&dialect::verifier::verify(&m));
            verified.extend(before);
            let pretty = print_module(&m);
            let generic = print_module_generic(&m);
            let (m2, diags2) = parse_chunk(&generic, 0);
            let Some(m2) = m2 else {
                panic!(
                    "{}: the generic form does not parse: {:?}\n{generic}",
                    f.display(),
                    errors(&diags2)
                );
            };
            let mut verified2 = errors(&dialect::verifier::verify(&m2));
            verified2.extend(errors(&diags2));
            assert_eq!(
                verified,
                verified2,
                "{}: the generic form verifies differently",
                f.display()
            );
            assert_eq!(
                print_module(&m2),
                pretty,
                "{}: the generic form prints back differently",
                f.display()
            );
            modules += 1;
        }
    }
    assert!(modules > 100, "only {modules} modules parsed");
}
