//! The elementwise ops: one table per family, read by the dialect (names, type rules), the kernel IR
//! and its `.vmfb` codec (stable wire tags), the reference interpreter and the kernel executor
//! (through [`crate::lane`]'s exhaustive matches).
//!
//! **Invariant:** a wire tag, once given, is never reused or renumbered; a tag that is not in the table
//! decodes to an error.

use crate::types::{ElemType, Kind};

/// A set of element kinds an operand may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeSet(u8);

impl TypeSet {
    /// `i1`.
    pub const BOOL: TypeSet = TypeSet(1);
    /// Signed integers.
    pub const SINT: TypeSet = TypeSet(2);
    /// Unsigned integers.
    pub const UINT: TypeSet = TypeSet(4);
    /// Floats.
    pub const FLOAT: TypeSet = TypeSet(8);
    /// Complex.
    pub const COMPLEX: TypeSet = TypeSet(16);
    /// Integers of both signs.
    pub const INT: TypeSet = TypeSet(2 | 4);
    /// Booleans and integers.
    pub const BOOL_INT: TypeSet = TypeSet(1 | 2 | 4);
    /// Integers and floats.
    pub const INT_FLOAT: TypeSet = TypeSet(2 | 4 | 8);
    /// Floats and complex.
    pub const FLOAT_COMPLEX: TypeSet = TypeSet(8 | 16);
    /// Integers, floats and complex.
    pub const NUMERIC: TypeSet = TypeSet(2 | 4 | 8 | 16);
    /// Signed integers, floats and complex.
    pub const SIGNED_NUMERIC: TypeSet = TypeSet(2 | 8 | 16);
    /// Everything.
    pub const ANY: TypeSet = TypeSet(31);

    /// True when `t` is in the set (`index` counts as a signed integer).
    pub const fn contains(self, t: ElemType) -> bool {
        let bit = match t.kind() {
            Kind::Bool => 1,
            Kind::Signed | Kind::Index => 2,
            Kind::Unsigned => 4,
            Kind::Float => 8,
            Kind::Complex => 16,
        };
        self.0 & bit != 0
    }

    /// "integer, floating-point or complex", for messages.
    pub fn describe(self) -> String {
        let mut parts = Vec::new();
        if self.0 & 1 != 0 {
            parts.push("boolean");
        }
        match self.0 & 6 {
            6 => parts.push("integer"),
            2 => parts.push("signed integer"),
            4 => parts.push("unsigned integer"),
            _ => {}
        }
        if self.0 & 8 != 0 {
            parts.push("floating-point");
        }
        if self.0 & 16 != 0 {
            parts.push("complex");
        }
        match parts.len() {
            0 => "no".into(),
            1 => parts[0].into(),
            n => format!("{} or {}", parts[..n - 1].join(", "), parts[n - 1]),
        }
    }
}

/// Defines an op family enum from one table: variant, wire tag, MLIR name, operand types.
macro_rules! op_family {
    ($(#[$m:meta])* $E:ident { $($(#[$d:meta])* $v:ident = $tag:literal, $name:literal, $types:expr;)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $E {
            $($(#[$d])* $v,)*
        }

        impl $E {
            /// Every op of the family.
            pub const ALL: &'static [$E] = &[$($E::$v,)*];

            /// The MLIR name (`stablehlo.add`).
            pub const fn name(self) -> &'static str {
                match self {
                    $($E::$v => $name,)*
                }
            }

            /// The stable tag that stands for this op in a `.vmfb`.
            pub const fn wire_tag(self) -> u8 {
                match self {
                    $($E::$v => $tag,)*
                }
            }

            /// The op of a wire tag; `None` for a tag the table does not give.
            pub const fn from_wire_tag(tag: u8) -> Option<$E> {
                match tag {
                    $($tag => Some($E::$v),)*
                    _ => None,
                }
            }

            /// The op named `name` (`stablehlo.add`).
            pub fn from_name(name: &str) -> Option<$E> {
                match name {
                    $($name => Some($E::$v),)*
                    _ => None,
                }
            }

            /// The element types the operands may have.
            pub const fn operand_types(self) -> TypeSet {
                match self {
                    $($E::$v => $types,)*
                }
            }
        }
    };
}

op_family! {
    /// Unary elementwise ops.
    UnaryOp {
        /// `abs`: |x|; the modulus of a complex number is a float.
        Abs = 1, "stablehlo.abs", TypeSet::SIGNED_NUMERIC;
        /// `cbrt`
        Cbrt = 2, "stablehlo.cbrt", TypeSet::FLOAT_COMPLEX;
        /// `ceil`
        Ceil = 3, "stablehlo.ceil", TypeSet::FLOAT;
        /// `count_leading_zeros`
        CountLeadingZeros = 4, "stablehlo.count_leading_zeros", TypeSet::INT;
        /// `cosine`
        Cosine = 5, "stablehlo.cosine", TypeSet::FLOAT_COMPLEX;
        /// `exponential`
        Exponential = 6, "stablehlo.exponential", TypeSet::FLOAT_COMPLEX;
        /// `exponential_minus_one`
        ExponentialMinusOne = 7, "stablehlo.exponential_minus_one", TypeSet::FLOAT_COMPLEX;
        /// `floor`
        Floor = 8, "stablehlo.floor", TypeSet::FLOAT;
        /// `imag`: the imaginary part (zero for a float).
        Imag = 9, "stablehlo.imag", TypeSet::FLOAT_COMPLEX;
        /// `is_finite`: float to i1.
        IsFinite = 10, "stablehlo.is_finite", TypeSet::FLOAT;
        /// `log`
        Log = 11, "stablehlo.log", TypeSet::FLOAT_COMPLEX;
        /// `log_plus_one`
        LogPlusOne = 12, "stablehlo.log_plus_one", TypeSet::FLOAT_COMPLEX;
        /// `logistic`
        Logistic = 13, "stablehlo.logistic", TypeSet::FLOAT_COMPLEX;
        /// `negate`
        Negate = 14, "stablehlo.negate", TypeSet::NUMERIC;
        /// `not`: logical for i1, bitwise for integers.
        Not = 15, "stablehlo.not", TypeSet::BOOL_INT;
        /// `popcnt`
        Popcnt = 16, "stablehlo.popcnt", TypeSet::INT;
        /// `real`: the real part (the value itself for a float).
        Real = 17, "stablehlo.real", TypeSet::FLOAT_COMPLEX;
        /// `round_nearest_afz`
        RoundNearestAfz = 18, "stablehlo.round_nearest_afz", TypeSet::FLOAT;
        /// `round_nearest_even`
        RoundNearestEven = 19, "stablehlo.round_nearest_even", TypeSet::FLOAT;
        /// `rsqrt`
        Rsqrt = 20, "stablehlo.rsqrt", TypeSet::FLOAT_COMPLEX;
        /// `sign`
        Sign = 21, "stablehlo.sign", TypeSet::SIGNED_NUMERIC;
        /// `sine`
        Sine = 22, "stablehlo.sine", TypeSet::FLOAT_COMPLEX;
        /// `sqrt`
        Sqrt = 23, "stablehlo.sqrt", TypeSet::FLOAT_COMPLEX;
        /// `tan`
        Tan = 24, "stablehlo.tan", TypeSet::FLOAT_COMPLEX;
        /// `tanh`
        Tanh = 25, "stablehlo.tanh", TypeSet::FLOAT_COMPLEX;
    }
}

op_family! {
    /// Binary elementwise ops.
    BinaryOp {
        /// `add` (logical or on i1).
        Add = 1, "stablehlo.add", TypeSet::ANY;
        /// `and`
        And = 2, "stablehlo.and", TypeSet::BOOL_INT;
        /// `atan2`
        Atan2 = 3, "stablehlo.atan2", TypeSet::FLOAT_COMPLEX;
        /// `complex`: two floats to a complex number.
        Complex = 4, "stablehlo.complex", TypeSet::FLOAT;
        /// `divide` (XLA's integer semantics: x / 0 = -1, MIN / -1 = MIN).
        Divide = 5, "stablehlo.divide", TypeSet::NUMERIC;
        /// `maximum` (NaN-propagating; +0 > -0; lexicographic on complex).
        Maximum = 6, "stablehlo.maximum", TypeSet::ANY;
        /// `minimum`
        Minimum = 7, "stablehlo.minimum", TypeSet::ANY;
        /// `multiply` (logical and on i1).
        Multiply = 8, "stablehlo.multiply", TypeSet::ANY;
        /// `or`
        Or = 9, "stablehlo.or", TypeSet::BOOL_INT;
        /// `power`
        Power = 10, "stablehlo.power", TypeSet::NUMERIC;
        /// `remainder` (sign of the dividend; x % 0 = x for integers). The spec also lists complex
        /// operands, which neither XLA nor the StableHLO reference interpreter implement.
        Remainder = 11, "stablehlo.remainder", TypeSet::INT_FLOAT;
        /// `shift_left`
        ShiftLeft = 12, "stablehlo.shift_left", TypeSet::INT;
        /// `shift_right_arithmetic`
        ShiftRightArithmetic = 13, "stablehlo.shift_right_arithmetic", TypeSet::INT;
        /// `shift_right_logical`
        ShiftRightLogical = 14, "stablehlo.shift_right_logical", TypeSet::INT;
        /// `subtract`
        Subtract = 15, "stablehlo.subtract", TypeSet::NUMERIC;
        /// `xor`
        Xor = 16, "stablehlo.xor", TypeSet::BOOL_INT;
    }
}

impl UnaryOp {
    /// The result element type for an operand of type `t`, or `None` when the op does not take `t`.
    pub fn result_type(self, t: ElemType) -> Option<ElemType> {
        if !self.operand_types().contains(t) {
            return None;
        }
        Some(match self {
            UnaryOp::IsFinite => ElemType::I1,
            UnaryOp::Abs | UnaryOp::Real | UnaryOp::Imag => t.complex_component().unwrap_or(t),
            UnaryOp::Cbrt
            | UnaryOp::Ceil
            | UnaryOp::CountLeadingZeros
            | UnaryOp::Cosine
            | UnaryOp::Exponential
            | UnaryOp::ExponentialMinusOne
            | UnaryOp::Floor
            | UnaryOp::Log
            | UnaryOp::LogPlusOne
            | UnaryOp::Logistic
            | UnaryOp::Negate
            | UnaryOp::Not
            | UnaryOp::Popcnt
            | UnaryOp::RoundNearestAfz
            | UnaryOp::RoundNearestEven
            | UnaryOp::Rsqrt
            | UnaryOp::Sign
            | UnaryOp::Sine
            | UnaryOp::Sqrt
            | UnaryOp::Tan
            | UnaryOp::Tanh => t,
        })
    }

    /// True for ops that accept a `result_accuracy` attribute (the transcendental ones).
    pub const fn has_result_accuracy(self) -> bool {
        matches!(
            self,
            UnaryOp::Cbrt
                | UnaryOp::Cosine
                | UnaryOp::Exponential
                | UnaryOp::ExponentialMinusOne
                | UnaryOp::Log
                | UnaryOp::LogPlusOne
                | UnaryOp::Logistic
                | UnaryOp::Rsqrt
                | UnaryOp::Sine
                | UnaryOp::Sqrt
                | UnaryOp::Tan
                | UnaryOp::Tanh
        )
    }
}

impl BinaryOp {
    /// The result element type for operands of type `t`, or `None` when the op does not take `t`.
    pub fn result_type(self, t: ElemType) -> Option<ElemType> {
        if !self.operand_types().contains(t) {
            return None;
        }
        match self {
            BinaryOp::Complex => t.complex_of(),
            BinaryOp::Add
            | BinaryOp::And
            | BinaryOp::Atan2
            | BinaryOp::Divide
            | BinaryOp::Maximum
            | BinaryOp::Minimum
            | BinaryOp::Multiply
            | BinaryOp::Or
            | BinaryOp::Power
            | BinaryOp::Remainder
            | BinaryOp::ShiftLeft
            | BinaryOp::ShiftRightArithmetic
            | BinaryOp::ShiftRightLogical
            | BinaryOp::Subtract
            | BinaryOp::Xor => Some(t),
        }
    }

    /// True when `a op b == b op a` for every value (the compact reduce syntax needs it).
    pub const fn is_commutative(self) -> bool {
        matches!(
            self,
            BinaryOp::Add
                | BinaryOp::And
                | BinaryOp::Maximum
                | BinaryOp::Minimum
                | BinaryOp::Multiply
                | BinaryOp::Or
                | BinaryOp::Xor
        )
    }
}

/// Defines a keyword enum (an attribute's cases) from one table: variant, wire tag, spelling.
macro_rules! keyword_enum {
    ($(#[$m:meta])* $E:ident { $($(#[$d:meta])* $v:ident = $tag:literal, $name:literal;)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $E {
            $($(#[$d])* $v,)*
        }

        impl $E {
            /// Every case.
            pub const ALL: &'static [$E] = &[$($E::$v,)*];

            /// The spelling in MLIR's text (`GT`, `TOTALORDER`).
            pub const fn name(self) -> &'static str {
                match self {
                    $($E::$v => $name,)*
                }
            }

            /// The case spelled `name`.
            pub fn from_name(name: &str) -> Option<$E> {
                match name {
                    $($name => Some($E::$v),)*
                    _ => None,
                }
            }

            /// The stable tag in a `.vmfb`.
            pub const fn wire_tag(self) -> u8 {
                match self {
                    $($E::$v => $tag,)*
                }
            }

            /// The case of a wire tag.
            pub const fn from_wire_tag(tag: u8) -> Option<$E> {
                match tag {
                    $($tag => Some($E::$v),)*
                    _ => None,
                }
            }
        }
    };
}

keyword_enum! {
    /// `comparison_direction`.
    CompareDirection {
        /// `==`
        Eq = 1, "EQ";
        /// `!=`
        Ne = 2, "NE";
        /// `>=`
        Ge = 3, "GE";
        /// `>`
        Gt = 4, "GT";
        /// `<=`
        Le = 5, "LE";
        /// `<`
        Lt = 6, "LT";
    }
}

keyword_enum! {
    /// `compare_type`: how values are ordered.
    CompareType {
        /// IEEE comparison of floats (NaN is unordered).
        Float = 1, "FLOAT";
        /// IEEE totalOrder (-NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN).
        TotalOrder = 2, "TOTALORDER";
        /// Two's-complement order.
        Signed = 3, "SIGNED";
        /// Unsigned order.
        Unsigned = 4, "UNSIGNED";
    }
}

impl CompareType {
    /// The spec's default for an element type: FLOAT for floats and complex, SIGNED for signed
    /// integers, UNSIGNED for booleans and unsigned integers.
    pub const fn default_for(t: ElemType) -> CompareType {
        match t.kind() {
            Kind::Float | Kind::Complex => CompareType::Float,
            Kind::Signed | Kind::Index => CompareType::Signed,
            Kind::Bool | Kind::Unsigned => CompareType::Unsigned,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_names_are_unique_and_round_trip() {
        let mut tags = std::collections::HashSet::new();
        for &op in UnaryOp::ALL {
            assert!(tags.insert(op.wire_tag()));
            assert_eq!(UnaryOp::from_wire_tag(op.wire_tag()), Some(op));
            assert_eq!(UnaryOp::from_name(op.name()), Some(op));
        }
        assert_eq!(UnaryOp::from_wire_tag(0), None);
        tags.clear();
        for &op in BinaryOp::ALL {
            assert!(tags.insert(op.wire_tag()));
            assert_eq!(BinaryOp::from_wire_tag(op.wire_tag()), Some(op));
        }
        assert_eq!(BinaryOp::from_wire_tag(200), None);
    }

    #[test]
    fn result_types_follow_the_spec() {
        assert_eq!(UnaryOp::Abs.result_type(ElemType::C64), Some(ElemType::F32));
        assert_eq!(UnaryOp::Abs.result_type(ElemType::UI8), None);
        assert_eq!(
            UnaryOp::IsFinite.result_type(ElemType::BF16),
            Some(ElemType::I1)
        );
        assert_eq!(
            BinaryOp::Complex.result_type(ElemType::F64),
            Some(ElemType::C128)
        );
        assert_eq!(BinaryOp::Complex.result_type(ElemType::F16), None);
        assert_eq!(BinaryOp::ShiftLeft.result_type(ElemType::I1), None);
        assert_eq!(
            TypeSet::FLOAT_COMPLEX.describe(),
            "floating-point or complex"
        );
    }
}
