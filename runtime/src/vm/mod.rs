//! The bytecode VM: loading a `.vmfb` ([`format`], [`loader`]) and running its functions (the
//! interpreter loop and one handler per instruction are in `interp.rs`).
//!
//! A call allocates its arena (transients plus kernel scratch) as one pooled buffer, allocates each
//! result that does not alias an argument from the pool, runs the bytecode, and returns result
//! views. Everything a call allocates comes from the [`PooledAllocator`], so after the first call
//! of a steady loop the pool serves every request from its cache.

pub mod bytecode;
pub mod check;
pub mod collective;
pub mod definedness;
pub mod dump;
pub mod format;
mod interp;
pub mod loader;
mod observe;
pub mod placement;
pub mod profile;

use std::sync::Arc;
use std::time::Instant;

use crate::hal::{Buffer, PooledAllocator};
use crate::host_tensor::{ElemType, HostTensor};
use bytecode::*;
pub use collective::Comm;
pub use loader::LoadedModule;

/// The class of a run-time error, each with a stable code (the README's error table; the
/// `dialect::diag` code list names them too).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// E0701: a bad argument (an unknown function, the count, the shape or element type).
    Argument,
    /// E0702: an allocation failed (the device memory limit, or the system), or the system
    /// refused the device's worker threads.
    Memory,
    /// E0703: the module did something invalid at run time (caught before any memory was
    /// touched).
    Invalid,
    /// E0704: the call exceeded its work budget, call depth or call count.
    Limit,
    /// E0601: a run-time check of the program failed.
    Check,
    /// E0705: a collective between processes failed (an MPI error, a peer that never came or
    /// disagreed, a launcher found in a build without MPI).
    Collective,
    /// E0706: an instrumentation op (`interpreter.print`, `interpreter.probe`) could not deliver
    /// what it observed: a probe file that cannot be written, standard output closed, a value
    /// beyond what a probe keeps or a print writes.
    Observe,
}

impl ErrorKind {
    /// The stable code.
    pub fn code(self) -> &'static str {
        match self {
            ErrorKind::Argument => "E0701",
            ErrorKind::Memory => "E0702",
            ErrorKind::Invalid => "E0703",
            ErrorKind::Limit => "E0704",
            ErrorKind::Check => "E0601",
            ErrorKind::Collective => "E0705",
            ErrorKind::Observe => "E0706",
        }
    }
}

/// A place in the program's source: what a `.vmfb` records per instruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceLoc {
    /// The source file as `irc compile` was given it (relative to the directory it ran in).
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub col: u32,
}

impl SourceLoc {
    /// Reads `line:col` (the start of an instruction's location, `LINE:COL op.name`) or
    /// `file:line:col` (a check's location); `file` names the source when the text does not.
    pub fn parse(text: &str, file: &str) -> Option<SourceLoc> {
        let number = |s: &str| s.parse::<u32>().ok().filter(|&n| n > 0);
        // `file:line:col` (the file may hold `:` and spaces).
        let mut parts = text.rsplitn(3, ':');
        if let (Some(col), Some(line), Some(f)) = (parts.next(), parts.next(), parts.next()) {
            if let (Some(line), Some(col)) = (number(line), number(col)) {
                return (!f.is_empty()).then(|| SourceLoc {
                    file: f.to_string(),
                    line,
                    col,
                });
            }
        }
        // `line:col op.name`.
        let (line, col) = text.split(' ').next()?.split_once(':')?;
        Some(SourceLoc {
            file: file.to_string(),
            line: number(line)?,
            col: number(col)?,
        })
    }
}

impl std::fmt::Display for SourceLoc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// Where in a function an error happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site {
    /// The function.
    pub function: String,
    /// The instruction's index.
    pub pc: usize,
    /// The instruction's location as the module records it (`LINE:COL op.name`, or `?`).
    pub raw: String,
    /// That location, when it names one.
    pub loc: Option<SourceLoc>,
}

/// An error while running a function: its class (and so its code), what went wrong, and the
/// instruction it happened at when there is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VmError {
    /// The class.
    pub kind: ErrorKind,
    /// What went wrong (without the place).
    pub message: String,
    /// The instruction, when the error is at one.
    pub site: Option<Site>,
}

impl VmError {
    fn new(kind: ErrorKind, message: impl Into<String>) -> VmError {
        VmError {
            kind,
            message: message.into(),
            site: None,
        }
    }
    /// E0701.
    pub fn argument(message: impl Into<String>) -> VmError {
        VmError::new(ErrorKind::Argument, message)
    }
    /// E0702.
    pub fn memory(message: impl Into<String>) -> VmError {
        VmError::new(ErrorKind::Memory, message)
    }
    /// E0703.
    pub fn invalid(message: impl Into<String>) -> VmError {
        VmError::new(ErrorKind::Invalid, message)
    }
    /// E0704.
    pub fn limit(message: impl Into<String>) -> VmError {
        VmError::new(ErrorKind::Limit, message)
    }
    /// E0705.
    pub fn collective(message: impl Into<String>) -> VmError {
        VmError::new(ErrorKind::Collective, message)
    }
    /// E0706.
    pub fn observe(message: impl Into<String>) -> VmError {
        VmError::new(ErrorKind::Observe, message)
    }
    /// E0601.
    pub fn check(message: impl Into<String>) -> VmError {
        VmError::new(ErrorKind::Check, message)
    }
    /// The error at `site`.
    pub fn at(mut self, site: Site) -> VmError {
        self.site = Some(site);
        self
    }
    /// The stable code.
    pub fn code(&self) -> &'static str {
        self.kind.code()
    }
    /// The source location of the failing instruction, when the module recorded one.
    pub fn location(&self) -> Option<&SourceLoc> {
        self.site.as_ref().and_then(|s| s.loc.as_ref())
    }
}

impl std::fmt::Display for VmError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.site, self.kind) {
            (None, _) => f.write_str(&self.message),
            // A check names its own place, as the reference interpreter's checks do.
            (Some(s), ErrorKind::Check) => match &s.loc {
                Some(loc) => write!(
                    f,
                    "{loc}: error[E0601]: {} (in @{})",
                    self.message, s.function
                ),
                None => write!(
                    f,
                    "{}: error[E0601]: {} (in @{})",
                    s.raw, self.message, s.function
                ),
            },
            (Some(s), _) => write!(
                f,
                "@{} instruction {} ({}): {}",
                s.function, s.pc, s.raw, self.message
            ),
        }
    }
}

impl std::error::Error for VmError {}

/// Memory a view points into.
#[derive(Clone, Debug)]
pub enum Mem {
    /// A pooled device buffer.
    Pool(Buffer),
    /// The constant segment of a loaded module (read-only).
    Const(Arc<loader::ModuleData>),
}

/// A range of a buffer: what registers, arguments and results hold.
#[derive(Clone, Debug)]
pub struct BufferView {
    /// The memory.
    pub mem: Mem,
    /// Byte offset.
    pub offset: usize,
    /// Byte length.
    pub len: usize,
    /// Whether kernels may write it (never honoured for [`Mem::Const`]: see
    /// [`BufferView::is_writable`]).
    pub writable: bool,
}

impl BufferView {
    /// A whole pooled buffer.
    pub fn from_buffer(b: Buffer, writable: bool) -> Self {
        BufferView {
            len: b.len(),
            mem: Mem::Pool(b),
            offset: 0,
            writable,
        }
    }

    /// Whether the VM may write through this view: marked writable and pooled memory. A module's
    /// constants are mapped read-only (or shared by every call), so a view of them is never
    /// writable, whatever its flag says (a caller may set the flag on a result it feeds back).
    pub fn is_writable(&self) -> bool {
        self.writable && matches!(self.mem, Mem::Pool(_))
    }

    /// The first byte.
    pub fn ptr(&self) -> *mut u8 {
        match &self.mem {
            Mem::Pool(b) => b.as_ptr().wrapping_add(self.offset),
            Mem::Const(d) => d.bytes().as_ptr().wrapping_add(self.offset) as *mut u8,
        }
    }

    /// Copies the bytes out.
    pub fn to_vec(&self) -> Vec<u8> {
        match &self.mem {
            Mem::Pool(b) => b.read_bytes(self.offset, self.len).unwrap_or_default(),
            Mem::Const(d) => d.bytes()[self.offset..self.offset + self.len].to_vec(),
        }
    }

    /// Copies the `out.len()` bytes at `offset` of the view into `out` (a bounded piece, where
    /// [`BufferView::to_vec`] copies all of it); false when they are not inside the view.
    pub fn read_into(&self, offset: usize, out: &mut [u8]) -> bool {
        if offset
            .checked_add(out.len())
            .is_none_or(|end| end > self.len)
        {
            return false;
        }
        match &self.mem {
            Mem::Pool(b) => b.read_into(self.offset + offset, out),
            Mem::Const(d) => {
                let start = self.offset + offset;
                match d.bytes().get(start..start + out.len()) {
                    Some(src) => {
                        out.copy_from_slice(src);
                        true
                    }
                    None => false,
                }
            }
        }
    }

    /// The pooled buffer behind this view, if any.
    pub fn buffer(&self) -> Option<&Buffer> {
        match &self.mem {
            Mem::Pool(b) => Some(b),
            Mem::Const(_) => None,
        }
    }

    fn sub(&self, offset: u64, bytes: u64) -> Option<BufferView> {
        let end = offset.checked_add(bytes)?;
        if end > self.len as u64 {
            return None;
        }
        Some(BufferView {
            mem: self.mem.clone(),
            offset: self.offset + offset as usize,
            len: bytes as usize,
            writable: self.writable,
        })
    }
}

/// A typed tensor handle: a buffer view and its type.
#[derive(Clone, Debug)]
pub struct Tensor {
    /// The bytes.
    pub view: BufferView,
    /// The type.
    pub ty: TensorType,
}

impl Tensor {
    /// Copies a host tensor into a fresh pooled buffer.
    pub fn from_host(
        alloc: &Arc<PooledAllocator>,
        t: &HostTensor,
        label: &str,
    ) -> Result<Tensor, VmError> {
        let b = alloc
            .allocate_copy(&t.data, label)
            .map_err(|e| VmError::memory(e.to_string()))?;
        Ok(Tensor {
            view: BufferView::from_buffer(b, true),
            ty: TensorType {
                dtype: t.dtype,
                shape: t.shape.iter().map(|&d| d as u64).collect(),
            },
        })
    }

    /// Copies the contents out to a host tensor.
    pub fn to_host(&self) -> HostTensor {
        HostTensor {
            dtype: self.ty.dtype,
            shape: self.ty.shape.iter().map(|&d| d as usize).collect(),
            data: self.view.to_vec(),
        }
    }
}

/// One trace event.
#[derive(Clone, Debug)]
pub enum TraceEvent {
    /// A dispatch: kernel name, start and duration in microseconds.
    Span {
        /// Kernel name.
        name: String,
        /// Start (µs since the trace began).
        ts: f64,
        /// Duration (µs).
        dur: f64,
    },
    /// One run of a loop: where it is, start and duration in microseconds, and how many times its
    /// body ran.
    Loop {
        /// The loop's location (`@f instruction N (line:col stablehlo.while)`).
        name: String,
        /// Start (µs since the trace began).
        ts: f64,
        /// Duration (µs).
        dur: f64,
        /// Iterations.
        iterations: u64,
    },
    /// Live pooled bytes at a time.
    Live {
        /// Time (µs).
        ts: f64,
        /// Bytes.
        bytes: u64,
    },
}

/// A trace being recorded.
pub struct Trace {
    start: Instant,
    /// Events so far.
    pub events: Vec<TraceEvent>,
}

impl Default for Trace {
    fn default() -> Self {
        Trace {
            start: Instant::now(),
            events: vec![],
        }
    }
}

impl Trace {
    /// The Chrome/Perfetto JSON of the trace (written with serde_json, one event per line).
    pub fn to_json(&self) -> String {
        use serde_json::json;
        let mut events = Vec::new();
        for e in &self.events {
            match e {
                TraceEvent::Span { name, ts, dur } => events.push(json!({
                    "name": name, "cat": "dispatch", "ph": "X", "ts": ts, "dur": dur,
                    "pid": 1, "tid": 1,
                })),
                TraceEvent::Loop {
                    name,
                    ts,
                    dur,
                    iterations,
                } => {
                    events.push(json!({
                        "name": name, "cat": "loop", "ph": "X", "ts": ts, "dur": dur,
                        "pid": 1, "tid": 1, "args": {"iterations": iterations},
                    }));
                    let mut counter = serde_json::Map::new();
                    counter.insert(name.clone(), json!(iterations));
                    events.push(json!({
                        "name": "iterations", "ph": "C", "ts": ts + dur, "pid": 1,
                        "args": counter,
                    }));
                }
                TraceEvent::Live { ts, bytes } => events.push(json!({
                    "name": "live bytes", "ph": "C", "ts": ts, "pid": 1,
                    "args": {"live": bytes},
                })),
            }
        }
        let lines: Vec<String> = events.iter().map(|e| e.to_string()).collect();
        format!(
            "{{\"traceEvents\":[\n{}\n],\"displayTimeUnit\":\"ms\"}}\n",
            lines.join(",\n")
        )
    }
}

/// The packing buffer each worker keeps resident for matrix products from the start (the `gemm`
/// crate's, kept between calls by the patched gemm-common in `third_party/`): large enough for
/// the left operand of a 64x1024 f32 product; a larger product grows the buffer of the thread that
/// runs it, once.
const GEMM_WARM_BYTES: usize = 256 << 10;

/// Makes this thread's matrix-product state resident (what [`Device::new`] does on each of its
/// workers): a thread that runs kernels outside a device's pool can call it first, so that no
/// page of that state is first touched in the middle of a run.
pub fn warm_up_thread() {
    gemm_common::gemm::warm_up_thread(GEMM_WARM_BYTES)
}

/// Deepest call nesting.
pub const MAX_CALL_DEPTH: usize = 64;
/// Most function calls one call of [`Device::call`] makes (the call tree's size, which the depth
/// limit alone leaves exponential).
pub const MAX_CALLS: u64 = 1 << 20;
/// The fixed work of every instruction, in work units (about a nanosecond of one core each; the
/// calibration table is in ARCHITECTURE.md). What an instruction does beyond that is charged
/// too: the bytes it moves or zeroes ([`crate::kernel::validate::bytes_work`]: `Fill`, `Copy`,
/// `Alloc`, `Arena`, `Check` and the copy of a borrowed in-place argument), the registers it
/// names ([`REGISTER_WORK`] each: `Call` also for the callee's register file, `Return`,
/// `Dispatch`), a dispatch its kernel's work plus [`DISPATCH_WORK`], and a check its elements
/// ([`CHECK_ELEMENT_WORK`]).
pub const INSTRUCTION_WORK: u64 = 16;
/// The work of each register an instruction names (a view cloned or dropped), and of each
/// register of a callee's register file (allocated and dropped with the call).
pub const REGISTER_WORK: u64 = 4;
/// The work of an `Alloc` or `Arena` beyond the bytes it zeroes: the pool's bookkeeping (its lock,
/// the buffer's label, the map of live buffers) and the buffer's free when its last view drops: a
/// loop of small `Alloc`s and a jump (fuzz case 12,015,490), charged about 40 units an iteration
/// without it, ran at 2 to 3 ns a unit. In the `guard-pages` build every buffer is its own mapping
/// (mmap, mprotect and munmap: 20 µs of CPU a buffer, counted with `perf stat` on that case), so
/// an allocation there is charged as much, and the fuzzer's work limit bounds that build's time too
/// (the case ran over 60 s there, and over 120 s alone, under a limit of 2^30).
pub const ALLOC_WORK: u64 = if crate::hal::allocator::GUARD_PAGES {
    16_384
} else {
    64
};
/// The work of a dispatch beyond its kernel's steps (binding and scratch checks, the host
/// memory charge).
pub const DISPATCH_WORK: u64 = 256;

/// The longest a loop-free call's kernels may take one core, by their cost (in ns), for the call
/// to run on the caller's thread, its kernels on one thread, instead of being handed to the
/// worker pool and back (`loader::runs_on_the_caller`). Measured on this project's 2-core
/// machine (2026-11-27, `irvm benchmark` at 1 and 2 threads): `embedding_train_step` (estimated
/// 108 µs) ran in 0.205 ms on one thread and 0.264 ms on two, `conv_small` (168 µs) in 0.97 and
/// 0.78 ms, `svd_like_two_outputs` (28 µs) in 0.016 and 0.040 ms. Raised from 128 µs to 256 µs
/// on the quiet 2-core host of the same day, with faster kernels: `conv_small` in 0.174-0.177 ms
/// on one thread and 0.174-0.238 ms (medians 0.183-0.252) on two, three rounds each; the next
/// workload up, `mlp_infer`, is estimated at 586 µs.
pub const SERIAL_CALL_NS: u64 = 256_000;

/// The longest a kernel may take one core, by its cost (in ns), to run on one thread wherever
/// its call runs (`loader::LoadedKernel::one_thread`): splitting it among the workers and
/// joining them costs more (the small kernels of a training loop's iterations). Was 20 µs;
/// `train_fori`'s largest kernel is estimated at 20.2 µs and takes 3.6-3.7 µs on one thread and
/// on two alike (2026-11-27), and with it below the bound the whole loop runs on the caller's
/// thread (`loader::runs_on_the_caller`).
pub const SERIAL_KERNEL_NS: u64 = 32_000;

/// One core's arithmetic rate assumed by [`SERIAL_CALL_NS`]'s estimate (flops per ns): below a
/// large GEMM's, about what small products and elementwise maps reach.
pub const CORE_FLOPS_PER_NS: u64 = 50;

/// One core's memory rate assumed by [`SERIAL_CALL_NS`]'s estimate (bytes per ns): data of a
/// small call is mostly in cache.
pub const CORE_BYTES_PER_NS: u64 = 20;
/// The work of comparing one element in a `Check` (decoded to its domain, compared by the
/// check's rule), on top of the bytes of both operands.
pub const CHECK_ELEMENT_WORK: u64 = 64;
/// The most elements one `interpreter.print` writes (a debugging aid for small tensors, as the
/// StableHLO interpreter says; `interpreter.probe` records larger ones).
pub const PRINT_MAX_ELEMENTS: u64 = 1 << 20;
/// The most bytes one `interpreter.probe` copies out of its buffer.
pub const PROBE_MAX_BYTES: u64 = crate::probe::Probes::DEFAULT_LIMIT;
/// The default [`Device::work_limit`]: 2^44 work units, about five hours of one core; every
/// test and benchmark workload of the repository uses less than 2^36 per call.
pub const DEFAULT_WORK_LIMIT: u64 = 1 << 44;

/// What one call may still spend.
struct Budget {
    limit: u64,
    left: u64,
    calls: u64,
}

impl Budget {
    fn spend(&mut self, w: u64) -> bool {
        match self.left.checked_sub(w) {
            Some(l) => {
                self.left = l;
                true
            }
            None => false,
        }
    }

    /// The work spent so far.
    fn used(&self) -> u64 {
        self.limit - self.left
    }

    /// The E0704 error of a call that needs `cost` more units than it has left: how much it
    /// used, the limit, and how to raise it.
    fn exceeded(&self, cost: u64) -> VmError {
        VmError::limit(format!(
            "the call exceeds its work budget of {} units: it used {} and the next instruction needs {cost} more (raise the limit with `irvm run --work-limit=N`, InstanceBuilder::work_limit or Device::work_limit in Rust, irvm.Instance(work_limit=N) in Python)",
            self.limit,
            self.used()
        ))
    }
}

/// The execution context: allocator, worker threads and the optional trace.
pub struct Device {
    /// The allocator every call uses.
    pub allocator: Arc<PooledAllocator>,
    /// Worker threads for a dispatch's tiles.
    pub threads: usize,
    /// The work one call may do, in work units (each about a nanosecond of one core; see
    /// [`INSTRUCTION_WORK`] and [`crate::kernel::validate::step_work`]): a call that would
    /// exceed it stops with an E0704 error before the instruction runs. A module cannot make a
    /// call run forever, and a limit bounds a call's time within a constant factor.
    pub work_limit: u64,
    /// The work the last call spent (see [`Device::last_call_work`]).
    last_work: std::sync::atomic::AtomicU64,
    pool: Option<rayon::ThreadPool>,
}

impl Device {
    /// A CPU device with `threads` workers (0 = all cores) and an optional memory limit.
    pub fn new(threads: usize, limit: Option<u64>) -> Result<Device, VmError> {
        let threads = if threads == 0 {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        } else {
            threads
        };
        let pool = if threads > 1 {
            Some(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .thread_name(|i| format!("irvm-worker-{i}"))
                    .build()
                    .map_err(|e| VmError::memory(format!("cannot start worker threads: {e}")))?,
            )
        } else {
            None
        };
        // Every thread that runs matrix products gets its packing state resident now, so that
        // none of it is first touched in the middle of a run (a training loop's RSS stays flat).
        match &pool {
            Some(pool) => {
                pool.broadcast(|_| warm_up_thread());
            }
            None => warm_up_thread(),
        }
        Ok(Device {
            allocator: PooledAllocator::new(limit),
            threads,
            work_limit: DEFAULT_WORK_LIMIT,
            last_work: Default::default(),
            pool,
        })
    }

    /// The work units the last call of [`Device::call`] spent, whether it succeeded or not (of
    /// its [`Device::work_limit`]; when calls run concurrently, the one that finished last).
    pub fn last_call_work(&self) -> u64 {
        self.last_work.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Calls function `name` of `m` with `args`. The call runs inside the device's worker pool,
    /// so a dispatch's tiles go to this device's `threads` workers.
    pub fn call(
        &self,
        m: &LoadedModule,
        name: &str,
        args: Vec<Tensor>,
        trace: Option<&mut Trace>,
    ) -> Result<Vec<Tensor>, VmError> {
        self.call_instrumented(m, name, args, trace, None, None)
    }

    /// [`Device::call`] as one process of several: its collectives go through `comm` (made by
    /// [`Comm::for_module`] from the world channel of a launcher, `irvm run` under `mpirun`).
    /// [`Device::call`] runs a process alone ([`Comm::alone`]).
    pub fn call_in(
        &self,
        comm: &Comm,
        m: &LoadedModule,
        name: &str,
        args: Vec<Tensor>,
        trace: Option<&mut Trace>,
    ) -> Result<Vec<Tensor>, VmError> {
        self.call_instrumented(m, name, args, trace, None, Some(comm))
    }

    /// [`Device::call`] with an optional trace, an optional profile and the process's channels
    /// (`None`: alone).
    fn call_instrumented(
        &self,
        m: &LoadedModule,
        name: &str,
        args: Vec<Tensor>,
        trace: Option<&mut Trace>,
        profile: Option<&mut profile::Profile>,
        comm: Option<&Comm>,
    ) -> Result<Vec<Tensor>, VmError> {
        let fi = m.function_index(name).ok_or_else(|| {
            VmError::argument(format!(
                "no function @{name} in the module (it has: {})",
                m.public_function_list()
            ))
        })?;
        match (comm, &self.pool) {
            // One of several processes: the call runs on this thread (MPI is called only by the
            // thread that initialized it), each dispatch on the workers.
            (Some(comm), _) => self.call_here(m, fi, name, args, trace, profile, comm),
            // Alone and small: on this thread, each kernel on one thread.
            (None, Some(_)) if m.on_caller[fi] => {
                let mut comm = Comm::alone(&m.def)?;
                comm.one_thread = true;
                self.call_here(m, fi, name, args, trace, profile, &comm)
            }
            // Alone: the whole call runs inside the worker pool.
            (None, Some(pool)) => pool.install(|| {
                let comm = Comm::alone(&m.def)?;
                self.call_here(m, fi, name, args, trace, profile, &comm)
            }),
            (None, None) => {
                self.call_here(m, fi, name, args, trace, profile, &Comm::alone(&m.def)?)
            }
        }
    }

    /// Runs function `fi` (called as `name`) of `m` in `comm`'s process, on this thread.
    #[allow(clippy::too_many_arguments)]
    fn call_here(
        &self,
        m: &LoadedModule,
        fi: usize,
        name: &str,
        args: Vec<Tensor>,
        trace: Option<&mut Trace>,
        profile: Option<&mut profile::Profile>,
        comm: &Comm,
    ) -> Result<Vec<Tensor>, VmError> {
        let f = &m.def.functions[fi];
        if args.len() != f.args.len() {
            return Err(VmError::argument(format!(
                "@{name} takes {} arguments, {} given",
                f.args.len(),
                args.len()
            )));
        }
        let mut budget = Budget {
            limit: self.work_limit,
            left: self.work_limit,
            calls: 0,
        };
        let results = self.enter(m, fi, name, args, trace, profile, &mut budget, comm);
        self.last_work
            .store(budget.used(), std::sync::atomic::Ordering::Relaxed);
        let results = results?;
        // A result is handed out as a tensor of its declared type: its view must hold exactly
        // that many bytes (a longer view is narrowed; a shorter one is the module's error).
        let mut out = Vec::with_capacity(results.len());
        for (i, (mut view, r)) in results.into_iter().zip(&f.results).enumerate() {
            let want = r.ty.bytes();
            if (view.len as u64) < want {
                return Err(VmError::invalid(format!(
                    "@{name}: result {i} is a view of {} bytes, its type {} needs {want}",
                    view.len,
                    r.ty.to_mlir()
                )));
            }
            view.len = want as usize;
            out.push(Tensor {
                view,
                ty: r.ty.clone(),
            });
        }
        Ok(out)
    }

    /// Checks the arguments of function `fi` (called as `name`; copying a borrowed one that receives an in-place
    /// result, charged to `budget`) and runs it.
    #[allow(clippy::too_many_arguments)]
    fn enter(
        &self,
        m: &LoadedModule,
        fi: usize,
        name: &str,
        args: Vec<Tensor>,
        trace: Option<&mut Trace>,
        profile: Option<&mut profile::Profile>,
        budget: &mut Budget,
        comm: &Comm,
    ) -> Result<Vec<BufferView>, VmError> {
        let f = &m.def.functions[fi];
        let mut views = Vec::with_capacity(args.len());
        for (i, (a, d)) in args.into_iter().zip(&f.args).enumerate() {
            if a.ty != d.ty {
                return Err(VmError::argument(format!(
                    "argument {i} of @{name}: expected {}, given {}",
                    d.ty.to_mlir(),
                    a.ty.to_mlir()
                )));
            }
            let mut v = a.view;
            if d.output.is_some() && !v.is_writable() {
                // A borrowed argument is never written: the in-place result goes to a copy.
                let cost = crate::kernel::validate::copy_work(v.len as u64);
                if !budget.spend(cost) {
                    return Err(budget.exceeded(cost));
                }
                let b = self
                    .allocator
                    .allocate(
                        v.len,
                        &format!("@{name} argument {i} (copy for in-place output)"),
                    )
                    .map_err(|e| VmError::memory(e.to_string()))?;
                // SAFETY: `v`'s range was bounds-checked when the view was made, and `b` is a
                // fresh buffer of `v.len` bytes, which no other buffer overlaps. (Copied in place:
                // a host copy of the whole argument would bypass the device limit.)
                unsafe { std::ptr::copy_nonoverlapping(v.ptr(), b.as_ptr(), v.len) };
                v = BufferView::from_buffer(b, true);
            } else if d.output.is_none() {
                v.writable = false;
            }
            if let Some(b) = v
                .buffer()
                .filter(|b| v.is_writable() && b.owner() != Some(m.owner))
            {
                // This module may write another's (or the host's) buffer: the pool must not
                // hand the block to its old owner unzeroed afterwards.
                b.disown();
            }
            views.push(v);
        }
        // Already inside the worker pool when the call runs alone (`call_instrumented`).
        self.run(m, fi, views, trace, profile, 0, budget, comm)
    }
}

/// Element type names the CLI and errors print.
pub fn dtype_name(t: ElemType) -> &'static str {
    t.name()
}
