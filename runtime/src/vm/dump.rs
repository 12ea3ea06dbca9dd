//! Readable text of a module, as `iree-dump-module` prints one: metadata, functions with their
//! signatures, memory plans and bytecode, kernels with their steps.

use std::fmt::Write;

use super::bytecode::*;
use crate::kernel::*;

fn buf(b: &Buf) -> String {
    match b {
        Buf::Binding(i) => format!("b{i}"),
        Buf::Scratch(i) => format!("s{i}"),
    }
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

fn expr(e: &Expr) -> String {
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

fn step(s: &Step) -> String {
    match s {
        Step::Map(steps::Map { shape, expr: e, outputs }) => format!(
            "map over {shape:?} -> {}\n{}",
            outputs.iter().map(|(b, n)| format!("{} = %{n}", buf(b))).collect::<Vec<_>>().join(", "),
            expr(e)
        ),
        Step::Reduce(steps::Reduce { in_shape, dims, expr: e, inputs, inits, body, outputs }) => format!(
            "reduce over {in_shape:?} dims {dims:?} inputs {inputs:?} inits {inits:?} -> {}\n{}      body (results {:?}):\n{}",
            outputs.iter().map(buf).collect::<Vec<_>>().join(", "),
            expr(e),
            body.results,
            expr(&body.expr)
        ),
        Step::Dot(steps::Dot { dtype, m, n, k, batch, lhs, rhs, out, accumulate }) => format!(
            "dot {} m={m} n={n} k={k} batch={batch:?} lhs={}+{} (rs {}, cs {}) rhs={}+{} (rs {}, cs {}) -> {}{}",
            dtype.name(),
            buf(&lhs.buf), lhs.offset, lhs.rs, lhs.cs,
            buf(&rhs.buf), rhs.offset, rhs.rs, rhs.cs,
            buf(&out.buf),
            accumulate.map_or(String::new(), |(a, b)| format!(" (= {} * old + {} * product)", f64::from_bits(a), f64::from_bits(b)))
        ),
        Step::Conv(steps::Conv { dtype, lhs, rhs, out, desc }) => format!(
            "convolution {} {} x {} -> {} ({:?} x {:?} -> {:?}, strides {:?}, pad_lo {:?})",
            dtype.name(), buf(lhs), buf(rhs), buf(out), desc.lhs_shape, desc.rhs_shape, desc.out_shape, desc.strides, desc.pad_lo
        ),
        Step::ReduceWindow(steps::ReduceWindow { inputs, in_shape, outputs, out_shape, window, strides, .. }) => format!(
            "reduce_window {} {in_shape:?} -> {} {out_shape:?} window {window:?} strides {strides:?}",
            inputs.iter().map(buf).collect::<Vec<_>>().join(", "),
            outputs.iter().map(buf).collect::<Vec<_>>().join(", ")
        ),
        Step::Gather(steps::Gather { operand, indices, out, desc }) => format!(
            "gather {}[{}] -> {} {:?}",
            buf(operand), buf(indices), buf(out), desc.out_shape
        ),
        Step::Scatter(steps::Scatter { indices, updates, out, more, desc, .. }) => format!(
            "scatter {} at {} into {} {:?}",
            std::iter::once(updates).chain(more.iter().map(|m| &m.0)).map(buf).collect::<Vec<_>>().join(", "),
            buf(indices),
            std::iter::once(out).chain(more.iter().map(|m| &m.1)).map(buf).collect::<Vec<_>>().join(", "),
            desc.operand_shape
        ),
        Step::Copy(steps::Copy { src, src_offset, dst, dst_offset, count }) => format!(
            "copy {count} elements {}+{src_offset} -> {}+{dst_offset}",
            buf(src), buf(dst)
        ),
        Step::Fill(steps::Fill { dst, value }) => format!("fill {} with bits {value:#x}", buf(dst)),
        Step::Place(steps::Place { src, src_shape, dst, dst_offset, dst_strides }) => format!(
            "place {} {src_shape:?} -> {}+{dst_offset} strides {dst_strides:?}",
            buf(src), buf(dst)
        ),
        Step::CopyBytes(steps::CopyBytes { src, dst, bytes }) => {
            format!("copy {bytes} bytes {} -> {}", buf(src), buf(dst))
        }
        Step::DynamicSlice(steps::DynamicSlice { operand, operand_shape, starts, out, sizes }) => format!(
            "dynamic_slice {} {operand_shape:?} at [{}] sizes {sizes:?} -> {}",
            buf(operand),
            starts.iter().map(buf).collect::<Vec<_>>().join(", "),
            buf(out)
        ),
        Step::Sort(steps::Sort { shape, dim, inputs, outputs, .. }) => format!(
            "sort {} {shape:?} along {dim} -> {}",
            inputs.iter().map(buf).collect::<Vec<_>>().join(", "),
            outputs.iter().map(buf).collect::<Vec<_>>().join(", ")
        ),
        Step::SelectAndScatter(steps::SelectAndScatter { operand, shape, source, out, window, strides, .. }) => format!(
            "select_and_scatter {} into {} over {} {shape:?} window {window:?} strides {strides:?}",
            buf(source), buf(out), buf(operand)
        ),
        Step::DynamicUpdateSlice(steps::DynamicUpdateSlice { update, update_shape, starts, out, out_shape }) => format!(
            "dynamic_update_slice {} {out_shape:?} at [{}] with {} {update_shape:?}",
            buf(out),
            starts.iter().map(buf).collect::<Vec<_>>().join(", "),
            buf(update)
        ),
        Step::RngBitGenerator(steps::RngBitGenerator { algorithm, state, out_state, out, shape }) => format!(
            "rng_bit_generator {} state {} -> {}, bits {} {shape:?}",
            algorithm.name(), buf(state), buf(out_state), buf(out)
        ),
        Step::Fft(steps::Fft { kind, input, out, batch, lengths, work }) => format!(
            "fft {kind:?} {} -> {} batch {batch} lengths {lengths:?} (work {})",
            buf(input), buf(out), buf(work)
        ),
        Step::Cholesky(steps::Cholesky { input, out, batch, n, lower, work }) => format!(
            "cholesky {} -> {} batch {batch} n {n} {} (work {})",
            buf(input), buf(out), if *lower { "lower" } else { "upper" }, buf(work)
        ),
        Step::TriangularSolve(steps::TriangularSolve { a, b, out, batch, n, rows, cols, left_side, lower, unit_diagonal, transpose, work }) => format!(
            "triangular_solve a {} b {} -> {} batch {batch} n {n} b {rows}x{cols} {} {}{} op {transpose:?} (work {})",
            buf(a), buf(b), buf(out),
            if *left_side { "left" } else { "right" },
            if *lower { "lower" } else { "upper" },
            if *unit_diagonal { " unit_diagonal" } else { "" },
            buf(work)
        ),
        Step::Lapack(steps::Lapack { routine, operands, results, batch, m, n, k, work }) => format!(
            "lapack {routine:?} ({}) -> ({}) batch {batch} m {m} n {n} k {k} (work {})",
            operands.iter().map(buf).collect::<Vec<_>>().join(", "),
            results.iter().map(buf).collect::<Vec<_>>().join(", "),
            buf(work)
        ),
    }
}

/// The text of a module (`irvm dump`).
pub fn dump_module(m: &ModuleDef, data_bytes: u64) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "module @{}", m.name);
    let _ = writeln!(s, "  format version: {}", super::format::VERSION);
    let _ = writeln!(
        s,
        "  functions: {}, kernels: {}, constants: {} ({data_bytes} bytes in the data segment)",
        m.functions.len(),
        m.kernels.len(),
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
    for f in &m.functions {
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
                t
            })
            .collect();
        let res: Vec<String> = f.results.iter().map(|r| r.ty.to_mlir()).collect();
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
                    m.kernels
                        .get(*kernel as usize)
                        .map_or("?", |k| k.name.as_str()),
                    bindings
                        .iter()
                        .map(|r| format!("%r{r}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Instr::Copy { dst, src } => format!("copy %r{src} -> %r{dst}"),
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
                Instr::Check {
                    actual,
                    expected,
                    ty,
                    rule,
                    spelling,
                    loc,
                } => format!(
                    "check %r{actual} against %r{expected} : {} ({spelling}, {}) at {loc}",
                    ty.to_mlir(),
                    match rule {
                        CheckRule::Eq => "equal".to_string(),
                        CheckRule::AlmostEq { tolerance } => format!("within {tolerance}"),
                        CheckRule::Close { min_ulp, max_ulp } => {
                            format!("{min_ulp}..={max_ulp} ULP")
                        }
                    }
                ),
            };
            let _ = writeln!(
                s,
                "  {pc:4}: {text:<60} // {}",
                f.locs.get(pc).map_or("", String::as_str)
            );
        }
    }
    for k in &m.kernels {
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
            let _ = writeln!(s, "  step {i}: {}", step(st).trim_end());
        }
    }
    s
}
