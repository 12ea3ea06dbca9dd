//! MLIR's float printing, reproduced exactly so that printed modules match what MLIR (and JAX) print.
//!
//! MLIR prints a float attribute with LLVM's `APFloat::toString`: first with 6 significant digits in
//! exponent form (`1.000000e-01`); if that does not read back to the same bits, with the type's full
//! precision (`9.99999974E-6`); and if that has no decimal point, or the value is infinite or NaN, as
//! the hexadecimal bit pattern (`0xFF800000`). The digit generation below follows `APFloat::toString`
//! step by step, including its truncating first pass and its round-half-up second pass, because a
//! correctly rounded formatter would print a different string for some values.

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

use crate::float::NonFinite;

use crate::types::ElemType;

/// Bits of mantissa precision (including the implicit bit) of a float type.
fn precision_bits(ty: ElemType) -> u32 {
    ty.float_format().map_or(53, |f| f.man_bits + 1)
}

/// The bit pattern of `value` rounded to the float type `ty`. A NaN keeps its sign and the top bits
/// of its payload (see [`float_from_bits`]), so a constant's NaN prints back with the bits it was
/// written with, as MLIR's APFloat keeps them.
pub fn float_bits(value: f64, ty: ElemType) -> u64 {
    let Some(f) = ty.float_format() else {
        return value.to_bits();
    };
    if value.is_nan() && f.non_finite == NonFinite::Ieee && f.man_bits < 52 {
        let bits = value.to_bits();
        let payload = (bits & ((1u64 << 52) - 1)) >> (52 - f.man_bits);
        if payload != 0 {
            let sign = (bits >> 63) << (f.bits() - 1);
            let exp = ((1u64 << f.exp_bits) - 1) << f.man_bits;
            return sign | exp | payload;
        }
    }
    f.encode(value)
}

/// The value of the bit pattern `bits` read as the float type `ty`, or `None` when `bits` does not
/// fit the type's width. A NaN of an IEEE-style format becomes the f64 NaN with the same sign and
/// its payload in the top bits of the f64 payload, unquieted, so that [`float_bits`] gives the
/// pattern back.
pub fn float_from_bits(bits: u64, ty: ElemType) -> Option<f64> {
    let f = ty.float_format()?;
    if f.bits() < 64 && bits >> f.bits() != 0 {
        return None;
    }
    if f.non_finite == NonFinite::Ieee && f.man_bits < 52 {
        let exp_ones = (1u64 << f.exp_bits) - 1;
        let man = bits & ((1u64 << f.man_bits) - 1);
        if (bits >> f.man_bits) & exp_ones == exp_ones && man != 0 {
            let sign = (bits >> (f.bits() - 1)) & 1;
            return Some(f64::from_bits(
                (sign << 63) | (0x7ffu64 << 52) | (man << (52 - f.man_bits)),
            ));
        }
    }
    Some(f.decode(bits))
}

/// Rounds `value` to the float type `ty` (the value a literal takes in that type). A NaN is kept as
/// it is, payload and all.
pub fn round_to(value: f64, ty: ElemType) -> f64 {
    if value.is_nan() {
        return value;
    }
    ty.float_format().map_or(value, |f| f.round(value))
}

/// Parses a decimal literal into the type `ty`, correctly rounded for f32 and f64.
fn parse_in(s: &str, ty: ElemType) -> Option<f64> {
    match ty {
        ElemType::F32 => s.parse::<f32>().ok().map(|v| v as f64),
        _ => s.parse::<f64>().ok().map(|v| round_to(v, ty)),
    }
}

/// See the module documentation.
pub fn format_float(value: f64, ty: ElemType) -> String {
    let value = round_to(value, ty);
    if value.is_finite() {
        let s = to_string(value, ty, 6, 0, false);
        if parse_in(&s, ty).is_some_and(|v| float_bits(v, ty) == float_bits(value, ty)) {
            return s;
        }
        let s = to_string(value, ty, 0, 3, true);
        if s.contains('.') {
            return s;
        }
    }
    format!("0x{:X}", float_bits(value, ty))
}

/// `APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)` for finite values.
fn to_string(
    value: f64,
    ty: ElemType,
    mut format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if value.is_sign_negative() {
        out.push('-');
    }
    if value == 0.0 {
        if max_padding == 0 {
            if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                if format_precision > 1 {
                    out.extend(std::iter::repeat_n('0', format_precision as usize - 1));
                }
                out.push_str("e+00");
            }
        } else {
            out.push('0');
        }
        return out;
    }
    // value = mantissa * 2^exp with an odd mantissa.
    let bits = value.abs().to_bits();
    let raw_exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut mant, mut exp) = if raw_exp == 0 {
        (frac, -1074i64)
    } else {
        (frac | (1u64 << 52), raw_exp - 1075)
    };
    let tz = mant.trailing_zeros();
    mant >>= tz;
    exp += tz as i64;

    if format_precision == 0 {
        format_precision = 2 + precision_bits(ty) * 59 / 196;
    }

    let mut sig = BigUint::from(mant);
    if exp > 0 {
        sig <<= exp as usize;
        exp = 0;
    } else if exp < 0 {
        sig *= BigUint::from(5u32).pow((-exp) as u32);
    }

    // First pass: drop whole decimal digits beyond what the precision needs (truncating).
    let bits_now = sig.bits();
    let bits_required = (format_precision as u64 * 196).div_ceil(59);
    if bits_now > bits_required {
        let tens = (bits_now - bits_required) * 59 / 196;
        if tens > 0 {
            exp += tens as i64;
            sig /= BigUint::from(10u32).pow(tens as u32);
        }
    }

    // Digits, least significant first, dropping trailing zeros.
    let mut buffer: Vec<u8> = Vec::new();
    let ten = BigUint::from(10u32);
    let mut in_trail = true;
    while !sig.is_zero() {
        let d = (&sig % &ten).to_u8().unwrap_or(0);
        sig /= &ten;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buffer.push(b'0' + d);
            in_trail = false;
        }
    }
    if buffer.is_empty() {
        buffer.push(b'0');
    }

    // Second pass: round half up to `format_precision` digits.
    let n = buffer.len();
    if n > format_precision as usize {
        let mut first = n - format_precision as usize;
        if buffer[first - 1] < b'5' {
            while first < n && buffer[first] == b'0' {
                first += 1;
            }
            exp += first as i64;
            buffer.drain(..first);
        } else {
            let mut i = first;
            while i != n {
                if buffer[i] == b'9' {
                    first += 1;
                    i += 1;
                } else {
                    buffer[i] += 1;
                    break;
                }
            }
            if first == n {
                exp += first as i64;
                buffer.clear();
                buffer.push(b'1');
            } else {
                exp += first as i64;
                buffer.drain(..first);
            }
        }
    }
    let nd = buffer.len();

    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u64 > max_padding as u64 || nd as u64 + exp as u64 > format_precision as u64
    } else {
        let msd = exp + nd as i64 - 1;
        if msd >= 0 {
            false
        } else {
            (-msd) as u64 > max_padding as u64
        }
    };

    let digit = |i: usize| buffer[i] as char;
    if scientific {
        exp += nd as i64 - 1;
        out.push(digit(nd - 1));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(nd - 1 - i));
            }
        }
        if !truncate_zero && format_precision as usize > nd - 1 {
            out.extend(std::iter::repeat_n('0', format_precision as usize - nd + 1));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs().to_string();
        if !truncate_zero && e.len() < 2 {
            out.push('0');
        }
        out.push_str(&e);
        return out;
    }
    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(nd - 1 - i));
        }
        out.extend(std::iter::repeat_n('0', exp as usize));
        return out;
    }
    let whole = exp + nd as i64;
    let mut i = 0usize;
    if whole > 0 {
        while i < whole as usize {
            out.push(digit(nd - i - 1));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 1..(1 + (-whole) as usize) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(digit(nd - i - 1));
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_mlir_output() {
        let f = |v: f64| format_float(v, ElemType::F32);
        // Every expected string below is what MLIR printed in the JAX corpus for that f32 value.
        assert_eq!(f(0.0), "0.000000e+00");
        assert_eq!(f(0.1), "1.000000e-01");
        assert_eq!(f(64.0), "6.400000e+01");
        assert_eq!(f(1e-5), "9.99999974E-6");
        assert_eq!(f(5.656_854_152_5), "5.65685415");
        assert_eq!(f(0.797_884_583), "0.797884583");
        assert_eq!(f(-1e9), "-1.000000e+09");
        assert_eq!(f(0.044715), "4.471500e-02");
        assert_eq!(f(f64::NEG_INFINITY), "0xFF800000");
        assert_eq!(f(f64::NAN), "0x7FC00000");
        assert_eq!(f(-0.0), "-0.000000e+00");
        assert_eq!(format_float(0.1, ElemType::F64), "1.000000e-01");
        assert_eq!(
            format_float(f64::INFINITY, ElemType::F64),
            "0x7FF0000000000000"
        );
    }
}
