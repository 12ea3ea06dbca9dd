//! Type rules of `gather` and `scatter` and their dimension numbers.

use super::*;
use crate::diag::{self, Code};
use crate::ir::Op;
use crate::types::ElemType;
use crate::views;

impl Verifier<'_> {
    /// Checks `index_vector_dim` against the indices' rank and returns the index vector length.
    pub(super) fn index_vector_len(
        &mut self,
        op: Op,
        code: Code,
        what: &str,
        ivd: i64,
        indices: &[i64],
    ) -> Option<i64> {
        if ivd < 0 || ivd as usize > indices.len() {
            return self
                .err(
                    code,
                    op,
                    format!(
                        "index_vector_dim {ivd} is out of range for {what} indices of rank {}",
                        indices.len()
                    ),
                    "bad index_vector_dim",
                )
                .and(None);
        }
        let ivd = ivd as usize;
        Some(if ivd < indices.len() { indices[ivd] } else { 1 })
    }

    pub(super) fn gather(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        let code = diag::GATHER_SCATTER_DIMS;
        let gv = self.view(op, views::Gather::read(self.m, op))?;
        let (g, sizes) = (&gv.dims, gv.slice_sizes.clone());
        let (operand, indices) = (&t[0].0, &t[1].0);
        let r = operand.len();
        if !t[1].1.is_integer() {
            return self.err(code, op, "gather indices must be integers", "not integer");
        }
        let index_len = self.index_vector_len(op, code, "gather", g.index_vector_dim, indices)?;
        let ivd = g.index_vector_dim as usize;
        if g.start_index_map.len() as i64 != index_len {
            return self.err_note(
                code,
                op,
                format!(
                    "start_index_map has {} entries but index vectors have {index_len}",
                    g.start_index_map.len()
                ),
                "length mismatch",
                "start_index_map names the operand dimension of each index component",
            );
        }
        if sizes.len() != r {
            return self.err(
                code,
                op,
                format!("slice_sizes needs one entry per operand dimension ({r})"),
                "wrong length",
            );
        }
        if !is_sorted(&g.offset_dims)
            || !is_sorted(&g.collapsed_slice_dims)
            || !is_sorted(&g.operand_batching_dims)
        {
            return self.err(code, op, "offset_dims, collapsed_slice_dims and operand_batching_dims must be sorted and unique", "not sorted");
        }
        let mut used: Vec<i64> = g.collapsed_slice_dims.clone();
        used.extend(&g.operand_batching_dims);
        if !is_unique(&used)
            || !in_range(&used, r)
            || !in_range(&g.start_index_map, r)
            || !is_unique(&g.start_index_map)
        {
            return self.err(
                code,
                op,
                "collapsed, batching and start_index_map dims must be unique operand dimensions",
                "bad dims",
            );
        }
        if g.start_index_map
            .iter()
            .any(|x| g.operand_batching_dims.contains(x))
        {
            return self.err(
                code,
                op,
                "start_index_map cannot name an operand batching dimension",
                "overlap",
            );
        }
        if g.operand_batching_dims.len() != g.start_indices_batching_dims.len() {
            return self.err(
                code,
                op,
                "operand_batching_dims and start_indices_batching_dims must have the same length",
                "length mismatch",
            );
        }
        if !in_range(&g.start_indices_batching_dims, indices.len())
            || g.start_indices_batching_dims.contains(&g.index_vector_dim)
            || !is_unique(&g.start_indices_batching_dims)
        {
            return self.err(code, op, "start_indices_batching_dims must be unique index dimensions other than index_vector_dim", "bad dims");
        }
        for (&a, &b) in g
            .operand_batching_dims
            .iter()
            .zip(&g.start_indices_batching_dims)
        {
            if operand[a as usize] != indices[b as usize] {
                return self.err(
                    code,
                    op,
                    "batching dimensions of operand and indices must have equal sizes",
                    "size mismatch",
                );
            }
        }
        for (i, &s) in sizes.iter().enumerate() {
            if s < 0 || s > operand[i] {
                return self.err(
                    code,
                    op,
                    format!(
                        "slice size {s} is out of range for operand dimension {i} of size {}",
                        operand[i]
                    ),
                    "bad slice size",
                );
            }
            if used.contains(&(i as i64)) && s > 1 {
                return self.err(code, op, format!("collapsed or batching dimension {i} must have slice size 0 or 1, found {s}"), "bad slice size");
            }
        }
        let offset_sizes: Vec<i64> = (0..r)
            .filter(|i| !used.contains(&(*i as i64)))
            .map(|i| sizes[i])
            .collect();
        let batch_sizes: Vec<i64> = (0..indices.len())
            .filter(|&i| i != ivd)
            .map(|i| indices[i])
            .collect();
        let out_rank = offset_sizes.len() + batch_sizes.len();
        if g.offset_dims.len() != offset_sizes.len() || !in_range(&g.offset_dims, out_rank) {
            return self.err(
                code,
                op,
                format!(
                    "offset_dims must name {} result dimensions below rank {out_rank}",
                    offset_sizes.len()
                ),
                "bad offset_dims",
            );
        }
        let mut out = Vec::with_capacity(out_rank);
        let (mut oi, mut bi) = (0, 0);
        for i in 0..out_rank {
            if g.offset_dims.contains(&(i as i64)) {
                out.push(offset_sizes[oi]);
                oi += 1;
            } else {
                out.push(batch_sizes[bi]);
                bi += 1;
            }
        }
        self.result_shape_is(op, code, &out, t[0].1)
    }

    pub(super) fn scatter(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let code = diag::GATHER_SCATTER_DIMS;
        let n = (d.operands.len().saturating_sub(1)) / 2;
        if n == 0 || d.operands.len() != 2 * n + 1 || d.results.len() != n {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "scatter takes N inputs, one index tensor and N updates, and produces N results",
                "wrong arity",
            );
        }
        let t = self.tensors(op, &d.operands)?;
        let outs = self.tensors(op, &d.results)?;
        let sv = self.view(op, views::Scatter::read(self.m, op))?;
        let s = &sv.dims;
        let operand = &t[0].0;
        let indices = &t[n].0;
        let r = operand.len();
        for i in 0..n {
            if t[i].0 != *operand || outs[i] != t[i] {
                return self.err(
                    code,
                    op,
                    "scatter inputs must share a shape, and each result has its input's type",
                    "type mismatch",
                );
            }
        }
        if !t[n].1.is_integer() {
            return self.err(code, op, "scatter indices must be integers", "not integer");
        }
        let index_len = self.index_vector_len(op, code, "scatter", s.index_vector_dim, indices)?;
        let ivd = s.index_vector_dim as usize;
        if s.scatter_dims_to_operand_dims.len() as i64 != index_len {
            return self.err(code, op, format!("scatter_dims_to_operand_dims has {} entries but index vectors have {index_len}", s.scatter_dims_to_operand_dims.len()), "length mismatch");
        }
        if !is_sorted(&s.update_window_dims)
            || !is_sorted(&s.inserted_window_dims)
            || !is_sorted(&s.input_batching_dims)
        {
            return self.err(code, op, "update_window_dims, inserted_window_dims and input_batching_dims must be sorted and unique", "not sorted");
        }
        let mut used = s.inserted_window_dims.clone();
        used.extend(&s.input_batching_dims);
        if !is_unique(&used)
            || !in_range(&used, r)
            || !in_range(&s.scatter_dims_to_operand_dims, r)
            || !is_unique(&s.scatter_dims_to_operand_dims)
        {
            return self.err(code, op, "inserted, batching and scatter_dims_to_operand_dims must be unique operand dimensions", "bad dims");
        }
        if s.input_batching_dims.len() != s.scatter_indices_batching_dims.len() {
            return self.err(
                code,
                op,
                "input_batching_dims and scatter_indices_batching_dims must have the same length",
                "length mismatch",
            );
        }
        if !in_range(&s.scatter_indices_batching_dims, indices.len())
            || s.scatter_indices_batching_dims
                .contains(&s.index_vector_dim)
        {
            return self.err(code, op, "scatter_indices_batching_dims must be index dimensions other than index_vector_dim", "bad dims");
        }
        let window_rank = r - used.len().min(r);
        let scatter_sizes: Vec<i64> = (0..indices.len())
            .filter(|&i| i != ivd)
            .map(|i| indices[i])
            .collect();
        for i in 0..n {
            let upd = &t[n + 1 + i].0;
            if t[n + 1 + i].1 != t[i].1 {
                return self.err(
                    code,
                    op,
                    "updates must have the inputs' element type",
                    "element types differ",
                );
            }
            if upd.len() != scatter_sizes.len() + window_rank
                || s.update_window_dims.len() != window_rank
                || !in_range(&s.update_window_dims, upd.len())
            {
                return self.err_note(code, op, format!("updates of rank {} do not fit: expected {} scatter dims and {window_rank} window dims", upd.len(), scatter_sizes.len()), "bad update shape", "update_window_dims lists the window dimensions of the updates");
            }
            let scatter_dims: Vec<usize> = (0..upd.len())
                .filter(|x| !s.update_window_dims.contains(&(*x as i64)))
                .collect();
            for (k, &ud) in scatter_dims.iter().enumerate() {
                if upd[ud] != scatter_sizes[k] {
                    return self.err(code, op, format!("update dimension {ud} has size {} but the indices' scatter dimension has {}", upd[ud], scatter_sizes[k]), "size mismatch");
                }
            }
            let window_operand_dims: Vec<usize> =
                (0..r).filter(|x| !used.contains(&(*x as i64))).collect();
            for (k, &wd) in s.update_window_dims.iter().enumerate() {
                let od = window_operand_dims[k];
                if upd[wd as usize] > operand[od] {
                    return self.err(code, op, format!("update window dimension {wd} ({}) is larger than operand dimension {od} ({})", upd[wd as usize], operand[od]), "window too large");
                }
            }
        }
        let elems: Vec<ElemType> = t[..n].iter().map(|x| x.1).collect();
        self.reducer_body(op, &elems, code)
    }
}

impl Verifier<'_> {
    /// `stablehlo.torch_index_select` (MHLO's definition): integer indices, `0 <= batch_dims <=
    /// dim < rank(operand)`, `batch_dims <= rank(index)`, the leading `batch_dims` dimensions
    /// shared, and the result `operand[:dim] ++ index[batch_dims:] ++ operand[dim+1:]`.
    pub(super) fn torch_index_select(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1]])?;
        let ((x, e), (idx, ie)) = (&t[0], &t[1]);
        if !ie.is_integer() {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`stablehlo.torch_index_select` takes integer indices, found element type {ie}"
                ),
                "not integer indices",
            );
        }
        let v = self.view(op, views::TorchIndexSelect::read(self.m, op))?;
        let (dim, b) = (v.dim, v.batch_dims);
        let ok = b >= 0 && b <= dim && (dim as usize) < x.len() && b as usize <= idx.len();
        if !ok || x[..b as usize] != idx[..b as usize] {
            return self.err(
                diag::GATHER_SCATTER_DIMS,
                op,
                format!(
                    "`stablehlo.torch_index_select` needs 0 <= batch_dims <= dim < {} (the operand's rank), batch_dims <= {} (the indices' rank) and equal leading batch dimensions; found dim = {dim}, batch_dims = {b}",
                    x.len(),
                    idx.len()
                ),
                "bad dim or batch_dims",
            );
        }
        let (dim, b) = (dim as usize, b as usize);
        let out: Vec<i64> = x[..dim]
            .iter()
            .chain(&idx[b..])
            .chain(&x[dim + 1..])
            .copied()
            .collect();
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &out, *e)
    }
}
