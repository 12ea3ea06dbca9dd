//! Quantized element types: `!quant.uniform<...>`, as MLIR's quant dialect parses and prints them
//! (`mlir/lib/Dialect/Quant/IR/TypeParser.cpp`) and with the StableHLO specification's
//! constraints on them ("Quantized element types", C1-C13).
//!
//! A quantized type appears only as the element type of a tensor ([`crate::types::Type::QuantTensor`]).
//! It lives in the IR from the parser to the `quant-to-math` pass, which rewrites every op on
//! quantized tensors into integer and float ops on their storage type; no later layer sees one.
//!
//! Printing follows MLIR byte for byte: the storage type (`i8`, or `u8` for an unsigned one), its
//! range in `<min:max>` only when it is not the storage type's full range, `:` and the expressed
//! type, `:axis` for a per-axis type, then the scales printed as LLVM's `raw_ostream` prints a
//! `double` (`%e`: `1.000000e-01`), each with `:zero_point` only when the zero point is not 0. As in
//! MLIR, a scale with more than seven significant digits prints rounded to seven.

use std::fmt;

use crate::attrs::Attribute;
use crate::ir::Module;
use crate::types::{ElemType, FunctionType, Type};

/// A uniform quantized element type, per tensor (`axis` is `None`, one scale) or per axis.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct QuantType {
    /// The integer type the values are stored in (`i8`, `ui8`, ...).
    pub storage: ElemType,
    /// The smallest storage value (the storage type's minimum unless written).
    pub storage_min: i64,
    /// The largest storage value (the storage type's maximum unless written).
    pub storage_max: i64,
    /// The float type the values stand for (`f32`, `f16`, `bf16`, ...).
    pub expressed: ElemType,
    /// The quantization dimension of a per-axis type.
    pub axis: Option<u32>,
    /// The scales, as the bits of their `f64` values (so that the type is `Eq` and `Hash`, as
    /// MLIR uniques types by their parameters).
    scale_bits: Vec<u64>,
    /// The zero points, one per scale.
    pub zero_points: Vec<i64>,
}

impl QuantType {
    /// A per-tensor (`axis` `None`, one parameter) or per-axis type; the caller has checked the
    /// constraints (see [`QuantType::parse`]).
    pub fn new(
        storage: ElemType,
        (storage_min, storage_max): (i64, i64),
        expressed: ElemType,
        axis: Option<u32>,
        params: &[(f64, i64)],
    ) -> QuantType {
        QuantType {
            storage,
            storage_min,
            storage_max,
            expressed,
            axis,
            scale_bits: params.iter().map(|p| p.0.to_bits()).collect(),
            zero_points: params.iter().map(|p| p.1).collect(),
        }
    }

    /// The scales, one per slice of the quantization dimension (one for a per-tensor type).
    pub fn scales(&self) -> Vec<f64> {
        self.scale_bits.iter().map(|&b| f64::from_bits(b)).collect()
    }

    /// True for a per-axis type.
    pub fn is_per_axis(&self) -> bool {
        self.axis.is_some()
    }

    /// The storage type's full range (the default of `storage_min`/`storage_max`).
    fn default_range(storage: ElemType) -> (i64, i64) {
        let (lo, hi) = storage.int_range().unwrap_or((0, 0));
        (lo as i64, hi as i64)
    }

    /// The spec's `baseline_element_type` comparison: everything but the scales and zero points.
    pub fn same_baseline(&self, other: &QuantType) -> bool {
        self.storage == other.storage
            && self.storage_min == other.storage_min
            && self.storage_max == other.storage_max
            && self.expressed == other.expressed
            && self.axis == other.axis
    }

    /// This type with another quantization dimension (the element type of the result of a data
    /// movement op, which the spec lets differ only there).
    pub fn with_axis(&self, axis: Option<u32>) -> QuantType {
        QuantType {
            axis,
            ..self.clone()
        }
    }

    /// Parses the text of a `!quant.uniform<...>` type (the whole of it, from `!quant.uniform<`
    /// to its closing `>`). The error names the rule that is broken.
    pub fn parse(text: &str) -> Result<QuantType, String> {
        let body = text
            .strip_prefix("!quant.uniform<")
            .and_then(|b| b.strip_suffix('>'))
            .ok_or_else(|| format!("`{text}` is not a `!quant.uniform<...>` type"))?;
        let mut c = Cursor { s: body, at: 0 };
        // Storage type: `iN` or `siN` (signed), `uN` or `uiN` (unsigned), N in 1..=32 (MLIR's
        // MaxStorageBits), of a width this compiler has an integer type for.
        let word = c.word();
        let (unsigned, digits) = if let Some(d) = word.strip_prefix("si") {
            (false, d)
        } else if let Some(d) = word.strip_prefix("ui") {
            (true, d)
        } else if let Some(d) = word.strip_prefix('u') {
            (true, d)
        } else if let Some(d) = word.strip_prefix('i') {
            (false, d)
        } else {
            return Err(format!(
                "illegal quantized storage type `{word}` (expected an integer type such as i8 or u8)"
            ));
        };
        let width: u32 = digits
            .parse()
            .map_err(|_| format!("illegal quantized storage type `{word}`"))?;
        if width == 0 || width > 32 {
            return Err(format!("illegal storage type size: {width}"));
        }
        let name = format!("{}{width}", if unsigned { "ui" } else { "i" });
        let storage = ElemType::parse(&name)
            .filter(|e| e.is_integer() && !e.is_bool())
            .ok_or_else(|| {
                format!(
                    "storage type `{word}` is not supported (the integer types are i2, i4, i8, \
                     i16, i32 and their unsigned twins)"
                )
            })?;
        let (dmin, dmax) = QuantType::default_range(storage);
        let (mut smin, mut smax) = (dmin, dmax);
        if c.eat('<') {
            smin = c.int()?;
            c.expect(':')?;
            smax = c.int()?;
            c.expect('>')?;
            // C3: min_value(storage_type) <= storage_min < storage_max <= max_value(storage_type).
            if smin < dmin {
                return Err(format!(
                    "illegal storage type minimum: {smin} (C3: at least {dmin}, the minimum of {word})"
                ));
            }
            if smax > dmax {
                return Err(format!(
                    "illegal storage type maximum: {smax} (C3: at most {dmax}, the maximum of {word})"
                ));
            }
            if smin >= smax {
                return Err(format!(
                    "storage_min {smin} is not below storage_max {smax} (C3)"
                ));
            }
        }
        c.expect(':')?;
        let ew = c.word();
        let expressed = ElemType::parse(ew)
            .filter(|e| e.is_float())
            .ok_or_else(|| format!("expecting float expressed type, found `{ew}`"))?;
        let mut axis = None;
        if c.eat(':') {
            let a = c.int()?;
            // C11: 0 <= quantization_dimension.
            if a < 0 || a > u32::MAX as i64 {
                return Err(format!(
                    "quantization dimension {a} is negative or too large (C11)"
                ));
            }
            axis = Some(a as u32);
        }
        c.expect(',')?;
        let mut params = Vec::new();
        if axis.is_some() {
            c.expect('{')?;
            loop {
                params.push(c.param()?);
                if c.eat('}') {
                    break;
                }
                c.expect(',')?;
            }
        } else {
            params.push(c.param()?);
        }
        c.skip_ws();
        if c.at != c.s.len() {
            return Err(format!(
                "unexpected `{}` in the quantized type",
                &c.s[c.at..]
            ));
        }
        let fmt = expressed.float_format();
        for &(scale, zp) in &params {
            // C5, C6: scales are positive and finite; MLIR also asks them to lie within the
            // expressed type's range.
            if scale <= 0.0 || !scale.is_finite() {
                return Err(format!(
                    "scale {} is not positive and finite (C5, C6)",
                    fmt_scale(scale)
                ));
            }
            if let Some(f) = fmt {
                if scale > f.max_finite() {
                    return Err(format!(
                        "scale {} out of expressed type range of {expressed} (C4)",
                        fmt_scale(scale)
                    ));
                }
            }
            // C7: storage_min <= zero_points <= storage_max.
            if zp < smin || zp > smax {
                return Err(format!(
                    "zero point {zp} outside the storage range [{smin}, {smax}] (C7)"
                ));
            }
        }
        Ok(QuantType::new(
            storage,
            (smin, smax),
            expressed,
            axis,
            &params,
        ))
    }
}

/// A scale as LLVM's `raw_ostream << double` writes it: C's `%e` (six digits after the point, an
/// exponent of at least two digits with its sign).
pub fn fmt_scale(x: f64) -> String {
    if !x.is_finite() {
        return format!("{x}");
    }
    let s = format!("{x:.6e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    let sign = if e < 0 { '-' } else { '+' };
    format!("{mant}e{sign}{:02}", e.unsigned_abs())
}

impl fmt::Display for QuantType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bits = self.storage.bits();
        let sign = if self.storage.is_unsigned() { "u" } else { "i" };
        write!(f, "!quant.uniform<{sign}{bits}")?;
        if (self.storage_min, self.storage_max) != QuantType::default_range(self.storage) {
            write!(f, "<{}:{}>", self.storage_min, self.storage_max)?;
        }
        write!(f, ":{}", self.expressed)?;
        let param = |f: &mut fmt::Formatter<'_>, i: usize| -> fmt::Result {
            f.write_str(&fmt_scale(f64::from_bits(self.scale_bits[i])))?;
            if self.zero_points[i] != 0 {
                write!(f, ":{}", self.zero_points[i])?;
            }
            Ok(())
        };
        match self.axis {
            None => {
                f.write_str(", ")?;
                param(f, 0)?;
            }
            Some(a) => {
                write!(f, ":{a}, {{")?;
                for i in 0..self.scale_bits.len() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    param(f, i)?;
                }
                f.write_str("}")?;
            }
        }
        f.write_str(">")
    }
}

/// A cursor over the body of a quantized type (MLIR's tokens: whitespace between them is free).
struct Cursor<'a> {
    s: &'a str,
    at: usize,
}

impl<'a> Cursor<'a> {
    fn skip_ws(&mut self) {
        while self.s[self.at..].starts_with(|c: char| c.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    fn eat(&mut self, ch: char) -> bool {
        self.skip_ws();
        if self.s[self.at..].starts_with(ch) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, ch: char) -> Result<(), String> {
        if self.eat(ch) {
            Ok(())
        } else {
            let rest = &self.s[self.at..];
            Err(if rest.is_empty() {
                format!("expected `{ch}` at the end of the quantized type")
            } else {
                format!("expected `{ch}` in the quantized type, found `{rest}`")
            })
        }
    }

    /// An identifier (`i8`, `f32`, `bf16`).
    fn word(&mut self) -> &'a str {
        self.skip_ws();
        let n = self.s[self.at..]
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
            .count();
        let w = &self.s[self.at..self.at + n];
        self.at += n;
        w
    }

    /// A literal made of the characters a number can hold (`-30`, `0.1`, `2.0e-2`).
    fn number(&mut self) -> &'a str {
        self.skip_ws();
        let bytes = self.s.as_bytes();
        let start = self.at;
        let mut i = self.at;
        while i < bytes.len() {
            let b = bytes[i];
            // A sign leads the literal or follows its exponent's `e`.
            let sign =
                (b == b'-' || b == b'+') && (i == start || matches!(bytes[i - 1], b'e' | b'E'));
            if b.is_ascii_digit() || b == b'.' || b == b'e' || b == b'E' || sign {
                i += 1;
            } else {
                break;
            }
        }
        self.at = i;
        &self.s[start..i]
    }

    fn int(&mut self) -> Result<i64, String> {
        let t = self.number();
        t.parse()
            .map_err(|_| format!("expected an integer in the quantized type, found `{t}`"))
    }

    /// `scale` or `scale:zero_point`.
    fn param(&mut self) -> Result<(f64, i64), String> {
        let t = self.number();
        let scale: f64 = t
            .parse()
            .map_err(|_| format!("expected a scale (a float literal), found `{t}`"))?;
        let zp = if self.eat(':') { self.int()? } else { 0 };
        Ok((scale, zp))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_as_mlir_does() {
        for (text, printed) in [
            (
                "!quant.uniform<i8:f32, 0.1:-30>",
                "!quant.uniform<i8:f32, 1.000000e-01:-30>",
            ),
            (
                "!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>",
                "!quant.uniform<i8:f32:0, {1.000000e-01:-30,5.000000e-01:-20}>",
            ),
            (
                "!quant.uniform<i8<-127:127>:f32, 2.0e+2>",
                "!quant.uniform<i8<-127:127>:f32, 2.000000e+02>",
            ),
            (
                "!quant.uniform<u8:bf16, 0.99872:127  >",
                "!quant.uniform<u8:bf16, 9.987200e-01:127>",
            ),
            (
                "!quant.uniform<i8<-128:127>:f16:1, {2.0e+2:-120 , 0.99872:0}>",
                "!quant.uniform<i8:f16:1, {2.000000e+02:-120,9.987200e-01}>",
            ),
        ] {
            let q = QuantType::parse(text).unwrap();
            assert_eq!(q.to_string(), printed);
            assert_eq!(QuantType::parse(printed).unwrap(), q);
        }
    }

    #[test]
    fn constraints_are_named() {
        for (text, rule) in [
            ("!quant.uniform<i8<-129:127>:f32, 1.0>", "C3"),
            ("!quant.uniform<i8<5:5>:f32, 1.0>", "C3"),
            ("!quant.uniform<i8:f32, 0.0>", "C5"),
            ("!quant.uniform<i8:f32, -1.0>", "C5"),
            ("!quant.uniform<i8:f32, 1.0:200>", "C7"),
            ("!quant.uniform<i8:f16, 1.0e6>", "C4"),
        ] {
            let e = QuantType::parse(text).unwrap_err();
            assert!(e.contains(rule), "{text}: {e}");
        }
        assert!(QuantType::parse("!quant.uniform<f8:f32, 1.0>").is_err());
        assert!(QuantType::parse("!quant.uniform<i8:i32, 1.0>").is_err());
        assert!(QuantType::parse("!quant.uniform<i64:f32, 1.0>").is_err());
    }
}

/// How an op treats quantized tensors: the one classification that the verifier and the
/// `quant-to-math` pass share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuantForm {
    /// `uniform_quantize`: float to quantized, or quantized to quantized.
    Quantize,
    /// `uniform_dequantize`.
    Dequantize,
    /// `bitcast_convert`, which sees a quantized tensor as its storage type.
    Bitcast,
    /// The spec defines the op on quantized tensors as `dequantize_op_quantize` (or, for a float
    /// lhs, `hybrid_dequantize_then_op`): its quantized operands are dequantized, it computes in
    /// the expressed type, and its quantized results are quantized.
    Compute,
    /// A data movement op: its quantized operands and results have one element type (up to the
    /// quantization dimension), so it moves storage values unchanged.
    Move,
    /// A structural op (return, call, control flow, barrier, tuple): it passes values on, and
    /// its types must match exactly, quantization parameters included.
    Carry,
    /// An op with a computation region whose block arguments the spec types with the quantized
    /// element types themselves (`reduce`, `reduce_window`, `scatter`, `select_and_scatter`,
    /// `sort`, `map`, `all_reduce`, `reduce_scatter`, `collective_reduce`): the storage values
    /// move in and out, each op of the body is rewritten on its own (an `add` in the body is a
    /// `dequantize_op_quantize` add), and an operand whose element type differs from its body
    /// argument's (the spec's `is_promotable`, a wider storage type) is converted to it first
    /// (the spec's `to_destination_type`: a requantization).
    Body,
    /// `constant` of a quantized tensor type: the literal holds storage values (the spec's
    /// "quantized tensor constants"), so it is a constant of the storage type.
    Constant,
    /// The spec does not define the op on quantized tensors.
    Undefined,
}

impl QuantForm {
    /// The form of an op of kind `k`.
    pub fn of(k: crate::ops::OpKind) -> QuantForm {
        use crate::ops::{BinaryOp as B, OpKind as K, UnaryOp as U};
        match k {
            K::UniformQuantize => QuantForm::Quantize,
            K::UniformDequantize => QuantForm::Dequantize,
            K::BitcastConvert => QuantForm::Bitcast,
            K::Unary(
                U::Abs
                | U::Cbrt
                | U::Ceil
                | U::Cosine
                | U::Exponential
                | U::ExponentialMinusOne
                | U::Floor
                | U::Log
                | U::LogPlusOne
                | U::Logistic
                | U::Negate
                | U::RoundNearestAfz
                | U::RoundNearestEven
                | U::Rsqrt
                | U::Sign
                | U::Sine
                | U::Sqrt
                | U::Tan
                | U::Tanh,
            )
            | K::Binary(
                B::Add
                | B::Atan2
                | B::Divide
                | B::Maximum
                | B::Minimum
                | B::Multiply
                | B::Power
                | B::Remainder
                | B::Subtract,
            )
            | K::Clamp
            | K::Compare
            | K::Select
            | K::DotGeneral
            | K::Dot
            | K::Convolution
            // Processes outside every group get `quantize(0)` (the zero point), not storage 0.
            | K::CollectiveBroadcast
            | K::CollectivePermute
            | K::ReducePrecision
            | K::Cholesky
            | K::TriangularSolve
            | K::BatchNormGrad
            | K::BatchNormInference
            | K::BatchNormTraining => QuantForm::Compute,
            K::Reshape
            | K::Transpose
            | K::BroadcastInDim
            | K::Broadcast
            | K::Slice
            | K::DynamicSlice
            | K::DynamicUpdateSlice
            | K::Concatenate
            | K::Reverse
            | K::Pad
            | K::Gather
            // Collectives and transfers that move values unchanged.
            | K::AllGather
            | K::AllToAll => QuantForm::Move,
            K::OptimizationBarrier
            | K::Return
            | K::StablehloReturn
            | K::Call
            | K::Func
            | K::While
            | K::If
            | K::Case
            | K::Tuple
            | K::GetTupleElement
            // Transfers pass values on as they are.
            | K::Send
            | K::Recv
            | K::Infeed
            | K::Outfeed => QuantForm::Carry,
            K::Reduce
            | K::ReduceWindow
            | K::Sort
            | K::Scatter
            | K::SelectAndScatter
            | K::Map
            | K::AllReduce
            | K::ReduceScatter
            | K::CollectiveReduce => QuantForm::Body,
            K::Constant => QuantForm::Constant,
            // Every other op: the specification gives it no quantized form, so a quantized
            // operand or result is an error (this arm rejects; it does nothing else).
            _ => QuantForm::Undefined,
        }
    }
}

/// `t` with every quantized tensor in it (at any depth of a tuple or function type) replaced by
/// `to` of it.
pub fn map_quant(t: &Type, to: fn(&Type) -> Type) -> Type {
    match t {
        Type::QuantTensor { .. } => to(t),
        Type::Tuple(items) => Type::Tuple(items.iter().map(|i| map_quant(i, to)).collect()),
        Type::Function(ft) => Type::Function(FunctionType {
            inputs: ft.inputs.iter().map(|i| map_quant(i, to)).collect(),
            results: ft.results.iter().map(|i| map_quant(i, to)).collect(),
        }),
        Type::Tensor { .. }
        | Type::UnrankedTensor(_)
        | Type::Scalar(_)
        | Type::HalBuffer
        | Type::HalBufferView
        | Type::Opaque(_)
        | Type::None => t.clone(),
    }
}

/// Replaces every quantized tensor type of the module (values, block arguments, function types)
/// by `to` of it: [`Type::expressed`] for the verifier's view of the ops that compute in the
/// expressed type, [`Type::storage`] for `quant-to-math`.
pub fn map_module_quant(m: &mut Module, to: fn(&Type) -> Type) {
    for (_, v) in m.values.iter_mut() {
        if v.ty.has_quant() {
            v.ty = map_quant(&v.ty, to);
        }
    }
    for (_, d) in m.ops.iter_mut() {
        for dict in [&mut d.attrs, &mut d.props] {
            for (_, a) in dict.iter_mut() {
                if let Attribute::Type(t) = a {
                    if t.has_quant() {
                        *t = map_quant(t, to);
                    }
                }
            }
        }
    }
}

/// True when any value or function type of the module is or holds a quantized tensor.
pub fn module_has_quant(m: &Module) -> bool {
    m.values.values().any(|v| v.ty.has_quant())
        || m.ops.values().any(|d| {
            d.attrs
                .values()
                .chain(d.props.values())
                .any(|a| matches!(a, Attribute::Type(t) if t.has_quant()))
        })
}

/// How the operands and results of a [`QuantForm::Body`] op meet the block arguments of its
/// regions, as the spec's constraints on its body type them.
pub struct BodyTypes {
    /// `(operand index, block argument)`: the operand is converted to the argument's element type
    /// (`to_destination_type`) when the spec lets them differ (`promote`), else they must be equal.
    pub operands: Vec<(usize, crate::ir::Value)>,
    /// `(result index, block argument)`: the result's element type is the argument's.
    pub results: Vec<(usize, crate::ir::Value)>,
    /// True when an operand's element type may be promoted to its argument's (`is_promotable`:
    /// same expressed type, storage type at least as wide); false when they must be equal
    /// (`sort`, `map`, `select_and_scatter`'s `select`).
    pub promote: bool,
    /// The constraint of the op's section of the spec that types its body.
    pub rule: &'static str,
}

/// The operand/argument and result/argument pairs of a [`QuantForm::Body`] op (`None` for any
/// other op or a malformed one: a region or block argument missing, which the ordinary rules
/// report).
pub fn body_types(m: &Module, op: crate::ir::Op) -> Option<Vec<BodyTypes>> {
    use crate::ops::OpKind as K;
    let d = &m.ops[op];
    let args = |r: usize| -> Option<&Vec<crate::ir::Value>> {
        let region = *d.regions.get(r)?;
        let b = *m.regions[region].blocks.first()?;
        Some(&m.blocks[b].args)
    };
    let n_ops = d.operands.len();
    let n_res = d.results.len();
    let pairs = |a: &[crate::ir::Value],
                 idx: &[(usize, usize)]|
     -> Option<Vec<(usize, crate::ir::Value)>> {
        idx.iter().map(|&(i, j)| Some((i, *a.get(j)?))).collect()
    };
    let body = |operands, results, promote, rule| BodyTypes {
        operands,
        results,
        promote,
        rule,
    };
    Some(match d.kind()? {
        K::Reduce | K::ReduceWindow => {
            // inputs..., init_values... against (E0..EN-1, E0..EN-1) -> (E0..EN-1).
            let a = args(0)?;
            let n = n_ops / 2;
            let o: Vec<_> = (0..n_ops).map(|j| (j, j)).collect();
            let r: Vec<_> = (0..n_res.min(n)).map(|j| (j, j)).collect();
            let rule = if d.is(K::Reduce) { "C6" } else { "C13" };
            vec![body(pairs(a, &o)?, pairs(a, &r)?, true, rule)]
        }
        K::Scatter => {
            // inputs..., scatter_indices, updates... against (E0..EN-1, E0..EN-1).
            let a = args(0)?;
            let n = n_ops.saturating_sub(1) / 2;
            let mut o: Vec<_> = (0..n).map(|j| (j, j)).collect();
            o.extend((0..n).map(|j| (n + 1 + j, n + j)));
            let r: Vec<_> = (0..n_res.min(n)).map(|j| (j, j)).collect();
            vec![body(pairs(a, &o)?, pairs(a, &r)?, true, "C23")]
        }
        K::SelectAndScatter => {
            // `select` takes the operand's type exactly (C9); `scatter` reduces the source with
            // the init value (C10).
            let (sel, sc) = (args(0)?, args(1)?);
            vec![
                body(pairs(sel, &[(0, 0), (0, 1)])?, vec![], false, "C9"),
                body(
                    pairs(sc, &[(1, 0), (2, 1)])?,
                    pairs(sc, &[(0, 0)])?,
                    true,
                    "C10",
                ),
            ]
        }
        K::Sort => {
            let a = args(0)?;
            let o: Vec<_> = (0..n_ops)
                .flat_map(|j| [(j, 2 * j), (j, 2 * j + 1)])
                .collect();
            vec![body(pairs(a, &o)?, vec![], false, "C5")]
        }
        K::Map => {
            let a = args(0)?;
            let o: Vec<_> = (0..n_ops).map(|j| (j, j)).collect();
            vec![body(pairs(a, &o)?, vec![], false, "C4")]
        }
        K::AllReduce | K::CollectiveReduce | K::ReduceScatter => {
            // (E, E) -> E for every operand.
            let a = args(0)?;
            let o: Vec<_> = (0..n_ops).map(|j| (j, 0)).collect();
            let r: Vec<_> = (0..n_res).map(|j| (j, 0)).collect();
            let rule = match d.kind()? {
                K::ReduceScatter => "C7",
                K::CollectiveReduce => "C4",
                _ => "C5",
            };
            vec![body(pairs(a, &o)?, pairs(a, &r)?, true, rule)]
        }
        _ => return None,
    })
}
