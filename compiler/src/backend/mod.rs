//! `lower-to-vm`: planned functions to register bytecode, dispatch regions to kernels, constants to
//! the data segment, and all of it to a `.vmfb` ([`runtime::vm::format`]).
//!
//! Registers: arguments are registers `0..n`; the call's arena is one register and every transient
//! is a view of it at its planned offset; results are pooled allocations; a value written in place
//! into an argument is a view of that argument's register; views (reshape, barrier, contiguous
//! slice, bitcast) are views of their source register.

pub mod kernel;

use std::collections::HashMap;

use dialect::ir::{Module, Op, Value};
use dialect::ops::OpKind;
use runtime::vm::bytecode::*;

use crate::memory::{self, FunctionPlan, Storage};
use kernel::{dtype, lower_region, Place};

/// Lowers a planned module (after the `plan` phase) to a module definition and its constant data.
pub fn lower_module(m: &Module, source: &str) -> Result<(ModuleDef, Vec<u8>), String> {
    let mut out = ModuleDef {
        name: m
            .ops
            .iter()
            .find(|(_, d)| d.is(OpKind::Module))
            .and_then(|(_, d)| {
                d.attr("sym_name")
                    .and_then(|a| a.as_str().map(str::to_string))
            })
            .unwrap_or_else(|| "module".into()),
        source: source.to_string(),
        ..Default::default()
    };
    let mut data = Vec::new();
    let funcs: Vec<Op> = m
        .functions()
        .filter(|&f| m.entry_block(f).is_some())
        .collect();
    let index: HashMap<String, u32> = funcs
        .iter()
        .enumerate()
        .map(|(i, &f)| (m.func_name(f).unwrap_or("?").to_string(), i as u32))
        .collect();
    let mut const_cache: HashMap<Vec<u8>, u32> = HashMap::new();
    for &f in &funcs {
        let fd = lower_function(m, f, source, &index, &mut out, &mut data, &mut const_cache)?;
        out.functions.push(fd);
    }
    Ok((out, data))
}

fn ty_of(m: &Module, v: Value) -> Result<TensorType, String> {
    let t = m.ty(v);
    let e = t.elem().ok_or("a value without an element type")?;
    Ok(TensorType {
        dtype: dtype(e)?,
        shape: t
            .shape()
            .ok_or("an unranked value")?
            .iter()
            .map(|&d| d.max(0) as u64)
            .collect(),
    })
}

fn loc(m: &Module, op: Op, source: &str) -> String {
    let s = m.ops[op].span;
    let (line, col) = line_col(source, s.start as usize);
    format!("{line}:{col} {}", m.ops[op].name)
}

fn line_col(src: &str, off: usize) -> (usize, usize) {
    let off = off.min(src.len());
    let before = &src[..off];
    let line = before.matches('\n').count() + 1;
    let col = before.rfind('\n').map_or(off, |p| off - p - 1) + 1;
    (line, col)
}

struct FnBuilder<'a> {
    m: &'a Module,
    plan: FunctionPlan,
    regs: HashMap<Value, Reg>,
    next: Reg,
    code: Vec<Instr>,
    locs: Vec<String>,
    arena: Reg,
    uses_arena: bool,
    scratch: u64,
}

impl FnBuilder<'_> {
    fn reg(&mut self) -> Reg {
        self.next += 1;
        self.next - 1
    }
    fn emit(&mut self, i: Instr, l: &str) {
        self.code.push(i);
        self.locs.push(l.to_string());
    }
    fn get(&self, v: Value) -> Result<Reg, String> {
        self.regs
            .get(&v)
            .copied()
            .ok_or_else(|| "internal: a value without a register".into())
    }
    fn bytes(&self, v: Value) -> u64 {
        memory::type_bytes(self.m.ty(v))
    }

    /// Where `v`'s bytes live, for kernel overlap checks.
    fn place(&self, v: Value) -> Place {
        let root = self.plan.view_root.get(&v).copied().unwrap_or(v);
        let off = self.plan.view_offset.get(&v).copied().unwrap_or(0);
        let len = self.bytes(v);
        let st = self
            .plan
            .storage
            .get(&v)
            .or_else(|| self.plan.storage.get(&root));
        let (key, start) = match st {
            Some(Storage::Arg(i)) => (format!("arg{i}"), off),
            Some(Storage::Result(k)) => (format!("result{k}"), off),
            Some(Storage::Transient(t)) => {
                ("arena".to_string(), self.plan.buffers[*t].offset + off)
            }
            Some(Storage::Const) => (format!("const{root:?}"), off),
            Some(Storage::External) | None => (format!("value{root:?}"), off),
        };
        Place { key, start, len }
    }

    /// Emits what gives the value `r` (defined by a writing op) its register.
    fn define(&mut self, r: Value, l: &str) -> Result<Reg, String> {
        let bytes = self.bytes(r);
        let dst = self.reg();
        match self.plan.storage.get(&r).cloned() {
            Some(Storage::Transient(t)) => {
                self.uses_arena = true;
                let off = self.plan.buffers[t].offset;
                let arena = self.arena;
                self.emit(
                    Instr::View {
                        dst,
                        src: arena,
                        offset: off,
                        bytes,
                    },
                    l,
                );
            }
            Some(Storage::Result(_)) | Some(Storage::External) | None => {
                self.emit(Instr::Alloc { dst, bytes }, l);
            }
            Some(Storage::Arg(i)) => {
                self.emit(
                    Instr::View {
                        dst,
                        src: i as Reg,
                        offset: 0,
                        bytes,
                    },
                    l,
                );
            }
            Some(Storage::Const) => return Err("internal: a constant written by an op".into()),
        }
        self.regs.insert(r, dst);
        Ok(dst)
    }
}

#[allow(clippy::too_many_arguments)]
fn lower_function(
    m: &Module,
    f: Op,
    source: &str,
    index: &HashMap<String, u32>,
    out: &mut ModuleDef,
    data: &mut Vec<u8>,
    const_cache: &mut HashMap<Vec<u8>, u32>,
) -> Result<FunctionDef, String> {
    let name = m.func_name(f).unwrap_or("?").to_string();
    let block = m.entry_block(f).ok_or("a declaration")?;
    let plan = memory::plan_function(m, f).ok_or_else(|| format!("@{name}: cannot plan memory"))?;
    let attrs = crate::passes::abi_output_to_alias::arg_attrs(m, f);
    let mut args = vec![];
    for (i, &a) in m.blocks[block].args.iter().enumerate() {
        let d = attrs.get(i).cloned().unwrap_or_default();
        let output = crate::passes::abi_output_to_alias::OUTPUT_ATTRS
            .iter()
            .find_map(|k| d.get(*k).and_then(|a| a.as_int()))
            .map(|x| x as u32);
        let printed = d
            .iter()
            .map(|(k, v)| format!("{k} = {v}"))
            .collect::<Vec<_>>()
            .join(", ");
        args.push(ArgDef {
            ty: ty_of(m, a).map_err(|e| format!("@{name} argument {i}: {e}"))?,
            output,
            consume: d.contains_key("abi.consume"),
            attrs: printed,
        });
    }
    let ft = m.func_type(f).ok_or("a function without a type")?.clone();
    let ret = *m.blocks[block].ops.last().ok_or("an empty function")?;
    let mut results = vec![];
    for &v in &m.ops[ret].operands {
        results.push(ResultDef {
            ty: ty_of(m, v)?,
            attrs: String::new(),
        });
    }
    let _ = ft;
    let nargs = args.len() as Reg;
    let mut b = FnBuilder {
        m,
        plan,
        regs: HashMap::new(),
        next: nargs + 1,
        code: vec![],
        locs: vec![],
        arena: nargs,
        uses_arena: false,
        scratch: 0,
    };
    for (i, &a) in m.blocks[block].args.iter().enumerate() {
        b.regs.insert(a, i as Reg);
    }
    let floc = loc(m, f, source);
    b.emit(Instr::Arena { dst: nargs }, &floc);
    let mut kcount = 0usize;
    for &op in &m.blocks[block].ops {
        let d = &m.ops[op];
        let l = loc(m, op, source);
        let opname = d.name.as_str();
        match opname {
            "func.return" => {
                let regs = d
                    .operands
                    .iter()
                    .map(|&v| b.get(v))
                    .collect::<Result<Vec<_>, _>>()?;
                b.emit(Instr::Return { regs }, &l);
            }
            "hal.buffer.dealloc" => {
                for &v in &d.operands {
                    let r = b.get(v)?;
                    b.emit(Instr::Dealloc { reg: r }, &l);
                }
            }
            "stablehlo.constant" => {
                let t = crate::reference::Interpreter::new(m)
                    .eval_single(op, vec![])
                    .map_err(|e| format!("{l}: {e}"))?;
                let bytes = memory::executor::to_bytes(&t[0]);
                let ty = ty_of(m, d.results[0])?;
                let idx = match const_cache.get(&bytes) {
                    Some(&i) if out.constants[i as usize].ty == ty => i,
                    _ => {
                        let off = data.len().div_ceil(64) * 64;
                        data.resize(off, 0);
                        data.extend_from_slice(&bytes);
                        out.constants.push(ConstDef {
                            ty,
                            offset: off as u64,
                            bytes: bytes.len() as u64,
                        });
                        let i = (out.constants.len() - 1) as u32;
                        const_cache.insert(bytes, i);
                        i
                    }
                };
                let dst = b.reg();
                b.emit(Instr::Const { dst, index: idx }, &l);
                b.regs.insert(d.results[0], dst);
            }
            "func.call" => {
                let callee = d
                    .attr("callee")
                    .and_then(|a| match a {
                        dialect::attrs::Attribute::SymbolRef(s) => Some(s.clone()),
                        _ => None,
                    })
                    .ok_or_else(|| format!("{l}: call without a callee"))?;
                let fi = *index
                    .get(&callee)
                    .ok_or_else(|| format!("{l}: call of @{callee}, which has no body"))?;
                let a = d
                    .operands
                    .iter()
                    .map(|&v| b.get(v))
                    .collect::<Result<Vec<_>, _>>()?;
                let mut rs = vec![];
                for &r in &d.results {
                    let dst = b.reg();
                    b.regs.insert(r, dst);
                    rs.push(dst);
                }
                b.emit(
                    Instr::Call {
                        func: fi,
                        args: a,
                        results: rs,
                    },
                    &l,
                );
            }
            "hal.tensor.alias" => {
                let src = b.get(d.operands[1])?;
                let dst = b.reg();
                b.emit(Instr::Alias { dst, src }, &l);
                b.regs.insert(d.results[0], dst);
            }
            "flow.tensor.clone" => {
                let src = b.get(d.operands[0])?;
                let dst = b.define(d.results[0], &l)?;
                b.emit(Instr::Copy { dst, src }, &l);
            }
            "flow.dispatch.region" => {
                for &r in &d.results {
                    b.define(r, &l)?;
                }
                let kname = format!("{name}_dispatch_{kcount}");
                kcount += 1;
                let lowered = {
                    let bref = &b;
                    lower_region(m, op, &kname, &|v| bref.place(v))
                        .map_err(|e| format!("{l}: {e}"))?
                };
                let mut binds = vec![];
                for bi in &lowered.bindings {
                    binds.push(match b.regs.get(&bi.value) {
                        Some(&r) => r,
                        None => {
                            // A constant captured by the region but defined inside another region
                            // cannot happen; outer values always have registers.
                            return Err(format!("{l}: internal: binding without a register"));
                        }
                    });
                }
                b.scratch = b.scratch.max(lowered.kernel.scratch_bytes());
                if lowered.kernel.scratch_bytes() > 0 {
                    b.uses_arena = true;
                }
                out.kernels.push(lowered.kernel);
                b.emit(
                    Instr::Dispatch {
                        kernel: (out.kernels.len() - 1) as u32,
                        bindings: binds,
                    },
                    &l,
                );
            }
            _ if memory::is_view_op(m, op) => {
                for (i, &r) in d.results.iter().enumerate() {
                    let src_v = d.operands.get(i).copied().unwrap_or(d.operands[0]);
                    let src = b.get(src_v)?;
                    let off = memory::view_offset_of(m, op).unwrap_or(0);
                    let bytes = b.bytes(r);
                    let materialize = !b.plan.view_root.contains_key(&r);
                    let dst = b.reg();
                    b.emit(
                        Instr::View {
                            dst,
                            src,
                            offset: off,
                            bytes,
                        },
                        &l,
                    );
                    if materialize {
                        // A returned or in-place partial view gets its own storage.
                        let own = b.define(r, &l)?;
                        b.emit(Instr::Copy { dst: own, src: dst }, &l);
                    } else {
                        b.regs.insert(r, dst);
                    }
                }
            }
            other => {
                return Err(format!(
                    "{l}: `{other}` outside a dispatch region is not supported by the CPU backend"
                ))
            }
        }
    }
    if !b.uses_arena && b.plan.arena_bytes == 0 {
        // No arena: drop the Arena instruction.
        b.code.remove(0);
        b.locs.remove(0);
    }
    let slots = b
        .plan
        .buffers
        .iter()
        .map(|x| PlanSlot {
            offset: x.offset,
            size: x.size,
            def: x.def as u32,
            last_use: x.last_use as u32,
        })
        .collect();
    Ok(FunctionDef {
        name,
        public: m.ops[f]
            .attr("sym_visibility")
            .and_then(|a| a.as_str())
            .is_none_or(|v| v == "public"),
        args,
        results,
        num_regs: b.next,
        plan: MemoryPlan {
            arena_bytes: b.plan.arena_bytes,
            scratch_bytes: b.scratch,
            lower_bound_bytes: b.plan.lower_bound_bytes,
            output_bytes: b.plan.output_bytes,
            aliased_bytes: b.plan.aliased_bytes,
            constant_bytes: b.plan.constant_bytes,
            slots,
        },
        code: b.code,
        locs: b.locs,
    })
}

/// Compiles program text to `.vmfb` bytes with the full pipeline (what `irc compile -o` writes).
/// Errors are rendered diagnostics naming `name`.
pub fn compile_to_vmfb(text: &str, name: &str) -> Result<Vec<u8>, String> {
    let input = crate::driver::Input {
        name: name.to_string(),
        text: text.to_string(),
    };
    let pipeline = crate::driver::phase_pipeline("plan").unwrap_or_default();
    let passes = crate::pass_manager::parse_pipeline(&pipeline)?;
    let compiled = crate::driver::compile(
        &input,
        &passes,
        &crate::pass_manager::Instrumentation::default(),
        &dialect::verifier::VerifyOptions::default(),
        false,
    );
    let m = compiled.module.ok_or(compiled.errors)?;
    let (def, data) = lower_module(&m, text).map_err(|e| format!("{name}:{e}"))?;
    Ok(runtime::vm::format::write_module(&def, &data))
}
