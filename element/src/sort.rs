//! The one sort both paths use for `stablehlo.sort`: a stable bottom-up merge sort of positions by
//! a fallible "less than". A comparator region is any program, so it may be no order at all (NaNs
//! under `LT`, a comparator that always says true); this sort never panics on such a comparator,
//! calls it O(n log n) times, and — because the reference interpreter and the kernel executor run
//! the same merge sequence — gives both paths the same permutation even then.

/// Sorts `idx` stably by `less(a, b)` ("`a` comes before `b`"); the first error stops the sort.
pub fn merge_sort<E>(
    idx: &mut [usize],
    less: &mut dyn FnMut(usize, usize) -> Result<bool, E>,
) -> Result<(), E> {
    let n = idx.len();
    let mut buf = idx.to_vec();
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = lo.saturating_add(2 * width).min(n);
            let (mut i, mut j, mut k) = (lo, mid, lo);
            while i < mid && j < hi {
                // The right element goes first only when it is strictly less: ties keep their order.
                if less(idx[j], idx[i])? {
                    buf[k] = idx[j];
                    j += 1;
                } else {
                    buf[k] = idx[i];
                    i += 1;
                }
                k += 1;
            }
            buf[k..k + mid - i].copy_from_slice(&idx[i..mid]);
            k += mid - i;
            buf[k..k + hi - j].copy_from_slice(&idx[j..hi]);
            lo = hi;
        }
        idx.copy_from_slice(&buf);
        width = width.saturating_mul(2);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stable_and_total_on_any_comparator() {
        let keys = [3, 1, 2, 1, 3, 0];
        let mut idx: Vec<usize> = (0..keys.len()).collect();
        merge_sort::<()>(&mut idx, &mut |a, b| Ok(keys[a] < keys[b])).unwrap();
        // By hand: 0 (position 5), the two 1s in order (1, 3), 2 (2), the two 3s in order (0, 4).
        assert_eq!(idx, vec![5, 1, 3, 2, 0, 4]);
        // "Always less" is no order at all; the result is still a permutation.
        let mut idx: Vec<usize> = (0..7).collect();
        merge_sort::<()>(&mut idx, &mut |_, _| Ok(true)).unwrap();
        let mut seen = idx.clone();
        seen.sort();
        assert_eq!(seen, (0..7).collect::<Vec<_>>());
        // An error stops it.
        let mut idx: Vec<usize> = (0..3).collect();
        assert_eq!(merge_sort(&mut idx, &mut |_, _| Err("stop")), Err("stop"));
    }
}
