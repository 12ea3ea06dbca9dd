//! The plan-checking executor on every corpus model: after the whole middle-end pipeline, running
//! each function on one real arena laid out as planned gives the same results as the plain reference
//! interpreter (bit for bit), caller-owned arguments are untouched, donated ones hold the new values,
//! invariant I1 holds, and the arena is within 10% of the liveness lower bound.

use compiler::memory::{check_i1, executor::run_planned, plan_function};
use compiler::pass_manager::{parse_pipeline, run_pipeline, Instrumentation};
use compiler::reference::Interpreter;

mod common;
use common::{random_args, same, PIPELINE};

#[test]
fn planned_execution_matches_the_reference_on_the_corpus() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    // Too large for the reference interpreter in CI (gpt and resnet: gigaflops of convolutions and
    // matmuls in f64); vm_corpus_user.rs checks them against JAX on the VM.
    let skip = [
        "matmul_1024",
        "elementwise_chain",
        "gpt_train_step",
        "resnet_block_train",
    ];
    let mut checked = 0;
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    for p in names {
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        if !name.ends_with(".mlir")
            || name.ends_with(".generic.mlir")
            || skip.iter().any(|s| name.starts_with(s))
        {
            continue;
        }
        let (m, d) = dialect::parser::parse(&std::fs::read_to_string(&p).unwrap());
        assert!(d.is_empty());
        let original = m.unwrap();
        let mut planned = original.clone();
        let rep = run_pipeline(
            &mut planned,
            &parse_pipeline(PIPELINE).unwrap(),
            &Instrumentation {
                verify_each: true,
                ..Default::default()
            },
        );
        assert!(!rep.failed, "{name}: {:?}", rep.diagnostics);
        let f = planned.lookup_function("main").unwrap();
        let plan = plan_function(&planned, f).unwrap();
        check_i1(&plan).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            plan.arena_bytes as f64 <= 1.10 * plan.lower_bound_bytes as f64,
            "{name}: arena {} > 1.10 x lower bound {}",
            plan.arena_bytes,
            plan.lower_bound_bytes
        );
        let args = random_args(&original, 11);
        let want =
            Interpreter::new(&compiler::pass_manager::legalize_for_reference(&original).unwrap())
                .call("main", args.clone())
                .unwrap();
        let run = run_planned(&planned, "main", &plan, args.clone())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        for (i, (w, g)) in want.iter().zip(&run.results).enumerate() {
            assert!(same(w, g), "{name}: result {i} differs from the reference");
        }
        // Caller-owned arguments are untouched; donated ones hold the result they receive.
        let attrs = compiler::passes::abi_output_to_alias::arg_attrs(&planned, f);
        for (i, (before, after)) in args.iter().zip(&run.args_after).enumerate() {
            let target = attrs[i]
                .iter()
                .find(|(k, _)| {
                    compiler::passes::abi_output_to_alias::OUTPUT_ATTRS.contains(&k.as_str())
                })
                .and_then(|(_, v)| v.as_int());
            match target {
                Some(k) => assert!(
                    same(after, &want[k as usize]),
                    "{name}: argument {i} does not hold result {k}"
                ),
                None => assert!(
                    same(before, after),
                    "{name}: caller-owned argument {i} was written"
                ),
            }
        }
        checked += 1;
    }
    assert!(checked >= 11, "only {checked} models checked");
}

#[test]
fn a_broken_plan_gives_wrong_numbers() {
    // The executor must notice a planning bug: put every transient at offset 0.
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/corpus/mlp_train_step.mlir");
    let (m, _) = dialect::parser::parse(&std::fs::read_to_string(&p).unwrap());
    let original = m.unwrap();
    let mut planned = original.clone();
    let rep = run_pipeline(
        &mut planned,
        &parse_pipeline(PIPELINE).unwrap(),
        &Instrumentation::default(),
    );
    assert!(!rep.failed);
    let f = planned.lookup_function("main").unwrap();
    let mut plan = plan_function(&planned, f).unwrap();
    for b in plan.buffers.iter_mut() {
        b.offset = 0;
    }
    assert!(check_i1(&plan).is_err(), "I1 check misses a collapsed plan");
    let args = random_args(&original, 5);
    let want =
        Interpreter::new(&compiler::pass_manager::legalize_for_reference(&original).unwrap())
            .call("main", args.clone())
            .unwrap();
    let got = run_planned(&planned, "main", &plan, args).unwrap();
    assert!(
        !same(&want[0], &got.results[0]),
        "a collapsed plan still gave the right answer"
    );
}
