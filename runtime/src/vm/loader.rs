//! Loading a `.vmfb`: the file is untrusted until every part of it has been checked.
//!
//! Order: header (magic, version, sizes, checksum), metadata decoding (bounded), then the module's
//! structure: every constant inside the data segment and 64-byte aligned, every kernel validated
//! ([`crate::kernel::validate`]), every instruction's registers, kernels, constants and callees in
//! range with matching arities, and each function's scratch area large enough for its kernels.
//! What cannot be known statically (a view's range within its source, a binding's length) is checked
//! by the VM before the instruction touches memory.

use std::path::Path;
use std::sync::Arc;

use super::bytecode::*;
use super::definedness::{check_defined, Registers};
use super::format;
use super::{ErrorKind, VmError};
use crate::hal::allocator::{AllocError, Charge, GuardedBytes, Owner, PooledAllocator};
use crate::kernel::exec::{run_kernel, Ctx};
use crate::kernel::jit::{self, Compiled};
use crate::kernel::steps::kernel_cost;
use crate::kernel::validate::{validate_kernel, ValidatedKernel};
use crate::probe::{Observer, Probes};

/// The bytes of a module: mapped from its file or owned.
#[derive(Debug)]
pub enum ModuleData {
    /// Memory-mapped file (constants are read in place, never copied).
    Mapped(memmap2::Mmap),
    /// Owned bytes, 8-byte aligned (modules loaded from memory; in the `guard-pages` build every
    /// module, 64-byte aligned, read-only and ending against a guard page).
    Owned(GuardedBytes),
}

impl ModuleData {
    /// All bytes of the file.
    pub fn bytes(&self) -> &[u8] {
        match self {
            ModuleData::Mapped(m) => m,
            ModuleData::Owned(b) => b.bytes(),
        }
    }
}

/// A validated module ready to run.
pub struct LoadedModule {
    /// The module's name, functions and constants. Its `kernels` are empty: they were moved into
    /// [`Self::kernels`] when they were validated.
    pub def: ModuleDef,
    /// Its bytes (the constant segment is read from here).
    pub data: Arc<ModuleData>,
    /// The current value of each global of [`ModuleDef::globals`], in its order: the module
    /// instance's state, which persists between calls (host bytes, counted against the device
    /// memory limit with the decoded module).
    pub globals: std::sync::Mutex<Vec<Vec<u8>>>,
    /// Offset of the data segment in [`Self::data`].
    pub data_offset: usize,
    /// The kernels, validated (and compiled, where the JIT took them), in the module's order.
    pub kernels: Vec<LoadedKernel>,
    /// The host memory the module holds (its decoded metadata, and its bytes when they were
    /// copied), counted against the device memory limit until the module is dropped.
    held: Option<Charge>,
    /// Who the pool's buffers of this module's calls belong to: its arenas and allocations are
    /// handed out again without zeroing to this module only
    /// ([`crate::hal::allocator::PooledAllocator::allocate_for`]).
    pub owner: Owner,
    /// Per function: whether a call of it runs on the caller's thread, its kernels on one
    /// thread ([`runs_on_the_caller`]), instead of in the device's worker pool.
    pub(crate) on_caller: Vec<bool>,
    /// Where the module's instrumentation ops send what they observe (a [`Probes`] until
    /// [`LoadedModule::set_observer`]).
    observer: std::sync::RwLock<Arc<dyn Observer>>,
}

/// Whether a call of function `fi` runs on the caller's thread (kernels on one thread) rather
/// than in the device's worker pool. Handing a call to the pool and back costs tens of µs (a
/// sleeping worker woken, then the caller): more than a second thread saves when
/// - the call is short: it has no loop and no call, and its dispatches would take one core at
///   most [`super::SERIAL_CALL_NS`] by their cost ([`core_ns`]) (`many_small_ops`: 3.5 µs of
///   kernel inside a 19 µs call); or
/// - no kernel it can run would use a second thread anyway: every dispatch of it and of the
///   functions it calls is of a kernel that runs on one thread ([`LoadedKernel::one_thread`]),
///   however many times a loop runs it (`train_fori`: 20 iterations of kernels of at most 5 µs
///   lost 45 µs per call to the hand-off).
///
/// A function with a collective, a parallel region or a transfer runs in the pool.
pub(crate) fn runs_on_the_caller(
    functions: &[FunctionDef],
    fi: usize,
    kernels: &[LoadedKernel],
) -> bool {
    if fi >= functions.len() {
        return false;
    }
    // Over `fi` and every function reachable by calls from it: the dispatches' summed cost,
    // whether the code runs straight through (no back edge, no call), and whether every
    // kernel runs on one thread.
    let (mut ns, mut straight, mut one_thread) = (0u64, true, true);
    let mut seen = vec![false; functions.len()];
    let mut todo = vec![fi];
    seen[fi] = true;
    while let Some(g) = todo.pop() {
        for (pc, ins) in functions[g].code.iter().enumerate() {
            let back = |target: u32| target as usize <= pc;
            match ins {
                Instr::Dispatch { kernel, .. } => {
                    let Some(k) = kernels.get(*kernel as usize) else {
                        return false;
                    };
                    ns = ns.saturating_add(k.ns);
                    one_thread &= k.one_thread();
                }
                Instr::Jump { target } | Instr::BranchFalse { target, .. } => {
                    straight &= !back(*target);
                }
                Instr::Switch { targets, .. } => {
                    straight &= !targets.iter().any(|&t| back(t));
                }
                Instr::Call { func, .. } => {
                    straight = false;
                    let c = *func as usize;
                    if c >= functions.len() {
                        return false;
                    }
                    if !seen[c] {
                        seen[c] = true;
                        todo.push(c);
                    }
                }
                Instr::Collective(_) | Instr::Parallel(_) | Instr::Transfer(_) => return false,
                Instr::Arena { .. }
                | Instr::Const { .. }
                | Instr::Alloc { .. }
                | Instr::View { .. }
                | Instr::Copy { .. }
                | Instr::Fill { .. }
                | Instr::Dealloc { .. }
                | Instr::Alias { .. }
                | Instr::Return { .. }
                | Instr::Check { .. }
                | Instr::Probe(_)
                | Instr::ProcessId { .. }
                | Instr::GlobalLoad { .. }
                | Instr::GlobalStore { .. } => {}
            }
        }
    }
    (straight && ns <= super::SERIAL_CALL_NS) || one_thread
}

/// A kernel of a loaded module: validated, with its JIT-compiled code if the JIT took any of its
/// steps. The two are kept together so that compiled code only ever runs with the kernel it was
/// compiled from.
pub struct LoadedKernel {
    kernel: ValidatedKernel,
    compiled: Option<Compiled>,
    /// Its cost on one core, in ns ([`core_ns`]).
    ns: u64,
}

/// The time `k` takes one core by its cost ([`kernel_cost`]: flops at
/// [`super::CORE_FLOPS_PER_NS`], bytes at [`super::CORE_BYTES_PER_NS`]), in ns.
fn core_ns(k: &ValidatedKernel) -> u64 {
    let c = kernel_cost(k.kernel());
    (c.flops / super::CORE_FLOPS_PER_NS).saturating_add(c.bytes / super::CORE_BYTES_PER_NS)
}

impl LoadedKernel {
    /// `kernel`, compiled by the module's `jit` in [`KernelMode::Jit`].
    fn new(kernel: ValidatedKernel, mode: KernelMode, jit: &mut jit::ModuleJit) -> LoadedKernel {
        let compiled = match mode {
            KernelMode::Jit => jit.compile(&kernel),
            KernelMode::Interpret => None,
        };
        let ns = core_ns(&kernel);
        LoadedKernel {
            kernel,
            compiled,
            ns,
        }
    }

    /// Whether a run of it uses one thread whatever the device has: its cost on one core is at
    /// most [`super::SERIAL_KERNEL_NS`], less than splitting it among the workers and joining
    /// them costs.
    pub fn one_thread(&self) -> bool {
        self.ns <= super::SERIAL_KERNEL_NS
    }

    /// The validated kernel (its work and host-memory bounds included).
    pub fn kernel(&self) -> &ValidatedKernel {
        &self.kernel
    }

    /// Its compiled code, if the JIT took any step.
    pub fn compiled(&self) -> Option<&Compiled> {
        self.compiled.as_ref()
    }

    /// Runs the kernel over `ctx`: compiled steps as compiled code, the rest on the executor.
    pub fn run(&self, ctx: &Ctx) -> Result<(), String> {
        match &self.compiled {
            Some(c) => c.run(&self.kernel, ctx),
            None => run_kernel(&self.kernel, ctx),
        }
    }
}

impl std::fmt::Debug for LoadedModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LoadedModule({})", self.def.name)
    }
}

/// Host bytes a loaded module may hold without counting them against its device's memory limit:
/// a small module loads whatever the limit (tests and examples run calls under limits of a few
/// bytes), while a large one counts everything above this against it.
pub const LOAD_ALLOWANCE: u64 = 1 << 20;

/// What a module being loaded holds: a [`Charge`] against the device limit for what is above
/// [`LOAD_ALLOWANCE`].
struct Held {
    charge: Charge,
    /// What is left of the allowance.
    free: u64,
}

impl Held {
    fn new(allocator: &Arc<PooledAllocator>) -> Result<Held, AllocError> {
        Ok(Held {
            charge: allocator.charge(0)?,
            free: LOAD_ALLOWANCE,
        })
    }
    fn grow(&mut self, bytes: u64) -> Result<(), AllocError> {
        let free = bytes.min(self.free);
        self.charge.grow(bytes - free)?;
        self.free -= free;
        Ok(())
    }
}

/// How kernels are run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelMode {
    /// Compile what the JIT supports, interpret the rest.
    Jit,
    /// Interpret everything (the reference path of the runtime).
    Interpret,
}

impl LoadedModule {
    /// Where `interpreter.print`, `interpreter.probe` and `check.expect_serialized_eq` of this
    /// module's calls go.
    pub fn observer(&self) -> Arc<dyn Observer> {
        self.observer
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Sends the instrumentation of later calls to `observer`.
    pub fn set_observer(&self, observer: Arc<dyn Observer>) {
        *self.observer.write().unwrap_or_else(|e| e.into_inner()) = observer;
    }

    /// Maps and loads a `.vmfb` file. Nothing is counted against a memory limit: see
    /// [`Self::load_file_on`].
    pub fn load_file(path: &Path, mode: KernelMode) -> Result<LoadedModule, String> {
        Self::load_file_in(path, mode, None).map_err(|e| e.message)
    }

    /// Loads a module from bytes in memory. Nothing is counted against a memory limit: see
    /// [`Self::load_bytes_on`].
    pub fn load_bytes(bytes: &[u8], mode: KernelMode) -> Result<LoadedModule, String> {
        Self::load_bytes_in(bytes, mode, None).map_err(|e| e.message)
    }

    /// Maps and loads a `.vmfb` file for a device whose allocator is `allocator`: the host
    /// memory the loaded module holds (its decoded metadata) is counted against the device's
    /// memory limit while the module lives, and a module whose decoded form would not fit under
    /// the limit is rejected while decoding, before the allocation that would pass it
    /// ([`super::ErrorKind::Memory`], E0702, naming the limit). Any other failure is
    /// [`super::ErrorKind::Invalid`] (E0703).
    pub fn load_file_on(
        path: &Path,
        mode: KernelMode,
        allocator: &Arc<PooledAllocator>,
    ) -> Result<LoadedModule, VmError> {
        Self::load_file_in(path, mode, Some(allocator))
    }

    /// Loads a module from bytes in memory for a device whose allocator is `allocator`: as
    /// [`Self::load_file_on`], and the copy of the bytes the module keeps is counted too.
    pub fn load_bytes_on(
        bytes: &[u8],
        mode: KernelMode,
        allocator: &Arc<PooledAllocator>,
    ) -> Result<LoadedModule, VmError> {
        Self::load_bytes_in(bytes, mode, Some(allocator))
    }

    fn load_file_in(
        path: &Path,
        mode: KernelMode,
        allocator: Option<&Arc<PooledAllocator>>,
    ) -> Result<LoadedModule, VmError> {
        let at = |e: VmError| VmError {
            message: format!("{}: {}", path.display(), e.message),
            ..e
        };
        let invalid = |e: std::io::Error| VmError::invalid(format!("{}: {e}", path.display()));
        // A directory, FIFO or device is not a module: said before opening it (opening a FIFO
        // would block until a writer appears, and mapping a directory fails obscurely).
        let meta = std::fs::metadata(path).map_err(invalid)?;
        if !meta.is_file() {
            return Err(VmError::invalid(format!(
                "{}: not a regular file (a .vmfb module is expected)",
                path.display()
            )));
        }
        if crate::hal::allocator::GUARD_PAGES {
            // The module's end (its constants) against a guard page, as `load_bytes` places it.
            // The copy is charged from the file's size before the file is read (a file larger
            // than the limit is not read at all).
            let held = Self::held_for_copy(meta.len(), allocator).map_err(at)?;
            let bytes = std::fs::read(path).map_err(invalid)?;
            if bytes.len() as u64 != meta.len() {
                return Err(VmError::invalid(format!(
                    "{}: the file changed size while it was read ({} then {} bytes)",
                    path.display(),
                    meta.len(),
                    bytes.len()
                )));
            }
            let data = GuardedBytes::new(&bytes).map_err(VmError::invalid)?;
            drop(bytes);
            return Self::from_data(ModuleData::Owned(data), mode, allocator, held).map_err(at);
        }
        let file = std::fs::File::open(path).map_err(invalid)?;
        // SAFETY: the mapping is read-only and private; the module is validated from the mapped
        // bytes before use. (As with any mapped file, truncating it underneath a running process is
        // outside what a loader can defend against.)
        let map = unsafe { memmap2::Mmap::map(&file) }.map_err(invalid)?;
        let held = allocator
            .map(Held::new)
            .transpose()
            .map_err(|e| VmError::memory(format!("{}: {e}", path.display())))?;
        Self::from_data(ModuleData::Mapped(map), mode, allocator, held).map_err(at)
    }

    fn load_bytes_in(
        bytes: &[u8],
        mode: KernelMode,
        allocator: Option<&Arc<PooledAllocator>>,
    ) -> Result<LoadedModule, VmError> {
        // The copy the module keeps is counted before it is made.
        let held = Self::held_for_copy(bytes.len() as u64, allocator)?;
        let data = GuardedBytes::new(bytes).map_err(VmError::invalid)?;
        Self::from_data(ModuleData::Owned(data), mode, allocator, held)
    }

    /// The charge for a copy of a module's `len` bytes, taken before the copy is made.
    fn held_for_copy(
        len: u64,
        allocator: Option<&Arc<PooledAllocator>>,
    ) -> Result<Option<Held>, VmError> {
        allocator
            .map(|a| {
                let mut h = Held::new(a)?;
                h.grow(len)?;
                Ok(h)
            })
            .transpose()
            .map_err(|e: AllocError| {
                VmError::memory(format!("a copy of the module's {len} bytes: {e}"))
            })
    }

    fn from_data(
        data: ModuleData,
        mode: KernelMode,
        allocator: Option<&Arc<PooledAllocator>>,
        mut held: Option<Held>,
    ) -> Result<LoadedModule, VmError> {
        let bytes = data.bytes();
        let layout = match &data {
            // The checksum reads every page of the file: each chunk it has read is dropped from
            // the mapping again, so the process's resident set does not grow with the file (the
            // mapped pages are not counted against the device limit; without this a module of a
            // few hundred MB of constants held them all resident while loading).
            ModuleData::Mapped(map) => format::check_header_releasing(bytes, |offset, len| {
                // SAFETY: the mapping is a read-only shared file mapping (`Mmap::map`) that this
                // process never writes: MADV_DONTNEED only drops its pages from the page tables,
                // and a later read faults the same file contents back in from the page cache, so
                // the bytes every live reference sees are unchanged. The range is inside the
                // mapping (`check_header_releasing` passes sub-ranges of `bytes`) and starts at a
                // multiple of `CHECKSUM_CHUNK` from the mapping's page-aligned start.
                unsafe {
                    map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, offset, len)
                }
                .map_err(|e| format!("releasing the checksummed pages ({offset}+{len}): {e}"))
            }),
            ModuleData::Owned(_) => format::check_header(bytes),
        }
        .map_err(VmError::invalid)?;
        let available = match (allocator, &held) {
            (Some(a), Some(h)) => a.available().saturating_add(h.free),
            _ => u64::MAX,
        };
        let (def, decoded) =
            format::decode_module_within(bytes, layout, available).map_err(|e| {
                if e.kind == ErrorKind::Memory {
                    VmError::memory(format!(
                        "device memory limit exceeded while loading: {} (the {}-byte limit)",
                        e.message,
                        allocator.and_then(|a| a.limit()).unwrap_or(u64::MAX)
                    ))
                } else {
                    e
                }
            })?;
        if let Some(h) = &mut held {
            h.grow(decoded).map_err(|e| {
                VmError::memory(format!(
                    "the decoded module's {decoded} bytes of host memory: {e}"
                ))
            })?;
        }
        let (def, kernels) = validate_module(def, (layout.data.1 - layout.data.0) as u64)
            .map_err(VmError::invalid)?;
        let mut jit = jit::ModuleJit::new();
        let kernels: Vec<LoadedKernel> = kernels
            .into_iter()
            .map(|k| LoadedKernel::new(k, mode, &mut jit))
            .collect();
        let global_bytes: u64 = def.globals.iter().map(|g| g.ty.bytes()).sum();
        if let Some(h) = &mut held {
            h.grow(global_bytes).map_err(|e| {
                VmError::memory(format!("the module's {global_bytes} bytes of globals: {e}"))
            })?;
        }
        let globals = initial_globals(&def, &data, layout.data.0)?;
        let on_caller = (0..def.functions.len())
            .map(|fi| runs_on_the_caller(&def.functions, fi, &kernels))
            .collect();
        let mut m = LoadedModule {
            on_caller,
            def,
            data_offset: layout.data.0,
            data: Arc::new(data),
            globals: std::sync::Mutex::new(globals),
            kernels,
            held: None,
            owner: Owner::fresh(),
            observer: std::sync::RwLock::new(Arc::new(Probes::new())),
        };
        // The compiled code is held as long as the module, against the same limit (its size is
        // bounded by `jit::MAX_MODULE_CODE_BYTES` before this charge).
        if let Some(h) = &mut held {
            let code = m.jit_bytes();
            h.grow(code).map_err(|e| {
                VmError::memory(format!(
                    "the module's {code} bytes of JIT-compiled code: {e}"
                ))
            })?;
        }
        m.held = held.map(|h| h.charge);
        Ok(m)
    }

    /// Host bytes the loaded module holds that are counted against its device's memory limit: its
    /// copy of the bytes (loaded from memory), its decoded form and its JIT-compiled code (0 when
    /// it was loaded without a device, or the device has no limit; the first [`LOAD_ALLOWANCE`]
    /// bytes are not counted).
    pub fn held_bytes(&self) -> u64 {
        self.held.as_ref().map_or(0, Charge::bytes)
    }

    /// Index of a global by name (with or without its `@`).
    pub fn global_index(&self, name: &str) -> Option<usize> {
        let name = name.strip_prefix('@').unwrap_or(name);
        self.def.globals.iter().position(|g| g.name == name)
    }

    /// The current bytes of global `index`.
    pub fn read_global(&self, index: usize) -> Result<Vec<u8>, VmError> {
        let values = self.globals.lock().map_err(|_| poisoned())?;
        values
            .get(index)
            .cloned()
            .ok_or_else(|| VmError::argument(format!("no global {index}")))
    }

    /// Sets global `index` to `bytes` (of its type's size; mutable or not: this is the
    /// embedder's access).
    pub fn write_global(&self, index: usize, bytes: &[u8]) -> Result<(), VmError> {
        let mut values = self.globals.lock().map_err(|_| poisoned())?;
        let v = values
            .get_mut(index)
            .ok_or_else(|| VmError::argument(format!("no global {index}")))?;
        if v.len() != bytes.len() {
            return Err(VmError::argument(format!(
                "global @{} holds {} bytes, {} given",
                self.def.globals[index].name,
                v.len(),
                bytes.len()
            )));
        }
        v.copy_from_slice(bytes);
        Ok(())
    }

    /// Puts every global back to its initial value.
    pub fn reset_globals(&self) -> Result<(), VmError> {
        let fresh = initial_globals(&self.def, &self.data, self.data_offset)?;
        *self.globals.lock().map_err(|_| poisoned())? = fresh;
        Ok(())
    }

    /// Whether a call of function `name` runs on the caller's thread, each kernel on one thread,
    /// instead of in a device's worker pool ([`runs_on_the_caller`]); `None` when the module has
    /// no such function.
    pub fn runs_on_caller(&self, name: &str) -> Option<bool> {
        self.function_index(name).map(|fi| self.on_caller[fi])
    }

    /// Index of a function by name.
    pub fn function_index(&self, name: &str) -> Option<usize> {
        let name = name.strip_prefix('@').unwrap_or(name);
        self.def.functions.iter().position(|f| f.name == name)
    }

    /// The public functions as an error lists them when a name is not found: `@f, @g`.
    pub fn public_function_list(&self) -> String {
        self.def
            .functions
            .iter()
            .filter(|f| f.public)
            .map(|f| format!("@{}", f.name))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Host bytes the module's JIT-compiled code holds (machine code and its bookkeeping), at most
    /// [`jit::MAX_MODULE_CODE_BYTES`] plus one row function; freed with the module.
    pub fn jit_bytes(&self) -> u64 {
        self.kernels
            .iter()
            .filter_map(LoadedKernel::compiled)
            .map(Compiled::jit_bytes)
            .sum()
    }

    /// Runs kernel `k` over `ctx`.
    pub fn run_kernel(&self, k: usize, ctx: &Ctx) -> Result<(), String> {
        self.kernels
            .get(k)
            .ok_or_else(|| format!("kernel {k} out of range"))?
            .run(ctx)
    }
}

/// Most registers of one function (each call frame holds one slot per register; the VM also
/// charges the frame against the device memory limit).
pub const MAX_REGISTERS: u32 = 1 << 16;

/// The structural checks of a decoded module. Returns the module with its kernels moved out, and
/// the kernels validated, in order.
pub fn validate_module(
    mut m: ModuleDef,
    data_len: u64,
) -> Result<(ModuleDef, Vec<ValidatedKernel>), String> {
    for (i, c) in m.constants.iter().enumerate() {
        if c.offset % 64 != 0
            || c.offset.checked_add(c.bytes).is_none_or(|e| e > data_len)
            || c.bytes != c.ty.bytes()
        {
            return Err(format!(
                "constant {i}: {} bytes at offset {} do not fit the {data_len}-byte data segment as a 64-byte-aligned {}",
                c.bytes,
                c.offset,
                c.ty.to_mlir()
            ));
        }
    }
    if let Some(g) = &m.grid {
        super::collective::validate_grid(g)?;
    }
    validate_globals(&m)?;
    if let Some(p) = &m.placement {
        super::collective::validate_placement(p, m.grid.as_ref(), &m.functions)?;
    }
    let kernels = std::mem::take(&mut m.kernels)
        .into_iter()
        .map(validate_kernel)
        .collect::<Result<Vec<ValidatedKernel>, String>>()?;
    let mut names = std::collections::HashSet::new();
    let mut registers = Registers::default();
    for f in &m.functions {
        if !names.insert(f.name.as_str()) {
            return Err(format!("function @{} is defined twice", f.name));
        }
        let bad = |pc: usize, what: &str| format!("@{} instruction {pc}: {what}", f.name);
        for t in f
            .args
            .iter()
            .map(|a| &a.ty)
            .chain(f.results.iter().map(|r| &r.ty))
        {
            let elems = t.shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d));
            if t.shape.len() > 16
                || elems
                    .and_then(|e| e.checked_mul(8))
                    .is_none_or(|b| b > 1 << 40)
            {
                return Err(format!("@{}: a signature type is too large", f.name));
            }
        }
        if f.num_regs > MAX_REGISTERS || (f.args.len() as u64) > f.num_regs as u64 {
            return Err(format!("@{}: bad register count {}", f.name, f.num_regs));
        }
        if f.locs.len() != f.code.len() {
            return Err(format!(
                "@{}: {} locations for {} instructions",
                f.name,
                f.locs.len(),
                f.code.len()
            ));
        }
        if f.plan
            .arena_bytes
            .checked_add(f.plan.scratch_bytes)
            .is_none_or(|t| t > 1 << 40)
        {
            return Err(format!("@{}: arena too large", f.name));
        }
        if !matches!(f.code.last(), Some(Instr::Return { .. })) {
            return Err(format!("@{}: code does not end in a return", f.name));
        }
        let reg_ok = |r: &Reg| *r < f.num_regs;
        for (pc, ins) in f.code.iter().enumerate() {
            let regs: Vec<Reg> = match ins {
                Instr::Arena { dst } => vec![*dst],
                Instr::Const { dst, index } => {
                    if *index as usize >= m.constants.len() {
                        return Err(bad(pc, "constant index out of range"));
                    }
                    vec![*dst]
                }
                Instr::Alloc { dst, bytes } => {
                    if *bytes > 1 << 40 {
                        return Err(bad(pc, "allocation too large"));
                    }
                    vec![*dst]
                }
                Instr::View { dst, src, .. } => vec![*dst, *src],
                Instr::Dispatch { kernel, bindings } => {
                    let k = kernels
                        .get(*kernel as usize)
                        .ok_or_else(|| bad(pc, "kernel index out of range"))?;
                    if k.bindings.len() != bindings.len() {
                        return Err(bad(
                            pc,
                            &format!(
                                "kernel '{}' takes {} bindings, {} given",
                                k.name,
                                k.bindings.len(),
                                bindings.len()
                            ),
                        ));
                    }
                    if k.scratch_bytes() > f.plan.scratch_bytes {
                        return Err(bad(
                            pc,
                            &format!(
                                "kernel '{}' needs {} scratch bytes, the function reserves {}",
                                k.name,
                                k.scratch_bytes(),
                                f.plan.scratch_bytes
                            ),
                        ));
                    }
                    bindings.clone()
                }
                Instr::Copy { dst, src } | Instr::Alias { dst, src } => vec![*dst, *src],
                Instr::Fill { dst, .. } => vec![*dst],
                Instr::Dealloc { reg } => vec![*reg],
                Instr::Call {
                    func,
                    args,
                    results,
                } => {
                    let g = m
                        .functions
                        .get(*func as usize)
                        .ok_or_else(|| bad(pc, "callee out of range"))?;
                    if g.args.len() != args.len() || g.results.len() != results.len() {
                        return Err(bad(pc, &format!("arity mismatch calling @{}", g.name)));
                    }
                    args.iter().chain(results).copied().collect()
                }
                Instr::Check {
                    actual,
                    expected,
                    check,
                } => {
                    let (ty, rule) = (&check.ty, &check.rule);
                    let elems = ty.shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d));
                    if ty.shape.len() > 16
                        || elems.is_none_or(|e| e > 1 << 40)
                        || !crate::kernel::storage::supported(ty.dtype)
                    {
                        return Err(bad(pc, &format!("a check of {}", ty.to_mlir())));
                    }
                    let tolerances = match *rule {
                        CheckRule::Eq | CheckRule::Ne | CheckRule::Close { .. } => vec![],
                        CheckRule::AlmostEq { tolerance } => vec![tolerance],
                        CheckRule::AllClose { atol, rtol } => vec![atol, rtol],
                    };
                    if tolerances.iter().any(|t| t.is_nan() || *t < 0.0) {
                        return Err(bad(pc, "a check with a negative or NaN tolerance"));
                    }
                    vec![*actual, *expected]
                }
                Instr::Probe(p) => {
                    let ty = &p.ty;
                    let elems = ty.shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d));
                    if ty.shape.len() > 16
                        || elems.is_none_or(|e| e > 1 << 40)
                        || !crate::kernel::storage::supported(ty.dtype)
                    {
                        return Err(bad(pc, &format!("a probe of {}", ty.to_mlir())));
                    }
                    vec![p.src]
                }
                Instr::Jump { target } => {
                    if *target as usize >= f.code.len() {
                        return Err(bad(pc, "jump target out of range"));
                    }
                    vec![]
                }
                Instr::BranchFalse { cond, target } => {
                    if *target as usize >= f.code.len() {
                        return Err(bad(pc, "branch target out of range"));
                    }
                    vec![*cond]
                }
                Instr::Switch { index, targets } => {
                    if targets.is_empty() || targets.len() > 1 << 16 {
                        return Err(bad(pc, "a switch needs 1 to 65536 targets"));
                    }
                    if targets.iter().any(|&t| t as usize >= f.code.len()) {
                        return Err(bad(pc, "switch target out of range"));
                    }
                    vec![*index]
                }
                Instr::Return { regs } => {
                    if regs.len() != f.results.len() {
                        return Err(bad(pc, "returns the wrong number of values"));
                    }
                    regs.clone()
                }
                Instr::Collective(c) => {
                    super::collective::validate(c, m.grid.as_ref()).map_err(|e| bad(pc, &e))?;
                    c.operands
                        .iter()
                        .chain(&c.results)
                        .chain(c.root.as_ref().map(|r| &r.0))
                        .copied()
                        .collect()
                }
                Instr::ProcessId { dst, .. } => vec![*dst],
                Instr::Parallel(p) => {
                    super::collective::validate_parallel(p, &m.functions)
                        .map_err(|e| bad(pc, &e))?;
                    p.args
                        .iter()
                        .chain(&p.results)
                        .chain(&p.infeed)
                        .copied()
                        .collect()
                }
                Instr::Transfer(t) => {
                    super::collective::validate_transfer(t).map_err(|e| bad(pc, &e))?;
                    t.regs.clone()
                }
                Instr::GlobalLoad { dst, global } => {
                    if *global as usize >= m.globals.len() {
                        return Err(bad(pc, "global index out of range"));
                    }
                    vec![*dst]
                }
                Instr::GlobalStore { global, src } => {
                    let g = m
                        .globals
                        .get(*global as usize)
                        .ok_or_else(|| bad(pc, "global index out of range"))?;
                    if !g.mutable {
                        return Err(bad(
                            pc,
                            &format!("a store to global @{}, which is not mutable", g.name),
                        ));
                    }
                    vec![*src]
                }
            };
            if !regs.iter().all(reg_ok) {
                return Err(bad(pc, "register out of range"));
            }
        }
        check_defined(f, &mut registers)?;
    }
    Ok((m, kernels))
}

/// The error of a lock whose holder panicked.
fn poisoned() -> VmError {
    VmError::invalid("the module's globals were left inconsistent by a panic")
}

/// Each global's initial bytes: its constant's (validated to fit) or zeros. The memory is
/// reserved fallibly (a module may declare globals of up to 2^40 bytes; the device limit was
/// charged first when there is one).
fn initial_globals(
    def: &ModuleDef,
    data: &ModuleData,
    data_offset: usize,
) -> Result<Vec<Vec<u8>>, VmError> {
    def.globals
        .iter()
        .map(|g| {
            let n = g.ty.bytes() as usize;
            let mut v: Vec<u8> = Vec::new();
            v.try_reserve_exact(n).map_err(|_| {
                VmError::memory(format!(
                    "the {n} bytes of global @{} cannot be allocated",
                    g.name
                ))
            })?;
            let init = def
                .constants
                .get(g.init as usize)
                .filter(|_| g.init != NO_INITIAL_VALUE)
                .and_then(|c| {
                    let at = data_offset + c.offset as usize;
                    data.bytes().get(at..at + n)
                });
            match init {
                Some(bytes) => v.extend_from_slice(bytes),
                None => v.resize(n, 0),
            }
            Ok(v)
        })
        .collect()
}

/// What an instruction does to registers: (read, defined, dropped).
pub(super) fn reg_effects(ins: &Instr) -> (Vec<Reg>, Vec<Reg>, Vec<Reg>) {
    match ins {
        Instr::Arena { dst } | Instr::Const { dst, .. } | Instr::Alloc { dst, .. } => {
            (vec![], vec![*dst], vec![])
        }
        Instr::View { dst, src, .. } | Instr::Alias { dst, src } => {
            (vec![*src], vec![*dst], vec![])
        }
        Instr::Copy { dst, src } => (vec![*dst, *src], vec![], vec![]),
        Instr::Fill { dst, .. } => (vec![*dst], vec![], vec![]),
        Instr::Dispatch { bindings, .. } => (bindings.clone(), vec![], vec![]),
        Instr::Dealloc { reg } => (vec![], vec![], vec![*reg]),
        Instr::Call { args, results, .. } => (args.clone(), results.clone(), vec![]),
        Instr::Check {
            actual, expected, ..
        } => (vec![*actual, *expected], vec![], vec![]),
        Instr::Jump { .. } => (vec![], vec![], vec![]),
        Instr::BranchFalse { cond, .. } => (vec![*cond], vec![], vec![]),
        Instr::Switch { index, .. } => (vec![*index], vec![], vec![]),
        Instr::Return { regs } => (regs.clone(), vec![], vec![]),
        Instr::Collective(c) => (
            c.operands
                .iter()
                .chain(&c.results)
                .chain(c.root.as_ref().map(|r| &r.0))
                .copied()
                .collect(),
            vec![],
            vec![],
        ),
        Instr::ProcessId { dst, .. } => (vec![*dst], vec![], vec![]),
        Instr::Parallel(p) => (
            p.args.iter().chain(&p.infeed).copied().collect(),
            p.results.clone(),
            vec![],
        ),
        // A receiving transfer writes buffers defined before it, as a collective does.
        Instr::Transfer(t) => (t.regs.clone(), vec![], vec![]),
        Instr::GlobalLoad { dst, .. } => (vec![*dst], vec![], vec![]),
        Instr::GlobalStore { src, .. } => (vec![*src], vec![], vec![]),
        Instr::Probe(p) => (vec![p.src], vec![], vec![]),
    }
}

/// The checks of a module's globals section: distinct names, types of at most 16 dimensions and
/// 2^40 bytes that the runtime stores, and an initial value (when there is one) that is a
/// constant of exactly the global's type.
fn validate_globals(m: &ModuleDef) -> Result<(), String> {
    let mut names = std::collections::HashSet::new();
    for (i, g) in m.globals.iter().enumerate() {
        if !names.insert(g.name.as_str()) {
            return Err(format!("global @{} is defined twice", g.name));
        }
        let t = &g.ty;
        let elems = t.shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d));
        if t.shape.len() > 16
            || elems
                .and_then(|e| e.checked_mul(8))
                .is_none_or(|b| b > 1 << 40)
            || !crate::kernel::storage::supported(t.dtype)
        {
            return Err(format!(
                "global {i} (@{}): type {} is not one a global can have",
                g.name,
                t.to_mlir()
            ));
        }
        if g.init != NO_INITIAL_VALUE {
            let c = m.constants.get(g.init as usize).ok_or_else(|| {
                format!(
                    "global {i} (@{}): initial value constant {} out of range",
                    g.name, g.init
                )
            })?;
            if c.ty != g.ty {
                return Err(format!(
                    "global {i} (@{}) of type {} has an initial value of type {}",
                    g.name,
                    g.ty.to_mlir(),
                    c.ty.to_mlir()
                ));
            }
        }
    }
    Ok(())
}

/// Where control may go after instruction `pc`.
pub(super) fn successors(ins: &Instr, pc: usize, len: usize) -> Vec<usize> {
    match ins {
        Instr::Jump { target } => vec![*target as usize],
        Instr::BranchFalse { target, .. } => vec![pc + 1, *target as usize],
        Instr::Switch { targets, .. } => targets.iter().map(|&t| t as usize).collect(),
        Instr::Return { .. } => vec![],
        _ => vec![pc + 1],
    }
    .into_iter()
    .filter(|&s| s < len)
    .collect()
}
