//! The [`DynamicUpdateSlice`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{elem_bytes, Access, Cost, StepKind};
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

/// `out[starts .. starts + update_shape] = update` in place, `out` already holding the operand;
/// starts clamped as for [`Step::DynamicSlice`] (the spec's `dynamic_update_slice`).
#[derive(Clone, Debug, PartialEq)]
pub struct DynamicUpdateSlice {
    /// The update.
    pub update: Buf,
    /// Update shape.
    pub update_shape: Vec<u64>,
    /// One start index buffer per dimension.
    pub starts: Vec<Buf>,
    /// Destination (holds the operand).
    pub out: Buf,
    /// Destination shape.
    pub out_shape: Vec<u64>,
}

wire!(DynamicUpdateSlice {
    update,
    update_shape,
    starts,
    out,
    out_shape
});

impl StepKind for DynamicUpdateSlice {
    fn validate(&self, v: &V) -> Result<(), String> {
        let DynamicUpdateSlice {
            update,
            update_shape,
            starts,
            out,
            out_shape,
        } = self;
        let t = v.decl(*out)?.dtype;
        v.whole(*out, t, v.shape(out_shape)?, true)?;
        v.whole(*update, t, v.shape(update_shape)?, false)?;
        v.starts(starts, out_shape, update_shape)?;

        Ok(())
    }

    fn work(&self, k: &Kernel) -> u64 {
        // Each element read and stored through its lanes, at a strided place (a 1024x1024
        // `f32` transpose measured 12 to 17 ns per element).
        let DynamicUpdateSlice {
            update,
            update_shape,
            ..
        } = self;
        buf_elements_work(k, *update, prod(update_shape)).saturating_mul(8)
    }

    fn host_bytes(&self) -> (u64, u64) {
        (0, small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let DynamicUpdateSlice {
            update_shape, out, ..
        } = self;
        Cost {
            flops: 0,
            bytes: prod(&[2, prod(update_shape), elem_bytes(k, *out)]),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        let DynamicUpdateSlice {
            update,
            update_shape,
            starts,
            out,
            out_shape,
        } = self;
        let es = ty(*out).byte_size();
        let first = clamped_starts(ctx, k, starts, out_shape, update_shape)?;
        let (s, d) = (ctx.buf(*update), ctx.buf(*out));
        let ost = row_major_strides(out_shape);
        let base: i64 = first.iter().zip(&ost).map(|(&i, &st)| i * st).sum();
        copy_box(update_shape, &ost, |o, j, len| {
            // SAFETY: as in `DynamicSlice::run`, with the roles of the buffers exchanged: the box
            // lies inside `out` (the starts are clamped to it) and `j .. j + len` inside the
            // update, whose declarations `DynamicUpdateSlice::validate` above checked.
            unsafe {
                std::ptr::copy(
                    s.ptr.add(j * es),
                    d.ptr.add((base + o) as usize * es),
                    len * es,
                )
            }
        });
        Ok(())
    }

    fn dump(&self) -> String {
        let DynamicUpdateSlice {
            update_shape,
            out_shape,
            ..
        } = self;
        format!(
            "dynamic_update_slice {} {out_shape:?} at [{}] with {} {update_shape:?}",
            buf(&self.out),
            self.starts.iter().map(buf).collect::<Vec<_>>().join(", "),
            buf(&self.update)
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.update, Access::Read);
        for &b in &self.starts {
            f(b, Access::Read);
        }
        f(self.out, Access::Read);
        f(self.out, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.update);
        self.starts.iter_mut().for_each(&mut *f);
        f(&mut self.out);
    }

    fn may_share(&self, w: usize, x: usize) -> bool {
        // Visits: the update, the starts, then `out` read and `out` written: an update in place,
        // one thread, through raw pointers.
        let n = self.starts.len();
        (w, x) == (n + 2, n + 1)
    }
}
