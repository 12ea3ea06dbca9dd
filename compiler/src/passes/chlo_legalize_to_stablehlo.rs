//! `chlo-legalize-to-stablehlo`: rewrites every CHLO op into StableHLO ops, as StableHLO's pass of
//! the same name does, so that the interpreter, the fusion passes and the backend implement each
//! computation once.
//!
//! Every CHLO op of the table is matched here; an op without a decomposition yet is a coded
//! "not supported yet" error naming it.

use dialect::attrs::AttrDict;
use dialect::diag::{self, Diagnostic};
use dialect::ir::{Module, Op, Value};
use dialect::ops::{BinaryOp, ChloOp, OpKind};

use crate::pass_manager::Pass;

/// The pass.
pub struct ChloLegalizeToStablehlo;

impl Pass for ChloLegalizeToStablehlo {
    fn name(&self) -> &'static str {
        "chlo-legalize-to-stablehlo"
    }
    fn description(&self) -> &'static str {
        "decompose CHLO ops (erf, lgamma, asin, top_k, ...) into StableHLO ops"
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        let mut ops = Vec::new();
        let top = m.top;
        m.walk(top, &mut |op| {
            if let Some(OpKind::Chlo(c)) = m.ops[op].kind() {
                ops.push((op, c));
            }
        });
        let mut diags = Vec::new();
        for (op, c) in ops {
            if let Err(d) = legalize(m, op, c) {
                diags.push(d);
            }
        }
        diags
    }
}

/// Inserts `kind(operands)` with one result of `ty` before `before`; returns the result.
fn emit(
    m: &mut Module,
    before: Op,
    kind: OpKind,
    operands: Vec<Value>,
    ty: dialect::types::Type,
) -> Value {
    let span = m.ops[before].span;
    let new = m.create_op(kind, operands, vec![ty], AttrDict::new(), span);
    if let Some(block) = m.ops[before].parent {
        let at = m.blocks[block]
            .ops
            .iter()
            .position(|&o| o == before)
            .unwrap_or(0);
        m.insert_op(block, at, new);
    }
    m.ops[new].results[0]
}

/// Replaces the single result of `op` by `v` and removes `op`.
fn replace(m: &mut Module, op: Op, v: Value) {
    let r = m.ops[op].results[0];
    let map = std::collections::HashMap::from([(r, v)]);
    m.replace_uses(&map);
    m.erase_op(op);
}

// The error is the cold path; boxing it would only add an allocation.
#[allow(clippy::result_large_err)]
fn legalize(m: &mut Module, op: Op, c: ChloOp) -> Result<(), Diagnostic> {
    let ty = m.ty(m.ops[op].results[0]).clone();
    let x = m.ops[op].operands.first().copied();
    match (c, x) {
        (ChloOp::Square, Some(x)) => {
            let v = emit(m, op, OpKind::Binary(BinaryOp::Multiply), vec![x, x], ty);
            replace(m, op, v);
            Ok(())
        }
        _ => Err(Diagnostic::error(
            diag::NOT_SUPPORTED_YET,
            m.ops[op].span,
            format!("`{}` is not supported yet", c.name()),
            "no decomposition into StableHLO yet",
        )),
    }
}
