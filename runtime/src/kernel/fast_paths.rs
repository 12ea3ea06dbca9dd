//! The one table of the elementwise ops that have fast paths: the executor's vectorized `f32`
//! loops ([`super::wide`]), the wide maps ([`super::widemap`]) and the cranelift JIT
//! ([`super::jit`]) read it instead of each keeping a "no fast path" list.
//!
//! An op without a row runs the element crate's semantics (`element::lane`) on every path, which is
//! always right: a fast path is an optimisation someone writes and tests against those semantics
//! (`jit.rs`'s `unary_ops_match_the_executor_bit_for_bit` and its kin). So a new elementwise op
//! needs no edit here, nor anywhere in the runtime, until someone writes one; giving it one is a row
//! here and the code in the path's own emitter or loop, which matches exhaustively on that path's
//! own enum ([`JitUnary`], [`super::widemap::UnOp`], [`Transcendental`], ...).

use super::ir::{BinaryOp, UnaryOp};
use super::wide::{Arith, Transcendental};
use super::widemap::UnOp;
use crate::host_tensor::ElemType;

/// The fast paths of a unary op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct UnaryFast {
    /// The executor's vectorized `f32` polynomial (the JIT's own, so the two agree to the bit).
    pub exec_f32: Option<Transcendental>,
    /// The wide maps' `f32` loop.
    pub wide: Option<UnOp>,
    /// What the JIT emits.
    pub jit: Option<JitUnary>,
}

/// The fast paths of a binary op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BinaryFast {
    /// The executor's and the wide maps' vectorized `f32` loop.
    pub wide: Option<Arith>,
    /// What the JIT emits.
    pub jit: Option<JitBinary>,
}

/// A unary op the JIT emits (for the types [`JitUnary::takes`] gives).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum JitUnary {
    /// `negate`.
    Negate,
    /// `abs`.
    Abs,
    /// `exponential` (the vectorized polynomial of [`super::fastmath`]).
    Exponential,
    /// `log`.
    Log,
    /// `sqrt`.
    Sqrt,
    /// `rsqrt`.
    Rsqrt,
    /// `tanh`.
    Tanh,
    /// `logistic`.
    Logistic,
    /// `floor`.
    Floor,
    /// `ceil`.
    Ceil,
    /// `round_nearest_even`.
    RoundNearestEven,
    /// `not`.
    Not,
    /// `popcnt`.
    Popcnt,
}

impl JitUnary {
    /// Whether the JIT emits it on values of type `t`. Floats are `f32`, `f64`, and `bf16`/`f16`
    /// computed in `f32` and rounded to their format after each op: the ops taken on them are
    /// exact or correctly rounded, and a correctly rounded `f32` result rounded again to a format of
    /// at most 11 significant bits is the exact result rounded once, as the executor's `f64`
    /// result rounded to the format is. Integers are the 8- to 64-bit ones, with wrap-around.
    pub fn takes(self, t: ElemType) -> bool {
        let (float, int) = (jit_float(t), jit_int(t));
        match self {
            JitUnary::Negate | JitUnary::Abs => float || int,
            JitUnary::Sqrt | JitUnary::Floor | JitUnary::Ceil | JitUnary::RoundNearestEven => float,
            JitUnary::Rsqrt => matches!(t, ElemType::F32 | ElemType::F64),
            // bf16 and f16 as the executor computes them: the f32 polynomial, rounded once.
            JitUnary::Exponential | JitUnary::Log | JitUnary::Tanh | JitUnary::Logistic => {
                matches!(t, ElemType::F32 | ElemType::BF16 | ElemType::F16)
            }
            JitUnary::Not => int || t == ElemType::I1,
            JitUnary::Popcnt => int,
        }
    }
}

/// The float types the JIT computes on.
fn jit_float(t: ElemType) -> bool {
    matches!(
        t,
        ElemType::F32 | ElemType::F64 | ElemType::BF16 | ElemType::F16
    )
}

/// The integer types the JIT computes on.
fn jit_int(t: ElemType) -> bool {
    matches!(
        t,
        ElemType::I8
            | ElemType::I16
            | ElemType::I32
            | ElemType::I64
            | ElemType::UI8
            | ElemType::UI16
            | ElemType::UI32
            | ElemType::UI64
    )
}

/// A binary op the JIT emits (for the types [`JitBinary::takes`] gives).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum JitBinary {
    /// `add`.
    Add,
    /// `subtract`.
    Subtract,
    /// `multiply`.
    Multiply,
    /// `divide`.
    Divide,
    /// `maximum`.
    Maximum,
    /// `minimum`.
    Minimum,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
    /// `shift_left` (0 for an amount of at least the width, read as unsigned).
    ShiftLeft,
    /// `shift_right_logical` (0 for an amount of at least the width).
    ShiftRightLogical,
    /// `shift_right_arithmetic` (the sign for an amount of at least the width).
    ShiftRightArithmetic,
}

impl JitBinary {
    /// Whether the JIT emits it on values of type `t` (the types of [`JitUnary::takes`]).
    pub fn takes(self, t: ElemType) -> bool {
        let (float, int) = (jit_float(t), jit_int(t));
        match self {
            JitBinary::Add
            | JitBinary::Subtract
            | JitBinary::Multiply
            | JitBinary::Maximum
            | JitBinary::Minimum => float || int,
            JitBinary::Divide => float,
            JitBinary::And | JitBinary::Or | JitBinary::Xor => int || t == ElemType::I1,
            JitBinary::ShiftLeft
            | JitBinary::ShiftRightLogical
            | JitBinary::ShiftRightArithmetic => int,
        }
    }
}

/// One row per unary op with a fast path.
const UNARY: &[(UnaryOp, UnaryFast)] = {
    use JitUnary as J;
    use Transcendental as T;
    const fn row(exec_f32: Option<T>, wide: Option<UnOp>, jit: J) -> UnaryFast {
        UnaryFast {
            exec_f32,
            wide,
            jit: Some(jit),
        }
    }
    &[
        (UnaryOp::Negate, row(None, Some(UnOp::Neg), J::Negate)),
        (UnaryOp::Abs, row(None, Some(UnOp::Abs), J::Abs)),
        (
            UnaryOp::Exponential,
            row(Some(T::Exp), Some(UnOp::Exp), J::Exponential),
        ),
        (UnaryOp::Log, row(Some(T::Log), Some(UnOp::Log), J::Log)),
        (UnaryOp::Tanh, row(Some(T::Tanh), Some(UnOp::Tanh), J::Tanh)),
        (
            UnaryOp::Logistic,
            row(Some(T::Logistic), Some(UnOp::Logistic), J::Logistic),
        ),
        (UnaryOp::Sqrt, row(None, Some(UnOp::Sqrt), J::Sqrt)),
        (UnaryOp::Rsqrt, row(None, Some(UnOp::Rsqrt), J::Rsqrt)),
        (UnaryOp::Floor, row(None, None, J::Floor)),
        (UnaryOp::Ceil, row(None, None, J::Ceil)),
        (
            UnaryOp::RoundNearestEven,
            row(None, None, J::RoundNearestEven),
        ),
        (UnaryOp::Not, row(None, None, J::Not)),
        (UnaryOp::Popcnt, row(None, None, J::Popcnt)),
    ]
};

/// One row per binary op with a fast path.
const BINARY: &[(BinaryOp, BinaryFast)] = {
    use Arith as A;
    use JitBinary as J;
    const fn row(wide: Option<A>, jit: J) -> BinaryFast {
        BinaryFast {
            wide,
            jit: Some(jit),
        }
    }
    &[
        (BinaryOp::Add, row(Some(A::Add), J::Add)),
        (BinaryOp::Subtract, row(Some(A::Sub), J::Subtract)),
        (BinaryOp::Multiply, row(Some(A::Mul), J::Multiply)),
        (BinaryOp::Divide, row(Some(A::Div), J::Divide)),
        (BinaryOp::Maximum, row(Some(A::Max), J::Maximum)),
        (BinaryOp::Minimum, row(Some(A::Min), J::Minimum)),
        (BinaryOp::And, row(None, J::And)),
        (BinaryOp::Or, row(None, J::Or)),
        (BinaryOp::Xor, row(None, J::Xor)),
        (BinaryOp::ShiftLeft, row(None, J::ShiftLeft)),
        (BinaryOp::ShiftRightLogical, row(None, J::ShiftRightLogical)),
        (
            BinaryOp::ShiftRightArithmetic,
            row(None, J::ShiftRightArithmetic),
        ),
    ]
};

/// The fast paths of unary `op` (none for an op without a row).
pub(crate) fn unary(op: UnaryOp) -> UnaryFast {
    UNARY
        .iter()
        .find(|(o, _)| *o == op)
        .map_or(UnaryFast::NONE, |&(_, f)| f)
}

/// The fast paths of binary `op` (none for an op without a row).
pub(crate) fn binary(op: BinaryOp) -> BinaryFast {
    BINARY
        .iter()
        .find(|(o, _)| *o == op)
        .map_or(BinaryFast::NONE, |&(_, f)| f)
}

impl UnaryFast {
    /// No fast path: the element crate's semantics everywhere.
    const NONE: UnaryFast = UnaryFast {
        exec_f32: None,
        wide: None,
        jit: None,
    };
}

impl BinaryFast {
    /// No fast path: the element crate's semantics everywhere.
    const NONE: BinaryFast = BinaryFast {
        wide: None,
        jit: None,
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each op has at most one row.
    #[test]
    fn one_row_per_op() {
        for (i, (op, _)) in UNARY.iter().enumerate() {
            assert!(!UNARY[..i].iter().any(|(o, _)| o == op), "{op:?} twice");
        }
        for (i, (op, _)) in BINARY.iter().enumerate() {
            assert!(!BINARY[..i].iter().any(|(o, _)| o == op), "{op:?} twice");
        }
        assert_eq!(unary(UnaryOp::Sine), UnaryFast::NONE);
        assert_eq!(binary(BinaryOp::Atan2), BinaryFast::NONE);
    }
}
