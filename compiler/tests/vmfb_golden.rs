//! The `.vmfb` bytes of every module the repository compiles, pinned.
//!
//! Every corpus model (`tests/corpus/*.mlir`), every lit file (`tests/lit/**/*.mlir`) and every
//! file of the StableHLO interpreter suite (`tests/stablehlo-interpret/*.mlir`), each split at
//! `// -----` lines as `--split-input-file` splits it, is compiled with the default pipeline
//! (`compiler::backend::compile_to_vmfb`, what `irc compile` does without flags). The length and two
//! independent hashes of each result (CRC-32 and FNV-1a 64) must equal the line recorded in
//! `compiler/tests/vmfb_golden.txt`; a chunk that does not compile must still not compile.
//!
//! The recorded file was written by the encoder as it stood before the kernel layer was
//! restructured (issue 23), so a restructuring that changes one byte of any module fails here.
//! After a deliberate format change, `VMFB_GOLDEN_BLESS=1 cargo test --release -p compiler --test
//! vmfb_golden` rewrites the file; the diff is reviewed in the commit. `VMFB_GOLDEN_DUMP=DIR` also
//! writes every module's bytes under DIR, to compare two builds with `cmp`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The `.mlir` files under `dir` (recursively when `deep`), as paths relative to the repository root,
/// sorted.
fn mlir_files(dir: &str, deep: bool) -> Vec<String> {
    fn walk(base: &Path, rel: &Path, deep: bool, out: &mut Vec<String>) {
        let mut entries: Vec<_> = std::fs::read_dir(base.join(rel))
            .unwrap_or_else(|e| panic!("{}: {e}", base.join(rel).display()))
            .map(|e| e.unwrap())
            .collect();
        entries.sort_by_key(|e| e.file_name());
        for e in entries {
            let p = rel.join(e.file_name());
            if e.file_type().unwrap().is_dir() {
                if deep {
                    walk(base, &p, deep, out);
                }
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p.to_string_lossy().into_owned());
            }
        }
    }
    let mut out = Vec::new();
    walk(&root(), Path::new(dir), deep, &mut out);
    out
}

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// One line per chunk: `PATH#CHUNK LEN CRC32 FNV64`, or `PATH#CHUNK error` for a chunk that does not
/// compile.
fn record(dump: Option<&Path>) -> (String, usize) {
    let mut files = mlir_files("tests/corpus", false);
    files.extend(mlir_files("tests/lit", true));
    files.extend(mlir_files("tests/stablehlo-interpret", false));
    let mut out = String::new();
    let mut compiled = 0;
    for path in files {
        let text = std::fs::read_to_string(root().join(&path)).unwrap();
        // Chunks as MLIR's --split-input-file makes them: the lines between `// -----` lines.
        let mut chunks = vec![String::new()];
        for line in text.split_inclusive('\n') {
            if line.trim_end() == "// -----" {
                chunks.push(String::new());
            } else {
                chunks.last_mut().unwrap().push_str(line);
            }
        }
        for (i, chunk) in chunks.iter().enumerate() {
            let name = format!("{path}#{i}");
            match compiler::backend::compile_to_vmfb(chunk, &path) {
                Ok(bytes) => {
                    compiled += 1;
                    writeln!(
                        out,
                        "{name} {} {:08x} {:016x}",
                        bytes.len(),
                        crc32fast::hash(&bytes),
                        fnv1a(&bytes)
                    )
                    .unwrap();
                    if let Some(dir) = dump {
                        let file = dir.join(format!("{}.{i}.vmfb", path.replace('/', "__")));
                        std::fs::write(&file, &bytes)
                            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
                    }
                }
                Err(_) => writeln!(out, "{name} error").unwrap(),
            }
        }
    }
    (out, compiled)
}

#[test]
fn every_module_encodes_to_the_recorded_bytes() {
    let dump = std::env::var_os("VMFB_GOLDEN_DUMP").map(PathBuf::from);
    if let Some(d) = &dump {
        std::fs::create_dir_all(d).unwrap();
    }
    let (got, compiled) = record(dump.as_deref());
    // The suite is meant to cover every step kind: hundreds of modules, not a handful.
    assert!(compiled > 300, "only {compiled} modules compiled");
    let golden = root().join("compiler/tests/vmfb_golden.txt");
    if std::env::var_os("VMFB_GOLDEN_BLESS").is_some() {
        std::fs::write(&golden, &got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&golden).unwrap();
    // Compared by module name, so a new test file is one new line, not a shift of every later one.
    let split = |text: &str| -> std::collections::BTreeMap<String, String> {
        text.lines()
            .map(|l| {
                let (name, rest) = l.split_once(' ').unwrap_or((l, ""));
                (name.to_string(), rest.to_string())
            })
            .collect()
    };
    let (want, got) = (split(&want), split(&got));
    let mut differ = Vec::new();
    for (name, w) in &want {
        match got.get(name) {
            Some(g) if g == w => {}
            Some(g) => differ.push(format!("  {name}: recorded {w}, now {g}")),
            None => differ.push(format!("  {name}: recorded {w}, now missing")),
        }
    }
    for (name, g) in &got {
        if !want.contains_key(name) {
            differ.push(format!("  {name}: not recorded, now {g}"));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} modules encode differently from compiler/tests/vmfb_golden.txt (bless with \
         VMFB_GOLDEN_BLESS=1 after a deliberate change):\n{}",
        differ.len(),
        want.len(),
        differ.join("\n")
    );
}
