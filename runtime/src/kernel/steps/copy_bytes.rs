//! The [`CopyBytes`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{Access, Cost, StepKind};
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

/// Copies the first `bytes` bytes of `src` to `dst`, whatever their element types: a
/// `bitcast_convert` between element types of different widths (the result's bytes are the
/// operand's, little-endian).
#[derive(Clone, Debug, PartialEq)]
pub struct CopyBytes {
    /// Source.
    pub src: Buf,
    /// Destination.
    pub dst: Buf,
    /// Bytes.
    pub bytes: u64,
}

wire!(CopyBytes { src, dst, bytes });

impl StepKind for CopyBytes {
    fn validate(&self, v: &V) -> Result<(), String> {
        let CopyBytes { src, dst, bytes } = self;
        if *bytes > v.decl(*src)?.bytes() || *bytes > v.writable(*dst)?.bytes() {
            return Err(v.err(format!("a copy of {bytes} bytes overruns its buffers")));
        }

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let CopyBytes { bytes, .. } = self;
        copy_work(*bytes)
    }

    fn host_bytes(&self) -> (u64, u64) {
        (0, small())
    }

    fn cost(&self, _k: &Kernel) -> Cost {
        let CopyBytes { bytes, .. } = self;
        Cost {
            flops: 0,
            bytes: bytes.saturating_mul(2),
        }
    }

    fn run(&self, _k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let CopyBytes { src, dst, bytes } = self;
        let (s, d) = (ctx.buf(*src), ctx.buf(*dst));
        // SAFETY: `CopyBytes::validate` above proved `bytes` inside both declarations, and the VM checked the
        // buffers against them; `copy` allows overlap.
        unsafe { std::ptr::copy(s.ptr, d.ptr, *bytes as usize) };
        Ok(())
    }

    fn dump(&self) -> String {
        let CopyBytes { src, dst, bytes } = self;
        format!("copy {bytes} bytes {} -> {}", buf(src), buf(dst))
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.src, Access::Read);
        f(self.dst, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.src);
        f(&mut self.dst);
    }

    fn may_share(&self, w: usize, x: usize) -> bool {
        // Visits: `src`, `dst`. One `ptr::copy`, which allows any overlap.
        (w, x) == (1, 0)
    }
}
