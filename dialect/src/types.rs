//! Types: ranked tensors, scalars, function types and the HAL's buffer types.

use std::fmt;

/// The element type of tensors and scalars: the project's one element-type enum, from `element`.
pub use element::ElemType;

use crate::quant::QuantType;

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
    /// `tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>`: a tensor of quantized elements. Only
    /// the verifier and the `quant-to-math` pass see one: that pass rewrites every quantized tensor
    /// into a tensor of its storage type before any other layer runs.
    QuantTensor {
        /// Dimension sizes, outermost first.
        shape: Vec<i64>,
        /// The quantized element type.
        quant: QuantType,
    },
    /// `tensor<*xf32>`: parsed so that it can be rejected with a clear message.
    UnrankedTensor(ElemType),
    /// A scalar: `f32`, `i1`, `index`.
    Scalar(ElemType),
    /// `(inputs) -> results`.
    Function(FunctionType),
    /// `tuple<tensor<i32>, tensor<f32>>` (the operand of `get_tuple_element`, the result of `tuple`).
    Tuple(Vec<Type>),
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
        Type::parse_tensor_checked(tok).ok()
    }

    /// Parses a `tensor<...>` token; the error says what is wrong (for a quantized element type,
    /// the rule of the specification it breaks).
    pub fn parse_tensor_checked(tok: &str) -> Result<Type, String> {
        let bad = || format!("invalid tensor type `{tok}`");
        let mut body = tok
            .strip_prefix("tensor<")
            .and_then(|b| b.strip_suffix('>'))
            .ok_or_else(bad)?;
        if let Some(rest) = body.strip_prefix("*x") {
            return ElemType::parse(rest)
                .map(Type::UnrankedTensor)
                .ok_or_else(bad);
        }
        let mut shape = Vec::new();
        // Dimensions are `N x` or `? x` prefixes; what follows the last one is the element type
        // (which may itself contain an `x`, as `index` does).
        loop {
            let digits = body.bytes().take_while(|b| b.is_ascii_digit()).count();
            if digits > 0 && body.as_bytes().get(digits) == Some(&b'x') {
                shape.push(body[..digits].parse::<i64>().map_err(|_| bad())?);
                body = &body[digits + 1..];
            } else if let Some(rest) = body.strip_prefix("?x") {
                shape.push(DYNAMIC);
                body = rest;
            } else {
                break;
            }
        }
        if body.starts_with("!quant.") {
            let quant = QuantType::parse(body)?;
            if let Some(a) = quant.axis {
                // C12: quantization_dimension < rank; C13: its size is the number of scales.
                let Some(&d) = shape.get(a as usize) else {
                    return Err(format!(
                        "quantization dimension {a} is not below the rank {} of `{tok}` (C12)",
                        shape.len()
                    ));
                };
                if d != DYNAMIC && d != quant.zero_points.len() as i64 {
                    return Err(format!(
                        "dimension {a} of `{tok}` has size {d} but the type has {} scales (C13)",
                        quant.zero_points.len()
                    ));
                }
            }
            return Ok(Type::QuantTensor { shape, quant });
        }
        let elem = ElemType::parse(body).ok_or_else(bad)?;
        Ok(Type::Tensor { shape, elem })
    }

    /// The quantized element type of a quantized tensor.
    pub fn quant(&self) -> Option<&QuantType> {
        match self {
            Type::QuantTensor { quant, .. } => Some(quant),
            _ => None,
        }
    }

    /// A quantized tensor's twin of its expressed type (`tensor<2xf32>` for
    /// `tensor<2x!quant.uniform<i8:f32, ...>>`); any other type as it is.
    pub fn expressed(&self) -> Type {
        match self {
            Type::QuantTensor { shape, quant } => Type::tensor(shape.clone(), quant.expressed),
            other => other.clone(),
        }
    }

    /// A quantized tensor's twin of its storage type (`tensor<2xi8>`); any other type as it is.
    pub fn storage(&self) -> Type {
        match self {
            Type::QuantTensor { shape, quant } => Type::tensor(shape.clone(), quant.storage),
            other => other.clone(),
        }
    }

    /// True when the type is a quantized tensor or holds one (a tuple or function type).
    pub fn has_quant(&self) -> bool {
        match self {
            Type::QuantTensor { .. } => true,
            Type::Tuple(items) => items.iter().any(Type::has_quant),
            Type::Function(ft) => ft.inputs.iter().chain(&ft.results).any(Type::has_quant),
            Type::Tensor { .. }
            | Type::UnrankedTensor(_)
            | Type::Scalar(_)
            | Type::HalBuffer
            | Type::HalBufferView
            | Type::Opaque(_)
            | Type::None => false,
        }
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

    /// The shape of a ranked tensor (of plain or quantized elements).
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            Type::Tensor { shape, .. } | Type::QuantTensor { shape, .. } => Some(shape),
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
            Type::Tensor { shape, .. } | Type::QuantTensor { shape, .. } => {
                shape.iter().try_fold(1u64, |acc, &d| {
                    if d < 0 {
                        None
                    } else {
                        acc.checked_mul(d as u64)
                    }
                })
            }
            _ => None,
        }
    }
}

/// Writes `tensor<` and the dimensions of `shape`, each followed by `x` (`?` for [`DYNAMIC`]).
fn write_dims(f: &mut fmt::Formatter<'_>, shape: &[i64]) -> fmt::Result {
    f.write_str("tensor<")?;
    for d in shape {
        if *d == DYNAMIC {
            f.write_str("?x")?;
        } else {
            write!(f, "{d}x")?;
        }
    }
    Ok(())
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Tensor { shape, elem } => {
                write_dims(f, shape)?;
                write!(f, "{elem}>")
            }
            Type::QuantTensor { shape, quant } => {
                write_dims(f, shape)?;
                write!(f, "{quant}>")
            }
            Type::UnrankedTensor(elem) => write!(f, "tensor<*x{elem}>"),
            Type::Scalar(e) => write!(f, "{e}"),
            Type::Function(ft) => write!(f, "{ft}"),
            Type::Tuple(items) => {
                f.write_str("tuple<")?;
                write_type_list(f, items)?;
                f.write_str(">")
            }
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
            "tensor<2xcomplex<f64>>",
            "tensor<4xindex>",
            "tensor<f8E4M3FNUZ>",
        ] {
            assert_eq!(Type::parse_tensor(s).unwrap().to_string(), s);
        }
        assert_eq!(Type::parse_tensor("tensor<4xq8>"), None);
        let q = "tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:-30,5.000000e-01:-20}>>";
        let t = Type::parse_tensor(q).unwrap();
        assert_eq!(t.to_string(), q);
        assert_eq!(t.expressed().to_string(), "tensor<2xf32>");
        assert_eq!(t.storage().to_string(), "tensor<2xi8>");
        assert_eq!(t.shape(), Some(&[2i64][..]));
        assert_eq!(t.elem(), None);
        // C12 and C13: the quantization dimension is a dimension of the tensor, as long as the
        // scales.
        let e = Type::parse_tensor_checked("tensor<2x!quant.uniform<i8:f32:1, {1.0,2.0}>>");
        assert!(e.unwrap_err().contains("C12"));
        let e = Type::parse_tensor_checked("tensor<3x!quant.uniform<i8:f32:0, {1.0,2.0}>>");
        assert!(e.unwrap_err().contains("C13"));
        assert_eq!(
            Type::parse_tensor("tensor<2x3xf32>")
                .unwrap()
                .num_elements(),
            Some(6)
        );
    }
}
