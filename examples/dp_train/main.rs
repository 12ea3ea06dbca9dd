//! Data-parallel training under an MPI launcher: each rank of `mpirun -np N` runs JAX's
//! `shard_map` SGD step (`tests/dist/dp_shard_map.mlir` for N = 4, `dp_shard_map.np2.mlir` for
//! N = 2), compiled once, for `--steps` steps through the embedding API.
//!
//! ```text
//! mpirun -np 2 target/release/examples/dp_train --out /tmp/dp
//! ```
//!
//! The [`Instance`] finds the launcher (as `irvm run` does) and is one rank; every rank reads the
//! same global batch (`tests/dist/dp.in.*.npy`) and takes its rows ([`Function::local_args`],
//! the `dist.shard` marks of the module); the parameters are fed back each step, donated; the
//! gradients meet in the step's `all_reduce`s over MPI. At the end every rank writes its
//! parameters' bytes and the losses to `OUT/params.RANK.bin` (a test compares them across ranks,
//! bit for bit, and with the same steps run as one process) and prints its median step time.

use std::path::{Path, PathBuf};
use std::time::Instant;

use runtime::{Arg, Instance, Module, Tensor};

fn fail(msg: String) -> ! {
    eprintln!("dp_train: {msg}");
    std::process::exit(1)
}

fn main() {
    let mut steps = 50usize;
    let mut out: Option<PathBuf> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--steps" => {
                steps = args
                    .next()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or_else(|| fail("--steps takes a number".into()))
            }
            "--out" => out = args.next().map(PathBuf::from),
            "--help" | "-h" => {
                println!("usage: mpirun -np 2|4 dp_train [--steps N] [--out DIR]");
                return;
            }
            other => fail(format!("unknown argument `{other}` (see --help)")),
        }
    }
    let instance = Instance::new().unwrap_or_else(|e| fail(format!("{e}")));
    let (rank, size) = (instance.rank(), instance.size());
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/dist");
    let file = match size {
        2 => "dp_shard_map.np2.mlir",
        4 => "dp_shard_map.mlir",
        n => fail(format!(
            "{n} process(es): the step is exported for 2 and 4 (run under `mpirun -np 2` or `-np 4`)"
        )),
    };
    let text = std::fs::read_to_string(data.join(file))
        .unwrap_or_else(|e| fail(format!("{}: {e}", data.join(file).display())));
    let vmfb = compiler::backend::compile_to_vmfb(&text, file)
        .unwrap_or_else(|e| fail(format!("{file}: {e:?}")));
    let module = Module::from_bytes(&instance, &vmfb).unwrap_or_else(|e| fail(format!("{e}")));
    let step = module
        .function("main")
        .unwrap_or_else(|e| fail(format!("{e}")));
    let global: Vec<_> = (0..6)
        .map(|k| {
            let p = data.join(format!("dp.in.{k}.npy"));
            runtime_cli::io::read_npy_file(&p)
                .unwrap_or_else(|e| fail(e.0))
                .remove(0)
        })
        .collect();
    let local = step
        .local_args(global)
        .unwrap_or_else(|e| fail(format!("{e}")));
    let mut t: Vec<Tensor> = local
        .iter()
        .map(|h| Tensor::from_host(&instance, h).unwrap_or_else(|e| fail(format!("{e}"))))
        .collect();
    // w1, b1, w2, b2, x, labels.
    let labels = t.pop().unwrap_or_else(|| fail("no labels".into()));
    let x = t.pop().unwrap_or_else(|| fail("no batch".into()));
    let mut params = t;
    let mut losses = vec![];
    let mut times = vec![];
    for _ in 0..steps {
        let start = Instant::now();
        let mut call: Vec<Arg> = params.drain(..).map(Arg::Donated).collect();
        call.push(Arg::Borrowed(&x));
        call.push(Arg::Borrowed(&labels));
        let mut r = step.call(call).unwrap_or_else(|e| fail(format!("{e}")));
        times.push(start.elapsed().as_secs_f64() * 1e3);
        let loss = r.remove(0);
        losses.push(
            loss.to_vec::<f32>()
                .unwrap_or_else(|e| fail(format!("{e}")))[0],
        );
        params = r;
    }
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
    println!(
        "rank {rank} of {size}: {steps} steps, loss {:?} -> {:?}, median step {median:.3} ms ({} threads)",
        losses.first(),
        losses.last(),
        instance.threads()
    );
    if let Some(dir) = out {
        let mut bytes = vec![];
        for p in &params {
            bytes.extend_from_slice(&p.to_host().unwrap_or_else(|e| fail(format!("{e}"))).data);
        }
        for l in &losses {
            bytes.extend_from_slice(&l.to_le_bytes());
        }
        let path = dir.join(format!("params.{rank}.bin"));
        std::fs::write(&path, bytes).unwrap_or_else(|e| fail(format!("{}: {e}", path.display())));
    }
}
