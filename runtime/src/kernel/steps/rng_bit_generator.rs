//! The [`RngBitGenerator`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{buf_bytes, Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

/// A StableHLO `rng_bit_generator` with XLA's algorithms ([`element::rng`]): reads the whole
/// `ui64` state first, then writes the new state to `out_state` and the bits of every element
/// of `out` (row-major over `shape`, its type the buffer's).
#[derive(Clone, Debug, PartialEq)]
pub struct RngBitGenerator {
    /// The algorithm (DEFAULT is PHILOX).
    pub algorithm: RngAlgorithm,
    /// The initial state (`ui64`, 2 or 3 elements).
    pub state: Buf,
    /// The new state (`ui64`, as many elements).
    pub out_state: Buf,
    /// The random bits.
    pub out: Buf,
    /// The output shape (THREE_FRY's counters follow it).
    pub shape: Vec<u64>,
}

wire!(RngBitGenerator {
    algorithm,
    state,
    out_state,
    out,
    pad,
    shape
});

impl StepKind for RngBitGenerator {
    fn validate(&self, v: &V) -> Result<(), String> {
        let RngBitGenerator {
            algorithm,
            state,
            out_state,
            out,
            shape,
        } = self;
        let n = v.decl(*state)?.elements;
        if !algorithm.state_sizes().iter().any(|&size| size as u64 == n) {
            return Err(v.err(format!(
                "rng_bit_generator {} takes a state of {:?} elements, {state:?} declares {n}",
                algorithm.name(),
                algorithm.state_sizes()
            )));
        }
        v.whole(*state, ElemType::UI64, n, false)?;
        v.whole(*out_state, ElemType::UI64, n, true)?;
        let t = v.writable(*out)?.dtype;
        if !element::rng::output_type_ok(t) {
            return Err(v.err(format!(
                "rng_bit_generator does not fill element type {}",
                t.name()
            )));
        }
        v.whole(*out, t, v.shape(shape)?, true)?;

        Ok(())
    }

    fn work(&self, k: &Kernel) -> u64 {
        // A few dozen integer operations per 64 bits, each element stored through its lanes.
        let RngBitGenerator { out, shape, .. } = self;
        buf_elements_work(k, *out, prod(shape)).saturating_mul(8)
    }

    fn host_bytes(&self) -> (u64, u64) {
        (0, small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let RngBitGenerator {
            state,
            out_state,
            out,
            ..
        } = self;
        // Integer mixing only: no flops.
        Cost {
            flops: 0,
            bytes: sum(&[
                buf_bytes(k, *state),
                buf_bytes(k, *out_state),
                buf_bytes(k, *out),
            ]),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        crate::kernel::rng::run(
            k,
            ctx,
            self.algorithm,
            self.state,
            self.out_state,
            self.out,
            &self.shape,
        )
    }

    fn dump(&self) -> String {
        let shape = &self.shape;
        format!(
            "rng_bit_generator {} state {} -> {}, bits {} {shape:?}",
            self.algorithm.name(),
            buf(&self.state),
            buf(&self.out_state),
            buf(&self.out)
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        f(self.state, Access::Read);
        f(self.out_state, Access::Write);
        f(self.out, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.state);
        f(&mut self.out_state);
        f(&mut self.out);
    }
}
