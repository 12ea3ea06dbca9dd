//! One `Instance` called from many threads at once, as its `Send + Sync` promises: several corpus
//! models (a convolution through the im2col path, JIT-produced reductions, softmax and attention,
//! matrix products split across the workers, a scan loop, a sort) run from 8 caller threads on
//! an instance with 2 workers, JIT on and off, and every result must equal, bit for bit, the
//! result of the same call made alone. Callers share the instance's worker pool, so a worker that
//! waits inside one caller's parallel region runs another caller's kernels: per-thread scratch
//! borrowed across such a wait would panic ("already borrowed") or be overwritten.
//! `CONCURRENT_ROUNDS` sets the calls per caller (default 200, about 4 s a test; 300 rounds made the
//! code before the fix panic).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use runtime::{HostTensor, Instance, Module, Tensor};
use runtime_cli::io::read_npy_file;

const MODELS: [&str; 7] = [
    "cnn_maxpool_train",
    "conv_small",
    "mlp_train_step",
    "attention_block",
    "embedding_train_step",
    "rnn_scan",
    "topk_sampler",
];

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

/// The model's inputs: its corpus `.npy` files.
fn inputs(name: &str) -> Vec<HostTensor> {
    (0..)
        .map(|i| corpus().join(format!("{name}.in.{i}.npy")))
        .take_while(|p| p.exists())
        .map(|p| read_npy_file(&p).unwrap().remove(0))
        .collect()
}

fn call(instance: &Instance, m: &Module, args: &[HostTensor]) -> Vec<HostTensor> {
    let f = m.function("main").unwrap();
    let ts: Vec<Tensor> = args
        .iter()
        .map(|h| Tensor::from_host(instance, h).unwrap())
        .collect();
    f.call(ts.iter().map(Into::into))
        .unwrap()
        .iter()
        .map(|t| t.to_host().unwrap())
        .collect()
}

fn same_bits(a: &HostTensor, b: &HostTensor) -> bool {
    a.shape == b.shape && a.dtype == b.dtype && a.data == b.data
}

fn many_callers(jit: bool) {
    let rounds: usize = std::env::var("CONCURRENT_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let instance = Arc::new(Instance::builder().threads(2).jit(jit).build().unwrap());
    let mut models = Vec::new();
    for name in MODELS {
        let src = std::fs::read_to_string(corpus().join(format!("{name}.mlir"))).unwrap();
        let bytes = compiler::backend::compile_to_vmfb(&src, name).unwrap();
        let m = Arc::new(Module::from_bytes(&instance, &bytes).unwrap());
        let args = Arc::new(inputs(name));
        assert!(!args.is_empty(), "{name}: no inputs in the corpus");
        // The result of the call made alone.
        let want = Arc::new(call(&instance, &m, &args));
        models.push((name, m, args, want));
    }
    let models = Arc::new(models);
    let callers: Vec<_> = (0..8)
        .map(|c| {
            let (instance, models) = (instance.clone(), models.clone());
            std::thread::spawn(move || {
                for r in 0..rounds {
                    // Each caller walks the models from a different place, so different kernels
                    // overlap.
                    let (name, m, args, want) = &models[(c + r) % models.len()];
                    let got = call(&instance, m, args);
                    assert_eq!(got.len(), want.len(), "{name}: result count");
                    for (i, (g, w)) in got.iter().zip(want.iter()).enumerate() {
                        assert!(
                            same_bits(g, w),
                            "{name} (caller {c}, round {r}): result {i} differs from the call made alone"
                        );
                    }
                }
            })
        })
        .collect();
    for (c, h) in callers.into_iter().enumerate() {
        if let Err(e) = h.join() {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic!("caller {c} panicked: {msg}");
        }
    }
    assert!(
        instance.leak_report().is_empty(),
        "buffers alive after every caller finished:\n{}",
        instance.leak_report()
    );
}

#[test]
fn many_callers_on_one_instance_with_the_jit() {
    many_callers(true);
}

#[test]
fn many_callers_on_one_instance_without_the_jit() {
    many_callers(false);
}
