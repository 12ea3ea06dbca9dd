//! A `.vmfb` is untrusted input. Mutated modules (truncated, bit-flipped, bytes overwritten, with
//! and without a recomputed checksum so the decoder and validator are reached) must be rejected
//! with an error or run to completion (with an error or results) — never panic or crash.
//! `VMFB_MUTATIONS` sets the count per model (default 1000).

use std::path::Path;

use runtime::vm::format::{check_header, VERSION};
use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::{Device, Tensor};
use runtime::HostTensor;

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
    let m = LoadedModule::load_bytes(bytes, KernelMode::Interpret)?;
    // A hostile module may ask for anything; the device limit turns that into a clean error.
    let dev = Device::new(1, Some(64 << 20)).map_err(|e| e.to_string())?;
    for f in m.def.functions.iter().filter(|f| f.public) {
        let args: Vec<Tensor> = f
            .args
            .iter()
            .map(|a| {
                if a.ty.bytes() > 64 << 20 {
                    return Err(runtime::vm::VmError::Memory(
                        "argument too large for the test".into(),
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
