//! The [`Scatter`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::gather::{index_vector, one_index_per_row, row_index};
use super::{arith_nodes, buf_bytes, elem_bytes, Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::storage::{self, Domain};
use crate::kernel::validate::*;
use crate::vm::dump::buf;

/// A StableHLO scatter into `out` (already holding the operand) with combiner `body`.
#[derive(Clone, Debug, PartialEq)]
pub struct Scatter {
    /// Indices.
    pub indices: Buf,
    /// Updates.
    pub updates: Buf,
    /// Destination (holds the operand's values).
    pub out: Buf,
    /// The further inputs of a scatter of several: (updates, destination) for each operand
    /// after the first, all of the first's shapes.
    pub more: Vec<(Buf, Buf)>,
    /// Dimension numbers and shapes.
    pub desc: ScatterDesc,
    /// The combiner: accumulators `0..n`, update elements `n..2n` (n = 1 + `more.len()`).
    pub body: Body,
}

wire!(Scatter {
    indices,
    updates,
    out,
    pad,
    more,
    desc,
    body
});

impl StepKind for Scatter {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Scatter {
            indices,
            updates,
            out,
            more,
            desc: s,
            body,
        } = self;
        let t = v.decl(*out)?.dtype;
        let it = v.decl(*indices)?.dtype;
        if storage::domain(it) != Domain::I {
            return Err(v.err("scatter indices are not integers"));
        }
        v.scatter_dims(s)?;
        v.whole(*indices, it, v.shape(&s.indices_shape)?, false)?;
        let (nu, no) = (v.shape(&s.updates_shape)?, v.shape(&s.operand_shape)?);
        v.whole(*updates, t, nu, false)?;
        v.whole(*out, t, no, true)?;
        let mut types = vec![t];
        for &(u, o) in more {
            let t = v.decl(o)?.dtype;
            v.whole(u, t, nu, false)?;
            v.whole(o, t, no, true)?;
            types.push(t);
        }
        v.body(body, &types, &types)?;

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let Scatter {
            desc, body, more, ..
        } = self;
        prod(&[
            prod(&desc.updates_shape),
            body_work(body) + desc.operand_shape.len() as u64 + more.len() as u64,
        ])
        .saturating_add(prod(&desc.operand_shape))
    }

    fn host_bytes(&self) -> (u64, u64) {
        (0, small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Scatter {
            indices,
            updates,
            out,
            more,
            desc,
            body,
        } = self;
        // The body at every update element; each update read, and its destination element read
        // and written.
        let u = prod(&desc.updates_shape);
        let bytes = std::iter::once((*updates, *out))
            .chain(more.iter().copied())
            .map(|(upd, o)| sum(&[buf_bytes(k, upd), prod(&[2, u, elem_bytes(k, o)])]))
            .fold(buf_bytes(k, *indices), u64::saturating_add);
        Cost {
            flops: prod(&[u, arith_nodes(&body.expr)]),
            bytes,
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        let Scatter {
            indices,
            updates,
            out,
            more,
            desc,
            body,
        } = self;
        if !more.is_empty() {
            return scatter_several(
                ctx,
                (*indices, ty(*indices)),
                &std::iter::once((*updates, *out))
                    .chain(more.iter().copied())
                    .map(|(u, o)| (u, o, ty(o)))
                    .collect::<Vec<_>>(),
                desc,
                body,
            );
        }
        scatter(
            ctx,
            *indices,
            ty(*indices),
            *updates,
            *out,
            ty(*out),
            desc,
            body,
        )
    }

    fn dump(&self) -> String {
        let Scatter {
            indices,
            updates,
            out,
            more,
            desc,
            ..
        } = self;
        format!(
            "scatter {} at {} into {} {:?}",
            std::iter::once(updates)
                .chain(more.iter().map(|m| &m.0))
                .map(buf)
                .collect::<Vec<_>>()
                .join(", "),
            buf(indices),
            std::iter::once(out)
                .chain(more.iter().map(|m| &m.1))
                .map(buf)
                .collect::<Vec<_>>()
                .join(", "),
            desc.operand_shape
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.indices, Access::Read);
        f(self.updates, Access::Read);
        f(self.out, Access::Read);
        for &(u, o) in &self.more {
            f(u, Access::Read);
            f(o, Access::Read);
        }
        f(self.out, Access::Write);
        for &(_, o) in &self.more {
            f(o, Access::Write);
        }
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.indices);
        f(&mut self.updates);
        f(&mut self.out);
        for (u, o) in &mut self.more {
            f(u);
            f(o);
        }
    }

    fn may_share(&self, w: usize, x: usize) -> bool {
        // Visits: indices, updates, `out` read, each extra pair's update and output read, then
        // `out` written and each extra output written. Each output is updated in place (one
        // thread, through raw pointers): its write may share its own read's bytes.
        let m = self.more.len();
        (w, x) == (2 * m + 3, 2) || (0..m).any(|i| (w, x) == (2 * m + 4 + i, 4 + 2 * i))
    }
}

#[allow(clippy::too_many_arguments)]
fn scatter(
    ctx: &Ctx,
    indices: Buf,
    it: ElemType,
    updates: Buf,
    out: Buf,
    et: ElemType,
    s: &ScatterDesc,
    body: &Body,
) -> KernelResult {
    let (ib, ub, ob) = (ctx.buf(indices), ctx.buf(updates), ctx.buf(out));
    let shape = &s.operand_shape;
    let rank = shape.len();
    let mut sx = ScatterIndex::new(s);
    let simple = simple_body(body);
    let replace = body.results.len() == 1
        && matches!(
            body.expr.nodes.get(body.results[0] as usize),
            Some(Node::Param(1))
        );
    let n = num_elements(&s.updates_shape);
    let ulast = s.updates_shape.len().wrapping_sub(1);
    let row = match sx.uwd.iter().position(|&d| d == ulast) {
        Some(k) if rank > 0 && sx.window_operand_dims.get(k) == Some(&(rank - 1)) => {
            s.updates_shape[ulast] as usize
        }
        _ => 1,
    };
    let add_f32 = simple == Some(BinaryOp::Add) && et == ElemType::F32;
    if add_f32 {
        if let Some(done) = scatter_add_rows(s, (ib, it), ub, ob) {
            return done;
        }
    }
    let mut ui = vec![0u64; s.updates_shape.len()];
    let mut pos = 0u64;
    while pos < n {
        let ulin = pos;
        pos += 1;
        unravel(ulin, &s.updates_shape, &mut ui);
        let Some(dst) = sx.target(s, &ui, (ib, it))? else {
            continue;
        };
        // A whole row of f32 additions when the row stays inside the operand.
        if add_f32
            && row > 1
            && ui[ulast] == 0
            && sx.full[rank - 1] + row as i64 <= shape[rank - 1] as i64
            && ulin + row as u64 <= n
        {
            // SAFETY: the row's elements are inside the operand (checked just above) and
            // inside the updates (`ulin + row <= n`); the updates are not the output (the
            // step's visits let the output share bytes only with its own read), so the two
            // slices are apart.
            let (d, u) = unsafe {
                (
                    std::slice::from_raw_parts_mut((ob.ptr as *mut f32).add(dst), row),
                    std::slice::from_raw_parts((ub.ptr as *const f32).add(ulin as usize), row),
                )
            };
            d.iter_mut().zip(u).for_each(|(a, &b)| *a += b);
            pos = ulin + row as u64;
            continue;
        }
        // SAFETY: `dst` is inside the operand shape (checked just above) and `ulin` inside the
        // updates shape; both were checked against the buffers.
        let x = unsafe { storage::load_with(ub, et, 1, |_| ulin as usize) }?;
        if replace {
            // SAFETY: as above.
            unsafe { storage::store_with(ob, et, &x, 1, |_| dst) }?;
            continue;
        }
        // SAFETY: as above.
        let mut acc = [unsafe { storage::load_with(ob, et, 1, |_| dst) }?];
        match simple {
            Some(op) => combine_into(op, et, &mut acc[0], &x, &[0])?,
            None => apply_body(body, &mut acc, 0, std::slice::from_ref(&x), 0, ctx)?,
        }
        // SAFETY: as above.
        unsafe { storage::store_with(ob, et, &acc[0], 1, |_| dst) }?;
    }
    Ok(())
}

/// An f32 scatter-add of whole rows, one index each (an embedding's gradient: operand `[V, ...]`
/// indexed along dimension 0, each update window the whole rest of the operand, laid out as the
/// updates' trailing dimensions): each update row is added to the operand row its index names,
/// in update order, and a row whose index is outside `[0, V)` is dropped, as the spec says.
/// `None` (nothing done) for any other scatter.
fn scatter_add_rows(
    s: &ScatterDesc,
    (ib, it): (RawBuf, ElemType),
    ub: RawBuf,
    ob: RawBuf,
) -> Option<KernelResult> {
    let orank = s.operand_shape.len();
    let urank = s.updates_shape.len();
    let tail = orank.checked_sub(1)?;
    let first = urank.checked_sub(tail)?;
    let trailing: Vec<u32> = (first as u32..urank as u32).collect();
    if !s.input_batching.is_empty()
        || s.to_operand != [0]
        || s.inserted != [0]
        || s.update_window_dims != trailing
        || s.updates_shape[first..] != s.operand_shape[1..]
        || !one_index_per_row(&s.indices_shape, s.index_vector_dim as usize)
    {
        return None;
    }
    let row = num_elements(&s.operand_shape[1..]) as usize;
    let v = s.operand_shape[0] as i64;
    if row == 0 {
        return None;
    }
    let rows = num_elements(&s.updates_shape) as usize / row;
    if rows > ib.len / it.byte_size().max(1) {
        return None;
    }
    for b in 0..rows {
        let idx = match row_index(ib, it, b) {
            Ok(i) => i,
            Err(e) => return Some(Err(e)),
        };
        if !(0..v).contains(&idx) {
            continue;
        }
        // SAFETY: row `idx < V` of the operand and row `b < rows` of the updates are inside
        // their buffers (validation checked both against their shapes); the updates are not the
        // output (the step's sharing rules let the output share bytes only with its own read).
        let (d, u) = unsafe {
            (
                std::slice::from_raw_parts_mut((ob.ptr as *mut f32).add(idx as usize * row), row),
                std::slice::from_raw_parts((ub.ptr as *const f32).add(b * row), row),
            )
        };
        d.iter_mut().zip(u).for_each(|(a, &x)| *a += x);
    }
    Some(Ok(()))
}

/// Where a scatter's update elements go: the dimension bookkeeping of one scatter, computed once,
/// and the scratch of one element's position.
struct ScatterIndex {
    uwd: Vec<usize>,
    scatter_dims: Vec<usize>,
    window_operand_dims: Vec<usize>,
    ost: Vec<i64>,
    /// The indices' row-major strides.
    ist: Vec<i64>,
    batch: Vec<u64>,
    start: Vec<i64>,
    /// The operand index of the last [`ScatterIndex::target`].
    full: Vec<i64>,
}

impl ScatterIndex {
    fn new(s: &ScatterDesc) -> ScatterIndex {
        let rank = s.operand_shape.len();
        let uwd: Vec<usize> = s.update_window_dims.iter().map(|&d| d as usize).collect();
        let scatter_dims: Vec<usize> = (0..s.updates_shape.len())
            .filter(|d| !uwd.contains(d))
            .collect();
        let skipped: Vec<usize> = s
            .inserted
            .iter()
            .chain(&s.input_batching)
            .map(|&d| d as usize)
            .collect();
        ScatterIndex {
            window_operand_dims: (0..rank).filter(|d| !skipped.contains(d)).collect(),
            batch: vec![0; scatter_dims.len()],
            uwd,
            scatter_dims,
            ost: row_major_strides(&s.operand_shape),
            ist: row_major_strides(&s.indices_shape),
            start: Vec::new(),
            full: vec![0; rank],
        }
    }

    /// The operand position update element `ui` goes to, or `None` when it falls outside the
    /// operand (then it is dropped, as the spec says).
    fn target(
        &mut self,
        s: &ScatterDesc,
        ui: &[u64],
        (ib, it): (RawBuf, ElemType),
    ) -> Result<Option<usize>, String> {
        let ivd = s.index_vector_dim as usize;
        for (k, &d) in self.scatter_dims.iter().enumerate() {
            self.batch[k] = ui[d];
        }
        index_vector(
            ib,
            it,
            (&s.indices_shape, &self.ist),
            &self.batch,
            ivd,
            &mut self.start,
        )?;
        self.full.iter_mut().for_each(|x| *x = 0);
        for (k, &od) in s.to_operand.iter().enumerate() {
            self.full[od as usize] = self.start.get(k).copied().unwrap_or(0);
        }
        for (&od, &sd) in s.input_batching.iter().zip(&s.indices_batching) {
            let pos = if (sd as usize) < ivd {
                sd as usize
            } else {
                sd as usize - 1
            };
            self.full[od as usize] += self.batch.get(pos).copied().unwrap_or(0) as i64;
        }
        for (k, &od) in self.window_operand_dims.iter().enumerate() {
            if let Some(&wd) = self.uwd.get(k) {
                self.full[od] += ui[wd] as i64;
            }
        }
        if self
            .full
            .iter()
            .zip(&s.operand_shape)
            .any(|(&i, &d)| i < 0 || i >= d as i64)
        {
            return Ok(None);
        }
        Ok(Some(
            self.full
                .iter()
                .zip(&self.ost)
                .map(|(&i, &s)| i * s)
                .sum::<i64>() as usize,
        ))
    }
}

/// A scatter of several operands: each update element's position is computed once and the body
/// combines every operand's element there with every update's, in update order.
fn scatter_several(
    ctx: &Ctx,
    (indices, it): (Buf, ElemType),
    io: &[(Buf, Buf, ElemType)],
    s: &ScatterDesc,
    body: &Body,
) -> KernelResult {
    let ib = ctx.buf(indices);
    let n = num_elements(&s.updates_shape);
    let mut ui = vec![0u64; s.updates_shape.len()];
    let mut sx = ScatterIndex::new(s);
    for ulin in 0..n {
        unravel(ulin, &s.updates_shape, &mut ui);
        let Some(dst) = sx.target(s, &ui, (ib, it))? else {
            continue;
        };
        let mut accs = Vec::with_capacity(io.len());
        let mut xs = Vec::with_capacity(io.len());
        for &(u, o, t) in io {
            // SAFETY: `dst` is inside the operand shape (`target` checked it); validation
            // checked the operand shape against the buffer.
            accs.push(unsafe { storage::load_with(ctx.buf(o), t, 1, |_| dst) }?);
            // SAFETY: `ulin` is inside the updates shape, which validation checked against the
            // updates buffer.
            xs.push(unsafe { storage::load_with(ctx.buf(u), t, 1, |_| ulin as usize) }?);
        }
        apply_body(body, &mut accs, 0, &xs, 0, ctx)?;
        for (a, &(_, o, t)) in accs.iter().zip(io) {
            // SAFETY: as above.
            unsafe { storage::store_with(ctx.buf(o), t, a, 1, |_| dst) }?;
        }
    }
    Ok(())
}

impl V<'_> {
    /// The scatter's dimension numbers as the spec constrains them (`stablehlo.scatter`), and the
    /// updates' shape the one they give.
    fn scatter_dims(&self, s: &ScatterDesc) -> Result<(), String> {
        let bad = |what: String| Err(self.err(format!("malformed scatter: {what}")));
        let (r, irank, urank) = (
            s.operand_shape.len(),
            s.indices_shape.len(),
            s.updates_shape.len(),
        );
        if r > MAX_RANK || irank > MAX_RANK || urank > MAX_RANK {
            return bad("rank too large".into());
        }
        let ivd = s.index_vector_dim as usize;
        if ivd > irank {
            return bad(format!("index_vector_dim {ivd} of indices of rank {irank}"));
        }
        if !dims_ok(&s.update_window_dims, urank, true)
            || !dims_ok(&s.inserted, r, true)
            || !dims_ok(&s.input_batching, r, true)
            || s.inserted.iter().any(|d| s.input_batching.contains(d))
        {
            return bad("update_window_dims, inserted_window_dims or input_batching_dims".into());
        }
        let window_operand_dims: Vec<usize> = (0..r as u32)
            .filter(|d| !s.inserted.contains(d) && !s.input_batching.contains(d))
            .map(|d| d as usize)
            .collect();
        if window_operand_dims.len() != s.update_window_dims.len()
            || s.update_window_dims
                .iter()
                .zip(&window_operand_dims)
                .any(|(&u, &o)| s.updates_shape[u as usize] > s.operand_shape[o])
        {
            return bad("the update window does not fit the operand".into());
        }
        let batch: Vec<u64> = (0..irank)
            .filter(|&d| d != ivd)
            .map(|d| s.indices_shape[d])
            .collect();
        let scatter: Vec<u64> = (0..urank as u32)
            .filter(|d| !s.update_window_dims.contains(d))
            .map(|d| s.updates_shape[d as usize])
            .collect();
        if batch != scatter {
            return bad(format!(
                "updates {:?} do not follow the indices {:?}",
                s.updates_shape, s.indices_shape
            ));
        }
        let ivlen = if ivd < irank { s.indices_shape[ivd] } else { 1 };
        if !dims_ok(&s.to_operand, r, false)
            || s.to_operand.iter().any(|d| s.input_batching.contains(d))
            || s.to_operand.len() as u64 != ivlen
        {
            return bad("scatter_dims_to_operand_dims".into());
        }
        if !dims_ok(&s.indices_batching, irank, false)
            || s.indices_batching.contains(&(ivd as u32))
            || s.indices_batching.len() != s.input_batching.len()
            || s.input_batching
                .iter()
                .zip(&s.indices_batching)
                .any(|(&o, &i)| s.operand_shape[o as usize] != s.indices_shape[i as usize])
        {
            return bad("scatter_indices_batching_dims".into());
        }
        Ok(())
    }
}
