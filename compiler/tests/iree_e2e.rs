//! IREE's end-to-end StableHLO tests (`tests/iree-e2e/`, copied from iree-org/iree's
//! `tests/e2e/stablehlo_ops`, `tests/e2e/regression` and `tests/e2e/stablehlo_models` with its
//! Apache-2.0 licence; `tests/iree-e2e/README.md` says which commit), run as written on three
//! paths: `ref` (the reference interpreter), and the compiled path with the JIT (`jit`) and without
//! it (`nojit`). The check tests (IREE's `iree_check_test`s: `util.unfoldable_constant`,
//! `check.expect_*` in IREE's syntax) run every public function without arguments; the model tests
//! (IREE's lit tests, `iree-run-mlir ... | FileCheck`) run with their RUN line's inputs and their
//! printed results are FileChecked. The runner is `common/suite.rs`, shared with the StableHLO
//! interpreter suite.
//!
//! `tests/iree-e2e/NOT_PASSING` lists what does not pass, with the reason; the runner fails when a
//! listed entry passes or an unlisted one fails. `IREE_E2E_LIST=1` prints today's failures in the
//! list's format and the counts per path.
//!
//! Beside the suite, `wrong expectation fails [PATH]` checks that a deliberately wrong expectation
//! in IREE's form fails on each path (so a passing suite means something), and that a model test's
//! FileCheck rejects a wrong printed value.

#[path = "common/suite.rs"]
mod suite;

use libtest_mimic::{Failed, Trial};

/// Check tests in IREE's form: two whose expectation is wrong in one element (5.0 where |-4.0| is
/// 4.0; 5 where 2 + 2 is 4) and one that is right.
const WRONG: &str = r#"
func.func @wrong() {
  %input = util.unfoldable_constant dense<[-1.0, -2.0, 3.0, -4.0]> : tensor<4xf32>
  %result = "stablehlo.abs"(%input) : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 2.0, 3.0, 5.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @wrong_eq() {
  %input = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %result = "stablehlo.add"(%input, %input) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const(%result, dense<[2, 5]> : tensor<2xi32>) : tensor<2xi32>
  return
}

func.func @right() {
  %input = util.unfoldable_constant dense<[-1.0, -2.0, 3.0, -4.0]> : tensor<4xf32>
  %result = "stablehlo.abs"(%input) : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%result, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}
"#;

/// A model test in IREE's lit form whose CHECK line expects a wrong value.
const WRONG_MODEL: &str = r#"// RUN: iree-run-mlir --Xcompiler,iree-input-type=stablehlo %s --input=2xf32=1,-2 | FileCheck %s
// CHECK-LABEL: EXEC @main
// CHECK: 2xf32=1 3
func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.abs %arg0 : tensor<2xf32>
  return %0 : tensor<2xf32>
}
"#;

fn wrong_expectation(path: &'static str) -> Result<(), Failed> {
    let out = suite::run_text(WRONG, "wrong.mlir", path);
    let get = |f: &str| {
        out.get(&format!("wrong.mlir @{f}"))
            .cloned()
            .ok_or_else(|| Failed::from(format!("@{f} did not run: {out:?}")))
    };
    for f in ["wrong", "wrong_eq"] {
        match get(f)? {
            None => return Err(format!("@{f} passed on {path} with a wrong expectation").into()),
            Some(e) if !e.contains("expect") && !e.contains("check") => {
                return Err(format!("@{f} failed on {path}, but not by its check: {e}").into())
            }
            Some(_) => {}
        }
    }
    if let Some(e) = get("right")? {
        return Err(format!("@right failed on {path}: {e}").into());
    }
    // The model form: the wrong CHECK line fails, the right one passes.
    let out = suite::run_text(WRONG_MODEL, "wrong_model.mlir", path);
    match out.get("wrong_model.mlir @main") {
        Some(Some(e)) if e.starts_with("FileCheck") => {}
        other => {
            return Err(format!("the wrong CHECK line did not fail on {path}: {other:?}").into())
        }
    }
    let right = WRONG_MODEL.replace("2xf32=1 3", "2xf32=1 2");
    let out = suite::run_text(&right, "right_model.mlir", path);
    match out.get("right_model.mlir @main") {
        Some(None) => Ok(()),
        other => Err(format!("the right CHECK line did not pass on {path}: {other:?}").into()),
    }
}

fn main() {
    let extra = suite::PATHS
        .iter()
        .map(|&path| {
            Trial::test(format!("wrong expectation fails [{path}]"), move || {
                wrong_expectation(path)
            })
        })
        .collect();
    suite::Suite {
        dir: "tests/iree-e2e",
        list_env: "IREE_E2E_LIST",
    }
    .main(extra);
}
