//! Host tensors: a dtype, a shape and row-major little-endian bytes — the form in which tensors cross
//! the command line, `.npy` files and (later) HAL buffers.

pub use element::ElemType;

/// Parses an element type as MLIR spells it (`f32`, `i1`, `ui8`, `complex<f32>`) or as IREE's tools
/// also accept it (`si32`, `u8`).
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
        _ => return None,
    };
    Some(alias)
}

/// A tensor on the host.
#[derive(Clone, Debug, PartialEq)]
pub struct HostTensor {
    /// Element type.
    pub dtype: ElemType,
    /// Dimension sizes.
    pub shape: Vec<usize>,
    /// Row-major little-endian element bytes; `len == num_elements * dtype.byte_size()`.
    pub data: Vec<u8>,
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

    /// Element `i` as f64 (integers converted).
    pub fn get_f64(&self, i: usize) -> f64 {
        let w = self.dtype.byte_size();
        let b = &self.data[i * w..(i + 1) * w];
        match self.dtype {
            ElemType::F32 => f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64,
            ElemType::F64 => f64::from_le_bytes(b.try_into().unwrap_or([0; 8])),
            ElemType::F16 => half::f16::from_bits(u16::from_le_bytes([b[0], b[1]])).to_f64(),
            ElemType::BF16 => half::bf16::from_bits(u16::from_le_bytes([b[0], b[1]])).to_f64(),
            ElemType::UI64 => self.get_i64(i) as u64 as f64,
            _ => self.get_i64(i) as f64,
        }
    }

    /// Element `i` as i64 (sign- or zero-extended from the element's width; floats truncated).
    pub fn get_i64(&self, i: usize) -> i64 {
        let w = self.dtype.byte_size();
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
    pub fn from_f64s(dtype: ElemType, shape: Vec<usize>, values: &[f64]) -> HostTensor {
        let mut data = Vec::with_capacity(values.len() * dtype.byte_size());
        for &v in values {
            push_value(&mut data, dtype, v, v as i64);
        }
        HostTensor { dtype, shape, data }
    }

    /// Builds a tensor from i64 values (wrapped to the dtype).
    pub fn from_i64s(dtype: ElemType, shape: Vec<usize>, values: &[i64]) -> HostTensor {
        let mut data = Vec::with_capacity(values.len() * dtype.byte_size());
        for &v in values {
            push_value(&mut data, dtype, v as f64, v);
        }
        HostTensor { dtype, shape, data }
    }
}

/// Appends one element: floats from `f`, integers from `i`.
pub fn push_value(data: &mut Vec<u8>, dtype: ElemType, f: f64, i: i64) {
    match dtype {
        ElemType::F32 => data.extend_from_slice(&(f as f32).to_le_bytes()),
        ElemType::F64 => data.extend_from_slice(&f.to_le_bytes()),
        ElemType::F16 => data.extend_from_slice(&half::f16::from_f64(f).to_bits().to_le_bytes()),
        ElemType::BF16 => data.extend_from_slice(&half::bf16::from_f64(f).to_bits().to_le_bytes()),
        ElemType::I1 => data.push((i != 0) as u8),
        d => data.extend_from_slice(&i.to_le_bytes()[..d.byte_size()]),
    }
}
