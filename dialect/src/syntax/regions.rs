//! The ops whose pretty form prints regions in a shape of their own: `stablehlo.reduce` (`applies
//! OP` or `reducer(..) { .. }`), `stablehlo.while` (`cond { .. } do { .. }`, the loop values named
//! in the header), `chlo.scan` and `stablehlo.composite` (syntax families `Reduce`, `While`,
//! `Scan`, `Composite`).
//!
//! This file holds both directions of these forms: the printer's half (methods on the printer)
//! and the parser's half (what the grammar's rules in `grammar.lalrpop` call to build the op).

use std::fmt::Write;

use super::{expect, Spanned, Word};
use crate::ast::{
    err, int_attr, unescape, ActionError, AstBlock, AstOp, AstRegion, BlockArg, ResultDef, Use,
};
use crate::attrs::{AttrDict, Attribute};
use crate::diag::{self, Diagnostic};
use crate::ir::{Block, Op, Span};
use crate::ops::OpKind;
use crate::printer::{indent, Printer};
use crate::types::{write_type_list, ElemType, Type};

impl Printer<'_> {
    /// `stablehlo.composite "name" %a, %b {..} : (T, U) -> R`.
    pub(crate) fn print_composite(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let name = d.kind()?.name();
        let n_ops = d.operands.len();
        let composite = d.attr("name")?.as_str()?;
        let mut s = format!("{name} ");
        let _ = crate::attrs::write_string(&mut s, composite);
        if n_ops > 0 {
            let _ = write!(s, " {}", self.operand_list(&d.operands));
        }
        if !d.regions.is_empty() {
            s.push_str(" (");
            for (i, &r) in d.regions.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                s.push_str(&self.print_region(r, ind, true));
            }
            s.push(')');
        }
        s.push_str(&self.attr_dict(op, &["name"]));
        let _ = write!(s, " : {}", self.fn_type(op));
        Some(s)
    }

    /// `stablehlo.while(%iterArg = %0, ...) : T, ... attributes {...}` and, on the next lines,
    /// `cond { ... } do { ... }`: the regions print without their entry block arguments, which are
    /// named in the header (StableHLO's `printWhileOp`).
    pub(crate) fn print_while(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        if d.regions.len() != 2 {
            return None;
        }
        let operand_types = self.types_of(&d.operands);
        if self.types_of(&d.results) != operand_types {
            return None;
        }
        // Both regions take the loop values as their entry block's arguments; the header names
        // the body's (the two print alike, since both are named from the same state).
        let mut entry_args = Vec::new();
        for &r in &d.regions {
            let &b = self.m.regions[r].blocks.first()?;
            let args = &self.m.blocks[b].args;
            if self.types_of(args) != operand_types {
                return None;
            }
            entry_args.push(args.clone());
        }
        let names: Vec<String> = entry_args[0].iter().map(|&a| self.v(a)).collect();
        if entry_args[1].iter().map(|&a| self.v(a)).collect::<Vec<_>>() != names {
            return None;
        }
        let mut s = format!("{}(", OpKind::While.name());
        for (i, (&arg, &init)) in entry_args[1].iter().zip(&d.operands).enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            let _ = write!(s, "{} = {}", self.v(arg), self.v(init));
        }
        s.push(')');
        if !d.operands.is_empty() {
            s.push_str(" : ");
            let _ = write_type_list(&mut s, &operand_types);
        }
        let attrs = self.attr_dict(op, &[]);
        if !attrs.is_empty() {
            s.push_str(" attributes");
            s.push_str(&attrs);
        }
        s.push('\n');
        indent(&mut s, ind);
        s.push_str("cond ");
        s.push_str(&self.print_region(d.regions[0], ind, false));
        s.push_str(" do ");
        s.push_str(&self.print_region(d.regions[1], ind, false));
        Some(s)
    }

    /// `chlo.scan(%a) inits (%c) dimension=0  {\n^bb0(...): ...} : (T, U) -> (R, S)`, spaced as
    /// ChloOps.cpp's `ScanOp::print` spaces it (two spaces before the region when there are no
    /// attributes); the segment sizes are implied by the operand lists and the type.
    pub(crate) fn print_scan(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let v = crate::views::Scan::read(self.m, op).ok()?;
        let (n_in, n_init, n_out, n_carry, dim) =
            (v.inputs, v.inits, v.outputs, v.carries, v.dimension);
        if n_in + n_init != d.operands.len() || n_out + n_carry != d.results.len() {
            return None;
        }
        if n_carry != n_init || d.regions.len() != 1 {
            return None;
        }
        let mut s = format!(
            "{}({}) inits ({}) dimension={dim} ",
            OpKind::Chlo(crate::ops::ChloOp::Scan).name(),
            self.operand_list(&d.operands[..n_in]),
            self.operand_list(&d.operands[n_in..]),
        );
        let attrs = self.attr_dict(
            op,
            &["dimension", "operandSegmentSizes", "resultSegmentSizes"],
        );
        if !attrs.is_empty() {
            s.push_str(" attributes");
            s.push_str(&attrs);
        }
        s.push(' ');
        s.push_str(&self.print_region(d.regions[0], ind, true));
        s.push_str(" : ");
        s.push_str(&self.fn_type(op));
        Some(s)
    }

    pub(crate) fn print_reduce(&self, op: Op, ind: usize) -> Option<String> {
        let d = &self.m.ops[op];
        let dims = d.attr("dimensions")?.as_dense_array()?;
        let n = d.operands.len() / 2;
        if n == 0
            || !d.operands.len().is_multiple_of(2)
            || d.results.len() != n
            || d.regions.len() != 1
        {
            return None;
        }
        let region = d.regions[0];
        let blocks = &self.m.regions[region].blocks;
        if blocks.len() != 1 || self.m.blocks[blocks[0]].args.len() != 2 * n {
            return None;
        }
        let block = blocks[0];
        let inits: Vec<String> = (0..n)
            .map(|i| {
                format!(
                    "({} init: {})",
                    self.v(d.operands[i]),
                    self.v(d.operands[n + i])
                )
            })
            .collect();
        let mut s = format!("{}{}", OpKind::Reduce.name(), inits.join(", "));
        let tail = format!(
            " across dimensions = {}{} : {}",
            Self::i64_list(dims),
            self.attr_dict(op, &["dimensions"]),
            self.fn_type(op)
        );
        if let Some(inner) = self.compact_reducer(op, block) {
            let _ = write!(s, " applies {inner}{tail}");
            return Some(s);
        }
        s.push_str(&tail);
        s.push('\n');
        indent(&mut s, ind);
        s.push_str(" reducer");
        let args = &self.m.blocks[block].args;
        for i in 0..n {
            let (a, b) = (args[i], args[n + i]);
            let _ = write!(
                s,
                "({}: {}, {}: {}) ",
                self.v(a),
                self.ty(a),
                self.v(b),
                self.ty(b)
            );
        }
        // StableHLO writes ") " after each pair and then " " before the region.
        s.push(' ');
        s.push_str(&self.print_region(region, ind, false));
        Some(s)
    }

    /// The inner op's name when a reduce body is a single commutative binary stablehlo op applied to the
    /// two block arguments in order (the conditions under which StableHLO prints `applies OP`).
    pub(crate) fn compact_reducer(&self, op: Op, block: Block) -> Option<String> {
        let d = &self.m.ops[op];
        if d.operands.len() != 2 {
            return None;
        }
        let bd = &self.m.blocks[block];
        if bd.ops.len() != 2 {
            return None;
        }
        let (inner, ret) = (bd.ops[0], bd.ops[1]);
        let id = &self.m.ops[inner];
        let rd = &self.m.ops[ret];
        let kind = id.kind()?;
        let elem = self.ty(d.operands[0]).elem()?;
        let ok = matches!(kind, OpKind::Binary(_))
            && kind.is_commutative()
            && id.operands == bd.args
            && id.results.len() == 1
            && id.regions.is_empty()
            && id.props.is_empty()
            && id.attrs.is_empty()
            && *self.ty(id.operands[0]) == Type::tensor(vec![], elem)
            && self.ty(id.operands[1]) == self.ty(id.operands[0])
            && self.ty(id.results[0]) == self.ty(id.operands[0])
            && rd.is(OpKind::StablehloReturn)
            && rd.operands == id.results
            && rd.props.is_empty()
            && rd.attrs.is_empty();
        ok.then(|| id.name.to_string())
    }
}

// The parser's half.

/// Builds the compact reduce body `applies OP` as a region: `^bb0(%lhs, %rhs): %r = OP %lhs, %rhs;
/// stablehlo.return %r`. Names use a `%` prefix with characters user names cannot contain.
pub fn reducer_region(op_name: &str, elem_ty: Type, span: Span) -> AstRegion {
    let a = "%\u{0}lhs".to_string();
    let b = "%\u{0}rhs".to_string();
    let r = "%\u{0}res".to_string();
    let mk = |n: &str| Use {
        name: n.into(),
        index: None,
        span,
    };
    let inner = AstOp {
        results: vec![ResultDef {
            name: r.clone(),
            count: 1,
            span,
        }],
        ..AstOp::new(op_name, vec![mk(&a), mk(&b)], span)
    }
    .with_same_or_fn_type(elem_ty.clone());
    let ret = AstOp {
        operand_types: vec![elem_ty.clone()],
        ..AstOp::new(OpKind::StablehloReturn.name(), vec![mk(&r)], span)
    };
    AstRegion {
        blocks: vec![AstBlock {
            label: None,
            args: vec![
                BlockArg {
                    name: a,
                    ty: elem_ty.clone(),
                    span,
                },
                BlockArg {
                    name: b,
                    ty: elem_ty,
                    span,
                },
            ],
            ops: vec![inner, ret],
            span,
        }],
        span,
    }
}

/// The rank-0 tensor of a tensor type's element type.
pub fn scalar_tensor_of(t: &Type) -> Type {
    Type::tensor(vec![], t.elem().unwrap_or(ElemType::F32))
}

/// Gives a region of a pretty form its entry block arguments (the region is printed without them,
/// as `stablehlo.while` prints its `cond` and `do` regions).
pub fn region_with_entry_args(
    mut region: AstRegion,
    args: Vec<BlockArg>,
    what: &str,
) -> Result<AstRegion, ActionError> {
    if region.blocks.is_empty() {
        region.blocks.push(AstBlock {
            span: region.span,
            ..Default::default()
        });
    }
    if let Some((_, span)) = &region.blocks[0].label {
        return Err(Diagnostic::error(
            diag::REGION_STRUCTURE,
            *span,
            format!(
                "the `{what}` region takes its arguments from the op; its entry block has no label"
            ),
            "remove the label",
        ));
    }
    region.blocks[0].args = args;
    Ok(region)
}

/// A reduce operand as written: `(%input init: %init)`.
pub type ReduceInit = (Use, Use);

/// Builds a compact reduce, `stablehlo.reduce(%x init: %c) applies OP across dimensions = [..]
/// {..}? : ..`: the body is [`reducer_region`] of `OP`, which must be a commutative binary op.
pub fn build_compact_reduce(
    span: Span,
    inits: Vec<ReduceInit>,
    [k1, k2, k3]: [Word<'_>; 3],
    (bl, body, br): Word<'_>,
    dims: Vec<i64>,
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    expect(k1, "applies")?;
    expect(k2, "across")?;
    expect(k3, "dimensions")?;
    let commutative = matches!(
        OpKind::from_name(body),
        Some(k @ OpKind::Binary(_)) if k.is_commutative()
    );
    if !commutative {
        return Err(err(
            diag::REDUCE_DIMS,
            bl,
            br,
            format!("`applies {body}` needs a commutative binary stablehlo op (add, multiply, maximum, minimum, and, or, xor)"),
            "not commutative",
        )
        .note("write the body as a region: `across dimensions = [..] : ... reducer(%a: t, %b: t) { ... }`"));
    }
    let (inputs, init_vals): (Vec<Use>, Vec<Use>) = inits.into_iter().unzip();
    let n = inputs.len();
    let mut operands = inputs;
    operands.extend(init_vals);
    let op = AstOp::new("stablehlo.reduce", operands, span).with_fn_type(
        ty,
        Span::new(tl, tr),
        "stablehlo.reduce",
    )?;
    let elem_ty = op
        .operand_types
        .get(n)
        .cloned()
        .or_else(|| op.operand_types.first().map(scalar_tensor_of))
        .unwrap_or(Type::tensor(vec![], ElemType::F32));
    let mut op = op
        .prop("dimensions", Attribute::i64_array(&dims))
        .with_attrs(attrs);
    op.regions = vec![reducer_region(body, elem_ty, span)];
    Ok(op)
}

/// Builds a reduce with its body written out, `stablehlo.reduce(%x init: %c) across dimensions =
/// [..] {..}? : .. reducer(%a: t, %b: t) { .. }`: the pairs after `reducer` are the body's
/// arguments, all first elements and then all second elements.
pub fn build_region_reduce(
    span: Span,
    inits: Vec<ReduceInit>,
    [k2, k3, (k4l, k4, k4r)]: [Word<'_>; 3],
    dims: Vec<i64>,
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
    (pairs, mut body): (Vec<(BlockArg, BlockArg)>, AstRegion),
) -> Result<AstOp, ActionError> {
    expect(k2, "across")?;
    expect(k3, "dimensions")?;
    expect((k4l, k4, k4r), "reducer")?;
    let (inputs, init_vals): (Vec<Use>, Vec<Use>) = inits.into_iter().unzip();
    let mut operands = inputs;
    operands.extend(init_vals);
    let op = AstOp::new("stablehlo.reduce", operands, span).with_fn_type(
        ty,
        Span::new(tl, tr),
        "stablehlo.reduce",
    )?;
    let (lhs, rhs): (Vec<BlockArg>, Vec<BlockArg>) = pairs.into_iter().unzip();
    let mut args = lhs;
    args.extend(rhs);
    if body.blocks.is_empty() {
        body.blocks.push(AstBlock {
            span: body.span,
            ..Default::default()
        });
    }
    if body.blocks[0].label.is_some() {
        return Err(err(
            diag::REGION_STRUCTURE,
            k4l,
            k4r,
            "the reducer's arguments are given after `reducer`; its block takes no label",
            "here",
        ));
    }
    body.blocks[0].args = args;
    let mut op = op
        .prop("dimensions", Attribute::i64_array(&dims))
        .with_attrs(attrs);
    op.regions = vec![body];
    Ok(op)
}

/// A loop value of `stablehlo.while` as written: `%iterArg = %init`.
pub type WhileArg = ((String, Span), Use);

/// Builds `stablehlo.while(%iterArg = %x, ..) : T, .. (attributes {..})? cond { .. } do { .. }`:
/// the names in the header become the entry block arguments of both regions.
pub fn build_while(
    span: Span,
    args: Vec<WhileArg>,
    (tl, types, tr): Spanned<Vec<Type>>,
    attrs: Option<AttrDict>,
    (kc, cond): (Word<'_>, AstRegion),
    (kd, body): (Word<'_>, AstRegion),
) -> Result<AstOp, ActionError> {
    expect(kc, "cond")?;
    expect(kd, "do")?;
    if types.len() != args.len() {
        return Err(err(
            diag::SYNTAX_ERROR,
            tl,
            tr,
            format!(
                "`stablehlo.while` has {} loop value(s) but {} type(s)",
                args.len(),
                types.len()
            ),
            "one type per `%iterArg = %value`",
        ));
    }
    let (names, operands): (Vec<(String, Span)>, Vec<Use>) = args.into_iter().unzip();
    let block_args: Vec<BlockArg> = names
        .into_iter()
        .zip(&types)
        .map(|((name, span), ty)| BlockArg {
            name,
            ty: ty.clone(),
            span,
        })
        .collect();
    let mut op = AstOp::new("stablehlo.while", operands, span).with_attrs(attrs);
    op.operand_types = types.clone();
    op.result_types = types;
    op.regions = vec![
        region_with_entry_args(cond, block_args.clone(), "cond")?,
        region_with_entry_args(body, block_args, "do")?,
    ];
    Ok(op)
}

/// Builds `chlo.scan(%in, ..) inits (%init, ..) dimension=N (attributes {..})? { .. } : (..) ->
/// (..)` (ChloOps.cpp's `ScanOp::parse`): the segment sizes come from the operand lists and the
/// type.
pub fn build_scan(
    span: Span,
    (inputs, inits): (Vec<Use>, Vec<Use>),
    [ki, kd]: [Word<'_>; 2],
    (vl, v, vr): Spanned<i128>,
    attrs: Option<AttrDict>,
    body: AstRegion,
    (tl, ft, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    expect(ki, "inits")?;
    expect(kd, "dimension")?;
    let Type::Function(ft) = ft else {
        unreachable!("FnType builds a function type")
    };
    let (n_in, n_init) = (inputs.len(), inits.len());
    if ft.inputs.len() != n_in + n_init {
        return Err(err(
            diag::SYNTAX_ERROR,
            tl,
            tr,
            format!(
                "`chlo.scan` has {n_in} input(s) and {n_init} init(s) but its type lists {} operand type(s)",
                ft.inputs.len()
            ),
            "one operand type per input and init",
        ));
    }
    if ft.results.len() < n_init {
        return Err(err(
            diag::SYNTAX_ERROR,
            tl,
            tr,
            format!(
                "`chlo.scan` has {n_init} init(s) but its type lists {} result type(s)",
                ft.results.len()
            ),
            "a scan returns its outputs and then one carry per init",
        ));
    }
    let n_out = ft.results.len() - n_init;
    let segments = |a: usize, b: usize| Attribute::DenseArray {
        elem: ElemType::I32,
        values: vec![a as i64, b as i64],
    };
    let mut operands = inputs;
    operands.extend(inits);
    let mut op = AstOp::new("chlo.scan", operands, span)
        .prop("dimension", int_attr(v, ElemType::I64, vl, vr)?)
        .prop("operandSegmentSizes", segments(n_in, n_init))
        .prop("resultSegmentSizes", segments(n_out, n_init));
    // The op's own attributes are properties, as MLIR stores them.
    for (k, a) in attrs.unwrap_or_default() {
        if matches!(
            k.as_str(),
            "scan_dim_size" | "is_reverse" | "is_associative"
        ) {
            op = op.prop(&k, a);
        } else {
            op.attrs.insert(k, a);
        }
    }
    op.operand_types = ft.inputs;
    op.result_types = ft.results;
    op.regions = vec![body];
    Ok(op)
}

/// Builds `stablehlo.composite "name" %a, .. ({ .. })? {..}? : (..) -> ..`.
pub fn build_composite(
    span: Span,
    (nl, name, nr): Word<'_>,
    operands: Vec<Use>,
    regions: Option<Vec<AstRegion>>,
    attrs: Option<AttrDict>,
    (tl, ty, tr): Spanned<Type>,
) -> Result<AstOp, ActionError> {
    let mut op = AstOp::new("stablehlo.composite", operands, span)
        .prop("name", Attribute::String(unescape(name, nl, nr)?))
        .with_fn_type(ty, Span::new(tl, tr), "stablehlo.composite")?
        .with_attrs(attrs);
    op.regions = regions.unwrap_or_default();
    Ok(op)
}
