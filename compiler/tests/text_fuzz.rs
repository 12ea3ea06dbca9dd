//! A structure-aware fuzzer for program text: every corpus model and lit program, mutated the way a
//! careless edit or a hostile file would (lines deleted, duplicated, swapped and grafted between
//! files; tokens replaced from a dictionary of MLIR syntax and boundary numbers; truncation;
//! bytes flipped), is parsed, verified, printed and compiled to a `.vmfb`. Any of these may fail
//! with diagnostics; none may panic. A module that parses and verifies must print to text that
//! parses and verifies again.
//!
//! `TEXT_FUZZ_CASES` sets the number of mutants (default 1500, a few seconds); `TEXT_FUZZ_SEED`
//! the seed. The long run is its own command:
//! `TEXT_FUZZ_CASES=200000 cargo test --release -p compiler --test text_fuzz -- --nocapture`.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Program texts: the corpus models and every lit program (inputs included).
fn seeds() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        let mut entries: Vec<_> = rd.filter_map(Result::ok).map(|e| e.path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "mlir") {
                out.push(p);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut paths = Vec::new();
    walk(&root.join("tests/corpus"), &mut paths);
    walk(&root.join("tests/lit"), &mut paths);
    paths
        .into_iter()
        .filter_map(|p| {
            let text = std::fs::read_to_string(&p).ok()?;
            // Large constants make mutants slow without adding syntax.
            (text.len() < 200_000).then(|| (p.display().to_string(), text))
        })
        .collect()
}

/// Tokens a mutation may insert: syntax of the dialects, types, attributes and boundary numbers.
const DICT: &[&str] = &[
    "%",
    "%0",
    "%arg0",
    "^bb0",
    "@main",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ":",
    ",",
    "=",
    "->",
    "x",
    "?",
    "*",
    "\"",
    "#",
    "!",
    "tensor<",
    "tensor<0xf32>",
    "tensor<?xf32>",
    "tensor<*xf32>",
    "tensor<4294967296x4294967296xf32>",
    "tensor<9223372036854775807xi8>",
    "tensor<2x3xcomplex<f32>>",
    "tuple<>",
    "!stablehlo.token",
    "f32",
    "f64",
    "bf16",
    "f16",
    "f8E4M3FN",
    "i1",
    "i4",
    "i64",
    "ui64",
    "index",
    "dense<",
    "dense<[]>",
    "dense<1.0>",
    "dense<0x7FC00000>",
    "array<i64: ",
    "array<i64: -1>",
    "0",
    "-1",
    "1",
    "2",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551616",
    "4294967295",
    "1.0e309",
    "nan",
    "inf",
    "0x",
    "dims = [",
    "dims = [0, 0]",
    "dimensions = [",
    "across",
    "applies",
    "stablehlo.add",
    "stablehlo.constant",
    "stablehlo.while",
    "stablehlo.reduce",
    "stablehlo.dot_general",
    "stablehlo.custom_call",
    "stablehlo.convolution",
    "stablehlo.sort",
    "stablehlo.gather",
    "stablehlo.scatter",
    "func.func",
    "func.call",
    "func.return",
    "return",
    "stablehlo.return",
    "contracting_dims = [1] x [0]",
    "batching_dims = [0] x [0]",
    "window = {stride = [0]}",
    "#stablehlo.gather<",
    "#stablehlo.scatter<",
    "#stablehlo.conv<",
    "#sdy.sharding<@mesh, [{}]>",
    "{abi.output = 0 : index}",
    "{tf.aliasing_output = 7 : i32}",
    "{abi.consume}",
    "loc(\"x\")",
    "// -----",
    "\n",
    " ",
    "\t",
    "\u{0}",
    "é",
    "\u{202e}",
];

/// One mutant of `text` (sometimes grafting lines of `other`).
fn mutate(rng: &mut Rng, text: &str, other: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let others: Vec<&str> = other.lines().collect();
    for _ in 0..1 + rng.below(4) {
        if lines.is_empty() {
            lines.push(String::new());
        }
        let n = lines.len();
        let i = rng.below(n);
        match rng.below(9) {
            0 => {
                lines.remove(i);
            }
            1 => {
                let l = lines[i].clone();
                lines.insert(rng.below(n + 1), l);
            }
            2 => lines.swap(i, rng.below(n)),
            3 if !others.is_empty() => {
                let l = others[rng.below(others.len())].to_string();
                lines.insert(i, l);
            }
            4 => lines.truncate(i),
            5 | 6 => {
                // Replace a token (a run of non-space characters) with one from the dictionary.
                let words: Vec<(usize, usize)> = token_spans(&lines[i]);
                if let Some(&(a, b)) = words.get(rng.below(words.len().max(1))) {
                    let w = DICT[rng.below(DICT.len())];
                    lines[i].replace_range(a..b, w);
                }
            }
            7 => {
                let at = char_boundary(&lines[i], rng.below(lines[i].len() + 1));
                let w = DICT[rng.below(DICT.len())];
                lines[i].insert_str(at, w);
            }
            _ => {
                // Delete a few characters.
                let l = &mut lines[i];
                if !l.is_empty() {
                    let a = char_boundary(l, rng.below(l.len()));
                    let b = char_boundary(l, (a + 1 + rng.below(8)).min(l.len()));
                    l.replace_range(a..b, "");
                }
            }
        }
    }
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

fn char_boundary(s: &str, mut i: usize) -> usize {
    while i < s.len() && !s.is_char_boundary(i) {
        i += 1;
    }
    i.min(s.len())
}

/// Byte ranges of the runs of characters other than spaces and punctuation that separate tokens.
fn token_spans(line: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices() {
        let sep = c.is_whitespace() || matches!(c, ',' | '(' | ')' | '[' | ']' | '{' | '}');
        match (start, sep) {
            (None, false) => start = Some(i),
            (Some(a), true) => {
                out.push((a, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(a) = start {
        out.push((a, line.len()));
    }
    out
}

/// How far the mutants got.
#[derive(Default)]
struct Reached {
    parsed: usize,
    verified: usize,
    compiled: usize,
}

/// Parses, verifies, prints (and re-parses the print) and compiles `text`; `Err` on a panic or a
/// print that does not parse back.
fn exercise(text: &str, reached: &mut Reached) -> Result<(), String> {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        for chunk in dialect::parser::split_input(text) {
            let (m, diags) = dialect::parser::parse_chunk(chunk.text, chunk.offset);
            let Some(m) = m else { continue };
            if diags
                .iter()
                .any(|d| d.severity == dialect::diag::Severity::Error)
            {
                continue;
            }
            reached.parsed += 1;
            if dialect::verifier::verify(&m)
                .iter()
                .any(|d| d.severity == dialect::diag::Severity::Error)
            {
                continue;
            }
            reached.verified += 1;
            let printed = dialect::printer::print_module(&m);
            let (again, diags) = dialect::parser::parse(&printed);
            let errors: Vec<String> = diags
                .iter()
                .filter(|d| d.severity == dialect::diag::Severity::Error)
                .map(|d| d.message.clone())
                .collect();
            if again.is_none() || !errors.is_empty() {
                return Err(format!(
                    "a verified module prints to text that does not parse: {errors:?}\n{printed}"
                ));
            }
            if compiler::backend::compile_to_vmfb(chunk.text, "fuzz.mlir").is_ok() {
                reached.compiled += 1;
            }
        }
        Ok(())
    }));
    match outcome {
        Ok(r) => r,
        Err(e) => Err(format!(
            "panicked: {}",
            e.downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        )),
    }
}

#[test]
fn mutated_programs_never_panic() {
    let cases: usize = std::env::var("TEXT_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1500);
    let seed: u64 = std::env::var("TEXT_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5EED);
    let seeds = seeds();
    assert!(
        seeds.len() > 100,
        "found only {} seed programs",
        seeds.len()
    );
    // Panics are reported by the test, not printed by the default hook for every mutant.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng(seed);
    let mut failures = Vec::new();
    let mut reached = Reached::default();
    for case in 0..cases {
        let (name, text) = &seeds[rng.below(seeds.len())];
        let (_, other) = &seeds[rng.below(seeds.len())];
        let mutant = mutate(&mut rng, text, other);
        if let Err(e) = exercise(&mutant, &mut reached) {
            failures.push(format!(
                "case {case} (from {name}): {e}\n--- mutant ---\n{mutant}"
            ));
            if failures.len() >= 3 {
                break;
            }
        }
    }
    std::panic::set_hook(hook);
    eprintln!(
        "text fuzz: {cases} mutants of {} programs (seed {seed}): {} case(s) parsed, {} verified, {} compiled",
        seeds.len(),
        reached.parsed,
        reached.verified,
        reached.compiled
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
