//! The [`Gather`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{buf_bytes, Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::storage::{self, Domain};
use crate::kernel::validate::*;
use crate::vm::dump::buf;

/// A StableHLO gather (indices converted to i64 on load).
#[derive(Clone, Debug, PartialEq)]
pub struct Gather {
    /// Operand.
    pub operand: Buf,
    /// Start indices.
    pub indices: Buf,
    /// Output.
    pub out: Buf,
    /// Dimension numbers and shapes.
    pub desc: GatherDesc,
}

wire!(Gather {
    operand,
    indices,
    out,
    pad,
    desc
});

impl StepKind for Gather {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Gather {
            operand,
            indices,
            out,
            desc: g,
        } = self;
        let t = v.decl(*operand)?.dtype;
        let it = v.decl(*indices)?.dtype;
        if storage::domain(it) != Domain::I {
            return Err(v.err("gather indices are not integers"));
        }
        v.gather_dims(g)?;
        v.whole(*operand, t, v.shape(&g.operand_shape)?, false)?;
        v.whole(*indices, it, v.shape(&g.indices_shape)?, false)?;
        v.whole(*out, t, v.shape(&g.out_shape)?, true)?;

        Ok(())
    }

    fn work(&self, k: &Kernel) -> u64 {
        // Each output element read and stored through its lanes, each index read.
        let Gather {
            operand,
            indices,
            desc,
            ..
        } = self;
        buf_elements_work(k, *operand, prod(&desc.out_shape))
            .saturating_mul(8)
            .saturating_add(buf_elements_work(k, *indices, prod(&desc.indices_shape)))
    }

    fn host_bytes(&self) -> (u64, u64) {
        (0, small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Gather { indices, out, .. } = self;
        // Reads as many operand elements as it writes, and its indices.
        Cost {
            flops: 0,
            bytes: sum(&[buf_bytes(k, *indices), prod(&[2, buf_bytes(k, *out)])]),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        // The guard-page build's check that `copy_nonoverlapping`'s ranges are apart (no-ops
        // otherwise).
        let _writing = ctx.borrow(k, self.out, true, "gather output");
        let _reading = ctx.borrow(k, self.operand, false, "gather operand");
        gather(
            ctx,
            self.operand,
            ty(self.operand),
            self.indices,
            ty(self.indices),
            self.out,
            &self.desc,
        )
    }

    fn dump(&self) -> String {
        format!(
            "gather {}[{}] -> {} {:?}",
            buf(&self.operand),
            buf(&self.indices),
            buf(&self.out),
            self.desc.out_shape
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.operand, Access::Read);
        f(self.indices, Access::Read);
        f(self.out, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.operand);
        f(&mut self.indices);
        f(&mut self.out);
    }
}

/// The index vector of one batch position of a gather or scatter, read from the integer buffer
/// `b` (of `shape`, row-major strides `st`, vector along `ivd`) into `out`; an element outside the
/// buffer reads as 0.
pub(crate) fn index_vector(
    b: RawBuf,
    t: ElemType,
    (shape, st): (&[u64], &[i64]),
    batch: &[u64],
    ivd: usize,
    out: &mut Vec<i64>,
) -> KernelResult {
    out.clear();
    let rank = shape.len();
    let mut base = 0i64;
    let mut bi = batch.iter();
    for (d, &std) in st.iter().enumerate().take(rank) {
        if d != ivd {
            base += *bi.next().unwrap_or(&0) as i64 * std;
        }
    }
    let elems = (b.len / t.byte_size().max(1)) as i64;
    let read = |i: i64| -> Result<i64, String> {
        if !(0..elems).contains(&i) {
            return Ok(0);
        }
        // SAFETY: `i` was just checked against the buffer's length.
        let v = unsafe { storage::load_int(b, t, i as usize) }?;
        // A `ui64` index beyond `i64::MAX` is out of every range; saturate it there.
        Ok(if t == ElemType::UI64 && v < 0 {
            i64::MAX
        } else {
            v
        })
    };
    if ivd >= rank {
        out.push(read(base)?);
        return Ok(());
    }
    for k in 0..shape[ivd] {
        out.push(read(base + k as i64 * st[ivd])?);
    }
    Ok(())
}

fn gather(
    ctx: &Ctx,
    operand: Buf,
    et: ElemType,
    indices: Buf,
    it: ElemType,
    out: Buf,
    g: &GatherDesc,
) -> KernelResult {
    let es = et.byte_size();
    let (ob, ib, rb) = (ctx.buf(operand), ctx.buf(indices), ctx.buf(out));
    let ivd = g.index_vector_dim as usize;
    let ost = row_major_strides(&g.operand_shape);
    let ist = row_major_strides(&g.indices_shape);
    let orank = g.operand_shape.len();
    let offset_dims: Vec<usize> = g.offset_dims.iter().map(|&d| d as usize).collect();
    let batch_dims: Vec<usize> = (0..g.out_shape.len())
        .filter(|d| !offset_dims.contains(d))
        .collect();
    let skipped: Vec<usize> = g
        .collapsed
        .iter()
        .chain(&g.operand_batching)
        .map(|&d| d as usize)
        .collect();
    let offset_operand_dims: Vec<usize> = (0..orank).filter(|d| !skipped.contains(d)).collect();
    let n = num_elements(&g.out_shape);
    let mut ri = vec![0u64; g.out_shape.len()];
    let mut start = Vec::new();
    let mut full = vec![0i64; orank];
    let mut batch = vec![0u64; batch_dims.len()];
    // Whole rows at a time when the result's last dimension walks the operand's last dimension.
    let rlast = g.out_shape.len().wrapping_sub(1);
    let row = match offset_dims.iter().position(|&d| d == rlast) {
        Some(k) if orank > 0 && offset_operand_dims.get(k) == Some(&(orank - 1)) => {
            g.out_shape[rlast] as usize
        }
        _ => 1,
    };
    let operand_elems = num_elements(&g.operand_shape) as usize;
    if operand_elems == 0 && n > 0 {
        // Validation rules this out (an empty operand gives an empty result); every coordinate
        // below is clamped into the operand, which needs one element.
        return Err("internal: a gather from an empty operand into a non-empty result".into());
    }
    if let Some(done) = gather_rows(g, (ob, ib, it, rb), es, n) {
        return done;
    }
    let mut lin = 0u64;
    while lin < n {
        unravel(lin, &g.out_shape, &mut ri);
        for (k, &d) in batch_dims.iter().enumerate() {
            batch[k] = ri[d];
        }
        index_vector(ib, it, (&g.indices_shape, &ist), &batch, ivd, &mut start)?;
        full.iter_mut().for_each(|x| *x = 0);
        for (k, &od) in g.start_index_map.iter().enumerate() {
            let od = od as usize;
            let max = g.operand_shape[od] as i64 - g.slice_sizes[od] as i64;
            full[od] = start.get(k).copied().unwrap_or(0).clamp(0, max.max(0));
        }
        for (&od, &sd) in g.operand_batching.iter().zip(&g.indices_batching) {
            let pos = if (sd as usize) < ivd {
                sd as usize
            } else {
                sd as usize - 1
            };
            full[od as usize] += batch.get(pos).copied().unwrap_or(0) as i64;
        }
        for (k, &od) in offset_operand_dims.iter().enumerate() {
            if let Some(&rd) = offset_dims.get(k) {
                full[od] += ri[rd] as i64;
            }
        }
        let mut src = 0i64;
        for d in 0..orank {
            // Validation bounds the shapes; clamp anyway so a malformed index cannot escape.
            let i = full[d].clamp(0, g.operand_shape[d].saturating_sub(1) as i64);
            src += i * ost[d];
        }
        let len = if row > 1
            && ri[rlast] == 0
            && src as usize + row <= operand_elems
            && lin as usize + row <= n as usize
        {
            row
        } else {
            1
        };
        // SAFETY: `src .. src + len` indexes inside the operand (clamped above, and checked against
        // its element count for rows) and `lin .. lin + len` inside the output; both were checked
        // against the buffers.
        unsafe {
            std::ptr::copy_nonoverlapping(
                ob.ptr.add(src as usize * es),
                rb.ptr.add(lin as usize * es),
                es * len,
            )
        };
        lin += len as u64;
    }
    Ok(())
}

/// Whether index `b` of the row-gather and row-scatter fast paths' batch reads as the first
/// element of its index vector: one index per batch position (an index vector of length 1, or
/// none), so batch position `b` reads element `b` of the indices.
pub(crate) fn one_index_per_row(indices_shape: &[u64], ivd: usize) -> bool {
    ivd >= indices_shape.len() || indices_shape[ivd] == 1
}

/// Reads element `b` of an integer index buffer as the gather or scatter index it is (a `ui64`
/// beyond `i64::MAX` saturates, as [`index_vector`] does).
pub(crate) fn row_index(ib: RawBuf, it: ElemType, b: usize) -> Result<i64, String> {
    if it == ElemType::I32 {
        // The common index type read directly (`load_int`'s general path picks the format and
        // wraps per element, a few nanoseconds per row of an embedding's gather or scatter).
        // SAFETY: the callers check `b` against the buffer's element count; the read is
        // unaligned, as `load_int`'s.
        return Ok(unsafe { (ib.ptr as *const i32).add(b).read_unaligned() } as i64);
    }
    // SAFETY: the callers check `b` against the buffer's element count.
    let v = unsafe { storage::load_int(ib, it, b) }?;
    Ok(if it == ElemType::UI64 && v < 0 {
        i64::MAX
    } else {
        v
    })
}

/// A gather of whole rows, one index each (an embedding lookup: operand `[V, ...]` indexed
/// along dimension 0, each slice the whole rest of the operand, laid out as the result's
/// trailing dimensions): each result row is one copy of the operand row the clamped index
/// names. `None` (nothing done) for any other gather.
fn gather_rows(
    g: &GatherDesc,
    (ob, ib, it, rb): (RawBuf, RawBuf, ElemType, RawBuf),
    es: usize,
    n: u64,
) -> Option<KernelResult> {
    let orank = g.operand_shape.len();
    let rrank = g.out_shape.len();
    let tail = orank.checked_sub(1)?;
    let trailing: Vec<u32> = (rrank.checked_sub(tail)? as u32..rrank as u32).collect();
    if !g.operand_batching.is_empty()
        || g.start_index_map != [0]
        || g.collapsed != [0]
        || g.slice_sizes[1..] != g.operand_shape[1..]
        || g.offset_dims != trailing
        || !one_index_per_row(&g.indices_shape, g.index_vector_dim as usize)
    {
        return None;
    }
    let row = num_elements(&g.operand_shape[1..]) as usize;
    let v = g.operand_shape[0] as i64;
    if row == 0 || v == 0 {
        return None;
    }
    let rows = n as usize / row;
    if rows > ib.len / it.byte_size().max(1) {
        return None;
    }
    let bytes = row * es;
    for b in 0..rows {
        let idx = match row_index(ib, it, b) {
            Ok(i) => i.clamp(0, v - 1) as usize,
            Err(e) => return Some(Err(e)),
        };
        // SAFETY: row `idx < V` of the operand and row `b < rows` of the result are inside
        // their buffers (validation checked both against their shapes), and the two are apart
        // (the guard-page build checks it in `run`).
        unsafe {
            std::ptr::copy_nonoverlapping(ob.ptr.add(idx * bytes), rb.ptr.add(b * bytes), bytes)
        };
    }
    Some(Ok(()))
}

impl V<'_> {
    /// The gather's dimension numbers as the spec constrains them (C1-C22 of `stablehlo.gather`),
    /// and its result shape the one they give: what the executor's index arithmetic relies on.
    fn gather_dims(&self, g: &GatherDesc) -> Result<(), String> {
        let bad = |what: String| Err(self.err(format!("malformed gather: {what}")));
        let (orank, irank, rrank) = (
            g.operand_shape.len(),
            g.indices_shape.len(),
            g.out_shape.len(),
        );
        if orank > MAX_RANK || irank > MAX_RANK || rrank > MAX_RANK {
            return bad("rank too large".into());
        }
        let ivd = g.index_vector_dim as usize;
        if ivd > irank {
            return bad(format!("index_vector_dim {ivd} of indices of rank {irank}"));
        }
        if g.slice_sizes.len() != orank
            || g.slice_sizes
                .iter()
                .zip(&g.operand_shape)
                .any(|(s, d)| s > d)
        {
            return bad(format!(
                "slice_sizes {:?} do not fit the operand {:?}",
                g.slice_sizes, g.operand_shape
            ));
        }
        if !dims_ok(&g.collapsed, orank, true)
            || !dims_ok(&g.operand_batching, orank, true)
            || g.collapsed.iter().any(|d| g.operand_batching.contains(d))
            || g.collapsed
                .iter()
                .chain(&g.operand_batching)
                .any(|&d| g.slice_sizes[d as usize] > 1)
        {
            return bad("collapsed_slice_dims or operand_batching_dims".into());
        }
        let ivlen = if ivd < irank { g.indices_shape[ivd] } else { 1 };
        if !dims_ok(&g.start_index_map, orank, false)
            || g.start_index_map
                .iter()
                .any(|d| g.operand_batching.contains(d))
            || g.start_index_map.len() as u64 != ivlen
        {
            return bad("start_index_map".into());
        }
        if !dims_ok(&g.indices_batching, irank, false)
            || g.indices_batching.contains(&(ivd as u32))
            || g.indices_batching.len() != g.operand_batching.len()
            || g.operand_batching
                .iter()
                .zip(&g.indices_batching)
                .any(|(&o, &i)| g.operand_shape[o as usize] != g.indices_shape[i as usize])
        {
            return bad("start_indices_batching_dims".into());
        }
        let batch: Vec<u64> = (0..irank)
            .filter(|&d| d != ivd)
            .map(|d| g.indices_shape[d])
            .collect();
        let offsets: Vec<u64> = (0..orank as u32)
            .filter(|d| !g.collapsed.contains(d) && !g.operand_batching.contains(d))
            .map(|d| g.slice_sizes[d as usize])
            .collect();
        if !dims_ok(&g.offset_dims, rrank, true)
            || offsets.len() != g.offset_dims.len()
            || rrank != batch.len() + offsets.len()
        {
            return bad("offset_dims".into());
        }
        let mut want = vec![0u64; rrank];
        let (mut bi, mut oi) = (batch.iter(), offsets.iter());
        for (d, w) in want.iter_mut().enumerate() {
            let next = if g.offset_dims.contains(&(d as u32)) {
                oi.next()
            } else {
                bi.next()
            };
            *w = next.copied().unwrap_or(0);
        }
        if want != g.out_shape {
            return bad(format!(
                "result shape {:?}, the dimension numbers give {want:?}",
                g.out_shape
            ));
        }
        // A collapsed or batching dimension of slice size 0 leaves the result's elements nothing
        // to read (the spec allows the size; the values would be undefined).
        if g.slice_sizes.contains(&0) && !want.contains(&0) {
            return bad("an empty slice gathered into a non-empty result".into());
        }
        Ok(())
    }
}
