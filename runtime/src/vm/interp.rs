//! Running one call of a function: [`Device::run`] sets up a [`Frame`] (the registers, the
//! call's arena, its budget and trace) and [`Frame::run`] steps through the bytecode.
//!
//! Each instruction has its handler, a method on the frame, grouped as the instructions group:
//! memory (`arena`, `constant`, `alloc`, `view`, `alias`, `dealloc`, `copy`, `fill`), kernels
//! (`dispatch`), calls and checks (`call`, `check`), control flow (`branch_false`, `switch`,
//! `ret`). The loop is one `match` over [`Instr`] that calls them: no dynamic dispatch and no
//! allocation of its own (the registers are allocated once per call); the small handlers are
//! `#[inline]` so that they compile into the loop as the arms of one function did, and the error
//! paths are `#[cold]`.

use std::collections::HashMap;

use super::bytecode::{
    CheckDef, CheckRule, CollectiveDef, CollectiveKind, FunctionDef, Instr, ParallelDef,
    ProbeAction, ProbeDef, Reg, TensorType, TransferDef, TransferKind,
};
use super::collective::{result_bytes, Comm, Feeds};
use super::profile::Profile;
use super::{
    check, observe, Budget, BufferView, Device, LoadedModule, Mem, Site, SourceLoc, Trace,
    TraceEvent, VmError, ALLOC_WORK, CHECK_ELEMENT_WORK, DISPATCH_WORK, INSTRUCTION_WORK,
    MAX_CALLS, MAX_CALL_DEPTH, PRINT_MAX_ELEMENTS, PROBE_MAX_BYTES, REGISTER_WORK,
};
use crate::kernel::exec::{Ctx, RawBuf};
use crate::kernel::validate::{bytes_work, copy_work};
use std::time::Instant;

/// What an instruction leaves the interpreter loop to do next.
enum Flow {
    /// Run the instruction at this index.
    Next(usize),
    /// Return these results.
    Return(Vec<BufferView>),
}

impl Device {
    /// Runs function `fi` of `m` on `args` (a call at depth `depth`, spending `budget`) and
    /// returns its results.
    // The call's instruments (trace, profile) and its position (depth, budget) travel together
    // only here.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn run(
        &self,
        m: &LoadedModule,
        fi: usize,
        args: Vec<BufferView>,
        trace: Option<&mut Trace>,
        profile: Option<&mut Profile>,
        depth: usize,
        budget: &mut Budget,
        comm: &Comm,
    ) -> Result<Vec<BufferView>, VmError> {
        if depth > MAX_CALL_DEPTH {
            return Err(VmError::limit(format!(
                "call depth exceeds {MAX_CALL_DEPTH}"
            )));
        }
        budget.calls += 1;
        if budget.calls > MAX_CALLS {
            return Err(VmError::limit(format!(
                "the call makes more than {MAX_CALLS} function calls"
            )));
        }
        let f = &m.def.functions[fi];
        // The register file is host memory the module sizes: counted against the device limit.
        let frame_bytes = f.num_regs as u64 * std::mem::size_of::<Option<BufferView>>() as u64;
        let _frame = self.allocator.charge(frame_bytes).map_err(|e| {
            VmError::memory(format!(
                "the call frame of @{} ({} registers): {e}",
                f.name, f.num_regs
            ))
        })?;
        let mut regs: Vec<Option<BufferView>> = vec![None; f.num_regs as usize];
        for (i, a) in args.into_iter().enumerate() {
            regs[i] = Some(a);
        }
        let loops = LoopTrace::new(f, trace.is_some());
        let mut profile = profile;
        let outermost = depth == 0;
        if let (Some(p), true) = (profile.as_deref_mut(), outermost) {
            p.entered();
        }
        let results = Frame {
            device: self,
            m,
            f,
            depth,
            budget,
            trace,
            profile: profile.as_deref_mut(),
            loops,
            regs,
            arena: None,
            comm,
            raws: Vec::new(),
        }
        .run();
        if let (Some(p), true) = (profile, outermost) {
            p.returned();
        }
        results
    }
}

/// The state of one call while its bytecode runs.
struct Frame<'a> {
    device: &'a Device,
    m: &'a LoadedModule,
    f: &'a FunctionDef,
    /// How deep this call is (the entry function is at 0).
    depth: usize,
    /// What the whole call (this function and every callee) may still spend.
    budget: &'a mut Budget,
    trace: Option<&'a mut Trace>,
    /// Where the time goes, when profiling.
    profile: Option<&'a mut Profile>,
    /// The loops being traced (empty when there is no trace).
    loops: LoopTrace,
    regs: Vec<Option<BufferView>>,
    /// The call's arena, once `Arena` has run.
    arena: Option<BufferView>,
    /// The channels of the process this call runs in.
    comm: &'a Comm,
    /// A dispatch's bindings, kept to be reused by the next dispatch.
    raws: Vec<RawBuf>,
}

/// The instruction's location as the function records it, or `?`.
fn raw_loc(f: &FunctionDef, pc: usize) -> &str {
    f.locs.get(pc).map(String::as_str).unwrap_or("?")
}

/// `@f instruction N (LOC)`: how a trace names an instruction.
fn here(f: &FunctionDef, pc: usize) -> String {
    format!("@{} instruction {pc} ({})", f.name, raw_loc(f, pc))
}

impl Frame<'_> {
    /// The interpreter loop: charges each instruction to the budget, records loops when
    /// tracing, and runs the instruction's handler (timing it when profiling: the loop is
    /// compiled twice, so an unprofiled call never reads the clock).
    fn run(&mut self) -> Result<Vec<BufferView>, VmError> {
        let f = self.f;
        let mut pc = 0usize;
        while let Some(ins) = f.code.get(pc) {
            self.spend(ins, pc)?;
            if let Some(t) = self.trace.as_deref_mut() {
                self.loops.step(t, f, pc, ins);
            }
            let flow = if self.profile.is_some() {
                self.exec_profiled(ins, pc)?
            } else {
                self.exec(ins, pc)?
            };
            pc = match flow {
                Flow::Next(next) => next,
                Flow::Return(results) => return Ok(results),
            };
        }
        Err(VmError::invalid(format!("@{}: no return", self.f.name)))
    }

    /// [`Frame::exec`], timed into the profile: a `call`'s row gets its time less what the
    /// callee's instructions recorded.
    #[inline(never)]
    fn exec_profiled(&mut self, ins: &Instr, pc: usize) -> Result<Flow, VmError> {
        let before = self.profile.as_deref().map_or(0.0, Profile::recorded);
        let t0 = Instant::now();
        let flow = self.exec(ins, pc);
        let seconds = t0.elapsed().as_secs_f64();
        if let Some(p) = self.profile.as_deref_mut() {
            let nested = p.recorded() - before;
            p.instruction(ins.kind(), seconds, nested);
        }
        flow
    }

    /// Runs one instruction's handler.
    #[inline(always)]
    fn exec(&mut self, ins: &Instr, pc: usize) -> Result<Flow, VmError> {
        Ok(Flow::Next(match ins {
            // Memory.
            Instr::Arena { dst } => {
                self.arena(*dst, pc)?;
                pc + 1
            }
            Instr::Const { dst, index } => {
                self.constant(*dst, *index);
                pc + 1
            }
            Instr::Alloc { dst, bytes } => {
                self.alloc(*dst, *bytes, pc)?;
                pc + 1
            }
            Instr::View {
                dst,
                src,
                offset,
                bytes,
            } => {
                self.view(*dst, *src, *offset, *bytes, pc)?;
                pc + 1
            }
            Instr::Alias { dst, src } => {
                self.alias(*dst, *src, pc)?;
                pc + 1
            }
            Instr::Dealloc { reg } => {
                self.regs[*reg as usize] = None;
                pc + 1
            }
            Instr::Copy { dst, src } => {
                self.copy(*dst, *src, pc)?;
                pc + 1
            }
            Instr::GlobalLoad { dst, global } => {
                self.global_load(*dst, *global, pc)?;
                pc + 1
            }
            Instr::GlobalStore { global, src } => {
                self.global_store(*global, *src, pc)?;
                pc + 1
            }
            Instr::Fill { dst, byte } => {
                self.fill(*dst, *byte, pc)?;
                pc + 1
            }
            // Kernels.
            Instr::Dispatch { kernel, bindings } => {
                self.dispatch(*kernel, bindings, pc)?;
                pc + 1
            }
            // Calls and checks.
            Instr::Call {
                func,
                args,
                results,
            } => {
                self.call(*func, args, results, pc)?;
                pc + 1
            }
            Instr::Check {
                actual,
                expected,
                check,
            } => {
                let CheckDef {
                    ty,
                    rule,
                    spelling,
                    loc,
                } = &**check;
                self.check(pc, [*actual, *expected], ty, *rule, spelling, loc)?;
                pc + 1
            }
            Instr::Probe(p) => {
                self.probe(p, pc)?;
                pc + 1
            }
            // Control flow.
            Instr::Jump { target } => *target as usize,
            Instr::BranchFalse { cond, target } => self.branch_false(*cond, *target, pc)?,
            Instr::Switch { index, targets } => self.switch(*index, targets, pc)?,
            Instr::Return { regs } => return Ok(Flow::Return(self.ret(regs, pc)?)),
            // Between processes.
            Instr::Collective(c) => {
                self.collective(c, pc)?;
                pc + 1
            }
            Instr::ProcessId { dst, partition } => {
                self.process_id(*dst, *partition, pc)?;
                pc + 1
            }
            Instr::Parallel(p) => {
                self.parallel(p, pc)?;
                pc + 1
            }
            Instr::Transfer(t) => {
                self.transfer(t, pc)?;
                pc + 1
            }
        }))
    }

    /// Where instruction `pc` is, for an error.
    fn site(&self, pc: usize) -> Site {
        let raw = raw_loc(self.f, pc);
        Site {
            function: self.f.name.clone(),
            pc,
            raw: raw.to_string(),
            loc: SourceLoc::parse(raw, &self.m.def.source),
        }
    }

    /// The view register `r` holds.
    #[inline]
    fn reg(&self, r: Reg, pc: usize) -> Result<&BufferView, VmError> {
        match self.regs[r as usize].as_ref() {
            Some(v) => Ok(v),
            None => Err(self.unwritten(r, pc)),
        }
    }

    #[cold]
    #[inline(never)]
    fn unwritten(&self, r: Reg, pc: usize) -> VmError {
        VmError::invalid(format!("register {r} read before it is written")).at(self.site(pc))
    }

    /// Charges instruction `pc` to the budget before it runs, for what its operands alone say:
    /// [`INSTRUCTION_WORK`], the registers it names, a callee's register file, a dispatch's
    /// kernel work, and an `Alloc`'s or `Arena`'s [`ALLOC_WORK`] and the bytes it zeroes. What depends on the views it
    /// reads (the bytes of a `Fill`, `Copy` or `Check`) its handler charges ([`Frame::charge`]).
    #[inline]
    fn spend(&mut self, ins: &Instr, pc: usize) -> Result<(), VmError> {
        let regs = |n: usize| (n as u64).saturating_mul(REGISTER_WORK);
        let extra = match ins {
            Instr::Dispatch { kernel, bindings } => self
                .m
                .kernels
                .get(*kernel as usize)
                .map_or(u64::MAX, |k| k.kernel().work())
                .saturating_add(DISPATCH_WORK)
                .saturating_add(regs(bindings.len())),
            Instr::Call {
                func,
                args,
                results,
            } => {
                let frame = self.m.def.functions.get(*func as usize);
                regs(args.len() + results.len())
                    .saturating_add(frame.map_or(u64::MAX, |g| regs(g.num_regs as usize)))
            }
            Instr::Return { regs: r } => regs(r.len()),
            Instr::Collective(c) => regs(c.operands.len() + c.results.len()),
            Instr::Parallel(p) => regs(p.args.len() + p.results.len() + p.infeed.len()),
            Instr::Transfer(t) => regs(t.regs.len()),
            Instr::ProcessId { .. } => regs(1),
            Instr::Alloc { bytes, .. } => ALLOC_WORK.saturating_add(bytes_work(*bytes)),
            Instr::Arena { .. } => ALLOC_WORK.saturating_add(bytes_work(
                self.f
                    .plan
                    .arena_bytes
                    .saturating_add(self.f.plan.scratch_bytes),
            )),
            Instr::Const { .. }
            | Instr::View { .. }
            | Instr::Alias { .. }
            | Instr::Dealloc { .. }
            | Instr::Copy { .. }
            | Instr::GlobalLoad { .. }
            | Instr::GlobalStore { .. }
            | Instr::Fill { .. }
            | Instr::Check { .. }
            | Instr::Probe(_)
            | Instr::Jump { .. }
            | Instr::BranchFalse { .. }
            | Instr::Switch { .. } => 0,
        };
        self.charge(INSTRUCTION_WORK.saturating_add(extra), pc)
    }

    /// Charges `cost` work units to the budget; an E0704 error at instruction `pc` when they are
    /// not left.
    #[inline]
    fn charge(&mut self, cost: u64, pc: usize) -> Result<(), VmError> {
        if !self.budget.spend(cost) {
            return Err(self.over_budget(cost, pc));
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn over_budget(&self, cost: u64, pc: usize) -> VmError {
        self.budget.exceeded(cost).at(self.site(pc))
    }

    // Memory.

    /// `Arena`: allocates the call's arena (transients plus kernel scratch).
    fn arena(&mut self, dst: Reg, pc: usize) -> Result<(), VmError> {
        let bytes = (self.f.plan.arena_bytes + self.f.plan.scratch_bytes) as usize;
        let b = self
            .device
            .allocator
            .allocate_for(self.m.owner, bytes, &format!("@{} arena", self.f.name))
            .map_err(|e| VmError::memory(e.to_string()).at(self.site(pc)))?;
        let v = BufferView::from_buffer(b, true);
        self.arena = Some(v.clone());
        self.regs[dst as usize] = Some(v);
        Ok(())
    }

    /// `Const`: a read-only view of a constant in the module's data.
    #[inline]
    fn constant(&mut self, dst: Reg, index: u32) {
        let m = self.m;
        let c = &m.def.constants[index as usize];
        self.regs[dst as usize] = Some(BufferView {
            mem: Mem::Const(m.data.clone()),
            offset: m.data_offset + c.offset as usize,
            len: c.bytes as usize,
            writable: false,
        });
    }

    /// `Alloc`: a fresh buffer from the pool.
    fn alloc(&mut self, dst: Reg, bytes: u64, pc: usize) -> Result<(), VmError> {
        let b = self
            .device
            .allocator
            .allocate_for(
                self.m.owner,
                bytes as usize,
                &format!("@{} instruction {pc}", self.f.name),
            )
            .map_err(|e| VmError::memory(e.to_string()).at(self.site(pc)))?;
        self.regs[dst as usize] = Some(BufferView::from_buffer(b, true));
        Ok(())
    }

    /// `View`: bytes `offset..offset + bytes` of `src`.
    #[inline]
    fn view(
        &mut self,
        dst: Reg,
        src: Reg,
        offset: u64,
        bytes: u64,
        pc: usize,
    ) -> Result<(), VmError> {
        let v = self.reg(src, pc)?.sub(offset, bytes).ok_or_else(|| {
            VmError::invalid(format!(
                "view of {bytes} bytes at {offset} is outside its buffer"
            ))
            .at(self.site(pc))
        })?;
        self.regs[dst as usize] = Some(v);
        Ok(())
    }

    /// `Alias`: `dst` names the buffer `src` names.
    #[inline]
    fn alias(&mut self, dst: Reg, src: Reg, pc: usize) -> Result<(), VmError> {
        let v = self.reg(src, pc)?.clone();
        self.regs[dst as usize] = Some(v);
        Ok(())
    }

    /// `Copy`: all of `src` into `dst`, of the same length (charged for its bytes).
    #[inline]
    fn copy(&mut self, dst: Reg, src: Reg, pc: usize) -> Result<(), VmError> {
        let len = self.reg(dst, pc)?.len;
        self.charge(copy_work(len as u64), pc)?;
        let (d, s) = (self.reg(dst, pc)?, self.reg(src, pc)?);
        if d.len != s.len || !d.is_writable() {
            return Err(VmError::invalid("bad copy").at(self.site(pc)));
        }
        // SAFETY: both ranges were bounds-checked when their views were made;
        // `copy` allows overlap.
        unsafe { std::ptr::copy(s.ptr(), d.ptr(), s.len) };
        Ok(())
    }

    /// `GlobalLoad`: the global's current bytes copied into `dst` (charged as a copy).
    fn global_load(&mut self, dst: Reg, global: u32, pc: usize) -> Result<(), VmError> {
        let len = self.reg(dst, pc)?.len;
        self.charge(copy_work(len as u64), pc)?;
        let m = self.m;
        let values = m
            .globals
            .lock()
            .map_err(|_| VmError::invalid("a poisoned global").at(self.site(pc)))?;
        let d = self.reg(dst, pc)?;
        let g = values
            .get(global as usize)
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        if d.len != g.len() || !d.is_writable() {
            return Err(VmError::invalid("bad global load").at(self.site(pc)));
        }
        // SAFETY: the view's range was bounds-checked when it was made and is writable pool
        // memory; `g` is a host vector of the same length, which no view reaches.
        unsafe { std::ptr::copy_nonoverlapping(g.as_ptr(), d.ptr(), d.len) };
        Ok(())
    }

    /// `GlobalStore`: all of `src` copied into the global (charged as a copy).
    fn global_store(&mut self, global: u32, src: Reg, pc: usize) -> Result<(), VmError> {
        let len = self.reg(src, pc)?.len;
        self.charge(copy_work(len as u64), pc)?;
        let m = self.m;
        let mut values = m
            .globals
            .lock()
            .map_err(|_| VmError::invalid("a poisoned global").at(self.site(pc)))?;
        let s = self.reg(src, pc)?;
        let Some(g) = values.get_mut(global as usize).filter(|g| g.len() == s.len) else {
            return Err(VmError::invalid("bad global store").at(self.site(pc)));
        };
        // SAFETY: the view's range was bounds-checked when it was made; `g` is a host vector of
        // the same length, which no view reaches.
        unsafe { std::ptr::copy_nonoverlapping(s.ptr(), g.as_mut_ptr(), s.len) };
        Ok(())
    }

    /// `Fill`: every byte of `dst` (charged for them).
    #[inline]
    fn fill(&mut self, dst: Reg, byte: u8, pc: usize) -> Result<(), VmError> {
        let len = self.reg(dst, pc)?.len;
        self.charge(bytes_work(len as u64), pc)?;
        let d = self.reg(dst, pc)?;
        if !d.is_writable() {
            return Err(VmError::invalid("fill of read-only memory").at(self.site(pc)));
        }
        // SAFETY: the view's range was bounds-checked when it was made.
        unsafe { std::ptr::write_bytes(d.ptr(), byte, d.len) };
        Ok(())
    }

    // Kernels.

    /// `Dispatch`: runs kernel `kernel` over the buffers in `bindings`, with its scratch in the
    /// arena and its host working memory charged against the device limit.
    fn dispatch(&mut self, kernel: u32, bindings: &[Reg], pc: usize) -> Result<(), VmError> {
        let (m, f) = (self.m, self.f);
        let lk = &m.kernels[kernel as usize];
        let k = lk.kernel();
        // The frame's list, reused from dispatch to dispatch (put back after the run).
        let mut raws = std::mem::take(&mut self.raws);
        raws.clear();
        for (i, (r, decl)) in bindings.iter().zip(&k.bindings).enumerate() {
            let v = self.reg(*r, pc)?;
            if (v.len as u64) < decl.bytes() {
                return Err(VmError::invalid(format!(
                    "binding {i} of kernel '{}' is {} bytes, the kernel declares {}",
                    k.name,
                    v.len,
                    decl.bytes()
                ))
                .at(self.site(pc)));
            }
            if decl.writable && !v.is_writable() {
                return Err(VmError::invalid(format!(
                    "kernel '{}' would write read-only binding {i}",
                    k.name
                ))
                .at(self.site(pc)));
            }
            raws.push(RawBuf {
                ptr: v.ptr(),
                len: v.len,
            });
        }
        let (offs, total) = k.scratch_offsets();
        let mut scratch = Vec::with_capacity(offs.len());
        if total > 0 {
            let a = self
                .arena
                .as_ref()
                .filter(|a| a.len as u64 >= f.plan.arena_bytes + total);
            let a = a.ok_or_else(|| {
                VmError::invalid("kernel scratch does not fit the arena").at(self.site(pc))
            })?;
            for (o, d) in offs.iter().zip(&k.scratch) {
                scratch.push(RawBuf {
                    ptr: a.ptr().wrapping_add((f.plan.arena_bytes + o) as usize),
                    len: d.bytes() as usize,
                });
            }
        } else {
            // Every slot holds no elements (an operand with an extent of 0): each
            // still gets a buffer, of no bytes, so that slot indices stay valid.
            scratch.resize(
                k.scratch.len(),
                RawBuf {
                    ptr: std::ptr::NonNull::<u8>::dangling().as_ptr(),
                    len: 0,
                },
            );
        }
        let device = self.device;
        let threads = if self.comm.one_thread || lk.one_thread() {
            1
        } else {
            device.threads
        };
        // SAFETY: each binding is a live view of this frame, bounds-checked against its
        // buffer when it was made and writable where the kernel writes (checked above); each
        // scratch buffer is a range of this call's arena past the function's planned blocks
        // (checked to fit above). The call holds the frame and the arena for the dispatch, and
        // the VM runs one instruction at a time, so nothing else touches those bytes while the
        // kernel runs. (The lengths are checked again by the run, against the kernel.)
        let ctx = unsafe { Ctx::new(&raws, &scratch, threads) };
        // The host working memory the kernel may allocate while it runs, counted
        // against the device limit until it returns.
        let (once, per_thread) = k.host_bytes();
        let host = once.saturating_add(per_thread.saturating_mul(threads as u64));
        // (Most kernels need none: no charge, so no lock and no reference count, per dispatch.)
        let _host = if host == 0 {
            None
        } else {
            Some(device.allocator.charge(host).map_err(|e| {
                VmError::memory(format!(
                    "kernel '{}' needs {host} bytes of host working memory: {e}",
                    k.name
                ))
                .at(self.site(pc))
            })?)
        };
        let t0 = self.trace.as_ref().map(|t| t.start.elapsed());
        let timer = self.profile.is_some().then(Instant::now);
        // Outside the pool (one of several processes), a kernel that uses the workers is sent to
        // them; one on one thread runs here.
        let ran = match (&device.pool, self.comm.outside_pool && threads > 1) {
            (Some(pool), true) => pool.install(|| lk.run(&ctx)),
            (_, _) => lk.run(&ctx),
        };
        ran.map_err(|e| VmError::invalid(format!("kernel '{}': {e}", k.name)).at(self.site(pc)))?;
        // `ctx` borrows `raws` and is not used after this.
        self.raws = raws;
        if let (Some(p), Some(timer)) = (self.profile.as_deref_mut(), timer) {
            p.kernel(kernel as usize, timer.elapsed().as_secs_f64());
        }
        if let (Some(t), Some(t0)) = (self.trace.as_deref_mut(), t0) {
            let t1 = t.start.elapsed();
            t.events.push(TraceEvent::Span {
                name: k.name.clone(),
                ts: t0.as_secs_f64() * 1e6,
                dur: (t1 - t0).as_secs_f64() * 1e6,
            });
            t.events.push(TraceEvent::Live {
                ts: t1.as_secs_f64() * 1e6,
                bytes: device.allocator.stats().live_bytes,
            });
        }
        Ok(())
    }

    // Calls and checks.

    /// `Call`: runs function `func` on the views in `args` and puts its results in `results`.
    fn call(&mut self, func: u32, args: &[Reg], results: &[Reg], pc: usize) -> Result<(), VmError> {
        let mut a = Vec::with_capacity(args.len());
        for r in args {
            a.push(self.reg(*r, pc)?.clone());
        }
        // An error before the callee's first instruction (depth, call count) is at the call.
        let out = self
            .device
            .run(
                self.m,
                func as usize,
                a,
                self.trace.as_deref_mut(),
                self.profile.as_deref_mut(),
                self.depth + 1,
                self.budget,
                self.comm,
            )
            .map_err(|e| match e.site {
                Some(_) => e,
                None => e.at(self.site(pc)),
            })?;
        for (r, v) in results.iter().zip(out) {
            self.regs[*r as usize] = Some(v);
        }
        Ok(())
    }

    /// `Check`: compares `actual` with `expected` under `rule` (charged for the bytes of both
    /// and each element compared); a mismatch is an error at the check's own location.
    /// `interpreter.print`, `interpreter.probe`, `check.expect_serialized_eq`: the tensor in
    /// `p.src` handed to the module's observer, or compared with what it recorded.
    fn probe(&mut self, p: &ProbeDef, pc: usize) -> Result<(), VmError> {
        let ty = &p.ty;
        let cost =
            bytes_work(ty.bytes()).saturating_add(ty.elements().saturating_mul(CHECK_ELEMENT_WORK));
        self.charge(cost, pc)?;
        let site = |f: &Self| Site {
            function: f.f.name.clone(),
            pc,
            raw: p.loc.clone(),
            loc: SourceLoc::parse(&p.loc, &f.m.def.source),
        };
        let view = self.reg(p.src, pc)?;
        if (view.len as u64) < ty.bytes() {
            return Err(VmError::invalid(format!(
                "a probe of {} reads {} bytes",
                ty.to_mlir(),
                view.len
            ))
            .at(self.site(pc)));
        }
        let observer = self.m.observer();
        let result = match &p.action {
            ProbeAction::Print { name } => {
                if ty.elements() > PRINT_MAX_ELEMENTS {
                    Err(VmError::observe(format!(
                        "interpreter.print of {}: more than {PRINT_MAX_ELEMENTS} elements; probe it instead (`interpreter.probe`)",
                        ty.to_mlir()
                    )))
                } else {
                    observe::print_text(name, ty, view)
                        .and_then(|text| observer.print(&text))
                        .map_err(VmError::observe)
                }
            }
            ProbeAction::Record { id } => {
                if ty.bytes() > PROBE_MAX_BYTES {
                    Err(VmError::observe(format!(
                        "interpreter.probe \"{id}\" of {}: more than the {PROBE_MAX_BYTES} bytes one probe copies",
                        ty.to_mlir()
                    )))
                } else {
                    observe::record(ty, view)
                        .and_then(|host| observer.record(id, host))
                        .map_err(VmError::observe)
                }
            }
            ProbeAction::Expect { id, iteration } => observer
                .recorded(id, *iteration)
                .and_then(|recorded| observe::expect_recorded(id, &recorded, ty, view))
                .map_err(|why| VmError::check(format!("check.expect_serialized_eq {why}"))),
        };
        result.map_err(|e| e.at(site(self)))
    }

    fn check(
        &mut self,
        pc: usize,
        [actual, expected]: [Reg; 2],
        ty: &TensorType,
        rule: CheckRule,
        spelling: &str,
        loc: &str,
    ) -> Result<(), VmError> {
        // The bytes of both views (each read whole) and every element compared.
        let read =
            (self.reg(actual, pc)?.len as u64).saturating_add(self.reg(expected, pc)?.len as u64);
        let cost =
            bytes_work(read).saturating_add(ty.elements().saturating_mul(CHECK_ELEMENT_WORK));
        self.charge(cost, pc)?;
        let (a, e) = (self.reg(actual, pc)?, self.reg(expected, pc)?);
        let bytes = ty.bytes() as usize;
        if a.len < bytes || e.len < bytes {
            return Err(VmError::invalid(format!(
                "a check of {} reads {} and {} bytes",
                ty.to_mlir(),
                a.len,
                e.len
            ))
            .at(self.site(pc)));
        }
        // Compared a bounded run at a time, straight from the two views.
        check::check(rule, ty, a, e).map_err(|why| {
            VmError::check(format!("{spelling} {why}")).at(Site {
                function: self.f.name.clone(),
                pc,
                raw: loc.to_string(),
                loc: SourceLoc::parse(loc, &self.m.def.source),
            })
        })
    }

    // Between processes.

    /// `Collective`: each operand's bytes through this process's channel of the op's group into
    /// its result (charged for the bytes it sends and receives). The operand and result views
    /// become byte slices for the channel: each result must be writable, long enough and apart
    /// from every other result; an operand that overlaps a result is copied first.
    fn collective(&mut self, c: &CollectiveDef, pc: usize) -> Result<(), VmError> {
        self.comm.set_site(raw_loc(self.f, pc));
        let n = self.comm.group_size(c).map_err(|e| e.at(self.site(pc)))?;
        let mut moved = 0u64;
        let mut ranges: Vec<(usize, usize)> = Vec::with_capacity(c.results.len());
        for (i, (&r, ty)) in c.results.iter().zip(&c.types).enumerate() {
            let want = result_bytes(c, ty, n);
            let (v, o) = (self.reg(r, pc)?, self.reg(c.operands[i], pc)?);
            if (v.len as u64) < want || !v.is_writable() || (o.len as u64) < ty.bytes() {
                return Err(VmError::invalid(format!(
                    "{} result {i}: a view of {} bytes{} for {want} bytes from an operand of {}",
                    c.kind.name(),
                    v.len,
                    if v.is_writable() { "" } else { ", read-only," },
                    o.len
                ))
                .at(self.site(pc)));
            }
            let start = v.ptr() as usize;
            let range = (start, start + want as usize);
            if ranges.iter().any(|&(a, b)| a < range.1 && range.0 < b) {
                return Err(VmError::invalid(format!(
                    "{} result {i} overlaps another result",
                    c.kind.name()
                ))
                .at(self.site(pc)));
            }
            ranges.push(range);
            moved = moved
                .saturating_add(ty.bytes().saturating_mul(n as u64))
                .saturating_add(want);
        }
        self.charge(copy_work(moved), pc)?;
        // The dynamic roots of a broadcast: one integer per operand.
        let roots: Vec<i64> = match c.root {
            None => vec![0; c.types.len()],
            Some((r, t)) => {
                let n = c.types.len();
                let mut bytes = vec![0u8; n * t.byte_size()];
                let lanes = self
                    .reg(r, pc)?
                    .read_into(0, &mut bytes)
                    .then(|| crate::host_tensor::HostTensor::from_bytes(t, vec![n], bytes).ok())
                    .flatten()
                    .map(|h| h.to_lane());
                match lanes {
                    Some(element::Lane::I(v)) => v,
                    _ => {
                        return Err(VmError::invalid(format!(
                            "{}: the roots are not {n} integers of {t}",
                            c.kind.name()
                        ))
                        .at(self.site(pc)))
                    }
                }
            }
        };
        for (i, ty) in c.types.iter().enumerate() {
            let len = ty.bytes() as usize;
            let o = self.reg(c.operands[i], pc)?.clone();
            let (out_ptr, out_len) = ranges[i];
            let out_len = out_len - out_ptr;
            let start = o.ptr() as usize;
            if c.kind == CollectiveKind::AllReduce && len > 0 && (start, len) == (out_ptr, out_len)
            {
                // The plan put the result in the operand's bytes (it dies here): in place.
                // SAFETY: the result's view is writable pooled memory, bounds-checked when it
                // was made and `out_len` bytes long (checked above); it is apart from every
                // other result (checked above), and the operand is these same bytes, read only
                // through this slice; the VM runs one instruction at a time.
                let buf = unsafe { std::slice::from_raw_parts_mut(out_ptr as *mut u8, out_len) };
                self.comm
                    .all_reduce_in_place(c, i, buf)
                    .map_err(|e| e.at(self.site(pc)))?;
                continue;
            }
            let overlaps = ranges
                .iter()
                .any(|&(a, b)| a < start + len && start < b && len > 0);
            let copy;
            let _held;
            let send: &[u8] = if len == 0 {
                &[]
            } else if overlaps {
                // Counted against the device limit as any host memory a module sizes.
                _held = self.device.allocator.charge(len as u64).map_err(|e| {
                    VmError::memory(format!("{}: a copy of operand {i}: {e}", c.kind.name()))
                        .at(self.site(pc))
                })?;
                copy = o.to_vec();
                &copy[..len]
            } else {
                // SAFETY: the operand's view was bounds-checked against its buffer when it was
                // made and holds at least `len` bytes (checked above); no result overlaps it
                // (checked just now), and the VM runs one instruction at a time, so nothing
                // writes these bytes while the slice lives.
                unsafe { std::slice::from_raw_parts(o.ptr(), len) }
            };
            let recv: &mut [u8] = if out_len == 0 {
                &mut []
            } else {
                // SAFETY: the result's view is writable pooled memory, bounds-checked when it was
                // made and at least `out_len` bytes long (checked above); no other result and no
                // operand slice overlaps it (checked above), so this is the only reference to
                // these bytes while the channel writes them.
                unsafe { std::slice::from_raw_parts_mut(out_ptr as *mut u8, out_len) }
            };
            self.comm
                .run(c, i, send, recv, &self.device.allocator, roots[i])
                .map_err(|e| e.at(self.site(pc)))?;
        }
        Ok(())
    }

    /// `ProcessId`: this process's replica or partition id, a little-endian `u32`, into `dst`.
    fn process_id(&mut self, dst: Reg, partition: bool, pc: usize) -> Result<(), VmError> {
        let (r, p) = self.comm.process_id();
        let id = if partition { p } else { r };
        let d = self.reg(dst, pc)?;
        let ok = d.len >= 4
            && d.is_writable()
            && match &d.mem {
                Mem::Pool(b) => b.write_bytes(d.offset, &id.to_le_bytes()),
                Mem::Const(_) => false,
            };
        if !ok {
            return Err(VmError::invalid(format!(
                "a process id into a {}-byte{} view",
                d.len,
                if d.is_writable() { "" } else { " read-only" }
            ))
            .at(self.site(pc)));
        }
        Ok(())
    }

    /// `Transfer`: `send`/`outfeed` copy their buffers onto the `Parallel`'s queues,
    /// `recv`/`infeed` take the next message and write it into theirs (charged for the bytes
    /// moved). Outside a `Parallel` there is no one to talk to: E0705.
    fn transfer(&mut self, t: &TransferDef, pc: usize) -> Result<(), VmError> {
        let what = t.kind.name();
        let feeds = self.comm.feeds.clone().ok_or_else(|| {
            VmError::collective(format!(
                "{what} talks to other processes or the host; the VM runs it only in a process of `interpreter.run_parallel`"
            ))
            .at(self.site(pc))
        })?;
        let total = t
            .types
            .iter()
            .map(TensorType::bytes)
            .fold(0u64, u64::saturating_add);
        self.charge(copy_work(total), pc)?;
        if !t.kind.receives() {
            let mut data = Vec::with_capacity(t.regs.len());
            for (i, (&r, ty)) in t.regs.iter().zip(&t.types).enumerate() {
                let v = self.reg(r, pc)?;
                let mut bytes = vec![0u8; ty.bytes() as usize];
                if !v.read_into(0, &mut bytes) {
                    return Err(VmError::invalid(format!(
                        "{what} operand {i}: a view of {} bytes for {}",
                        v.len,
                        ty.to_mlir()
                    ))
                    .at(self.site(pc)));
                }
                data.push(bytes);
            }
            match t.kind {
                TransferKind::Send => feeds.send(t.channel, data),
                TransferKind::Outfeed => feeds.outfeed(data),
                TransferKind::Recv | TransferKind::Infeed => {}
            }
            return Ok(());
        }
        let got = match t.kind {
            TransferKind::Recv => feeds.recv(t.channel),
            TransferKind::Infeed => feeds.infeed(t.regs.len()),
            TransferKind::Send | TransferKind::Outfeed => Ok(vec![]),
        }
        .map_err(|e| e.at(self.site(pc)))?;
        if got.len() != t.regs.len() {
            return Err(VmError::collective(format!(
                "{what} on channel {} takes {} buffer(s), {} were sent",
                t.channel,
                t.regs.len(),
                got.len()
            ))
            .at(self.site(pc)));
        }
        for (i, ((&r, ty), bytes)) in t.regs.iter().zip(&t.types).zip(got).enumerate() {
            if bytes.len() as u64 != ty.bytes() {
                return Err(VmError::collective(format!(
                    "{what} result {i}: {} bytes came for {}",
                    bytes.len(),
                    ty.to_mlir()
                ))
                .at(self.site(pc)));
            }
            let d = self.reg(r, pc)?;
            let ok = d.len >= bytes.len()
                && d.is_writable()
                && match &d.mem {
                    Mem::Pool(b) => b.write_bytes(d.offset, &bytes),
                    Mem::Const(_) => false,
                };
            if !ok {
                return Err(VmError::invalid(format!(
                    "{what} result {i}: a {}-byte{} view for {}",
                    d.len,
                    if d.is_writable() { "" } else { " read-only" },
                    ty.to_mlir()
                ))
                .at(self.site(pc)));
            }
        }
        Ok(())
    }

    /// `Parallel`: one thread per process of the grid, each calling its program on its
    /// arguments over one in-process channel ([`ThreadChannel`]); the results are every
    /// process's in turn. Each process spends from what the call has left, and the call is
    /// charged what they spent together. An error names the process; the first that is not a
    /// collective's (a process that waited for a failed one) is the cause.
    ///
    /// [`ThreadChannel`]: crate::hal::channel::ThreadChannel
    fn parallel(&mut self, p: &ParallelDef, pc: usize) -> Result<(), VmError> {
        if self.comm.in_parallel {
            return Err(VmError::invalid(
                "a parallel call inside a process of another is not supported",
            )
            .at(self.site(pc)));
        }
        let m = self.m;
        let mut jobs = Vec::with_capacity(p.programs.len());
        let mut at = 0usize;
        for &g in &p.programs {
            let f = &m.def.functions[g as usize];
            let mut args = Vec::with_capacity(f.args.len());
            for (k, d) in f.args.iter().enumerate() {
                let mut v = self.reg(p.args[at + k], pc)?.clone();
                if d.output.is_some() {
                    // A donated argument: each process writes its own copy.
                    self.charge(copy_work(v.len as u64), pc)?;
                    let b = self
                        .device
                        .allocator
                        .allocate(v.len, &format!("@{} argument {k} (parallel copy)", f.name))
                        .map_err(|e| VmError::memory(e.to_string()).at(self.site(pc)))?;
                    if !b.write_bytes(0, &v.to_vec()) {
                        return Err(VmError::memory("a parallel argument copy").at(self.site(pc)));
                    }
                    v = BufferView::from_buffer(b, true);
                } else {
                    v.writable = false;
                }
                args.push(v);
            }
            at += f.args.len();
            jobs.push((g as usize, args));
        }
        let left = self.budget.left;
        let (device, depth) = (self.device, self.depth);
        let (replicas, partitions) = (p.replicas, p.partitions);
        let grid = m.def.grid.as_ref();
        let mut infeed = Vec::with_capacity(p.infeed.len());
        for &r in &p.infeed {
            let v = self.reg(r, pc)?;
            self.charge(copy_work(v.len as u64), pc)?;
            infeed.push(self.reg(r, pc)?.to_vec());
        }
        let feeds = std::sync::Arc::new(Feeds::new(jobs.len(), infeed));
        let channels = crate::hal::channel::ThreadChannel::world(jobs.len());
        // Each process's results, and the work it spent.
        type Outcome = (Result<Vec<BufferView>, VmError>, u64);
        let outcomes: Vec<Outcome> = std::thread::scope(|s| {
            let handles: Vec<_> = jobs
                .into_iter()
                .zip(channels)
                .enumerate()
                .map(|(i, ((g, args), ch))| {
                    let feeds = feeds.clone();
                    let run = move || -> Outcome {
                        let mut comm = match Comm::new(Box::new(ch), replicas, partitions, grid) {
                            Ok(c) => c,
                            Err(e) => {
                                feeds.finish();
                                return (Err(e), 0);
                            }
                        };
                        comm.in_parallel = true;
                        comm.feeds = Some(feeds.clone());
                        let mut budget = Budget {
                            limit: left,
                            left,
                            calls: 0,
                        };
                        let r = device.run(m, g, args, None, None, depth + 1, &mut budget, &comm);
                        feeds.finish();
                        (r, budget.used())
                    };
                    std::thread::Builder::new()
                        .name(format!("irvm process {i}"))
                        .stack_size(16 << 20)
                        .spawn_scoped(s, run)
                })
                .collect();
            handles
                .into_iter()
                .map(|h| match h {
                    Ok(h) => h.join().unwrap_or_else(|_| {
                        (Err(VmError::invalid("a process's thread panicked")), 0)
                    }),
                    Err(e) => (
                        Err(VmError::memory(format!(
                            "cannot start a thread for a process: {e}"
                        ))),
                        0,
                    ),
                })
                .collect()
        });
        let used: u64 = outcomes.iter().map(|o| o.1).fold(0u64, u64::saturating_add);
        let mut results = Vec::new();
        let mut errors = Vec::new();
        for (i, o) in outcomes.into_iter().enumerate() {
            match o.0 {
                Ok(v) => results.extend(v),
                Err(e) => errors.push((i, e)),
            }
        }
        if let Some(k) = errors
            .iter()
            .position(|(_, e)| e.kind != super::ErrorKind::Collective)
            .or((!errors.is_empty()).then_some(0))
        {
            let (i, mut e) = errors.swap_remove(k);
            let np = partitions.max(1) as usize;
            e.message = format!("process ({}, {}): {}", i / np, i % np, e.message);
            return Err(match e.site {
                Some(_) => e,
                None => e.at(self.site(pc)),
            });
        }
        self.charge(used, pc)?;
        for (&r, v) in p.results.iter().zip(results) {
            self.regs[r as usize] = Some(v);
        }
        Ok(())
    }

    // Control flow.

    /// `BranchFalse`: the next instruction, or `target` when the first byte of `cond` is zero.
    #[inline]
    fn branch_false(&self, cond: Reg, target: u32, pc: usize) -> Result<usize, VmError> {
        let c = self
            .reg(cond, pc)?
            .sub(0, 1)
            .ok_or_else(|| VmError::invalid("an empty predicate").at(self.site(pc)))?;
        let mut byte = [0u8];
        if !c.read_into(0, &mut byte) {
            return Err(VmError::invalid("an unreadable predicate").at(self.site(pc)));
        }
        Ok(if byte[0] == 0 {
            target as usize
        } else {
            pc + 1
        })
    }

    /// `Switch`: `targets[i]` for the little-endian `i32` `i` in `index`, the last target when `i`
    /// is out of range.
    fn switch(&self, index: Reg, targets: &[u32], pc: usize) -> Result<usize, VmError> {
        let v = self.reg(index, pc)?.sub(0, 4).ok_or_else(|| {
            VmError::invalid("a switch index of fewer than 4 bytes").at(self.site(pc))
        })?;
        let mut b = [0u8; 4];
        if !v.read_into(0, &mut b) {
            return Err(VmError::invalid("an unreadable switch index").at(self.site(pc)));
        }
        let i = i32::from_le_bytes(b);
        let last = targets.len() - 1;
        let k = usize::try_from(i)
            .ok()
            .filter(|&k| k < last)
            .unwrap_or(last);
        Ok(targets[k] as usize)
    }

    /// `Return`: the call's results.
    fn ret(&self, regs: &[Reg], pc: usize) -> Result<Vec<BufferView>, VmError> {
        let mut out = Vec::with_capacity(regs.len());
        for r in regs {
            out.push(self.reg(*r, pc)?.clone());
        }
        Ok(out)
    }
}

/// Loops, for the trace: each back edge (a jump to an earlier instruction) names a loop header
/// and the instruction after it, where the loop exits.
struct LoopTrace {
    /// Loop header → the instruction after its back edge.
    headers: HashMap<usize, usize>,
    /// The loops running now, innermost last: (header, exit, start, iterations).
    open: Vec<(usize, usize, f64, u64)>,
}

impl LoopTrace {
    /// The loops of `f` when `tracing`, else none (and nothing is allocated).
    fn new(f: &FunctionDef, tracing: bool) -> LoopTrace {
        let headers = if tracing {
            f.code
                .iter()
                .enumerate()
                .filter_map(|(pc, ins)| match ins {
                    Instr::Jump { target } if (*target as usize) <= pc => {
                        Some((*target as usize, pc + 1))
                    }
                    _ => None,
                })
                .collect()
        } else {
            Default::default()
        };
        LoopTrace {
            headers,
            open: Vec::new(),
        }
    }

    /// Before instruction `pc` runs: closes the loops that exit here (one event each), opens the
    /// loop whose header this is, and counts an iteration at a back edge.
    fn step(&mut self, t: &mut Trace, f: &FunctionDef, pc: usize, ins: &Instr) {
        let now = t.start.elapsed().as_secs_f64() * 1e6;
        while self.open.last().is_some_and(|l| l.1 == pc) {
            let (_, exit_pc, ts, iterations) = self.open.pop().unwrap_or_default();
            t.events.push(TraceEvent::Loop {
                name: here(f, exit_pc - 1),
                ts,
                dur: now - ts,
                iterations,
            });
        }
        if let Some(&exit) = self.headers.get(&pc) {
            if self.open.last().is_none_or(|l| l.0 != pc) {
                self.open.push((pc, exit, now, 0));
            }
        }
        if matches!(ins, Instr::Jump { target } if (*target as usize) <= pc) {
            if let Some(l) = self.open.last_mut() {
                l.3 += 1;
            }
        }
    }
}
