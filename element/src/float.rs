//! Float formats: every binary float of the specification (f64 down to the 4-bit MX type) described
//! by one [`FloatFormat`], with exact decoding to `f64` and round-to-nearest-even encoding from it.
//!
//! Every value of every format is exactly representable in `f64`, so the interpreter computes in
//! `f64` and narrows with [`round`] after each op, as the StableHLO reference interpreter does with
//! `APFloat`. `f16` and `bf16` go through the `half` crate; the rest use the generic code below, which
//! follows APFloat's conversion rules: ties to even, overflow to infinity where the format has one,
//! to NaN where it has only NaN (the FN and FNUZ types), and to the largest finite value where it has
//! neither (the MX types).

/// How a format encodes values beyond the finite ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NonFinite {
    /// IEEE 754: the all-ones exponent holds infinities and NaNs.
    Ieee,
    /// No infinities; only the all-ones exponent and mantissa is NaN (`f8E4M3FN`).
    NanOnlyAllOnes,
    /// No infinities, no negative zero; the encoding of -0 is the one NaN (the FNUZ types).
    NanOnlyNegZero,
    /// Neither infinities nor NaNs (`f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN`).
    FiniteOnly,
    /// The OCP MX scale type `f8E8M0FNU`: powers of two only, no sign, no zero, all ones is NaN.
    ExponentOnly,
}

/// A binary float format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatFormat {
    /// Exponent field width.
    pub exp_bits: u32,
    /// Stored mantissa width (without the implicit bit).
    pub man_bits: u32,
    /// Exponent bias.
    pub bias: i32,
    /// Special values.
    pub non_finite: NonFinite,
}

/// The formats of the specification's float types.
pub mod formats {
    use super::{FloatFormat, NonFinite};

    const fn f(exp_bits: u32, man_bits: u32, bias: i32, non_finite: NonFinite) -> FloatFormat {
        FloatFormat {
            exp_bits,
            man_bits,
            bias,
            non_finite,
        }
    }

    /// `f4E2M1FN`
    pub const F4E2M1FN: FloatFormat = f(2, 1, 1, NonFinite::FiniteOnly);
    /// `f6E2M3FN`
    pub const F6E2M3FN: FloatFormat = f(2, 3, 1, NonFinite::FiniteOnly);
    /// `f6E3M2FN`
    pub const F6E3M2FN: FloatFormat = f(3, 2, 3, NonFinite::FiniteOnly);
    /// `f8E3M4`
    pub const F8E3M4: FloatFormat = f(3, 4, 3, NonFinite::Ieee);
    /// `f8E4M3`
    pub const F8E4M3: FloatFormat = f(4, 3, 7, NonFinite::Ieee);
    /// `f8E4M3FN`
    pub const F8E4M3FN: FloatFormat = f(4, 3, 7, NonFinite::NanOnlyAllOnes);
    /// `f8E4M3FNUZ`
    pub const F8E4M3FNUZ: FloatFormat = f(4, 3, 8, NonFinite::NanOnlyNegZero);
    /// `f8E4M3B11FNUZ`
    pub const F8E4M3B11FNUZ: FloatFormat = f(4, 3, 11, NonFinite::NanOnlyNegZero);
    /// `f8E5M2`
    pub const F8E5M2: FloatFormat = f(5, 2, 15, NonFinite::Ieee);
    /// `f8E5M2FNUZ`
    pub const F8E5M2FNUZ: FloatFormat = f(5, 2, 16, NonFinite::NanOnlyNegZero);
    /// `f8E8M0FNU`
    pub const F8E8M0FNU: FloatFormat = f(8, 0, 127, NonFinite::ExponentOnly);
    /// `bf16`
    pub const BF16: FloatFormat = f(8, 7, 127, NonFinite::Ieee);
    /// `f16`
    pub const F16: FloatFormat = f(5, 10, 15, NonFinite::Ieee);
    /// `tf32`
    pub const TF32: FloatFormat = f(8, 10, 127, NonFinite::Ieee);
    /// `f32`
    pub const F32: FloatFormat = f(8, 23, 127, NonFinite::Ieee);
    /// `f64`
    pub const F64: FloatFormat = f(11, 52, 1023, NonFinite::Ieee);
}

impl FloatFormat {
    /// Total width in bits.
    pub const fn bits(&self) -> u32 {
        match self.non_finite {
            NonFinite::ExponentOnly => self.exp_bits + self.man_bits,
            NonFinite::Ieee
            | NonFinite::NanOnlyAllOnes
            | NonFinite::NanOnlyNegZero
            | NonFinite::FiniteOnly => 1 + self.exp_bits + self.man_bits,
        }
    }

    fn sign_bit(&self) -> u64 {
        match self.non_finite {
            NonFinite::ExponentOnly => 0,
            NonFinite::Ieee
            | NonFinite::NanOnlyAllOnes
            | NonFinite::NanOnlyNegZero
            | NonFinite::FiniteOnly => 1u64 << (self.exp_bits + self.man_bits),
        }
    }

    fn exp_mask(&self) -> u64 {
        ((1u64 << self.exp_bits) - 1) << self.man_bits
    }

    fn man_mask(&self) -> u64 {
        (1u64 << self.man_bits) - 1
    }

    /// Largest finite value.
    pub fn max_finite(&self) -> f64 {
        let emax_field = (1i64 << self.exp_bits) - 1;
        let (field, man) = match self.non_finite {
            NonFinite::Ieee => (emax_field - 1, self.man_mask()),
            NonFinite::NanOnlyAllOnes => (emax_field, self.man_mask() - 1),
            NonFinite::NanOnlyNegZero | NonFinite::FiniteOnly => (emax_field, self.man_mask()),
            NonFinite::ExponentOnly => (emax_field - 1, 0),
        };
        let m = 1.0 + man as f64 / (1u64 << self.man_bits) as f64;
        m * pow2((field - self.bias as i64) as i32)
    }

    /// The value of the bit pattern `bits` (only the low [`FloatFormat::bits`] bits are read).
    pub fn decode(&self, bits: u64) -> f64 {
        if *self == formats::F64 {
            return f64::from_bits(bits);
        }
        if *self == formats::F32 {
            return f32::from_bits(bits as u32) as f64;
        }
        let bits = bits & ((1u64 << self.bits()) - 1);
        let neg = bits & self.sign_bit() != 0;
        let field = ((bits & self.exp_mask()) >> self.man_bits) as i64;
        let man = bits & self.man_mask();
        let all_ones = (1i64 << self.exp_bits) - 1;
        let sign = if neg { -1.0 } else { 1.0 };
        match self.non_finite {
            NonFinite::Ieee if field == all_ones => {
                return if man == 0 {
                    sign * f64::INFINITY
                } else {
                    f64::NAN
                };
            }
            NonFinite::NanOnlyAllOnes if field == all_ones && man == self.man_mask() => {
                return f64::NAN;
            }
            NonFinite::NanOnlyNegZero if neg && field == 0 && man == 0 => return f64::NAN,
            NonFinite::ExponentOnly => {
                return if field == all_ones {
                    f64::NAN
                } else {
                    pow2((field - self.bias as i64) as i32)
                };
            }
            NonFinite::Ieee
            | NonFinite::NanOnlyAllOnes
            | NonFinite::NanOnlyNegZero
            | NonFinite::FiniteOnly => {}
        }
        let scale = (1u64 << self.man_bits) as f64;
        let mag = if field == 0 {
            man as f64 / scale * pow2(1 - self.bias)
        } else {
            (1.0 + man as f64 / scale) * pow2((field - self.bias as i64) as i32)
        };
        sign * mag
    }

    /// The bit pattern nearest to `v` (ties to even).
    pub fn encode(&self, v: f64) -> u64 {
        if *self == formats::F64 {
            return v.to_bits();
        }
        if *self == formats::F32 {
            return (v as f32).to_bits() as u64;
        }
        if *self == formats::F16 {
            return f16_bits(v) as u64;
        }
        if *self == formats::BF16 {
            return bf16_bits(v) as u64;
        }
        let sign = if v.is_sign_negative() {
            self.sign_bit()
        } else {
            0
        };
        let all_ones = (1u64 << self.exp_bits) - 1;
        let nan = match self.non_finite {
            NonFinite::Ieee => self.exp_mask() | (1u64 << self.man_bits.saturating_sub(1)),
            NonFinite::NanOnlyAllOnes => self.exp_mask() | self.man_mask(),
            NonFinite::NanOnlyNegZero => self.sign_bit(),
            // A format without NaN has nothing better to offer for an invalid value than zero.
            NonFinite::FiniteOnly => 0,
            NonFinite::ExponentOnly => all_ones,
        };
        if v.is_nan() {
            return match self.non_finite {
                NonFinite::Ieee | NonFinite::NanOnlyAllOnes => sign | nan,
                NonFinite::NanOnlyNegZero | NonFinite::FiniteOnly | NonFinite::ExponentOnly => nan,
            };
        }
        let a = v.abs();
        let overflow = || match self.non_finite {
            NonFinite::Ieee => sign | self.exp_mask(),
            NonFinite::NanOnlyAllOnes => sign | nan,
            NonFinite::NanOnlyNegZero | NonFinite::ExponentOnly => nan,
            NonFinite::FiniteOnly => sign | self.exp_mask() | self.man_mask(),
        };
        if a.is_infinite() {
            return overflow();
        }
        if self.non_finite == NonFinite::ExponentOnly {
            // Powers of two from 2^-bias to 2^(254 - bias); zero rounds up to the smallest.
            if a == 0.0 {
                return 0;
            }
            let e = exponent_of(a);
            let q = pow2(e);
            let n = (a / q).round_ties_even();
            let e = e + (n as i32 - 1);
            let field = (e + self.bias).max(0) as u64;
            return if field >= all_ones { nan } else { field };
        }
        if a == 0.0 {
            return match self.non_finite {
                NonFinite::NanOnlyNegZero => 0,
                NonFinite::Ieee
                | NonFinite::NanOnlyAllOnes
                | NonFinite::FiniteOnly
                | NonFinite::ExponentOnly => sign,
            };
        }
        let emin = 1 - self.bias;
        let e = exponent_of(a).max(emin);
        let q = pow2(e - self.man_bits as i32);
        let n = (a / q).round_ties_even() as u64;
        if n == 0 {
            return match self.non_finite {
                NonFinite::NanOnlyNegZero => 0,
                NonFinite::Ieee
                | NonFinite::NanOnlyAllOnes
                | NonFinite::FiniteOnly
                | NonFinite::ExponentOnly => sign,
            };
        }
        if n as f64 * q > self.max_finite() {
            return overflow();
        }
        let implicit = 1u64 << self.man_bits;
        let (field, man) = if n >= 2 * implicit {
            ((e + 1 + self.bias) as u64, (n / 2) - implicit)
        } else if n >= implicit {
            ((e + self.bias) as u64, n - implicit)
        } else {
            (0, n)
        };
        sign | (field << self.man_bits) | man
    }

    /// `v` rounded to this format (ties to even), as an `f64`.
    pub fn round(&self, v: f64) -> f64 {
        if *self == formats::F64 {
            v
        } else if *self == formats::F32 {
            v as f32 as f64
        } else if *self == formats::F16 {
            half::f16::from_bits(f16_bits(v)).to_f64()
        } else if *self == formats::BF16 {
            half::bf16::from_bits(bf16_bits(v)).to_f64()
        } else {
            self.decode(self.encode(v))
        }
    }
}

/// `v` rounded to `f32` to odd: toward zero, with the last bit set when that is inexact. A second
/// rounding of the result to a format of at most 22 significant bits (`bf16`, `f16`) is then the
/// correct rounding of `v` (the intermediate keeps the sticky information a plain `v as f32` loses).
fn f32_round_to_odd(v: f64) -> f32 {
    let r = v as f32;
    if r.is_nan() || r as f64 == v {
        return r;
    }
    let mut b = r.to_bits();
    if (r as f64).abs() > v.abs() {
        // Rounded away from zero (to infinity, too): step back toward zero.
        b -= 1;
    }
    f32::from_bits(b | 1)
}

/// The `bf16` nearest to `v` (ties to even), NaNs keeping their sign and leading payload bits with
/// the quiet bit set. (`half::bf16::from_f64` reads only the top 32 bits of the `f64`, which gets
/// ties wrong when the dropped bits are not zero: `1 + 2^-8 + 2^-23` rounded down to 1.)
pub fn bf16_bits(v: f64) -> u16 {
    half::bf16::from_f32(f32_round_to_odd(v)).to_bits()
}

/// The `f16` nearest to `v` (ties to even), NaNs as `half::f16::from_f32` gives them. (`half`'s
/// `from_f64` rounds through `f32` (twice) where the CPU has F16C and reads only the top 32 bits of
/// the `f64` elsewhere; both get some ties wrong.)
pub fn f16_bits(v: f64) -> u16 {
    half::f16::from_f32(f32_round_to_odd(v)).to_bits()
}

/// `floor(log2(a))` for a positive finite `a` (exact, also for subnormals).
fn exponent_of(a: f64) -> i32 {
    let bits = a.to_bits();
    let field = ((bits >> 52) & 0x7ff) as i32;
    if field == 0 {
        // Subnormal f64: the exponent is below -1022.
        -1074 + (63 - (bits & ((1u64 << 52) - 1)).leading_zeros() as i32)
    } else {
        field - 1023
    }
}

/// 2^e as an f64 (exact for every exponent an f64 can hold).
pub fn pow2(e: i32) -> f64 {
    if e >= -1022 {
        f64::from_bits(((e + 1023).clamp(0, 2047) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (e + 1074).clamp(0, 51))
    }
}

#[cfg(test)]
#[allow(clippy::approx_constant)] // 3.1415 is the suite's own input, not an approximation of pi.
mod tests {
    use super::formats::*;
    use super::pow2;

    #[test]
    fn round_trips_every_pattern_of_the_small_formats() {
        for fmt in [
            F4E2M1FN,
            F6E2M3FN,
            F6E3M2FN,
            F8E3M4,
            F8E4M3,
            F8E4M3FN,
            F8E4M3FNUZ,
            F8E4M3B11FNUZ,
            F8E5M2,
            F8E5M2FNUZ,
            F8E8M0FNU,
        ] {
            for bits in 0..(1u64 << fmt.bits()) {
                let v = fmt.decode(bits);
                if v.is_nan() {
                    assert!(fmt.decode(fmt.encode(v)).is_nan(), "{fmt:?} {bits:#x}");
                    continue;
                }
                assert_eq!(
                    fmt.decode(fmt.encode(v)).to_bits(),
                    v.to_bits(),
                    "{fmt:?} {bits:#x}"
                );
            }
        }
    }

    #[test]
    fn matches_the_specification_examples() {
        // The StableHLO suite's constant tests (constant.mlir).
        assert_eq!(F8E4M3FN.round(0.1), 0.1015625);
        assert_eq!(F8E4M3FN.round(3.1415), 3.25);
        assert_eq!(F8E4M3FN.max_finite(), 448.0);
        assert!(F8E4M3FN.round(470.0).is_nan());
        assert_eq!(F8E4M3FN.round(464.0), 448.0);
        assert_eq!(F8E4M3FNUZ.decode(0x7f), 240.0);
        assert_eq!(F8E4M3B11FNUZ.decode(0x7f), 30.0);
        assert_eq!(F8E5M2FNUZ.decode(0x7f), 57344.0);
        assert!(F8E5M2FNUZ.decode(0x80).is_nan());
        assert_eq!(F8E5M2FNUZ.round(-0.0).to_bits(), 0.0f64.to_bits());
        assert_eq!(F4E2M1FN.decode(0x07), 6.0);
        assert_eq!(F4E2M1FN.decode(0x0f), -6.0);
        assert_eq!(F4E2M1FN.round(3.1415), 3.0);
        assert_eq!(F4E2M1FN.round(100.0), 6.0);
        assert_eq!(F6E2M3FN.round(3.1415), 3.25);
        assert_eq!(F6E3M2FN.decode(0x1f), 28.0);
        assert_eq!(F8E3M4.round(0.1), 0.09375);
        assert_eq!(F8E5M2.round(3.1415), 3.0);
        assert_eq!(F8E8M0FNU.round(0.1), 0.125);
        assert_eq!(F8E8M0FNU.round(3.1415), 4.0);
        assert_eq!(F8E8M0FNU.decode(0x80), 2.0);
        assert!(F8E8M0FNU.decode(0xff).is_nan());
        assert_eq!(F16.round(65520.0), f64::INFINITY);
        assert_eq!(BF16.round(1.0 + 1.0 / 256.0), 1.0);
        // Above a tie only in bits `half`'s `from_f64` drops: rounds up.
        let above = 1.0 + pow2(-8) + pow2(-23);
        assert_eq!(BF16.round(above), 1.0 + pow2(-7));
        assert_eq!(BF16.round(-above), -(1.0 + pow2(-7)));
        assert_eq!(BF16.round(1.0 + pow2(-8) + pow2(-40)), 1.0 + pow2(-7));
        assert_eq!(BF16.round(1.0 + pow2(-8)), 1.0);
        assert_eq!(F16.round(1.0 + pow2(-11) + pow2(-40)), 1.0 + pow2(-10));
        assert_eq!(F16.round(1.0 + pow2(-11)), 1.0);
        assert_eq!(F16.round(1.0 + 3.0 * pow2(-11)), 1.0 + pow2(-9));
        // Subnormals of each, and past the largest finite value.
        assert_eq!(BF16.round(pow2(-133) * 1.5 + pow2(-160)), pow2(-132));
        assert_eq!(F16.round(pow2(-25) + pow2(-60)), pow2(-24));
        assert_eq!(F16.round(pow2(-25)), 0.0);
        assert_eq!(BF16.round(f64::MAX), f64::INFINITY);
        assert_eq!(BF16.encode(-f64::NAN), 0xffc0);
        // Every f32 rounds to bf16 as `half`'s exact f32 conversion rounds it.
        for b in (0..=u32::MAX).step_by(9973) {
            let x = f32::from_bits(b);
            assert_eq!(
                BF16.encode(x as f64) as u16,
                half::bf16::from_f32(x).to_bits(),
                "{b:#x}"
            );
            assert_eq!(
                F16.encode(x as f64) as u16,
                half::f16::from_f32(x).to_bits(),
                "{b:#x}"
            );
        }
        assert_eq!(TF32.round(1.0 + 1.0 / 4096.0), 1.0);
    }
}
