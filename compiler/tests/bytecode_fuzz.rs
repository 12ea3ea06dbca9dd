//! A structure-aware fuzzer for the MLIR bytecode and `jax.export` reader (issue 25 item 6: the
//! next untrusted input gets the `.vmfb`'s discipline). Every artifact of `tests/corpus/jaxexport`
//! and the bytecode inside it is mutated the way a corrupt or hostile file would be (bytes flipped
//! or set to boundary values, varints replaced by huge ones, spans deleted, duplicated or grafted
//! from another file, truncation), then read (`compiler::driver::input_text`), and when that
//! succeeds, parsed, verified and compiled. Any step may fail with a coded error; none may panic,
//! and the text a reading produces stays within `MAX_EXPANSION` times the input.
//!
//! `BYTECODE_FUZZ_CASES` sets the number of mutants (default 1000, a few seconds);
//! `BYTECODE_FUZZ_SEED` the seed; `BYTECODE_FUZZ_CORPUS` another directory of inputs. The long run is its own command:
//! `BYTECODE_FUZZ_CASES=200000 cargo test --release --workspace --features runtime/mpi --test bytecode_fuzz -- --nocapture`.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use dialect::bytecode::{EXPANSION_ALLOWANCE, MAX_EXPANSION};

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

/// The artifacts under 20 KB, and the bytecode each holds.
fn seeds() -> Vec<(String, Vec<u8>)> {
    // `BYTECODE_FUZZ_CORPUS=DIR` reads the inputs from another directory (an older commit's
    // corpus reproduces that commit's mutants: they depend on the inputs and their order).
    let dir = match std::env::var_os("BYTECODE_FUZZ_CORPUS") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/jaxexport"),
    };
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/corpus/jaxexport")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "jaxexport"))
        .collect();
    paths.sort();
    let mut out = vec![];
    for p in paths {
        let bytes = std::fs::read(&p).unwrap();
        if bytes.len() > 20_000 {
            continue;
        }
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let (module, _) = dialect::bytecode::jax_export::module_bytes(&bytes).unwrap();
        out.push((format!("{name} (bytecode)"), module.to_vec()));
        out.push((name, bytes));
    }
    out
}

/// A prefix varint of `v` (MLIR's encoding), for planting large counts and indices.
fn varint(v: u64) -> Vec<u8> {
    let mut out = vec![0u8];
    out.extend_from_slice(&v.to_le_bytes());
    out
}

fn mutate(rng: &mut Rng, data: &[u8], other: &[u8]) -> Vec<u8> {
    let mut d = data.to_vec();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        if d.is_empty() {
            break;
        }
        let at = rng.below(d.len());
        match rng.below(9) {
            0 => d[at] ^= 1 << rng.below(8),
            1 => d[at] = [0x00, 0x01, 0x02, 0x7F, 0x80, 0xFE, 0xFF][rng.below(7)],
            2 => {
                let v = [u64::MAX, 1 << 40, 1 << 20, 65_536, 4096, 255][rng.below(6)];
                let end = (at + 1 + rng.below(3)).min(d.len());
                d.splice(at..end, varint(v));
            }
            3 => {
                let end = (at + 1 + rng.below(64)).min(d.len());
                d.drain(at..end);
            }
            4 => {
                let end = (at + 1 + rng.below(64)).min(d.len());
                let span = d[at..end].to_vec();
                let to = rng.below(d.len());
                d.splice(to..to, span);
            }
            5 => d.truncate(at),
            6 if !other.is_empty() => {
                let from = rng.below(other.len());
                let end = (from + 1 + rng.below(128)).min(other.len());
                let span = other[from..end].to_vec();
                let stop = (at + span.len()).min(d.len());
                d.splice(at..stop, span);
            }
            7 => {
                // A small value where a count or index stands: off by a few.
                d[at] = d[at].wrapping_add([2, 4, 254, 252][rng.below(4)]);
            }
            _ => d.insert(at, rng.next() as u8),
        }
    }
    d
}

#[derive(Default)]
struct Reached {
    read: usize,
    verified: usize,
    compiled: usize,
    /// The time the last case spent in each stage (read, parse, verify, compile).
    stages: [Duration; 4],
}

fn exercise(bytes: &[u8], reached: &mut Reached) -> Result<(), String> {
    reached.stages = Default::default();
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let t = Instant::now();
        let text = compiler::driver::input_text("fuzz", bytes.to_vec());
        reached.stages[0] = t.elapsed();
        let Ok(text) = text else {
            return Ok(());
        };
        reached.read += 1;
        let bound = bytes.len() * MAX_EXPANSION + EXPANSION_ALLOWANCE;
        if text.len() > bound {
            return Err(format!(
                "{} bytes expanded to {} bytes of text",
                bytes.len(),
                text.len()
            ));
        }
        let t = Instant::now();
        let (m, diags) = dialect::parser::parse(&text);
        reached.stages[1] = t.elapsed();
        let Some(m) = m else { return Ok(()) };
        if diags
            .iter()
            .any(|d| d.severity == dialect::diag::Severity::Error)
        {
            return Ok(());
        }
        let t = Instant::now();
        let verified = dialect::verifier::verify(&m).is_empty();
        reached.stages[2] = t.elapsed();
        if !verified {
            return Ok(());
        }
        reached.verified += 1;
        let t = Instant::now();
        let compiled = compiler::backend::compile_to_vmfb(&text, "fuzz").is_ok();
        reached.stages[3] = t.elapsed();
        if compiled {
            reached.compiled += 1;
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
fn mutated_bytecode_never_panics() {
    let cases: usize = std::env::var("BYTECODE_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let seed: u64 = std::env::var("BYTECODE_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0xB17E);
    let seeds = seeds();
    assert!(seeds.len() >= 30, "found only {} seeds", seeds.len());
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng(seed);
    let mut failures = Vec::new();
    let mut reached = Reached::default();
    // The slowest case: (time, case, seed input, mutant's bytes, time per stage).
    let mut slowest = (Duration::ZERO, 0, String::new(), 0, [Duration::ZERO; 4]);
    for case in 0..cases {
        let (name, data) = &seeds[rng.below(seeds.len())];
        let (_, other) = &seeds[rng.below(seeds.len())];
        let mutant = mutate(&mut rng, data, other);
        let t = Instant::now();
        let result = exercise(&mutant, &mut reached);
        if t.elapsed() > slowest.0 {
            slowest = (
                t.elapsed(),
                case,
                name.clone(),
                mutant.len(),
                reached.stages,
            );
        }
        if let Err(e) = result {
            failures.push(format!(
                "case {case} (from {name}, seed {seed}): {e}; reproduce with \
                 BYTECODE_FUZZ_SEED={seed} BYTECODE_FUZZ_CASES={}",
                case + 1
            ));
            if failures.len() >= 3 {
                break;
            }
        }
    }
    std::panic::set_hook(hook);
    eprintln!(
        "bytecode fuzz: {cases} mutants of {} inputs (seed {seed}): {} read, {} verified, {} compiled",
        seeds.len(),
        reached.read,
        reached.verified,
        reached.compiled
    );
    let [read, parse, verify, compile] = slowest.4;
    eprintln!(
        "  slowest: case {} (from {}, {} bytes) in {:?}: read {read:?}, parse {parse:?}, \
         verify {verify:?}, compile {compile:?}",
        slowest.1, slowest.2, slowest.3, slowest.0
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Hand-made hostile inputs: each is rejected with a coded error naming a byte offset, quickly
/// and without allocating in proportion to the numbers it claims.
#[test]
fn hostile_bytecode_is_rejected_with_offsets() {
    let magic = b"ML\xEFR".to_vec();
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("magic only", magic.clone(), "E0011"),
        (
            "future version",
            [magic.clone(), vec![0x0F, b'x', 0]].concat(),
            "E0012",
        ),
        (
            "producer without NUL",
            [magic.clone(), vec![0x0D, b'x']].concat(),
            "E0011",
        ),
        // A section claiming 2^40 bytes.
        (
            "huge section",
            [magic.clone(), vec![0x0D, 0], vec![0x00], varint(1 << 40)].concat(),
            "E0011",
        ),
        // A string section claiming 2^40 strings.
        (
            "huge string count",
            [magic.clone(), vec![0x0D, 0, 0x00, 0x13], varint(1 << 40)].concat(),
            "E0011",
        ),
        (
            "unknown section",
            [magic.clone(), vec![0x0D, 0, 0x0C, 0x01]].concat(),
            "E0011",
        ),
    ];
    for (what, bytes, code) in cases {
        let e = compiler::driver::input_text("hostile.mlirbc", bytes).unwrap_err();
        assert!(e.contains(code) && e.contains("byte offset"), "{what}: {e}");
    }
}

/// A one-byte varint (values below 128).
fn v(x: u8) -> u8 {
    assert!(x < 128);
    x << 1 | 1
}

fn section(id: u8, data: &[u8]) -> Vec<u8> {
    assert!(data.len() < 128);
    [vec![id, v(data.len() as u8)], data.to_vec()].concat()
}

/// A module whose attribute dictionary holds `#vhlo.array_v1` nested 60 deep, each level naming
/// the next twice: 2^60 strings if printed naively. The reader stops at its expansion bound.
#[test]
fn an_attribute_that_doubles_at_every_level_is_bounded() {
    let strings: [&[u8]; 4] = [b"builtin", b"vhlo", b"module", b"a"];
    let mut s = vec![v(strings.len() as u8)];
    for t in strings.iter().rev() {
        s.push(v(t.len() as u8 + 1));
    }
    for t in strings {
        s.extend_from_slice(t);
        s.push(0);
    }
    // Two dialects (names 0 and 1, unversioned), one op name (`module`, registered).
    let dialect = [v(2), v(0), v(2), v(1), v(0), v(1), v(2 << 1 | 1)];
    // Attributes: 0 the dictionary {a = #2}, 1 the string "a", 2..=61 arrays [k+1, k+1],
    // 62 the string "x" (vhlo), 63 an unknown location.
    let mut data = vec![];
    let mut builtin_sizes = vec![];
    let mut vhlo_sizes = vec![];
    let entry = |data: &mut Vec<u8>, bytes: &[u8]| {
        data.extend_from_slice(bytes);
        bytes.len() as u8
    };
    builtin_sizes.push(entry(&mut data, &[v(1), v(1), v(1), v(2)]));
    builtin_sizes.push(entry(&mut data, &[v(2), v(3)]));
    for k in 2..62u8 {
        vhlo_sizes.push(entry(&mut data, &[v(1), v(2), v(k + 1), v(k + 1)]));
    }
    vhlo_sizes.push(entry(&mut data, &[v(14), v(3)]));
    let loc_size = entry(&mut data, &[v(15)]);
    let mut offsets = vec![v(64), v(0), v(0), v(2)];
    // (size << 1) | custom, as a varint: ((size << 1) | 1) << 1 | 1.
    let sized = |n: u8| (((n << 1) | 1) << 1) | 1;
    offsets.extend(builtin_sizes.iter().map(|&n| sized(n)));
    offsets.extend([v(1), v(61)]);
    offsets.extend(vhlo_sizes.iter().map(|&n| sized(n)));
    offsets.extend([v(0), v(1), sized(loc_size)]);
    // One top-level op (`builtin.module`) with attributes (#0) at location #63.
    let ir = [v(2), v(0), 0x01, v(63), v(0)];
    let mut attr_section = vec![0x02];
    // The attribute data exceeds 127 bytes: a 2-byte varint length.
    let len = data.len() as u16;
    assert!(len < 1 << 14);
    attr_section.extend_from_slice(&((len << 2) | 0b10).to_le_bytes());
    attr_section.extend_from_slice(&data);
    let mut offsets_section = vec![0x03];
    let olen = offsets.len() as u16;
    offsets_section.extend_from_slice(&((olen << 2) | 0b10).to_le_bytes());
    offsets_section.extend_from_slice(&offsets);
    let bytes = [
        b"ML\xEFR".to_vec(),
        vec![v(6), b'x', 0],
        section(0, &s),
        section(1, &dialect),
        attr_section,
        offsets_section,
        section(4, &ir),
        section(8, &[]),
    ]
    .concat();
    let start = std::time::Instant::now();
    let e = compiler::driver::input_text("doubling.mlirbc", bytes).unwrap_err();
    assert!(
        e.contains("E0011") && e.contains("expand to more than"),
        "{e}"
    );
    assert!(start.elapsed().as_secs() < 10, "took {:?}", start.elapsed());
}

/// A function type whose inputs and results are itself (`type 0 = (type 0) -> type 0`), named by
/// a type attribute: each level fails at the nesting bound. The converter built a function type's
/// results even after its inputs had failed, and a failed type is not charged against the
/// expansion bound, so this took 2^128 steps (found by `BYTECODE_FUZZ_SEED=113` over the corpus of
/// 5bbc2cf: a mutant ran for minutes); it is rejected at once.
#[test]
fn a_function_type_nested_in_itself_is_rejected_at_once() {
    let strings: [&[u8]; 3] = [b"builtin", b"module", b"a"];
    let mut s = vec![v(strings.len() as u8)];
    for t in strings.iter().rev() {
        s.push(v(t.len() as u8 + 1));
    }
    for t in strings {
        s.extend_from_slice(t);
        s.push(0);
    }
    // One dialect (name 0, unversioned); one op name in all, in dialect 0: `module` (name 1,
    // registered).
    let dialect = [v(1), v(0), v(1), v(0), v(1), v(1 << 1 | 1)];
    // Attributes: 0 the dictionary {a = #2}, 1 the string "a", 2 a type attribute of type 0,
    // 3 an unknown location. Type 0: a function type with input type 0 and result type 0.
    let entries: [&[u8]; 5] = [
        &[v(1), v(1), v(1), v(2)],
        &[v(2), v(2)],
        &[v(6), v(0)],
        &[v(15)],
        &[v(2), v(1), v(0), v(1), v(0)],
    ];
    let data = entries.concat();
    let sized = |n: usize| ((((n as u8) << 1) | 1) << 1) | 1;
    let mut offsets = vec![v(4), v(1), v(0), v(4)];
    offsets.extend(entries[..4].iter().map(|e| sized(e.len())));
    offsets.extend([v(0), v(1), sized(entries[4].len())]);
    // One top-level op (`builtin.module`) with attributes (#0) at location #3.
    let ir = [v(2), v(0), 0x01, v(3), v(0)];
    let bytes = [
        b"ML\xEFR".to_vec(),
        vec![v(6), b'x', 0],
        section(0, &s),
        section(1, &dialect),
        section(2, &data),
        section(3, &offsets),
        section(4, &ir),
        section(8, &[]),
    ]
    .concat();
    let start = std::time::Instant::now();
    let e = compiler::driver::input_text("self_function.mlirbc", bytes).unwrap_err();
    assert!(
        e.contains("E0011") && e.contains("types nested deeper than 128"),
        "{e}"
    );
    assert!(start.elapsed().as_secs() < 10, "took {:?}", start.elapsed());
}

/// A module whose attribute dictionary is `{a = #2}`, attribute 2 being the Shardy (`sdy`)
/// attribute `sdy` in Shardy's bytecode encoding (`shardy/dialect/sdy/ir/bytecode.td`);
/// attribute 3 is the mesh axis `"x"=4` for it to name.
fn module_with_sdy_attribute(sdy: &[u8]) -> Vec<u8> {
    let strings: [&[u8]; 5] = [b"builtin", b"sdy", b"module", b"a", b"x"];
    let mut s = vec![v(strings.len() as u8)];
    for t in strings.iter().rev() {
        s.push(v(t.len() as u8 + 1));
    }
    for t in strings {
        s.extend_from_slice(t);
        s.push(0);
    }
    // Dialects `builtin` and `sdy` (unversioned), one op name (`builtin.module`, registered).
    let dialect = [v(2), v(0), v(2), v(1), v(0), v(1), v(2 << 1 | 1)];
    let entries: [(u8, &[u8]); 5] = [
        (0, &[v(1), v(1), v(1), v(2)]), // {#1 = #2}
        (0, &[v(2), v(3)]),             // "a"
        (1, sdy),                       // the attribute under test
        (1, &[v(1), v(4), v(8)]),       // mesh axis "x" = 4 (signed varint 4 is 8)
        (0, &[v(15)]),                  // an unknown location
    ];
    let mut data = vec![];
    let sized = |n: u8| (((n << 1) | 1) << 1) | 1;
    let mut offsets = vec![v(5), v(0)];
    for group in [&entries[0..2], &entries[2..4], &entries[4..5]] {
        offsets.extend([v(group[0].0), v(group.len() as u8)]);
        for (_, bytes) in group {
            data.extend_from_slice(bytes);
            offsets.push(sized(bytes.len() as u8));
        }
    }
    // One top-level op (`builtin.module`) with attributes (#0) at location #4.
    let ir = [v(2), v(0), 0x01, v(4), v(0)];
    [
        b"ML\xEFR".to_vec(),
        vec![v(6), b'x', 0],
        section(0, &s),
        section(1, &dialect),
        section(2, &data),
        section(3, &offsets),
        section(4, &ir),
        section(8, &[]),
    ]
    .concat()
}

/// Shardy's attributes from hand-made bytes: a mesh reads as MLIR prints it; an attribute code
/// Shardy does not define is E0012, a boolean byte other than 0 or 1 and a sharding whose mesh is
/// neither a symbol nor a mesh are E0011, each with its byte offset.
#[test]
fn shardy_attributes_read_and_bad_ones_are_rejected_with_offsets() {
    // #sdy.mesh<["x"=4]>: code 2, one axis (#3), no device ids.
    let text = compiler::driver::input_text(
        "mesh.mlirbc",
        module_with_sdy_attribute(&[v(2), v(1), v(3), v(0)]),
    )
    .unwrap();
    assert!(text.contains(r#"a = #sdy.mesh<["x"=4]>"#), "{text}");
    let cases: [(&str, &[u8], &str, &str); 3] = [
        ("code 18", &[v(18)], "E0012", "attribute code 18"),
        ("boolean 2", &[v(5), v(0), 2], "E0011", "a boolean byte 2"),
        (
            "sharding of a string",
            &[v(6), v(1), v(0), v(0)],
            "E0011",
            "neither a symbol nor a Shardy mesh",
        ),
    ];
    for (what, sdy, code, msg) in cases {
        let e =
            compiler::driver::input_text("sdy.mlirbc", module_with_sdy_attribute(sdy)).unwrap_err();
        assert!(
            e.contains(code) && e.contains(msg) && e.contains("byte offset"),
            "{what}: {e}"
        );
    }
}
