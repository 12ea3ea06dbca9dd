//! Run-time checks: the StableHLO interpreter's `check` dialect evaluated by the VM, so that a
//! compiled test program checks itself. The comparison rules live in [`element::check`], shared
//! with the reference interpreter: both paths pass and fail alike and print the same message.

use super::bytecode::{CheckRule, TensorType};
use crate::kernel::storage;

/// Compares `actual` with `expected` (both the bytes of a tensor of type `ty`) under `rule`.
/// `Err` describes the first element that differs: its index, both values, the measure that
/// failed, and how many elements differ in all.
pub fn check(
    rule: CheckRule,
    ty: &TensorType,
    actual: &[u8],
    expected: &[u8],
) -> Result<(), String> {
    let n = ty.elements() as usize;
    let t = ty.dtype;
    let a = storage::load_bytes(actual, t, n)?;
    let e = storage::load_bytes(expected, t, n)?;
    let shape: Vec<usize> = ty.shape.iter().map(|&d| d as usize).collect();
    element::check::check(rule, t, &shape, &a, &e)
}

#[cfg(test)]
mod tests {
    use super::*;
    use element::ElemType;

    fn f32s(v: &[f32]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_le_bytes()).collect()
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
}
