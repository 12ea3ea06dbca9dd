//! The compiled path against JAX: every corpus model compiles to a `.vmfb`, loads, runs on the VM
//! (JIT and portable executor) and matches JAX's outputs (f32: max |ours - JAX| at most
//! 1e-4 * max|JAX| plus 1e-5; integers exact). The two models whose data is not in the repository run on seeded
//! inputs against direct Rust computations. Also: steady-state allocation and in-place donation.

use std::path::{Path, PathBuf};

use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::{Device, Tensor};
use runtime::{ElemType, HostTensor};
use runtime_cli::io::read_npy_file;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

fn compile(name: &str) -> Vec<u8> {
    let src = std::fs::read_to_string(corpus().join(format!("{name}.mlir"))).unwrap();
    compiler::backend::compile_to_vmfb(&src, name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn npy(path: PathBuf) -> HostTensor {
    read_npy_file(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .remove(0)
}

fn close(name: &str, i: usize, got: &HostTensor, want: &HostTensor) {
    assert_eq!(got.shape, want.shape, "{name} result {i}: shape");
    assert_eq!(got.dtype, want.dtype, "{name} result {i}: dtype");
    let n = want.num_elements();
    if want.dtype.is_float() {
        let scale = (0..n).map(|k| want.get_f64(k).abs()).fold(0.0, f64::max);
        let err = (0..n)
            .map(|k| (got.get_f64(k) - want.get_f64(k)).abs())
            .fold(0.0, f64::max);
        assert!(
            err <= 1e-4 * scale + 1e-5,
            "{name} result {i}: max abs error {err:e} (max |JAX| {scale:e})"
        );
    } else {
        for k in 0..n {
            assert_eq!(
                got.get_i64(k),
                want.get_i64(k),
                "{name} result {i} element {k}"
            );
        }
    }
}

fn run(m: &LoadedModule, dev: &Device, args: &[HostTensor]) -> Vec<HostTensor> {
    let a: Vec<Tensor> = args
        .iter()
        .enumerate()
        .map(|(i, t)| Tensor::from_host(&dev.allocator, t, &format!("input {i}")).unwrap())
        .collect();
    dev.call(m, "main", a, None)
        .unwrap()
        .iter()
        .map(|t| t.to_host())
        .collect()
}

fn check(name: &str, data: &str) {
    let bytes = compile(name);
    let n_in = (0..)
        .take_while(|i| corpus().join(format!("{data}.in.{i}.npy")).exists())
        .count();
    let n_out = (0..)
        .take_while(|i| corpus().join(format!("{data}.out.{i}.npy")).exists())
        .count();
    let args: Vec<HostTensor> = (0..n_in)
        .map(|i| npy(corpus().join(format!("{data}.in.{i}.npy"))))
        .collect();
    let want: Vec<HostTensor> = (0..n_out)
        .map(|i| npy(corpus().join(format!("{data}.out.{i}.npy"))))
        .collect();
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        let m = LoadedModule::load_bytes(&bytes, mode).unwrap();
        for threads in [1, 2] {
            let dev = Device::new(threads, None).unwrap();
            let got = run(&m, &dev, &args);
            assert_eq!(got.len(), want.len(), "{name}: result count");
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                close(name, i, g, w);
            }
        }
    }
}

#[test]
fn mlp_infer() {
    check("mlp_infer", "mlp_infer");
}

#[test]
fn mlp_train_step() {
    check("mlp_train_step", "mlp_train_step");
}

/// A GRU with `lax.scan` (a `stablehlo.while` over 32 steps), against JAX.
#[test]
fn rnn_scan() {
    check("rnn_scan", "rnn_scan");
}

/// 20 SGD steps inside one jit (`lax.fori_loop` with `jax.grad` in the body), against JAX.
#[test]
fn train_fori() {
    check("train_fori", "train_fori");
}

/// A CNN SGD step with two max poolings: `select_and_scatter` in the backward pass, against JAX.
#[test]
fn cnn_maxpool_train() {
    check("cnn_maxpool_train", "cnn_maxpool_train");
}

/// Top-k sampling: `chlo.top_k` (a sort) with argmax and gathers, against JAX.
#[test]
fn topk_sampler() {
    check("topk_sampler", "topk_sampler");
}

#[test]
fn mlp_train_step_donated() {
    check("mlp_train_step_donated", "mlp_train_step");
}

#[test]
fn mlp_train_step_inplace() {
    check("mlp_train_step_inplace", "mlp_train_step");
}

#[test]
fn embedding_train_step() {
    check("embedding_train_step", "embedding_train_step");
}

#[test]
fn attention_block() {
    check("attention_block", "attention_block");
}

#[test]
fn conv_small() {
    check("conv_small", "conv_small");
}

#[test]
fn svd_like_two_outputs() {
    check("svd_like_two_outputs", "svd_like_two_outputs");
}

#[test]
fn many_small_ops() {
    check("many_small_ops", "many_small_ops");
}

#[test]
fn many_small_ops_unfused() {
    check("many_small_ops_unfused", "many_small_ops_unfused");
}

fn seeded(shape: Vec<usize>, seed: u64) -> HostTensor {
    let mut s = seed;
    let vals: Vec<f64> = (0..shape.iter().product::<usize>())
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            ((s >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
        })
        .collect();
    HostTensor::from_f64s(ElemType::F32, shape, &vals)
}

/// `name` (an n x n f32 matmul of the corpus, whose data is not kept in the repository) on seeded
/// inputs: 2000 entries spot-checked against an f64 dot product.
fn matmul_against_direct_product(name: &str, n: usize) {
    let m = LoadedModule::load_bytes(&compile(name), KernelMode::Jit).unwrap();
    let dev = Device::new(0, None).unwrap();
    let (a, b) = (seeded(vec![n, n], 1), seeded(vec![n, n], 2));
    let got = run(&m, &dev, &[a.clone(), b.clone()]).remove(0);
    let mut s = 7u64;
    for _ in 0..2000 {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let (i, j) = ((s >> 20) as usize % n, (s >> 40) as usize % n);
        let want: f64 = (0..n)
            .map(|k| a.get_f64(i * n + k) * b.get_f64(k * n + j))
            .sum();
        let g = got.get_f64(i * n + j);
        // n products of magnitude at most 1 summed in f32: the bound is loose but far below
        // the error of a wrong element or a missed term.
        assert!(
            (g - want).abs() <= 1e-4 * 32.0,
            "{name} ({i}, {j}): {g} vs {want}"
        );
    }
}

#[test]
fn matmul_512_against_direct_product() {
    matmul_against_direct_product("matmul_512", 512);
}

#[test]
fn matmul_1024_against_direct_product() {
    matmul_against_direct_product("matmul_1024", 1024);
}

#[test]
fn elementwise_chain_against_reference_interpreter() {
    let src = std::fs::read_to_string(corpus().join("elementwise_chain.mlir")).unwrap();
    let (module, d) = dialect::parser::parse(&src);
    assert!(d.is_empty());
    let module = module.unwrap();
    let (x, y) = (seeded(vec![1024, 1024], 3), seeded(vec![1024, 1024], 4));
    let interp = compiler::reference::Interpreter::new(&module);
    let want = interp
        .call(
            "main",
            vec![
                compiler::reference::io::from_host(&x).unwrap(),
                compiler::reference::io::from_host(&y).unwrap(),
            ],
        )
        .unwrap();
    let want = compiler::reference::io::to_host(&want[0]).unwrap();
    let m = LoadedModule::load_bytes(&compile("elementwise_chain"), KernelMode::Jit).unwrap();
    let dev = Device::new(0, None).unwrap();
    let got = run(&m, &dev, &[x, y]).remove(0);
    close("elementwise_chain", 0, &got, &want);
}

/// Steady state: after the first call, a donated train step fed its own outputs makes no system
/// allocation, updates the parameters in the very buffers it was given, and keeps live bytes flat.
#[test]
fn donated_train_step_is_in_place_and_allocation_free_after_the_first_call() {
    let m = LoadedModule::load_bytes(&compile("mlp_train_step_donated"), KernelMode::Jit).unwrap();
    let dev = Device::new(2, None).unwrap();
    let data: Vec<HostTensor> = (0..6)
        .map(|i| npy(corpus().join(format!("mlp_train_step.in.{i}.npy"))))
        .collect();
    let mut args: Vec<Tensor> = data
        .iter()
        .enumerate()
        .map(|(i, t)| Tensor::from_host(&dev.allocator, t, &format!("arg {i}")).unwrap())
        .collect();
    let ptrs: Vec<*mut u8> = args[..4].iter().map(|a| a.view.ptr()).collect();
    let mut after_first = None;
    let mut live = vec![];
    for call in 0..20 {
        let out = dev.call(&m, "main", args.clone(), None).unwrap();
        for k in 0..4 {
            assert_eq!(
                out[k + 1].view.ptr(),
                ptrs[k],
                "parameter {k} moved on call {call}"
            );
            args[k] = out[k + 1].clone();
        }
        drop(out);
        let s = dev.allocator.stats();
        live.push(s.live_bytes);
        match after_first {
            None => after_first = Some(s.system_allocations),
            Some(n) => assert_eq!(
                s.system_allocations, n,
                "call {call} allocated from the system"
            ),
        }
    }
    assert!(
        live.windows(2).all(|w| w[0] == w[1]),
        "live bytes not flat: {live:?}"
    );
    // Peak within inputs + the compiler's plan (arena + scratch + results).
    let f = &m.def.functions[m.function_index("main").unwrap()];
    let inputs: u64 = data.iter().map(|t| t.data.len() as u64).sum();
    let peak = dev.allocator.stats().peak_live_bytes;
    assert!(
        peak <= inputs + f.plan.arena_bytes + f.plan.scratch_bytes + f.plan.output_bytes,
        "peak {peak} above inputs {inputs} + plan {:?}",
        f.plan
    );
}
