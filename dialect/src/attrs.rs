//! Attributes: the compile-time constants attached to operations, and their printed form.
//!
//! Floats print as MLIR prints them (see [`format_float`]), so that a module printed by JAX reads back
//! and prints byte for byte the same.

use std::fmt::{self, Write};

use indexmap::IndexMap;

use crate::types::{ElemType, Type};

/// An ordered attribute dictionary.
pub type AttrDict = IndexMap<String, Attribute>;

/// An attribute value.
#[derive(Debug, Clone, PartialEq)]
pub enum Attribute {
    /// `unit`: present without a value.
    Unit,
    /// `true` / `false`.
    Bool(bool),
    /// `42 : i32`; an untyped integer is `i64`.
    Int {
        /// The value (unsigned 64-bit values are stored by their bits).
        value: i64,
        /// Its type (a scalar or `index`).
        ty: ElemType,
    },
    /// `1.5 : f32`; an untyped float is `f64`.
    Float {
        /// The value, exactly (every narrower float converts to f64 exactly).
        value: f64,
        /// Its type.
        ty: ElemType,
    },
    /// `"text"`.
    String(String),
    /// `[a, b, c]`.
    Array(Vec<Attribute>),
    /// `array<i64: 1, 2>`.
    DenseArray {
        /// Element type.
        elem: ElemType,
        /// Values (booleans as 0/1; floats are not supported in dense arrays here).
        values: Vec<i64>,
    },
    /// `{a = 1, b}`.
    Dict(AttrDict),
    /// `@name` or `@a::@b`.
    SymbolRef(String),
    /// A type used as an attribute (`function_type = (f32) -> f32`).
    Type(Type),
    /// `dense<...> : tensor<...>`.
    Dense(DenseElements),
    /// `#stablehlo.dot<...>`.
    Dot(DotDims),
    /// `affine_map<(d0, d1) -> (d1, d0)>` (the indexing maps of `linalg.generic`).
    AffineMap(crate::affine::AffineMap),
    /// An attribute of a dialect this compiler does not model (Shardy's `#sdy.op_sharding_rule<...>`),
    /// kept as written, to be printed back.
    Opaque(String),
    /// `#stablehlo.gather<...>`.
    Gather(GatherDims),
    /// `#stablehlo.scatter<...>`.
    Scatter(ScatterDims),
    /// `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`.
    Conv(ConvDims),
    /// A dialect attribute whose body is a list of `key = value` fields, printed
    /// `#stablehlo.channel_handle<handle = 1, type = 0>`: channel handles, output-operand aliases, dot
    /// algorithms and result accuracies. The parser checks the fields against the attribute's schema
    /// and stores them in the order (and with the omissions) MLIR prints them.
    Struct {
        /// The attribute's name without `#`, e.g. `stablehlo.channel_handle`.
        name: String,
        /// The fields in printing order. Integers are `i64` [`Attribute::Int`]s, integer lists are
        /// [`Attribute::Array`]s of them, floats are `f64` [`Attribute::Float`]s; they print bare (no
        /// `: type`).
        fields: Vec<(String, Attribute)>,
    },
    /// `#stablehlo<comparison_direction GT>`, `#stablehlo<precision DEFAULT>`: an enum case of a dialect.
    /// The enums that have an attribute of their own print `#stablehlo.result_accuracy_mode<DEFAULT>`
    /// (see [`enum_has_own_mnemonic`]).
    Enum {
        /// The dialect, e.g. `stablehlo`.
        dialect: String,
        /// The enum, e.g. `comparison_direction`.
        kind: String,
        /// The case, e.g. `GT`.
        value: String,
    },
}

impl Attribute {
    /// The integer value of an `Int` attribute.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Attribute::Int { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// The values of a dense array (`array<i64: ...>`).
    pub fn as_dense_array(&self) -> Option<&[i64]> {
        match self {
            Attribute::DenseArray { values, .. } => Some(values),
            _ => None,
        }
    }

    /// The text of a string attribute.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attribute::String(s) => Some(s),
            _ => None,
        }
    }

    /// The boolean of a `Bool` attribute.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Attribute::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The case name of an enum attribute.
    pub fn as_enum(&self) -> Option<&str> {
        match self {
            Attribute::Enum { value, .. } => Some(value),
            _ => None,
        }
    }

    /// `array<i64: ...>` from a slice.
    pub fn i64_array(values: &[i64]) -> Attribute {
        Attribute::DenseArray {
            elem: ElemType::I64,
            values: values.to_vec(),
        }
    }

    /// A `stablehlo` enum case.
    pub fn stablehlo_enum(kind: &str, value: &str) -> Attribute {
        Attribute::Enum {
            dialect: "stablehlo".into(),
            kind: kind.into(),
            value: value.into(),
        }
    }
}

/// The payload of a `dense<...>` attribute. When every element is equal it is stored as a splat, as
/// MLIR does, so `dense<[1, 1]>` and `dense<1>` are the same attribute.
#[derive(Debug, Clone, PartialEq)]
pub struct DenseElements {
    /// The tensor (or scalar) type of the whole attribute.
    pub ty: Type,
    /// The elements in row-major order; exactly one for a splat.
    pub values: DenseValues,
}

/// Element storage of a dense attribute.
#[derive(Debug, Clone, PartialEq)]
pub enum DenseValues {
    /// Float elements (f16/bf16/f32 values are exact in f64).
    Float(Vec<f64>),
    /// Integer and boolean elements.
    Int(Vec<i64>),
    /// Complex elements as (real, imaginary) pairs, each exact in f64 (the components of
    /// `complex<f32>` are f32 values).
    Complex(Vec<(f64, f64)>),
}

impl DenseValues {
    /// Number of stored elements.
    pub fn len(&self) -> usize {
        match self {
            DenseValues::Float(v) => v.len(),
            DenseValues::Int(v) => v.len(),
            DenseValues::Complex(v) => v.len(),
        }
    }

    /// True when nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl DenseElements {
    /// Builds the attribute, collapsing equal elements to a splat.
    pub fn new(ty: Type, values: DenseValues) -> DenseElements {
        let values = match values {
            DenseValues::Float(v)
                if v.len() > 1 && v.iter().all(|x| x.to_bits() == v[0].to_bits()) =>
            {
                DenseValues::Float(vec![v[0]])
            }
            DenseValues::Int(v) if v.len() > 1 && v.iter().all(|x| *x == v[0]) => {
                DenseValues::Int(vec![v[0]])
            }
            DenseValues::Complex(v)
                if v.len() > 1
                    && v.iter().all(|x| {
                        x.0.to_bits() == v[0].0.to_bits() && x.1.to_bits() == v[0].1.to_bits()
                    }) =>
            {
                DenseValues::Complex(vec![v[0]])
            }
            v => v,
        };
        DenseElements { ty, values }
    }

    /// A splat zero of `ty` (`0`, `0.0`, `(0.0, 0.0)` or `false`, as the element type takes).
    pub fn zeros(ty: Type) -> DenseElements {
        let e = ty.elem();
        let values = if e.is_some_and(|e| e.complex_component().is_some()) {
            DenseValues::Complex(vec![(0.0, 0.0)])
        } else if e.is_some_and(|e| e.is_float()) {
            DenseValues::Float(vec![0.0])
        } else {
            DenseValues::Int(vec![0])
        };
        DenseElements { ty, values }
    }

    /// True when one value stands for every element.
    pub fn is_splat(&self) -> bool {
        self.values.len() == 1 && self.ty.num_elements() != Some(1)
            || self.ty.num_elements() == Some(1)
    }
}

/// `#stablehlo.dot<...>`: the dimension numbers of `dot_general`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DotDims {
    /// `lhs_batching_dimensions`
    pub lhs_batch: Vec<i64>,
    /// `rhs_batching_dimensions`
    pub rhs_batch: Vec<i64>,
    /// `lhs_contracting_dimensions`
    pub lhs_contract: Vec<i64>,
    /// `rhs_contracting_dimensions`
    pub rhs_contract: Vec<i64>,
}

/// `#stablehlo.gather<...>`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GatherDims {
    /// `offset_dims`
    pub offset_dims: Vec<i64>,
    /// `collapsed_slice_dims`
    pub collapsed_slice_dims: Vec<i64>,
    /// `operand_batching_dims`
    pub operand_batching_dims: Vec<i64>,
    /// `start_indices_batching_dims`
    pub start_indices_batching_dims: Vec<i64>,
    /// `start_index_map`
    pub start_index_map: Vec<i64>,
    /// `index_vector_dim`
    pub index_vector_dim: i64,
}

/// `#stablehlo.scatter<...>`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ScatterDims {
    /// `update_window_dims`
    pub update_window_dims: Vec<i64>,
    /// `inserted_window_dims`
    pub inserted_window_dims: Vec<i64>,
    /// `input_batching_dims`
    pub input_batching_dims: Vec<i64>,
    /// `scatter_indices_batching_dims`
    pub scatter_indices_batching_dims: Vec<i64>,
    /// `scatter_dims_to_operand_dims`
    pub scatter_dims_to_operand_dims: Vec<i64>,
    /// `index_vector_dim`
    pub index_vector_dim: i64,
}

/// `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`: where each logical dimension lives.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ConvDims {
    /// Position of `b` in the input.
    pub input_batch: i64,
    /// Position of `f` in the input.
    pub input_feature: i64,
    /// Positions of the spatial dimensions 0, 1, ... in the input.
    pub input_spatial: Vec<i64>,
    /// Position of `i` in the kernel.
    pub kernel_input_feature: i64,
    /// Position of `o` in the kernel.
    pub kernel_output_feature: i64,
    /// Positions of the spatial dimensions in the kernel.
    pub kernel_spatial: Vec<i64>,
    /// Position of `b` in the output.
    pub output_batch: i64,
    /// Position of `f` in the output.
    pub output_feature: i64,
    /// Positions of the spatial dimensions in the output.
    pub output_spatial: Vec<i64>,
}

impl ConvDims {
    /// Builds the dims from the three layouts of letters and spatial numbers; `None` if a layout is
    /// malformed. `letters` are the batch/feature letters of the layout (`b`,`f` / `i`,`o` / `b`,`f`).
    pub fn from_layouts(layouts: [&[String]; 3]) -> Result<ConvDims, String> {
        fn one(
            layout: &[String],
            a: &str,
            b: &str,
            what: &str,
        ) -> Result<(i64, i64, Vec<i64>), String> {
            let mut pa = None;
            let mut pb = None;
            let mut spatial: Vec<Option<i64>> = vec![None; layout.len().saturating_sub(2)];
            for (pos, item) in layout.iter().enumerate() {
                let pos = pos as i64;
                if item == a && pa.is_none() {
                    pa = Some(pos);
                } else if item == b && pb.is_none() {
                    pb = Some(pos);
                } else if let Ok(n) = item.parse::<usize>() {
                    match spatial.get_mut(n) {
                        Some(slot @ None) => *slot = Some(pos),
                        _ => return Err(format!("spatial dimension {n} is out of range or repeated in the {what} layout")),
                    }
                } else {
                    return Err(format!("unexpected `{item}` in the {what} layout (expected `{a}`, `{b}` or a spatial dimension number)"));
                }
            }
            let (Some(pa), Some(pb)) = (pa, pb) else {
                return Err(format!(
                    "the {what} layout must name `{a}` and `{b}` once each"
                ));
            };
            let spatial: Option<Vec<i64>> = spatial.into_iter().collect();
            let spatial =
                spatial.ok_or_else(|| format!("the {what} layout misses a spatial dimension"))?;
            Ok((pa, pb, spatial))
        }
        let (ib, ifeat, isp) = one(layouts[0], "b", "f", "input")?;
        let (ki, ko, ksp) = one(layouts[1], "i", "o", "kernel")?;
        let (ob, of, osp) = one(layouts[2], "b", "f", "output")?;
        if isp.len() != ksp.len() || isp.len() != osp.len() {
            return Err(
                "input, kernel and output layouts must have the same number of spatial dimensions"
                    .into(),
            );
        }
        Ok(ConvDims {
            input_batch: ib,
            input_feature: ifeat,
            input_spatial: isp,
            kernel_input_feature: ki,
            kernel_output_feature: ko,
            kernel_spatial: ksp,
            output_batch: ob,
            output_feature: of,
            output_spatial: osp,
        })
    }

    /// Writes `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
    pub fn write_layouts(&self, out: &mut impl Write) -> fmt::Result {
        fn layout(
            out: &mut impl Write,
            a: (i64, &str),
            b: (i64, &str),
            spatial: &[i64],
        ) -> fmt::Result {
            let n = spatial.len() + 2;
            out.write_char('[')?;
            for pos in 0..n as i64 {
                if pos > 0 {
                    out.write_str(", ")?;
                }
                if pos == a.0 {
                    out.write_str(a.1)?;
                } else if pos == b.0 {
                    out.write_str(b.1)?;
                } else if let Some(k) = spatial.iter().position(|&p| p == pos) {
                    write!(out, "{k}")?;
                } else {
                    out.write_char('?')?;
                }
            }
            out.write_char(']')
        }
        layout(
            out,
            (self.input_batch, "b"),
            (self.input_feature, "f"),
            &self.input_spatial,
        )?;
        out.write_char('x')?;
        layout(
            out,
            (self.kernel_input_feature, "i"),
            (self.kernel_output_feature, "o"),
            &self.kernel_spatial,
        )?;
        out.write_str("->")?;
        layout(
            out,
            (self.output_batch, "b"),
            (self.output_feature, "f"),
            &self.output_spatial,
        )
    }
}

fn write_int_list(out: &mut impl Write, v: &[i64]) -> fmt::Result {
    out.write_char('[')?;
    for (i, x) in v.iter().enumerate() {
        if i > 0 {
            out.write_str(", ")?;
        }
        write!(out, "{x}")?;
    }
    out.write_char(']')
}

fn write_fields(
    out: &mut impl Write,
    name: &str,
    fields: &[(&str, &[i64])],
    last: Option<(&str, i64)>,
) -> fmt::Result {
    write!(out, "#stablehlo.{name}<")?;
    let mut first = true;
    for (k, v) in fields {
        if v.is_empty() {
            continue;
        }
        if !first {
            out.write_str(", ")?;
        }
        first = false;
        write!(out, "{k} = ")?;
        write_int_list(out, v)?;
    }
    // StableHLO's printStruct omits an integer field that is 0 (its default).
    if let Some((k, v)) = last.filter(|&(_, v)| v != 0) {
        if !first {
            out.write_str(", ")?;
        }
        write!(out, "{k} = {v}")?;
    }
    out.write_char('>')
}

/// Formats a float as MLIR does: `%.6e`-style when that reads back to the same value, otherwise the
/// shortest decimal of the type's precision (LLVM `APFloat::toString`), otherwise the hex bit pattern
/// (`0x7F800000` for infinities and NaNs).
pub fn format_float(value: f64, ty: ElemType) -> String {
    crate::float_format::format_float(value, ty)
}

/// Bit pattern of `value` in the element type `ty` (for hex printing and raw buffers).
pub fn float_bits(value: f64, ty: ElemType) -> u64 {
    crate::float_format::float_bits(value, ty)
}

impl fmt::Display for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attribute::Unit => f.write_str("unit"),
            Attribute::Bool(b) => write!(f, "{b}"),
            Attribute::Int { value, ty } => {
                if *ty == ElemType::I1 {
                    write!(f, "{}", *value != 0)
                } else if *ty == ElemType::I64 {
                    write!(f, "{value} : i64")
                } else if ty.is_unsigned() && *ty == ElemType::UI64 {
                    write!(f, "{} : {ty}", *value as u64)
                } else {
                    write!(f, "{value} : {ty}")
                }
            }
            Attribute::Float { value, ty } => write!(f, "{} : {ty}", format_float(*value, *ty)),
            Attribute::String(s) => write_string(f, s),
            Attribute::Array(items) => {
                f.write_char('[')?;
                for (i, a) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_char(']')
            }
            Attribute::DenseArray { elem, values } => {
                write!(f, "array<{elem}")?;
                for (i, v) in values.iter().enumerate() {
                    f.write_str(if i == 0 { ": " } else { ", " })?;
                    if *elem == ElemType::I1 {
                        write!(f, "{}", *v != 0)?;
                    } else {
                        write!(f, "{v}")?;
                    }
                }
                f.write_char('>')
            }
            Attribute::Dict(d) => write_dict(f, d),
            Attribute::SymbolRef(s) => {
                for (i, part) in s.split("::@").enumerate() {
                    if i > 0 {
                        f.write_str("::")?;
                    }
                    write_symbol(f, part)?;
                }
                Ok(())
            }
            Attribute::Type(t) => write!(f, "{t}"),
            Attribute::Dense(d) => write!(f, "{d}"),
            Attribute::Opaque(text) => f.write_str(text),
            Attribute::AffineMap(map) => write!(f, "{map}"),
            Attribute::Dot(d) => write_fields(
                f,
                "dot",
                &[
                    ("lhs_batching_dimensions", &d.lhs_batch),
                    ("rhs_batching_dimensions", &d.rhs_batch),
                    ("lhs_contracting_dimensions", &d.lhs_contract),
                    ("rhs_contracting_dimensions", &d.rhs_contract),
                ],
                None,
            ),
            Attribute::Gather(g) => write_fields(
                f,
                "gather",
                &[
                    ("offset_dims", &g.offset_dims),
                    ("collapsed_slice_dims", &g.collapsed_slice_dims),
                    ("operand_batching_dims", &g.operand_batching_dims),
                    (
                        "start_indices_batching_dims",
                        &g.start_indices_batching_dims,
                    ),
                    ("start_index_map", &g.start_index_map),
                ],
                Some(("index_vector_dim", g.index_vector_dim)),
            ),
            Attribute::Scatter(s) => write_fields(
                f,
                "scatter",
                &[
                    ("update_window_dims", &s.update_window_dims),
                    ("inserted_window_dims", &s.inserted_window_dims),
                    ("input_batching_dims", &s.input_batching_dims),
                    (
                        "scatter_indices_batching_dims",
                        &s.scatter_indices_batching_dims,
                    ),
                    (
                        "scatter_dims_to_operand_dims",
                        &s.scatter_dims_to_operand_dims,
                    ),
                ],
                Some(("index_vector_dim", s.index_vector_dim)),
            ),
            Attribute::Conv(c) => {
                f.write_str("#stablehlo.conv<")?;
                c.write_layouts(f)?;
                f.write_char('>')
            }
            Attribute::Struct { name, fields } => {
                write!(f, "#{name}")?;
                write_struct_body(f, fields)
            }
            Attribute::Enum {
                dialect,
                kind,
                value,
            } => {
                if enum_has_own_mnemonic(dialect, kind) {
                    write!(f, "#{dialect}.{kind}<{value}>")
                } else {
                    write!(f, "#{dialect}<{kind} {value}>")
                }
            }
        }
    }
}

/// True for the enums that StableHLO defines with an attribute of their own (printed
/// `#stablehlo.result_accuracy_mode<DEFAULT>`) rather than through the dialect's enum syntax
/// (`#stablehlo<precision DEFAULT>`), and linalg's `#linalg.iterator_type<parallel>`.
pub fn enum_has_own_mnemonic(dialect: &str, kind: &str) -> bool {
    matches!(
        (dialect, kind),
        ("stablehlo", "result_accuracy_mode") | ("linalg", "iterator_type")
    )
}

/// Writes the body of a struct attribute, `<key = value, ...>`, with bare values: integers without
/// their type, floats as MLIR's `printFloat` prints an f64, lists as `[1, 2]`.
pub fn write_struct_body(f: &mut impl Write, fields: &[(String, Attribute)]) -> fmt::Result {
    f.write_char('<')?;
    for (i, (k, v)) in fields.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{k} = ")?;
        write_bare(f, v)?;
    }
    f.write_char('>')
}

fn write_bare(f: &mut impl Write, v: &Attribute) -> fmt::Result {
    match v {
        Attribute::Int { value, .. } => write!(f, "{value}"),
        Attribute::Float { value, ty } => f.write_str(&format_float(*value, *ty)),
        Attribute::Array(items) => {
            f.write_char('[')?;
            for (i, a) in items.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write_bare(f, a)?;
            }
            f.write_char(']')
        }
        other => write!(f, "{other}"),
    }
}

/// Writes `{a = 1, b}` (a unit attribute prints as its bare name).
pub fn write_dict(f: &mut impl Write, d: &AttrDict) -> fmt::Result {
    f.write_char('{')?;
    for (i, (k, v)) in d.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write_attr_name(f, k)?;
        if *v != Attribute::Unit {
            write!(f, " = {v}")?;
        }
    }
    f.write_char('}')
}

/// Writes an attribute name, quoting it when it is not a bare identifier.
pub fn write_attr_name(f: &mut impl Write, k: &str) -> fmt::Result {
    let bare = k
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'));
    if bare {
        f.write_str(k)
    } else {
        write_string(f, k)
    }
}

/// Writes `@name`, quoting names that are not bare identifiers.
pub fn write_symbol(f: &mut impl Write, s: &str) -> fmt::Result {
    f.write_char('@')?;
    let bare = s
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'));
    if bare {
        f.write_str(s)
    } else {
        write_string(f, s)
    }
}

/// Writes a string literal with MLIR's escapes (`\"`, `\\`, `\n`, `\t`, and `\XX` for other bytes).
pub fn write_string(f: &mut impl Write, s: &str) -> fmt::Result {
    f.write_char('"')?;
    for b in s.bytes() {
        match b {
            b'\\' => f.write_str("\\\\")?,
            b'"' => f.write_str("\\22")?,
            0x20..=0x7e => f.write_char(b as char)?,
            _ => write!(f, "\\{b:02X}")?,
        }
    }
    f.write_char('"')
}

/// Above this many elements a non-splat dense attribute prints as a hex blob, as MLIR's printer does.
pub const HEX_THRESHOLD: usize = 100;

impl fmt::Display for DenseElements {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A quantized tensor's literal is of its storage type.
        let elem = self.ty.storage().elem().unwrap_or(ElemType::F32);
        let shape: Vec<i64> = self.ty.shape().map(|s| s.to_vec()).unwrap_or_default();
        f.write_str("dense<")?;
        let n = self.values.len();
        let part = elem.complex_component().unwrap_or(elem);
        let write_elem = |f: &mut fmt::Formatter<'_>, i: usize| -> fmt::Result {
            match &self.values {
                DenseValues::Float(v) => f.write_str(&format_float(v[i], elem)),
                // MLIR prints a complex element as `(re,im)`, without a space.
                DenseValues::Complex(v) => write!(
                    f,
                    "({},{})",
                    format_float(v[i].0, part),
                    format_float(v[i].1, part)
                ),
                DenseValues::Int(v) => {
                    if elem == ElemType::I1 {
                        write!(f, "{}", v[i] != 0)
                    } else if elem == ElemType::UI64 {
                        write!(f, "{}", v[i] as u64)
                    } else {
                        write!(f, "{}", v[i])
                    }
                }
            }
        };
        let total = self.ty.num_elements().unwrap_or(n as u64) as usize;
        if total == 0 {
            // MLIR prints an attribute without elements as `dense<>`.
        } else if n == 1 && total != 0 && shape.iter().all(|&d| d >= 0) {
            write_elem(f, 0)?;
        } else if n > HEX_THRESHOLD {
            f.write_str("\"0x")?;
            // Little-endian elements; a complex element is its real part, then its imaginary part.
            let write_bits = |f: &mut fmt::Formatter<'_>, bits: u64, bytes: usize| {
                (0..bytes).try_for_each(|b| write!(f, "{:02X}", (bits >> (8 * b)) & 0xff))
            };
            for i in 0..n {
                match &self.values {
                    DenseValues::Float(v) => {
                        write_bits(f, float_bits(v[i], elem), elem.byte_size())?
                    }
                    DenseValues::Int(v) => write_bits(f, v[i] as u64, elem.byte_size())?,
                    DenseValues::Complex(v) => {
                        write_bits(f, float_bits(v[i].0, part), part.byte_size())?;
                        write_bits(f, float_bits(v[i].1, part), part.byte_size())?;
                    }
                }
            }
            f.write_char('"')?;
        } else {
            // Nested lists following the shape.
            fn rec(
                f: &mut fmt::Formatter<'_>,
                shape: &[i64],
                offset: &mut usize,
                we: &dyn Fn(&mut fmt::Formatter<'_>, usize) -> fmt::Result,
            ) -> fmt::Result {
                if shape.is_empty() {
                    let r = we(f, *offset);
                    *offset += 1;
                    return r;
                }
                f.write_char('[')?;
                for i in 0..shape[0].max(0) {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    rec(f, &shape[1..], offset, we)?;
                }
                f.write_char(']')
            }
            let mut off = 0;
            rec(f, &shape, &mut off, &write_elem)?;
        }
        write!(f, "> : {}", self.ty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dense_collapses_to_splat_and_prints() {
        let t = Type::tensor(vec![2, 2], ElemType::I64);
        let d = DenseElements::new(t.clone(), DenseValues::Int(vec![1, 1, 1, 1]));
        assert_eq!(d.to_string(), "dense<1> : tensor<2x2xi64>");
        let d = DenseElements::new(t, DenseValues::Int(vec![1, 2, 3, 4]));
        assert_eq!(d.to_string(), "dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>");
    }

    #[test]
    fn conv_layouts_round_trip() {
        let l = |s: &str| {
            s.split(',')
                .map(|x| x.trim().to_string())
                .collect::<Vec<_>>()
        };
        let c =
            ConvDims::from_layouts([&l("b, 0, 1, f"), &l("0, 1, i, o"), &l("b, 0, 1, f")]).unwrap();
        let mut s = String::new();
        c.write_layouts(&mut s).unwrap();
        assert_eq!(s, "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]");
        assert!(
            ConvDims::from_layouts([&l("b, 0, f"), &l("0, 1, i, o"), &l("b, 0, 1, f")]).is_err()
        );
    }
}
