//! `irvm`: runs, benchmarks and dumps `.vmfb` modules (flags and output follow `iree-run-module`).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use runtime::hal::channel::{Channel, JobAbort};
use runtime::hal::launch::{world_channel, LaunchOptions};
use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::placement;
use runtime::vm::profile::{kernel_costs, measure_peak, Peak, Profile};
use runtime::vm::{Device, Tensor, Trace, VmError};
use runtime_cli::io::{self, InputValue, NpyCursors};
use runtime_cli::profile::PeakSource;

/// Runs compiled tensor programs (.vmfb modules made by `irc compile`).
#[derive(Parser)]
#[command(
    name = "irvm",
    version,
    about = "Runs, benchmarks and inspects .vmfb modules made by `irc compile`."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq, Debug)]
enum Jit {
    /// Compile kernels with cranelift at load time (steps it does not cover are interpreted).
    On,
    /// Interpret every kernel (the portable executor).
    Off,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq, Debug)]
enum Stats {
    /// Allocator statistics once, after the last call.
    Summary,
    /// One line of allocator statistics after every call.
    Iterations,
}

#[derive(clap::Args)]
struct DeviceOptions {
    /// Worker threads for a dispatch's tiles (0 = all cores; under an MPI launcher, the cores
    /// divided among the ranks on this host). At most 256, or 4 times the cores when that is
    /// more; a larger N is an error.
    #[arg(long, default_value_t = 0, value_name = "N", value_parser = parse_threads)]
    threads: usize,
    /// Fail a call cleanly when the device would hold more than BYTES; an input larger than
    /// BYTES is refused before it is built.
    #[arg(
        long = "device-memory-limit",
        alias = "device_memory_limit",
        value_name = "BYTES"
    )]
    device_memory_limit: Option<u64>,
    /// Stop a call cleanly (error E0704) when it would do more than N work units, each about a
    /// nanosecond of one core: every instruction, every byte filled, copied, zeroed or checked,
    /// every element a kernel computes. The default, 2^44, is hours; a module from an untrusted
    /// source is best run with a smaller one (2^30 ends a call within seconds).
    #[arg(
        long = "work-limit",
        alias = "work_limit",
        value_name = "N",
        default_value_t = runtime::vm::DEFAULT_WORK_LIMIT,
        value_parser = clap::value_parser!(u64).range(1..)
    )]
    work_limit: u64,
    /// Kernel execution.
    #[arg(long, value_enum, default_value_t = Jit::On)]
    jit: Jit,
}

#[derive(Subcommand)]
enum Command {
    /// Run a function and print (or write) its results. A failed run-time check (`check.expect_*`,
    /// `custom_call @check.*`) prints the check, its location, the first element that differs
    /// and both values, and the exit status is 1.
    Run {
        /// The module (a regular .vmfb file).
        module: PathBuf,
        /// Function to run; repeat it to run several in order, or give `*` for every public
        /// function that takes no arguments (the StableHLO test suite's form). With more than
        /// one function, each runs once without inputs, a failing one is reported and the rest
        /// still run.
        #[arg(long, default_value = "main")]
        function: Vec<String>,
        /// One per argument, in order, in IREE's syntax: `2x2xf32=1,2,3,4`, `"2x2xf32=[1 2][3 4]"`,
        /// `4xf32=1` (splat), `4xf32` (zeros), `f32=1.5` (a scalar), `@file.npy` (its first array),
        /// `+file.npy` (the next array of the file), `@file.npz` (every array of the archive, as
        /// consecutive arguments), `@file.npz:NAME` (one array), `&4xf32` or `&4xf32=1,2,3,4`
        /// (storage for an `abi.output` argument: zeros, or these values). Files must be regular
        /// files.
        #[arg(long, value_name = "VALUE")]
        input: Vec<String>,
        /// One per result, in order: `@file.npy` (write, truncating), `+file.npy` (append), `-`
        /// (print), empty (ignore); or `@file.npz` alone, every result into one archive as
        /// arr_0.npy, arr_1.npy, ... (numpy's savez names). Results without an --output are printed.
        #[arg(long, value_name = "DEST")]
        output: Vec<String>,
        /// An expected result (same syntax as --input), one per result in order; a result that
        /// differs prints `[FAILED] ...` and the exit status is 1.
        #[arg(
            long = "expected_output",
            alias = "expected-output",
            value_name = "VALUE"
        )]
        expected_output: Vec<String>,
        /// Absolute tolerance for f32 (and complex<f32>) comparisons with --expected_output.
        #[arg(
            long = "expected_f32_threshold",
            alias = "expected-f32-threshold",
            value_parser = io::parse_threshold,
            value_name = "T",
            default_value_t = 0.0001
        )]
        expected_f32_threshold: f64,
        /// Absolute tolerance for f16 comparisons with --expected_output.
        #[arg(
            long = "expected_f16_threshold",
            alias = "expected-f16-threshold",
            value_parser = io::parse_threshold,
            value_name = "T",
            default_value_t = 0.001
        )]
        expected_f16_threshold: f64,
        /// Absolute tolerance for bf16 comparisons with --expected_output.
        #[arg(
            long = "expected_bf16_threshold",
            alias = "expected-bf16-threshold",
            value_parser = io::parse_threshold,
            value_name = "T",
            default_value_t = 0.01
        )]
        expected_bf16_threshold: f64,
        /// Absolute tolerance for f64 (and complex<f64>) comparisons with --expected_output.
        #[arg(
            long = "expected_f64_threshold",
            alias = "expected-f64-threshold",
            value_parser = io::parse_threshold,
            value_name = "T",
            default_value_t = 0.0001
        )]
        expected_f64_threshold: f64,
        /// Elements printed per result before eliding.
        #[arg(
            long = "print_max_element_count",
            alias = "print-max-element-count",
            value_name = "N",
            default_value_t = 1024
        )]
        print_max_element_count: usize,
        /// Run the function N times (N >= 1); arguments marked abi.output keep their updated
        /// contents from one call to the next, and so do the module's globals. Results are those
        /// of the last call.
        #[arg(long, default_value_t = 1, value_name = "N")]
        iterations: u64,
        /// Print allocator statistics to stderr (live, peak, reserved bytes, allocations, system
        /// allocations, cache hits).
        #[arg(long = "memory-stats", value_enum, num_args = 0..=1, default_missing_value = "summary", require_equals = true)]
        memory_stats: Option<Stats>,
        /// Write a Chrome/Perfetto trace (a span per dispatch, a span per loop run with its iteration count, a counter of live bytes).
        #[arg(long, value_name = "FILE")]
        trace: Option<PathBuf>,
        /// Write each value an `interpreter.probe` records to DIR/probeN.npy and list it in
        /// DIR/index.csv (probe_id,type,path), as the StableHLO interpreter's flag does;
        /// `check.expect_serialized_eq` reads the files back. Without it, probes are kept in
        /// memory (at most 256 MiB). Under several processes, each writes to DIR/rankR
        #[arg(
            long = "probe-output-dir",
            alias = "probe_output_dir",
            value_name = "DIR"
        )]
        probe_output_dir: Option<PathBuf>,
        /// Under an MPI launcher (`mpirun`; a build with the `mpi` feature): a collective that
        /// waits more than S seconds aborts the whole job (a process that never comes would
        /// otherwise hang the others forever), naming the process, the op, its source line and
        /// its sequence number; 0 waits forever. It covers the module's collectives and the
        /// start-up check that every process runs the same module and function.
        #[arg(long = "collective-timeout", value_name = "S", default_value_t = 600.0, value_parser = parse_collective_timeout)]
        collective_timeout: f64,
        #[command(flatten)]
        device: DeviceOptions,
    },
    /// Time repeated calls of a function (after a warm-up) and print the min, median and max time
    /// per call.
    Benchmark {
        /// The module (a regular .vmfb file).
        module: PathBuf,
        /// Function to run.
        #[arg(long, default_value = "main")]
        function: String,
        /// Arguments, as for `run`.
        #[arg(long, value_name = "VALUE")]
        input: Vec<String>,
        /// Timed repetitions, 1 to 10000 (each of enough calls to take at least --min-rep-ms).
        #[arg(long, default_value_t = 10, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=MAX_REPETITIONS))]
        repetitions: u64,
        /// Minimum duration of one repetition, in milliseconds: a finite number from 0 to 60000.
        #[arg(long = "min-rep-ms", default_value_t = 20.0, value_name = "MS", value_parser = parse_min_rep_ms)]
        min_rep_ms: f64,
        /// After the timed repetitions, profile as many calls as one repetition made (each
        /// instruction and kernel timed) and print where the time went: per kernel (calls, total,
        /// mean, share of the call time, achieved GFLOP/s or GB/s and its fraction of the
        /// machine's peak) and per VM instruction kind, by total time, and the share of the
        /// measured call time they account for.
        #[arg(long)]
        profile: bool,
        /// The machine's peak f32 GFLOP/s for --profile (default: measured on the benchmark's
        /// threads, as `irvm peak` does).
        #[arg(long = "peak-gflops", value_name = "GFLOPS", value_parser = parse_peak, requires = "profile")]
        peak_gflops: Option<f64>,
        /// The machine's peak memory bandwidth in GB/s for --profile (default: measured, as
        /// `irvm peak` does).
        #[arg(long = "peak-gbs", value_name = "GBS", value_parser = parse_peak, requires = "profile")]
        peak_gbs: Option<f64>,
        /// Under an MPI launcher: a collective that waits more than S seconds aborts the whole
        /// job, naming the op, as for `run`; 0 waits forever. Every process makes the same calls
        /// (the warm-up and each repetition start together, a barrier before each), process 0
        /// prints, and each repetition's time is the slowest process's.
        #[arg(long = "collective-timeout", value_name = "S", default_value_t = 600.0, value_parser = parse_collective_timeout)]
        collective_timeout: f64,
        #[command(flatten)]
        device: DeviceOptions,
    },
    /// Measure this machine's peak on N worker threads at once: f32 GFLOP/s of a fused
    /// multiply-add loop (the widest vectors the CPU has) and GB/s of a 64 MiB copy (bytes read
    /// plus written), the best of 7 passes each. Prints one line, `peak_gflops=X peak_gbs=Y`.
    Peak {
        /// Worker threads (0 = all cores), as for `benchmark`.
        #[arg(long, default_value_t = 0, value_name = "N", value_parser = parse_threads)]
        threads: usize,
    },
    /// Print a module's metadata, functions, memory plans, bytecode and kernels.
    Dump {
        /// The module (a regular .vmfb file).
        module: PathBuf,
    },
}

/// Why irvm stops: printed as `irvm: error[CODE]: message` (`irvm: error: message` for a bad
/// combination of flags), or, for an error at an instruction with a source location, as the
/// compiler prints diagnostics (`file:line:col: error[CODE]: ...` and the source line).
enum Failure {
    /// A flag or a combination of flags that does not make sense (clap's own errors look alike).
    Usage(String),
    /// An error of a class with a stable code.
    Coded(&'static str, String),
    /// An error while running `function`.
    Vm(String, Box<VmError>),
}

impl From<String> for Failure {
    fn from(s: String) -> Failure {
        Failure::Usage(s)
    }
}

/// E0701: an argument that does not fit the function (see the README's error table).
const ARGUMENT: &str = "E0701";
/// E0703: a module the loader rejects.
const INVALID_MODULE: &str = "E0703";
/// E0705: a collective between processes failed.
const COLLECTIVE: &str = "E0705";
/// E0901: a file that cannot be read.
const UNREADABLE: &str = "E0901";
/// E0902: an output file that cannot be written.
const UNWRITABLE: &str = "E0902";

/// Writes `text` to standard output: a closed pipe (`irvm dump m.vmfb | head`) or another write
/// error is E0902, never a panic (`print!`'s behaviour).
fn write_stdout(text: &str) -> Result<(), Failure> {
    use std::io::Write;
    let mut o = std::io::stdout().lock();
    o.write_all(text.as_bytes())
        .and_then(|()| o.flush())
        .map_err(|e| Failure::Coded(UNWRITABLE, format!("cannot write to standard output: {e}")))
}

/// `print!` through [`write_stdout`], returning its error with `?`.
macro_rules! out {
    ($($arg:tt)*) => {
        write_stdout(&format!($($arg)*))?
    };
}

/// `println!` through [`write_stdout`], returning its error with `?`.
macro_rules! outln {
    () => {
        write_stdout("\n")?
    };
    ($($arg:tt)*) => {
        write_stdout(&format!("{}\n", format_args!($($arg)*)))?
    };
}

impl Failure {
    fn render(&self, color: bool) -> String {
        match self {
            Failure::Usage(msg) => format!("irvm: error: {msg}\n"),
            Failure::Coded(code, msg) => format!("irvm: error[{code}]: {msg}\n"),
            Failure::Vm(function, e) => vm_error_text(function, e, color),
        }
    }
}

/// A run-time error of `function`: at its source location with the source line when the module
/// recorded one (the source file is read from the path the module records), else one line.
fn vm_error_text(function: &str, e: &VmError, color: bool) -> String {
    if e.location().is_some() {
        return runtime_cli::diag::render_vm_error(
            e,
            "irvm",
            &runtime_cli::diag::read_source_file,
            color,
        );
    }
    match e.site {
        Some(_) => format!("irvm: error[{}]: {e}\n", e.code()),
        None => format!("irvm: error[{}]: @{function}: {e}\n", e.code()),
    }
}

fn color() -> bool {
    std::io::stderr().is_terminal()
}

/// Most timed repetitions `irvm benchmark` runs.
const MAX_REPETITIONS: u64 = 10_000;
/// Longest repetition `irvm benchmark` is asked for, in milliseconds (a minute).
const MAX_REP_MS: f64 = 60_000.0;
/// Fewest worker threads irvm always allows; more are allowed up to 4 per core.
const MAX_THREADS_FLOOR: usize = 256;

/// The most worker threads `--threads` accepts: 4 per core, and at least 256. Starting 100,000
/// threads takes minutes and helps nothing.
fn max_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    (4 * cores).max(MAX_THREADS_FLOOR)
}

/// `--threads`: a count of at most [`max_threads`].
fn parse_threads(s: &str) -> Result<usize, String> {
    let n: usize = s.trim().parse().map_err(|_| {
        format!(
            "`{s}` is not a thread count (expected 0 for all cores, or 1 to {})",
            max_threads()
        )
    })?;
    let max = max_threads();
    if n > max {
        return Err(format!(
            "{n} is more than the {max} worker threads irvm starts (at most 256, or 4 per core when that is more)"
        ));
    }
    Ok(n)
}

/// `--min-rep-ms`: a finite number of milliseconds from 0 to [`MAX_REP_MS`].
fn parse_min_rep_ms(s: &str) -> Result<f64, String> {
    let v: f64 = s.trim().parse().map_err(|_| {
        format!("`{s}` is not a number of milliseconds (expected 0 to {MAX_REP_MS})")
    })?;
    if !v.is_finite() || !(0.0..=MAX_REP_MS).contains(&v) {
        return Err(format!(
            "`{s}` is out of range (expected a finite number of milliseconds from 0 to {MAX_REP_MS})"
        ));
    }
    Ok(v)
}

/// `--collective-timeout`: a finite number of seconds, 0 to 10^6.
fn parse_collective_timeout(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && (0.0..=1e6).contains(&v) => Ok(v),
        _ => Err(format!(
            "`{s}` is not a number of seconds from 0 to 1000000 (0 waits forever)"
        )),
    }
}

/// The world of processes `irvm run` is one of: MPI's under a launcher (`mpirun`), else this
/// process alone. A launcher's environment in a build without MPI is E0705, before any work.
/// One of several processes, the world's [`JobAbort`] is kept for `main`'s error path.
fn world(timeout_s: f64) -> Result<Box<dyn Channel>, Failure> {
    let opts = LaunchOptions {
        collective_timeout: (timeout_s > 0.0).then(|| Duration::from_secs_f64(timeout_s)),
    };
    let w = world_channel(&opts).map_err(|e| Failure::Coded(e.code(), e.message))?;
    if w.size() > 1 {
        let place = format!("process {} of {}: ", w.rank(), w.size());
        JOB_ABORT.set(w.job_abort().map(|a| (a, place)));
    }
    Ok(w)
}

thread_local! {
    /// Under a launcher, how a process that stops on an error ends the job: the others may be
    /// waiting for it in a collective, and would wait until the collective timeout (its own
    /// `MPI_Finalize` waits for them too). Set by [`world`], with the process's place for the
    /// message; it keeps MPI alive until `main` takes it.
    static JOB_ABORT: std::cell::Cell<Option<(JobAbort, String)>> =
        const { std::cell::Cell::new(None) };
}

/// Every process of `world` runs the same module (its header, with the CRC of its bytes) and
/// function: a collective of its own (under the --collective-timeout watchdog), so that a process
/// given another file stops the job at once instead of deadlocking or computing something else.
fn same_program(world: &dyn Channel, m: &LoadedModule, function: &str) -> Result<(), Failure> {
    if world.size() == 1 {
        return Ok(());
    }
    let mut id = m.data.bytes().get(..16).unwrap_or_default().to_vec();
    id.resize(16, 0);
    // FNV-1a of the function's name.
    let h = function.bytes().fold(0xcbf29ce484222325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100000001b3)
    });
    id.extend_from_slice(&h.to_le_bytes());
    let mut all = vec![0u8; id.len() * world.size()];
    world
        .all_gather(&id, &mut all)
        .map_err(|e| Failure::Coded(e.code(), e.message))?;
    let first: &[u8] = &all[..id.len()];
    let differ: Vec<usize> = all
        .chunks(id.len())
        .enumerate()
        .filter(|(_, c)| *c != first)
        .map(|(r, _)| r)
        .collect();
    if differ.is_empty() {
        Ok(())
    } else {
        Err(Failure::Coded(
            COLLECTIVE,
            format!(
                "process(es) {differ:?} of {} run another module or function than process 0                  (every process of a job must run the same module and function)",
                world.size()
            ),
        ))
    }
}

/// `--peak-gflops`, `--peak-gbs`: a finite positive number.
fn parse_peak(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 => Ok(v),
        _ => Err(format!(
            "`{s}` is not a rate (expected a finite number above 0)"
        )),
    }
}

/// About how long one read of the clock takes, in nanoseconds (the profile's cost per timing).
fn clock_read_ns() -> f64 {
    let n = 10_000u32;
    let t = Instant::now();
    for _ in 0..n {
        std::hint::black_box(Instant::now());
    }
    t.elapsed().as_secs_f64() * 1e9 / n as f64
}

/// Loads a module; with a device, what the loaded module holds counts against the device's
/// memory limit (a module over it is E0702, naming the limit).
fn load(path: &Path, jit: Jit, dev: Option<&Device>) -> Result<LoadedModule, Failure> {
    // Before opening it: a FIFO would block the open, a device would be mapped or read forever.
    io::regular_file_len(path, "a .vmfb file")
        .map_err(|e| Failure::Coded(UNREADABLE, format!("cannot load module: {e}")))?;
    let mode = if jit == Jit::On {
        KernelMode::Jit
    } else {
        KernelMode::Interpret
    };
    match dev {
        Some(dev) => LoadedModule::load_file_on(path, mode, &dev.allocator)
            .map_err(|e| Failure::Coded(e.code(), format!("cannot load module: {e}"))),
        None => LoadedModule::load_file(path, mode)
            .map_err(|e| Failure::Coded(INVALID_MODULE, format!("cannot load module: {e}"))),
    }
}

fn device(o: &DeviceOptions) -> Result<Device, Failure> {
    // Under a launcher, 0 is this host's cores shared among its ranks.
    let threads = runtime::hal::launch::default_threads(o.threads);
    let mut dev = Device::new(threads, o.device_memory_limit)
        .map_err(|e| Failure::Coded(e.code(), format!("cannot create the device: {e}")))?;
    dev.work_limit = o.work_limit;
    Ok(dev)
}

/// Parses the inputs against the function's signature; `limit` (the device memory limit) bounds
/// each input's size. An argument marked `dist.shard` is read at its global shape and process
/// 0's block taken (see [`inputs_of_rank`]).
fn inputs(
    m: &LoadedModule,
    dev: &Device,
    function: &str,
    specs: &[String],
    limit: Option<u64>,
) -> Result<Vec<Tensor>, Failure> {
    inputs_of_rank(m, dev, function, specs, limit, 0)
}

/// [`inputs`] of the process of rank `rank`: every argument marked `dist.shard` (the module's
/// placement section) is read at its global shape and this process's block of it taken; the
/// others whole.
fn inputs_of_rank(
    m: &LoadedModule,
    dev: &Device,
    function: &str,
    specs: &[String],
    limit: Option<u64>,
    rank: u64,
) -> Result<Vec<Tensor>, Failure> {
    let argument = |msg: String| Failure::Coded(ARGUMENT, msg);
    let fi = m.function_index(function).ok_or_else(|| {
        argument(format!(
            "--function: the module has no function @{function} (it has: {})",
            m.public_function_list()
        ))
    })?;
    let f = &m.def.functions[fi];
    // `@file.npz` stands for every array of the archive, as consecutive arguments.
    let specs = &io::expand_npz_inputs(specs, Path::new(".")).map_err(|e| argument(e.0))?;
    if specs.len() != f.args.len() {
        let detail = if specs.len() < f.args.len() {
            format!(
                "missing input {}: {}",
                specs.len(),
                f.args[specs.len()].ty.to_mlir()
            )
        } else {
            format!(
                "input {} (`{}`) is extra",
                f.args.len(),
                specs[f.args.len()]
            )
        };
        return Err(argument(format!(
            "@{function} takes {} input(s), {} given ({detail})",
            f.args.len(),
            specs.len()
        )));
    }
    let mut cursors = NpyCursors::default();
    let placement = m.def.placement.as_ref();
    let shapes = placement::global_arg_shapes(placement, fi, f);
    let mut host = vec![];
    for (i, (spec, a)) in specs.iter().zip(&f.args).enumerate() {
        let shape = &shapes[i];
        let split =
            a.ty.shape
                .iter()
                .map(|&d| d as usize)
                .ne(shape.iter().copied());
        let v = io::parse_input_within(
            spec,
            i,
            Path::new("."),
            &mut cursors,
            (a.ty.dtype, shape),
            limit,
        )
        .map_err(|e| {
            argument(if split {
                format!(
                    "{} (argument {i} is split across the processes, dist.shard: every process reads the global value, {}, and takes its block of {})",
                    e.0,
                    runtime::host_tensor::HostTensor::mlir_type_for(a.ty.dtype, shape),
                    a.ty.to_mlir()
                )
            } else {
                e.0
            })
        })?;
        if matches!(v, InputValue::OutputStorage(_)) && a.output.is_none() {
            return Err(argument(format!("input {i}: `{spec}` is output storage, but argument {i} of @{function} is not marked abi.output")));
        }
        host.push(v.tensor().clone());
    }
    let host = placement::local_args(placement, fi, function, rank, host).map_err(argument)?;
    let mut out = vec![];
    for (i, t) in host.iter().enumerate() {
        out.push(
            Tensor::from_host(&dev.allocator, t, &format!("input {i}"))
                .map_err(|e| Failure::Coded(e.code(), format!("input {i}: {e}")))?,
        );
    }
    Ok(out)
}

/// The functions `--function` selects, in order and without repeats: names as given (with or
/// without `@`), and `*` for every public function without arguments.
fn function_names(m: &LoadedModule, flags: &[String]) -> Result<Vec<String>, String> {
    let mut names: Vec<String> = Vec::new();
    for f in flags {
        let picked: Vec<String> = if f == "*" {
            m.def
                .functions
                .iter()
                .filter(|d| d.public && d.args.is_empty())
                .map(|d| d.name.clone())
                .collect()
        } else {
            vec![f.strip_prefix('@').unwrap_or(f).to_string()]
        };
        for n in picked {
            if !names.contains(&n) {
                names.push(n);
            }
        }
    }
    if names.is_empty() {
        return Err("--function=*: the module has no public function without arguments".into());
    }
    Ok(names)
}

/// Runs each of `names` once without arguments, printing its results; a failed check or error is
/// reported and the next function still runs. Ok(false) when any failed.
fn run_each(
    m: &LoadedModule,
    dev: &Device,
    names: &[String],
    dopts: &DeviceOptions,
    max_elements: usize,
    memory_stats: Option<Stats>,
    printer: bool,
) -> Result<bool, Failure> {
    let mut failed = 0usize;
    for name in names {
        let outcome = inputs(m, dev, name, &[], dopts.device_memory_limit).and_then(|args| {
            dev.call(m, name, args, None)
                .map_err(|e| Failure::Vm(name.clone(), Box::new(e)))
        });
        match outcome {
            Ok(results) => {
                if printer {
                    let host: Vec<_> = results.iter().map(|t| t.to_host()).collect();
                    let text = io::deliver_results(name, &host, &[], max_elements)
                        .map_err(|e| Failure::Coded(UNWRITABLE, e.0))?;
                    out!("{text}");
                }
            }
            Err(f) => {
                failed += 1;
                eprint!("{}", f.render(color()));
            }
        }
        if memory_stats == Some(Stats::Iterations) {
            eprintln!("@{name}: {}", stats_line(dev));
        }
    }
    if memory_stats == Some(Stats::Summary) {
        eprintln!("memory: {}", stats_line(dev));
    }
    eprintln!(
        "irvm: {} of {} functions passed{}",
        names.len() - failed,
        names.len(),
        if failed > 0 {
            format!(", {failed} failed")
        } else {
            String::new()
        }
    );
    Ok(failed == 0)
}

/// The `--iterations` progress bar: `[=====>    ] 3/10 calls, 00:00:01`.
fn progress_style() -> ProgressStyle {
    match ProgressStyle::with_template(PROGRESS_TEMPLATE) {
        Ok(style) => style.progress_chars("=> "),
        // The template is a constant that a test parses, so this arm is never taken.
        Err(_) => ProgressStyle::default_bar(),
    }
}

const PROGRESS_TEMPLATE: &str = "[{bar:30}] {pos}/{len} calls, {elapsed_precise}";

fn stats_line(dev: &Device) -> String {
    let s = dev.allocator.stats();
    format!(
        "live {} B, peak {} B, reserved {} B, allocations {}, system allocations {}, cache hits {}",
        s.live_bytes,
        s.peak_live_bytes,
        s.reserved_bytes,
        s.allocations,
        s.system_allocations,
        s.cache_hits
    )
}

fn run(cli: Cli) -> Result<bool, Failure> {
    match cli.command {
        Command::Dump { module } => {
            let m = load(&module, Jit::Off, None)?;
            out!(
                "{}",
                runtime::vm::dump::dump_module(
                    &m.def,
                    &m.kernels.iter().map(|k| &**k.kernel()).collect::<Vec<_>>(),
                    m.data.bytes().len().saturating_sub(m.data_offset) as u64
                )
            );
            Ok(true)
        }
        Command::Run {
            module,
            function: functions,
            input,
            output,
            expected_output,
            expected_f32_threshold,
            expected_f16_threshold,
            expected_bf16_threshold,
            expected_f64_threshold,
            print_max_element_count,
            iterations,
            memory_stats,
            trace,
            probe_output_dir,
            collective_timeout,
            device: dopts,
        } => {
            // Before any work: a launcher's environment in a build without MPI stops here.
            let world = world(collective_timeout)?;
            // Only process 0 prints results and writes --output files; every process checks
            // --expected_output (and reports a mismatch with its rank).
            let printer = world.rank() == 0;
            let rank = world.rank() as u64;
            let rank_prefix = if world.size() > 1 {
                format!("process {} of {}: ", world.rank(), world.size())
            } else {
                String::new()
            };
            let dev = device(&dopts)?;
            let m = load(&module, dopts.jit, Some(&dev))?;
            if let Some(dir) = &probe_output_dir {
                let dir = if world.size() > 1 {
                    dir.join(format!("rank{rank}"))
                } else {
                    dir.clone()
                };
                m.set_observer(std::sync::Arc::new(
                    runtime_cli::probe_dir::ProbeDir::create(&dir).map_err(|e| e.0)?,
                ));
            }
            let names = function_names(&m, &functions)?;
            same_program(&*world, &m, &names.join(","))?;
            // One of several processes: the module's collectives go through the world's
            // channels (its group tables split once, here, on every process). Alone, the calls
            // run as they always did (`Device::call`, which makes its own one-process channels).
            // A module without a grid section (no collectives, no declared grid) runs in each
            // process on its own, as before.
            let mut _world = None;
            let comm = if world.size() > 1 && m.def.grid.is_some() {
                Some(
                    runtime::vm::Comm::for_module(world, &m.def)
                        .map_err(|e| Failure::Coded(e.code(), e.message))?,
                )
            } else if world.size() > 1 {
                _world = Some(world);
                None
            } else {
                if let Some(g) = m
                    .def
                    .grid
                    .as_ref()
                    .filter(|g| g.replicas * g.partitions > 1)
                {
                    return Err(Failure::Coded(
                        COLLECTIVE,
                        format!(
                            "the module runs on {} processes ({} replicas x {} partitions); start it with `mpirun -np {}` (README, Distributed)",
                            g.replicas * g.partitions,
                            g.replicas,
                            g.partitions,
                            g.replicas * g.partitions
                        ),
                    ));
                }
                None
            };
            if names.len() != 1 {
                if !input.is_empty()
                    || !output.is_empty()
                    || !expected_output.is_empty()
                    || iterations != 1
                    || trace.is_some()
                {
                    return Err(Failure::Usage(format!(
                        "--input, --output, --expected_output, --iterations and --trace apply to one function; {} are selected ({})",
                        names.len(),
                        names.iter().map(|n| format!("@{n}")).collect::<Vec<_>>().join(", ")
                    )));
                }
                return run_each(
                    &m,
                    &dev,
                    &names,
                    &dopts,
                    print_max_element_count,
                    memory_stats,
                    printer,
                );
            }
            let function = names[0].clone();
            let specs = output
                .iter()
                .enumerate()
                .map(|(i, s)| io::parse_output(s, i).map_err(|e| e.0))
                .collect::<Result<Vec<_>, _>>()?;
            if iterations == 0 {
                return Err(Failure::Usage("--iterations must be at least 1".into()));
            }
            // Every process reads the same global --input and takes its block of each argument
            // marked `dist.shard`.
            let mut args =
                inputs_of_rank(&m, &dev, &function, &input, dopts.device_memory_limit, rank)?;
            let fi = m.function_index(&function).unwrap_or(0);
            // A bad combination of --output flags is reported before anything runs.
            io::check_output_specs(&function, m.def.functions[fi].results.len(), &specs)
                .map_err(|e| e.0)?;
            let outputs_of: Vec<Option<u32>> =
                m.def.functions[fi].args.iter().map(|a| a.output).collect();
            let mut tr = trace.as_ref().map(|_| Trace::default());
            let progress = (iterations > 1 && std::io::stderr().is_terminal()).then(|| {
                ProgressBar::with_draw_target(Some(iterations), ProgressDrawTarget::hidden())
                    .with_style(progress_style())
            });
            let start = Instant::now();
            let mut results = vec![];
            for it in 0..iterations {
                results = match &comm {
                    Some(comm) => dev.call_in(comm, &m, &function, args.clone(), tr.as_mut()),
                    None => dev.call(&m, &function, args.clone(), tr.as_mut()),
                }
                .map_err(|e| Failure::Vm(function.clone(), Box::new(e)))?;
                // Donated parameters: the next call reads what this one wrote.
                for (i, o) in outputs_of.iter().enumerate() {
                    if let Some(k) = o {
                        if let Some(r) = results.get(*k as usize) {
                            args[i] = r.clone();
                            args[i].view.writable = true;
                        }
                    }
                }
                if memory_stats == Some(Stats::Iterations) {
                    eprintln!("iteration {}: {}", it + 1, stats_line(&dev));
                }
                // Every 16th call: a call can take under a microsecond, and updating the bar
                // reads the clock.
                if let Some(bar) = progress
                    .as_ref()
                    .filter(|_| it % 16 == 0 || it + 1 == iterations)
                {
                    // Drawn only once the run has taken half a second (a short run prints
                    // nothing); indicatif limits redraws to 20 a second.
                    if bar.is_hidden() && start.elapsed() > Duration::from_millis(500) {
                        bar.set_draw_target(ProgressDrawTarget::stderr());
                    }
                    bar.set_position(it + 1);
                }
            }
            if let Some(bar) = progress {
                bar.finish();
            }
            let host: Vec<_> = results.iter().map(|t| t.to_host()).collect();
            drop(results);
            // Results marked `dist.shard` are gathered (every process takes part) and printed,
            // written and compared at their global shape.
            let global: Vec<_> = match &comm {
                Some(comm) => host
                    .iter()
                    .enumerate()
                    .map(|(i, r)| {
                        placement::global_result(
                            comm.world(),
                            m.def.placement.as_ref(),
                            fi,
                            i,
                            r.clone(),
                        )
                    })
                    .collect::<Result<_, _>>()
                    .map_err(|e| Failure::Coded(e.code(), e.message))?,
                None => host.clone(),
            };
            if printer {
                let text = io::deliver_results(&function, &global, &specs, print_max_element_count)
                    .map_err(|e| Failure::Coded(UNWRITABLE, e.0))?;
                out!("{text}");
            }
            if let (Some(t), Some(p)) = (&tr, &trace) {
                std::fs::write(p, t.to_json()).map_err(|e| {
                    Failure::Coded(
                        UNWRITABLE,
                        format!("--trace: cannot write `{}`: {e}", p.display()),
                    )
                })?;
            }
            if memory_stats.is_some() {
                let f = &m.def.functions[fi];
                eprintln!(
                    "memory: {} (plan: arena {} B + scratch {} B, results {} B, in place {} B)",
                    stats_line(&dev),
                    f.plan.arena_bytes,
                    f.plan.scratch_bytes,
                    f.plan.output_bytes,
                    f.plan.aliased_bytes
                );
            }
            if expected_output.is_empty() {
                return Ok(true);
            }
            // `@file.npz`: one expected result per array of the archive.
            let expected_output =
                io::expand_npz_inputs(&expected_output, Path::new(".")).map_err(|e| {
                    Failure::Coded(ARGUMENT, e.0.replacen("input", "--expected_output", 1))
                })?;
            if expected_output.len() != host.len() {
                return Err(Failure::Usage(format!(
                    "{} --expected_output given, but @{function} has {} result(s)",
                    expected_output.len(),
                    host.len()
                )));
            }
            let mut cursors = NpyCursors::default();
            let mut failures = vec![];
            let tolerances = io::Tolerances {
                f16: expected_f16_threshold,
                bf16: expected_bf16_threshold,
                f32: expected_f32_threshold,
                f64: expected_f64_threshold,
            };
            for (i, (spec, r)) in expected_output.iter().zip(&host).enumerate() {
                let e =
                    io::parse_input_hinted(spec, i, Path::new("."), &mut cursors, Some(r.dtype))
                        .map_err(|e| {
                            Failure::Coded(ARGUMENT, e.0.replacen("input", "expected output", 1))
                        })?;
                // A split result: this process's block of the global expected value.
                let compared = match placement::expected_block(
                    m.def.placement.as_ref(),
                    fi,
                    i,
                    rank,
                    r,
                    e.tensor(),
                ) {
                    Some(block) => io::compare_expected_with(r, &block, i, &tolerances),
                    None => io::compare_expected_with(&global[i], e.tensor(), i, &tolerances),
                };
                if let Err(msg) = compared {
                    failures.push(msg);
                }
            }
            if failures.is_empty() {
                if printer {
                    outln!("[SUCCESS] all function outputs matched their expected values.");
                }
                Ok(true)
            } else {
                for f in failures {
                    eprintln!("{rank_prefix}[FAILED] {f}");
                }
                Ok(false)
            }
        }
        Command::Peak { threads } => {
            let dev = Device::new(threads, None)
                .map_err(|e| Failure::Coded(e.code(), format!("cannot create the device: {e}")))?;
            let p = measure_peak(&dev);
            outln!(
                "peak_gflops={:.2} peak_gbs={:.2} threads={}",
                p.gflops,
                p.gbs,
                dev.threads
            );
            Ok(true)
        }
        Command::Benchmark {
            module,
            function,
            input,
            repetitions,
            min_rep_ms,
            profile,
            peak_gflops,
            peak_gbs,
            collective_timeout,
            device: dopts,
        } => {
            // Before any work: a launcher's environment in a build without MPI stops here.
            let world = world(collective_timeout)?;
            let dev = device(&dopts)?;
            let m = load(&module, dopts.jit, Some(&dev))?;
            same_program(&*world, &m, &function)?;
            // Global inputs, as for `run`: this process's block of each split argument.
            let args = inputs_of_rank(
                &m,
                &dev,
                &function,
                &input,
                dopts.device_memory_limit,
                world.rank() as u64,
            )?;
            // One of several processes: the module's collectives go through the world's
            // channels (as for `run`), and the processes agree on every call they make.
            let many = world.size() > 1;
            if many && profile {
                return Err(Failure::Usage(
                    "--profile times one process: it is not taken under a launcher".into(),
                ));
            }
            let printer = world.rank() == 0;
            let (comm, world) = if many && m.def.grid.is_some() {
                let c = runtime::vm::Comm::for_module(world, &m.def)
                    .map_err(|e| Failure::Coded(e.code(), e.message))?;
                (Some(c), None)
            } else {
                (None, Some(world))
            };
            let sync: &dyn Channel = match (&comm, &world) {
                (Some(c), _) => c.world(),
                (None, Some(w)) => &**w,
                (None, None) => unreachable!("one of the two is set above"),
            };
            // The largest `x` over the processes (itself alone).
            let max_over = |x: f64| -> Result<f64, Failure> {
                if !many {
                    return Ok(x);
                }
                // Non-negative f64s order as their bits do: an integer maximum, which MPI
                // reduces natively.
                let mut out = [0u8; 8];
                sync.all_reduce(
                    element::ops::BinaryOp::Maximum,
                    element::ElemType::UI64,
                    &x.max(0.0).to_bits().to_le_bytes(),
                    &mut out,
                )
                .map_err(|e| Failure::Coded(e.code(), e.message))?;
                Ok(f64::from_bits(u64::from_le_bytes(out)))
            };
            let call = |dev: &Device| -> Result<(), Failure> {
                match &comm {
                    Some(c) => dev.call_in(c, &m, &function, args.clone(), None),
                    None => dev.call(&m, &function, args.clone(), None),
                }
                .map(drop)
                .map_err(|e| Failure::Vm(function.clone(), Box::new(e)))
            };
            // Warm up and calibrate (the processes go on while any of them is not done).
            let t0 = Instant::now();
            let mut warm = 0u64;
            loop {
                call(&dev)?;
                warm += 1;
                let more = warm < 3 || t0.elapsed() < Duration::from_millis(50);
                if max_over(if more && warm <= 100_000 { 1.0 } else { 0.0 })? == 0.0 {
                    break;
                }
            }
            let per_call = t0.elapsed().as_secs_f64() * 1e3 / warm as f64;
            let k = max_over(((min_rep_ms / per_call.max(1e-6)).ceil()).max(1.0))? as u64;
            let mut reps = vec![];
            for _ in 0..repetitions {
                // A barrier: every process starts the repetition together.
                max_over(0.0)?;
                let t = Instant::now();
                for _ in 0..k {
                    call(&dev)?;
                }
                reps.push(max_over(t.elapsed().as_secs_f64() * 1e3 / k as f64)?);
            }
            if !printer {
                return Ok(true);
            }
            reps.sort_by(|a, b| a.total_cmp(b));
            let median = reps[reps.len() / 2];
            if many {
                outln!(
                    "{} processes: each repetition timed by the slowest",
                    sync.size()
                );
            }
            outln!(
                "BENCHMARK @{function}: {} repetitions x {k} calls ({} threads)",
                reps.len(),
                dev.threads
            );
            outln!(
                "per call: min {:.4} ms, median {:.4} ms, max {:.4} ms; {}",
                reps[0],
                median,
                reps[reps.len() - 1],
                stats_line(&dev)
            );
            if profile {
                let mut prof = Profile::new(&m);
                for _ in 0..k {
                    dev.call_profiled(&m, &function, args.clone(), &mut prof)
                        .map_err(|e| Failure::Vm(function.clone(), Box::new(e)))?;
                }
                let (peak, source) = match (peak_gflops, peak_gbs) {
                    (Some(gflops), Some(gbs)) => (
                        Peak { gflops, gbs },
                        PeakSource::Given {
                            gflops: true,
                            gbs: true,
                        },
                    ),
                    (None, None) => (measure_peak(&dev), PeakSource::Measured(dev.threads)),
                    (g, b) => {
                        let p = measure_peak(&dev);
                        (
                            Peak {
                                gflops: g.unwrap_or(p.gflops),
                                gbs: b.unwrap_or(p.gbs),
                            },
                            PeakSource::Given {
                                gflops: g.is_some(),
                                gbs: b.is_some(),
                            },
                        )
                    }
                };
                let names: Vec<String> =
                    m.kernels.iter().map(|k| k.kernel().name.clone()).collect();
                let place = match (dev.threads, m.runs_on_caller(&function)) {
                    (1, _) => "on the caller's thread (1 thread)".to_string(),
                    (_, Some(true)) => "on the caller's thread, each kernel on one thread (a \
                        short call, or no kernel of it large enough to gain from a second \
                        thread)"
                        .to_string(),
                    (t, _) => format!("in the worker pool of {t} threads"),
                };
                outln!();
                out!(
                    "{}",
                    runtime_cli::profile::render(
                        &function,
                        &prof,
                        &kernel_costs(&m),
                        &names,
                        peak,
                        &source,
                        2.0 * clock_read_ns(),
                        &place,
                    )
                );
                outln!();
            }
            outln!("median_ms={median:.6} calls={}", k * reps.len() as u64);
            Ok(true)
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let r = run(cli);
    // Under a launcher: taken here, so MPI is finalized (on success) before the process ends.
    let abort = JOB_ABORT.take();
    match r {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(f) => {
            let place = abort.as_ref().map_or("", |(_, p)| p.as_str());
            eprint!("{place}{}", f.render(color()));
            // One of several processes: the others may wait for this one in a collective, so
            // the whole job ends now (mpirun names the rank that aborted).
            if let Some((a, _)) = abort {
                use std::io::Write;
                let _ = std::io::stderr().flush();
                a.abort(1);
            }
            ExitCode::from(1)
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_progress_template_parses() {
        assert!(indicatif::ProgressStyle::with_template(super::PROGRESS_TEMPLATE).is_ok());
    }
}
