//! Typed attribute views: each op's attributes read once, with the StableHLO specification's
//! defaults filled in, for the verifier, the reference interpreter and the lowering alike.
//!
//! A view is built from the op with `View::read(m, op)`; a missing required attribute or one of the
//! wrong kind is an [`AttrError`] naming the attribute. Views check kinds and lengths that the
//! defaults need, not the op's semantic rules (ranges, permutations): those are the verifier's.

use crate::attrs::{Attribute, ConvDims, DenseValues, DotDims, GatherDims, ScatterDims};
use crate::ir::{Module, Op};
use crate::ops::{CheckOp, CompareDirection, CompareType, OpKind};
use crate::types::ElemType;
use element::rng::RngAlgorithm;

/// An attribute that is missing or malformed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrError {
    /// The attribute's name.
    pub key: &'static str,
    /// What is wrong.
    pub message: String,
    /// True when the attribute is absent (rather than malformed).
    pub missing: bool,
}

impl std::fmt::Display for AttrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for AttrError {}

type R<T> = Result<T, AttrError>;

fn missing(key: &'static str, op: &str) -> AttrError {
    AttrError {
        key,
        message: format!("`{op}` requires `{key}`"),
        missing: true,
    }
}

fn malformed(key: &'static str, want: &str) -> AttrError {
    AttrError {
        key,
        message: format!("`{key}` must be {want}"),
        missing: false,
    }
}

/// Reads attributes of one op.
struct Reader<'a> {
    m: &'a Module,
    op: Op,
}

impl<'a> Reader<'a> {
    fn name(&self) -> &'a str {
        self.m.ops[self.op].name.as_str()
    }

    fn get(&self, key: &'static str) -> Option<&'a Attribute> {
        self.m.ops[self.op].attr(key)
    }

    /// An integer array (`array<i64: ...>` or an integer `dense<...>`), or `None` when absent.
    fn ints_opt(&self, key: &'static str) -> R<Option<Vec<i64>>> {
        match self.get(key) {
            None => Ok(None),
            Some(Attribute::DenseArray { values, .. }) => Ok(Some(values.clone())),
            Some(Attribute::Dense(d)) => match &d.values {
                DenseValues::Int(v) => {
                    let n = d.ty.num_elements().unwrap_or(v.len() as u64) as usize;
                    Ok(Some(if v.len() == 1 && n != 1 {
                        vec![v[0]; n]
                    } else {
                        v.clone()
                    }))
                }
                _ => Err(malformed(key, "an integer array")),
            },
            Some(_) => Err(malformed(key, "an integer array")),
        }
    }

    fn ints(&self, key: &'static str) -> R<Vec<i64>> {
        self.ints_opt(key)?.ok_or_else(|| missing(key, self.name()))
    }

    /// An integer array, or `n` copies of `default` when absent. A present array keeps its length;
    /// the verifier checks it against the op.
    fn ints_or(&self, key: &'static str, default: i64, n: usize) -> R<Vec<i64>> {
        Ok(self.ints_opt(key)?.unwrap_or_else(|| vec![default; n]))
    }

    fn int(&self, key: &'static str) -> R<i64> {
        match self.get(key) {
            None => Err(missing(key, self.name())),
            Some(Attribute::Int { value, .. }) => Ok(*value),
            Some(_) => Err(malformed(key, "an integer")),
        }
    }

    fn int_or(&self, key: &'static str, default: i64) -> R<i64> {
        match self.get(key) {
            None => Ok(default),
            Some(Attribute::Int { value, .. }) => Ok(*value),
            Some(_) => Err(malformed(key, "an integer")),
        }
    }

    fn bool_or(&self, key: &'static str, default: bool) -> R<bool> {
        match self.get(key) {
            None => Ok(default),
            Some(Attribute::Bool(b)) => Ok(*b),
            Some(Attribute::Unit) => Ok(true),
            Some(_) => Err(malformed(key, "a boolean")),
        }
    }

    fn float_or(&self, key: &'static str, default: f64) -> R<f64> {
        match self.get(key) {
            None => Ok(default),
            Some(Attribute::Float { value, .. }) => Ok(*value),
            Some(Attribute::Int { value, .. }) => Ok(*value as f64),
            Some(_) => Err(malformed(key, "a number")),
        }
    }

    /// `padding` as (low, high) pairs: an `N x 2` integer tensor, or zeros when absent.
    fn padding(&self, key: &'static str, n: usize) -> R<Vec<(i64, i64)>> {
        let flat = self.ints_or(key, 0, 2 * n)?;
        if flat.len() % 2 != 0 {
            return Err(malformed(key, "pairs of (low, high) integers"));
        }
        Ok(flat.chunks(2).map(|p| (p[0], p[1])).collect())
    }

    /// A boolean array (`array<i1: ...>` or `dense<...> : tensor<Nxi1>`), or `default`s.
    fn bools_or(&self, key: &'static str, default: bool, n: usize) -> R<Vec<bool>> {
        Ok(self
            .ints_or(key, default as i64, n)?
            .into_iter()
            .map(|b| b != 0)
            .collect())
    }

    fn rank_of_operand(&self, i: usize) -> usize {
        self.m.ops[self.op]
            .operands
            .get(i)
            .and_then(|&v| self.m.ty(v).rank())
            .unwrap_or(0)
    }

    fn elem_of_operand(&self, i: usize) -> Option<ElemType> {
        self.m.ops[self.op]
            .operands
            .get(i)
            .and_then(|&v| self.m.ty(v).elem())
    }
}

/// `stablehlo.iota`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iota {
    /// `iota_dimension`.
    pub dimension: i64,
}

impl Iota {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Iota> {
        let r = Reader { m, op };
        Ok(Iota {
            dimension: r.int("iota_dimension")?,
        })
    }
}

/// A list of dimensions: `broadcast_in_dim`'s `broadcast_dimensions`, `transpose`'s `permutation`,
/// `reverse`'s and `reduce`'s `dimensions`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dims {
    /// The dimensions.
    pub dims: Vec<i64>,
}

impl Dims {
    /// Reads the op's dimension list (which attribute depends on the op).
    pub fn read(m: &Module, op: Op) -> R<Dims> {
        let r = Reader { m, op };
        let key = match m.ops[op].kind() {
            Some(OpKind::BroadcastInDim) => "broadcast_dimensions",
            Some(OpKind::Transpose) => "permutation",
            _ => "dimensions",
        };
        Ok(Dims { dims: r.ints(key)? })
    }
}

/// `stablehlo.slice`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slice {
    /// `start_indices`.
    pub start: Vec<i64>,
    /// `limit_indices`.
    pub limit: Vec<i64>,
    /// `strides` (1 when absent).
    pub strides: Vec<i64>,
}

impl Slice {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Slice> {
        let r = Reader { m, op };
        let start = r.ints("start_indices")?;
        let limit = r.ints("limit_indices")?;
        let strides = r.ints_or("strides", 1, start.len())?;
        Ok(Slice {
            start,
            limit,
            strides,
        })
    }
}

/// `stablehlo.dynamic_slice`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DynamicSlice {
    /// `slice_sizes`.
    pub sizes: Vec<i64>,
}

impl DynamicSlice {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<DynamicSlice> {
        let r = Reader { m, op };
        Ok(DynamicSlice {
            sizes: r.ints("slice_sizes")?,
        })
    }
}

/// `stablehlo.concatenate`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Concatenate {
    /// `dimension`.
    pub dimension: i64,
}

impl Concatenate {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Concatenate> {
        let r = Reader { m, op };
        Ok(Concatenate {
            dimension: r.int("dimension")?,
        })
    }
}

/// `stablehlo.pad`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pad {
    /// `edge_padding_low`.
    pub low: Vec<i64>,
    /// `edge_padding_high`.
    pub high: Vec<i64>,
    /// `interior_padding`.
    pub interior: Vec<i64>,
}

impl Pad {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Pad> {
        let r = Reader { m, op };
        Ok(Pad {
            low: r.ints("edge_padding_low")?,
            high: r.ints("edge_padding_high")?,
            interior: r.ints("interior_padding")?,
        })
    }
}

/// `stablehlo.compare`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compare {
    /// `comparison_direction`.
    pub direction: CompareDirection,
    /// `compare_type`, or the spec's default for the operands' element type.
    pub compare_type: CompareType,
}

impl Compare {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Compare> {
        let r = Reader { m, op };
        let direction = match r.get("comparison_direction") {
            None => return Err(missing("comparison_direction", r.name())),
            Some(a) => a
                .as_enum()
                .and_then(CompareDirection::from_name)
                .ok_or_else(|| {
                    malformed("comparison_direction", "one of EQ, NE, GE, GT, LE, LT")
                })?,
        };
        let default = CompareType::default_for(r.elem_of_operand(0).unwrap_or(ElemType::F32));
        let compare_type = match r.get("compare_type") {
            None => default,
            // NOTYPE is StableHLO's spelling of "the default for the element type".
            Some(a) if a.as_enum() == Some("NOTYPE") => default,
            Some(a) => a
                .as_enum()
                .and_then(CompareType::from_name)
                .ok_or_else(|| {
                    malformed("compare_type", "one of FLOAT, TOTALORDER, SIGNED, UNSIGNED")
                })?,
        };
        Ok(Compare {
            direction,
            compare_type,
        })
    }
}

/// `stablehlo.dot_general`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DotGeneral {
    /// `dot_dimension_numbers`.
    pub dims: DotDims,
}

impl DotGeneral {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<DotGeneral> {
        let r = Reader { m, op };
        match r.get("dot_dimension_numbers") {
            Some(Attribute::Dot(d)) => Ok(DotGeneral { dims: d.clone() }),
            Some(_) => Err(malformed("dot_dimension_numbers", "#stablehlo.dot<...>")),
            None => Err(missing("dot_dimension_numbers", r.name())),
        }
    }
}

/// `chlo.ragged_dot`: a `dot_general` whose lhs has one ragged dimension, split into groups whose
/// sizes the `group_sizes` operand gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaggedDot {
    /// The batching and contracting dimensions, as `dot_general` takes them.
    pub dims: DotDims,
    /// `lhs_ragged_dimensions` (exactly one in a valid op).
    pub lhs_ragged: Vec<i64>,
    /// `rhs_group_dimensions` (one in mode 1, none otherwise).
    pub rhs_group: Vec<i64>,
}

/// The kind of a `chlo.ragged_dot`'s ragged dimension, which decides its shapes
/// (`ChloOps.td`): `[b,m,k], [g,b,k,n] -> [b,m,n]` when it is an lhs free dimension `m`;
/// `[b,m,k], [b,k,n] -> [g,b,m,n]` when it is a contracting dimension `k`; `[b,m,k], [b,k,n] ->
/// [b,m,n]` when it is a batching dimension `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RaggedMode {
    /// Mode 1: the ragged dimension is an lhs non-contracting dimension.
    NonContracting,
    /// Mode 2: the ragged dimension is contracting.
    Contracting,
    /// Mode 3: the ragged dimension is a batching dimension.
    Batch,
}

impl RaggedDot {
    /// Reads the view. Absent integer-list fields are empty (MLIR leaves empty lists out).
    pub fn read(m: &Module, op: Op) -> R<RaggedDot> {
        let r = Reader { m, op };
        const KEY: &str = "ragged_dot_dimension_numbers";
        const WANT: &str = "#chlo.ragged_dot<...>";
        let fields = match r.get(KEY) {
            Some(Attribute::Struct { name, fields }) if name == "chlo.ragged_dot" => fields,
            Some(_) => return Err(malformed(KEY, WANT)),
            None => return Err(missing(KEY, r.name())),
        };
        let list = |key: &str| -> R<Vec<i64>> {
            match fields.iter().find(|(k, _)| k == key) {
                None => Ok(vec![]),
                Some((_, Attribute::Array(items))) => items
                    .iter()
                    .map(|a| a.as_int().ok_or_else(|| malformed(KEY, WANT)))
                    .collect(),
                Some(_) => Err(malformed(KEY, WANT)),
            }
        };
        Ok(RaggedDot {
            dims: DotDims {
                lhs_batch: list("lhs_batching_dimensions")?,
                rhs_batch: list("rhs_batching_dimensions")?,
                lhs_contract: list("lhs_contracting_dimensions")?,
                rhs_contract: list("rhs_contracting_dimensions")?,
            },
            lhs_ragged: list("lhs_ragged_dimensions")?,
            rhs_group: list("rhs_group_dimensions")?,
        })
    }

    /// The mode of ragged dimension `ragged`.
    pub fn mode(&self, ragged: i64) -> RaggedMode {
        if self.dims.lhs_batch.contains(&ragged) {
            RaggedMode::Batch
        } else if self.dims.lhs_contract.contains(&ragged) {
            RaggedMode::Contracting
        } else {
            RaggedMode::NonContracting
        }
    }

    /// The lhs dimensions that `group_sizes`' leading dimensions stand for (`[b..., x..., g]`):
    /// the batching dimensions (in mode 3 only those before the ragged one), then in mode 1 the lhs
    /// free dimensions before the ragged one, in mode 2 the contracting dimensions before it.
    pub fn group_prefix(&self, ragged: i64) -> Vec<i64> {
        let d = &self.dims;
        let mut prefix = d.lhs_batch.clone();
        match self.mode(ragged) {
            RaggedMode::Batch => {
                let at = d.lhs_batch.iter().position(|&b| b == ragged).unwrap_or(0);
                prefix.truncate(at);
            }
            RaggedMode::Contracting => {
                prefix.extend(d.lhs_contract.iter().take_while(|&&c| c != ragged).copied())
            }
            RaggedMode::NonContracting => prefix.extend(
                (0..ragged).filter(|i| !d.lhs_batch.contains(i) && !d.lhs_contract.contains(i)),
            ),
        }
        prefix
    }
}

/// `stablehlo.convolution`, with the spec's defaults for every window attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Convolution {
    /// `dimension_numbers`.
    pub dims: ConvDims,
    /// `window_strides` (1s).
    pub strides: Vec<i64>,
    /// `padding` as (low, high) per spatial dimension (0s).
    pub padding: Vec<(i64, i64)>,
    /// `lhs_dilation` (1s).
    pub lhs_dilation: Vec<i64>,
    /// `rhs_dilation` (1s).
    pub rhs_dilation: Vec<i64>,
    /// `window_reversal` (false).
    pub reversal: Vec<bool>,
    /// `feature_group_count` (1).
    pub feature_groups: i64,
    /// `batch_group_count` (1).
    pub batch_groups: i64,
}

impl Convolution {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Convolution> {
        let r = Reader { m, op };
        let dims = match r.get("dimension_numbers") {
            Some(Attribute::Conv(c)) => c.clone(),
            Some(_) => return Err(malformed("dimension_numbers", "#stablehlo.conv<...>")),
            None => return Err(missing("dimension_numbers", r.name())),
        };
        let n = dims.input_spatial.len();
        Ok(Convolution {
            strides: r.ints_or("window_strides", 1, n)?,
            padding: r.padding("padding", n)?,
            lhs_dilation: r.ints_or("lhs_dilation", 1, n)?,
            rhs_dilation: r.ints_or("rhs_dilation", 1, n)?,
            reversal: r.bools_or("window_reversal", false, n)?,
            feature_groups: r.int_or("feature_group_count", 1)?,
            batch_groups: r.int_or("batch_group_count", 1)?,
            dims,
        })
    }
}

/// `stablehlo.reduce_window`, with the spec's defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReduceWindow {
    /// `window_dimensions`.
    pub window: Vec<i64>,
    /// `window_strides` (1s).
    pub strides: Vec<i64>,
    /// `base_dilations` (1s).
    pub base_dilations: Vec<i64>,
    /// `window_dilations` (1s).
    pub window_dilations: Vec<i64>,
    /// `padding` as (low, high) per dimension (0s).
    pub padding: Vec<(i64, i64)>,
}

impl ReduceWindow {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<ReduceWindow> {
        let r = Reader { m, op };
        let window = r.ints("window_dimensions")?;
        let n = r.rank_of_operand(0);
        Ok(ReduceWindow {
            window,
            strides: r.ints_or("window_strides", 1, n)?,
            base_dilations: r.ints_or("base_dilations", 1, n)?,
            window_dilations: r.ints_or("window_dilations", 1, n)?,
            padding: r.padding("padding", n)?,
        })
    }
}

/// `stablehlo.gather`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gather {
    /// `dimension_numbers` (`index_vector_dim` defaults to 0 when the attribute omits it).
    pub dims: GatherDims,
    /// `slice_sizes`.
    pub slice_sizes: Vec<i64>,
    /// `indices_are_sorted` (false).
    pub indices_are_sorted: bool,
}

impl Gather {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Gather> {
        let r = Reader { m, op };
        let dims = match r.get("dimension_numbers") {
            Some(Attribute::Gather(g)) => g.clone(),
            Some(_) => return Err(malformed("dimension_numbers", "#stablehlo.gather<...>")),
            None => return Err(missing("dimension_numbers", r.name())),
        };
        Ok(Gather {
            dims,
            slice_sizes: r.ints("slice_sizes")?,
            indices_are_sorted: r.bool_or("indices_are_sorted", false)?,
        })
    }
}

/// `stablehlo.scatter`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scatter {
    /// `scatter_dimension_numbers`.
    pub dims: ScatterDims,
    /// `indices_are_sorted` (false).
    pub indices_are_sorted: bool,
    /// `unique_indices` (false).
    pub unique_indices: bool,
}

impl Scatter {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Scatter> {
        let r = Reader { m, op };
        let dims = match r.get("scatter_dimension_numbers") {
            Some(Attribute::Scatter(s)) => s.clone(),
            Some(_) => {
                return Err(malformed(
                    "scatter_dimension_numbers",
                    "#stablehlo.scatter<...>",
                ))
            }
            None => return Err(missing("scatter_dimension_numbers", r.name())),
        };
        Ok(Scatter {
            dims,
            indices_are_sorted: r.bool_or("indices_are_sorted", false)?,
            unique_indices: r.bool_or("unique_indices", false)?,
        })
    }
}

/// `stablehlo.reduce_precision`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReducePrecision {
    /// `exponent_bits`.
    pub exponent_bits: i64,
    /// `mantissa_bits`.
    pub mantissa_bits: i64,
}

impl ReducePrecision {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<ReducePrecision> {
        let r = Reader { m, op };
        Ok(ReducePrecision {
            exponent_bits: r.int("exponent_bits")?,
            mantissa_bits: r.int("mantissa_bits")?,
        })
    }
}

/// `stablehlo.sort`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sort {
    /// `dimension` (-1: the last).
    pub dimension: i64,
    /// `is_stable` (false).
    pub is_stable: bool,
}

impl Sort {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Sort> {
        let r = Reader { m, op };
        Ok(Sort {
            dimension: r.int_or("dimension", -1)?,
            is_stable: r.bool_or("is_stable", false)?,
        })
    }
}

/// `stablehlo.rng_bit_generator`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RngBitGenerator {
    /// `rng_algorithm` (required).
    pub algorithm: RngAlgorithm,
}

impl RngBitGenerator {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<RngBitGenerator> {
        let r = Reader { m, op };
        let algorithm = match r.get("rng_algorithm") {
            None => return Err(missing("rng_algorithm", r.name())),
            Some(a) => a
                .as_enum()
                .and_then(RngAlgorithm::from_name)
                .ok_or_else(|| malformed("rng_algorithm", "one of DEFAULT, THREE_FRY, PHILOX"))?,
        };
        Ok(RngBitGenerator { algorithm })
    }
}

/// `stablehlo.rng`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rng {
    /// `rng_distribution` (required): true for NORMAL, false for UNIFORM.
    pub normal: bool,
}

impl Rng {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Rng> {
        let r = Reader { m, op };
        let normal = match r.get("rng_distribution").map(|a| a.as_enum()) {
            None => return Err(missing("rng_distribution", r.name())),
            Some(Some("UNIFORM")) => false,
            Some(Some("NORMAL")) => true,
            Some(_) => return Err(malformed("rng_distribution", "UNIFORM or NORMAL")),
        };
        Ok(Rng { normal })
    }
}

/// `chlo.scan`: how its operands and results split, and where and which way it scans.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scan {
    /// Inputs (the first operands), from `operandSegmentSizes`.
    pub inputs: usize,
    /// Inits (the remaining operands); the results end with as many carries.
    pub inits: usize,
    /// Outputs (the first results), from `resultSegmentSizes`.
    pub outputs: usize,
    /// Carries (the remaining results); the verifier checks they match the inits.
    pub carries: usize,
    /// `dimension` (required, non-negative).
    pub dimension: usize,
    /// `scan_dim_size`: the length when there are no inputs.
    pub scan_dim_size: Option<i64>,
    /// `is_reverse` (false).
    pub is_reverse: bool,
}

impl Scan {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Scan> {
        let r = Reader { m, op };
        let pair = |key: &'static str| -> R<(usize, usize)> {
            match r.ints(key)?[..] {
                [a, b] if a >= 0 && b >= 0 => Ok((a as usize, b as usize)),
                _ => Err(malformed(key, "two non-negative sizes")),
            }
        };
        let (inputs, inits) = pair("operandSegmentSizes")?;
        let (outputs, carries) = pair("resultSegmentSizes")?;
        let dimension = usize::try_from(r.int("dimension")?)
            .map_err(|_| malformed("dimension", "a non-negative integer"))?;
        let scan_dim_size = match r.get("scan_dim_size") {
            None => None,
            Some(_) => Some(r.int("scan_dim_size")?)
                .filter(|&n| n >= 0)
                .map(Some)
                .ok_or_else(|| malformed("scan_dim_size", "a non-negative integer"))?,
        };
        Ok(Scan {
            inputs,
            inits,
            outputs,
            carries,
            dimension,
            scan_dim_size,
            is_reverse: r.bool_or("is_reverse", false)?,
        })
    }
}

pub use element::check::CheckRule;

/// A check: the `check` dialect's ops and the `stablehlo.custom_call @check.*` form JAX prints.
#[derive(Clone, Debug, PartialEq)]
pub struct Check {
    /// How to compare.
    pub rule: CheckRule,
    /// The expected value when it is an attribute (`*_const` ops); otherwise operand 1.
    pub expected: Option<crate::attrs::DenseElements>,
    /// The op's spelling, for messages (`check.expect_close`, `custom_call @check.expect_eq`).
    pub spelling: String,
}

impl Check {
    /// Reads a check op, or a `stablehlo.custom_call` to a `check.*` target with the tolerances
    /// StableHLO's interpreter gives them (`expect_close`: 0..=3 ULP; `expect_almost_eq`: 1e-3;
    /// `eq`: exact for integers, 1e-4 for floats). `Ok(None)` for any other op.
    pub fn read(m: &Module, op: Op) -> R<Option<Check>> {
        let r = Reader { m, op };
        let expected = match r.get("value") {
            Some(Attribute::Dense(d)) => Some(d.clone()),
            _ => None,
        };
        let (rule, spelling) = match m.ops[op].kind() {
            Some(OpKind::Check(c)) => {
                let rule = match c {
                    CheckOp::ExpectEq | CheckOp::ExpectEqConst => CheckRule::Eq,
                    // IREE's form gives `atol` and `rtol` (defaults 1e-4 and 0, as IREE's).
                    CheckOp::ExpectAlmostEq | CheckOp::ExpectAlmostEqConst => {
                        match (r.get("atol"), r.get("rtol")) {
                            (None, None) => CheckRule::AlmostEq {
                                tolerance: r.float_or("tolerance", 1e-4)?,
                            },
                            _ => CheckRule::AllClose {
                                atol: r.float_or("atol", 1e-4)?,
                                rtol: r.float_or("rtol", 0.0)?,
                            },
                        }
                    }
                    CheckOp::ExpectClose => CheckRule::Close {
                        min_ulp: r.int_or("min_ulp_difference", 0)? as u64,
                        max_ulp: r.int_or("max_ulp_difference", 1)? as u64,
                    },
                    // IREE's truth checks compare with zeros of the operand's type.
                    CheckOp::ExpectTrue | CheckOp::ExpectAllTrue => CheckRule::Ne,
                    CheckOp::ExpectFalse => CheckRule::Eq,
                    CheckOp::ExpectSerializedEq => return Ok(None),
                };
                if matches!(
                    c,
                    CheckOp::ExpectTrue | CheckOp::ExpectFalse | CheckOp::ExpectAllTrue
                ) {
                    let Some(&x) = m.ops[op].operands.first() else {
                        return Ok(None);
                    };
                    let ty = m.ty(x);
                    return Ok(Some(Check {
                        rule,
                        expected: Some(crate::attrs::DenseElements::new(
                            ty.clone(),
                            crate::attrs::DenseValues::Int(vec![0]),
                        )),
                        spelling: c.name().to_string(),
                    }));
                }
                (rule, c.name().to_string())
            }
            Some(OpKind::CustomCall) => {
                let target = match r.get("call_target_name") {
                    Some(Attribute::String(s)) => s.as_str(),
                    _ => return Ok(None),
                };
                let float = r
                    .elem_of_operand(0)
                    .is_some_and(|e| e.is_float() || e.is_complex());
                let rule = match target {
                    "check.expect_eq" => CheckRule::Eq,
                    "check.expect_close" => CheckRule::Close {
                        min_ulp: 0,
                        max_ulp: 3,
                    },
                    "check.expect_almost_eq" => CheckRule::AlmostEq { tolerance: 1e-3 },
                    "check.eq" if float => CheckRule::AlmostEq { tolerance: 1e-4 },
                    "check.eq" => CheckRule::Eq,
                    _ => return Ok(None),
                };
                (rule, format!("custom_call @{target}"))
            }
            _ => return Ok(None),
        };
        Ok(Some(Check {
            rule,
            expected,
            spelling,
        }))
    }
}

/// `fft_type` of `stablehlo.fft`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FftType {
    /// Forward complex-to-complex.
    Fft,
    /// Inverse complex-to-complex.
    Ifft,
    /// Forward real-to-complex.
    Rfft,
    /// Inverse complex-to-real.
    Irfft,
}

impl FftType {
    /// The case of an `fft_type` enum attribute (`FFT`, `IFFT`, `RFFT`, `IRFFT`).
    pub fn from_name(s: &str) -> Option<FftType> {
        Some(match s {
            "FFT" => FftType::Fft,
            "IFFT" => FftType::Ifft,
            "RFFT" => FftType::Rfft,
            "IRFFT" => FftType::Irfft,
            _ => return None,
        })
    }

    /// The case's MLIR spelling.
    pub fn name(self) -> &'static str {
        match self {
            FftType::Fft => "FFT",
            FftType::Ifft => "IFFT",
            FftType::Rfft => "RFFT",
            FftType::Irfft => "IRFFT",
        }
    }
}

/// `stablehlo.fft`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fft {
    /// `fft_type`.
    pub fft_type: FftType,
    /// `fft_length`.
    pub fft_length: Vec<i64>,
}

impl Fft {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Fft> {
        let r = Reader { m, op };
        let fft_type = match r.get("fft_type") {
            None => return Err(missing("fft_type", r.name())),
            Some(a) => a
                .as_enum()
                .and_then(FftType::from_name)
                .ok_or_else(|| malformed("fft_type", "one of FFT, IFFT, RFFT, IRFFT"))?,
        };
        Ok(Fft {
            fft_type,
            fft_length: r.ints("fft_length")?,
        })
    }
}

/// `stablehlo.cholesky`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cholesky {
    /// `lower` (false: the result is upper triangular).
    pub lower: bool,
}

impl Cholesky {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Cholesky> {
        let r = Reader { m, op };
        Ok(Cholesky {
            lower: r.bool_or("lower", false)?,
        })
    }
}

/// `transpose_a` of `stablehlo.triangular_solve`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransposeA {
    /// `a` as it is.
    NoTranspose,
    /// The transpose of `a`.
    Transpose,
    /// The conjugate transpose of `a`.
    Adjoint,
}

impl TransposeA {
    /// The case of a `transpose` enum attribute (`NO_TRANSPOSE`, `TRANSPOSE`, `ADJOINT`).
    pub fn from_name(s: &str) -> Option<TransposeA> {
        Some(match s {
            "NO_TRANSPOSE" => TransposeA::NoTranspose,
            "TRANSPOSE" => TransposeA::Transpose,
            "ADJOINT" => TransposeA::Adjoint,
            _ => return None,
        })
    }
}

/// `stablehlo.triangular_solve`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TriangularSolve {
    /// `left_side`: solve `op(a) x = b` (else `x op(a) = b`).
    pub left_side: bool,
    /// `lower`: `a` is read from its lower triangle (else the upper).
    pub lower: bool,
    /// `unit_diagonal`: the diagonal of `a` is taken to be ones.
    pub unit_diagonal: bool,
    /// `transpose_a`.
    pub transpose_a: TransposeA,
}

impl TriangularSolve {
    /// Reads the view. Every attribute is required (the op has no defaults in StableHLO's ODS).
    pub fn read(m: &Module, op: Op) -> R<TriangularSolve> {
        let r = Reader { m, op };
        let flag = |key: &'static str| -> R<bool> {
            match r.get(key) {
                None => Err(missing(key, r.name())),
                Some(Attribute::Bool(b)) => Ok(*b),
                Some(_) => Err(malformed(key, "a boolean")),
            }
        };
        let transpose_a = match r.get("transpose_a") {
            None => return Err(missing("transpose_a", r.name())),
            Some(a) => a.as_enum().and_then(TransposeA::from_name).ok_or_else(|| {
                malformed("transpose_a", "one of NO_TRANSPOSE, TRANSPOSE, ADJOINT")
            })?,
        };
        Ok(TriangularSolve {
            left_side: flag("left_side")?,
            lower: flag("lower")?,
            unit_diagonal: flag("unit_diagonal")?,
            transpose_a,
        })
    }
}

/// The LAPACK routine of a `stablehlo.custom_call @lapack_<t><routine>_ffi`, the targets JAX emits
/// on CPU for `jnp.linalg` and `jax.scipy.linalg`, with the routine's `mhlo.backend_config`
/// read into typed fields (JAX passes LAPACK's character codes as `ui8` integers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LapackRoutine {
    /// `potrf`: the Cholesky factor of the `lower` (else upper) triangle, and `info`.
    Potrf {
        /// `uplo = 'L'`.
        lower: bool,
    },
    /// `trsm`: `op(a) x = b` (`left_side`) or `x op(a) = b`, `a` triangular.
    Trsm {
        /// `side = 'L'`.
        left_side: bool,
        /// `uplo = 'L'`.
        lower: bool,
        /// `trans_x`: `'N'`, `'T'` or `'C'`.
        transpose: TransposeA,
        /// `diag = 'U'`.
        unit_diagonal: bool,
    },
    /// `getrf`: LU with partial pivoting; the packed factors, 1-based pivots and `info`.
    Getrf,
    /// `geqrf`: Householder QR; the packed factors and the reflectors' `tau`.
    Geqrf,
    /// `orgqr` (`ungqr` for complex types): the first columns of `Q` from `geqrf`'s factors.
    Orgqr,
    /// `syevd` (`heevd` for complex types): eigenvalues (ascending) and, with `vectors`,
    /// eigenvectors of the Hermitian matrix read from the `lower` (else upper) triangle.
    Syevd {
        /// `uplo = 'L'`.
        lower: bool,
        /// `mode = 'V'` (else `'N'`: eigenvalues only).
        vectors: bool,
    },
    /// `gesdd`: singular values and, unless `mode = 'N'`, singular vectors.
    Gesdd {
        /// `mode`.
        mode: SvdMode,
    },
}

/// Which singular vectors `gesdd` computes (`mode`, LAPACK's `jobz`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SvdMode {
    /// `'A'`: all of `U` (`m x m`) and `V^H` (`n x n`).
    All,
    /// `'S'`: the first `min(m, n)` columns of `U` and rows of `V^H`.
    Reduced,
    /// `'N'`: singular values only (the vector results hold nothing of meaning).
    None,
}

/// `stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(a, tau)`: XLA's custom call
/// for `orgqr`/`ungqr` (the first columns of `Q` from `geqrf`'s reflectors), on logical tensors
/// with no layouts; read as [`LapackRoutine::Orgqr`].
pub const HOUSEHOLDER_PRODUCT: &str = "ProductOfElementaryHouseholderReflectors";

/// `stablehlo.custom_call @shape_assertion(pred) {error_message = ...}`: JAX's assertion on
/// dimension sizes (shape polymorphism). On static shapes what it asserts was settled when the
/// shapes were, so, as IREE does (its `ShapeAssertionDrop` pattern), both paths drop it:
/// `stablehlo-decompose` erases it and the reference interpreter does nothing for it.
pub const SHAPE_ASSERTION: &str = "shape_assertion";

/// A `stablehlo.custom_call` to one of the LAPACK targets JAX emits on CPU.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LapackCall {
    /// The routine and its options.
    pub routine: LapackRoutine,
    /// The element type the target's letter names (`s`: f32, `d`: f64, `c`: complex<f32>,
    /// `z`: complex<f64>).
    pub elem: ElemType,
    /// `call_target_name`, for messages.
    pub target: String,
    /// `mhlo.frontend_attributes.num_batch_dims`, when present.
    pub num_batch_dims: Option<i64>,
    /// `operand_layouts` (minor-to-major dimension orders), when present.
    pub operand_layouts: Option<Vec<Vec<i64>>>,
    /// `result_layouts`, when present.
    pub result_layouts: Option<Vec<Vec<i64>>>,
}

impl LapackCall {
    /// The routine and element type of a target name, or `None` when the name is not one of the
    /// LAPACK targets.
    pub fn parse_target(name: &str) -> Option<(ElemType, &'static str)> {
        let rest = name.strip_prefix("lapack_")?.strip_suffix("_ffi")?;
        let mut chars = rest.chars();
        let elem = match chars.next()? {
            's' => ElemType::F32,
            'd' => ElemType::F64,
            'c' => ElemType::C64,
            'z' => ElemType::C128,
            _ => return None,
        };
        let complex = elem.is_complex();
        let routine = match (chars.as_str(), complex) {
            ("potrf", _) => "potrf",
            ("trsm", _) => "trsm",
            ("getrf", _) => "getrf",
            ("geqrf", _) => "geqrf",
            ("orgqr", false) | ("ungqr", true) => "orgqr",
            ("syevd", false) | ("heevd", true) => "syevd",
            ("gesdd", _) => "gesdd",
            _ => return None,
        };
        Some((elem, routine))
    }

    /// Reads a `stablehlo.custom_call` whose target is a LAPACK routine; `Ok(None)` for any other
    /// op or target.
    pub fn read(m: &Module, op: Op) -> R<Option<LapackCall>> {
        let r = Reader { m, op };
        if m.ops[op].kind() != Some(OpKind::CustomCall) {
            return Ok(None);
        }
        let target = match r.get("call_target_name") {
            Some(Attribute::String(s)) => s.as_str(),
            _ => return Ok(None),
        };
        let (elem, routine) = match Self::parse_target(target) {
            Some(found) => found,
            // XLA's name for `orgqr`/`ungqr` on logical (row-major) tensors, which IREE and
            // jax.lax.linalg.householder_product emit: the element type is the operands'.
            None if target == HOUSEHOLDER_PRODUCT => {
                let elem = m.ops[op]
                    .operands
                    .first()
                    .and_then(|&v| m.ty(v).elem())
                    .filter(|e| e.is_float() || e.is_complex())
                    .ok_or_else(|| AttrError {
                        key: "call_target_name",
                        message: format!(
                            "`custom_call @{target}` takes a float or complex matrix as its first operand"
                        ),
                        missing: false,
                    })?;
                (elem, "orgqr")
            }
            None => return Ok(None),
        };
        let config = match r.get("mhlo.backend_config") {
            None => None,
            Some(Attribute::Dict(d)) => Some(d),
            Some(_) => return Err(malformed("mhlo.backend_config", "a dictionary")),
        };
        // A LAPACK character option, given as its ASCII code.
        let code = |key: &'static str, allowed: &str| -> R<u8> {
            let want = || {
                let cases: Vec<String> = allowed
                    .chars()
                    .map(|c| format!("{} ('{c}')", c as u8))
                    .collect();
                format!("one of {} (in `mhlo.backend_config`)", cases.join(", "))
            };
            match config.and_then(|d| d.get(key)) {
                None => Err(missing(key, target)),
                Some(Attribute::Int { value, .. }) => u8::try_from(*value)
                    .ok()
                    .filter(|&c| allowed.as_bytes().contains(&c))
                    .ok_or_else(|| malformed(key, &want())),
                Some(_) => Err(malformed(key, &want())),
            }
        };
        let routine = match routine {
            "potrf" => LapackRoutine::Potrf {
                lower: code("uplo", "LU")? == b'L',
            },
            "trsm" => LapackRoutine::Trsm {
                left_side: code("side", "LR")? == b'L',
                lower: code("uplo", "LU")? == b'L',
                transpose: match code("trans_x", "NTC")? {
                    b'N' => TransposeA::NoTranspose,
                    b'T' => TransposeA::Transpose,
                    _ => TransposeA::Adjoint,
                },
                unit_diagonal: code("diag", "NU")? == b'U',
            },
            "getrf" => LapackRoutine::Getrf,
            "geqrf" => LapackRoutine::Geqrf,
            "orgqr" => LapackRoutine::Orgqr,
            "syevd" => LapackRoutine::Syevd {
                lower: code("uplo", "LU")? == b'L',
                vectors: code("mode", "VN")? == b'V',
            },
            _ => LapackRoutine::Gesdd {
                mode: match code("mode", "ASN")? {
                    b'A' => SvdMode::All,
                    b'S' => SvdMode::Reduced,
                    _ => SvdMode::None,
                },
            },
        };
        let num_batch_dims =
            match r.get("mhlo.frontend_attributes") {
                Some(Attribute::Dict(d)) => match d.get("num_batch_dims") {
                    None => None,
                    Some(Attribute::String(s)) => Some(s.parse::<i64>().map_err(|_| {
                        malformed("num_batch_dims", "a decimal integer in a string")
                    })?),
                    Some(_) => {
                        return Err(malformed("num_batch_dims", "a decimal integer in a string"))
                    }
                },
                _ => None,
            };
        let layouts = |key: &'static str| -> R<Option<Vec<Vec<i64>>>> {
            match r.get(key) {
                None => Ok(None),
                Some(Attribute::Array(items)) => items
                    .iter()
                    .map(|a| match a {
                        Attribute::Dense(d) => match &d.values {
                            DenseValues::Int(v) => Ok(v.clone()),
                            _ => Err(malformed(key, "an array of index tensors")),
                        },
                        _ => Err(malformed(key, "an array of index tensors")),
                    })
                    .collect::<R<Vec<_>>>()
                    .map(Some),
                Some(_) => Err(malformed(key, "an array of index tensors")),
            }
        };
        Ok(Some(LapackCall {
            routine,
            elem,
            target: target.to_string(),
            num_batch_dims,
            operand_layouts: layouts("operand_layouts")?,
            result_layouts: layouts("result_layouts")?,
        }))
    }

    /// The real type of the call's singular values and eigenvalues.
    pub fn real_elem(&self) -> ElemType {
        match self.elem {
            ElemType::C64 => ElemType::F32,
            ElemType::C128 => ElemType::F64,
            e => e,
        }
    }
}

/// One operand or result of a [`LapackCall`]: its shape, element type, and whether it is a
/// matrix (laid out column-major by the LAPACK kernel, batch dimensions outermost).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LapackValue {
    /// Dimensions.
    pub shape: Vec<i64>,
    /// Element type.
    pub elem: ElemType,
    /// The last two dimensions are a matrix LAPACK reads or writes column-major.
    pub matrix: bool,
}

impl LapackValue {
    /// The value's type as MLIR prints it (`tensor<2x3xf32>`).
    pub fn describe(&self) -> String {
        describe_tensor(&self.shape, self.elem)
    }

    /// The layout (minor-to-major) JAX gives this value: column-major matrices with the batch
    /// dimensions outermost (`[1, 2, 0]` for one batch dimension), row-major vectors and scalars.
    pub fn layout(&self) -> Vec<i64> {
        let r = self.shape.len() as i64;
        if self.matrix {
            [r - 2, r - 1].into_iter().chain((0..r - 2).rev()).collect()
        } else {
            (0..r).rev().collect()
        }
    }
}

/// `tensor<2x3xf32>` for dimensions `[2, 3]` of `f32`.
pub fn describe_tensor(shape: &[i64], elem: ElemType) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}{elem}>")
}

/// The operands and results a [`LapackCall`] takes, as its first operand (and, for `trsm` and
/// `orgqr`, its second) determine them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LapackSignature {
    /// The batch dimensions.
    pub batch: Vec<i64>,
    /// Rows of the first operand's matrices.
    pub m: i64,
    /// Columns of the first operand's matrices.
    pub n: i64,
    /// Operands.
    pub operands: Vec<LapackValue>,
    /// Results.
    pub results: Vec<LapackValue>,
}

impl LapackCall {
    /// The signature of the call given its operand shapes and, for `gesdd` in mode `'N'` (whose
    /// vector results have the shapes `full_matrices` asks for, but no meaning), its result
    /// shapes. `Err` says what the operands lack.
    pub fn signature(
        &self,
        operands: &[Vec<i64>],
        results: &[Vec<i64>],
    ) -> Result<LapackSignature, String> {
        let a = operands
            .first()
            .ok_or_else(|| format!("`custom_call @{}` takes a matrix operand", self.target))?;
        let r = a.len();
        if r < 2 {
            return Err(format!(
                "`custom_call @{}` takes matrices (rank 2 or more), found shape {a:?}",
                self.target
            ));
        }
        let batch = a[..r - 2].to_vec();
        let (m, n) = (a[r - 2], a[r - 1]);
        let t = self.elem;
        let shape = |tail: &[i64]| -> Vec<i64> { batch.iter().chain(tail).copied().collect() };
        let mat = |rows: i64, cols: i64, elem: ElemType| LapackValue {
            shape: shape(&[rows, cols]),
            elem,
            matrix: true,
        };
        let vec = |tail: &[i64], elem: ElemType| LapackValue {
            shape: shape(tail),
            elem,
            matrix: false,
        };
        let info = vec(&[], ElemType::I32);
        let k = m.min(n);
        let square = || {
            if m == n {
                Ok(())
            } else {
                Err(format!(
                    "`custom_call @{}` takes square matrices, found shape {a:?}",
                    self.target
                ))
            }
        };
        let (ops, res) = match self.routine {
            LapackRoutine::Potrf { .. } => {
                square()?;
                (vec![mat(n, n, t)], vec![mat(n, n, t), info])
            }
            LapackRoutine::Trsm { left_side, .. } => {
                square()?;
                let b = operands.get(1).ok_or_else(|| {
                    format!("`custom_call @{}` takes a right-hand side", self.target)
                })?;
                let (rows, cols) = match b.len() {
                    l if l == r => (b[r - 2], b[r - 1]),
                    _ => (if left_side { n } else { 1 }, if left_side { 1 } else { n }),
                };
                let (rows, cols) = if left_side { (n, cols) } else { (rows, n) };
                (
                    vec![mat(n, n, t), mat(rows, cols, t)],
                    vec![mat(rows, cols, t)],
                )
            }
            LapackRoutine::Getrf => (
                vec![mat(m, n, t)],
                vec![mat(m, n, t), vec(&[k], ElemType::I32), info],
            ),
            LapackRoutine::Geqrf => (vec![mat(m, n, t)], vec![mat(m, n, t), vec(&[k], t)]),
            LapackRoutine::Orgqr => {
                let tau = operands.get(1).and_then(|s| s.last().copied()).unwrap_or(n);
                if n > m || tau > n {
                    return Err(format!(
                        "`custom_call @{}` needs m >= n >= k (rows, columns, reflectors), found {m}, {n}, {tau}",
                        self.target
                    ));
                }
                (vec![mat(m, n, t), vec(&[tau], t)], vec![mat(m, n, t)])
            }
            LapackRoutine::Syevd { .. } => {
                square()?;
                (
                    vec![mat(n, n, t)],
                    vec![mat(n, n, t), vec(&[n], self.real_elem()), info],
                )
            }
            LapackRoutine::Gesdd { mode } => {
                let full = match mode {
                    SvdMode::All => true,
                    SvdMode::Reduced => false,
                    // The vector results keep the shapes `full_matrices` gives them.
                    SvdMode::None => {
                        let dim = |i: usize, from_end: usize| {
                            results
                                .get(i)
                                .and_then(|s| s.len().checked_sub(from_end).map(|j| s[j]))
                        };
                        dim(2, 1) == Some(m) && dim(3, 2) == Some(n)
                    }
                };
                let (ucols, vrows) = if full { (m, n) } else { (k, k) };
                (
                    vec![mat(m, n, t)],
                    vec![
                        mat(m, n, t),
                        vec(&[k], self.real_elem()),
                        mat(m, ucols, t),
                        mat(vrows, n, t),
                        info,
                    ],
                )
            }
        };
        Ok(LapackSignature {
            batch,
            m,
            n,
            operands: ops,
            results: res,
        })
    }
}

/// The message for a `stablehlo.custom_call` whose target neither path runs: what is supported
/// (the `check.*` targets and the LAPACK routines JAX emits on CPU, with the JAX functions that
/// emit each), and, for targets JAX is known to emit, which JAX function emitted this one.
pub fn unsupported_custom_call(target: &str) -> String {
    // The JAX functions behind the LAPACK targets we run, in `parse_target`'s routine names.
    const SUPPORTED: &str = "the supported targets are check.expect_eq, check.expect_close, \
        check.expect_almost_eq and check.eq (the `check` dialect's tests), and the LAPACK routines \
        JAX emits on CPU, lapack_<s|d|c|z><routine>_ffi for potrf (jnp.linalg.cholesky), trsm \
        (jax.scipy.linalg.solve_triangular), getrf (jnp.linalg.solve, inv, det, \
        jax.scipy.linalg.lu), geqrf with orgqr/ungqr (jnp.linalg.qr), syevd/heevd \
        (jnp.linalg.eigh) and gesdd (jnp.linalg.svd), and XLA's \
        ProductOfElementaryHouseholderReflectors (orgqr/ungqr on logical tensors)";
    let lapack = target
        .strip_prefix("lapack_")
        .and_then(|r| r.strip_suffix("_ffi"))
        .and_then(|r| r.get(1..));
    let emitted_by = match lapack {
        Some("geev") => Some("jnp.linalg.eig / eigvals (a general, non-symmetric eigensolver)"),
        Some("gees") => Some("jax.scipy.linalg.schur"),
        Some("gehrd") => Some("jax.scipy.linalg.hessenberg"),
        Some("sytrd") | Some("hetrd") => Some("jax.lax.linalg.tridiagonal"),
        Some("gtsv") => Some("jax.lax.linalg.tridiagonal_solve"),
        Some("gesvd") => Some("jnp.linalg.svd with the QR algorithm"),
        Some(_) => Some("a jnp.linalg or jax.scipy.linalg function"),
        None => match target {
            "xla_python_cpu_callback" | "xla_ffi_python_cpu_callback" => {
                Some("jax.pure_callback, jax.experimental.io_callback or jax.debug.print")
            }
            "Sharding" | "SPMDFullToShardShape" | "SPMDShardToFullShape" => {
                Some("jax.lax.with_sharding_constraint or shard_map on several devices")
            }
            "annotate_device_placement" | "MoveToHost" | "MoveToDevice" => {
                Some("jax.device_put to another memory kind (host offloading)")
            }
            "tpu_custom_call" | "__gpu$xla.gpu.triton" | "mosaic_gpu" => {
                Some("a Pallas kernel (it runs only on the accelerator it was written for)")
            }
            t if t.starts_with("cu") || t.starts_with("hip") => {
                Some("a GPU lowering (export the program for the CPU: jax.jit on a CPU device)")
            }
            _ => None,
        },
    };
    match (lapack, emitted_by) {
        (Some(_), Some(f)) => format!(
            "`stablehlo.custom_call @{target}` is a LAPACK routine that is not supported yet \
             (JAX emits it for {f}); {SUPPORTED}"
        ),
        (None, Some(f)) => format!(
            "`stablehlo.custom_call @{target}` is not supported (JAX emits it for {f}); {SUPPORTED}"
        ),
        (_, None) => format!("`stablehlo.custom_call @{target}` is not supported; {SUPPORTED}"),
    }
}

/// `stablehlo.einsum` and `stablehlo.unary_einsum`: `einsum_config` (`"ab,bc->ac"`, `"ab->ba"`)
/// as one label list per operand and one for the result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Einsum {
    /// The labels of each operand's dimensions, in order.
    pub inputs: Vec<Vec<char>>,
    /// The labels of the result's dimensions, in order.
    pub output: Vec<char>,
}

impl Einsum {
    /// Reads the view: the config must have one label list per operand.
    pub fn read(m: &Module, op: Op) -> R<Einsum> {
        let r = Reader { m, op };
        let config = match r.get("einsum_config") {
            None => return Err(missing("einsum_config", r.name())),
            Some(a) => a
                .as_str()
                .ok_or_else(|| malformed("einsum_config", "a string"))?,
        };
        let operands = m.ops[op].operands.len();
        Einsum::parse(config, operands).map_err(|why| AttrError {
            key: "einsum_config",
            message: format!("`einsum_config` \"{config}\": {why}"),
            missing: false,
        })
    }

    /// Parses `config` for an op of `operands` operands. Labels are ASCII letters; a label
    /// repeated within one operand (a diagonal) and `...` are refused, as are result labels that
    /// no operand has.
    pub fn parse(config: &str, operands: usize) -> Result<Einsum, String> {
        let Some((ins, out)) = config.split_once("->") else {
            return Err("expected `->` between the operands' labels and the result's".into());
        };
        if config.contains("...") {
            return Err("`...` (an ellipsis) is not supported; name every dimension".into());
        }
        let labels = |s: &str, what: &str| -> Result<Vec<char>, String> {
            let mut v: Vec<char> = Vec::new();
            for c in s.chars().filter(|c| !c.is_ascii_whitespace()) {
                if !c.is_ascii_alphabetic() {
                    return Err(format!(
                        "`{c}` in {what} is not a label (labels are letters)"
                    ));
                }
                if v.contains(&c) {
                    return Err(format!(
                        "label `{c}` appears twice in {what} (a diagonal), which is not supported"
                    ));
                }
                v.push(c);
            }
            Ok(v)
        };
        let parts: Vec<&str> = ins.split(',').collect();
        // `unary_einsum`'s config may also be written as a binary one with an empty lhs
        // (",ab->a"), the form MHLO canonicalizes it to.
        let parts = if operands == 1 && parts.len() == 2 && parts[0].trim().is_empty() {
            vec![parts[1]]
        } else {
            parts
        };
        if parts.len() != operands {
            return Err(format!(
                "{} label list(s) for {operands} operand(s)",
                parts.len()
            ));
        }
        let mut inputs = Vec::new();
        for (i, p) in parts.iter().enumerate() {
            inputs.push(labels(p, &format!("operand {i}"))?);
        }
        let output = labels(out, "the result")?;
        if let Some(c) = output
            .iter()
            .find(|c| !inputs.iter().any(|i| i.contains(c)))
        {
            return Err(format!("result label `{c}` is no operand's"));
        }
        Ok(Einsum { inputs, output })
    }
}

/// `stablehlo.torch_index_select`: `dim` (the operand's dimension the indices select along) and
/// `batch_dims` (leading dimensions the operand and the indices share), both required, as MHLO
/// defines them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TorchIndexSelect {
    /// `dim`.
    pub dim: i64,
    /// `batch_dims`.
    pub batch_dims: i64,
}

impl TorchIndexSelect {
    /// Reads the view. A negative value counts from the end, as MHLO's lowering to `gather`
    /// counts it (IREE's tests use -1): `dim` from the operand's rank, `batch_dims` from the
    /// indices'.
    pub fn read(m: &Module, op: Op) -> R<TorchIndexSelect> {
        let r = Reader { m, op };
        let rank = |i: usize| {
            m.ops[op]
                .operands
                .get(i)
                .and_then(|&v| m.ty(v).rank())
                .map_or(0, |n| n as i64)
        };
        let (mut dim, mut batch_dims) = (r.int("dim")?, r.int("batch_dims")?);
        if dim < 0 {
            dim += rank(0);
        }
        if batch_dims < 0 {
            batch_dims += rank(1);
        }
        Ok(TorchIndexSelect { dim, batch_dims })
    }
}

/// The process grid a distributed program runs on: `num_replicas x num_partitions` processes
/// (the spec's "process grid"). A module declares it with JAX's module attributes
/// `mhlo.num_replicas` and `mhlo.num_partitions` (each 1 when absent); `interpreter.run_parallel`
/// takes it from the shape of its `programs` instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProcessGrid {
    /// Replicas (rows of `programs`).
    pub num_replicas: u32,
    /// Partitions (columns of `programs`).
    pub num_partitions: u32,
}

/// One process of a [`ProcessGrid`]: the spec's `process_id = (replica_id, partition_id)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ProcessId {
    /// `replica_id`.
    pub replica: u32,
    /// `partition_id`.
    pub partition: u32,
}

impl std::fmt::Display for ProcessId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {})", self.replica, self.partition)
    }
}

/// The largest grid the views accept (the interpreter runs a thread per process).
pub const MAX_PROCESSES: u64 = 1 << 16;

impl ProcessGrid {
    /// One process.
    pub const SINGLE: ProcessGrid = ProcessGrid {
        num_replicas: 1,
        num_partitions: 1,
    };

    /// The grid a module declares with `mhlo.num_replicas` and `mhlo.num_partitions`, or `None`
    /// when it declares neither.
    pub fn declared(m: &Module) -> R<Option<ProcessGrid>> {
        let r = Reader { m, op: m.top };
        let count = |key: &'static str| -> R<Option<u32>> {
            match r.get(key) {
                None => Ok(None),
                Some(Attribute::Int { value, .. })
                    if *value >= 1 && (*value as u64) <= MAX_PROCESSES =>
                {
                    Ok(Some(*value as u32))
                }
                Some(_) => Err(malformed(
                    key,
                    &format!("an integer from 1 to {MAX_PROCESSES}"),
                )),
            }
        };
        let (rep, part) = (count("mhlo.num_replicas")?, count("mhlo.num_partitions")?);
        if rep.is_none() && part.is_none() {
            return Ok(None);
        }
        let g = ProcessGrid {
            num_replicas: rep.unwrap_or(1),
            num_partitions: part.unwrap_or(1),
        };
        if g.size() > MAX_PROCESSES {
            return Err(malformed(
                "mhlo.num_partitions",
                &format!("such that the grid has at most {MAX_PROCESSES} processes"),
            ));
        }
        Ok(Some(g))
    }

    /// The module's grid: the declared one, else one process.
    pub fn of_module(m: &Module) -> R<ProcessGrid> {
        Ok(ProcessGrid::declared(m)?.unwrap_or(ProcessGrid::SINGLE))
    }

    /// The number of processes.
    pub fn size(self) -> u64 {
        self.num_replicas as u64 * self.num_partitions as u64
    }

    /// Every process, replica-major (the order of `run_parallel`'s operands and results, and of
    /// flattened ids).
    pub fn processes(self) -> Vec<ProcessId> {
        let mut v = Vec::with_capacity(self.size() as usize);
        for replica in 0..self.num_replicas {
            for partition in 0..self.num_partitions {
                v.push(ProcessId { replica, partition });
            }
        }
        v
    }

    /// A process's flattened id, `replica_id * num_partitions + partition_id`.
    pub fn flat(self, p: ProcessId) -> u64 {
        p.replica as u64 * self.num_partitions as u64 + p.partition as u64
    }
}

/// Where a value of a per-process program lives: dimension `dim` is split into equal blocks
/// along mesh axis `axis` (`dist.shard = array<i64: dim, axis>` on a function's argument or
/// result, written by `localize-manual`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// The split dimension.
    pub dim: usize,
    /// The mesh axis (an index into [`Placement::mesh`]).
    pub axis: usize,
}

/// The per-process placement of a function's arguments and results, as `localize-manual`
/// records it: the module's mesh (`dist.mesh = array<i64: ..>`, the axis sizes; a process's
/// flattened id is its row-major index in the mesh) and a [`Shard`] for each argument and result
/// that is split (`None`: every process holds the whole value).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The mesh's axis sizes (empty when the module has no `dist.mesh`: one process).
    pub mesh: Vec<u64>,
    /// Each argument's shard.
    pub args: Vec<Option<Shard>>,
    /// Each result's shard.
    pub results: Vec<Option<Shard>>,
}

impl Placement {
    /// The attribute on arguments and results.
    pub const SHARD: &'static str = "dist.shard";
    /// The module attribute.
    pub const MESH: &'static str = "dist.mesh";

    /// The placement of function `f`.
    pub fn read(m: &Module, f: Op) -> R<Placement> {
        let mesh = match m.ops[m.top].attr(Self::MESH) {
            None => vec![],
            Some(Attribute::DenseArray { values, .. }) if values.iter().all(|&v| v >= 1) => {
                values.iter().map(|&v| v as u64).collect()
            }
            Some(_) => return Err(malformed(Self::MESH, "`array<i64: ..>` of axis sizes")),
        };
        let ft = m
            .func_type(f)
            .ok_or_else(|| malformed("function_type", "a function type"))?;
        let read = |key: &'static str,
                    n: usize,
                    shapes: &[crate::types::Type]|
         -> R<Vec<Option<Shard>>> {
            let dicts = match m.ops[f].attr(key) {
                Some(Attribute::Array(items)) => items.clone(),
                _ => vec![],
            };
            (0..n)
                .map(|i| {
                    let Some(Attribute::Dict(d)) = dicts.get(i) else {
                        return Ok(None);
                    };
                    match d.get(Self::SHARD) {
                        None => Ok(None),
                        Some(Attribute::DenseArray { values, .. })
                            if values.len() == 2
                                && values[0] >= 0
                                && (values[0] as usize) < shapes[i].rank().unwrap_or(0)
                                && values[1] >= 0
                                && (values[1] as usize) < mesh.len() =>
                        {
                            Ok(Some(Shard {
                                dim: values[0] as usize,
                                axis: values[1] as usize,
                            }))
                        }
                        Some(_) => Err(malformed(
                            Self::SHARD,
                            "`array<i64: dim, axis>` naming a dimension of the value and an axis of `dist.mesh`",
                        )),
                    }
                })
                .collect()
        };
        let args = read("arg_attrs", ft.inputs.len(), &ft.inputs)?;
        let results = read("res_attrs", ft.results.len(), &ft.results)?;
        Ok(Placement {
            mesh,
            args,
            results,
        })
    }

    /// The number of processes of the mesh (1 without one).
    pub fn size(&self) -> u64 {
        self.mesh.iter().product()
    }

    /// Which block of a value split as `s` the process with flattened id `process` holds, and
    /// how many blocks there are.
    pub fn block(&self, s: Shard, process: u64) -> (u64, u64) {
        let inner: u64 = self.mesh[s.axis + 1..].iter().product();
        let n = self.mesh[s.axis];
        ((process / inner) % n, n)
    }
}

/// How a collective's groups name processes: the spec's four strategies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupStrategy {
    /// Ids are replica ids; each group is formed within every partition.
    CrossReplica,
    /// Ids are partition ids; each group is formed within every replica.
    CrossPartition,
    /// Ids are replica ids; a group holds those replicas in every partition.
    CrossReplicaAndPartition,
    /// Ids are flattened ids, `replica_id * num_partitions + partition_id`.
    FlattenedIds,
}

impl GroupStrategy {
    /// The spec's name of the strategy.
    pub const fn name(self) -> &'static str {
        match self {
            GroupStrategy::CrossReplica => "cross_replica",
            GroupStrategy::CrossPartition => "cross_partition",
            GroupStrategy::CrossReplicaAndPartition => "cross_replica_and_partition",
            GroupStrategy::FlattenedIds => "flattened_ids",
        }
    }

    /// How many ids there are under this strategy on `grid` (ids run from 0 below it).
    pub fn id_count(self, grid: ProcessGrid) -> u64 {
        match self {
            GroupStrategy::CrossReplica | GroupStrategy::CrossReplicaAndPartition => {
                grid.num_replicas as u64
            }
            GroupStrategy::CrossPartition => grid.num_partitions as u64,
            GroupStrategy::FlattenedIds => grid.size(),
        }
    }

    /// What the ids are, for messages.
    pub const fn id_kind(self) -> &'static str {
        match self {
            GroupStrategy::CrossReplica | GroupStrategy::CrossReplicaAndPartition => "replica",
            GroupStrategy::CrossPartition => "partition",
            GroupStrategy::FlattenedIds => "flattened",
        }
    }
}

/// The process-group attributes of a collective (`all_gather`, `all_reduce`, `all_to_all`,
/// `reduce_scatter`, `collective_broadcast`, `collective_reduce`, `collective_permute`), read
/// with the spec's defaults: no `channel_handle` is channel 0, no `use_global_device_ids` is
/// false.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Collective {
    /// `replica_groups` as rows (`-1` pads ragged rows); for `collective_permute`, the
    /// `source_target_pairs`.
    pub groups: Vec<Vec<i64>>,
    /// `channel_handle.handle` (0 when absent).
    pub channel_id: i64,
    /// `use_global_device_ids`.
    pub use_global_device_ids: bool,
    /// The strategy these attributes select for this op.
    pub strategy: GroupStrategy,
}

/// Reads a 2-D `si64` group attribute into rows.
fn rows(r: &Reader<'_>, key: &'static str) -> R<Vec<Vec<i64>>> {
    match r.get(key) {
        None => Ok(vec![]),
        Some(Attribute::Dense(d)) => {
            let shape = d.ty.shape().unwrap_or(&[]);
            let DenseValues::Int(v) = &d.values else {
                return Err(malformed(key, "a 2-D integer tensor"));
            };
            if shape.len() != 2 || shape.iter().any(|&n| n < 0) {
                return Err(malformed(key, "a 2-D integer tensor"));
            }
            let (n, k) = (shape[0] as usize, shape[1] as usize);
            let flat: Vec<i64> = if v.len() == 1 && n * k != 1 {
                vec![v[0]; n * k]
            } else {
                v.clone()
            };
            if flat.len() != n * k {
                return Err(malformed(key, "a 2-D integer tensor"));
            }
            Ok(if k == 0 {
                vec![vec![]; n]
            } else {
                flat.chunks(k).map(|c| c.to_vec()).collect()
            })
        }
        Some(_) => Err(malformed(key, "a 2-D integer tensor (`dense<[[..]]>`)")),
    }
}

impl Collective {
    /// Reads the view of a collective op (see [`Collective`]).
    pub fn read(m: &Module, op: Op) -> R<Collective> {
        let r = Reader { m, op };
        let channel_id = match r.get("channel_handle") {
            None => 0,
            Some(Attribute::Struct { fields, .. }) => fields
                .iter()
                .find(|(k, _)| k == "handle")
                .and_then(|(_, v)| v.as_int())
                .unwrap_or(0),
            Some(_) => return Err(malformed("channel_handle", "a `#stablehlo.channel_handle`")),
        };
        let use_global_device_ids = r.bool_or("use_global_device_ids", false)?;
        let kind = m.ops[op].kind();
        let permute = kind == Some(OpKind::CollectivePermute);
        let groups = rows(
            &r,
            if permute {
                "source_target_pairs"
            } else {
                "replica_groups"
            },
        )?;
        let by_partition = matches!(
            kind,
            Some(
                OpKind::AllToAll
                    | OpKind::CollectiveBroadcast
                    | OpKind::CollectiveReduce
                    | OpKind::CollectivePermute
            )
        );
        let strategy = match (by_partition, channel_id > 0, use_global_device_ids) {
            (true, false, _) | (false, false, false) => GroupStrategy::CrossReplica,
            (true, true, _) => GroupStrategy::CrossPartition,
            (false, true, false) => GroupStrategy::CrossReplicaAndPartition,
            (false, true, true) => GroupStrategy::FlattenedIds,
            // Invalid (the verifier's C-rule: use_global_device_ids needs a channel); read as
            // flattened ids so that the verifier can name the rule.
            (false, false, true) => GroupStrategy::FlattenedIds,
        };
        Ok(Collective {
            groups,
            channel_id,
            use_global_device_ids,
            strategy,
        })
    }

    /// The ids of the groups without their `-1` padding.
    pub fn ids(&self) -> impl Iterator<Item = i64> + '_ {
        self.groups.iter().flatten().copied().filter(|&i| i != -1)
    }

    /// The spec's `process_groups` of this op on `grid`: each group's processes in group order.
    /// `-1` entries are padding and dropped. No groups at all (`replica_groups` empty, as XLA
    /// reads it) is one group of every id. An id out of range is an error naming it.
    pub fn process_groups(&self, grid: ProcessGrid) -> Result<Vec<Vec<ProcessId>>, String> {
        let n = self.strategy.id_count(grid);
        let mut rows: Vec<Vec<u64>> = Vec::with_capacity(self.groups.len());
        for row in &self.groups {
            let mut ids = Vec::with_capacity(row.len());
            for &i in row.iter().filter(|&&i| i != -1) {
                if i < 0 || i as u64 >= n {
                    return Err(format!(
                        "{} id {i} in the process groups is out of range: the {}x{} process grid has {n} {} ids ({})",
                        self.strategy.id_kind(),
                        grid.num_replicas,
                        grid.num_partitions,
                        self.strategy.id_kind(),
                        self.strategy.name()
                    ));
                }
                ids.push(i as u64);
            }
            if !ids.is_empty() {
                rows.push(ids);
            }
        }
        if rows.is_empty() {
            rows.push((0..n).collect());
        }
        let p = |replica: u64, partition: u64| ProcessId {
            replica: replica as u32,
            partition: partition as u32,
        };
        let mut out = Vec::new();
        match self.strategy {
            GroupStrategy::CrossReplica => {
                for partition in 0..grid.num_partitions as u64 {
                    for g in &rows {
                        out.push(g.iter().map(|&r| p(r, partition)).collect());
                    }
                }
            }
            GroupStrategy::CrossPartition => {
                for replica in 0..grid.num_replicas as u64 {
                    for g in &rows {
                        out.push(g.iter().map(|&q| p(replica, q)).collect());
                    }
                }
            }
            GroupStrategy::CrossReplicaAndPartition => {
                for g in &rows {
                    let mut group = Vec::new();
                    for partition in 0..grid.num_partitions as u64 {
                        group.extend(g.iter().map(|&r| p(r, partition)));
                    }
                    out.push(group);
                }
            }
            GroupStrategy::FlattenedIds => {
                let np = grid.num_partitions as u64;
                for g in &rows {
                    out.push(g.iter().map(|&i| p(i / np, i % np)).collect());
                }
            }
        }
        Ok(out)
    }
}

/// `stablehlo.all_gather`'s, `all_to_all`'s and `reduce_scatter`'s dimensions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectiveDims {
    /// `all_gather_dim`, `reduce_scatter`'s `scatter_dimension`, `all_to_all`'s
    /// `split_dimension`.
    pub dim: i64,
    /// `all_to_all`'s `concat_dimension` (else `dim`).
    pub concat_dim: i64,
    /// `all_to_all`'s `split_count` (else 0).
    pub split_count: i64,
}

impl CollectiveDims {
    /// Reads the view of `all_gather`, `all_to_all` or `reduce_scatter`.
    pub fn read(m: &Module, op: Op) -> R<CollectiveDims> {
        let r = Reader { m, op };
        Ok(match m.ops[op].kind() {
            Some(OpKind::AllToAll) => CollectiveDims {
                dim: r.int("split_dimension")?,
                concat_dim: r.int("concat_dimension")?,
                split_count: r.int("split_count")?,
            },
            Some(OpKind::ReduceScatter) => {
                let dim = r.int("scatter_dimension")?;
                CollectiveDims {
                    dim,
                    concat_dim: dim,
                    split_count: 0,
                }
            }
            _ => {
                let dim = r.int("all_gather_dim")?;
                CollectiveDims {
                    dim,
                    concat_dim: dim,
                    split_count: 0,
                }
            }
        })
    }
}

/// `interpreter.run_parallel`: the programs (a replicas x partitions grid of function names) and
/// the functions whose results fill the infeed queue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunParallel {
    /// `programs`, one row per replica.
    pub programs: Vec<Vec<String>>,
    /// `infeed` (empty when absent).
    pub infeed: Vec<String>,
}

impl RunParallel {
    /// Reads the view; `programs` must be a non-empty rectangular array of arrays of symbols.
    pub fn read(m: &Module, op: Op) -> R<RunParallel> {
        let r = Reader { m, op };
        let symbols = |a: &Attribute, key: &'static str| -> R<Vec<String>> {
            match a {
                Attribute::Array(v) => v
                    .iter()
                    .map(|s| match s {
                        Attribute::SymbolRef(s) => Ok(s.clone()),
                        _ => Err(malformed(key, "an array of function symbols")),
                    })
                    .collect(),
                _ => Err(malformed(key, "an array of function symbols")),
            }
        };
        let grid_shape = "a non-empty rectangular array of arrays of function symbols";
        let programs = match r.get("programs") {
            None => return Err(missing("programs", r.name())),
            Some(Attribute::Array(rows)) => rows
                .iter()
                .map(|row| symbols(row, "programs"))
                .collect::<R<Vec<_>>>()?,
            Some(_) => return Err(malformed("programs", grid_shape)),
        };
        let width = programs.first().map_or(0, |r| r.len());
        if width == 0 || programs.iter().any(|r| r.len() != width) {
            return Err(malformed("programs", grid_shape));
        }
        if programs.len() as u64 * width as u64 > MAX_PROCESSES {
            return Err(malformed(
                "programs",
                &format!("a grid of at most {MAX_PROCESSES} programs"),
            ));
        }
        let infeed = match r.get("infeed") {
            None => vec![],
            Some(a) => symbols(a, "infeed")?,
        };
        Ok(RunParallel { programs, infeed })
    }

    /// The grid the programs form.
    pub fn grid(&self) -> ProcessGrid {
        ProcessGrid {
            num_replicas: self.programs.len() as u32,
            num_partitions: self.programs.first().map_or(0, |r| r.len()) as u32,
        }
    }
}

/// `collective_broadcast`'s `has_dynamic_root` (false when absent): the last operand then holds
/// each data operand's root, an index into the process group, instead of the group's first
/// process.
pub fn broadcast_has_dynamic_root(m: &Module, op: Op) -> R<bool> {
    Reader { m, op }.bool_or("has_dynamic_root", false)
}

/// The size MLIR writes for a dynamic entry of a static-or-dynamic list (`ShapedType::kDynamic`,
/// the `?` of `tensor.expand_shape`'s `static_output_shape`).
pub const K_DYNAMIC: i64 = i64::MIN;

/// `tensor.expand_shape` and `tensor.collapse_shape`: the reassociation (for each dimension of
/// the lower-rank side, the group of higher-rank dimensions it stands for) and, for
/// `expand_shape`, the result sizes it states ([`K_DYNAMIC`] where an operand gives one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reassociation {
    /// The groups, in order.
    pub groups: Vec<Vec<i64>>,
    /// `static_output_shape` (`expand_shape` only).
    pub output_shape: Option<Vec<i64>>,
}

impl Reassociation {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<Reassociation> {
        let r = Reader { m, op };
        let bad = || malformed("reassociation", "a list of integer lists, `[[0, 1], [2]]`");
        let groups = match r.get("reassociation") {
            None => return Err(missing("reassociation", r.name())),
            Some(Attribute::Array(groups)) => groups
                .iter()
                .map(|g| match g {
                    Attribute::Array(items) => {
                        items.iter().map(|i| i.as_int().ok_or_else(bad)).collect()
                    }
                    Attribute::DenseArray { values, .. } => Ok(values.clone()),
                    _ => Err(bad()),
                })
                .collect::<R<Vec<Vec<i64>>>>()?,
            Some(_) => return Err(bad()),
        };
        let output_shape = if m.ops[op].is(OpKind::TensorExpandShape) {
            Some(r.ints("static_output_shape")?)
        } else {
            None
        };
        Ok(Reassociation {
            groups,
            output_shape,
        })
    }
}

/// How a loop of `linalg.generic` iterates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IteratorType {
    /// Every iteration is independent.
    Parallel,
    /// The iterations fold into the outputs.
    Reduction,
}

/// `linalg.generic`'s structure: one indexing map per operand (inputs, then outputs), one
/// iterator type per loop, and how many operands are inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinalgGeneric {
    /// The indexing maps, one per operand.
    pub maps: Vec<crate::affine::AffineMap>,
    /// The iterator types, one per loop.
    pub iterators: Vec<IteratorType>,
    /// How many operands are inputs (`ins`); the rest are outputs (`outs`).
    pub inputs: usize,
    /// How many operands are outputs.
    pub outputs: usize,
}

impl LinalgGeneric {
    /// Reads the view.
    pub fn read(m: &Module, op: Op) -> R<LinalgGeneric> {
        let r = Reader { m, op };
        let maps = match r.get("indexing_maps") {
            None => return Err(missing("indexing_maps", r.name())),
            Some(Attribute::Array(items)) => items
                .iter()
                .map(|a| match a {
                    Attribute::AffineMap(map) => Ok(map.clone()),
                    _ => Err(malformed(
                        "indexing_maps",
                        "a list of affine maps, `[affine_map<(d0) -> (d0)>]`",
                    )),
                })
                .collect::<R<Vec<_>>>()?,
            Some(_) => {
                return Err(malformed(
                    "indexing_maps",
                    "a list of affine maps, `[affine_map<(d0) -> (d0)>]`",
                ))
            }
        };
        let want = "a list of `#linalg.iterator_type<parallel>` or `<reduction>`";
        let iterators = match r.get("iterator_types") {
            None => return Err(missing("iterator_types", r.name())),
            Some(Attribute::Array(items)) => items
                .iter()
                .map(|a| match a {
                    Attribute::Enum {
                        dialect,
                        kind,
                        value,
                    } if dialect == "linalg" && kind == "iterator_type" => match value.as_str() {
                        "parallel" => Ok(IteratorType::Parallel),
                        "reduction" => Ok(IteratorType::Reduction),
                        _ => Err(malformed("iterator_types", want)),
                    },
                    _ => Err(malformed("iterator_types", want)),
                })
                .collect::<R<Vec<_>>>()?,
            Some(_) => return Err(malformed("iterator_types", want)),
        };
        let segments = r.ints("operandSegmentSizes")?;
        let [inputs, outputs] = segments[..] else {
            return Err(malformed(
                "operandSegmentSizes",
                "two sizes, `array<i32: inputs, outputs>`",
            ));
        };
        let (Ok(inputs), Ok(outputs)) = (usize::try_from(inputs), usize::try_from(outputs)) else {
            return Err(malformed("operandSegmentSizes", "two non-negative sizes"));
        };
        Ok(LinalgGeneric {
            maps,
            iterators,
            inputs,
            outputs,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn groups(strategy: GroupStrategy, rows: &[&[i64]], grid: (u32, u32)) -> Vec<Vec<(u32, u32)>> {
        let c = Collective {
            groups: rows.iter().map(|r| r.to_vec()).collect(),
            channel_id: 0,
            use_global_device_ids: false,
            strategy,
        };
        let grid = ProcessGrid {
            num_replicas: grid.0,
            num_partitions: grid.1,
        };
        c.process_groups(grid)
            .unwrap()
            .into_iter()
            .map(|g| g.into_iter().map(|p| (p.replica, p.partition)).collect())
            .collect()
    }

    /// The spec's four strategies on a 2 x 2 grid, and ragged and empty groups; expected groups
    /// written out by hand from the spec's definitions.
    #[test]
    fn process_groups_follow_the_spec() {
        use GroupStrategy::*;
        assert_eq!(
            groups(CrossReplica, &[&[0, 1]], (2, 2)),
            vec![vec![(0, 0), (1, 0)], vec![(0, 1), (1, 1)]]
        );
        assert_eq!(
            groups(CrossPartition, &[&[1, 0]], (2, 2)),
            vec![vec![(0, 1), (0, 0)], vec![(1, 1), (1, 0)]]
        );
        assert_eq!(
            groups(CrossReplicaAndPartition, &[&[0, 1]], (2, 2)),
            vec![vec![(0, 0), (1, 0), (0, 1), (1, 1)]]
        );
        assert_eq!(
            groups(FlattenedIds, &[&[0, 3], &[1, 2]], (2, 2)),
            vec![vec![(0, 0), (1, 1)], vec![(0, 1), (1, 0)]]
        );
        assert_eq!(
            groups(CrossReplica, &[&[0, 2], &[1, -1]], (3, 1)),
            vec![vec![(0, 0), (2, 0)], vec![(1, 0)]]
        );
        assert_eq!(
            groups(CrossReplica, &[], (3, 1)),
            vec![vec![(0, 0), (1, 0), (2, 0)]]
        );
        let c = Collective {
            groups: vec![vec![0, 2]],
            channel_id: 0,
            use_global_device_ids: false,
            strategy: CrossReplica,
        };
        let e = c
            .process_groups(ProcessGrid {
                num_replicas: 2,
                num_partitions: 1,
            })
            .unwrap_err();
        assert!(e.contains("replica id 2"), "{e}");
    }
}
