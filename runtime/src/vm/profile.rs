//! Where a call's time goes: [`Profile`] counts and times every instruction the VM runs (by
//! kind) and every kernel it dispatches, over any number of calls ([`Device::call_profiled`]);
//! [`measure_peak`] measures the machine's peak FLOP/s and copy bandwidth on a device's worker
//! threads, the yardstick `irvm benchmark --profile` compares each kernel's achieved rate with.
//!
//! A profiled call reads the clock twice per instruction (and twice more around each kernel);
//! an unprofiled call reads it never: the interpreter loop is compiled twice, with and without
//! the clock (`Frame::run`).

use std::sync::{Barrier, Mutex};
use std::time::Instant;

use super::bytecode::Instr;
use super::{Device, LoadedModule, Tensor, VmError};
use crate::kernel::steps::{kernel_cost, Cost};

/// Calls and time of one row of a profile.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stat {
    /// How many times it ran.
    pub calls: u64,
    /// Total wall time, in seconds.
    pub seconds: f64,
}

impl Stat {
    fn add(&mut self, seconds: f64) {
        self.calls += 1;
        self.seconds += seconds;
    }
}

/// What calls of one module spent, by instruction kind and by kernel.
#[derive(Clone, Debug)]
pub struct Profile {
    /// By instruction kind (indexed as [`Instr::KIND_NAMES`]): a `call`'s time is its own, without
    /// the callee's instructions (which are counted under their own kinds), so the rows add up
    /// to the time spent in instructions.
    pub instructions: [Stat; Instr::KIND_NAMES.len()],
    /// By kernel index of the module: the time its steps ran (a `dispatch` also checks its
    /// bindings and charges its host memory, which its instruction row holds).
    pub kernels: Vec<Stat>,
    /// The profiled calls: how many, and their total wall time from [`Device::call_profiled`]'s
    /// entry to its return.
    pub calls: Stat,
    /// From [`Device::call_profiled`]'s entry to the first instruction: the handoff to the
    /// device's worker pool, the argument checks, the register file.
    pub entry: Stat,
    /// From the entry function's `return` to [`Device::call_profiled`]'s return: the results'
    /// checks and the handoff back from the worker pool.
    pub exit: Stat,
    /// Time recorded in instruction rows so far (what a `call` instruction subtracts).
    recorded: f64,
    /// When the call being profiled started.
    call_start: Option<Instant>,
    /// When its entry function returned.
    returned_at: Option<Instant>,
}

impl Profile {
    /// An empty profile for calls of `m`.
    pub fn new(m: &LoadedModule) -> Profile {
        Profile {
            instructions: [Stat::default(); Instr::KIND_NAMES.len()],
            kernels: vec![Stat::default(); m.kernels.len()],
            calls: Stat::default(),
            entry: Stat::default(),
            exit: Stat::default(),
            recorded: 0.0,
            call_start: None,
            returned_at: None,
        }
    }

    /// The total time of the instruction rows, in seconds.
    pub fn instruction_seconds(&self) -> f64 {
        self.instructions.iter().map(|s| s.seconds).sum()
    }

    /// Records instruction kind `kind` taking `seconds`, of which `nested` were spent in
    /// instructions of a callee (already recorded).
    pub(super) fn instruction(&mut self, kind: usize, seconds: f64, nested: f64) {
        let own = (seconds - nested).max(0.0);
        if let Some(s) = self.instructions.get_mut(kind) {
            s.add(own);
        }
        self.recorded += own;
    }

    /// The entry function's first instruction is about to run.
    pub(super) fn entered(&mut self) {
        if let Some(t) = self.call_start {
            self.entry.add(t.elapsed().as_secs_f64());
        }
    }

    /// The entry function has returned.
    pub(super) fn returned(&mut self) {
        self.returned_at = Some(Instant::now());
    }

    /// The time recorded in instruction rows so far.
    pub(super) fn recorded(&self) -> f64 {
        self.recorded
    }

    /// Records kernel `kernel` running for `seconds`.
    pub(super) fn kernel(&mut self, kernel: usize, seconds: f64) {
        if let Some(s) = self.kernels.get_mut(kernel) {
            s.add(seconds);
        }
    }
}

/// What one run of each kernel of `m` computes and moves (see [`Cost`]), by kernel index.
pub fn kernel_costs(m: &LoadedModule) -> Vec<Cost> {
    m.kernels.iter().map(|k| kernel_cost(k.kernel())).collect()
}

impl Device {
    /// [`Device::call`], recording where the call's time goes in `profile` (made by
    /// [`Profile::new`] for `m`).
    pub fn call_profiled(
        &self,
        m: &LoadedModule,
        name: &str,
        args: Vec<Tensor>,
        profile: &mut Profile,
    ) -> Result<Vec<Tensor>, VmError> {
        let t0 = Instant::now();
        profile.call_start = Some(t0);
        profile.returned_at = None;
        let out = self.call_instrumented(m, name, args, None, Some(&mut *profile), None);
        let end = Instant::now();
        if let Some(r) = profile.returned_at {
            profile.exit.add((end - r).as_secs_f64());
        }
        profile.calls.add((end - t0).as_secs_f64());
        out
    }
}

/// The machine's measured peak: f32 operations per second of a fused multiply-add loop, and
/// bytes per second of a large copy (read plus written), each on all of a device's workers at
/// once.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Peak {
    /// GFLOP/s (f32; a multiply-add counts 2).
    pub gflops: f64,
    /// GB/s (10^9 bytes read plus written per second).
    pub gbs: f64,
}

/// Bytes each copy pass moves from its source (split among the threads): more than the
/// last-level cache a core sees on current CPUs (32 MiB on the development machine), so that the
/// copy runs from memory.
const COPY_BYTES: usize = 64 << 20;
/// Timed passes of each measurement; the best one counts.
const PASSES: usize = 7;
/// How long one FMA pass runs, in seconds.
const FMA_PASS_S: f64 = 0.03;

/// Measures the machine's peak on `dev`'s worker threads (every worker runs the loop at the same
/// time, started together by a barrier): the best of several passes of [`crate::kernel::wide::fma_loop`]
/// (the widest fused multiply-add the CPU has, enough independent chains to fill its units) and of
/// a 64 MiB copy. Takes about half a second. On a loaded machine the result is low: the
/// command line takes given figures instead.
pub fn measure_peak(dev: &Device) -> Peak {
    // Calibrate the FMA loop's iterations on this thread.
    let mut iters = 1u64 << 12;
    let per_iter = loop {
        let t = Instant::now();
        std::hint::black_box(crate::kernel::wide::fma_loop(iters));
        let s = t.elapsed().as_secs_f64();
        if s > 2e-3 || iters >= 1 << 40 {
            break s / iters as f64;
        }
        iters *= 4;
    };
    let fma_iters = ((FMA_PASS_S / per_iter.max(1e-12)) as u64).max(1);
    let threads = dev.threads.max(1);
    let fma = on_all_workers(dev, threads, &|| (), &|_| {
        // The value is kept, so that the loop is not optimized away.
        let (ops, value) = crate::kernel::wide::fma_loop(fma_iters);
        std::hint::black_box(value);
        ops
    });
    // Each worker copies its own part (allocated, and first touched, by that worker).
    let chunk = COPY_BYTES / threads;
    let copy = on_all_workers(
        dev,
        threads,
        &|| (vec![1u8; chunk], vec![0u8; chunk]),
        &|(src, dst)| {
            dst.copy_from_slice(src);
            std::hint::black_box(&dst);
            2 * chunk as u64
        },
    );
    Peak {
        gflops: fma / 1e9,
        gbs: copy / 1e9,
    }
}

/// Runs `work` on `threads` workers of `dev` at once (each on its own state, made by `setup` on
/// that worker), [`PASSES`] times after one untimed pass, and returns the best rate: the units
/// all workers report for a pass over the slowest worker's time.
fn on_all_workers<S>(
    dev: &Device,
    threads: usize,
    setup: &(dyn Fn() -> S + Sync),
    work: &(dyn Fn(&mut S) -> u64 + Sync),
) -> f64 {
    let barrier = Barrier::new(threads);
    let times: Mutex<Vec<(usize, f64, u64)>> = Mutex::new(Vec::new());
    let body = || {
        let mut state = setup();
        for pass in 0..=PASSES {
            barrier.wait();
            let t = Instant::now();
            let units = work(&mut state);
            let s = t.elapsed().as_secs_f64();
            if let Ok(mut v) = times.lock() {
                v.push((pass, s, units));
            }
        }
    };
    match &dev.pool {
        Some(pool) => {
            pool.broadcast(|_| body());
        }
        None => body(),
    }
    let v = times.into_inner().unwrap_or_default();
    (1..=PASSES)
        .filter_map(|pass| {
            let of: Vec<&(usize, f64, u64)> = v.iter().filter(|r| r.0 == pass).collect();
            let slowest = of.iter().map(|r| r.1).fold(0.0, f64::max);
            let units: u64 = of.iter().map(|r| r.2).sum();
            (slowest > 0.0).then(|| units as f64 / slowest)
        })
        .fold(0.0, f64::max)
}
