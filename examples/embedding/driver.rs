//! The `embedding` example's model, data and training loop, shared by the example (`main.rs`), its
//! test (`examples/tests/embedding.rs`) and the soak run (`examples/soak/main.rs`), which include
//! this file with `#[path]`.
//!
//! The model (see `export.py`): each of [`VOCAB`] ids learns its own [`BITS`]-bit binary code. A
//! batch of [`BATCH`] ids is looked up in a `VOCAB x DIM` table (a gather), each row goes through
//! a shared `DIM -> BITS` linear layer, and the outputs are regressed onto the ids' bits as +1/-1
//! (squared error summed over the bits, averaged over the batch). One call of `train_step(table,
//! w, b, ids, y) -> (table', w', b', loss)` takes an SGD step; the table's gradient is the
//! scatter-add of the per-occurrence row gradients. The parameters are passed
//! [`Arg::Donated`] (JAX's `donate_argnums`, printed as `tf.aliasing_output`), so the new values
//! are written into the old buffers: the table stays at the same device address for the whole run.
//!
//! [`reference_step`] is the same step in f64, written out by hand, and [`check_step`] compares a
//! call of the compiled step with it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use runtime::hal::AllocatorStats;
use runtime::{Arg, ElemType, Function, HostTensor, Instance, Module, Tensor};
use runtime_cli::io::read_npy_file;

/// Ids (rows of the table).
pub const VOCAB: usize = 512;
/// Width of a table row.
pub const DIM: usize = 16;
/// Outputs: the bits of an id (`2^BITS == VOCAB`).
pub const BITS: usize = 9;
/// Ids in a batch (fixed by the exported module).
pub const BATCH: usize = 64;
/// The SGD learning rate baked into the module.
pub const LR: f64 = 0.5;
/// The seed of the batches (the same as `export.py`'s `BATCH_SEED`).
pub const BATCH_SEED: u64 = 0x05EE_D1D5;

/// Any error of the driver, as text.
pub type Error = String;

/// The directory holding `train_step.mlir` and `data/`.
pub fn dir() -> PathBuf {
    examples::examples_dir().join("embedding")
}

fn npy(path: &Path) -> Result<HostTensor, Error> {
    read_npy_file(path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .into_iter()
        .next()
        .ok_or_else(|| format!("{}: empty", path.display()))
}

fn f32_data(h: &HostTensor, what: &str, shape: &[usize]) -> Result<Vec<f32>, Error> {
    if h.dtype != ElemType::F32 || h.shape != shape {
        return Err(format!(
            "{what}: expected {shape:?} f32, found {:?} {}",
            h.shape,
            h.dtype.name()
        ));
    }
    Ok(h.data
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect())
}

/// The parameters, on the host.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// `VOCAB x DIM`, row-major.
    pub table: Vec<f32>,
    /// `DIM x BITS`.
    pub w: Vec<f32>,
    /// `BITS`.
    pub b: Vec<f32>,
}

impl Params {
    /// The initial parameters `export.py` wrote (`data/params.*.npy`).
    pub fn initial() -> Result<Params, Error> {
        let data = dir().join("data");
        let read = |name: &str, shape: &[usize]| {
            let file = format!("params.{name}.npy");
            f32_data(&npy(&data.join(&file))?, &file, shape)
        };
        Ok(Params {
            table: read("table", &[VOCAB, DIM])?,
            w: read("w", &[DIM, BITS])?,
            b: read("b", &[BITS])?,
        })
    }

    /// Parameters whose every value is a small multiple of 1/8, so that the whole step on them
    /// (products, sums, the 2/BATCH scale, the scatter-add and the SGD update) is exact in f32:
    /// the compiled step must then equal the f64 step bit for bit, whatever order it adds in.
    pub fn dyadic() -> Params {
        let eighths = |v: usize, m: usize| (v % m) as f32 / 8.0 - (m / 2) as f32 / 8.0;
        Params {
            table: (0..VOCAB * DIM)
                .map(|i| eighths((i / DIM) * 7 + (i % DIM) * 3, 17))
                .collect(),
            w: (0..DIM * BITS)
                .map(|i| eighths((i / BITS) * 5 + (i % BITS) * 11, 9))
                .collect(),
            b: (0..BITS).map(|k| eighths(k * 3, 5)).collect(),
        }
    }
}

/// JAX's loss of every step of the run `export.py` made (the batches of [`Batches::new`]).
pub fn ref_losses() -> Result<Vec<f32>, Error> {
    let file = "ref_losses.npy";
    let h = npy(&dir().join("data").join(file))?;
    let n = h.num_elements();
    f32_data(&h, file, &[n])
}

/// The batches: [`BATCH`] ids drawn uniformly with replacement by xorshift64 (`export.py` draws
/// the same ones).
#[derive(Clone, Debug)]
pub struct Batches {
    state: u64,
}

impl Default for Batches {
    fn default() -> Self {
        Batches::new()
    }
}

impl Batches {
    /// The sequence starting from [`BATCH_SEED`].
    pub fn new() -> Batches {
        Batches { state: BATCH_SEED }
    }

    /// The next batch of ids.
    pub fn next_ids(&mut self) -> Vec<i32> {
        (0..BATCH)
            .map(|_| {
                let s = &mut self.state;
                *s ^= *s << 13;
                *s ^= *s >> 7;
                *s ^= *s << 17;
                ((*s >> 32) % VOCAB as u64) as i32
            })
            .collect()
    }
}

/// The targets of a batch: `y[i][k]` is +1 if bit `k` of `ids[i]` is set, else -1.
pub fn targets(ids: &[i32]) -> Vec<f32> {
    ids.iter()
        .flat_map(|&id| (0..BITS).map(move |k| if (id >> k) & 1 == 1 { 1.0 } else { -1.0 }))
        .collect()
}

/// A batch with many repeated ids: id 5 twenty-four times, ids 7 and 9 four times each, and the
/// rest from ids 100..113, each two or three times. Rows other than these 16 are never named.
pub fn duplicate_batch() -> Vec<i32> {
    (0..BATCH)
        .map(|i| match i {
            0..=23 => 5,
            24..=31 => [7, 9][i % 2],
            _ => 100 + ((i * 7) % 13) as i32,
        })
        .collect()
}

/// The ids that occur more than once in `ids`, with their counts, most frequent first (then by id).
pub fn repeated_ids(ids: &[i32]) -> Vec<(i32, usize)> {
    let mut counts = BTreeMap::new();
    for &id in ids {
        *counts.entry(id).or_insert(0usize) += 1;
    }
    let mut r: Vec<(i32, usize)> = counts.into_iter().filter(|&(_, c)| c > 1).collect();
    r.sort_by_key(|&(id, c)| (std::cmp::Reverse(c), id));
    r
}

/// Compiles `train_step.mlir` (what `irc compile -o` writes) and loads its `@main`.
pub fn load_train_step(instance: &Instance) -> Result<Function, Error> {
    let file = "train_step.mlir";
    let text = std::fs::read_to_string(dir().join(file)).map_err(|e| format!("{file}: {e}"))?;
    let vmfb = compiler::backend::compile_to_vmfb(&text, file)?;
    let module = Module::from_bytes(instance, &vmfb).map_err(|e| format!("{file}: {e}"))?;
    module.function("main").map_err(|e| e.to_string())
}

/// The allocator figures that must not move in a steady loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Footprint {
    /// Bytes of live buffers.
    pub live_bytes: u64,
    /// Live buffers.
    pub live_buffers: u64,
    /// Bytes the pool holds from the system (live and cached).
    pub reserved_bytes: u64,
    /// Allocations that went to the system so far.
    pub system_allocations: u64,
}

impl Footprint {
    /// The footprint in `s`.
    pub fn of(s: &AllocatorStats) -> Footprint {
        Footprint {
            live_bytes: s.live_bytes,
            live_buffers: s.live_buffers,
            reserved_bytes: s.reserved_bytes,
            system_allocations: s.system_allocations,
        }
    }
}

/// The model's parameters on a device, and the compiled train step.
pub struct Trainer {
    instance: Instance,
    train_step: Function,
    /// table, w, b.
    params: Vec<Tensor>,
    batches: Batches,
    steps: usize,
}

impl Trainer {
    /// Uploads `params`; the batches start from [`BATCH_SEED`].
    pub fn new(
        instance: &Instance,
        train_step: &Function,
        params: &Params,
    ) -> Result<Trainer, Error> {
        let upload = |shape: &[usize], data: &[f32]| {
            Tensor::from_slice(instance, shape, data).map_err(|e| e.to_string())
        };
        Ok(Trainer {
            instance: instance.clone(),
            train_step: train_step.clone(),
            params: vec![
                upload(&[VOCAB, DIM], &params.table)?,
                upload(&[DIM, BITS], &params.w)?,
                upload(&[BITS], &params.b)?,
            ],
            batches: Batches::new(),
            steps: 0,
        })
    }

    /// Steps taken.
    pub fn steps_taken(&self) -> usize {
        self.steps
    }

    /// The device tensors of table, w and b.
    pub fn tensors(&self) -> &[Tensor] {
        &self.params
    }

    /// The device address of table, w and b.
    pub fn addresses(&self) -> Result<[usize; 3], Error> {
        let a = |t: &Tensor| t.device_address().map_err(|e| e.to_string());
        Ok([
            a(&self.params[0])?,
            a(&self.params[1])?,
            a(&self.params[2])?,
        ])
    }

    /// A host copy of the parameters.
    pub fn params(&self) -> Result<Params, Error> {
        let v = |t: &Tensor| t.to_vec::<f32>().map_err(|e| e.to_string());
        Ok(Params {
            table: v(&self.params[0])?,
            w: v(&self.params[1])?,
            b: v(&self.params[2])?,
        })
    }

    /// The next batch of ids (advances the sequence).
    pub fn next_batch(&mut self) -> Vec<i32> {
        self.batches.next_ids()
    }

    /// One step on the next batch; returns the batch's loss (on the parameters before the step).
    pub fn step(&mut self) -> Result<f32, Error> {
        let ids = self.next_batch();
        self.step_on(&ids)
    }

    /// One step on `ids` ([`BATCH`] ids in `0..VOCAB`) and their [`targets`]: the ids and targets
    /// are uploaded and passed borrowed, the parameters donated; the results are the new
    /// parameters, written in place, and the loss. The uploads and the loss are freed before
    /// this returns, so between steps only the parameters are alive.
    pub fn step_on(&mut self, ids: &[i32]) -> Result<f32, Error> {
        if ids.len() != BATCH {
            return Err(format!("a batch is {BATCH} ids, {} given", ids.len()));
        }
        if let Some(bad) = ids.iter().find(|&&i| i < 0 || i as usize >= VOCAB) {
            return Err(format!("id {bad} is outside 0..{VOCAB}"));
        }
        let e = |e: runtime::Error| e.to_string();
        let ids_t = Tensor::from_slice(&self.instance, &[BATCH], ids).map_err(e)?;
        let y_t = Tensor::from_slice(&self.instance, &[BATCH, BITS], &targets(ids)).map_err(e)?;
        let args = std::mem::take(&mut self.params)
            .into_iter()
            .map(Arg::Donated)
            .chain([Arg::Borrowed(&ids_t), Arg::Borrowed(&y_t)]);
        let mut out = self.train_step.call(args).map_err(e)?;
        let loss = out.pop().ok_or("train_step returned nothing")?;
        if out.len() != 3 {
            return Err(format!(
                "train_step returned {} results, not 4",
                out.len() + 1
            ));
        }
        self.params = out;
        self.steps += 1;
        let loss = loss.to_vec::<f32>().map_err(e)?;
        loss.first()
            .copied()
            .ok_or_else(|| "the loss is empty".to_string())
    }
}

/// The step in f64, written out by hand.
#[derive(Clone, Debug)]
pub struct Reference {
    /// The batch's loss before the step.
    pub loss: f64,
    /// The new parameters.
    pub table: Vec<f64>,
    /// The new `w`.
    pub w: Vec<f64>,
    /// The new `b`.
    pub b: Vec<f64>,
    /// The gradient of the loss with respect to the table row each batch position looked up
    /// (`BATCH x DIM`): one per occurrence of an id.
    pub occurrence_grads: Vec<f64>,
}

/// The outputs (`pred = table[id] w + b`) of the ids `ids`, in f64.
fn predict(p: &Params, ids: impl Iterator<Item = usize>) -> Vec<f64> {
    ids.flat_map(|id| {
        let row = &p.table[id * DIM..(id + 1) * DIM];
        (0..BITS).map(move |k| {
            p.b[k] as f64
                + row
                    .iter()
                    .enumerate()
                    .map(|(d, &t)| t as f64 * p.w[d * BITS + k] as f64)
                    .sum::<f64>()
        })
    })
    .collect()
}

/// One SGD step in f64: loss = mean over the batch of sum over bits of (pred - y)^2;
/// d loss / d pred = 2 (pred - y) / BATCH; each occurrence `i` contributes `dpred[i] w^T` to the
/// gradient of its table row, and the row's update is `-LR` times the sum of its occurrences'
/// contributions (accumulated here one occurrence at a time).
pub fn reference_step(p: &Params, ids: &[i32]) -> Reference {
    let y = targets(ids);
    let pred = predict(p, ids.iter().map(|&i| i as usize));
    let diff: Vec<f64> = pred.iter().zip(&y).map(|(p, &y)| p - y as f64).collect();
    let loss = diff.iter().map(|d| d * d).sum::<f64>() / BATCH as f64;
    let dpred: Vec<f64> = diff.iter().map(|d| 2.0 * d / BATCH as f64).collect();
    let mut dw = vec![0.0; DIM * BITS];
    let mut db = vec![0.0; BITS];
    let mut occurrence_grads = vec![0.0; BATCH * DIM];
    for (i, &id) in ids.iter().enumerate() {
        let row = &p.table[id as usize * DIM..(id as usize + 1) * DIM];
        let dp = &dpred[i * BITS..(i + 1) * BITS];
        for k in 0..BITS {
            db[k] += dp[k];
            for d in 0..DIM {
                dw[d * BITS + k] += row[d] as f64 * dp[k];
            }
        }
        for d in 0..DIM {
            occurrence_grads[i * DIM + d] =
                (0..BITS).map(|k| dp[k] * p.w[d * BITS + k] as f64).sum();
        }
    }
    let mut table: Vec<f64> = p.table.iter().map(|&v| v as f64).collect();
    let mut dtable = vec![0.0; VOCAB * DIM];
    for (i, &id) in ids.iter().enumerate() {
        for d in 0..DIM {
            dtable[id as usize * DIM + d] += occurrence_grads[i * DIM + d];
        }
    }
    table
        .iter_mut()
        .zip(&dtable)
        .for_each(|(t, g)| *t -= LR * g);
    let sgd = |p: &[f32], g: &[f64]| -> Vec<f64> {
        p.iter().zip(g).map(|(&p, g)| p as f64 - LR * g).collect()
    };
    Reference {
        loss,
        w: sgd(&p.w, &dw),
        b: sgd(&p.b, &db),
        table,
        occurrence_grads,
    }
}

/// The mean squared error over all [`VOCAB`] ids (every id once), in f64.
pub fn full_loss(p: &Params) -> f64 {
    let ids: Vec<i32> = (0..VOCAB as i32).collect();
    let y = targets(&ids);
    let pred = predict(p, 0..VOCAB);
    pred.iter()
        .zip(&y)
        .map(|(p, &y)| (p - y as f64).powi(2))
        .sum::<f64>()
        / VOCAB as f64
}

/// How many ids decode to themselves: bit `k` of the decoded id is set when output `k` is
/// positive.
pub fn decoded_ids(p: &Params) -> usize {
    let pred = predict(p, 0..VOCAB);
    (0..VOCAB)
        .filter(|&id| {
            let decoded = (0..BITS)
                .filter(|&k| pred[id * BITS + k] > 0.0)
                .fold(0usize, |acc, k| acc | (1 << k));
            decoded == id
        })
        .count()
}

/// One compiled step checked against [`reference_step`].
#[derive(Clone, Debug)]
pub struct StepCheck {
    /// The ids of the batch.
    pub ids: Vec<i32>,
    /// The ids the batch repeats, with their counts, most frequent first.
    pub repeated: Vec<(i32, usize)>,
    /// The compiled step's loss.
    pub loss: f32,
    /// The f64 loss.
    pub loss_f64: f64,
    /// Largest `|(new - old) - want|` over the table, where `want = -LR * (sum of the
    /// per-occurrence gradients of the row)` in f64, and `new - old` is computed in f64 from the
    /// f32 tables before and after the call.
    pub max_table_update_error: f64,
    /// Largest `|want|`: the scale of the update.
    pub max_table_update: f64,
    /// The tolerance the test allows: `1e-4 * max_table_update + max|table| * f32::EPSILON`
    /// (f32 rounding of the sum and of the update itself).
    pub tolerance: f64,
    /// Largest `|(new - old) - want / count|` over the rows of the most repeated id: how far the
    /// update is from what a scatter that kept only one occurrence would have written.
    pub one_occurrence_distance: f64,
    /// Largest relative difference of w and b from the f64 step (`|got - want| / max|want|`).
    pub max_dense_error: f64,
    /// The f64 results (table, w, b) are exactly representable in f32, so a correct step must
    /// match them bit for bit (true for [`Params::dyadic`] and integer-valued updates).
    pub representable: bool,
    /// The new table, w and b equal the f64 results rounded to f32, bit for bit.
    pub bit_exact: bool,
    /// Rows that no id names are bit for bit what they were.
    pub untouched_rows_unchanged: bool,
    /// The table's device address did not change (the update was written in place).
    pub in_place: bool,
}

/// Runs one step of `trainer` on `ids` and compares it with [`reference_step`] on the parameters
/// it started from.
pub fn check_step(trainer: &mut Trainer, ids: &[i32]) -> Result<StepCheck, Error> {
    let before = trainer.params()?;
    let address = trainer.addresses()?[0];
    let loss = trainer.step_on(ids)?;
    let after = trainer.params()?;
    let want = reference_step(&before, ids);
    let repeated = repeated_ids(ids);

    let mut max_err = 0.0f64;
    let mut max_update = 0.0f64;
    for r in 0..VOCAB * DIM {
        let got = after.table[r] as f64 - before.table[r] as f64;
        let w = want.table[r] - before.table[r] as f64;
        max_err = max_err.max((got - w).abs());
        max_update = max_update.max(w.abs());
    }
    let table_scale = before.table.iter().fold(0.0f32, |m, v| m.max(v.abs())) as f64;
    let tolerance = 1e-4 * max_update + table_scale * f32::EPSILON as f64;

    let mut one_occurrence_distance = 0.0f64;
    if let Some(&(id, count)) = repeated.first() {
        for d in 0..DIM {
            let r = id as usize * DIM + d;
            let got = after.table[r] as f64 - before.table[r] as f64;
            let w = want.table[r] - before.table[r] as f64;
            one_occurrence_distance = one_occurrence_distance.max((got - w / count as f64).abs());
        }
    }

    let rel = |got: &[f32], want: &[f64]| {
        let scale = want.iter().fold(0.0f64, |m, v| m.max(v.abs())).max(1e-30);
        got.iter()
            .zip(want)
            .map(|(&g, w)| (g as f64 - w).abs() / scale)
            .fold(0.0, f64::max)
    };
    let max_dense_error = rel(&after.w, &want.w).max(rel(&after.b, &want.b));

    let all_want = want.table.iter().chain(&want.w).chain(&want.b);
    let representable = all_want.clone().all(|&v| v as f32 as f64 == v);
    let all_got = after.table.iter().chain(&after.w).chain(&after.b);
    let bit_exact = all_got
        .zip(all_want)
        .all(|(&g, &w)| g.to_bits() == (w as f32).to_bits());

    let named: std::collections::HashSet<usize> = ids.iter().map(|&i| i as usize).collect();
    let untouched_rows_unchanged = (0..VOCAB).filter(|r| !named.contains(r)).all(|r| {
        after.table[r * DIM..(r + 1) * DIM]
            .iter()
            .zip(&before.table[r * DIM..(r + 1) * DIM])
            .all(|(a, b)| a.to_bits() == b.to_bits())
    });

    Ok(StepCheck {
        ids: ids.to_vec(),
        repeated,
        loss,
        loss_f64: want.loss,
        max_table_update_error: max_err,
        max_table_update: max_update,
        tolerance,
        one_occurrence_distance,
        max_dense_error,
        representable,
        bit_exact,
        untouched_rows_unchanged,
        in_place: trainer.addresses()?[0] == address,
    })
}

/// What one training step left behind.
#[derive(Clone, Copy, Debug)]
pub struct StepRecord {
    /// The batch's loss (before the step).
    pub loss: f32,
    /// The allocator after the step (the batch and the loss already freed).
    pub footprint: Footprint,
    /// The process's resident set size after the step.
    pub rss: Option<u64>,
    /// The device addresses of table, w and b after the step.
    pub addresses: [usize; 3],
}

/// A training run of [`train`].
#[derive(Clone, Debug)]
pub struct Run {
    /// The addresses of table, w and b before the first step.
    pub start_addresses: [usize; 3],
    /// Every step, in order.
    pub records: Vec<StepRecord>,
    /// The first step, checked against the f64 step (its batch repeats a few ids).
    pub first_step: StepCheck,
}

impl Run {
    /// The steps (numbered from 1) after which live bytes, live buffers, reserved bytes or the
    /// system allocation count differ from their values after step 1.
    pub fn footprint_changes(&self) -> Vec<usize> {
        let Some(first) = self.records.first() else {
            return vec![];
        };
        (1..=self.records.len())
            .filter(|&s| self.records[s - 1].footprint != first.footprint)
            .collect()
    }

    /// The largest `|RSS - RSS after step 10|` over steps 10 onwards (None if the RSS is unknown
    /// or the run is shorter).
    pub fn rss_drift(&self) -> Option<u64> {
        let base = self.records.get(9)?.rss?;
        self.records[9..]
            .iter()
            .map(|r| r.rss.map(|v| v.abs_diff(base)))
            .try_fold(0, |m, d| d.map(|d| m.max(d)))
    }

    /// The steps (numbered from 1) after which a parameter was not at its starting address.
    pub fn moved(&self) -> Vec<usize> {
        (1..=self.records.len())
            .filter(|&s| self.records[s - 1].addresses != self.start_addresses)
            .collect()
    }

    /// The mean loss of steps `from..=to` (numbered from 1).
    pub fn mean_loss(&self, from: usize, to: usize) -> f64 {
        let l = &self.records[from - 1..to];
        l.iter().map(|r| r.loss as f64).sum::<f64>() / l.len() as f64
    }
}

/// Trains `steps` steps on the batches of [`Batches`], recording each; the first step is
/// [`check_step`]ed. `each(step, record, trainer)` runs after every step (numbered from 1).
pub fn train(
    trainer: &mut Trainer,
    steps: usize,
    mut each: impl FnMut(usize, &StepRecord, &Trainer) -> Result<(), Error>,
) -> Result<Run, Error> {
    let start_addresses = trainer.addresses()?;
    // Written once up front, so that filling it in does not touch fresh pages and grow the RSS
    // the run measures (80 bytes a step).
    let mut records = vec![
        StepRecord {
            loss: f32::NAN,
            footprint: Footprint::of(&AllocatorStats::default()),
            rss: None,
            addresses: [usize::MAX; 3],
        };
        steps
    ];
    let mut first_step = None;
    for step in 1..=steps {
        let ids = trainer.next_batch();
        let loss = if step == 1 {
            let check = check_step(trainer, &ids)?;
            let loss = check.loss;
            first_step = Some(check);
            loss
        } else {
            trainer.step_on(&ids)?
        };
        let record = StepRecord {
            loss,
            footprint: Footprint::of(&trainer.instance.stats()),
            rss: examples::rss_bytes(),
            addresses: trainer.addresses()?,
        };
        records[step - 1] = record;
        each(step, &record, trainer)?;
    }
    Ok(Run {
        start_addresses,
        records,
        first_step: first_step.ok_or("no step was run")?,
    })
}
