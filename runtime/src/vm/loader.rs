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
use crate::kernel::exec::{run_kernel, Ctx};
use crate::kernel::jit::{self, Compiled};
use crate::kernel::validate::validate_kernel;

/// The bytes of a module: mapped from its file or owned.
#[derive(Debug)]
pub enum ModuleData {
    /// Memory-mapped file (constants are read in place, never copied).
    Mapped(memmap2::Mmap),
    /// Owned, 8-byte-aligned bytes (modules loaded from memory).
    Owned(Vec<u64>, usize),
}

impl ModuleData {
    /// All bytes of the file.
    pub fn bytes(&self) -> &[u8] {
        match self {
            ModuleData::Mapped(m) => m,
            ModuleData::Owned(v, n) => {
                // SAFETY: a Vec<u64> of `v.len()` words holds `8 * v.len() >= n` initialized bytes.
                unsafe { std::slice::from_raw_parts(v.as_ptr() as *const u8, *n) }
            }
        }
    }
}

/// A validated module ready to run.
pub struct LoadedModule {
    /// The module.
    pub def: ModuleDef,
    /// Its bytes (the constant segment is read from here).
    pub data: Arc<ModuleData>,
    /// Offset of the data segment in [`Self::data`].
    pub data_offset: usize,
    /// Compiled kernels (None: run by the portable executor).
    pub compiled: Vec<Option<Compiled>>,
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
        let mut words = vec![0u64; bytes.len().div_ceil(8)];
        for (i, c) in bytes.chunks(8).enumerate() {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            words[i] = u64::from_ne_bytes(w);
        }
        Self::from_data(ModuleData::Owned(words, bytes.len()), mode)
    }

    fn from_data(data: ModuleData, mode: KernelMode) -> Result<LoadedModule, String> {
        let bytes = data.bytes();
        let layout = format::check_header(bytes)?;
        let def = format::decode_module(bytes, layout)?;
        validate_module(&def, (layout.data.1 - layout.data.0) as u64)?;
        let compiled = def
            .kernels
            .iter()
            .map(|k| match mode {
                KernelMode::Jit => jit::compile(k),
                KernelMode::Interpret => None,
            })
            .collect();
        Ok(LoadedModule {
            def,
            data_offset: layout.data.0,
            data: Arc::new(data),
            compiled,
        })
    }

    /// Index of a function by name.
    pub fn function_index(&self, name: &str) -> Option<usize> {
        let name = name.strip_prefix('@').unwrap_or(name);
        self.def.functions.iter().position(|f| f.name == name)
    }

    /// Runs kernel `k`.
    pub fn run_kernel(&self, k: usize, ctx: &Ctx) -> Result<(), String> {
        match &self.compiled[k] {
            Some(c) => c.run(&self.def.kernels[k], ctx),
            None => run_kernel(&self.def.kernels[k], ctx),
        }
    }
}

/// The structural checks of a decoded module.
pub fn validate_module(m: &ModuleDef, data_len: u64) -> Result<(), String> {
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
    for k in &m.kernels {
        validate_kernel(k)?;
    }
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
        if f.num_regs > 1 << 20 || (f.args.len() as u64) > f.num_regs as u64 {
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
                    let k = m
                        .kernels
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
                    if let CheckRule::AlmostEq { tolerance } = rule {
                        if tolerance.is_nan() || *tolerance < 0.0 {
                            return Err(bad(pc, "a check with a negative or NaN tolerance"));
                        }
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
    }
    Ok(())
}
