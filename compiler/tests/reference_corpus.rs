//! The reference interpreter against JAX: every corpus model whose data is in tests/corpus runs on
//! JAX's inputs and matches JAX's outputs — both on the reference interpreter and through the whole
//! middle-end on the plan-checking executor (one real arena laid out as planned). For f32 the measure is the one ../shared/peers.md uses: the
//! largest absolute difference relative to the output's largest magnitude (floored at 1e-6) must be
//! at most 1e-5; integers and booleans must be equal. The models with 12 MB of data are covered by
//! reference_large.rs on generated inputs, as is matmul_512 (its 3 MB of data are not kept either).

mod common;

use std::path::{Path, PathBuf};

use compiler::reference::tensor::Tensor;
use compiler::reference::Interpreter;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

fn check(name: &str, data: &str) {
    let src = std::fs::read_to_string(corpus().join(format!("{name}.mlir"))).unwrap();
    let (m, d) = dialect::parser::parse(&src);
    assert!(d.is_empty());
    let m = m.unwrap();
    let n_in = m
        .func_type(m.lookup_function("main").unwrap())
        .unwrap()
        .inputs
        .len();
    let n_out = m
        .func_type(m.lookup_function("main").unwrap())
        .unwrap()
        .results
        .len();
    let args: Vec<Tensor> = (0..n_in)
        .map(|i| common::read_npy(&corpus().join(format!("{data}.in.{i}.npy"))))
        .collect();
    let reference = Interpreter::new(&compiler::pass_manager::legalize_for_reference(&m).unwrap())
        .call("main", args.clone())
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    // The compiled plan, run on one real arena, must match JAX too.
    let mut planned = m.clone();
    let passes = compiler::pass_manager::parse_pipeline(common::PIPELINE).unwrap();
    let rep = compiler::pass_manager::run_pipeline(&mut planned, &passes, &Default::default());
    assert!(!rep.failed, "{name}: {:?}", rep.diagnostics);
    let f = planned.lookup_function("main").unwrap();
    let plan = compiler::memory::plan_function(&planned, f).unwrap();
    let planned_out = compiler::memory::executor::run_planned(&planned, "main", &plan, args)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .results;
    for (label, out) in [("reference", reference), ("planned", planned_out)] {
        compare(name, data, label, &out, n_out);
    }
}

fn compare(name: &str, data: &str, label: &str, out: &[Tensor], n_out: usize) {
    assert_eq!(out.len(), n_out);
    for (k, got) in out.iter().enumerate() {
        let want = common::read_npy(&corpus().join(format!("{data}.out.{k}.npy")));
        assert_eq!(got.shape, want.shape, "{name} ({label}) result {k} shape");
        let (g, w) = (got.to_f64(), want.to_f64());
        if got.elem.is_float() {
            // As peers.md measures it: the largest absolute difference relative to the output's
            // largest magnitude (floored at 1e-6).
            let scale = w.iter().fold(0.0f64, |m, x| m.max(x.abs())).max(1e-6);
            let diff = g
                .iter()
                .zip(&w)
                .fold(0.0f64, |m, (a, b)| m.max((a - b).abs()));
            let worst = diff / scale;
            eprintln!("{name} result {k}: max abs diff {diff:e}, relative {worst:e}");
            assert!(
                worst <= 1e-5,
                "{name} result {k}: max relative error {worst:e}"
            );
        } else {
            assert_eq!(g, w, "{name} ({label}) result {k}");
        }
    }
}

macro_rules! corpus_test {
    ($($test:ident: $name:literal / $data:literal,)*) => {
        $(#[test] fn $test() { check($name, $data); })*
    };
}

corpus_test! {
    mlp_infer: "mlp_infer" / "mlp_infer",
    mlp_train_step: "mlp_train_step" / "mlp_train_step",
    mlp_train_step_donated: "mlp_train_step_donated" / "mlp_train_step",
    mlp_train_step_inplace: "mlp_train_step_inplace" / "mlp_train_step",
    embedding_train_step: "embedding_train_step" / "embedding_train_step",
    attention_block: "attention_block" / "attention_block",
    conv_small: "conv_small" / "conv_small",
    svd_like_two_outputs: "svd_like_two_outputs" / "svd_like_two_outputs",
    many_small_ops: "many_small_ops" / "many_small_ops",
    many_small_ops_unfused: "many_small_ops_unfused" / "many_small_ops_unfused",
    cnn_maxpool_train: "cnn_maxpool_train" / "cnn_maxpool_train",
    topk_sampler: "topk_sampler" / "topk_sampler",
}
