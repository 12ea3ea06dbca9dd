//! Tensor lifetimes across calls, through the embedding API (`runtime::api`): the memory scenarios
//! of ../shared/memory-scenarios.md that span several calls (S12–S16, S19), scopes, the leak
//! report, and the API's errors. Every module is compiled here by the whole pipeline
//! (`compile_to_vmfb`) and run on the VM; results are checked against JAX's outputs or direct
//! Rust computations in f64 (f32 results: max |ours - want| <= 1e-4 * max |want| + 1e-5, the
//! corpus tests' rule), and bit for bit where two runs of ours must agree.

use std::path::{Path, PathBuf};

use runtime::hal::AllocatorStats;
use runtime::{Arg, Error, Function, HostTensor, Instance, Module, Tensor};
use runtime_cli::io::read_npy_file;

// ---------------------------------------------------------------------------------------------
// Helpers

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

fn npy(name: &str) -> HostTensor {
    let path = corpus().join(name);
    read_npy_file(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .remove(0)
}

fn instance(threads: usize) -> Instance {
    Instance::builder()
        .threads(threads)
        .leak_check_on_drop(true)
        .build()
        .unwrap()
}

fn module(inst: &Instance, src: &str, name: &str) -> Module {
    let bytes =
        compiler::backend::compile_to_vmfb(src, name).unwrap_or_else(|e| panic!("{name}: {e}"));
    Module::from_bytes(inst, &bytes).unwrap()
}

fn corpus_module(inst: &Instance, name: &str) -> Module {
    let src = std::fs::read_to_string(corpus().join(format!("{name}.mlir"))).unwrap();
    module(inst, &src, name)
}

fn upload(inst: &Instance, shape: &[usize], data: &[f32]) -> Tensor {
    Tensor::from_slice(inst, shape, data).unwrap()
}

fn f32s(t: &Tensor) -> Vec<f32> {
    t.to_vec::<f32>().unwrap()
}

/// Deterministic values in [-scale, scale).
fn seeded(n: usize, seed: u64, scale: f32) -> Vec<f32> {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (((s >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0) as f32 * scale
        })
        .collect()
}

fn wide(v: &[f32]) -> Vec<f64> {
    v.iter().map(|&x| x as f64).collect()
}

/// `a` (m x k) times `b` (k x n), row-major, in f64.
fn matmul(a: &[f64], b: &[f64], m: usize, k: usize, n: usize) -> Vec<f64> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for p in 0..k {
            let x = a[i * k + p];
            for j in 0..n {
                c[i * n + j] += x * b[p * n + j];
            }
        }
    }
    c
}

fn transpose(a: &[f64], m: usize, n: usize) -> Vec<f64> {
    let mut t = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            t[j * m + i] = a[i * n + j];
        }
    }
    t
}

fn assert_close(what: &str, got: &[f32], want: &[f64]) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    let scale = want.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    let (k, err) = got
        .iter()
        .zip(want)
        .map(|(&g, &w)| (g as f64 - w).abs())
        .enumerate()
        .fold((0, 0.0f64), |a, (i, e)| if e > a.1 { (i, e) } else { a });
    assert!(
        err <= 1e-4 * scale + 1e-5,
        "{what}: max abs error {err:e} at element {k} ({} vs {}), max |want| {scale:e}",
        got[k],
        want[k]
    );
}

fn assert_close_host(what: &str, got: &Tensor, want: &HostTensor) {
    assert_eq!(got.shape(), &want.shape[..], "{what}: shape");
    assert_eq!(got.dtype(), want.dtype, "{what}: dtype");
    let want: Vec<f64> = (0..want.num_elements()).map(|i| want.get_f64(i)).collect();
    assert_close(what, &f32s(got), &want);
}

/// The allocator figures that must not move in a steady loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Footprint {
    live_bytes: u64,
    live_buffers: u64,
    reserved_bytes: u64,
    system_allocations: u64,
}

fn footprint(inst: &Instance) -> Footprint {
    let AllocatorStats {
        live_bytes,
        live_buffers,
        reserved_bytes,
        system_allocations,
        ..
    } = inst.stats();
    Footprint {
        live_bytes,
        live_buffers,
        reserved_bytes,
        system_allocations,
    }
}

/// Asserts every footprint after the first equals the first.
fn assert_flat(what: &str, footprints: &[Footprint]) {
    for (i, f) in footprints.iter().enumerate().skip(1) {
        assert_eq!(
            *f,
            footprints[0],
            "{what}: call {} differs from call 1",
            i + 1
        );
    }
}

fn labels(inst: &Instance) -> Vec<String> {
    inst.leak_report()
        .buffers
        .into_iter()
        .map(|b| b.label)
        .collect()
}

fn count_labelled(inst: &Instance, prefix: &str) -> usize {
    labels(inst)
        .iter()
        .filter(|l| l.starts_with(prefix))
        .count()
}

// ---------------------------------------------------------------------------------------------
// S12: a donated train step called 1000 times.

/// S12: 1000 calls of JAX's donated MLP train step, each fed the previous call's parameters. The
/// first step matches JAX; every parameter stays at its device address (written in place); after
/// the first call, live bytes, live buffers, reserved bytes and system allocations never change.
#[test]
fn s12_a_donated_train_step_runs_1000_calls_in_place_with_a_flat_footprint() {
    let inst = instance(2);
    let m = corpus_module(&inst, "mlp_train_step_donated");
    let step = m.function("main").unwrap();
    let data: Vec<HostTensor> = (0..6)
        .map(|i| npy(&format!("mlp_train_step.in.{i}.npy")))
        .collect();
    let want: Vec<HostTensor> = (0..5)
        .map(|i| npy(&format!("mlp_train_step.out.{i}.npy")))
        .collect();
    let mut params: Vec<Tensor> = data[..4]
        .iter()
        .map(|h| Tensor::from_host(&inst, h).unwrap())
        .collect();
    let x = Tensor::from_host(&inst, &data[4]).unwrap();
    let labels_t = Tensor::from_host(&inst, &data[5]).unwrap();
    let addresses: Vec<usize> = params.iter().map(|p| p.device_address().unwrap()).collect();
    let inputs_bytes: u64 = data.iter().map(|h| h.data.len() as u64).sum();
    assert_eq!(inst.stats().live_bytes, inputs_bytes);

    let mut footprints = vec![];
    let mut losses = vec![];
    for call in 0..1000 {
        let args = params
            .drain(..)
            .map(Arg::Donated)
            .chain([Arg::Borrowed(&x), Arg::Borrowed(&labels_t)]);
        let mut out = step.call(args).unwrap();
        if call == 0 {
            for (k, (g, w)) in out.iter().zip(&want).enumerate() {
                assert_close_host(&format!("step 1 result {k}"), g, w);
            }
        }
        let loss = out.remove(0);
        losses.push(f32s(&loss)[0]);
        drop(loss);
        params = out;
        for (k, p) in params.iter().enumerate() {
            assert_eq!(
                p.device_address().unwrap(),
                addresses[k],
                "call {}: parameter {k} moved",
                call + 1
            );
        }
        footprints.push(footprint(&inst));
    }
    assert_flat("mlp_train_step_donated", &footprints);
    // Between calls only the parameters and the batch are alive: the step keeps nothing.
    assert_eq!(footprints[0].live_bytes, inputs_bytes);
    assert_eq!(footprints[0].live_buffers, 6);
    assert!(
        losses[999] < losses[0],
        "the loss did not decrease: {} -> {}",
        losses[0],
        losses[999]
    );
    let f = &footprints[0];
    let s = inst.stats();
    eprintln!(
        "S12 after each of 1000 calls: live {} B in {} buffers, reserved {} B, system allocations {}; \
         peak live {} B; allocations {} ({} from the cache); loss {} -> {}",
        f.live_bytes,
        f.live_buffers,
        f.reserved_bytes,
        f.system_allocations,
        s.peak_live_bytes,
        s.allocations,
        s.cache_hits,
        losses[0],
        losses[999]
    );
    // The updated parameters say where they came from.
    let l = params[0].buffer_label().unwrap().unwrap();
    assert_eq!(
        l,
        "@main result 1 (tensor<784x256xf32>, 802816 bytes; in place of argument 0)"
    );
    drop((params, x, labels_t));
    assert!(inst.leak_report().is_empty(), "{}", inst.leak_report());
}

// ---------------------------------------------------------------------------------------------
// S13: plans per function and shape.

const TWO_CHAINS: &str = r#"
func.func public @f(%x: tensor<32x64xf32>, %w1: tensor<64x48xf32>, %w2: tensor<48x16xf32>) -> tensor<32x16xf32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x48xf32>) -> tensor<32x48xf32>
  %t = stablehlo.tanh %h : tensor<32x48xf32>
  %y = stablehlo.dot_general %t, %w2, contracting_dims = [1] x [0] : (tensor<32x48xf32>, tensor<48x16xf32>) -> tensor<32x16xf32>
  return %y : tensor<32x16xf32>
}
func.func public @g(%a: tensor<16x48xf32>, %b: tensor<48x64xf32>, %c: tensor<64x24xf32>) -> tensor<16x24xf32> {
  %h = stablehlo.dot_general %b, %c, contracting_dims = [1] x [0] : (tensor<48x64xf32>, tensor<64x24xf32>) -> tensor<48x24xf32>
  %t = stablehlo.tanh %h : tensor<48x24xf32>
  %y = stablehlo.dot_general %a, %t, contracting_dims = [1] x [0] : (tensor<16x48xf32>, tensor<48x24xf32>) -> tensor<16x24xf32>
  return %y : tensor<16x24xf32>
}
"#;

fn borrow(ts: &[Tensor]) -> Vec<Arg<'_>> {
    ts.iter().map(Arg::Borrowed).collect()
}

/// Calls `f` and returns its results and how far live bytes rose above their level before the
/// call (the call's own peak: its arena, scratch and results).
fn call_measuring_peak(inst: &Instance, f: &Function, args: Vec<Arg<'_>>) -> (Vec<Tensor>, u64) {
    let before = inst.stats().live_bytes;
    inst.allocator().reset_peak();
    let out = f.call(args).unwrap();
    (out, inst.stats().peak_live_bytes - before)
}

/// S13: two functions with the same ops, wired differently, at different shapes. Each call uses
/// its own plan (its peak is exactly its own arena + scratch + results); a result kept from the
/// first call of `f` is unchanged by the later calls; interleaved calls keep the footprint flat.
#[test]
fn s13_each_function_runs_on_its_own_plan_and_interleaved_calls_stay_flat() {
    let inst = instance(2);
    let m = module(&inst, TWO_CHAINS, "two_chains.mlir");
    let (f, g) = (m.function("f").unwrap(), m.function("g").unwrap());
    let (pf, pg) = (f.plan().clone(), g.plan().clone());
    assert_ne!(
        pf.arena_bytes, pg.arena_bytes,
        "the two plans should differ for the test to mean something"
    );

    let fx = seeded(32 * 64, 1, 1.0);
    let fw1 = seeded(64 * 48, 2, 0.2);
    let fw2 = seeded(48 * 16, 3, 0.2);
    let ga = seeded(16 * 48, 4, 1.0);
    let gb = seeded(48 * 64, 5, 0.2);
    let gc = seeded(64 * 24, 6, 0.2);
    let f_args = [
        upload(&inst, &[32, 64], &fx),
        upload(&inst, &[64, 48], &fw1),
        upload(&inst, &[48, 16], &fw2),
    ];
    let g_args = [
        upload(&inst, &[16, 48], &ga),
        upload(&inst, &[48, 64], &gb),
        upload(&inst, &[64, 24], &gc),
    ];
    let tanh = |v: Vec<f64>| v.into_iter().map(f64::tanh).collect::<Vec<_>>();
    let want_f = matmul(
        &tanh(matmul(&wide(&fx), &wide(&fw1), 32, 64, 48)),
        &wide(&fw2),
        32,
        48,
        16,
    );
    let want_g = matmul(
        &wide(&ga),
        &tanh(matmul(&wide(&gb), &wide(&gc), 48, 64, 24)),
        16,
        48,
        24,
    );

    let (first_f, peak) = call_measuring_peak(&inst, &f, borrow(&f_args));
    assert_eq!(peak, pf.arena_bytes + pf.scratch_bytes + pf.output_bytes);
    let kept = f32s(&first_f[0]);
    assert_close("@f", &kept, &want_f);

    let (first_g, peak) = call_measuring_peak(&inst, &g, borrow(&g_args));
    assert_eq!(peak, pg.arena_bytes + pg.scratch_bytes + pg.output_bytes);
    assert_close("@g", &f32s(&first_g[0]), &want_g);

    let (again_f, peak) = call_measuring_peak(&inst, &f, borrow(&f_args));
    assert_eq!(peak, pf.arena_bytes + pf.scratch_bytes + pf.output_bytes);
    assert_eq!(f32s(&again_f[0]), kept, "a second call of @f differs");
    assert_eq!(f32s(&first_f[0]), kept, "@f's first result changed");
    drop((again_f, first_g));

    let mut footprints = vec![];
    for round in 0..200 {
        let rf = f.call(borrow(&f_args)).unwrap();
        let rg = g.call(borrow(&g_args)).unwrap();
        if round % 50 == 0 {
            assert_eq!(f32s(&rf[0]), kept, "round {round}: @f");
            assert_close("@g", &f32s(&rg[0]), &want_g);
        }
        drop((rf, rg));
        footprints.push(footprint(&inst));
    }
    assert_flat("interleaved @f/@g", &footprints);
    assert_eq!(f32s(&first_f[0]), kept, "@f's first result changed");
    drop(first_f);
    drop((f_args, g_args));
    assert!(inst.leak_report().is_empty(), "{}", inst.leak_report());
}

// ---------------------------------------------------------------------------------------------
// S14: one function's output as a view in another's input.

const CONV_ENCODER: &str = r#"
func.func public @conv(%x: tensor<8x32xf32>, %k: tensor<32x32xf32>) -> tensor<8x32xf32> {
  %h = stablehlo.dot_general %x, %k, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
  %e = stablehlo.tanh %h : tensor<8x32xf32>
  return %e : tensor<8x32xf32>
}
func.func public @encoder(%v: tensor<4x64xf32>, %w: tensor<64x8xf32>) -> tensor<4x8xf32> {
  %y = stablehlo.dot_general %v, %w, contracting_dims = [1] x [0] : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
func.func public @square(%v: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %y = stablehlo.multiply %v, %v : tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}
func.func public @middle_rows(%e: tensor<8x32xf32>) -> tensor<4x32xf32> {
  %v = stablehlo.slice %e [2:6, 0:32] : (tensor<8x32xf32>) -> tensor<4x32xf32>
  %y = stablehlo.multiply %v, %v : tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}
"#;

/// S14 (whisper.cpp's conv -> encoder): e_A = conv(A), e_B = conv(B), then encoder(view(e_A)).
/// e_A is untouched by conv(B); views of it (a reshape and a row slice made with the API, and a
/// slice inside the callee) give the right results; the producer's buffer lives while a view
/// does, and returns to the pool when the last handle drops.
#[test]
fn s14_a_result_used_as_a_view_in_another_call_lives_as_long_as_its_last_handle() {
    let inst = instance(2);
    let m = module(&inst, CONV_ENCODER, "conv_encoder.mlir");
    let conv = m.function("conv").unwrap();
    let encoder = m.function("encoder").unwrap();
    let square = m.function("square").unwrap();
    let middle_rows = m.function("middle_rows").unwrap();

    let (a, b, k, w) = (
        seeded(8 * 32, 11, 1.0),
        seeded(8 * 32, 12, 1.0),
        seeded(32 * 32, 13, 0.3),
        seeded(64 * 8, 14, 0.3),
    );
    let (ta, tb, tk, tw) = (
        upload(&inst, &[8, 32], &a),
        upload(&inst, &[8, 32], &b),
        upload(&inst, &[32, 32], &k),
        upload(&inst, &[64, 8], &w),
    );
    let baseline = inst.stats().live_bytes;
    let e_a_want: Vec<f64> = matmul(&wide(&a), &wide(&k), 8, 32, 32)
        .into_iter()
        .map(f64::tanh)
        .collect();

    let e_a = conv.call([&ta, &tk].map(Arg::Borrowed)).unwrap().remove(0);
    let snapshot = f32s(&e_a);
    assert_close("conv(A)", &snapshot, &e_a_want);
    let e_b = conv.call([&tb, &tk].map(Arg::Borrowed)).unwrap().remove(0);
    assert_ne!(e_a.device_address().unwrap(), e_b.device_address().unwrap());
    assert_eq!(f32s(&e_a), snapshot, "conv(B) changed e_A");

    // encoder(reshape(e_A)): the 8x32 rows read as 4x64.
    let flat = e_a.reshape(&[4, 64]).unwrap();
    assert_eq!(
        flat.device_address().unwrap(),
        e_a.device_address().unwrap()
    );
    let enc_want = matmul(&wide(&snapshot), &wide(&w), 4, 64, 8);
    let enc = encoder
        .call([Arg::Borrowed(&flat), Arg::Borrowed(&tw)])
        .unwrap()
        .remove(0);
    assert_close("encoder(reshape(e_A))", &f32s(&enc), &enc_want);

    // square(rows 2..6 of e_A), the view made by the API, and the same slice made by the callee.
    let rows = e_a.slice_rows(2..6).unwrap();
    assert_eq!(
        rows.device_address().unwrap(),
        e_a.device_address().unwrap() + 2 * 32 * 4
    );
    let sq_want: Vec<f64> = snapshot[64..192]
        .iter()
        .map(|&v| v as f64 * v as f64)
        .collect();
    let sq = square.call([Arg::Borrowed(&rows)]).unwrap().remove(0);
    assert_close("square(rows 2..6 of e_A)", &f32s(&sq), &sq_want);
    let mid = middle_rows.call([Arg::Borrowed(&e_a)]).unwrap().remove(0);
    assert_eq!(f32s(&mid), f32s(&sq), "a view made by the callee differs");
    assert_eq!(f32s(&e_a), snapshot, "a call through a view changed e_A");
    drop((sq, mid));

    // The producer's buffer outlives its own handle while views of it live.
    assert_eq!(count_labelled(&inst, "@conv result 0"), 2);
    drop(e_a);
    assert_eq!(
        count_labelled(&inst, "@conv result 0"),
        2,
        "a view lost its root"
    );
    let enc_again = encoder
        .call([Arg::Borrowed(&flat), Arg::Borrowed(&tw)])
        .unwrap()
        .remove(0);
    assert_eq!(
        f32s(&enc_again),
        f32s(&enc),
        "encoder(view) after e_A's handle dropped"
    );
    assert_eq!(f32s(&rows), snapshot[64..192].to_vec());
    drop(flat);
    assert_eq!(count_labelled(&inst, "@conv result 0"), 2);
    drop(rows);
    assert_eq!(
        count_labelled(&inst, "@conv result 0"),
        1,
        "e_A's buffer outlived its last handle"
    );
    drop((e_b, enc, enc_again));
    assert_eq!(inst.stats().live_bytes, baseline);
    drop((ta, tb, tk, tw));
    assert!(inst.leak_report().is_empty(), "{}", inst.leak_report());
}

// ---------------------------------------------------------------------------------------------
// S15: forward/backward with saved activations.

const FORWARD_BACKWARD: &str = r#"
func.func public @forward(%w: tensor<16x8xf32>, %x: tensor<4x16xf32>) -> (tensor<f32>, tensor<4x8xf32>) {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  %a = stablehlo.tanh %h : tensor<4x8xf32>
  %sq = stablehlo.multiply %a, %a : tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %l = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
  return %l, %a : tensor<f32>, tensor<4x8xf32>
}
func.func public @backward(%w: tensor<16x8xf32>, %x: tensor<4x16xf32>, %a: tensor<4x8xf32> {abi.consume}) -> tensor<16x8xf32> {
  %one = stablehlo.constant dense<1.000000e+00> : tensor<4x8xf32>
  %two = stablehlo.constant dense<2.000000e+00> : tensor<4x8xf32>
  %a2 = stablehlo.multiply %a, %a : tensor<4x8xf32>
  %d = stablehlo.subtract %one, %a2 : tensor<4x8xf32>
  %t = stablehlo.multiply %two, %a : tensor<4x8xf32>
  %dh = stablehlo.multiply %t, %d : tensor<4x8xf32>
  %dw = stablehlo.dot_general %x, %dh, contracting_dims = [0] x [0] : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %dw : tensor<16x8xf32>
}
"#;

/// The loss sum(tanh(x w)^2) and its gradient with respect to w, in f64.
fn loss_and_grad(w: &[f64], x: &[f64]) -> (f64, Vec<f64>) {
    let a: Vec<f64> = matmul(x, w, 4, 16, 8).into_iter().map(f64::tanh).collect();
    let loss = a.iter().map(|v| v * v).sum();
    let dh: Vec<f64> = a.iter().map(|v| 2.0 * v * (1.0 - v * v)).collect();
    (loss, matmul(&transpose(x, 4, 16), &dh, 16, 4, 8))
}

/// S15: fwd(A), fwd(B), bwd(A), bwd(B), the saved activations donated to the `abi.consume`
/// argument of backward. Gradients match an f64 computation and central finite differences of
/// our own forward; the interleaved order gives bit for bit the serial order's results; the saved
/// activations are freed by the backward calls, live bytes return to the baseline, and nothing
/// leaks.
#[test]
fn s15_saved_activations_cross_calls_in_any_order_and_are_freed_by_backward() {
    let inst = instance(2);
    let m = module(&inst, FORWARD_BACKWARD, "forward_backward.mlir");
    let (fwd, bwd) = (
        m.function("forward").unwrap(),
        m.function("backward").unwrap(),
    );
    let ws = [seeded(16 * 8, 21, 0.4), seeded(16 * 8, 22, 0.4)];
    let xs = [seeded(4 * 16, 23, 1.0), seeded(4 * 16, 24, 1.0)];
    let w = ws.each_ref().map(|v| upload(&inst, &[16, 8], v));
    let x = xs.each_ref().map(|v| upload(&inst, &[4, 16], v));
    let baseline = inst.stats().live_bytes;

    // Serial: A then B.
    let mut serial = vec![];
    for s in 0..2 {
        let mut out = fwd.call([&w[s], &x[s]].map(Arg::Borrowed)).unwrap();
        let saved = out.pop().unwrap();
        let loss = out.pop().unwrap();
        let grad = bwd
            .call([
                Arg::Borrowed(&w[s]),
                Arg::Borrowed(&x[s]),
                Arg::Donated(saved),
            ])
            .unwrap()
            .remove(0);
        serial.push((f32s(&loss), f32s(&grad)));
    }
    assert_eq!(inst.stats().live_bytes, baseline);

    // Interleaved: fwd(A), fwd(B), bwd(A), bwd(B).
    let mut losses = vec![];
    let mut saved = vec![];
    for s in 0..2 {
        let mut out = fwd.call([&w[s], &x[s]].map(Arg::Borrowed)).unwrap();
        saved.push(out.pop().unwrap());
        losses.push(out.pop().unwrap());
    }
    let act = 4 * 8 * 4;
    assert_eq!(inst.stats().live_bytes, baseline + 2 * (4 + act));
    assert_eq!(count_labelled(&inst, "@forward result 1"), 2);
    let mut grads = vec![];
    for (s, a) in saved.drain(..).enumerate() {
        grads.push(
            bwd.call([Arg::Borrowed(&w[s]), Arg::Borrowed(&x[s]), Arg::Donated(a)])
                .unwrap()
                .remove(0),
        );
        assert_eq!(
            count_labelled(&inst, "@forward result 1"),
            1 - s,
            "backward did not free the saved activation"
        );
    }
    assert_eq!(inst.stats().live_bytes, baseline + 2 * (4 + 16 * 8 * 4));

    for s in 0..2 {
        let (loss, grad) = (f32s(&losses[s]), f32s(&grads[s]));
        assert_eq!(
            (&loss, &grad),
            (&serial[s].0, &serial[s].1),
            "sequence {s}: interleaved differs from serial"
        );
        let (want_loss, want_grad) = loss_and_grad(&wide(&ws[s]), &wide(&xs[s]));
        assert_close(&format!("loss {s}"), &loss, &[want_loss]);
        assert_close(&format!("gradient {s}"), &grad, &want_grad);
        // Central differences of our own forward at a few weights.
        let scale = want_grad.iter().fold(0.0f64, |m, v| m.max(v.abs()));
        for idx in [0usize, 9, 37, 64, 127] {
            let eps = 1e-2f32;
            let at = |d: f32| {
                let mut wp = ws[s].clone();
                wp[idx] += d;
                let wp = upload(&inst, &[16, 8], &wp);
                let out = fwd.call([&wp, &x[s]].map(Arg::Borrowed)).unwrap();
                f32s(&out[0])[0] as f64
            };
            let fd = (at(eps) - at(-eps)) / (2.0 * eps as f64);
            assert!(
                (fd - grad[idx] as f64).abs() <= 1e-2 * scale + 1e-3,
                "sequence {s}, weight {idx}: finite difference {fd} vs gradient {}",
                grad[idx]
            );
        }
    }
    drop((losses, grads));
    assert_eq!(inst.stats().live_bytes, baseline);
    drop((w, x));
    assert!(inst.leak_report().is_empty(), "{}", inst.leak_report());
}

// ---------------------------------------------------------------------------------------------
// S16: embedding gather and scatter-add backward.

const BATCH: usize = 32;
const BAG: usize = 16;
const DIM: usize = 64;
const CLASSES: usize = 4;
const VOCAB: usize = 1000;

/// JAX's `embedding_train_step` in f64: mean-pooled embeddings, a linear layer, softmax
/// cross-entropy, SGD with learning rate 0.1. Returns the loss, the new table, weights and bias,
/// and the table's gradient.
#[allow(clippy::type_complexity)]
fn embedding_step(
    t: &[f64],
    w: &[f64],
    b: &[f64],
    ids: &[i32],
    labels: &[i32],
) -> (f64, Vec<f64>, Vec<f64>, Vec<f64>, Vec<f64>) {
    let mut pooled = vec![0.0; BATCH * DIM];
    for i in 0..BATCH {
        for j in 0..BAG {
            let row = ids[i * BAG + j] as usize;
            for d in 0..DIM {
                pooled[i * DIM + d] += t[row * DIM + d];
            }
        }
    }
    pooled.iter_mut().for_each(|v| *v /= BAG as f64);
    let mut logits = matmul(&pooled, w, BATCH, DIM, CLASSES);
    let mut loss = 0.0;
    let mut dlogits = vec![0.0; BATCH * CLASSES];
    for i in 0..BATCH {
        let row = &mut logits[i * CLASSES..(i + 1) * CLASSES];
        row.iter_mut().zip(b).for_each(|(v, bb)| *v += bb);
        let mx = row.iter().cloned().fold(f64::MIN, f64::max);
        let lse = mx + row.iter().map(|v| (v - mx).exp()).sum::<f64>().ln();
        let label = labels[i] as usize;
        loss -= (row[label] - lse) / BATCH as f64;
        for c in 0..CLASSES {
            let p = (row[c] - lse).exp();
            dlogits[i * CLASSES + c] = (p - (c == label) as u8 as f64) / BATCH as f64;
        }
    }
    let dw = matmul(
        &transpose(&pooled, BATCH, DIM),
        &dlogits,
        DIM,
        BATCH,
        CLASSES,
    );
    let db: Vec<f64> = (0..CLASSES)
        .map(|c| (0..BATCH).map(|i| dlogits[i * CLASSES + c]).sum())
        .collect();
    let dpooled = matmul(&dlogits, &transpose(w, DIM, CLASSES), BATCH, CLASSES, DIM);
    let mut dt = vec![0.0; VOCAB * DIM];
    for i in 0..BATCH {
        for j in 0..BAG {
            let row = ids[i * BAG + j] as usize;
            for d in 0..DIM {
                dt[row * DIM + d] += dpooled[i * DIM + d] / BAG as f64;
            }
        }
    }
    let sgd =
        |p: &[f64], g: &[f64]| -> Vec<f64> { p.iter().zip(g).map(|(p, g)| p - 0.1 * g).collect() };
    (loss, sgd(t, &dt), sgd(w, &dw), sgd(b, &db), dt)
}

/// Ids with many duplicates: bag 0 is id 5 sixteen times, bag 1 alternates ids 5 and 7, the others
/// draw from ids 8..40 (so every id repeats across bags); rows 40.. are never looked up.
fn duplicate_ids() -> Vec<i32> {
    (0..BATCH * BAG)
        .map(|k| {
            let (i, j) = (k / BAG, k % BAG);
            match i {
                0 => 5,
                1 => [5, 7][j % 2],
                _ => (8 + (i * 13 + j * 7) % 32) as i32,
            }
        })
        .collect()
}

const SCATTER_ADD: &str = r#"
func.func public @scatter_add(%t: tensor<16x4xf32>, %ids: tensor<12x1xi32>, %u: tensor<12x4xf32>) -> tensor<16x4xf32> {
  %r = "stablehlo.scatter"(%t, %ids, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<16x4xf32>, tensor<12x1xi32>, tensor<12x4xf32>) -> tensor<16x4xf32>
  return %r : tensor<16x4xf32>
}
"#;

/// S16 (DJL's IdEmbedding): duplicate ids accumulate exactly. A scatter-add of integer-valued
/// rows with repeated ids equals the hand-computed sum bit for bit; JAX's embedding train step
/// matches JAX on the corpus batch and an f64 computation on a batch full of duplicates, where a
/// scatter that kept one update per id would be far off; rows no id names are untouched.
#[test]
fn s16_duplicate_ids_accumulate_exactly() {
    let inst = instance(2);
    let m = module(&inst, SCATTER_ADD, "scatter_add.mlir");
    let ids = [3i32, 3, 3, 0, 15, 3, 7, 7, 0, 3, 9, 15];
    let base: Vec<f32> = (0..64).map(|i| (i % 7) as f32).collect();
    let upd: Vec<f32> = (0..48).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
    let mut want = base.clone();
    for (r, &id) in ids.iter().enumerate() {
        for c in 0..4 {
            want[id as usize * 4 + c] += upd[r * 4 + c];
        }
    }
    let out = m
        .function("scatter_add")
        .unwrap()
        .call([
            Arg::Borrowed(&upload(&inst, &[16, 4], &base)),
            Arg::Borrowed(&Tensor::from_slice(&inst, &[12, 1], &ids).unwrap()),
            Arg::Borrowed(&upload(&inst, &[12, 4], &upd)),
        ])
        .unwrap();
    assert_eq!(f32s(&out[0]), want, "scatter-add with duplicate ids");
    drop(out);

    let step = corpus_module(&inst, "embedding_train_step")
        .function("main")
        .unwrap();
    // JAX's own batch.
    let data: Vec<HostTensor> = (0..5)
        .map(|i| npy(&format!("embedding_train_step.in.{i}.npy")))
        .collect();
    let args: Vec<Tensor> = data
        .iter()
        .map(|h| Tensor::from_host(&inst, h).unwrap())
        .collect();
    let out = step.call(args.iter().map(Arg::Borrowed)).unwrap();
    for (k, r) in out.iter().enumerate() {
        assert_close_host(
            &format!("embedding step result {k}"),
            r,
            &npy(&format!("embedding_train_step.out.{k}.npy")),
        );
    }
    drop(out);

    // A batch of duplicates against the f64 step.
    let table = f32s(&args[0]);
    let (w, b) = (f32s(&args[1]), f32s(&args[2]));
    let ids = duplicate_ids();
    let labels: Vec<i32> = (0..BATCH as i32).map(|i| i % CLASSES as i32).collect();
    let ids_t = Tensor::from_slice(&inst, &[BATCH, BAG], &ids).unwrap();
    let labels_t = Tensor::from_slice(&inst, &[BATCH], &labels).unwrap();
    let out = step
        .call([&args[0], &args[1], &args[2], &ids_t, &labels_t].map(Arg::Borrowed))
        .unwrap();
    let (loss, t1, w1, b1, dt) = embedding_step(&wide(&table), &wide(&w), &wide(&b), &ids, &labels);
    assert_close("loss", &f32s(&out[0]), &[loss]);
    assert_close("table", &f32s(&out[1]), &t1);
    assert_close("weights", &f32s(&out[2]), &w1);
    assert_close("bias", &f32s(&out[3]), &b1);
    // The update itself, row by row: new - old against -0.1 * (sum over every occurrence).
    let got_t = f32s(&out[1]);
    let delta: Vec<f64> = got_t
        .iter()
        .zip(&table)
        .map(|(&n, &o)| n as f64 - o as f64)
        .collect();
    let want_delta: Vec<f64> = dt.iter().map(|g| -0.1 * g).collect();
    let scale = want_delta.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    let ulp = table.iter().fold(0.0f32, |m, v| m.max(v.abs())) as f64 * f32::EPSILON as f64;
    for (i, (g, w)) in delta.iter().zip(&want_delta).enumerate() {
        assert!(
            (g - w).abs() <= 1e-4 * scale + ulp,
            "table element {i} (row {}): update {g:e}, want {w:e}",
            i / DIM
        );
    }
    // Row 5 occurs 24 times (16 in bag 0, 8 in bag 1, none elsewhere): a scatter that kept one
    // update per id (about a 24th of the sum) would be far outside the tolerance.
    let occurrences = ids.iter().filter(|&&i| i == 5).count();
    assert_eq!(occurrences, 24);
    let far = (0..DIM)
        .map(|d| (delta[5 * DIM + d] - want_delta[5 * DIM + d] / occurrences as f64).abs())
        .fold(0.0, f64::max);
    assert!(
        far > 100.0 * (1e-4 * scale + ulp),
        "the test cannot tell one update from 24"
    );
    // Rows no id names are bit for bit the old rows.
    for row in 40..VOCAB {
        assert_eq!(
            got_t[row * DIM..(row + 1) * DIM],
            table[row * DIM..(row + 1) * DIM],
            "row {row} was never looked up but changed"
        );
    }
    drop(out);
    drop((args, ids_t, labels_t));
    assert!(inst.leak_report().is_empty(), "{}", inst.leak_report());
}

/// S16, 1000 steps: the embedding step fed its own parameters, one scope per step (the loss and
/// the old parameters are released at its end; the new parameters are kept). The footprint is
/// flat after the first step and the loss falls.
#[test]
fn s16_embedding_training_runs_1000_steps_with_a_flat_footprint() {
    let inst = instance(2);
    let step = corpus_module(&inst, "embedding_train_step")
        .function("main")
        .unwrap();
    let ids = duplicate_ids();
    let labels: Vec<i32> = (0..BATCH as i32)
        .map(|i| (i * 7 + 1) % CLASSES as i32)
        .collect();
    let ids_t = Tensor::from_slice(&inst, &[BATCH, BAG], &ids).unwrap();
    let labels_t = Tensor::from_slice(&inst, &[BATCH], &labels).unwrap();
    let mut params: Vec<Tensor> = (0..3)
        .map(|i| {
            Tensor::from_host(&inst, &npy(&format!("embedding_train_step.in.{i}.npy"))).unwrap()
        })
        .collect();
    let untouched_before = f32s(&params[0])[40 * DIM..].to_vec();
    let mut footprints = vec![];
    let mut losses = vec![];
    for _ in 0..1000 {
        let scope = inst.scope();
        let args = params
            .iter()
            .chain([&ids_t, &labels_t])
            .map(Arg::Borrowed)
            .collect::<Vec<_>>();
        let out = scope.call(&step, args).unwrap();
        losses.push(f32s(&out[0])[0]);
        params = out[1..].iter().map(|t| scope.keep(t.clone())).collect();
        drop(out);
        drop(scope);
        footprints.push(footprint(&inst));
    }
    assert_flat("embedding_train_step", &footprints);
    assert!(
        losses[999] < losses[0],
        "the loss did not fall: {} -> {}",
        losses[0],
        losses[999]
    );
    assert_eq!(
        f32s(&params[0])[40 * DIM..],
        untouched_before[..],
        "rows no id names changed over 1000 steps"
    );
    let f = &footprints[0];
    eprintln!(
        "S16 after each of 1000 steps: live {} B in {} buffers, reserved {} B, system allocations {}; loss {} -> {}",
        f.live_bytes, f.live_buffers, f.reserved_bytes, f.system_allocations, losses[0], losses[999]
    );
    drop((params, ids_t, labels_t));
    assert!(inst.leak_report().is_empty(), "{}", inst.leak_report());
}

// ---------------------------------------------------------------------------------------------
// S19: parallel execution.

const BRANCHES: &str = r#"
func.func public @main(%x: tensor<96x128xf32>, %y: tensor<96x128xf32>, %w: tensor<128x128xf32>) -> (tensor<96x128xf32>, tensor<96xf32>) {
  %a1 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<96x128xf32>, tensor<128x128xf32>) -> tensor<96x128xf32>
  %a2 = stablehlo.tanh %a1 : tensor<96x128xf32>
  %a3 = stablehlo.dot_general %a2, %w, contracting_dims = [1] x [0] : (tensor<96x128xf32>, tensor<128x128xf32>) -> tensor<96x128xf32>
  %b1 = stablehlo.dot_general %y, %w, contracting_dims = [1] x [0] : (tensor<96x128xf32>, tensor<128x128xf32>) -> tensor<96x128xf32>
  %b2 = stablehlo.logistic %b1 : tensor<96x128xf32>
  %b3 = stablehlo.dot_general %b2, %w, contracting_dims = [1] x [0] : (tensor<96x128xf32>, tensor<128x128xf32>) -> tensor<96x128xf32>
  %s = stablehlo.add %a3, %b3 : tensor<96x128xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<96x128xf32>, tensor<f32>) -> tensor<96xf32>
  return %s, %r : tensor<96x128xf32>, tensor<96xf32>
}
"#;

fn branches_inputs(seed: u64) -> [Vec<f32>; 3] {
    [
        seeded(96 * 128, seed, 1.0),
        seeded(96 * 128, seed + 1, 1.0),
        seeded(128 * 128, seed + 2, 0.1),
    ]
}

fn run_branches(inst: &Instance, f: &Function, inputs: &[Vec<f32>; 3]) -> (Vec<u32>, Vec<u32>) {
    let t = [
        upload(inst, &[96, 128], &inputs[0]),
        upload(inst, &[96, 128], &inputs[1]),
        upload(inst, &[128, 128], &inputs[2]),
    ];
    let out = f.call(t.iter().map(Arg::Borrowed)).unwrap();
    let bits = |t: &Tensor| f32s(t).iter().map(|v| v.to_bits()).collect::<Vec<_>>();
    (bits(&out[0]), bits(&out[1]))
}

/// S19: a module with two independent branches whose transients share arena blocks. 100 runs
/// with two worker threads give bit for bit the single-threaded results; so do 2 x 100 calls made
/// at once from two threads on one instance (one call's blocks freed while the other allocates
/// the same sizes from the shared pool). The single-threaded results match an f64 computation.
#[test]
fn s19_parallel_runs_are_bit_identical_to_the_serial_reference() {
    let serial = instance(1);
    let f1 = module(&serial, BRANCHES, "branches.mlir")
        .function("main")
        .unwrap();
    let inputs = [branches_inputs(31), branches_inputs(41)];
    let reference: Vec<(Vec<u32>, Vec<u32>)> = inputs
        .iter()
        .map(|i| run_branches(&serial, &f1, i))
        .collect();
    {
        let [x, y, w] = &inputs[0];
        let (x, y, w) = (wide(x), wide(y), wide(w));
        let a: Vec<f64> = matmul(&x, &w, 96, 128, 128)
            .into_iter()
            .map(f64::tanh)
            .collect();
        let b: Vec<f64> = matmul(&y, &w, 96, 128, 128)
            .into_iter()
            .map(|v| 1.0 / (1.0 + (-v).exp()))
            .collect();
        let s: Vec<f64> = matmul(&a, &w, 96, 128, 128)
            .iter()
            .zip(matmul(&b, &w, 96, 128, 128))
            .map(|(p, q)| p + q)
            .collect();
        let r: Vec<f64> = s.chunks(128).map(|c| c.iter().sum()).collect();
        let floats = |b: &[u32]| b.iter().map(|&v| f32::from_bits(v)).collect::<Vec<_>>();
        assert_close("branches s", &floats(&reference[0].0), &s);
        assert_close("branches r", &floats(&reference[0].1), &r);
    }

    let parallel = instance(2);
    let f2 = module(&parallel, BRANCHES, "branches.mlir")
        .function("main")
        .unwrap();
    assert_eq!(parallel.threads(), 2);
    for run in 0..100 {
        assert!(
            run_branches(&parallel, &f2, &inputs[run % 2]) == reference[run % 2],
            "run {run} with 2 threads differs from the serial reference"
        );
    }
    std::thread::scope(|s| {
        for t in 0..2 {
            let (f2, parallel, inputs, reference) = (&f2, &parallel, &inputs, &reference);
            s.spawn(move || {
                for run in 0..100 {
                    assert!(
                        run_branches(parallel, f2, &inputs[t]) == reference[t],
                        "thread {t}, run {run}: differs from the serial reference"
                    );
                }
            });
        }
    });
    assert!(
        parallel.leak_report().is_empty(),
        "{}",
        parallel.leak_report()
    );
    assert!(serial.leak_report().is_empty(), "{}", serial.leak_report());
}

// ---------------------------------------------------------------------------------------------
// The leak report.

const THREE_RESULTS: &str = r#"
func.func public @forward(%x: tensor<32x64xf32>, %w: tensor<64x128xf32>) -> (tensor<f32>, tensor<32x64xf32>, tensor<32x128xf32>) {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
  %t = stablehlo.tanh %h : tensor<32x128xf32>
  %e = stablehlo.exponential %x : tensor<32x64xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x128xf32>, tensor<f32>) -> tensor<f32>
  return %s, %e, %t : tensor<f32>, tensor<32x64xf32>, tensor<32x128xf32>
}
"#;

/// A result held past the end is named by the report with its function, result index, type and
/// size; once dropped, the report is empty.
#[test]
fn the_leak_report_names_the_function_and_result_that_made_a_live_buffer() {
    let inst = instance(1);
    let m = module(&inst, THREE_RESULTS, "three_results.mlir");
    let forward = m.function("forward").unwrap();
    let x = upload(&inst, &[32, 64], &seeded(32 * 64, 51, 1.0));
    let w = upload(&inst, &[64, 128], &seeded(64 * 128, 52, 0.1));
    let report = inst.leak_report();
    assert_eq!(report.len(), 2);
    assert_eq!(
        report.buffers[0].label,
        "upload (tensor<32x64xf32>, 8192 bytes)"
    );

    let held = {
        let mut out = forward
            .call([Arg::Borrowed(&x), Arg::Borrowed(&w)])
            .unwrap();
        out.remove(2)
    };
    drop((x, w));
    let report = inst.leak_report();
    assert_eq!(report.len(), 1, "{report}");
    assert_eq!(
        report.buffers[0].label,
        "@forward result 2 (tensor<32x128xf32>, 16384 bytes)"
    );
    assert_eq!(report.buffers[0].bytes, 16384);
    let text = report.to_string();
    assert!(
        text.starts_with("1 buffer(s) still alive, 16384 bytes:")
            && text.contains(": @forward result 2 (tensor<32x128xf32>, 16384 bytes)"),
        "{text}"
    );
    // Clones are references to the same buffer, not new buffers.
    let again = held.clone();
    drop(held);
    assert_eq!(inst.leak_report().len(), 1);
    drop(again);
    let report = inst.leak_report();
    assert!(report.is_empty(), "{report}");
    assert_eq!(report.to_string(), "no buffer is alive");
}

// ---------------------------------------------------------------------------------------------
// Scopes.

const SGD: &str = r#"
func.func public @sgd(%w: tensor<4xf32> {abi.output = 0 : index}, %g: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>) {
  %lr = stablehlo.constant dense<5.000000e-01> : tensor<4xf32>
  %s = stablehlo.multiply %lr, %g : tensor<4xf32>
  %n = stablehlo.subtract %w, %s : tensor<4xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %gg = stablehlo.multiply %g, %g : tensor<4xf32>
  %norm = stablehlo.reduce(%gg init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %n, %norm : tensor<4xf32>, tensor<f32>
}
"#;

/// Results belong to the scope that made the call, not to the scope of the parameter they were
/// computed from (DJL's leak): a long-lived parameter in an outer scope, 100 inner scopes whose
/// results are stashed in a long-lived vector, and the footprint stays flat; the stashed handles
/// read as released. `keep` moves a result out; a donated parameter's update belongs to the inner
/// scope unless kept.
#[test]
fn scope_results_belong_to_the_calling_scope_and_are_released_at_its_end() {
    let inst = instance(1);
    let sgd = module(&inst, SGD, "sgd.mlir").function("sgd").unwrap();
    let outer = inst.scope();
    let w = outer.from_slice(&[4], &[1.0f32, 2.0, 3.0, 4.0]).unwrap();
    let g = outer.from_slice(&[4], &[2.0f32; 4]).unwrap();
    assert_eq!(outer.len(), 2);
    let baseline = footprint(&inst);

    let mut stash = vec![];
    let mut footprints = vec![];
    for _ in 0..100 {
        let inner = inst.scope();
        // Borrowed: the in-place result goes to a copy; the parameter is untouched.
        let out = inner
            .call(&sgd, [Arg::Borrowed(&w), Arg::Borrowed(&g)])
            .unwrap();
        assert_eq!(f32s(&out[0]), [0.0, 1.0, 2.0, 3.0]);
        assert!(inner.owns(&out[0]) && !outer.owns(&out[0]));
        stash.extend(out);
        drop(inner);
        footprints.push(footprint(&inst));
    }
    assert_flat("scoped calls", &footprints);
    assert_eq!(footprints[0].live_bytes, baseline.live_bytes);
    assert_eq!(stash.len(), 200);
    let e = stash[0].to_vec::<f32>().unwrap_err();
    assert!(
        matches!(e, Error::Unavailable(_))
            && e.to_string().contains("released when its scope ended"),
        "{e}"
    );
    assert_eq!(stash[0].shape(), &[4]);
    assert_eq!(f32s(&w), [1.0, 2.0, 3.0, 4.0]);

    // Donating an outer-scope parameter: the update belongs to the inner scope; keep takes it out.
    let address = w.device_address().unwrap();
    let w_alias = w.clone();
    let updated = {
        let inner = inst.scope();
        let mut out = inner
            .call(&sgd, [Arg::Donated(w), Arg::Borrowed(&g)])
            .unwrap();
        assert!(inner.owns(&out[0]) && !outer.owns(&out[0]));
        inner.keep(out.remove(0))
    };
    assert_eq!(updated.device_address().unwrap(), address);
    assert_eq!(f32s(&updated), [0.0, 1.0, 2.0, 3.0]);
    assert!(!w_alias.is_available());
    assert!(w_alias
        .to_vec::<f32>()
        .unwrap_err()
        .to_string()
        .contains("donated to argument 0 of @sgd"));
    assert!(!outer.owns(&updated));
    drop(outer);
    // The outer scope released `g`; `updated` was kept.
    assert_eq!(f32s(&updated), [0.0, 1.0, 2.0, 3.0]);
    assert_eq!(labels(&inst).len(), 1, "{}", inst.leak_report());
    drop((updated, stash, w_alias));
    assert!(inst.leak_report().is_empty(), "{}", inst.leak_report());
}

// ---------------------------------------------------------------------------------------------
// Borrowed and donated arguments, and the errors.

/// Borrowed arguments are never written (an `abi.output` one is copied); a donated one is updated
/// in place unless another live tensor shares its bytes, in which case the update goes to a copy
/// and the other tensor is untouched.
#[test]
fn borrowed_arguments_are_never_written_and_shared_donations_are_copied() {
    let inst = instance(1);
    let sgd = module(&inst, SGD, "sgd.mlir").function("sgd").unwrap();
    let g = upload(&inst, &[4], &[2.0; 4]);

    let w = upload(&inst, &[4], &[1.0, 2.0, 3.0, 4.0]);
    let out = sgd.call([Arg::Borrowed(&w), Arg::Borrowed(&g)]).unwrap();
    assert_eq!(f32s(&out[0]), [0.0, 1.0, 2.0, 3.0]);
    assert_ne!(
        out[0].device_address().unwrap(),
        w.device_address().unwrap()
    );
    assert_eq!(f32s(&w), [1.0, 2.0, 3.0, 4.0]);
    assert_eq!(
        out[0].buffer_label().unwrap().unwrap(),
        "@sgd result 0 (tensor<4xf32>, 16 bytes)"
    );

    // A view keeps the bytes shared: donating `w` must not overwrite what `view` reads.
    let view = w.reshape(&[2, 2]).unwrap();
    let address = w.device_address().unwrap();
    let out = sgd.call([Arg::Donated(w), Arg::Borrowed(&g)]).unwrap();
    assert_eq!(f32s(&out[0]), [0.0, 1.0, 2.0, 3.0]);
    assert_ne!(out[0].device_address().unwrap(), address);
    assert_eq!(f32s(&view), [1.0, 2.0, 3.0, 4.0]);

    // The only handle: in place.
    let w = out[0].clone();
    drop(out);
    let address = w.device_address().unwrap();
    let out = sgd.call([Arg::Donated(w), Arg::Borrowed(&g)]).unwrap();
    assert_eq!(out[0].device_address().unwrap(), address);
    assert_eq!(f32s(&out[0]), [-1.0, 0.0, 1.0, 2.0]);
}

#[test]
fn errors_name_the_function_the_argument_and_the_types() {
    let inst = instance(1);
    let m = module(&inst, SGD, "sgd.mlir");
    let e = m.function("train").unwrap_err();
    assert_eq!(
        e.to_string(),
        "module @module has no public function @train (it has: @sgd)"
    );
    let sgd = m.function("@sgd").unwrap();
    assert_eq!(
        sgd.signature(),
        "(tensor<4xf32> {abi.output = 0 : index}, tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>)"
    );
    let w = upload(&inst, &[4], &[1.0, 2.0, 3.0, 4.0]);

    let e = sgd.call([Arg::Borrowed(&w)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "@sgd takes 2 argument(s), 1 given; its signature is {}",
            sgd.signature()
        )
    );
    let ints = Tensor::from_slice(&inst, &[4], &[1i32, 2, 3, 4]).unwrap();
    let e = sgd
        .call([Arg::Donated(w.clone()), Arg::Borrowed(&ints)])
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "argument 1 of @sgd: expected tensor<4xf32>, given tensor<4xi32>"
    );
    let long = upload(&inst, &[5], &[0.0; 5]);
    let e = sgd
        .call([Arg::Borrowed(&long), Arg::Borrowed(&w)])
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "argument 0 of @sgd: expected tensor<4xf32>, given tensor<5xf32>"
    );
    // A rejected call took nothing: `w` is still the caller's.
    assert_eq!(f32s(&w), [1.0, 2.0, 3.0, 4.0]);

    let e = sgd
        .call([Arg::Donated(w.clone()), Arg::Borrowed(&w)])
        .unwrap_err();
    assert!(matches!(
        e,
        Error::DonatedTwice {
            index: 0,
            other: 1,
            ..
        }
    ));
    assert!(w.is_available());

    let g = upload(&inst, &[4], &[0.0; 4]);
    let alias = w.clone();
    sgd.call([Arg::Donated(w), Arg::Borrowed(&g)]).unwrap();
    let e = sgd
        .call([Arg::Borrowed(&alias), Arg::Borrowed(&g)])
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "argument 0 of @sgd: the tensor<4xf32> was donated to argument 0 of @sgd; use that call's result"
    );

    let e = g.to_vec::<i32>().unwrap_err();
    assert_eq!(e.to_string(), "cannot read a tensor<4xf32> as i32 elements");
    let e = Tensor::from_slice(&inst, &[2, 3], &[1.0f32; 5]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "shape [2, 3] holds 6 f32 element(s), 5 given"
    );
    assert!(g.reshape(&[3]).is_err() && g.slice_rows(2..5).is_err());

    // The memory limit: a clean error naming the function.
    let small = Instance::builder()
        .threads(1)
        .memory_limit(40)
        .build()
        .unwrap();
    let sgd_small = module(&small, SGD, "sgd.mlir").function("sgd").unwrap();
    let a = upload(&small, &[4], &[1.0; 4]);
    let b = upload(&small, &[4], &[1.0; 4]);
    let e = sgd_small
        .call([Arg::Borrowed(&a), Arg::Borrowed(&b)])
        .unwrap_err();
    assert!(
        matches!(&e, Error::Memory(m) if m.starts_with("@sgd: ") && m.contains("memory limit")),
        "{e}"
    );

    // The work limit: a call that would do more stops before the instruction, naming the budget;
    // one large enough runs.
    for (limit, runs) in [(3, false), (1 << 20, true)] {
        let inst = Instance::builder()
            .threads(1)
            .work_limit(limit)
            .build()
            .unwrap();
        let sgd = module(&inst, SGD, "sgd.mlir").function("sgd").unwrap();
        let a = upload(&inst, &[4], &[1.0; 4]);
        let b = upload(&inst, &[4], &[1.0; 4]);
        let r = sgd.call([Arg::Borrowed(&a), Arg::Borrowed(&b)]);
        match r {
            Ok(_) => assert!(runs, "a call of more than {limit} operations ran"),
            Err(e) => assert!(
                !runs
                    && matches!(&e, Error::Run { message, .. } if message.contains("exceeds its work budget of 3 units")),
                "{e}"
            ),
        }
    }
}

#[test]
fn errors_carry_a_stable_code_and_a_failing_check_its_source_location() {
    let inst = instance(1);
    let m = module(&inst, SGD, "sgd.mlir");
    assert_eq!(m.function("train").unwrap_err().code(), "E0701");
    let sgd = m.function("@sgd").unwrap();
    let w = upload(&inst, &[4], &[1.0, 2.0, 3.0, 4.0]);
    let e = sgd.call([Arg::Borrowed(&w)]).unwrap_err();
    assert_eq!((e.code(), e.location()), ("E0701", None));
    // The check is on line 3, column 3 of this source (counted by hand).
    let src = "func.func @main() {\n  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n  check.expect_eq_const %a, dense<[1, 3]> : tensor<2xi32>\n  func.return\n}\n";
    let m = module(&inst, src, "c.mlir");
    let e = m.function("main").unwrap().call([]).unwrap_err();
    assert!(matches!(e, Error::Check { .. }), "{e}");
    assert_eq!(e.code(), "E0601");
    let loc = e.location().expect("a check has a location");
    assert_eq!((loc.file.as_str(), loc.line, loc.col), ("c.mlir", 3, 3));
    assert!(
        e.to_string().starts_with(
            "@main: c.mlir:3:3: error[E0601]: check.expect_eq_const failed at index [1]"
        ),
        "{e}"
    );
}
