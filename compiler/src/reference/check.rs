//! Checks: the StableHLO test suite's `check` ops and the `stablehlo.custom_call @check.*` form JAX
//! exports, so that self-checking programs run on the reference path. The comparison rules live in
//! [`element::check`], shared with the VM.

use dialect::views::CheckRule;

use super::tensor::Tensor;

/// Runs a check of `actual` against `expected`. The error says what failed: the check's spelling,
/// the first failing index, both values (and the ULP distance for `expect_close`) and how many
/// elements differ.
pub fn run_check(
    spelling: &str,
    rule: CheckRule,
    actual: &Tensor,
    expected: &Tensor,
) -> Result<(), String> {
    if actual.shape != expected.shape || actual.elem != expected.elem {
        return Err(format!(
            "{spelling}: the actual value has type {} but the expected value has type {}",
            actual.ty(),
            expected.ty()
        ));
    }
    element::check::check(
        rule,
        actual.elem,
        &actual.shape,
        &actual.data,
        &expected.data,
    )
    .map_err(|e| format!("{spelling} {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use dialect::types::ElemType;

    #[test]
    fn failures_name_the_check_the_index_and_both_values() {
        let a = Tensor::floats(vec![2, 2], ElemType::F32, vec![1.0, 2.0, 3.0, 4.0]);
        let b = Tensor::floats(vec![2, 2], ElemType::F32, vec![1.0, 2.0, 3.5, 4.0]);
        let e = run_check("check.expect_eq", CheckRule::Eq, &a, &b).unwrap_err();
        assert!(
            e.starts_with("check.expect_eq failed at index [1, 0]: 3.000000e+00 (actual) vs 3.500000e+00 (expected)"),
            "{e}"
        );
        let c = Tensor::floats(vec![2], ElemType::F32, vec![1.0, 2.0]);
        let e = run_check("check.expect_eq", CheckRule::Eq, &a, &c).unwrap_err();
        assert!(e.contains("has type tensor<2x2xf32>"), "{e}");
    }
}
