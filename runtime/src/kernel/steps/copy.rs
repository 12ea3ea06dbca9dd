//! The [`Copy`](struct@Copy) step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{elem_bytes, Access, Cost, StepKind};
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

/// Copies `count` elements from `src` (offset `src_offset`) to `dst` (offset `dst_offset`).
#[derive(Clone, Debug, PartialEq)]
pub struct Copy {
    /// Source.
    pub src: Buf,
    /// Source element offset.
    pub src_offset: u64,
    /// Destination.
    pub dst: Buf,
    /// Destination element offset.
    pub dst_offset: u64,
    /// Elements.
    pub count: u64,
}

wire!(Copy {
    src,
    src_offset,
    dst,
    dst_offset,
    count
});

impl StepKind for Copy {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Copy {
            src,
            src_offset,
            dst,
            dst_offset,
            count,
        } = self;
        let t = v.decl(*src)?.dtype;
        if v.writable(*dst)?.dtype.byte_size() != t.byte_size() {
            return Err(v.err("copy between element sizes"));
        }
        let c = (*count).min(1 << 40);
        v.range(*src, *src_offset as i64, &[(c, 1)])?;
        v.range(*dst, *dst_offset as i64, &[(c, 1)])?;

        Ok(())
    }

    fn work(&self, k: &Kernel) -> u64 {
        // A copy of `count` elements' bytes.
        let Copy { src, count, .. } = self;
        let size = decl_of(k, *src).map_or(u64::MAX, |d| d.dtype.byte_size() as u64);
        copy_work(count.saturating_mul(size))
    }

    fn host_bytes(&self) -> (u64, u64) {
        (0, small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Copy { src, count, .. } = self;
        Cost {
            flops: 0,
            bytes: prod(&[2, *count, elem_bytes(k, *src)]),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        let Copy {
            src,
            src_offset,
            dst,
            dst_offset,
            count,
        } = self;
        let es = ty(*src).byte_size();
        let s = ctx.buf(*src);
        let d = ctx.buf(*dst);
        // SAFETY: `Copy::validate` above proved both ranges inside their buffers; `copy` allows
        // overlap.
        unsafe {
            std::ptr::copy(
                s.ptr.add(*src_offset as usize * es),
                d.ptr.add(*dst_offset as usize * es),
                *count as usize * es,
            )
        };
        Ok(())
    }

    fn dump(&self) -> String {
        let Copy {
            src_offset,
            dst_offset,
            count,
            ..
        } = self;
        format!(
            "copy {count} elements {}+{src_offset} -> {}+{dst_offset}",
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
