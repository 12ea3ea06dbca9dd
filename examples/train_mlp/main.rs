//! Trains a 64 -> 64 -> 10 MLP on scikit-learn's handwritten digits with modules JAX exported
//! (`export.py`), and shows that the memory stays flat: every step runs in the same bytes.
//!
//! ```sh
//! cargo run --release -p examples --example train_mlp -- --variant donated --epochs 50 --plot loss.svg
//! cargo run --release -p examples --example train_mlp -- --variant split
//! ```
//!
//! Prints the mean loss of each epoch, the test accuracy at the end, the allocator's statistics and
//! the compiler's memory plan of each function, and writes an SVG plot of the loss and the live
//! bytes per step. See README.md beside this file.

#[allow(dead_code)] // Shared with the test; not every item is used here.
mod driver;
mod plot;

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use driver::{Data, Trainer, Variant};
use runtime::Instance;

#[derive(Parser)]
#[command(about = "Train an MLP on the digits data set with modules exported by JAX")]
struct Cli {
    /// `donated`: one train_step call with the parameters donated; `split`: forward, backward
    /// (saved activations consumed), update (parameters donated).
    #[arg(long, default_value = "donated")]
    variant: Variant,
    /// Passes over the 1440 training images (45 steps each).
    #[arg(long, default_value_t = 50)]
    epochs: usize,
    /// Write an SVG plot of the loss and the live bytes per step to this file.
    #[arg(long)]
    plot: Option<std::path::PathBuf>,
    /// Worker threads (0: one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> Result<(), String> {
    let data = Data::load()?;
    let instance = Instance::builder()
        .threads(cli.threads)
        .build()
        .map_err(|e| e.to_string())?;
    let t = Instant::now();
    let mut trainer = Trainer::new(&instance, cli.variant, &data)?;
    println!(
        "variant {}: compiled and loaded in {:.2} s; {} threads; {} training images ({} steps an \
         epoch), {} test images",
        cli.variant.name(),
        t.elapsed().as_secs_f64(),
        instance.threads(),
        data.x_train.shape[0],
        trainer.batches(),
        data.y_test.len()
    );
    let addresses = trainer.param_addresses()?;
    let steps = cli.epochs * trainer.batches();
    let mut losses = Vec::with_capacity(steps);
    let mut live = Vec::with_capacity(steps);
    let mut peaks = Vec::with_capacity(steps);
    let mut reserved = Vec::with_capacity(steps);
    let mut moved = 0;
    let mut sys_after_first = None;
    let t = Instant::now();
    for epoch in 1..=cli.epochs {
        let start = Instant::now();
        let mut sum = 0.0f64;
        for _ in 0..trainer.batches() {
            let r = trainer.step()?;
            sum += r.loss as f64;
            losses.push(r.loss);
            live.push(r.stats.live_bytes);
            peaks.push(r.peak);
            reserved.push(r.stats.reserved_bytes);
            sys_after_first.get_or_insert(r.stats.system_allocations);
            if trainer.param_addresses()? != addresses {
                moved += 1;
            }
        }
        println!(
            "epoch {epoch:3}: mean loss {:.6}  ({:.1} ms, live {} B)",
            sum / trainer.batches() as f64,
            start.elapsed().as_secs_f64() * 1e3,
            instance.stats().live_bytes
        );
    }
    let train_time = t.elapsed().as_secs_f64();
    let s = instance.stats();
    let accuracy = trainer.accuracy()?;
    println!(
        "trained {steps} steps in {train_time:.2} s ({:.1} us a step); test accuracy {:.2}% \
         ({} of {})",
        train_time / steps.max(1) as f64 * 1e6,
        accuracy * 100.0,
        (accuracy * data.y_test.len() as f64).round(),
        data.y_test.len()
    );
    for (k, (ours, jax)) in losses.iter().zip(&data.ref_losses).enumerate() {
        println!(
            "step {}: loss {ours:.7}, JAX {jax:.7} (rel. error {:.1e})",
            k + 1,
            ((ours - jax) / jax).abs()
        );
    }
    let live_min = live.iter().min().copied().unwrap_or(0);
    let live_max = live.iter().max().copied().unwrap_or(0);
    println!(
        "allocator after training: live {} B, peak {} B (highest during a step), reserved {} B, \
         allocations {}, system allocations {} ({} after step 1), cache hits {}, frees {}",
        s.live_bytes,
        peaks.iter().max().copied().unwrap_or(0),
        s.reserved_bytes,
        s.allocations,
        s.system_allocations,
        s.system_allocations - sys_after_first.unwrap_or(0),
        s.cache_hits,
        s.frees
    );
    println!(
        "live bytes after each step: min {live_min}, max {live_max}; parameters moved in {moved} \
         of {steps} steps; RSS {} KiB",
        examples::rss_bytes().unwrap_or(0) / 1024
    );
    for name in ["train_step", "forward", "backward", "update"] {
        if let Some(p) = trainer.plan(name) {
            println!(
                "plan @{name}: arena {} B + scratch {} B, results {} B, in place {} B, constants \
                 {} B",
                p.arena_bytes, p.scratch_bytes, p.output_bytes, p.aliased_bytes, p.constant_bytes
            );
        }
    }
    if let Some(path) = &cli.plot {
        plot::write_svg(
            path,
            &format!(
                "train_mlp, {} variant: {steps} steps, test accuracy {:.2}%",
                cli.variant.name(),
                accuracy * 100.0
            ),
            trainer.batches(),
            &plot::Series {
                losses: &losses,
                live: &live,
                peaks: &peaks,
                reserved: &reserved,
            },
        )?;
        println!("plot: {}", path.display());
    }
    drop(trainer);
    let leaks = instance.leak_report();
    if !leaks.is_empty() {
        return Err(format!("leak: {leaks}"));
    }
    Ok(())
}
