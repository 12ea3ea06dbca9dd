//! The op registry: for every op the compiler knows, its inherent attributes and traits.
//!
//! Ops not listed here still parse (in the generic form) and print, but the verifier rejects them as
//! unknown (E0413), so later stages only ever see ops whose semantics are defined.

/// What kind of computation an op is; passes match on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpClass {
    /// Elementwise with one operand.
    Unary,
    /// Elementwise with two operands of one type.
    Binary,
    /// Elementwise with a different result element type (convert, compare, is_finite, ...).
    ElementwiseOther,
    /// Changes layout or picks elements (reshape, transpose, slice, broadcast, ...).
    DataMovement,
    /// Contractions (dot_general, convolution).
    Contraction,
    /// Reductions with a body region.
    Reduction,
    /// Indexed reads and writes (gather, scatter).
    Indexed,
    /// Constants and iota.
    Constant,
    /// Structural ops: module, func, call, return, optimization_barrier.
    Structure,
}

/// Facts about one op.
#[derive(Clone, Copy, Debug)]
pub struct OpInfo {
    /// `dialect.op`.
    pub name: &'static str,
    /// Its class.
    pub class: OpClass,
    /// Names of its inherent attributes (properties).
    pub inherent: &'static [&'static str],
    /// True when the op is a block terminator.
    pub terminator: bool,
    /// True for commutative binary ops (the compact reduce syntax needs them).
    pub commutative: bool,
}

const fn op(name: &'static str, class: OpClass, inherent: &'static [&'static str]) -> OpInfo {
    OpInfo {
        name,
        class,
        inherent,
        terminator: false,
        commutative: false,
    }
}

const fn comm(name: &'static str) -> OpInfo {
    OpInfo {
        name,
        class: OpClass::Binary,
        inherent: &[],
        terminator: false,
        commutative: true,
    }
}

const fn term(name: &'static str) -> OpInfo {
    OpInfo {
        name,
        class: OpClass::Structure,
        inherent: &[],
        terminator: true,
        commutative: false,
    }
}

use OpClass::*;

/// Every known op.
pub const OPS: &[OpInfo] = &[
    op("builtin.module", Structure, &["sym_name", "sym_visibility"]),
    op(
        "func.func",
        Structure,
        &[
            "sym_name",
            "function_type",
            "sym_visibility",
            "arg_attrs",
            "res_attrs",
        ],
    ),
    op(
        "func.call",
        Structure,
        &["callee", "arg_attrs", "res_attrs", "no_inline"],
    ),
    term("func.return"),
    op("hal.tensor.alias", Structure, &[]),
    op("hal.buffer.dealloc", Structure, &[]),
    op("flow.dispatch.region", Structure, &[]),
    term("flow.return"),
    op("flow.tensor.clone", DataMovement, &[]),
    term("stablehlo.return"),
    op("stablehlo.optimization_barrier", Structure, &[]),
    comm("stablehlo.add"),
    op("stablehlo.subtract", Binary, &[]),
    comm("stablehlo.multiply"),
    op("stablehlo.divide", Binary, &[]),
    op("stablehlo.remainder", Binary, &[]),
    comm("stablehlo.maximum"),
    comm("stablehlo.minimum"),
    op("stablehlo.power", Binary, &[]),
    op("stablehlo.atan2", Binary, &[]),
    comm("stablehlo.and"),
    comm("stablehlo.or"),
    comm("stablehlo.xor"),
    op("stablehlo.shift_left", Binary, &[]),
    op("stablehlo.shift_right_arithmetic", Binary, &[]),
    op("stablehlo.shift_right_logical", Binary, &[]),
    op("stablehlo.abs", Unary, &[]),
    op("stablehlo.negate", Unary, &[]),
    op("stablehlo.exponential", Unary, &["result_accuracy"]),
    op(
        "stablehlo.exponential_minus_one",
        Unary,
        &["result_accuracy"],
    ),
    op("stablehlo.log", Unary, &["result_accuracy"]),
    op("stablehlo.log_plus_one", Unary, &["result_accuracy"]),
    op("stablehlo.logistic", Unary, &["result_accuracy"]),
    op("stablehlo.tanh", Unary, &["result_accuracy"]),
    op("stablehlo.sqrt", Unary, &["result_accuracy"]),
    op("stablehlo.rsqrt", Unary, &["result_accuracy"]),
    op("stablehlo.cbrt", Unary, &["result_accuracy"]),
    op("stablehlo.sign", Unary, &[]),
    op("stablehlo.floor", Unary, &[]),
    op("stablehlo.ceil", Unary, &[]),
    op("stablehlo.round_nearest_even", Unary, &[]),
    op("stablehlo.round_nearest_afz", Unary, &[]),
    op("stablehlo.sine", Unary, &["result_accuracy"]),
    op("stablehlo.cosine", Unary, &["result_accuracy"]),
    op("stablehlo.tan", Unary, &["result_accuracy"]),
    op("stablehlo.not", Unary, &[]),
    op("stablehlo.popcnt", Unary, &[]),
    op("stablehlo.count_leading_zeros", Unary, &[]),
    op("stablehlo.is_finite", ElementwiseOther, &[]),
    op("stablehlo.convert", ElementwiseOther, &[]),
    op("stablehlo.bitcast_convert", ElementwiseOther, &[]),
    op(
        "stablehlo.compare",
        ElementwiseOther,
        &["comparison_direction", "compare_type"],
    ),
    op("stablehlo.select", ElementwiseOther, &[]),
    op("stablehlo.clamp", ElementwiseOther, &[]),
    op("chlo.square", Unary, &[]),
    op("stablehlo.constant", Constant, &["value"]),
    op("stablehlo.iota", Constant, &["iota_dimension"]),
    op(
        "stablehlo.broadcast_in_dim",
        DataMovement,
        &["broadcast_dimensions"],
    ),
    op("stablehlo.reshape", DataMovement, &[]),
    op("stablehlo.transpose", DataMovement, &["permutation"]),
    op("stablehlo.reverse", DataMovement, &["dimensions"]),
    op(
        "stablehlo.slice",
        DataMovement,
        &["start_indices", "limit_indices", "strides"],
    ),
    op("stablehlo.dynamic_slice", DataMovement, &["slice_sizes"]),
    op("stablehlo.dynamic_update_slice", DataMovement, &[]),
    op("stablehlo.concatenate", DataMovement, &["dimension"]),
    op(
        "stablehlo.pad",
        DataMovement,
        &["edge_padding_low", "edge_padding_high", "interior_padding"],
    ),
    op(
        "stablehlo.dot_general",
        Contraction,
        &["dot_dimension_numbers", "precision_config", "algorithm"],
    ),
    op(
        "stablehlo.convolution",
        Contraction,
        &[
            "window_strides",
            "padding",
            "lhs_dilation",
            "rhs_dilation",
            "window_reversal",
            "dimension_numbers",
            "feature_group_count",
            "batch_group_count",
            "precision_config",
        ],
    ),
    op("stablehlo.reduce", Reduction, &["dimensions"]),
    op(
        "stablehlo.reduce_window",
        Reduction,
        &[
            "window_dimensions",
            "window_strides",
            "base_dilations",
            "window_dilations",
            "padding",
        ],
    ),
    op(
        "stablehlo.gather",
        Indexed,
        &["dimension_numbers", "slice_sizes", "indices_are_sorted"],
    ),
    op(
        "stablehlo.scatter",
        Indexed,
        &[
            "scatter_dimension_numbers",
            "indices_are_sorted",
            "unique_indices",
        ],
    ),
    op("arith.constant", Constant, &["value"]),
    op("arith.addf", Binary, &["fastmath"]),
    op("arith.addi", Binary, &["overflowFlags"]),
    op("arith.subf", Binary, &["fastmath"]),
    op("arith.subi", Binary, &["overflowFlags"]),
    op("arith.mulf", Binary, &["fastmath"]),
    op("arith.muli", Binary, &["overflowFlags"]),
    op("arith.divf", Binary, &["fastmath"]),
    op("arith.divsi", Binary, &[]),
    op("arith.divui", Binary, &[]),
    op("arith.remf", Binary, &["fastmath"]),
    op("arith.remsi", Binary, &[]),
    op("arith.remui", Binary, &[]),
    op("arith.maximumf", Binary, &["fastmath"]),
    op("arith.minimumf", Binary, &["fastmath"]),
    op("arith.maxnumf", Binary, &["fastmath"]),
    op("arith.minnumf", Binary, &["fastmath"]),
    op("arith.maxsi", Binary, &[]),
    op("arith.minsi", Binary, &[]),
    op("arith.maxui", Binary, &[]),
    op("arith.minui", Binary, &[]),
    op("arith.andi", Binary, &[]),
    op("arith.ori", Binary, &[]),
    op("arith.xori", Binary, &[]),
    op("arith.negf", Unary, &["fastmath"]),
    op("arith.cmpf", ElementwiseOther, &["predicate", "fastmath"]),
    op("arith.cmpi", ElementwiseOther, &["predicate"]),
    op("arith.select", ElementwiseOther, &[]),
    op("arith.extf", ElementwiseOther, &[]),
    op("arith.truncf", ElementwiseOther, &[]),
    op("arith.sitofp", ElementwiseOther, &[]),
    op("arith.uitofp", ElementwiseOther, &[]),
    op("arith.fptosi", ElementwiseOther, &[]),
    op("arith.fptoui", ElementwiseOther, &[]),
    op("arith.extsi", ElementwiseOther, &[]),
    op("arith.extui", ElementwiseOther, &[]),
    op("arith.trunci", ElementwiseOther, &[]),
    op("arith.index_cast", ElementwiseOther, &[]),
    op("arith.bitcast", ElementwiseOther, &[]),
];

/// Looks an op up by name.
pub fn lookup(name: &str) -> Option<&'static OpInfo> {
    OPS.iter().find(|o| o.name == name)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_pretty_op_name_is_registered() {
        for list in [
            crate::lexer::BINARY_OPS,
            crate::lexer::UNARY_OPS,
            crate::lexer::CAST_OPS,
            crate::lexer::ARITH_CAST_OPS,
        ] {
            for name in list {
                assert!(
                    super::lookup(name).is_some(),
                    "{name} has a pretty syntax but no registry entry"
                );
            }
        }
    }
}
