//! The `irvm` binary's own checks that need no compiled module. (Building this test also makes
//! `cargo test --workspace` build `irvm`, which the lit tests under `tests/lit` run next to `irc`.)

use std::process::Command;

const IRVM: &str = env!("CARGO_BIN_EXE_irvm");

fn irvm(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(IRVM).args(args).output().expect("irvm runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn help_lists_the_subcommands() {
    let (code, stdout, _) = irvm(&["--help"]);
    assert_eq!(code, 0);
    for cmd in ["run", "benchmark", "dump"] {
        assert!(
            stdout.contains(cmd),
            "`irvm --help` does not mention {cmd}:\n{stdout}"
        );
    }
}

#[test]
fn a_file_that_is_not_a_module_is_rejected_by_name() {
    let dir = std::env::temp_dir().join(format!("irvm_cli_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("not_a_module.vmfb");
    std::fs::write(&path, b"func.func @main() { return }\n".repeat(8)).unwrap();
    let p = path.to_str().unwrap();
    for args in [vec!["run", p], vec!["dump", p], vec!["benchmark", p]] {
        let (code, stdout, stderr) = irvm(&args);
        assert_eq!(code, 1, "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?} printed {stdout}");
        assert!(stderr.contains("not_a_module.vmfb"), "{args:?}: {stderr}");
        assert!(stderr.contains("not a .vmfb module"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unknown_flags_are_usage_errors() {
    let (code, _, stderr) = irvm(&["run", "x.vmfb", "--bogus"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--bogus"), "{stderr}");
}

// ---------------------------------------------------------------------------------------------------
// Input hardening: every bad flag value, file or literal is refused with a message naming it.

/// `@main(tensor<4xf32>) -> tensor<4xf32>` (doubles its argument), `@step` whose first
/// argument receives its first result in place (`w - g`), and `@pair`, which doubles a
/// `tensor<4xf32>` and a `tensor<2x2xi32>`.
const PROGRAM: &str = r#"
func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func public @step(%w: tensor<4xf32> {abi.output = 0 : index}, %g: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.subtract %w, %g : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func public @pair(%a: tensor<4xf32>, %b: tensor<2x2xi32>) -> (tensor<4xf32>, tensor<2x2xi32>) {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %1 = stablehlo.add %b, %b : tensor<2x2xi32>
  return %0, %1 : tensor<4xf32>, tensor<2x2xi32>
}
"#;

/// A fresh directory for one test, with `m.vmfb` compiled from [`PROGRAM`].
fn workdir(test: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("irvm_cli_{}_{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let vmfb = compiler::backend::compile_to_vmfb(PROGRAM, "program.mlir").expect("compiles");
    std::fs::write(dir.join("m.vmfb"), vmfb).unwrap();
    dir
}

/// Runs irvm in `dir` with `args` and asserts that it succeeds and prints `want`.
fn assert_prints(dir: &std::path::Path, args: &[&str], want: &str) {
    let (code, stdout, stderr) = irvm_in(dir, args);
    assert_eq!(code, 0, "irvm {args:?}: {stderr}");
    assert!(stdout.contains(want), "irvm {args:?}: {stdout}");
}

/// Runs irvm in `dir`, killing it after two minutes so that a regression (a FIFO that blocks, a
/// device read forever) fails the test instead of hanging it. (A guard, not a timed assertion.)
fn irvm_in(dir: &std::path::Path, args: &[&str]) -> (i32, String, String) {
    use std::time::{Duration, Instant};
    let mut child = Command::new(IRVM)
        .args(args)
        .current_dir(dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("irvm runs");
    let start = Instant::now();
    loop {
        if child.try_wait().expect("wait").is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("irvm {args:?} did not finish within two minutes");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("output");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn assert_fails(r: &(i32, String, String), code: i32, needles: &[&str]) {
    let (c, stdout, stderr) = r;
    assert_eq!(*c, code, "exit code; stdout:\n{stdout}\nstderr:\n{stderr}");
    for n in needles {
        assert!(stderr.contains(n), "stderr lacks `{n}`:\n{stderr}");
    }
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!stdout.contains("[SUCCESS]"), "{stdout}");
}

#[test]
fn the_program_runs_and_its_expected_output_passes() {
    // The baseline the refusals below are measured against: the right answer passes.
    let dir = workdir("baseline");
    assert_prints(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--input=4xf32=1,2,3,4",
            "--expected_output=4xf32=2,4,6,8",
        ],
        "[SUCCESS]",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn thresholds_must_be_finite_and_non_negative() {
    let dir = workdir("thresholds");
    for flag in [
        "expected_f32_threshold",
        "expected_f16_threshold",
        "expected_bf16_threshold",
        "expected_f64_threshold",
    ] {
        for v in ["nan", "NaN", "-1", "inf", "-inf", "1e999", "x"] {
            let arg = format!("--{flag}={v}");
            // A wrong expected output: with a NaN threshold this used to print [SUCCESS].
            let r = irvm_in(
                &dir,
                &[
                    "run",
                    "m.vmfb",
                    "--input=4xf32=1,2,3,4",
                    "--expected_output=4xf32=0,0,0,0",
                    &arg,
                ],
            );
            assert_fails(&r, 2, &[flag, v]);
        }
    }
    // Zero is a valid (exact) threshold: the wrong output fails the comparison, exit 1.
    let r = irvm_in(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--input=4xf32=1,2,3,4",
            "--expected_output=4xf32=2,4,6,9",
            "--expected_f32_threshold=0",
        ],
    );
    assert_fails(
        &r,
        1,
        &["[FAILED] result[0]: element 3 is 8 but 9 was expected"],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn special_files_are_refused_before_they_are_opened() {
    let dir = workdir("special");
    // A directory as the module.
    std::fs::create_dir_all(dir.join("d.vmfb")).unwrap();
    let r = irvm_in(&dir, &["run", "d.vmfb"]);
    assert_fails(&r, 1, &["d.vmfb: is a directory, expected a .vmfb file"]);
    // A character device as the module and as an input (reading /dev/zero never ends).
    let r = irvm_in(&dir, &["dump", "/dev/zero"]);
    assert_fails(
        &r,
        1,
        &["/dev/zero: is a character device, expected a .vmfb file"],
    );
    let r = irvm_in(&dir, &["run", "m.vmfb", "--input=@/dev/zero"]);
    assert_fails(
        &r,
        1,
        &[
            "input 0 (`@/dev/zero`)",
            "/dev/zero: is a character device, expected an .npy file",
        ],
    );
    let r = irvm_in(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--input=4xf32=1,2,3,4",
            "--expected_output=+/dev/zero",
        ],
    );
    assert_fails(&r, 1, &["is a character device"]);
    // A FIFO as the module and as an input: opening it would block until a writer comes.
    let fifo = dir.join("p.vmfb");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let r = irvm_in(&dir, &["run", "p.vmfb"]);
        assert_fails(
            &r,
            1,
            &["p.vmfb: is a FIFO (named pipe), expected a .vmfb file"],
        );
        let r = irvm_in(&dir, &["run", "m.vmfb", "--input=@p.vmfb"]);
        assert_fails(
            &r,
            1,
            &["p.vmfb: is a FIFO (named pipe), expected an .npy file"],
        );
    } else {
        eprintln!("mkfifo is not available; the FIFO cases were skipped");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// An `.npy` file with one header and `data` after it (the header may lie about the data).
fn npy_with(descr: &str, shape: &str, data: &[u8]) -> Vec<u8> {
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let mut out = b"\x93NUMPY\x01\x00".to_vec();
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(data);
    out
}

#[test]
fn npy_inputs_are_read_no_further_than_their_header_allows() {
    let dir = workdir("npy_bounds");
    // A header of 2^40 floats for a tensor<4xf32> argument: refused from the header alone.
    std::fs::write(
        dir.join("huge.npy"),
        npy_with("<f4", "(1099511627776,)", &[0; 16]),
    )
    .unwrap();
    let r = irvm_in(&dir, &["run", "m.vmfb", "--input=@huge.npy"]);
    assert_fails(
        &r,
        1,
        &["`./huge.npy` (array 0) holds a tensor<1099511627776xf32> (dtype `<f4`), but argument 0 is tensor<4xf32>"],
    );
    // As an expected output (no argument type to check): the header promises 8 GiB the file does
    // not hold, so nothing is allocated.
    std::fs::write(
        dir.join("lies.npy"),
        npy_with("<f4", "(2147483648,)", &[0; 16]),
    )
    .unwrap();
    let r = irvm_in(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--input=4xf32=1,2,3,4",
            "--expected_output=@lies.npy",
        ],
    );
    assert_fails(
        &r,
        1,
        &["truncated .npy data (8589934592 bytes expected, 16 present)"],
    );
    // The right header and data is read.
    let data: Vec<u8> = [1f32, 2.0, 3.0, 4.0]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    std::fs::write(dir.join("ok.npy"), npy_with("<f4", "(4,)", &data)).unwrap();
    assert_prints(&dir, &["run", "m.vmfb", "--input=@ok.npy"], "4xf32=2 4 6 8");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_literal_of_the_wrong_type_is_refused_before_it_is_built() {
    let dir = workdir("literal");
    // 2^30 elements (4 GiB) for a tensor<4xf32> argument: the type is checked first.
    let r = irvm_in(&dir, &["run", "m.vmfb", "--input=1073741824xf32=1"]);
    assert_fails(
        &r,
        1,
        &["input 0: expected tensor<4xf32>, got tensor<1073741824xf32>"],
    );
    let r = irvm_in(&dir, &["run", "m.vmfb", "--input=&1073741824xf32"]);
    assert_fails(
        &r,
        1,
        &["input 0: expected tensor<4xf32>, got tensor<1073741824xf32>"],
    );
    // An input larger than the device memory limit is refused before it is built.
    let r = irvm_in(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--input=4xf32=1",
            "--device-memory-limit=8",
        ],
    );
    assert_fails(
        &r,
        1,
        &["a tensor<4xf32> holds 16 bytes, more than the 8-byte limit for an input (the device memory limit)"],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn thread_counts_are_capped() {
    let dir = workdir("threads");
    for cmd in ["run", "benchmark"] {
        let r = irvm_in(
            &dir,
            &[cmd, "m.vmfb", "--input=4xf32=1", "--threads=100000"],
        );
        assert_fails(
            &r,
            2,
            &[
                "--threads",
                "100000 is more than the",
                "at most 256, or 4 per core",
            ],
        );
    }
    // 256 is always allowed.
    assert_prints(
        &dir,
        &["run", "m.vmfb", "--input=4xf32=1", "--threads=256"],
        "4xf32=2 2 2 2",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn benchmark_durations_and_counts_are_bounded() {
    let dir = workdir("benchmark");
    for v in ["inf", "nan", "-1", "60001", "x"] {
        let arg = format!("--min-rep-ms={v}");
        let r = irvm_in(&dir, &["benchmark", "m.vmfb", "--input=4xf32=1", &arg]);
        assert_fails(&r, 2, &["--min-rep-ms", v]);
    }
    for v in ["0", "10001"] {
        let arg = format!("--repetitions={v}");
        let r = irvm_in(&dir, &["benchmark", "m.vmfb", "--input=4xf32=1", &arg]);
        assert_fails(&r, 2, &["--repetitions", v]);
    }
    assert_prints(
        &dir,
        &[
            "benchmark",
            "m.vmfb",
            "--input=4xf32=1",
            "--repetitions=3",
            "--min-rep-ms=0",
        ],
        "BENCHMARK @main: 3 repetitions",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn output_storage_may_carry_initial_contents() {
    // IREE's `&TYPE=VALUES`: storage for an abi.output argument, initialised with the values.
    let dir = workdir("storage");
    assert_prints(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--function=step",
            "--input=&4xf32=1,3,5,7",
            "--input=4xf32=1",
        ],
        "4xf32=0 2 4 6",
    );
    // Three calls: the storage keeps each call's result, 1,3,5,7 - 3 x 1.
    assert_prints(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--function=step",
            "--input=&4xf32=1,3,5,7",
            "--input=4xf32=1",
            "--iterations=3",
        ],
        "4xf32=-2 0 2 4",
    );
    // A splat, and zeros without values.
    assert_prints(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--function=step",
            "--input=&4xf32=5",
            "--input=4xf32=1",
        ],
        "4xf32=4 4 4 4",
    );
    assert_prints(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--function=step",
            "--input=&4xf32",
            "--input=4xf32=1",
        ],
        "4xf32=-1 -1 -1 -1",
    );
    // Its values are checked like a literal's.
    let r = irvm_in(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--function=step",
            "--input=&4xf32=1,2",
            "--input=4xf32=1",
        ],
    );
    assert_fails(
        &r,
        1,
        &["input 0 (`&4xf32=1,2`): 4 elements expected from shape 4, 2 given"],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn output_dash_prints_and_empty_ignores_as_in_iree() {
    let dir = workdir("outputs");
    let (code, stdout, stderr) = irvm_in(&dir, &["run", "m.vmfb", "--input=4xf32=1", "--output=-"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        stdout,
        "EXEC @main\nresult[0]: hal.buffer_view\n4xf32=2 2 2 2\n"
    );
    let (code, stdout, stderr) = irvm_in(&dir, &["run", "m.vmfb", "--input=4xf32=1", "--output="]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout, "EXEC @main\n");
    // And the help says so (whatever the wrapping).
    let (_, help, _) = irvm(&["run", "--help"]);
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(help.contains("`-` (print), empty (ignore)"), "{help}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[path = "../../tests/cli_reference.rs"]
mod cli_reference;

#[test]
fn the_readme_documents_exactly_the_flags_of_irvm_help() {
    cli_reference::self_test();
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md");
    let sections = cli_reference::readme_sections(&readme);
    let help = |args: &[&str]| {
        let (code, stdout, stderr) = irvm(args);
        assert_eq!(code, 0, "irvm {args:?}: {stderr}");
        stdout
    };
    let problems = cli_reference::disagreements("irvm", &sections, &help);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A numpy-written archive of `tests/lit/reference/Inputs` (see its make_npz.py).
fn fixture(name: &str) -> String {
    format!(
        "{}/../tests/lit/reference/Inputs/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn npz_archives_feed_arguments_and_receive_results() {
    let dir = workdir("npz");
    // Every array of numpy's savez archive, as consecutive arguments (values: make_npz.py).
    let all = format!("--input=@{}", fixture("two.npz"));
    let (code, stdout, stderr) = irvm_in(&dir, &["run", "m.vmfb", "--function=pair", &all]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        stdout,
        "EXEC @pair\nresult[0]: hal.buffer_view\n4xf32=3 -4 6 0.5\nresult[1]: hal.buffer_view\n2x2xi32=[2 4][6 -8]\n"
    );
    // One named array of a savez_compressed archive, next to a literal.
    let g = format!("--input=@{}:g", fixture("named.npz"));
    assert_prints(&dir, &["run", "m.vmfb", &g], "4xf32=1 1 1 1");
    let named = format!("--input=@{}", fixture("named.npz"));
    assert_prints(
        &dir,
        &["run", "m.vmfb", "--function=step", &named],
        "4xf32=0.5 2.5 4.5 6.5",
    );
    // Results into one archive, read back as the next call's arguments.
    let (code, stdout, stderr) = irvm_in(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--function=pair",
            &all,
            "--output=@out.npz",
        ],
    );
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout, "EXEC @pair\n");
    assert_prints(
        &dir,
        &[
            "run",
            "m.vmfb",
            "--function=pair",
            "--input=@out.npz",
            "--expected_output=4xf32=6,-8,12,1",
            "--expected_output=2x2xi32=4,8,12,-16",
        ],
        "[SUCCESS]",
    );
    // The archive's arrays must match the arguments in number and type.
    let r = irvm_in(&dir, &["run", "m.vmfb", &all]);
    assert_fails(&r, 1, &["@main takes 1 input(s), 2 given"]);
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------------------------------------------
// `irvm benchmark --profile` and `irvm peak`.

/// Ten iterations of `x = x * x` over 64 floats: per call, the loop's condition (`i < 10`, one
/// `i1` from two `i32`s) is dispatched 11 times, the body's product and the counter's increment
/// 10 times each.
const LOOP: &str = r#"
func.func public @main(%x0: tensor<64xf32>) -> tensor<64xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %x = %x0) : tensor<i32>, tensor<64xf32>
   cond {
    %c = stablehlo.compare LT, %i, %ten : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %y = stablehlo.multiply %x, %x : tensor<64xf32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %y : tensor<i32>, tensor<64xf32>
  }
  return %r#1 : tensor<64xf32>
}
"#;

/// A loop whose body is one 256x256x256 product: about 670 µs of one core by its cost, a kernel
/// that splits among workers.
const BIG_LOOP: &str = r#"
func.func public @main(%a0: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %a = %a0) : tensor<i32>, tensor<256x256xf32>
   cond {
    %c = stablehlo.compare LT, %i, %two : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %p = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %p : tensor<i32>, tensor<256x256xf32>
  }
  return %r#1 : tensor<256x256xf32>
}
"#;

#[test]
fn profile_says_where_a_call_runs() {
    // A loop of small kernels runs on the caller's thread even with 2 threads (handing it to the
    // pool and back would cost more than a second thread saves on kernels this small); a loop
    // with a large product runs in the pool; one thread is the caller's.
    let dir = workdir("profile_where");
    for (name, src) in [("loop", LOOP), ("big", BIG_LOOP)] {
        let vmfb =
            compiler::backend::compile_to_vmfb(src, &format!("{name}.mlir")).expect("compiles");
        std::fs::write(dir.join(format!("{name}.vmfb")), vmfb).unwrap();
    }
    let place = |module: &str, input: &str, threads: &str| -> String {
        let (code, stdout, stderr) = irvm_in(
            &dir,
            &[
                "benchmark",
                module,
                input,
                "--repetitions=1",
                "--min-rep-ms=1",
                threads,
                "--profile",
                "--peak-gflops=100",
                "--peak-gbs=10",
            ],
        );
        assert_eq!(code, 0, "{stderr}");
        stdout
            .lines()
            .find_map(|l| l.strip_prefix("where: "))
            .unwrap_or_else(|| panic!("no where: line:\n{stdout}"))
            .to_string()
    };
    let small = place("loop.vmfb", "--input=64xf32=1", "--threads=2");
    assert!(
        small.starts_with("on the caller's thread, each kernel on one thread"),
        "{small}"
    );
    let big = place("big.vmfb", "--input=256x256xf32=0.5", "--threads=2");
    assert_eq!(big, "in the worker pool of 2 threads");
    let one = place("big.vmfb", "--input=256x256xf32=0.5", "--threads=1");
    assert_eq!(one, "on the caller's thread (1 thread)");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The value of `key=` in `line`.
fn field(line: &str, key: &str) -> f64 {
    line.split_whitespace()
        .find_map(|w| w.strip_prefix(&format!("{key}=")))
        .unwrap_or_else(|| panic!("no {key}= in {line}"))
        .parse()
        .unwrap()
}

/// The rows of the table whose header starts with `head`, split into cells (two or more
/// spaces apart), up to the blank line after it.
fn table<'a>(stdout: &'a str, head: &str) -> Vec<Vec<&'a str>> {
    let lines: Vec<&str> = stdout.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with(head))
        .unwrap_or_else(|| panic!("no table `{head}` in:\n{stdout}"));
    lines[at + 1..]
        .iter()
        .take_while(|l| !l.trim().is_empty())
        .map(|l| {
            l.split("  ")
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .collect()
        })
        .collect()
}

#[test]
fn the_profile_counts_every_dispatch_and_instruction_of_the_calls() {
    let dir = workdir("profile");
    let vmfb = compiler::backend::compile_to_vmfb(LOOP, "loop.mlir").expect("compiles");
    std::fs::write(dir.join("loop.vmfb"), vmfb).unwrap();
    let (code, stdout, stderr) = irvm_in(
        &dir,
        &[
            "benchmark",
            "loop.vmfb",
            "--input=64xf32=1",
            "--repetitions=2",
            "--min-rep-ms=1",
            "--threads=1",
            "--profile",
            "--peak-gflops=100",
            "--peak-gbs=10",
        ],
    );
    assert_eq!(code, 0, "{stderr}");
    let summary = stdout
        .lines()
        .find(|l| l.starts_with("profile_calls="))
        .unwrap_or_else(|| panic!("no summary line:\n{stdout}"));
    let calls = field(summary, "profile_calls") as u64;
    assert!(calls >= 1, "{summary}");
    assert!(
        stdout.contains(&format!("PROFILE @main: {calls} calls")),
        "{stdout}"
    );
    assert!(
        stdout.contains("machine peak: 100.0 GFLOP/s (f32), 10.0 GB/s, given"),
        "{stdout}"
    );
    // Per call: the product 10 times (64 multiplies, 256 bytes read and 256 written), the
    // increment 10 times (1 add; 4 + 4 bytes read, 4 written), the condition 11 times (1
    // compare; 4 + 4 read, 1 written).
    assert_eq!(field(summary, "flops_per_call"), (10 * 64 + 10 + 11) as f64);
    assert_eq!(
        field(summary, "bytes_per_call"),
        (10 * 512 + 10 * 12 + 11 * 9) as f64
    );
    let kernels = table(&stdout, "kernel ");
    let calls_of = |rows: &[Vec<&str>], name: &str| -> u64 {
        let row = rows
            .iter()
            .find(|r| r[0] == name)
            .unwrap_or_else(|| panic!("no row {name} in {rows:?}"));
        row[1].parse().unwrap()
    };
    assert_eq!(kernels.len(), 3, "{kernels:?}");
    for r in &kernels {
        assert_eq!(
            r.len(),
            7,
            "kernel, calls, total, mean, % call, achieved, % peak: {r:?}"
        );
    }
    assert_eq!(calls_of(&kernels, "main_dispatch_0"), 11 * calls);
    assert_eq!(calls_of(&kernels, "main_dispatch_1"), 10 * calls);
    assert_eq!(calls_of(&kernels, "main_dispatch_2"), 10 * calls);
    // The product moves more bytes than it computes flops at 10 flops per byte of peak: GB/s.
    let product = kernels.iter().find(|r| r[0] == "main_dispatch_1").unwrap();
    assert!(product[5].ends_with("GB/s"), "{product:?}");
    let instructions = table(&stdout, "instruction ");
    for (kind, per_call) in [
        ("dispatch", 31),
        ("branch_false", 11),
        ("jump", 10),
        ("copy", 2),
        ("const", 3),
        ("view", 12),
        ("arena", 1),
        ("alloc", 1),
        ("dealloc", 1),
        ("return", 1),
    ] {
        assert_eq!(calls_of(&instructions, kind), per_call * calls, "{kind}");
    }
    assert_eq!(instructions.len(), 10, "{instructions:?}");
    // Sorted by total time.
    let totals: Vec<f64> = instructions.iter().map(|r| r[2].parse().unwrap()).collect();
    assert!(totals.windows(2).all(|w| w[0] >= w[1]), "{totals:?}");
    let outside = table(&stdout, "outside instructions ");
    assert_eq!(calls_of(&outside, "call entry"), calls);
    assert_eq!(calls_of(&outside, "call exit"), calls);
    let accounted = field(summary, "accounted");
    assert!(accounted > 0.0 && accounted <= 1.0, "{summary}");
    assert!(stdout.contains("accounted: the table holds"), "{stdout}");
    // The line for scripts stays the last.
    assert!(
        stdout
            .trim_end()
            .lines()
            .last()
            .unwrap()
            .starts_with("median_ms="),
        "{stdout}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn peak_flags_need_the_profile_and_a_positive_rate() {
    let dir = workdir("peak_flags");
    let r = irvm_in(
        &dir,
        &["benchmark", "m.vmfb", "--input=4xf32=1", "--peak-gbs=10"],
    );
    assert_fails(&r, 2, &["--peak-gbs", "--profile"]);
    for v in ["0", "-1", "inf", "nan", "x"] {
        let arg = format!("--peak-gflops={v}");
        let r = irvm_in(
            &dir,
            &["benchmark", "m.vmfb", "--input=4xf32=1", "--profile", &arg],
        );
        assert_fails(&r, 2, &["--peak-gflops", v]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn peak_prints_one_line_of_rates() {
    let (code, stdout, stderr) = irvm(&["peak", "--threads=1"]);
    assert_eq!(code, 0, "{stderr}");
    let line = stdout.trim();
    assert_eq!(line.lines().count(), 1, "{stdout}");
    assert!(field(line, "peak_gflops") > 0.0, "{line}");
    assert!(field(line, "peak_gbs") > 0.0, "{line}");
    assert_eq!(field(line, "threads"), 1.0, "{line}");
}

#[test]
fn a_products_profile_counts_two_flops_per_multiply_add() {
    // 8x16 by 16x4: 2 * 8 * 16 * 4 = 1024 flops; (128 + 64 + 32) f32 = 896 bytes. At 1024 / 896
    // flops per byte, above the given machine's 1 (10 GFLOP/s over 10 GB/s), the row shows GFLOP/s.
    let dir = workdir("profile_dot");
    let program = r#"
func.func public @main(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
"#;
    let vmfb = compiler::backend::compile_to_vmfb(program, "dot.mlir").expect("compiles");
    std::fs::write(dir.join("dot.vmfb"), vmfb).unwrap();
    let (code, stdout, stderr) = irvm_in(
        &dir,
        &[
            "benchmark",
            "dot.vmfb",
            "--input=8x16xf32=1",
            "--input=16x4xf32=1",
            "--repetitions=1",
            "--min-rep-ms=0",
            "--threads=1",
            "--profile",
            "--peak-gflops=10",
            "--peak-gbs=10",
        ],
    );
    assert_eq!(code, 0, "{stderr}");
    let summary = stdout
        .lines()
        .find(|l| l.starts_with("profile_calls="))
        .unwrap_or_else(|| panic!("no summary line:\n{stdout}"));
    assert_eq!(field(summary, "flops_per_call"), 1024.0);
    assert_eq!(field(summary, "bytes_per_call"), 896.0);
    let kernels = table(&stdout, "kernel ");
    assert_eq!(kernels.len(), 1, "{kernels:?}");
    assert!(kernels[0][5].ends_with("GFLOP/s"), "{kernels:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--work-limit` reaches the call in `run` and in `benchmark`: an endless loop (a module written
/// from the format's types: one `Jump` to itself) stops with E0704, whose message names the limit
/// and the flag; a generous limit runs a program, one below its work stops it; 0 is a
/// command-line error, and both subcommands' `--help` documents the flag.
#[test]
fn work_limit_reaches_run_and_benchmark() {
    use runtime::vm::bytecode::{FunctionDef, Instr, MemoryPlan, ModuleDef};
    let dir = workdir("work_limit");
    let code = vec![Instr::Jump { target: 0 }, Instr::Return { regs: vec![] }];
    let spin = ModuleDef {
        name: "spin".into(),
        functions: vec![FunctionDef {
            name: "main".into(),
            public: true,
            args: vec![],
            results: vec![],
            num_regs: 1,
            plan: MemoryPlan::default(),
            locs: vec![String::new(); code.len()],
            code,
        }],
        ..Default::default()
    };
    std::fs::write(
        dir.join("spin.vmfb"),
        runtime::vm::format::write_module(&spin, &[]),
    )
    .unwrap();
    for cmd in ["run", "benchmark"] {
        let r = irvm_in(&dir, &[cmd, "spin.vmfb", "--work-limit=1000000"]);
        assert_fails(
            &r,
            1,
            &[
                "error[E0704]",
                "work budget of 1000000 units: it used ",
                "--work-limit",
            ],
        );
    }
    assert_prints(
        &dir,
        &["run", "m.vmfb", "--input=4xf32=1", "--work-limit=1000000"],
        "4xf32=2 2 2 2",
    );
    let r = irvm_in(
        &dir,
        &["run", "m.vmfb", "--input=4xf32=1", "--work-limit=10"],
    );
    assert_fails(&r, 1, &["error[E0704]", "work budget of 10 units"]);
    let (code, _, stderr) = irvm_in(&dir, &["run", "m.vmfb", "--work-limit=0"]);
    assert_eq!(code, 2, "{stderr}");
    for cmd in ["run", "benchmark"] {
        let (code, stdout, _) = irvm(&[cmd, "--help"]);
        assert_eq!(code, 0);
        assert!(stdout.contains("--work-limit <N>"), "{stdout}");
    }
}

// ---------------------------------------------------------------------------------------------------
// Under an MPI launcher (README, Distributed).

/// `mpirun`'s flags for one host with loopback only, as root and oversubscribed (a small
/// machine's flags).
const MPIRUN_FLAGS: [&str; 11] = [
    "--allow-run-as-root",
    "--oversubscribe",
    "--mca",
    "pml",
    "ob1",
    "--mca",
    "btl",
    "self,vader",
    "--mca",
    "oob_tcp_if_include",
    "lo",
];

/// `mpirun` on one host with loopback only, as root and oversubscribed (a small machine's flags).
fn mpirun_in(dir: &std::path::Path, np_args: &[&[&str]]) -> (i32, String, String) {
    use std::time::{Duration, Instant};
    let mut cmd = Command::new("mpirun");
    cmd.args(MPIRUN_FLAGS);
    // MPMD: `-np 1 irvm ARGS : -np 1 irvm ARGS ...`.
    for (i, args) in np_args.iter().enumerate() {
        if i > 0 {
            cmd.arg(":");
        }
        cmd.args(["-np", "1", IRVM]).args(*args);
    }
    let mut child = cmd
        .current_dir(dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("mpirun runs (is openmpi-bin installed? see .ci/mpi-deps)");
    let start = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("mpirun irvm did not finish within two minutes");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("output");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn under_a_launcher() {
    let dir = workdir("launcher");
    let run: &[&str] = &[
        "run",
        "m.vmfb",
        "--function=main",
        "--input=4xf32=1,2,3,4",
        "--expected_output=4xf32=2,4,6,8",
    ];
    if !runtime::hal::launch::HAS_MPI {
        // A build without MPI refuses a launcher's environment before any work: the module
        // named here does not exist, and the error is still E0705, not E0901.
        let out = Command::new(IRVM)
            .args(["run", "no_such.vmfb"])
            .env("OMPI_COMM_WORLD_SIZE", "2")
            .current_dir(&dir)
            .output()
            .expect("irvm runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains("error[E0705]"), "{stderr}");
        assert!(stderr.contains("OMPI_COMM_WORLD_SIZE=2"), "{stderr}");
        assert!(!stderr.contains("no_such.vmfb"), "{stderr}");
        let _ = std::fs::remove_dir_all(&dir);
        return;
    }
    // Two processes run the module; both check the expected output, process 0 alone prints.
    let (code, stdout, stderr) = mpirun_in(&dir, &[run, run]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    assert_eq!(stdout.matches("4xf32=2 4 6 8").count(), 1, "{stdout}");
    assert_eq!(stdout.matches("[SUCCESS]").count(), 1, "{stdout}");
    // Process 1 runs another function: both stop with E0705 naming it.
    let other: &[&str] = &[
        "run",
        "m.vmfb",
        "--function=pair",
        "--input=4xf32=1",
        "--input=2x2xi32=1",
    ];
    let (code, stdout, stderr) = mpirun_in(&dir, &[run, other]);
    assert_ne!(code, 0, "{stdout}\n{stderr}");
    assert!(
        stderr.contains("error[E0705]: process(es) [1] of 2 run another module or function"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The module of [`collectives_under_a_launcher`] for `n` replicas: process `r` adds `r` to its
/// input `x`, then an all_reduce (sum), an all_gather along dimension 0 and one along
/// dimension 1 (of `y` as a column) over all `n` processes.
fn dist_program(n: usize) -> String {
    let ids = (0..n).map(|i| i.to_string()).collect::<Vec<_>>().join(", ");
    let groups = format!("replica_groups = dense<[[{ids}]]> : tensor<1x{n}xi64>");
    format!(
        r#"module @dist attributes {{mhlo.num_replicas = {n} : i32}} {{
  func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<{g}xf32>, tensor<2x{n}xf32>) {{
    %r = stablehlo.replica_id : tensor<ui32>
    %rf = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %rf, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %y = stablehlo.add %x, %b : tensor<2xf32>
    %s = "stablehlo.all_reduce"(%y) ({{
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %t = stablehlo.add %p, %q : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }}) {{{groups}}} : (tensor<2xf32>) -> tensor<2xf32>
    %g = "stablehlo.all_gather"(%y) {{all_gather_dim = 0 : i64, {groups}}} : (tensor<2xf32>) -> tensor<{g}xf32>
    %c = stablehlo.reshape %y : (tensor<2xf32>) -> tensor<2x1xf32>
    %g2 = "stablehlo.all_gather"(%c) {{all_gather_dim = 1 : i64, {groups}}} : (tensor<2x1xf32>) -> tensor<2x{n}xf32>
    return %s, %g, %g2 : tensor<2xf32>, tensor<{g}xf32>, tensor<2x{n}xf32>
  }}
}}
"#,
        g = 2 * n
    )
}

/// `irvm run` of a module with collectives under `mpirun -np 2` and `-np 4`: every process
/// checks the expected results (computed by hand below), process 0 alone prints them. The same
/// module run without a launcher is E0705 before any work, naming the `mpirun` line.
#[test]
fn collectives_under_a_launcher() {
    if !runtime::hal::launch::HAS_MPI {
        return;
    }
    // x = [1, 2]; process r has y = [1 + r, 2 + r].
    // n = 2: sum [1 + 2, 2 + 3] = [3, 5]; gather [1, 2, 2, 3]; as columns [[1, 2], [2, 3]].
    // n = 4: sum [1 + 2 + 3 + 4, 2 + 3 + 4 + 5] = [10, 14]; gather [1, 2, 2, 3, 3, 4, 4, 5];
    //        as columns [[1, 2, 3, 4], [2, 3, 4, 5]].
    let cases: [(usize, &str, &str, &str); 2] = [
        (2, "2xf32=3,5", "4xf32=1,2,2,3", "2x2xf32=1,2,2,3"),
        (
            4,
            "2xf32=10,14",
            "8xf32=1,2,2,3,3,4,4,5",
            "2x4xf32=1,2,3,4,2,3,4,5",
        ),
    ];
    for (n, sum, gather, columns) in cases {
        let dir = workdir(&format!("collectives_{n}"));
        let vmfb =
            compiler::backend::compile_to_vmfb(&dist_program(n), "dist.mlir").expect("compiles");
        std::fs::write(dir.join("dist.vmfb"), vmfb).unwrap();
        let expected = [
            format!("--expected_output={sum}"),
            format!("--expected_output={gather}"),
            format!("--expected_output={columns}"),
        ];
        let mut run: Vec<&str> = vec!["run", "dist.vmfb", "--function=main", "--input=2xf32=1,2"];
        run.extend(expected.iter().map(String::as_str));
        let all: Vec<&[&str]> = (0..n).map(|_| &run[..]).collect();
        let (code, stdout, stderr) = mpirun_in(&dir, &all);
        assert_eq!(code, 0, "np {n}: {stdout}\n{stderr}");
        assert_eq!(stdout.matches("[SUCCESS]").count(), 1, "np {n}: {stdout}");
        // Without a launcher: one process cannot run a module for n.
        let (code, _, stderr) = irvm_in(&dir, &run);
        assert_eq!(code, 1, "{stderr}");
        assert!(
            stderr.contains("error[E0705]") && stderr.contains(&format!("mpirun -np {n}")),
            "{stderr}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The module of [`failures_under_a_launcher`], for 2 replicas. `@extra`: process `r` runs
/// `1 + r` all_reduces in a loop, so process 1's second never meets one of process 0 (a live
/// process that never joins). `@exits`: process 1 fails a check (its replica id is not 0) and
/// stops before the all_reduce process 0 waits in.
const FAILING: &str = r#"module @failing attributes {mhlo.num_replicas = 2 : i32} {
  func.func @extra(%x: tensor<2xf32>) -> tensor<2xf32> {
    %r = stablehlo.replica_id : tensor<ui32>
    %n = stablehlo.convert %r : (tensor<ui32>) -> tensor<i32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %trips = stablehlo.add %n, %one : tensor<i32>
    %w:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i32>, tensor<2xf32>
     cond {
      %c = stablehlo.compare LT, %i, %trips : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %s = "stablehlo.all_reduce"(%v) ({
        ^bb0(%p: tensor<f32>, %q: tensor<f32>):
          %t = stablehlo.add %p, %q : tensor<f32>
          stablehlo.return %t : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1, %s : tensor<i32>, tensor<2xf32>
    }
    return %w#1 : tensor<2xf32>
  }
  func.func @exits(%x: tensor<2xf32>) -> tensor<2xf32> {
    %r = stablehlo.replica_id : tensor<ui32>
    check.expect_eq_const %r, dense<0> : tensor<ui32>
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %t = stablehlo.add %p, %q : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
    return %s : tensor<2xf32>
  }
}
"#;

/// What a failing job did: its exit status, its stderr, when it started, when each stderr line
/// came and when it ended.
struct Failed {
    code: i32,
    stderr: String,
    lines: Vec<(std::time::Instant, String)>,
    end: std::time::Instant,
}

/// `mpirun -np 2 irvm ARGS` (the flags of [`mpirun_in`]); `during` is called with mpirun's
/// pid once it has started. The harness's own timeout (60 s) fails the test rather than hang.
fn mpirun_failing(dir: &std::path::Path, args: &[&str], during: &dyn Fn(u32)) -> Failed {
    use std::io::BufRead;
    use std::time::{Duration, Instant};
    let mut child = Command::new("mpirun")
        .args(MPIRUN_FLAGS)
        .args(["-np", "2", IRVM])
        .args(args)
        .current_dir(dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("mpirun runs (is openmpi-bin installed? see .ci/mpi-deps)");
    let start = Instant::now();
    let lines = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let reader = {
        let lines = lines.clone();
        let err = child.stderr.take().expect("stderr");
        std::thread::spawn(move || {
            for l in std::io::BufReader::new(err).lines().map_while(Result::ok) {
                lines.lock().unwrap().push((Instant::now(), l));
            }
        })
    };
    during(child.id());
    let code = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s.code().unwrap_or(-1);
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "mpirun irvm {args:?} did not finish within 60 s (a hang): {:?}",
                lines.lock().unwrap()
            );
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let end = Instant::now();
    let _ = reader.join();
    let lines = std::mem::take(&mut *lines.lock().unwrap());
    Failed {
        code,
        stderr: lines
            .iter()
            .map(|(_, l)| l.as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        lines,
        end,
    }
}

impl Failed {
    /// The job ended with a non-zero status within `limit` of `at` (when `what` happened).
    fn ended_non_zero_within(
        &self,
        at: std::time::Instant,
        limit: std::time::Duration,
        what: &str,
    ) {
        assert_ne!(self.code, 0, "{}", self.stderr);
        assert!(
            self.end - at < limit,
            "{:?} after {what}: {}",
            self.end - at,
            self.stderr
        );
    }

    /// When the first stderr line containing `what` came.
    fn when(&self, what: &str) -> std::time::Instant {
        self.lines
            .iter()
            .find(|(_, l)| l.contains(what))
            .unwrap_or_else(|| panic!("no line with `{what}`:\n{}", self.stderr))
            .0
    }
}

/// The pid of the process of rank `rank` that `mpirun` (pid `launcher`) started, once it runs.
fn rank_pid(launcher: u32, rank: usize) -> Option<u32> {
    let want = format!("OMPI_COMM_WORLD_RANK={rank}");
    for e in std::fs::read_dir("/proc").ok()?.flatten() {
        let Some(pid) = e.file_name().to_str().and_then(|s| s.parse::<u32>().ok()) else {
            continue;
        };
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        // `pid (comm) state ppid ...`: the fields after the command's closing parenthesis.
        let ppid = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .and_then(|p| p.parse::<u32>().ok());
        if ppid != Some(launcher) {
            continue;
        }
        let env = std::fs::read(format!("/proc/{pid}/environ")).unwrap_or_default();
        if env.split(|&b| b == 0).any(|v| v == want.as_bytes()) {
            return Some(pid);
        }
    }
    None
}

/// The failure modes under `mpirun -np 2` (issue 26): a process killed with SIGKILL and one that
/// never joins a collective (`--collective-timeout=2`) (a process that exits on an error: see
/// below). Each
/// job ends non-zero within 5 s of the failure (of the watchdog's timeout for the last), and
/// its output names the process; the watchdog's also names the op, its source line and its
/// sequence number. The harness's own timeout proves that none hangs.
#[test]
fn failures_under_a_launcher() {
    use std::time::{Duration, Instant};
    if !runtime::hal::launch::HAS_MPI {
        return;
    }
    let dir = workdir("failures");
    let vmfb = compiler::backend::compile_to_vmfb(FAILING, "failing.mlir").expect("compiles");
    std::fs::write(dir.join("failing.vmfb"), vmfb).unwrap();
    let five = Duration::from_secs(5);

    // A process that stops on an error (`@exits`: process 1's check fails) while the other waits
    // in its all_reduce (the timeout is the default 600 s): irvm aborts the job on its error
    // path, so it ends within 5 s of the error, naming the process.
    let f = mpirun_failing(
        &dir,
        &[
            "run",
            "failing.vmfb",
            "--function=exits",
            "--input=2xf32=1,2",
        ],
        &|_| {},
    );
    f.ended_non_zero_within(f.when("process 1 of 2: "), five, "the error");
    // MPI_Abort's status (Open MPI's own banner naming the rank is not always printed: its
    // help output races with the kill).
    assert_eq!(f.code, 1, "{}", f.stderr);
    assert!(f.stderr.contains("E0601"), "{}", f.stderr);

    // A process killed with SIGKILL: process 1 waits in its second all_reduce (the timeout is
    // the default 600 s), the harness kills it.
    let killed = std::sync::Mutex::new(None);
    let f = mpirun_failing(
        &dir,
        &[
            "run",
            "failing.vmfb",
            "--function=extra",
            "--input=2xf32=1,2",
        ],
        &|launcher| {
            let start = Instant::now();
            let pid = loop {
                if let Some(p) = rank_pid(launcher, 1) {
                    break p;
                }
                assert!(
                    start.elapsed() < Duration::from_secs(30),
                    "rank 1 never started"
                );
                std::thread::sleep(Duration::from_millis(20));
            };
            // Time to reach its collective (the job's end is measured from the kill anyway).
            std::thread::sleep(Duration::from_millis(1500));
            let ok = Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .status()
                .is_ok_and(|s| s.success());
            assert!(ok, "kill -KILL {pid}");
            *killed.lock().unwrap() = Some(Instant::now());
        },
    );
    let at = killed.lock().unwrap().expect("killed");
    f.ended_non_zero_within(at, five, "the kill");
    assert!(
        f.stderr.contains("rank 1") && f.stderr.contains("signal 9"),
        "{}",
        f.stderr
    );

    // A process that never joins: process 1's second all_reduce waits 2 s, then the watchdog
    // aborts the job naming the process, the op, its line and its sequence number.
    let f = mpirun_failing(
        &dir,
        &[
            "run",
            "failing.vmfb",
            "--function=extra",
            "--input=2xf32=1,2",
            "--collective-timeout=2",
        ],
        &|_| {},
    );
    f.ended_non_zero_within(f.when("(the collective timeout)"), five, "the timeout");
    let line = f
        .lines
        .iter()
        .map(|(_, l)| l.as_str())
        .find(|l| l.contains("(the collective timeout)"))
        .unwrap();
    // The all_reduce is at line 13 of failing.mlir; the collectives before it on process 1's
    // group channel: its first all_reduce (#0), so this one is #1.
    assert!(
        line.contains("process 1 of 2: all_reduce at 13:7 stablehlo.all_reduce")
            && line.contains("collective #1 of a group of 2 processes"),
        "{line}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The repository's `tests/dist` directory (JAX's data-parallel exports and their data).
fn dist_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/dist")
}

/// The `.npy` file `path` as a host tensor.
fn read_npy(path: &std::path::Path) -> runtime::host_tensor::HostTensor {
    let spec = format!("@{}", path.display());
    let mut cursors = runtime_cli::io::NpyCursors::default();
    runtime_cli::io::parse_input_hinted(&spec, 0, std::path::Path::new("."), &mut cursors, None)
        .unwrap_or_else(|e| panic!("{}: {}", path.display(), e.0))
        .tensor()
        .clone()
}

/// The largest absolute difference relative to the expected value's largest magnitude (as
/// `compiler/tests/localize_manual.rs` measures it).
fn relative_error(
    got: &runtime::host_tensor::HostTensor,
    want: &runtime::host_tensor::HostTensor,
) -> f64 {
    assert_eq!(got.shape, want.shape);
    assert_eq!(got.dtype, want.dtype);
    let n = want.num_elements();
    let scale = (0..n)
        .map(|i| want.get_f64(i).abs())
        .fold(0.0f64, f64::max)
        .max(1e-30);
    let diff = (0..n)
        .map(|i| (got.get_f64(i) - want.get_f64(i)).abs())
        .fold(0.0f64, f64::max);
    diff / scale
}

/// JAX's `shard_map` SGD step (`tests/dist`), compiled as `irc compile` does, run by `irvm run`
/// under `mpirun` on the processes of its mesh: every process reads the global batch and takes
/// its rows (`dist.shard`), process 0 prints and writes the results, every process checks them
/// against JAX's one-device step on the global batch; the written results are within 1e-6
/// relative of it.
#[test]
fn shard_map_step_under_a_launcher_matches_jax() {
    if !runtime::hal::launch::HAS_MPI {
        return;
    }
    let data = dist_dir();
    for (n, file) in [(2usize, "dp_shard_map.np2.mlir"), (4, "dp_shard_map.mlir")] {
        let dir = workdir(&format!("dp_{n}"));
        let text = std::fs::read_to_string(data.join(file)).unwrap();
        let vmfb = compiler::backend::compile_to_vmfb(&text, file).expect("compiles");
        std::fs::write(dir.join("dp.vmfb"), vmfb).unwrap();
        // The marks are in the module: the batch and the labels split along the mesh's axis.
        let (code, dump, stderr) = irvm(&["dump", dir.join("dp.vmfb").to_str().unwrap()]);
        assert_eq!(code, 0, "{stderr}");
        assert!(dump.contains(&format!("  mesh: [{n}]\n")), "{dump}");
        let b = 64 / n;
        assert!(
            dump.contains(&format!(
                "%r4: tensor<{b}x784xf32> {{dist.shard = [0, 0]}}, %r5: tensor<{b}xi32> {{dist.shard = [0, 0]}})"
            )),
            "{dump}"
        );
        assert!(dump.contains("(%r0: tensor<784x256xf32>, %r1"), "{dump}");
        let mut run: Vec<String> = vec!["run".into(), "dp.vmfb".into(), "--function=main".into()];
        for k in 0..6 {
            run.push(format!(
                "--input=@{}",
                data.join(format!("dp.in.{k}.npy")).display()
            ));
        }
        for k in 0..5 {
            run.push(format!(
                "--expected_output=@{}",
                data.join(format!("dp.out.{k}.npy")).display()
            ));
            run.push(format!("--output=@out.{k}.npy"));
        }
        run.push("--expected_f32_threshold=1e-5".into());
        let run: Vec<&str> = run.iter().map(String::as_str).collect();
        let all: Vec<&[&str]> = (0..n).map(|_| &run[..]).collect();
        let (code, stdout, stderr) = mpirun_in(&dir, &all);
        assert_eq!(code, 0, "np {n}:\n{stdout}\n{stderr}");
        assert_eq!(stdout.matches("[SUCCESS]").count(), 1, "np {n}: {stdout}");
        for k in 0..5 {
            let got = read_npy(&dir.join(format!("out.{k}.npy")));
            let want = read_npy(&data.join(format!("dp.out.{k}.npy")));
            let err = relative_error(&got, &want);
            eprintln!("{file} under mpirun -np {n}, result {k}: relative error {err:e}");
            assert!(err <= 1e-6, "np {n} result {k}: relative error {err:e}");
        }
        // A global batch whose rows the processes cannot share equally names the argument.
        let mut bad: Vec<String> = run.iter().map(|s| s.to_string()).collect();
        bad.retain(|a| !a.starts_with("--expected_output") && !a.starts_with("--output"));
        bad[7] = format!("--input={}x784xf32", 4 * n + 1);
        let bad: Vec<&str> = bad.iter().map(String::as_str).collect();
        let all: Vec<&[&str]> = (0..n).map(|_| &bad[..]).collect();
        let (code, _, stderr) = mpirun_in(&dir, &all);
        assert_ne!(code, 0, "np {n}: {stderr}");
        assert!(stderr.contains("error[E0701]"), "np {n}: {stderr}");
        assert!(stderr.contains("argument 4"), "np {n}: {stderr}");
        assert!(stderr.contains("dist.shard"), "np {n}: {stderr}");
        // Alone, the module of several processes is refused before any work.
        let (code, _, stderr) = irvm(&[
            "run",
            dir.join("dp.vmfb").to_str().unwrap(),
            "--input=784x256xf32",
        ]);
        assert_eq!(code, 1, "{stderr}");
        assert!(stderr.contains("error[E0705]"), "{stderr}");
        assert!(stderr.contains(&format!("mpirun -np {n}")), "{stderr}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// `irvm dump m.vmfb | head`: standard output closed before irvm writes is E0902 with a message,
/// never a panic.
#[test]
fn a_closed_standard_output_is_an_error_not_a_panic() {
    let dir = workdir("closed_stdout");
    // The reading end is closed before irvm starts, so every write of irvm's gets EPIPE (closing
    // it after the spawn raced with irvm writing into the pipe's buffer first).
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_irvm"))
        .args(["dump", "m.vmfb"])
        .current_dir(&dir)
        .stdout(writer)
        .output()
        .expect("irvm runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("error[E0902]: cannot write to standard output"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}
