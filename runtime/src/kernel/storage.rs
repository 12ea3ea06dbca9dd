//! Load and store: the one place where the bytes of a buffer become values of a compute domain
//! ([`element::Lane`]) and where values become bytes again.
//!
//! Every element type the compiled path takes has one storage format, the bit pattern that
//! [`element::lane::to_bits`] gives, little-endian in [`ElemType::byte_size`] bytes (the narrow
//! types one per byte, in its low bits; a complex number's real part first). Loads widen into the
//! type's domain: `f32` into [`Lane::F32`]; `f64`, `f16`, `bf16` and the f8/f6/f4 types into
//! [`Lane::F`] (exactly); booleans and integers into [`Lane::I`] (sign- or zero-extended); complex
//! numbers into [`Lane::C`]. Stores narrow: the ops that made the values already rounded them to
//! their type (see [`element::lane::narrow`]), so a store only re-encodes.
//!
//! `tf32` and `index` are not stored by the compiled path (the compiler lowers `index` to `i64` and
//! rejects `tf32` with a coded error); [`supported`] says so, and the validator checks it before
//! anything runs.

use element::float::FloatFormat;
use element::lane::{self, Lane, C};
use element::{wrap_int, ElemType};

use super::exec::RawBuf;

/// How one element type is laid out in a buffer.
#[derive(Clone, Copy, Debug)]
enum Format {
    F32,
    F64,
    F16,
    BF16,
    /// A float format of at most 8 bits, one byte per element.
    Byte(FloatFormat),
    /// `i1`: one byte, 0 or 1 (any non-zero byte reads as true).
    Bool,
    /// A two's-complement or unsigned integer in `bytes` bytes (1, 2, 4 or 8), wrapped to `t`.
    Int(ElemType, usize),
    C64,
    C128,
}

/// The storage format of `t`, or `None` for a type the compiled path does not store.
fn format(t: ElemType) -> Option<Format> {
    Some(match t {
        ElemType::F32 => Format::F32,
        ElemType::F64 => Format::F64,
        ElemType::F16 => Format::F16,
        ElemType::BF16 => Format::BF16,
        ElemType::F4E2M1FN
        | ElemType::F6E2M3FN
        | ElemType::F6E3M2FN
        | ElemType::F8E3M4
        | ElemType::F8E4M3
        | ElemType::F8E4M3FN
        | ElemType::F8E4M3FNUZ
        | ElemType::F8E4M3B11FNUZ
        | ElemType::F8E5M2
        | ElemType::F8E5M2FNUZ
        | ElemType::F8E8M0FNU => Format::Byte(t.float_format()?),
        ElemType::I1 => Format::Bool,
        ElemType::I2
        | ElemType::I4
        | ElemType::I8
        | ElemType::I16
        | ElemType::I32
        | ElemType::I64
        | ElemType::UI2
        | ElemType::UI4
        | ElemType::UI8
        | ElemType::UI16
        | ElemType::UI32
        | ElemType::UI64 => Format::Int(t, t.byte_size()),
        ElemType::C64 => Format::C64,
        ElemType::C128 => Format::C128,
        ElemType::TF32 | ElemType::Index => return None,
    })
}

/// True when the compiled path stores (and computes on) element type `t`.
pub fn supported(t: ElemType) -> bool {
    format(t).is_some()
}

fn unsupported(t: ElemType) -> String {
    format!("element type {t} is not supported by the compiled path")
}

/// The alignment, in bytes, of an element of type `t` in a buffer: that of the Rust type its
/// storage format is read as (`f32` 4, `f64` and the 64-bit integers 8, `complex<f32>` 4, one-byte
/// types 1), or `None` for a type the compiled path does not store. The fast paths make typed
/// slices and pointers of buffers, so [`super::exec::Ctx::fits`] requires every buffer of a run to
/// start at a multiple of its type's alignment.
pub fn align(t: ElemType) -> Option<usize> {
    use std::mem::align_of;
    Some(match format(t)? {
        Format::F32 => align_of::<f32>(),
        Format::F64 => align_of::<f64>(),
        Format::F16 | Format::BF16 => align_of::<u16>(),
        Format::Byte(_) | Format::Bool => 1,
        Format::Int(_, 1) => 1,
        Format::Int(_, 2) => align_of::<u16>(),
        Format::Int(_, 4) => align_of::<u32>(),
        Format::Int(_, _) => align_of::<u64>(),
        Format::C64 => align_of::<[f32; 2]>(),
        Format::C128 => align_of::<[f64; 2]>(),
    })
}

/// The domain a lane of type `t` is computed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    /// [`Lane::F32`].
    F32,
    /// [`Lane::F`].
    F,
    /// [`Lane::I`].
    I,
    /// [`Lane::C`].
    C,
}

/// The lane domain of `t` in the executor (`f32` native, the other floats in `f64`).
pub fn domain(t: ElemType) -> Domain {
    match t.domain() {
        element::Domain::Float if t == ElemType::F32 => Domain::F32,
        element::Domain::Float => Domain::F,
        element::Domain::Int => Domain::I,
        element::Domain::Complex => Domain::C,
    }
}

/// `lane` in the executor's domain for `t`: the element crate computes every float in `f64`
/// ([`Lane::F`]), the executor keeps `f32` values in [`Lane::F32`]. Values are already rounded to
/// `t`, so the change is exact.
pub fn fit(t: ElemType, lane: Lane) -> Lane {
    match (domain(t), lane) {
        (Domain::F32, Lane::F(v)) => Lane::F32(v.into_iter().map(|x| x as f32).collect()),
        (Domain::F, Lane::F32(v)) => Lane::F(v.into_iter().map(f64::from).collect()),
        (_, l) => l,
    }
}

/// A lane of `n` zeros of type `t`.
pub fn zeros(t: ElemType, n: usize) -> Lane {
    match domain(t) {
        Domain::F32 => Lane::F32(vec![0.0; n]),
        Domain::F => Lane::F(vec![0.0; n]),
        Domain::I => Lane::I(vec![0; n]),
        Domain::C => Lane::C(vec![C::new(0.0, 0.0); n]),
    }
}

/// `n` copies of the value whose bit pattern is `bits` (see [`super::ir::Node::Const`]).
pub fn splat_bits(t: ElemType, bits: u128, n: usize) -> Lane {
    let one = fit(t, lane::from_bits(t, &[bits]));
    splat(one, n)
}

/// `n` copies of the first value of `l`.
pub fn splat(l: Lane, n: usize) -> Lane {
    fn rep<T: Copy + Default>(v: Vec<T>, n: usize) -> Vec<T> {
        let x = v.first().copied().unwrap_or_default();
        vec![x; n]
    }
    match l {
        Lane::F32(v) => Lane::F32(rep(v, n)),
        Lane::F(v) => Lane::F(rep(v, n)),
        Lane::I(v) => Lane::I(rep(v, n)),
        Lane::C(v) => Lane::C(rep(v, n)),
    }
}

/// Reads `n` elements of type `t` from `b`, element `k` at element index `at(k)`.
///
/// # Safety
/// Every `at(k)` for `k < n` must be an element index inside `b` for type `t`.
#[inline]
pub unsafe fn load_with(
    b: RawBuf,
    t: ElemType,
    n: usize,
    at: impl Fn(usize) -> usize,
) -> Result<Lane, String> {
    let p = b.ptr as *const u8;
    macro_rules! read {
        ($ty:ty, $lane:ident, $conv:expr) => {{
            let conv = $conv;
            Lane::$lane(
                (0..n)
                    // SAFETY: the caller's contract: every index is inside the buffer.
                    .map(|k| conv(unsafe { (p as *const $ty).add(at(k)).read_unaligned() }))
                    .collect(),
            )
        }};
    }
    let fmt = format(t).ok_or_else(|| unsupported(t))?;
    Ok(match fmt {
        Format::F32 => read!(f32, F32, |v: f32| v),
        Format::F64 => read!(f64, F, |v: f64| v),
        Format::F16 => read!(u16, F, |v: u16| half::f16::from_bits(v).to_f64()),
        Format::BF16 => read!(u16, F, |v: u16| half::bf16::from_bits(v).to_f64()),
        Format::Byte(f) => read!(u8, F, |v: u8| f.decode(v as u64)),
        Format::Bool => read!(u8, I, |v: u8| (v != 0) as i64),
        Format::Int(t, 1) => read!(u8, I, |v: u8| wrap_int(v as i64, t)),
        Format::Int(t, 2) => read!(u16, I, |v: u16| wrap_int(v as i64, t)),
        Format::Int(t, 4) => read!(u32, I, |v: u32| wrap_int(v as i64, t)),
        Format::Int(_, _) => read!(u64, I, |v: u64| v as i64),
        Format::C64 => read!([f32; 2], C, |v: [f32; 2]| C::new(v[0] as f64, v[1] as f64)),
        Format::C128 => read!([f64; 2], C, |v: [f64; 2]| C::new(v[0], v[1])),
    })
}

/// Reads integer (or `i1`) element `i` of `b` as an `i64`, wrapped to `t`, without allocating (the
/// index reads of gathers and scatters, one per row); an error for a type that is not an integer.
///
/// # Safety
/// `i` must be an element index inside `b` for type `t`.
#[inline]
pub unsafe fn load_int(b: RawBuf, t: ElemType, i: usize) -> Result<i64, String> {
    let p = b.ptr as *const u8;
    Ok(match format(t).ok_or_else(|| unsupported(t))? {
        // SAFETY: the caller's contract: element `i` (one byte) is inside the buffer.
        Format::Bool => (unsafe { p.add(i).read() } != 0) as i64,
        // SAFETY: as above, for a 1-byte integer.
        Format::Int(t, 1) => wrap_int(unsafe { p.add(i).read() } as i64, t),
        Format::Int(t, 2) => wrap_int(
            // SAFETY: the caller's contract: element `i` (2 bytes) is inside the buffer; the
            // read is unaligned.
            unsafe { (p as *const u16).add(i).read_unaligned() } as i64,
            t,
        ),
        Format::Int(t, 4) => wrap_int(
            // SAFETY: as above, 4 bytes.
            unsafe { (p as *const u32).add(i).read_unaligned() } as i64,
            t,
        ),
        // SAFETY: as above, 8 bytes.
        Format::Int(_, _) => (unsafe { (p as *const u64).add(i).read_unaligned() }) as i64,
        Format::F32
        | Format::F64
        | Format::F16
        | Format::BF16
        | Format::Byte(_)
        | Format::C64
        | Format::C128 => return Err(format!("internal: {t} is not an integer type")),
    })
}

/// Reads the `n` consecutive elements `start .. start + n` of `b`.
///
/// # Safety
/// The range must be inside `b` for type `t`.
#[inline]
pub unsafe fn load_contiguous(
    b: RawBuf,
    t: ElemType,
    start: usize,
    n: usize,
) -> Result<Lane, String> {
    let size = t.byte_size();
    // The guard-page build's check that no live exclusive use covers the bytes read (a no-op
    // otherwise).
    let _reading = super::borrows::range(
        b.ptr.wrapping_add(start * size),
        n * size,
        align(t).unwrap_or(1),
        false,
        "contiguous load",
    );
    if t == ElemType::F32 {
        let mut v = vec![0f32; n];
        // SAFETY: the caller's contract; the destination is a fresh Vec, so the ranges cannot
        // overlap. The copy is of bytes, so it asks no alignment of the buffer.
        unsafe {
            std::ptr::copy_nonoverlapping(
                b.ptr.add(start * 4) as *const u8,
                v.as_mut_ptr() as *mut u8,
                n * 4,
            )
        };
        return Ok(Lane::F32(v));
    }
    // SAFETY: the caller's contract.
    unsafe { load_with(b, t, n, |k| start + k) }
}

/// Writes values `0 .. n` of `lane` (type `t`, in its domain) to `b`, value `k` at element index
/// `at(k)`.
///
/// # Safety
/// Every `at(k)` for `k < n` must be an element index inside `b` for type `t`, and no Rust
/// reference may point into those bytes.
#[inline]
pub unsafe fn store_with(
    b: RawBuf,
    t: ElemType,
    lane: &Lane,
    n: usize,
    at: impl Fn(usize) -> usize,
) -> Result<(), String> {
    if lane.len() < n {
        return Err(format!(
            "internal: storing {n} values of {t} from a lane of {}",
            lane.len()
        ));
    }
    let p = b.ptr;
    macro_rules! write {
        ($v:expr, $ty:ty, $conv:expr) => {{
            let conv = $conv;
            for (k, x) in $v.iter().take(n).enumerate() {
                // SAFETY: the caller's contract: every index is inside the buffer.
                unsafe { (p as *mut $ty).add(at(k)).write_unaligned(conv(*x)) }
            }
        }};
    }
    let fmt = format(t).ok_or_else(|| unsupported(t))?;
    match (fmt, lane) {
        (Format::F32, Lane::F32(v)) => write!(v, f32, |x: f32| x),
        (Format::F64, Lane::F(v)) => write!(v, f64, |x: f64| x),
        (Format::F16, Lane::F(v)) => write!(v, u16, |x: f64| half::f16::from_f64(x).to_bits()),
        (Format::BF16, Lane::F(v)) => write!(v, u16, |x: f64| half::bf16::from_f64(x).to_bits()),
        (Format::Byte(f), Lane::F(v)) => write!(v, u8, |x: f64| f.encode(x) as u8),
        (Format::Bool, Lane::I(v)) => write!(v, u8, |x: i64| (x != 0) as u8),
        (Format::Int(_, 1), Lane::I(v)) => write!(v, u8, |x: i64| x as u8 & mask8(t)),
        (Format::Int(_, 2), Lane::I(v)) => write!(v, u16, |x: i64| x as u16),
        (Format::Int(_, 4), Lane::I(v)) => write!(v, u32, |x: i64| x as u32),
        (Format::Int(_, _), Lane::I(v)) => write!(v, u64, |x: i64| x as u64),
        (Format::C64, Lane::C(v)) => write!(v, [f32; 2], |z: C| [z.re as f32, z.im as f32]),
        (Format::C128, Lane::C(v)) => write!(v, [f64; 2], |z: C| [z.re, z.im]),
        (
            Format::F32
            | Format::F64
            | Format::F16
            | Format::BF16
            | Format::Byte(_)
            | Format::Bool
            | Format::Int(..)
            | Format::C64
            | Format::C128,
            _,
        ) => return Err(format!("internal: a value of another domain stored as {t}")),
    }
    Ok(())
}

/// The bits a one-byte integer of type `t` keeps (its width: `i4` keeps 4).
fn mask8(t: ElemType) -> u8 {
    if t.bits() >= 8 {
        0xff
    } else {
        ((1u16 << t.bits()) - 1) as u8
    }
}

/// Writes `lane` to the `n` consecutive elements `start .. start + n` of `b`.
///
/// # Safety
/// As for [`store_with`].
#[inline]
pub unsafe fn store_contiguous(
    b: RawBuf,
    t: ElemType,
    start: usize,
    lane: &Lane,
    n: usize,
) -> Result<(), String> {
    let size = t.byte_size();
    // The guard-page build's check that no other live use covers the bytes written (a no-op
    // otherwise).
    let _writing = super::borrows::range(
        b.ptr.wrapping_add(start * size),
        n * size,
        align(t).unwrap_or(1),
        true,
        "contiguous store",
    );
    if let Lane::F32(v) = lane {
        if t == ElemType::F32 && v.len() >= n {
            // SAFETY: the caller's contract; the source is a Vec the buffer cannot overlap. The
            // copy is of bytes, so it asks no alignment of the buffer.
            unsafe {
                std::ptr::copy_nonoverlapping(v.as_ptr() as *const u8, b.ptr.add(start * 4), n * 4)
            };
            return Ok(());
        }
    }
    // SAFETY: the caller's contract.
    unsafe { store_with(b, t, lane, n, |k| start + k) }
}

/// Writes element `i` of `b` from its bit pattern `bits` (as [`element::lane::to_bits`] gives it:
/// the low [`ElemType::byte_size`] bytes, little-endian), without a trip through the type's domain,
/// so every pattern (a NaN's payload included) is stored as it is. Types wider than 8 bytes
/// (complex) are an error.
///
/// # Safety
/// As for [`store_with`] with the one index `i`.
#[inline]
pub unsafe fn store_bits(b: RawBuf, t: ElemType, i: usize, bits: u64) -> Result<(), String> {
    format(t).ok_or_else(|| unsupported(t))?;
    let size = t.byte_size();
    if size > 8 {
        return Err(format!("internal: {t} is wider than a 64-bit pattern"));
    }
    let bytes = bits.to_le_bytes();
    // SAFETY: the caller's contract: element `i` (`size` bytes at `i * size`) is inside the
    // buffer; the source is a local array the buffer cannot overlap.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), b.ptr.add(i * size), size) };
    Ok(())
}

/// Reads a whole buffer of `n` elements of type `t` held in `bytes` (which must hold them).
pub fn load_bytes(bytes: &[u8], t: ElemType, n: usize) -> Result<Lane, String> {
    if bytes.len() < n.saturating_mul(t.byte_size()) {
        return Err(format!(
            "internal: {} bytes do not hold {n} elements of {t}",
            bytes.len()
        ));
    }
    let b = RawBuf {
        ptr: bytes.as_ptr() as *mut u8,
        len: bytes.len(),
    };
    // SAFETY: the length was just checked; loads only read.
    unsafe { load_with(b, t, n, |k| k) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(v: &mut [u8]) -> RawBuf {
        RawBuf {
            ptr: v.as_mut_ptr(),
            len: v.len(),
        }
    }

    /// Every supported type: bytes written by hand (little-endian, numpy's layouts) load to the
    /// values they encode, and storing those values gives the same bytes back.
    #[test]
    fn every_type_round_trips_through_its_bytes() {
        let cases: Vec<(ElemType, Vec<u8>, Lane)> = vec![
            (
                ElemType::F32,
                [1.5f32.to_le_bytes(), (-0.0f32).to_le_bytes()].concat(),
                Lane::F32(vec![1.5, -0.0]),
            ),
            (
                ElemType::F64,
                2.25f64.to_le_bytes().to_vec(),
                Lane::F(vec![2.25]),
            ),
            // f16 0x3C00 = 1.0, 0xC000 = -2.0; bf16 0x3F80 = 1.0, 0x4049 = 3.140625.
            (
                ElemType::F16,
                vec![0x00, 0x3C, 0x00, 0xC0],
                Lane::F(vec![1.0, -2.0]),
            ),
            (
                ElemType::BF16,
                vec![0x80, 0x3F, 0x49, 0x40],
                Lane::F(vec![1.0, 3.140625]),
            ),
            // f8E4M3FN 0x38 = 1.0, 0x7E = 448.
            (
                ElemType::F8E4M3FN,
                vec![0x38, 0x7E],
                Lane::F(vec![1.0, 448.0]),
            ),
            (ElemType::I1, vec![1, 0], Lane::I(vec![1, 0])),
            (ElemType::I8, vec![0xFF, 0x7F], Lane::I(vec![-1, 127])),
            (ElemType::UI8, vec![0xFF], Lane::I(vec![255])),
            (ElemType::I4, vec![0x0F, 0x07], Lane::I(vec![-1, 7])),
            (ElemType::UI4, vec![0x0F], Lane::I(vec![15])),
            (ElemType::I16, vec![0x00, 0x80], Lane::I(vec![-32768])),
            (ElemType::UI16, vec![0x00, 0x80], Lane::I(vec![32768])),
            (
                ElemType::I32,
                (-5i32).to_le_bytes().to_vec(),
                Lane::I(vec![-5]),
            ),
            (
                ElemType::UI32,
                u32::MAX.to_le_bytes().to_vec(),
                Lane::I(vec![u32::MAX as i64]),
            ),
            (
                ElemType::I64,
                i64::MIN.to_le_bytes().to_vec(),
                Lane::I(vec![i64::MIN]),
            ),
            (
                ElemType::UI64,
                u64::MAX.to_le_bytes().to_vec(),
                Lane::I(vec![-1]),
            ),
            (
                ElemType::C64,
                [1.0f32.to_le_bytes(), (-2.0f32).to_le_bytes()].concat(),
                Lane::C(vec![C::new(1.0, -2.0)]),
            ),
            (
                ElemType::C128,
                [0.5f64.to_le_bytes(), 4.0f64.to_le_bytes()].concat(),
                Lane::C(vec![C::new(0.5, 4.0)]),
            ),
        ];
        for (t, mut bytes, want) in cases {
            let n = bytes.len() / t.byte_size();
            let got = load_bytes(&bytes, t, n).unwrap();
            assert_eq!(got, want, "{t}");
            let mut out = vec![0xAAu8; bytes.len()];
            // SAFETY: `out` holds `n` elements.
            unsafe { store_with(raw(&mut out), t, &got, n, |k| k) }.unwrap();
            assert_eq!(out, bytes, "{t}");
            // Contiguous loads agree with indexed ones.
            // SAFETY: `bytes` holds `n` elements.
            let c = unsafe { load_contiguous(raw(&mut bytes), t, 0, n) }.unwrap();
            assert_eq!(c, want, "{t}");
        }
        assert!(!supported(ElemType::TF32) && !supported(ElemType::Index));
        assert!(load_bytes(&[0; 4], ElemType::TF32, 1).is_err());
    }

    #[test]
    fn stores_refuse_lanes_of_another_domain() {
        let mut out = vec![0u8; 4];
        // SAFETY: `out` holds one f32.
        let r = unsafe { store_with(raw(&mut out), ElemType::F32, &Lane::I(vec![1]), 1, |k| k) };
        assert!(r.is_err());
    }
}
