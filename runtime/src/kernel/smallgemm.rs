//! A direct `f32` product for small contractions (`out = lhs x rhs`, at most [`MAX_WORK`]
//! multiply-adds, `k` at most [`MAX_K`]) on AVX-512F, with the right operand's rows or the left
//! one's columns contiguous: no packing of either, where the GEMM library's fixed set-up (blocking,
//! packing both operands into its buffer, the micro-kernel dispatch) cost as much as the
//! arithmetic for the 8x128x128 and 32x10x128 products of recurrent and training loops.
//!
//! Every result element is the GEMM library's, bit for bit, wherever this path is taken
//! ([`applies`]): the library's AVX-512 micro-kernel keeps one accumulator per result element,
//! starts it at +0 and adds the products one `k` at a time in order with a fused multiply-add,
//! and for `k <= 512` it makes one block along `k` (`kernel_params` and its small-size branch
//! both take `kc = k` there), so the result is that one chain, stored as `1 * acc` (`acc` itself:
//! a fused multiply-add's NaN is already quiet). The paths of the library that sum in another
//! order (its `k <= 2` outer products, matrix-vector products for a single row or column, the
//! horizontal kernel for results of at most 256 elements, and the reversed `k` order it takes for
//! a negative contraction stride) are excluded by [`applies`], as are accumulating products.

/// Most multiply-adds of a product this path takes (`64 x 64 x 64`, the size from which the
/// GEMM library's run splits across threads).
pub const MAX_WORK: u64 = 64 * 64 * 64;

/// Longest contraction this path takes: up to it, the GEMM library makes one block along `k`.
pub const MAX_K: u64 = 512;

/// Whether the CPU has AVX-512F (and FMA), which this path needs.
pub fn available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::sync::OnceLock;
        static HAS: OnceLock<bool> = OnceLock::new();
        *HAS.get_or_init(|| {
            std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("fma")
        })
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Whether an `m x k` by `k x n` product, the operands' strides `lhs` and `rhs` (`[row, column]`,
/// in elements), takes this path and gives the GEMM library's results ([`available`] aside): not
/// accumulating, `3 <= k <=` [`MAX_K`], at least 2 rows and 2 columns and more than 256 result
/// elements, at most [`MAX_WORK`] multiply-adds, both contraction strides (along a row of the
/// left operand, down a column of the right one) non-negative, and the rows of the right
/// operand or the columns of the left one contiguous (a product with neither would need the
/// right operand gathered element by element, slower than the library's packing: an LSTM's
/// 16x64x64 with a transposed right operand took 2.84 µs that way against its 1.34).
pub fn applies(m: u64, n: u64, k: u64, lhs: [i64; 2], rhs: [i64; 2], accumulate: bool) -> bool {
    !accumulate
        && (3..=MAX_K).contains(&k)
        && m >= 2
        && n >= 2
        && m.saturating_mul(n) > 256
        && m.saturating_mul(n).saturating_mul(k) <= MAX_WORK
        && lhs[1] >= 0
        && rhs[0] >= 0
        && (rhs[1] == 1 || lhs[0] == 1)
}

/// A strided `f32` matrix: element `(i, j)` at `ptr + i * rs + j * cs`.
#[derive(Clone, Copy, Debug)]
pub struct Strided {
    /// Element `(0, 0)`.
    pub ptr: *const f32,
    /// Row stride, in elements.
    pub rs: isize,
    /// Column stride, in elements.
    pub cs: isize,
}

/// `out = lhs x rhs` (`m x k` by `k x n`), each element one fused multiply-add chain over `k` in
/// order from +0 (the module doc).
///
/// # Safety
/// [`available`] is true; `m, n >= 1`, `k <= MAX_K`; `rhs.cs == 1` or `lhs.rs == 1`; every
/// element `(i, p)` of `lhs`, `(p, j)` of `rhs` and `(i, j)` of `out` (`i < m`, `p < k`, `j < n`) is a valid, aligned `f32`; `out`'s
/// elements are distinct and overlap neither operand, and nothing else accesses them during the
/// call.
pub unsafe fn gemm(m: usize, n: usize, k: usize, lhs: Strided, rhs: Strided, out: Strided) {
    #[cfg(target_arch = "x86_64")]
    {
        if rhs.cs == 1 {
            // SAFETY: the caller's contract; the rows of `rhs` are contiguous.
            unsafe { avx512::product(m, n, k, lhs, rhs.ptr, rhs.rs, out) };
            return;
        }
        if lhs.rs == 1 {
            // The transposed product, `out^T = rhs^T x lhs^T`, whose right operand `lhs^T` has
            // contiguous rows: each element the same products summed in the same order.
            let t = |x: Strided| Strided {
                ptr: x.ptr,
                rs: x.cs,
                cs: x.rs,
            };
            // SAFETY: the caller's contract, transposed; the rows of `lhs^T` are contiguous.
            unsafe { avx512::product(n, m, k, t(rhs), lhs.ptr, lhs.cs, t(out)) };
            return;
        }
        unreachable!("smallgemm::gemm with neither operand contiguous (`applies` declines it)");
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (m, n, k, lhs, rhs, out);
        unreachable!("smallgemm::gemm without smallgemm::available()");
    }
}

#[cfg(target_arch = "x86_64")]
mod avx512 {
    use super::Strided;
    use std::arch::x86_64::*;

    /// Rows of one register tile.
    const MR: usize = 8;

    /// The product with the right operand's rows contiguous (`rhs + p * rhs_rs`, `n` elements):
    /// tiles of up to [`MR`] rows by 32 columns (two vectors), each element's chain in registers.
    ///
    /// # Safety
    /// As [`super::gemm`], with `rhs`'s element `(p, j)` at `rhs + p * rhs_rs + j`.
    #[target_feature(enable = "avx512f,fma")]
    pub(super) unsafe fn product(
        m: usize,
        n: usize,
        k: usize,
        lhs: Strided,
        rhs: *const f32,
        rhs_rs: isize,
        out: Strided,
    ) {
        let mut j0 = 0;
        while j0 < n {
            let cols = (n - j0).min(32);
            let mut i0 = 0;
            while i0 < m {
                let rows = (m - i0).min(MR);
                let t = Tile {
                    i0,
                    j0,
                    cols,
                    k,
                    lhs,
                    rhs,
                    rhs_rs,
                    out,
                };
                // SAFETY: the caller's contract; the tile's rows and columns are inside the
                // product's.
                unsafe {
                    match (rows, cols > 16) {
                        (1, false) => t.run::<1, 1>(),
                        (2, false) => t.run::<2, 1>(),
                        (3, false) => t.run::<3, 1>(),
                        (4, false) => t.run::<4, 1>(),
                        (5, false) => t.run::<5, 1>(),
                        (6, false) => t.run::<6, 1>(),
                        (7, false) => t.run::<7, 1>(),
                        (8, false) => t.run::<8, 1>(),
                        (1, true) => t.run::<1, 2>(),
                        (2, true) => t.run::<2, 2>(),
                        (3, true) => t.run::<3, 2>(),
                        (4, true) => t.run::<4, 2>(),
                        (5, true) => t.run::<5, 2>(),
                        (6, true) => t.run::<6, 2>(),
                        (7, true) => t.run::<7, 2>(),
                        (8, true) => t.run::<8, 2>(),
                        (r, _) => unreachable!("a tile of {r} rows (at most {MR})"),
                    }
                }
                i0 += rows;
            }
            j0 += cols;
        }
    }

    /// One register tile: rows `i0..i0 + R`, columns `j0..j0 + cols` (`cols` in
    /// `(16 * (V - 1), 16 * V]`).
    struct Tile {
        i0: usize,
        j0: usize,
        cols: usize,
        k: usize,
        lhs: Strided,
        rhs: *const f32,
        rhs_rs: isize,
        out: Strided,
    }

    impl Tile {
        /// # Safety
        /// As [`product`], for this tile's rows and columns.
        #[target_feature(enable = "avx512f,fma")]
        #[inline]
        unsafe fn run<const R: usize, const V: usize>(&self) {
            let Tile {
                i0,
                j0,
                cols,
                k,
                lhs,
                rhs,
                rhs_rs,
                out,
            } = *self;
            // Lanes of each vector inside the product's columns.
            let mut masks = [0u16; V];
            for (v, mask) in masks.iter_mut().enumerate() {
                let live = cols.saturating_sub(16 * v).min(16);
                *mask = if live == 16 {
                    u16::MAX
                } else {
                    (1u16 << live) - 1
                };
            }
            let mut acc = [[_mm512_setzero_ps(); V]; R];
            let a0 = lhs.ptr.wrapping_offset(i0 as isize * lhs.rs);
            let b0 = rhs.wrapping_add(j0);
            for p in 0..k {
                let brow = b0.wrapping_offset(p as isize * rhs_rs);
                let mut b = [_mm512_setzero_ps(); V];
                for v in 0..V {
                    // SAFETY: the lanes the mask keeps are columns `j0 + 16 v + l < n` of row
                    // `p`, valid (the caller's contract); masked-off lanes are not read.
                    b[v] = unsafe { _mm512_maskz_loadu_ps(masks[v], brow.add(16 * v)) };
                }
                for (r, row) in acc.iter_mut().enumerate() {
                    // SAFETY: element (i0 + r, p) of the left operand, valid (the contract).
                    let a =
                        unsafe { *a0.wrapping_offset(r as isize * lhs.rs + p as isize * lhs.cs) };
                    let a = _mm512_set1_ps(a);
                    for (x, &bv) in row.iter_mut().zip(&b) {
                        *x = _mm512_fmadd_ps(a, bv, *x);
                    }
                }
            }
            for (r, row) in acc.iter().enumerate() {
                let orow = (out.ptr as *mut f32)
                    .wrapping_offset((i0 + r) as isize * out.rs + j0 as isize * out.cs);
                for v in 0..V {
                    if out.cs == 1 {
                        // SAFETY: the kept lanes are elements (i0 + r, j0 + 16 v + l) of the
                        // result, valid and ours to write (the contract).
                        unsafe { _mm512_mask_storeu_ps(orow.add(16 * v), masks[v], row[v]) };
                    } else {
                        let mut lanes = [0f32; 16];
                        // SAFETY: `lanes` holds 16 f32.
                        unsafe { _mm512_storeu_ps(lanes.as_mut_ptr(), row[v]) };
                        let live = cols.saturating_sub(16 * v).min(16);
                        for (l, &x) in lanes[..live].iter().enumerate() {
                            // SAFETY: as above, one element at column stride `out.cs`.
                            unsafe {
                                *orow.wrapping_offset((16 * v + l) as isize * out.cs) = x;
                            }
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Small integers' products and sums are exact in `f32`: a hand-computed product.
    #[test]
    fn hand_computed() {
        if !available() {
            return;
        }
        // lhs 2x3 given column-major (rs 1, cs 2): [[1, 2, 3], [4, 5, 6]]; rhs 3x2 given
        // column-major (rs 1, cs 3): [[1, 4], [2, 5], [3, 6]] (the transposed product's route).
        let lhs = [1f32, 4., 2., 5., 3., 6.];
        let rhs = [1f32, 2., 3., 4., 5., 6.];
        let mut out = [0f32; 4];
        let s = |p: *const f32, rs, cs| Strided { ptr: p, rs, cs };
        // SAFETY: available; every addressed element is inside the arrays; `out` is apart.
        unsafe {
            gemm(
                2,
                2,
                3,
                s(lhs.as_ptr(), 1, 2),
                s(rhs.as_ptr(), 1, 3),
                s(out.as_mut_ptr(), 2, 1),
            )
        };
        // [1 2 3; 4 5 6] x [1 4; 2 5; 3 6] = [14 32; 32 77].
        assert_eq!(out, [14., 32., 32., 77.]);
    }

    fn values(len: usize, seed: u64) -> Vec<f32> {
        let mut x = seed;
        (0..len)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((x >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
            })
            .collect()
    }

    /// Random products of the shapes and layouts this path takes (row-major and transposed
    /// operands, a row- and a column-major result, widths around the 16-lane vectors): within
    /// rounding of an `f64` sum, and bit-identical to the GEMM library's.
    #[test]
    fn matches_the_gemm_library() {
        if !available() {
            return;
        }
        let shapes = [
            (8, 128, 128),
            (8, 128, 32),
            (32, 10, 128),
            (128, 10, 32),
            (32, 128, 10),
            (17, 33, 5),
            (3, 100, 7),
            (64, 64, 64),
            (20, 15, 3),
        ];
        for (si, &(m, n, k)) in shapes.iter().enumerate() {
            for layout in 0..8u32 {
                let (lt, rt, ot) = (layout & 1 != 0, layout & 2 != 0, layout & 4 != 0);
                let a = values(m * k, 1 + si as u64);
                let b = values(k * n, 100 + si as u64);
                // (rs, cs) of each: row-major, or transposed (column-major).
                let (ars, acs) = if lt { (1, m as isize) } else { (k as isize, 1) };
                let (brs, bcs) = if rt { (1, k as isize) } else { (n as isize, 1) };
                let takes = applies(
                    m as u64,
                    n as u64,
                    k as u64,
                    [ars as i64, acs as i64],
                    [brs as i64, bcs as i64],
                    false,
                );
                // A row-major left operand by a transposed right one is left to the library.
                assert_eq!(takes, lt || !rt, "{m}x{n}x{k} layout {layout}");
                if !takes {
                    continue;
                }
                let (ors, ocs) = if ot { (1, m as isize) } else { (n as isize, 1) };
                let mut ours = vec![f32::NAN; m * n];
                let mut lib = vec![f32::NAN; m * n];
                let s = |p: *const f32, rs, cs| Strided { ptr: p, rs, cs };
                // SAFETY: available; all addressed elements are inside the vectors; the
                // results are apart from the operands.
                unsafe {
                    gemm(
                        m,
                        n,
                        k,
                        s(a.as_ptr(), ars, acs),
                        s(b.as_ptr(), brs, bcs),
                        s(ours.as_mut_ptr(), ors, ocs),
                    );
                    gemm::gemm::<f32>(
                        m,
                        n,
                        k,
                        lib.as_mut_ptr(),
                        ocs,
                        ors,
                        false,
                        a.as_ptr(),
                        acs,
                        ars,
                        b.as_ptr(),
                        bcs,
                        brs,
                        0.0,
                        1.0,
                        false,
                        false,
                        false,
                        gemm::Parallelism::None,
                    );
                }
                for i in 0..m {
                    for j in 0..n {
                        let at = |x: &[f32]| x[(i as isize * ors + j as isize * ocs) as usize];
                        let exact: f64 = (0..k)
                            .map(|p| {
                                a[(i as isize * ars + p as isize * acs) as usize] as f64
                                    * b[(p as isize * brs + j as isize * bcs) as usize] as f64
                            })
                            .sum();
                        let got = at(&ours);
                        assert!(
                            (got as f64 - exact).abs() <= 1e-5 * k as f64,
                            "{m}x{n}x{k} layout {layout} ({i}, {j}): {got} vs {exact}"
                        );
                        assert_eq!(
                            got.to_bits(),
                            at(&lib).to_bits(),
                            "{m}x{n}x{k} layout {layout} ({i}, {j}): {got} vs the library's {}",
                            at(&lib)
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn excluded_shapes() {
        assert!(
            !applies(32, 10, 128, [128, 1], [10, 1], true),
            "accumulating"
        );
        assert!(!applies(32, 10, 2, [2, 1], [10, 1], false), "k <= 2");
        assert!(
            !applies(16, 16, 64, [64, 1], [16, 1], false),
            "256 elements"
        );
        assert!(!applies(1, 300, 64, [64, 1], [300, 1], false), "one row");
        assert!(!applies(32, 10, 600, [600, 1], [10, 1], false), "k > 512");
        assert!(
            !applies(65, 64, 64, [64, 1], [64, 1], false),
            "above MAX_WORK"
        );
        assert!(
            !applies(32, 10, 128, [128, -1], [10, 1], false),
            "negative contraction stride"
        );
    }
}
