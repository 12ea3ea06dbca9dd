//! Types: ranked tensors, scalars, function types and the HAL's buffer types.

use std::fmt;

/// A scalar element type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ElemType {
    /// `f16`
    F16,
    /// `bf16`
    BF16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `i1`, the boolean type.
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
    UI8,
    /// `ui16`
    UI16,
    /// `ui32`
    UI32,
    /// `ui64`
    UI64,
    /// `index`
    Index,
}

impl ElemType {
    /// Parses the spelling used in MLIR (`f32`, `i1`, `index`, ...).
    pub fn parse(s: &str) -> Option<ElemType> {
        use ElemType::*;
        Some(match s {
            "f16" => F16,
            "bf16" => BF16,
            "f32" => F32,
            "f64" => F64,
            "i1" => I1,
            "i8" => I8,
            "i16" => I16,
            "i32" => I32,
            "i64" => I64,
            "ui8" => UI8,
            "ui16" => UI16,
            "ui32" => UI32,
            "ui64" => UI64,
            "index" => Index,
            _ => return None,
        })
    }

    /// The MLIR spelling.
    pub fn name(self) -> &'static str {
        use ElemType::*;
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
            UI8 => "ui8",
            UI16 => "ui16",
            UI32 => "ui32",
            UI64 => "ui64",
            Index => "index",
        }
    }

    /// True for the floating-point types.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            ElemType::F16 | ElemType::BF16 | ElemType::F32 | ElemType::F64
        )
    }

    /// True for integer types (including `i1` and `index`).
    pub fn is_integer(self) -> bool {
        !self.is_float()
    }

    /// True for unsigned integer types.
    pub fn is_unsigned(self) -> bool {
        matches!(
            self,
            ElemType::UI8 | ElemType::UI16 | ElemType::UI32 | ElemType::UI64
        )
    }

    /// Width in bits (`index` is 64 bits).
    pub fn bit_width(self) -> u32 {
        use ElemType::*;
        match self {
            I1 => 1,
            I8 | UI8 => 8,
            F16 | BF16 | I16 | UI16 => 16,
            F32 | I32 | UI32 => 32,
            F64 | I64 | UI64 | Index => 64,
        }
    }

    /// Bytes one element occupies in a buffer (`i1` takes a byte).
    pub fn byte_size(self) -> usize {
        (self.bit_width() as usize).div_ceil(8)
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A dimension size that is not known statically (`?` in the text).
pub const DYNAMIC: i64 = -1;

/// A type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Type {
    /// `tensor<2x3xf32>`; a dimension of [`DYNAMIC`] is `?`. The verifier rejects dynamic shapes.
    Tensor {
        /// Dimension sizes, outermost first.
        shape: Vec<i64>,
        /// Element type.
        elem: ElemType,
    },
    /// `tensor<*xf32>`: parsed so that it can be rejected with a clear message.
    UnrankedTensor(ElemType),
    /// A scalar: `f32`, `i1`, `index`.
    Scalar(ElemType),
    /// `(inputs) -> results`.
    Function(FunctionType),
    /// `!hal.buffer`.
    HalBuffer,
    /// `!hal.buffer_view`.
    HalBufferView,
    /// Any other `!dialect.type`, kept as written.
    Opaque(String),
    /// `none`.
    None,
}

/// A function type: `(inputs) -> results`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct FunctionType {
    /// Argument types.
    pub inputs: Vec<Type>,
    /// Result types.
    pub results: Vec<Type>,
}

impl Type {
    /// A ranked tensor type.
    pub fn tensor(shape: Vec<i64>, elem: ElemType) -> Type {
        Type::Tensor { shape, elem }
    }

    /// Parses a `tensor<...>` token (as the lexer delivers it).
    pub fn parse_tensor(tok: &str) -> Option<Type> {
        let body = tok.strip_prefix("tensor<")?.strip_suffix('>')?;
        let mut parts: Vec<&str> = body.split('x').collect();
        let elem = ElemType::parse(parts.pop()?)?;
        if parts.first() == Some(&"*") {
            return if parts.len() == 1 {
                Some(Type::UnrankedTensor(elem))
            } else {
                None
            };
        }
        let mut shape = Vec::with_capacity(parts.len());
        for p in parts {
            if p == "?" {
                shape.push(DYNAMIC);
            } else {
                let d: i64 = p.parse().ok()?;
                shape.push(d);
            }
        }
        Some(Type::Tensor { shape, elem })
    }

    /// The element type of a tensor or scalar.
    pub fn elem(&self) -> Option<ElemType> {
        match self {
            Type::Tensor { elem, .. } | Type::Scalar(elem) | Type::UnrankedTensor(elem) => {
                Some(*elem)
            }
            _ => None,
        }
    }

    /// The shape of a ranked tensor.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            Type::Tensor { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The rank of a ranked tensor.
    pub fn rank(&self) -> Option<usize> {
        self.shape().map(|s| s.len())
    }

    /// True for a ranked tensor whose dimensions are all static.
    pub fn is_static_tensor(&self) -> bool {
        self.shape().is_some_and(|s| s.iter().all(|&d| d >= 0))
    }

    /// Number of elements of a static tensor (1 for a scalar).
    pub fn num_elements(&self) -> Option<u64> {
        match self {
            Type::Scalar(_) => Some(1),
            Type::Tensor { shape, .. } => shape.iter().try_fold(1u64, |acc, &d| {
                if d < 0 {
                    None
                } else {
                    acc.checked_mul(d as u64)
                }
            }),
            _ => None,
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Tensor { shape, elem } => {
                f.write_str("tensor<")?;
                for d in shape {
                    if *d == DYNAMIC {
                        f.write_str("?x")?;
                    } else {
                        write!(f, "{d}x")?;
                    }
                }
                write!(f, "{elem}>")
            }
            Type::UnrankedTensor(elem) => write!(f, "tensor<*x{elem}>"),
            Type::Scalar(e) => write!(f, "{e}"),
            Type::Function(ft) => write!(f, "{ft}"),
            Type::HalBuffer => f.write_str("!hal.buffer"),
            Type::HalBufferView => f.write_str("!hal.buffer_view"),
            Type::Opaque(s) => f.write_str(s),
            Type::None => f.write_str("none"),
        }
    }
}

/// Writes `t1, t2, t3`.
pub fn write_type_list(f: &mut impl fmt::Write, types: &[Type]) -> fmt::Result {
    for (i, t) in types.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{t}")?;
    }
    Ok(())
}

impl fmt::Display for FunctionType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        write_type_list(f, &self.inputs)?;
        f.write_str(") -> ")?;
        let paren = self.results.len() != 1 || matches!(self.results[0], Type::Function(_));
        if paren {
            f.write_str("(")?;
        }
        write_type_list(f, &self.results)?;
        if paren {
            f.write_str(")")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tensor_tokens_round_trip() {
        for s in [
            "tensor<f32>",
            "tensor<4x?xi1>",
            "tensor<1x128x128xbf16>",
            "tensor<*xf32>",
        ] {
            assert_eq!(Type::parse_tensor(s).unwrap().to_string(), s);
        }
        assert_eq!(Type::parse_tensor("tensor<4xq8>"), None);
        assert_eq!(
            Type::parse_tensor("tensor<2x3xf32>")
                .unwrap()
                .num_elements(),
            Some(6)
        );
    }
}
