//! Types: ranked tensors, scalars, function types and the HAL's buffer types.

use std::fmt;

/// The element type of tensors and scalars: the project's one element-type enum, from `element`.
pub use element::ElemType;

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
        let mut body = tok.strip_prefix("tensor<")?.strip_suffix('>')?;
        if let Some(rest) = body.strip_prefix("*x") {
            return ElemType::parse(rest).map(Type::UnrankedTensor);
        }
        let mut shape = Vec::new();
        // Dimensions are `N x` or `? x` prefixes; what follows the last one is the element type
        // (which may itself contain an `x`, as `index` does).
        loop {
            let digits = body.bytes().take_while(|b| b.is_ascii_digit()).count();
            if digits > 0 && body.as_bytes().get(digits) == Some(&b'x') {
                shape.push(body[..digits].parse::<i64>().ok()?);
                body = &body[digits + 1..];
            } else if let Some(rest) = body.strip_prefix("?x") {
                shape.push(DYNAMIC);
                body = rest;
            } else {
                break;
            }
        }
        let elem = ElemType::parse(body)?;
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
        assert_eq!(
            Type::parse_tensor("tensor<2x3xf32>")
                .unwrap()
                .num_elements(),
            Some(6)
        );
    }
}
