//! The parse tree that the grammar builds: every op, in either syntax, as one generic shape (name,
//! operand names, attributes, regions, explicit operand and result types). [`crate::builder`] resolves
//! names into the IR.
//!
//! Pretty forms are desugared by the grammar's actions, which call the builders of each syntax
//! family in [`crate::syntax`], into exactly the attributes and regions the generic form spells
//! out, so both forms of a module build the same IR.

// Grammar actions return lalrpop's user error, a `Diagnostic`, by value: it is the cold path, and
// boxing it would only add an allocation to every error.
#![allow(clippy::result_large_err)]

use crate::attrs::{AttrDict, Attribute, ConvDims};
use crate::diag::{self, Code, Diagnostic};
use crate::ir::Span;
use crate::ops::OpKind;
use crate::types::{ElemType, Type};

/// An error raised by a grammar action.
pub type ActionError = Diagnostic;

/// A use of a value: `%name` or `%name#index`.
#[derive(Clone, Debug)]
pub struct Use {
    /// The name without `#index`, with its `%`.
    pub name: String,
    /// The result index within the group.
    pub index: Option<u32>,
    /// Where it is.
    pub span: Span,
}

impl Use {
    /// Splits a `%name#N` token.
    pub fn from_token(tok: &str, start: usize, end: usize) -> Use {
        let span = Span::new(start, end);
        match tok.split_once('#') {
            Some((name, idx)) => Use {
                name: name.into(),
                index: idx.parse().ok().or(Some(u32::MAX)),
                span,
            },
            None => Use {
                name: tok.into(),
                index: None,
                span,
            },
        }
    }
}

/// A result group definition: `%name` or `%name:count`.
#[derive(Clone, Debug)]
pub struct ResultDef {
    /// The name.
    pub name: String,
    /// How many results it names.
    pub count: u32,
    /// Where.
    pub span: Span,
}

/// A block argument: name, type, span.
#[derive(Clone, Debug)]
pub struct BlockArg {
    /// The name.
    pub name: String,
    /// The type.
    pub ty: Type,
    /// Where.
    pub span: Span,
}

/// A block.
#[derive(Clone, Debug, Default)]
pub struct AstBlock {
    /// `^bb0` label, if written.
    pub label: Option<(String, Span)>,
    /// Arguments.
    pub args: Vec<BlockArg>,
    /// Operations.
    pub ops: Vec<AstOp>,
    /// Where the block starts.
    pub span: Span,
}

/// A region.
#[derive(Clone, Debug, Default)]
pub struct AstRegion {
    /// Blocks.
    pub blocks: Vec<AstBlock>,
    /// Where the braces are.
    pub span: Span,
}

/// An op in generic shape.
#[derive(Clone, Debug, Default)]
pub struct AstOp {
    /// Result groups.
    pub results: Vec<ResultDef>,
    /// `dialect.op`.
    pub name: String,
    /// Operands.
    pub operands: Vec<Use>,
    /// Explicit operand types, one per operand.
    pub operand_types: Vec<Type>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Inherent attributes.
    pub props: AttrDict,
    /// Discardable attributes.
    pub attrs: AttrDict,
    /// Regions.
    pub regions: Vec<AstRegion>,
    /// Successor block labels (`^bb1`) with where they are written.
    pub successors: Vec<(String, Span)>,
    /// The op's source range.
    pub span: Span,
    /// Its `loc(...)`, reduced to what best says where (see [`crate::expand`]).
    pub loc: Option<String>,
}

impl AstOp {
    /// Keeps the op's location, if it has one.
    pub fn with_loc(mut self, loc: Option<&str>) -> AstOp {
        self.loc = loc.map(str::to_string);
        self
    }

    /// An op with `name` and operands.
    pub fn new(name: &str, operands: Vec<Use>, span: Span) -> AstOp {
        AstOp {
            name: name.into(),
            operands,
            span,
            ..Default::default()
        }
    }

    /// Sets operand/result types from a type that is either a function type or a single type that all
    /// operands and the result share (MLIR's `SameOperandsAndResultType` syntax).
    pub fn with_same_or_fn_type(mut self, ty: Type) -> AstOp {
        match ty {
            Type::Function(ft) => {
                self.operand_types = ft.inputs;
                self.result_types = ft.results;
            }
            t => {
                self.operand_types = vec![t.clone(); self.operands.len()];
                self.result_types = vec![t];
            }
        }
        self
    }

    /// Sets operand/result types from a function type, or fails with a message naming `what`.
    pub fn with_fn_type(
        mut self,
        ty: Type,
        ty_span: Span,
        what: &str,
    ) -> Result<AstOp, ActionError> {
        match ty {
            Type::Function(ft) => {
                self.operand_types = ft.inputs;
                self.result_types = ft.results;
                Ok(self)
            }
            other => Err(Diagnostic::error(
                diag::SYNTAX_ERROR,
                ty_span,
                format!("`{what}` expects a function type `(operand types) -> result type`, found `{other}`"),
                "expected `(...) -> ...`",
            )),
        }
    }

    /// Adds a property.
    pub fn prop(mut self, name: &str, value: Attribute) -> AstOp {
        self.props.insert(name.into(), value);
        self
    }

    /// Merges a trailing attribute dictionary.
    pub fn with_attrs(mut self, attrs: Option<AttrDict>) -> AstOp {
        if let Some(a) = attrs {
            self.attrs.extend(a);
        }
        self
    }
}

/// Checks that a keyword identifier is the expected one.
pub fn expect_kw(found: &str, expected: &str, start: usize, end: usize) -> Result<(), ActionError> {
    if found == expected {
        Ok(())
    } else {
        Err(Diagnostic::error(
            diag::BAD_SYNTAX_KEYWORD,
            Span::new(start, end),
            format!("expected `{expected}`, found `{found}`"),
            format!("expected `{expected}` here"),
        ))
    }
}

/// An error at a span.
pub fn err(
    code: Code,
    start: usize,
    end: usize,
    message: impl Into<String>,
    label: impl Into<String>,
) -> ActionError {
    Diagnostic::error(code, Span::new(start, end), message, label)
}

/// A numeric literal as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Lit {
    /// A decimal integer with its sign.
    Int(i128),
    /// A hexadecimal literal (bit pattern).
    Hex(u128),
    /// A decimal float literal.
    Float(f64),
    /// `true` / `false`.
    Bool(bool),
    /// `inf` / `-inf`.
    Inf(bool),
    /// `nan`.
    Nan,
}

/// The body of `dense<...>`.
#[derive(Clone, Debug)]
pub enum DenseBody {
    /// One literal: a splat.
    Elem(Lit),
    /// A nested list.
    List(Vec<DenseBody>),
    /// A hex blob `"0x..."`.
    Hex(String),
    /// A complex element `(re, im)`.
    Complex(Lit, Lit),
}

/// Parses a decimal integer token.
pub fn parse_int(s: &str, start: usize, end: usize) -> Result<i128, ActionError> {
    s.parse::<i128>().map_err(|_| {
        err(
            diag::BAD_LITERAL,
            start,
            end,
            format!("integer literal `{s}` is too large"),
            "out of range",
        )
    })
}

/// Parses a hex token `0x...`.
pub fn parse_hex(s: &str, start: usize, end: usize) -> Result<u128, ActionError> {
    u128::from_str_radix(&s[2..], 16).map_err(|_| {
        err(
            diag::BAD_LITERAL,
            start,
            end,
            format!("hex literal `{s}` is too large"),
            "out of range",
        )
    })
}

/// Decodes a string token (with quotes) into its text.
pub fn unescape(tok: &str, start: usize, end: usize) -> Result<String, ActionError> {
    let inner = &tok[1..tok.len() - 1];
    let bytes = inner.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && i + 1 < bytes.len() {
            let c = bytes[i + 1];
            match c {
                b'n' => out.push(b'\n'),
                b't' => out.push(b'\t'),
                b'"' => out.push(b'"'),
                b'\\' => out.push(b'\\'),
                _ => {
                    let hex = inner
                        .get(i + 1..i + 3)
                        .and_then(|h| u8::from_str_radix(h, 16).ok());
                    match hex {
                        Some(b) => {
                            out.push(b);
                            i += 3;
                            continue;
                        }
                        None => {
                            return Err(err(
                                diag::LEX_ERROR,
                                start,
                                end,
                                "invalid escape in string literal",
                                "use \\\\, \\\", \\n, \\t or two hex digits",
                            ))
                        }
                    }
                }
            }
            i += 2;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| {
        err(
            diag::LEX_ERROR,
            start,
            end,
            "string literal is not valid UTF-8",
            "here",
        )
    })
}

/// Builds an integer attribute of type `ty`, checking the range.
pub fn int_attr(v: i128, ty: ElemType, start: usize, end: usize) -> Result<Attribute, ActionError> {
    check_int_range(v, ty, start, end)?;
    Ok(Attribute::Int {
        value: v as i64,
        ty,
    })
}

fn check_int_range(v: i128, ty: ElemType, start: usize, end: usize) -> Result<(), ActionError> {
    let bits = ty.bits();
    let (lo, hi): (i128, i128) = if ty == ElemType::I1 {
        (-1, 1)
    } else if ty.is_unsigned() {
        (0, (1i128 << bits) - 1)
    } else {
        // Signless integers accept both the signed and the unsigned range, as MLIR does.
        (-(1i128 << (bits - 1)), (1i128 << bits) - 1)
    };
    if v < lo || v > hi {
        return Err(err(
            diag::BAD_LITERAL,
            start,
            end,
            format!("integer {v} does not fit in {ty}"),
            format!("out of range for {ty}"),
        ));
    }
    Ok(())
}

/// The value of a numeric literal as an `f64` (hexadecimal literals by their f64 bit pattern).
pub fn lit_float_value(lit: &Lit) -> f64 {
    match lit {
        Lit::Int(i) => *i as f64,
        Lit::Float(f) => *f,
        Lit::Hex(h) => f64::from_bits(*h as u64),
        Lit::Bool(b) => *b as u8 as f64,
        Lit::Inf(neg) => {
            if *neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Lit::Nan => f64::NAN,
    }
}

/// Converts a literal to a float value of type `ty`.
pub fn lit_to_float(lit: &Lit, ty: ElemType, start: usize, end: usize) -> Result<f64, ActionError> {
    Ok(match lit {
        Lit::Int(i) => crate::float_format::round_to(*i as f64, ty),
        Lit::Float(f) => crate::float_format::round_to(*f, ty),
        Lit::Inf(neg) => {
            if *neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Lit::Nan => f64::NAN,
        Lit::Hex(h) => {
            let width = ty.bits();
            if *h >= (1u128 << width) {
                return Err(err(
                    diag::BAD_LITERAL,
                    start,
                    end,
                    format!("hexadecimal float literal has more than {width} bits for {ty}"),
                    "too wide",
                ));
            }
            crate::float_format::float_from_bits(*h as u64, ty).unwrap_or(f64::NAN)
        }
        Lit::Bool(_) => {
            return Err(err(
                diag::BAD_LITERAL,
                start,
                end,
                format!("a boolean is not a {ty} value"),
                "expected a number",
            ))
        }
    })
}

/// Converts a literal to an integer value of type `ty`.
pub fn lit_to_int(lit: &Lit, ty: ElemType, start: usize, end: usize) -> Result<i64, ActionError> {
    let v: i128 = match lit {
        Lit::Int(i) => *i,
        Lit::Hex(h) => {
            if ty.bits() < 128 && *h >= (1u128 << ty.bits()) {
                return Err(err(
                    diag::BAD_LITERAL,
                    start,
                    end,
                    format!("hex literal does not fit in {ty}"),
                    "too wide",
                ));
            }
            // Sign-extend from the type's width so `0xFF : i8` is -1.
            let w = ty.bits();
            if !ty.is_unsigned() && w < 64 && w > 1 && (*h >> (w - 1)) & 1 == 1 {
                *h as i128 - (1i128 << w)
            } else {
                *h as i128
            }
        }
        Lit::Bool(b) => {
            if ty == ElemType::I1 {
                *b as i128
            } else {
                return Err(err(
                    diag::BAD_LITERAL,
                    start,
                    end,
                    format!("a boolean is not a {ty} value"),
                    "expected an integer",
                ));
            }
        }
        _ => {
            return Err(err(
                diag::BAD_LITERAL,
                start,
                end,
                format!("expected an integer literal for {ty}"),
                "not an integer",
            ))
        }
    };
    if ty == ElemType::I1 {
        if !(0..=1).contains(&v) && v != -1 {
            return Err(err(
                diag::BAD_LITERAL,
                start,
                end,
                format!("integer {v} does not fit in i1"),
                "use true or false",
            ));
        }
        return Ok((v != 0) as i64);
    }
    check_int_range(v, ty, start, end)?;
    Ok(v as i64)
}

/// Builds a `dense<...>` attribute of type `ty`.
pub fn dense_attr(
    body: DenseBody,
    ty: Type,
    start: usize,
    end: usize,
) -> Result<Attribute, ActionError> {
    use crate::attrs::{DenseElements, DenseValues};
    let (elem, shape) = match &ty {
        Type::Tensor { shape, elem } if shape.iter().all(|&d| d >= 0) => (*elem, shape.clone()),
        // A quantized tensor constant's literal holds values of its storage type (the spec's
        // "quantized tensor constants", C1).
        Type::QuantTensor { shape, quant } if shape.iter().all(|&d| d >= 0) => {
            (quant.storage, shape.clone())
        }
        Type::Scalar(e) => (*e, vec![]),
        other => {
            return Err(err(
                diag::BAD_LITERAL,
                start,
                end,
                format!("`dense` needs a static tensor type, found `{other}`"),
                "here",
            ))
        }
    };
    let total: u64 = shape.iter().map(|&d| d as u64).product();
    // A complex element takes two components of the component type.
    let part = elem.complex_component();
    let lits: Vec<DenseElem> = match body {
        DenseBody::Elem(l) => vec![DenseElem::One(l)],
        DenseBody::Complex(re, im) => vec![DenseElem::Pair(re, im)],
        // `dense<>` is the literal of a tensor without elements.
        DenseBody::List(items) if items.is_empty() && total == 0 => vec![],
        DenseBody::Hex(h) => {
            let digits = h.strip_prefix("0x").ok_or_else(|| {
                err(
                    diag::BAD_LITERAL,
                    start,
                    end,
                    "a dense string must be a hex blob \"0x...\"",
                    "expected \"0x...\"",
                )
            })?;
            let bytes: Option<Vec<u8>> = (0..digits.len() / 2)
                .map(|i| u8::from_str_radix(digits.get(2 * i..2 * i + 2)?, 16).ok())
                .collect();
            let bytes = match bytes {
                Some(b) if digits.len() % 2 == 0 => b,
                _ => {
                    return Err(err(
                        diag::BAD_LITERAL,
                        start,
                        end,
                        "malformed hex blob",
                        "odd length or non-hex digit",
                    ))
                }
            };
            let esz = match part {
                Some(p) => 2 * p.byte_size(),
                None => elem.byte_size(),
            };
            if bytes.len() as u64 != total * esz as u64 && bytes.len() != esz {
                return Err(err(
                    diag::BAD_LITERAL,
                    start,
                    end,
                    format!(
                        "hex blob has {} bytes, but {ty} needs {} (or {esz} for a splat)",
                        bytes.len(),
                        total * esz as u64
                    ),
                    "wrong size",
                ));
            }
            // Little-endian elements; a complex element is its real part, then its imaginary part.
            let le = |c: &[u8]| {
                Lit::Hex(
                    c.iter()
                        .enumerate()
                        .fold(0u128, |v, (i, b)| v | (*b as u128) << (8 * i)),
                )
            };
            bytes
                .chunks(esz)
                .map(|c| match part {
                    Some(_) => {
                        let (re, im) = c.split_at(esz / 2);
                        DenseElem::Pair(le(re), le(im))
                    }
                    None => DenseElem::One(le(c)),
                })
                .collect()
        }
        DenseBody::List(items) => {
            let mut out = Vec::new();
            flatten(&DenseBody::List(items), &shape, 0, &mut out, start, end)?;
            out
        }
    };
    if lits.len() as u64 != total && lits.len() != 1 {
        return Err(err(
            diag::BAD_LITERAL,
            start,
            end,
            format!(
                "dense literal has {} elements, but {ty} has {total}",
                lits.len()
            ),
            "wrong element count",
        ));
    }
    let one = |e: &DenseElem| match e {
        DenseElem::One(l) => Ok(l.clone()),
        DenseElem::Pair(..) => Err(err(
            diag::BAD_LITERAL,
            start,
            end,
            format!("a `(real, imaginary)` pair is not a {elem} element"),
            "only complex elements are pairs",
        )),
    };
    let values = if let Some(part) = part {
        DenseValues::Complex(
            lits.iter()
                .map(|e| match e {
                    DenseElem::Pair(re, im) => Ok((
                        lit_to_float(re, part, start, end)?,
                        lit_to_float(im, part, start, end)?,
                    )),
                    DenseElem::One(_) => Err(err(
                        diag::BAD_LITERAL,
                        start,
                        end,
                        format!("a {elem} element is written `(real, imaginary)`"),
                        "expected a pair",
                    )),
                })
                .collect::<Result<_, _>>()?,
        )
    } else if elem.is_float() {
        DenseValues::Float(
            lits.iter()
                .map(|e| lit_to_float(&one(e)?, elem, start, end))
                .collect::<Result<_, _>>()?,
        )
    } else {
        DenseValues::Int(
            lits.iter()
                .map(|e| lit_to_int(&one(e)?, elem, start, end))
                .collect::<Result<_, _>>()?,
        )
    };
    Ok(Attribute::Dense(DenseElements::new(ty, values)))
}

/// One element of a dense literal as written: a number, or a complex `(re, im)` pair.
enum DenseElem {
    One(Lit),
    Pair(Lit, Lit),
}

fn flatten(
    b: &DenseBody,
    shape: &[i64],
    depth: usize,
    out: &mut Vec<DenseElem>,
    start: usize,
    end: usize,
) -> Result<(), ActionError> {
    let element = |e: DenseElem, out: &mut Vec<DenseElem>| {
        if depth != shape.len() {
            return Err(err(
                diag::BAD_LITERAL,
                start,
                end,
                "dense literal nesting does not match the tensor's rank",
                "wrong nesting",
            ));
        }
        out.push(e);
        Ok(())
    };
    match b {
        DenseBody::Elem(l) => element(DenseElem::One(l.clone()), out)?,
        DenseBody::Complex(re, im) => element(DenseElem::Pair(re.clone(), im.clone()), out)?,
        DenseBody::Hex(_) => {
            return Err(err(
                diag::BAD_LITERAL,
                start,
                end,
                "a hex blob cannot be nested in a list",
                "here",
            ))
        }
        DenseBody::List(items) => {
            if depth >= shape.len() || items.len() as i64 != shape[depth] {
                return Err(err(
                    diag::BAD_LITERAL,
                    start,
                    end,
                    format!(
                        "dense literal has {} elements at nesting depth {depth}, but the type needs {}",
                        items.len(),
                        shape.get(depth).map_or("a scalar".to_string(), |d| d.to_string())
                    ),
                    "wrong shape",
                ));
            }
            for i in items {
                flatten(i, shape, depth + 1, out, start, end)?;
            }
        }
    }
    Ok(())
}

/// `#stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, ...>`: the
/// convolution dimension numbers as a struct (StableHLO's `ConvDimensionNumbersAttr::parse` takes
/// this beside the `[b, 0, 1, f]x[...]->[...]` form); a field left out is 0 or `[]`.
pub fn raw_conv_attr(
    name: &str,
    fields: Vec<(String, FieldValue)>,
    start: usize,
    end: usize,
) -> Result<Attribute, ActionError> {
    let bad = |msg: String| err(diag::BAD_ATTRIBUTE, start, end, msg, "in this attribute");
    if name != "#stablehlo.conv" {
        return Err(bad(format!(
            "`{name}<raw ...>` is not an attribute; `raw` fields are #stablehlo.conv's"
        )));
    }
    let mut c = ConvDims::default();
    let mut seen: Vec<String> = Vec::new();
    for (k, v) in fields {
        if seen.contains(&k) {
            return Err(bad(format!("field `{k}` appears twice")));
        }
        seen.push(k.clone());
        match (k.as_str(), v) {
            ("input_spatial_dimensions", FieldValue::List(l)) => c.input_spatial = l,
            ("kernel_spatial_dimensions", FieldValue::List(l)) => c.kernel_spatial = l,
            ("output_spatial_dimensions", FieldValue::List(l)) => c.output_spatial = l,
            (key, FieldValue::Number(Lit::Int(i))) => {
                let i = i64::try_from(i).map_err(|_| bad(format!("`{key}` does not fit in a 64-bit integer")))?;
                match key {
                    "input_batch_dimension" => c.input_batch = i,
                    "input_feature_dimension" => c.input_feature = i,
                    "kernel_input_feature_dimension" => c.kernel_input_feature = i,
                    "kernel_output_feature_dimension" => c.kernel_output_feature = i,
                    "output_batch_dimension" => c.output_batch = i,
                    "output_feature_dimension" => c.output_feature = i,
                    _ => return Err(bad(format!("unknown field `{key}` in #stablehlo.conv<raw ...>"))),
                }
            }
            (key, _) => return Err(bad(format!("field `{key}` of #stablehlo.conv<raw ...> takes an integer (`*_dimension`) or a list (`*_spatial_dimensions`)"))),
        }
    }
    // As the layout form guarantees: each tensor's dimensions are a permutation of 0..rank, and
    // the three have as many spatial dimensions.
    let n = c.input_spatial.len();
    let layouts = [
        ("input", [c.input_batch, c.input_feature], &c.input_spatial),
        (
            "kernel",
            [c.kernel_input_feature, c.kernel_output_feature],
            &c.kernel_spatial,
        ),
        (
            "output",
            [c.output_batch, c.output_feature],
            &c.output_spatial,
        ),
    ];
    for (what, pair, spatial) in layouts {
        let mut all: Vec<i64> = pair.iter().chain(spatial.iter()).copied().collect();
        all.sort_unstable();
        if spatial.len() != n || all != (0..n as i64 + 2).collect::<Vec<_>>() {
            return Err(bad(format!(
                "the {what} dimensions of #stablehlo.conv<raw ...> must be a permutation of 0..{} ({n} spatial dimensions, as the input has)",
                n + 2
            )));
        }
    }
    Ok(Attribute::Conv(c))
}

/// Builds a typed dialect attribute `#stablehlo.NAME<key = value, ...>`.
pub fn dialect_struct_attr(
    name: &str,
    fields: Vec<(String, FieldValue)>,
    start: usize,
    end: usize,
) -> Result<Attribute, ActionError> {
    use crate::attrs::{DotDims, GatherDims, ScatterDims};
    let bad = |msg: String| err(diag::BAD_ATTRIBUTE, start, end, msg, "in this attribute");
    let list = |key: &str, v: FieldValue| -> Result<Vec<i64>, ActionError> {
        match v {
            FieldValue::List(l) => Ok(l),
            _ => Err(bad(format!("`{key}` takes a list of integers `[...]`"))),
        }
    };
    let int = |key: &str, v: FieldValue| -> Result<i64, ActionError> {
        match v {
            FieldValue::Number(Lit::Int(i)) => i64::try_from(i)
                .map_err(|_| bad(format!("`{key}` does not fit in a 64-bit integer"))),
            _ => Err(bad(format!("`{key}` takes an integer"))),
        }
    };
    match name {
        "#stablehlo.dot" => {
            let mut d = DotDims::default();
            for (k, v) in fields {
                let l = list(&k, v)?;
                match k.as_str() {
                    "lhs_batching_dimensions" => d.lhs_batch = l,
                    "rhs_batching_dimensions" => d.rhs_batch = l,
                    "lhs_contracting_dimensions" => d.lhs_contract = l,
                    "rhs_contracting_dimensions" => d.rhs_contract = l,
                    _ => return Err(bad(format!("unknown field `{k}` in #stablehlo.dot"))),
                }
            }
            Ok(Attribute::Dot(d))
        }
        "#stablehlo.gather" => {
            let mut g = GatherDims::default();
            for (k, v) in fields {
                if k == "index_vector_dim" {
                    // Omitted when 0, its default (StableHLO's printStruct leaves out zeros).
                    g.index_vector_dim = int(&k, v)?;
                    continue;
                }
                let l = list(&k, v)?;
                match k.as_str() {
                    "offset_dims" => g.offset_dims = l,
                    "collapsed_slice_dims" => g.collapsed_slice_dims = l,
                    "operand_batching_dims" => g.operand_batching_dims = l,
                    "start_indices_batching_dims" => g.start_indices_batching_dims = l,
                    "start_index_map" => g.start_index_map = l,
                    _ => return Err(bad(format!("unknown field `{k}` in #stablehlo.gather"))),
                }
            }
            Ok(Attribute::Gather(g))
        }
        "#stablehlo.scatter" => {
            let mut s = ScatterDims::default();
            for (k, v) in fields {
                if k == "index_vector_dim" {
                    s.index_vector_dim = int(&k, v)?;
                    continue;
                }
                let l = list(&k, v)?;
                match k.as_str() {
                    "update_window_dims" => s.update_window_dims = l,
                    "inserted_window_dims" => s.inserted_window_dims = l,
                    "input_batching_dims" => s.input_batching_dims = l,
                    "scatter_indices_batching_dims" => s.scatter_indices_batching_dims = l,
                    "scatter_dims_to_operand_dims" => s.scatter_dims_to_operand_dims = l,
                    _ => return Err(bad(format!("unknown field `{k}` in #stablehlo.scatter"))),
                }
            }
            Ok(Attribute::Scatter(s))
        }
        _ => match STRUCT_SCHEMAS.iter().find(|s| s.0 == &name[1..]) {
            Some(&(short, schema)) => {
                struct_fields(short, schema, fields, start, end).map(|fields| Attribute::Struct {
                    name: short.to_string(),
                    fields,
                })
            }
            None => Err(bad(format!("unknown dialect attribute `{name}<...>`"))),
        },
    }
}

/// What a field of a struct attribute holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// An integer, printed bare.
    Int,
    /// A list of integers `[1, 2]`.
    IntList,
    /// A float, printed as MLIR prints an f64.
    Float,
    /// A type (`tf32`, `f32`).
    Type,
    /// `true` or `false`.
    Bool,
    /// Another attribute, printed in full (`#stablehlo.result_accuracy_mode<DEFAULT>`).
    Attr,
}

/// A field of a struct attribute: name, kind, and whether it is left out when zero (a field that
/// is not left out is required).
type FieldSchema = (&'static str, FieldKind, bool);

/// The struct attributes this parser knows, with their fields in printing order (StableHLO's
/// `StablehloAttrs.td`; `result_accuracy` has a custom printer that leaves out zero tolerances).
pub const STRUCT_SCHEMAS: &[(&str, &[FieldSchema])] = &[
    (
        "stablehlo.channel_handle",
        &[
            ("handle", FieldKind::Int, false),
            ("type", FieldKind::Int, false),
        ],
    ),
    (
        "stablehlo.output_operand_alias",
        &[
            ("output_tuple_indices", FieldKind::IntList, false),
            ("operand_index", FieldKind::Int, false),
            ("operand_tuple_indices", FieldKind::IntList, false),
        ],
    ),
    (
        "stablehlo.dot_algorithm",
        &[
            ("lhs_precision_type", FieldKind::Type, false),
            ("rhs_precision_type", FieldKind::Type, false),
            ("accumulation_type", FieldKind::Type, false),
            ("lhs_component_count", FieldKind::Int, false),
            ("rhs_component_count", FieldKind::Int, false),
            ("num_primitive_operations", FieldKind::Int, false),
            ("allow_imprecise_accumulation", FieldKind::Bool, false),
        ],
    ),
    (
        "chlo.ragged_dot",
        &[
            ("lhs_batching_dimensions", FieldKind::IntList, false),
            ("rhs_batching_dimensions", FieldKind::IntList, false),
            ("lhs_contracting_dimensions", FieldKind::IntList, false),
            ("rhs_contracting_dimensions", FieldKind::IntList, false),
            ("lhs_ragged_dimensions", FieldKind::IntList, false),
            ("rhs_group_dimensions", FieldKind::IntList, false),
        ],
    ),
    (
        "stablehlo.result_accuracy",
        &[
            ("atol", FieldKind::Float, true),
            ("rtol", FieldKind::Float, true),
            ("ulps", FieldKind::Int, true),
            ("mode", FieldKind::Attr, false),
        ],
    ),
];

/// Checks the fields of the struct attribute `name` against its schema and puts them in printing
/// order, leaving out the zero fields that MLIR leaves out.
pub fn struct_fields(
    name: &str,
    schema: &[FieldSchema],
    fields: Vec<(String, FieldValue)>,
    start: usize,
    end: usize,
) -> Result<Vec<(String, Attribute)>, ActionError> {
    let bad = |msg: String| {
        err(diag::BAD_ATTRIBUTE, start, end, msg, "in this attribute").note(format!(
            "#{name} has the fields {}",
            schema
                .iter()
                .map(|f| format!("`{}`", f.0))
                .collect::<Vec<_>>()
                .join(", ")
        ))
    };
    let mut given: Vec<Option<Attribute>> = vec![None; schema.len()];
    for (key, value) in fields {
        let Some(i) = schema.iter().position(|f| f.0 == key) else {
            return Err(bad(format!("unknown field `{key}` in #{name}")));
        };
        if given[i].is_some() {
            return Err(bad(format!("field `{key}` is given twice in #{name}")));
        }
        let kind = schema[i].1;
        let attr = match (kind, value) {
            (FieldKind::Int, FieldValue::Number(Lit::Int(v))) => Attribute::Int {
                value: i64::try_from(v)
                    .map_err(|_| bad(format!("`{key}` does not fit in a 64-bit integer")))?,
                ty: ElemType::I64,
            },
            (FieldKind::IntList, FieldValue::List(v)) => Attribute::Array(
                v.into_iter()
                    .map(|value| Attribute::Int {
                        value,
                        ty: ElemType::I64,
                    })
                    .collect(),
            ),
            (FieldKind::Float, FieldValue::Number(lit)) => Attribute::Float {
                value: lit_to_float(&lit, ElemType::F64, start, end)?,
                ty: ElemType::F64,
            },
            (FieldKind::Type, FieldValue::Type(t)) => Attribute::Type(t),
            (FieldKind::Bool, FieldValue::Bool(b)) => Attribute::Bool(b),
            (FieldKind::Attr, FieldValue::Attr(a)) => a,
            (kind, _) => {
                let what = match kind {
                    FieldKind::Int => "an integer",
                    FieldKind::IntList => "a list of integers `[...]`",
                    FieldKind::Float => "a number",
                    FieldKind::Type => "a type",
                    FieldKind::Bool => "`true` or `false`",
                    FieldKind::Attr => "an attribute",
                };
                return Err(bad(format!("`{key}` in #{name} takes {what}")));
            }
        };
        given[i] = Some(attr);
    }
    let mut out = Vec::new();
    for (f, value) in schema.iter().zip(given) {
        let is_zero = |a: &Attribute| match a {
            Attribute::Int { value, .. } => *value == 0,
            Attribute::Float { value, .. } => *value == 0.0,
            _ => false,
        };
        match value {
            Some(v) if f.2 && is_zero(&v) => {}
            Some(v) => out.push((f.0.to_string(), v)),
            None if f.2 => {}
            None => return Err(bad(format!("#{name} needs the field `{}`", f.0))),
        }
    }
    Ok(out)
}

/// A field value in a dialect attribute, as written.
#[derive(Clone, Debug)]
pub enum FieldValue {
    /// `[1, 2]`
    List(Vec<i64>),
    /// `2`, `-1.5e-05`
    Number(Lit),
    /// `true`, `false`
    Bool(bool),
    /// `tf32`
    Type(Type),
    /// `#stablehlo.result_accuracy_mode<DEFAULT>`
    Attr(Attribute),
}

/// Checks an enum attribute written with its own mnemonic, `#stablehlo.result_accuracy_mode<DEFAULT>`.
pub fn own_enum_attr(
    hash: &str,
    value: &str,
    start: usize,
    end: usize,
) -> Result<Attribute, ActionError> {
    match hash[1..].split_once('.') {
        Some((dialect, kind)) if crate::attrs::enum_has_own_mnemonic(dialect, kind) => {
            enum_attr(&format!("#{dialect}"), kind, value, start, end)
        }
        _ => Err(err(
            diag::BAD_ATTRIBUTE,
            start,
            end,
            format!("unknown attribute `{hash}<{value}>`"),
            "not a known enum attribute",
        )),
    }
}

/// Checks an `#dialect<kind CASE>` enum attribute.
pub fn enum_attr(
    hash: &str,
    kind: &str,
    value: &str,
    start: usize,
    end: usize,
) -> Result<Attribute, ActionError> {
    let dialect = &hash[1..];
    let known: Option<&[&str]> = match (dialect, kind) {
        // CHLO's broadcast_compare spells the same cases under its own dialect.
        ("stablehlo" | "chlo", "comparison_direction") => {
            Some(&["EQ", "NE", "GE", "GT", "LE", "LT"])
        }
        ("stablehlo" | "chlo", "comparison_type") => {
            Some(&["NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"])
        }
        ("stablehlo" | "chlo", "precision") => Some(&["DEFAULT", "HIGH", "HIGHEST"]),
        ("stablehlo", "rng_distribution") => Some(&["UNIFORM", "NORMAL"]),
        ("stablehlo", "transpose") => Some(&["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"]),
        ("stablehlo", "rng_algorithm") => Some(&["DEFAULT", "THREE_FRY", "PHILOX"]),
        ("stablehlo", "fft_type") => Some(&["FFT", "IFFT", "RFFT", "IRFFT"]),
        ("stablehlo", "result_accuracy_mode") => Some(&["DEFAULT", "HIGHEST", "TOLERANCE"]),
        ("linalg", "iterator_type") => Some(&["parallel", "reduction"]),
        _ => None,
    };
    match known {
        Some(cases) if cases.contains(&value) => Ok(Attribute::Enum {
            dialect: dialect.into(),
            kind: kind.into(),
            value: value.into(),
        }),
        Some(cases) => Err(err(
            diag::BAD_ATTRIBUTE,
            start,
            end,
            format!("`{value}` is not a case of {dialect} {kind}"),
            format!("expected one of {}", cases.join(", ")),
        )),
        None => Err(err(
            diag::BAD_ATTRIBUTE,
            start,
            end,
            format!("unknown enum attribute `{hash}<{kind} ...>`"),
            "not a known enum",
        )),
    }
}

/// Parses an `affine_map<...>` token.
pub fn affine_map_attr(tok: &str, start: usize, end: usize) -> Result<Attribute, ActionError> {
    crate::affine::AffineMap::parse(tok)
        .map(Attribute::AffineMap)
        .map_err(|why| err(diag::BAD_ATTRIBUTE, start, end, why, "in this affine map"))
}

/// Parses a scalar type name.
pub fn scalar_type(name: &str, start: usize, end: usize) -> Result<Type, ActionError> {
    if name == "none" {
        return Ok(Type::None);
    }
    ElemType::parse(name).map(Type::Scalar).ok_or_else(|| {
        err(
            diag::UNKNOWN_TYPE,
            start,
            end,
            format!("unknown type `{name}`"),
            "expected a type such as tensor<4xf32>, f32, i32, i1 or index",
        )
    })
}

/// Parses a `tensor<...>` token.
pub fn tensor_type(tok: &str, start: usize, end: usize) -> Result<Type, ActionError> {
    Type::parse_tensor_checked(tok).map_err(|why| {
        let label = if tok.contains("!quant.") {
            "a quantized element type as the StableHLO specification defines it"
        } else {
            "expected tensor<DIMxDIMx...xELEM> with a known element type"
        };
        err(diag::UNKNOWN_TYPE, start, end, why, label)
    })
}

/// Parses a `!dialect.type` token.
pub fn bang_type(tok: &str) -> Type {
    match tok {
        "!hal.buffer" => Type::HalBuffer,
        "!hal.buffer_view" => Type::HalBufferView,
        other => Type::Opaque(other.into()),
    }
}

/// Builds an integer or float attribute from a literal and an optional type.
pub fn number_attr(
    n: Lit,
    ty: Option<Type>,
    start: usize,
    end: usize,
) -> Result<Attribute, ActionError> {
    let elem = match ty {
        None => match n {
            Lit::Float(_) | Lit::Inf(_) | Lit::Nan => ElemType::F64,
            _ => ElemType::I64,
        },
        Some(Type::Scalar(e)) => e,
        Some(other) => {
            return Err(err(
                diag::BAD_ATTRIBUTE,
                start,
                end,
                format!("a number attribute takes a scalar type, found `{other}`"),
                "expected e.g. `: i32` or `: f32`",
            ))
        }
    };
    if elem.is_float() {
        Ok(Attribute::Float {
            value: lit_to_float(&n, elem, start, end)?,
            ty: elem,
        })
    } else {
        Ok(Attribute::Int {
            value: lit_to_int(&n, elem, start, end)?,
            ty: elem,
        })
    }
}

/// The full name of an op written with its dialect prefix elided (`return` inside a function).
pub fn full_op_name(n: &str) -> &str {
    match n {
        "return" => OpKind::Return.name(),
        "call" => OpKind::Call.name(),
        other => other,
    }
}
