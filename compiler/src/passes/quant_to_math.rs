//! `quant-to-math`: rewrites quantized types away, so that nothing after it (the other passes, the
//! reference interpreter, the backend, the VM) has a quantized type or a quantize op to handle.
//! It runs first on both paths (`pass_manager::REFERENCE_PIPELINE` and `irc compile`'s pipeline),
//! so a quantized program has one meaning: this rewrite.
//!
//! Every quantized tensor becomes a tensor of its storage type holding the same integers, and:
//!
//! - `uniform_dequantize` becomes the specification's `dequantize`: `(convert(x) - zero_point) *
//!   scale`, the subtraction in `i32` (`i64` for 32-bit storage, so that it cannot wrap), the
//!   product in the expressed type;
//! - `uniform_quantize` of a float becomes `quantize`: `x / scale + zero_point`, clamped to the
//!   storage range, rounded to nearest even, converted to the storage type, all in the expressed
//!   type (where the expressed type does not hold a storage bound exactly, as `f32` does not hold
//!   2^31 - 1, the exact bounds are applied again in `i64` before the conversion, which would
//!   overflow otherwise); of a quantized tensor (a requantization), `quantize(dequantize(x))`;
//! - per-axis scales and zero points are constants along the quantization dimension, broadcast
//!   (`broadcast_in_dim`) to the tensor's shape; per-tensor ones are splat constants;
//! - an op the specification defines as `dequantize_op_quantize` (the elementwise arithmetic and
//!   math ops, `clamp`, `compare`, `select`, `dot_general`, `convolution`, `reduce_precision`,
//!   `cholesky`, `triangular_solve`, the batch norms) dequantizes its quantized operands, runs in
//!   the expressed type, and quantizes its quantized results; with a float lhs and a quantized rhs
//!   (`hybrid_dequantize_then_op`) only the rhs is dequantized and the result stays float;
//! - a data movement op (`reshape`, `transpose`, `slice`, `pad`, `gather`, ...) and a structural
//!   one (`return`, `call`, control flow, barriers) moves the storage integers as they are: its
//!   quantized operands and results have one element type (the verifier checks it), so this is
//!   exact where a dequantize and quantize around it could round;
//! - `bitcast_convert` between a quantized tensor and its storage type is the value itself;
//! - a quantized constant (whose literal holds storage values) is a constant of the storage type;
//! - an op with a body the spec types with quantized block arguments (`reduce`, `reduce_window`,
//!   `scatter`, `select_and_scatter`, `sort`, `map`, `all_reduce`, `reduce_scatter`,
//!   `collective_reduce`) moves storage values in and out, and each op of its body is rewritten
//!   like any other (an `add` there is a `dequantize_op_quantize` add, so each step of a reduction
//!   rounds to the body's type, as the spec's evaluation does); an operand whose body argument has
//!   a wider storage type (`is_promotable`) is requantized to it first (`to_destination_type`);
//! - `collective_permute` and `collective_broadcast` are `dequantize_op_quantize`, so a process
//!   outside every group gets `quantize(0)` (the zero point), as the spec says; the other
//!   collectives and the transfers move storage values.
//!
//! Why one rewrite rather than quantized kernels: the specification defines these ops by
//! dequantize, compute, quantize; StableHLO's own interpreter runs quantized programs through its
//! `stablehlo-legalize-quant-to-math` pass the same way, and the rewrite gives both of our paths
//! one meaning without a quantized case in any later layer.
//!
//! The ops the specification does not define on quantized tensors are the verifier's errors; this
//! pass reports them too if it meets them.

use std::collections::HashMap;

use dialect::attrs::{AttrDict, Attribute, DenseElements, DenseValues};
use dialect::diag::{self, Diagnostic};
use dialect::ir::{Block, Module, Op, Span, Value};
use dialect::ops::{BinaryOp, OpKind, UnaryOp};
use dialect::quant::{map_module_quant, module_has_quant, QuantForm, QuantType};
use dialect::types::{ElemType, Type};

use super::Pass;

/// The pass.
pub struct QuantToMath;

impl Pass for QuantToMath {
    fn name(&self) -> &'static str {
        "quant-to-math"
    }
    fn description(&self) -> &'static str {
        "quantized tensors to their storage type; uniform_quantize, uniform_dequantize and every op on quantized tensors to integer and float ops (dequantize, compute in the expressed type, quantize)"
    }
    /// It rewrites every op and every value's type wherever it is, block by block (it runs before `lift-cf-to-stablehlo`).
    fn handles_blocks(&self) -> bool {
        true
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        let mut ops = Vec::new();
        let top = m.top;
        m.walk(top, &mut |op| ops.push(op));
        let quant_ops = ops.iter().any(|&op| {
            matches!(
                m.ops[op].kind(),
                Some(OpKind::UniformQuantize | OpKind::UniformDequantize)
            )
        });
        if !quant_ops && !module_has_quant(m) {
            return Vec::new();
        }
        let mut diags = Vec::new();
        let mut map: HashMap<Value, Value> = HashMap::new();
        let mut dead = Vec::new();
        for op in ops {
            match rewrite(m, op, &mut map) {
                Ok(true) => dead.push(op),
                Ok(false) => {}
                Err(d) => diags.push(*d),
            }
        }
        if !diags.is_empty() {
            return diags;
        }
        map_module_quant(m, Type::storage);
        // A bitcast between a quantized tensor and its storage type is now a bitcast of a type to
        // itself: the value.
        let top = m.top;
        let mut casts = Vec::new();
        m.walk(top, &mut |op| {
            let d = &m.ops[op];
            if d.is(OpKind::BitcastConvert) && m.ty(d.operands[0]) == m.ty(d.results[0]) {
                casts.push(op);
            }
        });
        for op in casts {
            let d = &m.ops[op];
            map.insert(d.results[0], d.operands[0]);
            dead.push(op);
        }
        m.replace_uses(&map);
        for op in dead {
            m.erase_op(op);
        }
        Vec::new()
    }
}

type Fallible<T> = Result<T, Box<Diagnostic>>;

fn error(m: &Module, op: Op, code: diag::Code, msg: String) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(code, m.ops[op].span, msg, "here").at_loc(m.ops[op].loc.as_deref()))
}

/// Rewrites one op; `true` when the op is replaced (its results are in `map`) and goes.
fn rewrite(m: &mut Module, op: Op, map: &mut HashMap<Value, Value>) -> Fallible<bool> {
    let Some(kind) = m.ops[op].kind() else {
        return Ok(false);
    };
    let d = &m.ops[op];
    let quantized = d
        .operands
        .iter()
        .chain(&d.results)
        .any(|&v| m.ty(v).has_quant());
    let form = QuantForm::of(kind);
    if !quantized && !matches!(form, QuantForm::Quantize | QuantForm::Dequantize) {
        return Ok(false);
    }
    let name = kind.name();
    let operands = d.operands.clone();
    let results = d.results.clone();
    if matches!(form, QuantForm::Quantize | QuantForm::Dequantize)
        && (operands.len() != 1 || results.len() != 1)
    {
        return Err(error(
            m,
            op,
            diag::OPERAND_COUNT,
            format!("`{name}` takes one operand and gives one result"),
        ));
    }
    match form {
        QuantForm::Quantize => {
            let rt = m.ty(results[0]).clone();
            let Some(rq) = rt.quant().cloned() else {
                return Err(error(m, op, diag::TYPE_CONSTRAINT, format!("`{name}` must give a quantized tensor, not `{rt}`")));
            };
            let mut b = Builder::before(m, op)?;
            let x = b.float_of(operands[0]);
            let q = b.quantize(x, &rq);
            map.insert(results[0], q);
            Ok(true)
        }
        QuantForm::Dequantize => {
            let mut b = Builder::before(m, op)?;
            let x = b.float_of(operands[0]);
            map.insert(results[0], x);
            Ok(true)
        }
        QuantForm::Compute => {
            let mut b = Builder::before(m, op)?;
            let new_operands: Vec<Value> = operands.iter().map(|&v| b.float_of(v)).collect();
            let result_types: Vec<Type> = results.iter().map(|&r| b.m.ty(r).expressed()).collect();
            let d = &b.m.ops[op];
            let (props, attrs, span, loc) = (d.props.clone(), d.attrs.clone(), d.span, d.loc.clone());
            let new = b.m.create_op(kind, new_operands, result_types, props, span);
            b.m.ops[new].attrs = attrs;
            b.m.ops[new].loc = loc;
            b.m.insert_op(b.block, b.at, new);
            b.at += 1;
            for (i, &r) in results.iter().enumerate() {
                let nr = b.m.ops[new].results[i];
                let out = match b.m.ty(r).quant().cloned() {
                    Some(q) => b.quantize(nr, &q),
                    None => nr,
                };
                map.insert(r, out);
            }
            Ok(true)
        }
        // Storage values move as they are; `run` retypes them.
        QuantForm::Bitcast | QuantForm::Move | QuantForm::Carry => Ok(false),
        QuantForm::Constant => {
            // The literal holds storage values already: it becomes a constant of the storage
            // type (`run` retypes the result).
            let d = &mut m.ops[op];
            for dict in [&mut d.props, &mut d.attrs] {
                if let Some(Attribute::Dense(de)) = dict.get_mut("value") {
                    if de.ty.quant().is_some() {
                        de.ty = de.ty.storage();
                    }
                }
            }
            Ok(false)
        }
        QuantForm::Body => {
            // Storage values move in and out; the body's ops are rewritten one by one (they are
            // in the walk too). An operand whose element type differs from its body argument's
            // (a wider storage type, `is_promotable`) is requantized to it first
            // (`to_destination_type`).
            let Some(bodies) = dialect::quant::body_types(m, op) else {
                return Ok(false);
            };
            let mut converted: Vec<(usize, QuantType)> = Vec::new();
            for b in bodies.iter().filter(|b| b.promote) {
                for &(i, arg) in &b.operands {
                    let (Some(q), Some(aq)) = (m.ty(operands[i]).quant(), m.ty(arg).quant()) else {
                        continue;
                    };
                    if q != aq && !converted.iter().any(|(j, _)| *j == i) {
                        converted.push((i, aq.clone()));
                    }
                }
            }
            if converted.is_empty() {
                return Ok(false);
            }
            let mut b = Builder::before(m, op)?;
            let mut new_operands = operands.clone();
            for (i, aq) in converted {
                let x = b.float_of(operands[i]);
                new_operands[i] = b.quantize(x, &aq);
            }
            m.ops[op].operands = new_operands;
            Ok(false)
        }
        QuantForm::Undefined => Err(error(
            m,
            op,
            diag::TYPE_CONSTRAINT,
            format!("`{name}` does not take quantized tensors (the StableHLO specification defines no quantized form of it)"),
        )),
    }
}

/// Inserts ops before a position of a block.
struct Builder<'m> {
    m: &'m mut Module,
    block: Block,
    at: usize,
    span: Span,
    loc: Option<String>,
}

impl<'m> Builder<'m> {
    fn before(m: &'m mut Module, op: Op) -> Fallible<Builder<'m>> {
        let (Some(block), Some(at)) = (m.ops[op].parent, m.index_in_block(op)) else {
            return Err(error(
                m,
                op,
                diag::NOT_SUPPORTED_YET,
                "internal error: an op outside any block".into(),
            ));
        };
        let span = m.ops[op].span;
        let loc = m.ops[op].loc.clone();
        Ok(Builder {
            m,
            block,
            at,
            span,
            loc,
        })
    }

    fn op(&mut self, kind: OpKind, operands: Vec<Value>, ty: Type, props: AttrDict) -> Value {
        let new = self.m.create_op(kind, operands, vec![ty], props, self.span);
        self.m.ops[new].loc = self.loc.clone();
        self.m.insert_op(self.block, self.at, new);
        self.at += 1;
        self.m.ops[new].results[0]
    }

    fn constant(&mut self, ty: Type, values: DenseValues) -> Value {
        let mut p = AttrDict::new();
        p.insert(
            "value".into(),
            Attribute::Dense(DenseElements::new(ty.clone(), values)),
        );
        self.op(OpKind::Constant, vec![], ty, p)
    }

    fn convert(&mut self, x: Value, shape: &[i64], e: ElemType) -> Value {
        self.op(
            OpKind::Convert,
            vec![x],
            Type::tensor(shape.to_vec(), e),
            AttrDict::new(),
        )
    }

    fn binary(&mut self, op: BinaryOp, x: Value, y: Value, shape: &[i64], e: ElemType) -> Value {
        self.op(
            OpKind::Binary(op),
            vec![x, y],
            Type::tensor(shape.to_vec(), e),
            AttrDict::new(),
        )
    }

    /// A tensor of `shape` holding, along the quantization dimension of `q`, `per[i]` (or `per[0]`
    /// everywhere for a per-tensor type).
    fn params(&mut self, q: &QuantType, shape: &[i64], e: ElemType, per: DenseValues) -> Value {
        match q.axis {
            None => self.constant(Type::tensor(shape.to_vec(), e), per),
            Some(a) => {
                let n = per.len() as i64;
                let c = self.constant(Type::tensor(vec![n], e), per);
                let mut p = AttrDict::new();
                p.insert(
                    "broadcast_dimensions".into(),
                    Attribute::i64_array(&[a as i64]),
                );
                self.op(
                    OpKind::BroadcastInDim,
                    vec![c],
                    Type::tensor(shape.to_vec(), e),
                    p,
                )
            }
        }
    }

    /// The scales of `q` in the expressed type (the spec's `compute_scales`).
    fn scales(&mut self, q: &QuantType, shape: &[i64]) -> Value {
        let e = q.expressed;
        let s = q
            .scales()
            .into_iter()
            .map(|s| dialect::float_format::round_to(s, e))
            .collect();
        self.params(q, shape, e, DenseValues::Float(s))
    }

    /// `v` as a float tensor: dequantized if it is quantized, else as it is.
    fn float_of(&mut self, v: Value) -> Value {
        let t = self.m.ty(v).clone();
        match t {
            Type::QuantTensor { shape, quant } => self.dequantize(v, &quant, &shape),
            _ => v,
        }
    }

    /// The spec's `dequantize`: `(x - zero_points) * scales`, `x` being the storage integers.
    fn dequantize(&mut self, x: Value, q: &QuantType, shape: &[i64]) -> Value {
        // A difference of two storage values needs one more bit than the storage type.
        let wide = if q.storage.bits() >= 32 {
            ElemType::I64
        } else {
            ElemType::I32
        };
        let xi = self.convert(x, shape, wide);
        let zp = self.params(q, shape, wide, DenseValues::Int(q.zero_points.clone()));
        let sub = self.binary(BinaryOp::Subtract, xi, zp, shape, wide);
        let f = self.convert(sub, shape, q.expressed);
        let s = self.scales(q, shape);
        self.binary(BinaryOp::Multiply, f, s, shape, q.expressed)
    }

    /// The spec's `quantize`: `round_nearest_even(clamp(min, x / scales + zero_points, max))`
    /// converted to the storage type, computed in the expressed type.
    fn quantize(&mut self, x: Value, q: &QuantType) -> Value {
        let shape = self.m.ty(x).shape().unwrap_or(&[]).to_vec();
        let e = q.expressed;
        let s = self.scales(q, &shape);
        let scaled = self.binary(BinaryOp::Divide, x, s, &shape, e);
        let zps = q
            .zero_points
            .iter()
            .map(|&z| dialect::float_format::round_to(z as f64, e))
            .collect();
        let zp = self.params(q, &shape, e, DenseValues::Float(zps));
        let shifted = self.binary(BinaryOp::Add, scaled, zp, &shape, e);
        // The storage range as the expressed type holds it (the spec's `convert(storage_min,
        // expressed_type)`), kept finite.
        let finite = |x: f64| match e.float_format() {
            Some(f) => x.clamp(-f.max_finite(), f.max_finite()),
            None => x,
        };
        let lo_f = finite(dialect::float_format::round_to(q.storage_min as f64, e));
        let hi_f = finite(dialect::float_format::round_to(q.storage_max as f64, e));
        let lo = self.constant(Type::tensor(vec![], e), DenseValues::Float(vec![lo_f]));
        let hi = self.constant(Type::tensor(vec![], e), DenseValues::Float(vec![hi_f]));
        let clamped = self.op(
            OpKind::Clamp,
            vec![lo, shifted, hi],
            Type::tensor(shape.clone(), e),
            AttrDict::new(),
        );
        let rounded = self.op(
            OpKind::Unary(UnaryOp::RoundNearestEven),
            vec![clamped],
            Type::tensor(shape.clone(), e),
            AttrDict::new(),
        );
        if lo_f == q.storage_min as f64 && hi_f == q.storage_max as f64 {
            return self.convert(rounded, &shape, q.storage);
        }
        // A bound the expressed type does not hold exactly (2^31 - 1 is 2^31 in f32, 32767 is
        // 32768 in f16): the float clamp above only keeps the value within an i64's reach, and
        // the exact storage range is applied in integer space, so that the conversion to the
        // storage type never overflows.
        let xi = self.convert(rounded, &shape, ElemType::I64);
        let lo_i = self.constant(
            Type::tensor(vec![], ElemType::I64),
            DenseValues::Int(vec![q.storage_min]),
        );
        let hi_i = self.constant(
            Type::tensor(vec![], ElemType::I64),
            DenseValues::Int(vec![q.storage_max]),
        );
        let ci = self.op(
            OpKind::Clamp,
            vec![lo_i, xi, hi_i],
            Type::tensor(shape.clone(), ElemType::I64),
            AttrDict::new(),
        );
        self.convert(ci, &shape, q.storage)
    }
}
