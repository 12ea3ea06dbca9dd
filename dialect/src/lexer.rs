//! The lexer: MLIR's token set, produced by `logos`, with op names and keywords classified so that the
//! LR(1) grammar can choose an op's pretty syntax from its name.
//!
//! Identifiers are lexed as one class and then classified by [`classify`]: a known op name becomes the
//! token of its syntax family in the op table (for example every binary elementwise op shares
//! [`Tok::BinaryOp`]), a few
//! words become keywords, and everything else stays a plain identifier. The grammar accepts keywords
//! wherever an identifier may appear (attribute names, dimension letters), so `dims` stays a legal
//! attribute name in the generic form.

use logos::Logos;

use crate::ops::{OpKind, Syntax};

/// One token. Slices borrow from the source text.
#[derive(Logos, Debug, Clone, Copy, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n\f]+")]
#[logos(skip(r"//[^\n]*", allow_greedy = true))]
pub enum Tok<'a> {
    /// `%name`, `%0`, `%arg3`, `%10#1` (a use of result 1 of `%10`).
    #[regex(r"%[A-Za-z0-9_$.\-]+(#[0-9]+)?", |lex| lex.slice())]
    ValueId(&'a str),
    /// `@name` or `@"quoted name"`.
    #[regex(r#"@[A-Za-z_][A-Za-z0-9_$.\-]*"#, |lex| lex.slice())]
    #[regex(r#"@"([^"\\\n]|\\.)*""#, |lex| lex.slice())]
    SymbolId(&'a str),
    /// `^bb0`.
    #[regex(r"\^[A-Za-z0-9_$.\-]+", |lex| lex.slice())]
    CaretId(&'a str),
    /// `#stablehlo.dot`, `#stablehlo` (followed by `<`).
    #[regex(r"#[A-Za-z_][A-Za-z0-9_$.\-]*", |lex| lex.slice())]
    HashId(&'a str),
    /// A whole attribute of Shardy's `sdy` dialect, `#sdy.op_sharding_rule<([i, j])->([i, j])
    /// {i=2, j=2}, custom>`, as one token: JAX attaches it to custom calls; this compiler runs on one
    /// device and keeps it only to print it back as written. Likewise IREE's code-generation
    /// hints (`#iree_codegen.compilation_info<...>`, `#iree_cpu.lowering_config<...>`,
    /// `#iree_gpu...`: tile sizes and pipelines for IREE's own code generator, which IREE's tests
    /// put on ops), kept only to be printed back: they do not change what a program computes.
    #[regex(r"#sdy\.[A-Za-z_][A-Za-z0-9_$.\-]*<", opaque_body)]
    #[regex(r"#iree_(codegen|cpu|gpu)\.[A-Za-z_][A-Za-z0-9_$.\-]*<", opaque_body)]
    // Shardy's attributes whose body MLIR cannot print in the pretty form, as in
    // `#sdy<manual_axes{"x"}>`.
    #[regex(r"#sdy<", opaque_body)]
    OpaqueAttr(&'a str),
    /// A whole sharding literal of Shardy's `sdy.sharding_constraint`, `<@mesh, [{"x"}, {}]>`, as
    /// one token (balanced on `<`/`>` as [`Tok::OpaqueAttr`] is); no other syntax starts with `<@`.
    #[regex(r"<@", opaque_body)]
    ShardingLit(&'a str),
    /// A whole affine map, `affine_map<(d0, d1) -> (d1, d0)>`, as one token (its `->` is no
    /// bracket); [`crate::affine`] parses its body.
    #[regex(r"affine_map<", opaque_body)]
    AffineMapLit(&'a str),
    /// `!hal.buffer`.
    #[regex(r"![A-Za-z_][A-Za-z0-9_$.\-]*", |lex| lex.slice())]
    BangId(&'a str),
    /// A whole tensor type, `tensor<4x?xf32>`, `tensor<f32>`, `tensor<*xf32>`, lexed as one token so that
    /// `4x4xf32` needs no special splitting.
    /// A quantized element type, `tensor<2x!quant.uniform<i8<-127:127>:f32, 0.1:-30>>`, is part of
    /// the token (its body nests `<>` once, for the storage range).
    #[regex(r"tensor<(([0-9]+|\?|\*)x)*([a-z][A-Za-z0-9]*|complex<[a-z][a-z0-9]*>|!quant\.[a-z]+<([^<>]|<[^<>]*>)*>)>", |lex| lex.slice())]
    TensorType(&'a str),
    /// A plain identifier: `stablehlo.add`, `f32`, `dims`, `b`.
    #[regex(r"[A-Za-z_][A-Za-z0-9_$.]*", |lex| lex.slice())]
    Ident(&'a str),
    /// A decimal integer literal (no sign; `-` is its own token).
    #[regex(r"[0-9]+", |lex| lex.slice())]
    Integer(&'a str),
    /// A hexadecimal integer literal, also used for the bit patterns of floats (`0x7F800000`).
    #[regex(r"0x[0-9a-fA-F]+", |lex| lex.slice())]
    HexInteger(&'a str),
    /// A decimal float literal: `1.5`, `1.000000e+00`, `9.99999974E-6`.
    #[regex(r"[0-9]+\.[0-9]*([eE][+\-]?[0-9]+)?", |lex| lex.slice())]
    Float(&'a str),
    /// A string literal with its quotes; escapes are decoded by the parser.
    #[regex(r#""([^"\\\n]|\\.)*""#, |lex| lex.slice())]
    Str(&'a str),

    /// Classified identifiers (never produced by logos directly; see [`classify`]).
    BinaryOp(&'a str),
    /// Unary elementwise ops printed `op %x : type`.
    UnaryOp(&'a str),
    /// Unary ops printed `op %x : type -> type` (CHLO's format).
    ChloUnaryOp(&'a str),
    /// CHLO binary ops, printed `op %a, %b : type, type -> type`.
    ChloBinaryOp(&'a str),
    /// Ops printed `op %x : (type) -> type` (reshape, bitcast_convert, is_finite).
    CastOp(&'a str),
    /// `stablehlo.constant` and `arith.constant`.
    ConstantOp(&'a str),
    /// Ops taking a value list printed `op %a, %b : t1, t2` (return, optimization_barrier).
    ListOp(&'a str),
    /// `stablehlo.broadcast_in_dim`, `stablehlo.transpose`, `stablehlo.reverse`, `stablehlo.broadcast`,
    /// `stablehlo.dynamic_slice`, ...: `op %x, dims = [..] : ..` or `op %x, %i, sizes = [..] : ..`.
    DimsOp(&'a str),
    /// `stablehlo.iota`.
    KwIota,
    /// `stablehlo.compare`.
    KwCompare,
    /// `stablehlo.select` and `arith.select`.
    SelectOp(&'a str),
    /// `stablehlo.slice`.
    KwSlice,
    /// `stablehlo.dot_general`.
    KwDotGeneral,
    /// `stablehlo.reduce`.
    KwReduce,
    /// `stablehlo.convolution`.
    KwConvolution,
    /// `stablehlo.concatenate`, `stablehlo.get_dimension_size`, ...: `op %a, %b, dim = N : ..`.
    OperandsDimOp(&'a str),
    /// `stablehlo.pad`.
    KwPad,
    /// `stablehlo.dot`.
    KwDot,
    /// `stablehlo.after_all`, `stablehlo.create_token`, ...: `op %a, %b : T`.
    SameVariadicOp(&'a str),
    /// `stablehlo.tuple`.
    KwTuple,
    /// `stablehlo.get_tuple_element`.
    KwGetTupleElement,
    /// `stablehlo.rng`, `stablehlo.rng_bit_generator`: `op %a, KW = CASE : ..`.
    EnumKeywordOp(&'a str),
    /// `stablehlo.fft`.
    KwFft,
    /// `stablehlo.einsum`, `stablehlo.unary_einsum`.
    EinsumOp(&'a str),
    /// `stablehlo.cholesky`.
    KwCholesky,
    /// `stablehlo.composite`.
    KwComposite,
    /// `stablehlo.while`.
    KwWhile,
    /// `chlo.top_k`.
    KwTopK,
    /// `chlo.scan`.
    KwScan,
    /// `stablehlo.clamp`, `stablehlo.dynamic_update_slice`: `op %a, %b, %c : (types) -> type` or `: type`.
    VariadicOp(&'a str),
    /// `func.call` / `call`.
    KwCall,
    /// `func.func`.
    KwFunc,
    /// `hal.tensor.alias`.
    KwAlias,
    /// `flow.dispatch.region`.
    KwDispatch,
    /// `module` / `builtin.module`.
    KwModule,
    /// `arith.cmpf`, `arith.cmpi`.
    ArithCmpOp(&'a str),
    /// `arith.extf`, `arith.sitofp`, ...: `op %x : t1 to t2`.
    ArithCastOp(&'a str),
    /// `stablehlo.custom_call`.
    KwCustomCall,
    /// `stablehlo.reduce_precision`.
    KwReducePrecision,
    /// The `check` dialect's ops.
    CheckOp(&'a str),
    /// `interpreter.print`, `interpreter.probe`, `check.expect_serialized_eq`.
    InstrumentOp(&'a str),
    /// `sdy.mesh`.
    KwSdyMesh,
    /// `sdy.sharding_constraint`.
    KwShardingConstraint,
    /// `cf.br`.
    KwBr,
    /// `cf.cond_br`.
    KwCondBr,
    /// `tensor.extract`.
    KwExtract,
    /// `sdy.manual_computation`.
    KwManualComputation,
    /// `ml_program.global`.
    KwMlGlobal,
    /// `util.global`.
    KwUtilGlobal,
    /// `ml_program.global_load`, `ml_program.global_load_const`, `util.global.load`.
    GlobalLoadOp(&'a str),
    /// `ml_program.global_store`.
    KwMlGlobalStore,
    /// `util.global.store`.
    KwUtilGlobalStore,
    /// `tensor.empty`.
    KwTensorEmpty,
    /// `tensor.expand_shape`, `tensor.collapse_shape`.
    ReassocOp(&'a str),
    /// `linalg.generic`.
    KwLinalgGeneric,
    /// `linalg.index`.
    KwLinalgIndex,
    /// `tensor.dim`.
    KwTensorDim,

    /// A whole location, `loc(...)`, as the text that best says where (`"file.py":3:4`, a name,
    /// or `unknown`); made by [`crate::expand`], never by logos.
    Loc(&'a str),

    /// `dense` keyword.
    KwDense,
    /// `array` keyword.
    KwArray,
    /// `true`.
    KwTrue,
    /// `false`.
    KwFalse,
    /// `unit`.
    KwUnit,
    /// `attributes`.
    KwAttributes,
    /// `inf`.
    KwInf,
    /// `nan`.
    KwNan,

    /// `->`
    #[token("->")]
    Arrow,
    /// `(`
    #[token("(")]
    LParen,
    /// `)`
    #[token(")")]
    RParen,
    /// `{`
    #[token("{")]
    LBrace,
    /// `}`
    #[token("}")]
    RBrace,
    /// `[`
    #[token("[")]
    LBracket,
    /// `]`
    #[token("]")]
    RBracket,
    /// `<`
    #[token("<")]
    Less,
    /// `>`
    #[token(">")]
    Greater,
    /// `,`
    #[token(",")]
    Comma,
    /// `:`
    #[token(":")]
    Colon,
    /// `::`
    #[token("::")]
    ColonColon,
    /// `=`
    #[token("=")]
    Equal,
    /// `-`
    #[token("-")]
    Minus,
    /// `+`
    #[token("+")]
    Plus,
    /// `?`
    #[token("?")]
    Question,
    /// `*`
    #[token("*")]
    Star,
}

/// The rest of an opaque attribute after its `<`: up to the matching `>` (a `->` arrow is no
/// bracket; a string is skipped whole). `None` when the input ends first.
fn opaque_body<'a>(lex: &mut logos::Lexer<'a, Tok<'a>>) -> Option<&'a str> {
    let rest = lex.remainder().as_bytes();
    let mut depth = 1usize;
    let mut i = 0;
    let mut in_string = false;
    while i < rest.len() {
        let c = rest[i];
        if in_string {
            match c {
                b'\\' => i += 1,
                b'"' => in_string = false,
                _ => {}
            }
        } else {
            match c {
                b'"' => in_string = true,
                b'<' => depth += 1,
                b'>' if i > 0 && rest[i - 1] == b'-' => {}
                b'>' => {
                    depth -= 1;
                    if depth == 0 {
                        lex.bump(i + 1);
                        return Some(lex.slice());
                    }
                }
                _ => {}
            }
        }
        i += 1;
    }
    None
}

/// Turns an identifier token into the token of its syntax family (see [`crate::ops::Syntax`]); an
/// op whose only form is the generic one stays an identifier.
pub fn classify(s: &str) -> Tok<'_> {
    match s {
        "dense" => return Tok::KwDense,
        "array" => return Tok::KwArray,
        "true" => return Tok::KwTrue,
        "false" => return Tok::KwFalse,
        "unit" => return Tok::KwUnit,
        "attributes" => return Tok::KwAttributes,
        "inf" => return Tok::KwInf,
        "nan" => return Tok::KwNan,
        _ => {}
    }
    let Some(kind) = OpKind::from_name(s) else {
        return Tok::Ident(s);
    };
    match kind.syntax() {
        Syntax::Generic => Tok::Ident(s),
        Syntax::Unary => Tok::UnaryOp(s),
        Syntax::Binary => Tok::BinaryOp(s),
        Syntax::ChloUnary => Tok::ChloUnaryOp(s),
        Syntax::ChloBinary => Tok::ChloBinaryOp(s),
        Syntax::Cast => Tok::CastOp(s),
        Syntax::Constant => Tok::ConstantOp(s),
        Syntax::List | Syntax::Barrier => Tok::ListOp(s),
        Syntax::Dims(..) => Tok::DimsOp(s),
        Syntax::OperandsDim(_) => Tok::OperandsDimOp(s),
        Syntax::Dot => Tok::KwDot,
        Syntax::SameVariadic => Tok::SameVariadicOp(s),
        Syntax::Tuple => Tok::KwTuple,
        Syntax::GetTupleElement => Tok::KwGetTupleElement,
        Syntax::EnumKeyword(..) => Tok::EnumKeywordOp(s),
        Syntax::Fft => Tok::KwFft,
        Syntax::Einsum => Tok::EinsumOp(s),
        Syntax::Cholesky => Tok::KwCholesky,
        Syntax::Composite => Tok::KwComposite,
        Syntax::While => Tok::KwWhile,
        Syntax::TopK => Tok::KwTopK,
        Syntax::Scan => Tok::KwScan,
        Syntax::Iota => Tok::KwIota,
        Syntax::Compare => Tok::KwCompare,
        Syntax::Select => Tok::SelectOp(s),
        Syntax::Slice => Tok::KwSlice,
        Syntax::DotGeneral => Tok::KwDotGeneral,
        Syntax::Reduce => Tok::KwReduce,
        Syntax::Convolution => Tok::KwConvolution,
        Syntax::Pad => Tok::KwPad,
        Syntax::Variadic(_) => Tok::VariadicOp(s),
        Syntax::Call => Tok::KwCall,
        Syntax::Func => Tok::KwFunc,
        Syntax::Alias => Tok::KwAlias,
        Syntax::Dispatch => Tok::KwDispatch,
        Syntax::Module => Tok::KwModule,
        Syntax::ArithCompare => Tok::ArithCmpOp(s),
        Syntax::ArithCast => Tok::ArithCastOp(s),
        Syntax::CustomCall => Tok::KwCustomCall,
        Syntax::ReducePrecision => Tok::KwReducePrecision,
        Syntax::Check => Tok::CheckOp(s),
        Syntax::Instrument => Tok::InstrumentOp(s),
        Syntax::Mesh => Tok::KwSdyMesh,
        Syntax::ShardingConstraint => Tok::KwShardingConstraint,
        Syntax::Branch => Tok::KwBr,
        Syntax::CondBranch => Tok::KwCondBr,
        Syntax::Extract => Tok::KwExtract,
        Syntax::ManualComputation => Tok::KwManualComputation,
        Syntax::MlGlobal => Tok::KwMlGlobal,
        Syntax::UtilGlobal => Tok::KwUtilGlobal,
        Syntax::GlobalLoad => Tok::GlobalLoadOp(s),
        Syntax::MlGlobalStore => Tok::KwMlGlobalStore,
        Syntax::UtilGlobalStore => Tok::KwUtilGlobalStore,
        Syntax::Empty => Tok::KwTensorEmpty,
        Syntax::Reassociative => Tok::ReassocOp(s),
        Syntax::LinalgGeneric => Tok::KwLinalgGeneric,
        Syntax::LinalgIndex => Tok::KwLinalgIndex,
        Syntax::Dim => Tok::KwTensorDim,
    }
}

/// A lexical error at a byte range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LexError {
    /// Byte offset of the offending text.
    pub start: usize,
    /// End of the offending text.
    pub end: usize,
}

/// The token stream in the shape lalrpop's external lexer interface wants.
pub struct Lexer<'a> {
    inner: logos::SpannedIter<'a, Tok<'a>>,
    base: usize,
}

impl<'a> Lexer<'a> {
    /// Lexes `src`; every reported offset is shifted by `base` (the chunk's offset in its file).
    pub fn new(src: &'a str, base: usize) -> Self {
        Lexer {
            inner: Tok::lexer(src).spanned(),
            base,
        }
    }
}

impl<'a> Iterator for Lexer<'a> {
    type Item = Result<(usize, Tok<'a>, usize), LexError>;

    fn next(&mut self) -> Option<Self::Item> {
        let (tok, span) = self.inner.next()?;
        let (start, end) = (span.start + self.base, span.end + self.base);
        Some(match tok {
            Ok(Tok::Ident(s)) => Ok((start, classify(s), end)),
            Ok(t) => Ok((start, t, end)),
            Err(()) => Err(LexError { start, end }),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok<'_>> {
        Lexer::new(s, 0).map(|t| t.unwrap().1).collect()
    }

    #[test]
    fn classifies_ops_and_lexes_types() {
        assert_eq!(
            toks("%0 = stablehlo.add %a, %10#1 : tensor<4x?xf32>"),
            vec![
                Tok::ValueId("%0"),
                Tok::Equal,
                Tok::BinaryOp("stablehlo.add"),
                Tok::ValueId("%a"),
                Tok::Comma,
                Tok::ValueId("%10#1"),
                Tok::Colon,
                Tok::TensorType("tensor<4x?xf32>"),
            ]
        );
        assert_eq!(
            toks("dense<0xFF800000> -1.5e+00 ->"),
            vec![
                Tok::KwDense,
                Tok::Less,
                Tok::HexInteger("0xFF800000"),
                Tok::Greater,
                Tok::Minus,
                Tok::Float("1.5e+00"),
                Tok::Arrow
            ]
        );
    }

    #[test]
    fn takes_a_sharding_literal_whole() {
        assert_eq!(
            toks(
                r#"sdy.sharding_constraint %0 <@mesh, [{"x", ?}, {}], replicated={"y"}> : tensor<2xf32>"#
            ),
            vec![
                Tok::KwShardingConstraint,
                Tok::ValueId("%0"),
                Tok::ShardingLit(r#"<@mesh, [{"x", ?}, {}], replicated={"y"}>"#),
                Tok::Colon,
                Tok::TensorType("tensor<2xf32>"),
            ]
        );
        assert_eq!(
            toks("sdy.mesh @m = <[]>"),
            vec![
                Tok::KwSdyMesh,
                Tok::SymbolId("@m"),
                Tok::Equal,
                Tok::Less,
                Tok::LBracket,
                Tok::RBracket,
                Tok::Greater
            ]
        );
    }

    #[test]
    fn reports_bad_characters() {
        let r: Vec<_> = Lexer::new("%a ` %b", 10).collect();
        assert_eq!(r[1], Err(LexError { start: 13, end: 14 }));
    }
}
