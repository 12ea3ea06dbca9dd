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

/// (b) Copies, charged as fills.
#[test]
fn a_loop_of_large_copies_is_charged_its_bytes() {
    let per = BIG_BYTES / 8;
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

/// (d) Dispatches of a kernel that fills 64 MiB: its `Fill` step is charged its bytes (it was
/// charged 1 before).
#[test]
fn a_loop_of_dispatches_over_a_large_buffer_is_charged_its_bytes() {
    let per = BIG_BYTES / 8;
    bounded(Body::Dispatch, 8, 1 << 24, 8 * per, 8 * per + (1 << 26));
    let m = LoadedModule::load_bytes(&looping(Body::Dispatch, 1), KernelMode::Jit).unwrap();
    assert!(m.kernel_work[1] >= per, "{:?}", m.kernel_work);
}

/// Times each kind of work per unit on one thread (`cargo test --release --test work_limits --
/// --ignored --nocapture calibrate`): the table of ARCHITECTURE.md, "Work units".
#[test]
#[ignore]
fn calibrate() {
    let time = |b: &[u8], mode: KernelMode| {
        let m = LoadedModule::load_bytes(b, mode).unwrap();
        let dev = Device::new(1, None).unwrap();
        let mut best = f64::MAX;
        for _ in 0..3 {
            let t = std::time::Instant::now();
            dev.call(&m, "main", vec![], None).unwrap();
            best = best.min(t.elapsed().as_secs_f64());
        }
        (best, dev.last_call_work())
    };
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
}
