//! The IR section of MLIR bytecode, converted to StableHLO in MLIR's generic text form.
//!
//! VHLO ops become StableHLO ops as StableHLO's own `vhlo-legalize-to-stablehlo` converts them
//! (`stablehlo/transforms/VhloLegalizeToStablehlo.cpp`): `vhlo.NAME_vN` is `stablehlo.NAME`
//! (`func_v1`, `call_v1` and a function's `return_v1` are `func`'s), attributes convert one for
//! one (`#vhlo.tensor_v1` is `dense<...>`, `#vhlo.integer_v1` an integer, enums StableHLO's
//! enums), the attributes StableHLO keeps as dense arrays become `array<i64: ...>`, the flattened
//! dimension numbers of `convolution`, `dot_general`, `gather` and `scatter` are put back together,
//! and attributes equal to their default are dropped. Each supported op is a row of [`OPS`] with
//! its attributes in the order VHLO's properties store them; any other op, attribute or type is
//! error E0012 naming it and its byte offset.

use std::fmt::Write as _;

use super::reader::{Attr, Bytecode, Cursor, SdyAttr, TypeKind, VEnum};
use super::{Error, EXPANSION_ALLOWANCE, MAX_DEPTH, MAX_EXPANSION};

/// How an op's attributes convert beyond the generic rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rule {
    /// Every attribute converts generically.
    Plain,
    /// A unary op with `result_accuracy` (dropped when it is the default).
    Accuracy,
    /// The named attributes become dense `i64` arrays.
    Arrays(&'static [&'static str]),
    /// `func.func`
    Func,
    /// `func.call`
    Call,
    /// `stablehlo.return`, or `func.return` in a function
    Return,
    /// `stablehlo.compare`
    Compare,
    /// `stablehlo.convolution`
    Conv,
    /// `stablehlo.dot_general`
    DotGeneral,
    /// `stablehlo.gather`
    Gather,
    /// `stablehlo.scatter`
    Scatter,
    /// `stablehlo.reduce_window`
    ReduceWindow,
    /// `stablehlo.select_and_scatter`
    SelectAndScatter,
    /// `stablehlo.sort`
    Sort,
    /// `stablehlo.composite`
    Composite,
    /// `stablehlo.custom_call`
    CustomCall,
    /// A collective: `channel_id` becomes `channel_handle` (type 0), `use_global_device_ids` and
    /// `has_dynamic_root` unit attributes when true.
    Collective,
    /// `stablehlo.send` and `stablehlo.recv`: `channel_id` and `channel_type` become
    /// `channel_handle`.
    SendRecv,
    /// `stablehlo.infeed` and `stablehlo.outfeed`
    Feed,
}

use Rule::*;

/// The VHLO ops read: (VHLO name, attribute names as `VhloOps.td` declares them, conversion).
/// Properties store the attributes sorted by name.
const OPS: &[(&str, &[&str], Rule)] = &[
    ("abs_v1", &[], Plain),
    ("add_v1", &[], Plain),
    ("after_all_v1", &[], Plain),
    (
        "all_gather_v2",
        &[
            "all_gather_dim",
            "replica_groups",
            "channel_id",
            "use_global_device_ids",
        ],
        Collective,
    ),
    (
        "all_reduce_v2",
        &["replica_groups", "channel_id", "use_global_device_ids"],
        Collective,
    ),
    (
        "all_to_all_v2",
        &[
            "split_dimension",
            "concat_dimension",
            "split_count",
            "replica_groups",
            "channel_id",
        ],
        Collective,
    ),
    ("and_v1", &[], Plain),
    ("atan2_v1", &[], Plain),
    ("bitcast_convert_v1", &[], Plain),
    (
        "broadcast_in_dim_v1",
        &["broadcast_dimensions"],
        Arrays(&["broadcast_dimensions"]),
    ),
    ("call_v1", &["callee"], Call),
    ("case_v1", &[], Plain),
    ("cbrt_v2", &["result_accuracy"], Accuracy),
    ("ceil_v1", &[], Plain),
    ("clamp_v1", &[], Plain),
    ("count_leading_zeros_v1", &[], Plain),
    (
        "compare_v1",
        &["comparison_direction", "compare_type"],
        Compare,
    ),
    ("complex_v1", &[], Plain),
    (
        "collective_broadcast_v2",
        &["replica_groups", "channel_id", "has_dynamic_root"],
        Collective,
    ),
    (
        "collective_permute_v1",
        &["source_target_pairs", "channel_id"],
        Collective,
    ),
    (
        "collective_reduce_v1",
        &[
            "replica_groups",
            "channel_id",
            "use_global_device_ids",
            "has_dynamic_root",
        ],
        Collective,
    ),
    (
        "composite_v2",
        &["name", "composite_attributes", "decomposition", "version"],
        Composite,
    ),
    ("concatenate_v1", &["dimension"], Plain),
    ("constant_v1", &["value"], Plain),
    ("convert_v1", &[], Plain),
    (
        "convolution_v1",
        &[
            "window_strides",
            "padding",
            "lhs_dilation",
            "rhs_dilation",
            "window_reversal",
            "input_batch_dimension",
            "input_feature_dimension",
            "input_spatial_dimensions",
            "kernel_input_feature_dimension",
            "kernel_output_feature_dimension",
            "kernel_spatial_dimensions",
            "output_batch_dimension",
            "output_feature_dimension",
            "output_spatial_dimensions",
            "feature_group_count",
            "batch_group_count",
            "precision_config",
        ],
        Conv,
    ),
    ("cosine_v2", &["result_accuracy"], Accuracy),
    ("create_token_v1", &[], Plain),
    (
        "custom_call_v1",
        &[
            "call_target_name",
            "has_side_effect",
            "backend_config",
            "api_version",
            "called_computations",
            "operand_layouts",
            "result_layouts",
            "output_operand_aliases",
        ],
        CustomCall,
    ),
    (
        "custom_call_v2",
        &[
            "call_target_name",
            "has_side_effect",
            "backend_config",
            "api_version",
            "called_computations",
            "operand_layouts",
            "result_layouts",
            "output_operand_aliases",
            "result_tilings",
        ],
        CustomCall,
    ),
    ("divide_v1", &[], Plain),
    (
        "dot_general_v2",
        &[
            "lhs_batching_dimensions",
            "rhs_batching_dimensions",
            "lhs_contracting_dimensions",
            "rhs_contracting_dimensions",
            "precision_config",
            "lhs_precision_type",
            "rhs_precision_type",
            "accumulation_type",
            "lhs_component_count",
            "rhs_component_count",
            "num_primitive_operations",
            "allow_imprecise_accumulation",
        ],
        DotGeneral,
    ),
    (
        "dynamic_slice_v1",
        &["slice_sizes"],
        Arrays(&["slice_sizes"]),
    ),
    ("dynamic_update_slice_v1", &[], Plain),
    ("exponential_minus_one_v2", &["result_accuracy"], Accuracy),
    ("exponential_v2", &["result_accuracy"], Accuracy),
    ("floor_v1", &[], Plain),
    (
        "func_v1",
        &[
            "sym_name",
            "function_type",
            "sym_visibility",
            "arg_attrs",
            "res_attrs",
        ],
        Func,
    ),
    (
        "gather_v2",
        &[
            "offset_dims",
            "collapsed_slice_dims",
            "operand_batching_dims",
            "start_indices_batching_dims",
            "start_index_map",
            "index_vector_dim",
            "slice_sizes",
            "indices_are_sorted",
        ],
        Gather,
    ),
    ("get_tuple_element_v1", &["index"], Plain),
    ("if_v1", &[], Plain),
    ("imag_v1", &[], Plain),
    ("infeed_v1", &["infeed_config", "layout"], Feed),
    ("iota_v1", &["iota_dimension"], Plain),
    ("is_finite_v1", &[], Plain),
    ("log_plus_one_v2", &["result_accuracy"], Accuracy),
    ("logistic_v2", &["result_accuracy"], Accuracy),
    ("log_v2", &["result_accuracy"], Accuracy),
    ("maximum_v1", &[], Plain),
    ("minimum_v1", &[], Plain),
    ("multiply_v1", &[], Plain),
    ("negate_v1", &[], Plain),
    ("not_v1", &[], Plain),
    ("optimization_barrier_v1", &[], Plain),
    ("or_v1", &[], Plain),
    ("outfeed_v1", &["outfeed_config"], Feed),
    ("partition_id_v1", &[], Plain),
    (
        "pad_v1",
        &["edge_padding_low", "edge_padding_high", "interior_padding"],
        Arrays(&["edge_padding_low", "edge_padding_high", "interior_padding"]),
    ),
    ("popcnt_v1", &[], Plain),
    ("power_v1", &[], Plain),
    ("real_v1", &[], Plain),
    (
        "recv_v2",
        &[
            "channel_id",
            "channel_type",
            "is_host_transfer",
            "source_target_pairs",
        ],
        SendRecv,
    ),
    ("reduce_v1", &["dimensions"], Arrays(&["dimensions"])),
    (
        "reduce_precision_v1",
        &["exponent_bits", "mantissa_bits"],
        Plain,
    ),
    (
        "reduce_window_v1",
        &[
            "window_dimensions",
            "window_strides",
            "base_dilations",
            "window_dilations",
            "padding",
        ],
        ReduceWindow,
    ),
    (
        "reduce_scatter_v1",
        &[
            "scatter_dimension",
            "replica_groups",
            "channel_id",
            "use_global_device_ids",
        ],
        Collective,
    ),
    ("remainder_v1", &[], Plain),
    ("replica_id_v1", &[], Plain),
    ("reshape_v1", &[], Plain),
    ("return_v1", &[], Return),
    ("reverse_v1", &["dimensions"], Arrays(&["dimensions"])),
    ("round_nearest_even_v1", &[], Plain),
    ("round_nearest_afz_v1", &[], Plain),
    ("rsqrt_v2", &["result_accuracy"], Accuracy),
    (
        "scatter_v2",
        &[
            "update_window_dims",
            "inserted_window_dims",
            "input_batching_dims",
            "scatter_indices_batching_dims",
            "scatter_dims_to_operand_dims",
            "index_vector_dim",
            "indices_are_sorted",
            "unique_indices",
        ],
        Scatter,
    ),
    (
        "select_and_scatter_v1",
        &["window_dimensions", "window_strides", "padding"],
        SelectAndScatter,
    ),
    ("select_v1", &[], Plain),
    (
        "send_v2",
        &[
            "channel_id",
            "channel_type",
            "is_host_transfer",
            "source_target_pairs",
        ],
        SendRecv,
    ),
    ("shift_left_v1", &[], Plain),
    ("shift_right_arithmetic_v1", &[], Plain),
    ("shift_right_logical_v1", &[], Plain),
    ("sign_v1", &[], Plain),
    ("sine_v2", &["result_accuracy"], Accuracy),
    (
        "slice_v1",
        &["start_indices", "limit_indices", "strides"],
        Arrays(&["start_indices", "limit_indices", "strides"]),
    ),
    ("sort_v1", &["dimension", "is_stable"], Sort),
    ("sqrt_v2", &["result_accuracy"], Accuracy),
    ("subtract_v1", &[], Plain),
    ("tan_v2", &["result_accuracy"], Accuracy),
    ("tanh_v2", &["result_accuracy"], Accuracy),
    ("transpose_v1", &["permutation"], Arrays(&["permutation"])),
    ("tuple_v1", &[], Plain),
    ("while_v1", &[], Plain),
    ("xor_v1", &[], Plain),
];

/// The VHLO op names this reader converts (for documentation and tests).
pub fn supported_ops() -> impl Iterator<Item = &'static str> {
    OPS.iter().map(|(n, _, _)| *n)
}

/// A value in scope: its SSA name, its result index in a group, and its type.
#[derive(Clone, Copy)]
struct Val {
    name: u32,
    index: Option<u32>,
    ty: u32,
}

/// One isolated-from-above value scope: slots reserved per region, filled as values are defined.
struct Scope {
    values: Vec<Option<Val>>,
    next: Vec<usize>,
}

struct Conv<'b, 'a> {
    bc: &'b Bytecode<'a>,
    out: String,
    limit: usize,
    /// Bytes of attribute and type text built so far (an attribute referenced from many places, or
    /// nested inside itself many times, is built each time: this bounds the work).
    built: std::cell::Cell<usize>,
    scopes: Vec<Scope>,
    names: u32,
    total: usize,
}

/// Converts the IR section of `bc` to StableHLO text.
pub fn convert(bc: &Bytecode<'_>) -> Result<String, Error> {
    let total = bc.ir.remaining() + bc.ir.offset();
    let mut cv = Conv {
        bc,
        out: String::new(),
        limit: total
            .saturating_mul(MAX_EXPANSION)
            .saturating_add(EXPANSION_ALLOWANCE),
        built: std::cell::Cell::new(0),
        scopes: vec![Scope {
            values: vec![],
            next: vec![0],
        }],
        names: 0,
        total,
    };
    let mut c = bc.ir;
    // The top-level block: its ops (a `builtin.module`) define no values.
    let (nops, has_args) = c.varint_flag()?;
    if has_args {
        return Err(c.err("the top-level block has arguments"));
    }
    if nops > c.remaining() as u64 {
        return Err(c.err("more top-level ops than bytes"));
    }
    for _ in 0..nops {
        cv.op(&mut c, 0, false, 0)?;
    }
    if !c.is_empty() {
        return Err(c.err("bytes after the last top-level op"));
    }
    Ok(cv.out)
}

impl<'b, 'a> Conv<'b, 'a> {
    fn push(&mut self, s: &str, at: usize) -> Result<(), Error> {
        if self.out.len() + s.len() > self.limit {
            return Err(Error::malformed(
                at,
                format!(
                    "the module expands to more than {} bytes of text ({MAX_EXPANSION} per input byte): \
                     an attribute or type referenced too many times",
                    self.limit
                ),
            ));
        }
        self.out.push_str(s);
        Ok(())
    }

    /// Counts `n` bytes of attribute or type text against the same bound as the output.
    fn charge(&self, n: usize, at: usize) -> Result<(), Error> {
        let built = self.built.get().saturating_add(n);
        self.built.set(built);
        if built > self.limit {
            return Err(Error::malformed(
                at,
                format!(
                    "attributes and types expand to more than {} bytes of text \
                     ({MAX_EXPANSION} per input byte): one referenced too many times",
                    self.limit
                ),
            ));
        }
        Ok(())
    }

    fn check(&self, at: usize) -> Result<(), Error> {
        if self.out.len() > self.limit {
            return Err(Error::malformed(
                at,
                format!(
                    "the module expands to more than {} bytes of text",
                    self.limit
                ),
            ));
        }
        Ok(())
    }

    fn define(&mut self, c: &Cursor<'_>, vals: &[Val], reading: bool) -> Result<(), Error> {
        if !reading {
            return Ok(());
        }
        let s = self
            .scopes
            .last_mut()
            .ok_or_else(|| c.err("no value scope"))?;
        let next = s.next.last_mut().ok_or_else(|| c.err("no region"))?;
        if *next + vals.len() > s.values.len() {
            return Err(c.err(format!(
                "more values defined than the region declares ({})",
                s.values.len()
            )));
        }
        for v in vals {
            s.values[*next] = Some(*v);
            *next += 1;
        }
        Ok(())
    }

    fn operand(&mut self, c: &mut Cursor<'_>) -> Result<Val, Error> {
        let at = c.offset();
        let s = self.scopes.last().ok_or_else(|| c.err("no value scope"))?;
        let i = c.index("value", s.values.len())?;
        s.values[i].ok_or_else(|| {
            Error::unsupported(
                at,
                format!("value #{i} used before its definition (forward references are not read)"),
            )
        })
    }

    fn fresh(&mut self) -> u32 {
        self.names += 1;
        self.names
    }

    fn val_text(v: &Val) -> String {
        match v.index {
            Some(i) => format!("%{}#{}", v.name, i),
            None => format!("%{}", v.name),
        }
    }

    /// One op with its regions. `reading` is false for the top-level block, whose values are not
    /// numbered.
    fn op(
        &mut self,
        c: &mut Cursor<'a>,
        depth: usize,
        reading: bool,
        parent: u8,
    ) -> Result<(), Error> {
        let bc = self.bc;
        let op_at = c.offset();
        if depth > MAX_DEPTH {
            return Err(c.err(format!("regions nested deeper than {MAX_DEPTH}")));
        }
        let ni = c.index("op name", bc.op_names.len())?;
        let (d, ref short, registered) = bc.op_names[ni];
        let dialect = bc.dialects.get(d).cloned().unwrap_or_default();
        let full = format!("{dialect}.{short}");
        let mask = c.byte()?;
        if mask & 0x80 != 0 {
            return Err(Error::malformed(
                op_at,
                format!("unknown op encoding bits 0x{mask:02X}"),
            ));
        }
        let loc = bc.attr_index(c)?;
        let attrs = if mask & 1 != 0 {
            Some(bc.attr_index(c)?)
        } else {
            None
        };
        // Properties: the op's own encoding (VHLO: its attributes sorted by name), or, for an op
        // that was not registered, a dictionary.
        let mut props: Vec<u32> = vec![];
        let mut props_dict = None;
        if mask & 0x40 != 0 {
            match registered {
                Some(true) => {
                    let mut p = bc.properties(c)?;
                    let builtin_module = full == "builtin.module";
                    while !p.is_empty() {
                        if builtin_module {
                            let (i, present) = p.varint_flag()?;
                            if present {
                                if i >= bc.num_attrs() as u64 {
                                    return Err(p.err("attribute index out of range"));
                                }
                                props.push(i as u32);
                            }
                        } else {
                            props.push(bc.attr_index(&mut p)?);
                        }
                    }
                }
                Some(false) => props_dict = Some(bc.attr_index(c)?),
                None => {
                    return Err(Error::malformed(
                        op_at,
                        "properties on an op of a bytecode version without them",
                    ))
                }
            }
        }
        let mut result_types = vec![];
        if mask & 2 != 0 {
            let n = c.count("results", 1)?;
            for _ in 0..n {
                result_types.push(bc.type_index(c)?);
            }
        }
        let mut operands = vec![];
        if mask & 4 != 0 {
            let n = c.count("operands", 1)?;
            for _ in 0..n {
                operands.push(self.operand(c)?);
            }
        }
        if mask & 8 != 0 {
            return Err(Error::unsupported(
                op_at,
                format!(
                    "`{full}` has successors (unstructured control flow is not read from bytecode)"
                ),
            ));
        }
        if bc.version >= 3 && mask & 0x20 != 0 {
            use_list_orders(c, result_types.len())?;
        }
        let (nregions, isolated) = if mask & 0x10 != 0 {
            let (n, iso) = c.varint_flag()?;
            if n > c.remaining() as u64 + 1 {
                return Err(c.err("more regions than bytes"));
            }
            (n as usize, iso)
        } else {
            (0, false)
        };
        // StableHLO's serializer wraps the ops of dialects that VHLO does not version (Shardy's
        // `sdy`, whose operands are builtin tensors) in casts between `!vhlo.tensor_v1` and
        // `tensor`; converted back, both sides are the same type and the cast is the identity
        // (what `reconcile-unrealized-casts` folds): its result is its operand.
        if full == "builtin.unrealized_conversion_cast" {
            if operands.len() != 1
                || result_types.len() != 1
                || nregions != 0
                || attrs.is_some()
                || !props.is_empty()
                || props_dict.is_some()
            {
                return Err(Error::unsupported(
                    op_at,
                    format!(
                        "`builtin.unrealized_conversion_cast` with {} operands, {} results, regions or attributes \
                         (a cast of one value, which StableHLO's serializer puts around Shardy's ops, is read)",
                        operands.len(),
                        result_types.len()
                    ),
                ));
            }
            let from = self.type_text(operands[0].ty, 0, op_at)?;
            let to = self.type_text(result_types[0], 0, op_at)?;
            if from != to {
                return Err(Error::unsupported(
                    op_at,
                    format!(
                        "`builtin.unrealized_conversion_cast` from `{from}` to `{to}` (only a cast between a VHLO \
                         type and the builtin type it converts to is read)"
                    ),
                ));
            }
            return self.define(c, &[operands[0]], reading);
        }
        // Results.
        let name = self.fresh();
        let results: Vec<Val> = match result_types.len() {
            0 => vec![],
            1 => vec![Val {
                name,
                index: None,
                ty: result_types[0],
            }],
            _ => (0..result_types.len())
                .map(|i| Val {
                    name,
                    index: Some(i as u32),
                    ty: result_types[i],
                })
                .collect(),
        };
        self.define(c, &results, reading)?;

        // The op's text, up to its regions.
        let conv = self.convert_op(
            &dialect, short, registered, &props, props_dict, attrs, parent, op_at,
        )?;
        let mut head = String::new();
        match result_types.len() {
            0 => {}
            1 => {
                let _ = write!(head, "%{name} = ");
            }
            n => {
                let _ = write!(head, "%{name}:{n} = ");
            }
        }
        let ops: Vec<String> = operands.iter().map(Self::val_text).collect();
        let _ = write!(head, "\"{}\"({})", conv.name, ops.join(", "));
        if !conv.props.is_empty() {
            let _ = write!(head, " <{{{}}}>", conv.props);
        }
        self.push(&head, op_at)?;
        if nregions > 0 {
            self.push(" (", op_at)?;
            let region_parent = if conv.name == "func.func" { 1 } else { 2 };
            let mut section;
            let rc: &mut Cursor<'a> = if bc.version >= 2 && isolated {
                let sat = c.offset();
                let (id, data) = c.section(bc.origin)?;
                if id != 4 {
                    return Err(Error::malformed(
                        sat,
                        "an isolated region that is not in an IR section",
                    ));
                }
                section = data;
                &mut section
            } else {
                c
            };
            if isolated {
                self.scopes.push(Scope {
                    values: vec![],
                    next: vec![],
                });
            }
            for r in 0..nregions {
                if r > 0 {
                    self.push(", ", op_at)?;
                }
                self.region(rc, depth + 1, region_parent)?;
            }
            if isolated {
                if !rc.is_empty() && bc.version >= 2 {
                    return Err(rc.err("bytes after the regions of an isolated op"));
                }
                self.scopes.pop();
            }
            self.push(")", op_at)?;
        }
        // Discardable attributes and the signature.
        let mut tail = String::new();
        if !conv.attrs.is_empty() {
            let _ = write!(tail, " {{{}}}", conv.attrs);
        }
        let mut ots = vec![];
        for v in &operands {
            ots.push(self.type_text(v.ty, 0, op_at)?);
        }
        let mut rts = vec![];
        for &t in &result_types {
            rts.push(self.type_text(t, 0, op_at)?);
        }
        let _ = write!(tail, " : ({}) -> ", ots.join(", "));
        if rts.len() == 1 && !rts[0].starts_with('(') {
            tail.push_str(&rts[0]);
        } else {
            let _ = write!(tail, "({})", rts.join(", "));
        }
        let _ = loc;
        tail.push('\n');
        self.push(&tail, op_at)
    }

    fn region(&mut self, c: &mut Cursor<'a>, depth: usize, parent: u8) -> Result<(), Error> {
        let at = c.offset();
        let nblocks = c.count("blocks", 1)?;
        if nblocks == 0 {
            return self.push("{\n}", at);
        }
        let nvalues = c.varint()?;
        let reserved: usize = self.scopes.iter().map(|s| s.values.len()).sum();
        if reserved as u64 + nvalues > self.total as u64 {
            return Err(Error::malformed(
                at,
                format!("a region declares {nvalues} values, more than the input can define"),
            ));
        }
        let nvalues = nvalues as usize;
        {
            let s = self
                .scopes
                .last_mut()
                .ok_or_else(|| c.err("no value scope"))?;
            s.next.push(s.values.len());
            s.values.resize(s.values.len() + nvalues, None);
        }
        self.push("{\n", at)?;
        for b in 0..nblocks {
            let bat = c.offset();
            let (nops, has_args) = c.varint_flag()?;
            if nops > c.remaining() as u64 {
                return Err(Error::malformed(bat, "more ops in a block than bytes"));
            }
            let mut label = format!("^bb{b}");
            if has_args {
                let n = c.count("block arguments", 1)?;
                let mut args = vec![];
                for _ in 0..n {
                    let (t, has_loc) = if self.bc.version >= 4 {
                        let aat = c.offset();
                        let (t, l) = c.varint_flag()?;
                        if t >= self.bc.num_types() as u64 {
                            return Err(Error::malformed(
                                aat,
                                format!("type index {t} out of range"),
                            ));
                        }
                        (t as u32, l)
                    } else {
                        (self.bc.type_index(c)?, true)
                    };
                    if has_loc {
                        self.bc.attr_index(c)?;
                    }
                    let name = self.fresh();
                    args.push(Val {
                        name,
                        index: None,
                        ty: t,
                    });
                }
                self.define(c, &args, true)?;
                let mut texts = vec![];
                for a in &args {
                    texts.push(format!("%{}: {}", a.name, self.type_text(a.ty, 0, bat)?));
                }
                let _ = write!(label, "({})", texts.join(", "));
                if self.bc.version >= 3 {
                    let has_orders = c.byte()?;
                    if has_orders != 0 {
                        use_list_orders(c, n)?;
                    }
                }
            }
            label.push_str(":\n");
            self.push(&label, bat)?;
            for _ in 0..nops {
                self.op(c, depth, true, parent)?;
            }
        }
        if let Some(s) = self.scopes.last_mut() {
            s.next.pop();
            s.values.truncate(s.values.len().saturating_sub(nvalues));
        }
        self.push("}", at)
    }

    fn type_text(&self, t: u32, depth: usize, at: usize) -> Result<String, Error> {
        let s = self.type_text_inner(t, depth, at)?;
        self.charge(s.len(), at)?;
        Ok(s)
    }

    fn type_text_inner(&self, t: u32, depth: usize, at: usize) -> Result<String, Error> {
        if depth > MAX_DEPTH {
            return Err(Error::malformed(at, "types nested deeper than 128"));
        }
        self.check(at)?;
        let bc = self.bc;
        let tat = bc.type_offset(t);
        Ok(match bc.ty(t)? {
            TypeKind::Bool => "i1".into(),
            TypeKind::SInt(w) => format!("i{w}"),
            TypeKind::UInt(w) => format!("ui{w}"),
            TypeKind::Index => "index".into(),
            TypeKind::Float(n) => n.into(),
            TypeKind::Complex(e) => format!("complex<{}>", self.type_text(e, depth + 1, at)?),
            TypeKind::Tensor(shape, e) => {
                let mut s = String::from("tensor<");
                for d in shape {
                    if d < 0 {
                        s.push_str("?x");
                    } else {
                        let _ = write!(s, "{d}x");
                    }
                }
                s.push_str(&self.type_text(e, depth + 1, at)?);
                s.push('>');
                s
            }
            TypeKind::Function(ins, outs) => {
                // The inputs' error returns before the results are built: a failing type is not
                // charged (it produces no text), so building the results after the inputs had
                // failed doubled the work at every level of a function type nested in itself
                // (2^128 visits before the depth limit stopped each branch).
                let ins = ins
                    .iter()
                    .map(|&i| self.type_text(i, depth + 1, at))
                    .collect::<Result<Vec<_>, _>>()?;
                let outs = outs
                    .iter()
                    .map(|&i| self.type_text(i, depth + 1, at))
                    .collect::<Result<Vec<_>, _>>()?;
                if outs.len() == 1 && !outs[0].starts_with('(') {
                    format!("({}) -> {}", ins.join(", "), outs[0])
                } else {
                    format!("({}) -> ({})", ins.join(", "), outs.join(", "))
                }
            }
            TypeKind::Tuple(ts) => {
                let ts: Result<Vec<_>, _> = ts
                    .iter()
                    .map(|&i| self.type_text(i, depth + 1, at))
                    .collect();
                format!("tuple<{}>", ts?.join(", "))
            }
            TypeKind::Token => "!stablehlo.token".into(),
            TypeKind::None => "none".into(),
            TypeKind::Text(t) => t,
            TypeKind::Other(what) => {
                return Err(Error::unsupported(tat, format!("{what} is not supported")))
            }
        })
    }

    /// The generic text of attribute `i` as StableHLO spells it.
    fn attr_text(&self, i: u32, depth: usize, at: usize) -> Result<String, Error> {
        let s = self.attr_text_inner(i, depth, at)?;
        self.charge(s.len(), at)?;
        Ok(s)
    }

    fn attr_text_inner(&self, i: u32, depth: usize, at: usize) -> Result<String, Error> {
        if depth > MAX_DEPTH {
            return Err(Error::malformed(at, "attributes nested deeper than 128"));
        }
        self.check(at)?;
        let bc = self.bc;
        let aat = bc.attr_offset(i);
        Ok(match bc.attr(i)? {
            Attr::Array(v) | Attr::VArray(v) => {
                let mut parts = vec![];
                for a in v {
                    parts.push(self.attr_text(a, depth + 1, at)?);
                }
                format!("[{}]", parts.join(", "))
            }
            Attr::Dict(v) | Attr::VDict(v) => {
                let mut parts = vec![];
                for (k, a) in v {
                    let key = self.string_of(k, aat)?;
                    parts.push(format!(
                        "{} = {}",
                        dict_key(&key),
                        self.attr_text(a, depth + 1, at)?
                    ));
                }
                format!("{{{}}}", parts.join(", "))
            }
            Attr::Str(s) | Attr::VString(s) => quote(&s),
            Attr::FlatSymbol(s) => format!("@{}", quote_symbol(&self.string_of(s, aat)?)),
            Attr::Type(t) | Attr::VType(t) => self.type_text(t, depth + 1, at)?,
            Attr::Unit => "unit".into(),
            Attr::Integer(t, v) | Attr::VInteger(t, v) => match bc.ty(t)? {
                TypeKind::Bool => {
                    if v != 0 {
                        "true".into()
                    } else {
                        "false".into()
                    }
                }
                _ => format!("{v} : {}", self.type_text(t, depth + 1, at)?),
            },
            Attr::Float(t, bits) | Attr::VFloat(t, bits) => {
                let w = super::reader::float_bits(&self.type_text(t, depth + 1, at)?);
                format!(
                    "0x{:0width$X} : {}",
                    bits,
                    self.type_text(t, depth + 1, at)?,
                    width = (w as usize).div_ceil(4)
                )
            }
            Attr::VBool(b) => {
                if b {
                    "true".into()
                } else {
                    "false".into()
                }
            }
            Attr::VEnum(k, v) => {
                let (kind, case) = k
                    .names(v)
                    .ok_or_else(|| Error::malformed(aat, "enum value out of range"))?;
                format!("#stablehlo<{kind} {case}>")
            }
            Attr::DenseElements(t, data) | Attr::VTensor(t, data) => {
                format!(
                    "dense<\"0x{}\"> : {}",
                    hex(&data),
                    self.type_text(t, depth + 1, at)?
                )
            }
            Attr::DenseArray(t, _, data) => {
                let ty = self.type_text(t, depth + 1, at)?;
                let esz = bc.elem_bytes(t, aat)?;
                let vals = le_values(&data, esz, ty == "i1");
                if vals.is_empty() {
                    format!("array<{ty}>")
                } else {
                    format!("array<{ty}: {}>", vals.join(", "))
                }
            }
            Attr::Loc(_) => {
                return Err(Error::malformed(
                    aat,
                    "a location where an attribute value was expected",
                ))
            }
            Attr::VResultAccuracy(..) => {
                return Err(Error::unsupported(
                    aat,
                    "attribute `#vhlo.result_accuracy_v1` other than the default",
                ))
            }
            Attr::Text(t) => t,
            Attr::VOutputOperandAlias(output, operand, operand_tuple) => {
                let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
                format!(
                    "#stablehlo.output_operand_alias<output_tuple_indices = [{}], operand_index = {operand}, operand_tuple_indices = [{}]>",
                    list(&output),
                    list(&operand_tuple)
                )
            }
            Attr::VOther(name) => {
                return Err(Error::unsupported(
                    aat,
                    format!("attribute `#vhlo.{name}` is not supported"),
                ))
            }
            Attr::Sdy(a) => self.sdy_text(a, depth, at, aat)?,
        })
    }

    /// A Shardy attribute standing alone, as MLIR prints it (`#sdy.sharding<@mesh, [{"x"}]>`,
    /// `#sdy.mesh<["x"=4]>`, ...): the text the parser reads for Shardy's attributes. Shardy's
    /// printers (`shardy/dialect/sdy/ir/printers.cc`, the assembly formats in `attrs.td`) say
    /// how each piece is spelled.
    fn sdy_text(&self, a: SdyAttr, depth: usize, at: usize, aat: usize) -> Result<String, Error> {
        Ok(match a {
            SdyAttr::ManualAxes(names) => {
                let mut parts = vec![];
                for n in names {
                    parts.push(quote(&self.string_of(n, aat)?));
                }
                format!("#sdy<manual_axes{{{}}}>", parts.join(", "))
            }
            m @ SdyAttr::Mesh(..) => format!("#sdy.mesh{}", self.sdy_mesh_body(m, depth, at)?),
            s @ SdyAttr::Sharding { .. } => {
                format!("#sdy.sharding{}", self.sdy_sharding_body(s, depth, at)?)
            }
            SdyAttr::PerValue(v) => {
                let mut parts = vec![];
                for s in v {
                    let s = self.sdy_attr_of(s, depth + 1, at, "a tensor sharding")?;
                    parts.push(self.sdy_sharding_body(s, depth + 1, at)?);
                }
                format!("#sdy.sharding_per_value<[{}]>", parts.join(", "))
            }
            SdyAttr::Rule {
                factor_sizes,
                operands,
                results,
                kinds,
                custom,
            } => {
                let mut s = String::from("#sdy.op_sharding_rule<(");
                s.push_str(&self.sdy_mappings(&operands, depth + 1, at)?);
                s.push_str(")->(");
                s.push_str(&self.sdy_mappings(&results, depth + 1, at)?);
                s.push(')');
                if !factor_sizes.is_empty() {
                    let sizes: Vec<String> = factor_sizes
                        .iter()
                        .enumerate()
                        .map(|(k, n)| format!("{}={n}", factor_symbol(k as i64)))
                        .collect();
                    let _ = write!(s, " {{{}}}", sizes.join(", "));
                }
                let names = [
                    "reduction",
                    "need_replication",
                    "permutation",
                    "blocked_propagation",
                ];
                for (name, factors) in names.iter().zip(&kinds) {
                    if !factors.is_empty() {
                        let f: Vec<String> = factors.iter().map(|&k| factor_symbol(k)).collect();
                        let _ = write!(s, " {name}={{{}}}", f.join(", "));
                    }
                }
                if custom {
                    s.push_str(", custom");
                }
                s.push('>');
                s
            }
            other => {
                let what = match other {
                    SdyAttr::MeshAxis(..) => "mesh_axis",
                    SdyAttr::SubAxisInfo(..) => "sub_axis_info",
                    SdyAttr::AxisRef(..) => "axis_ref",
                    SdyAttr::DimSharding(..) => "dimension_sharding",
                    SdyAttr::DimMapping(..) => "dim_mapping",
                    SdyAttr::TensorMapping(..) => "tensor_mapping",
                    SdyAttr::AxisRefList(..) => "axis_ref_list",
                    SdyAttr::ListOfAxisRefLists(..) => "list_of_axis_ref_lists",
                    SdyAttr::AllToAllParam(..) => "all_to_all_param",
                    SdyAttr::AllToAllParamList(..) => "all_to_all_param_list",
                    SdyAttr::ManualAxes(..)
                    | SdyAttr::Mesh(..)
                    | SdyAttr::Sharding { .. }
                    | SdyAttr::PerValue(..)
                    | SdyAttr::Rule { .. } => "",
                };
                return Err(Error::unsupported(
                    aat,
                    format!(
                        "Shardy attribute `{what}` as an attribute of its own (the attributes of Shardy's collectives;                          `#sdy.sharding`, `#sdy.sharding_per_value`, `#sdy.mesh`, `#sdy<manual_axes>` and                          `#sdy.op_sharding_rule` are read)"
                    ),
                ));
            }
        })
    }

    /// Attribute `i`, which must be a Shardy attribute (`what` names the kind expected).
    fn sdy_attr_of(&self, i: u32, depth: usize, at: usize, what: &str) -> Result<SdyAttr, Error> {
        if depth > MAX_DEPTH {
            return Err(Error::malformed(at, "attributes nested deeper than 128"));
        }
        match self.bc.attr(i)? {
            Attr::Sdy(a) => Ok(a),
            _ => Err(Error::malformed(
                self.bc.attr_offset(i),
                format!("a Shardy attribute where {what} was expected"),
            )),
        }
    }

    /// `<["x"=4, "y"=2], device_ids=[..]>`: a mesh without its mnemonic.
    fn sdy_mesh_body(&self, m: SdyAttr, depth: usize, at: usize) -> Result<String, Error> {
        let SdyAttr::Mesh(axes, ids) = m else {
            return Err(Error::malformed(
                at,
                "a Shardy attribute where a mesh was expected",
            ));
        };
        let mut parts = vec![];
        for a in axes {
            let SdyAttr::MeshAxis(name, size) =
                self.sdy_attr_of(a, depth + 1, at, "a mesh axis")?
            else {
                return Err(Error::malformed(
                    self.bc.attr_offset(a),
                    "a Shardy attribute where a mesh axis was expected",
                ));
            };
            parts.push(format!("{}={size}", quote(&name)));
        }
        let mut s = format!("<[{}]", parts.join(", "));
        if !ids.is_empty() {
            let ids: Vec<String> = ids.iter().map(i64::to_string).collect();
            let _ = write!(s, ", device_ids=[{}]", ids.join(", "));
        }
        s.push('>');
        self.charge(s.len(), at)?;
        Ok(s)
    }

    /// `"x"` or `"x":(1)2`: an axis reference without its mnemonic.
    fn sdy_axis_ref(&self, i: u32, depth: usize, at: usize) -> Result<String, Error> {
        let SdyAttr::AxisRef(name, sub) = self.sdy_attr_of(i, depth, at, "an axis reference")?
        else {
            return Err(Error::malformed(
                self.bc.attr_offset(i),
                "a Shardy attribute where an axis reference was expected",
            ));
        };
        let mut s = quote(&name);
        if let Some(sub) = sub {
            let SdyAttr::SubAxisInfo(pre, size) =
                self.sdy_attr_of(sub, depth + 1, at, "a sub-axis")?
            else {
                return Err(Error::malformed(
                    self.bc.attr_offset(sub),
                    "a Shardy attribute where a sub-axis was expected",
                ));
            };
            let _ = write!(s, ":({pre}){size}");
        }
        self.charge(s.len(), at)?;
        Ok(s)
    }

    fn sdy_axis_refs(&self, v: &[u32], depth: usize, at: usize) -> Result<Vec<String>, Error> {
        v.iter()
            .map(|&a| self.sdy_axis_ref(a, depth + 1, at))
            .collect()
    }

    /// `<@mesh, [{"x"}, {?}p1], replicated={"y"}, unreduced=max{"z"}>`: a tensor sharding
    /// without its mnemonic (how `#sdy.sharding_per_value` and the ops' pretty forms hold it).
    fn sdy_sharding_body(&self, a: SdyAttr, depth: usize, at: usize) -> Result<String, Error> {
        let SdyAttr::Sharding {
            mesh,
            dims,
            replicated,
            unreduced,
            reduction,
        } = a
        else {
            return Err(Error::malformed(
                at,
                "a Shardy attribute where a tensor sharding was expected",
            ));
        };
        let mesh = match self.bc.attr(mesh)? {
            Attr::FlatSymbol(_) => self.attr_text(mesh, depth + 1, at)?,
            Attr::Sdy(m @ SdyAttr::Mesh(..)) => {
                format!("mesh{}", self.sdy_mesh_body(m, depth + 1, at)?)
            }
            _ => {
                return Err(Error::malformed(
                    self.bc.attr_offset(mesh),
                    "a sharding's mesh that is neither a symbol nor a Shardy mesh",
                ))
            }
        };
        let mut ds = vec![];
        for d in dims {
            let SdyAttr::DimSharding(axes, closed, priority) =
                self.sdy_attr_of(d, depth + 1, at, "a dimension sharding")?
            else {
                return Err(Error::malformed(
                    self.bc.attr_offset(d),
                    "a Shardy attribute where a dimension sharding was expected",
                ));
            };
            let mut s = format!("{{{}", self.sdy_axis_refs(&axes, depth + 1, at)?.join(", "));
            if !closed {
                s.push_str(if axes.is_empty() { "?" } else { ", ?" });
            }
            s.push('}');
            if let Some(p) = priority {
                let _ = write!(s, "p{p}");
            }
            ds.push(s);
        }
        let mut s = format!("<{mesh}, [{}]", ds.join(", "));
        if !replicated.is_empty() {
            let r = self.sdy_axis_refs(&replicated, depth + 1, at)?;
            let _ = write!(s, ", replicated={{{}}}", r.join(", "));
        }
        if !unreduced.is_empty() {
            let u = self.sdy_axis_refs(&unreduced, depth + 1, at)?;
            let op = match reduction {
                1 => "max",
                2 => "min",
                _ => "",
            };
            let _ = write!(s, ", unreduced={op}{{{}}}", u.join(", "));
        }
        s.push('>');
        self.charge(s.len(), at)?;
        Ok(s)
    }

    /// `[i, jk], [k]`: a sharding rule's tensor mappings.
    fn sdy_mappings(&self, v: &[u32], depth: usize, at: usize) -> Result<String, Error> {
        let mut tensors = vec![];
        for &t in v {
            let SdyAttr::TensorMapping(dims) =
                self.sdy_attr_of(t, depth, at, "a tensor mapping")?
            else {
                return Err(Error::malformed(
                    self.bc.attr_offset(t),
                    "a Shardy attribute where a tensor mapping was expected",
                ));
            };
            let mut ds = vec![];
            for d in dims {
                let SdyAttr::DimMapping(factors) =
                    self.sdy_attr_of(d, depth + 1, at, "a dimension mapping")?
                else {
                    return Err(Error::malformed(
                        self.bc.attr_offset(d),
                        "a Shardy attribute where a dimension mapping was expected",
                    ));
                };
                ds.push(
                    factors
                        .iter()
                        .map(|&f| factor_symbol(f))
                        .collect::<String>(),
                );
            }
            let s = format!("[{}]", ds.join(", "));
            self.charge(s.len(), at)?;
            tensors.push(s);
        }
        Ok(tensors.join(", "))
    }

    fn string_of(&self, i: u32, at: usize) -> Result<String, Error> {
        match self.bc.attr(i)? {
            Attr::Str(s) | Attr::VString(s) => Ok(s),
            _ => Err(Error::malformed(at, "a name that is not a string")),
        }
    }

    /// A tensor attribute's `i64` values (for dense arrays and dimension numbers).
    fn ints(&self, i: u32, at: usize) -> Result<Vec<i64>, Error> {
        let bc = self.bc;
        match bc.attr(i)? {
            Attr::VTensor(t, data) => {
                let TypeKind::Tensor(shape, e) = bc.ty(t)? else {
                    return Err(Error::malformed(
                        at,
                        "a tensor attribute whose type is not a tensor",
                    ));
                };
                let n = shape
                    .iter()
                    .try_fold(1i64, |a, &d| a.checked_mul(d))
                    .filter(|&n| n >= 0 && n as u64 <= self.total as u64)
                    .ok_or_else(|| {
                        Error::malformed(
                            at,
                            "dimension numbers with more elements than the input has bytes",
                        )
                    })?;
                let esz = bc.elem_bytes(e, at)?;
                if esz != 8 && !matches!(bc.ty(e)?, TypeKind::Bool) {
                    return Err(Error::malformed(at, "dimension numbers that are not i64"));
                }
                let mut v: Vec<i64> = data
                    .chunks(esz)
                    .map(|c| {
                        c.iter()
                            .enumerate()
                            .fold(0i64, |a, (k, &b)| a | (b as i64) << (8 * k))
                    })
                    .collect();
                if v.len() == 1 && n > 1 {
                    self.charge(n as usize * 8, at)?;
                    v = vec![v[0]; n as usize];
                }
                Ok(v)
            }
            _ => Err(Error::malformed(
                at,
                "dimension numbers that are not a tensor",
            )),
        }
    }

    fn int(&self, i: u32, at: usize) -> Result<i64, Error> {
        match self.bc.attr(i)? {
            Attr::VInteger(_, v) => Ok(v as i64),
            _ => Err(Error::malformed(at, "an integer attribute expected")),
        }
    }

    fn array_text(&self, i: u32, at: usize, bools: bool) -> Result<String, Error> {
        let v = self.ints(i, at)?;
        let ty = if bools { "i1" } else { "i64" };
        if v.is_empty() {
            return Ok(format!("array<{ty}>"));
        }
        let vals: Vec<String> = v
            .iter()
            .map(|&x| {
                if bools {
                    (x != 0).to_string()
                } else {
                    x.to_string()
                }
            })
            .collect();
        Ok(format!("array<{ty}: {}>", vals.join(", ")))
    }

    fn is_splat(&self, i: u32, at: usize, value: i64) -> Result<bool, Error> {
        Ok(self.ints(i, at)?.iter().all(|&x| x == value))
    }

    fn all_default_precision(&self, i: u32) -> Result<bool, Error> {
        Ok(match self.bc.attr(i)? {
            Attr::VArray(v) => v
                .iter()
                .all(|&a| matches!(self.bc.attr(a), Ok(Attr::VEnum(VEnum::Precision, 0)))),
            _ => false,
        })
    }

    fn is_empty_array(&self, i: u32) -> Result<bool, Error> {
        Ok(matches!(self.bc.attr(i)?, Attr::VArray(ref v) if v.is_empty()))
    }

    fn is_none_type(&self, i: u32) -> Result<bool, Error> {
        Ok(match self.bc.attr(i)? {
            Attr::VType(t) => matches!(self.bc.ty(t)?, TypeKind::None),
            _ => false,
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn convert_op(
        &self,
        dialect: &str,
        short: &str,
        registered: Option<bool>,
        props: &[u32],
        props_dict: Option<u32>,
        attrs: Option<u32>,
        parent: u8,
        at: usize,
    ) -> Result<ConvOp, Error> {
        let mut out = ConvOp::default();
        if let Some(a) = attrs {
            let t = self.attr_text(a, 0, at)?;
            // One pair of braces: `trim_*_matches` would also take a nested dictionary's (a
            // custom call's `mhlo.backend_config = {uplo = 76 : ui8}` last).
            out.attrs = t
                .strip_prefix('{')
                .and_then(|x| x.strip_suffix('}'))
                .unwrap_or(&t)
                .to_string();
        }
        if props_dict.is_some() {
            return Err(Error::unsupported(
                at,
                format!("op `{dialect}.{short}` was written unregistered"),
            ));
        }
        if dialect == "builtin" && short == "module" {
            out.name = "builtin.module".into();
            let mut parts = vec![];
            // sym_name, sym_visibility, in that order, each optional.
            for (k, &p) in props.iter().enumerate() {
                let name = if k == 0 { "sym_name" } else { "sym_visibility" };
                parts.push(format!("{name} = {}", self.attr_text(p, 0, at)?));
            }
            out.props = parts.join(", ");
            return Ok(out);
        }
        if dialect == "sdy" {
            // Shardy's ops are not versioned: JAX serializes them as they are, their attributes
            // in Shardy's own encoding. Properties hold the op's attributes sorted by name.
            let names: &[&str] = match short {
                "mesh" => &["mesh", "sym_name"],
                "manual_computation" => &["in_shardings", "manual_axes", "out_shardings"],
                "sharding_constraint" => &["sharding"],
                "return" => &[],
                _ => {
                    return Err(Error::unsupported(
                        at,
                        format!("op `sdy.{short}` (of Shardy's ops, `sdy.mesh`, `sdy.manual_computation`, `sdy.sharding_constraint` and `sdy.return` are read)"),
                    ))
                }
            };
            // (Written without properties, the attributes are in the op's dictionary.)
            if !props.is_empty() && names.len() != props.len() {
                return Err(Error::malformed(
                    at,
                    format!(
                        "`sdy.{short}` has {} properties, expected {} ({})",
                        props.len(),
                        names.len(),
                        names.join(", ")
                    ),
                ));
            }
            out.name = format!("sdy.{short}");
            let mut parts = vec![];
            for (n, &a) in names.iter().zip(props) {
                parts.push(format!("{n} = {}", self.attr_text(a, 0, at)?));
            }
            out.props = parts.join(", ");
            return Ok(out);
        }
        if dialect != "vhlo" {
            return Err(Error::unsupported(
                at,
                format!("op `{dialect}.{short}` (MLIR bytecode of StableHLO's portable form, VHLO, is read)"),
            ));
        }
        let Some(&(_, declared, rule)) = OPS.iter().find(|(n, _, _)| *n == short) else {
            return Err(Error::unsupported(
                at,
                format!("VHLO op `vhlo.{short}` is not supported by this reader"),
            ));
        };
        let _ = registered;
        let mut names: Vec<&str> = declared.to_vec();
        names.sort_unstable();
        if names.len() != props.len() {
            return Err(Error::malformed(
                at,
                format!(
                    "`vhlo.{short}` has {} properties, expected {} ({})",
                    props.len(),
                    names.len(),
                    names.join(", ")
                ),
            ));
        }
        let get = |n: &str| -> u32 { names.iter().position(|x| *x == n).map_or(0, |k| props[k]) };
        let base = short.rsplit_once("_v").map_or(short, |(b, _)| b);
        out.name = match rule {
            Func => "func.func".into(),
            Call => "func.call".into(),
            Return if parent == 1 => "func.return".into(),
            _ => format!("stablehlo.{base}"),
        };
        let mut p: Vec<(String, String)> = vec![];
        let mut skip: Vec<&str> = vec![];
        let arrays: &[&str] = match rule {
            Arrays(a) => a,
            ReduceWindow => &[
                "window_dimensions",
                "window_strides",
                "base_dilations",
                "window_dilations",
            ],
            SelectAndScatter => &["window_dimensions", "window_strides"],
            Gather => &["slice_sizes"],
            Conv => &["lhs_dilation", "rhs_dilation", "window_strides"],
            _ => &[],
        };
        match rule {
            Accuracy => {
                let a = get("result_accuracy");
                match self.bc.attr(a)? {
                    Attr::VResultAccuracy(0, 0, 0, m)
                        if matches!(
                            self.bc.attr(m)?,
                            Attr::VEnum(VEnum::ResultAccuracyMode, 0)
                        ) =>
                    {
                        skip.push("result_accuracy")
                    }
                    _ => {
                        return Err(Error::unsupported(
                            self.bc.attr_offset(a),
                            format!("`vhlo.{short}` with a result_accuracy other than the default"),
                        ))
                    }
                }
            }
            Func => {
                skip.extend([
                    "sym_name",
                    "function_type",
                    "sym_visibility",
                    "arg_attrs",
                    "res_attrs",
                ]);
                p.push(("sym_name".into(), self.attr_text(get("sym_name"), 0, at)?));
                p.push((
                    "function_type".into(),
                    self.attr_text(get("function_type"), 0, at)?,
                ));
                let vis = self.string_of(get("sym_visibility"), at)?;
                if !vis.is_empty() {
                    p.push(("sym_visibility".into(), quote(&vis)));
                }
                for k in ["arg_attrs", "res_attrs"] {
                    let a = get(k);
                    if !matches!(self.bc.attr(a)?, Attr::VArray(ref v) if v.is_empty()) {
                        p.push((k.into(), self.attr_text(a, 0, at)?));
                    }
                }
            }
            Call => {
                skip.push("callee");
                p.push((
                    "callee".into(),
                    format!("@{}", quote_symbol(&self.string_of(get("callee"), at)?)),
                ));
            }
            Compare => {
                if matches!(
                    self.bc.attr(get("compare_type"))?,
                    Attr::VEnum(VEnum::ComparisonType, 0)
                ) {
                    skip.push("compare_type");
                }
            }
            Composite => {
                skip.push("decomposition");
                p.push((
                    "decomposition".into(),
                    format!(
                        "@{}",
                        quote_symbol(&self.string_of(get("decomposition"), at)?)
                    ),
                ));
                if self.int(get("version"), at)? == 0 {
                    skip.push("version");
                }
                if matches!(self.bc.attr(get("composite_attributes"))?, Attr::VDict(ref v) if v.is_empty())
                {
                    skip.push("composite_attributes");
                }
            }
            Sort => {
                if self.int(get("dimension"), at)? == -1 {
                    skip.push("dimension");
                }
                if matches!(self.bc.attr(get("is_stable"))?, Attr::VBool(false)) {
                    skip.push("is_stable");
                }
            }
            Conv => {
                let f = |n: &str| self.int(get(n), at);
                let l = |n: &str| -> Result<String, Error> {
                    Ok(format!(
                        "[{}]",
                        self.ints(get(n), at)?
                            .iter()
                            .map(i64::to_string)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                };
                p.push((
                    "dimension_numbers".into(),
                    format!(
                        "#stablehlo.conv<raw input_batch_dimension = {}, input_feature_dimension = {}, input_spatial_dimensions = {}, kernel_input_feature_dimension = {}, kernel_output_feature_dimension = {}, kernel_spatial_dimensions = {}, output_batch_dimension = {}, output_feature_dimension = {}, output_spatial_dimensions = {}>",
                        f("input_batch_dimension")?, f("input_feature_dimension")?, l("input_spatial_dimensions")?,
                        f("kernel_input_feature_dimension")?, f("kernel_output_feature_dimension")?, l("kernel_spatial_dimensions")?,
                        f("output_batch_dimension")?, f("output_feature_dimension")?, l("output_spatial_dimensions")?,
                    ),
                ));
                skip.extend([
                    "input_batch_dimension",
                    "input_feature_dimension",
                    "input_spatial_dimensions",
                    "kernel_input_feature_dimension",
                    "kernel_output_feature_dimension",
                    "kernel_spatial_dimensions",
                    "output_batch_dimension",
                    "output_feature_dimension",
                    "output_spatial_dimensions",
                ]);
                for (n, v) in [
                    ("window_strides", 1),
                    ("lhs_dilation", 1),
                    ("rhs_dilation", 1),
                    ("padding", 0),
                    ("window_reversal", 0),
                ] {
                    if self.is_splat(get(n), at, v)? {
                        skip.push(n);
                    }
                }
                if self.all_default_precision(get("precision_config"))? {
                    skip.push("precision_config");
                }
                if !skip.contains(&"window_reversal") {
                    skip.push("window_reversal");
                    p.push((
                        "window_reversal".into(),
                        self.array_text(get("window_reversal"), at, true)?,
                    ));
                }
            }
            DotGeneral => {
                let l = |n: &str| -> Result<String, Error> {
                    Ok(self
                        .ints(get(n), at)?
                        .iter()
                        .map(i64::to_string)
                        .collect::<Vec<_>>()
                        .join(", "))
                };
                p.push((
                    "dot_dimension_numbers".into(),
                    format!(
                        "#stablehlo.dot<lhs_batching_dimensions = [{}], rhs_batching_dimensions = [{}], lhs_contracting_dimensions = [{}], rhs_contracting_dimensions = [{}]>",
                        l("lhs_batching_dimensions")?, l("rhs_batching_dimensions")?,
                        l("lhs_contracting_dimensions")?, l("rhs_contracting_dimensions")?,
                    ),
                ));
                let algo = [
                    "lhs_precision_type",
                    "rhs_precision_type",
                    "accumulation_type",
                    "lhs_component_count",
                    "rhs_component_count",
                    "num_primitive_operations",
                    "allow_imprecise_accumulation",
                ];
                for n in algo {
                    if !self.is_none_type(get(n))? {
                        return Err(Error::unsupported(
                            self.bc.attr_offset(get(n)),
                            "`vhlo.dot_general_v2` with a dot algorithm is not supported",
                        ));
                    }
                }
                skip.extend(algo);
                skip.extend([
                    "lhs_batching_dimensions",
                    "rhs_batching_dimensions",
                    "lhs_contracting_dimensions",
                    "rhs_contracting_dimensions",
                ]);
                if self.all_default_precision(get("precision_config"))? {
                    skip.push("precision_config");
                }
            }
            Gather => {
                let l = |n: &str| -> Result<String, Error> {
                    Ok(self
                        .ints(get(n), at)?
                        .iter()
                        .map(i64::to_string)
                        .collect::<Vec<_>>()
                        .join(", "))
                };
                p.push((
                    "dimension_numbers".into(),
                    format!(
                        "#stablehlo.gather<offset_dims = [{}], collapsed_slice_dims = [{}], operand_batching_dims = [{}], start_indices_batching_dims = [{}], start_index_map = [{}], index_vector_dim = {}>",
                        l("offset_dims")?, l("collapsed_slice_dims")?, l("operand_batching_dims")?,
                        l("start_indices_batching_dims")?, l("start_index_map")?, self.int(get("index_vector_dim"), at)?,
                    ),
                ));
                skip.extend([
                    "offset_dims",
                    "collapsed_slice_dims",
                    "operand_batching_dims",
                    "start_indices_batching_dims",
                    "start_index_map",
                    "index_vector_dim",
                ]);
                if matches!(self.bc.attr(get("indices_are_sorted"))?, Attr::VBool(false)) {
                    skip.push("indices_are_sorted");
                }
            }
            Scatter => {
                let l = |n: &str| -> Result<String, Error> {
                    Ok(self
                        .ints(get(n), at)?
                        .iter()
                        .map(i64::to_string)
                        .collect::<Vec<_>>()
                        .join(", "))
                };
                p.push((
                    "scatter_dimension_numbers".into(),
                    format!(
                        "#stablehlo.scatter<update_window_dims = [{}], inserted_window_dims = [{}], input_batching_dims = [{}], scatter_indices_batching_dims = [{}], scatter_dims_to_operand_dims = [{}], index_vector_dim = {}>",
                        l("update_window_dims")?, l("inserted_window_dims")?, l("input_batching_dims")?,
                        l("scatter_indices_batching_dims")?, l("scatter_dims_to_operand_dims")?,
                        self.int(get("index_vector_dim"), at)?,
                    ),
                ));
                skip.extend([
                    "update_window_dims",
                    "inserted_window_dims",
                    "input_batching_dims",
                    "scatter_indices_batching_dims",
                    "scatter_dims_to_operand_dims",
                    "index_vector_dim",
                ]);
                for n in ["indices_are_sorted", "unique_indices"] {
                    if matches!(self.bc.attr(get(n))?, Attr::VBool(false)) {
                        skip.push(n);
                    }
                }
            }
            ReduceWindow => {
                for (n, v) in [
                    ("window_strides", 1),
                    ("base_dilations", 1),
                    ("window_dilations", 1),
                    ("padding", 0),
                ] {
                    if self.is_splat(get(n), at, v)? {
                        skip.push(n);
                    }
                }
            }
            SelectAndScatter => {
                for (n, v) in [("window_strides", 1), ("padding", 0)] {
                    if self.is_splat(get(n), at, v)? {
                        skip.push(n);
                    }
                }
            }
            Collective => {
                let id = self.int(get("channel_id"), at)?;
                skip.push("channel_id");
                if id != 0 {
                    p.push((
                        "channel_handle".into(),
                        format!("#stablehlo.channel_handle<handle = {id}, type = 0>"),
                    ));
                }
                for n in ["use_global_device_ids", "has_dynamic_root"] {
                    if !names.contains(&n) {
                        continue;
                    }
                    skip.push(n);
                    match self.bc.attr(get(n))? {
                        Attr::VBool(false) => {}
                        Attr::VBool(true) => p.push((n.into(), "unit".into())),
                        _ => {
                            return Err(Error::malformed(
                                self.bc.attr_offset(get(n)),
                                format!("`{n}` of `vhlo.{short}` is not a boolean"),
                            ))
                        }
                    }
                }
            }
            SendRecv => {
                let (id, ty) = (
                    self.int(get("channel_id"), at)?,
                    self.int(get("channel_type"), at)?,
                );
                skip.extend(["channel_id", "channel_type"]);
                p.push((
                    "channel_handle".into(),
                    format!("#stablehlo.channel_handle<handle = {id}, type = {ty}>"),
                ));
                if matches!(self.bc.attr(get("is_host_transfer"))?, Attr::VBool(false)) {
                    skip.push("is_host_transfer");
                }
                if self.ints(get("source_target_pairs"), at)?.is_empty() {
                    skip.push("source_target_pairs");
                }
            }
            Feed => {
                for n in ["infeed_config", "outfeed_config"] {
                    if names.contains(&n) && self.string_of(get(n), at)?.is_empty() {
                        skip.push(n);
                    }
                }
                if names.contains(&"layout") && self.is_empty_array(get("layout"))? {
                    skip.push("layout");
                }
            }
            CustomCall => {
                if matches!(self.bc.attr(get("has_side_effect"))?, Attr::VBool(false)) {
                    skip.push("has_side_effect");
                }
                let config = self.bc.attr(get("backend_config"))?;
                if matches!(&config, Attr::VString(s) if s.is_empty())
                    || matches!(&config, Attr::VDict(v) if v.is_empty())
                {
                    skip.push("backend_config");
                }
                // API_VERSION_ORIGINAL (1) is the default; StableHLO prints the enum as an i32.
                skip.push("api_version");
                match self.bc.attr(get("api_version"))? {
                    Attr::VEnum(VEnum::CustomCallApiVersion, 1) => {}
                    Attr::VEnum(VEnum::CustomCallApiVersion, v) => {
                        p.push(("api_version".into(), format!("{v} : i32")))
                    }
                    _ => {
                        return Err(Error::malformed(
                            self.bc.attr_offset(get("api_version")),
                            "`api_version` of `vhlo.custom_call` is not a custom call API version",
                        ))
                    }
                }
                skip.push("called_computations");
                let called = self.bc.attr(get("called_computations"))?;
                match called {
                    Attr::VArray(v) if v.is_empty() => {}
                    Attr::VArray(v) => {
                        let mut syms = vec![];
                        for a in v {
                            syms.push(format!("@{}", quote_symbol(&self.string_of(a, at)?)));
                        }
                        p.push((
                            "called_computations".into(),
                            format!("[{}]", syms.join(", ")),
                        ));
                    }
                    _ => {
                        return Err(Error::malformed(
                            self.bc.attr_offset(get("called_computations")),
                            "`called_computations` of `vhlo.custom_call` is not an array",
                        ))
                    }
                }
                if self.is_empty_array(get("operand_layouts"))?
                    && self.is_empty_array(get("result_layouts"))?
                {
                    skip.extend(["operand_layouts", "result_layouts"]);
                }
                if self.is_empty_array(get("output_operand_aliases"))? {
                    skip.push("output_operand_aliases");
                }
                if names.contains(&"result_tilings") {
                    if !self.is_empty_array(get("result_tilings"))? {
                        return Err(Error::unsupported(
                            self.bc.attr_offset(get("result_tilings")),
                            "`vhlo.custom_call_v2` with result tilings is not supported",
                        ));
                    }
                    skip.push("result_tilings");
                }
            }
            Plain | Arrays(_) | Return => {}
        }
        for (k, n) in names.iter().enumerate() {
            if skip.contains(n) {
                continue;
            }
            let text = if arrays.contains(n) {
                self.array_text(props[k], at, false)?
            } else {
                self.attr_text(props[k], 0, at)?
            };
            p.push(((*n).to_string(), text));
        }
        p.sort_by(|a, b| a.0.cmp(&b.0));
        out.props = p
            .iter()
            .map(|(k, v)| format!("{k} = {v}"))
            .collect::<Vec<_>>()
            .join(", ");
        Ok(out)
    }
}

#[derive(Default)]
struct ConvOp {
    name: String,
    props: String,
    attrs: String,
}

/// Reads (and discards) use-list orders: they reorder uses, which the text form does not keep.
fn use_list_orders(c: &mut Cursor<'_>, range: usize) -> Result<(), Error> {
    let n = if range > 1 {
        c.count("use-list orders", 1)?
    } else {
        1
    };
    for _ in 0..n {
        if range > 1 {
            c.index("result", range)?;
        }
        let (k, _) = c.varint_flag()?;
        if k > c.remaining() as u64 {
            return Err(c.err("a use-list order longer than the input"));
        }
        for _ in 0..k {
            c.varint()?;
        }
    }
    Ok(())
}

fn hex(data: &[u8]) -> String {
    let mut s = String::with_capacity(2 * data.len());
    for b in data {
        let _ = write!(s, "{b:02X}");
    }
    s
}

fn le_values(data: &[u8], esz: usize, bools: bool) -> Vec<String> {
    data.chunks(esz.max(1))
        .map(|c| {
            let v = c
                .iter()
                .enumerate()
                .fold(0u64, |a, (k, &b)| a | (b as u64) << (8 * k));
            if bools {
                (v != 0).to_string()
            } else if esz < 8 && v >> (8 * esz - 1) & 1 == 1 {
                ((v as i64) - (1i64 << (8 * esz))).to_string()
            } else {
                (v as i64).to_string()
            }
        })
        .collect()
}

/// How Shardy names factor `k` of a sharding rule (`factorSymbolString`): `i` to `z`, then
/// `z_1`, `z_2`, ...
fn factor_symbol(k: i64) -> String {
    const START_AT_Z: i64 = (b'z' - b'i') as i64;
    if (0..=START_AT_Z).contains(&k) {
        ((b'i' + k as u8) as char).to_string()
    } else {
        format!("z_{}", k - START_AT_Z)
    }
}

/// A string literal with MLIR's escapes.
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            0x20..=0x7E => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
    out.push('"');
    out
}

fn is_bare(s: &str, extra: &str) -> bool {
    let mut it = s.chars();
    matches!(it.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && it.all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c) || extra.contains(c))
}

fn dict_key(s: &str) -> String {
    if is_bare(s, "") {
        s.to_string()
    } else {
        quote(s)
    }
}

fn quote_symbol(s: &str) -> String {
    if is_bare(s, "-") {
        s.to_string()
    } else {
        quote(s)
    }
}
