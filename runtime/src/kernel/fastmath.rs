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
    let xc = x.clamp(-104.0, 88.75);
    let t = xc * std::f32::consts::LOG2_E;
    let tm = t + MAGIC;
    let n = tm - MAGIC;
    let r = xc - n * 0.693_359_4 - n * -2.121_944_4e-4;
    let mut p = 1.987_569_1e-4f32;
    p = p * r + 1.398_199_9e-3;
    p = p * r + 8.333_452e-3;
    p = p * r + 4.166_579_6e-2;
    p = p * r + 1.666_666_5e-1;
    p = p * r + 0.5;
    let y = p * r * r + r + 1.0;
    // `n` as an integer, read from the bits of `t + MAGIC` (whose unit in the last place is 1:
    // its significand holds `n` over MAGIC's, for |n| < 2^22) rather than by `n as i32`, whose
    // saturating conversion costs a compare and two blends per vector. The same `n`, so the same
    // result, bit for bit.
    let ni = (tm.to_bits() as i32).wrapping_sub(MAGIC.to_bits() as i32);
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

    /// `exp`'s integer read from the bits of `t + MAGIC` is `n as i32` for every `t` its clamp
    /// lets through (and for each x of a fine sweep of that range).
    #[test]
    fn the_integer_from_the_bits_is_the_conversion() {
        use super::MAGIC;
        let mut t = -104.0f32 * std::f32::consts::LOG2_E - 1.0;
        while t < 88.75 * std::f32::consts::LOG2_E + 1.0 {
            let tm = t + MAGIC;
            let from_bits = (tm.to_bits() as i32).wrapping_sub(MAGIC.to_bits() as i32);
            assert_eq!(from_bits, (tm - MAGIC) as i32, "t = {t:e}");
            t += 0.000_97;
        }
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
