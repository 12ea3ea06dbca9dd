//! Readable text of a module, as `iree-dump-module` prints one: metadata, functions with their
//! signatures, memory plans and bytecode, kernels with their steps.

use std::fmt::Write;

use super::bytecode::*;
use crate::kernel::*;

/// A buffer as the dump names it: `b0` for binding 0, `s0` for scratch slot 0.
pub(crate) fn buf(b: &Buf) -> String {
    match b {
        Buf::Binding(i) => format!("b{i}"),
        Buf::Scratch(i) => format!("s{i}"),
    }
}

/// `%r1, %r2`.
/// A global's name by index (`?` out of range: dump prints unvalidated modules too).
fn global_name(m: &ModuleDef, i: u32) -> &str {
    m.globals.get(i as usize).map_or("?", |g| g.name.as_str())
}

pub(crate) fn regs(r: &[Reg]) -> String {
    r.iter()
        .map(|r| format!("%r{r}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An op name without its dialect (`add` for `stablehlo.add`).
fn short(name: &str) -> &str {
    name.rsplit('.').next().unwrap_or(name)
}

/// The value of one element of type `t` with bit pattern `bits`.
fn scalar(t: crate::ElemType, bits: u128) -> String {
    match element::lane::from_bits(t, &[bits]) {
        element::Lane::F32(v) => format!("{}", v[0]),
        element::Lane::F(v) => format!("{}", v[0]),
        element::Lane::I(v) if t == crate::ElemType::UI64 => format!("{}", v[0] as u64),
        element::Lane::I(v) => format!("{}", v[0]),
        element::Lane::C(v) => format!("({}, {})", v[0].re, v[0].im),
    }
}

/// The lines of an expression, one per node.
pub(crate) fn expr(e: &Expr) -> String {
    let mut s = String::new();
    for (i, n) in e.nodes.iter().enumerate() {
        let t = e.types[i].name();
        let body = match n {
            Node::Load { buf: b, map } => {
                format!("load {}[{} + {:?}·i]", buf(b), map.offset, map.strides)
            }
            Node::Const(bits) => format!("const {}", scalar(e.types[i], *bits)),
            Node::Iota { dim, scale, offset } => format!("iota {scale}·i{dim} + {offset}"),
            Node::Param(p) => format!("param {p}"),
            Node::Unary(op, x) => format!("{} %{x}", short(op.name())),
            Node::Binary(op, a, b) => format!("{} %{a}, %{b}", short(op.name())),
            Node::Compare { dir, ty, a, b } => format!(
                "cmp {} {} %{a}, %{b}",
                dir.name().to_lowercase(),
                ty.name().to_lowercase()
            ),
            Node::Select(c, a, b) => format!("select %{c}, %{a}, %{b}"),
            Node::Clamp(a, x, b) => format!("clamp %{a}, %{x}, %{b}"),
            Node::Convert(x) => format!("convert %{x}"),
            Node::Bitcast(x) => format!("bitcast %{x}"),
            Node::ReducePrecision {
                x,
                exponent_bits,
                mantissa_bits,
            } => format!("reduce_precision %{x} e{exponent_bits}m{mantissa_bits}"),
        };
        let _ = writeln!(s, "        %{i}: {t} = {body}");
    }
    s
}

/// The text of a module (`irvm dump`, `irc --compile-to=vm`): `m`'s functions and constants with
/// `kernels`, its kernels (a loaded module keeps them apart from `m`, validated).
pub fn dump_module(m: &ModuleDef, kernels: &[&Kernel], data_bytes: u64) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "module @{}", m.name);
    let _ = writeln!(s, "  format version: {}", super::format::VERSION);
    let _ = writeln!(
        s,
        "  functions: {}, kernels: {}, constants: {} ({data_bytes} bytes in the data segment)",
        m.functions.len(),
        kernels.len(),
        m.constants.len()
    );
    for (i, c) in m.constants.iter().enumerate() {
        let _ = writeln!(
            s,
            "  constant {i}: {} at data+{} ({} bytes)",
            c.ty.to_mlir(),
            c.offset,
            c.bytes
        );
    }
    for g in &m.globals {
        let init = if g.init == NO_INITIAL_VALUE {
            "zeros".to_string()
        } else {
            format!("constant {}", g.init)
        };
        let _ = writeln!(
            s,
            "  global @{}: {}{} ({} bytes), initial value {init}",
            g.name,
            if g.mutable { "mutable " } else { "" },
            g.ty.to_mlir(),
            g.ty.bytes()
        );
    }
    let placement = m.placement.as_ref();
    if let Some(p) = placement {
        let mesh: Vec<String> = p.mesh.iter().map(u64::to_string).collect();
        let _ = writeln!(s, "  mesh: [{}]", mesh.join(", "));
    }
    let mark = |marks: Option<&Vec<Option<ShardDef>>>, i: usize| match marks
        .and_then(|v| v.get(i))
        .copied()
        .flatten()
    {
        Some(sd) => format!(" {{dist.shard = [{}, {}]}}", sd.dim, sd.axis),
        None => String::new(),
    };
    for (fi, f) in m.functions.iter().enumerate() {
        let fp = placement.and_then(|p| p.of_function(fi));
        let _ = writeln!(s);
        let args: Vec<String> = f
            .args
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let mut t = format!("%r{i}: {}", a.ty.to_mlir());
                if let Some(o) = a.output {
                    let _ = write!(t, " {{abi.output = {o}}}");
                }
                if a.consume {
                    t.push_str(" {abi.consume}");
                }
                t.push_str(&mark(fp.map(|p| &p.args), i));
                t
            })
            .collect();
        let res: Vec<String> = f
            .results
            .iter()
            .enumerate()
            .map(|(i, r)| format!("{}{}", r.ty.to_mlir(), mark(fp.map(|p| &p.results), i)))
            .collect();
        let _ = writeln!(
            s,
            "func {}@{}({}) -> ({})",
            if f.public { "public " } else { "private " },
            f.name,
            args.join(", "),
            res.join(", ")
        );
        let p = &f.plan;
        let _ = writeln!(
            s,
            "  memory plan: arena {} bytes (lower bound {}), kernel scratch {} bytes, results {} bytes, in place {} bytes, constants {} bytes",
            p.arena_bytes, p.lower_bound_bytes, p.scratch_bytes, p.output_bytes, p.aliased_bytes, p.constant_bytes
        );
        for (i, sl) in p.slots.iter().enumerate() {
            let _ = writeln!(
                s,
                "    t{i}: [{}, {}) {} bytes, live {}..{}",
                sl.offset,
                sl.offset + sl.size,
                sl.size,
                sl.def,
                sl.last_use
            );
        }
        let _ = writeln!(s, "  registers: {}", f.num_regs);
        for (pc, ins) in f.code.iter().enumerate() {
            let text = match ins {
                Instr::Arena { dst } => {
                    format!("%r{dst} = arena {} bytes", p.arena_bytes + p.scratch_bytes)
                }
                Instr::Const { dst, index } => format!("%r{dst} = const {index}"),
                Instr::Alloc { dst, bytes } => format!("%r{dst} = alloc {bytes} bytes"),
                Instr::View {
                    dst,
                    src,
                    offset,
                    bytes,
                } => format!("%r{dst} = view %r{src}[{offset}, +{bytes}]"),
                Instr::Dispatch { kernel, bindings } => format!(
                    "dispatch {}({})",
                    kernels
                        .get(*kernel as usize)
                        .map_or("?", |k| k.name.as_str()),
                    bindings
                        .iter()
                        .map(|r| format!("%r{r}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Instr::Copy { dst, src } => format!("copy %r{src} -> %r{dst}"),
                Instr::GlobalLoad { dst, global } => {
                    format!("global_load @{} -> %r{dst}", global_name(m, *global))
                }
                Instr::GlobalStore { global, src } => {
                    format!("global_store %r{src} -> @{}", global_name(m, *global))
                }
                Instr::Fill { dst, byte } => format!("fill %r{dst} with {byte:#04x}"),
                Instr::Dealloc { reg } => format!("dealloc %r{reg}"),
                Instr::Alias { dst, src } => format!("%r{dst} = alias %r{src}"),
                Instr::Call {
                    func,
                    args,
                    results,
                } => format!(
                    "{} = call @{}({})",
                    results
                        .iter()
                        .map(|r| format!("%r{r}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    m.functions
                        .get(*func as usize)
                        .map_or("?", |g| g.name.as_str()),
                    args.iter()
                        .map(|r| format!("%r{r}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Instr::Jump { target } => format!("jump {target}"),
                Instr::BranchFalse { cond, target } => {
                    format!("branch to {target} if %r{cond} is false")
                }
                Instr::Switch { index, targets } => format!(
                    "switch on %r{index} to [{}]",
                    targets
                        .iter()
                        .map(|t| t.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Instr::Return { regs } => format!(
                    "return {}",
                    regs.iter()
                        .map(|r| format!("%r{r}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Instr::Collective(c) => super::collective::dump(c),
                Instr::ProcessId { dst, partition } => format!(
                    "%r{dst} = {}",
                    if *partition {
                        "partition_id"
                    } else {
                        "replica_id"
                    }
                ),
                Instr::Parallel(p) => {
                    format!(
                        "{} = parallel {}x{} [{}]({})",
                        regs(&p.results),
                        p.replicas,
                        p.partitions,
                        p.programs
                            .iter()
                            .map(|&g| format!(
                                "@{}",
                                m.functions.get(g as usize).map_or("?", |g| g.name.as_str())
                            ))
                            .collect::<Vec<_>>()
                            .join(", "),
                        regs(&p.args)
                    ) + &if p.infeed.is_empty() {
                        String::new()
                    } else {
                        format!(" infeed({})", regs(&p.infeed))
                    }
                }
                Instr::Transfer(t) => super::collective::dump_transfer(t),
                Instr::Probe(p) => {
                    let what = match &p.action {
                        ProbeAction::Print { name } if name.is_empty() => "print".to_string(),
                        ProbeAction::Print { name } => format!("print as {name}"),
                        ProbeAction::Record { id } => format!("record as {id:?}"),
                        ProbeAction::Expect { id, iteration } => {
                            format!("expect recorded {id:?} iteration {iteration}")
                        }
                    };
                    format!("probe %r{} : {} {what} at {}", p.src, p.ty.to_mlir(), p.loc)
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
                    format!(
                        "check %r{actual} against %r{expected} : {} ({spelling}, {}) at {loc}",
                        ty.to_mlir(),
                        match rule {
                            CheckRule::Eq => "equal".to_string(),
                            CheckRule::Ne => "different".to_string(),
                            CheckRule::AlmostEq { tolerance } => format!("within {tolerance}"),
                            CheckRule::AllClose { atol, rtol } => {
                                format!("within {atol} + {rtol} x |expected|")
                            }
                            CheckRule::Close { min_ulp, max_ulp } => {
                                format!("{min_ulp}..={max_ulp} ULP")
                            }
                        }
                    )
                }
            };
            let _ = writeln!(
                s,
                "  {pc:4}: {text:<60} // {}",
                f.locs.get(pc).map_or("", String::as_str)
            );
        }
    }
    for k in kernels {
        let _ = writeln!(s);
        let _ = writeln!(s, "kernel {}", k.name);
        for (i, b) in k.bindings.iter().enumerate() {
            let _ = writeln!(
                s,
                "  b{i}: {} x {} {}",
                b.elements,
                b.dtype.name(),
                if b.writable { "(write)" } else { "(read)" }
            );
        }
        for (i, b) in k.scratch.iter().enumerate() {
            let _ = writeln!(s, "  s{i}: {} x {} scratch", b.elements, b.dtype.name());
        }
        for (i, st) in k.steps.iter().enumerate() {
            let _ = writeln!(s, "  step {i}: {}", st.dump().trim_end());
        }
    }
    s
}
