//! Issue #6's "Checked by" for the `embedding` example: an id embedding trained through a donated
//! train step (gather forward, scatter-add backward, SGD on the table in place).
//!
//! - 1000 steps: after every step, live bytes, live buffers, the pool's reserved bytes and the
//!   count of system allocations are identical to their values after step 1, and only the
//!   parameters are alive; the resident set size stays within 1 MiB of its value after step 10;
//!   the table (and w and b) keep their device addresses (updated in place); the first losses
//!   match JAX's; the loss falls and every id ends up decoding to itself.
//! - Duplicate ids accumulate exactly: on parameters in eighths, where every operation of the step
//!   is exact in f32, a batch repeating id 5 twenty-four times gives a new table, w and b equal bit
//!   for bit to an independent f64 step that adds the per-occurrence gradients one by one; on the
//!   real initial parameters the update is within f32 rounding of that sum and far from what one
//!   occurrence alone would give. Rows no id names never change.

#[allow(dead_code)] // Shared with the example; not every item is used here.
#[path = "../embedding/driver.rs"]
mod driver;

use std::sync::Mutex;

use driver::{Params, Trainer, BITS, DIM, VOCAB};
use runtime::Instance;

const STEPS: usize = 1000;
const MIB: u64 = 1 << 20;

/// The tests share the process's resident set: they run one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

fn instance() -> Instance {
    Instance::builder()
        .threads(2)
        .leak_check_on_drop(true)
        .build()
        .unwrap()
}

#[test]
fn training_is_flat_in_place_and_learns() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let inst = instance();
    let step = driver::load_train_step(&inst).unwrap();
    let mut trainer = Trainer::new(&inst, &step, &Params::initial().unwrap()).unwrap();
    let param_bytes = ((VOCAB * DIM + DIM * BITS + BITS) * 4) as u64;
    assert_eq!(inst.stats().live_bytes, param_bytes);
    let run = driver::train(&mut trainer, STEPS, |_, _, _| Ok(())).unwrap();

    let f = run.records[0].footprint;
    assert_eq!(
        run.footprint_changes(),
        Vec::<usize>::new(),
        "steps whose footprint differs from step 1's {f:?}"
    );
    // Between steps only table, w and b are alive: the batch, the loss and the call's arena are
    // back in the pool.
    assert_eq!((f.live_bytes, f.live_buffers), (param_bytes, 3));
    let drift = run.rss_drift().expect("RSS from /proc/self/statm");
    assert!(
        drift <= MIB,
        "RSS drifted {drift} B from step 10's {} B",
        run.records[9].rss.unwrap()
    );
    assert_eq!(
        run.moved(),
        Vec::<usize>::new(),
        "steps after which a parameter moved"
    );
    let c = &run.first_step;
    assert!(c.in_place && c.untouched_rows_unchanged, "{c:#?}");
    assert!(
        c.max_table_update_error <= c.tolerance,
        "step 1's table update against f64: {c:#?}"
    );
    assert!(
        c.max_dense_error <= 1e-4,
        "step 1's w and b against f64: {c:#?}"
    );
    assert!(!c.repeated.is_empty(), "step 1's batch repeats no id");

    let jax = driver::ref_losses().unwrap();
    for (k, (r, j)) in run.records.iter().zip(&jax).take(3).enumerate() {
        assert!(
            ((r.loss - j) / j).abs() <= 1e-4,
            "step {}: loss {}, JAX {j}",
            k + 1,
            r.loss
        );
    }
    let (first, last) = (run.mean_loss(1, 100), run.mean_loss(STEPS - 99, STEPS));
    assert!(last < first / 1000.0, "loss {first} -> {last}");
    for s in (100..STEPS).step_by(100) {
        assert!(
            run.mean_loss(s + 1, s + 100) < run.mean_loss(s - 99, s),
            "the mean loss of steps {}..={} did not fall",
            s + 1,
            s + 100
        );
    }
    let p = trainer.params().unwrap();
    assert_eq!(driver::decoded_ids(&p), VOCAB);
    assert!(driver::full_loss(&p) < 1e-2);

    assert_eq!(inst.leak_report().len(), 3, "{}", inst.leak_report());
    drop(trainer);
    assert!(inst.leak_report().is_empty(), "{}", inst.leak_report());
}

#[test]
fn duplicate_ids_accumulate_exactly() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let inst = instance();
    let step = driver::load_train_step(&inst).unwrap();
    let ids = driver::duplicate_batch();
    let repeated = driver::repeated_ids(&ids);
    assert_eq!(repeated[0], (5, 24));
    assert_eq!(repeated.len(), 16, "{repeated:?}");

    // Parameters in eighths: the f64 step is exact in f32, so the compiled step must match it bit
    // for bit, whatever order it accumulates in.
    let mut t = Trainer::new(&inst, &step, &Params::dyadic()).unwrap();
    let c = driver::check_step(&mut t, &ids).unwrap();
    assert!(
        c.representable,
        "the dyadic step is not exact in f32: {c:#?}"
    );
    assert!(c.bit_exact, "{c:#?}");
    assert_eq!(c.max_table_update_error, 0.0);
    assert!(c.untouched_rows_unchanged && c.in_place, "{c:#?}");
    // A scatter that kept one occurrence's update of id 5 (or averaged them) would be far off.
    assert!(c.one_occurrence_distance > 0.1, "{c:#?}");
    // Row 5 by hand: 24 identical occurrences, so its update is -LR * 24 * (one occurrence's
    // gradient); the compiled step says the same.
    let before = Params::dyadic();
    let after = t.params().unwrap();
    let want = driver::reference_step(&before, &ids);
    for d in 0..DIM {
        let g: f64 = (0..24).map(|i| want.occurrence_grads[i * DIM + d]).sum();
        assert_eq!(
            after.table[5 * DIM + d] as f64,
            before.table[5 * DIM + d] as f64 - driver::LR * g,
            "row 5, column {d}"
        );
    }
    drop(t);

    // The real initial parameters: within f32 rounding of the f64 sum.
    let mut t = Trainer::new(&inst, &step, &Params::initial().unwrap()).unwrap();
    let c = driver::check_step(&mut t, &ids).unwrap();
    assert!(c.max_table_update_error <= c.tolerance, "{c:#?}");
    assert!(
        c.one_occurrence_distance > 100.0 * c.tolerance,
        "the check cannot tell one update from 24: {c:#?}"
    );
    assert!(c.max_dense_error <= 1e-4, "{c:#?}");
    assert!(c.untouched_rows_unchanged && c.in_place, "{c:#?}");
    assert!(
        ((c.loss as f64 - c.loss_f64) / c.loss_f64).abs() <= 1e-5,
        "{c:#?}"
    );
    eprintln!(
        "duplicate batch on the initial parameters: table update error {:e} (tolerance {:e}); one \
         occurrence alone would be off by {:e}",
        c.max_table_update_error, c.tolerance, c.one_occurrence_distance
    );
    drop(t);
    assert!(inst.leak_report().is_empty(), "{}", inst.leak_report());
}
