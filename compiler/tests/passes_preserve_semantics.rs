//! Differential test of the middle-end passes: every corpus model gives bit-identical results on the
//! reference interpreter before and after `inline, canonicalize, cse, dce, abi-output-to-alias,
//! form-dispatches`, on random inputs.

use compiler::pass_manager::{parse_pipeline, run_pipeline, Instrumentation};
use compiler::reference::Interpreter;

mod common;
use common::{random_args, same};

#[test]
fn pipeline_preserves_results() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    // Too large for the reference interpreter in CI (gpt and resnet: gigaflops of convolutions and
    // matmuls in f64); vm_corpus_user.rs checks them against JAX on the VM.
    let skip = [
        "matmul_1024",
        "elementwise_chain",
        "matmul_512",
        "gpt_train_step",
        "resnet_block_train",
    ];
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
            parse_pipeline("inline,canonicalize,loop-invariant-code-motion,cse,rematerialize,dce,form-dispatches,abi-output-to-alias")
                .unwrap();
        let inst = Instrumentation {
            verify_each: true,
            ..Default::default()
        };
        let rep = run_pipeline(&mut transformed, &passes, &inst);
        assert!(!rep.failed, "{name}: {:?}", rep.diagnostics);
        let args = random_args(&original, 7);
        let want =
            Interpreter::new(&compiler::pass_manager::legalize_for_reference(&original).unwrap())
                .call("main", args.clone())
                .unwrap();
        let got = Interpreter::new(
            &compiler::pass_manager::legalize_for_reference(&transformed).unwrap(),
        )
        .call("main", args)
        .unwrap();
        assert_eq!(want.len(), got.len(), "{name}");
        for (i, (w, g)) in want.iter().zip(&got).enumerate() {
            assert!(same(w, g), "{name} result {i} differs from the reference");
        }
        checked += 1;
    }
    assert!(checked >= 9, "only {checked} models checked");
}
