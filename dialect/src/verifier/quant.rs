//! The quantization constraints of the StableHLO specification: `uniform_quantize`,
//! `uniform_dequantize`, `bitcast_convert` of quantized tensors, and each op's rules for its
//! quantized operands and results (C-numbered as in the spec's section of the op). Each message
//! names the constraint.
//!
//! An op on quantized tensors is checked twice: here on its own types, and by its ordinary type
//! rules on the types `quant-to-math` makes it compute in. A computing op (`dequantize_op_quantize`)
//! and a data movement op are checked by their ordinary rules with every quantized tensor seen as
//! its expressed type (see `Verifier::op`); structural ops (return, call, control flow) by their
//! ordinary rules on the types as written, which must then match exactly.

use super::Verifier;
use crate::diag;
use crate::ir::{Op, Value};
use crate::ops::{OpKind, UnaryOp};
use crate::quant::{QuantForm, QuantType};
use crate::types::Type;
use crate::views;

impl Verifier<'_> {
    fn q(&self, v: Value) -> Option<&QuantType> {
        self.m.ty(v).quant()
    }

    fn quant_err(&mut self, op: Op, rule: &str, msg: String) -> Option<()> {
        let name = self.name(op);
        self.err(
            diag::TYPE_CONSTRAINT,
            op,
            format!("{msg} ({rule} of {name})"),
            format!("breaks {rule}"),
        )
    }

    /// The quantization rules of `op` (which has a quantized operand or result, or is a quantize
    /// or dequantize op).
    pub(super) fn quant_rules(&mut self, op: Op, kind: OpKind) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let ops = d.operands.clone();
        let res = d.results.clone();
        match QuantForm::of(kind) {
            QuantForm::Quantize => {
                let (x, r) = (self.ty(ops[0]).clone(), self.ty(res[0]).clone());
                let Some(rq) = r.quant() else {
                    return self.quant_err(
                        op,
                        "I1",
                        format!("the result `{r}` is not a quantized tensor"),
                    );
                };
                let want = match &x {
                    Type::Tensor { elem, .. } if elem.is_float() => *elem,
                    Type::QuantTensor { quant, .. } => quant.expressed,
                    _ => {
                        return self.quant_err(
                            op,
                            "I1",
                            format!("the operand `{x}` is neither a float nor a quantized tensor"),
                        )
                    }
                };
                if x.shape() != r.shape() {
                    return self.quant_err(op, "C1", format!("shapes of `{x}` and `{r}` differ"));
                }
                if rq.expressed != want {
                    return self.quant_err(
                        op,
                        "C2",
                        format!(
                            "the result's expressed type {} is not the operand's {want}",
                            rq.expressed
                        ),
                    );
                }
                Some(())
            }
            QuantForm::Dequantize => {
                let (x, r) = (self.ty(ops[0]).clone(), self.ty(res[0]).clone());
                let Some(xq) = x.quant() else {
                    return self.quant_err(
                        op,
                        "I1",
                        format!("the operand `{x}` is not a quantized tensor"),
                    );
                };
                if x.shape() != r.shape() {
                    return self.quant_err(op, "C1", format!("shapes of `{x}` and `{r}` differ"));
                }
                if r.elem() != Some(xq.expressed) {
                    return self.quant_err(
                        op,
                        "C2",
                        format!(
                            "the result `{r}` is not a tensor of the expressed type {}",
                            xq.expressed
                        ),
                    );
                }
                Some(())
            }
            QuantForm::Bitcast => {
                let (x, r) = (self.ty(ops[0]).storage(), self.ty(res[0]).storage());
                let (Some(xe), Some(re)) = (x.elem(), r.elem()) else {
                    return self.quant_err(op, "C1", format!("`{x}` or `{r}` is not a tensor"));
                };
                if xe.bits() != re.bits() {
                    return self.err(
                        diag::NOT_SUPPORTED_YET,
                        op,
                        format!(
                            "bitcast_convert between a quantized tensor and a type of another width \
                             ({xe} and {re}) is not supported yet (a later issue)"
                        ),
                        "different widths",
                    );
                }
                if x.shape() != r.shape() {
                    return self.quant_err(op, "C1", format!("shapes of `{x}` and `{r}` differ"));
                }
                Some(())
            }
            QuantForm::Compute => self.quant_compute(op, kind, &ops, &res),
            QuantForm::Move => self.quant_move(op, kind, &ops, &res),
            QuantForm::Carry | QuantForm::Constant => Some(()),
            QuantForm::Body => self.quant_body(op, &ops, &res),
            QuantForm::Undefined => {
                let name = self.name(op);
                self.err(
                    diag::TYPE_CONSTRAINT,
                    op,
                    format!("`{name}` does not take quantized tensors (the StableHLO specification defines no quantized form of it)"),
                    "quantized operand or result",
                )
            }
        }
    }

    /// `dequantize_op_quantize` and `hybrid_dequantize_then_op`.
    fn quant_compute(&mut self, op: Op, kind: OpKind, ops: &[Value], res: &[Value]) -> Option<()> {
        match kind {
            OpKind::DotGeneral | OpKind::Dot | OpKind::Convolution => {
                self.quant_contraction(op, kind, ops[0], ops[1], res[0])
            }
            _ => {
                // The other ops: every quantized operand and result has one storage type, one
                // storage range and one expressed type, and is quantized per tensor (the spec's
                // inputs are "per-tensor quantized tensor"s; `add` also takes per-axis ones).
                // `compare`'s result and `select`'s predicate are not quantized; everything
                // else is.
                let data: Vec<Value> = match kind {
                    OpKind::Compare => ops.to_vec(),
                    OpKind::Select => vec![ops[1], ops[2], res[0]],
                    _ => ops.iter().chain(res).copied().collect(),
                };
                let rule = match kind {
                    OpKind::Binary(crate::ops::BinaryOp::Add) => "C2",
                    _ => "C1",
                };
                let mut first: Option<QuantType> = None;
                for &v in &data {
                    let t = self.ty(v).clone();
                    let Some(q) = t.quant() else {
                        return self.quant_err(
                            op,
                            rule,
                            format!("`{t}` is not quantized while another operand or result is"),
                        );
                    };
                    if q.is_per_axis() && kind != OpKind::Binary(crate::ops::BinaryOp::Add) {
                        return self.quant_err(
                            op,
                            "I1",
                            format!("`{t}` is quantized per axis; this op takes per-tensor quantized tensors"),
                        );
                    }
                    match &first {
                        None => first = Some(q.clone()),
                        Some(f) => {
                            if f.storage != q.storage
                                || (f.storage_min, f.storage_max) != (q.storage_min, q.storage_max)
                            {
                                let r = if rule == "C2" { "C3" } else { "C1" };
                                return self.quant_err(op, r, format!("storage types of `{t}` and the first quantized operand differ"));
                            }
                            if f.expressed != q.expressed {
                                let r = if rule == "C2" { "C4" } else { "C1" };
                                return self.quant_err(op, r, format!("expressed types of `{t}` and the first quantized operand differ"));
                            }
                        }
                    }
                }
                if let OpKind::Binary(crate::ops::BinaryOp::Add) = kind {
                    let (l, r, o) = (
                        self.q(ops[0]).cloned(),
                        self.q(ops[1]).cloned(),
                        self.q(res[0]).cloned(),
                    );
                    if let (Some(l), Some(r), Some(o)) = (l, r, o) {
                        if (l.is_per_axis() || r.is_per_axis()) != o.is_per_axis() {
                            return self.quant_err(
                                op,
                                "C5",
                                "the result is quantized per axis exactly when an operand is"
                                    .into(),
                            );
                        }
                        if l.is_per_axis() && l.axis != o.axis {
                            return self.quant_err(
                                op,
                                "C6",
                                "lhs and result quantization dimensions differ".into(),
                            );
                        }
                        if r.is_per_axis() && r.axis != o.axis {
                            return self.quant_err(
                                op,
                                "C7",
                                "rhs and result quantization dimensions differ".into(),
                            );
                        }
                    }
                }
                if let OpKind::Unary(UnaryOp::IsFinite) = kind {
                    return self.quant_err(op, "C1", "is_finite takes no quantized tensor".into());
                }
                Some(())
            }
        }
    }

    /// An op whose body computes on quantized values: its quantized tensors are per tensor, and
    /// each operand meets its body argument's element type as the spec's `is_promotable` (or
    /// equality) says; each result has its argument's element type.
    fn quant_body(&mut self, op: Op, ops: &[Value], res: &[Value]) -> Option<()> {
        for &v in ops.iter().chain(res) {
            let t = self.ty(v).clone();
            if t.quant().is_some_and(QuantType::is_per_axis) {
                return self.quant_err(
                    op,
                    "I1",
                    format!(
                        "`{t}` is quantized per axis; this op takes per-tensor quantized tensors"
                    ),
                );
            }
        }
        // A malformed op (a region or argument missing) is the ordinary rules' error.
        let Some(bodies) = crate::quant::body_types(self.m, op) else {
            return Some(());
        };
        for b in bodies {
            for &(i, arg) in &b.operands {
                let (t, at) = (self.ty(ops[i]).clone(), self.ty(arg).clone());
                let ok = match (t.quant(), at.quant()) {
                    (Some(q), Some(aq)) if b.promote => {
                        q.expressed == aq.expressed
                            && q.storage.is_unsigned() == aq.storage.is_unsigned()
                            && q.storage.bits() <= aq.storage.bits()
                    }
                    (Some(q), Some(aq)) => q == aq,
                    (None, None) => true,
                    _ => false,
                };
                if !ok {
                    let want = if b.promote {
                        "a quantized type of the same expressed type and a storage type at least as wide (is_promotable)"
                    } else {
                        "the same element type"
                    };
                    return self.quant_err(
                        op,
                        b.rule,
                        format!("operand {i} is `{t}` and its body argument `{at}`; the argument must have {want}"),
                    );
                }
            }
            for &(j, arg) in &b.results {
                let (t, at) = (self.ty(res[j]).clone(), self.ty(arg).clone());
                if t.quant() != at.quant() {
                    return self.quant_err(
                        op,
                        b.rule,
                        format!("result {j} is `{t}`, but its body computes `{at}`"),
                    );
                }
            }
        }
        Some(())
    }

    /// `dot_general` (C14-C20) and `convolution` (C28-C34) on quantized tensors.
    fn quant_contraction(
        &mut self,
        op: Op,
        kind: OpKind,
        l: Value,
        r: Value,
        o: Value,
    ) -> Option<()> {
        let conv = kind == OpKind::Convolution;
        let c = |dot: &'static str, cv: &'static str| if conv { cv } else { dot };
        let (lt, rt, ot) = (self.ty(l).clone(), self.ty(r).clone(), self.ty(o).clone());
        let (lq, rq, oq) = (
            lt.quant().cloned(),
            rt.quant().cloned(),
            ot.quant().cloned(),
        );
        let Some(rq) = rq else {
            return self.quant_err(
                op,
                c("C14", "C28"),
                format!("the rhs `{rt}` is not quantized while the lhs or result is (a quantized op quantizes the rhs)"),
            );
        };
        if lq.is_some() != oq.is_some() {
            return self.quant_err(
                op,
                c("C14", "C28"),
                format!("the lhs `{lt}` and the result `{ot}` must be both quantized or both not"),
            );
        }
        if lq.as_ref().is_some_and(QuantType::is_per_axis) {
            return self.quant_err(
                op,
                "I1",
                format!("the lhs `{lt}` is quantized per axis; it must be per tensor"),
            );
        }
        if rq.zero_points.iter().any(|&z| z != 0) {
            return self.quant_err(
                op,
                c("C15", "C14"),
                format!("the rhs `{rt}` has a non-zero zero point"),
            );
        }
        if let Some(axis) = rq.axis {
            if conv {
                let dims = views::Convolution::read(self.m, op).ok()?.dims;
                if axis as i64 != dims.kernel_output_feature {
                    return self.quant_err(
                        op,
                        "C29",
                        format!("the rhs is quantized along dimension {axis}, not the kernel output feature dimension {}", dims.kernel_output_feature),
                    );
                }
            } else if kind == OpKind::DotGeneral {
                let dims = views::DotGeneral::read(self.m, op).ok()?.dims;
                if dims.rhs_contract.contains(&(axis as i64)) {
                    return self.quant_err(
                        op,
                        "C16",
                        format!("the rhs is quantized along a contracting dimension ({axis})"),
                    );
                }
            }
        }
        if conv {
            if let Some(axis) = oq.as_ref().and_then(|q| q.axis) {
                let dims = views::Convolution::read(self.m, op).ok()?.dims;
                if axis as i64 != dims.output_feature {
                    return self.quant_err(
                        op,
                        "C30",
                        format!("the result is quantized along dimension {axis}, not the output feature dimension {}", dims.output_feature),
                    );
                }
            }
        }
        match (lq, oq) {
            (Some(lq), Some(oq)) => {
                if lq.storage != rq.storage {
                    return self.quant_err(
                        op,
                        c("C17", "C31"),
                        "lhs and rhs storage types differ".into(),
                    );
                }
                if lq.expressed != rq.expressed || rq.expressed != oq.expressed {
                    return self.quant_err(
                        op,
                        c("C18", "C32"),
                        "lhs, rhs and result expressed types differ".into(),
                    );
                }
                if !rq.is_per_axis() && oq.is_per_axis() {
                    return self.quant_err(
                        op,
                        c("C19", "C33"),
                        "the rhs is quantized per tensor, so the result must be".into(),
                    );
                }
            }
            _ => {
                if lt.elem() != Some(rq.expressed) || ot.elem() != Some(rq.expressed) {
                    return self.quant_err(
                        op,
                        c("C20", "C34"),
                        format!("a hybrid op's lhs and result element types must be the rhs's expressed type {}", rq.expressed),
                    );
                }
            }
        }
        Some(())
    }

    /// Data movement ops: the quantized tensors moved have one element type, up to where the
    /// quantization dimension goes.
    fn quant_move(&mut self, op: Op, kind: OpKind, ops: &[Value], res: &[Value]) -> Option<()> {
        // The operands that carry data into the result (the others are indices).
        let data: Vec<Value> = match kind {
            OpKind::Concatenate => ops.to_vec(),
            OpKind::Pad => vec![ops[0], ops[1]],
            OpKind::DynamicUpdateSlice => vec![ops[0], ops[1]],
            _ => vec![ops[0]],
        };
        let rt = self.ty(res[0]).clone();
        for &v in ops {
            if !data.contains(&v) && self.ty(v).has_quant() {
                return self.quant_err(
                    op,
                    "C1",
                    format!("the index operand `{}` is quantized", self.ty(v)),
                );
            }
        }
        for &v in &data {
            let t = self.ty(v).clone();
            let (Some(q), Some(rq)) = (t.quant(), rt.quant()) else {
                return self.quant_err(
                    op,
                    "C1",
                    format!("`{t}` and the result `{rt}` must be both quantized with one element type or both not"),
                );
            };
            if q.with_axis(None) != rq.with_axis(None) || q.is_per_axis() != rq.is_per_axis() {
                return self.quant_err(
                    op,
                    "C1",
                    format!("element types of `{t}` and the result `{rt}` differ (a data movement op keeps the quantization parameters)"),
                );
            }
            if let (Some(a), Some(ra)) = (q.axis, rq.axis) {
                let a = a as i64;
                let want = match kind {
                    OpKind::Transpose => views::Dims::read(self.m, op)
                        .ok()
                        .and_then(|p| p.dims.iter().position(|&x| x == a))
                        .map(|i| i as i64),
                    OpKind::BroadcastInDim => views::Dims::read(self.m, op)
                        .ok()
                        .and_then(|p| p.dims.get(a as usize).copied()),
                    OpKind::Reshape => {
                        // The quantized dimension must survive the reshape: the same size at a
                        // position with the same number of elements before it.
                        let (s, rs) = (t.shape().unwrap_or(&[]), rt.shape().unwrap_or(&[]));
                        let before: i64 = s.iter().take(a as usize).product();
                        (0..rs.len())
                            .find(|&i| {
                                rs.iter().take(i).product::<i64>() == before
                                    && rs.get(i) == s.get(a as usize)
                            })
                            .map(|i| i as i64)
                    }
                    _ => Some(a),
                };
                if want != Some(ra as i64) {
                    return self.quant_err(
                        op,
                        "C1",
                        format!("the result is quantized along dimension {ra}, but the operand's quantized dimension {a} does not go there"),
                    );
                }
            }
        }
        Some(())
    }
}
