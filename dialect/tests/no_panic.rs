//! Robustness: thousands of random mutations of the corpus (byte flips, truncations, token swaps,
//! deletions, duplications) go through the parser, builder, verifier and printer; none may panic, and
//! every rejected input must come with at least one coded diagnostic.

use std::path::Path;

use dialect::parser::parse;

/// A small deterministic generator (xorshift64*), so failures reproduce from the printed seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const TOKENS: &[&str] = &[
    "%0",
    "%arg0",
    "%x#1",
    "@main",
    "^bb0",
    ":",
    ",",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    "=",
    "->",
    "-",
    "0",
    "7",
    "-1",
    "1.5",
    "0x7F800000",
    "\"s\"",
    "tensor<4xf32>",
    "tensor<?x4xf32>",
    "tensor<*xf32>",
    "f32",
    "i1",
    "dense",
    "array",
    "true",
    "stablehlo.add",
    "stablehlo.reduce",
    "stablehlo.dot_general",
    "func.func",
    "return",
    "dims",
    "x",
    "#stablehlo.dot",
    "#stablehlo<precision DEFAULT>",
    "!hal.buffer",
    "stablehlo.while",
    "cond",
    "do",
    "%iterArg = %0",
    "tuple<",
    "(1.0, 2.0)",
    "#stablehlo.channel_handle<handle = 1, type = 0>",
    "chlo.top_k",
    "algorithm = ",
    "\n",
    "// -----",
    "\"\\",
];

fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut b = src.as_bytes().to_vec();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        if b.is_empty() {
            break;
        }
        let at = rng.below(b.len());
        match rng.below(6) {
            0 => b[at] ^= 1 << rng.below(8),
            1 => b.truncate(at),
            2 => {
                let tok = TOKENS[rng.below(TOKENS.len())].as_bytes();
                b.splice(at..at, tok.iter().copied());
            }
            3 => {
                let end = (at + 1 + rng.below(40)).min(b.len());
                b.drain(at..end);
            }
            4 => {
                let end = (at + 1 + rng.below(80)).min(b.len());
                let piece: Vec<u8> = b[at..end].to_vec();
                let to = rng.below(b.len());
                b.splice(to..to, piece);
            }
            _ => {
                // Swap two whitespace-separated tokens.
                let s = String::from_utf8_lossy(&b).into_owned();
                let mut words: Vec<&str> = s.split(' ').collect();
                if words.len() > 2 {
                    let (i, j) = (rng.below(words.len()), rng.below(words.len()));
                    words.swap(i, j);
                }
                b = words.join(" ").into_bytes();
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

#[test]
fn mutated_corpus_never_panics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        // The two 100 KB chains add time without adding syntax.
        .filter(|p| !p.to_string_lossy().contains("many_small_ops"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    files.sort();
    let iterations: usize = std::env::var("MUTATIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(4000);
    run_mutants(&files, iterations, 0x9E37_79B9_7F4A_7C15);
}

/// The same for the pretty forms beyond the corpus (while, tuples, complex constants, struct
/// attributes, ...), taken from the round-trip lit tests.
#[test]
fn mutated_pretty_forms_never_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/lit/roundtrip");
    let files: Vec<(String, String)> = [
        "pretty_forms.mlir",
        "generic_to_pretty_forms.mlir",
        "complex_and_nan_constants.mlir",
        "pretty_form_errors.mlir",
    ]
    .iter()
    .map(|n| {
        let p = dir.join(n);
        (
            p.display().to_string(),
            std::fs::read_to_string(&p).unwrap(),
        )
    })
    .collect();
    let iterations: usize = std::env::var("MUTATIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    run_mutants(&files, iterations, 0x2545_F491_4F6C_DD1D);
}

/// Parses, verifies and prints `iterations` mutants of `files`; see the module documentation.
fn run_mutants(files: &[(String, String)], iterations: usize, seed: u64) {
    let mut rng = Rng(seed);
    let mut rejected = 0;
    for i in 0..iterations {
        let (name, src) = &files[i % files.len()];
        let text = mutate(src, &mut rng);
        let result = std::panic::catch_unwind(|| {
            let (m, diags) = parse(&text);
            let mut all = diags;
            if let Some(m) = &m {
                all.extend(dialect::verifier::verify(m));
                let printed = dialect::printer::print_module(m);
                if all.is_empty() {
                    // A valid mutant must print to something that parses back.
                    let (m2, d2) = parse(&printed);
                    assert!(
                        d2.is_empty() && m2.is_some(),
                        "printed form of a valid mutant does not reparse: {d2:?}"
                    );
                    let again = dialect::printer::print_module(&m2.unwrap());
                    assert_eq!(again, printed, "printing a valid mutant is not a fixpoint");
                }
            }
            let rendered = dialect::diag::render(&all, "mutant.mlir", &text, false);
            (m.is_some(), all, rendered)
        });
        match result {
            Ok((_, diags, rendered)) => {
                if !diags.is_empty() {
                    rejected += 1;
                    assert!(
                        rendered.contains("mutant.mlir:"),
                        "diagnostic without a location for mutant {i} of {name}"
                    );
                    assert!(
                        diags.iter().all(|d| d.code.0.starts_with('E')),
                        "uncoded diagnostic"
                    );
                }
            }
            Err(_) => {
                let path = std::env::temp_dir().join(format!("panic-mutant-{i}.mlir"));
                let _ = std::fs::write(&path, &text);
                panic!(
                    "mutant {i} of {name} panicked; input saved to {}",
                    path.display()
                );
            }
        }
    }
    // Most mutations break something; if almost none are rejected the mutator is not doing its job.
    assert!(
        rejected > iterations / 2,
        "only {rejected} of {iterations} mutants were rejected"
    );
}
