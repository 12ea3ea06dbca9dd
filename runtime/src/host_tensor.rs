//! Host tensors: an element type, a shape and row-major little-endian bytes — the form in which
//! tensors cross the command line, `.npy` files and HAL buffers.
//!
//! The byte layout of one element is the bit pattern of [`element::lane::to_bits`], little-endian, in
//! [`ElemType::byte_size`] bytes: sub-byte types (`i2`, `i4`, `ui2`, `ui4`, `f4E2M1FN`, the f6 types)
//! take one byte holding their bits in the low bits (as ml_dtypes stores them), the f8 types one byte,
//! `bf16`/`f16` two, `tf32` four (its 19-bit pattern in the low bits), `complex<f32>` eight (the real
//! `f32`, then the imaginary one) and `complex<f64>` sixteen. [`HostTensor::to_lane`] and
//! [`HostTensor::from_lane`] convert between these bytes and [`Lane`]s, the values the interpreter and
//! the kernels compute on, so that every consumer converts in this one place.

pub use element::{ElemType, Lane};

use element::float::pow2;
use element::lane::C;
use element::{wrap_int, Domain, Kind};

/// Parses an element type as MLIR spells it (`f32`, `i1`, `ui8`, `complex<f32>`, `f8E4M3FN`) or as
/// IREE's tools also accept it (`si32`, `u8`, and `cf64`/`cf128` for the complex types).
pub fn parse_elem_type(s: &str) -> Option<ElemType> {
    if let Some(t) = ElemType::parse(s) {
        return Some(t);
    }
    let alias = match s {
        "si2" => ElemType::I2,
        "si4" => ElemType::I4,
        "si8" => ElemType::I8,
        "si16" => ElemType::I16,
        "si32" => ElemType::I32,
        "si64" => ElemType::I64,
        "u2" => ElemType::UI2,
        "u4" => ElemType::UI4,
        "u8" => ElemType::UI8,
        "u16" => ElemType::UI16,
        "u32" => ElemType::UI32,
        "u64" => ElemType::UI64,
        "cf64" => ElemType::C64,
        "cf128" => ElemType::C128,
        _ => return None,
    };
    Some(alias)
}

/// A host tensor that cannot be built as asked (a lane of another domain, a wrong element count);
/// the message says what was given and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorError(pub String);

impl std::fmt::Display for TensorError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TensorError {}

/// A tensor on the host.
#[derive(Clone, Debug, PartialEq)]
pub struct HostTensor {
    /// Element type.
    pub dtype: ElemType,
    /// Dimension sizes.
    pub shape: Vec<usize>,
    /// Row-major little-endian element bytes; `len == num_elements * dtype.byte_size()` (see the
    /// module documentation for the layout of each type).
    pub data: Vec<u8>,
}

/// The mask of the low `bits` bits.
fn low_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// The value of an integer-domain element from its stored bits (booleans are any nonzero byte;
/// integers are read from their low bits, sign-extended for the signed types).
fn int_from_bits(t: ElemType, bits: u128) -> i64 {
    match t.kind() {
        Kind::Bool => (bits != 0) as i64,
        Kind::Signed | Kind::Unsigned | Kind::Index => wrap_int(bits as u64 as i64, t),
        Kind::Float | Kind::Complex => 0,
    }
}

/// The stored bits of an integer-domain value (wrapped to the type's width as
/// [`element::lane::narrow`] does, then masked to it).
fn int_to_bits(t: ElemType, v: i64) -> u128 {
    (wrap_int(v, t) as u64 as u128) & low_mask(t.bits())
}

/// The value of a float element from its stored bits.
fn float_from_bits(t: ElemType, bits: u128) -> f64 {
    match t.float_format() {
        Some(fmt) => fmt.decode(bits as u64),
        None => f64::NAN,
    }
}

/// The stored bits of a float value rounded to `t` (ties to even, as [`element::lane::narrow`]).
fn float_to_bits(t: ElemType, v: f64) -> u128 {
    match t.float_format() {
        Some(fmt) => fmt.encode(v) as u128,
        None => 0,
    }
}

/// The complex value of a complex element from its stored bits.
fn complex_from_bits(t: ElemType, bits: u128) -> C {
    match t {
        ElemType::C64 => C::new(
            f32::from_bits(bits as u32) as f64,
            f32::from_bits((bits >> 32) as u32) as f64,
        ),
        _ => C::new(
            f64::from_bits(bits as u64),
            f64::from_bits((bits >> 64) as u64),
        ),
    }
}

/// The stored bits of a complex value, its parts rounded to the component type.
fn complex_to_bits(t: ElemType, z: C) -> u128 {
    match t {
        ElemType::C64 => {
            (z.re as f32).to_bits() as u128 | (((z.im as f32).to_bits() as u128) << 32)
        }
        _ => z.re.to_bits() as u128 | ((z.im.to_bits() as u128) << 64),
    }
}

/// Appends the low [`ElemType::byte_size`] bytes of `bits`, little-endian.
fn push_bits(data: &mut Vec<u8>, t: ElemType, bits: u128) {
    data.extend_from_slice(&bits.to_le_bytes()[..t.byte_size()]);
}

/// An integer's value as the nearest `f64` for rounding once more to a narrower format: exact below
/// 2^53, otherwise rounded to odd at 53 bits so that the second rounding is correct.
fn int_to_f64_for_narrowing(v: i128) -> f64 {
    let a = v.unsigned_abs();
    if a < (1u128 << 53) {
        return v as f64;
    }
    let shift = 128 - a.leading_zeros() - 53;
    let mut m = a >> shift;
    if a & ((1u128 << shift) - 1) != 0 {
        m |= 1;
    }
    let f = m as f64 * pow2(shift as i32);
    if v < 0 {
        -f
    } else {
        f
    }
}

/// The bits of the signed integer `v` converted to float type `t`, rounded once.
fn int_to_float_bits(t: ElemType, v: i64) -> u128 {
    // Rust's integer-to-float casts round once, to nearest even.
    match t {
        ElemType::F64 => (v as f64).to_bits() as u128,
        ElemType::F32 => (v as f32).to_bits() as u128,
        _ => float_to_bits(t, int_to_f64_for_narrowing(v as i128)),
    }
}

/// A float truncated toward zero and saturated to an integer of type `t`, as `i64` (`ui64` by its
/// bits; NaN is 0; booleans are `v != 0`).
fn float_to_int(t: ElemType, v: f64) -> i64 {
    match t.kind() {
        Kind::Bool => (v != 0.0) as i64,
        Kind::Unsigned if t.bits() == 64 => v as u64 as i64,
        Kind::Signed | Kind::Unsigned | Kind::Index => {
            let (lo, hi) = t
                .int_range()
                .unwrap_or((i64::MIN as i128, i64::MAX as i128));
            let x = v as i128;
            x.clamp(lo, hi) as i64
        }
        Kind::Float | Kind::Complex => 0,
    }
}

impl HostTensor {
    /// A tensor of zeros.
    pub fn zeros(dtype: ElemType, shape: Vec<usize>) -> HostTensor {
        let n: usize = shape.iter().product();
        HostTensor {
            dtype,
            shape,
            data: vec![0; n * dtype.byte_size()],
        }
    }

    /// A tensor from its bytes, checking that there are as many as the shape needs.
    pub fn from_bytes(
        dtype: ElemType,
        shape: Vec<usize>,
        data: Vec<u8>,
    ) -> Result<HostTensor, TensorError> {
        let n = shape
            .iter()
            .try_fold(1usize, |a, &d| a.checked_mul(d))
            .and_then(|n| n.checked_mul(dtype.byte_size()));
        if n != Some(data.len()) {
            let t = HostTensor {
                dtype,
                shape,
                data: vec![],
            };
            return Err(TensorError(format!(
                "a {} needs {} bytes, {} given",
                t.mlir_type(),
                n.map_or("more than addressable".to_string(), |n| n.to_string()),
                data.len()
            )));
        }
        Ok(HostTensor { dtype, shape, data })
    }

    /// Number of elements.
    pub fn num_elements(&self) -> usize {
        self.shape.iter().product()
    }

    /// IREE's type string: `2x3xf32`, or `f32` for a scalar.
    pub fn type_string(&self) -> String {
        let mut s = String::new();
        for d in &self.shape {
            s.push_str(&format!("{d}x"));
        }
        s.push_str(self.dtype.name());
        s
    }

    /// MLIR's tensor type: `tensor<2x3xf32>`.
    pub fn mlir_type(&self) -> String {
        format!("tensor<{}>", self.type_string())
    }

    /// MLIR's type of a tensor of `dtype` and `shape`, without making one (a type in an error
    /// message may be far too large to allocate).
    pub fn mlir_type_for(dtype: ElemType, shape: &[usize]) -> String {
        let mut s = String::from("tensor<");
        for d in shape {
            s.push_str(&format!("{d}x"));
        }
        s.push_str(dtype.name());
        s.push('>');
        s
    }

    /// The stored bit pattern of element `i` (the low [`ElemType::byte_size`] bytes, little-endian).
    pub fn element_bits(&self, i: usize) -> u128 {
        let w = self.dtype.byte_size();
        let mut buf = [0u8; 16];
        buf[..w].copy_from_slice(&self.data[i * w..(i + 1) * w]);
        u128::from_le_bytes(buf)
    }

    /// The elements as a lane in the type's domain: [`Lane::F`] for every float type, [`Lane::I`]
    /// for booleans and integers (unsigned values zero-extended, `ui64` by its bits) and
    /// [`Lane::C`] for the complex types.
    pub fn to_lane(&self) -> Lane {
        let n = self.num_elements();
        let t = self.dtype;
        match t.domain() {
            Domain::Int => Lane::I((0..n).map(|i| self.get_i64(i)).collect()),
            Domain::Float => Lane::F((0..n).map(|i| self.get_f64(i)).collect()),
            Domain::Complex => Lane::C((0..n).map(|i| self.get_complex(i)).collect()),
        }
    }

    /// A tensor of type `dtype` from a lane of its domain, each value rounded to `dtype` as
    /// [`element::lane::narrow`] rounds (floats to nearest even, integers wrapped, complex parts
    /// rounded). A [`Lane::F32`] is accepted for every float type. A lane of another domain, or of
    /// another length than the shape holds, is an error.
    pub fn from_lane(
        dtype: ElemType,
        shape: Vec<usize>,
        lane: &Lane,
    ) -> Result<HostTensor, TensorError> {
        let n = shape
            .iter()
            .try_fold(1usize, |a, &d| a.checked_mul(d))
            .unwrap_or(usize::MAX);
        if lane.len() != n {
            return Err(TensorError(format!(
                "a lane of {} values cannot fill a {} ({n} elements)",
                lane.len(),
                HostTensor {
                    dtype,
                    shape,
                    data: vec![]
                }
                .mlir_type()
            )));
        }
        let mut data = Vec::with_capacity(n * dtype.byte_size());
        match (dtype.domain(), lane) {
            (Domain::Float, Lane::F32(v)) => {
                if dtype == ElemType::F32 {
                    for x in v {
                        data.extend_from_slice(&x.to_le_bytes());
                    }
                } else {
                    for &x in v {
                        push_bits(&mut data, dtype, float_to_bits(dtype, x as f64));
                    }
                }
            }
            (Domain::Float, Lane::F(v)) => {
                for &x in v {
                    push_bits(&mut data, dtype, float_to_bits(dtype, x));
                }
            }
            (Domain::Int, Lane::I(v)) => {
                for &x in v {
                    push_bits(&mut data, dtype, int_to_bits(dtype, x));
                }
            }
            (Domain::Complex, Lane::C(v)) => {
                for &z in v {
                    push_bits(&mut data, dtype, complex_to_bits(dtype, z));
                }
            }
            (Domain::Float, Lane::I(_) | Lane::C(_))
            | (Domain::Int, Lane::F32(_) | Lane::F(_) | Lane::C(_))
            | (Domain::Complex, Lane::F32(_) | Lane::F(_) | Lane::I(_)) => {
                let what = match lane {
                    Lane::F32(_) => "an f32",
                    Lane::F(_) => "a float",
                    Lane::I(_) => "an integer",
                    Lane::C(_) => "a complex",
                };
                return Err(TensorError(format!(
                    "{what} lane cannot hold {dtype} values (expected a lane of the {} domain)",
                    match dtype.domain() {
                        Domain::Int => "integer",
                        Domain::Float => "float",
                        Domain::Complex => "complex",
                    }
                )));
            }
        }
        Ok(HostTensor { dtype, shape, data })
    }

    /// Element `i` as f64: floats exactly, integers converted (`ui64` by its unsigned value),
    /// complex numbers by their real part.
    pub fn get_f64(&self, i: usize) -> f64 {
        let t = self.dtype;
        let bits = self.element_bits(i);
        match t.domain() {
            Domain::Float => float_from_bits(t, bits),
            Domain::Int => element::lane::int_to_f64(int_from_bits(t, bits), t),
            Domain::Complex => complex_from_bits(t, bits).re,
        }
    }

    /// Element `i` as i64: integers sign- or zero-extended from the type's width (`ui64` by its
    /// bits), floats truncated toward zero and saturated (NaN is 0), complex numbers by their real
    /// part, truncated.
    pub fn get_i64(&self, i: usize) -> i64 {
        let t = self.dtype;
        let bits = self.element_bits(i);
        match t.domain() {
            Domain::Int => int_from_bits(t, bits),
            Domain::Float => float_from_bits(t, bits) as i64,
            Domain::Complex => complex_from_bits(t, bits).re as i64,
        }
    }

    /// Element `i` as a complex number (real values have a zero imaginary part).
    pub fn get_complex(&self, i: usize) -> C {
        match self.dtype.domain() {
            Domain::Complex => complex_from_bits(self.dtype, self.element_bits(i)),
            Domain::Int | Domain::Float => C::new(self.get_f64(i), 0.0),
        }
    }

    /// Builds a tensor from f64 values: rounded to nearest even for float types, truncated toward
    /// zero and saturated to the type's range for integers (`i1` is `v != 0`), the real part for
    /// complex types.
    pub fn from_f64s(dtype: ElemType, shape: Vec<usize>, values: &[f64]) -> HostTensor {
        let mut data = Vec::with_capacity(values.len() * dtype.byte_size());
        for &v in values {
            let bits = match dtype.domain() {
                Domain::Float => float_to_bits(dtype, v),
                Domain::Int => int_to_bits(dtype, float_to_int(dtype, v)),
                Domain::Complex => complex_to_bits(dtype, C::new(v, 0.0)),
            };
            push_bits(&mut data, dtype, bits);
        }
        HostTensor { dtype, shape, data }
    }

    /// Builds a tensor from i64 values: wrapped to integer types (`i1` is `v != 0`), rounded once
    /// to float types, the real part for complex types.
    pub fn from_i64s(dtype: ElemType, shape: Vec<usize>, values: &[i64]) -> HostTensor {
        let mut data = Vec::with_capacity(values.len() * dtype.byte_size());
        for &v in values {
            let bits = match dtype.kind() {
                Kind::Bool => (v != 0) as u128,
                Kind::Signed | Kind::Unsigned | Kind::Index => int_to_bits(dtype, v),
                Kind::Float => int_to_float_bits(dtype, v),
                Kind::Complex => {
                    let part = dtype.complex_component().unwrap_or(ElemType::F64);
                    let re = float_from_bits(part, int_to_float_bits(part, v));
                    complex_to_bits(dtype, C::new(re, 0.0))
                }
            };
            push_bits(&mut data, dtype, bits);
        }
        HostTensor { dtype, shape, data }
    }

    /// Builds a tensor from complex values: parts rounded to the component type for complex types;
    /// for real types the real part, as [`HostTensor::from_f64s`] converts it.
    pub fn from_complex(dtype: ElemType, shape: Vec<usize>, values: &[C]) -> HostTensor {
        match dtype.domain() {
            Domain::Complex => {
                let mut data = Vec::with_capacity(values.len() * dtype.byte_size());
                for &z in values {
                    push_bits(&mut data, dtype, complex_to_bits(dtype, z));
                }
                HostTensor { dtype, shape, data }
            }
            Domain::Int | Domain::Float => {
                let re: Vec<f64> = values.iter().map(|z| z.re).collect();
                HostTensor::from_f64s(dtype, shape, &re)
            }
        }
    }
}

/// Appends one element of type `dtype`: integer types take `i` (wrapped to the width; `i1` is
/// `i != 0`), float types take `f` (rounded to nearest even), complex types take `f` as the real
/// part.
pub fn push_value(data: &mut Vec<u8>, dtype: ElemType, f: f64, i: i64) {
    let bits = match dtype.kind() {
        Kind::Bool => (i != 0) as u128,
        Kind::Signed | Kind::Unsigned | Kind::Index => int_to_bits(dtype, i),
        Kind::Float => float_to_bits(dtype, f),
        Kind::Complex => complex_to_bits(dtype, C::new(f, 0.0)),
    };
    push_bits(data, dtype, bits);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One value of every element type, with its expected bytes. The bytes come from numpy and
    /// ml_dtypes (`np.array([v], dtype).tobytes()`), or by hand from the format's definition where
    /// neither has the type (tf32: sign, 8 exponent bits, 10 mantissa bits in the low 19 bits).
    fn samples() -> Vec<(ElemType, Lane, Vec<u8>)> {
        use ElemType::*;
        vec![
            (I1, Lane::I(vec![1, 0]), vec![1, 0]),
            (I2, Lane::I(vec![-1, 1, -2]), vec![0x03, 0x01, 0x02]),
            (I4, Lane::I(vec![-1, 7, -8]), vec![0x0f, 0x07, 0x08]),
            (I8, Lane::I(vec![-128, 5]), vec![0x80, 0x05]),
            (I16, Lane::I(vec![-2]), vec![0xfe, 0xff]),
            (I32, Lane::I(vec![-2]), vec![0xfe, 0xff, 0xff, 0xff]),
            (
                I64,
                Lane::I(vec![i64::MIN]),
                vec![0, 0, 0, 0, 0, 0, 0, 0x80],
            ),
            (UI2, Lane::I(vec![3, 1]), vec![0x03, 0x01]),
            (UI4, Lane::I(vec![15]), vec![0x0f]),
            (UI8, Lane::I(vec![255]), vec![0xff]),
            (UI16, Lane::I(vec![65535]), vec![0xff, 0xff]),
            (UI32, Lane::I(vec![4294967295]), vec![0xff; 4]),
            (UI64, Lane::I(vec![-1]), vec![0xff; 8]),
            (
                Index,
                Lane::I(vec![-3]),
                vec![0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
            ),
            // ml_dtypes.float4_e2m1fn([1, -1, 6]).
            (
                F4E2M1FN,
                Lane::F(vec![1.0, -1.0, 6.0]),
                vec![0x02, 0x0a, 0x07],
            ),
            // ml_dtypes.float6_e2m3fn([1, -1, 2]) and float6_e3m2fn.
            (
                F6E2M3FN,
                Lane::F(vec![1.0, -1.0, 2.0]),
                vec![0x08, 0x28, 0x10],
            ),
            (
                F6E3M2FN,
                Lane::F(vec![1.0, -1.0, 2.0]),
                vec![0x0c, 0x2c, 0x10],
            ),
            // ml_dtypes float8 types of [1, -1, 2].
            (
                F8E3M4,
                Lane::F(vec![1.0, -1.0, 2.0]),
                vec![0x30, 0xb0, 0x40],
            ),
            (
                F8E4M3,
                Lane::F(vec![1.0, -1.0, 2.0]),
                vec![0x38, 0xb8, 0x40],
            ),
            (
                F8E4M3FN,
                Lane::F(vec![1.0, -1.0, 2.0]),
                vec![0x38, 0xb8, 0x40],
            ),
            (
                F8E4M3FNUZ,
                Lane::F(vec![1.0, -1.0, 2.0]),
                vec![0x40, 0xc0, 0x48],
            ),
            (
                F8E4M3B11FNUZ,
                Lane::F(vec![1.0, -1.0, 2.0]),
                vec![0x58, 0xd8, 0x60],
            ),
            (
                F8E5M2,
                Lane::F(vec![1.0, -1.0, 2.0]),
                vec![0x3c, 0xbc, 0x40],
            ),
            (
                F8E5M2FNUZ,
                Lane::F(vec![1.0, -1.0, 2.0]),
                vec![0x40, 0xc0, 0x44],
            ),
            // ml_dtypes.float8_e8m0fnu([1, 2, 1024]).
            (
                F8E8M0FNU,
                Lane::F(vec![1.0, 2.0, 1024.0]),
                vec![0x7f, 0x80, 0x89],
            ),
            // ml_dtypes.bfloat16([1, -1, 2]).
            (
                BF16,
                Lane::F(vec![1.0, -1.0, 2.0]),
                vec![0x80, 0x3f, 0x80, 0xbf, 0x00, 0x40],
            ),
            // numpy.float16([1.5, 65504]).
            (
                F16,
                Lane::F(vec![1.5, 65504.0]),
                vec![0x00, 0x3e, 0xff, 0x7b],
            ),
            // tf32 1.5: sign 0, exponent 127, mantissa 0b1000000000 -> 0x1fe00.
            (TF32, Lane::F(vec![1.5]), vec![0x00, 0xfe, 0x01, 0x00]),
            (F32, Lane::F(vec![1.5]), vec![0x00, 0x00, 0xc0, 0x3f]),
            (F64, Lane::F(vec![-2.0]), vec![0, 0, 0, 0, 0, 0, 0, 0xc0]),
            // numpy.complex64(1+2j).tobytes().
            (
                C64,
                Lane::C(vec![C::new(1.0, 2.0)]),
                vec![0, 0, 0x80, 0x3f, 0, 0, 0, 0x40],
            ),
            // numpy.complex128(-1+0.5j).tobytes().
            (
                C128,
                Lane::C(vec![C::new(-1.0, 0.5)]),
                vec![0, 0, 0, 0, 0, 0, 0xf0, 0xbf, 0, 0, 0, 0, 0, 0, 0xe0, 0x3f],
            ),
        ]
    }

    #[test]
    fn every_type_round_trips_bytes_lane_bytes() {
        let samples = samples();
        // Every element type has a sample.
        for t in ElemType::ALL {
            assert!(samples.iter().any(|s| s.0 == *t), "no sample for {t}");
        }
        for (t, lane, bytes) in samples {
            let n = lane.len();
            let h = HostTensor::from_lane(t, vec![n], &lane).unwrap();
            assert_eq!(h.data, bytes, "{t}: bytes of {lane:?}");
            assert_eq!(h.to_lane(), lane, "{t}: lane of {bytes:02x?}");
            let back = HostTensor::from_lane(t, vec![n], &h.to_lane()).unwrap();
            assert_eq!(back, h, "{t}");
        }
    }

    #[test]
    fn from_lane_rounds_as_narrow_does() {
        // f8E4M3FN: 0.1 -> 0.1015625 and 470 -> NaN (the StableHLO suite's constant tests).
        let h =
            HostTensor::from_lane(ElemType::F8E4M3FN, vec![2], &Lane::F(vec![0.1, 470.0])).unwrap();
        assert_eq!(h.get_f64(0), 0.1015625);
        assert!(h.get_f64(1).is_nan());
        // An f32 lane into bf16: 1 + 2^-8 is a tie and rounds to even (1.0).
        let h = HostTensor::from_lane(ElemType::BF16, vec![1], &Lane::F32(vec![1.0 + 1.0 / 256.0]))
            .unwrap();
        assert_eq!(h.data, vec![0x80, 0x3f]);
        // Integers wrap: 8 in i4 is -8 (stored 0x8), 300 in ui8 is 44.
        let h = HostTensor::from_lane(ElemType::I4, vec![1], &Lane::I(vec![8])).unwrap();
        assert_eq!((h.data.clone(), h.get_i64(0)), (vec![0x08], -8));
        let h = HostTensor::from_lane(ElemType::UI8, vec![1], &Lane::I(vec![300])).unwrap();
        assert_eq!(h.get_i64(0), 44);
        // complex<f32> parts round to f32.
        let h = HostTensor::from_lane(ElemType::C64, vec![1], &Lane::C(vec![C::new(0.1, -0.1)]))
            .unwrap();
        assert_eq!(h.get_complex(0), C::new(0.1f32 as f64, -0.1f32 as f64));
    }

    #[test]
    fn from_lane_rejects_other_domains_and_lengths() {
        let e = HostTensor::from_lane(ElemType::F16, vec![1], &Lane::I(vec![1])).unwrap_err();
        assert!(e.0.contains("integer lane cannot hold f16"), "{e}");
        let e = HostTensor::from_lane(ElemType::C64, vec![1], &Lane::F(vec![1.0])).unwrap_err();
        assert!(e.0.contains("float lane cannot hold complex<f32>"), "{e}");
        let e = HostTensor::from_lane(ElemType::I8, vec![1], &Lane::F32(vec![1.0])).unwrap_err();
        assert!(e.0.contains("f32 lane cannot hold i8"), "{e}");
        let e = HostTensor::from_lane(ElemType::F32, vec![2, 2], &Lane::F(vec![1.0])).unwrap_err();
        assert!(
            e.0.contains("1 values cannot fill a tensor<2x2xf32> (4 elements)"),
            "{e}"
        );
    }

    #[test]
    fn scalar_accessors_cover_every_type() {
        // Sign-extended sub-byte integers, zero-extended unsigned, ui64 by value in get_f64.
        let h = HostTensor::from_i64s(ElemType::I2, vec![2], &[-2, 1]);
        assert_eq!((h.get_i64(0), h.get_f64(0)), (-2, -2.0));
        let h = HostTensor::from_i64s(ElemType::UI64, vec![1], &[-1]);
        assert_eq!(h.get_f64(0), 18446744073709551615.0);
        // A stored byte with high bits set (sign-extended form) still reads as the i4 value.
        let h = HostTensor::from_bytes(ElemType::I4, vec![1], vec![0xff]).unwrap();
        assert_eq!(h.get_i64(0), -1);
        // f8 types push floats, not integers (the old push_value wrote 2 as the byte 0x02).
        let h = HostTensor::from_f64s(ElemType::F8E5M2, vec![1], &[2.0]);
        assert_eq!(h.data, vec![0x40]);
        assert_eq!(h.get_i64(0), 2);
        let h = HostTensor::from_i64s(ElemType::F8E4M3FN, vec![1], &[3]);
        assert_eq!(h.data, vec![0x44]);
        // Floats into integers truncate toward zero and saturate.
        let h = HostTensor::from_f64s(ElemType::I8, vec![3], &[-2.7, 1000.0, f64::NAN]);
        assert_eq!(h.to_lane(), Lane::I(vec![-2, 127, 0]));
        let h = HostTensor::from_f64s(ElemType::I1, vec![2], &[0.5, 0.0]);
        assert_eq!(h.to_lane(), Lane::I(vec![1, 0]));
        // 2^63 - 1 into f32 rounds once, to 2^63.
        let h = HostTensor::from_i64s(ElemType::F32, vec![1], &[i64::MAX]);
        assert_eq!(h.get_f64(0), 9223372036854775808.0);
        // 2^60 + 2^49 + 1 into tf32 (11 significant bits): rounding through f64 first would make a
        // tie and round down to 2^60; rounded once it is just above the tie and rounds up to
        // 2^60 + 2^50.
        let v = (1i64 << 60) + (1i64 << 49) + 1;
        let h = HostTensor::from_i64s(ElemType::TF32, vec![1], &[v]);
        assert_eq!(h.get_f64(0), ((1i64 << 60) + (1i64 << 50)) as f64);
        // Complex accessors.
        let h = HostTensor::from_complex(ElemType::C128, vec![1], &[C::new(1.5, -2.0)]);
        assert_eq!((h.get_f64(0), h.get_i64(0)), (1.5, 1));
        assert_eq!(h.get_complex(0), C::new(1.5, -2.0));
        let h = HostTensor::from_f64s(ElemType::C64, vec![1], &[3.0]);
        assert_eq!(h.get_complex(0), C::new(3.0, 0.0));
        // tf32 keeps 10 mantissa bits: 1 + 2^-11 rounds to 1 (a tie, to even).
        let h = HostTensor::from_f64s(ElemType::TF32, vec![1], &[1.0 + 1.0 / 2048.0]);
        assert_eq!(h.get_f64(0), 1.0);
    }

    #[test]
    fn from_bytes_checks_the_length() {
        let e = HostTensor::from_bytes(ElemType::F16, vec![3], vec![0; 4]).unwrap_err();
        assert_eq!(e.0, "a tensor<3xf16> needs 6 bytes, 4 given");
        assert!(HostTensor::from_bytes(ElemType::C128, vec![2], vec![0; 32]).is_ok());
    }
}
