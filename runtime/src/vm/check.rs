//! Run-time checks: the StableHLO interpreter's `check` dialect (`stablehlo/tests/CheckOps.cpp`)
//! evaluated by the VM, so that a compiled test program checks itself.
//!
//! Equality compares values (`-0 == +0`; NaN matches NaN, as the check views of the dialect define
//! it); `expect_almost_eq` allows an absolute difference (`areApproximatelyEqual` of the
//! interpreter's `Element.cpp`: infinities only match themselves, NaN matches NaN);
//! `expect_close` measures the ULP distance of the interpreter's `ULPDifference` (the distance of
//! the bit patterns of the magnitudes, their sum across signs, 0 between NaNs, the largest value
//! between a finite and a non-finite value). Complex numbers compare part by part (the larger ULP
//! distance of the two parts). Integers and booleans compare exactly under every rule.

use element::lane::{Lane, C};
use element::ElemType;

use super::bytecode::{CheckRule, TensorType};
use crate::kernel::storage;

/// The outcome of one element's comparison: `None` when it passes, else the measure that failed
/// (the difference or ULP distance, when the rule has one).
type Verdict = Option<Option<String>>;

/// The ULP distance of two values of float type `t` (`ULPDifference` of `CheckOps.cpp`).
pub fn ulp_difference(t: ElemType, a: f64, b: f64) -> u64 {
    let Some(fmt) = t.float_format() else {
        return if a == b { 0 } else { u64::MAX };
    };
    let bits = |v: f64| fmt.encode(v);
    if bits(a) == bits(b) {
        return 0;
    }
    if a.is_finite() && b.is_finite() {
        let (x, y) = (bits(a.abs()), bits(b.abs()));
        return if a.is_sign_negative() != b.is_sign_negative() {
            x.saturating_add(y)
        } else {
            x.abs_diff(y)
        };
    }
    if a.is_nan() && b.is_nan() {
        return 0;
    }
    u64::MAX
}

/// `areApproximatelyEqual` of the interpreter's `Element.cpp`.
pub fn almost_equal(a: f64, b: f64, tolerance: f64) -> bool {
    if a == b {
        return true;
    }
    if a.is_nan() || b.is_nan() {
        return a.is_nan() == b.is_nan();
    }
    if !a.is_finite() || !b.is_finite() {
        return false;
    }
    (a - b).abs() <= tolerance
}

fn float_verdict(rule: CheckRule, t: ElemType, a: f64, b: f64) -> Verdict {
    match rule {
        CheckRule::Eq => (!(a == b || a.is_nan() && b.is_nan())).then_some(None),
        CheckRule::AlmostEq { tolerance } => (!almost_equal(a, b, tolerance))
            .then(|| Some(format!("{} apart (tolerance {tolerance})", (a - b).abs()))),
        CheckRule::Close { min_ulp, max_ulp } => {
            let d = ulp_difference(t, a, b);
            (d < min_ulp || d > max_ulp).then(|| Some(ulp_text(d, min_ulp, max_ulp)))
        }
    }
}

fn ulp_text(d: u64, min_ulp: u64, max_ulp: u64) -> String {
    let d = if d == u64::MAX {
        "an unbounded number of".to_string()
    } else {
        d.to_string()
    };
    format!("{d} ULP apart (allowed {min_ulp}..={max_ulp})")
}

fn complex_verdict(rule: CheckRule, t: ElemType, a: C, b: C) -> Verdict {
    let part = t.complex_component().unwrap_or(ElemType::F64);
    match rule {
        CheckRule::Close { min_ulp, max_ulp } => {
            let d = ulp_difference(part, a.re, b.re).max(ulp_difference(part, a.im, b.im));
            (d < min_ulp || d > max_ulp).then(|| Some(ulp_text(d, min_ulp, max_ulp)))
        }
        CheckRule::Eq | CheckRule::AlmostEq { .. } => {
            float_verdict(rule, part, a.re, b.re).or_else(|| float_verdict(rule, part, a.im, b.im))
        }
    }
}

fn show(t: ElemType, l: &Lane, i: usize) -> String {
    match l {
        Lane::F32(v) => format!("{}", v[i]),
        Lane::F(v) => format!("{}", v[i]),
        Lane::I(v) if t == ElemType::I1 => format!("{}", v[i] != 0),
        Lane::I(v) if t == ElemType::UI64 => format!("{}", v[i] as u64),
        Lane::I(v) => format!("{}", v[i]),
        Lane::C(v) => format!("({}, {})", v[i].re, v[i].im),
    }
}

fn index_of(shape: &[u64], mut lin: u64) -> String {
    let mut idx = vec![0u64; shape.len()];
    for d in (0..shape.len()).rev() {
        let s = shape[d].max(1);
        idx[d] = lin % s;
        lin /= s;
    }
    format!("{idx:?}")
}

/// Compares `actual` with `expected` (both the bytes of a tensor of type `ty`) under `rule`.
/// `Err` describes the first element that differs: its linear index and index, both values, the
/// measure that failed, and how many elements differ in all.
pub fn check(
    rule: CheckRule,
    ty: &TensorType,
    actual: &[u8],
    expected: &[u8],
) -> Result<(), String> {
    let n = ty.elements() as usize;
    let t = ty.dtype;
    let a = storage::load_bytes(actual, t, n)?;
    let e = storage::load_bytes(expected, t, n)?;
    let verdict = |i: usize| -> Verdict {
        match (&a, &e) {
            (Lane::F32(x), Lane::F32(y)) => float_verdict(rule, t, x[i] as f64, y[i] as f64),
            (Lane::F(x), Lane::F(y)) => float_verdict(rule, t, x[i], y[i]),
            (Lane::C(x), Lane::C(y)) => complex_verdict(rule, t, x[i], y[i]),
            (Lane::I(x), Lane::I(y)) => (x[i] != y[i]).then_some(None),
            _ => Some(Some("values of different domains".into())),
        }
    };
    let mut first = None;
    let mut count = 0usize;
    for i in 0..n {
        if let Some(why) = verdict(i) {
            count += 1;
            if first.is_none() {
                first = Some((i, why));
            }
        }
    }
    let Some((i, why)) = first else {
        return Ok(());
    };
    let mut msg = format!(
        "element {i} (index {}) is {}, expected {}",
        index_of(&ty.shape, i as u64),
        show(t, &a, i),
        show(t, &e, i)
    );
    if let Some(w) = why {
        msg.push_str(&format!(", {w}"));
    }
    msg.push_str(&format!(" ({count} of {n} elements differ)"));
    Err(msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(dtype: ElemType, n: u64) -> TensorType {
        TensorType {
            dtype,
            shape: vec![n],
        }
    }

    fn f32s(v: &[f32]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    /// ULP distances as `CheckOps.cpp` defines them, counted by hand on the bit patterns.
    #[test]
    fn ulp_distances_follow_the_interpreter() {
        let next = f32::from_bits(1.0f32.to_bits() + 3);
        assert_eq!(ulp_difference(ElemType::F32, 1.0, next as f64), 3);
        // Across zero: the smallest subnormals on both sides are two apart.
        let tiny = f32::from_bits(1) as f64;
        assert_eq!(ulp_difference(ElemType::F32, tiny, -tiny), 2);
        assert_eq!(ulp_difference(ElemType::F32, 0.0, -0.0), 0);
        assert_eq!(ulp_difference(ElemType::F32, f64::NAN, -f64::NAN), 0);
        assert_eq!(ulp_difference(ElemType::F32, f64::INFINITY, 1.0), u64::MAX);
        // bf16: 1.0 is 0x3F80, 1.0078125 is 0x3F81.
        assert_eq!(ulp_difference(ElemType::BF16, 1.0, 1.0078125), 1);
        // f16: 1.0 is 0x3C00, 1.001953125 is 0x3C02.
        assert_eq!(ulp_difference(ElemType::F16, 1.0, 1.001953125), 2);
    }

    #[test]
    fn rules_pass_and_fail_as_the_interpreter_does() {
        let t = ty(ElemType::F32, 3);
        let a = f32s(&[1.0, f32::NAN, -0.0]);
        assert!(check(CheckRule::Eq, &t, &a, &f32s(&[1.0, f32::NAN, 0.0])).is_ok());
        let e = check(CheckRule::Eq, &t, &a, &f32s(&[1.0, f32::NAN, 2.0])).unwrap_err();
        assert!(e.contains("element 2 (index [2]) is -0, expected 2"), "{e}");
        assert!(e.contains("1 of 3 elements differ"), "{e}");
        let tol = CheckRule::AlmostEq { tolerance: 1e-3 };
        assert!(check(tol, &t, &a, &f32s(&[1.0005, f32::NAN, 0.0009])).is_ok());
        assert!(check(tol, &t, &a, &f32s(&[1.002, f32::NAN, 0.0])).is_err());
        let inf = f32s(&[f32::INFINITY]);
        assert!(check(tol, &ty(ElemType::F32, 1), &inf, &f32s(&[1e30])).is_err());
        let close = CheckRule::Close {
            min_ulp: 0,
            max_ulp: 3,
        };
        let b = f32s(&[f32::from_bits(1.0f32.to_bits() + 4)]);
        let e = check(close, &ty(ElemType::F32, 1), &f32s(&[1.0]), &b).unwrap_err();
        assert!(e.contains("4 ULP apart (allowed 0..=3)"), "{e}");
        // Integers compare exactly, whatever the rule.
        let i = ty(ElemType::I32, 2);
        let x: Vec<u8> = [1i32, -2].iter().flat_map(|v| v.to_le_bytes()).collect();
        let y: Vec<u8> = [1i32, -3].iter().flat_map(|v| v.to_le_bytes()).collect();
        assert!(check(close, &i, &x, &x).is_ok());
        let e = check(tol, &i, &x, &y).unwrap_err();
        assert!(e.contains("is -2, expected -3"), "{e}");
        // Complex: part by part.
        let c = ty(ElemType::C64, 1);
        let z = f32s(&[1.0, 2.0]);
        assert!(check(CheckRule::Eq, &c, &z, &f32s(&[1.0, 2.0])).is_ok());
        let e = check(CheckRule::Eq, &c, &z, &f32s(&[1.0, 2.5])).unwrap_err();
        assert!(e.contains("is (1, 2), expected (1, 2.5)"), "{e}");
    }
}
