//! The [`Fill`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{buf_bytes, Access, Cost, StepKind};
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::storage;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

/// Writes `value` (a constant node's bits) to every element of `dst`.
#[derive(Clone, Debug, PartialEq)]
pub struct Fill {
    /// Destination.
    pub dst: Buf,
    /// Value bits (as [`Node::Const`]).
    pub value: u128,
}

wire!(Fill { dst, value });

impl StepKind for Fill {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Fill { dst, .. } = self;
        v.writable(*dst)?;

        Ok(())
    }

    fn work(&self, k: &Kernel) -> u64 {
        // Every byte of `dst`, each element stored through its lanes (for `f32`, chunks copied
        // from one splat chunk: measured 2.1 ns per unit with the bytes alone).
        let Fill { dst, .. } = self;
        let elems = decl_of(k, *dst).map_or(u64::MAX, |d| d.elements);
        bytes_work(decl_bytes(k, *dst)).saturating_add(buf_elements_work(k, *dst, elems))
    }

    fn host_bytes(&self) -> (u64, u64) {
        (0, small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        Cost {
            flops: 0,
            bytes: buf_bytes(k, self.dst),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        let Fill { dst, value } = self;
        let t = ty(*dst);
        let d = ctx.buf(*dst);
        let elems = k_elems_of(k, *dst) as usize;
        let one = storage::splat_bits(t, *value, CHUNK.min(elems.max(1)));
        let mut at = 0usize;
        while at < elems {
            let n = (elems - at).min(CHUNK);
            // SAFETY: `at..at + n` is below the declared element count, which validation and
            // the VM checked against the buffer length.
            unsafe { storage::store_contiguous(d, t, at, &one, n) }?;
            at += n;
        }
        Ok(())
    }

    fn dump(&self) -> String {
        let Fill { dst, value } = self;
        format!("fill {} with bits {value:#x}", buf(dst))
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.dst, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.dst);
    }
}
