//! Hostile modules built on purpose, one per class of hole the validator and the VM must close: a
//! compiled module is decoded with the format API, one field is edited (or a module is written
//! from the format's types directly), the file is re-encoded with a valid checksum, and loading
//! and running it must give a clean error (or a clean, bounded run) — never a panic, a crash, an
//! access outside a buffer, a huge allocation or a hang.

use std::path::Path;

use runtime::hal::allocator::PooledAllocator;
use runtime::kernel::*;
use runtime::vm::bytecode::*;
use runtime::vm::format::{check_header, decode_module, write_module};
use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::{Device, Mem, Tensor, VmError};
use runtime::{ElemType, HostTensor};

/// An edit of one part of a decoded module.
type Edit<T> = Box<dyn Fn(&mut T)>;

/// The device limit of every run: a hostile module's asks become clean memory errors.
const LIMIT: u64 = 64 << 20;

fn compile_text(src: &str) -> Vec<u8> {
    compiler::backend::compile_to_vmfb(src, "hostile").unwrap()
}

fn compile_corpus(name: &str) -> Vec<u8> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../tests/corpus/{name}.mlir"));
    compile_text(&std::fs::read_to_string(p).unwrap())
}

/// The module and its data segment.
fn decode(b: &[u8]) -> (ModuleDef, Vec<u8>) {
    let l = check_header(b).unwrap();
    (decode_module(b, l).unwrap(), b[l.data.0..l.data.1].to_vec())
}

fn zeros_for(dev: &Device, f: &FunctionDef) -> Result<Vec<Tensor>, String> {
    f.args
        .iter()
        .map(|a| {
            let shape: Vec<usize> = a.ty.shape.iter().map(|&d| d as usize).collect();
            Tensor::from_host(&dev.allocator, &HostTensor::zeros(a.ty.dtype, shape), "arg")
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// Loads `bytes` in `mode` and calls every public function with zero arguments, on a device with
/// the test's memory limit and `work_limit`.
fn run_mode(bytes: &[u8], mode: KernelMode, work_limit: u64) -> Result<Vec<HostTensor>, String> {
    let m = LoadedModule::load_bytes(bytes, mode)?;
    let mut dev = Device::new(1, Some(LIMIT)).map_err(|e| e.to_string())?;
    dev.work_limit = work_limit;
    let mut out = vec![];
    for f in m.def.functions.iter().filter(|f| f.public) {
        let args = zeros_for(&dev, f)?;
        let r = dev
            .call(&m, &f.name, args, None)
            .map_err(|e| e.to_string())?;
        out.extend(r.iter().map(Tensor::to_host));
    }
    Ok(out)
}

/// Runs `bytes` with the JIT and with the executor (catching panics): both must fail cleanly,
/// with a message containing `want`. Returns the message.
fn rejected(bytes: &[u8], want: &str) -> String {
    let mut last = String::new();
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        let r = std::panic::catch_unwind(|| run_mode(bytes, mode, 1 << 36))
            .unwrap_or_else(|_| panic!("{mode:?}: the module panicked"));
        let e = r
            .err()
            .unwrap_or_else(|| panic!("{mode:?}: the hostile module ran"));
        assert!(e.contains(want), "{mode:?}: expected `{want}` in: {e}");
        last = e;
    }
    last
}

/// Edits the first step `pick` selects in any kernel, then re-encodes the module.
fn edit_step(good: &[u8], pick: impl Fn(&Step) -> bool, edit: impl FnOnce(&mut Step)) -> Vec<u8> {
    let (mut m, data) = decode(good);
    let s = m
        .kernels
        .iter_mut()
        .flat_map(|k| k.steps.iter_mut())
        .find(|s| pick(s))
        .expect("the module has such a step");
    edit(s);
    write_module(&m, &data)
}

/// A one-function module written from the format's types.
fn module(functions: Vec<FunctionDef>) -> Vec<u8> {
    let m = ModuleDef {
        name: "hostile".into(),
        functions,
        ..Default::default()
    };
    write_module(&m, &[])
}

fn f32_type(shape: &[u64]) -> TensorType {
    TensorType {
        dtype: ElemType::F32,
        shape: shape.to_vec(),
    }
}

fn function(
    name: &str,
    args: Vec<TensorType>,
    results: Vec<TensorType>,
    num_regs: u32,
    code: Vec<Instr>,
) -> FunctionDef {
    FunctionDef {
        name: name.into(),
        public: true,
        args: args
            .into_iter()
            .map(|ty| ArgDef {
                ty,
                output: None,
                consume: false,
                attrs: String::new(),
            })
            .collect(),
        results: results
            .into_iter()
            .map(|ty| ResultDef {
                ty,
                attrs: String::new(),
            })
            .collect(),
        num_regs,
        plan: MemoryPlan::default(),
        locs: vec![String::new(); code.len()],
        code,
    }
}

const EMPTY_REDUCE: &str = r#"
func.func public @main(%x: tensor<0x4xf32>, %i: tensor<f32>) -> tensor<4xf32> {
  %r = stablehlo.reduce(%x init: %i) applies stablehlo.add across dimensions = [0] : (tensor<0x4xf32>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"#;

fn is_reduce(s: &Step) -> bool {
    matches!(s, Step::Reduce(steps::Reduce { .. }))
}

/// Class 1: an empty iteration space evaluates nothing but the reduction's initial values, and
/// those are scalar loads the validator checks whatever the space's size.
#[test]
fn empty_iteration_spaces_read_nothing_unchecked() {
    let good = compile_text(EMPTY_REDUCE);
    assert_eq!(
        run_mode(&good, KernelMode::Jit, 1 << 36).unwrap()[0].data,
        vec![0u8; 16]
    );
    // The initial value read from far outside its one-element buffer: rejected at load.
    let init_far = edit_step(&good, is_reduce, |s| {
        let Step::Reduce(steps::Reduce { expr, inits, .. }) = s else {
            unreachable!()
        };
        let Node::Load { map, .. } = &mut expr.nodes[inits[0] as usize] else {
            panic!("the init is a load")
        };
        map.offset = 1 << 40;
    });
    rejected(&init_far, "outside");
    // An init that reads along the (empty) iteration space is not a scalar: rejected.
    let init_strided = edit_step(&good, is_reduce, |s| {
        let Step::Reduce(steps::Reduce { expr, inits, .. }) = s else {
            unreachable!()
        };
        let Node::Load { map, .. } = &mut expr.nodes[inits[0] as usize] else {
            panic!("the init is a load")
        };
        map.strides[0] = 1 << 30;
    });
    rejected(&init_strided, "init reads more than a scalar");
    // The input read from anywhere over the empty space: nothing is read, the result is the
    // initial value.
    let input_far = edit_step(&good, is_reduce, |s| {
        let Step::Reduce(steps::Reduce { expr, inputs, .. }) = s else {
            unreachable!()
        };
        let Node::Load { map, .. } = &mut expr.nodes[inputs[0] as usize] else {
            panic!("the input is a load")
        };
        map.offset = i64::MAX / 2;
        map.strides = vec![i64::MIN / 4; map.strides.len()];
    });
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        assert_eq!(
            run_mode(&input_far, mode, 1 << 36).unwrap()[0].data,
            vec![0u8; 16]
        );
    }
}

const GATHER: &str = r#"
func.func public @main(%t: tensor<5x3xf32>, %i: tensor<2x1xi32>) -> tensor<2x3xf32> {
  %g = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  return %g : tensor<2x3xf32>
}
"#;

fn gather_desc(s: &mut Step) -> &mut GatherDesc {
    match s {
        Step::Gather(steps::Gather { desc, .. }) => desc,
        _ => unreachable!(),
    }
}

/// Class 2 (and 4 for gathers): an operand with an empty dimension, slice sizes beyond the
/// operand, repeated dimension numbers and a result shape the dimension numbers do not give are
/// rejected at load.
#[test]
fn gathers_are_checked_against_the_spec() {
    let good = compile_text(GATHER);
    run_mode(&good, KernelMode::Jit, 1 << 36).unwrap();
    let is_gather = |s: &Step| matches!(s, Step::Gather(steps::Gather { .. }));
    let cases: Vec<(&str, Edit<GatherDesc>)> = vec![
        ("empty operand", Box::new(|g| g.operand_shape[0] = 0)),
        (
            "empty operand, no slice",
            Box::new(|g| {
                g.operand_shape = vec![0, 3];
                g.slice_sizes = vec![0, 3];
            }),
        ),
        (
            "slice beyond the operand",
            Box::new(|g| g.slice_sizes[1] = 4),
        ),
        ("collapsed twice", Box::new(|g| g.collapsed = vec![0, 0])),
        (
            "offset dims repeated",
            Box::new(|g| g.offset_dims = vec![1, 1]),
        ),
        (
            "start_index_map repeated",
            Box::new(|g| g.start_index_map = vec![0, 0]),
        ),
        (
            "start_index_map out of range",
            Box::new(|g| g.start_index_map = vec![u32::MAX]),
        ),
        (
            "result larger",
            Box::new(|g| g.out_shape = vec![2, 1 << 20]),
        ),
        (
            "index_vector_dim",
            Box::new(|g| g.index_vector_dim = u32::MAX),
        ),
        (
            "batching",
            Box::new(|g| {
                g.operand_batching = vec![1];
                g.indices_batching = vec![0];
            }),
        ),
    ];
    for (what, edit) in cases {
        let b = edit_step(&good, is_gather, |s| edit(gather_desc(s)));
        let e = rejected(&b, "malformed gather");
        eprintln!("{what}: {e}");
    }
}

/// The `TopK` step (`topk_sampler`'s `chlo.top_k`, 16 x 2048 by k = 40): every rule its executor
/// relies on is refused in both kernel modes: the kept positions within the dimension (and none
/// only for an empty input), the dimension within the shape, positions that fit `i32`, each
/// buffer's type and size, and no write to a read-only buffer.
#[test]
fn top_k_steps_are_checked() {
    let good = compile_corpus("topk_sampler");
    run_mode(&good, KernelMode::Jit, 1 << 36).unwrap();
    let is_top_k = |s: &Step| matches!(s, Step::TopK(steps::TopK { .. }));
    type TopKEdit = Box<dyn Fn(&mut steps::TopK)>;
    let cases: Vec<(&str, TopKEdit, &str)> = vec![
        (
            "k above the dimension",
            Box::new(|t| t.k = 2049),
            "keeps 2049 positions",
        ),
        ("k of 0", Box::new(|t| t.k = 0), "keeps 0 positions"),
        (
            "dimension out of range",
            Box::new(|t| t.dim = 2),
            "malformed top_k",
        ),
        (
            "positions beyond i32",
            Box::new(|t| {
                t.shape = vec![1, 1 << 32];
                t.k = 1;
            }),
            "above i32's positions",
        ),
        (
            "input larger than its buffer",
            Box::new(|t| t.shape[0] = 17),
            "elements",
        ),
        (
            "values and indices swapped",
            Box::new(|t| std::mem::swap(&mut t.values, &mut t.indices)),
            "has type",
        ),
        (
            "values over the input",
            Box::new(|t| t.values = t.input),
            "writes to read-only",
        ),
        (
            "values in the indices' i32 buffer",
            Box::new(|t| t.values = t.indices),
            "has type i32, expected f32",
        ),
    ];
    for (what, edit, want) in cases {
        let b = edit_step(&good, is_top_k, |s| {
            if let Step::TopK(t) = s {
                edit(t)
            }
        });
        let e = rejected(&b, want);
        eprintln!("{what}: {e}");
    }
}

/// Class 3: window strides, dilations and padding that are not positive, or large enough to
/// overflow the executor's window arithmetic, and windows too large for their tables.
#[test]
fn window_geometry_is_checked() {
    let good = compile_corpus("conv_small");
    run_mode(&good, KernelMode::Jit, 1 << 36).unwrap();
    let is_window = |s: &Step| matches!(s, Step::ReduceWindow(steps::ReduceWindow { .. }));
    type Geometry<'a> = (
        &'a mut Vec<u64>,
        &'a mut Vec<i64>,
        &'a mut Vec<i64>,
        &'a mut Vec<i64>,
        &'a mut Vec<i64>,
    );
    fn geometry(s: &mut Step) -> Geometry<'_> {
        match s {
            Step::ReduceWindow(steps::ReduceWindow {
                window,
                strides,
                base_dil,
                win_dil,
                pad_lo,
                ..
            }) => (window, strides, base_dil, win_dil, pad_lo),
            _ => unreachable!(),
        }
    }
    type GeometryEdit = Box<dyn Fn(Geometry)>;
    let cases: Vec<(GeometryEdit, &str)> = vec![
        (Box::new(|g| g.3[1] = -1), "dilations must be positive"),
        (Box::new(|g| g.3[2] = 0), "dilations must be positive"),
        (
            Box::new(|g| g.3[1] = i64::MIN),
            "dilations must be positive",
        ),
        (
            Box::new(|g| g.1[1] = i64::MAX),
            "dilations must be positive",
        ),
        (Box::new(|g| g.1[1] = -2), "dilations must be positive"),
        (Box::new(|g| g.2[1] = 0), "dilations must be positive"),
        (
            Box::new(|g| g.4[1] = i64::MIN),
            "dilations must be positive",
        ),
        (Box::new(|g| g.4[2] = 1 << 60), "dilations must be positive"),
        (Box::new(|g| g.0[1] = 1 << 30), "exceeds"),
        (Box::new(|g| g.0[1] = u64::MAX), "exceeds"),
        (
            Box::new(|g| g.3.pop().map(drop).unwrap_or(())),
            "malformed reduce_window",
        ),
    ];
    for (edit, want) in cases {
        let b = edit_step(&good, is_window, |s| edit(geometry(s)));
        rejected(&b, want);
    }
    // The same for select_and_scatter's strides and padding (cnn_maxpool_train's gradient).
    let good = compile_corpus("cnn_maxpool_train");
    let is_sas = |s: &Step| matches!(s, Step::SelectAndScatter(steps::SelectAndScatter { .. }));
    for (stride, pad) in [(0u64, 0i64), (u64::MAX, 0), (1, i64::MIN), (1, 1 << 60)] {
        let b = edit_step(&good, is_sas, |s| {
            let Step::SelectAndScatter(steps::SelectAndScatter {
                strides, pad_lo, ..
            }) = s
            else {
                unreachable!()
            };
            strides[1] = stride;
            pad_lo[1] = pad;
        });
        rejected(&b, "strides or padding out of range");
    }
}

/// Class 4: dimension numbers that must be permutations (a convolution's per operand, a
/// scatter's window and index dimensions) are checked, as are the scatter's shapes.
#[test]
fn dimension_numbers_must_be_permutations() {
    let good = compile_corpus("conv_small");
    let is_conv = |s: &Step| matches!(s, Step::Conv(steps::Conv { .. }));
    let cases: Vec<Edit<ConvDesc>> = vec![
        Box::new(|d| d.lhs_sp[0] = d.lhs_b),
        Box::new(|d| d.lhs_f = d.lhs_sp[1]),
        Box::new(|d| d.rhs_sp[1] = d.rhs_sp[0]),
        Box::new(|d| d.rhs_o = d.rhs_i),
        Box::new(|d| d.out_sp[0] = d.out_f),
        Box::new(|d| d.out_b = u32::MAX),
        Box::new(|d| d.strides[0] = 0),
        Box::new(|d| d.rhs_dil[1] = -1),
        Box::new(|d| d.lhs_dil[0] = i64::MAX),
        Box::new(|d| d.pad_lo[0] = i64::MIN),
        Box::new(|d| d.feature_groups = 0),
    ];
    for edit in cases {
        let b = edit_step(&good, is_conv, |s| {
            let Step::Conv(steps::Conv { desc, .. }) = s else {
                unreachable!()
            };
            edit(desc)
        });
        let e = rejected(&b, "convolution");
        assert!(e.contains("malformed") || e.contains("inconsistent"), "{e}");
    }
    let good = compile_corpus("embedding_train_step");
    run_mode(&good, KernelMode::Jit, 1 << 36).unwrap();
    let is_scatter = |s: &Step| matches!(s, Step::Scatter(steps::Scatter { .. }));
    let cases: Vec<Edit<ScatterDesc>> = vec![
        Box::new(|d| d.update_window_dims = vec![1, 1]),
        Box::new(|d| d.inserted = vec![0, 0]),
        Box::new(|d| d.to_operand = vec![0, 0]),
        Box::new(|d| d.to_operand = vec![u32::MAX]),
        Box::new(|d| d.updates_shape[0] += 1),
        Box::new(|d| *d.updates_shape.last_mut().unwrap() = u64::MAX),
        Box::new(|d| d.index_vector_dim = 99),
    ];
    for edit in cases {
        let b = edit_step(&good, is_scatter, |s| {
            let Step::Scatter(steps::Scatter { desc, .. }) = s else {
                unreachable!()
            };
            edit(desc)
        });
        rejected(&b, "scatter");
    }
}

/// Class 5: a result the module never writes holds zeros, not what an earlier call left in the
/// pool.
#[test]
fn an_unwritten_result_shows_no_earlier_bytes() {
    let b = module(vec![function(
        "main",
        vec![],
        vec![f32_type(&[256])],
        1,
        vec![
            Instr::Alloc {
                dst: 0,
                bytes: 1024,
            },
            Instr::Return { regs: vec![0] },
        ],
    )]);
    let m = LoadedModule::load_bytes(&b, KernelMode::Jit).unwrap();
    let mut dev = Device::new(1, Some(LIMIT)).unwrap();
    // Not poisoning, whatever IRVM_DEBUG_POISON says.
    dev.allocator = PooledAllocator::with_poison(Some(LIMIT), false);
    // Another tenant's secret, freed back to the pool.
    let secret = HostTensor {
        dtype: ElemType::F32,
        shape: vec![256],
        data: vec![0x5A; 1024],
    };
    drop(Tensor::from_host(&dev.allocator, &secret, "secret").unwrap());
    let r = dev.call(&m, "main", vec![], None).unwrap();
    // The guard-page build caches nothing (every buffer is a fresh mapping), so only the normal
    // build reuses the block.
    assert!(
        runtime::hal::allocator::GUARD_PAGES || dev.allocator.stats().cache_hits >= 1,
        "the block was reused"
    );
    assert_eq!(r[0].to_host().data, vec![0u8; 1024]);
}

/// Class 5, between modules: the pool hands a block out without zeroing it only to the module
/// that wrote it last (`PooledAllocator::allocate_for`), so a module never reads another
/// module's bytes, nor bytes someone else could have written (a disowned buffer), even through
/// a result it never writes; it may read its own earlier call's.
#[test]
fn a_module_sees_only_its_own_earlier_bytes() {
    let alloc_1k = Instr::Alloc {
        dst: 0,
        bytes: 1024,
    };
    let b = module(vec![
        function(
            "fill",
            vec![],
            vec![f32_type(&[256])],
            1,
            vec![
                alloc_1k.clone(),
                Instr::Fill { dst: 0, byte: 0x5A },
                Instr::Return { regs: vec![0] },
            ],
        ),
        function(
            "unwritten",
            vec![],
            vec![f32_type(&[256])],
            1,
            vec![alloc_1k, Instr::Return { regs: vec![0] }],
        ),
    ]);
    // The same bytes loaded twice are two modules.
    let a = LoadedModule::load_bytes(&b, KernelMode::Jit).unwrap();
    let other = LoadedModule::load_bytes(&b, KernelMode::Jit).unwrap();
    let mut dev = Device::new(1, Some(LIMIT)).unwrap();
    // Not poisoning, whatever IRVM_DEBUG_POISON says.
    dev.allocator = PooledAllocator::with_poison(Some(LIMIT), false);
    let call = |dev: &Device, m: &LoadedModule, f: &str| {
        let mut r = dev.call(m, f, vec![], None).unwrap();
        r.remove(0)
    };
    let secret = vec![0x5Au8; 1024];
    let zeros = vec![0u8; 1024];
    let filled = call(&dev, &a, "fill");
    assert_eq!(filled.to_host().data, secret);
    drop(filled);
    assert_eq!(
        call(&dev, &other, "unwritten").to_host().data,
        zeros,
        "another module's bytes"
    );
    // Its own bytes: the block comes back as the module left it (no memset; a program the
    // compiler made writes every byte before reading it).
    drop(call(&dev, &a, "fill"));
    let own = call(&dev, &a, "unwritten");
    if !runtime::hal::allocator::GUARD_PAGES {
        assert_eq!(
            own.to_host().data,
            secret,
            "its own earlier bytes, not zeroed"
        );
    }
    drop(own);
    // A buffer whose address was handed out (or that the host or another module wrote) is
    // disowned: zeroed before its module gets it again.
    let filled = call(&dev, &a, "fill");
    filled.view.buffer().unwrap().disown();
    drop(filled);
    assert_eq!(
        call(&dev, &a, "unwritten").to_host().data,
        zeros,
        "disowned"
    );
    // A poisoning pool (`IRVM_DEBUG_POISON=1`) fills every owned buffer, fresh or reused.
    dev.allocator = PooledAllocator::with_poison(Some(LIMIT), true);
    for _ in 0..2 {
        assert_eq!(
            call(&dev, &a, "unwritten").to_host().data,
            vec![runtime::hal::allocator::POISON; 1024]
        );
    }
}

const CONST_AND_INPLACE: &str = r#"
func.func public @k() -> tensor<4xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func public @inc(%a: tensor<4xf32> {iree.abi.output = 0 : index}) -> tensor<4xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %r = stablehlo.add %a, %one : tensor<4xf32>
  return %r : tensor<4xf32>
}
"#;

/// Class 6: a view of a module constant is never written, even when a caller marks a result that
/// is one writable and feeds it back as an in-place argument (as `irvm run --iterations` does).
#[test]
fn constants_are_never_written() {
    let b = compile_text(CONST_AND_INPLACE);
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        let m = LoadedModule::load_bytes(&b, mode).unwrap();
        let dev = Device::new(1, Some(LIMIT)).unwrap();
        let k = dev.call(&m, "k", vec![], None).unwrap();
        let expected: Vec<u8> = [1f32, 2.0, 3.0, 4.0]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        assert_eq!(k[0].to_host().data, expected);
        assert!(
            matches!(k[0].view.mem, Mem::Const(_)),
            "the test needs a result that is a view of the constant"
        );
        let mut fed = k[0].clone();
        fed.view.writable = true;
        let r = dev.call(&m, "inc", vec![fed], None).unwrap();
        let plus_one: Vec<u8> = [2f32, 3.0, 4.0, 5.0]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        assert_eq!(r[0].to_host().data, plus_one);
        assert!(
            matches!(r[0].view.mem, Mem::Pool(_)),
            "the in-place result went to a copy"
        );
        // The constant is unchanged, for this call and every later one.
        assert_eq!(k[0].to_host().data, expected);
        assert_eq!(
            dev.call(&m, "k", vec![], None).unwrap()[0].to_host().data,
            expected
        );
    }
}

/// Class 7: sizes the module derives are bounded before anything is allocated: register files
/// (count and device memory), windows, and a convolution whose im2col matrix would be 4 TiB.
#[test]
fn derived_sizes_are_bounded() {
    // Too many registers for one function: rejected at load.
    let f = function(
        "main",
        vec![],
        vec![],
        u32::MAX,
        vec![Instr::Return { regs: vec![] }],
    );
    let e = LoadedModule::load_bytes(&module(vec![f]), KernelMode::Jit).unwrap_err();
    assert!(e.contains("bad register count"), "{e}");
    // A recursion of large frames: each frame is charged against the device limit.
    let f = function(
        "main",
        vec![],
        vec![],
        1 << 16,
        vec![
            Instr::Call {
                func: 0,
                args: vec![],
                results: vec![],
            },
            Instr::Return { regs: vec![] },
        ],
    );
    let e = rejected(&module(vec![f]), "call frame of @main (65536 registers)");
    assert!(e.contains("device memory limit exceeded"), "{e}");
    // A convolution of 2^20 output rows and a 2^19-element kernel window: the validated work
    // (2^39) is charged before the dispatch runs, so a budget below it stops it cleanly, and the
    // im2col matrix (2^39 elements, 2 TiB) is never asked for.
    let good = compile_corpus("conv_small");
    let (mut m, data) = decode(&good);
    let ki = m
        .kernels
        .iter()
        .position(|k| {
            k.steps
                .iter()
                .any(|s| matches!(s, Step::Conv(steps::Conv { .. })))
        })
        .unwrap();
    let k = &mut m.kernels[ki];
    let Some(Step::Conv(steps::Conv {
        lhs,
        rhs,
        out,
        desc,
        ..
    })) = k
        .steps
        .iter_mut()
        .find(|s| matches!(s, Step::Conv(steps::Conv { .. })))
    else {
        unreachable!()
    };
    *desc = ConvDesc {
        pad_lo: vec![512, 512],
        ..ConvDesc::nhwc_2d(
            vec![1, 1024, 1024, 1],
            vec![512, 1024, 1, 1],
            vec![1, 1024, 1024, 1],
        )
    };
    let bufs = [*lhs, *rhs, *out];
    let conv_kernel = ki as u32;
    for b in bufs {
        let d = match b {
            Buf::Binding(i) => &mut k.bindings[i as usize],
            Buf::Scratch(i) => &mut k.scratch[i as usize],
        };
        d.elements = if b == bufs[1] { 1 << 19 } else { 1 << 20 };
    }
    // Call the edited kernel directly from a function of its own, with fresh buffers.
    let nb = k.bindings.len();
    let scratch = k.scratch_bytes();
    let mut code: Vec<Instr> = (0..nb as u32)
        .map(|r| Instr::Alloc {
            dst: r,
            bytes: m.kernels[ki].bindings[r as usize].bytes(),
        })
        .collect();
    code.insert(0, Instr::Arena { dst: nb as u32 });
    code.push(Instr::Dispatch {
        kernel: conv_kernel,
        bindings: (0..nb as u32).collect(),
    });
    code.push(Instr::Return { regs: vec![] });
    let mut f = function("big_conv", vec![], vec![], nb as u32 + 1, code);
    f.plan.scratch_bytes = scratch;
    m.functions.retain(|_| false);
    m.functions.push(f);
    let b = write_module(&m, &data);
    let loaded = LoadedModule::load_bytes(&b, KernelMode::Jit);
    match loaded {
        // Over the device limit (its buffers and scratch) or the step bound: a load or memory
        // error, fine as long as it is clean.
        Err(e) => panic!("the edited module is valid (its work is below the step bound): {e}"),
        Ok(_) => {
            let e = rejected(&b, "work budget");
            assert!(e.contains("big_conv"), "{e}");
        }
    }
}

/// Host working memory: a kernel's executor allocations (here an expression of 60,000 nodes,
/// whose lanes would take about 1 GiB per worker) are charged against the device limit before the
/// kernel runs, so they become a clean memory error instead of an allocation the limit never saw.
#[test]
fn kernel_working_memory_is_charged() {
    let good = compile_text(
        "func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.negate %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n",
    );
    let b = edit_step(
        &good,
        |s| matches!(s, Step::Map(steps::Map { .. })),
        |s| {
            let Step::Map(steps::Map { expr, outputs, .. }) = s else {
                unreachable!()
            };
            let mut last = outputs[0].1;
            for _ in 0..60_000 {
                last = expr.push(ElemType::F32, Node::Unary(UnaryOp::Negate, last));
            }
            outputs[0].1 = last;
        },
    );
    let m = LoadedModule::load_bytes(&b, KernelMode::Interpret).unwrap();
    let (once, per_thread) = m.kernels[0].kernel().host_bytes();
    assert!(per_thread > 900 << 20, "({once}, {per_thread})");
    let e = rejected(&b, "bytes of host working memory");
    assert!(e.contains("device memory limit exceeded"), "{e}");
    // Under a limit that holds it, the same module runs (60,001 negations in all).
    let mut dev = Device::new(1, Some(4 << 30)).unwrap();
    dev.work_limit = 1 << 40;
    let x = Tensor::from_host(
        &dev.allocator,
        &HostTensor::from_f64s(ElemType::F32, vec![4], &[1.0, -2.0, 3.0, -4.0]),
        "x",
    )
    .unwrap();
    let r = dev.call(&m, "main", vec![x], None).unwrap();
    let h = r[0].to_host();
    let got: Vec<f64> = (0..4).map(|i| h.get_f64(i)).collect();
    assert_eq!(got, vec![-1.0, 2.0, -3.0, 4.0]);
}

/// Class 8: work a module cannot finish is refused: a batch of 2^60 with stride 0, a call tree of
/// 2^64 calls within the depth limit, an endless loop, and a returned view shorter than its
/// declared type.
#[test]
fn work_and_calls_are_bounded() {
    // A dot over a batch of 2^60 with stride 0.
    let good = compile_corpus("mlp_infer");
    let is_dot = |s: &Step| matches!(s, Step::Dot(steps::Dot { .. }));
    let b = edit_step(&good, is_dot, |s| {
        let Step::Dot(steps::Dot { batch, .. }) = s else {
            unreachable!()
        };
        batch.push((1 << 60, 0, 0, 0));
    });
    rejected(&b, "iteration space too large");
    let b = edit_step(&good, is_dot, |s| {
        let Step::Dot(steps::Dot { batch, .. }) = s else {
            unreachable!()
        };
        batch.push((1 << 20, 0, 0, 0));
    });
    rejected(&b, "send two elements to one place");
    // An integer dot whose lhs repeats one element over 2^16 x 2^16 positions (stride 0): the
    // direct loop would copy 2^32 elements (32 GiB) out of a one-element buffer.
    let int_dot = compile_text(
        r#"
func.func public @main(%a: tensor<4x4xi32>, %b: tensor<4x1xi32>) -> tensor<4x1xi32> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x4xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
  return %r : tensor<4x1xi32>
}
"#,
    );
    run_mode(&int_dot, KernelMode::Jit, 1 << 36).unwrap();
    let b = edit_step(&int_dot, is_dot, |s| {
        let Step::Dot(steps::Dot { m, k, lhs, rhs, .. }) = s else {
            unreachable!()
        };
        (*m, *k) = (1 << 16, 1 << 16);
        (lhs.rs, lhs.cs, rhs.rs) = (0, 0, 0);
    });
    rejected(&b, "exceeds the 67108864 elements of an operand");
    // Each function calls the next twice: 2^64 calls in all, 64 deep.
    let t = f32_type(&[1]);
    let mut fs: Vec<FunctionDef> = (0..64u32)
        .map(|i| {
            let call = Instr::Call {
                func: i + 1,
                args: vec![0],
                results: vec![1],
            };
            function(
                &format!("f{i}"),
                vec![t.clone()],
                vec![t.clone()],
                2,
                vec![call.clone(), call, Instr::Return { regs: vec![1] }],
            )
        })
        .collect();
    fs.push(function(
        "leaf",
        vec![t.clone()],
        vec![t.clone()],
        1,
        vec![Instr::Return { regs: vec![0] }],
    ));
    let mut fs_private = fs;
    for f in fs_private.iter_mut().skip(1) {
        f.public = false;
    }
    rejected(&module(fs_private), "function calls");
    // An endless loop stops at the work budget (of 2^26 units here: a jump costs 16, and the
    // 2^36 of the other cases would take half a minute of jumps).
    let f = function(
        "spin",
        vec![],
        vec![],
        1,
        vec![Instr::Jump { target: 0 }, Instr::Return { regs: vec![] }],
    );
    let spin = module(vec![f]);
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        let e = run_mode(&spin, mode, 1 << 26).unwrap_err();
        assert!(e.contains("work budget of 67108864 units"), "{e}");
    }
    // A result view shorter than its declared type.
    let f = function(
        "short",
        vec![f32_type(&[4])],
        vec![f32_type(&[1 << 20])],
        1,
        vec![Instr::Return { regs: vec![0] }],
    );
    let e = rejected(&module(vec![f]), "result 0 is a view of 16 bytes");
    assert!(e.contains("tensor<1048576xf32> needs 4194304"), "{e}");
}

/// A directory or a FIFO given as the module file is refused before it is opened (opening a FIFO
/// would wait for a writer; mapping a directory fails with an unrelated OS error).
#[test]
fn only_regular_files_load() {
    let dir = std::env::temp_dir().join(format!("vmfb_hostile_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let e = LoadedModule::load_file(&dir, KernelMode::Jit).unwrap_err();
    assert!(e.contains("not a regular file"), "{e}");
    let fifo = dir.join("pipe.vmfb");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let e = LoadedModule::load_file(&fifo, KernelMode::Jit).unwrap_err();
        assert!(
            e.contains("not a regular file") && e.contains("pipe.vmfb"),
            "{e}"
        );
    }
    let e = LoadedModule::load_file(&dir.join("missing.vmfb"), KernelMode::Jit).unwrap_err();
    assert!(e.contains("missing.vmfb"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A module whose `main` negates a `tensor<4xf32>` through a Map step, with that step's
/// expression grown to about `nodes` nodes (a DAG: each new node combines the last one with an
/// earlier one, so values stay live across the row function) and `kernels - 1` more kernels of
/// the same size that no function runs (each with its own constant, so no two are alike).
fn big_map_module(nodes: usize, kernels: usize) -> Vec<u8> {
    map_module(nodes, kernels, true)
}

/// As [`big_map_module`]; `dag: false` makes a chain instead (each node reads only the last, so
/// few values are live at once).
fn map_module(nodes: usize, kernels: usize, dag: bool) -> Vec<u8> {
    let good = compile_text(
        "func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.negate %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n",
    );
    let (mut m, data) = decode(&good);
    let grow = |k: &mut Kernel, salt: usize| {
        let Some(Step::Map(steps::Map { expr, outputs, .. })) = k.steps.first_mut() else {
            panic!("the negation is a Map step")
        };
        let half = expr.push(ElemType::F32, Node::Const(0.5f32.to_bits() as u128));
        let salt = expr.push(
            ElemType::F32,
            Node::Const((1.0f32 + salt as f32).to_bits() as u128),
        );
        let mut last = outputs[0].1;
        last = expr.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, last, salt));
        let first = last;
        while expr.nodes.len() < nodes {
            let i = expr.nodes.len() as u32;
            let earlier = if dag { first + (i - first) / 2 } else { last };
            last = match i % 3 {
                0 => expr.push(ElemType::F32, Node::Binary(BinaryOp::Add, last, earlier)),
                1 => expr.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, last, half)),
                _ => expr.push(
                    ElemType::F32,
                    Node::Binary(BinaryOp::Maximum, last, earlier),
                ),
            };
        }
        outputs[0].1 = last;
    };
    let base = m.kernels[0].clone();
    grow(&mut m.kernels[0], 0);
    for salt in 1..kernels {
        let mut k = base.clone();
        k.name = format!("unused_{salt}");
        grow(&mut k, salt);
        m.kernels.push(k);
    }
    write_module(&m, &data)
}

/// Writes the JIT's hostile modules to `$IRVM_WRITE_HOSTILE` for measuring them with `irvm run`
/// under `/usr/bin/time -v` (not a test: run with `--ignored`).
#[test]
#[ignore]
fn write_jit_hostile_modules() {
    let Some(dir) = std::env::var_os("IRVM_WRITE_HOSTILE") else {
        return;
    };
    let dir = Path::new(&dir);
    for (name, nodes, kernels, dag) in [
        ("jit_1k", 1 << 10, 1, true),
        ("jit_2k", 1 << 11, 1, true),
        ("jit_1k_x18", 1 << 10, 18, true),
        ("jit_2k_x18", 1 << 11, 18, true),
        ("jit_4k", 1 << 12, 1, true),
        ("jit_16k", 1 << 14, 1, true),
        ("jit_64k", 1 << 16, 1, true),
        ("jit_64k_x4", 1 << 16, 4, true),
        ("jit_chain_64k", 1 << 16, 1, false),
        ("jit_chain_64k_x4", 1 << 16, 4, false),
    ] {
        std::fs::write(
            dir.join(format!("{name}.vmfb")),
            map_module(nodes, kernels, dag),
        )
        .unwrap();
    }
}

/// Runs `main` of `bytes` on `[1, -2, 3, -4]` in `mode`, on a device whose limit holds the
/// executor's working memory for large expressions.
fn run_main_on_four(bytes: &[u8], mode: KernelMode) -> (LoadedModule, Vec<u32>) {
    let m = LoadedModule::load_bytes(bytes, mode).unwrap();
    let dev = Device::new(1, Some(4 << 30)).unwrap();
    let x = Tensor::from_host(
        &dev.allocator,
        &HostTensor::from_f64s(ElemType::F32, vec![4], &[1.0, -2.0, 3.0, -4.0]),
        "x",
    )
    .unwrap();
    let r = dev.call(&m, "main", vec![x], None).unwrap();
    let h = r[0].to_host();
    let bits = h
        .data
        .chunks(4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    (m, bits)
}

/// Class 10: the JIT's compile time and memory are bounded per row function and per module. An
/// expression above `MAX_ROW_COST` (here 16,384 nodes that keep values live, which took 3 minutes
/// and 90 MB to compile before the bound, on a loaded machine) is not compiled: the executor runs
/// it, with the same result as the interpreter. Kernels at the bound compile until the module's
/// budget is spent (`MAX_MODULE_COST / MAX_ROW_COST` of them), and the rest run on the executor.
#[test]
fn jit_compilation_is_bounded() {
    use runtime::kernel::jit::{row_cost, MAX_MODULE_COST, MAX_ROW_COST};
    let cost = |m: &LoadedModule, k: usize| {
        let Step::Map(steps::Map { expr, .. }) = &m.kernels[k].kernel().steps[0] else {
            panic!("a Map step")
        };
        row_cost(expr)
    };
    let big = big_map_module(16 << 10, 4);
    let (jit, got) = run_main_on_four(&big, KernelMode::Jit);
    let (_, want) = run_main_on_four(&big, KernelMode::Interpret);
    assert!(cost(&jit, 0) > MAX_ROW_COST);
    assert!(jit.kernels.iter().all(|k| k.compiled().is_none()));
    assert_eq!(jit.jit_bytes(), 0);
    assert_eq!(got, want);

    // At the bound: the first kernels compile (and `main` computes what the interpreter does),
    // then the module's budget is spent.
    let kernels = (MAX_MODULE_COST / MAX_ROW_COST) as usize + 2;
    let at = big_map_module(MAX_ROW_COST as usize, kernels);
    let (jit, got) = run_main_on_four(&at, KernelMode::Jit);
    let (_, want) = run_main_on_four(&at, KernelMode::Interpret);
    assert_eq!(cost(&jit, 0), MAX_ROW_COST);
    let compiled: Vec<bool> = jit.kernels.iter().map(|k| k.compiled().is_some()).collect();
    let fit = (MAX_MODULE_COST / MAX_ROW_COST) as usize;
    assert_eq!(
        compiled,
        [vec![true; fit], vec![false; kernels - fit]].concat()
    );
    assert!(jit.jit_bytes() > 0);
    assert_eq!(got, want);
}

/// The JIT's compiled code counts against the device memory limit with the rest of what a loaded
/// module holds: past the load allowance, a module loaded with the JIT holds exactly its code's
/// bytes more than the same module interpreted.
#[test]
fn jit_code_is_charged_against_the_device_limit() {
    use runtime::{Instance, Module};
    let (mut m, data) = decode(&big_map_module(1024, 4));
    // An unused function of 100,000 instructions takes the module past the allowance, so every
    // further byte is charged.
    let mut code: Vec<Instr> = (0..100_000).map(|i| Instr::Arena { dst: i % 4 }).collect();
    code.push(Instr::Return { regs: vec![] });
    m.functions.push(function("pad", vec![], vec![], 4, code));
    let b = write_module(&m, &data);
    let held = |jit: bool| {
        let inst = Instance::builder()
            .threads(1)
            .memory_limit(1 << 30)
            .jit(jit)
            .build()
            .unwrap();
        let module = Module::from_bytes(&inst, &b).unwrap();
        let l = module.loaded();
        assert!(l.held_bytes() > 0, "past the allowance");
        assert_eq!(inst.allocator().available(), (1 << 30) - l.held_bytes());
        (l.held_bytes(), l.jit_bytes())
    };
    let (with_jit, code_bytes) = held(true);
    let (interpreted, none) = held(false);
    assert_eq!(none, 0);
    assert!(code_bytes > 0);
    assert_eq!(with_jit, interpreted + code_bytes);
}

/// The host memory a module holds once loaded (its decoded form and the copy of its bytes) counts
/// against the device memory limit while the module lives, and a module that would not fit is
/// rejected while it is decoded: E0702 naming the limit, with nothing left charged.
#[test]
fn loading_is_charged_against_the_device_limit() {
    use runtime::{Instance, Module};
    // 200,000 small instructions with locations: about 5.8 MB of file, more decoded.
    let mut code: Vec<Instr> = (0..200_000).map(|i| Instr::Arena { dst: i % 4 }).collect();
    code.push(Instr::Return { regs: vec![] });
    let mut f = function("main", vec![], vec![], 4, code);
    f.locs = vec!["123:45 stablehlo.add".to_string(); f.code.len()];
    let b = module(vec![f]);
    let small = Instance::builder()
        .threads(1)
        .memory_limit(8 << 20)
        .build()
        .unwrap();
    let e = Module::from_bytes(&small, &b).unwrap_err();
    assert_eq!(e.code(), "E0702", "{e}");
    assert!(e.to_string().contains("the 8388608-byte limit"), "{e}");
    assert_eq!(
        small.allocator().available(),
        8 << 20,
        "a failed load holds nothing"
    );
    let big = Instance::builder()
        .threads(1)
        .memory_limit(256 << 20)
        .build()
        .unwrap();
    let m = Module::from_bytes(&big, &b).unwrap();
    let held = m.loaded().held_bytes();
    // The copy of the bytes and the decoded module (its instructions alone are 11 MB), less the
    // allowance every module has.
    assert!(
        held + runtime::vm::loader::LOAD_ALLOWANCE > b.len() as u64 + (11 << 20),
        "{held}"
    );
    assert_eq!(big.allocator().available(), (256 << 20) - held);
    drop(m);
    assert_eq!(big.allocator().available(), 256 << 20);
    // From a file, the mapping is not copied: the decoded module alone is held.
    let dir = std::env::temp_dir().join(format!("irvm-load-charged-{}", std::process::id()));
    std::fs::write(&dir, &b).unwrap();
    let m = Module::load(&big, &dir).unwrap();
    if !runtime::hal::allocator::GUARD_PAGES {
        assert_eq!(m.loaded().held_bytes(), held - b.len() as u64);
    }
    let e = Module::load(&small, &dir).unwrap_err();
    assert_eq!(e.code(), "E0702", "{e}");
    drop(m);
    std::fs::remove_file(&dir).unwrap();
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

/// `main(x: f32[n]) -> f32[n]` running `code` (register 0 is `x`) with kernel 0 `k`.
fn views_module(n: u64, k: Kernel, num_regs: u32, code: Vec<Instr>) -> Vec<u8> {
    let m = ModuleDef {
        name: "hostile".into(),
        kernels: vec![k],
        functions: vec![function(
            "main",
            vec![f32_type(&[n])],
            vec![f32_type(&[n])],
            num_regs,
            code,
        )],
        ..Default::default()
    };
    write_module(&m, &[])
}

/// Calls `main` of `bytes` in `mode` on `x = [0, 1, ..., n-1]` with two worker threads.
fn run_on_iota(bytes: &[u8], mode: KernelMode, n: usize) -> Result<Vec<f64>, VmError> {
    let m = LoadedModule::load_bytes(bytes, mode).map_err(VmError::invalid)?;
    let dev = Device::new(2, Some(LIMIT)).unwrap();
    let xs: Vec<f64> = (0..n).map(|i| i as f64).collect();
    let x = Tensor::from_host(
        &dev.allocator,
        &HostTensor::from_f64s(ElemType::F32, vec![n], &xs),
        "x",
    )
    .unwrap();
    let r = dev.call(&m, "main", vec![x], None)?;
    let h = r[0].to_host();
    Ok((0..n).map(|i| h.get_f64(i)).collect())
}

/// Class 9 (no undefined behaviour): a view at a byte offset that is not a multiple of its
/// element type's alignment is refused at the dispatch, before any step makes a typed slice or
/// pointer of it (E0703), in both kernel modes. Before, the kernel ran on a misaligned `&[f32]`.
#[test]
fn misaligned_views_are_refused() {
    let b = views_module(
        4,
        add_one_kernel(4),
        3,
        vec![
            Instr::Alloc { dst: 1, bytes: 20 },
            Instr::View {
                dst: 2,
                src: 1,
                offset: 2,
                bytes: 16,
            },
            Instr::Dispatch {
                kernel: 0,
                bindings: vec![0, 2],
            },
            Instr::Return { regs: vec![2] },
        ],
    );
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        let e = run_on_iota(&b, mode, 4).unwrap_err();
        assert_eq!(e.code(), "E0703", "{mode:?}: {e}");
        assert!(
            e.message
                .contains("binding 1 of kernel 'add_one' (f32) starts at an address that is not a multiple of 4"),
            "{mode:?}: {e}"
        );
    }
}

/// Class 9: a kernel whose output view shares bytes with its input view other than exactly (here
/// shifted by one element, so one worker's stores land on another's loads) is refused at the
/// dispatch (E0703), in both kernel modes; the very same bytes, the planner's in-place reuse of an
/// input that dies at an elementwise kernel, still run, and compute `x + 1` element for element.
#[test]
fn overlapping_views_are_refused_unless_exact() {
    let n = 5000u64;
    let bytes = n * 4;
    // Register 1: a buffer of n + 1 elements holding x in its first n; register 2 views x there.
    let mut code = vec![
        Instr::Alloc {
            dst: 1,
            bytes: bytes + 4,
        },
        Instr::View {
            dst: 2,
            src: 1,
            offset: 0,
            bytes,
        },
        Instr::Copy { dst: 2, src: 0 },
    ];
    let shifted = {
        let mut c = code.clone();
        c.push(Instr::View {
            dst: 3,
            src: 1,
            offset: 4,
            bytes,
        });
        c.push(Instr::Dispatch {
            kernel: 0,
            bindings: vec![2, 3],
        });
        c.push(Instr::Return { regs: vec![3] });
        views_module(n, add_one_kernel(n), 4, c)
    };
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        let e = run_on_iota(&shifted, mode, n as usize).unwrap_err();
        assert_eq!(e.code(), "E0703", "{mode:?}: {e}");
        assert!(
            e.message.contains(
                "step 0 of kernel 'add_one' writes Binding(1), whose bytes overlap those of Binding(0)"
            ),
            "{mode:?}: {e}"
        );
    }
    code.push(Instr::Dispatch {
        kernel: 0,
        bindings: vec![2, 2],
    });
    code.push(Instr::Return { regs: vec![2] });
    let exact = views_module(n, add_one_kernel(n), 3, code);
    let want: Vec<f64> = (0..n).map(|i| i as f64 + 1.0).collect();
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        assert_eq!(
            run_on_iota(&exact, mode, n as usize).unwrap(),
            want,
            "{mode:?}"
        );
    }
}

/// Class 9: one buffer named in two roles of a step whose run needs them apart (a map's output
/// read back reversed, by other workers; a dot's output as its left operand, under GEMM) is
/// rejected at load with the step named, not run.
#[test]
fn a_buffer_in_two_roles_is_rejected_at_load() {
    let n = 4u64;
    let mut k = add_one_kernel(n);
    k.bindings[0].writable = true;
    let Step::Map(steps::Map { expr, outputs, .. }) = &mut k.steps[0] else {
        unreachable!()
    };
    expr.nodes[0] = Node::Load {
        buf: Buf::Binding(0),
        map: IndexMap {
            offset: 3,
            strides: vec![-1],
        },
    };
    outputs[0].0 = Buf::Binding(0);
    let b = views_module(
        n,
        k,
        1,
        vec![
            Instr::Dispatch {
                kernel: 0,
                bindings: vec![0, 0],
            },
            Instr::Return { regs: vec![0] },
        ],
    );
    let e = LoadedModule::load_bytes(&b, KernelMode::Interpret).unwrap_err();
    assert!(
        e.contains("kernel 'add_one' step 0: Binding(0) is written and also named in another role"),
        "{e}"
    );
    // The dot writes its (smaller) product over its own left operand, made writable.
    let (mut m, data) = decode(&compile_corpus("mlp_infer"));
    let k = m
        .kernels
        .iter_mut()
        .find(|k| matches!(k.steps[0], Step::Dot(steps::Dot { .. })))
        .expect("a kernel that starts with a dot");
    let Step::Dot(steps::Dot { lhs, out, .. }) = &mut k.steps[0] else {
        unreachable!()
    };
    out.buf = lhs.buf;
    let Buf::Binding(l) = lhs.buf else {
        panic!("the dot's left operand is a binding")
    };
    k.bindings[l as usize].writable = true;
    let b = write_module(&m, &data);
    let e = LoadedModule::load_bytes(&b, KernelMode::Interpret).unwrap_err();
    assert!(
        e.contains(&format!(
            "step 0: Binding({l}) is written and also named in another role"
        )),
        "{e}"
    );
}

/// A module with a collective in a run_parallel program: the grid section, the `Collective`,
/// `ProcessId` and `Parallel` instructions, each edited to a hostile value, are refused with a
/// message (at load, or before the collective communicates), never a panic, on both kernel
/// modes; the unedited module runs.
#[test]
fn grid_sections_and_collectives_are_checked() {
    let good = compile_text(
        r#"func.func @f(%x: tensor<4xf32>) -> (tensor<8xf32>, tensor<ui32>) {
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<8xf32>
  %r = stablehlo.replica_id : tensor<ui32>
  return %g, %r : tensor<8xf32>, tensor<ui32>
}
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<8xf32>, tensor<ui32>, tensor<8xf32>, tensor<ui32>) {
  %o:4 = "interpreter.run_parallel"(%a, %b) {programs = [[@f], [@f]]} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<8xf32>, tensor<ui32>, tensor<8xf32>, tensor<ui32>)
  return %o#0, %o#1, %o#2, %o#3 : tensor<8xf32>, tensor<ui32>, tensor<8xf32>, tensor<ui32>
}
"#,
    );
    // The unedited module: @main runs (zeros gathered; replica ids 0 and 1); @f alone is a
    // process of a 1x1 world whose group table is over 2: refused, not run.
    let m = LoadedModule::load_bytes(&good, KernelMode::Interpret).unwrap();
    let dev = Device::new(1, Some(LIMIT)).unwrap();
    let main = m.def.functions.iter().find(|f| f.name == "main").unwrap();
    let out = dev
        .call(&m, "main", zeros_for(&dev, main).unwrap(), None)
        .unwrap();
    assert_eq!(out[1].to_host().data, 0u32.to_le_bytes());
    assert_eq!(out[3].to_host().data, 1u32.to_le_bytes());
    let f = m.def.functions.iter().find(|f| f.name == "f").unwrap();
    let e = dev
        .call(&m, "f", zeros_for(&dev, f).unwrap(), None)
        .unwrap_err();
    assert_eq!(e.code(), "E0703", "{e}");
    assert!(e.message.contains("group table 0 is not over"), "{e}");

    let edit = |change: &dyn Fn(&mut ModuleDef)| {
        let (mut m, data) = decode(&good);
        change(&mut m);
        write_module(&m, &data)
    };
    fn grid(m: &mut ModuleDef) -> &mut GridDef {
        m.grid.as_mut().unwrap()
    }
    fn collective(m: &mut ModuleDef) -> &mut CollectiveDef {
        m.functions
            .iter_mut()
            .flat_map(|f| f.code.iter_mut())
            .find_map(|i| match i {
                Instr::Collective(c) => Some(&mut **c),
                _ => None,
            })
            .unwrap()
    }
    fn parallel(m: &mut ModuleDef) -> &mut ParallelDef {
        m.functions
            .iter_mut()
            .flat_map(|f| f.code.iter_mut())
            .find_map(|i| match i {
                Instr::Parallel(p) => Some(&mut **p),
                _ => None,
            })
            .unwrap()
    }
    let cases: Vec<(Vec<u8>, &str)> = vec![
        // The grid section.
        (edit(&|m| grid(m).replicas = 0), "a 0x1 process grid"),
        (edit(&|m| grid(m).partitions = u32::MAX), "process grid"),
        (edit(&|m| grid(m).groups[0].world = 0), "over 0 processes"),
        (
            edit(&|m| grid(m).groups[0].world = u32::MAX),
            "processes (1 to",
        ),
        (
            edit(&|m| grid(m).groups[0].rows[0][1] = 2),
            "outside the 2 processes",
        ),
        (
            edit(&|m| grid(m).groups[0].rows[0][1] = i64::MIN),
            "outside the 2 processes",
        ),
        (edit(&|m| grid(m).groups[0].rows[0][1] = 0), "in two groups"),
        (
            edit(&|m| grid(m).groups[0].rows[0] = vec![-1, 1]),
            "pads the end of a row only",
        ),
        (
            edit(&|m| grid(m).groups[0].rows = vec![vec![0], vec![1, -1]]),
            "rows of different lengths",
        ),
        (
            edit(&|m| grid(m).groups[0].rows = vec![vec![0, -1, -1]]),
            "1 rows of 3 over 2 processes",
        ),
        (edit(&|m| m.grid = None), "is not in the grid section"),
        // The collective.
        (
            edit(&|m| collective(m).group = 7),
            "group table 7 is not in the grid section",
        ),
        (
            edit(&|m| {
                let c = collective(m);
                c.dim = 1;
                c.concat_dim = 1;
            }),
            "dimension 1 or 1 outside",
        ),
        (
            edit(&|m| collective(m).dim = 1),
            "all_gather with a concat dimension",
        ),
        (
            edit(&|m| collective(m).results.clear()),
            "1 types, 1 operands and 0 results",
        ),
        (
            edit(&|m| collective(m).op = Some(element::ops::BinaryOp::Add)),
            "all_gather with a reduction",
        ),
        (
            edit(&|m| collective(m).pairs = vec![(0, 1)]),
            "with source-target pairs",
        ),
        (
            edit(&|m| collective(m).root = Some((0, ElemType::I32))),
            "all_gather with a dynamic root",
        ),
        (
            edit(&|m| collective(m).types[0].shape = vec![1 << 40]),
            "all_gather of tensor<1099511627776xf32>",
        ),
        (
            edit(&|m| collective(m).operands[0] = 999),
            "register out of range",
        ),
        // A result view too short for the gathered bytes: refused before communicating.
        (
            edit(&|m| collective(m).types[0].shape = vec![8]),
            "result 0: a view of 32 bytes",
        ),
        // The parallel.
        (edit(&|m| parallel(m).replicas = 3), "names 2 programs"),
        (edit(&|m| parallel(m).partitions = 0), "a 2x0 grid"),
        (
            edit(&|m| parallel(m).programs[1] = 9),
            "a program out of range",
        ),
        (
            edit(&|m| {
                parallel(m).args.pop();
            }),
            "take 2 arguments",
        ),
    ];
    // Only @main runs (@f alone is refused, as above), in both kernel modes.
    for (bytes, want) in cases {
        for mode in [KernelMode::Jit, KernelMode::Interpret] {
            let r = std::panic::catch_unwind(|| {
                let m = LoadedModule::load_bytes(&bytes, mode)?;
                let dev = Device::new(1, Some(LIMIT)).map_err(|e| e.to_string())?;
                let main = m.def.functions.iter().find(|f| f.name == "main").unwrap();
                dev.call(&m, "main", zeros_for(&dev, main)?, None)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            })
            .unwrap_or_else(|_| panic!("{mode:?} `{want}`: the module panicked"));
            let e = r.expect_err(want);
            assert!(e.contains(want), "{mode:?}: expected `{want}` in: {e}");
        }
    }
}

/// A module with send/recv and infeed in run_parallel programs: the `Transfer` instructions and
/// the `Parallel`'s infeed, each edited to a hostile value, are refused with a message (at load,
/// or when the transfer runs), never a panic, on both kernel modes; the unedited module runs
/// (process 1 receives what process 0 sent, process 0 takes the infeed's buffer).
#[test]
fn transfers_are_checked() {
    let good = compile_text(
        r#"func.func @s(%x: tensor<2xi64>, %t: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  %i:2 = "stablehlo.infeed"(%r) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %i#0, %i#1 : tensor<2xi64>, !stablehlo.token
}
func.func @r(%x: tensor<2xi64>, %t: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
  %v:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %v#0, %v#1 : tensor<2xi64>, !stablehlo.token
}
func.func @q() -> tensor<2xi64> {
  %c = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  return %c : tensor<2xi64>
}
func.func @main(%a: tensor<2xi64>, %b: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
  %t = stablehlo.after_all : !stablehlo.token
  %o:4 = "interpreter.run_parallel"(%a, %t, %b, %t) {infeed = [@q], programs = [[@s], [@r]]} : (tensor<2xi64>, !stablehlo.token, tensor<2xi64>, !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token, tensor<2xi64>, !stablehlo.token)
  return %o#0, %o#2 : tensor<2xi64>, tensor<2xi64>
}
"#,
    );
    let m = LoadedModule::load_bytes(&good, KernelMode::Interpret).unwrap();
    let dev = Device::new(1, Some(LIMIT)).unwrap();
    let a = HostTensor::from_f64s(ElemType::I64, vec![2], &[3.0, 4.0]);
    let args = vec![
        Tensor::from_host(&dev.allocator, &a, "a").unwrap(),
        Tensor::from_host(&dev.allocator, &a, "b").unwrap(),
    ];
    let out = dev.call(&m, "main", args, None).unwrap();
    let i64s = |b: Vec<u8>| -> Vec<i64> {
        b.chunks(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
            .collect()
    };
    assert_eq!(i64s(out[0].to_host().data), [7, 8]);
    assert_eq!(i64s(out[1].to_host().data), [3, 4]);

    let edit = |change: &dyn Fn(&mut ModuleDef)| {
        let (mut m, data) = decode(&good);
        change(&mut m);
        write_module(&m, &data)
    };
    fn transfer(m: &mut ModuleDef, k: TransferKind) -> &mut TransferDef {
        m.functions
            .iter_mut()
            .flat_map(|f| f.code.iter_mut())
            .find_map(|i| match i {
                Instr::Transfer(t) if t.kind == k => Some(&mut **t),
                _ => None,
            })
            .unwrap()
    }
    fn parallel(m: &mut ModuleDef) -> &mut ParallelDef {
        m.functions
            .iter_mut()
            .flat_map(|f| f.code.iter_mut())
            .find_map(|i| match i {
                Instr::Parallel(p) => Some(&mut **p),
                _ => None,
            })
            .unwrap()
    }
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (
            edit(&|m| {
                transfer(m, TransferKind::Send).regs.clear();
            }),
            "send: 1 types and 0 registers",
        ),
        (
            edit(&|m| transfer(m, TransferKind::Infeed).channel = 3),
            "infeed with a channel id",
        ),
        (
            edit(&|m| transfer(m, TransferKind::Recv).types[0].shape = vec![1 << 40]),
            "recv of tensor<1099511627776xi64>",
        ),
        (
            edit(&|m| transfer(m, TransferKind::Recv).regs[0] = 999),
            "register out of range",
        ),
        // A message of another size than the receiver's type: refused when it arrives.
        (
            edit(&|m| transfer(m, TransferKind::Recv).types[0].shape = vec![1]),
            "recv result 0: 16 bytes came for tensor<1xi64>",
        ),
        // The receiver listens on another channel, and the sender has finished: no hang.
        (
            edit(&|m| transfer(m, TransferKind::Recv).channel = 2),
            "every other process has finished without sending on it",
        ),
        // An empty infeed queue.
        (
            edit(&|m| parallel(m).infeed.clear()),
            "the infeed queue holds 0",
        ),
        (
            edit(&|m| parallel(m).infeed = vec![999]),
            "register out of range",
        ),
    ];
    for (bytes, want) in cases {
        for mode in [KernelMode::Jit, KernelMode::Interpret] {
            let r = std::panic::catch_unwind(|| {
                let m = LoadedModule::load_bytes(&bytes, mode)?;
                let dev = Device::new(1, Some(LIMIT)).map_err(|e| e.to_string())?;
                let main = m.def.functions.iter().find(|f| f.name == "main").unwrap();
                dev.call(&m, "main", zeros_for(&dev, main)?, None)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            })
            .unwrap_or_else(|_| panic!("{mode:?} `{want}`: the module panicked"));
            let e = r.expect_err(want);
            assert!(e.contains(want), "{mode:?}: expected `{want}` in: {e}");
        }
    }
}
