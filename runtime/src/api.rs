//! The Rust embedding API: load a `.vmfb`, call its functions, and own the tensors that cross the
//! call boundary with lifetimes that are explicit and checked.
//!
//! - [`Instance`]: a device — worker threads, a memory limit and the pooled allocator every buffer
//!   comes from. [`Instance::leak_report`] names every buffer still alive and what made it.
//! - [`Module`]: a validated `.vmfb` ([`Module::load`], [`Module::from_bytes`]);
//!   [`Module::function`] looks up a public function.
//! - [`Function::call`]: arguments are [`Arg::Borrowed`] (read only: never written, never freed by
//!   the callee; an `abi.output` argument passed borrowed is copied, and the copy is updated) or
//!   [`Arg::Donated`] (taken by value: the callee may free it (`abi.consume`) or write its result
//!   into it (`abi.output`), and the result *is* the updated tensor, in the same bytes).
//! - [`Tensor`]: a ref-counted handle to a typed buffer view. Cloning makes a new reference,
//!   dropping the last one returns the bytes to the pool. A handle whose storage was donated, or
//!   released by its [`Scope`], reads as a clear error, never as stale data.
//! - [`Scope`]: every tensor created through a scope (uploads and call results) is released when
//!   the scope ends, unless [`Scope::keep`] takes it out. Results belong to the scope that made the
//!   call, never to the owner of an argument (DJL's NDManager without its leak: a result attached
//!   to a parameter's manager lives as long as the model).
//!
//! The lifetime rules are the memory invariants I3 and I5 of ARCHITECTURE.md: I3 (results and caller-owned arguments are never reused or
//! overwritten by the callee, unless donated) and I5 (values that cross a call are owned by the
//! caller's handles, not by the callee's scratch and not by an operand's owner).
//!
//! # Example
//!
//! A parameter update written in place: the donated weight's buffer receives the new weight.
//!
//! ```
//! use runtime::{Arg, Instance, Module, Tensor};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let src = r#"
//! func.func public @sgd(%w: tensor<4xf32> {abi.output = 0 : index}, %g: tensor<4xf32>)
//!     -> (tensor<4xf32>, tensor<f32>) {
//!   %lr = stablehlo.constant dense<5.000000e-01> : tensor<4xf32>
//!   %s = stablehlo.multiply %lr, %g : tensor<4xf32>
//!   %n = stablehlo.subtract %w, %s : tensor<4xf32>
//!   %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
//!   %gg = stablehlo.multiply %g, %g : tensor<4xf32>
//!   %norm = stablehlo.reduce(%gg init: %zero) applies stablehlo.add across dimensions = [0]
//!       : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
//!   return %n, %norm : tensor<4xf32>, tensor<f32>
//! }"#;
//! // What `irc compile sgd.mlir -o sgd.vmfb` writes; `Module::load(&instance, "sgd.vmfb")` reads it.
//! let vmfb = compiler::backend::compile_to_vmfb(src, "sgd.mlir")?;
//!
//! let instance = Instance::builder().threads(1).build()?;
//! let module = Module::from_bytes(&instance, &vmfb)?;
//! let sgd = module.function("sgd")?;
//!
//! let w = Tensor::from_slice(&instance, &[4], &[1.0f32, 2.0, 3.0, 4.0])?;
//! let g = Tensor::from_slice(&instance, &[4], &[2.0f32; 4])?;
//! let address = w.device_address()?;
//!
//! let out = sgd.call([Arg::Donated(w), Arg::Borrowed(&g)])?;
//! assert_eq!(out[0].to_vec::<f32>()?, [0.0, 1.0, 2.0, 3.0]);
//! assert_eq!(out[0].device_address()?, address); // the same bytes, updated in place
//! assert_eq!(out[1].to_vec::<f32>()?, [16.0]);
//! assert_eq!(g.to_vec::<f32>()?, [2.0; 4]); // borrowed: untouched
//!
//! drop((out, g));
//! assert!(instance.leak_report().is_empty());
//! # Ok(()) }
//! ```

use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt;
use std::ops::Range;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, Weak};

use crate::hal::channel::Channel;
use crate::hal::launch::{self, LaunchOptions};
use crate::hal::{AllocatorStats, PooledAllocator};
use crate::host_tensor::{ElemType, HostTensor};
use crate::vm::bytecode::{FunctionDef, MemoryPlan, TensorType};
use crate::vm::loader::{KernelMode, LoadedModule};
use crate::vm::{self, BufferView, Device, Mem, SourceLoc, Trace, VmError};

/// The result type of this API.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// What went wrong. Messages name the function, the argument index and the types involved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A run-time check of the program (`check.expect_*`) failed.
    #[error("@{function}: {message}")]
    Check {
        /// The function that ran the check.
        function: String,
        /// The check, where it is, the first element that differs and both values.
        message: String,
        /// The check's place in the source, when the module recorded it.
        location: Option<SourceLoc>,
    },
    /// The device could not be created (worker threads).
    #[error("cannot create the device: {0}")]
    Device(String),
    /// A module failed to load or validate.
    #[error("cannot load module {module}: {message}")]
    Load {
        /// The file, or `<bytes>`.
        module: String,
        /// Why.
        message: String,
    },
    /// No public function has this name.
    #[error("module {module} has no public function @{name} (it has: {available})")]
    NoFunction {
        /// The module's name.
        module: String,
        /// The name asked for.
        name: String,
        /// The public functions, comma-separated.
        available: String,
    },
    /// A call with the wrong number of arguments.
    #[error(
        "@{function} takes {expected} argument(s), {given} given; its signature is {signature}"
    )]
    Arity {
        /// The function.
        function: String,
        /// Arguments it takes.
        expected: usize,
        /// Arguments given.
        given: usize,
        /// Its signature, as MLIR prints it.
        signature: String,
    },
    /// An argument of the wrong shape or element type.
    #[error("argument {index} of @{function}: expected {expected}, given {given}")]
    ArgumentType {
        /// The function.
        function: String,
        /// The argument's index.
        index: usize,
        /// The type the function takes.
        expected: String,
        /// The type given.
        given: String,
    },
    /// An argument whose storage is gone (donated earlier, or released by its scope).
    #[error("argument {index} of @{function}: {reason}")]
    ArgumentUnavailable {
        /// The function.
        function: String,
        /// The argument's index.
        index: usize,
        /// Where the storage went.
        reason: String,
    },
    /// One tensor passed donated and, in the same call, as another argument.
    #[error("argument {index} of @{function} is donated, but the same tensor is also argument {other}: donate a copy, or pass both borrowed")]
    DonatedTwice {
        /// The function.
        function: String,
        /// The donated argument.
        index: usize,
        /// The other argument naming the same tensor.
        other: usize,
    },
    /// A tensor read after its storage was donated or released.
    #[error("{0}")]
    Unavailable(String),
    /// `to_vec::<T>()` with a `T` that is not the tensor's element type.
    #[error("cannot read a {ty} as {requested} elements")]
    ElementType {
        /// The tensor's type.
        ty: String,
        /// The element type asked for.
        requested: ElemType,
    },
    /// Data whose length does not match the shape.
    #[error("shape {shape:?} holds {expected} {dtype} element(s), {given} given")]
    ElementCount {
        /// The shape.
        shape: Vec<usize>,
        /// The element type.
        dtype: ElemType,
        /// Elements the shape holds.
        expected: usize,
        /// Elements given.
        given: usize,
    },
    /// A view that does not fit its tensor.
    #[error("{0}")]
    View(String),
    /// A global the module does not have, or a value of another type than the global's.
    #[error("{0}")]
    Global(String),
    /// An allocation failed (the memory limit, or the system).
    #[error("{0}")]
    Memory(String),
    /// Launching failed: a launcher's environment in a build without MPI, MPI that cannot start,
    /// or a module for another number of processes than the launcher started (E0705).
    #[error("{0}")]
    Launch(String),
    /// The function failed while running.
    #[error("@{function}: {message}")]
    Run {
        /// The function.
        function: String,
        /// Why.
        message: String,
        /// The stable code of the error's class (E0701 argument, E0703 invalid module, E0704
        /// work limit, E0705 collective, E0706 instrumentation output: see [`vm::ErrorKind`]).
        code: &'static str,
        /// The failing instruction's place in the source, when the module recorded it.
        location: Option<SourceLoc>,
    },
}

impl Error {
    /// The stable code of this error's class (the README's error table): E0601 a failed check,
    /// E0701 an argument that does not fit (or no such function), E0702 memory (the limit, the
    /// system, the device's threads), E0703 a module rejected on load or that does something
    /// invalid, E0704 a call over its work budget.
    pub fn code(&self) -> &'static str {
        match self {
            Error::Check { .. } => vm::ErrorKind::Check.code(),
            Error::Device(_) | Error::Memory(_) => vm::ErrorKind::Memory.code(),
            Error::Load { .. } => vm::ErrorKind::Invalid.code(),
            Error::NoFunction { .. }
            | Error::Arity { .. }
            | Error::ArgumentType { .. }
            | Error::ArgumentUnavailable { .. }
            | Error::DonatedTwice { .. }
            | Error::Unavailable(_)
            | Error::ElementType { .. }
            | Error::ElementCount { .. }
            | Error::View(_)
            | Error::Global(_) => vm::ErrorKind::Argument.code(),
            Error::Launch(_) => vm::ErrorKind::Collective.code(),
            Error::Run { code, .. } => code,
        }
    }

    /// Where in the program's source the error happened, when it happened at an instruction the
    /// module has a location for.
    pub fn location(&self) -> Option<&SourceLoc> {
        match self {
            Error::Check { location, .. } | Error::Run { location, .. } => location.as_ref(),
            _ => None,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Instance

/// A device to run modules on: worker threads, an optional memory limit and the pooled allocator.
///
/// Cheap to clone (a reference). Modules and functions hold a reference, so the device lives as
/// long as any of them. Tensors need no instance: their buffers outlive it.
#[derive(Clone)]
pub struct Instance {
    inner: Arc<InstanceInner>,
}

struct InstanceInner {
    device: Device,
    mode: KernelMode,
    leak_check_on_drop: bool,
    /// Under a launcher: this process's world channel (MPI's), on the thread that made it.
    world: Option<ThreadBound<Box<dyn Channel>>>,
    /// (rank, size) of the world: (0, 1) alone.
    place: (usize, usize),
}

/// A value that only the thread that made it may use: MPI initialized for
/// `MPI_THREAD_FUNNELED` is called from that thread alone. Reached elsewhere it is an error;
/// dropped elsewhere it is leaked (its MPI objects are not freed from the wrong thread).
struct ThreadBound<T> {
    owner: std::thread::ThreadId,
    value: std::mem::ManuallyDrop<T>,
}

// SAFETY: the value is only ever reached through `get`, which hands it out on its owner thread
// alone, and dropped only on that thread (elsewhere it is leaked), so no other thread touches it.
unsafe impl<T> Send for ThreadBound<T> {}
// SAFETY: as for `Send`: shared references from other threads cannot reach the value.
unsafe impl<T> Sync for ThreadBound<T> {}

impl<T> ThreadBound<T> {
    fn new(value: T) -> ThreadBound<T> {
        ThreadBound {
            owner: std::thread::current().id(),
            value: std::mem::ManuallyDrop::new(value),
        }
    }

    /// The value, on its owner thread.
    fn get(&self) -> Result<&T> {
        if std::thread::current().id() == self.owner {
            Ok(&self.value)
        } else {
            Err(Error::Launch(
                "this process runs under an MPI launcher, and MPI is called from the thread that made the instance only (MPI_THREAD_FUNNELED): load and call its modules on that thread".into(),
            ))
        }
    }
}

impl<T> Drop for ThreadBound<T> {
    fn drop(&mut self) {
        if std::thread::current().id() == self.owner {
            // SAFETY: dropped once, here, and never reached again (this is `self`'s drop).
            unsafe { std::mem::ManuallyDrop::drop(&mut self.value) };
        }
    }
}

impl Drop for InstanceInner {
    fn drop(&mut self) {
        if self.leak_check_on_drop {
            let report = leak_report(&self.device.allocator);
            if !report.is_empty() {
                eprintln!("runtime: leak check when the instance was dropped: {report}");
            }
        }
    }
}

/// Options for an [`Instance`].
#[derive(Clone, Debug)]
pub struct InstanceBuilder {
    threads: usize,
    memory_limit: Option<u64>,
    work_limit: Option<u64>,
    jit: bool,
    leak_check_on_drop: bool,
    launch: LaunchOptions,
}

impl Default for InstanceBuilder {
    fn default() -> Self {
        InstanceBuilder {
            threads: 0,
            memory_limit: None,
            work_limit: None,
            jit: true,
            leak_check_on_drop: cfg!(debug_assertions),
            launch: LaunchOptions {
                collective_timeout: Some(std::time::Duration::from_secs(600)),
            },
        }
    }
}

impl InstanceBuilder {
    /// Under an MPI launcher: a collective that waits longer than `timeout` aborts the whole job,
    /// naming the op (`None` waits forever; the default is 600 s, as `irvm run
    /// --collective-timeout`).
    pub fn collective_timeout(mut self, timeout: Option<std::time::Duration>) -> Self {
        self.launch.collective_timeout = timeout;
        self
    }

    /// Worker threads for a dispatch's tiles (0, the default: one per core; under an MPI
    /// launcher, the cores shared among the ranks on this host, `OMPI_COMM_WORLD_LOCAL_SIZE`).
    pub fn threads(mut self, n: usize) -> Self {
        self.threads = n;
        self
    }

    /// Fail an allocation cleanly ([`Error::Memory`]) when live bytes would exceed `bytes`.
    pub fn memory_limit(mut self, bytes: u64) -> Self {
        self.memory_limit = Some(bytes);
        self
    }

    /// Stop a call cleanly ([`Error::Run`], E0704) before it would do more than `units` of work,
    /// each about a nanosecond of one core: every instruction, every byte filled, copied, zeroed or
    /// checked, every element a kernel computes (see [`crate::vm::Device::work_limit`], 2^44 by
    /// default; `irvm run --work-limit` and `irvm.Instance(work_limit=...)` set the same limit).
    /// For modules from untrusted sources that should not occupy the machine for long.
    pub fn work_limit(mut self, units: u64) -> Self {
        self.work_limit = Some(units);
        self
    }

    /// Compile kernels with the JIT at load time (the default), or interpret them all.
    pub fn jit(mut self, on: bool) -> Self {
        self.jit = on;
        self
    }

    /// Print the [`LeakReport`] to standard error when the instance is dropped with buffers still
    /// alive (the default in debug builds).
    pub fn leak_check_on_drop(mut self, on: bool) -> Self {
        self.leak_check_on_drop = on;
        self
    }

    /// Creates the instance. Started by an MPI launcher (`mpirun`: `OMPI_COMM_WORLD_SIZE`,
    /// `PMIX_RANK` or `PMI_SIZE` set, as `irvm run` looks for them), the instance is one rank of
    /// the job: MPI is initialized here (`MPI_THREAD_FUNNELED`; an MPI that the program
    /// initialized before, mpi4py's, is used and left to it), and modules and calls go through
    /// the thread that builds it. A launcher's environment in a build without the `mpi` feature
    /// is [`Error::Launch`].
    pub fn build(self) -> Result<Instance> {
        let world = match launch::launcher_env() {
            Some(found) => Some(
                launch::world_channel_for(Some(found), &self.launch)
                    .map_err(|e| Error::Launch(e.message))?,
            ),
            None => None,
        };
        let place = world.as_ref().map_or((0, 1), |w| (w.rank(), w.size()));
        let threads = launch::default_threads(self.threads);
        let mut device =
            Device::new(threads, self.memory_limit).map_err(|e| Error::Device(e.to_string()))?;
        if let Some(w) = self.work_limit {
            device.work_limit = w;
        }
        Ok(Instance {
            inner: Arc::new(InstanceInner {
                device,
                mode: if self.jit {
                    KernelMode::Jit
                } else {
                    KernelMode::Interpret
                },
                leak_check_on_drop: self.leak_check_on_drop,
                world: world.map(ThreadBound::new),
                place,
            }),
        })
    }
}

impl Instance {
    /// An instance with the default options: one worker per core, no memory limit, the JIT.
    pub fn new() -> Result<Instance> {
        InstanceBuilder::default().build()
    }

    /// Options for a new instance.
    pub fn builder() -> InstanceBuilder {
        InstanceBuilder::default()
    }

    /// Worker threads.
    pub fn threads(&self) -> usize {
        self.inner.device.threads
    }

    /// This process's rank in the job a launcher started (0 alone).
    pub fn rank(&self) -> usize {
        self.inner.place.0
    }

    /// The number of processes of the job a launcher started (1 alone).
    pub fn size(&self) -> usize {
        self.inner.place.1
    }

    /// Whether a launcher started this process (its world is MPI's, even of one process).
    pub fn launched(&self) -> bool {
        self.inner.world.is_some()
    }

    /// The channels a module runs its collectives on in this process: under a launcher, a
    /// duplicate of the world (a collective: every process loads its modules in the same order)
    /// with the module's group tables split from it; a module for another number of processes
    /// than the launcher started is [`Error::Launch`], before any work. Alone, or for a module
    /// without a grid section, `None` (the calls run as one process).
    fn comm_for(&self, m: &LoadedModule) -> Result<Option<ThreadBound<vm::Comm>>> {
        let Some(world) = &self.inner.world else {
            return Ok(None);
        };
        let world = world.get()?;
        let Some(g) = &m.def.grid else {
            return Ok(None);
        };
        let n = g.replicas as u64 * g.partitions as u64;
        if n != world.size() as u64 {
            return Err(Error::Launch(format!(
                "module @{} runs on {n} processes ({} replicas x {} partitions), but the launcher started {} (`mpirun -np {n}`)",
                m.def.name,
                g.replicas,
                g.partitions,
                world.size()
            )));
        }
        let own = world
            .split(Some(0), world.rank() as u32)
            .map_err(|e| Error::Launch(e.message))?
            .ok_or_else(|| Error::Launch("the world channel split to nothing".into()))?;
        let comm = vm::Comm::for_module(own, &m.def).map_err(|e| Error::Launch(e.message))?;
        Ok(Some(ThreadBound::new(comm)))
    }

    /// The allocator's statistics (live, peak and reserved bytes, system allocations, ...).
    pub fn stats(&self) -> AllocatorStats {
        self.allocator().stats()
    }

    /// The allocator every buffer of this instance comes from.
    pub fn allocator(&self) -> &Arc<PooledAllocator> {
        &self.inner.device.allocator
    }

    /// The device, for the VM-level API ([`crate::vm`]).
    pub fn device(&self) -> &Device {
        &self.inner.device
    }

    /// Every buffer alive now, with what made it: `@forward result 2 (tensor<32x128xf32>, 16384
    /// bytes)` for a call's result, `upload (...)` for a tensor made from host data.
    pub fn leak_report(&self) -> LeakReport {
        leak_report(self.allocator())
    }

    /// A scope: tensors created through it are released when it ends.
    pub fn scope(&self) -> Scope<'_> {
        Scope {
            instance: self,
            owned: RefCell::new(vec![]),
        }
    }
}

impl fmt::Debug for Instance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Instance({} threads, {:?})",
            self.threads(),
            self.inner.mode
        )
    }
}

// ---------------------------------------------------------------------------------------------
// Leak report

/// Buffers alive at one moment, each with the label of what made it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LeakReport {
    /// The live buffers, oldest first.
    pub buffers: Vec<LiveBuffer>,
}

/// One live buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveBuffer {
    /// The allocation's id.
    pub id: u64,
    /// Its size in bytes.
    pub bytes: usize,
    /// What made it.
    pub label: String,
}

impl LeakReport {
    /// No buffer is alive.
    pub fn is_empty(&self) -> bool {
        self.buffers.is_empty()
    }
    /// Live buffers.
    pub fn len(&self) -> usize {
        self.buffers.len()
    }
    /// Their bytes.
    pub fn total_bytes(&self) -> u64 {
        self.buffers.iter().map(|b| b.bytes as u64).sum()
    }
}

impl fmt::Display for LeakReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("no buffer is alive");
        }
        write!(
            f,
            "{} buffer(s) still alive, {} bytes:",
            self.len(),
            self.total_bytes()
        )?;
        for b in &self.buffers {
            if b.label.ends_with("bytes)") {
                write!(f, "\n  #{}: {}", b.id, b.label)?;
            } else {
                write!(f, "\n  #{}: {} ({} bytes)", b.id, b.label, b.bytes)?;
            }
        }
        Ok(())
    }
}

fn leak_report(a: &PooledAllocator) -> LeakReport {
    LeakReport {
        buffers: a
            .live_buffers()
            .into_iter()
            .map(|(id, bytes, label)| LiveBuffer { id, bytes, label })
            .collect(),
    }
}

// ---------------------------------------------------------------------------------------------
// Module and Function

/// A load that failed: over the device memory limit ([`Error::Memory`], E0702), or a module that
/// is not valid ([`Error::Load`], E0703).
fn load_error(module: &str, e: VmError) -> Error {
    match e.kind {
        vm::ErrorKind::Memory => {
            Error::Memory(format!("cannot load module {module}: {}", e.message))
        }
        _ => Error::Load {
            module: module.to_string(),
            message: e.message,
        },
    }
}

/// A loaded, validated module.
#[derive(Clone)]
pub struct Module {
    loaded: Arc<LoadedModule>,
    instance: Instance,
    origin: String,
    /// Under a launcher, the module's channels (see [`Instance::comm_for`]).
    comm: Option<Arc<ThreadBound<vm::Comm>>>,
}

impl Module {
    /// Maps and validates a `.vmfb` file (constants are read in place from the mapping). The host
    /// memory the decoded module holds counts against the instance's memory limit while the
    /// module lives; a module that would not fit is [`Error::Memory`] (E0702).
    pub fn load(instance: &Instance, path: impl AsRef<Path>) -> Result<Module> {
        let path = path.as_ref();
        let loaded = LoadedModule::load_file_on(path, instance.inner.mode, instance.allocator())
            .map_err(|e| load_error(&path.display().to_string(), e))?;
        let comm = instance.comm_for(&loaded)?.map(Arc::new);
        Ok(Module {
            loaded: Arc::new(loaded),
            instance: instance.clone(),
            origin: path.display().to_string(),
            comm,
        })
    }

    /// Validates a module held in memory (the bytes are copied). The copy and the decoded module
    /// count against the instance's memory limit while the module lives, as for [`Module::load`].
    pub fn from_bytes(instance: &Instance, bytes: &[u8]) -> Result<Module> {
        let loaded = LoadedModule::load_bytes_on(bytes, instance.inner.mode, instance.allocator())
            .map_err(|e| load_error("<bytes>", e))?;
        let origin = format!("@{}", loaded.def.name);
        let comm = instance.comm_for(&loaded)?.map(Arc::new);
        Ok(Module {
            loaded: Arc::new(loaded),
            instance: instance.clone(),
            origin,
            comm,
        })
    }

    /// The module's name (`@jit_mlp_train_step`'s `jit_mlp_train_step`).
    pub fn name(&self) -> &str {
        &self.loaded.def.name
    }

    /// The names of the public functions.
    pub fn function_names(&self) -> Vec<String> {
        self.loaded
            .def
            .functions
            .iter()
            .filter(|f| f.public)
            .map(|f| f.name.clone())
            .collect()
    }

    /// A public function by name (with or without the leading `@`).
    pub fn function(&self, name: &str) -> Result<Function> {
        match self.loaded.function_index(name) {
            Some(index) if self.loaded.def.functions[index].public => Ok(Function {
                module: self.clone(),
                index,
            }),
            _ => Err(Error::NoFunction {
                module: self.origin.clone(),
                name: name.strip_prefix('@').unwrap_or(name).to_string(),
                available: self
                    .function_names()
                    .iter()
                    .map(|n| format!("@{n}"))
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        }
    }

    /// The names of the module's globals (`ml_program.global`, `util.global`), in module order.
    /// Their values live in this loaded module (the module instance) and persist between calls;
    /// each clone of this handle shares them, each load of the module has its own.
    pub fn global_names(&self) -> Vec<String> {
        self.loaded
            .def
            .globals
            .iter()
            .map(|g| g.name.clone())
            .collect()
    }

    /// The index of global `name` (with or without its `@`), or an error naming the globals.
    fn global_index(&self, name: &str) -> Result<usize> {
        self.loaded.global_index(name).ok_or_else(|| {
            let names: Vec<String> = self
                .global_names()
                .iter()
                .map(|n| format!("@{n}"))
                .collect();
            Error::Global(format!(
                "module {} has no global @{} (it has: {})",
                self.origin,
                name.strip_prefix('@').unwrap_or(name),
                if names.is_empty() {
                    "none".to_string()
                } else {
                    names.join(", ")
                }
            ))
        })
    }

    /// The current value of global `name`: its initial value until a call (or
    /// [`Module::set_global`]) stores another.
    pub fn global(&self, name: &str) -> Result<HostTensor> {
        let i = self.global_index(name)?;
        let g = &self.loaded.def.globals[i];
        let data = self
            .loaded
            .read_global(i)
            .map_err(|e| Error::Global(e.message))?;
        Ok(HostTensor {
            dtype: g.ty.dtype,
            shape: g.ty.shape.iter().map(|&d| d as usize).collect(),
            data,
        })
    }

    /// Sets global `name` to `value`, which has the global's element type and shape (mutable or
    /// not: the embedder may set any global, as a program may only store to a mutable one).
    pub fn set_global(&self, name: &str, value: &HostTensor) -> Result<()> {
        let i = self.global_index(name)?;
        let g = &self.loaded.def.globals[i];
        let shape: Vec<usize> = g.ty.shape.iter().map(|&d| d as usize).collect();
        if value.dtype != g.ty.dtype || value.shape != shape {
            return Err(Error::Global(format!(
                "global @{} has type {}, the value given is {}",
                g.name,
                g.ty.to_mlir(),
                TensorType {
                    dtype: value.dtype,
                    shape: value.shape.iter().map(|&d| d as u64).collect(),
                }
                .to_mlir()
            )));
        }
        self.loaded
            .write_global(i, &value.data)
            .map_err(|e| Error::Global(e.message))
    }

    /// Puts every global back to its initial value.
    pub fn reset_globals(&self) -> Result<()> {
        self.loaded
            .reset_globals()
            .map_err(|e| Error::Global(e.message))
    }

    /// The loaded module, for the VM-level API.
    pub fn loaded(&self) -> &LoadedModule {
        &self.loaded
    }

    /// The instance the module runs on.
    pub fn instance(&self) -> &Instance {
        &self.instance
    }
}

impl fmt::Debug for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Module({})", self.origin)
    }
}

/// A public function of a loaded module.
#[derive(Clone)]
pub struct Function {
    module: Module,
    index: usize,
}

/// How an argument is passed to [`Function::call`].
#[derive(Debug)]
pub enum Arg<'a> {
    /// Read only: the callee never writes or frees it. If the function has `abi.output` on this
    /// argument, the result is written into a copy.
    Borrowed(&'a Tensor),
    /// Given away: the callee may free it (`abi.consume`) or write its result into it
    /// (`abi.output`; the result is then this tensor, at the same device address). Other handles
    /// of the same tensor (clones) read as [`Error::Unavailable`] afterwards, never as stale data.
    /// If the bytes are shared with another live tensor (a view, a result returned twice), the
    /// in-place result goes to a copy instead, so the other tensor is not overwritten.
    Donated(Tensor),
}

impl<'a> From<&'a Tensor> for Arg<'a> {
    fn from(t: &'a Tensor) -> Self {
        Arg::Borrowed(t)
    }
}

impl From<Tensor> for Arg<'_> {
    fn from(t: Tensor) -> Self {
        Arg::Donated(t)
    }
}

impl Arg<'_> {
    fn tensor(&self) -> &Tensor {
        match self {
            Arg::Borrowed(t) => t,
            Arg::Donated(t) => t,
        }
    }
}

impl Function {
    fn def(&self) -> &FunctionDef {
        &self.module.loaded.def.functions[self.index]
    }

    /// The function's name (without `@`).
    pub fn name(&self) -> &str {
        &self.def().name
    }

    /// The argument types (`tensor<4xf32>`).
    pub fn argument_types(&self) -> Vec<String> {
        self.def().args.iter().map(|a| a.ty.to_mlir()).collect()
    }

    /// The result types.
    pub fn result_types(&self) -> Vec<String> {
        self.def().results.iter().map(|r| r.ty.to_mlir()).collect()
    }

    /// The signature with the ABI attributes: `(tensor<4xf32> {abi.output = 0 : index},
    /// tensor<4xf32>) -> (tensor<4xf32>)`.
    pub fn signature(&self) -> String {
        let f = self.def();
        let args: Vec<String> = f
            .args
            .iter()
            .map(|a| {
                if a.attrs.is_empty() {
                    a.ty.to_mlir()
                } else {
                    format!("{} {{{}}}", a.ty.to_mlir(), a.attrs)
                }
            })
            .collect();
        format!(
            "({}) -> ({})",
            args.join(", "),
            self.result_types().join(", ")
        )
    }

    /// Whether an argument or result of the function is split among the processes (`dist.shard`
    /// in the module's placement section): its [`Function::call`] takes and gives this process's
    /// blocks, and [`Function::call_global`] the global values.
    pub fn is_split(&self) -> bool {
        self.module
            .loaded
            .def
            .placement
            .as_ref()
            .and_then(|p| p.of_function(self.index))
            .is_some_and(|fp| fp.args.iter().chain(&fp.results).any(Option::is_some))
    }

    /// The element type and global shape of each argument (as [`Function::local_args`] takes
    /// them): the local shape, times its axis's size in a split dimension.
    pub fn global_argument_shapes(&self) -> Vec<(ElemType, Vec<usize>)> {
        let f = self.def();
        let p = self.module.loaded.def.placement.as_ref();
        vm::placement::global_arg_shapes(p, self.index, f)
            .into_iter()
            .zip(&f.args)
            .map(|(shape, a)| (a.ty.dtype, shape))
            .collect()
    }

    /// Calls the function on global values, as `irvm run` does under a launcher: every process
    /// passes the same global arguments, takes its block of each split one
    /// ([`Function::local_args`]), calls, and gathers each split result back to its global shape
    /// ([`Function::global_result`]; a collective, so every process makes the same calls). Alone,
    /// or for a function with no split value, the call itself.
    pub fn call_global(&self, global: Vec<HostTensor>) -> Result<Vec<HostTensor>> {
        let local = self.local_args(global)?;
        let inst = &self.module.instance;
        let tensors = local
            .iter()
            .map(|h| Tensor::from_host(inst, h))
            .collect::<Result<Vec<_>>>()?;
        // Our own uploads: donating them lets the callee reuse the copies.
        let results = self.call(tensors.into_iter().map(Arg::Donated))?;
        results
            .into_iter()
            .enumerate()
            .map(|(i, t)| self.global_result(i, t.to_host()?))
            .collect()
    }

    /// This process's arguments from the global ones (host tensors at the function's global
    /// argument shapes): its block of every argument marked `dist.shard` (the module's placement
    /// section; a split dimension its axis's size does not divide is [`Error::ArgumentType`]),
    /// the others whole, as `irvm run` takes them from `--input`. Without marks, `global` as it is.
    pub fn local_args(&self, global: Vec<HostTensor>) -> Result<Vec<HostTensor>> {
        let f = self.def();
        if global.len() != f.args.len() {
            return Err(Error::Arity {
                function: f.name.clone(),
                expected: f.args.len(),
                given: global.len(),
                signature: self.signature(),
            });
        }
        let p = self.module.loaded.def.placement.as_ref();
        let shapes = vm::placement::global_arg_shapes(p, self.index, f);
        for (index, (t, shape)) in global.iter().zip(&shapes).enumerate() {
            if t.shape != *shape || t.dtype != f.args[index].ty.dtype {
                return Err(Error::ArgumentType {
                    function: f.name.clone(),
                    index,
                    expected: HostTensor::mlir_type_for(f.args[index].ty.dtype, shape),
                    given: t.mlir_type(),
                });
            }
        }
        vm::placement::local_args(
            p,
            self.index,
            &f.name,
            self.module.instance.rank() as u64,
            global,
        )
        .map_err(|message| Error::Run {
            function: f.name.clone(),
            message,
            code: vm::ErrorKind::Argument.code(),
            location: None,
        })
    }

    /// Result `index` of this process (`local`, from [`Function::call`]) at its global shape: a
    /// result marked `dist.shard` is gathered from every process (a collective: every process
    /// calls this for the same results in the same order), any other is `local` itself.
    pub fn global_result(&self, index: usize, local: HostTensor) -> Result<HostTensor> {
        let Some(comm) = &self.module.comm else {
            return Ok(local);
        };
        vm::placement::global_result(
            comm.get()?.world(),
            self.module.loaded.def.placement.as_ref(),
            self.index,
            index,
            local,
        )
        .map_err(|e| Error::Launch(e.message))
    }

    /// The compiler's memory plan for this function (arena, scratch, result and aliased bytes).
    pub fn plan(&self) -> &MemoryPlan {
        &self.def().plan
    }

    /// The module this function belongs to.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// Calls the function. Results are new handles owned by the caller; a result written in place
    /// into a donated argument is that argument's storage.
    ///
    /// Arity, shapes, element types and the availability of every argument are checked before
    /// anything is taken or run, so a rejected call leaves donated tensors with the caller. A call
    /// that fails while running (the memory limit) has consumed its donated arguments.
    pub fn call<'a>(&self, args: impl IntoIterator<Item = Arg<'a>>) -> Result<Vec<Tensor>> {
        self.call_with(args.into_iter().collect(), None)
    }

    /// [`Function::call`], recording a span per dispatch and the live bytes into `trace`.
    pub fn call_traced<'a>(
        &self,
        args: impl IntoIterator<Item = Arg<'a>>,
        trace: &mut Trace,
    ) -> Result<Vec<Tensor>> {
        self.call_with(args.into_iter().collect(), Some(trace))
    }

    fn call_with(&self, args: Vec<Arg<'_>>, trace: Option<&mut Trace>) -> Result<Vec<Tensor>> {
        let f = self.def();
        let name = f.name.as_str();
        if args.len() != f.args.len() {
            return Err(Error::Arity {
                function: name.into(),
                expected: f.args.len(),
                given: args.len(),
                signature: self.signature(),
            });
        }
        for (index, (a, d)) in args.iter().zip(&f.args).enumerate() {
            let t = a.tensor();
            if t.slot.ty != d.ty {
                return Err(Error::ArgumentType {
                    function: name.into(),
                    index,
                    expected: d.ty.to_mlir(),
                    given: t.ty(),
                });
            }
            if let Arg::Donated(t) = a {
                if let Some(other) = (0..args.len())
                    .find(|&j| j != index && Arc::ptr_eq(&args[j].tensor().slot, &t.slot))
                {
                    return Err(Error::DonatedTwice {
                        function: name.into(),
                        index,
                        other,
                    });
                }
            }
        }
        // Under a launcher, the module's channels (on the thread that made them) before anything
        // is taken.
        let comm = match &self.module.comm {
            Some(c) => Some(c.get()?),
            None => None,
        };
        // Borrowed arguments first: references to them are what make a donated buffer shared.
        let mut vm_args: Vec<Option<vm::Tensor>> = vec![None; args.len()];
        for (index, a) in args.iter().enumerate() {
            if let Arg::Borrowed(t) = a {
                let mut v = t.live(|why| Error::ArgumentUnavailable {
                    function: name.into(),
                    index,
                    reason: why,
                })?;
                v.view.writable = false;
                vm_args[index] = Some(v);
            }
        }
        let mut taken: Vec<(usize, vm::Tensor)> = vec![];
        for (index, a) in args.iter().enumerate() {
            if let Arg::Donated(t) = a {
                let mut st = t.slot.lock();
                match std::mem::replace(
                    &mut *st,
                    SlotState::Donated {
                        function: name.into(),
                        index,
                    },
                ) {
                    SlotState::Live(v) => taken.push((index, v)),
                    gone => {
                        let reason = gone.describe(&t.ty());
                        *st = gone;
                        drop(st);
                        // Nothing has run: give the tensors taken so far back.
                        for (i, v) in taken {
                            *args[i].tensor().slot.lock() = SlotState::Live(v);
                        }
                        return Err(Error::ArgumentUnavailable {
                            function: name.into(),
                            index,
                            reason,
                        });
                    }
                }
            }
        }
        // (buffer id, argument index, donated): which results are the caller's own bytes.
        let mut caller_buffers: Vec<(u64, usize, bool)> = vec![];
        for (index, v) in vm_args.iter().enumerate() {
            if let Some(b) = v.as_ref().and_then(|v| v.view.buffer()) {
                caller_buffers.push((b.id(), index, false));
            }
        }
        for (index, mut v) in taken {
            // Written in place only when nothing else can see these bytes.
            v.view.writable = match &v.view.mem {
                Mem::Pool(b) => b.ref_count() == 1 && !b.is_external(),
                Mem::Const(_) => false,
            };
            if let Some(b) = v.view.buffer() {
                caller_buffers.push((b.id(), index, true));
            }
            vm_args[index] = Some(v);
        }
        let vm_args: Vec<vm::Tensor> = vm_args.into_iter().flatten().collect();
        let device = &self.module.instance.inner.device;
        let results = match comm {
            Some(comm) => device.call_in(comm, &self.module.loaded, name, vm_args, trace),
            None => device.call(&self.module.loaded, name, vm_args, trace),
        }
        .map_err(|e: VmError| {
            let location = e.location().cloned();
            match e.kind {
                vm::ErrorKind::Memory => Error::Memory(format!("@{name}: {e}")),
                vm::ErrorKind::Check => Error::Check {
                    function: name.into(),
                    message: e.to_string(),
                    location,
                },
                vm::ErrorKind::Argument
                | vm::ErrorKind::Invalid
                | vm::ErrorKind::Limit
                | vm::ErrorKind::Collective
                | vm::ErrorKind::Observe => Error::Run {
                    function: name.into(),
                    message: e.to_string(),
                    code: e.code(),
                    location,
                },
            }
        })?;
        let mut labelled = HashSet::new();
        for (k, r) in results.iter().enumerate() {
            let Some(b) = r.view.buffer() else { continue };
            if !labelled.insert(b.id()) {
                continue;
            }
            let what = format!(
                "@{name} result {k} ({}, {} bytes",
                r.ty.to_mlir(),
                r.ty.bytes()
            );
            match caller_buffers.iter().find(|c| c.0 == b.id()) {
                // A borrowed argument returned as it is: still the caller's buffer.
                Some((_, _, false)) => {}
                Some((_, i, true)) => b.set_label(&format!("{what}; in place of argument {i})")),
                None => b.set_label(&format!("{what})")),
            }
        }
        Ok(results.into_iter().map(Tensor::wrap).collect())
    }
}

impl fmt::Debug for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Function(@{}: {})", self.name(), self.signature())
    }
}

// ---------------------------------------------------------------------------------------------
// Tensor

/// A ref-counted handle to a typed view of device memory.
///
/// `clone` makes another reference to the same tensor; the bytes return to the pool when the last
/// reference to them drops (views made with [`Tensor::reshape`] and [`Tensor::slice_rows`], and
/// results that are views of an argument, count too). The shape and element type stay readable
/// after the storage is gone; the contents do not.
#[derive(Clone)]
pub struct Tensor {
    slot: Arc<Slot>,
}

struct Slot {
    ty: TensorType,
    shape: Vec<usize>,
    state: Mutex<SlotState>,
}

enum SlotState {
    Live(vm::Tensor),
    Donated { function: String, index: usize },
    Released,
}

impl SlotState {
    fn describe(&self, ty: &str) -> String {
        match self {
            SlotState::Live(_) => format!("{ty} is available"),
            SlotState::Donated { function, index } => format!(
                "the {ty} was donated to argument {index} of @{function}; use that call's result"
            ),
            SlotState::Released => format!(
                "the {ty} was released when its scope ended; Scope::keep moves a tensor out of its scope"
            ),
        }
    }
}

impl Slot {
    fn lock(&self) -> MutexGuard<'_, SlotState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Tensor {
    fn wrap(t: vm::Tensor) -> Tensor {
        Tensor {
            slot: Arc::new(Slot {
                shape: t.ty.shape.iter().map(|&d| d as usize).collect(),
                ty: t.ty.clone(),
                state: Mutex::new(SlotState::Live(t)),
            }),
        }
    }

    /// The VM tensor behind the handle (a new reference), or `err(reason)` when it is gone.
    fn live(&self, err: impl FnOnce(String) -> Error) -> Result<vm::Tensor> {
        match &*self.slot.lock() {
            SlotState::Live(t) => Ok(t.clone()),
            gone => Err(err(gone.describe(&self.ty()))),
        }
    }

    fn get(&self) -> Result<vm::Tensor> {
        self.live(Error::Unavailable)
    }

    /// Uploads `data` (row-major) as a tensor of `shape`.
    pub fn from_slice<T: Element>(
        instance: &Instance,
        shape: &[usize],
        data: &[T],
    ) -> Result<Tensor> {
        let mut bytes = Vec::with_capacity(std::mem::size_of_val(data));
        for &x in data {
            x.write_le(&mut bytes);
        }
        Tensor::from_host(
            instance,
            &HostTensor {
                dtype: T::DTYPE,
                shape: shape.to_vec(),
                data: bytes,
            },
        )
    }

    /// Uploads a host tensor (for example one read from a `.npy` file by `runtime-cli`'s
    /// `runtime_cli::io::read_npy_file`).
    pub fn from_host(instance: &Instance, host: &HostTensor) -> Result<Tensor> {
        let expected = host.num_elements();
        let given = host.data.len() / host.dtype.byte_size();
        if host.data.len() != expected * host.dtype.byte_size() {
            return Err(Error::ElementCount {
                shape: host.shape.clone(),
                dtype: host.dtype,
                expected,
                given,
            });
        }
        let label = format!("upload ({}, {} bytes)", host.mlir_type(), host.data.len());
        let t = vm::Tensor::from_host(instance.allocator(), host, &label)
            .map_err(|e| Error::Memory(format!("upload of a {}: {e}", host.mlir_type())))?;
        Ok(Tensor::wrap(t))
    }

    /// A read-only tensor over `len` bytes at `ptr` that the caller owns, without a copy (for
    /// bindings: a numpy array's data). `owner` keeps the memory alive; it is dropped when the
    /// last view of the tensor is. The tensor is never written: passed donated, the function's
    /// in-place result goes to a copy. It is not in [`Instance::stats`] or the leak report.
    ///
    /// # Safety
    ///
    /// `ptr` must be valid for reads of `len` bytes and aligned to at least 16 bytes for as long
    /// as `owner` lives, and the bytes must not change while a call reads them.
    pub unsafe fn from_external(
        instance: &Instance,
        dtype: ElemType,
        shape: &[usize],
        ptr: *const u8,
        len: usize,
        owner: Box<dyn std::any::Any + Send + Sync>,
    ) -> Result<Tensor> {
        let expected: usize = shape.iter().product();
        if len != expected * dtype.byte_size() {
            return Err(Error::ElementCount {
                shape: shape.to_vec(),
                dtype,
                expected,
                given: len / dtype.byte_size().max(1),
            });
        }
        // SAFETY: the caller's contract, passed on.
        let b = unsafe {
            instance
                .allocator()
                .wrap_external(ptr as *mut u8, len, owner)
        };
        Ok(Tensor::wrap(vm::Tensor {
            view: BufferView::from_buffer(b, false),
            ty: TensorType {
                dtype,
                shape: shape.iter().map(|&d| d as u64).collect(),
            },
        }))
    }

    /// A tensor of zeros.
    pub fn zeros(instance: &Instance, dtype: ElemType, shape: &[usize]) -> Result<Tensor> {
        Tensor::from_host(instance, &HostTensor::zeros(dtype, shape.to_vec()))
    }

    /// Dimensions.
    pub fn shape(&self) -> &[usize] {
        &self.slot.shape
    }

    /// Element type.
    pub fn dtype(&self) -> ElemType {
        self.slot.ty.dtype
    }

    /// The type as MLIR prints it: `tensor<2x3xf32>`.
    pub fn ty(&self) -> String {
        self.slot.ty.to_mlir()
    }

    /// Number of elements.
    pub fn num_elements(&self) -> usize {
        self.slot.shape.iter().product()
    }

    /// Bytes of the contents.
    pub fn byte_len(&self) -> usize {
        self.num_elements() * self.dtype().byte_size()
    }

    /// Whether the contents can be read (false once donated or released by its scope).
    pub fn is_available(&self) -> bool {
        matches!(&*self.slot.lock(), SlotState::Live(_))
    }

    /// Copies the contents out; `T` must be the element type (`bool` for `i1`).
    pub fn to_vec<T: Element>(&self) -> Result<Vec<T>> {
        if T::DTYPE != self.dtype() {
            return Err(Error::ElementType {
                ty: self.ty(),
                requested: T::DTYPE,
            });
        }
        let bytes = self.get()?.view.to_vec();
        Ok(bytes
            .chunks_exact(self.dtype().byte_size())
            .map(T::read_le)
            .collect())
    }

    /// Copies the contents out to a host tensor (any element type).
    pub fn to_host(&self) -> Result<HostTensor> {
        Ok(self.get()?.to_host())
    }

    /// The device address of the first byte: equal addresses before and after a call mean the
    /// call updated this storage in place. Whoever holds the address may write through it, so
    /// the buffer is disowned ([`crate::hal::allocator::Buffer::disown`]): its block is zeroed
    /// before the pool hands it to any module again.
    pub fn device_address(&self) -> Result<usize> {
        let t = self.get()?;
        if let Some(b) = t.view.buffer() {
            b.disown();
        }
        Ok(t.view.ptr() as usize)
    }

    /// The label of the pooled buffer behind the tensor (what the leak report prints), or `None`
    /// for a module constant.
    pub fn buffer_label(&self) -> Result<Option<String>> {
        Ok(self.get()?.view.buffer().map(|b| b.label()))
    }

    /// The same bytes with another shape of as many elements (a view: no copy).
    pub fn reshape(&self, shape: &[usize]) -> Result<Tensor> {
        let n: usize = shape.iter().product();
        if n != self.num_elements() {
            return Err(Error::View(format!(
                "cannot reshape a {} ({} elements) to {shape:?} ({n} elements)",
                self.ty(),
                self.num_elements()
            )));
        }
        let mut t = self.get()?;
        t.ty.shape = shape.iter().map(|&d| d as u64).collect();
        Ok(Tensor::wrap(t))
    }

    /// Rows `rows` of the leading dimension (a contiguous view: no copy).
    pub fn slice_rows(&self, rows: Range<usize>) -> Result<Tensor> {
        let shape = self.shape();
        let Some(&n) = shape.first() else {
            return Err(Error::View(format!("a {} has no rows", self.ty())));
        };
        if rows.start > rows.end || rows.end > n {
            return Err(Error::View(format!(
                "rows {rows:?} are outside a {} ({n} rows)",
                self.ty()
            )));
        }
        let row_bytes = shape[1..].iter().product::<usize>() * self.dtype().byte_size();
        let t = self.get()?;
        let mut dims = t.ty.shape.clone();
        dims[0] = (rows.end - rows.start) as u64;
        Ok(Tensor::wrap(vm::Tensor {
            view: BufferView {
                mem: t.view.mem.clone(),
                offset: t.view.offset + rows.start * row_bytes,
                len: (rows.end - rows.start) * row_bytes,
                writable: t.view.writable,
            },
            ty: TensorType {
                dtype: t.ty.dtype,
                shape: dims,
            },
        }))
    }

    /// Releases the storage now, whatever other handles exist (they read as unavailable).
    fn release(&self) {
        let mut st = self.slot.lock();
        if matches!(*st, SlotState::Live(_)) {
            let old = std::mem::replace(&mut *st, SlotState::Released);
            drop(st);
            drop(old);
        }
    }
}

impl fmt::Debug for Tensor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &*self.slot.lock() {
            SlotState::Live(t) => write!(f, "Tensor({} at {:p})", self.ty(), t.view.ptr()),
            SlotState::Donated { function, index } => write!(
                f,
                "Tensor({}, donated to argument {index} of @{function})",
                self.ty()
            ),
            SlotState::Released => write!(f, "Tensor({}, released)", self.ty()),
        }
    }
}

/// An element type a tensor can be read as or built from.
pub trait Element: Copy + sealed::Sealed + 'static {
    /// The tensor element type.
    const DTYPE: ElemType;
    /// Appends the little-endian bytes.
    #[doc(hidden)]
    fn write_le(self, out: &mut Vec<u8>);
    /// Reads one element from exactly `DTYPE.byte_size()` little-endian bytes.
    #[doc(hidden)]
    fn read_le(bytes: &[u8]) -> Self;
}

mod sealed {
    pub trait Sealed {}
}

macro_rules! element {
    ($($t:ty => $d:ident),*) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const DTYPE: ElemType = ElemType::$d;
            fn write_le(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn read_le(bytes: &[u8]) -> Self {
                let mut a = [0u8; std::mem::size_of::<$t>()];
                a.copy_from_slice(bytes);
                <$t>::from_le_bytes(a)
            }
        }
    )*};
}

element!(f32 => F32, f64 => F64, half::f16 => F16, half::bf16 => BF16, i8 => I8, i16 => I16,
    i32 => I32, i64 => I64, u8 => UI8, u16 => UI16, u32 => UI32, u64 => UI64);

impl sealed::Sealed for bool {}
impl Element for bool {
    const DTYPE: ElemType = ElemType::I1;
    fn write_le(self, out: &mut Vec<u8>) {
        out.push(self as u8);
    }
    fn read_le(bytes: &[u8]) -> Self {
        bytes[0] != 0
    }
}

// ---------------------------------------------------------------------------------------------
// Scope

/// Tensors created through a scope — uploads and call results — are released when it ends.
///
/// Handles that escape the scope without [`Scope::keep`] read as [`Error::Unavailable`]
/// afterwards; their bytes are back in the pool. A call's results belong to the scope that made
/// the call, never to the scope of its arguments, so a long-lived parameter never accumulates the
/// results computed from it.
///
/// ```
/// use runtime::{Instance, Tensor};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let instance = Instance::builder().threads(1).build()?;
/// let (kept, escaped) = {
///     let scope = instance.scope();
///     let a = scope.from_slice(&[2], &[1.0f32, 2.0])?;
///     let b = scope.from_slice(&[2], &[3.0f32, 4.0])?;
///     (scope.keep(a), b)
/// }; // `b` is released here
/// assert_eq!(kept.to_vec::<f32>()?, [1.0, 2.0]);
/// assert!(escaped.to_vec::<f32>().is_err());
/// assert_eq!(instance.leak_report().len(), 1);
/// # Ok(()) }
/// ```
pub struct Scope<'i> {
    instance: &'i Instance,
    owned: RefCell<Vec<Weak<Slot>>>,
}

impl<'i> Scope<'i> {
    /// The instance the scope allocates from.
    pub fn instance(&self) -> &'i Instance {
        self.instance
    }

    fn register(&self, t: &Tensor) {
        let mut owned = self.owned.borrow_mut();
        if owned.len() >= 64 && owned.len().is_power_of_two() {
            // Forget tensors whose handles are all gone, so a long loop in one scope stays small.
            owned.retain(|w| w.strong_count() > 0);
        }
        owned.push(Arc::downgrade(&t.slot));
    }

    /// [`Tensor::from_slice`], owned by the scope.
    pub fn from_slice<T: Element>(&self, shape: &[usize], data: &[T]) -> Result<Tensor> {
        let t = Tensor::from_slice(self.instance, shape, data)?;
        self.register(&t);
        Ok(t)
    }

    /// [`Tensor::from_host`], owned by the scope.
    pub fn from_host(&self, host: &HostTensor) -> Result<Tensor> {
        let t = Tensor::from_host(self.instance, host)?;
        self.register(&t);
        Ok(t)
    }

    /// [`Function::call`]; the results are owned by the scope.
    pub fn call<'a>(
        &self,
        function: &Function,
        args: impl IntoIterator<Item = Arg<'a>>,
    ) -> Result<Vec<Tensor>> {
        let out = function.call(args)?;
        for t in &out {
            self.register(t);
        }
        Ok(out)
    }

    /// Makes the scope own a tensor made elsewhere (a view, a result of a call outside it).
    pub fn adopt(&self, t: Tensor) -> Tensor {
        if !self.owns(&t) {
            self.register(&t);
        }
        t
    }

    /// Takes a tensor out of the scope: it lives on as long as its handles do.
    pub fn keep(&self, t: Tensor) -> Tensor {
        self.owned
            .borrow_mut()
            .retain(|w| !std::ptr::eq(w.as_ptr(), Arc::as_ptr(&t.slot)));
        t
    }

    /// Whether the scope will release this tensor when it ends.
    pub fn owns(&self, t: &Tensor) -> bool {
        self.owned
            .borrow()
            .iter()
            .any(|w| std::ptr::eq(w.as_ptr(), Arc::as_ptr(&t.slot)))
    }

    /// Tensors the scope would release now (still available, not kept).
    pub fn len(&self) -> usize {
        self.owned
            .borrow()
            .iter()
            .filter_map(Weak::upgrade)
            .filter(|s| matches!(&*s.lock(), SlotState::Live(_)))
            .count()
    }

    /// Whether ending the scope now would release nothing.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Drop for Scope<'_> {
    fn drop(&mut self) {
        for w in self.owned.get_mut().drain(..) {
            if let Some(slot) = w.upgrade() {
                Tensor { slot }.release();
            }
        }
    }
}

impl fmt::Debug for Scope<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Scope({} tensors)", self.len())
    }
}

// Handles cross threads: a module can be called from several threads on one instance.
const _: () = {
    const fn send_sync<T: Send + Sync>() {}
    send_sync::<Instance>();
    send_sync::<Module>();
    send_sync::<Function>();
    send_sync::<Tensor>();
};
