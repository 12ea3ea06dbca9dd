//! Data-parallel training under `mpirun` (the `mpi` feature): the `dp_train` example runs 50 SGD
//! steps of JAX's `shard_map` step on 2 and on 4 ranks; the parameters must be bit-identical on
//! every rank and within 1e-5 (relative) of the same 50 steps run as one process on the global
//! batch.
//!
//! The one-process run is independent of everything the ranks share: it is another program,
//! JAX's `jit` + `NamedSharding` export of the same step (`tests/dist/dp_named_sharding.mlir`:
//! annotations only, so it compiles to one process on global shapes, with no `dist.shard`, no
//! collective, no MPI; its declared 4 partitions are set to 1 here, as it is one process), whose loss and gradients are means over the 64 rows at once rather than
//! per-rank means summed by `all_reduce`; it runs here, in the driver, through the same embedding
//! API without a launcher.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use runtime::{Arg, Instance, Module, Tensor};

const STEPS: usize = 50;
/// Elements of w1, b1, w2, b2.
const PARAMS: [usize; 4] = [784 * 256, 256, 256 * 10, 10];

fn dist() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/dist")
}

/// The `dp_train` example beside this test's executable (cargo builds the package's examples
/// for its tests).
fn example() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let release = exe.parent().and_then(Path::parent).unwrap();
    let p = release.join("examples").join("dp_train");
    assert!(
        p.is_file(),
        "{} is missing: `cargo test --release --features runtime/mpi` builds it",
        p.display()
    );
    p
}

/// f32 little-endian bytes as numbers.
fn floats(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// The largest absolute difference relative to `want`'s largest magnitude.
fn relative_error(got: &[f32], want: &[f32]) -> f64 {
    assert_eq!(got.len(), want.len());
    let scale = want
        .iter()
        .fold(0.0f64, |m, x| m.max((*x as f64).abs()))
        .max(1e-30);
    let diff = got
        .iter()
        .zip(want)
        .fold(0.0f64, |m, (a, b)| m.max((*a as f64 - *b as f64).abs()));
    diff / scale
}

/// The 50 steps as one process on the global batch (see the file's documentation): the
/// parameters' elements, then the losses; and the median step time in ms.
fn one_process() -> (Vec<f32>, f64) {
    let text = std::fs::read_to_string(dist().join("dp_named_sharding.mlir")).unwrap();
    // JAX declares the mesh's 4 devices (`mhlo.num_partitions = 4`); the module has no
    // collective and computes on global shapes, so it compiles to the one process it is.
    assert!(text.contains("mhlo.num_partitions = 4 : i32"));
    let vmfb = compiler::backend::compile_to_vmfb(&text, "dp_named_sharding.mlir").unwrap();
    let instance = Instance::new().unwrap();
    assert_eq!((instance.rank(), instance.size()), (0, 1));
    let module = Module::from_bytes(&instance, &vmfb).unwrap();
    let step = module.function("main").unwrap();
    let mut t: Vec<Tensor> = (0..6)
        .map(|k| {
            let h = runtime_cli::io::read_npy_file(&dist().join(format!("dp.in.{k}.npy")))
                .unwrap()
                .remove(0);
            Tensor::from_host(&instance, &h).unwrap()
        })
        .collect();
    let labels = t.pop().unwrap();
    let x = t.pop().unwrap();
    let mut params = t;
    let mut losses = vec![];
    let mut times = vec![];
    for _ in 0..STEPS {
        let start = Instant::now();
        let mut call: Vec<Arg> = params.drain(..).map(Arg::Donated).collect();
        call.push(Arg::Borrowed(&x));
        call.push(Arg::Borrowed(&labels));
        let mut r = step.call(call).unwrap();
        times.push(start.elapsed().as_secs_f64() * 1e3);
        losses.push(r.remove(0).to_vec::<f32>().unwrap()[0]);
        params = r;
    }
    times.sort_by(f64::total_cmp);
    let mut out: Vec<f32> = vec![];
    for p in &params {
        out.extend(p.to_vec::<f32>().unwrap());
    }
    out.extend(losses);
    (out, times[times.len() / 2])
}

#[test]
fn fifty_data_parallel_steps_agree_on_every_rank_and_with_one_process() {
    let exe = example();
    let (reference, ms) = one_process();
    eprintln!(
        "one process, global batch: median step {ms:.3} ms ({} threads)",
        Instance::new().unwrap().threads()
    );
    let n_params: usize = PARAMS.iter().sum();
    assert_eq!(reference.len(), n_params + STEPS);
    // The loss falls: the steps train.
    assert!(reference[n_params + STEPS - 1] < reference[n_params]);
    for n in [2usize, 4] {
        let dir = std::env::temp_dir().join(format!("dp_train_{}_{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let start = Instant::now();
        let mut child = Command::new("mpirun")
            .args(examples::MPIRUN_FLAGS)
            .args(["-np", &n.to_string()])
            .arg(&exe)
            .args(["--steps", &STEPS.to_string(), "--out"])
            .arg(&dir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("mpirun runs (is openmpi-bin installed? see .ci/mpi-deps)");
        while child.try_wait().unwrap().is_none() {
            if start.elapsed() > Duration::from_secs(600) {
                let _ = child.kill();
                let _ = child.wait();
                panic!("mpirun -np {n} dp_train did not finish within 10 minutes");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let out = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "np {n}:\n{stdout}\n{stderr}");
        eprint!("{stdout}");
        let ranks: Vec<Vec<u8>> = (0..n)
            .map(|r| std::fs::read(dir.join(format!("params.{r}.bin"))).unwrap())
            .collect();
        for (r, b) in ranks.iter().enumerate() {
            assert_eq!(b.len(), 4 * (n_params + STEPS), "np {n} rank {r}");
            assert!(
                b == &ranks[0],
                "np {n}: rank {r}'s parameters differ from rank 0's"
            );
        }
        let got = floats(&ranks[0]);
        let mut at = 0;
        for (k, len) in PARAMS.iter().chain(&[STEPS]).enumerate() {
            let err = relative_error(&got[at..at + len], &reference[at..at + len]);
            eprintln!("np {n}: after {STEPS} steps, part {k} (w1, b1, w2, b2, losses): relative error {err:e}");
            assert!(err <= 1e-5, "np {n} part {k}: relative error {err:e}");
            at += len;
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
