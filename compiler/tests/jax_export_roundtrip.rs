//! `jax.export` artifacts in (issue 24 item 7): every corpus workload and the control-flow
//! programs, serialized by JAX 0.10.2 (`tests/corpus/export_jax_artifacts.py`), are read from
//! MLIR bytecode of VHLO, compiled, run on the VM, and give the text form's results bit for bit.
//!
//! - `NAME.jaxexport` holds the committed text module NAME.mlir as JAX serializes a module; its
//!   results must equal the text form's byte for byte, on the workload's recorded inputs (or on
//!   seeded inputs for the four user workloads whose data is not kept).
//! - `NAME.traced.jaxexport` is `jax.export.export(jax.jit(f))(*specs).serialize()` itself; it
//!   runs on the recorded inputs and must equal the text form byte for byte too.
//! - `NAME.deserialized.mlir` is JAX's own reading of the bytecode; the converter must build the
//!   same IR (printed alike).

mod common;

use std::path::{Path, PathBuf};

use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::{Device, Tensor};
use runtime::{ElemType, HostTensor};
use runtime_cli::io::read_npy_file;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

fn artifact_text(file: &str) -> String {
    let path = corpus().join("jaxexport").join(file);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(
        dialect::bytecode::classify(&bytes),
        dialect::bytecode::InputKind::JaxExport,
        "{file} is recognized by its content"
    );
    compiler::driver::input_text(file, bytes).unwrap_or_else(|e| panic!("{e}"))
}

fn vmfb(text: &str, name: &str) -> Vec<u8> {
    compiler::backend::compile_to_vmfb(text, name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn run(bytes: &[u8], args: &[HostTensor]) -> Vec<HostTensor> {
    let m = LoadedModule::load_bytes(bytes, KernelMode::Jit).unwrap();
    let dev = Device::new(1, None).unwrap();
    let a: Vec<Tensor> = args
        .iter()
        .enumerate()
        .map(|(i, t)| Tensor::from_host(&dev.allocator, t, &format!("input {i}")).unwrap())
        .collect();
    dev.call(&m, "main", a, None)
        .unwrap()
        .iter()
        .map(|t| t.to_host())
        .collect()
}

struct Workload {
    name: String,
    inputs: Vec<HostTensor>,
}

/// The manifest's workloads with their inputs: the recorded `.npy` files, or for the workloads
/// whose data is not kept (the user workloads, `matmul_1024`), seeded values (floats in [-1, 1) on a 1/8 grid, integers in 0..4).
fn workloads() -> Vec<Workload> {
    let text = std::fs::read_to_string(corpus().join("manifest.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut out = vec![];
    for w in v["workloads"].as_array().unwrap() {
        let name = w["name"].as_str().unwrap().to_string();
        let files = &w["files"];
        let recorded = files["inputs"].as_array().filter(|ins| {
            ins.iter()
                .all(|p| corpus().join(p.as_str().unwrap_or("")).exists())
        });
        let inputs = if let Some(ins) = recorded {
            ins.iter()
                .map(|p| {
                    read_npy_file(&corpus().join(p.as_str().unwrap()))
                        .unwrap()
                        .remove(0)
                })
                .collect()
        } else {
            let mut k = 0u64;
            w["inputs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| {
                    let shape: Vec<usize> = d["shape"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|x| x.as_u64().unwrap() as usize)
                        .collect();
                    let n: usize = shape.iter().product();
                    let mut data = vec![];
                    let dtype = match d["dtype"].as_str().unwrap() {
                        "float32" => ElemType::F32,
                        "bfloat16" => ElemType::BF16,
                        "int32" => ElemType::I32,
                        other => panic!("{name}: input dtype {other}"),
                    };
                    for _ in 0..n {
                        k = k
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        let r = (k >> 33) % 16;
                        match dtype {
                            ElemType::F32 => {
                                data.extend_from_slice(&((r as f32 - 8.0) / 8.0).to_le_bytes())
                            }
                            ElemType::BF16 => data.extend_from_slice(
                                &(((r as f32 - 8.0) / 8.0).to_bits() >> 16).to_le_bytes()[..2],
                            ),
                            _ => data.extend_from_slice(&((r % 4) as i32).to_le_bytes()),
                        }
                    }
                    HostTensor { dtype, shape, data }
                })
                .collect()
        };
        out.push(Workload { name, inputs });
    }
    out
}

fn same_results(what: &str, got: &[HostTensor], want: &[HostTensor]) {
    assert_eq!(got.len(), want.len(), "{what}: result count");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert_eq!(g.dtype, w.dtype, "{what} result {i}: dtype");
        assert_eq!(g.shape, w.shape, "{what} result {i}: shape");
        assert!(
            g.data == w.data,
            "{what} result {i}: the bytes differ from the text form's"
        );
    }
}

/// Every corpus workload: compiled from its `jax.export` artifact (MLIR bytecode of VHLO), the
/// results equal the text form's byte for byte.
#[test]
fn every_corpus_workload_from_bytecode_matches_its_text_form() {
    let all = workloads();
    assert_eq!(all.len(), 21, "the manifest's workloads");
    let mut widest = (0.0f64, String::new());
    for w in &all {
        // How much text the bytecode expands to (the reader's bound is MAX_EXPANSION per byte).
        let bytes =
            std::fs::read(corpus().join(format!("jaxexport/{}.jaxexport", w.name))).unwrap();
        let (module, _) = dialect::bytecode::jax_export::module_bytes(&bytes).unwrap();
        let ratio =
            artifact_text(&format!("{}.jaxexport", w.name)).len() as f64 / module.len() as f64;
        if ratio > widest.0 {
            widest = (ratio, w.name.clone());
        }
        let text = std::fs::read_to_string(corpus().join(format!("{}.mlir", w.name))).unwrap();
        let from_text = run(&vmfb(&text, &w.name), &w.inputs);
        let bc = artifact_text(&format!("{}.jaxexport", w.name));
        let from_bytecode = run(&vmfb(&bc, &w.name), &w.inputs);
        same_results(&w.name, &from_bytecode, &from_text);
    }
    eprintln!(
        "widest expansion: {:.1} text bytes per bytecode byte ({})",
        widest.0, widest.1
    );
    assert!(
        widest.0 < dialect::bytecode::MAX_EXPANSION as f64 / 2.0,
        "{widest:?}"
    );
}

/// The control-flow programs and the structured workloads exported by `jax.export` itself (JAX's
/// trace, not the committed text): the results equal the text form's byte for byte.
#[test]
fn traced_exports_match_the_text_form() {
    let all = workloads();
    for name in [
        "rnn_scan",
        "train_fori",
        "cnn_maxpool_train",
        "topk_sampler",
    ] {
        let w = all.iter().find(|w| w.name == name).unwrap();
        let text = std::fs::read_to_string(corpus().join(format!("{name}.mlir"))).unwrap();
        let from_text = run(&vmfb(&text, name), &w.inputs);
        let bc = artifact_text(&format!("{name}.traced.jaxexport"));
        let traced = run(&vmfb(&bc, name), &w.inputs);
        same_results(&format!("{name} (traced)"), &traced, &from_text);
    }
}

fn printed(text: &str, what: &str) -> String {
    let (m, diags) = dialect::parser::parse(text);
    assert!(diags.is_empty(), "{what}: {diags:?}");
    let m = m.unwrap();
    let errs = dialect::verifier::verify(&m);
    assert!(errs.is_empty(), "{what}: {errs:?}");
    dialect::printer::print_module(&m)
}

/// The converter builds the IR JAX's own reader builds from the same bytes (StableHLO's
/// `vhlo-legalize-to-stablehlo`: defaults dropped, dimension numbers put back together).
#[test]
fn conversion_matches_jax_deserialization() {
    for name in [
        "cnn_maxpool_train",
        "topk_sampler",
        "embedding_train_step",
        "rnn_scan",
        "conv_small",
    ] {
        let ours = printed(&artifact_text(&format!("{name}.jaxexport")), name);
        let jax = std::fs::read_to_string(
            corpus()
                .join("jaxexport")
                .join(format!("{name}.deserialized.mlir")),
        )
        .unwrap();
        assert_eq!(ours, printed(&jax, name), "{name}");
    }
}

/// The module field of a `jax.export` artifact is plain MLIR bytecode: read alone (as
/// `irc compile model.mlirbc` reads it) it gives the same text.
#[test]
fn bytecode_alone_reads_as_inside_the_artifact() {
    let bytes = std::fs::read(corpus().join("jaxexport/mlp_infer.jaxexport")).unwrap();
    let (module, at) = dialect::bytecode::jax_export::module_bytes(&bytes).unwrap();
    assert!(at > 0 && module.starts_with(dialect::bytecode::MAGIC));
    assert_eq!(
        dialect::bytecode::classify(module),
        dialect::bytecode::InputKind::Bytecode
    );
    assert_eq!(
        dialect::bytecode::to_text(module).unwrap(),
        artifact_text("mlp_infer.jaxexport")
    );
}

/// `irc` takes the forms by content, whatever the file is called: a `jax.export` artifact, the
/// bytecode inside it (also on standard input), and a corrupt one is E0011 with a byte offset.
#[test]
fn irc_reads_bytecode_and_artifacts_by_content() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dir = std::env::temp_dir().join(format!("irc_bytecode_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let artifact = corpus().join("jaxexport/rnn_scan.traced.jaxexport");
    let out = dir.join("m.vmfb");
    let st = Command::new(env!("CARGO_BIN_EXE_irc"))
        .args([
            "compile",
            artifact.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(
        st.status.success(),
        "{}",
        String::from_utf8_lossy(&st.stderr)
    );
    assert!(std::fs::metadata(&out).unwrap().len() > 0);
    // The module alone, named .txt, on standard input.
    let bytes = std::fs::read(&artifact).unwrap();
    let (module, _) = dialect::bytecode::jax_export::module_bytes(&bytes).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_irc"))
        .args(["opt", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(module).unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains("stablehlo.while") && text.contains("func.func public @main"),
        "{text}"
    );
    // Truncated: E0011 naming the file and the byte offset, exit status 1.
    let bad = dir.join("model.txt");
    std::fs::write(&bad, &module[..module.len() / 2]).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_irc"))
        .args(["opt", bad.to_str().unwrap()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("model.txt: MLIR bytecode: error[E0011]") && err.contains("at byte offset"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A LAPACK custom call from `jax.export` (jnp.linalg.cholesky and eigh of a 4 x 4 f32 matrix:
/// typed-FFI `lapack_spotrf_ffi` and `lapack_ssyevd_ffi`, with layouts, output-operand aliases and
/// `mhlo.backend_config` dictionaries): the converted IR is JAX's own reading of the bytes, and
/// its results equal the text form's bit for bit, with the JIT and without.
#[test]
fn custom_call_from_bytecode_matches_the_text_form() {
    let bc = artifact_text("linalg.traced.jaxexport");
    let jax_text =
        std::fs::read_to_string(corpus().join("jaxexport/linalg.deserialized.mlir")).unwrap();
    assert_eq!(printed(&bc, "linalg"), printed(&jax_text, "linalg (JAX)"));
    let text = std::fs::read_to_string(corpus().join("jaxexport/linalg.mlir")).unwrap();
    let a = read_npy_file(&corpus().join("jaxexport/linalg.in.0.npy"))
        .unwrap()
        .remove(0);
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        let run_in = |bytes: &[u8]| -> Vec<HostTensor> {
            let m = LoadedModule::load_bytes(bytes, mode).unwrap();
            let dev = Device::new(1, None).unwrap();
            let t = Tensor::from_host(&dev.allocator, &a, "a").unwrap();
            dev.call(&m, "main", vec![t], None)
                .unwrap()
                .iter()
                .map(|t| t.to_host())
                .collect()
        };
        let from_text = run_in(&vmfb(&text, "linalg"));
        let from_bytecode = run_in(&vmfb(&bc, "linalg"));
        same_results(&format!("linalg ({mode:?})"), &from_bytecode, &from_text);
        // The factor is lower triangular and finite: the custom call ran (a failed potrf gives NaNs).
        let l: Vec<f32> = from_bytecode[0]
            .data
            .chunks(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        assert!(l.iter().all(|x| x.is_finite()), "{l:?}");
        assert!(
            (0..4).all(|i| (i + 1..4).all(|j| l[i * 4 + j] == 0.0)),
            "{l:?}"
        );
    }
}

/// A `shard_map` with a `psum` from `jax.export` on a 4-device mesh (GSPMD partitioner): an
/// `all_reduce` with a channel handle and `use_global_device_ids`, between the `@Sharding`,
/// `@SPMDFullToShardShape` and `@SPMDShardToFullShape` custom calls. The conversion parses,
/// verifies and prints as JAX's own print of the module and JAX's reading of the bytes.
#[test]
fn shard_map_psum_from_bytecode_reads_as_jax_prints_it() {
    let bc = artifact_text("psum_shard_map.traced.jaxexport");
    assert!(
        bc.contains("\"stablehlo.all_reduce\"") && bc.contains("SPMDFullToShardShape"),
        "{bc}"
    );
    let ours = printed(&bc, "psum_shard_map");
    for file in ["psum_shard_map.mlir", "psum_shard_map.deserialized.mlir"] {
        let jax = std::fs::read_to_string(corpus().join("jaxexport").join(file)).unwrap();
        assert_eq!(ours, printed(&jax, file), "{file}");
    }
}

/// Little-endian f32 values of a result.
fn f32s(t: &HostTensor) -> Vec<f32> {
    assert_eq!(t.dtype, ElemType::F32);
    t.data
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// The largest difference between `got` and `want` in units of `want`'s largest magnitude.
fn relative_error(got: &[f32], want: &[f32]) -> f64 {
    assert_eq!(got.len(), want.len());
    let scale = want
        .iter()
        .fold(0.0f64, |m, &x| m.max(f64::from(x).abs()))
        .max(1e-30);
    let diff = got.iter().zip(want).fold(0.0f64, |m, (&a, &b)| {
        m.max((f64::from(a) - f64::from(b)).abs())
    });
    diff / scale
}

/// A Shardy export's module read from its bytecode: it parses, verifies and prints as JAX's own
/// print of the module (`NAME.mlir`), Shardy's attributes included.
fn shardy_module(name: &str) -> String {
    let bc = artifact_text(&format!("{name}.traced.jaxexport"));
    let jax = std::fs::read_to_string(corpus().join(format!("jaxexport/{name}.mlir"))).unwrap();
    assert_eq!(printed(&bc, name), printed(&jax, name), "{name}");
    bc
}

fn shardy_npys(name: &str, what: &str) -> Vec<HostTensor> {
    (0..)
        .map(|k| corpus().join(format!("jaxexport/{name}.{what}.{k}.npy")))
        .take_while(|p| p.is_file())
        .map(|p| read_npy_file(&p).unwrap().remove(0))
        .collect()
}

/// `jax.export` artifacts exported with JAX's default Shardy partitioner
/// (`tests/corpus/export_jax_shardy.py`): Shardy's attributes in their bytecode encoding
/// (`#sdy.mesh`, `#sdy.sharding` and the `sdy.sharding_rule` of a custom call) and the casts
/// StableHLO's serializer puts around Shardy's ops are read; each module prints as JAX printed it
/// and runs on the VM (JIT and interpreted kernels) to JAX's outputs: the typed PRNG key's
/// uniform draw bit for bit (integer ops and exact f32 steps), `sin` and the Cholesky factor
/// within 2e-7 of the largest magnitude (another libm and LAPACK; measured: `sin` 0, the factor
/// 3.4e-8).
#[test]
fn shardy_exports_run_to_jax_outputs() {
    for (name, tolerance, marker) in [
        ("shardy_plain", 2e-7, "stablehlo.sine"),
        ("shardy_key", 0.0, "sdy.sharding_constraint"),
        (
            "shardy_linalg",
            2e-7,
            "#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>",
        ),
    ] {
        let text = shardy_module(name);
        assert!(text.contains(marker), "{name}: {text}");
        let inputs = shardy_npys(name, "in");
        let want = shardy_npys(name, "out");
        for mode in [KernelMode::Jit, KernelMode::Interpret] {
            let m = LoadedModule::load_bytes(&vmfb(&text, name), mode).unwrap();
            let dev = Device::new(1, None).unwrap();
            let a: Vec<Tensor> = inputs
                .iter()
                .enumerate()
                .map(|(i, t)| Tensor::from_host(&dev.allocator, t, &format!("input {i}")).unwrap())
                .collect();
            let got: Vec<HostTensor> = dev
                .call(&m, "main", a, None)
                .unwrap()
                .iter()
                .map(|t| t.to_host())
                .collect();
            assert_eq!(got.len(), want.len(), "{name}");
            for (k, (g, w)) in got.iter().zip(&want).enumerate() {
                assert_eq!(g.shape, w.shape, "{name} result {k}");
                let err = relative_error(&f32s(g), &f32s(w));
                eprintln!("{name} ({mode:?}) result {k}: relative error {err:e}");
                assert!(
                    err <= tolerance,
                    "{name} ({mode:?}) result {k}: {:?}, JAX {:?}",
                    f32s(g),
                    f32s(w)
                );
            }
        }
    }
}

/// A `shard_map` psum exported with Shardy on (a 4-device `sdy.mesh`, `#sdy.sharding` on the
/// arguments and results, `sdy.manual_computation` with its shardings and manual axes): read from
/// bytecode, localized to the per-process program and run on 4 processes of the reference
/// interpreter, every process holds JAX's result ([18, 24] for 1.5 * arange(8)).
#[test]
fn shardy_shard_map_runs_on_4_processes_to_jax_outputs() {
    use compiler::pass_manager::{legalize_for_reference, pass_by_name};
    use compiler::reference::Interpreter;
    let text = shardy_module("shardy_psum");
    assert!(
        text.contains("sdy.manual_computation") && text.contains("#sdy.sharding<@mesh, [{\"x\"}]>")
    );
    let (m, d) = dialect::parser::parse(&text);
    assert!(d.is_empty(), "{d:?}");
    let mut m = m.unwrap();
    let diags = pass_by_name("localize-manual").unwrap().run(&mut m);
    assert!(diags.is_empty(), "{diags:?}");
    let legal = legalize_for_reference(&m).unwrap();
    let x = common::read_npy(&corpus().join("jaxexport/shardy_psum.in.0.npy"));
    let want = common::read_npy(&corpus().join("jaxexport/shardy_psum.out.0.npy"));
    let outs = Interpreter::new(&legal)
        .call_per_process("main", vec![x])
        .unwrap();
    assert_eq!(outs.len(), 4);
    for (p, o) in outs.iter().enumerate() {
        assert_eq!(o[0].shape, want.shape, "process {p}");
        assert_eq!(o[0].to_f64(), want.to_f64(), "process {p}");
    }
    assert_eq!(want.to_f64(), vec![18.0, 24.0]);
}
