//! The `bf16` matrix product on the CPU's dot-product instruction: `c = a x b` with `a` (`m x k`)
//! and `b` (`k x n`) in `bf16` and `c` in `f32`, through AVX512_BF16's `vdpbf16ps`, which
//! multiplies pairs of `bf16` elements and adds both products to an `f32` accumulator.
//!
//! [`available`] says whether this CPU has it; the [`Dot`](super::steps::Dot) step takes this
//! route for a product of two `bf16` operands in `f32` exactly when it does, and converts panels
//! to `f32` for the `f32` GEMM otherwise (the choice is by CPU feature, fixed per process).
//!
//! Layout: `a` is packed once per call into groups of [`MR`] rows, each `k / 2` (rounded up)
//! 32-bit words per row, a word holding the elements `2p` (low half) and `2p + 1` (high half) of
//! its row; `b` is packed per strip of [`NR`] columns (a block of [`SB`] strips at a time, in
//! each thread), into words of the same pairs along `k`. An odd `k`'s last pair has a zero high half (adding a product with `+0`),
//! and rows and columns past the edges are zero and never stored. The microkernel keeps an
//! `MR x NR` block of `c` in 24 registers over the whole `k`, so each result element is one
//! accumulator: `vdpbf16ps` adds the products of pairs `(2p, 2p + 1)` for `p = 0, 1, ...` in
//! order, each step rounded to `f32` as the instruction defines it (to nearest even, with
//! subnormal inputs and results flushed to zero): not the `f32` GEMM's summation order, so the
//! two routes may differ in the last bits of a sum, as two GEMM libraries do.

use rayon::prelude::*;

/// Rows of the microkernel's block.
pub const MR: usize = 12;
/// Columns of the microkernel's block (two 16-lane registers).
pub const NR: usize = 32;
/// Strips of [`NR`] columns a thread packs and multiplies at a time.
const SB: usize = 4;

/// Whether the CPU has AVX-512F and AVX512_BF16 (detected once; the route of every `bf16`
/// product of this process).
pub fn available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::sync::OnceLock;
        static HAS: OnceLock<bool> = OnceLock::new();
        *HAS.get_or_init(|| {
            std::arch::is_x86_feature_detected!("avx512f")
                && std::arch::is_x86_feature_detected!("avx512bf16")
        })
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The host bytes one call packs: `(once, per thread)`: the packed left operand (`m` rounded up
/// to [`MR`] rows of `k` rounded up to even) and one packed block of strips of the right one per
/// thread.
pub fn host_bytes(m: u64, k: u64) -> (u64, u64) {
    let kp = k.div_ceil(2);
    let rows = m.div_ceil(MR as u64).saturating_mul(MR as u64);
    (
        rows.saturating_mul(kp).saturating_mul(4),
        kp.saturating_mul((SB * NR) as u64 * 4),
    )
}

/// A strided matrix operand: its first element and its row and column strides, in elements.
#[derive(Clone, Copy, Debug)]
pub struct Strided<T> {
    /// Element `(0, 0)`.
    pub ptr: T,
    /// Row stride.
    pub rs: isize,
    /// Column stride.
    pub cs: isize,
}

impl<T: Copy> Strided<T> {
    /// Element `(0, 0)` (a method, so closures capture the whole `Strided`, which may cross
    /// threads, not its raw pointer field).
    fn base(&self) -> T {
        self.ptr
    }
}

// SAFETY: addresses of buffers the caller keeps alive for the whole call (see [`gemm`]); the
// workers read `a` and `b` and write disjoint columns of `c`.
unsafe impl Send for Strided<*mut f32> {}
// SAFETY: as above.
unsafe impl Sync for Strided<*mut f32> {}
// SAFETY: as above (read only).
unsafe impl Send for Strided<*const u16> {}
// SAFETY: as above (read only).
unsafe impl Sync for Strided<*const u16> {}

/// `c = a x b`, or with `accumulate = Some((alpha, beta))` `c = alpha * c + beta * (a x b)`, on
/// `threads` workers of the current rayon pool (strips of [`NR`] columns).
///
/// # Safety
/// [`available`] is true; `m, n, k > 0`; every element `a.ptr + i * a.rs + p * a.cs` (`i < m`,
/// `p < k`), `b.ptr + p * b.rs + j * b.cs` and `c.ptr + i * c.rs + j * c.cs` (`j < n`) is inside a
/// live buffer (`bf16` elements for `a` and `b`, `f32` for `c`, aligned); `c`'s addressed
/// elements are distinct (injective strides) and overlap neither operand, and nothing else
/// accesses them during the call.
#[allow(clippy::too_many_arguments)]
pub unsafe fn gemm(
    m: usize,
    n: usize,
    k: usize,
    a: Strided<*const u16>,
    b: Strided<*const u16>,
    c: Strided<*mut f32>,
    accumulate: Option<(f32, f32)>,
    threads: usize,
) {
    let kp = k.div_ceil(2);
    let groups = m.div_ceil(MR);
    // The left operand, packed: group `g`, pair `p`, row `r` at `(g * kp + p) * MR + r`.
    let mut apack = vec![0u32; groups * kp * MR];
    let pack_a = |(g, dst): (usize, &mut [u32])| {
        for r in 0..MR.min(m - g * MR) {
            let row = a.base().wrapping_offset((g * MR + r) as isize * a.rs);
            for p in 0..kp {
                // SAFETY: the caller's contract: rows below `m`, columns `2p` and (when below
                // `k`) `2p + 1` are elements of `a`.
                let (lo, hi) = unsafe {
                    (
                        row.offset((2 * p) as isize * a.cs).read(),
                        if 2 * p + 1 < k {
                            row.offset((2 * p + 1) as isize * a.cs).read()
                        } else {
                            0
                        },
                    )
                };
                dst[p * MR + r] = lo as u32 | (hi as u32) << 16;
            }
        }
    };
    let big = threads > 1 && m * n * k >= 64 * 64 * 64;
    if big {
        apack.par_chunks_mut(kp * MR).enumerate().for_each(pack_a);
    } else {
        apack.chunks_mut(kp * MR).enumerate().for_each(pack_a);
    }
    let apack = &apack;
    let strips = n.div_ceil(NR);
    // One block of up to `SB` strips of `NR` columns: pack them (each pair of rows of `b` read
    // along the block's columns, `SB x NR` of them, not one strip's cache line at a time), then
    // every group of rows of each strip.
    let block = |bpack: &mut Vec<u32>, blk: usize| {
        let (s0, s1) = (blk * SB, strips.min(blk * SB + SB));
        bpack.clear();
        bpack.resize((s1 - s0) * kp * NR, 0);
        for p in 0..kp {
            let r0 = b.base().wrapping_offset((2 * p) as isize * b.rs);
            let r1 = b.base().wrapping_offset((2 * p + 1) as isize * b.rs);
            for s in s0..s1 {
                let j0 = s * NR;
                let cols = NR.min(n - j0);
                let at = ((s - s0) * kp + p) * NR;
                let dst = &mut bpack[at..at + cols];
                if b.cs == 1 && 2 * p + 1 < k {
                    // SAFETY: the caller's contract: rows `2p` and `2p + 1`, columns `j0 .. j0 +
                    // cols` (contiguous, `cs` 1) are elements of `b`.
                    let (x0, x1) = unsafe {
                        (
                            std::slice::from_raw_parts(r0.add(j0), cols),
                            std::slice::from_raw_parts(r1.add(j0), cols),
                        )
                    };
                    for ((d, &l), &h) in dst.iter_mut().zip(x0).zip(x1) {
                        *d = l as u32 | (h as u32) << 16;
                    }
                    continue;
                }
                for (j, d) in dst.iter_mut().enumerate() {
                    let col = (j0 + j) as isize * b.cs;
                    // SAFETY: the caller's contract: rows `2p` and (when below `k`) `2p + 1`,
                    // columns below `n`, are elements of `b`.
                    let (lo, hi) = unsafe {
                        (
                            r0.offset(col).read(),
                            if 2 * p + 1 < k {
                                r1.offset(col).read()
                            } else {
                                0
                            },
                        )
                    };
                    *d = lo as u32 | (hi as u32) << 16;
                }
            }
        }
        let mut tile = [[0f32; NR]; MR];
        for s in s0..s1 {
            let j0 = s * NR;
            let cols = NR.min(n - j0);
            let bp = bpack[(s - s0) * kp * NR..].as_ptr();
            for g in 0..groups {
                let rows = MR.min(m - g * MR);
                let ap = apack[g * kp * MR..].as_ptr();
                // SAFETY: `available()` (the caller's contract) gives the instructions; `ap` holds
                // `kp * MR` words of this group and `bp` `kp * NR` of this strip.
                unsafe { micro(rows, kp, ap, bp, &mut tile) };
                for (r, t) in tile.iter().enumerate().take(rows) {
                    let i = g * MR + r;
                    let row = c.base().wrapping_offset(i as isize * c.rs);
                    if c.cs == 1 {
                        // SAFETY: the caller's contract: row `i`'s columns `j0 .. j0 + cols` are
                        // elements of `c`, contiguous (`cs` 1), written by this strip alone.
                        let out = unsafe { std::slice::from_raw_parts_mut(row.add(j0), cols) };
                        match accumulate {
                            None => out.copy_from_slice(&t[..cols]),
                            Some((alpha, beta)) => out
                                .iter_mut()
                                .zip(t)
                                .for_each(|(o, &v)| *o = alpha * *o + beta * v),
                        }
                    } else {
                        for (j, &v) in t.iter().enumerate().take(cols) {
                            // SAFETY: as above, element `(i, j0 + j)`.
                            unsafe {
                                let o = row.offset((j0 + j) as isize * c.cs);
                                *o = match accumulate {
                                    None => v,
                                    Some((alpha, beta)) => alpha * *o + beta * v,
                                };
                            }
                        }
                    }
                }
            }
        }
    };
    let blocks = strips.div_ceil(SB);
    if big {
        (0..blocks)
            .into_par_iter()
            .for_each_init(Vec::new, |bpack, blk| block(bpack, blk));
    } else {
        let mut bpack = Vec::new();
        for blk in 0..blocks {
            block(&mut bpack, blk);
        }
    }
}

/// The block of `rows` (at most [`MR`]) by [`NR`] of the product of one packed group of `a`
/// (`ap`: `kp` pairs of [`MR`] words) and one packed strip of `b` (`bp`: `kp` pairs of [`NR`]
/// words) into `tile`.
///
/// # Safety
/// The CPU has AVX-512F and AVX512_BF16; `ap` and `bp` point at `kp * MR` and `kp * NR` words.
unsafe fn micro(
    rows: usize,
    kp: usize,
    ap: *const u32,
    bp: *const u32,
    tile: &mut [[f32; NR]; MR],
) {
    // SAFETY: the caller's contract, passed on.
    unsafe {
        match rows {
            1 => micro_n::<1>(kp, ap, bp, tile),
            2 => micro_n::<2>(kp, ap, bp, tile),
            3 => micro_n::<3>(kp, ap, bp, tile),
            4 => micro_n::<4>(kp, ap, bp, tile),
            5 => micro_n::<5>(kp, ap, bp, tile),
            6 => micro_n::<6>(kp, ap, bp, tile),
            7 => micro_n::<7>(kp, ap, bp, tile),
            8 => micro_n::<8>(kp, ap, bp, tile),
            9 => micro_n::<9>(kp, ap, bp, tile),
            10 => micro_n::<10>(kp, ap, bp, tile),
            11 => micro_n::<11>(kp, ap, bp, tile),
            12 => micro_n::<12>(kp, ap, bp, tile),
            _ => unreachable!("a group has 1 to MR rows"),
        }
    }
}

/// [`micro`] for `R` rows: `2 R` accumulators of 16 lanes over the whole `k`.
///
/// # Safety
/// As [`micro`].
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bf16")]
unsafe fn micro_n<const R: usize>(
    kp: usize,
    ap: *const u32,
    bp: *const u32,
    tile: &mut [[f32; NR]; MR],
) {
    use std::arch::x86_64::*;
    let mut lo = [_mm512_setzero_ps(); R];
    let mut hi = [_mm512_setzero_ps(); R];
    for p in 0..kp {
        // SAFETY: pair `p < kp` of the strip: `NR` words at `p * NR`; of the group: `MR` words
        // at `p * MR` (the caller's contract). A `__m512i` and a `__m512bh` are the same 64
        // bytes of plain data.
        unsafe {
            let b0: __m512bh = std::mem::transmute(_mm512_loadu_si512(bp.add(p * NR) as *const _));
            let b1: __m512bh =
                std::mem::transmute(_mm512_loadu_si512(bp.add(p * NR + 16) as *const _));
            for r in 0..R {
                let av: __m512bh =
                    std::mem::transmute(_mm512_set1_epi32(ap.add(p * MR + r).read() as i32));
                lo[r] = _mm512_dpbf16_ps(lo[r], av, b0);
                hi[r] = _mm512_dpbf16_ps(hi[r], av, b1);
            }
        }
    }
    for r in 0..R {
        // SAFETY: each tile row holds `NR` = 32 f32: two stores of 16.
        unsafe {
            _mm512_storeu_ps(tile[r].as_mut_ptr(), lo[r]);
            _mm512_storeu_ps(tile[r].as_mut_ptr().add(16), hi[r]);
        }
    }
}

/// Never called: [`available`] is false off x86-64.
///
/// # Safety
/// None needed.
#[cfg(not(target_arch = "x86_64"))]
unsafe fn micro_n<const R: usize>(_: usize, _: *const u32, _: *const u32, _: &mut [[f32; NR]; MR]) {
    unreachable!("the bf16 dot-product route exists on x86-64 only")
}
