//! The executor's hottest f32 loops (the transcendental polynomials and the basic arithmetic),
//! compiled three times: for AVX-512, for AVX2 and for the baseline ISA, with the widest one the
//! CPU supports picked at run time. The loops are the same scalar code (no fused multiply-add, no
//! reassociation), so every version gives bit-identical results; only the vector width differs.
//! Cranelift emits 128-bit SIMD only, so for transcendental-heavy bodies these loops are the
//! faster path on wide machines.

use super::fastmath;
use std::sync::OnceLock;

/// The `f32` functions with vectorized polynomials ([`fastmath`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transcendental {
    /// `exponential`.
    Exp,
    /// `log`.
    Log,
    /// `tanh`.
    Tanh,
    /// `logistic`.
    Logistic,
}

/// The `f32` arithmetic the wide loops run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arith {
    /// `add`.
    Add,
    /// `subtract`.
    Sub,
    /// `multiply`.
    Mul,
    /// `divide`.
    Div,
    /// `maximum` (NaN-propagating, +0 above -0).
    Max,
    /// `minimum`.
    Min,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Isa {
    Avx512,
    Avx2,
    Base,
}

fn isa() -> Isa {
    static ISA: OnceLock<Isa> = OnceLock::new();
    *ISA.get_or_init(|| {
        #[cfg(target_arch = "x86_64")]
        {
            if std::is_x86_feature_detected!("avx512f") {
                return Isa::Avx512;
            }
            if std::is_x86_feature_detected!("avx2") {
                return Isa::Avx2;
            }
        }
        Isa::Base
    })
}

/// The widest vector ISA the CPU has: 2 = AVX-512F, 1 = AVX2, 0 = the baseline.
pub fn isa_level() -> u8 {
    match isa() {
        Isa::Avx512 => 2,
        Isa::Avx2 => 1,
        Isa::Base => 0,
    }
}

/// Whether the executor's wide loops are wider than the JIT's 4 lanes.
pub fn wider_than_jit() -> bool {
    isa() != Isa::Base
}

#[inline(always)]
fn unary_body(op: Transcendental, x: &[f32]) -> Vec<f32> {
    match op {
        Transcendental::Exp => x.iter().map(|&a| fastmath::exp(a)).collect(),
        Transcendental::Log => x.iter().map(|&a| fastmath::log(a)).collect(),
        Transcendental::Tanh => x.iter().map(|&a| fastmath::tanh(a)).collect(),
        Transcendental::Logistic => x.iter().map(|&a| fastmath::logistic(a)).collect(),
    }
}

#[inline(always)]
fn fmax(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        // The first NaN operand, quieted (`x + x` keeps its sign and payload); `a + b` would
        // leave the choice between two NaNs to the compiler's operand order.
        a + a
    } else if b.is_nan() {
        b + b
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_negative() && b.is_sign_negative() {
            a
        } else {
            a.abs()
        }
    } else if a > b {
        a
    } else {
        b
    }
}

#[inline(always)]
fn fmin(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        // The first NaN operand, quieted (`x + x` keeps its sign and payload); `a + b` would
        // leave the choice between two NaNs to the compiler's operand order.
        a + a
    } else if b.is_nan() {
        b + b
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_negative() || b.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else if a < b {
        a
    } else {
        b
    }
}

#[inline(always)]
fn binary_body(op: Arith, x: &[f32], y: &[f32]) -> Vec<f32> {
    let z = x.iter().zip(y);
    match op {
        Arith::Add => z.map(|(&a, &b)| a + b).collect(),
        Arith::Sub => z.map(|(&a, &b)| a - b).collect(),
        Arith::Mul => z.map(|(&a, &b)| a * b).collect(),
        Arith::Div => z.map(|(&a, &b)| a / b).collect(),
        Arith::Max => z.map(|(&a, &b)| fmax(a, b)).collect(),
        Arith::Min => z.map(|(&a, &b)| fmin(a, b)).collect(),
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vl,avx2,fma")]
fn unary_avx512(op: Transcendental, x: &[f32]) -> Vec<f32> {
    unary_body(op, x)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn unary_avx2(op: Transcendental, x: &[f32]) -> Vec<f32> {
    unary_body(op, x)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vl,avx2,fma")]
fn binary_avx512(op: Arith, x: &[f32], y: &[f32]) -> Vec<f32> {
    binary_body(op, x, y)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn binary_avx2(op: Arith, x: &[f32], y: &[f32]) -> Vec<f32> {
    binary_body(op, x, y)
}

/// `exp`, `log`, `tanh` or `logistic` of each element.
pub fn unary_f32(op: Transcendental, x: &[f32]) -> Vec<f32> {
    match isa() {
        // SAFETY: the CPU was detected to support AVX-512F (and with it AVX2 and FMA).
        #[cfg(target_arch = "x86_64")]
        Isa::Avx512 => unsafe { unary_avx512(op, x) },
        // SAFETY: the CPU was detected to support AVX2 (FMA comes with every AVX2 CPU we target;
        // the code has no FMA instructions anyway, since Rust does not contract).
        #[cfg(target_arch = "x86_64")]
        Isa::Avx2 => unsafe { unary_avx2(op, x) },
        _ => unary_body(op, x),
    }
}

/// `x op y` elementwise for add, sub, mul, div, max, min (XLA's NaN-propagating max/min).
pub fn binary_f32(op: Arith, x: &[f32], y: &[f32]) -> Vec<f32> {
    match isa() {
        // SAFETY: as in `unary_f32`.
        #[cfg(target_arch = "x86_64")]
        Isa::Avx512 => unsafe { binary_avx512(op, x, y) },
        // SAFETY: as in `unary_f32`.
        #[cfg(target_arch = "x86_64")]
        Isa::Avx2 => unsafe { binary_avx2(op, x, y) },
        _ => binary_body(op, x, y),
    }
}

/// Independent multiply-add chains of the peak loop: enough to cover the latency of every FMA
/// unit (4 cycles times 2 units on current x86 cores).
const FMA_CHAINS: usize = 12;

/// The baseline ISA's loop: a multiply and an add (the baseline has no fused multiply-add), on
/// `FMA_CHAINS` groups of 4 lanes.
fn mul_add_body(iters: u64) -> f32 {
    let mut acc = [[1.0f32; 4]; FMA_CHAINS];
    let (a, b) = (
        std::hint::black_box(0.999_999f32),
        std::hint::black_box(1e-7f32),
    );
    for _ in 0..iters {
        for chain in acc.iter_mut() {
            for x in chain.iter_mut() {
                *x = *x * a + b;
            }
        }
    }
    acc.iter().flatten().sum()
}

/// The peak loop on 16-lane vectors: `FMA_CHAINS` registers, each updated `iters` times by one
/// fused multiply-add instruction (written with the intrinsic: the vectorizer turns the same loop
/// on arrays into gathers); returns a value that depends on every lane.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vl,avx2,fma")]
fn fma_avx512(iters: u64) -> f32 {
    use std::arch::x86_64::*;
    let mut acc = [_mm512_set1_ps(1.0); FMA_CHAINS];
    let a = _mm512_set1_ps(std::hint::black_box(0.999_999f32));
    let b = _mm512_set1_ps(std::hint::black_box(1e-7f32));
    for _ in 0..iters {
        for x in acc.iter_mut() {
            *x = _mm512_fmadd_ps(*x, a, b);
        }
    }
    acc.iter().map(|&x| _mm512_reduce_add_ps(x)).sum()
}

/// [`fma_avx512`] on 8-lane vectors.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn fma_avx2(iters: u64) -> f32 {
    use std::arch::x86_64::*;
    let mut acc = [_mm256_set1_ps(1.0); FMA_CHAINS];
    let a = _mm256_set1_ps(std::hint::black_box(0.999_999f32));
    let b = _mm256_set1_ps(std::hint::black_box(1e-7f32));
    for _ in 0..iters {
        for x in acc.iter_mut() {
            *x = _mm256_fmadd_ps(*x, a, b);
        }
    }
    let lanes_sum = |x: __m256| {
        let s = _mm256_add_ps(x, _mm256_permute2f128_ps::<1>(x, x));
        let s = _mm256_hadd_ps(s, s);
        let s = _mm256_hadd_ps(s, s);
        _mm_cvtss_f32(_mm256_castps256_ps128(s))
    };
    acc.iter().map(|&x| lanes_sum(x)).sum()
}

/// Runs the machine-peak loop on this thread for `iters` iterations, with the widest vectors
/// the CPU has, and returns the f32 operations it performed (a multiply-add counts 2) and a
/// value that depends on all of them. The profile divides the operations by the time taken to
/// measure the machine's peak FLOP/s (`vm::profile::measure_peak`).
pub fn fma_loop(iters: u64) -> (u64, f32) {
    let ops = |lanes: u64| iters.saturating_mul(FMA_CHAINS as u64 * lanes * 2);
    match isa() {
        // SAFETY: the CPU was detected to support AVX-512F (and with it AVX2 and FMA).
        #[cfg(target_arch = "x86_64")]
        Isa::Avx512 => (ops(16), unsafe { fma_avx512(iters) }),
        // SAFETY: the CPU was detected to support AVX2; every AVX2 CPU we target has FMA (as
        // `unary_f32` above assumes), and `is_x86_feature_detected!("fma")` is checked too.
        #[cfg(target_arch = "x86_64")]
        Isa::Avx2 if std::is_x86_feature_detected!("fma") => (ops(8), unsafe { fma_avx2(iters) }),
        _ => (ops(4), mul_add_body(iters)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_loops_match_the_scalar_code() {
        let x: Vec<f32> = (0..1037).map(|i| (i as f32 - 500.0) * 0.173).collect();
        let y: Vec<f32> = (0..1037).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
        for op in [
            Transcendental::Exp,
            Transcendental::Log,
            Transcendental::Tanh,
            Transcendental::Logistic,
        ] {
            let want: Vec<u32> = unary_body(op, &x).iter().map(|v| v.to_bits()).collect();
            let got: Vec<u32> = unary_f32(op, &x).iter().map(|v| v.to_bits()).collect();
            assert_eq!(got, want, "{op:?}");
        }
        for op in [
            Arith::Add,
            Arith::Sub,
            Arith::Mul,
            Arith::Div,
            Arith::Max,
            Arith::Min,
        ] {
            let want: Vec<u32> = binary_body(op, &x, &y)
                .iter()
                .map(|v| v.to_bits())
                .collect();
            let got: Vec<u32> = binary_f32(op, &x, &y).iter().map(|v| v.to_bits()).collect();
            assert_eq!(got, want, "{op:?}");
        }
        assert!(fmax(f32::NAN, 1.0).is_nan() && fmin(1.0, f32::NAN).is_nan());
        assert!(fmax(-0.0, 0.0).is_sign_positive() && fmin(0.0, -0.0).is_sign_negative());
    }
}
