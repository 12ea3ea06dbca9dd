//! Fuzzing the `--input` grammar of `irvm` and the `.npy`/`.npz` decoders (issue 14, item 6).
//!
//! Strings built from the grammar's pieces (`&`, `@`, `+` prefixes; shapes with boundary sizes;
//! MLIR's and IREE's element type names and wrong ones; `=`; elements: decimals, hex floats,
//! `inf`, `nan`, booleans, `(re,im)`, raw hex, brackets, separators; file names of valid and
//! mutated `.npy`/`.npz` files), then mutated character by character, are parsed by
//! [`parse_input_within`] (the call `irvm run` makes) for an argument type drawn at random or
//! taken from the string, under a 1 MiB limit. Each must give an error that names the input
//! (`input N`) or a tensor of exactly the expected type whose bytes match its element count;
//! never a panic. Mutated `.npy` streams (truncated, header edited to huge shapes, bad dtypes and
//! orders, bytes flipped) go through [`decode_npy_arrays`] too: an error or arrays whose bytes
//! match their shapes. `CLI_INPUT_FUZZ_CASES` sets the number of strings (default 3000; the
//! `.npy` streams are a third of that); `CLI_INPUT_FUZZ_SEED` the seed.

use std::path::Path;

use runtime::{ElemType, HostTensor};
use runtime_cli::io::{decode_npy_arrays, encode_npy, parse_input_within, write_npz, NpyCursors};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
}

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name).map_or(default, |s| {
        s.parse()
            .unwrap_or_else(|e| panic!("{name}={s}: not a number ({e})"))
    })
}

const TYPES: &[&str] = &[
    "f32",
    "f64",
    "f16",
    "bf16",
    "i1",
    "i8",
    "i32",
    "i64",
    "ui8",
    "si8",
    "u8",
    "i4",
    "i2",
    "ui4",
    "f8E4M3FN",
    "f8E5M2",
    "tf32",
    "index",
    "complex<f32>",
    "complex<f64>",
    "cf64",
    "f4E2M1FN",
    // Wrong ones.
    "f31",
    "i0",
    "complex<i32>",
    "",
    "xf32",
    "F32",
    "complex<f32",
];

const DIMS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "7",
    "16",
    "1024",
    "65536",
    "1073741824",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "-1",
    "",
    "?",
    "0x10",
    "1e3",
];

const ELEMENTS: &[&str] = &[
    "0",
    "1",
    "-1",
    "1.5",
    "-0",
    "1e38",
    "1e39",
    "-1e400",
    "0x1.8p1",
    "0x1p-149",
    "0x",
    "inf",
    "-inf",
    "nan",
    "NaN",
    "true",
    "false",
    "255",
    "256",
    "-129",
    "127",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551616",
    "(1,2)",
    "(1,",
    "(,)",
    "(1,2,3)",
    "0000803F00000040",
    "0000803F",
    "[",
    "]",
    "[1 2]",
    "",
    " ",
    "\u{e9}",
    "\u{0}",
];

const SEPARATORS: &[&str] = &[",", " ", ", ", "  ", "][", ";", "\t"];

const FILES: &[&str] = &[
    "good.npy",
    "two.npy",
    "bad0.npy",
    "bad1.npy",
    "bad2.npy",
    "bad3.npy",
    "bad4.npy",
    "bad5.npy",
    "z.npz:arr_0",
    "z.npz:arr_1",
    "z.npz:nope",
    "z.npz",
    "badz0.npz:arr_0",
    "badz1.npz:arr_0",
    "badz2.npz:arr_0",
    "badz3.npz:arr_0",
    "missing.npy",
    ".",
    "",
    "/dev/zero",
];

/// A string of the grammar (often slightly wrong).
fn generate(rng: &mut Rng) -> String {
    let mut s = String::new();
    match rng.below(8) {
        0 | 1 => {
            s.push_str(rng.pick(&["@", "+", "@", "&"]));
            s.push_str(rng.pick(FILES));
            return s;
        }
        2 => s.push('&'),
        _ => {}
    }
    let mut count = Some(1usize);
    for _ in 0..rng.below(4) {
        // Mostly small sizes, so that many strings are well formed.
        let d = if rng.below(3) == 0 {
            rng.pick(DIMS)
        } else {
            rng.pick(&["1", "2", "3"])
        };
        count = count.and_then(|c| c.checked_mul(d.parse().ok()?));
        s.push_str(d);
        s.push('x');
    }
    let ty = rng.pick(TYPES);
    s.push_str(ty);
    if rng.below(5) == 0 {
        return s;
    }
    s.push('=');
    let n = match (rng.below(4), count) {
        (0, _) => 1,
        (1 | 2, Some(c)) if c <= 64 => c,
        _ => rng.below(30),
    };
    // Elements of the type's kind, or any.
    let pool: &[&str] = match (rng.below(2), ty) {
        (0, _) => ELEMENTS,
        (_, "i1") => &["true", "false", "1", "0"],
        (_, t) if t.starts_with("c") => &["(1,2)", "(-0.5,0)", "0000803F00000040"],
        (_, t) if t.contains('f') => &["0", "1.5", "-2", "0x1p-3", "inf", "nan"],
        _ => &["0", "1", "-1", "3"],
    };
    let sep = rng.pick(SEPARATORS);
    let bracket = rng.below(4) == 0;
    if bracket {
        s.push('[');
    }
    for i in 0..n {
        if i > 0 {
            s.push_str(if rng.below(10) == 0 {
                rng.pick(SEPARATORS)
            } else {
                sep
            });
        }
        s.push_str(rng.pick(pool));
    }
    if bracket {
        s.push(']');
    }
    s
}

/// Character-level edits: delete, insert, duplicate a span, replace.
fn mutate(s: &str, rng: &mut Rng) -> String {
    let mut c: Vec<char> = s.chars().collect();
    const ALPHABET: &[char] = &[
        '0',
        '1',
        '9',
        'x',
        '=',
        ',',
        ' ',
        '[',
        ']',
        '(',
        ')',
        '@',
        '+',
        '&',
        ':',
        '.',
        '-',
        'e',
        'f',
        'i',
        'n',
        '<',
        '>',
        '\u{1F600}',
        '\u{0}',
    ];
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(c.len() + 1);
        match rng.below(4) {
            0 if at < c.len() => {
                c.remove(at);
            }
            1 => c.insert(at, ALPHABET[rng.below(ALPHABET.len())]),
            2 if at < c.len() => {
                let end = (at + 1 + rng.below(6)).min(c.len());
                let span: Vec<char> = c[at..end].to_vec();
                for (k, ch) in span.into_iter().enumerate() {
                    c.insert(end + k, ch);
                }
            }
            _ if at < c.len() => c[at] = ALPHABET[rng.below(ALPHABET.len())],
            _ => {}
        }
    }
    c.into_iter().collect()
}

/// The shape and element type a string names, when it names one (so that the argument type can
/// match it and more strings reach the element parser).
fn named_type(s: &str) -> Option<(ElemType, Vec<usize>)> {
    let s = s.strip_prefix('&').unwrap_or(s);
    let ty = s.split('=').next()?;
    let mut parts: Vec<&str> = ty.split('x').collect();
    let dtype = runtime::host_tensor::parse_elem_type(parts.pop()?)?;
    let shape = parts
        .iter()
        .map(|d| d.parse::<usize>().ok())
        .collect::<Option<Vec<_>>>()?;
    Some((dtype, shape))
}

/// `.npy` files: a good one, two arrays in one file, and broken ones.
fn npy_files(dir: &Path) -> Vec<u8> {
    let good = HostTensor::from_f64s(ElemType::F32, vec![2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    let good = encode_npy(&good).unwrap();
    let ints = encode_npy(&HostTensor::from_i64s(
        ElemType::I32,
        vec![4],
        &[1, -2, 3, -4],
    ))
    .unwrap();
    std::fs::write(dir.join("good.npy"), &good).unwrap();
    std::fs::write(dir.join("two.npy"), [good.clone(), ints].concat()).unwrap();
    let header_end = good.iter().position(|&b| b == b'\n').unwrap() + 1;
    let header = String::from_utf8_lossy(&good[10..header_end]).to_string();
    let edit = |from: &str, to: &str| {
        let h = header.replace(from, to);
        let mut b = good[..8].to_vec();
        b.extend_from_slice(&(h.len() as u16).to_le_bytes());
        b.extend_from_slice(h.as_bytes());
        b.extend_from_slice(&good[header_end..]);
        b
    };
    let broken = [
        good[..header_end - 3].to_vec(),                   // truncated header
        edit("(2, 3)", "(4294967296, 4294967296)"),        // a huge shape, 24 bytes of data
        edit("<f4", "<q9"),                                // an unknown dtype
        edit("False", "True"),                             // Fortran order
        good[..good.len() - 5].to_vec(),                   // truncated data
        edit("(2, 3)", "(18446744073709551615, 2, 3, 1)"), // shape overflowing
    ];
    for (i, b) in broken.iter().enumerate() {
        std::fs::write(dir.join(format!("bad{i}.npy")), b).unwrap();
    }
    write_npz(
        &dir.join("z.npz"),
        &[
            HostTensor::from_f64s(ElemType::F32, vec![3], &[1.0, 2.0, 3.0]),
            HostTensor::from_i64s(ElemType::I8, vec![2, 2], &[1, 2, 3, 4]),
        ],
    )
    .unwrap();
    let z = std::fs::read(dir.join("z.npz")).unwrap();
    // A bit of arr_0's data (1.0f32) flipped: the member's CRC no longer matches.
    let mut flipped = z.clone();
    let one = flipped
        .windows(4)
        .position(|w| w == 1f32.to_le_bytes())
        .unwrap();
    flipped[one + 3] ^= 0x40;
    for (i, b) in [z[..z.len() / 2].to_vec(), flipped].iter().enumerate() {
        std::fs::write(dir.join(format!("badz{i}.npz")), b).unwrap();
    }
    // Archives with valid checksums: a member whose .npy claims a huge shape (stored), and a
    // deflated member of 64 MiB behind a header that says 3 elements (a small zip bomb).
    let huge = encode_npy(&HostTensor::zeros(ElemType::F32, vec![2, 3])).unwrap();
    let huge_header =
        String::from_utf8_lossy(&huge[10..header_end]).replace("(2, 3)", "(1099511627776,)");
    let mut huge_npy = huge[..8].to_vec();
    huge_npy.extend_from_slice(&(huge_header.len() as u16).to_le_bytes());
    huge_npy.extend_from_slice(huge_header.as_bytes());
    huge_npy.extend_from_slice(&huge[header_end..]);
    let mut bomb = encode_npy(&HostTensor::zeros(ElemType::F32, vec![3])).unwrap();
    bomb.resize(bomb.len() + (64 << 20), 0);
    for (i, (member, method)) in [
        (huge_npy, zip::CompressionMethod::Stored),
        (bomb, zip::CompressionMethod::Deflated),
    ]
    .into_iter()
    .enumerate()
    {
        let f = std::fs::File::create(dir.join(format!("badz{}.npz", i + 2))).unwrap();
        let mut w = zip::ZipWriter::new(f);
        w.start_file(
            "arr_0.npy",
            zip::write::SimpleFileOptions::default().compression_method(method),
        )
        .unwrap();
        std::io::Write::write_all(&mut w, &member).unwrap();
        w.finish().unwrap();
    }
    good
}

fn check_parse(spec: &str, index: usize, dir: &Path, expected: (ElemType, &[usize])) -> bool {
    let mut cursors = NpyCursors::default();
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        parse_input_within(spec, index, dir, &mut cursors, expected, Some(1 << 20))
    }));
    match r {
        Err(_) => panic!("`{spec}` (for a {expected:?}) panicked"),
        Ok(Err(e)) => {
            let name = format!("input {index}");
            assert!(
                e.0.contains(&name),
                "`{spec}`: the error does not name the input: {e}"
            );
            false
        }
        Ok(Ok(v)) => {
            let t = v.tensor();
            assert_eq!(
                (t.dtype, t.shape.as_slice()),
                expected,
                "`{spec}`: a value of another type"
            );
            let n: usize = t.shape.iter().product();
            assert_eq!(
                t.data.len(),
                n * t.dtype.byte_size(),
                "`{spec}`: bytes do not match the element count"
            );
            true
        }
    }
}

#[test]
fn input_strings_give_a_tensor_of_the_type_or_an_error_naming_the_input() {
    let cases = env_u64("CLI_INPUT_FUZZ_CASES", 3000);
    let mut rng = Rng(env_u64("CLI_INPUT_FUZZ_SEED", 0x5EED_CAFE) | 1);
    let dir = std::env::temp_dir().join(format!("cli_input_fuzz_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    npy_files(&dir);
    let arg_types: &[(ElemType, &[usize])] = &[
        (ElemType::F32, &[2, 3]),
        (ElemType::F32, &[3]),
        (ElemType::I8, &[2, 2]),
        (ElemType::I32, &[4]),
        (ElemType::I1, &[]),
        (ElemType::C64, &[2]),
        (ElemType::BF16, &[1]),
        (ElemType::I4, &[3]),
        (ElemType::F64, &[0]),
    ];
    // Each broken file is an error naming the input and the file, and saying what is wrong.
    for (file, says) in [
        ("bad0.npy", "header"),
        ("bad1.npy", "too large"),
        ("bad2.npy", "<q9"),
        ("bad3.npy", "fortran"),
        ("bad4.npy", "truncated"),
        ("bad5.npy", "too large"),
        ("badz0.npz:arr_0", "not an .npz"),
        ("badz1.npz:arr_0", "checksum"),
        ("badz2.npz:arr_0", "truncated .npy data"),
        ("badz3.npz:arr_0", "more than the 1048576-byte limit"),
    ] {
        let e = parse_input_within(
            &format!("@{file}"),
            3,
            &dir,
            &mut NpyCursors::default(),
            if file.contains("npz") {
                (ElemType::F32, &[3])
            } else {
                (ElemType::F32, &[2, 3])
            },
            Some(1 << 20),
        )
        .unwrap_err();
        let stem = file.split(':').next().unwrap();
        assert!(
            e.0.contains("input 3")
                && e.0.contains(stem)
                && e.0.to_lowercase().contains(&says.to_lowercase()),
            "{file}: {e}"
        );
    }
    let (mut parsed, mut rejected) = (0, 0);
    for i in 0..cases {
        let s = generate(&mut rng);
        let s = if rng.below(2) == 0 {
            s
        } else {
            mutate(&s, &mut rng)
        };
        let named = named_type(&s);
        let index = rng.below(12);
        let ok = match (&named, rng.below(3)) {
            (Some((d, shape)), 0 | 1) if shape.iter().product::<usize>() < 1 << 16 => {
                check_parse(&s, index, &dir, (*d, shape))
            }
            _ => {
                let (d, shape) = arg_types[rng.below(arg_types.len())];
                check_parse(&s, index, &dir, (d, shape))
            }
        };
        if ok {
            parsed += 1;
        } else {
            rejected += 1;
        }
        if i == 0 {
            // The one fixed case: the good file parses as its own type.
            assert!(check_parse("@good.npy", 0, &dir, (ElemType::F32, &[2, 3])));
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    eprintln!("input strings: {parsed} parsed, {rejected} rejected");
    assert!(
        parsed > cases / 20 && rejected > cases / 20,
        "{parsed} {rejected}"
    );
}

#[test]
fn mutated_npy_streams_decode_to_consistent_arrays_or_an_error() {
    let cases = env_u64("CLI_INPUT_FUZZ_CASES", 3000) / 3;
    let mut rng = Rng(env_u64("CLI_INPUT_FUZZ_SEED", 0x5EED_CAFE) ^ 0xF00D);
    let dir = std::env::temp_dir().join(format!("cli_npy_fuzz_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = npy_files(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    let header_end = good.iter().position(|&b| b == b'\n').unwrap() + 1;
    let (mut ok, mut err) = (0, 0);
    for _ in 0..cases {
        let mut b = good.clone();
        if rng.below(3) == 0 {
            b.extend_from_slice(&good);
        }
        for _ in 0..1 + rng.below(3) {
            match rng.below(5) {
                0 => b.truncate(rng.below(b.len() + 1)),
                // A byte of the header (magic, version, length, the dict).
                1 | 2 => {
                    let at = rng.below(header_end);
                    if at < b.len() {
                        b[at] = [
                            b'0', b'9', b'(', b')', b',', b' ', b'<', b'>', b'|', 0xFF, 0,
                        ][rng.below(11)];
                    }
                }
                3 => {
                    if b.len() > 9 {
                        b[8] = rng.next() as u8;
                        b[9] = [0, 1, 0xFF][rng.below(3)];
                    }
                }
                _ => {
                    if !b.is_empty() {
                        let at = rng.below(b.len());
                        b[at] ^= 1 << rng.below(8);
                    }
                }
            }
        }
        match std::panic::catch_unwind(|| decode_npy_arrays(&b, "fuzz.npy")) {
            Err(_) => panic!("decode_npy_arrays panicked on {b:?}"),
            Ok(Err(e)) => {
                assert!(
                    e.0.contains("fuzz.npy"),
                    "the error does not name the stream: {e}"
                );
                err += 1;
            }
            Ok(Ok(arrays)) => {
                let total: usize = arrays.iter().map(|a| a.data.len()).sum();
                assert!(total <= b.len(), "arrays larger than the stream");
                for a in arrays {
                    let n: usize = a.shape.iter().product();
                    let size = a
                        .element_types()
                        .first()
                        .map_or(a.data.len() / n.max(1), |t| t.byte_size());
                    assert_eq!(a.data.len(), n * size, "{:?} {}", a.shape, a.descr);
                }
                ok += 1;
            }
        }
    }
    eprintln!(".npy streams: {ok} decoded, {err} rejected");
    assert!(ok > 0 && err > 0);
}
