//! Work limits count what costs time: modules written from the format's types that loop over
//! large fills, copies, bare jumps and branches, and kernel dispatches over a large buffer. Under
//! a small limit each ends with E0704, whose message names the work used and the limit; under a
//! generous one each runs to completion, charged in proportion to the bytes and elements it
//! moves (orders of magnitude, never wall time). `calibrate` (ignored) times each kind of work
//! per unit: the table in ARCHITECTURE.md comes from it.

use runtime::kernel::*;
use runtime::vm::bytecode::*;
use runtime::vm::format::write_module;
use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::{Device, DEFAULT_WORK_LIMIT, INSTRUCTION_WORK};
use runtime::ElemType;

/// The elements of the large buffer: 16 Mi `f32`, 64 MiB.
const BIG: u64 = 16 << 20;
/// Its bytes.
const BIG_BYTES: u64 = BIG * 4;

fn ty(dtype: ElemType, shape: &[u64]) -> TensorType {
    TensorType {
        dtype,
        shape: shape.to_vec(),
    }
}

fn function(name: &str, num_regs: u32, code: Vec<Instr>) -> FunctionDef {
    FunctionDef {
        name: name.into(),
        public: true,
        args: vec![],
        results: vec![],
        num_regs,
        plan: MemoryPlan::default(),
        locs: vec![String::new(); code.len()],
        code,
    }
}

/// Kernel 0, `count_down(counter: 1 x i32, more: 1 x i1)`: `counter -= 1; more = counter > 0`.
fn count_down() -> Kernel {
    let mut e = Expr::default();
    let x = e.push(
        ElemType::I32,
        Node::Load {
            buf: Buf::Binding(0),
            map: IndexMap {
                offset: 0,
                strides: vec![0],
            },
        },
    );
    let one = e.push(ElemType::I32, Node::Const(1));
    let next = e.push(ElemType::I32, Node::Binary(BinaryOp::Subtract, x, one));
    let zero = e.push(ElemType::I32, Node::Const(0));
    let more = e.push(
        ElemType::I1,
        Node::Compare {
            dir: CompareDirection::Gt,
            ty: CompareType::Signed,
            a: next,
            b: zero,
        },
    );
    Kernel {
        name: "count_down".into(),
        bindings: vec![
            BufDecl {
                dtype: ElemType::I32,
                elements: 1,
                writable: true,
            },
            BufDecl {
                dtype: ElemType::I1,
                elements: 1,
                writable: true,
            },
        ],
        scratch: vec![],
        steps: vec![Step::Map(steps::Map {
            shape: vec![1],
            expr: e,
            outputs: vec![(Buf::Binding(0), next), (Buf::Binding(1), more)],
        })],
    }
}

/// Kernel 1, `fill_big(b: BIG x f32)`: one `Fill` step over the whole buffer.
fn fill_big() -> Kernel {
    Kernel {
        name: "fill_big".into(),
        bindings: vec![BufDecl {
            dtype: ElemType::F32,
            elements: BIG,
            writable: true,
        }],
        scratch: vec![],
        steps: vec![Step::Fill(steps::Fill {
            dst: Buf::Binding(0),
            value: 0x3f80_0000,
        })],
    }
}

/// What the loop body does each iteration.
#[derive(Clone, Copy, Debug)]
enum Body {
    /// `Fill` of the 64 MiB buffer.
    Fill,
    /// `Copy` of a 64 MiB buffer into another.
    Copy,
    /// Nothing: the loop is the counter's dispatch, a branch and a jump.
    Nothing,
    /// A dispatch of `fill_big` over the 64 MiB buffer.
    Dispatch,
}

/// A module whose `main` runs `body` `n` times: the counter (register 1) starts at `n` (a
/// constant copied into a fresh buffer), the kernel `count_down` decrements it, and a
/// `BranchFalse` leaves the loop when it reaches 0.
fn looping(body: Body, n: i32) -> Vec<u8> {
    let big = |dst| Instr::Alloc {
        dst,
        bytes: BIG_BYTES,
    };
    let mut code = vec![
        Instr::Const { dst: 0, index: 0 },
        Instr::Alloc { dst: 1, bytes: 4 },
        Instr::Copy { dst: 1, src: 0 },
        Instr::Alloc { dst: 2, bytes: 1 },
        big(3),
        big(4),
    ];
    let top = code.len() as u32;
    code.push(match body {
        Body::Fill => Instr::Fill { dst: 3, byte: 7 },
        Body::Copy => Instr::Copy { dst: 4, src: 3 },
        Body::Nothing => Instr::Alias { dst: 5, src: 3 },
        Body::Dispatch => Instr::Dispatch {
            kernel: 1,
            bindings: vec![3],
        },
    });
    code.push(Instr::Dispatch {
        kernel: 0,
        bindings: vec![1, 2],
    });
    let exit = code.len() as u32 + 2;
    code.push(Instr::BranchFalse {
        cond: 2,
        target: exit,
    });
    code.push(Instr::Jump { target: top });
    code.push(Instr::Return { regs: vec![] });
    let mut data = vec![0u8; 64];
    data[..4].copy_from_slice(&n.to_le_bytes());
    let m = ModuleDef {
        name: "work_limits".into(),
        source: String::new(),
        kernels: vec![count_down(), fill_big()],
        functions: vec![function("main", 6, code)],
        constants: vec![ConstDef {
            ty: ty(ElemType::I32, &[]),
            offset: 0,
            bytes: 4,
        }],
        grid: None,
        globals: vec![],
        placement: None,
    };
    write_module(&m, &data)
}

/// Runs `main` of `bytes` under `limit` (one thread, the given kernel mode): the error's code and
/// message, or `Ok`, and the work the call spent.
fn run(bytes: &[u8], mode: KernelMode, limit: u64) -> (Result<(), (String, String)>, u64) {
    let m = LoadedModule::load_bytes(bytes, mode).expect("the module is valid");
    let mut dev = Device::new(1, None).unwrap();
    dev.work_limit = limit;
    let r = dev
        .call(&m, "main", vec![], None)
        .map(|_| ())
        .map_err(|e| (e.code().to_string(), e.to_string()));
    (r, dev.last_call_work())
}

/// A loop of `body` stops with E0704 under `small`, naming the limit and what it used (at most
/// the limit); and runs to completion under the default limit, its work between `lo` and `hi`.
fn bounded(body: Body, iterations: i32, small: u64, lo: u64, hi: u64) {
    let b = looping(body, iterations);
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        let (r, used) = run(&b, mode, small);
        let (code, message) = r.expect_err("the small limit stops the loop");
        assert_eq!(code, "E0704", "{body:?} {mode:?}: {message}");
        assert!(
            message.contains(&format!("work budget of {small} units: it used {used} "))
                && message.contains("--work-limit"),
            "{body:?} {mode:?}: {message}"
        );
        assert!(used <= small, "{body:?} {mode:?}: used {used} of {small}");
        let (r, used) = run(&b, mode, DEFAULT_WORK_LIMIT);
        r.unwrap_or_else(|e| panic!("{body:?} {mode:?}: {e:?}"));
        assert!(
            (lo..=hi).contains(&used),
            "{body:?} {mode:?}: {iterations} iterations used {used}, expected {lo}..={hi}"
        );
    }
}

/// (a) Fills: each iteration's 64 MiB is at least 2^23 units (one per 8 bytes), so 2^24 units
/// stop the loop in its second iteration, where the flat 1,024 per instruction of before let a
/// 2^24 budget fill 16,384 times 64 MiB (a TiB).
#[test]
fn a_loop_of_large_fills_is_charged_its_bytes() {
    let per = BIG_BYTES / 8;
    bounded(Body::Fill, 8, 1 << 24, 8 * per, 8 * per + (1 << 26));
}

/// (b) Copies, charged for the bytes they read and write.
#[test]
fn a_loop_of_large_copies_is_charged_its_bytes() {
    let per = 2 * BIG_BYTES / 8;
    bounded(Body::Copy, 8, 1 << 24, 8 * per, 8 * per + (1 << 26));
}

/// (c) Bare branches and jumps: each iteration (a one-element dispatch, a branch, a jump and an
/// alias) costs a few hundred units, a fixed amount per instruction and per step; an endless
/// loop of one jump ends at any limit, having used all but less than one instruction of it.
#[test]
fn a_loop_of_jumps_and_branches_is_charged_per_instruction() {
    let n = 100_000u64;
    bounded(
        Body::Nothing,
        n as i32,
        1 << 20,
        n * 4 * INSTRUCTION_WORK,
        n * 4096,
    );
    let spin = ModuleDef {
        name: "spin".into(),
        functions: vec![function(
            "main",
            1,
            vec![Instr::Jump { target: 0 }, Instr::Return { regs: vec![] }],
        )],
        ..Default::default()
    };
    let b = write_module(&spin, &[]);
    let limit = 1 << 24;
    let (r, used) = run(&b, KernelMode::Jit, limit);
    let (code, message) = r.expect_err("an endless loop stops");
    assert_eq!(code, "E0704", "{message}");
    assert!(
        used <= limit && limit - used < INSTRUCTION_WORK,
        "{used} of {limit}"
    );
    assert!(
        message.contains(&format!(
            "work budget of {limit} units: it used {used} and the next instruction needs {INSTRUCTION_WORK} more"
        )),
        "{message}"
    );
}

/// (d) Dispatches of a kernel that fills 64 MiB: its `Fill` step is charged its bytes and its
/// elements, each stored through its lanes (it was charged 1 before).
#[test]
fn a_loop_of_dispatches_over_a_large_buffer_is_charged_its_bytes() {
    let per = BIG_BYTES / 8 + BIG;
    bounded(Body::Dispatch, 8, 1 << 24, 8 * per, 8 * per + (1 << 26));
    let m = LoadedModule::load_bytes(&looping(Body::Dispatch, 1), KernelMode::Jit).unwrap();
    let work = m.kernels[1].kernel().work();
    assert!(work >= per, "{work}");
}

/// The best of three calls of every public function of `b` (zero arguments) on one thread:
/// `(name, seconds, units)` each; a function that fails is left out.
fn time_all(b: &[u8], mode: KernelMode) -> Vec<(String, f64, u64)> {
    let Ok(m) = LoadedModule::load_bytes(b, mode) else {
        return vec![];
    };
    let dev = Device::new(1, None).unwrap();
    let mut out = vec![];
    for f in m.def.functions.iter().filter(|f| f.public) {
        let mut best = f64::MAX;
        let mut ok = true;
        for _ in 0..3 {
            let args = f
                .args
                .iter()
                .map(|a| {
                    let shape: Vec<usize> = a.ty.shape.iter().map(|&d| d as usize).collect();
                    let h = runtime::HostTensor::zeros(a.ty.dtype, shape);
                    runtime::vm::Tensor::from_host(&dev.allocator, &h, "arg").unwrap()
                })
                .collect();
            let t = std::time::Instant::now();
            ok &= dev.call(&m, &f.name, args, None).is_ok();
            best = best.min(t.elapsed().as_secs_f64());
        }
        if ok {
            out.push((f.name.clone(), best, dev.last_call_work()));
        }
    }
    out
}

/// Large single-kernel programs of the slowest kinds of element work per unit.
const HEAVY: &[(&str, &str)] = &[
    (
        "f8 transcendentals",
        "func.func public @main(%x: tensor<1048576xf8E4M3FN>) -> tensor<1048576xf8E4M3FN> {
  %0 = stablehlo.exponential %x : tensor<1048576xf8E4M3FN>
  %1 = stablehlo.sine %0 : tensor<1048576xf8E4M3FN>
  %2 = stablehlo.tanh %1 : tensor<1048576xf8E4M3FN>
  %3 = stablehlo.atan2 %2, %x : tensor<1048576xf8E4M3FN>
  return %3 : tensor<1048576xf8E4M3FN>
}",
    ),
    (
        "complex transcendentals",
        "func.func public @main(%x: tensor<1048576xcomplex<f64>>) -> tensor<1048576xcomplex<f64>> {
  %0 = stablehlo.exponential %x : tensor<1048576xcomplex<f64>>
  %1 = stablehlo.sine %0 : tensor<1048576xcomplex<f64>>
  %2 = stablehlo.tanh %1 : tensor<1048576xcomplex<f64>>
  %3 = stablehlo.divide %2, %x : tensor<1048576xcomplex<f64>>
  return %3 : tensor<1048576xcomplex<f64>>
}",
    ),
    (
        "f32 transcendentals in f64",
        "func.func public @main(%x: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %0 = stablehlo.exponential %x : tensor<1048576xf32>
  %1 = stablehlo.sine %0 : tensor<1048576xf32>
  %2 = stablehlo.cbrt %1 : tensor<1048576xf32>
  %3 = stablehlo.atan2 %2, %x : tensor<1048576xf32>
  return %3 : tensor<1048576xf32>
}",
    ),
    (
        "f32 arithmetic",
        "func.func public @main(%x: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %0 = stablehlo.add %x, %x : tensor<1048576xf32>
  %1 = stablehlo.multiply %0, %x : tensor<1048576xf32>
  %2 = stablehlo.subtract %1, %0 : tensor<1048576xf32>
  return %2 : tensor<1048576xf32>
}",
    ),
    (
        "i64 division",
        "func.func public @main(%x: tensor<1048576xi64>) -> tensor<1048576xi64> {
  %0 = stablehlo.add %x, %x : tensor<1048576xi64>
  %1 = stablehlo.divide %0, %x : tensor<1048576xi64>
  %2 = stablehlo.remainder %1, %0 : tensor<1048576xi64>
  return %2 : tensor<1048576xi64>
}",
    ),
    (
        "i32 dot",
        "func.func public @main(%a: tensor<256x256xi32>, %b: tensor<256x256xi32>) -> tensor<256x256xi32> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi32>
  return %r : tensor<256x256xi32>
}",
    ),
    (
        "complex dot",
        "func.func public @main(%a: tensor<128x128xcomplex<f64>>, %b: tensor<128x128xcomplex<f64>>) -> tensor<128x128xcomplex<f64>> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x128xcomplex<f64>>, tensor<128x128xcomplex<f64>>) -> tensor<128x128xcomplex<f64>>
  return %r : tensor<128x128xcomplex<f64>>
}",
    ),
    (
        "f32 sort",
        "func.func public @main(%x: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %r = \"stablehlo.sort\"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<1048576xf32>) -> tensor<1048576xf32>
  return %r : tensor<1048576xf32>
}",
    ),
    (
        "f32 transpose",
        "func.func public @main(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %r = stablehlo.transpose %x, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}",
    ),
    (
        "f64 reduce_window",
        "func.func public @main(%x: tensor<512x512xf64>, %i: tensor<f64>) -> tensor<510x510xf64> {
  %r = \"stablehlo.reduce_window\"(%x, %i) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %m = stablehlo.maximum %a, %b : tensor<f64>
    stablehlo.return %m : tensor<f64>
  }) {window_dimensions = array<i64: 3, 3>} : (tensor<512x512xf64>, tensor<f64>) -> tensor<510x510xf64>
  return %r : tensor<510x510xf64>
}",
    ),
];

/// Times each kind of work per unit on one thread (`cargo test --release --workspace --test
/// work_limits -- --ignored --nocapture calibrate`): the table of ARCHITECTURE.md, "Work
/// units". Also runs every program of the corpus and of the exec lit tests (zero arguments) and prints the most work one call spends and the worst time per unit of the
/// calls longer than a millisecond.
#[test]
#[ignore]
fn calibrate() {
    let time = |b: &[u8], mode: KernelMode| {
        let (_, secs, units) = time_all(b, mode).pop().expect("main runs");
        (secs, units)
    };
    for (name, src) in HEAVY {
        let b = compiler::backend::compile_to_vmfb(src, "heavy.mlir").unwrap();
        for mode in [KernelMode::Jit, KernelMode::Interpret] {
            let (secs, used) = time(&b, mode);
            println!(
                "{name} ({mode:?}): {:.1} ms, {used} units, {:.3} ns/unit",
                secs * 1e3,
                secs * 1e9 / used as f64
            );
        }
    }
    let spin = ModuleDef {
        name: "spin".into(),
        functions: vec![function(
            "main",
            1,
            vec![Instr::Jump { target: 0 }, Instr::Return { regs: vec![] }],
        )],
        ..Default::default()
    };
    let m = LoadedModule::load_bytes(&write_module(&spin, &[]), KernelMode::Jit).unwrap();
    let mut dev = Device::new(1, None).unwrap();
    dev.work_limit = 1 << 30;
    let t = std::time::Instant::now();
    dev.call(&m, "main", vec![], None).unwrap_err();
    let secs = t.elapsed().as_secs_f64();
    println!(
        "Jump x {}: {:.1} ms, {} units, {:.3} ns/unit",
        dev.last_call_work() / INSTRUCTION_WORK,
        secs * 1e3,
        dev.last_call_work(),
        secs * 1e9 / dev.last_call_work() as f64
    );
    for (body, n) in [
        (Body::Fill, 32),
        (Body::Copy, 32),
        (Body::Nothing, 1_000_000),
        (Body::Dispatch, 32),
    ] {
        for mode in [KernelMode::Jit, KernelMode::Interpret] {
            let (secs, used) = time(&looping(body, n), mode);
            println!(
                "{body:?} x {n} ({mode:?}): {:.1} ms, {used} units, {:.3} ns/unit",
                secs * 1e3,
                secs * 1e9 / used as f64
            );
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = vec![];
    for dir in ["tests/corpus", "tests/lit/exec"] {
        let mut stack = vec![root.join(dir)];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "mlir")
                    && !p.to_string_lossy().ends_with(".generic.mlir")
                {
                    files.push(p);
                }
            }
        }
    }
    files.sort();
    let (mut most, mut worst) = ((String::new(), 0u64), (String::new(), 0f64));
    let mut calls = 0;
    for p in &files {
        let Ok(src) = std::fs::read_to_string(p) else {
            continue;
        };
        let Ok(b) = compiler::backend::compile_to_vmfb(&src, &p.to_string_lossy()) else {
            continue;
        };
        for mode in [KernelMode::Jit, KernelMode::Interpret] {
            for (f, secs, units) in time_all(&b, mode) {
                calls += 1;
                let name = format!("{} @{f} ({mode:?})", p.display());
                if units > most.1 {
                    most = (name.clone(), units);
                }
                let per = secs * 1e9 / units as f64;
                if secs > 1e-3 && per > worst.1 {
                    worst = (name, per);
                }
            }
        }
    }
    println!(
        "{} files, {calls} calls: most work {} units ({}), worst {:.3} ns/unit ({})",
        files.len(),
        most.1,
        most.0,
        worst.1,
        worst.0
    );
}
