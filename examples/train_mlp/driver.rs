//! The training loop of the `train_mlp` example, shared by the example (`main.rs`) and its test
//! (`examples/tests/train_mlp.rs`, which includes this file with `#[path]`).
//!
//! The modules are the StableHLO text `export.py` wrote beside this file, compiled at start-up by
//! `compiler::backend::compile_to_vmfb` (what `irc compile -o` writes) and loaded with
//! `runtime::Module::from_bytes`. Two ways to train, one step per batch of 32:
//!
//! - [`Variant::Donated`]: one call of `train_step(w1, b1, w2, b2, x, y) -> (w1', b1', w2', b2',
//!   loss)` with the parameters donated (`tf.aliasing_output`, JAX's spelling): the new parameters
//!   are written into the old ones' buffers.
//! - [`Variant::Split`]: `forward(params, x, y) -> (loss, h, p)`, then `backward(h, p, w2, x, y)
//!   -> grads` with the saved activations `h` and `p` donated (`abi.consume`: the callee frees them
//!   after their last read), then `update(params, grads) -> params'` with the parameters donated
//!   (`abi.output`: written in place).
//!
//! The training set is uploaded once; a batch is a row slice of it (a view: no copy, no
//! allocation), passed borrowed. Batches go in order, 45 to an epoch (the data were shuffled once
//! by `export.py`). Every call is measured: the live bytes before it, the bytes the driver's own
//! handles account for, and the peak during it.

use std::path::{Path, PathBuf};
use std::str::FromStr;

use runtime::hal::AllocatorStats;
use runtime::vm::bytecode::MemoryPlan;
use runtime::{Arg, Function, HostTensor, Instance, Module, Tensor};
use runtime_cli::io::read_npy_file;

/// Rows of a batch (fixed by the exported modules).
pub const BATCH: usize = 32;

/// The parameters' names, in argument order.
pub const PARAM_NAMES: [&str; 4] = ["w1", "b1", "w2", "b2"];

/// Any error of the driver, as text.
pub type Error = String;

/// How a train step is run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// One `train_step` call, parameters donated.
    Donated,
    /// `forward`, `backward` (saved activations consumed), `update` (parameters donated).
    Split,
}

impl Variant {
    /// Both variants.
    pub const ALL: [Variant; 2] = [Variant::Donated, Variant::Split];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Donated => "donated",
            Variant::Split => "split",
        }
    }
}

impl FromStr for Variant {
    type Err = Error;
    fn from_str(s: &str) -> Result<Variant, Error> {
        match s {
            "donated" => Ok(Variant::Donated),
            "split" => Ok(Variant::Split),
            _ => Err(format!("unknown variant `{s}`: expected donated or split")),
        }
    }
}

/// The directory holding the modules and `data/`.
pub fn dir() -> PathBuf {
    examples::examples_dir().join("train_mlp")
}

fn npy(path: &Path) -> Result<HostTensor, Error> {
    read_npy_file(path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .into_iter()
        .next()
        .ok_or_else(|| format!("{}: empty", path.display()))
}

/// The data set, the initial parameters and JAX's reference losses, as `export.py` wrote them.
pub struct Data {
    /// Training images, 1440x64 f32 in [0, 1].
    pub x_train: HostTensor,
    /// Training labels, 1440 i32.
    pub y_train: HostTensor,
    /// Test images, 357x64 f32.
    pub x_test: HostTensor,
    /// Test labels.
    pub y_test: Vec<i32>,
    /// w1, b1, w2, b2.
    pub params: Vec<HostTensor>,
    /// JAX's losses of the first steps (batches 0, 1, 2, ... in order).
    pub ref_losses: Vec<f32>,
}

impl Data {
    /// Reads `data/*.npy`.
    pub fn load() -> Result<Data, Error> {
        let data = dir().join("data");
        let read = |name: &str| npy(&data.join(format!("{name}.npy")));
        let y_test = read("y_test")?;
        let y_test = (0..y_test.num_elements())
            .map(|i| y_test.get_i64(i) as i32)
            .collect();
        let ref_losses = read("ref_losses")?;
        let ref_losses = (0..ref_losses.num_elements())
            .map(|i| ref_losses.get_f64(i) as f32)
            .collect();
        Ok(Data {
            x_train: read("x_train")?,
            y_train: read("y_train")?,
            x_test: read("x_test")?,
            y_test,
            params: PARAM_NAMES
                .iter()
                .map(|p| read(&format!("params.{p}")))
                .collect::<Result<_, _>>()?,
            ref_losses,
        })
    }

    /// Batches in an epoch.
    pub fn batches(&self) -> usize {
        self.x_train.shape[0] / BATCH
    }
}

/// Compiles `NAME.mlir` from [`dir`] and returns its `@main`.
pub fn load_function(instance: &Instance, name: &str) -> Result<Function, Error> {
    let file = format!("{name}.mlir");
    let text = std::fs::read_to_string(dir().join(&file)).map_err(|e| format!("{file}: {e}"))?;
    let vmfb = compiler::backend::compile_to_vmfb(&text, &file)?;
    let module = Module::from_bytes(instance, &vmfb).map_err(|e| format!("{file}: {e}"))?;
    module.function("main").map_err(|e| e.to_string())
}

/// One call, measured.
#[derive(Clone, Copy, Debug)]
pub struct CallRecord {
    /// `train_step`, `forward`, `backward` or `update`.
    pub function: &'static str,
    /// Live bytes just before the call.
    pub live_before: u64,
    /// Bytes of the distinct buffers behind the tensors the driver holds just before the call
    /// (parameters, data sets, saved activations or gradients): `live_before` must equal it, or
    /// something else is alive.
    pub held_before: u64,
    /// The allocator's peak live bytes during the call.
    pub peak: u64,
    /// System allocations before and after the call.
    pub system_allocations: (u64, u64),
}

impl CallRecord {
    /// How far live bytes rose above their level before the call.
    pub fn rise(&self) -> u64 {
        self.peak - self.live_before
    }
}

/// One train step, measured.
#[derive(Clone, Debug)]
pub struct StepRecord {
    /// The mean cross-entropy of the batch, on the parameters before the step.
    pub loss: f32,
    /// The calls the step made, in order.
    pub calls: Vec<CallRecord>,
    /// The allocator's statistics after the step (the loss and every temporary dropped).
    pub stats: AllocatorStats,
    /// The highest peak of the step's calls.
    pub peak: u64,
}

enum Steps {
    Donated {
        train_step: Function,
    },
    Split {
        forward: Function,
        backward: Function,
        update: Function,
    },
}

/// The model on a device, with the data uploaded.
pub struct Trainer {
    instance: Instance,
    steps: Steps,
    predict: Function,
    params: Vec<Tensor>,
    x_train: Tensor,
    y_train: Tensor,
    x_test: Tensor,
    y_test: Vec<i32>,
    batches: usize,
    step: usize,
}

impl Trainer {
    /// Compiles the variant's modules and `predict`, and uploads the parameters and data.
    pub fn new(instance: &Instance, variant: Variant, data: &Data) -> Result<Trainer, Error> {
        let steps = match variant {
            Variant::Donated => Steps::Donated {
                train_step: load_function(instance, "train_step")?,
            },
            Variant::Split => Steps::Split {
                forward: load_function(instance, "forward")?,
                backward: load_function(instance, "backward")?,
                update: load_function(instance, "update")?,
            },
        };
        let upload = |h: &HostTensor| Tensor::from_host(instance, h).map_err(|e| e.to_string());
        Ok(Trainer {
            instance: instance.clone(),
            steps,
            predict: load_function(instance, "predict")?,
            params: data.params.iter().map(upload).collect::<Result<_, _>>()?,
            x_train: upload(&data.x_train)?,
            y_train: upload(&data.y_train)?,
            x_test: upload(&data.x_test)?,
            y_test: data.y_test.clone(),
            batches: data.batches(),
            step: 0,
        })
    }

    /// The compiler's memory plan of a step function (`train_step`, `forward`, ...).
    pub fn plan(&self, function: &str) -> Option<&MemoryPlan> {
        let f = match (&self.steps, function) {
            (Steps::Donated { train_step }, "train_step") => train_step,
            (Steps::Split { forward, .. }, "forward") => forward,
            (Steps::Split { backward, .. }, "backward") => backward,
            (Steps::Split { update, .. }, "update") => update,
            _ => return None,
        };
        Some(f.plan())
    }

    /// The current parameters.
    pub fn params(&self) -> &[Tensor] {
        &self.params
    }

    /// The device address of each parameter.
    pub fn param_addresses(&self) -> Result<Vec<usize>, Error> {
        self.params
            .iter()
            .map(|p| p.device_address().map_err(|e| e.to_string()))
            .collect()
    }

    /// Steps taken.
    pub fn steps_taken(&self) -> usize {
        self.step
    }

    /// Batches in an epoch.
    pub fn batches(&self) -> usize {
        self.batches
    }

    /// Bytes of the tensors held between steps: parameters and data sets.
    fn resident_bytes(&self) -> u64 {
        let data = [&self.x_train, &self.y_train, &self.x_test];
        self.params
            .iter()
            .chain(data)
            .map(|t| t.byte_len() as u64)
            .sum()
    }

    /// Runs one train step on the next batch.
    pub fn step(&mut self) -> Result<StepRecord, Error> {
        let b = self.step % self.batches;
        let rows = b * BATCH..(b + 1) * BATCH;
        let x = self
            .x_train
            .slice_rows(rows.clone())
            .map_err(|e| e.to_string())?;
        let y = self.y_train.slice_rows(rows).map_err(|e| e.to_string())?;
        let base = self.resident_bytes();
        let inst = self.instance.clone();
        let mut calls = Vec::with_capacity(3);
        let params = std::mem::take(&mut self.params);
        let loss = match &self.steps {
            Steps::Donated { train_step } => {
                let args = params
                    .into_iter()
                    .map(Arg::Donated)
                    .chain([Arg::Borrowed(&x), Arg::Borrowed(&y)]);
                let mut out = measured(&inst, train_step, "train_step", base, args, &mut calls)?;
                let loss = out.pop().ok_or("train_step returned nothing")?;
                self.params = out;
                read_scalar(&loss)?
            }
            Steps::Split {
                forward,
                backward,
                update,
            } => {
                let args = params
                    .iter()
                    .map(Arg::Borrowed)
                    .chain([Arg::Borrowed(&x), Arg::Borrowed(&y)]);
                let mut out = measured(&inst, forward, "forward", base, args, &mut calls)?;
                let (p, h) = (out.pop().ok_or("no p")?, out.pop().ok_or("no h")?);
                let loss = read_scalar(&out.pop().ok_or("no loss")?)?;
                let held = base + (h.byte_len() + p.byte_len()) as u64;
                let args = [
                    Arg::Donated(h),
                    Arg::Donated(p),
                    Arg::Borrowed(&params[2]),
                    Arg::Borrowed(&x),
                    Arg::Borrowed(&y),
                ];
                let grads = measured(&inst, backward, "backward", held, args, &mut calls)?;
                let held = base + grads.iter().map(|g| g.byte_len() as u64).sum::<u64>();
                let args = params
                    .into_iter()
                    .map(Arg::Donated)
                    .chain(grads.iter().map(Arg::Borrowed));
                self.params = measured(&inst, update, "update", held, args, &mut calls)?;
                loss
            }
        };
        self.step += 1;
        let peak = calls.iter().map(|c| c.peak).max().unwrap_or(0);
        Ok(StepRecord {
            loss,
            calls,
            stats: self.instance.stats(),
            peak,
        })
    }

    /// The class `predict` gives each test image.
    pub fn predict(&self) -> Result<Vec<i32>, Error> {
        let args = self
            .params
            .iter()
            .map(Arg::Borrowed)
            .chain([Arg::Borrowed(&self.x_test)]);
        let out = self.predict.call(args).map_err(|e| e.to_string())?;
        out[0].to_vec::<i32>().map_err(|e| e.to_string())
    }

    /// The fraction of test images classified right.
    pub fn accuracy(&self) -> Result<f64, Error> {
        let classes = self.predict()?;
        let right = classes
            .iter()
            .zip(&self.y_test)
            .filter(|(a, b)| a == b)
            .count();
        Ok(right as f64 / self.y_test.len() as f64)
    }
}

/// Calls `f`, recording the live bytes before, the peak during and the system allocations.
fn measured<'a>(
    inst: &Instance,
    f: &Function,
    name: &'static str,
    held_before: u64,
    args: impl IntoIterator<Item = Arg<'a>>,
    calls: &mut Vec<CallRecord>,
) -> Result<Vec<Tensor>, Error> {
    let before = inst.stats();
    inst.allocator().reset_peak();
    let out = f.call(args).map_err(|e| e.to_string())?;
    let after = inst.stats();
    calls.push(CallRecord {
        function: name,
        live_before: before.live_bytes,
        held_before,
        peak: after.peak_live_bytes,
        system_allocations: (before.system_allocations, after.system_allocations),
    });
    Ok(out)
}

fn read_scalar(t: &Tensor) -> Result<f32, Error> {
    let v = t.to_vec::<f32>().map_err(|e| e.to_string())?;
    v.first()
        .copied()
        .ok_or_else(|| format!("expected a scalar, got a {}", t.ty()))
}
