//! Element types: one closed enum for every element type of the StableHLO specification, described as
//! a (numerical kind, bit width) pair as IREE's `hal/buffer_view.h` does, with the storage a value
//! takes in a buffer kept apart from the domain it is computed in.

use std::fmt;

use crate::float::FloatFormat;

/// The numerical kind of an element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `i1`: false and true.
    Bool,
    /// Two's-complement signed integers (`i2` .. `i64`; MLIR's signless integers are signed here, as
    /// in StableHLO).
    Signed,
    /// Unsigned integers (`ui2` .. `ui64`).
    Unsigned,
    /// Binary floating point of any format.
    Float,
    /// A pair of floats (real, imaginary).
    Complex,
    /// MLIR's `index` (a 64-bit signed integer on this target).
    Index,
}

/// The domain values of a type are computed in: what the scalar semantics of [`crate::lane`] work on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Domain {
    /// Booleans and integers of every width, held in an `i64` (wrapped to the type's width;
    /// unsigned values zero-extended, `ui64` by its bits).
    Int,
    /// Floats of every format, held in an `f64` that the type represents exactly.
    Float,
    /// Complex values, held as two `f64`s that the component type represents exactly.
    Complex,
}

/// Defines [`ElemType`] from one table: variant, MLIR spelling, kind, bit width, and the stable wire
/// tag that stands for the type in a `.vmfb` (never reused or renumbered).
macro_rules! elem_types {
    ($($(#[$doc:meta])* $v:ident = $name:literal, $kind:ident, $bits:literal, tag $tag:literal;)*) => {
        /// An element type of a tensor.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum ElemType {
            $($(#[$doc])* $v,)*
        }

        impl ElemType {
            /// Every element type, in the order of the table.
            pub const ALL: &'static [ElemType] = &[$(ElemType::$v,)*];

            /// The MLIR spelling (`f32`, `ui8`, `complex<f64>`, `f8E4M3FN`).
            pub const fn name(self) -> &'static str {
                match self {
                    $(ElemType::$v => $name,)*
                }
            }

            /// The numerical kind.
            pub const fn kind(self) -> Kind {
                match self {
                    $(ElemType::$v => Kind::$kind,)*
                }
            }

            /// The width in bits (`i1` is 1 bit, `complex<f32>` 64, `tf32` 19, `index` 64).
            #[inline]
            pub const fn bits(self) -> u32 {
                match self {
                    $(ElemType::$v => $bits,)*
                }
            }

            /// The stable tag that stands for this type in a `.vmfb`.
            pub const fn wire_tag(self) -> u8 {
                match self {
                    $(ElemType::$v => $tag,)*
                }
            }

            /// The type of a wire tag; `None` for a tag the table does not give.
            pub const fn from_wire_tag(tag: u8) -> Option<ElemType> {
                match tag {
                    $($tag => Some(ElemType::$v),)*
                    _ => None,
                }
            }
        }
    };
}

elem_types! {
    /// `i1`, the boolean type.
    I1 = "i1", Bool, 1, tag 1;
    /// `i2`
    I2 = "i2", Signed, 2, tag 2;
    /// `i4`
    I4 = "i4", Signed, 4, tag 3;
    /// `i8`
    I8 = "i8", Signed, 8, tag 4;
    /// `i16`
    I16 = "i16", Signed, 16, tag 5;
    /// `i32`
    I32 = "i32", Signed, 32, tag 6;
    /// `i64`
    I64 = "i64", Signed, 64, tag 7;
    /// `ui2`
    UI2 = "ui2", Unsigned, 2, tag 8;
    /// `ui4`
    UI4 = "ui4", Unsigned, 4, tag 9;
    /// `ui8`
    UI8 = "ui8", Unsigned, 8, tag 10;
    /// `ui16`
    UI16 = "ui16", Unsigned, 16, tag 11;
    /// `ui32`
    UI32 = "ui32", Unsigned, 32, tag 12;
    /// `ui64`
    UI64 = "ui64", Unsigned, 64, tag 13;
    /// `f4E2M1FN` (OCP MX, finite only).
    F4E2M1FN = "f4E2M1FN", Float, 4, tag 14;
    /// `f6E2M3FN` (OCP MX, finite only).
    F6E2M3FN = "f6E2M3FN", Float, 6, tag 15;
    /// `f6E3M2FN` (OCP MX, finite only).
    F6E3M2FN = "f6E3M2FN", Float, 6, tag 16;
    /// `f8E3M4` (IEEE-like).
    F8E3M4 = "f8E3M4", Float, 8, tag 17;
    /// `f8E4M3` (IEEE-like).
    F8E4M3 = "f8E4M3", Float, 8, tag 18;
    /// `f8E4M3FN` (no infinities, one NaN per sign).
    F8E4M3FN = "f8E4M3FN", Float, 8, tag 19;
    /// `f8E4M3FNUZ` (no infinities, no negative zero, NaN is 0x80).
    F8E4M3FNUZ = "f8E4M3FNUZ", Float, 8, tag 20;
    /// `f8E4M3B11FNUZ` (exponent bias 11, otherwise as FNUZ).
    F8E4M3B11FNUZ = "f8E4M3B11FNUZ", Float, 8, tag 21;
    /// `f8E5M2` (IEEE-like).
    F8E5M2 = "f8E5M2", Float, 8, tag 22;
    /// `f8E5M2FNUZ`
    F8E5M2FNUZ = "f8E5M2FNUZ", Float, 8, tag 23;
    /// `f8E8M0FNU` (OCP MX scale: powers of two, unsigned, no zero).
    F8E8M0FNU = "f8E8M0FNU", Float, 8, tag 24;
    /// `bf16`
    BF16 = "bf16", Float, 16, tag 25;
    /// `f16`
    F16 = "f16", Float, 16, tag 26;
    /// `tf32` (NVIDIA TensorFloat-32; 19 bits, stored in 4 bytes).
    TF32 = "tf32", Float, 19, tag 27;
    /// `f32`
    F32 = "f32", Float, 32, tag 28;
    /// `f64`
    F64 = "f64", Float, 64, tag 29;
    /// `complex<f32>`
    C64 = "complex<f32>", Complex, 64, tag 30;
    /// `complex<f64>`
    C128 = "complex<f64>", Complex, 128, tag 31;
    /// `index`
    Index = "index", Index, 64, tag 32;
}

impl ElemType {
    /// Parses an MLIR spelling (`f32`, `i1`, `ui8`, `f8E5M2`, `complex<f32>`, `index`).
    pub fn parse(s: &str) -> Option<ElemType> {
        ElemType::ALL.iter().copied().find(|t| t.name() == s)
    }

    /// True for the floating-point types.
    pub const fn is_float(self) -> bool {
        matches!(self.kind(), Kind::Float)
    }

    /// True for the complex types.
    pub const fn is_complex(self) -> bool {
        matches!(self.kind(), Kind::Complex)
    }

    /// True for `i1`.
    pub const fn is_bool(self) -> bool {
        matches!(self.kind(), Kind::Bool)
    }

    /// True for booleans, integers and `index` (every type held in the integer domain).
    pub const fn is_integer(self) -> bool {
        matches!(
            self.kind(),
            Kind::Bool | Kind::Signed | Kind::Unsigned | Kind::Index
        )
    }

    /// True for the signed integer types and `index` (not `i1`).
    pub const fn is_signed_int(self) -> bool {
        matches!(self.kind(), Kind::Signed | Kind::Index)
    }

    /// True for the unsigned integer types.
    pub const fn is_unsigned(self) -> bool {
        matches!(self.kind(), Kind::Unsigned)
    }

    /// The component type of a complex type (`f32` for `complex<f32>`); `None` otherwise.
    pub const fn complex_component(self) -> Option<ElemType> {
        match self {
            ElemType::C64 => Some(ElemType::F32),
            ElemType::C128 => Some(ElemType::F64),
            _ => None,
        }
    }

    /// The complex type whose components are `self`, if the specification has one.
    pub const fn complex_of(self) -> Option<ElemType> {
        match self {
            ElemType::F32 => Some(ElemType::C64),
            ElemType::F64 => Some(ElemType::C128),
            _ => None,
        }
    }

    /// The domain values of this type are computed in.
    pub const fn domain(self) -> Domain {
        match self.kind() {
            Kind::Bool | Kind::Signed | Kind::Unsigned | Kind::Index => Domain::Int,
            Kind::Float => Domain::Float,
            Kind::Complex => Domain::Complex,
        }
    }

    /// Bytes one element takes in a buffer: sub-byte types take a byte each (unpacked), `tf32` four.
    /// (`#[inline]`: every dispatch sizes each binding with it, across the crate boundary.)
    #[inline]
    pub const fn byte_size(self) -> usize {
        let b = self.bits() as usize;
        if b <= 8 {
            1
        } else if b <= 16 {
            2
        } else if b <= 32 {
            4
        } else if b <= 64 {
            8
        } else {
            16
        }
    }

    /// The float format of a float type (bit layout, bias, special values).
    pub const fn float_format(self) -> Option<FloatFormat> {
        use crate::float::formats::*;
        Some(match self {
            ElemType::F4E2M1FN => F4E2M1FN,
            ElemType::F6E2M3FN => F6E2M3FN,
            ElemType::F6E3M2FN => F6E3M2FN,
            ElemType::F8E3M4 => F8E3M4,
            ElemType::F8E4M3 => F8E4M3,
            ElemType::F8E4M3FN => F8E4M3FN,
            ElemType::F8E4M3FNUZ => F8E4M3FNUZ,
            ElemType::F8E4M3B11FNUZ => F8E4M3B11FNUZ,
            ElemType::F8E5M2 => F8E5M2,
            ElemType::F8E5M2FNUZ => F8E5M2FNUZ,
            ElemType::F8E8M0FNU => F8E8M0FNU,
            ElemType::BF16 => BF16,
            ElemType::F16 => F16,
            ElemType::TF32 => TF32,
            ElemType::F32 => F32,
            ElemType::F64 => F64,
            ElemType::I1
            | ElemType::I2
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
            | ElemType::UI64
            | ElemType::C64
            | ElemType::C128
            | ElemType::Index => return None,
        })
    }

    /// The inclusive range of an integer type (`i1` is 0..=1), as `i128`.
    pub const fn int_range(self) -> Option<(i128, i128)> {
        let bits = self.bits();
        match self.kind() {
            Kind::Bool => Some((0, 1)),
            Kind::Signed | Kind::Index => Some((-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)),
            Kind::Unsigned => Some((0, (1i128 << bits) - 1)),
            Kind::Float | Kind::Complex => None,
        }
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Wraps an integer to the width and signedness of `ty` (two's complement; `i1` keeps bit 0 as
/// MLIR's `i1` does; unsigned types zero-extend, `ui64` keeps its bits). Other kinds return `v`.
#[inline]
pub fn wrap_int(v: i64, ty: ElemType) -> i64 {
    let bits = ty.bits();
    match ty.kind() {
        Kind::Bool => v & 1,
        Kind::Signed | Kind::Index if bits < 64 => {
            let s = 64 - bits;
            (v << s) >> s
        }
        Kind::Unsigned if bits < 64 => v & ((1i64 << bits) - 1),
        Kind::Signed | Kind::Index | Kind::Unsigned | Kind::Float | Kind::Complex => v,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back() {
        for &t in ElemType::ALL {
            assert_eq!(ElemType::parse(t.name()), Some(t));
        }
        assert_eq!(ElemType::parse("f128"), None);
    }

    #[test]
    fn wire_tags_are_unique_and_decode_back() {
        let mut seen = std::collections::HashSet::new();
        for &t in ElemType::ALL {
            assert!(seen.insert(t.wire_tag()), "{t} shares its wire tag");
            assert_eq!(ElemType::from_wire_tag(t.wire_tag()), Some(t));
        }
        assert_eq!(ElemType::from_wire_tag(0), None);
        assert_eq!(ElemType::from_wire_tag(200), None);
        // Tags are part of the file format: a few pinned so a renumbering shows up here.
        assert_eq!(ElemType::F32.wire_tag(), 28);
        assert_eq!(ElemType::I1.wire_tag(), 1);
        assert_eq!(ElemType::C128.wire_tag(), 31);
    }

    #[test]
    fn wrapping_follows_width_and_sign() {
        assert_eq!(wrap_int(7, ElemType::I4), 7);
        assert_eq!(wrap_int(8, ElemType::I4), -8);
        assert_eq!(wrap_int(-1, ElemType::UI4), 15);
        assert_eq!(wrap_int(-1, ElemType::UI64), -1);
        assert_eq!(wrap_int(2, ElemType::I1), 0);
        assert_eq!(wrap_int(3, ElemType::I2), -1);
        assert_eq!(ElemType::I2.int_range(), Some((-2, 1)));
        assert_eq!(ElemType::UI2.int_range(), Some((0, 3)));
    }
}
