//! Host tensors: a dtype, a shape and row-major little-endian bytes — the form in which tensors cross
//! the command line, `.npy` files and (later) HAL buffers.

use std::fmt;

/// An element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DType {
    /// `f16`
    F16,
    /// `bf16`
    BF16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `i1` (one byte per element, 0 or 1)
    I1,
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `ui8`
    U8,
    /// `ui16`
    U16,
    /// `ui32`
    U32,
    /// `ui64`
    U64,
}

impl DType {
    /// Parses an MLIR/IREE element type name (`f32`, `i1`, `ui8`; IREE's `u8`/`si32` spellings too).
    pub fn from_mlir(s: &str) -> Option<DType> {
        use DType::*;
        Some(match s {
            "f16" => F16,
            "bf16" => BF16,
            "f32" => F32,
            "f64" => F64,
            "i1" => I1,
            "i8" | "si8" => I8,
            "i16" | "si16" => I16,
            "i32" | "si32" => I32,
            "i64" | "si64" => I64,
            "ui8" | "u8" => U8,
            "ui16" | "u16" => U16,
            "ui32" | "u32" => U32,
            "ui64" | "u64" => U64,
            _ => return None,
        })
    }

    /// The MLIR name.
    pub fn mlir_name(self) -> &'static str {
        use DType::*;
        match self {
            F16 => "f16",
            BF16 => "bf16",
            F32 => "f32",
            F64 => "f64",
            I1 => "i1",
            I8 => "i8",
            I16 => "i16",
            I32 => "i32",
            I64 => "i64",
            U8 => "ui8",
            U16 => "ui16",
            U32 => "ui32",
            U64 => "ui64",
        }
    }

    /// Bytes per element.
    pub fn size_bytes(self) -> usize {
        use DType::*;
        match self {
            I1 | I8 | U8 => 1,
            F16 | BF16 | I16 | U16 => 2,
            F32 | I32 | U32 => 4,
            F64 | I64 | U64 => 8,
        }
    }

    /// True for floating-point types.
    pub fn is_float(self) -> bool {
        matches!(self, DType::F16 | DType::BF16 | DType::F32 | DType::F64)
    }

    /// True for unsigned integer types (and `i1`).
    pub fn is_unsigned(self) -> bool {
        matches!(
            self,
            DType::I1 | DType::U8 | DType::U16 | DType::U32 | DType::U64
        )
    }

    /// Range of an integer type as i128.
    pub fn int_range(self) -> (i128, i128) {
        let bits = 8 * self.size_bytes() as u32;
        match self {
            DType::I1 => (0, 1),
            _ if self.is_unsigned() => (0, (1i128 << bits) - 1),
            _ => (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1),
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mlir_name())
    }
}

/// A tensor on the host.
#[derive(Clone, Debug, PartialEq)]
pub struct HostTensor {
    /// Element type.
    pub dtype: DType,
    /// Dimension sizes.
    pub shape: Vec<usize>,
    /// Row-major little-endian element bytes; `len == num_elements * dtype.size_bytes()`.
    pub data: Vec<u8>,
}

impl HostTensor {
    /// A tensor of zeros.
    pub fn zeros(dtype: DType, shape: Vec<usize>) -> HostTensor {
        let n: usize = shape.iter().product();
        HostTensor {
            dtype,
            shape,
            data: vec![0; n * dtype.size_bytes()],
        }
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
        s.push_str(self.dtype.mlir_name());
        s
    }

    /// MLIR's tensor type: `tensor<2x3xf32>`.
    pub fn mlir_type(&self) -> String {
        format!("tensor<{}>", self.type_string())
    }

    /// Element `i` as f64 (integers converted).
    pub fn get_f64(&self, i: usize) -> f64 {
        let w = self.dtype.size_bytes();
        let b = &self.data[i * w..(i + 1) * w];
        match self.dtype {
            DType::F32 => f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64,
            DType::F64 => f64::from_le_bytes(b.try_into().unwrap_or([0; 8])),
            DType::F16 => half::f16::from_bits(u16::from_le_bytes([b[0], b[1]])).to_f64(),
            DType::BF16 => half::bf16::from_bits(u16::from_le_bytes([b[0], b[1]])).to_f64(),
            DType::U64 => self.get_i64(i) as u64 as f64,
            _ => self.get_i64(i) as f64,
        }
    }

    /// Element `i` as i64 (sign- or zero-extended from the element's width; floats truncated).
    pub fn get_i64(&self, i: usize) -> i64 {
        let w = self.dtype.size_bytes();
        let b = &self.data[i * w..(i + 1) * w];
        if self.dtype.is_float() {
            return self.get_f64(i) as i64;
        }
        let mut buf = [0u8; 8];
        buf[..w].copy_from_slice(b);
        let raw = i64::from_le_bytes(buf);
        if self.dtype.is_unsigned() || w == 8 {
            raw
        } else {
            let shift = 64 - 8 * w as u32;
            (raw << shift) >> shift
        }
    }

    /// Builds a tensor from f64 values (rounded to the dtype; integers truncated and wrapped).
    pub fn from_f64s(dtype: DType, shape: Vec<usize>, values: &[f64]) -> HostTensor {
        let mut data = Vec::with_capacity(values.len() * dtype.size_bytes());
        for &v in values {
            push_value(&mut data, dtype, v, v as i64);
        }
        HostTensor { dtype, shape, data }
    }

    /// Builds a tensor from i64 values (wrapped to the dtype).
    pub fn from_i64s(dtype: DType, shape: Vec<usize>, values: &[i64]) -> HostTensor {
        let mut data = Vec::with_capacity(values.len() * dtype.size_bytes());
        for &v in values {
            push_value(&mut data, dtype, v as f64, v);
        }
        HostTensor { dtype, shape, data }
    }
}

/// Appends one element: floats from `f`, integers from `i`.
pub fn push_value(data: &mut Vec<u8>, dtype: DType, f: f64, i: i64) {
    match dtype {
        DType::F32 => data.extend_from_slice(&(f as f32).to_le_bytes()),
        DType::F64 => data.extend_from_slice(&f.to_le_bytes()),
        DType::F16 => data.extend_from_slice(&half::f16::from_f64(f).to_bits().to_le_bytes()),
        DType::BF16 => data.extend_from_slice(&half::bf16::from_f64(f).to_bits().to_le_bytes()),
        DType::I1 => data.push((i != 0) as u8),
        d => data.extend_from_slice(&i.to_le_bytes()[..d.size_bytes()]),
    }
}
