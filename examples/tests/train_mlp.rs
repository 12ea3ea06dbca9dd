//! Issue #6's "Checked by" for the `train_mlp` example, in both variants (one `train_step` call
//! with the parameters donated; `forward`, `backward` consuming the saved activations, `update`
//! writing the parameters in place), over 2000 steps of real training on the digits data set:
//!
//! - after every step, live bytes, live buffers, the pool's reserved bytes and the count of
//!   system allocations are identical to their values after step 1;
//! - the resident set size stays within 1 MiB of its value after step 10;
//! - no call after step 1 makes a system allocation, and every parameter keeps its device address
//!   across every step (the donated parameters are updated in place);
//! - each call's peak is bounded by the compiler's memory plan (see [`check_call`] for exactly
//!   what is compared);
//! - the first losses match JAX's (relative error <= 1e-4), and the test accuracy after 2000 steps
//!   is at least 95%;
//! - at the end nothing but what the test holds is alive, and after dropping it, nothing.

#[allow(dead_code)] // Shared with the example; not every item is used here.
#[path = "../train_mlp/driver.rs"]
mod driver;

use std::sync::Mutex;

use driver::{CallRecord, Data, Trainer, Variant};
use runtime::hal::AllocatorStats;
use runtime::Instance;

const STEPS: usize = 2000;
const MIB: u64 = 1 << 20;

/// The tests share the process's resident set: they run one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

/// The allocator figures that must not move in a steady loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Footprint {
    live_bytes: u64,
    live_buffers: u64,
    reserved_bytes: u64,
    system_allocations: u64,
}

impl Footprint {
    fn of(s: &AllocatorStats) -> Footprint {
        Footprint {
            live_bytes: s.live_bytes,
            live_buffers: s.live_buffers,
            reserved_bytes: s.reserved_bytes,
            system_allocations: s.system_allocations,
        }
    }
}

/// One call's memory against its plan.
///
/// Before the call, the live bytes must be exactly the bytes of the tensors the driver holds
/// (`held_before`: the four parameters and the three uploaded data sets, whose row slices are
/// the batch; plus, before `backward`, the saved activations `h` and `p` it consumes; before
/// `update`, the four gradients). So the arguments' bytes, and nothing else, are in the level the
/// call starts from.
///
/// During the call, live bytes rise by at most the plan's `arena_bytes + scratch_bytes +
/// output_bytes`: one arena (transients and kernel scratch) and the results that are not written
/// in place. Results written into donated parameters (`aliased_bytes`) take no new bytes, and
/// constants (`constant_bytes`) are read from the module's own copy, never from the pool, so
/// neither adds. So the peak of a call is at most `held_before + arena + scratch + output`.
///
/// Returns the rise and the bound.
fn check_call(trainer: &Trainer, step: usize, c: &CallRecord) -> (u64, u64) {
    let f = c.function;
    assert_eq!(
        c.live_before, c.held_before,
        "step {step}, @{f}: live bytes before the call are not the driver's tensors alone"
    );
    let plan = trainer.plan(f).expect("a step function");
    let bound = plan.arena_bytes + plan.scratch_bytes + plan.output_bytes;
    assert!(
        c.peak <= c.held_before + bound,
        "step {step}, @{f}: peak {} B > arguments {} B + arena {} B + scratch {} B + results {} B",
        c.peak,
        c.held_before,
        plan.arena_bytes,
        plan.scratch_bytes,
        plan.output_bytes
    );
    if step > 1 {
        assert_eq!(
            c.system_allocations.0, c.system_allocations.1,
            "step {step}, @{f}: a system allocation"
        );
    }
    (c.rise(), bound)
}

fn train(variant: Variant) {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let name = variant.name();
    let data = Data::load().unwrap();
    let instance = Instance::builder()
        .threads(2)
        .leak_check_on_drop(true)
        .build()
        .unwrap();
    let mut trainer = Trainer::new(&instance, variant, &data).unwrap();
    let uploaded: u64 = [&data.x_train, &data.y_train, &data.x_test]
        .into_iter()
        .chain(&data.params)
        .map(|h| h.data.len() as u64)
        .sum();
    assert_eq!(instance.stats().live_bytes, uploaded);
    let addresses = trainer.param_addresses().unwrap();

    let mut losses = Vec::with_capacity(STEPS);
    let mut after_first = None;
    let mut rss_at_10 = None;
    let mut rss_range = (u64::MAX, 0);
    // (function, highest rise, bound)
    let mut rises: Vec<(&str, u64, u64)> = vec![];
    for step in 1..=STEPS {
        let r = trainer.step().unwrap();
        losses.push(r.loss);
        assert_eq!(
            trainer.param_addresses().unwrap(),
            addresses,
            "{name}, step {step}: a parameter moved"
        );
        let f = Footprint::of(&r.stats);
        match after_first {
            None => after_first = Some(f),
            Some(first) => assert_eq!(f, first, "{name}: step {step} differs from step 1"),
        }
        for c in &r.calls {
            let (rise, bound) = check_call(&trainer, step, c);
            match rises.iter_mut().find(|(g, ..)| *g == c.function) {
                Some(e) => e.1 = e.1.max(rise),
                None => rises.push((c.function, rise, bound)),
            }
        }
        if let Some(rss) = examples::rss_bytes() {
            if step == 10 {
                rss_at_10 = Some(rss);
            }
            if let Some(base) = rss_at_10 {
                assert!(
                    rss.abs_diff(base) <= MIB,
                    "{name}, step {step}: RSS {rss} B, {} B at step 10",
                    base
                );
                rss_range = (rss_range.0.min(rss), rss_range.1.max(rss));
            }
        }
    }
    let first = after_first.unwrap();
    // Between steps only the parameters and the data sets are alive: a step keeps nothing.
    assert_eq!(first.live_bytes, uploaded);
    assert_eq!(first.live_buffers, 7);

    for (k, (ours, jax)) in losses.iter().zip(&data.ref_losses).enumerate() {
        let err = ((ours - jax) / jax).abs();
        assert!(
            err <= 1e-4,
            "{name}, step {}: loss {ours}, JAX {jax} (relative error {err:e})",
            k + 1
        );
    }
    assert!(data.ref_losses.len() >= 3);
    let accuracy = trainer.accuracy().unwrap();
    assert!(
        accuracy >= 0.95,
        "{name}: test accuracy {accuracy} after {STEPS} steps"
    );

    let s = instance.stats();
    eprintln!(
        "{name}: {STEPS} steps; loss {:.4} -> {:.4}; test accuracy {:.2}%; after each step live \
         {} B in {} buffers, reserved {} B, system allocations {}; RSS {}..{} KiB after step 10; \
         allocations {} ({} cache hits)",
        losses[0],
        losses[STEPS - 1],
        accuracy * 100.0,
        first.live_bytes,
        first.live_buffers,
        first.reserved_bytes,
        first.system_allocations,
        rss_range.0 / 1024,
        rss_range.1 / 1024,
        s.allocations,
        s.cache_hits
    );
    for (f, rise, bound) in &rises {
        eprintln!("{name}: @{f}: highest rise during a call {rise} B, plan bound {bound} B");
    }
    drop(trainer);
    assert!(
        instance.leak_report().is_empty(),
        "{}",
        instance.leak_report()
    );
}

#[test]
fn donated_train_step_runs_2000_steps_in_place_with_a_flat_footprint() {
    train(Variant::Donated);
}

#[test]
fn split_forward_backward_update_runs_2000_steps_with_a_flat_footprint() {
    train(Variant::Split);
}
