//! Run-time checks: the StableHLO interpreter's `check` dialect evaluated by the VM, so that a
//! compiled test program checks itself. The comparison rules live in [`element::check`], shared
//! with the reference interpreter: both paths pass and fail alike and print the same message.
//!
//! The two tensors are compared [`RUN`] elements at a time, read from their buffers into two
//! fixed pieces of host memory, so a check of tensors of any size holds at most a few hundred
//! KiB outside the device's allocator (never a copy of a whole view).

use super::bytecode::{CheckRule, TensorType};
use super::BufferView;
use crate::kernel::storage;
use element::check::Checker;

/// Elements compared at a time: the bytes of both runs and their lanes take at most
/// `4 * RUN * 16` bytes (16 bytes per element for `complex<f64>`).
pub const RUN: usize = 4096;

/// Compares `actual` with `expected` (views holding at least a tensor of type `ty` each) under
/// `rule`. `Err` describes the first element that differs: its index, both values, the measure
/// that failed, and how many elements differ in all.
pub fn check(
    rule: CheckRule,
    ty: &TensorType,
    actual: &BufferView,
    expected: &BufferView,
) -> Result<(), String> {
    check_runs(rule, ty, |offset, a, e| {
        actual.read_into(offset, a) && expected.read_into(offset, e)
    })
}

/// The check over runs: `read(offset, a, e)` fills `a` and `e` with the bytes at byte `offset`
/// of the actual and the expected tensor (false when they are not there).
pub(super) fn check_runs(
    rule: CheckRule,
    ty: &TensorType,
    mut read: impl FnMut(usize, &mut [u8], &mut [u8]) -> bool,
) -> Result<(), String> {
    let n = ty.elements() as usize;
    let t = ty.dtype;
    let size = t.byte_size();
    let shape: Vec<usize> = ty.shape.iter().map(|&d| d as usize).collect();
    let mut c = Checker::new(rule, t, &shape)?;
    let run = RUN.min(n);
    let (mut a, mut e) = (vec![0u8; run * size], vec![0u8; run * size]);
    let mut done = 0;
    while done < n {
        let k = (n - done).min(RUN);
        let (a, e) = (&mut a[..k * size], &mut e[..k * size]);
        if !read(done * size, a, e) {
            return Err(format!(
                "internal: elements {done}..{} of {} are outside a compared view",
                done + k,
                ty.to_mlir()
            ));
        }
        c.compare(
            &storage::load_bytes(a, t, k)?,
            &storage::load_bytes(e, t, k)?,
        )?;
        done += k;
    }
    c.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use element::ElemType;

    fn f32s(v: &[f32]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    /// The check of two tensors held in byte vectors.
    fn check(
        rule: CheckRule,
        ty: &TensorType,
        actual: &[u8],
        expected: &[u8],
    ) -> Result<(), String> {
        check_runs(rule, ty, |o, a, e| {
            a.copy_from_slice(&actual[o..o + a.len()]);
            e.copy_from_slice(&expected[o..o + e.len()]);
            true
        })
    }

    /// The bytes of every storage type reach the shared rules: f16 and complex here.
    #[test]
    fn stored_bytes_are_compared_in_their_type() {
        let c = TensorType {
            dtype: ElemType::C64,
            shape: vec![1],
        };
        let z = f32s(&[1.0, 2.0]);
        assert!(check(CheckRule::Eq, &c, &z, &z).is_ok());
        let e = check(CheckRule::Eq, &c, &z, &f32s(&[1.0, 2.5])).unwrap_err();
        assert!(e.contains("(1.000000e+00, 2.000000e+00) (actual)"), "{e}");
        let h = TensorType {
            dtype: ElemType::F16,
            shape: vec![2],
        };
        // f16: 1.0 is 0x3C00, 1.001953125 is 0x3C02: 2 ULP apart.
        let one: Vec<u8> = [0x3C00u16, 0x3C00]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        let two: Vec<u8> = [0x3C00u16, 0x3C02]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        let close = CheckRule::Close {
            min_ulp: 0,
            max_ulp: 1,
        };
        let e = check(close, &h, &one, &two).unwrap_err();
        assert!(e.contains("at index [1]"), "{e}");
        assert!(e.contains("ULP difference 2"), "{e}");
    }

    /// A tensor of several runs is read a run at a time, never whole, and the first differing
    /// index and the count are those of the whole tensor.
    #[test]
    fn tensors_are_read_a_run_at_a_time() {
        let n = 3 * RUN + 5;
        let ty = TensorType {
            dtype: ElemType::F32,
            shape: vec![n as u64],
        };
        let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
        let mut e = a.clone();
        e[RUN + 1] = -1.0;
        e[n - 1] = -1.0;
        let (a, e) = (f32s(&a), f32s(&e));
        let mut longest = 0;
        let r = check_runs(CheckRule::Eq, &ty, |o, x, y| {
            longest = longest.max(x.len());
            x.copy_from_slice(&a[o..o + x.len()]);
            y.copy_from_slice(&e[o..o + y.len()]);
            true
        });
        assert_eq!(longest, RUN * 4);
        let msg = r.unwrap_err();
        assert!(
            msg.contains(&format!("at index [{}]: 4.097000e+03 (actual)", RUN + 1)),
            "{msg}"
        );
        assert!(
            msg.contains(&format!("2 of {n} element(s) differ")),
            "{msg}"
        );
        // A view that ends early is an error, not a short comparison.
        let r = check_runs(CheckRule::Eq, &ty, |o, _, _| o == 0);
        assert!(r.unwrap_err().contains("outside a compared view"));
    }
}
