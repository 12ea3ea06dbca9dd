//! `localize-manual` on JAX's data-parallel exports (tests/dist, made by tests/dist/export_dist.py
//! with JAX 0.10.2): the per-process program runs on 2 and 4 processes of the reference
//! interpreter (one thread each, as `run_parallel` runs them), each process on its block of the
//! batch, and one step matches JAX's one-device step on the global batch (`dp.out.*`) within 1e-6
//! relative. Programs written with annotations only run as one process on global shapes; an op
//! outside a manual computation on a split value is E0414.

mod common;

use std::path::{Path, PathBuf};

use compiler::pass_manager::{legalize_for_reference, pass_by_name};
use compiler::reference::tensor::Tensor;
use compiler::reference::Interpreter;
use dialect::types::ElemType;
use dialect::views::{Placement, ProcessGrid, Shard};
use dialect::Module;

fn dist() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/dist")
}

fn parse(text: &str) -> Module {
    let (m, d) = dialect::parser::parse(text);
    assert!(d.is_empty(), "{d:?}");
    let m = m.unwrap();
    let errs = dialect::verifier::verify(&m);
    assert!(errs.is_empty(), "{errs:?}");
    m
}

fn localize(m: &mut Module) -> Vec<dialect::Diagnostic> {
    pass_by_name("localize-manual").unwrap().run(m)
}

fn inputs() -> Vec<Tensor> {
    (0..6)
        .map(|k| common::read_npy(&dist().join(format!("dp.in.{k}.npy"))))
        .collect()
}

/// The largest absolute difference relative to the expected output's largest magnitude.
fn relative_error(got: &Tensor, want: &Tensor) -> f64 {
    assert_eq!(got.shape, want.shape);
    let (g, w) = (got.to_f64(), want.to_f64());
    let scale = w.iter().fold(0.0f64, |m, x| m.max(x.abs())).max(1e-30);
    let diff = g
        .iter()
        .zip(&w)
        .fold(0.0f64, |m, (a, b)| m.max((a - b).abs()));
    diff / scale
}

/// Runs the localized `file` on its processes and checks one step against JAX's.
fn step_matches_jax(file: &str, processes: u64) {
    let mut m = parse(&std::fs::read_to_string(dist().join(file)).unwrap());
    let diags = localize(&mut m);
    assert!(diags.is_empty(), "{file}: {diags:?}");
    let errs = dialect::verifier::verify(&m);
    assert!(errs.is_empty(), "{file} after localize-manual: {errs:?}");
    // The per-process program: the batch (x, labels) split along the mesh's one axis, the
    // parameters whole, on a grid of as many processes as the mesh has devices.
    assert_eq!(ProcessGrid::of_module(&m).unwrap().size(), processes);
    let f = m.lookup_function("main").unwrap();
    let place = Placement::read(&m, f).unwrap();
    assert_eq!(place.mesh, vec![processes]);
    let batch = Some(Shard { dim: 0, axis: 0 });
    assert_eq!(place.args, vec![None, None, None, None, batch, batch]);
    assert_eq!(place.results, vec![None; 5]);
    let x = &m.func_type(f).unwrap().inputs[4];
    assert_eq!(x.to_string(), format!("tensor<{}x784xf32>", 64 / processes));
    let mut manual = false;
    let top = m.top;
    m.walk(top, &mut |op| {
        manual |= m.ops[op].is(dialect::ops::OpKind::SdyManualComputation);
    });
    assert!(!manual, "{file}: a manual computation is left");

    let legal = legalize_for_reference(&m).unwrap();
    let outs = Interpreter::new(&legal)
        .call_per_process("main", inputs())
        .unwrap_or_else(|e| panic!("{file}: {e}"));
    assert_eq!(outs.len() as u64, processes);
    // The all_reduce folds in one order for everyone: every process holds the same bits.
    for (p, o) in outs.iter().enumerate().skip(1) {
        for (k, (a, b)) in o.iter().zip(&outs[0]).enumerate() {
            assert_eq!(
                a.to_f64(),
                b.to_f64(),
                "{file}: process {p} result {k} differs from process 0's"
            );
        }
    }
    for (k, got) in outs[0].iter().enumerate() {
        let want = common::read_npy(&dist().join(format!("dp.out.{k}.npy")));
        let err = relative_error(got, &want);
        eprintln!("{file} on {processes} processes, result {k}: relative error {err:e}");
        assert!(err <= 1e-6, "{file} result {k}: relative error {err:e}");
    }
}

#[test]
fn shard_map_step_on_2_processes_matches_jax() {
    step_matches_jax("dp_shard_map.np2.mlir", 2);
}

#[test]
fn shard_map_step_on_4_processes_matches_jax() {
    step_matches_jax("dp_shard_map.mlir", 4);
}

/// JAX's documented pattern: two manual computations (the loss with `pmean`, its transpose),
/// split values passed between them, and the SGD update outside on replicated values.
#[test]
fn grad_outside_shard_map_on_4_processes_matches_jax() {
    step_matches_jax("dp_shard_map_grad_outside.mlir", 4);
}

/// `jit` with `NamedSharding`: annotations only, no manual computation. The pass leaves the module
/// as it is, and one process on the global shapes computes JAX's step.
#[test]
fn annotations_alone_run_as_one_process_on_global_shapes() {
    let text = std::fs::read_to_string(dist().join("dp_named_sharding.mlir")).unwrap();
    let mut m = parse(&text);
    assert!(localize(&mut m).is_empty());
    assert_eq!(dialect::printer::print_module(&m), text);
    let legal = legalize_for_reference(&m).unwrap();
    let out = Interpreter::new(&legal).call("main", inputs()).unwrap();
    for (k, got) in out.iter().enumerate() {
        let want = common::read_npy(&dist().join(format!("dp.out.{k}.npy")));
        let err = relative_error(got, &want);
        assert!(err <= 1e-6, "result {k}: relative error {err:e}");
    }
    // Compiled, it is one process too: the declared 4-device mesh gives no grid section (run
    // alone, a grid of 4 would be E0705 asking for `mpirun -np 4`).
    assert!(compiled_grid(&text).is_none());
}

const DOUBLE: &str = r#"module @m attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}]>, <@mesh, []>] out_shardings=[<@mesh, [{"x"}]>, <@mesh, []>] manual_axes={"x"} (%arg2: tensor<2xf32>, %arg3: tensor<f32>) {
      %1 = stablehlo.add %arg2, %arg2 : tensor<2xf32>
      %2 = stablehlo.negate %arg3 : tensor<f32>
      sdy.return %1, %2 : tensor<2xf32>, tensor<f32>
    } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
    TAIL
  }
}
"#;

/// A program without collectives: each process doubles its half of the vector (hand-computed:
/// [1, 2, 3, 4] gives [2, 4] on process 0 and [6, 8] on process 1) and negates the replicated
/// scalar; the split result is marked as the argument is.
#[test]
fn each_process_takes_its_block() {
    let text = DOUBLE.replace(
        "TAIL",
        "%3 = stablehlo.abs %0#1 : tensor<f32>\n    return %0#0, %3 : tensor<4xf32>, tensor<f32>",
    );
    let mut m = parse(&text);
    assert!(localize(&mut m).is_empty());
    let printed = dialect::printer::print_module(&m);
    assert!(
        printed.contains("func.func public @main(%arg0: tensor<2xf32> {dist.shard = array<i64: 0, 0>}, %arg1: tensor<f32>) -> (tensor<2xf32> {dist.shard = array<i64: 0, 0>}, tensor<f32>)"),
        "{printed}"
    );
    assert!(printed.contains("dist.mesh = array<i64: 2>"), "{printed}");
    let legal = legalize_for_reference(&m).unwrap();
    let args = vec![
        Tensor::floats(vec![4], ElemType::F32, vec![1.0, 2.0, 3.0, 4.0]),
        Tensor::floats(vec![], ElemType::F32, vec![-5.0]),
    ];
    let outs = Interpreter::new(&legal)
        .call_per_process("main", args)
        .unwrap();
    assert_eq!(outs.len(), 2);
    assert_eq!(outs[0][0].to_f64(), vec![2.0, 4.0]);
    assert_eq!(outs[1][0].to_f64(), vec![6.0, 8.0]);
    for o in &outs {
        assert_eq!(o[1].to_f64(), vec![5.0]);
    }
    // Compiled: no collective, but the split arguments make it one of the declared 2 processes.
    let g = compiled_grid(&text).expect("a grid section");
    assert_eq!((g.replicas, g.partitions), (1, 2));
}

/// The grid section (replicas, partitions) of `text` compiled, if it has one.
fn compiled_grid(text: &str) -> Option<runtime::vm::bytecode::GridDef> {
    use runtime::vm::format::{check_header, decode_module};
    let bytes = compiler::backend::compile_to_vmfb(text, "test.mlir").expect("compiles");
    decode_module(&bytes, check_header(&bytes).unwrap())
        .unwrap()
        .grid
}

#[test]
fn an_op_on_a_split_value_outside_a_manual_computation_is_e0414() {
    let text = DOUBLE.replace(
        "TAIL",
        "%3 = stablehlo.negate %0#0 : tensor<4xf32>\n    return %3, %0#1 : tensor<4xf32>, tensor<f32>",
    );
    let mut m = parse(&text);
    let before = dialect::printer::print_module(&m);
    let diags = localize(&mut m);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0].code.to_string(), "E0414");
    assert!(
        diags[0]
            .message
            .contains("needs SPMD partitioning; use shard_map"),
        "{}",
        diags[0].message
    );
    assert!(diags[0].message.contains("stablehlo.negate"));
    // Nothing changed.
    assert_eq!(dialect::printer::print_module(&m), before);
}

#[test]
fn a_free_mesh_axis_is_e0414() {
    let text = DOUBLE
        .replace("<[\"x\"=2]>", "<[\"x\"=2, \"y\"=2]>")
        .replace("num_partitions = 2", "num_partitions = 4")
        .replace("TAIL", "return %0#0, %0#1 : tensor<4xf32>, tensor<f32>");
    let mut m = parse(&text);
    let diags = localize(&mut m);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0].code.to_string(), "E0414");
    assert!(
        diags[0].message.contains("\"y\"=2")
            && diags[0]
                .message
                .contains("needs SPMD partitioning; use shard_map"),
        "{}",
        diags[0].message
    );
}
