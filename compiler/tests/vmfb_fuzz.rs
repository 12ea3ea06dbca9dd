//! A structure-aware fuzzer of `.vmfb` modules (issue 14, item 6).
//!
//! Each case takes a module of the corpus (every model of `tests/corpus` and lit exec files with
//! structured ops: sort, scatter, gather, convolution, reduce_window, select_and_scatter, FFT,
//! linear algebra, while loops), decodes it to its [`ModuleDef`], applies one to four structural
//! mutations — VM instructions and kernel steps deleted, duplicated, swapped, grafted from another
//! corpus module; kernels, functions and constants grafted; expression nodes and buffer
//! declarations edited — re-encodes it with [`write_module`] (so the checksum is valid and the
//! decoder and validator are reached), sometimes overwrites one integer field of the encoding with
//! a boundary value (`common::boundary_values`, as `vmfb_mutation.rs` does) and reseals the
//! checksum, then loads, validates and runs every public function in `KernelMode::Interpret` and
//! `KernelMode::Jit`, under a 64 MiB device memory limit and a work limit of 2^30.
//!
//! The outcome of a case must be an error (header, decoding, validation, run time) or a clean run:
//! never a panic, a signal or a hang. Cases run in a child process (this test binary running the
//! ignored test `fuzz_cases`) under `ulimit -v`, supervised by the parent: a case that panics,
//! kills the child with a signal, exhausts the address-space limit or uses more than the
//! per-case CPU time (or, as a backstop, wall time) is reported with its case number and a
//! one-line reproduction command, and the run goes on with the next case in a fresh child.
//!
//! Environment:
//! - `VMFB_FUZZ_SEED` (default 0x1ce5_f022): the run's seed; case `n`'s generator is derived
//!   from the seed and `n`, so a case is reproduced from the two numbers alone.
//! - `VMFB_FUZZ_START` (default 0), `VMFB_FUZZ_CASES`: the cases run (`short_run`: 300 by
//!   default; `long_run`: 1,000,000).
//! - `VMFB_FUZZ_SECONDS`: `long_run` stops after this many seconds (the running child is killed;
//!   the case it was on is not counted). Every 10,000 ended cases a progress line is printed.
//! - `VMFB_FUZZ_TIMEOUT` (default 60): seconds of CPU time (user and system, over every thread
//!   of the child, read from `/proc/PID/stat`) one case may use before it counts as a hang, so a
//!   case slowed by a loaded machine is not flagged while it waits for a core.
//! - `VMFB_FUZZ_WALL_TIMEOUT` (default 10 times `VMFB_FUZZ_TIMEOUT`): seconds of wall time one
//!   case may take whatever its CPU time, the backstop for a child that waits forever (a deadlock
//!   uses no CPU).
//! - `VMFB_FUZZ_VMEM_KB` (default 4 GiB): the child's `ulimit -v`; 0 for none.
//! - `VMFB_FUZZ_MODE` (`interpret` or `jit`): every case in that kernel mode.
//! - `VMFB_FUZZ_WORK` (default 2^30): the work limit of a call (lower under valgrind, where the
//!   large products would take minutes).
//!
//! Under valgrind, run the child directly: `valgrind --error-exitcode=99 TEST_BINARY --ignored
//! --nocapture --exact fuzz_cases` with `VMFB_FUZZ_START`/`VMFB_FUZZ_CASES` set.
//!
//! The long run: `VMFB_FUZZ_CASES=1000000 cargo test --release --workspace --features runtime/mpi
//! --test vmfb_fuzz -- --ignored --nocapture long_run` (and in the guard-page build,
//! `CARGO_TARGET_DIR=target/guard cargo test --release --features runtime/guard-pages -p compiler`
//! with the same test arguments).

mod common;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use runtime::kernel::ir::{Kernel, Node, Step};
use runtime::kernel::steps;
use runtime::vm::bytecode::{Instr, ModuleDef};
use runtime::vm::format::{check_header, decode_module, field_positions, write_module, HEADER};
use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::{Device, Tensor};
use runtime::HostTensor;

use common::boundary_values;

/// The corpus: every model of `tests/corpus` and lit exec files with structured ops.
const CORPUS: &[&str] = &[
    "corpus/attention_block",
    "corpus/cnn_maxpool_train",
    "corpus/conv_small",
    "corpus/elementwise_chain",
    "corpus/embedding_train_step",
    "corpus/many_small_ops",
    "corpus/many_small_ops_unfused",
    "corpus/matmul_1024",
    "corpus/matmul_512",
    "corpus/mlp_infer",
    "corpus/mlp_train_step",
    "corpus/mlp_train_step_donated",
    "corpus/mlp_train_step_inplace",
    "corpus/rnn_scan",
    "corpus/svd_like_two_outputs",
    "corpus/topk_sampler",
    "corpus/train_fori",
    "lit/exec/Inputs/jax_structured/sorting",
    "lit/exec/Inputs/jax_structured/segments",
    "lit/exec/Inputs/jax_structured/cnn_step",
    "lit/exec/Inputs/jax_structured/maxpool_grad",
    "lit/exec/Inputs/lapack/getrf",
    "lit/exec/Inputs/jax_control/fori_jacobi",
    "lit/exec/Inputs/jax_control/while_newton",
    "lit/exec/Inputs/jax_control/gru_scan",
    "lit/exec/Inputs/rng_bit_generator/rbg_loop",
    "lit/exec/scatter_several",
    "lit/exec/control_flow",
    "lit/exec/fft",
    "lit/exec/cholesky",
    "lit/exec/triangular_solve",
    "lit/exec/call_in_reduction_body",
    "lit/exec/rng_bit_generator",
];

/// One corpus module: its name, decoded definition and data segment.
struct Seed {
    name: &'static str,
    def: ModuleDef,
    data: Vec<u8>,
}

fn compile_corpus() -> Vec<Seed> {
    CORPUS
        .iter()
        .map(|&name| {
            let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../tests/{name}.mlir"));
            let src = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{name}: {e}"));
            let bytes = compiler::backend::compile_to_vmfb(&src, name)
                .unwrap_or_else(|e| panic!("{name} does not compile: {e}"));
            let layout = check_header(&bytes).unwrap();
            let def = decode_module(&bytes, layout).unwrap();
            let data = bytes[layout.data.0..layout.data.1].to_vec();
            Seed { name, def, data }
        })
        .collect()
}

/// xorshift64* seeded through splitmix64.
struct Rng(u64);
impl Rng {
    fn for_case(seed: u64, case: u64) -> Rng {
        let mut z = seed ^ case.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Rng((z ^ (z >> 31)) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

/// Deletes, duplicates or swaps an entry of `v` (`false` when `v` is too short for the edit).
fn edit_list<T: Clone>(v: &mut Vec<T>, rng: &mut Rng, op: usize) -> bool {
    let n = v.len();
    match op {
        0 if n > 0 => {
            v.remove(rng.below(n));
        }
        1 if n > 0 => {
            let i = rng.below(n);
            let x = v[i].clone();
            v.insert(rng.below(n + 1), x);
        }
        2 if n > 1 => {
            let (i, j) = (rng.below(n), rng.below(n));
            v.swap(i, j);
        }
        _ => return false,
    }
    true
}

const OPS: [&str; 3] = ["delete", "duplicate", "swap"];

/// The expression of a step, when it has one.
fn step_expr(s: &mut Step) -> Option<&mut runtime::kernel::ir::Expr> {
    match s {
        Step::Map(steps::Map { expr, .. }) | Step::Reduce(steps::Reduce { expr, .. }) => Some(expr),
        Step::ReduceWindow(steps::ReduceWindow { init, .. }) => Some(init),
        _ => None,
    }
}

/// Applies one structural mutation to `m` (and `data`); returns its kind, or `None` when the
/// module has nothing the chosen kind applies to.
fn mutate_once(
    m: &mut ModuleDef,
    data: &mut Vec<u8>,
    corpus: &[Seed],
    rng: &mut Rng,
) -> Option<String> {
    let donor = &corpus[rng.below(corpus.len())];
    match rng.below(10) {
        // VM instructions of one function: delete, duplicate, swap (locations kept in step).
        0 | 1 => {
            let f = rng.below(m.functions.len());
            let f = m.functions.get_mut(f)?;
            let op = rng.below(3);
            let snapshot = rng.0;
            let ok = edit_list(&mut f.code, rng, op);
            if ok && rng.chance(4) {
                // The same edit on the locations keeps them parallel to the code.
                rng.0 = snapshot;
                edit_list(&mut f.locs, rng, op);
            }
            ok.then(|| format!("instr-{}", OPS[op]))
        }
        // Kernel steps: delete, duplicate, swap.
        2 | 3 => {
            let k = rng.below(m.kernels.len());
            let k = m.kernels.get_mut(k)?;
            let op = rng.below(3);
            edit_list(&mut k.steps, rng, op).then(|| format!("step-{}", OPS[op]))
        }
        // Graft a step of a donor's kernel into one of ours.
        4 => {
            let dk = donor.def.kernels.get(rng.below(donor.def.kernels.len()))?;
            let step = dk.steps.get(rng.below(dk.steps.len()))?.clone();
            let k = rng.below(m.kernels.len());
            let k = m.kernels.get_mut(k)?;
            let at = rng.below(k.steps.len() + 1);
            if rng.chance(2) && at < k.steps.len() {
                k.steps[at] = step;
            } else {
                k.steps.insert(at, step);
            }
            Some("graft-step".into())
        }
        // Graft an instruction of a donor's function into one of ours.
        5 => {
            let df = donor
                .def
                .functions
                .get(rng.below(donor.def.functions.len()))?;
            let i = rng.below(df.code.len());
            let (ins, loc) = (df.code.get(i)?.clone(), df.locs.get(i).cloned());
            let f = rng.below(m.functions.len());
            let f = m.functions.get_mut(f)?;
            let at = rng.below(f.code.len() + 1);
            f.code.insert(at, ins);
            if at <= f.locs.len() {
                f.locs.insert(at, loc.unwrap_or_default());
            }
            Some("graft-instr".into())
        }
        // Graft a whole kernel (replacing one of ours, so dispatches now bind it) or a function.
        6 => {
            if rng.chance(2) {
                let dk: &Kernel = donor.def.kernels.get(rng.below(donor.def.kernels.len()))?;
                let i = rng.below(m.kernels.len() + 1);
                if i < m.kernels.len() {
                    m.kernels[i] = dk.clone();
                } else {
                    m.kernels.push(dk.clone());
                }
                Some("graft-kernel".into())
            } else {
                let df = donor
                    .def
                    .functions
                    .get(rng.below(donor.def.functions.len()))?;
                let i = rng.below(m.functions.len() + 1);
                let mut f = df.clone();
                if i < m.functions.len() {
                    // Keep the name, so the caller still finds it.
                    f.name = m.functions[i].name.clone();
                    f.public = m.functions[i].public;
                    m.functions[i] = f;
                } else {
                    m.functions.push(f);
                }
                Some("graft-function".into())
            }
        }
        // Graft a constant (its bytes appended to the data segment), or repoint one of ours.
        7 => {
            let dc = donor
                .def
                .constants
                .get(rng.below(donor.def.constants.len()))?;
            let src = donor
                .data
                .get(dc.offset as usize..(dc.offset + dc.bytes) as usize)?;
            let mut c = dc.clone();
            c.offset = data.len().div_ceil(64) as u64 * 64;
            data.resize(c.offset as usize, 0);
            data.extend_from_slice(src);
            let i = rng.below(m.constants.len() + 1);
            if i < m.constants.len() {
                m.constants[i] = c;
            } else {
                m.constants.push(c);
            }
            Some("graft-constant".into())
        }
        // Expression nodes of a step: delete, duplicate, swap (types kept parallel), or an
        // operand repointed.
        8 => {
            let k = rng.below(m.kernels.len());
            let k = m.kernels.get_mut(k)?;
            let s = rng.below(k.steps.len());
            let e = step_expr(k.steps.get_mut(s)?)?;
            let op = rng.below(3);
            let snapshot = rng.0;
            let ok = edit_list(&mut e.nodes, rng, op);
            if ok && !rng.chance(4) {
                rng.0 = snapshot;
                edit_list(&mut e.types, rng, op);
            }
            ok.then(|| format!("node-{}", OPS[op]))
        }
        // Buffer declarations of a kernel (bindings, scratch): delete, duplicate, swap, or a
        // binding made writable / read-only; or a dispatch's bindings permuted.
        _ => {
            if rng.chance(2) {
                let f = rng.below(m.functions.len());
                let f = m.functions.get_mut(f)?;
                let dispatches: Vec<usize> = (0..f.code.len())
                    .filter(|&i| matches!(f.code[i], Instr::Dispatch { .. }))
                    .collect();
                let i = *dispatches.get(rng.below(dispatches.len()))?;
                let Instr::Dispatch { bindings, .. } = &mut f.code[i] else {
                    unreachable!("filtered above")
                };
                let op = rng.below(3);
                return edit_list(bindings, rng, op).then(|| format!("dispatch-{}", OPS[op]));
            }
            let k = rng.below(m.kernels.len());
            let k = m.kernels.get_mut(k)?;
            let decls = if rng.chance(2) {
                &mut k.bindings
            } else {
                &mut k.scratch
            };
            if rng.chance(3) {
                let d = rng.below(decls.len());
                let d = decls.get_mut(d)?;
                d.writable = !d.writable;
                return Some("decl-writable".into());
            }
            let op = rng.below(3);
            edit_list(decls, rng, op).then(|| format!("decl-{}", OPS[op]))
        }
    }
}

/// One case: the module it starts from, the mutations applied, the bytes and the kernel mode.
struct Case {
    module: &'static str,
    kinds: Vec<String>,
    bytes: Vec<u8>,
    mode: KernelMode,
    random_args: bool,
}

fn make_case(seed: u64, n: u64, corpus: &[Seed]) -> Case {
    let mut rng = Rng::for_case(seed, n);
    let base = &corpus[rng.below(corpus.len())];
    let (mut m, mut data) = (base.def.clone(), base.data.clone());
    let mut kinds = Vec::new();
    // Half the cases make one edit (they get furthest), the others up to four.
    let want = if rng.chance(2) { 1 } else { 1 + rng.below(4) };
    // Some kinds do not apply to some modules; a few extra draws find ones that do.
    for _ in 0..4 * want {
        if kinds.len() == want {
            break;
        }
        if let Some(k) = mutate_once(&mut m, &mut data, corpus, &mut rng) {
            kinds.push(k);
        }
    }
    let mut bytes = write_module(&m, &data);
    if rng.chance(4) {
        let fields = field_positions(&m);
        if !fields.is_empty() {
            let (at, width) = fields[rng.below(fields.len())];
            let at = HEADER + at;
            let mut old = [0u8; 16];
            old[..width].copy_from_slice(&bytes[at..at + width]);
            let values = boundary_values(width, u128::from_le_bytes(old));
            let value = values[rng.below(values.len())];
            bytes[at..at + width].copy_from_slice(&value.to_le_bytes()[..width]);
            let crc = crc32fast::hash(&bytes[16..]);
            bytes[12..16].copy_from_slice(&crc.to_le_bytes());
            kinds.push("field-edit".into());
        }
    }
    let mode = if rng.chance(2) {
        KernelMode::Jit
    } else {
        KernelMode::Interpret
    };
    // `VMFB_FUZZ_MODE=interpret` or `jit` forces one (valgrind does not follow JIT code well);
    // the case's mutations are the same either way.
    let mode = match std::env::var("VMFB_FUZZ_MODE").as_deref() {
        Ok("interpret") => KernelMode::Interpret,
        Ok("jit") => KernelMode::Jit,
        Ok(other) => panic!("VMFB_FUZZ_MODE={other}: expected `interpret` or `jit`"),
        Err(_) => mode,
    };
    Case {
        module: base.name,
        kinds,
        bytes,
        mode,
        random_args: rng.chance(2),
    }
}

/// Where a case ended.
fn run_case(c: &Case, mode: KernelMode, rng: &mut Rng) -> &'static str {
    run_case_why(c, mode, rng).0
}

/// Where a case ended, and the run-time error, if any.
fn run_case_why(c: &Case, mode: KernelMode, rng: &mut Rng) -> (&'static str, Option<String>) {
    let o = |s| (s, None);
    let m = match LoadedModule::load_bytes(&c.bytes, mode) {
        Ok(m) => m,
        Err(e) if e.contains("corrupt metadata") => return o("rejected-decode"),
        Err(e) if e.contains("checksum") || e.contains("header") => return o("rejected-header"),
        Err(_) => return o("rejected-validate"),
    };
    // A hostile module may ask for anything; the device limit turns that into a clean error, and
    // the work limit bounds how long a call may run.
    let Ok(mut dev) = Device::new(1, Some(64 << 20)) else {
        return o("device-error");
    };
    dev.work_limit = env_u64("VMFB_FUZZ_WORK", 1 << 30);
    let mut outcome = ("ran", None);
    for f in m.def.functions.iter().filter(|f| f.public) {
        let mut args = Vec::new();
        for a in &f.args {
            if a.ty.bytes() > 64 << 20 {
                return o("args-too-large");
            }
            let shape: Vec<usize> = a.ty.shape.iter().map(|&d| d as usize).collect();
            let mut t = HostTensor::zeros(a.ty.dtype, shape);
            if c.random_args {
                // Small values (indices near the bounds) and arbitrary bit patterns.
                for b in t.data.iter_mut() {
                    *b = match rng.below(4) {
                        0 => rng.next() as u8,
                        1 => 0xFF,
                        _ => rng.below(3) as u8,
                    };
                }
            }
            match Tensor::from_host(&dev.allocator, &t, "arg") {
                Ok(t) => args.push(t),
                Err(_) => return o("args-too-large"),
            }
        }
        if let Err(e) = dev.call(&m, &f.name, args, None) {
            if std::env::var_os("VMFB_FUZZ_VERBOSE").is_some() {
                eprintln!("@{} ({mode:?}): {e}", f.name);
            }
            outcome = ("run-error", Some(e.to_string()));
        }
    }
    outcome
}

fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(s) => {
            let s = s.replace('_', "");
            let v = match s.strip_prefix("0x") {
                Some(h) => u64::from_str_radix(h, 16),
                None => s.parse(),
            };
            v.unwrap_or_else(|e| panic!("{name}={s}: not a number ({e})"))
        }
        Err(_) => default,
    }
}

const DEFAULT_SEED: u64 = 0x1ce5_f022;

fn repro(seed: u64, case: u64) -> String {
    // The commands that built the run's binary (README "Tests"), so the dependencies are reused:
    // the normal tree is built with runtime/mpi, the guard-page build in its own directory.
    let cargo = if runtime::hal::allocator::GUARD_PAGES {
        "CARGO_TARGET_DIR=target/guard cargo test --release --features runtime/guard-pages -p compiler"
    } else {
        "cargo test --release --workspace --features runtime/mpi"
    };
    format!(
        "VMFB_FUZZ_SEED={seed:#x} VMFB_FUZZ_START={case} VMFB_FUZZ_CASES=1 {cargo} --test vmfb_fuzz -- --ignored --nocapture --exact fuzz_cases"
    )
}

/// The supervisor's own test (`VMFB_FUZZ_STALL`, set only by
/// `a_hang_is_reported_whether_it_spins_or_waits`): the child starts case `n` without compiling
/// the corpus and then `spin`s forever (a hang that uses CPU), `sleep`s forever (a hang that
/// waits, as a deadlock does), or `sleep2`: sleeps 2 s and ends the case (slow in wall time only).
fn stall_in_a_case(n: u64, how: &str) {
    println!("@@fuzz start {n}");
    std::io::stdout().flush().unwrap();
    match how {
        "spin" => {
            let mut x = 0u64;
            loop {
                x = std::hint::black_box(x.wrapping_add(1));
            }
        }
        "sleep" => loop {
            std::thread::sleep(Duration::from_secs(3600));
        },
        "sleep2" => {
            std::thread::sleep(Duration::from_secs(2));
            println!("@@fuzz done {n} stall both none ran");
        }
        other => panic!("VMFB_FUZZ_STALL={other}: expected spin, sleep or sleep2"),
    }
}

/// The child: runs cases `VMFB_FUZZ_START..+VMFB_FUZZ_CASES` in this process, printing a line
/// before and after each. Run directly, it reproduces a case (or runs under valgrind).
#[test]
#[ignore = "the fuzzer's child process (run by short_run and long_run, or by hand to reproduce a case)"]
fn fuzz_cases() {
    let seed = env_u64("VMFB_FUZZ_SEED", DEFAULT_SEED);
    let start = env_u64("VMFB_FUZZ_START", 0);
    let count = env_u64("VMFB_FUZZ_CASES", 1);
    if let Ok(stall) = std::env::var("VMFB_FUZZ_STALL") {
        stall_in_a_case(start, &stall);
        return;
    }
    let corpus = compile_corpus();
    let out = std::io::stdout();
    let mut failed = 0;
    for n in start..start.saturating_add(count) {
        let c = make_case(seed, n, &corpus);
        {
            let mut o = out.lock();
            writeln!(o, "@@fuzz start {n}").unwrap();
            o.flush().unwrap();
        }
        // Both kernel modes (unless VMFB_FUZZ_MODE forces one), with the same arguments; the
        // outcome is the pair's when they agree.
        let modes = if std::env::var("VMFB_FUZZ_MODE").is_ok() {
            vec![c.mode]
        } else if c.mode == KernelMode::Jit {
            vec![KernelMode::Jit, KernelMode::Interpret]
        } else {
            vec![KernelMode::Interpret, KernelMode::Jit]
        };
        let mut outcomes = Vec::new();
        for &mode in &modes {
            let mut rng = Rng::for_case(seed ^ 0xA5A5, n);
            outcomes.push(
                match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    run_case(&c, mode, &mut rng)
                })) {
                    Ok(o) => o.to_string(),
                    Err(_) => {
                        failed += 1;
                        eprintln!(
                            "case {n} PANICKED ({} with {:?}, {mode:?}); reproduce: {}",
                            c.module,
                            c.kinds,
                            repro(seed, n)
                        );
                        "PANIC".to_string()
                    }
                },
            );
        }
        outcomes.dedup();
        let outcome = if outcomes.contains(&"PANIC".to_string()) {
            "PANIC".to_string()
        } else if outcomes.len() == 1 {
            outcomes.remove(0)
        } else {
            // The modes disagree (one ran, the other stopped with an error): counted, and
            // worth a look, but not a failure of the promise.
            format!("modes-disagree:{}", outcomes.join("/"))
        };
        let mode = if modes.len() == 2 {
            "both".to_string()
        } else {
            format!("{:?}", c.mode)
        };
        let mut o = out.lock();
        writeln!(
            o,
            "@@fuzz done {n} {} {mode} {} {outcome}",
            c.module,
            if c.kinds.is_empty() {
                "none".to_string()
            } else {
                c.kinds.join(",")
            }
        )
        .unwrap();
        o.flush().unwrap();
    }
    let hwm = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l["VmHWM:".len()..].trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    println!("@@fuzz peak-rss {hwm}");
    assert_eq!(failed, 0, "{failed} cases panicked (see above)");
}

/// What a supervised run saw.
#[derive(Default)]
struct Report {
    cases: u64,
    outcomes: BTreeMap<String, u64>,
    kinds: BTreeMap<String, u64>,
    modes: BTreeMap<String, u64>,
    failures: Vec<String>,
    /// Cases whose two kernel modes disagreed (not failures; listed to be looked at).
    disagreements: Vec<String>,
    children: u64,
    peak_rss: Vec<String>,
    /// The run's deadline stopped a child in the middle of its cases.
    stopped_at_deadline: bool,
    /// The ended case that used the most CPU: (case, CPU time, wall time).
    slowest: Option<(u64, Duration, Duration)>,
    /// Ended cases that used over a quarter of the CPU bound (not failures: listed to be looked
    /// at, as a sign that the work limit undercharges something).
    slow: Vec<String>,
}

/// The bounds on one case of a supervised run.
#[derive(Clone, Copy, Debug)]
struct Limits {
    /// CPU time (user and system, every thread of the child) one case may use.
    cpu: Duration,
    /// Wall time one case may take whatever its CPU time: the backstop for a child that waits
    /// forever (a deadlock uses no CPU), set far above `cpu` so a case slowed by a loaded
    /// machine, waiting for a core, is not flagged.
    wall: Duration,
}

impl Limits {
    /// `VMFB_FUZZ_TIMEOUT` seconds of CPU (default 60) and `VMFB_FUZZ_WALL_TIMEOUT` seconds of
    /// wall (default ten times as many).
    fn from_env() -> Limits {
        let cpu = env_u64("VMFB_FUZZ_TIMEOUT", 60);
        let wall = env_u64("VMFB_FUZZ_WALL_TIMEOUT", cpu.saturating_mul(10));
        Limits {
            cpu: Duration::from_secs(cpu),
            wall: Duration::from_secs(wall),
        }
    }
}

/// What the child may spend compiling the corpus before its first case, on top of [`Limits`].
const STARTUP: Limits = Limits {
    cpu: Duration::from_secs(120),
    wall: Duration::from_secs(1200),
};

/// How often the supervisor reads a silent child's CPU time.
const POLL: Duration = Duration::from_millis(500);

/// The length of a clock tick of `/proc/PID/stat`'s times: the kernel's `USER_HZ`, which it
/// passes to every process as `AT_CLKTCK` (17) in the auxiliary vector (what `sysconf(_SC_CLK_TCK)`
/// returns).
fn clock_tick() -> Duration {
    let auxv = std::fs::read("/proc/self/auxv").unwrap_or_else(|e| {
        panic!("/proc/self/auxv: {e} (the fuzzer's per-case CPU timeout reads /proc: Linux only)")
    });
    let w = std::mem::size_of::<usize>();
    for entry in auxv.chunks_exact(2 * w) {
        let key = usize::from_ne_bytes(entry[..w].try_into().unwrap());
        let value = usize::from_ne_bytes(entry[w..].try_into().unwrap());
        match key {
            17 if value > 0 => return Duration::from_nanos(1_000_000_000 / value as u64),
            0 => break,
            _ => {}
        }
    }
    panic!("/proc/self/auxv has no AT_CLKTCK: the clock tick of /proc/PID/stat is unknown")
}

/// The CPU time process `pid` has used, user and system, summed over its threads (ended ones
/// included): fields 14 and 15 of `/proc/PID/stat`, in clock ticks. The child is not reaped
/// before the supervisor stops reading, so the file exists for as long as it is read.
fn cpu_time(pid: u32, tick: Duration) -> Duration {
    let path = format!("/proc/{pid}/stat");
    let stat = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    // Field 2, the command name, is in parentheses and may hold spaces and parentheses: the
    // fields are counted from the last `)`, where field 3 starts.
    let fields: Vec<&str> = stat[stat.rfind(')').map_or(0, |i| i + 1)..]
        .split_whitespace()
        .collect();
    let field = |i: usize| -> u64 {
        fields
            .get(i - 3)
            .and_then(|f| f.parse().ok())
            .unwrap_or_else(|| panic!("{path}: field {i} is not a number: {stat}"))
    };
    let ticks = field(14) + field(15);
    Duration::from_nanos((tick.as_nanos() as u64).saturating_mul(ticks))
}

/// Runs cases `start..start + count` in child processes, restarting after a crash or a hang.
/// `child_env` is added to each child's environment (the supervisor's own test sets
/// `VMFB_FUZZ_STALL`).
fn supervise(
    seed: u64,
    start: u64,
    count: u64,
    deadline: Option<Instant>,
    limits: Limits,
    child_env: &[(&str, &str)],
) -> Report {
    let tick = clock_tick();
    let vmem_kb = env_u64("VMFB_FUZZ_VMEM_KB", 4 << 20);
    let exe = std::env::current_exe().unwrap();
    let end = start.saturating_add(count);
    let mut r = Report::default();
    let mut next = start;
    // A child runs at most this many cases (a crash loses no more than the case it was on).
    let per_child = 20_000;
    while next < end && deadline.is_none_or(|d| Instant::now() < d) {
        let n_child = per_child.min(end - next);
        let limit = if vmem_kb == 0 {
            String::new()
        } else {
            format!("ulimit -v {vmem_kb}; ")
        };
        // `sh` execs the test binary, so the child's pid is the fuzzer's process.
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("{limit}exec \"$0\" \"$@\""))
            .arg(&exe)
            .args(["--ignored", "--nocapture", "--exact", "fuzz_cases"])
            .env("VMFB_FUZZ_SEED", seed.to_string())
            .env("VMFB_FUZZ_START", next.to_string())
            .env("VMFB_FUZZ_CASES", n_child.to_string())
            .env("RUST_BACKTRACE", "0")
            .envs(child_env.iter().copied())
            .stdout(Stdio::piped())
            .spawn()
            .expect("spawn the fuzzer's child");
        let pid = child.id();
        r.children += 1;
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut running: Option<u64> = None;
        let first = next;
        // Where the case (or, before the first, the corpus's compilation) began, in wall and
        // CPU time, and what it may use.
        let mut began = (Instant::now(), cpu_time(pid, tick));
        let mut allowed = Limits {
            cpu: limits.cpu + STARTUP.cpu,
            wall: limits.wall + STARTUP.wall,
        };
        loop {
            // At the deadline the child is stopped where it is: the case it was running is not
            // counted, and the report says how many ended (a child of 20,000 cases on a loaded
            // machine can take far longer than the run was given).
            let until_deadline = deadline.map(|d| d.saturating_duration_since(Instant::now()));
            if until_deadline.is_some_and(|d| d.is_zero()) {
                let _ = child.kill();
                let _ = child.wait();
                r.stopped_at_deadline = true;
                return r;
            }
            match rx.recv_timeout(until_deadline.map_or(POLL, |d| d.min(POLL))) {
                Ok(line) => {
                    let w: Vec<&str> = line.split_whitespace().collect();
                    match w.as_slice() {
                        ["@@fuzz", "start", n] => {
                            running = Some(n.parse().unwrap());
                            began = (Instant::now(), cpu_time(pid, tick));
                            allowed = limits;
                        }
                        ["@@fuzz", "done", n, _module, mode, kinds, outcome] => {
                            let n: u64 = n.parse().unwrap();
                            let cpu = cpu_time(pid, tick).saturating_sub(began.1);
                            let wall = began.0.elapsed();
                            if r.slowest.is_none_or(|(_, c, _)| cpu > c) {
                                r.slowest = Some((n, cpu, wall));
                            }
                            if cpu > limits.cpu / 4 {
                                r.slow.push(format!(
                                    "case {n}: {:.1} s of CPU in {:.1} s of wall ({line})",
                                    cpu.as_secs_f64(),
                                    wall.as_secs_f64()
                                ));
                            }
                            r.cases += 1;
                            *r.outcomes.entry(outcome.to_string()).or_default() += 1;
                            *r.modes.entry(mode.to_string()).or_default() += 1;
                            for k in kinds.split(',') {
                                *r.kinds.entry(k.to_string()).or_default() += 1;
                            }
                            if outcome.starts_with("modes-disagree") {
                                r.disagreements.push(format!(
                                    "case {n} ({line}); reproduce: {}",
                                    repro(seed, n)
                                ));
                            }
                            if *outcome == "PANIC" {
                                r.failures.push(format!(
                                    "case {n} panicked ({line}); reproduce: {}",
                                    repro(seed, n)
                                ));
                            }
                            running = None;
                            next = n + 1;
                            if r.cases % 10_000 == 0 {
                                eprintln!(
                                    "vmfb_fuzz: {} cases ended (up to case {n}), {:?}",
                                    r.cases, r.outcomes
                                );
                            }
                        }
                        ["@@fuzz", "peak-rss", kb, unit] => {
                            r.peak_rss.push(format!("{kb} {unit}"));
                        }
                        _ => {}
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout)
                    if deadline.is_some_and(|d| Instant::now() >= d) => {}
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    let (wall, cpu) = (
                        began.0.elapsed(),
                        cpu_time(pid, tick).saturating_sub(began.1),
                    );
                    if cpu <= allowed.cpu && wall <= allowed.wall {
                        continue;
                    }
                    let _ = child.kill();
                    let _ = child.wait();
                    let used = format!(
                        "{:.1} s of CPU in {:.1} s of wall, over the bound of {:?} of CPU or \
                         {:?} of wall",
                        cpu.as_secs_f64(),
                        wall.as_secs_f64(),
                        allowed.cpu,
                        allowed.wall
                    );
                    let Some(n) = running else {
                        // Not inside a case: compiling the corpus, or exiting.
                        r.failures.push(format!(
                            "the child stopped responding outside any case (next case {next}; \
                             {used})"
                        ));
                        if next == first {
                            next += 1;
                        }
                        break;
                    };
                    r.cases += 1;
                    *r.outcomes.entry("HANG".into()).or_default() += 1;
                    r.failures.push(format!(
                        "case {n} used {used} (a hang); reproduce: {}",
                        repro(seed, n)
                    ));
                    next = n + 1;
                    break;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    let status = child.wait().unwrap();
                    if let Some(n) = running {
                        r.cases += 1;
                        *r.outcomes.entry("CRASH".into()).or_default() += 1;
                        r.failures.push(format!(
                            "case {n} killed the child ({status}); reproduce: {}",
                            repro(seed, n)
                        ));
                        next = n + 1;
                    } else if !status.success() {
                        // Every case ended, yet the child failed: the panics are counted above.
                        assert!(
                            r.outcomes.contains_key("PANIC"),
                            "the fuzzer's child failed outside any case ({status})"
                        );
                    }
                    break;
                }
            }
        }
    }
    r
}

fn print_report(r: &Report, seed: u64, start: u64, wall: Duration) {
    eprintln!(
        "vmfb_fuzz: seed {seed:#x}, cases {start}..{}: {} cases in {:.1} s ({} child processes{}{})",
        start + r.cases,
        r.cases,
        wall.as_secs_f64(),
        r.children,
        if runtime::hal::allocator::GUARD_PAGES {
            ", guard-page build"
        } else {
            ""
        },
        if r.stopped_at_deadline {
            "; the last child was stopped at VMFB_FUZZ_SECONDS"
        } else {
            ""
        }
    );
    eprintln!("  outcomes: {:?}", r.outcomes);
    eprintln!("  modes: {:?}", r.modes);
    eprintln!("  mutation kinds: {:?}", r.kinds);
    eprintln!("  peak RSS per child: {:?}", r.peak_rss);
    if let Some((n, cpu, wall)) = r.slowest {
        eprintln!(
            "  the ended case that used the most CPU: {n}, {:.2} s of CPU in {:.2} s of wall",
            cpu.as_secs_f64(),
            wall.as_secs_f64()
        );
    }
    for s in &r.slow {
        eprintln!("  slow: {s}");
    }
    for d in &r.disagreements {
        eprintln!("  modes disagree: {d}");
    }
    for f in &r.failures {
        eprintln!("  FAILURE: {f}");
    }
}

/// The short run of the test command: a few hundred cases, seconds.
#[test]
fn short_run() {
    let seed = env_u64("VMFB_FUZZ_SEED", DEFAULT_SEED);
    let start = env_u64("VMFB_FUZZ_START", 0);
    let count = env_u64("VMFB_FUZZ_CASES", 300);
    let t = Instant::now();
    let r = supervise(seed, start, count, None, Limits::from_env(), &[]);
    print_report(&r, seed, start, t.elapsed());
    assert!(r.failures.is_empty(), "{} failing cases", r.failures.len());
    assert_eq!(r.cases, count);
    // The mutants reach every stage: some are rejected by validation, some run.
    for stage in ["rejected-validate", "ran"] {
        assert!(r.outcomes.get(stage).is_some_and(|&c| c > 0), "{stage}");
    }
}

/// The long run: `VMFB_FUZZ_CASES` (default 1,000,000) cases, or `VMFB_FUZZ_SECONDS`.
#[test]
#[ignore = "the long fuzzing run (hours): VMFB_FUZZ_CASES / VMFB_FUZZ_SECONDS"]
fn long_run() {
    let seed = env_u64("VMFB_FUZZ_SEED", DEFAULT_SEED);
    let start = env_u64("VMFB_FUZZ_START", 0);
    let count = env_u64("VMFB_FUZZ_CASES", 1_000_000);
    let deadline = std::env::var("VMFB_FUZZ_SECONDS")
        .ok()
        .map(|_| Instant::now() + Duration::from_secs(env_u64("VMFB_FUZZ_SECONDS", 0)));
    let t = Instant::now();
    let r = supervise(seed, start, count, deadline, Limits::from_env(), &[]);
    print_report(&r, seed, start, t.elapsed());
    assert!(r.failures.is_empty(), "{} failing cases", r.failures.len());
}

/// The per-case bound counts CPU time, so a case slowed only in wall time (a loaded machine) is
/// no hang, while a real hang still is: a child spinning in a case is stopped at the CPU bound,
/// one waiting forever (as a deadlock does, using no CPU) at the wall-time backstop.
#[test]
fn a_hang_is_reported_whether_it_spins_or_waits() {
    let secs = |cpu, wall| Limits {
        cpu: Duration::from_secs(cpu),
        wall: Duration::from_secs(wall),
    };
    // (what the child does in case 40, the bound in s of CPU and of wall, a hang?)
    for (stall, limits, hang) in [
        // Two seconds of sleep against a bound of 1 s of CPU: not a hang.
        ("sleep2", secs(1, 3600), false),
        ("spin", secs(1, 3600), true),
        ("sleep", secs(3600, 2), true),
    ] {
        let r = supervise(7, 40, 1, None, limits, &[("VMFB_FUZZ_STALL", stall)]);
        assert_eq!(r.cases, 1, "{stall}");
        let outcome = if hang { "HANG" } else { "ran" };
        assert_eq!(
            r.outcomes.get(outcome),
            Some(&1),
            "{stall}: {:?}",
            r.outcomes
        );
        if hang {
            let f = &r.failures[..];
            assert!(f.len() == 1 && f[0].starts_with("case 40 used "), "{f:?}");
        } else {
            assert!(r.failures.is_empty(), "{stall}: {:?}", r.failures);
            let (n, cpu, wall) = r.slowest.unwrap();
            // Over the CPU bound in wall time (the supervisor's clock starts when it reads the
            // start line, so a little under the child's 2 s), under it in CPU.
            assert!(
                n == 40 && cpu < limits.cpu && wall > limits.cpu,
                "{cpu:?} {wall:?}"
            );
        }
    }
}

/// The corpus compiles, and every unmutated module loads and runs in both modes.
#[test]
fn the_corpus_runs_unmutated() {
    let corpus = compile_corpus();
    let mut rng = Rng::for_case(1, 1);
    for s in &corpus {
        let bytes = write_module(&s.def, &s.data);
        for mode in [KernelMode::Interpret, KernelMode::Jit] {
            let c = Case {
                module: s.name,
                kinds: vec![],
                bytes: bytes.clone(),
                mode,
                random_args: false,
            };
            let (o, why) = run_case_why(&c, mode, &mut rng);
            // Two run into the work limit of the fuzzer: a 1024^3 product, and a Collatz loop
            // from 0 that never ends.
            if s.name == "corpus/matmul_1024" || s.name == "lit/exec/control_flow" {
                let why = why.unwrap_or_default();
                assert!(
                    o == "run-error" && why.contains("exceeds its work budget"),
                    "{}: {o} {why}",
                    s.name
                );
            } else {
                assert_eq!((o, why), ("ran", None), "{} {mode:?}", s.name);
            }
        }
    }
    // Nodes of the corpus use every kind the node mutations rely on (operands).
    assert!(corpus.iter().any(|s| s.def.kernels.iter().any(|k| k
        .steps
        .iter()
        .any(|st| matches!(st, Step::Map(steps::Map { expr, .. })
            if expr.nodes.iter().any(|n| !matches!(n, Node::Load { .. })))))));
}
