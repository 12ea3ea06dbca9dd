//! Checks: the StableHLO test suite's `check` ops and the `stablehlo.custom_call @check.*` form JAX
//! exports, so that self-checking programs run on the reference path.
//!
//! The comparison rules are those of StableHLO's `stablehlo/tests/CheckOps.cpp`:
//! - `expect_eq`: elements equal as values (`-0 == +0`; a NaN equals nothing, as `APFloat`'s `==`
//!   says; complex numbers part by part).
//! - `expect_almost_eq` (tolerance `t`): `areApproximatelyEqual` of `Element.cpp`: equal values, or
//!   two NaNs, or two finite values with `|a - b| <= t` (complex numbers part by part).
//! - `expect_close` (`min_ulp..=max_ulp`): the ULP distance between the values' bit patterns (0 for
//!   identical bits and for two NaNs, the sum of both distances from zero across signs, the maximum
//!   for a non-finite value against anything else; complex numbers the larger of the parts').
//!
//! Integers compare exactly under every rule except `expect_close`, which takes only floats and
//! complex numbers (StableHLO aborts on anything else; here it is an error naming the type).

use dialect::types::ElemType;
use dialect::views::CheckRule;
use element::lane::C;

use super::tensor::{unravel, Scalar, Tensor};

/// How element `i` of a check went.
enum Verdict {
    Pass,
    /// Failed; with the ULP distance for `expect_close`.
    Fail(Option<u64>),
}

/// Formats one element of type `t` as MLIR prints it.
pub fn format_scalar(s: Scalar, t: ElemType) -> String {
    match s {
        Scalar::F(v) => dialect::attrs::format_float(v, t),
        Scalar::I(v) if t.is_bool() => (v != 0).to_string(),
        Scalar::I(v) if t == ElemType::UI64 => (v as u64).to_string(),
        Scalar::I(v) => v.to_string(),
        Scalar::C(z) => {
            let comp = t.complex_component().unwrap_or(ElemType::F64);
            format!(
                "({}, {})",
                dialect::attrs::format_float(z.re, comp),
                dialect::attrs::format_float(z.im, comp)
            )
        }
    }
}

/// `areApproximatelyEqual` of StableHLO's `Element.cpp` for two floats.
fn approx_eq(f: f64, g: f64, tolerance: f64) -> bool {
    if f == g {
        return true;
    }
    if f.is_nan() || g.is_nan() {
        return f.is_nan() && g.is_nan();
    }
    if !f.is_finite() || !g.is_finite() {
        return false;
    }
    (f - g).abs() <= tolerance
}

/// The ULP distance of two floats of type `t`, as `CheckOps.cpp` defines it.
pub fn ulp_difference(f: f64, g: f64, t: ElemType) -> u64 {
    let Some(fmt) = t.float_format() else {
        return u64::MAX;
    };
    if fmt.encode(f) == fmt.encode(g) {
        return 0;
    }
    if f.is_finite() && g.is_finite() {
        let a = fmt.encode(f.abs());
        let b = fmt.encode(g.abs());
        if f.is_sign_negative() != g.is_sign_negative() {
            return a.saturating_add(b);
        }
        return a.abs_diff(b);
    }
    if f.is_nan() && g.is_nan() {
        return 0;
    }
    u64::MAX
}

fn ulp_complex(a: C, b: C, t: ElemType) -> u64 {
    let comp = t.complex_component().unwrap_or(ElemType::F64);
    ulp_difference(a.re, b.re, comp).max(ulp_difference(a.im, b.im, comp))
}

fn judge(rule: CheckRule, a: Scalar, b: Scalar, t: ElemType) -> Verdict {
    let pass = |ok: bool| {
        if ok {
            Verdict::Pass
        } else {
            Verdict::Fail(None)
        }
    };
    match (rule, a, b) {
        (_, Scalar::I(x), Scalar::I(y)) => pass(x == y),
        (CheckRule::Eq, Scalar::F(x), Scalar::F(y)) => pass(x == y),
        (CheckRule::Eq, Scalar::C(x), Scalar::C(y)) => pass(x.re == y.re && x.im == y.im),
        (CheckRule::AlmostEq(tol), Scalar::F(x), Scalar::F(y)) => pass(approx_eq(x, y, tol)),
        (CheckRule::AlmostEq(tol), Scalar::C(x), Scalar::C(y)) => {
            pass(approx_eq(x.re, y.re, tol) && approx_eq(x.im, y.im, tol))
        }
        (CheckRule::Close { min_ulp, max_ulp }, Scalar::F(x), Scalar::F(y)) => {
            let d = ulp_difference(x, y, t);
            if d < min_ulp || d > max_ulp {
                Verdict::Fail(Some(d))
            } else {
                Verdict::Pass
            }
        }
        (CheckRule::Close { min_ulp, max_ulp }, Scalar::C(x), Scalar::C(y)) => {
            let d = ulp_complex(x, y, t);
            if d < min_ulp || d > max_ulp {
                Verdict::Fail(Some(d))
            } else {
                Verdict::Pass
            }
        }
        // Values of two domains: the verifier gives both operands one type, so this is a mismatch.
        (_, _, _) => Verdict::Fail(None),
    }
}

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
    let t = actual.elem;
    if matches!(rule, CheckRule::Close { .. }) && !(t.is_float() || t.is_complex()) {
        return Err(format!(
            "{spelling} compares floats or complex numbers by ULP distance; it does not take {t} \
             (use check.expect_eq for integers)"
        ));
    }
    let mut first = None;
    let mut failures = 0usize;
    for i in 0..actual.len() {
        let (a, b) = (Scalar::at(actual, i), Scalar::at(expected, i));
        if let Verdict::Fail(ulp) = judge(rule, a, b, t) {
            failures += 1;
            if first.is_none() {
                first = Some((i, a, b, ulp));
            }
        }
    }
    let Some((i, a, b, ulp)) = first else {
        return Ok(());
    };
    let index = unravel(&actual.shape, i);
    let rule_text = match rule {
        CheckRule::Eq => String::new(),
        CheckRule::AlmostEq(tol) => format!(" with tolerance {tol}"),
        CheckRule::Close { min_ulp, max_ulp } => {
            format!(" within {min_ulp}..={max_ulp} ULP")
        }
    };
    let ulp_text = match ulp {
        Some(u64::MAX) => ", ULP difference: unbounded (a non-finite value)".to_string(),
        Some(d) => format!(", ULP difference {d}"),
        None => String::new(),
    };
    Err(format!(
        "{spelling} failed{rule_text} at index {index:?}: {} (actual) vs {} (expected){ulp_text}; \
         {failures} of {} element(s) differ",
        format_scalar(a, t),
        format_scalar(b, t),
        actual.len()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ulp_distance_follows_check_ops() {
        // By hand: 1.0f32 is 0x3F800000, the next float up 0x3F800001.
        let next = f32::from_bits(0x3F80_0001) as f64;
        assert_eq!(ulp_difference(1.0, next, ElemType::F32), 1);
        // Across zero: the smallest subnormals on both sides are two steps apart.
        let tiny = f32::from_bits(1) as f64;
        assert_eq!(ulp_difference(tiny, -tiny, ElemType::F32), 2);
        assert_eq!(ulp_difference(0.0, -0.0, ElemType::F32), 0);
        assert_eq!(ulp_difference(f64::NAN, -f64::NAN, ElemType::F32), 0);
        assert_eq!(ulp_difference(f64::INFINITY, 1.0, ElemType::F32), u64::MAX);
        // bf16: 1.0 is 0x3F80, 1.0078125 is 0x3F81.
        assert_eq!(ulp_difference(1.0, 1.0078125, ElemType::BF16), 1);
    }

    #[test]
    fn failures_name_the_index_and_both_values() {
        let a = Tensor::floats(vec![2, 2], ElemType::F32, vec![1.0, 2.0, 3.0, 4.0]);
        let b = Tensor::floats(vec![2, 2], ElemType::F32, vec![1.0, 2.0, 3.5, 4.0]);
        let e = run_check("check.expect_eq", CheckRule::Eq, &a, &b).unwrap_err();
        assert!(e.contains("at index [1, 0]"), "{e}");
        assert!(
            e.contains("3.000000e+00 (actual) vs 3.500000e+00 (expected)"),
            "{e}"
        );
        assert!(run_check("check.expect_almost_eq", CheckRule::AlmostEq(0.5), &a, &b).is_ok());
        let nan = Tensor::floats(vec![1], ElemType::F32, vec![f64::NAN]);
        // APFloat's `==`: a NaN equals nothing, but two NaNs are "almost equal".
        assert!(run_check("check.expect_eq", CheckRule::Eq, &nan, &nan).is_err());
        assert!(run_check(
            "check.expect_almost_eq",
            CheckRule::AlmostEq(0.0),
            &nan,
            &nan
        )
        .is_ok());
        let close = CheckRule::Close {
            min_ulp: 0,
            max_ulp: 3,
        };
        let e = run_check("check.expect_close", close, &a, &b).unwrap_err();
        assert!(e.contains("ULP difference 2097152"), "{e}");
    }
}
