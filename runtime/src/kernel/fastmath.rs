//! Vectorizable f32 `exp`, `log` and `tanh` (Cephes' polynomials, within a few ulp of libm), written
//! as straight-line code over slices so the compiler turns them into SIMD loops. XLA and IREE use
//! approximations of this kind too; libm's scalar calls dominated elementwise kernels otherwise.

const MAGIC: f32 = 12_582_912.0; // 1.5 * 2^23: adding it rounds to an integer.

/// `2^n` for an integral `n` in `[-126, 127]`, built from the exponent bits.
#[inline(always)]
fn pow2i(n: i32) -> f32 {
    // (Wrapping: a NaN input gives a meaningless `n`, whose result the caller discards.)
    f32::from_bits((n.wrapping_add(127) << 23) as u32)
}

/// `e^x`. Branch-free (selects only) so loops over it vectorize: the result is `y * 2^n1 * 2^n2`
/// with `n = n1 + n2`, which covers the whole range from overflow down to the denormals.
#[inline(always)]
pub fn exp(x: f32) -> f32 {
    // Lanes the select below sets to 0 compute e^0 instead of e^-104: a subnormal intermediate
    // costs a microcode assist of about a hundred cycles per vector on x86, and masked-out
    // attention scores and saturated logistics are all in that range.
    // (Below -103.97 nothing is clamped: those lanes take 0. A NaN passes through.)
    let xc = if x < -103.972_08 {
        0.0
    } else if x > 88.75 {
        88.75
    } else {
        x
    };
    let t = xc * std::f32::consts::LOG2_E;
    let shifted = t + MAGIC;
    let n = shifted - MAGIC;
    // `n` as an integer, read from `shifted`'s bits: `|t| < 151`, so `shifted` lies in
    // [2^23, 2^24), where one ulp is 1 and the low mantissa bits hold `n` offset by MAGIC's.
    // The same value as `n as i32`, but `as` (saturating, NaN to 0) is scalarized per lane,
    // which made the vector loops of `exp`, `tanh` and `logistic` about 10x slower. A NaN `x`
    // gives some integer here; its result is `x` (the select at the end).
    let ni = (shifted.to_bits() as i32).wrapping_sub(MAGIC.to_bits() as i32);
    let r = xc - n * 0.693_359_4 - n * -2.121_944_4e-4;
    let mut p = 1.987_569_1e-4f32;
    p = p * r + 1.398_199_9e-3;
    p = p * r + 8.333_452e-3;
    p = p * r + 4.166_579_6e-2;
    p = p * r + 1.666_666_5e-1;
    p = p * r + 0.5;
    let y = p * r * r + r + 1.0;
    let n1 = ni >> 1;
    let v = y * pow2i(n1) * pow2i(ni - n1);
    let v = if x > 88.722_84 { f32::INFINITY } else { v };
    let v = if x < -103.972_08 { 0.0 } else { v };
    if x.is_nan() {
        x
    } else {
        v
    }
}

/// Natural logarithm. Branch-free; denormal inputs are scaled by `2^23` first.
#[inline(always)]
pub fn log(x: f32) -> f32 {
    let denormal = x < f32::MIN_POSITIVE;
    let xs = if denormal { x * 8_388_608.0 } else { x };
    let bits = xs.to_bits();
    let mut e = ((bits >> 23) & 0xff) as i32 - 126 - if denormal { 23 } else { 0 };
    let m0 = f32::from_bits((bits & 0x807f_ffff) | 0x3f00_0000);
    let small = m0 < std::f32::consts::FRAC_1_SQRT_2;
    e -= small as i32;
    let m = if small { m0 + m0 - 1.0 } else { m0 - 1.0 };
    let z = m * m;
    let mut y = 7.037_683_6e-2f32;
    y = y * m - 1.151_461e-1;
    y = y * m + 1.167_699_9e-1;
    y = y * m - 1.242_014_1e-1;
    y = y * m + 1.424_932_3e-1;
    y = y * m - 1.666_805_8e-1;
    y = y * m + 2.000_071_4e-1;
    y = y * m - 2.499_999_4e-1;
    y = y * m + 3.333_333e-1;
    let ef = e as f32;
    let mut r = y * m * z;
    r += -2.121_944_4e-4 * ef;
    r += -0.5 * z;
    let v = m + r + 0.693_359_4 * ef;
    let v = if x == f32::INFINITY { x } else { v };
    let v = if x == 0.0 { f32::NEG_INFINITY } else { v };
    if x < 0.0 || x.is_nan() {
        f32::NAN
    } else {
        v
    }
}

/// Hyperbolic tangent. Branch-free.
#[inline(always)]
pub fn tanh(x: f32) -> f32 {
    let a = x.abs();
    let z = x * x;
    let mut p = -5.704_988_7e-3f32;
    p = p * z + 2.063_909e-2;
    p = p * z - 5.373_971_6e-2;
    p = p * z + 1.333_144_2e-1;
    p = p * z - 3.333_328e-1;
    // tanh has x's sign; OR-ing it in keeps tanh(-0) = -0 (the sum gives +0 there) and changes
    // nothing else (the polynomial term is smaller than x).
    let sign = x.to_bits() & 0x8000_0000;
    let small = f32::from_bits((x + x * z * p).to_bits() | sign);
    let big = 1.0 - 2.0 / (exp(2.0 * a.min(9.0)) + 1.0);
    let big = f32::from_bits(big.to_bits() | sign);
    let v = if a < 0.625 { small } else { big };
    let v = if a >= 9.0 { 1.0f32.copysign(x) } else { v };
    if x.is_nan() {
        x
    } else {
        v
    }
}

/// `1 / (1 + e^-x)`, as `e^x / (1 + e^x)` for negative `x`: `e^-x` would overflow below -88.7
/// where the result is still a (subnormal) `f32`, and is needed down to -103.
#[inline(always)]
pub fn logistic(x: f32) -> f32 {
    let e = exp(-x.abs());
    let d = 1.0 + e;
    if x < 0.0 {
        e / d
    } else {
        1.0 / d
    }
}

/// A `bf16` element (its bits) as the `f32` of the same value: exact, a NaN quieted (its leading
/// fraction bit set), as `half::bf16::to_f32` and the JIT's widening do; written without a
/// branch, so loops of it vectorize.
#[inline(always)]
pub fn widen_bf16(bits: u16) -> f32 {
    let x = (bits as u32) << 16;
    let nan = (x & 0x7fff_ffff > 0x7f80_0000) as u32;
    f32::from_bits(x | nan << 22)
}

/// `x` rounded to `bf16` (to nearest, ties to even; overflow to infinity; a NaN keeps its sign
/// and leading payload bits and is quieted), as an `f32` whose low 16 bits are zero: the value
/// `half::bf16::from_f32` gives (the JIT's `bf16_round`). Branch-free, so loops vectorize.
#[inline(always)]
pub fn round_bf16(x: f32) -> f32 {
    let b = x.to_bits();
    let nan = b & 0x7fff_ffff > 0x7f80_0000;
    let r = b.wrapping_add(0x7fff + ((b >> 16) & 1)) & 0xffff_0000;
    let q = (b | 0x0040_0000) & 0xffff_0000;
    f32::from_bits(if nan { q } else { r })
}

#[cfg(test)]
mod tests {
    fn ulps(a: f32, b: f32) -> i64 {
        (a.to_bits() as i32 as i64 - b.to_bits() as i32 as i64).abs()
    }

    /// `exp` as written before it read `n` from bits: with Rust's saturating `n as i32`.
    fn exp_by_conversion(x: f32) -> f32 {
        let xc = x.clamp(-104.0, 88.75);
        let t = xc * std::f32::consts::LOG2_E;
        let n = (t + super::MAGIC) - super::MAGIC;
        let r = xc - n * 0.693_359_4 - n * -2.121_944_4e-4;
        let mut p = 1.987_569_1e-4f32;
        p = p * r + 1.398_199_9e-3;
        p = p * r + 8.333_452e-3;
        p = p * r + 4.166_579_6e-2;
        p = p * r + 1.666_666_5e-1;
        p = p * r + 0.5;
        let y = p * r * r + r + 1.0;
        let ni = n as i32;
        let n1 = ni >> 1;
        let v = y * super::pow2i(n1) * super::pow2i(ni - n1);
        let v = if x > 88.722_84 { f32::INFINITY } else { v };
        let v = if x < -103.972_08 { 0.0 } else { v };
        if x.is_nan() {
            x
        } else {
            v
        }
    }

    #[test]
    fn exp_integer_part_from_bits_matches_conversion() {
        // Every f32 from -110 to 90 in steps of a few ulp near the ends of each binade, the
        // clamp bounds and the special values: bit for bit the same result.
        let mut xs = vec![
            0.0f32,
            -0.0,
            1.0,
            -1.0,
            88.75,
            88.722_84,
            88.73,
            -104.0,
            -103.972_08,
            -103.98,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::MIN_POSITIVE,
            -f32::MIN_POSITIVE,
            1e-45,
            f32::MAX,
            f32::MIN,
        ];
        let mut x = -110.0f32;
        while x < 90.0 {
            xs.push(x);
            x += 0.000_731;
        }
        for b in (0u32..=u32::MAX).step_by(65_537) {
            xs.push(f32::from_bits(b));
        }
        for &x in &xs {
            let (got, want) = (super::exp(x), exp_by_conversion(x));
            assert!(
                got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                "exp({x:e}) = {got:e}, by conversion {want:e}"
            );
        }
        // A NaN comes back as itself (its payload), not as some scaled value.
        let nan = f32::from_bits(0xffc0_1234);
        assert_eq!(super::exp(nan).to_bits(), nan.to_bits());
    }

    #[test]
    fn close_to_libm() {
        let mut worst = (0i64, 0i64, 0i64);
        let mut x = -110.0f32;
        while x < 90.0 {
            worst.0 = worst.0.max(ulps(super::exp(x), x.exp()));
            worst.2 = worst.2.max(ulps(super::tanh(x), x.tanh()));
            x += 0.0137;
        }
        let mut x = 1e-40f32;
        while x < 3e38 {
            worst.1 = worst.1.max(ulps(super::log(x), x.ln()));
            x *= 1.0173;
        }
        assert!(
            worst.0 <= 4 && worst.1 <= 4 && worst.2 <= 8,
            "ulps (exp, log, tanh) = {worst:?}"
        );
        assert!(super::exp(f32::NAN).is_nan() && super::log(-1.0).is_nan());
        assert_eq!(super::exp(100.0), f32::INFINITY);
        assert_eq!(super::log(0.0), f32::NEG_INFINITY);
        assert_eq!(super::tanh(20.0), 1.0);
        assert_eq!(super::tanh(-20.0), -1.0);
        assert_eq!(super::exp(-1e9), 0.0);
        assert_eq!(super::exp(f32::NEG_INFINITY), 0.0);
        assert_eq!(super::log(f32::INFINITY), f32::INFINITY);
        assert!(super::tanh(f32::NAN).is_nan() && super::log(f32::NAN).is_nan());
        assert!((super::logistic(0.0) - 0.5).abs() < 1e-7);
    }
}
