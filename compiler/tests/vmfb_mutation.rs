//! A `.vmfb` is untrusted input. Mutated modules (truncated, bit-flipped, bytes overwritten, with
//! and without a recomputed checksum so the decoder and validator are reached) must be rejected
//! with an error or run to completion (with an error or results) — never panic or crash.
//! `VMFB_MUTATIONS` sets the count per model (default 1000). Field-wise edits (every integer of the
//! decoded module — tags, lengths, shapes, offsets, strides, indices — set to a boundary value such
//! as 0, 1, -1, i64::MAX or 2^60) are counted by `VMFB_FIELD_MUTATIONS` (default 100 per model).

mod common;

use std::path::Path;

use runtime::vm::format::{check_header, decode_module, field_positions, HEADER, VERSION};
use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::{Device, Tensor};
use runtime::HostTensor;

use common::boundary_values;

/// Compiles `tests/corpus/NAME.mlir`, or `tests/NAME.mlir` when `name` has a `/`.
fn compile(name: &str) -> Vec<u8> {
    let rel = if name.contains('/') {
        format!("../tests/{name}.mlir")
    } else {
        format!("../tests/corpus/{name}.mlir")
    };
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    compiler::backend::compile_to_vmfb(&std::fs::read_to_string(p).unwrap(), name).unwrap()
}

fn reseal(b: &mut [u8]) {
    if b.len() >= 64 {
        let crc = crc32fast::hash(&b[16..]);
        b[12..16].copy_from_slice(&crc.to_le_bytes());
    }
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn try_run(bytes: &[u8]) -> Result<(), String> {
    try_run_mode(bytes, KernelMode::Interpret)
}

fn try_run_mode(bytes: &[u8], mode: KernelMode) -> Result<(), String> {
    let m = LoadedModule::load_bytes(bytes, mode)?;
    // A hostile module may ask for anything; the device limit turns that into a clean error, and
    // the work limit bounds how long a call may run.
    let mut dev = Device::new(1, Some(64 << 20)).map_err(|e| e.to_string())?;
    dev.work_limit = 1 << 30;
    for f in m.def.functions.iter().filter(|f| f.public) {
        let args: Vec<Tensor> = f
            .args
            .iter()
            .map(|a| {
                if a.ty.bytes() > 64 << 20 {
                    return Err(runtime::vm::VmError::memory(
                        "argument too large for the test",
                    ));
                }
                let shape: Vec<usize> = a.ty.shape.iter().map(|&d| d as usize).collect();
                let t = HostTensor::zeros(a.ty.dtype, shape);
                Tensor::from_host(&dev.allocator, &t, "arg")
            })
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?;
        dev.call(&m, &f.name, args, None)
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

#[test]
fn mutated_modules_are_rejected_or_run_cleanly() {
    let n: usize = std::env::var("VMFB_MUTATIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let mut rejected_by_header = 0;
    let mut rejected_later = 0;
    let mut ran = 0;
    for name in [
        "mlp_infer",
        "embedding_train_step",
        "conv_small",
        "svd_like_two_outputs",
        // The linear-algebra library steps (their descriptors and work slots).
        "lit/exec/fft",
        "lit/exec/cholesky",
        "lit/exec/triangular_solve",
    ] {
        let good = compile(name);
        try_run(&good).unwrap_or_else(|e| panic!("{name}: the unmutated module fails: {e}"));
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ good.len() as u64);
        for i in 0..n {
            let mut b = good.clone();
            match rng.below(4) {
                0 => b.truncate(rng.below(b.len())),
                1 => {
                    for _ in 0..1 + rng.below(4) {
                        let at = rng.below(b.len());
                        b[at] ^= 1 << rng.below(8);
                    }
                }
                2 => {
                    let at = rng.below(b.len());
                    let v = [0u8, 0xFF, 0x7F, 0x80, 1][rng.below(5)];
                    for x in b.iter_mut().skip(at).take(1 + rng.below(8)) {
                        *x = v;
                    }
                }
                _ => {
                    // Change a metadata byte only (most likely to reach the validator).
                    let meta_end = u64::from_le_bytes(b[16..24].try_into().unwrap()) as usize + 64;
                    let at = 64 + rng.below(meta_end - 64);
                    b[at] = b[at].wrapping_add(1 + rng.below(255) as u8);
                }
            }
            let sealed = i % 2 == 0;
            if sealed {
                reseal(&mut b);
            }
            let header = check_header(&b);
            let outcome = std::panic::catch_unwind(|| try_run(&b));
            match outcome {
                Err(_) => panic!("{name}: mutation {i} panicked"),
                Ok(Err(_)) if header.is_err() => rejected_by_header += 1,
                Ok(Err(_)) => rejected_later += 1,
                Ok(Ok(())) => ran += 1,
            }
            if !sealed && b != good {
                assert!(header.is_err(), "{name}: mutation {i} passed the checksum");
            }
        }
    }
    eprintln!("rejected by the header/checksum: {rejected_by_header}, rejected by decoding, validation or the VM: {rejected_later}, ran: {ran}");
    assert!(rejected_later > 0 && rejected_by_header > 0);
}

#[test]
fn version_mismatch_names_both_versions() {
    let mut b = compile("svd_like_two_outputs");
    b[8..12].copy_from_slice(&(VERSION + 6).to_le_bytes());
    let e = LoadedModule::load_bytes(&b, KernelMode::Jit).unwrap_err();
    assert!(
        e.contains(&format!("version {}", VERSION + 6))
            && e.contains(&format!("reads version {VERSION}")),
        "{e}"
    );
}

#[test]
fn truncation_and_tampering_have_clear_messages() {
    let good = compile("svd_like_two_outputs");
    let e = LoadedModule::load_bytes(&good[..good.len() - 1], KernelMode::Jit).unwrap_err();
    assert!(e.contains("truncated"), "{e}");
    let mut b = good.clone();
    let last = b.len() - 1;
    b[last] ^= 1;
    let e = LoadedModule::load_bytes(&b, KernelMode::Jit).unwrap_err();
    assert!(e.contains("checksum mismatch"), "{e}");
    let e = LoadedModule::load_bytes(
        b"not a module at all, just some text padding it out to 64+ bytes....",
        KernelMode::Jit,
    )
    .unwrap_err();
    assert!(e.contains("bad magic"), "{e}");
}

#[test]
fn field_edits_with_boundary_values_are_rejected_or_run_cleanly() {
    let n: usize = std::env::var("VMFB_FIELD_MUTATIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    let (mut rejected, mut ran) = (0, 0);
    for name in [
        "mlp_infer",
        "embedding_train_step",
        "conv_small",
        "cnn_maxpool_train",
        "topk_sampler",
        "rnn_scan",
        "lit/exec/fft",
        "lit/exec/scatter_several",
        "lit/exec/control_flow",
    ] {
        let good = compile(name);
        let layout = check_header(&good).unwrap();
        let fields = field_positions(&decode_module(&good, layout).unwrap());
        let mut rng = Rng(0xD1B5_4A32_D192_ED03 ^ good.len() as u64);
        for i in 0..n {
            let (at, width) = fields[rng.below(fields.len())];
            let at = HEADER + at;
            let mut old = [0u8; 16];
            old[..width].copy_from_slice(&good[at..at + width]);
            let values = boundary_values(width, u128::from_le_bytes(old));
            let value = values[rng.below(values.len())];
            let mut b = good.clone();
            b[at..at + width].copy_from_slice(&value.to_le_bytes()[..width]);
            reseal(&mut b);
            let mode = if i % 2 == 0 {
                KernelMode::Jit
            } else {
                KernelMode::Interpret
            };
            match std::panic::catch_unwind(|| try_run_mode(&b, mode)) {
                Err(_) => panic!(
                    "{name}: field edit {i} (the {width}-byte field at byte {at} set to {value:#x}, {mode:?}) panicked"
                ),
                Ok(Err(_)) => rejected += 1,
                Ok(Ok(())) => ran += 1,
            }
        }
    }
    eprintln!("field edits: rejected {rejected}, ran {ran}");
    assert!(rejected > 0 && ran > 0);
}
