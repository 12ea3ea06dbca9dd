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
use super::format;
use crate::hal::allocator::GuardedBytes;
use crate::kernel::exec::{run_kernel, Ctx};
use crate::kernel::jit::{self, Compiled};
use crate::kernel::validate::{validate_kernel, ValidatedKernel};

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
    /// Offset of the data segment in [`Self::data`].
    pub data_offset: usize,
    /// The kernels, validated (and compiled, where the JIT took them), in the module's order.
    pub kernels: Vec<LoadedKernel>,
}

/// A kernel of a loaded module: validated, with its JIT-compiled code if the JIT took any of its
/// steps. The two are kept together so that compiled code only ever runs with the kernel it was
/// compiled from.
pub struct LoadedKernel {
    kernel: ValidatedKernel,
    compiled: Option<Compiled>,
}

impl LoadedKernel {
    /// `kernel`, compiled by the module's `jit` in [`KernelMode::Jit`].
    fn new(kernel: ValidatedKernel, mode: KernelMode, jit: &mut jit::ModuleJit) -> LoadedKernel {
        let compiled = match mode {
            KernelMode::Jit => jit.compile(&kernel),
            KernelMode::Interpret => None,
        };
        LoadedKernel { kernel, compiled }
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

/// How kernels are run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelMode {
    /// Compile what the JIT supports, interpret the rest.
    Jit,
    /// Interpret everything (the reference path of the runtime).
    Interpret,
}

impl LoadedModule {
    /// Maps and loads a `.vmfb` file.
    pub fn load_file(path: &Path, mode: KernelMode) -> Result<LoadedModule, String> {
        // A directory, FIFO or device is not a module: said before opening it (opening a FIFO
        // would block until a writer appears, and mapping a directory fails obscurely).
        let meta = std::fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?;
        if !meta.is_file() {
            return Err(format!(
                "{}: not a regular file (a .vmfb module is expected)",
                path.display()
            ));
        }
        if crate::hal::allocator::GUARD_PAGES {
            // The module's end (its constants) against a guard page, as `load_bytes` places it.
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            return Self::load_bytes(&bytes, mode).map_err(|e| format!("{}: {e}", path.display()));
        }
        let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        // SAFETY: the mapping is read-only and private; the module is validated from the mapped
        // bytes before use. (As with any mapped file, truncating it underneath a running process is
        // outside what a loader can defend against.)
        let map =
            unsafe { memmap2::Mmap::map(&file) }.map_err(|e| format!("{}: {e}", path.display()))?;
        Self::from_data(ModuleData::Mapped(map), mode)
            .map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Loads a module from bytes in memory.
    pub fn load_bytes(bytes: &[u8], mode: KernelMode) -> Result<LoadedModule, String> {
        Self::from_data(ModuleData::Owned(GuardedBytes::new(bytes)?), mode)
    }

    fn from_data(data: ModuleData, mode: KernelMode) -> Result<LoadedModule, String> {
        let bytes = data.bytes();
        let layout = format::check_header(bytes)?;
        let def = format::decode_module(bytes, layout)?;
        let (def, kernels) = validate_module(def, (layout.data.1 - layout.data.0) as u64)?;
        let mut jit = jit::ModuleJit::new();
        let kernels = kernels
            .into_iter()
            .map(|k| LoadedKernel::new(k, mode, &mut jit))
            .collect();
        Ok(LoadedModule {
            def,
            data_offset: layout.data.0,
            data: Arc::new(data),
            kernels,
        })
    }

    /// Index of a function by name.
    pub fn function_index(&self, name: &str) -> Option<usize> {
        let name = name.strip_prefix('@').unwrap_or(name);
        self.def.functions.iter().position(|f| f.name == name)
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
    let kernels = std::mem::take(&mut m.kernels)
        .into_iter()
        .map(validate_kernel)
        .collect::<Result<Vec<ValidatedKernel>, String>>()?;
    let mut names = std::collections::HashSet::new();
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
                    ty,
                    rule,
                    ..
                } => {
                    let elems = ty.shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d));
                    if ty.shape.len() > 16
                        || elems.is_none_or(|e| e > 1 << 40)
                        || !crate::kernel::storage::supported(ty.dtype)
                    {
                        return Err(bad(pc, &format!("a check of {}", ty.to_mlir())));
                    }
                    let tolerances = match *rule {
                        CheckRule::Eq | CheckRule::Close { .. } => vec![],
                        CheckRule::AlmostEq { tolerance } => vec![tolerance],
                        CheckRule::AllClose { atol, rtol } => vec![atol, rtol],
                    };
                    if tolerances.iter().any(|t| t.is_nan() || *t < 0.0) {
                        return Err(bad(pc, "a check with a negative or NaN tolerance"));
                    }
                    vec![*actual, *expected]
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
            };
            if !regs.iter().all(reg_ok) {
                return Err(bad(pc, "register out of range"));
            }
        }
        check_defined(f)?;
    }
    Ok((m, kernels))
}

/// What an instruction does to registers: (read, defined, dropped).
fn reg_effects(ins: &Instr) -> (Vec<Reg>, Vec<Reg>, Vec<Reg>) {
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
    }
}

/// Where control may go after instruction `pc`.
fn successors(ins: &Instr, pc: usize, len: usize) -> Vec<usize> {
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

/// Every register an instruction reads is defined on every path that reaches it (a must-be-defined
/// dataflow over the function's basic blocks; a dealloc undefines its register). Targets and
/// register indices were checked before.
fn check_defined(f: &FunctionDef) -> Result<(), String> {
    let len = f.code.len();
    let words = (f.num_regs as usize).div_ceil(64);
    // Basic blocks: leaders are the entry, branch targets and what follows a branch or return.
    let mut leader = vec![false; len];
    leader[0] = true;
    for (pc, ins) in f.code.iter().enumerate() {
        if matches!(
            ins,
            Instr::Jump { .. }
                | Instr::BranchFalse { .. }
                | Instr::Switch { .. }
                | Instr::Return { .. }
        ) {
            for s in successors(ins, pc, len) {
                leader[s] = true;
            }
            if pc + 1 < len {
                leader[pc + 1] = true;
            }
        }
    }
    let starts: Vec<usize> = (0..len).filter(|&i| leader[i]).collect();
    if starts.len().saturating_mul(words) > 1 << 26 {
        return Err(format!(
            "@{}: {} blocks over {} registers are too many to validate",
            f.name,
            starts.len(),
            f.num_regs
        ));
    }
    let block_of: std::collections::HashMap<usize, usize> =
        starts.iter().enumerate().map(|(b, &s)| (s, b)).collect();
    let end_of = |b: usize| starts.get(b + 1).copied().unwrap_or(len);
    let set = |v: &mut [u64], r: Reg| v[r as usize / 64] |= 1 << (r % 64);
    let clear = |v: &mut [u64], r: Reg| v[r as usize / 64] &= !(1 << (r % 64));
    let has = |v: &[u64], r: Reg| v[r as usize / 64] & (1 << (r % 64)) != 0;
    // The state at each block's entry: all registers until a path reaches it (meet = and).
    let mut entry: Vec<Vec<u64>> = vec![vec![u64::MAX; words]; starts.len()];
    let mut reached = vec![false; starts.len()];
    let mut first = vec![0u64; words];
    for a in 0..f.args.len() {
        set(&mut first, a as Reg);
    }
    entry[0] = first;
    reached[0] = true;
    let mut work = vec![0usize];
    while let Some(b) = work.pop() {
        let mut cur = entry[b].clone();
        for pc in starts[b]..end_of(b) {
            let (_, defs, drops) = reg_effects(&f.code[pc]);
            for r in drops {
                clear(&mut cur, r);
            }
            for r in defs {
                set(&mut cur, r);
            }
        }
        let last = end_of(b) - 1;
        for s in successors(&f.code[last], last, len) {
            let t = block_of[&s];
            let before = entry[t].clone();
            let mut next: Vec<u64> = if reached[t] {
                before.iter().zip(&cur).map(|(x, y)| x & y).collect()
            } else {
                cur.clone()
            };
            if !reached[t] || next != before {
                reached[t] = true;
                std::mem::swap(&mut entry[t], &mut next);
                work.push(t);
            }
        }
    }
    for (b, &start) in starts.iter().enumerate() {
        if !reached[b] {
            continue;
        }
        let mut cur = entry[b].clone();
        for pc in start..end_of(b) {
            let (reads, defs, drops) = reg_effects(&f.code[pc]);
            if let Some(r) = reads.iter().find(|&&r| !has(&cur, r)) {
                return Err(format!(
                    "@{} instruction {pc}: register {r} is read where some path has not defined it",
                    f.name
                ));
            }
            for r in drops {
                clear(&mut cur, r);
            }
            for r in defs {
                set(&mut cur, r);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod definedness_tests {
    use super::*;

    fn func(num_regs: u32, code: Vec<Instr>) -> FunctionDef {
        FunctionDef {
            name: "f".into(),
            public: true,
            args: vec![],
            results: vec![ResultDef {
                ty: TensorType {
                    dtype: crate::host_tensor::ElemType::F32,
                    shape: vec![],
                },
                attrs: String::new(),
            }],
            num_regs,
            plan: MemoryPlan::default(),
            locs: vec![String::new(); code.len()],
            code,
        }
    }

    #[test]
    fn a_register_defined_on_one_branch_only_is_rejected() {
        // 0: r0 = alloc; 1: if r0 is false goto 3; 2: r1 = alloc; 3: return r1
        let f = func(
            2,
            vec![
                Instr::Alloc { dst: 0, bytes: 4 },
                Instr::BranchFalse { cond: 0, target: 3 },
                Instr::Alloc { dst: 1, bytes: 4 },
                Instr::Return { regs: vec![1] },
            ],
        );
        let e = check_defined(&f).unwrap_err();
        assert!(e.contains("instruction 3: register 1"), "{e}");
        // Defined on both paths: accepted.
        let f = func(
            2,
            vec![
                Instr::Alloc { dst: 0, bytes: 4 },
                Instr::BranchFalse { cond: 0, target: 4 },
                Instr::Alloc { dst: 1, bytes: 4 },
                Instr::Jump { target: 5 },
                Instr::Alloc { dst: 1, bytes: 4 },
                Instr::Return { regs: vec![1] },
            ],
        );
        assert_eq!(check_defined(&f), Ok(()));
    }

    #[test]
    fn a_loop_that_drops_a_register_it_reads_next_time_is_rejected() {
        // 0: r0 = alloc; 1: r1 = alloc; 2: copy r0 -> r1; 3: dealloc r0;
        // 4: if r1 is false goto 6; 5: jump 2; 6: return r1
        let mut code = vec![
            Instr::Alloc { dst: 0, bytes: 4 },
            Instr::Alloc { dst: 1, bytes: 4 },
            Instr::Copy { dst: 1, src: 0 },
            Instr::Dealloc { reg: 0 },
            Instr::BranchFalse { cond: 1, target: 6 },
            Instr::Jump { target: 2 },
            Instr::Return { regs: vec![1] },
        ];
        let e = check_defined(&func(2, code.clone())).unwrap_err();
        assert!(e.contains("instruction 2: register 0"), "{e}");
        // Without the dealloc in the loop it is fine.
        code[3] = Instr::Fill { dst: 1, byte: 0 };
        assert_eq!(check_defined(&func(2, code)), Ok(()));
    }
}
