//! A soak run: a donated train step called for many steps, watching the memory.
//!
//! ```sh
//! cargo run --release -p examples --example soak -- --steps 100000 --every 1000 --model embedding
//! cargo run --release -p examples --example soak -- --steps 100000 --model mlp
//! ```
//!
//! After every step it reads the allocator's live bytes, the pool's reserved bytes and the count
//! of system allocations, the process's resident set size (RSS) and the parameters' device
//! addresses; every `--every` steps it prints them with the loss. At the end it prints a verdict:
//! the largest drift of each figure (allocator figures against their values after step 1, the RSS
//! against its value after step 10) and whether a parameter ever moved. The run passes when the
//! allocator figures never move, the RSS stays within 256 KiB and the parameters stay in place;
//! otherwise it exits with status 1. Not part of CI; see README.md beside this file for a recorded
//! run.

#[allow(dead_code)] // The embedding example's driver; only the trainer is used here.
#[path = "../embedding/driver.rs"]
mod embedding;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, ValueEnum};
use runtime::{Arg, Function, HostTensor, Instance, Module, Tensor};
use runtime_cli::io::read_npy_file;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Model {
    /// The embedding example's train step (examples/embedding/train_step.mlir): a 512x16 table,
    /// 64 fresh random ids uploaded every step, table, w and b donated.
    Embedding,
    /// JAX's donated MLP train step of the corpus (tests/corpus/mlp_train_step_donated.mlir,
    /// 784 -> 256 -> 10) on the corpus batch (tests/corpus/mlp_train_step.in.*.npy, 64 images),
    /// the four parameters donated.
    Mlp,
}

#[derive(Parser)]
#[command(
    about = "Call a donated train step many times and check that memory does not drift",
    long_about = "Call a donated train step many times and check that memory does not drift.\n\n\
        After every step: the allocator's live bytes, reserved bytes and system allocation count \
        (which must equal their values after step 1), the process's resident set size (which must \
        stay within 256 KiB of its value after step --rss-from, 10 by default) and the parameters' device addresses (which \
        must not change). Prints them every --every steps and a verdict at the end; exits with \
        status 1 if the run fails."
)]
struct Cli {
    /// Train steps to run (at least 10).
    #[arg(long, default_value_t = 100_000, value_parser = at_least::<10>)]
    steps: u64,
    /// Print a line every N steps.
    #[arg(long, default_value_t = 1000, value_parser = at_least::<1>)]
    every: u64,
    /// The train step to run.
    #[arg(long, value_enum, default_value_t = Model::Embedding)]
    model: Model,
    /// Worker threads (0: one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// The step whose RSS the others are compared with (at most --steps).
    ///
    /// Memory touched lazily, such as the matrix-multiply library's per-thread packing buffers,
    /// can still grow the RSS after step 10 when several threads run the steps (see
    /// examples/soak/README.md); a later step leaves most of that warm-up out.
    #[arg(long, default_value_t = 10, value_parser = at_least::<1>)]
    rss_from: u64,
}

/// The most the RSS may rise above its value at `--rss-from` (issue #14: 256 KiB above step 1,000).
const RSS_LIMIT: u64 = 256 << 10;

/// RSS changes listed in the verdict.
const MAX_CHANGES: usize = 12;

/// A whole number of at least `MIN`.
fn at_least<const MIN: u64>(s: &str) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(n) if n >= MIN => Ok(n),
        Ok(n) => Err(format!("{n} is too small: at least {MIN}")),
        Err(_) => Err(format!("`{s}` is not a whole number")),
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// JAX's donated MLP train step on one fixed batch.
struct Mlp {
    step: Function,
    /// w1, b1, w2, b2.
    params: Vec<Tensor>,
    x: Tensor,
    labels: Tensor,
}

impl Mlp {
    fn new(instance: &Instance) -> Result<Mlp, String> {
        let corpus = examples::examples_dir().join("../tests/corpus");
        let name = "mlp_train_step_donated.mlir";
        let path = corpus.join(name);
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let vmfb = compiler::backend::compile_to_vmfb(&text, name)?;
        let module = Module::from_bytes(instance, &vmfb).map_err(|e| format!("{name}: {e}"))?;
        let step = module.function("main").map_err(|e| e.to_string())?;
        let read = |i: usize| -> Result<Tensor, String> {
            let path: PathBuf = corpus.join(format!("mlp_train_step.in.{i}.npy"));
            let h: HostTensor = read_npy_file(&path)
                .map_err(|e| format!("{}: {e}", path.display()))?
                .into_iter()
                .next()
                .ok_or_else(|| format!("{}: empty", path.display()))?;
            Tensor::from_host(instance, &h).map_err(|e| e.to_string())
        };
        Ok(Mlp {
            step,
            params: (0..4).map(read).collect::<Result<_, _>>()?,
            x: read(4)?,
            labels: read(5)?,
        })
    }

    fn step(&mut self) -> Result<f32, String> {
        let args = std::mem::take(&mut self.params)
            .into_iter()
            .map(Arg::Donated)
            .chain([Arg::Borrowed(&self.x), Arg::Borrowed(&self.labels)]);
        let mut out = self.step.call(args).map_err(|e| e.to_string())?;
        if out.len() != 5 {
            return Err(format!("train step returned {} results, not 5", out.len()));
        }
        let loss = out.remove(0);
        self.params = out;
        let loss = loss.to_vec::<f32>().map_err(|e| e.to_string())?;
        Ok(loss[0])
    }

    fn addresses(&self) -> Result<Vec<usize>, String> {
        self.params
            .iter()
            .map(|p| p.device_address().map_err(|e| e.to_string()))
            .collect()
    }
}

enum Trainer {
    Embedding(embedding::Trainer),
    Mlp(Mlp),
}

impl Trainer {
    fn step(&mut self) -> Result<f32, String> {
        match self {
            Trainer::Embedding(t) => t.step(),
            Trainer::Mlp(m) => m.step(),
        }
    }

    fn addresses(&self) -> Result<Vec<usize>, String> {
        match self {
            Trainer::Embedding(t) => Ok(t.addresses()?.to_vec()),
            Trainer::Mlp(m) => m.addresses(),
        }
    }
}

/// The largest distance of a figure from its reference value, and where it happened.
#[derive(Default)]
struct Drift {
    base: u64,
    max: u64,
    at: usize,
    last: u64,
}

impl Drift {
    fn new(base: u64) -> Drift {
        Drift {
            base,
            last: base,
            ..Drift::default()
        }
    }

    fn see(&mut self, step: usize, v: u64) {
        let d = v.abs_diff(self.base);
        if d > self.max {
            self.max = d;
            self.at = step;
        }
        self.last = v;
    }

    /// `base -> last; largest drift max (at step n)`, in units of `scale` bytes or counts
    /// (`unit` is appended to each number).
    fn describe(&self, scale: u64, unit: &str) -> String {
        let at = if self.max > 0 {
            format!(" (after step {})", self.at)
        } else {
            String::new()
        };
        format!(
            "{}{unit} -> {}{unit} at the end; largest drift {}{unit}{at}",
            self.base / scale,
            self.last / scale,
            self.max / scale
        )
    }
}

fn run(cli: Cli) -> Result<bool, String> {
    let (steps, every) = (cli.steps as usize, cli.every as usize);
    let rss_from = cli.rss_from as usize;
    if rss_from > steps {
        return Err(format!(
            "--rss-from {rss_from} is after the last step (--steps {steps})"
        ));
    }
    let instance = Instance::builder()
        .threads(cli.threads)
        .build()
        .map_err(|e| e.to_string())?;
    let mut trainer = match cli.model {
        Model::Embedding => {
            let step = embedding::load_train_step(&instance)?;
            let params = embedding::Params::initial()?;
            Trainer::Embedding(embedding::Trainer::new(&instance, &step, &params)?)
        }
        Model::Mlp => Trainer::Mlp(Mlp::new(&instance)?),
    };
    let model = format!("{:?}", cli.model).to_lowercase();
    println!(
        "soak: model {model}, {steps} steps, {} threads, a line every {every} steps",
        instance.threads()
    );
    println!(
        "{:>8} {:>12} {:>12} {:>12} {:>8} {:>10} {:>9}",
        "step", "loss", "live B", "reserved B", "sys alloc", "RSS KiB", "us/step"
    );
    let addresses = trainer.addresses()?;
    let (mut live, mut reserved, mut sys, mut rss) = (None, None, None, None::<Drift>);
    let mut rss_half = 0;
    // The steps after --rss-from after which the RSS differs from the step before (the first
    // MAX_CHANGES of them), and how many there were.
    let mut rss_changes: Vec<(usize, u64, u64)> = vec![];
    let (mut rss_prev, mut rss_changed) = (None, 0usize);
    let mut moved = 0usize;
    let start = Instant::now();
    let mut window = Instant::now();
    for step in 1..=steps {
        let loss = trainer.step()?;
        let s = instance.stats();
        let r = examples::rss_bytes().ok_or("the RSS is unknown (no /proc/self/statm)")?;
        live.get_or_insert_with(|| Drift::new(s.live_bytes))
            .see(step, s.live_bytes);
        reserved
            .get_or_insert_with(|| Drift::new(s.reserved_bytes))
            .see(step, s.reserved_bytes);
        sys.get_or_insert_with(|| Drift::new(s.system_allocations))
            .see(step, s.system_allocations);
        if step >= rss_from {
            rss.get_or_insert_with(|| Drift::new(r)).see(step, r);
        }
        if step == steps / 2 {
            rss_half = r;
        }
        if let Some(prev) = rss_prev.filter(|&p| p != r && step > rss_from) {
            rss_changed += 1;
            if rss_changes.len() < MAX_CHANGES {
                rss_changes.push((step, prev, r));
            }
        }
        rss_prev = Some(r);
        if trainer.addresses()? != addresses {
            moved += 1;
        }
        if step % every == 0 || step == steps {
            let n = (step - 1) % every + 1;
            println!(
                "{step:>8} {loss:>12.6e} {:>12} {:>12} {:>8} {:>10} {:>9.1}",
                s.live_bytes,
                s.reserved_bytes,
                s.system_allocations,
                r / 1024,
                window.elapsed().as_secs_f64() / n as f64 * 1e6
            );
            window = Instant::now();
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    let (live, reserved, sys) = (
        live.unwrap_or_default(),
        reserved.unwrap_or_default(),
        sys.unwrap_or_default(),
    );
    let rss = rss.unwrap_or_default();
    println!(
        "{steps} steps in {elapsed:.1} s ({:.1} us a step)",
        elapsed / steps as f64 * 1e6
    );
    let s = instance.stats();
    println!(
        "allocator: {} allocations ({} from the cache, {} from the system), {} frees; peak live \
         {} B",
        s.allocations, s.cache_hits, s.system_allocations, s.frees, s.peak_live_bytes
    );
    println!("verdict (allocator figures against step 1, RSS against step {rss_from}):");
    let mut ok = true;
    let mut line = |pass: bool, what: String| {
        println!("  [{}] {what}", if pass { "ok" } else { "FAILED" });
        ok &= pass;
    };
    line(
        live.max == 0,
        format!("live bytes: {}", live.describe(1, " B")),
    );
    line(
        reserved.max == 0,
        format!("reserved bytes: {}", reserved.describe(1, " B")),
    );
    line(
        sys.max == 0,
        format!("system allocations: {}", sys.describe(1, "")),
    );
    line(
        rss.max <= RSS_LIMIT,
        format!(
            "RSS: {} (limit {} KiB)",
            rss.describe(1024, " KiB"),
            RSS_LIMIT >> 10
        ),
    );
    let listed: Vec<String> = rss_changes
        .iter()
        .map(|&(s, a, b)| format!("{s}: {:+}", (b as i64 - a as i64) / 1024))
        .collect();
    println!(
        "  RSS changed after {rss_changed} of the {} steps after step {rss_from}{}{}",
        steps - rss_from,
        if listed.is_empty() {
            ""
        } else {
            " (step: KiB) "
        },
        listed.join(", ")
    );
    println!(
        "  RSS over the second half of the run (steps {}..={steps}): {:+} KiB",
        steps / 2,
        (rss.last as i64 - rss_half as i64) / 1024
    );
    line(
        moved == 0,
        format!("parameters in place: moved after {moved} of {steps} steps"),
    );
    drop(trainer);
    let leaks = instance.leak_report();
    line(leaks.is_empty(), format!("no leak at the end: {leaks}"));
    println!("{}", if ok { "PASS" } else { "FAIL" });
    Ok(ok)
}
