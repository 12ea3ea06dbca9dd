//! `chlo-legalize-to-stablehlo` against independent values: each CHLO op is decomposed, the result
//! is verified and run on the reference interpreter, and compared with values computed by SciPy or
//! NumPy (the source is named at each table), with the StableHLO suite's tolerances (`expect_close`:
//! at most 3 ULP; `expect_almost_eq`: absolute difference at most 1e-3).
//!
//! `stablehlo_testdata` (ignored; it needs StableHLO's testdata directory, which is not part of the
//! repository) measures the decompositions on the JAX-exported programs of StableHLO's suite:
//! `CHLO_TESTDATA=/path/to/stablehlo/testdata cargo test --release -p compiler --test
//! chlo_decompositions -- --ignored --nocapture`.

// The expected values are SciPy's, digit for digit, even where one happens to equal pi/2 or ln 2.
#![allow(clippy::approx_constant)]

use std::collections::HashMap;

use compiler::pass_manager::Pass;
use compiler::passes::chlo_legalize_to_stablehlo::ChloLegalizeToStablehlo;
use compiler::reference::tensor::Tensor;
use compiler::reference::Interpreter;
use dialect::float_format::float_bits;
use dialect::ir::Module;
use dialect::ops::OpKind;
use dialect::types::ElemType;

/// Parses `src`, runs the pass and the verifier; panics with the diagnostics on failure.
fn legalize(src: &str) -> Module {
    let (m, d) = dialect::parser::parse(src);
    assert!(d.is_empty(), "parse: {d:?}");
    let mut m = m.expect("module");
    let d = ChloLegalizeToStablehlo.run(&mut m);
    assert!(d.is_empty(), "pass: {d:?}");
    let d = dialect::verifier::verify(&m);
    assert!(d.is_empty(), "verify: {d:?}");
    let mut chlo_left = 0;
    m.walk(m.top, &mut |op| {
        if matches!(m.ops[op].kind(), Some(OpKind::Chlo(_))) {
            chlo_left += 1;
        }
    });
    assert_eq!(chlo_left, 0, "CHLO ops left after the pass");
    m
}

/// ULP distance as StableHLO's `check.expect_close` counts it.
fn ulp_difference(f: f64, g: f64, e: ElemType) -> u64 {
    if f.is_nan() && g.is_nan() {
        return 0;
    }
    if float_bits(f, e) == float_bits(g, e) {
        return 0;
    }
    if f.is_finite() && g.is_finite() {
        let a = float_bits(f.abs(), e);
        let b = float_bits(g.abs(), e);
        if f.is_sign_negative() != g.is_sign_negative() {
            return a + b;
        }
        return a.abs_diff(b);
    }
    u64::MAX
}

/// `check.expect_almost_eq` with tolerance `tol` as StableHLO evaluates it.
fn almost_eq(f: f64, g: f64, tol: f64) -> bool {
    if f == g {
        return true;
    }
    if f.is_nan() || g.is_nan() {
        return f.is_nan() == g.is_nan();
    }
    if !f.is_finite() || !g.is_finite() {
        return false;
    }
    (f - g).abs() <= tol
}

/// Runs `@f` of a one-op module on `inputs` (f64 values of element type `e`).
fn run_unary(op: &str, e: ElemType, inputs: &[f64]) -> Vec<f64> {
    let n = inputs.len();
    let src = format!(
        "func.func @f(%x: tensor<{n}x{e}>) -> tensor<{n}x{e}> {{\n  %0 = {op} %x : tensor<{n}x{e}> -> tensor<{n}x{e}>\n  return %0 : tensor<{n}x{e}>\n}}\n"
    );
    let m = legalize(&src);
    let x = Tensor::floats(vec![n], e, inputs.to_vec());
    let out = Interpreter::new(&m).call("f", vec![x]).expect("eval");
    (0..n).map(|i| out[0].get_f(i)).collect()
}

fn run_binary(op: &str, e: ElemType, a: &[f64], b: &[f64]) -> Vec<f64> {
    let n = a.len();
    let t = format!("tensor<{n}x{e}>");
    let src = format!(
        "func.func @f(%a: {t}, %b: {t}) -> {t} {{\n  %0 = {op} %a, %b : {t}, {t} -> {t}\n  return %0 : {t}\n}}\n"
    );
    let m = legalize(&src);
    let ta = Tensor::floats(vec![n], e, a.to_vec());
    let tb = Tensor::floats(vec![n], e, b.to_vec());
    let out = Interpreter::new(&m).call("f", vec![ta, tb]).expect("eval");
    (0..n).map(|i| out[0].get_f(i)).collect()
}

/// Checks `got` against `want` within `max_ulp` ULP of `e`.
fn assert_close(what: &str, e: ElemType, inputs: &[f64], got: &[f64], want: &[f64], max_ulp: u64) {
    for ((x, g), w) in inputs.iter().zip(got).zip(want) {
        let w = dialect::float_format::round_to(*w, e);
        let d = ulp_difference(*g, w, e);
        assert!(
            d <= max_ulp,
            "{what}({x}) on {e}: got {g:e}, want {w:e} ({d} ULP, at most {max_ulp})"
        );
    }
}

/// Checks `got` against `want` as `check.expect_almost_eq` does (absolute difference 1e-3).
fn assert_almost(what: &str, got: &[f64], want: &[f64]) {
    for (g, w) in got.iter().zip(want) {
        assert!(almost_eq(*g, *w, 1e-3), "{what}: got {g:e}, want {w:e}");
    }
}

// The values below were computed with SciPy 1.17.1 / NumPy 2.4.6 in float64 (`scipy.special.gammaln`,
// `digamma`, `erf`, `erfc`, `erfinv`, `i1e`, `zeta`, `polygamma`, `numpy.arcsinh` ...), printed
// with `repr`, and are rounded to the tested type by the test.

#[test]
fn lgamma_f32_and_f64_match_scipy() {
    let x = [0.5, 1.0, 2.0, 3.5, 10.0, -0.5, -2.5, 0.001, 100.0, 1e-7];
    // scipy.special.gammaln(x)
    let want = [
        0.5723649429247,
        0.0,
        0.0,
        1.2009736023470743,
        12.801827480081469,
        1.2655121234846454,
        -0.05624371649767401,
        6.907178885383853,
        359.1342053695754,
        16.118095593236763,
    ];
    let got = run_unary("chlo.lgamma", ElemType::F64, &x);
    for ((x, g), w) in x.iter().zip(&got).zip(&want) {
        assert!(almost_eq(*g, *w, 1e-12), "lgamma({x}) = {g}, want {w}");
    }
    let got = run_unary("chlo.lgamma", ElemType::F32, &x);
    for ((x, g), w) in x.iter().zip(&got).zip(&want) {
        assert!(
            almost_eq(*g, *w, 1e-3),
            "lgamma({x}) on f32 = {g}, want {w}"
        );
    }
    // Poles and infinities: +inf.
    let got = run_unary(
        "chlo.lgamma",
        ElemType::F32,
        &[0.0, -3.0, f64::INFINITY, f64::NEG_INFINITY],
    );
    assert!(got.iter().all(|&g| g == f64::INFINITY), "{got:?}");
}

#[test]
fn digamma_matches_scipy() {
    let x = [0.5, 1.0, 2.0, 3.5, 10.0, -0.5, -2.5, 0.1];
    // scipy.special.digamma(x)
    let want = [
        -1.9635100260214235,
        -0.5772156649015329,
        0.42278433509846713,
        1.103156640645243,
        2.251752589066721,
        0.03648997397857651,
        1.1031566406452433,
        -10.423754940411076,
    ];
    let got = run_unary("chlo.digamma", ElemType::F64, &x);
    for ((x, g), w) in x.iter().zip(&got).zip(&want) {
        assert!(almost_eq(*g, *w, 1e-10), "digamma({x}) = {g}, want {w}");
    }
    // Poles are NaN.
    let got = run_unary("chlo.digamma", ElemType::F32, &[0.0, -1.0, -7.0]);
    assert!(got.iter().all(|g| g.is_nan()), "{got:?}");
}

#[test]
fn erf_erfc_match_scipy() {
    let x = [-3.0, -1.5, -0.5, 0.0, 0.1, 0.5, 0.99, 1.0, 2.5, 5.0];
    // scipy.special.erf(x)
    let erf = [
        -0.9999779095030014,
        -0.9661051464753108,
        -0.5204998778130465,
        0.0,
        0.1124629160182849,
        0.5204998778130465,
        0.8385080695553698,
        0.8427007929497148,
        0.999593047982555,
        0.9999999999984626,
    ];
    // scipy.special.erfc(x)
    let erfc = [
        1.9999779095030015,
        1.9661051464753108,
        1.5204998778130465,
        1.0,
        0.8875370839817152,
        0.4795001221869535,
        0.16149193044463017,
        0.15729920705028516,
        0.00040695201744495886,
        1.5374597944280347e-12,
    ];
    // The suite checks erf on f64 and erfc on f64 within 3 ULP; erf and erfc on f32 with
    // expect_almost_eq (StableHLO's f32 erfc is 4 ULP off at 0.99).
    assert_close(
        "erf",
        ElemType::F64,
        &x,
        &run_unary("chlo.erf", ElemType::F64, &x),
        &erf,
        3,
    );
    assert_close(
        "erfc",
        ElemType::F64,
        &x,
        &run_unary("chlo.erfc", ElemType::F64, &x),
        &erfc,
        3,
    );
    assert_almost("erf", &run_unary("chlo.erf", ElemType::F32, &x), &erf);
    assert_almost("erfc", &run_unary("chlo.erfc", ElemType::F32, &x), &erfc);
}

#[test]
fn erf_inv_matches_scipy() {
    let x = [-0.999, -0.5, 0.0, 0.1, 0.5, 0.9, 0.999999];
    // scipy.special.erfinv(x)
    let want = [
        -2.326753765513524,
        -0.4769362762044699,
        0.0,
        0.08885599049425769,
        0.4769362762044699,
        1.1630871536766743,
        3.458910737275499,
    ];
    // The suite checks f64 with expect_almost_eq (Giles' f64 polynomial is 7 ULP off at -0.999)
    // and f32 within 3 ULP.
    assert_almost(
        "erf_inv",
        &run_unary("chlo.erf_inv", ElemType::F64, &x),
        &want,
    );
    // On f32 only inputs that f32 holds exactly: near +-1 the rounding of the input alone moves
    // erf_inv by more than 3 ULP.
    let exact = [x[1], x[2], x[4]];
    let exact_want = [want[1], want[2], want[4]];
    assert_close(
        "erf_inv",
        ElemType::F32,
        &exact,
        &run_unary("chlo.erf_inv", ElemType::F32, &exact),
        &exact_want,
        3,
    );
    let got = run_unary("chlo.erf_inv", ElemType::F32, &[1.0, -1.0]);
    assert_eq!(got, vec![f64::INFINITY, f64::NEG_INFINITY]);
}

#[test]
fn bessel_i1e_matches_scipy() {
    let x = [-10.0, -1.0, 0.0, 0.5, 1.0, 7.9, 8.1, 30.0];
    // scipy.special.i1e(x)
    let want = [
        -0.1212626813844555,
        -0.2079104153497085,
        0.0,
        0.15642080318487173,
        0.2079104153497085,
        0.13489649943989365,
        0.13340068832583662,
        0.07191633059864755,
    ];
    // The suite checks f32 and f64 with expect_almost_eq (the f32 series is 5 ULP off at 7.9).
    for e in [ElemType::F64, ElemType::F32] {
        assert_almost("bessel_i1e", &run_unary("chlo.bessel_i1e", e, &x), &want);
    }
}

#[test]
fn inverse_trig_and_hyperbolic_match_numpy() {
    let x = [-0.9, -0.3, 0.0, 0.2, 0.75];
    // numpy.arcsin / arccos / arctan / arcsinh / arctanh in float64
    let cases: [(&str, [f64; 5]); 5] = [
        (
            "chlo.asin",
            [
                -1.1197695149986342,
                -0.3046926540153975,
                0.0,
                0.2013579207903308,
                0.848062078981481,
            ],
        ),
        (
            "chlo.acos",
            [
                2.6905658417935308,
                1.8754889808102941,
                1.5707963267948966,
                1.369438406004566,
                0.7227342478134157,
            ],
        ),
        (
            "chlo.atan",
            [
                -0.7328151017865066,
                -0.2914567944778671,
                0.0,
                0.19739555984988078,
                0.6435011087932844,
            ],
        ),
        (
            "chlo.asinh",
            [
                -0.8088669356527824,
                -0.29567304756342244,
                0.0,
                0.19869011034924142,
                0.6931471805599453,
            ],
        ),
        (
            "chlo.atanh",
            [
                -1.4722194895832204,
                -0.30951960420311175,
                0.0,
                0.2027325540540822,
                0.9729550745276566,
            ],
        ),
    ];
    for (op, want) in cases {
        for e in [ElemType::F64, ElemType::F32] {
            assert_close(op, e, &x, &run_unary(op, e, &x), &want, 3);
        }
    }
    let x = [1.0, 1.5, 10.0, 1e30];
    // numpy.arccosh / cosh / sinh in float64
    let acosh = [
        0.0,
        0.9624236501192069,
        2.993222846126381,
        69.77069997038132,
    ];
    assert_close(
        "acosh",
        ElemType::F64,
        &x,
        &run_unary("chlo.acosh", ElemType::F64, &x),
        &acosh,
        3,
    );
    let x = [-3.0, -0.5, 0.0, 1e-5, 0.5, 2.0];
    let cosh = [
        10.067661995777765,
        1.1276259652063807,
        1.0,
        1.00000000005,
        1.1276259652063807,
        3.7621956910836314,
    ];
    let sinh = [
        -10.017874927409903,
        -0.5210953054937474,
        0.0,
        1.0000000000166668e-05,
        0.5210953054937474,
        3.626860407847019,
    ];
    for e in [ElemType::F64, ElemType::F32] {
        assert_close("cosh", e, &x, &run_unary("chlo.cosh", e, &x), &cosh, 3);
        assert_close("sinh", e, &x, &run_unary("chlo.sinh", e, &x), &sinh, 3);
    }
}

#[test]
fn zeta_and_polygamma_match_scipy() {
    let x = [2.0, 3.0, 4.5, 2.0];
    let q = [1.0, 2.0, 0.5, 10.0];
    // scipy.special.zeta(x, q)
    let want = [
        1.6449340668482266,
        0.2020569031595943,
        22.8105991461284,
        0.10516633568168576,
    ];
    let got = run_binary("chlo.zeta", ElemType::F64, &x, &q);
    for (g, w) in got.iter().zip(&want) {
        assert!((g - w).abs() <= 1e-12 * w.abs(), "zeta = {g}, want {w}");
    }
    let n = [0.0, 1.0, 2.0, 3.0];
    let x = [1.5, 1.5, 0.5, 4.0];
    // scipy.special.polygamma(n, x)
    let want = [
        0.03648997397857652,
        0.9348022005446793,
        -16.828796644234316,
        0.04486532819275508,
    ];
    let got = run_binary("chlo.polygamma", ElemType::F64, &n, &x);
    for (g, w) in got.iter().zip(&want) {
        assert!((g - w).abs() <= 1e-9 * w.abs(), "polygamma = {g}, want {w}");
    }
    // A negative or fractional order is NaN.
    let got = run_binary("chlo.polygamma", ElemType::F32, &[-1.0, 0.5], &[1.0, 1.0]);
    assert!(got.iter().all(|g| g.is_nan()), "{got:?}");
}

#[test]
fn next_after_steps_one_ulp() {
    // numpy.nextafter(np.float32(a), np.float32(b))
    let a = [1.0, 1.0, 0.0, -0.0, 3.0, f64::NAN];
    let b = [2.0, 0.0, 1.0, -1.0, 3.0, 1.0];
    let want = [
        1.0000001192092896,
        0.9999999403953552,
        1.401298464324817e-45,
        -1.401298464324817e-45,
        3.0,
        f64::NAN,
    ];
    let got = run_binary("chlo.next_after", ElemType::F32, &a, &b);
    for (g, w) in got.iter().zip(&want) {
        assert!(
            g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan()),
            "{got:?}"
        );
    }
}

#[test]
fn is_inf_family() {
    let x = [f64::INFINITY, f64::NEG_INFINITY, 1.0, f64::NAN];
    for (op, want) in [
        ("chlo.is_inf", [1, 1, 0, 0]),
        ("chlo.is_pos_inf", [1, 0, 0, 0]),
        ("chlo.is_neg_inf", [0, 1, 0, 0]),
    ] {
        let src = format!(
            "func.func @f(%x: tensor<4xf32>) -> tensor<4xi1> {{\n  %0 = {op} %x : tensor<4xf32> -> tensor<4xi1>\n  return %0 : tensor<4xi1>\n}}\n"
        );
        let m = legalize(&src);
        let t = Tensor::floats(vec![4], ElemType::F32, x.to_vec());
        let out = Interpreter::new(&m).call("f", vec![t]).expect("eval");
        let got: Vec<i64> = (0..4).map(|i| out[0].get_i(i)).collect();
        assert_eq!(got, want, "{op}");
    }
}

/// StableHLO's interpreter test of `chlo.mulhi` (stablehlo/tests/interpret/chlo/mulhi.mlir): the
/// expected high halves are the suite's.
#[test]
fn mulhi_matches_the_stablehlo_suite() {
    type Case<'a> = (&'a str, &'a [i64], &'a [i64], &'a [i64]);
    let cases: [Case; 6] = [
        ("i8", &[64, -64, -64], &[4, 4, -4], &[1, -1, 1]),
        ("ui8", &[240, 128], &[16, 2], &[15, 1]),
        ("i16", &[16384, -16384], &[4, 4], &[1, -1]),
        ("i32", &[1 << 30, -(1 << 30)], &[4, 4], &[1, -1]),
        // 2^62 * 4 = 2^64: high half 1; -2^62 * 4: high half -1; -1 * -1 = 1: high half 0.
        ("i64", &[1 << 62, -(1 << 62), -1], &[4, 4, -1], &[1, -1, 0]),
        // (2^64 - 1)^2 = 2^128 - 2^65 + 1: high half 2^64 - 2 (bits of -2); 2^63 * 2: high half 1.
        ("ui64", &[-1, i64::MIN], &[-1, 2], &[-2, 1]),
    ];
    for (ty, a, b, want) in cases {
        let n = a.len();
        let t = format!("tensor<{n}x{ty}>");
        let src = format!(
            "func.func @f(%a: {t}, %b: {t}) -> {t} {{\n  %0 = chlo.mulhi %a, %b : {t}, {t} -> {t}\n  return %0 : {t}\n}}\n"
        );
        let m = legalize(&src);
        let e = ElemType::parse(ty).expect("type");
        let ta = Tensor::ints(vec![n], e, a.to_vec());
        let tb = Tensor::ints(vec![n], e, b.to_vec());
        let out = Interpreter::new(&m).call("f", vec![ta, tb]).expect("eval");
        let got: Vec<i64> = (0..n).map(|i| out[0].get_i(i)).collect();
        assert_eq!(got, want, "mulhi on {ty}");
    }
}

#[test]
fn broadcasting_ops_broadcast_then_apply() {
    let src = r#"
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %p: tensor<i1>) -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>) {
  %0 = "chlo.broadcast_subtract"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = "chlo.broadcast_compare"(%b, %a) {comparison_direction = #chlo<comparison_direction GT>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %2 = "chlo.broadcast_select"(%p, %a, %b) : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>
}
"#;
    let m = legalize(src);
    let a = Tensor::floats(
        vec![2, 3],
        ElemType::F32,
        vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
    );
    let b = Tensor::floats(vec![3], ElemType::F32, vec![10.0, 2.0, 0.0]);
    let p = Tensor::ints(vec![], ElemType::I1, vec![0]);
    let out = Interpreter::new(&m).call("f", vec![a, b, p]).expect("eval");
    let sub: Vec<f64> = (0..6).map(|i| out[0].get_f(i)).collect();
    assert_eq!(sub, vec![-9.0, 0.0, 3.0, -6.0, 3.0, 6.0]);
    let gt: Vec<i64> = (0..6).map(|i| out[1].get_i(i)).collect();
    assert_eq!(gt, vec![1, 0, 0, 1, 0, 0]);
    let sel: Vec<f64> = (0..6).map(|i| out[2].get_f(i)).collect();
    assert_eq!(sel, vec![10.0, 2.0, 0.0, 10.0, 2.0, 0.0]);
}

// ---------------------------------------------------------------------------------------------
// The measurement on StableHLO's testdata (ignored: the files are not in the repository).
// ---------------------------------------------------------------------------------------------

/// The check a testdata file's `main` applies.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Check {
    Close,
    AlmostEq,
    Eq,
}

/// Outcome of one file.
struct Outcome {
    elements: usize,
    failures: usize,
    /// Largest ULP difference (expect_close) or absolute difference (expect_almost_eq).
    worst: f64,
    worst_at: String,
}

fn measure(path: &std::path::Path) -> Result<(Check, Outcome), String> {
    let src = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let check = if src.contains("@check.expect_close") {
        Check::Close
    } else if src.contains("@check.expect_almost_eq") {
        Check::AlmostEq
    } else if src.contains("@check.expect_eq") {
        Check::Eq
    } else {
        return Err("no check".into());
    };
    let (m, d) = dialect::parser::parse(&src);
    let mut m = m.ok_or_else(|| format!("parse: {d:?}"))?;
    let d = ChloLegalizeToStablehlo.run(&mut m);
    if !d.is_empty() {
        return Err(format!("pass: {}", d[0].message));
    }
    let d = dialect::verifier::verify(&m);
    if !d.is_empty() {
        return Err(format!("verify: {}", d[0].message));
    }
    // The interpreter does not evaluate checks yet: drop them and compare here.
    let mut checks = Vec::new();
    m.walk(m.top, &mut |op| {
        if matches!(
            m.ops[op].kind(),
            Some(OpKind::CustomCall | OpKind::Check(_))
        ) {
            checks.push(op);
        }
    });
    for op in checks {
        m.erase_op(op);
    }
    let interp = Interpreter::new(&m);
    let actual = interp
        .call("main", vec![])
        .map_err(|e| format!("eval: {e}"))?;
    let expected = interp
        .call("expected", vec![])
        .map_err(|e| format!("eval expected: {e}"))?;
    let (a, x) = (&actual[0], &expected[0]);
    let e = a.elem;
    let mut out = Outcome {
        elements: a.len(),
        failures: 0,
        worst: 0.0,
        worst_at: String::new(),
    };
    let inputs = interp.call("inputs", vec![]).ok();
    for i in 0..a.len() {
        let (ok, badness) = match check {
            Check::Close => {
                let d = ulp_difference(a.get_f(i), x.get_f(i), e);
                (d <= 3, d as f64)
            }
            Check::AlmostEq => {
                let (f, g) = (a.get_f(i), x.get_f(i));
                let d = if f.is_nan() && g.is_nan() {
                    0.0
                } else {
                    (f - g).abs()
                };
                let ok = almost_eq(f, g, 1e-3);
                (
                    ok,
                    if ok && !d.is_finite() {
                        0.0
                    } else if d.is_nan() {
                        f64::INFINITY
                    } else {
                        d
                    },
                )
            }
            Check::Eq => {
                let ok = if e.is_float() {
                    a.get_f(i).to_bits() == x.get_f(i).to_bits()
                        || (a.get_f(i).is_nan() && x.get_f(i).is_nan())
                } else {
                    a.get_i(i) == x.get_i(i)
                };
                (ok, if ok { 0.0 } else { 1.0 })
            }
        };
        if !ok {
            out.failures += 1;
        }
        if badness > out.worst || (!ok && out.worst_at.is_empty()) {
            out.worst = out.worst.max(badness);
            let input: String = inputs
                .as_ref()
                .map(|ins| {
                    ins.iter()
                        .map(|t| format!("{:e}", t.get_f(i % t.len().max(1))))
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .unwrap_or_default();
            out.worst_at = format!("x=({input}) got {:e} want {:e}", a.get_f(i), x.get_f(i));
        }
    }
    Ok((check, out))
}

#[test]
#[ignore = "needs CHLO_TESTDATA=<StableHLO's testdata directory>"]
fn stablehlo_testdata() {
    let Ok(dir) = std::env::var("CHLO_TESTDATA") else {
        eprintln!("CHLO_TESTDATA is not set; nothing measured");
        return;
    };
    let prefixes = [
        "lgamma_",
        "digamma_",
        "erf_",
        "erfc_",
        "erf_inv_",
        "bessel_i1e_",
        "acos",
        "asin",
        "atan_",
        "atanh_",
        "cosh",
        "sinh",
        "tan_",
        "nextafter",
        "igamma",
        "regularized",
        "polygamma",
        "zeta",
        "conj",
        "square",
        "is_",
    ];
    let filter = std::env::var("CHLO_FILTER").ok();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("CHLO_TESTDATA is a directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            prefixes.iter().any(|pre| name.starts_with(pre))
                && filter.as_ref().is_none_or(|f| name.contains(f.as_str()))
        })
        .collect();
    files.sort();
    let mut totals: HashMap<&str, (usize, usize)> = HashMap::new();
    for p in &files {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        match measure(p) {
            Ok((check, o)) => {
                let status = if o.failures == 0 { "PASS" } else { "FAIL" };
                let entry = totals.entry(status).or_default();
                entry.0 += 1;
                let worst = match check {
                    Check::Close => format!("max {} ULP", o.worst),
                    Check::AlmostEq => format!("max abs {:.3e}", o.worst),
                    Check::Eq => format!("{} unequal", o.failures),
                };
                println!(
                    "{status} {name} [{check:?}] {}/{} elements pass, {worst}{}",
                    o.elements - o.failures,
                    o.elements,
                    if o.failures > 0 {
                        format!("; worst at {}", o.worst_at)
                    } else {
                        String::new()
                    }
                );
            }
            Err(e) => {
                totals.entry("ERROR").or_default().0 += 1;
                println!("ERROR {name}: {e}");
            }
        }
    }
    println!("{totals:?}");
}
