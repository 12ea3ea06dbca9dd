//! The corpus workloads that look like what JAX users run (a GPT and a ResNet block training step, a
//! bf16 MLP, Adam over 100 tensors), whose data is too large for the repository: their inputs are
//! generated from a seed exactly as tests/corpus/gen_inputs.py generates them for JAX, and their
//! outputs are compared, on both kernel modes and on 1 and 2 threads, with the samples of JAX's
//! outputs that tests/corpus/export_user.py kept (`NAME.expect.npy`, listed in manifest.json).

use std::path::{Path, PathBuf};

use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::{Device, Tensor};
use runtime::{ElemType, HostTensor};
use runtime_cli::io::read_npy_file;
use serde_json::Value;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

fn manifest() -> Value {
    let text = std::fs::read_to_string(corpus().join("manifest.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

fn fnv1a64(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    })
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn elem_type(name: &str) -> ElemType {
    match name {
        "float32" => ElemType::F32,
        "bfloat16" => ElemType::BF16,
        "float16" => ElemType::F16,
        "int32" => ElemType::I32,
        other => panic!("manifest dtype {other:?} has no generator here"),
    }
}

/// Significand width of a float type: every generated value is exact in its type.
fn significand(t: ElemType) -> u32 {
    match t {
        ElemType::F32 => 24,
        ElemType::F16 => 11,
        ElemType::BF16 => 8,
        other => panic!("no float generator for {other:?}"),
    }
}

/// Input `k` of workload `name`, as tests/corpus/gen_inputs.py documents it.
fn generate(seed: u64, name: &str, k: usize, spec: &Value) -> HostTensor {
    let shape: Vec<usize> = spec["shape"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_u64().unwrap() as usize)
        .collect();
    let dtype = elem_type(spec["dtype"].as_str().unwrap());
    let gen = &spec["gen"];
    let n: usize = shape.iter().product();
    let base = fnv1a64(&format!("{name}.{k}")) ^ seed;
    let z = (1..=n as u64).map(|i| mix(base.wrapping_add(i.wrapping_mul(GOLDEN))));
    match gen["dist"].as_str().unwrap() {
        "int" => {
            let high = gen["high"].as_u64().unwrap();
            let vals: Vec<i64> = z.map(|z| ((z >> 33) % high) as i64).collect();
            HostTensor::from_i64s(dtype, shape, &vals)
        }
        dist => {
            let b = significand(dtype);
            let scale = 2f64.powi(gen["log2_scale"].as_i64().unwrap() as i32);
            let unit = 2f64.powi(b as i32);
            let vals: Vec<f64> = z
                .map(|z| {
                    let u = (z >> (64 - b)) as f64;
                    match dist {
                        "sym" => scale * (-1.0 + 2.0 * u / unit),
                        "pos" => scale * u / unit,
                        other => panic!("{name} input {k}: unknown gen dist {other:?}"),
                    }
                })
                .collect();
            HostTensor::from_f64s(dtype, shape, &vals)
        }
    }
}

/// Runs workload `name` on generated inputs and compares every output's kept sample with JAX's:
/// float outputs within `rtol * max|JAX sample| + 1e-5` (the other corpus tests' rule), integers
/// exactly.
fn check(name: &str, rtol: f64) {
    let m = manifest();
    let seed = m["gen_seed"].as_u64().unwrap();
    let w = m["workloads"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["name"] == name)
        .unwrap_or_else(|| panic!("{name} is not in manifest.json"));
    let args: Vec<HostTensor> = w["inputs"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(k, spec)| generate(seed, name, k, spec))
        .collect();
    let expect = read_npy_file(&corpus().join(w["files"]["expect"].as_str().unwrap()))
        .unwrap()
        .remove(0);
    let outputs = w["outputs"].as_array().unwrap();
    let src = std::fs::read_to_string(corpus().join(format!("{name}.mlir"))).unwrap();
    let bytes = compiler::backend::compile_to_vmfb(&src, name).unwrap();
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        let module = LoadedModule::load_bytes(&bytes, mode).unwrap();
        for threads in [1, 2] {
            let dev = Device::new(threads, None).unwrap();
            let a: Vec<Tensor> = args
                .iter()
                .enumerate()
                .map(|(i, t)| Tensor::from_host(&dev.allocator, t, &format!("input {i}")).unwrap())
                .collect();
            let got: Vec<HostTensor> = dev
                .call(&module, "main", a, None)
                .unwrap()
                .iter()
                .map(|t| t.to_host())
                .collect();
            assert_eq!(got.len(), outputs.len(), "{name}: result count");
            let mut offset = 0;
            for (i, (g, spec)) in got.iter().zip(outputs).enumerate() {
                let what = format!("{name} ({mode:?}, {threads} threads) result {i}");
                assert_eq!(
                    g.dtype,
                    elem_type(spec["dtype"].as_str().unwrap()),
                    "{what}"
                );
                let shape: Vec<usize> = spec["shape"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| d.as_u64().unwrap() as usize)
                    .collect();
                assert_eq!(g.shape, shape, "{what}: shape");
                let n = g.num_elements();
                let samples = spec["sample"].as_u64().unwrap() as usize;
                let want: Vec<f64> = (0..samples).map(|j| expect.get_f64(offset + j)).collect();
                let have: Vec<f64> = (0..samples).map(|j| g.get_f64(j * n / samples)).collect();
                offset += samples;
                if g.dtype.is_float() {
                    let scale = want.iter().fold(0.0f64, |s, v| s.max(v.abs()));
                    let err = want
                        .iter()
                        .zip(&have)
                        .fold(0.0f64, |e, (w, h)| e.max((w - h).abs()));
                    assert!(
                        err <= rtol * scale + 1e-5,
                        "{what}: max abs error {err:e} (max |JAX| {scale:e})"
                    );
                } else {
                    assert_eq!(have, want, "{what}");
                }
            }
            assert_eq!(offset, expect.num_elements(), "{name}: samples left over");
        }
    }
}

#[test]
fn gpt_train_step() {
    check("gpt_train_step", 1e-4);
}

#[test]
fn resnet_block_train() {
    check("resnet_block_train", 1e-4);
}

/// bf16 results: JAX and we accumulate each dot in f32 in different orders, so a result can round
/// to the neighbouring bf16 value (2^-8 relative).
#[test]
fn bf16_mlp_infer() {
    check("bf16_mlp_infer", 2f64.powi(-8));
}

#[test]
fn adam_many_params() {
    check("adam_many_params", 1e-4);
}
