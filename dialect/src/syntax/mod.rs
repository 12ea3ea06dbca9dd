//! The pretty syntax families, one file per group of related families, each holding both
//! directions of its forms: how the printer writes an op of the family, and the Rust half of how
//! the parser builds one (the token rules stay in `grammar.lalrpop`, whose actions call in here).
//! An op's family is its `Syntax` column in the op table ([`crate::ops`]); the lexer turns the op's
//! name into its family's token.
//!
//! | file | families |
//! |------|----------|
//! | [`structure`] | `Module`, `Func`, `Call`, `List`, `Barrier`, `Dispatch`, `Alias` |
//! | [`elementwise`] | `Unary`, `Binary`, `ChloUnary`, `ChloBinary`, `Cast`, `ArithCast`, `Select`, `Variadic`, `SameVariadic`, `ReducePrecision` |
//! | [`compare`] | `Compare`, `ArithCompare` |
//! | [`constant`] | `Constant`, `Iota` |
//! | [`keyword`] | `Dims`, `OperandsDim`, `EnumKeyword`, `Fft`, `Einsum`, `Cholesky`, `Pad`, `Slice`, `Tuple`, `GetTupleElement`, `CustomCall`, `TopK` |
//! | [`contraction`] | `DotGeneral`, `Dot`, `Convolution` |
//! | [`regions`] | `Reduce`, `While`, `Scan`, `Composite` |
//! | [`check`] | `Check` |
//! | [`instrument`] | `Instrument` |
//! | [`sdy`] | `Mesh`, `ShardingConstraint`, `ManualComputation` |
//! | [`branch`] | `Branch`, `CondBranch`, `Extract` |
//! | [`globals`] | `MlGlobal`, `UtilGlobal`, `GlobalLoad`, `MlGlobalStore`, `UtilGlobalStore` |
//! | [`tensor`] | `Empty`, `Dim`, `Reassociative`, `LinalgGeneric`, `LinalgIndex` |
//!
//! A printer method returns `None` when the op does not have the shape its family's form can
//! express (a wrong operand count, a missing attribute); the printer then writes the generic form.

// The builders return lalrpop's user error, a `Diagnostic`, by value, as the grammar actions in
// `ast.rs` do: it is the cold path, and boxing it would only add an allocation to every error.
#![allow(clippy::result_large_err)]

pub mod branch;
pub mod check;
pub mod compare;
pub mod constant;
pub mod contraction;
pub mod elementwise;
pub mod globals;
pub mod instrument;
pub mod keyword;
pub mod regions;
pub mod sdy;
pub mod structure;
pub mod tensor;

use crate::ast::{expect_kw, ActionError};
use crate::ir::Op;
use crate::ops::Syntax;
use crate::printer::Printer;

/// A word of a pretty form as the grammar hands it over: where it starts, the text, where it ends
/// (a keyword, an enum case, a name).
pub type Word<'a> = (usize, &'a str, usize);

/// A parsed piece of a pretty form with where it starts and ends.
pub type Spanned<T> = (usize, T, usize);

/// Checks that the keyword `kw` is `expected`.
pub fn expect(kw: Word<'_>, expected: &str) -> Result<(), ActionError> {
    expect_kw(kw.1, expected, kw.0, kw.2)
}

impl Printer<'_> {
    /// The pretty form of `op`, by its syntax family, or `None` to fall back to the generic form.
    pub(crate) fn pretty(&self, op: Op, ind: usize) -> Option<String> {
        let kind = self.m.ops[op].kind()?;
        match kind.syntax() {
            Syntax::Generic => None,
            Syntax::Module => self.print_module(op, ind),
            Syntax::Func => self.print_func(op, ind),
            Syntax::Dispatch => self.print_dispatch(op, ind),
            Syntax::List => self.print_list(op),
            Syntax::Alias => self.print_alias(op),
            Syntax::Barrier => self.print_barrier(op),
            Syntax::Call => self.print_call(op),
            Syntax::Constant => self.print_constant(op),
            Syntax::Dims(key, keyword, shorten) => self.print_dims(op, key, keyword, shorten),
            Syntax::Iota => self.print_iota(op),
            Syntax::Compare => self.print_compare(op),
            Syntax::Select => self.print_select(op),
            Syntax::Slice => self.print_slice(op),
            Syntax::DotGeneral => self.print_dot_general(op),
            Syntax::Reduce => self.print_reduce(op, ind),
            Syntax::Convolution => self.print_convolution(op),
            Syntax::OperandsDim(key) => self.print_operands_dim(op, key),
            Syntax::Pad => self.print_pad(op),
            Syntax::Variadic(shorten) => self.print_variadic(op, shorten),
            Syntax::Cast => self.print_cast(op),
            Syntax::ArithCompare => self.print_arith_compare(op),
            Syntax::ChloUnary => self.print_chlo_unary(op),
            Syntax::ArithCast => self.print_arith_cast(op),
            Syntax::Unary | Syntax::Binary => self.print_unary_binary(op),
            Syntax::ChloBinary => self.print_chlo_binary(op),
            Syntax::ReducePrecision => self.print_reduce_precision(op),
            Syntax::CustomCall => self.print_custom_call(op),
            Syntax::Check => self.print_check(op),
            Syntax::Dot => self.print_dot(op),
            Syntax::SameVariadic => self.print_same_variadic(op),
            Syntax::Tuple => self.print_tuple(op),
            Syntax::GetTupleElement => self.print_get_tuple_element(op),
            Syntax::EnumKeyword(key, keyword, enum_kind) => {
                self.print_enum_keyword(op, key, keyword, enum_kind)
            }
            Syntax::Fft => self.print_fft(op),
            Syntax::Einsum => self.print_einsum(op),
            Syntax::Cholesky => self.print_cholesky(op),
            Syntax::Composite => self.print_composite(op, ind),
            Syntax::While => self.print_while(op, ind),
            Syntax::Scan => self.print_scan(op, ind),
            Syntax::TopK => self.print_top_k(op),
            Syntax::Mesh => self.print_mesh(op),
            Syntax::ShardingConstraint => self.print_sharding_constraint(op),
            Syntax::Branch => self.print_br(op),
            Syntax::CondBranch => self.print_cond_br(op),
            Syntax::Extract => self.print_extract(op),
            Syntax::ManualComputation => self.print_manual_computation(op, ind),
            Syntax::MlGlobal => self.print_ml_global(op),
            Syntax::UtilGlobal => self.print_util_global(op),
            Syntax::GlobalLoad => self.print_global_load(op),
            Syntax::MlGlobalStore => self.print_ml_global_store(op),
            Syntax::UtilGlobalStore => self.print_util_global_store(op),
            Syntax::Empty => self.print_empty(op),
            Syntax::Reassociative => self.print_reassociative(op),
            Syntax::LinalgGeneric => self.print_linalg_generic(op, ind),
            Syntax::LinalgIndex => self.print_linalg_index(op),
            Syntax::Dim => self.print_tensor_dim(op),
            Syntax::Instrument => self.print_instrument(op),
        }
    }
}
