//! Robustness of the middle-end: mutants of the corpus that still verify go through the whole
//! pipeline (with verification after every pass) without a panic, and their memory plans satisfy I1.
//! Mutants of the small models are also run through the plan-checking executor and compared with the
//! reference interpreter.

use compiler::memory::{check_i1, executor::run_planned, plan_function};
use compiler::pass_manager::{parse_pipeline, run_pipeline, Instrumentation};
use compiler::reference::tensor::Tensor;
use compiler::reference::Interpreter;
use dialect::types::Type;

mod common;
use common::{same, Rng, PIPELINE};

/// Mutations that tend to keep a module valid: swap two operand names of one type, duplicate a line,
/// delete a line, change a constant.
fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = src.lines().map(String::from).collect();
    let i = rng.below(lines.len());
    match rng.below(4) {
        0 => {
            let ids: Vec<String> = lines[i]
                .split(|c: char| !(c.is_alphanumeric() || c == '%' || c == '_'))
                .filter(|w| w.starts_with('%'))
                .map(String::from)
                .collect();
            if ids.len() >= 3 {
                let (a, b) = (
                    ids[1 + rng.below(ids.len() - 1)].clone(),
                    ids[1 + rng.below(ids.len() - 1)].clone(),
                );
                lines[i] = lines[i]
                    .replacen(&a, "\u{1}", 1)
                    .replacen(&b, &a, 1)
                    .replacen('\u{1}', &b, 1);
            }
        }
        1 => {
            let l = lines[i].clone();
            lines.insert(i, l);
        }
        2 => {
            lines.remove(i);
        }
        _ => {
            lines[i] = lines[i]
                .replace("1.000000e+00", "2.500000e+00")
                .replace("dense<0>", "dense<1>");
        }
    }
    lines.join("\n")
}

fn random_args(m: &dialect::Module, rng: &mut Rng) -> Option<Vec<Tensor>> {
    let f = m.lookup_function("main")?;
    let ft = m.func_type(f)?;
    let mut out = Vec::new();
    for t in &ft.inputs {
        let Type::Tensor { shape, elem } = t else {
            return None;
        };
        let shape: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
        out.push(Tensor::from_fn(shape, *elem, |_| {
            ((rng.next() >> 11) % 7) as f64 * 0.25 - 0.75
        }));
    }
    Some(out)
}

#[test]
fn verified_mutants_survive_the_pipeline() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let small = [
        "svd_like_two_outputs",
        "many_small_ops",
        "embedding_train_step",
        "mlp_infer",
        "conv_small",
    ];
    let sources: Vec<(String, String)> = small
        .iter()
        .map(|n| {
            (
                n.to_string(),
                std::fs::read_to_string(dir.join(format!("{n}.mlir"))).unwrap(),
            )
        })
        .collect();
    let mut rng = Rng(0xDEADBEEF);
    let mut valid = 0;
    for k in 0..300 {
        let (name, src) = &sources[k % sources.len()];
        let text = mutate(src, &mut rng);
        let (m, d) = dialect::parser::parse(&text);
        let Some(original) = m else { continue };
        if !d.is_empty() || !dialect::verifier::verify(&original).is_empty() {
            continue;
        }
        valid += 1;
        let mut planned = original.clone();
        let rep = run_pipeline(
            &mut planned,
            &parse_pipeline(PIPELINE).unwrap(),
            &Instrumentation {
                verify_each: true,
                ..Default::default()
            },
        );
        if rep.failed {
            // Errors are allowed (an ABI annotation may now be wrong); a verification failure after a
            // pass is not.
            assert!(
                !rep.log.contains("verification failed"),
                "mutant {k} of {name}: a pass broke the IR\n{text}"
            );
            continue;
        }
        let Some(f) = planned.lookup_function("main") else {
            continue;
        };
        let plan = plan_function(&planned, f).unwrap();
        check_i1(&plan).unwrap_or_else(|e| panic!("mutant {k} of {name}: {e}"));
        let Some(args) = random_args(&original, &mut rng) else {
            continue;
        };
        let Ok(want) =
            Interpreter::new(&compiler::pass_manager::legalize_for_reference(&original).unwrap())
                .call("main", args.clone())
        else {
            continue;
        };
        let got = run_planned(&planned, "main", &plan, args)
            .unwrap_or_else(|e| panic!("mutant {k} of {name}: {e}\n{text}"));
        for (i, (w, g)) in want.iter().zip(&got.results).enumerate() {
            assert!(
                same(w, g),
                "mutant {k} of {name}: result {i} differs from the reference\n{text}"
            );
        }
    }
    assert!(
        valid > 50,
        "only {valid} mutants verified; the mutator is too destructive"
    );
}
