//! Parsing entry points: split a file into `// -----` cases, lex, parse with the lalrpop grammar, and
//! build the IR. Parsing never panics; it returns diagnostics.

use lalrpop_util::ParseError;

use crate::diag::{self, Diagnostic};
use crate::ir::{Module, Span};
use crate::lexer::{Lexer, Tok};

#[allow(clippy::all, missing_docs, unused_parens, dead_code)]
mod grammar {
    include!(concat!(env!("OUT_DIR"), "/grammar.rs"));
}

/// Wraps an action's diagnostic as a lalrpop user error.
pub fn user<'a>(error: Diagnostic) -> ParseError<usize, Tok<'a>, Diagnostic> {
    ParseError::User { error }
}

/// One `// -----` case of a file: its byte offset in the file and its text.
#[derive(Clone, Copy, Debug)]
pub struct Chunk<'a> {
    /// Byte offset of the chunk's first byte in the file.
    pub offset: usize,
    /// The chunk's text.
    pub text: &'a str,
}

/// Splits `src` at lines that consist of `// -----` (MLIR's `--split-input-file` marker).
pub fn split_input(src: &str) -> Vec<Chunk<'_>> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut pos = 0;
    for line in src.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            chunks.push(Chunk {
                offset: start,
                text: &src[start..pos],
            });
            start = pos + line.len();
        }
        pos += line.len();
    }
    chunks.push(Chunk {
        offset: start,
        text: &src[start..],
    });
    chunks
}

fn describe_token(t: &Tok<'_>) -> String {
    match t {
        Tok::ValueId(s)
        | Tok::SymbolId(s)
        | Tok::CaretId(s)
        | Tok::HashId(s)
        | Tok::OpaqueAttr(s)
        | Tok::ShardingLit(s)
        | Tok::AffineMapLit(s)
        | Tok::ReassocOp(s)
        | Tok::BangId(s)
        | Tok::TensorType(s)
        | Tok::Ident(s)
        | Tok::Integer(s)
        | Tok::HexInteger(s)
        | Tok::Float(s)
        | Tok::Str(s)
        | Tok::BinaryOp(s)
        | Tok::UnaryOp(s)
        | Tok::ChloUnaryOp(s)
        | Tok::CastOp(s)
        | Tok::ConstantOp(s)
        | Tok::ListOp(s)
        | Tok::DimsOp(s)
        | Tok::SelectOp(s)
        | Tok::VariadicOp(s)
        | Tok::ArithCmpOp(s)
        | Tok::ArithCastOp(s)
        | Tok::ChloBinaryOp(s)
        | Tok::CheckOp(s)
        | Tok::InstrumentOp(s)
        | Tok::OperandsDimOp(s)
        | Tok::SameVariadicOp(s)
        | Tok::EnumKeywordOp(s)
        | Tok::EinsumOp(s)
        | Tok::GlobalLoadOp(s) => format!("`{s}`"),
        Tok::Loc(s) => format!("`loc({s})`"),
        other => {
            let s = format!("{other:?}");
            match other {
                Tok::Arrow => "`->`".into(),
                Tok::LParen => "`(`".into(),
                Tok::RParen => "`)`".into(),
                Tok::LBrace => "`{`".into(),
                Tok::RBrace => "`}`".into(),
                Tok::LBracket => "`[`".into(),
                Tok::RBracket => "`]`".into(),
                Tok::Less => "`<`".into(),
                Tok::Greater => "`>`".into(),
                Tok::Comma => "`,`".into(),
                Tok::Colon => "`:`".into(),
                Tok::ColonColon => "`::`".into(),
                Tok::Equal => "`=`".into(),
                Tok::Minus => "`-`".into(),
                Tok::Plus => "`+`".into(),
                Tok::Question => "`?`".into(),
                Tok::Star => "`*`".into(),
                Tok::KwIota => "`stablehlo.iota`".into(),
                Tok::KwCompare => "`stablehlo.compare`".into(),
                Tok::KwSlice => "`stablehlo.slice`".into(),
                Tok::KwDotGeneral => "`stablehlo.dot_general`".into(),
                Tok::KwReduce => "`stablehlo.reduce`".into(),
                Tok::KwConvolution => "`stablehlo.convolution`".into(),
                Tok::KwPad => "`stablehlo.pad`".into(),
                Tok::KwDot => "`stablehlo.dot`".into(),
                Tok::KwTuple => "`stablehlo.tuple`".into(),
                Tok::KwGetTupleElement => "`stablehlo.get_tuple_element`".into(),
                Tok::KwFft => "`stablehlo.fft`".into(),
                Tok::KwCholesky => "`stablehlo.cholesky`".into(),
                Tok::KwComposite => "`stablehlo.composite`".into(),
                Tok::KwWhile => "`stablehlo.while`".into(),
                Tok::KwTopK => "`chlo.top_k`".into(),
                Tok::KwScan => "`chlo.scan`".into(),
                Tok::KwCustomCall => "`stablehlo.custom_call`".into(),
                Tok::KwReducePrecision => "`stablehlo.reduce_precision`".into(),
                Tok::KwSdyMesh => "`sdy.mesh`".into(),
                Tok::KwShardingConstraint => "`sdy.sharding_constraint`".into(),
                Tok::KwBr => "`cf.br`".into(),
                Tok::KwCondBr => "`cf.cond_br`".into(),
                Tok::KwExtract => "`tensor.extract`".into(),
                Tok::KwManualComputation => "`sdy.manual_computation`".into(),
                Tok::KwMlGlobal => "`ml_program.global`".into(),
                Tok::KwUtilGlobal => "`util.global`".into(),
                Tok::KwMlGlobalStore => "`ml_program.global_store`".into(),
                Tok::KwUtilGlobalStore => "`util.global.store`".into(),
                Tok::KwTensorEmpty => "`tensor.empty`".into(),
                Tok::KwLinalgGeneric => "`linalg.generic`".into(),
                Tok::KwLinalgIndex => "`linalg.index`".into(),
                Tok::KwTensorDim => "`tensor.dim`".into(),
                _ => format!("`{}`", s.trim_start_matches("Kw").to_lowercase()),
            }
        }
    }
}

fn describe_expected(expected: &[String]) -> String {
    let mut names: Vec<String> = expected
        .iter()
        .map(|e| {
            let e = e.trim_matches('"');
            match e {
                "value" => "an SSA value (%name)".to_string(),
                "symbol" => "a symbol (@name)".to_string(),
                "caret" => "a block label (^bb0)".to_string(),
                "hash" => "a dialect attribute (#...)".to_string(),
                "bang" => "a dialect type (!...)".to_string(),
                "tensor" => "a tensor type".to_string(),
                "ident" => "an identifier".to_string(),
                "int" => "an integer".to_string(),
                "hex" => "a hex literal".to_string(),
                "float" => "a float".to_string(),
                "string" => "a string".to_string(),
                "binop" | "unop" | "chlounop" | "castop" | "constop" | "listop" | "dimsop"
                | "selectop" | "varop" | "cmpop" | "arithcast" | "iota" | "compare" | "slice"
                | "dot_general" | "reduce" | "convolution" | "dimop" | "pad" | "alias"
                | "dispatch" | "call" | "func" | "module" | "chlobinop" | "checkop"
                | "custom_call" | "reduce_precision" | "dot" | "samevarop" | "tuple"
                | "get_tuple_element" | "enumkwop" | "fft" | "einsumop" | "cholesky"
                | "composite" | "while" | "top_k" => "an operation".to_string(),
                "sdy_mesh"
                | "sharding_constraint"
                | "manual_computation"
                | "ml_global"
                | "util_global"
                | "global_load"
                | "ml_global_store"
                | "util_global_store"
                | "tensor_empty"
                | "reassocop"
                | "linalg_generic"
                | "linalg_index"
                | "tensor_dim"
                | "instrumentop" => "an operation".to_string(),
                "affine_map" => "an affine map (affine_map<...>)".to_string(),
                "sharding" => "a sharding (<@mesh, [...]>)".to_string(),
                other => format!("`{other}`"),
            }
        })
        .collect();
    names.sort();
    names.dedup();
    match names.len() {
        0 => "nothing more".into(),
        1 => names.remove(0),
        _ if names.len() > 8 => format!(
            "one of {} and {} more",
            names[..8].join(", "),
            names.len() - 8
        ),
        _ => format!("one of {}", names.join(", ")),
    }
}

fn convert_error(e: ParseError<usize, Tok<'_>, Diagnostic>, end_of_input: usize) -> Diagnostic {
    match e {
        ParseError::User { error } => error,
        ParseError::InvalidToken { location } => Diagnostic::error(
            diag::LEX_ERROR,
            Span::new(location, location + 1),
            "invalid token",
            "not part of MLIR's syntax",
        ),
        ParseError::UnrecognizedEof { location, expected } => Diagnostic::error(
            diag::UNEXPECTED_EOF,
            Span::new(location.min(end_of_input), end_of_input),
            "unexpected end of input",
            format!("expected {}", describe_expected(&expected)),
        )
        .note(
            "the input ends in the middle of an operation or region; is a `}` or a type missing?",
        ),
        ParseError::UnrecognizedToken {
            token: (l, t, r),
            expected,
        } => {
            let d = Diagnostic::error(
                diag::SYNTAX_ERROR,
                Span::new(l, r),
                format!("unexpected {}", describe_token(&t)),
                format!("expected {}", describe_expected(&expected)),
            );
            // A Shardy op without a pretty form here (`sdy.all_gather`, ...).
            if let Tok::Ident(s) = t {
                if s.starts_with("sdy.") {
                    return d.note(format!("`{s}` is not supported: {}", crate::ops::SDY));
                }
            }
            d
        }
        ParseError::ExtraToken { token: (l, t, r) } => Diagnostic::error(
            diag::SYNTAX_ERROR,
            Span::new(l, r),
            format!(
                "unexpected {} after the end of the input",
                describe_token(&t)
            ),
            "extra token",
        ),
    }
}

/// The deepest nesting of `(`, `[` and `{` accepted. The parser itself keeps an explicit stack, but
/// the builder, verifier and printer recurse over regions and nested literals; bounding the nesting up
/// front keeps any input from overflowing the stack.
pub const MAX_NESTING: usize = 256;

fn check_nesting(text: &str, offset: usize) -> Option<Diagnostic> {
    let mut depth = 0usize;
    for (start, tok, end) in Lexer::new(text, offset).flatten() {
        match tok {
            Tok::LParen | Tok::LBracket | Tok::LBrace => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(
                        Diagnostic::error(
                            diag::SYNTAX_ERROR,
                            Span::new(start, end),
                            format!("nesting deeper than {MAX_NESTING} levels"),
                            "too deeply nested",
                        )
                        .note("regions, lists and dense literals may nest at most this deep"),
                    );
                }
            }
            Tok::RParen | Tok::RBracket | Tok::RBrace => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// Parses one chunk (the text of a case, located at `offset` in its file) into a module.
#[allow(clippy::result_large_err)] // lalrpop's lexer interface carries the diagnostic by value.
///
/// On success the module may still carry errors that the builder found (undefined names, type
/// mismatches); they are returned alongside it. On a syntax error no module is built.
pub fn parse_chunk(text: &str, offset: usize) -> (Option<Module>, Vec<Diagnostic>) {
    let prepared = crate::expand::prepare(text, offset);
    if !prepared.diags.is_empty() {
        return (None, prepared.diags);
    }
    let text = prepared.text.as_str();
    if let Some(d) = check_nesting(text, offset) {
        return (None, vec![d]);
    }
    // Tokens up to the first lexical error, which the grammar meets where it stands.
    let mut toks = Vec::new();
    let mut lex_error = None;
    for t in Lexer::new(text, offset) {
        match t {
            Ok(t) => toks.push(t),
            Err(e) => {
                lex_error = Some(e);
                break;
            }
        }
    }
    let toks = match crate::expand::expand(toks, text, offset, &prepared.resources) {
        Ok(t) => t,
        Err(diags) => return (None, diags),
    };
    let lexer = toks.into_iter().map(Ok).chain(lex_error.map(Err)).map(|r| {
        r.map_err(|e: crate::lexer::LexError| {
            let bad = e.start.saturating_sub(offset);
            let what = text
                .get(bad..)
                .and_then(|s| s.chars().next())
                .unwrap_or('?');
            let d = Diagnostic::error(
                diag::LEX_ERROR,
                Span::new(e.start, e.end),
                format!("unexpected character {what:?}"),
                "not part of MLIR's syntax",
            );
            if what == '"' {
                d.note("string literals end on the same line with `\"`")
            } else {
                d
            }
        })
    });
    match grammar::TopLevelParser::new().parse(lexer) {
        Ok(ops) => {
            let mut diags = Vec::new();
            let m = crate::builder::build(ops, &mut diags);
            (Some(m), diags)
        }
        Err(e) => (None, vec![convert_error(e, offset + text.len())]),
    }
}

/// Parses a whole file as one module.
pub fn parse(src: &str) -> (Option<Module>, Vec<Diagnostic>) {
    parse_chunk(src, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_keeps_offsets() {
        let src = "a\n// -----\nb\n// -----\n";
        let c = split_input(src);
        assert_eq!(c.len(), 3);
        assert_eq!(c[0].text, "a\n");
        assert_eq!((c[1].offset, c[1].text), (11, "b\n"));
        assert_eq!(c[2].text, "");
    }

    #[test]
    fn syntax_errors_are_coded() {
        let (m, d) = parse("func.func @f( {");
        assert!(m.is_none());
        assert_eq!(d[0].code, diag::SYNTAX_ERROR);
        let (_, d) = parse("func.func @f() {");
        assert_eq!(d[0].code, diag::UNEXPECTED_EOF);
        let (_, d) = parse("func.func @f() { ` }");
        assert_eq!(d[0].code, diag::LEX_ERROR);
    }
}

#[cfg(test)]
mod nesting_tests {
    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let deep = "[".repeat(100_000);
        let (m, d) = super::parse(&format!("%0 = \"a.b\"() {{x = {deep}}} : () -> ()"));
        assert!(m.is_none());
        assert!(d[0].message.contains("nesting deeper than"), "{:?}", d[0]);
    }
}
