//! The host working memory a kernel allocates while it runs stays within the bound the loader
//! computed for it (`validate::kernel_host_bytes`), which the VM charges against the device
//! memory limit for the dispatch. A counting global allocator measures the peak of every
//! allocation (any thread) while one kernel runs, for each kernel of the corpus models and of
//! programs that exercise each step kind at sizes where the data-proportional working memory
//! dominates (sort, reductions, integer and complex contractions, convolutions through im2col and
//! the direct loops, reduce_window, select_and_scatter, fft, gather and scatter), with the JIT and
//! with the interpreter.
//!
//! This file holds one test, so nothing else runs while the allocator counts.

use std::path::Path;
use std::sync::atomic::Ordering;

use runtime::kernel::exec::{Ctx, RawBuf};
use runtime::vm::loader::{KernelMode, LoadedModule};

#[path = "common/counting.rs"]
mod counting;
use counting::{Counting, CURRENT, PEAK};

#[global_allocator]
static ALLOC: Counting = Counting;

/// What the bound does not count: a few small vectors of a step (ranks, counts, the rayon
/// scope's jobs, an error message).
const SLACK: usize = 64 << 10;

/// 64-byte-aligned zeroed storage of `bytes` bytes, as the pool hands out.
fn buffer(bytes: u64) -> Vec<[u64; 8]> {
    vec![[0u64; 8]; (bytes as usize).div_ceil(64).max(1)]
}

/// Runs every kernel of `name` (compiled from `source`) twice on zeroed buffers with `threads`
/// workers: the first run warms what a thread keeps (JIT code, GEMM packing buffers, scratch up
/// to its kept size); the second is measured. Returns the kernels checked, the largest bound and
/// the largest measured peak.
fn check(name: &str, source: &str, mode: KernelMode, threads: usize) -> (usize, u64, usize) {
    let bytes =
        compiler::backend::compile_to_vmfb(source, name).unwrap_or_else(|e| panic!("{name}: {e}"));
    let m = LoadedModule::load_bytes(&bytes, mode).unwrap_or_else(|e| panic!("{name}: {e}"));
    let (mut most_bound, mut most_peak) = (0u64, 0usize);
    for (i, lk) in m.kernels.iter().enumerate() {
        let k = lk.kernel();
        let mut bindings: Vec<Vec<[u64; 8]>> =
            k.bindings.iter().map(|d| buffer(d.bytes())).collect();
        let (offs, total) = k.scratch_offsets();
        let mut arena = buffer(total);
        let raws: Vec<RawBuf> = bindings
            .iter_mut()
            .zip(&k.bindings)
            .map(|(b, d)| RawBuf {
                ptr: b.as_mut_ptr() as *mut u8,
                len: d.bytes() as usize,
            })
            .collect();
        let base = arena.as_mut_ptr() as *mut u8;
        let scratch: Vec<RawBuf> = offs
            .iter()
            .zip(&k.scratch)
            .map(|(&o, d)| RawBuf {
                ptr: base.wrapping_add(o as usize),
                len: d.bytes() as usize,
            })
            .collect();
        // SAFETY: each buffer is a live allocation of this loop of at least `len` bytes (held
        // until the end of the iteration), touched by nothing but the kernel.
        let ctx = unsafe { Ctx::new(&raws, &scratch, threads) };
        let (once, per_thread) = k.host_bytes();
        let bound = once.saturating_add(per_thread.saturating_mul(threads as u64));
        // A kernel may fail on zeroed data (a LAPACK step reports a singular matrix through its
        // info result, not an error; an error here is a kernel that cannot run at all).
        let first = m.run_kernel(i, &ctx);
        let start = CURRENT.load(Ordering::SeqCst);
        PEAK.store(start, Ordering::SeqCst);
        let second = m.run_kernel(i, &ctx);
        let peak = PEAK.load(Ordering::SeqCst).saturating_sub(start);
        assert_eq!(
            first.is_ok(),
            second.is_ok(),
            "{name} kernel '{}': runs differ",
            k.name
        );
        assert!(
            peak as u64 <= bound.saturating_add(SLACK as u64),
            "{name} kernel '{}' ({mode:?}, {threads} threads): allocated {peak} bytes of host \
             memory while it ran, above its bound of {bound} (+{SLACK}); steps: {:?}",
            k.name,
            k.steps
                .iter()
                .map(runtime::kernel::validate::step_host_bytes)
                .collect::<Vec<_>>()
        );
        most_bound = most_bound.max(bound);
        most_peak = most_peak.max(peak);
        drop((bindings, arena));
    }
    (m.kernels.len(), most_bound, most_peak)
}

/// Programs whose steps allocate in proportion to their data.
const PROGRAMS: &[(&str, &str)] = &[
    (
        "sort",
        r#"
func.func public @main(%a: tensor<4x50000xf32>, %b: tensor<4x50000xi32>) -> (tensor<4x50000xf32>, tensor<4x50000xi32>) {
  %r0, %r1 = "stablehlo.sort"(%a, %b) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>):
    %nx = stablehlo.negate %x : tensor<f32>
    %ny = stablehlo.negate %y : tensor<f32>
    %p = stablehlo.compare LT, %nx, %ny, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<4x50000xf32>, tensor<4x50000xi32>) -> (tensor<4x50000xf32>, tensor<4x50000xi32>)
  return %r0, %r1 : tensor<4x50000xf32>, tensor<4x50000xi32>
}
"#,
    ),
    (
        "reduce",
        r#"
func.func public @main(%a: tensor<512x1024xf32>, %b: tensor<512x1024xi32>) -> (tensor<1024xf32>, tensor<512xi32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %zi = stablehlo.constant dense<0> : tensor<i32>
  %e = stablehlo.exponential %a : tensor<512x1024xf32>
  %r = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [0] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
  %s = stablehlo.reduce(%b init: %zi) applies stablehlo.maximum across dimensions = [1] : (tensor<512x1024xi32>, tensor<i32>) -> tensor<512xi32>
  return %r, %s : tensor<1024xf32>, tensor<512xi32>
}
"#,
    ),
    (
        "dots",
        r#"
func.func public @main(%a: tensor<192x160xi32>, %b: tensor<160x128xi32>, %c: tensor<64x48xcomplex<f32>>, %d: tensor<48x32xcomplex<f32>>, %e: tensor<256x256xf64>) -> (tensor<192x128xi32>, tensor<64x32xcomplex<f32>>, tensor<256x256xf64>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<192x160xi32>, tensor<160x128xi32>) -> tensor<192x128xi32>
  %1 = stablehlo.dot_general %c, %d, contracting_dims = [1] x [0] : (tensor<64x48xcomplex<f32>>, tensor<48x32xcomplex<f32>>) -> tensor<64x32xcomplex<f32>>
  %2 = stablehlo.dot_general %e, %e, contracting_dims = [1] x [0] : (tensor<256x256xf64>, tensor<256x256xf64>) -> tensor<256x256xf64>
  return %0, %1, %2 : tensor<192x128xi32>, tensor<64x32xcomplex<f32>>, tensor<256x256xf64>
}
"#,
    ),
    (
        "convs",
        r#"
func.func public @main(%x: tensor<1x128x128x32xf32>, %w: tensor<3x3x32x32xf32>, %y: tensor<1x48x48x8xf32>, %v: tensor<3x3x8x16xf32>, %xi: tensor<1x32x32x8xi32>, %wi: tensor<3x3x8x8xi32>) -> (tensor<1x128x128x32xf32>, tensor<1x23x23x16xf32>, tensor<1x30x30x8xi32>) {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x128x32xf32>, tensor<3x3x32x32xf32>) -> tensor<1x128x128x32xf32>
  %1 = stablehlo.convolution(%y, %v) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x48x48x8xf32>, tensor<3x3x8x16xf32>) -> tensor<1x23x23x16xf32>
  %2 = stablehlo.convolution(%xi, %wi) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x32x32x8xi32>, tensor<3x3x8x8xi32>) -> tensor<1x30x30x8xi32>
  return %0, %1, %2 : tensor<1x128x128x32xf32>, tensor<1x23x23x16xf32>, tensor<1x30x30x8xi32>
}
"#,
    ),
    (
        "windows",
        r#"
func.func public @main(%x: tensor<1x128x128x16xf32>, %xi: tensor<1x64x64x8xi32>, %s: tensor<1x63x63x16xf32>) -> (tensor<1x63x63x16xf32>, tensor<1x62x62x8xi32>, tensor<1x128x128x16xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zi = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<1x128x128x16xf32>, tensor<f32>) -> tensor<1x63x63x16xf32>
  %1 = "stablehlo.reduce_window"(%xi, %zi) <{window_dimensions = array<i64: 1, 3, 3, 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) : (tensor<1x64x64x8xi32>, tensor<i32>) -> tensor<1x62x62x8xi32>
  %2 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %p : tensor<f32>
  }) {window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<1x128x128x16xf32>, tensor<1x63x63x16xf32>, tensor<f32>) -> tensor<1x128x128x16xf32>
  return %0, %1, %2 : tensor<1x63x63x16xf32>, tensor<1x62x62x8xi32>, tensor<1x128x128x16xf32>
}
"#,
    ),
    (
        "fft",
        r#"
func.func public @main(%a: tensor<16x4096xcomplex<f32>>, %b: tensor<8x1009xf64>) -> (tensor<16x4096xcomplex<f32>>, tensor<8x505xcomplex<f64>>) {
  %0 = stablehlo.fft %a, type = FFT, length = [4096] : (tensor<16x4096xcomplex<f32>>) -> tensor<16x4096xcomplex<f32>>
  %1 = stablehlo.fft %b, type = RFFT, length = [1009] : (tensor<8x1009xf64>) -> tensor<8x505xcomplex<f64>>
  return %0, %1 : tensor<16x4096xcomplex<f32>>, tensor<8x505xcomplex<f64>>
}
"#,
    ),
    (
        "gather_scatter",
        r#"
func.func public @main(%t: tensor<4096x64xf32>, %i: tensor<2048x1xi32>, %u: tensor<2048x64xf32>) -> (tensor<2048x64xf32>, tensor<4096x64xf32>) {
  %0 = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>}> : (tensor<4096x64xf32>, tensor<2048x1xi32>) -> tensor<2048x64xf32>
  %1 = "stablehlo.scatter"(%t, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4096x64xf32>, tensor<2048x1xi32>, tensor<2048x64xf32>) -> tensor<4096x64xf32>
  return %0, %1 : tensor<2048x64xf32>, tensor<4096x64xf32>
}
"#,
    ),
];

#[test]
fn kernels_allocate_within_their_host_bound() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut sources: Vec<(String, String)> = PROGRAMS
        .iter()
        .map(|(n, s)| (n.to_string(), s.to_string()))
        .collect();
    let mut models: Vec<_> = std::fs::read_dir(&corpus)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "mlir")
                && !p.to_string_lossy().ends_with(".generic.mlir")
        })
        .collect();
    models.sort();
    for p in models {
        let name = p.file_stem().unwrap().to_string_lossy().to_string();
        sources.push((name, std::fs::read_to_string(&p).unwrap()));
    }
    // Each worker's matrix-product state made resident first, as a device does for its workers.
    rayon::broadcast(|_| runtime::vm::warm_up_thread());
    runtime::vm::warm_up_thread();
    let mut summary = Vec::new();
    for (name, src) in &sources {
        for (mode, threads) in [(KernelMode::Jit, 2), (KernelMode::Interpret, 2)] {
            let (kernels, bound, peak) = check(name, src, mode, threads);
            summary.push(format!(
                "{name} {mode:?}: {kernels} kernels, largest bound {bound} B, largest peak {peak} B"
            ));
        }
    }
    // The programs above are there to make the data-proportional paths allocate: if none of
    // their kernels allocated a sizeable amount, the check above would prove little.
    let (_, _, sort_peak) = check("sort", PROGRAMS[0].1, KernelMode::Interpret, 1);
    assert!(
        sort_peak > 1 << 20,
        "the sort program allocated only {sort_peak} bytes:\n{}",
        summary.join("\n")
    );
    eprintln!("{}", summary.join("\n"));
}
