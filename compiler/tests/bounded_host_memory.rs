//! Host memory the VM uses outside the device's allocator stays bounded:
//!
//! - JIT code belongs to the module that compiled it: loading and dropping hundreds of modules,
//!   each with a kernel of its own (so each compiles new code), leaves the process's heap, its
//!   memory mappings and its resident size where they were.
//! - `Check` compares two views a bounded run at a time: a check of two 16 MiB views under a
//!   64 MiB device limit allocates no more host memory than the device buffers themselves (plus a
//!   fixed run), and still reports the first differing index and the count of differences.
//!
//! A counting global allocator measures the heap; this file holds one test, so nothing else runs
//! while it counts.

use std::sync::atomic::Ordering;

use runtime::kernel::*;
use runtime::vm::bytecode::*;
use runtime::vm::format::{check_header, decode_module, write_module};
use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::Device;
use runtime::ElemType;

#[path = "common/counting.rs"]
mod counting;
use counting::{Counting, CURRENT, PEAK};

#[global_allocator]
static ALLOC: Counting = Counting;

/// Resident bytes of the process (`/proc/self/statm`, pages of 4 KiB).
fn resident_bytes() -> usize {
    let s = std::fs::read_to_string("/proc/self/statm").unwrap();
    let pages: usize = s.split_whitespace().nth(1).unwrap().parse().unwrap();
    pages * 4096
}

/// Memory mappings of the process (each JIT code or constant region is one or more).
fn mappings() -> usize {
    std::fs::read_to_string("/proc/self/maps")
        .unwrap()
        .lines()
        .count()
}

/// `negate(x) * salt` over a `tensor<4xf32>`: a module whose one kernel the JIT compiles, with
/// code of its own for each `salt`.
fn salted(base: &ModuleDef, data: &[u8], salt: u32) -> Vec<u8> {
    let mut m = base.clone();
    let Some(Step::Map(steps::Map { expr, outputs, .. })) = m.kernels[0].steps.first_mut() else {
        panic!("the negation is a Map step")
    };
    let c = expr.push(
        ElemType::F32,
        Node::Const((1.0f32 + salt as f32).to_bits() as u128),
    );
    outputs[0].1 = expr.push(
        ElemType::F32,
        Node::Binary(BinaryOp::Multiply, outputs[0].1, c),
    );
    write_module(&m, data)
}

fn jit_code_is_freed_with_its_module() {
    let good = compiler::backend::compile_to_vmfb(
        "func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.negate %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n",
        "jit_memory",
    )
    .unwrap();
    let l = check_header(&good).unwrap();
    let base = decode_module(&good, l).unwrap();
    let data = good[l.data.0..l.data.1].to_vec();
    let load_and_drop = |salt: u32| {
        let m = LoadedModule::load_bytes(&salted(&base, &data, salt), KernelMode::Jit).unwrap();
        let c = m.kernels[0].compiled().expect("the kernel compiles");
        assert_eq!(c.compiled_steps(), 1);
        assert!(m.jit_bytes() > 0);
    };
    // Warm up what stays for the process (the target description, thread-locals, the
    // allocator's free lists), then count over many more loads.
    for salt in 0..50 {
        load_and_drop(salt);
    }
    let (heap, maps, rss) = (CURRENT.load(Ordering::SeqCst), mappings(), resident_bytes());
    const LOADS: u32 = 400;
    for salt in 50..50 + LOADS {
        load_and_drop(salt);
    }
    let (heap2, maps2, rss2) = (CURRENT.load(Ordering::SeqCst), mappings(), resident_bytes());
    eprintln!(
        "{LOADS} loads: heap {heap} -> {heap2}, mappings {maps} -> {maps2}, resident {rss} -> {rss2}"
    );
    // Kept code would be at least one mapping and a `JITModule` (kilobytes of heap) per load.
    assert!(
        heap2 <= heap + (64 << 10),
        "the heap grew by {} bytes over {LOADS} loads",
        heap2 as i64 - heap as i64
    );
    assert!(
        maps2 <= maps + 16,
        "{maps} -> {maps2} mappings over {LOADS} loads"
    );
    assert!(
        rss2 <= rss + (4 << 20),
        "resident size {rss} -> {rss2} over {LOADS} loads"
    );
}

fn check_compares_views_in_runs() {
    const LIMIT: u64 = 64 << 20;
    const BYTES: u64 = 16 << 20;
    let n = BYTES / 4;
    let ty = TensorType {
        dtype: ElemType::F32,
        shape: vec![n],
    };
    let check = |rule: CheckRule, line: u32| Instr::Check {
        actual: 0,
        expected: 1,
        check: Box::new(CheckDef {
            ty: ty.clone(),
            rule,
            spelling: "check.expect_eq".into(),
            loc: format!("check.mlir:{line}:5"),
        }),
    };
    // Two zeroed 16 MiB buffers compared equal; then 0x3F3F3F3F (0.747...) written at elements
    // 5000 and n - 1 of the second, and compared again: a mismatch in the second run and the last.
    let code = vec![
        Instr::Alloc {
            dst: 0,
            bytes: BYTES,
        },
        Instr::Alloc {
            dst: 1,
            bytes: BYTES,
        },
        Instr::Fill { dst: 0, byte: 0 },
        Instr::Fill { dst: 1, byte: 0 },
        check(CheckRule::Eq, 1),
        Instr::View {
            dst: 2,
            src: 1,
            offset: 5000 * 4,
            bytes: 4,
        },
        Instr::Fill { dst: 2, byte: 0x3F },
        Instr::View {
            dst: 3,
            src: 1,
            offset: (n - 1) * 4,
            bytes: 4,
        },
        Instr::Fill { dst: 3, byte: 0x3F },
        check(CheckRule::AlmostEq { tolerance: 1.0 }, 2),
        check(CheckRule::Eq, 3),
        Instr::Return { regs: vec![] },
    ];
    let f = FunctionDef {
        name: "main".into(),
        public: true,
        args: vec![],
        results: vec![],
        num_regs: 4,
        plan: MemoryPlan::default(),
        locs: vec!["check.mlir:3:5".into(); code.len()],
        code,
    };
    let m = ModuleDef {
        name: "checks".into(),
        functions: vec![f],
        ..Default::default()
    };
    let m = LoadedModule::load_bytes(&write_module(&m, &[]), KernelMode::Interpret).unwrap();
    let dev = Device::new(1, Some(LIMIT)).unwrap();
    let before = CURRENT.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    let e = dev.call(&m, "main", vec![], None).unwrap_err();
    let peak = PEAK.load(Ordering::SeqCst) - before;
    let device = dev.allocator.stats().peak_live_bytes as usize;
    eprintln!("check: host peak {peak} bytes, device peak {device} bytes");
    // The two buffers (a pool may round them up to a size class) and a few runs of 4,096
    // elements; whole copies would add 64 MiB (both views' bytes and their values).
    assert!(
        peak <= 2 * device + (1 << 20),
        "a check held {peak} bytes of host memory for {device} bytes of views"
    );
    // The tolerance passed (both differences, 0.747, are below 1); equality failed at the first.
    assert_eq!(e.code(), "E0601", "{e}");
    let msg = e.to_string();
    assert!(msg.starts_with("check.mlir:3:5: error[E0601]"), "{msg}");
    assert!(
        msg.contains("check.expect_eq failed at index [5000]: 0.000000e+00 (actual)"),
        "{msg}"
    );
    assert!(
        msg.contains(&format!("2 of {n} element(s) differ")),
        "{msg}"
    );
}

#[test]
fn host_memory_outside_the_device_stays_bounded() {
    jit_code_is_freed_with_its_module();
    check_compares_views_in_runs();
}
