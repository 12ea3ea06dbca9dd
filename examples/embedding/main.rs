//! Trains an id embedding (gather forward, scatter-add backward, SGD on the table in place through
//! a donated train step that JAX exported) and shows that memory stays flat and that repeated ids
//! accumulate their gradients exactly.
//!
//! ```sh
//! cargo run --release -p examples --example embedding
//! cargo run --release -p examples --example embedding -- --steps 2000 --every 200
//! ```
//!
//! Prints the loss every `--every` steps (with JAX's loss for the same steps, the loss over all
//! 512 ids and how many ids decode), the allocator's statistics, and the final checks; exits with
//! status 1 if a check fails. See README.md beside this file.

#[allow(dead_code)] // Shared with the test and the soak run; not every item is used here.
mod driver;

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use driver::{Params, StepCheck, Trainer, BATCH, VOCAB};
use runtime::Instance;

#[derive(Parser)]
#[command(
    about = "Train an id embedding (gather / scatter-add, table updated in place) and check that \
             memory stays flat and repeated ids accumulate exactly"
)]
struct Cli {
    /// Train steps (64 ids each; at least 10: the RSS is compared with its value after step 10).
    #[arg(long, default_value_t = 1000, value_parser = at_least::<10>)]
    steps: u64,
    /// Print the loss every N steps.
    #[arg(long, default_value_t = 100, value_parser = at_least::<1>)]
    every: u64,
    /// Worker threads (0: one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
}

const MIB: u64 = 1 << 20;

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

fn run(cli: Cli) -> Result<bool, String> {
    let (steps, every) = (cli.steps as usize, cli.every as usize);
    let instance = Instance::builder()
        .threads(cli.threads)
        .build()
        .map_err(|e| e.to_string())?;
    let t = Instant::now();
    let train_step = driver::load_train_step(&instance)?;
    let initial = Params::initial()?;
    let jax = driver::ref_losses()?;
    let p = train_step.plan();
    println!(
        "train_step compiled and loaded in {:.1} ms; {} threads; {VOCAB} ids, batches of {BATCH}",
        t.elapsed().as_secs_f64() * 1e3,
        instance.threads(),
    );
    println!(
        "plan @main: arena {} B + scratch {} B, results {} B, in place {} B (table, w, b)",
        p.arena_bytes, p.scratch_bytes, p.output_bytes, p.aliased_bytes
    );

    let mut trainer = Trainer::new(&instance, &train_step, &initial)?;
    let t = Instant::now();
    let mut window = 0.0f64;
    let run = driver::train(&mut trainer, steps, |step, r, trainer| {
        window += r.loss as f64;
        if step % every == 0 || step == steps {
            let n = (step - 1) % every + 1;
            let jax_mean = (step <= jax.len())
                .then(|| jax[step - n..step].iter().map(|&l| l as f64).sum::<f64>() / n as f64);
            let p = trainer.params()?;
            println!(
                "step {step:5}: loss {:.6} (mean of the last {n} steps{}); all {VOCAB} ids: loss \
                 {:.6}, {} decode; live {} B, reserved {} B, system allocations {}, RSS {} KiB",
                window / n as f64,
                jax_mean.map_or(String::new(), |m| format!(", JAX {m:.6}")),
                driver::full_loss(&p),
                driver::decoded_ids(&p),
                r.footprint.live_bytes,
                r.footprint.reserved_bytes,
                r.footprint.system_allocations,
                r.rss.unwrap_or(0) / 1024
            );
            window = 0.0;
        }
        Ok(())
    })?;
    let elapsed = t.elapsed().as_secs_f64();
    let s = instance.stats();
    println!(
        "trained {steps} steps in {elapsed:.2} s ({:.1} us a step)",
        elapsed / steps as f64 * 1e6
    );
    println!(
        "allocator: live {} B in {} buffers, peak {} B, reserved {} B, allocations {} ({} from the \
         cache), system allocations {}, frees {}",
        s.live_bytes,
        s.live_buffers,
        s.peak_live_bytes,
        s.reserved_bytes,
        s.allocations,
        s.cache_hits,
        s.system_allocations,
        s.frees
    );

    let mut ok = true;
    let mut check = |pass: bool, what: String| {
        println!("[{}] {what}", if pass { "ok" } else { "FAILED" });
        ok &= pass;
    };
    let f1 = run.records[0].footprint;
    let changes = run.footprint_changes();
    check(
        changes.is_empty(),
        format!(
            "flat: after every step, live {} B in {} buffers, reserved {} B, {} system allocations \
             (as after step 1){}",
            f1.live_bytes,
            f1.live_buffers,
            f1.reserved_bytes,
            f1.system_allocations,
            if changes.is_empty() {
                String::new()
            } else {
                format!("; differs after {} steps, first {}", changes.len(), changes[0])
            }
        ),
    );
    let drift = run.rss_drift();
    check(
        drift.is_some_and(|d| d <= MIB),
        format!(
            "RSS within 1 MiB of step 10's ({} KiB): largest drift {} KiB",
            run.records[9].rss.unwrap_or(0) / 1024,
            drift.map_or("unknown".into(), |d| (d / 1024).to_string())
        ),
    );
    let moved = run.moved();
    check(
        moved.is_empty(),
        format!(
            "in place: table, w and b at the same device addresses after all {steps} steps \
             (table at {:#x}); moved in {} steps",
            run.start_addresses[0],
            moved.len()
        ),
    );
    let k = 3.min(steps).min(jax.len());
    let worst = (0..k)
        .map(|i| ((run.records[i].loss - jax[i]) / jax[i]).abs())
        .fold(0.0f32, f32::max);
    check(
        worst <= 1e-4,
        format!("JAX: the first {k} losses match JAX's (largest relative error {worst:.1e})"),
    );
    let first = run.mean_loss(1, every.min(steps));
    let last = run.mean_loss(steps + 1 - every.min(steps), steps);
    check(
        last < first / 10.0,
        format!("learning: mean loss {first:.6} over the first steps -> {last:.6} over the last"),
    );
    let p = trainer.params()?;
    let decoded = driver::decoded_ids(&p);
    check(
        decoded == VOCAB,
        format!("learned: {decoded} of {VOCAB} ids decode to themselves"),
    );
    let c = &run.first_step;
    check(
        c.max_table_update_error <= c.tolerance && c.untouched_rows_unchanged && c.in_place,
        format!(
            "step 1 (a batch repeating {}) against f64: {}",
            describe_repeats(c),
            describe(c)
        ),
    );
    drop(trainer);

    // A batch full of duplicates on parameters that make every operation of the step exact.
    let mut exact = Trainer::new(&instance, &train_step, &Params::dyadic())?;
    let c = driver::check_step(&mut exact, &driver::duplicate_batch())?;
    check(
        c.representable && c.bit_exact && c.untouched_rows_unchanged && c.in_place,
        format!(
            "duplicate ids accumulate exactly: a batch repeating {} on parameters in eighths; the \
             new table, w and b equal the f64 step bit for bit: {}; {}",
            describe_repeats(&c),
            c.bit_exact,
            describe(&c)
        ),
    );
    drop(exact);
    let leaks = instance.leak_report();
    check(leaks.is_empty(), format!("no leak: {leaks}"));
    Ok(ok)
}

fn describe_repeats(c: &StepCheck) -> String {
    let shown: Vec<String> = c
        .repeated
        .iter()
        .take(4)
        .map(|(id, n)| format!("id {id} x{n}"))
        .collect();
    let more = c.repeated.len().saturating_sub(4);
    if more > 0 {
        format!("{} and {more} more ids", shown.join(", "))
    } else {
        shown.join(", ")
    }
}

fn describe(c: &StepCheck) -> String {
    format!(
        "table update error {:.2e} (tolerance {:.2e}, update up to {:.2e}; one occurrence's \
         update would be off by {:.2e}); w, b relative error {:.1e}; loss {} vs {:.7}; rows no id \
         names unchanged: {}; table in place: {}",
        c.max_table_update_error,
        c.tolerance,
        c.max_table_update,
        c.one_occurrence_distance,
        c.max_dense_error,
        c.loss,
        c.loss_f64,
        c.untouched_rows_unchanged,
        c.in_place
    )
}
