//! Checks: the comparison rules of the StableHLO interpreter's `check` dialect
//! (`stablehlo/tests/CheckOps.cpp`), in one place for the reference interpreter and the VM, so that
//! a self-checking program passes or fails the same way on both paths.
//!
//! - `Eq`: elements equal as values, as `Element`'s `!=` says (APFloat's `==`: `-0 == +0`, a NaN
//!   equals nothing; complex numbers part by part; integers exactly).
//! - `AlmostEq { tolerance }`: `areApproximatelyEqual` of `Element.cpp`: equal values, or two NaNs,
//!   or two finite values with `|a - b| <= tolerance` (complex numbers part by part).
//! - `Close { min_ulp, max_ulp }`: `ULPDifference` of `CheckOps.cpp`: 0 for identical bits and for
//!   two NaNs, the sum of both distances from zero across signs, the largest value for a non-finite
//!   value against anything else; complex numbers the larger of the parts' distances. It takes
//!   floats and complex numbers only (StableHLO aborts on anything else; here it is an error).
//!
//! Integers and booleans compare exactly under `Eq` and `AlmostEq`.

use crate::float_text::format_float;
use crate::lane::{Lane, C};
use crate::types::ElemType;

/// How a check compares its values.
#[derive(Clone, Copy, Debug)]
pub enum CheckRule {
    /// Equal values.
    Eq,
    /// Floats (each part of a complex number) at most `tolerance` apart.
    AlmostEq {
        /// The largest difference allowed.
        tolerance: f64,
    },
    /// Floats (each part of a complex number) within `atol + rtol * |expected|` of the expected
    /// value (IREE's `expect_almost_eq` with `atol` and `rtol`, numpy's `allclose`).
    AllClose {
        /// The absolute tolerance.
        atol: f64,
        /// The tolerance relative to the expected value.
        rtol: f64,
    },
    /// Floats (each part of a complex number) whose ULP distance lies in `min_ulp..=max_ulp`.
    Close {
        /// `min_ulp_difference`.
        min_ulp: u64,
        /// `max_ulp_difference`.
        max_ulp: u64,
    },
    /// Every value differs from the expected one (IREE's `expect_true` and `expect_all_true`:
    /// every element differs from zero).
    Ne,
}

impl PartialEq for CheckRule {
    /// Tolerances compare by their bits, so the relation is an equivalence (as `Eq` needs).
    fn eq(&self, other: &CheckRule) -> bool {
        match (self, other) {
            (CheckRule::Eq, CheckRule::Eq) | (CheckRule::Ne, CheckRule::Ne) => true,
            (CheckRule::AlmostEq { tolerance: a }, CheckRule::AlmostEq { tolerance: b }) => {
                a.to_bits() == b.to_bits()
            }
            (
                CheckRule::Close {
                    min_ulp: a,
                    max_ulp: b,
                },
                CheckRule::Close {
                    min_ulp: c,
                    max_ulp: d,
                },
            ) => a == c && b == d,
            (
                CheckRule::AllClose { atol: a, rtol: b },
                CheckRule::AllClose { atol: c, rtol: d },
            ) => a.to_bits() == c.to_bits() && b.to_bits() == d.to_bits(),
            (
                CheckRule::Eq
                | CheckRule::Ne
                | CheckRule::AlmostEq { .. }
                | CheckRule::Close { .. }
                | CheckRule::AllClose { .. },
                _,
            ) => false,
        }
    }
}

impl Eq for CheckRule {}

/// The ULP distance of two floats of type `t` (`ULPDifference` of `CheckOps.cpp`); the largest
/// value for a type that is not a float.
pub fn ulp_difference(t: ElemType, a: f64, b: f64) -> u64 {
    let Some(fmt) = t.float_format() else {
        return u64::MAX;
    };
    if fmt.encode(a) == fmt.encode(b) {
        return 0;
    }
    if a.is_finite() && b.is_finite() {
        let (x, y) = (fmt.encode(a.abs()), fmt.encode(b.abs()));
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

/// `areApproximatelyEqual` of StableHLO's `Element.cpp` for two floats.
pub fn almost_equal(a: f64, b: f64, tolerance: f64) -> bool {
    if a == b {
        return true;
    }
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if !a.is_finite() || !b.is_finite() {
        return false;
    }
    (a - b).abs() <= tolerance
}

/// IREE's `expect_almost_eq` condition for two floats, `|a - b| <= atol + rtol * |b|` (`b` the
/// expected value), with NaN equal to NaN and an infinity equal only to itself, as in
/// [`almost_equal`].
pub fn all_close(a: f64, b: f64, atol: f64, rtol: f64) -> bool {
    if a == b {
        return true;
    }
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if !a.is_finite() || !b.is_finite() {
        return false;
    }
    (a - b).abs() <= atol + rtol * b.abs()
}

/// One element, read from a lane.
#[derive(Clone, Copy)]
enum Scalar {
    F(f64),
    I(i64),
    C(C),
}

fn at(l: &Lane, i: usize) -> Scalar {
    match l {
        Lane::F32(v) => Scalar::F(v[i] as f64),
        Lane::F(v) => Scalar::F(v[i]),
        Lane::I(v) => Scalar::I(v[i]),
        Lane::C(v) => Scalar::C(v[i]),
    }
}

/// Formats one element of type `t` as MLIR prints it.
fn show(s: Scalar, t: ElemType) -> String {
    match s {
        Scalar::F(v) => format_float(v, t),
        Scalar::I(v) if t.is_bool() => (v != 0).to_string(),
        Scalar::I(v) if t == ElemType::UI64 => (v as u64).to_string(),
        Scalar::I(v) => v.to_string(),
        Scalar::C(z) => {
            let part = t.complex_component().unwrap_or(ElemType::F64);
            format!(
                "({}, {})",
                format_float(z.re, part),
                format_float(z.im, part)
            )
        }
    }
}

/// How element `i` went: `None` when it passes, else the ULP distance for `Close` (or `None`).
fn verdict(rule: CheckRule, t: ElemType, a: Scalar, b: Scalar) -> Result<Option<Option<u64>>, ()> {
    let fail = |ok: bool| if ok { None } else { Some(None) };
    let part = t.complex_component().unwrap_or(t);
    let close =
        |d: u64, min_ulp: u64, max_ulp: u64| (d < min_ulp || d > max_ulp).then_some(Some(d));
    Ok(match (rule, a, b) {
        (
            CheckRule::Eq | CheckRule::AlmostEq { .. } | CheckRule::AllClose { .. },
            Scalar::I(x),
            Scalar::I(y),
        ) => fail(x == y),
        (CheckRule::Eq, Scalar::F(x), Scalar::F(y)) => fail(x == y),
        (CheckRule::Ne, Scalar::I(x), Scalar::I(y)) => fail(x != y),
        (CheckRule::Ne, Scalar::F(x), Scalar::F(y)) => fail(x != y),
        (CheckRule::Ne, Scalar::C(x), Scalar::C(y)) => fail(x.re != y.re || x.im != y.im),
        (CheckRule::Eq, Scalar::C(x), Scalar::C(y)) => fail(x.re == y.re && x.im == y.im),
        (CheckRule::AlmostEq { tolerance }, Scalar::F(x), Scalar::F(y)) => {
            fail(almost_equal(x, y, tolerance))
        }
        (CheckRule::AlmostEq { tolerance }, Scalar::C(x), Scalar::C(y)) => {
            fail(almost_equal(x.re, y.re, tolerance) && almost_equal(x.im, y.im, tolerance))
        }
        (CheckRule::AllClose { atol, rtol }, Scalar::F(x), Scalar::F(y)) => {
            fail(all_close(x, y, atol, rtol))
        }
        (CheckRule::AllClose { atol, rtol }, Scalar::C(x), Scalar::C(y)) => {
            fail(all_close(x.re, y.re, atol, rtol) && all_close(x.im, y.im, atol, rtol))
        }
        (CheckRule::Close { min_ulp, max_ulp }, Scalar::F(x), Scalar::F(y)) => {
            close(ulp_difference(t, x, y), min_ulp, max_ulp)
        }
        (CheckRule::Close { min_ulp, max_ulp }, Scalar::C(x), Scalar::C(y)) => {
            let d = ulp_difference(part, x.re, y.re).max(ulp_difference(part, x.im, y.im));
            close(d, min_ulp, max_ulp)
        }
        (
            CheckRule::Eq
            | CheckRule::Ne
            | CheckRule::AlmostEq { .. }
            | CheckRule::Close { .. }
            | CheckRule::AllClose { .. },
            Scalar::F(_) | Scalar::I(_) | Scalar::C(_),
            Scalar::F(_) | Scalar::I(_) | Scalar::C(_),
        ) => return Err(()),
    })
}

fn unravel(shape: &[usize], mut lin: usize) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        let s = shape[d].max(1);
        idx[d] = lin % s;
        lin /= s;
    }
    idx
}

/// Compares `actual` with `expected`, two tensors of type `t` and shape `shape` held in lanes of
/// `t`'s domain, under `rule`. The error (to be prefixed with the check's spelling) says how it
/// failed: the first failing index, both values as MLIR prints them (and the ULP distance for
/// `Close`), and how many elements differ in all.
pub fn check(
    rule: CheckRule,
    t: ElemType,
    shape: &[usize],
    actual: &Lane,
    expected: &Lane,
) -> Result<(), String> {
    let n: usize = shape.iter().product();
    if actual.len() != n || expected.len() != n {
        return Err(format!(
            "compares {} and {} values for a tensor of {n} elements",
            actual.len(),
            expected.len()
        ));
    }
    let mut c = Checker::new(rule, t, shape)?;
    c.compare(actual, expected)?;
    c.finish()
}

/// A check over a tensor given a run of elements at a time (row-major order), so that a caller
/// holding the tensors in memory of another form (device buffers) never needs both whole in
/// lanes: [`Checker::compare`] each run in order, then [`Checker::finish`] gives what [`check`]
/// gives for the whole tensor.
pub struct Checker<'s> {
    rule: CheckRule,
    t: ElemType,
    shape: &'s [usize],
    /// Elements of the tensor.
    n: usize,
    /// Elements compared so far.
    seen: usize,
    first: Option<(usize, Scalar, Scalar, Option<u64>)>,
    failures: usize,
}

impl<'s> Checker<'s> {
    /// A check of a tensor of type `t` and shape `shape` under `rule`; an error when the rule
    /// does not take the type (`Close` of integers).
    pub fn new(rule: CheckRule, t: ElemType, shape: &'s [usize]) -> Result<Checker<'s>, String> {
        if matches!(rule, CheckRule::Close { .. }) && !(t.is_float() || t.is_complex()) {
            return Err(format!(
                "compares floats or complex numbers by ULP distance; it does not take {t} (use \
                 check.expect_eq for integers)"
            ));
        }
        Ok(Checker {
            rule,
            t,
            shape,
            n: shape.iter().product(),
            seen: 0,
            first: None,
            failures: 0,
        })
    }

    /// Compares the next run of elements: `actual` and `expected` hold the same number of them.
    pub fn compare(&mut self, actual: &Lane, expected: &Lane) -> Result<(), String> {
        let len = actual.len();
        if expected.len() != len || self.seen + len > self.n {
            return Err(format!(
                "compares {} and {} values after {} for a tensor of {} elements",
                len,
                expected.len(),
                self.seen,
                self.n
            ));
        }
        let t = self.t;
        for i in 0..len {
            let (a, b) = (at(actual, i), at(expected, i));
            let v = verdict(self.rule, t, a, b)
                .map_err(|()| format!("compares values of two domains as {t}"))?;
            if let Some(ulp) = v {
                self.failures += 1;
                if self.first.is_none() {
                    self.first = Some((self.seen + i, a, b, ulp));
                }
            }
        }
        self.seen += len;
        Ok(())
    }

    /// The outcome, once every element was compared.
    pub fn finish(self) -> Result<(), String> {
        let (rule, t, n) = (self.rule, self.t, self.n);
        if self.seen != n {
            return Err(format!(
                "compares {} values for a tensor of {n} elements",
                self.seen
            ));
        }
        let Some((i, a, b, ulp)) = self.first else {
            return Ok(());
        };
        let rule_text = match rule {
            CheckRule::Eq => String::new(),
            CheckRule::Ne => " (the values must differ)".to_string(),
            CheckRule::AlmostEq { tolerance } => format!(" with tolerance {tolerance}"),
            CheckRule::AllClose { atol, rtol } => format!(" with atol {atol}, rtol {rtol}"),
            CheckRule::Close { min_ulp, max_ulp } => format!(" within {min_ulp}..={max_ulp} ULP"),
        };
        let ulp_text = match ulp {
            Some(u64::MAX) => ", ULP difference: unbounded (a non-finite value)".to_string(),
            Some(d) => format!(", ULP difference {d}"),
            None => String::new(),
        };
        let failing = match rule {
            CheckRule::Ne => "equal the expected value",
            CheckRule::Eq
            | CheckRule::AlmostEq { .. }
            | CheckRule::AllClose { .. }
            | CheckRule::Close { .. } => "differ",
        };
        Err(format!(
            "failed{rule_text} at index {:?}: {} (actual) vs {} (expected){ulp_text}; {} of \
             {n} element(s) {failing}",
            unravel(self.shape, i),
            show(a, t),
            show(b, t),
            self.failures,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(v: &[f32]) -> Lane {
        Lane::F32(v.to_vec())
    }

    /// IREE's condition, by hand: |a - b| <= atol + rtol * |b|, with `b` the expected value.
    #[test]
    fn all_close_is_relative_to_the_expected_value() {
        assert!(all_close(1003.5, 1002.0, 0.01, 0.002)); // 1.5 <= 2.014
        assert!(!all_close(1003.5, 1002.0, 0.01, 0.001)); // 1.5 > 1.012
        assert!(!all_close(1002.0, 1003.5, 0.01, 0.001)); // 1.5 > 1.0135
        assert!(all_close(1.0, 1.00005, 1e-4, 0.0));
        assert!(all_close(f64::NAN, f64::NAN, 0.0, 0.0));
        assert!(!all_close(f64::NAN, 1.0, 1.0, 1.0));
        assert!(!all_close(f64::INFINITY, 1e300, 1e300, 1.0));
        assert!(all_close(f64::NEG_INFINITY, f64::NEG_INFINITY, 0.0, 0.0));
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
        let t = ElemType::F32;
        let a = f32s(&[1.0, 2.0, -0.0]);
        assert!(check(CheckRule::Eq, t, &[3], &a, &f32s(&[1.0, 2.0, 0.0])).is_ok());
        let e = check(CheckRule::Eq, t, &[3], &a, &f32s(&[1.0, 2.0, 2.0])).unwrap_err();
        assert!(
            e.contains("at index [2]: -0.000000e+00 (actual) vs 2.000000e+00 (expected)"),
            "{e}"
        );
        assert!(e.contains("1 of 3 element(s) differ"), "{e}");
        // APFloat's `==`: a NaN equals nothing, but two NaNs are "almost equal".
        let nan = f32s(&[f32::NAN]);
        assert!(check(CheckRule::Eq, t, &[1], &nan, &nan).is_err());
        let tol = CheckRule::AlmostEq { tolerance: 1e-3 };
        assert!(check(tol, t, &[1], &nan, &nan).is_ok());
        assert!(check(tol, t, &[3], &a, &f32s(&[1.0005, 2.0, 0.0009])).is_ok());
        assert!(check(tol, t, &[3], &a, &f32s(&[1.002, 2.0, 0.0])).is_err());
        assert!(check(tol, t, &[1], &f32s(&[f32::INFINITY]), &f32s(&[1e30])).is_err());
        let close = CheckRule::Close {
            min_ulp: 0,
            max_ulp: 3,
        };
        let b = f32s(&[f32::from_bits(1.0f32.to_bits() + 4)]);
        let e = check(close, t, &[1], &f32s(&[1.0]), &b).unwrap_err();
        assert!(e.contains("within 0..=3 ULP"), "{e}");
        assert!(e.contains("ULP difference 4"), "{e}");
        // Integers compare exactly; expect_close does not take them.
        let (x, y) = (Lane::I(vec![1, -2]), Lane::I(vec![1, -3]));
        let e = check(tol, ElemType::I32, &[2, 1], &x, &y).unwrap_err();
        assert!(
            e.contains("at index [1, 0]: -2 (actual) vs -3 (expected)"),
            "{e}"
        );
        assert!(check(close, ElemType::I32, &[2], &x, &x).is_err());
        // Complex: part by part.
        let z = Lane::C(vec![C::new(1.0, 2.0)]);
        assert!(check(CheckRule::Eq, ElemType::C64, &[1], &z, &z).is_ok());
        let w = Lane::C(vec![C::new(1.0, 2.5)]);
        let e = check(CheckRule::Eq, ElemType::C64, &[1], &z, &w).unwrap_err();
        assert!(
            e.contains("(1.000000e+00, 2.000000e+00) (actual) vs (1.000000e+00, 2.500000e+00)"),
            "{e}"
        );
    }

    /// Compared a run at a time, a tensor gives what it gives whole: the first failing index
    /// counted across runs (here in the third run), the count of all failures, and a run past
    /// the tensor's end or a missing run is an error.
    #[test]
    fn runs_compare_as_the_whole_tensor() {
        let t = ElemType::F32;
        let shape = [2, 5];
        let a: Vec<f32> = (0..10).map(|i| i as f32).collect();
        let mut e = a.clone();
        e[7] = 70.0;
        e[9] = 90.0;
        let whole = check(CheckRule::Eq, t, &shape, &f32s(&a), &f32s(&e)).unwrap_err();
        assert!(
            whole.contains("at index [1, 2]: 7.000000e+00 (actual)"),
            "{whole}"
        );
        assert!(whole.contains("2 of 10 element(s) differ"), "{whole}");
        let mut c = Checker::new(CheckRule::Eq, t, &shape).unwrap();
        for (x, y) in a.chunks(3).zip(e.chunks(3)) {
            c.compare(&f32s(x), &f32s(y)).unwrap();
        }
        assert_eq!(c.finish().unwrap_err(), whole);
        let mut c = Checker::new(CheckRule::Eq, t, &shape).unwrap();
        c.compare(&f32s(&a[..4]), &f32s(&a[..4])).unwrap();
        assert!(c
            .finish()
            .unwrap_err()
            .contains("compares 4 values for a tensor of 10"));
        let mut c = Checker::new(CheckRule::Eq, t, &shape).unwrap();
        c.compare(&f32s(&a), &f32s(&a)).unwrap();
        assert!(c.compare(&f32s(&a[..1]), &f32s(&a[..1])).is_err());
    }
}
