//! The held-out hostile set (issue 25, "Checked by"): modules written by hand-made generators
//! from the format's types (not mutants of the fuzzers' corpus), each of a class of denial of
//! service a module from an untrusted source might attempt, run with `irvm run` under a 100 MB
//! device limit and `--work-limit=1073741824`. Every module must be rejected, end with a coded
//! error (`error[E....]`) or complete, within 20 s of wall time, with the child's peak RSS
//! (`/usr/bin/time`'s maximum resident set size) below 3 times the device limit; a panic, a
//! signal or an uncoded failure is a violation too.
//!
//! - `fast_subset` (in the test command): the cheap modules, a few seconds.
//! - `full_set` (`#[ignore]`d; by hand): every module, with a table of module, outcome, wall and
//!   CPU seconds and peak RSS:
//!   `cargo test --release --workspace --features runtime/mpi --test hostile_set -- --ignored --nocapture full_set`
//!   (`HOSTILE_SEED=N` varies the sizes and constants, `HOSTILE_DIR=DIR` keeps the modules there,
//!   `HOSTILE_ONLY=TEXT` runs the modules whose names contain TEXT).
//!   It fails when any module violates the bounds.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use runtime::kernel::*;
use runtime::vm::bytecode::*;
use runtime::vm::format::{field_positions, write_module, HEADER};
use runtime::ElemType;

/// The device limit of every run.
const DEVICE_LIMIT: u64 = 100_000_000;
/// The work limit of every run.
const WORK_LIMIT: u64 = 1 << 30;
/// The most wall time a module may take.
const MAX_SECONDS: f64 = 20.0;
/// The most peak RSS a run may reach.
const MAX_RSS: u64 = 3 * DEVICE_LIMIT;

/// One hostile module.
struct Case {
    name: String,
    /// What it attempts.
    what: &'static str,
    bytes: Vec<u8>,
    /// Extra `irvm run` arguments (a kernel mode).
    args: Vec<&'static str>,
}

/// splitmix64: the seed varies every size and constant a little, so a run with another seed
/// is a different set of the same classes.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// `n` give or take an eighth.
    fn about(&mut self, n: usize) -> usize {
        let d = (n / 8).max(1);
        n - d + (self.next() as usize) % (2 * d + 1)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

fn f32_type(shape: &[u64]) -> TensorType {
    TensorType {
        dtype: ElemType::F32,
        shape: shape.to_vec(),
    }
}

/// A function without arguments or results.
fn func(name: &str, public: bool, num_regs: u32, code: Vec<Instr>) -> FunctionDef {
    FunctionDef {
        name: name.into(),
        public,
        args: vec![],
        results: vec![],
        num_regs,
        plan: MemoryPlan::default(),
        locs: vec![String::new(); code.len()],
        code,
    }
}

fn module(kernels: Vec<Kernel>, functions: Vec<FunctionDef>) -> ModuleDef {
    ModuleDef {
        name: "hostile".into(),
        kernels,
        functions,
        ..Default::default()
    }
}

fn main_only(num_regs: u32, code: Vec<Instr>) -> Vec<u8> {
    write_module(
        &module(vec![], vec![func("main", true, num_regs, code)]),
        &[],
    )
}

/// The kernel `y = x + 1` over `n` `f32`s: binding 0 read, binding 1 written.
fn add_one_kernel(n: u64) -> Kernel {
    let mut expr = Expr::default();
    let x = expr.push(
        ElemType::F32,
        Node::Load {
            buf: Buf::Binding(0),
            map: IndexMap {
                offset: 0,
                strides: vec![1],
            },
        },
    );
    let one = expr.push(ElemType::F32, Node::Const(1f32.to_bits() as u128));
    let y = expr.push(ElemType::F32, Node::Binary(BinaryOp::Add, x, one));
    let decl = |writable| BufDecl {
        dtype: ElemType::F32,
        elements: n,
        writable,
    };
    Kernel {
        name: "add_one".into(),
        bindings: vec![decl(false), decl(true)],
        scratch: vec![],
        steps: vec![Step::Map(steps::Map {
            shape: vec![n],
            expr,
            outputs: vec![(Buf::Binding(1), y)],
        })],
    }
}

/// `add_one` over 4 elements with its expression grown to `nodes` nodes: a DAG (each node reads
/// the last and one halfway back, so values stay live) or a chain of negations (nesting `nodes`
/// deep).
fn big_map_kernel(nodes: usize, salt: u32, dag: bool) -> Kernel {
    let mut k = add_one_kernel(4);
    k.name = format!("big_{salt}");
    let Step::Map(steps::Map { expr, outputs, .. }) = &mut k.steps[0] else {
        unreachable!("add_one is one Map step")
    };
    let half = expr.push(ElemType::F32, Node::Const(0.5f32.to_bits() as u128));
    let s = expr.push(
        ElemType::F32,
        Node::Const((1.0f32 + salt as f32).to_bits() as u128),
    );
    let mut last = expr.push(
        ElemType::F32,
        Node::Binary(BinaryOp::Multiply, outputs[0].1, s),
    );
    let first = last;
    while expr.nodes.len() < nodes {
        let i = expr.nodes.len() as u32;
        last = if !dag {
            expr.push(ElemType::F32, Node::Unary(UnaryOp::Negate, last))
        } else {
            let earlier = first + (i - first) / 2;
            match i % 3 {
                0 => expr.push(ElemType::F32, Node::Binary(BinaryOp::Add, last, earlier)),
                1 => expr.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, last, half)),
                _ => expr.push(
                    ElemType::F32,
                    Node::Binary(BinaryOp::Maximum, last, earlier),
                ),
            }
        };
    }
    outputs[0].1 = last;
    k
}

/// `main` allocating two 16-byte buffers and dispatching kernel 0 on them; `kernels` holds
/// kernel 0 and any number never run.
fn dispatch_first(kernels: Vec<Kernel>) -> Vec<u8> {
    let code = vec![
        Instr::Alloc { dst: 0, bytes: 16 },
        Instr::Fill { dst: 0, byte: 0x3f },
        Instr::Alloc { dst: 1, bytes: 16 },
        Instr::Dispatch {
            kernel: 0,
            bindings: vec![0, 1],
        },
        Instr::Return { regs: vec![] },
    ];
    write_module(&module(kernels, vec![func("main", true, 2, code)]), &[])
}

/// A chain of `units` loops, each holding a diamond (a register defined on both arms, read after
/// the join): merges at every join and loop header, the shape the dataflow was quadratic on.
fn chain_of_blocks(units: usize) -> Vec<u8> {
    let regs = (units.min(1 << 15) as u32).max(2);
    let mut code = vec![Instr::Arena { dst: 0 }];
    for u in 0..units {
        let r = 1 + (u as u32) % (regs - 1);
        let at = code.len() as u32;
        code.extend([
            Instr::BranchFalse {
                cond: 0,
                target: at + 3,
            },
            Instr::Arena { dst: r },
            Instr::Jump { target: at + 4 },
            Instr::Arena { dst: r },
            Instr::Fill { dst: r, byte: 0 },
            Instr::Dealloc { reg: r },
            Instr::BranchFalse {
                cond: 0,
                target: at + 8,
            },
            Instr::Jump { target: at },
        ]);
    }
    code.push(Instr::Return { regs: vec![] });
    main_only(regs, code)
}

/// `regs` registers defined, `blocks` one-jump blocks, every register read.
fn registers_by_blocks(regs: u32, blocks: usize) -> Vec<u8> {
    let mut code: Vec<Instr> = (0..regs).map(|r| Instr::Arena { dst: r }).collect();
    for _ in 0..blocks {
        let next = code.len() as u32 + 1;
        code.push(Instr::Jump { target: next });
    }
    code.extend((0..regs).map(|r| Instr::Fill { dst: r, byte: 0 }));
    code.push(Instr::Return { regs: vec![] });
    main_only(regs, code)
}

/// `n` one-register instructions, each with the location `loc`.
fn instructions(n: usize, loc: &str) -> Vec<u8> {
    let mut code: Vec<Instr> = (0..n).map(|i| Instr::Arena { dst: i as u32 % 4 }).collect();
    code.push(Instr::Return { regs: vec![] });
    let mut f = func("main", true, 4, code);
    f.locs = vec![loc.to_string(); f.code.len()];
    write_module(&module(vec![], vec![f]), &[])
}

/// `main` runs `body` (which may use registers from 2) in an endless loop after allocating
/// `bytes` into register 0 and register 1.
fn loop_over_two(bytes: u64, byte: u8, body: Vec<Instr>) -> Vec<u8> {
    let mut code = vec![
        Instr::Alloc { dst: 0, bytes },
        Instr::Fill { dst: 0, byte: 0 },
        Instr::Alloc { dst: 1, bytes },
        Instr::Fill { dst: 1, byte },
    ];
    let top = code.len() as u32;
    code.extend(body);
    code.push(Instr::Jump { target: top });
    code.push(Instr::Return { regs: vec![] });
    main_only(4, code)
}

fn check_of(elements: u64) -> Box<CheckDef> {
    Box::new(CheckDef {
        ty: f32_type(&[elements]),
        rule: CheckRule::Eq,
        spelling: "check.expect_eq".into(),
        loc: "hostile.mlir:1:1".into(),
    })
}

/// Recomputes the checksum after a raw edit (CRC-32, IEEE, over everything after byte 16).
fn reseal(b: &mut [u8]) {
    let mut table = [0u32; 256];
    for (i, t) in table.iter_mut().enumerate() {
        let mut c = i as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 {
                0xedb8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
        }
        *t = c;
    }
    let mut crc = !0u32;
    for &x in &b[16..] {
        crc = table[((crc ^ x as u32) & 0xff) as usize] ^ (crc >> 8);
    }
    b[12..16].copy_from_slice(&(!crc).to_le_bytes());
}

/// A small module of every part (a kernel, a constant, two functions, a call, a dispatch).
fn small_everything() -> (ModuleDef, Vec<u8>) {
    let mut m = module(
        vec![add_one_kernel(4)],
        vec![
            func(
                "main",
                true,
                3,
                vec![
                    Instr::Const { dst: 0, index: 0 },
                    Instr::Alloc { dst: 1, bytes: 16 },
                    Instr::Dispatch {
                        kernel: 0,
                        bindings: vec![0, 1],
                    },
                    Instr::Call {
                        func: 1,
                        args: vec![],
                        results: vec![],
                    },
                    Instr::Return { regs: vec![] },
                ],
            ),
            func("leaf", false, 1, vec![Instr::Return { regs: vec![] }]),
        ],
    );
    m.constants.push(ConstDef {
        ty: f32_type(&[4]),
        offset: 0,
        bytes: 16,
    });
    (m, vec![0x40; 64])
}

/// The cases being built: a module's bytes are made only when the run includes it.
struct Set {
    cases: Vec<Case>,
    /// Every case, or only the fast ones.
    all: bool,
}

impl Set {
    fn add(&mut self, name: &str, what: &'static str, fast: bool, bytes: impl FnOnce() -> Vec<u8>) {
        self.with_args(name, what, fast, vec![], bytes)
    }

    fn with_args(
        &mut self,
        name: &str,
        what: &'static str,
        fast: bool,
        args: Vec<&'static str>,
        bytes: impl FnOnce() -> Vec<u8>,
    ) {
        if fast || self.all {
            self.cases.push(Case {
                name: name.into(),
                what,
                bytes: bytes(),
                args,
            })
        }
    }
}

/// The set for `seed` (every case, or only the fast ones); the sizes drawn from the seed are the
/// same either way.
fn hostile_set(seed: u64, all: bool) -> Vec<Case> {
    let mut g = Rng(seed);
    let mut set = Set { cases: vec![], all };

    // Loader dataflow: per-block state and chains of blocks.
    set.add(
        "wide_frame",
        "65536 registers over 65536 one-jump blocks (2^32 bits of per-block state)",
        true,
        || {
            let mut code: Vec<Instr> = (1..1u32 << 16).map(|t| Instr::Jump { target: t }).collect();
            code.push(Instr::Return { regs: vec![] });
            main_only(1 << 16, code)
        },
    );
    let (r, n) = (g.about(1 << 15) as u32, g.about(1 << 15));
    set.add(
        "registers_x_blocks",
        "32768 registers defined before 32768 blocks and read after them",
        true,
        || registers_by_blocks(r, n),
    );
    let n = g.about(50_000);
    set.add(
        "chain_of_blocks",
        "50,000 loops each holding a diamond (a quadratic dataflow's worst case)",
        false,
        || chain_of_blocks(n),
    );
    let n = g.about(5_000);
    set.add(
        "chain_of_blocks_small",
        "5,000 loops with diamonds (the issue's 368 KB module took 12 s)",
        true,
        || chain_of_blocks(n),
    );
    // Decode expansion.
    let n = g.about(600_000);
    set.add(
        "tiny_instructions",
        "600,000 one-register instructions (decoded 27x larger before)",
        false,
        || instructions(n, ""),
    );
    let n = g.about(200_000);
    set.add(
        "located_instructions",
        "200,000 instructions each with a location string",
        false,
        || instructions(n, "123:45 stablehlo.add"),
    );
    set.add(
        "huge_locations",
        "10 instructions with 8 MiB location strings (an 80 MB module)",
        false,
        || instructions(10, &"x".repeat(8 << 20)),
    );
    // JIT: huge kernels, several never run.
    for (name, what, nodes, kernels, dag) in [
        (
            "jit_64k",
            "one 65,536-node expression, run",
            1 << 16,
            1,
            true,
        ),
        (
            "jit_64k_x4",
            "four 65,536-node kernels, three never run",
            1 << 16,
            4,
            true,
        ),
        (
            "jit_16k_x32",
            "32 kernels of 16,384 nodes, 31 never run",
            1 << 14,
            32,
            true,
        ),
        (
            "jit_2k_x64",
            "64 kernels of 2,048 nodes (under the row bound), 63 never run",
            1 << 11,
            64,
            true,
        ),
        (
            "negation_chain_1m",
            "an expression nesting 1,000,000 negations (deep recursion)",
            1_000_000,
            1,
            false,
        ),
    ] {
        let salts: Vec<u32> = (0..kernels)
            .map(|s| s as u32 + g.below(1000) as u32)
            .collect();
        let build = || {
            dispatch_first(
                salts
                    .iter()
                    .map(|&s| big_map_kernel(nodes, s, dag))
                    .collect(),
            )
        };
        set.add(name, what, false, build);
        set.with_args(
            &format!("{name}_jit_off"),
            what,
            false,
            vec!["--jit=off"],
            build,
        );
    }
    // Many steps in one kernel.
    let n = g.about(200_000);
    set.add(
        "steps_200k",
        "one kernel of 200,000 Map steps, dispatched once",
        false,
        || {
            let mut k = add_one_kernel(4);
            let step = k.steps[0].clone();
            k.steps = vec![step; n];
            dispatch_first(vec![k])
        },
    );
    // Check over big views.
    let big = 40 << 20;
    set.add(
        "check_big_views",
        "Check over two 40 MiB views that differ (a 100 MB limit holds the views, not copies)",
        false,
        || {
            loop_over_two(
                big,
                1,
                vec![Instr::Check {
                    actual: 0,
                    expected: 1,
                    check: check_of(big / 4),
                }],
            )
        },
    );
    set.add(
        "check_truncated_loop",
        "a loop of Checks of 16 elements over two equal 40 MiB views",
        true,
        || {
            loop_over_two(
                big,
                0,
                vec![Instr::Check {
                    actual: 0,
                    expected: 1,
                    check: check_of(16),
                }],
            )
        },
    );
    // Loops of fills, copies, jumps.
    set.add("fill_loop", "an endless loop of 64 MiB fills", true, || {
        loop_over_two(
            16,
            0,
            vec![
                Instr::Alloc {
                    dst: 2,
                    bytes: 64 << 20,
                },
                Instr::Fill { dst: 2, byte: 7 },
                Instr::Dealloc { reg: 2 },
            ],
        )
    });
    set.add(
        "copy_loop",
        "an endless loop of 40 MiB copies",
        false,
        || loop_over_two(big, 3, vec![Instr::Copy { dst: 0, src: 1 }]),
    );
    set.add("jump_loop", "an endless loop of jumps", true, || {
        main_only(
            1,
            vec![Instr::Jump { target: 0 }, Instr::Return { regs: vec![] }],
        )
    });
    let n = 1 << 16;
    set.add(
        "switch_loop",
        "an endless loop through a Switch of 65,536 targets",
        true,
        || {
            main_only(
                1,
                vec![
                    Instr::Alloc { dst: 0, bytes: 4 },
                    Instr::Fill { dst: 0, byte: 0 },
                    Instr::Switch {
                        index: 0,
                        targets: vec![2; n],
                    },
                    Instr::Return { regs: vec![] },
                ],
            )
        },
    );
    set.add(
        "alloc_loop",
        "an endless loop allocating and freeing 90 MB",
        true,
        || {
            loop_over_two(
                16,
                0,
                vec![
                    Instr::Alloc {
                        dst: 2,
                        bytes: 90_000_000,
                    },
                    Instr::Dealloc { reg: 2 },
                ],
            )
        },
    );
    set.add(
        "small_alloc_loop",
        "an endless loop allocating 64 bytes, the register's old buffer freed each time",
        true,
        || loop_over_two(16, 0, vec![Instr::Alloc { dst: 2, bytes: 64 }]),
    );
    set.add(
        "view_loop",
        "an endless loop of views and aliases",
        true,
        || {
            loop_over_two(
                1 << 20,
                0,
                vec![
                    Instr::View {
                        dst: 2,
                        src: 0,
                        offset: 64,
                        bytes: 1 << 19,
                    },
                    Instr::Alias { dst: 3, src: 2 },
                ],
            )
        },
    );
    set.add(
        "dispatch_loop",
        "an endless loop of a kernel over 8M elements",
        false,
        || {
            let n = 8u64 << 20;
            let code = vec![
                Instr::Alloc {
                    dst: 0,
                    bytes: 4 * n,
                },
                Instr::Fill { dst: 0, byte: 0 },
                Instr::Alloc {
                    dst: 1,
                    bytes: 4 * n,
                },
                Instr::Dispatch {
                    kernel: 0,
                    bindings: vec![0, 1],
                },
                Instr::Jump { target: 3 },
                Instr::Return { regs: vec![] },
            ];
            write_module(
                &module(vec![add_one_kernel(n)], vec![func("main", true, 2, code)]),
                &[],
            )
        },
    );
    // Views: misaligned, overlapping, out of range; huge sizes.
    let view_case = |offset_in: u64, offset_out: u64| {
        let code = vec![
            Instr::Alloc { dst: 0, bytes: 24 },
            Instr::Fill { dst: 0, byte: 0 },
            Instr::View {
                dst: 1,
                src: 0,
                offset: offset_in,
                bytes: 16,
            },
            Instr::View {
                dst: 2,
                src: 0,
                offset: offset_out,
                bytes: 16,
            },
            Instr::Dispatch {
                kernel: 0,
                bindings: vec![1, 2],
            },
            Instr::Return { regs: vec![] },
        ];
        write_module(
            &module(vec![add_one_kernel(4)], vec![func("main", true, 3, code)]),
            &[],
        )
    };
    set.add(
        "misaligned_view",
        "a kernel's f32 binding at byte offset 2",
        true,
        || view_case(0, 2),
    );
    set.add(
        "overlapping_views",
        "a kernel's output view shifted one element over its input",
        true,
        || view_case(0, 4),
    );
    set.add(
        "view_out_of_range",
        "a view past its buffer's end",
        true,
        || {
            main_only(
                2,
                vec![
                    Instr::Alloc { dst: 0, bytes: 16 },
                    Instr::View {
                        dst: 1,
                        src: 0,
                        offset: u64::MAX - 7,
                        bytes: 16,
                    },
                    Instr::Fill { dst: 1, byte: 1 },
                    Instr::Return { regs: vec![] },
                ],
            )
        },
    );
    set.add("huge_alloc", "an allocation of 2^62 bytes", true, || {
        main_only(
            1,
            vec![
                Instr::Alloc {
                    dst: 0,
                    bytes: 1 << 62,
                },
                Instr::Return { regs: vec![] },
            ],
        )
    });
    set.add(
        "huge_arena",
        "a memory plan asking for a 2^64-byte arena",
        true,
        || {
            let mut f = func(
                "main",
                true,
                1,
                vec![Instr::Arena { dst: 0 }, Instr::Return { regs: vec![] }],
            );
            f.plan.arena_bytes = u64::MAX - 63;
            f.plan.scratch_bytes = u64::MAX / 2;
            write_module(&module(vec![], vec![f]), &[])
        },
    );
    // Calls: recursion, a call tree, a call loop, many functions.
    let call = |func| Instr::Call {
        func,
        args: vec![],
        results: vec![],
    };
    let ret = || Instr::Return { regs: vec![] };
    set.add("self_recursion", "main calls itself", true, || {
        main_only(1, vec![call(0), ret()])
    });
    set.add("mutual_recursion", "main calls g calls main", true, || {
        write_module(
            &module(
                vec![],
                vec![
                    func("main", true, 1, vec![call(1), ret()]),
                    func("g", false, 1, vec![call(0), ret()]),
                ],
            ),
            &[],
        )
    });
    set.add(
        "call_tree",
        "64 levels, each calling the next twice (2^64 calls)",
        true,
        || {
            let mut fs: Vec<FunctionDef> = (0..64u32)
                .map(|i| {
                    let name = if i == 0 {
                        "main".into()
                    } else {
                        format!("f{i}")
                    };
                    func(&name, i == 0, 1, vec![call(i + 1), call(i + 1), ret()])
                })
                .collect();
            fs.push(func("leaf", false, 1, vec![ret()]));
            write_module(&module(vec![], fs), &[])
        },
    );
    set.add("call_loop", "an endless loop of calls", true, || {
        let main = func(
            "main",
            true,
            1,
            vec![call(1), Instr::Jump { target: 0 }, ret()],
        );
        write_module(
            &module(vec![], vec![main, func("leaf", false, 1, vec![ret()])]),
            &[],
        )
    });
    let n = g.about(300_000);
    set.add(
        "many_functions",
        "300,000 tiny functions, 1,000 of them called",
        false,
        || {
            let code = (1..=1000u32).map(call).chain([ret()]).collect();
            let mut fs = vec![func("main", true, 1, code)];
            fs.extend((1..n).map(|i| func(&format!("f{i}"), false, 1, vec![ret()])));
            write_module(&module(vec![], fs), &[])
        },
    );
    let n = g.about(100_000);
    set.add(
        "many_kernels",
        "100,000 small kernels, each dispatched once",
        false,
        || {
            let mut code: Vec<Instr> = vec![
                Instr::Alloc { dst: 0, bytes: 16 },
                Instr::Fill { dst: 0, byte: 0 },
                Instr::Alloc { dst: 1, bytes: 16 },
            ];
            code.extend((0..n as u32).map(|k| Instr::Dispatch {
                kernel: k,
                bindings: vec![0, 1],
            }));
            code.push(ret());
            let ks = (0..n)
                .map(|i| {
                    let mut k = add_one_kernel(4);
                    k.name = format!("k{i}");
                    k
                })
                .collect();
            write_module(&module(ks, vec![func("main", true, 2, code)]), &[])
        },
    );
    // Constants: a giant one, and very many.
    set.add(
        "giant_constant",
        "a 160 MiB constant copied into a buffer (a 160 MiB module)",
        false,
        || {
            let size = 160u64 << 20;
            let code = vec![
                Instr::Const { dst: 0, index: 0 },
                Instr::Alloc {
                    dst: 1,
                    bytes: size,
                },
                Instr::Copy { dst: 1, src: 0 },
                ret(),
            ];
            let mut m = module(vec![], vec![func("main", true, 2, code)]);
            m.constants.push(ConstDef {
                ty: f32_type(&[size / 4]),
                offset: 0,
                bytes: size,
            });
            write_module(&m, &vec![0x3f; size as usize])
        },
    );
    set.add(
        "huge_file",
        "a 320 MiB constant never read (a module file larger than 3 times the device limit)",
        false,
        || unused_constant_module(g.about(320 << 20) as u64 / 64 * 64),
    );
    let n = g.about(1_000_000);
    set.add(
        "many_constants",
        "1,000,000 constant declarations over one 64 KiB segment",
        false,
        || {
            let code = vec![
                Instr::Const {
                    dst: 0,
                    index: n as u32 - 1,
                },
                ret(),
            ];
            let mut m = module(vec![], vec![func("main", true, 1, code)]);
            m.constants = (0..n)
                .map(|i| ConstDef {
                    ty: f32_type(&[16]),
                    offset: 64 * (i as u64 % 1024),
                    bytes: 64,
                })
                .collect();
            write_module(&m, &vec![0; 64 << 10])
        },
    );
    // Huge counts and sizes: each integer field of a small module set to a boundary value (the
    // first 12 fields, the module's list lengths among them, and 12 drawn from the seed).
    let (m, data) = small_everything();
    let good = write_module(&m, &data);
    let fields = field_positions(&m);
    for i in 0..24 {
        let pick = if i < 12 {
            i
        } else {
            g.below(fields.len() as u64) as usize
        };
        let (at, width) = fields[pick];
        let v = [u64::MAX, u64::MAX >> 1, u32::MAX as u64, 1 << 40][(g.next() % 4) as usize];
        set.add(
            &format!("huge_field_{i}_at_{at}"),
            "one integer field of a small module set to a huge value",
            true,
            || {
                let mut b = good.clone();
                let o = HEADER + at;
                b[o..o + width].copy_from_slice(&(v as u128).to_le_bytes()[..width]);
                reseal(&mut b);
                b
            },
        );
    }
    for (i, v) in [u64::MAX - 63, 1 << 40, (good.len() as u64) * 2]
        .into_iter()
        .enumerate()
    {
        set.add(
            &format!("huge_header_{i}"),
            "the header's metadata length set past the file",
            true,
            || {
                let mut b = good.clone();
                b[16..24].copy_from_slice(&v.to_le_bytes());
                reseal(&mut b);
                b
            },
        );
    }
    // Twice the steps of `steps_200k`, in both kernel modes (no draw from the seed, so the
    // cases above keep their sizes).
    let steps = || {
        let mut k = add_one_kernel(4);
        let step = k.steps[0].clone();
        k.steps = vec![step; 400_000];
        dispatch_first(vec![k])
    };
    let what = "one kernel of 400,000 Map steps, dispatched once";
    set.add("steps_400k", what, false, steps);
    set.with_args("steps_400k_jit_off", what, false, vec!["--jit=off"], steps);
    set.cases
}

/// What one run did.
struct Outcome {
    /// `ok`, `E....` (the first error code on stderr), or what went wrong.
    outcome: String,
    wall: f64,
    cpu: f64,
    rss: u64,
    violation: Option<String>,
}

/// Where `irvm` is (the binary cargo built for this test).
fn irvm() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_irvm"))
}

/// A module whose one constant of `bytes` bytes (a multiple of 4) `main` takes as a view and
/// does not read: loading it reads the file only for its checksum.
fn unused_constant_module(bytes: u64) -> Vec<u8> {
    let code = vec![
        Instr::Const { dst: 0, index: 0 },
        Instr::Return { regs: vec![] },
    ];
    let mut m = module(vec![], vec![func("main", true, 1, code)]);
    m.constants.push(ConstDef {
        ty: f32_type(&[bytes / 4]),
        offset: 0,
        bytes,
    });
    write_module(&m, &vec![0x3f; bytes as usize])
}

/// Runs `irvm run` on the module at `path` under `/usr/bin/time` (the timeout kills `irvm` at
/// 60 s).
fn run(path: &Path, args: &[&str]) -> Outcome {
    let stats = path.with_extension("time");
    let t0 = Instant::now();
    let out = Command::new("/usr/bin/time")
        .arg("-o")
        .arg(&stats)
        .args(["-f", "%e %U %S %M"])
        .args(["timeout", "-s", "KILL", "60"])
        .arg(irvm())
        .arg("run")
        .arg(path)
        .arg("--function=main")
        .arg(format!("--device-memory-limit={DEVICE_LIMIT}"))
        .arg(format!("--work-limit={WORK_LIMIT}"))
        .arg("--threads=2")
        .args(args)
        .output()
        .expect("/usr/bin/time runs (apt-get install time)");
    let wall_outer = t0.elapsed().as_secs_f64();
    let text = std::fs::read_to_string(&stats).unwrap_or_default();
    let last = text.lines().last().unwrap_or("");
    let nums: Vec<f64> = last
        .split_whitespace()
        .filter_map(|x| x.parse().ok())
        .collect();
    let (wall, cpu, rss) = match nums[..] {
        [e, u, s, m] => (e, u + s, m as u64 * 1024),
        _ => (wall_outer, f64::NAN, 0),
    };
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The code and the start of its message (`error[E0703]: ...`), for the table.
    let code = stderr.find("error[E").map(|i| {
        let line = stderr[i..].lines().next().unwrap_or("");
        // Without `cannot load module: PATH: `.
        let after = match line.find(".vmfb: ") {
            Some(j) => &line[j + 7..],
            None => line.get(13..).unwrap_or(""),
        };
        let message: String = after.trim().chars().take(100).collect();
        format!("{}: {}", &stderr[i + 6..i + 11], message.replace('|', "/"))
    });
    let status = out.status.code();
    let mut violation = None;
    let outcome = match (status, &code) {
        (Some(0), _) => "ok".to_string(),
        (Some(1), Some(c)) => c.clone(),
        (Some(137), _) => {
            violation = Some("killed at 60 s".into());
            "timeout".into()
        }
        (s, _) => {
            let first = stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
            violation = Some(format!("exit {s:?} without a code: {first}"));
            format!("exit {s:?}")
        }
    };
    if stderr.contains("panicked") {
        violation = Some(format!("panic: {stderr}"));
    }
    if wall > MAX_SECONDS {
        violation.get_or_insert(format!("{wall:.1} s"));
    }
    if rss >= MAX_RSS {
        violation.get_or_insert(format!("peak RSS {rss}"));
    }
    if rss == 0 {
        violation.get_or_insert(format!("no statistics from /usr/bin/time: {text}"));
    }
    Outcome {
        outcome,
        wall,
        cpu,
        rss,
        violation,
    }
}

/// Writes and runs every case (`all`) or the fast ones; prints the table; panics naming every violation.
fn check_set(all: bool) {
    let seed = std::env::var("HOSTILE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x4057_11e5);
    let (dir, temp) = match std::env::var_os("HOSTILE_DIR") {
        Some(d) => (PathBuf::from(d), false),
        None => (
            std::env::temp_dir().join(format!("hostile_set_{}", std::process::id())),
            true,
        ),
    };
    std::fs::create_dir_all(&dir).unwrap();
    println!("seed {seed}, modules in {}", dir.display());
    println!(
        "| module | bytes | outcome | wall s | CPU s | peak RSS MB | what |\n|---|---|---|---|---|---|---|"
    );
    let mut bad = vec![];
    let only = std::env::var("HOSTILE_ONLY").unwrap_or_default();
    for c in hostile_set(seed, all) {
        if !c.name.contains(&only) {
            continue;
        }
        let path = dir.join(format!("{}.vmfb", c.name));
        std::fs::write(&path, &c.bytes).unwrap();
        let o = run(&path, &c.args);
        println!(
            "| {} | {} | {} | {:.2} | {:.2} | {:.1} | {}{} |",
            c.name,
            c.bytes.len(),
            o.outcome,
            o.wall,
            o.cpu,
            o.rss as f64 / 1e6,
            c.what,
            o.violation
                .as_deref()
                .map(|v| format!(" **VIOLATION: {v}**"))
                .unwrap_or_default()
        );
        if let Some(v) = o.violation {
            bad.push(format!("{}: {v}", c.name));
        }
        if temp {
            std::fs::remove_file(&path).ok();
        }
        std::fs::remove_file(path.with_extension("time")).ok();
    }
    if temp {
        std::fs::remove_dir_all(&dir).ok();
    }
    assert!(bad.is_empty(), "violations:\n{}", bad.join("\n"));
}

/// The cheap modules, in the test command.
#[test]
fn fast_subset() {
    check_set(false);
}

/// The loader's checksum reads every page of a mapped module file; the pages it has read are
/// released again, so a module file's size does not show in the process's peak RSS (it did, with
/// a 160 MiB module at 178 MB of peak RSS: a file over ~280 MB passed 3 times a 100 MB limit while
/// loading). Two modules that differ only in the size of a constant never read, 1 MiB and 48 MiB:
/// their peak RSS differs by much less than the 47 MiB between them (the checksum reads 4 MiB at a
/// time).
#[test]
fn a_large_module_file_does_not_stay_resident_while_loading() {
    let dir = std::env::temp_dir().join(format!("hostile_resident_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rss = vec![];
    for mib in [1u64, 48] {
        let path = dir.join(format!("constant_{mib}.vmfb"));
        std::fs::write(&path, unused_constant_module(mib << 20)).unwrap();
        let o = run(&path, &[]);
        assert_eq!((o.outcome.as_str(), o.violation), ("ok", None), "{mib} MiB");
        rss.push(o.rss);
    }
    std::fs::remove_dir_all(&dir).ok();
    println!(
        "peak RSS with a 1 MiB constant {} B, with 48 MiB {} B",
        rss[0], rss[1]
    );
    let grew = rss[1].saturating_sub(rss[0]);
    assert!(
        grew < 16 << 20,
        "peak RSS {} B with a 1 MiB constant, {} B with 48 MiB: the file stayed resident",
        rss[0],
        rss[1]
    );
}

/// Every module (by hand, `--ignored`).
#[test]
#[ignore]
fn full_set() {
    check_set(true);
}
