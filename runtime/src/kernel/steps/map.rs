//! The [`Map`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{
    arith_nodes, elem_bytes, load_bytes, visit_load_maps, visit_loads, visit_loads_mut, Access,
    Cost, StepKind,
};
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::{buf, expr};

/// For every index of `shape` (row-major), evaluate `expr` and store node `n` to `buf` at the
/// linear index, for each `(buf, n)` of `outputs`.
#[derive(Clone, Debug, PartialEq)]
pub struct Map {
    /// Iteration space.
    pub shape: Vec<u64>,
    /// The expression (loads are over `shape`).
    pub expr: Expr,
    /// Stores.
    pub outputs: Vec<(Buf, u32)>,
}

wire!(Map {
    shape,
    expr,
    outputs
});

impl StepKind for Map {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Map {
            shape,
            expr,
            outputs,
        } = self;
        let n = v.shape(shape)?;
        v.expr(expr, shape, &[])?;
        for &(b, node) in outputs {
            let t = *expr
                .types
                .get(node as usize)
                .ok_or_else(|| v.err("output node out of range"))?;
            v.whole(b, t, n, true)?;
        }

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let Map {
            shape,
            expr,
            outputs,
        } = self;
        prod(&[prod(shape), work_nodes(expr) + outputs.len() as u64])
    }

    fn host_bytes(&self) -> (u64, u64) {
        let Map { expr, outputs, .. } = self;
        (0, chunked(host_nodes(expr) + outputs.len() as u64))
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Map {
            shape,
            expr,
            outputs,
        } = self;
        let n = prod(shape);
        let written = outputs
            .iter()
            .map(|(b, _)| prod(&[n, elem_bytes(k, *b)]))
            .fold(0, u64::saturating_add);
        Cost {
            flops: prod(&[n, arith_nodes(expr)]),
            bytes: sum(&[load_bytes(k, expr, n), written]),
        }
    }

    fn run(&self, _k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let Map {
            shape,
            expr,
            outputs,
        } = self;
        let total = num_elements(shape);
        parallel_tiles(total, ctx.threads, &|lo, hi| {
            map_range(shape, expr, outputs, ctx, lo, hi)
        })
    }

    fn dump(&self) -> String {
        let Map {
            shape,
            expr: e,
            outputs,
        } = self;
        format!(
            "map over {shape:?} -> {}\n{}",
            outputs
                .iter()
                .map(|(b, n)| format!("{} = %{n}", buf(b)))
                .collect::<Vec<_>>()
                .join(", "),
            expr(e)
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        visit_loads(&self.expr, &mut |b| f(b, Access::Read));
        for o in &self.outputs {
            f(o.0, Access::Write);
        }
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        visit_loads_mut(&mut self.expr, f);
        for o in &mut self.outputs {
            f(&mut o.0);
        }
    }

    fn may_share(&self, w: usize, x: usize) -> bool {
        // Visits: the loads in node order, then the outputs. Each worker computes its own
        // elements, every load before any store of a chunk, so an output may be the bytes of
        // another output, or of a load that reads element `i` to compute element `i` (the
        // identity map over the iteration space: the planner's in-place reuse of an input that
        // dies here); a load through any other map may read what another worker writes.
        let mut loads = Vec::new();
        visit_load_maps(&self.expr, &mut |m| loads.push(m));
        let rm = row_major_strides(&self.shape);
        // (A dimension of extent 1 never moves, whatever its stride.)
        let identity = |m: &IndexMap| {
            m.offset == 0
                && m.strides.len() == rm.len()
                && (0..rm.len()).all(|d| self.shape[d] <= 1 || m.strides[d] == rm[d])
        };
        w >= loads.len() && loads.get(x).is_none_or(|m| identity(m))
    }
}
