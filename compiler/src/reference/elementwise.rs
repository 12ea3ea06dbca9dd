//! Elementwise ops: math, logic, comparison, selection and conversion, with the StableHLO
//! specification's semantics for NaN, signed zero, integer overflow and division by zero (where the
//! spec leaves a case to the implementation we follow XLA: `x / 0 = -1`, `x % 0 = x`,
//! `INT_MIN / -1 = INT_MIN`).

use dialect::float_format::round_to;
use dialect::types::ElemType;

use super::tensor::{wrap_int, Data, Tensor};
use super::EvalError;

fn bits(e: ElemType) -> u32 {
    e.bits()
}

/// Integer min and max of a type.
pub fn int_range(e: ElemType) -> (i128, i128) {
    let w = bits(e);
    if e == ElemType::I1 {
        (0, 1)
    } else if e.is_unsigned() {
        (0, (1i128 << w) - 1)
    } else {
        (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
    }
}

fn as_unsigned(v: i64, e: ElemType) -> u64 {
    if bits(e) >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << bits(e)) - 1)
    }
}

/// Applies a unary op.
pub fn unary(name: &str, x: &Tensor, result_elem: ElemType) -> Result<Tensor, EvalError> {
    let e = x.elem;
    let shape = x.shape.clone();
    match &x.data {
        Data::F(v) => {
            if name == "stablehlo.is_finite" {
                return Ok(Tensor::ints(
                    shape,
                    ElemType::I1,
                    v.iter().map(|a| a.is_finite() as i64).collect(),
                ));
            }
            let f: fn(f64) -> f64 = match name {
                "stablehlo.abs" => f64::abs,
                "stablehlo.negate" | "arith.negf" => |a| -a,
                "stablehlo.exponential" => f64::exp,
                "stablehlo.exponential_minus_one" => f64::exp_m1,
                "stablehlo.log" => f64::ln,
                "stablehlo.log_plus_one" => f64::ln_1p,
                "stablehlo.logistic" => |a| 1.0 / (1.0 + (-a).exp()),
                "stablehlo.tanh" => f64::tanh,
                "stablehlo.sqrt" => f64::sqrt,
                "stablehlo.rsqrt" => |a| 1.0 / a.sqrt(),
                "stablehlo.cbrt" => f64::cbrt,
                "stablehlo.floor" => f64::floor,
                "stablehlo.ceil" => f64::ceil,
                "stablehlo.round_nearest_even" => f64::round_ties_even,
                "stablehlo.round_nearest_afz" => f64::round,
                "stablehlo.sine" => f64::sin,
                "stablehlo.cosine" => f64::cos,
                "stablehlo.tan" => f64::tan,
                "stablehlo.sign" => |a: f64| {
                    if a.is_nan() || a == 0.0 {
                        a
                    } else {
                        a.signum()
                    }
                },
                "chlo.square" => |a| a * a,
                _ => return Err(EvalError::unsupported(name, e)),
            };
            // Ops like exp are computed in f64 and rounded once: at least as accurate as the type's
            // own libm.
            let out = v.iter().map(|&a| f(round_to(a, e))).collect();
            Ok(Tensor::floats(shape, result_elem, out))
        }
        Data::I(v) => {
            let w = bits(e);
            let out: Vec<i64> = match name {
                "stablehlo.abs" => v.iter().map(|&a| a.wrapping_abs()).collect(),
                "stablehlo.negate" => v.iter().map(|&a| a.wrapping_neg()).collect(),
                "stablehlo.sign" => v.iter().map(|&a| a.signum()).collect(),
                "stablehlo.not" => {
                    if e == ElemType::I1 {
                        v.iter().map(|&a| (a == 0) as i64).collect()
                    } else {
                        v.iter().map(|&a| !a).collect()
                    }
                }
                "stablehlo.popcnt" => v
                    .iter()
                    .map(|&a| as_unsigned(a, e).count_ones() as i64)
                    .collect(),
                "stablehlo.count_leading_zeros" => v
                    .iter()
                    .map(|&a| {
                        let u = as_unsigned(a, e);
                        (u.leading_zeros() as i64) - (64 - w as i64)
                    })
                    .collect(),
                "chlo.square" => v.iter().map(|&a| a.wrapping_mul(a)).collect(),
                _ => return Err(EvalError::unsupported(name, e)),
            };
            Ok(Tensor::ints(shape, result_elem, out))
        }
    }
}

fn float_max(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_negative() && b.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else {
        a.max(b)
    }
}

fn float_min(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_negative() || b.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else {
        a.min(b)
    }
}

fn int_pow(base: i64, exp: i64, e: ElemType) -> i64 {
    if exp < 0 {
        return match base {
            1 => 1,
            -1 => {
                if exp % 2 == 0 {
                    1
                } else {
                    -1
                }
            }
            _ => 0,
        };
    }
    let mut result: i64 = 1;
    let mut b = base;
    let mut x = exp;
    while x > 0 {
        if x & 1 == 1 {
            result = wrap_int(result.wrapping_mul(b), e);
        }
        b = wrap_int(b.wrapping_mul(b), e);
        x >>= 1;
    }
    result
}

fn int_binary(name: &str, a: i64, b: i64, e: ElemType) -> Option<i64> {
    let (min, _) = int_range(e);
    let unsigned = e.is_unsigned();
    let ua = as_unsigned(a, e);
    let ub = as_unsigned(b, e);
    let w = bits(e) as u64;
    Some(match name {
        "stablehlo.add" | "arith.addi" => {
            if e == ElemType::I1 {
                a | b
            } else {
                a.wrapping_add(b)
            }
        }
        "stablehlo.subtract" | "arith.subi" => a.wrapping_sub(b),
        "stablehlo.multiply" | "arith.muli" => {
            if e == ElemType::I1 {
                a & b
            } else {
                a.wrapping_mul(b)
            }
        }
        "stablehlo.divide" | "arith.divsi" | "arith.divui" => {
            let unsigned = unsigned || name == "arith.divui";
            if b == 0 {
                -1
            } else if unsigned {
                (ua / ub) as i64
            } else if a as i128 == min && b == -1 {
                a
            } else {
                a / b
            }
        }
        "stablehlo.remainder" | "arith.remsi" | "arith.remui" => {
            let unsigned = unsigned || name == "arith.remui";
            if b == 0 {
                a
            } else if unsigned {
                (ua % ub) as i64
            } else if a as i128 == min && b == -1 {
                0
            } else {
                a % b
            }
        }
        "stablehlo.maximum" | "arith.maxsi" | "arith.maxui" => {
            if unsigned || name == "arith.maxui" {
                ua.max(ub) as i64
            } else {
                a.max(b)
            }
        }
        "stablehlo.minimum" | "arith.minsi" | "arith.minui" => {
            if unsigned || name == "arith.minui" {
                ua.min(ub) as i64
            } else {
                a.min(b)
            }
        }
        "stablehlo.power" => int_pow(a, b, e),
        "stablehlo.and" | "arith.andi" => a & b,
        "stablehlo.or" | "arith.ori" => a | b,
        "stablehlo.xor" | "arith.xori" => a ^ b,
        "stablehlo.shift_left" => {
            if ub >= w {
                0
            } else {
                ((ua << ub) & if w >= 64 { u64::MAX } else { (1u64 << w) - 1 }) as i64
            }
        }
        "stablehlo.shift_right_logical" => {
            if ub >= w {
                0
            } else {
                (ua >> ub) as i64
            }
        }
        "stablehlo.shift_right_arithmetic" => {
            let s = if unsigned { ub } else { b as u64 };
            if s >= w {
                if a < 0 {
                    -1
                } else {
                    0
                }
            } else {
                a >> s
            }
        }
        _ => return None,
    })
}

fn float_binary(name: &str, a: f64, b: f64) -> Option<f64> {
    Some(match name {
        "stablehlo.add" | "arith.addf" => a + b,
        "stablehlo.subtract" | "arith.subf" => a - b,
        "stablehlo.multiply" | "arith.mulf" => a * b,
        "stablehlo.divide" | "arith.divf" => a / b,
        "stablehlo.remainder" | "arith.remf" => a % b,
        "stablehlo.maximum" | "arith.maximumf" => float_max(a, b),
        "stablehlo.minimum" | "arith.minimumf" => float_min(a, b),
        "arith.maxnumf" => {
            if a.is_nan() {
                b
            } else if b.is_nan() {
                a
            } else {
                float_max(a, b)
            }
        }
        "arith.minnumf" => {
            if a.is_nan() {
                b
            } else if b.is_nan() {
                a
            } else {
                float_min(a, b)
            }
        }
        "stablehlo.power" => a.powf(b),
        "stablehlo.atan2" => a.atan2(b),
        _ => return None,
    })
}

/// Applies a binary elementwise op to two tensors of one shape.
pub fn binary(name: &str, x: &Tensor, y: &Tensor) -> Result<Tensor, EvalError> {
    let e = x.elem;
    if x.shape != y.shape {
        return Err(EvalError::Internal(format!(
            "{name}: operand shapes differ"
        )));
    }
    match (&x.data, &y.data) {
        (Data::F(a), Data::F(b)) => {
            if float_binary(name, 0.0, 0.0).is_none() {
                return Err(EvalError::unsupported(name, e));
            }
            let out = a
                .iter()
                .zip(b)
                .map(|(&p, &q)| float_binary(name, p, q).unwrap_or(f64::NAN))
                .collect();
            Ok(Tensor::floats(x.shape.clone(), e, out))
        }
        (Data::I(a), Data::I(b)) => {
            if int_binary(name, 1, 1, e).is_none() {
                return Err(EvalError::unsupported(name, e));
            }
            let out = a
                .iter()
                .zip(b)
                .map(|(&p, &q)| int_binary(name, p, q, e).unwrap_or(0))
                .collect();
            Ok(Tensor::ints(x.shape.clone(), e, out))
        }
        _ => Err(EvalError::Internal(format!(
            "{name}: operand element types differ"
        ))),
    }
}

fn total_order_key(v: f64) -> i64 {
    let b = v.to_bits() as i64;
    if b < 0 {
        b ^ i64::MAX
    } else {
        b
    }
}

/// `stablehlo.compare`.
pub fn compare(
    x: &Tensor,
    y: &Tensor,
    direction: &str,
    compare_type: Option<&str>,
) -> Result<Tensor, EvalError> {
    let n = x.len();
    let mut out = Vec::with_capacity(n);
    let unsigned = compare_type == Some("UNSIGNED") || x.elem.is_unsigned();
    for i in 0..n {
        let r = match (&x.data, &y.data) {
            (Data::F(a), Data::F(b)) if compare_type == Some("TOTALORDER") => {
                let (p, q) = (total_order_key(a[i]), total_order_key(b[i]));
                cmp_ord(p.cmp(&q), direction)
            }
            (Data::F(a), Data::F(b)) => {
                let (p, q) = (a[i], b[i]);
                match direction {
                    "EQ" => p == q,
                    "NE" => p != q,
                    "LT" => p < q,
                    "LE" => p <= q,
                    "GT" => p > q,
                    "GE" => p >= q,
                    _ => {
                        return Err(EvalError::Internal(format!(
                            "unknown comparison direction {direction}"
                        )))
                    }
                }
            }
            (Data::I(a), Data::I(b)) => {
                let ord = if unsigned {
                    as_unsigned(a[i], x.elem).cmp(&as_unsigned(b[i], x.elem))
                } else {
                    a[i].cmp(&b[i])
                };
                cmp_ord(ord, direction)
            }
            _ => {
                return Err(EvalError::Internal(
                    "compare: operand element types differ".into(),
                ))
            }
        };
        out.push(r as i64);
    }
    Ok(Tensor::ints(x.shape.clone(), ElemType::I1, out))
}

fn cmp_ord(o: std::cmp::Ordering, direction: &str) -> bool {
    use std::cmp::Ordering::*;
    match direction {
        "EQ" => o == Equal,
        "NE" => o != Equal,
        "LT" => o == Less,
        "LE" => o != Greater,
        "GT" => o == Greater,
        "GE" => o != Less,
        _ => false,
    }
}

/// `arith.cmpf` / `arith.cmpi` predicates mapped onto compare.
pub fn arith_compare(x: &Tensor, y: &Tensor, pred: &str) -> Result<Tensor, EvalError> {
    let n = x.len();
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let r = match (&x.data, &y.data) {
            (Data::F(a), Data::F(b)) => {
                let (p, q) = (a[i], b[i]);
                let unordered = p.is_nan() || q.is_nan();
                match pred {
                    "false" => false,
                    "true" => true,
                    "oeq" => !unordered && p == q,
                    "ogt" => !unordered && p > q,
                    "oge" => !unordered && p >= q,
                    "olt" => !unordered && p < q,
                    "ole" => !unordered && p <= q,
                    "one" => !unordered && p != q,
                    "ord" => !unordered,
                    "ueq" => unordered || p == q,
                    "ugt" => unordered || p > q,
                    "uge" => unordered || p >= q,
                    "ult" => unordered || p < q,
                    "ule" => unordered || p <= q,
                    "une" => unordered || p != q,
                    "uno" => unordered,
                    _ => return Err(EvalError::Internal(format!("unknown predicate {pred}"))),
                }
            }
            (Data::I(a), Data::I(b)) => {
                let (s, u) = (
                    a[i].cmp(&b[i]),
                    as_unsigned(a[i], x.elem).cmp(&as_unsigned(b[i], x.elem)),
                );
                match pred {
                    "eq" => s.is_eq(),
                    "ne" => s.is_ne(),
                    "slt" => s.is_lt(),
                    "sle" => s.is_le(),
                    "sgt" => s.is_gt(),
                    "sge" => s.is_ge(),
                    "ult" => u.is_lt(),
                    "ule" => u.is_le(),
                    "ugt" => u.is_gt(),
                    "uge" => u.is_ge(),
                    _ => return Err(EvalError::Internal(format!("unknown predicate {pred}"))),
                }
            }
            _ => {
                return Err(EvalError::Internal(
                    "compare: operand element types differ".into(),
                ))
            }
        };
        out.push(r as i64);
    }
    Ok(Tensor::ints(x.shape.clone(), ElemType::I1, out))
}

/// `select`: `pred` is a scalar or has the branches' shape.
pub fn select(pred: &Tensor, a: &Tensor, b: &Tensor) -> Tensor {
    let scalar = pred.len() == 1
        && pred.shape.iter().product::<usize>() == 1
        && pred.shape.len() != a.shape.len()
        || pred.shape.is_empty();
    let n = a.len();
    let p = |i: usize| pred.get_i(if scalar { 0 } else { i }) != 0;
    let data = match (&a.data, &b.data) {
        (Data::F(x), Data::F(y)) => {
            Data::F((0..n).map(|i| if p(i) { x[i] } else { y[i] }).collect())
        }
        (Data::I(x), Data::I(y)) => {
            Data::I((0..n).map(|i| if p(i) { x[i] } else { y[i] }).collect())
        }
        _ => a.data.clone(),
    };
    Tensor {
        shape: a.shape.clone(),
        elem: a.elem,
        data,
    }
}

/// `clamp(min, x, max)`; `min` and `max` may be scalars.
pub fn clamp(lo: &Tensor, x: &Tensor, hi: &Tensor) -> Tensor {
    let n = x.len();
    let at = |t: &Tensor, i: usize| if t.len() == 1 { 0 } else { i };
    match (&lo.data, &x.data, &hi.data) {
        (Data::F(l), Data::F(v), Data::F(h)) => {
            let out = (0..n)
                .map(|i| float_min(float_max(v[i], l[at(lo, i)]), h[at(hi, i)]))
                .collect();
            Tensor::floats(x.shape.clone(), x.elem, out)
        }
        (Data::I(l), Data::I(v), Data::I(h)) => {
            let unsigned = x.elem.is_unsigned();
            let out = (0..n)
                .map(|i| {
                    let (a, lo_v, hi_v) = (v[i], l[at(lo, i)], h[at(hi, i)]);
                    if unsigned {
                        let (a, lo_v, hi_v) = (
                            as_unsigned(a, x.elem),
                            as_unsigned(lo_v, x.elem),
                            as_unsigned(hi_v, x.elem),
                        );
                        a.max(lo_v).min(hi_v) as i64
                    } else {
                        a.max(lo_v).min(hi_v)
                    }
                })
                .collect();
            Tensor::ints(x.shape.clone(), x.elem, out)
        }
        _ => x.clone(),
    }
}

/// `convert` (and the arith casts): float to int truncates toward zero and saturates (NaN becomes 0);
/// int to float rounds to nearest; anything to i1 is `x != 0`.
pub fn convert(x: &Tensor, to: ElemType) -> Tensor {
    let n = x.len();
    if to.is_float() {
        let v = (0..n).map(|i| x.get_f(i)).collect();
        return Tensor::floats(x.shape.clone(), to, v);
    }
    let (lo, hi) = int_range(to);
    let out: Vec<i64> = match &x.data {
        Data::F(v) => v
            .iter()
            .map(|&f| {
                if to == ElemType::I1 {
                    (f != 0.0) as i64
                } else if f.is_nan() {
                    0
                } else {
                    let t = f.trunc();
                    if t <= lo as f64 {
                        lo as i64
                    } else if t >= hi as f64 {
                        hi as i64
                    } else {
                        t as i64
                    }
                }
            })
            .collect(),
        Data::I(v) => v
            .iter()
            .map(|&a| {
                if to == ElemType::I1 {
                    (a != 0) as i64
                } else if x.elem.is_unsigned() {
                    as_unsigned(a, x.elem) as i64
                } else {
                    a
                }
            })
            .collect(),
    };
    Tensor::ints(x.shape.clone(), to, out)
}

/// `bitcast_convert` between element types of equal width.
pub fn bitcast(x: &Tensor, to: ElemType) -> Tensor {
    let n = x.len();
    let raw: Vec<u64> = (0..n)
        .map(|i| match &x.data {
            Data::F(v) => dialect::float_format::float_bits(v[i], x.elem),
            Data::I(v) => as_unsigned(v[i], x.elem),
        })
        .collect();
    if to.is_float() {
        let v = raw
            .iter()
            .map(|&b| dialect::float_format::float_from_bits(b, to).unwrap_or(f64::NAN))
            .collect();
        Tensor::floats(x.shape.clone(), to, v)
    } else {
        Tensor::ints(x.shape.clone(), to, raw.iter().map(|&b| b as i64).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(v: &[f64]) -> Tensor {
        Tensor::floats(vec![v.len()], ElemType::F32, v.to_vec())
    }
    fn i32s(v: &[i64]) -> Tensor {
        Tensor::ints(vec![v.len()], ElemType::I32, v.to_vec())
    }

    #[test]
    fn max_min_propagate_nan_and_order_zeros() {
        let a = f(&[f64::NAN, -0.0, 1.0]);
        let b = f(&[1.0, 0.0, 2.0]);
        let mx = binary("stablehlo.maximum", &a, &b).unwrap().to_f64();
        assert!(mx[0].is_nan());
        assert!(mx[1] == 0.0 && mx[1].is_sign_positive());
        assert_eq!(mx[2], 2.0);
        let mn = binary("stablehlo.minimum", &a, &b).unwrap().to_f64();
        assert!(mn[0].is_nan() && mn[1].is_sign_negative() && mn[2] == 1.0);
    }

    #[test]
    fn integer_overflow_wraps_and_division_follows_xla() {
        let a = i32s(&[i32::MAX as i64, i32::MIN as i64, 7, -7, 5]);
        let b = i32s(&[1, -1, 0, 2, -2]);
        assert_eq!(
            binary("stablehlo.add", &a, &b).unwrap().data,
            Data::I(vec![i32::MIN as i64, i32::MAX as i64, 7, -5, 3])
        );
        assert_eq!(
            binary("stablehlo.divide", &a, &b).unwrap().data,
            Data::I(vec![i32::MAX as i64, i32::MIN as i64, -1, -3, -2])
        );
        assert_eq!(
            binary("stablehlo.remainder", &a, &b).unwrap().data,
            Data::I(vec![0, 0, 7, -1, 1])
        );
    }

    #[test]
    fn compare_with_nan_and_total_order() {
        let a = f(&[f64::NAN, 1.0, -0.0]);
        let b = f(&[f64::NAN, f64::NAN, 0.0]);
        assert_eq!(
            compare(&a, &b, "EQ", Some("FLOAT")).unwrap().data,
            Data::I(vec![0, 0, 1])
        );
        assert_eq!(
            compare(&a, &b, "NE", Some("FLOAT")).unwrap().data,
            Data::I(vec![1, 1, 0])
        );
        assert_eq!(
            compare(&a, &b, "LT", Some("TOTALORDER")).unwrap().data,
            Data::I(vec![0, 1, 1])
        );
    }

    #[test]
    fn convert_truncates_and_saturates() {
        let t = convert(&f(&[2.7, -2.7, 1e20, f64::NAN, -1e20]), ElemType::I32);
        assert_eq!(
            t.data,
            Data::I(vec![2, -2, i32::MAX as i64, 0, i32::MIN as i64])
        );
        let b = convert(&f(&[0.0, -0.0, 0.5]), ElemType::I1);
        assert_eq!(b.data, Data::I(vec![0, 0, 1]));
    }

    #[test]
    fn sign_and_rounding() {
        let s = unary("stablehlo.sign", &f(&[-3.0, -0.0, 0.0, 2.0]), ElemType::F32)
            .unwrap()
            .to_f64();
        assert_eq!(s, vec![-1.0, -0.0, 0.0, 1.0]);
        assert!(s[1].is_sign_negative());
        let r = unary(
            "stablehlo.round_nearest_even",
            &f(&[0.5, 1.5, 2.5, -0.5]),
            ElemType::F32,
        )
        .unwrap()
        .to_f64();
        assert_eq!(r, vec![0.0, 2.0, 2.0, -0.0]);
        let r = unary(
            "stablehlo.round_nearest_afz",
            &f(&[0.5, 1.5, 2.5, -0.5]),
            ElemType::F32,
        )
        .unwrap()
        .to_f64();
        assert_eq!(r, vec![1.0, 2.0, 3.0, -1.0]);
    }
}
