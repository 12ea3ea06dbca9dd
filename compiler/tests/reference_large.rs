//! The corpus models whose data is not kept in the repository (matmul_1024 and elementwise_chain,
//! 12 MB each; matmul_512, 3 MB) run on inputs generated from a seed, and the interpreter's results are compared with direct Rust implementations
//! of the same programs, written from the StableHLO text.

use compiler::reference::tensor::Tensor;
use compiler::reference::Interpreter;
use dialect::types::ElemType;

struct Rng(u64);
impl Rng {
    fn uniform(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    }
}

fn load(name: &str) -> dialect::Module {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/corpus")
        .join(name);
    let src = std::fs::read_to_string(&path).unwrap();
    let (m, d) = dialect::parser::parse(&src);
    assert!(d.is_empty(), "{d:?}");
    m.unwrap()
}

fn random(n: usize, seed: u64) -> Vec<f64> {
    let mut r = Rng(seed);
    (0..n).map(|_| r.uniform() as f32 as f64).collect()
}

#[test]
fn matmul_1024_matches_a_direct_loop() {
    matmul_matches_a_direct_loop("matmul_1024.mlir", 1024);
}

#[test]
fn matmul_512_matches_a_direct_loop() {
    matmul_matches_a_direct_loop("matmul_512.mlir", 512);
}

fn matmul_matches_a_direct_loop(file: &str, n: usize) {
    let m = load(file);
    let a = random(n * n, 1);
    let b = random(n * n, 2);
    let out = Interpreter::new(&m)
        .call(
            "main",
            vec![
                Tensor::floats(vec![n, n], ElemType::F32, a.clone()),
                Tensor::floats(vec![n, n], ElemType::F32, b.clone()),
            ],
        )
        .unwrap();
    let got = out[0].to_f64();
    // Check a sample of rows against a direct f32 loop, accumulating as XLA and StableHLO's
    // interpreter do (each product and sum rounded to f32, in k order); all rows would double the
    // test's time.
    for i in (0..n).step_by(37) {
        for j in 0..n {
            let mut acc = 0.0f32;
            for k in 0..n {
                acc += a[i * n + k] as f32 * b[k * n + j] as f32;
            }
            let want = acc as f64;
            assert_eq!(got[i * n + j], want, "element ({i}, {j})");
        }
    }
}

#[test]
fn elementwise_chain_matches_a_direct_closure() {
    let m = load("elementwise_chain.mlir");
    let n = 1024 * 1024;
    let x = random(n, 3);
    let y = random(n, 4);
    let out = Interpreter::new(&m)
        .call(
            "main",
            vec![
                Tensor::floats(vec![1024, 1024], ElemType::F32, x.clone()),
                Tensor::floats(vec![1024, 1024], ElemType::F32, y.clone()),
            ],
        )
        .unwrap();
    let got = out[0].to_f64();
    // The 20 ops of elementwise_chain.mlir, in f32 after every step as the program's types say.
    let r = |v: f64| v as f32 as f64;
    for i in 0..n {
        let (a, b) = (x[i], y[i]);
        let v1 = r(a * 0.5);
        let v2 = r(v1 + b);
        let v3 = r(v2.tanh());
        let v4 = r(v3 * b);
        let v5 = v4.abs();
        let v7 = r(v5 + 1.0);
        let v8 = r(v7.sqrt());
        let v9 = r(v8.ln());
        let v10 = r(v9 - a);
        let v12 = -v10.abs();
        let v13 = r(v12.exp());
        let v16 = r(1.0 + b.abs());
        let v17 = r(v13 / v16);
        let v19 = v17.max(r(0.1));
        let v21 = r(b + 2.0);
        let v22 = v19.min(v21);
        let v24 = r((-v22).exp());
        let v26 = r(1.0 + v24);
        let v28 = r(1.0 / v26);
        let v29 = r(v28 * v28);
        assert_eq!(got[i], v29, "element {i}");
    }
}
