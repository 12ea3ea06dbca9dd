//! The [`Place`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{elem_bytes, Access, Cost, StepKind};
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

/// Strided copy of `src` (a row-major `src_shape`) into `dst` at `dst_offset` with per-dimension
/// `dst_strides` (elements): concatenate, pad and interior padding are Fill plus this.
#[derive(Clone, Debug, PartialEq)]
pub struct Place {
    /// Source.
    pub src: Buf,
    /// Source shape.
    pub src_shape: Vec<u64>,
    /// Destination.
    pub dst: Buf,
    /// Destination element offset.
    pub dst_offset: i64,
    /// Destination strides.
    pub dst_strides: Vec<i64>,
}

wire!(Place {
    src,
    src_shape,
    dst,
    dst_offset,
    dst_strides
});

impl StepKind for Place {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Place {
            src,
            src_shape,
            dst,
            dst_offset,
            dst_strides,
        } = self;
        let t = v.decl(*src)?.dtype;
        if v.writable(*dst)?.dtype != t || dst_strides.len() != src_shape.len() {
            return Err(v.err("malformed place"));
        }
        v.whole(*src, t, v.shape(src_shape)?, false)?;
        let dims: Vec<(u64, i64)> = src_shape
            .iter()
            .copied()
            .zip(dst_strides.iter().copied())
            .collect();
        v.range(*dst, *dst_offset, &dims)?;

        Ok(())
    }

    fn work(&self, k: &Kernel) -> u64 {
        // Each element read and stored through its lanes, at a strided place (a 1024x1024
        // `f32` transpose measured 12 to 17 ns per element).
        let Place { src, src_shape, .. } = self;
        buf_elements_work(k, *src, prod(src_shape)).saturating_mul(8)
    }

    fn host_bytes(&self) -> (u64, u64) {
        (0, small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Place { src, src_shape, .. } = self;
        Cost {
            flops: 0,
            bytes: prod(&[2, prod(src_shape), elem_bytes(k, *src)]),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        let Place {
            src,
            src_shape,
            dst,
            dst_offset,
            dst_strides,
        } = self;
        let t = ty(*src);
        let es = t.byte_size();
        let s = ctx.buf(*src);
        let d = ctx.buf(*dst);
        let total = num_elements(src_shape) as usize;
        let map = IndexMap {
            offset: *dst_offset,
            strides: dst_strides.clone(),
        };
        let (s0, d0) = (s.ptr as usize, d.ptr as usize);
        if s0 + total * es <= d0 || d0 + d.len <= s0 {
            // Source and destination apart: copy whole runs of the innermost dimension (the
            // whole source when the placement is row-major) instead of element by element.
            if total == 0 {
                return Ok(());
            }
            // The innermost dimensions the destination holds contiguously, as one run.
            let mut k = src_shape.len();
            let mut row = 1usize;
            while k > 0 && dst_strides[k - 1] == row as i64 {
                row *= src_shape[k - 1] as usize;
                k -= 1;
            }
            let outer = &src_shape[..k];
            let ostr = &dst_strides[..outer.len()];
            let mut idx = vec![0u64; outer.len()];
            let mut off = *dst_offset;
            for r in 0..total / row {
                // SAFETY: `Place::validate` above proved the placement inside `dst` and the
                // source range inside `src`; a run of the innermost dimension with destination
                // stride 1 is contiguous in both; the two buffers' bytes do not overlap (checked
                // above).
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        s.ptr.add(r * row * es),
                        d.ptr.add(off as usize * es),
                        row * es,
                    )
                }
                // The next run's destination offset (an odometer over the outer dimensions).
                for k in (0..outer.len()).rev() {
                    idx[k] += 1;
                    off += ostr[k];
                    if idx[k] < outer[k] {
                        break;
                    }
                    off -= ostr[k] * outer[k] as i64;
                    idx[k] = 0;
                }
            }
            return Ok(());
        }
        let mut offs = vec![0i64; CHUNK];
        let mut start = 0usize;
        while start < total {
            let n = (total - start).min(CHUNK);
            if !offsets(src_shape, &map, start as u64, n, &mut offs) {
                for (k, o) in offs.iter_mut().enumerate().take(n) {
                    *o = *dst_offset + (start + k) as i64;
                }
            }
            for (k, &o) in offs.iter().enumerate().take(n) {
                // SAFETY: `Place::validate` above proved the placement inside `dst` and the source range
                // inside `src`.
                unsafe {
                    std::ptr::copy(s.ptr.add((start + k) * es), d.ptr.add(o as usize * es), es)
                }
            }
            start += n;
        }
        Ok(())
    }

    fn dump(&self) -> String {
        let Place {
            src_shape,
            dst_offset,
            dst_strides,
            ..
        } = self;
        format!(
            "place {} {src_shape:?} -> {}+{dst_offset} strides {dst_strides:?}",
            buf(&self.src),
            buf(&self.dst)
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.src, Access::Read);
        f(self.dst, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.src);
        f(&mut self.dst);
    }
}
